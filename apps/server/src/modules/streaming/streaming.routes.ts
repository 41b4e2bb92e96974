import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createEngineFromEnv, SpeechError, toSpeechError, type SpeechEngine } from '@scribe/speech';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import type { Metrics } from '../../lib/metrics.js';
import { originOf } from '../practitioners/authenticate.js';
import type { AudioStorage } from './audio-storage.js';
import { StreamConnection } from './stream-connection.js';
import type { StreamGrant, StreamingService } from './streaming.service.js';

/** A 250 ms frame is 8 kB; a client catching up after a reconnect may send up to a few seconds per frame. */
export const MAX_FRAME_BYTES = 256 * 1024;

const paramsSchema = z.object({ id: z.uuid() });
const querySchema = z.object({
  ticket: z.string().max(200).optional(),
  /** The client's id for one recording (start → stop); it spans reconnects so resent frames are recognised. */
  recording: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional(),
});

export interface StreamingOptions {
  streaming: StreamingService;
  config: Config;
  /** Another engine than SPEECH_ENGINE names (benchmarks). */
  engine?: SpeechEngine;
  metrics?: Metrics;
  /** Where recorded audio goes (default: DATA_DIR/audio). */
  audio: AudioStorage;
}

/** Same origin as the Host (browser), or no Origin at all (a non-browser client holding a ticket). */
function originAllowed(request: FastifyRequest, trustProxy: boolean): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  const forwarded = trustProxy ? request.headers['x-forwarded-host'] : undefined;
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]?.trim()) ?? request.headers.host;
  try {
    return !!host && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** `GET /api/encounters/:id/stream?ticket=…`: the live audio stream (docs/product.md, 9. Live stream protocol). */
export const streamingRoutes: FastifyPluginAsync<StreamingOptions> = async (app, { streaming, config, engine: givenEngine, metrics, audio }) => {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  // The speech engine is made on the first stream, not at boot (loading a model takes seconds); a failure to
  // make it is kept and answered to every stream.
  let engine: SpeechEngine | null = givenEngine ?? null;
  let engineError: SpeechError | null = null;
  const engineFor = () => {
    if (engine) return engine;
    if (engineError) throw engineError;
    try {
      engine = createEngineFromEnv(config, config.SPEECH_MODEL_DIR);
      return engine;
    } catch (error) {
      engineError = toSpeechError(error);
      throw engineError;
    }
  };
  app.addHook('onClose', async () => {
    if (!givenEngine) await engine?.close?.();
  });

  const grants = new WeakMap<FastifyRequest, StreamGrant>();

  app.get(
    '/encounters/:id/stream',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        if (!originAllowed(request, config.TRUST_PROXY)) throw new AppError(403, 'Streaming is only allowed from this site.');
        const params = paramsSchema.safeParse(request.params);
        const query = querySchema.safeParse(request.query);
        if (!params.success || !query.success) throw new AppError(400, 'A stream needs an encounter id and a ticket.');
        // Draining: refused before the ticket is used; the client's reconnect reaches another process with it.
        if (streaming.isDraining()) throw new AppError(503, 'This server is shutting down: connect again.');
        grants.set(request, await streaming.admit(query.data.ticket, params.data.id, originOf(request)));
      },
    },
    (socket, request) => {
      const grant = grants.get(request)!;
      const recording = querySchema.parse(request.query).recording ?? randomUUID();
      new StreamConnection({ socket, grant, recording, streaming, engineFor, audio, log: request.log, metrics }).start();
    },
  );
};

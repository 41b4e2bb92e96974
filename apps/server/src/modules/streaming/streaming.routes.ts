import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { speakerSwitchMessage } from '@scribe/contracts';
import {
  createEngineFromEnv,
  decodeAudioFrame,
  pcmToBytes,
  SpeechError,
  toSpeechError,
  type SpeechEngine,
  type SpeechSession,
  type TranscriptResult,
} from '@scribe/speech';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { AudioStore } from './audio-store.js';
import { LiveSpeakers } from './live-speakers.js';
import { createStreamingService, type StreamGrant, type StreamingService } from './streaming.service.js';

/** A 250 ms frame is 8 kB; a client catching up after a reconnect may send up to a few seconds per frame. */
export const MAX_FRAME_BYTES = 256 * 1024;
const HEARTBEAT_MS = 10_000;

const paramsSchema = z.object({ id: z.uuid() });
const querySchema = z.object({
  ticket: z.string().max(200).optional(),
  /** The client's id for one recording (start → stop); it spans reconnects so resent frames are recognised. */
  recording: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional(),
});
const stopSchema = z.object({ type: z.literal('stop') });

export interface StreamingOptions {
  db: Database;
  config: Config;
  /** Another engine than SPEECH_ENGINE names (benchmarks). */
  engine?: SpeechEngine;
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

/** `GET /api/encounters/:id/stream?ticket=…`: the live audio stream of architecture §5. */
export const streamingRoutes: FastifyPluginAsync<StreamingOptions> = async (app, { db, config, engine: givenEngine }) => {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const streaming = createStreamingService({ db });
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
        grants.set(request, await streaming.admit(query.data.ticket, params.data.id, request.ip));
      },
    },
    (socket, request) => {
      const grant = grants.get(request)!;
      const recording = querySchema.parse(request.query).recording ?? randomUUID();
      void runStream({ socket, grant, recording, streaming, engineFor, dataDir: config.DATA_DIR, log: request.log });
    },
  );
};

interface StreamContext {
  socket: WebSocket;
  grant: StreamGrant;
  recording: string;
  streaming: StreamingService;
  engineFor: () => SpeechEngine;
  dataDir: string;
  log: FastifyBaseLogger;
}

/** One connection: audio in (stored, then decoded), acks and results out, status kept in step. */
async function runStream({ socket, grant, recording, streaming, engineFor, dataDir, log }: StreamContext) {
  const { encounterId } = grant;
  const token = Symbol(encounterId);
  const send = (message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const sendException = (error: SpeechError) => send(error.toEvent());

  let session: SpeechSession | null = null;
  let store: AudioStore | null = null;
  let versionId: number | null = null;
  let finished: Promise<void> | null = null;
  let began = false;
  let heartbeat: NodeJS.Timeout | undefined;
  let shutdownDone: Promise<void> | null = null;
  let speakers: LiveSpeakers | null = null;
  let saving: Promise<unknown> = Promise.resolve();

  /** Saves the transcript as it is when the save runs; saves run one at a time, so the last one has everything. */
  const saveTranscript = () => {
    const save = saving.then(async () => {
      ({ versionId } = await streaming.saveSpeech(encounterId, speakers!.transcript(), versionId));
    });
    saving = save.catch(() => undefined);
    return save;
  };

  /** Results in order; a final gets its speaker's role and is saved before it is sent (architecture §5, issue 11). */
  const onResult = async (result: TranscriptResult) => {
    const text = result.Alternatives[0]?.Transcript.trim() ?? '';
    if (result.IsPartial || !text || !speakers) {
      send({ TranscriptEvent: { Transcript: { Results: [result] } } });
      return;
    }
    const { result: labelled, changed } = speakers.addFinal(result);
    await saveTranscript();
    send({ TranscriptEvent: { Transcript: { Results: [labelled] } } });
    if (changed) send(changed);
  };

  /** Flushes the engine once (the utterance in flight is saved, even when the connection dropped). */
  const finishEngine = () => {
    finished ??= (async () => {
      try {
        await session?.finish();
      } catch (error) {
        log.warn({ err: error }, 'speech session did not finish cleanly');
      }
    })();
    return finished;
  };

  const shutdown = () => {
    shutdownDone ??= (async () => {
      clearInterval(heartbeat);
      await setup.catch(() => undefined);
      await chain.catch(() => undefined);
      await finishEngine();
      if (began) await streaming.end(encounterId, token).catch((error) => log.error({ err: error }, 'could not end the stream'));
    })();
    return shutdownDone;
  };

  const fail = (error: unknown, code = 1011) => {
    const speechError = error instanceof AppError ? new SpeechError(error.statusCode === 409 ? 'ConflictException' : 'BadRequestException', error.message) : toSpeechError(error);
    if (!(error instanceof SpeechError) && !(error instanceof AppError)) log.error({ err: error }, 'stream failed');
    sendException(speechError);
    if (socket.readyState === socket.OPEN) socket.close(code, speechError.exceptionName);
  };

  const setup = (async () => {
    store = await AudioStore.open(dataDir, encounterId, recording);
    session = await engineFor().startSession({
      onResult,
      onError: (error) => fail(error),
    });
    const before = await streaming.begin(grant, token, async () => {
      if (socket.readyState === socket.OPEN) socket.close(4000, 'replaced by a newer connection');
      await shutdown();
    });
    speakers = new LiveSpeakers(before);
    began = true;
    heartbeat = setInterval(() => void streaming.heartbeat(encounterId).catch(() => undefined), HEARTBEAT_MS);
    // Tell a reconnecting client what is already stored, so it resends only the rest.
    if (store.stored >= 0) send({ Ack: { seq: store.stored } });
  })();

  let chain: Promise<void> = setup.catch(() => undefined);
  const handle = async (data: Buffer, isBinary: boolean) => {
    if (!began || !session || !store || finished) return;
    if (isBinary) {
      const frame = decodeAudioFrame(data);
      if (!frame) throw new SpeechError('BadRequestException', 'An audio frame is a 4-byte little-endian sequence number followed by PCM16LE samples.');
      if (frame.pcm.length > 0 && (await store.append(frame.seq, pcmToBytes(frame.pcm)))) {
        speakers?.pushAudio(frame.pcm);
        void session.push(frame.pcm);
      }
      send({ Ack: { seq: store.stored } });
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(data.toString('utf8'));
    } catch {
      message = null;
    }
    const speakerSwitch = speakerSwitchMessage.safeParse(message);
    if (speakerSwitch.success) {
      // A result of an earlier connection is not known here any more: its label stays as saved.
      const changed = speakers?.switchSpeaker(speakerSwitch.data);
      if (changed) {
        await saveTranscript();
        send(changed);
      }
      return;
    }
    if (!stopSchema.safeParse(message).success) {
      throw new SpeechError('BadRequestException', 'Unknown message: the text messages are {"type":"stop"} and {"type":"speaker","resultId":…,"speaker":…}.');
    }
    await finishEngine();
    // Status settled before `closed`, so a client that re-reads the encounter then sees pending/on-going.
    clearInterval(heartbeat);
    await streaming.end(encounterId, token);
    send({ type: 'closed' });
    socket.close(1000, 'stopped');
  };

  socket.on('message', (data: Buffer, isBinary: boolean) => {
    chain = chain.then(() => handle(Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer), isBinary)).catch((error) => fail(error, 1008));
  });
  socket.on('close', () => void shutdown());
  socket.on('error', (error) => log.warn({ err: error }, 'stream socket error'));
  setup.catch((error) => fail(error, error instanceof AppError && error.statusCode === 409 ? 4009 : 1011));
}

/**
 * A WebSocket client of the live audio stream (docs/product.md, 9. Live stream protocol) for the streaming
 * tests: it keeps every JSON message and waits for the one a test expects.
 */
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** Starts the test app listening on a free loopback port and answers its `host:port`, the base a stream opens on. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

export interface StreamClient {
  ws: WebSocket;
  messages: any[];
  closed: Promise<{ code: number; reason: string }>;
  /** The first message that passes `check`, waiting up to `timeoutMs` (the client's default when not given). */
  waitFor(check: (message: any) => boolean, timeoutMs?: number): Promise<any>;
}

export interface StreamClientOptions {
  recording?: string;
  origin?: string;
  /** How long `waitFor` waits by default; speech through a real engine needs longer than protocol messages. */
  timeoutMs?: number;
}

/** Opens the stream of an encounter with a ticket; rejects with the HTTP status when the server refuses it. */
export function connectStream(base: string, encounterId: string, ticket: string, options: StreamClientOptions = {}): Promise<StreamClient> {
  const query = new URLSearchParams({ ticket, ...(options.recording ? { recording: options.recording } : {}) });
  const ws = new WebSocket(`ws://${base}/api/encounters/${encounterId}/stream?${query}`, options.origin ? { origin: options.origin } : {});
  const messages: any[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data, isBinary) => {
    if (!isBinary) messages.push(JSON.parse(data.toString()));
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const client: StreamClient = {
    ws,
    messages,
    closed,
    async waitFor(check, timeoutMs = options.timeoutMs ?? 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(check);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(messages).slice(-500)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('unexpected-response', (_req, res) => reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { statusCode: res.statusCode })));
    ws.once('error', reject);
  });
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real OpenAI-compatible HTTP server for tests, answering POST /v1/chat/completions from a script: each
 * request takes the next scripted reply (or asks `fallback`). It streams (server-sent events) when the request
 * asks for `stream: true`, unless the reply says otherwise.
 */
export type ScriptedReply =
  | {
      /** The assistant message content. */
      content: string;
      refusal?: string;
      finishReason?: string;
      /** Overrides the request's `stream`. */
      stream?: boolean;
      /** Streamed replies only: send this many characters of content, then end without finishing. */
      cutAfterChars?: number;
      /** Streamed replies only: send this many characters of content, then send nothing more (a stalled stream). */
      stallAfterChars?: number;
      delayMs?: number;
    }
  | { status: number; headers?: Record<string, string>; body?: unknown; delayMs?: number }
  /** A 200 with this exact body (e.g. truncated JSON). */
  | { rawBody: string; delayMs?: number }
  /** Closes the connection without answering. */
  | { hangUp: true };

export interface RecordedRequest {
  body: {
    model: string;
    messages: { role: string; content: string }[];
    stream?: boolean;
    max_tokens?: number;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
    [key: string]: unknown;
  };
  headers: http.IncomingHttpHeaders;
  at: number;
}

export const jsonReply = (value: unknown, extra: Partial<Extract<ScriptedReply, { content: string }>> = {}): ScriptedReply => ({
  content: JSON.stringify(value),
  ...extra,
});

export async function startScriptedLlmServer() {
  const queue: ScriptedReply[] = [];
  const requests: RecordedRequest[] = [];
  const noReplyLeft = (): ScriptedReply => ({ status: 500, body: { error: { message: 'no scripted reply left' } } });
  let fallback: (request: RecordedRequest) => ScriptedReply = noReplyLeft;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
          return;
        }
        const recorded: RecordedRequest = { body: JSON.parse(Buffer.concat(chunks).toString('utf8')), headers: req.headers, at: Date.now() };
        requests.push(recorded);
        const reply = queue.shift() ?? fallback(recorded);
        await answer(reply, recorded, res);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The base URL to configure, ending in /v1. */
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Adds replies to the end of the script. */
    enqueue(...replies: ScriptedReply[]) {
      queue.push(...replies);
    },
    /** Answers requests once the script is used up. */
    setFallback(next: (request: RecordedRequest) => ScriptedReply) {
      fallback = next;
    },
    pending: () => queue.length,
    /** Forgets the script, the fallback and the recorded requests (between tests). */
    reset() {
      queue.length = 0;
      requests.length = 0;
      fallback = noReplyLeft;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type ScriptedLlmServer = Awaited<ReturnType<typeof startScriptedLlmServer>>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function answer(reply: ScriptedReply, request: RecordedRequest, res: http.ServerResponse) {
  if ('hangUp' in reply) {
    res.socket?.destroy();
    return;
  }
  if (reply.delayMs) await sleep(reply.delayMs);
  if (res.destroyed) return;
  if ('status' in reply) {
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(JSON.stringify(reply.body ?? { error: { message: `scripted ${reply.status}` } }));
    return;
  }
  if ('rawBody' in reply) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(reply.rawBody);
    return;
  }
  const id = `chatcmpl-${requestCount++}`;
  const model = request.body.model;
  const stream = reply.stream ?? request.body.stream === true;
  if (!stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: reply.refusal ? null : reply.content, refusal: reply.refusal ?? null },
            finish_reason: reply.finishReason ?? 'stop',
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const send = (delta: Record<string, unknown>, finishReason: string | null = null) =>
    res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', model, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`);
  send({ role: 'assistant', content: '' });
  if (reply.refusal) {
    send({ refusal: reply.refusal });
  } else {
    const stopAt = reply.cutAfterChars ?? reply.stallAfterChars;
    const content = stopAt === undefined ? reply.content : reply.content.slice(0, stopAt);
    for (let offset = 0; offset < content.length; offset += 40) {
      send({ content: content.slice(offset, offset + 40) });
      await sleep(1);
    }
    if (reply.cutAfterChars !== undefined) {
      res.end();
      return;
    }
    if (reply.stallAfterChars !== undefined) return; // the connection stays open until the client gives up
  }
  send({}, reply.finishReason ?? 'stop');
  res.end('data: [DONE]\n\n');
}
let requestCount = 0;

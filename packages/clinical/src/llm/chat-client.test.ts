import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createChatClient, type ChatClientOptions } from './chat-client.js';
import { parseRetryAfter } from './chat-transport.js';
import { LlmError } from './llm-error.js';
import { jsonReply, startScriptedLlmServer } from './testing/scripted-llm-server.js';

const server = await startScriptedLlmServer();
afterAll(() => server.close());
beforeEach(() => server.reset());

const answer = z.object({ answer: z.string() });
const request = {
  messages: [{ role: 'user' as const, content: 'Say hi as JSON.' }],
  schema: answer,
  jsonSchema: { name: 'answer', schema: { type: 'object', properties: { answer: { type: 'string' } }, required: ['answer'], additionalProperties: false } },
};

function client(options: Partial<ChatClientOptions> = {}) {
  return createChatClient({ baseUrl: server.url, model: 'test-model', timeoutMs: 5_000, maxTokens: 256, retryBaseMs: 10, ...options });
}

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

describe('chat client over real HTTP', () => {
  it('sends the model, token limit, key and JSON schema, and reads a plain reply', async () => {
    server.enqueue(jsonReply({ answer: 'hi' }));
    const result = await client({ apiKey: 'sk-test' }).completeJson(request);
    expect(result).toEqual({ answer: 'hi' });
    const sent = server.requests[0]!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'test-model', max_tokens: 256, temperature: 0, stream: false });
    expect(sent.body.response_format).toEqual({ type: 'json_schema', json_schema: { ...request.jsonSchema, strict: true } });
  });

  it('sends no authorization header without a key', async () => {
    server.enqueue(jsonReply({ answer: 'hi' }));
    await client().completeJson(request);
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('reads a streamed reply (server-sent events) in many chunks', async () => {
    const long = 'word '.repeat(200).trim();
    server.enqueue(jsonReply({ answer: long }));
    const result = await client({ stream: true }).completeJson(request);
    expect(server.requests[0]!.body.stream).toBe(true);
    expect(result.answer).toBe(long);
  });

  it('reads a streamed reply even when it did not ask for one', async () => {
    server.enqueue(jsonReply({ answer: 'streamed' }, { stream: true }));
    expect(await client({ stream: false }).completeJson(request)).toEqual({ answer: 'streamed' });
  });

  it('waits as long as Retry-After says on a 429, then succeeds', async () => {
    server.enqueue({ status: 429, headers: { 'retry-after': '1' } }, jsonReply({ answer: 'after wait' }));
    const result = await client().completeJson(request);
    expect(result.answer).toBe('after wait');
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('fails as rate-limited, without waiting, when Retry-After is longer than it will wait', async () => {
    server.enqueue({ status: 429, headers: { 'retry-after': '120' } });
    const error = await failure(client({ maxRetryWaitMs: 1_000 }).completeJson(request));
    expect(error.kind).toBe('rate-limit');
    expect(error.retryable).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('retries 5xx with back-off and succeeds', async () => {
    server.enqueue({ status: 500 }, { status: 503 }, jsonReply({ answer: 'third time' }));
    expect(await client().completeJson(request)).toEqual({ answer: 'third time' });
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after its retries on a server that keeps failing, with the status', async () => {
    server.enqueue({ status: 502 }, { status: 502 }, { status: 502 }, { status: 502 });
    const error = await failure(client({ maxRetries: 2 }).completeJson(request));
    expect(error).toMatchObject({ kind: 'http', status: 502, retryable: true });
    expect(error.reason).toBe('server error 502');
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a 401 and does not echo the body beyond the error message', async () => {
    server.enqueue({ status: 401, body: { error: { message: 'Invalid API key' }, prompt: 'Ada Lovelace' } });
    const error = await failure(client().completeJson(request));
    expect(error).toMatchObject({ kind: 'http', status: 401, retryable: false });
    expect(error.message).toBe('HTTP 401: Invalid API key');
    expect(server.requests).toHaveLength(1);
  });

  it('repairs malformed JSON once, showing the model its reply', async () => {
    server.enqueue({ content: '{"answer": "hi"' }, jsonReply({ answer: 'fixed' }));
    expect(await client().completeJson(request)).toEqual({ answer: 'fixed' });
    const repair = server.requests[1]!.body.messages;
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: '{"answer": "hi"' });
    expect(repair.at(-1)!.content).toMatch(/not valid JSON/);
  });

  it('repairs JSON of the wrong shape (zod validation)', async () => {
    server.enqueue(jsonReply({ reply: 'hi' }), jsonReply({ answer: 'right shape' }));
    expect(await client().completeJson(request)).toEqual({ answer: 'right shape' });
    expect(server.requests[1]!.body.messages.at(-1)!.content).toMatch(/answer/);
  });

  it('fails as malformed after one repair attempt, not more', async () => {
    server.enqueue({ content: 'Sure! Here is your note.' }, { content: 'still {not json' });
    const error = await failure(client().completeJson(request));
    expect(error).toMatchObject({ kind: 'malformed', retryable: false });
    expect(server.requests).toHaveLength(2);
  });

  it('repairs a stream cut off mid-JSON', async () => {
    server.enqueue(jsonReply({ answer: 'x'.repeat(300) }, { stream: true, cutAfterChars: 120 }), jsonReply({ answer: 'whole' }));
    expect(await client().completeJson(request)).toEqual({ answer: 'whole' });
    expect(server.requests[1]!.body.messages.at(-2)!.content).toHaveLength(120);
  });

  it('asks for a shorter reply when the last one was cut off at the token limit', async () => {
    server.enqueue({ content: '{"answer": "a very long', finishReason: 'length' }, jsonReply({ answer: 'short' }));
    expect(await client().completeJson(request)).toEqual({ answer: 'short' });
    expect(server.requests[1]!.body.messages.at(-1)!.content).toMatch(/cut off at the token limit[\s\S]*shorter/);
  });

  it('treats a truncated HTTP body as an unreadable reply', async () => {
    server.enqueue({ rawBody: '{"choices": [{"message": {"content": "{}"' });
    const error = await failure(client().completeJson(request));
    expect(error.kind).toBe('malformed');
  });

  it('accepts JSON inside a ```json fence', async () => {
    server.enqueue({ content: '```json\n{"answer": "fenced"}\n```' });
    expect(await client().completeJson(request)).toEqual({ answer: 'fenced' });
  });

  it('reports a refusal without retrying, plain or streamed', async () => {
    server.enqueue({ content: '', refusal: 'I cannot help with that.' }, { content: '', refusal: 'No.', stream: true });
    expect((await failure(client().completeJson(request))).kind).toBe('refusal');
    expect((await failure(client().completeJson(request))).kind).toBe('refusal');
    expect(server.requests).toHaveLength(2);
  });

  it('reports a content-filter stop as a refusal', async () => {
    server.enqueue({ content: '', finishReason: 'content_filter' });
    expect((await failure(client().completeJson(request))).reason).toBe('the model refused');
  });

  it('times out a slow server', async () => {
    server.enqueue({ ...jsonReply({ answer: 'late' }), delayMs: 1_500 });
    const error = await failure(client({ timeoutMs: 300 }).completeJson(request));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
  });

  it('reports a connection closed without an answer as unreachable', async () => {
    server.enqueue({ hangUp: true });
    const error = await failure(client({ maxRetries: 0 }).completeJson(request));
    expect(error.kind).toBe('network');
  });

  it('lowers the response format when the server refuses json_schema with a 400', async () => {
    server.enqueue({ status: 400, body: { error: { message: "Unknown parameter: 'response_format.json_schema'" } } }, jsonReply({ answer: 'ok' }));
    const chat = client();
    expect(await chat.completeJson(request)).toEqual({ answer: 'ok' });
    expect(server.requests[1]!.body.response_format).toEqual({ type: 'json_object' });
    server.enqueue(jsonReply({ answer: 'again' }));
    await chat.completeJson(request);
    expect(server.requests[2]!.body.response_format).toEqual({ type: 'json_object' });
  });

  it('times out a stream that stalls half way', async () => {
    server.enqueue(jsonReply({ answer: 'x'.repeat(500) }, { stream: true, stallAfterChars: 100 }));
    const error = await failure(client({ timeoutMs: 400 }).completeJson(request));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
  });

  it('switches to max_completion_tokens and drops temperature for servers that refuse them', async () => {
    server.enqueue(
      { status: 400, body: { error: { message: "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead." } } },
      { status: 400, body: { error: { message: "Unsupported value: 'temperature' does not support 0 with this model." } } },
      jsonReply({ answer: 'ok' }),
    );
    expect(await client().completeJson(request)).toEqual({ answer: 'ok' });
    const last = server.requests[2]!.body;
    expect(last.max_completion_tokens).toBe(256);
    expect(last).not.toHaveProperty('max_tokens');
    expect(last).not.toHaveProperty('temperature');
  });

  it('does not retry a 400 it cannot adapt to', async () => {
    server.enqueue({ status: 400, body: { error: { message: 'messages: too many' } } }, jsonReply({ answer: 'never asked' }));
    expect((await failure(client().completeJson(request))).status).toBe(400);
    expect(server.requests).toHaveLength(1);
  });

  it('retries a refused connection, then fails as unreachable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const delays: number[] = [];
    const chat = createChatClient({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      model: 'm',
      timeoutMs: 2_000,
      maxTokens: 10,
      maxRetries: 2,
      retryBaseMs: 100,
      sleep: async (ms) => void delays.push(ms),
    });
    const error = await failure(chat.completeJson(request));
    expect(error).toMatchObject({ kind: 'network', retryable: true });
    expect(error.reason).toBe('server unreachable');
    expect(delays).toEqual([100, 200]);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds, milliseconds and HTTP dates', () => {
    expect(parseRetryAfter(new Headers({ 'retry-after': '3' }))).toBe(3_000);
    expect(parseRetryAfter(new Headers({ 'retry-after-ms': '250', 'retry-after': '3' }))).toBe(250);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }), now)).toBe(5_000);
    expect(parseRetryAfter(new Headers({}))).toBeUndefined();
    expect(parseRetryAfter(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
  });
});

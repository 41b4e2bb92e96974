import type { z } from 'zod';
import { LlmError } from './llm-error.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatClientOptions {
  /** The OpenAI-compatible base URL, e.g. http://localhost:11434/v1 (Ollama) or https://api.openai.com/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Time for one whole request, streaming included. */
  timeoutMs: number;
  maxTokens: number;
  /** Ask for a streamed (server-sent events) reply. Either kind of reply is read whatever this says. */
  stream?: boolean;
  /** Further tries after a 429, a 5xx or a refused connection. */
  maxRetries?: number;
  /** First back-off; it doubles per try unless the server says Retry-After. */
  retryBaseMs?: number;
  /** A Retry-After longer than this is not waited for: the call fails as rate-limited (the job retries later). */
  maxRetryWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface JsonRequest<T> {
  messages: ChatMessage[];
  /** Validates the reply in every case. */
  schema: z.ZodType<T>;
  /** Sent as response_format json_schema to servers that support it. */
  jsonSchema: { name: string; schema: Record<string, unknown> };
}

/** How the server is asked for JSON; lowered once when a server answers 400 to the richer form. */
type ResponseFormatMode = 'json_schema' | 'json_object' | 'none';

/**
 * What this server accepts, learnt from its 400 answers: some refuse `response_format` json_schema, OpenAI's
 * reasoning models refuse `max_tokens` (they take `max_completion_tokens`) and a fixed `temperature`.
 */
interface ServerDialect {
  format: ResponseFormatMode;
  tokenLimit: 'max_tokens' | 'max_completion_tokens';
  temperature: boolean;
}

/** The dialect to try after a 400 with this message, or null when the message names nothing we can change. */
function adaptTo(dialect: ServerDialect, message: string): ServerDialect | null {
  if (/max_tokens/i.test(message) && dialect.tokenLimit === 'max_tokens') return { ...dialect, tokenLimit: 'max_completion_tokens' };
  if (/temperature/i.test(message) && dialect.temperature) return { ...dialect, temperature: false };
  if (/response_format|json_schema|json_object/i.test(message) && dialect.format !== 'none') {
    return { ...dialect, format: dialect.format === 'json_schema' ? 'json_object' : 'none' };
  }
  return null;
}

interface Reply {
  content: string;
  refusal: string | null;
  finishReason: string | null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A small client for the Chat Completions API that returns validated JSON: retries with back-off on rate limits,
 * server errors and refused connections (honouring Retry-After), one repair turn when the reply is not valid
 * JSON of the schema, and a clear error for refusals.
 */
export function createChatClient(options: ChatClientOptions) {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const maxRetries = options.maxRetries ?? 2;
  const retryBaseMs = options.retryBaseMs ?? 500;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 20_000;
  const sleep = options.sleep ?? wait;
  let dialect: ServerDialect = { format: 'json_schema', tokenLimit: 'max_tokens', temperature: true };

  function responseFormat(jsonSchema: JsonRequest<unknown>['jsonSchema']) {
    if (dialect.format === 'json_schema') return { type: 'json_schema', json_schema: { ...jsonSchema, strict: true } };
    if (dialect.format === 'json_object') return { type: 'json_object' };
    return undefined;
  }

  /** One HTTP exchange, no retries. */
  async function send(messages: ChatMessage[], jsonSchema: JsonRequest<unknown>['jsonSchema']): Promise<Reply> {
    const body = {
      model: options.model,
      messages,
      ...(dialect.temperature ? { temperature: 0 } : {}),
      [dialect.tokenLimit]: options.maxTokens,
      stream: options.stream ?? false,
      response_format: responseFormat(jsonSchema),
    };
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    const signal = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    try {
      response = await fetch(endpoint, { method: 'POST', headers, body: JSON.stringify(body), signal });
    } catch (err) {
      throw transportError(err, options.timeoutMs);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw httpError(response.status, text, response.headers);
    }
    try {
      const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
      return isStream ? await readStream(response) : readCompletion(await response.json());
    } catch (err) {
      if (err instanceof LlmError) throw err;
      if (signal.aborted) throw transportError(err, options.timeoutMs);
      throw new LlmError('malformed', `the reply could not be read (${errorText(err)})`, false);
    }
  }

  /** `send` with retries for rate limits, 5xx and refused connections, and an adapted request after a 400. */
  async function sendWithRetries(messages: ChatMessage[], jsonSchema: JsonRequest<unknown>['jsonSchema']): Promise<Reply> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await send(messages, jsonSchema);
      } catch (err) {
        if (!(err instanceof LlmError)) throw err;
        const adapted = err.kind === 'http' && err.status === 400 ? adaptTo(dialect, err.message) : null;
        if (adapted) {
          // Each adaptation changes one thing for good, so this cannot loop.
          dialect = adapted;
          attempt -= 1;
          continue;
        }
        const canRetry = err.kind === 'rate-limit' || err.kind === 'network' || (err.kind === 'http' && (err.status ?? 0) >= 500);
        if (!canRetry || attempt >= maxRetries) throw err;
        const delay = err.retryAfterMs ?? retryBaseMs * 2 ** attempt;
        if (delay > maxRetryWaitMs) throw err;
        await sleep(delay);
      }
    }
  }

  return {
    endpoint,
    /** Sends the conversation and returns the reply parsed and validated by `schema`. */
    async completeJson<T>({ messages, schema, jsonSchema }: JsonRequest<T>): Promise<T> {
      const reply = await sendWithRetries(messages, jsonSchema);
      const first = parseReply(reply, schema);
      if (first.ok) return first.value;
      // One repair turn: show the model its own reply and what is wrong with it. A reply cut off at the token
      // limit would be cut off again, so that one is asked to be shorter.
      const instruction = first.cutOff
        ? 'Your reply was cut off at the token limit. Reply again with only the complete JSON object, shorter: fewer, shorter sentences and quotes.'
        : `Your reply was not valid JSON for the required schema (${first.problem}). Reply again with only the complete, corrected JSON object.`;
      const repair: ChatMessage[] = [...messages, { role: 'assistant', content: reply.content }, { role: 'user', content: instruction }];
      const second = parseReply(await sendWithRetries(repair, jsonSchema), schema);
      if (second.ok) return second.value;
      throw new LlmError('malformed', `the reply was not valid JSON of the schema after one repair (${second.problem})`, false);
    },
  };
}
export type ChatClient = ReturnType<typeof createChatClient>;

function parseReply<T>(reply: Reply, schema: z.ZodType<T>): { ok: true; value: T } | { ok: false; problem: string; cutOff: boolean } {
  if (reply.refusal) throw new LlmError('refusal', 'the model refused to answer', false);
  if (reply.finishReason === 'content_filter') throw new LlmError('refusal', 'the reply was blocked by a content filter', false);
  const text = stripCodeFence(reply.content);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const cutOff = reply.finishReason === 'length';
    return { ok: false, problem: `invalid JSON${cutOff ? ', cut off at the token limit' : ''}`, cutOff };
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || 'root'}: ${issue.message}`);
  return { ok: false, problem: issues.join('; '), cutOff: false };
}

/** Some models wrap JSON in a ```json fence even when told not to. */
function stripCodeFence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/i.exec(text);
  return (fenced?.[1] ?? text).trim();
}

function readCompletion(body: unknown): Reply {
  const choice = (body as { choices?: { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[] })?.choices?.[0];
  if (!choice?.message) throw new LlmError('malformed', 'the reply has no choices[0].message', false);
  return {
    content: typeof choice.message.content === 'string' ? choice.message.content : '',
    refusal: typeof choice.message.refusal === 'string' && choice.message.refusal ? choice.message.refusal : null,
    finishReason: typeof choice.finish_reason === 'string' ? choice.finish_reason : null,
  };
}

/** Reads a server-sent-events reply: `data: {chunk}` lines until `data: [DONE]` (or the end of the body). */
async function readStream(response: Response): Promise<Reply> {
  const reply: Reply = { content: '', refusal: null, finishReason: null };
  const decoder = new TextDecoder();
  let buffer = '';
  const handleLine = (line: string) => {
    if (!line.startsWith('data:')) return;
    const data = line.slice(5).trim();
    if (!data || data === '[DONE]') return;
    const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string | null; refusal?: string | null }; finish_reason?: string | null }[] };
    const choice = chunk.choices?.[0];
    if (!choice) return;
    if (choice.delta?.content) reply.content += choice.delta.content;
    if (choice.delta?.refusal) reply.refusal = (reply.refusal ?? '') + choice.delta.refusal;
    if (choice.finish_reason) reply.finishReason = choice.finish_reason;
  };
  if (!response.body) return reply;
  for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      handleLine(buffer.slice(0, newline).trim());
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
    }
  }
  handleLine(buffer.trim());
  return reply;
}

function transportError(err: unknown, timeoutMs: number): LlmError {
  const name = (err as { name?: string })?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new LlmError('timeout', `no complete reply within ${timeoutMs} ms`, true);
  }
  return new LlmError('network', `could not reach the server (${errorText(err)})`, true);
}

function httpError(status: number, bodyText: string, headers: Headers): LlmError {
  // Only the server's own error message, shortened: a body may echo the prompt, which holds patient data.
  let detail = '';
  try {
    const message = (JSON.parse(bodyText) as { error?: { message?: unknown } | string }).error;
    detail = typeof message === 'string' ? message : typeof message?.message === 'string' ? message.message : '';
  } catch {
    detail = '';
  }
  const text = `HTTP ${status}${detail ? `: ${detail.slice(0, 200)}` : ''}`;
  const retryAfterMs = parseRetryAfter(headers);
  return status === 429
    ? new LlmError('rate-limit', text, true, status, retryAfterMs)
    : new LlmError('http', text, status >= 500 || status === 408, status, retryAfterMs);
}

/** Retry-After in seconds or as an HTTP date; OpenAI also sends retry-after-ms. */
export function parseRetryAfter(headers: Headers, now = Date.now()): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const value = headers.get('retry-after');
  if (!value) return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Math.max(0, Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function errorText(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
}

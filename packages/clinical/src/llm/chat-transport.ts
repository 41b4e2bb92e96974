import { readEventStream } from './chat-sse.js';
import { LlmError } from './llm-error.js';

/** What the model answered, whichever way the server sent it (one JSON body or a stream of events). */
export interface Reply {
  content: string;
  refusal: string | null;
  finishReason: string | null;
}

export interface PostOptions {
  endpoint: string;
  apiKey?: string;
  /** Time for the whole exchange, streaming included. */
  timeoutMs: number;
}

/**
 * One HTTP exchange with a Chat Completions endpoint, no retries: every failure comes out as an LlmError whose
 * kind says whether trying again can help (network, timeout, rate-limit, http with its status, malformed).
 */
export async function postChatCompletion({ endpoint, apiKey, timeoutMs }: PostOptions, body: Record<string, unknown>): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(endpoint, { method: 'POST', headers, body: JSON.stringify(body), signal });
  } catch (err) {
    throw transportError(err, timeoutMs);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw httpError(response.status, text, response.headers);
  }
  try {
    // Either kind of reply is read, whatever was asked for: some servers ignore `stream`.
    const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    return isStream ? await readEventStream(response.body as AsyncIterable<Uint8Array> | null) : readCompletion(await response.json());
  } catch (err) {
    if (err instanceof LlmError) throw err;
    if (signal.aborted) throw transportError(err, timeoutMs);
    throw new LlmError('malformed', `the reply could not be read (${errorText(err)})`, false);
  }
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

import type { z } from 'zod';
import { withRetries } from './chat-retries.js';
import { postChatCompletion, type Reply } from './chat-transport.js';
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

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A small client for the Chat Completions API that returns validated JSON: the request in the dialect the
 * server accepts, one repair turn when the reply is not valid JSON of the schema, and a clear error for
 * refusals. The HTTP exchange is chat-transport.ts (with chat-sse.ts for streamed replies); retries with
 * back-off on rate limits, server errors and refused connections are chat-retries.ts.
 */
export function createChatClient(options: ChatClientOptions) {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const policy = {
    maxRetries: options.maxRetries ?? 2,
    retryBaseMs: options.retryBaseMs ?? 500,
    maxRetryWaitMs: options.maxRetryWaitMs ?? 20_000,
    sleep: options.sleep ?? wait,
  };
  let dialect: ServerDialect = { format: 'json_schema', tokenLimit: 'max_tokens', temperature: true };

  function responseFormat(jsonSchema: JsonRequest<unknown>['jsonSchema']) {
    if (dialect.format === 'json_schema') return { type: 'json_schema', json_schema: { ...jsonSchema, strict: true } };
    if (dialect.format === 'json_object') return { type: 'json_object' };
    return undefined;
  }

  /** One exchange in the current dialect. */
  function send(messages: ChatMessage[], jsonSchema: JsonRequest<unknown>['jsonSchema']): Promise<Reply> {
    const body = {
      model: options.model,
      messages,
      ...(dialect.temperature ? { temperature: 0 } : {}),
      [dialect.tokenLimit]: options.maxTokens,
      stream: options.stream ?? false,
      response_format: responseFormat(jsonSchema),
    };
    return postChatCompletion({ endpoint, apiKey: options.apiKey, timeoutMs: options.timeoutMs }, body);
  }

  /** After a 400 naming a request field this server refuses, the dialect changes for good and the call is tried again. */
  function adaptDialect(err: LlmError): boolean {
    const adapted = err.kind === 'http' && err.status === 400 ? adaptTo(dialect, err.message) : null;
    // Each adaptation changes one thing for good, so this cannot loop.
    if (adapted) dialect = adapted;
    return adapted !== null;
  }

  const sendWithRetries = (messages: ChatMessage[], jsonSchema: JsonRequest<unknown>['jsonSchema']) =>
    withRetries(() => send(messages, jsonSchema), policy, adaptDialect);

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

import { z } from 'zod';
import type { NoteEngine } from '../note-engine.js';
import type { CodeChecker, EngineLog } from './llm-engine.js';
import { createLlmEngines, type LlmEndpointConfig, type LlmEnginesConfig } from './llm-engines.js';
import { sharedCoder } from './shared-coder.js';

const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const endpointUrl = (example: string, name: string) =>
  optionalText.pipe(z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL such as ${example}` }).optional());

/**
 * The environment settings of the LLM engines, one definition for the server's config schema (spread into it)
 * and for the notes bench. An engine is configured when its URL (the base URL, ending in /v1) and model are set.
 */
export const llmEnvShape = {
  LLM_NOVA_URL: endpointUrl('http://localhost:11434/v1', 'LLM_NOVA_URL'),
  LLM_NOVA_MODEL: optionalText,
  LLM_NOVA_API_KEY: optionalText,
  LLM_NOVA_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  LLM_NOVA_MAX_TOKENS: z.coerce.number().int().min(256).default(4096),
  /** The model's context window; a longer transcript is summarised in parts first. */
  LLM_NOVA_CONTEXT_TOKENS: z.coerce.number().int().min(1024).default(16_384),
  LLM_NOVA_STREAM: z.stringbool().default(false),
  LLM_ASTRA_URL: endpointUrl('https://api.openai.com/v1', 'LLM_ASTRA_URL'),
  LLM_ASTRA_MODEL: optionalText,
  LLM_ASTRA_API_KEY: optionalText,
  LLM_ASTRA_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  LLM_ASTRA_MAX_TOKENS: z.coerce.number().int().min(256).default(4096),
  LLM_ASTRA_CONTEXT_TOKENS: z.coerce.number().int().min(1024).default(16_384),
  LLM_ASTRA_STREAM: z.stringbool().default(false),
  /** Send the patient's name and birth date. Unset: only to a server on loopback or a private network. */
  LLM_SEND_IDENTIFIERS: optionalText.pipe(z.stringbool().optional()),
};
export type LlmEnv = z.infer<z.ZodObject<typeof llmEnvShape>>;

/** The endpoint of one engine, or undefined when it is not configured; throws when only half is set. */
function endpointOf(env: LlmEnv, name: 'NOVA' | 'ASTRA'): LlmEndpointConfig | undefined {
  const url = env[`LLM_${name}_URL`];
  const model = env[`LLM_${name}_MODEL`];
  if (!url && !model) return undefined;
  if (!url || !model) throw new Error(`LLM_${name}_URL and LLM_${name}_MODEL must be set together (or neither).`);
  return {
    url,
    model,
    apiKey: env[`LLM_${name}_API_KEY`],
    timeoutMs: env[`LLM_${name}_TIMEOUT_MS`],
    maxTokens: env[`LLM_${name}_MAX_TOKENS`],
    contextTokens: env[`LLM_${name}_CONTEXT_TOKENS`],
    stream: env[`LLM_${name}_STREAM`],
  };
}

export function llmEnginesConfig(env: LlmEnv): LlmEnginesConfig {
  return { nova: endpointOf(env, 'NOVA'), astra: endpointOf(env, 'ASTRA'), sendIdentifiers: env.LLM_SEND_IDENTIFIERS };
}

/** The configured LLM engines straight from environment variables (for scripts such as the notes bench). */
export function createLlmEnginesFromEnv(
  env: Record<string, string | undefined>,
  deps: { coder?: CodeChecker; log?: EngineLog } = {},
): NoteEngine[] {
  const config = llmEnginesConfig(z.object(llmEnvShape).parse(env));
  if (!config.nova && !config.astra) return [];
  return createLlmEngines(config, { coder: deps.coder ?? sharedCoder(), log: deps.log });
}

import type { FastifyBaseLogger } from 'fastify';
import type { NoteEngine } from '@scribe/clinical';
import { createLlmEngines, sharedCoder, type LlmEndpointConfig } from '@scribe/clinical/llm';
import { ConfigError, type Config } from '../../config.js';

/** The endpoint of one engine from its LLM_<NAME>_* settings, or undefined when it is not configured. */
function endpointOf(config: Config, name: 'NOVA' | 'ASTRA'): LlmEndpointConfig | undefined {
  const url = config[`LLM_${name}_URL`];
  const model = config[`LLM_${name}_MODEL`];
  if (!url && !model) return undefined;
  if (!url || !model) {
    throw new ConfigError(`Invalid configuration:\n  LLM_${name}_URL and LLM_${name}_MODEL must be set together (or neither).`);
  }
  return {
    url,
    model,
    apiKey: config[`LLM_${name}_API_KEY`],
    timeoutMs: config[`LLM_${name}_TIMEOUT_MS`],
    maxTokens: config[`LLM_${name}_MAX_TOKENS`],
    contextTokens: config[`LLM_${name}_CONTEXT_TOKENS`],
    stream: config[`LLM_${name}_STREAM`],
  };
}

/** The LLM note engines the configuration names ('stable' is always added by the registry). */
export function buildNoteEngines(config: Config, log: FastifyBaseLogger): NoteEngine[] {
  const nova = endpointOf(config, 'NOVA');
  const astra = endpointOf(config, 'ASTRA');
  if (!nova && !astra) return [];
  const engines = createLlmEngines(
    { nova, astra, sendIdentifiers: config.LLM_SEND_IDENTIFIERS },
    { coder: sharedCoder(), log: log.child({ module: 'llm-notes' }) },
  );
  log.info({ engines: engines.map((engine) => engine.id) }, 'LLM note engines configured');
  return engines;
}

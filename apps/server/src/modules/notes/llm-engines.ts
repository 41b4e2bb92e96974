import type { FastifyBaseLogger } from 'fastify';
import type { NoteEngine } from '@scribe/clinical';
import { createLlmEngines, llmEnginesConfig, sharedCoder, type LlmEnginesConfig } from '@scribe/clinical/llm';
import { ConfigError, type Config } from '../../config.js';

/** The LLM note engines the configuration names ('stable' is always added by the registry). */
export function buildNoteEngines(config: Config, log: FastifyBaseLogger): NoteEngine[] {
  let llm: LlmEnginesConfig;
  try {
    llm = llmEnginesConfig(config);
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!llm.nova && !llm.astra) return [];
  const engines = createLlmEngines(llm, { coder: sharedCoder(), log: log.child({ module: 'llm-notes' }) });
  log.info({ engines: engines.map((engine) => engine.id) }, 'LLM note engines configured');
  return engines;
}

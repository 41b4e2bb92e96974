import type { NoteEngine } from '../note-engine.js';
import { createChatClient } from './chat-client.js';
import { createLlmEngine, type CodeChecker, type EngineLog } from './llm-engine.js';
import { isPrivateNetworkUrl } from './privacy.js';
import { loadFewShotExamples } from './prompt.js';

/** One OpenAI-compatible endpoint, as the LLM_NOVA_* / LLM_ASTRA_* settings give it. */
export interface LlmEndpointConfig {
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  maxTokens: number;
  contextTokens: number;
  stream: boolean;
}

export interface LlmEnginesConfig {
  nova?: LlmEndpointConfig;
  astra?: LlmEndpointConfig;
  /** Unset: identifiers are sent only to servers on this machine or a private network. */
  sendIdentifiers?: boolean;
}

/** Sending the patient's name and birth date is allowed when said so, or by default to a private network. */
export function sendsIdentifiers(url: string, sendIdentifiers: boolean | undefined): boolean {
  return sendIdentifiers ?? isPrivateNetworkUrl(url);
}

/** The configured LLM engines: 'nova-llm' (Nova LLM) and 'astra-4o' (Astra 4o). */
export function createLlmEngines(config: LlmEnginesConfig, deps: { coder: CodeChecker; log?: EngineLog }): NoteEngine[] {
  const endpoints = [
    { id: 'nova-llm', label: 'Nova LLM', endpoint: config.nova },
    { id: 'astra-4o', label: 'Astra 4o', endpoint: config.astra },
  ] as const;
  const configured = endpoints.filter((entry) => entry.endpoint);
  if (configured.length === 0) return [];
  const examples = loadFewShotExamples();
  return configured.map(({ id, label, endpoint }) => {
    const settings = endpoint!;
    return createLlmEngine({
      id,
      label,
      client: createChatClient({
        baseUrl: settings.url,
        model: settings.model,
        apiKey: settings.apiKey,
        timeoutMs: settings.timeoutMs,
        maxTokens: settings.maxTokens,
        stream: settings.stream,
      }),
      coder: deps.coder,
      sendIdentifiers: sendsIdentifiers(settings.url, config.sendIdentifiers),
      contextTokens: settings.contextTokens,
      maxTokens: settings.maxTokens,
      examples,
      log: deps.log,
    });
  });
}

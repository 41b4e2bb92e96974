export { createChatClient, type ChatClient, type ChatClientOptions, type ChatMessage } from './chat-client.js';
export { LlmError, type LlmFailureKind } from './llm-error.js';
export { createLlmEngine, UNSUPPORTED_MARK, type CodeChecker, type EngineLog, type LlmEngineOptions } from './llm-engine.js';
export { createLlmEngines, sendsIdentifiers, type LlmEndpointConfig, type LlmEnginesConfig } from './llm-engines.js';
export { isPrivateNetworkUrl } from './privacy.js';
export { sharedCoder } from './shared-coder.js';
export { createLlmEnginesFromEnv, llmEnginesConfig, llmEnvShape, type LlmEnv } from './llm-env.js';

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLlmEnginesFromEnv, llmEnginesConfig, llmEnvShape } from './llm-env.js';

const parse = (env: Record<string, string>) => z.object(llmEnvShape).parse(env);
const noCodes = { validate: () => null, rank: () => [] };

describe('LLM settings from the environment', () => {
  it('configures nothing by default', () => {
    expect(llmEnginesConfig(parse({}))).toEqual({ nova: undefined, astra: undefined, sendIdentifiers: undefined });
    expect(createLlmEnginesFromEnv({}, { coder: noCodes })).toEqual([]);
  });

  it('reads an endpoint with its defaults, and the identifiers switch', () => {
    const config = llmEnginesConfig(parse({ LLM_NOVA_URL: 'http://localhost:11434/v1', LLM_NOVA_MODEL: 'llama3.1:8b', LLM_SEND_IDENTIFIERS: 'false' }));
    expect(config).toEqual({
      nova: { url: 'http://localhost:11434/v1', model: 'llama3.1:8b', apiKey: undefined, timeoutMs: 120_000, maxTokens: 4096, contextTokens: 16_384, stream: false },
      astra: undefined,
      sendIdentifiers: false,
    });
  });

  it('refuses half an endpoint and a bad URL', () => {
    expect(() => llmEnginesConfig(parse({ LLM_ASTRA_URL: 'https://api.openai.com/v1' }))).toThrow('LLM_ASTRA_URL and LLM_ASTRA_MODEL must be set together');
    expect(() => parse({ LLM_NOVA_URL: 'localhost:11434' })).toThrow('LLM_NOVA_URL must be an http(s) URL');
    expect(() => parse({ LLM_NOVA_URL: 'not a url' })).toThrow('LLM_NOVA_URL must be an http(s) URL');
  });

  it('builds the configured engines by id and label', () => {
    const engines = createLlmEnginesFromEnv(
      { LLM_NOVA_URL: 'http://127.0.0.1:8000/v1', LLM_NOVA_MODEL: 'm', LLM_ASTRA_URL: 'https://api.openai.com/v1', LLM_ASTRA_MODEL: 'gpt-4o', LLM_ASTRA_API_KEY: 'sk' },
      { coder: noCodes },
    );
    expect(engines.map((engine) => [engine.id, engine.label])).toEqual([
      ['nova-llm', 'Nova LLM'],
      ['astra-4o', 'Astra 4o'],
    ]);
  });
});

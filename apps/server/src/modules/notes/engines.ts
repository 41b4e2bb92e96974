import { MODEL_CHOICES, MODEL_VERSIONS, type ModelVersion, type SettingsView } from '@scribe/contracts';
import { stableEngine, type NoteEngine } from '@scribe/clinical';

/**
 * The note engines this server can run. 'stable' is always there; the LLM engines join when configured
 * (issue 6). `latest` is the best configured engine; `debug-all` is all of them.
 */
export function createEngineRegistry(configured: NoteEngine[] = []) {
  const engines = new Map<string, NoteEngine>([[stableEngine.id, stableEngine]]);
  for (const engine of configured) engines.set(engine.id, engine);

  function unavailableReason(version: ModelVersion): string | undefined {
    if (version === 'latest' || version === 'debug-all' || engines.has(version)) return undefined;
    const label = MODEL_CHOICES[version];
    const envPrefix = version === 'nova-llm' ? 'LLM_NOVA' : 'LLM_ASTRA';
    return `${label} is not configured on this server (set ${envPrefix}_URL and ${envPrefix}_MODEL).`;
  }

  return {
    unavailableReason,
    availability(): SettingsView['engines'] {
      return MODEL_VERSIONS.map((value) => {
        const reason = unavailableReason(value);
        return {
          value,
          label: value === 'latest' ? 'Latest' : MODEL_CHOICES[value],
          available: !reason,
          ...(reason ? { reason } : {}),
        };
      });
    },
    /** The engines a model version runs, in card order. */
    resolve(version: ModelVersion): NoteEngine[] {
      if (version === 'debug-all') return [...engines.values()];
      if (version === 'latest') {
        const best = engines.get('astra-4o') ?? engines.get('nova-llm') ?? stableEngine;
        return [best];
      }
      return [engines.get(version) ?? stableEngine];
    },
  };
}
export type EngineRegistry = ReturnType<typeof createEngineRegistry>;

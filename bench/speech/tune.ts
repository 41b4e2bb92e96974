/**
 * Tunes the clinical model's mixing weight, language weight (-lw) and word insertion penalty (-wip) on
 * synthesised visits from MTS-Dialog's ValidationSet: text used neither to train the model nor to measure it
 * (the benchmark measures ACI-BENCH test1/test2). Decodes directly through the engine, without the server,
 * and prints WER and CPU time per second of audio for each setting.
 * Run: npx tsx bench/speech/tune.ts
 * Env: TUNE_VISITS, TUNE_WEIGHTS, TUNE_LW, TUNE_WIP (comma lists), TUNE_ARGS (JSON decoder arguments for all);
 * the defaults are the shipped CLINICAL_TUNING (and weight 0.5 beside it).
 */
import path from 'node:path';
import { addErrors, CLINICAL_TUNING, createPocketsphinxEngine, errorRate, normalizeWords, wordErrors, type PocketsphinxOptions, type WordErrors } from '@scribe/speech';
import { readMtsDialog, repoRoot } from '../../packages/speech/scripts/corpora.js';
import { synthesiseVisit, type SynthesisedVisit } from './synth.js';

export async function decodeOffline(options: PocketsphinxOptions, visit: SynthesisedVisit): Promise<string[]> {
  const engine = createPocketsphinxEngine(options);
  const words: string[] = [];
  const session = await engine.startSession({
    onResult: (r) => {
      if (!r.IsPartial) words.push(...normalizeWords(r.Alternatives[0]?.Transcript ?? ''));
    },
    onError: (e) => {
      throw e;
    },
  });
  for (let i = 0; i < visit.pcm.length; i += 4000) await session.push(visit.pcm.subarray(i, i + 4000));
  await session.finish();
  await engine.close?.();
  return words;
}

async function main() {
  const dialogues = readMtsDialog('ValidationSet');
  // Several short MTS dialogues make one dev visit of about a minute.
  const visits: SynthesisedVisit[] = [];
  const count = Number(process.env.TUNE_VISITS ?? 3);
  for (let v = 0; v < count; v++) {
    const turns = dialogues.slice(v * 8, v * 8 + 8).flatMap((d) => d.turns);
    visits.push(await synthesiseVisit(`mts-valid-${v}`, turns, { maxSeconds: 60 }));
  }
  const audioSeconds = visits.reduce((sum, visit) => sum + visit.pcm.length / 16_000, 0);
  const clinical = { arpa: path.join(repoRoot, 'data/speech/clinical.lm'), dict: path.join(repoRoot, 'data/speech/clinical.dict') };
  const grid: Array<{ label: string; options: PocketsphinxOptions }> = [{ label: 'stock', options: {} }];
  const weights = (process.env.TUNE_WEIGHTS ?? `0.5,${CLINICAL_TUNING.weight}`).split(',').map(Number);
  const lws = (process.env.TUNE_LW ?? String(CLINICAL_TUNING.lw)).split(',').map(Number);
  const wips = (process.env.TUNE_WIP ?? String(CLINICAL_TUNING.wip)).split(',').map(Number);
  const extraArgs = process.env.TUNE_ARGS ? (JSON.parse(process.env.TUNE_ARGS) as Record<string, string>) : CLINICAL_TUNING.searchArgs;
  for (const weight of weights) for (const lw of lws) for (const wip of wips) {
    grid.push({ label: `clinical w=${weight} lw=${lw} wip=${wip}`, options: { clinical: { ...clinical, weight }, lw, wip, extraArgs } });
  }
  for (const { label, options } of grid) {
    let total: WordErrors = { substitutions: 0, deletions: 0, insertions: 0, words: 0 };
    const cpu0 = process.cpuUsage();
    for (const visit of visits) total = addErrors(total, wordErrors(visit.reference, await decodeOffline(options, visit)));
    const cpu = process.cpuUsage(cpu0);
    const rtf = (cpu.user + cpu.system) / 1e6 / audioSeconds;
    console.log(`${label.padEnd(40)} WER ${(errorRate(total) * 100).toFixed(1)}%  (S ${total.substitutions} D ${total.deletions} I ${total.insertions} / ${total.words})  CPU RTF ${rtf.toFixed(2)}`);
  }
}

if (process.argv[1]?.endsWith('tune.ts')) await main();

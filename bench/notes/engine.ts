/**
 * Notes bench for any configured engine (issue 6): the chosen engine and Stable Fusion side by side on
 * ACI-BENCH, so a clinic can measure its own model against the embedded one.
 *
 *   LLM_NOVA_URL=http://localhost:11434/v1 LLM_NOVA_MODEL=llama3.1:8b npm run bench:notes -- --engine nova-llm [--quick] [--limit 10]
 *
 * Splits: valid, test1, test2 (--quick: valid only). Never train: the LLM prompts' few-shot examples come from
 * train. Scores: ROUGE-1/2/L F1 of the full note (GENERIC_MULTIPLE_SECTIONS, high detail, paragraph), share of
 * sentences whose evidence was found in the transcript, codes per note, failures, seconds per note.
 * Writes bench/notes/results-<engine>.json and prints a table.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import * as rouge from 'js-rouge';
import type { NoteEngine, NoteResult } from '../../packages/clinical/src/note-engine.js';
import { stableEngine } from '../../packages/clinical/src/stable-engine.js';
import { createLlmEnginesFromEnv, LlmError } from '../../packages/clinical/src/llm/index.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = path.resolve(process.env.SHARED_DATA ?? path.join(repoRoot, '../shared/data'));

const SPLITS = [
  { name: 'valid', stem: 'valid' },
  { name: 'test1', stem: 'clinicalnlp_taskB_test1' },
  { name: 'test2', stem: 'clinicalnlp_taskC_test2' },
] as const;

const tokenize = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
interface Rouge {
  r1: number;
  r2: number;
  rl: number;
}
function rougeOf(candidate: string, reference: string): Rouge {
  if (!tokenize(candidate).length || !tokenize(reference).length) return { r1: 0, r2: 0, rl: 0 };
  const opts = { tokenizer: tokenize, caseSensitive: false };
  return { r1: rouge.n(candidate, reference, { ...opts, n: 1 }), r2: rouge.n(candidate, reference, { ...opts, n: 2 }), rl: rouge.l(candidate, reference, opts) };
}
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const pct = (x: number) => (100 * x).toFixed(2);

const noteText = (result: NoteResult) =>
  result.section.note_sections
    .filter((s) => s.text)
    .map((s) => `${s.title.toUpperCase()}\n\n${s.text}`)
    .join('\n\n');

interface EngineScore {
  engine: string;
  notes: number;
  failed: number;
  failures: Record<string, number>;
  rouge: Rouge;
  evidenceFound: number;
  codesPerNote: number;
  secondsPerNote: number;
}

async function score(engine: NoteEngine, rows: Record<string, string>[], concurrency: number): Promise<EngineScore> {
  const rouges: Rouge[] = [];
  const seconds: number[] = [];
  const failures: Record<string, number> = {};
  let sentences = 0;
  let withEvidence = 0;
  let codes = 0;
  let next = 0;
  async function worker() {
    while (next < rows.length) {
      const row = rows[next++]!;
      const started = performance.now();
      try {
        const result = await engine.generate({
          transcript: row.dialogue!,
          patient: { first_name: 'Pat', last_name: 'Doe', birth_date: '1970-01-01', gender: 'female' },
          settings: { template: 'GENERIC_MULTIPLE_SECTIONS', detail_level: 'high', note_type: 'paragraph', type: 'in_person' },
          visitDate: new Date('2024-06-01T00:00:00Z'),
        });
        seconds.push((performance.now() - started) / 1000);
        rouges.push(rougeOf(noteText(result), row.note!));
        for (const section of result.section.note_sections) {
          for (const sentence of section.sentences ?? []) {
            sentences += 1;
            if (sentence.evidence.length > 0) withEvidence += 1;
          }
        }
        codes += result.section.diagnostic_codes.length;
      } catch (err) {
        const reason = err instanceof LlmError ? err.reason : 'internal error';
        failures[reason] = (failures[reason] ?? 0) + 1;
        console.error(`${engine.label} failed on ${row.encounter_id}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const failed = Object.values(failures).reduce((a, b) => a + b, 0);
  return {
    engine: engine.label,
    notes: rows.length,
    failed,
    failures,
    rouge: { r1: mean(rouges.map((r) => r.r1)), r2: mean(rouges.map((r) => r.r2)), rl: mean(rouges.map((r) => r.rl)) },
    evidenceFound: sentences ? withEvidence / sentences : 0,
    codesPerNote: rouges.length ? codes / rouges.length : 0,
    secondsPerNote: mean(seconds),
  };
}

/**
 * Runs the bench for `engineId` ('nova-llm', 'astra-4o' or 'stable'); argv holds --quick, --limit N,
 * --concurrency N. Answers the process exit code.
 */
export async function runEngineBench(engineId: string, argv: string[]): Promise<number> {
  const option = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const quick = argv.includes('--quick');
  const limit = Number(option('--limit') ?? Infinity);
  const concurrency = Math.max(1, Number(option('--concurrency') ?? 2));
  const engines = [stableEngine, ...createLlmEnginesFromEnv(process.env)];
  const chosen = engines.find((engine) => engine.id === engineId);
  if (!chosen) {
    const prefix = engineId === 'astra-4o' ? 'LLM_ASTRA' : 'LLM_NOVA';
    console.error(`Engine '${engineId}' is not configured: set ${prefix}_URL and ${prefix}_MODEL (configured: ${engines.map((e) => e.id).join(', ')}).`);
    return 1;
  }
  const compared = chosen.id === stableEngine.id ? [chosen] : [chosen, stableEngine];

  const readCsv = (file: string) => parse(fs.readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true, relax_quotes: true }) as Record<string, string>[];
  const results: { split: string; scores: EngineScore[] }[] = [];
  for (const split of SPLITS.filter((s) => !quick || s.name === 'valid')) {
    const rows = readCsv(path.join(dataDir, 'aci-bench/challenge_data', `${split.stem}.csv`)).slice(0, limit);
    const scores: EngineScore[] = [];
    for (const engine of compared) scores.push(await score(engine, rows, engine.id === stableEngine.id ? 1 : concurrency));
    results.push({ split: split.name, scores });
  }

  const lines = [
    `# Notes bench: ${chosen.label} beside Stable Fusion on ACI-BENCH (${new Date().toISOString().slice(0, 10)})`,
    '',
    '| split (notes) | engine | ROUGE-1 | ROUGE-2 | ROUGE-L | evidence found | codes/note | failed | s/note |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.flatMap(({ split, scores }) =>
      scores.map(
        (s) =>
          `| ${split} (${s.notes}) | ${s.engine} | ${pct(s.rouge.r1)} | ${pct(s.rouge.r2)} | ${pct(s.rouge.rl)} | ${pct(s.evidenceFound)}% | ${s.codesPerNote.toFixed(1)} | ${s.failed}${s.failed ? ` (${Object.entries(s.failures).map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''} | ${s.secondsPerNote.toFixed(2)} |`,
      ),
    ),
    '',
    'ROUGE F1 ×100 over the notes that were written (failed notes are not scored); train is left out because the LLM prompts take their examples from it.',
  ];
  fs.writeFileSync(path.join(repoRoot, `bench/notes/results-${chosen.id}.json`), `${JSON.stringify({ date: new Date().toISOString(), engine: chosen.id, quick, limit: Number.isFinite(limit) ? limit : null, results }, null, 2)}\n`);
  console.log(lines.join('\n'));
  return 0;
}

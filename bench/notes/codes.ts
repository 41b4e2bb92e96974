/**
 * Codes only, fast: the code figures of the Stable Fusion notes against the gold (bench/notes/gold), without ROUGE,
 * the per-section notes or the timing runs of run.ts.
 *
 *   node --import tsx bench/notes/codes.ts                      (train and valid)
 *   node --import tsx bench/notes/codes.ts --list               (each visit's codes beside the gold; train and valid only)
 *   node --import tsx bench/notes/codes.ts --splits test1,test2 (aggregates only: a test split never lists its visits)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { buildNote } from '../../packages/clinical/src/stable-engine.js';
import { scoreSplit, type Gold } from './gold/score.js';
import { patientOf } from './patient.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = path.resolve(process.env.SHARED_DATA ?? path.join(repoRoot, '../shared/data'));
const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const list = process.argv.includes('--list');
const STEMS: Record<string, string> = { train: 'train', valid: 'valid', test1: 'clinicalnlp_taskB_test1', test2: 'clinicalnlp_taskC_test2' };
const splits = option('--splits')?.split(',') ?? ['train', 'valid'];
const gold = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'gold/gold.json'), 'utf8')) as Gold;
const readCsv = (file: string) => parse(fs.readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true, relax_quotes: true }) as Record<string, string>[];
const visitDate = new Date('2024-06-01T00:00:00Z');

for (const split of splits) {
  const stem = STEMS[split]!;
  const rows = readCsv(path.join(dataDir, 'aci-bench/challenge_data', `${stem}.csv`));
  const meta = new Map(readCsv(path.join(dataDir, 'aci-bench/challenge_data', `${stem}_metadata.csv`)).map((m) => [m.encounter_id, m]));
  const suggestions: Record<string, string[]> = {};
  const times: number[] = [];
  for (const row of rows) {
    const m = meta.get(row.encounter_id!);
    const started = performance.now();
    const result = buildNote({ transcript: row.dialogue!, patient: patientOf(m?.patient_gender, m?.patient_age, visitDate), settings: { template: 'GENERIC_MULTIPLE_SECTIONS', detail_level: 'high', note_type: 'paragraph', type: 'in_person' }, visitDate }, () => {});
    times.push(performance.now() - started);
    const codes = result.section.diagnostic_codes.map((c) => c.code);
    suggestions[row.encounter_id!] = codes;
    if (list && !split.startsWith('test')) {
      const g = gold[split]?.find((v) => v.encounter_id === row.encounter_id);
      const top3 = codes.slice(0, 3);
      const hit = g && g.problems[g.main]!.codes.some((c) => top3.includes(c));
      console.log(`${hit ? '  ' : '✗ '}${split} ${row.encounter_id}: ${codes.join(' ') || '-'} | gold ${g?.problems.map((p, i) => `${i === g.main ? '*' : ''}${p.codes.join('/')}`).join(' ')}`);
    }
  }
  const s = scoreSplit(gold[split] ?? [], suggestions);
  const c = s.code;
  console.log(`${split}: main top3 ${(100 * c.mainInTop3).toFixed(1)}% recall ${c.recall.toFixed(3)} precision ${c.precision.toFixed(3)} | category main ${(100 * s.category.mainInTop3).toFixed(1)}% recall ${s.category.recall.toFixed(3)} precision ${s.category.precision.toFixed(3)} | mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(0)} ms`);
}

/**
 * Notes from unlabelled transcripts (issue 11): Stable Fusion's notes of ACI-BENCH test1/test2 written from
 * - the labelled dialogue (`[doctor]` / `[patient]` lines, as the notes benchmark runs it);
 * - the same lines with the names removed, labelled by the notes job's own path (transcriptForNotes);
 * - the same lines with the names removed and nothing done (what the notes job did before).
 * Scored with the notes benchmark's own functions: ROUGE-1 (bench/notes/rouge.ts), codes against the gold
 * (bench/notes/gold/score.ts), residue (bench/notes/quality.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Section } from '@scribe/contracts';
import { buildNote } from '../../packages/clinical/src/stable-engine.js';
import { transcriptForNotes } from '../../apps/server/src/modules/notes/speaker-labels.js';
import { scoreSplit, type Gold } from '../notes/gold/score.js';
import { noteSentences, residueSentences } from '../notes/quality.js';
import { rougeOf } from '../notes/rouge.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = path.resolve(process.env.SHARED_DATA ?? path.join(repoRoot, '../shared/data'));
const gold = JSON.parse(fs.readFileSync(path.join(repoRoot, 'bench/notes/gold/gold.json'), 'utf8')) as Gold;
const visitDate = new Date('2024-06-01T00:00:00Z');
const readCsv = (file: string) => parse(fs.readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true, relax_quotes: true }) as Record<string, string>[];

const VARIANTS = ['labelled', 'unlabelled, labeller', 'unlabelled, as is'] as const;
type Variant = (typeof VARIANTS)[number];

function transcriptFor(dialogue: string, variant: Variant): { transcript: string; toStored: (s: Section) => Section } {
  if (variant === 'labelled') return { transcript: dialogue, toStored: (s) => s };
  const bare = dialogue.replace(/^\s*\[[a-z_]+\]\s*/gim, '');
  return variant === 'unlabelled, labeller' ? transcriptForNotes(bare, 'in_person') : { transcript: bare, toStored: (s) => s };
}

const noteText = (section: Section) => section.note_sections.filter((s) => s.text).map((s) => `${s.title.toUpperCase()}\n\n${s.text}`).join('\n\n');

export interface NotesFigures {
  split: string;
  variant: Variant;
  rouge1: number;
  recall: number;
  precision: number;
  residue: number;
}

export function runNotesBench(): NotesFigures[] {
  const out: NotesFigures[] = [];
  for (const split of [
    { name: 'test1', stem: 'clinicalnlp_taskB_test1' },
    { name: 'test2', stem: 'clinicalnlp_taskC_test2' },
  ]) {
    const rows = readCsv(path.join(dataDir, 'aci-bench/challenge_data', `${split.stem}.csv`));
    const meta = new Map(readCsv(path.join(dataDir, 'aci-bench/challenge_data', `${split.stem}_metadata.csv`)).map((m) => [m.encounter_id, m]));
    for (const variant of VARIANTS) {
      let rouge1 = 0;
      let sentences = 0;
      let residue = 0;
      const suggestions: Record<string, string[]> = {};
      for (const row of rows) {
        const m = meta.get(row.encounter_id!);
        const years = Number(m?.patient_age);
        const patient = {
          first_name: 'Pat',
          last_name: 'Doe',
          birth_date: Number.isFinite(years) && years > 0 ? `${visitDate.getUTCFullYear() - Math.round(years)}-01-01` : '1970-01-01',
          gender: m?.patient_gender?.trim() === 'male' ? ('male' as const) : ('female' as const),
        };
        const { transcript, toStored } = transcriptFor(row.dialogue!, variant);
        const settings = { template: 'GENERIC_MULTIPLE_SECTIONS', detail_level: 'high', note_type: 'paragraph', type: 'in_person' } as const;
        const section = toStored(buildNote({ transcript, patient, settings, visitDate }, () => {}).section);
        rouge1 += rougeOf(noteText(section), row.note!).r1;
        const said = noteSentences(section);
        sentences += said.length;
        residue += residueSentences(said).length;
        suggestions[row.encounter_id!] = section.diagnostic_codes.map((c) => c.code);
      }
      const codes = scoreSplit(gold[split.name] ?? [], suggestions).code;
      out.push({ split: split.name, variant, rouge1: rouge1 / rows.length, recall: codes.recall, precision: codes.precision, residue: residue / Math.max(1, sentences) });
    }
  }
  return out;
}

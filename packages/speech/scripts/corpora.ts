/**
 * Readers for the conversation corpora in ../shared/data (ACI-BENCH, MTS-Dialog, PriMock57), shared by the
 * language-model builder and the speech benchmark. Which split each one reads is decided by its caller.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const corporaDir = process.env.SPEECH_CORPORA_DIR ?? path.resolve(repoRoot, '../shared/data');

export interface Turn {
  speaker: 'doctor' | 'patient';
  text: string;
}

/** RFC 4180 CSV (quoted fields with commas, quotes and line breaks). */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((r) => r.length > 1 || r[0]);
  return body.map((r) => Object.fromEntries(header!.map((name, i) => [name.replace(/^\uFEFF/, ''), r[i] ?? ''])));
}

/** ACI-BENCH dialogues ("[doctor] …" / "[patient] …" lines); `split` is train, valid, clinicalnlp_taskB_test1, … */
export function readAciBench(split: string): { id: string; turns: Turn[] }[] {
  const file = path.join(corporaDir, 'aci-bench/challenge_data', `${split}.csv`);
  return parseCsv(fs.readFileSync(file, 'utf8')).map((row) => ({
    id: row.encounter_id!,
    turns: row.dialogue!
      .split('\n')
      .map((line) => /^\s*\[(doctor|patient|patient_guest|guest_family|guest_clinician|[a-z_]+)\]\s*(.*)$/i.exec(line))
      .filter((m): m is RegExpExecArray => !!m && !!m[2]!.trim())
      .map((m) => ({ speaker: m[1]!.toLowerCase() === 'doctor' ? 'doctor' : 'patient', text: m[2]!.trim() }) as Turn),
  }));
}

/** MTS-Dialog dialogues ("Doctor: …" / "Patient: …" lines); `split` is TrainingSet or ValidationSet. */
export function readMtsDialog(split: 'TrainingSet' | 'ValidationSet'): { id: string; turns: Turn[] }[] {
  const file = path.join(corporaDir, 'mts-dialog/Main-Dataset', `MTS-Dialog-${split}.csv`);
  return parseCsv(fs.readFileSync(file, 'utf8')).map((row) => ({
    id: row.ID!,
    turns: row.dialogue!
      .split(/\r?\n/)
      .map((line) => /^\s*(Doctor|Patient|Guest_family|Guest_clinician)\s*:\s*(.*)$/i.exec(line))
      .filter((m): m is RegExpExecArray => !!m && !!m[2]!.trim())
      .map((m) => ({ speaker: m[1]!.toLowerCase() === 'doctor' ? 'doctor' : 'patient', text: m[2]!.trim() }) as Turn),
  }));
}

/** PriMock57 transcripts: the text of every non-empty TextGrid interval, doctor and patient files. */
export function readPrimock57(): { id: string; texts: string[] }[] {
  const dir = path.join(corporaDir, 'primock57/transcripts');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.TextGrid'))
    .sort()
    .map((name) => ({
      id: name,
      texts: [...fs.readFileSync(path.join(dir, name), 'utf8').matchAll(/^\s*text = "(.*)"\s*$/gm)]
        .map((m) => m[1]!.replace(/""/g, '"').trim())
        .filter(Boolean),
    }));
}

/** Sentences of a turn, split at sentence punctuation. */
export const sentencesOf = (text: string) => text.split(/(?<=[.?!])\s+/).map((s) => s.trim()).filter(Boolean);

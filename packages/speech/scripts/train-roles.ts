/**
 * Trains the speaker-role model (issue 11) and writes packages/speech/src/roles/model.json.
 *
 *   npx tsx packages/speech/scripts/train-roles.ts
 *
 * Data (../shared/data, licences in packages/speech/src/roles/SOURCE.md): the labelled dialogues of ACI-BENCH
 * train and valid, MTS-Dialog train and validation, and PriMock57 (timed doctor and patient utterances). Never
 * ACI-BENCH test1/test2: bench/roles measures on those. Deterministic: the same data give the same file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corporaDir, parseCsv } from './corpora.js';
import { textFeatures } from '../src/roles/text-features.js';
import { PAUSE_BUCKETS, pauseBucket, ROLES, type Role, type RoleModel } from '../src/roles/types.js';

const outFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/roles/model.json');

interface Line {
  role: Role;
  text: string;
  start?: number;
  end?: number;
}

/** Speaker names of the corpora → roles: guests who are clinicians count as clinicians, family as other. */
export function roleOfTag(tag: string): Role | undefined {
  const name = tag.toLowerCase();
  if (name === 'doctor' || /^guest_clinic/.test(name)) return 'clinician';
  if (name === 'patient') return 'patient';
  if (/^(?:patient_guest|guest_family)/.test(name)) return 'other';
  return undefined;
}

/** ACI-BENCH dialogue lines "[doctor] …"; also used by bench/roles for test1/test2. */
export function readAciDialogues(split: string): { id: string; lines: Line[] }[] {
  const file = path.join(corporaDir, 'aci-bench/challenge_data', `${split}.csv`);
  return parseCsv(fs.readFileSync(file, 'utf8')).map((row) => ({
    id: row.encounter_id!,
    lines: row.dialogue!.split('\n').flatMap((line) => {
      const m = /^\s*\[([a-z_]+)\]\s*(.*)$/i.exec(line);
      const role = m ? roleOfTag(m[1]!) : undefined;
      return m && role && m[2]!.trim() ? [{ role, text: m[2]!.trim() }] : [];
    }),
  }));
}

/** MTS-Dialog lines "Doctor: …"; a line without a name continues the previous turn. */
function readMts(split: 'TrainingSet' | 'ValidationSet'): Line[][] {
  const file = path.join(corporaDir, 'mts-dialog/Main-Dataset', `MTS-Dialog-${split}.csv`);
  return parseCsv(fs.readFileSync(file, 'utf8')).map((row) => {
    const lines: Line[] = [];
    for (const raw of row.dialogue!.split(/\r?\n/)) {
      const m = /^\s*([A-Za-z_]+\d?)\s*:\s*(.*)$/.exec(raw);
      const role = m ? roleOfTag(m[1]!) : undefined;
      if (m && role) {
        if (m[2]!.trim()) lines.push({ role, text: m[2]!.trim() });
      } else if (raw.trim() && lines.length) lines.at(-1)!.text += ` ${raw.trim()}`;
    }
    return lines;
  });
}

/** PriMock57: each consultation's doctor and patient TextGrid intervals, merged in time order. */
function readPrimock(): Line[][] {
  const dir = path.join(corporaDir, 'primock57/transcripts');
  const names = fs.readdirSync(dir).filter((name) => name.endsWith('_doctor.TextGrid')).sort();
  return names.map((doctorFile) => {
    const lines: Line[] = [];
    for (const [file, role] of [[doctorFile, 'clinician'], [doctorFile.replace('_doctor', '_patient'), 'patient']] as const) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const m of text.matchAll(/xmin = ([\d.]+)\s*\n\s*xmax = ([\d.]+)\s*\n\s*text = "(.*)"/g)) {
        const said = m[3]!.replace(/""/g, '"').replace(/<[^>]*>/g, ' ').trim();
        if (/[a-z]/i.test(said)) lines.push({ role, text: said, start: Number(m[1]), end: Number(m[2]) });
      }
    }
    return lines.sort((a, b) => a.start! - b.start!);
  });
}

export const sentencesOf = (text: string) => text.split(/(?<=[.?!])\s+/).map((s) => s.trim()).filter(Boolean);

/** Transition probabilities from role sequences, add-one smoothed (so no move is impossible). */
function transitionTable(sequences: Role[][], pairs: (seq: Role[]) => [Role, Role][] = adjacent) {
  const counts = Object.fromEntries(ROLES.map((from) => [from, Object.fromEntries(ROLES.map((to) => [to, 1]))])) as Record<Role, Record<Role, number>>;
  for (const seq of sequences) for (const [from, to] of pairs(seq)) counts[from][to]++;
  return normaliseRows(counts);
}
const adjacent = (seq: Role[]): [Role, Role][] => seq.slice(1).map((role, i) => [seq[i]!, role]);
function normaliseRows(counts: Record<Role, Record<Role, number>>) {
  return Object.fromEntries(
    ROLES.map((from) => {
      const total = ROLES.reduce((s, to) => s + counts[from][to], 0);
      return [from, Object.fromEntries(ROLES.map((to) => [to, round(counts[from][to] / total, 5)]))];
    }),
  ) as Record<Role, Record<Role, number>>;
}
const round = (x: number, digits: number) => Number(x.toFixed(digits));

/** A small deterministic generator, so training shuffles the same way every time. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MIN_COUNT = 3;
const MAX_FEATURES = 6000;
const EPOCHS = 12;
const L2 = 2e-5;

/** Multinomial logistic regression by SGD over sparse binary features valued 1/sqrt(count). */
function trainTextModel(samples: { role: Role; names: string[] }[]) {
  const counts = new Map<string, number>();
  for (const s of samples) for (const name of s.names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const features = [...counts]
    .filter(([, n]) => n >= MIN_COUNT)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_FEATURES)
    .map(([name]) => name);
  const index = new Map(features.map((name, i) => [name, i]));
  const rows = samples.map((s) => ({
    y: ROLES.indexOf(s.role),
    x: s.names.map((name) => index.get(name)).filter((i): i is number => i !== undefined),
    value: 1 / Math.sqrt(Math.max(1, s.names.length)),
  }));
  const weights = ROLES.map(() => new Float64Array(features.length + 1));
  const random = mulberry32(11);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const rate = 0.5 / (1 + epoch);
    for (const k of order) {
      const { x, y, value } = rows[k]!;
      const scores = weights.map((w) => x.reduce((s, i) => s + w[i + 1]! * value, w[0]!));
      const max = Math.max(...scores);
      const exps = scores.map((s) => Math.exp(s - max));
      const total = exps.reduce((a, b) => a + b, 0);
      for (const [c, w] of weights.entries()) {
        const gradient = exps[c]! / total - (c === y ? 1 : 0);
        w[0] = w[0]! - rate * gradient;
        for (const i of x) w[i + 1] = w[i + 1]! - rate * (gradient * value + L2 * w[i + 1]!);
      }
    }
    const correct = rows.filter((row) => {
      const scores = weights.map((w) => row.x.reduce((s, i) => s + w[i + 1]! * row.value, w[0]!));
      return scores.indexOf(Math.max(...scores)) === row.y;
    }).length;
    console.log(`epoch ${epoch + 1}: training accuracy ${((100 * correct) / rows.length).toFixed(1)}%`);
  }
  return { features, weights: Object.fromEntries(ROLES.map((role, c) => [role, [...weights[c]!].map((w) => round(w, 3))])) as Record<Role, number[]> };
}

function main() {
  const aci = [...readAciDialogues('train'), ...readAciDialogues('valid')].map((d) => d.lines);
  const mts = [...readMts('TrainingSet'), ...readMts('ValidationSet')];
  const primock = readPrimock();
  const turnDialogues = [...aci, ...mts];
  console.log(`ACI-BENCH ${aci.length} visits, MTS-Dialog ${mts.length}, PriMock57 ${primock.length}`);

  // Text samples: each turn whole, each sentence of a longer turn, and each timed PriMock57 utterance, so
  // the model knows lines, sentences and pause-cut speech alike.
  const samples: { role: Role; names: string[] }[] = [];
  for (const line of [...turnDialogues.flat(), ...primock.flat()]) {
    samples.push({ role: line.role, names: textFeatures(line.text) });
    const sentences = sentencesOf(line.text);
    if (sentences.length > 1) for (const sentence of sentences) samples.push({ role: line.role, names: textFeatures(sentence) });
  }
  const prior = Object.fromEntries(ROLES.map((role) => [role, round(samples.filter((s) => s.role === role).length / samples.length, 5)])) as Record<Role, number>;
  const { features, weights } = trainTextModel(samples);

  const all = [...turnDialogues, ...primock].filter((d) => d.length > 0);
  const firstCounts = Object.fromEntries(ROLES.map((role) => [role, 1 + all.filter((d) => d[0]!.role === role).length])) as Record<Role, number>;
  const firstTotal = ROLES.reduce((s, role) => s + firstCounts[role], 0);
  const initial = Object.fromEntries(ROLES.map((role) => [role, round(firstCounts[role] / firstTotal, 5)])) as Record<Role, number>;

  const turn = transitionTable(turnDialogues.map((d) => d.map((line) => line.role)));
  // Inside a turn the speaker does not change; a rare change is left possible (a line holding two turns).
  const continuation = normaliseRows(Object.fromEntries(ROLES.map((from) => [from, Object.fromEntries(ROLES.map((to) => [to, from === to ? 98 : 1]))])) as Record<Role, Record<Role, number>>);
  // Running text: the next sentence, apart after a question (which the other speaker usually answers).
  const sentenceRuns = turnDialogues.map((d) => d.flatMap((line) => sentencesOf(line.text).map((text) => ({ role: line.role, question: /\?\s*$/.test(text) }))));
  const sentencePairs = (question: boolean) =>
    sentenceRuns.flatMap((run) => run.slice(1).flatMap((s, i) => (run[i]!.question === question ? [[run[i]!.role, s.role]] : [])));
  const sentence = transitionTable(sentencePairs(false));
  const sentenceAfterQuestion = transitionTable(sentencePairs(true));
  // Pause-cut speech: how often the speaker changes after a pause of each length (PriMock57's timings).
  const pauseTables = PAUSE_BUCKETS.map((_, bucket) => {
    const pairs: Role[][] = [];
    for (const d of primock) {
      for (let i = 1; i < d.length; i++) {
        if (pauseBucket(Math.max(0, d[i]!.start! - d[i - 1]!.end!)) === bucket) pairs.push([d[i - 1]!.role, d[i]!.role]);
      }
    }
    return transitionTable(pairs);
  });

  const model: RoleModel = {
    version: 1,
    source: 'packages/speech/scripts/train-roles.ts on ACI-BENCH train+valid, MTS-Dialog train+validation, PriMock57 (see SOURCE.md)',
    features,
    weights,
    prior,
    initial,
    transitions: { turn, continuation, sentence, sentenceAfterQuestion, pause: pauseTables },
  };
  fs.writeFileSync(outFile, `${JSON.stringify(model)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), outFile)}: ${features.length} features, ${(fs.statSync(outFile).size / 1024).toFixed(0)} kB`);
  console.log('turn transitions', JSON.stringify(turn));
  console.log('sentence transitions', JSON.stringify(sentence), 'after a question', JSON.stringify(sentenceAfterQuestion));
  console.log('pause transitions', JSON.stringify(pauseTables));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();

/**
 * Trains the sentence-boundary model for unpunctuated speech and writes packages/clinical/src/sentences/model.json.
 *
 *   npx tsx packages/clinical/scripts/train-sentences.ts           # train on everything below, write the model
 *   npx tsx packages/clinical/scripts/train-sentences.ts --eval    # hold out ACI-BENCH valid, print how it does
 *
 * Data (../shared/data, licences in src/sentences/SOURCE.md): the punctuated visits of ACI-BENCH train and valid,
 * MTS-Dialog train and validation, and PriMock57's utterances. Never ACI-BENCH test1/test2, which measure the
 * note engine. Each turn's marks are the labels; the model sees the turn without them. Deterministic.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { gapFeatures, tokensOf } from '../src/sentences/boundary-features.js';
import { MARKS, markProbabilities, type BoundaryModel, type Mark } from '../src/sentences/segmenter.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const outFile = path.resolve(here, '../src/sentences/model.json');
const corpora = process.env.CORPORA_DIR ?? path.resolve(here, '../../../../shared/data');

const readCsv = (file: string) => parse(fs.readFileSync(path.join(corpora, file), 'utf8'), { columns: true }) as Record<string, string>[];

/** Half of ACI-BENCH is ASR output without marks: only the punctuated visits teach where sentences end. */
const punctuated = (text: string) => (text.match(/[.?!](?:\s|$)/g) ?? []).length > text.split(/\s+/).length / 40;

function aciTurns(split: string): string[][] {
  return readCsv(`aci-bench/challenge_data/${split}.csv`)
    .filter((row) => punctuated(row.dialogue!))
    .map((row) => row.dialogue!.split('\n').map((line) => line.replace(/^\s*\[[a-z_]+\]\s*/i, '').trim()).filter(Boolean));
}

function mtsTurns(file: string): string[][] {
  return readCsv(file).map((row) => {
    const turns: string[] = [];
    for (const line of row.dialogue!.split(/\r?\n/)) {
      const m = /^\s*[A-Za-z_]+\d?\s*:\s*(.*)$/.exec(line);
      if (m) turns.push(m[1]!.trim());
      else if (line.trim() && turns.length) turns[turns.length - 1] += ` ${line.trim()}`;
    }
    return turns.filter(Boolean);
  });
}

function primockTurns(): string[][] {
  const dir = path.join(corpora, 'primock57/transcripts');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.TextGrid'))
    .sort()
    .map((name) => [...fs.readFileSync(path.join(dir, name), 'utf8').matchAll(/text = "(.*)"/g)].map((m) => m[1]!.replace(/""/g, '"').trim()).filter((t) => /[a-z]/i.test(t)));
}

interface Sample {
  names: string[];
  y: number;
}

/** One sample per gap of each turn: its features with the sentence start of the written text, and its mark. */
function samplesOf(turns: string[]): Sample[] {
  const samples: Sample[] = [];
  for (const turn of turns) {
    const tokens = tokensOf(turn);
    const words = tokens.map((t) => t.word);
    let from = 0;
    for (const [i, token] of tokens.entries()) {
      const last = i === tokens.length - 1;
      const mark: Mark = token.mark === '?' ? 'question' : token.mark === '.' || last ? 'period' : 'none';
      samples.push({ names: gapFeatures(words, i, from), y: MARKS.indexOf(mark) });
      if (mark !== 'none') from = i + 1;
    }
  }
  return samples;
}

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
const MAX_FEATURES = 30000;
const EPOCHS = 8;
const L2 = 1e-5;
const round = (x: number) => Number(x.toFixed(3));

/** Multinomial logistic regression by SGD over sparse binary features. */
function train(samples: Sample[]): BoundaryModel {
  const counts = new Map<string, number>();
  for (const s of samples) for (const name of s.names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const features = [...counts]
    .filter(([, n]) => n >= MIN_COUNT)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_FEATURES)
    .map(([name]) => name);
  const index = new Map(features.map((name, i) => [name, i]));
  const rows = samples.map((s) => ({ y: s.y, x: s.names.map((name) => index.get(name)).filter((i): i is number => i !== undefined) }));
  const weights = MARKS.map(() => new Float64Array(features.length + 1));
  const random = mulberry32(7);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const rate = 0.2 / (1 + epoch);
    for (const k of order) {
      const { x, y } = rows[k]!;
      const scores = weights.map((w) => x.reduce((s, i) => s + w[i + 1]!, w[0]!));
      const max = Math.max(...scores);
      const exps = scores.map((s) => Math.exp(s - max));
      const total = exps.reduce((a, b) => a + b, 0);
      for (const [c, w] of weights.entries()) {
        const gradient = exps[c]! / total - (c === y ? 1 : 0);
        w[0] = w[0]! - rate * gradient;
        for (const i of x) w[i + 1] = w[i + 1]! - rate * (gradient + L2 * w[i + 1]!);
      }
    }
  }
  return {
    version: 1,
    source: 'packages/clinical/scripts/train-sentences.ts on ACI-BENCH train+valid (punctuated visits), MTS-Dialog train+validation, PriMock57 (see SOURCE.md)',
    features,
    weights: Object.fromEntries(MARKS.map((mark, c) => [mark, [...weights[c]!].map(round)])) as Record<Mark, number[]>,
  };
}

/** Sentence ends found in held-out turns read without their marks, decided left to right as the segmenter does. */
function evaluate(model: BoundaryModel, turns: string[], cutBelow: number) {
  const index = new Map(model.features.map((name, i) => [name, i]));
  let truePositive = 0;
  let predicted = 0;
  let actual = 0;
  let questionsRight = 0;
  let questions = 0;
  for (const turn of turns) {
    const tokens = tokensOf(turn);
    const words = tokens.map((t) => t.word);
    let from = 0;
    for (const [i, token] of tokens.entries()) {
      if (i === tokens.length - 1) {
        if (token.mark === '?') {
          questions++;
          const p = markProbabilities(model, index, gapFeatures(words, i, from));
          if (p.question > p.period) questionsRight++;
        }
        continue;
      }
      const p = markProbabilities(model, index, gapFeatures(words, i, from));
      const cut = p.none < cutBelow;
      const gold = token.mark !== '';
      if (cut) predicted++;
      if (gold) actual++;
      if (cut && gold) truePositive++;
      if (cut) from = i + 1;
    }
  }
  const precision = truePositive / predicted;
  const recall = truePositive / actual;
  console.log(`held out, cut when P(no mark) < ${cutBelow}: sentence ends inside turns precision ${(100 * precision).toFixed(1)}%, recall ${(100 * recall).toFixed(1)}%, F1 ${((200 * precision * recall) / (precision + recall)).toFixed(1)}; questions at a turn's end recognised ${((100 * questionsRight) / questions).toFixed(1)}% of ${questions}`);
}

function main() {
  const heldOut = process.argv.includes('--eval');
  const mts = [...mtsTurns('mts-dialog/Main-Dataset/MTS-Dialog-TrainingSet.csv'), ...mtsTurns('mts-dialog/Main-Dataset/MTS-Dialog-ValidationSet.csv')];
  const trainTurns = [...aciTurns('train'), ...(heldOut ? [] : aciTurns('valid')), ...mts, ...primockTurns()].flat();
  const samples = samplesOf(trainTurns);
  console.log(`${trainTurns.length} turns, ${samples.length} gaps`);
  const model = train(samples);
  if (heldOut) {
    for (const cutBelow of [0.5, 0.35, 0.2]) evaluate(model, aciTurns('valid').flat(), cutBelow);
    return;
  }
  fs.writeFileSync(outFile, `${JSON.stringify(model)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), outFile)}: ${model.features.length} features, ${(fs.statSync(outFile).size / 1024).toFixed(0)} kB`);
}

main();

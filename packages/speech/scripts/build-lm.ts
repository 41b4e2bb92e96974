/**
 * Builds the clinical language model of the pocketsphinx engine (issue 5) into data/speech/:
 *  - clinical.lm: a trigram ARPA model with interpolated Kneser-Ney smoothing, trained on conversation
 *    text only from ACI-BENCH train + valid, MTS-Dialog TrainingSet and PriMock57 transcripts. The engine
 *    mixes it with Debian's stock en-us model at run time (sphinxbase ngram_model_set interpolation).
 *  - clinical.dict: pronunciations, from flite's letter-to-sound rules (t2p), of the corpus words that the
 *    stock CMU dictionary lacks.
 * Never trained on what the benchmark measures: ACI-BENCH test1/test2 and MTS-Dialog ValidationSet are not read.
 * Run: npx tsx packages/speech/scripts/build-lm.ts
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { normalizeWords } from '../src/text-normalize.js';
import { readDictionary, STOCK_MODEL_DIR } from '../src/engines/pocketsphinx-binding.js';
import { readAciBench, readMtsDialog, readPrimock57, repoRoot, sentencesOf } from './corpora.js';

const run = promisify(execFile);
const outDir = path.join(repoRoot, 'data/speech');
const ORDER = 3;
/** Corpus words seen fewer times than this are not given a pronunciation (typos, names). */
const MIN_COUNT_FOR_DICT = 2;

export const TRAINING_SOURCES = [
  'aci-bench/challenge_data/train.csv',
  'aci-bench/challenge_data/valid.csv',
  'mts-dialog/Main-Dataset/MTS-Dialog-TrainingSet.csv',
  'primock57/transcripts/*.TextGrid',
];

function trainingSentences(): string[][] {
  const texts: string[] = [];
  for (const split of ['train', 'valid']) for (const d of readAciBench(split)) texts.push(...d.turns.map((t) => t.text));
  for (const d of readMtsDialog('TrainingSet')) texts.push(...d.turns.map((t) => t.text));
  for (const d of readPrimock57()) texts.push(...d.texts);
  return texts.flatMap(sentencesOf).map(normalizeWords).filter((words) => words.length > 0);
}

type Counts = Map<string, number>;
const SEP = ' ';

/** Interpolated Kneser-Ney trigram model written as ARPA (one discount per order). */
function buildArpa(sentences: string[][]): { arpa: string; unigrams: Map<string, number>; counts: number[] } {
  const raw: Counts[] = [new Map(), new Map(), new Map()];
  const wordCounts = new Map<string, number>();
  for (const words of sentences) {
    for (const w of words) wordCounts.set(w, (wordCounts.get(w) ?? 0) + 1);
    const padded = ['<s>', ...words, '</s>'];
    for (let n = 1; n <= ORDER; n++) {
      for (let i = 0; i + n <= padded.length; i++) {
        if (n === 1 && padded[i] === '<s>') continue;
        const key = padded.slice(i, i + n).join(SEP);
        raw[n - 1]!.set(key, (raw[n - 1]!.get(key) ?? 0) + 1);
      }
    }
  }
  // Kneser-Ney counts: the highest order keeps raw counts; lower orders count distinct left contexts,
  // except n-grams starting with <s>, which have no left context and keep raw counts.
  const kn: Counts[] = [new Map(), new Map(), raw[2]!];
  for (let n = ORDER; n >= 2; n--) {
    for (const key of raw[n - 1]!.keys()) {
      const lower = key.slice(key.indexOf(SEP) + 1);
      kn[n - 2]!.set(lower, (kn[n - 2]!.get(lower) ?? 0) + 1);
    }
  }
  for (let n = 2; n < ORDER; n++) for (const [key, c] of raw[n - 1]!) if (key.startsWith('<s> ')) kn[n - 1]!.set(key, c);

  const discount = (counts: Counts) => {
    let n1 = 0;
    let n2 = 0;
    for (const c of counts.values()) {
      if (c === 1) n1++;
      else if (c === 2) n2++;
    }
    return n1 + n2 > 0 ? Math.min(0.95, Math.max(0.05, n1 / (n1 + 2 * n2))) : 0.5;
  };
  const D = kn.map(discount);

  // Per-context totals and number of distinct followers.
  const contextTotals: { total: Map<string, number>; types: Map<string, number> }[] = kn.map((counts) => {
    const total = new Map<string, number>();
    const types = new Map<string, number>();
    for (const [key, c] of counts) {
      const cut = key.lastIndexOf(SEP);
      const h = cut < 0 ? '' : key.slice(0, cut);
      total.set(h, (total.get(h) ?? 0) + c);
      types.set(h, (types.get(h) ?? 0) + 1);
    }
    return { total, types };
  });

  const vocab = [...kn[0]!.keys(), '<unk>'];
  const V = vocab.length;
  const prob: Map<string, number>[] = [new Map(), new Map(), new Map()];
  {
    const T = contextTotals[0]!.total.get('')!;
    const seenTypes = contextTotals[0]!.types.get('')!;
    for (const w of vocab) {
      const c = kn[0]!.get(w) ?? 0;
      prob[0]!.set(w, Math.max(c - D[0]!, 0) / T + (D[0]! * seenTypes) / T / V);
    }
  }
  const lowerProb = (n: number, key: string): number => {
    // P_(n)(w | h) for an n-gram key, backing off through γ when the n-gram is unseen.
    const known = prob[n - 1]!.get(key);
    if (known !== undefined) return known;
    if (n === 1) return prob[0]!.get('<unk>')!;
    const cut = key.lastIndexOf(SEP);
    const h = key.slice(0, cut);
    return gamma(n, h) * lowerProb(n - 1, key.slice(key.indexOf(SEP) + 1));
  };
  const gamma = (n: number, h: string) => {
    const total = contextTotals[n - 1]!.total.get(h);
    return total ? (D[n - 1]! * contextTotals[n - 1]!.types.get(h)!) / total : 1;
  };
  for (let n = 2; n <= ORDER; n++) {
    for (const [key, c] of kn[n - 1]!) {
      const cut = key.lastIndexOf(SEP);
      const h = key.slice(0, cut);
      const total = contextTotals[n - 1]!.total.get(h)!;
      prob[n - 1]!.set(key, Math.max(c - D[n - 1]!, 0) / total + gamma(n, h) * lowerProb(n - 1, key.slice(key.indexOf(SEP) + 1)));
    }
  }

  const log10 = (p: number) => (p > 0 ? Math.log10(p).toFixed(6) : '-99');
  const lines = ['\\data\\'];
  const sizes = [vocab.length + 1, prob[1]!.size, prob[2]!.size];
  sizes.forEach((size, i) => lines.push(`ngram ${i + 1}=${size}`));
  lines.push('');
  for (let n = 1; n <= ORDER; n++) {
    lines.push(`\\${n}-grams:`);
    const entries: [string, number][] = n === 1 ? [['<s>', 0], ...prob[0]!] : [...prob[n - 1]!];
    for (const [key, p] of entries) {
      const lp = key === '<s>' ? '-99' : log10(p);
      if (n < ORDER) {
        const g = contextTotals[n]!.total.has(key) ? gamma(n + 1, key) : 1;
        lines.push(`${lp}\t${key}\t${log10(g)}`);
      } else lines.push(`${lp}\t${key}`);
    }
    lines.push('');
  }
  lines.push('\\end\\', '');
  return { arpa: lines.join('\n'), unigrams: wordCounts, counts: sizes };
}

/** flite's letter-to-sound phones, in the CMU dictionary's phone set. */
async function pronounce(word: string): Promise<string | null> {
  const { stdout } = await run('t2p', [word.replace(/'/g, '')]);
  const phones = stdout
    .trim()
    .split(/\s+/)
    .filter((p) => p && p !== 'pau')
    .map((p) => p.replace(/\d$/, '').toUpperCase())
    .map((p) => (p === 'AX' ? 'AH' : p));
  const known = new Set('AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' '));
  return phones.length > 0 && phones.every((p) => known.has(p)) ? phones.join(' ') : null;
}

async function main() {
  const started = Date.now();
  fs.mkdirSync(outDir, { recursive: true });
  const sentences = trainingSentences();
  const { arpa, unigrams, counts } = buildArpa(sentences);
  fs.writeFileSync(path.join(outDir, 'clinical.lm'), arpa);

  const stock = new Set(readDictionary(`${STOCK_MODEL_DIR}/cmudict-en-us.dict`).map(([w]) => w.replace(/\(\d+\)$/, '')));
  const missing = [...unigrams].filter(([w, c]) => c >= MIN_COUNT_FOR_DICT && !stock.has(w) && /^[a-z][a-z']*$/.test(w)).map(([w]) => w).sort();
  const entries: string[] = [];
  const queue = [...missing];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let w = queue.shift(); w; w = queue.shift()) {
        const phones = await pronounce(w);
        if (phones) entries.push(`${w} ${phones}`);
      }
    }),
  );
  entries.sort();
  fs.writeFileSync(path.join(outDir, 'clinical.dict'), `${entries.join('\n')}\n`);
  const words = sentences.reduce((sum, s) => sum + s.length, 0);
  const summary = { sentences: sentences.length, words, ngrams: counts, dictionaryAdditions: entries.length, sources: TRAINING_SOURCES };
  fs.writeFileSync(path.join(outDir, 'clinical-lm.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(JSON.stringify(summary), `in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await main();

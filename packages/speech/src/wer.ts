import { normalizeWords } from './text-normalize.js';

export interface WordErrors {
  substitutions: number;
  deletions: number;
  insertions: number;
  /** Words in the reference. */
  words: number;
}

/** Levenshtein alignment over words, counting each kind of error. */
export function wordErrors(reference: string[], hypothesis: string[]): WordErrors {
  const n = reference.length;
  const m = hypothesis.length;
  // cost[j], with each cell also remembering how many of each error it holds.
  let prev = Array.from({ length: m + 1 }, (_, j) => ({ cost: j, s: 0, d: 0, i: j }));
  for (let r = 1; r <= n; r++) {
    const row = [{ cost: r, s: 0, d: r, i: 0 }];
    for (let j = 1; j <= m; j++) {
      const same = reference[r - 1] === hypothesis[j - 1];
      const diag = prev[j - 1]!;
      const up = prev[j]!;
      const left = row[j - 1]!;
      const options = [
        { cost: diag.cost + (same ? 0 : 1), s: diag.s + (same ? 0 : 1), d: diag.d, i: diag.i },
        { cost: up.cost + 1, s: up.s, d: up.d + 1, i: up.i },
        { cost: left.cost + 1, s: left.s, d: left.d, i: left.i + 1 },
      ];
      row.push(options.reduce((best, o) => (o.cost < best.cost ? o : best)));
    }
    prev = row;
  }
  const last = prev[m]!;
  return { substitutions: last.s, deletions: last.d, insertions: last.i, words: n };
}

/** Word error rate after normalisation (case, punctuation, numbers as words). */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const errors = wordErrors(normalizeWords(reference), normalizeWords(hypothesis));
  return errors.words === 0 ? (errors.insertions > 0 ? 1 : 0) : (errors.substitutions + errors.deletions + errors.insertions) / errors.words;
}

/** Sums several error counts (a corpus WER weighs every word equally, not every file). */
export function addErrors(a: WordErrors, b: WordErrors): WordErrors {
  return {
    substitutions: a.substitutions + b.substitutions,
    deletions: a.deletions + b.deletions,
    insertions: a.insertions + b.insertions,
    words: a.words + b.words,
  };
}

export const errorRate = (e: WordErrors) => (e.words ? (e.substitutions + e.deletions + e.insertions) / e.words : 0);

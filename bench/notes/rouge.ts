/** ROUGE of a note against its reference, shared by the notes benchmark and the speaker-roles benchmark. */
import * as rouge from 'js-rouge';

/** Lower-case word tokens, punctuation dropped (as rouge-score does). */
export const tokenize = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
export interface Rouge {
  r1: number;
  r2: number;
  rl: number;
}
export function rougeOf(candidate: string, reference: string): Rouge {
  if (!tokenize(candidate).length || !tokenize(reference).length) return { r1: 0, r2: 0, rl: 0 };
  const opts = { tokenizer: tokenize, caseSensitive: false };
  return {
    r1: rouge.n(candidate, reference, { ...opts, n: 1 }),
    r2: rouge.n(candidate, reference, { ...opts, n: 2 }),
    rl: rouge.l(candidate, reference, opts),
  };
}

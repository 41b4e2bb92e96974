/**
 * What the sentence-boundary model sees at each gap between two words of unpunctuated speech. Shared by the
 * training script and the segmenter so that both see exactly the same features.
 */

export interface Token {
  /** The word as the model reads it: lower case, "<num>" for a number, "do n't" joined to "don't". */
  word: string;
  /** Offsets of the word in the text it came from (a joined "do n't" spans both pieces). */
  start: number;
  end: number;
  /** The punctuation written after the word, when the text had any: '.', '?', or '' (none or a comma). */
  mark: '' | '.' | '?';
}

const PIECE = /\S+/g;

/**
 * The words of a text with their offsets. Tokenised transcripts ("ca n't", "gon na", "okay .") read like ordinary
 * text, PriMock57's <UNSURE> tags are dropped, and the sentence mark after a word is kept for training.
 */
export function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.replace(/<\/?[a-z]+\/?>/gi, (tag) => ' '.repeat(tag.length)).matchAll(PIECE)) {
    const raw = m[0].toLowerCase().replace(/[’‘]/g, "'");
    const mark: Token['mark'] = /[?]["')\]]*$/.test(raw) ? '?' : /[.!]["')\]]*$/.test(raw) && !/^\d+\.\d/.test(raw) ? '.' : '';
    const word = raw.replace(/^[^a-z0-9']+|[^a-z0-9']+$/g, '');
    const last = tokens.at(-1);
    if (!word) {
      // A detached mark ("okay ." in tokenised transcripts) belongs to the word before it.
      if (last && mark) {
        last.mark = mark;
        last.end = m.index + m[0].length;
      }
      continue;
    }
    // "ca n't", "i 'm", "gon na", "wan na": one word, as people write it.
    if (last && (/^(?:n't|'[a-z]+)$/.test(word) || (word === 'na' && /^(?:gon|wan)$/.test(last.word)))) {
      last.word += word;
      last.end = m.index + m[0].length;
      last.mark = mark;
      continue;
    }
    tokens.push({ word: /^\d/.test(word) ? '<num>' : word, start: m.index, end: m.index + m[0].length, mark });
  }
  return tokens;
}

const POSITION_BUCKETS = [1, 2, 3, 5, 8, 13, 21, Infinity];
const bucket = (n: number) => POSITION_BUCKETS.findIndex((bound) => n <= bound);

/**
 * Feature names of the gap after word i (the last word of a turn has a gap before the turn's end): the words on
 * each side, the pairs that straddle it, how the sentence began (word `from` opened it: "do you …" asks) and how
 * long it is, and how far the gap is from the turn's end. The segmenter decides gaps left to right, so `from` is
 * where it last cut; training takes it from the written text.
 */
export function gapFeatures(words: string[], i: number, from: number): string[] {
  const at = (k: number) => (k < 0 ? '<s>' : k >= words.length ? '</s>' : words[k]!);
  const [l2, l1, r1, r2] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
  return [
    `l1:${l1}`,
    `l2:${l2}`,
    `r1:${r1}`,
    `r2:${r2}`,
    `l21:${l2}_${l1}`,
    `r12:${r1}_${r2}`,
    `lr:${l1}_${r1}`,
    `s1:${at(from)}`,
    `s12:${at(from)}_${at(from + 1)}`,
    `len:${bucket(i - from + 1)}`,
    `to:${bucket(words.length - i - 1)}`,
  ];
}

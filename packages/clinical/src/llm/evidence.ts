export interface Span {
  start: number;
  end: number;
}

interface Token {
  word: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
/** "[doctor]" or "Doctor:" at the start of a line: a speaker tag, not words anyone said. */
const SPEAKER_TAG = /^[ \t]*(?:\[[^\]\n]{1,30}\]|[\p{L}][\p{L} _-]{0,29}:)/gmu;

function tokenize(text: string, skipSpeakerTags: boolean): Token[] {
  const skipped: Span[] = [];
  if (skipSpeakerTags) {
    for (const match of text.matchAll(SPEAKER_TAG)) skipped.push({ start: match.index, end: match.index + match[0].length });
  }
  const tokens: Token[] = [];
  let skipIndex = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    while (skipIndex < skipped.length && skipped[skipIndex]!.end <= start) skipIndex += 1;
    const skip = skipped[skipIndex];
    if (skip && start >= skip.start && start < skip.end) continue;
    tokens.push({ word: match[0].toLowerCase().replace(/’/g, "'"), start, end: start + match[0].length });
  }
  return tokens;
}

/**
 * Finds the quotes a model gave as evidence in the transcript. Matching is by words, so case, whitespace,
 * punctuation and speaker tags do not matter. A quote with an ellipsis is matched part by part; a quote whose
 * middle was paraphrased is matched by its found beginning and end.
 */
export function createEvidenceLocator(transcript: string) {
  const tokens = tokenize(transcript, true);
  const positions = new Map<string, number[]>();
  tokens.forEach((token, index) => {
    const list = positions.get(token.word);
    if (list) list.push(index);
    else positions.set(token.word, [index]);
  });

  /** Token index ranges [first, last] where `words` occur consecutively. */
  function findRuns(words: string[]): [number, number][] {
    if (words.length === 0) return [];
    const runs: [number, number][] = [];
    for (const first of positions.get(words[0]!) ?? []) {
      let matches = true;
      for (let offset = 1; offset < words.length; offset += 1) {
        if (tokens[first + offset]?.word !== words[offset]) {
          matches = false;
          break;
        }
      }
      if (matches) runs.push([first, first + words.length - 1]);
    }
    return runs;
  }

  function toSpan([first, last]: [number, number]): Span {
    return { start: tokens[first]!.start, end: tokens[last]!.end };
  }

  /** The longest run of the quote's first words found in the transcript: [first, last] token indexes. */
  function longestPrefix(words: string[]): [number, number] | null {
    let best: [number, number] | null = null;
    for (const first of positions.get(words[0]!) ?? []) {
      let length = 1;
      while (length < words.length && tokens[first + length]?.word === words[length]) length += 1;
      if (!best || length > best[1] - best[0] + 1) best = [first, first + length - 1];
    }
    return best;
  }

  /** The longest run of the quote's last words found in the transcript. */
  function longestSuffix(words: string[]): [number, number] | null {
    let best: [number, number] | null = null;
    for (const last of positions.get(words.at(-1)!) ?? []) {
      let length = 1;
      while (length < words.length && last - length >= 0 && tokens[last - length]!.word === words[words.length - 1 - length]) length += 1;
      if (!best || length > best[1] - best[0] + 1) best = [last - length + 1, last];
    }
    return best;
  }

  /**
   * An exact match, else the longest found beginning and end of the quote (a model often paraphrases a word or
   * two in the middle), accepted when together they cover at least 60% of the quote's words.
   */
  function locateWords(words: string[]): Span | null {
    const exact = findRuns(words)[0];
    if (exact) return toSpan(exact);
    if (words.length < 5) return null;
    const head = longestPrefix(words);
    const tail = longestSuffix(words);
    const headLength = head ? head[1] - head[0] + 1 : 0;
    const tailLength = tail ? tail[1] - tail[0] + 1 : 0;
    const tailFits = head && tail && tailLength >= 3 && tail[0] > head[1] && tail[0] - head[1] <= words.length;
    if (head && tailFits && headLength + tailLength >= words.length * 0.6) return toSpan([head[0], tail![1]]);
    if (head && headLength >= words.length * 0.6) return toSpan(head);
    if (tail && tailLength >= words.length * 0.6) return toSpan(tail);
    return null;
  }

  return {
    /** The spans of one quote, or [] when it is not in the transcript. */
    locate(quote: string): Span[] {
      const parts = quote.split(/\.\.\.|…/).map((part) => tokenize(part, false).map((token) => token.word)).filter((words) => words.length > 0);
      if (parts.length === 0) return [];
      const spans: Span[] = [];
      for (const words of parts) {
        const span = locateWords(words);
        if (!span) return [];
        spans.push(span);
      }
      return spans;
    },
  };
}

/**
 * The words of an utterance as features of the role text model. Shared by the training script and the
 * labeller so that both see exactly the same features.
 */

/** Lower-case words, with tokenised transcripts ("do n't", "i 'm", "okay .") read like ordinary text. */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/<\/?[a-z]+\/?>/g, ' ') // PriMock57's <UNSURE>, <UNIN/> tags
      .replace(/\s+(n't|'[a-z]+)\b/g, '$1')
      .replace(/[’‘]/g, "'")
      .match(/[a-z]+(?:'[a-z]+)*|\d+(?:[.,]\d+)?/g) ?? []
  ).map((word) => (/^\d/.test(word) ? '<num>' : word));
}

const LENGTH_BUCKETS = [1, 3, 8, 20, Infinity];

/**
 * Feature names of one utterance: words and word pairs (what is said), its first two and last words (how it
 * opens and ends: "do you …", "… okay?"), whether it asks, and its length (patients' one-word answers).
 * Names only; the model scores each present name with value 1/sqrt(count), so a long turn is not
 * over-confident.
 */
export function textFeatures(text: string): string[] {
  const words = wordsOf(text);
  const names = new Set<string>();
  for (const [i, word] of words.entries()) {
    names.add(`w:${word}`);
    if (i > 0) names.add(`b:${words[i - 1]}_${word}`);
  }
  names.add(`f:${words[0] ?? '<none>'}`);
  if (words.length > 1) names.add(`f2:${words[0]}_${words[1]}`);
  names.add(`l:${words.at(-1) ?? '<none>'}`);
  const trimmed = text.trim();
  if (/\?\s*$/.test(trimmed)) names.add('ends:?');
  else if (/[.!]\s*$/.test(trimmed)) names.add('ends:.');
  names.add(`len:${LENGTH_BUCKETS.findIndex((bound) => words.length <= bound)}`);
  return [...names];
}

import { estimateTokens } from './prompt.js';

/**
 * Splits a transcript into parts of at most `maxTokens` (estimated), at line breaks where it can, else at
 * sentence ends, else between words. Nothing is dropped: the parts joined with '\n' give every line back.
 */
export function splitTranscript(text: string, maxTokens: number): string[] {
  const maxChars = Math.max(1, Math.floor(maxTokens * 3.5));
  const pieces = text.split('\n').flatMap((line) => (estimateTokens(line) <= maxTokens ? [line] : splitLongLine(line, maxChars)));
  const parts: string[] = [];
  let current: string[] = [];
  let currentChars = 0;
  for (const piece of pieces) {
    const added = piece.length + (current.length > 0 ? 1 : 0);
    if (current.length > 0 && currentChars + added > maxChars) {
      parts.push(current.join('\n'));
      current = [];
      currentChars = 0;
    }
    currentChars += piece.length + (current.length > 0 ? 1 : 0);
    current.push(piece);
  }
  if (current.length > 0) parts.push(current.join('\n'));
  return parts.filter((part) => part.trim().length > 0);
}

/** A line longer than one part: cut after sentence ends, or between words when a sentence is too long. */
function splitLongLine(line: string, maxChars: number): string[] {
  const sentences = line.split(/(?<=[.!?])\s+/);
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentences.flatMap((s) => (s.length <= maxChars ? [s] : splitWords(s, maxChars)))) {
    const next = current ? `${current} ${sentence}` : sentence;
    if (next.length > maxChars && current) {
      pieces.push(current);
      current = sentence;
    } else {
      current = next;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

function splitWords(text: string, maxChars: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (next.length > maxChars && current) {
      pieces.push(current);
      current = word;
    } else {
      current = next;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

import type { RoleUtterance } from './types.js';

/** With this many lines or more, a transcript's lines are taken to be speaker turns. */
const TURN_LINES = 6;

/**
 * An unlabelled transcript as utterances for the labeller: each sentence is one, since a line of pasted or
 * dictated text may hold more than one speaker. A sentence that starts a line follows a `turn` boundary. Inside
 * a line, the speaker seldom changes when the transcript is written a turn per line (`continuation`), and
 * often when it is a few long paragraphs (`sentence`).
 */
export function splitForRoles(transcript: string): RoleUtterance[] {
  const lines = transcript.split(/\r?\n/).map(sentencesOfLine).filter((sentences) => sentences.length > 0);
  const within = lines.length >= TURN_LINES ? 'continuation' : 'sentence';
  return lines.flatMap((sentences) => sentences.map((text, i): RoleUtterance => ({ text, boundary: i === 0 ? 'turn' : within })));
}

/** Sentences end at . ? ! followed by white space (so "98.6" and "2.5 mg" stay whole). */
export const sentencesOfLine = (line: string) =>
  line
    .split(/(?<=[.?!])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

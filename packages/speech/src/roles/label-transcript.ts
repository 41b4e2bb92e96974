import { SPEAKER_LINE_LABELS } from '@scribe/contracts';
import { labelRoles, type LabelOptions } from './label-roles.js';
import { splitForRoles } from './split-transcript.js';
import type { Role } from './types.js';

/**
 * How a role is written at the start of a transcript line (the same labels as a live recording's): names
 * packages/clinical/src/transcript.ts reads as clinician, patient and a third person.
 */
export const ROLE_LINE_LABELS: Record<Role, string> = SPEAKER_LINE_LABELS;

/**
 * Speaker names the note engine already understands at the start of a line ("Doctor:", "[patient]",
 * "Clinician:" …). A transcript with any of them is taken as labelled and left alone.
 */
const KNOWN_LABEL =
  /^[ \t]*(?:\[(?:doctor|patient|clinician|patient_guest|guest_family|guest_clinician)\]|(?:doctor|dr\.?|physician|clinician|provider|nurse|patient|pt|client|speaker ?\d*|guest)[ \t]*:)/im;

export function hasSpeakerLabels(transcript: string): boolean {
  return KNOWN_LABEL.test(transcript);
}

/**
 * Whether a text reads as two people talking: someone says "I"/"my" and someone says "you". A typed
 * narrative ("Patient reports chest pain … Plan: …") has neither, and cutting it between two speakers would
 * only mislead the note engine.
 */
export function looksLikeConversation(transcript: string): boolean {
  return /\b(?:you|your|you're|you've)\b/i.test(transcript) && /\b(?:i|my|me|i'm|i've|i'd)\b/i.test(transcript);
}

/** The labelled transcript, and a way back from its character offsets to the original's. */
export interface LabelledTranscript {
  text: string;
  /** The offset in the original transcript of an offset in `text` (a label maps to the start of its line). */
  toOriginal(offset: number): number;
}

/**
 * The transcript with each run of one speaker's sentences on its own `Clinician: …` / `Patient: …` line, for
 * the note engine. The words are the transcript's own; only line breaks and labels are added, and the offset
 * map lets what points into the labelled text (a note's evidence spans) point into the stored one.
 */
export function labelTranscript(transcript: string, options: LabelOptions = {}): LabelledTranscript {
  const utterances = splitForRoles(transcript);
  const roles = labelRoles(utterances, options);
  // Where each sentence is: sentences are trimmed pieces of the transcript, in order.
  const pieces: { labelled: number; original: number; length: number }[] = [];
  let cursor = 0;
  let text = '';
  let lastRole: Role | null = null;
  for (const [i, utterance] of utterances.entries()) {
    const original = transcript.indexOf(utterance.text, cursor);
    cursor = original + utterance.text.length;
    const role = roles[i]!;
    // A new line of the transcript starts a new labelled line even for the same speaker, so paragraphs stay apart.
    if (lastRole === role && utterance.boundary !== 'turn') text += ' ';
    else text += `${text ? '\n' : ''}${ROLE_LINE_LABELS[role]}: `;
    lastRole = role;
    pieces.push({ labelled: text.length, original, length: utterance.text.length });
    text += utterance.text;
  }
  return {
    text,
    toOriginal(offset) {
      let piece = pieces[0];
      if (!piece) return 0;
      for (const next of pieces) {
        if (next.labelled > offset) break;
        piece = next;
      }
      return piece.original + Math.max(0, Math.min(piece.length, offset - piece.labelled));
    },
  };
}

import { labelRoles, type LabelOptions } from './label-roles.js';
import { splitForRoles } from './split-transcript.js';
import type { Role } from './types.js';

/**
 * How a role is written at the start of a transcript line: names packages/clinical/src/transcript.ts reads as
 * clinician, patient and a third person.
 */
export const ROLE_LINE_LABELS: Record<Role, string> = { clinician: 'Clinician', patient: 'Patient', other: 'Guest' };

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
 * The transcript with each run of one speaker's sentences on its own `Clinician: …` / `Patient: …` line, for
 * the note engine. The words are the transcript's own; only line breaks and labels are added.
 */
export function labelTranscript(transcript: string, options: LabelOptions = {}): string {
  const utterances = splitForRoles(transcript);
  const roles = labelRoles(utterances, options);
  const lines: { role: Role; text: string }[] = [];
  for (const [i, utterance] of utterances.entries()) {
    const role = roles[i]!;
    const last = lines.at(-1);
    // A new line of the transcript starts a new labelled line even for the same speaker, so paragraphs stay apart.
    if (last && last.role === role && utterance.boundary !== 'turn') last.text += ` ${utterance.text}`;
    else lines.push({ role, text: utterance.text });
  }
  return lines.map((line) => `${ROLE_LINE_LABELS[line.role]}: ${line.text}`).join('\n');
}

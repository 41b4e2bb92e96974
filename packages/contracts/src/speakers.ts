import { z } from 'zod';

/**
 * Speaker roles of a live recording (issue 11): the role each final result carries in `Items[].Speaker`, the
 * WebSocket messages that switch and re-decide them, and how the saved transcript writes them.
 */
export const SPEAKER_ROLES = ['clinician', 'patient', 'other'] as const;
export type SpeakerRole = (typeof SPEAKER_ROLES)[number];

/** The line label of each role in a saved transcript (the note engine reads them as speaker names). */
export const SPEAKER_LINE_LABELS: Record<SpeakerRole, string> = { clinician: 'Clinician', patient: 'Patient', other: 'Guest' };

/** Client → server: this final result was said by `speaker` (a click on its label). */
export const speakerSwitchMessage = z.object({
  type: z.literal('speaker'),
  resultId: z.string().min(1).max(100),
  speaker: z.enum(SPEAKER_ROLES),
});
export type SpeakerSwitchMessage = z.infer<typeof speakerSwitchMessage>;

/** Server → client: final results whose role was decided again (after a switch or a later result). */
export interface SpeakersMessage {
  type: 'speakers';
  results: { ResultId: string; Speaker: SpeakerRole }[];
}

/** One line per run of one speaker's results: `Clinician: …` / `Patient: …` (a result without a role: its text alone). */
export function speakerLines(results: readonly { text: string; speaker: SpeakerRole | null }[]): string {
  const lines: { speaker: SpeakerRole | null; text: string }[] = [];
  for (const { text, speaker } of results) {
    if (!text.trim()) continue;
    const last = lines.at(-1);
    if (last && last.speaker === speaker) last.text += ` ${text.trim()}`;
    else lines.push({ speaker, text: text.trim() });
  }
  return lines.map((line) => (line.speaker ? `${SPEAKER_LINE_LABELS[line.speaker]}: ${line.text}` : line.text)).join('\n');
}

/** A recording's transcript: the text before it, then its speaker lines (server and live view write it alike). */
export function transcriptWithSpeakerLines(before: string, results: readonly { text: string; speaker: SpeakerRole | null }[]): string {
  const lines = speakerLines(results);
  const kept = before.trimEnd();
  return kept && lines ? `${kept}\n${lines}` : kept || lines;
}

/** Labels a typed or pasted transcript uses besides ours ("Doctor: …", "Nurse: …"), by the role they name. */
const TYPED_LABELS: [RegExp, SpeakerRole][] = [
  [/^(?:clinician|doctor|dr\.?|physician|provider|nurse)$/i, 'clinician'],
  [/^patient$/i, 'patient'],
  [/^guest$/i, 'other'],
];

/**
 * The speaker label at the start of a transcript line (ours, "Clinician:", or a typed one such as "Doctor:") and
 * the rest of it, or null for a line without one. The label is returned as written.
 */
export function splitSpeakerLine(line: string): { label: string; speaker: SpeakerRole; text: string } | null {
  const m = /^([A-Za-z]+\.?): (.*)$/.exec(line);
  const speaker = m ? TYPED_LABELS.find(([label]) => label.test(m[1]!))?.[1] : undefined;
  return m && speaker ? { label: m[1]!, speaker, text: m[2]! } : null;
}

/** The transcript's words without its speaker labels (word counts, word error rates). */
export function withoutSpeakerLabels(transcript: string): string {
  return transcript
    .split('\n')
    .map((line) => splitSpeakerLine(line)?.text ?? line)
    .join('\n');
}

/** The labelled lines of a transcript, in order (what a later recording of the visit continues from). */
export function labelledLinesOf(transcript: string): { text: string; speaker: SpeakerRole }[] {
  return transcript.split('\n').flatMap((line) => {
    const labelled = splitSpeakerLine(line);
    return labelled && labelled.text.trim() ? [{ speaker: labelled.speaker, text: labelled.text.trim() }] : [];
  });
}

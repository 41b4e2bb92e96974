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

/** One line per run of one speaker's results: `Clinician: …` / `Patient: …`. */
export function speakerLines(results: readonly { text: string; speaker: SpeakerRole }[]): string {
  const lines: { speaker: SpeakerRole; text: string }[] = [];
  for (const { text, speaker } of results) {
    const last = lines.at(-1);
    if (last && last.speaker === speaker) last.text += ` ${text.trim()}`;
    else lines.push({ speaker, text: text.trim() });
  }
  return lines.map((line) => `${SPEAKER_LINE_LABELS[line.speaker]}: ${line.text}`).join('\n');
}

/** The labelled lines of a transcript, in order (what a later recording of the visit continues from). */
export function labelledLinesOf(transcript: string): { text: string; speaker: SpeakerRole }[] {
  const byLabel = new Map(SPEAKER_ROLES.map((role) => [SPEAKER_LINE_LABELS[role], role]));
  return transcript.split('\n').flatMap((line) => {
    const m = /^(\w+): (.*\S.*)$/.exec(line);
    const speaker = m ? byLabel.get(m[1]!) : undefined;
    return m && speaker ? [{ speaker, text: m[2]!.trim() }] : [];
  });
}

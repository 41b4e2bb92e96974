import type { Section, TranscriptionSettings } from '@scribe/contracts';
import { hasSpeakerLabels, labelTranscript, looksLikeConversation } from '@scribe/speech';

export interface NotesTranscript {
  /** The text the note engines read. */
  transcript: string;
  /** A note written from `transcript` with its evidence spans pointing into the stored transcript. */
  toStored(section: Section): Section;
}

/**
 * The transcript as the note engines should read it (issue 11). A conversation saved or uploaded without
 * speaker names gets `Clinician:` / `Patient:` lines from the role labeller, so the engines can tell what the
 * clinician said from what the patient said. The stored transcript is not changed, so the notes' evidence
 * spans are mapped back onto it. A transcript that already names its speakers, a post-visit dictation (one
 * speaker) and a typed narrative that is no conversation are passed on as they are.
 */
export function transcriptForNotes(stored: string, type: TranscriptionSettings['type']): NotesTranscript {
  if (type === 'post_visit' || hasSpeakerLabels(stored) || !looksLikeConversation(stored)) return { transcript: stored, toStored: (section) => section };
  const labelled = labelTranscript(stored);
  return {
    transcript: labelled.text,
    toStored: (section) => ({
      ...section,
      note_sections: section.note_sections.map((noteSection) =>
        noteSection.sentences
          ? {
              ...noteSection,
              sentences: noteSection.sentences.map((sentence) => ({
                ...sentence,
                evidence: sentence.evidence.map((span) => ({ start: labelled.toOriginal(span.start), end: labelled.toOriginal(span.end) })),
              })),
            }
          : noteSection,
      ),
    }),
  };
}

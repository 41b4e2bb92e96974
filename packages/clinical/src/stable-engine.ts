import type { NoteEngine, NoteRequest, NoteResult } from './note-engine.js';
import { TEMPLATE_SECTIONS } from './templates.js';

/**
 * First cut of the embedded engine: the chief complaint from the transcript and the template's sections.
 * The full extraction (issue 4) replaces the body of `generate`, keeping this shape.
 */
export function chiefComplaintOf(transcript: string): string | null {
  const firstSentence = transcript
    .replace(/^\s*\[?[A-Za-z _-]{1,20}\]?:\s*/gm, '')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((line) => line.trim())
    .find((line) => line.split(/\s+/).length >= 3);
  return firstSentence ? firstSentence.slice(0, 200) : null;
}

export const stableEngine: NoteEngine = {
  id: 'stable',
  label: 'Stable Fusion',
  async generate(request: NoteRequest): Promise<NoteResult> {
    return {
      chiefComplaint: chiefComplaintOf(request.transcript),
      section: {
        modal: 'Stable Fusion',
        note_sections: TEMPLATE_SECTIONS[request.settings.template].map((title) => ({ title, text: '' })),
        diagnostic_codes: [],
      },
    };
  },
};

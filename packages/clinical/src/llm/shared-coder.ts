import type { DiagnosticCode } from '@scribe/contracts';
import { contentWords, loadIcd10, type Icd10Index } from '../icd10.js';
import type { NoteRequest } from '../note-engine.js';
import { buildNote } from '../stable-engine.js';
import type { CodeChecker } from './llm-engine.js';

/**
 * The LLM engines' view of the shared ICD-10-CM coder. A code is kept only when it is a billable code of the
 * shipped code set (src/icd10.ts), with the official description. Kept codes are ranked: first those the
 * embedded coder also suggests for this visit (same code, then same 3-character category), then by how much of
 * their description the note talks about; the model's order breaks ties.
 */
export function sharedCoder(index: Icd10Index = loadIcd10()): CodeChecker {
  return {
    validate(code: string): DiagnosticCode | null {
      const entry = index.get(code);
      return entry?.billable ? { code: entry.code, display_name: entry.display_name } : null;
    },
    rank(codes, { request, note }) {
      const embedded = embeddedCodes(request);
      const agreement = (code: DiagnosticCode) =>
        embedded.includes(code.code) ? 2 : embedded.some((other) => other.slice(0, 3) === code.code.slice(0, 3)) ? 1 : 0;
      const noteWords = new Set(contentWords(note));
      const support = (code: DiagnosticCode) => {
        const words = [...new Set(contentWords(code.display_name))];
        return words.length === 0 ? 0 : words.filter((word) => noteWords.has(word)).length / words.length;
      };
      return codes
        .map((code, order) => ({ code, order, agreement: agreement(code), support: support(code) }))
        .sort((a, b) => b.agreement - a.agreement || b.support - a.support || a.order - b.order)
        .map(({ code }) => code);
    },
  };
}

/** The codes the embedded engine suggests for the visit; none when it cannot read the transcript. */
function embeddedCodes(request: NoteRequest): string[] {
  try {
    return buildNote(request, () => undefined).section.diagnostic_codes.map((code) => code.code);
  } catch {
    return [];
  }
}

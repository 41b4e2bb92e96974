import type { DiagnosticCode } from '@scribe/contracts';
import { contentWords, loadIcd10, type Icd10Index } from '../icd10.js';
import type { CodeChecker } from './llm-engine.js';

/**
 * The LLM engines' view of the shared ICD-10-CM coder (src/icd10.ts): a code is kept only when it is a billable
 * code of the shipped code set, with the official description; kept codes are ordered by how much of their
 * description the note itself talks about, the model's order breaking ties.
 */
export function sharedCoder(index: Icd10Index = loadIcd10()): CodeChecker {
  return {
    validate(code: string): DiagnosticCode | null {
      const entry = index.get(code);
      return entry?.billable ? { code: entry.code, display_name: entry.display_name } : null;
    },
    rank(codes, { note }) {
      const noteWords = new Set(contentWords(note));
      const support = (code: DiagnosticCode) => {
        const words = [...new Set(contentWords(code.display_name))];
        return words.length === 0 ? 0 : words.filter((word) => noteWords.has(word)).length / words.length;
      };
      return codes
        .map((code, order) => ({ code, order, support: support(code) }))
        .sort((a, b) => b.support - a.support || a.order - b.order)
        .map(({ code }) => code);
    },
  };
}

import type { DiagnosticCode } from '@scribe/contracts';
import type { Extraction } from './facts.js';
import { loadIcd10, validateCodes, type Icd10Index } from './icd10.js';
import type { CodeContext, Term } from './lexicon.js';

/** How many codes a note suggests at most. */
export const MAX_CODES = 6;

/** The code a term gets in a context (laterality, type, complications), before validation. */
export const codeFor = (term: Term, context: CodeContext): string => (typeof term.code === 'string' ? term.code : term.code(context));

/**
 * Suggested ICD-10-CM codes for a visit: the assessed problems first (the clinician's impression, then the other
 * problems discussed), then the affirmed symptoms, most-mentioned first. Never a negated or uncertain finding
 * (outpatient guidelines code the symptom, not a "possible" diagnosis). Each code is validated against the code set.
 */
export function suggestCodes(
  extraction: Pick<Extraction, 'problems' | 'symptoms'>,
  options: { index?: Icd10Index; log?: (message: string) => void } = {},
): DiagnosticCode[] {
  const index = options.index ?? loadIcd10();
  const affirmedProblems = extraction.problems.filter((p) => p.certainty === 'affirmed');
  const problemNames = affirmedProblems.map((p) => p.term.name);
  const candidates: { code: string }[] = [];
  for (const problem of affirmedProblems) {
    candidates.push({ code: codeFor(problem.term, { text: problem.context, problems: problemNames.filter((n) => n !== problem.term.name), laterality: problem.laterality }) });
  }
  const symptoms = extraction.symptoms
    .filter((s) => s.affirmed)
    .sort((a, b) => b.mentions.length - a.mentions.length || a.at - b.at);
  // With a diagnosis made, only symptoms the visit dwelt on (said more than once, or the first complaint) are coded:
  // symptoms that belong to the diagnosis are not coded apart.
  const firstSymptom = [...symptoms].sort((a, b) => a.at - b.at)[0];
  const supported = affirmedProblems.length ? symptoms.filter((s) => s === firstSymptom || s.mentions.length >= 2) : symptoms;
  for (const symptom of supported) {
    // A symptom named like a coded problem ("low back pain") is not coded twice.
    if (problemNames.includes(symptom.term.name)) continue;
    candidates.push({ code: codeFor(symptom.term, { text: symptom.context, problems: problemNames, laterality: symptom.laterality }) });
  }
  return validateCodes(candidates, options.log, index).slice(0, MAX_CODES);
}

/**
 * Codes for a list of problem names written in a note (e.g. a reference note's assessment, or an LLM engine's
 * problem list): the lexicon first, then the alphabetical index.
 */
export function codesForProblemText(problemTexts: string[], terms: Term[], index: Icd10Index = loadIcd10()): DiagnosticCode[] {
  const codes: { code: string }[] = [];
  for (const text of problemTexts) {
    const lower = text.toLowerCase();
    const term = terms.find((t) => new RegExp(String.raw`\b(?:${t.pattern})`).test(lower));
    if (term) codes.push({ code: codeFor(term, { text: lower, problems: [], laterality: /\bright\b/.test(lower) ? 'right' : /\bleft\b/.test(lower) ? 'left' : /bilateral|both/.test(lower) ? 'bilateral' : undefined }) });
    else {
      const side = /\bbilateral\b/.test(lower) ? 'bilateral' : /\bright\b/.test(lower) ? 'right' : /\bleft\b/.test(lower) ? 'left' : undefined;
      const match = index.bestMatch(lower.replace(/\b(?:right|left|bilateral)\b/g, ' '));
      if (match) codes.push({ code: index.withLaterality(match.code, side)?.code ?? match.code });
    }
  }
  return validateCodes(codes, () => {}, index);
}

import type { DiagnosticCode } from '@scribe/contracts';
import { afterProcedure, assessedOf } from './assessment.js';
import { NO_RECURRENCE, type Extraction } from './facts/index.js';
import { codeOfDiagnosis, ofDigitSaid, sideIn } from './diagnosis.js';
import { loadIcd10, validateCodes, type Icd10Index } from './icd10.js';
import { codeFor, DIABETES_DRUGS, hyperglycemiaAlso, type Laterality, type Term } from './lexicon.js';

/** How many codes a note suggests at most. */
export const MAX_CODES = 6;


/** A visit that is the annual exam itself (Z00.0-), not a follow-up that happens to be yearly. */
const ANNUAL_EXAM = /\b(?:(?:annual|yearly) (?:exam|physical|wellness|check-?up|visit)|wellness (?:exam|visit)|routine (?:exam|physical|check-?up)|physical exam)\b|^(?:(?:a|an|the|his|her|their) )?physical\.?$/;

/** The chief complaint of an injury told by the patient (facts/chief-complaint.ts): "Dog bite of the right leg.". */
const INJURY_COMPLAINT = /^(?:[a-z]+ )?(?:bite|burn|laceration) of the /;

/** The chief complaint of a cancer screening visit, and its code: "Breast cancer screening.", "Screening colonoscopy.". */
const CANCER_SCREENING: [RegExp, string][] = [
  [/\bscreening mammogram|\bmammogram screening/, 'Z12.31'],
  [/\bbreast cancer screening|\bscreening for breast cancer/, 'Z12.39'],
  [/\b(?:colon|colorectal) cancer screening|\bscreening (?:for (?:colon|colorectal) cancer|colonoscopy)|\bcolonoscopy screening/, 'Z12.11'],
  [/\bcervical cancer screening|\bscreening for cervical cancer/, 'Z12.4'],
  [/\bprostate cancer screening|\bscreening for prostate cancer/, 'Z12.5'],
  [/\blung cancer screening|\bscreening for lung cancer/, 'Z12.2'],
];

/**
 * Suggested ICD-10-CM codes for a visit, by the Official Guidelines (outpatient, Section IV): the annual exam when the
 * visit is one; the presenting symptom when no diagnosis was made of it; the problems assessed or managed, the
 * clinician's impression first. Never a negated, possible or third-party condition; never a symptom a coded
 * diagnosis explains (I.B.5); never a pair an Excludes1 note forbids (validateCodes).
 */
export function suggestCodes(extraction: Pick<Extraction, 'problems' | 'symptoms' | 'chiefComplaint' | 'facts'>, options: { index?: Icd10Index; log?: (message: string) => void } = {}): DiagnosticCode[] {
  const index = options.index ?? loadIcd10();
  const assessed = assessedOf(extraction);
  const names = assessed.problems.filter((p) => p.certainty === 'affirmed').map((p) => p.term.name);
  const candidates: { code: string }[] = [];
  const complaint = extraction.chiefComplaint?.text.toLowerCase() ?? '';
  if (ANNUAL_EXAM.test(complaint)) {
    // With abnormal findings: a problem changed or worked up today.
    const acted = extraction.facts.some((f) => f.kind === 'plan' && f.decision && !/^(?:continue|refill):/.test(f.decision));
    candidates.push({ code: acted ? 'Z00.01' : 'Z00.00' });
  }
  // A visit for a cancer screening is coded by the screening (Z12.-, Official Guidelines I.C.21.c.5), first.
  const screening = CANCER_SCREENING.find(([said]) => said.test(complaint));
  if (screening) candidates.push({ code: screening[1] });
  const symptomCode = (s: Extraction['symptoms'][number]) => codeFor(s.term, { text: s.context, problems: names, laterality: s.laterality });
  // A bilateral condition whose codes have no bilateral child is coded once for each side (I.B.13).
  const bySide = (code: string, laterality: Laterality) => {
    const own = index.get(code);
    if (laterality !== 'bilateral' || !own || /\bbilateral\b/i.test(own.display_name)) return [code];
    const both = index.withLaterality(code, 'bilateral');
    if (both && both.code !== code) return [both.code];
    const [right, left] = [index.withLaterality(code, 'right'), index.withLaterality(code, 'left')];
    return right && left && right.code !== code && left.code !== code ? [right.code, left.code] : [code];
  };
  const lesionsExamined = extraction.facts.filter((f) => f.kind === 'exam' && /\b(?:ulcer\w*|wounds?)\b/i.test(f.text)).map((f) => f.text.toLowerCase()).join(' ');
  const symptomCodes = (symptoms: Extraction['symptoms']) => symptoms.flatMap((s) => bySide(symptomCode(s), s.laterality).map((code) => ({ code })));
  for (const entry of assessed.entries) {
    if (entry.kind === 'symptom') candidates.push(...symptomCodes([entry.symptom]));
    // A possible diagnosis is coded by the presenting symptoms it would explain (IV.H).
    else if (entry.problem.certainty === 'uncertain') candidates.push(...symptomCodes(assessed.presentingOf.get(entry.problem) ?? []));
    else {
      const problem = entry.problem;
      // The site the problem was found to be of ("arthritis in that", said of the knee) is part of what is coded; so is
      // where the exam found an ulcer ("the necrotic wound on your heel"), as the code of an ulcer is by its site.
      const examined = /\bulcer/.test(problem.term.name) ? lesionsExamined : '';
      const code = codeFor(problem.term, { text: `${problem.context} ${problem.site ?? ''} ${examined}`, problems: names.filter((n) => n !== problem.term.name), laterality: problem.laterality });
      // The digit or bone the visit named ("your second metatarsal bone") specifies a code of an unspecified one.
      const entryOfCode = index.get(code);
      const coded = entryOfCode ? ofDigitSaid(entryOfCode, problem.context, index).code : code;
      const history = problem.status === NO_RECURRENCE ? historyOfCancer(coded) : undefined;
      // The surveillance visit after completed treatment is the encounter's first code, when the cancer is what the
      // visit is for (its first problem); a past cancer assessed beside today's complaint is only its history (Z85).
      if (history && entry === assessed.entries[0]) candidates.unshift({ code: 'Z08' });
      candidates.push(...(history ? [history] : bySide(coded, problem.laterality)).map((c) => ({ code: c })));
      const hyperglycemia = hyperglycemiaAlso(coded, problem.context);
      if (hyperglycemia) candidates.push({ code: hyperglycemia });
    }
  }
  // The other symptoms of the presenting symptom's likely cause, after what was assessed: they are its signs, not
  // the visit's problems.
  if (assessed.likelyCause) candidates.push(...symptomCodes(assessed.presentingOf.get(assessed.likelyCause) ?? []));
  // Surgical aftercare (Z48.89) when the visit follows a procedure and nothing else was assessed.
  if (!candidates.length && afterProcedure(extraction)) candidates.push({ code: 'Z48.89' });
  // An injury the patient came with ("a dog bit me on my right leg", "I burned my hand", "a deep cut on my thigh") and
  // nothing else assessed: coded by the injury at its site and side, as initial encounter (decision 921).
  if (!candidates.length && INJURY_COMPLAINT.test(complaint)) {
    const injury = codeOfDiagnosis(complaint.replace(/\.$/, ''), sideIn(complaint), index);
    if (injury) candidates.push({ code: injury.code });
  }
  if (candidates.some((c) => /^E(?:08|09|10|11|13)/.test(c.code))) candidates.push(...diabetesDrugCodes(extraction.facts));
  // A vaccine given at the visit is coded as the encounter for immunization, after what the visit was for (I.C.21.c.2).
  if (extraction.facts.some((f) => f.kind === 'plan' && /^Administer\b[^.]*\b(?:vaccines?|Shingrix|Prevnar|Pneumovax|Tdap|Gardasil)\b/.test(f.text))) candidates.push({ code: 'Z23' });
  // A diagnosis stated in words the code set has no entry for has no code to suggest.
  return withoutLessSpecific(validateCodes(sequencedFirst(candidates.filter((c) => c.code)), options.log, index)).slice(0, MAX_CODES);
}

/**
 * A code whose tabular entry says "use additional code" for another is sequenced before it (Official Guidelines I.A.13,
 * I.C.9.a.1–2): hypertensive heart disease with heart failure (I11.0) before the heart failure's type (I50.-),
 * hypertensive chronic kidney disease (I12.-, I13.-) before the disease's stage (N18.-).
 */
const USE_ADDITIONAL: [RegExp, RegExp][] = [
  [/^(?:I11\.0|I13\.[02])$/, /^I50/],
  [/^I1[23]\./, /^N18/],
];
/**
 * A toxic effect (T51–T65: a sting's venom, carbon monoxide) is coded first and what it caused after it: the tabular
 * says "use additional code(s) for all associated manifestations of toxic effect" (Official Guidelines I.C.19.e.5).
 * The encounter's own reason (annual exam, follow-up after treatment) stays first. Not an adverse effect of a drug
 * taken as prescribed (T36–T50), whose manifestation is sequenced first.
 */
const TOXIC_EFFECT = /^T(?:5[1-9]|6[0-5])\./;
const ENCOUNTER_REASON = /^Z0[08]/;
function sequencedFirst(candidates: { code: string }[]): { code: string }[] {
  const reasons = candidates.filter((c) => ENCOUNTER_REASON.test(c.code));
  const toxic = candidates.filter((c) => TOXIC_EFFECT.test(c.code));
  const ordered = [...reasons, ...toxic, ...candidates.filter((c) => !ENCOUNTER_REASON.test(c.code) && !TOXIC_EFFECT.test(c.code))];
  for (const [first, additional] of USE_ADDITIONAL) {
    const at = ordered.findIndex((c) => first.test(c.code));
    const other = ordered.findIndex((c) => additional.test(c.code));
    if (at < 0 || other < 0 || at < other) continue;
    const [moved] = ordered.splice(at, 1);
    ordered.splice(other, 0, moved!);
  }
  return ordered;
}

/**
 * A code is as specific as the documentation allows (Section I.B.1–3): an "unspecified" code beside a code of the same
 * category that specifies it ("Synovitis and tenosynovitis, unspecified" beside "Trigger finger, right index finger";
 * "Pain in unspecified knee" beside "Pain in right knee") says the same condition less well, and goes.
 */
function withoutLessSpecific(codes: DiagnosticCode[]): DiagnosticCode[] {
  const unspecified = (c: DiagnosticCode) => /\bunspecified\b/i.test(c.display_name);
  // A diabetes category's codes name different complications (E11.40 with E11.65, I.C.4.a): only the same complication's.
  const kind = (code: string) => code.slice(0, /^E(?:08|09|10|11|13)\./.test(code) ? 5 : 3);
  return codes.filter((c) => !unspecified(c) || !codes.some((other) => other !== c && kind(other.code) === kind(c.code) && !unspecified(other)));
}

/** The personal-history code (Z85.-) of a malignancy's code, by its site. */
const CANCER_HISTORY: [RegExp, string][] = [
  [/^C50/, 'Z85.3'], [/^C61/, 'Z85.46'], [/^C1[89]/, 'Z85.038'], [/^C2[01]/, 'Z85.048'], [/^C3[34]/, 'Z85.118'], [/^C43/, 'Z85.820'],
  [/^C44/, 'Z85.828'], [/^C56/, 'Z85.43'], [/^C53/, 'Z85.41'], [/^C5[45]/, 'Z85.42'], [/^C64/, 'Z85.528'], [/^C67/, 'Z85.51'],
  [/^C73/, 'Z85.850'], [/^C81/, 'Z85.71'], [/^C8[2-5]/, 'Z85.72'], [/^C9[1-5]/, 'Z85.6'], [/^C25/, 'Z85.07'], [/^C16/, 'Z85.028'],
  [/^C15/, 'Z85.01'], [/^C22/, 'Z85.05'],
];
const historyOfCancer = (code: string): string | undefined => (/^C/.test(code) ? (CANCER_HISTORY.find(([re]) => re.test(code))?.[1] ?? 'Z85.9') : undefined);

/**
 * The long-term use codes of the diabetes drugs the patient takes or is prescribed today: Z79.4 insulin, Z79.84 oral
 * drugs, Z79.85 injectable non-insulin drugs (both when both, I.C.4.a.3). Not for a drug stopped or not started.
 */
function diabetesDrugCodes(facts: Extraction['facts']): { code: string }[] {
  const stopped = facts.filter((f) => f.kind === 'plan' && /^discontinue /i.test(f.text)).map((f) => f.text.toLowerCase());
  const taken = facts
    .filter((f) => (f.kind === 'medication' && !/^Not currently taking/.test(f.text)) || (f.kind === 'plan' && !/^discontinue|not started|no change|^no /i.test(f.text)))
    .map((f) => f.text.toLowerCase());
  // A drug counts when it is taken or prescribed and not discontinued today ("let's stop the metformin").
  const onDrug = (drugs: RegExp) => taken.some((t) => {
    const drug = drugs.exec(t)?.[0];
    return !!drug && !stopped.some((s) => s.includes(drug));
  });
  return DIABETES_DRUGS.filter(({ drugs }) => onDrug(drugs)).map(({ longTermUse }) => ({ code: longTermUse }));
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

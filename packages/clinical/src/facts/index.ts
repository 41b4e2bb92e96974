/**
 * Reads every fact of the visit, one extractor per kind of fact. Pure: the same transcript and settings give the
 * same facts. Each fact keeps the transcript spans it came from.
 */
import type { Icd10Index } from '../icd10.js';
import { findMeasurements, measurementSentences } from '../measurements.js';
import type { Pronouns } from '../text.js';
import type { Utterance } from '../transcript.js';
import { chiefComplaintOf } from './chief-complaint.js';
import { withCompanionsHeard } from './companion.js';
import { readAgreement, readClinicianSentences, readPatientDeferral } from './clinician.js';
import { readConditions } from './conditions.js';
export { inAssessmentOrder, isMainProblem, NO_RECURRENCE } from './conditions.js';
import { NONCONTRIBUTORY_FAMILY, readHistoryAnswers, withoutBareHabits } from './history-answers.js';
import { readMedications } from './medications.js';
import { readPatientAccount } from './patient-account.js';
import { linkToProblems, promoteCounselledSmoking, promoteManagedHistory } from './problem-links.js';
import { supportOf } from './support.js';
import { readSymptoms } from './symptoms.js';
import { isHomeReading, type Extraction, type Fact } from './types.js';
import { FactList, readVisit } from './visit.js';

export { isHomeReading, PLAN_CATEGORIES } from './types.js';
export type { Extraction, Fact, FactKind, PlanCategory, Problem, SymptomFinding } from './types.js';

/**
 * A home reading the patient's own sentence already tells ("my sugars have been running around 180 in the mornings")
 * is written once, in that sentence, which says more (decision 939).
 */
function withoutHomeReadingRetold(list: FactList): void {
  const narratives = list.facts.filter((f) => f.kind === 'narrative' && !isHomeReading(f));
  for (let k = list.facts.length - 1; k >= 0; k--) {
    const fact = list.facts[k]!;
    if (!isHomeReading(fact)) continue;
    const value = /\d+(?:\/\d+)?/.exec(fact.text)?.[0];
    const retelling = narratives.find((n) => value && new RegExp(String.raw`\b${value}s?\b`).test(n.text) && n.evidence.some((e) => fact.evidence.some((h) => e.start < h.end && h.start < e.end)));
    if (!retelling) continue;
    // The sentence that tells the reading weighs as the reading did, so that the history's cap keeps it.
    retelling.weight = Math.max(retelling.weight ?? 0, fact.weight ?? 0);
    list.facts.splice(k, 1);
  }
}

export function extractFacts(said: Utterance[], options: { dictation: boolean; pronouns: Pronouns; icd10?: Icd10Index }): Extraction {
  const utterances = withCompanionsHeard(said, options.pronouns);
  const visit = readVisit(utterances, options);
  const list = new FactList();
  const symptoms = readSymptoms(visit, list);
  const { problems, history, historyMentions } = readConditions(visit, list);
  readMedications(visit, list);
  const measurements = findMeasurements(utterances);
  // A reading the patient took at home is history, told in the present illness; today's readings are the exam's
  // (decision 939). Weighed above any other history sentence: a number is what a history most often loses.
  for (const m of measurementSentences(measurements)) {
    const home = m.label.startsWith('Home ');
    list.add({ kind: home ? 'narrative' : m.kind === 'vital' ? 'vital' : 'result', text: m.text, evidence: m.spans, essential: true, ...(home ? { weight: 10 } : {}) });
  }
  readClinicianSentences(visit, list, measurements);
  readHistoryAnswers(visit, list);
  readPatientAccount(visit, list);
  withoutHomeReadingRetold(list);
  readPatientDeferral(visit, list);
  readAgreement(visit, list);
  promoteManagedHistory(list.facts, problems, historyMentions, visit);
  promoteCounselledSmoking(list.facts, problems, visit);
  linkToProblems(list.facts, problems, visit, symptoms);
  // "Family history is noncontributory" answers one question; a relative's condition said elsewhere contradicts it.
  const familyHistoryGiven = list.facts.some((f) => f.kind === 'family' && !/^(?:Denies|Family history is noncontributory)/.test(f.text));
  const facts = withoutBareHabits(withoutRegimenRestated([...list.facts].filter((f) => !(familyHistoryGiven && f.text === NONCONTRIBUTORY_FAMILY)))).sort((a, b) => a.at - b.at);
  return { facts, problems, symptoms, history, chiefComplaint: chiefComplaintOf(utterances, symptoms, problems, options.dictation), support: supportOf(facts, problems, { symptoms }, visit) };
}

/**
 * "We're not gonna change anything. You're gonna keep taking the Effexor.": the regimen kept is said once for a problem,
 * by the drug continued when one is named, else once ("Continue current medications." and "No changes to the current
 * regimen." say the same).
 */
const KEPT_AS_IS = /^(?:No changes to the current regimen|Continue current medications)\b/;
function withoutRegimenRestated(facts: Fact[]): Fact[] {
  const plans = facts.filter((f) => f.kind === 'plan');
  return facts.filter((f) => {
    if (f.kind !== 'plan' || !KEPT_AS_IS.test(f.text)) return true;
    const same = plans.filter((o) => o !== f && o.problem === f.problem);
    if (same.some((o) => /^Continue (?!current medications)/.test(o.text))) return false;
    return !same.some((o) => KEPT_AS_IS.test(o.text) && plans.indexOf(o) < plans.indexOf(f));
  });
}

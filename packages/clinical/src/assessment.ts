/**
 * What the Assessment lists, and so what is coded: one rule for the note and the codes, so that they agree.
 *
 * - The problems the clinician assessed (stated as an impression or taken up in the assessment and plan) or
 *   managed (a plan item belongs to them). A condition only mentioned is history, not a problem of the visit.
 * - The presenting symptom, when the clinician made no diagnosis of it (Official Guidelines IV.H and I.B.4: code
 *   the sign or symptom, not a possible diagnosis).
 * - Without any problem, the symptoms the visit was about.
 */
import { inAssessmentOrder, type Extraction, type Problem, type SymptomFinding } from './facts/index.js';
import { explainedBy } from './integral.js';

export interface Assessed {
  /** The presenting symptom that stays a problem of its own, written and coded first. */
  presenting?: SymptomFinding;
  /** The possible diagnosis said to explain it ("left shoulder pain, likely rotator cuff tendinopathy"), not coded. */
  likelyCause?: Problem;
  problems: Problem[];
  /**
   * The reported symptoms a possible diagnosis of the Assessment (or the likely cause of the presenting symptom) would
   * explain ("tingling and numbness, possible transient ischemic attack"): coded in its place, as the diagnosis is not
   * (IV.H).
   */
  presentingOf: Map<Problem, SymptomFinding[]>;
  /** Symptoms listed because no problem was named, or because the clinician numbered them as problems. */
  symptoms: SymptomFinding[];
  /** All of the above in the Assessment's order: the clinician's numbering, else presenting symptom, diagnoses, the rest. */
  entries: Entry[];
}

export type Entry = { kind: 'symptom'; symptom: SymptomFinding } | { kind: 'problem'; problem: Problem };

/** A problem is in the Assessment when the clinician assessed it (conditions.ts decides) or a plan item manages it. */
const isAssessed = (problem: Problem, managed: ReadonlySet<string>) =>
  problem.certainty === 'uncertain' ? problem.rank <= 1 && !onlyAsComplication(problem) : problem.assessed || managed.has(problem.term.name);

/** What may come of a condition or of not treating it: "you can also develop arthritis in that foot", "a risk of…". */
const COMPLICATION_BEFORE = /\b(?:can|could|may|might|would|will)(?: also| eventually| even| later)? (?:develop|lead to|get|cause|result in|end up with)\b[^.?!]{0,40}$|\brisks? (?:of|for)\b[^.?!]{0,30}$/;

/**
 * A possible condition named only as what may come later ("if you don't have the surgery … you can also develop
 * arthritis in that foot") is a risk explained to the patient, not a possible diagnosis of the visit.
 */
function onlyAsComplication(problem: Problem): boolean {
  if (!problem.term.pattern) return false;
  const said = [...problem.context.matchAll(new RegExp(String.raw`\b(?:${problem.term.pattern})`, 'g'))];
  return said.length > 0 && said.every((m) => COMPLICATION_BEFORE.test(problem.context.slice(Math.max(0, m.index - 80), m.index)));
}

/** Symptoms of being unwell at all, which say nothing of which diagnosis is possible: not coded in its place. */
const GENERAL = /^(?:fever|chills|fatigue|muscle aches|diaphoresis|malaise|weakness)$/;

const SITE = /\b(?:back|neck|knee|hip|shoulder|ankle|wrist|elbow|foot|feet|toe)\b/g;
const SITED = new RegExp(SITE.source);
const JOINT_DISEASE = /arthritis|gout|tendinitis|bursitis/;


export function assessedOf(extraction: Pick<Extraction, 'problems' | 'symptoms' | 'chiefComplaint' | 'facts'>): Assessed {
  const managed = new Set(extraction.facts.filter((f) => (f.kind === 'plan' || f.kind === 'instruction') && f.problem).map((f) => f.problem!));
  const complaint = extraction.chiefComplaint?.text.toLowerCase() ?? '';
  // The condition the visit is for ("told me you had this ulcer on your foot") is assessed once the clinician affirms it.
  const isComplaint = (p: Problem) => p.certainty === 'affirmed' && !!p.term.pattern && new RegExp(String.raw`\b(?:${p.term.pattern})`).test(complaint);
  const problems = extraction.problems.filter((p) => isAssessed(p, managed) || isComplaint(p));
  // A joint disease named without its site takes the site said with it ("your knee pain is a flare of your arthritis").
  const affirmed = problems.filter((p) => p.certainty === 'affirmed').map((p) => (JOINT_DISEASE.test(p.term.name) && !SITED.test(p.term.name) ? `${p.term.name} ${p.site ?? ''} ${(p.context.match(SITE) ?? []).join(' ')}` : p.term.name));
  const reported = extraction.symptoms.filter((s) => s.affirmed);
  const unexplained = (s: SymptomFinding) => !explainedBy(s.term.name, affirmed);
  // The presenting symptom: the one the clinician numbered first, else the chief complaint's. It stays a problem of its
  // own unless an affirmed diagnosis explains it (knee pain and a knee sprain; not knee pain and diabetes). Without a
  // numbering, the clinician's stated diagnosis of the visit (rank 0) is taken to answer the complaint too.
  const numberedFirst = reported.find((s) => s.order === 1);
  const diagnosed = problems.some((p) => p.certainty === 'affirmed' && (numberedFirst ? p.order === 1 : p.rank === 0));
  const presentingSymptom = numberedFirst ?? reported.find((s) => complaint.includes(s.term.name));
  const presenting = presentingSymptom && !diagnosed && unexplained(presentingSymptom) ? presentingSymptom : undefined;
  // A possible diagnosis of the presenting symptom is written with it, as its likely cause; the symptom is coded (IV.H).
  const likelyCause = presenting && problems.find((p) => p.certainty === 'uncertain' && explainedBy(presenting.term.name, [p.term.name]));
  if (likelyCause) problems.splice(problems.indexOf(likelyCause), 1);
  // Other symptoms the assessment took up as problems; without any problem, the symptoms the visit was about.
  const takenUp = reported.filter((s) => s.takenUp && s !== presentingSymptom && unexplained(s));
  const symptoms = problems.length || presenting ? takenUp : [...reported].sort((a, b) => b.mentions.length - a.mentions.length || a.at - b.at).slice(0, 3);
  // Each possible diagnosis takes the reported symptoms it would explain that nothing above has taken.
  const presentingOf = new Map<Problem, SymptomFinding[]>();
  const taken = new Set<SymptomFinding>([...(presentingSymptom ? [presentingSymptom] : []), ...symptoms]);
  for (const problem of [...(likelyCause ? [likelyCause] : []), ...problems.filter((p) => p.certainty === 'uncertain')]) {
    const own = reported.filter((s) => !taken.has(s) && !GENERAL.test(s.term.name) && unexplained(s) && explainedBy(s.term.name, [problem.term.name])).slice(0, 2);
    own.forEach((s) => taken.add(s));
    if (own.length) presentingOf.set(problem, own);
  }
  const numberedMain = [...problems, ...reported].some((x) => x.order === 1);
  // "For this first problem of your tick bite, my concern is that you might have Lyme disease": a first problem said as
  // possible is not coded (IV.H), and the clinician's affirmed diagnosis of the visit stays main beside it.
  const firstIsPossible = problems.some((p) => p.order === 1 && p.certainty === 'uncertain');
  const isMainProblem = (p: Problem) => (numberedMain ? p.order === 1 || (firstIsPossible && p.rank === 0) : p.rank === 0 && p.certainty === 'affirmed');
  const isMain = (e: Entry) => (e.kind === 'symptom' ? (numberedMain ? e.symptom.order === 1 : e.symptom === presenting) : isMainProblem(e.problem));
  const entries = inAssessmentOrder(
    [
      ...(presenting ? [{ kind: 'symptom' as const, symptom: presenting, discussedAt: presenting.discussedAt }] : []),
      ...problems.map((problem) => ({ kind: 'problem' as const, problem, discussedAt: problem.discussedAt })),
      ...symptoms.map((symptom) => ({ kind: 'symptom' as const, symptom, discussedAt: symptom.discussedAt })),
    ],
    isMain,
  );
  return { presenting, likelyCause, problems, presentingOf, symptoms, entries };
}

/** The procedure a post-procedure visit follows ("Follow-up after bilateral reduction mammoplasty"), if it is one. */
export function afterProcedure(extraction: Pick<Extraction, 'chiefComplaint'>): string | undefined {
  return /^follow-up after (.+?)\.?$/i.exec(extraction.chiefComplaint?.text ?? '')?.[1];
}

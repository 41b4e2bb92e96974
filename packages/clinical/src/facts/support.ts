/**
 * What supports each problem in the Assessment: the data a clinician restates under a diagnosis (the blood
 * pressure under hypertension, the A1c under diabetes, the echocardiogram under heart failure) and what the patient
 * said about it ("still forgetting to take her blood pressure medication").
 */
import { explainedBy } from '../integral.js';
import { SYMPTOMS } from '../lexicon.js';
import { isHomeReading, type Extraction, type Fact, type Problem } from './types.js';
import { joinList, type Visit } from './visit.js';

/** The data of a musculoskeletal problem: imaging and exam, each of one body site. */
const SITE_DATA = /\b(?:x-ray|mri|range of motion|tender\w*|swelling|effusion|strength)\b/i;

/** Measurements and tests by the problems they inform, as a clinician reads them. */
const INFORMS: [RegExp, RegExp][] = [
  [/hypertension/, /\bblood pressure\b/i],
  [/diabetes|hyperglycemia/, /\b(?:hemoglobin a1c|a1c|glucose|blood sugar|sugars?)\b/i],
  [/hyperlipidemia|cholesterol/, /\b(?:cholesterol|ldl|hdl|triglycerides|lipid panel)\b/i],
  [/heart failure|cardiomyopathy/, /\b(?:ejection fraction|echocardiogram|bnp|edema|weight)\b/i],
  [/kidney/, /\b(?:creatinine|egfr|kidney function)\b/i],
  [/anemia/, /\b(?:hemoglobin(?! a1c)|hematocrit|iron|ferritin)\b/i],
  [/thyroid/, /\b(?:tsh|thyroid)\b/i],
  [/atrial fib|flutter|palpitation/, /\b(?:ekg|ecg|electrocardiogram|heart rate|holter)\b/i],
  [/copd|asthma|pneumonia|bronchitis|shortness of breath|cough/, /\b(?:oxygen saturation|chest x-ray|x-ray|spirometry|pft|wheez\w*|lungs?)\b/i],
  [/depress/, /\bphq-9\b/i],
  [/anxiety/, /\bgad-7\b/i],
  [/gout/, /\buric acid\b/i],
  [/chest pain|coronary|angina/, /\b(?:ekg|ecg|stress test|troponin|catheterization|echocardiogram)\b/i],
  [/knee|hip|shoulder|ankle|wrist|elbow|back|neck|osteoarthritis|fracture|sprain/, SITE_DATA],
];

/** Lay words a patient uses for a problem ("blood pressure" for hypertension, "sugar" for diabetes). */
const SAID_AS: [RegExp, RegExp][] = [
  [/hypertension/, /\bblood pressure\b/],
  [/diabetes/, /\b(?:sugars?|diabet\w*|insulin|metformin)\b/],
  [/heart failure/, /\b(?:heart failure|fluid|swelling|salt|sodium|diet)\b/],
  // Talking therapy, not the physical, occupational or speech therapy of another problem.
  [/depress/, /\b(?:depress\w*|mood|(?<!(?:physical|occupational|speech|respiratory|infusion|radiation) )therapy|counsel\w*)\b/],
  [/anxiety/, /\b(?:anxi\w*|worry|worried|panic)\b/],
  [/hyperlipidemia/, /\b(?:cholesterol|statin|diet)\b/],
];

/** Body sites: the words a diagnosis names them by, and the words a history or exam names them by. */
const BODY_SITES: [RegExp, RegExp][] = [
  [/lumbar|lower back|\bback\b|spine|sciatica|disc/, /\b(?:back|spine|lumbar|leg|straight leg)\b/i],
  [/\bneck|cervical/, /\b(?:neck|cervical)\b/i],
  [/\bknee|menisc|cruciate|collateral|patell|\b[ampl]cl\b/, /\bknee\b/i],
  [/\bankle/, /\bankle\b/i],
  [/\bfoot|metatars|toe|heel|plantar/, /\b(?:foot|feet|toe|heel)\b/i],
  [/\bhip\b/, /\bhip\b/i],
  [/\bshoulder|rotator/, /\bshoulder\b/i],
  [/\belbow|epicondyl/, /\belbow\b/i],
  [/\bwrist|radius|colles|carpal/, /\b(?:wrist|hand)\b/i],
  [/\bfinger|phalanx|thumb|hand/, /\b(?:finger|thumb|hand|phalan\w*|metacarp\w*|knuckles?)\b/i],
  // The abdomen is a site too, so that its tenderness does not support a knee's problem (an organ's diagnosis, reflux
  // or gallstones, is not supported by any tenderness of the belly: which quadrant matters).
  [/\babdominal\b/, /\b(?:abdom\w*|quadrant|epigastri\w*|belly|stomach)\b/i],
];

const SYMPTOM_NAMES = SYMPTOMS.map((t) => t.name);

const SUPPORTING: ReadonlySet<Fact['kind']> = new Set(['result', 'vital', 'exam', 'narrative', 'symptom', 'progress']);

/** The facts that support each problem (by name), most informative first: results and measurements, then the patient's account. */
export function supportOf(facts: Fact[], problems: Problem[], extraction: Pick<Extraction, 'symptoms'>, visit: Visit): Map<string, Fact[]> {
  const support = new Map<string, Fact[]>();
  const siteOfProblem = new Map(problems.map((p) => [p.term.name, p.site]));
  const mentionUtterances = new Map<string, Set<number>>();
  for (const problem of problems) mentionUtterances.set(problem.term.name, new Set(problem.mentions.map((m) => m.utterance)));
  // The names a problem was said by: a pituitary lesion found to be an adenoma is supported by "MRI shows pituitary lesion".
  const saidNames = new Map(problems.map((p) => [p.term.name, [...new Set([p.term.name, ...p.mentions.map((m) => m.term.name)])]]));
  for (const symptom of extraction.symptoms.filter((s) => s.affirmed)) mentionUtterances.set(symptom.term.name, new Set(symptom.mentions.map((m) => m.utterance)));
  const utteranceOf = (start: number) => visit.utterances.findIndex((u) => u.start <= start && start < u.end);
  const siteOf = (name: string) => BODY_SITES.find(([re]) => re.test(name) || re.test(siteOfProblem.get(name) ?? ''));
  const belongs = (symptom: string, name: string) => symptom === name || !!siteOf(name)?.[1].test(symptom) || explainedBy(symptom, [name]);
  const owners = ownersOf(problems, visit, belongs);
  const problemNames = new Set(problems.map((p) => p.term.name));
  for (const [name, utterances] of mentionUtterances) {
    const informs = INFORMS.filter(([problem]) => problem.test(name)).map(([, data]) => data);
    // A diagnosis of a body site ("lumbar strain", "knee sprain") is supported by what was said of that site.
    const site = siteOf(name);
    if (site) informs.push(site[1]);
    // An x-ray of the back says nothing of the knee's arthritis: a test or exam of another body site does not support it.
    const ofAnotherSite = (fact: Fact) => {
      const said = `${fact.text} ${fact.evidence.map((e) => visit.utterances[utteranceOf(e.start)]?.lower ?? '').join(' ')}`;
      const sites = BODY_SITES.filter(([, words]) => words.test(said));
      return sites.length > 0 && (!site || !sites.includes(site));
    };
    const belongsTo = (symptom: string) => belongs(symptom, name);
    const saidAs = SAID_AS.filter(([problem]) => problem.test(name)).map(([, words]) => words);
    const related = facts.filter((fact) => {
      if (!SUPPORTING.has(fact.kind)) return false;
      const lower = fact.text.toLowerCase();
      if (fact.kind === 'result' || fact.kind === 'vital' || fact.kind === 'exam' || isHomeReading(fact)) {
        const informing = informs.filter((re) => re.test(lower));
        const bySiteOnly = informing.length > 0 && informing.every((re) => re === SITE_DATA || re === site?.[1]);
        if (informing.length) return !(bySiteOnly && ofAnotherSite(fact));
      }
      // The patient's own account of this one symptom (with its duration, severity…); the other symptoms are
      // listed below, only those that belong to the problem.
      if (fact.kind === 'symptom') {
        const named = SYMPTOM_NAMES.filter((symptom) => lower.includes(symptom));
        return named.length === 1 && belongsTo(named[0]!);
      }
      const at = utteranceOf(fact.evidence[0]!.start);
      return utterances.has(at) || saidAs.some((re) => re.test(lower)) || (saidNames.get(name) ?? [name]).some((n) => lower.includes(n));
    });
    // A symptom supports the diagnosis it is part of (Official Guidelines I.B.5): back pain under a kidney stone. Listed
    // by name, not by copying the history's sentence, which also names symptoms of other problems.
    const covered = related.filter((f) => f.kind === 'symptom').map((f) => f.text.toLowerCase());
    const belonging = extraction.symptoms.filter(
      (s) => s.affirmed && s.term.name !== name && !covered.some((c) => c.includes(s.term.name)) && belongsTo(s.term.name) && (!problemNames.has(name) || owners(s).includes(name)),
    );
    if (belonging.length) {
      related.push({
        kind: 'symptom',
        text: `Symptoms include ${joinList(belonging.map((s) => s.term.name))}.`,
        evidence: belonging.map((s) => ({ start: s.mentions[0]!.start, end: s.mentions[0]!.end })).sort((a, b) => a.start - b.start),
        at: Math.min(...belonging.map((s) => s.at)),
        essential: false,
      });
    }
    const weight = (f: Fact) => (f.kind === 'result' || f.kind === 'vital' || isHomeReading(f) ? 0 : f.kind === 'symptom' ? 1 : f.kind === 'exam' ? 2 : 3);
    support.set(name, related.sort((a, b) => weight(a) - weight(b) || a.at - b.at));
  }
  return support;
}

/**
 * The problems a symptom is listed under. A symptom that several of the visit's problems explain belongs to the one
 * it was said with: "my arthritis is starting to get better … so the joint pain has been going away" is the
 * arthritis', not the gout's that the clinician asked about later. "With" is in the same speaker turn as a naming of the
 * problem (in the history as in the assessment) or the turn just before or after, the nearest first; said apart from all of them, the
 * symptom stays with each.
 */
function ownersOf(problems: Problem[], visit: Visit, belongs: (symptom: string, problem: string) => boolean) {
  const namedAt = new Map(
    problems.map((p) => {
      const names = [...new Set([p.term, ...p.mentions.map((m) => m.term)])].map((t) => new RegExp(String.raw`\b(?:${t.pattern})`));
      const at = visit.utterances.flatMap((u) => (names.some((re) => re.test(u.lower)) ? [u.turn] : []));
      return [p, [...at, ...p.mentions.map((m) => visit.utterances[m.utterance]!.turn)]];
    }),
  );
  return (symptom: Extraction['symptoms'][number]): string[] => {
    const claimants = problems.filter((p) => belongs(symptom.term.name, p.term.name));
    if (claimants.length <= 1) return claimants.map((p) => p.term.name);
    const said = symptom.mentions.map((m) => visit.utterances[m.utterance]!.turn);
    const distance = (p: Problem) => Math.min(...namedAt.get(p)!.flatMap((at) => said.map((u) => Math.abs(u - at))));
    // Said in the same breath: the same speaker turn or the one before or after; otherwise any of them may own it.
    const nearest = Math.min(...claimants.map(distance));
    return claimants.filter((p) => nearest > 1 || distance(p) === nearest).map((p) => p.term.name);
  };
}

/**
 * Which problem each plan item and reasoning sentence belongs to: the problem a medication treats (lisinopril →
 * hypertension), else the problem named in the same sentence, else the one the clinician was last discussing.
 */
import { explainedBy } from '../integral.js';
import { CONDITIONS, DIABETES_DRUGS } from '../lexicon.js';
import { sentence } from '../text.js';
import type { Mention } from '../findings.js';
import type { Fact, Problem, SymptomFinding } from './types.js';
import { announcedAsTopic, orderOf, type Visit } from './visit.js';

/**
 * What antibiotics treat and a culture is taken of: an infection, or a wound or ulcer that may be infected — never
 * the diabetes or the artery disease the ulcer comes of ("continue your antibiotics", "get the culture back" in the
 * plan of a diabetic foot ulcer belong to the ulcer).
 */
const INFECTED = /infection|pneumonia|sinusitis|otitis|pharyngitis|cellulitis|cystitis|(?<!chronic )bronchitis|abscess|osteomyelitis|ulcer|wound/;

/** Medications (and the tests that go with them) by the problems they treat, as a clinician would group a plan. */
const TREATS: [RegExp, RegExp][] = [
  [/\b(?:lisinopril|zestril|prinivil|losartan|cozaar|valsartan|diovan|olmesartan|benicar|irbesartan|avapro|telmisartan|micardis|enalapril|vasotec|ramipril|altace|benazepril|lotensin|amlodipine|norvasc|nifedipine|procardia|hydrochlorothiazide|hctz|microzide|chlorthalidone|hygroton|atenolol|tenormin|labetalol|clonidine|hydralazine)\b/, /hypertension|heart failure/],
  [/\b(?:furosemide|lasix|bumetanide|bumex|torsemide|demadex|spironolactone|aldactone|eplerenone|entresto|sacubitril|carvedilol|coreg|metoprolol|toprol|lopressor|digoxin)\b/, /heart failure|hypertension|atrial fibrillation|coronary/],
  [new RegExp(DIABETES_DRUGS.map(({ drugs }) => drugs.source).join('|')), /diabetes/],
  [/\b(?:atorvastatin|lipitor|rosuvastatin|crestor|simvastatin|pravastatin|lovastatin|ezetimibe|zetia|fenofibrate)\b/, /hyperlipidemia|coronary/],
  [/\b(?:apixaban|eliquis|rivaroxaban|xarelto|warfarin|coumadin|dabigatran|diltiazem|amiodarone|flecainide|sotalol)\b/, /atrial fib|flutter|thrombosis|embolism/],
  [/\b(?:albuterol|salbutamol|proair|ventolin|fluticasone|flovent|advair|symbicort|budesonide|beclometh?asone|clenil|qvar|montelukast|singulair|tiotropium|spiriva|ipratropium|atrovent|combivent|duoneb|trelegy|breo|anoro|incruse)\b/, /asthma|copd|bronchitis|emphysema/],
  [/\b(?:hydrocortisone|betamethasone|betnovate|triamcinolone|clobetasol|mometasone|diprobase|dermol|emollients?)\b/, /eczema|dermatitis|psoriasis/],
  [/\b(?:omeprazole|prilosec|pantoprazole|protonix|esomeprazole|nexium|lansoprazole|famotidine|pepcid)\b/, /reflux|gastritis|ulcer/],
  [/\b(?:levothyroxine|thyroxine|synthroid)\b/, /hypothyroid/],
  [/\b(?:sertraline|zoloft|fluoxetine|prozac|escitalopram|lexapro|citalopram|celexa|paroxetine|paxil|venlafaxine|effexor|duloxetine|cymbalta|bupropion|wellbutrin|mirtazapine|remeron|buspirone|buspar)\b/, /depress|anxiety|panic|stress/],
  [/\b(?:allopurinol|colchicine|febuxostat)\b/, /gout/],
  [/\b(?:fexofenadine|allegra|cetirizine|zyrtec|loratadine|claritin|chlorphenamine|piriton|diphenhydramine|benadryl|hydroxyzine|antihistamines?)\b/, /urticaria|hives|rhinitis|allerg|eczema|dermatitis|itch|angioedema|sting/],
  [/\b(?:gabapentin|neurontin|pregabalin|lyrica)\b/, /neuropathy|radiculopathy|sciatica|pain/],
  // Quitting smoking and what helps it: the nicotine dependence's plan, whatever else it will help (decision 821).
  [/\b(?:smok\w*|tobacco|cigarettes?|nicotine|chantix|varenicline)\b/, /nicotine|tobacco/],
  [/\b(?:amoxicillin|augmentin|azithromycin|doxycycline|cephalexin|keflex|ciprofloxacin|levofloxacin|nitrofurantoin|macrobid|trimethoprim|bactrim|clindamycin|penicillin|antibiotics?)\b/, INFECTED],
  // A culture is taken of what may be infected: the wound's, the urine's, the blood's; an abscess ruled out on exam is
  // the infection's question too (decision 829).
  [/\b(?:cultures?|abscess|fluctuan\w*)\b/, INFECTED],
  // What eases a joint, a tendon or a back: the musculoskeletal problem's plan (decision 823).
  [/\b(?:meloxicam|mobic|ibuprofen|advil|motrin|naproxen|aleve|naprosyn|diclofenac|voltaren|celecoxib|celebrex|nsaids?|anti-?inflammator\w*|steroid injection|cortisone injection|physical therapy)\b/, /arthritis|sprain|strain|tendin|bursitis|fracture|tear|sciatica|radiculopathy|disc|back pain|knee pain|shoulder pain|hip pain|joint pain|neck pain/],
  // The sugars watched: the diabetes's plan (decision 829).
  // …and its A1c, repeated or checked (decision 862).
  [/\b(?:(?:blood )?sugars?|glucose|glucometer|(?:hemoglobin )?a1c)\b/, /diabetes|hyperglycemia|hypoglycemia/],
  // Salt kept down and the weight watched: the heart failure's or the pressure's plan, not the next problem's (decision 822).
  [/\b(?:salt|sodium(?! oxalate)|fluid restriction|weigh(?:ing)? (?:yourself|herself|himself|themselves)|daily weights?|gains? (?:more than |over )?(?:\d+|two|three|four|five) (?:pounds?|lbs?|kilos?|kg) (?:in a|a|per|overnight))\b/, /heart failure|hypertension/],
];

/** The problem of the visit a drug named treats ("the sertraline" → depression), the first that is affirmed. */
export function problemTreatedBy(said: string, problems: Problem[]): Problem | undefined {
  const treated = TREATS.find(([drug]) => drug.test(said))?.[1];
  return treated && problems.find((p) => p.certainty === 'affirmed' && treated.test(p.term.name));
}

/** The plan heading of what is done for prevention, not for a problem (decision 825). */
const HEALTH_MAINTENANCE_TOPIC = 'health maintenance';
// …and the screening a patient is due for by age: "you're 52, so you're due for a colonoscopy" (decision 825).
const HEALTH_MAINTENANCE = /\b(?:annual (?:exam|physical|visit)|health maintenance|preventive (?:care|health)|immuni[sz]ations?|vaccin\w*|flu shot|(?:shingles|pneumonia|tetanus|covid) shot|due for|screening)\b/;
const sentenceOf = (visit: Visit, span: { start: number }) => visit.utterances.find((u) => u.start <= span.start && span.start < u.end)?.lower ?? '';

/** The clinician's sentence before the one a span is in. */
const sentenceBeforeOf = (visit: Visit, span: { start: number }) => {
  const at = visit.utterances.findIndex((u) => u.start <= span.start && span.start < u.end);
  return at > 0 ? visit.utterances[at - 1]!.lower : '';
};

const LINKED: ReadonlySet<Fact['kind']> = new Set(['plan', 'instruction', 'impression']);

export function linkToProblems(facts: Fact[], problems: Problem[], visit: Visit, symptoms: SymptomFinding[] = []): void {
  const named = problems.filter((p) => p.certainty === 'affirmed' || p.rank === 0);
  if (!named.length) return;
  const saidBy = (found: { term: { name: string }; mentions: Mention[] }) =>
    found.mentions.filter((m) => visit.dictation || visit.utterances[m.utterance]!.speaker !== 'patient').map((m) => ({ name: found.term.name, at: m.start, end: m.end }));
  const mentions = named.flatMap(saidBy).sort((a, b) => a.at - b.at);
  // A symptom the assessment takes up as a problem of its own ("for your back pain, stay on the Neurontin") owns
  // what is decided for it in the same sentence.
  const diagnoses = named.filter((p) => p.certainty === 'affirmed').map((p) => p.term.name);
  const takenUp = symptoms.filter((s) => s.affirmed && s.takenUp && !explainedBy(s.term.name, diagnoses));
  const symptomMentions = takenUp.flatMap(saidBy);
  // Where the assessment names such a symptom as its topic ("so for your first problem, the difficulty urinating"),
  // the plan that follows is its plan; the clinician's naming is no report, so it is not among the symptom's mentions.
  const symptomTopics = visit.mentions
    .filter((m) => m.type === 'symptom' && m.certainty !== 'negated' && takenUp.some((s) => s.term === m.term))
    .filter((m) => m.utterance >= visit.assessmentFrom && (visit.dictation || visit.utterances[m.utterance]!.speaker !== 'patient') && (orderOf(visit, m) !== undefined || announcedAsTopic(visit, m)))
    .map((m) => ({ name: m.term.name, at: m.start, end: m.end }));
  // "Most likely biliary colic from gallstones. I want to get an ultrasound…": a possible diagnosis said by the
  // clinician is the topic of the symptom it would explain (the first reported), under which the note writes it
  // (decision 824).
  const causeTopics = problems
    .filter((p) => p.certainty === 'uncertain' && !named.includes(p))
    .flatMap((p) => {
      const explained = symptoms.filter((s) => s.affirmed && explainedBy(s.term.name, [p.term.name])).sort((a, b) => a.at - b.at)[0];
      // Beside a diagnosis made of the same symptom ("you have gastritis … and you may also have some reflux"), the
      // plan is that diagnosis's.
      const diagnosed = explained && diagnoses.find((d) => explainedBy(explained.term.name, [d]));
      // Not "…an ultrasound to rule out any gallstones": a diagnosis to exclude is no topic.
      const excluded = (m: { at: number }) => RULED_OUT_BEFORE.test(sentenceBefore(visit, m.at));
      return explained ? saidBy(p).filter((m) => !excluded(m)).map((m) => ({ ...m, name: diagnosed ?? explained.term.name })) : [];
    });
  // A condition only mentioned (a history the clinician did not assess) is no second problem.
  const assessed = named.filter((p) => p.assessed);
  const sole = assessed.length === 1 && assessed[0]!.rank <= 1 ? assessed[0]! : undefined;
  const soleProblem = sole && symptoms.every((s) => !s.affirmed || explainedBy(s.term.name, [sole.term.name])) ? sole : undefined;
  // …unless it numbers its problems ("Number one, type 2 diabetes. … Number two, hypertension."): then each plan
  // follows its problem, as in speech (decision 828).
  const numbered = visit.dictation && visit.utterances.some((u) => /^\W*(?:number|problem(?: number)?|#)\s*(?:one|two|1|2)\b/.test(u.lower));
  for (const fact of facts) {
    if (!LINKED.has(fact.kind) || fact.problem) continue;
    const lower = fact.text.toLowerCase();
    const span = fact.evidence[0]!;
    const sentenceMentions = [...mentions, ...symptomMentions].filter((m) => m.at >= span.start && m.end <= fact.evidence.at(-1)!.end).sort((a, b) => a.at - b.at);
    // "Do yoga for the depression, and for your back pain, stay on the Neurontin": a drug goes with the problem named
    // last before it in the sentence.
    const drugAt = subjectAt(visit, fact);
    // "This will be a great step, especially since you have a history of gout": a condition given as the reason for what
    // is said is not what the reasoning is about.
    // "Since you have reflux, I'd rather not have you on ibuprofen": nor what a decision is made around (decision 823).
    const about = (m: { at: number }) => !namedAsReason(visit, m);
    const inSentence = (drugAt !== undefined ? sentenceMentions.filter((m) => m.end <= drugAt).at(-1) : undefined) ?? sentenceMentions.find((m) => mentions.includes(m) && about(m));
    // A dictation lists its plan after its assessment: no problem to read off the order of speech.
    // A symptom the assessment takes up ("for your first problem, the difficulty urinating") is a topic too.
    const topics = [...mentions, ...symptomTopics, ...(fact.kind === 'impression' ? [] : causeTopics)].sort((a, b) => a.at - b.at);
    const near = visit.dictation && !numbered ? [] : topics.filter((m) => m.at <= span.end && span.start - m.at < 1200 && about(m));
    const before = near.filter((m) => !namedAsCause(visit, m)).at(-1) ?? near.at(-1);
    // A drug goes with a problem it treats, the one under discussion when it treats several (lisinopril: hypertension, heart failure).
    const treated = TREATS.find(([drug]) => drug.test(lower));
    const treats = treated ? named.filter((p) => treated[1].test(p.term.name.toLowerCase())).map((p) => p.term.name) : [];
    const byDrug = treats.find((name) => name === before?.name) ?? treats[0];
    // "For your annual exam, you're due for a mammogram" opens a topic of its own.
    // "…due for a colonoscopy. I'll put in a referral to GI for that.": "for that" points back to the sentence before.
    const pointsBack = /\b(?:for|with|about) (?:that|this|it)\b/.test(sentenceOf(visit, span));
    const ownTopic = !inSentence && (HEALTH_MAINTENANCE.test(sentenceOf(visit, span)) || (pointsBack && HEALTH_MAINTENANCE.test(sentenceBeforeOf(visit, span))));
    // A visit about one problem has one plan: what is decided before the clinician names it again ("the only way to
    // know that is a kidney ultrasound") is still its plan. Not so beside a symptom it does not explain (knee pain in
    // a visit whose one named condition is the diabetes): that symptom may be what the item is for.
    const only = fact.kind !== 'impression' && soleProblem ? soleProblem.term.name : undefined;
    // "If you get more short of breath, go to the emergency room": a warning goes with the problem whose symptom it
    // names, not with the one discussed last (decision 821).
    const warned = fact.kind === 'instruction' && !inSentence && /\bif\b/.test(lower) ? warnedSymptoms(visit, fact) : [];
    const warnsOf = warned.length && !(before && warned.some((s) => warnsAbout(s, before.name))) ? named.find((p) => warned.some((s) => warnsAbout(s, p.term.name)))?.term.name : undefined;
    fact.problem = byDrug ?? inSentence?.name ?? warnsOf ?? (ownTopic ? HEALTH_MAINTENANCE_TOPIC : (before?.name ?? only));
    // "Keep track of your high cholesterol and hypothyroid": advice given of conditions named together is each one's
    // management, though the note writes it once, under the first (decision 845).
    if (fact.kind !== 'impression' && !treated && inSentence) for (const name of namedTogether(visit, sentenceMentions, inSentence)) {
      const problem = named.find((p) => p.term.name === name);
      if (problem) problem.assessed = true;
    }
    if (fact.kind === 'instruction') fact.text = withMeasureNamed(fact.text, fact.problem, visit.p.possessive);
  }
}

/** Problems listed with the first one named ("your high cholesterol and hypothyroid", "diabetes, hypertension or …"). */
function namedTogether(visit: Visit, inSentence: { name: string; at: number; end: number }[], first: { name: string; end: number }): string[] {
  const u = visit.utterances.find((x) => x.start <= first.end && first.end <= x.end);
  if (!u) return [];
  const together: string[] = [];
  let end = first.end;
  for (const m of inSentence.filter((x) => x.at >= first.end && x.name !== first.name)) {
    if (!/^\s*(?:,\s*)?(?:and|or|as well as|along with)?\s*(?:(?:your|his|her|the)\s+)?$/.test(u.lower.slice(end - u.start, m.at - u.start))) break;
    together.push(m.name);
    end = m.end;
  }
  return together;
}

/** The measure a patient keeps of a condition at home. */
const MEASURE_OF_PROBLEM: [RegExp, string][] = [[/hypertension/, 'blood pressure'], [/diabetes/, 'blood sugars'], [/heart failure/, 'weight']];
/**
 * "Continue the amlodipine and keep checking it at home", under the hypertension: the advice names what "it" is, the
 * blood pressure, as a note cannot say "it".
 */
function withMeasureNamed(text: string, problem: string | undefined, possessive: string): string {
  const measure = MEASURE_OF_PROBLEM.find(([of]) => of.test(problem ?? ''))?.[1];
  return measure ? text.replace(/\b((?:check|monitor|track|record|log|keep an eye on|watch)(?:ing)?) (?:it|them)\b(?=(?: (?:at home|daily|every|each|twice|once|regularly|closely))|\.|$)/, `$1 ${possessive} ${measure}`) : text;
}

/**
 * A warning's symptom is about the problem that explains it, and thoughts of self-harm about the mood disorder ("if you
 * ever have thoughts of hurting yourself, call 988"), which does not explain them away (they are coded beside it).
 */
const warnsAbout = (symptom: string, problem: string) => explainedBy(symptom, [problem]) || (/ideation/.test(symptom) && /depress|bipolar|anxiety|post-traumatic/.test(problem));

const RULED_OUT_BEFORE = /\b(?:rule out|r\/o|to see if|make sure|exclude|look for|check for|evaluate for)\b[^.;?!]*$/;
/** What the utterance says before an offset. */
function sentenceBefore(visit: Visit, at: number): string {
  const u = visit.utterances.find((x) => x.start <= at && at < x.end);
  return u ? u.lower.slice(0, at - u.start) : '';
}

/** The symptoms a sentence names (a warning's "if you get more short of breath"). */
function warnedSymptoms(visit: Visit, fact: Fact): string[] {
  const { start } = fact.evidence[0]!;
  const { end } = fact.evidence.at(-1)!;
  return visit.mentions.filter((m) => m.type === 'symptom' && m.start >= start && m.end <= end).map((m) => m.term.name);
}

/**
 * A problem named as the cause of the one under discussion is not the new topic: "for the CHF … this is likely
 * caused by your dietary indiscretion and uncontrolled hypertension, so continue your Bumex" is still the CHF's plan.
 */
const AS_CAUSE = /\b(?:caused by|due to|because of|secondary to|brought on by|(?:a )?result of)\b[^.;?!]{0,60}$/;
function namedAsCause(visit: Visit, mention: { at: number }): boolean {
  return AS_CAUSE.test(sentenceBefore(visit, mention.at));
}

/** "Since you have a history of gout and diabetes": the conditions named as the reason for what the sentence says. */
const AS_REASON = /\b(?:since|because|given(?: that)?|as) (?:you|she|he|they) (?:have|has|had) (?:a |the )?(?:(?:past |prior )?(?:medical )?history of\b)?[^.;?!]{0,40}$/;
function namedAsReason(visit: Visit, mention: { at: number }): boolean {
  return AS_REASON.test(sentenceBefore(visit, mention.at));
}

/** Where the drug or test a plan item is about is said in its sentence ("continue:neurontin" → the offset of "neurontin"). */
function subjectAt(visit: Visit, fact: Fact): number | undefined {
  const subject = fact.decision?.replace(/^[a-z]+:/, '');
  const span = fact.evidence[0]!;
  const at = subject ? sentenceOf(visit, span).indexOf(subject) : -1;
  const u = visit.utterances.find((x) => x.start <= span.start && span.start < x.end);
  return at < 0 || !u ? undefined : u.start + at;
}

/**
 * A chronic condition of the history whose medication the visit continues, changes or starts ("past medical history of
 * hypertension" … "I'm going to keep you on that twenty of lisinopril") is managed at the visit: a problem of the
 * visit, coded (Official Guidelines IV.J: chronic diseases treated on an ongoing basis may be coded).
 */
export function promoteManagedHistory(facts: Fact[], problems: Problem[], history: Map<string, Mention[]>, visit: Visit): void {
  for (const fact of facts) {
    if (fact.kind !== 'plan' || !fact.decision || /\bnot started\b/i.test(fact.text)) continue;
    const drug = fact.decision.replace(/^[a-z]+:/, '').toLowerCase();
    const treated = TREATS.find(([drugs]) => drugs.test(drug))?.[1];
    if (!treated) continue;
    for (const [name, mentions] of history) {
      if (!treated.test(name) || problems.some((p) => p.term.name === name) || !mentions.length) continue;
      const at = fact.evidence[0]!.start;
      problems.push({ term: mentions[0]!.term, certainty: 'affirmed', assessed: false, rank: 2, mentions, laterality: undefined, context: mentions.map((m) => visit.utterances[m.utterance]!.lower).join(' '), at: mentions[0]!.start, discussedAt: at });
      // Its line in the Assessment, as every problem of the visit has one ("Gout."): managed and coded, it is assessed.
      const evidence = mentions.slice(0, 3).map((m) => ({ start: m.start, end: m.end }));
      const { psychiatric, cardiacRisk } = mentions[0]!.term;
      facts.push({ kind: 'problem', text: sentence(name), evidence, essential: true, psychiatric, cardiacRisk, problem: name, at: evidence[0]!.start });
    }
  }
}

const NICOTINE_DEPENDENCE = CONDITIONS.find((t) => t.name === 'nicotine dependence')!;
/** Advice to stop smoking: "think about quitting smoking", "you need to stop smoking", "cut down on the cigarettes". */
const QUIT_ADVISED = /\b(?:quit(?:ting)?|stop(?:ping)?|cut(?:ting)? (?:down|back)(?: on)?|give up|giving up|wean(?:ing)? off)\s+(?:the\s+)?(?:smoking|cigarettes?|cigs|tobacco|vaping)\b/i;
/** A current smoker in the social history ("Smokes half a pack a day.", "He does smoke…"), not a former or a never. */
const SMOKES_NOW = /\b(?:smokes?|smoking|current smoker|cigarettes?|packs?)\b/i;
const NOT_SMOKING = /\b(?:quit|former|never|denies|does not smoke|doesn't smoke|no smoking|used to|non-?smoker)\b/i;

/**
 * A current smoker advised to quit at the visit ("I really want you to think about quitting smoking"): the nicotine
 * dependence is managed, a problem of the visit, coded F17.210 (decision 866), as decision 821 coded it when the
 * cessation was named.
 */
export function promoteCounselledSmoking(facts: Fact[], problems: Problem[], visit: Visit): void {
  if (problems.some((p) => p.term === NICOTINE_DEPENDENCE)) return;
  const smoker = facts.some((f) => f.kind === 'social' && SMOKES_NOW.test(f.text) && !NOT_SMOKING.test(f.text));
  const advice = facts.find((f) => (f.kind === 'instruction' || f.kind === 'plan') && QUIT_ADVISED.test(f.text));
  if (!smoker || !advice) return;
  const span = advice.evidence[0]!;
  const utterance = visit.utterances.findIndex((u) => u.start <= span.start && span.start < u.end);
  if (utterance < 0) return;
  const mention: Mention = { term: NICOTINE_DEPENDENCE, type: 'condition', utterance, start: span.start, end: span.end, certainty: 'affirmed', patientGuess: false, laterality: undefined };
  problems.push({ term: NICOTINE_DEPENDENCE, certainty: 'affirmed', assessed: true, rank: 1, mentions: [mention], laterality: undefined, context: visit.utterances[utterance]!.lower, at: span.start, discussedAt: span.start });
  facts.push({ kind: 'problem', text: sentence(NICOTINE_DEPENDENCE.name), evidence: [span], essential: true, cardiacRisk: NICOTINE_DEPENDENCE.cardiacRisk, problem: NICOTINE_DEPENDENCE.name, at: span.start });
}

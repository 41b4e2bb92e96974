/**
 * What the clinician says, sentence by sentence: plan decisions, follow-up, advice, results, exam findings, the
 * stated impression and the opening line. Each is rewritten as a note writes it (plan.ts, exam.ts, phrasing.ts);
 * a sentence that cannot be written cleanly is left out.
 */
import { namesDiagnosis } from '../diagnosis.js';
import { dosingOf } from '../dosing.js';
import { namesMedication } from '../findings.js';
import { examFindings } from '../exam.js';
import type { Measurement } from '../measurements.js';
import { noteSentence } from '../phrasing.js';
import { DEVICE_WORN, HELPS, planItems, SURGERY_PLANNED, type PlanItem } from '../plan.js';
import { readsImageDenial, readsImageFinding, resultFinding, TEST_NAME, TEST_SITE } from '../results.js';
import { cleanSpoken, numberValue, sentence, stripOpeners, words } from '../text.js';
import { statusOf } from './conditions.js';
import { EXAM_CUE, EXAM_FINDING, EXAM_WORDS, FOLLOW_UP, FOLLOW_UP_AFTER_INTERVAL, IMPRESSION_CUE, INSTRUCTION, META, NOT_PLAN, NOTHING_CHANGED, PLAN_ACTION, PLAN_CUE, RESULT_TERM, RESULT_VERB, RETURN_IN, SELF_CARE, SMALL_TALK, STRONG_IMPRESSION } from './cues.js';
import type { Utterance } from '../transcript.js';
import type { Fact, PlanCategory } from './types.js';
import { byClinician, spanOf, type FactList, type Visit } from './visit.js';

/** After a condition, a step other than the return: "…, we'll get an MRI", "…, then you can give us a call". */
const OTHER_STEP = /^[^.?!]*?(?:,\s*|\bthen\s+|\s+(?=(?:we'?ll|we will|i'?ll|i will|you can|you should|call|give us a call)\b))(?:then\s+)?(?:we'?ll|we will|i'?ll|i will|we can|we'?re going to|you can|you should|call|give us a call|get|order)\b(?![^.?!]*\b(?:see you|come back|follow[- ]?up|return)\b)/;

// "I'm going to have you check your weights every day": what the patient is to do is no exam announced.
const ANNOUNCES_EXAM =
  /\b(?:going to|let me|let's|want to|i'll|we'll|we will|i will|gon ?na)\s+(?!(?:\w+\s+){0,3}?have (?:you|him|her)\b)(?:\w+\s+){0,3}(?:check|look(?! into)|listen|examine|feel|press|take a (?:quick )?look|do a (?:quick )?(?:physical )?exam)/;
/** A look taken later is a return, not an exam announced: "let's take a look in six months". */
const LOOK_LATER = new RegExp(String.raw`\b(?:take (?:a|another) look|look (?:at (?:it|that|this|them|those) )?again|check (?:on )?(?:you|it|that|them) again)\b[^.?!]{0,20}?${RETURN_IN}`);
/** A return for a test, said after its interval: "to get a follow-up x-ray", "for a repeat MRI". */
const RETURN_FOR_TEST = /^\s*(?:to (?:get|have|do|repeat)|for|(?=with (?:a |an |another |the |your )?(?:follow-?up|repeat|new)\b)with) (?:a |an |another |the |your )?(?:follow-?up |repeat |new )?(x-?rays?|mri|ct(?: scan)?|ultrasound|labs?|blood work|(?:hemoglobin )?a1c|lipid panel)\b/;
/** "It does show hyperinflation, which we see with COPD": the image just named, read on, though a condition is named. */
const IT_SHOWS = /^(?:(?:and|but|also)\s+)*(?:it|that|this|they) (?:also |does |did )*(?:shows?|showed|revealed?|demonstrat\w*)\b/;
/** A test to get, and what it is to look at: "get an MRI of the right shoulder to look at that more closely". */
const TEST_FOR_A_LOOK = new RegExp(String.raw`\b(?:get|do|order|obtain|schedule)\b[^.?!]{0,20}?\b(?:${TEST_NAME.source})[^.?!]{0,40}?\bto (?:take a |get a )?(?:closer |better )?look\b`);
/** Labs to be drawn: "check some labs", "check a few blood tests" (not "check your labs", which reviews them). */
/**
 * "It might be worth taking a three day course of antibiotics", "it may be worth trying an inhaler": what the clinician
 * proposes to do, hedged as British general practice says it, is the plan as "I'd like to" is.
 */
const WORTH_DOING = /\b(?:it|that)(?: (?:might|may|would|could|will))?(?: (?:well|probably|definitely|also))? be worth (?:taking|trying|starting|having|doing|getting|sending|referring)\b/;
// …and "we'll check a basic metabolic panel in two weeks" (decision 820): a test named after "a" is ordered.
const LABS_CHECKED = /\bcheck (?:some|a few|a couple(?: of)?|a|an|more|some more) (?:(?:routine|basic|blood|fasting|comprehensive|complete|lipid|metabolic|thyroid|kidney|liver|iron|urine)\s+){0,3}(?:labs?|lab work|blood ?work|blood tests?|bloods|panel|a1c|blood counts?|levels?|urinalysis|urine test)\b/;
const DEVICE = /\b(?:dragon|dax)\b|^(?:hey,? )?show me\b/;
/** A general explanation given to the patient: what a condition is, how it goes, what treatment does. */
const EXPLAINS = /\b(?:is|are|can|will|usually|generally|typically|tends? to|heal|resolve|go away|improve|cause|causes|means)\b/;
/** What an explanation must be about to be written: a condition, its treatment, the body. */
const CLINICAL_TOPIC =
  /\b(?:pain|heal\w*|surgery|surgical|medication|medicine|treatment|therapy|symptoms?|infection|injur\w*|fracture|bones?|muscles?|tendons?|ligaments?|joints?|blood|heart|lungs?|kidneys?|liver|risks?|side effects?|disease|condition|inflammation|swelling|tics?|[a-z]+itis|[a-z]+osis|diabetes|pressure|cholesterol|cancer|tumou?r|virus|bacteria|antibiotics?|steroids?|vaccine|weight|diet|exercise)\b/;
/** The clinician summing up what the patient told them. */
const SUMMARY_OF_HISTORY = /\b(?:it sounds like (?:you|she|he)|sounds like (?:you|she|he)|so it looks like you|i see (?:here )?that you|i understand that you|i heard (?:that )?you)\b/;
const IMPERATIVE_ADVICE = /^(?:(?:also|again|now|just|please)[, ]+)*(?:get|weigh|take(?! care\b)|continue|avoid|watch|drink|eat|keep|make sure|try|use|elevate|ice|rest|stay|limit|cut back on|apply|wear|walk|exercise|monitor|record|bring)\b/;
/** A statement of the clinician about the patient's condition ("you're retaining a little fluid", "your knee is stable"). */
/** The measurement facts whose only evidence is one of these measurements and whose value a result sentence gives. */
function removeMeasurementsSaidIn(list: FactList, said: Measurement[], numbers: string[]) {
  const given = said.filter((m) => numbers.some((n) => m.value.startsWith(n)));
  for (let k = list.facts.length - 1; k >= 0; k--) {
    const fact = list.facts[k]!;
    const only = fact.evidence.length === 1 && given.some((m) => m.span.start === fact.evidence[0]!.start && m.span.end === fact.evidence[0]!.end);
    if ((fact.kind === 'result' || fact.kind === 'vital') && only) list.facts.splice(k, 1);
  }
}

/** A sentence that is only a condition to watch for ("if you get X, or Y."), with no main clause saying what follows. */
const WARNING_ONLY =
  /^(?:if|in case|should you)\b,?\s+(?!(?:it|this|that|these|those)(?:'s|'re| is| are| was| were| turns out)\b)(?![^.?!]*,[^.?!]*\b(?:then|so|would|should|will|'ll|need|must|can|may|might|please|call|come|contact|go|seek|ring|book)\b)/;
const STATES_HISTORY = /^(?:you|she|he)(?:'ve| have| has| do have| does have)? (?:a |an )?(?:(?:past|prior|previous|long|known) )?(?:medical )?history of\b/;
const ABOUT_THE_PATIENT = /\b(?:you(?:'re| are) (?:doing|retaining|having|tolerating|improving|getting|still|not|on|in)|you (?:have|do have|seem|look|sound|still)|your [a-z]+ (?:is|are|has|have|was|were|looks?|seems?|sounds?)|i'?m (?:glad|happy|pleased|concerned|worried) (?:to see |to hear )?(?:that )?you)\b/;

/** A topic and "everything is fine" about it, and nothing else: "His skin cancer removal, everything seems to be fine and he is doing well." */
const ONLY_STATUS =
  /^(?:[a-z' -]{0,50}?,? )?(?:everything|things|it all|all of (?:that|it))(?: (?:seems|looks|sounds|is|are|has been|have been))(?: to be)?(?: (?:really|very|pretty|quite))? (?:fine|good|great|stable|controlled|well controlled|under control|okay|ok|normal|well)(?: right now| at this time| for now)?(?:,? and (?:he|she|they) (?:is|are) doing(?: well| fine| great| good| okay)?)?\.$/;

/** Speech broken off after its verb: "Having diagnosed with heart failure, there is obviously." says nothing. */
const BROKEN_OFF = /\b(?:is|are|was|were|be)(?: (?:obviously|basically|actually|really|certainly|clearly|probably|definitely|essentially|just))+\.$/;

/** "I think this is X" / "my impression is that …": the judgement without the speaker's frame. */
function impressionSentence(raw: string, visit: Visit): string | undefined {
  const text = cleanSpoken(raw).replace(
    /^.*?\b(?:i'?m (?:really )?(?:glad|happy|pleased|concerned|worried) (?:to see |to hear )?(?:that )?|(?:my |the )?(?:impression|assessment|diagnosis)(?: is| would be|\s?:)(?: that)?|i (?:do )?(?:think|believe|feel|suspect)(?: that)?|it (?:sounds|looks|seems) like(?: that)?|i'?m (?:pretty )?(?:sure|confident)(?: that)?|(?:this|it) (?:is|looks|sounds) (?:most )?(?:likely|probably)(?: that)?)\s+/,
    '',
  );
  const plain = stripOpeners(text)
    // "For your right ankle pain, your symptoms are consistent with…": the topic is the problem's heading already.
    // The topic runs to the clause's subject: it holds no pronoun or verb of its own ("for the high blood pressure you
    // do have…", "for your first problem of your left ankle pain your symptoms…").
    .replace(/^for (?:your|his|her|the) (?:(?!(?:you|he|she|they|we|i|it|do|does|did|have|has|had|is|are|was|were)\b)[a-z'-]+,?\s+){1,8}(?=(?:your|his|her|you|she|he|it|this|the|there)\b)/, '')
    .replace(/^(?:it )?(?:looks|sounds|seems) like (?=(?:you|she|he)\b)/, '')
    // "You do have that kidney stone" → "You have a kidney stone"; "you have may have" → "you may have".
    .replace(/\b(you|she|he|they) (?:do|does) have (?:that|this) (?=(?:[a-z]+ ){0,3}(?:stone|fracture|tear|ulcer|mass|lesion|cyst|nodule|sprain|strain|murmur|rash|infection)\b)/, '$1 have a ')
    .replace(/\b(you|she|he|they) (?:do|does) have (?:that|this|those|these) /, '$1 have ')
    .replace(/\b(you|she|he|they) (?:do|does) have\b/, '$1 have')
    .replace(/\b(you|she|he|they) (?:have|has) (may|might|could) have\b/, '$1 $2 have');
  const written = noteSentence(plain, 'clinician', visit.p, { minWords: 3, maxWords: 35, requireVerb: true });
  // A status alone ("It is out of control.", "Her gout, everything seems controlled right now.") is already on the
  // problem's line.
  if (!written || (statusOf(written.toLowerCase()) && words(written).length <= 6) || ONLY_STATUS.test(written.toLowerCase()) || BROKEN_OFF.test(written.toLowerCase())) return undefined;
  const lower = written.toLowerCase();
  // Reasoning is about something clinical ("This is interesting." is not); a phrase left from a longer sentence ("With
  // her newly diagnosed ovarian cancer.") and an identifier read aloud ("date of birth …") are not reasoning.
  const clinical = CLINICAL_TOPIC.test(lower) || namesDiagnosis(lower) || /\b(?:fluid|copd|edema|exam|range of motion|sensation|grip|\d+)\b/.test(lower) || visit.mentions.some((m) => lower.includes(m.term.name));
  if (!clinical || /^(?:of|with|from|to|as|and|or|because|which)\b/.test(lower) || /\b(?:date of birth|dob|born on)\b/.test(lower)) return undefined;
  return written;
}

/** An answer that opens with an interval: "in a year", "in about six weeks". */
const RETURN_INTERVAL = new RegExp(String.raw`^(?:(?:so|well|okay|um|uh|let's say|i'd say)[, ]+)*${RETURN_IN}\b`);

/** A plan item as a fact: advice is an instruction; an order and a start of the same thing are one decision. */
/** A plan item as a fact; a test ordered twice in the singular and the plural ("blood tests", "blood test") is one decision. */
function planFact(item: PlanItem, u: Utterance, essential: boolean): Omit<Fact, 'at'> {
  const family = item.action === 'start' || item.action === 'order' || item.action === 'repeat' ? 'new' : item.action;
  const category: PlanCategory = item.action === 'advise' ? 'education' : item.action === 'refer' ? 'referral' : item.action === 'order' || item.action === 'repeat' ? 'testing' : 'treatment';
  return { kind: item.action === 'advise' ? 'instruction' : 'plan', text: item.text, evidence: [spanOf(u)], essential: essential && item.action !== 'advise', decision: item.subject ? `${family}:${category === 'testing' ? item.subject.replace(/s$/, '') : item.subject}` : undefined, category };
}

/** An ambulance being called, or on its way. */
const AMBULANCE_CALLED =
  /\b(?:call|calling|called|ring|ringing|rang|send|sending|get|getting|arrange|arranging)\b[^.?!]{0,25}\bambulance\b|\bambulance\b[^.?!]{0,25}\b(?:coming|on (?:its|the) way|be there|arriv\w*)\b/;

/** A review arranged for today or tomorrow: "we'll arrange for you to get reviewed in a clinic today". */
const REVIEW_SOON =
  /\b(?:arrange|book|get)\b[^.?!]{0,40}\b(?:reviewed|seen|examined|assessed|(?:face[- ]to[- ]face |in[- ]person )?(?:appointment|review))\b[^.?!]{0,40}?\b(today|tomorrow|this (?:afternoon|evening|morning))\b/;

/** An order that continues the sentence before: "And probably do some blood tests, for your thyroxine." */
const CONTINUED_ORDER = /^(?:and|also|plus|then)\b,?\s*(?:(?:probably|maybe|also|then|just|we'?ll|we can|i'?ll)\s+)*(?:do|get|order|check|run|send off|arrange)\s+(?:some |a |an |the |your )?(?:blood tests?|bloods|blood work|labs?|urine (?:test|sample)|x-?ray|scan|ecg|ekg|swab)\b/;

/** "I'm gonna refer you to a TIA clinic": a decision said with "gonna", which is "going to". */
const GONNA_DECIDE = /\b(?:i|we)(?:'m|'re| am| are)(?: (?:just|also|probably|then|now|uh|um))*,? gon ?na (?:refer|prescribe|start|order|arrange|increase|decrease|stop|discontinue)\b/;

/** The patient to be seen in person: "come and see one of our doctors in the clinic", "book an appointment". */
const IN_PERSON_REVIEW =
  /\b(?:come (?:in )?(?:and|to) see (?:one of )?(?:us|our|my)\b|(?:bring you|come) in(?:to)? (?:one of )?our (?:clinics?|surgery|practice)|book (?:you )?(?:in )?(?:an |a )?(?:appointment|face[- ]to[- ]face)|see (?:one of )?(?:our|my) (?:doctors|colleagues|gps?|nurses?)|(?:see|examine) you in person|face[- ]to[- ]face (?:appointment|review|assessment|examination|exam|consultation|visit)|see you in (?:a|the|one of our) clinic|see (?:a|the|your) (?:gp|doctor|nurse) (?:face[- ]to[- ]face|in person)|(?:i'?d|i would) (?:really |quite )?like to see you (?:to do|for) (?:some |an )?(?:further |more )?(?:examination|exam|assessment))/;

/** A movement the clinician asks for while examining: "I want you to raise your hand", "push against me". */
const EXAM_COMMAND =
  /\b(?:i (?:want|need) you to|can you|could you|go ahead and|(?:i'?m|i am) going to have you|let'?s have you)\s+(?:raise|lift|bend|straighten|push|pull|squeeze|grip|take a (?:deep |big )?breath|breathe|look (?:up|down|left|right|at|straight)|follow my|stand|sit|lie|lay|turn|relax|open|stick out|point|make a fist|resist|flex|extend|hop|squat|touch|spread)\b/;

/**
 * While examining, what a finding is made of reads it, though it names no part the exam cue knows: a sign or test read
 * out ("spurling's test is negative", "sacroiliac signs are negative"), pain on palpation, "no murmurs or gallops", the
 * abdomen's rebound and guarding.
 */
/** The results to be given by a call: "I'll have the nurse call you with the results", "we'll let you know once we get the labs". */
const RESULTS_BY_CALL =
  /\b(?:(?:i|we)(?:'ll| will)|(?:the|my|our) (?:nurse|office|staff|team) will|someone (?:will|from (?:the|our) office will))(?: (?:have|get) (?:the|my|our) (?:nurse|office|staff|team))? (?:call|contact|phone|message|reach out to|let) (?:you|her|him)(?: know)?\b[^.?!]{0,25}\b(?:with|about|once (?:we|i) (?:get|have|hear)|when (?:we|i) (?:get|have|hear)|as soon as (?:we|i) (?:get|have))\b[^.?!]{0,20}\b(?:results?|labs?|lab work|blood ?work|biopsy|report|x-?rays?|scans?|mri|imaging)\b/;
const SIGN_READ = /\b(?:tests?|signs?|maneuvers?) (?:is|are|was|were) (?:negative|positive)\b|\bpain (?:on|to|with) palpation\b|\b(?:rebound|guarding|peritoneal signs)\b/;

/** A clause that starts without its subject: a participle, a link word ("mainly caused by viruses", "because of …"). */
const SUBJECTLESS = /^(?:(?:mainly|mostly|usually|often|typically|generally|normally|sometimes|commonly|probably|likely)\s+)?(?:[a-z]+ed|caused|due to|because|which|and|but|or|so)\b/i;

/**
 * A finding a short note keeps: what is abnormal (a low-detail exam lists these, not the normal ones). A wound, an
 * ulcer, a mass or a deformity is as much a finding as a tenderness; "no murmur", "no jugular venous distention" and
 * "nontender" are normal findings, whatever they name.
 */
const ABNORMAL_FINDING =
  /\b(?:murmur|tender\w*|swelling|swollen|edema|effusion|erythema\w*|wheez\w*|crackles|rales|rhonchi|decreased|diminished|limited|positive|bruis\w*|ecchymo\w*|rash|lesion|pain|necro\w*|wounds?|ulcer\w*|mass|nodules?|deformity|laceration|abrasion|induration|fluctuan\w*|drainage|purulen\w*|cellulitis|atrophy|weakness|bruit|gallop|rub|irregular\w*|distention|distension|jvd|enlarged)\b/;
const isAbnormal = (finding: string) => ABNORMAL_FINDING.test(finding.toLowerCase().replace(/\b(?:no|not|without|negative for)\b[^;,.]*|\bnon-?\s?\w+/g, ''));

/**
 * The opening line as a note writes it: "This is christina cooper, pleasant 65 year old female who …" → "Christina
 * Cooper is a pleasant 65-year-old female who …"; "Sharon brooks is a 48 year old female" → "Sharon Brooks is a
 * 48-year-old female"; "This is a 52-year-old male" → "The patient is a 52-year-old male".
 */
export function asOpening(text: string): string {
  let s = text.replace(/\b(\d{1,3})\s*-?\s*(year|month|week|day)[- ]old\b/g, '$1-$2-old');
  s = s.replace(/^This is (?=an? \d)/, 'The patient is ');
  // The name leads: "This is christina cooper, pleasant 65-year-old female".
  const named = /^This is ((?:[a-z][a-z'-]+ ){0,2}[a-z][a-z'-]+), (?:an? )?(?=(?:(?:very )?pleasant |lovely |nice )?\d)/i.exec(s);
  if (named) s = `${named[1]} is a ${s.slice(named[0].length)}`;
  // …in capitals: "Sharon brooks is a…".
  return s.replace(/^(?!(?:the|he|she|this|patient|they)\b)[a-z][a-z'-]+(?: [a-z][a-z'-]+)?(?= is an?\b)/i, (name) => name.replace(/\b[a-z]/g, (c) => c.toUpperCase()));
}

/** The patient's word of assent said over the clinician: "mm-hmm", "yeah", "okay". */
const ASSENT_OVER = /^\W*(?:mm-?hmm|mm+|uh-?huh|hmm|okay|ok|yeah|yes|yep|right|sure)\W*$/;

/**
 * A sentence broken off mid-word ("i do appreciate some jugular venous distention to-"), the patient's "mm-hmm" over
 * it, and the clinician going on ("to about eight centimeters."): one sentence, read whole. The index of the sentence
 * that goes on, if any.
 */
function resumedAt(utterances: Utterance[], i: number): number | undefined {
  const [u, over, next] = [utterances[i]!, utterances[i + 1], utterances[i + 2]];
  // A sentence already begun again inside ("so, here you- that's good, your ekg-") is not one sentence to go on with.
  if (!/\w-\s*$/.test(u.text) || /\w-\s+\S/.test(u.text) || !over || !next) return undefined;
  // "You have decreased range of motion…" after "…pain to palpation of the lumbar spine-" begins a sentence of its own.
  const beginsAnew = /^\W*(?:i|you|we|she|he|they|it|there|so|okay|ok|alright|all right|now|well|um|uh|hey|what|how|when|where|why|do|does|did|are|is|can)\b/.test(next.lower);
  return over.speaker !== u.speaker && ASSENT_OVER.test(over.lower) && next.speaker === u.speaker && !beginsAnew ? i + 2 : undefined;
}

/** A part of the body said last in a sentence: "let's take a look at that knee, right knee". */
const PART_SAID_LAST = /\b((?:(?:right|left) )?(?:knee|ankle|shoulder|elbow|wrist|hip|foot|hand|arm|leg|back|neck|finger|toe|thumb|heel|calf))s?[\s.,!]*$/;
/** "Looks like it definitely has some swelling": what "it" is must be said for the finding to have a referent. */
const IT_HAS = /^(?:(?:so|and|okay|alright|now)[, ]+)*(?:it )?(?:looks|seems|appears) like it (?:(?:definitely|also|really|certainly) )?(?=(?:has|is)\b)/;

/**
 * An exam sentence whose "it" is the part the clinician named at the end of the sentence before ("let's take a look at
 * that knee, right knee." "Looks like it definitely has some swelling."), with the part in its place.
 */
function partForIt(utterances: Utterance[], i: number): string {
  const [u, before] = [utterances[i]!, utterances[i - 1]];
  const it = IT_HAS.exec(u.lower);
  const part = before && before.speaker === u.speaker ? PART_SAID_LAST.exec(before.lower) : null;
  return it && part ? `the ${part[1]!} ${u.text.slice(it[0].length)}` : u.text;
}

export function readClinicianSentences(visit: Visit, list: FactList, measurements: Measurement[]): void {
  const { dictation, p } = visit;
  // A sentence broken off and gone on with after the patient's "mm-hmm" is read as the one sentence it is.
  const utterances = [...visit.utterances];
  for (let i = 0; i < utterances.length; i++) {
    const j = resumedAt(utterances, i);
    if (j === undefined) continue;
    const [u, next] = [utterances[i]!, utterances[j]!];
    const cut = u.text.replace(/-\s*$/, ' ');
    utterances[i] = { ...u, text: `${cut}${next.text}`, lower: `${cut.toLowerCase()}${next.lower}`, end: next.end, isQuestion: next.isQuestion };
    // The rest is read with it, not again; the indexes stay those of the visit.
    utterances[j] = { ...next, text: '', lower: '' };
  }
  const mentionsAt = new Set(visit.mentions.filter((m) => m.type === 'condition').map((m) => m.utterance));
  // "There's no elevated white blood cell count", said after the labs: a condition denied there is what they showed.
  const judgedAt = new Set(visit.mentions.filter((m) => m.type === 'condition' && m.certainty !== 'negated').map((m) => m.utterance));
  // The test the clinician was last talking about ("hey dragon, show me the echocardiogram … it shows…").
  let test: { name: string; at: number } | undefined;
  // What the clinician said just before an utterance: whom "I'll send out a referral" is to.
  const saidBefore = (i: number) => utterances.slice(Math.max(0, i - 8), i).filter((x) => byClinician(visit, x)).map((x) => x.text).join(' ');
  utterances.forEach((u, i) => {
    const isClinician = dictation || u.speaker === 'clinician' || u.speaker === 'unknown';
    if (!isClinician) return;
    // "Come back and see me next week": the interval as a follow-up reads it.
    const lower = cleanSpoken(u.text).replace(/\bnext (week|month)\b/, 'in 1 $1');
    const named = TEST_NAME.exec(lower);
    // "An x-ray of your shoulder": the test is written with its site ("X-ray of the shoulder is normal.").
    const site = named && new RegExp(String.raw`^s? of (?:your |the |his |her )+(${TEST_SITE})\b`).exec(lower.slice(named.index + named[0].length));
    if (named && !PLAN_CUE.test(lower)) test = { name: site ? `${named[0]} of the ${site[1]}` : named[0], at: i };
    const n = words(lower).length;
    const inExam = i >= visit.examFrom && i < visit.assessmentFrom;
    // "…but if it worsens then we can consider some treatment okay": a plan with a tag asks for assent; it is no question
    // (while examining, "back up here … okay" directs the exam).
    const planWithTag = !inExam && PLAN_CUE.test(lower) && /[\s,]+(?:okay|ok|alright|all right)\s*\??\s*$/.test(u.lower) && !/^(?:(?:and|so|but|okay|now|um|uh)[ ,]+)*(?:do|did|does|have|has|are|is|were|was|can|could|would|will|shall|should|how|what|when|where|which|who|why|any)\b/.test(lower);
    // "So how about in a month you come back?" "That sounds good.": a return proposed and agreed to is the follow-up.
    // The answer is the patient's first sentence after the clinician's turn (which may go on: "…let's do a checkup").
    const reply = utterances.slice(i + 1, i + 4).find((x) => x.speaker !== u.speaker);
    const returnAgreed =
      u.isQuestion && /^(?:(?:so|okay|ok|yeah|well|alright|all right)[, ]+)*(?:how about|what about|why don'?t we)\b/.test(lower) && (FOLLOW_UP.test(lower) || FOLLOW_UP_AFTER_INTERVAL.test(lower)) && reply?.speaker === 'patient' && /^(?:(?:yeah|yes|okay|ok|sure|um|uh)[, ]+)*(?:that sounds good|sounds good|that works|sure|okay|ok|yes|yeah|fine|perfect)\b/.test(reply.lower);
    // "How long do I have to wear that brace?" "You're going to be wearing the brace for about six weeks": a sentence
    // that answers the patient's question, and opens as no question does, is the clinician's statement.
    const asked = utterances[i - 1];
    const answersPatient = u.isQuestion && asked?.speaker === 'patient' && asked.isQuestion && !/^(?:do|did|does|are|is|was|were|can|could|would|will|should|have|has|what|how|when|where|why|which|who|any|right|okay|ok)\b/.test(stripOpeners(lower));
    if (u.isQuestion && !dictation && !planWithTag && !returnAgreed && !answersPatient) return;
    if (doseOfEarlierStart(visit, list, i, lower) || scheduleOfEarlierStart(visit, list, i, lower) || prescribesWhatWasProposed(visit, list, i, lower)) return;
    if (DEVICE.test(stripOpeners(lower)) && !/\border\b/.test(lower)) return;
    // "Let me listen to your heart" announces; "your lungs are clear and let me listen to your heart" reports first.
    const announcement = ANNOUNCES_EXAM.exec(lower);
    // "I'm gonna check some labs on you" orders them: a test checked that was not yet done ("some", "a", no "your") is
    // no exam announced.
    // Nor is "I want to check you for H. pylori with a breath test": a test for a condition.
    const testedFor = /\bcheck (?:you|him|her|them) for\b[^.?!]*\b(?:test|labs?|blood ?work)\b/.test(lower);
    // Nor "let's recheck your blood pressure in two weeks": a check booked for later.
    if (announcement && !EXAM_CUE.test(lower.slice(0, announcement.index)) && !/\b(?:order|prescrib|refer|start)\w*/.test(lower) && !LABS_CHECKED.test(lower) && !LOOK_LATER.test(lower) && !FOLLOW_UP.test(lower) && !testedFor) return;
    // While examining, "you have a nice regular rate and rhythm" is a finding, not "have a nice day".
    if (SMALL_TALK.test(lower) && !PLAN_ACTION.test(lower) && !(inExam && EXAM_FINDING.test(lower))) return;
    // A dictated plan is telegraphic: "Continue metformin.", "Recheck A1c in three months.", "Podiatry referral for
    // foot care." Each sentence of it that names a decision is one (decision 828).
    // "Follow up in 3 months with repeat A1c." books the return, read below with what it is for (decision 862).
    if (dictation && i >= visit.assessmentFrom && (!PLAN_CUE.test(lower) || n < 3) && !FOLLOW_UP.test(lower)) {
      const items = planItems(u.text, p, saidBefore(i)).filter((item) => item.action !== 'advise');
      if (items.length) {
        for (const item of items) list.add(planFact(item, u, true), i);
        return;
      }
    }
    // "Lungs clear." is a whole finding while examining, however short (decision 827).
    if ((n < 3 && !(inExam && EXAM_CUE.test(lower))) || (META.test(lower) && n <= 12)) return;
    // A sentence that only gives a measurement is already written as that measurement.
    // "Your temperature is 98.9 and your lungs are clear" still gives a finding after its measurement.
    const measured = measurements.some((m) => m.span.start >= u.start && m.span.end <= u.end);
    if (n <= 14 && measured && !PLAN_CUE.test(lower) && !EXAM_FINDING.test(lower)) return;
    // "When do I come back?" "In a year, but…": the interval answers the patient's question.
    const previous = utterances[i - 1];
    const askedWhenBack = !dictation && previous?.speaker === 'patient' && /\bwhen (?:do|should|will|can|would) (?:i|we)\b[^?]*\b(?:come back|see you|follow up|return)\b/.test(previous.lower);
    const interval = askedWhenBack ? RETURN_INTERVAL.exec(lower) : null;
    if (interval) list.add({ kind: 'followup', text: sentence(`The patient will follow up in ${countedReturn(interval[1]!)}`), evidence: [spanOf(previous!), spanOf(u)], essential: true });
    // "I think we need to call an ambulance": the decision of an emergency, whoever rings; "call an ambulance if…"
    // is safety-netting.
    // "I'll have the nurse call you with the results": how the results will reach the patient (decision 869).
    if (RESULTS_BY_CALL.test(lower) && !/\b(?:if|unless|in case)\b/.test(lower)) {
      const text = 'The patient will be contacted with the results.';
      if (!list.facts.some((f) => f.text === text)) list.add({ kind: 'followup', text, evidence: [spanOf(u)], essential: true }, i);
      return;
    }
    if (AMBULANCE_CALLED.test(lower) && !/\b(?:if|in case|should you|whenever|unless)\b[^.?!]{0,60}\bambulance\b/.test(lower)) {
      list.add({ kind: 'followup', text: 'Ambulance called for urgent transfer to hospital.', evidence: [spanOf(u)], essential: true }, i);
      return;
    }
    // "We'll arrange for you to get reviewed in a clinic today": a review the same or the next day.
    const soon = interval ? null : REVIEW_SOON.exec(lower);
    if (soon) {
      list.add({ kind: 'followup', text: sentence(`In-person review arranged for ${soon[1]}`), evidence: [spanOf(u)], essential: true }, i);
      return;
    }
    // "Come and see one of our doctors in the clinic", "book an appointment … to come and see us": a remote
    // consultation that needs the patient examined in person. Written once.
    if (!interval && IN_PERSON_REVIEW.test(lower) && !/\b(?:if|unless|in case)\b[^.?!]{0,40}$/.test(lower.slice(0, IN_PERSON_REVIEW.exec(lower)!.index))) {
      const text = 'In-person clinic appointment to be booked for examination.';
      if (!list.facts.some((f) => f.text === text)) list.add({ kind: 'followup', text, evidence: [spanOf(u)], essential: true }, i);
      return;
    }
    const followUp = interval ? null : (FOLLOW_UP.exec(lower) ?? FOLLOW_UP_AFTER_INTERVAL.exec(lower));
    if (followUp) {
      // "We will start albuterol and follow up in one week": the order, then the interval.
      const before = lower.slice(0, followUp.index).replace(/\b(?:and|then|,)\s*$/, '');
      // "Ice and elevate it, and I want to see you back in two weeks": a bare imperative before it is advice, as said
      // alone (decision 936).
      const advised = i >= visit.assessmentFrom && !dictation && IMPERATIVE_ADVICE.test(stripOpeners(before));
      if ((PLAN_CUE.test(before) && PLAN_ACTION.test(before)) || advised) for (const item of planItems(before, p, saidBefore(i))) list.add(planFact(item, u, !advised), i);
      // "If your symptoms haven't got better in three to four days": the return is conditional. Not when the condition
      // leads to another step ("…come back in about a week, and if it's not better, we'll get an MRI at that time";
      // "see you back in four weeks; if the headache is not better within the next few days, then you can give us a
      // call"): the return is booked whatever happens, and the condition is that step's.
      const condition = /\bif\b[^.?!]*?(?:\bnot\b|n't\b|\bno\b)[^.?!]{0,20}?\b(?:better|improv\w*|settl\w*|resolv\w*)/.exec(lower);
      const after = condition ? lower.slice(condition.index + condition[0].length) : '';
      const otherStep = !!condition && condition.index > followUp.index && OTHER_STEP.test(after);
      // "Come back if it is not better in two weeks, and we will get an x-ray": a condition said inside the return
      // (before its interval) is the return's too (decision 942).
      const insideReturn = !!condition && condition.index > followUp.index && condition.index < followUp.index + followUp[0].length;
      const unlessBetter = condition && (!otherStep || insideReturn) ? ' if symptoms do not improve' : '';
      // "Come back in two weeks to get a follow-up x-ray": what the return is for is written with it.
      const forTest = RETURN_FOR_TEST.exec(lower.slice(followUp.index + followUp[0].length));
      const test = forTest?.[1]!.replace(/^mri$/, 'MRI').replace(/^ct\b/, 'CT').replace(/^(?:hemoglobin )?a1c$/, 'hemoglobin A1c');
      // "Scheduled for a follow up and to have the staples removed in one week": the return is for their removal.
      const removal = /\b(staples?|stitches|sutures?)\b[^.?!]{0,20}?\b(?:removed|out)\b|\bremov\w* (?:the |your |his |her )?(staples?|stitches|sutures?)\b/.exec(lower);
      const removed = removal && (removal[1] ?? removal[2])!.replace(/^stitches$|^sutures$/, 'suture').replace(/^staples$/, 'staple');
      // "Let's recheck your blood pressure in two weeks with the nurse", "a telehealth visit in a month": what is rechecked,
      // with whom and how are the return's.
      const rechecked = /\b(?:re)?check (?:your|his|her|the) (blood pressure|weight|wound|incision|rash)\b/.exec(lower)?.[1];
      const how = /\b(telehealth|telemedicine|video|virtual|phone) (?:visit|appointment|follow[- ]?up)\b/.exec(lower)?.[1];
      const purpose = test ? ` for ${/s$|work$/.test(test) ? '' : 'a '}repeat ${test}` : removed ? ` for ${removed} removal` : rechecked ? ` for a ${rechecked} recheck` : '';
      const withWhom = /\bwith (?:the|a|our) nurse\b/.test(lower) ? ' with the nurse' : '';
      const by = how ? ` by ${how === 'phone' ? 'phone' : how === 'video' || how === 'virtual' ? 'video' : 'telehealth'}` : '';
      list.add({ kind: 'followup', text: sentence(`The patient will follow up in ${countedReturn(cleanSpoken(followUp[1]!))}${by}${withWhom}${purpose}${unlessBetter}`), evidence: [spanOf(u)], essential: true }, i);
      // …and that step is part of the plan: "Consider MRI if symptoms do not improve."
      // Only an order or a treatment: advice cut from its condition ("get back in later this week") says less than the
      // sentence did.
      if (otherStep) for (const item of planItems(lower.slice(condition.index), p, saidBefore(i)).filter((item) => item.action !== 'advise')) list.add(planFact(item, u, true), i);
      return;
    }
    // A result: a test named with what it showed, or what it showed said just after the test was named.
    const recentTest = test && i - test.at <= 3 ? test.name : undefined;
    // "Assuming that the ultrasound is normal", "if the x-ray shows a fracture": a result not yet known.
    const term = RESULT_TERM.exec(lower);
    const awaited = !!term && /\b(?:if|assuming|unless|whether|in case|once|hopefully)\b[^.?!]{0,40}$/.test(lower.slice(0, term.index));
    // "Your labs are all essentially normal." "You do have hypertension still.": a condition named after a test, with no
    // verb of a result, is the clinician's judgement, not what the labs showed.
    // "I don't see any evidence of a fracture" names a condition, but said just after the x-ray, it reads the image.
    const readsResult = !awaited && ((!!term && RESULT_VERB.test(lower)) || (!!recentTest && !u.isQuestion && (!judgedAt.has(i) || readsImageDenial(cleanSpoken(lower)) || readsImageFinding(cleanSpoken(lower)) || IT_SHOWS.test(stripOpeners(lower)))));
    // "Your Lyme titer is a little elevated, so I think we'll have to look into that": a result, and a plan with no
    // action in it.
    // ("Okay, so we were able to get a CT…": the "so" that opens the sentence leads no plan.)
    const [said, ...then] = stripOpeners(lower).split(/,?\s+so\s+(?=(?:i|we)\b)/);
    const planned = PLAN_CUE.test(said!) || (then.length > 0 && PLAN_ACTION.test(then.join(' ')));
    if (readsResult && !planned) {
      const text = resultFinding(u.text, p, recentTest);
      // "Your hemoglobin A1c here is 8" is already written as the measurement "Hemoglobin A1c 8%": not twice.
      const numbers = text?.match(/(?<![a-z\d.])\d+(?:\.\d+)?(?![a-z\d])/gi) ?? [];
      const inSentence = measurements.filter((m) => m.span.start >= u.start && m.span.end <= u.end);
      // …nor, without its value, "Diabetes labs: hemoglobin A1c mildly elevated." beside it.
      // A finding said after the value is more than the measurement: "shows preserved EF of 55%, abnormal diastolic
      // filling and mild mitral regurgitation" is written whole (decision 803).
      const saysMore = /\d%?,? (?:and )?(?!(?:mg|mmhg|percent|bpm)\b)[a-z]{3,}(?!.*\d)/i.test(text ?? '');
      const restated = numbers.length > 0 ? !saysMore && numbers.every((n) => inSentence.some((m) => m.value.includes(n))) : inSentence.some((m) => m.kind === 'lab' && text?.toLowerCase().includes(m.label.toLowerCase()));
      if (restated) return;
      // …and the measurement it says with its other findings is written once, in the result.
      if (text && saysMore) removeMeasurementsSaidIn(list, inSentence, numbers);
      if (text) {
        // "This looks like a normal x-ray." … "So this is a normal x-ray of your back.": one result said twice, written
        // once, with the site when either saying gave it.
        const same = list.facts.find((f) => f.kind === 'result' && withoutSite(f.text) === withoutSite(text));
        if (same) {
          if (text.length > same.text.length) same.text = text;
          same.evidence.push(spanOf(u));
          return;
        }
        list.add({ kind: 'result', text, evidence: [spanOf(u)], essential: true }, i);
        return;
      }
    }
    // "I want to get an MRI of the shoulder to look at that more closely": a test, and what it is to look at.
    const ordersSomething = /\b(?:order|prescrib|refer|start|increase|decrease|schedul|continue|stop|refill|arrang|book)\w*/.test(lower) || TEST_FOR_A_LOOK.test(lower);
    // "Based on your exam … you're most likely going to need surgery": the treatment expected is the plan's too.
    if (((PLAN_CUE.test(lower) || WORTH_DOING.test(lower) || CONTINUED_ORDER.test(lower) || GONNA_DECIDE.test(lower) || LABS_CHECKED.test(lower) || SURGERY_PLANNED.test(cleanSpoken(lower)) || DEVICE_WORN.test(lower)) && PLAN_ACTION.test(lower) && !(NOT_PLAN.test(lower) && !ordersSomething)) || (NOTHING_CHANGED.test(lower) && !u.isQuestion)) {
      for (const item of planItems(u.text, p, saidBefore(i))) list.add(planFact(item, u, true), i);
      return;
    }
    // In the plan, a drug said with its dose is prescribed even without a verb ("so tramadol, 50 milligrams, every six
    // hours as needed for pain"). A drug said to be continued, increased or stopped is a decision in words: the
    // sentence is read whole ("start Flonase, two sprays daily, and continue Zyrtec as needed").
    if (i >= visit.assessmentFrom && namesMedication(lower)) {
      const items = planItems(u.text, p, saidBefore(i));
      // A change said in the past ("we switched her from furosemide to torsemide") was decided before today.
      const changedBefore = /\b(?:increased|decreased|changed|switched|stopped|reduced|lowered|bumped|used to)\b/.test(lower);
      // "I'm not going to change your lisinopril": a drug kept as it is, decided in so many words.
      const decided = items.some((item) => item.subject && (['start', 'allow', 'continue'].includes(item.action) || (item.action === 'change' && item.negated) || (['increase', 'decrease', 'stop', 'switch'].includes(item.action) && !changedBefore)));
      if (decided) {
        for (const item of items) list.add(planFact(item, u, true), i);
        return;
      }
    }
    // During the exam, "I want you to raise your hand by bending at the wrist" directs the exam; it is not advice.
    // ("Range of motion is limited, you can bend it to about ninety degrees" reads a finding: no advice.)
    if (((INSTRUCTION.test(lower) && n >= 5) || SELF_CARE.test(lower)) && !NOT_PLAN.test(lower) && !(inExam && (EXAM_COMMAND.test(lower) || EXAM_FINDING.test(lower)))) {
      for (const item of planItems(u.text, p, saidBefore(i))) list.add(planFact(item, u, false), i);
      return;
    }
    const reported = /^(?:(?:he|she|they|the patient|patient) )?(?:denies|denied|reports|states|complains)\b/.test(stripOpeners(lower));
    // "Losing some weight would also help take pressure off the knee": advice, said by what it would do (decision 823).
    if (i >= visit.assessmentFrom && !dictation && HELPS.test(lower)) {
      for (const item of planItems(u.text, p, saidBefore(i))) list.add(planFact(item, u, false), i);
      return;
    }
    // In the exam, "you have decreased range of motion" is a finding; only a stated impression leaves it.
    // A sentence that opens "on exam…" reports findings, whatever it concludes from them.
    const opensExam = /^(?:(?:so|and|okay|now|alright)[, ]+)*on (?:your |my |the |his |her )?(?:physical |[a-z]+ )?exam(?:ination)?\b/.test(lower);
    // While examining, "looks like you have limited range of motion" is what the clinician sees: a finding, unless a
    // condition is named ("looks like you have tennis elbow").
    const seen = inExam && !mentionsAt.has(i) ? lower.replace(/\b(?:it )?(?:looks|seems) like (?:you|she|he) (?:do |does )?(?:have|has|'ve got)\b/g, 'you have') : lower;
    const impressionSaid = opensExam ? false : inExam ? STRONG_IMPRESSION.test(seen) : IMPRESSION_CUE.test(lower);
    const readsFinding = EXAM_CUE.test(lower) || (inExam && (EXAM_FINDING.test(lower) || SIGN_READ.test(lower) || (EXAM_WORDS.test(lower) && !u.isQuestion)));
    // "You do have some pain to palpation of the sinuses here, so I think you do have a little congestion there": the
    // finding said first is the exam's, the impression drawn from it the reasoning (decision 853).
    const impressionAt = inExam && impressionSaid ? (STRONG_IMPRESSION.exec(lower)?.index ?? 0) : 0;
    const findingFirst = impressionAt > 0 && /[,;]\s*(?:(?:and )?so|and)?\s*$/.test(lower.slice(0, impressionAt)) && (EXAM_FINDING.test(lower.slice(0, impressionAt)) || SIGN_READ.test(lower.slice(0, impressionAt)));
    if (findingFirst && !reported) {
      for (const finding of examFindings(lower.slice(0, impressionAt).replace(/[,\s]*(?:so|and)?\s*$/i, '.'), p)) list.add({ kind: 'exam', text: finding, evidence: [spanOf(u)], essential: isAbnormal(finding) }, i);
      const text = impressionSentence(lower.slice(impressionAt), visit);
      if (text) list.add({ kind: 'impression', text, evidence: [spanOf(u)], essential: false }, i);
      return;
    }
    if (readsFinding && (inExam || EXAM_FINDING.test(lower)) && !impressionSaid && !reported) {
      for (const finding of examFindings(inExam ? partForIt(utterances, i) : u.text, p)) {
        // "Your x-ray looks normal with no fractures", said while examining: a result, written with the results.
        if (/^(?:x-?rays?|mri|ct|ultrasound|scan|labs?)\b/i.test(finding) || /^no (?:obvious |signs? of )?fractures?\.$/i.test(finding)) continue;
        list.add({ kind: 'exam', text: finding, evidence: [spanOf(u)], essential: isAbnormal(finding) }, i);
      }
      return;
    }
    // Who the patient is and why they came: an age, or a patient presenting (an x-ray's fracture "presenting with a
    // dinner fork deformity" is not the opening).
    if ((!inExam && /\b\d+[- ](?:year|month|week|day)[- ]old\b/.test(lower)) || /\b(?<!(?:\b(?:severe|deformity|fracture|angulation|lesion|mass|rash|it|this|that|which)|,) )(?:presents|presenting)\b/.test(lower)) {
      const text = noteSentence(u.text, 'clinician', p, { maxWords: 60 });
      if (text) list.add({ kind: 'opening', text: asOpening(text), evidence: [spanOf(u)], essential: true }, i);
      return;
    }
    // The clinician's reasoning: a stated impression, or a sentence about one of the conditions discussed.
    const impression = STRONG_IMPRESSION.test(lower) || (IMPRESSION_CUE.test(lower) && mentionsAt.has(i)) || (dictation && /\b(?:assessment|impression|diagnos\w+)\b/.test(lower));
    // "You have a history of hypertension, right?" is history, not the impression.
    // A dictated list of the assessment ("Assessment: knee pain, likely a sprain, and diabetes") is written as its
    // problems, not copied.
    const namesSeveral = visit.mentions.filter((m) => m.utterance === i).length >= 2 && /,/.test(lower);
    // "If the redness in your arm spreads, or you have signs of any localised infection.": a sentence that is only what
    // to watch for (its consequence said after it) is safety-netting, not the clinician's reasoning.
    const onlyWarning = WARNING_ONLY.test(stripOpeners(lower));
    if (impression && !/\bhistory of\b/.test(lower) && !namesSeveral && !onlyWarning) {
      // "From a gout standpoint, everything is stable, so continue the colchicine": the judgement, then the decision.
      const decision = /,\s*(?:so |and )?(?:we'?ll |i'?ll |let'?s |we can )?(?=(?:continue|start|stop|increase|decrease|hold|refill)\b)/.exec(lower);
      const judgement = decision ? lower.slice(0, decision.index) : u.text;
      const text = impressionSentence(judgement, visit);
      if (text) list.add({ kind: 'impression', text, evidence: [spanOf(u)], essential: false }, i);
      for (const item of planItems(decision ? lower.slice(decision.index + decision[0].length) : lower, p, saidBefore(i))) list.add(planFact(item, u, true), i);
      return;
    }
    // In the assessment and plan: a bare imperative is advice; a statement about the patient is reasoning.
    if (i >= visit.assessmentFrom && !dictation) {
      if (IMPERATIVE_ADVICE.test(stripOpeners(lower))) {
        for (const item of planItems(u.text, p, saidBefore(i))) list.add(planFact(item, u, false), i);
        return;
      }
      // "If you are having some pain, simple paracetamol would probably be advisable": what to do under a condition is
      // advice, not the clinician's judgement of the patient.
      // "Hm, you have a history of atopic dermatitis": a past history restated is the history's, not the reasoning of
      // the problem under discussion (decision 845).
      if (ABOUT_THE_PATIENT.test(lower) && !onlyWarning && !/^(?:if|in case|should you)\b/.test(stripOpeners(lower)) && !STATES_HISTORY.test(stripOpeners(lower))) {
        const text = impressionSentence(u.text, visit);
        if (text) list.add({ kind: 'impression', text, evidence: [spanOf(u)], essential: false }, i);
        return;
      }
      // The plan dictated in the note's own words: "patient elected to self-monitor her symptoms and will call…".
      if (/^(?:the )?patient (?:elected|declined|agreed|wishes|wants|prefers|opted|chose|will|is to|was (?:advised|instructed|told|given))\b/.test(stripOpeners(lower))) {
        const text = noteSentence(u.text, 'clinician', p, { maxWords: 40 })?.replace(/^Patient\b/, 'The patient');
        if (text) list.add({ kind: 'instruction', text, evidence: [spanOf(u)], essential: false }, i);
        return;
      }
      // What the clinician explained: "tics are very common in children" → "Explained that tics are very common in children."
      // "He is seen in consultation at the request of Dr. Howard" says why the patient came, not what was explained.
      if (EXPLAINS.test(lower) && CLINICAL_TOPIC.test(lower) && !/\b(?:i|we|you|your|nurse|front desk|checked out|schedul\w*|consultation|request of|referred by|presents?|presenting)\b/.test(lower.replace(/\bi think\b|\byou know\b/g, ''))) {
        // The frame before the explanation goes ("basically, …"); a negation in it stays ("that's not usually how…").
        const explained = u.text.replace(/^.*?\b(?:the good thing (?:about|is)|what that means is|basically|generally|typically|usually)\b,?\s*/i, (m) =>
          // "Acne usually improves …" keeps its subject; "the topical treatment, usually …" is cut at the pause.
          /\b(?:not|never|no)\b|n't\b/i.test(m) ? m : /generally|typically|usually/i.test(m) ? (/(?:^|,)\s*(?:(?:so|and|well|okay|now|but),?\s*)*(?:generally|typically|usually)\b,?\s*$/i.test(m) ? m.replace(/^.*?\b(?=generally|typically|usually)/i, '') : m) : '',
        );
        // "Usually safer and preferable to oral medications": a clause without its verb explains nothing (decision 855).
        const text = noteSentence(explained, 'clinician', p, { minWords: 5, maxWords: 30, requireVerb: true });
        // Only a whole clause is explained: "mainly caused by viruses" has lost its subject.
        if (text && !SUBJECTLESS.test(text)) list.add({ kind: 'instruction', text: `Explained that ${text.charAt(0).toLowerCase()}${text.slice(1)}`, evidence: [spanOf(u)], essential: false }, i);
        return;
      }
    }
    // Before the exam, the clinician's summary of the history ("so it sounds like you fell a couple of days ago").
    if (i < visit.examFrom && !dictation && SUMMARY_OF_HISTORY.test(lower)) {
      const text = impressionSentence(u.text.replace(/^.*?\b(?:it sounds like|sounds like|so it looks like|i see (?:here )?that|i understand that|i heard)\s+/i, ''), visit);
      // The clinician's own summary is what the history is about: the sentence cap keeps it first (decision 557).
      if (text) list.add({ kind: 'narrative', text, evidence: [spanOf(u)], essential: false, weight: Number.MAX_SAFE_INTEGER }, i);
      return;
    }
    // A dictation's "Assessment:" and "Plan:" lines are written as problems and plan items, not copied.
    // After "assessment and plan", what is not read as a problem or a plan item is not copied into the history either
    // ("Number one, type 2 diabetes, uncontrolled…" is no history sentence: decision 827).
    // Nor the dictation's frame ("this is a dictation for …", "end of dictation"), its medication list (the
    // Medications section lists it) or a sentence that only denies symptoms (the denials are written).
    if (dictation && (DICTATION_FRAME.test(lower) || MEDICATION_LIST.test(lower) || onlyDeniesWhatIsWritten(visit, list, i, lower))) return;
    if (dictation && i < visit.assessmentFrom && !/^\W*(?:assessment|impression|plan|diagnosis|diagnoses)\s*:/.test(lower)) {
      const text = noteSentence(u.text, 'clinician', p);
      if (text) list.add({ kind: 'narrative', text, evidence: [spanOf(u)], essential: false }, i);
    }
  });
}

/** "She denies chest pain or shortness of breath", when every term it names is already among the written denials. */
function onlyDeniesWhatIsWritten(visit: Visit, list: FactList, i: number, lower: string): boolean {
  if (!/^(?:she|he|they|the patient|patient) denies\b/.test(lower)) return false;
  const denials = list.facts.filter((f) => f.kind === 'negative').map((f) => f.text.toLowerCase()).join(' ');
  const namedHere = visit.mentions.filter((m) => m.utterance === i);
  return namedHere.length > 0 && namedHere.every((m) => m.certainty === 'negated' && denials.includes(m.term.name));
}

const DICTATION_FRAME = /^\W*(?:this is (?:a |the )?(?:dictation|dr\.?|doctor)\b|end of (?:the )?dictation\b|(?:patient'?s? name|date of birth|dob)\b)/;
const MEDICATION_LIST = /^\W*(?:(?:her|his|their|current|home) )?medications? (?:are|include|includes)\b/;

/** A result's words without the site of the test: "X-ray of the back is normal." → "x-ray is normal.". */
const withoutSite = (text: string) => text.toLowerCase().replace(/ of (?:the |her |his |your )?(?:(?:right|left|lower|upper) )?[a-z]+(?= (?:is|are|was|were|shows?|showed)\b)/, '');

/** The last drug started in the `back` sentences before sentence `i` (that `fits`), which a later sentence completes. */
function lastStartWithin(visit: Visit, list: FactList, i: number, back: number, fits: (f: Fact) => boolean = () => true): Fact | undefined {
  const since = visit.utterances[Math.max(0, i - back)]!.start;
  // A drug the patient may take ("May take ibuprofen.") has its dose said after as a start does (decision 917).
  return [...list.facts].reverse().find((f) => f.kind === 'plan' && /^(?:new|allow):/.test(f.decision ?? '') && f.at >= since && fits(f));
}

/** A dose said on its own: "I'm going to give you 40 mg daily for 5 days". */
const DOSE_ALONE = /\b\d+(?:\.\d+)?\s?(?:mg|mcg|units)\b/;
const GIVES_DOSE = /\b(?:give|giving|take|taking|prescrib\w*|start|do|use|dose|at|that's|that is)\b(?: (?:you|her|him|them|it|that|with|of|on|at))*(?: (?:about|like|a|the))?\s*$/;

/**
 * "…prescribe you a low dose of prednisone. And so that will help with the inflammation. I'm going to give you 40 mg
 * daily for 5 days": a dose said without a drug, within two sentences of a drug the clinician started without one, is
 * that drug's. The start is written again with it. Returns whether the sentence was read so.
 */
function doseOfEarlierStart(visit: Visit, list: FactList, i: number, lower: string): boolean {
  const dose = DOSE_ALONE.exec(lower);
  // Given with a verb ("we'll give you 600 mg"), not the rest of a number split off ("twelve. | 5 mg daily").
  // Or the sentence gives the dose as what the drug is: "um, that's four hundred milligrams, two times a day"
  // (decision 917); not a number split off ("Five milligrams daily").
  const doseAndSchedule = !!dose && /^\W*$/.test(lower.slice(0, dose.index)) && /^\W*(?:(?:um|uh|so|and|now)[, ]+)*(?:that's|that is|it's|it is)\b/.test(visit.utterances[i]!.lower);
  if (!dose || namesMedication(lower) || i < 1 || !(GIVES_DOSE.test(lower.slice(0, dose.index)) || doseAndSchedule)) return false;
  const start = lastStartWithin(visit, list, i, 3, (f) => !/\d/.test(f.text));
  const [family, drug] = start?.decision!.split(':') ?? [];
  if (!start || !drug || visit.utterances.slice(i - 3, i).some((u) => u.speaker === 'patient')) return false;
  const action = family === 'allow' ? 'allow' : 'start';
  const item = planItems(`${action === 'allow' ? 'you can take' : 'start'} ${drug} ${lower.slice(dose.index)}`, visit.p).find((it) => it.subject === drug && it.action === action);
  if (!item || !/\d/.test(item.text)) return false;
  start.text = item.text;
  start.evidence.push(spanOf(visit.utterances[i]!));
  return true;
}

/** "Take that for a full week", "you can take it about every six hours, with food": how to take the drug just named. */
const TAKE_IT = /^(?:(?:with food|with meals|and|so|now|uh|um|okay)[, ]+)*(?:(?:i want|i'd like|i would like) (?:you|him|her) to |(?:you|she|he) (?:should|can|will|'ll|could) )?(?:take|use|apply|continue|start taking|start using) (?:that|it|them|those)\b(.*)$/;
const COURSE_SPAN = /\bfor (?:about |the next )?(?:(?:a|one) (?:full )?(day|week|month)|(\d+) (days|weeks|months))\b/;
/** "These are tablets which you can take for five days": the form of the treatment just started, and how long. */
const FORM_SAID =
  /^(?:(?:so|and|now|uh|um|okay)[, ]+)*(?:(?:this|it|that) is,? )?(?:these|they|those|this|it|that)(?: are|'re| is|'s) (?:the )?(tablets?|pills?|capsules?)\b(?: (?:which|that))?(?: (?:you|she|he) (?:can|should|will|'ll|could|need to|have to))?(?: take)?\b(.*)$/;
/** "Two tablets in the morning": how many to take, and when. */
const COUNT = /\b(one|two|three|four|five|six|seven|eight|\d+) (tablets?|pills?|capsules?|puffs?)\b/g;
const COUNT_SAID = new RegExp(String.raw`^(?:(?:so|and|now|uh|um|okay)[, ]+)*(?:(?:you(?:'ll| will| can| should)? )?take )?${COUNT.source}(.*)$`);
/** A plan item that already says how often. */
const SCHEDULED = /\b(?:daily|times|every|as needed|at night|at bedtime|weekly|in the (?:morning|evening))\b/;

/**
 * "…ibuprofen 600 mg every 6 hours. With food, and I want you to take that for a full week"; "some Motrin, 800
 * milligrams. You can take it about every six hours, with food": how often, how long and with what to take the drug
 * just started, said in the next sentences, is written with the start. Returns whether it was.
 */
function scheduleOfEarlierStart(visit: Visit, list: FactList, i: number, lower: string): boolean {
  const said = TAKE_IT.exec(lower);
  const form = said ? null : FORM_SAID.exec(lower);
  const count = said || form ? null : COUNT_SAID.exec(lower);
  const rest = said?.[1] ?? form?.[2] ?? count?.[3];
  if (rest === undefined || namesMedication(lower) || i < 1) return false;
  // "It might be worth taking a three day course of antibiotics." … "are you happy to take a course of antibiotics, if I
  // send it through?" "Yeah." "Start taking them as soon as you get them, it's just twice a day for three days.": the
  // talk of the treatment (its safety-netting, the patient's agreement) may stand between; "them" is still the
  // treatment started last (within 20 sentences), so long as it was the last thing planned and no drug was named since.
  // Only "start taking them" reaches so far back: "I want you to use that twice daily when you get a flare" is advice of
  // its own.
  const lastPlanned = list.facts.filter((f) => f.kind === 'plan').at(-1);
  const classStarted = !!lastPlanned && /^Start (?:an? )?(?:oral )?[a-z-]+(?: for \d+ (?:days?|weeks?))?\.$/.test(lastPlanned.text);
  const treatmentTalk = classStarted && !!said && /\bstart (?:taking|using)\b/.test(said[0]) && lastPlanned.at >= visit.utterances[Math.max(0, i - 20)]!.start && !visit.utterances.slice(0, i).some((u) => u.start > lastPlanned.at && namesMedication(u.lower));
  // "…give you a dose of steroids. These are tablets which you can take for five days. Two tablets in the morning.": the
  // form and the count said of a class just started are its (decision 912).
  const classJustStarted = classStarted && !said && lastPlanned.at >= visit.utterances[Math.max(0, i - 2)]!.start;
  const start = lastStartWithin(visit, list, i, 2) ?? (treatmentTalk || classJustStarted ? lastPlanned : undefined);
  if (!start) return false;
  const frequency = dosingOf('', ` ${rest}`).frequency;
  const course = COURSE_SPAN.exec(rest);
  // "With food" said first is how the drug is taken, split from its sentence.
  const withFood = /\bwith (?:food|meals)\b/.exec(lower)?.[0];
  // The course and a condition stay last: "Start an oral steroid 2 tablets in the morning for 5 days.", "Start
  // amoxicillin 1 tablet 3 times daily if she is still breathless."
  const written = start.text.replace(/\.$/, '');
  const courseWritten = / for \d+ (?:days?|weeks?|months?)$/.exec(written)?.[0] ?? '';
  const headEnd = written.length - courseWritten.length;
  const condition = / if /.exec(written.slice(0, headEnd));
  let text = written.slice(0, condition ? condition.index : headEnd);
  // Tablets of a class are taken by mouth (decision 900).
  if ((form || (count && !/puffs?/.test(count[2]!))) && !/\boral\b/.test(text)) text = text.replace(/^Start an? (?=[a-z-]+$)/, 'Start an oral ');
  // "You can take two tablets, one tablet twice a day": the count said last is the one meant.
  const counted = count && ([...count[3]!.matchAll(COUNT)].at(-1) ?? count);
  if (counted && !/\d+ (?:tablets?|pills?|capsules?|puffs?)\b/.test(text)) text += ` ${numberValue(counted[1]!)} ${counted[2]}`;
  if (frequency && !SCHEDULED.test(text)) text += ` ${frequency}`;
  // "Ibuprofen 800 milligrams a day. You can take that twice a day as needed": the "a day" said with the dose was its
  // daily amount; the schedule said after is how it is taken (as dosing.ts reads the two in one sentence). A time of
  // day alone ("take it at night") stays advice.
  else if (frequency && / \d+(?:\.\d+)? (?:mg|mcg|units) daily$/.test(text) && frequency !== 'daily' && !/^(?:at |in the )/.test(frequency)) text = `${text.slice(0, -' daily'.length)} ${frequency}`;
  if (withFood && !text.includes(withFood)) text += ` ${withFood}`;
  if (condition) text += written.slice(condition.index, headEnd);
  text += courseWritten || (course ? ` for ${course[1] ? `1 ${course[1]}` : `${course[2]} ${course[3]}`}` : '');
  if (`${text}.` === start.text) return false;
  start.text = `${text}.`;
  start.evidence.push(spanOf(visit.utterances[i]!));
  return true;
}

/** "…, which I'm happy to prescribe to you today": a decision about what the sentence before proposed. */
const WHICH_I_PRESCRIBE = /^(?:(?:uh|um|so|and)[, ]+)*which (?:i'?m|i am|we'?re|we are|i'?ll|i will|we'?ll|we will|i can|we can)(?: (?:happy|going|able|glad))? to (?:prescribe|give you|start)\b/;
/** What was proposed: "giving you a stronger prescription of a steroid may be beneficial". */
const PROPOSED = /\b(?:giving you|give you|prescribing you|prescription (?:of|for)|starting you on|start you on|trying you on)\s+(.+?)(?=\s+(?:may|might|would|could|will|is|be|to)\b|[,.;?]|$)/;

/**
 * "I wonder whether giving you a stronger prescription of a steroid may be beneficial. Uh, which I'm happy to prescribe
 * to you today.": the proposal, wondered about, is decided by the sentence after it. Returns whether it was read so.
 */
function prescribesWhatWasProposed(visit: Visit, list: FactList, i: number, lower: string): boolean {
  const previous = visit.utterances[i - 1];
  if (!WHICH_I_PRESCRIBE.test(lower) || !previous || previous.speaker !== visit.utterances[i]!.speaker) return false;
  const proposed = PROPOSED.exec(cleanSpoken(previous.text));
  const items = proposed ? planItems(`i'm going to prescribe ${proposed[1]}`, visit.p).filter((item) => item.action === 'start') : [];
  for (const item of items) {
    const fact = planFact(item, visit.utterances[i]!, true);
    list.add({ ...fact, evidence: [spanOf(previous), ...fact.evidence] }, i - 1, i);
  }
  return items.length > 0;
}

/**
 * The patient's own choice on a test offered: "I'd like to hold off on the EGD and wait to see if I have more
 * symptoms". The decision is the patient's, and the test is not ordered.
 */
const PATIENT_HOLDS_OFF = /\bi(?:'d| would) (?:like|rather|prefer)(?: to)? (?:hold off on|wait on|wait with|skip) ((?:the |that |an? )?[a-z0-9 -]{2,30}?)(?=\s+(?:and|for now|right now|at this time|until|for the time being)\b|\s*[,.?!]|$)/;

export function readPatientDeferral(visit: Visit, list: FactList): void {
  visit.utterances.forEach((u, i) => {
    if (u.speaker !== 'patient') return;
    const held = PATIENT_HOLDS_OFF.exec(u.lower);
    // Only a test the clinician has just offered: the patient's answer to it.
    const offered = (name: string) => visit.utterances.slice(Math.max(0, i - 3), i).some((v) => v.speaker !== 'patient' && v.lower.includes(name));
    if (!held || !offered(held[1]!.replace(/^(?:the|that|an?) /, ''))) return;
    for (const item of planItems(`we won't order ${held[1]}`, visit.p).filter((it) => it.action === 'order' && it.negated && it.subject)) {
      // Its own fact, not the clinician's decision on the test: "if that happens, we'll get you scheduled for an EGD"
      // stays beside it.
      list.add({ ...planFact(item, u, true), decision: undefined, text: item.text.replace(/^No (.+) ordered at this time\.$/, 'The patient prefers to hold off on $1.') }, i);
    }
  });
}

/** The patient's answer once the plan is told: "okay", "sounds good". */
const AGREES = /^[\s,.]*(?:okay|ok|sure|sounds good|that sounds good|sounds great|alright|all right|yes|yeah|perfect|great|got it|you got it|understood|that works|will do|i will|thank you|thanks)\b/;

/** "Patient agrees with the plan." when the patient assented after the plan was told, and never objected. */
export function readAgreement(visit: Visit, list: FactList): void {
  const firstPlan = list.facts.filter((f) => f.kind === 'plan').map((f) => f.at).sort((a, b) => a - b)[0];
  if (firstPlan === undefined) return;
  const after = visit.utterances.filter((u) => u.speaker === 'patient' && u.start > firstPlan);
  const assent = after.find((u) => AGREES.test(u.lower) && words(u.lower).length <= 6);
  const objects = after.some((u) => /\b(?:i don'?t want|i'?d rather not|i do n't want|not sure about|i refuse|no way)\b/.test(u.lower));
  if (assent && !objects) list.add({ kind: 'agreement', text: 'The patient agrees with the plan.', evidence: [spanOf(assent)], essential: true });
}

/** "In a week" is written "in 1 week", as a note counts (decision 774). */
const countedReturn = (interval: string) => interval.replace(/^an? (?=(?:day|week|month|year)\b)/, '1 ');

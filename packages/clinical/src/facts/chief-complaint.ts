import { answerTo, SIDED_SITE } from '../findings.js';
import { saysNo } from '../negation.js';
import { cleanSpoken, clinicalWords, sentence, words } from '../text.js';
import type { Utterance } from '../transcript.js';
import { REASON_ASKED } from './cues.js';
import { problemTreatedBy } from './problem-links.js';
import type { Extraction, Problem, SymptomFinding } from './types.js';

const PRESENTS =
  /\b(?:(?<!(?:\b(?:severe|deformity|fracture|angulation|lesion|mass|rash|it|this|that|which)|,) )(?<!\b(?:been|is|are|was|were|be|not) )(?:presents?|presenting)|here|coming in|comes in|came in|is seen|seen today|referred|sent (?:you|him|her|them)(?: over| in)?)\b(?: today)?(?: (?:to the clinic|in clinic|in the office))?(?: to (?:establish care|be (?:seen|evaluated|checked(?: out)?)|get (?:checked(?: out)?|evaluated|seen)))? (?:for|with|because of|due to) (?:(?:an? )?(?:evaluation|assessment|consultation) (?:of|for) )?(?:an? |his |her |their |the |some |a new )?([a-z0-9 ,'/-]{3,80}?)(?=[.?!;]|\bwho\b|\bthat\b|\bwhich\b|\band (?:she|he|they|i|we|you)\b|\b[a-z]+ is accompanied\b|$)/;

const FOLLOWING_UP = /\b(?:following|follow(?:ing)?) up (?:with (?:you|him|her|them) (?=for|on))?(?:for|on|with) (?:(?:your|his|her|the)\s+)?([a-z0-9 ,'/-]{3,80}?)(?=[.?!;]|$)/;

/** Whom a follow-up is with, when it is someone else: "follow up with your OB GYN", "with Doctor Y", "with cardiology". */
const SOMEONE_ELSE = /^(?:dr|doctor|specialist|surgeon|nurse|pcp|primary care|ob ?gyn|obgyn|gyn\w*|dentist|therapist|counselor|[a-z]+olog(?:ist|y)|[a-z]+iatr(?:ist|y))\b/;

/** The visit called a follow-up, by the clinician or by the patient. */
const FOLLOW_UP_VISIT = /\b(?:this is (?:your|a|her|his) follow[- ]?up(?: visit| appointment)?|(?:i'?m|i am|we'?re|we are) (?:just )?(?:here|in) (?:today )?for (?:my|a|our|his|her|the) follow[- ]?up|(?:i|we) (?:just )?came (?:in|back) for (?:a |my |the )?follow[- ]?up)\b/;

/** The clinician telling the reason they were given, or read in the chart. */
const TOLD =
  /\b(?:(?:medical assistant|nurse|ma|front desk|they) (?:told|tells) me|i (?:see|hear|understand|heard|read)(?: here)?)(?: that)? (?:you(?:'re| are|'ve| have| had)?|she(?:'s| is| has| had)?|he(?:'s| is| has| had)?) (?:been )?(?:having|experiencing|dealing with|complaining of|had|have|got)\s+(?:some |this |a |an |the |that )?([a-z0-9 '-]{3,60}?)(?= that\b| which\b| for\b| since\b| and\b| is that\b| could\b| can\b| so\b| over\b|[.?!,]|$)/;

const BODY_PART = /^(?:(?:right|left) )?(?:knee|hip|shoulder|ankle|wrist|elbow|foot|hand|back|neck|finger|thumb|toe|leg|arm|eye|ear|skin)s?$/;
const TROUBLE_WITH =
  /\b(?:having|had|been having|have) (?:some |a lot of |a little )?(problems?|issues?|trouble|pain) (?:with|in) (?:your|his|her|the) ((?:right|left) )?(knee|hip|shoulder|ankle|wrist|elbow|foot|hand|back|neck|finger|thumb|toe|leg|arm|eye|ear)s?\b/;

/** A lesion the patient has at a body part: "a sore on my right heel", "this lump in my breast". */
const INJURED_SITE = String.raw`((?:right|left) )?(heel|foot|toe|ankle|leg|shin|knee|thigh|hip|back|neck|arm|elbow|wrist|hand|finger|thumb|breast|chest|face|lip|scalp|groin|armpit)`;
// "A deep cut on my thigh": how big or deep it is, said before it.
const LESION = new RegExp(String.raw`\b(?:a|an|this|that|the|some) (?:(?:deep|small|big|large|little|bad|nasty|open|painful|red|new|bleeding) ){0,2}(sore|wound|ulcer|lump|bump|rash|cut|gash|blister|mole|growth) (?:on|in|under|behind|at) (?:my|the) ${INJURED_SITE}\b`);

/** An animal's bite or a burn, in the patient's words: "a dog bit me", "I was bitten by a cat", "I burned my hand". */
const ANIMAL = 'dog|cat|horse|rat|raccoon|bat|spider|snake|squirrel|ferret|hamster|monkey';
const BITTEN = new RegExp(String.raw`\b(?:(${ANIMAL})s?\b[^.?!]{0,40}?\b(?:bit|bites|bitten)|bitten by (?:a|an|the|my|our|his|her|their|some)(?: [a-z']+)? (${ANIMAL})|(${ANIMAL}) bites?)\b`);
const BURNED = new RegExp(String.raw`\b(?:i|she|he) (?:burned|burnt|scalded) (?:my|her|his|the) ${INJURED_SITE}\b`);

/** The injury the patient tells, with the site said in it or asked of just before ("What happened to your right leg?"). */
function injuryTold(u: Utterance, asked: string): string | undefined {
  const site = (said: string) => new RegExp(String.raw`\b${INJURED_SITE}\b`).exec(said);
  const bite = BITTEN.exec(u.lower);
  if (bite) {
    const where = site(u.lower.slice(bite.index)) ?? site(asked);
    return `${bite[1] ?? bite[2] ?? bite[3]} bite${where ? ` of the ${where[1] ?? ''}${where[2]}` : ''}`;
  }
  const burn = BURNED.exec(u.lower);
  return burn ? `burn of the ${burn[1] ?? ''}${burn[2]}` : undefined;
}

/** "a 36-year-old female post bilateral reduction mammoplasty": the visit follows a procedure. */
const AFTER_PROCEDURE = /\b(?:status post|s\/p|post(?:-?op(?:erative)?)?)\s+((?:(?:right|left|bilateral) )?[a-z -]{3,40}?(?:ectomy|otomy|ostomy|plasty|pexy|repair|replacement|reconstruction|fusion|arthroscopy|surgery|procedure|release|fixation|transplant))\b/;

/** The patient speaking of themself just before "here for", "came in for": "I'm just here for", "I came in for". */
const SELF_BEFORE = /\b(?:i'?m|i am|we'?re|we are|i|we)(?: (?:just|only|actually|really|mainly|mostly))? $/;

/** The patient's "I'm here to" or "I'm" before "follow up on …". */
const SELF_HERE_TO = /\b(?:(?:i'?m|i am|we'?re|we are) (?:just )?(?:here|in)(?: today)? to|(?:i'?m|i am|we'?re|we are)(?: just)?) $/;

/**
 * Who came with the patient ("I have my resident here with me", "presents with her mother"): company, not a reason.
 * The possessive before the person is already left out of what PRESENTS reads.
 */
const COMPANY = /^(?:me|us|you|him|them|(?:(?:my|our|your|the) )?(?:resident|student|colleague|assistant|nurse|intern|fellow|mother|father|mom|dad|wife|husband|son|daughter|parents?|family|friend|partner|caregiver)s?)\b/;

/**
 * What is not a reason for the visit: a negative ("I see here that you have no surgical history"), a perfect tense
 * ("you have been referred today by…"), a duration alone ("has your pain been present for the eight years").
 */
const NO_REASON = /^(?:no|not|never|nothing|none|been)\b|^(?:check-? ?up|(?:a )?(?:different|another|other) (?:cause|reason|thing|issue|problem))$|^(?:\d+|a few|several|many)(?: (?:or|to) \d+)? (?:days?|weeks?|months?|years?)$/;

/** A test or a procedure named as what the patient "had" or "got" (decision 772). */
const TEST_DONE = /^[a-z ,'-]{0,50}?\b(?:scans?|tests?|study|studies|x-?rays?|mri|ct|echo\w*|ekg|ecg|biopsy|procedures?|surgery|catheter\w*|colonoscopy|endoscopy|labs?|blood ?work)\b/;

/**
 * A reason without what says when or adds it to another: "you had a fainting episode yesterday" → "fainting episode",
 * "you have sleep apnea too", "her hydrocephalus since 2002". A chief complaint names the complaint; the history dates it.
 */
function withoutTail(text: string): string {
  return text
    .replace(/\s+(?:since|ever since)\b.*$/, '')
    .replace(/(?:\s+(?:yesterday|last (?:night|week|month|year)|this (?:morning|afternoon|evening|week)|today|too|as well|also))+$/, '')
    .trim();
}

/**
 * The reason said for the visit: "presents for …", "you're here for …", "following up on …" in the clinician's words
 * (or a dictation's); with `byPatient`, the patient's own first-person "I'm just here for my yearly physical", "I came
 * in for …", "I'm here to follow up on my kidney transplant" (decision 777) — not what they say another came for.
 */
function statedReason(utterances: Utterance[], dictation: boolean, byPatient: boolean): Extraction['chiefComplaint'] {
  const speaks = (u: Utterance, before: string | null | undefined, self: RegExp) =>
    byPatient ? u.speaker === 'patient' && !dictation && before != null && self.test(before) : u.speaker !== 'patient' || dictation;
  for (const [i, u] of utterances.slice(0, 40).entries()) {
    // "You're here today for your diabetes?" "No, I'm here for my knee.": a reason asked and denied is not the visit's.
    const denied = u.isQuestion && saysNo(utterances, answerTo(utterances, i) ?? -1);
    const m = denied ? null : PRESENTS.exec(u.lower);
    if (!speaks(u, m && u.lower.slice(0, m.index), SELF_BEFORE)) continue;
    if (m && !/\bwhat\b|\bhow\b/.test(m[1]!) && !COMPANY.test(m[1]!)) {
      const text = withoutTail(cleanSpoken(m[1]!))
        .replace(/,.*$/, '')
        .replace(/\b(?:today|this morning|this afternoon)\b/g, '')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/\s+(?:and|or|with|of|for|to|in|on|the|a|some)$/, '')
        // A question's tag: "here for your follow up, right?" (not "pain on the right").
        .replace(/(?<!\b(?:the|your|his|her|on|to)) (?:right|okay|ok|correct|yeah)$/, '')
        // "your hip"; "a foot ulcer on your right foot" → "on the right foot"; "follow up of her chronic problems" →
        // "follow-up of chronic problems".
        .replace(/\b(on|in|to|at|over) (?:your|his|her|their|my|our)\b/g, '$1 the')
        // "here for our yearly follow-up": the visit is the patient's, not the clinician's "our".
        .replace(/\b(?:your|his|her|their|my|our) /g, '')
        .replace(/^follow[- ]?up\b/, 'follow-up')
        // "a follow up on my heart rhythm problem": a follow-up of what it names.
        .replace(/^follow-up (?:on|for) (?:the )?/, 'follow-up of ')
        // "I am here for this pain in my legs".
        .replace(/^(?:this|that|these|those) (?=[a-z])/, '')
        // "Here for a follow up not very long after your first visit": when a follow-up is, not what it follows up.
        .replace(/^follow-up (?:not|very|so|soon|in|within|about|a (?:few|couple))\b.*$/, 'follow-up')
        // "for complaints of joint pain", "follow-up for some chest pain": the complaint, as a note names it.
        .replace(/^(?:complaints? of|c\/o) /, '')
        .replace(/\b(for|of) (?:some|this|that|a little|a bit of) /g, '$1 ');
      // "here for your hip": a body part alone is the reason as "evaluation of the hip".
      const reason = BODY_PART.test(text) ? `evaluation of the ${text}` : text;
      if (text && !NO_REASON.test(text) && words(text).length <= 10) return { text: sentence(reason), evidence: [{ start: u.start + m.index, end: u.start + m.index + m[0].length }] };
    }
  }
  // "So, you are following up for your high blood pressure and high cholesterol?", "I'm here to follow up on my kidney
  // transplant": a follow-up of what it names (not of "a few things").
  for (const u of utterances.slice(0, 12)) {
    const m = FOLLOWING_UP.exec(u.lower);
    if (!speaks(u, m && u.lower.slice(0, m.index), SELF_HERE_TO)) continue;
    const text = m && withoutTail(clinicalWords(cleanSpoken(m[1]!)).replace(/\b(?:your|his|her|the|my|our)\s+/g, '').replace(/\s+(?:today|right|okay)$/, ''));
    // "Recommended to follow up with Doctor Y for …": a visit with someone else, not this one.
    if (m && text && words(text).length <= 10 && !/^(?:a |an )?(?:few|some|couple|several|all|every|any|that|this|it|things?|stuff)\b/.test(text) && !SOMEONE_ELSE.test(text)) return { text: sentence(`Follow-up of ${text}`), evidence: [{ start: u.start + m.index, end: u.start + m.index + m[0].length }] };
  }
  return null;
}

/** "Knee pain" said of the right knee is "Right knee pain", as a note writes it. */
const symptomComplaint = (symptom: SymptomFinding) => ({
  text: sentence(`${symptom.laterality && SIDED_SITE.test(symptom.term.name) ? `${symptom.laterality} ` : ''}${symptom.term.name}`),
  evidence: [{ start: symptom.mentions[0]!.start, end: symptom.mentions[0]!.end }],
});

/** A reason that names only the kind of visit: what the patient came with says more. */
const VISIT_KIND = /^(?:follow-up|(?:second|another) opinion|consultation|check-? ?up|refill)\.$/i;

/**
 * The patient's answer to the clinician's opening "what brings you in?": the sentences of their reply (decision 778).
 * Only a question asked in the visit's opening, where it asks for the reason of the visit.
 */
export function reasonAnswer(utterances: Utterance[]): Set<number> {
  const answer = new Set<number>();
  const asked = utterances.slice(0, 10).findIndex((u) => u.speaker !== 'patient' && REASON_ASKED.test(u.lower));
  const first = asked < 0 ? undefined : answerTo(utterances, asked);
  if (first === undefined) return answer;
  for (let i = first; i < utterances.length && utterances[i]!.speaker === utterances[first]!.speaker && utterances[i]!.turn === utterances[first]!.turn; i++) answer.add(i);
  return answer;
}

/** The reason for the visit: the stated one ("presents for…"), else the first symptom, else the first problem. */
/** The clinician asking how a chronic condition's measure has been: "how's the blood pressure been?", "how are your sugars?". */
const MEASURE_ASKED = /\bhow(?:'s| is| are| has| have)(?: (?:the|your|his|her))? (blood pressure|sugars?|blood sugars?|cholesterol)\b/;
/** The patient telling how that measure has run: "my sugars have been running high", "my blood pressure's been good". */
const MEASURE_TOLD = /\bmy (blood pressure|sugars?|blood sugars?|cholesterol)\b(?:'s| (?:has|have|is|are))?(?: been)?(?: (?:running|really|a (?:little|bit)|kind of|pretty|so|way|too))* (?:high|higher|up|elevated|low|all over(?: the place)?|out of control|better|good|okay|fine|great|stable|normal)\b/;
const MEASURE_OF: Record<string, RegExp> = { 'blood pressure': /hypertension/, sugar: /diabetes/, 'blood sugar': /diabetes/, cholesterol: /hyperlipidemia|hypercholesterolemia/ };

/**
 * The clinician asking how the patient has done on a treatment: "how have you been since we started the sertraline?",
 * "how are you doing on the lisinopril?", "how's the metformin working?" (decision 950).
 */
const TREATMENT_ASKED = /\bhow (?:have|has|are|is|'s|'ve)(?: (?:you|she|he|things|it|everything))?(?: been)?(?: (?:doing|feeling|going|getting on))?,? (?:since (?:we|you|i|she|he) (?:started|began|increased|switched|changed|put you on)|on|with) (?:the |your |his |her |that )?([a-z]+)|\bhow(?:'s| is| has) (?:the |your |his |her )?([a-z]+) (?:been )?(?:working|going|treating you|helping)\b/;

const FLARING = /\bmy ([a-z]+(?: [a-z]+)?) (?:has been |have been |is |are |'s been |keeps? |started )?(?:acting up|flaring(?: up)?|flared(?: up)?|playing up|getting worse|worse again|bad again)\b/;

export function chiefComplaintOf(utterances: Utterance[], symptoms: SymptomFinding[], problems: Problem[], dictation: boolean): Extraction['chiefComplaint'] {
  // Dictated: "Chief complaint is left arm pain."
  for (const u of utterances.slice(0, 20)) {
    const m = /\bchief complaint(?: (?:is|was|of)|:)\s+([a-z0-9 ,'/-]{3,60}?)\s*(?:[.;]|$)/.exec(u.lower);
    if (m && u.speaker !== 'patient' && words(m[1]!).length <= 10) return { text: sentence(cleanSpoken(m[1]!).replace(/^(?:an? |the )/, '')), evidence: [{ start: u.start + m.index, end: u.start + m.index + m[0].length }] };
  }
  const stated = statedReason(utterances, dictation, false);
  if (stated) return stated;
  // "The medical assistant told me that you're having some difficulty urinating", "I see that you're experiencing some foot pain".
  for (const u of utterances.slice(0, 12)) {
    if (u.speaker === 'patient' && !dictation) continue;
    const m = TOLD.exec(u.lower);
    const text = m && withoutTail(cleanSpoken(m[1]!).replace(/\b(?:your|his|her)\b/g, 'the'));
    // "I see that you got nuclear and myocardial perfusion scan": a test done, not what brings the patient.
    const aTest = m && TEST_DONE.test(`${m[1]} ${u.lower.slice(m.index + m[0].length)}`);
    if (m && text && !aTest && !NO_REASON.test(text) && words(text).length <= 6 && !/\b(?:what|how|why)\b/.test(text)) return { text: sentence(text), evidence: [{ start: u.start + m.index, end: u.start + m.index + m[0].length }] };
  }
  // "So you've been having some problems with your right hip?": the clinician naming what brings the patient.
  for (const u of utterances.slice(0, 15)) {
    if (u.speaker === 'patient' && !dictation) continue;
    const m = TROUBLE_WITH.exec(u.lower);
    if (m) return { text: sentence(`${m[2] ? `${m[2].trim()} ` : ''}${m[3]} ${m[1] === 'pain' ? 'pain' : 'problems'}`), evidence: [{ start: u.start + m.index, end: u.start + m.index + m[0].length }] };
  }
  for (const u of utterances.slice(0, 12)) {
    if (u.speaker === 'patient' && !dictation) continue;
    const m = AFTER_PROCEDURE.exec(u.lower);
    if (m) return { text: sentence(`Follow-up after ${m[1]!.trim()}`), evidence: [{ start: u.start + m.index, end: u.start + m.index + m[0].length }] };
  }
  const first = symptoms.filter((s) => s.affirmed).sort((a, b) => a.at - b.at)[0];
  // "My asthma has been acting up for the last week", said before any other symptom: the patient's known condition
  // flaring is the complaint, "Asthma exacerbation." (decision 831).
  for (const u of utterances.slice(0, 8)) {
    if (u.speaker !== 'patient' || dictation || (first && u.start > first.at)) continue;
    const flare = FLARING.exec(u.lower);
    // The condition is the one the visit goes on to affirm (the clinician's naming is its mention; the patient's is not).
    const flaring = flare && problems.find((p) => p.certainty === 'affirmed' && !!p.term.pattern && new RegExp(p.term.pattern).test(flare[1]!));
    if (flare && flaring) return { text: sentence(`${flaring.term.name} ${/asthma|copd|heart failure|bronchitis|emphysema/.test(flaring.term.name) ? 'exacerbation' : 'flare'}`), evidence: [{ start: u.start + flare.index, end: u.start + flare.index + flare[0].length }] };
  }
  // The patient's own reason, when no clinician said one and it names more than the visit's kind; a symptom it names
  // ("I am here for this pain in my legs") is the complaint as a note names a symptom.
  const own = statedReason(utterances, dictation, true);
  if (own && !VISIT_KIND.test(own.text)) {
    const [said] = own.evidence;
    const named = symptoms.find((s) => s.affirmed && s.mentions.some((m) => m.start >= said!.start && m.end <= said!.end));
    return named ? symptomComplaint(named) : own;
  }
  // "I've had a sore on my right heel for six weeks": a lesion the patient shows, said before any symptom the lexicon
  // knows, is what they came with (not the chills told after it).
  for (const u of utterances.slice(0, 12)) {
    if (u.speaker !== 'patient' || dictation || (first && u.start > first.at)) continue;
    const m = LESION.exec(u.lower);
    // A cut is written as a note names it: "Laceration of the thigh."
    const lesion = m && (/^(?:cut|gash)$/.test(m[1]!) ? `laceration of the ${m[2] ?? ''}${m[3]}` : `${m[2] ?? ''}${m[3]} ${m[1]}`);
    if (m) return { text: sentence(lesion!), evidence: [{ start: u.start + m.index, end: u.start + m.index + m[0].length }] };
    const previous = utterances[utterances.indexOf(u) - 1];
    const injury = injuryTold(u, previous && previous.speaker !== 'patient' ? previous.lower : '');
    if (injury) return { text: sentence(injury), evidence: [{ start: u.start, end: u.end }] };
  }
  // A diagnosis to be ruled out is not what the patient came with.
  const problem = problems.find((p) => p.certainty === 'affirmed');
  // "So with your kidney stone…" in the clinician's opening, before any symptom: the visit is about that problem.
  const opening = problem?.mentions.find((m) => m.utterance < 6 && utterances[m.utterance]!.speaker !== 'patient' && !/\b(?:history|past|used to)\b/.test(utterances[m.utterance]!.lower));
  if (problem && opening && (!first || opening.start < first.at)) return { text: sentence(problem.term.name), evidence: [{ start: opening.start, end: opening.end }] };
  // "How's the blood pressure been at home?" as the clinician's opening, before any symptom: a follow-up of the
  // condition that measure follows (decision 820). The patient's own first word on it ("my sugars have been running
  // high, like 250s") opens such a follow-up too.
  for (const u of utterances.slice(0, 6)) {
    if (dictation || (first && u.start > first.at)) continue;
    const asked = (u.speaker === 'patient' ? MEASURE_TOLD : MEASURE_ASKED).exec(u.lower);
    const followed = asked && problems.find((p) => p.certainty === 'affirmed' && MEASURE_OF[asked[1]!.replace(/s$/, '')]!.test(p.term.name));
    if (asked && followed) return { text: sentence(`Follow-up of ${followed.term.name}`), evidence: [{ start: u.start + asked.index, end: u.start + asked.index + asked[0].length }] };
  }
  // "How have you been since we started the sertraline?" as the opening, before any symptom: a follow-up of what the
  // drug treats (decision 950), as a measure asked after is (decision 820).
  for (const u of utterances.slice(0, 6)) {
    if (dictation || u.speaker === 'patient' || (first && u.start > first.at)) continue;
    const asked = TREATMENT_ASKED.exec(u.lower);
    const followed = asked && problemTreatedBy(asked[1] ?? asked[2]!, problems);
    if (asked && followed) return { text: sentence(`Follow-up of ${followed.term.name}`), evidence: [{ start: u.start + asked.index, end: u.start + asked.index + asked[0].length }] };
  }
  if (first) return symptomComplaint(first);
  if (problem) return { text: sentence(problem.term.name), evidence: [{ start: problem.mentions[0]!.start, end: problem.mentions[0]!.end }] };
  // Nothing else named: "This is your follow up visit, right?", the patient's "I just came in for follow up".
  for (const [i, u] of utterances.slice(0, 12).entries()) {
    const m = FOLLOW_UP_VISIT.exec(u.lower);
    if (m && !(u.isQuestion && saysNo(utterances, answerTo(utterances, i) ?? -1))) return { text: 'Follow-up.', evidence: [{ start: u.start + m.index, end: u.start + m.index + m[0].length }] };
  }
  return null;
}

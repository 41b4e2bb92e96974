import { STANDPOINT_SAID, statedDiagnoses, TOPIC_OPENER } from '../diagnosis.js';
import type { Icd10Index } from '../icd10.js';
import { findMentions, type Mention, type Span } from '../findings.js';
import { certaintyAt } from '../negation.js';
import type { Laterality } from '../lexicon.js';
import type { Pronouns } from '../text.js';
import type { Utterance } from '../transcript.js';
import { EXAM_CUE, EXAM_FINDING, EXAM_WORDS, EXAMINED_BEFORE, PLAN_ACTION, PLAN_CUE, STRONG_IMPRESSION, TAKEN_UP_AFTER, TAKEN_UP_BEFORE } from './cues.js';
import type { Fact } from './types.js';

/** What every extractor reads: the sentences, who said them, the findings, and where the visit's phases begin. */
export interface Visit {
  utterances: Utterance[];
  dictation: boolean;
  p: Pronouns;
  icd10?: Icd10Index;
  mentions: Mention[];
  /** Index of the first sentence of the physical exam (the utterance count when there is none). */
  examFrom: number;
  /** Index of the first sentence of the assessment and plan. */
  assessmentFrom: number;
  /** The side the whole visit is about, when one side is said at least twice as often as the other. */
  side: Laterality;
  /** The side said with one body part ("knee") across the visit, by the same rule. */
  sideOf: (site: string) => Laterality;
  /** The problems the clinician numbered ("for your first problem of…"), in the clinician's order. */
  announced: Announcement[];
}

/** "For your second problem of your diabetes…": where in the transcript the clinician names problem number `order`. */
export interface Announcement {
  order: number;
  /** Transcript offsets of the words that name the problem: after the cue, or just before it ("the back pain, the first problem"). */
  after: Span;
  before: Span;
}

/** A body part the clinician looks at or feels: "let me see your foot", "I'm going to feel your belly". */
const BODY = String.raw`(?:your|his|her|that|the) (?:right |left )?(?:foot|feet|toes?|ankles?|knees?|legs?|hips?|back|neck|shoulders?|arms?|elbows?|wrists?|hands?|fingers?|thumbs?|skin|rash|scalp|belly|abdomen|chest|throat|ears?|eyes?)`;
/** What the clinician reads rather than examines: "let me take a look at my notes", "let me check your labs". */
const NOT_EXAMINED = String.raw`(?! (?:here )?(?:at )?(?:my|the|your|these|some) (?:notes?|chart|results?|labs?|x-?rays?|records?|images?|imaging|mri|scans?))`;
/** The exam named as such, which begins it wherever it is said. */
const EXAM_BY_NAME = new RegExp(
  String.raw`\b(?:physical exam\w*|on (?:physical |my |your |his |her )?exam(?:ination)?(?: of (?:the|your|his|her) (?:right |left )?[a-z]+)?(?=\s*,)|examine you|listen to your (?:heart|lungs|chest|breathing)|hop up on the table|do a (?:quick )?exam|(?:take (?:a few |some )?|few )?deep breaths?(?: (?:for me|please|in))?|breathe? in(?:,| and)? (?:and )?(?:breathe? )?out|(?:let me|i'?m going to|i am going to) (?:tap|palpate|press on|push on) ${BODY}|let me (?:feel|listen)${NOT_EXAMINED}|(?:let me|i'?m going to|let'?s) (?:go ahead and )?(?:feel|examine) ${BODY}|when i (?:look at|examine|feel) (?:your|his|her|the)|on (?:your|his|her) [a-z]+ exam)\b`,
);
/** Looking, which also opens a visit ("we will take a look at that"): the exam only once the patient has spoken. */
const LOOK_AT_PART = new RegExp(String.raw`\b(?:let me|i'?m going to|let'?s) (?:go ahead and )?(?:see|look at|check) ${BODY}\b`);
const EXAM_BY_LOOKING = new RegExp(String.raw`\b(?:take a (?:quick )?look${NOT_EXAMINED}|let me (?:check|look|see)${NOT_EXAMINED})\b|${LOOK_AT_PART.source}`);
/** Vital signs read out during the exam. */
const VITALS = /\b(?:blood pressure|heart rate|pulse|temperature|oxygen|vital signs?|vitals)\b/;
/** After the exam, the clinician turns to what it means: an announcement, or talk of causes. */
const ASSESSMENT_START = new RegExp(
  String.raw`\b(?:assessment|my plan|the plan|impression|for your (?:first|next|last)? ?problem|so for your|(?<!\bquestions?\b[^.?!]{0,30})(?:${TOPIC_OPENER}) your|${STANDPOINT_SAID}|let'?s talk about (?:your|the|what)|(?:potential|possible) causes?|what'?s (?:going on|causing))\b`,
);

export function readVisit(utterances: Utterance[], options: { dictation: boolean; pronouns: Pronouns; icd10?: Icd10Index }): Visit {
  // The exam starts at a cue that findings soon follow ("we will take a look at that" early on is not the exam).
  // A dictation's exam is headed ("Physical exam: the lungs have coarse rhonchi.") and names its findings without the
  // talk around them: after the heading, any word of an exam is a finding.
  const dictatedExam = (i: number) => options.dictation && /\bexam(?:ination)?:/.test(utterances[i]!.lower);
  // "Let's check your throat. Okay, I don't see any swelling": a part looked at, then what is seen there at once.
  const partLookedAt = (i: number) => LOOK_AT_PART.test(utterances[i]!.lower);
  const findingsSoon = (i: number) => {
    const dictated = dictatedExam(i);
    const looked = partLookedAt(i);
    // "Let's take a look. Your throat is a little red, but I don't see any exudates.": the words of an exam said at once
    // after the cue begin it as a finding does (decision 853).
    return utterances.slice(i, i + 20).some((v, k) => v.speaker !== 'patient' && (EXAM_FINDING.test(v.lower) || ((dictated || (looked && k < 3)) && EXAM_CUE.test(v.lower)) || (k < 3 && !v.isQuestion && EXAM_WORDS.test(v.lower))));
  };
  // "Take a look", "let me see" begin the exam once the patient (or whoever speaks for them) has told something: the
  // greeting's "I see you're here for your knee, we will take a look at that" is not the exam; "let me examine you" is.
  const patientSpoke = (i: number) => options.dictation || utterances.slice(0, i).some((v) => v.speaker !== 'clinician');
  const begins = (u: Utterance, i: number) => EXAM_BY_NAME.test(u.lower) || (EXAM_BY_LOOKING.test(u.lower) && patientSpoke(i));
  let examFrom = utterances.findIndex((u, i) => u.speaker !== 'patient' && begins(u, i) && findingsSoon(i));
  if (examFrom < 0) examFrom = utterances.length;
  // The assessment starts at its announcement, or at the first decision or impression after the exam; "It's just a
  // sprain." is one (decision 946).
  const saysWhatItIs = (lower: string) => statedDiagnoses(lower).some((d) => d.whatItIs);
  // Without an exam, the assessment is looked for from the start.
  const assessmentAfter = examFrom < utterances.length ? examFrom : -1;
  // During the exam, "it looks like it's 128 over 72" and "looks like you have limited range of motion" report what
  // is found; they begin no assessment.
  const examining = (u: Utterance, i: number) => examFrom < utterances.length && i > examFrom && (EXAM_FINDING.test(u.lower) || VITALS.test(u.lower));
  let assessmentFrom = utterances.findIndex((u, i) => i > assessmentAfter && u.speaker !== 'patient' && !u.isQuestion && (ASSESSMENT_START.test(u.lower) || (PLAN_CUE.test(u.lower) && PLAN_ACTION.test(u.lower)) || ((STRONG_IMPRESSION.test(u.lower) || saysWhatItIs(u.lower)) && !examining(u, i))));
  if (assessmentFrom < 0) assessmentFrom = utterances.length;
  const mentions = findMentions(utterances, options.dictation);
  return { utterances, dictation: options.dictation, p: options.pronouns, icd10: options.icd10, mentions, examFrom, assessmentFrom, side: sideOfVisit(utterances), sideOf: (site) => sideOfVisit(utterances, PARTS_OF_SITE[site] ?? site), announced: announcementsOf(utterances, options.dictation) };
}

const ORDINAL = /\b(first|primary|main|second|third|fourth|fifth|sixth|next|other|last|final) (?:problem|issue|concern|diagnosis|complaint)\b(?! (?:today )?(?:is )?(?:what|how|that you))/g;
const ORDINALS: Record<string, number> = { first: 1, primary: 1, main: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6 };
/**
 * "Number one, hypertension. …": a problem numbered at the start of a sentence, set off by a pause (decision 849);
 * not "my number one concern", "call this number".
 */
const NUMBERED = /(?:^|[.;:]\s*)(?:(?:and|so|okay|ok|alright|all right|now|then),?\s+)*(?:problem\s+)?(?:number|#)\s*(one|two|three|four|five|six|[1-6])\b(?=\s*[,.:;-])/g;

/** The clinician's numbered problems. "Next", "other" and "last" follow the one before. */
function announcementsOf(utterances: Utterance[], dictation: boolean): Announcement[] {
  const out: Announcement[] = [];
  utterances.forEach((u) => {
    if (u.isQuestion || (u.speaker === 'patient' && !dictation)) return;
    const ordinals = [...u.lower.matchAll(ORDINAL)].map((m) => ({ m, numbered: false }));
    const numbers = [...u.lower.matchAll(NUMBERED)].map((m) => ({ m, numbered: true }));
    for (const { m, numbered } of [...ordinals, ...numbers].sort((a, b) => a.m.index - b.m.index)) {
      const order = ORDINALS[m[1]!] ?? (out.at(-1)?.order ?? 0) + 1;
      const end = m.index + m[0].length;
      // A number said alone ("number one, …") numbers what its own sentence names: not the next sentence's, nor the
      // name said just before it, which "the first problem is" may follow but "number two" does not.
      const sentenceEnd = numbered ? u.lower.slice(end).search(/[.;?!](?:\s|$)/) : -1;
      const reach = sentenceEnd >= 0 ? Math.min(sentenceEnd, 100) : 100;
      const before = numbered ? { start: u.start + m.index, end: u.start + m.index } : { start: u.start + Math.max(0, m.index - 30), end: u.start + m.index };
      out.push({ order, after: { start: u.start + end, end: u.start + Math.min(u.lower.length, end + reach) }, before });
    }
  });
  return out;
}

/** Where the assessment takes a finding up: the clinician's first mention from the assessment on; one it never names comes after. */
export function discussedAt(visit: Visit, mentions: Mention[]): number {
  const inAssessment = mentions.filter((m) => m.utterance >= visit.assessmentFrom && byClinician(visit, visit.utterances[m.utterance]!));
  return inAssessment.length ? Math.min(...inAssessment.map((m) => m.start)) : NOT_IN_ASSESSMENT + Math.min(...mentions.map((m) => m.start));
}
const NOT_IN_ASSESSMENT = 1e9;

/** A mention announced as the topic of what follows: "for your back pain", "from a back pain standpoint". */
export function announcedAsTopic(visit: Visit, m: Mention): boolean {
  const u = visit.utterances[m.utterance]!;
  return TAKEN_UP_BEFORE.test(u.lower.slice(0, m.start - u.start)) || TAKEN_UP_AFTER.test(u.lower.slice(m.end - u.start));
}

/** The number the clinician gave the problem a mention names: the first one named after a cue, else one just before it. */
export function orderOf(visit: Visit, mention: { start: number; end: number }): number | undefined {
  for (const a of visit.announced) if (mention.start >= a.after.start && mention.start < a.after.end) return a.order;
  for (const a of visit.announced) if (mention.end > a.before.start && mention.end <= a.before.end) return a.order;
  return undefined;
}

/** The patient's own words decide when they name a side; else everything said (the clinician examines both sides). */
function sideOfVisit(utterances: Utterance[], site?: string): Laterality {
  return sideSaid(utterances.filter((u) => u.speaker === 'patient'), site) ?? sideSaid(utterances, site);
}

/** The parts a patient names for a site a diagnosis is of: carpal tunnel syndrome is felt in "my right wrist" or hand. */
const PARTS_OF_SITE: Record<string, string> = { carpal: 'carpal|wrist|hand', sciatica: 'sciatica|leg|hip|buttock|side', kidney: 'kidney|flank|side', flank: 'flank|side', heel: 'heel|foot' };

const SIDED_PARTS = 'knee|ear|shoulder|hip|ankle|wrist|elbow|foot|hand|leg|arm|eye|thigh|side|finger|toe|thumb';

/** "My left knee is fine", "no, the left one doesn't hurt": a side said of a part that is well is not the complaint's. */
const SAID_WELL = /^\s*(?:\w+\s+)?(?:is|feels|was|has been|seems|looks)\s+(?:fine|ok|okay|good|normal|great|perfect|alright|all right)\b|^\s*(?:\w+\s+)?(?:does not|doesn't|does n't|did not|didn't|never) (?:hurt|bother)/;

function sideSaid(utterances: Utterance[], site = SIDED_PARTS): Laterality {
  const sided = new RegExp(String.raw`\b(right|left)\b (?:\w+ )?(?:${site})s?\b`, 'g');
  const said = utterances.flatMap((u) =>
    [...u.lower.matchAll(sided)].filter((m) => !u.isQuestion && certaintyAt(u.lower, m.index, m.index + m[0].length) !== 'negated' && !SAID_WELL.test(u.lower.slice(m.index + m[0].length))).map((m) => m[1]!),
  );
  const count = (side: string) => said.filter((s) => s === side).length;
  const all = utterances.map((x) => x.lower).join(' ');
  const right = count('right');
  const left = count('left');
  // "It's in both knees", "both my knees": both sides, unless one side is said more. Not "let me check both ears": a
  // clinician examines both sides to compare them, which makes no complaint bilateral (decision 845).
  const both = [...all.matchAll(new RegExp(String.raw`\bboth (?:of )?(?:my |your |the |his |her )?(?:${site})s?\b`, 'g'))].filter((m) => !EXAMINED_BEFORE.test(all.slice(0, m.index))).length;
  if (both > 0 && both >= right && both >= left) return 'bilateral';
  return right >= 2 * left && right > 0 ? 'right' : left >= 2 * right && left > 0 ? 'left' : undefined;
}

/** Said by the clinician (in a dictation, every sentence is). */
export const byClinician = (visit: Visit, u: Utterance) => visit.dictation || u.speaker === 'clinician';

export const spanOf = (u: Utterance): Span => ({ start: u.start, end: u.end });

/** A symptom the patient has is named in the sentence at `index` (the illness, not a history or a habit). */
export const symptomAffirmedIn = (visit: Visit, index: number) => visit.mentions.some((m) => m.utterance === index && m.type === 'symptom' && m.certainty === 'affirmed');

export function dedupeSpans(spans: Span[]): Span[] {
  const seen = new Set<string>();
  return spans
    .filter((s) => {
      const key = `${s.start}:${s.end}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.start - b.start);
}

export { joinList } from '../text.js';

/** The facts found so far, and which sentences they used up (a sentence read as history is not also narrative). */
export class FactList {
  readonly facts: Fact[] = [];
  readonly used = new Set<number>();

  add(fact: Omit<Fact, 'at'>, ...utteranceIndexes: number[]): void {
    if (!fact.evidence.length || !fact.text) return;
    this.facts.push({ ...fact, at: Math.min(...fact.evidence.map((e) => e.start)) });
    for (const i of utteranceIndexes) this.used.add(i);
  }
}

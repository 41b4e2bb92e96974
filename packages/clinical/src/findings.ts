import { CONDITIONS, MEDICATIONS, SYMPTOMS, type Laterality, type Term } from './lexicon.js';
import { certaintiesOf, certaintyAt, isNoAnswer, isYesAnswer, saysNo, type Certainty } from './negation.js';
import { dosingOf } from './dosing.js';
import { explainedBy } from './integral.js';
import { NUMBER, numberValue, sayOnce, timeSpan, words } from './text.js';
import type { Utterance } from './transcript.js';
import { EXAMINED_BEFORE, RELATIVES } from './facts/cues.js';

export interface Span {
  start: number;
  end: number;
}

/** One mention of a symptom or condition, with its status and who said it. */
export interface Mention {
  term: Term;
  type: 'symptom' | 'condition';
  utterance: number;
  start: number;
  end: number;
  certainty: Certainty;
  /** The answer utterance that settled a clinician's question ("any chest pain?" "no"). */
  answer?: number;
  /** Said as the patient's own guess ("I think it's my heart"): never a diagnosis. */
  patientGuess: boolean;
  laterality: Laterality;
}

const compile = (term: Term) => new RegExp(String.raw`\b(?:${term.pattern})`, 'g');
const SYMPTOM_PATTERNS = SYMPTOMS.map((term) => ({ term, re: compile(term), type: 'symptom' as const }));
const CONDITION_PATTERNS = CONDITIONS.map((term) => ({ term, re: compile(term), type: 'condition' as const }));
/** The conditions a measure names only with what follows it (a lookahead: "your A1c … increase the metformin"). */
const READ_AHEAD_PATTERNS = CONDITION_PATTERNS.filter(({ re }) => re.source.includes('(?='));
export const MEDICATION_PATTERN = new RegExp(String.raw`\b(${[...MEDICATIONS].sort((a, b) => b.length - a.length).map((m) => m.replace(/[-]/g, '\\-')).join('|')})\b`, 'g');
const ANY_MEDICATION = new RegExp(MEDICATION_PATTERN.source);
/** The text names a medication the lexicon knows. */
export const namesMedication = (text: string) => ANY_MEDICATION.test(text);
/** The first medication the text names, as said. */
export const medicationNamedIn = (text: string) => ANY_MEDICATION.exec(text)?.[1];

const FIRST_PERSON = /\b(?:i|i'm|i've|i'd|me|my|mine)\b/;
const PATIENT_GUESS = /\b(?:i think|i guess|i wonder|maybe|i'?m worried|i'?m afraid|scared|could it be|is it|i feel like it'?s|probably)\b/;
// The relatives' words are the family history's (cues.ts RELATIVES): "my parents did experience some memory loss".
const OTHER_PERSON = new RegExp(String.raw`\b(?:she|he|they|${RELATIVES}|friend|husband|wife|partner|kids?|children|neighbou?r|coworker|boss|family)\b`, 'g');
/** The clause so far speaks of someone else: the last other person named is not followed by the patient's "I". */
function aboutOtherPerson(clause: string): boolean {
  const last = [...clause.matchAll(OTHER_PERSON)].at(-1);
  return last !== undefined && !FIRST_PERSON.test(clause.slice(last.index + last[0].length));
}
/** A clinician question that presumes the condition ("how is your diabetes?"). */
// "your knee pain", not "pain in your legs or numbing" (the possessive belongs to the legs), nor "has your ear been
// itchy?" (the ear is possessed; the itch is asked about, and the answer settles it).
const POSSESSIVE = /\b(?:your|his|her)\s+(?:(?!(?:or|and|been|be|being|is|are|was|were|feel|feels|felt|feeling|get|gets|getting|got|gone|going|become|became|look|looks|looking|seem|seems|seemed)\b)\w+\s+){0,2}$/;

/** Body parts that have a side: a finding named with one can be right or left ("knee pain"), others cannot ("tingling"). */
/** "Right knee pain", never "right tingling": the side written before a finding's name, only when it names a body part. */
export const sideBefore = (name: string, side: Laterality) => (side && side !== 'bilateral' && !name.includes(side) && SIDED_SITE.test(name) ? `${side} ` : '');

export const SIDED_SITE = /\b(?:knees?|ears?|shoulders?|hips?|ankles?|wrists?|elbows?|foot|feet|hands?|legs?|arms?|eyes?|thighs?|toes?|fingers?|thumbs?|heels?|calf|calves|breasts?|flank|kidney|carpal|sciatica|groin|forearm)\b/;

/** The side (right, left, both) said next to a mention, the closest one winning. */
export function lateralityNear(lower: string, start: number, end: number): Laterality {
  const from = Math.max(0, start - 40);
  const window = lower.slice(from, Math.min(lower.length, end + 30));
  if ([...window.matchAll(/\b(?:both|bilateral\w*)\b/g)].some((m) => !EXAMINED_BEFORE.test(lower.slice(0, from + m.index)))) return 'bilateral';
  // "right" also means "correct": only a side next to a body word counts, or "right-sided", or "on the left" ending the
  // sentence ("sciatica on the left.", not "the scar on the left, uh, left flank", decision 927); the side closest to
  // the mention wins.
  const sided = /\b(right|left)\b(?=(?: side(?: of)?)? (?:\w+ )?(?:knee|ear|shoulder|hip|ankle|wrist|elbow|foot|hand|leg|arm|eye|side|lower|upper|first|big|back|great|flank|kidney|breast|chest|toe|finger|thumb|thigh|calf|heel|sole|midfoot|forearm|groin|medial|lateral))|(?<=(?:knee|ear|shoulder|hip|ankle|wrist|elbow|foot|hand|heel),? (?:on the )?)\b(right|left)\b|\b(right|left)[- ]sided\b|\bon (?:the|your|his|her) (right|left)(?: side)?(?=\s*(?:[.;]|$))/g;
  let best: { side: Laterality; distance: number } | undefined;
  for (const m of window.matchAll(sided)) {
    const at = from + m.index;
    const distance = at < start ? start - at : Math.max(0, at - end);
    if (!best || distance < best.distance) best = { side: (m[1] ?? m[2] ?? m[3] ?? m[4]) as 'right' | 'left', distance };
  }
  return best?.side;
}

/** A cause given right after a symptom's name: "… could be due to", "is probably from", "is caused by". */
export const CAUSE_SAID_AFTER = /^\s*(?:(?:is|are|could be|may be|might be|would be|seems to be|is (?:most )?(?:likely|probably))\s+(?:(?:most )?(?:likely|probably|possibly)\s+)?(?:due to|from|caused by|because of|related to|secondary to|coming from)|comes from|stems from)\b/;

/** Words the clinician uses to say a symptom of the patient, not to ask about it (the chief complaint named too). */
const DECLARED =
  /\b(?:you(?:'ve| have)(?: been)?(?: having| had| got| noticed| experiencing| getting)?|you(?:'re| are) (?:having|experiencing|feeling|still having|getting)|you (?:mentioned|said|told|reported|noted|complained|described|endorsed|were endorsing|were having|had|got|get|feel|felt|developed|started)|(?:she|he|the patient|patient) (?:has|reports|reported|endorses|endorsed|complains|complained|describes|notes|noted|states|stated|is having|was having|had|presents|presented|developed|experienced|experiences)|(?:she|he)'s (?:having|been having|had|got)|presents? with|presenting with|complain(?:ing|s) of|came in (?:with|for)|(?:here|in|back) (?:for|with)|follow(?:ing)? up (?:for|on)|sounds like you(?:'ve| have)?|chief complaint(?: is| was| of)?|reason for (?:the |today'?s |your |this )?visit (?:is|was))\b/;
/** Words that make a clause a question even without its question mark ("any fever or chills"). */
const QUESTION_CUE = /\b(?:any|have you|do you|did you|are you|were you|is there|was there|how about|what about|tell me|ever had|ever have|any other)\b/;

/** The clause a mention sits in, up to the mention (from the last sentence break or termination). */
function clauseBefore(lower: string, at: number): string {
  const before = lower.slice(0, at);
  const cut = Math.max(before.lastIndexOf('.'), before.lastIndexOf('?'), before.lastIndexOf(';'), before.search(/\b(?:but|however)\b(?!.*\b(?:but|however)\b)/));
  return before.slice(cut + 1).slice(-120);
}

/** The clinician saying what one would have: "you would have", "you'd get" (a question, "so you'd have eczema, yeah?", asks). */
const WOULD_HAVE = /\byou(?: would|'d) (?:(?:also|probably|usually|normally|typically|then|still|expect to) )?(?:have|get|feel|notice|develop|see|experience)\b/;

/** A question about anything besides what was just named: "any other symptoms?", "anything else?". */
/** A no said first and alone, then again of one thing, with nothing said to be present ("No, no vomit at all."). */
const BLANKET_NO = /^[\s,.]*(?:(?:um+|uh+|well|oh)[\s,.]+)*(?:no|nope|nah)\s*[,.!](?![^.]*\b(?:but|except|only|just|some|a little|a bit)\b)/;
/** A yes said of every thing asked ("Yes to both.", "Yes, all of them."). */
const YES_TO_ALL = /^[\s,.]*(?:(?:um+|uh+|well|oh)[\s,.]+)*(?:yes|yeah|yep)\s*,?\s*(?:to )?(?:both|all(?: of (?:them|those|it))?|all three|both of (?:them|those))\b/;
/** The rest of a list asked, denied after what is had: "but none of the rest", "nothing else", "not the others". */
const NONE_OF_THE_REST = /\b(?:none of the (?:rest|others?|other ones)|not the (?:rest|others?|other ones)|(?:but )?nothing else|no others?)\b/;
/** A yes said with its limits: "only when I climb stairs", "just at night". */
const LIMITED_YES = /^[\s,.]*(?:only|just|mostly|mainly|usually)\b/;
/**
 * A question offering the normal state as one choice among others ("is it normal, or diarrhea, or hard stool?"), or
 * the limits of it as another ("…bleeding any place else, or just when you cough?" "Only when I cough.").
 */
const CHOICE_OF_NORMAL = /\b(?:normal|regular|fine|okay|ok)\b,? or\b|\bor (?:is it |are they )?(?:normal|regular|fine)\b|\bor (?:just|only) (?:when|if|with|after|during)\b/;
const OTHERS_ASKED = /\b(?:any ?thing else|any other|other (?:symptoms|problems|concerns|issues|questions))\b/;

/** The first patient utterance answering a clinician's question (within the next turn). */
export function answerTo(utterances: Utterance[], index: number): number | undefined {
  const question = utterances[index]!;
  for (let i = index + 1; i < utterances.length && i <= index + 4; i++) {
    const u = utterances[i]!;
    if (u.speaker === question.speaker && u.turn === question.turn) continue;
    if (u.speaker === 'patient' || u.speaker === 'other') return i;
    return undefined;
  }
  return undefined;
}

/** What may follow a symptom repeated after "no,": a time ("at this moment", "right now") and nothing more. */
const NOTHING_MORE_OF_IT = /^\s*(?:(?:at (?:this|the) (?:moment|time)|right now|now|currently|lately|at all|so far|today)\s*)?[.!]?\s*$/;

/** The clinician's question just before the patient's utterance at `index` names the term. */
function askedJustBefore(utterances: Utterance[], index: number, term: Term): boolean {
  const question = utterances.slice(Math.max(0, index - 3), index).reverse().find((x) => x.speaker === 'clinician');
  return !!question?.isQuestion && answerTo(utterances, utterances.indexOf(question)) === index && namedIn(question.lower, term);
}

/** The sentences the answerer goes on to say in the same turn after the answer at `index`. */
function restOfTurn(utterances: Utterance[], index: number): Utterance[] {
  const reply = utterances[index]!;
  const rest: Utterance[] = [];
  for (let i = index + 1; i < utterances.length && utterances[i]!.turn === reply.turn && utterances[i]!.speaker === reply.speaker; i++) rest.push(utterances[i]!);
  return rest;
}

/**
 * "Any depression or anxiety?" "I have always been a homebody. This is normal for me. Nothing like that.": an answer
 * that opens with neither yes nor no and comes to a plain no later in the turn says no. The first yes or no decides.
 */
function noLaterInTurn(utterances: Utterance[], index: number): boolean {
  if (isYesAnswer(utterances[index]!.lower)) return false;
  const settling = restOfTurn(utterances, index).find((x) => isNoAnswer(x.lower) || isYesAnswer(x.lower));
  // A no that names a symptom ("No vision changes.") is said of that one.
  return !!settling && isNoAnswer(settling.lower) && !isYesAnswer(settling.lower) && !SYMPTOM_PATTERNS.some(({ re }) => new RegExp(re.source).test(settling.lower));
}

/** Each symptom's pattern, to look one term up in another sentence (an answer, a correction). */
const SYMPTOM_RE = new Map(SYMPTOM_PATTERNS.map((p) => [p.term, p.re]));

/** The term named and negated in what the patient said. */
const deniedIn = (lower: string, term: Term) => certaintiesOf(lower, SYMPTOM_RE.get(term)!).includes('negated');

/** The symptom is named in what was said. */
const namedIn = (lower: string, term: Term) => certaintiesOf(lower, SYMPTOM_RE.get(term)!).length > 0;

/** Every symptom and condition mention with its NegEx status, settled by the patient's answer when asked. */
const VACCINE_BEFORE = /\b(?:(?:vaccinated|immuni[sz]ed|vaccines?|vaccinations?|shots?|boosters?) (?:against|for)|(?:completed|finished|received) (?:your|his|her|their|the|all)?\s*(?:\w+ )?)\s*$/;

type Found = { term: Term; type: 'symptom' | 'condition'; start: number; end: number };
/** Each pattern's matches in the text that lie within its first `within` characters and overlap none found before. */
function addMatches(found: Found[], text: string, patterns: { term: Term; re: RegExp; type: Found['type'] }[], within = text.length): void {
  for (const { term, re, type } of patterns) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m && m.index < within; m = re.exec(text)) {
      const start = m.index;
      const end = m.index + m[0].length;
      if (end > within || found.some((f) => f.start < end && start < f.end)) continue;
      found.push({ term, type, start, end });
    }
  }
}

/** What an exam looks for, said before the finding: "to check for any lump", "I'll feel for any swelling". */
const EXAMINED_FOR = /\b(?:check(?:ing)?|look(?:ing)?|feel(?:ing)?|examin(?:e|ing)|palpat(?:e|ing))\s+(?:\w+\s+){0,5}?for\s+(?:any\s+|some\s+)?(?:[a-z]+\s+){0,2}$/;

/** A drug's purpose said before a symptom: "as needed for", "a rescue inhaler for", "the medicine for". */
const INDICATION_BEFORE = /\b(?:as needed|if needed|when needed|prn|inhaler|medicine|medication|pills?|tablets?)\s+for\s+(?:(?:your|the|any|her|his|my)\s+)?$/;

/**
 * A reaction to a drug or food the patient is allergic to ("I'm allergic to sulfa, I get a rash"; "what kind of
 * reaction?" — "I break out in hives"): the allergy's reaction, not a symptom of the visit (decision 817).
 */
const ALLERGY_REACTION_BEFORE = /\b(?:allergic|allergy|allergies|intoleran\w*|reaction)\b[^.?!]{0,60}?\b(?:i|it|they|that|she|he)\s+(?:\w+\s+)?(?:get|gets|got|gives?|gave|causes?|caused|breaks?|broke|makes?|made|swell|swelled|swells)\b[^.?!]{0,25}$/;
const REACTION_ASKED = /\b(?:what|which) (?:kind of |type of |sort of )?reactions?\b|\bwhat happen(?:s|ed) (?:when|if) you (?:take|took|eat|ate|have|had|use|used)\b|\bwhat (?:does|did) (?:it|that|they) do to you\b/;

/** A service or person named after a condition ("stroke doctor", "TIA clinic", "diabetes educator"). */
const SERVICE_AFTER = /^,?\s*(?:doctors?|team|nurses?|specialists?|clinics?|unit|cent(?:er|re)|service|ward|consultants?|educators?|program(?:me)?|class(?:es)?|support group|hotline)\b/;

/** An answer that the part or the symptom asked about is well now: "doing really well", "no problems there", "all gone". */
const SAID_WELL_NOW =
  /^\W*(?:(?:oh|well|um+|uh+|yeah|yes|no|good|great)[\s,.]+)*(?:(?:my|the|it|that|this|they|she|he)\b[^.?!,]{0,25}?\b(?:(?:is|are|has been|have been|'s|'re) (?:doing )?(?:really |very |pretty |so much |much )?(?:well|good|great|fine|okay|ok|gone|resolved)|(?:went|gone) away)|(?:no|not any) (?:more )?(?:problems?|issues?|pain|trouble)(?: (?:there|with (?:it|that|them)))?|(?:all|completely) (?:gone|better|resolved)|it'?s (?:all )?(?:gone|resolved|better))\b/;

/** "It gives me", "I break out in": a reaction said right before its name. */
const REACTION_SAID_BEFORE = /\b(?:gives?|gave|get|gets|got|breaks? out in|broke out in|causes?|caused|makes?|made)\b(?: (?:me|him|her|them))?[^.?!,]{0,20}$/;

/**
 * The patient's sentence answers a question about the reaction an allergen gives, or names the reaction in answer to
 * a question about allergies ("Any allergies to medications?" — "Penicillin, it gives me hives.", decision 821).
 */
function reactionAsked(utterances: Utterance[], index: number, before: string): boolean {
  for (let i = index - 1; i >= 0 && i >= index - 4; i--) {
    const u = utterances[i]!;
    if (u.speaker === utterances[index]!.speaker) continue;
    const answer = answerTo(utterances, i);
    const asked = REACTION_ASKED.test(u.lower) || (/\ballerg/.test(u.lower) && REACTION_SAID_BEFORE.test(before));
    return u.speaker === 'clinician' && asked && answer !== undefined && utterances[answer]!.turn === utterances[index]!.turn;
  }
  return false;
}

export function findMentions(utterances: Utterance[], isDictation: boolean): Mention[] {
  const mentions: Mention[] = [];
  utterances.forEach((u, index) => {
    const found: Found[] = [];
    addMatches(found, u.lower, [...CONDITION_PATTERNS, ...SYMPTOM_PATTERNS]);
    // "Your blood pressure is running high today. I want you to increase the lisinopril to 20.": the measure and the
    // change of its drug, said in two sentences, name the condition treated as they do in one (lexicon.ts MANAGED_WITH).
    const next = utterances[index + 1];
    if (u.speaker === 'clinician' && !u.isQuestion && next?.speaker === 'clinician' && !next.isQuestion) {
      addMatches(found, `${u.lower.replace(/[.!]\s*$/, (end) => ','.padEnd(end.length, ' '))} ${next.lower}`, READ_AHEAD_PATTERNS, u.lower.length);
    }
    for (const f of found) {
      // An injury is a term only as the clinician asks it ("did you injure it?"), for its denial (decision 833); said
      // otherwise, it is the story told, not a symptom.
      if (f.term.deniedOnly && !(u.speaker === 'clinician' && u.isQuestion)) continue;
      // "Fully vaccinated against COVID-19", "you have completed your COVID-19": the vaccine, not the disease.
      if (f.type === 'condition' && VACCINE_BEFORE.test(u.lower.slice(Math.max(0, f.start - 40), f.start))) continue;
      // "The stroke doctor", "a TIA clinic", "the diabetes nurse": a service named after a condition, not the condition.
      if (f.type === 'condition' && SERVICE_AFTER.test(u.lower.slice(f.end))) continue;
      // "Are you still taking albuterol as needed for wheezing?" "Yes.": what a drug is for, not a symptom asked about.
      if (f.type === 'symptom' && INDICATION_BEFORE.test(u.lower.slice(Math.max(0, f.start - 40), f.start))) continue;
      // "Nah, just the normal mood swings around my periods": what the patient calls normal is no symptom (decision 852).
      if (f.type === 'symptom' && /\b(?:the|my|some|just) (?:normal|physiologic(?:al)?)\s+$/.test(u.lower.slice(Math.max(0, f.start - 30), f.start))) continue;
      // The reaction an allergen gives is the allergy's, symptom or condition ("penicillin, it gives me hives").
      if (u.speaker !== 'clinician' && (ALLERGY_REACTION_BEFORE.test(u.lower.slice(Math.max(0, f.start - 120), f.start)) || reactionAsked(utterances, index, u.lower.slice(Math.max(0, f.start - 40), f.start)))) continue;
      // "Joint pain … I mean, like muscle aches?": a word taken back and said anew is not said; what replaces it is.
      if (takenBack(restSaid(utterances, index, f.end))) continue;
      let certainty = certaintyAt(u.lower, f.start, f.end);
      // "Any coughing?" "No, coughing at this moment.": a no that repeats the very thing asked, with nothing else
      // said of it (no "but", no "I have"), is said of it (decision 847).
      if (f.type === 'symptom' && u.speaker === 'patient' && certainty === 'affirmed' && /^\W*(?:no|nope)\s*,\s*$/.test(u.lower.slice(0, f.start)) && NOTHING_MORE_OF_IT.test(u.lower.slice(f.end)) && askedJustBefore(utterances, index, f.term)) certainty = 'negated';
      let answer: number | undefined;
      const clause = clauseBefore(u.lower, f.start);
      // "How is your cough?" presumes the cough; "Any nausea, vomiting or blood in your vomit?" asks about each.
      const presumed =
        (POSSESSIVE.test(u.lower.slice(0, f.start)) && !(u.isQuestion && /\bany\b/.test(u.lower.slice(0, f.start)))) ||
        // "How long have you been running a fever?" asks about a fever the patient has.
        /\bhow long have you (?:been )?(?:had|having|running|experiencing|noticed|noticing|suffering from|dealing with|felt|feeling)\s+(?:(?:a|an|the|this|these|that)\s+)?$/.test(u.lower.slice(0, f.start)) ||
        // "Besides pain in your left eye, are you having any other problems?" "No.": the no is of the others.
        /\b(?:besides|apart from|aside from|other than|in addition to)\s+(?:(?:the|your|this|that|his|her|some|any)\s+)?(?:[a-z]+\s+){0,2}$/.test(u.lower.slice(0, f.start)) ||
        // "I believe the left shoulder pain could be due to impingement syndrome": a symptom the clinician explains is
        // one the patient has, not one asked about; the "no" that follows answers another question (decision 846).
        (!u.isQuestion && CAUSE_SAID_AFTER.test(u.lower.slice(f.end)));
      // "How is your back pain?" "My back is doing really well, no problems there.": what was presumed is gone.
      if (u.speaker === 'clinician' && u.isQuestion && !isDictation && f.type === 'symptom' && presumed) {
        const reply = answerTo(utterances, index);
        // "And what about your diarrhea?" "No more diarrhea.": the answer denies what the question presumed.
        // "How is your heartburn doing? Any problems with that?" "No, it did get bad for a while…": the no answers
        // whether it is a problem now (decision 864).
        const problemAsked = utterances.slice(index, reply ?? index).some((x) => x.speaker === u.speaker && /\bany (?:more )?(?:problems?|issues?|trouble)(?: with (?:that|it|them))?\b/.test(x.lower));
        const deniedNow = reply !== undefined && (deniedIn(utterances[reply]!.lower, f.term) || (problemAsked && isNoAnswer(utterances[reply]!.lower)));
        if (reply !== undefined && ((SAID_WELL_NOW.test(utterances[reply]!.lower) && !/\b(?:but|still|except)\b/.test(utterances[reply]!.lower)) || deniedNow)) {
          certainty = 'negated';
          answer = reply;
        }
      }
      if (u.speaker === 'clinician' && !isDictation && f.type === 'symptom' && !presumed) {
        // A clinician naming a symptom is asking about it unless they say it of the patient ("you've had a
        // cough"): the patient's answer settles it, and without one nothing is known.
        const declared = DECLARED.test(clause) && !QUESTION_CUE.test(clause);
        // "So you've mentioned some pain in your jaw. Is that correct?": said to be confirmed, it is known once the
        // patient says yes.
        const next = utterances[index + 1];
        const toConfirm = next?.speaker === u.speaker && /^\s*(?:is that (?:correct|right)|(?:is that|am i) right|right|correct)\s*\?/.test(next.lower);
        if (declared && !u.isQuestion && certainty === 'affirmed' && toConfirm) {
          answer = answerTo(utterances, index + 1);
          const reply = answer === undefined ? undefined : utterances[answer]!;
          certainty = reply && isYesAnswer(reply.lower) ? 'affirmed' : reply && saysNo(utterances, answer!) ? 'negated' : 'uncertain';
        } else if (declared && !u.isQuestion && certainty === 'affirmed') {
          // The patient corrects what the clinician said of them: "you've tolerated the nausea" "I haven't had any nausea".
          const reply = answerTo(utterances, index);
          if (reply !== undefined && deniedIn(utterances[reply]!.lower, f.term)) {
            certainty = 'negated';
            answer = reply;
          }
        } else if (EXAMINED_FOR.test(u.lower.slice(0, f.start))) {
          // "I'm going to check your breasts for any lump. Okay?" "Yeah.": what the exam looks for is not asked of
          // the patient, and the yes agrees to the exam.
          certainty = 'uncertain';
        } else if (!declared || u.isQuestion) {
          // "Okay, frequency. How about any bleeding?": the reply answers the question that follows, not the echo.
          const echo = /^\W*(?:okay|ok|alright|all right|right|so|mm-?hmm)\b/.test(u.lower) && u.lower.split(/\s+/).filter(Boolean).length <= 4;
          const askedNext = echo && !u.isQuestion && next?.speaker === u.speaker && next.isQuestion && !namedIn(next.lower, f.term);
          answer = askedNext ? undefined : answerTo(utterances, index);
          // "…and maybe a little weakness in your right leg. Any other symptoms? I know we went through a lot." "No.":
          // the reply answers the question asked after the symptom, not the symptom.
          // …and "Um, and some swelling in your ankles. Um, reporting no chest pain. … have you noticed your heartbeat
          // racing at all? So, palpitations?" "No, not really.": a recap said, then a question about another symptom
          // — the no is said of that one.
          const askedOfOther = (x: Utterance) => x.isQuestion && (OTHERS_ASKED.test(x.lower) || (SYMPTOM_PATTERNS.some(({ term, re }) => term !== f.term && new RegExp(re.source).test(x.lower)) && !namedIn(x.lower, f.term)));
          if (answer !== undefined && !u.isQuestion && utterances.slice(index + 1, answer).some((x) => x.speaker === u.speaker && askedOfOther(x))) answer = undefined;
          const reply = answer === undefined ? undefined : utterances[answer]!;
          if (certainty === 'negated' && !u.isQuestion) answer = undefined;
          else if (!reply) certainty = 'uncertain';
          // The answer that names the symptom settles it in the patient's own words ("no fever, some chills").
          // "Any nausea? Any vision changes?" "Yeah, it's been pretty consistent. No vision changes.": a symptom the
          // rest of the answer denies by name is not what the yes was said of.
          else if (namedIn(reply.lower, f.term) || restOfTurn(utterances, answer!).some((x) => deniedIn(x.lower, f.term))) certainty = 'uncertain';
          // "I've had some chills but none of the rest": what the answer did not name of the list is denied (decision 867).
          else if (NONE_OF_THE_REST.test(reply.lower) && /,|\bor\b/.test(u.lower)) certainty = 'negated';
          // "Any cough, any fevers?" "No fever…": the no is said of the one named, the others stay unknown.
          // "You have a headache?" "No, I have a really bad migraine.": a no that names what explains the symptom
          // corrects its name and denies nothing.
          else if (isNoAnswer(reply.lower) && CORRECTS.test(reply.lower) && [...CONDITION_PATTERNS, ...SYMPTOM_PATTERNS].some(({ term, re }) => new RegExp(re.source).test(reply.lower) && explainedBy(f.term.name, [term.name]))) certainty = 'uncertain';
          // "Any nausea, vomiting or blood in your vomit?" "No, no vomit at all.": a no said first, then again of one of
          // them with nothing present, says no to all.
          else if (saysNo(utterances, answer!)) certainty = found.some((g) => g.type === 'symptom' && g.term !== f.term && namedIn(reply.lower, g.term)) && !BLANKET_NO.test(reply.lower) ? 'uncertain' : 'negated';
          // "Is the stool normal, or diarrhea, or hard stool?" "Yeah.": a yes to a choice picks none of it; "You haven't
          // lost any weight?" "Yes.": a yes to a question put in the negative may agree with the negative.
          else if (isYesAnswer(reply.lower) && (CHOICE_OF_NORMAL.test(u.lower) || certainty === 'negated')) certainty = 'uncertain';
          // "Are you throwing up any blood? Bleeding any place else, or just when you cough?" "Only when I cough.": a yes
          // with its limits answers the question asked last (decision 851).
          else if (LIMITED_YES.test(reply.lower) && utterances.slice(index + 1, answer).some((x) => x.speaker === u.speaker && x.isQuestion)) certainty = 'uncertain';
          // "Any chest pain, temperature, cold symptoms, anything like that?" "Yeah, I have cough, and I have a fever.":
          // a yes to a list that goes on to name what the patient has is said of what it names.
          else if (isYesAnswer(reply.lower) && /,|\bor\b/.test(u.lower) && SYMPTOM_PATTERNS.some(({ term }) => term !== f.term && namedIn(reply.lower, term))) certainty = 'uncertain';
          else if (isYesAnswer(reply.lower) && (found.filter((g) => g.type === 'symptom').length === 1 || YES_TO_ALL.test(reply.lower))) certainty = 'affirmed';
          else certainty = noLaterInTurn(utterances, answer!) ? 'negated' : 'uncertain';
        }
      } else if (u.speaker === 'clinician' && u.isQuestion && !isDictation && certainty === 'affirmed' && !presumed) {
        answer = answerTo(utterances, index);
        const reply = answer === undefined ? undefined : utterances[answer]!;
        if (!reply) certainty = 'uncertain';
        else if (saysNo(utterances, answer!)) certainty = 'negated';
        else if (isYesAnswer(reply.lower)) certainty = 'affirmed';
        else certainty = noLaterInTurn(utterances, answer!) ? 'negated' : 'uncertain';
      } else if (u.speaker !== 'clinician' && u.isQuestion && certainty === 'affirmed' && !/\bmy\b/.test(clause)) {
        // The patient asking ("could that cause headaches?") does not report the symptom.
        certainty = 'uncertain';
      }
      // "When you have a chest infection, you would have a wheeze", "you would have swelling of the lips, difficulty
      // breathing": what a condition would cause, said in general, is not said of the patient; nor is the condition.
      const restOfSentence = u.lower.slice(f.end).split(/[.?!;]/)[0]!;
      const general = WOULD_HAVE.test(clause) || (/\b(?:if|when|whenever|generally|usually|normally|typically)\b/.test(clause) && WOULD_HAVE.test(restOfSentence));
      if (u.speaker === 'clinician' && !u.isQuestion && !isDictation && certainty === 'affirmed' && general) certainty = 'uncertain';
      // The patient repeating what the clinician just listed ("bear in mind the fever, the back pain and vomiting" —
      // "Either back pain, vomiting, great, OK."), with nothing of their own in it, reports nothing.
      if (u.speaker !== 'clinician' && certainty === 'affirmed' && !FIRST_PERSON.test(u.lower)) {
        const listed = mentions.find((m) => m.term === f.term && m.utterance >= index - 2 && m.utterance < index && utterances[m.utterance]!.speaker === 'clinician' && !utterances[m.utterance]!.isQuestion);
        if (listed && listed.certainty !== 'affirmed') certainty = listed.certainty;
      }
      // "Any other joint pain?" "No.": the no is about other joints, not the one the visit is for.
      if (certainty === 'negated' && answer !== undefined && (/\bother\s+(?:\w+\s+)?$/.test(u.lower.slice(0, f.start)) || /^\s*(?:anywhere|any ?place|somewhere) else\b/.test(u.lower.slice(f.end)))) certainty = 'uncertain';
      const before = u.lower.slice(0, f.start);
      const patientGuess = u.speaker !== 'clinician' && PATIENT_GUESS.test(before.slice(-40)) && !/\byou(?: have|'ve got)\b/.test(before.slice(-40));
      // The patient speaks of themself in the first person: "my friend has diabetes" is about someone else.
      if (u.speaker === 'patient' && aboutOtherPerson(before.split(/[,;]/).at(-1) ?? '')) continue;
      // "My mum, she has quite bad migraines, she's like, has the vomiting and everything": a sentence about a relative
      // stays about them until the patient speaks of themself again (I, me, my).
      if (u.speaker === 'patient' && relativesSentence(before)) continue;
      mentions.push({
        term: f.term,
        type: f.type,
        utterance: index,
        start: u.start + f.start,
        end: u.start + f.end,
        certainty,
        answer,
        patientGuess,
        laterality: lateralityNear(u.lower, f.start, f.end),
      });
    }
    const site = u.speaker !== 'clinician' && !isDictation && !found.some((f) => f.type === 'symptom') ? painSiteAnswered(utterances, index) : undefined;
    if (site) mentions.push({ ...site, type: 'symptom', utterance: index, start: u.start + site.start, end: u.start + site.end, certainty: 'affirmed', patientGuess: false, laterality: lateralityNear(u.lower, site.start, site.end) });
    const ofSite = u.speaker !== 'clinician' && !isDictation && !site && !found.some((f) => f.type === 'symptom') ? painOfSiteAsked(utterances, index) : undefined;
    if (ofSite) mentions.push({ term: ofSite.term, type: 'symptom', utterance: index, start: u.start + ofSite.start, end: u.start + ofSite.end, certainty: 'affirmed', patientGuess: false, laterality: ofSite.laterality });
  });
  return asTheTypeSaid(asTheSiteSaid(mentions, utterances), utterances);
}

/**
 * Diabetes whose type the visit never says is written as said, "diabetes": the note does not state a type the
 * clinician did not (a patient on metformin may still be type 1 or have another kind). Its code stays E11, the
 * Guidelines' default when the type is not documented (I.C.4.a.2). A visit that says "type 2" once names it so
 * throughout.
 */
const TYPE_2_SAID = /\btype (?:2|two|ii) diabet|\bdiabet\w*(?: mellitus)?,? type (?:2|two|ii)\b|\bt2 ?dm\b|\bdm ?(?:2|ii)\b|\bnon-? ?insulin-? ?dependent\b/;
const TYPE_2_DIABETES = CONDITIONS.find((t) => t.name === 'type 2 diabetes')!;
const UNTYPED_DIABETES: Term = { ...TYPE_2_DIABETES, name: 'diabetes' };
function asTheTypeSaid(mentions: Mention[], utterances: Utterance[]): Mention[] {
  if (utterances.some((u) => TYPE_2_SAID.test(u.lower))) return mentions;
  return mentions.map((m) => (m.term === TYPE_2_DIABETES ? { ...m, term: UNTYPED_DIABETES } : m));
}

/** A complaint said of a whole region and of its part: the part's ("you injured your back" … "I hurt my lower back"). */
const PART_OF_REGION: [string, string][] = [['back pain', 'low back pain']];
/** One complaint said by its region and its part is the part's, once the patient affirms the part (decision 818). */
function asTheSiteSaid(mentions: Mention[], utterances: Utterance[]): Mention[] {
  let out = mentions;
  for (const [region, part] of PART_OF_REGION) {
    const specific = out.find((m) => m.term.name === part && m.certainty === 'affirmed' && utterances[m.utterance]!.speaker === 'patient');
    if (specific) out = out.map((m) => (m.term.name === region ? { ...m, term: specific.term } : m));
  }
  return out;
}

/** Words that take back what was just said: "… I mean", ", or rather", ", sorry,". */
const TAKE_BACK = /^[\s.,?!…-]*(?:or,?\s*)?(?:i mean|rather|(?:i'?m )?sorry(?! to\b)|no,? wait)\b[\s,]*(?:like\s+)?/;
/** What the speaker says after a point, on into their next sentence of the same turn ("joint pain ..." "i mean, …"). */
function restSaid(utterances: Utterance[], index: number, at: number): string {
  const u = utterances[index]!;
  const next = utterances[index + 1];
  const rest = u.lower.slice(at);
  return next && next.speaker === u.speaker && next.turn === u.turn && /^[\s.,?!…-]*$/.test(rest) ? `${rest} ${next.lower}` : rest;
}

/** A mention followed by a take-back and, at once, another mention in its place ("joint pain … i mean, muscle aches"). */
function takenBack(rest: string): boolean {
  const back = TAKE_BACK.exec(rest);
  if (!back) return false;
  // The one said in its place comes at once, after at most a determiner: "sorry, any dizziness?" ("…, sorry, I have a
  // cough too" takes nothing back).
  const said = rest.slice(back[0].length).replace(/^(?:(?:any|some|a|an|the|more|just|like|of)\s+)*/, '');
  return [...CONDITION_PATTERNS, ...SYMPTOM_PATTERNS].some(({ re }) => new RegExp(re.source).exec(said)?.index === 0);
}

/** A relative named as the subject in the sentence so far ("my mum…"), with no first person after it. */
const RELATIVE = new RegExp(String.raw`\bmy (?:${RELATIVES}|husband|wife|partner|friend)\b`, 'g');
function relativesSentence(before: string): boolean {
  const sentence = before.split(/[.?!]/).at(-1) ?? '';
  const last = [...sentence.matchAll(RELATIVE)].at(-1);
  return last !== undefined && !FIRST_PERSON.test(sentence.slice(last.index + last[0].length));
}

/** A no that goes on to say what the patient does have: "No, I have a really bad migraine", "No, it's more of a pressure". */
const CORRECTS = /^\W*no\b,?\s+(?:i (?:have|'ve got|got)|it'?s (?:more|a|an|actually|just|like))\b/;

/** The clinician asking where it hurts: "Where are you having pain?", "Where's your pain?", "Where does it hurt?". */
const WHERE_PAIN = /\bwhere\b[^.?!]{0,40}\b(?:pain|hurt\w*|ache\w*)\b/;
/** Body sites an answer names, and the pain each is. */
const PAIN_SITES: [RegExp, string][] = [
  [/\b(?:stomach|belly|tummy|abdomen)\b/, 'abdominal pain'],
  [/\bchest\b/, 'chest pain'],
  [/\blow(?:er)? back\b/, 'low back pain'],
  [/\bback\b(?! (?:side|of)\b)/, 'back pain'],
  [/\bneck\b/, 'neck pain'],
  [/\bknees?\b/, 'knee pain'],
  [/\bshoulders?\b/, 'shoulder pain'],
  [/\bhips?\b/, 'hip pain'],
  [/\bankles?\b/, 'ankle pain'],
  [/\bwrists?\b/, 'wrist pain'],
  [/\belbows?\b/, 'elbow pain'],
  [/\b(?:foot|feet)\b/, 'foot pain'],
  [/\btoes?\b/, 'toe pain'],
  [/\b(?:fingers?|thumbs?)\b/, 'finger pain'],
  [/\bhands?\b/, 'hand pain'],
  [/\bthighs?\b/, 'thigh pain'],
  [/\b(?:arms?|forearm)\b/, 'arm pain'],
  [/\b(?:legs?|calf|shin)\b/, 'leg pain'],
  [/\bjaw\b/, 'jaw pain'],
  [/\b(?:tooth|teeth)\b/, 'toothache'],
  [/\bears?\b/, 'ear pain'],
  [/\bhead\b/, 'headache'],
];
const SYMPTOM_BY_NAME = new Map(SYMPTOMS.map((term) => [term.name, term]));

/** "Where are you having pain?" — "My left elbow.": the site the patient names, as that pain. */
function painSiteAnswered(utterances: Utterance[], index: number): { term: Term; start: number; end: number } | undefined {
  const asked = utterances[index - 1];
  if (!asked || asked.speaker !== 'clinician' || !WHERE_PAIN.test(asked.lower)) return undefined;
  // "Where exactly on your shoulder does it hurt?" "On the back side.": the site is the question's; the answer places it.
  if (PAIN_SITES.some(([site]) => site.test(asked.lower))) return undefined;
  const said = utterances[index]!.lower;
  if (said.split(/\s+/).length > 25 || isNoAnswer(said)) return undefined;
  for (const [site, name] of PAIN_SITES) {
    const m = site.exec(said);
    const term = SYMPTOM_BY_NAME.get(name);
    if (m && term) return { term, start: m.index, end: m.index + m[0].length };
  }
  return undefined;
}

/** The clinician asking how a body part is: "How's your knee doing?", "how is the right shoulder now?". */
const HOW_IS_SITE = /\bhow(?:'s| is| are| has| have| does)(?: (?:your|the|that|this|his|her))? ((?:right |left )?[a-z]+)(?: (?:been|doing|feeling|now|today|holding up|coming along))*\s*\??$/;
/** Pain said without its site: "it still hurts", "the pain seems to have gotten worse", "still painful", "it's sore". */
const PAIN_WITHOUT_SITE = /\b(?:hurts?|hurting|painful|the pain|sore|aches?|aching|killing me)\b/;
/** An answer that says the pain is gone or less: not a pain reported. */
const PAIN_GONE = /\b(?:not|n't|no|never|gone|better|fine|good|great|resolved|anymore|any more)\b/;

/**
 * "How's your jaw doing?" "The pain seems to have gotten worse.": pain said in answer to how a body part is, of that
 * part, on the side the question named.
 */
function painOfSiteAsked(utterances: Utterance[], index: number): { term: Term; start: number; end: number; laterality: Laterality } | undefined {
  const asked = utterances[index - 1];
  const u = utterances[index]!;
  if (!asked || asked.speaker !== 'clinician' || asked.turn !== u.turn - 1 || utterances[index - 2]?.turn === u.turn) return undefined;
  const how = HOW_IS_SITE.exec(asked.lower.replace(/[\s?.!]+$/, ''));
  const named = how && PAIN_SITES.find(([re]) => re.test(how[1]!));
  const term = named && SYMPTOM_BY_NAME.get(named[1]);
  const pain = PAIN_WITHOUT_SITE.exec(u.lower);
  // A site the answer names is its own pain, unless it is what the patient moves ("sore when I lift my arm").
  const placed = u.lower.replace(/\b(?:when|if|as|after) (?:i|you|she|he) [a-z]+ (?:up )?(?:my|your|the|her|his) [a-z]+/g, '');
  if (!term || !pain || PAIN_GONE.test(u.lower) || PAIN_SITES.some(([re]) => re.test(placed))) return undefined;
  return { term, start: pain.index, end: pain.index + pain[0].length, laterality: lateralityNear(asked.lower, how.index, how.index + how[0].length) };
}

/** Onset, duration, severity and modifiers said about a symptom. */
export interface SymptomDetails {
  duration?: string;
  onset?: string;
  severity?: string;
  quality?: string;
  worse?: string;
  better?: string;
  /** Where it spreads: "the left arm" ("sometimes into my left arm", "it shoots down my left leg"). */
  radiation?: string;
  /** How often, answered to "how many times a day?": "5 to 6 times a day" (decision 860). */
  frequency?: string;
  evidence: Span[];
}

const TIME_UNIT = String.raw`(?:minutes?|hours?|days?|nights?|weeks?|months?|years?)`;
// "They last a few hours at a time" is how long each episode lasts, not how long the symptom has been there.
const DURATION = new RegExp(String.raw`\b(?:for|over|past|(?<!\b(?:they|it|that|which|these|those|usually|can|will|would|may|might|typically|normally|generally|sometimes)\s+)last|about|almost|nearly|around)\s+(?:the\s+)?(?:past\s+|last\s+)?(?:about\s+|like\s+|almost\s+|around\s+|nearly\s+|over\s+)?(${NUMBER})\s+(${TIME_UNIT})\b(?!\s+(?:after|before|later|ago|from|prior|post|into|at a time|each time|per episode|each|a day|a week|a night|per day|per week))`);
export const WEEKDAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
/** A question of when a symptom began, and a time said as its answer ("Last Tuesday.", "Yesterday morning."). */
const WHEN_ASKED = /\b(?:when did (?:it|this|that|all (?:of )?this|(?:the|your) [a-z]+(?: [a-z]+)?)(?: first| all)? (?:start|begin|come on|happen)|when was (?:it|this|that) (?:first|that)|since when|how long ago)\b/;
const WHEN_SAID = new RegExp(
  String.raw`^(?:(?:um|uh|well|oh|so|i think|i'd say|probably|maybe|about|around|like|it was|it started)[, ]+)*((?:last|this past) (?:night|week|month|year|weekend|${WEEKDAY})|yesterday(?: (?:morning|afternoon|evening))?|this (?:morning|afternoon|week)|(?:on )?(?:${WEEKDAY})(?: (?:morning|afternoon|evening|night))?|the other day|over the weekend)\b`,
);
const weekdaysNamed = (time: string) => time.replace(new RegExp(String.raw`\b(?:${WEEKDAY})\b`, 'g'), (d) => d[0]!.toUpperCase() + d.slice(1));
const ONSET = new RegExp(String.raw`\b(${NUMBER})\s+(${TIME_UNIT})\s+ago\b|\b(?:since|started|began|starting)\s+(yesterday|last night|this morning|last week|last month|last year|${WEEKDAY}|the weekend)\b`);
/**
 * Words before "two years ago" that make it the time of an earlier episode: remembered ("remember that from",
 * "from"), or named as one like this ("I did have a similar headache a few weeks ago", "a previous episode", "one
 * like this").
 */
const PAST_EPISODE_BEFORE =
  /\b(?:from|remember\w*(?: (?:that|it|this|them|those))?|(?:a|one) (?:similar|previous|prior|earlier)(?: [a-z]+){0,2}|(?:the )?same (?:kind|type|sort) of [a-z]+(?: [a-z]+)?|one like (?:this|that|it))\s+(?:about |around |like |maybe |probably |roughly )?$/;
const SEVERITY_SCORE = new RegExp(String.raw`\b(${NUMBER})\s*(?:out of|\/)\s*(?:10|ten)\b`);
const QUALITY = /\b(sharp|dull|throbbing|burning|stabbing|aching|achy|pressure-like|crampy|cramping|shooting|constant|intermittent|mild|moderate|severe|worsening|gradual|sudden|exertional)\b/g;
/** A pain's character: said of a pain, never of nausea, a cough or chills ("aching nausea"). */
const PAIN_CHARACTER = /^(?:sharp|dull|throbbing|burning|stabbing|aching|achy|pressure-like|crampy|cramping|shooting)$/;
/** Symptoms that are pains, and so have a character. */
const PAIN_LIKE = /\b(?:pain|aches?|headache|toothache|sore|cramps?|tenderness|heartburn|dysuria|discomfort)\b/;
/** Aching said of the muscles or the whole body ("my muscles are really aching", "aching all over") is the muscles'. */
const ACHE_OF_MUSCLES = /\b(?:(?:muscles?|body)\s+(?:(?:are|is|were|was|have been|has been)\s+)?(?:really\s+|quite\s+|kind of\s+|a bit\s+)?(?:aching|achy)|(?:aching|achy)\s+(?:muscles|all over))\b/g;
const WORSE = /\b(?:worse|worsens|aggravated|bothers me more|hurts more)\s+((?:when|with|after|if|during|at)\s+[a-z' ]{3,40}?)(?=[,.;!?]|\band\b|\bbut\b|$)/;
/** "Spicy food and coffee definitely make it worse" (decision 864): what makes it worse, said before. */
const MAKES_WORSE = /(?:^|[,;]\s*|\b(?:yeah|yes|well|um|uh|oh)\b,?\s*)((?:[a-z']+ ){0,4}?[a-z']+(?: and [a-z']+(?: (?!(?:definitely|really|always|usually|just|also)\b)[a-z']+)?)?) (?:(?:definitely|really|always|usually|just|also) )?(?:makes?|made) (?:it|them|the pain|things) (?:a lot |much |way )?worse\b/;
/** What the patient does that helps, said first ("lying down in a dark room helps", "resting makes it better"). */
const MAKES_BETTER = /(?:^|[,;]\s*|\b(?:yeah|yes|well|um|uh|oh)\b,?\s*)((?!(?:nothing|anything|something|everything|taking|using)\b)[a-z]+ing(?: [a-z']+){0,5}?) (?:(?:really|usually|definitely|always|kind of|sort of|seems to|tends to) )*(?:helps?|makes? (?:it|them|the pain|things) (?:a lot |a little |much )?better)\b/;
/** The clinician asking after a symptom's course, severity, triggers or spread. */
const DETAIL_ASKED = /how long|when did|since when|scale|how bad|how severe|rate (?:it|the pain)|what makes|anything make|go anywhere|radiat|spread|travel|come and go|comes and goes|constant|all the time|how (?:many times|often)|\b(?:worse|better) (?:with|when|after|if|at)\b|triggers?/;
/** A question asking how often, and the period it asks of: "how many times a day?" (decision 860). */
const HOW_OFTEN_ASKED = /\bhow (?:many times|often)\b(?:[^?]*?\b(?:a|per|each) (day|night|week|hour))?/;
/** The times said to it: "maybe five or six times", "3 times a day". */
const TIMES_SAID = new RegExp(String.raw`\b(${NUMBER})(?:\s*(?:or|to|-)\s*(${NUMBER}))?\s*(?:times|x)\b(?:\s*(?:a|per|each)\s*(day|night|week|hour))?`);
/** A question asking for a score: "how bad is it on a scale of one to ten?" (decision 858). */
const SCORE_ASKED = /\bscale\b|\bout of (?:10|ten)\b|\brate (?:it|the pain|your pain)\b/;
/** The bare score said to it: "it's like an eight", "maybe a six", "seven". */
const SCORE_SAID = new RegExp(String.raw`^\W*(?:(?:um+|uh+|oh|well|i'?d say|i would say|probably|maybe|like|about|around|it'?s|it is|it'?s like|it'?s about|it'?s probably|right now it'?s)[\s,]+)*(?:an? )?(one|two|three|four|five|six|seven|eight|nine|ten|[1-9]|10)(?:\s*(?:or|to)\s*(?:one|two|three|four|five|six|seven|eight|nine|ten|[1-9]|10))?\b(?!\s*(?:days?|weeks?|months?|years?|times|hours?|minutes?|percent|%|pounds?))`);
/** An intermittent course said in the patient's words. */
const COMES_AND_GOES = /\b(?:comes? and goes?|coming and going|on and off|off and on)\b/;
/** Where a pain goes: "shoots down my left leg", "sometimes into my left arm" (answering "does it go anywhere?"). */
const RADIATES = /\b(?:(?:shoots?|shooting|radiat\w*|goes|going|travels?|traveling|spreads?|spreading|moves?)\s+)?(?:down|into|up)\s+(?:my|the|your)\s+((?:left |right )?(?:arm|leg|jaw|neck|back|shoulder|buttock|foot|hand|groin|thigh|calf))s?\b/;
const BETTER = /\b(?:better|relieved|improves?|improved|helps?|goes away|eases?)\s+((?:when|with|after|if|by)\s+[a-z' ]{3,40}?)(?=[,.;!?]|\band\b(?! (?:rest|sit|lie|relax)\b)|\bbut\b|$)/;

/** The symptom named first in a sentence, by the lexicon's name. */
function firstSymptomIn(lower: string): string | undefined {
  let first: { at: number; name: string } | undefined;
  for (const { term, re } of SYMPTOM_PATTERNS) {
    const m = new RegExp(re.source).exec(lower);
    if (m && (!first || m.index < first.at)) first = { at: m.index, name: term.name };
  }
  return first?.name;
}
const namesSymptom = (lower: string, name: string) => {
  const term = SYMPTOM_BY_NAME.get(name);
  return !!term && namedIn(lower, term);
};

/** Reads the details of a symptom from the sentences around its affirmed mentions. */
export function detailsOf(utterances: Utterance[], indexes: number[], symptom = ''): SymptomDetails {
  // A character is a pain's; the muscles' aching is theirs ("muscles aching … headache": not an aching headache).
  const pain = !symptom || PAIN_LIKE.test(symptom);
  // "Aching muscle aches" says it twice.
  const aches = /\baches?\b/.test(symptom);
  // "Burning heartburn" says it twice: a quality the symptom's name already is.
  const kept = (quality: string) => (pain || !PAIN_CHARACTER.test(quality)) && !(aches && /^(?:aching|achy)$/.test(quality)) && !(quality === 'burning' && /heartburn/.test(symptom));
  const details: SymptomDetails = { evidence: [] };
  const qualities = new Set<string>();
  /** The clinician's question each answer in a window responds to. */
  const askedOf = new Map<number, string>();
  const windowOf = (i: number) => {
    const out = [i];
    const u = utterances[i]!;
    // The rest of the turn, then the answers to the clinician's questions about the symptom that follow one another
    // ("How long does it last?" "Maybe five minutes. It goes away when I stop and rest." "Does it go anywhere?"
    // "Sometimes into my left arm.").
    let j = i + 1;
    while (j < utterances.length && j <= i + 3 && utterances[j]!.speaker === u.speaker && utterances[j]!.turn === u.turn) out.push(j++);
    // "My headache … and sometimes I feel a little dizzy" — "Does it come and go?": the questions that follow are of the
    // symptom named first, unless they name this one (decision 863).
    // Read only when a question follows: most symptoms have none.
    let firstNamed: { name?: string } | undefined;
    const ofThisOne = (question: string) => {
      if (!symptom) return true;
      firstNamed ??= { name: firstSymptomIn(utterances.filter((x) => x.turn === u.turn && x.speaker === u.speaker).map((x) => x.lower).join(' ')) };
      const first = firstNamed.name;
      return !first || first === symptom || namesSymptom(question, symptom);
    };
    for (let asked = 0; asked < 3 && j < utterances.length; asked++) {
      // "Okay, we'll talk about that. How long has the knee been bothering you?": the clinician's acknowledgment before
      // the question is passed over (decision 863).
      for (let skipped = 0; skipped < 2 && j + 1 < utterances.length && utterances[j]!.speaker === 'clinician' && !utterances[j]!.isQuestion && utterances[j + 1]!.speaker === 'clinician' && utterances[j + 1]!.turn === utterances[j]!.turn && words(utterances[j]!.lower).length <= 8; skipped++) j++;
      const next = utterances[j]!;
      if (!(next.speaker === 'clinician' && next.isQuestion && DETAIL_ASKED.test(next.lower)) || !ofThisOne(next.lower)) break;
      const answer = answerTo(utterances, j);
      if (answer === undefined) break;
      out.push(answer);
      askedOf.set(answer, next.lower);
      let k = answer + 1;
      for (; k <= answer + 2 && utterances[k]?.turn === utterances[answer]!.turn && utterances[k]!.speaker === utterances[answer]!.speaker; k++) out.push(k);
      j = k;
    }
    return out;
  };
  for (const i of indexes) {
    for (const j of windowOf(i)) {
      const u = utterances[j]!;
      // A word said twice in a row is said once: "for like four four days".
      const said = sayOnce(u.lower);
      const found: Partial<SymptomDetails> = {};
      const duration = DURATION.exec(said);
      if (duration) found.duration = timeSpan(duration[1]!, duration[2]!);
      // "I remember that from two years ago": the time of an earlier episode, not when this one began.
      const onsetSaid = ONSET.exec(said);
      const onset = onsetSaid && !PAST_EPISODE_BEFORE.test(said.slice(0, onsetSaid.index)) ? onsetSaid : null;
      // "When did it start?" "Last Tuesday.": a time said as the answer to when is the onset.
      const when = !onset && WHEN_ASKED.test(askedOf.get(j) ?? '') ? WHEN_SAID.exec(said) : null;
      if (onset) found.onset = onset[1] ? `${timeSpan(onset[1], onset[2]!)} ago` : weekdaysNamed(onset[3]!);
      else if (when) found.onset = weekdaysNamed(when[1]!.replace(/^on /, ''));
      const score = SEVERITY_SCORE.exec(said);
      if (score) found.severity = `${numberValue(score[1]!)}/10`;
      // "How bad is it on a scale of one to ten?" "It's like an eight.": the bare number is the score (decision 858).
      const bare = !score && SCORE_ASKED.test(askedOf.get(j) ?? '') ? SCORE_SAID.exec(said) : null;
      if (bare) found.severity = `${numberValue(bare[1]!)}/10`;
      // "How many times a day?" "Maybe five or six times.": how often, with the period asked (decision 860).
      const often = HOW_OFTEN_ASKED.exec(askedOf.get(j) ?? '');
      const times = often ? TIMES_SAID.exec(said) : null;
      if (times) {
        const period = times[3] ?? often![1];
        found.frequency = `${numberValue(times[1]!)}${times[2] ? ` to ${numberValue(times[2])}` : ''} times${period ? ` a ${period}` : ''}`;
      }
      if (COMES_AND_GOES.test(said) && !/\b(?:not|never|doesn'?t|does not)\b[^.]{0,15}\b(?:come|on and off)/.test(said)) qualities.add('intermittent');
      const worse = WORSE.exec(said);
      if (worse) found.worse = worse[1]!.trim();
      const madeWorse = worse ? null : MAKES_WORSE.exec(said);
      if (madeWorse && !/^(?:it|that|this|which|what|nothing|anything|everything|i|she|he|they)$/.test(madeWorse[1]!.trim())) found.worse = `with ${madeWorse[1]!.trim()}`;
      const better = BETTER.exec(said);
      if (better) found.better = better[1]!.trim();
      // "Lying down in a dark room helps": what the patient does that helps, said first.
      const helps = better ? null : MAKES_BETTER.exec(said);
      if (helps) found.better = `with ${helps[1]!.trim()}`;
      // Only a pain spreads; only the patient's own words, or their answer to where it goes, say where.
      const radiation = pain ? RADIATES.exec(said) : null;
      if (radiation && (/^(?:shoot|radiat|go|travel|spread|mov)/.test(radiation[0]) || /^\W*(?:yes|yeah|sometimes|mostly|usually)?\W*(?:it )?(?:\w+ )?(?:into|down|up)\b/.test(said))) found.radiation = radiation[1]!;
      let used = false;
      for (const key of ['duration', 'onset', 'severity', 'worse', 'better', 'radiation', 'frequency'] as const) {
        if (found[key] && !details[key]) {
          details[key] = found[key];
          used = true;
        }
      }
      // "It's not severe, but I'm having some trouble": a quality said not to be is not the symptom's; "nothing as
      // severe as this before" says it is this one's.
      const plain = u.lower.replace(ACHE_OF_MUSCLES, ' ');
      const saidOf = (m: RegExpExecArray) => certaintyAt(plain, m.index, m.index + m[0].length) !== 'negated' || /^ as (?:this|that|now)\b/.test(plain.slice(m.index + m[0].length));
      if (j === i) for (const m of plain.matchAll(QUALITY)) if (kept(m[0]) && saidOf(m)) qualities.add(m[0]);
      if (used || j === i) details.evidence.push({ start: u.start, end: u.end });
    }
  }
  if (qualities.size) details.quality = [...qualities].slice(0, 3).join(', ');
  return details;
}

/** A medication with the dose and frequency said with it. */
export interface MedicationMention {
  name: string;
  dose?: string;
  frequency?: string;
  /** The dose a change is from: "increase the sertraline from 50 mg to 100 mg" says 50 mg is taken now. */
  doseBefore?: string;
  utterance: number;
  span: Span;
}

/** Where the words about a drug end: at the next drug named, or 80 characters on. */
export function untilNextDrug(text: string, at: number, length: number): number {
  const next = new RegExp(MEDICATION_PATTERN.source, 'g');
  next.lastIndex = at + length;
  const m = next.exec(text);
  return Math.min(at + 80, m ? m.index : text.length);
}

/** An electrolyte is a drug only as one taken: a supplement, a salt, a pill, a dose. */
const ELECTROLYTE = /^(?:potassium|magnesium|calcium|sodium)$/;
const ELECTROLYTE_TAKEN = /\b(?:take|takes|taking|took|on|start\w*|prescrib\w*|continue|supplement\w*|chloride|citrate|oxide|carbonate|gluconate|pills?|tablets?|\d+ ?(?:mg|meq|milligrams?|milliequivalents?))\b/;

export function findMedications(utterances: Utterance[]): MedicationMention[] {
  const out: MedicationMention[] = [];
  utterances.forEach((u, index) => {
    MEDICATION_PATTERN.lastIndex = 0;
    for (let m = MEDICATION_PATTERN.exec(u.lower); m; m = MEDICATION_PATTERN.exec(u.lower)) {
      const after = u.lower.slice(m.index, untilNextDrug(u.lower, m.index, m[0].length));
      // "Your potassium is 3.5": a laboratory value, not a medication.
      if (/^\s*(?:level|levels|is|was|were|are|came back|of \d|count)\b/.test(u.lower.slice(m.index + m[0].length))) continue;
      // "…to make sure your kidneys and potassium are okay": an electrolyte checked, not a supplement taken (decision 820).
      if (ELECTROLYTE.test(m[1]!) && !ELECTROLYTE_TAKEN.test(u.lower.slice(Math.max(0, m.index - 30), m.index + m[0].length + 25))) continue;
      // "Is it better than Claritin?": a drug compared with is not one taken.
      if (/\b(?:than|instead of|compared (?:to|with)|versus|vs\.?|rather than)\s+(?:the |your |my )?$/.test(u.lower.slice(Math.max(0, m.index - 20), m.index))) continue;
      const { dose, frequency, from } = dosingOf(m[1]!, after, u.lower.slice(Math.max(0, m.index - 30), m.index));
      out.push({
        name: m[1]!,
        dose,
        frequency,
        ...(from ? { doseBefore: from } : {}),
        utterance: index,
        span: { start: u.start + m.index, end: u.start + m.index + m[0].length },
      });
    }
  });
  return out;
}


/**
 * What the patient's "it" stands for. A patient answers the question asked: "How is the Protonix working?" — "It's
 * a bit better." Once the question is gone, the history cannot say "it"; a clinician writing the history names the
 * thing ("Protonix is a bit better."). The thing is the one the question (or the patient's own sentence just
 * before) named; when it named two, or none, "it" is left as said and the fragment rules decide.
 */
import { MEDICATION_PATTERN } from '../findings.js';
import { drugName } from '../plan.js';
import { capitalize, NUMBER } from '../text.js';
import type { Laterality } from '../lexicon.js';
import type { Visit } from './visit.js';

/** The thing a pronoun can stand for, and how a note names it. */
export interface Referent {
  kind: 'medication' | 'symptom' | 'body part' | 'measure' | 'condition' | 'event';
  /** As a note writes it: "Protonix", "right knee pain", "the right knee", "blood pressure". */
  name: string;
  plural: boolean;
  /** For a body part: its pain as the visit names it ("right knee pain"), which "it started" is about. */
  pain?: string;
  /** For an event: how the note names it where the answer says "one" ("I had one in 2018" → "a colonoscopy"). */
  one?: string;
}

/** Things measured at home that an answer goes on about ("How are your sugars?" — "They've been creeping up."). */
const MEASURE = /\b(blood sugars?|sugars?|blood pressures?|a1c|cholesterol)\b/g;
// "The back of my head" is a side of the head, not the back.
const BODY_PART =
  /\b(?:my|your|the|that|this|his|her) ((?:right |left )?(?:lower back|rotator cuff|knee|back(?! of\b)|neck|shoulder|hip|ankle|wrist|elbow|foot|hand|finger|toe|thumb|arm|leg|chest|stomach|abdomen|belly|eye|ear|throat|rash|cut|wound|incision|mole|lump|spot|bump))\b/g;

/**
 * The last of something done from time to time that a question asks the date of: "When was your last colonoscopy?",
 * "when was your last menstrual period?". The answer's "it" is that last one ("It was in 2018."), its "one" one of
 * them ("I had one in 2018.").
 */
const LAST_ASKED = /\bwhen (?:was|is|did you have) (?:your|the) (?:last|most recent) ((?:[a-z]+ ){0,2}[a-z]+)(?=\s*(?:[?,.]|$))/g;

/** The referents of each sentence of a visit, read once (a long visit asks for the same sentences many times). */
const READ = new WeakMap<Visit, Map<number, (Referent & { at: number })[]>>();

/** The referents one sentence names, in the order said. */
function referentsIn(visit: Visit, index: number): (Referent & { at: number })[] {
  let read = READ.get(visit);
  if (!read) READ.set(visit, (read = new Map()));
  let found = read.get(index);
  if (!found) read.set(index, (found = readReferents(visit, index)));
  return found;
}

function readReferents(visit: Visit, index: number): (Referent & { at: number })[] {
  const u = visit.utterances[index]!;
  const found: (Referent & { at: number; end: number })[] = [];
  const add = (r: Referent, at: number, end: number) => {
    if (!found.some((f) => f.at < end && at < f.end)) found.push({ ...r, at, end });
  };
  for (const m of visit.mentions) {
    // "Do you feel any weakness?" "No, … and it gets worse at night": what was denied is nothing "it" can be.
    // Nor is an injury asked about (decision 833): "it" is the part or the pain.
    if (m.utterance !== index || m.certainty === 'negated' || m.term.deniedOnly) continue;
    add({ kind: m.type === 'symptom' ? 'symptom' : 'condition', name: withSide(m.term.name, m.laterality), plural: /[^s]s$/.test(m.term.name) }, m.start - u.start, m.end - u.start);
  }
  for (const m of u.lower.matchAll(new RegExp(MEDICATION_PATTERN.source, 'g'))) add({ kind: 'medication', name: drugName(m[1]!), plural: false }, m.index, m.index + m[0].length);
  for (const m of u.lower.matchAll(MEASURE)) add({ kind: 'measure', name: m[1]!.replace(/^sugar/, 'blood sugar').replace('a1c', 'A1c'), plural: /s$/.test(m[1]!) }, m.index, m.index + m[0].length);
  for (const m of u.lower.matchAll(BODY_PART)) {
    const part = m[1]!.replace('belly', 'abdomen');
    add({ kind: 'body part', name: `the ${part}`, plural: false, pain: painOf(visit, part) }, m.index + m[0].length - m[1]!.length, m.index + m[0].length);
  }
  for (const m of u.lower.matchAll(LAST_ASKED)) {
    const thing = m[1]!;
    add({ kind: 'event', name: `the last ${thing}`, plural: false, one: `${/^[aeiou]/.test(thing) ? 'an' : 'a'} ${thing}` }, m.index + m[0].length - thing.length, m.index + m[0].length);
  }
  // "Is the pain coming and going?": the pain the visit is about, the last one named before.
  // "Where are the headaches located and how would you describe that pain?": the pain is the complaint the sentence
  // named before it, not another thing "it" could be.
  const complaintNamed = (at: number) => found.some((f) => f.kind === 'symptom' && f.at < at);
  for (const m of u.lower.matchAll(/\b(?:the|your|this|that|of|in|for) pain\b/g)) {
    if (complaintNamed(m.index)) continue;
    const pain = visit.mentions.filter((x) => x.type === 'symptom' && x.utterance <= index && / pain$/.test(x.term.name) && x.certainty === 'affirmed').at(-1);
    add({ kind: 'symptom', name: pain ? withSide(pain.term.name, pain.laterality) : 'pain', plural: false }, m.index + m[0].length - 4, m.index + m[0].length);
  }
  return found.sort((a, b) => a.at - b.at);
}

const withSide = (name: string, side: Laterality) => (side === 'right' || side === 'left') && !name.startsWith(side) ? `${side} ${name}` : name;

/** The pain of a body part that the visit names ("knee pain" for "the right knee"), with its side. */
function painOf(visit: Visit, part: string): string | undefined {
  const site = part.replace(/^(?:right|left) /, '');
  const pain = visit.mentions.find((m) => m.type === 'symptom' && m.term.name === `${site} pain`);
  return pain && withSide(pain.term.name, (/^(?:right|left)/.exec(part)?.[0] as Laterality) ?? pain.laterality);
}

/** Two names for one thing: "right knee pain" and "the right knee". */
const sameThing = (a: Referent, b: Referent) => {
  const core = (r: Referent) => r.name.replace(/^the /, '').replace(/\b(?:right|left) /, '').replace(/ (?:pain|swelling)$/, '');
  return core(a) === core(b);
};

/**
 * A question that points back at something said before ("how's that going?", "what makes it better?"), or asks after
 * the complaint's own course ("was the onset gradual or sudden?": the onset of what was just described).
 */
const POINTS_BACK = /\b(?:it|that|this|them|they)\b|\bthe (?:onset|severity|frequency|duration)\b/;

/**
 * The things the patient's sentence at `index` can be about: those named last, in the same turn before it or in the
 * clinician's question (all of that turn); when the question itself only says "it" or "that", the exchange before,
 * up to three exchanges back. Empty when the patient answers a question that names nothing ("How are you?").
 */
export function topicOf(visit: Visit, index: number): Referent[] {
  for (const named of namedBefore(visit, index, 12)) return named;
  return [];
}

const ACKNOWLEDGEMENT = /^(?:(?:okay|ok|alright|all right|and|so|well|hmm+|mm-?hmm|uh-?huh|yeah|yes|right|great|good|got it|i see)[\s,.!]*)+$/;

/** The things named before the sentence at `index`, nearest first, as far as the exchange reaches (see topicOf). */
function* namedBefore(visit: Visit, index: number, reach: number): Generator<Referent[]> {
  const { utterances } = visit;
  let exchanges = 0;
  // "How about any vomiting?" — "No. My face is swollen though… it started around the same time.": what the patient
  // said no to is not what "it" is.
  let saidNo = false;
  for (let i = index - 1; i >= 0 && i >= index - reach; i--) {
    const u = utterances[i]!;
    const named = referentsIn(visit, i);
    if (named.length) {
      if (u.speaker === 'clinician' && saidNo) return;
      yield named.filter((r, k) => !named.slice(k + 1).some((later) => sameThing(r, later)));
      continue;
    }
    if (u.speaker !== 'clinician') {
      if (/^(?:(?:um|uh|well|oh)[, ]+)*(?:no|nope|nah|not really|never|none)\b/.test(u.lower)) saidNo = true;
      continue;
    }
    // "Okay.", "Or-", "Go ahead." carry no topic of their own; nor does the start of a question whose end comes next.
    // Nor does an acknowledgement however long ("okay and alright", "mm-hmm, okay, great").
    const short = u.lower.split(/\s+/).filter((w) => /[a-z]/.test(w)).length < 3 || ACKNOWLEDGEMENT.test(u.lower);
    const sameTurnBefore = i > 0 && utterances[i - 1]!.speaker === 'clinician' && utterances[i - 1]!.turn === u.turn;
    if (short) continue;
    // A question of its own that names nothing and points back at nothing ("OK. And are you sexually active?") starts
    // a new topic, wherever it stands in its turn: the answer after it is not about what was asked before.
    if (u.isQuestion && !POINTS_BACK.test(u.lower)) return;
    if (sameTurnBefore) continue;
    if (!u.isQuestion || !POINTS_BACK.test(u.lower) || ++exchanges > 3) return;
  }
}

/**
 * The patient's sentence with its "it" named from what was said before it. A drug does not come and go nor get worse
 * in the evening: when the things named last are only drugs and none can do what "it" does ("I've taken Tylenol and
 * Advil" … "is it worse in the morning or the evening?" — "It's definitely worse in the evening."), "it" is the
 * complaint named before them ("The headache is definitely worse in the evening.").
 */
export function nameInVisit(said: string, visit: Visit, index: number): string {
  // Only past drugs named within the reach of topicOf: a sentence with nothing named near it stays as said.
  if (!topicOf(visit, index).length) return said;
  // "No, but I do feel this tingling in my left hand, and it gets worse at night": a sentence that names a complaint
  // of its own before its pronoun speaks of that one; the question's is not brought back over it.
  const pronounAt = visit.utterances[index]!.lower.search(/\b(?:it|they)\b/);
  const own = referentsIn(visit, index).filter((r) => (r.kind === 'symptom' || r.kind === 'condition') && r.at < pronounAt);
  if (own.length) return nameReferent(said, own);
  const text = plainEmphatic(said);
  for (const topics of namedBefore(visit, index, 24)) {
    const fits = topics.some((topic) => readingOf(text, topic));
    if (!fits && topics.every((t) => t.kind === 'medication')) continue;
    return nameReferent(said, topics);
  }
  return said;
}

const ADVERB = String.raw`(?:(?:still|also|really|just|usually|sometimes|only|never|always|now|actually|definitely|kind of|a little|a bit|very)\s+)*`;
const BE = String.raw`(?:is|was|has been|had been|is not|was not|has not been)\s+${ADVERB}`;
/** Nothing after the verb that makes "it" the empty subject of a clause ("it helps to rest", "it is hard to tell"). */
const NOT_EMPTY = String.raw`\b(?! (?:to|that|when|if|like|her|his|my|the(?! (?:other day|past|last)\b)|a)\b)`;
/** Where a complaint is (decision 621): "it was in the center of her chest" (not "in the morning", a time). */
const LOCATED = String.raw`${BE}(?:mostly |mainly |only |right )?(?:in|on|over|around) (?:the|her|his)\b(?! (?:morning|evening|afternoon|night|day|past|last|meantime|same)\b)`;
/**
 * What a pain feels like (decision 621): "it feels like a cramp", "it is more like a dull ache"; nausea is like no
 * ache, and "it is like a nine" is a score.
 */
const PAIN_LIKE = new RegExp(String.raw`\bit (?=${ADVERB}(?:(?:feels|felt|is feeling) like (?:a|an)\b|${BE}(?:more |almost |kind of |sort of )?like (?:a|an)\b)(?! (?:\d|one|two|three|four|five|six|seven|eight|nine|ten)\b))`, 'i');
const A_PAIN = /\b(?:pain|ache|headache|cramps?)$/;
/**
 * A pain's "it" that hurts is where it hurts (decision 627): "it hurts even more at night" → "the left shoulder hurts
 * …"; not the empty "it" of "it hurts to bend over".
 */
const IT_HURTS = new RegExp(String.raw`\bit (?=${ADVERB}(?:hurts|hurt)\b(?! to\b))`, 'i');
/** What "it" can do, by what it stands for: a pain starts and comes and goes; a drug helps; a knee swells. */
const DOES: Record<Referent['kind'], string> = {
  symptom: String.raw`(?:${LOCATED}|started|starts|began|begins|comes|came|goes|went|moved|moves|radiates|radiated|spreads|spread|gets (?:better|worse)|got (?:better|worse)|kept|keeps|wakes|woke|bothers|bothered|stays|stayed|lasts|lasted|flares|flared|happens|happened|stopped|improved|loosened|(?:does|did) not (?:go away|get better|last|bother)|(?:has|had) (?:moved|spread|radiated|lasted|started|stopped|improved|gotten (?:better|worse)|come and gone)|${BE}(?:better|worse|constant|bad|the same|gone|intermittent|sharp|dull|coming and going|going on|lasting|getting (?:better|worse)|improving))`,
  condition: String.raw`(?:${LOCATED}|started|came|went away|flares|flared|happened|got (?:better|worse)|gets (?:better|worse)|${BE}(?:better|worse|controlled|under control|stable|the same|gone|bad|improving|getting (?:better|worse)))`,
  medication: String.raw`(?:helps|helped|works|worked|made|makes|(?:takes|took) the edge off|wore off|wears off|stopped working|(?:does|did) not (?:help|work)|${BE}(?:helping|working|fine|okay|good))`,
  measure: String.raw`(?:went (?:up|down)|goes (?:up|down)|(?:runs|ran|stays|stayed|sits|sat) (?:around|about|at|in|like|under|over|above|below)\b|came down|comes down|(?:could|can|will|would) be (?:like |about |around )?${NUMBER}|${BE}(?:(?:in|around|about|like|under|over|above|below|higher|lower)\b(?: \w+){0,2} )?${NUMBER}(?! (?:days?|weeks?|months?|years?|hours?|minutes?|times)\b)|${BE}(?:better|worse|high|low|running|elevated|up|down|good|fine|okay|normal|under control|controlled|creeping|going (?:up|down)|getting (?:higher|lower|better|worse)))`,
  // "It was probably around 30 years ago", "it was september 9th, 2019": when the last one was.
  event: String.raw`(?:was|would have been) (?:(?:probably|maybe|about|around|like|in|on|back in|sometime in|just) )*(?:\d+|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|several) (?:few |couple (?:of )?)?(?:days?|weeks?|months?|years?)|last|january|february|march|april|may|june|july|august|september|october|november|december)\b`,
  'body part': String.raw`(?:hurts|hurt|swelled|swells|clicks|clicked|pops|popped|locks|locked|gives out|gave out|aches|throbs|(?:does|did) not hurt|gets (?:stiff|swollen|sore)|(?:is|was|has been) ${ADVERB}(?:sore|swollen|stiff|tender|red|better|worse|good|fine|okay))`,
};
/** A number said of a pain is its score: "It is like a nine." */
const PAIN_SCORE = new RegExp(String.raw`^(?:is|was) (like |about |around |maybe )?(?:an? )?(\d+|one|two|three|four|five|six|seven|eight|nine|ten)(?:/10| out of 10)?(?![\w/]|\.\d)`, 'i');
const SCORE_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** What "they" can do: "they've been creeping up", "they come and go". */
const THEY_DO = String.raw`(?:(?:have been|are|were)\s+${ADVERB}(?:better|worse|high|low|running|creeping|going|coming|good|fine|okay|under control|controlled|elevated|up|down)|come|came|go|went|started|start|happen|happened)`;
const SUBJECT_IT = Object.fromEntries(Object.entries(DOES).map(([kind, does]) => [kind, new RegExp(String.raw`\bit (?=${ADVERB}${does}${NOT_EMPTY})`, 'i')])) as Record<Referent['kind'], RegExp>;
const SUBJECT_THEY = new RegExp(String.raw`\bthey (?=${ADVERB}${THEY_DO}${NOT_EMPTY})`, 'i');
const SCORED = new RegExp(String.raw`\bit (?=${PAIN_SCORE.source.slice(1)})`, 'i');

/** "Taking it", "weaned off of it": a drug; "feels it": a symptom; "ices it": a body part. */
const DONE_TO: Partial<Record<Referent['kind'], RegExp>> = {
  medication: /\b(?:take|takes|taking|took|use|uses|using|used|tried|stopped|started|missed|skip\w*|refill\w*|off of) (it|them)\b(?! (?:off|out)\b)/i,
  symptom: /\b(?:feel|feels|felt|notice\w*) (it)\b(?! (?:\w+ed|\w+s|is|was)\b)/i,
  'body part': /\b(?:ice|ices|iced|icing|elevat\w*|rest\w*|wrap\w*|brac\w*) (it)\b/i,
  // "I had one in 2018", not "I had one polyp": "one" standing for a noun, before when.
  event: /\b(?:had|got|did|have had|has had) (one)(?=\s*(?:[,.;]|$|(?:done|in|on|about|around|last|back|probably|maybe|like|a|when|this|\d+)\b))/i,
};

/**
 * An emphatic "does" or "did" says the verb itself, with stress: "it does help" is "it helps", "it did work" is "it
 * worked", "it does take the edge off" is "it takes the edge off". Read plainly, what "it" does is read as when said
 * plainly, and the note writes it plainly ("It does help with the pain." → "Ibuprofen helps with the pain.").
 */
const EMPHATIC = /\b(does|did) ((?:really|definitely|actually|usually|still) )?(help|work|hurt|bother|take)\b/gi;
const PAST: Record<string, string> = { help: 'helped', work: 'worked', hurt: 'hurt', bother: 'bothered', take: 'took' };
export function plainEmphatic(text: string): string {
  return text.replace(EMPHATIC, (_m, aux: string, adverb: string | undefined, verb: string) => {
    const plain = aux.toLowerCase() === 'does' ? `${verb}s` : PAST[verb.toLowerCase()]!;
    return `${adverb ?? ''}${plain}`;
  });
}

/**
 * The sentence with its pronoun named ("It started on the right." → "The back pain started on the right."), when the
 * pronoun opens the statement (at most a few words before it: "At first it was…", "She notices it…") and does what
 * its referent can do. Later "it"s then have their antecedent in the sentence and stay.
 */
export function nameReferent(said: string, topics: Referent[]): string {
  // Of the things the question named, the one that does what the pronoun does ("Does the ibuprofen help with the
  // pain?" — "It does help." is the ibuprofen); none, or two, and the sentence stays as said.
  const text = plainEmphatic(said);
  const readings = topics.map((topic) => readingOf(text, topic)).filter((r) => r !== undefined);
  if (readings.length !== 1) return said;
  const first = readings[0]!;
  // Only a pronoun that opens the statement: further in, "it" may stand for something the sentence itself named.
  const before = text.slice(0, first.at).toLowerCase().replace(/^(?:she|he|they) (?:reports?|notes?|states?) that /, '');
  if (before.split(/\s+/).filter(Boolean).length > 4 || /\b(?:it|they|them|that|this|those|these)\b/.test(before) || mentionsAnything(before)) return said;
  const replaced = `${text.slice(0, first.at)}${first.as}${text.slice(first.at + first.length)}`;
  return first.at === 0 ? capitalize(replaced) : replaced;
}

/** Where the sentence's pronoun stands for the topic, and the words that name it there. */
function readingOf(text: string, topic: Referent): { at: number; length: number; as: string } | undefined {
  const candidates: { at: number; length: number; as: string }[] = [];
  const own = (topic.plural ? SUBJECT_THEY : SUBJECT_IT[topic.kind]).exec(text);
  // "Your blood pressures at home?" — "It runs around 120/70.": readings asked of in the plural, answered as one.
  const asOne = !own && topic.plural && topic.kind === 'measure' ? SUBJECT_IT.measure.exec(text) : null;
  const subject = own ?? asOne;
  const named = asOne ? { ...topic, name: topic.name.replace(/s$/, ''), plural: false } : topic;
  if (subject) candidates.push({ at: subject.index, length: subject[0].trimEnd().length, as: nameAs(named, text.slice(subject.index + subject[0].length)) });
  const likened = topic.kind === 'symptom' && A_PAIN.test(topic.name) ? PAIN_LIKE.exec(text) : null;
  if (likened) candidates.push({ at: likened.index, length: 2, as: nameAs(topic, '') });
  const hurts = !subject && topic.kind === 'symptom' && / pain$/.test(topic.name) ? IT_HURTS.exec(text) : null;
  if (hurts) candidates.push(hurtsWhere(text, hurts.index, topic) ?? { at: hurts.index, length: 2, as: nameAs(topic, 'hurts') });
  // "It is like a nine." → "The right arm pain is rated 9/10."; "now it is about 6/10 severity", of headaches, → "now
  // the headaches are rated about 6/10 severity" (decision 814).
  const scored = topic.kind === 'symptom' && /(?: pain|headaches?)$/.test(topic.name) ? SCORED.exec(text) : null;
  if (scored) {
    const score = PAIN_SCORE.exec(text.slice(scored.index + 3))!;
    const value = SCORE_WORDS.indexOf(score[2]!.toLowerCase());
    const be = /^was/i.test(score[0]) ? (topic.plural ? 'were' : 'was') : topic.plural ? 'are' : 'is';
    const rated = `the ${topic.name} ${be} rated ${score[1] ? 'about ' : ''}${value >= 0 ? value : score[2]}/10`;
    if (Number(value >= 0 ? value : score[2]) <= 10) candidates.push({ at: scored.index, length: 3 + score[0].length, as: rated });
  }
  // A body part's pain starts and comes and goes: "What side of your back?" — "It started on the right."
  const painSubject = !subject && topic.pain ? SUBJECT_IT.symptom.exec(text) : null;
  if (painSubject) candidates.push({ at: painSubject.index, length: 2, as: nameAs({ kind: 'symptom', name: topic.pain!, plural: false }, text.slice(painSubject.index + 3)) });
  // "Are you using the Flovent?" — "I ran out about a month ago": what ran out is the drug asked about (decision 830).
  const ranOut = topic.kind === 'medication' ? /\bran out\b(?!\s+of\b)/i.exec(text) : null;
  if (ranOut) candidates.push({ at: ranOut.index, length: ranOut[0].length, as: `ran out of ${nameAs(topic, '')}` });
  const object = DONE_TO[topic.kind]?.exec(text);
  if (object && (object[1]!.toLowerCase() === 'them') === topic.plural) candidates.push({ at: object.index + object[0].length - object[1]!.length, length: object[1]!.length, as: object[1]!.toLowerCase() === 'one' ? topic.one! : nameAs(topic, '') });
  // A pain is felt; what is iced and wrapped is where it hurts ("She iced it" → "She iced the right ankle").
  const tended = topic.kind === 'symptom' && / pain$/.test(topic.name) ? DONE_TO['body part']!.exec(text) : null;
  if (tended) candidates.push({ at: tended.index + tended[0].length - 2, length: 2, as: `the ${topic.name.replace(/ pain$/, '')}` });
  return candidates.sort((a, b) => a.at - b.at)[0];
}

/**
 * A pain's "it" that hurts in a place the sentence names of the same part (decision 673): "it hurts a lot in the
 * inside of my elbow", of the elbow pain, is not "the elbow hurts a lot in the inside of his elbow" — the place said
 * is what hurts: "the inside of his elbow hurts a lot".
 */
const HURTS_IN = String.raw`^it ((?:(?:still|also|really|just|usually|sometimes|only|mostly|mainly|always|now|actually|definitely) )*)hurts((?: (?:a lot|a little(?: bit)?|a bit|the most|more|most|badly|really bad|so much))?) (?:in|on|at|over|around) ((?:the|her|his|their|my) (?:[a-z]+ ){0,4}?`;
function hurtsWhere(text: string, at: number, topic: Referent): { at: number; length: number; as: string } | undefined {
  const part = topic.name.replace(/ pain$/, '').split(' ').at(-1)!;
  const m = new RegExp(String.raw`${HURTS_IN}${part})\b`, 'i').exec(text.slice(at));
  return m ? { at, length: m[0].length, as: `${m[3]} ${m[1]}hurts${m[2]}` } : undefined;
}

/** The sentence already names a thing before the pronoun (its antecedent). */
const mentionsAnything = (lower: string) => new RegExp(MEDICATION_PATTERN.source).test(lower) || /\b(?:pain|ache|swelling|rash|cough|stone|medication|medicine|pills?|inhaler|injection|shot|knee|back|neck|shoulder|hip|ankle|wrist|elbow|foot|hand|finger|toe|arm|leg|sugars?|pressure)\b/.test(lower);

/** The referent in the sentence's words: a symptom or condition with its article ("the back pain"), a pain that hurts by its site ("the knee hurts"). */
function nameAs(topic: Referent, after: string): string {
  if (topic.kind !== 'symptom' && topic.kind !== 'condition') return topic.name;
  // "It starts hurting" is the knee, not "the knee pain starts hurting".
  if (/ pain$/.test(topic.name) && /^(?:\w+ ){0,2}(?:hurts|hurt|hurting)\b/.test(after)) return `the ${topic.name.replace(/ pain$/, '')}`;
  return `the ${topic.name}`;
}

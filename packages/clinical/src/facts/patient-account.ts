/**
 * The patient's own account: the history of the present illness in the patient's words (third person), family,
 * surgical and social history said in passing, and for the psychiatry and psychology templates mood, progress and
 * the work of therapy. A sentence about someone else is not the patient's history; a relative's condition is
 * family history.
 */
import { MEDICATION_PATTERN, medicationNamedIn, namesMedication, SIDED_SITE } from '../findings.js';
import { CONDITIONS } from '../lexicon.js';
import { LEADING_FILLERS } from '../negation.js';
import { noteSentence, noteSentences } from '../phrasing.js';
import { capitalize, NUMBER, numberValue, sentence, words, type Pronouns } from '../text.js';
import type { Utterance } from '../transcript.js';
import { FAMILY, RELATIVES, SMALL_TALK, SOCIAL, SURGICAL } from './cues.js';
import { nameInVisit, topicOf, type Referent } from './referents.js';
import { episodeOfThePast } from './symptoms.js';
import { joinList, spanOf, type FactList, type Visit } from './visit.js';

// How it was hurt is history: "I get my strap caught on my finger and it bent it back", "I was skiing"; so is how bad
// it is ("now it's about six out of 10 severity"); so is a reading said ("one spike at like five or six hundred").
const RELEVANT =
  /\b(?:sever\w*|out of (?:10|ten)|shoot\w*|radiat\w*|ski\w*|snowboard\w*|skat\w*|danc\w*|climb\w*|jump\w*|caught|bent|twisted|landed|kicked|tackled|pain|hurt\w*|sore|ache\w*|feel\w*|felt|sleep\w*|eat\w*|appetite|weight|exercis\w*|walk\w*|limp\w*|diet|stress\w*|medication\w*|medicine|pills?|taking|took|doctor|hospital|er\b|emergency|surgery|therapy|therapist|blood|sugar\w*|pressure|better|worse|worsen\w*|improv\w*|started|since|ago|days?|weeks?|months?|years?|yesterday|recently|lately|morning|night|work\w*|job|drink\w*|smok\w*|alcohol|symptoms?|swell\w*|swollen|fell|injur\w*|twist\w*|lift\w*|running|ran|played|noticed|diagnosed|history|accident|hit|crash\w*|car|bit(?:ten)?|cut|burn\w*|slipp\w*|trip\w*|tired|energy|mood|anxious|stress|worr\w*|numb\w*|tingl\w*|dizz\w*|cough\w*|breath\w*|fever|nause\w*|vomit\w*|bleed\w*|rash|itch\w*|swallow\w*|urinat\w*|bowel|stool|period|pregnan\w*|headaches?|vision|hearing|hours?|minutes?|hik\w*|bik\w*|swim\w*|gym|sports?|golf\w*|run\w*|active|activit\w*|strength|stiff\w*|mobility|travel\w*|vaccin\w*|shots?|stairs|bend\w*|driv\w*|appointment|tests?|results?|labs?|monitor\w*|check\w*|readings?|levels?|numbers?|spik\w*|hundreds?|salt|sodium|food|meals?|water|fluids?|coffee|caffeine|weigh\w*|pounds|cramp\w*|spasm\w*|pop\w*|fall|fell|injur\w*|sprain\w*|broke|bruis\w*|swell\w*|red|warm|ice|heat|brace|crutch\w*|cane|physical therapy|pt|exercises?|stretch\w*|remember\w*|forget\w*|forgot|missed|compliant|refill|pharmacy|insurance)\b/;
const PROGRESS = /\b(?:better|improv\w*|progress\w*|goals?|helping|helped|worse|relaps\w*|setback|managed to|been able to|haven'?t been able|struggl\w*)\b/;
/**
 * What a course of therapy works on: progress toward its goals is said of these, not of a sore ankle getting better
 * ("the breathing exercises have been helping", "my mood is better", "I managed to go out without a panic attack").
 */
const THERAPY_TOPIC =
  /\b(?:mood|anxi\w*|depress\w*|panic\w*|stress\w*|sleep\w*|cop(?:e|ing)|therap\w*|sessions?|breathing (?:exercises?|techniques?)|mindfulness|techniques?|strateg\w*|goals?|journal\w*|relationships?|motivat\w*|self-esteem|confiden\w*|anger|irritab\w*|urges?|cravings?|sober\w*|relaps\w*|social\w*|lonel\w*|grief|trauma\w*|nightmares?|flashbacks?|intrusive)\b/;
/** The techniques of a therapy session; "we talked about …" only of what therapy works on (THERAPY_TOPIC). */
const TECHNIQUE =
  /\b(?:cbt|cognitive behavioral|dbt|mindfulness|breathing exercises?|relaxation|coping (?:skills|strategies)|homework|journal\w*|exposure (?:therapy|work|exercises?|hierarchy|and response prevention)|behavioral activation|thought record|reframe|reframing|grounding|psychoeducation)\b/;
const TALKED_ABOUT = /\bwe (?:worked on|practiced|talked about|discussed|reviewed|went over)\b/;
const isIntervention = (lower: string) => TECHNIQUE.test(lower) || (TALKED_ABOUT.test(lower) && THERAPY_TOPIC.test(lower));
/** A sentence whose subject is someone other than the patient ("my wife has…", "she plays rough"). */
const ABOUT_SOMEONE_ELSE =
  /^(?:(?:and|so|but|well|yeah|um|uh|oh|because|cause)[, ]+)*(?:he|she|they|his|her|their|my (?:wife|husband|partner|mother|mom|father|dad|son|daughter|sister|brother|kids?|children|friend|boyfriend|girlfriend|boss|family|cousin|aunt|uncle|grand\w+))\b/;

/** The patient saying who they are. */
const IDENTITY = /\bmy name is\b|\bmy date of birth\b|\bi was born (?:on|in)\b|\bi(?:'?m| am)\b[^.?!]{0,12}\b(?:\d+|[a-z]+(?:[- ][a-z]+)?) years? (?:old|young)\b|\bi identify as\b/;

const RELATIVE = new RegExp(String.raw`\b(?:(maternal|paternal) )?(${RELATIVES})\b`);
const RELATIVE_NAMES: Record<string, string> = { mom: 'mother', mum: 'mother', dad: 'father', grandma: 'grandmother', grandpa: 'grandfather', granny: 'grandmother' };
/** A parent's relative, by the patient's name for them: the mother's brother is the maternal uncle. */
const PARENTS_RELATIVE: Record<string, string> = { brother: 'uncle', sister: 'aunt', father: 'grandfather', dad: 'grandfather', mother: 'grandmother', mom: 'grandmother', mum: 'grandmother' };
const SIDE_OF: Record<string, string> = { mom: 'maternal', mother: 'maternal', mum: 'maternal', dad: 'paternal', father: 'paternal' };

/**
 * "My mom's brother", "my granny on my father side", "my dad has lupus and his brother has…": a parent's relative is
 * the patient's relative on that side ("my maternal uncle", "my paternal grandmother", "my paternal uncle").
 */
function relativesOfParents(lower: string): string {
  return lower
    .replace(/\b(my|his|her|your) (mom|mother|mum|dad|father)'?s (brother|sister|father|dad|mother|mom|mum)\b/g, (_, my: string, parent: string, who: string) => `${my} ${SIDE_OF[parent]} ${PARENTS_RELATIVE[who]}`)
    .replace(/\b(grandmother|grandma|granny|grandfather|grandpa|aunt|uncle|cousin) on (?:my|his|her|the) (mom|mother|mum|dad|father)(?:'?s)? side\b/g, (_, who: string, parent: string) => `${SIDE_OF[parent]} ${who}`)
    .replace(/\b(my (mom|mother|mum|dad|father)\b[^.;?!]*?\b)(?:his|her) (brother|sister|father|dad|mother|mom|mum)\b/g, (_, said: string, parent: string, who: string) => `${said}my ${SIDE_OF[parent]} ${PARENTS_RELATIVE[who]}`);
}
/** Conditions a family history names; those without a name of their own are written as said ("prostate cancer"). */
const FAMILY_CONDITIONS: { name?: string; re: RegExp }[] = [
  ...CONDITIONS.map((t) => ({ name: t.name, re: new RegExp(String.raw`\b(?:${t.pattern})`) })),
  // "Passed away due to cancer": the word before names the cancer only when it is no word of the sentence's own.
  { re: /\b(?:(?!(?:had|has|have|with|of|and|the|a|from|died|to|due|by|for|in|on|at|some|any|his|her|my|their|this|that|is|was|about|like|kind|type|sort)\b)[a-z']+ )?cancer\b/ },
  { re: /\b(?:heart|kidney|lung|liver|thyroid|bowel|breathing|mental health|blood pressure) (?:problems?|issues?|conditions?)\b|\b(?!(?:diagnosis|prognosis)\b)[a-z]{3,}osis\b|\b(?:non-hodgkin'?s |hodgkin'?s )?lymphoma\b|\bleukemia\b|\bheart disease\b|\bdementia\b|\balzheimer'?s(?: disease)?/ },
];

const DECADES: Record<string, string> = { twenties: '20s', thirties: '30s', forties: '40s', fifties: '50s', sixties: '60s', seventies: '70s', eighties: '80s', nineties: '90s' };
const AT_AGE = new RegExp(String.raw`^[^.;]{0,20}?\b(?:at (?:the )?(?:age (?:of )?)?(${NUMBER})(?! (?:pounds|percent|mg|o'clock|years? ago|times))\b|in (?:his|her|their) (twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|[2-9]0s)\b)`);
/** The age a relative's condition came at, as a note writes it: "at age 50", "in his 60s". */
function ageAtOnset(after: string): string | undefined {
  const m = AT_AGE.exec(after);
  if (!m) return undefined;
  if (m[2]) return `in ${/\b(?:his|her|their)\b/.exec(m[0])![0]} ${DECADES[m[2]] ?? m[2]}`;
  const age = Number(numberValue(m[1]!));
  return age >= 10 && age <= 100 ? `at age ${age}` : undefined;
}

/**
 * "My father had a heart attack at 60" → "Family history of myocardial infarction at age 60 (father)."; each condition goes to
 * the relative named before it ("my mom had lymphoma and my dad had prostate cancer and heart disease" → "…
 * lymphoma (mother); prostate cancer and heart disease (father)"); undefined without a condition.
 */
export function familyHistory(said: string, options: { answersFamilyQuestion?: boolean } = {}): string | undefined {
  const lower = relativesOfParents(said);
  const relatives = [...lower.matchAll(new RegExp(RELATIVE.source, 'g'))].map((m) => ({ at: m.index, end: m.index + m[0].length, name: [m[1], RELATIVE_NAMES[m[2]!] ?? m[2]!].filter(Boolean).join(' ') }));
  // "What conditions run in your family?" "High blood pressure, diabetes and depression.": the family's, no one named.
  if (!relatives.length && options.answersFamilyQuestion) {
    const conditions = FAMILY_CONDITIONS.flatMap(({ name, re }) => [...lower.matchAll(new RegExp(re.source, 'g'))].map((m) => ({ at: m.index, condition: name === 'type 2 diabetes' && !/\b(?:type|2|two)\b/.test(m[0]) ? 'diabetes' : (name ?? m[0].trim()) })));
    const named = [...new Set(conditions.sort((a, b) => a.at - b.at).map((c) => c.condition))];
    return named.length ? sentence(`Family history of ${joinList(named)}`) : undefined;
  }
  if (!relatives.length) return undefined;
  const byRelative = new Map<string, string[]>();
  const named: string[] = [];
  const ownerless: string[] = [];
  for (const { name, re } of FAMILY_CONDITIONS) {
    for (const m of lower.matchAll(new RegExp(re.source, 'g'))) {
      // "Diabetes" said without its type is written so: type 2 is the coders' default, not what was said.
      const condition = name === 'type 2 diabetes' && !/\b(?:type|2|two)\b/.test(m[0]) ? 'diabetes' : (name ?? m[0].trim());
      const same = condition.toLowerCase();
      if (named.some((c) => c.toLowerCase().includes(same) || same.includes(c.toLowerCase()))) continue;
      // "A heart attack at fifty", "colon cancer in his sixties": the age it came at, which tells a premature disease.
      // (Said of the condition just before it: "heart problems and alcoholism at thirty eight" is the alcoholism's.)
      const onset = ageAtOnset(lower.slice(m.index + m[0].length, m.index + m[0].length + 50).split(/\s(?:and|or)\s|,/)[0]!);
      const written = onset ? `${condition} ${onset}` : condition;
      named.push(written);
      // "High blood pressure also runs in the family.": said of the family in a sentence that names no relative, it is
      // no one relative's.
      const from = Math.max(...['.', '!', '?', ';'].map((c) => lower.lastIndexOf(c, m.index)));
      const to = lower.slice(m.index).search(/[.!?;]|$/) + m.index;
      if (/\bfamily\b|\bboth sides\b/.test(lower.slice(from + 1, to)) && !relatives.some((r) => r.at > from && r.at < to)) {
        ownerless.push(written);
        continue;
      }
      // The relative said before the condition, else the first one named; with those said together with it ("my dad
      // and grandpa both had type 2 diabetes").
      const before = relatives.filter((r) => r.at < m.index);
      const owners = before.length ? [before.at(-1)!] : [relatives[0]!];
      for (let k = before.length - 2; k >= 0 && /^(?:'s)?,?\s*(?:and|&)?\s*(?:my|his|her|your|our|the)?\s*$/.test(lower.slice(before[k]!.end, before[k + 1]!.at)); k--) owners.unshift(before[k]!);
      // A relative said twice in a row ("my mum, my mum has migraines") is one owner.
      for (const owner of new Set(owners.map((o) => o.name))) byRelative.set(owner, [...(byRelative.get(owner) ?? []), written]);
    }
  }
  if (!byRelative.size && !ownerless.length) return undefined;
  const firstSaid = (relative: string) => relatives.find((r) => r.name === relative)!.at;
  // Relatives with the same conditions are written together: "type 2 diabetes (father, grandfather)".
  const together = new Map<string, string[]>();
  for (const [relative, conditions] of [...byRelative.entries()].sort((a, b) => firstSaid(a[0]) - firstSaid(b[0]))) {
    const key = joinList(conditions);
    together.set(key, [...(together.get(key) ?? []), relative]);
  }
  const groups = [...together.entries()].map(([conditions, relatives]) => `${conditions} (${relatives.join(', ')})`);
  return sentence(`Family history of ${[...groups, ...(ownerless.length ? [joinList(ownerless)] : [])].join('; ')}`);
}

/** Words that make a sentence clinical whatever its subject: a symptom, a body part, a medicine, a test, an injury. */
const CLINICAL_WORD =
  /\b(?:pain\w*|hurt\w*|sore\w*|ache\w*|aching|swell\w*|swollen|numb\w*|tingl\w*|dizz\w*|lightheaded|cough\w*|fevers?|chills|nause\w*|vomit\w*|bleed\w*|blood|rash\w*|itch\w*|weight|appetite|sleep\w*|tired|fatigue\w*|breath\w*|wheez\w*|medications?|medicines?|pills?|doses?|mg|insulin|inhaler|sugars?|pressure|surgery|x-?rays?|mri|scans?|labs?|tests?|injur\w*|fell|fall|twist\w*|sprain\w*|broke|accident|hospital\w*|diagnos\w*|therapy|exercis\w*|diet|smok\w*|alcohol|symptoms?|worse|worsen\w*|stiff\w*|cramp\w*|spasm\w*|popp?\w*|brace|urin\w*|bowel|stool|constipat\w*|diarrhea|period|pregnan\w*|vision|mood|anxi\w*|depress\w*|head\w*|chest|stomach|abdom\w*|back|neck|shoulders?|arms?|elbows?|wrists?|hands?|fingers?|hips?|legs?|knees?|ankles?|feet|foot|toes?|heels?|calf|calves|thighs?|shins?|eyes?|ears?|throat|skin|joints?|heart|lungs?|breasts?|lumps?|wounds?|ulcers?|infect\w*|drain\w*|pus|smell\w*|odou?r|swallow\w*|walk\w*|stairs|\d+)\b/;

const LEFT_OVER = /^\w+,? (?:and |but )?(?:he|she|it|they) [a-z]+/i;
const SENTENCE_ADVERB =
  /^(?:\w+ly|overall|otherwise|now|then|again|still|also|today|yesterday|tonight|lately|recently|sometimes|often|usually|whenever|wherever|afterwards|afterward|since|once|before|after|because|when|while|if|though|although|and|but|so|he|she|it|they|the|this|that|there|her|his|at|in|on|for|by|last|next|every|each|initially|eventually|apparently|fortunately|unfortunately)\b/i;

/**
 * An answer that only makes sense after its question ("Not out of the ordinary…", "Of this knee pain…", "No do not
 * like sports.") or a stutter left in the words ("she'she will use that"): not a sentence of the history.
 */
/**
 * What the patient says of the telling, not of the history: "I would have to double check", "I have a whole list of
 * conditions", "I have them written down", "I forgot what the surgery was but it says it in my report".
 */
const ABOUT_THE_TELLING =
  /\b(?:would|will|'d|'ll) (?:have|need) to (?:double[- ])?check\b|\b(?:have|has|got) (?:a|the) (?:whole |long |little )?list\b|\bwritten (?:down|here)\b|\b(?:have|has) (?:them|it) written\b|\bforgot (?:what|which|the name)\b|\btrying to remember\b/i;

export function isFragment(text: string): boolean {
  return (
    /^(?:not|no|of|and|or|but|which|nice|a few)\b/i.test(text) ||
    ABOUT_THE_TELLING.test(text) ||
    /\b(?:she|he|they)'(?:she|he|they)\b/i.test(text) ||
    // A hedge before its subject: "About he wants to say a few weeks."; a thought without what was thought: "He
    // thinks over the last couple of weeks."
    /^(?:about|around|maybe|probably|like|just|then|pretty much|a little(?: bit)?|a bit|a lot|kind of|sort of)\s+(?:he|she|they|it)\b/i.test(text) ||
    /^(?:he|she|they) (?:thinks?|guess(?:es)?|believes?)\s+(?:over|for|in|about|around|since|like|maybe|probably)\b/i.test(text) ||
    // A time said as the whole answer, then a reason: "3 hours ago, because she could not stand it."
    /^(?:about |around )?\d+ (?:minutes?|hours?|days?|weeks?|months?|years?) ago, (?:because|so|and|but)\b/i.test(text) ||
    // A time said as the whole thought: "She thinks 3 to 4 weeks ago." (the onset is written from it elsewhere).
    /^(?:he|she|they) (?:thinks?|guess(?:es)?|believes?)\s+(?:\d|a |an |one|two|three|four|five|six|seven|eight|nine|ten|last|yesterday)[^,]*\b(?:ago|yesterday|last (?:week|month|night|year))\.$/i.test(text) ||
    // A sentence that stops where its object should be: "…so he wants to make sure."
    /\b(?:make sure|want to|wants to|need to|needs to|have to|has to|going to|try to|tries to|like to|so|because|and|but|or|or else|the|a|that|if)\s*[.!]?$/i.test(text) ||
    // A short sentence about "it" loses what "it" was once it stands alone in the history: "It hurts a little.";
    // so does a deed done to "it": "She did it a couple of weeks ago."
    (/^(?:then |and )?(?:it|that|this)\b/i.test(text) && words(text).length <= 6) ||
    /^(?:he|she|they) (?:did|does|do|tried|tries|try|checked|checks|check|used|uses|use) (?:it|that|this|them)\b/i.test(text) ||
    // The answer to "any questions?" is not history: "She does not think so."
    /^(?:he|she|they) (?:does|do) not (?:think so|know|remember)\b/i.test(text) ||
    // A subject left hanging by a comma: "He, maybe adjusting what he is currently taking, maybe less of a dose."
    /^(?:he|she|they),/i.test(text) ||
    // "That" or "it" whose referent was in the question, with nothing clinical said: "That was a bit of an
    // adjustment.", "That is when he feels it, so that is when he has been using it."
    (/^(?:that|this|it)\b/i.test(text) && !CLINICAL_WORD.test(text.toLowerCase())) ||
    // A subordinate clause with no main clause, said as the answer to a "when?": "Usually when she walks her dog.",
    // "A little bit when he walks up the stairs." (decision 821).
    (/^(?:(?:usually|only|mostly|just|especially|like|even|sometimes|a little(?: bit)?|a bit|a lot) )?(?:when|whenever|while|if|because|since|until|unless|(?:for )?as long as)\b/i.test(text) && !text.includes(',') && words(text).length <= 10) ||
    // Two statements run together with no seam: "…she does not sometimes she walks 5 minutes", "…popped it the left knee".
    /\b(?:does|do|did|is|was) not (?:sometimes|usually|she|he|they|it|i|the|my|her|his)\b/i.test(text) ||
    /\b(?:it|them) (?:the|my|her|his) (?:left|right|\w+ (?:is|was|feels|hurts))\b/i.test(text) ||
    // A short answer that points back to the question's time: "He had blood drawn then."
    (/\b(?:then|there)\.$/i.test(text) && words(text).length <= 6) ||
    // A word left over from the sentence before, then a new subject: "Job and she slipped and fell.", "Very she is a
    // big runner.", "Keeps it bothers her…". A sentence adverb ("Overall, he is doing well.") is not left over.
    (LEFT_OVER.test(text) && !SENTENCE_ADVERB.test(text)) ||
    // A verb whose subject was in the question: "Started long ago now.", "Wanted to add that into, because…"; or in
    // the patient's sentence before the clinician's "okay": "Injured or broken a bone.".
    /^(?:started|wanted|noticed|happened|stopped|tried|went|got|did|said|told|thought|came)\b/i.test(text) ||
    /^[a-z]+ed (?:or|and) [a-z]+(?:ed|en)\b/i.test(text) ||
    // An exception said with only the thing excepted: "Other than this ankle pain she has been having." (the clause
    // after the noun is its relative clause, its verb waiting for the noun as object; the statement was elsewhere).
    /^(?:other than|apart from|aside from|except(?: for)?|besides)\b[^,]*\b(?:has|have|had|is|was|are|were)(?: been)? (?:having|getting|experiencing|feeling|dealing with)[.!]?$/i.test(text) ||
    // An answer's "yes" left at the end of what it confirms: "She has a little bit, yes."
    /,\s*(?:yes|no|yeah|definitely|exactly)[.!]?$/i.test(text) ||
    /^where\b/i.test(text) ||
    // An article before a pronoun is speech recognition's garble: "The it when he when he is flexing his knee…" (the
    // IT band is a thing).
    /\b(?:the|an?) (?:it(?! band)|they|him|i)\b/i.test(text) ||
    // The patient citing their own earlier words ("just like I said, when I was walking outside"): what was said is
    // elsewhere, and "He notes that he said …" is no history.
    /^(?:he|she|they) (?:said|mentioned|told (?:you|him|her|them))(?: (?:before|earlier|already))?(?:,|\s+(?:when|that|before|earlier|already|it|this)\b|\.$)/i.test(text)
  );
}

/**
 * "Them", or a "those" standing alone, for a plural thing the answer never names ("She notes that she tends to avoid
 * all of them.", "She eats those probably every day."): what it was lies in the question, and a history sentence
 * must say what it is about. A plural named before it in the answer ("her ankles were swelling and she could not get
 * them to go down") or two drugs ("metformin and lisinopril … she takes them at night") are its referent.
 */
const BARE_PLURAL = /\b(?:them|(?:those|these)(?=\s*(?:[.,;!]|$)|\s+(?:probably|every\w*|all|at|in|on|when|because|since|too|regularly|daily|anymore|again)\b))/i;
const PLURAL_NAMED = /\b(?:the|my|her|his|their|your|these|those|some|any|both|all|many|few|several|other|\d+|two|three|four|five|six|of|and|with|for)\s+(?:[a-z-]+\s+){0,2}(?!(?:is|was|has|does|its|this|us|yes|as|always|sometimes|perhaps|ones)\b)[a-z-]{2,}s\b/i;
export function pluralUnnamed(written: string, before: string): boolean {
  const pronoun = BARE_PLURAL.exec(written);
  if (!pronoun) return false;
  const context = `${before} ${written.slice(0, pronoun.index)}`;
  const drugs = context.toLowerCase().match(MEDICATION_PATTERN) ?? [];
  return !PLURAL_NAMED.test(context) && drugs.length < 2;
}

/**
 * "It", "that" or "this" as the object of a deed, ending the sentence or followed only by when ("She has not been
 * great about taking it.", "She has been doing that for years.", "She is going to continue that for about 3 weeks."),
 * with nothing before it that it could stand for, in the patient's turn or the history sentence just before: what it
 * was lay in the question, and the history cannot say (decision 908). A thing named before it ("the vaccine … not
 * ready to get it", "it is numb, she cannot feel it") is its referent; "it" said with where ("He feels it in the left
 * side of his back") still tells the reader something.
 */
const OBJECT_UNNAMED =
  /\b(?:continu(?:e|es|ed|ing)|feel|feels|felt|feeling|do|does|did|doing|done|take|takes|took|taking|taken|use|uses|used|using|try|tries|tried|trying|start|starts|started|starting|stop|stops|stopped|stopping|get|gets|got|getting|need|needs|needed|want|wants|wanted|remember|remembers|remembered|fill|filled|refill|refilled|had|have|has|having) (?:it|that|this)(?=\s*(?:[.!;]|$)|\s*,\s*(?:and|but|so|because|or|although|though|then|since)\b|\s+(?:for|since|every|once|twice|anymore|again|yet|regularly|daily|too|either|before|in the last)\b)/i;
const ATTRIBUTION = /^(?:he|she|they) (?:notes|states|reports|says|mentions|thinks|feels) that /i;
const NAMED_THING = /\b(?:the|a|an|my|his|her|their|your|some|any|this|that|these|those)\s+[a-z]{3,}/i;
export function singularUnnamed(written: string, before: string, historyBefore = ''): boolean {
  const pronoun = OBJECT_UNNAMED.exec(written);
  if (!pronoun) return false;
  const clinical = (text: string) => CLINICAL_WORD.test(text) || namesMedication(text);
  const context = `${before} ${written.slice(0, pronoun.index).replace(ATTRIBUTION, '')}`.toLowerCase();
  return !NAMED_THING.test(context) && !clinical(context) && !clinical(historyBefore.toLowerCase());
}

/**
 * A sentence the patient started again: "She works at a she works at an office in London." → "She works at an office
 * in London."; "She is a she does work as a housekeeper." The words after the restart are what was meant.
 */
/** Each sentence of a written answer rewritten on its own, joined again. */
const eachSentence = (written: string, rewrite: (one: string) => string) =>
  written
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map(rewrite)
    .join(' ');

export function restarted(written: string): string {
  const m = /\b(?:the|an?) (she|he) (?=\w)/i.exec(written);
  if (!m || !new RegExp(String.raw`^${m[1]}\b`, 'i').test(written)) return written;
  return capitalize(written.slice(m.index + m[0].length - m[1]!.length - 1).trimStart());
}

/**
 * "Them" named by the one plural thing the question asked about: "Have you been taking your blood sugars at home?" —
 * "I've been taking them at home" → "…taking her blood sugars at home".
 */
function namePlural(written: string, topics: Referent[], p: Pronouns): string {
  const plural = topics.filter((t) => t.plural && t.kind !== 'body part');
  const them = /\bthem\b/.exec(written);
  if (plural.length !== 1 || !them || !pluralUnnamed(written, '')) return written;
  return `${written.slice(0, them.index)}${p.possessive} ${plural[0]!.name}${written.slice(them.index + 4)}`;
}

/**
 * A judgement of something the answer never names: "He notes that he is good about it during the week…", "He has
 * been good about that ever since.", "Other than during the heat and the pollen, it has been good." What "it" was
 * lay in the question; standing alone in the history the sentence says nothing of what. Named from the question
 * when it asked of a habit ("Are you monitoring your blood pressure readings at home?" → "…good about monitoring his
 * blood pressure readings at home…"), else left out.
 */
const GOOD_ABOUT = /\b(?:good|better|bad|regular|consistent) (?:about|with) (it|that|this)\b/i;
const JUDGED = /(?:^|, |\bthat )(?:it|that|this) (?:has|had) been (?:pretty |really |very )?(?:good|okay|fine|alright|all right|well)\b/i;
/** The habit a question asks about: "are you monitoring your blood pressure readings at home" → "monitoring … at home". */
const HABIT_ASKED = /\b(?:are|were) you (?:still |regularly )?([a-z]+ing) (?:your|the) ([a-z]+(?: [a-z]+){0,3}?)(?: (at home|every day|daily|regularly))?(?=\s*(?:,|\?|$| like\b| as\b))/;

export function nameJudged(written: string, question: string | undefined, p: Pronouns): string | undefined {
  const about = GOOD_ABOUT.exec(written);
  if (about) {
    const habit = question ? HABIT_ASKED.exec(question) : null;
    if (!habit) return undefined;
    // "…at home" once: the answer may say where itself ("…during the week while he is at home working").
    const where = habit[3] && !written.toLowerCase().includes(habit[3]) ? ` ${habit[3]}` : '';
    const what = `${habit[1]} ${p.possessive} ${habit[2]}${where}`;
    const at = about.index + about[0].length - about[1]!.length;
    return `${written.slice(0, at)}${what}${written.slice(at + about[1]!.length)}`;
  }
  return JUDGED.test(written) ? undefined : written;
}

/** The clinician's question this answer follows (the last clinician sentence before it that asks). */
function questionBefore(utterances: Utterance[], index: number): string | undefined {
  for (let k = index - 1; k >= 0 && k >= index - 6; k--) {
    const u = utterances[k]!;
    if (u.speaker === 'clinician' && u.isQuestion) return u.lower;
  }
  return undefined;
}

/** What the speaker said before this sentence in the same turn: "…diabetic shoes and inserts. I get those every year." */
const saidBefore = (utterances: Utterance[], index: number) =>
  utterances
    .slice(0, index)
    .filter((u) => u.turn === utterances[index]!.turn)
    .map((u) => u.lower)
    .join(' ');

/**
 * "…all of a sudden it gives out and I think here | I'm going to fall but I usually catch myself": a sentence cut from
 * the verb of thought said just before it, in the same breath, is what was thought — a fear, not a fact. It is read
 * with its verb ("She thinks she is going to fall…"), never as "She is going to fall".
 */
const THOUGHT_LEFT = /\bi (think|thought|feel|felt|fear|feared|worry|worried|was afraid|am afraid|was scared|am scared)(?: (here|there|like|that))?\s*,?\s*$/;
function thoughtBefore(utterances: Utterance[], index: number): string {
  const before = utterances[index - 1];
  if (!before || before.turn !== utterances[index]!.turn || /[.?!]\s*$/.test(before.text)) return '';
  const m = THOUGHT_LEFT.exec(before.lower);
  // "I feel like | I'm choking" keeps its "like"; "here" was the moment.
  return m ? `i ${m[1]}${m[2] === 'like' ? ' like' : ''} ` : '';
}

/** A finding the patient sees on the body: what a "yes, there is …" answer may tell. */
const TOLD_FINDING = /\b(?:bruis\w*|swell\w*|swollen|redness|rash|blister\w*|bump|lump|cut|wound|bleeding|discharge|drainage|pus)\b/;
function isRelevantStatement(u: Utterance): boolean {
  if (u.isQuestion || SMALL_TALK.test(u.lower)) return false;
  // A short yes or no answers the question; one that goes on to tell a finding of its own ("Yes, there is some bruising
  // on the outside.") is history too (decision 937).
  const answered = /^[\s,.]*(?:no|nope|yes|yeah|yep|yup|okay|ok|sure|right|correct|mm-?hmm|uh-huh)\b[\s,.]*(?:not|nothing|no|i|that|it|she|he|they)?\b/.exec(u.lower);
  const toldMore = !!answered && /^[\s,.]*(?:yes|yeah|yep|yup)\b[\s,.]+(?:there|it) (?:is|are|was|were|got|has been)\b/.test(u.lower) && TOLD_FINDING.test(u.lower);
  if (answered && !toldMore && words(u.lower).length < 9) return false;
  const n = words(u.lower).length;
  return n >= 5 && n <= 80 && RELEVANT.test(u.lower);
}

/**
 * The patient's account, said as theirs: "She has been traveling a lot." → "She reports that she has been traveling a
 * lot." (a note tells what the patient reported from what was found). Varied so that it does not read as a list.
 */
function attributed(text: string, p: Pronouns, n: number): string {
  const subject = p.subject.charAt(0).toUpperCase() + p.subject.slice(1);
  if (!text.startsWith(`${subject} `)) return text;
  const verb = ['reports', 'notes', 'states'][n % 3]!;
  return `${subject} ${p.subject === 'they' ? verb.replace(/s$/, '') : verb} that ${p.subject}${text.slice(subject.length)}`;
}

/** Words of a complaint's course and of what it stops the patient doing. */
// An injury's own signs too: "it swelled up right away", "some bruising on the outside", "I limped off" (decision 937).
const COURSE_WORD = /\b(?:worse\w*|better|improv\w*|click\w*|pop\w*|lock\w*|gave way|buckl\w*|ice|heat|brace|walk\w*|limp\w*|swell\w*|swollen|bruis\w*|stairs|kneel\w*|bend\w*|lift\w*)\b/g;
const CLINICAL_WORDS = new RegExp(CLINICAL_WORD.source, 'g');

/** What the patient eats, drinks and does for a chronic condition: a history's lifestyle. */
const LIFESTYLE_WORD = /\b(?:eat\w*|ate|food|meals?|snack\w*|salt\w*|sodium|fried|take-?out|fast food|sweets|sugary|soda|coffee|caffeine|water|gym|run\w*|bik\w*|swim\w*|hik\w*|yoga|stress\w*|dietary|cups?|active|activity|activities)\b/g;
/** Taking the treatment and how it went: adherence, refills, side effects, vaccines, the mechanism of an injury. */
const TREATMENT_WORD = /\b(?:meds|refills?|pharmacy|side effects?|birth control|vaccin\w*|shots?|weaned|stopped taking|tak(?:es?|ing) (?:it|them|one|two)|rear-?ended|car|vehicle|crash\w*|drop\w* things|bump\w* into|ski\w*|travel\w*)\b/g;
/** How a complaint feels and looks, in the patient's words. */
const DESCRIPTOR_WORD = /\b(?:burn\w*|sting\w*|blisters?|streaks?|red|redness|warm|hot|stuck|out of sorts|worr\w*)\b/g;

/**
 * A time said of the illness: a span, a date or a frequency ("days", "a week", "every day", "the past year", "his
 * eighth day", "two months ago"); not "a nice day with dad" nor "a good day" said in passing.
 */
const TIME_SAID = /\b(?:yesterday|ago|since|weekends?)\b|\b(?:days|weeks|months|years)\b|\b(?:a|one|this|that|every|per|last|past|next|each|all|the other|the whole|the same|[a-z]+(?:st|nd|rd|th))\s+(?:day|week|month|year)\b/;

/**
 * A sentence's clinical content: the findings and the drugs named in it, its clinical and lifestyle words, a duration,
 * a body part. A sentence with none ("She notes that she has been doing a good job.") is left out of the history.
 */
function clinicalWeight(visit: Visit, u: Utterance, written: string): number {
  // The sentence as said and as written: "it happens more often" is written with what "it" was ("the back pain").
  const said = `${u.lower} ${written.toLowerCase()}`;
  const findings = visit.mentions.filter((m) => m.start >= u.start && m.end <= u.end).length + (namesMedication(said) ? 1 : 0);
  const clinical = Math.min(3, new Set([CLINICAL_WORDS, COURSE_WORD, LIFESTYLE_WORD, TREATMENT_WORD, DESCRIPTOR_WORD].flatMap((re) => said.match(re) ?? [])).size);
  // A number said is what a history most often loses (a reading, a dose, a duration).
  const timed = /\d/.test(written) ? 2 : TIME_SAID.test(u.lower) ? 1 : 0;
  const placed = SIDED_SITE.test(u.lower) || /\b(?:back|neck|head|chest|stomach|abdomen|belly|throat|skin)\b/.test(u.lower) ? 1 : 0;
  return findings * 2 + clinical + timed + placed;
}

/**
 * An operation wanted, offered, needed or weighed ("he didn't want to do surgery, but he would do an injection", "they
 * might need to operate", "we talked about a knee replacement") is not one done: no surgical history. A denial ("I've
 * never had surgery") is history, and stays.
 */
const NOT_DONE_BEFORE = /\b(?:wan ?na|want(?:s|ed|ing)?|(?:would|'d) like|need(?:s|ing)?|plan(?:s|ned|ning)?|consider\w*|recommend\w*|offer\w*|suggest\w*|talk\w* about|discuss\w*|schedul\w*|think\w* about|going to|gon ?na)\s+(?:[a-z']+\s+){0,3}$/;
export function onlyOperationsNotDone(lower: string): boolean {
  const operations = [...lower.matchAll(new RegExp(SURGICAL.source, 'g'))];
  return operations.length > 0 && operations.every((m) => NOT_DONE_BEFORE.test(lower.slice(Math.max(0, m.index - 60), m.index)));
}

/** The answer to "how are you?" before what is wrong: "Not great, my stomach has been burning …". */
const HOW_I_AM = /^\s*(?:(?:oh|well|um|uh)[, ]+)*(?:(?:not|not so|not too|pretty|really|very|so|just) )?(?:great|good|bad|well|fine|okay|ok|terrible|awful|so-so|alright|all right)\s*[,.;]\s*(?=\S.{15,})/i;

/**
 * A date said as the whole answer, once: "About five to six years ago.", "Uh, probably two days ago.", "In 2018."; not
 * a date said and corrected ("around a month ago, yeah, three and a bit weeks ago"), which the note cannot settle.
 */
const BARE_TIME =
  /^(?:(?:probably|maybe|about|around|like|i think|in|back in|sometime in|just)[, ]+)*(?=\d|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|several|last|january|february|march|april|may|june|july|august|september|october|november|december)\b)[^.?!,]*?\b(?:ago|\d{4}|last (?:year|month|week))\s*[.!]?\s*$/;

/**
 * What a body part does, said of "it" (decision 937): "I rolled my right ankle … It swelled up right away." → "The right
 * ankle swelled up right away.", the part named last before it; alone, "it" says nothing in a history.
 */
const PART_DOES = /^It (?=(?:swelled|swells|(?:was|is|got|has been) (?:swollen|bruised|red|warm|stiff)|bruised|gave (?:out|way)|gives (?:out|way)|locked|locks|buckled|buckles|popped)\b)/;
const PART_NAMED = /\b(?:my|her|his|their|your|the) ((?:right |left )?(?:ankle|knee|wrist|elbow|shoulder|hip|foot|hand|finger|thumb|toe|leg|arm))\b/g;
function namePartIt(sentence: string, before: string): string {
  if (!PART_DOES.test(sentence)) return sentence;
  const part = [...before.toLowerCase().matchAll(PART_NAMED)].at(-1)?.[1];
  return part ? sentence.replace(PART_DOES, `The ${part} `) : sentence;
}

/**
 * "Are you taking the metformin?" "Yes, 500 milligrams twice a day, but I sometimes forget the evening dose.": an answer
 * that opens on the dose is said of the drug asked about (decision 940): "She takes metformin 500 mg twice a day, but
 * she sometimes forgets the evening dose."
 */
const DOSE_FIRST = /^\d+(?:\.\d+)? (?:mg|mcg|units?|milligrams?)\b/;
function nameDoseTaken(sentence: string, question: string, p: Pronouns): string {
  const drug = DOSE_FIRST.test(sentence) ? medicationNamedIn(question) : undefined;
  return drug ? `${capitalize(p.subject)} ${p.subject === 'they' ? 'take' : 'takes'} ${drug} ${sentence}` : sentence;
}

/** A sentence the patient opens with what they did or had: "I was moving a couch …". */
const PATIENT_SUBJECT = /^(?:(?:so|and|then|well|yeah|um|uh|oh|okay|actually)[, ]+)*i (?:was|were|had|went|got|felt|fell|tripped|slipped|twisted|lifted|hurt|injured|did|tried|started|noticed)\b/;

export function readPatientAccount(visit: Visit, list: FactList): void {
  const { utterances, dictation, p } = visit;
  let reported = 0;
  // The history sentence the reader has just read: what an "it" with nothing before it in the answer can stand for.
  let lastNarrative = '';
  utterances.forEach((u, i) => {
    if (list.used.has(i) || u.speaker === 'clinician' || dictation || u.isQuestion) return;
    const lower = u.lower;
    const n = words(lower).length;
    if (FAMILY.test(lower) && n >= 3) {
      const family = familyHistory(lower);
      if (family) list.add({ kind: 'family', text: family, evidence: [spanOf(u)], essential: true }, i);
      // "I was moving a couch with my son and felt something go in my back": a relative named in the patient's own
      // story, which stays the patient's history.
      if (family || !PATIENT_SUBJECT.test(lower)) return;
    }
    // A parent or carer speaking of the patient ("[patient_guest] she has reflux really bad"): their "she" is the
    // patient when it is the patient's pronoun; what they say of themselves is not the patient's history.
    if (u.speaker === 'other') {
      if (/\b(?:i|i'm|i've|my|me|we|our|us)\b/.test(lower) || !new RegExp(`\\b${p.subject}\\b`).test(lower) || !isRelevantStatement(u)) return;
      const text = noteSentence(u.text, 'clinician', p, { requireVerb: true });
      if (text) list.add({ kind: 'narrative', text, evidence: [spanOf(u)], essential: false }, i);
      return;
    }
    if (ABOUT_SOMEONE_ELSE.test(lower)) return;
    // "My name is Jessica Smith, and I'm nineteen years old": who the patient is comes from the record, not the history.
    if (IDENTITY.test(lower)) return;
    // A fragment inside the answer is left out; the rest of the answer stays.
    // "It" named by the question it answers ("It's a bit better." → "Protonix is a bit better.").
    const topics = topicOf(visit, i);
    const question = questionBefore(utterances, i);
    // "When was your last colonoscopy?" — "About five years ago.": the date of the last one asked of, written with
    // what was asked ("The last colonoscopy was about 5 years ago.", see referents.ts).
    const unfilled = u.lower.replace(LEADING_FILLERS, '');
    const lastOne = topics.length === 1 && topics[0]!.kind === 'event' && BARE_TIME.test(unfilled) ? topics[0] : undefined;
    const said = lastOne ? `${lastOne.name} was ${unfilled}` : `${thoughtBefore(utterances, i)}${u.text.replace(HOW_I_AM, '')}`;
    const written = noteSentences(said, 'patient', p, { requireVerb: true })
      // "…been in a lot of pain. It started about 3 days ago.": each sentence's "it" is named on its own.
      .map((s) => eachSentence(restarted(s), (one) => nameInVisit(one, visit, i)))
      .map((s, k, all) => namePartIt(s, `${utterances.slice(Math.max(0, i - 3), i).map((b) => b.lower).join(' ')} ${all.slice(0, k).join(' ')}`))
      .map((s, k) => (k === 0 ? nameDoseTaken(s, (question ?? '').toLowerCase(), p) : s))
      .map((s) => namePlural(s, topics, p))
      .map((s) => nameJudged(s, question, p))
      .filter((s): s is string => s !== undefined)
      .filter((s, k, all) => {
        const answerBefore = `${saidBefore(utterances, i)} ${all.slice(0, k).join(' ')}`;
        return !isFragment(s) && !pluralUnnamed(s, answerBefore) && !singularUnnamed(s, answerBefore, lastNarrative);
      });
    if (!written.length) return;
    const text = written.join(' ');
    // The illness said beside an operation or a habit ("my chest feels sore, but so does my c-section scar") is the
    // present illness; a relative's operation is not the patient's.
    // (Not one of the past: "I did have heavy periods until I had a hysterectomy in 1996" is the operation's history.)
    const illness = visit.mentions.some((m) => m.utterance === i && m.type === 'symptom' && m.certainty === 'affirmed' && !episodeOfThePast(visit, m));
    // "I work in plastic surgery" is a job; "he didn't want to do surgery" an operation not done.
    if (SURGICAL.test(lower) && !onlyOperationsNotDone(lower) && n >= 4 && !illness && !RELATIVE.test(lower) && !/\bwork(?:s|ed|ing)? (?:in|as|at|for)\b/.test(lower)) return list.add({ kind: 'surgical', text, evidence: [spanOf(u)], essential: true }, i);
    if (SOCIAL.test(lower) && n >= 3 && !illness && !namesMedication(lower)) return list.add({ kind: 'social', text, evidence: [spanOf(u)], essential: false }, i);
    if (PROGRESS.test(lower) && THERAPY_TOPIC.test(lower) && n >= 5) list.add({ kind: 'progress', text, evidence: [spanOf(u)], essential: false });
    else if (isIntervention(lower) && n >= 5) list.add({ kind: 'intervention', text, evidence: [spanOf(u)], essential: false });
    // The mental status exam is the clinician's observation; what the patient says of their mood is their history.
    // What the patient says while being examined ("it hurts a little", "I don't feel that right there") answers the
    // exam, not the history.
    const duringExam = i >= visit.examFrom && i < visit.assessmentFrom;
    if ((isRelevantStatement(u) || lastOne) && !isFragment(text) && !duringExam) {
      list.add({ kind: 'narrative', text: attributed(text, p, reported++), evidence: [spanOf(u)], essential: false, weight: clinicalWeight(visit, u, text) }, i);
      lastNarrative = text;
    }
  });
  // Clinician statements about therapy work and mental status (psychiatry and psychology templates).
  utterances.forEach((u, i) => {
    if (u.speaker !== 'clinician' || u.isQuestion || list.used.has(i)) return;
    const kind = isIntervention(u.lower) ? 'intervention' : /\b(?:mood|affect|oriented|eye contact|thought process|insight|judgment)\b/.test(u.lower) ? 'mental_status' : undefined;
    if (!kind) return;
    // "Today we practiced breathing exercises and talked about coping" → "Practiced breathing exercises and discussed coping."
    const said = u.text.toLowerCase().replace(/\b(?:talked about|went over)\b/g, 'discussed').replace(/^.*?\b(?:today,? )?we (?=\w)/, '').replace(/\bwe (?=\w)/g, '');
    const text = noteSentence(said, 'clinician', p);
    if (text) list.add({ kind, text, evidence: [spanOf(u)], essential: true }, i);
  });
}

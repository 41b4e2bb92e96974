/**
 * History asked and answered: "Do you smoke?" "No." → "Denies tobacco use."; "Any family history of heart
 * disease?" "My father had a heart attack." → "Family history of myocardial infarction (father)."
 */
import { answerTo, MEDICATION_PATTERN, namesMedication } from '../findings.js';
import { isYesAnswer, saysNo } from '../negation.js';
import { noteSentence } from '../phrasing.js';
import { capitalize, cleanSpoken, clinicalWords, sentence, words, type Pronouns } from '../text.js';
import { familyHistory, isFragment } from './patient-account.js';
import { RELATIVES } from './cues.js';
import { joinList, spanOf, symptomAffirmedIn, type FactList, type Visit } from './visit.js';
import type { Utterance } from '../transcript.js';

/** A relative named in an answer. */
const RELATIVE = new RegExp(String.raw`\b(?:${RELATIVES})\b`);
const FAMILY_QUESTION = /\b(?:family|runs? in|relatives|parents|mother|father|(?:your|his|her) (?:mom|mum|dad)|siblings|brothers?|sisters?|grand(?:mother|father|parents|ma|pa)|aunts?|uncles?)\b/;

export const NONCONTRIBUTORY_FAMILY = 'Family history is noncontributory.';
const NO_PAST_HISTORY = 'No significant past medical history.';

/**
 * "Have you been diagnosed with any new medical conditions?", "Any changes from the last visit in your medical
 * history?": a no says nothing has changed since the last visit, not that there is no history; nothing of the answer
 * is history then.
 */
const ASKS_WHAT_CHANGED = /\b(?:new|changes?|changed)\b|\bsince (?:your|the|our|we) last\b/;

/**
 * "Current smoker." says less than the amount said after it ("She smokes half a pack a day."): kept only when nothing
 * else of the habit is written.
 */
export function withoutBareHabits<T extends { kind: string; text: string }>(facts: T[]): T[] {
  const more: Record<string, RegExp> = { 'Current smoker.': /\bsmok/i, 'Drinks alcohol.': /\b(?:drinks?|wine|beers?|alcohol)\b/i };
  return facts.filter((f) => !more[f.text] || !facts.some((o) => o.kind === 'social' && o.text !== f.text && !/^Denies\b/.test(o.text) && more[f.text]!.test(o.text)));
}

/** "Do you smoke?", "Are you a smoker?", "Do you drink alcohol?": asked of now. */
const HABIT_NOW = /\b(?:do|are) you (?:currently |still )?(?:smoke|vape|vaping|drink|use|take|a smoker|a drinker|smoking|drinking|using)\b/;
/** The habit a yes affirms, as a note writes it. */
const HABIT_SAID: Record<string, string> = { 'Denies tobacco use.': 'Current smoker.', 'Denies alcohol use.': 'Drinks alcohol.', 'Denies recreational drug use.': 'Reports recreational drug use.' };

const DRUG_USE_DENIED = 'Denies recreational drug use.';
/**
 * "Any over the counter drugs or anything?", "Are you allergic to any drugs?", "Any drugs or pollens or anything?":
 * drugs asked as medicines or allergens; a no to them denies no recreational drug use.
 */
const DRUGS_AS_MEDICINES = /\ballerg\w*|\bpollens?\b|\bover[- ]the[- ]counter\b|\bprescri\w*|\bmedications?\b|\bmedicines?\b/;

/** "Do you live alone?", "are you normally living on your own?" */
const LIVE_ALONE = String.raw`(?:live|living) (?:alone|on your own|by yourself)`;

const HISTORY_TOPICS: { question: RegExp; kind: 'social' | 'family' | 'surgical' | 'history'; denied: string }[] = [
  { question: /\b(?:surger(?:y|ies)|operations?|operated)\b/, kind: 'surgical', denied: 'No past surgical history.' },
  // "Anyone in your family have any medical problems?" asks of the family: before the patient's own history.
  { question: FAMILY_QUESTION, kind: 'family', denied: NONCONTRIBUTORY_FAMILY },
  { question: /\b(?:medical (?:problems?|history|conditions?|issues?|disorders?)|health (?:problems?|conditions?|issues?)|chronic (?:conditions?|illness\w*)|(?:any|major|significant) (?:illness(?:es)?|diseases?)|illness(?:es)? in the past|diagnosed with any)\b/, kind: 'history', denied: NO_PAST_HISTORY },
  { question: /\b(?:smok\w*|tobacco|cigarettes?|vap\w*|chew)\b/, kind: 'social', denied: 'Denies tobacco use.' },
  { question: /\b(?:alcohol|(?<!\b(?:eat|eating|eaten|ate|food) and )drink\w*(?! and eat\w*)(?! (?:enough |a lot of |any |more |plenty of )?(?:water|fluids?|coffee|soda|juice|milk|tea|caffeine)| (?:okay|ok|fine|well|normally|enough)\b)|beer|wine|liquor)\b/, kind: 'social', denied: 'Denies alcohol use.' },
  { question: /\b(?:drugs|drug use|illicit|marijuana|cannabis|cocaine|substances?|recreational)\b/, kind: 'social', denied: DRUG_USE_DENIED },
  // What the patient does and whom they live with. "Do you want to do that work-up?" asks about tests; "have you had to
  // take time off work?", "so it's normally at work?" ask how the illness touches work — the present illness, not a
  // social history.
  { question: new RegExp(String.raw`\b(?:you do for (?:work|a living|(?:a |your )?job)|what (?:do|did) you do\s*\??\s*$|about your (?:job|work)|where do you work|what (?:kind|type|sort|line) of (?:work|job)|what(?:'s| is) your (?:job|occupation|line of work|work)|(?:do|did) you (?:still )?work\b(?! out)|are you (?:still )?(?:working|employed|retired|in work)|occupation|retired|employ\w*|married|live with|living situation|${LIVE_ALONE}|children|kids)\b`), kind: 'social', denied: '' },
];

/**
 * "Any complications with either surgery?", "Do you remember the details of your surgery?": a question about an
 * operation already named asks how it went, not whether there was one; its "no" denies no surgical history.
 */
const ASKS_OF_AN_OPERATION = /\b(?:the|your|his|her|that|this|either|both|those|these) (?:\w+ )?(?:surger(?:y|ies)|operations?|procedures?)\b|\bcomplications?\b/;

const LIVES_ALONE_QUESTION = new RegExp(String.raw`\b${LIVE_ALONE}\b`);
/** "Who do you live with at home?", "do you live with, uh, alone? With your partner?", "who's at home with you?" */
const WHO_LIVES_WITH = new RegExp(String.raw`\b(?:live|living) with\b|\bliving situation\b|\bwho(?:'s| is) (?:at home )?with you\b|\b${LIVE_ALONE}\b`);
/** The people of a household: "my husband", "housemates", "my partner and my dog". */
const HOUSEHOLD = /^(?:(?:my|a|the|two|three|some|a few|a couple of)\s+)?(?:[\w']+\s+){0,2}?(?:husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?|parents?|mum|mom|dad|mother|father|sons?|daughters?|kids|children|family|friends?|\w*mates?|brothers?|sisters?|grand\w+|aunt|uncle|cousins?)\b/;

/**
 * The answer to "who do you live with?" when it only names the people: "Uh, just with housemates, um, just friends."
 * → "She lives with housemates."; "My husband, and my husband's family." → "She lives with her husband and her
 * husband's family."; "Just by myself." → "She lives alone." What follows a comma restates the first words, unless it
 * adds someone with "and". An answer with its own verb ("I live with my parents") is written as said.
 */
function householdNamed(answer: string, p: Pronouns): string | undefined {
  const said = answer.replace(/\b(?:uh+|um+|er+|erm)\b,?\s*/g, '').replace(/[.!?]+\s*$/, '').trim();
  if (words(said).length > 10 || /\b(?:live|lives|living|stay|staying)\b/.test(said)) return undefined;
  const subject = capitalize(p.subject);
  const [head = '', ...rest] = said.split(/\s*,\s*/);
  const people = [head, ...rest.filter((part) => /^and\b/.test(part))]
    .map((part) => part.replace(/^(?:and\s+)?(?:(?:just|only|with)\s+)*/, ''))
    .filter(Boolean);
  if (people.length === 1 && /^(?:by myself|on my own|alone|no ?one|nobody)$/.test(people[0]!)) return `${subject} lives alone.`;
  if (!people.length || !people.every((who) => HOUSEHOLD.test(who))) return undefined;
  return sentence(`${subject} lives with ${joinList(people).replace(/\bmy\b/g, p.possessive)}`);
}
/** An answer that names whom the patient lives with, or says it in their own words: written as said. */
const LIVING_SAID = /\b(?:live|living|with|partner|wife|husband|family|kids|children|son|daughter|parents?|mum|mom|dad|flatmates?|roommates?|housemates?)\b/;

/**
 * A family question that asks of illness: "anyone sick in your family?", "any diseases that run in your family?",
 * "anybody in the family with kidney failure?", "anyone in the family have that?".
 */
const FAMILY_ILLNESS =
  /\b(?:history|medical|health\w*|diseases?|disorders?|conditions?|problems?|issues?|illness(?:es)?|ill|sick\w*|runs? in|traits?|diagnos\w*|cancers?|genetic|hereditary|inherit\w*)\b|\b(?:anyone|anybody|someone|somebody)\b[^.?!]*\b(?:with|have|has|had|get|got|suffer\w*)\b/;

/** "Any family history of heart disease?" → "heart disease". */
const ASKED_CONDITION = /\b(?:family history of|history of|runs? in (?:your|the) family|anyone in (?:your|the) family (?:with|have|had|has))\s+(?:any\s+)?(?:kind of\s+)?([a-z' -]{3,40}?)(?=[,.?!;]|\s(?:or (?:anything|something|any other)|in|that|on)\b|$)/;

/**
 * The condition a family question names, without the words of speech around it: "seizures or like tourette's syndrome"
 * → "seizures or tourette's syndrome" (a "like" before an example is a pause, as "any like adenopathy" is).
 */
const askedCondition = (question: string) => {
  const asked = ASKED_CONDITION.exec(question)?.[1]
    ?.replace(/^(?:any|a)\s+/, '')
    // "Anyone in your family have a history of cancer?" asks of cancer.
    .replace(/^(?:(?:a|any)\s+)?history of\s+/, '')
    .replace(/\b(or|and),? like,?\s+/g, '$1 ')
    .trim();
  // "Anyone in your family had any medical problems?" names no condition: a no to it is the noncontributory family
  // history, not "Denies family history of medical problems".
  // "…conditions that run in your family that I should be aware of?" names its condition before: nothing after.
  return asked && (GENERAL_ILLNESS.test(asked) || /^(?:that|which|who|i|you|we|they|he|she|or|and)\s+\S/.test(asked)) ? undefined : asked;
};
/** Illness in general, no condition named: "medical problems", "health issues", "serious illnesses". */
const GENERAL_ILLNESS = /^(?:(?:other|medical|health|serious|major|significant|big)\s+)*(?:problems?|conditions?|issues?|illness(?:es)?|diseases?)$/;

/**
 * "Does anyone smoke at home?", "Are your friends smokers?": a question of what the patient breathes, not of their
 * own use; a "no" denies the exposure. "Do you or anyone at home smoke?" asks both, and a "no" denies both.
 */
const OTHERS_SMOKE =
  /^(?!.*\b(?:do|did|have) you (?:\w+ )?(?:smoke|use)\b)(?!.*\byou or\b).*\b(?:anyone|anybody|someone|somebody|(?:your|the) (?:friends?|family|parents?|partner|husband|wife|boyfriend|girlfriend|roommates?|household)|people around you|second-?hand|around (?:smoke|smokers|people who smoke)|exposed)\b/;

/** Some of a habit: "a beer on the weekend", "socially", "a couple of cigarettes". */
const SOME_OF_A_HABIT = /\b(?:glass|glasses|beers?|wine|drinks?|socially|occasionally|sometimes|weekends?|once|twice|a few|couple|packs?|cigarettes?|here and there|every now and then|once in a while)\b/;

/** An operation named: "surgery", "had my appendix out", "a hysterectomy", "knee replacement". */
const OPERATION = /\b(?:surger(?:y|ies)|operat\w*|removed|taken out|out\b|\w+ectomy|\w+otomy|\w+plasty|\w+oscopy|replace(?:d|ment)|repair(?:ed)?|fusion|transplant|c-?section|caesarean|cesarean|stent|bypass|tubes tied|implant\w*|graft)\b/;

/** A habit denied in so many words, which the denial written from the question says already. */
const HABIT_DENIED = /^(?:no,? )?(?:she|he|they|the patient) (?:does not|doesn't|do not|don't|never) (?:smoke|drink|use drugs|do drugs|take drugs)(?: (?:at all|alcohol|cigarettes|either|anything))?\.$/i;

/** Words of a social history: work, home, habits, activity. */
const SOCIAL_WORDS =
  /\b(?:work\w*|job|retired|employ\w*|business|office|school|college|stud\w*|live[sd]?|living|married|wife|husband|partner|kids|children|sons?|daughters?|smok\w*|cigarettes?|packs?|vap\w*|habit|quit|clean|sober|cut (?:down|back)|kick\w*|alcohol|drink\w*|beers?|wine|drugs?|marijuana|cannabis|weed|exercis\w*|gym|walk\w*|run\w*|diet|eat\w*|sleep\w*|travel\w*|hobb\w*|sports?)\b/;
/** "Otherwise I'm fine", "I'm fit and well": well apart from today's complaint, said as the whole answer. */
const OTHERWISE_WELL = /^(?:(?:so|yeah|yes|no|well|i think),? )*(?:otherwise(?: that)?,? )?(?:(?:yeah|i think),? )*(?:otherwise,? )?(?:i'?m|i am) (?:otherwise |normally |generally )?(?:pretty |very |quite )?(?:healthy|fine|well|fit and well)(?:,? otherwise)?[.!]?$/;
/** A guess at a cause: "it might just be the weather", "maybe it's the new soap". */
const SPECULATES = /\b(?:might|could|may)(?: just)? be\b|\bmaybe (?:it'?s|it is|that'?s)\b/;
/** Said of now, not of the past: the present illness. */
const NOW = /\b(?:recently|lately|these days|right now|currently|at the moment|this (?:week|month)|(?:past|last) (?:few |couple (?:of )?)?(?:days|weeks))\b/;

export function readHistoryAnswers(visit: Visit, list: FactList): void {
  const { utterances, dictation, p } = visit;
  utterances.forEach((u, i) => {
    // "Tell me about your family medical history." asks as a question does.
    const asks = u.isQuestion || /^(?:\W*(?:so|and|okay|ok|now|alright|all right),?\s+)*(?:tell me|talk to me) (?:a (?:little )?bit )?about\b/.test(u.lower);
    if (u.speaker !== 'clinician' || !asks || dictation) return;
    const askedTopics = HISTORY_TOPICS.filter(
      (t) => t.question.test(u.lower) && !(t.kind === 'surgical' && ASKS_OF_AN_OPERATION.test(u.lower)) && !(t.denied === DRUG_USE_DENIED && DRUGS_AS_MEDICINES.test(u.lower)),
    );
    // "How's about siblings, miss? Any health issues?": the health asked after the family in one turn is the family's.
    const turnAsked = utterances.filter((x) => x.turn === u.turn && x.speaker === u.speaker && x.start <= u.start).map((x) => x.lower);
    const familyTurn = turnAsked.slice(0, -1).some((x) => FAMILY_QUESTION.test(x));
    // "What type of cancer?" after "you had mentioned that cancer runs in your family", or after an answer about the
    // family, asks more of the family.
    const first = answerAfterClarifying(utterances, answerTo(utterances, i));
    const followsFamily = !askedTopics.length && FOLLOW_UP.test(u.lower) && first !== undefined && answersFamilyQuestion(visit, first);
    const topic = (askedTopics[0]?.kind === 'history' && familyTurn) || followsFamily ? HISTORY_TOPICS.find((t) => t.kind === 'family') : askedTopics[0];
    if (!topic || first === undefined || list.used.has(first)) return;
    const answer = utterances[first]!;
    // "Do you live alone?" "Uh, yes.": a yes is the fact asked, which the loop below skips as a bare word.
    const turn = answerTurn(visit, first);
    if (LIVES_ALONE_QUESTION.test(u.lower) && isYesAnswer(cleanSpoken(answer.text)) && !turn.some((j) => LIVING_SAID.test(utterances[j]!.lower))) {
      list.add({ kind: 'social', text: sentence(`${capitalize(p.subject)} lives alone`), evidence: [spanOf(u), spanOf(answer)], essential: true }, first);
      return;
    }
    // "Who do you live with at home?" "Uh, just my wife.": the people named, without a verb, are whom she lives with.
    const household = WHO_LIVES_WITH.test(u.lower) ? householdNamed(answer.lower, p) : undefined;
    if (household) {
      list.add({ kind: 'social', text: household, evidence: [spanOf(u), spanOf(answer)], essential: true }, first);
      return;
    }
    // "Nope, maybe a beer on the weekend" is not a denial of the habit.
    // …nor is a bare "No." the patient takes back at once: "Um, occasionally, yeah, I would have some."
    // "Do you smoke?" "Yes.": the habit asked, now; not "have you ever smoked?", nor a yes to two habits at once.
    const habitsAsked = askedTopics.filter((t) => t.kind === 'social' && t.denied);
    // "Do you vape?" "Yeah, every day.": a yes with how often (decision 852).
    const yes = /^[\s,.]*(?:(?:uh|um|oh)[\s,.]+)*(?:yes|yeah|yep|yup)(?:\s*,?\s*(?:i do|i am|sir|ma'am))?(?:\s*,?\s*(every day|daily|most days|sometimes|occasionally|on (?:the )?weekends))?[\s,.!]*$/.exec(answer.lower);
    const saidYes = !!yes && turn.length === 1;
    if (saidYes && habitsAsked.length === 1 && HABIT_NOW.test(u.lower) && !OTHERS_SMOKE.test(u.lower)) {
      const often = yes[1]?.replace(/^every day$/, 'daily').replace(/^on (?:the )?weekends$/, 'on weekends');
      const vapes = /\bvap\w*/.test(u.lower) && habitsAsked[0]!.denied === 'Denies tobacco use.';
      const habit = vapes ? sentence(`Vapes${often ? ` ${often}` : ''}`) : often && habitsAsked[0]!.denied !== DRUG_USE_DENIED ? sentence(`${habitsAsked[0]!.denied === 'Denies tobacco use.' ? 'Smokes' : 'Drinks alcohol'} ${often}`) : HABIT_SAID[habitsAsked[0]!.denied];
      if (habit) list.add({ kind: 'social', text: habit, evidence: [spanOf(u), spanOf(answer)], essential: true }, first);
      return;
    }
    const [, takenBack] = turn;
    const someOfIt = topic.kind === 'social' && (SOME_OF_A_HABIT.test(answer.lower) || (/^[\s,.]*(?:no|nope|nah)[\s,.!]*$/.test(answer.lower) && takenBack !== undefined && SOME_OF_A_HABIT.test(utterances[takenBack]!.lower)));
    // "My family is pretty healthy." says no to the family question.
    const healthyFamily = topic.kind === 'family' && /\b(?:is|are) (?:pretty |very |all |quite )?healthy\b/.test(answer.lower) && !/\b(?:but|except)\b/.test(answer.lower);
    // "I don't have any health problems." says no to the history question in so many words.
    // …and "So otherwise that, I'm fine.", "I think otherwise I'm fit and well." — all of the answer, nothing excepted.
    const noneOfThem =
      topic.kind === 'history' &&
      (/^[\s,.]*(?:i )?(?:do ?n'?t|do not|have ?n'?t|have not|never) (?:have |had |got )?(?:any |ever had any )?(?:health|medical) (?:problems|issues|conditions)\b|^[\s,.]*(?:i'?m|i am) (?:pretty |very |quite )?healthy\b/.test(answer.lower) ||
        OTHERWISE_WELL.test(cleanSpoken(answer.text)));
    // "Do you use any other type of tobacco products?" "No, smoking is enough.": the others are denied, not the habit.
    const othersOnly = /\b(?:any|some) other\b|\bbesides\b|\bother than\b|\banything else\b/.test(u.lower);
    let deniedHere = false;
    if (ASKS_WHAT_CHANGED.test(u.lower) && saysNo(utterances, first)) return;
    // "Does he have any siblings?" "No, he's an only child." asks who the family is, not what it has.
    // A healthy family said in so many words answers it all the same ("How about other family members?" "No, my mom and
    // dad are healthy.").
    const turnWords = utterances.filter((x) => x.turn === u.turn && x.speaker === u.speaker).map((x) => x.lower).join(' ');
    const familyOnly =
      topic.kind === 'family' && !healthyFamily && !FAMILY_ILLNESS.test(turnWords) && !visit.mentions.some((m) => visit.utterances[m.utterance]!.turn === u.turn && (m.type === 'condition' || m.type === 'symptom'));
    // "Do you smoke?" "No, I quit.": a former smoker, not one who denies tobacco.
    const quit = formerSmoker(cleanSpoken(answer.text), u.lower) !== undefined;
    if ((saysNo(utterances, first) || healthyFamily || noneOfThem) && !someOfIt && !othersOnly && !familyOnly && !quit && (answer.lower.split(/\s+/).filter(Boolean).length <= 8 || topic.kind === 'family')) {
      const said = topic.kind === 'family' ? askedCondition(u.lower) : undefined;
      // "Anyone in the family have that?": "that" is the condition last named, or nothing the note can name.
      const pointsBack = !!said && /^(?:that|this|it|those|these|them)$/.test(said);
      const asked = pointsBack ? visit.mentions.filter((m) => m.type === 'condition' && m.utterance < i && m.utterance >= i - 6).at(-1)?.term.name : said;
      if (pointsBack && !asked) return;
      // "Smoking, drugs, alcohol?" "No drugs." denies the habit it names; a bare "no" denies every habit asked.
      const askedHabits = askedTopics.filter((t) => t.kind === 'social' && t.denied);
      const namedHabit = askedHabits.filter((t) => t.question.test(answer.lower));
      // "Any history of heavy alcohol use?" "No." denies heavy use, not every drink.
      const degreeOf = (t: (typeof HISTORY_TOPICS)[number]) => new RegExp(String.raw`\b(heavy|excessive) (?:${t.question.source})`).exec(u.lower)?.[1];
      const habitDenials = (namedHabit.length ? namedHabit : askedHabits).map((t) =>
        degreeOf(t) ? t.denied.replace(/^Denies (?:recreational )?/, `Denies ${degreeOf(t)} `) : t.denied === 'Denies tobacco use.' && OTHERS_SMOKE.test(u.lower) ? 'Denies secondhand smoke exposure.' : t.denied,
      );
      const denials = asked ? [`Denies family history of ${clinicalWords(asked)}.`] : topic.kind === 'social' ? habitDenials : [topic.denied];
      deniedHere = denials.some(Boolean);
      for (const denied of denials.filter(Boolean)) list.add({ kind: topic.kind, text: sentence(denied), evidence: [spanOf(u), spanOf(answer)], essential: true }, first);
      if (!namedHabit.length) return;
    }
    if (topic.kind === 'family') {
      // "Any family history of cancer?" "Well, yes, but I can't remember who.": the condition asked, without a relative.
      const asked = askedCondition(u.lower);
      const whole = turn.map((j) => cleanSpoken(utterances[j]!.text)).join(' ');
      if (asked && !/^(?:that|this|it|those|these|them)$/.test(asked) && isYesAnswer(cleanSpoken(answer.text)) && !RELATIVE.test(whole)) {
        list.add({ kind: 'family', text: sentence(`Family history of ${clinicalWords(asked)}`), evidence: [spanOf(u), spanOf(answer)], essential: true }, first);
        return;
      }
      // The whole answer: "The main one would be heart attack. My father passed away of that." names the relative after.
      const family = familyHistory(turn.map((j) => utterances[j]!.lower).join(' '), { answersFamilyQuestion: true });
      if (family) list.add({ kind: 'family', text: family, evidence: turn.map((j) => spanOf(utterances[j]!)), essential: true }, first);
      for (const j of turn.slice(1)) list.used.add(j);
      return;
    }
    for (let j = first; j < utterances.length && utterances[j]!.turn === answer.turn; j++) {
      const a = utterances[j]!;
      // "So, what options do I have for surgery?": the patient's own question is no history.
      if (words(a.lower).length === 0 || a.isQuestion || /^[\s,.]*(?:yes|yeah|yep|okay|ok|sure|no)[\s,.!]*$/.test(a.lower)) continue;
      // The answer is its first sentence; what the patient goes on to say belongs to the topic only when it names it
      // ("I'm an accountant. I didn't hear that part." — the second is not her social history).
      if (topic.kind === 'social' && j > first && !topic.question.test(a.lower) && !SOCIAL_WORDS.test(a.lower)) continue;
      // "I've been suffering from constipation recently" answers "any medical problems?" with the present illness.
      // "Otherwise I'm fine" says no, even to "any other medical problems?" where a no is not written.
      if (topic.kind === 'history' && (NOW.test(a.lower) || namesPresentIllness(visit, j, i) || OTHERWISE_WELL.test(cleanSpoken(a.text)))) continue;
      // "Yeah, I have allergy, I have amoxicillin.": an allergy given to the history question is written with the
      // allergies, where a prescriber looks, not as a sentence of the past history.
      if (topic.kind === 'history' && /\ballerg(?:y|ies|ic)\b/.test(a.lower)) continue;
      // "Uh, no, I think it might just be the weather.": the patient's guess at what causes today's complaint is no
      // condition of the past.
      if (topic.kind === 'history' && SPECULATES.test(a.lower)) continue;
      // A statement with its verb ("She works as a cashier."), or an amount of a habit ("Drinks a couple of beers…");
      // "Peanut grooves yes." answers small talk.
      const said = noteSentence(a.text, 'patient', p, { minWords: 3 });
      // "Uh, I used to." is too short a sentence to write, but not to answer "do you smoke?" (decision 583).
      // Only as the answer's opening: "I used to smoke a pack a day. I quit in 1985." says what was quit already.
      const opening = utterances.slice(first, j).every((x) => /^[\s,.]*(?:yes|yeah|yep|no|nope|uh|um|well)?[\s,.!]*$/.test(x.lower));
      const former = opening ? formerSmoker(said ?? cleanSpoken(a.text), u.lower) : undefined;
      if (former) {
        list.add({ kind: topic.kind, text: former, evidence: [spanOf(a)], essential: true }, j);
        continue;
      }
      // "Maybe two glasses of wine on the weekend": an amount said after a hedge is no sentence, but still the amount
      // (decision 819).
      const asSaid = said ?? cleanSpoken(a.text);
      const amount = habitAmount(asSaid, u.lower);
      const text = amount !== asSaid ? amount : noteSentence(a.text, 'patient', p, { minWords: 3, requireVerb: true });
      if (!text || isFragment(text)) continue;
      // "No, I don't smoke." is "Denies tobacco use." said again.
      if (topic.kind === 'social' && deniedHere && HABIT_DENIED.test(text)) continue;
      // "His hand is still bothering him", "She has done some ibuprofen or Aleve": the illness or a medication, said
      // while answering about work or habits, is no social history.
      const symptomSaid = symptomAffirmedIn(visit, j);
      if (topic.kind === 'social' && (namesMedication(a.lower) || symptomSaid)) continue;
      // A surgical history is the patient's operations: not a relative's ("after her dad had his operation"), not the
      // illness ("her chest feels sore"), and what follows the first sentence only when it names an operation.
      if (topic.kind === 'surgical' && (RELATIVE.test(a.lower) || symptomSaid || (j > first && !topic.question.test(a.lower) && !OPERATION.test(a.lower)))) continue;
      if (topic.kind === 'history' && onlyNamesConditions(visit, j, text)) list.used.add(j);
      else list.add({ kind: topic.kind, text, evidence: [spanOf(a)], essential: true }, j);
    }
  });
  // "Any medical problems?" "No medical, no." … "I had IBS before.": a history said anywhere in the visit takes back
  // the no, which answered only what came to mind first.
  if (list.facts.some((f) => f.kind === 'history' && f.text !== NO_PAST_HISTORY)) {
    for (let k = list.facts.length - 1; k >= 0; k--) if (list.facts[k]!.text === NO_PAST_HISTORY) list.facts.splice(k, 1);
  }
}

/**
 * "I tried Tylenol a few times for the headaches but it didn't work", said after "any other medical problems?" in a
 * visit for headaches: the symptom the visit was already about, affirmed before the question, is the present illness
 * — not the patient's past medical history. A symptom first named in the answer ("I have chronic back pain") is.
 */
function namesPresentIllness(visit: Visit, index: number, question: number): boolean {
  const affirmed = (m: Visit['mentions'][number]) => m.type === 'symptom' && m.certainty === 'affirmed';
  const said = visit.mentions.filter((m) => m.utterance === index && affirmed(m)).map((m) => m.term.name);
  return said.some((name) => visit.mentions.some((m) => m.utterance < question && affirmed(m) && m.term.name === name));
}

/**
 * "She has hyperthyroidism.": an answer that only names conditions, which the history lists already ("The patient has
 * a history of hyperthyroidism.").
 */
function onlyNamesConditions(visit: Visit, index: number, text: string): boolean {
  const named = visit.mentions.filter((m) => m.utterance === index && m.type === 'condition');
  if (!named.length) return false;
  const rest = named
    .reduce((t, m) => t.replace(new RegExp(String.raw`\b(?:${m.term.pattern})\w*`, 'g'), ' '), text.toLowerCase())
    // "She has hypertension, she takes amlodipine 5 mg a day": the drug and its dose are the medication list's
    // (decision 955).
    .replace(MEDICATION_PATTERN, ' ')
    .replace(/\b(?:takes?|taking|on|for|\d+(?:\.\d+)?|mg|milligrams?|mcg|micrograms?|units?|a|per|day|daily|once|twice|times|every|morning|night|evening|bedtime)\b/g, ' ');
  // "In the past she has had some IBS", "She has asthma, she has had it for a while now": the name and when, no more.
  return words(rest).every((w) => /^(?:she|he|they|the|patient|has|have|had|a|an|and|also|well|history|of|been|diagnosed|got|with|some|mild|in|past|it|for|while|now|before|years?|ago|long|time|since|then|yes|yeah|so|um|uh|oh)$/.test(w));
}

/**
 * "Any chronic illnesses?" — "What do you mean by that?" — "Anything like cancer, or arthritis?" — "No, nothing like
 * that.": a question asked back and answered by the clinician moves the answer to the patient's next reply.
 */
const ASKS_WHAT_IS_MEANT = /\b(?:(?:what )?do you mean|mean by|like what|examples?|what,? like|such as|what kind|pardon|which ones?)\b/;

function answerAfterClarifying(utterances: Utterance[], first: number | undefined): number | undefined {
  if (first === undefined || !utterances[first]!.isQuestion || !ASKS_WHAT_IS_MEANT.test(utterances[first]!.lower)) return first;
  let clarified = first + 1;
  while (clarified < utterances.length && utterances[clarified]!.speaker !== 'clinician') clarified++;
  if (clarified >= utterances.length || clarified - first > 2) return first;
  let reply = clarified + 1;
  while (reply < utterances.length && utterances[reply]!.speaker === 'clinician') reply++;
  return reply < utterances.length && reply - clarified <= 3 ? reply : first;
}

/** The sentences of the patient's answer that starts at `first`: what they say before the clinician speaks again (at most 4). */
function answerTurn(visit: Visit, first: number): number[] {
  const { utterances } = visit;
  const out: number[] = [];
  for (let j = first; j < utterances.length && j < first + 4 && utterances[j]!.speaker === utterances[first]!.speaker; j++) out.push(j);
  return out;
}

/** A question that asks more of the answer before it: "What kind of cancer, do you know?", "Which side?". */
const FOLLOW_UP = /\b(?:what|which) (?:kinds?|types?|sorts?) of\b|\bwhich side\b|\bwho (?:had|has|was)\b|\bhow old\b/;

/**
 * The question before a patient's sentence asks about the family ("any medical conditions that run in the family?"),
 * or its turn does ("You had mentioned that cancer runs in your family. What type of cancer?"), or it asks more of an
 * answer about the family ("My granny on my father's side had cancer." "What kind of cancer, do you know?").
 */
export function answersFamilyQuestion(visit: Visit, index: number, followed = false): boolean {
  const { utterances } = visit;
  const u = utterances[index]!;
  if (u.speaker === 'clinician') return false;
  let q = index - 1;
  while (q >= 0 && utterances[q]!.speaker !== 'clinician') q--;
  // Only the answer to the question: what the patient says right after it.
  // "Mother has migraine and, what was the other one?" asks even when it was transcribed without a question mark.
  const asked = q >= 0 && (utterances[q]!.isQuestion || /\b(?:what|which|who)\s+(?:was|is|were|are|else)\b/.test(utterances[q]!.lower));
  if (!asked || index - q > 4) return false;
  const question = utterances[q]!;
  if (utterances.some((x) => x.turn === question.turn && x.speaker === 'clinician' && x.start <= question.start && FAMILY_QUESTION.test(x.lower))) return true;
  if (!followed && FOLLOW_UP.test(question.lower) && q > 0 && utterances[q - 1]!.speaker !== 'clinician' && answersFamilyQuestion(visit, q - 1, true)) return true;
  // "Hypothyroidism." "Who has hypothyroidism?" "My mother.": the answer names the relative it belongs to.
  const next = utterances.slice(index + 1, index + 4);
  const whoHas = next.findIndex((x) => x.speaker === 'clinician' && /\bwho\b[^.?!]*\b(?:has|had|have)\b/.test(x.lower));
  return whoHas >= 0 && next.slice(whoHas + 1).some((x) => x.speaker !== 'clinician' && RELATIVE.test(x.lower));
}

/** An amount of a habit: "about 10 cigarettes", "7 or 8 pints", "a glass of wine", "a few drinks". */
const HABIT_AMOUNT = String.raw`(?:(?:about|around|roughly|approximately|up to|maybe|probably|usually|like) )?(?:(?<![\d.])\d+(?:\.\d+)?(?:\s*(?:or|to|-)\s*\d+(?:\.\d+)?)?|a pack,? to (?:about )?\d+(?:\.\d+)?|a|an|one|a couple of|a few|half a) (?:cigarettes?|cigars?|packs?(?: of cigarettes)?|pints?(?: of (?:beer|lager|cider))?|units?(?: of alcohol)?|drinks?|beers?|glass(?:es)? of (?:wine|beer)|bottles? of (?:wine|beer)|cans?(?: of (?:beer|lager|cider))?)`;
/** An amount of a habit with how often: "about 10 cigarettes a day", "7 or 8 pints a week", "a glass of wine a night". */
const AMOUNT_PER_PERIOD = new RegExp(String.raw`(?:\b(?:probably|maybe|perhaps|like),? )*\b(${HABIT_AMOUNT} (?:a|per|every|each) (?:day|night|week|weekend|month))\b`, 'i');
/** An amount with when it is had: "a few drinks at the weekend", "a glass of wine during the week". */
const AMOUNT_AT_TIMES = new RegExp(String.raw`\b(${HABIT_AMOUNT} (?:(?:at|on|over) (?:the )?weekends?|during the week))\b`, 'i');
/** The words of a guess around an amount: "I'd say a normal amount, probably". */
const HEDGE = /^(?:a|an|normal|average|usual|amount|probably|maybe|perhaps|i|d|would|say|just|only|usually|generally|like|you|know|she|he|they|not|much|so|well|um|uh)$/;

/**
 * An answer that gives only the amount ("Yes, but only a couple of beers on Saturdays.") says what the patient
 * drinks or smokes: "Drinks a couple of beers on Saturdays."
 */
function habitAmount(text: string | undefined, question: string): string | undefined {
  if (!text) return text;
  // The habit by what is had, when the answer names it ("two glasses of wine" to "do you smoke?" is drinking), else by
  // the question (decision 819).
  const had = /\b(?:wine|beers?|drinks?|pints?|liquor|alcohol|cans?|shots?)\b/.test(text.toLowerCase()) ? 'drink' : /\b(?:cigarettes?|cigars?|packs?|vape\w*)\b/.test(text.toLowerCase()) ? 'smoke' : undefined;
  const smoking = had ? had === 'smoke' : /\b(?:smok\w*|tobacco|cigarettes?)\b/.test(question);
  const verb = smoking ? 'Smokes' : 'Drinks';
  // "She smokes a fair bit so she smokes about 10 cigarettes a day.", "She drinks about, per week, probably about 7 or
  // 8 pints a week.": the amount a day or a week is what the note keeps of the habit, in its form; the speech around
  // it goes. Said of the past ("it was about a pack a day, back in the day"), it is what the patient smoked or drank.
  // Not where the sentence says more than the amount: a change or a contrast ("but she quit smoking").
  const perPeriod = AMOUNT_PER_PERIOD.exec(text);
  if (perPeriod && !/\b(?:but|although|though|except|used to|quit|stopped|cut (?:down|back)|anymore|any more)\b/i.test(text)) {
    const past = /\b(?:was|were|did|smoked|drank|back in the day|in the past|years ago)\b/i.test(text);
    // How long is kept with it: "a pack a day for more than 40 years" is what pack-years are counted from.
    const during = /\bfor (?:(?:more than|over|about|almost|around|nearly|the (?:last|past)) )?\d+ years?\b/i.exec(text.slice(perPeriod.index + perPeriod[0].length));
    return sentence(`${past ? (smoking ? 'Smoked' : 'Drank') : verb} ${perPeriod[1]!.toLowerCase().replace(/^(?:maybe|probably|like) /, 'about ')}${during ? ` ${during[0].toLowerCase()}` : ''}`);
  }
  // "A normal amount probably, a few drinks at the weekend.": the amount with when, the rest a guess around it. Not where
  // more is said ("a couple of beers during the week and one or two on the weekends").
  const atTimes = AMOUNT_AT_TIMES.exec(text);
  // "Just socially, maybe a couple of beers on the weekend.": how often, said in a word, is kept with it (decision 852).
  const socially = /\b(?:socially|occasionally|rarely)\b/i.exec(text)?.[0].toLowerCase();
  if (atTimes && words(text.replace(atTimes[0], ' ')).every((w) => HEDGE.test(w) || w === socially)) return sentence(`${verb} ${socially ? `${socially}, ` : ''}${atTimes[1]!.toLowerCase().replace(/^(?:maybe|probably|like) /, 'about ')}`);
  const amount = /^(?:(?:yes|yeah),?\s+)?(?:but\s+)?(?:only|just|maybe|about|probably|like)?\s*((?:a|one|two|three|four|five|six|\d+|a couple(?: of)?|a few)\s+(?:beers?|glass(?:es)? of wine|drinks?|cigarettes?|packs?)\b.*)$/i.exec(text);
  if (!amount) return text;
  // The amount began the written sentence: "A few beers per week." → "Drinks a few beers per week."
  const said = amount[1]!.replace(/\.$/, '');
  return sentence(`${verb} ${said.charAt(0).toLowerCase()}${said.slice(1)}`);
}

/**
 * "Do you smoke?" "I used to, but I've stopped for about six months now.": the answer's "used to" leaves the habit to
 * the question, and the note writes it in its form — "Former smoker, quit about 6 months ago." — with when the
 * patient quit when said. Only a question about smoking alone (with drinking asked too, "used to" could be either).
 */
function formerSmoker(text: string | undefined, question: string): string | undefined {
  if (!text || !/\b(?:smoke|smoking|smoker|cigarettes?|tobacco)\b/.test(question) || /\b(?:drink|drinking|alcohol|drugs?)\b/.test(question)) return undefined;
  // "No, I quit.", "Uh yeah, but I quit in 2007.": the yes or no before answers "do you smoke?" as the quitting does.
  const lower = text.toLowerCase().replace(/^(?:(?:no|nope|yes|yeah|yep|uh|um|well|oh|so)\b[,.]?\s*)*(?:but\s+)?/, '');
  // The patient's words ("I used to.", "I used to a long time ago, but…") or the note's ("She used to but she has
  // stopped…").
  if (
    !/^(?:i|she|he|they) used to(?:,? but\b|[.,]?$| (?:a long time ago|years ago|back in the day|in the past)\b)/.test(lower) &&
    !/^(?:i|she|he|they)(?:'ve| have| has)? (?:quit|stopped)(?: smoking)?(?:[.,]|$|\s+(?:for|about|around|over|since|in|before|when|after|a|an|\d+|last|years?)\b)/.test(lower)
  )
    return undefined;
  const after = lower.replace(/^.*?\b(?:stopped|quit)\b/, '');
  const year = /\bin (\d{4})\b/.exec(after);
  if (year) return `Former smoker, quit in ${year[1]}.`;
  const when = /\b(?:for |over )?((?:about |around |almost |nearly |over )?(?:\d+|a|an|one|a couple of|a few) (?:days?|weeks?|months?|years?))(?: now| ago)?\b/.exec(after);
  return when ? `Former smoker, quit ${when[1]} ago.` : 'Former smoker.';
}

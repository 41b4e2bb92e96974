/**
 * The patient's current medications (with dose and frequency as said) and drug allergies. A medication that only
 * appears as a new order is written in the Plan; one the patient stopped or was switched from is not current.
 */
import { answerTo, findMedications } from '../findings.js';
import { PSYCHIATRIC_MEDICATIONS } from '../lexicon.js';
import { certaintyAt, isYesAnswer } from '../negation.js';
import { drugName } from '../plan.js';
import { sentence, words } from '../text.js';
import { dedupeSpans, spanOf, type FactList, type Visit } from './visit.js';

const ALLERGY = /\ballerg(?:ic|y|ies)\b/;
const NO_ALLERGY = /\b(?:no|not|don'?t have any|nkda|none|denies)\b[^.?!]{0,25}\ballerg|\bno known (?:drug )?allergies\b/;
const NEW_ONLY = /\b(?:start|prescrib\w*|put you on|try|add|initiat\w*|give you|send in|order\w*)\b/;
const CURRENT = /\b(?:continue|still|currently|already|been taking|on (?:the|your)|i take|i'm taking|i am taking|she takes|he takes)\b/;
const NOT_CURRENT = /\b(?:stopped|quit|ran out|not taking|no longer|used to take|was on|switched (?:you |me |him |her )?(?:off|from)|came off|allergic)\b/;
/** A change decided today; a change said in the past ("we increased that to 500 mg twice a day") is the current dose. */
const CHANGES_DOSE = /\b(?:increas|decreas|reduc|chang|switch|bump|go(?:ing)? up|titrat|start)(?:e|es|ing)?\b/;

/** The last of the two kinds of verb said before a point, or undefined when neither is. */
function lastBefore(text: string, a: RegExp, b: RegExp): 'a' | 'b' | undefined {
  const last = (re: RegExp) => Math.max(-1, ...[...text.matchAll(new RegExp(re.source, 'g'))].map((m) => m.index));
  const [ia, ib] = [last(a), last(b)];
  return ia < 0 && ib < 0 ? undefined : ia > ib ? 'a' : 'b';
}

/**
 * A drug named as a new order: the verb that governs it is the nearest before it ("we'll add the carvedilol and
 * continue your lisinopril": carvedilol is new, lisinopril current); said with no verb before it, the sentence decides.
 */
function isNewOrder(lower: string, at: number): boolean {
  const verb = lastBefore(lower.slice(0, at), NEW_ONLY, CURRENT);
  if (verb) return verb === 'a';
  return NEW_ONLY.test(lower) && !CURRENT.test(lower);
}

export function readMedications(visit: Visit, list: FactList): void {
  const { utterances } = visit;
  const meds = findMedications(utterances);
  const byName = new Map<string, typeof meds>();
  for (const med of meds) byName.set(med.name, [...(byName.get(med.name) ?? []), med]);
  for (const [name, mentions] of byName) {
    const onlyNew = mentions.every((m) => {
      const u = utterances[m.utterance]!;
      const inPlanList = /\bplan\s*:/.test(u.lower.slice(0, m.span.start - u.start)) && !/\bcontinue\w*\s+(?:\w+\s+)?$/.test(u.lower.slice(0, m.span.start - u.start));
      return u.speaker !== 'patient' && (isNewOrder(u.lower, m.span.start - u.start) || inPlanList);
    });
    if (onlyNew) continue;
    // A drug named only as an allergy ("allergic to penicillin", "nope, just penicillin") is not a medication.
    const asAllergy = (m: (typeof mentions)[number]) => ALLERGY.test(utterances[m.utterance]!.lower) || (m.utterance > 0 && ALLERGY.test(utterances[m.utterance - 1]!.lower));
    if (mentions.every(asAllergy)) continue;
    const stopped = mentions.every((m) => {
      const u = utterances[m.utterance]!;
      return certaintyAt(u.lower, m.span.start - u.start, m.span.end - u.start) === 'negated' || NOT_CURRENT.test(u.lower);
    });
    // The current dose, not the new one an order sets ("increase your lisinopril to 40 mg").
    const current = mentions.filter((m) => !CHANGES_DOSE.test(utterances[m.utterance]!.lower));
    const dose = current.find((m) => m.dose)?.dose;
    const frequency = current.find((m) => m.frequency)?.frequency;
    const label = [drugName(name), dose, frequency].filter(Boolean).join(' ');
    list.add({
      kind: 'medication',
      text: sentence(stopped ? `Not currently taking ${drugName(name)}` : label),
      evidence: dedupeSpans(mentions.slice(0, 3).map((m) => spanOf(utterances[m.utterance]!))),
      essential: true,
      psychiatric: PSYCHIATRIC_MEDICATIONS.has(name),
    });
  }
  if (!list.facts.some((f) => f.kind === 'medication')) readNoMedications(visit, list);
  readAllergies(visit, list);
}

/** "I'm not taking any medications", or no to "do you take any medications?": a list that says so. */
const TAKES_NONE = /\b(?:(?:not|n't|never) (?:taking|on) any |do(?:n't| not| n't) take any |no (?:current |daily |regular )?)(?:prescription |daily |regular )?(?:medications?|medicines?|meds)\b/;
const ASKS_WHAT_TAKEN = /\b(?:take|taking|on) any (?:medications?|medicines?|meds)\b(?! (?:for|to)\b)/;

function readNoMedications(visit: Visit, list: FactList) {
  const { utterances } = visit;
  for (const [i, u] of utterances.entries()) {
    // "We don't need to start any medications" is a decision, not the patient's list.
    // "I have that you're not taking any medications, is that right?" "Yes." states it too.
    const confirmed = u.isQuestion && /,\s*(?:is that right|is that correct|correct|right)\s*\?\s*$/.test(u.lower) && isYesAnswer(utterances[answerTo(utterances, i) ?? i]!.lower);
    const stated = TAKES_NONE.test(u.lower) && (!u.isQuestion || confirmed) && !/\b(?:start|prescrib\w*|need|add|try)\b/.test(u.lower);
    const reply = u.speaker === 'clinician' && u.isQuestion && ASKS_WHAT_TAKEN.test(u.lower) ? answerTo(utterances, i) : undefined;
    const deniedInReply = reply !== undefined && /^[\s,.]*(?:no|nope|none|not really|nothing)\b/.test(utterances[reply]!.lower);
    if (!stated && !deniedInReply) continue;
    const evidence = [spanOf(u), ...(deniedInReply ? [spanOf(utterances[reply!]!)] : [])];
    list.add({ kind: 'medication', text: 'No current medications.', evidence, essential: true }, i);
    return;
  }
}

function readAllergies(visit: Visit, list: FactList) {
  const { utterances } = visit;
  const none: { evidence: ReturnType<typeof spanOf>[]; at: number }[] = [];
  let named = false;
  utterances.forEach((u, i) => {
    if (!ALLERGY.test(u.lower) || /seasonal|pollen|fall|spring|hay fever|environmental|rhinitis/.test(u.lower)) return;
    const answer = u.speaker === 'clinician' && u.isQuestion ? answerTo(utterances, i) : undefined;
    const reply = answer === undefined ? undefined : utterances[answer]!;
    const evidence = [spanOf(u), ...(reply ? [spanOf(reply)] : [])];
    // "Any other allergies?" "Nope, just penicillin." denies others, not every allergy.
    const asksForOthers = /\b(?:other|else|more|additional|besides)\b/.test(u.lower);
    if (NO_ALLERGY.test(u.lower) || (reply && !asksForOthers && /^[\s,.]*(?:no|nope|none|not that i know)/.test(reply.lower))) {
      none.push({ evidence, at: i });
      return;
    }
    // A reply that says "allergic to" is read on its own; a short reply ("penicillin", "yes, sulfa") names the drug.
    // "Nope, just penicillin" names nothing new: the no answers the question.
    const shortReply =
      reply && !ALLERGY.test(reply.lower) && words(reply.lower).length <= 4 && !/^[\s,.]*(?:no|nope|none|nah)\b/.test(reply.lower) ? /^(?:yes,?|yeah,?)?\s*(?:to )?([a-z -]{3,30}?)(?=[,.;!?]|$)/.exec(reply.lower.trim()) : null;
    const to = /\ballergic to ([a-z0-9 -]{3,40}?)(?=[,.;!?]|\band\b|\bbut\b|$)/.exec(u.lower) ?? shortReply;
    const what = to?.[1]?.trim();
    if (what && !/\bwhat\b|\banything\b|\bany\b|^(?:yes|yeah|yep|i do|i am)$/.test(what)) {
      list.add({ kind: 'allergy', text: sentence(`Allergic to ${what}`), evidence, essential: true }, i);
      named = true;
    }
  });
  // An allergy named anywhere in the visit: "no known drug allergies" would contradict it.
  if (!named) for (const { evidence, at } of none) list.add({ kind: 'allergy', text: 'No known drug allergies.', evidence, essential: true }, at);
}

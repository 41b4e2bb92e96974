/**
 * The patient's current medications (with dose and frequency as said) and drug allergies. A medication that only
 * appears as a new order is written in the Plan; one the patient stopped or was switched from is not current.
 */
import { dosingOf, type Dosing } from '../dosing.js';
import { answerTo, findMedications, namesMedication } from '../findings.js';
import { PSYCHIATRIC_MEDICATIONS } from '../lexicon.js';
import { certaintyAt, isNoAnswer, isYesAnswer, LEADING_FILLERS, saysNo } from '../negation.js';
import { currentName, drugName } from '../plan.js';
import { capitalize, cleanSpoken, NUMBER, numberValue, sentence, words } from '../text.js';
import type { Utterance } from '../transcript.js';
import { dedupeSpans, joinList, spanOf, type FactList, type Visit } from './visit.js';

/** Allergens other than drugs that a patient names. */
const ALLERGEN = /\b(?:penicillin|sulfa|latex|peanuts?|tree nuts?|nuts|shellfish|eggs?|codeine|iodine|contrast|bee stings?|morphine|nsaids?|adhesive|tape|dairy|milk|wheat|gluten|soy|fish|cats?|dogs?|dust|mold|pollen)\b/;
const ALLERGY = /\ballerg(?:ic|y|ies)\b/;
/** Allergies the condition, not a reaction to something: "my spring allergies", "what do you take for the allergies?". */
// "What are you taking for allergies?" asks for the drug that treats them.
const ALLERGIES_THE_CONDITION = /seasonal|pollen|\bfall\b|spring|hay fever|environmental|rhinitis|\b(?:for|with) (?:(?:the|your|my|her|his) )?allergies\b|\b(?:my|your|her|his) allergies (?:have|are|were|acting)\b/;
/** A sentence about an allergy to something (a drug, a food), not about allergies the condition. */
const aboutAllergy = (lower: string) => ALLERGY.test(lower) && !ALLERGIES_THE_CONDITION.test(lower);
/** A question about what a drug does to the patient: "what happens when you take it?", "what reaction did you have?". */
const REACTION_ASKED = /\bwhat (?:happens|happened|reaction|sort of reaction|kind of reaction|did it do|does it do)\b[^.?!]{0,30}\b(?:when|if|after) you (?:\w+ )?(?:take|took|have|had|get|got|use|used)\b/;
const NO_ALLERGY = /\b(?:no|not|don'?t have any|nkda|none|denies)\b[^.?!]{0,25}\ballerg|\bno known (?:drug )?allergies\b/;
// "Dr. Brown put you on BuSpar" tells what the patient takes; "I'll put you on", "I'm gonna go ahead and put you on"
// order it.
const NEW_ONLY = /\b(?:start|prescrib\w*|(?:i|we|i'?ll|we'?ll|to|gon ?na|let'?s|will|can|could|should)(?:\s*,?\s*(?:uh|um)\s*,?)?(?: go ahead and| just| also)?\s+put (?:you|him|her) on|try|add|initiat\w*|give you|(?:like|want|need) you to (?:use|take|apply|try)|send in|order\w*)\b/;
const CURRENT = /\b(?:continue|still|stay on|keep (?:taking|on)|currently|already|been taking|on (?:the|your)|i take|i'm taking|i am taking|she takes|he takes)\b/;
// "They wanted me to take Coumadin but…" is a drug proposed, not one taken.
const NOT_CURRENT = /\b(?:stopped|quit|ran out|not taking|no longer|used to take|was on|wanted (?:me|you|him|her|them) to (?:take|start|try|go on)|switched (?:you |me |him |her )?(?:off|from)|came off|allergic|(?:no one|nobody|never) (?:has |had |'s |ever )*(?:been )?(?:put|started|given|prescribed|on))\b/;
/**
 * A drug kept for when it is needed and seldom used: "I haven't needed my albuterol much", "I hardly ever use it", "I
 * don't need the inhaler very often". Not a drug stopped (a negation would say so).
 */
const RARELY_NEEDED = /\b(?:(?:haven't|have not|hasn't|has not|don't|do not|doesn't|does not|didn't|did not) (?:really )?(?:needed|need|used|use|had to use|have to use)\b[^.;?!]{0,40}?\b(?:much|(?:that|too|very|all that) often|a lot|very many times)\b|\b(?:rarely|hardly(?: ever)?|barely|seldom) (?:need|needed|use|used|using|needing|take|takes|taking)\b)/;
/** Words that say the drug named right after them is not taken now, with nothing between but a few words. */
const NOT_CURRENT_BEFORE = new RegExp(String.raw`(?:${NOT_CURRENT.source})(?:(?! to\b)[^.;?!,]){0,25}$`);
// "…Zyprexa, but I stopped it after my last regular weight check": the stopping may be dated. "…while taking
// Doxepin before." was taken in the past ("before meals" is how it is taken).
const NOT_CURRENT_AFTER =
  /^(?:[^.;?!,]){0,25}?\b(?:stopped|quit|ran out|no longer|not taking)\b|^[^.;?!]{0,100}?\b(?:i|she|he|we|they) (?:stopped|quit|came off)(?: (?:it|them|that|taking (?:it|them)))?(?:,? (?:after|before|when|since|about|around|last|in|on|because|a|an|\d+)\b[^.;?!]*)?\s*[.;!?]?\s*$|^\s*(?:before|in the past|previously)\s*[.;!?]?\s*$/;
/**
 * The drug at [start, end) of a sentence is said not to be taken now, by words next to it: "we switched her from
 * furosemide to torsemide" says it of furosemide, not of torsemide; "the metformin, I stopped it" and "I tried Tylenol
 * a few times but it didn't work, so I stopped." of the drug.
 */
const notCurrentAt = (lower: string, start: number, end: number) => NOT_CURRENT_BEFORE.test(lower.slice(Math.max(0, start - 40), start)) || NOT_CURRENT_AFTER.test(lower.slice(end));
/** A change decided today; a change said in the past ("we increased that to 500 mg twice a day") is the current dose. */
const CHANGES_DOSE = /\b(?:increas|decreas|reduc|chang|switch|bump|go(?:ing)? up|titrat|start)(?:e|es|ing)?\b/;

/** The dose said of "it" in the speaker's next sentence: "are you taking the lisinopril" "we have you on twenty milligrams a day". */
const ON_IT = /\b(?:have|had|put|keep|kept|started) (?:you|her|him|them|me) on\b|\b(?:you|she|he|i)(?:'re|'s|'m| are| is| am) (?:on|taking)\b|\btak(?:e|es|ing) (?:it|that|them)\b/;
function doseSaidNext(visit: Visit, at: number, drug: string): Dosing {
  const [said, next] = [visit.utterances[at]!, visit.utterances[at + 1]];
  const answered = said.speaker === 'clinician' && said.isQuestion ? doseAnswered(visit, at, drug) : {};
  if (answered.dose) return answered;
  const named = doseNamedAfter(visit, at, drug);
  if (named.dose) return named;
  // "…since we started the sertraline?" "A bit better." "Are you taking it every day?" "Yes, 50 milligrams every
  // morning.": the clinician's next question asked of "it" is of the drug, and its answer gives the dose (decision 819).
  const followUp = said.speaker === 'clinician' ? nextQuestionOfIt(visit, at) : undefined;
  const ofIt = followUp === undefined ? {} : doseAnswered(visit, followUp, drug);
  if (ofIt.dose) return ofIt;
  if (!next || next.speaker !== said.speaker || next.turn !== said.turn || namesMedication(next.lower) || !ON_IT.test(next.lower)) return answered;
  return dosingOf(drug, next.lower.slice(ON_IT.exec(next.lower)!.index));
}

/**
 * The clinician's next question, within the next two exchanges, when it asks of taking "it" and names no drug; or,
 * within the next eight, when it asks how much is taken ("How much are you taking?", decision 943): the drug the
 * visit is about until another is named.
 */
const DOSE_ASKED = /\b(?:how much|what dose|what strength|how many milligrams)\b[^?]*\b(?:tak(?:e|es|ing)|using|use|on)\b/;
function nextQuestionOfIt(visit: Visit, at: number): number | undefined {
  const { utterances } = visit;
  let turns = 0;
  for (let i = at + 1; i < utterances.length && turns <= 8; i++) {
    const u = utterances[i]!;
    if (u.turn !== utterances[i - 1]!.turn) turns++;
    if (u.speaker !== 'clinician') continue;
    if (namesMedication(u.lower)) return undefined;
    if (u.isQuestion && ((turns <= 3 && /\b(?:tak(?:e|es|ing)|using|use) (?:it|that|them)\b/.test(u.lower)) || DOSE_ASKED.test(u.lower))) return i;
  }
  return undefined;
}

/**
 * "I'm taking 25 milligram tablets, twice daily." "And that's the ferrous sulfate?" "Yeah, that's it.": the dose the
 * patient gave without a drug is the one the clinician names next and the patient confirms.
 */
function doseNamedAfter(visit: Visit, at: number, drug: string): Dosing {
  const { utterances } = visit;
  const [asked, before] = [utterances[at]!, utterances[at - 1]];
  if (asked.speaker !== 'clinician' || !asked.isQuestion || !before || before.speaker !== 'patient' || namesMedication(before.lower)) return {};
  const answer = answerTo(utterances, at);
  if (answer === undefined || !isYesAnswer(utterances[answer]!.lower)) return {};
  return dosingOf(drug, ` ${cleanSpoken(before.text)}`);
}

/** The strength said alone as the answer: "yes, the five hundred, twice a day" (a time or a count is no strength). */
const ANSWERED_STRENGTH = /^(?:(?:yes|yeah|yep|i am|i do|i'm on|i take)\b[,\s]*)?(?:(?:the|about|just) )?(\d+(?:\.\d+)?)\b(?!\s*(?:times|days?|weeks?|months?|years?|hours?|minutes?|%|percent|pills?|tablets?))/;

/** The dose given in the answer to "are you still taking the metformin?", when the answer names no other drug. */
function doseAnswered(visit: Visit, at: number, drug: string): Dosing {
  const answer = answerTo(visit.utterances, at);
  const reply = answer === undefined ? undefined : visit.utterances[answer];
  if (!reply || namesMedication(reply.lower)) return {};
  const cleaned = cleanSpoken(reply.text);
  const said = dosingOf(drug, ` ${cleaned}`);
  if (said.dose) return said;
  const strength = ANSWERED_STRENGTH.exec(cleaned);
  // Read as if said after the drug, so that the ceiling on a misheard dose applies.
  return strength ? dosingOf(drug, `${drug} ${strength[1]} mg${cleaned.slice(strength.index + strength[0].length)}`) : said;
}

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
  // "Have you use your albuterol": the patient's own drug, whatever else the sentence orders.
  if (/\b(?:your|his|her|my)\s+$/.test(lower.slice(0, at))) return false;
  const verb = lastBefore(lower.slice(0, at), NEW_ONLY, CURRENT);
  if (verb) return verb === 'a';
  return NEW_ONLY.test(lower) && !CURRENT.test(lower);
}

/**
 * What the visit says about the patient taking a drug now. A drug is listed as current only on such evidence: the
 * patient says they take it ("I've been taking ibuprofen", "just an EpiPen"), or the clinician says so ("continue
 * your lisinopril", "we have you on Protonix", "increase your metformin"). A drug the clinician only names ("it's
 * going to be Mobic", "you can take some ibuprofen") is advice or an order, which the plan carries. "On the / this …"
 * says it is taken before a drug ("on this medicine"), not before a time ("paracetamol on this occasion wouldn't be
 * helpful") or a manner ("on the other hand").
 */
const TAKES =
  /\b(?:continu\w*|still|currently|already|stay on|keep (?:you |her |him )?(?:on|taking|using)|refill\w*|been (?:taking|using|giving|on)|(?:i|she|he|you|they|we) (?:do |does )?(?:take|takes|use|uses|took|used|tried)|(?:was|were) taking|(?:i'm|i am|you're|you are|she's|he's|she is|he is|they're) (?:taking|using|on)|(?:have|had|put|placed|started|keep|kept|got) (?:you|her|him|them|me) on|(?:on|off) (?:the|your|his|her|that|this|my)(?! (?:occasion|day|days|weekend|morning|evening|night|week|month|point|note|basis|side|other hand|phone|list)\b)|doing with|how (?:is|are) (?:the|your))\b/;
/** "No one has put you on", "never took": the drug named next was never taken. */
const NEVER_BEFORE = /\b(?:no one|nobody|never)\b[^.;?!,]{0,25}$/;
/** Said of a drug taken before today: "you're still on", "you've been taking". */
const ALREADY_TAKING = /\b(?:still|currently|already|been (?:taking|using|on))\b/;
const CONTINUES = /\b(?:continu\w*|refill\w*|stay on|keep (?:you |her |him )?on)\b/;
/** A change to a dose the patient already takes ("increase your lisinopril", "bump the metformin up"). */
const CHANGES_EXISTING = /\b(?:increas|decreas|reduc|bump|go(?:ing)? up on|titrat|adjust|lower|cut (?:back|down) on)\w*\b/;
/**
 * The drug named as a test, a level or a habit, not taken: "the dexamethasone test", "your magnesium level", "nicotine
 * dependence"; nor a nutrient named in the food that carries it ("vitamin c found in orange juice", "calcium in milk").
 */
const NOT_A_DRUG_AFTER = /^\s*(?:(?:suppression |stimulation )?(?:levels?|tests?|testing|panel|count|dependence|addiction|use disorder|withdrawal|control)\b|(?:that is |that's |which is )?(?:found |contained )?in (?:the )?(?:[a-z]+ )?(?:juice|foods?|milk|fruits?|vegetables?|diet|dairy)\b)/;
const NOT_A_DRUG_BEFORE = /\b(?:check(?:ed)?|test(?:ed)?|measur\w*|high|low|elevated)\s+(?:your |the |her |his |my )?$/;
/** Given in the office as part of a procedure ("inject one cc of Celestone", "a cortisone injection"). */
const PROCEDURE = /\b(?:inject\w*|shots?|cc of|ccs? of)\b/;
/** A reaction to the drug: an intolerance, not a medication ("itching with the methylprednisolone"). */
// "Sulfa drugs, I get a rash": a rash the drug gives (decision 857).
const REACTION = /\b(?:reaction|(?:get|gets|got|gave|gives|give|break out in|broke out in|breaks out in)(?: me)? (?:a |an )?(?:bad |little |really bad )?(?:rash|swelling)|itch\w*|hives|intoleran\w*|(?:did ?n'?t|could ?n'?t|can'?t|unable to) tolerate|made (?:me|her|him) (?:sick|throw up|nauseous))\b/;
/** A drug given for the symptom ("Loratadine, which can help the itchiness") is a treatment, not a reaction. */
const TREATS_SYMPTOM = /\b(?:help\w*|reliev\w*|treat\w*|control\w*|reduc\w*|calm\w*|soothe\w*|stop\w*|for)\s+(?:(?:the|your|her|his|with|that|this)\s+){0,2}(?:itch\w*|hives|rash)/;
const isReaction = (lower: string) => REACTION.test(lower) && !TREATS_SYMPTOM.test(lower);
/** A drug given as an example in a question or an instruction: "any nonsteroidals like Advil or Motrin". */
const EXAMPLE = /\b(?:any|anything|something)\b[^.?!]{0,40}\b(?:like|such as|for example|e\.g\.)\s[^.?!]*$/;

type Mention = ReturnType<typeof findMedications>[number];

/** "I've reacted poorly to sulfa drugs, penicillin…": a reaction said of the drugs named after it. */
const REACTED_TO = /\breact(?:ed|s)? (?:\w+ )?to\b/;
/** "I carry an EpiPen": the drug kept at hand for the allergy, not the allergen. */
const CARRIES = /\b(?:carry|carries|carrying|keep|keeps)\b/;
/** "Naprosyn?", "Oh, you mean enteric coated aspirin?": the clinician naming the drug the patient is trying to recall. */
const isNamingQuestion = (u: Utterance) => u.isQuestion && words(u.lower).length <= 6 && namesMedication(u.lower);

/**
 * "Any drug allergies?" "Ah yes, I am allergic to… it's called Napro-" "Naprosyn?" "Yes, Naprosyn.": the drug named
 * anywhere in the exchange about allergies is the allergen. The exchange runs from the clinician's allergy question
 * through the patient's answers and the clinician's questions that only name the drug or ask what it does, and ends
 * at any other thing the clinician says ("What medications are you taking?"). A patient's sentence in it that says
 * the drug is taken or carried ("No, only the Nurofen I took yesterday", "I carry an EpiPen") is a medication all the
 * same.
 */
function inAllergyExchange(utterances: Utterance[], m: Mention): boolean {
  const index = m.utterance;
  const at = utterances[index]!;
  // Said in a sentence about an allergy, the clause that names the drug: "But I am allergic to peanuts, I carry an EpiPen."
  const from = m.span.start - at.start;
  const clause = at.lower.slice(Math.max(0, ...[',', ';', '.'].map((c) => at.lower.lastIndexOf(c, from) + 1)), at.lower.slice(from).search(/[,;.]|$/) + from);
  const said = aboutAllergy(at.lower) ? clause : at.lower;
  if (at.speaker !== 'clinician' && (TAKES.test(said) || CARRIES.test(said)) && !isReaction(said)) return false;
  if (aboutAllergy(at.lower) || REACTED_TO.test(at.lower)) return true;
  if (index > 0 && aboutAllergy(utterances[index - 1]!.lower)) return true;
  for (let k = index - 1; k >= 0 && k >= index - 8; k--) {
    const u = utterances[k]!;
    if (u.speaker !== 'clinician') continue;
    if (aboutAllergy(u.lower) || DRUG_REACTION_QUESTION.test(u.lower)) return u.isQuestion;
    if (!isNamingQuestion(u) && !REACTION_ASKED.test(u.lower)) return false;
  }
  return false;
}

/** Brand and generic names of one drug (British and American), as patients and clinicians use them interchangeably. */
const SAME_DRUG: string[][] = [
  ['albuterol', 'salbutamol', 'ventolin', 'proair'],
  ['beclometasone', 'beclomethasone', 'clenil', 'qvar'],
  ['acetaminophen', 'paracetamol', 'tylenol'],
  ['ibuprofen', 'advil', 'motrin'],
  ['amoxicillin', 'amoxil'],
  ['cephalexin', 'cefalexin', 'keflex'],
  ['naproxen', 'naprosyn', 'aleve'],
  ['cetirizine', 'zyrtec'],
  ['loratadine', 'claritin'],
  ['fexofenadine', 'allegra'],
  ['levothyroxine', 'thyroxine', 'synthroid'],
  ['omeprazole', 'prilosec'],
  ['pantoprazole', 'protonix'],
  ['atorvastatin', 'lipitor'],
  ['metformin', 'glucophage'],
  ['furosemide', 'lasix'],
  ['sertraline', 'zoloft'],
  ['escitalopram', 'lexapro'],
  ['citalopram', 'celexa'],
  ['fluoxetine', 'prozac'],
  ['venlafaxine', 'effexor'],
  ['duloxetine', 'cymbalta'],
  ['bupropion', 'wellbutrin'],
  ['trazodone', 'desyrel'],
  ['alprazolam', 'xanax'],
  ['lorazepam', 'ativan'],
  ['zolpidem', 'ambien'],
  ['gabapentin', 'neurontin'],
  ['pregabalin', 'lyrica'],
  ['meloxicam', 'mobic'],
  ['cyclobenzaprine', 'flexeril'],
  ['tramadol', 'ultram'],
  ['diclofenac', 'voltaren'],
  ['sumatriptan', 'imitrex'],
  ['lisinopril', 'zestril', 'prinivil'],
  ['amlodipine', 'norvasc'],
  ['losartan', 'cozaar'],
  ['metoprolol', 'metoprolol succinate', 'metoprolol tartrate', 'lopressor', 'toprol'],
  ['hydrochlorothiazide', 'hctz'],
  ['simvastatin', 'zocor'],
  ['rosuvastatin', 'crestor'],
  ['clopidogrel', 'plavix'],
  ['apixaban', 'eliquis'],
  ['rivaroxaban', 'xarelto'],
  ['warfarin', 'coumadin'],
  ['montelukast', 'singulair'],
  ['esomeprazole', 'nexium'],
  ['famotidine', 'pepcid'],
  ['ondansetron', 'zofran'],
  ['empagliflozin', 'jardiance'],
  ['dapagliflozin', 'farxiga'],
  ['semaglutide', 'ozempic', 'wegovy'],
  ['sitagliptin', 'januvia'],
  ['insulin glargine', 'lantus'],
  ['tamsulosin', 'flomax'],
  ['allopurinol', 'zyloprim'],
  ['methylprednisolone', 'medrol'],
  ['azithromycin', 'zithromax', 'z-pack', 'zpack'],
  ['ciprofloxacin', 'cipro'],
  ['nitrofurantoin', 'macrobid'],
];

/**
 * A supplement named by what it gives and the preparations that give it: "iron" is the ferrous sulfate (or fumarate,
 * gluconate) named in the same visit, listed once by the preparation's name.
 */
const PREPARATION_OF: [string, RegExp][] = [['iron', /^ferrous /]];

/**
 * The patient saying the drug did not work: "I tried Tylenol a few times for the headaches but it didn't work",
 * "Ibuprofen doesn't help me", "I tried paracetamol, but uh, didn't work". Said after the drug, in the same sentence,
 * with no other drug between; not a condition ("if it doesn't help…"), a degree ("doesn't help as much") nor a
 * time ("sometimes it doesn't work").
 */
const NOT_HELPED = /^(?:(?![.;?!]).){0,80}?\b(?:it |that |they |this )?(?:did ?n'?t|does ?n'?t|do ?n'?t|did not|does not|do not|was ?n'?t|was not|has ?n'?t|has not|have ?n'?t|have not)(?: really| even)? (?:work|help|do anything)(?:ed|ing)?\b(?! (?:as|that) (?:much|well)\b)/;
function saidNotToHelp(visit: Visit, m: Mention): boolean {
  const u = visit.utterances[m.utterance]!;
  if (u.speaker !== 'patient') return false;
  const after = NOT_HELPED.exec(u.lower.slice(m.span.end - u.start));
  // "Sometimes melatonin doesn't work" is relief most nights.
  const before = u.lower.slice(Math.max(0, m.span.start - u.start - 25), m.span.start - u.start);
  return !!after && !namesMedication(after[0]) && !/\b(?:if|unless|in case|when|sometimes|occasionally|always)\b/.test(`${before} ${after[0]}`);
}

/**
 * The patient saying the drug helped, in the same sentence, after it: "some Tylenol, it helped a little", "ibuprofen
 * takes the edge off" → "with some relief"; "it helps" → "with relief" (decision 859). Not a condition ("if it
 * helps"), nor a drug named between.
 */
const HELPED = /^(?:(?![.;?!]).){0,40}?\b(?:it |that |which |they |this )?(?:(?:really |kind of |sort of )?(?:helped|helps|help(?= (?:a little|a bit|some|a lot))|works|worked|takes the edge off|took the edge off|gives? (?:me )?some relief|gave (?:me )?some relief))\b((?: (?:a little|a bit|some|a lot|a little bit|somewhat))?)/;
/** Drugs taken for a symptom, whose relief a note records (not "the lisinopril works well", a control). */
const FOR_RELIEF = /^(?:tylenol|acetaminophen|paracetamol|ibuprofen|advil|motrin|aleve|naproxen|naprosyn|aspirin|excedrin|tramadol|meloxicam|mobic|celebrex|celecoxib|voltaren|diclofenac|benadryl|zyrtec|claritin|allegra|sudafed|mucinex|robitussin|tums|pepto|imodium|pepcid|prilosec|omeprazole|famotidine|gaviscon|flexeril|cyclobenzaprine|gabapentin|neurontin|imitrex|sumatriptan|lidocaine|codeine|co-codamol|oxycodone|norco|percocet)$/;
function reliefSaid(visit: Visit, m: Mention): string | undefined {
  const u = visit.utterances[m.utterance]!;
  if (u.speaker !== 'patient' || !FOR_RELIEF.test(m.name)) return undefined;
  const after = u.lower.slice(m.span.end - u.start);
  const helped = HELPED.exec(after);
  if (!helped || namesMedication(helped[0]) || /\b(?:if|unless|whether|not|n'?t|never)\b/.test(helped[0])) return undefined;
  // "Hopefully the ibuprofen actually helps": a hope, not a relief had.
  if (/\b(?:hopefully|hope|wish|will|would|should|might|may|going to|gonna)\b/.test(`${u.lower.slice(0, m.span.start - u.start)} ${helped[0]}`)) return undefined;
  // "Usually works for me and it does take the edge off but I still have pain": some relief, as the rest of it says.
  return /\b(?:a little|a bit|some|somewhat|edge|still)\b/.test(after.split(/[.;?!]/)[0]!) ? 'with some relief' : 'with relief';
}

export function readMedications(visit: Visit, list: FactList): void {
  const { utterances } = visit;
  const all = findMedications(utterances);
  const meds = all.filter((m) => {
    const u = utterances[m.utterance]!;
    return !NOT_A_DRUG_AFTER.test(u.lower.slice(m.span.end - u.start)) && !NOT_A_DRUG_BEFORE.test(u.lower.slice(0, m.span.start - u.start));
  });
  // One drug said by two names ("the Ventolin, it's called salbutamol") is listed once, by the name said first.
  const firstName = new Map<string, string>();
  const byName = new Map<string, Mention[]>();
  for (const med of meds) {
    // "My iron pills" … "that's the ferrous sulfate?": the supplement by what it gives is the preparation named.
    const preparation = PREPARATION_OF.find(([given]) => given === med.name)?.[1];
    const said = (preparation && meds.find((other) => preparation.test(other.name))?.name) ?? med.name;
    // A former name ("frusemide") is the drug by its name in use (plan.ts), then by its other names.
    const drug = SAME_DRUG.find((names) => names.includes(currentName(said)))?.[0] ?? currentName(said);
    if (!firstName.has(drug)) firstName.set(drug, said);
    const key = firstName.get(drug)!;
    byName.set(key, [...(byName.get(key) ?? []), { ...med, name: key }]);
  }
  for (const [name, mentions] of byName) {
    const isOrder = (m: Mention) => {
      const u = utterances[m.utterance]!;
      const before = u.lower.slice(0, m.span.start - u.start);
      const inPlanList = /\bplan\s*:/.test(before) && !/\bcontinue\w*\s+(?:\w+\s+)?$/.test(before);
      return u.speaker !== 'patient' && (isNewOrder(u.lower, m.span.start - u.start) || inPlanList);
    };
    if (mentions.every(isOrder)) continue;
    // A drug named only as an allergy ("allergic to penicillin", "nope, just penicillin", "Naprosyn?" "Yes, Naprosyn."
    // after "any drug allergies?") is not a medication.
    // "What do you take for the allergies?" "Zyrtec." names a medication: allergies the condition.
    // "What happens when you take ibuprofen?" asks what the drug does to the patient: the allergy, not its use.
    const asAllergy = (m: Mention) => aboutAllergy(utterances[m.utterance]!.lower) || REACTION_ASKED.test(utterances[m.utterance]!.lower) || inAllergyExchange(utterances, m);
    if (mentions.every(asAllergy)) continue;
    // "In view of that, I took thyroxine." … "You're taking thyroxine? Are you using it every day?" "Not anymore.":
    // the last word on the drug is the patient's no.
    const last = mentions.reduce((a, b) => (b.utterance > a.utterance ? b : a));
    const lastAsked = utterances[last.utterance]!;
    const asksUse = lastAsked.speaker === 'clinician' && lastAsked.isQuestion && /\b(?:(?:still|currently) )?(?:tak(?:e|ing)|using|on)\b/.test(lastAsked.lower.slice(0, last.span.start - lastAsked.start));
    const lastReply = lastAsked.isQuestion ? answerTo(utterances, last.utterance) : undefined;
    const saidNoLast = lastReply !== undefined && saysNo(utterances, lastReply);
    // "… since you've stopped taking the thyroxine?" "Right.": the last word says it is not taken, and is not denied.
    // Said just before the drug, not of another one ("we switched her from furosemide to torsemide": torsemide is taken).
    const lastNotCurrent = notCurrentAt(lastAsked.lower, last.span.start - lastAsked.start, last.span.end - lastAsked.start) && !saidNoLast;
    const firstOrder = mentions.findIndex(isOrder);
    const taken = mentions.filter((m, i) => takenIn(visit, m, firstOrder >= 0 && i > firstOrder));
    // A no to "are you taking it?" stops only a drug the patient was said to take ("any nonsteroidals like Advil?"
    // "No." names no drug of theirs).
    // "I haven't needed my albuterol much": a drug kept for when it is needed and rarely used, not one stopped.
    const rarelyNeeded = mentions.some((m) => {
      const u = utterances[m.utterance]!;
      return RARELY_NEEDED.test(u.lower.slice(Math.max(0, m.span.start - u.start - 40), m.span.end - u.start + 30));
    });
    const stopped =
      !rarelyNeeded && ((asksUse && saidNoLast && !NOT_CURRENT.test(lastAsked.lower) && taken.some((m) => m !== last)) ||
      lastNotCurrent ||
      mentions.every((m) => {
        const u = utterances[m.utterance]!;
        return certaintyAt(u.lower, m.span.start - u.start, m.span.end - u.start) === 'negated' || notCurrentAt(u.lower, m.span.start - u.start, m.span.end - u.start);
      }));
    if (!stopped && !taken.length && !rarelyNeeded) continue;
    // "Ever been put on prednisone?" "No." … "No one has put you on prednisone, then": never taken, so not listed at all.
    const neverTaken = mentions.every((m) => {
      const u = utterances[m.utterance]!;
      const reply = u.speaker === 'clinician' && u.isQuestion ? answerTo(utterances, m.utterance) : undefined;
      return (reply !== undefined && saysNo(utterances, reply)) || NEVER_BEFORE.test(u.lower.slice(Math.max(0, m.span.start - u.start - 40), m.span.start - u.start));
    });
    if (stopped && neverTaken) continue;
    // The current dose, not the one a change sets ("increase your lisinopril to 40 mg") or a new order ("I'm going to
    // prescribe you ibuprofen 800 mg"), unless the order continues the drug unchanged ("continue the aspirin" …
    // "order aspirin 81 mg daily").
    const continued = mentions.some((m) => CONTINUES.test(utterances[m.utterance]!.lower)) && !mentions.some((m) => CHANGES_DOSE.test(utterances[m.utterance]!.lower));
    const current = mentions.filter((m) => continued || !isOrder(m)).filter((m) => !CHANGES_DOSE.test(utterances[m.utterance]!.lower));
    const saidNextAll = current.map((m) => doseSaidNext(visit, m.utterance, name));
    const saidNext = saidNextAll.find((d) => d.dose) ?? saidNextAll.find((d) => d.frequency);
    // …or the dose a change today is from: "increase the sertraline from 50 mg to 100 mg" lists sertraline 50 mg.
    const dose = current.find((m) => m.dose)?.dose ?? saidNext?.dose ?? mentions.find((m) => m.doseBefore)?.doseBefore;
    // The frequency said with that dose, else one said by the same speaker or with the same dose: the patient's "I took
    // 400 mg" does not take the clinician's "you can take 600 mg three times a day" (decision 935); "continue the
    // lisinopril 10 mg once a day" gives the patient's 10 mg its frequency.
    const dosed = current.find((m) => m.dose);
    const sameRegimen = (m: Mention) => !dosed || utterances[m.utterance]!.speaker === utterances[dosed.utterance]!.speaker || m.dose === dosed.dose;
    const frequency = dosed?.frequency ?? current.find((m) => m.frequency && sameRegimen(m))?.frequency ?? saidNext?.frequency ?? (rarelyNeeded ? 'as needed, rarely used' : undefined);
    const label = [drugName(name), dose, frequency].filter(Boolean).join(' ');
    const noRelief = mentions.some((m) => saidNotToHelp(visit, m));
    const relief = noRelief ? undefined : mentions.map((m) => reliefSaid(visit, m)).find(Boolean);
    list.add({
      kind: 'medication',
      text: sentence(stopped ? `Not currently taking ${drugName(name)}${noRelief ? '; tried without relief' : ''}` : `${label}${noRelief ? ', without relief' : relief ? `, ${relief}` : ''}`),
      evidence: dedupeSpans((stopped || !taken.length ? mentions : taken).slice(0, 3).map((m) => spanOf(utterances[m.utterance]!))),
      essential: true,
      psychiatric: PSYCHIATRIC_MEDICATIONS.has(name),
    });
  }
  if (!list.facts.some((f) => f.kind === 'medication')) readNoMedications(visit, list);
  readAllergies(visit, list, all);
  readUseAsked(visit, list);
}

/** "How often are you using your albuterol inhaler?" */
const USE_ASKED = /\bhow (?:often|many times(?: a (?:day|week))?) (?:are|is|do|does|have) (?:you|she|he) (?:been )?(?:using|use|taking|take|needing|need)\b/;
/** "Like four or five times a day": how often, as said. */
const USE_SAID = new RegExp(String.raw`\b(?:(?:about|around|maybe|like)\s+)?((?:${NUMBER})(?:\s+(?:or|to)\s+(?:${NUMBER}))?\s+times?\s+(?:a|per)\s+(?:day|week|night)|every (?:day|night|morning)|(?:once|twice) (?:a|per) (?:day|week))\b`);

/**
 * The answer to how often a drug is used ("How often are you using your albuterol?" — "Like four or five times a
 * day."): the use the history tells, which the answer alone does not name (decision 830).
 */
function readUseAsked(visit: Visit, list: FactList): void {
  const { utterances, p } = visit;
  utterances.forEach((u, i) => {
    if (u.speaker !== 'clinician' || !u.isQuestion || !USE_ASKED.test(u.lower)) return;
    const drug = findMedications([u])[0]?.name;
    const at = answerTo(utterances, i);
    const said = at === undefined ? null : USE_SAID.exec(cleanSpoken(utterances[at]!.text));
    if (!drug || !said) return;
    const often = said[1]!.replace(/\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/g, (n) => numberValue(n));
    const verb = /\b(?:taking|take)\b/.test(u.lower) ? 'taking' : 'using';
    list.add({ kind: 'narrative', text: sentence(`${capitalize(p.subject)} has been ${verb} ${drugName(drug)} ${often}`), evidence: [spanOf(u), spanOf(utterances[at!]!)], essential: true }, at!);
  });
}

/**
 * Whether one mention says the patient takes the drug. After the drug was ordered today, "your nicotine patch" is
 * the new one: only a plain statement of use counts then.
 */
function takenIn(visit: Visit, m: Mention, afterOrder: boolean): boolean {
  const { utterances } = visit;
  const u = utterances[m.utterance]!;
  const at = m.span.start - u.start;
  const before = u.lower.slice(0, at);
  if (PROCEDURE.test(u.lower) || isReaction(u.lower) || EXAMPLE.test(before)) return false;
  if (certaintyAt(u.lower, at, m.span.end - u.start) === 'negated' || notCurrentAt(u.lower, at, m.span.end - u.start)) return false;
  // "Are you still taking the metformin?" "No." is not evidence; "Yes." or no answer leaves the question's word.
  // "Digoxin?" "That's it." names what the patient takes.
  if (u.speaker === 'clinician' && u.isQuestion) {
    const reply = answerTo(utterances, m.utterance);
    if (reply !== undefined && saysNo(utterances, reply)) return false;
    if (reply !== undefined && (isYesAnswer(utterances[reply]!.lower) || /^[\s,.]*(?:that'?s (?:it|the one|right)|right|correct)\b/.test(utterances[reply]!.lower))) return true;
  }
  if (u.speaker === 'patient') return !u.isQuestion || TAKES.test(u.lower);
  // After the order, "take the Zantac before your meals" is how to take the new drug.
  if (afterOrder) return ALREADY_TAKING.test(u.lower);
  // Of the drug's own clause: "you can take ibuprofen …, and you can keep taking the Tylenol" continues the Tylenol, not
  // the ibuprofen advised before it (decision 955).
  if (TAKES.test(clauseAround(u.lower, at))) return true;
  return CHANGES_EXISTING.test(before) || /\b(?:your|his|her)\s+(?:\w+\s+)?$/.test(before.slice(-30));
}

/**
 * The clause of a sentence a word at `at` is in: between ", and" or ", but" with a new subject, or ";", on either side
 * (", and elderberry" goes on a list; ", and you can keep taking the Tylenol" begins a clause).
 */
function clauseAround(lower: string, at: number): string {
  const boundary = /,\s*(?:and|but)\s+(?=(?:i|you|we|she|he|they)\b)|;\s*/g;
  let from = 0;
  let to = lower.length;
  for (const b of lower.matchAll(boundary)) {
    if (b.index < at) from = b.index + b[0].length;
    else if (b.index >= at) {
      to = b.index;
      break;
    }
  }
  return lower.slice(from, to);
}

/** "I'm not taking any medications", or no to "do you take any medications?": a list that says so. */
const TAKES_NONE = /\b(?:(?:not|n't|never) (?:taking|on) any |do(?:n't| not| n't) take any |no (?:current |daily |regular )?)(?:prescription |daily |regular )?(?:medications?|medicines?|meds)\b/;
/** A reply's opening fillers: "Um, no", "Hm, I don't think so". */
const FILLERS_FIRST = LEADING_FILLERS.source;
/** "Uh, no.", "Nope.", "Not really." */
const NO_MEDICATION_REPLY = new RegExp(String.raw`${FILLERS_FIRST}(?:no|nope|none|not really|nothing|i (?:don't|do not) (?:take|use) (?:anything|any)|i'm not (?:on|taking) (?:anything|any))\b(?!,? (?:only|just|except|but|other than|apart from)\b)(?![^.?!]* (?:except|but|other than|apart from|besides)\b)`);
const ASKS_WHAT_TAKEN = /\b(?:(?:take|taking|on|using) any (?:(?:daily|regular|other|current|prescription|over the counter) )?(?:medications?|medicines?|meds|tablets|pills)|what (?:medications?|medicines?|meds) (?:are you|do you|is she|is he|does she|does he) (?:taking|take|on|using))\b(?! (?:for|to)\b)/;

function readNoMedications(visit: Visit, list: FactList) {
  const { utterances } = visit;
  for (const [i, u] of utterances.entries()) {
    // "We don't need to start any medications" is a decision, not the patient's list.
    // "I have that you're not taking any medications, is that right?" "Yes." states it too.
    const confirmed = u.isQuestion && /,\s*(?:is that right|is that correct|correct|right)\s*\?\s*$/.test(u.lower) && isYesAnswer(utterances[answerTo(utterances, i) ?? i]!.lower);
    // "For your current medications, it doesn't look like you're taking anything": nothing, said of the medications.
    const nothingTaken = /\b(?:not|n't) (?:(?:look|seem) like (?:you|she|he|they)(?:'re|'s| are| is) )?(?:taking|on) anything\b/.test(u.lower) && /\b(?:medications?|medicines?|meds)\b/.test(u.lower);
    const stated = (TAKES_NONE.test(u.lower) || nothingTaken) && (!u.isQuestion || confirmed) && !/\b(?:start|prescrib\w*|need|add|try)\b/.test(u.lower);
    // "Apart from the inhalers, do you take any other medications?" "No." leaves the inhalers.
    // "Are you taking any over-the-counter medicines?" "No, only the ones prescribed." asks of a kind, not of all.
    const asksForOthers = /\b(?:other|else|apart from|besides|in addition|as well as|over the counter|over-the-counter|otc|herbal|alternative)\b/.test(u.lower);
    const reply = u.speaker === 'clinician' && u.isQuestion && ASKS_WHAT_TAKEN.test(u.lower) && !asksForOthers ? answerTo(utterances, i) : undefined;
    const deniedInReply = reply !== undefined && NO_MEDICATION_REPLY.test(utterances[reply]!.lower);
    if (!stated && !deniedInReply) continue;
    const evidence = [spanOf(u), ...(deniedInReply ? [spanOf(utterances[reply!]!)] : [])];
    list.add({ kind: 'medication', text: 'No current medications.', evidence, essential: true }, i);
    return;
  }
}

/** Allergens that are drugs (ALLERGEN lists foods and materials too). */
const DRUG_ALLERGEN = /\b(?:penicillin|sulfa|codeine|iodine|contrast|morphine|nsaids?)\b/;
/** "Ever reacted poorly to any medications?" asks for drug allergies without the word. */
const DRUG_REACTION_QUESTION = /\breact\w* (?:poorly |badly )?to (?:any )?(?:medications?|medicines?|drugs?)\b/;
/** "I don't know of any.", "Hm, I don't think so. No reactions so far." */
const NO_ALLERGY_REPLY = new RegExp(String.raw`${FILLERS_FIRST}(?:no|nope|none|not that i know|i (?:do n't|don'?t) (?:know of any|have any|think so)|i'?m not (?:aware|allergic))`);
/** "Uh, no, just latex.": no to the question asked, and the one allergen the patient has named after it. */
const NO_BUT_ONE = new RegExp(String.raw`${FILLERS_FIRST}(?:no|nope),? (?:only|just)\b`);

function readAllergies(visit: Visit, list: FactList, mentions: Mention[]) {
  const { utterances } = visit;
  const none: { evidence: ReturnType<typeof spanOf>[]; at: number }[] = [];
  let named = false;
  utterances.forEach((u, i) => {
    if (!(aboutAllergy(u.lower) || DRUG_REACTION_QUESTION.test(u.lower)) || ALLERGIES_THE_CONDITION.test(u.lower)) return;
    const answer = u.speaker === 'clinician' && u.isQuestion ? answerTo(utterances, i) : undefined;
    // "Yes." then "Penicillin.": the answer's next sentence names it.
    const next = answer === undefined ? undefined : utterances[answer + 1];
    const yesThenNamed = answer !== undefined && isYesAnswer(utterances[answer]!.lower) && words(utterances[answer]!.lower).length <= 2 && next?.speaker === utterances[answer]!.speaker;
    const reply = answer === undefined ? undefined : utterances[yesThenNamed ? answer + 1 : answer]!;
    const evidence = [spanOf(u), ...(reply ? [spanOf(reply)] : [])];
    // "Any other allergies?" "Nope, just penicillin." denies others, not every allergy.
    const asksForOthers = /\b(?:other|else|more|additional|besides)\b/.test(u.lower);
    // "I might not be allergic to tree nuts anymore" says nothing of drugs.
    const ofFood = /\ballergic to (?:the |any )?([a-z ]{3,20}?)\b(?: anymore| any more|[.,;]|$)/.exec(u.lower)?.[1];
    const deniesFoodOnly = !!ofFood && ALLERGEN.test(ofFood) && !DRUG_ALLERGEN.test(ofFood) && !namesMedication(ofFood);
    if (NO_ALLERGY.test(u.lower) && deniesFoodOnly) return;
    if (NO_ALLERGY.test(u.lower) || (reply && !asksForOthers && (isNoAnswer(reply.lower) || NO_ALLERGY_REPLY.test(reply.lower)))) {
      none.push({ evidence, at: i });
      // …but "no, just latex" goes on to name the one allergen.
      if (!(reply && !asksForOthers && NO_BUT_ONE.test(reply.lower))) return;
    }
    // A reply that says "allergic to" is read on its own; a short reply ("penicillin", "yes, sulfa") names the drug.
    // "Nope, just penicillin" names nothing new: the no answers the question.
    const shortReply =
      // "Sulfa drugs, I get a rash.": the allergen first, then what it does, is short enough (decision 857).
      reply && !ALLERGY.test(reply.lower) && (words(reply.lower.replace(/,?\s*\bi (?:believe|think)\W*$/, '')).length <= 4 || (words(reply.lower.split(',')[0]!).length <= 3 && REACTION_SAID.test(reply.lower))) && (!/^[\s,.]*(?:no|nope|none|nah)\b/.test(reply.lower) || (!asksForOthers && NO_BUT_ONE.test(reply.lower))) ? /^(?:(?:um+|uh+|er+|erm|well|oh),?\s*)*(?:yes,?|yeah,?|(?:no|nope),?(?= (?:only|just)\b))?\s*(?:(?:only|just|mostly) )?(?:to )?([a-z -]{3,30}?)(?=[,.;!?]|$)/.exec(reply.lower.trim()) : null;
    // "Allergic to Percocet, Vicodin and regulin": every drug of the list.
    // A short reply names an allergen only when it names a drug or a known allergen: "I like some." answers something else.
    const allergen = shortReply && (namesMedication(shortReply[1]!) || ALLERGEN.test(shortReply[1]!)) ? shortReply : null;
    // "She also has known peanut allergy", "a penicillin allergy": the allergen named before the word.
    const before = /\b([a-z]+) allerg(?:y|ies)\b/.exec(cleanSpoken(u.text));
    const nounAllergy = before && !/^(?:drug|medication|medicine|food|seasonal|environmental|known|any|no|other|severe|bad|spring|fall)$/.test(before[1]!) && (ALLERGEN.test(before[1]!) || namesMedication(before[1]!)) ? before : null;
    const to = /\b(?:allergic|(?<!\b(?:maybe|might|may|perhaps|possibly|think|thought)\b[^.;?!]{0,25})an allergy) to ([a-z0-9 ,-]{3,60}?)(?=[.;!?]|\bbut\b|\band (?:i|you|she|he|we|that|it)\b|,\s*(?:and |so )?(?:i|you|she|he|we|they|it|which)\b|$)/.exec(cleanSpoken(u.text)) ?? allergen ?? nounAllergy;
    // A food allergen is written as a note writes it: "peanut allergy" → peanuts.
    const what = to?.[1]?.trim().replace(/,?\s*(?:is that (?:right|correct)|right|correct|okay|is it|though|too|as well|also|actually|anyway|i think|i believe)$/, '').replace(/,$/, '').replace(/^(peanut|tree nut|nut|egg)$/, '$1s');
    if (what && !/\bwhat\b|\banything\b|\bany\b|^(?:yes|yeah|yep|i do|i am)$/.test(what)) {
      const drugs = what.split(/,\s*(?:and\s+)?|\s+and\s+/).map((d) => drugName(d.trim())).filter(Boolean);
      // "I'm allergic to sulfa, I get a rash": what the allergy does is written with it (decision 817).
      const said = `${u.lower} ${reply?.lower ?? ''}`;
      const reaction = REACTION_SAID.test(said) ? REACTIONS.filter(([re]) => re.test(said)).map(([, name]) => name) : [];
      list.add({ kind: 'allergy', text: sentence(`Allergic to ${joinList(drugs)}${reaction.length ? ` (${joinList(reaction)})` : ''}`), evidence, essential: true }, i);
      // A food or other allergen leaves "no known drug allergies" true.
      named ||= drugs.some((d) => namesMedication(d.toLowerCase()) || DRUG_ALLERGEN.test(d.toLowerCase()) || !ALLERGEN.test(d.toLowerCase()));
    }
  });
  named = readExchangeAllergens(visit, list, mentions) || named;
  named = readReactions(visit, list, mentions) || named;
  // An allergy named anywhere in the visit: "no known drug allergies" would contradict it.
  if (!named) for (const { evidence, at } of none) list.add({ kind: 'allergy', text: 'No known drug allergies.', evidence, essential: true }, at);
}

/**
 * The drugs of an allergy exchange that no allergy sentence names yet: "Yes. Penicillin."; "Naprosyn?" "Yes,
 * Naprosyn."; "I've reacted poorly to penicillin." Said by the patient and not denied, or named by the clinician and
 * confirmed. Returns whether one was found.
 */
function readExchangeAllergens(visit: Visit, list: FactList, mentions: Mention[]): boolean {
  const { utterances } = visit;
  const written = list.facts.filter((f) => f.kind === 'allergy').map((f) => f.text.toLowerCase()).join(' ');
  const found = new Map<string, { name: string; evidence: ReturnType<typeof spanOf>[]; at: number }>();
  for (const m of mentions) {
    const u = utterances[m.utterance]!;
    // A reaction said with the drug ("I get a rash with amoxicillin") is written by readReactions, with what it was.
    if (written.includes(drugName(m.name).toLowerCase()) || isReaction(u.lower) || !inAllergyExchange(utterances, m)) continue;
    const reply = u.speaker === 'clinician' && isNamingQuestion(u) ? answerTo(utterances, m.utterance) : undefined;
    const confirmed = reply !== undefined && isYesAnswer(utterances[reply]!.lower);
    const saidByPatient = u.speaker !== 'clinician' && !isNoAnswer(u.lower) && certaintyAt(u.lower, m.span.start - u.start, m.span.end - u.start) !== 'negated';
    if (!confirmed && !saidByPatient) continue;
    // "Cipro-" … "Ciprofloxacin?" "Yes!": one drug by two names, written by the name said last.
    const drug = SAME_DRUG.find((names) => names.includes(currentName(m.name)))?.[0] ?? currentName(m.name);
    const entry = found.get(drug) ?? { name: '', evidence: [], at: m.utterance };
    entry.name = drugName(m.name);
    entry.evidence.push(spanOf(u), ...(reply !== undefined ? [spanOf(utterances[reply]!)] : []));
    found.set(drug, entry);
  }
  if (!found.size) return false;
  const entries = [...found.values()];
  list.add({ kind: 'allergy', text: sentence(`Allergic to ${joinList(entries.map((e) => e.name))}`), evidence: dedupeSpans(entries.flatMap((e) => e.evidence).slice(0, 4)), essential: true }, entries[0]!.at);
  return true;
}

/** A reaction said with an allergy: "I get a rash", "it gives me hives", "I break out". */
const REACTION_SAID = /\b(?:i|it|they|she|he)\s+(?:\w+\s+)?(?:get|gets|got|gives?|gave|causes?|caused|breaks?|broke|makes?|made)\b/;

/** What a reaction was, in a note's words. */
const REACTIONS: [RegExp, string][] = [
  [/\bitch\w*/, 'itching'],
  [/\bhives\b/, 'hives'],
  [/\brash\b/, 'rash'],
  [/\bheart (?:to )?rac\w*|palpitations?/, 'palpitations'],
  [/\bswell\w*/, 'swelling'],
  [/\bnause\w*|throw up|vomit\w*|sick to (?:my|her|his) stomach|upset (?:my|her|his) stomach/, 'nausea'],
];

/**
 * A reaction to a drug ("itching with the methylprednisolone", "a reaction to dexamethasone, which causes his heart to
 * race") is written with the allergies, where a clinician looks before prescribing. Returns whether one was found.
 */
function readReactions(visit: Visit, list: FactList, mentions: Mention[]): boolean {
  const { utterances } = visit;
  const found = new Map<string, { what: Set<string>; evidence: ReturnType<typeof spanOf>[]; at: number }>();
  // The reaction is the nearest drug's: "a cortisone injection, and avoid the dexamethasone because of a reaction".
  const distance = (m: Mention) => {
    const u = utterances[m.utterance]!;
    const at = REACTION.exec(u.lower)?.index ?? Infinity;
    return Math.abs(at - (m.span.start - u.start));
  };
  for (const m of mentions) {
    const u = utterances[m.utterance]!;
    const at = m.span.start - u.start;
    if (!isReaction(u.lower) || certaintyAt(u.lower, at, m.span.end - u.start) === 'negated') continue;
    if (mentions.some((o) => o !== m && o.utterance === m.utterance && o.name !== m.name && distance(o) < distance(m))) continue;
    // "Did you have any reaction to it?" asks; "no reaction" denies.
    if (/\bno (?:\w+ )?reaction|any (?:\w+ )?reactions?\b/.test(u.lower)) continue;
    const entry = found.get(m.name) ?? { what: new Set<string>(), evidence: [], at: m.utterance };
    for (const [re, what] of REACTIONS) if (re.test(u.lower)) entry.what.add(what);
    entry.evidence.push(spanOf(u));
    found.set(m.name, entry);
  }
  for (const [name, { what, evidence, at }] of found) {
    const reaction = what.size ? ` (${[...what].join(', ')})` : '';
    // "Since you're allergic to penicillin" said too: one allergy, written once with its reaction (decision 821).
    // …and so is one the allergy answer already wrote with its reaction ("Penicillin, I get a rash", decision 952).
    const told = `Allergic to ${drugName(name)}`;
    const same = list.facts.find((f) => f.kind === 'allergy' && (f.text === `${told}.` || f.text.startsWith(`${told} (`)));
    if (same) {
      const already = /\(([^)]*)\)\.$/.exec(same.text)?.[1]?.split(', ') ?? [];
      const all = [...new Set([...already, ...what])];
      same.text = `${told}${all.length ? ` (${all.join(', ')})` : ''}.`;
      same.evidence = dedupeSpans([...same.evidence, ...evidence]).slice(0, 4);
      continue;
    }
    list.add({ kind: 'allergy', text: sentence(`Reaction to ${drugName(name)}${reaction}`), evidence: dedupeSpans(evidence.slice(0, 3)), essential: true }, at);
  }
  return found.size > 0;
}

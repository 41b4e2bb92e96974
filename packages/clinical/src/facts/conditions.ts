/**
 * Conditions: the problems the clinician assesses or manages at this visit (for the Assessment, the Plan and the
 * codes) and the patient's history. A condition named in an explanation ("carvedilol helps with coronary disease"),
 * by a relative, or as the patient's own guess is neither.
 */
import { certaintiesOf, isYesAnswer, saysNo } from '../negation.js';
import { answerTo, lateralityNear, SIDED_SITE, WEEKDAY, type Mention } from '../findings.js';
import { capitalize, cleanSpoken, sentence, words } from '../text.js';
import type { Icd10Code, Icd10Index } from '../icd10.js';
import type { Utterance } from '../transcript.js';
import { codeOfDiagnosis, endsInDiagnosis, sideIn, statedDiagnoses, TOPIC_OPENER } from '../diagnosis.js';
import { explainedBy } from '../integral.js';
import { codeFor, CONDITIONS, type Laterality } from '../lexicon.js';
import { FAMILY, IMPRESSION_CUE, NAMED_AS, RELATIVES, STRONG_IMPRESSION, TAKEN_UP_AFTER, TAKEN_UP_BEFORE } from './cues.js';
import { answersFamilyQuestion } from './history-answers.js';
import { reasonAnswer } from './chief-complaint.js';
import { sideOf } from './symptoms.js';
import type { Problem } from './types.js';
import { dedupeSpans, discussedAt, joinList, orderOf, type FactList, type Visit } from './visit.js';

/** Conditions that come and go: history only when said as past ("had pneumonia last year"). */
/**
 * A condition said beside its diagnosed form is one problem, the form (decision 817): "a simple urinary tract
 * infection, a cystitis" is cystitis; "a UTI" and the kidney infection diagnosed are pyelonephritis. Only a form that
 * is itself stated: a pyelonephritis to be prevented does not take over the UTI.
 */
const FORM_OF: Record<string, RegExp> = {
  'urinary tract infection': /^(?:cystitis|pyelonephritis)$/,
  // "Your strep test is positive, so you have strep throat": one infection, at the site named (decision 934).
  'streptococcal infection': /^(?:streptococcal pharyngitis|tonsillitis|scarlet fever|impetigo|cellulitis)$/,
};

const ACUTE = new Set([
  'pneumonia', 'acute bronchitis', 'influenza', 'COVID-19', 'upper respiratory infection', 'sinusitis', 'streptococcal pharyngitis', 'pharyngitis',
  'otitis externa', 'otitis media', 'conjunctivitis', 'gastroenteritis', 'diverticulitis', 'kidney stone', 'urinary tract infection', 'cystitis',
  'pyelonephritis', 'acute kidney injury', 'cellulitis', 'ankle sprain', 'deep vein thrombosis', 'pulmonary embolism', 'benign paroxysmal positional vertigo',
  // A state of the moment ("I feel very dehydrated") and the passing infections: today's, unless said as past (decision 524).
  'dehydration', 'heat exhaustion', 'food poisoning', 'viral infection', 'common cold', 'lower respiratory infection',
  // A reaction or a sting is an event: "it's an allergic reaction, so I swell up" tells what an allergy does, and is
  // written with the allergy, not as a past history (decision 588).
  'allergic reaction', 'anaphylaxis', 'angioedema', 'bee sting', 'wasp sting',
  // A sound in the ears is what the patient hears now ("my ears have been ringing for a week"), a complaint, not a
  // past history, unless said as one.
  'tinnitus',
]);
/** Words that name the problem a patient was sent for or presents with, just before it. */
const REFERRED_FOR = /\b(?:sent (?:you|him|her)(?: over| in)?|referred (?:you |him |her )?(?:over |in )?|presents?|presenting)\s+(?:today\s+)?(?:for|with)\s+(?:(?:a|an|the|your|his|her|this|some)\s+)?(?:[a-z]+\s+){0,3}$/;
const NO_HISTORY = /\b(?:no|never|not any|without)\s+(?:(?:past |prior |previous )?history of|had)\b|\bhad (?:no|never)\b/;
const SAID_AS_HISTORY = /\b(?:history of|history significant for|diagnosed with|in the past|years? ago|used to have|had (?:a |an )?(?:bout|episode|case) of|(?:you|she|he|i) had (?:a |an )?|back in(?! (?:(?:a|an|one|two|three|four|five|six|\d+|a few|a couple of|about|another|the next)\s+)+(?:days?|weeks?|months?)\b)|in (?:19|20)\d\d|as a (?:child|kid|teenager)|prior|previous(?:ly)?)\b/;
/** A condition said to be found today: "so you do have high cholesterol, which is new", "newly diagnosed". */
const NEW_TODAY = /\b(?:(?:which|that|this)(?:'s| is) (?:a )?new\b|new(?:ly)? (?:diagnos\w+|onset)|(?:a |your )?new diagnosis|(?:you|she|he) (?:now|newly) (?:have|has)|(?:diagnos\w+|found) (?:it )?today)/;
const NEW_BEFORE = /\b(?:the|this|your|his|her|a) new(?:ly (?:diagnosed|found|discovered))?(?: onset(?: of)?)? $/;
/** Just after a condition's name, the family it is in: "hypothyroidism in the family", "diabetes runs in my family". */
const IN_THE_FAMILY = /^\s*(?:(?:that|which)\s+)?(?:runs?|running|is|are)?\s*(?:in|on) (?:the|my|our|your|his|her) (?:family|mother'?s side|father'?s side|mum'?s side|dad'?s side)\b/;
/** Just after a condition's name, the patient named as its owner: "… that you've got", "… which you have". */
const YOURS_AFTER = /^\s*,?\s*(?:that|which)\s+(?:you|she|he)(?:'ve| have|'s| has)?\s+(?:got|have|has|are having|is having)\b/;
/** The patient's own "I have / I've got / I had" just before a condition's name. */
const OWN_BEFORE = /\bi(?:'ve| have)?(?: got| had| have| suffer from)\s+(?:(?:a|an|some)\s+)?(?:\w+\s+){0,1}$/;
/**
 * An onset minutes or hours before the visit ("about fifteen minutes ago", "a couple of hours ago", "just now"), or a
 * happening the patient calls recent or has just noticed ("I got stung by a wasp recently", "I noticed a ringing in my
 * ear"): the present illness.
 */
/** "Since Monday", "it started this morning", "two days ago": an onset this week. */
const DAYS_ONSET = String.raw`(?:since|started|began|came on)(?: on)? (?:yesterday|last night|this morning|(?:last )?(?:${WEEKDAY}))|(?:a (?:few|couple(?: of)?)|\d+|two|three|four|five) days ago|for (?:the (?:past|last) |a )?(?:few |couple (?:of )?|\d+ |two |three |four |five )?days|this week`;
const HAPPENING_NOW = new RegExp(String.raw`\b(?:(?:minutes?|hours?|an hour) ago|just now|recently|lately|noticed|${DAYS_ONSET})\b`);
/** "My asthma has been worse lately", "my anxiety and depression": a condition the patient calls theirs is known before today. */
const POSSESSED = /\b(?:my|your|her|his)\s+(?:[a-z]+\s+){0,3}$/;
/** An onset within the present illness: "over the past few months", "for the last two weeks", "since last month". */
const RECENT_ONSET = new RegExp(String.raw`\b(?:(?:over|for|in) the (?:past|last) (?:few |couple (?:of )?|several |\d+ |one |two |three |four |five |six )?(?:days?|weeks?|months?)|(?:started|began|came on) (?:about |around )?(?:\w+ ){0,2}(?:days?|weeks?|months?) ago|since (?:last (?:week|month)|a few (?:days|weeks|months) ago)|${DAYS_ONSET})\b`);

/** A condition's name before a test's: "COVID-19 test", "strep swab", "flu screen". */
const TEST_NAMED = /^[\s-]*(?:(?:pcr|antigen|rapid|antibody)\s+)?(?:tests?|testing|swabs?|screens?|screening|panels?|cultures?|titers?)\b/;
/** A test's result that diagnoses what it tests for. */
const POSITIVE_RESULT = /\b(?:(?:is|was|came back|comes back|returned|tested)\s+(?:\w+\s+)?positive|positive (?:for|result))\b/;
/** A condition named to explain something, not said of this patient. */
const GENERIC =
  /\b(?:helps? (?:with|prevent)|used (?:for|to treat|in)|treatment (?:of|for)|treats?|vaccin\w* (?:against|for)|vaccine|booster|shots? for|can (?:cause|lead to|help|happen)|could (?:cause|lead to)|causes?|leads? to|risks? (?:of|for)|(?:likelihood|chances?|odds) (?:of|for|that)|prevent\w*|protects? (?:against|from)|associated with|such as|people (?:with|who)|patients (?:with|who)|a lot of (?:people|patients)|in general|typically|commonly|common in|is a (?:condition|disease|disorder)|signs? of|symptoms? of|screen\w* for|test\w* for|check\w* for|look\w* for|look\w* at things like|things like|(?:you|people|someone|one) (?:can|could|may|might) get|evaluat\w* for|make sure)\b[^.;]*$|\b(?:it'?s|that'?s|it is|that is) (?:typical |common |usual |seen )?(?:for|of|in) (?:an? )?$/;
/**
 * "The symptoms you've got may be symptoms of a stroke": the patient's symptoms said to be possibly those of a
 * condition, a differential of this patient's, not a general "symptoms of …".
 */
const SIGNS_OF_POSSIBLE = /\b(?:may|might|could|can) be,?(?: (?:um|uh),?)? (?:the )?(?:signs?|symptoms?) of (?:an? |the )?$/;
/** A diagnosis named to explain what one can get, not said of this patient: "you can get an infection … it's called Lyme disease". */
const EXPLAINED = /\b(?:(?:you|people|someone|one) (?:can|could|may|might) get|can (?:cause|lead to)|such as|things like|people (?:with|who)|a lot of (?:people|patients))\b[^.;]*$/;
/** The clinician taking a problem up in the assessment and plan. */
const AP_LEAD = new RegExp(
  String.raw`\b(?:for (?:your|his|her|the) (?:first |second |third |next |last |final |other )?(?:problem|issue)?|(?:${TOPIC_OPENER}) (?:your|his|her|the)|from an? [a-z ]+ standpoint|let'?s (?:talk|start) (?:about|with) (?:your|his|her|the)|follow-?up (?:with me )?for|(?:referred|here|presents?|seen|sent) (?:\w+ ){0,5}?for)\b`,
);
/** Advice to cut down or stop a habit: drinking, smoking ("maybe something you can cut down on"). */
const HABIT_ADVICE = /\b(?:cut(?:ting)? (?:down|back)|quit(?:ting)?|stop(?:ping)? (?:smoking|drinking)|(?:drink|smoke) less)\b/;
/** The clinician considering a diagnosis ("this could be pneumonia", "I'm concerned about a blood clot"). */
// "I think you might have …", "I wonder whether you may have …" consider it as "could be" does.
const DIFFERENTIAL = /\b(?:could be|might be|may be|(?:could|might|may) have|wonder(?:ing)? (?:whether|if)|possibly|possible|probably|likely|concern(?:ed)? (?:for|about)|rule out|suspect\w*|worried about|suggestive of)\b/;
/** A hedge right after a diagnosis's name, ending its clause: "a viral illness perhaps,", "a sprain, probably.". */
const HEDGED_AFTER = /^[\s,]*(?:perhaps|possibly|probably|maybe)\s*(?:[,.;?!]|$)/;
/** A topic announced: "for your diabetes, maybe, we could…" hedges what follows, not the diagnosis. */
const TOPIC_BEFORE = /\b(?:for|regarding|in terms of|as far as|with regards? to|about)\s+(?:\w+\s+){0,3}$/;
/** A condition put to the patient to watch for: "if you get…", "if the redness spreads…" (not "if it's / this is…"). */
const WATCH_FOR = /\b(?:if|in case|should you)\b,?\s+(?!(?:it|this|that|these|those)(?:'s|'re| is| are| was| were| turns out)\b)/;
/** A diagnosis considered after the if ("if there's more pollen, or you may have a viral infection"). */
const CONSIDERED_AFTER = /\b(?:may|might|could) (?:have|be)\b|\b(?:possibly|probably|likely)\b/;
/** The patient's worry, said back by the clinician: "your concerns about…", "you were worried it might be…". */
const PATIENTS_WORRY =
  /\b(?:(?:your|her|his) (?:main |biggest |only )?(?:concerns?|worry|worries|fears?) (?:about|regarding|of|(?:is |was )?that (?:it|this) (?:might|could|may) be)|you(?:'re| are| were|'ve been| have been)? (?:worried|concerned|scared|afraid|anxious) (?:about|(?:that )?(?:it|this)(?:'s| is| might| could| may)(?: be)?))\s+(?:(?:a|an|the|having|getting)\s+)?$/;
/** The sentence so far puts what follows as something to watch for, not a diagnosis considered. */
function watchedFor(before: string): boolean {
  const watch = WATCH_FOR.exec(before.split(/[.?!]/).at(-1) ?? '');
  return watch !== null && !CONSIDERED_AFTER.test(watch.input.slice(watch.index));
}
/** A phrase naming a condition the lexicon knows is read by the lexicon, with its own coding rules. */
const CONDITION_WORDS = new RegExp(String.raw`\b(?:${CONDITIONS.map((t) => t.pattern).join('|')})`);
/** A condition defined by another ("hepatitis C is a viral infection that affects your liver"): an explanation. */
const DEFINITION = new RegExp(String.raw`${CONDITION_WORDS.source}\s+(?:is|are)\s+(?:an?\s+|the\s+)?$`);
const ABOUT_PATIENT = /\b(?:you|your|you'?re|you'?ve|she|he|her|his|patient|ms|mrs|mr)\b/;
/**
 * A condition a test of the visit shows, or the clinician found: "the ultrasound shows a kidney stone", "we did find a
 * kidney stone", "the x-ray revealed a fracture". The patient's, though no pronoun names them.
 */
const RESULT_SHOWS = /\b(?:(?:x-?rays?|mri|ct(?: scan)?|cat scan|ultrasound|sonogram|scan|echo(?:cardiogram)?|biopsy|ekg|ecg|imaging|films?|culture|urinalysis|swab|test)\b[^.?!]{0,40}?\b(?:shows?|showed|reveal(?:s|ed)?|demonstrat(?:es|ed)|confirm(?:s|ed)|came back (?:positive )?(?:for|with))|(?:we|i) (?:did )?(?:find|found))\s+(?:(?:a|an|the|some|that|this|evidence of|signs? of|small|large|little|big|mild|moderate|severe|acute|\d+ ?(?:mm|cm|millimeters?|centimeters?))\s+)*$/;

/** How the clinician judged a problem today, from what they said of it. */
const STATUS: [string, RegExp][] = [
  ['uncontrolled', /\b(?:out of control|uncontrolled|not (?:well |very well |under |in )?control\w*|poorly controlled|not at goal|above goal|under better control|running (?:a little |a bit )?high|too high)\b/],
  // A flare or exacerbation now; not one to prevent or watch for ("to help prevent those exacerbations", "if you have
  // a flare"), nor flares in the plural, which are the condition's episodes in general.
  ['worsening', /(?<!\b(?:if|in case of|whenever)\s+(?:[a-z']+\s+){0,3})(?<!\b(?:prevent|preventing|avoid|avoiding|reduce|reducing|any|no|future|another)\s+(?:(?:an?|the|any|those|these|future|more|your|his|her|of|another)\s+){0,2})\b(?:getting worse|worsening|worsened|flar(?:ed|ing)(?: up)?|flare[- ]up(?!s)|flare(?!s|[- ]ups)|exacerbation(?!s)|exacerbated)\b/],
  // "Much better.", "It's better now" (not "I've been better", which says the patient is not well).
  ['improving', /\b(?:improv\w*|(?:getting|much|a lot|a little|a bit|way|so much|far|it's|it is|is|are) better|resolving)\b/],
  ['well controlled', /\b(?:well[- ]controlled|under (?:good )?control|(?:is|are|been) (?:well )?controlled|at goal|in (?:good |a good )?range)\b/],
  ['stable', /\b(?:stable|unchanged|doing (?:really |very |pretty )?(?:well|great|good|fine))\b/],
];

/**
 * A cancer treated and now without evidence of disease ("today's examination shows no evidence of recurrence", "your
 * mammogram was negative for recurrence"), and no treatment directed at it any more: coded as a personal history with
 * the follow-up examination after completed treatment (Official Guidelines I.C.2.d, I.C.21.c.8).
 */
export const NO_RECURRENCE = 'no evidence of recurrence';
const MALIGNANCY = /\b(?:cancer|carcinoma|adenocarcinoma|melanoma|lymphoma|leukemia|sarcoma|malignan\w*)\b/;
const NO_EVIDENCE =
  /\b(?:shows?|showed|showing|revealed?|there(?:'s| is| was| were)|with|had|has|have)\s+no (?:evidence|signs?) of (?:any )?(?:recurren\w*|disease|cancer|malignancy|metasta\w*)|\bnegative for (?:any )?(?:recurren\w*|malignancy|cancer)|\bcancer[- ]free\b|\bin (?:complete )?remission\b|\b(?:they|he|she|we) got (?:it all|all of (?:it|that|them))\b|\b(?:clear|negative) margins\b|\bmargins (?:are|were) (?:clear|negative)\b/;
const TREATED_NOW =
  /\b(?:on|taking|continue|continuing|currently (?:receiving|getting|on)|undergoing|still (?:on|getting|receiving)|start(?:ing)?)\s+(?:the |your |her |his |with )?(?:chemo\w*|radiation|tamoxifen|anastrozole|letrozole|exemestane|arimidex|femara|aromasin|immunotherapy|hormon\w* therapy|endocrine therapy|lupron|keytruda)\b/;

/**
 * The visit named as being for a condition of the patient's: "you're here today for your diabetes", "you are following
 * up for your high blood pressure and …", "she's in for a follow-up of her asthma".
 */
const VISIT_FOR =
  /\b(?:you(?:'re| are)|we(?:'re| are)|(?:she|he)(?:'s| is))\s+(?:(?:here|in|back)\s+)?(?:today\s+)?(?:(?:following|to follow) up\s+|(?:for\s+)?(?:a |your |her |his )?follow[- ]?up(?: visit)?\s+)?(?:today\s+)?(?:for|on|of|regarding)\s+(?:your|his|her)\b[^.?!;]{0,60}$/;

/** The visit's reason asked of the patient: "so you're here today for your …?". */
const VISIT_FOR_ASKED = /\b(?:you(?:'re| are)|(?:she|he)(?:'s| is))\s+(?:(?:here|in|back)\s+)(?:today\s+)?(?:(?:to )?follow(?:ing)? up\s+)?(?:for|on|about|regarding)\s+(?:your|his|her|a|an|the)\b/;

/**
 * The patient naming the condition the visit is for: "I'm here to follow up on my kidney transplant", "I'm just here
 * for my asthma", "I came in about my thyroid". The reason for the encounter as the patient gives it.
 */
const SELF_VISIT_FOR =
  /\b(?:(?:i'?m|i am|we'?re|we are) (?:just |only )?(?:here|in|back)(?: today)?|i (?:just )?came (?:in|back)(?: today)?) (?:(?:to )?follow(?:ing)? up (?:on|for|with) |for (?:a |my )?(?:follow[- ]?up|check-?up|recheck)(?: visit)? (?:on|of|for) |for |about |regarding |to (?:talk|see) about )(?:my|our) (?:\w+ ){0,2}$/;

/** A procedure proposed, not done: "a good candidate for a", "you need a", "we'll schedule you for a". */
const PROCEDURE_PROPOSED =
  /\b(?:candidate for|needs?|recommend\w*|schedul\w* (?:you |her |him )?for|plan\w* (?:on |for )?|consider\w*|talk\w* about|discuss\w*|go(?:ing)? ahead with|perform\w*|benefit from|refer\w* (?:you |her |him )?for|about doing|to do) (?:a |an |the |your |another )?(?:(?:right|left|bilateral|total|partial) )*$/;

/**
 * "My psoriasis", "my gout again", "I have an ulcer on my leg", "this ulcer in my ankle", in the patient's answer to
 * "what brings you in?" (decisions 778, 789).
 */
const CALLED_MINE = /\bmy (?:\w+ ){0,2}$/;
const OWN_CONDITION = new RegExp(String.raw`${CALLED_MINE.source}|\b(?:i(?:'ve| have)(?: got| had| been having)?|i(?:'m| am) having) (?:an? |this |these |some )?(?:\w+ ){0,2}$|^\W*(?:(?:well|so|um|uh|oh),? )*(?:this|these) $`);
/**
 * An episode the patient has now, told by how bad it is: "No, I have a really bad migraine", "I've got this awful
 * cold". Today's problem, whatever was asked, not a condition of the past.
 */
const EPISODE_NOW = /\b(?:i have|i've got|i got|i'm having|i am having) (?:a|an|this|the) (?:really |very |pretty |so )?(?:bad|terrible|awful|horrible|severe|splitting|nasty|massive) $/;

/** A clinician asking how a condition of the patient's is: "how has your acne been", "how is your asthma doing". */
const HOW_IS_IT = /\bhow(?:'s| is| are| has| have| has been| have been)?(?: (?:you|you been|she|he|she been|he been) (?:handling|managing|treating|doing with|coping with))? (?:your|his|her) (?:\w+ ){0,2}$/;
/** A clinician asking whether a condition of the patient's is acting up: "are you having issues with your hand eczema again?". */
const ISSUES_WITH = /\b(?:are|have) you (?:been )?having (?:any )?(?:more )?(?:issues|problems|trouble|flares?|flare-ups?) with (?:your|his|her) (?:\w+ ){0,2}$/;
/** The same asked just after the condition's name: "back to diabetes, how has that been progressing?", "and as for your sinusitis, how have you been feeling?". */
const HOW_AFTER = /^[\s,]+how(?:'s| is| are| has| have)\b/;

/** The status the patient's answer gives a condition asked after ("It has been improving." → improving). */
function statusAnswered(visit: Visit, question: number): string | undefined {
  const answer = answerTo(visit.utterances, question);
  if (answer === undefined) return undefined;
  const said = visit.utterances[answer]!.lower;
  return statusOf(said) ?? (SAME_AS_BEFORE.test(said) && !saysNo(visit.utterances, answer) ? 'stable' : undefined);
}

/**
 * "How have you been doing with your asthma?" "It's been okay, about the same.": a course said to be unchanged or fine,
 * in answer to the clinician's question about the condition, is a stable one (decision 848). Read only in that
 * answer: "okay" said elsewhere is a word of assent.
 */
const SAME_AS_BEFORE = /\b(?:about the same|(?:pretty much |mostly )?the same(?! as)|no (?:real |big )?changes?|(?:it'?s|it has|it'?s been|has been|been|doing|going|they'?re|they have been) (?:pretty |really |very |quite )?(?:okay|ok|alright|all right|fine|good|well)|not (?:too |that )?bad)\b/;

/** The status said of a problem; "you haven't had a flare" says nothing of a flare. */
export function statusOf(text: string): string | undefined {
  const said = (re: RegExp) => certaintiesOf(text, re).map((certainty) => certainty !== 'negated');
  for (const [status, re] of STATUS) {
    const found = said(re);
    if (found.includes(true)) return status;
    // "I don't believe it's well controlled" is uncontrolled.
    if (status === 'well controlled' && found.length) return 'uncontrolled';
  }
  return undefined;
}

/**
 * The order of the Assessment: the problem the clinician numbered first (else their stated diagnosis of the visit),
 * then the others as the assessment takes them up.
 */
export function inAssessmentOrder<T extends { discussedAt: number }>(items: T[], isMain: (item: T) => boolean): T[] {
  return [...items].sort((a, b) => Number(!isMain(a)) - Number(!isMain(b)) || a.discussedAt - b.discussedAt);
}
export const isMainProblem = (problems: Problem[]) => {
  const numbered = problems.some((p) => p.order === 1);
  return (p: Problem) => (numbered ? p.order === 1 : p.rank === 0);
};

/** A treatment ruled out by a condition: "you can't take some of those medications because of your kidney transplant". */
const LIMITS_TREATMENT =
  /\b(?:cannot|ca ?n'?t|could(?: ?n'?t| not)|should(?: ?n'?t| not)|avoid\w*|(?:not|un)(?:able| allowed| safe) to)\b[^.;?!]{0,80}\b(?:because of|'?cause of|due to|given) (?:your|his|her|the) (?:\w+ ){0,2}$/;

/**
 * "Hyper-" and "hypo-" are what speech recognition confuses most; the treatment tells them apart. A thyroid treated
 * with thyroid hormone (levothyroxine, Synthroid, Unithroid…) and with no antithyroid treatment named is
 * hypothyroidism, whatever the transcript heard ("on the hyperthyroidism … Unithroid should be better priced").
 */
const THYROID_HORMONE = /\b(?:levothyroxine|thyroxine|synthroid|unithroid|levoxyl|euthyrox|tirosint|armour thyroid)\b/;
const ANTITHYROID = /\b(?:methimazole|tapazole|propylthiouracil|ptu|radioactive iodine|thyroidectomy)\b/;
const HYPOTHYROIDISM = CONDITIONS.find((t) => t.name === 'hypothyroidism')!;
function thyroidByItsTreatment(visit: Visit, problems: Problem[], history: Map<string, Mention[]>): void {
  const said = visit.utterances.map((u) => u.lower).join(' ');
  if (!THYROID_HORMONE.test(said) || ANTITHYROID.test(said)) return;
  for (const problem of [...problems]) {
    if (problem.term.name !== 'hyperthyroidism') continue;
    // Named both ways ("your hyperthyroidism, how are you doing with the synthroid?" … "your hypothyroidism"): one problem.
    const same = problems.find((p) => p.term.name === HYPOTHYROIDISM.name);
    if (same) {
      same.mentions.push(...problem.mentions);
      same.status ??= problem.status;
      problems.splice(problems.indexOf(problem), 1);
    } else problem.term = HYPOTHYROIDISM;
  }
  // The history too: one thyroid condition, not "hypothyroidism … and hyperthyroidism".
  const heard = history.get('hyperthyroidism');
  if (heard) {
    history.delete('hyperthyroidism');
    history.set('hypothyroidism', [...(history.get('hypothyroidism') ?? []), ...heard]);
  }
}

/**
 * A numbered problem announced in a sentence of its own, its name in the next ("okay, for problem number two." "So
 * the radiation pneumonitis."): the name is read as the topic it is. Offsets stay those of the sentence itself.
 */
const BARE_LEAD = /\b(?:for )?(?:the |your )?(?:problem number \w+|(?:first|second|third|fourth|fifth|next|last|final|other) (?:problem|issue|diagnosis))[\s,.]*$/;
/** "Number two, lateral epicondylitis.": the number said at the sentence's start is the lead of what follows (decision 849). */
const NUMBERED_OPENER = /^(?:(?:so|okay|and|now|then|um|uh),?\s+)*(?:problem\s+)?(?:number|#)\s*(?:one|two|three|four|five|six|[1-6])\s*[,.:;-]\s*/;
function statedDiagnosesAfterLead(lower: string, before: Utterance | undefined): ReturnType<typeof statedDiagnoses> {
  const numbered = NUMBERED_OPENER.exec(lower)?.[0];
  if (!numbered && (!before || before.speaker !== 'clinician' || !BARE_LEAD.test(before.lower))) return statedDiagnoses(lower);
  const opener = numbered ?? /^(?:(?:so|okay|and|now|then|um|uh),?\s+)*/.exec(lower)![0];
  const lead = 'for the next problem of ';
  const shift = lead.length - opener.length;
  return statedDiagnoses(`${lead}${lower.slice(opener.length)}`)
    .filter((d) => d.at >= lead.length)
    .map((d) => ({ ...d, at: d.at - shift }));
}

/** A test ordered for a finding: "an echocardiogram for that murmur", "to evaluate the heart murmur". */
const WORKED_UP = /\b(?:echo\w*|ultrasound|x-?ray|mri|ct|scan|labs?|test\w*|work-?up|evaluat\w*|look at|check on|follow up on|assess)\b[^.,;]{0,25}\b(?:for|evaluate|on|at|of)\s+(?:that|this|the|your|his|her)\s+(?:[a-z]+\s+){0,2}$/;

/** A growth named only as found ("pituitary lesion", "lung nodule"), and the words that say what a growth is. */
const UNNAMED_GROWTH = /^(.+?) (?:lesion|mass|nodule|growth|tumou?r)s?$/;
const NAMED_GROWTH = /[a-z]+oma\b|\b(?:cancer|cyst|neoplasm|malignancy)\b/;
/** The infections a viral illness is placed as ("a viral illness, maybe an upper respiratory infection"). */
const VIRAL_PLACE = /infection|influenza|common cold|covid|gastroenteritis|bronchitis|sinusitis|pharyngitis|laryngitis|conjunctivitis/;
/** What joins a name to the one that restates it: a comma, a hedge, an article ("…, maybe a viral …"). */
const PLACED_AS = /^\s*,?\s*(?:or\s+)?(?:maybe|probably|possibly|likely|most likely|perhaps)?\s*(?:an?|the|some)?\s*(?:bit of (?:an? )?)?(?:viral\s+)?$/;

/** A relative named just before a condition, with the patient not named in between. */
// "One of my great grandads had eczema": relatives in the plural too.
const RELATIVE_BEFORE = new RegExp(String.raw`\b(?:${RELATIVES}|(?:in|runs in) (?:my|the|your|his|her|our) family|family history)(?:'s|s)?\b(?:(?!\b(?:you|your|i|my)\b)[^.;?])*$`);

export function readConditions(visit: Visit, list: FactList): { problems: Problem[]; history: string[]; historyMentions: Map<string, Mention[]> } {
  const { utterances, dictation } = visit;
  const utteranceAt = (m: Mention) => utterances[m.utterance]!;
  // Without speaker labels, a sentence that tells "you" an impression ("I think you have…") is the clinician's.
  const fromClinician = (m: Mention) => {
    const u = utteranceAt(m);
    return dictation || u.speaker === 'clinician' || (u.speaker === 'unknown' && /\byou(?:'ve| have|'re| are)?\b|\byour\b/.test(u.lower) && (STRONG_IMPRESSION.test(u.lower) || IMPRESSION_CUE.test(u.lower)));
  };
  const answersReason = reasonAnswer(utterances);
  const problemsByName = new Map<string, Problem>();
  const history = new Map<string, Mention[]>();
  const unlikely = new Map<string, Mention>();
  for (const m of visit.mentions) {
    if (m.type !== 'condition') continue;
    const u = utteranceAt(m);
    const before = u.lower.slice(0, m.start - u.start);
    // "You'd be a good candidate for a knee replacement": a procedure proposed is no status of the patient's.
    if (m.term.afterProcedure && PROCEDURE_PROPOSED.test(before.slice(-80))) continue;
    if (m.certainty === 'negated') {
      // "I don't think he has COVID": the clinician's impression that a diagnosis is unlikely.
      if (fromClinician(m) && !u.isQuestion && /\b(?:do(?:es)?n'?t|do not) (?:think|believe)\b|\bunlikely\b|\bnot consistent with\b|\bruled out\b/.test(u.lower)) unlikely.set(m.term.name, m);
      continue;
    }
    // "My mother had lung cancer." "Just lung cancer.": the echo is the relative's too.
    const echoesFamily = words(u.lower).length <= 5 && visit.mentions.some((o) => o.term === m.term && o.utterance < m.utterance && o.utterance >= m.utterance - 2 && FAMILY.test(utteranceAt(o).lower));
    // "Your mother had lung cancer": the condition of the relative named before it. "Any conditions in the family?"
    // "The main one would be heart attack.": the answer names the family's.
    // "It does sound like a migraine, but if you had no history of that…": what is said just after the name.
    const after = u.lower.slice(m.end - u.start, m.end - u.start + 40);
    // "I have hypothyroidism in the family": the family's, whoever says "I have" (decision 529).
    const inTheFamily = IN_THE_FAMILY.test(after);
    // "Because your brother's had a similar thing, it sounds like it might be an infectious gastroenteritis that you've
    // got": the condition said to be the patient's, right after its name, is theirs whoever was named before it.
    const relativeBefore = RELATIVE_BEFORE.test(before.slice(-90)) && !YOURS_AFTER.test(after);
    if (echoesFamily || inTheFamily || relativeBefore || answersFamilyQuestion(visit, m.utterance)) continue;
    // "If your pain is not settling, you get lower back pain, or a high temperature…": what to watch for is a warning,
    // not a diagnosis considered ("if it's a kidney infection…" still considers one).
    if (fromClinician(m) && m.certainty === 'uncertain' && watchedFor(before)) continue;
    // "Your concerns about lung cancer", "you're worried it might be cancer": the patient's worry, said back to them,
    // is not the clinician's differential.
    if (fromClinician(m) && m.certainty !== 'affirmed' && PATIENTS_WORRY.test(before.slice(-60))) continue;
    // "I'm gonna leave a link to some information about anaphylactic reactions, just for you to read": what the
    // patient is given to read is education, not a diagnosis.
    if (fromClinician(m) && READING_ABOUT.test(before.slice(-80))) continue;
    // "Rapid COVID-19 test performed today is negative", "we'll do a strep swab": the condition names a test, which
    // diagnoses it only when it came back positive (decision 598).
    if (TEST_NAMED.test(after) && !POSITIVE_RESULT.test(u.lower.slice(m.start - u.start))) continue;
    // "What you have is a bit of a viral illness perhaps, maybe early signs of a flu": a hedge said after the name, at
    // the end of its clause, makes the impression a possible one (Official Guidelines IV.H), as one said before it does.
    const hedgedAfter = fromClinician(m) && HEDGED_AFTER.test(after) && !TOPIC_BEFORE.test(before);
    // A history denied after the name ("… but if you had no history of that") is none.
    // Read after it within 30 characters, and what follows seen whole: "… see you back in two weeks" is no "back in 2010"
    // (decision 928).
    const saidAsHistoryAfter = SAID_AS_HISTORY.exec(after.slice(0, 60));
    const saidAsHistory = SAID_AS_HISTORY.test(before) || (!!saidAsHistoryAfter && saidAsHistoryAfter.index + saidAsHistoryAfter[0].length <= 30 && !NO_HISTORY.test(after));
    // "…help with the swelling of your knee for your hypertension, I'm going to keep you on lisinopril": a topic taken
    // up as the patient's ("for your …") is theirs, whatever explanation ran on before it without a full stop.
    // A purpose ("…under better control for your heart failure to be more successful") is no topic: a topic is
    // followed by a new clause or a pause.
    const takenUpAsTheirs =
      /\b(?:for|regarding|in terms of|as far as|with regards? to) (?:your|his|her)\s+(?:\w+\s+){0,2}$/.test(before) && /^\s*(?:$|[,.;:?]|(?:now|so|okay|i|i'm|we|we'll|let's|you know|and then)\b)/.test(u.lower.slice(m.end - u.start));
    const generic = !takenUpAsTheirs && !SIGNS_OF_POSSIBLE.test(before.slice(-80)) && (GENERIC.test(before.slice(-150)) || DEFINITION.test(before.slice(-80)));
    // In the assessment and plan, "for the high blood pressure, we'll add carvedilol" is about this patient too.
    const aboutPatient =
      // "It looks like shingles": an impression that ends just before the name (read on the words before it) is of the patient.
      dictation || STRONG_IMPRESSION.test(u.lower) || STRONG_IMPRESSION.test(before.slice(-80)) || ABOUT_PATIENT.test(u.lower) || RESULT_SHOWS.test(before.slice(-90)) || NAMED_AS.test(before.slice(-40)) || (m.utterance >= visit.assessmentFrom && TAKEN_UP_BEFORE.test(before)) || (m.certainty === 'uncertain' && DIFFERENTIAL.test(before.slice(-60))) ||
      // "From a hypertension standpoint, continue the losartan": in the assessment, a topic announced after its name
      // is the patient's problem, as one announced before it is ("for your hypertension").
      (m.utterance >= visit.assessmentFrom && TAKEN_UP_AFTER.test(after)) ||
      // A topic announced ("let's talk about the asthma first", "so in terms of the asthma") is the patient's problem.
      (TAKEN_UP_BEFORE.test(before) && words(u.lower).length <= 8) ||
      // A finding the plan works up ("order an echocardiogram to evaluate that heart murmur") is the patient's problem.
      (m.utterance >= visit.assessmentFrom && WORKED_UP.test(before.slice(-50))) ||
      // "Number one, hypertension.": a problem the clinician numbers is the patient's (decision 849).
      orderOf(visit, m) !== undefined;
    // The course the patient gives a condition the clinician asks after, read once.
    // "How's your asthma since you started using your inhaler again?" "Much better.": the course the patient gives a
    // condition the clinician follows up, asked before or after its name.
    const course = fromClinician(m) && u.isQuestion && (HOW_IS_IT.test(before) || HOW_AFTER.test(after) || ISSUES_WITH.test(before)) ? statusAnswered(visit, m.utterance) : undefined;
    // "So, you are following up for your high blood pressure and high cholesterol?" "Yes.": what the clinician says the
    // visit is for, said or asked and confirmed, is a problem of the visit (the reason for the encounter).
    const visitFor =
      (fromClinician(m) && VISIT_FOR.test(before.slice(-120)) && (!u.isQuestion || answeredYes(visit, m.utterance))) ||
      (u.speaker === 'patient' && !u.isQuestion && m.certainty === 'affirmed' && (SELF_VISIT_FOR.test(before.slice(-120)) || (answersReason.has(m.utterance) && OWN_CONDITION.test(before.slice(-60)) && !FAMILY.test(before.slice(-60))) || EPISODE_NOW.test(before.slice(-60))));
    if ((fromClinician(m) || visitFor) && !m.patientGuess && (aboutPatient || visitFor) && !generic && (!u.isQuestion || visitFor) && !(saidAsHistory && !dictation)) {
      const certainty = m.certainty === 'uncertain' || hedgedAfter ? 'uncertain' : 'affirmed';
      // Only an affirmed impression said of this condition makes it the clinician's diagnosis of the visit (rank 0):
      // "I think this is the best course" does not diagnose the pneumonia named later in the sentence.
      const window = before.slice(-80);
      const impression = STRONG_IMPRESSION.exec(window);
      // The impression names the first finding after it ("assessment: knee pain, likely a sprain, and diabetes" diagnoses the knee).
      const cueAt = impression ? m.start - (window.length - impression.index) : Infinity;
      const between = visit.mentions.some((o) => o !== m && o.utterance === m.utterance && o.start > cueAt && o.start < m.start);
      const considered = certainty === 'uncertain' && DIFFERENTIAL.test(before.slice(-60));
      const rank = impression && certainty === 'affirmed' && !between && !saidAsHistory && !/[.;]/.test(window.slice(impression.index)) ? 0 : considered || RESULT_SHOWS.test(before.slice(-90)) || IMPRESSION_CUE.test(u.lower) || STRONG_IMPRESSION.test(u.lower) || AP_LEAD.test(u.lower) || visitFor || m.utterance >= visit.assessmentFrom || dictation ? 1 : 2;
      const existing = problemsByName.get(m.term.name);
      if (existing) {
        existing.mentions.push(m);
        if (certainty === 'affirmed') existing.certainty = 'affirmed';
        existing.assessed ||= rank < 2;
        existing.rank = Math.min(existing.rank, rank);
        existing.laterality ??= m.laterality;
      } else {
        problemsByName.set(m.term.name, { term: m.term, certainty, assessed: rank < 2, rank, mentions: [m], laterality: m.laterality, context: u.lower, at: m.start, discussedAt: m.start });
      }
      // "My asthma has been worse lately": the patient's own condition, named as theirs, is their history too, as the
      // history branch below would have read it (not "I have an ulcer on my leg", a complaint of now).
      if (u.speaker === 'patient' && CALLED_MINE.test(before.slice(-40))) history.set(m.term.name, [...(history.get(m.term.name) ?? []), m]);
    } else if (course) {
      // "How has your acne been since you started the spironolactone?" "It has been improving.": a follow-up of the
      // condition, whose status the patient gives.
      problemsByName.set(m.term.name, problemsByName.get(m.term.name) ?? { term: m.term, certainty: 'affirmed', assessed: true, rank: 1, mentions: [m], laterality: m.laterality, context: u.lower, at: m.start, discussedAt: m.start, status: course });
    } else if (fromClinician(m) && u.isQuestion && (TOLD_BY_A_DOCTOR.test(before) || (HISTORY_ASKED.test(before) && !correctedInAnswer(visit, m))) && !FAMILY.test(u.lower) && answeredYes(visit, m.utterance)) {
      // "Have you seen a doctor who's confirmed that, and told you you've got osteoarthritis?" "Yes, a few years ago.":
      // a diagnosis made before today, the patient's past history (decision 589).
      history.set(m.term.name, [...(history.get(m.term.name) ?? []), m]);
    } else if (
      // "I have asthma, and in my family there's hypothyroidism": the patient's "I have" owns the condition; the family
      // named after it owns what follows (decision 527).
      m.certainty === 'affirmed' && !hedgedAfter && !m.patientGuess && (!FAMILY.test(u.lower) || OWN_BEFORE.test(before)) && !generic && (!u.isQuestion || /\byour\b/.test(before)) && (u.speaker !== 'clinician' || saidAsHistory || (/\b(?:your|you have|you've got|you've had)\s+(?:\w+\s+){0,2}$/.test(before) && !readAsLevel(visit, m)))) {
      // The patient's own history, or a condition the clinician says the patient has; not a finding read from a test.
      history.set(m.term.name, [...(history.get(m.term.name) ?? []), m]);
    }
  }
  readStatedDiagnoses(visit, problemsByName);
  stingsReported(visit, problemsByName, history);
  // "Anemia" and "iron deficiency anemia" in one visit are one problem, the more specific; so are an organ's lesion
  // and the growth it was found to be ("pituitary lesion" and "benign pituitary adenoma").
  for (const [name, problem] of problemsByName) {
    const organ = UNNAMED_GROWTH.exec(name)?.[1];
    const specific = [...problemsByName.values()].find(
      (other) =>
        other !== problem &&
        (new RegExp(`\\b${name}$`).test(other.term.name) ||
          (!!organ && other.term.name.includes(organ) && NAMED_GROWTH.test(other.term.name)) ||
          placesViralIllness(problem, other, utteranceAt) ||
          (other.certainty === 'affirmed' && !!FORM_OF[name]?.test(other.term.name))),
    );
    if (!specific) continue;
    // Diabetes is not typed by a type only supposed ("if the labs show an autoimmune disorder, you would have type 1
    // diabetes"): the type is all the specific name adds (decision 910).
    if (name === 'diabetes' && specific.certainty !== 'affirmed') continue;
    // A stated viral illness keeps its name over the placement only hedged (decision 522).
    if (placesViralIllness(problem, specific, utteranceAt) && problem.certainty === 'affirmed' && specific.certainty === 'uncertain') {
      problemsByName.delete(specific.term.name);
      continue;
    }
    specific.mentions.push(...problem.mentions);
    specific.rank = Math.min(specific.rank, problem.rank);
    if (problem.certainty === 'affirmed') specific.certainty = 'affirmed';
    problemsByName.delete(name);
  }
  for (const problem of problemsByName.values()) {
    const order = Math.min(...problem.mentions.map((m) => orderOf(visit, m) ?? Infinity));
    if (Number.isFinite(order)) problem.order = order;
    problem.discussedAt = discussedAt(visit, problem.mentions);
  }
  const found = [...problemsByName.values()];
  const main = isMainProblem(found);
  // A side said with the mentions, else the side the visit gives the problem's body part ("your knee" in a visit
  // about the left knee); the right foot of today's complaint does not make the knee's arthritis right-sided, and
  // a problem of no named body part takes the visit's side only when it is the visit's main problem.
  for (const problem of found) {
    if (!problem.mentions.some((m) => m.term.pattern)) continue;
    const said = siteOf(visit, [...problem.mentions, ...(history.get(problem.term.name) ?? [])], problem.term.name);
    // "So it's arthritis", "you have some osteoarthritis there": a joint disease assessed without its joint is of the
    // one joint the visit's pain is of (decision 931).
    // Not when a part is said with it that is no limb joint ("arthritis in the back").
    const placedElsewhere = problem.mentions.some((m) => PLACED_AFTER.test(visit.utterances[m.utterance]!.lower.slice(m.end - visit.utterances[m.utterance]!.start)));
    const { site, side } = said.site || placedElsewhere || !JOINT_DISEASE_OF_COMPLAINT.test(problem.term.name) || !problem.assessed ? said : { ...said, site: painSiteOf(painSaid(visit)) };
    problem.site = site;
    problem.laterality = sideOf(problem.mentions) ?? problem.laterality ?? side ?? (site ? visit.sideOf(site) : main(problem) || found.length === 1 ? visit.side : undefined);
  }
  const problems = inAssessmentOrder(found, main);
  thyroidByItsTreatment(visit, problems, history);
  const clinicianText = utterances.filter((u) => dictation || u.speaker === 'clinician').map((u) => u.lower).join(' ');
  for (const problem of problems) {
    // Context for specificity: every sentence that mentions the problem, the history's among them (a status after an
    // operation is coded when the visit says it was done, wherever it says so: "your prior lobectomy" in the
    // history, "for your next problem, the lobectomy" in the plan); its status from the clinician's words.
    // The clinician's restatement said right after the diagnosis ("gastroenteritis." "OK." "A bit of a basic infection
    // of your tummy.") specifies it too (decision 525).
    problem.context = [...problem.mentions.map((m) => `${utteranceAt(m).lower} ${restatementOf(visit, m)}`), ...(history.get(problem.term.name) ?? []).map((m) => utteranceAt(m).lower)].join(' ');
    const saidBy = problem.mentions.filter((m) => fromClinician(m));
    const said = saidBy.map((m) => utteranceAt(m).lower);
    // The judgement of the assessment wins over what was said while taking the history; the last one said, over earlier ones.
    const judged = [...saidBy].sort((a, b) => Number(a.utterance >= visit.assessmentFrom) - Number(b.utterance >= visit.assessmentFrom) || a.utterance - b.utterance);
    // The course the patient gave when asked ("it has been improving") stands only when the clinician did not take
    // the problem up again: then the clinician's words, or none, are its status ("under control", said of a diabetes
    // whose metformin is increased, is not the note's judgement).
    problem.status = judged.map((m) => statusOf(utteranceAt(m).lower)).filter(Boolean).at(-1) ?? (problem.mentions.length === 1 ? problem.status : undefined);
    if (MALIGNANCY.test(problem.term.name) && NO_EVIDENCE.test(clinicianText) && !TREATED_NOW.test(clinicianText)) problem.status = NO_RECURRENCE;
    // Assessed: the clinician's diagnosis, a problem given a status, or one taken up in the assessment. "So you have
    // atrial fibrillation", said once to confirm what the patient reported, is history unless a plan item manages it.
    // A condition the patient reported first and the clinician only acknowledged stays history.
    const reportedFirst = (history.get(problem.term.name)?.[0]?.start ?? Infinity) < problem.at;
    // "Just in terms of your blood pressure and diabetes, maybe something you can cut down on": a condition named as
    // the reason to cut down a habit is why the advice is given, not a problem taken up (decision 520).
    problem.assessed = problem.rank === 0 || problem.order !== undefined || !!problem.status || (problem.rank === 1 && (!reportedFirst || dictation || new Set(said).size >= 2 || said.some((s) => AP_LEAD.test(s) && !HABIT_ADVICE.test(s))));
    // A condition named only as what a test showed ("the echo does show that you have some moderate mitral
    // regurgitation") and never taken up is a result of the visit, not a problem assessed (unless a plan item manages it).
    const readFromTest = (m: Mention) => RESULT_READ.test(utteranceAt(m).lower.slice(0, m.start - utteranceAt(m).start));
    // Unless it explains what the patient came with ("your CT shows a kidney stone on the left", in a visit for flank
    // pain): then it is the complaint's diagnosis (decision 933).
    const explainsComplaint = visit.mentions.some((s) => s.type === 'symptom' && s.certainty === 'affirmed' && utteranceAt(s).speaker === 'patient' && explainedBy(s.term.name, [problem.term.name]));
    if (problem.rank !== 0 && problem.order === undefined && problem.mentions.every(readFromTest) && !explainsComplaint) problem.assessed = false;
    // A condition that limits today's treatment ("you can't take anti-inflammatories because of your kidney
    // transplant") affects the management: assessed and coded (Official Guidelines IV.J).
    if (saidBy.some((m) => m.utterance >= visit.assessmentFrom && LIMITS_TREATMENT.test(utteranceAt(m).lower.slice(0, m.start - utteranceAt(m).start)))) problem.assessed = true;
  }
  const pastHistory = writeHistory(visit, list, history, problems);
  writeProblems(visit, list, problems, unlikely);
  return { problems, history: pastHistory, historyMentions: history };
}

/** A toxic effect of contact with a venomous animal (T63.-): a sting or a venomous bite. */
const VENOM_CODE = /^T63\./;

/**
 * "About fifteen minutes ago, I was gardening and I was stung by wasp": a sting the patient reports and does not call
 * past is what the visit is for, an injury of today, whether or not the clinician names it again ("do you feel
 * wheezy?", "call the ambulance"). It is a problem of the visit, coded (T63.4-) with what it caused; said as past ("I
 * was stung by a bee as a child") it stays history, which ACUTE keeps only then.
 */
function stingsReported(visit: Visit, problemsByName: Map<string, Problem>, history: Map<string, Mention[]>): void {
  const venomous = (term: Problem['term']) => typeof term.code === 'string' && VENOM_CODE.test(term.code);
  // One sting: the insect the clinician named ("so when did this bee sting occur?") over the patient's first guess.
  if ([...problemsByName.values()].some((p) => venomous(p.term))) return;
  for (const [name, mentions] of history) {
    const first = mentions[0]!;
    if (problemsByName.has(name) || !venomous(first.term)) continue;
    if (mentions.some((m) => SAID_AS_HISTORY.test(visit.utterances[m.utterance]!.lower))) continue;
    history.delete(name);
    problemsByName.set(name, { term: first.term, certainty: 'affirmed', assessed: true, rank: 1, mentions: [...mentions], laterality: first.laterality, context: visit.utterances[first.utterance]!.lower, at: first.start, discussedAt: first.start });
  }
}

/** Said while examining: "on exam, you have …", "I feel …"; and the words of a finding, not of a diagnosis. */
// "Based on your exam, I think …" rests an impression on the exam; it reports no finding.
const ON_EXAM_BEFORE = /(?<!\bbased )\bon (?:physical |your |my )?exam(?:ination)?\b|\bi (?:see|feel|hear|notice)\b/;
const EXAM_FINDING_WORDS = /\b(?:effusions?|tenderness|crepitus|swelling|bruising|ecchymosis|erythema|edema)\b/;

/**
 * A diagnosis the lexicon does not know ("I think you have a lumbar strain", "what I see is a proximal humerus
 * fracture") is looked up in the ICD-10-CM index (diagnosis.ts); it becomes a problem only when the index knows it.
 */
function readStatedDiagnoses(visit: Visit, problemsByName: Map<string, Problem>) {
  const { utterances, dictation, icd10 } = visit;
  if (!icd10) return;
  const visitSide = visit.side;
  // The region the visit's complaint is of: said with pain ("this pain across the lower part of my back"), not "neck exam".
  const painful = painSaid(visit);
  const regions = new Set(painful.map((u) => spineRegion(u.lower)).filter(Boolean));
  const visitRegion = regions.size === 1 ? [...regions][0] : undefined;
  // Likewise the one limb joint the complaint is of ("my right shoulder hurts" … "I think you have a muscular strain").
  const visitSite = painSiteOf(painful);
  // Where a bite is: "a tick bite around my knee" (the code of a bite is by its site).
  const bittenAt = utterances.map((u) => BITE_SITE.exec(u.lower)?.[1]).find(Boolean);
  // Where the skin was biopsied: "a shave of right inferior back" (a skin cancer is coded by its site, decision 951).
  const biopsiedAt = utterances.map((u) => BIOPSY_SITE.exec(u.lower)).find(Boolean);
  utterances.forEach((u: Utterance, i) => {
    // "So you're here today for your plantar fasciitis?" "Yes.": what the visit is for, asked and confirmed, is stated
    // (decision 849), as the lexicon's conditions are (visitFor above).
    const confirmedVisitFor = u.isQuestion && VISIT_FOR_ASKED.test(u.lower) && answeredYes(visit, i);
    if (!(dictation || u.speaker === 'clinician') || (u.isQuestion && !confirmedVisitFor)) return;
    const lower = cleanSpoken(u.text);
    for (const whole of statedDiagnosesAfterLead(lower, utterances[i - 1])) {
      // "An acute lumbar strain with some right sided sciatica": a condition the lexicon names after "with" is read by
      // its own term; the diagnosis before it is stated too (decision 818). A combination the lexicon names whole
      // ("diabetes with neuropathy", "heart failure with diastolic dysfunction") is left to the lexicon.
      const withAt = whole.phrase.indexOf(' with ');
      const namedOnlyAfter = (m: Mention) => whole.phrase.slice(withAt).includes(m.term.name.split(' ')[0]!) && !whole.phrase.slice(0, withAt).includes(m.term.name.split(' ')[0]!);
      const before = whole.phrase.slice(0, withAt);
      const said = withAt > 0 && endsInDiagnosis(before) && visit.mentions.some((m) => m.utterance === i && m.type === 'condition' && namedOnlyAfter(m)) ? { ...whole, phrase: before } : whole;
      // A diagnosis named as a topic ("for your pancreatitis, …") is a problem of the visit when the assessment takes it up.
      if (said.topic && !dictation && i < visit.assessmentFrom) continue;
      // A bite without its site is named and coded with the site it was said to be at, or not coded.
      const bite = /\bbites?\b/.test(said.phrase) && !/\bof the\b/.test(said.phrase);
      if (bite && !bittenAt) continue;
      // A skin cancer named without its site is of the skin the visit biopsied.
      const unsitedSkinCancer = SKIN_CANCER.test(said.phrase) && !/\b(?:of|on|in|at) (?:the|your|his|her)\b/.test(said.phrase) && biopsiedAt;
      const stated = bite ? { ...said, phrase: `${said.phrase} of the ${bittenAt!.replace(/s$/, '')}` } : unsitedSkinCancer ? { ...said, phrase: `${said.phrase} of the ${biopsiedAt[1] ? `${biopsiedAt[1]} ` : ''}${biopsiedAt[2]}` } : said;
      const known = visit.mentions.some((m) => m.utterance === i && m.type === 'condition' && stated.phrase.includes(m.term.name.split(' ')[0]!));
      // "You can get a bacterial infection … it's called Lyme disease": an explanation, not this patient's diagnosis.
      if (known || CONDITION_WORDS.test(stated.phrase) || EXPLAINED.test(lower.slice(Math.max(0, stated.at - 150), stated.at))) continue;
      // "If the redness spreads, or you have signs of any localised infection": a warning, not a diagnosis.
      if (watchedFor(lower.slice(0, stated.at))) continue;
      // "On exam, you have a small effusion of the left knee": what the examination finds, not a diagnosis (decision 823).
      const examining = !dictation && i >= visit.examFrom && i < visit.assessmentFrom;
      if (examining && (ON_EXAM_BEFORE.test(lower.slice(0, stated.at)) || EXAM_FINDING_WORDS.test(stated.phrase))) continue;
      const side = sideIn(stated.phrase) ?? lateralityNear(lower, stated.at, stated.at + stated.phrase.length) ?? sideOfPainAt(visit, stated.phrase) ?? visitSide;
      // A diagnosis of the spine said without its region ("an acute disk herniation") takes the region the sentence,
      // else the whole visit, names.
      const region = spineRegion(lower) ?? visitRegion;
      const own = codeOfDiagnosis(stated.phrase, side, icd10);
      const sited = !own && !region && visitSite && INJURY_OF_A_SITE.test(stated.phrase) && !LIMB_SITE.test(stated.phrase) ? codeOfDiagnosis(`${stated.phrase} of the ${visitSite}`, side, icd10) : undefined;
      const found = own ?? (region ? codeOfDiagnosis(`${stated.phrase} of the ${region} spine`, side, icd10) : sited);
      // An injury named without its place is the complaint's injury only when coded there ("it's just a sprain" of the
      // one wrist that hurts); elsewhere it names nothing a note can head (decision 929).
      // Nor is one a problem already names ("a left ankle sprain" … "a sprain like this gets better in a week").
      if (stated.unplaced && (!sited || [...problemsByName.values()].some((p) => sameCondition(p.term.name, stated.phrase)))) continue;
      const code = found && onSide(found, side, icd10);
      // A diagnosis the clinician states plainly is the visit's even when the code set has no entry for its words
      // ("an acute acromioclavicular joint fracture"): it is assessed and planned, and the coder suggests nothing for it.
      if (!code && (stated.uncertain || words(stated.phrase).length > 6)) continue;
      // "What's thrush?" "It's a fungal infection inside the mouth.": what "it" is, said to a patient's question or
      // in words the code set does not know, explains a diagnosis; it is not one (decision 944).
      if (stated.whatItIs && (!code || patientAskedBefore(utterances, i))) continue;
      // Coded with the region of the visit, the diagnosis is named with it too: "muscular sprain of the lower back".
      const placed = own || !code ? stated.phrase : sited ? `${stated.phrase} of the ${side && side !== 'bilateral' ? `${side} ` : ''}${visitSite}` : `${stated.phrase} of the ${region === 'lumbar' ? 'lower back' : 'neck'}`;
      // "A post-traumatic rather severe stenosing tenosynovitis": the degree is the diagnosis's, the hedge on it speech.
      const name = placed.replace(/\b(?:your|his|her|their)\b/g, 'the').replace(/\b(?:rather|pretty|quite|fairly|somewhat|kind of|sort of) (?=(?:severe|mild|moderate|significant|advanced|large|small)\b)/g, '').replace(/\s+/g, ' ');
      // Named again where the assessment takes it up ("for problem number two, the radiation pneumonitis"): one
      // problem, which that naming places in the plan.
      const again = problemsByName.get(name);
      if (again && !again.term.pattern && !again.mentions.some((m) => m.utterance === i)) {
        const start = u.start + Math.min(stated.at, u.text.length - 1);
        again.mentions.push({ ...again.mentions[0]!, utterance: i, start, end: Math.min(u.end, start + stated.phrase.length) });
      }
      if (again || (!code && [...problemsByName.values()].some((p) => !p.term.pattern))) continue;
      // Said twice in other words ("a distal phalanx fracture in the middle finger", later "… of the middle finger or
      // the third finger"): one diagnosis, which keeps the more specific code.
      const same = code && [...problemsByName.values()].find((p) => typeof p.term.code === 'string' && p.term.code && !p.term.pattern && codeStem(p.term.code) === codeStem(code.code));
      if (code && same) {
        if (/unspecified/i.test(icd10.get(same.term.code as string)?.display_name ?? '') && !/unspecified/i.test(code.display_name)) same.term = { ...same.term, code: code.code };
        continue;
      }
      const start = u.start + Math.min(stated.at, u.text.length - 1);
      const mention: Mention = { term: { name, pattern: '', code: code?.code ?? '' }, type: 'condition', utterance: i, start, end: Math.min(u.end, start + stated.phrase.length), certainty: stated.uncertain ? 'uncertain' : 'affirmed', patientGuess: false, laterality: side };
      problemsByName.set(name, { term: mention.term, certainty: mention.certainty === 'affirmed' ? 'affirmed' : 'uncertain', assessed: true, rank: stated.uncertain || stated.topic ? 1 : 0, mentions: [mention], laterality: side, context: u.lower, at: start, discussedAt: start });
    }
  });
  // A diagnosis the code set has no entry for, which a coded problem names again in other words ("MRI shows disk
  // herniation with nerve impingement" … "an L4-L5 herniated disk"): one problem, the coded one (decision 923).
  for (const [name, problem] of problemsByName) {
    if (problem.term.pattern || problem.term.code) continue;
    const coded = [...problemsByName.values()].find((other) => other !== problem && other.term.code && sameCondition(other.term.name, name));
    if (!coded) continue;
    coded.mentions.unshift(...problem.mentions);
    coded.at = Math.min(coded.at, problem.at);
    coded.discussedAt = Math.min(coded.discussedAt ?? problem.discussedAt!, problem.discussedAt!);
    problemsByName.delete(name);
  }
}

/**
 * The index's best entry for a sided diagnosis may be of the other side ("ankle sprain" matched "Sprain of unspecified
 * ligament of right ankle, initial encounter" for a left ankle): a code whose title names a side takes the side the
 * visit said, the code of its category whose title is the same with that side (an injury's 7th character kept).
 */
export function onSide(code: Icd10Code, side: Laterality, icd10: Icd10Index): Icd10Code {
  const named = /\b(right|left|bilateral)\b/i.exec(code.display_name)?.[1];
  if (!side || !named || named.toLowerCase() === side) return code;
  const title = code.display_name.replace(new RegExp(`\\b${named}\\b`), named[0] === named[0]!.toUpperCase() ? side[0]!.toUpperCase() + side.slice(1) : side);
  return icd10.billableUnder(code.code.slice(0, 3)).find((c) => c.display_name === title) ?? code;
}

/**
 * A condition named by a level the clinician reads out ("your potassium was low", "your PSA came back elevated"): a
 * finding of today's tests, not a condition the patient is known to have.
 */
const LEVEL_READ = /\b(?:is|was|are|were|'s|came back|has been|have been)\b.*\b(?:low|high|elevated|raised|deficient)$/;
const readAsLevel = (visit: Visit, m: Mention) => {
  const u = visit.utterances[m.utterance]!;
  return LEVEL_READ.test(u.lower.slice(m.start - u.start, m.end - u.start));
};

/** A test's reading before a condition: "it does show that you have", "the x-ray revealed", "also shows". */
const RESULT_READ = /\b(?:shows?|showed|showing|reveal(?:s|ed)?|demonstrat\w*|came back(?: with| positive for)?)\b(?!.*\b(?:so|and) (?:i|we)\b)/;

/** Words that name no condition by themselves, for comparing two names of one. */
const NOT_A_CONDITION_WORD = /^(?:with|without|of|the|and|or|in|on|at|to|from|due|right|left|bilateral|acute|chronic|mild|moderate|severe|pain|syndrome|disease|disorder|infection|injury|nerve|some|small|large|lower|upper)$/;
/**
 * A diagnosis the code set has no entry for, said again in other words after a problem already named ("L4-L5 herniated
 * disk" … "MRI shows disk herniation with nerve impingement"): the same condition when the names share a word of the
 * condition itself (its first five letters: "herniated", "herniation"), not a second heading (decision 923).
 */
function sameCondition(name: string, phrase: string): boolean {
  const stems = (text: string) => new Set(words(text.toLowerCase()).filter((w) => /^[a-z]{4,}$/.test(w) && !NOT_A_CONDITION_WORD.test(w)).map((w) => w.slice(0, 5)));
  const named = stems(name);
  return [...stems(phrase)].some((stem) => named.has(stem));
}

/** A code without the character that picks side, digit or site, and without an injury's 7th character. */
const codeStem = (code: string) => code.replace('.', '').replace(/^(.{6})[A-Z]$/, '$1').replace(/X+$/, '').slice(0, -1);

const OF_A_BODY_PART = /arthritis|sprain|strain|fracture|tendin\w*|bursitis|\btear\b|contusion|dislocation|injury|cellulitis|gout|\bpain\b|swelling|wound|laceration|abscess|bunion|neuroma/;

/**
 * The body part a problem is of: in its name ("knee pain"), else the one said closest to it in the same sentence
 * ("arthritis in your knee", "your arthritis, I'm pleased with how your right knee is doing").
 */
function siteOf(visit: Visit, mentions: Mention[], name: string): { site?: string; side?: Laterality } {
  const inName = SIDED_SITE.exec(name)?.[0];
  if (inName) return { site: inName };
  // Only a condition of a body part has one: diabetes said near "kidney" is not diabetes of the kidney.
  if (!OF_A_BODY_PART.test(name)) return {};
  let best: { site: string; distance: number } | undefined;
  for (const m of mentions) {
    const u = visit.utterances[m.utterance]!;
    // "Your left knee pain, I think you just have some arthritis in that": the site (and side) the sentence took up.
    if (/^ in (?:that|it|this|there)\b/.test(u.lower.slice(m.end - u.start))) {
      const before = `${visit.utterances[m.utterance - 1]?.lower ?? ''} ${u.lower.slice(0, m.start - u.start)}`;
      const named = [...before.matchAll(new RegExp(SIDED_SITE.source, 'g'))].at(-1);
      if (named) return { site: named[0], side: sideIn(before.slice(Math.max(0, named.index - 12), named.index)) };
    }
    const from = Math.max(0, m.start - u.start - 40);
    const window = u.lower.slice(from, m.end - u.start + 60);
    for (const s of window.matchAll(new RegExp(SIDED_SITE.source, 'g'))) {
      const at = from + s.index;
      const distance = Math.abs(at - (m.start - u.start));
      if (!best || distance < best.distance) best = { site: s[0], distance };
    }
  }
  return { site: best?.site };
}

/** The region of the spine a sentence names: "lumbar" (lower back) or "cervical" (neck). */
/** The joint a diagnosis is of, in the words a patient uses for where it hurts. */
const JOINT_OF_DIAGNOSIS: [RegExp, string][] = [
  [/\bknee|menisc\w*|patell\w*|cruciate|collateral ligament|\b[ampl]cl\b/, 'knee'],
  [/\bshoulder|rotator cuff|labr\w*|acromio\w*/, 'shoulder'],
  [/\belbow|epicondyl\w*|olecranon/, 'elbow'],
  [/\bwrist|carpal|scaphoid|colles|distal radius/, 'wrist'],
  [/\bankle|malleol\w*|achilles/, 'ankle'],
  [/\bhip\b|trochanter\w*|femoral neck/, 'hip'],
  [/\bfoot|plantar|metatars\w*|hallux|bunion/, 'foot'],
];

/**
 * The side of the pain the patient has at the joint a diagnosis is of, when every sided mention of that pain says one
 * side: "the left knee popped … but my right knee hurts" and a PCL sprain is of the right knee. When the sentence
 * gives no side, this comes before the side the visit says most (the diagnosis explains the complaint).
 */
function sideOfPainAt(visit: Visit, phrase: string): Laterality {
  const joint = JOINT_OF_DIAGNOSIS.find(([re]) => re.test(phrase))?.[1];
  if (!joint) return undefined;
  const sides = new Set(visit.mentions.filter((m) => m.type === 'symptom' && m.certainty === 'affirmed' && m.laterality && m.laterality !== 'bilateral' && m.term.name.includes(joint) && /\bpain\b/.test(m.term.name)).map((m) => m.laterality));
  return sides.size === 1 ? [...sides][0] : undefined;
}

/**
 * The patient's turn just before a clinician's sentence asked something ("That's cancer, right? This was all done in
 * 1993." "Well no, it's a benign tumor."). A clinician's sentence or two of the same turn may come between.
 */
function patientAskedBefore(utterances: Utterance[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && j >= i - 3 && utterances[j]!.speaker !== 'patient') j -= 1;
  let asked = false;
  for (; j >= 0 && utterances[j]!.speaker === 'patient'; j -= 1) asked ||= utterances[j]!.isQuestion || utterances[j]!.text.includes('?');
  return asked;
}

/** The sentences that say pain or an injury: where the complaint is. */
const painSaid = (visit: Visit) => visit.utterances.filter((u) => PAIN_SAID.test(u.lower));

/** The one limb joint the visit's pain is of ("my right shoulder hurts"), when the pain is of one. */
function painSiteOf(painful: Utterance[]): string | undefined {
  const sites = new Set(painful.flatMap((u) => u.lower.match(LIMB_SITES) ?? []).map((site) => site.replace(/s$/, '')));
  return sites.size === 1 ? [...sites][0] : undefined;
}
/** A joint disease, coded by its joint: the complaint's when none is said with it (not gout, coded as the visit says it). */
const JOINT_DISEASE_OF_COMPLAINT = /^(?:osteoarthritis|arthritis|degenerative joint disease|bursitis|tendinitis)$/;
/** A place said right after a condition's name: "in the back", "of both hands". */
const PLACED_AFTER = /^,? (?:in|of|on|at) (?:the|your|his|her|my|both|all) /;

/**
 * Pain said in a sentence, or the injury the patient tells ("I twisted my right ankle", "I landed on my wrist"):
 * where the complaint is (decision 945).
 */
const PAIN_SAID = /\b(?:pain|hurt\w*|ache|aching|sore|strain\w*|spasm\w*|twist(?:ed|ing)|roll(?:ed|ing)|injur(?:ed|ing)|sprain(?:ed|ing)|jammed|(?:fell|landed) on)\b/;
const LIMB_SITE = /\b(?:shoulders?|elbows?|wrists?|hips?|knees?|ankles?|thighs?|calf|calves|hamstrings?)\b/;
const LIMB_SITES = new RegExp(LIMB_SITE.source, 'g');
/** A diagnosis that needs its site to be coded: "a muscular strain", "a sprain", "a contusion". */
/** A skin cancer, coded by its site, and the site of the skin biopsied or shaved ("a shave of right inferior back"). */
const SKIN_CANCER = /\b(?:melanoma|basal cell carcinoma|squamous cell carcinoma|skin cancer)\b/;
const BIOPSY_SITE = /\b(?:shave|punch|excision\w*|biops(?:y|ies))\b[^.?!]{0,30}?\b(?:of|on|from|at) (?:the |your |his |her |my )?(?:(right|left) )?(?:(?:upper|lower|inferior|superior|mid|middle|posterior|anterior|lateral|medial) )*(back|chest|abdomen|arm|forearm|leg|thigh|shoulder|neck|scalp|face|cheek|nose|ear|forehead|calf|shin|hand|foot)\b/;
const BITE_SITE = /\bbites?\b[^.?!]{0,30}?\b(?:on|around|over|near|at|of|in|to) (?:my|your|his|her|the) (?:(?:right|left) )?(knee|ankle|leg|arm|hand|foot|thigh|shoulder|elbow|wrist|hip|back|neck|chest|abdomen|face|finger|toe)s?\b/;
const INJURY_OF_A_SITE = /\b(?:strain|sprain|contusion|bruise|tendinitis|tendonitis|bursitis|fracture)\b/;

const spineRegion = (lower: string) => (/\b(?:lumbar|low(?:er)? back|lower part of (?:my|your|his|her|the) back)\b/.test(lower) ? 'lumbar' : /\b(?:cervical|neck)\b/.test(lower) ? 'cervical' : undefined);

/**
 * A problem the patient says began recently ("I've been feeling anxious over the past few months") and nobody calls a
 * history is today's problem, not past history. The onset may be said in the sentence before the mention ("…over the
 * past few months." "It's started to build up on that anxiety.").
 */
function beganRecently(visit: Visit, mentions: Mention[]): boolean {
  const said = mentions.map((m) => visit.utterances[m.utterance]!.lower);
  const around = mentions.flatMap((m) => visit.utterances.slice(Math.max(0, m.utterance - 2), m.utterance + 1).filter((u) => u.speaker === 'patient').map((u) => u.lower));
  return around.some((s) => RECENT_ONSET.test(s)) && !said.some((s) => SAID_AS_HISTORY.test(s));
}

/**
 * "Some ringing in your ear": the clinician's "your" is the body part's in the condition's name, said back of a symptom
 * just told; it does not make the condition one the patient had before today, as "your asthma" does (decision 584).
 */
function yoursOnlyInTheName(visit: Visit, m: Mention): boolean {
  const u = visit.utterances[m.utterance]!;
  const outside = `${u.lower.slice(0, m.start - u.start)} ${u.lower.slice(m.end - u.start)}`;
  return !/\byour\b/.test(outside) && /\byour\b/.test(u.lower.slice(m.start - u.start, m.end - u.start));
}

/** A condition said in a sentence of the present illness (decisions 526, 580), not as a history nor as the patient's own. */
function happeningNow(visit: Visit, m: Mention): boolean {
  const u = visit.utterances[m.utterance]!;
  return HAPPENING_NOW.test(u.lower) && !SAID_AS_HISTORY.test(u.lower) && !POSSESSED.test(u.lower.slice(0, m.start - u.start));
}

/** A clinician's sentence that restates the impression just given: "a bit of a basic infection of your tummy". */
const RESTATES = /^(?:(?:so|um|uh|and|basically|essentially)[, ]+)*(?:(?:a )?(?:little )?bit of an?\b|which (?:is|means)\b|in other words\b|meaning\b)/;

/**
 * What the clinician says next after naming a diagnosis, when it restates it (the patient's "OK" between): read with
 * the diagnosis for its code. Not when it names another condition.
 */
function restatementOf(visit: Visit, m: Mention): string {
  if (visit.utterances[m.utterance]!.speaker === 'patient') return '';
  let i = m.utterance + 1;
  while (visit.utterances[i]?.speaker === 'patient' && words(visit.utterances[i]!.lower).length <= 3) i++;
  const next = visit.utterances[i];
  if (!next || next.speaker === 'patient' || !RESTATES.test(next.lower)) return '';
  return visit.mentions.some((o) => o.utterance === i && o.type === 'condition' && o.term !== m.term) ? '' : next.lower;
}

/** A question whether a doctor made the diagnosis: "have you been diagnosed with", "has a doctor told you you have". */
const TOLD_BY_A_DOCTOR = /\b(?:diagnosed (?:you )?with|told (?:you|that you)(?: that)?(?: you(?:'ve| have)(?: got| had)?)?|confirmed)\b[^.?!]*$/;
/**
 * A question of the patient's past history: "Do you have diabetes?", "Any history of high blood pressure?", "You have
 * atrial fibrillation from the past?", "Have you ever had pneumonia?". Answered yes, the condition is their history.
 * Not a question of a known condition's course ("have you had any recent asthma attacks?").
 */
const HISTORY_ASKED = /\b(?:do you have|have you (?:ever )?had|(?:any|a) (?:past |prior |previous )?history of|you (?:have|had)|ever had|are you)\b(?:(?!\b(?:or|recent|recently|lately|new|more|other)\b)[^.?!,]){0,25}$/;
/** "You had a brain stroke?" "Yes, mini stroke!": the answer names another condition in the asked one's place. */
function correctedInAnswer(visit: Visit, m: Mention): boolean {
  const answer = answerTo(visit.utterances, m.utterance);
  return answer !== undefined && visit.mentions.some((o) => o.utterance === answer && o.type === 'condition' && o.term !== m.term);
}
/** The patient says yes to the clinician's question at `question`. */
function answeredYes(visit: Visit, question: number): boolean {
  const answer = answerTo(visit.utterances, question);
  return answer !== undefined && isYesAnswer(cleanSpoken(visit.utterances[answer]!.text));
}

/**
 * The clinician's diagnosis just before a condition's name: "I think you have", "it looks like you had some"; or one
 * considered ("I wonder whether you may have a migraine", "you might have"), which is today's too (decision 523).
 */
const DIAGNOSED_HERE = /\b(?:i (?:think|believe|suspect)|(?:looks|sounds|seems) like|consistent with|diagnos\w+ (?:you |him |her )?with|my impression is|wonder(?:ing)? (?:whether|if)|(?:you|she|he) (?:may|might|could) (?:well )?have)\b(?![^.?!]*\bhistory of\b)[^.?!]*$/;

/** Material given to the patient about a condition: "information about", "a leaflet on", "read up on". */
const READING_ABOUT = /\b(?:information|info|leaflets?|links?|website|handouts?|pamphlets?|literature|reading|read (?:up )?)\b(?: [a-z']+){0,3}? (?:about|on|regarding) (?:(?:the|an?|some|what) )?(?:[a-z']+ ){0,1}$/;

/** Writes the past medical history and answers the names in it. */
/** A condition's common name beside its specific one: the same condition. */
const LESS_SPECIFIC_NAME: Record<string, RegExp> = { eczema: /^atopic dermatitis$/ };

/** A stage of life, not a disease had: "thirteen for my period and twenty-eight for menopause" is no past medical history. */
const LIFE_STAGES = ['menopause'];

/** Two names of one condition said in apposition: "atopic dermatitis, in other words eczema", "also called", "aka". */
const SAME_CONDITION_BETWEEN = /^[\s,]*(?:(?:in other words|also called|also known as|otherwise known as|aka|or what (?:we|they) call|which is|that is|i\.e\.)[\s,]*)(?:(?:an?|the|your|his|her)\s+)?$/;

function writeHistory(visit: Visit, list: FactList, history: Map<string, Mention[]>, problems: Problem[]): string[] {
  for (const stage of LIFE_STAGES) history.delete(stage);
  // "A history of atopic dermatitis, in other words eczema": one condition, written by its more specific name (decision 868).
  for (const [name, mentions] of [...history]) {
    for (const [other, others] of history) {
      if (other === name) continue;
      const apposed = mentions.some((m) => others.some((o) => o.utterance === m.utterance && o.start > m.end && SAME_CONDITION_BETWEEN.test(visit.utterances[m.utterance]!.lower.slice(m.end - visit.utterances[m.utterance]!.start, o.start - visit.utterances[m.utterance]!.start))));
      if (apposed) history.delete(words(name).length >= words(other).length ? other : name);
    }
  }
  // Today's acute problem is not history; a chronic condition the visit manages is ("history of hypertension").
  const reason = reasonAnswer(visit.utterances);
  for (const problem of problems) {
    // Only a chronic condition the lexicon knows; a stated diagnosis (a strain, a fracture) is today's.
    if (problem.certainty !== 'affirmed' || ACUTE.has(problem.term.name) || !problem.term.pattern) continue;
    // A condition first found on today's exam ("I also feel a slight enlargement of your liver") is not history.
    const first = Math.min(...problem.mentions.map((m) => m.utterance));
    // Nor is one the clinician says is new ("your cholesterol came back at 240, so you do have high cholesterol, which
    // is new"), wherever it is said.
    // "So for your first problem, the new atrial fibrillation": new, said right before its name.
    const saidNew = problem.mentions.some((m) => {
      const u = visit.utterances[m.utterance]!;
      return NEW_TODAY.test(u.lower) || NEW_BEFORE.test(u.lower.slice(Math.max(0, m.start - u.start - 30), m.start - u.start));
    });
    // Nor one the clinician diagnoses after the history, from the exam or a result ("it looks like you had some
    // gastritis", "I think you have gastritis"), wherever it was first named: the visit's diagnosis, not the past. The
    // cue is read in the clause's last 80 characters: "it sounds like what you're suffering from is what's known as a
    // migraine" is one diagnosis (decision 528).
    const named = [...problem.mentions, ...(history.get(problem.term.name) ?? [])].sort((a, b) => a.start - b.start)[0]!;
    const namedIn = visit.utterances[named.utterance]!;
    const diagnosedToday =
      !visit.dictation && named.utterance >= Math.min(visit.examFrom, visit.assessmentFrom) && namedIn.speaker !== 'patient' && DIAGNOSED_HERE.test(namedIn.lower.slice(Math.max(0, named.start - namedIn.start - 80), named.start - namedIn.start));
    // Nor one named only by a level read out today ("your potassium was low at 3.1").
    const readToday = problem.mentions.every((m) => readAsLevel(visit, m));
    const foundToday = (first >= visit.examFrom && first < visit.assessmentFrom && !visit.dictation) || saidNew || diagnosedToday || readToday;
    if (saidNew || diagnosedToday) history.delete(problem.term.name);
    if (beganRecently(visit, [...problem.mentions, ...(history.get(problem.term.name) ?? [])])) {
      history.delete(problem.term.name);
      continue;
    }
    // The problem the patient was sent or presents with ("your PCP sent you over for a nonhealing foot ulcer"), or
    // names in answer to "what seems to be the problem today?" ("I've had this bunion on my foot for such a long
    // time", not "my psoriasis", decision 914), is the visit's, not its history, unless a history of it is said.
    const referredFor = problem.mentions.some((m) => {
      const u = visit.utterances[m.utterance]!;
      return REFERRED_FOR.test(u.lower.slice(Math.max(0, m.start - u.start - 80), m.start - u.start)) || (reason.has(m.utterance) && u.speaker === 'patient' && m.certainty === 'affirmed' && !CALLED_MINE.test(u.lower.slice(Math.max(0, m.start - u.start - 40), m.start - u.start)));
    });
    if (referredFor && !problem.mentions.some((m) => /\bhistory of\b/.test(visit.utterances[m.utterance]!.lower))) {
      history.delete(problem.term.name);
      continue;
    }
    const known = problem.mentions.some((m) => SAID_AS_HISTORY.test(visit.utterances[m.utterance]!.lower) && !NO_HISTORY.test(visit.utterances[m.utterance]!.lower)) || history.has(problem.term.name) || (/\byour\b/.test(problem.context) && !foundToday && !problem.mentions.every((m) => yoursOnlyInTheName(visit, m)));
    if (known && !history.has(problem.term.name)) history.set(problem.term.name, problem.mentions.slice(0, 1));
  }
  const current = new Set(problems.map((p) => p.term.name));
  const named = [...history.keys()];
  const entries = [...history.entries()]
    .filter(([name, ms]) => !ACUTE.has(name) || (!current.has(name) && ms.some((m) => SAID_AS_HISTORY.test(visit.utterances[m.utterance]!.lower))))
    // "About fifteen minutes ago, I was stung by wasp": what happened minutes or hours ago is why the patient calls
    // today, never the past history (decision 526); so is what happened recently or was just noticed (decision 580).
    .filter(([, ms]) => !ms.every((m) => happeningNow(visit, m)))
    // "Anemia" beside "iron deficiency anemia" is the same condition said less well; so is "eczema" beside "atopic
    // dermatitis" ("a history of atopic eczema?" "Yes, I have eczema.").
    .filter(([name]) => !named.some((other) => other !== name && (other.endsWith(` ${name}`) || LESS_SPECIFIC_NAME[name]?.test(other))))
    .sort((a, b) => a[1][0]!.start - b[1][0]!.start);
  if (!entries.length) return [];
  list.add({
    kind: 'history',
    text: sentence(`The patient has a history of ${joinList(entries.map(([name]) => name))}`),
    evidence: dedupeSpans(entries.flatMap(([, ms]) => ms.slice(0, 1).map((m) => ({ start: m.start, end: m.end })))),
    essential: true,
    cardiacRisk: entries.some(([, ms]) => ms[0]!.term.cardiacRisk),
    psychiatric: entries.some(([, ms]) => ms[0]!.term.psychiatric),
  });
  for (const [name, ms] of entries) {
    if (ms[0]!.term.cardiacRisk) list.add({ kind: 'risk_factor', text: sentence(capitalize(name)), evidence: [{ start: ms[0]!.start, end: ms[0]!.end }], essential: true });
  }
  return entries.map(([name]) => name);
}

/** Words that specify a diagnosis when said right after it. */
const QUALIFIER = /^,?\s*(recurrent|single episode|in remission|with (?:an? )?(?:acute )?exacerbation|acute on chronic|paroxysmal|persistent|permanent|intermittent)\b/;

/**
 * A problem's name with its body part and side, as a note heads it: "Right knee sprain", "Osteoarthritis of the
 * left knee"; a side with no body part to name stays after the name ("Otitis media, right").
 */
function nameWithSite(problem: Problem, visit: Visit): string {
  const { term, site, laterality } = problem;
  const side = laterality && laterality !== 'bilateral' && !term.name.includes(laterality) ? laterality : undefined;
  if (site && term.name.includes(site)) return side ? `${side} ${term.name}` : term.name;
  if (site) return `${term.name} of the ${side ? `${side} ` : ''}${site.replace(/s$/, '')}`;
  // A stated diagnosis that names its body part: "knee sprain" on the right → "Right knee sprain".
  if (side && /^(?:\w+ )?(?:knee|shoulder|hip|ankle|wrist|elbow|foot|hand|leg|arm|thigh|finger|toe|thumb)\b/.test(term.name)) return `${side} ${term.name}`;
  if (side && /\b(?:ear|carpal|sciatica|vertigo|otitis|tinnitus)\b/.test(term.name)) return `${term.name}, ${side}`;
  // "Tick bite of the knee" on the right: "Tick bite of the right knee".
  if (side && / of the (?!right|left)[a-z]+$/.test(term.name)) return term.name.replace(/ of the (?=[a-z]+$)/, ` of the ${side} `);
  // "Strain of the right posterior cruciate ligament" (not "of the left lower back", whose code has no side).
  if (side && / of the (?!right|left)(?:[a-z]+ ){1,3}[a-z]+$/.test(term.name) && codedWithSide(problem, visit)) return term.name.replace(/ of the (?=(?:[a-z]+ ){0,3}[a-z]+$)/, ` of the ${side} `);
  // Any other diagnosis whose code has a side: "Right medial epicondylitis", "Bilateral …"; not one that
  // needs its joint to read ("right osteoarthritis").
  const named = side ?? (laterality === 'bilateral' ? 'bilateral' : undefined);
  return named && !/arthritis|gout/.test(term.name) && codedWithSide(problem, visit) ? `${named} ${term.name}` : term.name;
}

/** The code the lexicon gives a problem by what was said of it, before validation. */
const codeOfProblem = (problem: Problem) => codeFor(problem.term, { text: problem.context, problems: [], laterality: problem.laterality });

/**
 * What a problem's code says that its name does not, named in its heading: the complication a diabetes is coded with
 * ("Type 2 diabetes with diabetic neuropathy" when the clinician said the neuropathy is diabetic, E11.40), a chronic
 * kidney disease's stage ("Chronic kidney disease stage 3b"), a radiculopathy's region and side ("Left lumbar
 * radiculopathy"), a COPD's exacerbation.
 */
const DIABETES_COMPLICATION: [RegExp, string][] = [
  [/^E1[0-3]\.4/, 'diabetic neuropathy'], [/^E1[0-3]\.2[12]/, 'diabetic kidney disease'], [/^E1[0-3]\.3/, 'diabetic retinopathy'],
  [/^E1[0-3]\.621/, 'foot ulcer'], [/^E1[0-3]\.649/, 'hypoglycemia'],
];
const RADICULOPATHY_REGION: Record<string, string> = { 'M54.12': 'cervical', 'M54.13': 'cervicothoracic', 'M54.14': 'thoracic', 'M54.15': 'thoracolumbar', 'M54.16': 'lumbar', 'M54.17': 'lumbosacral' };
function withCodedDetail(problem: Problem, name: string, problems: Problem[]): string {
  const code = codeOfProblem(problem);
  const stage = problem.term.name === 'chronic kidney disease' ? /^N18\.(\d)([12])?$/.exec(code) : null;
  if (stage && Number(stage[1]) <= 5) return `${name} stage ${stage[1]}${stage[2] ? (stage[2] === '1' ? 'a' : 'b') : ''}`;
  // "COPD exacerbation" (J44.0, J44.1), as the exacerbation is what the visit treats.
  if (problem.term.name === 'COPD' && /^J44\.[01]$/.test(code)) return `${name} exacerbation`;
  const region = name === 'radiculopathy' ? RADICULOPATHY_REGION[code] : undefined;
  if (region) return `${problem.laterality === 'left' || problem.laterality === 'right' ? `${problem.laterality} ` : ''}${region} radiculopathy`;
  if (!/diabetes$/.test(problem.term.name)) return name;
  const complication = DIABETES_COMPLICATION.find(([of]) => of.test(code))?.[1];
  // Not when the complication is a problem of its own ("Right foot ulcer."), with its own entry.
  const ownEntry = complication && problems.some((other) => other !== problem && other.term.name.includes(complication.split(' ').at(-1)!));
  return complication && !ownEntry ? `${name} with ${complication}` : name;
}

/** The problem's code names a side ("Medial epicondylitis, right elbow"): hypertension at a visit for a right knee has none. */
function codedWithSide(problem: Problem, visit: Visit): boolean {
  const code = codeOfProblem(problem);
  // Its code, or the code's sibling for a side ("…, unspecified elbow" has "…, right elbow").
  return /\b(?:right|left)\b/i.test(visit.icd10?.get(code)?.display_name ?? '') || /\bright\b/i.test(visit.icd10?.withLaterality(code, 'right')?.display_name ?? '');
}

/**
 * "A viral illness, maybe a viral upper respiratory tract infection": the unplaced viral illness and the viral infection
 * that places it, said in one sentence, are one impression (decision 522): the placed one, unless only the placement
 * is hedged ("a viral illness, probably an upper respiratory infection"), when the stated viral illness is the
 * impression and the hedged placement is left with its reasoning.
 */
function placesViralIllness(general: Problem, other: Problem, utteranceOf: (m: Mention) => { lower: string; start: number }): boolean {
  if (general.term.name !== 'viral infection' || !VIRAL_PLACE.test(other.term.name)) return false;
  return other.mentions.some((m) => {
    const u = utteranceOf(m);
    return general.mentions.some((g) => g.utterance === m.utterance && g.end <= m.start && PLACED_AS.test(u.lower.slice(g.end - u.start, m.start - u.start)));
  });
}

/**
 * An operation the visit says was done is assessed as the patient's state after it: "Status post lobectomy.", "Status
 * post kidney transplant." (a note does not list an operation as a problem). Its code is then a status (Z90–Z98);
 * a device ("pacemaker", "coronary stent") is named as it is.
 */
function operated(problem: Problem): boolean {
  if (problem.certainty !== 'affirmed' || !/(?:ectomy|transplant|replacement|bypass graft|bypass|surgery|arthroplasty)$/.test(problem.term.name)) return false;
  const code = codeOfProblem(problem);
  return /^Z9[0-8]/.test(code);
}

/** One problem line each (its name, side and status today), and the diagnoses the clinician thought unlikely. */
function writeProblems(visit: Visit, list: FactList, problems: Problem[], unlikely: Map<string, Mention>) {
  for (const problem of problems) {
    const evidence = dedupeSpans(problem.mentions.slice(0, 3).map((m) => ({ start: m.start, end: m.end })));
    const name = withCodedDetail(problem, nameWithSite(problem, visit), problems);
    // What the clinician said right after the name ("major depressive disorder, recurrent") is part of the diagnosis.
    const qualifier = problem.mentions.map((m) => QUALIFIER.exec(visit.utterances[m.utterance]!.lower.slice(m.end - visit.utterances[m.utterance]!.start))?.[1]).find(Boolean);
    // An exacerbation named is already worse ("COPD exacerbation", not "…, worsening").
    const worseSaid = /exacerbation$/.test(name) && problem.status === 'worsening';
    const status = [qualifier, problem.certainty === 'affirmed' && !worseSaid ? problem.status : undefined].filter(Boolean).map((w) => `, ${w}`).join('');
    list.add({
      kind: 'problem',
      text: sentence(`${problem.certainty === 'uncertain' ? 'Possible ' : operated(problem) ? 'Status post ' : ''}${name}${status}`),
      evidence,
      essential: true,
      psychiatric: problem.term.psychiatric,
      cardiacRisk: problem.term.cardiacRisk,
      problem: problem.term.name,
    });
  }
  for (const [name, m] of unlikely) {
    if (problems.some((p) => p.term.name === name)) continue;
    list.add({ kind: 'impression', text: sentence(`${capitalize(name)} considered unlikely`), evidence: [{ start: m.start, end: m.end }], essential: true });
  }
}

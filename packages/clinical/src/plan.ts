/**
 * The clinician's plan as a note writes it: "I'm going to increase your lisinopril to 40 milligrams a day" →
 * "Increase lisinopril to 40 mg daily."; "we'll get an x-ray of your right knee" → "Order x-ray of the right knee.";
 * "I don't feel the need to start you on any medications" → "No new medication started." A decision keeps its
 * sign: a negated action is never written as the action.
 */
import { dosingOf } from './dosing.js';
import { NOTHING_CHANGED, REACH_US } from './facts/cues.js';
import { MEDICATION_PATTERN, namesMedication, untilNextDrug } from './findings.js';
import { FINITE_VERB, noteSentence } from './phrasing.js';
import { isClinicalRegister } from './register.js';
import { cleanSpoken, clinicalWords, clinicianToThirdPerson, joinList, NUMBER, numberValue, sentence, timeSpan, words, type Pronouns } from './text.js';

/** `allow`: a drug the patient may take as they need it ("you can take some ibuprofen as needed"). */
export type PlanAction = 'start' | 'allow' | 'increase' | 'decrease' | 'continue' | 'stop' | 'refill' | 'switch' | 'change' | 'order' | 'repeat' | 'refer' | 'advise';

export interface PlanItem {
  action: PlanAction;
  /** Said as not to be done ("we won't start anything"). */
  negated: boolean;
  /** The medication, test or service the action is about, when there is one. */
  subject?: string;
  text: string;
}

/** Words that take back what was just said: "or, I'm sorry", "I mean", "rather". */
const TAKEN_BACK = /^,?\s*(?:or,?\s*)?(?:i'?m sorry|sorry|i mean|rather|no,? wait),?\s+(?:the\s+)?[a-z]/;

const MEDICATION_VERBS: [PlanAction, RegExp][] = [
  ['increase', /\b(?:increas\w*|bump\w*|go(?:ing)? up on|titrat\w* up|up the dose|rais\w*|doubl\w*|(?:a )?higher dose|higher strength of (?:the|your|his|her))\b/],
  // "Cut the metoprolol down to 25": the drug may stand between the verb and its particle.
  // "Something lower than Wixela" compares; it lowers nothing.
  ['decrease', /\b(?:decreas\w*|reduc\w*|lower\w*(?! than)|cut\w* (?:(?:the|your|his|her) )?(?:[a-z]+ )?(?:dose )?(?:back|down|in half)|halv\w*|^[a-z-]+ (?:dose )?in half\b|go(?:ing)? down on|taper\w*|wean\w*)\b|^[a-z-]+ (?:back |way )?down to\b/],
  // Not "no changes to your lisinopril": a change "to" the patient's own drug is of its dose, not a switch to it.
  ['switch', /\b(?:switch\w*|chang\w*) (?:you |him |her )?(?:(?:your|his|her|the) [a-z-]+ |from [a-z -]+ )?(?:over )?to\b(?! (?:your|his|her|the current|the same)\b)/],
  ['change', /\b(?:chang\w*|adjust\w*|modif\w*)\b/],
  ['stop', /\b(?:stop\w*|discontinu\w*|come off|get (?:you |him |her )?off|hold\w*(?! off))\b/],
  ['refill', /\b(?:refill\w*|renew\w*)\b/],
  // "You can keep using the Mederma scar gel": a drug used on is continued, as one taken on.
  ['continue', /\b(?:continu\w*|keep (?:you |him |her )?(?:on|taking|using|applying)|stay(?:ing)? on|remain on|maintain\w*)\b/],
  ['allow', /\b(?:(?:you|she|he) (?:can|may) (?:also )?(?:take|use)|(?:thing to do|thing you can do) (?:would be|is) to (?:take|use|try)|(?:it'?s )?(?:okay|ok|fine|alright|safe) to (?:take|use)|recommend\w*[^.]{0,80}?\b(?:taking|using|take|use|try|trying))\b/],
  // "It might be worth taking a three day course of antibiotics": the clinician's proposal of a treatment is its start.
  ['start', /\b(?:start\w*|begin\w*|initiat\w*|prescrib\w*|treat\w* (?:you|him|her|them|it|this|that) with|put (?:you|him|her|them) on|plac\w* (?:you|him|her) on|add\w*|give (?:you|him|her)|try\w*|trial of|send in|call in|order\w*|write (?:you |him |her )?(?:a )?(?:new )?(?:prescription|script)|prescription for|get (?:you|him|her)(?: started)?(?: right away)?(?: on)?|(?:we'?ll|i'?ll|let'?s) do|i(?:'d| would)? (?:like|want|need) you to (?:use|take|apply|try)|i want you to (?:use|take|apply|try)|(?:have|get) (?:you|him|her) (?:take|taking|use|using|start(?:ed)? on|on)|worth (?:taking|trying|starting|having))\b/],
];
/** "don't", "won't", "no need to", "hold off on": the action is not taken. */
/** Watchful waiting decided: "we can just continue to observe you", "we'll keep monitoring it". */
const OBSERVE = /\b(?:continue to|keep(?: on)?) (?:observ\w*|watch\w*|(monitor\w*))(?: (?:you|him|her|it|this|that|things))?(?: (?:for now|closely|clinically))?\s*[.,]?\s*$/;

/**
 * A decision not taken. "Why don't we start with physical therapy" suggests; it declines nothing. A need said under a
 * negation is none: "this isn't an emergency that you need to rush down to A and E". "Don't eat within three hours of
 * bed" is advice, not a decision declined.
 */
const DECLINED =
  /\b(?<!\bwhy )(?:(?:is|are|was|were|it'?s|that'?s|this'?s)(?:\s?n'?t| not),?\s[^.;?,]{0,50}?\b(?:that |which )?(?:you|she|he) (?:need|needs|have|has) to|(?:do(?:es)?n'?t|do(?:es)? not)(?! (?:eat|drink|lie|lift|drive|smoke|skip|scratch|pick|sleep|go to bed)\b)|did not|didn'?t|won'?t|will not|not going to|not gon ?na|no need to|not need to|don'?t (?:feel|think) (?:the need|we need|you need|it'?s necessary)|hold off(?: on)?|no reason to|not (?:recommend\w*|start\w*|add\w*|chang\w*)|no (?:further |other )?(?:changes?|adjustments?) (?:to|in|with|for))\b/;

/** The clinician's own next statement: "I'm going to", "I want you to", "we'll". */
const NEW_DECISION = /\b(?:i'?m going to|i am going to|i want (?:you )?to|i'?d like (?:you )?to|i'?ll|we'?ll|we are going to|we'?re going to|let'?s|why don'?t (?:we|you|i))\b/;

/** The words that make what follows an order's purpose. */
const PURPOSE_BEFORE = /\b(?:make sure|ensure|see if|check if|confirm)(?: that)?\s+(?:\w+\s+)?$/;

/** Tests, imaging and procedures a clinician orders. */
const TEST =
  /\b(?:(?:chest |knee |hip |ankle |foot |hand |wrist |shoulder |spine |lumbar |back )?x-?rays?|(?:(?:renal(?: artery)?|kidney|bladder|abdominal|pelvic|transvaginal|thyroid|breast|scrotal|testicular|liver|gallbladder|right upper quadrant|venous|arterial|(?:lower|upper) extremity|vascular|carotid|head|brain|chest|neck|sinus|cervical(?: spine)?|thoracic(?: spine)?|lumbar(?: spine)?|hip|knee|shoulder|ankle|foot|wrist|hand|elbow) )?(?:mri|ct(?: scan)?|cat scan|ultrasound|doppler)|echo(?:cardiogram)?|ekg|ecg|electrocardiogram|(?:nuclear |cardiac )?stress test|holter(?: monitor)?|event monitor|lab work|labs?|blood work|bloodwork|blood tests?|(?:thick and thin )?blood films?|inflammatory markers|cbc|bmp|cmp|chem-?\s?\d+|(?:basic|comprehensive) metabolic panel|lipid panel|cholesterol panel|(?:hemoglobin )?a1c|(?:urine )?microalbumin(?:[- ]to[- ]creatinine ratio)?|urine albumin(?:[- ]to[- ]creatinine ratio)?|(?:vitamin )?b12(?: level)?|magnesium(?: level)?|potassium(?: level)?|tsh|thyroid (?:panel|function tests?|levels?|labs?|tests?|blood work)|lipase|amylase|troponins?|d-?dimer|bnp|ferritin|folate|hcg|afp|ldh|cea|ca-?\s?125|esr|sed rate|crp|c-reactive protein|inr|uric acid|cortisol|prolactin|genetic (?:testing|tests?)|urinalysis|urine (?:test|culture|sample)|(?:throat |urine |blood |wound |stool |sputum )?culture|biopsy|colonoscopy|(?:upper |capsule )?endoscopy|egd|mammogram|pap(?: smear| test)?s?|dexa(?: scan)?|bone density(?: scan)?|sleep study|pulmonary function tests?|pfts?|spirometry|cardiac cath(?:eterization)?|heart cath(?:eterization)?|\bcath\b|angiogram|nerve conduction stud(?:y|ies)|emg|(?:covid|strep|flu|pregnancy) test|(?:h pylori |urea )?breath test|h pylori (?:stool )?(?:test|antigen|serology)|stool (?:test|antigen)|fit test|cologuard|swab|vitamin d(?: level)?|psa|iron studies|liver (?:function(?: tests)?|enzymes)|kidney function(?: tests)?|thyroid(?! (?:medications?|medicines?|pills?|problems?|disease|gland|issues?|nodules?|dose|cancer|doctor|specialist))|(?:fasting )?glucose(?! (?:at home|every|daily|before|after|readings|log|meter|monitor))|hepatitis panel|hiv test|allergy test\w*|ankle-brachial index|carotid (?:ultrasound|doppler)|doppler|photos?|photographs?|pictures|(?:[a-z0-9-]+ ){1,2}(?:panel|titers?|blot|pcr|screen(?:ing)?))\b/g;
const TEST_OBJECT = /^(?: with(?:out)? contrast)? (?:of|on) (?!(?:the |your |his |her |their )?(?:way|own|behalf)\b)(?:the |your |his |her |their )?((?:(?:right|left|both|bilateral) )?[a-z]+(?: (?:spine|joint|extremity|extremities|knee|hip|shoulder|ankle|foot|wrist|hand|back|chest|abdomen|pelvis|head|neck|brain|heart|arteries))?(?: and (?:the )?(?:pelvis|abdomen|chest|neck))?)/;
// "Do" orders ("do an x-ray"), not as an auxiliary ("you do have a vitamin D deficiency").
// "It's probably worth having a couple of basic blood tests": a test worth having is ordered.
const ORDER_VERB = /\b(?:order\w*|ask\w* for|worth (?:having|getting|doing)|get\w*|check\w*|repeat\w*|obtain\w*|schedul\w*|do(?:ing)?(?! (?:have|has|want|need|think|know|see|feel|hear|appreciate|recommend|not|n't)\b)|draw\w*|send (?:you |him |her )?(?:for|to get)|set (?:you |him |her )?up (?:for|with)|run\w*|recheck\w*|perform\w*|go ahead with|arrange\w*|recommend\w*)\b/;
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
const DUE = new RegExp(
  String.raw`\b(?:in|within|after) (?:about |another |the next )?((?:${NUMBER})(?: to (?:${NUMBER}))? (?:days?|weeks?|months?|years?))\b|\b(before (?:your|the|his|her) next (?:visit|appointment))\b|\bin ((?:${MONTHS})(?: of)? \d{4})\b`,
);

const REFERRAL =
  /\b(?:refer\w*|referral|recommend(?:ed)? (?:(?:you|him|her) )?for|recommend(?:ed)?(?= (?:some )?(?:physical|occupational|speech) therapy)|send (?:you|him|her) (?:over )?to|have (?:you|him|her) (?:see|follow up with)|see (?:a|an|the)|(?:start |begin )seeing (?:a|an|the)|consult\w*(?: with)?|(?:start|get) (?:you|him|her) (?:on|in|into|started (?:on|in|with)|set up (?:with|for))|set (?:you|him|her) up (?:with|for)|(?:start|begin|try|do|order|prescribe|arrange|schedule|set up)(?: (?:you|him|her) (?:for|with))?(?: some)?(?=(?: with)? (?:physical|occupational|speech) therapy))\b(?: (?:you|him|her|them))?(?: (?:back )?to| for| with)* (?:a |an |the |some )?(?:local )?((?:physical|occupational|speech|cardiac|pulmonary) (?:therapy|therapists?|rehab\w*)|\bpt\b|[a-z]+ologists?|[a-z]+ology|[a-z]+iatrists?|[a-z]+iatry|orthopedic\w*(?: surgeon| surgery)?|ortho\b|(?:(?:general|vascular|plastic|colorectal|cardiothoracic|thoracic|hand|spine|breast|bariatric) )?(?:surgeons?|surgery)|nutritionists?|nutrition(?:al)?(?: counseling| services)?|dietitians?|podiatr\w*|counsel\w*|(?:a )?therapists?|(?:(?:cognitive[- ]behaviou?ral|talk|group|family|couples?) )?therapy\b|specialists?|(?:sleep|pain|wound|weight loss|diabetes) (?:clinic|center|specialist|medicine|management|education|educator)|(?!(?:our|your|his|her|their|this|that|the|local|walk-in|urgent)\b)[a-z-]+ clinic|ent\b|gi\b(?! (?:doctor|specialist|bleed\w*|upset|issues?|symptoms?|tract))|ear,? nose,? and throat|chiropract\w*|physical medicine|rehab\w*|behaviou?ral health|mental health(?: services)?|(?:eye|heart|skin|kidney|foot|bone|stomach|gi|lung|nerve|ear) (?:doctor|specialist))/;

const BRANDS = new Set(
  ('oxycontin invega serevent lasix entresto eliquis xarelto coumadin plavix brilinta lipitor crestor zetia glucophage januvia tradjenta jardiance farxiga ozempic ' +
    'wegovy rybelsus victoza trulicity mounjaro lantus humalog novolog levemir basaglar synthroid proair ventolin flovent advair symbicort ' +
    'singulair spiriva medrol augmentin zithromax keflex cipro macrobid bactrim flagyl diflucan tamiflu paxlovid tessalon mucinex prilosec zantac elavil bentyl nasonex compazine xyzal astelin valtrex famvir monistat bactroban ' +
    'protonix nexium pepcid zofran reglan miralax advil motrin aleve mobic celebrex voltaren tylenol percocet norco lortab vicodin oxycontin dilaudid neurontin lyrica flexeril ' +
    'humira plaquenil imitrex topamax zoloft prozac lexapro celexa paxil effexor cymbalta wellbutrin remeron buspar xanax ativan klonopin ' +
    'valium ambien seroquel zyprexa risperdal abilify latuda lamictal depakote keppra adderall ritalin concerta vyvanse strattera suboxone ' +
    'piriton betnovate diprobase dermol stemetil clenil ' +
    'chantix zyrtec claritin allegra benadryl flonase flomax viagra cialis fosamax ultram naprosyn norvasc combivent duoneb alvesco wixela breo trelegy anoro qvar pulmicort ' +
    'lamisil silvadene neosporin ciprodex cortisporin polytrim rocephin kenalog toradol robaxin skelaxin narcan fioricet phenergan antivert dramamine imodium ' +
    'pepto colace dulcolax linzess carafate stelara xeljanz enbrel rinvoq otezla dupixent toujeo tresiba humulin novolin jentadueto janumet synjardy xigduo ' +
    'invokana steglatro actos dilantin aimovig ajovy emgality nurtec ubrelvy maxalt relpax aricept namenda sinemet requip mirapex pradaxa savaysa effient ' +
    'ranexa imdur cozaar diovan benicar avapro micardis procardia cardizem toprol lopressor coreg tenormin zestril prinivil vasotec altace lotensin aldactone ' +
    'microzide bumex demadex hygroton armour cytomel tapazole premarin provera prometrium nuvaring sprintec yaz nexplanon mirena proscar avodart detrol ' +
    'myrbetriq vesicare antabuse campral vivitrol sublocade trintellix pristiq viibryd fetzima spravato lunesta sonata belsomra atarax vistaril kapvay intuniv ' +
    'focalin anaprox ultracet decadron lopid tricor niaspan welchol repatha praluent levaquin biaxin ceftin omnicef lidoderm tums maalox mylanta androgel ' +
    'clomid arimidex zanaflex soma mederma xopenex epipen medrol-dosepak voltaren-gel tylenol-3 solu-medrol depo-provera depo-testosterone ' +
    'cardura hytrin minipress uroxatral rapaflo bystolic xalatan pataday evista boniva actonel prolia buscopan gaviscon microgynon rigevidon ' +
    'utrogestan fybogel movicol laxido taxol').split(' '),
);
/** Former British names still said, written by the name in use ("amoxycillin" → amoxicillin). */
const FORMER_NAMES = new Map([
  ['amoxycillin', 'amoxicillin'],
  ['frusemide', 'furosemide'],
  ['lignocaine', 'lidocaine'],
]);
/** The name in use for a drug said by a former one ("amoxycillin" → "amoxicillin"); any other name as said. */
export const currentName = (said: string) => FORMER_NAMES.get(said) ?? said;
/** A note writes a generic name in lower case and a brand name with its capital. */
export function drugName(said: string): string {
  const name = currentName(said);
  return BRANDS.has(name) ? name.charAt(0).toUpperCase() + name.slice(1) : name.replace(/\bvitamin ([a-z])(?=\d|\b)/, (_m, letter: string) => `vitamin ${letter.toUpperCase()}`).replace(/^coq10$/, 'CoQ10');
}


/** Said of what would be done if something happened: "you would need to stop taking the medicine". */
const WOULD = /\bwould (?:need|have|want) to\b[^.;,]{0,30}$/;
/** "Restart the Flovent": a drug the patient had stopped, started again (decision 830). */
const RESTARTED = /\b(?:restart\w*|resum\w*|go back on|get back on|start (?:back on|(?:it |that |the \w+ )?again))\b[^.;]{0,15}$/;
/** A drug stopped for a procedure and then resumed: "get you off your clopidogrel for a week beforehand" → "for 1 week before surgery". */
function heldFor(clause: string): string | undefined {
  // "Hold the metformin for 2 days after the CT with contrast": a hold around a study, after it.
  const after = /\bafter (?:the |your |his |her )?((?:ct|cat scan|mri|angiogram|cath\w*|contrast study|procedure|surgery)(?: (?:scan|with contrast|with dye))?)\b/.exec(clause);
  const event = /\b(?:before|prior to) (?:the |your |his |her )?(surgery|procedure|operation|colonoscopy|endoscopy|biopsy|injection)\b|\bbeforehand\b/.exec(clause);
  const length = HELD_LENGTH.exec(clause);
  // "Hold the Lasix for a couple of days": a pause of a length, not a stop.
  if (!event && !after) return length && /\bhold\w*\b/.test(clause) ? `for ${timeSpan(length[1]!, length[2]!)}` : undefined;
  const span = length ? `for ${timeSpan(length[1]!, length[2]!)} ` : '';
  if (after && !event) return `${span}after the ${after[1]!.replace(/^ct\b/, 'CT').replace(/^mri\b/, 'MRI')}`;
  const what = event![1] ?? /\b(surgery|procedure|operation|colonoscopy|endoscopy|biopsy)\b/.exec(clause)?.[1] ?? 'the procedure';
  return `${span}before ${what}`;
}
const HELD_LENGTH = new RegExp(String.raw`\bfor (?:about )?(${NUMBER}) (days?|weeks?)\b`);

/** How long a new prescription is taken: "for ten days", "for 2 weeks". */
/**
 * A form said right after the drug that is a product and a way of taking of its own: lidocaine as a "swish and
 * swallow" is not a lidocaine patch. Written with the drug ("Start lidocaine swish and swallow 4 times daily.").
 */
const FORM_AFTER = /^,?\s+(swish and swallow|mouth ?wash|mouth rinse|patch(?:es)?|nasal spray|eye drops|ear drops|suppositor(?:y|ies))\b/;
/** How long a prescription or a changed dose is taken: "for ten days", "for one month", "for the next four days". */
/**
 * "For the next five days, then go back to once a day": what the dose returns to after a course (decision 822).
 */
const RESUMED_AFTER_COURSE = /^[^.;?!]{0,20}?\bthen (?:go |come )?(?:back (?:down )?to|resume|return to) (?:the |your )?(once a day|daily|twice a day|usual(?: dose)?|regular(?: dose)?|\d+(?:\.\d+)? (?:mg|milligrams)(?: (?:once|twice) a day| daily)?)/;
function resumedAfter(rest: string): string {
  const said = RESUMED_AFTER_COURSE.exec(rest)?.[1];
  if (!said) return '';
  if (/^(?:usual|regular)/.test(said)) return ', then resume the usual dose';
  return `, then resume ${said.replace(/milligrams/, 'mg').replace(/^once a day$|^daily$/, 'once daily').replace(/twice a day/, 'twice daily').replace(/once a day/, 'daily')}`;
}
const COURSE = new RegExp(String.raw`\bfor (?:the next )?(${NUMBER}) (days?|weeks?|months?)\b`);
/** The rest of a course: "continue the Cipro for an additional two days", "for another 5 days", "for two more weeks". */
const MORE_OF_COURSE = new RegExp(String.raw`\bfor (?:(?:an additional|another|a further) (${NUMBER})|(${NUMBER}) (?:more|additional|further)) (days?|weeks?|months?)\b`);
/** A start that waits on a result: "if that's positive", "if the culture comes back positive". */
const IF_POSITIVE = /\bif (?:that|it|this|the [a-z ]{0,30}?)(?:'s| is| comes back| turns out| returns| was| were)(?: to be)? positive\b/;
const TEST_NAMED = /\b(?:(?:rapid )?(?:strep|covid|flu|influenza|pregnancy|urine|stool|blood|throat|wound|sputum) (?:test|culture|swab)|culture|swab)\b/g;

/** A change said as what a result will decide, or what a test is to rule out: "see if we need to …", "make sure". */
const UNDECIDED = /\b(?:see if|see whether|whether|decide if|in case|make sure)\b[^.;]*$/;

/**
 * Said right after a drug, an injection of it: "… injection into the right hip joint" → " into the right hip joint",
 * "… shot" → ""; undefined when the drug is not said as an injection.
 */
function injectionOf(after: string): string | undefined {
  const m = /^\s+(?:injection|shot)s?\b(?:\s+((?:into|in) (?:the |your |his |her )(?:(?:right|left) )?[a-z]+(?: (?:joint|tendon|sheath|bursa|space))?))?/.exec(after);
  if (!m) return undefined;
  return m[1] ? ` ${m[1].replace(/\b(?:your|his|her)\b/, 'the')}` : '';
}

/** Said of later, not decided today. */
const HOPE = /\b(?:eventually|hopefully|one day|someday|down the road|at some point|in the (?:long run|future))\b/;
/** Said as what the patient takes now: "you're on 2.5 of Norvasc". */
const TAKEN_NOW = /\b(?:(?:you|she|he)(?:'re| are|'s| is) (?:on|taking)|(?:you|she|he) (?:take|takes|took|have been|has been|had been)|been (?:taking|on)|(?:have|had) (?:you|her|him) on|i (?:take|took|use|am taking|'m taking))\b/;

/** Words that keep the patient off the drug named next: "try not to take any", "avoid", "stay away from", "no more". */
const AVOID_BEFORE = /\b(?:try not to|not to|avoid(?:ing)?|stay(?:ing)? away from|no more|don'?t|do not|shouldn'?t|should not)\s+(?:(?:take|taking|use|using|have|having|any|more|the|your|of|over the counter|otc|things like|like)\s+){0,4}$/;

/** The object a verb takes that is a thing of its own: "cut back on the spicy food", "reduce your salt". */
const OWN_OBJECT = /^\s*(?:back |down |up )?(?:on |off |with )?(?:the|your|his|her|some|a|an|all|those|these|any)\s+(?!(?:dose|dosage|medications?|medicines?|pills?|tablets?|one|it)\b)([a-z]+(?: [a-z]+)?)/;

/** A habit a verb acts on, with or without an article: "wean off smoking", "cut down on drinking", "reduce caffeine". */
const HABIT_OBJECT = /^\s*(?:back |down |up )?(?:on |off |of )?(?:(?:the|your|his|her)\s+)?(?:smoking|cigarettes?|cigs|tobacco|vaping|alcohol|drinking|caffeine|coffee|soda|salt|sugar|sweets|carbs|carbohydrates|portions?|screen time)\b/;

/** A dose said as kept, without the drug's name: "change your dose", "adjust the dose", "increase your dosage". */
/** A drug named as the exception to a list: "all your medicines except (for) Prozac", "other than the Prozac". */
const EXCEPT_BEFORE = /\b(?:medications?|medicines?|meds|pills)\b[^.;]{0,20}?\b(?:except(?: for)?|other than|apart from|aside from|but not|besides)\s+(?:the |your |his |her )?$/;
const DOSE_KEPT = /\b(?:chang\w*|adjust\w*|increas\w*|decreas\w*|touch\w*)\s+(?:your|his|her|the)\s+(?:current\s+)?dos(?:e|age)\b/;

const NO_CHANGES = 'No changes to the current regimen.';
/**
 * A recommendation whose object is the drug: "I'd recommend some", "I would suggest", "I'd advise"; and the British
 * "I would take ibuprofen regularly" (what the clinician would do in the patient's place, decision 917).
 */
const RECOMMENDED_BEFORE =
  /\b(?:(?:recommend|suggest|advise)(?:ed|ing)?(?: (?:that )?(?:you|him|her)(?: to)?)?(?: (?:try|take|use|get))?|i (?:i )?(?:would|'d) (?:take|use|try))(?: (?:some|a|an|the|regular|simple|over[- ]the[- ]counter|otc))*\s*$/;
/** A sentence that opens with the clinician's recommendation: "I would recommend in the time between now and …". */
const RECOMMENDING = /^(?:(?:um|uh|so|and|now|well|okay|ok)[, ]+)*(?:i (?:i )?(?:would |'d )?(?:recommend|suggest)|i'd (?:recommend|suggest)|my (?:recommendation|suggestion) (?:is|would be))\b(?![^.]*\b(?:not|n't|avoid|stop)\b)/;
/** What joins a drug to the one named before it: "along with", "as well as", "and", "plus". */
const COORDINATED = /\b(?:along with|as well as|together with|in addition to|and also|and|plus)\s+(?:the |some |a |an )?$/;
function medicationItems(clause: string, declined: boolean, dictatedList = false, saidBefore = '', saidSoFar = ''): PlanItem[] {
  const items: PlanItem[] = [];
  MEDICATION_PATTERN.lastIndex = 0;
  // "Azithromycin, the Z-Pack, for 5 days": a second name said of the same drug, in apposition, is not a second drug.
  const named = [...clause.matchAll(MEDICATION_PATTERN)].map((m) => ({ index: m.index, name: m[1]! }));
  const apposed = named.filter((d, k) => k > 0 && /^\s*,\s*(?:the|also called|aka|known as)\s+$/.test(clause.slice(named[k - 1]!.index + named[k - 1]!.name.length, d.index)));
  const drugs = named.filter((d) => !apposed.includes(d));
  // The dose and schedule said after the second name are the drug's: read with that name blanked out.
  const unapposed = apposed.reduce((text, d) => `${text.slice(0, d.index)}${' '.repeat(d.name.length)}${text.slice(d.index + d.name.length)}`, clause);
  // "a medicine called combivent": a drug the lexicon does not know is still a drug.
  const called = /\b(?:medicine|medication|drug|pill|tablet|inhaler|spray|drops|cream|ointment|antihistamine|antibiotic|steroid|prescription)(?: is| which is)? called ([a-z][a-z-]{3,})/.exec(clause);
  if (called && !drugs.some((d) => d.name === called[1])) drugs.push({ index: called.index + called[0].length - called[1]!.length, name: called[1]! });
  const generic =
    /\b(?:(?:your |his |her |the |current |other |same |blood pressure |diabetes )*(?:current )?(?:medications?|medicines?|meds|pills|regimen)|(?:an? |some )?(?:new )?(?:(?:little )?(?:bit of )?(?:medication|medicine|pill|antibiotics?|antihistamines?|emollients?|steroids?|inhaler|antidepressant|water pill|pain (?:medicines?|medications?|relievers?)|anti-?inflammator(?:y|ies)|nsaids?|(?:fiber )?supplements?|muscle relax(?:er|ant)s?|cream|ointment|chemo(?:therapy)?|radiation(?: therapy)?)))\b/.exec(clause);
  // "Wean off smoking and consider nicotine patches": a verb with an object of its own (a habit, a food) does not act
  // on the drug named after it (decision 846).
  const actsOnOther = (afterVerb: string) => HABIT_OBJECT.test(afterVerb) || /^\s*to (?:wean|quit|stop|cut|avoid|lose|limit|get off)\b/.test(afterVerb);
  const verbOf = (before: string) => {
    let best: { action: PlanAction; at: number } | undefined;
    for (const [action, re] of MEDICATION_VERBS) {
      const all = [...before.matchAll(new RegExp(re.source, 'g'))].filter((v) => !actsOnOther(before.slice(v.index + v[0].length)));
      const last = all.at(-1);
      if (last && (!best || last.index > best.at)) best = { action, at: last.index };
    }
    return best?.action;
  };
  // A verb said from the drug on acts on it ("the lisinopril, we'll increase it to 20", "metoprolol down to 25"),
  // unless it has an object of its own ("take the Zantac before meals, and cut back on the spicy food").
  const verbAfter = (after: string, within: number) => {
    let first: { action: PlanAction; at: number; end: number } | undefined;
    for (const [action, re] of MEDICATION_VERBS) {
      const found = re.exec(after.slice(0, within));
      if (found && (!first || found.index < first.at)) first = { action, at: found.index, end: found.index + found[0].length };
    }
    if (!first) return undefined;
    const object = OWN_OBJECT.exec(after.slice(first.end));
    return object && !namesMedication(object[1]!) ? undefined : first.action;
  };
  for (const m of drugs) {
    // "Treat you with penicillin or, I'm sorry, amoxicillin": the drug taken back is not prescribed.
    if (TAKEN_BACK.test(clause.slice(m.index + m.name.length)) && drugs.some((d) => d.index > m.index)) continue;
    const before = clause.slice(Math.max(0, m.index - 70), m.index);
    // "Continue taking your medicines except Prozac": the others go on; the drug excepted does not.
    if (EXCEPT_BEFORE.test(before)) {
      if (/\b(?:continue|keep (?:taking|on|using)|stay on)\b/.test(before)) items.push({ action: 'stop', negated: false, subject: m.name, text: `Continue current medications except ${drugName(m.name)}.` });
      continue;
    }
    // "Something similar to ibuprofen but stronger, which you can take instead of ibuprofen": the drug compared with
    // is not the one decided.
    if (/\b(?:similar to|instead of|rather than|in place of|other than)\s+(?:the |your |his |her )?$/.test(before)) continue;
    // "Since you're allergic to penicillin, I'll put you on doxycycline": the drug the patient is allergic to is the
    // reason for the choice, never one started (decision 821).
    if (/\b(?:allergic|allergy|allergies|intolerant|intolerance|sensitive|sensitivity|reaction) (?:to )?(?:the |your |his |her |any )?$/.test(before)) continue;
    // "Try not to take any ibuprofen", "avoid NSAIDs like Advil": a drug to keep away from, never a start.
    if (AVOID_BEFORE.test(before)) {
      items.push({ action: 'stop', negated: false, subject: m.name, text: `Avoid ${drugName(m.name)}.` });
      continue;
    }
    // In a dictated "Plan:" list, a medication named without a verb is prescribed.
    // What is said of this drug, up to the next one.
    const saidOfDrug = unapposed.slice(m.index, untilNextDrug(unapposed, m.index, m.name.length));
    const { dose, frequency, from } = dosingOf(m.name, saidOfDrug, clause.slice(Math.max(0, m.index - 30), m.index));
    // A drug with its dose and no verb, in the clinician's plan, is prescribed ("so tramadol, 50 milligrams, every
    // six hours as needed for pain"; "it's going to be Mobic 15 milligrams once a day"), unless said as taken.
    const prescribed = dictatedList || (!!dose && !!frequency && !TAKEN_NOW.test(clause));
    // "Taking some paracetamol … can also help": a drug the patient may take.
    const suggested = /\b(?:taking|take|try|trying|use|using)\b/.test(before) && /\b(?:can|could|may|might|will|would) (?:also |really )?help\b/.test(clause) ? 'allow' : undefined;
    // "The antihistamine is called fexofenadine": a drug introduced by name in the plan is the one prescribed.
    const introduced = called?.[1] === m.name && !TAKEN_NOW.test(clause) ? 'start' : undefined;
    // "…ibuprofen to be taken every eight hours as needed, along with Tylenol every six hours": a drug joined to the one
    // before shares its verb.
    const joinedTo = COORDINATED.test(before) ? items.filter((item) => item.subject && !item.negated).at(-1)?.action : undefined;
    // "I'd recommend some ibuprofen", "I would recommend, until we see you, … maybe something like ibuprofen": a drug
    // the clinician recommends, with no dose to start, is one the patient may take.
    const recommended = RECOMMENDED_BEFORE.test(before) || RECOMMENDING.test(clause.slice(0, m.index)) ? 'allow' : undefined;
    let action = verbOf(before) ?? verbAfter(clause.slice(m.index), 40) ?? suggested ?? (prescribed ? 'start' : (introduced ?? joinedTo ?? recommended));
    if (!action) continue;
    // "Change your sertraline to escitalopram": the drug changed from stops; the one after "to" is switched to.
    if ((action === 'change' || action === 'switch') && /^\s*(?:over )?to\b/.test(clause.slice(m.index + m.name.length)) && drugs.some((d) => d.index > m.index)) action = 'stop';
    // "Order an A1c to see if we need to make any adjustments to your metformin": a change that depends on a result
    // is not decided today.
    // Nor one said as what a test is to rule out: "an A1c just to make sure we don't have to make any adjustments".
    if (action !== 'continue' && UNDECIDED.test(before)) continue;
    // "I want you to take your lisinopril every day": the patient's own drug goes on, it does not start.
    if (action === 'start' && /\b(?:your|his|her)\s+$/.test(before)) action = 'continue';
    // "We can eventually get you off that lisinopril" is a hope for later, not today's decision; "you would need to
    // stop taking the medicine" says what to do if something happens.
    if (action === 'stop' && (HOPE.test(clause) || WOULD.test(before))) continue;
    // "Tylenol number three", "Tylenol #3": the product with codeine, not plain Tylenol.
    const numbered = /^tylenol$/.test(m.name) ? /^\s*(?:number|no\.?|#)\s*(3|three|4|four)\b/.exec(clause.slice(m.index + m.name.length)) : null;
    const form = numbered ? `#${numberValue(numbered[1]!)}` : FORM_AFTER.exec(clause.slice(m.index + m.name.length))?.[1]?.replace(/^mouth wash$/, 'mouthwash');
    const name = `${drugName(m.name)}${form ? ` ${form}` : ''}`;
    // "Prednisone taper pack", "a Medrol Dosepak": a course that steps down, said instead of a dose.
    const taper = !dose && !frequency && /^[a-z-]+,?\s+(?:(?:uh|um)\s+)?(?:taper|dose ?pa?c?k)/.test(clause.slice(m.index)) ? 'taper' : '';
    // A course prescribed for a number of days or weeks: "amoxicillin … three times a day for ten days".
    // A dose raised or lowered for a time ("increase your Lasix to 60 milligrams for the next four days") says so too.
    const course = action === 'start' || action === 'increase' || action === 'decrease' ? COURSE.exec(saidOfDrug) : null;
    // "Nitroglycerin 0.4 milligrams under the tongue": the route, when it is not swallowed.
    const route = /\b(?:under (?:the|your|his|her) tongue|sublingual(?:ly)?)\b/.test(saidOfDrug) ? 'sublingual' : '';
    const tail = [dose, route, frequency, taper, course ? `for ${timeSpan(course[1]!, course[2]!)}` : ''].filter(Boolean).join(' ');
    const held = action === 'stop' ? heldFor(clause) : undefined;
    let text: string;
    // "I would not recommend ibuprofen": a drug the patient may not take is one to avoid.
    if (declined) text = action === 'start' ? `${name.charAt(0).toUpperCase()}${name.slice(1)} not started at this time.` : action === 'stop' ? `Continue ${name}${tail ? ` ${tail}` : ''}.` : action === 'allow' ? `Avoid ${name}.` : `No change to ${name}.`;
    // "Increase Lasix to 60 mg for 4 days.": a dose raised for a time says how long, as the order reads.
    else if (action === 'increase' || action === 'decrease') text = `${action === 'increase' ? 'Increase' : 'Decrease'} ${name}${dose ? `${from ? ` from ${from}` : ''} to ${dose}${frequency ? ` ${frequency}` : ''}` : frequency && !/^(?:once )?daily$/.test(frequency) ? ` to ${frequency}` : ' dose'}${course ? ` for ${timeSpan(course[1]!, course[2]!)}${resumedAfter(clause.slice(m.index + course.index + course[0].length))}` : ''}.`;
    else if (action === 'stop') text = held ? `Hold ${name} ${held}.` : `Discontinue ${name}.`;
    else if (action === 'allow') text = `May take ${name}${tail ? ` ${tail}` : ''}.`;
    else if (action === 'refill') text = `Refill ${name}${tail ? ` ${tail}` : ''}.`;
    // "Switch you from lisinopril to losartan": the drug switched from is said with it (decision 815).
    else if (action === 'switch') {
      const switchedFrom = drugs.filter((d) => d.index < m.index && /^\s+(?:over )?to\s+(?:the |your |his |her )?$/.test(clause.slice(d.index + d.name.length, m.index))).at(-1);
      // …as one item: the drug switched from is not also written as discontinued.
      const stopped = switchedFrom ? items.findIndex((item) => item.action === 'stop' && item.subject === switchedFrom.name) : -1;
      if (stopped >= 0) items.splice(stopped, 1);
      text = `Switch ${switchedFrom ? `from ${drugName(switchedFrom.name)} ` : ''}to ${name}${tail ? ` ${tail}` : ''}.`;
    }
    else if (action === 'change') text = `Adjust ${name}${tail ? ` to ${tail}` : ' dose'}.`;
    else if (action === 'continue') {
      // "Continue Cipro for 2 more days.": how much of the course is left.
      const more = MORE_OF_COURSE.exec(clause.slice(m.index, untilNextDrug(clause, m.index, m.name.length)));
      const rest = more ? `for ${timeSpan((more[1] ?? more[2])!, more[3]!).replace(/^(\S+) /, '$1 more ')}` : '';
      text = `Continue ${name}${[tail, rest].filter(Boolean).map((t) => ` ${t}`).join('')}.`;
    } else text = `${RESTARTED.test(before) ? 'Resume' : 'Start'} ${name}${tail ? ` ${tail}` : ''}.`;
    // "Try a cortisone injection into the right hip joint": a drug given once, by injection, is a procedure, not a
    // drug the patient starts taking.
    const injected = action === 'start' ? injectionOf(clause.slice(m.index + m.name.length)) : undefined;
    if (injected !== undefined) text = declined ? `No ${m.name} injection at this time.` : `${name.charAt(0).toUpperCase()}${name.slice(1)} injection${injected}.`;
    // "Swab you for a rapid strep test and if that's positive … prescribe amoxicillin": started only on that result.
    // The condition may end the sentence before: "…a rapid strep test and if that's positive. I want to prescribe…".
    const firstDrug = !drugs.some((d) => d.index < m.index);
    const sinceLastDrug = `${firstDrug ? saidBefore.slice(-80) : ''} ${clause.slice(Math.max(0, ...drugs.filter((d) => d.index < m.index).map((d) => d.index + d.name.length), m.index - 100), m.index)}`;
    if (action === 'start' && !declined && IF_POSITIVE.test(sinceLastDrug.toLowerCase())) {
      const test = [...`${saidBefore} ${clause.slice(0, m.index)}`.toLowerCase().matchAll(TEST_NAMED)].at(-1)?.[0] ?? 'test';
      text = `${text.replace(/\.$/, '')} if the ${test} is positive.`;
    }
    // A drug to avoid is a decision taken, as "Avoid ibuprofen." said of a drug to keep away from is.
    const avoided = declined && action === 'allow';
    items.push({ action: avoided ? 'stop' : action, negated: declined && !avoided, subject: m.name, text });
  }
  // "I would not change your dose": the dose of the drug talked about last is kept, said without its name.
  if (!items.length && declined && DOSE_KEPT.test(clause)) {
    const drug = [...saidSoFar.matchAll(MEDICATION_PATTERN)].at(-1)?.[1];
    items.push({ action: 'change', negated: true, subject: drug, text: drug ? `No change to ${drugName(drug)} dose.` : 'No change to the current dose.' });
    return items;
  }
  // A class is what was decided when no drug named was: "a slightly stronger anti-inflammatory … instead of the
  // ibuprofen".
  // "I'm not going to change anything today", "let's keep everything the same": the regimen is kept, no drug named.
  if (!items.length && !generic && NOTHING_CHANGED.test(clause)) {
    items.push({ action: 'continue', negated: false, text: NO_CHANGES });
    return items;
  }
  if (!items.length && generic) {
    // "I don't think you need anything like antibiotics": no start declined in so many words.
    // "Some antihistamines, which I'm going to prescribe": the verb may follow the class.
    const action = verbOf(clause.slice(0, generic.index + 1)) ?? verbOf(clause.slice(generic.index, generic.index + generic[0].length + 40)) ?? (declined && /\bneed\b|\bhold off\b|\b(?:not|n't want to) (?:start|put)\b/.test(clause) ? 'start' : undefined);
    // "Based on the urinalysis we can see if we need to prescribe you antibiotics": a class that a result will decide
    // is not started today, as a drug so said is not.
    const undecided = action !== 'continue' && !declined && UNDECIDED.test(clause.slice(Math.max(0, generic.index - 70), generic.index));
    const what = /antibiotic|antihistamine|emollient|steroid|inhaler|antidepressant|water pill|pain (?:medicine|medication|reliever)|anti-?inflammator|nsaid|(?:fiber )?supplement|muscle relax\w*|cream|ointment|chemo|radiation/
      .exec(generic[0])?.[0]
      ?.replace(/^chemo$/, 'chemotherapy')
      .replace(/^radiation$/, 'radiation therapy')
      ?.replace('water pill', 'diuretic')
      .replace(/^pain .*/, 'pain medication')
      .replace(/^anti-?inflammator/, 'anti-inflammatory')
      .replace(/^muscle relax\w*/, 'muscle relaxant')
      .replace(/^nsaid$/, 'NSAID');
    const regimen = /(?:blood pressure|diabetes) regimen/.exec(generic[0])?.[0];
    // "A stronger steroid cream": how it differs from what the patient has, and a topical said as one.
    const kind = `${/\bstronger\b/.test(clause) ? 'stronger ' : ''}${what === 'steroid' && /\b(?:creams?|ointments?|topical)\b/.test(clause) ? 'topical ' : ''}`;
    const article = (w: string) => (/^(?:pain medication)/.test(w) ? w : /^(?:[aeiou]|NSAID)/.test(`${kind}${w}`) ? `an ${kind}${w}` : `a ${kind}${w}`);
    // "Continue your antibiotics", "continue with the current regimen of your chemotherapy": the class continued is
    // named; "your current medications" are the patient's list.
    // "The current regimen of your chemotherapy": the regimen is the class's.
    const regimenOf = /^(?:current )?(?:regimen|medications?)$/.test(generic[0].replace(/^(?:your|his|her|the|current)\s+/g, '').trim()) ? /^\s*(?:of|for|with) (?:your |his |her |the )?(chemo|radiation|antibiotic)/.exec(clause.slice(generic.index + generic[0].length))?.[1] : undefined;
    // "We'll continue you on the steroid cream for your scalp": the topical steroid continued, named as a class.
    const continued = what === 'steroid' && !regimenOf ? `${kind}steroid` : CONTINUED_CLASS[(regimenOf ?? what ?? '').replace(/^chemo$/, 'chemotherapy').replace(/^radiation$/, 'radiation therapy')];
    if (undecided) return items;
    // What is said before the class: "your inhaler" is the patient's own.
    const saidBeforeClass = clause.slice(0, generic.index);
    // Chemotherapy or radiation begun is the oncologist's plan, with its timing ("after you've recovered from surgery"):
    // neither started nor allowed today.
    const oncologists = !!what && /^(?:chemotherapy|radiation therapy)$/.test(what);
    // "A steroid shot": the class given once, by injection.
    const steroidShot = action === 'start' && what === 'steroid' ? injectionOf(clause.slice(generic.index + generic[0].length)) : undefined;
    if (action === 'continue' && !declined) items.push({ action, negated: false, text: continued ? `Continue ${continued}.` : 'Continue current medications.' });
    else if (action === 'start' && declined) items.push({ action, negated: true, text: `No new ${what ?? 'medication'} started at this time.` });
    else if (steroidShot !== undefined) items.push({ action: 'start', negated: false, text: `Steroid injection${steroidShot}.` });
    // "A dose of steroids … tablets which you can take for five days": by mouth, for the course said.
    // "…a spacer to use your inhaler": the patient's own, named as what the new thing is for, is not started.
    else if (action === 'start' && what && !oncologists && !/\b(?:your|his|her)\s+$/.test(saidBeforeClass)) {
      const oral = /^(?:steroid|antibiotic|antihistamine)$/.test(what) && !kind && /\b(?:tablets?|pills?|capsules?|by mouth|oral(?:ly)?)\b/.test(clause) ? 'oral ' : '';
      const course = COURSE.exec(clause);
      items.push({ action, negated: false, text: `Start ${article(`${oral}${what}`)}${course ? ` for ${timeSpan(course[1]!, course[2]!)}` : ''}.` });
    }
    // "The other thing to do would be to take a regular antihistamine": a class the patient may take.
    else if (action === 'allow' && what && !declined && !oncologists && !/\b(?:your|his|her)\s+(?:[a-z]+\s+)?$/.test(saidBeforeClass)) items.push({ action, negated: false, text: `May ${/topical|inhaler|emollient|cream|ointment/.test(`${kind}${what}`) ? 'use' : 'take'} ${article(what)}${/\bregular(?:ly)?\b/.test(clause) ? ' regularly' : ''}.` });
    else if ((action === 'change' || action === 'switch') && regimen && !declined) items.push({ action: 'change', negated: false, text: sentence(`Adjust ${regimen}`) });
    // "Hopefully in the future we can get you off of both of these medications" is a hope, not today's stop.
    else if (action === 'stop' && !declined && !HOPE.test(clause) && !WOULD.test(clause.slice(0, generic.index))) items.push({ action, negated: false, text: 'Discontinue the medication.' });
  }
  return items;
}

/** A test said as done: "I had the nurse do an x-ray", "we did an MRI", "the x-ray we got". */
const ALREADY_DONE = /\b(?:had (?:the |a )?(?:nurse|tech\w*|them|someone) (?:do|get|take)|(?:we|i|they|you) (?:did|got|had|obtained|performed)|(?:we|i|they)'?ve (?:done|gotten|got|had)|was done|were done|came back)\b/;

/** The condition said with a contingent order, as a note writes it: " if pain persists after physical therapy". */
function conditionOf(clause: string): string | undefined {
  const m = /\bif (?:you(?:'re| are)|she(?:'s| is)|he(?:'s| is)|it(?:'s| is)) (?:still )?(?:having |having some )?(.{3,50}?)(?:,|\s+(?:then|we|i|after that)\b|$)/.exec(clause);
  if (!m) return undefined;
  // "If it's not better": the symptoms not improving, not a thing that persists.
  if (/^(?:not|no)\b[^,]*\b(?:better|improv\w*)/.test(m[1]!)) return ' if symptoms do not improve';
  const [what, after] = m[1]!.replace(/\b(?:any|some|the|your|his|her)\s+/g, '').trim().split(/\s+(?=(?:after|with|despite)\b)/);
  if (!what || words(m[1]!).length > 6 || /\b(?:you|we|i)\b/.test(m[1]!)) return undefined;
  return ` if ${what} ${/[^s]s$/.test(what) ? 'persist' : 'persists'}${after ? ` ${after}` : ''}`;
}

/** Looking at a test with the patient: "review", "go over", "look at", "show you", "talk about". */
const REVIEWED = /\b(?:review\w*|go(?:ing)? (?:over|through)|look(?:ing)? (?:at|through|over)|show(?:ing)? (?:you|him|her)|discuss\w*|talk(?:ing)? (?:about|through)|explain\w*)\b/;

/** The level a value is to be kept at, said after the test: "below seven", "under 100", "less than 140 over 90". */
const TARGET_AFTER = new RegExp(String.raw`^\s+(?:levels? )?(?:is )?(?:below|under|less than|lower than|above|over|greater than|at or (?:below|under))\s+(?:${NUMBER})\b`);
/** The words before a test whose result is meant: "the results of your skin", "the result from the". */
const RESULT_OF = /\bresults? (?:of|from) (?:the |your |his |her |that |this |those |these )?(?:[a-z-]+ )?$/;

/** The words after an order that say what it is meant to find or check. */
const ORDER_PURPOSE = /\b(?:in order )?to (?:check|see|look (?:at|for|into)|make sure|evaluate|assess|monitor|confirm|rule out)\b/;

/** Said just before what a treatment does: "help with the swelling and the potassium", "lower your cholesterol". */
const HELPED = /\b(?:help\w*|improv\w*|lower\w*|rais\w*|bring\w* (?:down|up))\b[^.;]{0,40}$/;
function orderItems(clause: string, declined: boolean): PlanItem[] {
  TEST.lastIndex = 0;
  // "A positive Lyme titer aspect, we should go ahead and order a western blot": what the order follows from is not
  // ordered; the tests after the order's verb are.
  // "Be reminded about the results of your skin biopsy", "your biopsy results": a test whose result is talked about was
  // done before; it is no order.
  // "Keep your hemoglobin A1c below seven": a test said with the level to keep it at is a goal, not an order.
  // "…and your TSH was normal last month at 2.1": a test said with its result is no order either (decision 824).
  // "…chlorthalidone, which will also help with the swelling and the potassium": what a treatment helps is no order.
  const named = [...clause.matchAll(TEST)].filter((t) => !RESULT_OF.test(clause.slice(0, t.index)) && !HELPED.test(clause.slice(0, t.index)) && !/^\s+(?:results?\b|(?:was|were) (?:(?:very |slightly |a (?:little|bit) )?(?:normal|abnormal|high|low|elevated|fine|good|okay|ok|negative|positive|stable)\b|\d)|came back\b|looked\b|showed\b)/.test(clause.slice(t.index + t[0].length)) && !TARGET_AFTER.test(clause.slice(t.index + t[0].length)));
  if (!named.length) return [];
  const orderVerb = ORDER_VERB.exec(clause);
  // "A CBC and a chem-12 to check some of your blood tests": what an order is meant to check is its purpose
  // (withReason), not another test ordered.
  // Not "an x-ray to make sure there is no fracture, and an MRI": a test said after the purpose, with its own "and".
  const purpose = ORDER_PURPOSE.exec(clause.slice(named[0]!.index));
  const purposeAt = purpose ? named[0]!.index + purpose.index : -1;
  // ("…to make sure your kidneys and potassium are okay": an "and" inside the purpose joins what it checks.)
  const checked = (t: RegExpExecArray) => purposeAt >= 0 && t.index > purposeAt && /^[^,;]{0,40}$/.test(clause.slice(purposeAt, t.index)) && !/\band (?:a|an|the|some|also|then|get|do|order)\b/.test(clause.slice(purposeAt, t.index + 4));
  const ordered = named.filter((t) => !checked(t));
  const afterVerb = orderVerb ? ordered.filter((t) => t.index > orderVerb.index) : [];
  const tests = afterVerb.length ? afterVerb : ordered;
  const before = clause.slice(0, named[0]!.index);
  const due = /\bdue for\b/.test(before);
  if (!ORDER_VERB.test(clause) && !due && !/\b(?:i'?d like|we'?ll|we will|going to|want|need|consider|should (?:have|get|do))\b/.test(before)) return [];
  // "I'm going to review these pictures from the MRI with you", "let's go over your labs": a test talked over is a
  // result, not an order (the intent is to look, and no verb orders it).
  if (!ORDER_VERB.test(clause) && REVIEWED.test(before)) return [];
  // "I had the nurse do an x-ray on you": a test already done is a result, not an order.
  if (ALREADY_DONE.test(before) && !/\b(?:repeat\w*|recheck\w*|another|again)\b/.test(clause)) return [];
  const names = tests.map((m) => {
    const object = TEST_OBJECT.exec(clause.slice(m.index + m[0].length));
    const name = m[0].replace(/^(?:(?:a|an|the|some|positive|negative|elevated|abnormal|normal) )+/, '').replace(/^hcg$/, 'hCG').replace(/^ca-?\s?125$/, 'CA-125').replace(/^(afp|ldh|cea)$/, (t) => t.toUpperCase()).replace(/^thyroid$/, 'thyroid function tests').replace(/^(liver|kidney) function$/, '$1 function tests').replace(/^(?:hemoglobin )?a1c$/, 'hemoglobin A1c').replace(/\bvitamin ([a-z])(\d*)\b/, (_v, letter: string, n: string) => `vitamin ${letter.toUpperCase()}${n}`).replace(/^cath$/, 'cardiac catheterization').replace(/^cat scan$/, 'CT scan').replace(/^paps?(?: smears?| tests?)?$/, 'Pap smear').replace(/^(?:photos?|photographs?|pictures)$/, 'photographs');
    const contrast = /^ with(out)? contrast/.exec(clause.slice(m.index + m[0].length));
    const base = object && !/^(?:you|yours|him|his|her|hers|them|it|that|this|mine)\b/.test(object[1]!) ? `${name} of the ${object[1]}` : name;
    return contrast ? `${base} with${contrast[1] ?? ''} contrast` : base;
  });
  const unique = names.filter((n, i) => names.indexOf(n) === i && !names.some((o) => o !== n && o.includes(n)));
  const list = joinList(unique);
  const interval = DUE.exec(clause.slice(tests[0]!.index));
  const when = !interval
    ? ''
    : interval[1]
      ? ` in ${cleanSpoken(interval[1])}`
      : interval[2]
        ? ` ${interval[2].replace(/\b(?:your|his|her)\b/, 'the')}`
        : ` in ${interval[3]!.replace(' of ', ' ').replace(/^./, (c) => c.toUpperCase())}`;
  if (declined) return [{ action: 'order', negated: true, subject: list, text: sentence(`No ${list} ordered at this time`) }];
  const repeat = /\b(?:repeat\w*|recheck\w*|another|again)\b/.test(clause);
  // "If you're still having pain, we might have to consider an MRI": a test for later, on a condition.
  // "…and possibly do an MRI if we need to": a test maybe done later.
  // Not "an A1c to see if we need to make any adjustments": the purpose of a test ordered today.
  const afterTest = clause.slice(tests.at(-1)!.index + tests.at(-1)![0].length);
  const maybeLater = /\b(?:possibly|potentially|maybe|perhaps)\s+(?:\w+\s+){0,2}$/.test(before) || (tests.length === 1 && /^[^.;,]{0,20}?(?<!\b(?:see|know|decide|check|whether)\s)\bif (?:we|you|it|that)\b(?: \w+){0,2} (?:need|needed|have to|necessary)\b(?! to (?:make|change|adjust|do|start|add))/.test(afterTest));
  const contingent = maybeLater || /\bif\b/.test(before) || /\b(?:might|may|could)(?: (?:have|need|want) to)?(?: (?:potentially|possibly|then))? (?:consider|get|order|do|need|go on to)\b|\bconsider\w*\b/.test(before);
  if (contingent && !ORDER_VERB.test(clause) && !/\bconsider/.test(before)) return [];
  if (contingent) return [{ action: 'order', negated: false, subject: list, text: sentence(`Consider ${list}${conditionOf(clause) ?? ''}`) }];
  const verb = repeat ? 'Repeat' : due || /\bschedul/.test(clause) ? 'Schedule' : 'Order';
  return [{ action: repeat ? 'repeat' : 'order', negated: false, subject: list, text: sentence(`${verb} ${list}${when}`) }];
}

/** A workup named without a test: "any further workup", "any more work up of that". */
const WORKUP = /\b(?:any|no)\s+(?:more|further|additional|other)?,?\s*work ?-?up\b/;

/**
 * "I don't think we need to do any more workup of that": the clinician decided no further workup, which the plan of
 * that problem says. A workup decided (not declined) names its tests, which orderItems writes.
 */
function noWorkupItems(clause: string, declined: boolean): PlanItem[] {
  return declined && WORKUP.test(clause) ? [{ action: 'order', negated: true, text: 'No further workup at this time.' }] : [];
}

/** "We'll test you for gonorrhea, chlamydia, HIV and syphilis": the conditions a test is ordered to find. */
const TESTED_FOR = /\b(?:test|testing|screen|screening|check (?=you|him|her))\s*(?:(?:you|him|her)\s+)?for\s+((?:(?:an?|the|any)\s+)?[a-z-]+(?:\s+(?!(?:and|or)\b)[a-z-]+)?(?:\s*,\s*(?:and\s+|or\s+)?(?:an?\s+)?[a-z-]+(?:\s+(?!(?:and|or)\b)[a-z-]+)?|\s+(?:and|or)\s+(?:an?\s+)?[a-z-]+(?:\s+(?!(?:and|or)\b)[a-z-]+)?){0,8})/;
const TESTING_INTENT = /\b(?:we'?ll|we will|we'?re going to|i'?ll|i will|i'?m going to|going to|gonna|want to|'d like to|would like to|let'?s|let me|need to|should)\b/;

function testingForItems(clause: string, declined: boolean): PlanItem[] {
  const m = TESTED_FOR.exec(clause);
  if (!m || declined || !TESTING_INTENT.test(clause.slice(0, m.index)) || /\bif\b/.test(clause.slice(0, m.index))) return [];
  // The list ends where the clinician's next words begin: "… syphilis just to be safe", "… chlamydia so that …".
  const said = m[1]!.split(/\s+(?:just|to|so|because|since|as|which|that|and (?:we|i|you|then))\b/)[0]!;
  const conditions = said.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/).map((c) => c.replace(/^(?:an?|the|any)\s+/, '').trim()).filter(Boolean);
  // "Do some more testing for right now": a time, not what is tested for.
  if (!conditions.length || conditions.some((c) => /\b(?:you|your|it|that|this|them|anything|something|everything|right|now|today|later|time|while|next|moment)\b/.test(c))) return [];
  const list = joinList(conditions);
  // "Check you for H. pylori with a breath test": the test named is the order, for what it finds.
  // "A stool test for H. pylori": the same, said the other way round.
  const kind = /^test\b/.test(m[0]) ? /\b((?:[a-z]+ )?(?:breath|stool|blood|urine|saliva|swab)) $/.exec(clause.slice(0, m.index))?.[1] : undefined;
  const via = kind ? `${kind.replace(/^(?:an?|the|some) /, '')} test` : BY_WAY_OF.exec(clause.slice(m.index + m[0].length))?.[1];
  if (via) return [{ action: 'order', negated: false, subject: via, text: sentence(`Order ${via} for ${list}`) }];
  return [{ action: 'order', negated: false, subject: list, text: sentence(`Order testing for ${list}`) }];
}
/** The test said to find it with: "… with a breath test", "… with a stool test". */
const BY_WAY_OF = /^\s*(?:with|by|using|through) (?:a |an |some )?((?:[a-z]+ )?(?:breath|stool|blood|urine|saliva|swab) test|blood work|labs?)\b/;

/**
 * A vaccine given or recommended: "we'll give you your flu shot today", "you're due for the shingles vaccine"
 * (decision 825). Written by the vaccine's name, given today or recommended.
 */
const VACCINE = /\b(?:(flu|influenza|pneumonia|pneumococcal|shingles|tetanus|tdap|covid(?:-19)?|hepatitis [ab]|hpv|rsv)(?: vaccines?| vaccinations?| shots?| boosters?| jabs?)|(shingrix|prevnar|pneumovax|tdap|gardasil))\b/;
const VACCINE_NAMES: Record<string, string> = { flu: 'influenza', pneumonia: 'pneumococcal', covid: 'COVID-19', 'covid-19': 'COVID-19', tdap: 'Tdap', hpv: 'HPV', rsv: 'RSV', shingrix: 'Shingrix', prevnar: 'Prevnar', pneumovax: 'Pneumovax', gardasil: 'Gardasil' };
function vaccineItems(clause: string, declined: boolean): PlanItem[] {
  // "You're due for a tetanus shot, so we'll give you a tetanus shot": given if any saying gives it.
  const said = [...clause.matchAll(new RegExp(VACCINE.source, 'g'))];
  if (!said.length) return [];
  const beforeOf = (v: RegExpMatchArray) => clause.slice(0, v.index);
  const given = said.some((v) => /\b(?:give|giving|get|getting|administer\w*|do|update)\b[^.;]{0,25}$/.test(beforeOf(v)) && /\b(?:we'?ll|we will|i'?ll|i will|going to|gonna|want to|'d like to|let'?s|can)\b/.test(beforeOf(v)));
  const due = said.some((v) => /\b(?:due for|recommend\w*|should (?:get|have)|need(?:s)? (?:to get |to have )?)\b[^.;]{0,20}$/.test(beforeOf(v)));
  if (!given && !due) return [];
  // "Influenza vaccination and Shingrix": every vaccine of the list.
  const names = said.map((v) => {
    const name = VACCINE_NAMES[(v[1] ?? v[2])!] ?? (v[1] ?? v[2])!;
    return v[2] ? name : `${name} vaccine`;
  });
  const vaccine = joinList([...new Set(names)]);
  if (declined) return [{ action: 'start', negated: true, subject: vaccine, text: sentence(`${vaccine.charAt(0).toUpperCase()}${vaccine.slice(1)} not given at this time`) }];
  // One decision, given or recommended: the note keeps the saying that gives it (stable-engine.ts).
  return [{ action: 'start', negated: false, subject: vaccine, text: sentence(given ? `Administer ${vaccine}` : `Recommend ${vaccine}`) }];
}

/** A device the clinician fits or provides: "get you an aluminum foam splint", "put you in a walking boot". */
const DEVICE_NAME = String.raw`((?:(?!(?:and|or|to|for|with|that|which)\b)[a-z-]+ ){0,3}?(?:splint|brace|sling|walking boot|boot|cast|crutches|walker|cane|compression stockings|ace (?:wrap|bandage)|immobilizer|orthotics|shoe inserts|spacer|peak flow meter|nebuli[sz]er|glucometer|blood pressure cuff))\b`;
const DEVICE = new RegExp(String.raw`\b(?:get|give|put|place|fit|prescribe|order|provide|set)\s+(?:(?:you|him|her)\s+)?(?:up\s+)?(?:(?:with|in|into)\s+)?(a |an |the |that |this |some |a pair of )?${DEVICE_NAME}`);
/** A second device said with the first: "a long arm cast and a sling". */
const AND_DEVICE = new RegExp(String.raw`^,?\s+and (?:a |an |some |a pair of )?${DEVICE_NAME}`);
/** Devices handed to the patient rather than put on them. */
const HANDED = /\b(?:crutches|walker|cane|stockings|orthotics|inserts|spacer|peak flow meter|nebuli[sz]er|glucometer|blood pressure cuff)$/;

/** How long a device is worn: "you're going to be wearing the brace for about six weeks". */
export const DEVICE_WORN = new RegExp(String.raw`\b(?:wear(?:ing)?|keep(?:ing)? on) (?:the|that|this|your|a|an) ${DEVICE_NAME}(?: [a-z]+){0,4}? for (?:about |the next |another )?(${NUMBER}) (days?|weeks?|months?)\b`);

function deviceItems(clause: string, declined: boolean): PlanItem[] {
  const worn = declined ? null : DEVICE_WORN.exec(clause);
  if (worn && !DEVICE.test(clause)) return [{ action: 'advise', negated: false, subject: worn[1]!, text: sentence(`Wear ${worn[1]!} for ${timeSpan(worn[2]!, worn[3]!)}`) }];
  const m = DEVICE.exec(clause);
  // "Get the tech to put the cast on": the device named before, not a second one.
  if (!m || declined || /^(?:the|that|this) $/.test(m[1] ?? '')) return [];
  const second = AND_DEVICE.exec(clause.slice(m.index + m[0].length));
  return [m[2]!, ...(second ? [second[1]!] : [])].map((said): PlanItem => {
    const device = said.replace(/^(?:(?:little|nice|new|good|special)\s+)+/, '');
    return { action: 'start', negated: false, subject: device, text: sentence(HANDED.test(device) ? `Provide ${device}` : `Place in ${device}`) };
  });
}

const LAY_SPECIALTY: Record<string, string> = {
  eye: 'ophthalmology', heart: 'cardiology', skin: 'dermatology', kidney: 'nephrology', foot: 'podiatry', bone: 'orthopedics',
  stomach: 'gastroenterology', gi: 'gastroenterology', lung: 'pulmonology', nerve: 'neurology', ear: 'ENT',
};

/** A referral said without whom to: "I'll send out a referral", "let me put in the referral". */
const BARE_REFERRAL = /\b(?:send|put|place|make|do|get|write|submit)\b(?: (?:out|in|through|off))? (?:a |the |that |this |your )?referral\b(?! (?:to|for)\b)/;
/** Whom a bare referral is to: the specialist or service the clinician named just before ("a breast specialist"). */
const REFERRED_TO =
  /\b(?:(?!(?:a|an|the|your|his|her|that|this)\b)[a-z]+ )?specialists?\b|\b(?:[a-z]+ologists?|[a-z]+iatrists?|orthopedic surgeons?|(?:physical|occupational|speech) therapy|nutritionists?|dietitians?|podiatrists?)\b/g;

/** "Follow up with your endocrinologist": a specialist the patient already sees, not a new referral. */
const OWN_SPECIALIST = /\b(?:follow(?:[- ]up| up) with (?:your|his|her)|(?:continue|keep) (?:to see|seeing) (?:your|his|her|the)) ([a-z]+ologist|[a-z]+iatrist|(?:eye|heart|skin|kidney|foot|bone|stomach|gi|lung|nerve|ear) doctor)\b/;

/** "I don't think you need to follow up with the surgeon anymore": a specialist the patient need not see again. */
const NO_MORE_FOLLOW_UP = /\bfollow(?:[- ]up| up) with (?:the|your|his|her) (surgeon|[a-z]+ologist|[a-z]+iatrist)\b/;

function referralItems(clause: string, declined: boolean, before = ''): PlanItem[] {
  const noMore = declined ? NO_MORE_FOLLOW_UP.exec(clause) : null;
  if (noMore) {
    const service = noMore[1]!.replace(/^surgeon$/, 'surgery').replace(/ologist$/, 'ology').replace(/iatrist$/, 'iatry');
    return [{ action: 'refer', negated: true, subject: service, text: sentence(`No further follow-up with ${service} needed`) }];
  }
  const own = declined ? null : OWN_SPECIALIST.exec(clause);
  if (own) {
    const service = own[1]!.replace(/ologist$/, 'ology').replace(/iatrist$/, 'iatry').replace(/^(\w+) doctor$/, (_m, lay: string) => LAY_SPECIALTY[lay]!);
    return [{ action: 'refer', negated: false, subject: service, text: sentence(`Follow up with ${service}`) }];
  }
  const named = REFERRAL.exec(clause)?.[1] ?? /\b((?:physical|occupational|speech) therapy|[a-z]+ology|[a-z]+iatry|orthopedic\w*|podiatry|nutrition) referral\b/.exec(clause)?.[1];
  const service = named ?? (BARE_REFERRAL.test(clause) ? [...cleanSpoken(before).matchAll(REFERRED_TO)].at(-1)?.[0] : undefined);
  if (!service || declined) return [];
  // "Your referral for physical therapy, occupational therapy and speech therapy": each therapy listed is one.
  const therapies = [...new Set([...clause.matchAll(/\b(physical|occupational|speech) therap(?:y|ists?)\b/g)].map((m) => `${m[1]} therapy`))];
  if (therapies.length > 1) return therapies.map((therapy) => ({ action: 'refer', negated: false, subject: therapy, text: sentence(`Refer to ${therapy}`) }));
  const to = service
    .replace(/^pt$/, 'physical therapy')
    .replace(/^(physical|occupational|speech) therapists?$/, '$1 therapy')
    .replace(/^ortho$/, 'orthopedics')
    .replace(/^ent$/, 'ENT')
    .replace(/^gi$/, 'gastroenterology')
    // A clinic named by its initials, or in lay words: "a TIA clinic", "a mini-stroke clinic".
    .replace(/^(?:tia|mini-stroke) clinic$/, 'TIA clinic')
    // The lay name of a specialty: "the eye doctor" → ophthalmology.
    .replace(/^(eye|heart|skin|kidney|foot|bone|stomach|gi|lung|nerve|ear) (?:doctor|specialist)$/, (_m, lay: string) => LAY_SPECIALTY[lay]!)
    .replace(/(ist|ian|on)s$/, '$1')
    // "A general surgeon" is a referral to general surgery (decision 824).
    .replace(/^(general|vascular|plastic|colorectal|cardiothoracic|thoracic|hand|spine|breast|bariatric) surgeon$/, '$1 surgery')
    // A referral names the service: "see a cardiologist" is a referral to cardiology.
    .replace(/ologist$/, 'ology')
    .replace(/(?<=^(?:psych|pod))iatrist$/, 'iatry')
    .replace(/^(?=(?:nutritionist|dietitian|therapist|specialist|surgeon|counselor|chiropractor|diabetes educator)$)/, 'a ');
  // "A therapist for cognitive behavioral therapy": the therapy the referral is for (decision 819).
  const therapy = /\bfor ((?:cognitive[- ]behaviou?ral|dialectical[- ]behaviou?ral|talk) therapy|cbt|dbt|counsell?ing)\b/.exec(clause)?.[1];
  const forWhat = therapy && !to.endsWith(therapy) ? ` for ${therapy.replace(/^cbt$/, 'cognitive behavioral therapy').replace(/^dbt$/, 'dialectical behavioral therapy').replace('-', ' ')}` : '';
  return [{ action: 'refer', negated: false, subject: to, text: sentence(`Refer to ${to}${forWhat}`) }];
}

/** "I want you to …", "you should …", "make sure you …" → "The patient was advised to …" in the note's words. */
const ADVICE =
  /^.*?\b(?:(?:it'?s|it is) (?:also |definitely |probably |really )?worth|(?:i'?d|i would) like to see (?:you|him|her)|i (?:really |also |just |do )?(?:want|need|would like|'d like) (?:you|him|her) to|i'?d like (?:you|him|her) to|(?<!\b(?:what|how|where|when|whether|why|if)\s+)(?:you|he|she) (?:should|need to|needs to|must|have to|has to)|(?:(?:we'?re|we are|i'?m|i am) (?:also )?going to |we'?ll |i'?ll )?have (?:you|him|her)(?= (?:apply|use|ice|take|wear|do|try|rest|keep|elevate|avoid|continue|drink|eat|walk|stretch|limit|stay|check|weigh|monitor|record|measure|log)\b)|make sure (?:you|he|she|to)(?: (?:do|are|get))?|(?:i )?(?:recommend|encourage|advise)d?(?: that)?(?: (?:you|him|her))?(?: to)?|(?:i|we) (?:would |'d )?suggest(?: that)? (?:you|he|she)|(?<!\bwe(?:'ll| will| can| could| should| may| might| need to| have to| want to|'re going to| are going to|'re gonna| are gonna)?\s+(?:just |also )?)try to|please|remember to|be sure to|(?:you|he|she) can(?: also)?(?= (?:ice|elevate|heat|rest|stretch|soak|wrap)\b))\s+/;

/**
 * "Those" or "them" taken on a schedule ("taking those consistently", "take them every day") are the patient's
 * medications, just named; without the name the advice says nothing ("take them seriously" is not about drugs).
 */
const MEDICATIONS_TAKEN = /\b(tak(?:e|ing)) (?:those|these|them)(?= (?:consistently|regularly|every day|daily|as prescribed|on time|each day|every (?:morning|night|evening)|with (?:food|meals))\b)/;
/**
 * The occasion advice is for, said before it: "anytime you get blood, make sure you say that you have an IgA
 * deficiency", "before you exercise, you should use your inhaler". Without it the advice is said of always.
 */
const ADVICE_WHEN = /\b((?:any ?time|whenever|every time|each time|before|when) (?:you|he|she) (?:[a-z']+ ){0,5}?[a-z']+)\s*,?\s+(?:(?:just|then|um|uh|so)\s*,?\s+)*(?=make sure\b|(?:you|he|she) (?:should|need to|needs to|must|have to|has to)\b|remember to\b|please\b)/;
/** "if your symptoms worsen, just give me a call" → "The patient was advised to call if symptoms worsen." */
/**
 * The words that put a call-back to the patient, between its condition and the call: "then just", "I want you to",
 * "you can", "why don't you", "please don't hesitate to". Read as the lead-in, they are no part of the condition
 * ("if the pain gets worse I want you to call the office" is a call if the pain gets worse).
 */
const CALL_LEAD = String.raw`(?:(?:then|just|please|so),?\s+)*(?:(?:you|i) (?:need|would need|should|must|have) to |(?:i want|i'd like|i would like) (?:you|him|her) to |(?:you|she|he) can |why don't you |(?:don't|do not) hesitate to )?(?:just |please )?(?:do )?`;
const CALL_IF = new RegExp(
  String.raw`^(?:.*?\b)?if (?:there'?s |there is )?(?:your |the )?((?:[a-z0-9' ,]|\.(?=\d)){3,120}?),? ${CALL_LEAD}(?:give (?:me|us) a call|call (?:me|us|the office)|call (?:911|988|999|111|an ambulance)(?: or go to the (?:er|emergency room|emergency department))?|let (?:me|us) know|come back(?: in)?|go to the (?:er|emergency room|emergency department)|${REACH_US})\b|\b(?:give (?:me|us) a call|call (?:me|us|the office)|let (?:me|us) know|get in touch(?: with (?:me|us))?|contact (?:me|us)) if (?:your |the )?([a-z' ]{3,50}?)(?=[,.;!?]|$)`,
);
/**
 * "Bear in mind the fever and the vomiting. If you have any of those, give me a call": the signs to call back with were
 * named before; the advice is written as return precautions, without a "those" the note cannot name.
 */
const SIGNS_SAID_BEFORE = /^(?:(?:you|she|he) (?:have|has|get|gets|notice|develop|experience)\s+)?any (?:of )?(?:those|these|them)(?: (?:symptoms|signs|things))?$/;
/** A condition said of the problem the advice is written under: "if it flares up", "if it gets worse". */
const CONDITION_OF_PROBLEM = /^(?:it|they) (?:flares? up|gets? worse|worsens?|comes? back|returns?|persists?|does(?: not|n't) (?:improve|get better|go away))\b/;
/** Advice said after its condition, in one sentence: "if it gets worse, then you should go to A and E". */
const ADVICE_IF = /^(?:.*?\b)?if ((?:[a-z0-9' ]|,(?!\s*(?:then|um|uh|you|he|she)\b))+?),\s*(?:(?:then|um|uh),?\s*)*(?=(?:you|he|she) (?:should|need to|needs to|must|have to|has to)\b)/;
/** The call said before its condition: "call me if you gain three pounds in two days". */
/** "Call me or message me in the patient portal if…": another way to reach the clinician, said with the call. */
const CALL_AFTER = new RegExp(
  String.raw`^(?:(?:and|also|so|just|please|okay)[, ]+)*${CALL_LEAD}(?:call (?:me|us|the office)|give (?:me|us) a call|let (?:me|us) know|come (?:back|back in|back and see (?:me|us)|back to see (?:me|us)))(?: or (?:message|email|text|send a message to) (?:me|us)(?: (?:in|through|on|via) (?:the |my |our )?(?:patient )?portal)?)? if (?:the )?((?:[a-z0-9' ,]|\.(?=\d)){3,120}?)[.!]?$`,
);
/** Advice said as a bare imperative at the end of a visit: "get a scale, weigh yourself every day". */
const IMPERATIVE = /^(?:(?:and|also|so|again|now|just|please|okay|ok|good|great|awesome|alright|all right|perfect|definitely)[, ]+)*((?:(?:do not|don'?t) (?=eat|drink|lie|lift|drive|smoke|take|use|wear|skip|scratch|pick|go to bed|sleep)|get|weigh|take|continue|avoid|watch|drink|eat|keep|make sure|try|use|elevate|ice|rest|stay|limit|cut back on|stop|apply|wear|walk|exercise|monitor|check|record|bring|schedule|refrain from|be mindful of|increase (?:your|his|her) (?:water|fluid|fiber|fibre|protein|activity|exercise)(?: intake)?|start (?:walking|exercising|running|jogging|swimming|biking|cycling|stretching|lifting|working out))\b.*)$/;

const REASSURANCE = /^(?:be (?:fine|okay|ok|good|alright|all right|great)|be feeling (?:fine|better)|not worry)\b/;
const EXPECTED = /^(?:hear (?:back|from)|be able to|be (?:contacted|called)|receive|get (?:a |an )?(?:call|letter|text|message))\b/;
const PROGNOSIS = /^(?:heal|recover|improve|get better|feel better|start (?:to )?feel(?:ing)? better|be (?:back to normal|healed|better))\b/;

/** Return precautions given without signs the note can name (a new item each time: later steps may add to its text). */
const returnPrecautions = (): PlanItem => ({ action: 'advise', negated: false, text: 'Return precautions given.' });

/** Safety-netting: "things to look out for would be worsening tummy pain, a high temperature, vomiting". */
const WATCH_FOR = /\b(?:things|signs|symptoms|what) to (?:look|watch) out for(?: (?:would be|are|is|include))?,?\s*(?:(?:you know|um|uh|so),?\s*)*(.{5,160})$/;

/** "It's worth using antihistamines": the advice's gerund as the verb a note writes ("use antihistamines"). */
function infinitive(said: string): string {
  // "Ring", "bring", "sting" are verbs of their own, not "-ing" forms.
  return said.replace(/^(?!(?:ring|bring|sing|sting|swing|string|spring|wing|thing|sling|cling|fling|wring)\b)([a-z]{2,})ing\b/, (_m, stem: string) => {
    if (/^(?:us|tak|mak|com|giv|hav|liv|driv|writ|chang|reduc|increas|decreas|continu|mov|breath|plac|los|clos|ris|shak)$/.test(stem)) return `${stem}e`;
    if (/([b-df-hj-np-tv-z])\1$/.test(stem) && !/(?:ll|ss|ff|zz)$/.test(stem)) return stem.slice(0, -1);
    return stem;
  });
}

/** "Take one more deep breath": the exam's listening, wherever in the visit it is said; not advice. */
const BREATH_AGAIN = /\b(?:take|give me) (?:one more|another|a couple more|two more) (?:deep |big )?breaths?\b/;

/** A lifestyle plan said as a start: "we should start with diet and exercise", "let's try a low salt diet first". */
const LIFESTYLE =
  /\b(?:start|try|begin|focus on|recommend)\w* (?:with |on )?(?:some )?(diet and exercise|exercise and diet|lifestyle (?:changes|modifications?)|(?:a )?(?:low[- ](?:salt|sodium|fat|carb(?:ohydrate)?|cholesterol)|heart[- ]healthy|healthy|mediterranean) diet|(?:an )?exercise (?:program|routine)|weight loss)\b/;

/**
 * A treatment the clinician recommends, said as a noun: "I recommend surgery for your foot", "I then recommend
 * chemotherapy with cisplatin and taxol". It is no advice to the patient ("advised to surgery") but the recommendation.
 */
const LISTED = String.raw`(?!(?:you|your|him|her|me|us|that|this|it|based|then|so|if|i|we|the|depending|after|before|which|because|see)\b)[a-z-]+`;
const RECOMMENDED = new RegExp(
  String.raw`\b(?:i|we)(?:'d| would|'ll| will|(?:'m| am|'re| are) (?:going to|gonna))?(?: (?:strongly|definitely|also|then|really|do))? recommend(?:ed)?(?: that)?(?: (?:you|we))?(?: (?:have|get|undergo|proceed with|go ahead with|consider))?\s+(?:a |an |the |some )?(surgery|surgical (?:repair|fixation|correction)|operation|chemotherapy|chemo|radiation(?: therapy)?|immunotherapy|hormone therapy|dialysis|(?:(?:total|partial) )?(?:knee|hip|shoulder) replacement)\b((?: with ${LISTED}(?:(?:,| and| plus) ${LISTED}){0,3})?(?: (?:for|of|on) (?:your|his|her|the) (?:(?:right|left) )?[a-z]+)?)`,
);

/** A definitive treatment named in other words than "recommend": what it is, and where. */
const DEFINITIVE = String.raw`(surgery|surgical (?:repair|fixation|correction)|operation|(?:(?:total|partial) )?(?:knee|hip|shoulder) replacement)\b((?: (?:for|of|on) (?:your|his|her|the|that|this) (?:(?:right|left) )?[a-z]+)?)`;
const GOING_TO = String.raw`(?:going to|gonna|gon na)`;
/** "I think the best course of action is gonna be for surgery": the treatment recommended, as its choice. */
const BEST_COURSE = new RegExp(
  String.raw`\b(?:best|right|preferred|recommended) (?:course of action|option|treatment|way forward)(?: (?:for (?:you|him|her)|here|now))? (?:is|will be|would be|is ${GOING_TO} be)(?: for| to (?:have|do|go with|proceed with))? (?:a |an |the )?${DEFINITIVE}`,
);
/** "You're most likely going to need surgery of that foot": the treatment the clinician expects to be needed. */
const LIKELY_NEEDED = new RegExp(String.raw`\b(?:you|she|he)(?:'re|'s| are| is) (?:most |very |more than )?(?:likely|probably) ${GOING_TO} (?:need|require) (?:a |an |the )?${DEFINITIVE}`);

function recommendedItems(clause: string): PlanItem[] {
  const m = RECOMMENDED.exec(clause);
  if (!m || DECLINED.test(clause.slice(0, m.index + m[0].length))) return [];
  const what = m[1]!.replace(/^chemo$/, 'chemotherapy');
  const rest = m[2]!.replace(/\b(?:your|his|her)\b/, 'the').replace(/\b[a-z][a-z-]+\b/g, (word) => drugName(word));
  return [{ action: 'start', negated: false, subject: what, text: sentence(`Recommend ${what}${rest}`) }];
}

/** Surgery said as the best course or as likely needed, wherever in the sentence: the plan's own recommendation. */
export const SURGERY_PLANNED = new RegExp(`${BEST_COURSE.source}|${LIKELY_NEEDED.source}`);

function definitiveItems(clause: string, declined: boolean): PlanItem[] {
  if (declined) return [];
  const where = (said: string) => said.replace(/\b(?:your|his|her|that|this)\b/, 'the');
  const best = BEST_COURSE.exec(clause);
  if (best) return [{ action: 'start', negated: false, subject: best[1]!, text: sentence(`Recommend ${best[1]!}${where(best[2]!)}`) }];
  const likely = LIKELY_NEEDED.exec(clause);
  if (!likely) return [];
  const what = likely[1]!;
  return [{ action: 'start', negated: false, subject: what, text: sentence(`${what.charAt(0).toUpperCase()}${what.slice(1)}${where(likely[2]!)} likely needed`) }];
}

/**
 * "Losing some weight would also help take pressure off the knee": a change of habit recommended by what it would do
 * (decision 823). The habit, and what it helps.
 */
export const HELPS =
  /\b(losing (?:some |a little |a bit of |a little bit of |a few pounds of |the )?weight|weight loss|quitting smoking|stopping smoking|(?:regular |some )?exercis(?:e|ing)|stretching|cutting (?:back|down) on (?:the |your )?[a-z]+(?: [a-z]+)?) (?:would|will|could|can|might|should|is going to) (?:also |really |definitely |certainly |probably |only )?help\b(?: (?:to |with )?([^.;,!?]{3,60}))?/;
const HABIT_AS_ADVICE: [RegExp, string][] = [
  [/^(?:losing .*weight|weight loss)$/, 'lose weight'],
  [/^(?:quitting|stopping) smoking$/, 'quit smoking'],
  [/^(?:regular |some )?exercis/, 'exercise regularly'],
  [/^stretching$/, 'stretch'],
];
function helpsItems(clause: string, p: Pronouns): PlanItem[] {
  const m = HELPS.exec(clause);
  if (!m) return [];
  const habit = HABIT_AS_ADVICE.find(([said]) => said.test(m[1]!))?.[1] ?? m[1]!.replace(/^cutting/, 'cut');
  const purpose = m[2] ? clinicianToThirdPerson(m[2].trim().replace(/^(?:a lot|a little|a bit|some)\s+/, ''), p) : '';
  const written = `The patient was advised to ${habit}${purpose ? ` to help ${/^(?:the|her|his|their|with)\b/.test(purpose) ? `with ${purpose.replace(/^with /, '')}` : purpose}` : ''}`;
  return [{ action: 'advise', negated: false, text: sentence(written) }];
}

function adviceItems(clause: string, p: Pronouns): PlanItem[] {
  if (BREATH_AGAIN.test(clause)) return [];
  const recommended = recommendedItems(clause);
  if (recommended.length) return recommended;
  const lifestyle = LIFESTYLE.exec(clause);
  if (lifestyle) return [{ action: 'advise', negated: false, text: sentence(`Lifestyle modification advised: ${lifestyle[1]!.replace(/^an? /, '')}`) }];
  const helps = helpsItems(clause, p);
  if (helps.length) return helps;
  // Written as a list of signs when the signs were said as one ("a high fever, chest pain"); said with the speech
  // around them, as the fact that they were discussed.
  const watch = WATCH_FOR.exec(clause);
  if (watch) {
    const signs = cleanSpoken(watch[1]!).replace(/[.?!]+$/, '').split(/,\s*|\s+or\s+/).map((sign) => sign.trim().replace(/^(?:a|an|the|any) /, '')).filter(Boolean);
    const clean = signs.length >= 1 && signs.every((sign) => words(sign).length <= 4 && !/\b(?:you|your|she|her|he|his|if|having|feeling|kind|know|um|uh|just|et|does|that)\b/.test(sign));
    return [{ action: 'advise', negated: false, text: clean ? sentence(`Return precautions given: ${signs.join(', ')}`) : 'Return precautions given.' }];
  }
  /** "The patient was advised to call if …", or nothing when the condition does not make a note's sentence. */
  // "…go to the ER right away": where to go is said as said, not as a call (decision 819).
  // "…call 988 or go to the emergency room": the number to call too.
  const toEmergency = /\bgo (?:straight |right )?to (?:the )?(?:er|emergency (?:room|department)|a and e|a&e)\b/.test(clause);
  const number = /\bcall (911|988|999|111)\b/.exec(clause)?.[1];
  // "Come back if it gets worse": to return, not to call (decision 856).
  const comeBack = /^(?:(?:and|also|so|just|please|okay)[, ]+)*(?:you can |please )?come back\b/.test(clause);
  const whereTo = [number ? `call ${number}` : '', toEmergency ? 'go to the emergency department' : ''].filter(Boolean).join(' or ') || (comeBack ? 'return' : 'call');
  const callAdvice = (condition: string): PlanItem[] | undefined => {
    // "If the pain, you know, still there after maybe three weeks": a condition broken off in speech is no sentence; the
    // precautions were still given (decision 856).
    const said = clinicianToThirdPerson(cleanSpoken(condition), p);
    if (/,/.test(said) && !/\b(?:or|and)\b/.test(said) && !FINITE_VERB.test(said)) return [returnPrecautions()];
    const written = noteSentence(`${p.subject} should ${whereTo} if ${condition}`, 'clinician', p, { minWords: 4, maxWords: 30 });
    return written ? [{ action: 'advise', negated: false, text: written.replace(/^(?:She|He|They) should /, 'The patient was advised to ') }] : undefined;
  };
  // "Call me if you gain three pounds in two days": the same advice, the condition said after.
  const callAfter = CALL_AFTER.exec(clause);
  if (callAfter && SIGNS_SAID_BEFORE.test(callAfter[1]!)) return [returnPrecautions()];
  const adviceAfter = callAfter ? callAdvice(callAfter[1]!) : undefined;
  if (adviceAfter) return adviceAfter;
  const callIf = CALL_IF.exec(clause);
  // "If it still happens, get in touch": what "it" is was said before; the note cannot name it.
  // "If it flares up" speaks of the problem the advice is written under, and stays.
  const condition = callIf?.[1] ?? callIf?.[2] ?? '';
  if (callIf && SIGNS_SAID_BEFORE.test(condition)) return [returnPrecautions()];
  if (callIf && (!/^(?:it|that|this|they|them)\b/.test(condition) || CONDITION_OF_PROBLEM.test(condition))) {
    // "If you develop a fever…" → "call if a fever…": the condition is what to look for.
    const advice = callAdvice(condition.replace(/^you develop\s+(?:(?:a|an)\s+)?/, ''));
    if (advice) return advice;
  }
  // "If it's not, please get in touch": a call-back under a condition said before, which the note cannot name, or said
  // in words a note cannot write, is written as what it is, not as a call to make always. ("Come back" may be a test's
  // result, "let me know if you want me to explain" no call-back: neither is read so.)
  // Going to the emergency department under such a condition is decision 429's, below.
  if (callIf?.[1] !== undefined && !/\b(?:come back|go to)\b/.test(callIf[0])) return [returnPrecautions()];
  const advised = ADVICE.exec(clause);
  // "If it gets worse, you should go to A and E": advice under a condition is written with it; under a condition the
  // note cannot name ("if it's that bad", "if that happens"), it is left out rather than written as said always.
  const under = advised ? ADVICE_IF.exec(clause) : null;
  const adviceIf = under?.[1]?.trim();
  if (adviceIf && /^(?:it|that|this|they|them|so)\b/.test(adviceIf) && !CONDITION_OF_PROBLEM.test(adviceIf)) return [];
  const occasion = advised && !adviceIf ? ADVICE_WHEN.exec(clause)?.[1] : undefined;
  // "Get a scale weigh yourself daily": two imperatives run together without a mark are joined by "and".
  const said = (advised ? clause.slice(advised[0].length) : IMPERATIVE.exec(clause)?.[1])?.replace(/^((?:get|buy) an? (?:scale|blood pressure cuff|thermometer|pulse oximeter)),? (?=(?:weigh|check|take|use)\b)/, '$1 and ');
  if (!said) return [];
  const rest = infinitive(said.replace(/^(?:please )?(?:do not|don'?t) hesitate to /, '').replace(/^(?:do not|don'?t) /, 'not '))
    // "Avoid alcohol and fatty foods, and low cholesterol foods": what to avoid ends where a list goes on after a comma
    // (the low-cholesterol foods are to eat).
    .replace(/^(avoid\b[^,]*?),\s+and\b.*$/, '$1')
    // "You can elevate your leg stay off your leg": two pieces of self-care run together without a mark.
    .replace(/\b((?:elevate|ice|rest|wrap|stretch) (?:your|his|her|their|the) [a-z]+) (?=(?:stay|keep|rest|ice|elevate|avoid|use|take|wear)\b)/, '$1 and ')
    // "Continue to ice the right ankle, you can ice it five times a day …": the advice said again with its schedule
    // is one piece of advice, with the schedule.
    .replace(/\b(ice|elevate|heat|rest|stretch|soak|wrap|use|apply|take) (it|that|them|the [a-z]+(?: [a-z]+){0,2}?),? (?:and )?(?:you|he|she) can (?:also )?\1 (?:it|that|them)\b/, '$1 $2')
    // "What I'd advise you to do is maybe consider…", "the thing to think about is if…": the advice after the cleft.
    .replace(/^(?:do|think about|look out for) is\s+(?:maybe\s+|to\s+)?/, '')
    .replace(/^(?:go ahead and|just|also|really|definitely|continue to)\s+/, (x) => (/continue/.test(x) ? 'continue to ' : ''))
    // "…check your weights every day and also | I'm going to…": a link the sentence model left at the end is no part of it.
    .replace(/,?\s+(?:and|so|but|or)(?: also| then)?\s*$/, '')
    // "Avoid spicy foods, and don't eat within three hours of bed": the second piece of advice is one not to follow.
    .replace(/,?\s+and (?:do not|don'?t) (?=\w)/, ', and not to ')
    // "Everyday" said as an adverb is written "every day".
    .replace(/\beveryday$/, 'every day')
    // One piece of advice: "continue pilates and let me know if …" ends before "and let me know".
    .replace(/,?\s+(?:and|so|but) (?:let me know|call me|if|we|i|then we)\b.*$/, '')
    // "…use some ice for the pain, and it should get better in the next week": what is expected is no part of it.
    .replace(/,?\s+(?:and|so|but),? (?:it|this|that|things|the pain|the swelling)(?:'ll| will| should| may| might| can| could| would)\b.*$/, '')
    // "…time off work, actually I know you're quite keen to work": the advice ends where the clinician's aside begins.
    .replace(/,\s*(?:actually |although |though |but |and |so )?(?:i|we)\b.*$/, '')
    // "…antihistamines, which you can buy over the counter": the advice without the aside about it.
    .replace(/,?\s*\bwhich\b.*$/, '')
    // "Make sure you're taking those consistently": what is taken on a schedule is the medications.
    .replace(MEDICATIONS_TAKEN, '$1 your medications')
    // "…twice a day and send me the readings": the readings are reported to the clinic (decision 815).
    .replace(/\b(?:send|give|email|e-mail|message|show|bring|call) (?:me|us|them) (?:in )?(?:the |those |these |your |all the )?(readings|numbers|results|values|logs?)\b/, 'report the $1');
  // "You should heal in the next two weeks" is a prognosis, not advice; "you should be fine" is reassurance.
  if (REASSURANCE.test(rest)) return [];
  // "Drink that as well", "take it and apply it at night": what to drink or take was said before, and the note cannot
  // name it here.
  if (/^(?:(?:continue to|keep) )?(?:drink|eat|take|try|have)(?:ing)? (?:that|it|this|them|those|these)\b(?! (?:easy|slow|slowly)\b)/.test(rest)) return [];
  // "You should hear back from the hospital", "you should be able to…": what will happen to the patient, not advice.
  if (EXPECTED.test(rest)) return [];
  // "…try to help you with that diet": what the clinician does for the patient is not advice to the patient.
  if (/^(?:help|get|see|give|send|set|have|let|show|tell) (?:you|him|her)\b/.test(rest)) return [];
  // "I'll have you take this to the front": the way out of the visit, not advice.
  if (/^(?:take|bring|hand|give) (?:this|that|these|it|them)(?: paper\w*| form\w*| sheet)? (?:to|up to|down to|over to) (?:the )?(?:front|desk|reception|checkout|check-out|nurse|lab)\b/.test(rest)) return [];
  if (PROGNOSIS.test(rest)) {
    // "You should be back to normal, you'll see the bruising go away": the prognosis ends at the next subject.
    const expected = noteSentence(`${p.subject} is expected to ${rest.split(/,?\s(?=(?:you|you'll|you're|she|he|it|there|i|we)\b)/)[0]}`, 'clinician', p, { minWords: 4, maxWords: 20 });
    return expected ? [{ action: 'advise', negated: false, text: expected.replace(/^(?:She|He|They) (?:is|are) expected/, 'Expected') }] : [];
  }
  const trimmed = rest.replace(/[.!?,;\s]+$/, '');
  let written = noteSentence(`${p.subject} should ${adviceIf ? `${trimmed} if ${adviceIf}` : occasion ? `${trimmed} ${occasion}` : rest}`, 'clinician', p, { minWords: 4, maxWords: 30 });
  if (!written) return [];
  // A second subject inside the advice is two sentences run together ("ice the knee the patient can do that…"): the
  // advice ends before it.
  const second = /\s(?:the patient (?:can|will|should|could|would|is|has)|(?:she|he|they) (?:can|will|should|could|would))\b/.exec(written.replace(/^(?:She|He|They) should /, (m) => ' '.repeat(m.length)));
  if (second) written = words(written.slice(0, second.index)).length >= 5 ? sentence(written.slice(0, second.index)) : undefined;
  if (!written) return [];
  // "Try not to eat late", "make sure you don't eat late", "don't eat late": advised not to.
  const text = written.replace(/^(?:She|He|They) should /, 'The patient was advised to ').replace(/^The patient was advised to (?:try not to|do not|don't|not) /, 'The patient was advised not to ');
  // Advice that trails off ("…watch for is those infections that.") or speaks of the patient as a third party
  // ("…advised to bring the patient in for that.") cannot be written cleanly.
  if (/\b(?:that|this|those|these|for that|a|an|the|and|or|but|so|with|to|of|for|sure|if|whether|what|how|which|where|why|as|than|until|because)\.$/.test(text) || /\b(?:a an|an a|is those|the patient in)\b/.test(text)) return [];
  // Advice is a verb: "recommend you for physical therapy" or "…be your guide about what you should and should not"
  // leaves no verb after "advised to" and reads as nonsense.
  // A question begun where the advice's verb should be ("I would like you to what have those been running") too, and
  // a clause ("I want you to while this is hurting you cut back on …"), which speech gives no comma to end.
  if (/^The patient was advised to (?:for|and|or|but|with|about|the|a|an|that|this|in|on|at|of|from|as|so|because|if|when|while|until|unless|once|although|though|what|how|where|why|who|which)\b/.test(text)) return [];
  // A verb corrected as it was said ("take, drink that", "see, no, go"), or done to a thing never named ("take them
  // quite seriously"), cannot be written cleanly.
  // A list of care ("rest, ice, and elevate it") is no correction (decision 946).
  if ((/^The patient was advised to \w+,/.test(text) && !CARE_LIST.test(text)) || /,\s*(?:no|sorry|i mean),/.test(text) || /^The patient was advised to \w+ (?:them|those|these)\b(?! (?:is|are|was|were)\b)/.test(text)) return [];
  // Advice about things never named ("make sure that those things are functioning correctly", "take it from there").
  if (/\b(?:(?:those|these) things|that stuff|take it from there|go from there|see how it goes)\b/.test(text)) return [];
  // What the clinician asks the patient to do while examining is no advice, wherever it is said: "squeeze both
  // hands", "close your eyes and reach out your arms", "move the finger".
  if (EXAM_INSTRUCTION.test(text)) return [];
  // Advice of a few words about nothing the note names: "go anyway", "keep going", "get this under control", "calm
  // things down".
  const advice = text.replace(/^The patient was advised (?:not )?to /, '').replace(/\.$/, '');
  if (words(advice).length <= 4 && /\b(?:this|that|it|things|anyway|going)\b/.test(advice) && !/\b(?:ice|elevate|rest|wrap|brace|splint)\b/.test(advice)) return [];
  // A brand keeps its capital in advice too ("take Flomax at night").
  return /^The patient was advised (?:not )?to /.test(text) ? [{ action: 'advise', negated: false, text: text.replace(/\b[a-z][a-z-]+\b/g, (word) => drugName(word)) }] : [];
}

/** Care said as a list of verbs: "rest, ice, and elevate it", "ice, compress and elevate the ankle" (decision 946). */
const CARE_LIST = /^The patient was advised to (?:rest|ice|elevate|compress|wrap|heat|stretch)(?:,? (?:and )?(?:rest|ice|elevate|compress|wrap|heat|stretch)\b)+/;

/** What an examiner asks the patient to do ("squeeze my hands", "follow my finger"), said as if it were advice. */
const EXAM_INSTRUCTION = /^The patient was advised to (?:squeeze|close (?:her|his|their) eyes|reach out|follow (?:my|the) finger|push (?:against|up|down)|pull (?:against|up|down)|bend (?:forward|over|down)|lie (?:back|down)|sit up|stand up|open (?:her|his|their) mouth|say ah|stick out|touch (?:her|his|their) (?:nose|toes)|turn (?:her|his|their) head|look (?:up|down|left|right|straight)|take a (?:deep )?breath|breathe (?:in|out))\b/;

/** Why an item is ordered, as said after it: "to strengthen that area", "for pain", "to make sure there is no fracture". */
const PURPOSE =
  // ("I'm going to check a urinalysis": the clinician's own verb of the order, not its purpose; "that's going to help
  // prevent…" is one.)
  /\b(?<!\b(?:i|we|i'm|we're|i am|we are|i'll|we'll)\s+(?:\w+\s+){0,2}?(?:going|want|need|have|like|plan|planning|trying)\s)(?:to|in order to) ((?:help(?: with)?|treat|evaluate|check|see if|make sure|rule out|strengthen|reduce|control|manage|look (?:at|for|into)|assess|prevent|improve|relieve|decrease|lower|protect|confirm|monitor|get (?:a better look|that under control))\b[^,.;]{2,70})|\b(for (?:the |your |his |her |any |some )?(?:breakthrough |muscle |joint |back )?(?:pain|swelling|inflammation|nausea|sleep|anxiety|symptoms|blood pressure|sugar|infection|cough|itching|spasms?))\b/;
/** When an item applies: "if you're still having symptoms, I want to order an MRI". */
const CONDITION = /^(?:now,? |and |so,? |but )*if (.{4,60}?),\s*/;
/** A condition that only points back ("if that happens", "if so", "if not"): what it is was said before, unnamed. */
const POINTS_BACK = /^(?:it|that|this|they|them|so|there|not)\b/;

/** Adds to an item the purpose or the condition said with it, when it reads cleanly. */
/** Why a drug is changed or stopped: "switch you from lisinopril to losartan because of the cough". */
const CHANGED_BECAUSE = /\b(?:because of|due to) (?:the |your |his |her |that |this )?([a-z]+(?: [a-z]+){0,2}?)(?=\s*(?:[.,;]|$|\s(?:and|so|but|okay)\b))/;

function withReason(item: PlanItem, clause: string, p: Pronouns): void {
  if (/\bif\b/.test(item.text)) return;
  // A drug stopped or switched is written with why, when a reason is said (decision 815): "Switch from lisinopril to
  // losartan due to cough." It is not stopped "for any pain": what it was for is not why it stops.
  if (item.action === 'stop' || item.action === 'switch') {
    const because = CHANGED_BECAUSE.exec(clause.slice(Math.max(0, clause.indexOf(item.subject ?? ''))));
    const text = because ? `${item.text.replace(/\.$/, '')} due to ${because[1]}.` : '';
    if (because && isClinicalRegister(text) && !/\b(?:it|that|this|them)\b/.test(because[1]!)) item.text = text;
    return;
  }
  const condition = CONDITION.exec(clause);
  // "If that happens, we'll get you scheduled for an EGD": the note cannot name the condition, and does not write it.
  if (condition && POINTS_BACK.test(condition[1]!) && !CONDITION_OF_PROBLEM.test(condition[1]!)) return;
  const purpose = PURPOSE.exec(clause.slice(Math.max(0, clause.indexOf(item.subject ?? '') )));
  const extra = condition ? `if ${condition[1]}` : purpose ? (purpose[1] ? `to ${purpose[1]}` : purpose[2]!) : '';
  if (!extra) return;
  // Only the added words are rewritten: the item keeps its own spelling ("Start Tylenol …").
  // Its tail left hanging ("… to help with any pain and that's") is not part of it.
  // A noun begun and said again with another head ("your blood tests blood chemistries") is written as corrected.
  const corrected = extra.replace(/\b([a-z]{3,}) (?!(?:and|or|of|to|in|on|at|by|for|from|with|the|a|an)\b)[a-z]+ (?=\1 [a-z]+)/, '');
  const added = clinicalWords(clinicianToThirdPerson(cleanSpoken(corrected.replace(/\s+(?:(?:and|so|but) (?:that'?s|that is|it'?s|it is|this is|then)|and so (?:forth|on)|okay|right|and|so)$/, '')), p)).replace(/[.,;\s]+$/, '');
  // "to see if you have any, um, to see if it's actually acute Lyme": a purpose begun again is not written.
  // "to help with that some of the breathing that she is having": a purpose said of "that" is begun again too.
  // "to decrease that over time": a purpose done to a pronoun names nothing the note says ("to evaluate that heart
  // murmur" names it: "that" before a noun is no pronoun).
  if (/\bto see\b.*\bto see\b|\b(?:any|some)$|^to help(?: with)? (?:that|it|this)\b|^to [a-z]+(?: with| of| at| for| on)? (?:it|them|(?:that|this|those|these)(?=$| (?:over|again|down|up|off|out|now|today|more|with|at|in|on|for|by|from|to|as|so|and|or)\b))\b/.test(added)) return;
  // "Just to make sure that everything is okay": a purpose that names nothing is not written (decision 823).
  if (/^to (?:make sure|see|check)(?: that| if)? (?:everything|all|things|it|that)(?:'s| is| are| looks?)?(?: (?:okay|ok|fine|good|alright|all right|normal|well))?$/.test(added)) return;
  // …nor one of "something" unnamed, or of a pronoun ("to make sure there's not something triggering that off").
  if (/\bsomething\b|\b(?:that|it|this|them) (?:off|up|out|on)$/.test(added)) return;
  // "to help coat your the in the lining": a determiner with no noun after it, the phrase begun again, is garbled.
  if (/\b(?:a|an|the|your|my|his|its|their)\s+(?:a|an|the|your|my|his|her|its|their|in|on|of|at|to|for|with|and|or)\b/.test(extra)) return;
  // "Order lipid panel to check a lipid panel": a purpose that only names what is ordered says nothing.
  if (item.subject && words(added.replace(/^to (?:check|get|do|see|look at)\s+/, '')).every((w) => /^(?:a|an|the|and|your|her|his)$/.test(w) || item.subject!.toLowerCase().includes(w))) return;
  const text = `${item.text.replace(/\.$/, '')} ${added}.`;
  if (words(added).length >= 1 && words(text).length <= 30 && isClinicalRegister(text)) item.text = text;
}

/**
 * A schedule said of the drugs just named: "I want you to take that three times a day"; "a lidocaine swish and swallow,
 * and you can do that four times a day" (done, of the drug started last only: "do that" may be exercises).
 */
const TAKE_THEM = /^(?:and |so )?(?:(?:i want|i'd like|i would like) (?:you|him|her) to |(?:you|she|he) (?:should|can|will|'ll) )?(take|use|apply|do) (?:that|it|them|those|these|both(?: of them)?)\b(.*)$/;
/** A plan item's text that already says how often. */
const SCHEDULED = /\b(?:daily|times|every|as needed|at night|at bedtime|weekly|in the (?:morning|evening)|with meals)\b/;

/** A dose change said of "it": "we'll increase it from 20 milligrams to 40 milligrams". */
const CHANGE_IT = /\b(increase|decrease|bump up|bump|raise|lower|double|go up on|go down on|titrate up|titrate down)\s+(?:it|that|that one)\b(?=\s+(?:from|to|up|down)\b)/;
/** A word that is a drug's whole name, compiled once. */
const A_MEDICATION = new RegExp(`^(?:${MEDICATION_PATTERN.source})$`);
/** The drug a stop lasts as long as: "while you're on the prednisone". */
const WHILE_ON = /,?\s*\bwhile (?:you'?re|you are|she'?s|he'?s|(?:she|he) is) (?:on|taking) (?:the |your |his |her )?([a-z-]+)/;
/** A drug stopped said of "it": "stop taking it", "come off that". */
const STOP_IT = /\b((?:stop|quit|discontinue|come off|get off)(?: (?:taking|using))?)\s+(?:it|that|them)\b(?!\s+(?:from|if|when)\b)/;
/** A dose given as the new one, after "increase it": "to 20 mg", "from 10 to 20", "up to 40". */
const NEW_DOSE_AFTER = new RegExp(String.raw`^\s+(?:up |down )?(?:from \d+(?:\.\d+)?\s*(?:mg|mcg|units?)? )?to \d+(?:\.\d+)?\b`);

/** How to take a drug, said of "it": "you should take it at night", "take that after food". */
/** A class of treatment continued, as a plan names it. */
const CONTINUED_CLASS: Record<string, string> = {
  emollient: 'emollients', antibiotic: 'antibiotics', antihistamine: 'antihistamines', inhaler: 'inhalers', antidepressant: 'antidepressant',
  chemotherapy: 'chemotherapy', 'radiation therapy': 'radiation therapy',
};
/** Things a patient uses that are not drugs, which "use it / that" may be said of. */
const EQUIPMENT = /\b(?:a|an|the|your|his|her|some)\s+((?:urine )?strainer|scale|blood pressure cuff|cuff|glucometer|glucose meter|meter|monitor|machine|cpap|humidifier|nebulizer|spacer|pump|heating pad|ice packs?|splint|brace|sling|walking boot|boot|cast|crutches|walker|cane|compression stockings|stockings|orthotics|inserts)\b/g;
const TAKE_IT = /\b(take|use|apply)\s+(?:it|that)\b(?!\s+(?:easy|slow|off|back|out|up|from|to|into|all)\b)/;

/**
 * Care given to a part of the body, said of "it": "continue to ice it", "I want you to rest it", "keep it elevated"
 * (decision 946).
 */
const CARE_IT = /\b(?:(ice|rest|elevate|wrap|brace|splint|immobilize)\s+(?:it|that)\b(?!\s+(?:out|off|up|down|again)\b)|(keep)\s+(?:it|that)(?=\s+(?:elevated|wrapped|iced|immobilized|clean|dry|covered|still|straight)\b))/;
const PART = /\b(?:(right|left) )?(lower back|lumbar|ankle|knee|back|elbow|wrist|shoulder|hip|neck|foot|hand|finger|thumb|toe|leg|arm|calf|thigh|heel|(?:medial |lateral )?epicondyl\w*|rotator cuff|menisc\w*|achilles|plantar fasci\w*)\b(\s+(?:sprain|strain|pain|fracture|injury|tendinitis|tendonitis|bursitis|swelling|epicondylitis))?/g;
/** The part a complaint's own name places: the epicondyle's is the elbow, the meniscus's the knee. */
const PART_OF: [RegExp, string][] = [[/^lumbar$/, 'lower back'], [/epicondyl/, 'elbow'], [/rotator cuff/, 'shoulder'], [/menisc/, 'knee'], [/achilles/, 'ankle'], [/plantar fasci/, 'foot']];

/**
 * "It" cared for is the part of the body the clinician last spoke of, preferring one named with its complaint ("for
 * that ankle sprain … keep your leg elevated … continue to ice it" is the ankle), with the side said of it before.
 */
function withCaredForPart(clause: string, saidSoFar: string): string {
  const care = CARE_IT.exec(clause);
  // "Ice it and also keep the ankle elevated", "ice that right knee": the clause names the part itself, and reads as said.
  if (!care || [...clause.slice(care.index + care[0].length).toLowerCase().matchAll(PART)].length) return clause;
  const parts = [...`${saidSoFar} ${clause.slice(0, care.index)}`.toLowerCase().matchAll(PART)];
  const partName = (m: RegExpMatchArray) => PART_OF.find(([said]) => said.test(m[2]!))?.[1] ?? m[2]!;
  const part = parts.filter((m) => m[3] || partName(m) !== m[2]).at(-1) ?? parts.at(-1);
  if (!part) return clause;
  const name = partName(part);
  const side = part[1] ?? parts.filter((m) => partName(m) === name && m[1]).at(-1)?.[1];
  return `${clause.slice(0, care.index)}${care[1] ?? care[2]} the ${side ? `${side} ` : ''}${name}${clause.slice(care.index + care[0].length)}`;
}

/** A treatment used on the skin, in the nose or by inhaler, named as a class: what "use that" may be. */
const TREATMENT_NAMED = /\b(emollients?|moisturi[sz]ers?|(?:steroid |hydrocortisone |antibiotic |antifungal )?(?:creams?|ointments?|gels?|lotions?)|(?:nasal |saline )?sprays?|inhalers?|eye ?drops|ear ?drops|nebuli[sz]ers?|(?:the |a )?(?:brace|splint|sling|boot)|ice packs?)\b/g;
// "Take it" is the drug named last; "take those" the medications (MEDICATIONS_TAKEN); "take it from there" no drug.
const USE_IT = /\b(?:(use|using|apply|applying) (?:that|it|them|those|these)|(take|taking) (?:that|it)(?! from there| easy| slow))\b/;

/**
 * "…some emollients, which you use in the bath … it's worth using that for the first seven to ten days": "that" is the
 * treatment named last; "I would take ibuprofen regularly … take that after food": what is taken is the drug.
 */
function withTreatmentNamed(clause: string, saidSoFar: string): string {
  const it = USE_IT.exec(clause);
  if (!it) return clause;
  const before = `${saidSoFar.slice(-300)} ${clause.slice(0, it.index)}`.toLowerCase();
  const taken = it[2] !== undefined;
  const named = taken ? [...before.matchAll(MEDICATION_PATTERN)].at(-1)?.[1] : [...before.matchAll(TREATMENT_NAMED)].at(-1)?.[1]?.replace(/^(?:the|a) /, '');
  if (!named) return clause;
  return `${clause.slice(0, it.index)}${it[1] ?? it[2]} ${taken ? drugName(named) : `the ${named}`}${clause.slice(it.index + it[0].length)}`;
}

/** Splits a plan sentence into the clauses that each hold one decision. */
/**
 * A sentence picked up again after a pause, mid-phrase ("continue you on this ... on the Synthroid"): what follows
 * the ellipsis is no sentence of its own when it opens with a preposition, an article or a possessive.
 */
const RESUMED = /(?:on|to|of|in|into|for|with|at|from|the|a|an|your|his|her|my|our|some)\b/;
const RESUMED_AT_START = new RegExp(`^\\s*${RESUMED.source}`, 'i');
// Speech without punctuation runs statements together: "continue you on the metformin i do want you to check your
// blood sugars daily" holds two, the second begun by "I (do) want you to" — unless a condition or a time is still
// open before it ("if the pain gets worse i want you to call").
const CLAUSE_BREAK = new RegExp(
  String.raw`,?\s+and also (?=(?:i|we|i'm|we'll|we're|i'll)\b)|,?\s+and (?=(?:i|we|you|have|keep|get|start|continue|i'm|we'll|we're|i'll|let's|go|see|make(?! sure)|order|refer|schedule|take|increase|decrease|stop|add|do|check|call|follow)\b)|;\s*|,\s*(?=(?:increase (?:your|his|her) (?:water|fluid|fiber|fibre)|refrain from|be mindful of|avoid|limit|drink)\b)|(?<!\.\.)\.\s+|\.{3}\s+(?!${RESUMED.source})|,\s*(?:but|also|so)\s+|\s+but\s+|(?<=[a-z0-9])(?<!\b(?:if|when|unless|until|once|after|before|because)\b[^,.;]{0,60})\s+(?=i (?:do |really |also )?(?:want|need|would like|'d like) (?:you|him|her) to\b|(?:i'm|i am|we're|we are) (?:also )?going to have (?:you|him|her)\b)`,
);
function planClauses(text: string): string[] {
  return text
    .split(CLAUSE_BREAK)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

/**
 * A decision said under a condition, before it ("if you're still having pain we'll start gabapentin") or after it
 * ("we'll refer you to physical therapy if we need to"): not today's decision.
 */
const IF_BEFORE = /(?<!\b(?:even|as|see|check|know|ask|wonder|decide|determine|whether|tell (?:me|us|you)|find out)\s+)\bif\s+([^,]+?(?:,\s*(?!then\b|we\b|i\b)[^,]+?)?),?\s+(?=(?:then,?\s+)?(?:(?:we|i)(?:'ll|'d| will| would| can| could| may| might| should| need| want|'m going| am going|'re going| are going)\b|let'?s\b))/;
const IF_AFTER = /(?<!\b(?:even|as|see|check|know|ask|wonder|decide|determine))\s+if\s+(.+?)[\s.!?]*$/;
/** An "if" that asks leave or offers a choice, not a condition of the decision: "if that's okay", "if you want". */
const NO_CONDITION = /^(?:that'?s|it'?s|that is|it is|this is) (?:ok(?:ay)?|alright|all right|fine)\b|^(?:that|it|this) sounds? (?:good|ok(?:ay)?|alright|all right|fine|reasonable)\b|^(?:you|he|she)(?:'re| are|'s| is) (?:ok(?:ay)?|alright|all right|fine|comfortable|happy) with\b|^(?:you|he|she) (?:want|wants|like|likes|prefer|prefers|wish|wishes)\b|^(?:you|he|she)(?:'d| would) (?:like|prefer|rather)\b|^(?:you|he|she)(?:'re| are|'s| is) interested\b|^(?:you|he|she) (?:have|has|got) (?:any )?questions\b/;
/** How the drug is to be taken, said before the "if": "ibuprofen that you can take if you have pain" is for as needed. */
const USE_BEFORE_IF = /\b(?:take|taking|use|using|apply|applying|as needed)\b/;
/** The actions a clinician may decide later, on a condition. */
const CONTINGENT_ACTIONS = new Set<PlanAction>(['start', 'refer', 'increase', 'decrease', 'switch']);

/** The condition as a note writes it (" if needed", " if symptoms worsen"), or undefined when it cannot be named. */
function contingency(said: string, p: Pronouns): string | undefined {
  // "If you, if you get some pain": the condition begun again.
  const cond = cleanSpoken(said).replace(/^(?:[a-z']+\s*,?\s*){1,2}\bif\s+/, '').replace(/[.,;\s]+$/, '');
  if (/^(?:(?:we|you|i|she|he) (?:need|needs|needed|have|has) (?:to|it|one)|(?:it'?s |it is )?(?:necessary|needed|required)|need be)\s*$/.test(cond)) return ' if needed';
  if (/^(?:it|that|this|they|things|symptoms?|your symptoms?) (?:gets?|get|is getting|are getting) worse\b|^(?:it|that|this|they) worsens?$/.test(cond)) return ' if symptoms worsen';
  // "If it's not better in six weeks" too (decision 956).
  if (/^(?:it|that|this|they|things|symptoms?|your symptoms?)(?: (?:does(?:n'?t| not)|do(?:n'?t| not)|is(?:n'?t| not)|are(?:n'?t| not)|has(?:n'?t| not)|have(?:n'?t| not))|'s not|'re not)(?: still)?(?: get| getting| got| gotten)? (?:any )?(?:better|improv\w*|go(?:ne)? away|resolv\w*|settl\w*|work|help)\b/.test(cond)) return ' if symptoms do not improve';
  if (/^(?:it|that|this|they|your symptoms?|symptoms?) (?:continues?|persists?|keeps? (?:up|going))\s*$/.test(cond)) return ' if symptoms persist';
  // "If you're still having pain" → " if pain persists"; "if you're feeling feverish" is no symptom that persists.
  const persisting = /^(?:you|she|he)(?:'re| are|'s| is) (?:still )?having\b/.test(cond) ? conditionOf(`if ${cond}`) : undefined;
  if (persisting) return persisting;
  // "If that happens", "if it's that bad": what it is was said before; the note cannot name it.
  // "If not": what is not so was said before.
  if (POINTS_BACK.test(cond) || words(cond).length > 12) return undefined;
  // "If you get some pain with activity": the quantifier is speech; the condition is the pain.
  // "If you do have an infection of some kind": the emphasis and the vagueness are speech too.
  const plain = cond.replace(/\s+of (?:some|any) (?:kind|sort|type)\b/g, '').replace(/\b(?:some|any) (?=[a-z])/g, '').replace(/\b(?:do|does) (?=have\b)/g, '');
  const written = clinicalWords(clinicianToThirdPerson(plain, p)).replace(/[.,;\s]+$/, '');
  return isClinicalRegister(`Consider treatment if ${written}.`) ? ` if ${written}` : undefined;
}

/** A decision written as one to consider on its condition: "Start gabapentin." → "Consider gabapentin if pain persists." */
function considered(item: PlanItem, condition: string): PlanItem {
  const text = item.text
    .replace(/\.$/, '')
    .replace(/^Start /, 'Consider ')
    .replace(/^Refer to /, 'Consider referral to ')
    .replace(/^Increase /, 'Consider increasing ')
    .replace(/^Decrease /, 'Consider decreasing ')
    .replace(/^Switch to /, 'Consider switching to ')
    .replace(/^(?!Consider )(\S+)(?= injection\b)/, (drug) => `Consider ${/^[A-Z][a-z]/.test(drug) && !BRANDS.has(drug.toLowerCase()) ? drug.toLowerCase() : drug}`);
  return { ...item, text: `${text}${condition}.` };
}

/** The verbs of a decision a condition said after it may govern. */
const DECIDED_VERB = /\b(?:start\w*|prescrib\w*|put (?:you|him|her) on|give (?:you|him|her)|refer\w*|increas\w*|decreas\w*|switch\w*|add\w*|try\w*|send (?:you|him|her))\b/g;

/**
 * The clause's decisions with the condition they wait on, if one was said; those whose condition the note cannot name
 * are left out (`dropped`), and the clause is then no advice either.
 */
function withContingency(found: PlanItem[], clause: string, p: Pronouns, saidJustBefore = ''): { items: PlanItem[]; dropped: boolean } {
  const open = found.filter((item) => CONTINGENT_ACTIONS.has(item.action) && !item.negated && !/\bif\b/.test(item.text));
  if (!open.length) return { items: found, dropped: false };
  // "…and if your symptoms continue, | we'll talk about … referral": a condition left open at the end of the sentence
  // before is this one's.
  const left = /(?:^|[,.?!]\s*|\band\s+)if\s+([^,.?!]{3,80}?)\s*,?\s*$/.exec(cleanSpoken(saidJustBefore));
  const before = IF_BEFORE.exec(clause) ?? (left && /^(?:(?:then|so|and),?\s+)?(?:(?:we|i)(?:'ll|'d| will| would| can| could| may| might| should| need| want|'m going| am going|'re going| are going)\b|let'?s\b)/.test(clause) ? Object.assign([left[0], left[1]!], { index: 0 }) : null);
  const after = before ? null : IF_AFTER.exec(clause);
  // A condition after the decision is its own only when the clause holds one decision, said with its verb before the
  // "if", and the words between are not how to take the drug ("ibuprofen that you can take if you have pain").
  const verbs = after ? [...clause.slice(0, after.index).matchAll(DECIDED_VERB)] : [];
  const sinceVerb = verbs.length ? clause.slice(verbs.at(-1)!.index, after!.index) : '';
  const own = !!after && open.length === 1 && verbs.length > 0 && !USE_BEFORE_IF.test(sinceVerb) && !(open[0]!.subject && after[1]!.includes(open[0]!.subject)) && !/,\s*then\b/.test(after[1]!);
  const said = before?.[1] ?? (own ? after![1] : undefined);
  // "…and possibly referral to physical therapy": a decision said as possible is one to consider.
  const possible = (item: PlanItem) => {
    const at = item.subject ? clause.indexOf(item.subject.replace(/y$/, '')) : -1;
    return at > 0 && /\b(?:possibly|potentially|maybe|perhaps)\s+(?:[a-z]+\s+){0,2}$/.test(clause.slice(0, at).replace(/\b(?:a )?referral to\s+(?:the\s+)?$/, ''));
  };
  if (!said && open.some(possible)) return { items: found.map((item) => (open.includes(item) && possible(item) ? considered(item, '') : item)), dropped: false };
  if (!said || NO_CONDITION.test(said.trim()) || IF_POSITIVE.test(`if ${said}`)) return { items: found, dropped: false };
  // A condition said before governs the decisions said after it ("start lisinopril today, and if it's still high
  // we'll add amlodipine": the lisinopril is today's); one after governs the clause's one decision.
  const ifAt = before ? before.index : 0;
  const earlier = clause.slice(0, ifAt);
  const governed = open.filter((item) => !before || (item.subject ? clause.lastIndexOf(item.subject) > ifAt : !new RegExp(DECIDED_VERB.source).test(earlier)));
  if (!governed.length) return { items: found, dropped: false };
  const condition = contingency(said, p);
  // "If that doesn't work, the pain medicine and the exercises, we can start physical therapy": a class named in the
  // condition is what was tried, not a decision.
  const inCondition = (item: PlanItem) => !item.subject && cleanSpoken(said).includes(item.text.replace(/^Start (?:an? )?/, '').slice(0, 10));
  return { items: found.flatMap((item) => (!governed.includes(item) ? [item] : inCondition(item) ? [] : condition ? [considered(item, condition)] : [])), dropped: !condition && governed.length === found.length };
}

/**
 * Treatment left for later, on a condition: "if it worsens then we can consider some treatment", "if you're still having
 * symptoms we can discuss further treatment such as a lithotripsy". The treatment named, or treatment.
 */
const TREATMENT_LATER = /\b(?:consider|discuss|talk about|think about|look into)\w*\s+(?:some |any |other |further |different |more )?(?:treatment|medications?|medicines?)(?: options)?(?:,?\s+(?:such as|like|including)\s+(?:an? |the )?([a-z-]+))?/;
/** An answer that opens by declining today: "not at this time", "no, not right now". */
const NOT_NOW = /^(?:(?:no|well|um|uh),?\s+)*not (?:at this (?:time|point)|right now|for now|yet|today)\b/;

/** "…but if it worsens then we can consider some treatment" → "Consider treatment if symptoms worsen." */
function treatmentLater(clause: string, p: Pronouns, saidJustBefore: string): PlanItem[] {
  const later = TREATMENT_LATER.exec(clause);
  if (!later) return [];
  const named = later[1] && !/^(?:that|this|it|those|these|and|or)$/.test(later[1]) ? later[1] : 'treatment';
  // Only with its condition: "we can discuss treatment" alone decides nothing.
  const { items } = withContingency([{ action: 'start', negated: false, text: `Start ${named}.` }], clause, p, saidJustBefore);
  return items.filter((item) => /^Consider /.test(item.text));
}

/**
 * A result waited for: "once we get the MRI results back", "when we have your labs back". The test is not ordered by it,
 * and what is decided with it waits on it.
 */
const AWAITED = /\b(?:once|when|after|until) (?:we|you|i) (?:get|have|see|receive|review|hear)(?: back)?\s+(?:the |your |those |these )?((?:[a-z0-9-]+ ){0,3}?)(?:results?(?: back)?|back)\b/;

/** "Refer to physical therapy." said "once we get the MRI results back" → "… after the MRI results." */
function awaitedOf(clause: string): { at: number; length: number; when: string } | undefined {
  const m = AWAITED.exec(clause);
  if (!m) return undefined;
  const named = m[1]!.trim() ? orderItems(`order ${m[1]!.trim()}`, false)[0]?.text.replace(/^Order |\.$/g, '') : undefined;
  // "The labs results" reads as "the lab results".
  return { at: m.index, length: m[0].length, when: named ? ` after the ${named.replace(/\b(lab|test)s$/, '$1')} results` : ' after the results return' };
}

/** A test done again, said without its name: "we'll repeat another one this year", "check it again". */
const ANOTHER_ONE = /\b(?:repeat|recheck|redo|do|get|order|check)\w*\s+(?:another one(?! of\b)|one again|it again|that again)\b|\b(?:repeat|redo)\s+(?:it|that)\b(?!\s+(?:back|to|for|over)\b)/;

/** "Looking at your lipid panel from last year … so, we'll repeat another one this year" → "Repeat lipid panel." */
function testAgain(clause: string, saidSoFar: string): PlanItem[] {
  TEST.lastIndex = 0;
  // "We might need to repeat that in the future": a repeat only thought of is not ordered.
  if (!ANOTHER_ONE.test(clause) || TEST.test(clause) || /\b(?:might|may|could|possibly|maybe|perhaps|in the future)\b/.test(clause)) return [];
  // The test is the one named last, in the few sentences before.
  const named = [...cleanSpoken(saidSoFar).slice(-300).matchAll(TEST)].at(-1)?.[0].replace(/^(?:(?:your|his|her|the|a|an|my|that|this|last|previous)\s+)+/, '');
  TEST.lastIndex = 0;
  // When it is due is said in the clause: "repeat another one in three months".
  return named ? orderItems(`we'll get the ${named} again ${clause.slice(ANOTHER_ONE.exec(clause)!.index)}`, false) : [];
}

/**
 * "Hold off for the next couple of weeks on doing any pottery work": an activity to avoid, not a declined order. Not
 * a decision held off ("hold off on ordering the EGD", "on starting the gabapentin"): that is declined, and read so.
 */
const HOLD_OFF_ACTIVITY = /\bhold off (for (?:the next |about |a )?[a-z0-9 ]{3,25}? )?on (?:doing )?(?:any (?:type|kind|sort) of )?((?:(?!(?:order|start|prescrib|refer|schedul|increas|decreas|chang|add|switch|gett|do|check|repeat|send|sett)ing\b)[a-z]+ing\b|[a-z]+ work\b)[a-z ]*?)(?=,|\.|\s+(?:okay|ok|alright|until|for|and)\b|$)/;

/**
 * The plan items of one clinician sentence, in the order said. Empty when the sentence holds no decision the
 * engine can write cleanly (the caller may then leave it out). `before` is what the clinician said just before, for
 * a referral that does not say to whom.
 */
export function planItems(said: string, p: Pronouns, before = ''): PlanItem[] {
  // "…continue you on this ... | on the Synthroid, and …": a sentence picked up after a pause, mid-phrase, is read with
  // what was said before the pause.
  const paused = RESUMED_AT_START.test(said) ? /(?:^|[.?!]\s)([^.?!]*?[a-z][^.?!]*?)\s*\.{3}\s*$/.exec(before) : null;
  const raw = paused ? `${paused[1]!.trim()} ${said}` : said;
  const items: PlanItem[] = [];
  // "We need to rule out pregnancy": done with a pregnancy test.
  // "Swab you for a rapid strep test": the test is what is ordered, the swab how it is taken.
  const spoken = cleanSpoken(raw)
    .replace(/\brule out (?:a )?pregnancy\b/, 'do a pregnancy test')
    .replace(/\bswab (?:you|him|her|them) for (?:a |an )?(?=(?:[a-z]+ ){0,2}(?:test|culture)\b)/, 'do a ')
    // "Keep your leg elevated as much as you can": as much as possible, in a note's words (decision 829).
    .replace(/\bas (much|often|best) as (?:you|he|she|they) (?:possibly )?can\b/g, 'as $1 as possible')
    // …and "keep it elevated when you can": when possible (decision 946).
    .replace(/\bwhen(?:ever)? (?:you|he|she|they) (?:possibly )?can\b/g, 'when possible')
    // "No more than one drink a day": a limit on alcohol, as a note writes it (decision 880).
    .replace(/^(?:(?:and|also|so|just)[, ]+)?(?:(?:have|drink) )?no more than (one|two|three|four|\d+|a) (drinks?|beers?|glasses? of wine)\b/, 'limit alcohol to $1 $2')
    // "I'll send the urine for culture": a urine culture is ordered (decision 817).
    .replace(/\bsend (?:off )?(?:the |your |a |this )?(urine|blood|stool|sputum|wound)(?: sample| specimen)? (?:off )?for (?:a )?culture\b/, 'order a $1 culture')
    // "If it is not better in two weeks, and we will get a chest x-ray": speech's "and" after an if-clause is its "then";
    // the decision stays under its condition (decision 942).
    .replace(/^((?:(?:otherwise|and|so|but)[, ]+)?if [^,.;]+), and (?=(?:then )?(?:we|i|you)(?:'ll| will| can| may| might| would| should)?\b)/, '$1, ')
    // "If it's not better in six weeks, we'll consider a steroid injection": the procedure under its condition, written
    // as one to consider (decision 956).
    .replace(/^((?:(?:otherwise|and|so|but)[, ]+)?if [^,.;]+,\s*(?:then\s+)?(?:we|i)(?:'ll| will| can| could| may| might| would)?) consider (?:doing |getting |trying )?(?=(?:a |an )?(?:[a-z-]+ ){0,2}(?:injection|shot|mri|ct(?: scan)?|x-?ray|ultrasound|scan|biopsy)\b)/, '$1 do ')
    // "Hold off for the next couple of weeks on doing any pottery work": an activity to avoid, not a declined order.
    .replace(HOLD_OFF_ACTIVITY, (_m, span: string | undefined, activity: string) => `avoid ${activity.trim()}${span ? ` ${span.trim()}` : ''}`);
  const list = /\bplan\s*:/.exec(spoken);
  // "I'm going to assume no one has put you on prednisone": an assumption checked with the patient, not a decision.
  if (/\b(?:no one|nobody) (?:has|had|'s)\b|\bassum(?:e|ing)\b/.test(spoken)) return [];
  const clauses = planClauses(list ? spoken.slice(list.index + list[0].length) : spoken).flatMap((c) => (list ? c.split(/,\s*/) : [c]));
  for (const [n, said] of clauses.entries()) {
    // "We talked about increasing your Prozac, so we'll increase it from 20 to 40 milligrams": the dose change of the
    // drug the sentence just named.
    // "You're on lisinopril 10 mg a day. … Let's increase that to 20 mg": a new dose said of "that" is the dose of the
    // drug the clinician named last before it (decision 815).
    const changed = CHANGE_IT.exec(said);
    const named = changed
      ? ([...clauses.slice(0, n).join(' ').matchAll(MEDICATION_PATTERN)].at(-1)?.[1] ?? (NEW_DOSE_AFTER.test(said.slice(changed.index + changed[0].length)) ? [...before.toLowerCase().matchAll(MEDICATION_PATTERN)].at(-1)?.[1] : undefined))
      : undefined;
    // "Start Flomax 0.4 mg once a day, you should take it at night": how to take the drug just named, said of "it".
    const saidSoFar = `${before} ${clauses.slice(0, n).join(' ')}`;
    const lastDrug = !named && (TAKE_IT.test(said) || /\btake (?:it|that) all\b/.test(said)) ? [...saidSoFar.matchAll(MEDICATION_PATTERN)].at(-1) : undefined;
    // "Continue Tylenol … and you already have a strainer, so continue to use that": "that" is the thing named last —
    // the strainer, not the drug.
    const lastThing = lastDrug ? [...saidSoFar.matchAll(EQUIPMENT)].at(-1) : undefined;
    const taken = lastThing && lastThing.index > lastDrug!.index ? `the ${lastThing[1]}` : lastDrug?.[1];
    const changedNamed = named ? said.replace(CHANGE_IT, `$1 ${named}`) : said;
    // "The naproxen can hurt your kidneys, so I want you to stop taking it": the drug stopped is the one named last.
    const stopIt = named ? null : STOP_IT.exec(changedNamed);
    const stoppedDrug = stopIt && ([...`${saidSoFar.slice(-300)} ${changedNamed.slice(0, stopIt.index)}`.matchAll(MEDICATION_PATTERN)].at(-1)?.[1]);
    const whole = stoppedDrug ? changedNamed.replace(STOP_IT, `$1 the ${stoppedDrug}`) : changedNamed;
    // "I don't know if we started the vitamin D yet or not": a question about the past, neither start nor decline.
    if (/\b(?:do(?:es)?n'?t|do not|not sure|unsure)(?: know| remember| recall)? (?:if|whether)\b/.test(whole)) continue;
    // "Option one would be to continue using Wixela": a choice offered, not what was decided.
    if (/\b(?:option|choice) (?:one|two|three|four|\d|a|b|c)\b|\b(?:first|second|third|other|another) (?:option|choice)\b/.test(whole)) continue;
    // A negation covers what follows it, not what came before: "start naprosyn … I don't think you need an x-ray".
    const found = DECLINED.exec(whole.split(/\b(?:unless|if|until)\b/)[0]!);
    // "Order a catheterization to make sure we don't have any blockages": the purpose of an order, not a decline.
    const negation = found && !PURPOSE_BEFORE.test(whole.slice(0, found.index)) ? found : null;
    // The negated part starts at its subject ("… lower back | I don't think you need an x-ray").
    const cut = negation ? negation.index - (/(?:\b(?:i|we|you|she|he)\s+)$/.exec(whole.slice(0, negation.index))?.[0].length ?? 0) : 0;
    // …and it ends where the clinician starts a new statement of their own ("I don't think we need surgery | I'm
    // going to prescribe meloxicam"), which speech without punctuation runs together.
    const afterNegation = negation ? whole.slice(negation.index + negation[0].length) : '';
    // The negated statement has words of its own first; "don't think we're going to need surgery" goes on negating.
    const resumes = [...afterNegation.matchAll(new RegExp(NEW_DECISION.source, 'g'))].find(
      (m) => words(afterNegation.slice(0, m.index)).length >= 1 && !/^\s*(?:need|have to|be able)\b/.test(afterNegation.slice(m.index + m[0].length)),
    );
    const resumeAt = negation && resumes ? negation.index + negation[0].length + resumes.index : whole.length;
    const parts: [string, boolean][] = negation
      ? [[whole.slice(0, cut), false], [whole.slice(cut, resumeAt), true], [whole.slice(resumeAt), false]]
      : [[whole, false]];
    for (const [clause, declined] of parts) {
      if (!clause.trim()) continue;
      // "Stop the ibuprofen while you're on the prednisone": the drug of the "while" is when, not what is stopped.
      const during = WHILE_ON.exec(clause);
      const duringDrug = during && A_MEDICATION.test(during[1]!) ? during[1]! : undefined;
      const medications = medicationItems(duringDrug ? clause.replace(during![0], '') : clause, declined, !!list, n === 0 && clause === parts[0]![0] ? before : '', `${saidSoFar} ${whole.slice(0, whole.indexOf(clause))}`);
      if (duringDrug) for (const item of medications) if (item.action === 'stop') item.text = `${item.text.replace(/\.$/, '')} while on ${drugName(duringDrug)}.`;
      // "I'm going to give you a DuoNeb breathing treatment here in the office": given at the visit, not started.
      for (const item of medications) {
        if (item.action === 'start' && item.subject && new RegExp(String.raw`\b(?:give|giving|administer\w*)\b[^.;]{0,30}\b${item.subject.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b[^.;]{0,40}\b(?:here|in (?:the )?(?:office|clinic)|right now)\b`).test(clause)) {
          item.text = `Administer ${drugName(item.subject.toLowerCase())}${/\b(?:breathing|nebuli[sz]er) treatment\b/.test(clause) ? ' nebulizer treatment' : ''} in the office.`;
        }
      }
      // "Start vitamin D 2000 IU daily": a supplement that shares its name with a test is started, not ordered.
      const orders = orderItems(clause, declined).filter((order) => !medications.some((m) => m.subject?.toLowerCase() === order.subject?.toLowerCase()));
      const justBefore = n === 0 && clause === parts[0]![0] ? before : '';
      // "Refer you to physical therapy once we get the MRI results back": the MRI is awaited, not ordered again, and the
      // referral waits on it.
      const awaited = declined ? undefined : awaitedOf(clause);
      const ordered = awaited ? orders.filter((order) => !clause.slice(awaited.at, awaited.at + awaited.length).includes(order.subject?.split(/,| and /)[0] ?? '\0')) : orders;
      // The test named in "check you for H. pylori with a breath test" is ordered once, for what it is to find.
      const testedFor = testingForItems(clause, declined);
      const decided = withContingency([...medications, ...ordered.filter((o) => !testedFor.some((t) => t.subject === o.subject)), ...testedFor, ...noWorkupItems(clause, declined), ...referralItems(clause, declined, before), ...deviceItems(clause, declined), ...definitiveItems(clause, declined), ...vaccineItems(clause, declined)], clause, p, justBefore);
      if (awaited) for (const item of decided.items) if ((item.action === 'refer' || item.action === 'start') && !/\bif\b/.test(item.text)) item.text = `${item.text.replace(/\.$/, '')}${awaited.when}.`;
      const { dropped } = decided;
      const found = decided.items.length || declined ? decided.items : [...treatmentLater(clause, p, justBefore), ...testAgain(clause, `${before} ${clauses.slice(0, n).join(' ')}`)];
      if (found.length && !declined) withReason(found.at(-1)!, clause, p);
      // "Stay on two Tylenol and two ibuprofen, and I want you to take that three times a day": the schedule of the
      // drugs just named, not advice about "that".
      const schedule = !declined && !found.length ? TAKE_THEM.exec(clause) : null;
      const frequency = schedule ? dosingOf('', ` ${schedule[2]}`).frequency : undefined;
      const unscheduled = items
        .filter((item) => /^(?:start|continue|allow)$/.test(item.action) && item.subject && /^(?:Start|Continue|May take) (?:[^.]|\.\d)+\.$/.test(item.text) && !SCHEDULED.test(item.text))
        .filter((item) => schedule?.[1] !== 'do' || (item === items.at(-1) && item.action === 'start'));
      if (frequency && unscheduled.length) {
        for (const item of unscheduled) item.text = `${item.text.slice(0, -1)} ${frequency}.`;
        continue;
      }
      const observe = !declined && !found.length && OBSERVE.exec(clause);
      if (observe) items.push({ action: 'continue', negated: false, text: observe[1] ? 'Continue to monitor.' : 'Continue observation.' });
      else {
        const named = taken ? clause.replace(/\btake (?:it|that) all\b/, `complete the course of ${taken}`).replace(TAKE_IT, `$1 ${taken}`) : clause;
        items.push(...(found.length ? found : declined || dropped ? [] : adviceItems(withTreatmentNamed(withCaredForPart(named, saidSoFar), saidSoFar), p)));
      }
    }
  }
  // "Not at this time … but if it worsens then we can consider some treatment": no treatment today, said so.
  // The "not at this time" may end the clinician's sentence before ("not at this time because she's doing well | but if
  // it worsens…").
  const notNow = NOT_NOW.test(spoken) || /\bnot (?:at this (?:time|point)|right now|for now|yet)\b[^.?!]*$/.test(cleanSpoken(before).slice(-250));
  if (notNow && items.some((item) => /^Consider treatment\b/.test(item.text))) items.unshift({ action: 'start', negated: true, text: 'No treatment at this time.' });
  const seen = new Set<string>();
  return items.filter((item) => {
    // "Increase Prozac dose." beside "Increase Prozac to 40 mg." says less of the same decision.
    if (/ dose\.$/.test(item.text) && items.some((other) => other !== item && other.action === item.action && other.subject === item.subject && / to \d/.test(other.text))) return false;
    const key = item.text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Drug classes a clinician names in passing ("the muscle relaxers"), and the drugs of each. */
const DRUG_CLASSES: { name: RegExp; drugs: RegExp; startedOnly?: boolean }[] = [
  { name: /muscle relax\w*/, drugs: /\b(?:flexeril|cyclobenzaprine|robaxin|methocarbamol|tizanidine|zanaflex|baclofen|skelaxin|metaxalone)\b/ },
  { name: /nsaids?|anti-?inflammator\w*/, drugs: /\b(?:ibuprofen|advil|motrin|naproxen|naprosyn|aleve|meloxicam|mobic|celebrex|celecoxib|diclofenac|voltaren|indomethacin|ketorolac|toradol|nabumetone|etodolac)\b/ },
  { name: /antibiotics?/, drugs: /\b(?:amoxicillin|augmentin|azithromycin|zithromax|z-?pack|doxycycline|cephalexin|keflex|ciprofloxacin|cipro|levofloxacin|bactrim|sulfamethoxazole|nitrofurantoin|macrobid|clindamycin|penicillin|cefdinir|ceftriaxone)\b/ },
  { name: /steroids?/, drugs: /\b(?:prednisone|medrol|methylprednisolone|dexamethasone|prednisolone|betnovate|betamethasone|hydrocortisone|triamcinolone|clobetasol|mometasone)\b/ },
  // "Some pain medicine … so tramadol, 50 milligrams": the analgesic started is the pain medication; one the patient
  // already takes (Tylenol) is not the one started.
  { name: /pain (?:medication|medicine|reliever)s?/, startedOnly: true, drugs: /\b(?:tramadol|ultram|ultracet|oxycodone|percocet|oxycontin|hydrocodone|norco|lortab|vicodin|codeine|tylenol-3|morphine|dilaudid|hydromorphone|tapentadol|acetaminophen|tylenol|paracetamol|ibuprofen|advil|motrin|naproxen|naprosyn|aleve|meloxicam|mobic|celebrex|celecoxib|diclofenac|ketorolac|toradol)\b/ },
  { name: /antihistamines?/, drugs: /\b(?:fexofenadine|allegra|cetirizine|zyrtec|loratadine|claritin|chlorphenamine|piriton|diphenhydramine|benadryl|hydroxyzine)\b/ },
];

/**
 * "Start a muscle relaxant." beside "Start Flexeril 10 mg twice daily.": the class said in passing is the drug
 * already named, not a second start.
 */
export function namesDrugOfClass(item: string, others: string[]): boolean {
  // "Start an antibiotic to help the patient with this." names the class with what it is for.
  // "Start an oral steroid for 5 days." is the class by mouth, for a time.
  const started = /^Start (?:a |an |some |the )?(?:oral )?([a-z -]+?)s?(?: (?:to|for) [^.]*)?\.$/i.exec(item)?.[1]?.toLowerCase();
  const drugClass = started && DRUG_CLASSES.find((c) => new RegExp(`^(?:${c.name.source})$`).test(started));
  return !!drugClass && others.some((other) => other !== item && drugClass.drugs.test(other.toLowerCase()) && (!drugClass.startedOnly || /^Start /.test(other)));
}

/** Names of one test said in other words: "labs" and "blood tests"; "thyroid labs" and "thyroid panel". */
const SAME_TEST: [RegExp, string][] = [
  [/^(?:routine )?(?:labs?|lab work|lab tests?|blood work|bloodwork|blood tests?)$/, 'labs'],
  [/^(?:thyroid(?: (?:labs?|panel|function tests?|levels?|tests?|blood work))?|tsh)$/, 'thyroid function tests'],
];
/** An image's site said in other words: "of the neck" and "cervical", "of the lower back" and "lumbar". */
const SAME_SITE: [RegExp, string][] = [
  [/^(?:neck|cervical(?: spine)?)$/, 'cervical spine'],
  [/^(?:lower back|low back|lumbar(?: spine)?)$/, 'lumbar spine'],
  [/^(?:thoracic(?: spine)?|mid back|upper back)$/, 'thoracic spine'],
];

/**
 * One test however it was named, for an order said twice in other words ("Order thyroid labs." and "Order thyroid
 * panel."; "Order cervical MRI." and "Order MRI of the neck."): the key the two share.
 */
export function testKey(name: string): string {
  const said = name.toLowerCase().trim();
  const same = SAME_TEST.find(([re]) => re.test(said));
  if (same) return same[1];
  const image = /^(?:(.+?) )?(x-ray|mri|ct|ct scan|ultrasound)(?: of the (.+))?$/.exec(said);
  if (!image || (image[1] && image[3])) return said;
  const site = image[1] ?? image[3];
  if (!site) return said;
  return `${image[2]!.replace(/^ct scan$/, 'ct')} ${SAME_SITE.find(([re]) => re.test(site))?.[1] ?? site}`;
}

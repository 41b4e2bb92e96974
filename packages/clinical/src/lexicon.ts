/**
 * What the embedded engine knows: symptoms, conditions and medications, with the lay words patients use and the
 * ICD-10-CM code each one is coded to. Every code here is checked against the shipped code set by a test
 * (lexicon.test.ts), so a typo cannot ship.
 */
import { certaintiesOf } from './negation.js';

/** Laterality said near a mention, for codes that have right/left/bilateral children. */
export type Laterality = 'right' | 'left' | 'bilateral' | undefined;

/** What a code rule sees: the sentences that mention the finding, the other problems, and the laterality. */
export interface CodeContext {
  /** Lower-case text of the sentences that mention this finding. */
  text: string;
  /** Lower-case names of every other affirmed problem of the visit. */
  problems: string[];
  laterality: Laterality;
}
export type CodeRule = string | ((ctx: CodeContext) => string);

/**
 * Abdominal pain by where it is, as said (R10.1- upper, R10.3- lower; a quadrant's side, epigastric, periumbilical):
 * "right lower quadrant pain" R10.31, "pain in the lower part of my tummy" R10.30, nowhere said R10.9.
 */
function abdominalPainCode(text: string): string {
  const side = (level: 'lower' | 'upper') => (new RegExp(String.raw`\bright ${level}\b|\b${level} right\b`).test(text) ? 'right' : new RegExp(String.raw`\bleft ${level}\b|\b${level} left\b`).test(text) ? 'left' : undefined);
  // "My upper right belly", "the right upper side" (decision 824).
  const lower = /\b(?:lower (?:part of (?:my |your |the |her |his )?)?(?:abdomen|tummy|belly|stomach)|lower abdominal|below (?:my|your|the|her|his) belly ?button|(?:right|left) lower (?:quadrant|side|abdomen|tummy|belly|stomach)|lower (?:right|left) (?:quadrant|side|abdomen|tummy|belly|stomach))\b/.test(text);
  const upper = /\b(?:upper (?:part of (?:my |your |the |her |his )?)?(?:abdomen|tummy|belly|stomach)|upper abdominal|(?:right|left) upper (?:quadrant|side|abdomen|tummy|belly|stomach)|upper (?:right|left) (?:quadrant|side|abdomen|tummy|belly|stomach))\b/.test(text);
  if (/\bepigastri/.test(text)) return 'R10.13';
  if (/\bperiumbilical|around (?:my|your|the|her|his) belly ?button\b/.test(text)) return 'R10.33';
  const bySide = (level: 'lower' | 'upper', right: string, left: string, neither: string) => (side(level) === 'right' ? right : side(level) === 'left' ? left : neither);
  if (lower) return bySide('lower', 'R10.31', 'R10.32', 'R10.30');
  if (upper) return bySide('upper', 'R10.11', 'R10.12', 'R10.10');
  return 'R10.9';
}

export interface Term {
  /** The clinical name written in the note. */
  name: string;
  /** Regular expression source (lower case) matching the ways it is said. */
  pattern: string;
  code: CodeRule;
  /** Review-of-systems heading for symptoms. */
  system?: RosSystem;
  /** Cardiovascular risk factor (cardiology template). */
  cardiacRisk?: boolean;
  /** Psychiatric condition (psychiatry template). */
  psychiatric?: boolean;
  /** A status after a procedure (a transplant, a replacement): the patient's only once done, not when proposed. */
  afterProcedure?: boolean;
  /**
   * Read only in the clinician's question and written only as denied ("Did you injure it?" "No."): told, it is the
   * story of the visit, not a symptom (decision 833).
   */
  deniedOnly?: boolean;
}

/** The code a term gets in a context (laterality, type, complications), before validation. */
export const codeFor = (term: Term, context: CodeContext): string => (typeof term.code === 'string' ? term.code : term.code(context));

export type RosSystem =
  | 'Constitutional'
  | 'Eyes'
  | 'Ears, Nose, Mouth and Throat'
  | 'Cardiovascular'
  | 'Respiratory'
  | 'Gastrointestinal'
  | 'Genitourinary'
  | 'Musculoskeletal'
  | 'Skin'
  | 'Neurological'
  | 'Psychiatric';

/** Picks the child code for the side: `lat('H66.9', '1', '2', '3', '0')`. */
const lat =
  (base: string, right: string, left: string, bilateral: string | undefined, unspecified: string) =>
  (ctx: CodeContext) =>
    base + (ctx.laterality === 'right' ? right : ctx.laterality === 'left' ? left : ctx.laterality === 'bilateral' && bilateral ? bilateral : unspecified);

const has = (ctx: CodeContext, pattern: RegExp) => pattern.test(ctx.text) || ctx.problems.some((p) => pattern.test(p));

/**
 * Hypertension with heart failure or chronic kidney disease is coded as their combination, which the guidelines
 * presume (I.C.9.a.1–3): with both, hypertensive heart and chronic kidney disease with heart failure (I13.0, I13.2 with
 * stage 5 or end-stage disease); with heart failure, I11.0; with the kidney disease, I12.9 (I12.0 at stage 5).
 */
function hypertension(ctx: CodeContext): string {
  const heart = has(ctx, /heart failure|\bchf\b/);
  const kidney = has(ctx, /chronic kidney|\bckd\b|end[- ]stage renal|\besrd\b/);
  const stage5 = has(ctx, /stage (?:5|five)|end[- ]stage renal|\besrd\b/);
  if (heart && kidney) return stage5 ? 'I13.2' : 'I13.0';
  if (heart) return 'I11.0';
  if (kidney) return stage5 ? 'I12.0' : 'I12.9';
  return 'I10';
}
/** Said as present somewhere in the text: "to prevent those exacerbations" does not say there is one. */
const affirmedIn = (text: string, pattern: RegExp) => certaintiesOf(text, pattern).includes('affirmed');

/** A status after a procedure: had, not planned ("status post", "history of", "your knee replacement", "I've had"). */
const DONE = /\b(?:had|has|have|'ve|'s) (?:had|got|gotten|done)\b|\b(?:had|got|underwent|received) (?:a|an|the|my|your|his|her)\b|\bs\/p\b|\bstatus post\b|\bhistor\w*|\bprior\b|\bprevious\w*|\b(?:since|after|from) (?:my|your|his|her|the)\b|\bpost-?op\w*|\b(?:my|your|his|her) (?:right |left |new |old )?(?:kidney|renal|heart|cardiac|lung|liver|knee|hip)? ?(?:transplant|replacement|bypass|stent|pacemaker|lobectomy)/;
const done = (code: CodeRule) => (ctx: CodeContext) => (DONE.test(ctx.text) ? (typeof code === 'string' ? code : code(ctx)) : '');
/**
 * A status after a procedure as a term: coded only once done, and marked so that a procedure only proposed ("a good
 * candidate for a knee replacement") is not read as the patient's (conditions.ts).
 */
const statusAfter = (term: Pick<Term, 'name' | 'pattern' | 'code'>): Term => ({ ...term, code: done(term.code), afterProcedure: true });

/** A complication looked for ("screening for retinopathy", "check for any neuropathy"), not yet found; "for the retinopathy" names one known. */
const SCREENED_FOR = /\b(?:exam\w*|screen\w*|check\w*|look\w*|test\w*|evaluat\w*)(?: \w+){0,2} for (?:any |signs of )?(?:diabetic )?(?:retinopathy|neuropathy|nephropathy)/g;

/** Diabetes said to be out of control: with hyperglycemia (E1x.65), as the index reads "uncontrolled". */
// "Not at goal", "above goal" are the assessment's words for it too, as its status reads them (decision 862).
const HYPERGLYCEMIA = /hyperglyc|uncontrolled|not (well |under )?control|out of control|poorly controlled|not at (?:goal|target)|above (?:goal|target)|high (blood )?sugars?|(a1c|sugars?) (is |are |was |were )?(too )?(high|elevated|up)|elevated (a1c|sugars?)/;

/**
 * The hyperglycemia of a diabetes coded by another complication (E11.40 with E11.65): as many codes of the category as
 * its complications need (Official Guidelines I.C.4.a).
 */
export function hyperglycemiaAlso(code: string, text: string): string | undefined {
  const m = /^(E(?:08|09|10|11|13))\.(\d+)$/.exec(code);
  return m && !/^6[45]/.test(m[2]!) && m[2] !== '9' && HYPERGLYCEMIA.test(text) ? `${m[1]}.65` : undefined;
}

/** Diabetes: type 1 or 2 (type 2 by default, as the coding guidelines say), with the complication the visit names. */
const diabetes = (said: CodeContext) => {
  // "Your eye exam for the diabetic retinopathy", "screening for neuropathy": looked for, not found.
  const ctx = { ...said, text: said.text.replace(SCREENED_FOR, ' ') };
  // "We're not sure if it's type 1 or type 2": a type not settled is the default, E11 (I.C.4.a.2).
  const category = /\btype (1|one|i)\b|juvenile/.test(ctx.text) && !/\btype (?:2|two|ii)\b/.test(ctx.text) ? 'E10' : 'E11';
  if (has(ctx, /foot ulcer|ulcer (?:on|of) (?:the |her |his |your |my )?(?:right |left )?foot/)) return `${category}.621`;
  if (has(ctx, /neuropath/)) return `${category}.40`;
  if (has(ctx, /chronic kidney|\bckd\b|nephropath|kidney disease/)) return `${category}.22`;
  if (has(ctx, /retinopath/)) return `${category}.319`;
  if (has(ctx, /hypoglyc|low (blood )?sugars?/)) return `${category}.649`;
  if (HYPERGLYCEMIA.test(ctx.text)) return `${category}.65`;
  return `${category}.9`;
};

const asthma = (ctx: CodeContext) => {
  if (/status asthmaticus/.test(ctx.text)) return 'J45.902';
  const exacerbation = affirmedIn(ctx.text, /exacerbat|attack|flare/);
  const severity = /mild intermittent/.test(ctx.text) ? '2' : /mild persistent/.test(ctx.text) ? '3' : /moderate persistent/.test(ctx.text) ? '4' : /severe persistent/.test(ctx.text) ? '5' : undefined;
  if (severity) return `J45.${severity}${exacerbation ? '1' : '0'}`;
  if (/exercise[- ]induced/.test(ctx.text)) return 'J45.990';
  return exacerbation ? 'J45.901' : 'J45.909';
};

const heartFailure = (ctx: CodeContext) => {
  // "An acute exacerbation of your chronic systolic heart failure" is acute on chronic, as said (decision 822).
  const acuity = /acute on chronic/.test(ctx.text) || (/\bacute\b|decompensat|exacerbat/.test(ctx.text) && /\bchronic\b/.test(ctx.text)) ? '3' : /\bacute\b|decompensat|exacerbat/.test(ctx.text) ? '1' : /\bchronic\b/.test(ctx.text) ? '2' : '0';
  if (/combined|systolic and diastolic/.test(ctx.text)) return `I50.4${acuity}`;
  if (/systolic|reduced ejection|hfref|low(-ish)? (pumping|ejection)|ejection fraction (of |at |is |was )?(about )?[1-4]\d\b/.test(ctx.text)) return `I50.2${acuity}`;
  if (/diastolic|preserved ejection|hfpef/.test(ctx.text)) return `I50.3${acuity}`;
  return 'I50.9';
};

const depression = (ctx: CodeContext) => {
  if (/postpartum/.test(ctx.text)) return 'F53.0';
  const major = /major depress|\bmdd\b/.test(ctx.text);
  if (/recurrent/.test(ctx.text)) return 'F33.9';
  if (major || /\b(mild|moderate|severe)\b/.test(ctx.text)) {
    if (/severe/.test(ctx.text)) return 'F32.2';
    if (/moderate/.test(ctx.text)) return 'F32.1';
    if (/mild/.test(ctx.text)) return 'F32.0';
    return 'F32.9';
  }
  return 'F32.A';
};

const osteoarthritis = (ctx: CodeContext) => {
  if (/knee/.test(ctx.text)) return ctx.laterality === 'bilateral' ? 'M17.0' : lat('M17.1', '1', '2', undefined, '0')(ctx);
  if (/\bhip/.test(ctx.text)) return ctx.laterality === 'bilateral' ? 'M16.0' : lat('M16.1', '1', '2', undefined, '0')(ctx);
  // Arthritis of the spine is spondylosis, by its region ("Arthritis, spine — see Spondylosis"): "a significant amount
  // of arthritis in the back", "an x-ray of your neck … a lot of arthritis there".
  if (/\b(?:lumbar|low(?:er)? back)\b/.test(ctx.text)) return 'M47.816';
  if (/\b(?:cervical|neck)\b/.test(ctx.text)) return 'M47.812';
  if (/\bthoracic\b/.test(ctx.text)) return 'M47.814';
  if (/\b(?:in|of) (?:the|your|his|her|my) (?:back|spine)\b|\bspin(?:e|al) arthritis\b/.test(ctx.text)) return 'M47.819';
  // The other joints by the index's "Osteoarthritis, … shoulder M19.01-" and its siblings, said as osteoarthritis
  // ("Arthritis M19.90" has no sites); the base of the thumb is its own category ("… first carpometacarpal joint M18.-").
  if (!/osteoarthritis|degenerative (?:joint disease|arthritis)/.test(ctx.text)) return 'M19.90';
  if (/\bthumbs?\b|\bcarpometacarpal\b|\bcmc\b/.test(ctx.text)) return ctx.laterality === 'bilateral' ? 'M18.0' : lat('M18.1', '1', '2', undefined, '0')(ctx);
  const joint = [[/\bshoulders?\b/, 'M19.01'], [/\belbows?\b/, 'M19.02'], [/\bwrists?\b/, 'M19.03'], [/\bhands?\b|\bfingers?\b/, 'M19.04'], [/\bankles?\b|\bfoot\b|\bfeet\b|\btoes?\b/, 'M19.07']] as const;
  const at = joint.find(([said]) => said.test(ctx.text));
  return at ? lat(at[1], '1', '2', undefined, '9')(ctx) : 'M19.90';
};

/**
 * Gout said of one joint, now, is the index's idiopathic gout of it ("Gout, idiopathic, ankle M10.07-"; the big toe is of the
 * ankle and foot), of both sides its multiple sites; said of no joint, or of several, "Gout, unspecified" (decision 948).
 */
const GOUT_JOINTS: [RegExp, string][] = [[/\bshoulders?\b/, 'M10.01'], [/\belbows?\b/, 'M10.02'], [/\bwrists?\b/, 'M10.03'], [/\bhands?\b|\bfingers?\b/, 'M10.04'], [/\bhips?\b/, 'M10.05'], [/\bknees?\b/, 'M10.06'], [/\bankles?\b|\bfoot\b|\bfeet\b|\btoes?\b|\bpodagra\b/, 'M10.07']];
const gout = (ctx: CodeContext) => {
  // The joint of a flare told as past ("an episode of gout of your right big toe about two months ago") is not the
  // joint of the gout managed today.
  const now = ctx.text.split(/[.?!]\s/).filter((said) => /\bgout/.test(said) && !/\b(?:ago|last (?:week|month|year|time)|history|had|used to)\b/.test(said)).join(' ');
  const joints = GOUT_JOINTS.filter(([said]) => said.test(now));
  if (joints.length !== 1) return 'M10.9';
  return ctx.laterality === 'bilateral' ? 'M10.09' : lat(joints[0]![1], '1', '2', undefined, '9')(ctx);
};

const backPain = (ctx: CodeContext) => {
  if (/sciatica|radiat\w* (down|into) (the |your |my )?(leg|butt)/.test(ctx.text)) return lat('M54.4', '1', '2', undefined, '0')(ctx);
  return /\blow(er)? back|lumbar|lumbago/.test(ctx.text) ? 'M54.50' : 'M54.9';
};

/** A joint's swelling, one term for each joint, coded by side (M25.4-: 1 right, 2 left, 9 unspecified, the ankle's 3). */
const JOINT_SWELLING: Term[] = (
  [['knee', 'M25.46', '9'], ['ankle', 'M25.47', '3'], ['elbow', 'M25.42', '9'], ['wrist', 'M25.43', '9'], ['shoulder', 'M25.41', '9'], ['hip', 'M25.45', '9']] as const
).map(([joint, code, unspecified]) => ({
  name: `${joint} swelling`,
  // "Swelling in my ankles", "swollen ankles" are the legs' edema (below); one ankle said to swell is the joint's.
  pattern:
    joint === 'ankle'
      ? String.raw`(?:my|your|his|her) (?:(?:right|left) )?ankle (?:(?:has|have) been |is |was |keeps? |started |gets? )?(?:swelling|swollen|swells)(?: up)?`
      : String.raw`(?:my|your|his|her) (?:(?:right|left) )?${joint}s? (?:(?:has|have) been |is |are |was |keeps? |started |gets? )?(?:swelling|swollen|swells)(?: up)?|swelling (?:in|of) (?:my|your|his|her|the) (?:(?:right|left) )?${joint}s?\b|swollen (?:(?:right|left) )?${joint}s?\b|${joint} swelling`,
  code: lat(code, '1', '2', undefined, unspecified),
  system: 'Musculoskeletal',
}));

/** A localized lump by where it is (R22.-), the limbs by side. */
const lumpCode = (ctx: CodeContext) => {
  if (/\bneck\b/.test(ctx.text)) return 'R22.1';
  if (/\b(?:head|face|scalp|forehead|cheek|jaw|ear)\b/.test(ctx.text)) return 'R22.0';
  if (/\b(?:arms?|shoulders?|elbows?|forearms?|wrists?|hands?|fingers?|armpit|axilla)\b/.test(ctx.text)) return lat('R22.3', '1', '2', '3', '0')(ctx);
  if (/\b(?:legs?|thighs?|knees?|calf|calves|shins?|ankles?|feet|foot|toes?)\b/.test(ctx.text)) return lat('R22.4', '1', '2', '3', '0')(ctx);
  if (/\b(?:chest|back|abdomen|belly|stomach|tummy|groin|side|flank|ribs?)\b/.test(ctx.text)) return 'R22.2';
  return 'R22.9';
};

/** Cellulitis by limb and side (L03.11-); elsewhere unspecified. */
const cellulitis = (ctx: CodeContext) => {
  if (/\b(?:leg|legs|foot|feet|ankle|knee|thigh|calf|shin|toe|lower (?:extremity|limb))\b/.test(ctx.text)) return lat('L03.11', '5', '6', undefined, '9')(ctx);
  if (/\b(?:arm|forearm|elbow|wrist|hand|upper (?:extremity|limb))\b/.test(ctx.text)) return lat('L03.11', '3', '4', undefined, '9')(ctx);
  return 'L03.90';
};

/**
 * A skin abscess by the site said with it (L02.-, decision 932): "an abscess on your back" is L02.212, not the
 * unspecified L02.91. The more specific part first (a hand before an arm, a buttock before the back).
 */
const skinAbscess = (ctx: CodeContext) => {
  const site = (pattern: RegExp) => pattern.test(ctx.text);
  if (site(/\b(?:armpits?|axilla\w*|underarms?)\b/)) return lat('L02.41', '1', '2', undefined, '9')(ctx);
  if (site(/\b(?:buttocks?|butt|gluteal)\b/)) return 'L02.31';
  if (site(/\bgroin\b/)) return 'L02.214';
  if (site(/\b(?:hands?|fingers?|palm)\b/)) return lat('L02.51', '1', '2', undefined, '9')(ctx);
  if (site(/\b(?:foot|feet|toes?|heel)\b/)) return lat('L02.61', '1', '2', undefined, '9')(ctx);
  if (site(/\bback\b/)) return 'L02.212';
  if (site(/\bchest\b/)) return 'L02.213';
  if (site(/\b(?:abdomen|abdominal|belly|stomach)\b/)) return 'L02.211';
  if (site(/\bneck\b/)) return 'L02.11';
  if (site(/\b(?:face|cheek|chin|forehead)\b/)) return 'L02.01';
  if (site(/\b(?:legs?|thighs?|knees?|calf|shin|ankles?)\b/)) return lat('L02.41', '5', '6', undefined, '9')(ctx);
  if (site(/\b(?:arms?|forearms?|elbows?|wrists?)\b/)) return lat('L02.41', '3', '4', undefined, '9')(ctx);
  return 'L02.91';
};

/** Trigger finger by the digit said and the side: M65.3 + digit (1 thumb … 5 little) + hand (1 right, 2 left, 9 unspecified). */
const triggerFinger = (ctx: CodeContext) => {
  const digit = /\bthumb\b/.test(ctx.text) ? '1' : /\bindex\b/.test(ctx.text) ? '2' : /\bmiddle\b/.test(ctx.text) ? '3' : /\bring\b/.test(ctx.text) ? '4' : /\b(?:little|pinky|small)\b/.test(ctx.text) ? '5' : undefined;
  return digit ? lat(`M65.3${digit}`, '1', '2', undefined, '9')(ctx) : 'M65.30';
};

/** A foot ulcer is coded by site (heel and midfoot, else other part of the foot) and side; severity unspecified. */
const footUlcer = (ctx: CodeContext) => (/\b(?:heel|midfoot)\b/.test(ctx.text) ? lat('L97.4', '19', '29', undefined, '09')(ctx) : lat('L97.5', '19', '29', undefined, '09')(ctx));

/** Conditions a clinician diagnoses or a patient reports as history. Longer, more specific names first. */
/**
 * The British spellings of a term, read as the American one the note writes ("diarrhoea", "anaemia", "oedema",
 * "haematuria", "oesophagitis", "ischaemic"): PriMock57's doctors say and transcribe them so.
 */
const BRITISH_SPELLINGS: [RegExp, string][] = [
  [/diarrhea/g, 'diarrho?ea'],
  [/esophag/g, 'o?esophag'],
  [/anemi/g, 'ana?emi'],
  [/edema/g, 'o?edema'],
  [/(?<![a-z])hem(?=at|or|opt)/g, 'ha?em'],
  [/(na|ka|glyc)emia/g, '$1a?emia'],
  [/ischemi/g, 'ischa?emi'],
  [/dyspnea/g, 'dyspno?ea'],
];
/**
 * Abbreviations said letter by letter, as a recogniser or a transcriber writes them: "a U R I", "C O P D", "u.t.i.".
 * Only initialisms: "flu" or "acne" are words.
 */
const INITIALISMS = ['adhd', 'afib', 'aki', 'bph', 'bppv', 'cad', 'chf', 'ckd', 'copd', 'dvt', 'gad', 'gerd', 'htn', 'ibs', 'mdd', 'ocd', 'osa', 'ptsd', 'pud', 'sle', 'tia', 'tmj', 'uri', 'urti', 'uti'];
const SPELLED_OUT: [RegExp, string][] = INITIALISMS.map((abbreviation) => [
  new RegExp(String.raw`\\b${abbreviation}(?=s\?|\\b)`, 'g'),
  String.raw`\b(?:${abbreviation}|${[...abbreviation].join(String.raw`\.? ?`)}\.?)`,
]);
/** The lexicon's terms as they are said and transcribed, not only as written. */
const asSaid = (terms: Term[]): Term[] =>
  terms.map((term) => ({ ...term, pattern: [...BRITISH_SPELLINGS, ...SPELLED_OUT].reduce((pattern, [written, said]) => pattern.replace(written, said), term.pattern) }));

/**
 * A measure said to be controlled, or not, names the condition it measures: "your blood pressure is well controlled"
 * is hypertension (so is "for your blood pressure, it's not at goal"), "your cholesterol is better on the atorvastatin"
 * hyperlipidemia. Only words of control: "your blood pressure is 128/78" names a reading, not a condition.
 */
const CONTROLLED = (measure: string) =>
  String.raw`(?:${measure})(?:\s*, (?:it|that))?(?: |(?='s))(?:is|has been|was|looks|seems|remains|stays|'s)(?: (?:very|pretty|really|fairly|quite|now|still|not|much|a lot|a little|nicely))* (?:(?:well|poorly|better|nicely)[- ])?(?:un)?controlled|(?:${measure})(?:\s*, (?:it|that))?(?: |(?='s))(?:is|has been|was|looks|seems|remains|'s)(?: (?:now|still|not|much|a lot|a little))* (?:under control|at goal|out of control|better|improved|elevated)\b`;

/**
 * Drugs that, in primary care, treat one chronic condition: an antihypertensive (not a beta blocker or diltiazem, which
 * also treat heart failure, angina and atrial fibrillation), a statin or ezetimibe, thyroid hormone.
 */
const ANTIHYPERTENSIVES = String.raw`lisinopril|zestril|prinivil|losartan|cozaar|valsartan|diovan|olmesartan|benicar|irbesartan|avapro|telmisartan|micardis|enalapril|vasotec|ramipril|altace|benazepril|lotensin|amlodipine|norvasc|nifedipine|procardia|hydrochlorothiazide|hctz|microzide|chlorthalidone|hygroton|clonidine|hydralazine`;
const LIPID_LOWERING = String.raw`atorvastatin|lipitor|rosuvastatin|crestor|simvastatin|zocor|pravastatin|pravachol|lovastatin|ezetimibe|zetia|statins?`;
const THYROID_HORMONES = String.raw`levothyroxine|thyroxine|synthroid|unithroid|levoxyl|euthyrox|tirosint|armour thyroid`;
/** Diabetes drugs: insulins, oral drugs, injected non-insulin drugs (DIABETES_DRUGS gives each its long-term use code). */
const INSULINS = String.raw`insulin|lantus|glargine|humalog|lispro|novolog|aspart|levemir|detemir|basaglar|toujeo|tresiba|degludec|humulin|novolin`;
const ORAL_GLUCOSE_LOWERING = String.raw`metformin|glucophage|glipizide|glucotrol|glyburide|micronase|diabeta|glimepiride|amaryl|glucovance|sitagliptin|januvia|janumet|linagliptin|tradjenta|empagliflozin|jardiance|dapagliflozin|farxiga|canagliflozin|invokana|pioglitazone|actos|rybelsus`;
const INJECTED_GLUCOSE_LOWERING = String.raw`semaglutide|ozempic|wegovy|trulicity|dulaglutide|victoza|liraglutide|mounjaro|tirzepatide|byetta|exenatide`;
/**
 * The A1c or the blood sugars taken up with a diabetes drug continued or changed ("your A1c was 8.2, so I'm going to
 * increase your metformin"), or started unless it is metformin (also started for prediabetes) or Wegovy (for weight):
 * diabetes treated. Not in a sentence about prediabetes.
 */
const GLUCOSE_MANAGED = String.raw`(?:\b(?:hemoglobin )?a ?1 ?c\b|\bblood sugars?\b|\b(?<=(?:your|his|her|my) )sugars?\b)(?<!prediabet[^.?!]{0,140})(?!(?:[^.?!]|\.(?=\d))*prediabet)(?=(?:[^.?!]|\.(?=\d)){0,80}?\b(?:(?:continu|increas|decreas|reduc|lower|go up on|going up on|bump|keep (?:you |her |him )?on|stay on|remain on|refill|adjust)\w*\b[^.?!]{0,40}?\b(?:${INSULINS}|${ORAL_GLUCOSE_LOWERING}|${INJECTED_GLUCOSE_LOWERING})|start\w*\b[^.?!]{0,40}?\b(?:${INSULINS}|${ORAL_GLUCOSE_LOWERING.replace('metformin|glucophage|', '')}|${INJECTED_GLUCOSE_LOWERING.replace('|wegovy', '')}))\b)`;
/**
 * A measure or gland taken up with a change or continuation of the drug that treats its condition, in one sentence,
 * names the condition: "for your blood pressure, let's continue the lisinopril" is hypertension, "your cholesterol …
 * increase the atorvastatin" hyperlipidemia, "for your thyroid, continue the levothyroxine" hypothyroidism. A reading
 * alone ("your blood pressure is 128/78") or a drug only named ("are you on lisinopril?") names nothing. A value's
 * decimal point ends no sentence ("your A1c was 8.2, so I'm going to increase your metformin").
 */
/**
 * A part said to hurt in everyday words: "my right knee has been killing me", "my shoulder's been bothering me", "his
 * ankle is sore" (decision 952).
 */
const HURTING = (part: string) =>
  String.raw`\b(?:my|your|his|her|the) (?:right |left )?${part}(?:'s| is| has| was)?(?: been)? (?:really |so |kind of |just |still )?(?:killing (?:me|him|her)|hurting|bothering (?:me|him|her)|aching|achy|sore|painful|throbbing)\b`;

const MANAGED_WITH = (measure: string, drugs: string) =>
  String.raw`(?:${measure})(?=(?:[^.?!]|\.(?=\d)){0,80}?\b(?:continu|start|increas|decreas|reduc|lower|go up on|going up on|bump|keep (?:you |her |him )?on|keep (?:taking|using)|stay on|remain on|refill|add|switch)\w*\b[^.?!]{0,40}?\b(?:${drugs})\b)`;

/** A level said to be low: "your vitamin D was low at 18", "your B12 levels came back a little low". */
const SAID_LOW = (measure: string) =>
  String.raw`(?:${measure})(?: levels?)? (?:is|was|are|were|'s|came back|has been|have been)(?: (?:a little|a bit|very|quite|still|pretty|really|too|slightly))? (?:low|deficient)`;
/** A level said to be high: "your cholesterol was a little high", "your PSA came back elevated at 6". */
const SAID_HIGH = (measure: string) =>
  String.raw`(?:${measure})(?: levels?)? (?:is|was|are|were|'s|came back|has been|have been)(?: (?:a little|a bit|very|quite|still|pretty|really|too|slightly|mildly))? (?:high|elevated|raised)`;

export const CONDITIONS: Term[] = asSaid([
  { name: 'menorrhagia', pattern: String.raw`menorrhagia|heavy menstrual bleeding`, code: 'N92.0' },
  { name: 'type 1 diabetes', pattern: String.raw`type (?:1|one|i) diabet\w*|juvenile diabetes`, code: diabetes, cardiacRisk: true },
  // "Diabetes, gestational (in pregnancy) O24.41-": the pregnancy's, not type 2 diabetes.
  { name: 'gestational diabetes', pattern: String.raw`gestational diabet\w*`, code: 'O24.419' },
  { name: 'type 2 diabetes', pattern: String.raw`type (?:2|two|ii) diabet\w*|(?<!borderline |gestational )diabetes(?: mellitus)?(?: type (?:2|two|ii))?|(?<!borderline |gestational )diabetic|\bdm\b|\bt2 ?dm\b|\bdm ?(?:2|ii)\b|\bsugars? diabetes|${GLUCOSE_MANAGED}`, code: diabetes, cardiacRisk: true },
  { name: 'prediabetes', pattern: String.raw`pre-? ?diabet\w*|borderline diabet\w*`, code: 'R73.03' },
  { name: 'pulmonary hypertension', pattern: String.raw`pulmonary (?:arterial )?hypertension`, code: 'I27.20' },
  { name: 'hypertension', pattern: String.raw`(?<!(?:pulmonary|arterial|portal|intracranial|ocular) )hypertension|high blood pressure|\bhtn\b|elevated blood pressure|${CONTROLLED(String.raw`blood pressure|\bbp`)}|(?:blood pressure|\bbp) (?:medications?|medicines?|meds|pills?|tablets?)|${MANAGED_WITH(String.raw`blood pressures?|\bbps?\b|(?:your|his|her|home) pressures`, ANTIHYPERTENSIVES)}`, code: hypertension, cardiacRisk: true },
  { name: 'hyperlipidemia', pattern: String.raw`hyperlipidemia|\bhld\b|dyslipidemia|high cholesterol|elevated cholesterol|${SAID_HIGH(String.raw`(?:total )?cholesterol|\bldl`)}|hypercholesterolemia|high lipids|hypertriglyceridemia|high triglycerides|${CONTROLLED(String.raw`cholesterol|\bldl`)}|cholesterol (?:medications?|medicines?|meds|pills?|tablets?)|${MANAGED_WITH(String.raw`cholesterol|\bldl\b|lipids`, LIPID_LOWERING)}`, code: (ctx) => (/hypertriglycerid|high triglycerides/.test(ctx.text) ? 'E78.1' : /mixed/.test(ctx.text) ? 'E78.2' : /hypercholesterol|high cholesterol|elevated cholesterol/.test(ctx.text) ? 'E78.00' : 'E78.5'), cardiacRisk: true },
  { name: 'heart failure', pattern: String.raw`(?:congestive )?heart failure|\bchf\b|hfref|hfpef|cardiomyopathy`, code: (ctx) => (/cardiomyopathy/.test(ctx.text) && !/heart failure|chf/.test(ctx.text) ? 'I42.9' : heartFailure(ctx)) },
  { name: 'atrial fibrillation', pattern: String.raw`atrial fib(?:rillation|\b)|a-? ?fib\b|\bafib\b`, code: (ctx) => (/paroxysmal/.test(ctx.text) ? 'I48.0' : /long-? ?standing persistent/.test(ctx.text) ? 'I48.11' : /persistent/.test(ctx.text) ? 'I48.19' : /permanent/.test(ctx.text) ? 'I48.21' : /chronic/.test(ctx.text) ? 'I48.20' : 'I48.91') },
  { name: 'atrial flutter', pattern: String.raw`atrial flutter`, code: 'I48.92' },
  { name: 'coronary artery disease', pattern: String.raw`coronary artery disease|\bcad\b|coronary disease|blocked arter\w*`, code: (ctx) => (has(ctx, /angina/) ? 'I25.119' : 'I25.10'), cardiacRisk: true },
  { name: 'unstable angina', pattern: String.raw`unstable angina`, code: 'I20.0' },
  { name: 'angina', pattern: String.raw`angina`, code: 'I20.9' },
  // The index: "Infarct, myocardial, non-ST elevation (NSTEMI) I21.4", "ST elevation (STEMI) I21.3".
  { name: 'myocardial infarction', pattern: String.raw`heart attack|myocardial infarction|\bstemi\b|\bnstemi\b|non-? ?st(?:-segment)? elevation (?:myocardial infarction|mi)`, code: (ctx) => (/\bnstemi\b|non-? ?st(?:-segment)? elevation/.test(ctx.text) ? 'I21.4' : /\bstemi\b/.test(ctx.text) ? 'I21.3' : 'I21.9'), cardiacRisk: true },
  { name: 'stroke', pattern: String.raw`(?<!mini[- ]|heat |sun )\bstroke\b|cerebrovascular accident`, code: 'I63.9' },
  { name: 'transient ischemic attack', pattern: String.raw`transient ischemic attack|\btia\b|mini[- ]stroke`, code: 'G45.9' },
  { name: 'deep vein thrombosis', pattern: String.raw`deep vein thrombosis|\bdvt\b|blood clot in (?:my|your|the) leg`, code: 'I82.409' },
  { name: 'pulmonary embolism', pattern: String.raw`pulmonary embol\w*|blood clot in (?:my|your|the) lungs?`, code: 'I26.99' },
  // The index: "Regurgitation, aortic — see Insufficiency, aortic" (I35.1, nonrheumatic unless said rheumatic).
  { name: 'aortic regurgitation', pattern: String.raw`aortic (?:valve )?(?:regurgitation|insufficiency)`, code: 'I35.1' },
  { name: 'mitral regurgitation', pattern: String.raw`mitral (?:valve )?regurgitation`, code: 'I34.0' },
  { name: 'mitral valve prolapse', pattern: String.raw`mitral valve prolapse|prolapsed mitral valve|\bmvp\b`, code: 'I34.1' },
  // The index: "Insufficiency, tricuspid (valve) (rheumatic) I07.1; nonrheumatic I36.1" (regurgitation sends there):
  // unlike the mitral and aortic valves, a tricuspid regurgitation not said to be nonrheumatic is I07.1.
  { name: 'tricuspid regurgitation', pattern: String.raw`tricuspid (?:valve )?(?:regurgitation|insufficiency)`, code: (ctx) => (/\b(?:non-?rheumatic|functional)\b/.test(ctx.text) ? 'I36.1' : 'I07.1') },
  { name: 'aortic stenosis', pattern: String.raw`aortic stenosis`, code: 'I35.0' },
  { name: 'heart murmur', pattern: String.raw`(?:heart|cardiac) murmur|(?<=(?:that|this) )murmur`, code: 'R01.1' },
  // "PAD" as said, not a heating pad or an ice pad (decision 818).
  { name: 'peripheral artery disease', pattern: String.raw`peripheral arter\w* disease|(?<!\b(?:heating|heat|ice|cold|gel|knee|elbow|foam|sanitary|maxi|incontinence|pee|note|writing|legal|mouse|launch|lily|key|a|the|this|that)\s)\bpad\b|peripheral vascular disease`, code: 'I73.9', cardiacRisk: true },
  // With a lower respiratory infection only when one is found: "an exacerbation, probably triggered by a bronchitis" is
  // the exacerbation (J44.1), the bronchitis possible (IV.H).
  { name: 'COPD', pattern: String.raw`\bcopd\b|chronic obstructive pulmonary disease|chronic obstructive lung disease`, code: (ctx) => (affirmedIn(ctx.text, /pneumonia|(?<!chronic )bronchitis|infection/) ? 'J44.0' : /exacerbat|flare/.test(ctx.text) ? 'J44.1' : 'J44.9') },
  { name: 'emphysema', pattern: String.raw`emphysema`, code: 'J43.9' },
  { name: 'asthma', pattern: String.raw`asthma\w*`, code: asthma },
  { name: 'pneumonia', pattern: String.raw`pneumonia(?!e)`, code: 'J18.9' },
  { name: 'lung cancer', pattern: String.raw`(?:non-? ?small|small) cell (?:lung )?(?:cancer|carcinoma)|lung (?:cancer|carcinoma|adenocarcinoma)|\bnsclc\b`, code: lat('C34.9', '1', '2', undefined, '0') },
  // Chronic bronchitis is a disease of its own in the index (Bronchitis, chronic J42), not the acute infection (J20.9).
  { name: 'chronic bronchitis', pattern: String.raw`chronic bronchitis`, code: 'J42' },
  { name: 'acute bronchitis', pattern: String.raw`(?<!chronic )bronchitis`, code: 'J20.9' },
  // "A stomach flu" (or "tummy flu") is gastroenteritis, not influenza.
  { name: 'influenza', pattern: String.raw`influenza(?!e| vaccin\w*| shots?)|(?<!\b(?:stomach|tummy|gastric) )\bflu\b(?!-? ?(?:like|shots?|vaccin\w*|season))`, code: 'J11.1' },
  { name: 'COVID-19', pattern: String.raw`(?:covid(?:-? ?19)?|coronavirus)(?!(?:-? ?19)? ?(?:vaccin\w*|shots?|tests?|testing|booster|pandemic|times|restrictions))`, code: 'U07.1' },
  { name: 'upper respiratory infection', pattern: String.raw`upper respiratory (?:tract )?infection|\buri\b|\burti\b`, code: 'J06.9' },
  // The index: "Cold (common) (head) J00" (acute nasopharyngitis).
  { name: 'common cold', pattern: String.raw`common cold|head cold`, code: 'J00' },
  // "Infection, respiratory, lower (acute) J22"; "chest infection" is its British name.
  { name: 'lower respiratory infection', pattern: String.raw`lower respiratory (?:tract )?infection|\blrti\b|chest infection|infection (?:in|of) (?:the |your |her |his |my )?(?:chest|lungs?)\b`, code: 'J22' },
  // "Infection, viral NOS B34.9": a viral illness the clinician does not place (after the named viral infections above).
  { name: 'viral infection', pattern: String.raw`viral (?:illness|infection|syndrome)`, code: 'B34.9' },
  { name: 'sinusitis', pattern: String.raw`sinusitis|sinus infection`, code: (ctx) => (/chronic/.test(ctx.text) ? 'J32.9' : 'J01.90') },
  { name: 'streptococcal pharyngitis', pattern: String.raw`strep throat|strep pharyngitis|streptococcal pharyngitis`, code: 'J02.0' },
  // A positive strep test without the throat named: the infection, at no site the clinician stated (A49.1).
  { name: 'streptococcal infection', pattern: String.raw`positive for strep|(?:rapid )?strep (?:test )?(?:was|is|came back) positive`, code: 'A49.1' },
  { name: 'pharyngitis', pattern: String.raw`pharyngitis`, code: 'J02.9' },
  { name: 'allergic rhinitis', pattern: String.raw`allergic rhinitis|seasonal allergies|hay fever|(?:fall|spring|pollen) allergies|${MANAGED_WITH(String.raw`\ballergies`, String.raw`claritin|loratadine|zyrtec|cetirizine|allegra|fexofenadine|xyzal|levocetirizine|flonase|fluticasone|nasacort|triamcinolone nasal|singulair|montelukast|benadryl|diphenhydramine`)}`, code: (ctx) => (/seasonal|pollen|hay fever|fall|spring/.test(ctx.text) ? 'J30.2' : 'J30.9') },
  { name: 'obstructive sleep apnea', pattern: String.raw`sleep apnea|\bosa\b`, code: 'G47.33' },
  { name: 'otitis externa', pattern: String.raw`otitis externa|swimmer'?s ear`, code: lat('H60.9', '1', '2', '3', '0') },
  // Fluid behind the eardrum without acute infection: otitis media with effusion ("glue ear").
  { name: 'serous otitis media', pattern: String.raw`serous otitis(?: media)?|otitis media with effusion|glue ear`, code: lat('H65.9', '1', '2', '3', '0') },
  { name: 'otitis media', pattern: String.raw`otitis media|(?:middle )?ear infection`, code: lat('H66.9', '1', '2', '3', '0') },
  { name: 'conjunctivitis', pattern: String.raw`conjunctivitis|pink ?eye`, code: 'H10.9' },
  { name: 'benign paroxysmal positional vertigo', pattern: String.raw`benign paroxysmal positional vertigo|\bbppv\b`, code: lat('H81.1', '1', '2', '3', '0') },
  { name: 'gastroesophageal reflux disease', pattern: String.raw`gastro-? ?esophageal reflux(?: disease)?|\bgerd\b|acid reflux|\breflux\b`, code: (ctx) => (/esophagitis/.test(ctx.text) ? 'K21.00' : 'K21.9') },
  { name: 'gastritis', pattern: String.raw`gastritis`, code: 'K29.70' },
  // The index: "Ulcer, stomach (eroded) (peptic) (round) K25.9", "Ulcer, peptic (site unspecified) K27.9".
  { name: 'peptic ulcer disease', pattern: String.raw`peptic ulcer(?: disease)?|(?:stomach|gastric) ulcers?|\bpud\b`, code: (ctx) => (/\b(?:stomach|gastric) ulcer/.test(ctx.text) ? 'K25.9' : 'K27.9') },
  // "Anorexia nervosa F50.00": the eating disorder; anorexia alone is loss of appetite (R63.0), a symptom.
  { name: 'anorexia nervosa', pattern: String.raw`anorexia nervosa`, code: 'F50.00' },
  // "Menorrhagia (primary) N92.0"; "Bleeding, postmenopausal N95.0".
  { name: 'postmenopausal bleeding', pattern: String.raw`post-? ?menopausal bleeding`, code: 'N95.0' },
  { name: 'hemorrhoids', pattern: String.raw`hemorrhoids?`, code: 'K64.9' },
  { name: 'elevated liver enzymes', pattern: String.raw`(?:elevated|high|abnormal|raised) (?:liver (?:enzymes|function tests?|tests?|numbers)|lfts|transaminases)|transaminitis|liver (?:enzymes|function tests?) (?:are|were|is|was) (?:a (?:little|bit) )?(?:elevated|high|up|abnormal)`, code: 'R74.01' },
  { name: 'hepatomegaly', pattern: String.raw`hepatomegaly|enlarged liver|enlargement of (?:your|the|his|her) liver`, code: 'R16.0' },
  // By its kind (K58.0 with diarrhea, K58.1 with constipation, K58.2 mixed), said with its name: "IBS with constipation", "IBS-C".
  { name: 'irritable bowel syndrome', pattern: String.raw`irritable bowel(?: syndrome)?|\bibs\b`, code: (ctx) => (/\b(?:ibs|syndrome) ?-? ?(?:with |predominant )?(?:mixed|alternating)\b|\bibs-m\b|mixed (?:type )?(?:ibs|irritable)/.test(ctx.text) ? 'K58.2' : /\b(?:ibs|syndrome|bowel) ?-? ?(?:with )?(?:predominant )?constipation\b|\bibs-c\b|constipation[- ]predominant/.test(ctx.text) ? 'K58.1' : /\b(?:ibs|syndrome|bowel) ?-? ?(?:with )?(?:predominant )?diarrh?ea\b|\bibs-d\b|diarrh?ea[- ]predominant/.test(ctx.text) ? 'K58.0' : 'K58.9') },
  { name: 'diverticulitis', pattern: String.raw`diverticulitis`, code: 'K57.92' },
  // The index: gastroenteritis unspecified K52.9; viral A08.4; infectious A09 (a "tummy bug" is an infection).
  // The index: "Menopause, menopausal (asymptomatic) (state) Z78.0 — symptomatic N95.1", "Menopause, artificial or
  // postsurgical E89.41" (symptomatic postprocedural ovarian failure), "Perimenopause — see Menopause"; the state said
  // as a noun, not "postmenopausal", the patient's description (decision 845).
  { name: 'menopause', pattern: String.raw`(?:(?:post-? ?)?surgical |artificial )?menopause|menopausal (?:symptoms|syndrome|state)|perimenopaus\w*|climacteric`, code: (ctx) => (/(?:post-? ?)?surgical menopause|artificial menopause|menopause[^.]{0,40}(?:after|since|from) (?:my|your|her|the) (?:surgery|hysterectomy|oophorectomy)/.test(ctx.text) ? 'E89.41' : 'N95.1') },
  // "Hypoglycemia, hypoglycemic (spontaneous) E16.2"; a diabetic's low sugars are the diabetes's (E11.649, DIABETES).
  { name: 'hypoglycemia', pattern: String.raw`hypoglyc[a-z]*|low blood sugars?(?! (?:reading|level|number)s?\b)`, code: 'E16.2' },
  { name: 'gastroenteritis', pattern: String.raw`gastroenteritis|stomach (?:flu|bug|virus)|tummy (?:bug|flu)`, code: (ctx) => (/\bviral|\bvirus/.test(ctx.text) ? 'A08.4' : /infect\w*|\bbug\b|food poisoning|bacteri\w*/.test(ctx.text) ? 'A09' : 'K52.9') },
  { name: 'cholelithiasis', pattern: String.raw`gallstones?|cholelithiasis`, code: 'K80.20' },
  // A stone said to be in the ureter is a calculus of the ureter (N20.1), wherever it formed.
  { name: 'kidney stone', pattern: String.raw`kidney stones?|nephrolithiasis|renal (?:calculus|stones?)|ureteral (?:stones?|calcul\w+)|stones? (?:in|stuck in|lodged in) (?:the|your|his|her|my) ureter`, code: (ctx) => (/\bureter(?:al|ic)?\b/.test(ctx.text) ? 'N20.1' : 'N20.0') },
  // "An infection in the urine", as "an infection in the chest" (lower respiratory infection): the site after the word.
  { name: 'urinary tract infection', pattern: String.raw`urinary tract infection|\butis?\b|urin(?:e|ary) infection|water infection|infection (?:in|of) (?:the |your |her |his |my )?(?:urine|water|urinary tract)\b`, code: 'N39.0' },
  // The index: "Infection, bladder — see Cystitis".
  { name: 'cystitis', pattern: String.raw`cystitis|bladder infection|infection (?:in|of) (?:the |your |her |his |my )?bladder\b`, code: (ctx) => (/interstitial/.test(ctx.text) ? 'N30.10' : /acute/.test(ctx.text) ? 'N30.00' : 'N30.90') },
  { name: 'pyelonephritis', pattern: String.raw`pyelonephritis|kidney infection|infection (?:in|of) (?:the |your |her |his |my )?kidneys?\b`, code: 'N10' },
  { name: 'chronic kidney disease', pattern: String.raw`chronic kidney disease|\bckd\b|kidney disease`, code: (ctx) => (/stage (?:3a|three a)/.test(ctx.text) ? 'N18.31' : /stage (?:3b|three b)/.test(ctx.text) ? 'N18.32' : /stage (?:3|three)/.test(ctx.text) ? 'N18.30' : /stage (?:4|four)/.test(ctx.text) ? 'N18.4' : /stage (?:5|five)/.test(ctx.text) ? 'N18.5' : 'N18.9') },
  { name: 'acute kidney injury', pattern: String.raw`acute kidney injury|\baki\b`, code: 'N17.9' },
  { name: 'benign prostatic hyperplasia', pattern: String.raw`benign prostatic hyperplasia|\bbph\b|enlarged prostate|${MANAGED_WITH(String.raw`prostate|urinary symptoms|(?:getting|get|gets) up (?:\w+ ){0,3}(?:a|at|per|each) night`, String.raw`tamsulosin|flomax|alfuzosin|uroxatral|silodosin|rapaflo|finasteride|proscar|dutasteride|avodart`)}`, code: (ctx) => (/urinat|urinary|\bluts\b|frequency|stream|nocturia/.test(ctx.text) ? 'N40.1' : 'N40.0') },
  { name: 'hypothyroidism', pattern: String.raw`hypothyroid\w*|underactive thyroid|hashimoto\w*|(?:too little|low|under) ?activity (?:of|in) (?:my|your|the|her|his) thyroid|${MANAGED_WITH(String.raw`(?<!over ?active )thyroid(?! (?:nodule|cancer|mass|ultrasound|biopsy))|\btsh\b`, THYROID_HORMONES)}`, code: (ctx) => (/hashimoto/.test(ctx.text) ? 'E06.3' : 'E03.9') },
  // The index: "Hashimoto's disease or thyroiditis E06.3", "Graves' disease E05.00" (with diffuse goiter), each its own code.
  { name: 'hyperthyroidism', pattern: String.raw`hyperthyroid\w*|overactive thyroid|graves'? disease`, code: (ctx) => (/graves/.test(ctx.text) ? 'E05.00' : 'E05.90') },
  { name: 'obesity', pattern: String.raw`morbid(?:ly)? obes\w*|obesity|obese`, code: (ctx) => (/morbid/.test(ctx.text) ? 'E66.01' : 'E66.9'), cardiacRisk: true },
  { name: 'overweight', pattern: String.raw`overweight`, code: 'E66.3' },
  { name: 'vitamin D deficiency', pattern: String.raw`vitamin d deficien\w*|low vitamin d|${SAID_LOW('vitamin d')}`, code: 'E55.9' },
  { name: 'iron deficiency anemia', pattern: String.raw`iron deficiency anemia`, code: 'D50.9' },
  // Everyday names of common diagnoses, as the index codes them: "Deficiency, iron E61.1", "Enlargement, heart I51.7",
  // "Arrhythmia (cardiac) I49.9", "Epistaxis R04.0", "Sunburn L55.9", "Dermatitis, due to plants (poison ivy) L23.7",
  // "Sickness, motion T75.3", "Exhaustion, heat T67.5", "Syndrome, restless legs G25.81", "Hypogonadism, male E29.1".
  { name: 'iron deficiency', pattern: String.raw`low iron(?: levels?| stores)?|iron deficiency(?! an)|${SAID_LOW('iron')}`, code: 'E61.1' },
  { name: 'cardiomegaly', pattern: String.raw`enlarged heart|cardiomegaly|heart is enlarged`, code: 'I51.7' },
  { name: 'cardiac arrhythmia', pattern: String.raw`irregular heart ?(?:beats?|rhythm)|(?:cardiac |heart )?(?:arr|dysr)hythmias?`, code: (ctx) => (has(ctx, /fibrillation|flutter|\bafib\b|tachycardia|bradycardia|heart block|sick sinus/) ? '' : 'I49.9') },
  { name: 'sunburn', pattern: String.raw`sunburn(?:ed|s)?`, code: 'L55.9' },
  { name: 'poison ivy dermatitis', pattern: String.raw`poison (?:ivy|oak|sumac)(?! (?:plants?|leaves))`, code: 'L23.7' },
  { name: 'motion sickness', pattern: String.raw`motion sickness|car ?sickness|sea ?sickness`, code: 'T75.3XXA' },
  { name: 'heat exhaustion', pattern: String.raw`heat exhaustion`, code: 'T67.5XXA' },
  { name: 'restless legs syndrome', pattern: String.raw`restless legs?(?: syndrome)?`, code: 'G25.81' },
  { name: 'low testosterone', pattern: String.raw`low testosterone|testosterone deficiency`, code: 'E29.1' },
  // Anemia said to be of, in or from chronic kidney disease is the index's "Anemia, in chronic kidney disease D63.1".
  { name: 'anemia', pattern: String.raw`anemi\w*`, code: (ctx) => (/anemi\w* (?:of|in|from|due to|secondary to|related to|caused by) (?:(?:your|his|her|the) )?(?:chronic kidney disease|\bckd\b|(?:chronic )?kidney disease|chronic renal (?:disease|failure|insufficiency))|\b(?:ckd|renal) anemi/.test(ctx.text) ? 'D63.1' : 'D64.9') },
  { name: 'hypomagnesemia', pattern: String.raw`hypomagnesemia|low magnesium|${SAID_LOW('magnesium')}`, code: 'E83.42' },
  { name: 'elevated PSA', pattern: String.raw`(?:elevated|high|raised) (?:psa|prostate[- ]specific antigen)|${SAID_HIGH(String.raw`\bpsa|prostate[- ]specific antigen`)}`, code: 'R97.20' },
  { name: 'leukocytosis', pattern: String.raw`leukocytosis|(?:elevated|high|raised) (?:white (?:blood )?(?:cell )?count|wbc)|${SAID_HIGH(String.raw`white (?:blood )?(?:cell )?count|\bwbc`)}`, code: 'D72.829' },
  { name: 'hyponatremia', pattern: String.raw`hyponatremia|low sodium|sodium (?:levels? )?(?:is|are|was|were|has been|have been|levels? (?:is|are|was|were))? ?(?:very |quite |really |a (?:little|bit) |slightly |too )?low`, code: 'E87.1' },
  { name: 'hyperkalemia', pattern: String.raw`hyperkalemia|high potassium|potassium (?:levels? )?(?:is|are|was|were|has been|have been|levels? (?:is|are|was|were))? ?(?:very |quite |really |a (?:little|bit) |slightly |too )?(?:high|elevated)`, code: 'E87.5' },
  { name: 'vitamin B12 deficiency', pattern: String.raw`(?:vitamin )?b ?12 deficien\w*|low (?:vitamin )?b ?12|${SAID_LOW(String.raw`(?:vitamin )?b ?12`)}`, code: 'E53.8' },
  { name: 'thyroid nodule', pattern: String.raw`thyroid nodules?`, code: 'E04.1' },
  // Index: "Cyst, breast (benign) (blue dome) (pedunculated) (solitary) N60.0-"; "Lump, breast N63.-".
  { name: 'breast cyst', pattern: String.raw`breast cysts?\b|\bcysts? (?:in|of) (?:the |your |her |my |both |right |left )*breasts?`, code: lat('N60.0', '1', '2', undefined, '9') },
  { name: 'hypokalemia', pattern: String.raw`hypokalemia|low potassium|potassium (?:levels? )?(?:is|are|was|were|has been|have been|levels? (?:is|are|was|were))? ?(?:very |quite |really |a (?:little|bit) |slightly |too )?low`, code: 'E87.6' },
  { name: 'gout', pattern: String.raw`\bgout\w*|${MANAGED_WITH(String.raw`uric acid`, String.raw`allopurinol|zyloprim|febuxostat|uloric`)}`, code: gout },
  { name: 'psoriatic arthritis', pattern: String.raw`psoriatic arthritis|arthropathic psoriasis`, code: 'L40.50' },
  { name: 'rheumatoid arthritis', pattern: String.raw`rheumatoid arthritis`, code: 'M06.9' },
  { name: 'osteoarthritis', pattern: String.raw`osteoarthritis|degenerative joint disease|(?<!psoriatic |rheumatoid |septic |reactive |gouty |juvenile |inflammatory )arthritis`, code: osteoarthritis },
  { name: 'osteoporosis', pattern: String.raw`osteoporosis`, code: 'M81.0' },
  { name: 'osteopenia', pattern: String.raw`osteopenia`, code: 'M85.80' },
  { name: 'fibromyalgia', pattern: String.raw`fibromyalgia`, code: 'M79.7' },
  { name: 'lupus', pattern: String.raw`\blupus\b|systemic lupus|\bsle\b`, code: 'M32.9' },
  { name: 'carpal tunnel syndrome', pattern: String.raw`carpal tunnel(?: syndrome)?`, code: lat('G56.0', '1', '2', '3', '0') },
  // A torn labrum by its joint: the index's "Lesion, SLAP (superior glenoid labrum) S43.43-" at the shoulder, a sprain
  // of the hip's other parts (S73.19-) at the hip; said of neither, there is nothing to code it by.
  { name: 'labral tear', pattern: String.raw`lab(?:ral|rum) tears?|torn labrum|tear of (?:the |your |his |her )?labrum|\bslap (?:tear|lesion)`, code: (ctx) => (/\bhip\b|acetabul/.test(ctx.text) ? lat('S73.19', '1A', '2A', undefined, '9A')(ctx) : /\bshoulder\b|glenoid|\bslap\b/.test(ctx.text) ? lat('S43.43', '1A', '2A', undefined, '9A')(ctx) : '') },
  // "Syndrome, cubital tunnel — see Lesion, nerve, ulnar" (G56.2-), as is an ulnar neuropathy.
  { name: 'cubital tunnel syndrome', pattern: String.raw`cubital tunnel(?: syndrome)?|ulnar (?:nerve )?(?:neuropathy|entrapment|neuritis)`, code: lat('G56.2', '1', '2', '3', '0') },
  { name: 'plantar fasciitis', pattern: String.raw`plantar fasciitis`, code: 'M72.2' },
  // The index's "Bunion M21.61-", by the foot (no bilateral code; hallux valgus, M20.1-, the index codes as said). Not
  // a place named after one ("we hiked to Charlie's Bunion").
  { name: 'bunion', pattern: String.raw`(?<!\w's )bunions?`, code: lat('M21.61', '1', '2', undefined, '9') },
  // A high ankle sprain is of the tibiofibular ligament ("Sprain, ankle, tibiofibular ligament S93.43-", decision 948).
  { name: 'ankle sprain', pattern: String.raw`(?:sprained|sprain of) (?:my |your |the )?(?:right |left )?ankle|ankle sprain`, code: (ctx) => (/\bhigh ankle sprain|\bsyndesmo/.test(ctx.text) ? lat('S93.43', '1A', '2A', undefined, '9A') : lat('S93.40', '1A', '2A', undefined, '9A'))(ctx) },
  { name: 'radiculopathy', pattern: String.raw`(?:(?:cervical|lumbar|lumbosacral|thoracic) )?radiculopathy|pinched nerve`, code: (ctx) => (/cervical|neck/.test(ctx.text) ? 'M54.12' : /lumbosacral/.test(ctx.text) ? 'M54.17' : /lumbar|low(?:er)? back/.test(ctx.text) ? 'M54.16' : /thoracic/.test(ctx.text) ? 'M54.14' : 'M54.10') },
  { name: 'concussion', pattern: String.raw`concussion`, code: (ctx) => (/(?:lost|loss of|losing) consciousness|passed out|blacked out|knocked out/.test(ctx.text) && !/(?:no|not|didn'?t|did not|without) (?:lose |loss of |lost )?(?:consciousness|pass out|black out)/.test(ctx.text) ? 'S06.0X9A' : 'S06.0X0A') },
  { name: 'sciatica', pattern: String.raw`sciatica`, code: lat('M54.3', '1', '2', undefined, '0') },
  // "I'm going to order a migraine cocktail": a treatment of a severe headache, given before any diagnosis.
  { name: 'migraine', pattern: String.raw`migraines?(?! cocktails?)`, code: (ctx) => (/\bwithout (?:an? )?aura/.test(ctx.text) ? 'G43.009' : /\bwith (?:an? )?aura/.test(ctx.text) ? 'G43.109' : 'G43.909') },
  { name: 'tension headache', pattern: String.raw`tension(?:[- ]type)? headaches?`, code: 'G44.209' },
  { name: 'epilepsy', pattern: String.raw`epilep\w*|seizure disorder`, code: 'G40.909' },
  { name: 'peripheral neuropathy', pattern: String.raw`(?:peripheral |diabetic )?(?<!(?:ulnar|median|radial|peroneal|femoral|sciatic|upper extremity|lower extremity|upper limb|lower limb|arm|leg) (?:nerve )?)neuropathy`, code: (ctx) => (has(ctx, /diabet/) ? diabetes(ctx) : 'G62.9') },
  { name: "Alzheimer's disease", pattern: String.raw`alzheimer'?s?(?: disease| dementia)?`, code: 'G30.9' },
  { name: 'dementia', pattern: String.raw`dementia`, code: 'F03.90', psychiatric: true },
  { name: 'insomnia', pattern: String.raw`insomnia`, code: 'G47.00', psychiatric: true },
  { name: 'major depressive disorder', pattern: String.raw`major depressi\w*(?: disorder)?|\bmdd\b`, code: depression, psychiatric: true },
  { name: 'depression', pattern: String.raw`depression|depressive disorder`, code: depression, psychiatric: true },
  { name: 'generalized anxiety disorder', pattern: String.raw`generali[sz]ed anxiety(?: disorder)?(?!-? ?(?:7|seven)\b)|\bgad\b(?!-? ?(?:7|seven)\b)`, code: 'F41.1', psychiatric: true },
  { name: 'panic disorder', pattern: String.raw`panic disorder|panic attacks?`, code: 'F41.0', psychiatric: true },
  // "Disorder, anxiety, social — see Phobia, social" (F40.10): before anxiety, which would read it as F41.9.
  { name: 'social anxiety disorder', pattern: String.raw`social anxiety(?: disorder)?|social phobia`, code: 'F40.10', psychiatric: true },
  { name: 'anxiety', pattern: String.raw`(?<!social )anxiety(?![- ](?:provoking|inducing|producing))(?: disorder)?`, code: 'F41.9', psychiatric: true },
  { name: 'post-traumatic stress disorder', pattern: String.raw`post-? ?traumatic stress(?: disorder)?|\bptsd\b`, code: 'F43.10', psychiatric: true },
  { name: 'bipolar disorder', pattern: String.raw`bipolar(?: disorder)?|manic depress\w*`, code: 'F31.9', psychiatric: true },
  { name: 'schizophrenia', pattern: String.raw`schizophreni\w*`, code: 'F20.9', psychiatric: true },
  { name: 'obsessive-compulsive disorder', pattern: String.raw`obsessive[- ]compulsive(?: disorder)?|\bocd\b`, code: 'F42.9', psychiatric: true },
  { name: 'attention-deficit hyperactivity disorder', pattern: String.raw`\badhd\b|attention[- ]deficit`, code: 'F90.9', psychiatric: true },
  { name: 'alcohol use disorder', pattern: String.raw`alcohol (?:use disorder|dependence|abuse)|alcoholism`, code: (ctx) => (/abuse/.test(ctx.text) ? 'F10.10' : 'F10.20'), psychiatric: true },
  { name: 'opioid use disorder', pattern: String.raw`opioid (?:use disorder|dependence|addiction)`, code: 'F11.20', psychiatric: true },
  { name: 'nicotine dependence', pattern: String.raw`nicotine dependence|tobacco use disorder|smoking cessation|nicotine (?:patch(?:es)?|gum|lozenges?|replacement(?: therapy)?)|chantix|varenicline`, code: 'F17.210', cardiacRisk: true },
  { name: 'cellulitis', pattern: String.raw`cellulitis`, code: cellulitis },
  // A non-pressure ulcer of the ankle or the lower leg, by site and side, severity unspecified (L97.3-, L97.2- calf,
  // L97.9- the lower leg unspecified).
  { name: 'ankle ulcer', pattern: String.raw`ankle ulcers?|ulcers? (?:on|of|in) (?:the |your |her |his |my )?(?:right |left )?ankle`, code: lat('L97.3', '19', '29', undefined, '09') },
  { name: 'leg ulcer', pattern: String.raw`(?:calf|leg|shin) ulcers?|ulcers? (?:on|of|in) (?:the |your |her |his |my )?(?:right |left )?(?:lower )?(?:calf|leg|shin)`, code: (ctx) => (/\bcalf\b/.test(ctx.text) ? lat('L97.2', '19', '29', undefined, '09')(ctx) : lat('L97.9', '19', '29', undefined, '09')(ctx)) },
  { name: 'foot ulcer', pattern: String.raw`(?:foot|heel|toe) ulcers?|ulcers? (?:on|of) (?:the |your |her |his |my )?(?:right |left )?(?:foot|heel|midfoot|toe|big toe|sole)`, code: footUlcer },
  { name: 'atopic dermatitis', pattern: String.raw`atopic dermatitis|atopic eczema`, code: 'L20.9' },
  // The index: "Eczema L30.9", "Dermatitis L30.9", "Dermatitis, contact L25.9".
  { name: 'contact dermatitis', pattern: String.raw`contact dermatitis|contact eczema`, code: 'L25.9' },
  // One code, two words: the note names the condition as the clinician did ("dermatitis" is not written "eczema"), and
  // "dermatitis or contact dermatitis" is then one problem, the more specific.
  { name: 'eczema', pattern: String.raw`eczema`, code: 'L30.9' },
  { name: 'dermatitis', pattern: String.raw`(?<!atopic |contact |seborrheic |stasis )dermatitis`, code: 'L30.9' },
  { name: 'psoriasis', pattern: String.raw`psoriasis`, code: 'L40.9' },
  { name: 'acne', pattern: String.raw`\bacne\b`, code: 'L70.0' },
  { name: 'hepatitis C', pattern: String.raw`hepatitis c|hep c`, code: (ctx) => (/\bchronic\b/.test(ctx.text) ? 'B18.2' : 'B19.20') },
  { name: 'hepatitis B', pattern: String.raw`hepatitis b\b|hep b\b`, code: (ctx) => (/\bchronic\b/.test(ctx.text) ? 'B18.1' : 'B19.10') },
  // Conditions of everyday care by their index entries: "Pseudogout — see Chondrocalcinosis" (M11.2-), "Skin, tag
  // L91.8", "Narcolepsy G47.419", "Deviation, septum (nasal) J34.2", "Impairment, cognitive, mild G31.84", "Whooping
  // cough A37.90", "Hand, foot and mouth disease B08.4".
  { name: 'pseudogout', pattern: String.raw`pseudo-?gout|chondrocalcinosis|\bcppd\b`, code: 'M11.20' },
  { name: 'skin tag', pattern: String.raw`skin tags?|acrochordons?`, code: 'L91.8' },
  // "Tremor, essential (benign) G25.0": the disease, not the symptom (R25.1) its last word names.
  { name: 'essential tremor', pattern: String.raw`(?:benign )?essential tremors?|familial tremors?`, code: 'G25.0' },
  { name: 'narcolepsy', pattern: String.raw`narcolepsy`, code: (ctx) => (/\bcataplexy\b/.test(ctx.text) && !/\bno cataplexy\b|without cataplexy/.test(ctx.text) ? 'G47.411' : 'G47.419') },
  { name: 'deviated septum', pattern: String.raw`deviated (?:nasal )?septum|septal deviation`, code: 'J34.2' },
  { name: 'mild cognitive impairment', pattern: String.raw`mild cognitive impairment|\bmci\b`, code: 'G31.84' },
  { name: 'whooping cough', pattern: String.raw`whooping cough|pertussis`, code: 'A37.90' },
  { name: 'hand, foot and mouth disease', pattern: String.raw`hand,? foot,? (?:and|&) mouth(?: disease)?`, code: 'B08.4' },
  { name: 'cerumen impaction', pattern: String.raw`(?:cerumen|ear ?wax) (?:impaction|build-? ?up|blockage)|impacted (?:cerumen|ear ?wax)`, code: lat('H61.2', '1', '2', '3', '0') },
  { name: 'tinnitus', pattern: String.raw`tinnitus|ringing in (?:my|your|the|his|her) ears?|ringing(?: or [a-z]+)? (?:noises?|sounds?)|ears? (?:have been |has been |are |is |keeps? |kept )?(?:ringing|buzzing)|(?:ringing|buzzing|buzzy|humming|whooshing) (?:noises? |sounds? )?in (?:my|your|the|his|her) ears?`, code: lat('H93.1', '1', '2', '3', '9') },
  // The index: "Herpes, labialis B00.1" (a cold sore); "Leiomyoma, uterus D25.9" (fibroids).
  { name: 'cold sore', pattern: String.raw`cold sores?|fever blisters?|herpes labialis`, code: 'B00.1' },
  { name: 'uterine fibroids', pattern: String.raw`(?:uterine )?fibroids?(?! ?(?:adenoma|cystic))|leiomyomas? of the uterus|uterine leiomyomas?`, code: 'D25.9' },
  { name: 'pleural effusion', pattern: String.raw`pleural effusions?`, code: 'J90' },
  { name: 'kidney cyst', pattern: String.raw`(?:kidney|renal) cysts?|cysts? (?:on|in) (?:the |your |her |his |my )?(?:right |left )?kidney`, code: 'N28.1' },
  { name: 'lymphedema', pattern: String.raw`lymph-?o?edema`, code: 'I89.0' },
  { name: 'Clostridioides difficile colitis', pattern: String.raw`\bc\.? ?diff(?:icile)?\b(?! (?:test|toxin|screen))`, code: 'A04.72' },
  { name: 'temporomandibular joint disorder', pattern: String.raw`\btmj\b(?: (?:disorder|dysfunction|syndrome|pain))?|temporomandibular joint (?:disorder|dysfunction|syndrome)`, code: 'M26.609' },
  { name: 'allergic reaction', pattern: String.raw`allergic reactions?`, code: 'T78.40XA' },
  { name: 'herpes zoster', pattern: String.raw`(?:shingles|herpes zoster)(?! ?(?:vaccin\w*|shots?))`, code: 'B02.9' },
  // Incontinence of the kind said is the index's: "Incontinence, urine, stress N39.3; urge N39.41; mixed (stress and urge) N39.46".
  { name: 'urinary incontinence', pattern: String.raw`urinary incontinence|incontinence`, code: (ctx) => (/\bmixed (?:urinary )?incontinence|stress and urge/.test(ctx.text) ? 'N39.46' : /\bstress (?:urinary )?incontinence/.test(ctx.text) ? 'N39.3' : /\burge (?:urinary )?incontinence/.test(ctx.text) ? 'N39.41' : 'R32') },
  { name: 'overactive bladder', pattern: String.raw`overactive bladder`, code: 'N32.81' },
  { name: 'breast cancer', pattern: String.raw`breast cancer|(?:invasive )?(?:ductal|lobular) carcinoma(?! in situ)|carcinoma of the breast`, code: lat('C50.91', '1', '2', undefined, '9') },
  { name: 'prostate cancer', pattern: String.raw`prostate cancer|cancer of the prostate|adenocarcinoma of the prostate`, code: 'C61' },
  { name: 'colon cancer', pattern: String.raw`colon cancer|colorectal cancer|cancer of the colon`, code: 'C18.9' },
  { name: 'skin cancer', pattern: String.raw`skin cancers?|cancer of the skin`, code: 'C44.90' },
  { name: 'erectile dysfunction', pattern: String.raw`erectile dysfunction`, code: 'N52.9' },
  { name: 'low back pain', pattern: String.raw`low(?:er)? back pain|lumbago`, code: backPain },
  // Common diagnoses of primary care by the index's own entries, where the index's best match for the words alone
  // would pick a rarer sibling (eosinophilic, in pregnancy, of the index finger) or none.
  // Stings by their venom (T63.4-, accidental, initial encounter); a swelling of the face or lips (angioedema T78.3).
  { name: 'bee sting', pattern: String.raw`bee (?:sting|bite)s?|(?:stung|bitten) by (?:a |the )?bee`, code: 'T63.441A' },
  { name: 'wasp sting', pattern: String.raw`wasp (?:sting|bite)s?|(?:stung|bitten) by (?:a |the )?wasp`, code: 'T63.461A' },
  { name: 'hornet sting', pattern: String.raw`hornet (?:sting|bite)s?|stung by a hornet`, code: 'T63.451A' },
  { name: 'angioedema', pattern: String.raw`angio-?o?edema`, code: 'T78.3XXA' },
  { name: 'anaphylaxis', pattern: String.raw`anaphyla(?:xis|ctic (?:reaction|shock))`, code: (ctx) => (/\b(?:peanuts?|nuts?|prawns?|shellfish|shrimp|food|eggs?|milk|fish)\b/.test(ctx.text) ? 'T78.00XA' : 'T78.2XXA') },
  { name: 'cluster headache', pattern: String.raw`cluster headaches?`, code: 'G44.009' },
  { name: "Bell's palsy", pattern: String.raw`bell'?s palsy`, code: 'G51.0' },
  { name: 'lipoma', pattern: String.raw`lipomas?\b`, code: 'D17.9' },
  { name: 'skin abscess', pattern: String.raw`(?<!(?:tooth|dental|perianal|peritonsillar|brain|lung|liver) )abscess(?:es)?\b`, code: skinAbscess },
  { name: 'cholecystitis', pattern: String.raw`cholecystitis|gallbladder (?:infection|inflammation)`, code: (ctx) => (/\bacute\b/.test(ctx.text) ? 'K81.0' : 'K81.9') },
  { name: 'fatty liver', pattern: String.raw`fatty liver|hepatic steatosis|\bnafld\b`, code: 'K76.0' },
  { name: 'varicose veins', pattern: String.raw`varicose veins?|varicosities`, code: 'I83.90' },
  { name: 'dehydration', pattern: String.raw`dehydration|(?:mildly |a (?:little|bit) )?dehydrated`, code: 'E86.0' },
  { name: 'food poisoning', pattern: String.raw`food poisoning`, code: 'A05.9' },
  { name: 'goiter', pattern: String.raw`goiter|goitre|enlarged thyroid|thyroids? (?:gland )?(?:is |was |are |looks? |seems? )?(?:(?:fairly|quite|very|a little|slightly|mildly|a bit) )?enlarged`, code: (ctx) => (/multinodular/.test(ctx.text) ? 'E04.2' : 'E04.9') },
  { name: 'urticaria', pattern: String.raw`urticaria|\bhives\b`, code: 'L50.9' },
  { name: 'tinea pedis', pattern: String.raw`athlete'?s foot|tinea pedis`, code: 'B35.3' },
  { name: 'tinea cruris', pattern: String.raw`jock itch|tinea cruris`, code: 'B35.6' },
  { name: 'ringworm', pattern: String.raw`ringworm|tinea corporis`, code: 'B35.4' },
  { name: 'impetigo', pattern: String.raw`impetigo`, code: 'L01.00' },
  { name: 'scabies', pattern: String.raw`scabies`, code: 'B86' },
  { name: 'rosacea', pattern: String.raw`rosacea`, code: 'L71.9' },
  { name: 'pleurisy', pattern: String.raw`pleurisy`, code: 'R09.1' },
  { name: 'chlamydia', pattern: String.raw`chlamydia`, code: 'A74.9' },
  { name: 'gonorrhea', pattern: String.raw`gonorrh?oea|gonorrhea`, code: 'A54.9' },
  { name: 'gastroparesis', pattern: String.raw`gastroparesis`, code: 'K31.84' },
  { name: 'anal fissure', pattern: String.raw`anal fissure|fissure in ano`, code: 'K60.2' },
  { name: 'plantar wart', pattern: String.raw`plantar warts?`, code: 'B07.0' },
  { name: 'whiplash', pattern: String.raw`whiplash`, code: 'S13.4XXA' },
  { name: 'frozen shoulder', pattern: String.raw`frozen shoulder|adhesive capsulitis`, code: lat('M75.0', '1', '2', undefined, '0') },
  // Trigger finger by digit and hand (M65.31- thumb … M65.35- little finger; M65.30 when the finger is not said).
  { name: 'trigger finger', pattern: String.raw`trigger (?:finger|thumb)`, code: triggerFinger },
  // Statuses after a transplant, a graft, an implant or a resection (Official Guidelines I.C.21.c.3): coded when the
  // clinician takes them up, like any condition, because they change the care ("you can't take anti-inflammatories
  // because of your kidney transplant"); only once done, not when planned ("having a knee replacement in June").
  statusAfter({ name: 'kidney transplant', pattern: String.raw`(?:kidney|renal) transplant\w*|transplanted kidney`, code: 'Z94.0' }),
  statusAfter({ name: 'heart transplant', pattern: String.raw`(?:heart|cardiac) transplant\w*`, code: 'Z94.1' }),
  statusAfter({ name: 'lung transplant', pattern: String.raw`lung transplant\w*`, code: 'Z94.2' }),
  statusAfter({ name: 'liver transplant', pattern: String.raw`liver transplant\w*`, code: 'Z94.4' }),
  statusAfter({ name: 'coronary artery bypass graft', pattern: String.raw`coronary artery bypass(?: graft\w*)?|\bcabg\b|(?:heart|cardiac|coronary|triple|double|quadruple) bypass(?: surgery)?`, code: 'Z95.1' }),
  statusAfter({ name: 'coronary stent', pattern: String.raw`(?:coronary|cardiac|heart|rca|lad|circumflex) stents?|stents? (?:in|to|into) (?:my|your|his|her|the) (?:heart|coronar\w*)`, code: 'Z95.5' }),
  statusAfter({ name: 'pacemaker', pattern: String.raw`pacemaker`, code: 'Z95.0' }),
  statusAfter({ name: 'gastric bypass', pattern: String.raw`gastric bypass|bariatric surgery|gastric sleeve|sleeve gastrectomy|lap(?:aroscopic)? band`, code: 'Z98.84' }),
  statusAfter({ name: 'lobectomy', pattern: String.raw`lobectomy`, code: 'Z90.2' }),
  statusAfter({ name: 'knee replacement', pattern: String.raw`(?:total )?knee replacements?|knee arthroplasty|\btkas?\b`, code: lat('Z96.65', '1', '2', '3', '9') }),
  statusAfter({ name: 'hip replacement', pattern: String.raw`(?:total )?hip replacements?|hip arthroplasty|\bthas?\b`, code: lat('Z96.64', '1', '2', '3', '9') }),
  statusAfter({ name: 'cataract surgery', pattern: String.raw`cataract (?:surgery|extraction|removal|removed)|(?:removed|took out) (?:a |the |my |your |his |her )?cataracts?`, code: lat('Z98.4', '1', '2', undefined, '9') }),
]);

/** Symptoms and signs, with the review-of-systems heading they belong to. */
/**
 * The other ways a pain of a body site is said, the same for every site: "my knee has been bothering me", "my lower
 * back has been hurting", "a sore shoulder", "my ankle is aching".
 */
const PAIN_SITES: Record<string, string> = {
  'low back pain': String.raw`low(?:er)? back`,
  'back pain': String.raw`(?:my|your|her|his|the) back`,
  'neck pain': String.raw`neck`,
  'knee pain': String.raw`knees?`,
  'shoulder pain': String.raw`shoulders?`,
  'hip pain': String.raw`hips?`,
  'ankle pain': String.raw`ankles?`,
  'wrist pain': String.raw`wrists?`,
  'elbow pain': String.raw`elbows?`,
  'foot pain': String.raw`foot|feet`,
  'heel pain': String.raw`heels?`,
  'hand pain': String.raw`hands?`,
  'jaw pain': String.raw`jaw`,
  // The belly in the words patients use, British and American: "a sore tummy", "an ache in my lower tummy".
  'abdominal pain': String.raw`tummy|belly|stomach|abdomen`,
};
const sayingsOfPain = (terms: Term[]): Term[] =>
  terms.map((term) => {
    const site = PAIN_SITES[term.name];
    if (!site) return term;
    // "An ache in my lower tummy", "discomfort in the right knee": the pain said before its site (not "the back of my knee").
    // "My left ankle also hurts", "my elbow is killing me".
    // "My knee has been swelling up and it hurts": the site, then "it" hurting.
    const hurting = String.raw`(?:${site}) (?:(?:also|still|really|just) )?(?:(?:has|have) been |is |are |was |were |keeps? |started )?(?:hurting|hurts|bothering|aching|sore|killing (?:me|him|her))\b|(?:my|your|his|her) (?:(?:right|left) )?(?:${site})(?: [a-z]+){1,6}?,? and it (?:also |really |still )?(?:hurts|has been hurting|is (?:really )?(?:sore|painful)|aches)\b|\bsore (?:right |left )?(?:${site})\b|\b(?:ache|aching|pain|discomfort) in (?:(?:my|your|the|his|her) )?(?:(?:right|left|lower|upper) )?(?:${site})\b(?! of)` +
      // "I hurt my lower back lifting a couch" (decision 818): the part hurt is the complaint.
      String.raw`|\b(?:hurt|injured|strained|tweaked|wrenched) (?:my|your|his|her) (?:(?:right|left) )?(?:${site.replace(/^\(\?:my\|your\|her\|his\|the\) /, '')})\b`;
    return { ...term, pattern: `${term.pattern}|${hurting}` };
  });

export const SYMPTOMS: Term[] = asSaid(sayingsOfPain([
  // Tightness is written as the patient said it, not as pain ("Tightness, chest R07.89").
  { name: 'chest tightness', pattern: String.raw`chest tightness|tightness in (?:my|your|the|his|her) chest|(?:my|your|his|her) chest (?:feels|is|has been|gets|got) (?:\w+ )?tight`, code: 'R07.89', system: 'Cardiovascular' },
  { name: 'chest pain', pattern: String.raw`chest (?:pains?|tightness|pressure|discomfort)|pains? in (?:my|your|the) chest|(?:my|your) chest (?:hurts|has been hurting)|pressure in (?:the (?:middle|center) of )?(?:my|your|the|his|her) chest`, code: (ctx) => (/tight|pressure/.test(ctx.text) ? 'R07.89' : 'R07.9'), system: 'Cardiovascular' },
  // "My heart's been doing this racing thing", "my heart just starts pounding and racing".
  { name: 'palpitations', pattern: String.raw`palpitations?|heart(?:'s| has| is| was| keeps| just| been| starts?| started| doing| this| kind of| sort of| on| going| gets?| got)* (?:racing|pounding|fluttering|flip-flopping|skipping(?: beats)?)|racing heart|(?:skipped|skipping) beats?`, code: 'R00.2', system: 'Cardiovascular' },
  // A joint said to swell is the index's "Swelling, joint — see Effusion, joint" (M25.4-), by joint and side, written
  // with its joint ("knee swelling").
  ...JOINT_SWELLING,
  // "Did you injure it?" "No, not that I remember.": asked for its denial, a pertinent negative; an injury told is
  // written as what happened, never as "reports injury" (facts/symptoms.ts, decision 833).
  { name: 'injury', deniedOnly: true, pattern: String.raw`(?<!(?:kidney|brain|spinal cord|head|eye) )\binjur(?:y|ies|e|ed)\b(?! (?:my|your|his|her|the|their) )|\btrauma\b(?! (?:surgeon|center|unit|team|bay))`, code: 'T14.90XA' },
  // "Does it ever feel like it's going to give out on you?" "No.": a joint's stability asked, and denied, is a pertinent
  // negative of a joint complaint; one that gives way is told in the patient's own words, never coded as a symptom.
  { name: 'instability', deniedOnly: true, pattern: String.raw`\b(?:give|gives|giving|gave) (?:out|way)\b|\b(?:pop|pops|popping|slip|slips|slipping) out\b(?! of)|\bfeels? (?:loose|unstable)\b|\binstability\b`, code: 'M25.30', system: 'Musculoskeletal' },
  // "My right lower leg got red and swollen": one leg's swelling, not the legs' edema (decision 829). R22.4-, by side.
  { name: 'leg swelling', pattern: String.raw`(?:my|your|his|her) (?:right|left) (?:lower )?leg (?:(?:got|gets|is|was|has been|became|started getting) )?(?:(?:red|warm|hot) and |all )?(?:swollen|swelling)(?: up)?`, code: lat('R22.4', '1', '2', '3', '0'), system: 'Musculoskeletal' },
  { name: 'lower extremity edema', pattern: String.raw`swelling (?:in|of) (?:my|your|the|his|her) (?:legs?|ankles?|feet|lower extremit\w*)|(?:leg|ankle|feet|foot) swelling|swollen (?:legs?|ankles?|feet)|(?:my|your|his|her) (?:legs|ankles|feet) (?:are|have been|get|got|were) (?:\w+ )?swollen|(?:my|your|his|her) (?:legs|ankles|feet) (?:(?:still|also|sometimes|usually) )?(?:swell|swelled)\b|\bedema\b`, code: 'R60.0', system: 'Cardiovascular' },
  { name: 'syncope', pattern: String.raw`passed out|pass(?:ing)? out|faint(?:ed|ing)?\b|syncop\w*|blacked out|black ?outs?\b|los(?:e|t|ing) consciousness|loss of consciousness`, code: 'R55', system: 'Cardiovascular' },
  // "I've had to sleep on two pillows", "I can't lie flat": orthopnea, said in the patient's words; not "I've always
  // slept with two pillows, which is normal for me" (decision 822).
  { name: 'orthopnea', pattern: String.raw`orthopnea|(?<!always )(?:sleep|sleeping|sleeps|slept|prop(?:ped)? (?:my|myself|her|him|himself|herself) up) (?:on|with) (?:two|three|four|2|3|4|a few|several|more|extra) pillows(?!,? (?:which|that)(?: is|'s) (?:normal|usual))|(?:can'?t|cannot|unable to|not able to) (?:lie|lay) (?:down )?flat`, code: 'R06.01', system: 'Respiratory' },
  { name: 'dyspnea on exertion', pattern: String.raw`(?:short of breath|shortness of breath|winded) (?:with|on|when) (?:exertion|walking|climbing|activity|exercise)|dyspnea on exertion`, code: 'R06.09', system: 'Respiratory' },
  { name: 'shortness of breath', pattern: String.raw`short(?:ness)? of breath|out of breath|(?<!(?:stuffy|blocked|congested|stuffed(?: up)?|runny) nose,? and (?:it was |it's |it is )?)(?:(?:trouble|difficulty) breathing|hard to breathe)(?! (?:through|out of|from) (?:my|your|his|her|the) nose)|can'?t catch (?:my|your) breath|\bwinded\b|dyspnea|breathless\w*`, code: 'R06.02', system: 'Respiratory' },
  // Before cough: "I coughed up a bit of blood" is hemoptysis.
  { name: 'hemoptysis', pattern: String.raw`cough(?:ed|ing|s)? up (?:(?:a (?:bit|little)|some|any) (?:of )?)?blood|h(?:a)?emoptysis|blood in (?:(?:my|the|your|her|his) )?(?:sputum|phlegm|flem|spit)`, code: 'R04.2', system: 'Respiratory' },
  { name: 'cough', pattern: String.raw`\bcough\w*`, code: 'R05.9', system: 'Respiratory' },
  { name: 'wheezing', pattern: String.raw`wheez\w*`, code: 'R06.2', system: 'Respiratory' },
  // Not a disease named for its fever: valley, scarlet, yellow, hay, rheumatic, glandular, dengue, typhoid fever.
  { name: 'fever', pattern: String.raw`(?<!\b(?:valley|scarlet|yellow|hay|rheumatic|glandular|dengue|typhoid|q|lassa|rocky mountain spotted) )\bfevers?\b|feverish|febrile|running a temp\w*|(?:had|have|having|has|got|with) a (?:high |slight |bit of a )?temperature\b(?! (?:check|reading))`, code: 'R50.9', system: 'Constitutional' },
  { name: 'chills', pattern: String.raw`\bchills\b|\bshiver(?:s|ing|y)\b`, code: 'R68.83', system: 'Constitutional' },
  { name: 'fatigue', pattern: String.raw`fatigue\w*|(?:really |very |so |more |always |feeling |feel |felt |been |pretty |quite |a bit |a little )tired(?! of\b)|exhausted|no energy|low energy|energy (?:is|has been|was|'s) (?:still |really |very |pretty |so )?low|worn out|(?:lack|lacking) (?:of |in )?energy|out of energy|(?:did|do|does|have|has)\s?(?:n'?t|not) (?:really )?(?:got |have |had )?(?:much |any )?energy`, code: 'R53.83', system: 'Constitutional' },
  { name: 'night sweats', pattern: String.raw`night sweats`, code: 'R61', system: 'Constitutional' },
  // Weight loss sought is no symptom: "chromium for weight loss", "won't help with weight loss", "the weight loss
  // study", "weight loss medications".
  { name: 'weight loss', pattern: String.raw`(?<!intentional |\bfor (?:some )?|\bhelp (?:with )?)weight loss(?! (?:study|studies|program|medications?|drugs?|surgery|pills?|shots?|injections?|clinic|plan|goals?|journey))|(?<!trying to )los(?:t|ing) (?:some |a lot of |any )?weight`, code: 'R63.4', system: 'Constitutional' },
  { name: 'weight gain', pattern: String.raw`weight gain|gain(?:ed|ing) (?:some |a lot of |any )?weight|(?:gained|put on) (?:a (?:few|couple(?: of)?|lot of)|some|several|\d+|(?:five|ten|fifteen|twenty|thirty) )(?: ?pounds| ?lbs| ?kilos?)`, code: 'R63.5', system: 'Constitutional' },
  { name: 'decreased appetite', pattern: String.raw`(?:loss of|poor|decreased|no|lost (?:my|your)) appetite`, code: 'R63.0', system: 'Constitutional' },
  { name: 'headache', pattern: String.raw`headaches?|head (?:hurts|pain)`, code: 'R51.9', system: 'Neurological' },
  // "The room spins", "everything is spinning": the spinning of vertigo, asked or said (decision 861).
  { name: 'dizziness', pattern: String.raw`dizz\w*|light-? ?headed\w*|vertigo|(?:the )?room (?:is |was |starts? |keeps |seems to be )?spin\w*|(?:does )?the room spin|everything (?:is |was |starts )?spinning`, code: 'R42', system: 'Neurological' },
  // The red flags of a cauda equina asked at a back visit: numbness of the saddle area, and the bladder or bowels out of
  // control ("any trouble with your bladder or bowels? any numbness in your groin?" "no").
  { name: 'saddle anesthesia', pattern: String.raw`saddle (?:anesthesia|numbness)|numb(?:ness)? (?:in|around|of) (?:your|my|the|his|her) (?:groin|saddle|private (?:area|parts)|buttocks|bottom)(?: area)?`, code: 'R20.0', system: 'Neurological' },
  { name: 'bowel or bladder dysfunction', pattern: String.raw`(?:trouble|problems?|difficulty|issues?) (?:with )?controlling (?:your |my |his |her )?(?:bladder|bowels?)(?: or (?:your |my |his |her )?(?:bladder|bowels?))?|(?:trouble|problems?|difficulty|issues?) with (?:your |my |his |her )?(?:bladder or (?:your |my |his |her )?bowels?|bowels? or (?:your |my |his |her )?bladder)|(?:loss of |losing )(?:bladder|bowel) control|(?:bowel|bladder) or (?:bowel|bladder) (?:incontinence|problems|dysfunction|control)`, code: (ctx) => (/bowel/.test(ctx.text) && !/bladder/.test(ctx.text) ? 'R15.9' : 'R32'), system: 'Genitourinary' },
  { name: 'numbness', pattern: String.raw`numb(?:ness|ing)?\b(?<!numbing(?= (?:medicine|medication|cream|gel|spray|shot|injection|agent|drops)))`, code: 'R20.0', system: 'Neurological' },
  { name: 'tingling', pattern: String.raw`tingl\w*|pins and needles`, code: 'R20.2', system: 'Neurological' },
  // "I couldn't move my left arm any more", "my right leg feels weak": a limb that will not move is weak.
  { name: 'weakness', pattern: String.raw`weakness|(?:feel|feeling|felt) weak|(?:can't|cannot|can not|couldn't|could not|unable to|not able to) (?:move|lift|raise|use) (?:my|her|his|the|your) (?:left |right )?(?:arm|leg|hand)|(?:my|her|his|your) (?:left |right )?(?:arm|leg|hand) (?:is|feels|felt|went|has been|was|is getting|has gotten) (?:\w+ )?weak`, code: 'R53.1', system: 'Neurological' },
  // Speech that has changed: slurred (R47.81), or harder to get out, unspecified how (R47.9).
  { name: 'slurred speech', pattern: String.raw`slurred speech|slurring (?:my |her |his |of )?(?:speech|words)|(?:speech|words) (?:is |are |was |were |has been |seems |getting |is getting )?(?:a (?:bit|little) )?slurred`, code: 'R47.81', system: 'Neurological' },
  { name: 'difficulty speaking', pattern: String.raw`(?:speech|words) (?:is |are |was |were |has been |seems |getting |is getting )?(?:a (?:bit|little) )?(?:harder|garbled)|(?:trouble|difficulty|problems?) (?:speaking|talking|getting (?:my |the |her |his )?words out)`, code: 'R47.9', system: 'Neurological' },
  // Before nausea and vomiting: "any blood in your vomit?" asks about blood, not whether the patient vomits.
  { name: 'hematemesis', pattern: String.raw`(?:vomit\w*|throw(?:ing)? up|threw up) (?:up )?blood|blood in (?:(?:my|your|the|his|her) )?vomit\w*|ha?ematemesis`, code: 'K92.0', system: 'Gastrointestinal' },
  // "I feel like vomiting", "feeling a bit sick" (British: queasy) is nausea, not vomiting; "I feel really sick" is
  // left alone (said of an illness or a drug reaction as often).
  { name: 'nausea', pattern: String.raw`nause\w*|sick to (?:my|your) stomach|feel(?:s|ing)? like (?:i'?m (?:going to|gonna) )?(?:vomit\w*|be sick|being sick|throw(?:ing)? up)|feel(?:s|ing)? (?:a (?:bit|little|little bit) )sick\b(?! to)`, code: (ctx) => (affirmedIn(ctx.text, /vomit\w*|throw\w* up|threw up/) ? 'R11.2' : 'R11.0'), system: 'Gastrointestinal' },
  { name: 'vomiting', pattern: String.raw`vomit\w*|throw(?:ing)? up|threw up`, code: (ctx) => (affirmedIn(ctx.text, /nause\w*/) ? 'R11.2' : 'R11.10'), system: 'Gastrointestinal' },
  { name: 'diarrhea', pattern: String.raw`diarrhea|(?:got|had|have|having|has|with) the runs\b|(?:loose|watery|runny)(?:,? (?:and )?(?:loose|watery|runny))? (?:stools?|bowel movements?|poos?)`, code: 'R19.7', system: 'Gastrointestinal' },
  { name: 'constipation', pattern: String.raw`constipat\w*`, code: 'K59.00', system: 'Gastrointestinal' },
  // By region when said (R10.1- upper, R10.3- lower): "pain in my tummy, like the lower part", "below my belly button".
  { name: 'abdominal pain', pattern: String.raw`(?:abdominal|stomach|belly|tummy) (?:pain|ache|cramps?|cramping|discomfort)|stomach ?ache|tummy ?ache|belly ?ache|pain,?(?: (?:uh|um),?)? in (?:my|your|the|her|his) (?:(?:lower|upper)(?: (?:right|left))? |(?:right|left)(?: (?:lower|upper))? )?(?:stomach|belly|abdomen|tummy)|(?:stomach|belly|abdomen|tummy) (?:hurts|has been hurting|is hurting)|(?:(?:right|left) (?:lower|upper) quadrant|epigastric|periumbilical) (?:abdominal )?pain|pain in (?:the|my|your|her|his) (?:right|left) (?:lower|upper) quadrant`, code: (ctx) => abdominalPainCode(ctx.text), system: 'Gastrointestinal' },
  { name: 'bloating', pattern: String.raw`bloat\w*`, code: 'R14.0', system: 'Gastrointestinal' },
  // "Burning in my chest after I eat", "acid coming up into my throat": heartburn in the patient's words (decision 864).
  { name: 'heartburn', pattern: String.raw`heart ?burn|(?:a )?burning(?: sensation| feeling| pain)? (?:in|up) (?:my|the|her|his|your) (?:chest|throat)(?! wall)|chest burning|acid (?:coming up|comes up|in (?:my|the|her|his|your) throat)|sour taste (?:in|at the back of) (?:my|the|her|his|your) (?:mouth|throat)`, code: 'R12', system: 'Gastrointestinal' },
  { name: 'difficulty swallowing', pattern: String.raw`(?:trouble|difficulty|hard|problems?)(?: (?:in|with))? swallowing|dysphagia|chok(?:e|es|ing) on (?:my |her |his )?food|food (?:gets|getting|got|keeps getting) stuck`, code: 'R13.10', system: 'Gastrointestinal' },
  // Written as said, coded by the index's "Odynophagia R13.10".
  { name: 'painful swallowing', pattern: String.raw`odynophagia|pain(?:ful)? (?:when|with) (?:i )?swallow\w*|painful swallowing|hurts to swallow|(?:it )?hurts when i swallow`, code: 'R13.10', system: 'Gastrointestinal' },
  { name: 'rectal bleeding', pattern: String.raw`blood in (?:my|your|the) stools?|bloody stools?|rectal bleeding|hematochezia|blood (?:when (?:i|she|he) wipes?|on the (?:toilet )?paper)`, code: 'K62.5', system: 'Gastrointestinal' },
  { name: 'melena', pattern: String.raw`black (?:tarry )?stools?|melena|tarry stools?`, code: 'K92.1', system: 'Gastrointestinal' },
  { name: 'swelling of the lips', pattern: String.raw`(?:lips?|face|facial|tongue) (?:swelling|swollen|is swelling|are swelling)|swell\w* (?:of|in|around) (?:my|your|the|her|his) (?:lips?|face|tongue)|swollen (?:lips?|face|tongue)`, code: 'R22.0', system: 'Skin' },
  { name: 'sore throat', pattern: String.raw`sore throat|throat (?:hurts|pain)|throat (?:is |has been |feels )?(?:scratchy|raw)|scratchy throat`, code: 'J02.9', system: 'Ears, Nose, Mouth and Throat' },
  // Something the patient reports and a diagnosis by itself: the index's "Canker (mouth) (sore) K12.0", "Aphthae,
  // aphthous … K12.0" (recurrent oral aphthae).
  { name: 'canker sores', pattern: String.raw`canker sores?|aphthous (?:ulcers?|stomatitis)|aphthae`, code: 'K12.0', system: 'Ears, Nose, Mouth and Throat' },
  { name: 'nasal congestion', pattern: String.raw`(?:nasal |sinus )?congest\w*|stuffy nose|runny nose|stuffed up|blocked (?:up )?nose|nose (?:is |was |has been |feels )?(?:blocked|bunged|stuffy)(?: up)?`, code: 'R09.81', system: 'Ears, Nose, Mouth and Throat' },
  { name: 'ear pain', pattern: String.raw`ear ?ache|ear pain|(?:my|your) ears? (?:hurts?|is hurting)`, code: lat('H92.0', '1', '2', '3', '9'), system: 'Ears, Nose, Mouth and Throat' },
  { name: 'hearing loss', pattern: String.raw`hearing loss|(?:trouble|difficulty) hearing|hearing (?:problems?|difficult\w*|impairment)|hard of hearing|(?:can't|cannot|can not|couldn't|don't|do not) hear (?:well|very well|as well|out of)|(?:losing|lost) (?:my |some |her |his )?hearing`, code: lat('H91.9', '1', '2', '3', '0'), system: 'Ears, Nose, Mouth and Throat' },
  { name: 'blurred vision', pattern: String.raw`blurr\w* vision|blurry vision|vision (?:is|has been|was|gets|got|is getting|has gotten) (?:\w+ )?blurr(?:y|ed)`, code: 'H53.8', system: 'Eyes' },
  // Changes asked of or told without saying which are written so, not as a blurring ("I see zigzag lines" is none).
  { name: 'vision changes', pattern: String.raw`vision changes|visual changes|changes? in (?:my|your|her|his) (?:vision|eyesight)`, code: 'H53.9', system: 'Eyes' },
  // A sign until it is diagnosed (a cyst, a fibroadenoma): the presenting symptom of a possible diagnosis (IV.H).
  { name: 'breast lump', pattern: String.raw`breast (?:lumps?|mass(?:es)?)\b|\b(?:lumps?|mass(?:es)?) (?:in|of|on) (?:the |your |her |my |both |right |left )*breasts?|\blumps? (?:on|in) (?:the |my |your |her )?(?:upper |lower |outer |inner |right |left |top )*(?:side|part|area) of (?:my|your|her|the) (?:right |left )?breasts?`, code: (ctx) => (ctx.laterality === 'right' ? 'N63.10' : ctx.laterality === 'left' ? 'N63.20' : 'N63.0'), system: 'Genitourinary' },
  // Any other lump the patient finds is the index's "Lump — see Mass", "Mass, localized … neck R22.1", by where it is
  // (R22.0 head, R22.2 trunk, R22.3- arm, R22.4- leg); a breast's is above, a lump in the throat is a sensation, a
  // lump removed is the history of an operation.
  { name: 'lump', pattern: String.raw`\blumps?\b(?! sum)(?! in (?:my|your|his|her|the) throat)(?!(?: \w+)? (?:removed|taken out|excised|biopsied))`, code: lumpCode, system: 'Skin' },
  { name: 'dysuria', pattern: String.raw`dysuria|painful (?:or burning )?urination|(?:pain|burning)(?: sensation)? (?:in|with|during|while|when|on) (?:urinat\w*|peeing|passing (?:urine|water)|i (?:pee|urinate))|burning (?:with|when|on) (?:urinat\w*|peeing|i pee)|(?:hurts|burns) (?:to|when i) (?:pee|urinate)|(?:hurt\w*|burn\w*|sting\w*|bother\w*)\b[^.?!]{0,40}?\bwhen (?:i|you|she|he) (?:pee|urinate|wee|pass (?:urine|water))\b`, code: 'R30.0', system: 'Genitourinary' },
  { name: 'urinary frequency', pattern: String.raw`urinary frequency|(?:increased|frequent) urination|(?:have|has|need|needs|having) to (?:go|pee|urinate|wee)(?: to the (?:bathroom|toilet|loo))? (?:all the time|constantly|so often|every (?:few|couple of|\w+) (?:minutes|hours?))|urinat(?:e|ing) more(?: often)?|polyuria|(?<!\b(?:high|low|the|what) )\bfrequency\b(?! (?:of|and (?:severity|duration|intensity))\b|[- ](?:hearing|sensorineural))|urinating (?:a lot|more often|frequently)|peeing (?:a lot|more)|(?:go|going|have to) (?:to )?(?:pee|wee|urinate) (?:so |very |more |really )?(?:frequently|often|a lot)`, code: 'R35.0', system: 'Genitourinary' },
  // Not able to pass urine at all: retention (R33.9), not a weak stream.
  { name: 'urinary retention', pattern: String.raw`urinary retention|retention of urine|(?:can't|cannot|can not|couldn't|could not|unable to|not (?:been )?able to) (?:go )?(?:pee|urinate|pass (?:urine|water))\b`, code: 'R33.9', system: 'Genitourinary' },
  // "A sharp pain in my left side": the flank (R10.A-, FY2024); not "jaw pain on the left side", "the side of my legs",
  // nor "pain on the right side" after a stroke (the body's side).
  { name: 'flank pain', pattern: String.raw`flank pain|(?<!\b(?:leg|jaw|arm|chest|head|ear|tooth|neck|knee|hip|shoulder|foot|hand|abdominal|stomach|belly|face|eye|throat|rib|groin|breast) )pain (?:in|on) (?:(?:my|your|her|his) (?:right |left )?side|(?:my|your|the|her|his) (?:right |left )?flank)\b(?! of\b)|pain in the (?:right|left) side\b(?! of\b)|(?:my|your|her|his) (?:right |left )?(?:side|flank) (?:hurts|is hurting|has been hurting)`, code: lat('R10.A', '1', '2', '3', '0'), system: 'Genitourinary' },
  { name: 'difficulty urinating', pattern: String.raw`(?:trouble|difficulty|problems?|hard time) (?:urinating|peeing|with urination|passing urine)|weak (?:urinary |urine )?stream|(?:urinary )?hesitancy`, code: 'R39.198', system: 'Genitourinary' },
  { name: 'hematuria', pattern: String.raw`blood in (?:my|your|the) urine|hematuria|(?:peeing|urinating|passing|weeing) blood|blood (?:while|when) (?:urinating|peeing)`, code: 'R31.9', system: 'Genitourinary' },
  { name: 'low back pain', pattern: String.raw`low(?:er)? back (?:pain|hurts)`, code: 'M54.50', system: 'Musculoskeletal' },
  { name: 'back pain', pattern: String.raw`back (?:pain|hurts|is hurting)|back(?= and neck pain)|threw (?:my|your|his|her) back out|(?:my|your|his|her) back (?:went|gave) out|(?:my|your) back (?:has been )?(?:hurting|bothering)|pain in (?:my|your|his|her|the) (?:right |left )?(?:upper |middle |mid )?back\b(?! of)`, code: 'M54.9', system: 'Musculoskeletal' },
  // "Neck and back pain" is both: the first of two sites the pain is said of.
  { name: 'neck pain', pattern: String.raw`neck (?:pain|hurts)|neck(?= and (?:(?:upper|lower|low|mid) )?(?:back|shoulder) pain)`, code: 'M54.2', system: 'Musculoskeletal' },
  { name: 'knee pain', pattern: String.raw`knee (?:pain|hurts|is hurting)|${HURTING('knee')}|pain in (?:my|your|the) (?:right |left )?knee|(?:hurt|injured|twisted|banged) (?:my|your|the|her|his) (?:right |left )?knee`, code: lat('M25.56', '1', '2', undefined, '9'), system: 'Musculoskeletal' },
  { name: 'shoulder pain', pattern: String.raw`shoulder (?:pain|hurts|is hurting)|${HURTING('shoulder')}|pain in (?:my|your|the) (?:right |left )?shoulder|(?:hurt|injured|twisted|banged) (?:my|your|the|her|his) (?:right |left )?shoulder`, code: lat('M25.51', '1', '2', undefined, '9'), system: 'Musculoskeletal' },
  { name: 'hip pain', pattern: String.raw`hip (?:pain|hurts|is hurting)|${HURTING('hip')}|pain in (?:my|your|the) (?:right |left )?hip|(?:hurt|injured|twisted|banged) (?:my|your|the|her|his) (?:right |left )?hip`, code: lat('M25.55', '1', '2', undefined, '9'), system: 'Musculoskeletal' },
  { name: 'ankle pain', pattern: String.raw`ankle (?:pain|hurts|is hurting)|${HURTING('ankle')}|pain in (?:my|your|the) (?:right |left )?ankle|(?:hurt|injured|twisted|banged) (?:my|your|the|her|his) (?:right |left )?ankle`, code: lat('M25.57', '1', '2', undefined, '9'), system: 'Musculoskeletal' },
  { name: 'wrist pain', pattern: String.raw`wrist (?:pain|hurts|is hurting)|${HURTING('wrist')}|pain in (?:my|your|the) (?:right |left )?wrist|(?:hurt|injured|twisted|banged) (?:my|your|the|her|his) (?:right |left )?wrist`, code: lat('M25.53', '1', '2', undefined, '9'), system: 'Musculoskeletal' },
  { name: 'elbow pain', pattern: String.raw`elbow (?:pain|hurts|is hurting)|${HURTING('elbow')}|pain in (?:my|your|the) (?:right |left )?elbow|(?:hurt|injured|twisted|banged) (?:my|your|the|her|his) (?:right |left )?elbow`, code: lat('M25.52', '1', '2', undefined, '9'), system: 'Musculoskeletal' },
  { name: 'foot pain', pattern: String.raw`foot (?:pain|hurts|is hurting)|${HURTING('foot')}|pain in (?:my|your|the) (?:right |left )?foot`, code: lat('M79.67', '1', '2', undefined, '3'), system: 'Musculoskeletal' },
  // The index's "Pain, heel — see Pain, limb, lower, foot" (M79.67-), written as the patient's heel.
  { name: 'heel pain', pattern: String.raw`heel pain`, code: lat('M79.67', '1', '2', undefined, '3'), system: 'Musculoskeletal' },
  // Pain of a limb's part, by the codes' own sites (M79.6-).
  { name: 'toe pain', pattern: String.raw`(?:(?:big |great |little |second |third |fourth |fifth )?toes?) (?:pain|hurts|is hurting|has been hurting)|pain in (?:my|your|the|her|his) (?:right |left )?(?:(?:big |great |little |second |third |fourth |fifth )?toes?)|(?:my|your|her|his) (?:right |left )?(?:(?:big |great |little |second |third |fourth |fifth )?toes?) (?:really )?(?:hurts|is hurting|has been hurting)`, code: lat('M79.67', '4', '5', undefined, '6'), system: 'Musculoskeletal' },
  { name: 'finger pain', pattern: String.raw`(?:(?:index |middle |ring |little |pinky )?fingers?|thumb) (?:pain|hurts|is hurting|has been hurting)|pain in (?:my|your|the|her|his) (?:right |left )?(?:(?:index |middle |ring |little |pinky )?fingers?|thumb)|(?:my|your|her|his) (?:right |left )?(?:(?:index |middle |ring |little |pinky )?fingers?|thumb) (?:really )?(?:hurts|is hurting|has been hurting)`, code: lat('M79.64', '4', '5', undefined, '6'), system: 'Musculoskeletal' },
  { name: 'hand pain', pattern: String.raw`(?:hands?) (?:pain|hurts|is hurting|has been hurting)|pain in (?:my|your|the|her|his) (?:right |left )?(?:hands?)|(?:my|your|her|his) (?:right |left )?(?:hands?) (?:really )?(?:hurts|is hurting|has been hurting)`, code: lat('M79.64', '1', '2', undefined, '3'), system: 'Musculoskeletal' },
  { name: 'thigh pain', pattern: String.raw`(?:thighs?) (?:pain|hurts|is hurting|has been hurting)|pain in (?:my|your|the|her|his) (?:right |left )?(?:thighs?)|(?:my|your|her|his) (?:right |left )?(?:thighs?) (?:really )?(?:hurts|is hurting|has been hurting)`, code: lat('M79.65', '1', '2', undefined, '9'), system: 'Musculoskeletal' },
  { name: 'arm pain', pattern: String.raw`(?:arms?|upper arm|forearm) (?:pain|hurts|is hurting|has been hurting)|pain in (?:my|your|the|her|his) (?:right |left )?(?:arms?|upper arm|forearm)|(?:my|your|her|his) (?:right |left )?(?:arms?|upper arm|forearm) (?:really )?(?:hurts|is hurting|has been hurting)`, code: lat('M79.60', '1', '2', undefined, '3'), system: 'Musculoskeletal' },
  { name: 'leg pain', pattern: String.raw`(?:legs?|lower leg|calf|shin) (?:pain|hurts|is hurting|has been hurting)|pain in (?:my|your|the|her|his) (?:right |left )?(?:legs?|lower leg|calf|shin)|(?:my|your|her|his) (?:right |left )?(?:legs?|lower leg|calf|shin) (?:really )?(?:hurts|is hurting|has been hurting)`, code: lat('M79.60', '4', '5', undefined, '6'), system: 'Musculoskeletal' },
  { name: 'jaw pain', pattern: String.raw`jaw (?:(?:clicks|pops|locks) and )?(?:pain|hurts|aches|is hurting|has been hurting)|pain in (?:my|your|the|her|his) jaw`, code: 'R68.84', system: 'Musculoskeletal' },
  { name: 'toothache', pattern: String.raw`tooth ?ache|toothache|(?:tooth|teeth) (?:pain|hurts?|is hurting)|pain in (?:my|your|the|her|his) (?:tooth|teeth)`, code: 'K08.89', system: 'Ears, Nose, Mouth and Throat' },
  { name: 'joint pain', pattern: String.raw`joint pains?|joints? (?:hurt|ache|aching)|arthralgia`, code: 'M25.50', system: 'Musculoskeletal' },
  { name: 'muscle aches', pattern: String.raw`muscles? (?:aches|pain)|(?:muscles?|body) (?:(?:are|is|were|was|have been|has been) )?(?:really |quite |kind of |a bit )?(?:aching|achy)|(?:aching|achy) muscles|body aches|myalgias?`, code: 'M79.10', system: 'Musculoskeletal' },
  { name: 'rash', pattern: String.raw`\brash\w*`, code: 'R21', system: 'Skin' },
  // The review of systems' common questions (found with MTS-Dialog, decision 725): said by their usual words only.
  // The patient's words for it; "menorrhagia", the clinician's, is the condition.
  { name: 'heavy periods', pattern: String.raw`heavy (?:periods?|menstrual periods?|bleeding (?:during|with) (?:my|her) periods?)|periods? (?:has|have|is|are) (?:been )?(?:really |very |so |a lot |much )?heav(?:y|ier)`, code: 'N92.0', system: 'Genitourinary' },
  { name: 'dyspareunia', pattern: String.raw`dyspareunia|pain(?:ful)? (?:during|with) (?:sex|intercourse)|painful (?:sex|intercourse)|(?:sex|intercourse) (?:is|has been) painful|(?:sex|intercourse) hurts`, code: 'N94.10', system: 'Genitourinary' },
  { name: 'nocturia', pattern: String.raw`nocturia|(?:get|gets|getting|got|wake|wakes|waking|woke) up (?:(?:\w+ ){0,4}?(?:at|a|per|each|every|during the|in the) night )to (?:pee|urinate|use the (?:bathroom|restroom)|go to the (?:bathroom|restroom))`, code: 'R35.1', system: 'Genitourinary' },
  // The patient's words for a leak; "incontinence", the clinician's, is the condition (coded by its kind).
  { name: 'urine leakage', pattern: String.raw`(?:leak|leaks|leaking|leaked) (?:some |a little |a bit of )?(?:urine|pee)|(?:pee|wet) (?:myself|herself|himself)|(?:pee|peeing) a little (?:when|if|every time)`, code: 'R32', system: 'Genitourinary' },
  { name: 'dry mouth', pattern: String.raw`dry mouth|xerostomia|mouth (?:is|feels|has been|gets) (?:\w+ )?dry`, code: 'R68.2', system: 'Ears, Nose, Mouth and Throat' },
  { name: 'floaters', pattern: String.raw`\bfloaters\b`, code: lat('H43.39', '1', '2', '3', '9'), system: 'Eyes' },
  { name: 'facial droop', pattern: String.raw`facial droop\w*|face (?:feels |is |looks |has been |seems )?(?:droop\w*|sagging)|droop\w* (?:of |on )?(?:one side of )?(?:my|her|his|the) face`, code: 'R29.810', system: 'Neurological' },
  { name: 'epistaxis', pattern: String.raw`nose ?bleeds?|epistaxis|bleeding from (?:my|your|her|his|the) nose|(?:my|your|her|his) nose (?:keeps |has been )?bleeding`, code: 'R04.0', system: 'Ears, Nose, Mouth and Throat' },
  { name: 'snoring', pattern: String.raw`\bsnor(?:e|es|ed|ing)\b`, code: 'R06.83', system: 'Respiratory' },
  { name: 'easy bruising', pattern: String.raw`bruis(?:e|es|ing) (?:really |very |so |pretty )?easily|easy bruising`, code: 'R23.3', system: 'Skin' },
  { name: 'bleeding gums', pattern: String.raw`bleeding gums|gums? (?:\w+ )?bleed\w*`, code: 'K06.8', system: 'Ears, Nose, Mouth and Throat' },
  { name: 'eyelid twitching', pattern: String.raw`eye ?lids? (?:(?:keeps|has been|is|keep) )?twitch\w*|twitch\w* (?:of|in) (?:my|your|the|her|his) eye ?lids?`, code: 'R25.3', system: 'Eyes' },
  { name: 'hair loss', pattern: String.raw`hair loss|(?:losing|lost) (?:my|your|her|his|some) hair|hair (?:is |has been |keeps |started |seems to be )?(?:falling|coming) out|thinning hair|hair (?:is |has been )?thinning`, code: 'L65.9', system: 'Skin' },
  { name: 'jaundice', pattern: String.raw`jaundice\w*|yellow(?:ing)? (?:of )?(?:my|your|the|her|his) (?:skin|eyes)|yellow(?:ing)? (?:skin|eyes)|\byellowing\b(?! of (?:the |my |your |her |his )?(?:teeth|nails|leaves))|(?:skin|eyes) (?:turns?|turned|turning|looks?|looked|(?:is|are|was|were) (?:getting|going|turning)) (?:a (?:little|bit) )?yellow`, code: 'R17', system: 'Skin' },
  { name: 'hot flashes', pattern: String.raw`hot (?:flash|flush)(?:es)?`, code: 'R23.2', system: 'Constitutional' },
  // "I've been really thirsty" with high sugars (decision 816): the index's "Polydipsia R63.1".
  { name: 'excessive thirst', pattern: String.raw`(?:excessive |increased |extreme )?thirst\b|polydipsia|(?:really |very |so |always |constantly |more |extremely )+thirsty`, code: 'R63.1', system: 'Constitutional' },
  // "Any sweating with it?" "No.": the sweating of an episode (chest pain, a faint) is diaphoresis; at night, or in
  // excess as a complaint of its own, the terms before.
  { name: 'diaphoresis', pattern: String.raw`diaphore\w*|(?<!\b(?:night|excessive|abnormal) )\bsweat(?:ing|y)\b(?! (?:a lot|excessively|profusely|at night))`, code: 'R61', system: 'Constitutional' },
  { name: 'excessive sweating', pattern: String.raw`excessive (?:or abnormal )?sweating|sweating (?:a lot|excessively|profusely)`, code: 'R61', system: 'Constitutional' },
  { name: 'eye pain', pattern: String.raw`eye pain|pain (?:in|behind) (?:or behind )?(?:my|your|the|her|his) (?:right |left )?eyes?`, code: lat('H57.1', '1', '2', '3', '0'), system: 'Eyes' },
  { name: 'tremor', pattern: String.raw`tremors?\b|(?:hands?|arms?) (?:are |is |have been |keep )?(?:shaking|shaky|shakes?|trembl\w*)`, code: 'R25.1', system: 'Neurological' },
  { name: 'memory loss', pattern: String.raw`memory loss|trouble remembering|forgetful\w*|forgetting things|(?:losing|lost) (?:my|your|her|his) memory|(?:problems?|trouble|difficult(?:y|ies)) (?:with )?(?:my|your|her|his) memory|(?:my|your|her|his) memory (?:is|has been|'s|was|seems)(?: (?:getting|going|becoming|a (?:little|bit)|really|much|so))* (?:worse|bad|poor|failing|slipping)|memory (?:problems?|issues?|decline)|forgetful(?:ness)?|(?:keeps?|keep on|always|been) forgetting (?:things|stuff|names|words)`, code: 'R41.3', system: 'Neurological' },
  { name: 'hallucinations', pattern: String.raw`hallucinat\w*|hearing voices|seeing things (?:that|which) (?:are|were)n'?t there`, code: 'R44.3', system: 'Psychiatric' },
  { name: 'itching', pattern: String.raw`itch\w*|pruritus`, code: 'L29.9', system: 'Skin' },
  // Not "I can't sleep on that side": lying on a painful shoulder or hip is the pain's, not a sleep disorder.
  // Waking early and not getting back to sleep is trouble sleeping too ("I wake up at 3 and can't get back to sleep").
  { name: 'trouble sleeping', pattern: String.raw`can'?t (?:get|go|fall) back to sleep|(?:trouble|difficulty|problems?) (?:getting back to sleep|sleeping|falling asleep|staying asleep)(?! on (?:that|this|my|your|his|her|the|either) )|can'?t sleep(?! on (?:that|this|my|your|his|her|the|either) )|not sleeping(?: well)?(?! on (?:that|this|my|your|his|her|the|either) )`, code: 'G47.00', system: 'Psychiatric' },
  // "Lability, emotional R45.86": the mood that swings (decision 845).
  { name: 'mood swings', pattern: String.raw`mood swings?|emotional(?:ly)? labil\w*|(?:my|your|her|his) moods? (?:go(?:es)?|going|(?:is|are) going) up and down`, code: 'R45.86', system: 'Psychiatric' },
  { name: 'depressed mood', pattern: String.raw`(?:feeling|feel|felt) (?:down|depressed|sad|hopeless)|depressed mood`, code: 'R45.89', system: 'Psychiatric' },
  // "It's hard to focus at work" (decision 819): the index's "Deficit, attention and concentration R41.840".
  { name: 'difficulty concentrating', pattern: String.raw`(?:hard|difficult|trouble|difficulty|problems?|a hard time)(?: (?:to|with))? (?:focus|focusing|concentrat\w*)|can'?t (?:focus|concentrate)|(?:poor|decreased|lack of) concentration`, code: 'R41.840', system: 'Psychiatric' },
  { name: 'anxious mood', pattern: String.raw`(?:feeling|feel|felt) (?:anxious|nervous|on edge|worried)`, code: 'R45.7', system: 'Psychiatric' },
  { name: 'suicidal ideation', pattern: String.raw`suicid\w*|kill(?:ing)? (?:my|your)self|end (?:my|your) life|(?:harm|hurt)(?:ing)? (?:my|your)self|self-? ?harm`, code: 'R45.851', system: 'Psychiatric' },
  { name: 'homicidal ideation', pattern: String.raw`homicid\w*|(?<=self,? )or (?:others|other people|anyone else)|(?:harm|hurt)(?:ing)? (?:others|other people|anyone else|someone else)`, code: 'R45.850', system: 'Psychiatric' },
]));

/** Medications a primary-care or specialty visit commonly names (generic and brand, lower case). */
export const MEDICATIONS: string[] = (
  'lisinopril losartan valsartan olmesartan irbesartan enalapril ramipril benazepril amlodipine nifedipine diltiazem verapamil ' +
  'metoprolol carvedilol atenolol propranolol bisoprolol labetalol hydrochlorothiazide hctz chlorthalidone furosemide lasix ' +
  'bumetanide torsemide spironolactone eplerenone entresto sacubitril hydralazine isosorbide nitroglycerin clonidine digoxin ' +
  'amiodarone flecainide sotalol warfarin coumadin apixaban eliquis rivaroxaban xarelto dabigatran clopidogrel plavix ' +
  'aspirin ticagrelor brilinta atorvastatin lipitor rosuvastatin crestor simvastatin pravastatin lovastatin ezetimibe zetia ' +
  'fenofibrate metformin glucophage glipizide glyburide glimepiride sitagliptin januvia linagliptin tradjenta empagliflozin ' +
  'jardiance dapagliflozin farxiga canagliflozin semaglutide ozempic wegovy rybelsus liraglutide victoza trulicity dulaglutide ' +
  'tirzepatide mounjaro insulin lantus glargine humalog novolog levemir basaglar pioglitazone levothyroxine thyroxine synthroid unithroid levoxyl euthyrox tirosint ' +
  'oxycontin invega paliperidone ' +
  'methimazole albuterol salbutamol proair ventolin beclometasone beclomethasone clenil qvar fluticasone flovent salmeterol serevent advair symbicort budesonide montelukast singulair tiotropium ' +
  'spiriva prednisone methylprednisolone medrol dexamethasone amoxicillin augmentin azithromycin zithromax z-pack ' +
  'doxycycline cephalexin keflex ciprofloxacin cipro levofloxacin nitrofurantoin macrobid trimethoprim bactrim sulfamethoxazole ' +
  // British names and topical drugs of primary care (PriMock57): antihistamines, topical steroids, emollients, antiemetics.
  'chlorphenamine piriton betnovate diprobase dermol stemetil ' +
  'clindamycin penicillin metronidazole flagyl fluconazole diflucan valacyclovir acyclovir oseltamivir tamiflu paxlovid ' +
  'benzonatate tessalon guaifenesin mucinex dextromethorphan ' +
  'omeprazole prilosec pantoprazole protonix esomeprazole nexium lansoprazole famotidine pepcid ranitidine zantac ondansetron ' +
  'zofran metoclopramide reglan sucralfate docusate miralax senna loperamide dicyclomine ibuprofen advil motrin naproxen ' +
  'aleve meloxicam mobic celecoxib celebrex diclofenac voltaren acetaminophen paracetamol tylenol tramadol oxycodone percocet ' +
  'hydrocodone norco morphine codeine gabapentin neurontin pregabalin lyrica cyclobenzaprine flexeril methocarbamol ' +
  'tizanidine baclofen allopurinol colchicine febuxostat methotrexate hydroxychloroquine plaquenil humira adalimumab ' +
  'sumatriptan imitrex rizatriptan topiramate topamax propranolol amitriptyline nortriptyline sertraline zoloft fluoxetine ' +
  'prozac escitalopram lexapro citalopram celexa paroxetine paxil venlafaxine effexor duloxetine cymbalta bupropion ' +
  'wellbutrin mirtazapine remeron trazodone buspirone buspar hydroxyzine alprazolam xanax lorazepam ativan clonazepam ' +
  'klonopin diazepam valium zolpidem ambien quetiapine seroquel olanzapine zyprexa risperidone risperdal aripiprazole ' +
  'abilify lurasidone latuda haloperidol lithium lamotrigine lamictal valproate depakote divalproex carbamazepine ' +
  'oxcarbazepine levetiracetam keppra adderall amphetamine methylphenidate ritalin concerta vyvanse atomoxetine strattera ' +
  'elavil bentyl nasonex mometasone compazine prochlorperazine cortisone xyzal levocetirizine astelin azelastine valtrex famvir monistat miconazole bactroban clobetasol betamethasone desonide ' +
  'guanfacine naltrexone buprenorphine suboxone methadone varenicline chantix nicotine cetirizine zyrtec loratadine ' +
  'claritin fexofenadine allegra diphenhydramine benadryl flonase tamsulosin flomax finasteride oxybutynin sildenafil ' +
  'viagra tadalafil cialis estradiol progesterone medroxyprogesterone alendronate fosamax vitamin calcium iron ' +
  'ferrous potassium magnesium melatonin folic triamcinolone hydrocortisone mupirocin ketoconazole ' +
  'ultram combivent duoneb ipratropium alvesco ciclesonide wixela breo trelegy anoro qvar pulmicort xopenex levalbuterol ' +
  'nebulizer epipen epinephrine famciclovir terbinafine lamisil nystatin clotrimazole silvadene bacitracin neosporin ' +
  'ciprodex ofloxacin cortisporin polytrim erythromycin tobramycin moxifloxacin cefdinir ceftriaxone rocephin ' +
  'prednisolone kenalog toradol ketorolac indomethacin etodolac nabumetone robaxin skelaxin metaxalone ' +
  'naloxone narcan dilaudid hydromorphone fentanyl lidocaine capsaicin fioricet butalbital ondansetron phenergan promethazine ' +
  'meclizine antivert scopolamine dramamine imodium bismuth pepto colace dulcolax bisacodyl linzess lactulose ' +
  'carafate misoprostol mesalamine humira stelara xeljanz enbrel rinvoq otezla dupixent ' +
  'glucagon toujeo tresiba humulin novolin jentadueto janumet synjardy xigduo invokana steglatro actos ' +
  'nitrofurantoin keppra dilantin phenytoin gabapentin topiramate zonisamide aimovig ajovy emgality nurtec ubrelvy maxalt relpax ' +
  'aricept donepezil namenda memantine sinemet carbidopa levodopa requip ropinirole mirapex pramipexole ' +
  'xarelto pradaxa savaysa effient ranolazine ranexa isosorbide imdur nitro ' +
  'cozaar diovan benicar avapro micardis telmisartan norvasc procardia cardizem toprol lopressor coreg tenormin zestril prinivil vasotec altace lotensin ' +
  'aldactone microzide bumex demadex hygroton ' +
  'armour cytomel liothyronine tapazole propylthiouracil ' +
  'estrogen premarin provera prometrium nuvaring sprintec yaz depo-provera nexplanon mirena ' +
  'proscar avodart dutasteride detrol tolterodine myrbetriq mirabegron vesicare solifenacin ' +
  'antabuse disulfiram acamprosate campral vivitrol sublocade ' +
  'trintellix vortioxetine pristiq desvenlafaxine viibryd fetzima spravato lunesta eszopiclone sonata belsomra doxepin ' +
  'hydroxyzine atarax vistaril gabapentin clonidine kapvay intuniv focalin dexmethylphenidate ' +
  'naprosyn anaprox ultracet vicodin lortab tylenol-3 dexamethasone decadron medrol-dosepak solu-medrol ' +
  'norvasc hydrodiuril lopid tricor niaspan welchol repatha praluka praluent lasix aspirin baby-aspirin ' +
  'cipro levaquin biaxin clarithromycin ceftin cefuroxime omnicef vancomycin linezolid doxy ' +
  'prednisone prednisolone budesonide triamcinolone voltaren-gel diclofenac-gel lidoderm ' +
  'protonix-iv carafate simethicone gas-x tums maalox mylanta ' +
  'testosterone androgel depo-testosterone clomid letrozole tamoxifen anastrozole arimidex ' +
  'flexeril zanaflex soma carisoprodol mederma silicone-gel scar-gel ' +
  // Common primary-care drugs the list above lacked (alpha blockers, other antihypertensives, eye drops, bone,
  // renal, hormonal), and British names of primary care (co-codamol, co-amoxiclav, Microgynon …).
  'doxazosin cardura terazosin hytrin prazosin minipress alfuzosin uroxatral silodosin rapaflo nebivolol bystolic ' +
  'metolazone nadolol timolol latanoprost xalatan brimonidine olopatadine pataday phentermine primidone entacapone ' +
  'rasagiline trospium bethanechol raloxifene evista ibandronate boniva risedronate actonel denosumab prolia ' +
  'calcitriol cinacalcet sevelamer probenecid norethindrone levonorgestrel tapentadol dextroamphetamine ergocalciferol ' +
  // Brand names of older primary-care drugs still said (MTS-Dialog, decision 771): a PPI, sulfonylureas, a statin,
  // combination antihypertensives, an NSAID, an oral contraceptive.
  'aciphex rabeprazole glucotrol micronase diabeta amaryl glucovance mevacor avalide hyzaar ziac daypro oxaprozin ovcon ' +
  // Former British names still said ("amoxycillin", "frusemide", "lignocaine"): the same drugs.
  'amoxycillin frusemide lignocaine ' +
  'co-codamol co-amoxiclav cefalexin mebeverine buscopan hyoscine gaviscon microgynon rigevidon utrogestan ' +
  'fybogel movicol laxido lactulose naproxen sumatriptan amlodipine ' +
  // British brands said as the drug: Seroxat (paroxetine), Cipralex (escitalopram), Rennie (an antacid).
  'seroxat cipralex rennie'
)
  .split(/\s+/)
  // Supplements a medication list names in two words ("vitamin D", "fish oil"); the pattern tries longer names first.
  // A salt that makes another drug (metoprolol succinate is once daily, tartrate twice) is part of the name.
  .concat(['metoprolol succinate', 'metoprolol tartrate'])
  .concat(['ferrous sulfate', 'ferrous sulphate', 'ferrous fumarate', 'vitamin d', 'vitamin d3', 'vitamin c', 'vitamin b12', 'vitamin b complex', 'vitamin e', 'fish oil', 'coq10', 'multivitamin', 'elderberry', 'turmeric', 'probiotic', 'glucosamine'])
  .filter((name, i, all) => name && all.indexOf(name) === i);

/**
 * Diabetes drugs by kind, with the long-term use code the Official Guidelines ask beside the diabetes code
 * (I.C.4.a.3): insulin Z79.4, oral drugs Z79.84, injectable non-insulin drugs Z79.85. One list for the coder and
 * for linking a plan's medication to the diabetes it treats.
 */
export const DIABETES_DRUGS: { drugs: RegExp; longTermUse: string }[] = [
  { drugs: new RegExp(String.raw`\b(?:${INSULINS})\b`), longTermUse: 'Z79.4' },
  { drugs: new RegExp(String.raw`\b(?:${ORAL_GLUCOSE_LOWERING})\b`), longTermUse: 'Z79.84' },
  { drugs: new RegExp(String.raw`\b(?:${INJECTED_GLUCOSE_LOWERING})\b`), longTermUse: 'Z79.85' },
];

/** Psychiatric medications (psychiatry template). */
export const PSYCHIATRIC_MEDICATIONS = new Set(
  ('sertraline zoloft fluoxetine prozac escitalopram lexapro citalopram celexa paroxetine paxil venlafaxine effexor duloxetine ' +
    'cymbalta bupropion wellbutrin mirtazapine remeron trazodone buspirone buspar hydroxyzine alprazolam xanax lorazepam ativan ' +
    'clonazepam klonopin diazepam valium zolpidem ambien quetiapine seroquel olanzapine zyprexa risperidone risperdal aripiprazole ' +
    'abilify lurasidone latuda haloperidol lithium lamotrigine lamictal valproate depakote divalproex adderall amphetamine ' +
    'methylphenidate ritalin concerta vyvanse atomoxetine strattera guanfacine naltrexone buprenorphine suboxone methadone ' +
    'amitriptyline nortriptyline').split(/\s+/),
);

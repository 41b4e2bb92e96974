/**
 * The numbers of a visit: vital signs, laboratory values, ejection fraction and questionnaire scores, each with its
 * value and unit, read from what was said ("one twenty eight over seventy two", "your a1c is seven point two").
 * A value outside the range a measurement can take is not read as that measurement.
 */
import { cleanSpoken, NUMBER, numberValue } from './text.js';
import type { Utterance } from './transcript.js';
import { answerTo, type Span } from './findings.js';

export type MeasurementKind = 'vital' | 'lab';

export interface Measurement {
  kind: MeasurementKind;
  /** The name a note writes: "Blood pressure", "Hemoglobin A1c". */
  label: string;
  /** Value with its unit: "128/72 mmHg", "7.2%". */
  value: string;
  /** Said of an earlier visit or test ("last time it was 8"). */
  previous: boolean;
  /** Said in the past tense with its name ("your blood pressure was 200 over 90"). */
  past?: boolean;
  span: Span;
}

interface Reading {
  kind: MeasurementKind;
  label: string;
  /** Matches the measurement's name; the value is looked for right after it. */
  name: RegExp;
  /** Reads the value (as digits) into the written value, or undefined when it is out of range. */
  value: (digits: string) => string | undefined;
}

// An article is no value: "your a1c was a little bit higher at 7.3" reads 7.3, not the "a" of "a little" ("a hundred" is).
const number = String.raw`(\d+(?:\.\d+)?|(?!(?:an?|several)\b(?! (?:hundred|thousand)\b))${NUMBER})`;
const inRange = (min: number, max: number, write: (n: number) => string) => (digits: string) => {
  const n = Number(digits);
  return Number.isFinite(n) && n >= min && n <= max ? write(n) : undefined;
};
const withUnit = (unit: string) => (n: number) => `${n}${unit}`;
/** A cell count said per microlitre ("a white count of 14,000", "platelets 250,000") is written in thousands. */
const inThousands = (min: number, max: number) => (digits: string) => {
  const n = Number(digits);
  const k = n >= 1000 ? n / 1000 : n;
  return Number.isFinite(k) && k >= min && k <= max ? `${Number(k.toFixed(1))} K/uL` : undefined;
};

/** Lab values and scores. Blood pressure and temperature have their own readers below. */
const READINGS: Reading[] = [
  { kind: 'vital', label: 'Heart rate', name: /\b(?:heart rate|pulse(?! ox)(?: rate)?|hr)\b/, value: inRange(25, 250, withUnit(' bpm')) },
  { kind: 'vital', label: 'Respiratory rate', name: /\b(?:respiratory rate|respirations?|breathing rate|resp rate)\b/, value: inRange(5, 60, withUnit(' breaths/min')) },
  { kind: 'vital', label: 'Oxygen saturation', name: /\b(?:oxygen saturation|o2 sat\w*|saturation|sats?|satting|pulse ox\w*|oxygenation|oxygen(?: level)?|spo2)\b/, value: inRange(50, 100, withUnit('%')) },
  { kind: 'vital', label: 'Weight', name: /\b(?:weight|weigh(?:s|ed|ing)?)\b/, value: inRange(2, 700, withUnit(' lb')) },
  { kind: 'vital', label: 'BMI', name: /\b(?:bmi|body mass index)\b/, value: inRange(10, 80, (n) => String(n)) },
  { kind: 'vital', label: 'Pain score', name: /\bpain (?:score|level)\b/, value: inRange(0, 10, (n) => `${n}/10`) },
  { kind: 'lab', label: 'Hemoglobin A1c', name: /\b(?:hemoglobin a1c|hba1c|a1c)\b/, value: inRange(3, 20, withUnit('%')) },
  { kind: 'lab', label: 'Glucose', name: /\b(?:blood sugars?|blood glucose|glucose|sugars?|fasting sugar)\b/, value: inRange(30, 800, withUnit(' mg/dL')) },
  // "The good cholesterol was about 44. The bad was 153.": the bad one said without its noun.
  // "Your LDL cholesterol is 162" is the LDL, not the total (decision 820).
  { kind: 'lab', label: 'LDL', name: /\b(?:ldl(?: cholesterol)?|bad cholesterol|the bad(?: one)?(?= (?:was|is)\b))\b/, value: inRange(10, 400, withUnit(' mg/dL')) },
  { kind: 'lab', label: 'Non-HDL cholesterol', name: /\bnon-? ?hdl\b(?: cholesterol)?/, value: inRange(30, 500, withUnit(' mg/dL')) },
  { kind: 'lab', label: 'HDL', name: /(?<!\bnon-? ?)\b(?:hdl(?: cholesterol)?|good cholesterol)\b/, value: inRange(5, 150, withUnit(' mg/dL')) },
  { kind: 'lab', label: 'Total cholesterol', name: /\b(?:total cholesterol|(?<!\b(?:ldl|hdl|bad|good) )cholesterol)\b(?! (?:medication|medicine|pill))/, value: inRange(80, 500, withUnit(' mg/dL')) },
  { kind: 'lab', label: 'Triglycerides', name: /\btriglycerides?\b/, value: inRange(20, 3000, withUnit(' mg/dL')) },
  { kind: 'lab', label: 'Creatinine', name: /\bcreatinine\b/, value: inRange(0.2, 20, withUnit(' mg/dL')) },
  { kind: 'lab', label: 'eGFR', name: /\b(?:egfr|gfr)\b/, value: inRange(3, 150, (n) => `${n} mL/min/1.73 m2`) },
  { kind: 'lab', label: 'Potassium', name: /\bpotassium\b/, value: inRange(1.5, 9, withUnit(' mEq/L')) },
  { kind: 'lab', label: 'Magnesium', name: /\bmagnesium(?: level)?\b(?! (?:supplement|oxide|citrate|pills?))/, value: inRange(0.5, 5, withUnit(' mg/dL')) },
  { kind: 'lab', label: 'BUN', name: /\b(?:bun|blood urea nitrogen)\b/, value: inRange(2, 200, withUnit(' mg/dL')) },
  { kind: 'lab', label: 'Calcium', name: /\bcalcium(?: level)?\b(?! (?:supplement|pills?|carbonate|citrate))/, value: inRange(5, 16, withUnit(' mg/dL')) },
  { kind: 'lab', label: 'Ferritin', name: /\bferritin\b/, value: inRange(1, 5000, withUnit(' ng/mL')) },
  { kind: 'lab', label: 'Sodium', name: /\bsodium\b(?! diet)/, value: inRange(100, 180, withUnit(' mEq/L')) },
  { kind: 'lab', label: 'Hemoglobin', name: /\b(?:hemoglobin|hgb)\b(?! a1c)/, value: inRange(3, 22, withUnit(' g/dL')) },
  { kind: 'lab', label: 'White blood cell count', name: /\b(?:white (?:blood )?(?:cell )?count|wbc|white cells?)\b/, value: inThousands(0.5, 100) },
  { kind: 'lab', label: 'Platelets', name: /\bplatelets?(?: count)?\b/, value: inThousands(5, 1500) },
  { kind: 'lab', label: 'TSH', name: /\b(?:tsh|thyroid stimulating hormone)\b/, value: inRange(0.01, 150, (n) => `${n} mIU/L`) },
  { kind: 'lab', label: 'Vitamin B12', name: /\b(?:vitamin )?b-? ?12(?: level)?\b(?! (?:shots?|injections?|supplements?|pills?))/, value: inRange(50, 3000, withUnit(' pg/mL')) },
  { kind: 'lab', label: 'Vitamin D', name: /\bvitamin d(?: level)?\b/, value: inRange(3, 200, withUnit(' ng/mL')) },
  { kind: 'lab', label: 'PSA', name: /\bpsa\b/, value: inRange(0, 500, withUnit(' ng/mL')) },
  { kind: 'lab', label: 'INR', name: /\binr\b/, value: inRange(0.5, 12, (n) => String(n)) },
  { kind: 'lab', label: 'BNP', name: /\b(?:bnp|brain natriuretic peptide)\b/, value: inRange(1, 50000, withUnit(' pg/mL')) },
  { kind: 'lab', label: 'Uric acid', name: /\buric acid\b/, value: inRange(1, 20, withUnit(' mg/dL')) },
  { kind: 'lab', label: 'AST', name: /\b(?:ast|sgot|aspartate aminotransferase)\b/, value: inRange(3, 10000, withUnit(' U/L')) },
  { kind: 'lab', label: 'ALT', name: /\b(?:alt|sgpt|alanine aminotransferase)\b/, value: inRange(3, 10000, withUnit(' U/L')) },
  { kind: 'lab', label: 'Alkaline phosphatase', name: /\b(?:alkaline phosphatase|alk phos)\b/, value: inRange(10, 3000, withUnit(' U/L')) },
  { kind: 'lab', label: 'Total bilirubin', name: /\b(?:total )?bilirubin\b/, value: inRange(0.1, 40, withUnit(' mg/dL')) },
  // "Your urine microalbumin was 45": the ratio (mg/g) or the concentration (mg/L), as the lab reports it; no unit was
  // said, so none is written.
  { kind: 'lab', label: 'Urine albumin-to-creatinine ratio', name: /\b(?:(?:(?:urine )?microalbumin|urine albumin)[- ]to[- ]creatinine ratio|uacr)\b/, value: inRange(0, 5000, (n) => String(n)) },
  { kind: 'lab', label: 'Urine microalbumin', name: /\b(?:urine )?microalbumin\b(?![- ]to[- ]creatinine)|\burine albumin\b(?![- ]to[- ]creatinine)/, value: inRange(0, 5000, (n) => String(n)) },
  { kind: 'lab', label: 'Albumin', name: /(?<!\burine )\balbumin\b(?![- ]to[- ]creatinine)/, value: inRange(1, 6.5, withUnit(' g/dL')) },
  { kind: 'lab', label: 'Lipase', name: /\blipase\b/, value: inRange(3, 20000, withUnit(' U/L')) },
  { kind: 'lab', label: 'Hematocrit', name: /\b(?:hematocrit|hct)\b/, value: inRange(10, 70, withUnit('%')) },
  { kind: 'lab', label: 'Total testosterone', name: /\b(?:total )?testosterone(?: level)?\b(?! (?:cypionate|enanthate|gel|injections?|shots?|patch))/, value: inRange(10, 3000, withUnit(' ng/dL')) },
  { kind: 'lab', label: 'CRP', name: /\b(?:crp|c-? ?reactive protein)\b/, value: inRange(0, 500, withUnit(' mg/L')) },
  { kind: 'lab', label: 'ESR', name: /\b(?:esr|sed rate|sedimentation rate)\b/, value: inRange(0, 150, withUnit(' mm/h')) },
  { kind: 'lab', label: 'Ejection fraction', name: /\b(?:ejection fraction|ef|pumping function(?: of (?:your|his|her|the) heart)?)\b/, value: inRange(5, 85, withUnit('%')) },
  { kind: 'lab', label: 'PHQ-9 score', name: /\bphq-? ?(?:9|nine)\b/, value: inRange(0, 27, (n) => String(n)) },
  { kind: 'lab', label: 'GAD-7 score', name: /\bgad-? ?(?:7|seven)\b/, value: inRange(0, 21, (n) => String(n)) },
  // The scores of primary care's other questionnaires and the peak flow: "your ACT score was 21", "a MoCA of 26".
  { kind: 'lab', label: 'Asthma Control Test score', name: /\b(?:act(?: score| test)?|asthma control (?:test|score)(?: score)?)\b/, value: inRange(5, 25, (n) => String(n)) },
  { kind: 'lab', label: 'MoCA score', name: /\b(?:moca|montreal cognitive assessment)\b/, value: inRange(0, 30, (n) => `${n}/30`) },
  { kind: 'lab', label: 'MMSE score', name: /\b(?:mmse|mini[- ]mental(?: state exam\w*)?)\b/, value: inRange(0, 30, (n) => `${n}/30`) },
  // How well a patient with cancer manages daily life, graded 0 (fully active) to 5: "her ECOG performance status
  // today is zero".
  { kind: 'lab', label: 'ECOG performance status', name: /\b(?:ecog(?: performance status)?|performance status)\b/, value: inRange(0, 5, (n) => String(n)) },
  { kind: 'vital', label: 'Peak flow', name: /\bpeak (?:expiratory )?flow\b/, value: inRange(50, 900, withUnit(' L/min')) },
];

/** Between a measurement's name and its value: "is", "was about", "came back at", "a little high at". */
const LINK = String.raw`(?:\s*(?:,|:|(?:(?:and )?(?:you|she|he) scored|scored|today|now|here|this morning|last time|previously|came back|come back|comes back|is|was|were|are|has been|have been|had been|been|(?:has|have|had)(?= (?:probably|usually|typically|mostly|generally|really|just|always) been\b)|running|trending|hovering|sitting|staying|ranging|probably|usually|typically|mostly|generally|of|at|about|around|approximately|roughly|like|only|just|still|a little|little|bit|slightly|though|high|low|elevated|up to|up|down|fast|rapid|good|fine|normal|okay|great|stable|appropriate|reasonable|acceptable|pretty|actually|measured|reading|level|levels|value|score|count|percent|in the|looks?|looked|seems?|also|mildly|nice and (?:slow|steady|regular|normal|low|good)|slow|steady|regular)\b))*\s*`;
// "When you came in" is an earlier visit, unless it is today's ("I looked at your vitals when you came in today"); "the
// other day" is a reading before today's.
// "Your last A1c was 6.1" (decision 825).
const previousCue = /\b(?:last (?:time|visit|check|one|year|month)|(?:your|his|her|my) last(?! (?:few |couple (?:of )?|several )?(?:[a-z]+ )?(?:days?|weeks?|months?|years?|nights?)\b)|previous(?:ly)?|prior|before|used to|at one point|back in|ago|in the past|the other day|was (?:a little )?(?:high|higher|lower)|when (?:you|she|he) came in(?! today)|when (?:you|she|he) (?:went|were|was) (?:in|into|to|at) the (?:er|emergency room|emergency department|hospital|urgent care)|(?:in|at) the (?:er|emergency room|emergency department|hospital|urgent care))\b/;

/** Blood pressure, spoken or written, and said qualitatively by the clinician ("a little elevated"). */
/** Words that make a number a goal or a limit ("under 140 over 90", "goal of 130 over 80"), not a reading. */
const THRESHOLD = /\b(?:under|below|less than|lower than|greater than|more than|above|at least|at most|no more than|goal|target|aim(?:ing)? for|keep|want|should be|ideally)\b/;
const BLOOD_PRESSURE = new RegExp(String.raw`\b(?:blood pressure|bp|pressure)\b[^.?!]{0,40}?\b(\d{2,3}|${NUMBER})\s*(?:over|\/)\s*(\d{2,3}|${NUMBER})\b`, 'g');
// "You're not running a fever, so that's great, look at 97.2": a temperature read out with its tenth right after the
// fever is spoken of is the temperature taken.
const TEMPERATURE = /\b(?:temperature|temp|fever of|running)\b[^.?!]{0,25}?\b(\d{2,3}(?:\.\d)?)\b|\bfever\b[^.?!]{0,40}?\b(\d{2,3}\.\d)\b/g;
// "High blood pressure" is the condition, and "… and high cholesterol" is another one: neither is a reading.
const QUALITATIVE_BP = /(?<!\b(?:high|low|elevated) )\b(?:blood pressure|bp)\b(?:(?!\band (?:high|low|elevated)\b)[^.?!]){0,30}?\b(elevated|high|low|normal|good|fine|well controlled|under control|stable)\b/;

const PRESSURE_PAIR = new RegExp(String.raw`\b(\d{2,3}|${NUMBER})\s*(?:over|\/)\s*(\d{2,3}|${NUMBER})\b`, 'g');

/** Pairs that can only be a blood pressure (systolic above diastolic, both in range), without the name said. */
function pressurePairs(u: Utterance, lower: string): Measurement[] {
  const out: Measurement[] = [];
  for (const m of lower.matchAll(PRESSURE_PAIR)) {
    const systolic = Number(numberValue(m[1]!));
    const diastolic = Number(numberValue(m[2]!));
    if (THRESHOLD.test(lower.slice(Math.max(0, m.index - 30), m.index))) continue;
    if (!(systolic >= 80 && systolic <= 260 && diastolic >= 40 && diastolic <= 160 && systolic > diastolic)) continue;
    const after = lower.slice(m.index, m.index + 80);
    const before = lower.slice(Math.max(0, m.index - 60), m.index);
    out.push({ kind: 'vital', label: pressureLabel(u, lower, m.index), value: `${systolic}/${diastolic} mmHg`, previous: previousCue.test(before) || previousCue.test(after), span: { start: u.start, end: u.end } });
  }
  return out;
}

/**
 * "It's been running around 145 over 90 most mornings", said by the patient: the home readings, not today's pressure
 * in the clinic (decision 820).
 */
function pressureLabel(u: Utterance, lower: string, at: number): string {
  const clause = lower.slice(Math.max(0, at - 40), at).split(/[.;?!]/).at(-1)! + lower.slice(at).split(/[.;?!]/)[0]!;
  const home = u.speaker === 'patient' && (HOME_READING.test(clause) || /\b(?:mornings?|evenings?|at night|usually|most days|lately|been)\b/.test(clause)) && !/\b(?:here|today|in the (?:er|office|clinic))\b/.test(clause);
  return home ? 'Home blood pressure' : 'Blood pressure';
}

/** Each reading's name, link and value as one pattern, compiled once. */
const NOT_A_READING = String.raw`(s?)\b(?!\s*(?:being\b|over|\/|years?|days?|weeks?|months?|hours?|minutes?|times|mg|milligrams?|pounds? (?:ago|lost)))`;
const READING_PATTERNS: [Reading, RegExp][] = READINGS.map((reading) => [reading, new RegExp(String.raw`(?:${reading.name.source})${LINK}${number}${NOT_A_READING}`, 'g')]);
/**
 * A lab value told further from its name: "we checked your hemoglobin A1c last time, I'm looking at your records and it
 * showed that it was 7.1". The words between hold no number, no other measurement's name and no end of a clause, and
 * the value is read out ("was", "showed", "came back at"). "But" ends the clause, unless "it" goes on with the same
 * test: "I checked your magnesium because the water pills can lower it, but it was normal at 1.7".
 */
const ANY_NAME = READINGS.map((r) => r.name.source).join('|');
const DISTANT_PATTERNS = new Map<Reading, RegExp>(READINGS.filter((r) => r.kind === 'lab').map((reading) => [
  reading,
  new RegExp(String.raw`(?:${reading.name.source})(?:(?!${ANY_NAME}|\d|\bbut\b(?! (?:it|that|they) (?:was|is|were|came)\b)|\band (?:your|the|his|her)\b)[^.?!;]){0,90}?\b(?:was|is|were|showed|shows|came back(?: at)?|(?:it|that)'s|at(?! (?:one (?:point|time)|first|that|this|the|some|least|all|home|night|work|times?)\b))${LINK}${number}${NOT_A_READING}`, 'g'),
]));

const PAST = /\b(?:was|were)\b/;
/**
 * A value said to "run" or to be averaged, or read at home or on the meter, is a series of the patient's own readings
 * ("my blood sugar has been running at about 130", "your sugars are running in the 120s", "it runs 150 at home").
 */
const HOME_READING = /\b(?:running|runs?|trending|averag\w*|at home|(?:on|from) (?:the|your|my|his|her) (?:meter|glucometer|log)|fingersticks?)\b/;

/** The sugars as a topic: "how are your blood sugars?", "I check my sugar two or three times a week". */
const SUGAR_TOPIC = /\b(?:blood sugars?|sugars?|blood glucose|glucose|glucometer|fingersticks?)\b/;
/** Another thing measured, which "it" would be instead. */
const OTHER_MEASURE = /\b(?:pressures?|bp|weigh\w*|pounds?|a1c|cholesterol|heart rate|pulse|temperature|fever|oxygen|pain|scale|out of ten)\b/;
/**
 * The patient's meter said of "it" while the sugars are the topic: "it's in that one twenty to one forty range", "if I
 * take it first thing in the morning it'll be like eighty or ninety". The value (or the two ends of a range) follows
 * the pronoun and words of how it usually runs.
 */
const SAID_OF_IT = new RegExp(
  String.raw`(?:\b(?:it|they)(?:'s|'ll| is| will| could| can| would| has| have|'ve| are|'re| was| were)?(?: (?:be|been|usually|normally|typically|generally|always|sometimes|mostly|probably|like|about|around|roughly|in that|in the|between|anywhere from|from|up to|as high as|as low as|at|running|ranging|ranges?|runs?))+|^(?:(?:anywhere|usually|normally|mostly|about|around|roughly|between|from|like)\s*)+)\s+${number}(?:\s*(?:to|or|-|and)\s*${number})?${NOT_A_READING}`,
  'g',
);
const SUGAR_RANGE = inRange(40, 600, (n) => String(n));
/** An answer that is a value and nothing else: "300s.", "about one fifty.", "probably in the 200s". */
const BARE_VALUE = new RegExp(String.raw`^(?:(?:um|uh|oh|well|probably|maybe|like|about|around|usually|mostly|in the)[, ]+)*${number}('?s)?[.!]?$`);
const TIME_OF_DAY = /\b(?:(?:first thing )?in the (?:morning|evening|afternoon)|at (?:night|bedtime)|fasting|after (?:meals|eating|dinner|breakfast|lunch)|before (?:bed|meals|breakfast|dinner))\b/g;

function homeSugarsOfIt(utterances: Utterance[], i: number, lower: string): Measurement[] {
  const u = utterances[i]!;
  if (u.speaker !== 'patient' || u.isQuestion || SUGAR_TOPIC.test(lower) || OTHER_MEASURE.test(lower)) return [];
  // The sugars asked about in the clinician's turn just before, or named earlier in the patient's own turn.
  const before = utterances.slice(Math.max(0, i - 8), i);
  // "…taking your blood sugars at home?" … "What have they been running?": the sugars still the last thing measured.
  const lastMeasured = before.filter((q) => SUGAR_TOPIC.test(q.lower) || OTHER_MEASURE.test(q.lower)).at(-1);
  const sugarsTopic = !!lastMeasured && !OTHER_MEASURE.test(lastMeasured.lower);
  const question = before.filter((q) => q.turn === u.turn - 1 && q.speaker === 'clinician' && (SUGAR_TOPIC.test(q.lower) || (sugarsTopic && q.isQuestion)) && !OTHER_MEASURE.test(q.lower));
  const ownTurn = before.some((q) => q.turn === u.turn && SUGAR_TOPIC.test(q.lower));
  if (!question.length && !ownTurn) return [];
  const out: Measurement[] = [];
  // When in the day, said before the value: "first thing in the morning it'll be like eighty", "but at night | sometimes
  // it could be one forty" (the turn's sentence before, cut where the pause fell).
  const firstOfAnswer = utterances[i - 1]?.turn !== u.turn;
  const previousSentence = firstOfAnswer ? '' : cleanSpoken(utterances[i - 1]!.text).slice(-30);
  // "How much is your fasting sugar?" "Anywhere between a hundred to one twenty.": the time the question asked of.
  const askedOf = firstOfAnswer ? question.map((q) => q.lower).join(' ') : '';
  // "What have they been running, in the 200s or 300s?" "300s.": the answer is the value alone.
  const bare = firstOfAnswer && question.length ? BARE_VALUE.exec(lower) : null;
  const alone = bare && SUGAR_RANGE(numberValue(bare[1]!));
  if (alone) return [{ kind: 'lab', label: 'Home blood glucose', value: `${bare[2] ? `in the ${alone}s` : alone} mg/dL`, previous: false, span: { start: u.start, end: u.end } }];
  let from = 0;
  for (const m of lower.matchAll(SAID_OF_IT)) {
    const low = SUGAR_RANGE(numberValue(m[1]!));
    const high = m[2] ? SUGAR_RANGE(numberValue(m[2])) : undefined;
    const lead = `${from === 0 ? previousSentence : ''} ${lower.slice(from, m.index)}`;
    from = m.index + m[0].length;
    // "In the 300s" is said of the sugars by name, read above.
    if (!low || (m[2] && !high) || m[3]) continue;
    const when = ([...lead.matchAll(TIME_OF_DAY)].at(-1) ?? [...askedOf.matchAll(TIME_OF_DAY)].at(-1))?.[0].replace(/^first thing /, '');
    out.push({ kind: 'lab', label: 'Home blood glucose', value: `${high ? `${low} to ${high}` : low} mg/dL${when ? ` ${when}` : ''}`, previous: false, span: { start: u.start, end: u.end } });
  }
  return out;
}

function readingsIn(u: Utterance, lower: string): Measurement[] {
  const out: Measurement[] = [];
  const spanOf = (index: number, length: number): Span => ({ start: u.start + Math.min(index, u.text.length), end: u.start + Math.min(index + length, u.text.length) });
  // Offsets of the cleaned text only approximate the transcript's; evidence is the whole utterance when unsure.
  const whole: Span = { start: u.start, end: u.end };
  // Said of an earlier value: a cue before it in its clause, or right after it ("8 last time"), not the next clause's.
  const previous = (index: number) => {
    const before = lower.slice(Math.max(0, index - 60), index).split(/[,;]/).at(-1) ?? '';
    const after = lower.slice(index, index + 40).split(/[,;]/)[0] ?? '';
    return previousCue.test(before) || previousCue.test(after);
  };
  for (const m of lower.matchAll(BLOOD_PRESSURE)) {
    // "Keep your blood pressure under 140 over 90": a goal, not a reading.
    if (THRESHOLD.test(m[0].slice(0, m[0].lastIndexOf(m[1]!)))) continue;
    const systolic = Number(numberValue(m[1]!));
    const diastolic = Number(numberValue(m[2]!));
    if (systolic >= 60 && systolic <= 260 && diastolic >= 30 && diastolic <= 160 && systolic > diastolic) {
      out.push({ kind: 'vital', label: pressureLabel(u, lower, m.index), value: `${systolic}/${diastolic} mmHg`, previous: previous(m.index), past: PAST.test(m[0]), span: lower === u.lower ? spanOf(m.index, m[0].length) : whole });
    }
  }
  for (const m of lower.matchAll(TEMPERATURE)) {
    const t = Number(m[1] ?? m[2]);
    // "I had a fever of like 101 last night": the patient's own reading at home, not today's temperature (decision
    // 821); any the patient tells ("a fever of 101 last week"), as the visit's own is taken, not told (decision 941).
    const home = u.speaker === 'patient';
    if ((t >= 94 && t <= 108) || (t >= 34 && t <= 42)) out.push({ kind: 'vital', label: home ? 'Home temperature' : 'Temperature', value: `${t} °${t > 50 ? 'F' : 'C'}`, previous: previous(m.index), span: whole });
  }
  READING_PATTERNS.forEach(([reading, re]) => {
    // A name must be said before its value is looked for: the cheap test spares the long pattern.
    if (!reading.name.test(lower)) return;
    const near = [...lower.matchAll(re)];
    const distant = near.length ? undefined : DISTANT_PATTERNS.get(reading);
    for (const m of distant ? lower.matchAll(distant) : near) {
      const digits = numberValue(m[1]!);
      const value = reading.value(digits);
      if (!value) continue;
      const after = lower.slice(m.index + m[0].length);
      // A weight said in kilograms is written so; "in the 200s" is a range, not a value.
      let written = reading.label === 'Weight' && /^\s*(?:kilograms?|kg|kilos)/.test(after) ? value.replace(' lb', ' kg') : value;
      if (m[2] === 's') written = `in the ${written.replace(/^([\d.]+)/, '$1s')}`;
      // "Trending in the 300s to 400s": the decades' range.
      const decades = m[2] === 's' ? /^\s*(?:to|-)\s*(\d+)s\b/.exec(lower.slice(m.index + m[0].length)) : null;
      if (decades && reading.value(decades[1]!)) written = written.replace(/^in the (\d+)s/, `in the $1s to ${decades[1]}s`);
      // "About sixty six to seventy four": a range, written as one.
      const upper = RANGE_END.exec(after);
      const highest = upper && !m[2] ? reading.value(numberValue(upper[1]!)) : undefined;
      if (highest && Number(numberValue(upper![1]!)) > Number(digits)) written = `${digits} to ${highest}`;
      // Blood sugars that "have been running at about 130" are the patient's meter over days, not a glucose drawn at
      // the visit: written as home readings, so no one reads them as today's laboratory value.
      // The patient's "my sugars have been high, like 250" tells the meter's readings too; so does the morning they
      // are taken at ("250s in the morning"), kept with them.
      const clauseAfter = after.split(/[,;.]/)[0]!;
      const home = reading.label === 'Glucose' && (HOME_READING.test(m[0] + clauseAfter) || (u.speaker === 'patient' && /\b(?:have|has|'ve|'s) been\b/.test(m[0])));
      const label = home ? 'Home blood glucose' : reading.label;
      const when = home ? [...clauseAfter.matchAll(TIME_OF_DAY)][0]?.[0].replace(/^first thing /, '') : undefined;
      if (when) written = `${written} ${when}`;
      out.push({ kind: reading.kind, label, value: written, previous: previous(m.index), past: PAST.test(m[0].split(/\b(?=(?:it|that|this)(?:'s| is| was| came)\b)/).at(-1)!), span: whole });
      // "Your A1c today is 8.4, up from 7.6 three months ago": the earlier value said with today's (decision 816).
      const from = UP_FROM.exec(after);
      const earlier = from ? reading.value(numberValue(from[1]!)) : undefined;
      if (earlier && earlier !== written) out.push({ kind: reading.kind, label, value: earlier, previous: true, span: whole });
    }
  });
  return out;
}

/** A sentence that reads out the value of "it": "it's low at 8.2", "it was 1.7", "it came back at 14,000". */
const IT_READS = /^(?:(?:and|so|now|but)[, ]+)?(?:it|that|this)(?:'s| is| was| came back)\b/;

/** The other end of a range said right after a value: "to seventy four", "-74". */
const RANGE_END = new RegExp(String.raw`^\s*(?:to|-)\s*${number}(?!\w)(?!\.\d)`);

/** A value said as changed from an earlier one, right after today's: ", up from 7.6", "which is down from 9". */
const UP_FROM = new RegExp(String.raw`^\s*,?\s*(?:(?:which|that)(?:'s| is) )?(?:up|down|increased|decreased|improved|worse|better|higher|lower)(?: a (?:bit|little|lot))? (?:from|than) (?:about |around )?${number}(?!\w)(?!\.\d)`);

/**
 * Every measurement said in the visit, in order; a clinician's question ("was it above nine?") is not a value.
 * The same measurement with the same value is kept once; a different value of the same measurement is kept too
 * (today's and the last one).
 */
export function findMeasurements(utterances: Utterance[]): Measurement[] {
  const out: Measurement[] = [];
  const seen = new Set<string>();
  let last: Measurement | undefined;
  for (const [i, u] of utterances.entries()) {
    const pain = painScoreOf(utterances, i);
    if (pain && !seen.has(`${pain.label}:${pain.value}`)) {
      seen.add(`${pain.label}:${pain.value}`);
      out.push(pain);
    }
    if (u.isQuestion) continue;
    const lower = cleanSpoken(u.text);
    const found = readingsIn(u, lower);
    // Speech cut between a measurement's name and its value ("your oxygen level | here is like ninety two"): read
    // the name with the next sentence of the same turn, keeping what neither sentence gives alone.
    const next = utterances[i + 1];
    if (!found.length && next && next.turn === u.turn && !next.isQuestion) {
      // "This is the hemoglobin I was referring to. It's low at 8.2": the next sentence says the value of "it", the
      // test just named, as one clause would.
      const ofIt = IT_READS.test(cleanSpoken(next.text));
      const text = ofIt ? `${u.text.replace(/[\s.!]+$/, '')}, ${next.text}` : `${u.text} ${next.text}`;
      const joined: Utterance = { ...u, text, lower: text.toLowerCase(), end: next.end };
      const alone = new Set(readingsIn(next, cleanSpoken(next.text)).map((m) => `${m.label}:${m.value}`));
      found.push(...readingsIn(joined, cleanSpoken(joined.text)).filter((m) => !alone.has(`${m.label}:${m.value}`)).map((m) => ({ ...m, span: { start: u.start, end: next.end } })));
    }
    // "…you are not running a fever | so that's great, look at 97.2": the temperature read out in the turn's next
    // sentence, right after the fever spoken of at the end of this one.
    const ended = lower.replace(/[\s.!]+$/, '');
    if (next && next.turn === u.turn && !found.some((m) => m.label === 'Temperature') && /\bfever\b[^.?!]{0,40}$/.test(ended)) {
      for (const m of `${ended} ${cleanSpoken(next.text)}`.matchAll(TEMPERATURE)) {
        const t = Number(m[2]);
        if (m.index >= ended.length || !m[2] || !((t >= 94 && t <= 108) || (t >= 34 && t <= 42))) continue;
        found.push({ kind: 'vital', label: 'Temperature', value: `${t} °${t > 50 ? 'F' : 'C'}`, previous: false, span: { start: u.start, end: next.end } });
      }
    }
    if (!found.length) found.push(...homeSugarsOfIt(utterances, i, lower));
    // "It was about 180 over 95 when you went into the emergency room": a pair of pressures said while blood
    // pressure is the topic (this sentence or the five before) is a blood pressure.
    const topic = utterances.slice(Math.max(0, i - 5), i + 1).some((x) => /\b(?:blood pressures?|bp)\b/.test(x.lower));
    if (topic && !found.some((m) => m.label === 'Blood pressure')) found.push(...pressurePairs(u, lower));
    // "Last time it was 8" after a value: the earlier value of the same measurement (in this sentence or the last);
    // "and it was 300 three months ago" too, the cue after it in its clause (decision 822).
    if (found.length) last = found.at(-1);
    const earlier = /\b(?:last time|previously|before)?,? ?(?:it|that|this|they)\b (?:was|were|had been|came back)(?: at| about| around)? (\d+(?:\.\d+)?)\b/.exec(lower);
    const reading = last && READINGS.find((r) => r.label === last!.label);
    // "…was 8.1 last time, and today it is 7.2": today's value of the same measurement, said of "it".
    const today = /\b(?:today|now|this time),? (?:it|that)(?:'s| is| came back)(?: at| about| around)? (\d+(?:\.\d+)?)\b/.exec(lower);
    const todayValue = today && reading && !found.some((m) => m.value.startsWith(today[1]!) && !m.previous) ? reading.value(today[1]!) : undefined;
    if (todayValue) found.push({ kind: reading!.kind, label: reading!.label, value: todayValue, previous: false, span: { start: u.start, end: u.end } });
    const unread = earlier && !found.some((m) => m.value.startsWith(earlier[1]!));
    if (unread && reading && previousCue.test(`${lower.slice(Math.max(0, earlier.index - 30), earlier.index + earlier[0].length)}${lower.slice(earlier.index + earlier[0].length).split(/[,;.]/)[0]!.slice(0, 25)}`) && u.speaker !== 'patient') {
      const value = reading.value(earlier[1]!);
      if (value) found.push({ kind: reading.kind, label: reading.label, value, previous: true, span: { start: u.start, end: u.end } });
    }
    if (found.length) last = found.at(-1);
    for (const m of found) {
      const key = `${m.label}:${m.value}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(m);
    }
    const bp = QUALITATIVE_BP.exec(lower);
    // "Check your blood pressure as well, check that you're stable" orders a reading; it gives none.
    const toBeTaken = bp && /\b(?:check\w*|measur\w*|take|taking|monitor\w*|keep an eye on|watch)\s+(?:\w+\s+){0,2}$/.test(lower.slice(0, bp.index));
    if (bp && !toBeTaken && u.speaker !== 'patient' && !out.some((m) => m.label === 'Blood pressure' && !m.previous)) {
      // Written in a note's words: "high" is elevated, "good" or "fine" normal.
      const value = bp[1] === 'high' ? 'elevated' : bp[1] === 'good' || bp[1] === 'fine' ? 'normal' : bp[1]!;
      out.push({ kind: 'vital', label: 'Blood pressure', value, previous: previousCue.test(lower), span: { start: u.start, end: u.end } });
    }
  }
  return out;
}

const TEN = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const SCORE = String.raw`(10|\d|${TEN.join('|')})(?: and a half| point five)?`;
const PAIN_SCALE_QUESTION = /\b(?:scale (?:of|from) (?:zero|one|0|1) (?:to|through) (?:ten|10)|(?:zero|one|0|1) (?:to|through) (?:ten|10)|out of (?:ten|10)|rate (?:your|the|his|her|that) pain|pain (?:level|score))\b/;
const OUT_OF_TEN = new RegExp(String.raw`\b${SCORE} (?:out of|over) (?:ten|10)\b|\b(10|\d)\/10\b`);
const ABOVE_SCALE = /\b(eleven|twelve|fifteen|twenty|1[1-9]|20) out of (?:ten|10)\b/;
const NOT_A_SCORE = String.raw`(?! (?:days?|weeks?|months?|years?|times|hours?|minutes?|pills?|tablets?|of)\b)`;
const ANSWERED_SCORE = new RegExp(String.raw`^(?:[a-z',]+ ){0,6}?(?:a |an )?${SCORE}\b${NOT_A_SCORE}`);
/** A rating said later in the answer, after how it was at first: "when I first fell it was bad but now it's at like a six". */
const LATER_SCORE = new RegExp(String.raw`\b(?:at|is|it's|about|around|like|maybe|probably|say)(?: like| about| around)? (?:a |an )${SCORE}\b${NOT_A_SCORE}`, 'g');
/** The patient's own words for the rating: "without ibuprofen I would say my pain is a three". */
const PAIN_IS = new RegExp(String.raw`\bpain(?: level)? (?:is|was|'s|gets|goes)(?: (?:about|around|like|maybe|probably|up to|down to))? (?:a |an )${SCORE}\b${NOT_A_SCORE}`);

/**
 * The pain the patient rates: "it's like a seven out of ten", or a number answering "on a scale of zero to ten,
 * how bad is the pain?" ("probably about a six") → Pain score 6/10. Read on the answer (or the sentence that
 * says it) at index i; the rating is the patient's, never a number the clinician offers as an example.
 */
function painScoreOf(utterances: Utterance[], i: number): Measurement | undefined {
  const u = utterances[i]!;
  const write = (said: string, half: boolean): Measurement | undefined => {
    const n = /^\d/.test(said) ? Number(said) : TEN.indexOf(said);
    return n >= 0 && n <= 10 ? { kind: 'vital', label: 'Pain score', value: `${half ? n + 0.5 : n}/10`, previous: previousCue.test(u.lower), span: { start: u.start, end: u.end } } : undefined;
  };
  // A rating is of pain when the sentence says so or answers a question about the pain.
  const askedOfPain = utterances.slice(Math.max(0, i - 2), i).some((q) => q.speaker === 'clinician' && q.isQuestion && /\b(?:pain|hurt\w*|rate)\b/.test(q.lower));
  if (u.speaker !== 'clinician' && !u.isQuestion && (askedOfPain || /\b(?:pain|hurts?|hurting|sore|ache)\b/.test(u.lower))) {
    const said = OUT_OF_TEN.exec(u.lower);
    if (said) return write(said[1] ?? said[2]!, / and a half| point five/.test(said[0]));
    const own = PAIN_IS.exec(u.lower);
    if (own) return write(own[1]!, / and a half| point five/.test(own[0]));
  }
  // Speech written without marks asks by the scale alone: "how bad is that pain on a scale from zero to ten", "your
  // pain level, zero being none, ten being the worst", said last before the patient answers.
  const asksForRating = u.isQuestion || (/\bscale (?:of|from)\b|\b(?:zero|one|0|1) being (?:no|none|nothing|the least)\b/.test(u.lower) && utterances[i + 1]?.speaker === 'patient');
  // "Eleven out of ten": above the scale, as the patient put it (not the "ten" it ends with).
  const above = u.speaker !== 'clinician' && ABOVE_SCALE.exec(u.lower);
  if (above && (askedOfPain || /\b(?:pain|hurts?|hurting)\b/.test(u.lower))) {
    return { kind: 'vital', label: 'Pain score', value: `${numberValue(above[1]!)}/10`, previous: previousCue.test(u.lower), span: { start: u.start, end: u.end } };
  }
  if (u.speaker === 'clinician' && asksForRating && PAIN_SCALE_QUESTION.test(u.lower) && /\b(?:pain|hurt\w*|rate)\b/.test(u.lower)) {
    const answer = answerTo(utterances, i);
    if (answer === undefined) return undefined;
    const a = utterances[answer]!;
    if (ABOVE_SCALE.test(a.lower)) return undefined;
    const plain = (x: Utterance) => x.lower.replace(/[,.?!]/g, ' ').replace(/\s+/g, ' ').trim();
    // The whole answer, which speech without marks may cut in several sentences, can give the rating later on.
    const turn: Utterance[] = [];
    for (let k = answer; utterances[k]?.turn === a.turn; k++) turn.push(utterances[k]!);
    const first = ANSWERED_SCORE.exec(plain(a));
    const said = first ?? [...turn.map(plain).join(' ').matchAll(LATER_SCORE)].at(-1);
    if (said) return { ...write(said[1]!, / and a half| point five/.test(said[0]))!, span: { start: a.start, end: (first ? a : turn.at(-1)!).end } };
  }
  return undefined;
}

/**
 * The note's sentence for one measurement and the others of its kind: today's value, with the earlier one beside
 * it ("Hemoglobin A1c 7.2% (previously 8%)."). Undefined for an earlier value that is written beside today's.
 */
export function measurementSentences(measurements: Measurement[]): { text: string; label: string; kind: MeasurementKind; spans: Span[] }[] {
  const byLabel = new Map<string, Measurement[]>();
  for (const m of measurements) byLabel.set(m.label, [...(byLabel.get(m.label) ?? []), m]);
  const out: { text: string; label: string; kind: MeasurementKind; spans: Span[] }[] = [];
  for (const [label, list] of byLabel) {
    // A number wins over a word ("elevated") said of the same time; today's word stays beside an earlier number
    // ("Blood pressure elevated (previously 180/95 mmHg)").
    const numeric = (ms: Measurement[]) => ms.filter((m) => /\d/.test(m.value));
    const today = list.filter((m) => !m.previous);
    const before = list.filter((m) => m.previous);
    const said = numeric(today).length ? numeric(today) : today.slice(0, 1);
    // "Your blood pressure was two hundred over ninety" … "it's one twenty eight over seventy two": of two values said
    // for today, one said in the past tense beside one in the present is the earlier.
    const present = said.filter((m) => !m.past);
    const current = present.length && present.length < said.length ? present : said;
    const pastOfToday = said.filter((m) => !current.includes(m));
    const earlier = [...pastOfToday, ...(numeric(before).length ? numeric(before) : current.length ? [] : before.slice(0, 1))].filter((m) => !current.some((c) => c.value === m.value));
    const values = [...current, ...earlier];
    const spans = values.map((m) => m.span);
    const kind = values[0]!.kind;
    if (current.length) {
      const extra = current.slice(1).map((m) => m.value);
      // The readings of a meter are a series, not values one after the other in the visit.
      const more = !extra.length ? '' : label.startsWith('Home ') ? `; ${extra.join('; ')}` : `, then ${extra.join(', ')}`;
      const text = `${label} ${current[0]!.value}${more}${earlier.length ? ` (previously ${earlier.map((m) => m.value).join(', ')})` : ''}.`;
      out.push({ text, label, kind, spans });
    } else {
      const name = /^[A-Z][a-z]/.test(label) ? `${label.charAt(0).toLowerCase()}${label.slice(1)}` : label;
      out.push({ text: `Previous ${name} ${earlier.map((m) => m.value).join(', ')}.`, label, kind, spans });
    }
  }
  return out;
}

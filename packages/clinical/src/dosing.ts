/**
 * A medication's dose and frequency as said next to it: "lisinopril 20 milligrams once a day" → 20 mg, daily;
 * "ultram 50 milligrams as needed every six hours" → 50 mg, every 6 hours as needed. One reading for the current
 * medication list (findings.ts) and the plan (plan.ts).
 */
import { cleanSpoken, NUMBER, numberValue } from './text.js';

const DOSE = new RegExp(String.raw`\b(${NUMBER})\s*(mg|milligrams?|mcg|micrograms?|grams?|units?|iu|international units?|meq|milliequivalents?|ml|milliliters?|puffs?|sprays?|tablets?|pills?|capsules?|drops?)\b`);
/** A topical's strength: "clobetasol, a 0.05% solution", "hydrocortisone 1 percent cream". */
const STRENGTH = /^[^.;]{0,30}?\b(\d+(?:\.\d+)?)\s*(?:%|percent)(?:\s+(cream|ointment|solution|gel|lotion|foam|shampoo|drops))?/;
const FREQUENCY =
  /\b((?:before|with|after) (?:meals|food|breakfast)|once (?:a|per) (?:day|week)|twice (?:a|per) day|twice daily|(?:two|2) times (?:a|per) day|(?:three|four|3|4) times (?:a|per) day|(?:three|four|3|4) times daily|(?:a couple(?: of)?|a few|several|(?:two|2) (?:or|to) (?:three|3)|(?:three|3) (?:or|to) (?:four|4)) times (?:a|per) (?:day|week)|(?:every|once a) (?:day|morning|night|evening)|daily|a day|per day|every (?:\d+|four|six|eight|twelve|other) (?:hours|days?)|every (?:\d+|four|six) to (?:\d+|six|eight) hours|every other day|in the morning and (?:\w+ ){0,3}(?:at night|in the evening|at bed ?time)|at (?:bed ?time|night)|in the (?:morning|evening)|as needed|as (?:i|you|she|he|they) need (?:it|them)|when(?:ever)? (?:i|you|she|he|they) need (?:it|them)|(?:if|when) needed|prn|weekly|once a week|nightly)\b/g;
const FREQUENCY_WORDS: Record<string, string> = {
  'a day': 'daily', 'per day': 'daily', 'once a day': 'daily', 'once per day': 'daily', 'every day': 'daily', 'twice a day': 'twice daily',
  'twice per day': 'twice daily', 'two times a day': 'twice daily', '2 times a day': 'twice daily', 'two times per day': 'twice daily', '2 times per day': 'twice daily', 'three times a day': '3 times daily', 'three times daily': '3 times daily', '3 times a day': '3 times daily',
  'four times a day': '4 times daily', 'four times daily': '4 times daily', '4 times a day': '4 times daily', nightly: 'at night', 'once a week': 'weekly',
};
/** "Two puffs in the morning and two puffs at night" is twice daily; "as you need it" is as needed. */
const frequencyWords = (said: string) =>
  FREQUENCY_WORDS[said] ??
  // "A couple of times a day", "two or three times a day": as many as said, not "daily" (decision 818).
  (/ times (?:a|per) (?:day|week)$/.test(said)
    ? said.replace(/^a couple times/, 'a couple of times').replace(/^(two|2) (?:or|to) (three|3)/, '2 to 3').replace(/^(three|3) (?:or|to) (four|4)/, '3 to 4').replace(/ times (?:a|per) day$/, ' times daily').replace(/ times (?:a|per) week$/, ' times weekly')
    : undefined) ??
  (/^in the morning and /.test(said)
    ? 'twice daily'
    : /\bneed (?:it|them)$|^(?:if|when) needed$/.test(said)
      ? 'as needed'
      : // "Every six to eight hours" is written in figures, as a note writes an interval.
        said.replace(/\b(?:two|three|four|five|six|eight|ten|twelve)\b/g, (word) => (/^every .*\bhours$/.test(said) ? String(numberValue(word)) : word)));
/** The largest single oral dose in mg of common drugs (prescribing information), to catch a misheard number. */
const MAX_SINGLE_DOSE_MG: Record<string, number> = {
  meloxicam: 15, mobic: 15, ibuprofen: 800, advil: 800, motrin: 800, naproxen: 550, aleve: 550, celecoxib: 400, celebrex: 400,
  lisinopril: 80, losartan: 100, amlodipine: 10, norvasc: 10, atorvastatin: 80, lipitor: 80, rosuvastatin: 40, crestor: 40,
  simvastatin: 80, metformin: 1000, glucophage: 1000, hydrochlorothiazide: 50, metoprolol: 200, carvedilol: 50, furosemide: 160, lasix: 160,
  omeprazole: 40, prilosec: 40, pantoprazole: 80, sertraline: 200, zoloft: 200, escitalopram: 20, lexapro: 20, fluoxetine: 80,
  cyclobenzaprine: 10, flexeril: 10, tramadol: 100, ultram: 100, acetaminophen: 1000, paracetamol: 1000, tylenol: 1000, prednisone: 80,
};

// "From 500 twice a day to 750 twice a day": the schedule may be said with each dose (decision 850).
const CHANGE = new RegExp(String.raw`\bfrom (${NUMBER})(?:\s*(mg|milligrams?|mcg|micrograms?|units?))?(?:\s+(?:once|twice|three times|a|per|day|daily|in the morning|at night|at bedtime|nightly)){0,4} to (?=(?:${NUMBER})\b)`);

/** Insulin is dosed in units; a tablet's bare number ("bump it up to 20") is in mg. */
const UNITS_DRUGS = /^(?:insulin|lantus|glargine|humalog|novolog|levemir|basaglar|toujeo|tresiba|humulin|novolin)$/;

export interface Dosing {
  dose?: string;
  frequency?: string;
  /** The dose a change is made from: "from 10 mg to 20 mg a day" → "10 mg". */
  from?: string;
}

/**
 * A dose said just before its drug, joined by "of": "fifty milligrams of Ultram", "the two point five of Norvasc",
 * "five hundred of metformin" (a tablet's bare strength is in mg). A small whole number without a unit counts tablets
 * ("two of the Tylenol"), not a dose.
 */
const DOSE_OF = /\b(\d+(?:\.\d+)?)\s*(mg|mcg|units?|ml|grams?)?\s+of(?:\s+(?:the|your|his|her|my))?\s*$/;
const STRENGTH_NAMED = /\b(?:the|that|this|your|his|her|my)\s+(\d+(?:\.\d+)?)\s*$/;
/** "A baby aspirin", "low-dose aspirin": aspirin 81 mg, as a note writes it. */
const LOW_DOSE_ASPIRIN = /\b(?:baby|low[- ]dose)\s+$/;

function doseBefore(drug: string, before: string): RegExpExecArray | ['', string, string] | null {
  const cleaned = cleanSpoken(before);
  const of = DOSE_OF.exec(cleaned);
  if (of && (of[2] || /\./.test(of[1]!) || Number(of[1]) >= 5)) return ['', of[1]!, of[2] ?? (UNITS_DRUGS.test(drug) ? 'units' : 'mg')];
  if (/^(?:aspirin|asa)$/.test(drug) && LOW_DOSE_ASPIRIN.test(before)) return ['', '81', 'mg'];
  // "That 2.5 Norvasc", "the 500 metformin": a strength said as the tablet's name, after "the / that / your", is in mg
  // (units for insulin); a small whole number counts tablets ("two Tylenol").
  const named = STRENGTH_NAMED.exec(cleaned);
  if (named && (/\./.test(named[1]!) || Number(named[1]) >= 5)) return ['', named[1]!, UNITS_DRUGS.test(drug) ? 'units' : 'mg'];
  // Only a dose right before the drug is its own ("Lipitor 40 mg a day and the aspirin": not aspirin's).
  return DOSE_JUST_BEFORE.exec(before);
}
const DOSE_JUST_BEFORE = new RegExp(String.raw`${DOSE.source}\s*(?:of(?:\s+(?:the|your|his|her|my))?)?\s*$`);

/** The dose and frequency said in `after` (the words after the drug's name), or before it in `before`. */
export function dosingOf(drug: string, said: string, before = ''): Dosing {
  // "I'm only taking half a pill, it's the 5 milligram one": half a tablet of its strength, not "1 pill".
  const half = HALF_TABLET.exec(said);
  const after = half ? `${said.slice(0, half.index)}${said.slice(half.index + half[0].length)}` : said;
  const dosing = fullDosingOf(drug, after, before);
  return half ? { ...dosing, dose: dosing.dose ? `${dosing.dose}, half a tablet` : 'half a tablet' } : dosing;
}
// A single digit only at the end of what is said of the drug ("lisinopril 20 and amlodipine 5").
const BARE_STRENGTH =
  /^,?\s+((?:one|two|three|four|five|six|seven|eight|nine) (?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?: five)?|(?:one|two|three|four|five|six|seven|eight|nine) hundred(?: (?:and )?(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?: five)?)?|\d{2,4}(?:\.\d+)?|\d\.\d+|[5-9](?=\s*(?:$|[,.;]|and\b)))(?![\d.]*\d)\b(?!\s*(?:\/|over|to|or|times|days?|weeks?|months?|years?|hours?|minutes?|percent|%|pills?|tablets?|capsules?|puffs?|units?))/;
/** A unit as a note writes it: "milligrams" → mg, "ml" → mL, "international units" → IU. */
const writtenUnit = (said: string) => said.replace(/milligrams?/, 'mg').replace(/micrograms?/, 'mcg').replace(/milliliters?|^ml$/, 'mL').replace(/^(?:iu|international units?)$/, 'IU').replace(/^(?:meq|milliequivalents?)$/, 'mEq');
const SPLIT_DOSE = new RegExp(
  String.raw`\b(${NUMBER})\s*(mg|milligrams?|mcg|micrograms?|units?)\s+(in the morning|at breakfast|with breakfast)\s*,?\s+and\s+(?:then\s+)?(${NUMBER})\s*(mg|milligrams?|mcg|micrograms?|units?)?\s+(at night|in the evening|at bedtime|at dinner|with dinner)\b`,
);
/** Inhaled steroids, alone or with a long-acting bronchodilator, whose strengths are in micrograms. */
const INHALED_STEROIDS = /^(?:flovent|fluticasone|alvesco|ciclesonide|qvar|beclomethasone|beclometasone|pulmicort|budesonide|asmanex|arnuity|symbicort|advair|wixela|dulera|breo)$/i;
const HALF_TABLET = /\b(?:a )?half (?:of )?an? (?:pill|tablet)\b/;

/**
 * A loading dose, then the daily dose: "azithromycin five hundred milligrams on the first day, then two fifty daily"
 * → "500 mg on day 1, then 250 mg daily" (decision 865). The course said after ("for four days") is the plan's.
 */
const LOADING = new RegExp(
  String.raw`^[^.;]{0,20}?\b(${NUMBER})\s*(mg|milligrams?|mcg|micrograms?|units?)?\s*,?\s*(?:on (?:the )?(?:first day|day one|day 1)|the first day|to start|today)\s*,?\s*(?:and )?then\s+(${NUMBER})\s*(mg|milligrams?|mcg|micrograms?|units?)?\s*(daily|once (?:a|per) day|a day|every day)?`,
);

/** A number said first: the dose a change is made to, without its unit. */
const NUMBER_FIRST = new RegExp(String.raw`^(${NUMBER})\b`);

/**
 * A dose in mg above the drug's largest single dose is misheard ("fifteen" heard as "fifty"). A salt named with the
 * drug ("metoprolol succinate") has the drug's largest dose.
 */
function aboveLargestDose(drug: string, mg: string): boolean {
  const base = drug.toLowerCase().replace(/ (?:succinate|tartrate)$/, '');
  return Number(mg) > (MAX_SINGLE_DOSE_MG[base] ?? Infinity);
}

function fullDosingOf(drug: string, after: string, before: string): Dosing {
  const loading = LOADING.exec(after);
  if (loading) {
    const unit = writtenUnit(loading[2] ?? loading[4] ?? (UNITS_DRUGS.test(drug) ? 'units' : 'mg'));
    const first = numberValue(loading[1]!);
    const then = numberValue(loading[3]!);
    if (/^\d+(?:\.\d+)?$/.test(first) && /^\d+(?:\.\d+)?$/.test(then)) return { dose: `${first} ${unit} on day 1, then ${then} ${writtenUnit(loading[4] ?? unit)}${loading[5] ? ' daily' : ''}` };
  }
  // "1000 mg in the morning and 500 mg at night": a dose of its own at each time, not one dose twice daily.
  const split = SPLIT_DOSE.exec(after);
  if (split) {
    return { dose: `${numberValue(split[1]!)} ${writtenUnit(split[2]!)} ${split[3]} and ${numberValue(split[4]!)} ${writtenUnit(split[5] ?? split[2]!)} ${split[6]}` };
  }
  // "from 10 mg to 20 mg a day": a change, and the dose it sets is the one after "to".
  const change = CHANGE.exec(after);
  const doseSaid = (change ? DOSE.exec(after.slice(change.index + change[0].length)) : null) ?? DOSE.exec(after) ?? (before ? doseBefore(drug.toLowerCase(), before) : null);
  // "I've got a spray": a spray said with "a" is the device, not a dose of one spray.
  const dose = doseSaid && /^sprays?$/.test(doseSaid[2]!) && /^an?$/.test(doseSaid[1]!) ? null : doseSaid;
  // "as needed every 6 hours" → "every 6 hours as needed": every frequency said with the dose, "as needed" last.
  // "Three a day" counts tablets or doses, which the words do not say: no frequency is read from it.
  const counted = (f: RegExpMatchArray) => /^(?:a|per) day$/.test(f[1]!) && /\b(?:\d+|one|two|three|four|five|six|eight)\s*$/.test(after.slice(0, f.index));
  // "Not every day, just when I need it": a schedule denied is no schedule.
  const denied = (f: RegExpMatchArray) => /\b(?:not|n't|never)\s+$/.test(after.slice(0, f.index));
  const said = [...new Set([...after.matchAll(FREQUENCY)].filter((f) => !counted(f) && !denied(f)).map((f) => frequencyWords(f[1]!)))].sort((a, b) => Number(/as needed|prn/.test(a)) - Number(/as needed|prn/.test(b)));
  // "800 mg a day, you can take that twice a day": the schedule said in full wins over the bare "daily".
  // "Once a day with food" keeps both: a meal said with it is no schedule (decision 823).
  if (said.includes('daily') && said.some((f) => f !== 'daily' && !/as needed|prn|^(?:before|with|after) /.test(f))) said.splice(said.indexOf('daily'), 1);
  const frequency = said.length ? said.join(' ') : undefined;
  if (!dose) {
    const strength = STRENGTH.exec(after.slice(drug.length));
    if (strength) return { dose: [`${strength[1]}%`, strength[2]].filter(Boolean).join(' '), frequency };
    const bare = /^[a-z ]{0,25}?\bto (\d+(?:\.\d+)?)\b(?! (?:days?|weeks?|months?|times|percent|%))/.exec(after.slice(drug.length));
    // A strength said right after the name, without its unit: "Zantac one fifty", "aspirin 81", "carvedilol 12.5"
    // (decision 822: not "12").
    const unitless = BARE_STRENGTH.exec(after.slice(drug.length));
    // "From five hundred twice a day to seven fifty twice a day": the dose changed to, without its unit.
    const changedTo = change ? NUMBER_FIRST.exec(after.slice(change.index + change[0].length)) : null;
    // A unitless number below 5 is a count, not a strength.
    const strengthOf = (said: string | undefined) => (said && Number(numberValue(said)) >= 5 ? numberValue(said) : undefined);
    const value = strengthOf(changedTo?.[1]) ?? bare?.[1] ?? strengthOf(unitless?.[1]);
    const unitOf = UNITS_DRUGS.test(drug) ? 'units' : 'mg';
    if (value && unitOf === 'mg' && aboveLargestDose(drug, value)) return { frequency };
    const fromSaid = changedTo && Number(numberValue(change![1]!)) > 0 ? `${numberValue(change![1]!)} ${unitOf}` : undefined;
    return value ? { dose: `${value} ${unitOf}`, frequency, ...(fromSaid && fromSaid !== `${value} ${unitOf}` ? { from: fromSaid } : {}) } : { frequency };
  }
  const unit = writtenUnit(dose[2]!);
  // "The Alvesco 160, two puffs twice a day": an inhaler's strength said without its unit is in micrograms, as every
  // inhaled steroid's is; the puffs are how many of it.
  const inhalerStrength = /^puffs?$/.test(unit) && INHALED_STEROIDS.test(drug) ? BARE_STRENGTH.exec(after.slice(drug.length)) : null;
  if (inhalerStrength) return { dose: `${numberValue(inhalerStrength[1]!)} mcg ${numberValue(dose[1]!)} ${numberValue(dose[1]!) === '1' ? 'puff' : 'puffs'}`, frequency };
  // "Flovent 110 micrograms, two puffs twice a day": the strength, and how many of it (decision 830).
  const doseEnd = dose[0] ? after.indexOf(dose[0]) + dose[0].length : -1;
  const count = doseEnd > 0 && /^(?:mg|mcg|g|units?|iu|meq|ml)$/i.test(unit) ? /^[\s,]*(?:and\s+)?(\d+|one|two|three|four)\s+(puffs?|tablets?|pills?|capsules?|sprays?|drops?)\b/.exec(after.slice(doseEnd)) : null;
  const value = numberValue(dose[1]!);
  // A dose above the drug's largest single dose is misheard ("fifteen" heard as "fifty"): the note leaves it for the
  // clinician to write rather than copy it.
  if (unit === 'mg' && aboveLargestDose(drug, value)) return { frequency };
  const from = change && Number(numberValue(change[1]!)) > 0 ? `${numberValue(change[1]!)} ${change[2] ? writtenUnit(change[2]) : unit}` : undefined;
  const many = count && numberValue(count[1]!);
  const each = count ? ` ${many} ${many === '1' ? count[2]!.replace(/s$/, '') : count[2]!.replace(/(?<!s)$/, 's')}` : '';
  // "Two sprays in each nostril", "one drop in each eye": where a spray or a drop goes is part of its dose.
  const where = /^(?:sprays?|drops?)$/.test(unit) ? /^[\s,]*(?:in |into |to )?(?:each|both|every) (nostril|eye|ear)s?\b/.exec(after.slice(doseEnd)) : null;
  const into = where ? ` in each ${where[1]}` : '';
  return { dose: `${value} ${unit}${each}${into}`, frequency, ...(from && from !== `${value} ${unit}` ? { from } : {}) };
}

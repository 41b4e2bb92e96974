/**
 * Turning spoken words into note text: disfluencies out, spoken numbers to digits, units abbreviated,
 * first person to third person.
 */

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const NUMBER_WORD = `(?:${[...Object.keys(TENS), ...Object.keys(UNITS)].join('|')}|hundred)`;
/** A spoken or written number: "20", "2.5", "twenty", "forty five", "one hundred twenty", "a", "a few". */
export const NUMBER = String.raw`(?:\d+(?:\.\d+)?|(?:a |one )?hundred(?: and)?(?: ${NUMBER_WORD})*|${NUMBER_WORD}(?:[- ]${NUMBER_WORD})*|an?|a few|a couple(?: of)?|several)`;

/** "forty five" → 45, "one hundred twenty" → 120, "a" → 1, "a few" → "a few" (kept as words). */
export function numberValue(words: string): string {
  const w = words.trim().toLowerCase();
  if (/^\d/.test(w)) return w;
  if (w === 'a' || w === 'an') return '1';
  if (/^(a few|a couple(?: of)?|several)$/.test(w)) return w.replace(/ of$/, '');
  const parts = w.split(/[- ]+/);
  // "one twenty" (a spoken blood pressure) is 120, "one forty five" is 145.
  const first = UNITS[parts[0]!];
  if (parts.length >= 2 && first !== undefined && first >= 1 && first <= 9 && (parts[1]! in TENS || (UNITS[parts[1]!] ?? 0) >= 10)) {
    const rest = numberValue(parts.slice(1).join(' '));
    if (/^\d+$/.test(rest)) return String(first * 100 + Number(rest));
  }
  let total = 0;
  let current = 0;
  for (const part of parts) {
    if (part === 'and' || part === 'a') continue;
    if (part === 'hundred') current = (current || 1) * 100;
    else if (part in TENS) current += TENS[part]!;
    else if (part in UNITS) current += UNITS[part]!;
    else return words;
  }
  total += current;
  return String(total);
}

const FILLERS = [
  /\b(?:um+|uh+|erm|hmm+|mm-?hmm|uh-huh)\b,?/g,
  /\byou know,?/g,
  /\bi mean,?/g,
  /\b(?:kind|sort) of\b/g,
  /\bgo ahead and\b/g,
  /,\s*like,/g,
  /\bhey,? dragon,?/g,
  /\b(?:okay|ok|all right|alright)\s*\?/g,
];

/** ASR-style spacing (" , ", "do n't", "gon na") and disfluencies out; spoken numbers and units in clinical form. */
export function cleanSpoken(text: string): string {
  let s = ` ${text.toLowerCase()} `
    .replace(/\s+([,.?!;:%])/g, '$1')
    .replace(/\s+n't\b/g, "n't")
    .replace(/\s+'(s|re|ve|ll|d|m)\b/g, "'$1")
    .replace(/\bgon na\b/g, 'going to')
    .replace(/\bwan na\b/g, 'want to')
    .replace(/\bgot ta\b/g, 'have to')
    .replace(/\b(\w{1,4})- (?=\w)/g, '')
    .replace(/(?<![\w'])([\w']+)(?:,? \1(?![\w']))+/g, '$1');
  for (const filler of FILLERS) s = s.replace(filler, ' ');
  s = s
    .replace(/\buse to\b/g, 'used to')
    .replace(/,\s*yeah,/g, ',')
    // Spoken years: "nineteen ninety two" → 1992, "two thousand eight" → 2008.
    .replace(new RegExp(String.raw`\b(nineteen|twenty) (${Object.keys(TENS).join('|')}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)(?:[- ](one|two|three|four|five|six|seven|eight|nine))?\b`, 'g'), (_m, century: string, tens: string, unit?: string) => `${century === 'nineteen' ? 19 : 20}${String((TENS[tens] ?? UNITS[tens] ?? 0) + (unit ? UNITS[unit]! : 0)).padStart(2, '0')}`)
    .replace(/\btwo thousand(?: and)?(?: (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen))?\b/g, (_m, unit?: string) => String(2000 + (unit ? UNITS[unit]! : 0)));
  s = s
    .replace(new RegExp(String.raw`\b(${NUMBER}) out of (${NUMBER})\b`, 'g'), (_m, a: string, b: string) => `${numberValue(a)}/${numberValue(b)}`)
    .replace(new RegExp(String.raw`\b(${NUMBER}) over (${NUMBER})\b`, 'g'), (_m, a: string, b: string) => `${numberValue(a)}/${numberValue(b)}`)
    .replace(new RegExp(String.raw`\b((?:${NUMBER_WORD}|hundred)(?:[- ](?:${NUMBER_WORD}|hundred|and))*)\b(?= (?:mg|milligrams?|micrograms?|units?|percent|%|days?|weeks?|months?|years?|hours?|minutes?|times|pounds|lbs|kilograms?|beats|plus|milliliters?|cc|puffs?|tablets?|pills?))`, 'g'), (m: string) => numberValue(m))
    .replace(/\bmilligrams?\b/g, 'mg')
    .replace(/\bmicrograms?\b/g, 'mcg')
    .replace(/\bmilliliters?\b/g, 'mL')
    .replace(/(\d) ?(?:percent|%)/g, '$1%')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.?!;:])/g, '$1')
    .replace(/([,;:])(?=[,.;:?!])/g, '')
    .replace(/^[\s,.;:]+/, '')
    .trim();
  return s;
}

/** Leading conversational openers ("yeah, so, well, okay") that carry nothing. */
export function stripOpeners(text: string): string {
  return text.replace(/^(?:(?:yeah|yes|yep|yup|so|well|okay|ok|oh|and|but|now|right|alright|all right|also|actually|honestly|basically|sure|just|um|uh|like|then)\b[,\s]*)+/i, '');
}

const ACRONYMS = /\b(?:ekg|ecg|ct|mri|copd|gerd|uti|hiv|er|icu|cbc|bmp|cmp|tsh|inr|nsaids?|ssri|adhd|ptsd|ocd|dvt|chf|cad|bmi|ldl|hdl|pt|ot|ent|covid)\b/g;

export function capitalize(text: string): string {
  const s = text
    .replace(/\bi\b/g, 'I')
    .replace(/\bi'(m|ve|ll|d)\b/g, "I'$1")
    .replace(ACRONYMS, (m) => m.toUpperCase())
    .replace(/\ba1c\b/g, 'A1c');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Ends a sentence with one full stop. */
export function sentence(text: string): string {
  const s = capitalize(text.trim().replace(/[\s,;:-]+$/, ''));
  return /[.!?]$/.test(s) ? s.replace(/\?$/, '.') : `${s}.`;
}

export interface Pronouns {
  subject: string;
  object: string;
  possessive: string;
  reflexive: string;
}
export const pronounsFor = (gender: 'male' | 'female' | undefined): Pronouns =>
  gender === 'male'
    ? { subject: 'he', object: 'him', possessive: 'his', reflexive: 'himself' }
    : gender === 'female'
      ? { subject: 'she', object: 'her', possessive: 'her', reflexive: 'herself' }
      : { subject: 'they', object: 'them', possessive: 'their', reflexive: 'themselves' };

const THIRD_PERSON_VERBS: Record<string, string> = {
  have: 'has', do: 'does', go: 'goes', am: 'is', was: 'was', try: 'tries', "don't": "doesn't", "haven't": "hasn't",
};
const REGULAR_VERBS =
  'feel take think know want need like notice use work walk eat drink smoke sleep live wake exercise run see hurt get ' +
  'say mean guess hope remember forget wear keep check love hate play drive care seem start stop wonder worry ' +
  'deal struggle cough sweat vomit pee urinate swim bike lift smell experience believe stay own eat fall trip ' +
  'miss skip drop tend avoid enjoy';
const REGULAR = new Set(REGULAR_VERBS.split(' '));

function thirdPersonVerb(verb: string, plural: boolean): string {
  if (plural) return verb === 'am' ? 'are' : verb === 'was' ? 'were' : verb;
  if (verb in THIRD_PERSON_VERBS) return THIRD_PERSON_VERBS[verb]!;
  if (REGULAR.has(verb)) return /(s|sh|ch|x|o)$/.test(verb) ? `${verb}es` : `${verb}s`;
  return verb;
}

/** The patient's first person ("I've had pain in my knee") to the note's third person ("she has had pain in her knee"). */
export function patientToThirdPerson(text: string, p: Pronouns): string {
  const plural = p.subject === 'they';
  return text
    .replace(/\bi'm\b/g, `${p.subject} ${plural ? 'are' : 'is'}`)
    .replace(/\bi've\b/g, `${p.subject} ${plural ? 'have' : 'has'}`)
    .replace(/\bi'd\b/g, `${p.subject} would`)
    .replace(/\bi'll\b/g, `${p.subject} will`)
    .replace(/\bi (\w+(?:n't)?)\b/g, (_m, verb: string) => `${p.subject} ${thirdPersonVerb(verb, plural)}`)
    .replace(/\bi\b/g, p.subject)
    .replace(/\bmyself\b/g, p.reflexive)
    .replace(/\bmy\b/g, p.possessive)
    .replace(/\bmine\b/g, plural ? 'theirs' : p.possessive === 'his' ? 'his' : 'hers')
    .replace(/\bme\b/g, p.object);
}

/** The clinician's "you/your" (spoken to the patient) to the note's "the patient/her". */
export function clinicianToThirdPerson(text: string, p: Pronouns): string {
  const plural = p.subject === 'they';
  return text
    .replace(/\byou (have|do|are|were|was|feel|need|take|seem|look|don't|haven't|go|get|want|know|like|try)\b/g, (_m, verb: string) => `${p.subject} ${verb === 'are' ? (plural ? 'are' : 'is') : verb === 'were' ? (plural ? 'were' : 'was') : thirdPersonVerb(verb, plural)}`)
    .replace(/\byou're\b/g, `${p.subject} ${p.subject === 'they' ? 'are' : 'is'}`)
    .replace(/\byou've\b/g, `${p.subject} ${p.subject === 'they' ? 'have' : 'has'}`)
    .replace(/\byou'll\b/g, `${p.subject} will`)
    .replace(/\byourself\b/g, p.reflexive)
    .replace(/\byour\b/g, p.possessive)
    .replace(/\b(?:to|for|with|on|give|see|tell|send|call|put|start|refer|get|keep) you\b/g, (m) => m.replace(/you$/, p.object))
    .replace(/\byou\b/g, 'the patient')
    .replace(/\b(has|have) got\b/g, '$1');
}

const LAY_TERMS: [RegExp, string][] = [
  [/\bthrowing up\b/g, 'vomiting'],
  [/\bthrew up\b/g, 'vomited'],
  [/\bthrow up\b/g, 'vomit'],
  [/\b(?:belly|tummy)\b/g, 'abdomen'],
  [/\bpeeing\b/g, 'urinating'],
  [/\bpee\b/g, 'urinate'],
  [/\bpooping\b/g, 'having bowel movements'],
  [/\bpassed out\b/g, 'lost consciousness'],
  [/\bheart attack\b/g, 'myocardial infarction'],
  [/\bwinded\b/g, 'short of breath'],
  [/\bthe er\b/g, 'the emergency department'],
];
/** Lay words in the note's clinical vocabulary ("throwing up" → "vomiting", "belly" → "abdomen"). */
export function clinicalWords(text: string): string {
  return LAY_TERMS.reduce((s, [lay, clinical]) => s.replace(lay, clinical), text);
}

/** Content words of a text (for deduplication and relevance). */
export const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

import { CONDITIONS, MEDICATIONS, SYMPTOMS, type Laterality, type Term } from './lexicon.js';
import { certaintyAt, isNoAnswer, isYesAnswer, type Certainty } from './negation.js';
import { NUMBER, numberValue } from './text.js';
import type { Utterance } from './transcript.js';

export interface Span {
  start: number;
  end: number;
}

/** One mention of a symptom or condition, with its status and who said it. */
export interface Mention {
  term: Term;
  type: 'symptom' | 'condition';
  utterance: number;
  start: number;
  end: number;
  certainty: Certainty;
  /** The answer utterance that settled a clinician's question ("any chest pain?" "no"). */
  answer?: number;
  /** Said as the patient's own guess ("I think it's my heart"): never a diagnosis. */
  patientGuess: boolean;
  laterality: Laterality;
}

const compile = (term: Term) => new RegExp(String.raw`\b(?:${term.pattern})`, 'g');
const SYMPTOM_PATTERNS = SYMPTOMS.map((term) => ({ term, re: compile(term), type: 'symptom' as const }));
const CONDITION_PATTERNS = CONDITIONS.map((term) => ({ term, re: compile(term), type: 'condition' as const }));
export const MEDICATION_PATTERN = new RegExp(String.raw`\b(${MEDICATIONS.map((m) => m.replace(/[-]/g, '\\-')).join('|')})\b`, 'g');

const PATIENT_GUESS = /\b(?:i think|i guess|i wonder|maybe|i'?m worried|i'?m afraid|scared|could it be|is it|i feel like it'?s|probably)\b/;
const OTHER_PERSON = /\b(?:she|he|they|friend|husband|wife|son|daughter|mom|mother|dad|father|brother|sister|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|kids?|neighbou?r|coworker|boss|family)\b/;
/** A clinician question that presumes the condition ("how is your diabetes?"). */
const POSSESSIVE = /\b(?:your|his|her)\s+(?:\w+\s+){0,2}$/;

/** The side (right, left, both) said next to a mention, the closest one winning. */
export function lateralityNear(lower: string, start: number, end: number): Laterality {
  const from = Math.max(0, start - 40);
  const window = lower.slice(from, Math.min(lower.length, end + 30));
  if (/\b(?:both|bilateral\w*)\b/.test(window)) return 'bilateral';
  // "right" also means "correct": only a side next to a body word counts; the side closest to the mention wins.
  const sided = /\b(right|left)\b(?=(?: side(?: of)?)? (?:\w+ )?(?:knee|ear|shoulder|hip|ankle|wrist|elbow|foot|hand|leg|arm|eye|side|lower|upper|first|big|back|great|flank|kidney|breast|chest|toe|finger|thumb|thigh|calf|medial|lateral))|(?<=(?:knee|ear|shoulder|hip|ankle|wrist|elbow|foot|hand),? (?:on the )?)\b(right|left)\b/g;
  let best: { side: Laterality; distance: number } | undefined;
  for (const m of window.matchAll(sided)) {
    const at = from + m.index;
    const distance = at < start ? start - at : Math.max(0, at - end);
    if (!best || distance < best.distance) best = { side: (m[1] ?? m[2]) as 'right' | 'left', distance };
  }
  return best?.side;
}

/** The first patient utterance answering a clinician's question (within the next turn). */
export function answerTo(utterances: Utterance[], index: number): number | undefined {
  const question = utterances[index]!;
  for (let i = index + 1; i < utterances.length && i <= index + 4; i++) {
    const u = utterances[i]!;
    if (u.speaker === question.speaker && u.turn === question.turn) continue;
    if (u.speaker === 'patient' || u.speaker === 'other') return i;
    return undefined;
  }
  return undefined;
}

/** Every symptom and condition mention with its NegEx status, settled by the patient's answer when asked. */
export function findMentions(utterances: Utterance[], isDictation: boolean): Mention[] {
  const mentions: Mention[] = [];
  utterances.forEach((u, index) => {
    const found: { term: Term; type: 'symptom' | 'condition'; start: number; end: number }[] = [];
    for (const { term, re, type } of [...CONDITION_PATTERNS, ...SYMPTOM_PATTERNS]) {
      re.lastIndex = 0;
      for (let m = re.exec(u.lower); m; m = re.exec(u.lower)) {
        const start = m.index;
        const end = m.index + m[0].length;
        if (found.some((f) => f.start < end && start < f.end)) continue;
        found.push({ term, type, start, end });
      }
    }
    for (const f of found) {
      let certainty = certaintyAt(u.lower, f.start, f.end);
      let answer: number | undefined;
      const asked = u.speaker === 'clinician' && u.isQuestion && !isDictation;
      if (asked && certainty === 'affirmed' && !POSSESSIVE.test(u.lower.slice(0, f.start))) {
        answer = answerTo(utterances, index);
        const reply = answer === undefined ? undefined : utterances[answer]!;
        if (!reply) certainty = 'uncertain';
        else if (isNoAnswer(reply.lower)) certainty = 'negated';
        else if (isYesAnswer(reply.lower)) certainty = 'affirmed';
        else certainty = 'uncertain';
      }
      const before = u.lower.slice(0, f.start);
      const patientGuess = u.speaker !== 'clinician' && PATIENT_GUESS.test(before.slice(-40)) && !/\byou(?: have|'ve got)\b/.test(before.slice(-40));
      // The patient speaks of themself in the first person: "my friend has diabetes" is about someone else.
      if (u.speaker === 'patient' && OTHER_PERSON.test(before.split(/[,;]/).at(-1) ?? '')) continue;
      mentions.push({
        term: f.term,
        type: f.type,
        utterance: index,
        start: u.start + f.start,
        end: u.start + f.end,
        certainty,
        answer,
        patientGuess,
        laterality: lateralityNear(u.lower, f.start, f.end),
      });
    }
  });
  return mentions;
}

/** Onset, duration, severity and modifiers said about a symptom. */
export interface SymptomDetails {
  duration?: string;
  onset?: string;
  severity?: string;
  quality?: string;
  worse?: string;
  better?: string;
  evidence: Span[];
}

const TIME_UNIT = String.raw`(?:minutes?|hours?|days?|nights?|weeks?|months?|years?)`;
const DURATION = new RegExp(String.raw`\b(?:for|over|past|last|about|almost|nearly|around)\s+(?:the\s+)?(?:past\s+|last\s+)?(?:about\s+|like\s+|almost\s+|around\s+|nearly\s+|over\s+)?(${NUMBER})\s+(${TIME_UNIT})\b`);
const ONSET = new RegExp(String.raw`\b(${NUMBER})\s+(${TIME_UNIT})\s+ago\b|\b(?:since|started|began|starting)\s+(yesterday|last night|this morning|last week|last month|last year|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)\b`);
const SEVERITY_SCORE = new RegExp(String.raw`\b(${NUMBER})\s*(?:out of|\/)\s*(?:10|ten)\b`);
const QUALITY = /\b(sharp|dull|throbbing|burning|stabbing|aching|achy|pressure-like|crampy|cramping|shooting|constant|intermittent|mild|moderate|severe|worsening|gradual|sudden|exertional)\b/g;
const WORSE = /\b(?:worse|worsens|aggravated|bothers me more|hurts more)\s+(?:when|with|after|if|during|at)\s+([a-z' ]{3,40}?)(?=[,.;!?]|\band\b|\bbut\b|$)/;
const BETTER = /\b(?:better|relieved|improves?|improved|helps?|goes away|eases?)\s+(?:when|with|after|if|by)\s+([a-z' ]{3,40}?)(?=[,.;!?]|\band\b|\bbut\b|$)/;

const unitLabel = (n: string, unit: string) => {
  const value = numberValue(n);
  const singular = unit.replace(/s$/, '');
  return value === '1' ? `1 ${singular}` : `${value} ${singular}s`;
};

/** Reads the details of a symptom from the sentences around its affirmed mentions. */
export function detailsOf(utterances: Utterance[], indexes: number[]): SymptomDetails {
  const details: SymptomDetails = { evidence: [] };
  const qualities = new Set<string>();
  const windowOf = (i: number) => {
    const out = [i];
    const u = utterances[i]!;
    for (let j = i + 1; j < utterances.length && j <= i + 3; j++) {
      const next = utterances[j]!;
      if (next.speaker === u.speaker && next.turn === u.turn) out.push(j);
      else if (next.speaker === 'clinician' && next.isQuestion && /how long|when did|since when|scale|how bad|how severe|rate (?:it|the pain)|what makes|anything make/.test(next.lower)) {
        const answer = answerTo(utterances, j);
        if (answer !== undefined) out.push(answer);
        break;
      } else break;
    }
    return out;
  };
  for (const i of indexes) {
    for (const j of windowOf(i)) {
      const u = utterances[j]!;
      const found: Partial<SymptomDetails> = {};
      const duration = DURATION.exec(u.lower);
      if (duration) found.duration = unitLabel(duration[1]!, duration[2]!);
      const onset = ONSET.exec(u.lower);
      if (onset) found.onset = onset[1] ? `${unitLabel(onset[1], onset[2]!)} ago` : onset[3]!;
      const score = SEVERITY_SCORE.exec(u.lower);
      if (score) found.severity = `${numberValue(score[1]!)}/10`;
      const worse = WORSE.exec(u.lower);
      if (worse) found.worse = worse[1]!.trim();
      const better = BETTER.exec(u.lower);
      if (better) found.better = better[1]!.trim();
      let used = false;
      for (const key of ['duration', 'onset', 'severity', 'worse', 'better'] as const) {
        if (found[key] && !details[key]) {
          details[key] = found[key];
          used = true;
        }
      }
      if (j === i) for (const quality of u.lower.match(QUALITY) ?? []) qualities.add(quality);
      if (used || j === i) details.evidence.push({ start: u.start, end: u.end });
    }
  }
  if (qualities.size) details.quality = [...qualities].slice(0, 3).join(', ');
  return details;
}

/** A medication with the dose and frequency said with it. */
export interface MedicationMention {
  name: string;
  dose?: string;
  frequency?: string;
  utterance: number;
  span: Span;
}

const DOSE = new RegExp(String.raw`\b(${NUMBER})\s*(mg|milligrams?|mcg|micrograms?|grams?|units?|ml|milliliters?|puffs?|tablets?|pills?|capsules?)\b`);
const FREQUENCY =
  /\b(once (?:a|per) (?:day|week)|twice (?:a|per) day|twice daily|(?:three|four|3|4) times daily|(?:three|four|3|4) times (?:a|per) day|(?:every|once a) (?:day|morning|night|evening)|daily|a day|per day|every (?:\d+|four|six|eight|twelve|other) (?:hours|days?)|every other day|at (?:bed ?time|night)|in the (?:morning|evening)|as needed|prn|b\.?i\.?d|t\.?i\.?d|q\.?i\.?d|weekly|once a week|nightly)\b/;

const FREQUENCY_WORDS: Record<string, string> = { 'a day': 'daily', 'per day': 'daily', 'once a day': 'daily', 'once per day': 'daily', 'every day': 'daily', 'twice a day': 'twice daily', 'twice per day': 'twice daily', 'three times daily': '3 times daily', 'four times daily': '4 times daily', 'at bedtime': 'at bedtime', 'at night': 'at night', nightly: 'at night' };

export function findMedications(utterances: Utterance[]): MedicationMention[] {
  const out: MedicationMention[] = [];
  utterances.forEach((u, index) => {
    MEDICATION_PATTERN.lastIndex = 0;
    for (let m = MEDICATION_PATTERN.exec(u.lower); m; m = MEDICATION_PATTERN.exec(u.lower)) {
      const after = u.lower.slice(m.index, m.index + 80);
      const before = u.lower.slice(Math.max(0, m.index - 30), m.index);
      const dose = DOSE.exec(after) ?? DOSE.exec(before);
      const frequency = FREQUENCY.exec(after);
      const unit = dose?.[2]?.replace(/milligrams?/, 'mg').replace(/micrograms?/, 'mcg').replace(/milliliters?|ml/, 'mL');
      out.push({
        name: m[1]!,
        dose: dose ? `${numberValue(dose[1]!)} ${unit}` : undefined,
        frequency: frequency ? (FREQUENCY_WORDS[frequency[1]!] ?? frequency[1]!) : undefined,
        utterance: index,
        span: { start: u.start + m.index, end: u.start + m.index + m[0].length },
      });
    }
  });
  return out;
}

/** Vital signs and measurements said in the visit. */
export interface Vital {
  label: string;
  value: string;
  span: Span;
}
const VITALS: { label: string; re: RegExp; format: (m: RegExpExecArray) => string }[] = [
  { label: 'Blood pressure', re: new RegExp(String.raw`\b(?:blood pressure|bp)\b[^.?!]{0,40}?\b(\d{2,3}|${NUMBER})\s*(?:over|\/)\s*(\d{2,3}|${NUMBER})\b`), format: (m) => `${numberValue(m[1]!)}/${numberValue(m[2]!)} mmHg` },
  { label: 'Heart rate', re: new RegExp(String.raw`\b(?:heart rate|pulse(?! ox)|hr)\b[^.?!]{0,25}?\b(\d{2,3}|${NUMBER})\b(?!\s*(?:over|\/|years?|days?|%|percent))`), format: (m) => `${numberValue(m[1]!)} bpm` },
  { label: 'Respiratory rate', re: new RegExp(String.raw`\b(?:respiratory rate|respirations|breathing rate)\b[^.?!]{0,25}?\b(\d{1,2}|${NUMBER})\b`), format: (m) => `${numberValue(m[1]!)} breaths/min` },
  { label: 'Temperature', re: /\b(?:temperature|temp)\b[^.?!]{0,25}?\b(\d{2,3}(?:\.\d)?)\b/, format: (m) => `${m[1]} °${Number(m[1]) > 50 ? 'F' : 'C'}` },
  { label: 'Oxygen saturation', re: new RegExp(String.raw`\b(?:oxygen saturation|o2 sat\w*|saturation|pulse ox\w*|sats?|oxygen(?: level)?)\b[^.?!]{0,25}?\b(\d{2,3}|${NUMBER})\s*(?:%|percent)`), format: (m) => `${numberValue(m[1]!)}%` },
  { label: 'Weight', re: /\b(?:weight|weigh(?:s|ed|ing)?)\b[^.?!]{0,25}?\b(\d{2,3}(?:\.\d)?)\s*(pounds|lbs?|kilograms?|kg|kilos)\b/, format: (m) => `${m[1]} ${/^k/.test(m[2]!) ? 'kg' : 'lb'}` },
  { label: 'BMI', re: /\b(?:bmi|body mass index)\b[^.?!]{0,20}?\b(\d{2}(?:\.\d)?)\b/, format: (m) => m[1]! },
  { label: 'Hemoglobin A1c', re: /\b(?:a1c|hemoglobin a1c|hba1c)\b[^.?!]{0,25}?\b(\d{1,2}(?:\.\d)?)\b/, format: (m) => `${m[1]}%` },
];
const QUALITATIVE_BP = /\b(?:blood pressure|bp)\b[^.?!]{0,30}?\b(elevated|high|low|normal|good|fine|well controlled|under control|stable)\b/;

export function findVitals(utterances: Utterance[]): Vital[] {
  const seen = new Set<string>();
  const out: Vital[] = [];
  for (const u of utterances) {
    if (u.isQuestion && u.speaker === 'clinician') continue;
    for (const { label, re, format } of VITALS) {
      const m = re.exec(u.lower);
      if (!m || seen.has(label)) continue;
      const value = format(m);
      if (/NaN|undefined/.test(value)) continue;
      seen.add(label);
      out.push({ label, value, span: { start: u.start + m.index, end: u.start + m.index + m[0].length } });
    }
    const bp = QUALITATIVE_BP.exec(u.lower);
    if (bp && !seen.has('Blood pressure') && u.speaker !== 'patient') {
      seen.add('Blood pressure');
      out.push({ label: 'Blood pressure', value: bp[1] === 'high' ? 'elevated' : bp[1]!, span: { start: u.start + bp.index, end: u.start + bp.index + bp[0].length } });
    }
  }
  return out;
}

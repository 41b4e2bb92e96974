/**
 * What a signing clinician checks first, as figures: sentences in conversational register (residue), pronouns of
 * the wrong sex, empty sections, and, against the reference note, the numbers it kept and the symptoms whose
 * polarity it turned around.
 */
import type { Section } from '@scribe/contracts';
import { registerIssues } from '../../packages/clinical/src/register.js';
import { certaintyAt } from '../../packages/clinical/src/negation.js';
import { SYMPTOMS } from '../../packages/clinical/src/lexicon.js';

/** Every sentence of a note, as the reader sees it (a bullet's text without its dash). */
export function noteSentences(section: Section): string[] {
  return section.note_sections.flatMap((s) => (s.sentences?.length ? s.sentences.map((x) => x.text) : s.text.split(/(?<=[.!?])\s+/))).filter((t) => t.trim());
}

export function residueSentences(sentences: string[]): string[] {
  return sentences.filter((s) => registerIssues(s).length > 0);
}

/** Someone else named in the sentence: a pronoun of the other sex may be theirs ("Her husband … he"). */
const OTHER_PERSON = /\b(?:mother|mom|father|dad|brother|sister|son|daughter|wife|husband|partner|boyfriend|girlfriend|grandmother|grandfather|grandma|grandpa|aunt|uncle|niece|nephew|cousin|friend|family|parents?|siblings?|children|kids?|baby|coworker|boss|spouse|fianc[eé]e?|doctor|physician|nurse|surgeon|therapist|specialist|dermatologist|cardiologist|pcp|dr)\b/i;
const MALE = /\b(?:he|him|his|himself)\b/i;
const FEMALE = /\b(?:she|her|hers|herself)\b/i;

/** Sentences with a pronoun of the other sex than the patient's, where no other person is named. */
export function pronounMismatches(sentences: string[], sex: 'male' | 'female'): string[] {
  const wrong = sex === 'male' ? FEMALE : MALE;
  return sentences.filter((s) => wrong.test(s) && !OTHER_PERSON.test(s));
}

export function emptySections(section: Section): string[] {
  return section.note_sections.filter((s) => !s.text.trim()).map((s) => s.title);
}

/** Numbers as a note writes them: "150/92", "7.2", "45%", "20" (years of age and list numbers left out). */
export function numbersOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/(?<![\w.])(\d+(?:\.\d+)?)(?:\s*\/\s*(\d+(?:\.\d+)?))?(\s*%)?(?![\w])(?!\s*-?\s*year)/g)) {
    const value = m[2] ? `${m[1]}/${m[2]}` : m[1]!;
    if (/^\d$/.test(value) && !m[3]) continue;
    out.add(value);
  }
  return out;
}

/** The share of the reference's numbers (values, doses, readings) that the note also gives. */
export function numberRecall(candidate: string, reference: string): { found: number; total: number; missing: string[] } {
  const wanted = numbersOf(reference);
  const have = numbersOf(candidate);
  const missing = [...wanted].filter((n) => !have.has(n));
  return { found: wanted.size - missing.length, total: wanted.size, missing };
}

type Polarity = 'present' | 'absent';
const SYMPTOM_PATTERNS = SYMPTOMS.map((term) => ({ name: term.name, re: new RegExp(String.raw`\b(?:${term.pattern})`, 'g') }));

/** Symptoms named in a text with one polarity only (present or denied); symptoms said both ways are left out. */
export function symptomPolarities(text: string): Map<string, Polarity> {
  const seen = new Map<string, Set<Polarity>>();
  for (const sentence of text.toLowerCase().split(/(?<=[.!?\n])\s+/)) {
    for (const { name, re } of SYMPTOM_PATTERNS) {
      re.lastIndex = 0;
      for (const m of sentence.matchAll(re)) {
        const certainty = certaintyAt(sentence, m.index, m.index + m[0].length);
        if (certainty === 'uncertain') continue;
        const set = seen.get(name) ?? new Set<Polarity>();
        set.add(certainty === 'negated' ? 'absent' : 'present');
        seen.set(name, set);
      }
    }
  }
  return new Map([...seen].filter(([, set]) => set.size === 1).map(([name, set]) => [name, [...set][0]!]));
}

/** Symptoms the note says present where the reference says denied, or the reverse. */
export function polarityConflicts(candidate: string, reference: string): string[] {
  const ours = symptomPolarities(candidate);
  const theirs = symptomPolarities(reference);
  return [...ours].filter(([name, polarity]) => theirs.has(name) && theirs.get(name) !== polarity).map(([name, polarity]) => `${name}: note ${polarity}, reference ${theirs.get(name)}`);
}

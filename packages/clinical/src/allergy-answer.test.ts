import { describe, expect, it } from 'vitest';
import { noteOfVisit } from './fixtures/short-visit.js';
import { drugName } from './plan.js';

/** An allergy named in a short answer after a filler, by a drug's former British name (decision 425). */
describe('an allergy given in the answer (decision 425)', () => {
  const allergies = (reply: string) =>
    noteOfVisit(['Doctor: What brings you in today?', 'Patient: I have a sore throat.', 'Doctor: Any allergies to medications?', reply]).section.note_sections.find((s) => s.title === 'Allergies')!.text;

  it('reads the drug after "uh, yes," and writes it by the name in use', () => {
    expect(allergies('Patient: Uh, yes, amoxycillin.')).toBe('Allergic to amoxicillin.');
    expect(allergies('Patient: Um, penicillin.')).toBe('Allergic to penicillin.');
    expect(allergies('Patient: Yes, penicillin.')).toBe('Allergic to penicillin.');
  });

  it('writes a former British name by the name in use', () => {
    expect(drugName('frusemide')).toBe('furosemide');
    expect(drugName('amoxicillin')).toBe('amoxicillin');
  });
});

/** A drug asked about as the allergy is not a medication taken (decision 426). */
describe('what a drug does to the patient is the allergy (decision 426)', () => {
  const section = (lines: string[], title: string) => noteOfVisit(lines).section.note_sections.find((s) => s.title === title)!.text;
  const visit = (asked: string) => ['Doctor: What brings you in today?', 'Patient: I have a sore throat.', 'Patient: I\'m allergic to ibuprofen, though.', 'Doctor: OK.', asked, 'Patient: I get a rash.'];

  it('does not list the drug of "what happens when you take ibuprofen?" as a medication', () => {
    const lines = visit('Doctor: And what happens when you take ibuprofen?');
    expect(section(lines, 'Medications')).not.toMatch(/ibuprofen/i);
    expect(section(lines, 'Allergies')).toMatch(/ibuprofen/i);
  });

  it('still lists a drug the patient says they take', () => {
    expect(section(['Doctor: What brings you in today?', 'Patient: I have a sore throat.', 'Doctor: What do you take for it?', 'Patient: I take ibuprofen twice a day.'], 'Medications')).toMatch(/ibuprofen/i);
  });
});

/** "I have an allergy to aspirin" names the allergy as "allergic to" does (decision 582). */
describe('an allergy said as "an allergy to" (decision 582)', () => {
  const allergies = (reply: string) =>
    noteOfVisit(['Doctor: What brings you in today?', 'Patient: I have chest pain.', 'Doctor: Do you have any allergies to any medication?', reply]).section.note_sections.find((s) => s.title === 'Allergies')!.text;

  it('writes the drug, and no "no known drug allergies"', () => {
    expect(allergies('Patient: Yes, actually, I have, um, an allergy to aspirin.')).toBe('Allergic to aspirin.');
  });
  it('does not write an allergy the patient only wonders about', () => {
    expect(allergies('Patient: I always thought that maybe I have an allergy to dust, I think.')).not.toMatch(/Allergic to dust/);
  });
});

/** "Um, only penicillin, I believe." is a short answer with the patient's hedge after it (decision 587). */
describe('a short allergy answer with "I believe" after it (decision 587)', () => {
  const allergies = (reply: string) =>
    noteOfVisit(['Doctor: What brings you in today?', 'Patient: My arm is weak.', 'Doctor: Do you have any allergies to any medication?', reply]).section.note_sections.find((s) => s.title === 'Allergies')!.text;

  it('names the drug', () => {
    expect(allergies('Patient: Um, only penicillin, I believe.')).toBe('Allergic to penicillin.');
    expect(allergies('Patient: Sulfa, I think.')).toBe('Allergic to sulfa.');
  });
});

/** "Uh, no just Latex." to the drug-allergy question (decision 603). */
describe('"no, just latex" to the allergy question (decision 603)', () => {
  const allergies = (reply: string) =>
    noteOfVisit(['Doctor: What brings you in today?', 'Patient: My face feels numb.', 'Doctor: Do you have any allergies to any medication?', reply]).section.note_sections.find((s) => s.title === 'Allergies')!.text;

  it('keeps the allergen, beside no drug allergies', () => {
    const text = allergies('Patient: Uh, no just Latex.');
    expect(text).toMatch(/Allergic to latex\./);
    expect(text).toMatch(/No known drug allergies\./);
  });
  it('writes a drug named after the no as the allergy, with no "no known drug allergies"', () => {
    expect(allergies('Patient: No, only penicillin.')).toBe('Allergic to penicillin.');
  });
  it('still reads a plain no', () => {
    expect(allergies('Patient: Uh, no.')).toBe('No known drug allergies.');
  });
});

/** A drug named anywhere in the exchange about allergies is an allergen, never a medication taken (decision 731). */
describe('a drug named in the allergy exchange (decision 731)', () => {
  const section = (lines: string[], title: string) => noteOfVisit(lines).section.note_sections.find((s) => s.title === title)!.text;
  it('named in the answer after a yes, or confirmed when the clinician names it, is an allergy', () => {
    const yes = ['Doctor: Do you have any allergies to medications?', 'Patient: Yes. Penicillin.'];
    expect(section(yes, 'Medications')).not.toMatch(/penicillin/i);
    expect(section(yes, 'Allergies')).toBe('Allergic to penicillin.');
    const confirmed = ['Doctor: Any drug allergies?', "Patient: Ah yes, I am allergic to... what's the name of the drug? It's called Napro-", 'Doctor: Naprosyn?', 'Patient: Yes, Naprosyn.'];
    expect(section(confirmed, 'Medications')).not.toMatch(/naprosyn/i);
    expect(section(confirmed, 'Allergies')).toMatch(/Allergic to Naprosyn/);
    const reacted = ["Doctor: Have you ever had an allergic reaction to drugs you've taken in the past?", "Patient: More than once. I've reacted poorly to penicillin. I also think I'm allergic to contrast medium."];
    expect(section(reacted, 'Medications')).not.toMatch(/penicillin/i);
    expect(section(reacted, 'Allergies')).toMatch(/penicillin/i);
  });
  it('a drug taken, said after the allergies, stays a medication', () => {
    const lines = ['Doctor: Any allergies?', 'Patient: No.', 'Doctor: What medications are you taking?', 'Patient: Lisinopril.'];
    expect(section(lines, 'Medications')).toMatch(/Lisinopril/);
    expect(section(lines, 'Allergies')).toBe('No known drug allergies.');
  });
  it('what is taken for allergies is a medication, not an allergen', () => {
    const lines = ['Doctor: What are you taking for allergies?', 'Patient: Claritin.'];
    expect(section(lines, 'Allergies')).not.toMatch(/Claritin/);
    expect(section(lines, 'Medications')).toMatch(/Claritin/);
  });
});

describe('an allergen answered with what it does (decision 857)', () => {
  const allergies = (reply: string) =>
    noteOfVisit(['Doctor: What brings you in today?', 'Patient: I have a sore throat.', 'Doctor: Any allergies?', reply]).section.note_sections.find((s) => s.title === 'Allergies')!.text;
  it('reads the allergen said first and the reaction after it', () => {
    expect(allergies('Patient: Sulfa drugs, I get a rash.')).toBe('Allergic to sulfa drugs (rash).');
    expect(allergies('Patient: Sulfa drugs, I think I got a rash.')).toBe('Allergic to sulfa drugs (rash).');
  });
  it('still reads a long answer that names no reaction as before', () => {
    expect(allergies('Patient: No, I do not have any allergies that I know of.')).toBe('No known drug allergies.');
  });
});

describe('an allergy answered with its reaction is written once (decision 952)', () => {
  it('"Penicillin, I get a rash."', () => {
    const allergies = noteOfVisit(['Patient: My right knee hurts.', 'Doctor: Any allergies to medications?', 'Patient: Penicillin, I get a rash.']).section.note_sections.find((s) => s.title === 'Allergies')!.text;
    expect(allergies).toBe('Allergic to penicillin (rash).');
  });
});

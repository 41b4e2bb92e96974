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

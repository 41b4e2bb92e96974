import { describe, expect, it } from 'vitest';
import { noteOfVisit } from '../fixtures/short-visit.js';

/** A companion answering for the patient, labelled as the patient by a two-voice transcript (decision 794). */
describe('a companion labelled as the patient', () => {
  const note = (lines: string[], sex: 'male' | 'female') => noteOfVisit(lines, sex).section;
  const text = (lines: string[], sex: 'male' | 'female', title: string) => note(lines, sex).note_sections.find((s) => s.title === title)!.text;
  const visit = ['[doctor] What is going on with her?', '[patient] She is complaining of chest pain.', '[doctor] Any fever?', '[patient] Yes, she has had a fever since yesterday.'];

  it("reads the patient's symptoms from their words about the patient", () => {
    expect(note(visit, 'female').diagnostic_codes.map((c) => c.code)).toContain('R07.9');
    expect(text(visit, 'female', 'Review of Systems')).toMatch(/Endorses fever/);
  });

  it('not when the clinician asked about someone else, nor of a pronoun that is not the patient\'s', () => {
    expect(note(['[doctor] How is your wife doing?', '[patient] She is complaining of chest pain.'], 'female').diagnostic_codes).toEqual([]);
    // Someone else named earlier in the clinician's turn is who the pronoun is.
    expect(note(['[doctor] Glad you are playing with your daughter. How is she doing?', '[patient] She is complaining of chest pain.'], 'female').diagnostic_codes).toEqual([]);
    expect(note(visit, 'male').diagnostic_codes).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { noteOfVisit } from './fixtures/short-visit.js';

/** What the clinician tells the patient to watch for is a warning, not a diagnosis or reasoning (decision 423). */
describe('what to watch for is no diagnosis (decision 423)', () => {
  const assessment = (lines: string[]) => noteOfVisit(lines).section.note_sections.find((s) => s.title === 'Assessment')!.text;
  const visit = (warning: string) => [
    'Doctor: What brings you in today?',
    'Patient: It burns when I pee, for three days now.',
    'Doctor: I think you have a urinary tract infection, so I will prescribe an antibiotic.',
    warning,
    'Doctor: Then it is very important that we speak to you again.',
  ];

  it('leaves out a condition named in an "if you get…" warning, and the warning as reasoning', () => {
    const text = assessment(visit('Doctor: If your pain is not settling, you get lower back pain, or you have signs of a kidney infection.'));
    expect(text).not.toMatch(/low back pain|kidney infection|pyelonephritis|If she/i);
    expect(text).toMatch(/urinary tract infection/i);
  });

  it('still considers a diagnosis put as "if it is…"', () => {
    const text = assessment(visit('Doctor: If it is a kidney infection, you could have back pain, so we would need to treat it longer.'));
    expect(text).toMatch(/kidney infection|pyelonephritis/i);
  });
});

/** The patient's worry said back to them is not the clinician's differential (decision 424). */
describe('the patient\'s worry is no differential (decision 424)', () => {
  const assessment = (lines: string[]) => noteOfVisit(lines).section.note_sections.find((s) => s.title === 'Assessment')!.text;
  const visit = (said: string) => [
    'Doctor: What brings you in today?',
    'Patient: I have had a dry cough for a week.',
    'Doctor: I think this is a viral infection and it should settle in a few days.',
    said,
  ];

  it('leaves out a condition named as the patient\'s concern', () => {
    expect(assessment(visit('Doctor: And your concerns about lung cancer, I would not be worried about that.'))).not.toMatch(/cancer/i);
    expect(assessment(visit('Doctor: I know you were worried it might be pneumonia, but your chest sounds clear.'))).not.toMatch(/pneumonia/i);
  });

  it('keeps the clinician\'s own concern', () => {
    expect(assessment(visit('Doctor: I am concerned about a possible pneumonia, so we will get a chest x-ray.'))).toMatch(/pneumonia/i);
  });
});

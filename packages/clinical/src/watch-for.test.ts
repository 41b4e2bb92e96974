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

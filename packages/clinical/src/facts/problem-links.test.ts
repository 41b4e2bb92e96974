import { describe, expect, it } from 'vitest';
import { noteOfVisit } from '../fixtures/short-visit.js';

const planOf = (lines: string[]) => noteOfVisit(lines).section.note_sections.find((s) => s.title === 'Plan')?.text ?? '';

// Talk long enough that the problem named first is no longer the one "under discussion" by distance.
const talk = Array.from({ length: 14 }, (_, i) => (i % 2 ? 'Doctor: Okay, and how has work been going for you lately, any changes there?' : 'Patient: Work has been fine, busy as usual, nothing much has changed since the spring, we moved offices.'));

describe('a plan item said apart from its problem\'s name (decision 632)', () => {
  it('goes to the one problem of a visit that has no other', () => {
    const plan = planOf(['Doctor: So my assessment is that you have psoriasis.', ...talk, "Doctor: Let's get an ultrasound of your abdomen."]);
    expect(plan).toMatch(/^Psoriasis\..*Order ultrasound of the abdomen\./);
  });

  it('beside a condition only mentioned, not assessed (decision 634)', () => {
    // The arthritis is named on the way to the diagnosis; hallux rigidus is the one problem assessed.
    const plan = planOf(['Doctor: Your x-ray shows you have got some arthritis in there, we call this hallux rigidus.', ...talk, "Doctor: Let's get an ultrasound of your abdomen."]);
    expect(plan).toMatch(/^Hallux rigidus\..*Order ultrasound of the abdomen\./);
  });

  it('not beside a symptom that problem does not explain', () => {
    const plan = planOf(['Patient: My right knee hurts.', 'Doctor: And your diabetes is well controlled on metformin, so I think you have type 2 diabetes that is stable.', ...talk, "Doctor: Let's get an x-ray of your knee."]);
    expect(plan).not.toMatch(/diabetes\.[^.]*Order x-ray/i);
  });
});

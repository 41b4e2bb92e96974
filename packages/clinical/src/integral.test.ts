import { describe, expect, it } from 'vitest';
import { explainedBy } from './integral.js';

describe('symptoms routinely part of a diagnosis (I.B.5)', () => {
  it('explains a fever by an infection, not by an inflammation of a tendon or a joint', () => {
    expect(explainedBy('fever', ['pneumonia'])).toBe(true);
    expect(explainedBy('fatigue', ['acute sinusitis'])).toBe(true);
    expect(explainedBy('fever', ['medial epicondylitis'])).toBe(false);
    expect(explainedBy('fatigue', ['osteoarthritis'])).toBe(false);
  });

  it('explains the pain of a site by a diagnosis of that site only', () => {
    expect(explainedBy('knee pain', ['medial meniscus tear'])).toBe(true);
    expect(explainedBy('knee pain', ['lumbar strain'])).toBe(false);
  });
});

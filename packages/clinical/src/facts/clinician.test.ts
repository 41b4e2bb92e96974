import { describe, expect, it } from 'vitest';
import { asOpening } from './clinician.js';

describe('the opening line', () => {
  it('writes the age hyphenated, the name first and in capitals, and "this is a" as the patient', () => {
    expect(asOpening('This is christina cooper, pleasant 65 year old female who was diagnosed with anemia.')).toBe('Christina Cooper is a pleasant 65-year-old female who was diagnosed with anemia.');
    expect(asOpening('Sharon brooks is a 48 year old female here for right finger pain.')).toBe('Sharon Brooks is a 48-year-old female here for right finger pain.');
    expect(asOpening('Beverly is a 53 -year-old female.')).toBe('Beverly is a 53-year-old female.');
    expect(asOpening('This is a 52-year-old male with a pituitary lesion.')).toBe('The patient is a 52-year-old male with a pituitary lesion.');
    expect(asOpening('He is a 59 year old gentleman here for hypogonadism.')).toBe('He is a 59-year-old gentleman here for hypogonadism.');
    expect(asOpening('The patient is a 40-year-old female.')).toBe('The patient is a 40-year-old female.');
  });
});

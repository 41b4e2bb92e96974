import { describe, expect, it } from 'vitest';
import { impressionText } from './facts.js';

describe('impressionText', () => {
  it('turns the clinician\'s "I think this is …" into an impression', () => {
    expect(impressionText('I think this is essential hypertension')).toBe('Impression: essential hypertension');
    expect(impressionText("so i think it's probably a urinary tract infection")).toBe('Impression: likely a urinary tract infection');
    expect(impressionText('I think she has type 2 diabetes')).toBe('Impression: type 2 diabetes');
  });

  it('leaves other sentences alone', () => {
    expect(impressionText('Hypertension, well controlled')).toBe('Hypertension, well controlled');
    expect(impressionText('I think we should start lisinopril')).toBe('I think we should start lisinopril');
  });
});

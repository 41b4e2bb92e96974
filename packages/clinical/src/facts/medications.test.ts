import { describe, expect, it } from 'vitest';
import { noteOfVisit } from '../fixtures/short-visit.js';

const medications = (lines: string[]) => noteOfVisit(lines, 'male').section.note_sections.find((s) => s.title === 'Medications')?.text ?? '';

describe('a drug the patient says did not work (decision 493)', () => {
  it('is listed as tried without relief', () => {
    expect(medications(['[doctor] have you tried anything for the headaches?', "[patient] i tried tylenol a few times for the headaches but it didn't work, so i stopped."])).toBe(
      'Not currently taking Tylenol; tried without relief.',
    );
    expect(medications(['[doctor] what are you taking for the pain?', "[patient] i take ibuprofen but ibuprofen doesn't help me."])).toBe('Ibuprofen, without relief.');
  });
  it('not when it fails only sometimes, or only if', () => {
    expect(medications(['[doctor] what helps you sleep?', "[patient] i take melatonin, it's just sometimes melatonin doesn't work."])).toBe('Melatonin.');
    expect(medications(['[doctor] what are you taking?', "[patient] i take ibuprofen and if it doesn't help i call you."])).toBe('Ibuprofen.');
  });
});

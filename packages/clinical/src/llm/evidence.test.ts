import { describe, expect, it } from 'vitest';
import { createEvidenceLocator } from './evidence.js';

const transcript = [
  '[doctor] hi , ms. hill . what brings you in today ?',
  "[patient] i've had a lot of pain at the end of my right middle finger since the car accident .",
  '[doctor] okay . and are you taking anything for it ?',
  '[patient] just some tylenol , it does not help much .',
  'Doctor: I recommend tramadol 50 mg every 6 hours as needed.',
].join('\n');
const locator = createEvidenceLocator(transcript);
const quoted = (quote: string) => locator.locate(quote).map(({ start, end }) => transcript.slice(start, end));

describe('evidence locator', () => {
  it('finds a quote whatever its case, whitespace and punctuation', () => {
    expect(quoted("I've had a lot of pain at the end of my right   middle finger")).toEqual(["i've had a lot of pain at the end of my right middle finger"]);
    expect(quoted('Just some Tylenol, it does not help much.')).toEqual(['just some tylenol , it does not help much']);
  });

  it('finds a quote that runs across two speakers, skipping the speaker tag', () => {
    expect(quoted('anything for it? just some tylenol')).toEqual(['anything for it ?\n[patient] just some tylenol']);
  });

  it('does not take a speaker tag for words', () => {
    expect(locator.locate('patient just some')).toEqual([]);
  });

  it('finds each part of a quote with an ellipsis', () => {
    expect(quoted('what brings you in ... tramadol 50 mg')).toEqual(['what brings you in', 'tramadol 50 mg']);
  });

  it('finds a quote whose middle was paraphrased by its beginning and end', () => {
    expect(quoted("I've had a lot of pain at the very tip of my right middle finger since the car accident")).toEqual([
      "i've had a lot of pain at the end of my right middle finger since the car accident",
    ]);
  });

  it('finds the part of a quote that is there when it covers most of the quote', () => {
    expect(quoted('a lot of pain at the end of my right middle finger ever since that car accident')).toEqual([
      'a lot of pain at the end of my right middle finger',
    ]);
    expect(locator.locate('a lot of pain in both knees and hips after the fall last winter')).toEqual([]);
  });

  it('gives nothing for a quote that is not in the transcript', () => {
    expect(locator.locate('the patient reports chest pain on exertion')).toEqual([]);
    expect(locator.locate('')).toEqual([]);
    expect(locator.locate('tylenol helps a lot')).toEqual([]);
  });
});

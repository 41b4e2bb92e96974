import { describe, expect, it } from 'vitest';
import { normalizeWords, numberToWords } from './text-normalize.js';
import { wordErrorRate, wordErrors } from './wer.js';
import { decodeWav, encodeWav } from './wav.js';

describe('normalisation for recognition and scoring', () => {
  it('lower-cases, drops punctuation and speaker tags, keeps in-word apostrophes', () => {
    expect(normalizeWords("[doctor] Hi, Martha. How're you? I'm O.K.")).toEqual(['hi', 'martha', "how're", 'you', "i'm", 'o', 'k']);
  });
  it('writes numbers as words', () => {
    expect(normalizeWords('a 50-year-old on 2.5 mg, 120/80, 3rd visit, 100% in 1998')).toEqual(
      'a fifty year old on two point five mg one hundred twenty over eighty third visit one hundred percent in nineteen ninety eight'.split(' '),
    );
    expect(numberToWords(1_234_567)).toBe('one million two hundred thirty four thousand five hundred sixty seven');
  });
});

describe('word error rate', () => {
  it('counts substitutions, deletions and insertions after normalisation', () => {
    expect(wordErrors(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd', 'e'])).toEqual({ substitutions: 1, deletions: 0, insertions: 1, words: 4 });
    expect(wordErrors(['a', 'b', 'c'], ['a', 'c'])).toMatchObject({ deletions: 1, substitutions: 0 });
    expect(wordErrorRate('Chest pain, 3 days.', 'chest pain three days')).toBe(0);
    expect(wordErrorRate('chest pain', 'chess pain')).toBe(0.5);
  });
});

describe('WAV', () => {
  it('writes and reads 16 kHz mono WAV', () => {
    const pcm = Int16Array.from({ length: 100 }, (_, i) => i * 100 - 5000);
    const { pcm: back, sampleRate } = decodeWav(encodeWav(pcm));
    expect(sampleRate).toBe(16_000);
    expect([...back]).toEqual([...pcm]);
  });
});

import { describe, expect, it } from 'vitest';
import { splitTranscript } from './chunking.js';
import { estimateTokens } from './prompt.js';

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('splitTranscript', () => {
  it('keeps a short transcript whole', () => {
    expect(splitTranscript('[doctor] hi\n[patient] hello', 1_000)).toEqual(['[doctor] hi\n[patient] hello']);
  });

  it('splits at line breaks into parts within the budget, losing no word', () => {
    const lines = Array.from({ length: 300 }, (_, i) => `[${i % 2 ? 'patient' : 'doctor'}] line ${i} says something about the knee .`);
    const text = lines.join('\n');
    const parts = splitTranscript(text, 200);
    expect(parts.length).toBeGreaterThan(5);
    for (const part of parts) expect(estimateTokens(part)).toBeLessThanOrEqual(200);
    expect(parts.join('\n')).toBe(text);
  });

  it('splits one very long line at sentence ends and between words', () => {
    const line = Array.from({ length: 400 }, (_, i) => `Sentence number ${i} is here.`).join(' ') + ' ' + 'word '.repeat(2_000).trim();
    const parts = splitTranscript(line, 100);
    for (const part of parts) expect(estimateTokens(part)).toBeLessThanOrEqual(100);
    expect(words(parts.join(' '))).toEqual(words(line));
  });
});

import { describe, expect, it } from 'vitest';
import { splitTranscript } from '../transcript.js';
import { tokensOf } from './boundary-features.js';
import { spokenSentences } from './segmenter.js';

const cut = (turn: string) => spokenSentences(turn).map((s) => `${turn.slice(s.start, s.end)}${s.question ? '?' : '.'}`);

describe('sentences of unpunctuated speech', () => {
  it('ends a statement before a question and knows the question', () => {
    expect(cut('okay so your blood pressure today is one forty over ninety which is a little high are you taking the lisinopril every day')).toEqual([
      'okay so your blood pressure today is one forty over ninety which is a little high.',
      'are you taking the lisinopril every day?',
    ]);
    expect(cut('i have had this cough for about three weeks now it gets worse at night do you think it could be my asthma')).toEqual([
      'i have had this cough for about three weeks now.',
      'it gets worse at night.',
      'do you think it could be my asthma?',
    ]);
  });

  it('cuts an exam said in one breath between its findings', () => {
    const sentences = cut('so on your exam your lungs are clear your heart is regular i do n\'t hear any murmurs your abdomen is soft');
    expect(sentences[0]).toBe('so on your exam your lungs are clear.');
    expect(sentences[1]).toBe('your heart is regular.');
    expect(sentences.length).toBeGreaterThanOrEqual(3);
  });

  it('ends no sentence on an article, a possessive, "of", "below" or a conjunction', () => {
    for (const sentence of cut("well i've been having this sharp pain on the right side of my abdomen below my ribs for the last several days")) expect(sentence).not.toMatch(/\b(?:below|my|the|of)[.?]$/);
  });

  it('keeps one sentence whole, and a negated list with its "but"', () => {
    expect(cut("yeah i'm gon na go ahead and order an x-ray of your knee and we'll see you back in two weeks")).toHaveLength(1);
    expect(cut("no fever no chills i do n't have any chest pain but i get short of breath when i climb the stairs")).toHaveLength(1);
    // "…is that I think…" completes the clause before it; it is not the question "is that right?".
    expect(cut('okay well so what i want to tell you is that i think you have a knee sprain from overuse')).toEqual([
      'okay well so what i want to tell you is that i think you have a knee sprain from overuse.',
    ]);
  });
});

describe('tokens for the sentence model', () => {
  it('joins tokenised contractions, keeps offsets, and gives a detached mark to the word before', () => {
    const text = "i ca n't sleep . we 're gon na fix it ?";
    const tokens = tokensOf(text);
    expect(tokens.map((t) => t.word)).toEqual(['i', "can't", 'sleep', "we're", 'gonna', 'fix', 'it']);
    expect(text.slice(tokens[1]!.start, tokens[1]!.end)).toBe("ca n't");
    expect(tokens.map((t) => t.mark)).toEqual(['', '', '.', '', '', '', '?']);
    expect(text.slice(tokens[2]!.start, tokens[2]!.end)).toBe('sleep .');
  });

  it('reads numbers as one class and a decimal as no sentence end', () => {
    expect(tokensOf('it was 7.5 last time.').map((t) => [t.word, t.mark])).toEqual([
      ['it', ''],
      ['was', ''],
      ['<num>', ''],
      ['last', ''],
      ['time', '.'],
    ]);
  });
});

describe('an unpunctuated transcript', () => {
  it('is read sentence by sentence, questions known, offsets kept', () => {
    const transcript = '[doctor] how long has this been going on do you have any fever\n[patient] about two weeks no fever';
    const utterances = splitTranscript(transcript);
    expect(utterances.map((u) => [u.speaker, u.text, u.isQuestion])).toEqual([
      ['clinician', 'how long has this been going on', true],
      ['clinician', 'do you have any fever', true],
      ['patient', 'about two weeks no fever', false],
    ]);
    for (const u of utterances) expect(transcript.slice(u.start, u.end)).toBe(u.text);
  });
});

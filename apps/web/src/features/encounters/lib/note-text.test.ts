import { describe, expect, it } from 'vitest';
import type { Section } from '@scribe/contracts';
import { currentTranscript, diagnosticCodeLines, emrText, highlightSegments, sentencePieces } from './note-text';

const section: Section = {
  modal: 'Stable Fusion',
  note_sections: [
    { title: 'Subjective', text: 'Headache for 2 weeks.\nDenies chest pain.' },
    { title: 'Plan', text: 'Start lisinopril.' },
  ],
  diagnostic_codes: [
    { display_name: 'Essential (primary) hypertension', code: 'I10' },
    { display_name: 'Headache, unspecified', code: 'R51.9' },
  ],
};

describe('note text', () => {
  it('numbers codes as "n - display name [code]", or N/A', () => {
    expect(diagnosticCodeLines(section.diagnostic_codes)).toEqual(['1 - Essential (primary) hypertension [I10]', '2 - Headache, unspecified [R51.9]']);
    expect(diagnosticCodeLines([])).toEqual(['N/A']);
  });

  it('builds the Copy to EMR text: each title with its text, then the codes', () => {
    expect(emrText(section)).toBe(
      [
        'Subjective\nHeadache for 2 weeks.\nDenies chest pain.',
        'Plan\nStart lisinopril.',
        'ICD10 Codes (In Beta, please review carefully)\n1 - Essential (primary) hypertension [I10]\n2 - Headache, unspecified [R51.9]',
      ].join('\n\n'),
    );
    expect(emrText({ ...section, diagnostic_codes: [] })).toMatch(/ICD10 Codes \(In Beta, please review carefully\)\nN\/A$/);
  });

  it('highlights merged, clamped evidence spans', () => {
    const text = 'abcdefghij';
    expect(highlightSegments(text, [])).toEqual([{ text, highlighted: false }]);
    expect(highlightSegments(text, [{ start: 2, end: 4 }, { start: 3, end: 6 }, { start: 8, end: 99 }])).toEqual([
      { text: 'ab', highlighted: false },
      { text: 'cdef', highlighted: true },
      { text: 'gh', highlighted: false },
      { text: 'ij', highlighted: true },
    ]);
    expect(highlightSegments(text, [{ start: 5, end: 5 }])).toEqual([{ text, highlighted: false }]);
  });

  it('splits a sub-section into sentences and the text between them, keeping bullets and line breaks', () => {
    const pieces = sentencePieces({
      title: 'Plan',
      text: '- Start lisinopril.\n- Recheck in 2 weeks.',
      sentences: [
        { text: 'Start lisinopril.', evidence: [{ start: 0, end: 5 }] },
        { text: 'Recheck in 2 weeks.', evidence: [] },
      ],
    });
    expect(pieces).toEqual([
      { text: '- ' },
      { text: 'Start lisinopril.', evidence: [{ start: 0, end: 5 }] },
      { text: '\n- ' },
      { text: 'Recheck in 2 weeks.', evidence: [] },
    ]);
    expect(sentencePieces({ title: 'x', text: 'abc' })).toBeNull();
    expect(sentencePieces({ title: 'x', text: 'abc', sentences: [{ text: 'zzz', evidence: [] }] })).toBeNull();
  });

  it('takes the last transcription entry', () => {
    expect(currentTranscript(['old', 'new'])).toBe('new');
    expect(currentTranscript([])).toBe('');
  });
});

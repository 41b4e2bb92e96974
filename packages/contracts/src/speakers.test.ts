import { describe, expect, it } from 'vitest';
import { labelledLinesOf, splitSpeakerLine, transcriptWithSpeakerLines, withoutSpeakerLabels } from './speakers.js';

// The rule that joins a recording's final results into the transcript; the server saves it and the live view
// shows it, both through this one function.
describe('joining final results into the transcript', () => {
  it('writes one labelled line per run of one speaker, after the text the encounter had', () => {
    const results = [
      { text: ' How are you? ', speaker: 'clinician' as const },
      { text: 'Not great.', speaker: 'patient' as const },
      { text: 'My chest hurts.', speaker: 'patient' as const },
      { text: '   ', speaker: 'clinician' as const },
      { text: 'Since when?', speaker: 'clinician' as const },
    ];
    expect(transcriptWithSpeakerLines('Typed before.  ', results)).toBe(
      'Typed before.\nClinician: How are you?\nPatient: Not great. My chest hurts.\nClinician: Since when?',
    );
  });
  it('keeps a result without a role as its text alone; either side may be empty', () => {
    expect(transcriptWithSpeakerLines('', [{ text: 'Hello.', speaker: null }])).toBe('Hello.');
    expect(transcriptWithSpeakerLines('Before.', [])).toBe('Before.');
    expect(transcriptWithSpeakerLines('', [])).toBe('');
  });
  it('reads the labelled lines back (what a later recording continues from) and strips the labels', () => {
    const transcript = 'Notes typed.\nClinician: Any fever?\nPatient: No.';
    expect(labelledLinesOf(transcript)).toEqual([
      { speaker: 'clinician', text: 'Any fever?' },
      { speaker: 'patient', text: 'No.' },
    ]);
    expect(withoutSpeakerLabels(transcript)).toBe('Notes typed.\nAny fever?\nNo.');
  });
});

describe('speaker labels at the start of a line', () => {
  it('reads our labels and the ones a typed transcript uses, keeping the label as written', () => {
    expect(splitSpeakerLine('Doctor: Good morning.')).toEqual({ label: 'Doctor', speaker: 'clinician', text: 'Good morning.' });
    expect(splitSpeakerLine('Dr.: Any fever?')).toEqual({ label: 'Dr.', speaker: 'clinician', text: 'Any fever?' });
    expect(splitSpeakerLine('patient: No.')).toEqual({ label: 'patient', speaker: 'patient', text: 'No.' });
    expect(splitSpeakerLine('Guest: She has been tired.')?.speaker).toBe('other');
    // A sentence with a colon is not a speaker line.
    expect(splitSpeakerLine('Plan: start lisinopril.')).toBeNull();
    expect(withoutSpeakerLabels('Doctor: Any fever?\nPatient: No.')).toBe('Any fever?\nNo.');
  });
});

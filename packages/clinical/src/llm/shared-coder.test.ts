import { describe, expect, it } from 'vitest';
import type { NoteRequest } from '../note-engine.js';
import { sharedCoder } from './shared-coder.js';

const coder = sharedCoder();
const request: NoteRequest = {
  transcript: [
    '[doctor] what brings you in today ?',
    '[patient] i have had a bad cough and a sore throat for three days .',
    '[doctor] any history of diabetes ?',
    '[patient] yes , type 2 diabetes , i take metformin .',
    '[doctor] your throat is red . this looks like acute pharyngitis .',
  ].join('\n'),
  patient: { first_name: 'Ada', last_name: 'Lovelace', birth_date: '1980-12-10', gender: 'female' },
  settings: { template: 'GENERIC_SOAP', detail_level: 'high', note_type: 'paragraph', type: 'in_person' },
  visitDate: new Date('2026-11-21T10:00:00Z'),
};

describe('shared coder for the LLM engines', () => {
  it('keeps billable codes of the code set with their official names, dotted or not', () => {
    expect(coder.validate('e119')).toEqual({ code: 'E11.9', display_name: 'Type 2 diabetes mellitus without complications' });
    expect(coder.validate('E11')).toBeNull(); // a category header, not billable
    expect(coder.validate('Z99.999')).toBeNull();
    expect(coder.validate('hypertension')).toBeNull();
  });

  it('ranks the codes the embedded coder agrees with first, then by what the note says, then the model order', () => {
    const codes = ['E11.9', 'J02.0', 'R05.9', 'J02.9'].map((code) => coder.validate(code)!);
    const note = 'Type 2 diabetes mellitus without complications. Acute pharyngitis.';
    // The embedded coder suggests J02.9 alone (the cough is part of the pharyngitis, Official Guidelines I.B.5): J02.9
    // agrees exactly, J02.0 by category, then E11.9 is what the note names, and R05.9 comes last.
    expect(coder.rank(codes, { request, note }).map((code) => code.code)).toEqual(['J02.9', 'J02.0', 'E11.9', 'R05.9']);
  });
});

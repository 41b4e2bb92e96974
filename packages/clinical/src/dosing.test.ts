import { describe, expect, it } from 'vitest';
import { dosingOf } from './dosing.js';

describe('dose and frequency said next to a drug', () => {
  it('reads the dose, its unit and how often', () => {
    expect(dosingOf('lisinopril', 'lisinopril 20 milligrams once a day')).toEqual({ dose: '20 mg', frequency: 'daily' });
    expect(dosingOf('vitamin d', 'vitamin d 2000iu daily')).toEqual({ dose: '2000 IU', frequency: 'daily' });
  });

  it('writes an interval in hours in figures, as a note does', () => {
    expect(dosingOf('tylenol', 'tylenol every six to eight hours')).toEqual({ frequency: 'every 6 to 8 hours' });
    expect(dosingOf('albuterol', 'albuterol every four hours as needed')).toEqual({ frequency: 'every 4 hours as needed' });
    expect(dosingOf('aspirin', 'aspirin every other day')).toEqual({ frequency: 'every other day' });
  });
});

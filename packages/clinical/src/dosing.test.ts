import { describe, expect, it } from 'vitest';
import { dosingOf } from './dosing.js';

describe('dose and frequency said next to a drug', () => {
  it('reads the dose, its unit and how often', () => {
    expect(dosingOf('lisinopril', 'lisinopril 20 milligrams once a day')).toEqual({ dose: '20 mg', frequency: 'daily' });
    expect(dosingOf('vitamin d', 'vitamin d 2000iu daily')).toEqual({ dose: '2000 IU', frequency: 'daily' });
    expect(dosingOf('meloxicam', 'meloxicam 7.5 milligrams once a day with food')).toEqual({ dose: '7.5 mg', frequency: 'daily with food' });
    expect(dosingOf('ibuprofen', 'ibuprofen 400 milligrams a couple times a day')).toEqual({ dose: '400 mg', frequency: 'a couple of times daily' });
    expect(dosingOf('carvedilol', 'carvedilol 12.5 twice a day')).toEqual({ dose: '12.5 mg', frequency: 'twice daily' });
    expect(dosingOf('potassium', 'potassium chloride 20 milliequivalents twice a day')).toEqual({ dose: '20 mEq', frequency: 'twice daily' });
  });

  it('reads half a tablet as half a tablet of the strength said, not as one pill', () => {
    expect(dosingOf('finasteride', "finasteride i'm only taking half a pill , it's the 5 milligram one .")).toEqual({ dose: '5 mg, half a tablet' });
    expect(dosingOf('aspirin', 'aspirin half a tablet daily')).toEqual({ dose: 'half a tablet', frequency: 'daily' });
  });

  it('writes an interval in hours in figures, as a note does', () => {
    expect(dosingOf('tylenol', 'tylenol every six to eight hours')).toEqual({ frequency: 'every 6 to 8 hours' });
    expect(dosingOf('albuterol', 'albuterol every four hours as needed')).toEqual({ frequency: 'every 4 hours as needed' });
    expect(dosingOf('aspirin', 'aspirin every other day')).toEqual({ frequency: 'every other day' });
  });

  it('reads "when I need it" as as needed, and a schedule said with "not" as none', () => {
    expect(dosingOf('zyrtec', 'zyrtec, but not every day, just when i need it.')).toEqual({ frequency: 'as needed' });
    expect(dosingOf('tylenol', 'tylenol if needed')).toEqual({ frequency: 'as needed' });
    expect(dosingOf('aspirin', 'aspirin, not daily')).toEqual({});
  });

  it('reads a dose said before its drug with "of", and a baby aspirin as 81 mg', () => {
    expect(dosingOf('ultram', 'ultram every six hours', 'put you on fifty milligrams of ')).toEqual({ dose: '50 mg', frequency: 'every 6 hours' });
    expect(dosingOf('norvasc', 'norvasc every day', 'i take the two point five of ')).toEqual({ dose: '2.5 mg', frequency: 'daily' });
    expect(dosingOf('metformin', 'metformin twice a day', "you're on five hundred of ")).toEqual({ dose: '500 mg', frequency: 'twice daily' });
    expect(dosingOf('aspirin', 'aspirin every day', 'i do the baby ')).toEqual({ dose: '81 mg', frequency: 'daily' });
    // Two tablets are no dose; a dose said with another drug is not this one's; a misheard dose is left out.
    expect(dosingOf('tylenol', 'tylenol', 'take two of the ')).toEqual({});
    expect(dosingOf('aspirin', 'aspirin', 'lipitor forty milligrams a day and the ')).toEqual({});
    expect(dosingOf('metformin', 'metformin', 'five thousand of ')).toEqual({});
    // "Three a day" counts tablets or doses: no frequency.
    expect(dosingOf('ibuprofen', 'ibuprofen, three a day')).toEqual({});
  });
});

describe('a strength said as the tablet\'s name (decision 505)', () => {
  it('reads "that 2.5 Norvasc" as 2.5 mg, and no count of tablets as a dose', () => {
    expect(dosingOf('norvasc', 'norvasc your blood pressures look good', "i'm going to keep you on that 2.5 ")).toEqual({ dose: '2.5 mg', frequency: undefined });
    expect(dosingOf('metformin', 'metformin', 'keep you on the 500 ')).toEqual({ dose: '500 mg', frequency: undefined });
    expect(dosingOf('tylenol', 'tylenol', 'take the 2 ')).toEqual({ frequency: undefined });
  });
});

describe('an inhaled steroid\'s strength said without its unit (decision 836)', () => {
  it('is in micrograms, with the puffs', () => {
    expect(dosingOf('alvesco', 'alvesco 160, two puffs twice a day')).toEqual({ dose: '160 mcg 2 puffs', frequency: 'twice daily' });
    expect(dosingOf('symbicort', 'symbicort 160 two puffs twice daily').dose).toBe('160 mcg 2 puffs');
    // A reliever has no strength said, and a number of puffs alone is only that.
    expect(dosingOf('albuterol', 'albuterol two puffs every 4 hours as needed').dose).toBe('2 puffs');
  });
});

describe('a spray said with "a" (decision 878)', () => {
  it('is the device, not a dose of one spray', () => {
    expect(dosingOf('rennie', "rennie's if i need to, and if my nose polyps are playing up i've got a spray").dose).toBeUndefined();
    expect(dosingOf('flonase', 'flonase two sprays in each nostril daily')).toEqual({ dose: '2 sprays in each nostril', frequency: 'daily' });
  });
});

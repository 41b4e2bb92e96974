import { describe, expect, it } from 'vitest';
import { cleanSpoken, clinicalWords, clinicianToThirdPerson, numberValue, patientToThirdPerson, pronounsFor } from './text.js';

describe('spoken text to note text', () => {
  it('fixes ASR spacing, drops fillers, writes numbers and units', () => {
    expect(cleanSpoken("um , i'm gon na increase your lisinopril to forty milligrams , you know , a day .")).toBe("i'm going to increase your lisinopril to 40 mg, a day.");
    expect(cleanSpoken('a three out of six murmur and one twenty over eighty')).toBe('a 3/6 murmur and 120/80');
    expect(numberValue('forty five')).toBe('45');
    expect(cleanSpoken('i had my appendix out in nineteen eighty eight and surgery in two thousand eight')).toBe('i had my appendix out in 1988 and surgery in 2008');
    expect(numberValue('one hundred twenty')).toBe('120');
    expect(numberValue('one forty five')).toBe('145');
    expect(cleanSpoken('your a1c is seven point two and your temperature ninety eight point six')).toBe('your a1c is 7.2 and your temperature 98.6');
    expect(cleanSpoken('your last a1c was 5 . 1 on the last check')).toBe('your last a1c was 5.1 on the last check');
  });

  it('turns the patient first person into third person', () => {
    expect(patientToThirdPerson("i've had pain in my knee and i feel tired", pronounsFor('female'))).toBe('she has had pain in her knee and she feels tired');
    expect(patientToThirdPerson("i'm taking my pills", pronounsFor('male'))).toBe('he is taking his pills');
  });

  it('puts lay words in clinical vocabulary', () => {
    expect(clinicalWords('she has been throwing up and her belly hurts')).toBe('she has been vomiting and her abdomen hurts');
  });

  it('turns the clinician "you" into the patient', () => {
    expect(clinicianToThirdPerson('you have a murmur in your heart', pronounsFor('female'))).toBe('she has a murmur in her heart');
  });
});

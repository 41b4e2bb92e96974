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

  it('reads a temperature said in words across a tokenised decimal point', () => {
    expect(cleanSpoken('your temperature is ninety eight . seven and your heart rate is seventy two')).toBe('your temperature is 98.7 and your heart rate is seventy two');
  });

  it('drops words broken off and pointing at the body', () => {
    expect(cleanSpoken('the oper-, occupational therapy says it is the tear')).toBe('the occupational therapy says it is the tear');
    expect(cleanSpoken("i've had this pain right here in my stomach, like right around here")).toBe("i've had this pain in my stomach");
  });

  it('turns the patient first person into third person', () => {
    expect(patientToThirdPerson("i've had pain in my knee and i feel tired", pronounsFor('female'))).toBe('she has had pain in her knee and she feels tired');
    expect(patientToThirdPerson("i'm taking my pills", pronounsFor('male'))).toBe('he is taking his pills');
    // Past forms stay past, and more than one adverb may stand before the verb.
    expect(patientToThirdPerson('i woke up and i laid some ice on it', pronounsFor('female'))).toBe('she woke up and she laid some ice on it');
    expect(patientToThirdPerson('i also recently joined the gym', pronounsFor('male'))).toBe('he also recently joined the gym');
    expect(patientToThirdPerson('i usually take it at night', pronounsFor('male'))).toBe('he usually takes it at night');
  });

  it('puts lay words in clinical vocabulary', () => {
    expect(clinicalWords('she has been throwing up and her belly hurts')).toBe('she has been vomiting and her abdomen hurts');
  });

  it('turns the clinician "you" into the patient', () => {
    expect(clinicianToThirdPerson('you have a murmur in your heart', pronounsFor('female'))).toBe('she has a murmur in her heart');
  });
});

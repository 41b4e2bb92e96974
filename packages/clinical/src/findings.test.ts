import { describe, expect, it } from 'vitest';
import { detailsOf, findMedications, findMentions, findVitals } from './findings.js';
import { splitTranscript } from './transcript.js';

describe('vitals', () => {
  it('reads blood pressure, heart rate, temperature, saturation and weight, spoken or written', () => {
    const u = splitTranscript(
      'Doctor: Your blood pressure today is 142 over 88. Heart rate is seventy two. Temperature 98.6. Your oxygen saturation is 97 percent. You weigh 180 pounds.',
    );
    expect(findVitals(u).map((v) => `${v.label} ${v.value}`)).toEqual([
      'Blood pressure 142/88 mmHg',
      'Heart rate 72 bpm',
      'Temperature 98.6 °F',
      'Oxygen saturation 97%',
      'Weight 180 lb',
    ]);
  });

  it('keeps a qualitative blood pressure from the clinician', () => {
    expect(findVitals(splitTranscript('[doctor] your blood pressure is a little elevated today .')).map((v) => v.value)).toEqual(['elevated']);
  });
});

describe('medications', () => {
  it('reads dose and frequency, spoken or written', () => {
    const meds = findMedications(splitTranscript('Patient: I take lisinopril 20 mg once a day and metformin five hundred milligrams twice a day.'));
    expect(meds.map((m) => [m.name, m.dose, m.frequency])).toEqual([
      ['lisinopril', '20 mg', 'daily'],
      ['metformin', '500 mg', 'twice daily'],
    ]);
  });
});

describe('symptom details', () => {
  it('reads onset, duration, severity and modifiers, including the answer to a follow-up question', () => {
    const u = splitTranscript(
      'Patient: I have had sharp chest pain for three days. It is worse when I climb stairs and better with rest.\nDoctor: On a scale of 1 to 10, how bad is it?\nPatient: About a 7 out of 10.',
    );
    const details = detailsOf(u, [0]);
    expect(details).toMatchObject({ duration: '3 days', severity: '7/10', quality: 'sharp', worse: 'i climb stairs', better: 'rest' });
    expect(details.evidence.length).toBeGreaterThanOrEqual(2);
  });

  it('reads an onset said as "ago"', () => {
    expect(detailsOf(splitTranscript('Patient: The cough started two weeks ago.'), [0]).onset).toBe('2 weeks ago');
  });
});

describe('mentions and who said them', () => {
  it('settles a clinician question by the patient answer', () => {
    const mentions = findMentions(splitTranscript('Doctor: Any chest pain or shortness of breath?\nPatient: No, nothing like that.\nDoctor: Any cough?\nPatient: Yeah, a little.'), false);
    expect(mentions.map((m) => [m.term.name, m.certainty])).toEqual([
      ['chest pain', 'negated'],
      ['shortness of breath', 'negated'],
      ['cough', 'affirmed'],
    ]);
  });

  it('marks the patient own guess so it never becomes a diagnosis', () => {
    const [mention] = findMentions(splitTranscript('Patient: I think it might be a heart attack.'), false);
    expect(mention!.patientGuess).toBe(true);
  });

  it('finds laterality near the mention', () => {
    const [mention] = findMentions(splitTranscript('Doctor: You have an ear infection in the left ear.'), false);
    expect(mention!.laterality).toBe('left');
  });
});

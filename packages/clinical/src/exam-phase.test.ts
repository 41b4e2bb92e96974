/**
 * Where the exam begins decides what the note calls history and what it calls a finding (issue 10: faithful facts).
 * Short visits written for the purpose: the clinician reads the chart before the patient has spoken, the exam opens at
 * a body part, and findings are said in the negative or as known before.
 */
import { describe, expect, it } from 'vitest';
import { noteOfVisit } from './fixtures/short-visit.js';

const sectionOf = (lines: string[], title: string, gender: 'female' | 'male' = 'male') =>
  noteOfVisit(lines, gender).section.note_sections.find((s) => s.title === title)?.text ?? '';

const KNEE = [
  'Doctor: Hi Tom, good to see you. So take a look here at my notes.',
  "Doctor: I see you're coming in for some right knee pain and you have a history of high blood pressure, and we will take a look at that.",
  'Doctor: What happened?',
  "Patient: I slipped on some ice last week and twisted it. It's been swollen since.",
  'Doctor: Any numbness or tingling?',
  'Patient: No.',
  "Doctor: Okay, let me listen to your lungs here. Your lungs are clear bilaterally. I don't hear any wheezes or crackles.",
  'Doctor: On your heart exam I do still hear that grade two out of six systolic ejection murmur, which we knew about.',
  'Doctor: On your knee exam I see that you do have pain to palpation of the medial aspect of your right knee. I also identify some edema around the knee and some effusion.',
  'Doctor: So my assessment is a right knee sprain. I want you to ice it and take ibuprofen six hundred milligrams every six hours as needed.',
];

const FOOT = [
  'Doctor: Good morning. I see that you injured your foot last weekend.',
  'Patient: Yes, I dropped a box on my foot at work and it has been throbbing ever since.',
  'Doctor: Any numbness in the toes?',
  'Patient: No, none.',
  'Doctor: Okay, let me see your foot. You do have some swelling over the top of the foot and tenderness over the second metatarsal.',
  "Doctor: I don't see any bruising.",
  'Doctor: The x-ray shows no fracture.',
  'Doctor: So I think this is a contusion of the foot. Ice it, keep it elevated, and take ibuprofen as needed.',
];

const HEART = [
  'Patient: I have been more short of breath, and my ankles are swelling.',
  'Doctor: Let me do a quick physical exam.',
  "Doctor: Your blood pressure is pretty good today, it looks like it's one twenty eight over seventy two.",
  'Doctor: On your neck exam there is no jugular venous distention.',
  'Doctor: I do appreciate a two out of six systolic ejection murmur, but I heard that before and that is stable.',
  'Doctor: Your lower extremities show a trace edema.',
  'Doctor: So I think this is a heart failure exacerbation. Continue the Bumex two milligrams daily.',
];

describe('the exam of a visit', () => {
  it('is not ended by a reading or a finding said with "it looks like"', () => {
    const exam = sectionOf(HEART, 'Physical Exam');
    expect(exam).toMatch(/Blood pressure 128\/72 mmHg/);
    expect(exam).toMatch(/no jugular venous distention/);
    expect(exam).toMatch(/trace edema/);
    // What the clinician heard before is no finding of its own.
    expect(exam).not.toMatch(/before/i);
  });

  it('does not begin while the clinician reads the chart, before the patient has spoken', () => {
    const exam = sectionOf(KNEE, 'Physical Exam');
    expect(exam).not.toMatch(/coming in/i);
    expect(sectionOf(KNEE, 'History of Present Illness')).toMatch(/slipped on some ice/);
  });

  it('keeps a finding said as heard before, and a finding said in the negative, as findings', () => {
    const exam = sectionOf(KNEE, 'Physical Exam');
    expect(exam).toMatch(/grade 2\/6 systolic ejection murmur, previously noted/);
    expect(exam).toMatch(/no wheezes or crackles/i);
    expect(exam).toMatch(/effusion/);
    // What the clinician did not hear is no symptom the patient denied.
    expect(sectionOf(KNEE, 'Review of Systems')).not.toMatch(/wheez/i);
  });

  it('begins at the body part the clinician looks at, and leaves the injury told from the chart to the history', () => {
    const exam = sectionOf(FOOT, 'Physical Exam');
    expect(exam).toMatch(/swelling over the top of the foot/);
    expect(exam).toMatch(/no bruising/i);
    expect(exam).not.toMatch(/injured/);
    expect(sectionOf(FOOT, 'History of Present Illness')).toMatch(/dropped a box on (?:his|the) foot at work and it has been throbbing ever since/);
  });
});

describe('a finding broken off over the patient\'s "mm-hmm" (decision 641)', () => {
  const visit = (finding: string, rest: string) => [
    'Patient: I have been more short of breath.',
    'Doctor: Let me do a quick physical exam.',
    `Doctor: On your physical examination, I do appreciate ${finding}-`,
    'Patient: Mm-hmm.',
    `Doctor: ${rest}`,
    'Doctor: So my assessment is heart failure. I will increase your Lasix.',
  ];
  it('is read whole, with what the clinician went on to say', () => {
    expect(sectionOf(visit('some jugular venous distention to', 'to about eight centimeters.'), 'Physical Exam')).toContain('jugular venous distention to about 8 cm');
    expect(sectionOf(visit('a two out of six systolic ejection murmur', "which we've heard in the past."), 'Physical Exam')).toContain('2/6 systolic ejection murmur, previously noted');
  });
});

describe('a finding broken off, then a sentence of its own (decision 641)', () => {
  it('is not joined to it', () => {
    const exam = sectionOf(
      ['Doctor: Let me do a quick physical exam.', 'Doctor: On your back exam, you do have some pain to palpation of the lumbar spine-', 'Patient: Mm-hmm.', 'Doctor: You have decreased range of motion with flexion.', 'Doctor: So my assessment is a lumbar strain.'],
      'Physical Exam',
    );
    expect(exam).not.toMatch(/spine (?:she|he|you) ha/);
  });
});

describe('"looks like it has some swelling" after the part is named (decision 648)', () => {
  it('writes the part for "it"', () => {
    const exam = sectionOf(
      ['Patient: My right knee hurts.', 'Doctor: Let me do a quick physical exam.', 'Doctor: Your lungs are clear.', "Doctor: Let's take a look at that knee, right knee.", 'Doctor: Looks like it definitely has some swelling.', 'Doctor: So my assessment is a knee sprain.'],
      'Physical Exam',
    );
    expect(exam).toContain('the right knee has some swelling');
    expect(exam).not.toMatch(/looks like it/i);
  });
});

describe('the exam begins at a breath asked for, a tap or a look at a part (decision 760)', () => {
  it('charts the lungs heard after "breathe in and out"', () => {
    const exam = sectionOf(['Doctor: What brings you in?', 'Patient: I have had a cough for a week.', 'Doctor: Okay, can you breathe in and out for me? Deep breaths please.', 'Patient: Okay.', 'Doctor: Okay, breath sounds are clear.', 'Doctor: I think you have a viral bronchitis.'], 'Physical Exam');
    expect(exam).toMatch(/breath sounds are clear/);
  });

  it('charts the throat looked at after "let\'s check your throat"', () => {
    const exam = sectionOf(['Doctor: What brings you in?', 'Patient: I have had a sore throat for a week.', "Doctor: Let's check your throat. Okay, I don't see any swelling or any mass.", 'Doctor: I think you have a viral pharyngitis.'], 'Physical Exam');
    expect(exam).toMatch(/no swelling or mass/i);
  });
});

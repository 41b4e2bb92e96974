/**
 * Faults a signing physician found reading the development notes (decisions 410–419), each as a short made-up visit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { noteOfVisit } from './fixtures/short-visit.js';
import { loadIcd10 } from './icd10.js';

beforeAll(() => {
  loadIcd10();
});

const section = (lines: string[], title: string) => noteOfVisit(lines).section.note_sections.find((s) => s.title === title)!.text;

describe('weight lost on purpose (decision 410)', () => {
  it('is not the symptom weight loss', () => {
    const visit = ['Doctor: What brings you in?', 'Patient: My right hip hurts when I walk.', "Doctor: And it looks like you've had intentional weight loss?", 'Patient: Yes, with Weight Watchers.', 'Doctor: Has that helped?', 'Patient: The weight loss has really decreased the pain.'];
    expect(section(visit, 'History of Present Illness')).not.toMatch(/reports [^.]*weight loss/);
    expect(section(visit, 'Review of Systems')).not.toMatch(/Endorses weight loss/);
  });
  it('nor is weight loss sought with a study, a medication or a supplement', () => {
    const visit = ['Doctor: What brings you in?', 'Patient: I keep gaining weight.', 'Patient: A coworker who has a thyroid issue suggested to try chromium for weight loss.', "Doctor: Amino acids won't really help with weight loss either.", 'Patient: And when does the weight loss study start?'];
    expect(section(visit, 'Review of Systems')).not.toMatch(/weight loss/);
  });
  it('while weight lost unasked for is still reported', () => {
    const visit = ['Doctor: What brings you in?', 'Patient: I have been so tired.', 'Doctor: Have you lost weight?', 'Patient: Yes, I have lost some weight these past months.'];
    expect(section(visit, 'Review of Systems')).toMatch(/Endorses [^.]*weight loss/);
  });
});

describe('"looks like you have" said while examining (decision 411)', () => {
  const visit = [
    'Doctor: What brings you in?',
    'Patient: My right elbow hurts when I use my arm.',
    "Doctor: Okay, let's take a look. I'm going to press here on your elbow.",
    'Patient: Ouch.',
    'Doctor: So there is tenderness to palpation over the medial epicondyle.',
    'Doctor: Looks like you have a little bit of limited range of motion on extension.',
    'Doctor: Alright, so pain on flexion and extension, and a little bit of limited range of motion on extension of the arm.',
    'Doctor: So I think you have medial epicondylitis of the right elbow.',
  ];
  it('is a finding charted in the exam, once, not a line of the Assessment', () => {
    expect(section(visit, 'Assessment')).not.toMatch(/He has|She has/);
    const exam = section(visit, 'Physical Exam');
    expect(exam).toMatch(/limited range of motion on extension of the arm/);
    expect(exam.match(/limited range of motion/g)).toHaveLength(1);
  });
});

describe('a sign read out while examining (decision 570)', () => {
  const visit = [
    'Doctor: What brings you in?',
    'Patient: My neck and my hip hurt.',
    "Doctor: Okay, let's take a look. Range of motion is full in the neck without pain.",
    "Doctor: Spurling's test is negative.",
    'Doctor: No murmurs or gallops.',
    'Doctor: So some pain on palpation on the inside of the knee.',
    'Doctor: So I think you have hip arthritis.',
  ];
  it('is charted in the exam though it names no part', () => {
    const exam = section(visit, 'Physical Exam');
    expect(exam).toMatch(/Spurling's test is negative/);
    expect(exam).toMatch(/no murmurs or gallops/);
    expect(exam).toMatch(/pain on palpation on the inside of the knee/);
  });
});

describe('a test done and read out (decision 573)', () => {
  const visit = [
    'Doctor: What brings you in?',
    'Patient: My left shoulder hurts.',
    'Doctor: So we had to get an x-ray of your shoulder before you came in.',
    'Doctor: So there is no fractures no bony abnormalities.',
    'Doctor: Okay so we were able to get a CT of your abdomen and it showed a stone measuring point five centimeters.',
  ];
  it('is written with the site of the test, and an opening "so" leads no plan', () => {
    const exam = section(visit, 'Physical Exam');
    expect(exam).toMatch(/X-ray of the shoulder shows no fractures or bony abnormalities\./);
    expect(exam).toMatch(/CT of the abdomen shows (?:a )?stone measuring 0\.5 cm/);
  });
});

describe('"you have a nice regular rate and rhythm" while examining (decision 577)', () => {
  const visit = ['Doctor: What brings you in?', 'Patient: I have a cough.', "Doctor: Let's do your exam. Now on your heart exam you have a nice regular rate and rhythm.", 'Doctor: So I think you have bronchitis.'];
  it('is a finding, not small talk', () => {
    expect(section(visit, 'Physical Exam')).toMatch(/regular rate and rhythm/);
  });
});

describe('rebound and guarding said while examining (decision 579)', () => {
  const visit = ['Doctor: What brings you in?', 'Patient: Pain in my right side.', "Doctor: Let's do your exam. On your abdominal exam there is mild tenderness.", 'Doctor: There is no evidence of any rebound or guarding.', 'Doctor: So I think you have a kidney stone.'];
  it('is a finding of the abdomen', () => {
    expect(section(visit, 'Physical Exam')).toMatch(/no evidence of any rebound or guarding/);
  });
});

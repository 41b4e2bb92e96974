/**
 * Diagnoses the lexicon does not name, said in the ways an assessment takes a problem up, are coded through the
 * ICD-10-CM index (diagnosis.ts). Visits written for the purpose, not taken from any data set.
 */
import { describe, expect, it } from 'vitest';
import { statedDiagnoses } from './diagnosis.js';
import { noteOfVisit } from './fixtures/short-visit.js';

const HISTORY = ['Doctor: What brings you in today?', 'Patient: I have had some belly pain after meals for a few weeks.', 'Doctor: Okay, let me examine you.', 'Doctor: On exam, your abdomen is soft with mild epigastric tenderness.'];
const codesOf = (lines: string[]) => noteOfVisit(lines).section.diagnostic_codes.map((c) => c.code);

describe('a diagnosis named as the topic of an assessment paragraph', () => {
  it('reads "for your X", "in terms of your X", "regarding your X" as the topic', () => {
    const topic = (lower: string) => statedDiagnoses(lower).filter((d) => d.topic).map((d) => `${d.uncertain ? 'possible ' : ''}${d.phrase}`);
    expect(topic('so for your hiatal hernia, i want you to take omeprazole')).toEqual(['hiatal hernia']);
    expect(topic('in terms of your pancreatitis, we will get a ct scan')).toEqual(['pancreatitis']);
    expect(topic('regarding his sarcoidosis, we will refer him to pulmonology')).toEqual(['sarcoidosis']);
    expect(topic('for your second diagnosis here, the endometriosis, we will start the pill')).toEqual(['endometriosis']);
    expect(topic('for your possible pancreatitis, we will get labs')).toEqual(['possible pancreatitis']);
    // A past condition or a relative's is no topic of this visit's assessment.
    expect(topic('for your history of pancreatitis, nothing to do')).toEqual([]);
    expect(topic("for your mother's sarcoidosis, she should see her doctor")).toEqual([]);
  });

  it('codes the topic in the assessment, not a question or the history taking', () => {
    expect(codesOf([...HISTORY, 'Doctor: So for your hiatal hernia, I want you to start omeprazole 20 mg daily and avoid late meals.']).slice(0, 3).some((c) => /^K44/.test(c))).toBe(true);
    expect(codesOf([...HISTORY, 'Doctor: In terms of your pancreatitis, we will get a CT scan of the abdomen.'])[0]).toMatch(/^K85/);
    // Before the assessment ("for your hernia, have you…" is a question; the history's topic is not assessed there).
    expect(codesOf(['Doctor: What brings you in today?', 'Doctor: So for your hiatal hernia, have you been taking anything?', 'Patient: No, just the belly pain after meals.', 'Doctor: On exam, your abdomen is soft.']).some((c) => /^K44/.test(c))).toBe(false);
    expect(codesOf([...HISTORY, 'Doctor: For your possible pancreatitis, we will get a lipase level.']).some((c) => /^K85/.test(c))).toBe(false);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { loadIcd10, type Icd10Index } from '../../../packages/clinical/src/icd10.js';
import { applyReview, extractHeadings, type Proposal, type Review } from './build-gold.js';

let icd10: Icd10Index;
beforeAll(() => {
  icd10 = loadIcd10();
});

describe('extractHeadings', () => {
  it('reads problem titles above bullet points, and stops at the instructions', () => {
    const note = [
      'CHIEF COMPLAINT', '', 'Back pain.', '', 'ASSESSMENT AND PLAN', '',
      'Ms. Doe is a 34-year-old female with a past medical history significant for hypertension.', '',
      'Back pain.', '• Medical Reasoning: I believe she has a lumbar strain.', '• Medical Treatment: Meloxicam.', '',
      'Hypertension.', '• Medical Reasoning: Well controlled.', '',
      'Patient Agreements: The patient understands and agrees with the recommended medical treatment plan.', '',
      'INSTRUCTIONS', '', 'Asthma.',
    ].join('\n');
    expect(extractHeadings(note)).toEqual(['Back pain', 'Hypertension']);
  });

  it('reads numbered problems, assessment bullets (not plan actions) and paragraph lead-ins once', () => {
    const numbered = ['ASSESSMENT AND PLAN', '', '1. Left ankle pain.', '- Medical Reasoning: sprain.', '', '2. Diabetes type 2.', '- Medical Treatment: metformin.'].join('\n');
    expect(extractHeadings(numbered)).toEqual(['Left ankle pain', 'Diabetes type 2']);
    const bullets = ['ASSESSMENT', '', '• Constipation', '• Mild hepatomegaly', '', 'PLAN', '', 'Constipation', '• Start daily fiber supplement.', '', 'Mild Hepatomegaly', '• Repeat liver enzyme labs today.'].join('\n');
    expect(extractHeadings(bullets)).toEqual(['Constipation', 'Mild hepatomegaly']);
    const leadIns = ['ASSESSMENT', '', '1. Right knee pain.', '2. Diabetes type 2.', '', 'PLAN', '', 'After reviewing the x-rays, I recommend bracing and meloxicam for the knee.', '', 'Regarding her diabetes, she will monitor her sugars.', '', 'Regarding her left knee, nothing is needed.'].join('\n');
    expect(extractHeadings(leadIns)).toEqual(['Right knee pain', 'Diabetes type 2', 'left knee']);
  });

  it('falls back to the chief complaint when the plan names no problem', () => {
    const note = ['CC:', '', 'Left shoulder pain.', '', 'PLAN', '', 'At this point, I discussed the diagnosis and treatment options with the patient. I have recommended ibuprofen.'].join('\n');
    expect(extractHeadings(note)).toEqual(['Left shoulder pain']);
  });
});

describe('applyReview', () => {
  const proposals: Proposal[] = [{ encounter_id: 'X1', headings: [{ heading: 'Hematuria', code: 'R31.9' }, { heading: 'Chronic urolithiasis', code: undefined }] }];
  const good: Review = {
    X1: {
      problems: [{ heading: 'Chronic urolithiasis', codes: ['N20.0'], why: 'stone in the left kidney' }],
      drop: { Hematuria: 'integral to the calculus' },
      main: 0,
      mainWhy: 'the first heading is dropped',
    },
  };

  it('applies the decisions and counts the changes', () => {
    const { visits, changes } = applyReview(proposals, good, icd10);
    expect(visits).toEqual([{ encounter_id: 'X1', problems: [{ name: 'Chronic urolithiasis', codes: ['N20.0'] }], main: 0 }]);
    expect(changes).toMatchObject({ reviewedVisits: 1, changedVisits: 1, codeChanges: 1, dropped: 1, mainChanges: 1, added: 0 });
  });

  it('fails on a header code, an unknown code, a heading left unaccounted for, or a change without a reason', () => {
    const withCodes = (codes: string[]): Review => ({ X1: { ...good.X1!, problems: [{ ...good.X1!.problems[0]!, codes }] } });
    expect(() => applyReview(proposals, withCodes(['N20']), icd10)).toThrow(/not billable/);
    expect(() => applyReview(proposals, withCodes(['N20.7']), icd10)).toThrow(/not in the FY2026 code set/);
    expect(() => applyReview(proposals, { X1: { ...good.X1!, drop: {} } }, icd10)).toThrow(/"Hematuria" is neither coded nor dropped/);
    expect(() => applyReview(proposals, { X1: { ...good.X1!, problems: [{ heading: 'Chronic urolithiasis', codes: ['N20.0'] }] } }, icd10)).toThrow(/a why is needed/);
    expect(() => applyReview(proposals, { X1: { ...good.X1!, mainWhy: undefined } }, icd10)).toThrow(/mainWhy/);
    expect(() => applyReview(proposals, {}, icd10)).toThrow(/no review entry/);
  });
});

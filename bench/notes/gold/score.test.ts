import { describe, expect, it } from 'vitest';
import { aggregate, categoryOf, normalizeCode, scoreCodes, scoreSplit, type GoldVisit } from './score.js';

// A visit like the ones in gold.json: a knee sprain whose ligament is not named (two acceptable codes), treated
// hypertension, type 2 diabetes with hyperglycemia; the sprain is the main problem.
const visit: GoldVisit = {
  encounter_id: 'T1',
  problems: [
    { name: 'Right knee sprain', codes: ['S83.91XA', 'S83.8X1A'] },
    { name: 'Hypertension', codes: ['I10'] },
    { name: 'Type 2 diabetes with hyperglycemia', codes: ['E11.65', 'E11.9'] },
  ],
  main: 0,
};

describe('scoreCodes', () => {
  it('finds a problem by any of its acceptable codes, and counts each problem once', () => {
    const score = scoreCodes(visit, ['S83.8X1A', 'S83.91XA', 'I10']);
    expect(score.problemsFound).toBe(2);
    expect(score.problems).toBe(3);
    expect(score.correctCodes).toBe(3);
    expect(score.codes).toBe(3);
  });

  it('counts a suggestion that no gold problem accepts as incorrect', () => {
    const score = scoreCodes(visit, ['M25.561', 'I10', 'E78.5']);
    expect(score).toEqual({ mainInTop3: false, problemsFound: 1, problems: 3, correctCodes: 1, codes: 3 });
  });

  it('leaves long-term drug therapy codes (Z79.-) out of the score, as the gold leaves them out', () => {
    expect(scoreCodes(visit, ['Z79.84', 'M25.561', 'I10', 'E11.9'])).toEqual({ mainInTop3: false, problemsFound: 2, problems: 3, correctCodes: 2, codes: 3 });
  });

  it('puts the main problem in the top 3 only when one of its codes is among the first three suggestions', () => {
    expect(scoreCodes(visit, ['I10', 'E11.65', 'S83.91XA']).mainInTop3).toBe(true);
    expect(scoreCodes(visit, ['I10', 'E11.65', 'E78.5', 'S83.91XA']).mainInTop3).toBe(false);
    expect(scoreCodes({ ...visit, main: 2 }, ['I10', 'E11.9']).mainInTop3).toBe(true);
  });

  it('reads codes with or without the dot, in any case, and counts a repeated suggestion once', () => {
    const score = scoreCodes(visit, ['s8391xa', 'I10', 'i10', 'E1165']);
    expect(score.codes).toBe(3);
    expect(score.correctCodes).toBe(3);
    expect(score.problemsFound).toBe(3);
    expect(score.mainInTop3).toBe(true);
  });

  it('needs the exact code: a sibling of an acceptable code is wrong at code level', () => {
    const score = scoreCodes(visit, ['S83.92XA', 'E11.8']);
    expect(score.problemsFound).toBe(0);
    expect(score.correctCodes).toBe(0);
  });

  it('at category level, matches 3-character categories and counts each suggested category once', () => {
    const score = scoreCodes(visit, ['S83.92XA', 'E11.8', 'E11.69', 'M25.561'], { level: 'category' });
    expect(score.problemsFound).toBe(2);
    expect(score.codes).toBe(3);
    expect(score.correctCodes).toBe(2);
    expect(score.mainInTop3).toBe(true);
  });

  it('scores nothing suggested as nothing found, with no division by zero', () => {
    expect(scoreCodes(visit, [])).toEqual({ mainInTop3: false, problemsFound: 0, problems: 3, correctCodes: 0, codes: 0 });
  });
});

describe('aggregate', () => {
  it('micro-averages recall and precision over visits and gives the main-in-top-3 share', () => {
    const other: GoldVisit = { encounter_id: 'T2', problems: [{ name: 'Hypertension', codes: ['I10'] }], main: 0 };
    const scores = [scoreCodes(visit, ['S83.91XA', 'E78.5']), scoreCodes(other, ['E11.9', 'I10', 'J45.909', 'R51.9'])];
    const result = aggregate(scores);
    expect(result.visits).toBe(2);
    expect(result.problemsFound).toBe(2);
    expect(result.problems).toBe(4);
    expect(result.recall).toBeCloseTo(2 / 4);
    // 1 of 2 correct in the first visit, 1 of 4 in the second: 2 of 6 overall (not the mean of 1/2 and 1/4).
    expect(result.precision).toBeCloseTo(2 / 6);
    expect(result.mainInTop3).toBeCloseTo(1);
  });

  it('gives zeros for no visits and for no suggestions', () => {
    expect(aggregate([])).toMatchObject({ visits: 0, mainInTop3: 0, recall: 0, precision: 0 });
    expect(aggregate([scoreCodes(visit, [])])).toMatchObject({ recall: 0, precision: 0, mainInTop3: 0 });
  });

  it('scoreSplit gives both levels and treats a visit without suggestions as nothing suggested', () => {
    const other: GoldVisit = { encounter_id: 'T2', problems: [{ name: 'Hypertension', codes: ['I10'] }], main: 0 };
    const result = scoreSplit([visit, other], { T1: ['S83.92XA', 'I10'] });
    expect(result.code).toMatchObject({ visits: 2, problemsFound: 1, problems: 4, correctCodes: 1, codes: 2, mainInTop3: 0 });
    expect(result.category).toMatchObject({ problemsFound: 2, correctCodes: 2, codes: 2, mainInTop3: 0.5 });
  });
});

describe('code normalisation', () => {
  it('dots after the category and keeps the category of a 3-character code', () => {
    expect(normalizeCode(' e11.65 ')).toBe('E11.65');
    expect(normalizeCode('S8391XA')).toBe('S83.91XA');
    expect(normalizeCode('I10')).toBe('I10');
    expect(categoryOf('s83.91xa')).toBe('S83');
  });
});

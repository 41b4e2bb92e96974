import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadIcd10, type Icd10Index } from '../../../packages/clinical/src/icd10.js';
import { buildGold, dataDir, goldJson, GOLD_FILE, readSplit, REVIEW_FILE, SPLITS, type Review } from './build-gold.js';
import type { Gold } from './score.js';

const gold = JSON.parse(fs.readFileSync(GOLD_FILE, 'utf8')) as Gold;
const review = JSON.parse(fs.readFileSync(REVIEW_FILE, 'utf8')) as Review;
const dataAvailable = fs.existsSync(path.join(dataDir(), 'aci-bench/challenge_data/train.csv'));

/** The ACI-BENCH encounters of each split (SOURCE.md of the shared data): contiguous ids. */
const EXPECTED: Record<string, [number, number]> = { train: [1, 67], valid: [68, 87], test1: [88, 127], test2: [128, 167] };
const ids = ([from, to]: [number, number]) => Array.from({ length: to - from + 1 }, (_, i) => `D2N${String(from + i).padStart(3, '0')}`);

let icd10: Icd10Index;
beforeAll(() => {
  icd10 = loadIcd10();
});

describe('gold.json', () => {
  it('has the four splits with every ACI-BENCH encounter, once, in order', () => {
    expect(Object.keys(gold)).toEqual(SPLITS.map((s) => s.name));
    for (const [split, range] of Object.entries(EXPECTED)) expect(gold[split]!.map((v) => v.encounter_id)).toEqual(ids(range));
  });

  it('has at least one problem per visit, each with at least one code, and a main problem within range', () => {
    for (const visit of Object.values(gold).flat()) {
      expect(visit.problems.length, visit.encounter_id).toBeGreaterThan(0);
      expect(Number.isInteger(visit.main), visit.encounter_id).toBe(true);
      expect(visit.main, visit.encounter_id).toBeGreaterThanOrEqual(0);
      expect(visit.main, visit.encounter_id).toBeLessThan(visit.problems.length);
      for (const problem of visit.problems) {
        expect(problem.name.trim(), visit.encounter_id).not.toBe('');
        expect(problem.codes.length, `${visit.encounter_id} ${problem.name}`).toBeGreaterThan(0);
      }
    }
  });

  it('lists only billable FY2026 codes, written as the code set writes them', () => {
    const bad: string[] = [];
    for (const visit of Object.values(gold).flat())
      for (const problem of visit.problems)
        for (const code of problem.codes) {
          const entry = icd10.get(code);
          if (!entry?.billable || entry.code !== code) bad.push(`${visit.encounter_id} ${code}`);
        }
    expect(bad).toEqual([]);
  });

  it('never makes one code acceptable for two problems of a visit', () => {
    for (const visit of Object.values(gold).flat()) {
      const codes = visit.problems.flatMap((p) => p.codes);
      expect(new Set(codes).size, visit.encounter_id).toBe(codes.length);
    }
  });

  it('has a reviewed decision for every visit and none for a visit outside the splits', () => {
    expect(Object.keys(review).sort()).toEqual(Object.values(gold).flat().map((v) => v.encounter_id).sort());
  });

  it.skipIf(!dataAvailable)('matches the encounters of the ACI-BENCH files', () => {
    for (const split of SPLITS) expect(gold[split.name]!.map((v) => v.encounter_id)).toEqual(readSplit(split.stem).map((r) => r.encounter_id));
  });

  it.skipIf(!dataAvailable)('is exactly what build-gold.ts builds from the reference notes and review.json', () => {
    expect(goldJson(buildGold(review).gold)).toBe(fs.readFileSync(GOLD_FILE, 'utf8'));
  });
});

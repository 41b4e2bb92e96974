/**
 * Scores a visit's suggested ICD-10-CM codes against the gold (gold.json, built by build-gold.ts).
 *
 * - A gold problem is found when any of its acceptable codes is among the suggested codes.
 * - mainInTop3: one of the main problem's codes is among the first 3 suggested codes.
 * - A suggested code is correct when it is an acceptable code of some gold problem.
 * - `aggregate` micro-averages: recall = found / problems, precision = correct / suggested, and the share of visits
 *   with the main problem in the top 3.
 * - `{ level: 'category' }` compares 3-character categories instead of codes (the secondary figure): the suggested
 *   codes are reduced to their distinct categories, in order.
 * - Long-term drug therapy codes (Z79.-) are outside the gold (README, Policies): a suggested one is neither correct
 *   nor incorrect, and takes no place in the top 3.
 */

/** Codes the gold leaves out on purpose, so that the score neither rewards nor punishes them. */
const OUT_OF_GOLD = /^Z79/;

export interface GoldProblem {
  name: string;
  /** Acceptable exact FY2026 billable codes, preferred first. */
  codes: string[];
}
export interface GoldVisit {
  encounter_id: string;
  problems: GoldProblem[];
  /** Index of the main problem. */
  main: number;
}
/** gold.json: per split, the visits. */
export type Gold = Record<string, GoldVisit[]>;

export interface VisitScore {
  mainInTop3: boolean;
  problemsFound: number;
  problems: number;
  correctCodes: number;
  codes: number;
}

export interface Aggregate {
  visits: number;
  /** Share of visits whose main problem is among the first 3 suggestions. */
  mainInTop3: number;
  /** Found problems / gold problems (micro-average). */
  recall: number;
  /** Correct suggestions / suggestions (micro-average); 0 when nothing was suggested. */
  precision: number;
  problemsFound: number;
  problems: number;
  correctCodes: number;
  codes: number;
}

export type Level = 'code' | 'category';

/** Upper case, no spaces, dotted after the category ("e119" → "E11.9"). */
export function normalizeCode(code: string): string {
  const bare = code.replace(/[\s.]/g, '').toUpperCase();
  return bare.length > 3 ? `${bare.slice(0, 3)}.${bare.slice(3)}` : bare;
}
export const categoryOf = (code: string) => normalizeCode(code).slice(0, 3);

/** Distinct keys in first-seen order. */
function distinct(keys: string[]): string[] {
  const seen = new Set<string>();
  return keys.filter((k) => k && !seen.has(k) && (seen.add(k), true));
}

/** One visit's score: the suggested codes in the product's order (best first). */
export function scoreCodes(gold: GoldVisit, suggested: string[], options: { level?: Level } = {}): VisitScore {
  const key = options.level === 'category' ? categoryOf : normalizeCode;
  const codes = distinct(suggested.map(normalizeCode).filter((c) => !OUT_OF_GOLD.test(c)));
  const keys = distinct(codes.map(key));
  const suggestedSet = new Set(keys);
  const top3 = new Set(codes.slice(0, 3).map(key));
  const problemKeys = gold.problems.map((p) => new Set(p.codes.map(key)));
  const acceptable = new Set(problemKeys.flatMap((s) => [...s]));
  const main = problemKeys[gold.main];
  return {
    mainInTop3: !!main && [...main].some((k) => top3.has(k)),
    problemsFound: problemKeys.filter((s) => [...s].some((k) => suggestedSet.has(k))).length,
    problems: gold.problems.length,
    correctCodes: keys.filter((k) => acceptable.has(k)).length,
    codes: keys.length,
  };
}

const ratio = (a: number, b: number) => (b ? a / b : 0);

export function aggregate(scores: VisitScore[]): Aggregate {
  const sum = (f: (s: VisitScore) => number) => scores.reduce((n, s) => n + f(s), 0);
  const problemsFound = sum((s) => s.problemsFound);
  const problems = sum((s) => s.problems);
  const correctCodes = sum((s) => s.correctCodes);
  const codes = sum((s) => s.codes);
  return {
    visits: scores.length,
    mainInTop3: ratio(sum((s) => Number(s.mainInTop3)), scores.length),
    recall: ratio(problemsFound, problems),
    precision: ratio(correctCodes, codes),
    problemsFound,
    problems,
    correctCodes,
    codes,
  };
}

/**
 * A split's figures at both levels: `suggestions` maps an encounter id to its suggested codes (a visit missing from
 * it counts as nothing suggested).
 */
export function scoreSplit(visits: GoldVisit[], suggestions: Record<string, string[]>): { code: Aggregate; category: Aggregate } {
  const at = (level: Level) => aggregate(visits.map((v) => scoreCodes(v, suggestions[v.encounter_id] ?? [], { level })));
  return { code: at('code'), category: at('category') };
}

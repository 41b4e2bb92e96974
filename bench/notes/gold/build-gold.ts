/**
 * Gold ICD-10-CM codes for the ACI-BENCH visits (train, valid, test1, test2), from each visit's reference note.
 *
 *   node --import tsx bench/notes/gold/build-gold.ts              writes bench/notes/gold/gold.json
 *   node --import tsx bench/notes/gold/build-gold.ts --proposals  prints the extracted headings and proposed codes
 *   node --import tsx bench/notes/gold/build-gold.ts --check      fails when gold.json is not what the build gives
 *
 * Two steps: (1) the problem headings of each reference note's assessment and plan are extracted and given a
 * proposed code by the code set's own index (`bestMatch`, then `search`); (2) the reviewed decisions in
 * review.json replace the proposal (problem list, acceptable codes, main problem), each change with its reason.
 * The product's note engine and coder are not used. Every code must be billable in FY2026, or the build fails.
 * README.md beside this file has the coding rules and policies.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { loadIcd10, type Icd10Index } from '../../../packages/clinical/src/icd10.js';
import type { Gold, GoldVisit } from './score.js';

const here = import.meta.dirname;
const repoRoot = path.resolve(here, '../../..');
export const GOLD_FILE = path.join(here, 'gold.json');
export const REVIEW_FILE = path.join(here, 'review.json');
export const dataDir = () => path.resolve(process.env.SHARED_DATA ?? path.join(repoRoot, '../shared/data'));

export const SPLITS = [
  { name: 'train', stem: 'train' },
  { name: 'valid', stem: 'valid' },
  { name: 'test1', stem: 'clinicalnlp_taskB_test1' },
  { name: 'test2', stem: 'clinicalnlp_taskC_test2' },
] as const;
export type SplitName = (typeof SPLITS)[number]['name'];

// ---------- step 1: headings of the reference assessment and plan

/** Upper-case section titles of the reference notes; the assessment and plan ends at the first one that is not its own. */
const AP_TITLES = /^(?:ASSESSMENT AND PLAN|ASSESSMENT|IMPRESSION|PLAN)$/;
const ANY_TITLE = /^[A-Z][A-Z &/,()-]{2,}$/;

/** The assessment-and-plan part of a note, line by line with its section title: from its first ASSESSMENT / IMPRESSION / PLAN title to the next other title. */
export function assessmentAndPlan(note: string): { line: string; section: string }[] {
  const lines = note.split(/\r?\n/).map((l) => l.trim());
  const start = lines.findIndex((l) => AP_TITLES.test(l));
  if (start < 0) return [];
  const out: { line: string; section: string }[] = [];
  let section = lines[start]!;
  for (const line of lines.slice(start + 1)) {
    if (ANY_TITLE.test(line) && !AP_TITLES.test(line)) break;
    if (AP_TITLES.test(line)) section = line;
    else out.push({ line, section });
  }
  return out;
}

/** Lines that are never a problem heading. */
const NOT_A_HEADING =
  /^(?:patient agreements?|instructions|the patient|patient|he|she|they|we|i|this|after|at this point|all questions|questions|continue|return|call|schedule|recommend|mr|mrs|ms|risks)\b|^follow[- ]?up\s*(?::|in\b|with\b|as\b|appointment\b)|\b\d+[- ]year[- ]old\b|\b(?:was|were|is|are|has|have|had|will|would|should|may|can|did|does)\b/i;
const SUBHEAD = /^(?:medical reasoning|medical treatment|additional testing|patient education(?: and counseling)?|specialist referrals?)\b/i;
/** A plan bullet that is an action, not a problem ("• Start daily fiber supplement ..."). */
const ACTION = /^(?:start|stop|avoid|repeat|schedule|encourag|continue|obtain|order|refer|patient to|increase|decrease|reduce|take|use|apply|discontinue|follow|return|call|check|monitor|send|complete)/i;

/** Cleans a heading: numbering, bullets and trailing punctuation off. */
export const cleanHeading = (line: string) =>
  line
    .replace(/^(?:\d+\.|[•\-*])\s*/, '')
    .replace(/\s*[.:]+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
export const headingKey = (text: string) => cleanHeading(text).toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const oneSentence = (s: string) => s.split(/(?<=[.!?])\s+(?=[A-Z])/).length === 1;

/**
 * The problem headings of a reference note, in order: "Congestive heart failure." above bullet points, "1. Gout.",
 * "• Cardiac murmur." in an assessment list, a short line that titles a paragraph, one-line assessments
 * ("Right ankle sprain."), and paragraph lead-ins ("Regarding his diabetes, ..."). The chief complaint when none.
 */
export function extractHeadings(note: string): string[] {
  const lines = assessmentAndPlan(note);
  const found: string[] = [];
  const add = (text: string, leadIn = false) => {
    const heading = cleanHeading(text);
    if (!heading || words(heading) > 16 || NOT_A_HEADING.test(heading) || SUBHEAD.test(heading)) return;
    const key = headingKey(heading);
    // A lead-in that repeats a listed problem ("Regarding his diabetes" after "2. Diabetes type 2.") is not a new one.
    if (leadIn && found.some((f) => headingKey(f).includes(key) || key.includes(headingKey(f)))) return;
    if (!found.some((f) => headingKey(f) === key)) found.push(heading);
  };
  let previousWasHeadingLike = true;
  lines.forEach(({ line, section }, i) => {
    const previous = i > 0 ? lines[i - 1]!.line : '';
    const afterBreak = !previous || previousWasHeadingLike;
    previousWasHeadingLike = false;
    if (!line) {
      previousWasHeadingLike = true;
      return;
    }
    // "1. Gout." / "2. Osteoarthritis" / "4. Mild depression:"
    const numbered = /^\d+\.\s+(.+)$/.exec(line);
    if (numbered) return add(numbered[1]!.split(/(?<=[a-z)])[.:](?:\s|$)/)[0]!);
    // "• Cardiac murmur." in an assessment list (not "• Medical Reasoning: ...", not a plan action)
    if (/^[•*]\s/.test(line)) {
      const text = line.replace(/^[•*]\s*/, '');
      const isAction = section === 'PLAN' && ACTION.test(text);
      if (!SUBHEAD.test(text) && !isAction && !/:/.test(text.split(/\s+/).slice(0, 4).join(' ')) && oneSentence(text)) add(text);
      return;
    }
    if (/^-\s/.test(line)) return;
    // "Regarding his diabetes, ..." / "For his hypertension, ..." / "In regards to his bilateral feet pain, ..."
    const leadIn = /^(?:regarding|for|in regards? to|with regards? to|as for)\s+(?:his|her|the patient'?s|their)\s+(.+?),/i.exec(line);
    if (leadIn) return add(leadIn[1]!, true);
    // A short line standing alone after a break: "Hypertension." above bullets, "Right ankle sprain." under ASSESSMENT.
    if (afterBreak && words(line) <= 16 && oneSentence(line) && /^[A-Z0-9]/.test(line)) {
      previousWasHeadingLike = true;
      add(line);
    }
  });
  if (!found.length) {
    const cc = /(?:CHIEF COMPLAINT|CC:?)\s*\n+\s*([^\n]+)/.exec(note);
    if (cc) add(cc[1]!);
  }
  return found;
}

// ---------- step 1b: a proposed code for a heading, by the code set's own index

const QUALIFIERS =
  /\b(?:newly diagnosed|new found|newly|new|history of|status post|s\/p|follow[- ]?up|management|acute|chronic|mild|moderate|severe|possible|probable|likely|most likely|suspected|concern for|consistent with|due to|secondary to|recurrent|bilateral|right|left|rule out|non-healing)\b/gi;

/** The proposal: the index's best billable match for the heading, then for its parts without qualifiers, then the first search hit. */
export function proposeCode(heading: string, index: Icd10Index): string | undefined {
  const attempts = [heading, ...heading.split(/,|;|\bwith\b|\band\b/i)].map((s) => s.trim()).filter(Boolean);
  const stripped = attempts.map((a) => a.replace(QUALIFIERS, ' ').replace(/\s+/g, ' ').trim()).filter(Boolean);
  for (const attempt of [...attempts, ...stripped]) {
    const hit = index.bestMatch(attempt);
    if (hit?.billable) return hit.code;
  }
  for (const attempt of stripped) {
    const hit = index.search(attempt, 10).find((e) => e.billable);
    if (hit) return hit.code;
  }
  return undefined;
}

export interface Proposal {
  encounter_id: string;
  headings: { heading: string; code: string | undefined }[];
}

// ---------- step 2: the reviewed decisions

/** One reviewed problem: from a heading of the note, or added (`name` and `why` required). */
export interface ReviewProblem {
  /** The extracted heading it comes from (exactly as extracted). A heading used again is a problem split from it. */
  heading?: string;
  /** The problem's name in the gold; the heading when absent. */
  name?: string;
  /** Acceptable billable FY2026 codes, preferred first. */
  codes: string[];
  /** Why the problem differs from the proposal (required when the codes differ, or when it is added or split). */
  why?: string;
}
export interface ReviewVisit {
  problems: ReviewProblem[];
  /** Extracted headings that are not coded, each with its reason. */
  drop?: Record<string, string>;
  /** Index of the main problem; 0 when absent. */
  main?: number;
  /** Why the main problem is not the first heading's (required when it is not). */
  mainWhy?: string;
  /** A note on the whole visit (optional). */
  note?: string;
}
export type Review = Record<string, ReviewVisit>;

export interface ChangeCounts {
  visits: number;
  reviewedVisits: number;
  changedVisits: number;
  codeChanges: number;
  added: number;
  dropped: number;
  mainChanges: number;
}

class GoldError extends Error {}

/** Applies the review to the proposals; throws on anything unaccounted for or not billable. */
export function applyReview(proposals: Proposal[], review: Review, index: Icd10Index): { visits: GoldVisit[]; changes: ChangeCounts } {
  const errors: string[] = [];
  const changes: ChangeCounts = { visits: proposals.length, reviewedVisits: 0, changedVisits: 0, codeChanges: 0, added: 0, dropped: 0, mainChanges: 0 };
  const visits = proposals.map((proposal): GoldVisit => {
    const id = proposal.encounter_id;
    const fail = (message: string) => errors.push(`${id}: ${message}`);
    const decision = review[id];
    if (!decision) {
      // Not reviewed: the proposal as it is (every visit of the four splits is reviewed; the build says so below).
      fail('no review entry');
      return { encounter_id: id, problems: [], main: 0 };
    }
    changes.reviewedVisits++;
    const before = { code: changes.codeChanges, added: changes.added, dropped: changes.dropped, main: changes.mainChanges };
    const byKey = new Map(proposal.headings.map((h) => [headingKey(h.heading), h]));
    const used = new Set<string>();
    const problems = decision.problems.map((p) => {
      const codes = p.codes.map((c) => c.trim().toUpperCase());
      for (const code of codes) {
        const entry = index.get(code);
        if (!entry) fail(`${code} is not in the FY2026 code set`);
        else if (!entry.billable) fail(`${code} is not billable (a header)`);
        else if (entry.code !== code) fail(`${code} should be written ${entry.code}`);
      }
      if (!codes.length) fail(`problem ${p.name ?? p.heading} has no code`);
      if (new Set(codes).size !== codes.length) fail(`problem ${p.name ?? p.heading} lists a code twice`);
      if (p.heading !== undefined) {
        const key = headingKey(p.heading);
        const source = byKey.get(key);
        if (!source) fail(`heading "${p.heading}" is not among the extracted ones: ${proposal.headings.map((h) => JSON.stringify(h.heading)).join(', ')}`);
        if (used.has(key)) {
          changes.added++;
          if (!p.why) fail(`problem split from "${p.heading}" needs a why`);
        } else {
          used.add(key);
          if (source && (codes.length !== 1 || codes[0] !== source.code)) {
            changes.codeChanges++;
            if (!p.why) fail(`"${p.heading}": codes ${codes.join(', ')} differ from the proposal ${source.code ?? '(none)'}; a why is needed`);
          }
        }
      } else {
        changes.added++;
        if (!p.name || !p.why) fail('an added problem needs a name and a why');
      }
      return { name: p.name ?? cleanHeading(p.heading ?? ''), codes };
    });
    for (const [heading, reason] of Object.entries(decision.drop ?? {})) {
      const key = headingKey(heading);
      if (!byKey.has(key)) fail(`dropped heading "${heading}" is not among the extracted ones`);
      if (used.has(key)) fail(`heading "${heading}" is both coded and dropped`);
      if (!reason) fail(`dropped heading "${heading}" needs a reason`);
      used.add(key);
      changes.dropped++;
    }
    for (const h of proposal.headings) if (!used.has(headingKey(h.heading))) fail(`heading "${h.heading}" is neither coded nor dropped`);
    const main = decision.main ?? 0;
    if (!Number.isInteger(main) || main < 0 || main >= problems.length) fail(`main ${main} is out of range`);
    // The proposal's main problem is its first heading's.
    const mainProblem = decision.problems[main];
    const firstKey = proposal.headings[0] ? headingKey(proposal.headings[0].heading) : undefined;
    const firstOf = (key: string) => decision.problems.findIndex((p) => p.heading !== undefined && headingKey(p.heading) === key);
    if (mainProblem && (mainProblem.heading === undefined || headingKey(mainProblem.heading) !== firstKey || firstOf(firstKey) !== main)) {
      changes.mainChanges++;
      if (!decision.mainWhy) fail('the main problem is not the first heading; a mainWhy is needed');
    }
    const seen = new Map<string, string>();
    for (const p of problems) for (const c of p.codes) {
      if (seen.has(c)) fail(`${c} is acceptable for both "${seen.get(c)}" and "${p.name}"`);
      seen.set(c, p.name);
    }
    if (changes.codeChanges !== before.code || changes.added !== before.added || changes.dropped !== before.dropped || changes.mainChanges !== before.main) changes.changedVisits++;
    return { encounter_id: id, problems, main };
  });
  const known = new Set(proposals.map((p) => p.encounter_id));
  for (const id of Object.keys(review)) if (!known.has(id)) errors.push(`${id}: review entry for a visit that is not in the splits`);
  if (errors.length) throw new GoldError(`The gold does not build (${errors.length} problems):\n  ${errors.join('\n  ')}`);
  return { visits, changes };
}

// ---------- the build

const readCsv = (file: string) => parse(fs.readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true, relax_quotes: true }) as Record<string, string>[];

/** The reference notes of a split, in file order. */
export function readSplit(stem: string): { encounter_id: string; note: string }[] {
  return readCsv(path.join(dataDir(), 'aci-bench/challenge_data', `${stem}.csv`)).map((r) => ({ encounter_id: r.encounter_id!, note: r.note! }));
}

export function proposeAll(index: Icd10Index): Record<SplitName, Proposal[]> {
  const out = {} as Record<SplitName, Proposal[]>;
  for (const split of SPLITS) {
    out[split.name] = readSplit(split.stem).map((row) => ({
      encounter_id: row.encounter_id,
      headings: extractHeadings(row.note).map((heading) => ({ heading, code: proposeCode(heading, index) })),
    }));
  }
  return out;
}

export function buildGold(review: Review = JSON.parse(fs.readFileSync(REVIEW_FILE, 'utf8')) as Review): { gold: Gold; changes: Record<SplitName, ChangeCounts> } {
  const index = loadIcd10();
  const proposals = proposeAll(index);
  const gold = {} as Gold;
  const changes = {} as Record<SplitName, ChangeCounts>;
  const errors: string[] = [];
  for (const split of SPLITS) {
    const ids = new Set(proposals[split.name].map((p) => p.encounter_id));
    const subset = Object.fromEntries(Object.entries(review).filter(([id]) => ids.has(id)));
    try {
      const applied = applyReview(proposals[split.name], subset, index);
      gold[split.name] = applied.visits;
      changes[split.name] = applied.changes;
    } catch (e) {
      if (!(e instanceof GoldError)) throw e;
      errors.push(`${split.name}: ${e.message}`);
    }
  }
  const all = new Set(Object.values(proposals).flat().map((p) => p.encounter_id));
  for (const id of Object.keys(review)) if (!all.has(id)) errors.push(`${id}: review entry for a visit that is not in the four splits`);
  if (errors.length) throw new GoldError(errors.join('\n'));
  return { gold, changes };
}

/** gold.json's text: one visit per line, so a change to the gold reads as a one-line diff. */
export const goldJson = (gold: Gold) =>
  `{\n${Object.entries(gold)
    .map(([split, visits]) => ` ${JSON.stringify(split)}: [\n${visits.map((v) => `  ${JSON.stringify(v)}`).join(',\n')}\n ]`)
    .join(',\n')}\n}\n`;

function main() {
  const args = process.argv.slice(2);
  if (args.includes('--proposals')) {
    const index = loadIcd10();
    const proposals = proposeAll(index);
    for (const split of SPLITS) {
      if (args.length > 1 && !args.includes(split.name)) continue;
      for (const p of proposals[split.name]) {
        console.log(`${split.name} ${p.encounter_id}`);
        for (const h of p.headings) console.log(`  ${JSON.stringify(h.heading)} -> ${h.code ?? '(none)'} ${h.code ? index.get(h.code)!.display_name : ''}`);
      }
    }
    return;
  }
  let built: ReturnType<typeof buildGold>;
  try {
    built = buildGold();
  } catch (e) {
    if (e instanceof GoldError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const text = goldJson(built.gold);
  if (args.includes('--check')) {
    const same = fs.existsSync(GOLD_FILE) && fs.readFileSync(GOLD_FILE, 'utf8') === text;
    console.log(same ? 'gold.json is up to date' : 'gold.json differs from the build');
    process.exit(same ? 0 : 1);
  }
  fs.writeFileSync(GOLD_FILE, text);
  for (const split of SPLITS) {
    const visits = built.gold[split.name] ?? [];
    const problems = visits.reduce((n, v) => n + v.problems.length, 0);
    const codes = visits.reduce((n, v) => n + v.problems.reduce((m, p) => m + p.codes.length, 0), 0);
    const c = built.changes[split.name];
    console.log(
      `${split.name}: ${visits.length} visits, ${problems} problems, ${codes} acceptable codes; review changed ${c.changedVisits} visits (${c.codeChanges} code changes, ${c.added} added, ${c.dropped} dropped, ${c.mainChanges} main changes)`,
    );
  }
  console.log(`wrote ${path.relative(process.cwd(), GOLD_FILE)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();

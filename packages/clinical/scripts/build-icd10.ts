/**
 * Builds data/icd10cm/icd10cm-2026.json.gz, the ICD-10-CM file the product ships, from the public-domain
 * CMS/CDC files in ../shared/data/icd10cm (see data/icd10cm/SOURCE.md).
 *
 *   node --import tsx packages/clinical/scripts/build-icd10.ts [sourceDir]
 *
 * Output shape (ICD10File in src/icd10.ts):
 *   codes: [code without dot, billable 0|1, long description], every FY2026 entry in tabular order;
 *   terms: [index term path, code without dot, depth], alphabetical-index synonyms ("Diabetes, type 2, with
 *   neuropathy"); depth 0 is a main term.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse } from 'csv-parse/sync';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const sourceDir = path.resolve(process.argv[2] ?? path.join(repoRoot, '../shared/data/icd10cm'));
const outFile = path.join(repoRoot, 'data/icd10cm/icd10cm-2026.json.gz');

function readOrderFile(): [string, 0 | 1, string][] {
  const text = fs.readFileSync(path.join(sourceDir, 'fy2026-code-descriptions/icd10cm_order_2026.txt'), 'latin1');
  return text
    .split(/\r?\n/)
    .filter((line) => line.length > 77)
    .map((line) => [line.slice(6, 13).trim(), line[14] === '1' ? 1 : 0, line.slice(77).trim()]);
}

interface IndexRow {
  Level: string;
  Term: string;
  See: string;
  SeeAlso: string;
  NonEssModif: string;
  Code: string;
}

/**
 * Flattens the alphabetical index into (term path, code) pairs. A row is nested under the closest earlier row of a
 * lower level; a "see" reference takes the code of the entry it points to when that entry has one, at any level
 * ("Fracture, traumatic, acromion", see "Fracture, scapula, acromial process" S42.12-). So does a main term with no code
 * of its own and only a "see also" ("Hammer toe (acquired)", see also "Deformity, toe, hammer toe" M20.4-): without it
 * the index would know a hammer toe only as congenital.
 *
 * A subterm's reference is followed only within its own main term, where it names the same thing in other words; one
 * to another main term names what the first is a part or a cause of ("Cushing's, ulcer", see "Ulcer, peptic, acute"),
 * and would make "Cushing's" an ulcer. A reference names a main term by its first word: "Fracture, scapula" is under
 * the main term "Fracture, traumatic", "Failure, heart" under "Failure, failed".
 */
const mainWord = (term: string) => term.split(',')[0]!.trim().toLowerCase();
function readIndex(known: Set<string>): [string, string, number][] {
  const csv = fs.readFileSync(path.join(sourceDir, '2025-april-index-csv/ICD10CM_2025_Index.csv'), 'utf8');
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as IndexRow[];
  const stack: string[] = [];
  const byPath = new Map<string, string>();
  const byReference = new Map<string, string>();
  const pending: { termPath: string; see: string; level: number }[] = [];
  const terms: [string, string, number][] = [];
  for (const row of rows) {
    const level = Number(row.Level);
    stack.length = level;
    stack[level] = row.Term.trim();
    const termPath = stack.join(', ');
    const code = knownPrefix(row.Code.replace(/[.-]/g, '').trim(), known);
    if (code) {
      byPath.set(termPath.toLowerCase(), code);
      const reference = [mainWord(stack[0]!), ...stack.slice(1)].join(', ').toLowerCase();
      if (!byReference.has(reference)) byReference.set(reference, code);
      terms.push([termPath, code, level]);
    } else if (level === 0 ? row.See || row.SeeAlso : row.See && mainWord(row.See) === mainWord(stack[0]!)) {
      pending.push({ termPath, see: (row.See || row.SeeAlso).trim(), level });
    }
  }
  for (const { termPath, see, level } of pending) {
    const code = byPath.get(see.toLowerCase()) ?? byReference.get(see.toLowerCase());
    if (code) terms.push([termPath, code, level]);
  }
  return terms;
}

/** An index code with placeholder characters ("M22.2X-") names its longest existing prefix ("M22.2"). */
function knownPrefix(code: string, known: Set<string>): string | undefined {
  for (let c = code; c.length >= 3; c = c.slice(0, -1)) if (known.has(c)) return c;
  return undefined;
}

const codes = readOrderFile();
const known = new Set(codes.map(([code]) => code));
const terms = readIndex(known);
const file = {
  version: 'FY2026 ICD-10-CM (CMS code descriptions in tabular order, effective 2025-10-01); index April 2025',
  codes,
  terms,
};
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, zlib.gzipSync(JSON.stringify(file), { level: 9 }));
const billable = codes.filter(([, b]) => b === 1).length;
console.log(`${codes.length} entries (${billable} billable), ${terms.length} index terms → ${path.relative(repoRoot, outFile)} (${(fs.statSync(outFile).size / 1e6).toFixed(2)} MB)`);

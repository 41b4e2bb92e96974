/**
 * Builds data/icd10cm/excludes1-fy2017.json.gz, the Excludes1 notes the coder checks its code pairs against, from
 * the FY2017 full tabular XML in ../shared/data/icd10cm (the newest complete tabular list available; see
 * data/icd10cm/SOURCE.md), then reports how the notes reach the FY2026 code set (data/icd10cm/icd10cm-2026.json.gz).
 *
 *   node --import tsx packages/clinical/scripts/build-excludes1.ts [sourceDir]
 *
 * Output shape (Excludes1File in src/excludes1.ts):
 *   notes: [where the note sits, the code sets it applies to, its text, the code sets it names], in tabular order.
 *   A code set is an undotted prefix ("E10") or a range of them ("O10-O11"). Notes that name no code ("certain
 *   localized infections - see body system-related chapters") are left out: they cannot forbid a pair.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { unzipSync } from 'fflate';
import { parse } from 'csv-parse/sync';
import { SaxesParser } from 'saxes';
import { Excludes1Index, inCodeRange, parseCodeRange, type CodeRange, type Excludes1File } from '../src/excludes1.js';
import { ICD10_DATA_FILE, type Icd10File } from '../src/icd10.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const sourceDir = path.resolve(process.argv[2] ?? path.join(repoRoot, '../shared/data/icd10cm'));
const zipFile = path.join(sourceDir, 'fy2017-full-xml-historical/ICD10CM_FY2017_Full_XML.zip');
const tabularFile = 'icd10cm_tabular_2017.xml';
const categoriesFile = path.join(sourceDir, '2026-april-structure/icd10cm-categories-April-1-2026.csv');
const outFile = path.join(repoRoot, 'data/icd10cm/excludes1-fy2017.json.gz');

/** A chapter, section or code of the tabular list, with its Excludes1 notes. */
interface TabularNode {
  kind: 'chapter' | 'section' | 'diag';
  /** The chapter number ("4"), the section id ("E08-E13", "B20") or the code ("E11.9"). */
  name: string;
  desc: string;
  excludes1: string[];
  /** The seventh characters a code defines for the codes under it ("A" initial encounter…). */
  sevenths: string[];
  children: TabularNode[];
}

const isNodeKind = (tag: string): tag is TabularNode['kind'] => tag === 'chapter' || tag === 'section' || tag === 'diag';

function readTabularXml(): string {
  const files = unzipSync(fs.readFileSync(zipFile), { filter: (file) => file.name === tabularFile });
  const xml = files[tabularFile];
  if (!xml) throw new Error(`${tabularFile} is not in ${zipFile}`);
  return Buffer.from(xml).toString('utf8');
}

/** The chapters of the tabular list with their sections and codes; only names, descriptions and Excludes1 notes. */
function parseTabular(xml: string): TabularNode[] {
  const parser = new SaxesParser();
  const chapters: TabularNode[] = [];
  const openNodes: TabularNode[] = [];
  const openTags: string[] = [];
  let text = '';
  parser.on('opentag', (tag) => {
    openTags.push(tag.name);
    text = '';
    const node = openNodes.at(-1);
    if (node && tag.name === 'extension' && openTags.at(-2) === 'sevenChrDef' && openTags.at(-3) === node.kind) node.sevenths.push(String(tag.attributes.char));
    if (!isNodeKind(tag.name)) return;
    const child: TabularNode = { kind: tag.name, name: tag.name === 'section' ? String(tag.attributes.id) : '', desc: '', excludes1: [], sevenths: [], children: [] };
    (node?.children ?? chapters).push(child);
    openNodes.push(child);
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', (tag) => {
    openTags.pop();
    const node = openNodes.at(-1);
    if (node && openTags.at(-1) === node.kind && tag.name === 'name') node.name = text.trim();
    if (node && openTags.at(-1) === node.kind && tag.name === 'desc') node.desc = text.trim();
    if (node && openTags.at(-1) === 'excludes1' && openTags.at(-2) === node.kind && tag.name === 'note') node.excludes1.push(text.trim());
    if (node && tag.name === node.kind) openNodes.pop();
    text = '';
  });
  parser.write(xml).close();
  return chapters;
}

const undotted = (code: string) => code.replace(/\./g, '');
const rangeText = (from: string, to: string) => (from === to ? from : `${from}-${to}`);

/**
 * The FY2017 codes (with their seventh characters), and the categories in tabular order. A few categories with a
 * letter (C4A, C7A, C7B, D3A, M1A, Z3A) sit in the tabular list where character order would not put them (M1A
 * precedes M10, D3A precedes D37), and code sets are compared in character order, so a range that spans one is
 * split around it.
 */
class Fy2017Codes {
  readonly codes: string[];
  private readonly categories: string[];
  private readonly tabularPosition = new Map<string, number>();
  private readonly sortedPosition = new Map<string, number>();

  constructor(chapters: TabularNode[]) {
    this.categories = chapters.flatMap((chapter) => chapter.children.flatMap((section) => section.children.map((diag) => diag.name)));
    this.categories.forEach((category, i) => this.tabularPosition.set(category, i));
    [...this.categories].sort().forEach((category, i) => this.sortedPosition.set(category, i));
    const codes: string[] = [];
    const collect = (node: TabularNode, sevenths: string[]) => {
      const inherited = node.sevenths.length > 0 ? node.sevenths : sevenths;
      if (node.kind === 'diag') {
        const code = undotted(node.name);
        codes.push(code);
        // The tabular list does not spell these out: a leaf padded to six characters with X, then the seventh.
        if (node.children.length === 0) for (const seventh of inherited) codes.push(code.padEnd(6, 'X') + seventh);
      }
      node.children.forEach((child) => collect(child, inherited));
    };
    chapters.forEach((chapter) => collect(chapter, []));
    this.codes = codes;
  }

  /** A tabular range (undotted ends) as code sets in character order: "M05-M14" → "M05-M08", "M1A", "M10-M14". */
  inCharacterOrder(from: string, to: string): string[] {
    const first = this.tabularPosition.get(from.slice(0, 3));
    const last = this.tabularPosition.get(to.slice(0, 3));
    if (first === undefined || last === undefined || first >= last) return [rangeText(from, to)];
    const runs: string[][] = [];
    for (const category of this.categories.slice(first, last + 1)) {
      const run = runs.at(-1);
      if (run && this.sortedPosition.get(category) === this.sortedPosition.get(run.at(-1)!)! + 1) run.push(category);
      else runs.push([category]);
    }
    return runs.map((run, i) => rangeText(i === 0 ? from : run[0]!, i === runs.length - 1 ? to : run.at(-1)!));
  }
}

// A code as the notes write it: "E10", "R73.01", "I69." or "O9A"; not "G6PD".
const CODE = /[A-Z]\d[0-9A-Z](?![0-9A-Za-z])(?:\.[0-9A-Z]{0,4})?/;
const CODE_WITH_SUFFIX = new RegExp(`${CODE.source}[.-]*`, 'g');

/**
 * The references of a note as written: each parenthesised group that names a code ("E10.-", "O10-O11, O13-O16",
 * "E08-E13 with .44"). A note without one names its codes in its text ("classifiable to P76.-"): then the words from
 * its first code to its last, with a following "with …".
 */
function referenceTexts(note: string): string[] {
  const inParentheses = [...note.matchAll(/\(([^()]*)(?:\)|$)/g)].map((match) => match[1]!.trim()).filter((group) => CODE.test(group));
  if (inParentheses.length > 0) return inParentheses;
  const codes = [...note.matchAll(CODE_WITH_SUFFIX)];
  const first = codes[0];
  const last = codes.at(-1);
  if (!first || !last) return [];
  const end = last.index + last[0].length;
  const qualifier = note.slice(end).match(/^\s*with\s[^,;()]*/)?.[0] ?? '';
  return [note.slice(first.index, end) + qualifier];
}

/** One item of a reference: "E10.-", "R06.2", "O10-O11", "S06.1- to S06.6-", "F98.2.-F98.3", as undotted prefixes. */
function parseItem(item: string): CodeRange | undefined {
  const ends = item.split(/\s*-?\s*\bto\b\s*|-(?=\s*[A-Z]\d)/).map((end) => end.trim().replace(/[.-]+$/, ''));
  const exact = new RegExp(`^${CODE.source}$`);
  if (ends.length > 2 || !ends.every((end) => exact.test(end))) return undefined;
  return { from: undotted(ends[0]!), to: undotted(ends.at(-1)!) };
}

const ORDINALS: Record<string, number> = { fourth: 4, fifth: 5, sixth: 6, seventh: 7 };

/**
 * Which codes a "with …" qualifier keeps, given the item's start: "final characters -23" (the code ends so),
 * "7th character B" / "fifth-character 1" (that character of the code), ".44" / ".51-.52" / "1" (the characters
 * right after the start). Undefined for a qualifier in words ("with ketoacidosis").
 */
function qualifierFilter(qualifier: string): ((code: string, start: string) => boolean) | undefined {
  const ending = qualifier.match(/^final characters? -?([0-9A-Z]+)$/i);
  // "I69. with final characters -20": I69.020, I69.120…; the dash stands for at least one character.
  if (ending) return (code, start) => code.length > start.length + ending[1]!.length && code.endsWith(ending[1]!);
  const character = qualifier.match(/^(\d|fourth|fifth|sixth|seventh)(?:st|nd|rd|th)?[- ](?:character|digit) \.?([0-9A-Z])$/i);
  if (character) {
    const at = (ORDINALS[character[1]!.toLowerCase()] ?? Number(character[1])) - 1;
    return (code) => code[at] === character[2];
  }
  const next = qualifier.match(/^\.?([0-9A-Z]+)(?:-\.?([0-9A-Z]+))?-?$/);
  if (next) {
    const low = next[1]!;
    const high = next[2] ?? low;
    return (code, start) => {
      const following = code.slice(start.length, start.length + low.length);
      return following.length === low.length && following >= low && following <= high;
    };
  }
  return undefined;
}

/** Drops every code under another one of the list: the list then names the same codes with fewer prefixes. */
function outermost(codes: string[]): string[] {
  const all = new Set(codes);
  const underAnother = (code: string) => {
    for (let length = 3; length < code.length; length++) if (all.has(code.slice(0, length))) return true;
    return false;
  };
  return codes.filter((code) => !underAnother(code));
}

/**
 * The code sets a reference names, or undefined when it cannot be read ("F1.5", "S52.- with open fracture 7th
 * character"). A "with …" qualifier is spelt out as the codes it picks among `knownCodes` (FY2017 and FY2026), so
 * that it reaches codes added since as a plain prefix does.
 */
function resolveReference(reference: string, fy2017: Fy2017Codes, knownCodes: string[]): string[] | undefined {
  const [, list = '', qualifier] = reference.match(/^(.*?)(?:\s*\bwith\b\s*(.*))?$/s)!;
  const items = list.split(/,|\band\b/).map((item) => item.trim()).filter((item) => item.length > 0);
  const ranges = items.map(parseItem).filter((range) => range !== undefined);
  if (ranges.length === 0 || ranges.length < items.length) return undefined;
  if (qualifier === undefined) return ranges.flatMap(({ from, to }) => fy2017.inCharacterOrder(from, to));
  const keeps = qualifierFilter(qualifier.trim());
  if (!keeps) return undefined;
  const picked = ranges.flatMap((range) => knownCodes.filter((code) => inCodeRange(code, range) && keeps(code, range.from)));
  return picked.length > 0 ? outermost(picked) : undefined;
}

/** Where a chapter's or section's notes sit, as a label, and the code sets they apply to. */
interface Place {
  where: string;
  appliesTo: string[];
}

function rangePlace(node: TabularNode, fy2017: Fy2017Codes): Place {
  if (node.kind === 'section') {
    const [from = '', to = from] = node.name.split('-');
    return { where: `section ${node.name}`, appliesTo: fy2017.inCharacterOrder(from, to) };
  }
  const [, from = '', to = ''] = node.desc.match(/\(([A-Z]\d[0-9A-Z])-([A-Z]\d[0-9A-Z])\)$/) ?? [];
  return { where: `chapter ${node.name} (${from}-${to})`, appliesTo: fy2017.inCharacterOrder(from, to) };
}

interface Fy2026Category {
  'ICD10-CM-CODE': string;
  section: string;
  chapter: string;
}

const holds = (place: Place, code: string) => place.appliesTo.some((set) => inCodeRange(code, parseCodeRange(set)));

/**
 * Every chapter and section with the code sets it applies to. A category added after FY2017 joins the places the
 * FY2026 list puts it in: the FY2017 sections that hold the first category of its FY2026 section, and the FY2017
 * chapter of the same number. Their FY2017 ranges alone would miss some: I1A closes Hypertensive diseases, I10-I1A
 * in FY2026, which was I10-I16 in FY2017.
 */
function placesOf(chapters: TabularNode[], fy2017: Fy2017Codes, fy2026Categories: Fy2026Category[]): Map<TabularNode, Place> {
  const places = new Map<TabularNode, Place>();
  for (const chapter of chapters) {
    places.set(chapter, rangePlace(chapter, fy2017));
    for (const section of chapter.children) places.set(section, rangePlace(section, fy2017));
  }
  const fy2017Categories = new Set(chapters.flatMap((chapter) => chapter.children.flatMap((section) => section.children.map((diag) => diag.name))));
  for (const { 'ICD10-CM-CODE': category, section, chapter: chapterNumber } of fy2026Categories) {
    if (fy2017Categories.has(category)) continue;
    const chapter = chapters.find((c) => c.name === chapterNumber);
    // Chapter 22 (U00-U85) is newer than FY2017: its categories have no FY2017 place.
    if (!chapter) continue;
    const sectionStart = section.split('-')[0]!;
    const sections = fy2017Categories.has(sectionStart) ? chapter.children.filter((s) => holds(places.get(s)!, sectionStart)) : [];
    for (const node of [chapter, ...sections]) {
      const place = places.get(node)!;
      if (!holds(place, category)) place.appliesTo.push(category);
    }
  }
  return places;
}

interface Extracted {
  file: Excludes1File;
  notesRead: number;
  byLevel: Record<TabularNode['kind'], number>;
  withoutCodes: number;
  qualified: number;
  unresolved: { where: string; reference: string }[];
  ownCodes: { where: string; set: string }[];
}

function extractNotes(chapters: TabularNode[], places: Map<TabularNode, Place>, fy2017: Fy2017Codes, knownCodes: string[]): Extracted {
  const extracted: Extracted = {
    file: { version: 'ICD-10-CM FY2017 tabular list (CDC/NCHS, effective 2016-10-01): Excludes1 notes', notes: [] },
    notesRead: 0,
    byLevel: { chapter: 0, section: 0, diag: 0 },
    withoutCodes: 0,
    qualified: 0,
    unresolved: [],
    ownCodes: [],
  };
  const visit = (node: TabularNode) => {
    const { where, appliesTo } = places.get(node) ?? { where: node.name, appliesTo: [undotted(node.name)] };
    for (const text of node.excludes1) {
      extracted.notesRead++;
      extracted.byLevel[node.kind]++;
      const names = new Set<string>();
      for (const reference of referenceTexts(text)) {
        const sets = resolveReference(reference, fy2017, knownCodes);
        if (!sets) extracted.unresolved.push({ where, reference });
        else if (/\bwith\b/.test(reference)) extracted.qualified++;
        // A code under the note's own place cannot be meant: D72 naming D72.824 would forbid it with its siblings.
        for (const set of sets ?? []) {
          if (holds({ where, appliesTo }, parseCodeRange(set).from)) extracted.ownCodes.push({ where, set });
          else names.add(set);
        }
      }
      if (names.size === 0) extracted.withoutCodes++;
      else extracted.file.notes.push([where, appliesTo, text, [...names]]);
    }
    node.children.forEach(visit);
  };
  chapters.forEach(visit);
  return extracted;
}

function printExtraction({ notesRead, byLevel, withoutCodes, qualified, unresolved, ownCodes, file }: Extracted, fy2017: Fy2017Codes) {
  console.log(`${fy2017.codes.length} FY2017 codes; ${notesRead} Excludes1 notes (${byLevel.chapter} on chapters, ${byLevel.section} on sections, ${byLevel.diag} on codes)`);
  const codeSets = file.notes.reduce((sum, [, , , names]) => sum + names.length, 0);
  console.log(`${file.notes.length} notes name codes (${codeSets} code sets; ${qualified} "with …" references spelt out as codes); ${withoutCodes} name none and are left out`);
  console.log(`${unresolved.length} references could not be read and are left out:`);
  for (const { where, reference } of unresolved) console.log(`  ${where}: ${reference}`);
  console.log(`${ownCodes.length} references to codes under the note's own place are left out: ${ownCodes.map(({ where, set }) => `${where} → ${set}`).join(', ')}`);
  console.log(`→ ${path.relative(repoRoot, outFile)} (${(fs.statSync(outFile).size / 1e3).toFixed(0)} kB)`);
}

/** How the FY2017 notes reach the FY2026 code set: the counts data/icd10cm/SOURCE.md reports. */
function reportFy2026(file: Excludes1File, places: Map<TabularNode, Place>, fy2017: Fy2017Codes, fy2026File: Icd10File, fy2026Categories: Fy2026Category[]) {
  const fy2026 = fy2026File.codes.map(([code]) => code).sort();
  const fy2026Set = new Set(fy2026);
  const billable = fy2026File.codes.filter(([, isBillable]) => isBillable === 1).map(([code]) => code);
  const fy2017Set = new Set(fy2017.codes);
  const index = new Excludes1Index(file);

  const covered = billable.filter((code) => index.notesOn(code).length > 0);
  const added = billable.filter((code) => !fy2017Set.has(code));
  console.log(`FY2026 billable codes under at least one note: ${covered.length} of ${billable.length}`);
  console.log(`  added after FY2017 and under a note of an FY2017 ancestor: ${covered.filter((code) => !fy2017Set.has(code)).length} of ${added.length} added`);

  const newCategories = fy2026Categories.map((c) => c['ICD10-CM-CODE']).filter((category) => !fy2017Set.has(category));
  console.log(`FY2026 categories not in FY2017: ${newCategories.length}`);
  for (const category of newCategories) {
    const ancestors = [...places.values()].filter((place) => holds(place, category)).map(({ where }) => where);
    console.log(`  ${category}: ${ancestors.length > 0 ? `in ${ancestors.join(', ')}` : 'no FY2017 ancestor at all'}`);
  }

  const notesOnGoneCodes = file.notes.filter(([where]) => !where.includes(' ') && !fy2026Set.has(undotted(where)));
  console.log(`Notes on FY2017 codes no longer in FY2026: ${notesOnGoneCodes.length} (${[...new Set(notesOnGoneCodes.map(([where]) => where))].join(', ')})`);

  const named = [...new Set(file.notes.flatMap(([, , , names]) => names))];
  const ends = [...new Set(named.flatMap((set) => set.split('-')))];
  const gone = ends.filter((end) => fy2017Set.has(end) && !fy2026Set.has(end));
  const neither = ends.filter((end) => !fy2017Set.has(end) && !fy2026Set.has(end));
  const inert = named.filter((set) => !fy2026.some((code) => inCodeRange(code, parseCodeRange(set))));
  console.log(`Code sets named by the notes: ${named.length}; FY2017 codes among their ends that are gone from FY2026: ${gone.length} (${gone.join(', ')})`);
  console.log(`  ends in neither code set (written loosely or wrongly in the FY2017 text): ${neither.length} (${neither.join(', ')})`);
  console.log(`  code sets naming no FY2026 code at all (kept; they match nothing): ${inert.length} (${inert.join(', ')})`);
}

const fy2026Categories = parse(fs.readFileSync(categoriesFile, 'utf8'), { columns: true, skip_empty_lines: true }) as Fy2026Category[];
const fy2026File = JSON.parse(zlib.gunzipSync(fs.readFileSync(ICD10_DATA_FILE)).toString('utf8')) as Icd10File;
const chapters = parseTabular(readTabularXml());
const fy2017 = new Fy2017Codes(chapters);
const places = placesOf(chapters, fy2017, fy2026Categories);
const knownCodes = [...new Set([...fy2017.codes, ...fy2026File.codes.map(([code]) => code)])];
const extracted = extractNotes(chapters, places, fy2017, knownCodes);
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, zlib.gzipSync(JSON.stringify(extracted.file), { level: 9 }));
printExtraction(extracted, fy2017);
reportFy2026(extracted.file, places, fy2017, fy2026File, fy2026Categories);

import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/**
 * The shipped Excludes1 notes (built by packages/clinical/scripts/build-excludes1.ts from the FY2017 tabular list).
 * A code set is an undotted code prefix ("E10": E10 and every code under it) or a range of them ("O10-O11",
 * "R7301-R7309"), so codes added after FY2017 fall under the notes and references of their FY2017 ancestors.
 */
export interface Excludes1File {
  version: string;
  /**
   * [where the note sits ("E11", "section E08-E13", "chapter 4 (E00-E89)"), the code sets it applies to, its text,
   * the code sets it names]. Sections and chapters apply to whole categories.
   */
  notes: [string, string[], string, string[]][];
}

/** An Excludes1 note: a code it applies to is never reported together with a code it names. */
export interface Excludes1Note {
  where: string;
  text: string;
}

const EXCLUDES1_DATA_FILE = fileURLToPath(new URL('../../../data/icd10cm/excludes1-fy2017.json.gz', import.meta.url));

const undotted = (code: string) => code.replace(/\./g, '').trim().toUpperCase();

/** A code set read once: `from` and `to` are undotted prefixes, equal for a single prefix. */
export interface CodeRange {
  from: string;
  to: string;
}

export function parseCodeRange(set: string): CodeRange {
  const [from = '', to = from] = set.split('-');
  return { from, to };
}

/** Whether an undotted code lies in a code set: at or after its start, and at or under its end. */
export const inCodeRange = (code: string, { from, to }: CodeRange) => code >= from && code.slice(0, to.length) <= to;

interface IndexedNote {
  note: Excludes1Note;
  names: CodeRange[];
}

const namesCode = ({ names }: IndexedNote, code: string) => names.some((range) => inCodeRange(code, range));

/** The notes in memory, by where they apply. Build once with `loadExcludes1()`. */
export class Excludes1Index {
  readonly version: string;
  /** Notes on one code or category, by its undotted code. */
  private readonly onCode = new Map<string, IndexedNote[]>();
  /** Notes on sections and chapters, with the category ranges they apply to. */
  private readonly onRange: { appliesTo: CodeRange[]; indexed: IndexedNote }[] = [];
  /** Category → its section and chapter notes, worked out on first use (every lookup needs them). */
  private readonly byCategory = new Map<string, IndexedNote[]>();

  constructor(file: Excludes1File) {
    this.version = file.version;
    for (const [where, appliesTo, text, names] of file.notes) {
      const indexed = { note: { where, text }, names: names.map(parseCodeRange) };
      // A note on one code or category is found by the prefixes of a code; a section's or chapter's by its ranges.
      const [single, ...others] = appliesTo;
      if (single !== undefined && others.length === 0 && !single.includes('-')) {
        const notes = this.onCode.get(single);
        if (notes) notes.push(indexed);
        else this.onCode.set(single, [indexed]);
      } else {
        this.onRange.push({ appliesTo: appliesTo.map(parseCodeRange), indexed });
      }
    }
  }

  /** The notes that apply to a code (dotted or not): its own and its ancestors' (nearest first), then its section's and chapter's. */
  notesOn(code: string): Excludes1Note[] {
    const own = undotted(code);
    const notes: IndexedNote[] = [];
    for (let length = own.length; length >= 3; length--) notes.push(...(this.onCode.get(own.slice(0, length)) ?? []));
    notes.push(...this.rangeNotes(own.slice(0, 3)));
    return notes.map(({ note }) => note);
  }

  /** The note that forbids reporting the two codes (dotted or not) together, whichever of the two holds it. */
  conflict(codeA: string, codeB: string): Excludes1Note | undefined {
    const a = undotted(codeA);
    const b = undotted(codeB);
    if (a === b) return undefined;
    return (this.noteNaming(a, b) ?? this.noteNaming(b, a))?.note;
  }

  /**
   * Whether `combined` is the code an Excludes1 note of `code` gives the two conditions together: J30's "allergic
   * rhinitis with asthma (bronchial) (J45.909)" makes J45.909 the code of both, so J30.9 goes beside it, not J45.909.
   */
  codesTogether(code: string, combined: string): boolean {
    const named = undotted(combined);
    const found = this.noteNaming(undotted(code), named);
    return !!found && /\bwith\b/.test(found.note.text) && found.names.some(({ from, to }) => from === named && to === named);
  }

  /** A note that applies to `holder` and names `named` (both undotted). */
  private noteNaming(holder: string, named: string): IndexedNote | undefined {
    for (let length = holder.length; length >= 3; length--) {
      const found = this.onCode.get(holder.slice(0, length))?.find((indexed) => namesCode(indexed, named));
      if (found) return found;
    }
    return this.rangeNotes(holder.slice(0, 3)).find((indexed) => namesCode(indexed, named));
  }

  private rangeNotes(category: string): IndexedNote[] {
    let notes = this.byCategory.get(category);
    if (!notes) {
      notes = this.onRange.filter(({ appliesTo }) => appliesTo.some((range) => inCodeRange(category, range))).map(({ indexed }) => indexed);
      this.byCategory.set(category, notes);
    }
    return notes;
  }
}

let loaded: Excludes1Index | undefined;
/** The shipped Excludes1 notes, read from data/icd10cm once per process. */
export function loadExcludes1(file = EXCLUDES1_DATA_FILE): Excludes1Index {
  if (!loaded) loaded = new Excludes1Index(JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')) as Excludes1File);
  return loaded;
}

/** The Excludes1 note that forbids reporting the two codes together, or undefined when they may go together. */
export const excludes1Conflict = (codeA: string, codeB: string, index: Excludes1Index = loadExcludes1()) => index.conflict(codeA, codeB);

/**
 * Walks a ranked list and drops every code that an Excludes1 note forbids together with a code kept earlier, so
 * the higher-ranked code of a pair stays. Each dropped code is logged with the note.
 */
export function withoutExcludes1Pairs<T extends { code: string; display_name: string }>(
  codes: T[],
  log: (message: string) => void = (message) => console.warn(message),
  index: Excludes1Index = loadExcludes1(),
): T[] {
  const kept: T[] = [];
  for (const candidate of codes) {
    const conflict = firstConflict(candidate.code, kept, index);
    // The later code that is the combination code of both takes the earlier one's place.
    if (conflict && index.codesTogether(conflict.with.code, candidate.code) && !firstConflict(candidate.code, kept.filter((k) => k !== conflict.with), index)) {
      log(`ICD-10-CM code replaced: ${conflict.with.code} (${conflict.with.display_name}) by ${candidate.code}, the code of both (Excludes1 at ${conflict.note.where}: "${conflict.note.text}")`);
      kept.splice(kept.indexOf(conflict.with), 1, candidate);
      continue;
    }
    if (conflict) {
      log(
        `ICD-10-CM code dropped: ${candidate.code} (${candidate.display_name}) is not reported with ${conflict.with.code}, kept earlier ` +
          `(Excludes1 at ${conflict.note.where}: "${conflict.note.text}")`,
      );
      continue;
    }
    kept.push(candidate);
  }
  return kept;
}

function firstConflict<T extends { code: string }>(code: string, kept: T[], index: Excludes1Index): { with: T; note: Excludes1Note } | undefined {
  for (const earlier of kept) {
    const note = index.conflict(code, earlier.code);
    if (note) return { with: earlier, note };
  }
  return undefined;
}

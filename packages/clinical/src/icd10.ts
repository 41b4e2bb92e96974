import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { withoutExcludes1Pairs } from './excludes1.js';

/** One ICD-10-CM entry, dotted (`E11.9`), with the official long description. */
export interface Icd10Code {
  code: string;
  display_name: string;
  billable: boolean;
}

/** The shipped file (built by packages/clinical/scripts/build-icd10.ts). */
export interface Icd10File {
  version: string;
  /** [code without dot, billable 0|1, long description], in tabular order. */
  codes: [string, 0 | 1, string][];
  /** [alphabetical index term path, code without dot, depth (0 = main term)]. */
  terms: [string, string, number][];
}

export const ICD10_DATA_FILE = fileURLToPath(new URL('../../../data/icd10cm/icd10cm-2026.json.gz', import.meta.url));

export const dotted = (code: string) => (code.length > 3 ? `${code.slice(0, 3)}.${code.slice(3)}` : code);
const undotted = (code: string) => code.replace(/\./g, '').trim().toUpperCase();

const STOP_WORDS = new Set(['of', 'the', 'and', 'or', 'with', 'in', 'a', 'an', 'to', 'for', 'on', 'by', 'due', 'nos', 'nec', 'not', 'elsewhere', 'classified', 'other']);

/** Words of a code's title or an index term that add nothing a clinician must have said. */
const NEUTRAL_WORDS = new Set(['specified', 'type', 'site', 'current', 'injury', 'initial', 'encounter', 'part']);
/**
 * Words that change what a condition is, which a coder takes only when said: "melanoma of the back" is the skin's
 * melanoma (C43.59), not the index's equally short "Melanoma, in situ, back" (D03.59).
 */
const NATURE_WORDS = new Set(['situ', 'congenital', 'secondary', 'benign', 'metastatic']);
/** An infection a term says is the cause, never taken unsaid: "brain tumor" is not "Tumor, syphilitic, brain" (A52.17). */
const CAUSE_WORDS = new Set(['syphilitic', 'syphilis', 'tuberculous', 'tuberculosis', 'gonococcal', 'leprous', 'leprosy', 'yaw', 'yaws']);

/** A code without an injury's 7th character ("S63.259A" → "S63.259"): its last digit says "unspecified" (9) or not. */
const withoutSeventh = (code: string) => (/^[ST]/.test(code) ? code.replace(/[A-Z]$/, '') : code);

/** Lower case, light plural folding ("headaches" → "headache"), so the query and the code set meet. */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is|ys)$/.test(w)) return w.slice(0, -1);
  return w;
}
export const contentWords = (text: string) =>
  (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => !STOP_WORDS.has(w)).map(stem);

/** The code set in memory with its word index. Build once with `loadIcd10()`. */
export class Icd10Index {
  readonly version: string;
  private readonly entries: Icd10Code[] = [];
  private readonly byCode = new Map<string, number>();
  /** Every undotted code, sorted, for prefix search. */
  private readonly sortedCodes: string[];
  /** word → entry numbers whose description or index terms hold it. */
  private readonly postings = new Map<string, number[]>();
  private readonly vocabulary: string[];
  /** Entry number → number of words in its description (shorter = more general = ranked first). */
  private readonly lengths: Uint16Array;
  /** Entry numbers that an alphabetical index term names (common clinical names get a bonus). */
  private readonly indexed: Uint8Array;
  private readonly indexTerms: { words: string[]; entry: number; head: string }[] = [];
  /** Entry number → query-independent rank: shorter description, index-named, billable first. */
  private readonly staticRank: Uint16Array;
  /** Entry number → vocabulary number of the first word of its description ("Other …" ranks after the plain name). */
  private readonly firstWordIds: Int32Array;
  private readonly wordIds = new Map<string, number>();
  /** Entry number → content words of its description. */
  private readonly descriptionWords: string[][] = [];
  /** word → numbers of the index terms that hold it. */
  private readonly termPostings = new Map<string, number[]>();
  /** First word of a main term → the entries that main term names directly ("hypertension" → I10). */
  private readonly mainTerms = new Map<string, Set<number>>();
  /** The words of a main term that has a code of its own, sorted → its entry ("anemia" → D64.9, "pneumonia" → J18.9). */
  private readonly ownMainTerms = new Map<string, number>();

  constructor(file: Icd10File) {
    this.version = file.version;
    for (const [code, billable, description] of file.codes) {
      this.byCode.set(code, this.entries.length);
      this.entries.push({ code: dotted(code), display_name: description, billable: billable === 1 });
    }
    this.sortedCodes = [...this.byCode.keys()].sort();
    this.lengths = new Uint16Array(this.entries.length);
    this.indexed = new Uint8Array(this.entries.length);
    const lists = new Map<string, number[]>();
    const post = (word: string, entry: number) => {
      const list = lists.get(word);
      if (!list) lists.set(word, [entry]);
      else if (list[list.length - 1] !== entry) list.push(entry);
    };
    file.codes.forEach(([, , description], entry) => {
      const words = contentWords(description);
      this.descriptionWords[entry] = words;
      this.lengths[entry] = words.length;
      for (const word of words) post(word, entry);
    });
    for (const [termPath, code, depth] of file.terms) {
      const entry = this.byCode.get(code);
      if (entry === undefined) continue;
      const words = contentWords(termPath);
      if (!words.length) continue;
      this.indexed[entry] = 1;
      for (const word of new Set(words)) {
        const list = this.termPostings.get(word);
        if (list) list.push(this.indexTerms.length);
        else this.termPostings.set(word, [this.indexTerms.length]);
      }
      this.indexTerms.push({ words, entry, head: words[0]! });
      if (depth === 0) {
        if (!this.mainTerms.has(words[0]!)) this.mainTerms.set(words[0]!, new Set());
        this.mainTerms.get(words[0]!)!.add(entry);
        const key = [...new Set(words)].sort().join(' ');
        if (!this.ownMainTerms.has(key)) this.ownMainTerms.set(key, entry);
      }
      for (const word of words) post(word, entry);
    }
    // Index terms come out of tabular order: sort each list and drop repeats.
    for (const [word, list] of lists) this.postings.set(word, list.sort((a, b) => a - b).filter((entry, i) => i === 0 || entry !== list[i - 1]));
    this.vocabulary = [...this.postings.keys()].sort();
    this.vocabulary.forEach((word, i) => this.wordIds.set(word, i));
    this.staticRank = new Uint16Array(this.entries.length);
    this.firstWordIds = new Int32Array(this.entries.length);
    this.entries.forEach((e, entry) => {
      this.staticRank[entry] = this.lengths[entry]! + (this.indexed[entry] ? 0 : 2) + (e.billable ? 0 : 1);
      this.firstWordIds[entry] = this.wordIds.get(stem(e.display_name.toLowerCase().match(/[a-z0-9]+/)?.[0] ?? '')) ?? -1;
    });
  }

  get size() {
    return this.entries.length;
  }

  /** The entry for a code (dotted or not), or undefined when the code set has no such code. */
  get(code: string): Icd10Code | undefined {
    const entry = this.byCode.get(undotted(code));
    return entry === undefined ? undefined : this.entries[entry];
  }

  /** Billable codes under a code (itself included when billable), in tabular order. */
  billableUnder(code: string): Icd10Code[] {
    const prefix = undotted(code);
    return this.codesWithPrefix(prefix)
      .map((c) => this.entries[this.byCode.get(c)!]!)
      .filter((e) => e.billable);
  }

  /**
   * The reportable code for a code: itself when billable, else its "unspecified" billable child, else the
   * first billable child. With the words said, only the children whose titles say the most of them: "incarcerated
   * medial epicondyle fracture" is the index's S42.44- and, of its children, an incarcerated one, not the displaced one.
   */
  billableFor(code: string, said?: Set<string>): Icd10Code | undefined {
    // An injury code's 7th character: the initial encounter unless the visit says otherwise.
    const children = this.billableUnder(code);
    const saying = (e: Icd10Code) => (said ? contentWords(e.display_name).filter((w) => said.has(w)).length : 0);
    const most = Math.max(0, ...children.map(saying));
    const all = children.filter((e) => saying(e) === most);
    const initial = all.filter((e) => /initial encounter/i.test(e.display_name));
    const under = initial.length ? initial : all;
    const own = this.get(code);
    // A subsequent-encounter or sequela code matched by words: the initial encounter unless the visit says otherwise.
    if (own?.billable && /^[ST].{6}$/.test(undotted(own.code)) && /[DS]$/.test(own.code)) {
      const first = this.get(`${undotted(own.code).slice(0, 6)}A`);
      if (first?.billable) return first;
    }
    return (
      under.find((e) => e.code === own?.code) ??
      under.find((e) => own && e.display_name.toLowerCase() === `${own.display_name.toLowerCase()}, unspecified`) ??
      // Of the unspecified children, one of no side: "Unspecified fracture of unspecified patella", not "… of right patella".
      under.filter((e) => /unspecified/i.test(e.display_name)).sort((a, b) => a.code.length - b.code.length || Number(/\b(?:right|left)\b/i.test(a.display_name)) - Number(/\b(?:right|left)\b/i.test(b.display_name)) || Number(!/[90]$/.test(withoutSeventh(a.code))) - Number(!/[90]$/.test(withoutSeventh(b.code))))[0] ??
      under[0]
    );
  }

  /** The sibling of a code for a side ("M77.00" + right → "M77.01"), or the code itself when it has none. */
  withLaterality(code: string, side: 'right' | 'left' | 'bilateral' | undefined): Icd10Code | undefined {
    const own = this.get(code);
    if (!own || !side) return own;
    const word = side === 'bilateral' ? /\bbilateral\b/i : new RegExp(`\\b${side}\\b`, 'i');
    const parent = undotted(code).slice(0, -1);
    // The title without its side, in the singular: "…of bilateral lower extremities" is "…of lower extremity".
    const sideless = (title: string) =>
      title
        .replace(/\b(?:unspecified|right|left|bilateral)\b/gi, '')
        .replace(/\W+/g, ' ')
        .trim()
        .replace(/ies\b/g, 'y')
        .replace(/(?<!s)s\b/g, '');
    const target = sideless(own.display_name);
    return this.billableUnder(parent).find((e) => word.test(e.display_name) && sideless(e.display_name) === target) ?? own;
  }

  /**
   * For the search box: a code prefix ("E11", "e11.6") or words ("diab neuro"), the last word matched as a
   * prefix. Ranked: every word present; shorter (more general) descriptions and index-named codes first,
   * billable before headers.
   */
  search(query: string, limit = 20): Icd10Code[] {
    const q = query.trim();
    if (!q) return [];
    if (/^[a-z]\d[0-9a-z.]*$/i.test(q)) {
      const byPrefix = this.codesWithPrefix(undotted(q)).slice(0, limit);
      if (byPrefix.length) return byPrefix.map((c) => this.entries[this.byCode.get(c)!]!);
    }
    const words = contentWords(q);
    if (!words.length) return [];
    const typing = !/\s$/.test(query);
    // The last word is a prefix while typing, once it has 3 letters (a 1-letter prefix would match half the set)
    // and unless it is already a whole word of the code set.
    const asPrefix = (word: string, i: number) => i === words.length - 1 && typing && word.length >= 3 && !this.postings.has(word);
    const lists = words.map((word, i) => (asPrefix(word, i) ? this.withPrefix(word) : (this.postings.get(word) ?? [])));
    lists.sort((a, b) => a.length - b.length);
    let hits: ArrayLike<number> = lists[0]!;
    for (const list of lists.slice(1)) hits = intersectSorted(hits, list);
    const mainTerm = words.length === 1 ? this.mainTerms.get(words[0]!) : undefined;
    const firstWord = this.wordIds.get(words[0]!) ?? -1;
    // Keep the best `limit` keys (score * 2^17 + entry): one pass, no sort of tens of thousands of hits.
    const best: number[] = [];
    for (let i = 0; i < hits.length; i++) {
      const entry = hits[i]!;
      const score = this.staticRank[entry]! + (this.firstWordIds[entry] === firstWord ? 0 : 3) + (mainTerm?.has(entry) ? 0 : 4);
      const key = score * 131_072 + entry;
      if (best.length === limit && key >= best[limit - 1]!) continue;
      let at = best.length;
      while (at > 0 && best[at - 1]! > key) at--;
      best.splice(at, 0, key);
      if (best.length > limit) best.pop();
    }
    return best.map((key) => this.entries[key % 131_072]!);
  }

  /**
   * The best billable code for a problem phrase ("acute otitis media, left ear"), by the alphabetical index and
   * the descriptions: most phrase words covered, fewest words left over. Undefined when the head word is unknown.
   */
  bestMatch(phrase: string): Icd10Code | undefined {
    const words = [...new Set(contentWords(phrase))];
    if (!words.length) return undefined;
    // The phrase is a main term of the index, whole: the main term's own code is the coder's answer ("Anemia D64.9"),
    // before any subterm that repeats its word ("Anemia, erythropoietin-resistant anemia" D63.1).
    const own = this.ownMainTerms.get([...words].sort().join(' '));
    if (own !== undefined) return this.billableFor(this.entries[own]!.code);
    const wanted = new Set(words);
    let best: { entry: number; score: number } | undefined;
    const consider = (entry: number, termWords: string[], headBonus = 0) => {
      // Each word said counts once: "Right heart failure due to left heart failure" says "heart failure" twice, and is
      // no better an answer to "heart failure" for it than the main term "Failure, heart" (I50.9).
      const covered = new Set(termWords.filter((w) => wanted.has(w))).size;
      // Every word of the phrase must be matched: a partial match would be a guess.
      if (covered < words.length) return;
      // An infection named as the cause is never taken unsaid (a term of the infection itself, "Tuberculosis,
      // tubercular, tuberculous, lung", says it of course).
      if (termWords.some((w) => CAUSE_WORDS.has(w) && !wanted.has(w) && !termWords[0]!.startsWith(w.slice(0, 6)))) return;
      // A word nobody said costs the match, one that only says "no more than this" ("specified type NEC",
      // "unspecified", "current injury") much less: "medial meniscus tear" is the index's "specified type NEC", not
      // its "complex" tear.
      // "Unspecified" is what a code should say of what was not said, so it costs nothing (an "Other …" title, whose
      // "other" is not indexed, would otherwise win over it).
      // A word that changes what the condition is costs twice.
      const extra = termWords.filter((w) => !wanted.has(w)).reduce((cost, w) => cost + (w === 'unspecified' ? 0 : NEUTRAL_WORDS.has(w) ? 0.1 : NATURE_WORDS.has(w) ? 2 : 1), 0);
      const score = covered * 2 - extra * 0.5 + (this.indexed[entry] ? 0.5 : 0) + headBonus;
      if (!best || score > best.score) best = { entry, score };
    };
    // An index term whose main term is one of the phrase's words (the head noun) beats one that only mentions it.
    // Every word must be matched, so only the terms and descriptions holding the rarest word need a look.
    const rarest = <T>(lists: (T[] | undefined)[]) => lists.reduce<T[] | undefined>((a, b) => (!a || !b ? undefined : b.length < a.length ? b : a), lists[0]) ?? [];
    for (const t of rarest(words.map((w) => this.termPostings.get(w)))) {
      const { words: termWords, entry, head } = this.indexTerms[t]!;
      consider(entry, termWords, wanted.has(head) ? 1 : 0);
    }
    for (const entry of rarest(words.map((w) => this.postings.get(w)))) if (this.entries[entry]!.billable) consider(entry, this.descriptionWords[entry]!);
    if (!best) return undefined;
    return this.billableFor(this.entries[best.entry]!.code, wanted);
  }

  private codesWithPrefix(prefix: string): string[] {
    const start = lowerBound(this.sortedCodes, prefix);
    const out: string[] = [];
    for (let i = start; i < this.sortedCodes.length && this.sortedCodes[i]!.startsWith(prefix); i++) out.push(this.sortedCodes[i]!);
    return out;
  }

  private withPrefix(prefix: string): ArrayLike<number> {
    const start = lowerBound(this.vocabulary, prefix);
    const matching: string[] = [];
    for (let i = start; i < this.vocabulary.length && this.vocabulary[i]!.startsWith(prefix); i++) matching.push(this.vocabulary[i]!);
    if (matching.length === 1) return this.postings.get(matching[0]!)!;
    const out = new Set<number>();
    for (const word of matching) for (const entry of this.postings.get(word)!) out.add(entry);
    return Int32Array.from(out).sort();
  }
}

/** Entries in both sorted lists. */
function intersectSorted(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! === b[j]!) {
      out.push(a[i]!);
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return out;
}

function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

let loaded: Icd10Index | undefined;
/** The shipped code set, read from data/icd10cm once per process. */
export function loadIcd10(file = ICD10_DATA_FILE): Icd10Index {
  if (!loaded) loaded = new Icd10Index(JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')) as Icd10File);
  return loaded;
}

/**
 * Keeps only billable codes of the code set, with the official display name; every engine passes its codes
 * through here. An unknown or non-billable code is dropped and logged, and so is a code that an Excludes1 note
 * forbids together with an earlier one (the earlier code is ranked higher).
 */
export function validateCodes(
  codes: { code: string; display_name?: string }[],
  log: (message: string) => void = (message) => console.warn(message),
  index: Icd10Index = loadIcd10(),
): { code: string; display_name: string }[] {
  const seen = new Set<string>();
  const valid: { code: string; display_name: string }[] = [];
  for (const { code } of codes) {
    const entry = index.get(code);
    if (!entry?.billable) {
      log(`ICD-10-CM code dropped: ${JSON.stringify(code)} is ${entry ? 'not billable (a header)' : 'not in the FY2026 code set'}`);
      continue;
    }
    if (seen.has(entry.code)) continue;
    seen.add(entry.code);
    valid.push({ code: entry.code, display_name: entry.display_name });
  }
  return withoutExcludes1Pairs(valid, log);
}

/** `validate(code)`: the code set's entry when the code is billable, else undefined. */
export const validate = (code: string, index: Icd10Index = loadIcd10()) => {
  const entry = index.get(code);
  return entry?.billable ? entry : undefined;
};

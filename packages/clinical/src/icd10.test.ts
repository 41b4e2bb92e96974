import { beforeAll, describe, expect, it } from 'vitest';
import { loadIcd10, validate, validateCodes, type Icd10Index } from './icd10.js';

let icd10: Icd10Index;
beforeAll(() => {
  icd10 = loadIcd10();
});

describe('the shipped ICD-10-CM FY2026 code set', () => {
  it('holds every entry and the 74,719 billable codes, with official display names', () => {
    expect(icd10.size).toBe(98_186);
    expect(icd10.get('E119')).toEqual({ code: 'E11.9', display_name: 'Type 2 diabetes mellitus without complications', billable: true });
    expect(icd10.get('E11')?.billable).toBe(false);
  });

  it('finds the reportable code under a header: the unspecified child', () => {
    expect(icd10.billableFor('I50')?.code).toBe('I50.9');
    expect(icd10.billableFor('H66.9')?.code).toBe('H66.90');
  });
});

describe('icd10.search', () => {
  it('ranks the common clinical name first for a word query', () => {
    expect(icd10.search('hypertension')[0]?.code).toBe('I10');
    expect(icd10.search('heart failure')[0]?.code).toBe('I50.9');
    expect(icd10.search('low back pain')[0]?.code).toBe('M54.50');
  });

  it('matches the last word as a prefix while typing, every word required', () => {
    const results = icd10.search('type 2 diabetes neuro');
    expect(results[0]?.code).toBe('E11.40');
    expect(results.every((r) => /type 2 diabetes/i.test(r.display_name) && /neuro/i.test(r.display_name))).toBe(true);
  });

  it('searches by code prefix, dotted or not, in tabular order', () => {
    const results = icd10.search('e11.6');
    expect(results[0]?.code).toBe('E11.6');
    expect(results.every((r) => r.code.startsWith('E11.6'))).toBe(true);
    expect(icd10.search('M545', 3).map((r) => r.code)).toEqual(['M54.5', 'M54.50', 'M54.51']);
  });

  it('answers nothing for an empty or stop-word query', () => {
    expect(icd10.search('')).toEqual([]);
    expect(icd10.search('of the')).toEqual([]);
  });
});

describe('icd10.bestMatch (a problem phrase the lexicon does not know)', () => {
  it('needs every word matched, prefers the initial encounter and the unspecified child', () => {
    expect(icd10.bestMatch('contusion of right thigh')?.code).toBe('S70.11XA');
    expect(icd10.bestMatch('medial collateral ligament sprain')?.code).toBe('S83.419A');
    expect(icd10.bestMatch('patellofemoral pain syndrome')).toBeUndefined();
    expect(icd10.bestMatch('good news overall')).toBeUndefined();
  });
  it("takes a main term's own code for the main term said whole (decision 310)", () => {
    // Not a subterm that repeats the word: "Anemia, erythropoietin-resistant anemia" D63.1, "Pneumonia, Mycoplasma" J15.7.
    expect(icd10.bestMatch('anemia')?.code).toBe('D64.9');
    expect(icd10.bestMatch('pneumonia')?.code).toBe('J18.9');
    expect(icd10.bestMatch('anemia in chronic kidney disease')?.code).toBe('D63.1');
  });
  it('counts each word said once, however often a title repeats it (decision 870)', () => {
    // Not "Right heart failure due to left heart failure" (I50.814), which says "heart failure" twice.
    expect(icd10.bestMatch('heart failure')?.code).toBe('I50.9');
  });
  it("takes, of an index term's children, the one whose title says what was said (decision 870)", () => {
    // The index's "Fracture, humerus, lower end, epicondyle, medial, incarcerated" is S42.44-; of its children, not
    // the displaced one.
    expect(icd10.bestMatch('incarcerated medial epicondyle fracture')?.code).toBe('S42.449A');
  });
  it('knows a main term that has only a "see also" by its target\'s code (decision 870)', () => {
    // "Hammer toe (acquired)", see also "Deformity, toe, hammer toe" M20.4-: not only the congenital Q66.89.
    expect(icd10.bestMatch('hammer toe')?.code).toBe('M20.40');
  });
  it("follows a subterm's \"see\" within its main term, not to another (decision 870)", () => {
    // "Fracture, traumatic, acromion", see "Fracture, scapula, acromial process" S42.12-.
    expect(icd10.bestMatch('acromion fracture')?.code).toBe('S42.123A');
    // "Cushing's, ulcer", see "Ulcer, peptic, acute": a reference to another main term, so "Cushing's" stays the syndrome.
    expect(icd10.bestMatch('cushing')?.code).toBe('E24.9');
  });
});

describe('validate', () => {
  it('accepts billable codes, dotted or not, and refuses headers and unknown codes', () => {
    expect(validate('I10')?.display_name).toBe('Essential (primary) hypertension');
    expect(validate('e119')?.code).toBe('E11.9');
    expect(validate('E11')).toBeUndefined();
    expect(validate('Z99.999')).toBeUndefined();
  });

  it('drops and logs unknown or header codes, keeps the official display name, removes duplicates', () => {
    const logged: string[] = [];
    const codes = validateCodes([{ code: 'I10', display_name: 'HTN' }, { code: 'X00.000' }, { code: 'E11' }, { code: 'i10' }], (m) => logged.push(m));
    expect(codes).toEqual([{ code: 'I10', display_name: 'Essential (primary) hypertension' }]);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatch(/X00\.000.*not in the FY2026 code set/);
    expect(logged[1]).toMatch(/E11.*not billable/);
  });
});

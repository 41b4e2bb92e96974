import { beforeAll, describe, expect, it } from 'vitest';
import { excludes1Conflict, loadExcludes1, withoutExcludes1Pairs } from './excludes1.js';
import { validateCodes } from './icd10.js';

// Every pair below was checked against the FY2017 tabular XML (icd10cm_tabular_2017.xml): the note quoted is the
// one printed there, at the place named.

// Loaded once before the tests (a second or so), so that no single test carries the load.
beforeAll(() => {
  loadExcludes1();
});

describe('excludes1Conflict', () => {
  it('forbids type 2 with type 1 diabetes in both orders, each by the note on its own category', () => {
    expect(excludes1Conflict('E11.9', 'E10.9')).toEqual({ where: 'E11', text: 'type 1 diabetes mellitus (E10.-)' });
    expect(excludes1Conflict('E10.9', 'E11.9')).toEqual({ where: 'E10', text: 'type 2 diabetes mellitus (E11.-)' });
  });

  it('finds a note held by the second code only', () => {
    // O10.011 has no note naming I10; the note sits on I10.
    expect(excludes1Conflict('O10.011', 'I10')?.where).toBe('I10');
    // J45 "wheezing NOS (R06.2)" and R06.2 "Asthma (J45.-)".
    expect(excludes1Conflict('R06.2', 'J45.909')).toEqual({ where: 'R06.2', text: 'Asthma (J45.-)' });
  });

  it('reads dotted and undotted codes alike', () => {
    expect(excludes1Conflict('E119', 'e10.9')?.where).toBe('E11');
    expect(excludes1Conflict('J45909', 'R062')?.where).toBe('J45');
  });

  it('covers every category of a range reference, and no other', () => {
    // I10: "hypertensive disease complicating pregnancy, childbirth and the puerperium (O10-O11, O13-O16)".
    for (const code of ['O10.011', 'O11.1', 'O13.1', 'O16.9']) expect(excludes1Conflict('I10', code)?.where).toBe('I10');
    expect(excludes1Conflict('I10', 'O12.00')).toBeUndefined();
  });

  it('splits a range around a letter category placed elsewhere in the tabular list', () => {
    // Section D37-D48 "neoplasms of unspecified behavior (D49.-)" and D49 "(D37-D44, D48)"; D3A comes before D37 in the
    // tabular list, though "D3A" sorts between D39 and D40.
    expect(excludes1Conflict('D37.1', 'D49.0')).toEqual({ where: 'section D37-D48', text: 'neoplasms of unspecified behavior (D49.-)' });
    expect(excludes1Conflict('D3A.010', 'D49.0')).toBeUndefined();
  });

  it('applies a section note to every code of the section', () => {
    // Section I10-I16: "primary pulmonary hypertension (I27.0)".
    const note = { where: 'section I10-I16', text: 'primary pulmonary hypertension (I27.0)' };
    expect(excludes1Conflict('I10', 'I27.0')).toEqual(note);
    expect(excludes1Conflict('I15.0', 'I27.0')).toEqual(note);
  });

  it('applies a chapter note to every code of the chapter', () => {
    // Chapter 4: "transitory endocrine and metabolic disorders specific to newborn (P70-P74)"; E03 and P72 name other codes.
    expect(excludes1Conflict('E03.9', 'P72.2')?.where).toBe('chapter 4 (E00-E89)');
  });

  it('gives a code added after FY2017 the notes of its FY2017 ancestors', () => {
    // R05 Cough was a code in FY2017, "smoker's cough (J41.0)"; R05.9 is FY2022.
    expect(excludes1Conflict('R05.9', 'J41.0')).toEqual({ where: 'R05', text: "smoker's cough (J41.0)" });
    // E11.A (FY2026) and E10.A1 (FY2025) under the E11 and E10 notes.
    expect(excludes1Conflict('E11.A', 'E10.9')?.where).toBe('E11');
    expect(excludes1Conflict('E10.A1', 'E11.9')?.where).toBe('E10');
  });

  it('puts a category added after FY2017 in the FY2017 section it joined', () => {
    // I1A (FY2024) closes Hypertensive diseases, I10-I16 in FY2017 and I10-I1A in FY2026.
    expect(excludes1Conflict('I1A.0', 'I27.0')?.where).toBe('section I10-I16');
    // J4A (FY2026) joined Chronic lower respiratory diseases, J40-J47: "bronchitis due to chemicals… (J68.0)".
    expect(excludes1Conflict('J4A.0', 'J68.0')?.where).toBe('section J40-J47');
  });

  it('reads a "with 7th character" reference, including codes added since', () => {
    // S01: "open skull fracture (S02.- with 7th character B)"; S02.121 is FY2019.
    expect(excludes1Conflict('S01.01XA', 'S02.121B')?.where).toBe('S01');
    expect(excludes1Conflict('S01.01XA', 'S02.121A')).toBeUndefined();
  });

  it('lets codes that no note pairs go together', () => {
    for (const [a, b] of [
      ['I10', 'E11.9'],
      ['E11.9', 'E78.5'],
      ['J44.9', 'R05.9'],
      ['E11.9', 'E11.65'],
      ['E11.9', 'E11.9'],
    ] as const) {
      expect(excludes1Conflict(a, b), `${a} + ${b}`).toBeUndefined();
    }
  });
});

describe('withoutExcludes1Pairs', () => {
  const code = (c: string) => ({ code: c, display_name: c });

  it('keeps the earlier code of a pair and logs the note that dropped the later one', () => {
    const logged: string[] = [];
    const kept = withoutExcludes1Pairs([code('E10.9'), code('I10'), code('E11.9'), code('E78.5')], (m) => logged.push(m));
    expect(kept.map((c) => c.code)).toEqual(['E10.9', 'I10', 'E78.5']);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('E11.9');
    expect(logged[0]).toContain('E10.9, kept earlier');
    expect(logged[0]).toContain('Excludes1 at E11: "type 1 diabetes mellitus (E10.-)"');
  });

  it('checks a code against the kept codes only, not against one already dropped', () => {
    // R06.2 goes (J45 names it); J96.00 would only clash with R06.2 (R06 "respiratory failure (J96.-)").
    const kept = withoutExcludes1Pairs([code('J45.909'), code('R06.2'), code('J96.00')], () => {});
    expect(kept.map((c) => c.code)).toEqual(['J45.909', 'J96.00']);
  });
});

describe('validateCodes with Excludes1', () => {
  it('drops the later code of a forbidden pair, whichever comes first', () => {
    const logged: string[] = [];
    expect(validateCodes([{ code: 'J45.909' }, { code: 'I10' }, { code: 'R06.2' }], (m) => logged.push(m)).map((c) => c.code)).toEqual(['J45.909', 'I10']);
    expect(logged.join('\n')).toContain('R06.2 (Wheezing) is not reported with J45.909');
    expect(validateCodes([{ code: 'R06.2' }, { code: 'J45.909' }], () => {}).map((c) => c.code)).toEqual(['R06.2']);
  });
});

describe('a combination code an Excludes1 note names (decision 834)', () => {
  it('takes the place of the code whose note names it: asthma with allergic rhinitis is J45.909 alone', () => {
    const kept = validateCodes([{ code: 'J30.9' }, { code: 'J45.909' }], () => {}).map((c) => c.code);
    expect(kept).toEqual(['J45.909']);
  });
  it('does not when the later code only falls under the note\'s range (a category, not the combination)', () => {
    const kept = validateCodes([{ code: 'J20.9' }, { code: 'J44.9' }], () => {}).map((c) => c.code);
    expect(kept[0]).toBe('J20.9');
  });
});

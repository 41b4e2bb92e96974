import { describe, expect, it } from 'vitest';
import { loadIcd10 } from './icd10.js';
import { CONDITIONS, SYMPTOMS, type CodeContext } from './lexicon.js';

const contexts: CodeContext[] = [
  { text: '', problems: [], laterality: undefined },
  { text: 'right', problems: [], laterality: 'right' },
  { text: 'left', problems: [], laterality: 'left' },
  { text: 'both', problems: [], laterality: 'bilateral' },
  { text: 'type 1 acute exacerbation with neuropathy uncontrolled', problems: ['heart failure'], laterality: undefined },
  { text: 'chronic systolic severe recurrent knee paroxysmal stage 3 mixed mild persistent sciatica', problems: ['chronic kidney disease'], laterality: 'left' },
  { text: 'acute on chronic diastolic hip moderate persistent hypoglycemia retinopathy', problems: [], laterality: 'bilateral' },
];

describe('lexicon codes', () => {
  it('every code a symptom or condition can produce is a billable FY2026 code', () => {
    const icd10 = loadIcd10();
    const invalid: string[] = [];
    for (const term of [...CONDITIONS, ...SYMPTOMS]) {
      for (const ctx of contexts) {
        const code = typeof term.code === 'string' ? term.code : term.code(ctx);
        if (!icd10.get(code)?.billable) invalid.push(`${term.name}: ${code}`);
      }
    }
    expect(invalid).toEqual([]);
  });

  it('every pattern compiles and matches its own name or a common wording', () => {
    for (const term of [...CONDITIONS, ...SYMPTOMS]) expect(() => new RegExp(term.pattern)).not.toThrow();
  });
});

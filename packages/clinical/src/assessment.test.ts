import { describe, expect, it } from 'vitest';
import { assessedOf } from './assessment.js';
import type { Problem } from './facts/index.js';

/** A problem as conditions.ts gives it, with what the ordering reads. */
const problem = (name: string, certainty: Problem['certainty'], rank: number, discussedAt: number, order?: number): Problem => ({
  term: { name, pattern: name, code: 'R69' },
  certainty,
  assessed: true,
  rank,
  mentions: [],
  laterality: undefined,
  context: '',
  at: discussedAt,
  order,
  discussedAt,
});

describe('the order of the Assessment', () => {
  it('keeps the affirmed diagnosis of the visit main when the problem numbered first is only possible', () => {
    // Valid D2N087: "for this first problem of your of your tick bite, my concern is that you might have Lyme disease";
    // the tick bite, stated without a number, was coded after the hypertension discussed earlier.
    const extraction = {
      problems: [problem('lyme disease', 'uncertain', 1, 6567, 1), problem('hypertension', 'affirmed', 1, 7801, 2), problem('tick bite of the knee', 'affirmed', 0, 1_000_006_255)],
      symptoms: [],
      chiefComplaint: null,
      facts: [],
    };
    const names = assessedOf(extraction).entries.map((e) => (e.kind === 'problem' ? e.problem.term.name : e.symptom.term.name));
    expect(names).toEqual(['lyme disease', 'tick bite of the knee', 'hypertension']);
  });
});

describe('a possible condition named only as what may come later (decision 635)', () => {
  const withContext = (name: string, context: string): Problem => ({ ...problem(name, 'uncertain', 1, 10), context });
  const names = (problems: Problem[]) => assessedOf({ problems, symptoms: [], chiefComplaint: null, facts: [] }).problems.map((p) => p.term.name);

  it('is a risk explained, not a possible diagnosis of the visit', () => {
    expect(names([withContext('arthritis', 'without the surgery you can also develop arthritis in that foot')])).toEqual([]);
    expect(names([withContext('stroke', 'that puts you at a higher risk of a stroke')])).toEqual([]);
  });

  it('stays when it is also said as what the patient may have now', () => {
    expect(names([withContext('arthritis', 'i think this could be arthritis. it can lead to more arthritis')])).toEqual(['arthritis']);
    expect(names([withContext('arthritis', 'this may be some arthritis in your knee')])).toEqual(['arthritis']);
  });
});

import { describe, expect, it } from 'vitest';
import { vitalsFirst } from './nav';

describe('vitalsFirst', () => {
  it('moves the VITALS item to the top and keeps the others in order', () => {
    const items = [{ key: 'A' }, { key: 'B' }, { key: 'VITALS' }, { key: 'C' }];
    expect(vitalsFirst(items).map((i) => i.key)).toEqual(['VITALS', 'A', 'B', 'C']);
  });
  it('leaves a list without VITALS unchanged', () => {
    expect(vitalsFirst([{ key: 'A' }, { key: 'B' }]).map((i) => i.key)).toEqual(['A', 'B']);
  });
});

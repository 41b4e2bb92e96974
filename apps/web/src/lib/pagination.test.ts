import { describe, expect, it } from 'vitest';
import { pageFromQuery, paginationModel, type PageItem } from './pagination';

const show = (items: PageItem[]) => items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ');

describe('pagination model (docs/product.md, Timings and limits)', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(show(paginationModel(1, 1))).toBe('1');
    expect(show(paginationModel(4, 7))).toBe('1 2 3 4 5 6 7');
    expect(paginationModel(1, 0)).toEqual([]);
  });

  it('uses one ellipsis near the first 3 pages', () => {
    expect(show(paginationModel(1, 10))).toBe('1 2 3 4 … 10');
    expect(show(paginationModel(3, 10))).toBe('1 2 3 4 … 10');
  });

  it('uses one ellipsis near the last 3 pages', () => {
    expect(show(paginationModel(10, 10))).toBe('1 … 7 8 9 10');
    expect(show(paginationModel(8, 10))).toBe('1 … 7 8 9 10');
  });

  it('uses two ellipses in the middle', () => {
    expect(show(paginationModel(5, 10))).toBe('1 … 4 5 6 … 10');
    expect(show(paginationModel(4, 8))).toBe('1 … 3 4 5 … 8');
  });

  it('clamps an out-of-range page', () => {
    expect(show(paginationModel(99, 9))).toBe('1 … 6 7 8 9');
  });

  it('reads the page from the query, default 1', () => {
    expect(pageFromQuery(null)).toBe(1);
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery('0')).toBe(1);
    expect(pageFromQuery('abc')).toBe(1);
    expect(pageFromQuery('2.5')).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time.js';

describe('isoTime', () => {
  it('writes what toISOString writes', () => {
    const times = [
      0,
      Date.UTC(2026, 10, 27, 2, 30, 0, 5),
      Date.UTC(2026, 0, 1, 0, 0, 0, 50),
      Date.UTC(1999, 11, 31, 23, 59, 59, 999),
      Date.UTC(1000, 0, 1),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
      Date.UTC(2024, 1, 29, 12, 0, 0, 100),
    ];
    // A spread of moments across the years the fast path writes, every millisecond place among them.
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5000; i++) times.push(Math.floor(Date.UTC(1000, 0, 1) + next() * (Date.UTC(9999, 11, 31) - Date.UTC(1000, 0, 1))));
    for (const time of times) expect(isoTime(new Date(time))).toBe(new Date(time).toISOString());
  });

  it('leaves years outside 1000-9999 to toISOString', () => {
    for (const time of [Date.UTC(999, 11, 31, 23, 59, 59, 999), Date.UTC(10000, 0, 1), Date.UTC(-1, 5, 1), Date.UTC(50, 0, 1), 8.64e15, -8.64e15]) {
      expect(isoTime(new Date(time))).toBe(new Date(time).toISOString());
    }
  });

  it('refuses an invalid date as toISOString does', () => {
    expect(() => isoTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});

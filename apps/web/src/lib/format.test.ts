import { describe, expect, it } from 'vitest';
import {
  birthDateToIso,
  capitalize,
  formatBirthDate,
  formatEncounterDate,
  formatPdfDate,
  initials,
  snakeToTitle,
  titleCase,
  truncate,
} from './format';

describe('display helpers (docs/product.md, Timings and limits)', () => {
  it('truncates to the limit plus an ellipsis, and leaves short text alone', () => {
    expect(truncate('Bartholomew-Alexander Quinn', 18)).toBe('Bartholomew-Alexan...');
    expect(truncate('Ann Lee', 18)).toBe('Ann Lee');
    expect(truncate('x'.repeat(18), 18)).toBe('x'.repeat(18));
    expect(truncate('Maximiliana Featherstonehaugh-Smythe', 30)).toBe('Maximiliana Featherstonehaugh-...');
  });

  it('takes initials from the first and last word', () => {
    expect(initials('Maya Okafor')).toBe('MO');
    expect(initials('mary ann de la cruz')).toBe('MC');
    expect(initials('Cher')).toBe('C');
    expect(initials('  ')).toBe('');
  });

  it('title-cases with small words lowercase except the first', () => {
    expect(titleCase('history of present illness')).toBe('History of Present Illness');
    expect(titleCase('the plan for the patient')).toBe('The Plan for the Patient');
    expect(titleCase('REVIEW OF SYSTEMS AND A TEST')).toBe('Review of Systems and a Test');
  });

  it('turns snake_case into Title Case', () => {
    expect(snakeToTitle('bullet_points')).toBe('Bullet Points');
    expect(snakeToTitle('GENERIC_MULTIPLE_SECTIONS')).toBe('Generic Multiple Sections');
    expect(snakeToTitle('history_of_present_illness')).toBe('History of Present Illness');
  });

  it('capitalises status text', () => {
    expect(capitalize('on-going')).toBe('On-going');
    expect(capitalize('completed')).toBe('Completed');
  });

  it('formats dates as the spec says', () => {
    expect(formatBirthDate('1975-03-14')).toBe('03/14/1975');
    expect(formatEncounterDate('2026-11-05T10:00:00.000Z')).toMatch(/^Nov 0[45] 2026$/);
    expect(formatPdfDate(new Date(2026, 0, 9))).toBe('01-09-2026');
  });

  it('converts the masked birth date to ISO, or empty when incomplete or impossible', () => {
    expect(birthDateToIso('03/14/1975')).toBe('1975-03-14');
    expect(birthDateToIso('02/30/2001')).toBe('');
    expect(birthDateToIso('03/1_/____')).toBe('');
    expect(birthDateToIso('')).toBe('');
  });
});

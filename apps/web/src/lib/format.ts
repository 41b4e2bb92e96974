import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** docs/product.md, Timings and limits: names are cut to 18 characters plus an ellipsis in lists and notes. */
export const NAME_LIMIT = 18;
/** docs/product.md, Timings and limits: the patient label in the recording view is cut at 30 characters. */
export const LABEL_LIMIT = 30;

export function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

export function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim();
}

/** Initials from a name: first letters of its first and last word. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

const SMALL_WORDS = new Set(['of', 'a', 'the', 'and', 'in', 'on', 'at', 'with', 'for', 'to', 'from']);

/** Title Case that keeps small words lowercase (except the first word). */
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && SMALL_WORDS.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}

/** snake_case (or SCREAMING_SNAKE) turned into Title Case: 'post_visit' → 'Post Visit'. */
export function snakeToTitle(text: string): string {
  return titleCase(text.replace(/_+/g, ' '));
}

/** 'on-going' → 'On-going'; status text is shown capitalised. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** YYYY-MM-DD → MM/DD/YYYY (birth dates). */
export function formatBirthDate(isoDate: string): string {
  const parsed = dayjs(isoDate.slice(0, 10), 'YYYY-MM-DD', true);
  return parsed.isValid() ? parsed.format('MM/DD/YYYY') : isoDate;
}

/** MM/DD/YYYY as typed through the mask → YYYY-MM-DD for the API; '' when incomplete or not a real day. */
export function birthDateToIso(masked: string): string {
  const parsed = dayjs(masked, 'MM/DD/YYYY', true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : '';
}

/** Encounter dates: MMM DD YYYY. */
export function formatEncounterDate(iso: string): string {
  const parsed = dayjs(iso);
  return parsed.isValid() ? parsed.format('MMM DD YYYY') : iso;
}

/** PDF titles: MM-DD-YYYY. */
export function formatPdfDate(date: Date = new Date()): string {
  return dayjs(date).format('MM-DD-YYYY');
}

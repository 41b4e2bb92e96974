import net from 'node:net';

/** True when the URL's host is this machine or a private network (RFC 1918, link-local, IPv6 ULA). */
export function isPrivateNetworkUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (net.isIPv4(host)) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  if (net.isIPv6(host)) {
    if (host === '::1') return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
    if (mapped) return isPrivateNetworkUrl(`http://${mapped[1]}`);
    return /^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host);
  }
  return false;
}

export interface PatientIdentifiers {
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD */
  birth_date: string;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches `pattern` as a whole word (letters of any alphabet). */
const wholeWord = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'giu');

/** The ways a birth date is written or transcribed: 1980-12-10, 12/10/1980, 10.12.1980, December 10(th), 1980, 10 Dec 1980. */
function birthDatePattern(birthDate: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [, year, mm, dd] = match as unknown as [string, string, string, string];
  const m = String(Number(mm));
  const d = String(Number(dd));
  const month = MONTHS[Number(mm) - 1] ?? '';
  const monthName = `(?:${month}|${month.slice(0, 3)}\\.?)`;
  const day = `(?:0?${d})(?:st|nd|rd|th)?`;
  return [
    `${year}-${mm}-${dd}`,
    `0?${m}[/.-]0?${d}[/.-](?:${year}|${year.slice(2)})`,
    `0?${d}[/.-]0?${m}[/.-](?:${year}|${year.slice(2)})`,
    `${monthName}\\s+${day}\\s*,?\\s*${year}`,
    `${day}(?:\\s+of)?\\s+${monthName}\\s*,?\\s*${year}`,
  ].join('|');
}

/**
 * Swaps the patient's name and birth date for placeholders before text leaves the server, and back after.
 * Only what the record holds can be found; a name spelled differently in speech is not.
 */
export function createPlaceholders(patient: PatientIdentifiers) {
  const values: Record<string, string> = {
    PATIENT_FIRST_NAME: patient.first_name,
    PATIENT_LAST_NAME: patient.last_name,
    PATIENT_BIRTH_DATE: patient.birth_date,
  };
  const replacements: [RegExp, string][] = [];
  const datePattern = birthDatePattern(patient.birth_date);
  if (datePattern) replacements.push([wholeWord(datePattern), '[PATIENT_BIRTH_DATE]']);
  const names: [string, string][] = [
    [patient.first_name, '[PATIENT_FIRST_NAME]'],
    [patient.last_name, '[PATIENT_LAST_NAME]'],
  ];
  // Longer names first, so "Anna-Maria" is replaced before a shorter name inside it.
  names.sort((a, b) => b[0].length - a[0].length);
  for (const [name, placeholder] of names) {
    if (name.trim().length >= 2) replacements.push([wholeWord(escape(name.trim())), placeholder]);
  }

  return {
    hide(text: string): string {
      return replacements.reduce((result, [pattern, placeholder]) => result.replace(pattern, placeholder), text);
    },
    restore(text: string): string {
      return text.replace(/\[(PATIENT_FIRST_NAME|PATIENT_LAST_NAME|PATIENT_BIRTH_DATE)\]/gi, (_, key: string) => values[key.toUpperCase()] ?? _);
    },
  };
}
export type Placeholders = ReturnType<typeof createPlaceholders>;

/** Leaves text as it is, for engines allowed to see identifiers. */
export const noPlaceholders: Placeholders = { hide: (text) => text, restore: (text) => text };

/**
 * Text normalisation shared by the language-model builder and the word-error-rate measure, so that both see
 * the same words: lower case, no punctuation, numbers written as words ("50-year-old" → "fifty year old").
 */

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINAL_IRREGULAR: Record<string, string> = {
  one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth',
};

/** Cardinal number in words, up to the billions ("one hundred twenty three"). */
export function numberToWords(n: number): string {
  if (!Number.isFinite(n) || n < 0) return String(n);
  if (n < 20) return ONES[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? ` ${ONES[n % 10]}` : '');
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` ${numberToWords(n % 100)}` : ''}`;
  for (const [size, name] of [[1e9, 'billion'], [1e6, 'million'], [1e3, 'thousand']] as const) {
    if (n >= size) return `${numberToWords(Math.floor(n / size))} ${name}${n % size ? ` ${numberToWords(n % size)}` : ''}`;
  }
  return String(n);
}

function ordinalToWords(n: number): string {
  const words = numberToWords(n).split(' ');
  const last = words.pop()!;
  const ordinal = ORDINAL_IRREGULAR[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words, ordinal].join(' ');
}

/** Years are read in pairs ("1998" → "nineteen ninety eight"), other numbers as cardinals. */
function digitsToWords(digits: string): string {
  const n = Number(digits);
  if (digits.length === 4 && n >= 1100 && n < 2000) {
    const [hi, lo] = [Math.floor(n / 100), n % 100];
    return `${numberToWords(hi)} ${lo === 0 ? 'hundred' : lo < 10 ? `oh ${numberToWords(lo)}` : numberToWords(lo)}`;
  }
  if (digits.length > 1 && digits.startsWith('0')) return [...digits].map((d) => ONES[Number(d)]).join(' ');
  return numberToWords(n);
}

/** Words of a text for recognition and scoring: lower case, numbers spelled out, punctuation removed. */
export function normalizeWords(text: string): string[] {
  let s = text.toLowerCase();
  s = s.replace(/\[[^\]]*\]/g, ' '); // speaker tags and annotations such as [doctor], [laughs]
  s = s.replace(/<[^>]*>/g, ' ');
  s = s.replace(/(\d),(\d{3})/g, '$1$2');
  s = s.replace(/(\d+)\.(\d+)/g, (_m, a: string, b: string) => ` ${digitsToWords(a)} point ${[...b].map((d) => ONES[Number(d)]).join(' ')} `);
  s = s.replace(/(\d+)%/g, (_m, a: string) => ` ${digitsToWords(a)} percent `);
  s = s.replace(/(\d+)(st|nd|rd|th)\b/g, (_m, a: string) => ` ${ordinalToWords(Number(a))} `);
  s = s.replace(/(\d+)\s*\/\s*(\d+)/g, (_m, a: string, b: string) => ` ${digitsToWords(a)} over ${digitsToWords(b)} `);
  s = s.replace(/\d+/g, (d) => ` ${digitsToWords(d)} `);
  s = s.replace(/&/g, ' and ');
  s = s.replace(/[‘’`]/g, "'");
  // Keep in-word apostrophes (don't, patient's); every other non-letter separates words.
  s = s.replace(/[^a-z']+/g, ' ').replace(/(^|\s)'+|'+(?=\s|$)/g, ' ');
  return s.split(/\s+/).filter((w) => w && w !== "'");
}

export const normalizeText = (text: string) => normalizeWords(text).join(' ');

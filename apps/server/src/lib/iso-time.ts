/**
 * `date.toISOString()`, written in JavaScript (decision 189). V8's own toISOString takes about 0.7 µs (a call into
 * the runtime); a list page writes two times per row, 20 per request, about 8% of the API process's time per
 * list request. This builds the same text from the UTC fields in about 0.3 µs. Years outside 1000–9999 (which
 * toISOString writes with a sign or six digits) and invalid dates (which it refuses with a RangeError) go to
 * toISOString itself, so the answer is always exactly what toISOString gives.
 */
export function isoTime(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return date.toISOString();
  const ms = date.getUTCMilliseconds();
  return (
    year +
    '-' + two(date.getUTCMonth() + 1) +
    '-' + two(date.getUTCDate()) +
    'T' + two(date.getUTCHours()) +
    ':' + two(date.getUTCMinutes()) +
    ':' + two(date.getUTCSeconds()) +
    '.' + (ms < 10 ? '00' : ms < 100 ? '0' : '') + ms +
    'Z'
  );
}

const two = (n: number) => (n < 10 ? '0' + n : '' + n);

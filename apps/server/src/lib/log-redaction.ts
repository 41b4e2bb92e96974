/**
 * Path segments that are credentials (docs/operations.md, Logs): a recording ticket in
 * `/api/encounters/token/:token` lets whoever holds it record into a visit, so it never reaches the log.
 */
const SECRET_SEGMENTS = [/(\/encounters\/token\/)[^/?#]+/g];

/** A request URL as the log may show it: no query string (it can carry patient names), secrets redacted. */
export function loggableUrl(url: string): string {
  let path = url.split('?')[0] ?? '';
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, '$1[redacted]');
  return path;
}

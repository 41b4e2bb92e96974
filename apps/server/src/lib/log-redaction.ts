/**
 * Path segments that are credentials (docs/operations.md, Logs): a recording ticket in
 * `/api/encounters/token/:token` lets whoever holds it record into a visit, so it never reaches the log. Each
 * pattern runs only on a path that contains its `within` text (every request's log line passes here).
 */
const SECRET_SEGMENTS = [{ within: '/encounters/token/', pattern: /(\/encounters\/token\/)[^/?#]+/g }];

/** A request URL as the log may show it: no query string (it can carry patient names), secrets redacted. */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  let path = query < 0 ? url : url.slice(0, query);
  for (const { within, pattern } of SECRET_SEGMENTS) if (path.includes(within)) path = path.replace(pattern, '$1[redacted]');
  return path;
}

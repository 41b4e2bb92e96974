import { sql, type SQL } from 'drizzle-orm';
import { createGroupRuns, type GroupRuns } from '../lib/group-runs.js';

/**
 * The list pages of concurrent requests read by one statement (decision 140; `createGroupRuns`, as the session
 * checks of decision 122 and the audit inserts of decision 88).
 *
 * Each list request sent its own page statement: a round trip, a socket write in this process and a statement's
 * fixed cost in the database. Here one page statement of a kind (a list, its sort and direction) runs at a time,
 * and the requests that arrive while it runs go together into the next one: their practitioners and windows are
 * the rows of `ask(practitioner_id, page_limit, page_offset, archived, n)` (`askRows`), and each ask's page
 * is the list's own query joined LATERAL to it, so it uses the same index as a page read alone. Asks that are
 * the same (one practitioner's page asked by several requests at once) are read once. A lone request is read at
 * once, without a timer.
 *
 * As fresh as a statement per request: an ask is never answered by a statement sent before it arrived, so it sees
 * every write committed before its request came in; the page and its total come from one snapshot, as before.
 * Nothing is kept once a statement has answered its group.
 */

/** A request's page: whose list, and its window. `archived` is the encounter list's filter (false elsewhere). */
export interface PageAsk {
  practitionerId: string;
  limit: number;
  offset: number;
  archived?: boolean;
}

/** Asks one statement takes at most; more wait for the next statement. */
const MAX_GROUP = 200;

/**
 * The asks of one statement as the rows of `ask`, given as one JSON array (the `asks` placeholder), so that
 * PostgreSQL plans the statement once (decision 200). Given as one array per column (`unnest`), the asks let the
 * planner see how many there were: it estimated every group exactly and never settled on a plan for all values,
 * so each run was planned anew, which took longer than the run (EXPLAIN ANALYZE of the patient list's statement:
 * 0.25 to 0.3 ms planning, 0.1 ms execution). A JSON recordset is estimated at the same size whatever it holds, so
 * after its first five runs PostgreSQL keeps one generic plan per connection: planning 0.01 ms.
 */
export const askRows = sql`rows from (jsonb_to_recordset(${sql.placeholder('asks')}::jsonb) as (practitioner_id uuid, page_limit int, page_offset int, archived boolean)) with ordinality as ask(practitioner_id, page_limit, page_offset, archived, n)`;

/** The columns of `ask`, as the lateral page query names them. */
export const ask = {
  practitionerId: sql`ask.practitioner_id`,
  limit: sql`ask.page_limit`,
  offset: sql`ask.page_offset`,
  archived: sql`ask.archived`,
  n: sql<number>`ask.n`.mapWith(Number),
} satisfies Record<string, SQL>;

/** What a statement's `asks` placeholder takes: the distinct asks as JSON, in their order (their `n`). */
export const asksJson = (asks: PageAsk[]) =>
  JSON.stringify(asks.map((a) => ({ practitioner_id: a.practitionerId, page_limit: a.limit, page_offset: a.offset, archived: a.archived ?? false })));

const keyOf = (a: PageAsk) => `${a.practitionerId} ${a.limit} ${a.offset} ${a.archived ?? false}`;

/**
 * Groups page reads: `read` runs the prepared statement for distinct asks (the placeholder of `askRows`) and
 * returns rows carrying `n`, the 1-based place of their ask; each caller gets its own ask's rows, in the order the
 * statement returned them.
 */
export function groupedPages<Row extends { n: number }>(read: (values: { asks: string }) => Promise<Row[]>): GroupRuns<PageAsk, Row[]> {
  return createGroupRuns(async (asks: PageAsk[]) => {
    const places = new Map<string, number>();
    const distinct: PageAsk[] = [];
    const placeOf = asks.map((a) => {
      const key = keyOf(a);
      let place = places.get(key);
      if (place === undefined) {
        place = distinct.length;
        places.set(key, place);
        distinct.push(a);
      }
      return place;
    });
    const rows = await read({ asks: asksJson(distinct) });
    const pages: Row[][] = distinct.map(() => []);
    for (const row of rows) pages[row.n - 1]!.push(row);
    return placeOf.map((place) => pages[place]!);
  }, MAX_GROUP);
}

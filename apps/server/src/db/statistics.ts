import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Executor } from './client.js';

/**
 * Planner statistics for the embedded database (decision 104). PostgreSQL's autovacuum ANALYZEs a table once enough
 * of it has changed; PGlite has no autovacuum, so without this its tables are never analysed and every list is
 * planned on guesses (decision 103: the encounter list read and sorted all of a practitioner's encounters for a page
 * of 10). The server does autovacuum's analyse part itself, with autovacuum's own rule and defaults.
 */

/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor at their PostgreSQL defaults. */
const ANALYZE_THRESHOLD_ROWS = 50;
const ANALYZE_SCALE_FACTOR = 0.1;
/** autovacuum_naptime's default: how often the rule is checked (one cheap read of the statistics views). */
export const ANALYZE_CHECK_MS = 60_000;

export interface AnalysedTable {
  table: string;
  ms: number;
}

/**
 * The application's tables (schema public) that need an ANALYZE: every one when `all`, otherwise those with more
 * rows inserted, updated or deleted since their last ANALYZE than autovacuum's threshold (50 rows + 10% of the
 * table). PGlite keeps these change counts in memory only: a restart forgets them, hence `all` at start.
 */
export async function tablesToAnalyse(db: Executor, { all }: { all: boolean }): Promise<string[]> {
  const result = await db.execute<{ table: string }>(sql`
    select s.relname as "table"
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'
      and (${all} or s.n_mod_since_analyze > ${ANALYZE_THRESHOLD_ROWS} + ${ANALYZE_SCALE_FACTOR} * greatest(c.reltuples, 0))
    order by s.relname`);
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { table: string }[] }).rows;
  return rows.map((row) => row.table);
}

/**
 * ANALYZEs the tables `tablesToAnalyse` names, one statement per table: PGlite runs one statement at a time, so
 * requests that arrive meanwhile wait for one table's sample (at most 30,000 rows read, whatever the table's size),
 * not for the whole database's.
 */
export async function analyseTables(db: Executor, options: { all: boolean }): Promise<AnalysedTable[]> {
  const analysed: AnalysedTable[] = [];
  for (const table of await tablesToAnalyse(db, options)) {
    const started = performance.now();
    await db.execute(sql`analyze ${sql.identifier(table)}`);
    analysed.push({ table, ms: Math.round(performance.now() - started) });
  }
  return analysed;
}

/**
 * For the embedded database: analyses every table now (after migrations and the start-up sealing, before the
 * server listens), then checks autovacuum's rule every `checkMs`. `stop` ends the checks and waits for one in
 * progress, so nothing runs on a closed database.
 */
export async function keepPlannerStatistics(db: Executor, log: FastifyBaseLogger, checkMs = ANALYZE_CHECK_MS) {
  const startedAt = performance.now();
  const atStart = await analyseTables(db, { all: true });
  log.info({ tables: atStart.length, ms: Math.round(performance.now() - startedAt) }, 'analysed the embedded database');
  let running: Promise<void> | null = null;
  const check = () => {
    if (running) return; // the previous check is still analysing: it will have caught up
    running = analyseTables(db, { all: false })
      .then((analysed) => {
        if (analysed.length > 0) log.debug({ analysed }, 'analysed changed tables');
      })
      .catch((err: unknown) => log.warn({ err }, 'analysing changed tables failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(check, checkMs).unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { analyseTables, keepPlannerStatistics, tablesToAnalyse } from '../src/db/statistics.js';
import { addPatient, registerPractitioner, testConfig } from './helpers.js';

/**
 * PGlite has no autovacuum, so the embedded server analyses its own tables (decision 104). Always on PGlite,
 * whatever TEST_DB says: on PostgreSQL autovacuum does this and the server does not.
 */

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function startEmbeddedApp() {
  const { config } = testConfig();
  app = await buildApp({ config });
  await app.ready();
  return app;
}

async function rows<T>(running: FastifyInstance, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await running.runtime.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}

const reltuples = async (running: FastifyInstance, table: string) =>
  Number((await rows<{ reltuples: number }>(running, sql`select reltuples from pg_class where relname = ${table} and relkind = 'r'`))[0]!.reltuples);

/** PGlite publishes its change counts at most once a second: waits until `ready` holds, up to 10 s. */
async function eventually(ready: () => Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('not within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the embedded database keeps its planner statistics (decision 104)', () => {
  it('analyses every table at start', async () => {
    const running = await startEmbeddedApp();
    expect(running.runtime.database.kind).toBe('pglite');
    const tables = await rows<{ relname: string; last_analyze: string | null }>(
      running,
      sql`select relname, last_analyze from pg_stat_user_tables where schemaname = 'public' order by relname`,
    );
    expect(tables.map((t) => t.relname)).toEqual(expect.arrayContaining(['audit_events', 'encounters', 'patients', 'sessions']));
    expect(tables.filter((t) => t.last_analyze === null)).toEqual([]);
    // Analysed while empty: the planner knows the table is empty instead of guessing (reltuples -1 = never analysed).
    expect(await reltuples(running, 'patients')).toBe(0);
  });

  it('analyses a table again once more than 50 rows + 10% of it changed, and leaves the others alone', async () => {
    const running = await startEmbeddedApp();
    const { db } = running.runtime.database;
    const who = await registerPractitioner(running);
    for (let i = 0; i < 60; i++) await addPatient(running, who, { first_name: `Ada${String.fromCharCode(97 + (i % 26))}` });
    await eventually(async () => (await tablesToAnalyse(db, { all: false })).includes('patients'));

    const analysed = (await analyseTables(db, { all: false })).map((a) => a.table);
    expect(analysed).toContain('patients');
    // No encounter was created: a table that did not change is not analysed again.
    expect(analysed).not.toContain('encounters');
    expect(await reltuples(running, 'patients')).toBe(60);
    // Analysed: nothing left to do until the table changes again.
    expect(await tablesToAnalyse(db, { all: false })).not.toContain('patients');

    // 6 more rows of 60 stay under 50 + 6: not analysed yet.
    for (let i = 0; i < 6; i++) await addPatient(running, who);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await db.execute(sql`select 1`);
    expect(await tablesToAnalyse(db, { all: false })).not.toContain('patients');
  });

  it('checks on its own, on a timer, and analyses what changed', async () => {
    const running = await startEmbeddedApp();
    const { db } = running.runtime.database;
    // The server checks every minute; this keeper checks every 50 ms so the test need not wait that long.
    const keeper = await keepPlannerStatistics(db, running.log, 50);
    try {
      const who = await registerPractitioner(running);
      for (let i = 0; i < 60; i++) await addPatient(running, who);
      // Analysed once more than 50 rows changed: at 51 to 60 rows, as the inserts and PGlite's once-a-second counts
      // meet (a later 60 would need 50 + 10% more changes). Before it, the table stands at 0 rows, analysed empty.
      await eventually(async () => (await reltuples(running, 'patients')) > 50);
    } finally {
      await keeper.stop();
    }
  });
});

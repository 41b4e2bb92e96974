import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { makePrivate } from '../lib/private-files.js';
import { withPreparedSelects } from './pglite-prepared.js';
import * as schema from './schema.js';

/** The one database type the repositories use, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database or an open transaction: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /** True when every migration this code ships is applied (a newer process may have applied more). */
  migrationsApplied(): Promise<boolean>;
  /**
   * PGlite only (null on PostgreSQL): how many statements sent so far write the sessions or practitioners tables,
   * counted before each runs. This process is then the database's only client, so the count sees every such
   * write and the session check may keep its answers until it moves (decision 112).
   */
  sessionWrites: (() => number) | null;
  /** The size of the connection pool and the application_name its connections carry (pg_stat_activity); null on PGlite. */
  pool: { max: number; applicationName: string } | null;
  close(): Promise<void>;
}

/** PostgreSQL connections a process keeps open unless DATABASE_POOL_SIZE says otherwise (decision 86's measure). */
const POOL_MAX = 10;
const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const shippedMigrations = (JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

/**
 * The advisory lock key every process takes around migrations: processes that start together on a fresh
 * database migrate one after the other, and the later ones find nothing left to do (decision 76).
 */
export const MIGRATION_LOCK_KEY = 7_245_113_001;

/**
 * Applies the committed migrations to the PostgreSQL server at `databaseUrl`, holding the advisory lock on a
 * connection of its own for the whole run (a session lock: released when that connection closes, even if
 * this process dies half-way).
 */
export async function migratePostgresDatabase(databaseUrl: string) {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}

/**
 * A statement that may write the sessions or practitioners tables: any statement naming either table that is not a
 * plain SELECT (INSERT, UPDATE, DELETE, a WITH that may modify, TRUNCATE, ALTER, ANALYZE…). Deleting a practitioner
 * names the practitioners table, so its sessions deleted by the cascade are covered too. Erring towards counting
 * costs only a re-read of the sessions in use.
 */
export const writesSessionTables = (statement: string) => !/^\s*select\b/i.test(statement) && /\b(sessions|practitioners)\b/i.test(statement);

async function countApplied(db: Database) {
  const result = await db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { count: number }[] }).rows;
  return Number(rows[0]?.count ?? 0);
}

/**
 * Opens the PostgreSQL server at `databaseUrl`, or else the embedded PGlite database kept in `pgliteDir`
 * (`memory://` keeps it in memory, for tests), and applies the committed migrations (on PostgreSQL unless
 * `migrate` is false: an operator who ran `npm run migrate` before the rollout). `poolSize`: PostgreSQL connections
 * kept open (default 10).
 */
export async function openDatabase(options: { databaseUrl?: string; pgliteDir: string; migrate?: boolean; poolSize?: number }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    if (options.migrate !== false) await migratePostgresDatabase(options.databaseUrl);
    const applicationName = `scribe:${process.pid}:${randomBytes(3).toString('hex')}`;
    const max = options.poolSize ?? POOL_MAX;
    const client = postgres(options.databaseUrl, { max, onnotice: () => {}, connection: { application_name: applicationName } });
    const db = drizzlePostgres(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      migrationsApplied: async () => (await countApplied(db)) >= shippedMigrations,
      sessionWrites: null,
      pool: { max, applicationName },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const location = options.pgliteDir;
  const onDisk = location !== 'memory://';
  if (onDisk) fs.mkdirSync(location, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(location);
  // Drizzle hands every statement it sends, in a transaction or not, to its logger before running it.
  let sessionWrites = 0;
  const logger = { logQuery: (statement: string) => void (writesSessionTables(statement) && (sessionWrites += 1)) };
  // SELECTs run as named prepared statements from their second use (decision 114).
  const pglite = drizzlePglite(withPreparedSelects(client), { schema, logger });
  await migratePglite(pglite, { migrationsFolder });
  // PGlite chmods the files of a new database to 0666 and rewrites its relation caches 0644 at each open, past
  // the umask (decision 70): made private once it is open, and again when it closes.
  if (onDisk) makePrivate(location);
  const db = pglite as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    migrationsApplied: async () => (await countApplied(db)) >= shippedMigrations,
    sessionWrites: () => sessionWrites,
    pool: null,
    close: async () => {
      await client.close();
      if (onDisk) makePrivate(location);
    },
  };
}

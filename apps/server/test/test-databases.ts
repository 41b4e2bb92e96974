import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/**
 * On PostgreSQL each test app gets a database of its own, copied from the migrated template database of
 * TEST_DATABASE_URL, so no test file's job worker can take another file's job. The global teardown drops
 * the copies.
 */
export const templateDatabaseUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
if (process.env.TEST_DB === 'postgres' && !templateDatabaseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');

/**
 * PostgreSQL needs a data key given (config.ts); the embedded database makes its own. One per test process,
 * as several apps or server processes of one test may share a database.
 */
export const TEST_DATA_KEY = randomBytes(32).toString('base64');

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};
const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
const adminClient = (url: string) => postgres(withDatabase(url, 'postgres'), { max: 1, onnotice: () => {} });

/** A new PostgreSQL database for one test app (undefined on PGlite, where every app has its own anyway). */
export async function freshTestDatabaseUrl(): Promise<string | undefined> {
  if (!templateDatabaseUrl) return undefined;
  const copy = `${nameOf(templateDatabaseUrl)}_${randomBytes(4).toString('hex')}`;
  const admin = adminClient(templateDatabaseUrl);
  try {
    // Copies of one template made at the same moment can collide on its lock: try again briefly.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.unsafe(`create database "${copy}" template "${nameOf(templateDatabaseUrl)}"`);
        break;
      } catch (err) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(err))) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  return withDatabase(templateDatabaseUrl, copy);
}

/** Drops every copy made from the template. */
export async function dropTestDatabaseCopies() {
  if (!templateDatabaseUrl) return;
  const admin = adminClient(templateDatabaseUrl);
  try {
    const rows = await admin`select datname from pg_database where datname like ${`${nameOf(templateDatabaseUrl)}\\_%`}`;
    for (const { datname } of rows) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}

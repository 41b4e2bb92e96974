import { openDatabase } from '../src/db/client.js';

/**
 * On PostgreSQL every test file shares one database, so the migrations run once here rather than racing
 * in each file. (PGlite runs are one in-memory database per app.)
 */
export default async function setup() {
  if (process.env.TEST_DB !== 'postgres' || !process.env.TEST_DATABASE_URL) return;
  const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, pgliteDir: 'memory://' });
  await database.close();
}

import { openDatabase } from '../src/db/client.js';
import { dropTestDatabaseCopies, templateDatabaseUrl } from './test-databases.js';

/**
 * On PostgreSQL the migrations run once here, on the template database that every test app copies
 * (test-databases.ts); the teardown drops the copies. PGlite runs need nothing: one in-memory database per app.
 */
export default async function setup() {
  if (!templateDatabaseUrl) return;
  const database = await openDatabase({ databaseUrl: templateDatabaseUrl, pgliteDir: 'memory://' });
  await database.close();
  return dropTestDatabaseCopies;
}

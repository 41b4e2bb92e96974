import { ConfigError, loadConfig } from './config.js';
import { migratePostgresDatabase } from './db/client.js';

/**
 * `npm run migrate`: applies the committed migrations to DATABASE_URL and exits, for operators who migrate
 * before rolling out new processes (docs/operations.md, Upgrades). Safe beside running processes: it takes
 * the same advisory lock as a process that migrates at start.
 */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new ConfigError('npm run migrate needs DATABASE_URL (the embedded database migrates itself at start).');
  await migratePostgresDatabase(config.DATABASE_URL);
  console.log('migrations applied');
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});

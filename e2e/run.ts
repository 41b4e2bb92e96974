/**
 * `npm run e2e`: builds the web client, starts the real server on a free port with a temp DATA_DIR,
 * and runs every e2e/*.e2e.ts in Debian's Chromium. E2E_SKIP_BUILD=1 reuses apps/web/dist; a first
 * argument filters tests by name.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, runAll } from './harness';

if (process.env.E2E_SKIP_BUILD !== '1' || !fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
  console.log('Building the web client…');
  execSync('npm run build -w @scribe/web', { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}
if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error('Chromium is missing: apt-get install -y chromium (see scripts/system-deps.txt).');
  process.exit(1);
}
for (const file of fs.readdirSync(path.join(repoRoot, 'e2e')).filter((f) => f.endsWith('.e2e.ts')).sort()) {
  await import(`./${file}`);
}
console.log('End-to-end tests (Chromium):');
const failed = await runAll(process.argv[2]);
process.exit(failed ? 1 : 0);

// `npm test`: every test of the product, as CI runs it.
//   1. installs what a fresh machine lacks (npm packages; Debian packages when run as root or with sudo)
//   2. type-checks and lints every workspace, and checks that each declares the packages it imports
//   3. unit and integration tests of every workspace (Vitest), server integration on embedded PGlite
//   4. the server integration tests again on a PostgreSQL server: TEST_DATABASE_URL, or a fresh database
//      created on the local server at 127.0.0.1:5432 when one answers (skipped, and said so, otherwise)
//      then the scale-out proof alone: 2 API and 3 worker processes, 60 checkouts, a worker killed (SCALE_PROOF=1)
//   5. end-to-end tests in Debian's Chromium against the real server
// It ends with one line 'N passed, N failed' over all steps.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureNodeModules } from './ensure-deps.mjs';

process.chdir(path.resolve(import.meta.dirname, '..'));
ensureNodeModules();
execSync('bash scripts/install-system-deps.sh', { stdio: 'inherit' });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

/** Runs Vitest with a JSON report beside the console one, and adds its counts to the totals. */
function vitest(name, args, env = {}) {
  const report = path.join(os.tmpdir(), `vitest-${process.pid}-${Date.now()}.json`);
  step(name, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  if (!fs.existsSync(report)) {
    totals.failed += 1;
    return;
  }
  const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  totals.skipped += summary.numPendingTests + summary.numTodoTests;
  fs.rmSync(report);
}

/** A PostgreSQL database for this run: the one given, or a fresh one on the local server. */
function postgresForTests() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, drop: () => {} };
  const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `scribe_test_${Date.now()}`;
  const psql = (sql) => spawnSync('psql', [admin, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
  if (psql(`create database ${name}`).status !== 0) return null;
  return { url: `postgres://postgres@127.0.0.1:5432/${name}`, drop: () => psql(`drop database if exists ${name} with (force)`) };
}

if (!step('type check', 'npm', ['run', '--silent', 'typecheck'])) totals.failed += 1;
if (!step('lint (zero warnings)', 'npm', ['run', '--silent', 'lint'])) totals.failed += 1;
if (!step('every workspace declares its imports', 'npm', ['run', '--silent', 'check:deps'])) totals.failed += 1;
vitest('unit and integration tests (embedded PGlite)', []);

const postgres = postgresForTests();
if (postgres) {
  vitest('server integration tests on PostgreSQL', ['--root', 'apps/server'], { TEST_DB: 'postgres', TEST_DATABASE_URL: postgres.url });
  // Alone, so that the throughput it prints is not measured beside the other test files (about 2 minutes).
  vitest('scale-out proof: 2 API and 3 worker processes on PostgreSQL', ['--root', 'apps/server', 'test/scale-out.proof.test.ts'], {
    SCALE_PROOF: '1',
    TEST_DATABASE_URL: postgres.url,
  });
  postgres.drop();
} else {
  console.log('\n=== server integration tests on PostgreSQL: skipped (set TEST_DATABASE_URL or run a server on 127.0.0.1:5432)');
  console.log('=== scale-out proof (2 API and 3 worker processes): skipped, it needs PostgreSQL');
}

const rootScripts = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts;
if (rootScripts.e2e) {
  const e2eOk = step('end-to-end tests (Chromium)', 'npm', ['run', '--silent', 'e2e']);
  const e2eReport = 'e2e/artifacts/summary.json';
  if (fs.existsSync(e2eReport)) {
    const summary = JSON.parse(fs.readFileSync(e2eReport, 'utf8'));
    totals.passed += summary.passed;
    totals.failed += summary.failed;
  } else if (!e2eOk) totals.failed += 1;
}

console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length || totals.failed ? 1 : 0);

/**
 * `npm run bench:api` (issue 12): the API under load next to Fastify's hello-world, in one run, on loopback.
 *
 * For PostgreSQL and for the embedded PGlite: the real server (apps/server/src/server.ts) in a process of its own,
 * one practitioner with 1,000 patients and 1,000 encounters, then autocannon with 50 connections on page 1 of the
 * patient list and of the encounter list, on a signed-in route that reads no table (the session check alone), and
 * on the hello-world. Then, on PostgreSQL: the lists again with `synchronous_commit = off` for the database (what
 * the audit insert's WAL flush costs), logins per second at the product's argon2 cost, the list's p97.5 during a
 * login storm against without one, the patient list with pools of 5 and 20 connections, and argon2 at several
 * UV_THREADPOOL_SIZE settings. With BENCH_BASELINE_DIR (another checkout of the repository, its packages
 * installed, on the same migrations), the three routes are measured again on the same data and token with that
 * checkout's server, in the same run: the figures before a change beside those after it. Prints one table, writes
 * bench/results/api.json and bench/api/RESULTS.md. Timing is reported, never asserted.
 */
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = 2;
const WARM_SECONDS = 2;
const CONNECTIONS = 50;
const PATIENTS = 1000;
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DATABASE = 'scribe_bench_api';
const PASSWORD = 'Bench-password-1';
/** PostgreSQL needs a data key given; one for the whole run, so every server started on the database opens it. */
const DATA_KEY = randomBytes(32).toString('base64');
const BASELINE_DIR = process.env.BENCH_BASELINE_DIR ? path.resolve(process.env.BENCH_BASELINE_DIR) : null;
/** How the rows measured on the baseline checkout are labelled: its commit. */
const baselineLabel = () => {
  if (!BASELINE_DIR) return '';
  const commit = execFileSync('git', ['-C', BASELINE_DIR, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  return `before (${commit})`;
};

interface Figures {
  reqPerSec: number;
  p50: number;
  p975: number;
  errors: number;
  requests: number;
  /** Responses with a 2xx status. */
  answered: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Every process this bench starts, until it has exited. On any way out of the bench (an error, Ctrl-C, SIGTERM) they
 * are stopped; should the bench itself be killed, each stops on its own (with-parent.ts).
 */
const children = new Set<ChildProcess>();
const WITH_PARENT = ['--import', 'tsx', '--import', path.join(repoRoot, 'bench/api/with-parent.ts')];

function track<C extends ChildProcess>(child: C): C {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** The last resort, on the way out: whatever still runs is killed (process 'exit' allows no waiting). */
function killAll() {
  for (const child of children) child.kill('SIGKILL');
}
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`bench:api: ${signal}, stopping its servers`);
    void Promise.all([...children].map(stop)).finally(() => process.exit(1));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function startHello(): Promise<{ url: string; child: ChildProcess }> {
  const child = track(fork(path.join(repoRoot, 'bench/api/hello.ts'), ['0'], { execArgv: WITH_PARENT, stdio: 'inherit' }));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m: { address: string }) => resolve(m.address));
    child.once('exit', (code) => reject(new Error(`hello-world exited (${code})`)));
  });
  return { url, child };
}

async function startProduct(env: Record<string, string>, root = repoRoot): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = track(spawn(process.execPath, [...WITH_PARENT, 'apps/server/src/server.ts'], {
    cwd: root,
    // Logs at the product's default level, as an operator runs it (their cost is part of each request), written to
    // nowhere: a request cut off when a server is stopped between runs is not news; errors are counted below.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', AUTH_RATE_LIMIT: '1000000', SMTP_URL: '', ...env },
    // The IPC channel is with-parent.ts's: it closes when this bench exits.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  }));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode})`);
    const healthy = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (healthy) return { url, child };
    if (Date.now() > deadline) {
      await stop(child);
      throw new Error('server not healthy in 120 s');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function call<T>(url: string, method: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** 123 → 'bcd': a distinct name for each patient in letters. */
const alphabetic = (n: number) => [...String(n)].map((d) => String.fromCharCode(97 + Number(d))).join('');

/** One practitioner with PATIENTS patients and one encounter each, made through the API as a user would. */
async function seed(url: string, email: string): Promise<string> {
  const session = await call<{ data: { access_token: string } }>(`${url}/api/auth/register`, 'POST', {
    first_name: 'Bench',
    last_name: 'Mark',
    email,
    password: PASSWORD,
    phone: '555-0100',
    gender: 'female',
  });
  const token = session.data.access_token;
  const first = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gia', 'Hugo', 'Ivy', 'Jon'];
  const last = ['Smith', 'Jones', 'Brown', 'Garcia', 'Miller', 'Davis', 'Lopez', 'Wilson', 'Moore', 'Clark'];
  for (let start = 0; start < PATIENTS; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, PATIENTS - start) }, async (_, k) => {
        const i = start + k;
        const created = await call<{ data: { _id: string } }>(`${url}/api/patients`, 'POST', {
          first_name: `${first[i % 10]}${alphabetic(i)}`, // names are letters only
          last_name: last[Math.floor(i / 10) % 10],
          birth_date: `19${String(40 + (i % 60)).padStart(2, '0')}-0${1 + (i % 9)}-1${i % 10}`,
          gender: i % 2 ? 'male' : 'female',
        }, token);
        await call(`${url}/api/encounters`, 'POST', { patient: created.data._id }, token);
      }),
    );
  }
  return token;
}

async function cannon(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    answered: result['2xx'],
  };
}

/**
 * The login storm: STORM_CONNECTIONS connections signing in to as many accounts, so that every login is hashed.
 * With one account for all of them (before decision 193), the product's per-account limit (decision 72: 10
 * attempts in flight or failed per e-mail) refused all but 10 at a time in a few milliseconds each, and the storm
 * measured refusals, not argon2. The per-address limit (LOGIN_FAILURES_PER_ADDRESS, 50 by default) counts every
 * attempt in flight from 127.0.0.1, so at most 50 connections can storm from one address without refusals:
 * STORM_CONNECTIONS stays at 50. The product's limits are not changed for the bench.
 */
const STORM_CONNECTIONS = 50;
const STORM_SECONDS = 8;
/** How long logins are measured alone (8 connections, one account: under its limit of 10). */
const LOGIN_SECONDS = 8;

/**
 * Waits until the server has hashed the logins the storm left queued when its connections closed, so that nothing
 * else is measured while they run: one more login waits behind them (the hashes are taken in turn). While 50 are
 * still in flight from this address it is refused (the per-address limit counts them), so it is tried again.
 */
async function afterStorm(url: string, email: string) {
  for (;;) {
    const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    await response.arrayBuffer();
    if (response.ok) return;
    if (response.status !== 429) throw new Error(`login after the storm: ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** One account per storm connection, registered through the API (each registration is itself a hash). */
async function registerStormAccounts(url: string): Promise<string[]> {
  const emails = Array.from({ length: STORM_CONNECTIONS }, (_, i) => `bench-storm-${i}@example.com`);
  for (let start = 0; start < emails.length; start += 10) {
    await Promise.all(
      emails.slice(start, start + 10).map((email, k) =>
        call(`${url}/api/auth/register`, 'POST', { first_name: 'Storm', last_name: `Login${alphabetic(start + k)}`, email, password: PASSWORD, phone: '555-0100', gender: 'female' }),
      ),
    );
  }
  return emails;
}

/**
 * autocannon options whose requests take the accounts in turn. With as many accounts as connections, and the
 * hashes done in the order the logins came (decision 85's queue), the logins in flight at any moment are of
 * distinct accounts; even out of order, an account would have far fewer than its limit's 10 in flight.
 */
function stormRequests(url: string, emails: string[]): autocannon.Options {
  const bodies = emails.map((email) => JSON.stringify({ email, password: PASSWORD }));
  let next = 0;
  return {
    url,
    requests: [
      {
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
      },
    ],
  };
}

/** The worst of the rounds for latency, the mean for throughput, all errors. */
function combine(runs: Figures[]): Figures {
  const mean = (pick: (f: Figures) => number) => Math.round(runs.reduce((sum, f) => sum + pick(f), 0) / runs.length);
  return {
    reqPerSec: mean((f) => f.reqPerSec),
    p50: Math.max(...runs.map((f) => f.p50)),
    p975: Math.max(...runs.map((f) => f.p975)),
    errors: runs.reduce((sum, f) => sum + f.errors, 0),
    requests: runs.reduce((sum, f) => sum + f.requests, 0),
    answered: runs.reduce((sum, f) => sum + f.answered, 0),
  };
}

/**
 * Warms the route (JIT, pool), then alternates ROUNDS slices of hello-world and of the route, so that both see
 * the same moments of a machine whose load changes (it is shared): the ratio compares like with like.
 */
async function sideBySide(hello: string, options: autocannon.Options): Promise<{ route: Figures; hello: Figures }> {
  await cannon({ ...options, duration: WARM_SECONDS });
  const helloRuns: Figures[] = [];
  const routeRuns: Figures[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    helloRuns.push(await cannon({ url: hello }));
    routeRuns.push(await cannon(options));
  }
  return { route: combine(routeRuns), hello: combine(helloRuns) };
}

const routes = (url: string, token: string) => {
  const headers = { authorization: `Bearer ${token}` };
  return {
    patients: { url: `${url}/api/patients/mine?limit=10&offset=0&order=desc`, headers },
    encounters: { url: `${url}/api/encounters/mine?limit=10&offset=0`, headers },
    session: { url: `${url}/api/icd10?q=asthma&limit=1`, headers },
  };
};

/** The three routes, each beside hello-world. */
async function benchRoutes(hello: string, url: string, token: string) {
  const r = routes(url, token);
  // The ICD-10 index loads on its first search (about a second): not part of what is measured.
  await fetch(r.session.url, { headers: r.session.headers });
  return {
    patients: await sideBySide(hello, r.patients),
    encounters: await sideBySide(hello, r.encounters),
    session: await sideBySide(hello, r.session),
  };
}

/** The same routes on the same data and token, served by the baseline checkout's server (BENCH_BASELINE_DIR). */
async function benchBaseline(env: Record<string, string>, hello: string, token: string) {
  if (!BASELINE_DIR) return null;
  const baseline = await startProduct(env, BASELINE_DIR);
  try {
    return await benchRoutes(hello, baseline.url, token);
  } finally {
    await stop(baseline.child);
  }
}

/**
 * Seeds a fresh database through the product, then measures it. `afterSeed` brings the planner statistics up to
 * date as the database in service has them: VACUUM ANALYZE for PostgreSQL (the machine's autovacuum is off); for
 * the embedded database, a restart of its server, which analyses every table at start (decision 104). Left
 * running, it would do the same within a minute (autovacuum's rule, checked every minute). Before that restart, the
 * two lists are measured as they are just after seeding, the tables analysed only while empty (`unanalysed`): what
 * the statistics change, in the same run.
 */
async function benchDatabase(label: string, env: Record<string, string>, hello: string, afterSeed: 'vacuum analyze' | 'restart') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-bench-api-'));
  let product = await startProduct({ DATA_DIR: dataDir, ...env });
  try {
    const seedStarted = Date.now();
    const token = await seed(product.url, `bench-${label}@example.com`);
    console.log(`${label}: seeded ${PATIENTS} patients and encounters in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
    let unanalysed: { patients: { route: Figures; hello: Figures }; encounters: { route: Figures; hello: Figures } } | null = null;
    if (afterSeed === 'vacuum analyze') psql(PG_DATABASE, 'vacuum analyze');
    else {
      // Well within the server's first minute, so before its first check of autovacuum's rule.
      const r = routes(product.url, token);
      unanalysed = { patients: await sideBySide(hello, r.patients), encounters: await sideBySide(hello, r.encounters) };
      await stop(product.child);
      product = await startProduct({ DATA_DIR: dataDir, ...env });
    }
    const figures = await benchRoutes(hello, product.url, token);
    return { figures, unanalysed, product, token, dataDir };
  } catch (error) {
    await stop(product.child);
    throw error;
  }
}

interface Argon2Figures {
  perSecond: number;
  loopDelayMaxMs: number;
  loopDelayP99Ms: number;
}
interface Argon2Run {
  threads: number;
  product: Argon2Figures;
  libraryDefaults: Argon2Figures;
}

function argon2Pool(threads: number, count: number): Promise<Omit<Argon2Run, 'threads'>> {
  const child = track(fork(path.join(repoRoot, 'bench/api/argon2-pool.ts'), [String(count)], {
    execArgv: WITH_PARENT,
    env: { ...process.env, UV_THREADPOOL_SIZE: String(threads) },
  }));
  return new Promise((resolve, reject) => {
    child.once('message', (m: Omit<Argon2Run, 'threads'>) => resolve(m));
    child.once('exit', (code) => code !== 0 && reject(new Error(`argon2 bench exited (${code})`)));
  });
}

function psql(database: string, statement: string) {
  const url = PG_ADMIN.replace(/\/[^/]*$/, `/${database}`);
  execFileSync('psql', [url, '-qtAc', statement], { stdio: ['ignore', 'pipe', 'inherit'] });
}

interface Row {
  database: string;
  route: string;
  figures: Figures;
  hello: Figures;
  ratio: number;
}

const argon2Line = (p: Argon2Run) =>
  `8 argon2 verifications at once, UV_THREADPOOL_SIZE=${p.threads}: as the product hashes (1 lane, ${Math.max(1, os.availableParallelism() - 1)} at a time) ` +
  `${p.product.perSecond.toFixed(1)}/s, event loop late by at most ${p.product.loopDelayMaxMs.toFixed(0)} ms; with the library's defaults (4 lanes) ` +
  `${p.libraryDefaults.perSecond.toFixed(1)}/s, at most ${p.libraryDefaults.loopDelayMaxMs.toFixed(0)} ms`;

/** What the storm's logins got: signed in (hashed), and anything else (a refusal, a timeout). */
const stormLine = (storm: Figures) =>
  `${(storm.answered / STORM_SECONDS).toFixed(1)} logins/s (${storm.answered} signed in, ${storm.errors} refused or failed, in ${STORM_SECONDS} s), p50 ${storm.p50} ms and p97.5 ${storm.p975} ms ` +
  `(each waits its turn for the hash, ${STORM_CONNECTIONS} at once).`;

const ratio = (f: Figures, hello: Figures) => Number((f.reqPerSec / hello.reqPerSec).toFixed(3));

async function main() {
  const started = Date.now();
  const load = os.loadavg()[0]!.toFixed(1);
  const helloServer = await startHello();
  const rows: Row[] = [];
  const add = (database: string, route: string, m: { route: Figures; hello: Figures }) =>
    rows.push({ database, route, figures: m.route, hello: m.hello, ratio: ratio(m.route, m.hello) });
  let login: Record<string, unknown> = {};
  try {
    // Embedded first: its server is stopped before PostgreSQL's starts, so the two never share the machine.
    const routeNames = ['patients', 'encounters', 'session'] as const;
    const embeddedEnv = { PGLITE_DIR: '', DATABASE_URL: '' };
    const embedded = await benchDatabase('embedded', embeddedEnv, helloServer.url, 'restart');
    await stop(embedded.product.child);
    if (embedded.unanalysed) {
      add('embedded, seeded, not yet analysed', 'patients', embedded.unanalysed.patients);
      add('embedded, seeded, not yet analysed', 'encounters', embedded.unanalysed.encounters);
    }
    for (const route of routeNames) add('embedded', route, embedded.figures[route]);
    // On the data its server analysed at start (ANALYZE's statistics are stored): the earlier code is measured with them.
    const embeddedBefore = await benchBaseline({ DATA_DIR: embedded.dataDir, ...embeddedEnv }, helloServer.url, embedded.token);
    if (embeddedBefore) for (const route of routeNames) add(`embedded, ${baselineLabel()}`, route, embeddedBefore[route]);
    fs.rmSync(embedded.dataDir, { recursive: true, force: true });

    psql('postgres', `drop database if exists ${PG_DATABASE}`);
    psql('postgres', `create database ${PG_DATABASE}`);
    const databaseUrl = PG_ADMIN.replace(/\/[^/]*$/, `/${PG_DATABASE}`);
    // A database in service has its planner statistics and visibility map from autovacuum, which this machine's
    // server has turned off (autovacuum = off): VACUUM ANALYZE once after seeding stands in for it. PGlite has no
    // autovacuum at all; the embedded server analyses its own tables (decision 104).
    const pg = await benchDatabase('postgres', { DATABASE_URL: databaseUrl, DATA_KEY }, helloServer.url, 'vacuum analyze');
    for (const route of routeNames) add('postgres', route, pg.figures[route]);
    const r = routes(pg.product.url, pg.token);

    // Logins at the product's argon2 cost, then the list while logins pour in, against the list alone.
    const loginRequest = {
      url: `${pg.product.url}/api/auth/login`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-postgres@example.com', password: PASSWORD }),
    };
    const logins = await cannon({ ...loginRequest, connections: 8, duration: LOGIN_SECONDS });
    const listAlone = await cannon({ ...r.patients, connections: 10, duration: STORM_SECONDS });
    const stormAccounts = await registerStormAccounts(pg.product.url);
    const [listInStorm, storm] = await Promise.all([
      cannon({ ...r.patients, connections: 10, duration: STORM_SECONDS }),
      cannon({ ...stormRequests(pg.product.url, stormAccounts), connections: STORM_CONNECTIONS, duration: STORM_SECONDS, timeout: 60 }),
    ]);
    await afterStorm(pg.product.url, stormAccounts[0]!);
    await stop(pg.product.child);
    const pgBefore = await benchBaseline({ DATA_DIR: pg.dataDir, DATABASE_URL: databaseUrl, DATA_KEY }, helloServer.url, pg.token);
    if (pgBefore) for (const route of routeNames) add(`postgres, ${baselineLabel()}`, route, pgBefore[route]);

    // The pool: the patient list with 5 and 20 connections to PostgreSQL (10 is the default measured above).
    for (const poolSize of [5, 20]) {
      const sized = await startProduct({ DATA_DIR: pg.dataDir, DATABASE_URL: databaseUrl, DATA_KEY, DATABASE_POOL_SIZE: String(poolSize) });
      add(`postgres, pool of ${poolSize}`, 'patients', await sideBySide(helloServer.url, routes(sized.url, pg.token).patients));
      await stop(sized.child);
    }

    // The same lists with the audit insert's commit not waiting for its WAL flush (a bench variant, not a setting).
    psql(PG_DATABASE, `alter database ${PG_DATABASE} set synchronous_commit = off`);
    const unflushed = await startProduct({ DATA_DIR: pg.dataDir, DATABASE_URL: databaseUrl, DATA_KEY });
    const u = routes(unflushed.url, pg.token);
    add('postgres, synchronous_commit off', 'patients', await sideBySide(helloServer.url, u.patients));
    add('postgres, synchronous_commit off', 'encounters', await sideBySide(helloServer.url, u.encounters));
    await stop(unflushed.child);
    fs.rmSync(pg.dataDir, { recursive: true, force: true });
    psql('postgres', `drop database if exists ${PG_DATABASE}`);

    const pool = [];
    for (const threads of [1, 4]) pool.push({ threads, ...(await argon2Pool(threads, 8)) });
    login = { logins, listAlone, listInStorm, storm, argon2: pool };
  } finally {
    await stop(helloServer.child);
  }

  console.log(`\nbench:api — ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s per route beside hello-world, ${PATIENTS} patients; load average at start ${load} on ${os.cpus().length} cores\n`);
  console.log(['database', 'route', 'req/s', 'p50 ms', 'p97.5 ms', 'errors', 'hello-world req/s', 'hello p97.5 ms', 'ratio'].join('\t'));
  for (const row of rows) {
    const f = row.figures;
    console.log([row.database, row.route, f.reqPerSec, f.p50, f.p975, f.errors, row.hello.reqPerSec, row.hello.p975, row.ratio].join('\t'));
  }
  const l = login as { logins: Figures; listAlone: Figures; listInStorm: Figures; storm: Figures; argon2: Argon2Run[] };
  console.log(`\nlogin (PostgreSQL, 8 connections): ${(l.logins.answered / LOGIN_SECONDS).toFixed(1)} logins/s, p97.5 ${l.logins.p975} ms, errors ${l.logins.errors}`);
  console.log(`patient list, 10 connections: alone p97.5 ${l.listAlone.p975} ms (${l.listAlone.reqPerSec} req/s); during a storm of ${STORM_CONNECTIONS} login connections p97.5 ${l.listInStorm.p975} ms (${l.listInStorm.reqPerSec} req/s, ${l.listInStorm.errors} errors)`);
  console.log(`the storm: ${stormLine(l.storm)}`);
  for (const p of l.argon2) console.log(argon2Line(p));
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\n${seconds} s in all`);

  const results = { generated: new Date().toISOString(), seconds, loadAverageAtStart: Number(load), cores: os.cpus().length, connections: CONNECTIONS, secondsPerRoute: SECONDS, patients: PATIENTS, rows, login };
  fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(repoRoot, 'bench/results/api.json'), `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(path.join(repoRoot, 'bench/api/RESULTS.md'), resultsMarkdown(rows, l, { seconds, load }));
}

function resultsMarkdown(
  rows: Row[],
  l: { logins: Figures; listAlone: Figures; listInStorm: Figures; storm: Figures; argon2: Argon2Run[] },
  run: { seconds: number; load: string },
) {
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    '# API benchmark: latest figures',
    '',
    `Generated by \`npm run bench:api\` on ${date}; ${run.seconds} s in all; load average ${run.load} on ${os.cpus().length} cores at the start (the`,
    'machine is shared, so compare the ratios of one run rather than absolute figures across runs). autocannon, loopback,',
    `${CONNECTIONS} connections; each route warmed ${WARM_SECONDS} s, then ${ROUNDS} slices of ${SECONDS} s alternating with hello-world (req/s: mean; latency: the worse`,
    `slice); one practitioner with ${PATIENTS} patients and ${PATIENTS} encounters; page 1`,
    '(10 rows). "session" is a signed-in route that reads no table (ICD-10 search in memory): the token check alone.',
    'Servers log at the default level (info), output discarded. PostgreSQL: VACUUM ANALYZE after seeding (autovacuum is',
    'off on this machine\'s server); embedded: its server restarted after seeding, which analyses every table at start',
    '(PGlite has no autovacuum; the server analyses its tables itself, decision 104). "embedded, seeded, not yet',
    'analysed": the same server just before that restart, its tables analysed only while they were empty.',
    'Every connection asks for page 1 of the one practitioner: since decision 140 the equal asks of one moment are read',
    'by one statement, the best case of that grouping (`QB_MANY` in bench/api/quick.ts measures asks that differ).',
    ...(BASELINE_DIR
      ? [`Rows "${baselineLabel()}": the same routes, data and token served by that commit's server (BENCH_BASELINE_DIR), in the same run.`]
      : []),
    '',
    '| database | route | req/s | p50 ms | p97.5 ms | errors | hello-world req/s (same moments) | hello-world p97.5 ms | ratio |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.database} | ${r.route} | ${r.figures.reqPerSec} | ${r.figures.p50} | ${r.figures.p975} | ${r.figures.errors} | ${r.hello.reqPerSec} | ${r.hello.p975} | ${r.ratio} |`),
    '',
    'Targets (issue 12): patient and encounter list on PostgreSQL ≥ 0.20 of hello-world with p97.5 < 40 ms and no',
    'errors; on the embedded database ≥ 0.08.',
    '',
    '## Logins',
    '',
    `- ${(l.logins.answered / LOGIN_SECONDS).toFixed(1)} logins/s through the API (PostgreSQL, 8 connections, one account), p97.5 ${l.logins.p975} ms, ${l.logins.errors} errors.`,
    `- Patient list with 10 connections: p97.5 ${l.listAlone.p975} ms and ${l.listAlone.reqPerSec} req/s alone; p97.5 ${l.listInStorm.p975} ms and ${l.listInStorm.reqPerSec} req/s`,
    `  (${l.listInStorm.errors} errors) during a storm of ${STORM_CONNECTIONS} login connections to ${STORM_CONNECTIONS} accounts.`,
    `- The storm: ${stormLine(l.storm)}`,
    ...l.argon2.map((p) => `- ${argon2Line(p)}`),
    '',
  ];
  return lines.join('\n');
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error(error);
    // A server left running would hold its port and its database, and take CPU from whatever is measured next.
    await Promise.all([...children].map(stop));
    process.exit(1);
  },
);

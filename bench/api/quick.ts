/**
 * A quick PostgreSQL-only measure for iterating on issue 12 (not the bench of record, which is run.ts): seeds a
 * database once (kept between runs), then alternates hello-world and each checkout's server on the patient list,
 * encounter list and the signed-in route that reads no table, and prints beside req/s the CPU time each process
 * (API server, all PostgreSQL processes, autocannon) spent per request, which varies less than req/s on a shared
 * machine (decisions 122-124 were measured with it).
 * `node --import tsx bench/api/quick.ts`, with
 * QB_DIRS=label=dir,label=dir  QB_SECONDS=3  QB_ROUNDS=2  QB_ROUTES=patients,encounters,session  QB_RESEED=1
 * QB_ENV_<label>=K=V;K=V extra env for that label's server. QB_PROF=dir: --cpu-prof into dir.
 * QB_DB=pglite: the embedded database instead, seeded once into /tmp/qb-pglite (kept between runs), each server on a
 * copy of it (PGlite is one process's); the server analyses its tables at start (decision 104). CPU "pg" is 0 there.
 * QB_MANY=n (PostgreSQL): the two lists are asked for by n other practitioners (50 patients and encounters each, seeded
 * once), each request a random one of them and a random page of 1 to 5, instead of page 1 of one practitioner's list,
 * so that concurrent requests seldom ask for the same page (decision 140 reads equal asks once).
 * QB_RATE=n: the servers' runs ask for n requests a second in all (autocannon's overallRate) instead of as many as
 * they answer, so that each checkout does the same work at the same pace and its CPU per request depends less on how
 * busy the machine is (decision 302); p97.5 is then a latency at that pace. QB_HELLO=0: no hello-world run before each
 * run (no ratio), twice the runs of the servers in the same time.
 */
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.QB_SECONDS ?? 3);
const ROUNDS = Number(process.env.QB_ROUNDS ?? 2);
const DB = 'scribe_perf_q';
const ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';
const URL_DB = `postgres://postgres@127.0.0.1:5432/${DB}`;
const STATE = '/tmp/qb-state.json';
const DATA_DIR = '/tmp/qb-data';
const PASSWORD = 'Bench-password-1';
const EMAIL = 'bench-q@example.com';
const EMBEDDED = process.env.QB_DB === 'pglite';
const PGLITE_SEED = '/tmp/qb-pglite';
const dirs = (process.env.QB_DIRS ?? `cur=${repoRoot}`).split(',').map((s) => s.split('=') as [string, string]);
const MANY = Number(process.env.QB_MANY ?? 0);
const RATE = Number(process.env.QB_RATE ?? 0);
const HELLO = process.env.QB_HELLO !== '0';
const routeNames = (process.env.QB_ROUTES ?? 'patients,encounters,session').split(',');

const psql = (db: string, s: string) => execFileSync('psql', [ADMIN.replace(/\/[^/]*$/, `/${db}`), '-qtAc', s], { encoding: 'utf8' }).trim();

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
async function startProduct(root: string, env: Record<string, string>, label: string) {
  const port = await freePort();
  const prof = process.env.QB_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.QB_PROF}/${label}`] : [];
  let database: Record<string, string> = { DATA_DIR, DATABASE_URL: URL_DB, DATA_KEY: state().key };
  if (EMBEDDED) {
    const copy = label === 'seed' ? PGLITE_SEED : `/tmp/qb-pglite-${label}`;
    if (label !== 'seed') {
      fs.rmSync(copy, { recursive: true, force: true });
      fs.cpSync(PGLITE_SEED, copy, { recursive: true });
    }
    database = { DATA_DIR: copy, DATABASE_URL: '', PGLITE_DIR: '' };
  }
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', AUTH_RATE_LIMIT: '1000000', SMTP_URL: '', ...database, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited');
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return { url, child };
    await new Promise((r) => setTimeout(r, 300));
  }
}
async function call<T>(url: string, method: string, body?: unknown, token?: string): Promise<T> {
  const r = await fetch(url, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}
let cached: { key: string } | null = null;
function state(): { key: string } {
  if (!cached) {
    if (!fs.existsSync(STATE)) fs.writeFileSync(STATE, JSON.stringify({ key: execFileSync('openssl', ['rand', '-base64', '32'], { encoding: 'utf8' }).trim() }));
    cached = JSON.parse(fs.readFileSync(STATE, 'utf8'));
  }
  return cached!;
}
const alphabetic = (n: number) => [...String(n)].map((d) => String.fromCharCode(97 + Number(d))).join('');

async function seed() {
  if (EMBEDDED) {
    if (fs.existsSync(PGLITE_SEED) && !process.env.QB_RESEED) return;
    fs.rmSync(PGLITE_SEED, { recursive: true, force: true });
  } else {
    const exists = psql('postgres', `select 1 from pg_database where datname='${DB}'`) === '1';
    if (exists && !process.env.QB_RESEED) return;
    psql('postgres', `drop database if exists ${DB}`);
    psql('postgres', `create database ${DB}`);
    fs.rmSync(STATE, { force: true });
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
    cached = null;
  }
  const p = await startProduct(dirs[0]![1], {}, 'seed');
  try {
    const s = await call<{ data: { access_token: string } }>(`${p.url}/api/auth/register`, 'POST', { first_name: 'Bench', last_name: 'Mark', email: EMAIL, password: PASSWORD, phone: '555-0100', gender: 'female' });
    const token = s.data.access_token;
    for (let start = 0; start < 1000; start += 50) {
      await Promise.all(Array.from({ length: 50 }, async (_, k) => {
        const i = start + k;
        const c = await call<{ data: { _id: string } }>(`${p.url}/api/patients`, 'POST', { first_name: `Ada${alphabetic(i)}`, last_name: 'Smith', birth_date: '1950-01-11', gender: i % 2 ? 'male' : 'female' }, token);
        await call(`${p.url}/api/encounters`, 'POST', { patient: c.data._id }, token);
      }));
    }
  } finally {
    await stop(p.child);
  }
  if (!EMBEDDED) psql(DB, 'vacuum analyze');
}

/** QB_MANY's practitioners, registered with 50 patients and encounters each unless they exist; their tokens. */
async function manyPractitioners(url: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let p = 1; p <= MANY; p++) {
    const email = `bench-q-${p}@example.com`;
    const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    if (login.ok) {
      tokens.push(((await login.json()) as { data: { access_token: string } }).data.access_token);
      continue;
    }
    const s = await call<{ data: { access_token: string } }>(`${url}/api/auth/register`, 'POST', { first_name: 'Bench', last_name: `Mark${alphabetic(p)}`, email, password: PASSWORD, phone: '555-0100', gender: 'female' });
    const token = s.data.access_token;
    await Promise.all(Array.from({ length: 50 }, async (_, i) => {
      const c = await call<{ data: { _id: string } }>(`${url}/api/patients`, 'POST', { first_name: `Bo${alphabetic(i)}`, last_name: 'Jones', birth_date: '1960-02-12', gender: i % 2 ? 'male' : 'female' }, token);
      await call(`${url}/api/encounters`, 'POST', { patient: c.data._id }, token);
    }));
    tokens.push(token);
  }
  if (!EMBEDDED) psql(DB, 'analyze');
  return tokens;
}

/** CPU ticks (1/100 s) used so far by process `pid`, or by every process of user postgres when pid is 'pg'. */
function ticks(pid: number | 'pg'): number {
  const one = (p: string) => {
    try {
      const f = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(f[11]) + Number(f[12]);
    } catch {
      return 0;
    }
  };
  if (pid !== 'pg') return one(String(pid));
  let sum = 0;
  for (const p of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      if (fs.statSync(`/proc/${p}`).uid === pgUid) sum += one(p);
    } catch {
      // the process ended while being read
    }
  }
  return sum;
}
const pgUid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());

async function cannon(opts: autocannon.Options, pid?: number) {
  const before = pid ? { s: ticks(pid), pg: ticks('pg'), me: process.cpuUsage() } : null;
  const r = await autocannon({ connections: 50, duration: SECONDS, ...opts });
  const n = r.requests.total;
  const cpu = before
    ? { server: ((ticks(pid!) - before.s) * 10) / n, pg: ((ticks('pg') - before.pg) * 10) / n, cannon: (process.cpuUsage(before.me).user + process.cpuUsage(before.me).system) / 1000 / n }
    : null;
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p975: r.latency.p97_5, errors: r.errors + r.timeouts + r.non2xx, cpu };
}

async function main() {
  await seed();
  const hello = fork(path.join(repoRoot, 'bench/api/hello.ts'), ['0'], { execArgv: ['--import', 'tsx'] });
  const helloUrl = await new Promise<string>((res) => hello.once('message', (m: { address: string }) => res(m.address)));
  const servers: { label: string; url: string; child: ChildProcess }[] = [];
  try {
    for (const [label, dir] of dirs) {
      const extra = Object.fromEntries((process.env[`QB_ENV_${label}`] ?? '').split(';').filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)] as [string, string]));
      servers.push({ label, ...(await startProduct(dir, extra, label)) });
    }
    const login = async (url: string) => (await call<{ data: { access_token: string } }>(`${url}/api/auth/login`, 'POST', { email: EMAIL, password: PASSWORD })).data.access_token;
    const paths: Record<string, string> = { patients: '/api/patients/mine?limit=10&offset=0&order=desc', encounters: '/api/encounters/mine?limit=10&offset=0', session: '/api/icd10?q=asthma&limit=1' };
    // On PostgreSQL one session serves every server; each embedded server has a database (and sessions) of its own.
    const shared = EMBEDDED ? null : await login(servers[0]!.url);
    const headersOf = new Map<string, { authorization: string }>();
    for (const s of servers) headersOf.set(s.label, { authorization: `Bearer ${shared ?? (await login(s.url))}` });
    for (const s of servers) await fetch(`${s.url}${paths.session}`, { headers: headersOf.get(s.label)! });
    const many = MANY > 0 ? await manyPractitioners(servers[0]!.url) : [];
    /** The route's requests: page 1 of the one practitioner, or (QB_MANY) a random practitioner's random page. */
    const target = (s: (typeof servers)[number], route: string): autocannon.Options => {
      if (!many.length || route === 'session') return { url: s.url + paths[route], headers: headersOf.get(s.label)! };
      const listPath = route === 'patients' ? '/api/patients/mine?limit=10&order=desc&offset=' : '/api/encounters/mine?limit=10&offset=';
      return {
        url: s.url,
        requests: [{ setupRequest: (request) => ({ ...request, path: `${listPath}${10 * Math.floor(Math.random() * 5)}`, headers: { ...request.headers, authorization: `Bearer ${many[Math.floor(Math.random() * many.length)]}` } }) }],
      };
    };
    const out: Record<string, { rps: number[]; p975: number[]; errors: number; hello: number[]; cpu: { server: number; pg: number; cannon: number }[] }> = {};
    for (const route of routeNames) {
      for (const s of servers) await cannon({ ...target(s, route), duration: 2 });
      for (let round = 0; round < ROUNDS; round++) {
        for (const s of servers) {
          const h = HELLO ? await cannon({ url: helloUrl }) : { rps: NaN };
          const f = await cannon({ ...target(s, route), ...(RATE > 0 ? { overallRate: RATE } : {}) }, s.child.pid);
          const k = `${s.label}\t${route}`;
          out[k] ??= { rps: [], p975: [], errors: 0, hello: [], cpu: [] };
          out[k].cpu.push(f.cpu!);
          out[k].rps.push(f.rps);
          out[k].p975.push(f.p975);
          out[k].errors += f.errors;
          out[k].hello.push(h.rps);
        }
      }
    }
    console.log('label\troute\treq/s (each)\tp97.5 (each)\terrors\thello (each)\tratio\tCPU ms/req server/pg/cannon\tserver (each)');
    for (const [k, v] of Object.entries(out)) {
      const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
      console.log(`${k}\t${v.rps.join('/')}\t${v.p975.join('/')}\t${v.errors}\t${v.hello.join('/')}\t${(mean(v.rps) / mean(v.hello)).toFixed(3)}\t${(['server', 'pg', 'cannon'] as const).map((c) => mean(v.cpu.map((x) => x[c])).toFixed(3)).join('/')}\t${v.cpu.map((x) => x.server.toFixed(3)).join('/')}`);
    }
  } finally {
    for (const s of servers) await stop(s.child);
    await stop(hello);
  }
}
main().then(() => process.exit(0), (e: unknown) => { console.error(e); process.exit(1); });

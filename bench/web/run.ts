/**
 * `npm run bench:web` (issue 12): what the first pages cost in Chromium on localhost. Starts the real server on
 * the built client (run `npm run build -w @scribe/web` first; the npm script does), then for the login page and
 * for /patients of a signed-in practitioner with 30 patients: bytes on the wire per kind (JavaScript, CSS, HTML,
 * other; compressed as sent) and the Largest Contentful Paint, each page loaded RUNS times with an empty cache.
 * Also the same pages on a second visit (everything hashed comes from the cache). With BENCH_BASELINE_DIR (another
 * checkout, its packages installed and its web client built), that checkout's server is started too and each load
 * alternates between the two, so that before and after see the same moments of a shared machine. Prints a table
 * and writes bench/results/web.json. Timing is reported, never asserted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { launchBrowser, repoRoot, startServer, type Server } from '../../e2e/harness.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGETS = { loginJsKb: 150, loginLcpMs: 400, patientsLcpMs: 500 };
const BASELINE_DIR = process.env.BENCH_BASELINE_DIR ? path.resolve(process.env.BENCH_BASELINE_DIR) : null;

/** A server to measure, with a practitioner of its own (30 patients) for /patients. */
interface Site {
  label: string;
  server: Server;
  session: { token: string; user: unknown };
}

interface Load {
  bytes: Record<'script' | 'stylesheet' | 'document' | 'other', number>;
  requests: number;
  lcpMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Loads `url` in `page` and answers what came over the wire and when the largest paint happened. */
async function load(page: Page, url: string, readySelector: string): Promise<Load> {
  const bytes: Load['bytes'] = { script: 0, stylesheet: 0, document: 0, other: 0 };
  let requests = 0;
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then((sizes) => {
        const type = request.resourceType();
        const kind = type === 'script' || type === 'stylesheet' || type === 'document' ? type : 'other';
        // Only what the server sent: a response served from the browser's cache has no body on the wire.
        bytes[kind] += Math.max(0, sizes.responseBodySize);
        requests += 1;
      }),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(readySelector).first().waitFor();
  await page.waitForLoadState('networkidle');
  // Run in the page (a string: this file is type-checked for Node, not the DOM).
  const lcpMs = await page.evaluate<number>(`new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1].startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  })`);
  await Promise.all(pending);
  page.removeAllListeners('requestfinished');
  return { bytes, requests, lcpMs: Math.round(lcpMs) };
}

async function measurePage(browser: Browser, sites: Site[], route: string, readySelector: string, signedIn: boolean) {
  const cold = new Map<Site, Load[]>(sites.map((site) => [site, []]));
  const warm = new Map<Site, Load>();
  for (let run = 0; run < RUNS; run++) {
    // One load from each site in turn: the sites share the machine's moments.
    for (const site of sites) {
      const context = await browser.newContext({ baseURL: site.server.baseUrl, viewport: { width: 1440, height: 900 } });
      if (signedIn) {
        const { token, user } = site.session;
        const store = `localStorage.setItem('token', ${JSON.stringify(token)}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))});`;
        await context.addInitScript({ content: store });
      }
      const page = await context.newPage();
      cold.get(site)!.push(await load(page, route, readySelector));
      // The second visit in the same context: hashed files come from the cache.
      if (run === 0) warm.set(site, await load(page, route, readySelector));
      await context.close();
    }
  }
  const kb = (n: number) => Math.round(n / 102.4) / 10;
  return sites.map((site) => {
    const loads = cold.get(site)!;
    const first = loads[0]!;
    const second = warm.get(site);
    return {
      site: site.label,
      route,
      jsKb: kb(first.bytes.script),
      cssKb: kb(first.bytes.stylesheet),
      htmlKb: kb(first.bytes.document),
      otherKb: kb(first.bytes.other),
      requests: first.requests,
      lcpMs: median(loads.map((c) => c.lcpMs)),
      lcpRunsMs: loads.map((c) => c.lcpMs),
      secondVisitKb: second ? kb(Object.values(second.bytes).reduce((a, b) => a + b, 0)) : null,
      secondVisitLcpMs: second?.lcpMs ?? null,
    };
  });
}

/** Registers a practitioner with 30 patients on `server`. */
async function seed(server: Server) {
  const api = async <T>(url: string, body: unknown, token?: string) => {
    const response = await fetch(`${server.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const session = await api<{ data: { access_token: string; user: unknown } }>('/api/auth/register', {
    first_name: 'Web',
    last_name: 'Bench',
    email: 'web-bench@example.com',
    password: 'Bench-password-1',
    phone: '555-0100',
    gender: 'female',
  });
  const token = session.data.access_token;
  const names = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn'];
  for (let i = 0; i < 30; i++) {
    await api('/api/patients', { first_name: names[i % 6], last_name: 'Lovelace', birth_date: '1980-01-15', gender: i % 2 ? 'male' : 'female' }, token);
  }
  return { token, user: session.data.user };
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) throw new Error('build the web client first: npm run build -w @scribe/web');
  if (BASELINE_DIR && !fs.existsSync(path.join(BASELINE_DIR, 'apps/web/dist/index.html'))) throw new Error(`build the baseline's web client first: ${BASELINE_DIR}`);
  const started = Date.now();
  const loadAtStart = os.loadavg()[0]!;
  const servers: Server[] = [];
  const browser = await launchBrowser();
  try {
    const sites: Site[] = [];
    const current = await startServer();
    servers.push(current);
    sites.push({ label: 'current', server: current, session: await seed(current) });
    if (BASELINE_DIR) {
      const commit = execFileSync('git', ['-C', BASELINE_DIR, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
      const baseline = await startServer(BASELINE_DIR);
      servers.push(baseline);
      sites.push({ label: `before (${commit})`, server: baseline, session: await seed(baseline) });
    }
    const pages = [
      ...(await measurePage(browser, sites, '/login', 'input[type="password"]', false)),
      ...(await measurePage(browser, sites, '/patients', 'text=Lovelace', true)),
    ];
    const mine = pages.filter((p) => p.site === 'current');
    const [login, patients] = mine as [(typeof pages)[0], (typeof pages)[0]];
    const loadAtEnd = os.loadavg()[0]!;
    console.log(`\nbench:web — Chromium, localhost, ${RUNS} loads per page with an empty cache (LCP: median); load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end, ${os.cpus().length} cores\n`);
    console.log(['site', 'page', 'JS KB', 'CSS KB', 'HTML KB', 'other KB', 'requests', 'LCP ms', 'LCP runs', 'second visit KB', 'second visit LCP ms'].join('\t'));
    for (const p of pages) {
      console.log([p.site, p.route, p.jsKb, p.cssKb, p.htmlKb, p.otherKb, p.requests, p.lcpMs, p.lcpRunsMs.join(' '), p.secondVisitKb, p.secondVisitLcpMs].join('\t'));
    }
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(`\nlogin JavaScript ≤ ${TARGETS.loginJsKb} KB: ${verdict(login.jsKb <= TARGETS.loginJsKb)}; login LCP ≤ ${TARGETS.loginLcpMs} ms: ${verdict(login.lcpMs <= TARGETS.loginLcpMs)}; /patients LCP ≤ ${TARGETS.patientsLcpMs} ms: ${verdict(patients.lcpMs <= TARGETS.patientsLcpMs)}`);
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`${seconds} s in all`);
    fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
    fs.writeFileSync(
      path.join(repoRoot, 'bench/results/web.json'),
      `${JSON.stringify({ generated: new Date().toISOString(), seconds, runs: RUNS, loadAverage: loadAtStart, loadAverageAtEnd: loadAtEnd, targets: TARGETS, pages }, null, 2)}\n`,
    );
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

/**
 * `npm run bench:web` (issue 12): what the first pages cost in Chromium on localhost. Starts the real server on
 * the built client (run `npm run build -w @scribe/web` first; the npm script does), then for the login page and
 * for /patients of a signed-in practitioner with 30 patients: bytes on the wire per kind (JavaScript, CSS, HTML,
 * other; compressed as sent) and the Largest Contentful Paint, each page loaded RUNS times with an empty cache.
 * Also the same pages on a second visit (everything hashed comes from the cache). Prints a table and writes
 * bench/results/web.json. Timing is reported, never asserted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, repoRoot, startServer } from '../../e2e/harness.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGETS = { loginJsKb: 150, loginLcpMs: 400, patientsLcpMs: 500 };

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

async function measurePage(browser: Browser, baseUrl: string, route: string, readySelector: string, session?: { token: string; user: unknown }) {
  const cold: Load[] = [];
  let warm: Load | null = null;
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
    if (session) {
      const store = `localStorage.setItem('token', ${JSON.stringify(session.token)}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.user))});`;
      await context.addInitScript({ content: store });
    }
    const page = await context.newPage();
    cold.push(await load(page, route, readySelector));
    // The second visit in the same context: hashed files come from the cache.
    if (run === 0) warm = await load(page, route, readySelector);
    await context.close();
  }
  const kb = (n: number) => Math.round(n / 102.4) / 10;
  const first = cold[0]!;
  return {
    route,
    jsKb: kb(first.bytes.script),
    cssKb: kb(first.bytes.stylesheet),
    htmlKb: kb(first.bytes.document),
    otherKb: kb(first.bytes.other),
    requests: first.requests,
    lcpMs: median(cold.map((c) => c.lcpMs)),
    lcpRunsMs: cold.map((c) => c.lcpMs),
    secondVisitKb: warm ? kb(Object.values(warm.bytes).reduce((a, b) => a + b, 0)) : null,
    secondVisitLcpMs: warm?.lcpMs ?? null,
  };
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) throw new Error('build the web client first: npm run build -w @scribe/web');
  const started = Date.now();
  const server = await startServer();
  const browser = await launchBrowser();
  try {
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
    const pages = [
      await measurePage(browser, server.baseUrl, '/login', 'input[type="password"]'),
      await measurePage(browser, server.baseUrl, '/patients', 'text=Lovelace', { token, user: session.data.user }),
    ];
    const [login, patients] = pages as [(typeof pages)[0], (typeof pages)[0]];
    console.log(`\nbench:web — Chromium, localhost, ${RUNS} loads per page with an empty cache (LCP: median); load average ${os.loadavg()[0]!.toFixed(1)}\n`);
    console.log(['page', 'JS KB', 'CSS KB', 'HTML KB', 'other KB', 'requests', 'LCP ms', 'LCP runs', 'second visit KB', 'second visit LCP ms'].join('\t'));
    for (const p of pages) {
      console.log([p.route, p.jsKb, p.cssKb, p.htmlKb, p.otherKb, p.requests, p.lcpMs, p.lcpRunsMs.join(' '), p.secondVisitKb, p.secondVisitLcpMs].join('\t'));
    }
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(`\nlogin JavaScript ≤ ${TARGETS.loginJsKb} KB: ${verdict(login.jsKb <= TARGETS.loginJsKb)}; login LCP ≤ ${TARGETS.loginLcpMs} ms: ${verdict(login.lcpMs <= TARGETS.loginLcpMs)}; /patients LCP ≤ ${TARGETS.patientsLcpMs} ms: ${verdict(patients.lcpMs <= TARGETS.patientsLcpMs)}`);
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`${seconds} s in all`);
    fs.writeFileSync(
      path.join(repoRoot, 'bench/results/web.json'),
      `${JSON.stringify({ generated: new Date().toISOString(), seconds, runs: RUNS, loadAverage: os.loadavg()[0], targets: TARGETS, pages }, null, 2)}\n`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

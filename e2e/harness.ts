/**
 * A small end-to-end harness: builds nothing itself, starts the real server on a free port with a fresh
 * embedded database, drives Debian's Chromium through playwright-core, and runs registered tests in order.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const artifactsDir = path.join(repoRoot, 'e2e', 'artifacts');

export const WIDE = { width: 1440, height: 900 };
export const NARROW = { width: 375, height: 812 };

export interface Server {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** `root`: the checkout whose server (and built web client) to start; bench:web passes an earlier one. */
export async function startServer(root = repoRoot): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-e2e-'));
  // bench:web starts a server without the test runner, which is what creates this folder otherwise.
  fs.mkdirSync(artifactsDir, { recursive: true });
  const logPath = path.join(artifactsDir, root === repoRoot ? 'server.log' : 'server-baseline.log');
  const log = fs.openSync(logPath, 'w');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_RATE_LIMIT: '1000',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', log, log],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (code ${child.exitCode}); see ${logPath}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy in 90 s; see ${logPath}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            resolve();
          }, 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `extraArgs`: more Chromium flags, e.g. `--use-file-for-fake-audio-capture=<wav>` for a test's own browser. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A fake microphone (a tone) so the live recording can start in a headless browser.
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      ...extraArgs,
    ],
  });
}

export interface TestContext {
  server: Server;
  browser: Browser;
  /**
   * A fresh browser context (clean storage) with clipboard and microphone access and downloads. With
   * `fakeAudioFile` (a WAV), the page is in a browser of its own whose fake microphone plays that file in a
   * loop instead of a tone; that browser is closed after the test.
   */
  newPage(viewport?: { width: number; height: number }, options?: { fakeAudioFile?: string }): Promise<{ context: BrowserContext; page: Page }>;
  screenshot(page: Page, name: string): Promise<void>;
}

type TestFn = (t: TestContext) => Promise<void>;
const tests: { name: string; fn: TestFn }[] = [];
export function test(name: string, fn: TestFn): void {
  tests.push({ name, fn });
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Assertion failed: ${message}`);
}

/** Polls `check` until it holds (the UI settles asynchronously), then fails with `message`. */
export async function eventually(check: () => Promise<unknown> | unknown, message: string, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A locator that is not there yet throws: that is "not yet", not a failure.
    if (await Promise.resolve().then(check).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Assertion failed (after ${timeoutMs} ms): ${message}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function runAll(filter?: string): Promise<number> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  for (const old of fs.readdirSync(artifactsDir).filter((f) => f.startsWith('failure-') || f === 'summary.json')) fs.rmSync(path.join(artifactsDir, old));
  const server = await startServer();
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  const ownBrowsers: Browser[] = [];
  const t: TestContext = {
    server,
    browser,
    async newPage(viewport = WIDE, options = {}) {
      let host = browser;
      if (options.fakeAudioFile) {
        host = await launchBrowser([`--use-file-for-fake-audio-capture=${options.fakeAudioFile}`]);
        ownBrowsers.push(host);
      }
      const context = await host.newContext({ viewport, baseURL: server.baseUrl, acceptDownloads: true });
      await context.grantPermissions(['clipboard-read', 'clipboard-write', 'microphone'], { origin: server.baseUrl });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return { context, page };
    },
    async screenshot(page, name) {
      await page.waitForTimeout(250);
      await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
    },
  };
  let failed = 0;
  const selected = tests.filter((x) => !filter || x.name.includes(filter));
  for (const { name, fn } of selected) {
    const started = Date.now();
    try {
      await fn(t);
      console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed++;
      console.log(`  ✗ ${name}\n    ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      for (const context of contexts) {
        for (const [i, page] of context.pages().entries()) {
          const file = path.join(artifactsDir, `failure-${name.replace(/\W+/g, '-')}-${i}.png`);
          await page.screenshot({ path: file, fullPage: true }).catch(() => {});
        }
      }
    }
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
    await Promise.all(ownBrowsers.splice(0).map((b) => b.close().catch(() => {})));
  }
  await browser.close();
  await server.stop();
  console.log(`\n${selected.length - failed} passed, ${failed} failed`);
  // scripts/test.mjs adds these counts to the totals of `npm test`.
  fs.writeFileSync(path.join(artifactsDir, 'summary.json'), JSON.stringify({ passed: selected.length - failed, failed }));
  return failed;
}

import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { TEST_DATA_KEY } from './test-databases.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  baseUrl: string;
  /** Everything the server wrote to stdout and stderr so far (its log). */
  output(): string;
  stop(): Promise<void>;
  /** Sends `signal` (SIGKILL: a crash) and resolves when the process has exited and its output is all read. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The real server (`src/server.ts`) as its own process on a free loopback port, the way `npm start` runs it:
 * its umask, its log on stdout, its database in DATA_DIR. `env` adds to the test's environment.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), SMTP_URL: '', LOG_LEVEL: 'info', WORKER_POLL_MS: '50', ...(env.DATABASE_URL ? { DATA_KEY: TEST_DATA_KEY } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  // Listening before the first health answer: polled, not read from the log (the log level may hide it).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (code ${child.exitCode}):\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then((res) => res.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    output: () => output,
    kill: async (signal) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
      child.kill(signal);
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/**
 * One JSON request over a real socket; `localAddress` picks the client's loopback address (127.0.0.2, …), so a
 * test can be several clients on one machine.
 */
export function request(
  baseUrl: string,
  method: string,
  url: string,
  options: { body?: unknown; token?: string; localAddress?: string } = {},
): Promise<HttpAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}/api${url}`,
      {
        method,
        localAddress: options.localAddress,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One log line of a server process (pino JSON). */
export interface LogLine {
  time: number;
  level: number;
  msg: string;
  [key: string]: unknown;
}

/**
 * A real server process (`src/server.ts` through tsx), as an operator starts one: its own PID, its own port
 * (PORT=0: the system picks one, read from its start line), its JSON log kept line by line.
 */
export class ServerProcess {
  readonly log: LogLine[] = [];
  /** stderr and any line that is not JSON, for the failure message. */
  readonly other: string[] = [];
  port = 0;
  private readonly child: ChildProcess;
  readonly exited: Promise<number | null>;
  private listening!: Promise<number>;

  constructor(
    readonly name: string,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
    this.listening = new Promise((resolve, reject) => {
      let buffered = '';
      this.child.stdout!.on('data', (chunk: Buffer) => {
        buffered += chunk.toString('utf8');
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          let entry: LogLine;
          try {
            entry = JSON.parse(line) as LogLine;
          } catch {
            this.other.push(line);
            continue;
          }
          this.log.push(entry);
          const address = /(?:ready at|health and metrics at) http:\/\/[^:]+:(\d+)/.exec(entry.msg ?? '');
          if (address) {
            this.port = Number(address[1]);
            resolve(this.port);
          }
        }
      });
      this.child.stderr!.on('data', (chunk: Buffer) => this.other.push(chunk.toString('utf8')));
      void this.exited.then((code) => reject(new Error(`${name} exited (${code}) before listening:\n${this.other.join('\n')}`)));
    });
    // Awaited through started(); a process stopped before anyone asked must not be an unhandled rejection.
    this.listening.catch(() => undefined);
  }

  get pid() {
    return this.child.pid!;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Resolves with the port once the process listens; fails if it exits first or takes longer than `timeoutMs`. */
  async started(timeoutMs = 90_000) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${this.name} did not start within ${timeoutMs} ms:\n${this.other.join('\n')}`)), timeoutMs);
    });
    try {
      return await Promise.race([this.listening, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The log lines with this message. */
  lines(msg: string) {
    return this.log.filter((line) => line.msg === msg);
  }

  signal(signal: NodeJS.Signals) {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
  }

  /** SIGTERM, then SIGKILL if it has not exited within `timeoutMs`; answers the exit code (null when killed). */
  async stop(timeoutMs = 30_000) {
    this.signal('SIGTERM');
    const timer = setTimeout(() => this.signal('SIGKILL'), timeoutMs);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
    }
  }
}

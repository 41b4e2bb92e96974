import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { jobQueue, type JobRow } from './queue.js';

export type JobHandler = (job: JobRow) => Promise<void>;
export type JobHandlers = Record<string, { run: JobHandler; onGiveUp?: (job: JobRow, error: string) => Promise<void> }>;

export interface WorkerOptions {
  db: Database;
  handlers: JobHandlers;
  log: FastifyBaseLogger;
  leaseSeconds: number;
  pollMs: number;
}

/**
 * Runs jobs one at a time: claims, renews the lease while the handler runs, records the outcome.
 * `nudge()` wakes it at once when this process has just enqueued something.
 */
export function startWorker({ db, handlers, log, leaseSeconds, pollMs }: WorkerOptions) {
  const workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let stopped = false;
  let wake: (() => void) | null = null;
  let idle: Promise<void> = Promise.resolve();

  async function runOne(job: JobRow) {
    const handler = handlers[job.kind];
    const renew = setInterval(
      () => void jobQueue.renewLease(db, job, workerId, leaseSeconds).catch((err: unknown) => log.warn({ err }, 'lease renewal failed')),
      (leaseSeconds * 1000) / 3,
    );
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      // Claimed again after every try ended with its process (a lease ran out each time): stop the crash loop.
      if (job.attempts > job.maxAttempts) throw new Error(`interrupted on each of its ${job.maxAttempts} attempts`);
      await handler.run(job);
      await jobQueue.complete(db, job);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const outcome = await jobQueue.recordFailure(db, job, message);
      log.error({ err, jobId: job.id, kind: job.kind, attempt: job.attempts, outcome }, 'job failed');
      if (outcome === 'failed') await handler?.onGiveUp?.(job, message);
    } finally {
      clearInterval(renew);
    }
  }

  async function loop() {
    while (!stopped) {
      let job: JobRow | null = null;
      try {
        job = await jobQueue.claim(db, workerId, leaseSeconds);
        if (job) await runOne(job);
      } catch (err) {
        log.error({ err }, 'job worker error');
      }
      if (!job && !stopped) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    }
  }

  idle = loop();
  log.info({ workerId }, 'job worker started');
  return {
    workerId,
    nudge: () => wake?.(),
    /** Stops claiming and waits for the running job to finish. */
    async stop() {
      stopped = true;
      wake?.();
      await idle;
    },
  };
}
export type Worker = ReturnType<typeof startWorker>;

import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { Metrics } from '../lib/metrics.js';
import { jobQueue, type JobRow } from './queue.js';
import { giveUpJob, parseJob, runJob, type Job, type JobHandlers, type JobKind } from './registry.js';

export interface WorkerOptions {
  db: Database;
  handlers: JobHandlers;
  log: FastifyBaseLogger;
  /** A claimed job is this worker's for this long; a heartbeat renews it every third of it while the job runs. */
  leaseSeconds: number;
  pollMs: number;
  metrics?: Metrics;
}

/**
 * Runs jobs one at a time: claims, renews the lease while the handler runs (a heartbeat every third of the
 * lease, so a worker that dies loses its job to another within one lease), records the outcome.
 * `nudge()` wakes it at once when this process has just enqueued something.
 */
export function startWorker({ db, handlers, log, leaseSeconds, pollMs, metrics }: WorkerOptions) {
  const workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let stopped = false;
  let wake: (() => void) | null = null;
  let idle: Promise<void> = Promise.resolve();
  /** The job being run, while one is. */
  let current: JobRow | null = null;

  async function runOne(row: JobRow) {
    const renew = setInterval(
      () => void jobQueue.renewLease(db, row, workerId, leaseSeconds).catch((err: unknown) => log.warn({ err }, 'lease renewal failed')),
      (leaseSeconds * 1000) / 3,
    );
    const timer = metrics?.jobDuration.startTimer({ kind: row.kind });
    let job: Job<JobKind> | null = null;
    current = row;
    try {
      job = parseJob(row);
      // Claimed again after every try ended with its process (a lease ran out each time): stop the crash loop.
      if (row.attempts > row.maxAttempts) throw new Error(`interrupted on each of its ${row.maxAttempts} attempts`);
      await runJob(handlers, job);
      await jobQueue.complete(db, row);
      timer?.({ outcome: 'done' });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const outcome = await jobQueue.recordFailure(db, row, message);
      timer?.({ outcome: outcome === 'failed' ? 'dead' : outcome });
      if (outcome === 'failed') {
        // The dead-letter state: status failed, kept with its last error for people to see (logs, /metrics).
        metrics?.deadLetters.inc({ kind: row.kind });
        log.error({ err, jobId: row.id, kind: row.kind, attempt: row.attempts, deadLetter: true }, 'job dead-lettered after its last attempt');
        if (job) await giveUpJob(handlers, job, message);
      } else {
        log.error({ err, jobId: row.id, kind: row.kind, attempt: row.attempts, outcome }, 'job failed');
      }
    } finally {
      clearInterval(renew);
      current = null;
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
    /**
     * Stops claiming and waits up to `graceMs` for the running job to finish; a job still running then goes
     * back to the queue for another worker (its late result, if any, is refused by the job's own checks).
     */
    async stop(graceMs = Infinity) {
      stopped = true;
      wake?.();
      let timer: NodeJS.Timeout | undefined;
      const outOfTime = new Promise<'late'>((resolve) => {
        if (Number.isFinite(graceMs)) timer = setTimeout(() => resolve('late'), graceMs);
      });
      const outcome = await Promise.race([idle.then(() => 'finished' as const), outOfTime]);
      clearTimeout(timer);
      const running = current;
      if (outcome === 'late' && running) {
        const released = await jobQueue.release(db, running);
        log.warn({ jobId: running.id, kind: running.kind, released }, 'stopping: the running job goes back to the queue');
      }
    },
  };
}
export type Worker = ReturnType<typeof startWorker>;

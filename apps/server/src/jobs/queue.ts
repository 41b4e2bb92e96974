import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { jobs } from '../db/schema.js';

export type JobRow = typeof jobs.$inferSelect;

/** The job as claimed: still running under the claiming worker's id. */
const heldBy = (job: JobRow) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), job.lockedBy ? eq(jobs.lockedBy, job.lockedBy) : undefined);

/**
 * The durable job queue, kept in the database so any number of worker processes can share it (docs/product.md, 15. Deployment and scale).
 * A claimed job is leased: a worker that dies stops renewing its lease and the job is claimed again.
 */
export const jobQueue = {
  /** Enqueues inside the caller's transaction; a second job with the same key is ignored. */
  async enqueue(db: Executor, job: { kind: string; dedupeKey: string; payload: Record<string, unknown>; maxAttempts?: number }) {
    await db.insert(jobs).values(job).onConflictDoNothing({ target: jobs.dedupeKey });
  },

  /** Takes the oldest job that is due, or whose holder's lease ran out, and leases it to `workerId`. */
  async claim(db: Executor, workerId: string, leaseSeconds: number): Promise<JobRow | null> {
    const result = await db.execute<Record<string, unknown>>(sql`
      update ${jobs} set
        status = 'running',
        attempts = ${jobs.attempts} + 1,
        locked_by = ${workerId},
        locked_until = now() + make_interval(secs => ${leaseSeconds}),
        updated_at = now()
      where ${jobs.id} = (
        select id from ${jobs}
        where (${jobs.status} = 'queued' and ${jobs.runAfter} <= now())
           or (${jobs.status} = 'running' and ${jobs.lockedUntil} < now())
        order by ${jobs.runAfter}
        limit 1
        for update skip locked
      )
      returning id`);
    const rows = Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows;
    const id = rows[0]?.id;
    if (typeof id !== 'string') return null;
    const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
    return job ?? null;
  },

  /** Extends the lease while the job runs; false when the job is no longer this worker's. */
  async renewLease(db: Executor, job: JobRow, workerId: string, leaseSeconds: number) {
    const rows = await db
      .update(jobs)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)))
      .returning({ id: jobs.id });
    return rows.length === 1;
  },

  /** Marks the job done, unless its lease ran out and another worker holds it now (that worker finishes it). */
  async complete(db: Executor, job: JobRow) {
    await db
      .update(jobs)
      .set({ status: 'done', lockedBy: null, lockedUntil: null, updatedAt: new Date() })
      .where(heldBy(job));
  },

  /**
   * Queues the job again after an exponential back-off, or marks it failed after its last attempt.
   * 'lost' when the lease ran out and another worker holds the job: its outcome is that worker's to record.
   */
  async recordFailure(db: Executor, job: JobRow, error: string): Promise<'retry' | 'failed' | 'lost'> {
    const final = job.attempts >= job.maxAttempts;
    const delaySeconds = Math.min(300, 2 ** job.attempts);
    const rows = await db
      .update(jobs)
      .set({
        status: final ? 'failed' : 'queued',
        lastError: error.slice(0, 2000),
        runAfter: sql`now() + make_interval(secs => ${delaySeconds})`,
        lockedBy: null,
        lockedUntil: null,
        updatedAt: new Date(),
      })
      .where(heldBy(job))
      .returning({ id: jobs.id });
    if (rows.length === 0) return 'lost';
    return final ? 'failed' : 'retry';
  },

  /**
   * Hands a running job back to the queue at once, as if never tried (a draining worker that cannot wait for
   * it); a no-op when the job is no longer this worker's.
   */
  async release(db: Executor, job: JobRow) {
    const rows = await db
      .update(jobs)
      .set({ status: 'queued', attempts: sql`greatest(${jobs.attempts} - 1, 0)`, runAfter: new Date(), lockedBy: null, lockedUntil: null, updatedAt: new Date() })
      .where(heldBy(job))
      .returning({ id: jobs.id });
    return rows.length === 1;
  },

  /** How many jobs are in each status: the queue depth (queued), running, and dead letters (failed). */
  async countByStatus(db: Executor): Promise<Record<string, number>> {
    const rows = await db.select({ status: jobs.status, count: sql<number>`count(*)::int` }).from(jobs).where(inArray(jobs.status, ['queued', 'running', 'failed'])).groupBy(jobs.status);
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  },

  async findByKey(db: Executor, dedupeKey: string) {
    const [job] = await db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey));
    return job ?? null;
  },
};

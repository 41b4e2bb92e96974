import { z } from 'zod';
import type { Executor } from '../db/client.js';
import { jobQueue, type JobRow } from './queue.js';

/**
 * Every kind of job and the schema of its payload (decision 51). Modules enqueue through `enqueueJob` and
 * handle through `JobHandlers`, so the module that enqueues a kind never imports the module that runs it.
 */
const payloads = {
  /** Notes for a checked-out encounter. */
  'notes.generate': z.object({ encounterId: z.uuid() }),
  /** A password-reset code for the account of `email`, if there is one (decision 75); `ip` and `requestId` name the request for the audit trail. */
  'auth.reset-code': z.object({ email: z.string(), nonce: z.uuid(), ip: z.string(), requestId: z.string() }),
};

export type JobKind = keyof typeof payloads;
export type JobPayload<K extends JobKind> = z.infer<(typeof payloads)[K]>;

/** One job per key: a second enqueue of the same key is ignored (one notes job per checkout, decision 15). */
const dedupeKeys: { [K in JobKind]: (payload: JobPayload<K>) => string } = {
  'notes.generate': ({ encounterId }) => `notes:${encounterId}`,
  'auth.reset-code': ({ nonce }) => `reset-code:${nonce}`,
};

/** A claimed job with its payload checked against its kind's schema. */
export type Job<K extends JobKind> = Omit<JobRow, 'kind' | 'payload'> & { kind: K; payload: JobPayload<K> };

export interface JobHandler<K extends JobKind> {
  run(job: Job<K>): Promise<void>;
  /** After the last attempt failed: leave what the job was for in a state people can see. */
  onGiveUp?(job: Job<K>, error: string): Promise<void>;
}
/** A handler for every kind: a kind without one is a type error, not a job that fails at run time. */
export type JobHandlers = { [K in JobKind]: JobHandler<K> };

/** Runs a job with its kind's handler: one generic call, so each handler sees its own kind's payload type. */
export const runJob = <K extends JobKind>(handlers: JobHandlers, job: Job<K>) => (handlers[job.kind] as JobHandler<K>).run(job);
/** Tells a job's handler that its last attempt failed. */
export const giveUpJob = <K extends JobKind>(handlers: JobHandlers, job: Job<K>, error: string) =>
  (handlers[job.kind] as JobHandler<K>).onGiveUp?.(job, error);

/** Enqueues inside the caller's transaction, so the job exists exactly when the change that asked for it commits. */
export async function enqueueJob<K extends JobKind>(db: Executor, kind: K, payload: JobPayload<K>) {
  const parsed = payloads[kind].parse(payload) as JobPayload<K>;
  await jobQueue.enqueue(db, { kind, dedupeKey: dedupeKeys[kind](parsed), payload: parsed });
}

const isJobKind = (kind: string): kind is JobKind => Object.hasOwn(payloads, kind);

/** A claimed row as its kind's typed job; throws for an unknown kind or a payload its schema refuses. */
export function parseJob(row: JobRow): Job<JobKind> {
  const { kind } = row;
  if (!isJobKind(kind)) throw new Error(`no handler for job kind ${kind}`);
  const payload = payloads[kind].safeParse(row.payload);
  if (!payload.success) throw new Error(`job ${row.id} has a payload its kind ${kind} does not accept: ${payload.error.message}`);
  return { ...row, kind, payload: payload.data };
}

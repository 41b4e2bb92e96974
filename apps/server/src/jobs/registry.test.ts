import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { JobRow } from './queue.js';
import { parseJob } from './registry.js';

const row = (kind: string, payload: Record<string, unknown>): JobRow => ({
  id: randomUUID(),
  kind,
  payload,
  dedupeKey: `key:${randomUUID()}`,
  status: 'running',
  attempts: 1,
  maxAttempts: 5,
  runAfter: new Date(),
  lockedBy: 'worker',
  lockedUntil: new Date(),
  lastError: null,
  createdAt: new Date(),
  updatedAt: new Date(),
});

describe('the job registry', () => {
  it("gives a handler its kind's payload, checked", () => {
    const encounterId = randomUUID();
    const job = parseJob(row('notes.generate', { encounterId }));
    expect(job.kind).toBe('notes.generate');
    expect(job.payload).toEqual({ encounterId });
  });

  it('refuses a kind nobody handles and a payload its kind does not accept', () => {
    expect(() => parseJob(row('notes.regenerate', { encounterId: randomUUID() }))).toThrow('no handler for job kind notes.regenerate');
    expect(() => parseJob(row('notes.generate', { encounterId: 42 }))).toThrow(/payload its kind notes.generate does not accept/);
    expect(() => parseJob(row('notes.generate', {}))).toThrow(/does not accept/);
  });
});

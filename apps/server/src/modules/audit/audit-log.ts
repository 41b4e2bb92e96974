import type { Executor } from '../../db/client.js';
import { createGroupRuns } from '../../lib/group-runs.js';
import { auditRepository, type AuditEntry } from './audit.repository.js';

/** Records one insert takes at most; more wait for the next insert. */
const MAX_BATCH = 500;

export interface AuditLog {
  /**
   * Stores the record together with the others handed in meanwhile, in one insert; resolves once that insert
   * has committed, and rejects if it failed. A request answers only after this resolved (decision 88).
   */
  record(entry: AuditEntry): Promise<void>;
  /** Resolves when every record handed in so far is committed or has failed (for shutdown). */
  settled(): Promise<void>;
}

/**
 * The audit trail's writer outside a transaction (decision 88): group commit (`createGroupRuns`). Under load one
 * insert and one WAL flush carry the reads of many requests, and with no load a record is written at once. Every
 * caller waits for its own record: nothing is answered before its record is durable, so a crash loses no record
 * of data that left the server. A record that belongs with a change is written in the change's transaction instead.
 * `insertMany`: the repository's group insert (tests count or fail it).
 */
export function createAuditLog(db: Executor, insertMany: typeof auditRepository.recordMany = auditRepository.recordMany): AuditLog {
  const inserts = createGroupRuns(async (entries: AuditEntry[]) => {
    await insertMany(db, entries);
    return entries.map(() => undefined);
  }, MAX_BATCH);
  return { record: (entry) => inserts.call(entry), settled: () => inserts.settled() };
}

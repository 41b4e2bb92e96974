import type { Executor } from '../../db/client.js';
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

interface Waiting {
  entry: AuditEntry;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * The audit trail's writer outside a transaction (decision 88): group commit. One insert runs at a time; the
 * records that arrive while it runs go together in the next one, so under load one statement and one WAL flush
 * carry the reads of many requests, and with no load a record is written at once, as before. Every caller waits
 * for its own record: nothing is answered before its record is durable, so a crash loses no record of data
 * that left the server. The queue holds one entry per request still waiting for it, so it is bounded by the
 * requests in flight. A record that belongs with a change is written in the change's transaction instead.
 */
export function createAuditLog(db: Executor): AuditLog {
  let queue: Waiting[] = [];
  let writing: Promise<void> | null = null;

  async function writeAll() {
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      try {
        await auditRepository.recordMany(db, batch.map((waiting) => waiting.entry));
        for (const waiting of batch) waiting.resolve();
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    writing = null;
  }

  return {
    record(entry) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ entry, resolve, reject });
        // setImmediate: the records of requests handled in the same turn of the event loop share the first insert.
        writing ??= new Promise<void>((started) => setImmediate(started)).then(writeAll);
      });
    },
    async settled() {
      while (writing) await writing;
    },
  };
}

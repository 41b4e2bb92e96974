import type { PractitionerRow } from './practitioners.repository.js';

/**
 * The session check's answers kept in the process, on the embedded database only (decision 112).
 *
 * On PGlite the server process is the database's only client, and the database handle counts every statement
 * that writes the sessions or practitioners tables, whatever code sends it (`DatabaseHandle.sessionWrites`). A
 * kept answer is used only while that count is what it was when the answer was read, so a logout, a password
 * change or reset, a profile update or a session deleted by hand drops every kept answer before its statement
 * runs, and the token is refused at its next request, as without the cache. PGlite runs statements one at a time
 * in the order they are sent, so a read sent after such a write sees it, and a read sent before it cannot keep
 * its answer. On PostgreSQL other processes write the same tables unseen: there nothing is kept (decision 87).
 *
 * What is kept is what the check's statement reads (the practitioner, the session's last-seen time and expiry);
 * the time conditions are checked again at every use, so an idle or expired session is refused by the clock
 * exactly as the statement would refuse it.
 */

export interface KeptSession {
  practitioner: PractitionerRow;
  lastSeenAt: Date;
  expiresAt: Date;
}

interface Entry extends KeptSession {
  /** The write count when the answer was read. */
  writes: number;
}

/** Sessions kept at most; past it the oldest kept is dropped (a Map iterates in insertion order). */
const MAX_SESSIONS = 10_000;

export interface SessionCache {
  /** The write count to hand to `keep` for an answer about to be read. */
  readonly writes: () => number;
  /** The kept answer for session `id`, unless the sessions or practitioners tables were written since. */
  find(id: string): KeptSession | null;
  /** Keeps `session` unless those tables were written since `readAt` (the count when its read was sent). */
  keep(id: string, session: KeptSession, readAt: number): void;
  /** Drops the kept answer for session `id`. */
  forget(id: string): void;
}

/** `sessionWrites`: the database's count of statements that wrote the sessions or practitioners tables. */
export function createSessionCache(sessionWrites: () => number, max = MAX_SESSIONS): SessionCache {
  const entries = new Map<string, Entry>();
  return {
    writes: sessionWrites,
    find(id) {
      const entry = entries.get(id);
      if (!entry) return null;
      if (entry.writes !== sessionWrites()) {
        entries.delete(id);
        return null;
      }
      return entry;
    },
    keep(id, session, readAt) {
      if (readAt !== sessionWrites()) return;
      entries.delete(id);
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(id, { ...session, writes: readAt });
    },
    forget(id) {
      entries.delete(id);
    },
  };
}

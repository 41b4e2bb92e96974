import type { Executor } from '../../db/client.js';
import { createGroupRuns } from '../../lib/group-runs.js';
import type { KeptSession } from './session-cache.js';
import { sessionsRepository } from './sessions.repository.js';

/**
 * The session checks of concurrent requests, read by one statement (decision 122; `createGroupRuns`).
 *
 * Under load each signed-in request sent its own session query: a round trip, a socket write and a statement's
 * fixed cost in PostgreSQL, for a primary-key lookup. Here, as the audit writer does for its inserts (decision 88),
 * one read runs at a time and the checks that arrive while it runs go together into the next one (the sessions
 * by id, each joined to its practitioner), so under load one statement answers tens of requests; a lone request
 * is read at once (no timer), as before.
 *
 * Why it stays exactly as fresh as a read per request: a check is never answered by a read sent before it
 * arrived. One that arrives while a read is in flight waits for the next read, which is sent after it, so it sees
 * every logout, password change or token revocation committed before the request came in, in whichever process
 * (decision 87's rule). Nothing is kept between reads: a read answers the requests of its group and is dropped.
 */

/**
 * What a read returns for one session id: the session's practitioner (joined on the session's own practitioner
 * id), its last-seen time and expiry. The caller checks the token's claims and the times on it (`stillLive`).
 */
export type SessionAnswer = KeptSession;

/** Session ids one read takes at most; more wait for the next read. */
const MAX_GROUP = 500;

export type ReadSessions = (db: Executor, ids: string[]) => Promise<Map<string, SessionAnswer>>;

export interface SessionChecks {
  /** The session `id` as committed when a read sent after this call started: its row and practitioner, or null. */
  read(id: string): Promise<SessionAnswer | null>;
}

export function createSessionChecks(db: Executor, readSessions: ReadSessions = sessionsRepository.findMany): SessionChecks {
  const reads = createGroupRuns(async (ids: string[]) => {
    // One row per distinct session: the requests of one session (a browser's parallel calls) share it.
    const answers = await readSessions(db, [...new Set(ids)]);
    return ids.map((id) => answers.get(id) ?? null);
  }, MAX_GROUP);
  return { read: (id) => reads.call(id) };
}

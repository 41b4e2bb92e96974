import { and, eq, gt, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { practitioners, sessions } from '../../db/schema.js';
import { prepared } from '../../db/prepared.js';

export type SessionRow = typeof sessions.$inferSelect;

/** The session check's one statement (decision 87), built once (decision 99); times as ISO strings. */
const liveSession = prepared((db: Executor) =>
  db
    .select({ practitioner: practitioners, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(practitioners, and(eq(practitioners.id, sessions.practitionerId), eq(practitioners.tokenVersion, sql.placeholder('tokenVersion'))))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        eq(sessions.practitionerId, sql.placeholder('practitionerId')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        gt(sessions.expiresAt, sql.placeholder('at')),
      ),
    )
    .prepare('session_live'),
);

/** The signed-in sessions (decision 71): a token is honoured only while its row exists. */
export const sessionsRepository = {
  async create(db: Executor, session: { id: string; practitionerId: string; expiresAt: Date }) {
    await db.insert(sessions).values(session);
  },
  async find(db: Executor, id: string) {
    const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
    return row ?? null;
  },
  /**
   * The session check of a signed-in request, one read (decision 87): the practitioner of a session `id` that
   * exists, belongs to `practitionerId` whose token version is still `tokenVersion`, has been used since
   * `idleSince` and expires after `at`, with the session's last-seen time and expiry; null otherwise. It reads the rows as
   * committed when it starts: a logout or password change committed before is always seen.
   */
  async findLive(db: Executor, claims: { id: string; practitionerId: string; tokenVersion: number }, times: { at: Date; idleSince: Date }) {
    const [row] = await liveSession(db).execute({
      ...claims,
      at: times.at.toISOString(),
      idleSince: times.idleSince.toISOString(),
    });
    return row ?? null;
  },
  /** Slides the idle time: `at` becomes the last-seen time of a session last seen before `renewBefore`. */
  async renew(db: Executor, id: string, at: Date, renewBefore: Date) {
    await db.update(sessions).set({ lastSeenAt: at }).where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, renewBefore)));
  },
  /** Deletes the session if it has ended (idle since `idleSince`, or expired at `at`). */
  async removeIfEnded(db: Executor, id: string, times: { at: Date; idleSince: Date }) {
    await db.delete(sessions).where(and(eq(sessions.id, id), or(lte(sessions.lastSeenAt, times.idleSince), lte(sessions.expiresAt, times.at))));
  },
  async remove(db: Executor, id: string) {
    await db.delete(sessions).where(eq(sessions.id, id));
  },
  /** Ends every session of the practitioner but `keepId` (after a password change or reset). */
  async removeAllOf(db: Executor, practitionerId: string, keepId?: string) {
    await db.delete(sessions).where(and(eq(sessions.practitionerId, practitionerId), keepId ? ne(sessions.id, keepId) : undefined));
  },
};

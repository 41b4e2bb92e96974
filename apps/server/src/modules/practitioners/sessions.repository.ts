import { and, eq, gt, lt, lte, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { practitioners, sessions } from '../../db/schema.js';

export type SessionRow = typeof sessions.$inferSelect;

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
   * The session check of a signed-in request, in one statement (decision 87): the practitioner of a session
   * `id` that exists, belongs to `practitionerId` whose token version is still `tokenVersion`, has been used
   * since `idleSince` and expires after `at`; null otherwise. In the same statement, a session last seen
   * before `renewBefore` gets `at` as its last-seen time (so it is written at most once a minute, and a request
   * that writes nothing commits nothing), and one found idle or expired is deleted. The read is of the
   * statement's snapshot: a logout or password change committed before it is always seen.
   */
  async check(db: Executor, claims: { id: string; practitionerId: string; tokenVersion: number }, times: { at: Date; idleSince: Date; renewBefore: Date }) {
    const { id, practitionerId, tokenVersion } = claims;
    const { at, idleSince, renewBefore } = times;
    const live = and(eq(sessions.id, id), eq(sessions.practitionerId, practitionerId), gt(sessions.lastSeenAt, idleSince), gt(sessions.expiresAt, at));
    const sameAccount = and(eq(practitioners.id, sessions.practitionerId), eq(practitioners.tokenVersion, tokenVersion));
    const renewed = db
      .$with('renewed')
      .as(db.update(sessions).set({ lastSeenAt: at }).from(practitioners).where(and(live, sameAccount, lt(sessions.lastSeenAt, renewBefore))).returning({ id: sessions.id }));
    const ended = db
      .$with('ended')
      .as(db.delete(sessions).where(and(eq(sessions.id, id), or(lte(sessions.lastSeenAt, idleSince), lte(sessions.expiresAt, at)))).returning({ id: sessions.id }));
    const [row] = await db
      .with(renewed, ended)
      .select({ practitioner: practitioners })
      .from(sessions)
      .innerJoin(practitioners, sameAccount)
      .where(live);
    return row?.practitioner ?? null;
  },
  async remove(db: Executor, id: string) {
    await db.delete(sessions).where(eq(sessions.id, id));
  },
  /** Ends every session of the practitioner but `keepId` (after a password change or reset). */
  async removeAllOf(db: Executor, practitionerId: string, keepId?: string) {
    await db.delete(sessions).where(and(eq(sessions.practitionerId, practitionerId), keepId ? ne(sessions.id, keepId) : undefined));
  },
};

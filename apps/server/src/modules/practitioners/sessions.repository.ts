import { and, eq, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { practitioners, sessions } from '../../db/schema.js';
import { prepared } from '../../db/prepared.js';

export type SessionRow = typeof sessions.$inferSelect;

/**
 * The session check's statement (decisions 87, 122), built once (decision 99): the sessions of a group of checks
 * by id, each joined to its own practitioner. The conditions on the token (its practitioner and token version) and
 * on the times (idle and absolute limits) are checked on each answer by the caller (`stillLive`), as each request
 * has its own claims and clock; they were in this statement's WHERE when it read one session per request.
 */
const sessionsById = prepared((db: Executor) =>
  db
    .select({ id: sessions.id, practitioner: practitioners, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(practitioners, eq(practitioners.id, sessions.practitionerId))
    .where(sql`${sessions.id} = any(${sql.placeholder('ids')}::text[])`)
    .prepare('sessions_by_id'),
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
  /** The sessions `ids` that exist, each with its practitioner, last-seen time and expiry, by id (decision 122). */
  async findMany(db: Executor, ids: string[]) {
    const rows = await sessionsById(db).execute({ ids });
    return new Map(rows.map(({ id, ...answer }) => [id, answer]));
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

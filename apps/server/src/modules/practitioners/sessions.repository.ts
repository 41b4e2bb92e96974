import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions } from '../../db/schema.js';

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
  async touch(db: Executor, id: string, at: Date) {
    await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
  },
  async remove(db: Executor, id: string) {
    await db.delete(sessions).where(eq(sessions.id, id));
  },
  /** Ends every session of the practitioner but `keepId` (after a password change or reset). */
  async removeAllOf(db: Executor, practitionerId: string, keepId?: string) {
    await db.delete(sessions).where(and(eq(sessions.practitionerId, practitionerId), keepId ? ne(sessions.id, keepId) : undefined));
  },
};

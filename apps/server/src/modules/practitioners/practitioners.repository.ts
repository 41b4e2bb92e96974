import { eq, sql } from 'drizzle-orm';
import type { User } from '@scribe/contracts';
import type { Executor } from '../../db/client.js';
import { practitioners } from '../../db/schema.js';
import { isoTime } from '../../lib/iso-time.js';

export type PractitionerRow = typeof practitioners.$inferSelect;
type NewPractitioner = typeof practitioners.$inferInsert;

export const practitionersRepository = {
  async findById(db: Executor, id: string) {
    const [row] = await db.select().from(practitioners).where(eq(practitioners.id, id));
    return row ?? null;
  },
  async findByEmail(db: Executor, email: string) {
    const [row] = await db.select().from(practitioners).where(eq(practitioners.email, email));
    return row ?? null;
  },
  /** Inserts unless the e-mail is taken; null when it is (no race between check and insert). */
  async insert(db: Executor, values: NewPractitioner) {
    const [row] = await db.insert(practitioners).values(values).onConflictDoNothing({ target: practitioners.email }).returning();
    return row ?? null;
  },
  async updateProfile(db: Executor, id: string, values: Pick<NewPractitioner, 'firstName' | 'lastName' | 'gender' | 'phone'>) {
    const [row] = await db
      .update(practitioners)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(practitioners.id, id))
      .returning();
    return row ?? null;
  },
  /** Sets a new password hash and ends every token issued before (token version + 1). */
  async replacePassword(db: Executor, id: string, passwordHash: string) {
    const [row] = await db
      .update(practitioners)
      .set({ passwordHash, tokenVersion: sql`${practitioners.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(practitioners.id, id))
      .returning();
    return row ?? null;
  },
};

export function toUser(row: PractitionerRow): User {
  return {
    _id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    gender: row.gender,
    email: row.email,
    phone: row.phone,
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

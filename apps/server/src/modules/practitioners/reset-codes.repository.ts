import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { resetCodes } from '../../db/schema.js';

export const resetCodesRepository = {
  /** Ends any earlier code of the practitioner and stores the new one: only the latest code works. */
  async replace(db: Executor, code: { id: string; practitionerId: string; codeHash: string; expiresAt: Date }) {
    await db
      .update(resetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(resetCodes.practitionerId, code.practitionerId), isNull(resetCodes.usedAt)));
    await db.insert(resetCodes).values(code);
  },
  async findLive(db: Executor, practitionerId: string) {
    const [row] = await db
      .select()
      .from(resetCodes)
      .where(and(eq(resetCodes.practitionerId, practitionerId), isNull(resetCodes.usedAt), gt(resetCodes.expiresAt, new Date())))
      .orderBy(desc(resetCodes.createdAt))
      .limit(1);
    return row ?? null;
  },
  /**
   * Takes one of the code's tries in a single statement, so that guesses sent all at once cannot all pass the
   * check before any is counted; false when none is left.
   */
  async takeAttempt(db: Executor, id: string, maxAttempts: number) {
    const rows = await db
      .update(resetCodes)
      .set({ attempts: sql`${resetCodes.attempts} + 1` })
      .where(and(eq(resetCodes.id, id), lt(resetCodes.attempts, maxAttempts)))
      .returning({ id: resetCodes.id });
    return rows.length === 1;
  },
  /** Gives back the try a right code took: only wrong codes count. */
  async returnAttempt(db: Executor, id: string) {
    await db.update(resetCodes).set({ attempts: sql`greatest(${resetCodes.attempts} - 1, 0)` }).where(eq(resetCodes.id, id));
  },
  /** Marks the code used; false when another request used it first. */
  async consume(db: Executor, id: string) {
    const rows = await db
      .update(resetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(resetCodes.id, id), isNull(resetCodes.usedAt)))
      .returning({ id: resetCodes.id });
    return rows.length === 1;
  },
};

import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { throttleEvents } from '../../db/schema.js';

export interface Limit {
  /** What is counted, e.g. 'login.account'. */
  scope: string;
  /** Whose attempts, e.g. an e-mail or an address. */
  key: string;
  max: number;
  windowSeconds: number;
}

export type Taken = { allowed: true; id: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Attempts counted in the database (decision 72), so a limit holds across restarts and across every API
 * process. An attempt is written first and counted after: requests sent all at once cannot all pass the
 * check before any is counted. One refused is not kept, so a limit ends `windowSeconds` after the attempts
 * it counts, however long someone keeps trying: never a permanent lock.
 */
export const throttleRepository = {
  async take(db: Executor, limit: Limit): Promise<Taken> {
    const [row] = await db.insert(throttleEvents).values({ scope: limit.scope, key: limit.key }).returning({ id: throttleEvents.id });
    const id = row!.id;
    const since = sql`now() - make_interval(secs => ${limit.windowSeconds})`;
    const [window] = await db
      .select({
        attempts: count(),
        oldest: min(throttleEvents.at),
        now: sql<string>`now()`,
      })
      .from(throttleEvents)
      .where(and(eq(throttleEvents.scope, limit.scope), eq(throttleEvents.key, limit.key), gt(throttleEvents.at, since)));
    if ((window?.attempts ?? 0) <= limit.max) return { allowed: true, id };
    await db.delete(throttleEvents).where(eq(throttleEvents.id, id));
    const oldest = window?.oldest ? new Date(window.oldest).getTime() : Date.now();
    const now = window?.now ? new Date(window.now).getTime() : Date.now();
    return { allowed: false, retryAfterSeconds: (oldest + limit.windowSeconds * 1000 - now) / 1000 };
  },
  /** Gives an attempt back: it did not count (a right password, a right code). */
  async giveBack(db: Executor, id: number) {
    await db.delete(throttleEvents).where(eq(throttleEvents.id, id));
  },
};

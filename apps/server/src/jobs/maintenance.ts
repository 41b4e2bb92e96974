import { lt, or, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { resetCodes, revokedTokens, streamTickets } from '../db/schema.js';

/** Deletes what has no use any more: expired revoked tokens, stream tickets and reset codes. */
export async function removeExpiredCredentials(db: Executor, now = new Date()) {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
  await db.delete(streamTickets).where(lt(streamTickets.expiresAt, dayAgo));
  await db.delete(resetCodes).where(or(lt(resetCodes.expiresAt, dayAgo), isNotNull(resetCodes.usedAt)));
}

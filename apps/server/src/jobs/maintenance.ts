import { lt, or, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { resetCodes, sessions, streamTickets, throttleEvents } from '../db/schema.js';

/** The longest window a throttle counts in (an hour): older attempts count toward nothing. */
const THROTTLE_WINDOW_MS = 3600_000;

/**
 * Deletes what has no use any more: sessions past their expiry or idle past `sessionIdleMinutes`, stream
 * tickets, reset codes, and throttle attempts older than any window.
 */
export async function removeExpiredCredentials(db: Executor, sessionIdleMinutes: number, now = new Date()) {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const idleSince = new Date(now.getTime() - sessionIdleMinutes * 60_000);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
  await db.delete(streamTickets).where(lt(streamTickets.expiresAt, dayAgo));
  await db.delete(resetCodes).where(or(lt(resetCodes.expiresAt, dayAgo), isNotNull(resetCodes.usedAt)));
  await db.delete(throttleEvents).where(lt(throttleEvents.at, new Date(now.getTime() - THROTTLE_WINDOW_MS)));
}

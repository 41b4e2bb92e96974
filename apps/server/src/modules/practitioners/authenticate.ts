import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Actor, RequestOrigin } from '../../lib/actor.js';
import { unauthorized } from '../../lib/errors.js';
import type { PractitionerRow } from './practitioners.repository.js';
import { createSessionCache, type KeptSession } from './session-cache.js';
import { createSessionChecks } from './session-checks.js';
import { sessionsRepository } from './sessions.repository.js';
import type { TokenClaims, TokenService } from './tokens.js';

export interface Authenticated {
  practitioner: PractitionerRow;
  claims: TokenClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    authenticated: Authenticated | null;
  }
}

/** Activity renews a session's last-seen time at most this often: one write a minute, not one per request. */
const RENEW_AFTER_MS = 60_000;

export interface SessionPolicy {
  /** A session with no request for this long has ended (decision 71). */
  idleMinutes: number;
  /** The clock; tests move it instead of waiting. */
  now?: () => Date;
  /**
   * The database's count of statements that wrote the sessions or practitioners tables, given only when this
   * process is the database's only client (the embedded PGlite): the check's answers are then kept until it
   * moves (decision 112).
   */
  sessionWrites?: (() => number) | null;
}

/**
 * The onRequest hook of the signed-in area: a valid bearer token of an existing practitioner whose password has
 * not changed since it was issued, whose session still exists (not logged out) and has not been idle too long;
 * otherwise 401, which the client shows as an expired session. The token's own expiry is the absolute limit.
 */
export function createAuthenticate(db: Database, tokens: TokenService, { idleMinutes, now = () => new Date(), sessionWrites }: SessionPolicy) {
  const cache = sessionWrites ? createSessionCache(sessionWrites) : null;
  const checks = createSessionChecks(db);
  return async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Please log in to continue.');
    const claims = tokens.verify(match[1]);
    if (!claims) throw unauthorized();
    const at = now();
    const times = { at, idleSince: new Date(at.getTime() - idleMinutes * 60_000) };
    // One read (decision 87): the session and its practitioner as committed after the request came in, so a
    // logout, password change or expiry holds at once in every process; the reads of concurrent requests go in
    // one statement (decision 122), and the token version, practitioner, idle and absolute limits are checked
    // here on the answer. On the embedded database the answer is kept until a write drops it (decision 112). A
    // second statement only once a minute per session (the idle time slid) or on a refusal.
    const kept = cache?.find(claims.jti);
    let live: KeptSession | null;
    if (kept && stillLive(kept, claims, times)) live = kept;
    else {
      const readAt = cache?.writes() ?? 0;
      const answer = await checks.read(claims.jti);
      live = answer && stillLive(answer, claims, times) ? answer : null;
      if (live) cache?.keep(claims.jti, live, readAt);
    }
    if (!live) {
      await sessionsRepository.removeIfEnded(db, claims.jti, times);
      throw unauthorized();
    }
    const { practitioner } = live;
    if (at.getTime() - live.lastSeenAt.getTime() > RENEW_AFTER_MS) {
      await sessionsRepository.renew(db, claims.jti, at, new Date(at.getTime() - RENEW_AFTER_MS));
      // The next request reads the slid time from the database (once a minute per session).
      cache?.forget(claims.jti);
    }
    request.authenticated = { practitioner, claims };
  };
}

/** The conditions of decision 87's check on the session's row and practitioner, read or kept. */
function stillLive(kept: KeptSession, claims: TokenClaims, times: { at: Date; idleSince: Date }) {
  return (
    kept.practitioner.id === claims.practitionerId &&
    kept.practitioner.tokenVersion === claims.tokenVersion &&
    kept.lastSeenAt.getTime() > times.idleSince.getTime() &&
    kept.expiresAt.getTime() > times.at.getTime()
  );
}

/** The signed-in practitioner of a request that passed `authenticate`. */
export function currentAuth(request: FastifyRequest): Authenticated {
  if (!request.authenticated) throw unauthorized('Please log in to continue.');
  return request.authenticated;
}

/** The signed-in practitioner of a request as the services take it. */
export const actorOf = (request: FastifyRequest): Actor => ({ practitionerId: currentAuth(request).practitioner.id, ...originOf(request) });

/** Where a request came from, for its audit records: the address and the request id the log names it by. */
export const originOf = (request: FastifyRequest): RequestOrigin => ({ ip: request.ip, requestId: String(request.id) });

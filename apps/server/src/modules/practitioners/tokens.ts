import { randomUUID } from 'node:crypto';
import { createVerifier } from 'fast-jwt';
import { SignJWT } from 'jose';

export interface TokenClaims {
  practitionerId: string;
  tokenVersion: number;
  jti: string;
  expiresAt: Date;
}

const ISSUER = 'clinical-scribe';

/** Valid tokens whose claims are kept, at most. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Signs and checks the bearer tokens (HS256 JWT with an expiry, a unique id and the account's token version).
 * Tokens are signed by jose and checked by fast-jwt, synchronously (decision 97): jose verifies through WebCrypto,
 * which imports the key again and hops through a promise job for every request, a sixth of the time of a
 * signed-in request that reads no table. A verified token's claims are kept, so the HMAC and the JSON parsing run
 * once per token, not once per request; a kept token still ends at its expiry and starts at its not-before. Only
 * what the text itself proves is kept: whether the session still exists is asked of the database at every request
 * (decision 87).
 *
 * The kept claims are keyed by the token's own text (decision 190). fast-jwt's cache, used before, keys its entries
 * by a SHA-256 of the token, a hash per request (2-3% of the API process's time per list request), and warns at
 * start when given another key. Only valid tokens are kept, and only this server can sign one, so the entries are
 * the tokens it issued (about 300 characters each); a refused token is checked afresh each time, as fast-jwt did
 * (it keeps no refusal by default). When full, the entry kept longest goes.
 */
export function createTokenService(secret: string, ttlMinutes: number) {
  const key = new TextEncoder().encode(secret);
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], allowedIss: ISSUER, requiredClaims: ['iss', 'exp'] });
  /** Token text → its claims and the times between which they hold (fast-jwt's bounds: not-before, expiry). */
  const kept = new Map<string, { claims: TokenClaims; from: number; until: number }>();
  return {
    async issue(practitionerId: string, tokenVersion: number) {
      const jti = randomUUID();
      const expiresAt = new Date(Date.now() + ttlMinutes * 60_000);
      const token = await new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(practitionerId)
        .setIssuer(ISSUER)
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, jti, expiresAt };
    },
    /** The claims of a valid token, or null for anything forged, expired or malformed. */
    verify(token: string): TokenClaims | null {
      const now = Date.now();
      const known = kept.get(token);
      if (known && now >= known.from && now <= known.until) return known.claims;
      if (known) kept.delete(token);
      const checked = check(token);
      if (!checked) return null;
      if (kept.size >= VERIFIED_TOKENS_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(token, checked);
      return checked.claims;
    },
  };

  /** A token fast-jwt accepts, with claims of the types ours need: its claims and the times fast-jwt accepts it. */
  function check(token: string): { claims: TokenClaims; from: number; until: number } | null {
    let payload: Record<string, unknown>;
    try {
      payload = verifier(token) as Record<string, unknown>;
    } catch {
      return null;
    }
    const { sub, jti, tv, exp, iat, nbf } = payload;
    if (typeof sub !== 'string' || !sub || typeof jti !== 'string' || !jti || typeof tv !== 'number' || typeof exp !== 'number') return null;
    // Times that are not numbers are malformed (as jose held them; fast-jwt skips a non-numeric iat or nbf).
    if ((iat !== undefined && typeof iat !== 'number') || (nbf !== undefined && typeof nbf !== 'number')) return null;
    const claims = { practitionerId: sub, tokenVersion: tv, jti, expiresAt: new Date(exp * 1000) };
    // fast-jwt accepts a token from its not-before to its expiry, both included.
    return { claims, from: typeof nbf === 'number' ? nbf * 1000 : -Infinity, until: exp * 1000 };
  }
}
export type TokenService = ReturnType<typeof createTokenService>;

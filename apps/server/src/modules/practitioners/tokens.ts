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

/** Tokens whose verification is kept (fast-jwt's LRU cache, keyed by a hash of the token). */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Signs and checks the bearer tokens (HS256 JWT with an expiry, a unique id and the account's token version).
 * Tokens are signed by jose and checked by fast-jwt, synchronously (decision 97): jose verifies through WebCrypto,
 * which imports the key again and hops through a promise job for every request, a sixth of the time of a
 * signed-in request that reads no table. fast-jwt keeps a verified token in its cache, so the HMAC and the JSON
 * parsing run once per token, not once per request; its cache honours the token's expiry and not-before (a kept
 * token still ends at its expiry). Only what the text itself proves is kept: whether the session still exists is
 * asked of the database at every request (decision 87).
 */
export function createTokenService(secret: string, ttlMinutes: number) {
  const key = new TextEncoder().encode(secret);
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], allowedIss: ISSUER, requiredClaims: ['iss', 'exp'], cache: VERIFIED_TOKENS_KEPT });
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
      return { practitionerId: sub, tokenVersion: tv, jti, expiresAt: new Date(exp * 1000) };
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

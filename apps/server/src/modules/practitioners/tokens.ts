import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

export interface TokenClaims {
  practitionerId: string;
  tokenVersion: number;
  jti: string;
  expiresAt: Date;
}

const ISSUER = 'clinical-scribe';
const BASE64URL = /^[A-Za-z0-9_-]*$/;

function decodeJsonObject(part: string): Record<string, unknown> | null {
  if (!BASE64URL.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** What a token's signature and form vouch for: its claims, and the times checked again at each use. */
interface SignedToken {
  claims: TokenClaims;
  exp: number;
  nbf?: number;
}

/**
 * A token in compact form with a valid HS256 signature and well-formed claims (times not compared with the clock
 * here): the header `alg` exactly HS256 with no `crit` or `b64`, the signature compared in constant time, then
 * the claims as jose checked them (issuer; `exp` a number; `nbf` and `iat` numbers when present) and ours.
 */
function checkSignature(token: string, hmacKey: Buffer): SignedToken | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedHeader = '', encodedPayload = '', encodedSignature = ''] = parts;
  const header = decodeJsonObject(encodedHeader);
  if (!header || header.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) return null;
  if (!BASE64URL.test(encodedSignature)) return null;
  const signature = Buffer.from(encodedSignature, 'base64url');
  const expected = createHmac('sha256', hmacKey).update(`${encodedHeader}.${encodedPayload}`).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  const payload = decodeJsonObject(encodedPayload);
  if (!payload || payload.iss !== ISSUER) return null;
  const { sub, jti, tv, exp, nbf, iat } = payload;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  if (nbf !== undefined && typeof nbf !== 'number') return null;
  if (iat !== undefined && typeof iat !== 'number') return null;
  if (typeof sub !== 'string' || !sub || typeof jti !== 'string' || !jti || typeof tv !== 'number') return null;
  return { claims: { practitionerId: sub, tokenVersion: tv, jti, expiresAt: new Date(exp * 1000) }, exp, nbf };
}

/** Tokens whose signature was checked, kept by their text (the oldest goes first). */
const SIGNED_TOKENS_KEPT = 10_000;

/**
 * Signs and checks the bearer tokens (HS256 JWT with an expiry, a unique id and the account's token version).
 * Tokens are signed by jose; they are checked here, synchronously, with node:crypto's HMAC (decision 97): jose
 * verifies through WebCrypto, which imports the key again and hops through a promise job for every request, a
 * sixth of the time of a signed-in request that reads no table. A token whose signature was checked once is
 * kept by its text (at most SIGNED_TOKENS_KEPT), so the HMAC and the JSON parsing run once per token, not once
 * per request; its expiry and not-before are compared with the clock at every use. Only what the text itself
 * proves is kept: whether the session still exists is asked of the database at every request (decision 87).
 */
export function createTokenService(secret: string, ttlMinutes: number, now: () => number = Date.now) {
  const key = new TextEncoder().encode(secret);
  const hmacKey = Buffer.from(key);
  const signedTokens = new Map<string, SignedToken>();
  return {
    async issue(practitionerId: string, tokenVersion: number) {
      const jti = randomUUID();
      const expiresAt = new Date(now() + ttlMinutes * 60_000);
      const token = await new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(practitionerId)
        .setIssuer(ISSUER)
        .setJti(jti)
        .setIssuedAt(Math.floor(now() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, jti, expiresAt };
    },
    /** The claims of a valid token, or null for anything forged, expired or malformed. */
    verify(token: string): TokenClaims | null {
      const seconds = Math.floor(now() / 1000);
      let checked = signedTokens.get(token);
      if (!checked) {
        const parsed = checkSignature(token, hmacKey);
        if (!parsed) return null;
        checked = parsed;
        if (signedTokens.size >= SIGNED_TOKENS_KEPT) signedTokens.delete(signedTokens.keys().next().value as string);
        signedTokens.set(token, checked);
      }
      // The times are checked at every use, so a token kept here still ends at its expiry.
      if (checked.exp <= seconds || (checked.nbf !== undefined && checked.nbf > seconds)) {
        signedTokens.delete(token);
        return null;
      }
      return checked.claims;
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

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

/**
 * Signs and checks the bearer tokens (HS256 JWT with an expiry, a unique id and the account's token version).
 * Tokens are signed by jose; they are checked here, synchronously, with node:crypto's HMAC (decision 200): jose
 * verifies through WebCrypto, which imports the key again and hops through a promise job for every request, a
 * sixth of the time of a signed-in request that reads no table. The checks are jose's for these tokens: compact
 * form, header `alg` HS256 and no `crit`, the signature compared in constant time, then the claims (issuer,
 * expiry, not-before and issued-at when present).
 */
export function createTokenService(secret: string, ttlMinutes: number, now: () => number = Date.now) {
  const key = new TextEncoder().encode(secret);
  const hmacKey = Buffer.from(key);
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
      const seconds = Math.floor(now() / 1000);
      if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= seconds) return null;
      if (nbf !== undefined && (typeof nbf !== 'number' || nbf > seconds)) return null;
      if (iat !== undefined && typeof iat !== 'number') return null;
      if (typeof sub !== 'string' || !sub || typeof jti !== 'string' || !jti || typeof tv !== 'number') return null;
      return { practitionerId: sub, tokenVersion: tv, jti, expiresAt: new Date(exp * 1000) };
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

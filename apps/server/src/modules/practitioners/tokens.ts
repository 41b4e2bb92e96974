import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  practitionerId: string;
  tokenVersion: number;
  jti: string;
  expiresAt: Date;
}

const ISSUER = 'clinical-scribe';

/** Signs and checks the bearer tokens (HS256 JWT with an expiry, a unique id and the account's token version). */
export function createTokenService(secret: string, ttlMinutes: number) {
  const key = new TextEncoder().encode(secret);
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
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (!payload.sub || !payload.jti || typeof payload.tv !== 'number' || !payload.exp) return null;
        return {
          practitionerId: payload.sub,
          tokenVersion: payload.tv,
          jti: payload.jti,
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

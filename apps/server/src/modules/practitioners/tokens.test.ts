import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.js';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const key = new TextEncoder().encode(SECRET);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token signed with jose from the given parts, so each check can be tried alone. */
async function signed(claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256' }, secret = key) {
  return new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(secret);
}
const valid = { tv: 3, sub: 'p1', jti: 'j1', iss: 'clinical-scribe', iat: nowSeconds(), exp: nowSeconds() + 600 };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header, signed with the secret by node:crypto (jose refuses to sign some of these headers). */
const handSigned = (header: Record<string, unknown>, claims: Record<string, unknown>) => {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
};

/** What jose's jwtVerify (the verifier used before decision 97) says of the token, as claims or null. */
async function joseSays(token: string) {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: 'clinical-scribe', algorithms: ['HS256'] });
    if (!payload.sub || !payload.jti || typeof payload.tv !== 'number' || !payload.exp) return null;
    return { practitionerId: payload.sub, tokenVersion: payload.tv, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}

describe('token verification', () => {
  const tokens = createTokenService(SECRET, 60);

  it('accepts the tokens it issues, with their claims', async () => {
    const { token, jti, expiresAt } = await tokens.issue('practitioner-1', 7);
    expect(tokens.verify(token)).toEqual({ practitionerId: 'practitioner-1', tokenVersion: 7, jti, expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000) });
  });

  it('answers as jose did for valid, forged, expired and malformed tokens', async () => {
    const good = await signed(valid);
    const [h, p, s] = good.split('.') as [string, string, string];
    const flipped = `${s.slice(0, -2)}${s.at(-2) === 'A' ? 'B' : 'A'}${s.at(-1)}`;
    const cases = [
      good,
      `${h}.${p}.${flipped}`, // signature altered
      `${h}.${b64({ ...valid, tv: 4 })}.${s}`, // payload altered
      await signed(valid, { alg: 'HS256' }, new TextEncoder().encode('another-secret-of-at-least-thirty-two-chars')),
      await signed(valid, { alg: 'HS512' }),
      `${b64({ alg: 'none' })}.${p}.`,
      handSigned({ alg: 'HS256', crit: ['exp'], exp: 1 }, valid), // a critical extension jose does not know
      handSigned({ alg: 'HS256', b64: false, crit: ['b64'] }, valid),
      handSigned({ alg: 'HS256' }, valid), // the same token made without jose: accepted
      await signed({ ...valid, exp: nowSeconds() - 1 }),
      await signed({ ...valid, exp: nowSeconds() }),
      await signed({ ...valid, exp: 'tomorrow' }),
      await signed({ ...valid, exp: undefined }),
      await signed({ ...valid, nbf: nowSeconds() + 600 }),
      await signed({ ...valid, nbf: nowSeconds() - 600 }),
      await signed({ ...valid, nbf: 'now' }),
      await signed({ ...valid, iat: 'now' }),
      await signed({ ...valid, iss: 'someone-else' }),
      await signed({ ...valid, iss: undefined }),
      await signed({ ...valid, sub: undefined }),
      await signed({ ...valid, jti: '' }),
      await signed({ ...valid, tv: '3' }),
      `${h}.${p}`,
      `${h}.${p}.${s}.${s}`,
      '',
      'not a token',
      `${h}.${b64([1, 2])}.${s}`,
      `${b64('HS256')}.${p}.${s}`,
      `${h}.${p}.${s}!`,
    ];
    for (const token of cases) expect(tokens.verify(token), token).toEqual(await joseSays(token));
    expect(tokens.verify(good)).not.toBeNull();
  });

  it('keeps the verification of each token apart, whatever its length', async () => {
    const alter = (token: string) => `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
    const short = await signed(valid);
    // A long token and its forgery share their first 1,500 characters and differ only at the end.
    const long = await signed({ ...valid, note: 'x'.repeat(1500) });
    for (const token of [short, long]) {
      const checker = createTokenService(SECRET, 60);
      for (let round = 0; round < 2; round++) {
        expect(checker.verify(token)).not.toBeNull();
        expect(checker.verify(alter(token))).toBeNull();
        expect(checker.verify(token.slice(0, -1))).toBeNull();
      }
    }
  });

  it('accepts a token from its not-before, though it was refused before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const checker = createTokenService(SECRET, 60);
      const early = await signed({ ...valid, nbf: nowSeconds() + 60, exp: nowSeconds() + 120 });
      expect(checker.verify(early)).toBeNull();
      vi.setSystemTime(Date.now() + 61_000);
      expect(checker.verify(early)).not.toBeNull();
      expect(checker.verify(early)).not.toBeNull();
      vi.setSystemTime(Date.now() + 60_000);
      expect(checker.verify(early)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token once the clock passes its expiry, though its verification was kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const clocked = createTokenService(SECRET, 1);
      const { token } = await clocked.issue('p', 1);
      expect(clocked.verify(token)).not.toBeNull();
      expect(clocked.verify(token)).not.toBeNull();
      vi.setSystemTime(Date.now() + 61_000);
      expect(clocked.verify(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

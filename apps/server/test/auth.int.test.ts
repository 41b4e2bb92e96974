import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { practitioners, sessions } from '../src/db/schema.js';
import { dbOf, expectErrorShape, fieldErrors, json, registerPractitioner, startTestApp } from './helpers.js';

const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await startTestApp({ JWT_SECRET }));
});

/** A token signed with the app's own secret, with claims chosen by the test. */
async function signToken(claims: { sub: string; tv?: number; exp: number; iss?: string; secret?: string; jti?: string }) {
  return new SignJWT({ tv: claims.tv ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(claims.iss ?? 'clinical-scribe')
    .setJti(claims.jti ?? randomUUID())
    .setIssuedAt(claims.exp - 3600)
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(claims.secret ?? JWT_SECRET));
}
const now = () => Math.floor(Date.now() / 1000);
afterAll(() => app.close());

describe('register and login', () => {
  it('registers, then logs in with the same e-mail in any case', async () => {
    const who = await registerPractitioner(app);
    expect(who.user.email).toMatch(/@clinic\.test$/);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: who.user.email.toUpperCase(), password: who.password },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.user._id).toBe(who.user._id);
    expect(json(res).data.access_token).toEqual(expect.any(String));
  });

  it('refuses a duplicate e-mail with 409', async () => {
    const who = await registerPractitioner(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { first_name: 'A', last_name: 'B', email: who.user.email, password: 'Passw0rd!', phone: '1', gender: 'male' },
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('An account with this email already exists.');
  });

  it('answers a wrong password with 401 and the same message as an unknown e-mail', async () => {
    const who = await registerPractitioner(app);
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.user.email, password: 'Nope-12345' } });
    const unknown = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@clinic.test', password: 'Nope-12345' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong).message).toBe(json(unknown).message);
  });

  it('lists every field error with the spec messages', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { first_name: 'R2-D2', email: 'x', password: 'short' } });
    expect(res.statusCode).toBe(400);
    const errors = Object.fromEntries(json(res).errors!.map((e) => [e.field, e.message]));
    expect(errors).toEqual({
      first_name: 'Please insert alphabets only.',
      last_name: 'Last name is required.',
      email: 'Please enter valid email. ',
      password: 'At-least one capital letter, one digit and min 8 characters required.',
      phone: 'Phone number is required.',
      gender: 'Please select gender',
    });
  });
});

describe('tokens', () => {
  it('answers 401 without, with a forged, or with a logged-out token', async () => {
    const who = await registerPractitioner(app);
    const missing = await app.inject({ method: 'GET', url: '/api/analytics' });
    const forged = await app.inject({ method: 'GET', url: '/api/analytics', headers: { authorization: `Bearer ${who.token}x` } });
    expect(missing.statusCode).toBe(401);
    expect(forged.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/analytics', headers: who.auth })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: who.auth })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/analytics', headers: who.auth })).statusCode).toBe(401);
  });

  it('ends earlier tokens on password change and hands back a working one', async () => {
    const who = await registerPractitioner(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: who.auth,
      payload: { current_password: who.password, new_password: 'New-Passw0rd' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Password updated successfully');
    expect((await app.inject({ method: 'GET', url: '/api/analytics', headers: who.auth })).statusCode).toBe(401);
    const fresh = { authorization: `Bearer ${json(res).data.access_token}` };
    expect((await app.inject({ method: 'GET', url: '/api/analytics', headers: fresh })).statusCode).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.user.email, password: 'New-Passw0rd' } });
    expect(login.statusCode).toBe(200);
  });
});

describe('registration and login payloads', () => {
  it('answers the registered user without any secret and a token that works', async () => {
    const who = await registerPractitioner(app, { first_name: "Mary-Jane O'Neil", last_name: 'José', phone: '0044 20 7946 0000' });
    expect(who.user).toMatchObject({ first_name: "Mary-Jane O'Neil", last_name: 'José', gender: 'female', phone: '0044 20 7946 0000' });
    expect(Object.keys(who.user).sort()).toEqual(['_id', 'createdAt', 'email', 'first_name', 'gender', 'last_name', 'phone', 'updatedAt']);
    expect((await app.inject({ method: 'GET', url: '/api/analytics', headers: who.auth })).statusCode).toBe(200);
  });

  it('gives login its own required messages', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expectErrorShape(res, 400);
    expect(fieldErrors(res)).toEqual({ email: 'Email required', password: 'Password required' });
    const blank = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '   ', password: '' } });
    expect(fieldErrors(blank)).toEqual({ email: 'Email required', password: 'Password required' });
  });

  it.each([
    ['Passw0rdPassw0rdPassw0rdPassw0rd1', 'Maximum 30 character allowed.'],
    ['password1', 'At-least one capital letter, one digit and min 8 characters required.'],
    ['PASSWORD1', 'At-least one capital letter, one digit and min 8 characters required.'],
    ['Password', 'At-least one capital letter, one digit and min 8 characters required.'],
    ['Pass1', 'At-least one capital letter, one digit and min 8 characters required.'],
    ['Pass word1', 'At-least one capital letter, one digit and min 8 characters required.'],
    ['', 'Password is required.'],
  ])('refuses the registration password %j with %j', async (password, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { first_name: 'Ann', last_name: 'Lee', email: `x${randomUUID()}@clinic.test`, password, phone: '1', gender: 'male' },
    });
    expectErrorShape(res, 400, message);
    expect(fieldErrors(res)).toEqual({ password: message });
  });

  it.each([
    ['A'.repeat(65), 'Please insert alphabets only.'],
    ['Ann  Lee', 'Please insert alphabets only.'],
    ['Ann--Lee', 'Please insert alphabets only.'],
    ['Ann3', 'Please insert alphabets only.'],
    ['   ', 'First name is required.'],
  ])('refuses the first name %j with %j', async (first_name, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { first_name, last_name: 'Lee', email: `x${randomUUID()}@clinic.test`, password: 'Passw0rdOk', phone: '1', gender: 'male' },
    });
    expect(fieldErrors(res)).toEqual({ first_name: message });
  });

  it('accepts a 64-letter name and a 30-character password', async () => {
    const who = await registerPractitioner(app, { first_name: 'A'.repeat(64), password: 'Aa1' + 'x'.repeat(27) });
    expect(who.user.first_name).toBe('A'.repeat(64));
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.user.email, password: 'Aa1' + 'x'.repeat(27) } });
    expect(login.statusCode).toBe(200);
  });

  it('treats an e-mail in another case as the same account (409)', async () => {
    const who = await registerPractitioner(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { first_name: 'Ann', last_name: 'Lee', email: `  ${who.user.email.toUpperCase()} `, password: 'Passw0rdOk', phone: '1', gender: 'male' },
    });
    expectErrorShape(res, 409, 'An account with this email already exists.');
  });
});

describe('concurrent registration', () => {
  it('creates one account when the same e-mail registers twice at once', async () => {
    const email = `race.${randomUUID()}@clinic.test`;
    const body = { first_name: 'Ann', last_name: 'Lee', email, password: 'Passw0rdOk', phone: '1', gender: 'female' };
    const answers = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'POST', url: '/api/auth/register', payload: body })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe('token lifetime', () => {
  it('issues tokens that expire after TOKEN_TTL_MINUTES', async () => {
    const short = await startTestApp({ TOKEN_TTL_MINUTES: '1', JWT_SECRET });
    try {
      const who = await registerPractitioner(short.app);
      const login = await short.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.user.email, password: who.password } });
      const { access_token, expires_at } = json(login).data;
      const left = new Date(expires_at).getTime() - Date.now();
      expect(left).toBeGreaterThan(30_000);
      expect(left).toBeLessThanOrEqual(60_000);
      const claims = JSON.parse(Buffer.from(access_token.split('.')[1], 'base64url').toString());
      expect(claims.exp * 1000).toBe(Math.floor(new Date(expires_at).getTime() / 1000) * 1000);
      // The same practitioner's token, one minute older, is refused.
      const aged = await signToken({ sub: who.user._id, exp: claims.exp - 61 });
      expectErrorShape(await short.app.inject({ method: 'GET', url: '/api/analytics', headers: { authorization: `Bearer ${aged}` } }), 401);
    } finally {
      await short.app.close();
    }
  }, 90_000);
});

describe('bearer tokens', () => {
  it('refuses an expired token signed with the right secret', async () => {
    const who = await registerPractitioner(app);
    // A token signed with the right secret works only with a session behind it (decision 71).
    const jti = randomUUID();
    const fresh = await signToken({ sub: who.user._id, exp: now() + 600, jti });
    expect((await app.inject({ method: 'GET', url: '/api/analytics', headers: { authorization: `Bearer ${fresh}` } })).statusCode).toBe(401);
    await dbOf(app).insert(sessions).values({ id: jti, practitionerId: who.user._id, expiresAt: new Date(Date.now() + 600_000) });
    expect((await app.inject({ method: 'GET', url: '/api/analytics', headers: { authorization: `Bearer ${fresh}` } })).statusCode).toBe(200);
    const expired = await signToken({ sub: who.user._id, exp: now() - 5, jti });
    const res = await app.inject({ method: 'GET', url: '/api/analytics', headers: { authorization: `Bearer ${expired}` } });
    expectErrorShape(res, 401, 'Your session has expired. Please log in again.');
  });

  it('refuses tokens with another secret, issuer or token version, and malformed headers', async () => {
    const who = await registerPractitioner(app);
    const tokens = [
      await signToken({ sub: who.user._id, exp: now() + 600, secret: 'another-secret-that-is-long-enough-999999' }),
      await signToken({ sub: who.user._id, exp: now() + 600, iss: 'somebody-else' }),
      await signToken({ sub: who.user._id, exp: now() + 600, tv: 1 }),
      await signToken({ sub: randomUUID(), exp: now() + 600 }),
    ];
    for (const token of tokens) {
      expectErrorShape(await app.inject({ method: 'GET', url: '/api/patients/mine', headers: { authorization: `Bearer ${token}` } }), 401);
    }
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: who.user._id, tv: 0, jti: 'x', iss: 'clinical-scribe', exp: now() + 600 })).toString('base64url')}.`;
    for (const authorization of [`Bearer ${unsigned}`, who.token, `Token ${who.token}`, 'Bearer', 'Bearer a b', '']) {
      expectErrorShape(await app.inject({ method: 'GET', url: '/api/patients/mine', headers: { authorization } }), 401);
    }
  });

  it('guards every signed-in route: no, garbage or expired token is 401 before anything is read', async () => {
    const who = await registerPractitioner(app);
    const id = randomUUID();
    const routes: [string, string][] = [
      ['POST', '/api/auth/change-password'],
      ['POST', '/api/auth/logout'],
      ['PUT', `/api/users/${who.user._id}`],
      ['GET', '/api/analytics'],
      ['POST', '/api/patients'],
      ['GET', '/api/patients/mine'],
      ['POST', '/api/encounters'],
      ['GET', '/api/encounters/mine'],
      ['GET', `/api/encounters/${id}`],
      ['PUT', `/api/encounters/${id}/transcript`],
      ['POST', `/api/encounters/${id}/finish`],
      ['POST', `/api/encounters/${id}/reset`],
      ['POST', `/api/encounters/${id}/archive`],
      ['GET', `/api/encounters/${id}/recording-credentials`],
      ['GET', '/api/settings/mine'],
      ['PUT', '/api/settings'],
    ];
    const expired = await signToken({ sub: who.user._id, exp: now() - 1 });
    for (const [method, url] of routes) {
      for (const authorization of [undefined, 'Bearer not.a.token', `Bearer ${expired}`]) {
        const res = await app.inject({ method: method as 'GET', url, headers: authorization ? { authorization } : {}, ...(method === 'GET' ? {} : { payload: {} }) });
        expect(res.statusCode, `${method} ${url} with ${authorization ?? 'no token'}`).toBe(401);
        expectErrorShape(res, 401);
      }
    }
  });

  it('answers 401 for the token of a deleted practitioner', async () => {
    const who = await registerPractitioner(app);
    expect((await app.inject({ method: 'GET', url: '/api/settings/mine', headers: who.auth })).statusCode).toBe(200);
    await dbOf(app).delete(practitioners).where(eq(practitioners.id, who.user._id));
    for (const [method, url] of [['GET', '/api/settings/mine'], ['GET', '/api/analytics'], ['GET', '/api/patients/mine'], ['POST', '/api/auth/logout']] as const) {
      expectErrorShape(await app.inject({ method, url, headers: who.auth }), 401);
    }
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.user.email, password: who.password } });
    expectErrorShape(login, 401, 'Invalid email or password.');
  });

  it('keeps other sessions alive when one device logs out', async () => {
    const who = await registerPractitioner(app);
    const second = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.user.email, password: who.password } });
    const secondAuth = { authorization: `Bearer ${json(second).data.access_token}` };
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: who.auth })).statusCode).toBe(200);
    expectErrorShape(await app.inject({ method: 'POST', url: '/api/auth/logout', headers: who.auth }), 401);
    expect((await app.inject({ method: 'GET', url: '/api/analytics', headers: secondAuth })).statusCode).toBe(200);
  });
});

describe('change password', () => {
  const change = (auth: { authorization: string } | undefined, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/auth/change-password', headers: auth ?? {}, payload: payload as object });

  it('needs a token', async () => {
    expectErrorShape(await change(undefined, { current_password: 'x', new_password: 'New-Passw0rd' }), 401);
  });

  it('names each missing field with the spec messages', async () => {
    const who = await registerPractitioner(app);
    const res = await change(who.auth, {});
    expectErrorShape(res, 400);
    expect(fieldErrors(res)).toEqual({ current_password: 'Current password is required', new_password: 'New password is required' });
  });

  it('refuses a wrong current password, a weak or too long new one, and the same one again', async () => {
    const who = await registerPractitioner(app);
    const wrong = await change(who.auth, { current_password: 'Wrong-Passw0rd', new_password: 'New-Passw0rd' });
    expectErrorShape(wrong, 400, 'Current password is incorrect.');
    expect(fieldErrors(wrong)).toEqual({ current_password: 'Current password is incorrect.' });
    expect(fieldErrors(await change(who.auth, { current_password: who.password, new_password: 'alllowercase1' }))).toHaveProperty('new_password');
    expect(fieldErrors(await change(who.auth, { current_password: who.password, new_password: 'Aa1' + 'x'.repeat(28) }))).toEqual({
      new_password: 'Maximum 30 character allowed.',
    });
    expectErrorShape(await change(who.auth, { current_password: who.password, new_password: who.password }), 400, 'The new password must differ from the current one.');
    // Nothing changed: the old password and token still work.
    expect((await app.inject({ method: 'GET', url: '/api/analytics', headers: who.auth })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.user.email, password: who.password } })).statusCode).toBe(200);
  });
});

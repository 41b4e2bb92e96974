import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { json, registerPractitioner, startTestApp } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await startTestApp());
});
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

import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writesSessionTables } from '../src/db/client.js';
import { sessions } from '../src/db/schema.js';
import { resolveJwtSecret } from '../src/lib/secrets.js';
import { createAuthenticate } from '../src/modules/practitioners/authenticate.js';
import { createTokenService } from '../src/modules/practitioners/tokens.js';
import type { Config } from '../src/config.js';
import { dbOf, expectErrorShape, json, registerPractitioner, startTestApp } from './helpers.js';

/**
 * Decision 112: on the embedded database the session check's answers are kept in the process until a statement
 * writes the sessions or practitioners tables; on PostgreSQL nothing is kept (decision 87).
 */
let app: FastifyInstance;
let config: Config;
beforeAll(async () => {
  ({ app, config } = await startTestApp());
});
afterAll(() => app.close());

const embedded = () => app.runtime.database.kind === 'pglite';
const list = (token: string) => app.inject({ method: 'GET', url: '/api/patients/mine', headers: { authorization: `Bearer ${token}` } });

describe('the statements that drop kept session answers', () => {
  it('are the writes that name the sessions or practitioners tables, in any case or quoting', () => {
    for (const statement of [
      'delete from "sessions" where "sessions"."id" = $1',
      'update "practitioners" set "token_version" = "token_version" + 1',
      'insert into "sessions" ("id") values ($1)',
      'DELETE FROM practitioners WHERE id = $1',
      'with gone as (delete from sessions returning id) select count(*) from gone',
      'truncate sessions',
      'analyze "practitioners"',
    ]) {
      expect(writesSessionTables(statement), statement).toBe(true);
    }
    for (const statement of [
      'select "practitioners"."id" from "sessions" inner join "practitioners" on true',
      '  SELECT 1 FROM sessions',
      'insert into "audit_events" ("action") values ($1)',
      'update "stream_sessions" set x = 1',
      'delete from "stream_tickets"',
    ]) {
      expect(writesSessionTables(statement), statement).toBe(false);
    }
  });

  it('are counted by the embedded database handle only', async () => {
    const { sessionWrites } = app.runtime.database;
    if (!embedded()) {
      expect(sessionWrites).toBeNull();
      return;
    }
    const who = await registerPractitioner(app);
    const before = sessionWrites!();
    expect((await list(who.token)).statusCode).toBe(200);
    expect((await list(who.token)).statusCode).toBe(200);
    expect(sessionWrites!()).toBe(before); // reads move nothing
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: who.auth })).statusCode).toBe(200);
    expect(sessionWrites!()).toBeGreaterThan(before);
  });
});

describe('a kept answer', () => {
  it('is served without the database until the write count moves, then read again', async () => {
    // The check itself, on the app's real database, with a write count this test moves by hand: the session row
    // is deleted without moving it, which only another client of the database could do.
    let writes = 0;
    const tokens = createTokenService(resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR), config.TOKEN_TTL_MINUTES);
    const authenticate = createAuthenticate(dbOf(app), tokens, { idleMinutes: config.SESSION_IDLE_MINUTES, sessionWrites: () => writes });
    const who = await registerPractitioner(app);
    const check = async () => {
      const request = { headers: { authorization: `Bearer ${who.token}` } } as FastifyRequest;
      await authenticate(request);
      return request.authenticated?.practitioner.id;
    };
    expect(await check()).toBe(who.user._id);
    const [session] = await dbOf(app).select().from(sessions).where(eq(sessions.practitionerId, who.user._id));
    await dbOf(app).delete(sessions).where(eq(sessions.id, session!.id));
    // Kept: the check did not read the (now missing) row.
    expect(await check()).toBe(who.user._id);
    writes += 1;
    await expect(check()).rejects.toMatchObject({ statusCode: 401 });
  });

  it('is still refused by the clock once the session has been idle too long', async () => {
    let clock = new Date();
    const tokens = createTokenService(resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR), config.TOKEN_TTL_MINUTES);
    const authenticate = createAuthenticate(dbOf(app), tokens, { idleMinutes: 30, now: () => clock, sessionWrites: () => 0 });
    const who = await registerPractitioner(app);
    const request = () => ({ headers: { authorization: `Bearer ${who.token}` } }) as FastifyRequest;
    await authenticate(request());
    clock = new Date(clock.getTime() + 31 * 60_000);
    await expect(authenticate(request())).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('the server with kept answers refuses an ended session at its next request', () => {
  it('after a logout', async () => {
    const who = await registerPractitioner(app);
    expect((await list(who.token)).statusCode).toBe(200);
    expect((await list(who.token)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: who.auth })).statusCode).toBe(200);
    expectErrorShape(await list(who.token), 401, 'Your session has expired. Please log in again.');
  });

  it('after a password change, on every other session', async () => {
    const who = await registerPractitioner(app);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.user.email, password: who.password } });
    const other = json(login).data.access_token as string;
    expect((await list(other)).statusCode).toBe(200);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: who.auth,
      payload: { current_password: who.password, new_password: 'Lantern-Quarry-58' },
    });
    expect(changed.statusCode).toBe(200);
    expectErrorShape(await list(other), 401);
    expectErrorShape(await list(who.token), 401);
    expect((await list(json(changed).data.access_token as string)).statusCode).toBe(200);
  });

  it('after its row is deleted or its practitioner bumped by a statement sent outside the repositories', async () => {
    const who = await registerPractitioner(app);
    expect((await list(who.token)).statusCode).toBe(200);
    await dbOf(app).execute(sql`update practitioners set token_version = token_version + 1 where id = ${who.user._id}`);
    expectErrorShape(await list(who.token), 401);
    const again = await registerPractitioner(app);
    expect((await list(again.token)).statusCode).toBe(200);
    await dbOf(app).delete(sessions).where(eq(sessions.practitionerId, again.user._id));
    expectErrorShape(await list(again.token), 401);
  });

  it('while answering the same requests at once as one by one', async () => {
    const who = await registerPractitioner(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => list(who.token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const [loggedOut, ...after] = await Promise.all([
      app.inject({ method: 'POST', url: '/api/auth/logout', headers: who.auth }),
      ...Array.from({ length: 10 }, () => list(who.token)),
    ]);
    expect(loggedOut!.statusCode).toBe(200);
    // Sent together with the logout, each may come before or after it; one sent after it is refused.
    for (const answer of after) expect([200, 401]).toContain(answer.statusCode);
    expectErrorShape(await list(who.token), 401);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@scribe/contracts';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { auditEvents, jobs, resetCodes, sessions, throttleEvents } from '../src/db/schema.js';
import { dbOf, eventually, expectErrorShape, fieldErrors, freshTestDatabaseUrl, json, registerPractitioner, startTestApp, testConfig } from './helpers.js';

let app: FastifyInstance;
let dataDir: string;
let databaseUrl: string | undefined;
beforeAll(async () => {
  let config;
  ({ app, dataDir, config } = await startTestApp({ TOKEN_TTL_MINUTES: '720' }));
  databaseUrl = config.DATABASE_URL;
});
afterAll(() => app.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers });
const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

/** The newest reset code mailed to `email` (the outbox of DATA_DIR), once the job has sent it. */
async function mailedCode(email: string, after = 0): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const codes = await eventually(
    async () =>
      (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort() : [])
        .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8').replace(/=\r?\n/g, ''))
        .filter((raw) => raw.includes(email))
        .map((raw) => /reset code is (\d{6})\b/.exec(raw)?.[1] ?? ''),
    (found) => found.length > after,
    30_000,
  );
  if (codes.length <= after) throw new Error(`no reset code mailed to ${email}`);
  return codes[codes.length - 1]!;
}

describe('sessions: 30 minutes idle, 12 hours at most (decision 71)', () => {
  const sessionOf = async (token: string) => {
    const jti = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti as string;
    const [row] = await dbOf(app).select().from(sessions).where(eq(sessions.id, jti));
    return row;
  };
  const setSession = (id: string, values: Partial<typeof sessions.$inferInsert>) => dbOf(app).update(sessions).set(values).where(eq(sessions.id, id));
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('ends a session idle for more than 30 minutes with the 401 the client shows as an expired session', async () => {
    const who = await registerPractitioner(app);
    const session = (await sessionOf(who.token))!;
    expect((await get('/api/patients/mine', who.auth)).statusCode).toBe(200);
    await setSession(session.id, { lastSeenAt: minutesAgo(31) });
    expectErrorShape(await get('/api/patients/mine', who.auth), 401, 'Your session has expired. Please log in again.');
    expect(await sessionOf(who.token)).toBeUndefined();
    // Setting the time back does not bring it back: the session is gone.
    expectErrorShape(await get('/api/patients/mine', who.auth), 401);
  });

  it('renews a session on activity, writing the time at most once a minute', async () => {
    const who = await registerPractitioner(app);
    const session = (await sessionOf(who.token))!;
    await setSession(session.id, { lastSeenAt: minutesAgo(29) });
    expect((await get('/api/patients/mine', who.auth)).statusCode).toBe(200);
    const renewed = (await sessionOf(who.token))!;
    expect(Date.now() - renewed.lastSeenAt.getTime()).toBeLessThan(10_000);
    // Within the minute: no write.
    await setSession(session.id, { lastSeenAt: new Date(Date.now() - 30_000) });
    const before = (await sessionOf(who.token))!.lastSeenAt.getTime();
    expect((await get('/api/patients/mine', who.auth)).statusCode).toBe(200);
    expect((await sessionOf(who.token))!.lastSeenAt.getTime()).toBe(before);
    // 29 minutes after the renewal it still works: the idle time counts from the last activity.
    await setSession(session.id, { lastSeenAt: minutesAgo(29) });
    expect((await get('/api/patients/mine', who.auth)).statusCode).toBe(200);
  });

  it('ends a session 12 hours after sign-in however active it is', async () => {
    const who = await registerPractitioner(app);
    const session = (await sessionOf(who.token))!;
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBeGreaterThan(720 * 60_000 - 5_000);
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBeLessThan(720 * 60_000 + 5_000);
    await setSession(session.id, { lastSeenAt: minutesAgo(5) });
    expect((await get('/api/patients/mine', who.auth)).statusCode).toBe(200);
    expect((await sessionOf(who.token))!.expiresAt).toEqual(session.expiresAt);
    // Twelve hours on (the row's times moved back instead of waiting): refused although just active.
    await setSession(session.id, { createdAt: minutesAgo(720), expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() });
    expectErrorShape(await get('/api/patients/mine', who.auth), 401, 'Your session has expired. Please log in again.');
  });

  it('ends the session on logout and every other session on a password change', async () => {
    const who = await registerPractitioner(app);
    const other = json(await post('login', { email: who.user.email, password: who.password })).data.access_token as string;
    expect((await post('logout', {}, who.auth)).statusCode).toBe(200);
    expect(await sessionOf(who.token)).toBeUndefined();
    expectErrorShape(await get('/api/patients/mine', who.auth), 401);
    const changed = await post('change-password', { current_password: who.password, new_password: 'Lantern-Quarry-58' }, { authorization: `Bearer ${other}` });
    expect(changed.statusCode).toBe(200);
    const fresh = json(changed).data.access_token as string;
    expect((await get('/api/patients/mine', { authorization: `Bearer ${fresh}` })).statusCode).toBe(200);
    expectErrorShape(await get('/api/patients/mine', { authorization: `Bearer ${other}` }), 401);
    const rows = await dbOf(app).select().from(sessions).where(eq(sessions.practitionerId, who.user._id));
    expect(rows).toHaveLength(1);
  });
});

describe('sessions checked in one statement, in every process at once (decision 87)', () => {
  it('a logout or password change in one API process ends the session in another at its next request', async () => {
    // A second app on the same database and secret: another API process, sharing nothing but the database.
    const second = await buildApp({
      config: testConfig({ DATA_DIR: dataDir, TOKEN_TTL_MINUTES: '720', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }).config,
      database: app.runtime.database,
    });
    try {
      const list = (on: FastifyInstance, token: string) => on.inject({ method: 'GET', url: '/api/patients/mine', headers: { authorization: `Bearer ${token}` } });
      const who = await registerPractitioner(app);
      const other = json(await post('login', { email: who.user.email, password: who.password })).data.access_token as string;
      expect((await list(second, who.token)).statusCode).toBe(200);
      expect((await list(second, other)).statusCode).toBe(200);
      expect((await post('logout', {}, who.auth)).statusCode).toBe(200);
      expectErrorShape(await list(second, who.token), 401, 'Your session has expired. Please log in again.');
      // A password change made through the second process ends the first process's other sessions at once.
      const third = json(await post('login', { email: who.user.email, password: who.password })).data.access_token as string;
      expect((await list(app, third)).statusCode).toBe(200);
      const changed = await second.inject({
        method: 'POST', url: '/api/auth/change-password', headers: { authorization: `Bearer ${other}` }, payload: { current_password: who.password, new_password: 'Lantern-Quarry-58' },
      });
      expect(changed.statusCode).toBe(200);
      expectErrorShape(await list(app, third), 401);
      expectErrorShape(await list(app, other), 401);
      expect((await list(app, json(changed).data.access_token as string)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('refuses a token whose session row belongs to another practitioner or whose token version is old', async () => {
    const who = await registerPractitioner(app);
    const someoneElse = await registerPractitioner(app);
    const jti = JSON.parse(Buffer.from(who.token.split('.')[1]!, 'base64url').toString()).jti as string;
    // The row now names someone else: the token's practitioner no longer matches its session.
    await dbOf(app).update(sessions).set({ practitionerId: someoneElse.user._id }).where(eq(sessions.id, jti));
    expectErrorShape(await get('/api/patients/mine', who.auth), 401);
    await dbOf(app).update(sessions).set({ practitionerId: who.user._id }).where(eq(sessions.id, jti));
    expect((await get('/api/patients/mine', who.auth)).statusCode).toBe(200);
    // A token version bumped behind the session's back (a password change in flight) refuses it too.
    await dbOf(app).execute(sql`update practitioners set token_version = token_version + 1 where id = ${who.user._id}`);
    expectErrorShape(await get('/api/patients/mine', who.auth), 401);
  });
});

describe('common passwords (decision 73)', () => {
  it('refuses one of the 10,000 most common passwords on registration, in any case', async () => {
    for (const password of ['Password1', 'PASSword123', 'Qwerty123']) {
      const res = await post('register', { first_name: 'Ann', last_name: 'Lee', email: `common.${password.toLowerCase()}@clinic.test`, password, phone: '1', gender: 'female' });
      expectErrorShape(res, 400, COMMON_PASSWORD_MESSAGE);
      expect(fieldErrors(res)).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    }
  });

  it('refuses one on password change and on reset, and accepts an uncommon one', async () => {
    const who = await registerPractitioner(app);
    const change = await post('change-password', { current_password: who.password, new_password: 'Trustno1' }, who.auth);
    expect(fieldErrors(change)).toEqual({ new_password: COMMON_PASSWORD_MESSAGE });
    expect((await post('login', { email: who.user.email, password: who.password })).statusCode).toBe(200);
    // Refused before the code is looked at: no guess is spent on it.
    const reset = await post('reset', { email: who.user.email, password: 'Password1', code: '000000' });
    expect(fieldErrors(reset)).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    expect((await post('change-password', { current_password: who.password, new_password: 'Orchid-Viaduct-31' }, who.auth)).statusCode).toBe(200);
  });
});

describe('forgot-password (decision 75)', () => {
  it('does the same work for a known and an unknown e-mail: one attempt counted, one job queued, no lookup', async () => {
    const databaseUrl = await freshTestDatabaseUrl();
    const { config } = testConfig({ ROLE: 'api', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: 'memory://' });
    const api = await buildApp({ config, database });
    let worker: FastifyInstance | null = null;
    try {
      await api.ready();
      const who = await registerPractitioner(api);
      const unknown = 'no.account.here@clinic.test';
      for (const email of [who.user.email, unknown]) {
        const res = await api.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
        expect(res.statusCode).toBe(200);
        expect(json(res).message).toBe('Please check your email we sent you a code');
      }
      // The API process answered without making a code or sending mail: both are the worker's.
      expect(await database.db.select().from(resetCodes)).toEqual([]);
      const queued = await database.db.select().from(jobs).where(eq(jobs.kind, 'auth.reset-code'));
      expect(queued.map((job) => job.payload.email).sort()).toEqual([who.user.email, unknown].sort());
      expect(queued.every((job) => job.status === 'queued')).toBe(true);
      const counted = await database.db.select().from(throttleEvents).where(eq(throttleEvents.scope, 'reset.request'));
      expect(counted.map((row) => row.key).sort()).toEqual([who.user.email, unknown].sort());
      expect(fs.existsSync(path.join(config.DATA_DIR, 'outbox'))).toBe(false);
      // A worker (its own process in production; it starts working as it is built) sends the known e-mail's mail only.
      worker = await buildApp({ config: { ...config, ROLE: 'worker' }, database });
      const done = await eventually(
        () => database.db.select().from(jobs).where(eq(jobs.kind, 'auth.reset-code')),
        (rows) => rows.every((job) => job.status === 'done'),
        30_000,
      );
      expect(done.every((job) => job.status === 'done')).toBe(true);
      expect(await database.db.select().from(resetCodes)).toHaveLength(1);
      const mails = fs.readdirSync(path.join(config.DATA_DIR, 'outbox')).filter((f) => f.endsWith('.eml'));
      expect(mails).toHaveLength(1);
    } finally {
      await worker?.close();
      await api.close();
      await database.close();
    }
  }, 60_000);

  it('answers 429 with Retry-After after 3 requests an hour for one e-mail, known or not', async () => {
    const who = await registerPractitioner(app);
    for (const email of [who.user.email, 'nobody.three@clinic.test']) {
      for (let i = 0; i < 3; i += 1) expect((await post('forgot-password', { email })).statusCode).toBe(200);
      const refused = await post('forgot-password', { email });
      expectErrorShape(refused, 429, /^Too many reset codes were asked for this e-mail\. Please use the last code we sent, or try again in (59|60) minutes\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    }
    // Another e-mail has its own budget.
    expect((await post('forgot-password', { email: 'someone.else@clinic.test' })).statusCode).toBe(200);
  });

  it('counts wrong codes per account across codes: a new code gives no new guesses', async () => {
    const who = await registerPractitioner(app);
    const wrong = async (code: string) => post('reset/check', { email: who.user.email, code });
    let mailed = 0;
    const guessesOnNewCode = async (count: number) => {
      expect((await post('forgot-password', { email: who.user.email })).statusCode).toBe(200);
      const right = await mailedCode(who.user.email, mailed);
      mailed += 1;
      for (let i = 0; i < count; i += 1) expectErrorShape(await wrong(right === '000000' ? '111111' : '000000'), 400);
      return right;
    };
    await guessesOnNewCode(5);
    await guessesOnNewCode(5);
    const right = await guessesOnNewCode(0);
    // Ten wrong codes this hour: the next try is refused, even with the right code.
    const refused = await wrong(right === '000000' ? '111111' : '000000');
    expectErrorShape(refused, 429, /^Too many wrong codes\. For your security, please try again in (59|60) minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectErrorShape(await post('reset/check', { email: who.user.email, code: right }), 429);
    // An hour on (the attempts moved back instead of waiting), the right code works.
    await dbOf(app)
      .update(throttleEvents)
      .set({ at: sql`now() - interval '61 minutes'` })
      .where(and(eq(throttleEvents.scope, 'reset.guess'), eq(throttleEvents.key, who.user.email)));
    expect((await post('reset/check', { email: who.user.email, code: right })).statusCode).toBe(200);
  }, 60_000);
});

describe('account events in the audit trail (decision 74)', () => {
  it('records sign-in, failures, profile and password changes, reset and logout, with address and request id', async () => {
    const who = await registerPractitioner(app);
    expect((await post('login', { email: who.user.email, password: 'Not-the-password-1' })).statusCode).toBe(401);
    const session = json(await post('login', { email: who.user.email, password: who.password })).data.access_token as string;
    const auth = { authorization: `Bearer ${session}` };
    const profile = await app.inject({
      method: 'PUT', url: `/api/users/${who.user._id}`, headers: auth, payload: { first_name: 'Grace', last_name: 'Brewster', gender: 'female', phone: '+1 555 0199' },
    });
    expect(profile.statusCode).toBe(200);
    expect((await post('change-password', { current_password: 'Wrong-current-1', new_password: 'Marble-Falcon-63' }, auth)).statusCode).toBe(400);
    const changed = await post('change-password', { current_password: who.password, new_password: 'Marble-Falcon-63' }, auth);
    const afterChange = { authorization: `Bearer ${json(changed).data.access_token}` };
    expect((await post('forgot-password', { email: who.user.email })).statusCode).toBe(200);
    const code = await mailedCode(who.user.email);
    expect((await post('reset', { email: who.user.email, code, password: 'Copper-Meadow-74' })).statusCode).toBe(200);
    const last = json(await post('login', { email: who.user.email, password: 'Copper-Meadow-74' })).data.access_token as string;
    expect((await post('logout', {}, afterChange)).statusCode).toBe(401); // ended by the reset
    const lastAuth = { authorization: `Bearer ${last}` };
    // Somebody else's events are not in this trail.
    const other = await registerPractitioner(app);
    await post('login', { email: other.user.email, password: 'Not-the-password-1' });

    const trail = await get('/api/audit/mine?limit=100', lastAuth);
    expect(trail.statusCode).toBe(200);
    const events = json(trail).data.docs as { action: string; ip: string; request_id: string; entity_type: string; at: string }[];
    expect(events.map((event) => event.action).reverse()).toEqual([
      'account.create',
      'login.failure',
      'login',
      'profile.update',
      'password.change.failure',
      'password.change',
      'password.reset-request',
      'password.reset',
      'login',
    ]);
    expect(events.every((event) => event.ip === '127.0.0.1' && /^[0-9a-f-]{36}$/.test(event.request_id) && event.entity_type === 'practitioner')).toBe(true);
    expect(JSON.stringify(events)).not.toMatch(/Marble|Copper|Brewster|555 0199/);
    expect((await post('logout', {}, lastAuth)).statusCode).toBe(200);
    const [logout] = await dbOf(app).select().from(auditEvents).where(and(eq(auditEvents.practitionerId, who.user._id), eq(auditEvents.action, 'logout')));
    expect(logout).toMatchObject({ ip: '127.0.0.1', entityType: 'practitioner' });
  }, 60_000);

  it('pages the trail like the other lists, newest first, and needs a session', async () => {
    const who = await registerPractitioner(app);
    for (let i = 0; i < 3; i += 1) await post('login', { email: who.user.email, password: who.password });
    const page = json(await get('/api/audit/mine?limit=2&offset=2', who.auth)).data;
    expect(page).toMatchObject({ totalDocs: 4, totalPages: 2, page: 2, limit: 2 });
    expect(page.docs.map((event: { action: string }) => event.action)).toEqual(['login', 'account.create']);
    expectErrorShape(await get('/api/audit/mine', {}), 401);
    expectErrorShape(await get('/api/audit/mine?limit=0', who.auth), 400, 'limit must be a whole number from 1 to 100.');
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE of the trail', async () => {
    const who = await registerPractitioner(app);
    const mine = eq(auditEvents.practitionerId, who.user._id);
    // drizzle wraps the database's error: its cause is the trigger's message.
    const refusal = async (query: Promise<unknown>) => {
      const err = await query.then(() => null, (error: unknown) => error as Error & { cause?: Error });
      return String(err?.cause?.message ?? err?.message);
    };
    expect(await refusal(dbOf(app).update(auditEvents).set({ action: 'nothing happened' }).where(mine))).toBe('audit_events is append-only: UPDATE is not allowed');
    expect(await refusal(dbOf(app).delete(auditEvents).where(mine))).toBe('audit_events is append-only: DELETE is not allowed');
    expect(await refusal(dbOf(app).execute(sql`truncate audit_events`))).toBe('audit_events is append-only: TRUNCATE is not allowed');
    const rows = await dbOf(app).select().from(auditEvents).where(mine);
    expect(rows.map((row) => row.action)).toEqual(['account.create']);
  });
});

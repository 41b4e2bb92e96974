import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.js';
import { createSessionChecks, type ReadSessions } from '../src/modules/practitioners/session-checks.js';
import { sessionsRepository } from '../src/modules/practitioners/sessions.repository.js';
import { dbOf, expectErrorShape, json, registerPractitioner, startTestApp } from './helpers.js';

/**
 * Decision 122: the session checks of concurrent requests are read by one statement, and a check is never
 * answered by a read sent before it arrived (so a logout committed before a request came in always refuses it).
 */
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await startTestApp());
});
afterAll(() => app.close());

const jtiOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti as string;
const list = (token: string) => app.inject({ method: 'GET', url: '/api/patients/mine', headers: { authorization: `Bearer ${token}` } });

/** The repository's read, counted. */
function countedRead() {
  const ids: string[][] = [];
  const read: ReadSessions = (db, group) => {
    ids.push(group);
    return sessionsRepository.findMany(db, group);
  };
  return { read, ids };
}

describe('session checks read together', () => {
  it('answer concurrent checks of many sessions with fewer statements, each with its own session', async () => {
    const who = await Promise.all(Array.from({ length: 6 }, () => registerPractitioner(app)));
    const { read, ids } = countedRead();
    const checks = createSessionChecks(dbOf(app), read);
    const asked = [...who.flatMap((p) => Array.from({ length: 5 }, () => jtiOf(p.token))), 'no-such-session'];
    const answers = await Promise.all(asked.map((id) => checks.read(id)));
    expect(ids.length).toBeLessThan(asked.length);
    // A session asked for by several requests at once is read once.
    for (const group of ids) expect(new Set(group).size).toBe(group.length);
    asked.forEach((id, k) => {
      const owner = who.find((p) => jtiOf(p.token) === id);
      if (owner) expect(answers[k]?.practitioner.id, id).toBe(owner.user._id);
      else expect(answers[k]).toBeNull();
    });
  });

  it('never answer a check with a read sent before it arrived: a logout committed meanwhile refuses it', async () => {
    const who = await registerPractitioner(app);
    const jti = jtiOf(who.token);
    // The first read has its answer but is held before handing it back, as a slow round trip would be.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const read: ReadSessions = async (db, group) => {
      reads += 1;
      const answers = await sessionsRepository.findMany(db, group);
      if (reads === 1) await held;
      return answers;
    };
    const checks = createSessionChecks(dbOf(app), read);
    const before = checks.read(jti);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the first read is in flight (and has read the row)
    // Another process logs the session out; a request arriving after that must see it gone.
    await dbOf(app).delete(sessions).where(eq(sessions.id, jti));
    const after = checks.read(jti);
    release();
    expect((await before)?.practitioner.id).toBe(who.user._id);
    expect(await after).toBeNull();
    expect(reads).toBe(2);
  });

  it('fail every check of a read that failed, and the next read is made afresh', async () => {
    const who = await registerPractitioner(app);
    let fail = true;
    const read: ReadSessions = (db, group) => (fail ? Promise.reject(new Error('connection lost')) : sessionsRepository.findMany(db, group));
    const checks = createSessionChecks(dbOf(app), read);
    await expect(Promise.all([checks.read(jtiOf(who.token)), checks.read('other')])).rejects.toThrow('connection lost');
    fail = false;
    expect((await checks.read(jtiOf(who.token)))?.practitioner.id).toBe(who.user._id);
  });
});

describe('signed-in requests at once, through the app', () => {
  it('each is answered for its own token, and a token logged out or of an old version is refused among them', async () => {
    const who = await Promise.all(Array.from({ length: 8 }, () => registerPractitioner(app)));
    const [loggedOut, changed] = who;
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: loggedOut!.auth })).statusCode).toBe(200);
    const newer = await app.inject({
      method: 'POST', url: '/api/auth/change-password', headers: changed!.auth, payload: { current_password: changed!.password, new_password: 'Lantern-Quarry-58' },
    });
    expect(newer.statusCode).toBe(200);
    const tokens = [...who.map((p) => p.token), json(newer).data.access_token as string];
    // Each practitioner's list is empty but for one patient named after them: the answer shows whose list it was.
    for (const p of who.slice(2)) {
      const created = await app.inject({ method: 'POST', url: '/api/patients', headers: p.auth, payload: { first_name: p.user._id.slice(0, 8).replace(/\d/g, 'x'), last_name: 'Own', birth_date: '1970-01-01', gender: 'female' } });
      expect(created.statusCode).toBe(201);
    }
    const responses = await Promise.all(tokens.flatMap((token) => [list(token), list(token), list(token)]));
    responses.forEach((response, k) => {
      const token = tokens[Math.floor(k / 3)]!;
      if (token === loggedOut!.token || token === changed!.token) return expectErrorShape(response, 401);
      expect(response.statusCode).toBe(200);
      const owner = who.find((p) => p.token === token);
      const rows = json(response).data.docs as { first_name: string }[];
      if (owner) expect(rows.map((r) => r.first_name)).toEqual([owner.user._id.slice(0, 8).replace(/\d/g, 'x')]);
      else expect(rows).toEqual([]); // the changed password's new token: that practitioner added no patient
    });
  });
});

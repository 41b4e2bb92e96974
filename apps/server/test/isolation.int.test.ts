import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addPatient, createEncounter, expectErrorShape, json, registerPractitioner, startTestApp, type Practitioner } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await startTestApp());
});
afterAll(() => app.close());

/** Everything a practitioner can read about their records, to prove that nothing changed. */
async function snapshot(who: Practitioner, encounterIds: string[]) {
  const read = async (url: string) => json(await app.inject({ method: 'GET', url, headers: who.auth })).data;
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.user.email, password: who.password } });
  return {
    user: json(login).data.user,
    patients: await read('/api/patients/mine?limit=100'),
    encounters: await read('/api/encounters/mine?limit=100'),
    archived: await read('/api/encounters/mine?limit=100&is_archived=true'),
    each: await Promise.all(encounterIds.map((id) => read(`/api/encounters/${id}`))),
    settings: await read('/api/settings/mine'),
    analytics: await read('/api/analytics'),
  };
}

describe("another practitioner's records", () => {
  it('answer 404 on every route that takes an id or a patient, and nothing changes', async () => {
    const owner = await registerPractitioner(app);
    const intruder = await registerPractitioner(app);
    const patient = await addPatient(app, owner);
    const open = await createEncounter(app, owner, patient._id);
    const withText = await createEncounter(app, owner, patient._id);
    await app.inject({ method: 'PUT', url: `/api/encounters/${withText._id}/transcript`, headers: owner.auth, payload: { transcript: 'Cough for two weeks.' } });
    const before = await snapshot(owner, [open._id, withText._id]);

    const attempts: [string, string, object?][] = [];
    for (const id of [open._id, withText._id]) {
      attempts.push(
        ['GET', `/api/encounters/${id}`],
        ['PUT', `/api/encounters/${id}/transcript`, { transcript: 'Intruder text.' }],
        ['POST', `/api/encounters/${id}/finish`],
        ['POST', `/api/encounters/${id}/reset`],
        ['POST', `/api/encounters/${id}/archive`],
        ['GET', `/api/encounters/${id}/recording-credentials`],
      );
    }
    attempts.push(
      ['POST', '/api/encounters', { patient: patient._id }],
      ['GET', `/api/encounters/mine?patient=${patient._id}`],
      ['GET', `/api/encounters/mine?patient=${patient._id}&is_archived=true`],
      ['PUT', `/api/users/${owner.user._id}`, { first_name: 'Evil', last_name: 'Twin', gender: 'male', phone: '1' }],
    );
    for (const [method, url, payload] of attempts) {
      const res = await app.inject({ method: method as 'GET', url, headers: intruder.auth, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expectErrorShape(res, 404, /not found\.$/);
    }
    // A random id answers the same as a foreign one, so ids cannot be probed.
    const foreign = await app.inject({ method: 'GET', url: `/api/encounters/${open._id}`, headers: intruder.auth });
    const unknown = await app.inject({ method: 'GET', url: `/api/encounters/${randomUUID()}`, headers: intruder.auth });
    expect(foreign.json()).toEqual(unknown.json());

    expect(await snapshot(owner, [open._id, withText._id])).toEqual(before);
    const theirs = await snapshot(intruder, []);
    expect(theirs.patients.totalDocs).toBe(0);
    expect(theirs.encounters.totalDocs).toBe(0);
    expect(theirs.analytics).toEqual({ patients: { total: 0 }, encounters: { total: 0 } });
  });

  it("keep a ticket bound to its own encounter", async () => {
    const owner = await registerPractitioner(app);
    const first = await createEncounter(app, owner);
    const second = await createEncounter(app, owner);
    const ticket = json(await app.inject({ method: 'GET', url: `/api/encounters/${first._id}/recording-credentials`, headers: owner.auth })).data.ticket;
    const resolved = json(await app.inject({ method: 'GET', url: `/api/encounters/token/${ticket}` })).data;
    expect(resolved._id).toBe(first._id);
    expect(resolved._id).not.toBe(second._id);
  });
});

import { randomUUID } from 'node:crypto';
import { TRANSCRIPT_SAVES_PER_MINUTE } from '@scribe/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { encounters, streamTickets } from '../src/db/schema.js';
import {
  addPatient,
  createEncounter,
  dbOf,
  eventually,
  expectErrorShape,
  fieldErrors,
  json,
  registerPractitioner,
  startTestApp,
  transcriptOf,
  type Practitioner,
} from './helpers.js';

const EMPTY = 'Kindly provide a transcript by speaking up, so we can generate accurate progress notes for you.';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await startTestApp());
});
afterAll(() => app.close());

const call = (who: Practitioner, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });
const get = async (who: Practitioner, id: string) => json(await call(who, 'GET', `/encounters/${id}`)).data;
const setStatus = (id: string, status: (typeof encounters.$inferSelect)['status']) =>
  dbOf(app).update(encounters).set({ status }).where(eq(encounters.id, id));

describe('POST /encounters', () => {
  it('creates an on-going encounter with its patient populated', async () => {
    const who = await registerPractitioner(app);
    const patient = await addPatient(app, who, { first_name: 'Ada', last_name: 'Lovelace' });
    const res = await call(who, 'POST', '/encounters', { patient: patient._id });
    expect(res.statusCode).toBe(201);
    expect(json(res).message).toBe('Encounter successfully created.');
    expect(json(res).data).toMatchObject({
      patient: { _id: patient._id, first_name: 'Ada', last_name: 'Lovelace' },
      status: 'on-going',
      is_archived: false,
      chief_complaint: null,
      transcription: [],
      sections: [],
      metadata: { settings: null },
    });
    expect(new Date(json(res).data.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses a missing, malformed, unknown or another practitioner's patient", async () => {
    const who = await registerPractitioner(app);
    const other = await registerPractitioner(app);
    const theirs = await addPatient(app, other);
    const missing = await call(who, 'POST', '/encounters', {});
    expectErrorShape(missing, 400, 'Please choose a patient.');
    expect(fieldErrors(missing)).toEqual({ patient: 'Please choose a patient.' });
    expectErrorShape(await call(who, 'POST', '/encounters', { patient: 'abc' }), 400, 'Please choose a patient.');
    expectErrorShape(await call(who, 'POST', '/encounters', { patient: randomUUID() }), 404, 'Patient not found.');
    expectErrorShape(await call(who, 'POST', '/encounters', { patient: theirs._id }), 404, 'Patient not found.');
    expect(json(await call(who, 'GET', '/analytics')).data.encounters.total).toBe(0);
    expect(json(await call(other, 'GET', '/analytics')).data.encounters.total).toBe(0);
  });
});

describe('GET /encounters/mine', () => {
  it('lists by patient and archive state with 25 per page', async () => {
    const who = await registerPractitioner(app);
    const first = await addPatient(app, who, { first_name: 'First' });
    const second = await addPatient(app, who, { first_name: 'Second' });
    const made: string[] = [];
    for (let i = 0; i < 27; i += 1) made.push((await createEncounter(app, who, first._id))._id);
    for (let i = 0; i < 2; i += 1) await createEncounter(app, who, second._id);
    for (const id of made.slice(0, 3)) expect((await call(who, 'POST', `/encounters/${id}/archive`)).statusCode).toBe(200);

    const page1 = json(await call(who, 'GET', `/encounters/mine?patient=${first._id}&limit=25&offset=0&is_archived=false`)).data;
    expect(page1).toMatchObject({ totalDocs: 24, totalPages: 1, page: 1, limit: 25 });
    const all = json(await call(who, 'GET', `/encounters/mine?patient=${first._id}&limit=10&offset=20`)).data;
    expect(all).toMatchObject({ totalDocs: 24, totalPages: 3, page: 3, limit: 10 });
    expect(all.docs).toHaveLength(4);
    const archived = json(await call(who, 'GET', `/encounters/mine?patient=${first._id}&is_archived=true`)).data;
    expect(archived.totalDocs).toBe(3);
    expect(archived.docs.map((e: { _id: string }) => e._id).sort()).toEqual(made.slice(0, 3).sort());
    expect(archived.docs.every((e: { is_archived: boolean }) => e.is_archived)).toBe(true);
    const everyone = json(await call(who, 'GET', '/encounters/mine')).data;
    expect(everyone).toMatchObject({ totalDocs: 26, totalPages: 2, limit: 25 });
    expect(everyone.docs).toHaveLength(25);
    const rest = json(await call(who, 'GET', '/encounters/mine?offset=25')).data;
    expect(rest.docs).toHaveLength(1);
    expect(new Set([...everyone.docs, ...rest.docs].map((e: { _id: string }) => e._id)).size).toBe(26);
    expect(everyone.docs[0]).toMatchObject({ patient: { first_name: 'Second', last_name: 'Lovelace' }, status: 'on-going' });
    expect(everyone.docs[0]).not.toHaveProperty('transcription');
    // Newest first.
    const times = everyone.docs.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses bad filters and another practitioner\'s patient', async () => {
    const who = await registerPractitioner(app);
    const other = await registerPractitioner(app);
    const theirs = await addPatient(app, other);
    await createEncounter(app, other, theirs._id);
    expectErrorShape(await call(who, 'GET', '/encounters/mine?is_archived=maybe'), 400, 'is_archived must be true or false.');
    expectErrorShape(await call(who, 'GET', '/encounters/mine?patient=123'), 400, 'patient must be a patient id.');
    expectErrorShape(await call(who, 'GET', '/encounters/mine?limit=500'), 400, 'limit must be a whole number from 1 to 100.');
    expectErrorShape(await call(who, 'GET', `/encounters/mine?patient=${theirs._id}`), 404, 'Patient not found.');
    expect(json(await call(who, 'GET', '/encounters/mine')).data).toMatchObject({ docs: [], totalDocs: 0, totalPages: 0 });
    expectErrorShape(await app.inject({ method: 'GET', url: '/api/encounters/mine' }), 401);
  });
});

describe('GET /encounters/:id and the transcript', () => {
  it('answers the current transcript and keeps each saved version on its own paged endpoint', async () => {
    const who = await registerPractitioner(app);
    const { _id: id, patient } = await createEncounter(app, who);
    const saved = await call(who, 'PUT', `/encounters/${id}/transcript`, { transcript: 'Patient has a cough.' });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).message).toBe('Transcript saved.');
    expect(json(saved).data).toMatchObject({ status: 'pending', transcription: ['Patient has a cough.'] });
    await call(who, 'PUT', `/encounters/${id}/transcript`, { transcript: 'Patient has a cough. And a fever.' });
    // The same text again is not a new version.
    await call(who, 'PUT', `/encounters/${id}/transcript`, { transcript: 'Patient has a cough. And a fever.' });
    const got = await get(who, id);
    expect(got).toMatchObject({
      _id: id,
      patient: { _id: patient._id, first_name: 'Ada', last_name: 'Lovelace' },
      status: 'pending',
      transcription: ['Patient has a cough. And a fever.'],
    });
    const versions = json(await call(who, 'GET', `/encounters/${id}/transcripts`)).data;
    expect(versions).toMatchObject({ totalDocs: 2, page: 1, limit: 25 });
    expect(versions.docs.map((v: { transcript: string; source: string }) => [v.transcript, v.source])).toEqual([
      ['Patient has a cough. And a fever.', 'edit'],
      ['Patient has a cough.', 'edit'],
    ]);
    const reset = await call(who, 'POST', `/encounters/${id}/reset`);
    expect(reset.statusCode).toBe(200);
    expect(json(reset).message).toBe('Transcript cleared.');
    expect(json(reset).data.status).toBe('on-going');
    expect(json(reset).data.transcription.at(-1)).toBe('');
    const empty = await call(who, 'PUT', `/encounters/${id}/transcript`, { transcript: 'Again.' });
    expect(json(empty).data.status).toBe('pending');
    expect(json(await call(who, 'PUT', `/encounters/${id}/transcript`, { transcript: '' })).data.status).toBe('on-going');
  });

  it('keeps the newest 20 versions, a read the size of one transcript, and pages the history', async () => {
    const who = await registerPractitioner(app);
    const { _id: id } = await createEncounter(app, who);
    const long = 'Patient describes the pain at length. '.repeat(2_000); // about 76 KB
    for (let save = 1; save <= 25; save++) {
      // Saves are limited per minute: make the earlier ones a minute old, as if made over half an hour.
      await dbOf(app).execute(sql`update encounter_transcripts set created_at = now() - interval '2 minutes' where encounter_id = ${id}`);
      expect((await call(who, 'PUT', `/encounters/${id}/transcript`, { transcript: `${long}${save}` })).statusCode).toBe(200);
    }
    const read = await call(who, 'GET', `/encounters/${id}`);
    expect(json(read).data.transcription).toEqual([`${long}25`]);
    expect(read.body.length).toBeLessThan(long.length * 1.2);
    const firstPage = json(await call(who, 'GET', `/encounters/${id}/transcripts?limit=15`)).data;
    expect(firstPage).toMatchObject({ totalDocs: 20, totalPages: 2, page: 1, limit: 15 });
    const secondPage = json(await call(who, 'GET', `/encounters/${id}/transcripts?limit=15&offset=15`)).data;
    const kept = [...firstPage.docs, ...secondPage.docs].map((v: { transcript: string }) => Number(v.transcript.slice(long.length)));
    expect(kept).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    expectErrorShape(await call(who, 'GET', `/encounters/${id}/transcripts?limit=0`), 400, 'limit must be a whole number from 1 to 100.');
    const other = await registerPractitioner(app);
    expectErrorShape(await call(other, 'GET', `/encounters/${id}/transcripts`), 404, 'Encounter not found.');
  });

  it(`limits saves to ${TRANSCRIPT_SAVES_PER_MINUTE} per encounter per minute with a clear 429, changing nothing`, async () => {
    const who = await registerPractitioner(app);
    const { _id: id } = await createEncounter(app, who);
    for (let save = 1; save <= TRANSCRIPT_SAVES_PER_MINUTE; save++) {
      expect((await call(who, 'PUT', `/encounters/${id}/transcript`, { transcript: `version ${save}` })).statusCode).toBe(200);
    }
    const refused = await call(who, 'PUT', `/encounters/${id}/transcript`, { transcript: 'one too many' });
    expectErrorShape(refused, 429, `This transcript was saved ${TRANSCRIPT_SAVES_PER_MINUTE} times in the last minute. Please wait a minute before saving it again.`);
    expectErrorShape(await call(who, 'POST', `/encounters/${id}/reset`), 429);
    expect((await get(who, id)).transcription).toEqual([`version ${TRANSCRIPT_SAVES_PER_MINUTE}`]);
    // The same text again is no new save; another encounter has its own count; a minute later it saves again.
    expect((await call(who, 'PUT', `/encounters/${id}/transcript`, { transcript: `version ${TRANSCRIPT_SAVES_PER_MINUTE}` })).statusCode).toBe(200);
    const { _id: otherId } = await createEncounter(app, who);
    expect((await call(who, 'PUT', `/encounters/${otherId}/transcript`, { transcript: 'fine' })).statusCode).toBe(200);
    await dbOf(app).execute(sql`update encounter_transcripts set created_at = now() - interval '61 seconds' where encounter_id = ${id}`);
    expect((await call(who, 'PUT', `/encounters/${id}/transcript`, { transcript: 'a minute later' })).statusCode).toBe(200);
  });

  it('refuses a transcript that is not text or too long', async () => {
    const who = await registerPractitioner(app);
    const { _id: id } = await createEncounter(app, who);
    for (const transcript of [undefined, 42, null, ['a'], { text: 'a' }]) {
      const res = await call(who, 'PUT', `/encounters/${id}/transcript`, { transcript });
      expectErrorShape(res, 400, 'transcript must be text.');
      expect(fieldErrors(res)).toEqual({ transcript: 'transcript must be text.' });
    }
    expectErrorShape(await call(who, 'PUT', `/encounters/${id}/transcript`, { transcript: 'a'.repeat(500_001) }), 400, 'A transcript can hold at most 500000 characters.');
    expect(await get(who, id)).toMatchObject({ status: 'on-going', transcription: [] });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const who = await registerPractitioner(app);
    expectErrorShape(await call(who, 'GET', `/encounters/${randomUUID()}`), 404, 'Encounter not found.');
    expectErrorShape(await call(who, 'GET', '/encounters/not-an-id'), 404);
    expectErrorShape(await call(who, 'POST', '/encounters/not-an-id/finish'), 404);
  });
});

describe('POST /encounters/:id/finish', () => {
  it('refuses an empty or blank transcript with the spec sentence', async () => {
    const who = await registerPractitioner(app);
    const { _id: id } = await createEncounter(app, who);
    const res = await call(who, 'POST', `/encounters/${id}/finish`);
    expectErrorShape(res, 400, EMPTY);
    await call(who, 'PUT', `/encounters/${id}/transcript`, { transcript: '   \n  ' });
    expectErrorShape(await call(who, 'POST', `/encounters/${id}/finish`), 400, EMPTY);
    expect((await get(who, id)).status).not.toBe('processing');
  });

  it('checks out once: then the transcript is closed and a second finish is 409', async () => {
    const who = await registerPractitioner(app);
    const { _id: id } = await createEncounter(app, who);
    await call(who, 'PUT', `/encounters/${id}/transcript`, { transcript: transcriptOf(30) });
    const res = await call(who, 'POST', `/encounters/${id}/finish`);
    expect(res.statusCode).toBe(200);
    expect(json(res).data.status).toBe('processing');
    expect(json(res).data.metadata.settings).toMatchObject({ model_version: 'latest' });
    expectErrorShape(await call(who, 'POST', `/encounters/${id}/finish`), 409, 'This encounter has already been checked out.');
    expectErrorShape(await call(who, 'PUT', `/encounters/${id}/transcript`, { transcript: 'changed' }), 409, 'This encounter has already been checked out.');
    expectErrorShape(await call(who, 'POST', `/encounters/${id}/reset`), 409, 'This encounter has already been checked out.');
    const done = await eventually(() => get(who, id), (e) => e.status === 'completed');
    expect(done.status).toBe('completed');
    expect(done.transcription.at(-1)).toBe(transcriptOf(30));
    expectErrorShape(await call(who, 'POST', `/encounters/${id}/finish`), 409);
  });

  it('refuses a transcript change while a recording is open', async () => {
    const who = await registerPractitioner(app);
    const { _id: id } = await createEncounter(app, who);
    await setStatus(id, 'in-progress');
    expectErrorShape(await call(who, 'PUT', `/encounters/${id}/transcript`, { transcript: 'x' }), 409, 'A recording is in progress. Stop it first.');
    expectErrorShape(await call(who, 'POST', `/encounters/${id}/finish`), 409, 'A recording is in progress. Stop it first.');
  });
});

describe('POST /encounters/:id/archive', () => {
  it('accepts an action sent with a JSON content type and no body', async () => {
    const who = await registerPractitioner(app);
    const { _id: id } = await createEncounter(app, who);
    const res = await app.inject({
      method: 'POST',
      url: `/api/encounters/${id}/archive`,
      headers: { ...who.auth, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.is_archived).toBe(true);
  });

  it.each(['on-going', 'completed', 'failed'] as const)('archives a %s encounter and unarchives it again', async (status) => {
    const who = await registerPractitioner(app);
    const { _id: id } = await createEncounter(app, who);
    await setStatus(id, status);
    const archived = await call(who, 'POST', `/encounters/${id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(json(archived)).toMatchObject({ message: 'Encounter archived.', data: { is_archived: true, status } });
    const back = await call(who, 'POST', `/encounters/${id}/archive`);
    expect(json(back)).toMatchObject({ message: 'Encounter unarchived.', data: { is_archived: false, status } });
    expect((await get(who, id)).is_archived).toBe(false);
  });

  it.each(['pending', 'in-progress', 'processing'] as const)('refuses to archive a %s encounter with 409', async (status) => {
    const who = await registerPractitioner(app);
    const { _id: id } = await createEncounter(app, who);
    await setStatus(id, status);
    expectErrorShape(await call(who, 'POST', `/encounters/${id}/archive`), 409, 'Only completed, failed or on-going encounters can be archived.');
    expect((await get(who, id)).is_archived).toBe(false);
    // An archived encounter in that state (archived before it changed) can always be unarchived.
    await dbOf(app).update(encounters).set({ isArchived: true }).where(eq(encounters.id, id));
    expect(json(await call(who, 'POST', `/encounters/${id}/archive`)).data.is_archived).toBe(false);
  });
});

describe('recording credentials and tickets', () => {
  it('hands out a single-encounter ticket that resolves to its encounter', async () => {
    const who = await registerPractitioner(app);
    const { _id: id } = await createEncounter(app, who);
    const res = await call(who, 'GET', `/encounters/${id}/recording-credentials`);
    expect(res.statusCode).toBe(200);
    const { ticket, expiresAt, streamUrl } = json(res).data;
    expect(ticket).toMatch(/^[\w-]{32,}$/);
    expect(streamUrl).toBe(`/api/encounters/${id}/stream`);
    const ttl = new Date(expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(30_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    const second = json(await call(who, 'GET', `/encounters/${id}/recording-credentials`)).data.ticket;
    expect(second).not.toBe(ticket);

    const byTicket = await app.inject({ method: 'GET', url: `/api/encounters/token/${ticket}` });
    expect(byTicket.statusCode).toBe(200);
    expect(json(byTicket).data).toMatchObject({ _id: id, status: 'on-going', patient: { first_name: 'Ada' } });
    expectErrorShape(await app.inject({ method: 'GET', url: `/api/encounters/token/${ticket.slice(0, -2)}xx` }), 404, 'Recording link not found.');
    expectErrorShape(await app.inject({ method: 'GET', url: '/api/encounters/token/short' }), 404, 'Recording link not found.');
    // An expired or used ticket no longer resolves.
    await dbOf(app).update(streamTickets).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(streamTickets.encounterId, id));
    expectErrorShape(await app.inject({ method: 'GET', url: `/api/encounters/token/${ticket}` }), 404, 'Recording link not found.');
    expectErrorShape(await app.inject({ method: 'GET', url: `/api/encounters/token/${second}` }), 404);
  });

  it('refuses credentials for an archived or checked-out encounter', async () => {
    const who = await registerPractitioner(app);
    const { _id: id } = await createEncounter(app, who);
    await call(who, 'POST', `/encounters/${id}/archive`);
    expectErrorShape(await call(who, 'GET', `/encounters/${id}/recording-credentials`), 409, 'Unarchive this encounter before recording.');
    await call(who, 'POST', `/encounters/${id}/archive`);
    await setStatus(id, 'completed');
    expectErrorShape(await call(who, 'GET', `/encounters/${id}/recording-credentials`), 409, 'This encounter has already been checked out.');
    await setStatus(id, 'pending');
    expect((await call(who, 'GET', `/encounters/${id}/recording-credentials`)).statusCode).toBe(200);
  });
});

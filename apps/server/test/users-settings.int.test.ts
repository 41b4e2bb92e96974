import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { expectErrorShape, fieldErrors, json, registerPractitioner, startTestApp, type Practitioner } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await startTestApp());
});
afterAll(() => app.close());

const putUser = (who: Practitioner, id: string, payload: object) => app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: who.auth, payload });
const loginUser = async (who: Practitioner) =>
  json(await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.user.email, password: who.password } })).data.user;
const profile = { first_name: 'Rosalind', last_name: 'Franklin', gender: 'female', phone: '+44 1223 000000' };

describe('PUT /users/:id', () => {
  it('updates the own profile and keeps it', async () => {
    const who = await registerPractitioner(app);
    const res = await putUser(who, who.user._id, { ...profile, email: who.user.email });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Profile updated successfully');
    expect(json(res).data).toMatchObject({ _id: who.user._id, email: who.user.email, ...profile });
    expect(await loginUser(who)).toMatchObject(profile);
    // The e-mail may be left out, or sent back unchanged in another case.
    expect((await putUser(who, who.user._id, { ...profile, first_name: 'Ros' })).statusCode).toBe(200);
    expect((await putUser(who, who.user._id, { ...profile, email: who.user.email.toUpperCase() })).statusCode).toBe(200);
  });

  it('keeps the e-mail read-only', async () => {
    const who = await registerPractitioner(app);
    const res = await putUser(who, who.user._id, { ...profile, email: 'new.address@clinic.test' });
    expectErrorShape(res, 400, 'Email cannot be changed.');
    expect(fieldErrors(res)).toEqual({ email: 'Email cannot be changed.' });
    const user = await loginUser(who);
    expect(user.email).toBe(who.user.email);
    expect(user.first_name).toBe('Grace');
  });

  it("answers 404 for another practitioner's id, an unknown id and a malformed one, changing nothing", async () => {
    const who = await registerPractitioner(app);
    const other = await registerPractitioner(app);
    expectErrorShape(await putUser(who, other.user._id, profile), 404, 'User not found.');
    expectErrorShape(await putUser(who, randomUUID(), profile), 404, 'User not found.');
    expectErrorShape(await putUser(who, 'me', profile), 404);
    expect((await loginUser(other)).first_name).toBe('Grace');
    expect((await loginUser(who)).first_name).toBe('Grace');
  });

  it('validates with the spec messages', async () => {
    const who = await registerPractitioner(app);
    const res = await putUser(who, who.user._id, {});
    expectErrorShape(res, 400);
    expect(fieldErrors(res)).toEqual({
      first_name: 'First name is required.',
      last_name: 'Last name is required.',
      gender: 'Please select gender',
      phone: 'Phone number is required.',
    });
    expect(fieldErrors(await putUser(who, who.user._id, { ...profile, first_name: 'R0salind', gender: 'x', phone: '1'.repeat(33) }))).toEqual({
      first_name: 'Please insert alphabets only.',
      gender: 'Please select gender',
      phone: 'Phone number is too long.',
    });
    expect(fieldErrors(await putUser(who, who.user._id, { ...profile, email: 'nope' }))).toEqual({ email: 'Please enter valid email. ' });
    expectErrorShape(await app.inject({ method: 'PUT', url: `/api/users/${who.user._id}`, payload: profile }), 401);
  });
});

describe('settings', () => {
  const valid = {
    transcription: { template: 'CARDIOLOGY_MULTIPLE_SECTIONS', detail_level: 'low', note_type: 'bullet_points', type: 'post_visit' },
    model_version: 'stable',
  };
  const put = (who: Practitioner, payload: unknown) => app.inject({ method: 'PUT', url: '/api/settings', headers: who.auth, payload: payload as object });
  const mine = async (who: Practitioner) => json(await app.inject({ method: 'GET', url: '/api/settings/mine', headers: who.auth })).data;

  it('answers the defaults with the engines this server can run', async () => {
    const who = await registerPractitioner(app);
    const data = await mine(who);
    expect(data.transcription).toEqual({ template: 'GENERIC_SOAP', detail_level: 'high', note_type: 'paragraph', type: 'in_person' });
    expect(data.model_version).toBe('latest');
    const engines = Object.fromEntries(data.engines.map((e: { value: string }) => [e.value, e]));
    expect(Object.keys(engines).sort()).toEqual(['astra-4o', 'debug-all', 'latest', 'nova-llm', 'stable']);
    expect(engines.stable).toMatchObject({ label: 'Stable Fusion', available: true });
    expect(engines['debug-all']).toMatchObject({ label: 'All', available: true });
    expect(engines['nova-llm']).toMatchObject({ label: 'Nova LLM', available: false });
    expect(engines['nova-llm'].reason).toMatch(/not configured/);
    expect(engines['astra-4o']).toMatchObject({ label: 'Astra 4o', available: false });
    expectErrorShape(await app.inject({ method: 'GET', url: '/api/settings/mine' }), 401);
  });

  it('saves per practitioner', async () => {
    const who = await registerPractitioner(app);
    const other = await registerPractitioner(app);
    const res = await put(who, valid);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Settings updated successfully');
    expect(json(res).data).toMatchObject(valid);
    expect(await mine(who)).toMatchObject(valid);
    expect((await mine(other)).model_version).toBe('latest');
    const again = { ...valid, model_version: 'debug-all' };
    expect((await put(who, again)).statusCode).toBe(200);
    expect((await mine(who)).model_version).toBe('debug-all');
  });

  it('names every missing field with the spec messages', async () => {
    const who = await registerPractitioner(app);
    const res = await put(who, { transcription: {} });
    expectErrorShape(res, 400);
    expect(fieldErrors(res)).toEqual({
      'transcription.template': 'Note template is required',
      'transcription.detail_level': 'Please select detail level',
      'transcription.note_type': 'Please select note type',
      'transcription.type': 'Please type',
      model_version: 'Please select model version',
    });
    const wrong = await put(who, {
      transcription: { template: 'DENTAL', detail_level: 'medium', note_type: 'prose', type: 'phone' },
      model_version: 'gpt-9',
    });
    expect(Object.values(fieldErrors(wrong))).toEqual([
      'Note template is required',
      'Please select detail level',
      'Please select note type',
      'Please type',
      'Please select model version',
    ]);
    expect((await mine(who)).model_version).toBe('latest');
  });

  it('refuses an engine that is not configured on this server', async () => {
    const who = await registerPractitioner(app);
    for (const model_version of ['nova-llm', 'astra-4o']) {
      const res = await put(who, { ...valid, model_version });
      const body = expectErrorShape(res, 400);
      expect(body.message).toMatch(/is not configured on this server/);
      expect(Object.keys(fieldErrors(res))).toEqual(['model_version']);
    }
    expect(await mine(who)).toMatchObject({ model_version: 'latest', transcription: { template: 'GENERIC_SOAP' } });
  });
});

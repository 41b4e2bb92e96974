import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPatient, createEncounter, registerPractitioner, startTestApp, type Practitioner } from './helpers.js';

let app: FastifyInstance;
let who: Practitioner;
let encounterId: string;
let patientId: string;
beforeAll(async () => {
  ({ app } = await startTestApp());
  who = await registerPractitioner(app);
  patientId = (await addPatient(app, who))._id;
  encounterId = (await createEncounter(app, who, patientId))._id;
});
afterAll(() => app.close());

describe('Cache-Control on API responses (decision 69)', () => {
  it('is no-store on every API answer: data, errors, sign-in, health, codes, the API description', async () => {
    const signedIn = [
      ['GET', '/api/patients/mine'],
      ['GET', `/api/patients/${patientId}`],
      ['GET', '/api/encounters/mine'],
      ['GET', `/api/encounters/${encounterId}`],
      ['GET', '/api/settings/mine'],
      ['GET', '/api/analytics'],
      ['GET', '/api/icd10?search=asthma'],
      ['GET', `/api/encounters/${encounterId}/recording-credentials`],
      ['GET', '/api/encounters/not-a-uuid'],
    ] as const;
    for (const [method, url] of signedIn) {
      const res = await app.inject({ method, url, headers: who.auth });
      expect(res.headers['cache-control'], `${method} ${url} (${res.statusCode})`).toBe('no-store');
    }
    const anonymous = [
      ['POST', '/api/auth/login', { email: who.user.email, password: who.password }],
      ['POST', '/api/auth/login', { email: who.user.email, password: 'Wrong-password-1' }],
      ['POST', '/api/auth/forgot-password', { email: 'nobody@clinic.test' }],
      ['GET', '/api/patients/mine', undefined],
      ['GET', '/api/health', undefined],
      ['GET', '/api/openapi.json', undefined],
      ['GET', '/api/no-such-path', undefined],
    ] as const;
    for (const [method, url, payload] of anonymous) {
      const res = await app.inject({ method, url, payload });
      expect(res.headers['cache-control'], `${method} ${url} (${res.statusCode})`).toBe('no-store');
    }
  });

  it('leaves the API documentation page to the browser cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});

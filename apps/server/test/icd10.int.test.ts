import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { json, registerPractitioner, startTestApp, type Practitioner } from './helpers.js';

let app: FastifyInstance;
let who: Practitioner;
beforeAll(async () => {
  ({ app } = await startTestApp());
  who = await registerPractitioner(app);
});
afterAll(() => app.close());

const search = (q: string, headers: Record<string, string> = who.auth) =>
  app.inject({ method: 'GET', url: `/api/icd10?q=${encodeURIComponent(q)}`, headers });

describe('GET /api/icd10', () => {
  it('finds a code by words, the common name first, with the official display name', async () => {
    const res = await search('hypertension');
    expect(res.statusCode).toBe(200);
    expect(json(res).data[0]).toEqual({ code: 'I10', display_name: 'Essential (primary) hypertension' });
  });

  it('finds codes by prefix, dotted or not, and narrows while typing', async () => {
    const byPrefix = json(await search('e11.6')).data as { code: string }[];
    expect(byPrefix.length).toBeGreaterThan(5);
    expect(byPrefix.every((c) => c.code.startsWith('E11.6'))).toBe(true);
    const typing = json(await search('type 2 diabetes neuro')).data as { code: string }[];
    expect(typing[0]!.code).toBe('E11.40');
  });

  it('answers in under 20 ms once loaded', async () => {
    await search('asthma');
    const started = performance.now();
    for (const q of ['chest pain', 'otitis media left', 'copd', 'M54']) expect((await search(q)).statusCode).toBe(200);
    expect((performance.now() - started) / 4).toBeLessThan(20);
  });

  it('answers an empty query with 400 and a stranger with 401', async () => {
    expect((await search('')).statusCode).toBe(400);
    expect((await search('asthma', {})).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { validate } from '@scribe/clinical';
import { createEncounter, eventually, json, registerPractitioner, startTestApp, type Practitioner } from './helpers.js';

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

  it('answers an empty query with 400 and a stranger with 401', async () => {
    expect((await search('')).statusCode).toBe(400);
    expect((await search('asthma', {})).statusCode).toBe(401);
  });
});

describe('checkout with Stable Fusion: a clinician-style note with evidence and valid ranked codes', () => {
  const TRANSCRIPT = [
    'Doctor: What brings you in today?',
    'Patient: I have had a cough and a sore throat for five days. No fever.',
    'Doctor: Any shortness of breath?',
    'Patient: No.',
    'Doctor: Your temperature is 98.9 and your lungs are clear.',
    'Doctor: I think you have an upper respiratory infection.',
    'Doctor: We will start benzonatate 100 mg three times a day and follow up in one week.',
  ].join('\n');

  it('writes the note from the transcript at checkout', async () => {
    const { _id: id } = await createEncounter(app, who);
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url: `/api/encounters/${id}${url}`, headers: who.auth, ...(payload ? { payload } : {}) });
    expect((await call('PUT', '/transcript', { transcript: TRANSCRIPT })).statusCode).toBe(200);
    expect((await call('POST', '/finish')).statusCode).toBe(200);
    const done = await eventually(async () => json(await call('GET', '')).data, (e) => e.status === 'completed', 20_000);
    expect(done.status).toBe('completed');
    expect(done.chief_complaint).toBe('Cough');
    const section = done.sections[0];
    expect(section.modal).toBe('Stable Fusion');
    const text = section.note_sections.map((s: { text: string }) => s.text).join('\n');
    // Third person and faithful: the denied symptoms stay denied, the numbers stay, the plan keeps its dose.
    expect(text).toMatch(/The patient reports cough for 5 days\./);
    expect(text).toMatch(/The patient denies fever and shortness of breath\./);
    expect(text).not.toMatch(/reports (?:fever|shortness of breath)/i);
    expect(text).toMatch(/Temperature 98\.9 °F\./);
    expect(text).toMatch(/Respiratory: lungs are clear\./);
    expect(text).toMatch(/Start benzonatate 100 mg 3 times daily\./);
    expect(text).toMatch(/The patient will follow up in 1 week\./);
    expect(text).not.toMatch(/\b(?:I|we|you|let's)\b/i);
    for (const s of section.note_sections.flatMap((n: { sentences: { evidence: { start: number; end: number }[] }[] }) => n.sentences)) {
      expect(s.evidence.length).toBeGreaterThan(0);
      for (const e of s.evidence) expect(e.end).toBeLessThanOrEqual(TRANSCRIPT.length);
    }
    expect(section.diagnostic_codes[0]).toEqual({ code: 'J06.9', display_name: 'Acute upper respiratory infection, unspecified' });
    for (const code of section.diagnostic_codes) expect(validate(code.code)).toBeDefined();
    expect(section.diagnostic_codes.map((c: { code: string }) => c.code)).not.toContain('R50.9');
  });
});

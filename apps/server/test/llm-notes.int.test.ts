import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Encounter, PractitionerSettings } from '@scribe/contracts';
import { jobQueue } from '../src/jobs/queue.js';
import { jsonReply, startScriptedLlmServer, type ScriptedLlmServer } from '../../../packages/clinical/src/llm/testing/scripted-llm-server.js';
import {
  createEncounter,
  dbOf,
  eventually,
  expectErrorShape,
  json,
  registerPractitioner,
  startTestApp,
  type Practitioner,
} from './helpers.js';
import { jobs } from '../src/db/schema.js';
import { loadConfig } from '../src/config.js';
import { buildNoteEngines } from '../src/modules/notes/llm-engines.js';

const TRANSCRIPT = [
  '[doctor] good morning , ms. lovelace . what brings you in today ?',
  '[patient] my right knee has been hurting for about two weeks , ever since i slipped on the stairs .',
  '[doctor] any swelling ?',
  '[patient] a little swelling in the evening , but no locking .',
  '[doctor] and are you still taking the lisinopril for your blood pressure ?',
  '[patient] yes , ten milligrams every morning .',
  '[doctor] on exam there is mild effusion of the right knee and tenderness along the medial joint line .',
  "[doctor] so this looks like a right knee sprain . your blood pressure is well controlled . let's do ice , rest and ibuprofen .",
].join('\n');

/** What the scripted model answers: a SOAP note quoting the transcript, one unsupported sentence, one unknown code. */
const noteReply = (who: string) => ({
  chief_complaint: 'Right knee pain',
  sections: [
    {
      title: 'Subjective',
      sentences: [
        { text: `${who}: [PATIENT_FIRST_NAME] reports right knee pain for two weeks after a fall on the stairs.`, evidence: ['My right knee has been hurting for about two weeks, ever since I slipped on the stairs.'] },
        { text: 'She takes lisinopril 10 mg every morning.', evidence: ['still taking the lisinopril', 'ten milligrams every morning'] },
      ],
    },
    { title: 'Objective', sentences: [{ text: 'Mild right knee effusion, medial joint line tenderness.', evidence: ['mild effusion of the right knee and tenderness along the medial joint line'] }] },
    {
      title: 'Assessment',
      sentences: [
        { text: 'Right knee sprain.', evidence: ['this looks like a right knee sprain'] },
        { text: 'Gout flare.', evidence: [] },
      ],
    },
    { title: 'Plan', sentences: [{ text: 'Ice, rest and ibuprofen.', evidence: ["let's do ice, rest and ibuprofen"] }] },
  ],
  diagnoses: [
    { code: 'I10', description: 'Hypertension' },
    { code: 'S83.91XA', description: 'Right knee sprain' },
    { code: 'Q99.999', description: 'Not a code' },
  ],
});

const SOAP = { template: 'GENERIC_SOAP', detail_level: 'high', note_type: 'paragraph', type: 'in_person' } as const;

const call = (app: FastifyInstance, who: Practitioner, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });

async function choose(app: FastifyInstance, who: Practitioner, model_version: PractitionerSettings['model_version']) {
  const res = await call(app, who, 'PUT', '/settings', { transcription: SOAP, model_version });
  expect(res.statusCode, res.body).toBe(200);
}

async function checkout(app: FastifyInstance, who: Practitioner): Promise<string> {
  const { _id: id } = await createEncounter(app, who);
  expect((await call(app, who, 'PUT', `/encounters/${id}/transcript`, { transcript: TRANSCRIPT })).statusCode).toBe(200);
  expect(json(await call(app, who, 'POST', `/encounters/${id}/finish`)).data.status).toBe('processing');
  return id;
}

async function completed(app: FastifyInstance, who: Practitioner, id: string, timeoutMs = 15_000): Promise<Encounter> {
  const encounter = await eventually(
    async () => json(await call(app, who, 'GET', `/encounters/${id}`)).data as Encounter,
    (value) => value.status === 'completed' || value.status === 'failed',
    timeoutMs,
  );
  expect(encounter.status).toBe('completed');
  return encounter;
}

const attemptsOf = async (app: FastifyInstance, id: string) => (await jobQueue.findByKey(dbOf(app), `notes:${id}`))?.attempts;

describe('LLM engines configured against an OpenAI-compatible server', () => {
  let llm: ScriptedLlmServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    llm = await startScriptedLlmServer();
    ({ app } = await startTestApp({
      LLM_NOVA_URL: llm.url,
      LLM_NOVA_MODEL: 'scripted-nova',
      LLM_ASTRA_URL: llm.url,
      LLM_ASTRA_MODEL: 'scripted-astra',
      LLM_ASTRA_API_KEY: 'sk-astra',
      LLM_ASTRA_STREAM: 'true',
      // On loopback identifiers would be sent by default; this run checks the placeholders end to end.
      LLM_SEND_IDENTIFIERS: 'false',
      NOTES_LLM_ATTEMPTS: '2',
    }));
  });
  afterAll(async () => {
    await app.close();
    await llm.close();
  });
  beforeEach(() => {
    llm.reset();
    llm.setFallback((request) => jsonReply(noteReply(request.body.model === 'scripted-astra' ? 'Astra' : 'Nova')));
  });

  it('lists both engines as available', async () => {
    const who = await registerPractitioner(app);
    const engines = json(await call(app, who, 'GET', '/settings/mine')).data.engines as { value: string; available: boolean }[];
    expect(engines.filter((engine) => engine.available).map((engine) => engine.value)).toEqual(['latest', 'stable', 'nova-llm', 'astra-4o', 'debug-all']);
  });

  it('checks out a visit with Nova LLM: evidence spans, validated codes, flagged sentence, no identifiers sent', async () => {
    const who = await registerPractitioner(app);
    await choose(app, who, 'nova-llm');
    const id = await checkout(app, who);
    const encounter = await completed(app, who, id);

    expect(encounter.sections).toHaveLength(1);
    const [section] = encounter.sections;
    expect(section!.modal).toBe('Nova LLM');
    expect(encounter.chief_complaint).toBe('Right knee pain');
    expect(section!.note_sections.map((s) => s.title)).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan']);
    const first = section!.note_sections[0]!.sentences![0]!;
    expect(first.text).toBe('Nova: Ada reports right knee pain for two weeks after a fall on the stairs.');
    expect(TRANSCRIPT.slice(first.evidence[0]!.start, first.evidence[0]!.end)).toBe(
      'my right knee has been hurting for about two weeks , ever since i slipped on the stairs',
    );
    expect(section!.note_sections[2]!.text).toBe('Right knee sprain. Gout flare. [not found in transcript]');
    expect(section!.notice).toMatch(/^1 sentence could not be matched to the transcript/);
    expect(section!.diagnostic_codes).toEqual([
      { code: 'S83.91XA', display_name: 'Sprain of unspecified site of right knee, initial encounter' },
      { code: 'I10', display_name: 'Essential (primary) hypertension' },
    ]);

    expect(llm.requests).toHaveLength(1);
    const sent = JSON.stringify(llm.requests[0]!.body);
    expect(sent).not.toMatch(/lovelace|\bada\b|1980/i);
    expect(llm.requests[0]!.body.model).toBe('scripted-nova');
    expect(llm.requests[0]!.body.response_format?.type).toBe('json_schema');
  });

  it('All: Stable Fusion, Nova LLM and Astra 4o, one section each', async () => {
    const who = await registerPractitioner(app);
    await choose(app, who, 'debug-all');
    const encounter = await completed(app, who, await checkout(app, who));
    expect(encounter.sections.map((section) => section.modal)).toEqual(['Stable Fusion', 'Nova LLM', 'Astra 4o']);
    expect(encounter.sections[2]!.note_sections[0]!.text).toMatch(/^Astra: Ada reports/);
    const astra = llm.requests.find((request) => request.body.model === 'scripted-astra')!;
    expect(astra.headers.authorization).toBe('Bearer sk-astra');
    expect(astra.body.stream).toBe(true);
  });

  it('latest: the best configured engine (Astra 4o)', async () => {
    const who = await registerPractitioner(app);
    await choose(app, who, 'latest');
    const encounter = await completed(app, who, await checkout(app, who));
    expect(encounter.sections.map((section) => section.modal)).toEqual(['Astra 4o']);
  });

  it('retries the job after a server error and then writes the LLM note', async () => {
    const who = await registerPractitioner(app);
    await choose(app, who, 'nova-llm');
    // The client's own retries (3 requests) all fail: the job fails once and runs again.
    llm.enqueue({ status: 500 }, { status: 502 }, { status: 503 });
    const id = await checkout(app, who);
    const encounter = await completed(app, who, id);
    expect(encounter.sections[0]!.modal).toBe('Nova LLM');
    expect(encounter.sections[0]!.notice).not.toMatch(/failed/);
    expect(await attemptsOf(app, id)).toBe(2);
  });

  it('falls back at once to Stable Fusion, with a notice, when the model refuses', async () => {
    const who = await registerPractitioner(app);
    await choose(app, who, 'nova-llm');
    llm.enqueue({ content: '', refusal: 'I cannot help with that.' });
    const id = await checkout(app, who);
    const encounter = await completed(app, who, id);
    expect(encounter.sections).toHaveLength(1);
    expect(encounter.sections[0]!.modal).toBe('Stable Fusion');
    expect(encounter.sections[0]!.notice).toBe('Nova LLM failed (the model refused); this note was written by Stable Fusion.');
    expect(await attemptsOf(app, id)).toBe(1);
    expect(encounter.transcription.at(-1)).toBe(TRANSCRIPT);
  });

  it('All: a failing engine shows its notice beside the other notes', async () => {
    const who = await registerPractitioner(app);
    await choose(app, who, 'debug-all');
    llm.setFallback((request) =>
      request.body.model === 'scripted-astra' ? { content: 'not json at all' } : jsonReply(noteReply('Nova')),
    );
    const encounter = await completed(app, who, await checkout(app, who));
    expect(encounter.sections.map((section) => [section.modal, section.notice ?? null])).toEqual([
      ['Stable Fusion', null],
      ['Nova LLM', expect.stringMatching(/^1 sentence could not be matched/)],
      ['Astra 4o', 'Astra 4o failed (unreadable reply); see the Stable Fusion note.'],
    ]);
  });
});

describe('LLM server down', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    ({ app } = await startTestApp({ LLM_NOVA_URL: `http://127.0.0.1:${port}/v1`, LLM_NOVA_MODEL: 'm', NOTES_LLM_ATTEMPTS: '2' }));
  });
  afterAll(() => app.close());

  it('completes the visit with the Stable Fusion note and says why, after the job retried', async () => {
    const who = await registerPractitioner(app);
    await choose(app, who, 'nova-llm');
    const id = await checkout(app, who);
    const encounter = await completed(app, who, id, 25_000);
    expect(encounter.sections).toHaveLength(1);
    expect(encounter.sections[0]!.modal).toBe('Stable Fusion');
    expect(encounter.sections[0]!.notice).toBe('Nova LLM failed (server unreachable); this note was written by Stable Fusion.');
    expect(encounter.transcription.at(-1)).toBe(TRANSCRIPT);
    expect(await attemptsOf(app, id)).toBe(2);
    // The job is marked done just after the notes are stored.
    const [job] = await eventually(
      () => dbOf(app).select().from(jobs).where(eq(jobs.dedupeKey, `notes:${id}`)),
      ([row]) => row?.status === 'done',
    );
    expect(job!.status).toBe('done');
  });
});

describe('no LLM configured', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await startTestApp());
  });
  afterAll(() => app.close());

  it('shows Nova LLM and Astra 4o as unavailable, with the reason, and refuses to save them', async () => {
    const who = await registerPractitioner(app);
    const engines = json(await call(app, who, 'GET', '/settings/mine')).data.engines as { value: string; available: boolean; reason?: string }[];
    expect(engines.find((engine) => engine.value === 'nova-llm')).toEqual({
      value: 'nova-llm',
      label: 'Nova LLM',
      available: false,
      reason: 'Nova LLM is not configured on this server (set LLM_NOVA_URL and LLM_NOVA_MODEL).',
    });
    expect(engines.find((engine) => engine.value === 'astra-4o')?.available).toBe(false);
    const refused = await call(app, who, 'PUT', '/settings', { transcription: SOAP, model_version: 'astra-4o' });
    expectErrorShape(refused, 400, 'Astra 4o is not configured on this server (set LLM_ASTRA_URL and LLM_ASTRA_MODEL).');
    expect((await call(app, who, 'PUT', '/settings', { transcription: SOAP, model_version: 'debug-all' })).statusCode).toBe(200);
  });
});

describe('LLM configuration', () => {
  const log = Fastify({ logger: false }).log;

  it('refuses a URL without a model, or a model without a URL', () => {
    expect(() => buildNoteEngines(loadConfig({ LLM_NOVA_URL: 'http://127.0.0.1:9/v1' }), log)).toThrow('LLM_NOVA_URL and LLM_NOVA_MODEL must be set together');
    expect(() => buildNoteEngines(loadConfig({ LLM_ASTRA_MODEL: 'gpt-4o' }), log)).toThrow('LLM_ASTRA_URL and LLM_ASTRA_MODEL must be set together');
  });

  it('builds only the engines whose URL and model are set', () => {
    expect(buildNoteEngines(loadConfig({}), log)).toEqual([]);
    const engines = buildNoteEngines(loadConfig({ LLM_ASTRA_URL: 'https://api.openai.com/v1', LLM_ASTRA_MODEL: 'gpt-4o' }), log);
    expect(engines.map((engine) => [engine.id, engine.label])).toEqual([['astra-4o', 'Astra 4o']]);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '@scribe/contracts';
import { stableEngine, type NoteEngine, type NoteResult } from '@scribe/clinical';
import { buildApp } from '../src/app.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { encounters, jobs } from '../src/db/schema.js';
import {
  createEncounter,
  eventually,
  expectErrorShape,
  json,
  registerPractitioner,
  startTestApp,
  freshTestDatabaseUrl,
  testConfig,
  transcriptOf,
  type Practitioner,
} from './helpers.js';

const SOAP = ['Subjective', 'Objective', 'Assessment', 'Plan'];
const MULTIPLE = [
  'Chief Complaint',
  'History of Present Illness',
  'Review of Systems',
  'Past Medical History',
  'Medications',
  'Allergies',
  'Physical Exam',
  'Assessment',
  'Plan',
];
const TRANSCRIPT =
  'Patient reports chest pain since yesterday morning. The pain is sharp and gets worse when climbing stairs. ' +
  'No fever. Takes aspirin daily. Blood pressure today is 140 over 90.';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await startTestApp());
});
afterAll(() => app.close());

const call = (target: FastifyInstance, who: Practitioner, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  target.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });
const getEncounter = async (target: FastifyInstance, who: Practitioner, id: string) => json(await call(target, who, 'GET', `/encounters/${id}`)).data;
const jobOf = async (target: FastifyInstance, encounterId: string) =>
  target.runtime.database.db.select().from(jobs).where(eq(jobs.dedupeKey, `notes:${encounterId}`));

async function checkout(target: FastifyInstance, who: Practitioner, transcript: string) {
  const { _id: id } = await createEncounter(target, who);
  expect((await call(target, who, 'PUT', `/encounters/${id}/transcript`, { transcript })).statusCode).toBe(200);
  const res = await call(target, who, 'POST', `/encounters/${id}/finish`);
  expect(res.statusCode).toBe(200);
  expect(json(res).data.status).toBe('processing');
  return id;
}

const settings = (template: string, model_version = 'latest') => ({
  transcription: { template, detail_level: 'high', note_type: 'paragraph', type: 'in_person' },
  model_version,
});

describe('checkout lifecycle', () => {
  it('goes processing → completed with the sections of the default template and a chief complaint', async () => {
    const who = await registerPractitioner(app);
    const id = await checkout(app, who, TRANSCRIPT);
    const done = await eventually(() => getEncounter(app, who, id), (e) => e.status === 'completed');
    expect(done.status).toBe('completed');
    expect(done.sections).toHaveLength(1);
    expect(done.sections[0].modal).toBe('Stable Fusion');
    expect(done.sections[0].note_sections.map((s: { title: string }) => s.title)).toEqual(SOAP);
    expect(Array.isArray(done.sections[0].diagnostic_codes)).toBe(true);
    expect(done.chief_complaint).toMatch(/chest pain/i);
    expect(done.metadata.settings.model_version).toBe('latest');
    // The job is marked done just after the notes are stored.
    const [job] = await eventually(() => jobOf(app, id), ([row]) => row?.status === 'done');
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('uses the template and model chosen in settings at checkout time', async () => {
    const who = await registerPractitioner(app);
    expect((await call(app, who, 'PUT', '/settings', settings('GENERIC_MULTIPLE_SECTIONS', 'stable'))).statusCode).toBe(200);
    const id = await checkout(app, who, TRANSCRIPT);
    // A later settings change does not touch a visit already checked out.
    await call(app, who, 'PUT', '/settings', settings('GENERIC_SOAP', 'debug-all'));
    const done = await eventually(() => getEncounter(app, who, id), (e) => e.status === 'completed');
    expect(done.sections.map((s: { modal: string }) => s.modal)).toEqual(['Stable Fusion']);
    expect(done.sections[0].note_sections.map((s: { title: string }) => s.title)).toEqual(MULTIPLE);
    expect(done.metadata.settings).toMatchObject({ model_version: 'stable', transcription: { template: 'GENERIC_MULTIPLE_SECTIONS' } });
  });

  it('fails a transcript under 20 words and completes one of exactly 20', async () => {
    const who = await registerPractitioner(app);
    const short = await checkout(app, who, transcriptOf(19));
    const enough = await checkout(app, who, transcriptOf(20));
    const failed = await eventually(() => getEncounter(app, who, short), (e) => e.status !== 'processing');
    expect(failed).toMatchObject({ status: 'failed', sections: [], chief_complaint: null });
    const completed = await eventually(() => getEncounter(app, who, enough), (e) => e.status !== 'processing');
    expect(completed.status).toBe('completed');
    // A failed visit can be archived (docs/product.md, 5. Encounter lifecycle) but not checked out again.
    expect(json(await call(app, who, 'POST', `/encounters/${short}/archive`)).data.is_archived).toBe(true);
    expectErrorShape(await call(app, who, 'POST', `/encounters/${short}/finish`), 409);
  });

  it('counts the words said, not the speaker labels of the lines', async () => {
    const who = await registerPractitioner(app);
    // 19 words said on four labelled lines: 23 tokens with the labels, still too short.
    const words = transcriptOf(19).split(/\s+/);
    const labelled = ['Clinician:', ...words.slice(0, 5), '\nPatient:', ...words.slice(5, 10), '\nClinician:', ...words.slice(10, 15), '\nPatient:', ...words.slice(15)].join(' ').replace(/ \n/g, '\n');
    const id = await checkout(app, who, labelled);
    expect(await eventually(() => getEncounter(app, who, id), (e) => e.status !== 'processing')).toMatchObject({ status: 'failed' });
  });

  it('produces notes once: a second finish is 409 and only one job exists', async () => {
    const who = await registerPractitioner(app);
    const { _id: id } = await createEncounter(app, who);
    await call(app, who, 'PUT', `/encounters/${id}/transcript`, { transcript: TRANSCRIPT });
    const [a, b] = await Promise.all([call(app, who, 'POST', `/encounters/${id}/finish`), call(app, who, 'POST', `/encounters/${id}/finish`)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const done = await eventually(() => getEncounter(app, who, id), (e) => e.status === 'completed');
    expect(done.sections).toHaveLength(1);
    expectErrorShape(await call(app, who, 'POST', `/encounters/${id}/finish`), 409, 'This encounter has already been checked out.');
    expect(await jobOf(app, id)).toHaveLength(1);
  });
});

describe('a job left running by a crashed process', { timeout: 90_000 }, () => {
  let database: DatabaseHandle;
  const started: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: await freshTestDatabaseUrl(), pgliteDir: 'memory://' });
  });
  // Each test's processes end with it, so that no idle worker of an earlier test takes a later test's job.
  afterEach(async () => {
    for (const instance of started.splice(0)) await instance.close();
  });
  afterAll(() => database.close());

  /** Another process of the same deployment: same database and secret, its own worker (unless ROLE=api). */
  async function processOn(env: Record<string, string> = {}, noteEngines?: NoteEngine[]) {
    const { config } = testConfig({ JWT_SECRET: 'shared-secret-of-one-deployment-0123456789', ...env });
    const instance = await buildApp({ config, database, noteEngines });
    await instance.ready();
    started.push(instance);
    return instance;
  }

  /**
   * The state a crash leaves behind: the encounter checked out and its job claimed by a process that then died
   * (status running, attempt 1 used, a lease nobody renews). Written directly, so that no worker can run the job
   * between checkout and the crash.
   */
  async function crashedCheckout(api: FastifyInstance, who: Practitioner, lease: 'expired' | 'live', attempts = 1) {
    const { _id: id } = await createEncounter(api, who);
    await call(api, who, 'PUT', `/encounters/${id}/transcript`, { transcript: TRANSCRIPT });
    await database.db.transaction(async (tx) => {
      await tx.update(encounters).set({ status: 'processing', settings: DEFAULT_SETTINGS, checkedOutAt: new Date() }).where(eq(encounters.id, id));
      await tx.insert(jobs).values({
        kind: 'notes.generate',
        dedupeKey: `notes:${id}`,
        payload: { encounterId: id },
        status: 'running',
        attempts,
        lockedBy: lease === 'expired' ? 'crashed-host:1234' : 'busy-host:1',
        lockedUntil: lease === 'expired' ? sql`now() - interval '5 seconds'` : sql`now() + interval '1 hour'`,
      });
    });
    return id;
  }

  it('runs again in a new process once its lease has run out', async () => {
    const api = await processOn({ ROLE: 'api' });
    const who = await registerPractitioner(api);
    const id = await crashedCheckout(api, who, 'expired');
    expect((await getEncounter(api, who, id)).status).toBe('processing');
    const restarted = await processOn();
    const done = await eventually(() => getEncounter(restarted, who, id), (e) => e.status === 'completed');
    expect(done.status).toBe('completed');
    expect(done.sections).toHaveLength(1);
    const [job] = await eventually(() => jobOf(restarted, id), ([row]) => row?.status === 'done');
    expect(job).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
  });

  it('gives up on a job whose every attempt took its process down, and the visit ends failed', async () => {
    const api = await processOn({ ROLE: 'api' });
    const who = await registerPractitioner(api);
    const id = await crashedCheckout(api, who, 'expired', 5);
    await processOn();
    const ended = await eventually(() => getEncounter(api, who, id), (e) => e.status !== 'processing');
    expect(ended).toMatchObject({ status: 'failed', sections: [] });
    const [job] = await jobOf(api, id);
    expect(job).toMatchObject({ status: 'failed', attempts: 6 });
    expect(job!.lastError).toMatch(/interrupted on each of its 5 attempts/);
  });

  it('leaves a job alone while its lease is live', async () => {
    const api = await processOn({ ROLE: 'api' });
    const who = await registerPractitioner(api);
    const id = await crashedCheckout(api, who, 'live');
    await processOn();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await getEncounter(api, who, id)).status).toBe('processing');
    const [job] = await jobOf(api, id);
    expect(job).toMatchObject({ status: 'running', lockedBy: 'busy-host:1', attempts: 1 });
    // Let it go so that no later test sees it.
    await database.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, job!.id));
    await eventually(() => getEncounter(api, who, id), (e) => e.status === 'completed');
  });

  it('a worker that loses its lease mid-job does not write a second set of notes', async () => {
    let release!: (result: NoteResult) => void;
    let begun!: () => void;
    const hasBegun = new Promise<void>((resolve) => (begun = resolve));
    const stalled: NoteEngine = {
      id: 'stable',
      label: 'Stable Fusion',
      generate: () =>
        new Promise<NoteResult>((resolve) => {
          release = resolve;
          begun();
        }),
    };
    const stuck = await processOn({ JOB_LEASE_SECONDS: '1' }, [stalled]);
    const who = await registerPractitioner(stuck);
    await call(stuck, who, 'PUT', '/settings', settings('GENERIC_SOAP', 'stable'));
    const id = await checkout(stuck, who, TRANSCRIPT);
    const claimedHere = await Promise.race([hasBegun.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5000))]);
    // The stuck process's lease is gone (as when it is killed); a healthy process takes the job over.
    await database.db.update(jobs).set({ lockedBy: 'killed-worker', lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.dedupeKey, `notes:${id}`));
    const healthy = await processOn({}, [stableEngine]);
    const done = await eventually(() => getEncounter(healthy, who, id), (e) => e.status === 'completed');
    expect(done.status).toBe('completed');
    const firstNotes = JSON.stringify(done.sections);
    if (claimedHere) {
      release({ chiefComplaint: 'stale', section: { modal: 'Stale', note_sections: [], diagnostic_codes: [] } });
      await eventually(async () => (await jobOf(healthy, id))[0]?.status, (status) => status === 'done');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const after = await getEncounter(healthy, who, id);
    expect(JSON.stringify(after.sections)).toBe(firstNotes);
    expect(after.chief_complaint).not.toBe('stale');
    expect(after.sections.map((s: { modal: string }) => s.modal)).toEqual(['Stable Fusion']);
  });

  it('a worker that lost its lease cannot fail the visit that another worker is finishing', async () => {
    const gate = () => {
      let open!: (fail: boolean) => void;
      let begun!: () => void;
      const hasBegun = new Promise<void>((resolve) => (begun = resolve));
      const engine: NoteEngine = {
        id: 'stable',
        label: 'Stable Fusion',
        generate: (request) =>
          new Promise<NoteResult>((resolve, reject) => {
            begun();
            open = (fail) => (fail ? reject(new Error('engine crashed')) : resolve(stableEngine.generate(request)));
          }),
      };
      return { engine, hasBegun, open: (fail: boolean) => open?.(fail) };
    };
    const first = gate();
    const second = gate();
    const api = await processOn({ ROLE: 'api' });
    const who = await registerPractitioner(api);
    await call(api, who, 'PUT', '/settings', settings('GENERIC_SOAP', 'stable'));
    const { _id: id } = await createEncounter(api, who);
    await call(api, who, 'PUT', `/encounters/${id}/transcript`, { transcript: TRANSCRIPT });
    await call(api, who, 'POST', `/encounters/${id}/finish`);
    // One attempt only, so that a failure of A is final.
    await database.db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.dedupeKey, `notes:${id}`));
    await processOn({}, [first.engine]);
    const claimedByA = await Promise.race([first.hasBegun.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5000))]);
    if (!claimedByA) return; // another test file's worker (shared PostgreSQL) ran it: nothing to race here.
    // A's lease runs out (A hangs); B takes the job over and is still generating when A's engine finally throws.
    // (One more attempt is allowed from here on, so that B may run it; A still holds its claim of a last attempt.)
    await database.db
      .update(jobs)
      .set({ lockedBy: 'hung-worker', lockedUntil: sql`now() - interval '1 second'`, maxAttempts: 2 })
      .where(eq(jobs.dedupeKey, `notes:${id}`));
    const b = await processOn({}, [second.engine]);
    await Promise.race([second.hasBegun, new Promise((r) => setTimeout(r, 5000))]);
    try {
      first.open(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await getEncounter(b, who, id)).status).not.toBe('failed');
    } finally {
      second.open(false);
    }
    const done = await eventually(() => getEncounter(b, who, id), (e) => e.status !== 'processing');
    expect(done.status).toBe('completed');
    expect(done.sections).toHaveLength(1);
    const [job] = await eventually(() => jobOf(b, id), ([row]) => row?.status === 'done');
    expect(job!.status).toBe('done');
  });
});


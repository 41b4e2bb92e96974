/**
 * What lets many processes share one deployment (issue 13), in process on the test database: liveness and
 * readiness, the drain of SIGTERM (a running job back to the queue, a recording stream handed to another
 * process that shares the database and the audio store: a directory, or S3 through s3rver), who may read
 * /metrics, dead letters in the metrics.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '@scribe/contracts';
import { type NoteEngine, type NoteResult } from '@scribe/clinical';
import { encodeAudioFrame, normalizeText } from '@scribe/speech';
import { concat, silence, speak } from '@scribe/speech/testing';
import { buildApp } from '../src/app.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { encounters, jobs } from '../src/db/schema.js';
import { createEncounter, eventually, expectErrorShape, freshTestDatabaseUrl, json, registerPractitioner, testConfig, type Practitioner } from './helpers.js';
import { connectStream } from './stream-client.js';
import { CHUNK_OVERHEAD } from '../src/lib/sealing.js';

const TRANSCRIPT =
  'Patient reports chest pain since yesterday morning. The pain is sharp and gets worse when climbing stairs. ' +
  'No fever. Takes aspirin daily. Blood pressure today is 140 over 90.';

let database: DatabaseHandle;
const sharedDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-shared-'));
const started: FastifyInstance[] = [];
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: await freshTestDatabaseUrl(), pgliteDir: 'memory://' });
});
afterEach(async () => {
  for (const instance of started.splice(0)) await instance.close();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(sharedDataDir, { recursive: true, force: true });
});

/** Another process of one deployment: the same database, secret and DATA_DIR (a shared volume), its own worker unless ROLE=api. */
async function processOn(env: Record<string, string> = {}, noteEngines?: NoteEngine[]) {
  const { config } = testConfig({ JWT_SECRET: 'shared-secret-of-one-deployment-0123456789', ...env });
  const instance = await buildApp({ config: { ...config, DATA_DIR: sharedDataDir }, database, noteEngines });
  await instance.ready();
  started.push(instance);
  return instance;
}
const get = (target: FastifyInstance, url: string, headers: Record<string, string> = {}) => target.inject({ method: 'GET', url, headers });

describe('liveness and readiness', () => {
  it('answers live and ready; after drain() ready is 503 and live stays 200', async () => {
    const api = await processOn({ ROLE: 'api' });
    expect(json(await get(api, '/api/health'))).toEqual({ data: { status: 'ok' } });
    expect(json(await get(api, '/api/health/ready'))).toEqual({ data: { status: 'ready' } });
    await api.runtime.drain();
    expectErrorShape(await get(api, '/api/health/ready'), 503, 'This process is shutting down.');
    expect((await get(api, '/api/health')).statusCode).toBe(200);
  });

  it('is not ready while a migration this code needs is missing, nor when the database is gone', async () => {
    const own = await openDatabase({ databaseUrl: await freshTestDatabaseUrl(), pgliteDir: 'memory://' });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-test-'));
    const { config } = testConfig({ ROLE: 'api', DATA_DIR: dataDir });
    const lonely = await buildApp({ config, database: own });
    try {
      expect((await get(lonely, '/api/health/ready')).statusCode).toBe(200);
      await own.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
      expectErrorShape(await get(lonely, '/api/health/ready'), 503, /missing migrations: run `npm run migrate`/);
      await own.close();
      expectErrorShape(await get(lonely, '/api/health/ready'), 503, 'The database is not reachable.');
      // Liveness does not depend on the database: an outage must not get every process restarted.
      expect((await get(lonely, '/api/health')).statusCode).toBe(200);
    } finally {
      await lonely.close();
    }
  }, 90_000);

  it('a worker process serves health and /metrics only', async () => {
    const worker = await processOn({ ROLE: 'worker' });
    expect((await get(worker, '/api/health/ready')).statusCode).toBe(200);
    expect((await get(worker, '/metrics')).statusCode).toBe(200);
    expect((await get(worker, '/api/encounters')).statusCode).toBe(404);
  });
});

describe('who may read /metrics', () => {
  it('a scraper on loopback, or anyone with METRICS_TOKEN; not a request a proxy forwarded', async () => {
    const api = await processOn({ ROLE: 'api', METRICS_TOKEN: 'scrape-token-0123456789' });
    const who = await registerPractitioner(api);
    const encounter = await createEncounter(api, who);
    await get(api, `/api/encounters/${encounter._id}`, who.auth);
    const metrics = (await get(api, '/metrics')).body;
    // By route pattern, never the URL with its id.
    expect(metrics).toMatch(/http_requests_total\{[^}]*route="\/api\/encounters\/:id"[^}]*\} 1/);
    expect(metrics).not.toContain(encounter._id);
    expectErrorShape(await get(api, '/metrics', { 'x-forwarded-for': '203.0.113.9' }), 403, /METRICS_TOKEN/);
    expectErrorShape(await get(api, '/metrics', { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer wrong-token-0123456789' }), 403);
    expect((await get(api, '/metrics', { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer scrape-token-0123456789' })).statusCode).toBe(200);
  });
});

describe('the job queue under drain and failure', () => {
  /** A checked-out encounter whose job is queued (written directly, so that no worker runs it before the test wants). */
  async function queuedCheckout(api: FastifyInstance, who: Practitioner, job: Partial<typeof jobs.$inferInsert> = {}) {
    const { _id: id } = await createEncounter(api, who);
    await api.inject({ method: 'PUT', url: `/api/encounters/${id}/transcript`, headers: who.auth, payload: { transcript: TRANSCRIPT } });
    await database.db.transaction(async (tx) => {
      await tx.update(encounters).set({ status: 'processing', settings: DEFAULT_SETTINGS, checkedOutAt: new Date() }).where(eq(encounters.id, id));
      await tx.insert(jobs).values({ kind: 'notes.generate', dedupeKey: `notes:${id}`, payload: { encounterId: id }, ...job });
    });
    return id;
  }
  const jobOf = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.dedupeKey, `notes:${id}`)))[0]!;
  const statusOf = async (id: string) => (await database.db.select({ status: encounters.status }).from(encounters).where(eq(encounters.id, id)))[0]!.status;

  it('a job still running when the drain grace ends goes back to the queue, and another worker finishes it once', async () => {
    let begun!: () => void;
    const hasBegun = new Promise<void>((resolve) => (begun = resolve));
    let release!: (result: NoteResult) => void;
    // Configured as an LLM engine, so that 'latest' (the default settings) runs it.
    const stalled: NoteEngine = {
      id: 'nova-llm',
      label: 'Nova',
      generate: () =>
        new Promise<NoteResult>((resolve) => {
          release = resolve;
          begun();
        }),
    };
    const api = await processOn({ ROLE: 'api' });
    const who = await registerPractitioner(api);
    const id = await queuedCheckout(api, who);
    const draining = await processOn({ DRAIN_GRACE_SECONDS: '0.2' }, [stalled]);
    await hasBegun;
    await draining.runtime.drain();
    expect(await jobOf(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });

    await processOn({ ROLE: 'worker' });
    await eventually(() => statusOf(id), (status) => status === 'completed');
    expect(await statusOf(id)).toBe('completed');
    const [done] = await database.db.select({ sections: encounters.sections }).from(encounters).where(eq(encounters.id, id));
    // The drained process's engine answers late: its result is refused, the notes stay the other worker's.
    release({ chiefComplaint: 'stale', section: { modal: 'Stale', note_sections: [], diagnostic_codes: [] } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [after] = await database.db.select({ sections: encounters.sections }).from(encounters).where(eq(encounters.id, id));
    expect(after!.sections).toEqual(done!.sections);
    expect((await jobOf(id)).status).toBe('done');
  });

  it('a job that fails its last attempt is dead-lettered: status failed, logged, counted in /metrics', async () => {
    // A payload its kind refuses fails every attempt; this is its last.
    const dedupeKey = `broken:${randomUUID()}`;
    await database.db.insert(jobs).values({ kind: 'notes.generate', dedupeKey, payload: { encounterId: 42 }, attempts: 4, maxAttempts: 5 });
    const worker = await processOn({ ROLE: 'worker' });
    const read = async () => (await database.db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey)))[0]!;
    await eventually(async () => (await read()).status, (status) => status === 'failed');
    expect(await read()).toMatchObject({ status: 'failed', attempts: 5 });
    expect((await read()).lastError).toMatch(/does not accept/);
    const metrics = (await get(worker, '/metrics')).body;
    expect(metrics).toMatch(/jobs_dead_lettered_total\{[^}]*kind="notes.generate"[^}]*\} 1/);
    expect(metrics).toMatch(/^jobs\{status="failed"[^}]*\} [1-9]/m);
  });
});

describe.each(['a shared directory', 'S3-compatible object storage'] as const)('a recording stream through any API process, audio in %s', { timeout: 120_000 }, (store) => {
  let s3: S3rver | null = null;
  let storeEnv: Record<string, string> = {};
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  beforeAll(async () => {
    if (store === 'a shared directory') return;
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'audio' }] });
    const { port } = await s3.run();
    storeEnv = { AUDIO_STORE: 's3://audio/scribe', AUDIO_S3_ENDPOINT: `http://127.0.0.1:${port}` };
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  });
  afterAll(async () => {
    await s3?.close();
    if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
    else process.env.AWS_ACCESS_KEY_ID = saved.id;
    if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
    else process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  /** Bytes of audio stored for the recording, read back from the store itself. */
  async function storedBytes(encounterId: string, recording: string) {
    if (store === 'a shared directory') return fs.statSync(path.join(sharedDataDir, 'audio', encounterId, `${recording}.pcm`)).size;
    const client = new S3Client({ region: 'us-east-1', endpoint: storeEnv.AUDIO_S3_ENDPOINT, forcePathStyle: true });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'audio', Prefix: `scribe/${encounterId}/${recording}/` }));
    return (listed.Contents ?? []).reduce((sum, item) => sum + (item.Size ?? 0), 0);
  }

  it('the draining process saves what was said and tells the client to reconnect; another process takes the rest', async () => {
    const FIRST = 'the patient has chest pain and shortness of breath';
    const SECOND = 'she takes metformin for diabetes every morning';
    const audio = concat(silence(0.5), await speak(FIRST, 'slt'), silence(1.2), await speak(SECOND, 'rms'), silence(1));
    const frames = Array.from({ length: Math.ceil(audio.length / 4000) }, (_, i) => audio.subarray(i * 4000, (i + 1) * 4000));
    const [a, b] = [await processOn({ ROLE: 'api', ...storeEnv }), await processOn({ ROLE: 'api', ...storeEnv })];
    const baseOf = async (app: FastifyInstance) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      return `127.0.0.1:${(app.server.address() as { port: number }).port}`;
    };
    const [baseA, baseB] = [await baseOf(a), await baseOf(b)];
    const who = await registerPractitioner(a);
    const encounter = await createEncounter(a, who);
    const ticket = async (via: FastifyInstance) =>
      json(await via.inject({ method: 'GET', url: `/api/encounters/${encounter._id}/recording-credentials`, headers: who.auth })).data.ticket as string;
    const recording = randomUUID();

    const one = await connectStream(baseA, encounter._id, await ticket(a), { recording, timeoutMs: 60_000 });
    const half = Math.floor(frames.length / 2);
    for (let seq = 0; seq < half; seq++) one.ws.send(encodeAudioFrame(seq, frames[seq]!));
    await one.waitFor((m) => m.Ack?.seq === half - 1);
    await a.runtime.drain();
    expect((await one.closed).code).toBe(1012);
    const status = json(await b.inject({ method: 'GET', url: `/api/encounters/${encounter._id}`, headers: who.auth })).data.status;
    expect(status).not.toBe('in-progress');

    // A draining process refuses a new stream without using up its ticket; the client's reconnect reaches
    // process B (through the load balancer) with it, and B knows what A stored.
    const next = await ticket(b);
    await expect(connectStream(baseA, encounter._id, next, { recording })).rejects.toMatchObject({ statusCode: 503 });
    const two = await connectStream(baseB, encounter._id, next, { recording, timeoutMs: 60_000 });
    await two.waitFor((m) => m.Ack?.seq === half - 1);
    for (let seq = half; seq < frames.length; seq++) two.ws.send(encodeAudioFrame(seq, frames[seq]!));
    await two.waitFor((m) => m.Ack?.seq === frames.length - 1);
    two.ws.send(JSON.stringify({ type: 'stop' }));
    await two.waitFor((m) => m.type === 'closed');

    // Every frame stored once, sealed (decision 66: each frame longer by the seal), none lost or doubled.
    expect(await storedBytes(encounter._id, recording)).toBe(audio.byteLength + frames.length * CHUNK_OVERHEAD);
    const saved = json(await b.inject({ method: 'GET', url: `/api/encounters/${encounter._id}`, headers: who.auth })).data;
    const words = normalizeText(saved.transcription.at(-1)).split(' ');
    expect(words.filter((w: string) => w === 'breath')).toHaveLength(1);
    expect(words.filter((w: string) => w === 'diabetes')).toHaveLength(1);
    expect(saved.status).toBe('pending');
  });
});

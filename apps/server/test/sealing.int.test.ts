/**
 * Patient data sealed at rest (issue 15, decisions 66 and 151): a plaintext scan of the database's files, of
 * every text column as a dump reads it, and of the recorded audio after a visit with a canary transcript; the
 * API still answers the canary; a wrong key refuses the start; an altered value fails loudly; rotate-key seals
 * every row and recording again and they still read; plaintext of an older database is sealed at start.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { resealDatabase } from '../src/db/reseal.js';
import { dataKeyFile, previousDataKeyFile } from '../src/lib/secrets.js';
import { Keyring, keyIdOf, parseDataKey, sealedChunkKeyId, sealedTextKeyId } from '../src/lib/sealing.js';
import { rotateDataKeys } from '../src/rotate-key.js';
import { readRecordingAudio, sealAudioFrame } from '../src/modules/streaming/audio-sealing.js';
import { AudioStore } from '../src/modules/streaming/audio-store.js';
import {
  addPatient,
  createEncounter,
  dbOf,
  eventually,
  expectErrorShape,
  freshTestDatabaseUrl,
  json,
  registerPractitioner,
  testConfig,
  type Practitioner,
} from './helpers.js';

const CANARY = `Zqx${randomBytes(6).toString('hex')}Canary`;
/** Not sealed (names stay searchable): the scan must find it, which shows the scan can see plaintext. */
const PATIENT_NAME = `Quill${[...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
const TRANSCRIPT = `Patient reports chest pain since yesterday morning and shortness of breath when climbing stairs. Her dog ${CANARY} bit her left hand last week. She takes metformin for diabetes. No fever, no cough.`;

const newKey = () => randomBytes(32).toString('base64');
const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

let apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps) await app.close();
  apps = [];
});

/** A fresh app on `dataDir` with the embedded database in its files (or a PostgreSQL copy under TEST_DB=postgres). */
async function start(dataDir: string, env: Record<string, string> = {}, databaseUrl?: string) {
  const { config } = testConfig({ DATA_DIR: dataDir, PGLITE_DIR: path.join(dataDir, 'db'), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env });
  const app = await buildApp({ config });
  await app.ready();
  apps.push(app);
  return { app, config };
}

async function close(app: FastifyInstance) {
  apps = apps.filter((one) => one !== app);
  await app.close();
}

const call = (app: FastifyInstance, who: Practitioner, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, headers: who.auth, payload: payload as object });

/** A visit with the canary transcript, checked out until its notes are written; answers the encounter as read. */
async function visit(app: FastifyInstance) {
  const who = await registerPractitioner(app);
  const patient = await addPatient(app, who, { first_name: PATIENT_NAME });
  const { _id: id } = await createEncounter(app, who, patient._id);
  expect((await call(app, who, 'PUT', `/encounters/${id}/transcript`, { transcript: TRANSCRIPT })).statusCode).toBe(200);
  expect((await call(app, who, 'POST', `/encounters/${id}/finish`)).statusCode).toBe(200);
  const done = await eventually(async () => json(await call(app, who, 'GET', `/encounters/${id}`)).data, (e) => e.status === 'completed', 30_000);
  expect(done.status).toBe('completed');
  return { who, id, encounter: done };
}

/** Every text, json and bytea value of every table, as a dump would read them. */
async function dumpOf(db: Database): Promise<string> {
  const columns = rowsOf(
    await db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'bytea', 'ARRAY')`),
  );
  const parts: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows = rowsOf(await db.execute(sql.raw(`select "${String(column)}"::text as v from "${String(table)}"`)));
    for (const row of rows) parts.push(String(row.v));
  }
  return parts.join('\n');
}

/** Every file under `dir` that holds `needle` (as UTF-8 bytes). */
function filesHolding(dir: string, needle: string): string[] {
  const bytes = Buffer.from(needle, 'utf8');
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (fs.readFileSync(file).includes(bytes)) found.push(path.relative(dir, file));
  }
  return found;
}

/** A recording whose audio carries the canary's bytes, stored as the live stream stores it (sealed, then appended). */
async function recordCanaryAudio(dataDir: string, encounterId: string) {
  const pcm = Buffer.concat([Buffer.alloc(400), Buffer.from(CANARY, 'utf8'), Buffer.alloc(400)]);
  const store = await AudioStore.open(dataDir, encounterId, 'canary');
  await store.append(0, sealAudioFrame(pcm));
  await store.append(1, sealAudioFrame(pcm));
  return Buffer.concat([pcm, pcm]);
}

/** The key ids of every sealed value in the database (null for plaintext), empty defaults left out. */
async function storedKeyIds(db: Database): Promise<(string | null)[]> {
  const rows = rowsOf(
    await db.execute(sql`select transcript as v from encounters union all select sections from encounters
      union all select chief_complaint from encounters union all select text from encounter_transcripts`),
  );
  return rows.map((row) => row.v as string | null).filter((v): v is string => v !== null && v !== '' && v !== '[]').map(sealedTextKeyId);
}

const newDataDir = () => testConfig().dataDir;

describe('the data key setting', () => {
  it('is required with PostgreSQL, in one clear line, and must be 32 bytes of base64', () => {
    const base = { DATA_DIR: '/tmp/none', DATABASE_URL: 'postgres://scribe@127.0.0.1:5432/scribe' };
    expect(() => loadConfig(base)).toThrow(ConfigError);
    expect(() => loadConfig(base)).toThrow(/DATA_KEY: DATA_KEY is required with DATABASE_URL: every API and worker process must seal patient data with the same key/);
    expect(() => loadConfig({ ...base, DATA_KEY: 'c2hvcnQ=' })).toThrow(/DATA_KEY must be 32 random bytes in base64/);
    expect(() => loadConfig({ ...base, DATA_KEY: newKey(), DATA_KEYS_OLD: `${newKey()},nope` })).toThrow(/each key of DATA_KEYS_OLD must be 32 random bytes/);
    expect(loadConfig({ ...base, DATA_KEY: newKey(), DATA_KEYS_OLD: `${newKey()},${newKey()}` }).DATA_KEYS_OLD).toContain(',');
    // The embedded default needs none: it makes its own.
    expect(loadConfig({ DATA_DIR: '/tmp/none' }).DATA_KEY).toBeUndefined();
  });
});

describe('sealed at rest', { timeout: 180_000 }, () => {
  it('keeps the canary out of the database files, every text column and the audio, and answers it intact', async () => {
    const dataDir = newDataDir();
    const databaseUrl = await freshTestDatabaseUrl();
    const { app, config } = await start(dataDir, {}, databaseUrl);
    const { who, id, encounter } = await visit(app);
    expect(encounter.transcription.at(-1)).toBe(TRANSCRIPT);
    const noteText: string = encounter.sections[0].note_sections.map((s: { text: string }) => s.text).join(' ');
    expect(noteText.length).toBeGreaterThan(40);
    const sentAudio = await recordCanaryAudio(dataDir, id);

    const dump = await dumpOf(dbOf(app));
    expect(dump).toContain(PATIENT_NAME);
    expect(dump).not.toContain(CANARY);
    expect(dump).not.toContain(noteText.slice(0, 40));
    expect(dump).not.toContain('metformin');
    // Every sealed value names the key in use.
    const keyInUse = databaseUrl ? config.DATA_KEY : fs.readFileSync(dataKeyFile(dataDir), 'utf8');
    expect(new Set(await storedKeyIds(dbOf(app)))).toEqual(new Set([keyIdOf(parseDataKey(keyInUse!))]));
    // The audio reads back as sent.
    expect((await readRecordingAudio(dataDir, id, 'canary')).equals(sentAudio)).toBe(true);
    expect(json(await call(app, who, 'GET', `/encounters/${id}`)).data.transcription.at(-1)).toBe(TRANSCRIPT);

    await close(app);
    if (!databaseUrl) {
      expect(filesHolding(path.join(dataDir, 'db'), PATIENT_NAME).length).toBeGreaterThan(0);
      expect(filesHolding(path.join(dataDir, 'db'), CANARY)).toEqual([]);
    }
    expect(filesHolding(dataDir, CANARY)).toEqual([]);
    if (!databaseUrl) expect(fs.statSync(dataKeyFile(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('refuses to start with a wrong key, saying which key sealed the data', async () => {
    const dataDir = newDataDir();
    const databaseUrl = await freshTestDatabaseUrl();
    const right = newKey();
    const { app } = await start(dataDir, { DATA_KEY: right }, databaseUrl);
    const { who } = await visit(app);
    await close(app);
    const wrong = newKey();
    const { config } = testConfig({ DATA_DIR: dataDir, PGLITE_DIR: path.join(dataDir, 'db'), DATA_KEY: wrong, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    await expect(buildApp({ config })).rejects.toThrow(
      `it was sealed with key ${keyIdOf(parseDataKey(right))}, and the keys given are ${keyIdOf(parseDataKey(wrong))}`,
    );
    // The right key still opens it.
    const again = await start(dataDir, { DATA_KEY: right }, databaseUrl);
    expect(json(await call(again.app, who, 'GET', '/encounters/mine')).data.totalDocs).toBe(1);
  });

  it('fails loudly on an altered value: a clear error, never the altered text', async () => {
    const dataDir = newDataDir();
    const { app } = await start(dataDir, {}, await freshTestDatabaseUrl());
    const { who, id } = await visit(app);
    const [row] = rowsOf(await dbOf(app).execute(sql`select transcript from encounters where id = ${id}`));
    const stored = String(row!.transcript);
    // Flip one byte of the ciphertext.
    const at = stored.length - 30;
    const altered = stored.slice(0, at) + (stored[at] === 'A' ? 'B' : 'A') + stored.slice(at + 1);
    await dbOf(app).execute(sql`update encounters set transcript = ${altered} where id = ${id}`);
    const res = await call(app, who, 'GET', `/encounters/${id}`);
    expectErrorShape(res, 500, /could not be opened: .*failed its integrity check: it was altered or corrupted/);
    expect(res.body).not.toContain(CANARY);
    // An unknown key is named as such.
    const ring = new Keyring(parseDataKey(newKey()));
    expect(() => ring.openText(stored)).toThrow(/sealed with data key [0-9a-f]{12}, which is not configured/);
    // Audio too: one flipped byte in a sealed frame, and the recording does not open.
    await recordCanaryAudio(dataDir, id);
    const pcmFile = path.join(dataDir, 'audio', id, 'canary.pcm');
    const audio = fs.readFileSync(pcmFile);
    audio[100] = audio[100]! ^ 0xff;
    fs.writeFileSync(pcmFile, audio);
    await expect(readRecordingAudio(dataDir, id, 'canary')).rejects.toThrow(/integrity check/);
  });

  it('rotate-key seals every row and recording again under the new key; it is idempotent, resumes, and everything still reads', async () => {
    const dataDir = newDataDir();
    const databaseUrl = await freshTestDatabaseUrl();
    const [k1, k2] = [newKey(), newKey()];
    const first = await start(dataDir, { DATA_KEY: k1 }, databaseUrl);
    const one = await visit(first.app);
    const audio = await recordCanaryAudio(dataDir, one.id);
    const underK1 = (await storedKeyIds(dbOf(first.app))).length;
    await close(first.app);
    // Half-way state: a server already on the new key (the old one given) writes a second visit.
    const second = await start(dataDir, { DATA_KEY: k2, DATA_KEYS_OLD: k1 }, databaseUrl);
    const two = await visit(second.app);
    await close(second.app);
    // Audio is left alone while it may still be written to: date it back.
    const old = new Date(Date.now() - 10 * 60_000);
    fs.utimesSync(path.join(dataDir, 'audio', one.id, 'canary.pcm'), old, old);

    const env = { DATA_KEY: k2, DATA_KEYS_OLD: k1, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const rotation = await rotateDataKeys(testConfig({ DATA_DIR: dataDir, PGLITE_DIR: path.join(dataDir, 'db'), ...env }).config);
    expect(rotation).toMatchObject({ keyId: keyIdOf(parseDataKey(k2)), complete: true, database: { resealed: underK1, failed: [] }, audio: { recordings: 1, frames: 2 } });
    const again = await rotateDataKeys(testConfig({ DATA_DIR: dataDir, PGLITE_DIR: path.join(dataDir, 'db'), ...env }).config);
    expect(again).toMatchObject({ complete: true, database: { resealed: 0 }, audio: { frames: 0 } });

    // Only the new key now: every value and frame is under it, and reads.
    const after = await start(dataDir, { DATA_KEY: k2 }, databaseUrl);
    expect(new Set(await storedKeyIds(dbOf(after.app)))).toEqual(new Set([keyIdOf(parseDataKey(k2))]));
    const stored = fs.readFileSync(path.join(dataDir, 'audio', one.id, 'canary.pcm'));
    expect(sealedChunkKeyId(stored)).toBe(keyIdOf(parseDataKey(k2)));
    expect((await readRecordingAudio(dataDir, one.id, 'canary', new Keyring(parseDataKey(k2)))).equals(audio)).toBe(true);
    for (const { who, id } of [one, two]) {
      expect(json(await call(after.app, who, 'GET', `/encounters/${id}`)).data).toMatchObject({ transcription: [TRANSCRIPT], status: 'completed' });
    }
  });

  it('rotates the embedded key file: a new data.key, the old one kept only until the data is sealed again', async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir);
    const { who, id } = await visit(first.app);
    await close(first.app);
    const before = fs.readFileSync(dataKeyFile(dataDir), 'utf8');
    const rotation = await rotateDataKeys(testConfig({ DATA_DIR: dataDir, PGLITE_DIR: path.join(dataDir, 'db') }).config);
    expect(rotation.complete).toBe(true);
    expect(rotation.database.resealed).toBeGreaterThan(0);
    const now = fs.readFileSync(dataKeyFile(dataDir), 'utf8');
    expect(now).not.toBe(before);
    expect(rotation.keyId).toBe(keyIdOf(parseDataKey(now)));
    expect(fs.statSync(dataKeyFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(previousDataKeyFile(dataDir))).toBe(false);
    const after = await start(dataDir);
    expect(json(await call(after.app, who, 'GET', `/encounters/${id}`)).data.transcription).toEqual([TRANSCRIPT]);
  });

  it('seals at start the plaintext an older version stored, and reads it meanwhile', async () => {
    const dataDir = newDataDir();
    const databaseUrl = await freshTestDatabaseUrl();
    const key = newKey();
    const { app } = await start(dataDir, { DATA_KEY: key }, databaseUrl);
    const { who, id } = await visit(app);
    const notes = json(await call(app, who, 'GET', `/encounters/${id}`)).data.sections;
    // As a database of the version before sealing holds it.
    await dbOf(app).execute(sql`update encounters set transcript = ${TRANSCRIPT}, sections = ${JSON.stringify(notes)} where id = ${id}`);
    await dbOf(app).execute(sql`update encounter_transcripts set text = ${TRANSCRIPT} where encounter_id = ${id}`);
    expect(json(await call(app, who, 'GET', `/encounters/${id}`)).data).toMatchObject({ transcription: [TRANSCRIPT], sections: notes });
    expect((await storedKeyIds(dbOf(app))).filter((keyId) => keyId === null).length).toBe(3);
    await close(app);

    const after = await start(dataDir, { DATA_KEY: key }, databaseUrl);
    expect((await storedKeyIds(dbOf(after.app))).filter((keyId) => keyId === null)).toEqual([]);
    expect(json(await call(after.app, who, 'GET', `/encounters/${id}`)).data).toMatchObject({ transcription: [TRANSCRIPT], sections: notes });
    expect(await resealDatabase(dbOf(after.app), new Keyring(parseDataKey(newKey())), { plaintextOnly: true })).toMatchObject({ resealed: 0 });
  });
});

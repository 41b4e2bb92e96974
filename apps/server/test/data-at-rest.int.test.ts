import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exposedEntries, scanDataDir } from './data-dir-scan.js';
import { freshTestDatabaseUrl } from './helpers.js';
import { request, startServerProcess, type ServerProcess } from './server-process.js';

/** A string that must never be found where it does not belong (the plaintext half of the scan checks the files). */
const CANARY = 'CANARY-7f3a-rosebud-transcript';

let server: ServerProcess;
let dataDir: string;
let ticket: string;
let token: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-at-rest-'));
  // What an earlier version might have left behind: readable by everyone, fixed at start.
  fs.chmodSync(dataDir, 0o755);
  fs.mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
  fs.writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'old mail', { mode: 0o644 });
  fs.chmodSync(path.join(dataDir, 'outbox', 'old.eml'), 0o644);
  const databaseUrl = await freshTestDatabaseUrl();
  server = await startServerProcess({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

  // A whole visit: account, patient, encounter, a transcript with the canary, a recording link, checkout, notes.
  const call = (method: string, url: string, body?: unknown, token?: string) => request(server.baseUrl, method, url, { body, token });
  const registered = await call('POST', '/auth/register', {
    first_name: 'Ines', last_name: 'Quill', email: 'ines.quill@clinic.test', password: 'Umbrella-Stone-42', phone: '+1 555 0101', gender: 'female',
  });
  expect(registered.status).toBe(201);
  token = registered.body.data.access_token as string;
  const patient = await call('POST', '/patients', { first_name: 'Ada', last_name: 'Canary', birth_date: '1980-12-10', gender: 'female' }, token);
  const encounter = await call('POST', '/encounters', { patient: patient.body.data._id }, token);
  const id = encounter.body.data._id as string;
  const transcript = `Patient reports chest pain since yesterday morning. ${CANARY} ${'and it gets worse when climbing stairs '.repeat(4)}`;
  expect((await call('PUT', `/encounters/${id}/transcript`, { transcript }, token)).status).toBe(200);
  ticket = (await call('GET', `/encounters/${id}/recording-credentials`, undefined, token)).body.data.ticket;
  expect((await call('GET', `/encounters/token/${ticket}`)).status).toBe(200);
  expect((await call('POST', `/encounters/${id}/finish`, undefined, token)).status).toBe(200);
  expect((await call('POST', '/auth/forgot-password', { email: 'ines.quill@clinic.test' })).status).toBe(200);
  for (let i = 0; i < 100; i += 1) {
    const status = (await call('GET', `/encounters/${id}`, undefined, token)).body.data.status;
    if (status === 'completed' || status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 100 && fs.readdirSync(outbox).length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  await server.stop();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('DATA_DIR after a visit', () => {
  it('holds the embedded database, the secret and the outbox', () => {
    const files = scanDataDir(dataDir).map((entry) => entry.path);
    if (!process.env.TEST_DB) expect(files.filter((file) => file.startsWith('db/')).length).toBeGreaterThan(100);
    expect(files).toContain('jwt.secret');
    expect(files.some((file) => file.startsWith('outbox/') && file.endsWith('.eml') && !file.endsWith('old.eml'))).toBe(true);
  });

  it('has no file or folder that its group or others may read, write or enter', () => {
    const entries = scanDataDir(dataDir);
    expect(exposedEntries(entries)).toEqual([]);
    expect(entries.find((entry) => entry.path === '.')?.mode).toBe(0o700);
    expect(entries.find((entry) => entry.path === 'outbox/old.eml')?.mode).toBe(0o600);
  });
});

describe('the server log', () => {
  it('shows the recording link path with its ticket redacted', () => {
    const log = server.output();
    expect(log).toContain('/api/encounters/token/[redacted]');
    expect(log).not.toContain(ticket);
  });

  it('writes no request header: neither the bearer token nor the word authorization', () => {
    const log = server.output();
    expect(log).toContain('request completed');
    expect(log).not.toContain(token);
    expect(log.toLowerCase()).not.toContain('authorization');
    expect(log).not.toContain('"headers"');
  });
});

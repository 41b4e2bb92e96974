import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { NoteEngine } from '@scribe/clinical';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { freshTestDatabaseUrl, TEST_DATA_KEY } from './test-databases.js';

export { freshTestDatabaseUrl } from './test-databases.js';

/** The configuration of a test process: a fresh data folder, quiet logs, a fast worker; `env` overrides. */
export function testConfig(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PGLITE_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '10000',
    WORKER_POLL_MS: '50',
    WEB_DIST: path.join(dataDir, 'no-web-client'),
    ...(env.DATABASE_URL ? { DATA_KEY: TEST_DATA_KEY } : {}),
    ...env,
  });
  return { config, dataDir };
}

/** Boots the real app on a fresh data folder and a fresh database (PGlite in memory, or a PostgreSQL copy). */
export async function startTestApp(env: Record<string, string> = {}, noteEngines?: NoteEngine[]) {
  const databaseUrl = await freshTestDatabaseUrl();
  const { config, dataDir } = testConfig({ ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env });
  const app = await buildApp({ config, noteEngines });
  await app.ready();
  return { app, dataDir, config };
}

export interface Practitioner {
  token: string;
  user: { _id: string; email: string; first_name: string; last_name: string };
  password: string;
  auth: { authorization: string };
}

let counter = 0;
/** A new practitioner per test (a fresh tenant instead of truncating tables). */
export async function registerPractitioner(app: FastifyInstance, overrides: Record<string, string> = {}): Promise<Practitioner> {
  counter += 1;
  const password = 'Correct-Horse7';
  const body = {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: `dr.${randomUUID().slice(0, 8)}.${counter}@clinic.test`,
    password,
    phone: '+1 555 0100',
    gender: 'female',
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data;
  return { token: data.access_token, user: data.user, password: body.password, auth: { authorization: `Bearer ${data.access_token}` } };
}

export async function addPatient(app: FastifyInstance, who: Practitioner, overrides: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/patients',
    headers: who.auth,
    payload: { first_name: 'Ada', last_name: 'Lovelace', birth_date: '1980-12-10', gender: 'female', ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`add patient failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: string; first_name: string; last_name: string; pid: string; birth_date: string };
}

export async function createEncounter(app: FastifyInstance, who: Practitioner, patientId?: string) {
  const patient = patientId ?? (await addPatient(app, who))._id;
  const res = await app.inject({ method: 'POST', url: '/api/encounters', headers: who.auth, payload: { patient } });
  if (res.statusCode !== 201) throw new Error(`create encounter failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: string; status: string; patient: { _id: string } };
}

/** Polls until `check` passes or the time is up; returns the last value. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

export const json = (res: LightMyRequestResponse) => res.json() as { data: any; message?: string; statusCode?: number; errors?: { field: string; message: string }[] };

/** An error body (docs/product.md, 8. API) with the given status and, when given, message. */
export function expectErrorShape(res: LightMyRequestResponse, statusCode: number, message?: string | RegExp) {
  const body = res.json() as Record<string, unknown>;
  if (res.statusCode !== statusCode) throw new Error(`expected ${statusCode}, got ${res.statusCode}: ${res.body}`);
  if (body.statusCode !== statusCode || typeof body.error !== 'string' || typeof body.message !== 'string') {
    throw new Error(`not the error shape: ${res.body}`);
  }
  if (typeof message === 'string' && body.message !== message) throw new Error(`expected message ${message}, got ${String(body.message)}`);
  if (message instanceof RegExp && !message.test(String(body.message))) throw new Error(`message ${String(body.message)} does not match ${message}`);
  if ('stack' in body) throw new Error('a stack trace reached the client');
  return body as { statusCode: number; error: string; message: string; errors?: { field: string; message: string }[] };
}

/** The per-field errors of a 400 as { field: message }. */
export const fieldErrors = (res: LightMyRequestResponse) =>
  Object.fromEntries(((res.json() as { errors?: { field: string; message: string }[] }).errors ?? []).map((e) => [e.field, e.message]));

/** The drizzle database behind an app, for setting up states the API cannot reach (expired codes, crashed jobs). */
export const dbOf = (app: FastifyInstance) => app.runtime.database.db;

/** A transcript of `words` words (the notes need at least 20). */
export const transcriptOf = (words: number) =>
  ['Patient reports chest pain since yesterday morning.', ...Array.from({ length: Math.max(0, words - 6) }, (_, i) => `word${i}`)]
    .join(' ')
    .split(/\s+/)
    .slice(0, words)
    .join(' ');

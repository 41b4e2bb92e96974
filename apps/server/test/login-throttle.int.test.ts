import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestDatabaseUrl } from './helpers.js';
import { request, startServerProcess, type ServerProcess } from './server-process.js';

/**
 * The login limits held by the real server (decision 72): from several client addresses (127.0.0.2, …, all
 * loopback), and across a restart of the server on the same database.
 */
let dataDir: string;
let env: Record<string, string>;
let server: ServerProcess;
const PASSWORD = 'Saffron-Beacon-27';
const email = 'throttled.practitioner@clinic.test';

const login = (address: string, password: string, who = email) =>
  request(server.baseUrl, 'POST', '/auth/login', { body: { email: who, password }, localAddress: address });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-throttle-'));
  const databaseUrl = await freshTestDatabaseUrl();
  env = { DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000', LOGIN_FAILURES_PER_ADDRESS: '12', LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  server = await startServerProcess(env);
  const registered = await request(server.baseUrl, 'POST', '/auth/register', {
    body: { first_name: 'Tess', last_name: 'Lock', email, password: PASSWORD, phone: '+1 555 0102', gender: 'female' },
  });
  expect(registered.status).toBe(201);
}, 90_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('failed logins per account', () => {
  it('allows 10 failures from any mix of addresses, then answers 429 with Retry-After, even to the right password', async () => {
    const addresses = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
    for (let i = 0; i < 10; i += 1) {
      const res = await login(addresses[i % addresses.length]!, `Wrong-guess-${i}`);
      expect(res.status, JSON.stringify(res.body)).toBe(401);
    }
    const refused = await login('127.0.0.6', PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many failed sign-in attempts\. For your security, please wait 1[45] minutes and try again, or reset your password\.$/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(refused.headers['cache-control']).toBe('no-store');
  }, 60_000);

  it('still holds after the server restarts on the same database', async () => {
    await server.stop();
    server = await startServerProcess(env);
    const refused = await login('127.0.0.7', PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected by this one's lock.
    expect((await login('127.0.0.7', 'Wrong-guess-x', 'someone.else@clinic.test')).status).toBe(401);
  }, 90_000);
});

describe('failed logins per address', () => {
  it('stops one address trying many accounts, while other addresses go on', async () => {
    // 127.0.0.7 has one failure from the test above; LOGIN_FAILURES_PER_ADDRESS is 12 here.
    for (let i = 0; i < 11; i += 1) {
      expect((await login('127.0.0.7', 'Wrong-guess-1', `sprayed.${i}@clinic.test`)).status).toBe(401);
    }
    const refused = await login('127.0.0.7', 'Wrong-guess-1', 'sprayed.last@clinic.test');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('127.0.0.8', 'Wrong-guess-1', 'sprayed.last@clinic.test')).status).toBe(401);
  }, 90_000);
});

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { asc, eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { auditEvents } from '../src/db/schema.js';
import { securityHeaderOptions } from '../src/lib/security-headers.js';
import { addPatient, createEncounter, dbOf, expectErrorShape, json, registerPractitioner, startTestApp, freshTestDatabaseUrl } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await startTestApp());
});
afterAll(() => app.close());

describe('health, docs and unknown paths', () => {
  it('answers health ok, and ready', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({ data: { status: 'ready' } });
  });

  it('answers not ready (503) in the error shape when the database is gone', async () => {
    const database = await openDatabase({ databaseUrl: await freshTestDatabaseUrl(), pgliteDir: 'memory://' });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-test-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ROLE: 'api', WEB_DIST: path.join(dataDir, 'none') });
    const lonely = await buildApp({ config, database });
    try {
      expect((await lonely.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      await database.close();
      expectErrorShape(await lonely.inject({ method: 'GET', url: '/api/health/ready' }), 503, 'The database is not reachable.');
    } finally {
      await lonely.close();
    }
  }, 90_000);

  it('answers an unknown /api path with a JSON 404 in the error shape', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['POST', '/api/patients/x/y/z'], ['DELETE', '/api/patients'], ['GET', '/api']] as const) {
      const res = await app.inject({ method, url });
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expectErrorShape(res, 404, 'This API path does not exist.');
    }
  });

  it('lists every route of the API in /api/openapi.json', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { security?: unknown[] }>> };
    expect(doc.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ['post', '/api/auth/register'],
      ['post', '/api/auth/login'],
      ['post', '/api/auth/forgot-password'],
      ['post', '/api/auth/reset/check'],
      ['post', '/api/auth/reset'],
      ['post', '/api/auth/change-password'],
      ['post', '/api/auth/logout'],
      ['put', '/api/users/{id}'],
      ['get', '/api/analytics'],
      ['post', '/api/patients'],
      ['get', '/api/patients/mine'],
      ['post', '/api/encounters'],
      ['get', '/api/encounters/mine'],
      ['get', '/api/encounters/{id}'],
      ['get', '/api/encounters/token/{token}'],
      ['put', '/api/encounters/{id}/transcript'],
      ['post', '/api/encounters/{id}/finish'],
      ['post', '/api/encounters/{id}/reset'],
      ['post', '/api/encounters/{id}/archive'],
      ['get', '/api/encounters/{id}/recording-credentials'],
      ['get', '/api/settings/mine'],
      ['put', '/api/settings'],
      ['get', '/api/health'],
      ['get', '/api/health/ready'],
    ];
    for (const [method, route] of expected) {
      expect(doc.paths[route]?.[method], `${method.toUpperCase()} ${route}`).toBeDefined();
    }
    expect(doc.paths['/api/patients/mine']!.get!.security).toEqual([{ bearer: [] }]);
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('security headers', () => {
  it('sends them on successes, errors and 404s alike', async () => {
    const who = await registerPractitioner(app);
    const responses = [
      await app.inject({ method: 'GET', url: '/api/health' }),
      await app.inject({ method: 'GET', url: '/api/analytics', headers: who.auth }),
      await app.inject({ method: 'GET', url: '/api/analytics' }),
      await app.inject({ method: 'GET', url: '/api/missing' }),
      await app.inject({ method: 'POST', url: '/api/patients', headers: who.auth, payload: {} }),
    ];
    for (const res of responses) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(String(res.headers['content-security-policy'])).toMatch(/default-src 'self'/);
      expect(String(res.headers['content-security-policy'])).toMatch(/frame-ancestors 'self'/);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it("are exactly those helmet's middleware sets on a response (computed once since decision 302)", async () => {
    const middleware = helmet(securityHeaderOptions);
    const server = http.createServer((req, res) => middleware(req, res, () => res.end(JSON.stringify(res.getHeaders()))));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const expected = (await (await fetch(`http://127.0.0.1:${port}/`)).json()) as Record<string, string>;
    await new Promise((resolve) => server.close(resolve));
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    const who = await registerPractitioner(app);
    for (const res of [
      await app.inject({ method: 'GET', url: '/api/health' }),
      await app.inject({ method: 'GET', url: '/api/patients/mine', headers: who.auth }),
      await app.inject({ method: 'GET', url: '/api/patients/mine' }),
      await app.inject({ method: 'GET', url: '/nowhere' }),
    ]) {
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
    }
  });
});

describe('the web client', () => {
  it('sends the precompressed twin a browser accepts, caches hashed assets for good and revalidates index.html', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-web-'));
    const webDist = path.join(dataDir, 'dist');
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    const html = `<!doctype html><title>Clinical Scribe</title>${'<!-- padding -->'.repeat(100)}`;
    const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
    const files: Record<string, string> = { 'index.html': html, 'assets/index-AbC123.js': script };
    for (const [name, content] of Object.entries(files)) {
      fs.writeFileSync(path.join(webDist, name), content);
      fs.writeFileSync(path.join(webDist, `${name}.br`), zlib.brotliCompressSync(content));
      fs.writeFileSync(path.join(webDist, `${name}.gz`), zlib.gzipSync(content));
    }
    const { app: web } = await startTestApp({ WEB_DIST: webDist, ROLE: 'api' });
    try {
      const brotli = await web.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

      const plain = await web.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);

      // A page of the client is index.html, gzipped for a browser without brotli, and never cached unchecked.
      const page = await web.inject({ method: 'GET', url: '/patients', headers: { 'accept-encoding': 'gzip' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(zlib.gunzipSync(page.rawPayload).toString()).toBe(html);
    } finally {
      await web.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('sends the prerendered login page for /login, with or without a query, and index.html for every other page', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-web-'));
    const webDist = path.join(dataDir, 'dist');
    fs.mkdirSync(webDist, { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), '<div id="root"></div>');
    fs.writeFileSync(path.join(webDist, 'login.html'), '<div id="root"><form>Welcome back</form></div>');
    const { app: web } = await startTestApp({ WEB_DIST: webDist, ROLE: 'api' });
    try {
      for (const url of ['/login', '/login?email=a%40b.test']) {
        const page = await web.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain('Welcome back');
        expect(page.headers['cache-control'], url).toBe('no-cache');
      }
      for (const url of ['/', '/patients', '/registration', '/login-help', '/login/other']) {
        expect((await web.inject({ method: 'GET', url })).body, url).toBe('<div id="root"></div>');
      }
    } finally {
      await web.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
  it('sends the prerendered /patients shell for /patients without a query only (decision 113)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-web-'));
    const webDist = path.join(dataDir, 'dist');
    fs.mkdirSync(webDist, { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), '<div id="root"></div>');
    fs.writeFileSync(path.join(webDist, 'login.html'), '<div id="root"><form>Welcome back</form></div>');
    fs.writeFileSync(path.join(webDist, 'patients.html'), '<div id="root"><div data-shell inert>Patients</div></div>');
    const { app: web } = await startTestApp({ WEB_DIST: webDist, ROLE: 'api' });
    try {
      const shell = await web.inject({ method: 'GET', url: '/patients' });
      expect(shell.statusCode).toBe(200);
      expect(shell.headers['content-type']).toMatch(/text\/html/);
      expect(shell.headers['cache-control']).toBe('no-cache');
      expect(shell.body).toContain('data-shell');
      for (const url of ['/patients?page=2', '/patients?search=ada&searchBy=first_name', '/patients/other', '/encounter', '/']) {
        expect((await web.inject({ method: 'GET', url })).body, url).toBe('<div id="root"></div>');
      }
      expect((await web.inject({ method: 'GET', url: '/login' })).body).toContain('Welcome back');
    } finally {
      await web.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('analytics', () => {
  it('counts only the practitioner\'s own patients and encounters, archived ones included', async () => {
    const who = await registerPractitioner(app);
    const other = await registerPractitioner(app);
    expect(json(await app.inject({ method: 'GET', url: '/api/analytics', headers: who.auth })).data).toEqual({
      patients: { total: 0 },
      encounters: { total: 0 },
    });
    const p1 = await addPatient(app, who);
    await addPatient(app, who);
    await addPatient(app, who);
    const e1 = await createEncounter(app, who, p1._id);
    await createEncounter(app, who, p1._id);
    await app.inject({ method: 'POST', url: `/api/encounters/${e1._id}/archive`, headers: who.auth });
    await createEncounter(app, other);
    expect(json(await app.inject({ method: 'GET', url: '/api/analytics', headers: who.auth })).data).toEqual({
      patients: { total: 3 },
      encounters: { total: 2 },
    });
    expect(json(await app.inject({ method: 'GET', url: '/api/analytics', headers: other.auth })).data).toEqual({
      patients: { total: 1 },
      encounters: { total: 1 },
    });
  });
});

describe('audit trail', () => {
  it('records who read or changed which patient data, from where and in which request, without the data itself', async () => {
    const who = await registerPractitioner(app);
    const headers = who.auth;
    // Each answer names its request (X-Request-Id): the audit record of what it did must carry the same id.
    const requestIds: string[] = [];
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const res = await app.inject({ method, url, headers, payload });
      requestIds.push(String(res.headers['x-request-id']));
      return res;
    };
    const patient = json(await call('POST', '/api/patients', { first_name: 'Audited', last_name: 'Person', birth_date: '1980-12-10', gender: 'female' })).data;
    const encounter = json(await call('POST', '/api/encounters', { patient: patient._id })).data;
    await call('GET', '/api/patients/mine');
    await call('GET', `/api/encounters/${encounter._id}`);
    await call('POST', `/api/encounters/${encounter._id}/archive`);
    await call('POST', `/api/encounters/${encounter._id}/archive`);
    await call('PUT', `/api/encounters/${encounter._id}/transcript`, { transcript: 'Secret words.' });
    // A refused change leaves no record: it did not happen.
    expect((await app.inject({ method: 'POST', url: `/api/encounters/${encounter._id}/archive`, headers })).statusCode).toBe(409);
    await call('GET', `/api/encounters/mine?patient=${patient._id}`);
    await call('GET', `/api/encounters/${encounter._id}/transcripts`);
    await call('GET', '/api/analytics');
    const ticket = json(await call('GET', `/api/encounters/${encounter._id}/recording-credentials`)).data.ticket as string;
    requestIds.pop(); // issuing a ticket reads no patient data
    const byTicket = await app.inject({ method: 'GET', url: `/api/encounters/token/${ticket}` });
    expect(byTicket.statusCode).toBe(200);
    requestIds.push(String(byTicket.headers['x-request-id']));
    const rows = (await dbOf(app).select().from(auditEvents).where(eq(auditEvents.practitionerId, who.user._id)).orderBy(asc(auditEvents.id)))
      .filter((r) => r.entityType !== 'practitioner');
    expect(rows.map((r) => r.action)).toEqual([
      'patient.create',
      'encounter.create',
      'patient.list',
      'encounter.read',
      'encounter.archive',
      'encounter.archive',
      'encounter.transcript.save',
      'encounter.list',
      'encounter.transcript.versions',
      'analytics.read',
      'encounter.read.ticket',
    ]);
    expect(rows[0]).toMatchObject({ entityType: 'patient', entityId: patient._id });
    expect(rows[3]).toMatchObject({ entityType: 'encounter', entityId: encounter._id });
    expect(rows.every((r) => r.at instanceof Date && r.ip === '127.0.0.1')).toBe(true);
    // Request ids are UUIDs, unique across processes and restarts, and each record names its own request.
    expect(requestIds.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id))).toBe(true);
    expect(new Set(requestIds).size).toBe(requestIds.length);
    expect(rows.map((r) => r.requestId)).toEqual(requestIds);
    expect(JSON.stringify(rows)).not.toMatch(/Audited|Secret words/);
  });
});

describe('rate limiting of the auth endpoints', () => {
  it('answers 429 in the error shape after AUTH_RATE_LIMIT attempts a minute', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const login = () => limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@clinic.test', password: 'Wrong-pass1' } });
      for (let i = 0; i < 3; i += 1) expect((await login()).statusCode).toBe(401);
      const refused = await login();
      const body = expectErrorShape(refused, 429, /^Too many attempts\. Please try again in /);
      expect(body.error).toBe('Too Many Requests');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
      // Each code endpoint has its own budget, and limits apply to valid requests too.
      const forgot = () => limited.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody@clinic.test' } });
      for (let i = 0; i < 3; i += 1) expect((await forgot()).statusCode).toBe(200);
      expectErrorShape(await forgot(), 429);
      const check = () => limited.app.inject({ method: 'POST', url: '/api/auth/reset/check', payload: { email: 'nobody@clinic.test', code: '123456' } });
      for (let i = 0; i < 3; i += 1) expect((await check()).statusCode).toBe(400);
      expectErrorShape(await check(), 429);
      // Signed-in routes other than the password change are not limited.
      expect((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  }, 90_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { asc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { encounters, encounterTranscripts, patients, practitionerSettings, practitioners, resetCodes } from '../src/db/schema.js';
import { addPatient, createEncounter, dbOf, expectErrorShape, registerPractitioner, startTestApp, type Practitioner } from './helpers.js';

/**
 * Random and hostile input on every route: never a 5xx, always the error shape on a 4xx, and a refused request
 * changes nothing. Bounded runs keep the file well under a minute.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let app: FastifyInstance;
let who: Practitioner;
let patientId: string;
/** One encounter per route that changes an encounter, so that no request enables another (no checkout ever runs). */
const target: Record<'read' | 'transcript' | 'finish' | 'reset' | 'archive' | 'credentials', string> = {
  read: '',
  transcript: '',
  finish: '',
  reset: '',
  archive: '',
  credentials: '',
};

beforeAll(async () => {
  ({ app } = await startTestApp());
  who = await registerPractitioner(app);
  patientId = (await addPatient(app, who))._id;
  for (const key of Object.keys(target) as (keyof typeof target)[]) target[key] = (await createEncounter(app, who, patientId))._id;
});
afterAll(() => app.close());

const HOSTILE = [
  "' OR 1=1 --",
  "'; DROP TABLE patients; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  '{"$gt": ""}',
  '$where',
  '%',
  '_',
  '%_%',
  '\\',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uFFFF',
  '𝕏𝔂𝔷',
  'Zoë Ñandú',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  ' ',
  '',
  '__proto__',
  'constructor',
  'true',
  '2000-02-30',
  '9999-12-31',
  'x'.repeat(5_000),
  '🙂'.repeat(300),
];
const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const nested = fc.integer({ min: 2, max: 400 }).map((depth) => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
});
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 4 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  nested,
  fc.constantFrom({ $gt: '' }, { $ne: null }, { $where: 'sleep(1)' }, { __proto__: { admin: true } }, [null]),
);

interface Route {
  method: 'GET' | 'POST' | 'PUT';
  url: () => string;
  auth: boolean;
  /** Valid values per field, mixed with hostile ones so that validation gets past the first field. */
  fields: Record<string, unknown[]>;
}
const settingsValid = { template: ['GENERIC_SOAP'], detail_level: ['low'], note_type: ['paragraph'], type: ['in_person'] };
const ROUTES: Record<string, Route> = {
  register: { method: 'POST', url: () => '/api/auth/register', auth: false, fields: { first_name: ['Ann'], last_name: ['Lee'], email: ['fuzz@clinic.test'], password: ['Passw0rdOk'], phone: ['1'], gender: ['male'] } },
  login: { method: 'POST', url: () => '/api/auth/login', auth: false, fields: { email: ['nobody@clinic.test'], password: ['x'] } },
  forgot: { method: 'POST', url: () => '/api/auth/forgot-password', auth: false, fields: { email: ['nobody@clinic.test'] } },
  resetCheck: { method: 'POST', url: () => '/api/auth/reset/check', auth: false, fields: { email: ['nobody@clinic.test'], code: ['123456'] } },
  reset: { method: 'POST', url: () => '/api/auth/reset', auth: false, fields: { email: ['nobody@clinic.test'], password: ['Passw0rdOk'], code: ['123456'] } },
  changePassword: { method: 'POST', url: () => '/api/auth/change-password', auth: true, fields: { current_password: ['Wrong-Passw0rd'], new_password: ['Passw0rdOk'] } },
  user: { method: 'PUT', url: () => `/api/users/${who.user._id}`, auth: true, fields: { first_name: ['Ann'], last_name: ['Lee'], gender: ['male'], phone: ['1'], email: [] } },
  patient: { method: 'POST', url: () => '/api/patients', auth: true, fields: { first_name: ['Ann'], last_name: ['Lee'], birth_date: ['1980-01-01'], gender: ['male'] } },
  encounter: { method: 'POST', url: () => '/api/encounters', auth: true, fields: { patient: [] } },
  transcript: { method: 'PUT', url: () => `/api/encounters/${target.transcript}/transcript`, auth: true, fields: { transcript: [] } },
  finish: { method: 'POST', url: () => `/api/encounters/${target.finish}/finish`, auth: true, fields: {} },
  resetTranscript: { method: 'POST', url: () => `/api/encounters/${target.reset}/reset`, auth: true, fields: {} },
  archive: { method: 'POST', url: () => `/api/encounters/${target.archive}/archive`, auth: true, fields: {} },
  settings: { method: 'PUT', url: () => '/api/settings', auth: true, fields: { transcription: [settingsValid], model_version: ['stable'] } },
  analytics: { method: 'GET', url: () => '/api/analytics', auth: true, fields: {} },
  settingsMine: { method: 'GET', url: () => '/api/settings/mine', auth: true, fields: {} },
  encounterGet: { method: 'GET', url: () => `/api/encounters/${target.read}`, auth: true, fields: {} },
  credentials: { method: 'GET', url: () => `/api/encounters/${target.credentials}/recording-credentials`, auth: true, fields: {} },
};

/** Everything the practitioner owns, read straight from the database. */
async function state() {
  const db = dbOf(app);
  const mine = await db.select().from(encounters).where(eq(encounters.practitionerId, who.user._id)).orderBy(asc(encounters.id));
  return JSON.stringify({
    practitioner: await db.select().from(practitioners).where(eq(practitioners.id, who.user._id)),
    patients: await db.select().from(patients).where(eq(patients.practitionerId, who.user._id)).orderBy(asc(patients.id)),
    encounters: mine,
    transcripts: mine.length
      ? await db.select().from(encounterTranscripts).where(inArray(encounterTranscripts.encounterId, mine.map((e) => e.id))).orderBy(asc(encounterTranscripts.id))
      : [],
    settings: await db.select().from(practitionerSettings).where(eq(practitionerSettings.practitionerId, who.user._id)),
    codes: await db.select().from(resetCodes).where(eq(resetCodes.practitionerId, who.user._id)),
  });
}

let baseline = '';
/** No 5xx, the error shape on every refusal, and a refusal changes nothing. */
async function checkResponse(res: LightMyRequestResponse, what: string) {
  if (res.statusCode >= 500) throw new Error(`${what} → ${res.statusCode} ${res.body.slice(0, 300)}`);
  const now = await state();
  if (res.statusCode >= 400) {
    const body = res.json() as Record<string, unknown>;
    if (body.statusCode !== res.statusCode || typeof body.message !== 'string' || typeof body.error !== 'string') {
      throw new Error(`${what} → not the error shape: ${res.body.slice(0, 300)}`);
    }
    if (/at .*\.(ts|js):\d+|postgres|\bselect\b.*\bfrom\b|insert into|drizzle|violates|syntax error/i.test(String(body.message))) {
      throw new Error(`${what} → leaks internals: ${String(body.message)}`);
    }
    if (now !== baseline) throw new Error(`${what} → refused with ${res.statusCode} but changed the data`);
  }
  baseline = now;
}

const bodyFor = (route: Route) =>
  fc.oneof(
    { weight: 1, arbitrary: hostileValue },
    {
      weight: 4,
      arbitrary: fc.record(
        Object.fromEntries(
          Object.entries(route.fields).map(([field, valid]) => [
            field,
            valid.length ? fc.oneof(fc.constantFrom(...valid), hostileValue) : hostileValue,
          ]),
        ),
        { requiredKeys: [] },
      ),
    },
  );

/** A lone surrogate cannot be put in a URL at all; the client would have failed before sending. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const describeRoute = (name: string, body: unknown) => `${name} ${JSON.stringify(body)?.slice(0, 200)}`;

describe('hostile JSON bodies', () => {
  beforeAll(async () => {
    baseline = await state();
  });
  for (const [name, route] of Object.entries(ROUTES)) {
    it(`${route.method} ${name} never answers 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(bodyFor(route), async (body) => {
          const res = await app.inject({
            method: route.method,
            url: route.url(),
            headers: route.auth ? who.auth : {},
            ...(route.method === 'GET' ? {} : { payload: JSON.stringify(body) ?? 'null', headers: { ...(route.auth ? who.auth : {}), 'content-type': 'application/json' } }),
          });
          await checkResponse(res, describeRoute(name, body));
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe('malformed requests', () => {
  const RAW = ['{bad', '{"a":', '[', '', 'null', '"text"', '123', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '\u0000', '{"a":1}garbage', `${'['.repeat(5000)}${']'.repeat(5000)}`];
  const CONTENT_TYPES = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/xml'];
  it('answers bad JSON, wrong content types and oversized bodies with a 4xx on every route', async () => {
    baseline = await state();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.entries(ROUTES).filter(([, r]) => r.method !== 'GET')), fc.constantFrom(...RAW), fc.constantFrom(...CONTENT_TYPES), async ([name, route], payload, contentType) => {
        const res = await app.inject({ method: route.method, url: route.url(), headers: { ...(route.auth ? who.auth : {}), 'content-type': contentType }, payload });
        await checkResponse(res, `${name} ${contentType} ${payload.slice(0, 40)}`);
      }),
      { numRuns: RUNS * 4 },
    );
    const huge = await app.inject({ method: 'POST', url: '/api/patients', headers: { ...who.auth, 'content-type': 'application/json' }, payload: JSON.stringify({ first_name: 'x'.repeat(3 * 1024 * 1024) }) });
    expect(huge.statusCode).toBe(413);
    await checkResponse(huge, 'huge body');
  });

  it('explains each kind of malformed body in a human sentence', async () => {
    const send = (payload: string, contentType = 'application/json') =>
      app.inject({ method: 'POST', url: '/api/patients', headers: { ...who.auth, 'content-type': contentType }, payload });
    expectErrorShape(await send('{bad'), 400, 'The request body is not valid JSON.');
    expectErrorShape(await send('{"__proto__":{"admin":true}}'), 400, 'The request body is not valid JSON.');
    expectErrorShape(await send('first_name=Ann', 'application/x-www-form-urlencoded'), 415, 'The request must be sent as JSON.');
    expectErrorShape(await send('<patient/>', 'application/xml'), 415, 'The request must be sent as JSON.');
    // Plain text is read as text, which is not the object a route needs.
    expectErrorShape(await send('{"first_name":"Ann"}', 'text/plain'), 400, 'The request body must be a JSON object.');
    for (const notAnObject of ['null', '[1,2]', '"Ann"', '42', 'true']) {
      const res = await send(notAnObject);
      expectErrorShape(res, 400, 'The request body must be a JSON object.');
      expect(res.json()).not.toHaveProperty('errors');
    }
    expectErrorShape(await send(JSON.stringify({ first_name: 'x'.repeat(3 * 1024 * 1024) })), 413, 'The request is too large.');
  });

  it('answers random ids, tickets and Authorization headers with 4xx', async () => {
    baseline = await state();
    const paths = ['/api/encounters/%s', '/api/encounters/%s/finish', '/api/encounters/%s/transcript', '/api/users/%s', '/api/encounters/token/%s', '/api/encounters/%s/recording-credentials'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), hostileString, async (template, id) => {
        const method = template.endsWith('finish') ? 'POST' : template.endsWith('transcript') || template.startsWith('/api/users') ? 'PUT' : 'GET';
        const res = await app.inject({ method, url: template.replace('%s', encodeURIComponent(wellFormed(id)) || 'x'), headers: who.auth, ...(method === 'PUT' ? { payload: {} } : {}) });
        expect(res.statusCode, `${method} ${template} ${JSON.stringify(id)}`).toBeGreaterThanOrEqual(400);
        await checkResponse(res, `${template} ${JSON.stringify(id)}`);
      }),
      { numRuns: RUNS * 3 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 300 }), async (header) => {
        const res = await app.inject({ method: 'GET', url: '/api/patients/mine', headers: { authorization: header } });
        expect(res.statusCode).toBe(401);
        await checkResponse(res, `authorization ${header}`);
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

describe('hostile query strings', () => {
  const KEYS = ['limit', 'offset', 'order', 'sort_field', 'search_field', 'search', 'patient', 'is_archived', '__proto__', 'constructor', 'limit[]', 'search[$ne]', ''];
  const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), hostileString), fc.oneof(hostileString, fc.integer().map(String))), { maxLength: 6 });
  for (const url of ['/api/patients/mine', '/api/encounters/mine']) {
    it(`GET ${url} never answers 5xx`, async () => {
      baseline = await state();
      await fc.assert(
        fc.asyncProperty(query, async (pairs) => {
          const search = new URLSearchParams(pairs).toString();
          const res = await app.inject({ method: 'GET', url: `${url}?${search}`, headers: who.auth });
          await checkResponse(res, `${url}?${search.slice(0, 200)}`);
          if (res.statusCode === 200) expect((res.json() as { data: { docs: unknown[] } }).data.docs.length).toBeLessThanOrEqual(100);
        }),
        { numRuns: RUNS * 3 },
      );
      for (const raw of ['%', 'search=%E0%A4%A', 'a[b]=1', 'limit=1&limit=2', '=&&==', 'search=%00', 'search=%27%20OR%201%3D1--', 'offset=99999999999999999999', 'limit=1e1', 'limit=0x10', 'is_archived=TRUE']) {
        await checkResponse(await app.inject({ method: 'GET', url: `${url}?${raw}`, headers: who.auth }), `${url}?${raw}`);
      }
    });
  }
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { patientsRepository } from '../src/modules/patients/patients.repository.js';
import { createPatientsService } from '../src/modules/patients/patients.service.js';
import { addPatient, dbOf, expectErrorShape, fieldErrors, json, registerPractitioner, startTestApp, type Practitioner } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await startTestApp());
});
afterAll(() => app.close());

const list = (who: Practitioner, query: Record<string, string | number> = {}) =>
  app.inject({
    method: 'GET',
    url: `/api/patients/mine?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
    headers: who.auth,
  });
type Doc = { _id: string; first_name: string; last_name: string; birth_date: string; gender: string; pid: string };
const docs = async (who: Practitioner, query: Record<string, string | number> = {}) => {
  const res = await list(who, query);
  if (res.statusCode !== 200) throw new Error(`list failed ${res.statusCode} ${res.body}`);
  return json(res).data.docs as Doc[];
};
const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

describe('POST /patients', () => {
  it('adds a patient with the spec message and numbers PIDs per practitioner', async () => {
    const a = await registerPractitioner(app);
    const b = await registerPractitioner(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/patients',
      headers: a.auth,
      payload: { first_name: ' Ada ', last_name: 'Lovelace', birth_date: '1980-12-10', gender: 'female' },
    });
    expect(res.statusCode).toBe(201);
    expect(json(res).message).toBe('Patient added successfully');
    expect(json(res).data).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', birth_date: '1980-12-10', gender: 'female', pid: 'P-000001' });
    expect(json(res).data._id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await addPatient(app, a, { first_name: 'Bob' });
    const otherFirst = await addPatient(app, b);
    expect(second.pid).toBe('P-000002');
    expect(otherFirst.pid).toBe('P-000001');
    const pids = (await docs(a)).map((p) => p.pid);
    expect(new Set(pids).size).toBe(pids.length);
  });

  it('hands out distinct PIDs to patients added at the same moment', async () => {
    const who = await registerPractitioner(app);
    const added = await Promise.all(Array.from({ length: 8 }, (_, i) => addPatient(app, who, { first_name: `Twin${'abcdefgh'[i]}` })));
    expect(added.map((p) => p.pid).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `P-00000${i + 1}`));
  });

  it('names every missing field with the spec messages', async () => {
    const who = await registerPractitioner(app);
    const res = await app.inject({ method: 'POST', url: '/api/patients', headers: who.auth, payload: {} });
    expectErrorShape(res, 400);
    expect(fieldErrors(res)).toEqual({
      first_name: 'First name is required.',
      last_name: 'Last name is required.',
      birth_date: 'Please enter a valid birth date',
      gender: 'Please select gender',
    });
    expect(await docs(who)).toEqual([]);
  });

  it.each(['12/10/1980', '1980-02-30', '1980-13-01', '1980-1-1', 'yesterday', '', '1899-12-31', '19801210'])(
    'refuses the birth date %j as not valid',
    async (birth_date) => {
      const who = await registerPractitioner(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/patients',
        headers: who.auth,
        payload: { first_name: 'Ada', last_name: 'Lovelace', birth_date, gender: 'female' },
      });
      expectErrorShape(res, 400, 'Please enter a valid birth date');
      expect(fieldErrors(res)).toEqual({ birth_date: 'Please enter a valid birth date' });
    },
  );

  it('refuses a future birth date and accepts today and a leap day', async () => {
    const who = await registerPractitioner(app);
    const tomorrow = localDate(new Date(Date.now() + 36 * 3600_000));
    const res = await app.inject({
      method: 'POST',
      url: '/api/patients',
      headers: who.auth,
      payload: { first_name: 'Ada', last_name: 'Lovelace', birth_date: tomorrow, gender: 'female' },
    });
    expectErrorShape(res, 400, 'Future Date not allowed');
    expect(fieldErrors(res)).toEqual({ birth_date: 'Future Date not allowed' });
    expect((await addPatient(app, who, { birth_date: localDate(new Date()) })).birth_date).toBe(localDate(new Date()));
    expect((await addPatient(app, who, { birth_date: '2000-02-29' })).birth_date).toBe('2000-02-29');
  });

  it('refuses an unknown gender and names with digits', async () => {
    const who = await registerPractitioner(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/patients',
      headers: who.auth,
      payload: { first_name: 'R2', last_name: 'D2', birth_date: '1980-12-10', gender: 'other' },
    });
    expect(fieldErrors(res)).toEqual({
      first_name: 'Please insert alphabets only.',
      last_name: 'Please insert alphabets only.',
      gender: 'Please select gender',
    });
  });

  it('needs a token', async () => {
    expectErrorShape(await app.inject({ method: 'POST', url: '/api/patients', payload: {} }), 401);
    expectErrorShape(await app.inject({ method: 'GET', url: '/api/patients/mine' }), 401);
  });
});

describe('GET /patients/mine paging', () => {
  it('pages 31 patients by 25 with the right totals and no overlap', async () => {
    const who = await registerPractitioner(app);
    for (let i = 0; i < 31; i += 1) await addPatient(app, who, { first_name: `Pat${'abcdefghijklmnopqrstuvwxyzabcdefgh'[i]}` });
    const first = json(await list(who, { limit: 25, offset: 0 })).data;
    expect(first).toMatchObject({ totalDocs: 31, totalPages: 2, page: 1, limit: 25 });
    expect(first.docs).toHaveLength(25);
    const second = json(await list(who, { limit: 25, offset: 25 })).data;
    expect(second).toMatchObject({ totalDocs: 31, totalPages: 2, page: 2, limit: 25 });
    expect(second.docs).toHaveLength(6);
    const ids = [...first.docs, ...second.docs].map((p: Doc) => p._id);
    expect(new Set(ids).size).toBe(31);
    const beyond = json(await list(who, { limit: 25, offset: 50 })).data;
    expect(beyond).toMatchObject({ docs: [], totalDocs: 31, totalPages: 2, page: 3 });
    // The default page size is the spec's 25.
    expect(json(await list(who)).data).toMatchObject({ limit: 25, totalPages: 2, page: 1 });
    expect(json(await list(who)).data.docs).toHaveLength(25);
    const byTen = json(await list(who, { limit: 10, offset: 30 })).data;
    expect(byTen).toMatchObject({ totalPages: 4, page: 4, limit: 10 });
    expect(byTen.docs).toHaveLength(1);
    // Newest first by default (spec default sort desc).
    expect(first.docs[0].pid).toBe('P-000031');
    expect(second.docs.at(-1).pid).toBe('P-000001');
  });

  it('answers an empty list with no pages for a new practitioner', async () => {
    const who = await registerPractitioner(app);
    expect(json(await list(who)).data).toEqual({ docs: [], totalDocs: 0, totalPages: 0, page: 1, limit: 25 });
  });

  it.each([
    [{ limit: 0 }, 'limit must be a whole number from 1 to 100.'],
    [{ limit: 101 }, 'limit must be a whole number from 1 to 100.'],
    [{ limit: 'ten' }, 'limit must be a whole number from 1 to 100.'],
    [{ limit: 2.5 }, 'limit must be a whole number from 1 to 100.'],
    [{ offset: -1 }, 'offset must be a whole number of 0 or more.'],
    [{ offset: 'x' }, 'offset must be a whole number of 0 or more.'],
    [{ order: 'up' }, 'order must be asc or desc.'],
    [{ sort_field: 'pid' }, 'sort_field must be first_name, last_name, gender or birth_date.'],
    [{ search_field: 'password_hash' }, 'search_field must be first_name, last_name, gender or birth_date.'],
    [{ search: 'x'.repeat(101) }, 'search is too long.'],
  ])('refuses the query %j with a message', async (query, message) => {
    const who = await registerPractitioner(app);
    const res = await list(who, query as Record<string, string>);
    expectErrorShape(res, 400, message);
  });
});

describe('GET /patients/mine sorting and search', () => {
  let who: Practitioner;
  const people = [
    { first_name: 'adam', last_name: 'Zeta', birth_date: '1990-05-01', gender: 'male' },
    { first_name: 'Bella', last_name: 'yates', birth_date: '1975-01-20', gender: 'female' },
    { first_name: 'Carl', last_name: 'Xu', birth_date: '2001-11-30', gender: 'male' },
    { first_name: 'Dora', last_name: 'Walsh', birth_date: '1960-07-04', gender: 'female' },
    { first_name: 'Ada', last_name: 'Lovelace', birth_date: '1815-12-10', gender: 'female' },
    { first_name: 'Madam', last_name: 'Adams', birth_date: '1990-12-10', gender: 'female' },
    { first_name: 'Émile', last_name: 'Durand', birth_date: '1990-05-15', gender: 'male' },
  ];
  beforeAll(async () => {
    who = await registerPractitioner(app);
    for (const person of people.filter((p) => p.birth_date >= '1900')) await addPatient(app, who, person);
  });
  const stored = () => people.filter((p) => p.birth_date >= '1900');

  const fields = ['first_name', 'last_name', 'gender', 'birth_date'] as const;
  for (const field of fields) {
    for (const order of ['asc', 'desc'] as const) {
      it(`sorts by ${field} ${order}`, async () => {
        const got = await docs(who, { sort_field: field, search_field: field, order });
        expect(got).toHaveLength(stored().length);
        const keys = got.map((p) => (field === 'first_name' || field === 'last_name' ? p[field].toLowerCase() : p[field]));
        const sorted = [...keys].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
        expect(keys).toEqual(order === 'asc' ? sorted : sorted.reverse());
      });
    }
  }

  it.each([
    ['first_name', 'AD', ['adam']],
    ['first_name', 'ad', ['adam']],
    ['first_name', 'é', ['Émile']],
    ['first_name', 'mAdAm', ['Madam']],
    ['last_name', 'y', ['Bella']],
    ['last_name', 'ADA', ['Madam']],
    ['gender', 'FE', ['Bella', 'Dora', 'Madam']],
    ['gender', 'male', ['adam', 'Carl', 'Émile']],
    ['birth_date', '1990', ['adam', 'Madam', 'Émile']],
    ['birth_date', '1990-05', ['adam', 'Émile']],
    ['birth_date', '12/10', ['Madam']],
    ['birth_date', '05/15/1990', ['Émile']],
    ['first_name', 'zz', []],
  ])('searches %s for the prefix %j', async (field, search, expected) => {
    const got = await docs(who, { search_field: field, sort_field: field, search });
    expect(got.map((p) => p.first_name).sort()).toEqual([...expected].sort());
  });

  it.each(['%', '_', 'A_a', '%a', '\\', "' OR 1=1 --", 'a%'])('matches %j literally, not as a wildcard', async (search) => {
    for (const field of fields) {
      expect(await docs(who, { search_field: field, search })).toEqual([]);
    }
  });

  it('treats a blank search as no search and searches first_name by default', async () => {
    expect(await docs(who, { search: '' })).toHaveLength(stored().length);
    expect(await docs(who, { search: '   ' })).toHaveLength(stored().length);
    expect((await docs(who, { search: 'car' })).map((p) => p.first_name)).toEqual(['Carl']);
  });

  it("never shows another practitioner's patients", async () => {
    const other = await registerPractitioner(app);
    await addPatient(app, other, { first_name: 'Adalbert' });
    expect((await docs(who, { search: 'ad' })).map((p) => p.first_name)).toEqual(['adam']);
    expect((await docs(other)).map((p) => p.first_name)).toEqual(['Adalbert']);
  });
});

describe('the patient list and its audit record (decision 201)', () => {
  it('reads the page while its record is written, and answers only once the record is stored', async () => {
    const who = await registerPractitioner(app);
    await addPatient(app, who);
    let pageDone = false;
    let pageDoneWhenRecorded: boolean | null = null;
    let store!: () => void;
    const audit = {
      record: () => {
        pageDoneWhenRecorded = pageDone;
        return new Promise<void>((resolve) => (store = resolve));
      },
      settled: async () => {},
    };
    const readPage = patientsRepository.listMine;
    const pageRead = vi.spyOn(patientsRepository, 'listMine').mockImplementation(async (...args) => {
      const page = await readPage(...args);
      pageDone = true;
      return page;
    });
    try {
      const service = createPatientsService({ db: dbOf(app), audit });
      const actor = { practitionerId: who.user._id, ip: '127.0.0.1', requestId: 'decision-201' };
      let answered = false;
      const listing = service.list(actor, { limit: 10, offset: 0, order: 'desc', search_field: 'first_name' }).then((page) => {
        answered = true;
        return page;
      });
      await vi.waitFor(() => expect(pageDone).toBe(true));
      // The record was asked for before the page had been read, and the page waits for the record.
      expect(pageDoneWhenRecorded).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(answered).toBe(false);
      store();
      expect((await listing).totalDocs).toBe(1);
    } finally {
      pageRead.mockRestore();
    }
  });
});

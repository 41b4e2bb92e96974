import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { encounters, patients } from '../src/db/schema.js';
import { groupedPages, type PageAsk } from '../src/db/grouped-pages.js';
import { encountersRepository, toEncounterSummary } from '../src/modules/encounters/encounters.repository.js';
import { patientsRepository, toPatient } from '../src/modules/patients/patients.repository.js';
import { addPatient, createEncounter, dbOf, freshTestDatabaseUrl, json, registerPractitioner, startTestApp, type Practitioner } from './helpers.js';

/**
 * Decision 140: the pages of the patient and encounter lists (without a search or a patient filter) asked by
 * concurrent requests are read by one statement per list, sort and direction; each request gets its own page and
 * total, and a page is never answered by a statement sent before its request arrived.
 */
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await startTestApp());
});
afterAll(() => app.close());

type Row = { n: number; value: string };
/** A statement over the asks, counted: each ask's rows are its practitioner id and window, `rows` times. */
function countedRead(rows = 2) {
  const statements: PageAsk[][] = [];
  let hold: Promise<void> | null = null;
  const read = async (values: { asks: string }): Promise<Row[]> => {
    const sent = JSON.parse(values.asks) as { practitioner_id: string; page_limit: number; page_offset: number; archived: boolean }[];
    const asks = sent.map((a) => ({ practitionerId: a.practitioner_id, limit: a.page_limit, offset: a.page_offset, archived: a.archived }));
    statements.push(asks);
    const answer = asks.flatMap((a, k) => Array.from({ length: rows }, (_, r) => ({ n: k + 1, value: `${a.practitionerId}/${a.limit}/${a.offset}/${a.archived}/${statements.length}/${r}` })));
    if (hold) await hold;
    return answer;
  };
  return { read, statements, holdNext: (until: Promise<void>) => (hold = until) };
}

describe('page reads grouped', () => {
  it('answer concurrent asks with fewer statements, each ask with its own rows; the same ask is read once per statement', async () => {
    const { read, statements } = countedRead();
    const pages = groupedPages(read);
    const asked: PageAsk[] = [];
    for (const practitionerId of ['a', 'b', 'c']) for (const offset of [0, 10]) for (let k = 0; k < 3; k++) asked.push({ practitionerId, limit: 10, offset, archived: k === 2 });
    const answers = await Promise.all(asked.map((a) => pages.call(a)));
    expect(statements.length).toBeLessThan(asked.length);
    for (const asks of statements) expect(new Set(asks.map((a) => JSON.stringify(a))).size).toBe(asks.length);
    answers.forEach((rows, k) => {
      const a = asked[k]!;
      expect(rows.map((r) => r.value.split('/').slice(0, 4).join('/'))).toEqual([`${a.practitionerId}/10/${a.offset}/${a.archived}`, `${a.practitionerId}/10/${a.offset}/${a.archived}`]);
      expect(rows.map((r) => r.value.split('/')[5])).toEqual(['0', '1']);
    });
  });

  it('never answer an ask with a statement sent before it arrived', async () => {
    const { read, statements, holdNext } = countedRead(1);
    const pages = groupedPages(read);
    let release!: () => void;
    holdNext(new Promise<void>((resolve) => (release = resolve)));
    const first = pages.call({ practitionerId: 'a', limit: 10, offset: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20)); // the first statement is in flight
    expect(statements.length).toBe(1);
    const second = pages.call({ practitionerId: 'a', limit: 10, offset: 0 });
    release();
    expect((await first)[0]!.value.endsWith('/1/0')).toBe(true);
    // Same ask, but it came after the first statement was sent: the next statement answers it.
    expect((await second)[0]!.value.endsWith('/2/0')).toBe(true);
    expect(statements.length).toBe(2);
  });

  it('fail every ask of a statement that failed, and the next statement is made afresh', async () => {
    let fail = true;
    const pages = groupedPages(async () => {
      if (fail) throw new Error('connection lost');
      return [{ n: 1 }];
    });
    await expect(Promise.all([pages.call({ practitionerId: 'a', limit: 1, offset: 0 }), pages.call({ practitionerId: 'b', limit: 1, offset: 0 })])).rejects.toThrow('connection lost');
    fail = false;
    expect(await pages.call({ practitionerId: 'a', limit: 1, offset: 0 })).toEqual([{ n: 1 }]);
  });
});

describe('lists read together through the app', () => {
  const get = (who: Practitioner, url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: who.auth });

  it('answer concurrent lists of several practitioners, every sort, direction, window and archive filter, as a statement per request would', async () => {
    const who = await Promise.all(Array.from({ length: 3 }, () => registerPractitioner(app)));
    const names = ['anna', 'Bea', 'carl', 'Anna', 'dora', 'bea', 'Eve'];
    for (const [p, practitioner] of who.entries()) {
      for (let k = 0; k < 5 + 2 * p; k++) {
        const made = await addPatient(app, practitioner, {
          first_name: names[(k + p) % names.length]!,
          last_name: names[(k * 3) % names.length]!,
          birth_date: `19${50 + ((k * 7) % 40)}-0${1 + (k % 9)}-1${k % 10}`,
          gender: k % 3 ? 'female' : 'male',
        });
        if (k % 2 === 0) {
          const encounter = await createEncounter(app, practitioner, made._id);
          if (k % 4 === 0) expect((await app.inject({ method: 'POST', url: `/api/encounters/${encounter._id}/archive`, headers: practitioner.auth })).statusCode).toBe(200);
        }
      }
    }
    const db = dbOf(app);
    const sorts = [undefined, 'first_name', 'last_name', 'birth_date', 'gender'] as const;
    const lowered = { first_name: sql`lower(${patients.firstName})`, last_name: sql`lower(${patients.lastName})`, birth_date: sql`${patients.birthDate}`, gender: sql`${patients.gender}` };
    const asks: { who: Practitioner; url: string; expected: () => Promise<unknown> }[] = [];
    for (const practitioner of who) {
      const mine = practitioner.user._id;
      for (const sort of sorts) {
        for (const order of ['asc', 'desc'] as const) {
          for (const [limit, offset] of [[3, 0], [3, 3], [4, 8], [10, 0], [5, 50]] as const) {
            const direction = order === 'asc' ? asc : desc;
            asks.push({
              who: practitioner,
              url: `/patients/mine?limit=${limit}&offset=${offset}&order=${order}${sort ? `&sort_field=${sort}` : ''}`,
              expected: async () => {
                const all = await db
                  .select()
                  .from(patients)
                  .where(eq(patients.practitionerId, mine))
                  .orderBy(...(sort ? [direction(lowered[sort])] : []), direction(patients.createdAt), direction(patients.id));
                return { docs: all.slice(offset, offset + limit).map(toPatient), totalDocs: all.length };
              },
            });
          }
        }
      }
      for (const archived of [false, true]) {
        for (const [limit, offset] of [[2, 0], [2, 2], [10, 0], [5, 50]] as const) {
          asks.push({
            who: practitioner,
            url: `/encounters/mine?limit=${limit}&offset=${offset}&is_archived=${archived}`,
            expected: async () => {
              const all = await db
                .select({ encounter: encounters, patient: { id: patients.id, firstName: patients.firstName, lastName: patients.lastName } })
                .from(encounters)
                .innerJoin(patients, eq(patients.id, encounters.patientId))
                .where(and(eq(encounters.practitionerId, mine), eq(encounters.isArchived, archived)))
                .orderBy(desc(encounters.createdAt), desc(encounters.id));
              return { docs: all.slice(offset, offset + limit).map(toEncounterSummary), totalDocs: all.length };
            },
          });
        }
      }
    }
    // Every ask twice, all at once: asks of one moment share statements.
    const answers = await Promise.all([...asks, ...asks].map((a) => get(a.who, a.url)));
    for (const [k, res] of answers.entries()) {
      const a = asks[k % asks.length]!;
      expect(res.statusCode, a.url).toBe(200);
      const { docs, totalDocs } = json(res).data;
      expect({ docs, totalDocs }, a.url).toEqual(await a.expected());
    }
  });

  it.runIf(process.env.TEST_DB !== 'postgres')('read a page asked by many requests at once fewer times than asked (embedded: the table scans counted)', async () => {
    const who = await registerPractitioner(app);
    for (let k = 0; k < 3; k++) await addPatient(app, who);
    const db = dbOf(app);
    // PGlite is one backend, so its own pending statistics are made visible by a flush before the next statement.
    const scans = async () => {
      await db.execute(sql`select pg_stat_force_next_flush()`);
      await db.execute(sql`select 1`);
      const result = await db.execute<{ scans: number }>(sql`select (coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::int as scans from pg_stat_user_tables where relname = 'patients'`);
      return Number((result as unknown as { rows: { scans: number }[] }).rows[0]!.scans);
    };
    const before = await scans();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(who, '/patients/mine?limit=10&offset=0')));
    const after = await scans();
    for (const res of answers) expect(json(res).data.totalDocs).toBe(3);
    // A page read per request scans the table 20 times (its total comes from the kept count, not a scan).
    expect(after - before).toBeGreaterThan(0);
    expect(after - before).toBeLessThan(20);
  });

  it('show a patient added before the request came in, among concurrent lists', async () => {
    const who = await registerPractitioner(app);
    await addPatient(app, who, { first_name: 'First' });
    const lists = () => Promise.all(Array.from({ length: 10 }, () => get(who, '/patients/mine?limit=10&offset=0')));
    const before = await lists();
    for (const res of before) expect(json(res).data.totalDocs).toBe(1);
    const added = await addPatient(app, who, { first_name: 'Second' });
    const after = await lists();
    for (const res of after) {
      expect(json(res).data.totalDocs).toBe(2);
      expect(json(res).data.docs[0]._id).toBe(added._id);
    }
  });
});

describe('the grouped page statements are planned once (decision 200)', () => {
  it.runIf(process.env.TEST_DB === 'postgres')('settle on a generic plan on PostgreSQL after their first runs, instead of planning every run', async () => {
    // One connection, so that the statements it prepared are the ones pg_prepared_statements lists to it.
    const database = await openDatabase({ databaseUrl: await freshTestDatabaseUrl(), pgliteDir: 'memory://', poolSize: 1 });
    try {
      const practitionerId = '00000000-0000-4000-8000-000000000001';
      // PostgreSQL plans the first five runs of a prepared statement for their values, then decides.
      for (let run = 0; run < 8; run++) {
        await patientsRepository.listMine(database.db, practitionerId, { limit: 10, offset: 0, order: 'desc', searchField: 'first_name' });
        await encountersRepository.listMine(database.db, practitionerId, { isArchived: false, limit: 10, offset: 0 });
      }
      // postgres.js names the statements it prepares itself: the two are found by what they read.
      const plans = (await database.db.execute(
        sql`select statement, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement like '%inner join lateral%' order by statement`,
      )) as unknown as { statement: string; generic: number; custom: number }[];
      expect(plans.map((p) => (p.statement.includes('"encounters"') ? 'encounters' : 'patients')).sort()).toEqual(['encounters', 'patients']);
      for (const p of plans) {
        expect(p.generic + p.custom, p.statement).toBe(8);
        expect(p.generic, p.statement).toBeGreaterThanOrEqual(3);
      }
    } finally {
      await database.close();
    }
  });
});

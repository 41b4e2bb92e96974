import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encounters, patients, practitionerCounts } from '../src/db/schema.js';
import { dbOf, json, registerPractitioner, startTestApp, type Practitioner } from './helpers.js';

/**
 * Decision 123: the totals of the patient and encounter lists come from counts the database's triggers keep in
 * the transaction of every write, and always equal counting the rows.
 */
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await startTestApp());
});
afterAll(() => app.close());

const call = (who: Practitioner, method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url: `/api${url}`, headers: who.auth, payload });
const addPatient = async (who: Practitioner, n: number) =>
  json(await call(who, 'POST', '/patients', { first_name: `Ann${String.fromCharCode(97 + (n % 26))}`, last_name: 'Lee', birth_date: '1970-01-01', gender: 'female' })).data._id as string;
const addEncounter = async (who: Practitioner, patient: string) => json(await call(who, 'POST', '/encounters', { patient })).data._id as string;
const totals = async (who: Practitioner) => ({
  patients: json(await call(who, 'GET', '/patients/mine?limit=1&offset=0')).data.totalDocs as number,
  encounters: json(await call(who, 'GET', '/encounters/mine?limit=1&offset=0&is_archived=false')).data.totalDocs as number,
  archived: json(await call(who, 'GET', '/encounters/mine?limit=1&offset=0&is_archived=true')).data.totalDocs as number,
});
/** The same totals by counting the rows. */
async function counted(who: Practitioner) {
  const db = dbOf(app);
  const mine = who.user._id;
  const [p] = await db.select({ n: sql<number>`count(*)::int` }).from(patients).where(eq(patients.practitionerId, mine));
  const [e] = await db.select({ n: sql<number>`count(*) filter (where not ${encounters.isArchived})::int`, a: sql<number>`count(*) filter (where ${encounters.isArchived})::int` })
    .from(encounters).where(eq(encounters.practitionerId, mine));
  return { patients: p!.n, encounters: e!.n, archived: e!.a };
}

describe('list totals kept by the database', () => {
  it('equal counting the rows through adding, archiving, unarchiving and deleting, concurrent adds included', async () => {
    const who = await registerPractitioner(app);
    const other = await registerPractitioner(app);
    expect(await totals(who)).toEqual({ patients: 0, encounters: 0, archived: 0 });
    const made = await Promise.all(Array.from({ length: 12 }, (_, n) => addPatient(who, n)));
    await addPatient(other, 0);
    const visits = await Promise.all(made.slice(0, 8).map((patient) => addEncounter(who, patient)));
    expect(await totals(who)).toEqual({ patients: 12, encounters: 8, archived: 0 });
    for (const id of visits.slice(0, 3)) expect((await call(who, 'POST', `/encounters/${id}/archive`)).statusCode).toBe(200);
    expect((await call(who, 'POST', `/encounters/${visits[0]}/archive`)).statusCode).toBe(200); // unarchived again
    expect(await totals(who)).toEqual({ patients: 12, encounters: 6, archived: 2 });
    // A patient deleted (by hand: the product has no such route) takes its encounters with it (cascade).
    await dbOf(app).delete(patients).where(eq(patients.id, made[1]!));
    const now = await totals(who);
    expect(now).toEqual({ patients: 11, encounters: 6, archived: 1 });
    expect(now).toEqual(await counted(who));
    expect(await totals(other)).toEqual({ patients: 1, encounters: 0, archived: 0 });
  });

  it('are read from the kept count, in the same statement as the page (a search still counts its matches)', async () => {
    const who = await registerPractitioner(app);
    const visits = [];
    for (let n = 0; n < 3; n++) visits.push(await addEncounter(who, await addPatient(who, n)));
    expect((await call(who, 'POST', `/encounters/${visits[0]}/archive`)).statusCode).toBe(200);
    // Set the kept counts apart from the rows, to see which the lists answer with.
    await dbOf(app).update(practitionerCounts).set({ patients: 40, encounters: 50, archivedEncounters: 60 }).where(eq(practitionerCounts.practitionerId, who.user._id));
    expect(await totals(who)).toEqual({ patients: 40, encounters: 50, archived: 60 });
    const searched = json(await call(who, 'GET', '/patients/mine?limit=1&offset=0&search_field=first_name&search=ann')).data;
    expect(searched.totalDocs).toBe(3);
    // Without its row (which the trigger on practitioners makes), the lists count the rows.
    await dbOf(app).delete(practitionerCounts).where(eq(practitionerCounts.practitionerId, who.user._id));
    expect(await totals(who)).toEqual({ patients: 3, encounters: 2, archived: 1 });
  });

  it('a practitioner registered gets a row of zeros', async () => {
    const who = await registerPractitioner(app);
    const rows = () => dbOf(app).select().from(practitionerCounts).where(eq(practitionerCounts.practitionerId, who.user._id));
    expect(await rows()).toEqual([{ practitionerId: who.user._id, patients: 0, encounters: 0, archivedEncounters: 0 }]);
  });
});

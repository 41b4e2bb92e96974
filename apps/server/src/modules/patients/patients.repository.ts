import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Patient, PatientSearchField } from '@scribe/contracts';
import type { Executor } from '../../db/client.js';
import { patients, practitionerCounts, practitioners } from '../../db/schema.js';
import { likePrefix } from '../../lib/paging.js';
import { preparedPerShape } from '../../db/prepared.js';
import { ask, askRows, groupedPages } from '../../db/grouped-pages.js';
import { isoTime } from '../../lib/iso-time.js';

export type PatientRow = typeof patients.$inferSelect;

export interface PatientListOptions {
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
  sortField?: PatientSearchField;
  searchField: PatientSearchField;
  search?: string;
}

const sortColumns: Record<PatientSearchField, SQL> = {
  first_name: sql`lower(${patients.firstName})`,
  last_name: sql`lower(${patients.lastName})`,
  gender: sql`${patients.gender}`,
  birth_date: sql`${patients.birthDate}`,
};

/**
 * Case-insensitive prefix match on the chosen field; a birth date matches as YYYY-MM-DD or MM/DD/YYYY. `pattern`
 * is the LIKE pattern (likePrefix of the user's text), or the placeholder of a prepared list.
 */
function searchCondition(field: PatientSearchField, pattern: string | SQLWrapper): SQL | undefined {
  switch (field) {
    // lower(name) LIKE lower(pattern) is what ILIKE does, in the form the prefix indexes serve.
    case 'first_name':
      return sql`lower(${patients.firstName}) like lower(${pattern})`;
    case 'last_name':
      return sql`lower(${patients.lastName}) like lower(${pattern})`;
    case 'gender':
      return ilike(patients.gender, pattern);
    case 'birth_date':
      return or(
        ilike(sql`to_char(${patients.birthDate}, 'YYYY-MM-DD')`, pattern),
        ilike(sql`to_char(${patients.birthDate}, 'MM/DD/YYYY')`, pattern),
      );
  }
}

/** The practitioner's patients, or those of them the search matches. */
function listWhere(practitionerId: string | SQLWrapper, search?: { field: PatientSearchField; pattern: string | SQLWrapper }) {
  return and(eq(patients.practitionerId, practitionerId), search ? searchCondition(search.field, search.pattern) : undefined);
}

/** One variant of the list's statement: its sort, direction and searched field (null: no search). */
interface ListShape {
  sortField?: PatientSearchField;
  order: 'asc' | 'desc';
  searchField: PatientSearchField | null;
}
const listShapeKey = (shape: ListShape) => `${shape.sortField ?? 'created'}_${shape.order}_${shape.searchField ?? 'all'}`;

/** The list's order: the sort field if any, then newest or oldest first, then the id (a total order). */
function orderingOf(shape: ListShape) {
  const direction = shape.order === 'asc' ? asc : desc;
  return shape.sortField
    ? [direction(sortColumns[shape.sortField]), direction(patients.createdAt), direction(patients.id)]
    : [direction(patients.createdAt), direction(patients.id)];
}

/** The practitioner's patients as the triggers keep their count (decision 123), or counted should that row be missing. */
const keptTotal = (practitionerId: SQLWrapper, counted: SQL) =>
  sql`coalesce((select ${practitionerCounts.patients} from ${practitionerCounts} where ${eq(practitionerCounts.practitionerId, practitionerId)}), ${counted})`;

/**
 * A searched page and its total (the matches counted) in one statement (one round trip): the count is an
 * uncorrelated subquery, run once. Prepared once per variant (decision 99): at most 5 sorts × 2 directions × 4
 * searched fields. The list without a search is `groupedListPage`.
 */
const searchedPage = preparedPerShape(listShapeKey, (db: Executor, shape: ListShape & { searchField: PatientSearchField }) => {
  const where = listWhere(sql.placeholder('practitionerId'), { field: shape.searchField, pattern: sql.placeholder('pattern') });
  const total = sql`(select count(*) from ${patients} where ${where})`;
  return db
    .select({ ...getTableColumns(patients), total: total.mapWith(Number) })
    .from(patients)
    .where(where)
    .orderBy(...orderingOf(shape))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`patients_page_${listShapeKey(shape)}`);
});

/**
 * The page and its total without a search, for the requests of one moment in one statement per sort and direction
 * (decision 140; at most 5 sorts × 2 directions): the page LATERAL for each ask. The total is the practitioner's
 * count kept by the database's triggers (decision 123), read in the same snapshot as the page, instead of counting
 * every row at every request; should that row be missing, coalesce falls back to counting (PostgreSQL runs the
 * second subquery only then). A search is read alone (`searchedPage`): its prefix indexes need the pattern as a
 * value of the statement (a custom plan, decision 99), which a column of the asks is not.
 */
const groupedListPage = preparedPerShape(listShapeKey, (db: Executor, shape: ListShape) => {
  const ordering = orderingOf(shape);
  const counted = sql`(select count(*) from ${patients} where ${eq(patients.practitionerId, ask.practitionerId)})`;
  const page = db
    .select({
      ...getTableColumns(patients),
      total: keptTotal(ask.practitionerId, counted).mapWith(Number).as('total'),
      // The row's place in its page, so that the statement's rows keep the page's order.
      place: sql<number>`row_number() over (order by ${sql.join(ordering, sql`, `)})`.as('place'),
    })
    .from(patients)
    .where(eq(patients.practitionerId, ask.practitionerId))
    .orderBy(...ordering)
    // A column of the asks where the statement above has a placeholder: drizzle writes either as given.
    .limit(ask.limit as unknown as number)
    .offset(ask.offset as unknown as number)
    .as('page');
  const row = {
    id: page.id,
    practitionerId: page.practitionerId,
    firstName: page.firstName,
    lastName: page.lastName,
    birthDate: page.birthDate,
    gender: page.gender,
    pid: page.pid,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
  } satisfies Record<keyof PatientRow, unknown>;
  const statement = db
    .select({ n: ask.n, row, total: page.total })
    .from(askRows)
    .innerJoinLateral(page, sql`true`)
    .orderBy(ask.n, page.place)
    .prepare(`patients_pages_${listShapeKey(shape)}`);
  return groupedPages((values) => statement.execute(values));
});

export const patientsRepository = {
  /** Hands out the practitioner's next patient number atomically (the counter is kept on the practitioner's row). */
  async nextPatientNumber(db: Executor, practitionerId: string) {
    const [row] = await db
      .update(practitioners)
      .set({ patientSequence: sql`${practitioners.patientSequence} + 1` })
      .where(eq(practitioners.id, practitionerId))
      .returning({ value: practitioners.patientSequence });
    if (!row) throw new Error(`practitioner ${practitionerId} vanished while adding a patient`);
    return row.value;
  },
  async insert(db: Executor, values: typeof patients.$inferInsert) {
    const [row] = await db.insert(patients).values(values).returning();
    if (!row) throw new Error('patient insert returned no row');
    return row;
  },
  async findMine(db: Executor, practitionerId: string, id: string) {
    const [row] = await db
      .select()
      .from(patients)
      .where(and(eq(patients.practitionerId, practitionerId), eq(patients.id, id)));
    return row ?? null;
  },
  async listMine(db: Executor, practitionerId: string, options: PatientListOptions) {
    const pattern = options.search ? likePrefix(options.search) : '';
    const shape: ListShape = { sortField: options.sortField, order: options.order, searchField: options.search ? options.searchField : null };
    const page = shape.searchField
      ? (await searchedPage(db, { ...shape, searchField: shape.searchField }).execute({ practitionerId, pattern, limit: options.limit, offset: options.offset })).map(({ total, ...row }) => ({ row, total }))
      : await groupedListPage(db, shape).call({ practitionerId, limit: options.limit, offset: options.offset });
    const rows: PatientRow[] = page.map(({ row }) => row);
    if (page[0]) return { rows, total: page[0].total };
    // A page past the end has no row to carry the total.
    const where = listWhere(practitionerId, options.search ? { field: options.searchField, pattern } : undefined);
    const [total] = options.offset > 0 ? await db.select({ value: count() }).from(patients).where(where) : [];
    return { rows, total: total?.value ?? 0 };
  },
  async countMine(db: Executor, practitionerId: string) {
    const [row] = await db.select({ value: count() }).from(patients).where(eq(patients.practitionerId, practitionerId));
    return row?.value ?? 0;
  },
};

export function toPatient(row: PatientRow): Patient {
  return {
    _id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    birth_date: row.birthDate,
    gender: row.gender,
    pid: row.pid,
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

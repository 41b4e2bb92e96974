import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Patient, PatientSearchField } from '@scribe/contracts';
import type { Executor } from '../../db/client.js';
import { patients, practitionerCounts, practitioners } from '../../db/schema.js';
import { likePrefix } from '../../lib/paging.js';
import { preparedPerShape } from '../../db/prepared.js';

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

/**
 * The page and its total in one statement (one round trip): the count is an uncorrelated subquery, run once.
 * Without a search the total is the practitioner's count kept by the database's triggers (decision 123), read in
 * the same snapshot as the page, instead of counting every row at every request; should that row be missing,
 * coalesce falls back to counting (PostgreSQL runs the second subquery only then).
 * Prepared once per variant (decision 99): at most 5 sorts × 2 directions × 5 searches.
 */
const listPage = preparedPerShape(listShapeKey, (db: Executor, shape: ListShape) => {
  const pattern = sql.placeholder('pattern');
  const practitionerId = sql.placeholder('practitionerId');
  const where = listWhere(practitionerId, shape.searchField ? { field: shape.searchField, pattern } : undefined);
  const counted = sql`(select count(*) from ${patients} where ${where})`;
  const total = shape.searchField
    ? counted
    : sql`coalesce((select ${practitionerCounts.patients} from ${practitionerCounts} where ${eq(practitionerCounts.practitionerId, practitionerId)}), ${counted})`;
  const direction = shape.order === 'asc' ? asc : desc;
  const ordering = shape.sortField
    ? [direction(sortColumns[shape.sortField]), direction(patients.createdAt), direction(patients.id)]
    : [direction(patients.createdAt), direction(patients.id)];
  return db
    .select({ ...getTableColumns(patients), total: total.mapWith(Number) })
    .from(patients)
    .where(where)
    .orderBy(...ordering)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`patients_page_${listShapeKey(shape)}`);
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
    const page = await listPage(db, shape).execute({ practitionerId, pattern, limit: options.limit, offset: options.offset });
    const rows: PatientRow[] = page.map(({ total: _total, ...row }) => row);
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

import { and, count, desc, eq, gt, inArray, isNull, lt, sql, type SQLWrapper } from 'drizzle-orm';
import { MAX_TRANSCRIPT_VERSIONS, type Encounter, type EncounterSummary, type TranscriptVersion } from '@scribe/contracts';
import type { Executor } from '../../db/client.js';
import { encounters, encounterTranscripts, patients, practitionerCounts, streamTickets } from '../../db/schema.js';
import { prepared } from '../../db/prepared.js';
import { ask, askRows, groupedPages } from '../../db/grouped-pages.js';
import { CREATED_STATUS, RECORDING_STATUS, type StatusChange } from './lifecycle.js';
import { isoTime } from '../../lib/iso-time.js';

export type EncounterRow = typeof encounters.$inferSelect;
/** The columns a plain update may set: a status is written only as a lifecycle `StatusChange`. */
type EncounterValues = Omit<Partial<typeof encounters.$inferInsert>, 'id' | 'status'>;
type PatientName = { id: string; firstName: string; lastName: string };

/** An encounter with what is said of its patient: names for lists and views, birth date and gender for notes. */
const withPatient = {
  encounter: encounters,
  patient: {
    id: patients.id,
    firstName: patients.firstName,
    lastName: patients.lastName,
    birthDate: patients.birthDate,
    gender: patients.gender,
  },
};

/** The columns of an encounter a list shows (the summary): not its sealed transcript and notes. */
const summaryColumns = {
  encounter: {
    id: encounters.id,
    status: encounters.status,
    isArchived: encounters.isArchived,
    chiefComplaint: encounters.chiefComplaint,
    createdAt: encounters.createdAt,
    updatedAt: encounters.updatedAt,
  },
  patient: { id: patients.id, firstName: patients.firstName, lastName: patients.lastName },
};
type EncounterSummaryRow = Pick<EncounterRow, keyof (typeof summaryColumns)['encounter']>;

/** The practitioner's archived or current encounters, of one patient when `patientId` is given. */
function listWhere(practitionerId: string | SQLWrapper, isArchived: boolean | SQLWrapper, patientId?: string | SQLWrapper) {
  return and(
    eq(encounters.practitionerId, practitionerId),
    eq(encounters.isArchived, isArchived),
    patientId ? eq(encounters.patientId, patientId) : undefined,
  );
}

/**
 * One patient's encounters (the list's patient filter), the page and its total in one statement (one round trip):
 * the count is an uncorrelated subquery, run once, so only the page's rows are joined to their patients. Prepared
 * once (decision 99); only the columns of the summary are read, so the sealed transcript and notes of each row
 * are neither sent nor opened. The list without a filter is `groupedListPage`.
 */
const patientPage = prepared((db: Executor) => {
  const where = listWhere(sql.placeholder('practitionerId'), sql.placeholder('isArchived'), sql.placeholder('patientId'));
  const total = sql`(select count(*) from ${encounters} where ${where})`;
  return db
    .select({ ...summaryColumns, total: total.mapWith(Number) })
    .from(encounters)
    .innerJoin(patients, eq(patients.id, encounters.patientId))
    .where(where)
    .orderBy(desc(encounters.createdAt), desc(encounters.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('encounters_page_patient');
});

/**
 * The list without a patient filter for the requests of one moment, in one statement (decision 140): the page
 * LATERAL for each ask, its rows joined to their patients. The total of each ask is the count the database's
 * triggers keep of the practitioner's current or archived encounters (decision 123), read in the same snapshot as
 * the page; should that row be missing, coalesce falls back to counting (PostgreSQL runs the second subquery only
 * then). Only the columns of the summary are read, so the sealed transcript and notes of each row are neither
 * sent nor opened.
 */
const groupedListPage = prepared((db: Executor) => {
  const where = listWhere(ask.practitionerId, ask.archived);
  const counted = sql`(select count(*) from ${encounters} where ${where})`;
  const kept = sql`(select case when ${ask.archived} then ${practitionerCounts.archivedEncounters} else ${practitionerCounts.encounters} end
    from ${practitionerCounts} where ${eq(practitionerCounts.practitionerId, ask.practitionerId)})`;
  const ordering = [desc(encounters.createdAt), desc(encounters.id)];
  const page = db
    .select({
      ...summaryColumns.encounter,
      // Both tables have an id: the patient's is named apart.
      patientId: sql<string>`${patients.id}`.as('patient_id'),
      firstName: patients.firstName,
      lastName: patients.lastName,
      total: sql`coalesce(${kept}, ${counted})`.mapWith(Number).as('total'),
      // The row's place in its page, so that the statement's rows keep the page's order.
      place: sql<number>`row_number() over (order by ${sql.join(ordering, sql`, `)})`.as('place'),
    })
    .from(encounters)
    .innerJoin(patients, eq(patients.id, encounters.patientId))
    .where(where)
    .orderBy(...ordering)
    // A column of the asks where a statement of one request has a placeholder: drizzle writes either as given.
    .limit(ask.limit as unknown as number)
    .offset(ask.offset as unknown as number)
    .as('page');
  const statement = db
    .select({
      n: ask.n,
      encounter: {
        id: page.id,
        status: page.status,
        isArchived: page.isArchived,
        chiefComplaint: page.chiefComplaint,
        createdAt: page.createdAt,
        updatedAt: page.updatedAt,
      } satisfies Record<keyof EncounterSummaryRow, unknown>,
      patient: { id: page.patientId, firstName: page.firstName, lastName: page.lastName } satisfies Record<keyof PatientName, unknown>,
      total: page.total,
    })
    .from(askRows)
    .innerJoinLateral(page, sql`true`)
    .orderBy(ask.n, page.place)
    .prepare('encounters_pages');
  return groupedPages((values) => statement.execute(values));
});

/** Drops the versions of an encounter beyond the newest MAX_TRANSCRIPT_VERSIONS (issue 15: bounded growth). */
async function keepNewestVersions(db: Executor, encounterId: string) {
  const [oldestKept] = await db
    .select({ id: encounterTranscripts.id })
    .from(encounterTranscripts)
    .where(eq(encounterTranscripts.encounterId, encounterId))
    .orderBy(desc(encounterTranscripts.id))
    .offset(MAX_TRANSCRIPT_VERSIONS - 1)
    .limit(1);
  if (oldestKept) {
    await db.delete(encounterTranscripts).where(and(eq(encounterTranscripts.encounterId, encounterId), lt(encounterTranscripts.id, oldestKept.id)));
  }
}

async function updateRow(db: Executor, id: string, values: Partial<typeof encounters.$inferInsert>) {
  const [row] = await db
    .update(encounters)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(encounters.id, id))
    .returning();
  if (!row) throw new Error(`encounter ${id} vanished during an update`);
  return row;
}

export const encountersRepository = {
  /** A new encounter, in the lifecycle's first status. */
  async insert(db: Executor, values: { practitionerId: string; patientId: string }) {
    const [row] = await db.insert(encounters).values({ ...values, status: CREATED_STATUS }).returning();
    if (!row) throw new Error('encounter insert returned no row');
    return row;
  },
  /** The encounter with its patient's name, if it belongs to the practitioner. `lock` holds the row until commit. */
  async findMine(db: Executor, practitionerId: string, id: string, options: { lock?: boolean } = {}) {
    const query = db
      .select(withPatient)
      .from(encounters)
      .innerJoin(patients, eq(patients.id, encounters.patientId))
      .where(and(eq(encounters.practitionerId, practitionerId), eq(encounters.id, id)));
    const [row] = options.lock ? await query.for('update', { of: encounters }) : await query;
    return row ?? null;
  },
  async findById(db: Executor, id: string, options: { lock?: boolean } = {}) {
    const query = db
      .select(withPatient)
      .from(encounters)
      .innerJoin(patients, eq(patients.id, encounters.patientId))
      .where(eq(encounters.id, id));
    const [row] = options.lock ? await query.for('update', { of: encounters }) : await query;
    return row ?? null;
  },
  async listMine(
    db: Executor,
    practitionerId: string,
    options: { patientId?: string; isArchived: boolean; limit: number; offset: number },
  ) {
    const page = options.patientId
      ? await patientPage(db).execute({ practitionerId, patientId: options.patientId, isArchived: options.isArchived, limit: options.limit, offset: options.offset })
      : await groupedListPage(db).call({ practitionerId, archived: options.isArchived, limit: options.limit, offset: options.offset });
    const rows = page.map(({ encounter, patient }) => ({ encounter, patient }));
    if (page[0]) return { rows, total: page[0].total };
    // A page past the end has no row to carry the total.
    const where = listWhere(practitionerId, options.isArchived, options.patientId);
    const [total] = options.offset > 0 ? await db.select({ value: count() }).from(encounters).where(where) : [];
    return { rows, total: total?.value ?? 0 };
  },
  async countMine(db: Executor, practitionerId: string) {
    const [row] = await db.select({ value: count() }).from(encounters).where(eq(encounters.practitionerId, practitionerId));
    return row?.value ?? 0;
  },
  update(db: Executor, id: string, values: EncounterValues) {
    return updateRow(db, id, values);
  },
  /** Writes a status the lifecycle allowed, with the columns that change along with it. */
  changeStatus(db: Executor, id: string, change: StatusChange, values: EncounterValues = {}) {
    return updateRow(db, id, { ...values, status: change.to });
  },
  /** Stores a new current transcript, keeps it as the newest version, and writes the status it leads to. */
  async replaceTranscript(db: Executor, id: string, text: string, source: 'edit' | 'reset', change: StatusChange) {
    await db.insert(encounterTranscripts).values({ encounterId: id, text, source });
    await keepNewestVersions(db, id);
    return this.changeStatus(db, id, change, { transcript: text });
  },
  /**
   * Stores a stream's transcript so far (the text before the stream and its labelled lines, issue 11). The
   * stream's transcript version is updated in place (`versionId`), so a visit of many utterances keeps one
   * version per stream, not one per utterance. Answers the version id to pass next time. The status stays as it
   * is (in-progress while streaming).
   */
  async saveSpeech(db: Executor, id: string, transcript: string, versionId: number | null) {
    const [current] = await db.select({ id: encounters.id }).from(encounters).where(eq(encounters.id, id)).for('update');
    if (!current) throw new Error(`encounter ${id} vanished during a speech save`);
    let version = versionId;
    if (version !== null) {
      const updated = await db
        .update(encounterTranscripts)
        .set({ text: transcript })
        .where(and(eq(encounterTranscripts.id, version), eq(encounterTranscripts.encounterId, id)))
        .returning({ id: encounterTranscripts.id });
      if (updated.length === 0) version = null;
    }
    if (version === null) {
      const [inserted] = await db.insert(encounterTranscripts).values({ encounterId: id, text: transcript, source: 'speech' }).returning({ id: encounterTranscripts.id });
      version = inserted!.id;
      await keepNewestVersions(db, id);
    }
    await this.update(db, id, { transcript });
    return { transcript, versionId: version };
  },
  /** Keeps a recording's encounter fresh, so that other processes do not take its quiet stream for dead. */
  async touchWhileRecording(db: Executor, id: string) {
    await db
      .update(encounters)
      .set({ updatedAt: new Date() })
      .where(and(eq(encounters.id, id), eq(encounters.status, RECORDING_STATUS)));
  },
  /** Marks a live ticket used, in one statement so that two connections cannot both use it. */
  async consumeTicket(db: Executor, ticketHash: string) {
    const [row] = await db
      .update(streamTickets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(streamTickets.ticketHash, ticketHash), isNull(streamTickets.usedAt), gt(streamTickets.expiresAt, sql`now()`)))
      .returning();
    return row ?? null;
  },
  /** Whether any transcript was ever saved (a read answers the current one only then). */
  async hasTranscript(db: Executor, id: string) {
    const [row] = await db.select({ id: encounterTranscripts.id }).from(encounterTranscripts).where(eq(encounterTranscripts.encounterId, id)).limit(1);
    return row !== undefined;
  },
  /** The kept versions, newest first, a page at a time. */
  async transcriptVersions(db: Executor, id: string, page: { limit: number; offset: number }) {
    const where = eq(encounterTranscripts.encounterId, id);
    const [rows, [total]] = await Promise.all([
      db.select().from(encounterTranscripts).where(where).orderBy(desc(encounterTranscripts.id)).limit(page.limit).offset(page.offset),
      db.select({ value: count() }).from(encounterTranscripts).where(where),
    ]);
    const docs: TranscriptVersion[] = rows.map((row) => ({ _id: String(row.id), transcript: row.text, source: row.source, createdAt: isoTime(row.createdAt) }));
    return { docs, total: total?.value ?? 0 };
  },
  /** Saves and resets of the transcript in the last minute (the per-encounter save limit). */
  async savesInLastMinute(db: Executor, id: string) {
    const [row] = await db
      .select({ value: count() })
      .from(encounterTranscripts)
      .where(
        and(
          eq(encounterTranscripts.encounterId, id),
          inArray(encounterTranscripts.source, ['edit', 'reset']),
          gt(encounterTranscripts.createdAt, sql`now() - interval '1 minute'`),
        ),
      );
    return row?.value ?? 0;
  },
  async insertTicket(db: Executor, values: typeof streamTickets.$inferInsert) {
    await db.insert(streamTickets).values(values);
  },
  async findLiveTicket(db: Executor, ticketHash: string) {
    const [row] = await db
      .select()
      .from(streamTickets)
      .where(and(eq(streamTickets.ticketHash, ticketHash), isNull(streamTickets.usedAt), gt(streamTickets.expiresAt, sql`now()`)));
    return row ?? null;
  },
};

export function toEncounterSummary(row: { encounter: EncounterSummaryRow; patient: PatientName }): EncounterSummary {
  const { encounter, patient } = row;
  return {
    _id: encounter.id,
    patient: { _id: patient.id, first_name: patient.firstName, last_name: patient.lastName },
    status: encounter.status,
    is_archived: encounter.isArchived,
    chief_complaint: encounter.chiefComplaint,
    createdAt: isoTime(encounter.createdAt),
    updatedAt: isoTime(encounter.updatedAt),
  };
}

/** The encounter as read: `hasTranscript` says whether a transcript was ever saved (else `transcription` is empty). */
export function toEncounter(row: { encounter: EncounterRow; patient: PatientName }, hasTranscript: boolean): Encounter {
  const settings = row.encounter.settings;
  return {
    ...toEncounterSummary(row),
    transcription: hasTranscript ? [row.encounter.transcript] : [],
    sections: row.encounter.sections,
    metadata: {
      settings: settings ? { model_version: settings.model_version, transcription: settings.transcription } : null,
    },
  };
}

import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Encounter, EncounterSummary } from '@scribe/contracts';
import type { Executor } from '../../db/client.js';
import { encounters, encounterTranscripts, patients, streamTickets } from '../../db/schema.js';

export type EncounterRow = typeof encounters.$inferSelect;
type PatientName = { id: string; firstName: string; lastName: string };

const withPatient = {
  encounter: encounters,
  patient: { id: patients.id, firstName: patients.firstName, lastName: patients.lastName },
};

export const encountersRepository = {
  async insert(db: Executor, values: { practitionerId: string; patientId: string }) {
    const [row] = await db.insert(encounters).values(values).returning();
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
    const where = and(
      eq(encounters.practitionerId, practitionerId),
      eq(encounters.isArchived, options.isArchived),
      options.patientId ? eq(encounters.patientId, options.patientId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(withPatient)
        .from(encounters)
        .innerJoin(patients, eq(patients.id, encounters.patientId))
        .where(where)
        .orderBy(desc(encounters.createdAt), desc(encounters.id))
        .limit(options.limit)
        .offset(options.offset),
      db.select({ value: count() }).from(encounters).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },
  async countMine(db: Executor, practitionerId: string) {
    const [row] = await db.select({ value: count() }).from(encounters).where(eq(encounters.practitionerId, practitionerId));
    return row?.value ?? 0;
  },
  async update(db: Executor, id: string, values: Partial<typeof encounters.$inferInsert>) {
    const [row] = await db
      .update(encounters)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(encounters.id, id))
      .returning();
    if (!row) throw new Error(`encounter ${id} vanished during an update`);
    return row;
  },
  /** Stores a new current transcript and keeps it as the newest version. */
  async replaceTranscript(db: Executor, id: string, text: string, source: 'edit' | 'speech' | 'reset') {
    await db.insert(encounterTranscripts).values({ encounterId: id, text, source });
    return this.update(db, id, { transcript: text, status: text.trim() ? 'pending' : 'on-going' });
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
    }
    await this.update(db, id, { transcript });
    return { transcript, versionId: version };
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
  async transcriptHistory(db: Executor, id: string) {
    const rows = await db
      .select({ text: encounterTranscripts.text })
      .from(encounterTranscripts)
      .where(eq(encounterTranscripts.encounterId, id))
      .orderBy(asc(encounterTranscripts.id));
    return rows.map((row) => row.text);
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

export function toEncounterSummary(row: { encounter: EncounterRow; patient: PatientName }): EncounterSummary {
  const { encounter, patient } = row;
  return {
    _id: encounter.id,
    patient: { _id: patient.id, first_name: patient.firstName, last_name: patient.lastName },
    status: encounter.status,
    is_archived: encounter.isArchived,
    chief_complaint: encounter.chiefComplaint,
    createdAt: encounter.createdAt.toISOString(),
    updatedAt: encounter.updatedAt.toISOString(),
  };
}

export function toEncounter(row: { encounter: EncounterRow; patient: PatientName }, transcription: string[]): Encounter {
  const settings = row.encounter.settings;
  return {
    ...toEncounterSummary(row),
    transcription,
    sections: row.encounter.sections,
    metadata: {
      settings: settings ? { model_version: settings.model_version, transcription: settings.transcription } : null,
    },
  };
}

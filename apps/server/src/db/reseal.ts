import { and, asc, gt, isNotNull, notInArray, notLike, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SealedDataError, sealedTextKeyId, type Keyring } from '../lib/sealing.js';
import type { Executor } from './client.js';
import { encounters, encounterTranscripts } from './schema.js';

/** Every sealed column with its table's key (decision 66). A new sealed column must be listed here. */
const SEALED_COLUMNS: { name: string; table: PgTable; id: PgColumn; column: PgColumn; key: string }[] = [
  { name: 'encounters.transcript', table: encounters, id: encounters.id, column: encounters.transcript, key: 'transcript' },
  { name: 'encounters.sections', table: encounters, id: encounters.id, column: encounters.sections, key: 'sections' },
  { name: 'encounters.chief_complaint', table: encounters, id: encounters.id, column: encounters.chiefComplaint, key: 'chiefComplaint' },
  { name: 'encounter_transcripts.text', table: encounterTranscripts, id: encounterTranscripts.id, column: encounterTranscripts.text, key: 'text' },
];

/** The column defaults: an empty transcript or note list is not secret, and stays as it is. */
const EMPTY_VALUES = ['', '[]'];
const BATCH = 200;

export interface ResealReport {
  /** Values sealed again under the current key (or sealed for the first time). */
  resealed: number;
  /** Values another writer changed in the meantime: they are written under the current key already. */
  skipped: number;
  /** Values that could not be opened, with why: nothing is written for them. */
  failed: { column: string; id: string; reason: string }[];
}

/**
 * Seals again, under the keyring's current key, every stored value that is not sealed with it: values of an
 * older key (`npm run rotate-key`), or with `plaintextOnly`, only the plaintext of a database made before
 * sealing (at start, decision 67). One pass in key order, in batches: running it again finds nothing left
 * (idempotent), and a stopped run resumes where values still need it. Each value is replaced only if it is
 * still what was read (compare and set), so API and worker processes may keep running.
 */
export async function resealDatabase(db: Executor, keys: Keyring, options: { plaintextOnly?: boolean } = {}): Promise<ResealReport> {
  const report: ResealReport = { resealed: 0, skipped: 0, failed: [] };
  const prefix = options.plaintextOnly ? 'v1:%' : `v1:${keys.currentId}:%`;
  for (const { name, table, id, column, key } of SEALED_COLUMNS) {
    // The stored text as it is: `::text` keeps the column's sealing from opening it.
    const raw = sql<string>`${column}::text`;
    let after: SQL | undefined;
    for (;;) {
      const rows = await db
        .select({ id: sql<string>`${id}::text`, stored: raw })
        .from(table)
        .where(and(isNotNull(column), notInArray(raw, EMPTY_VALUES), notLike(raw, prefix), after))
        .orderBy(asc(id))
        .limit(BATCH);
      for (const row of rows) {
        let plain: string;
        try {
          plain = keys.openText(row.stored);
        } catch (err) {
          if (!(err instanceof SealedDataError)) throw err;
          report.failed.push({ column: name, id: row.id, reason: err.detail });
          continue;
        }
        const written = await db
          .update(table)
          .set({ [key]: sql`${keys.sealText(plain)}` })
          .where(and(sql`${id} = ${row.id}`, sql`${column}::text = ${row.stored}`))
          .returning({ id: sql`1` });
        if (written.length > 0) report.resealed += 1;
        else report.skipped += 1;
      }
      if (rows.length < BATCH) break;
      after = gt(sql`${id}`, sql`${rows.at(-1)!.id}`);
    }
  }
  return report;
}

/**
 * Refuses a keyring that cannot open what is stored (a wrong DATA_KEY): the newest sealed transcript version
 * must name one of its keys. Answers the reason, or null when the keys fit (or nothing is sealed yet).
 */
export async function wrongKeyReason(db: Executor, keys: Keyring): Promise<string | null> {
  const raw = sql<string>`${encounterTranscripts.text}::text`;
  const [newest] = await db
    .select({ stored: raw })
    .from(encounterTranscripts)
    .where(sql`${raw} like 'v1:%'`)
    .orderBy(sql`${encounterTranscripts.id} desc`)
    .limit(1);
  const id = newest ? sealedTextKeyId(newest.stored) : null;
  if (id === null || keys.knows(id)) return null;
  return `The data key does not open the stored data: it was sealed with key ${id}, and the keys given are ${keys.ids.join(', ')}. Set DATA_KEY to the key this database was sealed with (DATA_KEYS_OLD during a rotation).`;
}

import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ENCOUNTER_STATUSES, type PractitionerSettings, type Section } from '@scribe/contracts';
import { sealedJson, sealedText } from './sealed-columns.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const practitioners = pgTable('practitioners', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  gender: text('gender', { enum: ['male', 'female'] }).notNull(),
  phone: text('phone').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** Bumped by a password change or reset: every token issued before stops working. */
  tokenVersion: integer('token_version').notNull().default(0),
  /** Last patient number handed out; a patient's PID is the next one. */
  patientSequence: integer('patient_sequence').notNull().default(0),
  ...timestamps,
});

/**
 * How many patients and encounters (current and archived) each practitioner has, kept by triggers on those tables
 * in the transaction of every insert, delete, archive or unarchive (migration 0004, decision 123): a list's total
 * without counting the practitioner's rows at every request. A row per practitioner, made by a trigger on insert.
 */
export const practitionerCounts = pgTable('practitioner_counts', {
  practitionerId: uuid('practitioner_id')
    .primaryKey()
    .references(() => practitioners.id, { onDelete: 'cascade' }),
  patients: integer('patients').notNull().default(0),
  encounters: integer('encounters').notNull().default(0),
  archivedEncounters: integer('archived_encounters').notNull().default(0),
});

/**
 * One row per signed-in session (the token's jti): a token is honoured only while its row exists, so logout
 * deletes the row, and `last_seen_at` (renewed at most once a minute) ends an idle session (decision 71).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    practitionerId: uuid('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The token's own expiry (the absolute limit); the row can go once it has passed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_practitioner').on(table.practitionerId)],
);

/**
 * Attempts counted against a limit (failed logins per account and per address, reset requests, reset-code
 * guesses), shared by every API process and kept across restarts (decision 72).
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('throttle_events_scope_key_at').on(table.scope, table.key, table.at)],
);

export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practitionerId: uuid('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    pid: text('pid').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('patients_practitioner_pid').on(table.practitionerId, table.pid),
    // One index per sort of the patient list (issue 12), in the list's full order (field, created, id), so page 1
    // is read in order and stops after `limit` rows; scanned backwards for descending.
    index('patients_practitioner_created').on(table.practitionerId, table.createdAt, table.id),
    index('patients_practitioner_first_name').on(table.practitionerId, sql`lower(${table.firstName})`, table.createdAt, table.id),
    index('patients_practitioner_last_name').on(table.practitionerId, sql`lower(${table.lastName})`, table.createdAt, table.id),
    index('patients_practitioner_birth_date').on(table.practitionerId, table.birthDate, table.createdAt, table.id),
    index('patients_practitioner_gender').on(table.practitionerId, table.gender, table.createdAt, table.id),
    // The name searches are prefix matches on lower(name): text_pattern_ops lets LIKE 'abc%' use the index
    // whatever the database's collation.
    index('patients_practitioner_first_name_prefix').on(table.practitionerId, sql`lower(${table.firstName}) text_pattern_ops`),
    index('patients_practitioner_last_name_prefix').on(table.practitionerId, sql`lower(${table.lastName}) text_pattern_ops`),
  ],
);

export const encounters = pgTable(
  'encounters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practitionerId: uuid('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** The statuses are the contracts' list; a new encounter's status is the lifecycle's CREATED_STATUS (this default is the migrations'). */
    status: text('status', { enum: ENCOUNTER_STATUSES })
      .notNull()
      .default('on-going'),
    isArchived: boolean('is_archived').notNull().default(false),
    /** Sealed, as the transcript and the notes (decision 66); the empty defaults are stored as they are. */
    chiefComplaint: sealedText('chief_complaint'),
    /** The current transcript; the latest versions are kept in encounter_transcripts (at most 20). */
    transcript: sealedText('transcript').notNull().default(sql`''`),
    /** The notes with their evidence (a JSON array of sections), sealed as one text. */
    sections: sealedJson<Section[]>()('sections').notNull().default(sql`'[]'`),
    /** The note settings in force at checkout. */
    settings: jsonb('settings').$type<PractitionerSettings>(),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // The encounter list's two filters (all, one patient's), each in the list's order (created, id): issue 12.
    index('encounters_practitioner_patient').on(table.practitionerId, table.patientId, table.isArchived, table.createdAt, table.id),
    index('encounters_practitioner_created').on(table.practitionerId, table.isArchived, table.createdAt, table.id),
  ],
);

export const encounterTranscripts = pgTable(
  'encounter_transcripts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    encounterId: uuid('encounter_id')
      .notNull()
      .references(() => encounters.id, { onDelete: 'cascade' }),
    text: sealedText('text').notNull(),
    source: text('source', { enum: ['edit', 'speech', 'reset'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('encounter_transcripts_encounter').on(table.encounterId, table.id)],
);

export const practitionerSettings = pgTable('practitioner_settings', {
  practitionerId: uuid('practitioner_id')
    .primaryKey()
    .references(() => practitioners.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<PractitionerSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const resetCodes = pgTable(
  'reset_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practitionerId: uuid('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reset_codes_practitioner').on(table.practitionerId, table.createdAt)],
);

/** Single-use, short-lived permission to open one encounter's audio stream (docs/product.md, 9. Live stream protocol). */
export const streamTickets = pgTable('stream_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  encounterId: uuid('encounter_id')
    .notNull()
    .references(() => encounters.id, { onDelete: 'cascade' }),
  practitionerId: uuid('practitioner_id')
    .notNull()
    .references(() => practitioners.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Who read or changed which patient data or account, and when (docs/product.md, 14. Security); append-only (decision 74). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    practitionerId: uuid('practitioner_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    ip: text('ip'),
    /** The id of the request that did it, as the server log names it. */
    requestId: text('request_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_events_practitioner_at').on(table.practitionerId, table.at)],
);

/** The durable job queue (docs/product.md, 15. Deployment and scale): claimed with SKIP LOCKED, leased, retried. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** One job per key: enqueueing the same key twice keeps the first. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    ...timestamps,
  },
  (table) => [index('jobs_ready').on(table.status, table.runAfter)],
);

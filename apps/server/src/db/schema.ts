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
import type { PractitionerSettings, Section } from '@scribe/contracts';

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

/** Tokens ended by logout before they expire; rows can be dropped once expired. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

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
    index('patients_practitioner_created').on(table.practitionerId, table.createdAt),
    index('patients_practitioner_first_name').on(table.practitionerId, sql`lower(${table.firstName})`),
    index('patients_practitioner_last_name').on(table.practitionerId, sql`lower(${table.lastName})`),
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
    status: text('status', {
      enum: ['on-going', 'in-progress', 'pending', 'processing', 'completed', 'failed'],
    })
      .notNull()
      .default('on-going'),
    isArchived: boolean('is_archived').notNull().default(false),
    chiefComplaint: text('chief_complaint'),
    /** The current transcript; every version is kept in encounter_transcripts. */
    transcript: text('transcript').notNull().default(''),
    sections: jsonb('sections').$type<Section[]>().notNull().default([]),
    /** The note settings in force at checkout. */
    settings: jsonb('settings').$type<PractitionerSettings>(),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('encounters_practitioner_patient').on(table.practitionerId, table.patientId, table.isArchived, table.createdAt),
    index('encounters_practitioner_created').on(table.practitionerId, table.createdAt),
  ],
);

export const encounterTranscripts = pgTable(
  'encounter_transcripts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    encounterId: uuid('encounter_id')
      .notNull()
      .references(() => encounters.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
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

/** Single-use, short-lived permission to open one encounter's audio stream (architecture §5). */
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

/** Who read or changed which patient data, and when (architecture §7). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    practitionerId: uuid('practitioner_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_events_practitioner_at').on(table.practitionerId, table.at)],
);

/** The durable job queue (architecture §8): claimed with SKIP LOCKED, leased, retried. */
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

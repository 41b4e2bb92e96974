import { z } from 'zod';
import { limitQuery, offsetQuery } from './common.js';
import { hasNoNul } from './fields.js';
import { MODEL_VERSIONS, transcriptionSettings } from './settings.js';

/** Encounter lifecycle (docs/product.md, Encounter lifecycle). */
export const ENCOUNTER_STATUSES = ['on-going', 'in-progress', 'pending', 'processing', 'completed', 'failed'] as const;
export type EncounterStatus = (typeof ENCOUNTER_STATUSES)[number];
/** Archive and unarchive are offered only in these statuses (docs/product.md, Encounter lifecycle). */
export const ARCHIVABLE_STATUSES: readonly EncounterStatus[] = ['completed', 'failed', 'on-going'];
/** Statuses whose transcript can still change (the live view: docs/product.md, Encounter details). */
export const LIVE_STATUSES: readonly EncounterStatus[] = ['on-going', 'in-progress', 'pending'];

/** Minimum transcript length for notes; shorter ends as `failed` ('Transcription too short…'). */
export const MIN_TRANSCRIPT_WORDS = 20;
export const EMPTY_TRANSCRIPT_MESSAGE =
  'Kindly provide a transcript by speaking up, so we can generate accurate progress notes for you.';
export const MAX_TRANSCRIPT_CHARS = 500_000;

/** A character range [start, end) of the transcript a note sentence came from. */
export const evidenceSpan = z.object({ start: z.number().int(), end: z.number().int() });
export const noteSentence = z.object({ text: z.string(), evidence: z.array(evidenceSpan) });

export const noteSection = z.object({
  title: z.string(),
  text: z.string(),
  /** Each sentence of `text` with the transcript spans it came from; a client may ignore it. */
  sentences: z.array(noteSentence).optional(),
});
export const diagnosticCode = z.object({ display_name: z.string(), code: z.string() });
export const section = z.object({
  /** The label of the note engine that wrote this note ("Stable Fusion"): the API's field name, kept as it is. */
  modal: z.string(),
  note_sections: z.array(noteSection),
  diagnostic_codes: z.array(diagnosticCode),
  /** Shown above the note when something went wrong but a note still came (e.g. an engine fell back). */
  notice: z.string().optional(),
});
export type Section = z.infer<typeof section>;
export type NoteSection = z.infer<typeof noteSection>;
export type DiagnosticCode = z.infer<typeof diagnosticCode>;

export const encounterPatient = z.object({ _id: z.string(), first_name: z.string(), last_name: z.string() });

export const encounter = z.object({
  _id: z.string(),
  patient: encounterPatient,
  status: z.enum(ENCOUNTER_STATUSES),
  is_archived: z.boolean(),
  chief_complaint: z.string().nullable(),
  /**
   * The current transcript as the last (and only) entry, or empty before anything was saved (docs/product.md,
   * Data). Earlier versions are at GET /encounters/:id/transcripts, so a read stays the size of one transcript.
   */
  transcription: z.array(z.string()),
  sections: z.array(section),
  metadata: z.object({
    settings: z
      .object({ model_version: z.enum(MODEL_VERSIONS), transcription: transcriptionSettings.optional() })
      .nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Encounter = z.infer<typeof encounter>;

/** List rows carry no transcript or notes: a list must stay small. */
export const encounterSummary = encounter.pick({
  _id: true,
  patient: true,
  status: true,
  is_archived: true,
  chief_complaint: true,
  createdAt: true,
  updatedAt: true,
});
export type EncounterSummary = z.infer<typeof encounterSummary>;

export const createEncounterBody = z.object({
  patient: z.uuid({ error: 'Please choose a patient.' }),
});

const booleanQuery = z.preprocess(
  (value) => (value === undefined || value === '' ? false : value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'is_archived must be true or false.' }),
);
export const listEncountersQuery = z.object({
  patient: z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ error: 'patient must be a patient id.' }).optional()),
  limit: limitQuery,
  offset: offsetQuery,
  is_archived: booleanQuery,
});

/** Transcript versions kept per encounter; a save beyond it drops the oldest (issue 15). */
export const MAX_TRANSCRIPT_VERSIONS = 20;
/** Transcript saves and resets allowed per encounter per minute (issue 15); the next answers 429. */
export const TRANSCRIPT_SAVES_PER_MINUTE = 10;

/** One kept version of the transcript (GET /encounters/:id/transcripts, newest first). */
export const transcriptVersion = z.object({
  _id: z.string(),
  transcript: z.string(),
  /** edit: saved from the editor; speech: written by a live recording; reset: cleared. */
  source: z.enum(['edit', 'speech', 'reset']),
  createdAt: z.string(),
});
export type TranscriptVersion = z.infer<typeof transcriptVersion>;
export const listTranscriptVersionsQuery = z.object({ limit: limitQuery, offset: offsetQuery });

export const saveTranscriptBody = z.object({
  transcript: z
    .string({ error: 'transcript must be text.' })
    .max(MAX_TRANSCRIPT_CHARS, `A transcript can hold at most ${MAX_TRANSCRIPT_CHARS} characters.`)
    .refine(hasNoNul, 'The transcript contains characters that cannot be saved.'),
});

/** POST /encounters/:id/transcript/speaker-labels (issue 11): the text with speaker lines, nothing saved. */
export const speakerLabelsAnswer = z.object({
  transcript: z.string(),
  /** False when the text already named its speakers and came back as it was. */
  labelled: z.boolean(),
});

export const recordingCredentials = z.object({
  ticket: z.string(),
  expiresAt: z.string(),
  streamUrl: z.string(),
});

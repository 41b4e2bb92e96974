import { ARCHIVABLE_STATUSES, EMPTY_TRANSCRIPT_MESSAGE, LIVE_STATUSES, type EncounterStatus } from '@scribe/contracts';
import { badRequest, conflict } from '../../lib/errors.js';

/**
 * The encounter lifecycle (docs/product.md, 5. Encounter lifecycle; decisions 8, 9 and 47): every status an
 * encounter moves to, from where, and who may move it. Services ask this module before they write a status, and
 * the repository only writes a `StatusChange` that came from here.
 */

/** Who may cause an event: the signed-in practitioner (REST), a recording stream, or the notes worker. */
export type Initiator = 'practitioner' | 'recorder' | 'worker';

export type EncounterEvent =
  | 'edit-transcript' // a save or a reset of the transcript
  | 'check-out'
  | 'start-recording' // also a reconnect, or a stream taking over from a dead one
  | 'stop-recording'
  | 'complete-notes'
  | 'fail-notes';

/** `to: 'by-transcript'` is pending when the encounter has transcript text, on-going when it has none. */
type Target = EncounterStatus | 'by-transcript';

/** Open for transcript changes and checkout: not recording, not checked out. */
const EDITABLE: readonly EncounterStatus[] = ['on-going', 'pending'];

/** The status of an encounter a stream is recording (the heartbeat and a takeover read it). */
export const RECORDING_STATUS = 'in-progress' satisfies EncounterStatus;

const TRANSITIONS: Record<EncounterEvent, { by: Initiator; from: readonly EncounterStatus[]; to: Target }> = {
  'edit-transcript': { by: 'practitioner', from: EDITABLE, to: 'by-transcript' },
  'check-out': { by: 'practitioner', from: EDITABLE, to: 'processing' },
  'start-recording': { by: 'recorder', from: LIVE_STATUSES, to: RECORDING_STATUS },
  'stop-recording': { by: 'recorder', from: [RECORDING_STATUS], to: 'by-transcript' },
  'complete-notes': { by: 'worker', from: ['processing'], to: 'completed' },
  'fail-notes': { by: 'worker', from: ['processing'], to: 'failed' },
};

export const EVENTS = Object.keys(TRANSITIONS) as EncounterEvent[];

/** The status of a new encounter. */
export const CREATED_STATUS: EncounterStatus = 'on-going';

/**
 * The sentence a refused event answers, by the status it was refused in (the API's 409 messages). Only the
 * stream's end and the worker are refused in on-going or pending, and they ask `allows` first: no client sees it.
 */
const REFUSALS: Record<EncounterStatus, string> = {
  'on-going': 'This encounter is neither being recorded nor checked out.',
  pending: 'This encounter is neither being recorded nor checked out.',
  [RECORDING_STATUS]: 'A recording is in progress. Stop it first.',
  processing: 'This encounter has already been checked out.',
  completed: 'This encounter has already been checked out.',
  failed: 'This encounter has already been checked out.',
};

declare const decided: unique symbol;
/** A status change this module allowed; the repository writes no other (the brand keeps it so). */
export interface StatusChange {
  readonly from: EncounterStatus;
  readonly to: EncounterStatus;
  readonly [decided]: true;
}

export function allows(status: EncounterStatus, event: EncounterEvent): boolean {
  return TRANSITIONS[event].from.includes(status);
}

/**
 * The status an event moves the encounter to, or a refusal thrown as the API answers it (409, or 400 for a
 * checkout without a transcript). `transcript` is the encounter's transcript once the event has happened.
 * An initiator the table does not name for the event is a programming error, not a client's.
 */
export function transition(
  encounter: { status: EncounterStatus; transcript: string },
  event: EncounterEvent,
  by: Initiator,
): StatusChange {
  const rule = TRANSITIONS[event];
  if (rule.by !== by) throw new Error(`${by} may not ${event}; only the ${rule.by} may`);
  if (!rule.from.includes(encounter.status)) throw conflict(REFUSALS[encounter.status]);
  const hasText = encounter.transcript.trim() !== '';
  if (event === 'check-out' && !hasText) throw badRequest(EMPTY_TRANSCRIPT_MESSAGE, 'transcript');
  const to = rule.to === 'by-transcript' ? (hasText ? 'pending' : 'on-going') : rule.to;
  return { from: encounter.status, to } as StatusChange;
}

/** Refuses to start a recording (credentials, opening a stream) of an archived or checked-out encounter. */
export function assertCanRecord(encounter: { status: EncounterStatus; isArchived: boolean }) {
  if (encounter.isArchived) throw conflict('Unarchive this encounter before recording.');
  if (!allows(encounter.status, 'start-recording')) throw conflict(REFUSALS[encounter.status]);
}

/** Archiving is allowed only in the statuses of docs/product.md, 5. Encounter lifecycle; unarchiving always, so nothing is stranded (decision 8). */
export function assertCanToggleArchive(encounter: { status: EncounterStatus; isArchived: boolean }) {
  if (encounter.isArchived || ARCHIVABLE_STATUSES.includes(encounter.status)) return;
  throw conflict('Only completed, failed or on-going encounters can be archived.');
}

import { createHash, randomBytes } from 'node:crypto';
import {
  ARCHIVABLE_STATUSES,
  EMPTY_TRANSCRIPT_MESSAGE,
  type Encounter,
  type EncounterStatus,
} from '@scribe/contracts';
import { hasSpeakerLabels, labelTranscript } from '@scribe/speech';
import type { Database, Executor } from '../../db/client.js';
import { jobQueue } from '../../jobs/queue.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { auditRepository } from '../audit/audit.repository.js';
import { NOTES_JOB, notesJobKey } from '../notes/notes.job.js';
import { patientsRepository } from '../patients/patients.repository.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { encountersRepository, toEncounter, toEncounterSummary } from './encounters.repository.js';

export const STREAM_TICKET_TTL_SECONDS = 60;
const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

interface Actor {
  practitionerId: string;
  ip: string;
}

const RECORDING_MESSAGE = 'A recording is in progress. Stop it first.';
const CHECKED_OUT_MESSAGE = 'This encounter has already been checked out.';

/** Refuses a transcript change unless the encounter is still open for one (architecture §4). */
function assertTranscriptOpen(status: EncounterStatus) {
  if (status === 'in-progress') throw conflict(RECORDING_MESSAGE);
  if (status !== 'on-going' && status !== 'pending') throw conflict(CHECKED_OUT_MESSAGE);
}

export function createEncountersService({ db, onJobEnqueued }: { db: Database; onJobEnqueued: () => void }) {
  async function loadMine(tx: Executor, actor: Actor, id: string, lock = false) {
    const row = await encountersRepository.findMine(tx, actor.practitionerId, id, { lock });
    if (!row) throw notFound('Encounter');
    return row;
  }

  async function view(tx: Executor, row: Awaited<ReturnType<typeof loadMine>>): Promise<Encounter> {
    return toEncounter(row, await encountersRepository.transcriptHistory(tx, row.encounter.id));
  }

  /** Runs `change` on the locked encounter, audits it, and answers the encounter as it now is. */
  async function change(actor: Actor, id: string, action: string, change: (tx: Executor, row: Awaited<ReturnType<typeof loadMine>>) => Promise<unknown>) {
    return db.transaction(async (tx) => {
      const row = await loadMine(tx, actor, id, true);
      await change(tx, row);
      await auditRepository.record(tx, { practitionerId: actor.practitionerId, action, entityType: 'encounter', entityId: id, ip: actor.ip });
      return view(tx, await loadMine(tx, actor, id));
    });
  }

  return {
    async create(actor: Actor, patientId: string) {
      return db.transaction(async (tx) => {
        const patient = await patientsRepository.findMine(tx, actor.practitionerId, patientId);
        if (!patient) throw notFound('Patient');
        const created = await encountersRepository.insert(tx, { practitionerId: actor.practitionerId, patientId });
        await auditRepository.record(tx, { practitionerId: actor.practitionerId, action: 'encounter.create', entityType: 'encounter', entityId: created.id, ip: actor.ip });
        return view(tx, await loadMine(tx, actor, created.id));
      });
    },

    async get(actor: Actor, id: string) {
      const row = await loadMine(db, actor, id);
      await auditRepository.record(db, { practitionerId: actor.practitionerId, action: 'encounter.read', entityType: 'encounter', entityId: id, ip: actor.ip });
      return view(db, row);
    },

    async list(actor: Actor, query: { patient?: string; is_archived: boolean; limit: number; offset: number }) {
      if (query.patient && !(await patientsRepository.findMine(db, actor.practitionerId, query.patient))) {
        throw notFound('Patient');
      }
      const { rows, total } = await encountersRepository.listMine(db, actor.practitionerId, {
        patientId: query.patient,
        isArchived: query.is_archived,
        limit: query.limit,
        offset: query.offset,
      });
      await auditRepository.record(db, { practitionerId: actor.practitionerId, action: 'encounter.list', entityType: 'encounter', entityId: query.patient, ip: actor.ip });
      return pageOf(rows.map(toEncounterSummary), total, query.limit, query.offset);
    },

    saveTranscript(actor: Actor, id: string, transcript: string) {
      return change(actor, id, 'encounter.transcript.save', async (tx, row) => {
        assertTranscriptOpen(row.encounter.status);
        if (transcript !== row.encounter.transcript) await encountersRepository.replaceTranscript(tx, id, transcript, 'edit');
      });
    },

    /**
     * The editor's text with `Clinician: …` / `Patient: …` lines from the role labeller (issue 11), for the
     * practitioner to accept by saving it; nothing is stored here. A text that already names its speakers
     * comes back as it is.
     */
    async suggestSpeakerLabels(actor: Actor, id: string, transcript: string) {
      await loadMine(db, actor, id);
      if (hasSpeakerLabels(transcript) || !transcript.trim()) return { transcript, labelled: false };
      return { transcript: labelTranscript(transcript).text, labelled: true };
    },

    reset(actor: Actor, id: string) {
      return change(actor, id, 'encounter.transcript.reset', async (tx, row) => {
        assertTranscriptOpen(row.encounter.status);
        await encountersRepository.replaceTranscript(tx, id, '', 'reset');
      });
    },

    /** Checkout: status processing and a notes job, in one transaction. */
    async finish(actor: Actor, id: string) {
      const encounter = await change(actor, id, 'encounter.finish', async (tx, row) => {
        assertTranscriptOpen(row.encounter.status);
        if (!row.encounter.transcript.trim()) throw badRequest(EMPTY_TRANSCRIPT_MESSAGE, 'transcript');
        const settings = await settingsRepository.findMine(tx, actor.practitionerId);
        await encountersRepository.update(tx, id, { status: 'processing', settings, checkedOutAt: new Date() });
        await jobQueue.enqueue(tx, { kind: NOTES_JOB, dedupeKey: notesJobKey(id), payload: { encounterId: id } });
      });
      onJobEnqueued();
      return encounter;
    },

    /** Toggles is_archived; archiving is allowed only in the statuses of spec §4, unarchiving always. */
    archive(actor: Actor, id: string) {
      return change(actor, id, 'encounter.archive', async (tx, row) => {
        const { isArchived, status } = row.encounter;
        if (!isArchived && !ARCHIVABLE_STATUSES.includes(status)) {
          throw conflict('Only completed, failed or on-going encounters can be archived.');
        }
        await encountersRepository.update(tx, id, { isArchived: !isArchived });
      });
    },

    /** A single-use ticket to open this encounter's audio stream (architecture §3, §5). */
    async recordingCredentials(actor: Actor, id: string) {
      const row = await loadMine(db, actor, id);
      const { status, isArchived } = row.encounter;
      if (isArchived) throw conflict('Unarchive this encounter before recording.');
      if (status !== 'on-going' && status !== 'pending' && status !== 'in-progress') throw conflict(CHECKED_OUT_MESSAGE);
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + STREAM_TICKET_TTL_SECONDS * 1000);
      await encountersRepository.insertTicket(db, { ticketHash: hashTicket(ticket), encounterId: id, practitionerId: actor.practitionerId, expiresAt });
      return { ticket, expiresAt: expiresAt.toISOString(), streamUrl: `/api/encounters/${id}/stream` };
    },

    /** The encounter a live ticket was issued for (hand-off of a recording to another device). */
    async findByTicket(ticket: string, ip: string) {
      const live = await encountersRepository.findLiveTicket(db, hashTicket(ticket));
      const row = live ? await encountersRepository.findById(db, live.encounterId) : null;
      if (!live || !row) throw notFound('Recording link');
      await auditRepository.record(db, { practitionerId: live.practitionerId, action: 'encounter.read.ticket', entityType: 'encounter', entityId: live.encounterId, ip });
      return view(db, row);
    },
  };
}
export type EncountersService = ReturnType<typeof createEncountersService>;

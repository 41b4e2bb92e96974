import { createHash, randomBytes } from 'node:crypto';
import { TRANSCRIPT_SAVES_PER_MINUTE, type Encounter } from '@scribe/contracts';
import { hasSpeakerLabels, labelTranscript } from '@scribe/speech';
import type { Database, Executor } from '../../db/client.js';
import { enqueueJob } from '../../jobs/registry.js';
import type { Actor, RequestOrigin } from '../../lib/actor.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import type { AuditLog } from '../audit/audit-log.js';
import { auditEntryOf, auditRepository } from '../audit/audit.repository.js';
import { patientsRepository } from '../patients/patients.repository.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { encountersRepository, toEncounter, toEncounterSummary } from './encounters.repository.js';
import { assertCanRecord, assertCanToggleArchive, transition } from './lifecycle.js';

export const STREAM_TICKET_TTL_SECONDS = 60;
const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export function createEncountersService({ db, audit, onJobEnqueued }: { db: Database; audit: AuditLog; onJobEnqueued: () => void }) {
  async function loadMine(tx: Executor, actor: Actor, id: string, lock = false) {
    const row = await encountersRepository.findMine(tx, actor.practitionerId, id, { lock });
    if (!row) throw notFound('Encounter');
    return row;
  }

  async function view(tx: Executor, row: Awaited<ReturnType<typeof loadMine>>): Promise<Encounter> {
    return toEncounter(row, await encountersRepository.hasTranscript(tx, row.encounter.id));
  }

  /** At most TRANSCRIPT_SAVES_PER_MINUTE saves and resets per encounter; counted under the row lock, so across processes. */
  async function assertSaveAllowed(tx: Executor, id: string) {
    if ((await encountersRepository.savesInLastMinute(tx, id)) >= TRANSCRIPT_SAVES_PER_MINUTE) {
      throw new AppError(429, `This transcript was saved ${TRANSCRIPT_SAVES_PER_MINUTE} times in the last minute. Please wait a minute before saving it again.`);
    }
  }

  /** Runs `change` on the locked encounter, audits it, and answers the encounter as it now is. */
  async function change(actor: Actor, id: string, action: string, change: (tx: Executor, row: Awaited<ReturnType<typeof loadMine>>) => Promise<unknown>) {
    return db.transaction(async (tx) => {
      const row = await loadMine(tx, actor, id, true);
      await change(tx, row);
      await auditRepository.record(tx, auditEntryOf(actor, action, 'encounter', id));
      return view(tx, await loadMine(tx, actor, id));
    });
  }

  return {
    async create(actor: Actor, patientId: string) {
      return db.transaction(async (tx) => {
        const patient = await patientsRepository.findMine(tx, actor.practitionerId, patientId);
        if (!patient) throw notFound('Patient');
        const created = await encountersRepository.insert(tx, { practitionerId: actor.practitionerId, patientId });
        await auditRepository.record(tx, auditEntryOf(actor, 'encounter.create', 'encounter', created.id));
        return view(tx, await loadMine(tx, actor, created.id));
      });
    },

    async get(actor: Actor, id: string) {
      const row = await loadMine(db, actor, id);
      await audit.record(auditEntryOf(actor, 'encounter.read', 'encounter', id));
      return view(db, row);
    },

    async list(actor: Actor, query: { patient?: string; is_archived: boolean; limit: number; offset: number }) {
      if (query.patient && !(await patientsRepository.findMine(db, actor.practitionerId, query.patient))) {
        throw notFound('Patient');
      }
      // The page is read while its record is written (decision 201): the answer still waits for both.
      const [{ rows, total }] = await Promise.all([
        encountersRepository.listMine(db, actor.practitionerId, {
          patientId: query.patient,
          isArchived: query.is_archived,
          limit: query.limit,
          offset: query.offset,
        }),
        audit.record(auditEntryOf(actor, 'encounter.list', 'encounter', query.patient)),
      ]);
      return pageOf(rows.map(toEncounterSummary), total, query.limit, query.offset);
    },

    saveTranscript(actor: Actor, id: string, transcript: string) {
      return change(actor, id, 'encounter.transcript.save', async (tx, row) => {
        const statusChange = transition({ status: row.encounter.status, transcript }, 'edit-transcript', 'practitioner');
        if (transcript === row.encounter.transcript) return;
        await assertSaveAllowed(tx, id);
        await encountersRepository.replaceTranscript(tx, id, transcript, 'edit', statusChange);
      });
    },

    /** The kept versions of the transcript, newest first (at most MAX_TRANSCRIPT_VERSIONS). */
    async transcriptVersions(actor: Actor, id: string, page: { limit: number; offset: number }) {
      await loadMine(db, actor, id);
      const { docs, total } = await encountersRepository.transcriptVersions(db, id, page);
      await audit.record(auditEntryOf(actor, 'encounter.transcript.versions', 'encounter', id));
      return pageOf(docs, total, page.limit, page.offset);
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
        const statusChange = transition({ status: row.encounter.status, transcript: '' }, 'edit-transcript', 'practitioner');
        await assertSaveAllowed(tx, id);
        await encountersRepository.replaceTranscript(tx, id, '', 'reset', statusChange);
      });
    },

    /** Checkout: status processing and a notes job, in one transaction. */
    async finish(actor: Actor, id: string) {
      const encounter = await change(actor, id, 'encounter.finish', async (tx, row) => {
        const statusChange = transition(row.encounter, 'check-out', 'practitioner');
        const settings = await settingsRepository.findMine(tx, actor.practitionerId);
        await encountersRepository.changeStatus(tx, id, statusChange, { settings, checkedOutAt: new Date() });
        await enqueueJob(tx, 'notes.generate', { encounterId: id });
      });
      onJobEnqueued();
      return encounter;
    },

    /** Toggles is_archived; the lifecycle says in which statuses. */
    archive(actor: Actor, id: string) {
      return change(actor, id, 'encounter.archive', async (tx, row) => {
        assertCanToggleArchive(row.encounter);
        await encountersRepository.update(tx, id, { isArchived: !row.encounter.isArchived });
      });
    },

    /** A single-use ticket to open this encounter's audio stream (docs/product.md, 8. API and 9. Live stream protocol). */
    async recordingCredentials(actor: Actor, id: string) {
      const row = await loadMine(db, actor, id);
      assertCanRecord(row.encounter);
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + STREAM_TICKET_TTL_SECONDS * 1000);
      await encountersRepository.insertTicket(db, { ticketHash: hashTicket(ticket), encounterId: id, practitionerId: actor.practitionerId, expiresAt });
      return { ticket, expiresAt: expiresAt.toISOString(), streamUrl: `/api/encounters/${id}/stream` };
    },

    /** The encounter a live ticket was issued for (hand-off of a recording to another device). */
    async findByTicket(ticket: string, origin: RequestOrigin) {
      const live = await encountersRepository.findLiveTicket(db, hashTicket(ticket));
      const row = live ? await encountersRepository.findById(db, live.encounterId) : null;
      if (!live || !row) throw notFound('Recording link');
      await audit.record(auditEntryOf({ practitionerId: live.practitionerId, ...origin }, 'encounter.read.ticket', 'encounter', live.encounterId));
      return view(db, row);
    },
  };
}
export type EncountersService = ReturnType<typeof createEncountersService>;

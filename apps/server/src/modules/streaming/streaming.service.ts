import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { encounters } from '../../db/schema.js';
import { AppError, conflict } from '../../lib/errors.js';
import { auditRepository } from '../audit/audit.repository.js';
import { encountersRepository } from '../encounters/encounters.repository.js';

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A stream whose encounter has not been touched for this long is taken to be dead (its process died). */
export const STALE_STREAM_SECONDS = 30;

export interface StreamGrant {
  encounterId: string;
  practitionerId: string;
}

/**
 * Who may stream, and the encounter status around a stream (architecture §4, §5). The only module state is
 * the set of streams this process holds, so that a reconnect on the same process replaces its old stream.
 */
export function createStreamingService({ db }: { db: Database }) {
  /** Encounter id → the token of the stream holding it in this process. */
  const holders = new Map<string, { token: symbol; replace: () => Promise<void> }>();

  return {
    /** Checks and uses up the ticket: single use, unexpired, for this encounter and its practitioner. */
    async admit(ticket: string | undefined, encounterId: string, ip: string): Promise<StreamGrant> {
      const refused = new AppError(401, 'This recording ticket is not valid: it is unknown, used or expired. Ask for new recording credentials.');
      if (!ticket) throw refused;
      const hash = hashTicket(ticket);
      // Used up even when it was presented for another encounter: a leaked ticket is tried once only.
      const live = await encountersRepository.consumeTicket(db, hash);
      if (!live) throw refused;
      const row = await encountersRepository.findMine(db, live.practitionerId, encounterId);
      if (live.encounterId !== encounterId || !row) throw new AppError(403, 'This recording ticket was issued for another encounter.');
      if (row.encounter.isArchived) throw conflict('Unarchive this encounter before recording.');
      const { status } = row.encounter;
      if (status !== 'on-going' && status !== 'pending' && status !== 'in-progress') throw conflict('This encounter has already been checked out.');
      await auditRepository.record(db, { practitionerId: live.practitionerId, action: 'encounter.stream', entityType: 'encounter', entityId: encounterId, ip });
      return { encounterId, practitionerId: live.practitionerId };
    },

    /**
     * Marks the encounter in-progress for this stream and answers its transcript so far. A stream this
     * process holds is replaced (a reconnect); one held elsewhere and still alive refuses the new one.
     */
    async begin(grant: StreamGrant, token: symbol, replace: () => Promise<void>): Promise<string> {
      const previous = holders.get(grant.encounterId);
      if (previous) await previous.replace();
      const transcript = await db.transaction(async (tx) => {
        const row = await encountersRepository.findMine(tx, grant.practitionerId, grant.encounterId, { lock: true });
        if (!row) throw new AppError(404, 'Encounter not found.');
        const { status, updatedAt } = row.encounter;
        const stale = Date.now() - updatedAt.getTime() > STALE_STREAM_SECONDS * 1000;
        if (status === 'in-progress' && !previous && !stale) throw conflict('This encounter is already being recorded on another connection.');
        if (status !== 'on-going' && status !== 'pending' && status !== 'in-progress') throw conflict('This encounter has already been checked out.');
        await encountersRepository.update(tx, grant.encounterId, { status: 'in-progress' });
        return row.encounter.transcript;
      });
      holders.set(grant.encounterId, { token, replace });
      return transcript;
    },

    /** Saves the stream's transcript so far (after each final result, before it is sent to the client). */
    async saveSpeech(encounterId: string, transcript: string, versionId: number | null) {
      return db.transaction((tx) => encountersRepository.saveSpeech(tx, encounterId, transcript, versionId));
    },

    /** Keeps a quiet stream from looking dead to other processes. */
    async heartbeat(encounterId: string) {
      await db.update(encounters).set({ updatedAt: new Date() }).where(and(eq(encounters.id, encounterId), eq(encounters.status, 'in-progress')));
    },

    /** Stream over: pending when there is text, on-going otherwise; unless a newer stream holds the encounter. */
    async end(encounterId: string, token: symbol) {
      if (holders.get(encounterId)?.token !== token) return;
      holders.delete(encounterId);
      await db.transaction(async (tx) => {
        const row = await encountersRepository.findById(tx, encounterId, { lock: true });
        if (!row || row.encounter.status !== 'in-progress') return;
        await encountersRepository.update(tx, encounterId, { status: row.encounter.transcript.trim() ? 'pending' : 'on-going' });
      });
    },

    isHolder: (encounterId: string, token: symbol) => holders.get(encounterId)?.token === token,
  };
}
export type StreamingService = ReturnType<typeof createStreamingService>;

import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.js';
import type { RequestOrigin } from '../../lib/actor.js';
import type { Metrics } from '../../lib/metrics.js';
import { AppError, conflict } from '../../lib/errors.js';
import type { AuditLog } from '../audit/audit-log.js';
import { auditEntryOf } from '../audit/audit.repository.js';
import { encountersRepository } from '../encounters/encounters.repository.js';
import { allows, assertCanRecord, RECORDING_STATUS, transition } from '../encounters/lifecycle.js';

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A stream whose encounter has not been touched for this long is taken to be dead (its process died). */
export const STALE_STREAM_SECONDS = 30;

/** How the service ends a stream it holds. */
export interface StreamControl {
  /** A newer connection of the same encounter on this process takes over. */
  replace(): Promise<void>;
  /** This process is draining: save what was said, leave in-progress, tell the client to reconnect elsewhere. */
  handOver(): Promise<void>;
}

export interface StreamGrant {
  encounterId: string;
  practitionerId: string;
}

/**
 * Who may stream, and the encounter status around a stream (docs/product.md, 5. Encounter lifecycle and 9. Live stream protocol). The only module state is
 * the set of streams this process holds, so that a reconnect on the same process replaces its old stream.
 */
export function createStreamingService({ db, audit, metrics }: { db: Database; audit: AuditLog; metrics?: Metrics }) {
  /** Encounter id → the stream holding it in this process: its token, and how to end it for a newer stream or a drain. */
  const holders = new Map<string, { token: symbol } & StreamControl>();
  const counted = () => metrics?.activeStreams.set(holders.size);
  /** Set by the drain: new streams are refused before their ticket is used, so the client can use it elsewhere. */
  let draining = false;

  return {
    /** Checks and uses up the ticket: single use, unexpired, for this encounter and its practitioner. */
    async admit(ticket: string | undefined, encounterId: string, origin: RequestOrigin): Promise<StreamGrant> {
      const refused = new AppError(401, 'This recording ticket is not valid: it is unknown, used or expired. Ask for new recording credentials.');
      if (!ticket) throw refused;
      const hash = hashTicket(ticket);
      // Used up even when it was presented for another encounter: a leaked ticket is tried once only.
      const live = await encountersRepository.consumeTicket(db, hash);
      if (!live) throw refused;
      const row = await encountersRepository.findMine(db, live.practitionerId, encounterId);
      if (live.encounterId !== encounterId || !row) throw new AppError(403, 'This recording ticket was issued for another encounter.');
      assertCanRecord(row.encounter);
      await audit.record(auditEntryOf({ practitionerId: live.practitionerId, ...origin }, 'encounter.stream', 'encounter', encounterId));
      return { encounterId, practitionerId: live.practitionerId };
    },

    /**
     * Marks the encounter in-progress for this stream and answers its transcript so far. A stream this
     * process holds is replaced (a reconnect); one held elsewhere and still alive refuses the new one.
     */
    async begin(grant: StreamGrant, token: symbol, control: StreamControl): Promise<string> {
      const previous = holders.get(grant.encounterId);
      if (previous) await previous.replace();
      const transcript = await db.transaction(async (tx) => {
        const row = await encountersRepository.findMine(tx, grant.practitionerId, grant.encounterId, { lock: true });
        if (!row) throw new AppError(404, 'Encounter not found.');
        const { status, updatedAt } = row.encounter;
        // The lifecycle lets a stream take over a recording encounter; only this service knows whether the
        // stream holding it is still alive (held here, or its heartbeat is recent).
        const stale = Date.now() - updatedAt.getTime() > STALE_STREAM_SECONDS * 1000;
        if (status === RECORDING_STATUS && !previous && !stale) throw conflict('This encounter is already being recorded on another connection.');
        await encountersRepository.changeStatus(tx, grant.encounterId, transition(row.encounter, 'start-recording', 'recorder'));
        return row.encounter.transcript;
      });
      holders.set(grant.encounterId, { token, ...control });
      counted();
      return transcript;
    },

    /** Saves the stream's transcript so far (after each final result, before it is sent to the client). */
    async saveSpeech(encounterId: string, transcript: string, versionId: number | null) {
      return db.transaction((tx) => encountersRepository.saveSpeech(tx, encounterId, transcript, versionId));
    },

    /** Keeps a quiet stream from looking dead to other processes. */
    async heartbeat(encounterId: string) {
      await encountersRepository.touchWhileRecording(db, encounterId);
    },

    /** Stream over: pending when there is text, on-going otherwise; unless a newer stream holds the encounter. */
    async end(encounterId: string, token: symbol) {
      if (holders.get(encounterId)?.token !== token) return;
      holders.delete(encounterId);
      counted();
      await db.transaction(async (tx) => {
        const row = await encountersRepository.findById(tx, encounterId, { lock: true });
        if (!row || !allows(row.encounter.status, 'stop-recording')) return;
        await encountersRepository.changeStatus(tx, encounterId, transition(row.encounter, 'stop-recording', 'recorder'));
      });
    },

    isHolder: (encounterId: string, token: symbol) => holders.get(encounterId)?.token === token,
    isDraining: () => draining,

    /**
     * Draining (SIGTERM): every stream of this process saves its utterance in flight, leaves in-progress and
     * tells its client to reconnect, which the load balancer sends to another process (decision 77).
     */
    async handOverAll() {
      draining = true;
      await Promise.allSettled([...holders.values()].map((holder) => holder.handOver()));
    },
  };
}
export type StreamingService = ReturnType<typeof createStreamingService>;

import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';
import type { Actor, RequestOrigin } from '../../lib/actor.js';

export type AuditRow = typeof auditEvents.$inferSelect;

export type AuditEntityType = 'patient' | 'encounter' | 'practitioner' | 'settings' | 'analytics';

/** One record: who did what to which entity, and the request (address and id, as the log names it) that did it. */
export interface AuditEntry extends RequestOrigin {
  practitionerId: string | null;
  action: string;
  entityType: AuditEntityType;
  entityId?: string | null;
}

/** The record of what a signed-in practitioner's request did: the address and the request id always come with it. */
export const auditEntryOf = (actor: Actor, action: string, entityType: AuditEntityType, entityId?: string | null): AuditEntry => ({
  practitionerId: actor.practitionerId,
  action,
  entityType,
  entityId,
  ip: actor.ip,
  requestId: actor.requestId,
});

const toRow = (entry: AuditEntry) => ({ ...entry, entityId: entry.entityId ?? null });

/**
 * Every read or change of patient data, and every account event, leaves a record: who, what, when, from where
 * (docs/product.md, 14. Security). The table is append-only: a trigger refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditRepository = {
  async record(db: Executor, entry: AuditEntry) {
    await db.insert(auditEvents).values(toRow(entry));
  },
  /** Many records in one statement (one round trip, one commit). */
  async recordMany(db: Executor, entries: AuditEntry[]) {
    if (entries.length > 0) await db.insert(auditEvents).values(entries.map(toRow));
  },
  /** A practitioner's own events, newest first, and how many there are. */
  async listMine(db: Executor, practitionerId: string, limit: number, offset: number) {
    const mine = eq(auditEvents.practitionerId, practitionerId);
    const [rows, [total]] = await Promise.all([
      db.select().from(auditEvents).where(mine).orderBy(desc(auditEvents.at), desc(auditEvents.id)).limit(limit).offset(offset),
      db.select({ total: count() }).from(auditEvents).where(mine),
    ]);
    return { rows, total: total?.total ?? 0 };
  },
};

import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { prepared, preparedSql } from '../../db/prepared.js';
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

/** The group insert of decision 101: one array per column, unnested; prepared (decision 141). */
const insertMany = prepared((db: Executor) => {
  const { practitionerId, action, entityType, entityId, ip, requestId } = auditEvents;
  const columns = [practitionerId, action, entityType, entityId, ip, requestId].map((c) => sql.identifier(c.name));
  const array = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}[]`;
  return preparedSql(
    db,
    sql`insert into ${auditEvents} (${sql.join(columns, sql`, `)}) select * from unnest(
      ${array('practitionerIds', 'uuid')}, ${array('actions', 'text')}, ${array('entityTypes', 'text')},
      ${array('entityIds', 'text')}, ${array('ips', 'text')}, ${array('requestIds', 'text')})`,
    'audit_insert_many',
  );
});

/**
 * Every read or change of patient data, and every account event, leaves a record: who, what, when, from where
 * (docs/product.md, 14. Security). The table is append-only: a trigger refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditRepository = {
  async record(db: Executor, entry: AuditEntry) {
    await db.insert(auditEvents).values(toRow(entry));
  },
  /**
   * Many records in one statement (one round trip, one commit): one array per column, unnested, so the statement
   * is the same text whatever the number of records (decision 101). Drizzle's insert builds a parameter per value,
   * which under load was the largest part of its remaining work (the groups hold tens of records).
   */
  async recordMany(db: Executor, entries: AuditEntry[]) {
    if (entries.length === 0) return;
    const column = (pick: (entry: AuditEntry) => string | null | undefined) => entries.map((entry) => pick(entry) ?? null);
    await insertMany(db).execute({
      practitionerIds: column((e) => e.practitionerId),
      actions: column((e) => e.action),
      entityTypes: column((e) => e.entityType),
      entityIds: column((e) => e.entityId),
      ips: column((e) => e.ip),
      requestIds: column((e) => e.requestId),
    });
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

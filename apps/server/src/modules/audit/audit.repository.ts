import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';

export type AuditRow = typeof auditEvents.$inferSelect;

export interface AuditEntry {
  practitionerId: string | null;
  action: string;
  entityType: 'patient' | 'encounter' | 'practitioner' | 'settings' | 'analytics';
  entityId?: string | null;
  ip?: string;
  /** The request's id as the server log names it. */
  requestId?: string;
}

/**
 * Every read or change of patient data, and every account event, leaves a record: who, what, when, from where
 * (docs/product.md, 14. Security). The table is append-only: a trigger refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditRepository = {
  async record(db: Executor, entry: AuditEntry) {
    await db.insert(auditEvents).values({ ...entry, entityId: entry.entityId ?? null, ip: entry.ip ?? null, requestId: entry.requestId ?? null });
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

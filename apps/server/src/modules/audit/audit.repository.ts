import type { Executor } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';

export interface AuditEntry {
  practitionerId: string | null;
  action: string;
  entityType: 'patient' | 'encounter' | 'practitioner' | 'settings' | 'analytics';
  entityId?: string | null;
  ip?: string;
}

/** Every read or change of patient data leaves a record: who, what, when (architecture §7). */
export const auditRepository = {
  async record(db: Executor, entry: AuditEntry) {
    await db.insert(auditEvents).values({ ...entry, entityId: entry.entityId ?? null, ip: entry.ip ?? null });
  },
};

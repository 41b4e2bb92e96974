import type { z } from 'zod';
import type { analytics } from '@scribe/contracts';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { AuditLog } from '../audit/audit-log.js';
import { auditEntryOf } from '../audit/audit.repository.js';
import { encountersRepository } from '../encounters/encounters.repository.js';
import { patientsRepository } from '../patients/patients.repository.js';

export function createAnalyticsService({ db, audit }: { db: Database; audit: AuditLog }) {
  return {
    /** The practitioner's totals for the dashboard; reading them is audited as any read of patient data. */
    async totals(actor: Actor): Promise<z.infer<typeof analytics>> {
      const [patients, encounters] = await Promise.all([
        patientsRepository.countMine(db, actor.practitionerId),
        encountersRepository.countMine(db, actor.practitionerId),
      ]);
      await audit.record(auditEntryOf(actor, 'analytics.read', 'analytics'));
      return { patients: { total: patients }, encounters: { total: encounters } };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

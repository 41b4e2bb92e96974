import type { z } from 'zod';
import type { analytics } from '@scribe/contracts';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { auditRepository } from '../audit/audit.repository.js';
import { encountersRepository } from '../encounters/encounters.repository.js';
import { patientsRepository } from '../patients/patients.repository.js';

export function createAnalyticsService({ db }: { db: Database }) {
  return {
    /** The practitioner's totals for the dashboard; reading them is audited as any read of patient data. */
    async totals(actor: Actor): Promise<z.infer<typeof analytics>> {
      const [patients, encounters] = await Promise.all([
        patientsRepository.countMine(db, actor.practitionerId),
        encountersRepository.countMine(db, actor.practitionerId),
      ]);
      await auditRepository.record(db, { practitionerId: actor.practitionerId, action: 'analytics.read', entityType: 'analytics', ip: actor.ip });
      return { patients: { total: patients }, encounters: { total: encounters } };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

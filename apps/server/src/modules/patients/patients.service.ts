import type { z } from 'zod';
import type { createPatientBody, listPatientsQuery, Patient } from '@scribe/contracts';
import type { Actor } from '../../lib/actor.js';
import type { Database } from '../../db/client.js';
import { pageOf } from '../../lib/paging.js';
import type { AuditLog } from '../audit/audit-log.js';
import { auditEntryOf, auditRepository } from '../audit/audit.repository.js';
import { patientsRepository, toPatient } from './patients.repository.js';

/** The id shown to people (decision 11): per practitioner, P-000001 upwards. */
const formatPid = (n: number) => `P-${String(n).padStart(6, '0')}`;

export function createPatientsService({ db, audit }: { db: Database; audit: AuditLog }) {
  return {
    /** Numbers, stores and audits the patient in one transaction, so a failed insert uses up no number. */
    async create(actor: Actor, body: z.output<typeof createPatientBody>): Promise<Patient> {
      const row = await db.transaction(async (tx) => {
        const number = await patientsRepository.nextPatientNumber(tx, actor.practitionerId);
        const created = await patientsRepository.insert(tx, {
          practitionerId: actor.practitionerId,
          firstName: body.first_name,
          lastName: body.last_name,
          birthDate: body.birth_date,
          gender: body.gender,
          pid: formatPid(number),
        });
        await auditRepository.record(tx, auditEntryOf(actor, 'patient.create', 'patient', created.id));
        return created;
      });
      return toPatient(row);
    },

    async list(actor: Actor, query: z.output<typeof listPatientsQuery>) {
      // The page is read while its record is written (decision 201): the answer still waits for both.
      const [{ rows, total }] = await Promise.all([
        patientsRepository.listMine(db, actor.practitionerId, {
          limit: query.limit,
          offset: query.offset,
          order: query.order,
          sortField: query.sort_field,
          searchField: query.search_field,
          search: query.search || undefined,
        }),
        audit.record(auditEntryOf(actor, 'patient.list', 'patient')),
      ]);
      return pageOf(rows.map(toPatient), total, query.limit, query.offset);
    },
  };
}
export type PatientsService = ReturnType<typeof createPatientsService>;

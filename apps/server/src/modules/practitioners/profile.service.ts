import type { z } from 'zod';
import type { updateUserBody, User } from '@scribe/contracts';
import type { Database } from '../../db/client.js';
import type { RequestOrigin } from '../../lib/actor.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { AuditLog } from '../audit/audit-log.js';
import { auditEntryOf } from '../audit/audit.repository.js';
import { practitionersRepository, toUser, type PractitionerRow } from './practitioners.repository.js';

/** A practitioner's own profile (the API calls a practitioner a user: `PUT /users/:id`, docs/product.md, 8. API). */
export function createProfileService({ db, audit }: { db: Database; audit: AuditLog }) {
  return {
    /** Only one's own profile: another id is 404, as any record of another practitioner; the e-mail is read-only. */
    async update(practitioner: PractitionerRow, id: string, body: z.output<typeof updateUserBody>, origin: RequestOrigin): Promise<User> {
      if (id !== practitioner.id) throw notFound('User');
      if (body.email !== undefined && body.email !== practitioner.email) throw badRequest('Email cannot be changed.', 'email');
      const updated = await practitionersRepository.updateProfile(db, practitioner.id, {
        firstName: body.first_name,
        lastName: body.last_name,
        gender: body.gender,
        phone: body.phone,
      });
      if (!updated) throw notFound('User');
      await audit.record(auditEntryOf({ practitionerId: practitioner.id, ...origin }, 'profile.update', 'practitioner', practitioner.id));
      return toUser(updated);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;

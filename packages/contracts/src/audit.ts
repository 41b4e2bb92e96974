import { z } from 'zod';
import { limitQuery, offsetQuery } from './common.js';

/** One entry of a practitioner's own audit trail (GET /api/audit/mine): who did what, when, from where. */
export const auditEvent = z.object({
  _id: z.string(),
  /** e.g. login, login.failure, logout, password.change, password.reset-request, password.reset, profile.update, patient.create, encounter.read */
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
  at: z.string(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

/** Newest first, paged like the other lists. */
export const listAuditQuery = z.object({ limit: limitQuery, offset: offsetQuery });

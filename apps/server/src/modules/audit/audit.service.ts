import type { z } from 'zod';
import type { AuditEvent, listAuditQuery } from '@scribe/contracts';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { pageOf } from '../../lib/paging.js';
import { auditRepository, type AuditRow } from './audit.repository.js';
import { isoTime } from '../../lib/iso-time.js';

const toAuditEvent = (row: AuditRow): AuditEvent => ({
  _id: String(row.id),
  action: row.action,
  entity_type: row.entityType,
  entity_id: row.entityId,
  ip: row.ip,
  request_id: row.requestId,
  at: isoTime(row.at),
});

/** A practitioner's own audit trail (decision 74). Reading it is not itself recorded: it would grow with every look. */
export function createAuditService({ db }: { db: Database }) {
  return {
    async listMine(actor: Actor, query: z.output<typeof listAuditQuery>) {
      const { rows, total } = await auditRepository.listMine(db, actor.practitionerId, query.limit, query.offset);
      return pageOf(rows.map(toAuditEvent), total, query.limit, query.offset);
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;

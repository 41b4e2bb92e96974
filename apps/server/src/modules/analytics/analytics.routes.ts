import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analytics, envelope, errorBody } from '@scribe/contracts';
import type { Database } from '../../db/client.js';
import { auditRepository } from '../audit/audit.repository.js';
import { currentAuth } from '../auth/authenticate.js';
import { encountersRepository } from '../encounters/encounters.repository.js';
import { patientsRepository } from '../patients/patients.repository.js';

export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/analytics', { schema: { tags: ['analytics'], security: [{ bearer: [] }], response: { 200: envelope(analytics), 401: errorBody } } }, async (request) => {
    const practitionerId = currentAuth(request).practitioner.id;
    const [patients, encounters] = await Promise.all([
      patientsRepository.countMine(db, practitionerId),
      encountersRepository.countMine(db, practitionerId),
    ]);
    await auditRepository.record(db, { practitionerId, action: 'analytics.read', entityType: 'analytics', ip: request.ip });
    return { data: { patients: { total: patients }, encounters: { total: encounters } } };
  });
};

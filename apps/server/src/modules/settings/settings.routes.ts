import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBody, practitionerSettings, settingsView } from '@scribe/contracts';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { auditRepository } from '../audit/audit.repository.js';
import { currentAuth } from '../auth/authenticate.js';
import type { EngineRegistry } from '../notes/engines.js';
import { settingsRepository } from './settings.repository.js';

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Database; engines: EngineRegistry }> = async (app, { db, engines }) => {
  const tags = ['settings'];
  const security = [{ bearer: [] }];

  app.get('/settings/mine', { schema: { tags, security, response: { 200: envelope(settingsView), 401: errorBody } } }, async (request) => {
    const settings = await settingsRepository.findMine(db, currentAuth(request).practitioner.id);
    return { data: { ...settings, engines: engines.availability() } };
  });

  app.put(
    '/settings',
    { schema: { tags, security, body: practitionerSettings, response: { 200: envelope(settingsView), 400: errorBody, 401: errorBody } } },
    async (request) => {
      const practitionerId = currentAuth(request).practitioner.id;
      const reason = engines.unavailableReason(request.body.model_version);
      if (reason) throw badRequest(reason, 'model_version');
      await settingsRepository.save(db, practitionerId, request.body);
      await auditRepository.record(db, { practitionerId, action: 'settings.update', entityType: 'settings', entityId: practitionerId, ip: request.ip });
      return { data: { ...request.body, engines: engines.availability() }, message: 'Settings updated successfully' };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBody, practitionerSettings, settingsView } from '@scribe/contracts';
import { actorOf } from '../practitioners/authenticate.js';
import type { SettingsService } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  const tags = ['settings'];
  const security = [{ bearer: [] }];

  app.get('/settings/mine', { schema: { tags, security, response: { 200: envelope(settingsView), 401: errorBody } } }, async (request) => ({
    data: await settings.get(actorOf(request)),
  }));

  app.put(
    '/settings',
    { schema: { tags, security, body: practitionerSettings, response: { 200: envelope(settingsView), 400: errorBody, 401: errorBody } } },
    async (request) => ({ data: await settings.save(actorOf(request), request.body), message: 'Settings updated successfully' }),
  );
};

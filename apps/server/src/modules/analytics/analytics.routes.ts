import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analytics, envelope, errorBody } from '@scribe/contracts';
import { actorOf } from '../practitioners/authenticate.js';
import type { AnalyticsService } from './analytics.service.js';

export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (app, { analytics: service }) => {
  app.get('/analytics', { schema: { tags: ['analytics'], security: [{ bearer: [] }], response: { 200: envelope(analytics), 401: errorBody } } }, async (request) => ({
    data: await service.totals(actorOf(request)),
  }));
};

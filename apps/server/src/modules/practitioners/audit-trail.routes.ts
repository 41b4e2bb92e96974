import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEvent, envelope, errorBody, listAuditQuery, paged } from '@scribe/contracts';
import type { AuditService } from '../audit/audit.service.js';
import { actorOf } from './authenticate.js';

/** GET /audit/mine: the signed-in practitioner's own trail, newest first (here, beside the sign-in it needs: audit sits below practitioners). */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/audit/mine',
    {
      schema: {
        tags: ['audit'],
        security: [{ bearer: [] }],
        querystring: listAuditQuery,
        response: { 200: envelope(paged(auditEvent)), 400: errorBody, 401: errorBody },
      },
    },
    async (request) => ({ data: await audit.listMine(actorOf(request), request.query) }),
  );
};

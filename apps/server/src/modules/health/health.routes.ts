import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody } from '@scribe/contracts';
import type { DatabaseHandle } from '../../db/client.js';
import { errorBody as buildError } from '../../lib/error-handler.js';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: envelope(z.object({ status: z.literal('ok'), db: z.literal('ok') })), 503: errorBody } } },
    async (request, reply) => {
      try {
        await database.ping();
        return { data: { status: 'ok' as const, db: 'ok' as const } };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send(buildError(503, 'The database is not reachable.'));
      }
    },
  );
};

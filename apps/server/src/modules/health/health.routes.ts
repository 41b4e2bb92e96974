import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody } from '@scribe/contracts';
import { errorBody as buildError } from '../../lib/error-handler.js';
import type { HealthService } from './health.service.js';

/**
 * `/api/health`: liveness, answered without touching the database (an outage of the database should not get
 * every process restarted). `/api/health/ready`: readiness, 503 with the reason while the process should get
 * no traffic.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  // Polled every few seconds by load balancers: their requests are not logged, a readiness failure is.
  app.get('/health', { logLevel: 'warn', schema: { tags: ['health'], response: { 200: envelope(z.object({ status: z.literal('ok') })) } } }, async () => ({
    data: { status: 'ok' as const },
  }));

  app.get(
    '/health/ready',
    { logLevel: 'warn', schema: { tags: ['health'], response: { 200: envelope(z.object({ status: z.literal('ready') })), 503: errorBody } } },
    async (request, reply) => {
      const readiness = await health.readiness();
      if (readiness.ready) return { data: { status: 'ready' as const } };
      request.log.warn({ reason: readiness.reason }, 'not ready');
      return reply.code(503).send(buildError(503, readiness.reason));
    },
  );
};

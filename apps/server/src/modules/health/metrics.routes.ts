import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { errorBody } from '../../lib/error-handler.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read /metrics (decision 79): a scraper on this machine (the socket's peer is loopback and no proxy
 * forwarded the request), or anyone presenting METRICS_TOKEN as a bearer token. Route names and counts are not
 * patient data, but they tell an outsider how the service is used.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const presented = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
  if (token && presented) {
    const [a, b] = [Buffer.from(presented), Buffer.from(token)];
    return a.length === b.length && timingSafeEqual(a, b);
  }
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !proxied && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** `GET /metrics`: the Prometheus text format. */
export const metricsRoutes: FastifyPluginAsync<{ registry: Registry; token: string | undefined }> = async (app, { registry, token }) => {
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, token)) {
      return reply.code(403).send(errorBody(403, 'Metrics are served on loopback, or with the METRICS_TOKEN bearer token.'));
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};

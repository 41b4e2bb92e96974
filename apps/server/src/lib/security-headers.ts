import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every response (decision 98). The middleware is built once: @fastify/helmet
 * built it again for every request (helmet(options) parses the CSP directives each time) and added an async hook
 * besides, 5% of the time of a signed-in request. The headers are the same: helmet's own middleware sets them on
 * the raw response, as the plugin did.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const middleware = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

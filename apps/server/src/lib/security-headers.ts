import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The product's helmet options (decision 98). */
export const securityHeaderOptions: HelmetOptions = {
  // Served over plain HTTP on a clinic's network too: no forced upgrade to HTTPS, no HSTS pin.
  hsts: false,
  contentSecurityPolicy: {
    directives: {
      upgradeInsecureRequests: null,
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
    },
  },
};

/**
 * The headers helmet's middleware sets for these options, by lower-case name, read once by running the middleware
 * on a response that only records them. Options with no per-request function (a CSP nonce) give the same headers
 * to every request; `installSecurityHeaders` refuses the others.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    // helmet removes X-Powered-By, which neither Node nor Fastify sets.
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * Helmet's security headers on every response (decision 98). helmet's own middleware on each request ran its
 * twelve parts and set each header on the raw response, 4.6% of the API process's busy time on the patient list
 * (decision 302); the headers do not depend on the request, so they are computed once (`securityHeaders`) and
 * handed to Fastify's reply with the others, which writes them all in one `writeHead`.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const directives = typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy.directives : undefined;
  const perRequest = Object.values(directives ?? {}).some((value) => (Array.isArray(value) ? value : [value]).some((v) => typeof v === 'function'));
  if (perRequest) throw new Error('security headers: a CSP directive computed per request needs helmet per request');
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

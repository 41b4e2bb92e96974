import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { NoteEngine } from '@scribe/clinical';
import type { Config } from './config.js';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.js';
import { removeExpiredCredentials } from './jobs/maintenance.js';
import { startWorker, type Worker } from './jobs/worker.js';
import { errorBody, installErrorHandler } from './lib/error-handler.js';
import { resolveJwtSecret } from './lib/secrets.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { publicAuthRoutes, signedInAuthRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createAuthenticate } from './modules/auth/authenticate.js';
import { createTokenService } from './modules/auth/tokens.js';
import { encountersRoutes, encounterTicketRoutes } from './modules/encounters/encounters.routes.js';
import { createEncountersService } from './modules/encounters/encounters.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { icd10Routes } from './modules/icd10/icd10.routes.js';
import { createMailer } from './modules/mail/mailer.js';
import { createEngineRegistry } from './modules/notes/engines.js';
import { buildNoteEngines } from './modules/notes/llm-engines.js';
import { createNotesJob } from './modules/notes/notes.job.js';
import { patientsRoutes } from './modules/patients/patients.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { deleteEncounterAudio, pruneAudio } from './modules/streaming/audio-store.js';
import { streamingRoutes } from './modules/streaming/streaming.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one per file); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Extra note engines (the LLM engines); 'stable' is always there. Default: those the config names. */
  noteEngines?: NoteEngine[];
}

export interface Runtime {
  database: DatabaseHandle;
  worker: Worker | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    runtime: Runtime;
  }
}

/** Builds the whole server (API, docs, web client, job worker) without listening, so tests can `inject()`. */
export async function buildApp({ config, database: givenDatabase, noteEngines }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Paths only: query strings can carry patient names.
      serializers: { req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }) },
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  // An action such as finish or archive may arrive with a JSON content type and no body: treat it as no body.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body.toString(), done),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  const database = givenDatabase ?? (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: config.PGLITE_DIR ?? path.join(config.DATA_DIR, 'db'),
    }));
  const { db } = database;
  const secret = resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR);
  const tokens = createTokenService(secret, config.TOKEN_TTL_MINUTES);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log: app.log });
  const auth = createAuthService({ db, tokens, mailer, codeSecret: secret, log: app.log });
  const engines = createEngineRegistry(noteEngines ?? buildNoteEngines(config, app.log));

  const runsWorker = config.ROLE !== 'api';
  const worker = runsWorker
    ? startWorker({
        db,
        handlers: createNotesJob({
          db,
          engines,
          log: app.log,
          llmAttempts: config.NOTES_LLM_ATTEMPTS,
          onNotesComplete:
            config.AUDIO_RETENTION_DAYS > 0 ? undefined : (encounterId) => deleteEncounterAudio(config.DATA_DIR, encounterId),
        }),
        log: app.log,
        leaseSeconds: config.JOB_LEASE_SECONDS,
        pollMs: config.WORKER_POLL_MS,
      })
    : null;
  const maintenance = runsWorker ? scheduleMaintenance(db, config, app.log) : null;
  const encounters = createEncountersService({ db, onJobEnqueued: () => worker?.nudge() });
  app.decorate('runtime', { database, worker });
  app.addHook('onClose', async () => {
    if (maintenance) clearInterval(maintenance);
    await worker?.stop();
    if (!givenDatabase) await database.close();
  });

  await app.register(helmet, {
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
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      ...errorBody(429, `Too many attempts. Please try again in ${context.after}.`),
      statusCode: 429,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Clinical Scribe API', version: '1.0.0', description: 'The REST API behind the clinical scribe web client.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const authenticate = createAuthenticate(db, tokens);
  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes, { database });
      await api.register(publicAuthRoutes, { auth, rateLimitPerMinute: config.AUTH_RATE_LIMIT });
      await api.register(encounterTicketRoutes, { encounters });
      await api.register(streamingRoutes, { db, config });
      await api.register(async (signedIn) => {
        signedIn.decorateRequest('authenticated', null);
        signedIn.addHook('onRequest', authenticate);
        await signedIn.register(signedInAuthRoutes, { auth, rateLimitPerMinute: config.AUTH_RATE_LIMIT });
        await signedIn.register(usersRoutes, { db });
        await signedIn.register(patientsRoutes, { db });
        await signedIn.register(encountersRoutes, { encounters });
        await signedIn.register(settingsRoutes, { db, engines });
        await signedIn.register(analyticsRoutes, { db });
        await signedIn.register(icd10Routes, {});
      });
    },
    { prefix: '/api' },
  );

  registerWebClient(app, config.WEB_DIST);
  return app;
}

/** Hourly clean-up, run by the worker role: expired credentials, and audio past its retention period. */
function scheduleMaintenance(db: Database, config: Config, log: FastifyBaseLogger) {
  const run = () =>
    void Promise.all([
      removeExpiredCredentials(db),
      config.AUDIO_RETENTION_DAYS > 0 ? pruneAudio(config.DATA_DIR, config.AUDIO_RETENTION_DAYS) : null,
    ]).catch((err: unknown) => log.warn({ err }, 'maintenance failed'));
  run();
  return setInterval(run, 3600_000).unref();
}

/** Serves the built SPA at `/`; any non-API path that is not a file falls back to index.html. */
function registerWebClient(app: FastifyInstance, webDist: string) {
  const indexHtml = path.join(webDist, 'index.html');
  const hasWebClient = fs.existsSync(indexHtml);
  if (hasWebClient) void app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWebClient && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send(errorBody(404, isApi ? 'This API path does not exist.' : 'Page not found'));
  });
}

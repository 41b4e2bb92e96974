import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { NoteEngine } from '@scribe/clinical';
import { ConfigError, type Config } from './config.js';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.js';
import { resealDatabase, wrongKeyReason } from './db/reseal.js';
import { keepPlannerStatistics } from './db/statistics.js';
import { removeExpiredCredentials } from './jobs/maintenance.js';
import { startWorker, type Worker } from './jobs/worker.js';
import { jobQueue } from './jobs/queue.js';
import { errorBody, installErrorHandler } from './lib/error-handler.js';
import { loggableUrl } from './lib/log-redaction.js';
import { createMetrics, type Metrics } from './lib/metrics.js';
import { makePrivate } from './lib/private-files.js';
import { OneLinePerRequest } from './lib/request-log.js';
import { installSecurityHeaders, securityHeaderOptions } from './lib/security-headers.js';
import { resolveDataKeyring, resolveJwtSecret } from './lib/secrets.js';
import { installKeyring, type Keyring } from './lib/sealing.js';
import { serializerCompiler } from './lib/serializer.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { createAnalyticsService } from './modules/analytics/analytics.service.js';
import { createAuditLog } from './modules/audit/audit-log.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { encountersRoutes, encounterTicketRoutes } from './modules/encounters/encounters.routes.js';
import { createEncountersService } from './modules/encounters/encounters.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createHealthService } from './modules/health/health.service.js';
import { metricsRoutes } from './modules/health/metrics.routes.js';
import { auditRoutes } from './modules/practitioners/audit-trail.routes.js';
import { icd10Routes } from './modules/icd10/icd10.routes.js';
import { createMailer } from './modules/mail/mailer.js';
import { createEngineRegistry } from './modules/notes/engines.js';
import { buildNoteEngines } from './modules/notes/llm-engines.js';
import { createNotesJob } from './modules/notes/notes.job.js';
import { patientsRoutes } from './modules/patients/patients.routes.js';
import { createPatientsService } from './modules/patients/patients.service.js';
import { publicAuthRoutes, signedInAuthRoutes } from './modules/practitioners/auth.routes.js';
import { createAuthService } from './modules/practitioners/auth.service.js';
import { createAuthenticate } from './modules/practitioners/authenticate.js';
import { profileRoutes } from './modules/practitioners/profile.routes.js';
import { createProfileService } from './modules/practitioners/profile.service.js';
import { createTokenService } from './modules/practitioners/tokens.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { createAudioStorage, type AudioStorage } from './modules/streaming/audio-storage.js';
import { streamingRoutes } from './modules/streaming/streaming.routes.js';
import { createStreamingService } from './modules/streaming/streaming.service.js';

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
  metrics: Metrics;
  /**
   * SIGTERM's first step (decision 77): readiness answers 503 from now on, open recording streams save what
   * was said and are told to reconnect (to another process), the running job finishes or goes back to the
   * queue. `app.close()` follows.
   */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    runtime: Runtime;
  }
}

/**
 * Builds the whole server (API, docs, web client, job worker) without listening, so tests can `inject()`.
 * ROLE=worker serves only health and /metrics beside its job worker.
 */
export async function buildApp({ config, database: givenDatabase, noteEngines }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Paths only (query strings can carry patient names), and recording tickets redacted. No header is written,
      // so no credential in one (authorization, cookie) can be; pino's `redact` of those paths, which never
      // matched after this serializer, is gone (decision 192; data-at-rest.int.test.ts checks the log).
      serializers: { req: (req) => ({ method: req.method, url: loggableUrl(req.url), remoteAddress: req.ip }) },
    },
    logController: new OneLinePerRequest(),
    trustProxy: config.TRUST_PROXY,
    // Unique across processes and restarts, since audit records carry it (decision 89); answered as X-Request-Id.
    genReqId: () => randomUUID(),
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
  // Synchronous hooks (a callback, not an async function): Fastify then makes no promise per request for them
  // (decision 191).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // Patient and account data must not stay in a browser's or a proxy's cache (decision 69).
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  // What an earlier run left readable to others becomes private before anything is opened (decision 70).
  const pgliteDir = config.PGLITE_DIR ?? path.join(config.DATA_DIR, 'db');
  const privateDirs = [config.DATA_DIR, ...(config.DATABASE_URL ? [] : [pgliteDir])].filter((dir) => dir !== 'memory://');
  for (const dir of new Set(privateDirs)) makePrivate(dir);
  const keys = dataKeyring(config);
  installKeyring(keys);
  const database = givenDatabase ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir, migrate: config.MIGRATE_ON_START, poolSize: config.DATABASE_POOL_SIZE }));
  const metrics = createMetrics(config.ROLE);
  metrics.watch({
    jobsByStatus: () => jobQueue.countByStatus(database.db),
    poolUse: () => poolUse(database),
  });
  const { db } = database;
  await sealStoredPlaintext(db, keys, app.log, async () => {
    if (!givenDatabase) await database.close();
  });
  // PGlite has no autovacuum: the server analyses its tables itself, now and as they change (decision 104).
  // PostgreSQL's own autovacuum does this there.
  const statistics = database.kind === 'pglite' ? await keepPlannerStatistics(db, app.log) : null;
  const auditLog = createAuditLog(db);
  const secret = resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR);
  const tokens = createTokenService(secret, config.TOKEN_TTL_MINUTES);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log: app.log });
  const auth = createAuthService({
    db,
    tokens,
    mailer,
    codeSecret: secret,
    loginFailuresPerAddress: config.LOGIN_FAILURES_PER_ADDRESS,
    audit: auditLog,
    // Called only after a request, when the worker below exists.
    onJobEnqueued: () => worker?.nudge(),
  });
  const engines = createEngineRegistry(noteEngines ?? buildNoteEngines(config, app.log));

  const audio = createAudioStorage({ dataDir: config.DATA_DIR, audioStore: config.AUDIO_STORE, region: config.AWS_REGION, endpoint: config.AUDIO_S3_ENDPOINT });
  const runsWorker = config.ROLE !== 'api';
  const worker = runsWorker
    ? startWorker({
        db,
        handlers: {
          ...auth.jobHandlers,
          ...createNotesJob({
            db,
            engines,
            log: app.log,
            llmAttempts: config.NOTES_LLM_ATTEMPTS,
            onNotesComplete:
              config.AUDIO_RETENTION_DAYS > 0 ? undefined : (encounterId) => audio.deleteEncounter(encounterId),
          }),
        },
        log: app.log,
        leaseSeconds: config.JOB_LEASE_SECONDS,
        pollMs: config.WORKER_POLL_MS,
        metrics,
      })
    : null;
  const maintenance = runsWorker ? scheduleMaintenance(db, config, audio, app.log) : null;
  const encounters = createEncountersService({ db, audit: auditLog, onJobEnqueued: () => worker?.nudge() });
  const streaming = createStreamingService({ db, audit: auditLog, metrics });
  let draining = false;
  const health = createHealthService({ database, isDraining: () => draining });
  app.decorate('runtime', {
    database,
    worker,
    metrics,
    async drain() {
      draining = true;
      await Promise.all([streaming.handOverAll(), worker?.stop(config.DRAIN_GRACE_SECONDS * 1000)]);
    },
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the URL: ids and query strings stay out of the labels.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route };
    metrics.httpRequests.inc({ ...labels, status: String(reply.statusCode) });
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onClose', async () => {
    if (maintenance) clearInterval(maintenance);
    await statistics?.stop();
    await worker?.stop();
    // Requests wait for their own records, but a record still being written must not meet a closed database.
    await auditLog.settled();
    if (!givenDatabase) await database.close();
  });

  await app.register(metricsRoutes, { registry: metrics.registry, token: config.METRICS_TOKEN });
  if (config.ROLE === 'worker') {
    await app.register(healthRoutes, { prefix: '/api', health });
    return app;
  }

  installSecurityHeaders(app, securityHeaderOptions);
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

  // The embedded database has no other client than this process, so the session check's answers are kept until a
  // statement writes the sessions or practitioners tables (decision 112); on PostgreSQL other processes write them.
  const authenticate = createAuthenticate(db, tokens, { idleMinutes: config.SESSION_IDLE_MINUTES, sessionWrites: database.sessionWrites });
  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes, { health });
      await api.register(publicAuthRoutes, { auth, rateLimitPerMinute: config.AUTH_RATE_LIMIT });
      await api.register(encounterTicketRoutes, { encounters });
      await api.register(streamingRoutes, { streaming, config, metrics, audio });
      await api.register(async (signedIn) => {
        signedIn.decorateRequest('authenticated', null);
        signedIn.addHook('onRequest', authenticate);
        await signedIn.register(signedInAuthRoutes, { auth, rateLimitPerMinute: config.AUTH_RATE_LIMIT });
        await signedIn.register(profileRoutes, { profile: createProfileService({ db, audit: auditLog }) });
        await signedIn.register(patientsRoutes, { patients: createPatientsService({ db, audit: auditLog }) });
        await signedIn.register(encountersRoutes, { encounters });
        await signedIn.register(settingsRoutes, { settings: createSettingsService({ db, audit: auditLog, engines }) });
        await signedIn.register(analyticsRoutes, { analytics: createAnalyticsService({ db, audit: auditLog }) });
        await signedIn.register(auditRoutes, { audit: createAuditService({ db }) });
        await signedIn.register(icd10Routes, {});
      });
    },
    { prefix: '/api' },
  );

  registerWebClient(app, config.WEB_DIST);
  return app;
}

function dataKeyring(config: Config): Keyring {
  try {
    return resolveDataKeyring(config);
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * Refuses a data key that does not open the stored data, then seals what a version before sealing stored as
 * plaintext (decision 67); every start does it, so it needs no step of its own and finds nothing once done.
 */
async function sealStoredPlaintext(db: Database, keys: Keyring, log: FastifyBaseLogger, closeDatabase: () => Promise<void>) {
  const wrongKey = await wrongKeyReason(db, keys);
  if (wrongKey) {
    await closeDatabase();
    throw new ConfigError(wrongKey);
  }
  const report = await resealDatabase(db, keys, { plaintextOnly: true });
  if (report.resealed > 0) log.info({ sealed: report.resealed }, 'sealed the plaintext stored before sealing');
  if (report.failed.length > 0) log.error({ failed: report.failed }, 'stored values that cannot be opened');
}

/** This process's PostgreSQL connections by state, read from pg_stat_activity by the pool's application_name. */
async function poolUse(database: DatabaseHandle) {
  if (!database.pool) return null;
  const result = await database.db.execute<{ state: string | null; count: number }>(
    sql`select state, count(*)::int as count from pg_stat_activity where application_name = ${database.pool.applicationName} group by state`,
  );
  const rows = (Array.isArray(result) ? result : (result as unknown as { rows: { state: string | null; count: number }[] }).rows);
  return { max: database.pool.max, byState: Object.fromEntries(rows.map((row) => [row.state ?? 'unknown', Number(row.count)])) };
}

/** Hourly clean-up, run by the worker role: expired credentials, and audio past its retention period. */
function scheduleMaintenance(db: Database, config: Config, audio: AudioStorage, log: FastifyBaseLogger) {
  const run = () =>
    void Promise.all([
      removeExpiredCredentials(db, config.SESSION_IDLE_MINUTES),
      config.AUDIO_RETENTION_DAYS > 0 ? audio.prune(config.AUDIO_RETENTION_DAYS) : null,
    ]).catch((err: unknown) => log.warn({ err }, 'maintenance failed'));
  run();
  return setInterval(run, 3600_000).unref();
}

/** Vite names each built file under assets/ by a hash of its content: a changed file gets a new URL. */
const hashedAssets = `${path.sep}assets${path.sep}`;

/**
 * Serves the built SPA at `/`; any non-API path that is not a file falls back to index.html. The build's .br and
 * .gz twins are sent to browsers that accept them (issue 12). Hashed assets may be cached for a year; anything
 * else (index.html, favicon) is revalidated on every load, so a new release is seen at once.
 */
function registerWebClient(app: FastifyInstance, webDist: string) {
  const indexHtml = path.join(webDist, 'index.html');
  const hasWebClient = fs.existsSync(indexHtml);
  // The build renders the login page (decision 106) and the first paint of /patients (decision 113) into copies of
  // index.html, painted before the JavaScript runs.
  const hasLoginPage = fs.existsSync(path.join(webDist, 'login.html'));
  const hasPatientsShell = fs.existsSync(path.join(webDist, 'patients.html'));
  if (hasWebClient) {
    void app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) =>
        reply.header('cache-control', file.includes(hashedAssets) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWebClient && (request.method === 'GET' || request.method === 'HEAD')) {
      const isLogin = request.url === '/login' || request.url.startsWith('/login?');
      if (isLogin && hasLoginPage) return reply.type('text/html').sendFile('login.html');
      // Only the list's first page as it opens: a query (page, search, sort) shows other controls than the shell's.
      if (request.url === '/patients' && hasPatientsShell) return reply.type('text/html').sendFile('patients.html');
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send(errorBody(404, isApi ? 'This API path does not exist.' : 'Page not found'));
  });
}

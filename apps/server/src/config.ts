import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { llmEnvShape } from '@scribe/clinical/llm';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const port = z.coerce.number().int().min(0).max(65535);

const isDataKey = (text: string) => /^[A-Za-z0-9+/]{43}=$/.test(text.trim());
const KEY_MESSAGE = (what: string) => `${what} must be 32 random bytes in base64 (44 characters; make one with: openssl rand -base64 32)`;

/** Every setting the server reads from the environment, parsed once at start (docs/operations.md lists them). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  /** Loopback by default: the product is private unless an operator opens it to the network. */
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** Where the embedded database lives; `memory://` keeps it in memory (tests). Default DATA_DIR/db. */
  PGLITE_DIR: optionalText,
  /** PostgreSQL server; when unset the embedded PGlite database in PGLITE_DIR is used. */
  DATABASE_URL: optionalText.pipe(z.url({ error: 'DATABASE_URL must be a postgres:// URL' }).optional()),
  /** Connections each process keeps to DATABASE_URL (bench/api measured 5, 10 and 20: issue 12). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  /**
   * The key that seals transcripts, notes and audio at rest (decision 66): 32 random bytes in base64. Required
   * with DATABASE_URL; on the embedded database one is generated into DATA_DIR/data.key when unset.
   */
  DATA_KEY: optionalText.pipe(z.string().refine(isDataKey, KEY_MESSAGE('DATA_KEY')).optional()),
  /** Keys that only open (a rotation in progress, `npm run rotate-key`): comma-separated, same form as DATA_KEY. */
  DATA_KEYS_OLD: optionalText.pipe(z.string().refine((text) => text.split(',').every((key) => !key.trim() || isDataKey(key)), KEY_MESSAGE('each key of DATA_KEYS_OLD')).optional()),
  /** A session's absolute limit: the token expires this long after sign-in, however active (decision 71). */
  TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(60 * 24 * 30).default(12 * 60),
  /** A session with no request for this long ends (decision 71). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  SMTP_URL: optionalText.pipe(z.url({ error: 'SMTP_URL must be a URL such as smtp://user:pass@host:587' }).optional()),
  MAIL_FROM: z.string().default('Clinical Scribe <no-reply@localhost>'),
  /** Attempts per minute and client address on login, registration and reset-code endpoints, in each process (decision 72). */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Failed logins per client address in 15 minutes, across accounts, kept in the database (decision 72). */
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  /** A running job's lease, renewed by its worker every third of it: a crashed worker's job is run again within it. */
  JOB_LEASE_SECONDS: z.coerce.number().min(1).default(15),
  /** false: the process does not migrate at start (the operator ran `npm run migrate`); readiness waits for them. */
  MIGRATE_ON_START: z.stringbool().default(true),
  /** /metrics is answered on loopback without a token; from elsewhere only with `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
  /** On SIGTERM: how long to wait for the running job before handing it back to the queue. */
  DRAIN_GRACE_SECONDS: z.coerce.number().min(0).default(10),
  WORKER_POLL_MS: z.coerce.number().int().min(10).default(1000),
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** Where recorded audio goes: unset = DATA_DIR/audio; `s3://bucket/prefix` = S3-compatible object storage. */
  AUDIO_STORE: optionalText.pipe(z.string().regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, 'AUDIO_STORE must be s3://bucket/prefix (unset: DATA_DIR/audio)').optional()),
  /** Another S3-compatible service than AWS (MinIO, Ceph, a local test server): its URL; path-style requests. */
  AUDIO_S3_ENDPOINT: optionalText.pipe(z.url({ error: 'AUDIO_S3_ENDPOINT must be a URL such as http://127.0.0.1:9000' }).optional()),
  /** 0: a visit's recorded audio is deleted when its notes complete; N: kept N days after its last write. */
  AUDIO_RETENTION_DAYS: z.coerce.number().min(0).default(0),
  /** Live speech engine (docs/product.md, 10. Speech results): pocketsphinx (offline, clinical model), pocketsphinx-stock, whisper-http, aws-medical. */
  SPEECH_ENGINE: z.enum(['pocketsphinx', 'pocketsphinx-stock', 'whisper-http', 'aws-medical']).default('pocketsphinx'),
  /** Folder holding speech/clinical.lm and speech/clinical.dict (the repository's data/). */
  SPEECH_MODEL_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** OpenAI-compatible transcription server for SPEECH_ENGINE=whisper-http, e.g. http://127.0.0.1:8080. */
  WHISPER_URL: optionalText.pipe(z.url({ error: 'WHISPER_URL must be a URL such as http://127.0.0.1:8080' }).optional()),
  WHISPER_MODEL: optionalText,
  WHISPER_API_KEY: optionalText,
  AWS_REGION: optionalText,
  /** Another endpoint for AWS Transcribe streaming (VPC endpoint, tests). */
  AWS_TRANSCRIBE_ENDPOINT: optionalText,
  /**
   * LLM note engines (issue 6): LLM_NOVA_* and LLM_ASTRA_* (URL, MODEL, API_KEY, TIMEOUT_MS, MAX_TOKENS,
   * CONTEXT_TOKENS, STREAM) and LLM_SEND_IDENTIFIERS, defined in packages/clinical/src/llm/llm-env.ts.
   */
  ...llmEnvShape,
  /** Job attempts with a failing LLM engine before the visit is completed with the embedded engine's note. */
  NOTES_LLM_ATTEMPTS: z.coerce.number().int().min(1).default(3),
}).superRefine((env, context) => {
  if (env.DATABASE_URL && !env.DATA_KEY) {
    context.addIssue({
      code: 'custom',
      path: ['DATA_KEY'],
      message:
        'DATA_KEY is required with DATABASE_URL: every API and worker process must seal patient data with the same key (make one with: openssl rand -base64 32, and keep a copy apart from the database backups)',
    });
  }
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses the environment; throws one readable list of everything that is wrong. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

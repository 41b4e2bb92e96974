import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { llmEnvShape } from '@scribe/clinical/llm';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const port = z.coerce.number().int().min(0).max(65535);

/** Every setting the server reads from the environment, parsed once at start (docs/operations.md lists them). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  /** Loopback by default: the product is private unless an operator opens it to the network. */
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** PostgreSQL server; when unset the embedded PGlite database in DATA_DIR/db is used. */
  /** Where the embedded database lives; `memory://` keeps it in memory (tests). Default DATA_DIR/db. */
  PGLITE_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(z.url({ error: 'DATABASE_URL must be a postgres:// URL' }).optional()),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(60 * 24 * 30).default(12 * 60),
  SMTP_URL: optionalText.pipe(z.url({ error: 'SMTP_URL must be a URL such as smtp://user:pass@host:587' }).optional()),
  MAIL_FROM: z.string().default('Clinical Scribe <no-reply@localhost>'),
  /** Attempts per minute and client address on login, registration and reset-code endpoints. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  JOB_LEASE_SECONDS: z.coerce.number().min(1).default(60),
  WORKER_POLL_MS: z.coerce.number().int().min(10).default(1000),
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** Live speech engine (architecture §5): pocketsphinx (offline, clinical model), pocketsphinx-stock, whisper-http, aws-medical. */
  /** 0: a visit's recorded audio is deleted when its notes complete; N: kept N days after its last write. */
  AUDIO_RETENTION_DAYS: z.coerce.number().min(0).default(0),
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

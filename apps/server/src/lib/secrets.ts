import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { KEY_BYTES, Keyring, parseDataKey } from './sealing.js';

/**
 * The token-signing secret: JWT_SECRET when set; otherwise one generated at first start and kept in
 * DATA_DIR (readable by its owner only), so tokens survive restarts without any setup.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  if (dataDir === 'memory://') return randomBytes(48).toString('base64url');
  const file = path.join(dataDir, 'jwt.secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** The embedded default's data key, generated at first start; `.previous` is the key a rotation replaces. */
export const dataKeyFile = (dataDir: string) => path.join(dataDir, 'data.key');
export const previousDataKeyFile = (dataDir: string) => path.join(dataDir, 'data.key.previous');

/** Writes a key file readable by its owner only, replacing any file there in one rename. */
export function writeKeyFile(file: string, key: Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const next = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(next, `${key.toString('base64')}\n`, { mode: 0o600 });
  fs.renameSync(next, file);
}

/** The key of in-memory databases: one per process, as apps of one process may share such a database (tests). */
let memoryKey: Buffer | undefined;

/**
 * The data keys (decision 66): DATA_KEY seals and DATA_KEYS_OLD only open, when set. Without DATA_KEY (only
 * allowed on the embedded database, config.ts), the key kept in DATA_DIR/data.key, generated at first start;
 * a rotation's `data.key.previous` is read too. An in-memory database gets the process's own key, kept nowhere.
 */
export function resolveDataKeyring(config: { DATA_KEY?: string; DATA_KEYS_OLD?: string; DATA_DIR: string; PGLITE_DIR?: string }): Keyring {
  const older = (config.DATA_KEYS_OLD ?? '')
    .split(',')
    .filter((text) => text.trim())
    .map((text) => parseDataKey(text, 'DATA_KEYS_OLD'));
  if (config.DATA_KEY) return new Keyring(parseDataKey(config.DATA_KEY), older);
  if (config.PGLITE_DIR === 'memory://') return new Keyring((memoryKey ??= randomBytes(KEY_BYTES)), older);
  const file = dataKeyFile(config.DATA_DIR);
  const previous = previousDataKeyFile(config.DATA_DIR);
  if (fs.existsSync(previous)) older.push(parseDataKey(fs.readFileSync(previous, 'utf8'), previous));
  if (fs.existsSync(file)) return new Keyring(parseDataKey(fs.readFileSync(file, 'utf8'), file), older);
  const key = randomBytes(KEY_BYTES);
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  // 'wx': two processes starting at once on a fresh DATA_DIR cannot both write a key.
  fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return new Keyring(key, older);
}

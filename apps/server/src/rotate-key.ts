import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import { resealDatabase, type ResealReport } from './db/reseal.js';
import { installKeyring, KEY_BYTES, parseDataKey } from './lib/sealing.js';
import { dataKeyFile, previousDataKeyFile, resolveDataKeyring, writeKeyFile } from './lib/secrets.js';
import { resealAudio, type AudioResealReport } from './modules/streaming/audio-sealing.js';

export interface RotationReport {
  keyId: string;
  database: ResealReport;
  audio: AudioResealReport;
  /** True when every stored value and recording is now sealed with the new key. */
  complete: boolean;
  /** The embedded database's key file, which now holds the new key (to back up). */
  keyFile?: string;
}

/**
 * `npm run rotate-key` (decision 66): seals every stored value and recording again under the new key.
 * With DATA_KEY set (PostgreSQL, or the embedded database given a key), DATA_KEY is the new key and
 * DATA_KEYS_OLD the keys it replaces. On the embedded database without DATA_KEY, a new key is made: the key in
 * DATA_DIR/data.key moves to data.key.previous, the new one takes its place, and data.key.previous is
 * deleted once nothing needs it. A stopped run is resumed by running it again.
 */
export async function rotateDataKeys(config: Config): Promise<RotationReport> {
  const embeddedFiles = !config.DATA_KEY && !config.DATABASE_URL && config.PGLITE_DIR !== 'memory://';
  if (embeddedFiles) prepareEmbeddedRotation(config.DATA_DIR);
  const keys = resolveDataKeyring(config);
  installKeyring(keys);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR ?? path.join(config.DATA_DIR, 'db'),
  });
  try {
    const databaseReport = await resealDatabase(database.db, keys);
    const audio = await resealAudio(config.DATA_DIR, keys);
    const complete = databaseReport.failed.length === 0 && audio.failed.length === 0 && audio.busy.length === 0;
    if (embeddedFiles && complete) fs.rmSync(previousDataKeyFile(config.DATA_DIR), { force: true });
    return { keyId: keys.currentId, database: databaseReport, audio, complete, ...(embeddedFiles ? { keyFile: dataKeyFile(config.DATA_DIR) } : {}) };
  } finally {
    await database.close();
  }
}

/** Makes a new embedded key, keeping the one it replaces as data.key.previous; a resumed run keeps both. */
function prepareEmbeddedRotation(dataDir: string) {
  const file = dataKeyFile(dataDir);
  const previous = previousDataKeyFile(dataDir);
  if (fs.existsSync(previous)) return;
  if (!fs.existsSync(file)) throw new Error(`There is no data key to rotate: ${file} does not exist (the server makes it at first start).`);
  const old = parseDataKey(fs.readFileSync(file, 'utf8'), file);
  // The old key is kept before the new one replaces it, so a stop between the two loses no key.
  writeKeyFile(previous, old);
  writeKeyFile(file, randomBytes(KEY_BYTES));
}


// Seals all stored patient data again under a new data key (docs/operations.md, Data keys).
// Run: npm run rotate-key (DATA_KEY = the new key, DATA_KEYS_OLD = the old one; or, on the embedded database
// without DATA_KEY, a new key is made in DATA_DIR/data.key). Running it again resumes or finds nothing to do.
import { ConfigError, loadConfig } from '../src/config.js';
import { rotateDataKeys } from '../src/rotate-key.js';

try {
  const config = loadConfig();
  const report = await rotateDataKeys(config);
  const { database, audio } = report;
  console.log(`data key ${report.keyId}: ${database.resealed} stored values and ${audio.frames} audio frames (${audio.recordings} recordings) sealed again`);
  if (database.skipped > 0) console.log(`${database.skipped} values were changed by the running server meanwhile (already under the new key)`);
  for (const failure of database.failed) console.error(`cannot open ${failure.column} of ${failure.id}: ${failure.reason}`);
  for (const failure of audio.failed) console.error(`cannot open the recording ${failure.recording}: ${failure.reason}`);
  if (audio.busy.length > 0) console.error(`recordings still being written, left for the next run: ${audio.busy.join(', ')}`);
  // Recordings in S3 are not sealed again yet (docs/operations.md, Data keys): say so rather than imply they were.
  if (config.AUDIO_STORE) console.error(`Recordings in ${config.AUDIO_STORE} are not sealed again by this command: keep the old key in DATA_KEYS_OLD until they expire (AUDIO_RETENTION_DAYS).`);
  if (report.keyFile) console.log(`The new key is in ${report.keyFile}: back it up now, apart from the data.`);
  if (report.complete) console.log('Done: everything is sealed with the new key. Keep your copy of the old key as long as the backups made before today.');
  else console.error('Not finished: run it again once the causes above are fixed (it resumes where it stopped).');
  process.exitCode = report.complete ? 0 : 1;
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
}

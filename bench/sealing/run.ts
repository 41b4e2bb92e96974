/**
 * The cost of sealing patient data at rest (issue 15, decision 66): AES-256-GCM per MB of text, per
 * 250 ms audio frame and for a 30-minute recording, and a 30-minute transcript saved and read through the
 * real API (embedded database) beside the sealing work inside it. Also the size of a read after 15 saves
 * of that transcript, which bounded versions keep to one transcript.
 *
 *   npm run bench:sealing
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { Keyring } from '../../apps/server/src/lib/sealing.js';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
function time(runs: number, work: () => void): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return median(times);
}
const keys = new Keyring(randomBytes(32));

// A 30-minute visit at 150 words a minute: 4,500 words of clinical conversation.
const lines = [
  'Clinician: How have you been since the last visit?',
  'Patient: The chest pain comes back when I climb the stairs, and I get short of breath after two flights.',
  'Clinician: Are you still taking the metformin twice a day and the lisinopril in the morning?',
  'Patient: Yes, but I sometimes forget the evening dose when I work late.',
];
const words: string[] = [];
while (words.length < 4_500) words.push(...lines[words.length % lines.length]!.split(' '));
const transcript = words.slice(0, 4_500).join(' ');
const megabyte = 'x'.repeat(1024 * 1024);

const sealedMb = keys.sealText(megabyte);
const sealMs = time(20, () => keys.sealText(megabyte));
const openMs = time(20, () => keys.openText(sealedMb));
const sealedTranscript = keys.sealText(transcript);
const transcriptSealOpenMs = time(200, () => keys.openText(keys.sealText(transcript)));

const frame = randomBytes(8000); // 250 ms of PCM16 at 16 kHz
const frameMs = time(2000, () => keys.sealChunk(frame));
const recordingFrames = 30 * 60 * 4;
const recordingMs = time(3, () => {
  for (let i = 0; i < recordingFrames; i++) keys.openChunk(keys.sealChunk(frame));
});

// Through the API: PUT then GET of the 30-minute transcript (a new text each time, so each PUT stores a version).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-bench-sealing-'));
const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent', ROLE: 'api', AUTH_RATE_LIMIT: '1000' }) });
await app.ready();
const registered = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: { first_name: 'Bench', last_name: 'Mark', email: 'bench@clinic.test', password: 'Correct-Horse7', phone: '+1 555 0100', gender: 'female' },
});
const auth = { authorization: `Bearer ${registered.json().data.access_token}` };
const patient = await app.inject({ method: 'POST', url: '/api/patients', headers: auth, payload: { first_name: 'Ada', last_name: 'Lovelace', birth_date: '1980-12-10', gender: 'female' } });
const encounter = await app.inject({ method: 'POST', url: '/api/encounters', headers: auth, payload: { patient: patient.json().data._id } });
const id = encounter.json().data._id as string;
let save = 0;
const putMs: number[] = [];
const getMs: number[] = [];
let readBytes = 0;
for (let run = 0; run < 15; run++) {
  save += 1;
  let start = performance.now();
  const put = await app.inject({ method: 'PUT', url: `/api/encounters/${id}/transcript`, headers: auth, payload: { transcript: `${transcript} ${save}` } });
  putMs.push(performance.now() - start);
  if (put.statusCode !== 200) throw new Error(`save failed: ${put.body}`);
  start = performance.now();
  const got = await app.inject({ method: 'GET', url: `/api/encounters/${id}`, headers: auth });
  getMs.push(performance.now() - start);
  readBytes = got.body.length;
  // The save limit is per minute: age the versions so that the bench is not refused.
  await app.runtime.database.db.execute(`update encounter_transcripts set created_at = now() - interval '2 minutes'`);
}
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log('Sealing at rest (AES-256-GCM, node:crypto), medians on this machine:\n');
console.log('| what | time |');
console.log('| --- | --- |');
console.log(`| seal 1 MB of text | ${sealMs.toFixed(2)} ms |`);
console.log(`| open 1 MB of text | ${openMs.toFixed(2)} ms |`);
console.log(`| seal + open a 30-minute transcript (${transcript.length.toLocaleString('en')} characters, sealed ${kb(sealedTranscript.length)}) | ${transcriptSealOpenMs.toFixed(3)} ms |`);
console.log(`| seal one 250 ms audio frame (8,000 bytes) | ${(frameMs * 1000).toFixed(1)} µs |`);
console.log(`| seal + open a 30-minute recording (${recordingFrames} frames, ${(recordingFrames * 8000 / 1e6).toFixed(1)} MB) | ${recordingMs.toFixed(0)} ms |`);
console.log(`| API: save the 30-minute transcript (PUT, embedded database) | ${median(putMs).toFixed(1)} ms |`);
console.log(`| API: read the encounter (GET) | ${median(getMs).toFixed(1)} ms |`);
console.log(`\nSealing's share of a save and a read: ${((100 * transcriptSealOpenMs) / (median(putMs) + median(getMs))).toFixed(1)}% (one seal + one open of the transcript, against PUT + GET).`);
console.log(`A read after 15 saves of the 30-minute transcript: ${kb(readBytes)} (bounded versions: the current transcript only, not all 15).`);

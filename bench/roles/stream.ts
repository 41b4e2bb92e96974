/**
 * Speaker roles on live speech (issue 11): ACI-BENCH test1/test2 visits synthesised by flite (the clinician in
 * one voice, the patient and any guest in another) are streamed through the real WebSocket path into
 * pocketsphinx; the share of recognised words whose final result carries the right role (after any later
 * re-decision the server sends) is counted.
 *
 * Env: ROLES_VISITS (visits per split, default 3), ROLES_SECONDS (audio per visit, default 90).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { concatPcm, encodeAudioFrame } from '@scribe/speech';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { readAciDialogues } from '../../packages/speech/scripts/train-roles.js';
import { speak } from '../speech/synth.js';

const VISITS = Number(process.env.ROLES_VISITS ?? 3);
const SECONDS = Number(process.env.ROLES_SECONDS ?? 90);
const PAUSE_SECONDS = 0.8;
const CHUNK = 4000;

interface Span {
  role: string;
  start: number;
  end: number;
}

/** The visit's first turns, up to `SECONDS`, with where each one is in the audio. */
async function synthesise(lines: { role: string; text: string }[]): Promise<{ pcm: Int16Array; spans: Span[] }> {
  const pause = new Int16Array(PAUSE_SECONDS * 16_000);
  const pieces: Int16Array[] = [pause];
  const spans: Span[] = [];
  let at = PAUSE_SECONDS;
  for (const line of lines) {
    if (!/[a-z]/i.test(line.text)) continue;
    const pcm = await speak(line.text, line.role === 'clinician' ? 'rms' : 'slt');
    spans.push({ role: line.role, start: at, end: at + pcm.length / 16_000 });
    pieces.push(pcm, pause);
    at += pcm.length / 16_000 + PAUSE_SECONDS;
    if (at >= SECONDS) break;
  }
  return { pcm: concatPcm(pieces), spans };
}

/** Streams a visit as fast as the server takes it; answers each final result's words, time and last role. */
async function stream(base: string, app: Awaited<ReturnType<typeof buildApp>>, auth: Record<string, string>, patientId: string, pcm: Int16Array) {
  const enc = await app.inject({ method: 'POST', url: '/api/encounters', headers: auth, payload: { patient: patientId } });
  const id = enc.json().data._id;
  const cred = await app.inject({ method: 'GET', url: `/api/encounters/${id}/recording-credentials`, headers: auth });
  const ws = new WebSocket(`ws://${base}/api/encounters/${id}/stream?ticket=${cred.json().data.ticket}`);
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
  const results = new Map<string, { words: number; middle: number; role: string }>();
  const closed = new Promise<void>((resolve, reject) => {
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      const message = JSON.parse(data.toString());
      const result = message.TranscriptEvent?.Transcript.Results[0];
      if (result && !result.IsPartial) {
        results.set(result.ResultId, {
          words: result.Alternatives[0].Transcript.split(/\s+/).filter(Boolean).length,
          middle: (result.StartTime + result.EndTime) / 2,
          role: result.Alternatives[0].Items[0]?.Speaker ?? '',
        });
      }
      if (message.type === 'speakers') for (const r of message.results) results.get(r.ResultId)!.role = r.Speaker;
      if (message.Exception) reject(new Error(`${message.Exception.name}: ${message.Exception.Message}`));
      if (message.type === 'closed') resolve();
    });
  });
  for (let seq = 0; seq * CHUNK < pcm.length; seq++) ws.send(encodeAudioFrame(seq, pcm.subarray(seq * CHUNK, (seq + 1) * CHUNK)));
  ws.send(JSON.stringify({ type: 'stop' }));
  await closed;
  ws.close();
  return [...results.values()];
}

/** Who said what was heard at `time`: the turn nearest to it. */
const truthAt = (spans: Span[], time: number) =>
  spans.reduce((best, span) => (distance(span, time) < distance(best, time) ? span : best)).role;
const distance = (span: Span, time: number) => (time < span.start ? span.start - time : time > span.end ? time - span.end : 0);

export async function runStreamBench(): Promise<{ split: string; visits: number; words: number; right: number }[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-bench-roles-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '10000', WEB_DIST: path.join(dataDir, 'none') });
  const app = await buildApp({ config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const base = `127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { first_name: 'Bench', last_name: 'Roles', email: `roles.${Date.now()}@clinic.test`, password: 'Correct-Horse7', phone: '1', gender: 'female' } });
    const auth = { authorization: `Bearer ${reg.json().data.access_token}` };
    const patient = await app.inject({ method: 'POST', url: '/api/patients', headers: auth, payload: { first_name: 'Ada', last_name: 'Visit', birth_date: '1970-01-01', gender: 'female' } });
    const out = [];
    for (const split of [
      { name: 'test1', stem: 'clinicalnlp_taskB_test1' },
      { name: 'test2', stem: 'clinicalnlp_taskC_test2' },
    ]) {
      let words = 0;
      let right = 0;
      for (const visit of readAciDialogues(split.stem).slice(0, VISITS)) {
        const { pcm, spans } = await synthesise(visit.lines);
        for (const result of await stream(base, app, auth, patient.json().data._id, pcm)) {
          words += result.words;
          if (result.role === truthAt(spans, result.middle)) right += result.words;
        }
      }
      out.push({ split: split.name, visits: VISITS, words, right });
    }
    return out;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Speech benchmark (issue 5): `npm run bench:speech`.
 *
 * Visits synthesised by flite (doctor and patient voices) from ACI-BENCH test1 and test2 dialogues (never
 * used to build or tune the clinical model) are streamed through the real path (WebSocket → server →
 * pocketsphinx → database) to two servers side by side: one with the stock en-us model, one with the clinical
 * model. Two visits at a time go to both, so four streams run at once, paced in real time. WER is computed on
 * the transcript the server saved. Then: real-time factor of one decoder running flat out, and WER on the
 * real human recordings of Debian's pocketsphinx-testdata (librivox).
 *
 * Env: BENCH_VISITS (default 4), BENCH_SECONDS (audio per visit, default 45), BENCH_SPEED (1 = real time).
 * Writes bench/speech/RESULTS.md and bench/results/speech.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import {
  addErrors,
  CLINICAL_TUNING,
  clinicalModelPaths,
  decodeWav,
  encodeAudioFrame,
  errorRate,
  normalizeWords,
  wordErrors,
  type PocketsphinxOptions,
  type WordErrors,
} from '@scribe/speech';
import { withoutSpeakerLabels } from '@scribe/contracts';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { readAciBench, repoRoot } from '../../packages/speech/scripts/corpora.js';
import { synthesiseVisit, type SynthesisedVisit } from './synth.js';
import { decodeOffline } from './tune.js';

const VISITS = Number(process.env.BENCH_VISITS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 45);
const SPEED = Number(process.env.BENCH_SPEED ?? 1);
const CHUNK = 4000;
const MODELS = ['stock', 'clinical'] as const;
type Model = (typeof MODELS)[number];

interface Server {
  app: FastifyInstance;
  base: string;
  auth: { authorization: string };
  patientId: string;
}

async function startServer(engine: string): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-bench-speech-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '10000', SPEECH_ENGINE: engine, WEB_DIST: path.join(dataDir, 'none') });
  const app = await buildApp({ config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const email = `bench.${Date.now()}.${engine}@clinic.test`;
  const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { first_name: 'Bench', last_name: 'Mark', email, password: 'Correct-Horse7', phone: '1', gender: 'female' } });
  const auth = { authorization: `Bearer ${reg.json().data.access_token}` };
  const patient = await app.inject({ method: 'POST', url: '/api/patients', headers: auth, payload: { first_name: 'Ada', last_name: 'Visit', birth_date: '1970-01-01', gender: 'female' } });
  return { app, base: `127.0.0.1:${port}`, auth, patientId: patient.json().data._id };
}

interface StreamOutcome {
  hypothesis: string[];
  /** Seconds from the end of an utterance (its last word, as sent) to its final result arriving. */
  delays: number[];
  /** Seconds from the stop message to `closed`: how far the decoder had fallen behind. */
  stopToClosed: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Streams audio through the WebSocket path, paced at `speed` × real time (Infinity: as fast as possible). */
async function stream(server: Server, pcm: Int16Array, speed: number): Promise<StreamOutcome> {
  const enc = await server.app.inject({ method: 'POST', url: '/api/encounters', headers: server.auth, payload: { patient: server.patientId } });
  const id = enc.json().data._id;
  const cred = await server.app.inject({ method: 'GET', url: `/api/encounters/${id}/recording-credentials`, headers: server.auth });
  const ws = new WebSocket(`ws://${server.base}/api/encounters/${id}/stream?ticket=${cred.json().data.ticket}`);
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
  const delays: number[] = [];
  let started = 0;
  let stopSent = 0;
  const closed = new Promise<number>((resolve, reject) => {
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      const message = JSON.parse(data.toString());
      const result = message.TranscriptEvent?.Transcript.Results[0];
      if (result && !result.IsPartial) {
        const sentAt = started + (result.EndTime * 1000) / speed;
        delays.push(Math.max(0, (performance.now() - sentAt) / 1000));
      }
      if (message.Exception) reject(new Error(`${message.Exception.name}: ${message.Exception.Message}`));
      if (message.type === 'closed') resolve((performance.now() - stopSent) / 1000);
    });
  });
  started = performance.now();
  for (let seq = 0; seq * CHUNK < pcm.length; seq++) {
    if (Number.isFinite(speed)) {
      const due = started + (seq * CHUNK * 1000) / 16_000 / speed;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
    }
    ws.send(encodeAudioFrame(seq, pcm.subarray(seq * CHUNK, (seq + 1) * CHUNK)));
  }
  stopSent = performance.now();
  ws.send(JSON.stringify({ type: 'stop' }));
  const stopToClosed = await closed;
  ws.close();
  const saved = await server.app.inject({ method: 'GET', url: `/api/encounters/${id}`, headers: server.auth });
  // The saved lines carry speaker labels (issue 11); they are not words that were said.
  const hypothesis = normalizeWords(withoutSpeakerLabels((saved.json().data.transcription as string[]).at(-1) ?? ''));
  return { hypothesis, delays, stopToClosed };
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const zero = (): WordErrors => ({ substitutions: 0, deletions: 0, insertions: 0, words: 0 });

function librivox(): { id: string; pcm: Int16Array; reference: string[] }[] {
  const dir = '/usr/share/pocketsphinx/test/data/librivox';
  if (!fs.existsSync(dir)) return [];
  return fs
    .readFileSync(path.join(dir, 'transcription'), 'utf8')
    .split('\n')
    .map((line) => /^(.*)\((.+)\)\s*$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => ({ id: m[2]!, reference: normalizeWords(m[1]!.replace(/<\/?s>/g, '')), pcm: decodeWav(fs.readFileSync(path.join(dir, `${m[2]}.wav`))).pcm }))
    .map((r) => ({ ...r, pcm: padSilence(r.pcm) }));
}
/** Trailing silence so the decoder's end-of-utterance detection sees the end (as a pause in a visit would). */
function padSilence(pcm: Int16Array) {
  const out = new Int16Array(pcm.length + 16_000);
  out.set(pcm);
  return out;
}

async function main() {
  const began = performance.now();
  const loadAtStart = os.loadavg()[0]!;
  const clinical = clinicalModelPaths(path.join(repoRoot, 'data'));
  if (!fs.existsSync(clinical.arpa)) throw new Error('data/speech/clinical.lm is missing: run npx tsx packages/speech/scripts/build-lm.ts');

  // Held-out visits: ACI-BENCH test1 and test2 (the model is built from train + valid only).
  const test1 = readAciBench('clinicalnlp_taskB_test1');
  const test2 = readAciBench('clinicalnlp_taskC_test2');
  const picks = Array.from({ length: VISITS }, (_, i) => (i % 2 === 0 ? test1[Math.floor(i / 2) * 7] : test2[Math.floor(i / 2) * 7])!);
  const visits: SynthesisedVisit[] = [];
  for (const [i, dialogue] of picks.entries()) {
    visits.push(await synthesiseVisit(dialogue.id, dialogue.turns, { maxSeconds: SECONDS, doctorVoice: 'rms', patientVoice: i % 2 ? 'awb' : 'slt' }));
  }
  const audioSeconds = visits.reduce((s, v) => s + v.pcm.length / 16_000, 0);
  console.log(`Synthesised ${visits.length} visits (${audioSeconds.toFixed(0)} s of audio, ${visits.reduce((s, v) => s + v.reference.length, 0)} words) in ${((performance.now() - began) / 1000).toFixed(0)} s`);

  const servers: Record<Model, Server> = { stock: await startServer('pocketsphinx-stock'), clinical: await startServer('pocketsphinx') };
  const errors: Record<Model, WordErrors> = { stock: zero(), clinical: zero() };
  const delays: Record<Model, number[]> = { stock: [], clinical: [] };
  const stopLag: Record<Model, number[]> = { stock: [], clinical: [] };
  const perVisit: { id: string; words: number; stock: number; clinical: number }[] = [];
  try {
    // Two visits at a time, each to both servers: four live streams at once.
    for (let i = 0; i < visits.length; i += 2) {
      const batch = visits.slice(i, i + 2);
      const outcomes = await Promise.all(batch.flatMap((visit) => MODELS.map((model) => stream(servers[model], visit.pcm, SPEED).then((o) => ({ visit, model, o })))));
      for (const visit of batch) {
        const row = { id: visit.id, words: visit.reference.length, stock: 0, clinical: 0 };
        for (const { model, o } of outcomes.filter((x) => x.visit === visit)) {
          const e = wordErrors(visit.reference, o.hypothesis);
          errors[model] = addErrors(errors[model], e);
          delays[model].push(...o.delays);
          stopLag[model].push(o.stopToClosed);
          row[model] = errorRate(e);
        }
        perVisit.push(row);
        console.log(`  ${visit.id}: ${row.words} words, WER stock ${pct(row.stock)}, clinical ${pct(row.clinical)}`);
      }
    }

    // One clinical stream alone, in real time: the delay when the decoder is not sharing the CPU with three others.
    const alone = await stream(servers.clinical, visits[0]!.pcm, SPEED);

    // Real human speech (Debian pocketsphinx-testdata, librivox), streamed as fast as the server takes it.
    const human = librivox();
    const humanErrors: Record<Model, WordErrors> = { stock: zero(), clinical: zero() };
    for (const recording of human) {
      for (const model of MODELS) {
        const o = await stream(servers[model], recording.pcm, Infinity);
        humanErrors[model] = addErrors(humanErrors[model], wordErrors(recording.reference, o.hypothesis));
      }
    }

    // Real-time factor: one decoder, flat out, on the first visit (a decoder uses one core).
    const options: Record<Model, PocketsphinxOptions> = {
      stock: {},
      clinical: { clinical: { ...clinical, weight: CLINICAL_TUNING.weight }, lw: CLINICAL_TUNING.lw, wip: CLINICAL_TUNING.wip, extraArgs: CLINICAL_TUNING.searchArgs },
    };
    const rtf: Record<Model, number> = { stock: 0, clinical: 0 };
    const cpuRtf: Record<Model, number> = { stock: 0, clinical: 0 };
    for (const model of MODELS) {
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      await decodeOffline(options[model], visits[0]!);
      const cpu = process.cpuUsage(cpu0);
      const seconds = visits[0]!.pcm.length / 16_000;
      rtf[model] = (performance.now() - t0) / 1000 / seconds;
      cpuRtf[model] = (cpu.user + cpu.system) / 1e6 / seconds;
    }

    const wer = { stock: errorRate(errors.stock), clinical: errorRate(errors.clinical) };
    const reduction = 1 - wer.clinical / wer.stock;
    const summary = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load average ${loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end`,
      visits: visits.length,
      audioSeconds: Math.round(audioSeconds),
      referenceWords: errors.stock.words,
      concurrentStreams: 4,
      speed: SPEED,
      tuning: CLINICAL_TUNING,
      models: Object.fromEntries(
        MODELS.map((m) => [m, {
          wer: wer[m],
          errors: errors[m],
          werHumanLibrivox: human.length ? errorRate(humanErrors[m]) : null,
          librivoxWords: humanErrors[m].words,
          rtfOneDecoder: rtf[m],
          cpuRtfOneDecoder: cpuRtf[m],
          finalDelayMedian: percentile(delays[m], 50),
          finalDelayP95: percentile(delays[m], 95),
          stopToClosedMax: Math.max(...stopLag[m]),
        }]),
      ),
      relativeWerReduction: reduction,
      singleClinicalStream: { finalDelayMedian: percentile(alone.delays, 50), finalDelayP95: percentile(alone.delays, 95), stopToClosed: alone.stopToClosed },
      perVisit,
      runSeconds: Math.round((performance.now() - began) / 1000),
    };
    const f = (x: number | null, digits = 2) => (x === null || !Number.isFinite(x) ? 'n/a' : x.toFixed(digits));
    const table = [
      '| model | WER synthesised visits | WER librivox (human) | RTF (CPU time) | RTF (wall, shared machine) | final delay median | final delay p95 | stop → closed (max) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...MODELS.map((m) => {
        const s = summary.models[m] as { wer: number; werHumanLibrivox: number | null; rtfOneDecoder: number; cpuRtfOneDecoder: number; finalDelayMedian: number; finalDelayP95: number; stopToClosedMax: number };
        return `| ${m} | ${pct(s.wer)} | ${s.werHumanLibrivox === null ? 'n/a' : pct(s.werHumanLibrivox)} | ${f(s.cpuRtfOneDecoder)} | ${f(s.rtfOneDecoder)} | ${f(s.finalDelayMedian)} s | ${f(s.finalDelayP95)} s | ${f(s.stopToClosedMax)} s |`;
      }),
    ].join('\n');
    console.log(`\n${table}\n\nClinical vs stock: ${pct(reduction)} fewer word errors (relative). One clinical stream alone: final delay median ${f(summary.singleClinicalStream.finalDelayMedian)} s, p95 ${f(summary.singleClinicalStream.finalDelayP95)} s. Run took ${summary.runSeconds} s.`);
    const md = `# Speech benchmark results

Produced by \`npm run bench:speech\` (bench/speech/run.ts) on ${summary.date.slice(0, 10)}; machine: ${summary.machine}.

- ${summary.visits} visits synthesised with flite (doctor voice rms; patient voices slt and awb) from ACI-BENCH
  test1 and test2 dialogues, ${summary.audioSeconds} s of audio and ${summary.referenceWords} reference words, cut at ${SECONDS} s each.
  Neither the clinical model (ACI-BENCH train + valid, MTS-Dialog training, PriMock57) nor its tuning (MTS-Dialog
  validation) saw this text.
- Streamed through the real path (WebSocket → server → pocketsphinx → database) at ${SPEED === 1 ? 'real time' : `${SPEED}× real time`}, four streams at
  once (two visits, each to a stock server and a clinical server). WER is measured on the transcript the server saved,
  normalised (case, punctuation, numbers as words).
- Librivox: the five real human recordings of Debian's pocketsphinx-testdata (${humanErrors.stock.words} words), so that nothing is tuned to synthetic voices.
- RTF: one decoder decoding the first visit flat out, after the streaming runs: CPU time / audio time (what
  one core would need) and wall time / audio time (on this shared machine, with other work running).
- Final delay: from the end of an utterance's last word (as sent) to its final result at the client, during the 4-stream run.
- Stop → closed: from \`{"type":"stop"}\` to \`{"type":"closed"}\`; small means the decoders kept up with 4 live streams.
- Clinical model settings: mixing weight ${CLINICAL_TUNING.weight}, -lw ${CLINICAL_TUNING.lw}, -wip ${CLINICAL_TUNING.wip}, search ${JSON.stringify(CLINICAL_TUNING.searchArgs)}. Stock: Debian's defaults.

${table}

Relative WER reduction, clinical vs stock: **${pct(reduction)}** (target: at least 30%).

One clinical stream alone in real time (same server, nothing else of ours running): final delay median
${f(summary.singleClinicalStream.finalDelayMedian)} s, p95 ${f(summary.singleClinicalStream.finalDelayP95)} s, stop → closed ${f(summary.singleClinicalStream.stopToClosed)} s.

Reading the delays: four live streams need about 4 × the CPU RTF in cores. When the wall RTF of a single decoder
is far above its CPU RTF, the machine was busy with other work and the four streams fell behind; the delays then
measure that backlog, not the decoder.

Per visit:

| visit | words | stock WER | clinical WER |
| --- | --- | --- | --- |
${perVisit.map((r) => `| ${r.id} | ${r.words} | ${pct(r.stock)} | ${pct(r.clinical)} |`).join('\n')}

The machine is shared (2 cores, other work running): RTF and delays vary from run to run.
`;
    fs.writeFileSync(path.join(repoRoot, 'bench/speech/RESULTS.md'), md);
    fs.writeFileSync(path.join(repoRoot, 'bench/results/speech.json'), `${JSON.stringify(summary, null, 2)}\n`);
  } finally {
    await servers.stock.app.close();
    await servers.clinical.app.close();
  }
}

await main();

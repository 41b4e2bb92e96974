/**
 * Speaker roles on the live stream (issue 11): a two-voice visit synthesised by flite (the clinician in one
 * voice, the patient in another) streamed through the real WebSocket into real pocketsphinx; each final result
 * carries its role, a switch re-decides, and the saved transcript has `Clinician:` / `Patient:` lines.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeAudioFrame } from '@scribe/speech';
import { concat, silence, speak } from '@scribe/speech/testing';
import { createEncounter, json, registerPractitioner, startTestApp, type Practitioner } from './helpers.js';
import { connectStream, listenOnLoopback, type StreamClient as Client } from './stream-client.js';

const CHUNK = 4000; // 250 ms at 16 kHz
const CLINICIAN_VOICE = 'rms';
const PATIENT_VOICE = 'slt';

/** The visit: who says what, in order; short replies and two-in-a-row turns included. */
const VISIT: ['clinician' | 'patient', string][] = [
  ['clinician', 'good morning what brings you in today'],
  ['patient', 'i have had a bad cough for two weeks'],
  ['clinician', 'do you have any fever or chills'],
  ['patient', 'no fever but i feel very tired'],
  ['clinician', 'okay'],
  ['clinician', 'let me listen to your lungs take a deep breath'],
  ['patient', 'okay'],
  ['clinician', 'your lungs sound clear i think this is bronchitis'],
  ['patient', 'thank you doctor'],
];

let app: FastifyInstance;
let base: string;
let doctor: Practitioner;
let visitAudio: Int16Array;
/** Where each utterance of VISIT is in the audio, in seconds. */
const spans: { role: 'clinician' | 'patient'; start: number; end: number }[] = [];

beforeAll(async () => {
  ({ app } = await startTestApp());
  base = await listenOnLoopback(app);
  doctor = await registerPractitioner(app);
  const parts: Int16Array[] = [silence(0.5)];
  let at = 0.5;
  for (const [role, text] of VISIT) {
    const speech = await speak(text, role === 'clinician' ? CLINICIAN_VOICE : PATIENT_VOICE);
    spans.push({ role, start: at, end: at + speech.length / 16_000 });
    parts.push(speech, silence(1.2));
    at += speech.length / 16_000 + 1.2;
  }
  visitAudio = concat(...parts);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

async function open(encounterId: string): Promise<Client> {
  const credentials = await app.inject({ method: 'GET', url: `/api/encounters/${encounterId}/recording-credentials`, headers: doctor.auth });
  return connectStream(base, encounterId, json(credentials).data.ticket, { timeoutMs: 60_000 });
}

const finals = (client: Client) =>
  client.messages.filter((m) => m.TranscriptEvent && !m.TranscriptEvent.Transcript.Results[0].IsPartial).map((m) => m.TranscriptEvent.Transcript.Results[0]);
/** Each final's role as the client sees it: from its items, then any later `speakers` message. */
function rolesSeen(client: Client): Map<string, string> {
  const roles = new Map<string, string>();
  for (const m of client.messages) {
    const result = m.TranscriptEvent?.Transcript.Results[0];
    if (result && !result.IsPartial) roles.set(result.ResultId, result.Alternatives[0].Items[0]?.Speaker);
    if (m.type === 'speakers') for (const r of m.results) roles.set(r.ResultId, r.Speaker);
  }
  return roles;
}
/** Who really said a result: the utterance of VISIT its middle falls in. */
const truthOf = (result: { StartTime: number; EndTime: number }) => {
  const middle = (result.StartTime + result.EndTime) / 2;
  return spans.reduce((best, span) => (Math.abs((span.start + span.end) / 2 - middle) < Math.abs((best.start + best.end) / 2 - middle) ? span : best)).role;
};

async function streamVisit(client: Client) {
  const frames = Array.from({ length: Math.ceil(visitAudio.length / CHUNK) }, (_, i) => visitAudio.subarray(i * CHUNK, (i + 1) * CHUNK));
  frames.forEach((pcm, seq) => client.ws.send(encodeAudioFrame(seq, pcm)));
  await client.waitFor((m) => m.Ack?.seq === frames.length - 1);
}
async function stop(client: Client) {
  client.ws.send(JSON.stringify({ type: 'stop' }));
  await client.waitFor((m) => m.type === 'closed');
}
const getEncounter = async (id: string) => json(await app.inject({ method: 'GET', url: `/api/encounters/${id}`, headers: doctor.auth })).data;

describe('speaker roles on the live stream', { timeout: 180_000 }, () => {
  it('labels each final result with its speaker and saves Clinician: / Patient: lines', async () => {
    const encounter = await createEncounter(app, doctor);
    const client = await open(encounter._id);
    await streamVisit(client);
    await stop(client);

    const results = finals(client);
    expect(results.length).toBeGreaterThanOrEqual(VISIT.length - 2);
    for (const result of results) {
      expect(['clinician', 'patient']).toContain(result.Alternatives[0].Items[0].Speaker);
      expect(result.ChannelId).toBe('ch_0');
    }
    const roles = rolesSeen(client);
    let words = 0;
    let right = 0;
    for (const result of results) {
      const n = result.Alternatives[0].Transcript.split(/\s+/).length;
      words += n;
      if (roles.get(result.ResultId) === truthOf(result)) right += n;
    }
    console.log(`two-voice visit: ${right}/${words} words under the right label (${((100 * right) / words).toFixed(1)}%)`);
    expect(right / words).toBeGreaterThanOrEqual(0.92);

    const saved = (await getEncounter(encounter._id)).transcription.at(-1) as string;
    const lines = saved.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const line of lines) expect(line).toMatch(/^(?:Clinician|Patient): \S/);
    expect(lines[0]).toMatch(/^Clinician: /);
  });

  it('switches a label on request, saves it, and continues a later recording from the saved labels', async () => {
    const encounter = await createEncounter(app, doctor);
    const client = await open(encounter._id);
    await streamVisit(client);
    const first = (await client.waitFor((m) => m.TranscriptEvent && !m.TranscriptEvent.Transcript.Results[0].IsPartial)).TranscriptEvent.Transcript.Results[0];
    const was = first.Alternatives[0].Items[0].Speaker;
    const switched = was === 'clinician' ? 'patient' : 'clinician';
    client.ws.send(JSON.stringify({ type: 'speaker', resultId: first.ResultId, speaker: switched }));
    const update = await client.waitFor((m) => m.type === 'speakers' && m.results.some((r: any) => r.ResultId === first.ResultId));
    expect(update.results.find((r: any) => r.ResultId === first.ResultId).Speaker).toBe(switched);
    // Nonsense is answered without ending the stream: an unknown result is ignored, a bad role refused.
    client.ws.send(JSON.stringify({ type: 'speaker', resultId: 'no-such-result', speaker: 'patient' }));
    await stop(client);
    expect(rolesSeen(client).get(first.ResultId)).toBe(switched);

    const saved = (await getEncounter(encounter._id)).transcription.at(-1) as string;
    const label = switched === 'clinician' ? 'Clinician' : 'Patient';
    expect(saved.split('\n')[0]).toMatch(new RegExp(`^${label}: ${first.Alternatives[0].Transcript.split(' ')[0]}`));

    // A second recording of the same visit keeps what was saved and adds its own lines after it.
    const again = await open(encounter._id);
    const audio = concat(silence(0.5), await speak('any allergies to medicines', CLINICIAN_VOICE), silence(1.5));
    Array.from({ length: Math.ceil(audio.length / CHUNK) }, (_, i) => audio.subarray(i * CHUNK, (i + 1) * CHUNK)).forEach((pcm, seq) =>
      again.ws.send(encodeAudioFrame(seq, pcm)),
    );
    await again.waitFor((m) => m.Ack);
    await stop(again);
    const after = (await getEncounter(encounter._id)).transcription.at(-1) as string;
    expect(after.startsWith(saved)).toBe(true);
    expect(after.split('\n').at(-1)).toMatch(/^(?:Clinician|Patient): .*allerg/);
  });

  it('refuses a malformed switch with a BadRequestException, not a server error', async () => {
    const encounter = await createEncounter(app, doctor);
    const client = await open(encounter._id);
    client.ws.send(JSON.stringify({ type: 'speaker', resultId: 'x', speaker: 'nobody' }));
    const error = await client.waitFor((m) => m.Exception);
    expect(error.Exception.name).toBe('BadRequestException');
  });
});

/**
 * The live audio stream (issue 5, docs/product.md, 9. Live stream protocol) end to end on the real server: a real WebSocket client,
 * real speech synthesised by flite, real pocketsphinx. Needs the Debian packages of scripts/system-deps.txt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeAudioFrame, normalizeText } from '@scribe/speech';
import { concat, silence, speak } from '@scribe/speech/testing';
import { CHUNK_OVERHEAD } from '../src/lib/sealing.js';
import { readRecordingAudio } from '../src/modules/streaming/audio-sealing.js';
import { createEncounter, eventually, json, registerPractitioner, startTestApp, type Practitioner } from './helpers.js';
import { connectStream, listenOnLoopback, type StreamClient as Client } from './stream-client.js';

const CHUNK = 4000; // 250 ms at 16 kHz

const chunks = (pcm: Int16Array) => Array.from({ length: Math.ceil(pcm.length / CHUNK) }, (_, i) => pcm.subarray(i * CHUNK, (i + 1) * CHUNK));

let app: FastifyInstance;
let base: string;
let doctor: Practitioner;
let visitAudio: Int16Array;
const FIRST = 'the patient has chest pain and shortness of breath';
const SECOND = 'she takes metformin for diabetes every morning';

beforeAll(async () => {
  ({ app } = await startTestApp());
  base = await listenOnLoopback(app);
  doctor = await registerPractitioner(app);
  visitAudio = concat(silence(0.5), await speak(FIRST, 'slt'), silence(1.2), await speak(SECOND, 'rms'), silence(1));
});
afterAll(async () => {
  await app?.close();
});

async function ticketFor(who: Practitioner, encounterId: string) {
  const res = await app.inject({ method: 'GET', url: `/api/encounters/${encounterId}/recording-credentials`, headers: who.auth });
  expect(res.statusCode).toBe(200);
  return json(res).data as { ticket: string; streamUrl: string };
}

const connect = (encounterId: string, ticket: string, options: { recording?: string; origin?: string } = {}) => connectStream(base, encounterId, ticket, options);

const getEncounter = async (id: string) => json(await app.inject({ method: 'GET', url: `/api/encounters/${id}`, headers: doctor.auth })).data;
const finals = (client: Client) =>
  client.messages.filter((m) => m.TranscriptEvent && !m.TranscriptEvent.Transcript.Results[0].IsPartial).map((m) => m.TranscriptEvent.Transcript.Results[0]);

async function stop(client: Client) {
  client.ws.send(JSON.stringify({ type: 'stop' }));
  await client.waitFor((m) => m.type === 'closed');
  return client.closed;
}

describe('live audio stream', { timeout: 120_000 }, () => {
  it('transcribes speech, saves each final before sending it, acks stored audio and stops cleanly', async () => {
    const encounter = await createEncounter(app, doctor);
    const { ticket, streamUrl } = await ticketFor(doctor, encounter._id);
    expect(streamUrl).toBe(`/api/encounters/${encounter._id}/stream`);
    const client = await connect(encounter._id, ticket);
    expect((await eventually(() => getEncounter(encounter._id), (e) => e.status === 'in-progress')).status).toBe('in-progress');

    const frames = chunks(visitAudio);
    frames.forEach((pcm, seq) => client.ws.send(encodeAudioFrame(seq, pcm)));
    await client.waitFor((m) => m.Ack?.seq === frames.length - 1);
    // The first sentence ends at a pause: its final arrives while the stream is still open, already saved.
    const first = await client.waitFor((m) => m.TranscriptEvent && !m.TranscriptEvent.Transcript.Results[0].IsPartial);
    const savedWhenSent = (await getEncounter(encounter._id)).transcription.at(-1) as string;
    expect(savedWhenSent).toContain(first.TranscriptEvent.Transcript.Results[0].Alternatives[0].Transcript);

    expect(await stop(client)).toMatchObject({ code: 1000 });
    const results = finals(client);
    expect(results.length).toBeGreaterThanOrEqual(2);
    const result = results[0];
    expect(result).toMatchObject({ IsPartial: false, ChannelId: 'ch_0', ResultId: expect.any(String) });
    expect(result.EndTime).toBeGreaterThan(result.StartTime);
    expect(result.Alternatives[0].Items[0]).toMatchObject({ Type: 'pronunciation', Content: expect.any(String), StartTime: expect.any(Number) });
    expect(client.messages.some((m) => m.TranscriptEvent?.Transcript.Results[0].IsPartial)).toBe(true);

    const saved = await getEncounter(encounter._id);
    expect(saved.status).toBe('pending');
    const text = normalizeText(saved.transcription.at(-1));
    for (const word of ['chest', 'breath', 'diabetes', 'morning']) expect(text).toContain(word);
    // One transcript version for the whole stream, updated in place, not one per utterance.
    expect(saved.transcription).toHaveLength(1);
  });

  it('stores the audio under DATA_DIR with sequence numbers, once even when frames are resent after a reconnect', async () => {
    const { app: own, dataDir } = await startTestApp();
    await own.listen({ port: 0, host: '127.0.0.1' });
    const port = (own.server.address() as { port: number }).port;
    const who = await registerPractitioner(own);
    const encounter = await createEncounter(own, who);
    const recording = randomUUID();
    const ticket = async () => json(await own.inject({ method: 'GET', url: `/api/encounters/${encounter._id}/recording-credentials`, headers: who.auth })).data.ticket;
    const open = async (t: string) => {
      const previousBase = base;
      base = `127.0.0.1:${port}`;
      try {
        return await connect(encounter._id, t, { recording });
      } finally {
        base = previousBase;
      }
    };
    try {
      const frames = chunks(visitAudio);
      const half = Math.floor(frames.length / 2);
      // First connection: the first half, then the connection drops without a stop.
      const one = await open(await ticket());
      for (let seq = 0; seq < half; seq++) one.ws.send(encodeAudioFrame(seq, frames[seq]!));
      await one.waitFor((m) => m.Ack?.seq === half - 1);
      one.ws.terminate();
      await one.closed;
      // Reconnect with a new ticket: the server says what it holds; the client resends everything anyway.
      const two = await open(await ticket());
      await two.waitFor((m) => m.Ack?.seq === half - 1);
      frames.forEach((pcm, seq) => two.ws.send(encodeAudioFrame(seq, pcm)));
      await two.waitFor((m) => m.Ack?.seq === frames.length - 1);
      await stop(two);

      const dir = path.join(dataDir, 'audio', encounter._id);
      // Sealed on disk (decision 66): every frame longer by the seal, and the audio opens to what was sent.
      expect(fs.statSync(path.join(dir, `${recording}.pcm`)).size).toBe(visitAudio.byteLength + frames.length * CHUNK_OVERHEAD);
      const opened = await readRecordingAudio(dataDir, encounter._id, recording);
      expect(opened.equals(Buffer.from(visitAudio.buffer, visitAudio.byteOffset, visitAudio.byteLength))).toBe(true);
      const index = fs.readFileSync(path.join(dir, `${recording}.frames`), 'utf8').trim().split('\n');
      expect(index.map((line) => Number(line.split(' ')[0]))).toEqual(frames.map((_, seq) => seq));

      const saved = json(await own.inject({ method: 'GET', url: `/api/encounters/${encounter._id}`, headers: who.auth })).data;
      const words = normalizeText(saved.transcription.at(-1)).split(' ');
      // Nothing lost and nothing doubled by the resend.
      expect(words.filter((w: string) => w === 'diabetes')).toHaveLength(1);
      expect(words.filter((w: string) => w === 'breath')).toHaveLength(1);
      expect(saved.status).toBe('pending');
    } finally {
      await own.close();
    }
  });

  it('refuses a used ticket, a ticket for another encounter, another site and a missing ticket', async () => {
    const encounter = await createEncounter(app, doctor);
    const other = await createEncounter(app, doctor);
    const { ticket } = await ticketFor(doctor, encounter._id);
    const client = await connect(encounter._id, ticket);
    await expect(connect(encounter._id, ticket)).rejects.toMatchObject({ statusCode: 401 });
    await stop(client);

    await expect(connect(other._id, (await ticketFor(doctor, encounter._id)).ticket)).rejects.toMatchObject({ statusCode: 403 });
    await expect(connect(encounter._id, (await ticketFor(doctor, encounter._id)).ticket, { origin: 'https://evil.example' })).rejects.toMatchObject({ statusCode: 403 });
    await expect(connect(encounter._id, '')).rejects.toMatchObject({ statusCode: 401 });
    // Same origin as the Host is fine.
    const sameSite = await connect(encounter._id, (await ticketFor(doctor, encounter._id)).ticket, { origin: `http://${base}` });
    await stop(sameSite);
    // Another practitioner cannot even get a ticket for it.
    const stranger = await registerPractitioner(app);
    const res = await app.inject({ method: 'GET', url: `/api/encounters/${encounter._id}/recording-credentials`, headers: stranger.auth });
    expect(res.statusCode).toBe(404);
  });

  it('keeps one stream per encounter (a new connection replaces the old) and ends on-going when nothing was said', async () => {
    const encounter = await createEncounter(app, doctor);
    const one = await connect(encounter._id, (await ticketFor(doctor, encounter._id)).ticket);
    await eventually(() => getEncounter(encounter._id), (e) => e.status === 'in-progress');
    const two = await connect(encounter._id, (await ticketFor(doctor, encounter._id)).ticket);
    expect((await one.closed).code).toBe(4000);
    chunks(silence(2)).forEach((pcm, seq) => two.ws.send(encodeAudioFrame(seq, pcm)));
    await two.waitFor((m) => m.Ack?.seq === 7);
    expect((await getEncounter(encounter._id)).status).toBe('in-progress');
    await stop(two);
    const saved = await eventually(() => getEncounter(encounter._id), (e) => e.status !== 'in-progress');
    expect(saved.status).toBe('on-going');
    expect(finals(two)).toHaveLength(0);
  });

  it('answers a malformed frame with a BadRequestException and refuses frames over the size limit', async () => {
    const encounter = await createEncounter(app, doctor);
    const client = await connect(encounter._id, (await ticketFor(doctor, encounter._id)).ticket);
    client.ws.send(Buffer.from([1, 2, 3]));
    const message = await client.waitFor((m) => m.Exception);
    expect(message.Exception).toMatchObject({ name: 'BadRequestException', Message: expect.stringContaining('sequence number') });
    await client.closed;

    // Frames over the size limit are refused by the socket itself (close code 1009, message too big).
    const big = await connect(encounter._id, (await ticketFor(doctor, encounter._id)).ticket);
    big.ws.send(encodeAudioFrame(0, new Int16Array(200_000)));
    expect((await big.closed).code).toBe(1009);
  });

  it('reports an unreachable engine as a ServiceUnavailableException instead of hanging', async () => {
    const { app: own } = await startTestApp({ SPEECH_ENGINE: 'whisper-http', WHISPER_URL: 'http://127.0.0.1:9' });
    await own.listen({ port: 0, host: '127.0.0.1' });
    const port = (own.server.address() as { port: number }).port;
    try {
      const who = await registerPractitioner(own);
      const encounter = await createEncounter(own, who);
      const ticket = json(await own.inject({ method: 'GET', url: `/api/encounters/${encounter._id}/recording-credentials`, headers: who.auth })).data.ticket;
      const previousBase = base;
      base = `127.0.0.1:${port}`;
      const client = await connect(encounter._id, ticket).finally(() => (base = previousBase));
      chunks(visitAudio).forEach((pcm, seq) => client.ws.send(encodeAudioFrame(seq, pcm)));
      const message = await client.waitFor((m) => m.Exception);
      expect(message.Exception).toMatchObject({ name: 'ServiceUnavailableException', Message: expect.stringContaining('cannot be reached') });
      await client.closed;
    } finally {
      await own.close();
    }
  });
});

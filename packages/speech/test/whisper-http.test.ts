import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWhisperHttpEngine } from '../src/engines/whisper-http.js';
import type { SpeechError, TranscriptResult } from '../src/types.js';
import { UtteranceCutter } from '../src/utterance-cutter.js';
import { decodeWav } from '../src/wav.js';
import { concat, pushInChunks, silence, speak } from './speech-audio.js';

/**
 * A small OpenAI-compatible transcription server: it checks the multipart request as a real server would
 * parse it and answers verbose_json with word timings. (It does not recognise speech; it reports how long
 * each WAV it received was, so the test can check the cutting.)
 */
let server: http.Server;
let url: string;
const received: { model: string; seconds: number; format: string }[] = [];
let failWith: number | null = null;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    const body = Buffer.concat(parts);
    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') return res.writeHead(404).end('no such path');
    if (failWith) return res.writeHead(failWith, { 'content-type': 'application/json' }).end('{"error":{"message":"model overloaded"}}');
    const form = await new Request('http://x', { method: 'POST', headers: req.headers as Record<string, string>, body }).formData();
    const file = form.get('file') as File;
    const { pcm, sampleRate } = decodeWav(Buffer.from(await file.arrayBuffer()));
    const seconds = pcm.length / sampleRate;
    received.push({ model: String(form.get('model')), seconds, format: String(form.get('response_format')) });
    const n = received.length;
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        text: ` utterance ${n}`,
        words: [{ word: ' utterance', start: 0.1, end: 0.5 }, { word: ` ${n}`, start: 0.5, end: seconds - 0.1 }],
        // A diarising server names each segment's speaker.
        segments: [{ start: 0, end: seconds, text: ` utterance ${n}`, speaker: n % 2 ? 'SPEAKER_00' : 'SPEAKER_01' }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('utterance cutter', () => {
  it('cuts at pauses and keeps stream times', async () => {
    const one = await speak('good morning doctor');
    const audio = concat(silence(0.5), one, silence(1), one, silence(0.2));
    const cutter = new UtteranceCutter({ pauseSeconds: 0.6 });
    const cut = [...cutter.push(audio)];
    const last = cutter.flush();
    if (last) cut.push(last);
    expect(cut).toHaveLength(2);
    expect(cut[0]!.start).toBeGreaterThan(0.1);
    expect(cut[0]!.start).toBeLessThan(0.7);
    expect(cut[1]!.start).toBeGreaterThan(cut[0]!.end - 0.1);
  });
});

describe('whisper-http engine', () => {
  it('sends each utterance cut at pauses as a WAV and gives one final result per utterance', async () => {
    received.length = 0;
    const a = await speak('i have had a cough for two weeks');
    const b = await speak('any fever or chills', 'rms');
    const engine = createWhisperHttpEngine({ url, model: 'whisper-large-v3' });
    const results: TranscriptResult[] = [];
    const session = await engine.startSession({ onResult: (r) => void results.push(r), onError: (e) => { throw e; } });
    await pushInChunks(session, concat(silence(0.4), a, silence(1.2), b, silence(0.3)));
    await session.finish();
    expect(received).toHaveLength(2);
    expect(received[0]).toMatchObject({ model: 'whisper-large-v3', format: 'verbose_json' });
    expect(received[0]!.seconds).toBeGreaterThan(a.length / 16_000 - 0.2);
    expect(received[0]!.seconds).toBeLessThan(a.length / 16_000 + 1.2);
    expect(results.map((r) => r.Alternatives[0]!.Transcript)).toEqual(['utterance 1', 'utterance 2']);
    expect(results.every((r) => !r.IsPartial)).toBe(true);
    // Word times are shifted to stream time.
    const second = results[1]!;
    expect(second.Alternatives[0]!.Items[0]!.StartTime).toBeCloseTo(second.StartTime + 0.1, 2);
    // The server's speakers reach the items (the role labeller takes them as two voices).
    expect(results.map((r) => r.Alternatives[0]!.Items.map((item) => item.Speaker))).toEqual([
      ['SPEAKER_00', 'SPEAKER_00'],
      ['SPEAKER_01', 'SPEAKER_01'],
    ]);
  });

  it('turns server errors into the spec exceptions instead of hanging', async () => {
    failWith = 429;
    const errors: SpeechError[] = [];
    const engine = createWhisperHttpEngine({ url });
    const session = await engine.startSession({ onResult: () => {}, onError: (e) => void errors.push(e) });
    await pushInChunks(session, concat(await speak('hello there'), silence(1)));
    await session.finish();
    failWith = null;
    expect(errors[0]).toMatchObject({ exceptionName: 'LimitExceededException', message: expect.stringContaining('model overloaded') });

    const unreachable = createWhisperHttpEngine({ url: 'http://127.0.0.1:9' });
    const more: SpeechError[] = [];
    const s2 = await unreachable.startSession({ onResult: () => {}, onError: (e) => void more.push(e) });
    await pushInChunks(s2, concat(await speak('hello there'), silence(1)));
    await s2.finish();
    expect(more[0]).toMatchObject({ exceptionName: 'ServiceUnavailableException' });
  });
});

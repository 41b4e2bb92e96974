/**
 * aws-medical against a local stand-in for AWS Transcribe Medical streaming: a real HTTP/2 server speaking
 * AWS's event-stream protocol (binary messages with CRC32 checksums) over a real socket. It checks what the
 * SDK sends (the spec's settings, signed audio events) and answers with transcript events or exceptions.
 */
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAwsMedicalEngine } from '../src/engines/aws-medical.js';
import type { SpeechError, TranscriptResult } from '../src/types.js';
import { pushInChunks, speak } from './speech-audio.js';

type HeaderValue = string | Buffer | Date;
interface Message {
  headers: Record<string, HeaderValue>;
  payload: Buffer;
}

function encodeMessage(headers: Record<string, string>, payload: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(headers)) {
    const n = Buffer.from(name);
    const v = Buffer.from(value);
    const head = Buffer.alloc(1 + n.length + 3);
    head.writeUInt8(n.length, 0);
    n.copy(head, 1);
    head.writeUInt8(7, 1 + n.length); // string
    head.writeUInt16BE(v.length, 2 + n.length);
    parts.push(head, v);
  }
  const headerBytes = Buffer.concat(parts);
  const total = 12 + headerBytes.length + payload.length + 4;
  const prelude = Buffer.alloc(12);
  prelude.writeUInt32BE(total, 0);
  prelude.writeUInt32BE(headerBytes.length, 4);
  prelude.writeUInt32BE(zlib.crc32(prelude.subarray(0, 8)), 8);
  const body = Buffer.concat([prelude, headerBytes, payload]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body), 0);
  return Buffer.concat([body, crc]);
}

function decodeMessage(bytes: Buffer): Message {
  const total = bytes.readUInt32BE(0);
  const headersLength = bytes.readUInt32BE(4);
  if (bytes.readUInt32BE(8) !== zlib.crc32(bytes.subarray(0, 8))) throw new Error('prelude CRC mismatch');
  if (bytes.readUInt32BE(total - 4) !== zlib.crc32(bytes.subarray(0, total - 4))) throw new Error('message CRC mismatch');
  const headers: Record<string, HeaderValue> = {};
  let o = 12;
  while (o < 12 + headersLength) {
    const nameLength = bytes.readUInt8(o);
    const name = bytes.toString('utf8', o + 1, o + 1 + nameLength);
    o += 1 + nameLength;
    const type = bytes.readUInt8(o++);
    if (type === 7 || type === 6) {
      const length = bytes.readUInt16BE(o);
      const raw = bytes.subarray(o + 2, o + 2 + length);
      headers[name] = type === 7 ? raw.toString('utf8') : Buffer.from(raw);
      o += 2 + length;
    } else if (type === 8) {
      headers[name] = new Date(Number(bytes.readBigInt64BE(o)));
      o += 8;
    } else throw new Error(`header type ${type} not expected here`);
  }
  return { headers, payload: bytes.subarray(12 + headersLength, total - 4) };
}

/** Splits a byte stream into event-stream messages. */
async function* messages(stream: AsyncIterable<Buffer>) {
  let buffer = Buffer.alloc(0);
  for await (const chunk of stream) {
    buffer = Buffer.concat([buffer, chunk]);
    while (buffer.length >= 4 && buffer.length >= buffer.readUInt32BE(0)) {
      const total = buffer.readUInt32BE(0);
      yield decodeMessage(buffer.subarray(0, total));
      buffer = buffer.subarray(total);
    }
  }
}

let server: http2.Http2Server;
let endpoint: string;
let mode: 'transcribe' | 'bad-request' = 'transcribe';
const seen: { path: string; headers: http2.IncomingHttpHeaders; audioBytes: number; signed: boolean }[] = [];

beforeAll(async () => {
  process.env.AWS_ACCESS_KEY_ID = 'AKIDLOCALTEST';
  process.env.AWS_SECRET_ACCESS_KEY = 'local-test-secret';
  server = http2.createServer();
  server.on('stream', async (stream, headers) => {
    const record = { path: String(headers[':path']), headers, audioBytes: 0, signed: false };
    seen.push(record);
    stream.respond({ ':status': 200, 'content-type': 'application/vnd.amazon.eventstream', 'x-amzn-request-id': 'local' });
    if (mode === 'bad-request') {
      stream.end(encodeMessage({ ':message-type': 'exception', ':exception-type': 'BadRequestException', ':content-type': 'application/json' }, Buffer.from('{"Message":"Your audio sample rate is not supported."}')));
      return;
    }
    let results = 0;
    const event = (result: object) =>
      encodeMessage({ ':message-type': 'event', ':event-type': 'TranscriptEvent', ':content-type': 'application/json' }, Buffer.from(JSON.stringify({ Transcript: { Results: [result] } })));
    for await (const outer of messages(stream as unknown as AsyncIterable<Buffer>)) {
      record.signed = Buffer.isBuffer(outer.headers[':chunk-signature']) && outer.headers[':date'] instanceof Date;
      if (outer.payload.length === 0) continue; // the empty end-of-stream frame (leaving the loop would destroy the stream)
      const inner = decodeMessage(outer.payload);
      expect(inner.headers[':event-type']).toBe('AudioEvent');
      record.audioBytes += inner.payload.length;
      // One second of audio (32000 bytes) makes one result: a partial, then its final.
      while (record.audioBytes >= (results + 1) * 32_000) {
        results++;
        const base = { ResultId: `r${results}`, StartTime: results - 1, EndTime: results, ChannelId: 'ch_0' };
        const items = [{ Content: 'metformin', Type: 'pronunciation', StartTime: results - 1, EndTime: results - 0.5, Confidence: 0.98, Speaker: '0' }];
        stream.write(event({ ...base, IsPartial: true, Alternatives: [{ Transcript: 'met', Items: [], Entities: [] }] }));
        stream.write(event({ ...base, IsPartial: false, Alternatives: [{ Transcript: `second ${results}`, Items: items, Entities: [{ Category: 'MEDICATION', Content: 'metformin', Confidence: 0.9, StartTime: results - 1, EndTime: results - 0.5 }] }] }));
      }
    }
    stream.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('aws-medical engine', () => {
  it('streams signed audio events with the spec settings and passes AWS results on in the spec shape', async () => {
    mode = 'transcribe';
    const audio = await speak('the patient takes metformin twice a day for type two diabetes');
    const engine = createAwsMedicalEngine({ endpoint, region: 'us-east-1' });
    const results: TranscriptResult[] = [];
    const errors: SpeechError[] = [];
    const session = await engine.startSession({ onResult: (r) => void results.push(r), onError: (e) => void errors.push(e) });
    await pushInChunks(session, audio);
    await session.finish();
    await engine.close?.();
    expect(errors).toEqual([]);
    const request = seen.at(-1)!;
    expect(request.path).toBe('/medical-stream-transcription');
    expect(request.headers).toMatchObject({
      'x-amzn-transcribe-language-code': 'en-US',
      'x-amzn-transcribe-sample-rate': '16000',
      'x-amzn-transcribe-media-encoding': 'pcm',
      'x-amzn-transcribe-specialty': 'PRIMARYCARE',
      'x-amzn-transcribe-type': 'CONVERSATION',
      'x-amzn-transcribe-show-speaker-label': 'true',
    });
    expect(String(request.headers.authorization)).toContain('AWS4-HMAC-SHA256 Credential=AKIDLOCALTEST/');
    expect(request.signed).toBe(true);
    expect(request.audioBytes).toBe(audio.byteLength);
    const finals = results.filter((r) => !r.IsPartial);
    expect(finals).toHaveLength(Math.floor(audio.byteLength / 32_000));
    expect(results.some((r) => r.IsPartial)).toBe(true);
    expect(finals[0]).toEqual({
      ResultId: 'r1', StartTime: 0, EndTime: 1, IsPartial: false, ChannelId: 'ch_0',
      Alternatives: [{
        Transcript: 'second 1',
        Items: [{ Content: 'metformin', Type: 'pronunciation', StartTime: 0, EndTime: 0.5, Confidence: 0.98, Speaker: '0' }],
        Entities: [{ Category: 'MEDICATION', Content: 'metformin', Confidence: 0.9, StartTime: 0, EndTime: 0.5 }],
      }],
    });
  });

  it('passes an AWS exception on by its spec name with its message', async () => {
    mode = 'bad-request';
    const engine = createAwsMedicalEngine({ endpoint, region: 'us-east-1' });
    const errors: SpeechError[] = [];
    const session = await engine.startSession({ onResult: () => {}, onError: (e) => void errors.push(e) });
    await session.push(new Int16Array(1600));
    await session.finish();
    await engine.close?.();
    expect(errors[0]).toMatchObject({ exceptionName: 'BadRequestException', message: 'Your audio sample rate is not supported.' });
  });

  it('reports an unreachable endpoint as ServiceUnavailableException, without hanging', async () => {
    const engine = createAwsMedicalEngine({ endpoint: 'http://127.0.0.1:9', region: 'us-east-1' });
    const errors: SpeechError[] = [];
    const session = await engine.startSession({ onResult: () => {}, onError: (e) => void errors.push(e) });
    await session.push(new Int16Array(1600));
    await session.finish();
    await engine.close?.();
    expect(errors[0]?.exceptionName).toBe('ServiceUnavailableException');
  });
});

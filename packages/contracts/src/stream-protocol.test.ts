import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeAudioFrame, encodeAudioFrame, SAMPLES_PER_CHUNK, stopMessage } from './stream-protocol.js';

describe('audio frames', () => {
  it('writes a 4-byte little-endian sequence number, then little-endian PCM16', () => {
    const frame = encodeAudioFrame(513, Int16Array.from([1, -2]));
    expect([...frame]).toEqual([1, 2, 0, 0, 1, 0, 0xfe, 0xff]);
  });
  it('round-trips a frame', () => {
    const pcm = Int16Array.from([0, 1, -1, 32767, -32768]);
    const decoded = decodeAudioFrame(encodeAudioFrame(258, pcm));
    expect(decoded?.seq).toBe(258);
    expect([...decoded!.pcm]).toEqual([...pcm]);
  });
  it('copies samples out of a pooled Buffer (a small Buffer is a view on a shared slab, at any offset)', () => {
    const pooled = Buffer.from(encodeAudioFrame(7, Int16Array.from([5, 6, 7])));
    const decoded = decodeAudioFrame(pooled)!;
    expect([...decoded.pcm]).toEqual([5, 6, 7]);
    expect(decoded.pcm.buffer).not.toBe(pooled.buffer);
  });
  it('refuses frames without a header or with half a sample', () => {
    expect(decodeAudioFrame(new Uint8Array([1, 2, 3]))).toBeNull();
    expect(decodeAudioFrame(new Uint8Array([1, 0, 0, 0, 9]))).toBeNull();
  });
  it('a 250 ms chunk at 16 kHz is 4000 samples', () => {
    expect(SAMPLES_PER_CHUNK).toBe(4000);
  });
});

describe('client messages', () => {
  it('stop is {"type":"stop"} and nothing else', () => {
    expect(stopMessage.safeParse(JSON.parse('{"type":"stop"}')).success).toBe(true);
    expect(stopMessage.safeParse({ type: 'closed' }).success).toBe(false);
  });
});

describe('the contracts run in the browser too', () => {
  it('no source file imports a node: module or uses Buffer', () => {
    const dir = import.meta.dirname;
    const sources = fs.readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(5);
    for (const name of sources) {
      const code = fs.readFileSync(path.join(dir, name), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(code, name).not.toMatch(/from ['"]node:|\bBuffer\b|\bprocess\./);
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { decodeAudioFrame, SAMPLES_PER_CHUNK } from '@scribe/contracts';
import { Chunker, floatToPcm16, Resampler, UnackedChunks } from './pcm';

describe('resampling to 16 kHz', () => {
  it('turns 48 kHz into a third as many samples, across calls, keeping a tone', () => {
    const r = new Resampler(48_000);
    const tone = Float32Array.from({ length: 48_000 }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / 48_000));
    const out = [...r.process(tone.subarray(0, 10_001)), ...r.process(tone.subarray(10_001))];
    expect(out.length).toBeGreaterThanOrEqual(15_999);
    expect(out.length).toBeLessThanOrEqual(16_000);
    // Same tone at 16 kHz: compare with the ideal samples.
    const ideal = Array.from({ length: out.length }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * (i * 3 + 1)) / 48_000) * 32767);
    const worst = Math.max(...out.map((v, i) => Math.abs(v - ideal[i]!)));
    expect(worst).toBeLessThan(0.05 * 32767);
  });
  it('handles 44.1 kHz (a non-integer ratio)', () => {
    const r = new Resampler(44_100);
    let n = 0;
    for (let i = 0; i < 44_100; i += 128) n += r.process(new Float32Array(Math.min(128, 44_100 - i))).length;
    expect(Math.abs(n - 16_000)).toBeLessThanOrEqual(1);
  });
  it('passes 16 kHz through unchanged (the browser resampled already)', () => {
    const samples = Float32Array.from([0, 0.5, -0.5, 1, -1, 0.25]);
    const r = new Resampler(16_000);
    expect([...r.process(samples.subarray(0, 4)), ...r.process(samples.subarray(4))]).toEqual([...floatToPcm16(samples)]);
  });
  it('clips to PCM16', () => {
    expect([...floatToPcm16(Float32Array.from([-2, -1, 0, 1, 2]))]).toEqual([-32768, -32768, 0, 32767, 32767]);
  });
});

describe('chunks', () => {
  it('cuts 250 ms chunks (4000 samples) and hands out the rest at the end', () => {
    const chunker = new Chunker();
    expect(chunker.push(new Int16Array(3000))).toHaveLength(0);
    expect(chunker.push(new Int16Array(6000))).toHaveLength(2);
    expect(chunker.flush()).toHaveLength(9000 - 2 * SAMPLES_PER_CHUNK);
  });
});

describe('sequence numbers, acks and resend', () => {
  it('keeps chunks until acked and resends the rest in order; skips empty chunks with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const held = new UnackedChunks();
    expect(held.add(new Int16Array(0))).toBeNull();
    expect(warn).toHaveBeenCalledWith('Empty audio chunk skipped');
    for (let i = 0; i < 5; i++) expect(held.add(Int16Array.from([i]))?.seq).toBe(i);
    held.ack(2);
    const resend = held.pending().map((f) => decodeAudioFrame(f)?.seq);
    expect(resend).toEqual([3, 4]);
    held.ack(4);
    expect(held.size).toBe(0);
    warn.mockRestore();
  });
});

import { encodeAudioFrame, SAMPLE_RATE, SAMPLES_PER_CHUNK } from '@scribe/contracts';

/**
 * Audio for the live stream (docs/product.md, Live stream protocol): microphone samples → 16 kHz mono PCM16,
 * cut into 250 ms chunks, numbered and kept until the server has stored them. The frame codec itself is in
 * packages/contracts, shared with the server.
 */

/**
 * Streaming downsampler: each output sample averages the input samples of its interval (a box filter, enough
 * against aliasing for speech), and the fractional position carries over between calls.
 */
export class Resampler {
  private position = 0;
  private readonly step: number;
  private carry: Float32Array = new Float32Array(0);

  constructor(
    readonly inputRate: number,
    readonly outputRate = SAMPLE_RATE,
  ) {
    if (inputRate < outputRate) throw new Error(`cannot resample up from ${inputRate} Hz`);
    this.step = inputRate / outputRate;
  }

  process(input: Float32Array): Int16Array {
    const samples = new Float32Array(this.carry.length + input.length);
    samples.set(this.carry);
    samples.set(input, this.carry.length);
    const out: number[] = [];
    let pos = this.position;
    while (pos + this.step <= samples.length) {
      const from = Math.floor(pos);
      const to = Math.min(samples.length, Math.floor(pos + this.step));
      let sum = 0;
      for (let i = from; i < Math.max(to, from + 1); i++) sum += samples[i]!;
      out.push(sum / Math.max(1, to - from));
      pos += this.step;
    }
    const keepFrom = Math.floor(pos);
    this.carry = samples.slice(keepFrom);
    this.position = pos - keepFrom;
    return floatToPcm16(Float32Array.from(out));
  }
}

export function floatToPcm16(samples: Float32Array): Int16Array {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    pcm[i] = s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff);
  }
  return pcm;
}

/** Collects PCM and hands out 250 ms chunks. */
export class Chunker {
  private buffer = new Int16Array(0);

  push(pcm: Int16Array): Int16Array[] {
    const joined = new Int16Array(this.buffer.length + pcm.length);
    joined.set(this.buffer);
    joined.set(pcm, this.buffer.length);
    const chunks: Int16Array[] = [];
    let offset = 0;
    for (; offset + SAMPLES_PER_CHUNK <= joined.length; offset += SAMPLES_PER_CHUNK) chunks.push(joined.slice(offset, offset + SAMPLES_PER_CHUNK));
    this.buffer = joined.slice(offset);
    return chunks;
  }

  /** What is left (shorter than a chunk), at the end of a recording. */
  flush(): Int16Array {
    const rest = this.buffer;
    this.buffer = new Int16Array(0);
    return rest;
  }
}

/**
 * The chunks not yet acknowledged by the server. The server acks `{"Ack":{"seq":n}}` meaning every frame up to
 * n is stored; after a reconnect every chunk still held is sent again (the server ignores what it has).
 */
export class UnackedChunks {
  private nextSeq = 0;
  private readonly held = new Map<number, Int16Array>();

  constructor(private readonly limit = 4 * 60 * 5) {}

  /** Numbers a chunk and keeps it until acked; null when the chunk is empty (skipped with a warning: docs/product.md, Recording). */
  add(pcm: Int16Array): { seq: number; frame: Uint8Array } | null {
    if (pcm.length === 0) {
      console.warn('Empty audio chunk skipped');
      return null;
    }
    const seq = this.nextSeq++;
    this.held.set(seq, pcm);
    // Bounded: during a very long outage the oldest audio goes first.
    if (this.held.size > this.limit) this.held.delete(Math.min(...this.held.keys()));
    return { seq, frame: encodeAudioFrame(seq, pcm) };
  }

  ack(seq: number) {
    for (const key of [...this.held.keys()]) if (key <= seq) this.held.delete(key);
  }

  /** Frames to send again after a reconnect, oldest first. */
  pending(): Uint8Array[] {
    return [...this.held.entries()].sort(([a], [b]) => a - b).map(([seq, pcm]) => encodeAudioFrame(seq, pcm));
  }

  get size() {
    return this.held.size;
  }
}

/** Reconnect delays: 0.5 s, 1 s, 2 s, 4 s, 8 s (about 15 s in all), then the recording stops with an error. */
export const RECONNECT_DELAYS_MS = [500, 1000, 2000, 4000, 8000];

import { concatPcm } from './pcm.js';
import { SAMPLE_RATE } from './types.js';

/**
 * Energy-based voice activity detection that cuts a stream into utterances at pauses, for engines that
 * transcribe whole utterances (whisper-http). Works on 20 ms frames against an adaptive noise floor.
 */
export interface CutterOptions {
  /** Silence that ends an utterance. */
  pauseSeconds?: number;
  /** An utterance longer than this is cut even without a pause. */
  maxUtteranceSeconds?: number;
  /** Audio kept before the detected start of speech. */
  preSpeechSeconds?: number;
}

export interface Utterance {
  pcm: Int16Array;
  /** Seconds from the start of the stream. */
  start: number;
  end: number;
}

const FRAME = SAMPLE_RATE / 50; // 20 ms

export class UtteranceCutter {
  private readonly pauseFrames: number;
  private readonly maxFrames: number;
  private readonly preFrames: number;
  private pending = new Int16Array(0);
  private frames: Int16Array[] = [];
  private history: Int16Array[] = [];
  private framesSeen = 0;
  private startFrame = 0;
  private silentRun = 0;
  private voicedRun = 0;
  private noiseFloor = 100;

  constructor(options: CutterOptions = {}) {
    this.pauseFrames = Math.round((options.pauseSeconds ?? 0.6) * 50);
    this.maxFrames = Math.round((options.maxUtteranceSeconds ?? 25) * 50);
    this.preFrames = Math.round((options.preSpeechSeconds ?? 0.3) * 50);
  }

  get inSpeech() {
    return this.frames.length > 0;
  }

  /** Feeds audio; returns the utterances that ended in it. */
  push(pcm: Int16Array): Utterance[] {
    const joined = concatPcm([this.pending, pcm]);
    const out: Utterance[] = [];
    let offset = 0;
    for (; offset + FRAME <= joined.length; offset += FRAME) {
      const done = this.frame(joined.slice(offset, offset + FRAME));
      if (done) out.push(done);
    }
    this.pending = joined.slice(offset);
    return out;
  }

  /** The utterance in progress, if any (end of stream). */
  flush(): Utterance | null {
    return this.frames.length ? this.cut() : null;
  }

  private frame(frame: Int16Array): Utterance | null {
    this.framesSeen++;
    let energy = 0;
    for (const s of frame) energy += s * s;
    const rms = Math.sqrt(energy / frame.length);
    const voiced = rms > Math.max(300, this.noiseFloor * 3);
    if (!voiced) this.noiseFloor = this.noiseFloor * 0.95 + rms * 0.05;

    if (this.frames.length === 0) {
      this.history.push(frame);
      if (this.history.length > this.preFrames + 5) this.history.shift();
      this.voicedRun = voiced ? this.voicedRun + 1 : 0;
      if (this.voicedRun >= 3) {
        // Speech started: take the pre-speech frames along.
        this.frames = this.history.splice(0);
        this.startFrame = this.framesSeen - this.frames.length;
        this.silentRun = 0;
      }
      return null;
    }
    this.frames.push(frame);
    this.silentRun = voiced ? 0 : this.silentRun + 1;
    if (this.silentRun >= this.pauseFrames || this.frames.length >= this.maxFrames) return this.cut();
    return null;
  }

  private cut(): Utterance {
    const pcm = concatPcm(this.frames);
    const utterance = { pcm, start: this.startFrame / 50, end: (this.startFrame + this.frames.length) / 50 };
    this.frames = [];
    this.voicedRun = 0;
    this.silentRun = 0;
    return utterance;
  }
}

import { randomUUID } from 'node:crypto';
import { concatPcm } from '../pcm.js';
import {
  SAMPLE_RATE,
  toSpeechError,
  type SpeechEngine,
  type SpeechSession,
  type SpeechSessionHandlers,
  type TranscriptItem,
  type TranscriptResult,
} from '../types.js';
import { Decoder, FRAMES_PER_SECOND, type DecoderModels } from './pocketsphinx-binding.js';

/**
 * The pocketsphinx engine's streams: when an utterance starts and ends, when a long one is split, and the
 * results they give. The native decoder is behind pocketsphinx-binding.ts. Voice activity detection is the
 * decoder's own: an utterance ends after its trailing silence, which gives one final result; partial
 * hypotheses are read while it runs.
 *
 * A long stretch of speech without a pause (a monologue) would give no final result until it ends, and a
 * second pass as long as the stretch itself. So once an utterance is longer than `maxUtteranceSeconds`, it is
 * closed at the next word that has settled (ended at least `splitLookbackSeconds` ago), and the audio after that
 * word is fed again into the next utterance: finals keep coming every few seconds and no word is cut in half.
 */

export interface PocketsphinxOptions extends DecoderModels {
  /** How often a partial result is sent while someone speaks, in seconds of audio. */
  partialIntervalSeconds?: number;
  /** An utterance longer than this (seconds of audio) is split at a word boundary (see above). */
  maxUtteranceSeconds?: number;
  /** How far back from the newest audio the split point must lie: the words there are settled. */
  splitLookbackSeconds?: number;
}

const isWord = (word: string) => !word.startsWith('<') && !word.startsWith('[') && word !== '++';
const cleanWord = (word: string) => word.replace(/\(\d+\)$/, '');
const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The audio of the last few seconds, so that the tail of a split utterance can be fed again. */
class RecentAudio {
  private chunks: Array<{ start: number; pcm: Int16Array }> = [];

  constructor(private readonly keepSamples: number) {}

  add(start: number, pcm: Int16Array) {
    this.chunks.push({ start, pcm });
    const end = start + pcm.length;
    while (this.chunks.length > 1 && this.chunks[0]!.start + this.chunks[0]!.pcm.length < end - this.keepSamples) this.chunks.shift();
  }

  /** The samples from stream position `from` to the newest one. */
  since(from: number): Int16Array {
    return concatPcm(this.chunks.filter((c) => c.start + c.pcm.length > from).map((c) => c.pcm.subarray(Math.max(0, from - c.start))));
  }
}

export function createPocketsphinxEngine(options: PocketsphinxOptions = {}): SpeechEngine {
  const idle: Decoder[] = [];
  const partialEvery = options.partialIntervalSeconds ?? 0.5;
  const maxUtterance = options.maxUtteranceSeconds ?? 6;
  const lookback = options.splitLookbackSeconds ?? 0.5;

  const takeDecoder = async () => idle.pop() ?? (await Decoder.create(options));

  return {
    name: options.clinical ? 'pocketsphinx (clinical)' : 'pocketsphinx (stock)',

    async startSession(handlers: SpeechSessionHandlers): Promise<SpeechSession> {
      const decoder = await takeDecoder();
      decoder.startStream();
      let chain: Promise<void> = Promise.resolve();
      let samples = 0; // stream audio taken in so far
      // A split point always lies inside the current utterance, which is at most `maxUtterance` + 2 s long.
      const recent = new RecentAudio(Math.ceil((maxUtterance + 3) * SAMPLE_RATE));
      let inUtterance = false;
      let utteranceStart = 0;
      let resultId = randomUUID();
      let lastPartialAt = 0;
      let lastPartial = '';
      let done = false;
      let failed = false;

      const now = () => samples / SAMPLE_RATE;

      /**
       * The words of the current utterance with stream times. Frame numbers from the decoder are not reliably
       * stream frames (after a long utterance they can run seconds ahead), so times are counted from the
       * utterance's first segment (<s>), which is its first frame.
       */
      const segments = (): TranscriptItem[] => {
        const all = decoder.segments();
        const firstFrame = all[0]?.startFrame ?? 0;
        const time = (frame: number) => round(utteranceStart + (frame - firstFrame) / FRAMES_PER_SECOND);
        return all
          .filter((seg) => isWord(seg.word))
          .map((seg) => ({
            Content: cleanWord(seg.word),
            Type: 'pronunciation',
            Speaker: null,
            Confidence: Number.isFinite(seg.posterior) ? round(Math.min(1, Math.max(0, seg.posterior))) : null,
            StartTime: time(seg.startFrame),
            EndTime: time(seg.endFrame + 1),
          }));
      };

      const result = (isPartial: boolean, items: TranscriptItem[], transcript: string): TranscriptResult => ({
        ResultId: resultId,
        StartTime: round(items[0]?.StartTime ?? utteranceStart),
        EndTime: round(items.at(-1)?.EndTime ?? now()),
        IsPartial: isPartial,
        ChannelId: 'ch_0',
        Alternatives: [{ Transcript: transcript, Items: items, Entities: [] }],
      });

      /** Delivers a final result (awaited: the server saves it before anything else happens). */
      async function sendFinal(items: TranscriptItem[]) {
        const transcript = items.map((item) => item.Content).join(' ');
        const id = resultId;
        resultId = randomUUID();
        inUtterance = false;
        lastPartial = '';
        if (transcript) await handlers.onResult({ ...result(false, items, transcript), ResultId: id });
      }

      /** Ends the utterance in the decoder (its second pass runs then) and returns its words. */
      async function closeUtterance(restart: boolean) {
        await decoder.endUtterance();
        const items = segments();
        if (restart) decoder.startUtterance();
        return items;
      }

      /** Ends the utterance in the decoder and delivers its final result. */
      async function endUtterance(restart: boolean) {
        await sendFinal(await closeUtterance(restart));
      }

      /** Words that ended at least `lookback` before the newest audio: later audio will not change them. */
      const settled = (items: TranscriptItem[]) => items.filter((item) => item.EndTime <= now() - lookback);

      /**
       * A long utterance is split when a word has just settled (ended between `lookback` and a quarter second
       * more before the newest audio), so the final comes soon after its last word; at the latest 2 s later.
       */
      function timeToSplit() {
        const length = now() - utteranceStart;
        if (length < maxUtterance) return false;
        if (length >= maxUtterance + 2) return true;
        const lastSettled = settled(segments()).at(-1);
        return lastSettled !== undefined && now() - lastSettled.EndTime <= lookback + 0.25;
      }

      /**
       * Closes a long utterance at its last settled word and feeds the audio after that word into the next
       * one (see the comment at the top).
       */
      async function splitUtterance() {
        const items = await closeUtterance(true);
        const words = settled(items);
        const cut = words.at(-1)?.EndTime;
        await sendFinal(cut === undefined ? items : words);
        if (cut === undefined) return;
        const tail = recent.since(Math.round(cut * SAMPLE_RATE));
        await decoder.process(tail);
        utteranceStart = cut;
        inUtterance = decoder.inSpeech();
        lastPartialAt = cut;
      }

      async function take(pcm: Int16Array) {
        if (done) return;
        const before = samples;
        recent.add(before, pcm);
        await decoder.process(pcm);
        samples += pcm.length;
        const inSpeech = decoder.inSpeech();
        if (inSpeech && !inUtterance) {
          inUtterance = true;
          // Frames of this utterance so far run up to the end of this chunk (pre-speech included).
          utteranceStart = Math.max(0, now() - decoder.frameCount() / FRAMES_PER_SECOND);
          lastPartialAt = before / SAMPLE_RATE;
        }
        if (!inSpeech && inUtterance) {
          await endUtterance(true);
        } else if (inUtterance && timeToSplit()) {
          await splitUtterance();
        } else if (inUtterance && now() - lastPartialAt >= partialEvery) {
          lastPartialAt = now();
          const hyp = decoder.hypothesis().split(' ').filter(isWord).map(cleanWord).join(' ');
          if (hyp && hyp !== lastPartial) {
            lastPartial = hyp;
            await handlers.onResult(result(true, [], hyp));
          }
        }
      }

      function release() {
        if (done) return;
        done = true;
        idle.push(decoder);
      }

      const run = (work: () => Promise<void>) => {
        chain = chain.then(async () => {
          if (failed) return;
          try {
            await work();
          } catch (error) {
            failed = true;
            handlers.onError(toSpeechError(error));
          }
        });
        return chain;
      };

      return {
        push: (pcm) => (pcm.length === 0 ? chain : run(() => take(pcm))),
        finish: () =>
          run(async () => {
            if (done) return;
            await endUtterance(false);
            release();
          }),
        abort() {
          // After the chunk in flight, close the utterance without a result and give the decoder back.
          void chain.then(async () => {
            if (done) return;
            await decoder.endUtterance();
            release();
          });
          failed = true;
        },
      };
    },

    async close() {
      for (const decoder of idle.splice(0)) decoder.free();
    },
  };
}

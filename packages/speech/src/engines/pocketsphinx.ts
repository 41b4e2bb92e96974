import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import koffi, { type LibraryHandle } from 'koffi';
import { concatPcm } from '../pcm.js';
import {
  SAMPLE_RATE,
  SpeechError,
  toSpeechError,
  type SpeechEngine,
  type SpeechSession,
  type SpeechSessionHandlers,
  type TranscriptItem,
  type TranscriptResult,
} from '../types.js';

/**
 * Debian 12's pocketsphinx (0.8+5prealpha, the sphinxbase API) called in-process through koffi. Voice
 * activity detection is the decoder's own (ps_get_in_speech): an utterance ends after its trailing silence,
 * which gives one final result; partial hypotheses are read while it runs. The heavy calls (loading the
 * models, ps_process_raw, and ps_end_utt with its second pass over the whole utterance) run on koffi's worker
 * threads so that the server's event loop keeps serving other streams.
 *
 * A long stretch of speech without a pause (a monologue) would give no final result until it ends, and a
 * second pass as long as the stretch itself. So once an utterance is longer than `maxUtteranceSeconds`, it is
 * closed at the next word that has settled (ended at least `splitLookbackSeconds` ago), and the audio after that
 * word is fed again into the next utterance: finals keep coming every few seconds and no word is cut in half.
 */

export const STOCK_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const FRAMES_PER_SECOND = 100;

export interface ClinicalModel {
  /** The project's ARPA model (data/speech/clinical.lm). */
  arpa: string;
  /** Extra dictionary entries for words the stock dictionary lacks (data/speech/clinical.dict). */
  dict?: string;
  /** Interpolation weight of the clinical model against the stock one (0..1). */
  weight: number;
}

export interface PocketsphinxOptions {
  hmm?: string;
  dict?: string;
  /** The stock n-gram model. */
  lm?: string;
  /** Mixed with the stock model when given; the stock model alone otherwise. */
  clinical?: ClinicalModel | null;
  /** Language weight and word insertion penalty (pocketsphinx -lw, -wip). */
  lw?: number;
  wip?: number;
  /** How often a partial result is sent while someone speaks, in seconds of audio. */
  partialIntervalSeconds?: number;
  /** Extra decoder arguments, e.g. { '-beam': '1e-40' }. */
  extraArgs?: Record<string, string>;
  /** An utterance longer than this (seconds of audio) is split at a word boundary (see above). */
  maxUtteranceSeconds?: number;
  /** How far back from the newest audio the split point must lie: the words there are settled. */
  splitLookbackSeconds?: number;
}

type Pointer = object | null;
/** A koffi function that can also run on a worker thread (`.async(...args, callback)`). */
type Async<F> = F & { async: (...args: unknown[]) => void };

/** Runs a native call on koffi's worker threads. */
function onWorker<A extends unknown[], R>(fn: Async<(...args: A) => R>, ...args: A): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    fn.async(...args, (error: unknown, result: R) => (error ? reject(error) : resolve(result)));
  });
}

interface Binding {
  cmd_ln_init: (...args: unknown[]) => Pointer;
  ps_init: Async<(config: Pointer) => Pointer>;
  ps_free: (ps: Pointer) => number;
  ps_start_stream: (ps: Pointer) => number;
  ps_start_utt: (ps: Pointer) => number;
  ps_end_utt: Async<(ps: Pointer) => number>;
  ps_process_raw: Async<(ps: Pointer, pcm: Int16Array, n: number, noSearch: number, fullUtt: number) => number>;
  ps_get_in_speech: (ps: Pointer) => number;
  ps_get_n_frames: (ps: Pointer) => number;
  ps_get_hyp: (ps: Pointer, score: null) => string | null;
  ps_seg_iter: (ps: Pointer) => Pointer;
  ps_seg_next: (seg: Pointer) => Pointer;
  ps_seg_word: (seg: Pointer) => string;
  ps_seg_frames: (seg: Pointer, sf: number[], ef: number[]) => void;
  ps_seg_prob: (seg: Pointer, a: null, l: null, b: null) => number;
  ps_seg_free: (seg: Pointer) => void;
  ps_get_logmath: (ps: Pointer) => Pointer;
  ps_add_word: (ps: Pointer, word: string, phones: string, update: number) => number;
  ps_set_lm: Async<(ps: Pointer, name: string, lm: Pointer) => number>;
  ps_set_search: (ps: Pointer, name: string) => number;
  ngram_model_read: Async<(config: Pointer, path: string, type: number, lmath: Pointer) => Pointer>;
  ngram_model_set_init: (config: Pointer, models: Pointer[], names: string[], weights: Float32Array, n: number) => Pointer;
  ngram_model_free: (model: Pointer) => number;
  logmath_exp: (lmath: Pointer, value: number) => number;
}

let binding: Binding | null = null;

function loadBinding(): Binding {
  if (binding) return binding;
  let ps: LibraryHandle;
  let sb: LibraryHandle;
  try {
    sb = koffi.load('libsphinxbase.so.3');
    ps = koffi.load('libpocketsphinx.so.3');
  } catch (error) {
    throw new SpeechError(
      'ServiceUnavailableException',
      'The pocketsphinx speech engine is not installed (Debian packages libpocketsphinx-dev and pocketsphinx-en-us: run scripts/install-system-deps.sh).',
      { cause: error },
    );
  }
  binding = {
    cmd_ln_init: sb.func('void *cmd_ln_init(void *inout, void *defn, int strict, ...)'),
    ps_init: ps.func('void *ps_init(void *config)'),
    ps_free: ps.func('int ps_free(void *ps)'),
    ps_start_stream: ps.func('int ps_start_stream(void *ps)'),
    ps_start_utt: ps.func('int ps_start_utt(void *ps)'),
    ps_end_utt: ps.func('int ps_end_utt(void *ps)'),
    ps_process_raw: ps.func('int ps_process_raw(void *ps, const int16_t *data, size_t n_samples, int no_search, int full_utt)'),
    ps_get_in_speech: ps.func('uint8_t ps_get_in_speech(void *ps)'),
    ps_get_n_frames: ps.func('int ps_get_n_frames(void *ps)'),
    ps_get_hyp: ps.func('const char *ps_get_hyp(void *ps, int32_t *out_best_score)'),
    ps_seg_iter: ps.func('void *ps_seg_iter(void *ps)'),
    ps_seg_next: ps.func('void *ps_seg_next(void *seg)'),
    ps_seg_word: ps.func('const char *ps_seg_word(void *seg)'),
    ps_seg_frames: ps.func('void ps_seg_frames(void *seg, _Out_ int *out_sf, _Out_ int *out_ef)'),
    ps_seg_prob: ps.func('int32_t ps_seg_prob(void *seg, int32_t *ascr, int32_t *lscr, int32_t *lback)'),
    ps_seg_free: ps.func('void ps_seg_free(void *seg)'),
    ps_get_logmath: ps.func('void *ps_get_logmath(void *ps)'),
    ps_add_word: ps.func('int ps_add_word(void *ps, const char *word, const char *phones, int update)'),
    ps_set_lm: ps.func('int ps_set_lm(void *ps, const char *name, void *lm)'),
    ps_set_search: ps.func('int ps_set_search(void *ps, const char *name)'),
    ngram_model_read: sb.func('void *ngram_model_read(void *config, const char *file_name, int file_type, void *lmath)'),
    ngram_model_set_init: sb.func('void *ngram_model_set_init(void *config, void **models, const char **names, const float *weights, int n_models)'),
    ngram_model_free: sb.func('int ngram_model_free(void *model)'),
    logmath_exp: sb.func('double logmath_exp(void *lmath, int logb_p)'),
  } as unknown as Binding;
  const psArgs = ps.func('void *ps_args()');
  defaultArgs = psArgs();
  return binding;
}
let defaultArgs: Pointer = null;

/** Reads `word PHONE PHONE…` lines (the CMU dictionary format). */
export function readDictionary(file: string): Array<[string, string]> {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith(';;;'))
    .map((line) => {
      const [word, ...phones] = line.split(/\s+/);
      return [word!, phones.join(' ')] as [string, string];
    });
}

interface Decoder {
  ps: Pointer;
  config: Pointer;
  lm: Pointer;
}

async function createDecoder(b: Binding, options: PocketsphinxOptions): Promise<Decoder> {
  const hmm = options.hmm ?? `${STOCK_MODEL_DIR}/en-us`;
  const dict = options.dict ?? `${STOCK_MODEL_DIR}/cmudict-en-us.dict`;
  const lm = options.lm ?? `${STOCK_MODEL_DIR}/en-us.lm.bin`;
  for (const [what, file] of [['acoustic model', hmm], ['dictionary', dict], ['language model', lm], ['clinical language model', options.clinical?.arpa]] as const) {
    if (file && !fs.existsSync(file)) {
      throw new SpeechError('ServiceUnavailableException', `The pocketsphinx ${what} is missing (${file}).`);
    }
  }
  const args: Record<string, string> = {
    '-hmm': hmm,
    '-dict': dict,
    '-logfn': '/dev/null',
    ...(options.lw !== undefined ? { '-lw': String(options.lw) } : {}),
    ...(options.wip !== undefined ? { '-wip': String(options.wip) } : {}),
    ...options.extraArgs,
  };
  const variadic: unknown[] = [];
  for (const [key, value] of Object.entries(args)) variadic.push('str', key, 'str', value);
  variadic.push('void *', null);
  const config = b.cmd_ln_init(null, defaultArgs, 1, ...variadic);
  if (!config) throw new SpeechError('BadRequestException', `pocketsphinx refused its configuration: ${JSON.stringify(args)}`);
  const ps = await onWorker(b.ps_init, config);
  if (!ps) throw new SpeechError('ServiceUnavailableException', 'pocketsphinx could not start (acoustic model or dictionary unreadable).');
  const lmath = b.ps_get_logmath(ps);
  const NGRAM_AUTO = 0;
  const stock = await onWorker(b.ngram_model_read, config, lm, NGRAM_AUTO, lmath);
  if (!stock) throw new SpeechError('ServiceUnavailableException', `pocketsphinx could not read the language model ${lm}.`);
  let model: Pointer = stock;
  if (options.clinical) {
    if (options.clinical.dict) {
      for (const [word, phones] of readDictionary(options.clinical.dict)) b.ps_add_word(ps, word, phones, 0);
    }
    const clinical = await onWorker(b.ngram_model_read, config, options.clinical.arpa, NGRAM_AUTO, lmath);
    if (!clinical) throw new SpeechError('ServiceUnavailableException', `pocketsphinx could not read ${options.clinical.arpa}.`);
    const w = options.clinical.weight;
    model = b.ngram_model_set_init(config, [stock, clinical], ['stock', 'clinical'], new Float32Array([1 - w, w]), 2);
    if (!model) throw new SpeechError('InternalFailureException', 'pocketsphinx could not mix the clinical and stock language models.');
  }
  if ((await onWorker(b.ps_set_lm, ps, 'main', model)) < 0 || b.ps_set_search(ps, 'main') < 0) {
    throw new SpeechError('InternalFailureException', 'pocketsphinx could not use the language model.');
  }
  return { ps, config, lm: model };
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

  async function takeDecoder(): Promise<Decoder> {
    const b = loadBinding();
    return idle.pop() ?? (await createDecoder(b, options));
  }

  return {
    name: options.clinical ? 'pocketsphinx (clinical)' : 'pocketsphinx (stock)',

    async startSession(handlers: SpeechSessionHandlers): Promise<SpeechSession> {
      const b = loadBinding();
      const decoder = await takeDecoder();
      const { ps } = decoder;
      if (b.ps_start_stream(ps) < 0 || b.ps_start_utt(ps) < 0) throw new SpeechError('InternalFailureException', 'pocketsphinx could not start an utterance.');
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
        const items: TranscriptItem[] = [];
        const lmath = b.ps_get_logmath(ps);
        let firstFrame: number | null = null;
        const time = (frame: number) => round(utteranceStart + (frame - firstFrame!) / FRAMES_PER_SECOND);
        for (let seg = b.ps_seg_iter(ps); seg; seg = b.ps_seg_next(seg)) {
          const word = b.ps_seg_word(seg);
          const sf = [0];
          const ef = [0];
          b.ps_seg_frames(seg, sf, ef);
          firstFrame ??= sf[0]!;
          if (!isWord(word)) continue;
          const posterior = b.logmath_exp(lmath, b.ps_seg_prob(seg, null, null, null));
          items.push({
            Content: cleanWord(word),
            Type: 'pronunciation',
            Speaker: null,
            Confidence: Number.isFinite(posterior) ? round(Math.min(1, Math.max(0, posterior))) : null,
            StartTime: time(sf[0]!),
            EndTime: time(ef[0]! + 1),
          });
        }
        return items;
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
        await onWorker(b.ps_end_utt, ps);
        const items = segments();
        if (restart) b.ps_start_utt(ps);
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
        await decode(tail);
        utteranceStart = cut;
        inUtterance = b.ps_get_in_speech(ps) !== 0;
        lastPartialAt = cut;
      }

      async function decode(pcm: Int16Array) {
        if (pcm.length > 0 && (await onWorker(b.ps_process_raw, ps, pcm, pcm.length, 0, 0)) < 0) {
          throw new SpeechError('BadRequestException', 'pocketsphinx could not decode the audio.');
        }
      }

      async function take(pcm: Int16Array) {
        if (done) return;
        const before = samples;
        recent.add(before, pcm);
        await decode(pcm);
        samples += pcm.length;
        const inSpeech = b.ps_get_in_speech(ps) !== 0;
        if (inSpeech && !inUtterance) {
          inUtterance = true;
          // Frames of this utterance so far run up to the end of this chunk (pre-speech included).
          utteranceStart = Math.max(0, now() - b.ps_get_n_frames(ps) / FRAMES_PER_SECOND);
          lastPartialAt = before / SAMPLE_RATE;
        }
        if (!inSpeech && inUtterance) {
          await endUtterance(true);
        } else if (inUtterance && timeToSplit()) {
          await splitUtterance();
        } else if (inUtterance && now() - lastPartialAt >= partialEvery) {
          lastPartialAt = now();
          const hyp = (b.ps_get_hyp(ps, null) ?? '').split(' ').filter(isWord).map(cleanWord).join(' ');
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
            await onWorker(b.ps_end_utt, ps);
            release();
          });
          failed = true;
        },
      };
    },

    async close() {
      if (!binding) return;
      for (const decoder of idle.splice(0)) binding.ps_free(decoder.ps);
    },
  };
}

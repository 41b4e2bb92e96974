import fs from 'node:fs';
import koffi, { type LibraryHandle } from 'koffi';
import { SpeechError } from '../types.js';

/**
 * The native side of the pocketsphinx engine: Debian 12's pocketsphinx (0.8+5prealpha, the sphinxbase API)
 * called in-process through koffi, wrapped as a `Decoder` with plain TypeScript methods. The heavy calls
 * (loading the models, ps_process_raw, and ps_end_utt with its second pass over the whole utterance) run on
 * koffi's worker threads so that the server's event loop keeps serving other streams. What a stream does with
 * the decoder (utterances, splits, results) is in pocketsphinx.ts.
 */

export const STOCK_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
/** pocketsphinx's frame rate: segment boundaries are frame numbers. */
export const FRAMES_PER_SECOND = 100;

export interface ClinicalModel {
  /** The project's ARPA model (data/speech/clinical.lm). */
  arpa: string;
  /** Extra dictionary entries for words the stock dictionary lacks (data/speech/clinical.dict). */
  dict?: string;
  /** Interpolation weight of the clinical model against the stock one (0..1). */
  weight: number;
}

export interface DecoderModels {
  hmm?: string;
  dict?: string;
  /** The stock n-gram model. */
  lm?: string;
  /** Mixed with the stock model when given; the stock model alone otherwise. */
  clinical?: ClinicalModel | null;
  /** Language weight and word insertion penalty (pocketsphinx -lw, -wip). */
  lw?: number;
  wip?: number;
  /** Extra decoder arguments, e.g. { '-beam': '1e-40' }. */
  extraArgs?: Record<string, string>;
}

/** One segment of the decoded utterance: a word, or a filler such as `<s>`, `<sil>`, `[NOISE]`. */
export interface Segment {
  word: string;
  startFrame: number;
  endFrame: number;
  /** The decoder's posterior probability of the word (0..1), NaN when it has none. */
  posterior: number;
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
  ps_args: () => Pointer;
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
  ps_get_logmath: (ps: Pointer) => Pointer;
  ps_add_word: (ps: Pointer, word: string, phones: string, update: number) => number;
  ps_set_lm: Async<(ps: Pointer, name: string, lm: Pointer) => number>;
  ps_set_search: (ps: Pointer, name: string) => number;
  ngram_model_read: Async<(config: Pointer, path: string, type: number, lmath: Pointer) => Pointer>;
  ngram_model_set_init: (config: Pointer, models: Pointer[], names: string[], weights: Float32Array, n: number) => Pointer;
  logmath_exp: (lmath: Pointer, value: number) => number;
}

/** Loaded once per process: koffi keeps the libraries open for the process's life anyway. */
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
    ps_args: ps.func('void *ps_args()'),
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
    ps_get_logmath: ps.func('void *ps_get_logmath(void *ps)'),
    ps_add_word: ps.func('int ps_add_word(void *ps, const char *word, const char *phones, int update)'),
    ps_set_lm: ps.func('int ps_set_lm(void *ps, const char *name, void *lm)'),
    ps_set_search: ps.func('int ps_set_search(void *ps, const char *name)'),
    ngram_model_read: sb.func('void *ngram_model_read(void *config, const char *file_name, int file_type, void *lmath)'),
    ngram_model_set_init: sb.func('void *ngram_model_set_init(void *config, void **models, const char **names, const float *weights, int n_models)'),
    logmath_exp: sb.func('double logmath_exp(void *lmath, int logb_p)'),
  } as unknown as Binding;
  return binding;
}

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

/** One pocketsphinx decoder with its models loaded; a stream uses it alone, then gives it back to the pool. */
export class Decoder {
  private constructor(
    private readonly b: Binding,
    private readonly ps: Pointer,
  ) {}

  /** Loads the models (seconds of work, on a worker thread); a missing file or library is a clear SpeechError. */
  static async create(models: DecoderModels): Promise<Decoder> {
    const b = loadBinding();
    const hmm = models.hmm ?? `${STOCK_MODEL_DIR}/en-us`;
    const dict = models.dict ?? `${STOCK_MODEL_DIR}/cmudict-en-us.dict`;
    const lm = models.lm ?? `${STOCK_MODEL_DIR}/en-us.lm.bin`;
    for (const [what, file] of [['acoustic model', hmm], ['dictionary', dict], ['language model', lm], ['clinical language model', models.clinical?.arpa]] as const) {
      if (file && !fs.existsSync(file)) {
        throw new SpeechError('ServiceUnavailableException', `The pocketsphinx ${what} is missing (${file}).`);
      }
    }
    const args: Record<string, string> = {
      '-hmm': hmm,
      '-dict': dict,
      '-logfn': '/dev/null',
      ...(models.lw !== undefined ? { '-lw': String(models.lw) } : {}),
      ...(models.wip !== undefined ? { '-wip': String(models.wip) } : {}),
      ...models.extraArgs,
    };
    const variadic: unknown[] = [];
    for (const [key, value] of Object.entries(args)) variadic.push('str', key, 'str', value);
    variadic.push('void *', null);
    const config = b.cmd_ln_init(null, b.ps_args(), 1, ...variadic);
    if (!config) throw new SpeechError('BadRequestException', `pocketsphinx refused its configuration: ${JSON.stringify(args)}`);
    const ps = await onWorker(b.ps_init, config);
    if (!ps) throw new SpeechError('ServiceUnavailableException', 'pocketsphinx could not start (acoustic model or dictionary unreadable).');
    const lmath = b.ps_get_logmath(ps);
    const NGRAM_AUTO = 0;
    const stock = await onWorker(b.ngram_model_read, config, lm, NGRAM_AUTO, lmath);
    if (!stock) throw new SpeechError('ServiceUnavailableException', `pocketsphinx could not read the language model ${lm}.`);
    let model: Pointer = stock;
    if (models.clinical) {
      if (models.clinical.dict) {
        for (const [word, phones] of readDictionary(models.clinical.dict)) b.ps_add_word(ps, word, phones, 0);
      }
      const clinical = await onWorker(b.ngram_model_read, config, models.clinical.arpa, NGRAM_AUTO, lmath);
      if (!clinical) throw new SpeechError('ServiceUnavailableException', `pocketsphinx could not read ${models.clinical.arpa}.`);
      const w = models.clinical.weight;
      model = b.ngram_model_set_init(config, [stock, clinical], ['stock', 'clinical'], new Float32Array([1 - w, w]), 2);
      if (!model) throw new SpeechError('InternalFailureException', 'pocketsphinx could not mix the clinical and stock language models.');
    }
    if ((await onWorker(b.ps_set_lm, ps, 'main', model)) < 0 || b.ps_set_search(ps, 'main') < 0) {
      throw new SpeechError('InternalFailureException', 'pocketsphinx could not use the language model.');
    }
    return new Decoder(b, ps);
  }

  /** A new stream (times restart) and its first utterance. */
  startStream() {
    if (this.b.ps_start_stream(this.ps) < 0 || this.b.ps_start_utt(this.ps) < 0) throw new SpeechError('InternalFailureException', 'pocketsphinx could not start an utterance.');
  }

  startUtterance() {
    this.b.ps_start_utt(this.ps);
  }

  /** Ends the utterance: the decoder's second pass over it runs now (on a worker thread). */
  async endUtterance() {
    await onWorker(this.b.ps_end_utt, this.ps);
  }

  async process(pcm: Int16Array) {
    if (pcm.length > 0 && (await onWorker(this.b.ps_process_raw, this.ps, pcm, pcm.length, 0, 0)) < 0) {
      throw new SpeechError('BadRequestException', 'pocketsphinx could not decode the audio.');
    }
  }

  /** The decoder's own voice activity detection: is someone speaking in the newest audio? */
  inSpeech(): boolean {
    return this.b.ps_get_in_speech(this.ps) !== 0;
  }

  /** Frames in the current utterance so far (pre-speech included). */
  frameCount(): number {
    return this.b.ps_get_n_frames(this.ps);
  }

  /** The best hypothesis of the utterance so far, as the decoder writes it (fillers included). */
  hypothesis(): string {
    return this.b.ps_get_hyp(this.ps, null) ?? '';
  }

  /** The segments of the current (or just ended) utterance, in order. */
  segments(): Segment[] {
    const { b, ps } = this;
    const lmath = b.ps_get_logmath(ps);
    const segments: Segment[] = [];
    for (let seg = b.ps_seg_iter(ps); seg; seg = b.ps_seg_next(seg)) {
      const sf = [0];
      const ef = [0];
      b.ps_seg_frames(seg, sf, ef);
      segments.push({ word: b.ps_seg_word(seg), startFrame: sf[0]!, endFrame: ef[0]!, posterior: b.logmath_exp(lmath, b.ps_seg_prob(seg, null, null, null)) });
    }
    return segments;
  }

  free() {
    this.b.ps_free(this.ps);
  }
}

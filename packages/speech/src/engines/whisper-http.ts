import { randomUUID } from 'node:crypto';
import { UtteranceCutter, type Utterance } from '../utterance-cutter.js';
import { encodeWav } from '../wav.js';
import {
  SpeechError,
  toSpeechError,
  type SpeechEngine,
  type SpeechSession,
  type SpeechSessionHandlers,
  type TranscriptItem,
} from '../types.js';

/**
 * Any OpenAI-compatible `/v1/audio/transcriptions` server (whisper.cpp server, faster-whisper servers, vLLM,
 * OpenAI). The stream is cut into utterances at pauses; each one is sent as a WAV file and gives one final
 * result (no partials: these servers transcribe whole files).
 */
export interface WhisperHttpOptions {
  /** Base URL, e.g. http://127.0.0.1:8080 (the path /v1/audio/transcriptions is added). */
  url: string;
  model?: string;
  apiKey?: string;
  language?: string;
  timeoutMs?: number;
  pauseSeconds?: number;
}

interface WhisperAnswer {
  text?: string;
  words?: { word: string; start: number; end: number; probability?: number }[];
  /** `speaker`: servers that diarise (WhisperX-style servers, OpenAI's diarized_json) name each segment's speaker. */
  segments?: { start: number; end: number; text: string; avg_logprob?: number; speaker?: string }[];
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

function exceptionFor(status: number) {
  if (status === 429) return 'LimitExceededException' as const;
  if (status === 404) return 'ResourceNotFoundException' as const;
  if (status === 409) return 'ConflictException' as const;
  if (status >= 500) return 'ServiceUnavailableException' as const;
  return 'BadRequestException' as const;
}

export function createWhisperHttpEngine(options: WhisperHttpOptions): SpeechEngine {
  const endpoint = new URL('/v1/audio/transcriptions', options.url).toString();

  async function transcribe(utterance: Utterance): Promise<WhisperAnswer> {
    const form = new FormData();
    form.append('file', new Blob([encodeWav(utterance.pcm)], { type: 'audio/wav' }), 'utterance.wav');
    form.append('model', options.model ?? 'whisper-1');
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'word');
    if (options.language) form.append('language', options.language);
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        body: form,
        headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new SpeechError(
        'ServiceUnavailableException',
        timedOut ? `The Whisper server at ${options.url} did not answer in time.` : `The Whisper server at ${options.url} cannot be reached.`,
        { cause: error },
      );
    }
    if (!response.ok) {
      const body = (await response.text().catch(() => '')).slice(0, 300);
      throw new SpeechError(exceptionFor(response.status), `The Whisper server answered ${response.status}: ${body || response.statusText}`);
    }
    const type = response.headers.get('content-type') ?? '';
    return type.includes('json') ? ((await response.json()) as WhisperAnswer) : { text: await response.text() };
  }

  /** The server's speaker for a time in the utterance (seconds from its start), or null when it names none. */
  function speakerAt(answer: WhisperAnswer, seconds: number): string | null {
    const segments = (answer.segments ?? []).filter((segment) => segment.speaker);
    const inside = segments.find((segment) => seconds >= segment.start && seconds < segment.end);
    return (inside ?? segments[0])?.speaker ?? null;
  }

  /** The answer's words as items in stream time, each with the server's speaker where it gives one (issue 11). */
  function itemsOf(answer: WhisperAnswer, utterance: Utterance): TranscriptItem[] {
    return wordsOf(answer, utterance).map((item) => ({ ...item, Speaker: speakerAt(answer, (item.StartTime + item.EndTime) / 2 - utterance.start) }));
  }

  function wordsOf(answer: WhisperAnswer, utterance: Utterance): TranscriptItem[] {
    if (answer.words?.length) {
      return answer.words
        .filter((w) => w.word.trim())
        .map((w) => ({
          Content: w.word.trim(),
          Type: 'pronunciation' as const,
          Speaker: null,
          Confidence: w.probability ?? null,
          StartTime: round(utterance.start + w.start),
          EndTime: round(utterance.start + w.end),
        }));
    }
    // No word timings from this server: spread the words evenly over the utterance.
    const words = (answer.text ?? '').trim().split(/\s+/).filter(Boolean);
    const step = (utterance.end - utterance.start) / Math.max(1, words.length);
    return words.map((word, i) => ({
      Content: word,
      Type: 'pronunciation' as const,
      Speaker: null,
      Confidence: null,
      StartTime: round(utterance.start + i * step),
      EndTime: round(utterance.start + (i + 1) * step),
    }));
  }

  return {
    name: 'whisper-http',
    async startSession(handlers: SpeechSessionHandlers): Promise<SpeechSession> {
      const cutter = new UtteranceCutter({ pauseSeconds: options.pauseSeconds });
      let chain: Promise<void> = Promise.resolve();
      let failed = false;

      const send = (utterance: Utterance) => {
        chain = chain.then(async () => {
          if (failed) return;
          try {
            const answer = await transcribe(utterance);
            const items = itemsOf(answer, utterance);
            const transcript = (answer.text ?? items.map((i) => i.Content).join(' ')).trim();
            if (!transcript || failed) return;
            await handlers.onResult({
              ResultId: randomUUID(),
              StartTime: round(utterance.start),
              EndTime: round(utterance.end),
              IsPartial: false,
              ChannelId: 'ch_0',
              Alternatives: [{ Transcript: transcript, Items: items, Entities: [] }],
            });
          } catch (error) {
            failed = true;
            handlers.onError(toSpeechError(error));
          }
        });
      };

      return {
        async push(pcm) {
          if (failed) return;
          // Utterances are sent in the background; push does not wait for the server.
          for (const utterance of cutter.push(pcm)) send(utterance);
        },
        async finish() {
          const last = cutter.flush();
          if (last) send(last);
          await chain;
        },
        abort() {
          failed = true;
        },
      };
    },
  };
}

import {
  StartMedicalStreamTranscriptionCommand,
  TranscribeStreamingClient,
  type AudioStream,
  type MedicalResult,
} from '@aws-sdk/client-transcribe-streaming';
import {
  SPEECH_EXCEPTION_NAMES,
  SpeechError,
  toSpeechError,
  type SpeechEngine,
  type SpeechExceptionName,
  type SpeechSession,
  type SpeechSessionHandlers,
  type TranscriptResult,
} from '../types.js';

/**
 * AWS Transcribe Medical streaming with the settings of docs/product.md, Speech results (en-US, 16 kHz, pcm, PRIMARYCARE,
 * CONVERSATION). Credentials come from the standard AWS chain (env, profile, role). The server holds the
 * connection, so the browser never sees AWS credentials; AWS's results already have the stream's result shape
 * (docs/product.md, 10. Speech results).
 */
export interface AwsMedicalOptions {
  region?: string;
  /** Another endpoint (tests, VPC endpoints). */
  endpoint?: string;
  specialty?: 'PRIMARYCARE' | 'CARDIOLOGY' | 'NEUROLOGY' | 'ONCOLOGY' | 'RADIOLOGY' | 'UROLOGY';
  type?: 'CONVERSATION' | 'DICTATION';
}

/** AWS accepts chunks of at most 32 KB of audio per event. */
const MAX_CHUNK_BYTES = 32 * 1024;

function toResult(result: MedicalResult): TranscriptResult {
  return {
    ResultId: result.ResultId ?? '',
    StartTime: result.StartTime ?? 0,
    EndTime: result.EndTime ?? 0,
    IsPartial: result.IsPartial ?? false,
    ChannelId: result.ChannelId ?? 'ch_0',
    Alternatives: (result.Alternatives ?? []).map((alternative) => ({
      Transcript: alternative.Transcript ?? '',
      Items: (alternative.Items ?? []).map((item) => ({
        Content: item.Content ?? '',
        Type: item.Type === 'punctuation' ? 'punctuation' : 'pronunciation',
        Speaker: item.Speaker ?? null,
        Confidence: item.Confidence ?? null,
        StartTime: item.StartTime ?? 0,
        EndTime: item.EndTime ?? 0,
      })),
      Entities: (alternative.Entities ?? []).map((entity) => ({
        Category: entity.Category ?? '',
        Content: entity.Content ?? '',
        Confidence: entity.Confidence ?? null,
        StartTime: entity.StartTime ?? 0,
        EndTime: entity.EndTime ?? 0,
      })),
    })),
  };
}

/** The SDK throws AWS's exceptions by name; other failures (network, credentials) get a clear message. */
function fromAwsError(error: unknown): SpeechError {
  const name = (error as { name?: string })?.name ?? '';
  const message = (error as { message?: string })?.message ?? String(error);
  if ((SPEECH_EXCEPTION_NAMES as readonly string[]).includes(name)) return new SpeechError(name as SpeechExceptionName, message, { cause: error });
  if (name === 'CredentialsProviderError') {
    return new SpeechError('BadRequestException', 'AWS credentials are missing: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or a profile or role).', { cause: error });
  }
  if (/ECONNREFUSED|ENOTFOUND|ETIMEDOUT|socket|connect/i.test(message)) {
    return new SpeechError('ServiceUnavailableException', `AWS Transcribe Medical cannot be reached: ${message}`, { cause: error });
  }
  return toSpeechError(error);
}

/** An async queue of audio events that the SDK pulls from while the stream is open. */
class AudioQueue implements AsyncIterable<AudioStream> {
  private chunks: Uint8Array[] = [];
  private ended = false;
  private wake: (() => void) | null = null;

  push(bytes: Uint8Array) {
    for (let i = 0; i < bytes.length; i += MAX_CHUNK_BYTES) this.chunks.push(bytes.subarray(i, i + MAX_CHUNK_BYTES));
    this.wake?.();
  }

  end() {
    this.ended = true;
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<AudioStream> {
    for (;;) {
      const chunk = this.chunks.shift();
      if (chunk) yield { AudioEvent: { AudioChunk: chunk } };
      else if (this.ended) return;
      else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}

export function createAwsMedicalEngine(options: AwsMedicalOptions = {}): SpeechEngine {
  const client = new TranscribeStreamingClient({
    region: options.region ?? process.env.AWS_REGION ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
  });

  return {
    name: 'aws-medical',
    async startSession(handlers: SpeechSessionHandlers): Promise<SpeechSession> {
      const audio = new AudioQueue();
      const abort = new AbortController();
      let failed = false;
      const fail = (error: unknown) => {
        if (failed || abort.signal.aborted) return;
        failed = true;
        handlers.onError(fromAwsError(error));
      };

      const reading = (async () => {
        const response = await client.send(
          new StartMedicalStreamTranscriptionCommand({
            LanguageCode: 'en-US',
            MediaSampleRateHertz: 16_000,
            MediaEncoding: 'pcm',
            Specialty: options.specialty ?? 'PRIMARYCARE',
            Type: options.type ?? 'CONVERSATION',
            // A conversation's speakers (items' Speaker "0", "1"): the role labeller takes them as the two voices (issue 11).
            ShowSpeakerLabel: (options.type ?? 'CONVERSATION') === 'CONVERSATION',
            AudioStream: audio,
          }),
          { abortSignal: abort.signal },
        );
        for await (const event of response.TranscriptResultStream ?? []) {
          if (event.TranscriptEvent) {
            for (const result of event.TranscriptEvent.Transcript?.Results ?? []) await handlers.onResult(toResult(result));
          } else {
            const [name, body] = Object.entries(event).find(([, value]) => value) ?? [];
            if (name) throw Object.assign(new Error((body as { Message?: string })?.Message ?? name), { name });
          }
        }
      })().catch(fail);

      return {
        async push(pcm) {
          if (failed) return;
          audio.push(new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength).slice());
        },
        async finish() {
          audio.end();
          // AWS sends the last results once the audio stream ends; a dead connection must not hang the stop.
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([reading, new Promise<void>((resolve) => (timer = setTimeout(resolve, 15_000)))]);
          clearTimeout(timer);
        },
        abort() {
          audio.end();
          abort.abort();
        },
      };
    },
    async close() {
      client.destroy();
    },
  };
}

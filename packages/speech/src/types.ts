/**
 * The speech engine contract. Engines emit the stream's own result and exception shapes (packages/contracts,
 * stream-protocol.ts), so the browser reads the same shapes whichever engine runs behind the server.
 */
import type { ExceptionEvent, SpeechExceptionName, TranscriptResult } from '@scribe/contracts';

// Re-exported so the engines' callers (server, benchmarks) find the wire shapes beside the engines.
export {
  SAMPLE_RATE,
  SPEECH_EXCEPTION_NAMES,
  type ExceptionEvent,
  type SpeechExceptionName,
  type TranscriptAlternative,
  type TranscriptEntity,
  type TranscriptEvent,
  type TranscriptItem,
  type TranscriptResult,
} from '@scribe/contracts';

/** An engine failure carrying its exception name (docs/product.md, 10. Speech results); the server sends it to the client as-is. */
export class SpeechError extends Error {
  constructor(
    readonly exceptionName: SpeechExceptionName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SpeechError';
  }

  toEvent(): ExceptionEvent {
    return { Exception: { name: this.exceptionName, Message: this.message } };
  }
}

/** Turns anything thrown by an engine into a clear exception event (never a silent hang). */
export function toSpeechError(error: unknown): SpeechError {
  if (error instanceof SpeechError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new SpeechError('InternalFailureException', `Speech engine failed: ${message}`, { cause: error });
}

export interface SpeechSessionHandlers {
  /** A partial or final result. Finals are awaited: the server saves them before sending them on. */
  onResult(result: TranscriptResult): void | Promise<void>;
  /** A failure the session cannot recover from; the session is over after it. */
  onError(error: SpeechError): void;
}

/** One live stream: audio goes in as PCM16LE 16 kHz mono, results come out through the handlers. */
export interface SpeechSession {
  /** Feeds audio; resolves once the chunk has been taken in (results may follow later). */
  push(pcm: Int16Array): Promise<void>;
  /** No more audio: flushes the utterance in flight, delivers its final result, then ends. */
  finish(): Promise<void>;
  /** Drops the session without waiting for results (connection lost, server closing). */
  abort(): void;
}

export interface SpeechEngine {
  readonly name: string;
  /** Fails fast (SpeechError) when the engine is missing or misconfigured. */
  startSession(handlers: SpeechSessionHandlers): Promise<SpeechSession>;
  close?(): Promise<void>;
}

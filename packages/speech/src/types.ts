/**
 * The speech contract of architecture §5: events shaped like the spec's transcript results (spec §3), so
 * the browser reads the same shapes whichever engine runs behind the server.
 */

/** One recognised word or punctuation mark. Times are seconds from the start of the stream. */
export interface TranscriptItem {
  Content: string;
  Type: 'pronunciation' | 'punctuation';
  Speaker: string | null;
  Confidence: number | null;
  StartTime: number;
  EndTime: number;
}

export interface TranscriptEntity {
  Category: string;
  Content: string;
  Confidence: number | null;
  StartTime: number;
  EndTime: number;
}

export interface TranscriptAlternative {
  Transcript: string;
  Items: TranscriptItem[];
  Entities: TranscriptEntity[];
}

export interface TranscriptResult {
  ResultId: string;
  StartTime: number;
  EndTime: number;
  IsPartial: boolean;
  ChannelId: string;
  Alternatives: TranscriptAlternative[];
}

export interface TranscriptEvent {
  TranscriptEvent: { Transcript: { Results: TranscriptResult[] } };
}

/** The exception names of spec §8. */
export const SPEECH_EXCEPTION_NAMES = [
  'BadRequestException',
  'ConflictException',
  'InternalFailureException',
  'LimitExceededException',
  'ServiceUnavailableException',
  'ResourceNotFoundException',
] as const;
export type SpeechExceptionName = (typeof SPEECH_EXCEPTION_NAMES)[number];

export interface ExceptionEvent {
  Exception: { name: SpeechExceptionName; Message: string };
}

/** An engine failure carrying the spec's exception name; the server sends it to the client as-is. */
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

export const SAMPLE_RATE = 16_000;

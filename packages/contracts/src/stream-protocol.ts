import { z } from 'zod';
import type { SpeakersMessage, SpeakerSwitchMessage } from './speakers.js';

/**
 * The live recording stream between the browser and the server (docs/product.md, Live stream protocol): the
 * audio frame, and the text messages each way. Browser and server both import this module, so it uses only
 * what both have (no `node:` modules, no Buffer); a test in this package checks that.
 */

/** The audio on the wire: 16 kHz mono PCM16 little-endian, one frame per 250 ms. */
export const SAMPLE_RATE = 16_000;
export const CHUNK_MS = 250;
export const SAMPLES_PER_CHUNK = (SAMPLE_RATE * CHUNK_MS) / 1000;

/** A binary frame is a 4-byte little-endian sequence number (0, 1, 2, …) followed by the samples. */
export const FRAME_HEADER_BYTES = 4;

export interface AudioFrame {
  seq: number;
  pcm: Int16Array;
}

/** The frame of a numbered chunk. Written through a DataView so the bytes are little-endian on any host. */
export function encodeAudioFrame(seq: number, pcm: Int16Array): Uint8Array {
  const frame = new Uint8Array(FRAME_HEADER_BYTES + pcm.byteLength);
  const view = new DataView(frame.buffer);
  view.setUint32(0, seq, true);
  for (let i = 0; i < pcm.length; i++) view.setInt16(FRAME_HEADER_BYTES + i * 2, pcm[i]!, true);
  return frame;
}

/**
 * Parses a binary frame; null when it is too short or its sample bytes are odd. The samples are copied out:
 * they must not alias the socket's buffer (a Node Buffer is often a view on a shared pool).
 */
export function decodeAudioFrame(data: Uint8Array): AudioFrame | null {
  if (data.byteLength < FRAME_HEADER_BYTES || (data.byteLength - FRAME_HEADER_BYTES) % 2 !== 0) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const pcm = new Int16Array((data.byteLength - FRAME_HEADER_BYTES) / 2);
  for (let i = 0; i < pcm.length; i++) pcm[i] = view.getInt16(FRAME_HEADER_BYTES + i * 2, true);
  return { seq: view.getUint32(0, true), pcm };
}

/** One recognised word or punctuation mark. Times are seconds from the start of the stream. */
export interface TranscriptItem {
  Content: string;
  Type: 'pronunciation' | 'punctuation';
  /** The engine's speaker, or, on a final result sent to the browser, its role (`clinician`, `patient`, `other`). */
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

/** A partial or final result, shaped as the product's transcript results (docs/product.md, Speech results). */
export interface TranscriptResult {
  ResultId: string;
  StartTime: number;
  EndTime: number;
  IsPartial: boolean;
  ChannelId: string;
  Alternatives: TranscriptAlternative[];
}

/** Server → client: results of the speech engine. */
export interface TranscriptEvent {
  TranscriptEvent: { Transcript: { Results: TranscriptResult[] } };
}

/** The exception names a stream can end with (docs/product.md, Messages). */
export const SPEECH_EXCEPTION_NAMES = [
  'BadRequestException',
  'ConflictException',
  'InternalFailureException',
  'LimitExceededException',
  'ServiceUnavailableException',
  'ResourceNotFoundException',
] as const;
export type SpeechExceptionName = (typeof SPEECH_EXCEPTION_NAMES)[number];

/** Server → client: the stream failed and is over. */
export interface ExceptionEvent {
  Exception: { name: SpeechExceptionName; Message: string };
}

/** Server → client: every frame up to `seq` is stored (a reconnecting client resends only the rest). */
export interface AckMessage {
  Ack: { seq: number };
}

/** Server → client: the last results were sent after a stop; the server closes the socket next. */
export interface ClosedMessage {
  type: 'closed';
}

/** Every text message the server sends on a stream. */
export type StreamServerMessage = TranscriptEvent | ExceptionEvent | AckMessage | SpeakersMessage | ClosedMessage;

/** Client → server: no more audio; send the last results, then `closed`. */
export const stopMessage = z.object({ type: z.literal('stop') });
export type StopMessage = z.infer<typeof stopMessage>;

/** Every text message the client sends on a stream. */
export type StreamClientMessage = StopMessage | SpeakerSwitchMessage;

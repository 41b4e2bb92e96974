import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { speakerSwitchMessage, stopMessage, type StreamServerMessage } from '@scribe/contracts';
import {
  decodeAudioFrame,
  pcmToBytes,
  SpeechError,
  toSpeechError,
  type SpeechEngine,
  type SpeechSession,
  type TranscriptResult,
} from '@scribe/speech';
import { AppError } from '../../lib/errors.js';
import type { Metrics } from '../../lib/metrics.js';
import { sealAudioFrame } from './audio-sealing.js';
import type { AudioStorage, RecordingAudio } from './audio-storage.js';
import { LiveSpeakers } from './live-speakers.js';
import { SpeechTiming } from './speech-timing.js';
import type { StreamGrant, StreamingService } from './streaming.service.js';

const HEARTBEAT_MS = 10_000;

export interface StreamConnectionOptions {
  socket: WebSocket;
  grant: StreamGrant;
  /** The client's id for one recording (start → stop); it spans reconnects so resent frames are recognised. */
  recording: string;
  streaming: StreamingService;
  engineFor: () => SpeechEngine;
  audio: AudioStorage;
  log: FastifyBaseLogger;
  metrics?: Metrics;
}

/**
 * One WebSocket connection of a recording (docs/product.md, 9. Live stream protocol): audio in (stored, then decoded), acks and
 * results out, the encounter's status kept in step through the streaming service.
 *
 * Its life: `start` opens the audio store and the speech session and marks the encounter in-progress; then
 * messages are handled one at a time, in order; `{"type":"stop"}` or a closed socket ends it, and the end runs
 * once: the engine is flushed (the utterance in flight is saved) and the encounter leaves in-progress.
 */
export class StreamConnection {
  private readonly token: symbol;
  private session: SpeechSession | null = null;
  private store: RecordingAudio | null = null;
  private speakers: LiveSpeakers | null = null;
  private readonly timing = new SpeechTiming();
  /** The transcript version this recording updates in place (decision 4). */
  private versionId: number | null = null;
  /** Set once the encounter is in-progress for this connection: only then is there a stream to end. */
  private began = false;
  private heartbeat: NodeJS.Timeout | undefined;
  private setup: Promise<void> = Promise.resolve();
  /** Messages handled one at a time, in order. */
  private chain: Promise<void> = Promise.resolve();
  /** Transcript saves, one at a time, so that the last one has everything. */
  private saving: Promise<unknown> = Promise.resolve();
  private finished: Promise<void> | null = null;
  private shutdownDone: Promise<void> | null = null;

  constructor(private readonly options: StreamConnectionOptions) {
    this.token = Symbol(options.grant.encounterId);
  }

  private get encounterId() {
    return this.options.grant.encounterId;
  }

  /** Wires the socket and starts the stream; failures are answered on the socket, never thrown. */
  start() {
    const { socket, log } = this.options;
    this.setup = this.begin();
    this.chain = this.setup.catch(() => undefined);
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      const frame = Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
      this.chain = this.chain.then(() => this.handle(frame, isBinary)).catch((error) => this.fail(error, 1008));
    });
    socket.on('close', () => void this.shutdown());
    socket.on('error', (error) => log.warn({ err: error }, 'stream socket error'));
    this.setup.catch((error) => this.fail(error, error instanceof AppError && error.statusCode === 409 ? 4009 : 1011));
  }

  private async begin() {
    const { grant, streaming, engineFor, audio, recording, socket } = this.options;
    this.store = await audio.open(this.encounterId, recording);
    this.session = await engineFor().startSession({
      onResult: (result) => this.onResult(result),
      onError: (error) => this.fail(error),
    });
    const before = await streaming.begin(grant, this.token, {
      replace: async () => {
        if (socket.readyState === socket.OPEN) socket.close(4000, 'replaced by a newer connection');
        await this.shutdown();
      },
      // Ended first, then closed: the client's reconnect finds the encounter free to record on another process.
      handOver: async () => {
        await this.shutdown();
        if (socket.readyState === socket.OPEN) socket.close(1012, 'server restarting: reconnect');
      },
    });
    this.speakers = new LiveSpeakers(before);
    this.began = true;
    this.heartbeat = setInterval(() => void streaming.heartbeat(this.encounterId).catch(() => undefined), HEARTBEAT_MS);
    // Tell a reconnecting client what is already stored, so it resends only the rest.
    if (this.store.stored >= 0) this.send({ Ack: { seq: this.store.stored } });
  }

  private async handle(data: Buffer, isBinary: boolean) {
    if (!this.began || !this.session || !this.store || this.finished) return;
    if (isBinary) await this.handleAudio(data);
    else await this.handleText(data);
  }

  /** Stores a frame once (a resent frame is acknowledged, not decoded again), then decodes it. */
  private async handleAudio(data: Buffer) {
    const frame = decodeAudioFrame(data);
    if (!frame) throw new SpeechError('BadRequestException', 'An audio frame is a 4-byte little-endian sequence number followed by PCM16LE samples.');
    if (frame.pcm.length > 0 && (await this.store!.append(frame.seq, sealAudioFrame(pcmToBytes(frame.pcm))))) {
      this.speakers?.pushAudio(frame.pcm);
      this.timing.pushed(frame.pcm.length);
      void this.session!.push(frame.pcm);
    }
    this.send({ Ack: { seq: this.store!.stored } });
  }

  private async handleText(data: Buffer) {
    let message: unknown;
    try {
      message = JSON.parse(data.toString('utf8'));
    } catch {
      message = null;
    }
    const speakerSwitch = speakerSwitchMessage.safeParse(message);
    if (speakerSwitch.success) {
      // A result of an earlier connection is not known here any more: its label stays as saved.
      const changed = this.speakers?.switchSpeaker(speakerSwitch.data);
      if (changed) {
        await this.saveTranscript();
        this.send(changed);
      }
      return;
    }
    if (!stopMessage.safeParse(message).success) {
      throw new SpeechError('BadRequestException', 'Unknown message: the text messages are {"type":"stop"} and {"type":"speaker","resultId":…,"speaker":…}.');
    }
    await this.finishEngine();
    // Status settled before `closed`, so a client that re-reads the encounter then sees pending/on-going.
    clearInterval(this.heartbeat);
    await this.options.streaming.end(this.encounterId, this.token);
    this.send({ type: 'closed' });
    this.options.socket.close(1000, 'stopped');
  }

  /** Results in order; a final gets its speaker's role and is saved before it is sent (docs/product.md, 9. Live stream protocol, issue 11). */
  private async onResult(result: TranscriptResult) {
    const text = result.Alternatives[0]?.Transcript.trim() ?? '';
    if (result.IsPartial || !text || !this.speakers) {
      this.send({ TranscriptEvent: { Transcript: { Results: [result] } } });
      return;
    }
    const factor = this.timing.realTimeFactor(result.StartTime, result.EndTime);
    if (factor !== null) this.options.metrics?.speechRealTimeFactor.observe(factor);
    const { result: labelled, changed } = this.speakers.addFinal(result);
    await this.saveTranscript();
    this.send({ TranscriptEvent: { Transcript: { Results: [labelled] } } });
    if (changed) this.send(changed);
  }

  /** Saves the transcript as it is when the save runs. */
  private saveTranscript() {
    const save = this.saving.then(async () => {
      ({ versionId: this.versionId } = await this.options.streaming.saveSpeech(this.encounterId, this.speakers!.transcript(), this.versionId));
    });
    this.saving = save.catch(() => undefined);
    return save;
  }

  /** Flushes the engine once (the utterance in flight is saved, even when the connection dropped). */
  private finishEngine() {
    this.finished ??= (async () => {
      try {
        await this.session?.finish();
      } catch (error) {
        this.options.log.warn({ err: error }, 'speech session did not finish cleanly');
      }
    })();
    return this.finished;
  }

  private shutdown() {
    this.shutdownDone ??= (async () => {
      clearInterval(this.heartbeat);
      await this.setup.catch(() => undefined);
      await this.chain.catch(() => undefined);
      await this.finishEngine();
      if (this.began) {
        await this.options.streaming.end(this.encounterId, this.token).catch((error) => this.options.log.error({ err: error }, 'could not end the stream'));
      }
    })();
    return this.shutdownDone;
  }

  private send(message: StreamServerMessage) {
    const { socket } = this.options;
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  }

  /** Answers the error as the stream's Exception event (its names: docs/product.md, 12. Messages) and closes the socket. */
  private fail(error: unknown, code = 1011) {
    const { socket, log } = this.options;
    const speechError =
      error instanceof AppError ? new SpeechError(error.statusCode === 409 ? 'ConflictException' : 'BadRequestException', error.message) : toSpeechError(error);
    if (!(error instanceof SpeechError) && !(error instanceof AppError)) log.error({ err: error }, 'stream failed');
    this.send(speechError.toEvent());
    if (socket.readyState === socket.OPEN) socket.close(code, speechError.exceptionName);
  }
}

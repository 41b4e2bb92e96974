import {
  SPEAKER_ROLES,
  type SpeakerRole,
  type SpeakersMessage,
  type SpeakerSwitchMessage,
  type StopMessage,
  type StreamServerMessage,
  type TranscriptResult,
} from '@scribe/contracts';
import { RECONNECT_DELAYS_MS, UnackedChunks } from './pcm';

/** The role a result's items carry, or null when the server gave none. */
function roleOf(result: TranscriptResult): SpeakerRole | null {
  const speaker = result.Alternatives[0]?.Items?.find((item) => item.Speaker)?.Speaker;
  return (SPEAKER_ROLES as readonly string[]).includes(speaker ?? '') ? (speaker as SpeakerRole) : null;
}

export interface StreamCallbacks {
  onPartial(text: string): void;
  onFinal(text: string, result: { resultId: string; speaker: SpeakerRole | null }): void;
  /** Final results whose role the server decided again (after a switch or a later result). */
  onSpeakers?(changes: SpeakersMessage['results']): void;
  /** Connection lost and being re-established (true), or back (false). */
  onReconnecting(reconnecting: boolean): void;
  /** The stream is over for good: an engine exception, or reconnecting failed. */
  onFatal(message: string): void;
}

export interface StreamClientOptions {
  /** A fresh single-use ticket and the stream path, fetched for every connection. */
  getTicket(): Promise<{ ticket: string; streamUrl: string }>;
  callbacks: StreamCallbacks;
  createSocket?: (url: string) => WebSocket;
  delays?: number[];
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function socketUrl(streamUrl: string, ticket: string, recording: string) {
  const url = new URL(streamUrl, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('ticket', ticket);
  url.searchParams.set('recording', recording);
  return url.toString();
}

/**
 * One recording's connection to the server: numbered frames kept until acknowledged, reconnect with backoff
 * and resend after a drop (a new ticket each time), stop → last results → closed.
 */
export class StreamClient {
  readonly chunks = new UnackedChunks();
  private readonly recording = crypto.randomUUID();
  private socket: WebSocket | null = null;
  private stopping = false;
  private over = false;
  private closedWaiter: (() => void) | null = null;

  constructor(private readonly options: StreamClientOptions) {}

  async connect(): Promise<void> {
    const { ticket, streamUrl } = await this.options.getTicket();
    const url = socketUrl(streamUrl, ticket, this.recording);
    const socket = (this.options.createSocket ?? ((u) => new WebSocket(u)))(url);
    socket.binaryType = 'arraybuffer';
    await new Promise<void>((resolve, reject) => {
      socket.onopen = () => resolve();
      socket.onerror = () => reject(new Error('The recording connection could not be opened.'));
      socket.onclose = () => reject(new Error('The recording connection was refused.'));
    });
    this.socket = socket;
    socket.onmessage = (event) => this.onMessage(event.data);
    socket.onerror = null;
    socket.onclose = (event) => void this.onClosed(socket, event.code);
    for (const frame of this.chunks.pending()) socket.send(frame);
  }

  /** Sends a 250 ms chunk now, or keeps it for after the reconnect. */
  send(pcm: Int16Array) {
    const numbered = this.chunks.add(pcm);
    if (numbered && this.socket?.readyState === WebSocket.OPEN) this.socket.send(numbered.frame);
  }

  /** Tells the server who said a final result (a click on its label); it answers with the re-decided roles. */
  switchSpeaker(resultId: string, speaker: SpeakerRole) {
    const message: SpeakerSwitchMessage = { type: 'speaker', resultId, speaker };
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** Asks for the last results and waits for `closed` (at most `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopping = true;
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return this.destroy();
    const closed = new Promise<void>((resolve) => (this.closedWaiter = resolve));
    const stop: StopMessage = { type: 'stop' };
    socket.send(JSON.stringify(stop));
    await Promise.race([closed, defaultSleep(timeoutMs)]);
    this.destroy();
  }

  destroy() {
    this.over = true;
    this.stopping = true;
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000);
  }

  private onMessage(data: unknown) {
    if (typeof data !== 'string') return;
    let message: StreamServerMessage;
    try {
      message = JSON.parse(data) as StreamServerMessage;
    } catch {
      return;
    }
    if ('Ack' in message) this.chunks.ack(message.Ack.seq);
    else if ('TranscriptEvent' in message) {
      for (const result of message.TranscriptEvent.Transcript.Results) {
        const text = result.Alternatives[0]?.Transcript ?? '';
        if (result.IsPartial) this.options.callbacks.onPartial(text);
        else if (text.trim()) this.options.callbacks.onFinal(text, { resultId: result.ResultId, speaker: roleOf(result) });
      }
    } else if ('Exception' in message) {
      this.fatal(message.Exception.Message || message.Exception.name);
    } else if ('type' in message && message.type === 'speakers') {
      this.options.callbacks.onSpeakers?.(message.results);
    } else if ('type' in message && message.type === 'closed') {
      this.closedWaiter?.();
    }
  }

  private fatal(message: string) {
    if (this.over) return;
    this.destroy();
    this.options.callbacks.onFatal(message);
  }

  private async onClosed(socket: WebSocket, code: number) {
    if (this.socket !== socket) return;
    this.socket = null;
    if (this.stopping || this.over) {
      this.closedWaiter?.();
      return;
    }
    // Closed on purpose by the server: another connection took this encounter over (4000), it is being
    // recorded elsewhere (4009), or it refused what was sent (1008, 1009). Reconnecting would not help.
    if (code === 4000 || code === 4009 || code === 1008 || code === 1009) {
      this.fatal(code === 4000 || code === 4009 ? 'This encounter is being recorded on another connection.' : 'The server refused the audio stream.');
      return;
    }
    // A network blip: keep capturing, reconnect with backoff, resend what the server has not acknowledged.
    this.options.callbacks.onReconnecting(true);
    for (const delay of this.options.delays ?? RECONNECT_DELAYS_MS) {
      await (this.options.sleep ?? defaultSleep)(delay);
      if (this.over) return;
      try {
        await this.connect();
        this.options.callbacks.onReconnecting(false);
        return;
      } catch {
        // next attempt
      }
    }
    this.fatal('The connection to the server was lost and could not be restored. What was transcribed so far is saved.');
  }
}

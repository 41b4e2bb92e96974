import { describe, expect, it } from 'vitest';
import { decodeAudioFrame } from '@scribe/contracts';
import { StreamClient } from './stream-client';

/** A scripted stand-in for the browser WebSocket (the server side is tested for real in apps/server). */
class ScriptedSocket {
  static OPEN = 1;
  readyState = 0;
  binaryType = 'blob';
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(data: unknown) {
    this.sent.push(data);
  }
  close(code = 1006) {
    this.readyState = 3;
    (this.onclose as ((e: { code: number }) => void) | null)?.({ code });
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  seqs() {
    return this.sent.filter((d) => d instanceof Uint8Array).map((d) => decodeAudioFrame(d as Uint8Array)?.seq);
  }
}

describe('stream client', () => {
  it('reconnects with a new ticket after a drop and resends only unacknowledged frames; finals and partials reach the view', async () => {
    const sockets: ScriptedSocket[] = [];
    const events: string[] = [];
    let tickets = 0;
    const client = new StreamClient({
      getTicket: async () => ({ ticket: `t${++tickets}`, streamUrl: '/api/encounters/e1/stream' }),
      createSocket: (url) => {
        const s = new ScriptedSocket(url);
        sockets.push(s);
        return s as unknown as WebSocket;
      },
      delays: [0, 0],
      sleep: async () => {},
      callbacks: {
        onPartial: (t) => events.push(`partial:${t}`),
        onFinal: (t) => events.push(`final:${t}`),
        onReconnecting: (r) => events.push(r ? 'reconnecting' : 'reconnected'),
        onFatal: (m) => events.push(`fatal:${m}`),
      },
    });
    (globalThis as { WebSocket?: unknown }).WebSocket ??= ScriptedSocket;
    await client.connect();
    expect(sockets[0]!.url).toContain('ticket=t1');
    for (let i = 0; i < 4; i++) client.send(Int16Array.from([i]));
    sockets[0]!.receive({ Ack: { seq: 1 } });
    sockets[0]!.receive({ TranscriptEvent: { Transcript: { Results: [{ IsPartial: true, ResultId: 'r', Alternatives: [{ Transcript: 'chest' }] }] } } });
    sockets[0]!.receive({ TranscriptEvent: { Transcript: { Results: [{ IsPartial: false, ResultId: 'r', Alternatives: [{ Transcript: 'chest pain' }] }] } } });
    sockets[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.url).toContain('ticket=t2');
    // Same recording id on both connections, so the server recognises resent frames.
    expect(new URL(sockets[1]!.url).searchParams.get('recording')).toBe(new URL(sockets[0]!.url).searchParams.get('recording'));
    expect(sockets[1]!.seqs()).toEqual([2, 3]);
    expect(events).toEqual(['partial:chest', 'final:chest pain', 'reconnecting', 'reconnected']);

    const stopped = client.stop();
    expect(sockets[1]!.sent.at(-1)).toBe('{"type":"stop"}');
    sockets[1]!.receive({ type: 'closed' });
    await stopped;
  });

  it('does not reconnect when the server hands the encounter to a newer connection', async () => {
    const sockets: ScriptedSocket[] = [];
    const events: string[] = [];
    const client = new StreamClient({
      getTicket: async () => ({ ticket: 't', streamUrl: '/api/encounters/e1/stream' }),
      createSocket: (url) => {
        const s = new ScriptedSocket(url);
        sockets.push(s);
        return s as unknown as WebSocket;
      },
      sleep: async () => {},
      callbacks: {
        onPartial: () => {},
        onFinal: () => {},
        onReconnecting: (r) => events.push(r ? 'reconnecting' : 'reconnected'),
        onFatal: (m) => events.push(`fatal:${m}`),
      },
    });
    await client.connect();
    sockets[0]!.close(4000);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sockets).toHaveLength(1);
    expect(events).toEqual(['fatal:This encounter is being recorded on another connection.']);
  });
});

import { useCallback, useEffect, useRef, useState } from 'react';
import { SAMPLE_RATE, type SpeakerRole } from '@scribe/contracts';
import { errorMessage } from '@/lib/api-client';
import { getRecordingCredentials } from '../api/get-recording-credentials';
import { Chunker, Resampler } from './pcm';
import { StreamClient } from './stream-client';

export type RecordingState = 'idle' | 'starting' | 'recording' | 'reconnecting' | 'stopping';

/** One final result of the current recording with its speaker's role (issue 11). */
export interface LiveResult {
  id: string;
  text: string;
  speaker: SpeakerRole | null;
}

/** What a click on a label switches to. */
export const switchedRole = (speaker: SpeakerRole | null): SpeakerRole => (speaker === 'clinician' ? 'patient' : 'clinician');

/** Stopping waits 2000 ms for the last results before closing (docs/product.md, Recording). */
export const STOP_DELAY_MS = 2000;
const WORKLET_URL = '/pcm-capture-worklet.js';

/**
 * The audio graph's context: at 16 kHz where the browser resamples the microphone itself (Chromium, Safari), so
 * the samples arrive at the stream's rate. A browser that refuses to connect a microphone to a context of
 * another rate than the device's (Firefox) gets a context at the device rate, and `Resampler` does the work.
 */
function openAudioContext(media: MediaStream): { context: AudioContext; source: MediaStreamAudioSourceNode } {
  let context: AudioContext | null = null;
  try {
    context = new AudioContext({ sampleRate: SAMPLE_RATE });
    return { context, source: context.createMediaStreamSource(media) };
  } catch {
    void context?.close().catch(() => undefined);
    context = new AudioContext();
    return { context, source: context.createMediaStreamSource(media) };
  }
}

interface Capture {
  stream: MediaStream;
  context: AudioContext;
  node: AudioWorkletNode;
  chunker: Chunker;
}

/**
 * Live recording (docs/product.md, Recording and Live stream protocol): microphone (mono) → AudioWorklet → 16 kHz PCM16LE → one binary
 * frame per 250 ms over a WebSocket opened with a single-use ticket. Frames are numbered and kept until the
 * server acknowledges them; a dropped connection is re-opened with backoff and the rest resent, shown as
 * 'reconnecting'. Partial results show in `partialText`. The final results of the recording, each with its
 * speaker's role, go to `onResults` whenever one arrives or a role changes (a switch, or the server deciding
 * again); `switchSpeaker` tells the server that a result's label is wrong.
 */
export function useLiveRecording(options: { encounterId: string; onResults: (results: LiveResult[]) => void }): {
  state: RecordingState;
  partialText: string;
  error: string | null;
  start(): Promise<void>;
  stop(): Promise<void>;
  switchSpeaker(id: string): void;
} {
  const { encounterId } = options;
  const [state, setState] = useState<RecordingState>('idle');
  const [partialText, setPartialText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  const onResults = useRef(options.onResults);
  useEffect(() => {
    onResults.current = options.onResults;
  });
  const results = useRef<LiveResult[]>([]);
  const publish = useCallback((next: LiveResult[]) => {
    results.current = next;
    onResults.current(next);
  }, []);
  const client = useRef<StreamClient | null>(null);
  const capture = useRef<Capture | null>(null);

  const set = useCallback((next: RecordingState) => {
    if (mounted.current) setState(next);
  }, []);

  const releaseAudio = useCallback(() => {
    const current = capture.current;
    capture.current = null;
    if (!current) return;
    current.node.port.onmessage = null;
    current.node.disconnect();
    current.stream.getTracks().forEach((track) => track.stop());
    void current.context.close().catch(() => undefined);
  }, []);

  const teardown = useCallback(() => {
    releaseAudio();
    client.current?.destroy();
    client.current = null;
  }, [releaseAudio]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      teardown();
    };
  }, [teardown]);

  const start = useCallback(async () => {
    if (client.current) return;
    setError(null);
    setPartialText('');
    results.current = [];
    set('starting');
    try {
      const stream = new StreamClient({
        getTicket: async () => (await getRecordingCredentials(encounterId)).data,
        callbacks: {
          onPartial: (text) => mounted.current && setPartialText(text),
          onFinal: (text, { resultId, speaker }) => {
            if (mounted.current) setPartialText('');
            publish([...results.current, { id: resultId, text: text.trim(), speaker }]);
          },
          onSpeakers: (changes) => {
            const roles = new Map(changes.map((change) => [change.ResultId, change.Speaker]));
            publish(results.current.map((result) => ({ ...result, speaker: roles.get(result.id) ?? result.speaker })));
          },
          onReconnecting: (reconnecting) => set(reconnecting ? 'reconnecting' : 'recording'),
          onFatal: (message) => {
            // Stream errors stop the recording (no crash); the message is there for the view.
            teardown();
            if (!mounted.current) return;
            setError(message);
            setPartialText('');
            setState('idle');
          },
        },
      });
      client.current = stream;
      await stream.connect();

      const media = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
      const { context, source } = openAudioContext(media);
      await context.audioWorklet.addModule(WORKLET_URL);
      const node = new AudioWorkletNode(context, 'pcm-capture', { channelCount: 1, channelCountMode: 'explicit' });
      // At 16 kHz already, the resampler passes the samples through.
      const resampler = new Resampler(context.sampleRate);
      const chunker = new Chunker();
      node.port.onmessage = (event: MessageEvent<Float32Array>) => {
        for (const chunk of chunker.push(resampler.process(event.data))) client.current?.send(chunk);
      };
      source.connect(node);
      capture.current = { stream: media, context, node, chunker };
      if (client.current === stream) set('recording');
    } catch (err) {
      // A start failure returns the view to idle.
      teardown();
      if (!mounted.current) return;
      setError(err instanceof DOMException ? `Microphone unavailable: ${err.message}` : errorMessage(err));
      setState('idle');
    }
  }, [encounterId, set, teardown, publish]);

  const stop = useCallback(async () => {
    const stream = client.current;
    if (!stream) return;
    set('stopping');
    // Wait 2 s (the last words reach the server), then stop the microphone and close the stream.
    await new Promise((resolve) => setTimeout(resolve, STOP_DELAY_MS));
    const rest = capture.current?.chunker.flush();
    releaseAudio();
    if (rest && rest.length > 0) stream.send(rest);
    await stream.stop();
    if (client.current === stream) client.current = null;
    if (mounted.current) setPartialText('');
    set('idle');
  }, [releaseAudio, set]);

  /** Shows the switch at once; the server's answer then re-decides the later labels. */
  const switchSpeaker = useCallback(
    (id: string) => {
      const target = results.current.find((result) => result.id === id);
      if (!target || !client.current) return;
      const speaker = switchedRole(target.speaker);
      client.current.switchSpeaker(id, speaker);
      publish(results.current.map((result) => (result.id === id ? { ...result, speaker } : result)));
    },
    [publish],
  );

  return { state, partialText, error, start, stop, switchSpeaker };
}

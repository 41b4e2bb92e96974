import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { getRecordingCredentials } from '../api/get-recording-credentials';

export type RecordingState = 'idle' | 'starting' | 'recording' | 'reconnecting' | 'stopping';

/** Spec §4/§9: stopping waits 2000 ms for the last results before closing. */
export const STOP_DELAY_MS = 2000;

/**
 * PLACEHOLDER (issue 5 replaces the internals, keeping this exact shape): fetches the recording
 * credentials and moves through starting → recording → stopping (2 s) → idle, without any audio.
 * No microphone is opened and `onFinalText` is never called here; the real version streams
 * 16 kHz PCM to the ticket's streamUrl and calls `onFinalText` for each final result.
 */
export function useLiveRecording(options: { encounterId: string; onFinalText: (text: string) => void }): {
  state: RecordingState;
  partialText: string;
  error: string | null;
  start(): Promise<void>;
  stop(): Promise<void>;
} {
  const { encounterId } = options;
  const [state, setState] = useState<RecordingState>('idle');
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(async () => {
    setError(null);
    setState('starting');
    try {
      await getRecordingCredentials(encounterId);
      if (mounted.current) setState('recording');
    } catch (err) {
      // Spec §4: a start failure returns the view to idle.
      if (!mounted.current) return;
      setError(errorMessage(err));
      setState('idle');
    }
  }, [encounterId]);

  const stop = useCallback(async () => {
    setState('stopping');
    await new Promise((resolve) => setTimeout(resolve, STOP_DELAY_MS));
    if (mounted.current) setState('idle');
  }, []);

  return { state, partialText: '', error, start, stop };
}

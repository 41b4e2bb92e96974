import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { transcriptWithSpeakerLines, type Encounter } from '@scribe/contracts';
import { encounterQueryKey } from '../api/get-encounter';
import { currentTranscript } from '../lib/note-text';
import { useLiveRecording, type LiveResult } from './use-live-recording';

/**
 * The transcript the live view shows: the server's text, followed when it changes there (not while the
 * practitioner edits), and during a recording the text before it plus the recording's speaker lines.
 * `current()` is the newest text even inside a handler that runs before the next render.
 */
export function useLiveTranscript({ encounter, userId, editing }: { encounter: Encounter; userId: string; editing: boolean }) {
  const savedTranscript = currentTranscript(encounter.transcription);
  const [transcript, setTranscript] = useState(savedTranscript);
  const transcriptRef = useRef(transcript);
  useEffect(() => {
    transcriptRef.current = transcript;
  }, [transcript]);

  // Follow the server's text when it changes there (not while editing): adjusted during render, not in an effect.
  const [lastSaved, setLastSaved] = useState(savedTranscript);
  if (lastSaved !== savedTranscript) {
    setLastSaved(savedTranscript);
    if (!editing) setTranscript(savedTranscript);
  }

  /** The text as saved or reset by the practitioner. */
  const replace = (text: string) => {
    transcriptRef.current = text;
    setTranscript(text);
  };

  // The transcript when the current recording began, and the recording's final results with their roles.
  // null until known: set when a recording starts (or at its first result, for a view opened mid-recording).
  const [textBefore, setTextBefore] = useState<string | null>(null);
  const [liveResults, setLiveResults] = useState<LiveResult[]>([]);
  const recording = useLiveRecording({
    encounterId: encounter._id,
    onResults: (results) => {
      // Only final results are appended (docs/product.md, Recording). The server stores each final result as it
      // emits it, in the same `Clinician: …` / `Patient: …` lines (transcriptWithSpeakerLines, shared through
      // packages/contracts), and refuses a transcript PUT while a stream is open, so this only updates the view.
      const before = textBefore ?? transcriptRef.current;
      if (textBefore === null) setTextBefore(before);
      replace(transcriptWithSpeakerLines(before, results));
      setLiveResults(results);
    },
  });
  // A new recording starts its own list of results, after the text there is when it starts.
  const [lastState, setLastState] = useState(recording.state);
  if (lastState !== recording.state) {
    setLastState(recording.state);
    if (recording.state === 'starting') {
      setLiveResults([]);
      setTextBefore(transcript);
    }
  }

  // The server changes the status (and keeps the text) when a stream opens and closes: read it again then.
  const queryClient = useQueryClient();
  const previousState = useRef(recording.state);
  useEffect(() => {
    const previous = previousState.current;
    previousState.current = recording.state;
    const opened = recording.state === 'recording' && previous === 'starting';
    const closed = recording.state === 'idle' && previous !== 'idle';
    if (opened || closed) void queryClient.invalidateQueries({ queryKey: encounterQueryKey(userId, encounter._id) });
  }, [recording.state, queryClient, userId, encounter._id]);

  return { transcript, current: () => transcriptRef.current, replace, recording, textBefore, liveResults };
}

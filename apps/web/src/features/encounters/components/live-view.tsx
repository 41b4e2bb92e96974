import { Fragment, useEffect, useRef, useState } from 'react';
import { Archive, ArchiveRestore, FileUp, Mic, PencilLine, RotateCcw, Square, Stethoscope, Users, WifiOff } from 'lucide-react';
import { EMPTY_TRANSCRIPT_MESSAGE, transcriptWithSpeakerLines, type Encounter } from '@scribe/contracts';
import { AlertDialog, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { fullName, LABEL_LIMIT, truncate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useQueryClient } from '@tanstack/react-query';
import { canArchive } from '../api/archive-encounter';
import { encounterQueryKey } from '../api/get-encounter';
import { useFinishEncounter } from '../api/finish-encounter';
import { useResetEncounter } from '../api/reset-encounter';
import { useSaveTranscript } from '../api/save-transcript';
import { useSuggestSpeakerLabels } from '../api/suggest-speaker-labels';
import { currentTranscript } from '../lib/note-text';
import { useLiveRecording, type LiveResult, type RecordingState } from '../recording/use-live-recording';
import { ArchiveEncounterDialog } from './archive-encounter-dialog';
import { StatusBadge } from './status-badge';
import { LiveResultLine, TranscriptLines } from './transcript-lines';

export const AUTO_CHECKOUT_TEXT = 'Do you want to checkout this encounter?';
export const MANUAL_CHECKOUT_TEXT = 'Are you sure you want to checkout this encounter?';

const RECORD_HINT: Record<RecordingState, string> = {
  idle: 'Tap to start recording',
  starting: 'Starting…',
  recording: 'Recording — tap to stop',
  reconnecting: 'Reconnecting…',
  stopping: 'Finishing the last words…',
};

function RecordButton({ state, onStart, onStop, blocked }: { state: RecordingState; onStart: () => void; onStop: () => void; blocked: boolean }) {
  const busy = state === 'starting' || state === 'stopping';
  const live = state === 'recording' || state === 'reconnecting';
  const label = state === 'idle' || state === 'starting' ? 'Start recording' : 'Stop recording';
  return (
    <div className="relative flex size-28 items-center justify-center">
      {live && <span aria-hidden="true" className="absolute inset-2 animate-pulse-ring rounded-full bg-destructive/40" data-testid="recording-pulse" />}
      <button
        type="button"
        onClick={live ? onStop : onStart}
        disabled={busy || (blocked && state === 'idle')}
        aria-label={label}
        title={blocked && state === 'idle' ? 'Save or cancel your edit before recording.' : undefined}
        aria-pressed={live}
        className={cn(
          'relative flex size-24 items-center justify-center rounded-full text-white shadow-lg transition-[background-color,transform] outline-none focus-visible:ring-4 focus-visible:ring-ring/50 active:scale-95 disabled:cursor-wait disabled:opacity-80',
          live ? 'bg-destructive hover:bg-destructive/90' : 'bg-primary hover:bg-primary/90',
        )}
      >
        {busy ? <Spinner className="size-8" label={state === 'starting' ? 'Starting recording' : 'Stopping recording'} /> : live ? <Square className="size-8 fill-current" /> : <Mic className="size-9" />}
      </button>
    </div>
  );
}

export function LiveView({ encounter, userId }: { encounter: Encounter; userId: string }) {
  const savedTranscript = currentTranscript(encounter.transcription);
  const [transcript, setTranscript] = useState(savedTranscript);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [checkoutMode, setCheckoutMode] = useState<'manual' | 'auto' | null>(null);
  const [noTranscriptOpen, setNoTranscriptOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const [archiveOpen, setArchiveOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
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

  const save = useSaveTranscript(userId, encounter._id);
  const reset = useResetEncounter(userId, encounter._id);
  const finish = useFinishEncounter(userId, encounter._id);
  const speakerLabels = useSuggestSpeakerLabels(encounter._id);

  // Issue 11: the server's suggested Clinician / Patient lines replace the draft; saving it accepts them.
  const onLabelSpeakers = () =>
    speakerLabels.mutate(draft, {
      onSuccess: ({ data }) => {
        setDraft(data.transcript);
        if (!data.labelled) toast({ title: 'This transcript already names its speakers.' });
      },
      onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
    });

  // The transcript when the current recording began, and the recording's final results with their roles.
  // null until known: set when a recording starts (or at its first result, for a view opened mid-recording).
  const [textBefore, setTextBefore] = useState<string | null>(null);
  const [liveResults, setLiveResults] = useState<LiveResult[]>([]);
  const recording = useLiveRecording({
    encounterId: encounter._id,
    onResults: (results) => {
      // Spec §4: only final results are appended. The server stores each final result as it emits it, in the
      // same `Clinician: …` / `Patient: …` lines (architecture §5, issue 11), and refuses a transcript PUT while
      // a stream is open, so this only updates the view.
      const before = textBefore ?? transcriptRef.current;
      if (textBefore === null) setTextBefore(before);
      const next = transcriptWithSpeakerLines(before, results);
      transcriptRef.current = next;
      setTranscript(next);
      setLiveResults(results);
    },
  });
  const isRecording = recording.state !== 'idle';
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

  const patientLabel = truncate(fullName(encounter.patient), LABEL_LIMIT);
  const archiveAllowed = canArchive(encounter.status);

  const openCheckout = (mode: 'manual' | 'auto') => {
    if (!transcriptRef.current.trim()) setNoTranscriptOpen(true);
    else setCheckoutMode(mode);
  };

  const onSave = () =>
    save.mutate(draft, {
      onSuccess: () => {
        setTranscript(draft);
        transcriptRef.current = draft;
        setEditing(false);
        // Spec §4: saving in edit mode sets the checkout type to auto and opens the confirmation.
        openCheckout('auto');
      },
      onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
    });

  const onUpload = async (file: File | undefined) => {
    if (!file) return;
    setDraft(await file.text());
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <div className="grid gap-6">
      <div className="flex items-center gap-3">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex">
          <Stethoscope className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Encounter with</p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-xl font-semibold tracking-tight break-words" title={fullName(encounter.patient)}>
              {patientLabel}
            </h1>
            <StatusBadge status={encounter.status} />
            {encounter.is_archived && <span className="text-sm text-muted-foreground">Archived</span>}
          </div>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <Card className="items-center gap-4 px-5 py-8 text-center">
          <RecordButton state={recording.state} blocked={editing} onStart={() => void recording.start()} onStop={() => void recording.stop()} />
          <p className="text-sm font-medium" aria-live="polite">
            {recording.state === 'reconnecting' ? (
              <span className="inline-flex items-center gap-1.5 text-amber-700">
                <WifiOff className="size-4" aria-hidden="true" /> Reconnecting…
              </span>
            ) : (
              RECORD_HINT[recording.state]
            )}
          </p>
          {recording.error && (
            <p role="alert" className="text-sm text-destructive">
              {recording.error}
            </p>
          )}
          <div className="grid w-full gap-2 pt-2">
            <Button onClick={() => openCheckout('manual')} disabled={isRecording || finish.isPending || editing}>
              {finish.isPending && <Spinner label="Checking out" />}
              Checkout
            </Button>
            <Button variant="outline" onClick={() => setResetOpen(true)} disabled={isRecording || reset.isPending || editing}>
              {reset.isPending ? <Spinner label="Resetting" /> : <RotateCcw aria-hidden="true" />}
              <span className="hidden sm:inline">Reset Transcript</span>
              <span className="sm:hidden">Start Over</span>
            </Button>
            <Button
              variant="outline"
              onClick={() => setArchiveOpen(true)}
              disabled={isRecording || reset.isPending || !archiveAllowed}
            >
              {encounter.is_archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
              {encounter.is_archived ? 'Unarchive Encounter' : 'Archive Encounter'}
            </Button>
            {!archiveAllowed && <p className="pt-1 text-xs text-muted-foreground">Archiving is available for on-going, completed or failed encounters.</p>}
          </div>
        </Card>

        <Card className="min-h-80">
          <CardHeader className="flex-row items-center justify-between gap-2">
            <CardTitle>Transcription</CardTitle>
            {!editing ? (
              <Button
                variant="outline"
                size="sm"
                disabled={isRecording}
                onClick={() => {
                  setDraft(transcript);
                  setEditing(true);
                }}
              >
                <PencilLine aria-hidden="true" /> Upload / Edit
              </Button>
            ) : (
              <div className="flex gap-2">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    // Spec §4: Cancel restores the saved text.
                    setDraft(transcript);
                    setEditing(false);
                  }}
                >
                  Cancel
                </Button>
                <Button size="sm" onClick={onSave} disabled={save.isPending}>
                  {save.isPending && <Spinner label="Saving" />}
                  Save
                </Button>
              </div>
            )}
          </CardHeader>
          <CardContent className="flex flex-1 flex-col">
            {editing ? (
              <div className="grid flex-1 gap-2">
                <Label htmlFor="transcript-editor" className="sr-only">
                  Transcript
                </Label>
                <Textarea
                  id="transcript-editor"
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  disabled={isRecording}
                  placeholder="Type or paste the visit transcript here…"
                  className="min-h-64 flex-1 leading-relaxed"
                />
                <div className="flex items-center gap-2">
                  <input ref={fileInput} type="file" accept=".txt,text/plain" className="sr-only" id="transcript-file" onChange={(e) => void onUpload(e.target.files?.[0])} />
                  <Button variant="ghost" size="sm" onClick={() => fileInput.current?.click()}>
                    <FileUp aria-hidden="true" /> Upload a .txt file
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={onLabelSpeakers}
                    disabled={!draft.trim() || speakerLabels.isPending}
                    title="Add Clinician / Patient labels to the lines; save to keep them"
                  >
                    {speakerLabels.isPending ? <Spinner label="Labelling speakers" /> : <Users aria-hidden="true" />} Label speakers
                  </Button>
                </div>
              </div>
            ) : transcript || recording.partialText ? (
              <div className="text-[15px] leading-relaxed whitespace-pre-wrap" data-testid="live-transcript">
                {isRecording && liveResults.length > 0 ? (
                  <>
                    {textBefore?.trim() && <TranscriptLines text={textBefore.trimEnd()} />}
                    {liveResults.map((result, index) => (
                      <Fragment key={result.id}>
                        {(index > 0 || textBefore?.trim()) && '\n'}
                        <LiveResultLine result={result} onSwitch={() => recording.switchSpeaker(result.id)} />
                      </Fragment>
                    ))}
                  </>
                ) : (
                  <TranscriptLines text={transcript} />
                )}
                {recording.partialText && <span className="text-muted-foreground/70"> {recording.partialText}</span>}
              </div>
            ) : (
              <div className="flex flex-1 flex-col items-center justify-center gap-2 py-10 text-center text-sm text-muted-foreground">
                <Mic className="size-6 opacity-60" aria-hidden="true" />
                <p>No transcript yet. Start recording, or use Upload / Edit to type or paste one.</p>
              </div>
            )}
          </CardContent>
        </Card>
      </div>

      <AlertDialog open={checkoutMode !== null} onOpenChange={(open) => !open && setCheckoutMode(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Checkout Encounter</AlertDialogTitle>
            <AlertDialogDescription>{checkoutMode === 'auto' ? AUTO_CHECKOUT_TEXT : MANUAL_CHECKOUT_TEXT}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <Button variant="outline" disabled={finish.isPending} onClick={() => setCheckoutMode(null)}>
              No
            </Button>
            <Button
              disabled={finish.isPending}
              onClick={() =>
                finish.mutate(undefined, {
                  onSuccess: () => setCheckoutMode(null),
                  onError: (error) => {
                    setCheckoutMode(null);
                    toast({ title: errorMessage(error), variant: 'destructive' });
                  },
                })
              }
            >
              {finish.isPending && <Spinner label="Checking out" />}
              Yes
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <AlertDialog open={noTranscriptOpen} onOpenChange={setNoTranscriptOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>No transcript yet</AlertDialogTitle>
            <AlertDialogDescription>{EMPTY_TRANSCRIPT_MESSAGE}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <Button onClick={() => setNoTranscriptOpen(false)}>Close</Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <AlertDialog open={resetOpen} onOpenChange={setResetOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Reset Transcript</AlertDialogTitle>
            <AlertDialogDescription>This clears the whole transcript of this encounter. Do you want to start over?</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <Button variant="outline" disabled={reset.isPending} onClick={() => setResetOpen(false)}>
              No
            </Button>
            <Button
              variant="destructive"
              disabled={reset.isPending}
              onClick={() =>
                reset.mutate(undefined, {
                  onSuccess: () => {
                    setTranscript('');
                    transcriptRef.current = '';
                    setResetOpen(false);
                  },
                  onError: (error) => {
                    setResetOpen(false);
                    toast({ title: errorMessage(error), variant: 'destructive' });
                  },
                })
              }
            >
              {reset.isPending && <Spinner label="Resetting" />}
              Yes
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <ArchiveEncounterDialog userId={userId} encounterId={encounter._id} archived={encounter.is_archived} open={archiveOpen} onOpenChange={setArchiveOpen} />
    </div>
  );
}

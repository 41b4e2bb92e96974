import { Archive, ArchiveRestore, Mic, RotateCcw, Square, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import type { RecordingState } from '../recording/use-live-recording';

const RECORD_HINT: Record<RecordingState, string> = {
  idle: 'Tap to start recording',
  starting: 'Starting…',
  recording: 'Recording — tap to stop',
  reconnecting: 'Reconnecting…',
  stopping: 'Finishing the last words…',
};

/** The large record/stop button: a spinner while starting or stopping, a pulse while recording. */
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

export interface RecorderCardProps {
  state: RecordingState;
  error: string | null;
  /** The transcript is being edited: no recording, checkout or reset until it is saved or cancelled. */
  editing: boolean;
  onStart(): void;
  onStop(): void;
  checkingOut: boolean;
  onCheckout(): void;
  resetting: boolean;
  onReset(): void;
  archived: boolean;
  archiveAllowed: boolean;
  onArchive(): void;
}

/** The recorder and the encounter's actions (docs/product.md, Live recording view). */
export function RecorderCard(props: RecorderCardProps) {
  const { state, error, editing, checkingOut, resetting, archived, archiveAllowed } = props;
  const isRecording = state !== 'idle';
  return (
    <Card className="items-center gap-4 px-5 py-8 text-center">
      <RecordButton state={state} blocked={editing} onStart={props.onStart} onStop={props.onStop} />
      <p className="text-sm font-medium" aria-live="polite">
        {state === 'reconnecting' ? (
          <span className="inline-flex items-center gap-1.5 text-amber-700">
            <WifiOff className="size-4" aria-hidden="true" /> Reconnecting…
          </span>
        ) : (
          RECORD_HINT[state]
        )}
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="grid w-full gap-2 pt-2">
        <Button onClick={props.onCheckout} disabled={isRecording || checkingOut || editing}>
          {checkingOut && <Spinner label="Checking out" />}
          Checkout
        </Button>
        <Button variant="outline" onClick={props.onReset} disabled={isRecording || resetting || editing}>
          {resetting ? <Spinner label="Resetting" /> : <RotateCcw aria-hidden="true" />}
          <span className="hidden sm:inline">Reset Transcript</span>
          <span className="sm:hidden">Start Over</span>
        </Button>
        <Button variant="outline" onClick={props.onArchive} disabled={isRecording || resetting || !archiveAllowed}>
          {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {archived ? 'Unarchive Encounter' : 'Archive Encounter'}
        </Button>
        {!archiveAllowed && <p className="pt-1 text-xs text-muted-foreground">Archiving is available for on-going, completed or failed encounters.</p>}
      </div>
    </Card>
  );
}

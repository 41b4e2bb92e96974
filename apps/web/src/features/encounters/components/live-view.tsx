import { useState } from 'react';
import { Stethoscope } from 'lucide-react';
import type { Encounter } from '@scribe/contracts';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { fullName, LABEL_LIMIT, truncate } from '@/lib/format';
import { canArchive } from '../api/archive-encounter';
import { useFinishEncounter } from '../api/finish-encounter';
import { useResetEncounter } from '../api/reset-encounter';
import { useLiveTranscript } from '../recording/use-live-transcript';
import { ArchiveEncounterDialog } from './archive-encounter-dialog';
import { CheckoutDialogs, ResetTranscriptDialog, type CheckoutRequest } from './checkout-dialogs';
import { RecorderCard } from './recorder-card';
import { StatusBadge } from './status-badge';
import { TranscriptCard } from './transcript-editor';

/**
 * The encounter while it can still be recorded (on-going, in-progress, pending): the recorder with the
 * encounter's actions, the Transcription panel, and the dialogs they open (docs/product.md, Live recording view).
 * This component holds what they share: whether the transcript is being edited and which dialog is open.
 */
export function LiveView({ encounter, userId }: { encounter: Encounter; userId: string }) {
  const [editing, setEditing] = useState(false);
  const [checkout, setCheckout] = useState<CheckoutRequest>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const [archiveOpen, setArchiveOpen] = useState(false);
  const live = useLiveTranscript({ encounter, userId, editing });
  const { recording } = live;
  const isRecording = recording.state !== 'idle';
  const reset = useResetEncounter(userId, encounter._id);
  const finish = useFinishEncounter(userId, encounter._id);

  // Checkout with no transcript shows an alert instead of the confirmation.
  const openCheckout = (mode: 'manual' | 'auto') => setCheckout(live.current().trim() ? mode : 'no-transcript');

  const onConfirmCheckout = () =>
    finish.mutate(undefined, {
      onSuccess: () => setCheckout(null),
      onError: (error) => {
        setCheckout(null);
        toast({ title: errorMessage(error), variant: 'destructive' });
      },
    });

  const onConfirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        live.replace('');
        setResetOpen(false);
      },
      onError: (error) => {
        setResetOpen(false);
        toast({ title: errorMessage(error), variant: 'destructive' });
      },
    });

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
              {truncate(fullName(encounter.patient), LABEL_LIMIT)}
            </h1>
            <StatusBadge status={encounter.status} />
            {encounter.is_archived && <span className="text-sm text-muted-foreground">Archived</span>}
          </div>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <RecorderCard
          state={recording.state}
          error={recording.error}
          editing={editing}
          onStart={() => void recording.start()}
          onStop={() => void recording.stop()}
          checkingOut={finish.isPending}
          onCheckout={() => openCheckout('manual')}
          resetting={reset.isPending}
          onReset={() => setResetOpen(true)}
          archived={encounter.is_archived}
          archiveAllowed={canArchive(encounter.status)}
          onArchive={() => setArchiveOpen(true)}
        />
        <TranscriptCard
          userId={userId}
          encounterId={encounter._id}
          editing={editing}
          onEditingChange={setEditing}
          onSaved={(text) => {
            live.replace(text);
            setEditing(false);
            // Saving in edit mode sets the checkout type to auto and opens the confirmation.
            openCheckout('auto');
          }}
          transcript={live.transcript}
          isRecording={isRecording}
          textBefore={live.textBefore}
          liveResults={live.liveResults}
          partialText={recording.partialText}
          onSwitchSpeaker={recording.switchSpeaker}
        />
      </div>

      <CheckoutDialogs request={checkout} pending={finish.isPending} onConfirm={onConfirmCheckout} onClose={() => setCheckout(null)} />
      <ResetTranscriptDialog open={resetOpen} pending={reset.isPending} onConfirm={onConfirmReset} onClose={() => setResetOpen(false)} />
      <ArchiveEncounterDialog userId={userId} encounterId={encounter._id} archived={encounter.is_archived} open={archiveOpen} onOpenChange={setArchiveOpen} />
    </div>
  );
}

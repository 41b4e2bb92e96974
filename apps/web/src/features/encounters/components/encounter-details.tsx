import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Archive, ArchiveRestore, ArrowLeft, FileWarning, Loader2 } from 'lucide-react';
import { LIVE_STATUSES, type Encounter } from '@scribe/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorLine, LoadingLine } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { fullName } from '@/lib/format';
import { useEncounter } from '../api/get-encounter';
import { ArchiveEncounterDialog } from './archive-encounter-dialog';
import { CompletedView } from './completed-view';

// The recording view (microphone, audio capture, the stream client) is fetched only for a live encounter.
const LiveView = lazy(async () => ({ default: (await import('./live-view')).LiveView }));

export const FAILED_TEXT = "Transcription too short we can't generate progress notes.";
export const WAITING_TEXT = "Please wait, we're generating Progress Notes...";

function FailedView({ encounter, userId }: { encounter: Encounter; userId: string }) {
  const [archiveOpen, setArchiveOpen] = useState(false);
  return (
    <Card className="items-center gap-4 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <FileWarning className="size-6" aria-hidden="true" />
      </span>
      <p className="max-w-md font-medium">{FAILED_TEXT}</p>
      <p className="max-w-md text-sm text-muted-foreground">Encounter with {fullName(encounter.patient)}. Record a longer visit in a new encounter to get notes.</p>
      <Button variant="destructive" onClick={() => setArchiveOpen(true)}>
        {encounter.is_archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
        {encounter.is_archived ? 'Unarchive Encounter' : 'Archive Encounter'}
      </Button>
      <ArchiveEncounterDialog userId={userId} encounterId={encounter._id} archived={encounter.is_archived} open={archiveOpen} onOpenChange={setArchiveOpen} />
    </Card>
  );
}

function WaitingView() {
  return (
    <Card className="items-center gap-4 px-6 py-16 text-center" aria-live="polite">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p className="font-medium">{WAITING_TEXT}</p>
      <p className="max-w-sm text-sm text-muted-foreground">This usually takes a few seconds. The page updates by itself.</p>
    </Card>
  );
}

/** docs/product.md, Encounter details: the view depends on the encounter's status. */
export function EncounterDetails({ userId, encounterId }: { userId: string; encounterId: string }) {
  const query = useEncounter(userId, encounterId);
  let body: React.ReactNode;
  if (query.isPending) body = <LoadingLine />;
  else if (query.isError) body = <ErrorLine message={errorMessage(query.error)} />;
  else {
    const encounter = query.data.data;
    if ((LIVE_STATUSES as readonly string[]).includes(encounter.status)) body = (
        <Suspense fallback={<LoadingLine />}>
          <LiveView encounter={encounter} userId={userId} />
        </Suspense>
      );
    else if (encounter.status === 'completed') body = <CompletedView encounter={encounter} userId={userId} />;
    else if (encounter.status === 'failed') body = <FailedView encounter={encounter} userId={userId} />;
    else body = <WaitingView />;
  }
  const patientId = query.data?.data.patient._id;
  return (
    <div className="grid gap-5">
      <div>
        <Button asChild variant="link" className="h-auto p-0 text-muted-foreground">
          <Link to={patientId ? `/encounter?patient=${patientId}` : '/patients'}>
            <ArrowLeft aria-hidden="true" /> {patientId ? 'Encounters' : 'Patients'}
          </Link>
        </Button>
      </div>
      {body}
    </div>
  );
}

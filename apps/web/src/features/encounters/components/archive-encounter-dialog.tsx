import { AlertDialog, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useArchiveEncounter } from '../api/archive-encounter';

/** Confirms archive or unarchive; a failure shows its message inside the dialog in bold destructive text. */
export function ArchiveEncounterDialog({
  userId,
  encounterId,
  archived,
  open,
  onOpenChange,
  onDone,
}: {
  userId: string;
  encounterId: string | null;
  archived: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
}) {
  const mutation = useArchiveEncounter(userId);
  const action = archived ? 'Unarchive' : 'Archive';
  const close = (next: boolean) => {
    if (!next) mutation.reset();
    onOpenChange(next);
  };
  return (
    <AlertDialog open={open} onOpenChange={close}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{action} Encounter</AlertDialogTitle>
          <AlertDialogDescription>
            {archived
              ? 'Are you sure you want to unarchive this encounter? It returns to the active list.'
              : 'Are you sure you want to archive this encounter? You can unarchive it later from the Archive tab.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {mutation.isError && (
          <p role="alert" className="text-sm font-bold text-destructive">
            {errorMessage(mutation.error)}
          </p>
        )}
        <AlertDialogFooter>
          <Button variant="outline" disabled={mutation.isPending} onClick={() => close(false)}>
            No
          </Button>
          <Button
            variant={archived ? 'default' : 'destructive'}
            disabled={mutation.isPending || !encounterId}
            onClick={() =>
              encounterId &&
              mutation.mutate(encounterId, {
                onSuccess: (response) => {
                  toast({ title: response.message ?? (archived ? 'Encounter unarchived.' : 'Encounter archived.') });
                  close(false);
                  onDone?.();
                },
              })
            }
          >
            {mutation.isPending && <Spinner label="Saving" />}
            Yes
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

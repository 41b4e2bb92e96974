import { useNavigate } from 'react-router';
import { AlertDialog, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useCreateEncounter } from '../api/create-encounter';

/** docs/product.md, Patient list: 'Are you sure you want to proceed with Encounter?' with No and Yes, both disabled while pending. */
export function CreateEncounterDialog({
  userId,
  patientId,
  open,
  onOpenChange,
  onCreated,
}: {
  userId: string;
  patientId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: () => void;
}) {
  const navigate = useNavigate();
  const mutation = useCreateEncounter(userId);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Create Encounter</AlertDialogTitle>
          <AlertDialogDescription>Are you sure you want to proceed with Encounter?</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button variant="outline" disabled={mutation.isPending} onClick={() => onOpenChange(false)}>
            No
          </Button>
          <Button
            disabled={mutation.isPending || !patientId}
            onClick={() =>
              patientId &&
              mutation.mutate(
                { patient: patientId },
                {
                  onSuccess: (response) => {
                    toast({ title: 'Encounter successfully created.' });
                    onOpenChange(false);
                    onCreated?.();
                    navigate(`/encounter/${response.data._id}`);
                  },
                  onError: (error) => {
                    const message = error instanceof ApiError ? error.body.message : undefined;
                    toast({ title: message || 'Something went wrong', variant: 'destructive' });
                  },
                },
              )
            }
          >
            {mutation.isPending && <Spinner label="Creating encounter" />}
            Yes
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

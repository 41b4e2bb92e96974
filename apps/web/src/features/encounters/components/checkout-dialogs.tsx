import { EMPTY_TRANSCRIPT_MESSAGE } from '@scribe/contracts';
import { AlertDialog, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export const AUTO_CHECKOUT_TEXT = 'Do you want to checkout this encounter?';
export const MANUAL_CHECKOUT_TEXT = 'Are you sure you want to checkout this encounter?';

/**
 * What the Checkout button (manual) or a saved edit (auto) opens: the confirmation, or, with no transcript,
 * the alert asking for one (docs/product.md, 6. Recording).
 */
export type CheckoutRequest = 'manual' | 'auto' | 'no-transcript' | null;

export function CheckoutDialogs({ request, pending, onConfirm, onClose }: { request: CheckoutRequest; pending: boolean; onConfirm(): void; onClose(): void }) {
  const confirming = request === 'manual' || request === 'auto';
  return (
    <>
      <AlertDialog open={confirming} onOpenChange={(open) => !open && onClose()}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Checkout Encounter</AlertDialogTitle>
            <AlertDialogDescription>{request === 'auto' ? AUTO_CHECKOUT_TEXT : MANUAL_CHECKOUT_TEXT}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <Button variant="outline" disabled={pending} onClick={onClose}>
              No
            </Button>
            <Button disabled={pending} onClick={onConfirm}>
              {pending && <Spinner label="Checking out" />}
              Yes
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <AlertDialog open={request === 'no-transcript'} onOpenChange={(open) => !open && onClose()}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>No transcript yet</AlertDialogTitle>
            <AlertDialogDescription>{EMPTY_TRANSCRIPT_MESSAGE}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <Button onClick={onClose}>Close</Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

/** Reset Transcript asks first: it clears the whole transcript on the server. */
export function ResetTranscriptDialog({ open, pending, onConfirm, onClose }: { open: boolean; pending: boolean; onConfirm(): void; onClose(): void }) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Reset Transcript</AlertDialogTitle>
          <AlertDialogDescription>This clears the whole transcript of this encounter. Do you want to start over?</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button variant="outline" disabled={pending} onClick={onClose}>
            No
          </Button>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending && <Spinner label="Resetting" />}
            Yes
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

import { Toast as ToastPrimitive } from 'radix-ui';
import { CircleAlert, CircleCheck, XIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { dismiss, TOAST_DURATION_MS, useToasts } from './toast';

/** docs/product.md, Timings and limits: swipe threshold 10 px on touch screens, 2 px otherwise. */
function swipeThreshold(): number {
  return typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches ? 10 : 2;
}

export function ToastList() {
  const items = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={swipeThreshold()}>
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismiss(item.id)}
          data-variant={item.variant}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border bg-card p-4 pr-9 shadow-lg transition-all data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[state=closed]:opacity-0',
            item.variant === 'destructive' && 'border-destructive bg-destructive text-white',
          )}
        >
          {item.variant === 'destructive' ? (
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          ) : (
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          )}
          <div className="grid gap-0.5">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close aria-label="Close" className="absolute top-3 right-3 rounded-sm opacity-60 hover:opacity-100">
            <XIcon className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:max-w-[400px]" />
    </ToastPrimitive.Provider>
  );
}

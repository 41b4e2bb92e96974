import * as React from 'react';

/** docs/product.md, Messages: every toast stays 3000 ms. */
export const TOAST_DURATION_MS = 3000;

export type ToastVariant = 'default' | 'destructive';
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

let nextId = 1;
let everShown = false;
let toasts: ToastMessage[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Shows a toast: default (green check) or destructive. */
export function toast(input: { title: string; description?: string; variant?: ToastVariant }): void {
  const message: ToastMessage = { id: nextId++, variant: 'default', open: true, ...input };
  toasts = [...toasts, message].slice(-3);
  everShown = true;
  emit();
}

export function dismiss(id: number) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, 300);
}

export function useToasts() {
  return React.useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}

// The toast UI (Radix Toast) is fetched with the first toast, not with the login page (issue 12).
const ToastList = React.lazy(async () => ({ default: (await import('./toast-list')).ToastList }));

/** Mounted once by the app; renders nothing until something has been toasted. */
export function Toaster() {
  useToasts();
  if (!everShown) return null;
  return (
    <React.Suspense fallback={null}>
      <ToastList />
    </React.Suspense>
  );
}

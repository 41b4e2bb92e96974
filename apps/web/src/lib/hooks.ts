import { useEffect, useState, useSyncExternalStore } from 'react';
import { getStoredUser, subscribeSession } from './session';

/** docs/product.md, Timings and limits: mobile breakpoint 768 px. */
export const MOBILE_BREAKPOINT = 768;

export function useIsMobile(): boolean {
  const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;
  return useSyncExternalStore(
    (listener) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', listener);
      return () => media.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

let cachedRaw: string | null = null;
let cachedUser: ReturnType<typeof getStoredUser> = null;
function snapshotUser() {
  const raw = localStorage.getItem('user');
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = getStoredUser();
  }
  return cachedUser;
}

/** The signed-in practitioner from storage (docs/product.md, Session: signed-in state is inferred from it). */
export function useCurrentUser() {
  // Also read from storage when rendered at build time (prerender.tsx puts there the visitor each page is for) and
  // while hydrating (the login page is hydrated only for a visitor with nothing stored, as it was rendered).
  return useSyncExternalStore(subscribeSession, snapshotUser, snapshotUser);
}

/** Counts down from `seconds` to 0 once started; used by the Resend code button. */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return { remaining, start: (seconds: number) => setRemaining(seconds) };
}

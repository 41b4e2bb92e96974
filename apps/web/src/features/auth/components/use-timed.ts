import { useEffect, useRef } from 'react';

/** Runs `callback` once, `delayMs` after `active` turns true; cancelled on unmount. */
export function useAfterDelay(active: boolean, delayMs: number, callback: () => void): void {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  });
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => saved.current(), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
}

/** docs/product.md, Timings and limits: delays of the auth screens. */
export const REQUEST_STATE_RESET_MS = 3000;
export const CODE_REDIRECT_MS = 3000;
export const RESET_REDIRECT_MS = 1500;
export const ALERT_MS = 3000;
export const RESEND_COOLDOWN_S = 30;

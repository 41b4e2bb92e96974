import { useEffect } from 'react';
import { useCurrentUser } from '@/lib/hooks';

export function useTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Clinical Scribe`;
  }, [title]);
}

/** The app layout only renders its children with a stored user, so this is always set there. */
export function useUserId(): string {
  return useCurrentUser()?._id ?? '';
}

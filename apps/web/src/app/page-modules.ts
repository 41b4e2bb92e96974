import { getToken } from '@/lib/session';

/**
 * The pages that are chunks of their own (decision 84), in one place: the router loads them when a route is entered,
 * and `preloadCurrentPage` starts the current page's download before the rest of the entry has even been evaluated
 * (decision 105).
 */
export const pageModules = {
  appLayout: () => import('./layouts/app-layout'),
  patients: () => import('./routes/patients'),
  encounters: () => import('./routes/encounters'),
  account: () => import('./routes/account'),
  sessionExpired: () => import('./routes/session-expired'),
  registration: () => import('@/features/auth/components/registration-form'),
};

/** The first path segment of each signed-in page → its chunk (the router's table, router.tsx, says the same). */
const signedInPages: Record<string, keyof typeof pageModules> = {
  patients: 'patients',
  encounter: 'encounters',
  analytics: 'account',
  profile: 'account',
  settings: 'account',
};

/**
 * Without this, a signed-in page opened directly (a bookmark, a reload) downloads its chunks only once the entry has
 * been evaluated and the router has started: a second round of requests after the first (issue 12, /patients LCP).
 * Called as the entry's first statement, it requests them while the entry is still being evaluated; the router's
 * own import() later gets the same module. Only with a stored token: without one the layout sends the visitor to
 * /login, which is in the entry.
 */
export function preloadCurrentPage(pathname: string) {
  const page = signedInPages[pathname.split('/')[1] ?? ''];
  if (!page || !getToken()) return;
  void pageModules.appLayout();
  void pageModules[page]();
}

import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/** The browser's router, which sends a 401 (outside /login) to Session Expired without reloading the page (docs/product.md, Session). */
export function createBrowserAppRouter() {
  const created = createAppRouter();
  setUnauthorizedHandler(() => {
    if (created.state.location.pathname !== '/session') void created.navigate('/session');
  });
  return created;
}

/**
 * `router`: the memory router of the build-time prerender (prerender.tsx), or the browser's router made ahead by
 * main.tsx (createBrowserAppRouter); otherwise the browser's own, made here.
 */
export function App({ router: given }: { router?: ReturnType<typeof createAppRouter> }) {
  const [router] = useState(() => given ?? createBrowserAppRouter());
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

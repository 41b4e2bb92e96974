import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/** `router`: the memory router of the build-time prerender (prerender.tsx); in the browser, the browser's own. */
export function App({ router: given }: { router?: ReturnType<typeof createAppRouter> }) {
  const [router] = useState(() => {
    if (given) return given;
    const created = createAppRouter();
    // docs/product.md, Session: a 401 (outside /login) goes to Session Expired without reloading the page.
    setUnauthorizedHandler(() => {
      if (created.state.location.pathname !== '/session') void created.navigate('/session');
    });
    return created;
  });
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

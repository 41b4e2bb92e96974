import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(() => {
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

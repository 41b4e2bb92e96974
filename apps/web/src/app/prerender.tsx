import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app';
import { routes } from './router';

/** Storage with nothing in it: the visitor the prerendered page is for (prerendered-login.ts). */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * The login page as HTML, rendered at build time (vite.config.ts; decision 106) by the same components, so the browser
 * paints it as soon as the HTML and CSS arrive instead of after the JavaScript has run; main.tsx then hydrates it.
 * Rendered for a visitor with nothing stored: no token (else /login redirects) and no remembered e-mail.
 */
export function renderLoginPage(): string {
  const previous = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', { value: emptyStorage(), configurable: true });
  try {
    const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
    return renderToString(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  } finally {
    if (previous) Object.defineProperty(globalThis, 'localStorage', previous);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  }
}

import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app';
import { setRenderingShell } from './prerendered-shell';
import { routes } from './router';

/** Storage with `entries` only: nothing for the login page's visitor (prerendered-login.ts). */
function storageWith(entries: Record<string, string> = {}): Storage {
  const items = new Map<string, string>(Object.entries(entries));
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
  Object.defineProperty(globalThis, 'localStorage', { value: storageWith(), configurable: true });
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

/**
 * The first paint of /patients for a signed-in visitor, rendered at build time (vite.config.ts; decision 113): the
 * signed-in layout with the patient list's header, controls and loading skeleton, which is what the app's own first
 * render shows before the list's data arrives, less the account menu (it names the practitioner, unknown at build
 * time). The browser paints it as soon as the HTML and CSS are in; main.tsx then renders the app over it (not
 * hydrated: the account menu differs). Rendered with a stand-in user, a wide window and an expanded sidebar;
 * shell-gate.js hides it from any other visitor.
 */
export async function renderPatientsShell(): Promise<string> {
  const previous = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  const user = { _id: 'shell', first_name: '', last_name: '', email: '', gender: 'other', phone: '', createdAt: '', updatedAt: '' };
  Object.defineProperty(globalThis, 'localStorage', { value: storageWith({ token: 'shell', user: JSON.stringify(user) }), configurable: true });
  setRenderingShell(true);
  try {
    const router = createMemoryRouter(routes, { initialEntries: ['/patients'] });
    // The layout and the page are lazy routes: rendered once the router has loaded them.
    await new Promise<void>((resolve) => {
      if (router.state.initialized) resolve();
      else router.subscribe((state) => state.initialized && resolve());
    });
    return renderToString(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  } finally {
    setRenderingShell(false);
    if (previous) Object.defineProperty(globalThis, 'localStorage', previous);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  }
}

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// eslint-disable-next-line no-restricted-imports -- the entry point is the one place that mounts the app.
import { App, createBrowserAppRouter } from './app/app';
// eslint-disable-next-line no-restricted-imports -- the entry point decides how the app is mounted.
import { rendersLikePrerenderedLogin } from './app/prerendered-login';
import './index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (container.querySelector('[data-shell]')) {
  // /patients arrives with its first paint prerendered (decision 113). The app replaces it in one commit once the
  // router has loaded the layout and the page (lazy routes); rendered before that, it would first commit an empty
  // page over the shell.
  const router = createBrowserAppRouter();
  const render = () =>
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  if (router.state.initialized) render();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      render();
    });
  }
} else if (container.hasChildNodes() && rendersLikePrerenderedLogin()) {
  // /login arrives rendered (decision 106): hydrated when the first render is that page.
  hydrateRoot(container, app);
} else {
  // Else rendered afresh (React replaces what the container holds).
  createRoot(container).render(app);
}

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// eslint-disable-next-line no-restricted-imports -- the entry point is the one place that mounts the app.
import { App } from './app/app';
// eslint-disable-next-line no-restricted-imports -- the entry point decides how the app is mounted.
import { rendersLikePrerenderedLogin } from './app/prerendered-login';
import './index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// /login arrives rendered (decision 106): hydrated when the first render is that page, else rendered afresh (React
// replaces what the container holds).
if (container.hasChildNodes() && rendersLikePrerenderedLogin()) hydrateRoot(container, app);
else createRoot(container).render(app);

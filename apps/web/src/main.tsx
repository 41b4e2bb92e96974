// First: starts the download of the current page's chunks before the rest of the entry is evaluated (decision 105).
// eslint-disable-next-line no-restricted-imports -- the entry point is the one place that starts the app.
import './app/preload-current-page';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// eslint-disable-next-line no-restricted-imports -- the entry point is the one place that mounts the app.
import { App } from './app/app';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

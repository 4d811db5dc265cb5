import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app.tsx';
import { preloadAuthRuntime } from './app/auth-provider.tsx';
import { captureInitialUrl } from './session/initial-url.ts';
import { markAppVersion } from './features/pwa/app-version.ts';
import { listenForInstallPrompt } from './features/pwa/install-prompt.ts';
import { registerServiceWorker } from './features/pwa/register-service-worker.ts';

// Before anything starts the auth client, which consumes the auth hash of e-mail links.
captureInitialUrl();
markAppVersion();
// A signed-in start needs the auth runtime first: its download starts before React's first render.
preloadAuthRuntime();
// The browser may offer installation before anything renders: keep the offer for the Install button.
listenForInstallPrompt();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

if (import.meta.env.PROD) void registerServiceWorker();

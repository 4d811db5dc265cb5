import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app.tsx';
import { captureInitialUrl } from './app/initial-url.ts';
import { registerServiceWorker } from './app/service-worker.ts';

// Before anything starts the supabase client, which consumes the auth hash of e-mail links.
captureInitialUrl();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

if (import.meta.env.PROD) registerServiceWorker();

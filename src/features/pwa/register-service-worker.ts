// Registers the service worker built by vite-plugin-pwa (generateSW: the app shell and every route
// chunk precached, so the app starts offline) through workbox-window, and wires the update flow of
// update-controller.ts to the toasts and the stream registry. Updates are looked for on every start,
// hourly, when the network returns and when the app comes back into view.
import { Workbox } from 'workbox-window';
import { notify } from '../../components/ui/toast.tsx';
import { PWA_STRINGS } from './pwa-strings.ts';
import { isStreamActive, whenNoStreamActive } from './stream-activity.ts';
import { createUpdateController, type UpdatePort } from './update-controller.ts';

export const UPDATE_TOAST_ID = 'sw-update';
const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;
/** Coming back into view checks again only if the last check is at least this old. */
const UPDATE_CHECK_ON_VIEW_MS = 10 * 60_000;

export interface RegisterServiceWorkerOptions {
  scriptUrl?: string;
  scope?: string;
}

export async function registerServiceWorker({
  scriptUrl = '/sw.js',
  scope = '/',
}: RegisterServiceWorkerOptions = {}): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const existing = await container.getRegistration(scope).catch(() => undefined);
  const wb = new Workbox(scriptUrl, { scope });

  const waitingListeners = new Set<(worker: object) => void>();
  const emitWaiting = (worker: object) => {
    for (const listener of waitingListeners) listener(worker);
  };
  const port: UpdatePort = {
    onWaiting: (listener) => waitingListeners.add(listener),
    onControllerChange: (listener) => wb.addEventListener('controlling', () => listener()),
    skipWaiting: () => wb.messageSkipWaiting(),
  };
  wb.addEventListener('waiting', (event) => emitWaiting(event.sw ?? wb));

  createUpdateController({
    port,
    streams: { isActive: isStreamActive, whenIdle: whenNoStreamActive },
    reload: () => window.location.reload(),
    hadController: Boolean(container.controller ?? existing?.active),
    ui: {
      promptReload: (reload) =>
        notify.info(PWA_STRINGS.updateAvailable, {
          id: UPDATE_TOAST_ID,
          description: PWA_STRINGS.updateDescription,
          duration: Infinity,
          action: { label: PWA_STRINGS.reload, onClick: reload },
        }),
      reloadDeferred: () =>
        notify.info(PWA_STRINGS.updateAvailable, {
          id: UPDATE_TOAST_ID,
          description: PWA_STRINGS.updateWaitsForReply,
          duration: Infinity,
        }),
    },
  });

  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await wb.register();
  } catch (error) {
    console.error('Service worker registration failed', error);
    return;
  }
  if (!registration) return;

  // workbox-window reports one update found long after registration (it takes it for another tab's)
  // and then stops listening; an app left open for days sees several releases, so every worker that
  // installs next to an active one is reported here too (the controller prompts once per worker).
  const reg = registration;
  reg.addEventListener('updatefound', () => {
    const worker = reg.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && reg.waiting === worker && reg.active) emitWaiting(worker);
    });
  });

  let lastCheck = Date.now();
  const check = () => {
    lastCheck = Date.now();
    reg.update().catch(() => {
      // Offline or the server is away: the next check will do.
    });
  };
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= UPDATE_CHECK_ON_VIEW_MS) check();
  });
}

// Registers the service worker that precaches the app shell and every route chunk (vite-plugin-pwa,
// generateSW), so the app starts offline. A new release waits until the user agrees to reload:
// swapping the code under an open chat would lose what they are typing.
import { registerSW } from 'virtual:pwa-register';
import { notify } from '../components/ui/toast.tsx';

export const UPDATE_AVAILABLE_TEXT = 'A new version of Hearth is available.';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      notify.info(UPDATE_AVAILABLE_TEXT, {
        id: 'sw-update',
        duration: Infinity,
        action: { label: 'Reload', onClick: () => void updateServiceWorker(true) },
      });
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
}

// The app's toasts (sonner): one <Toaster /> at the root, `notify` everywhere else. `notify.error`
// is the spec's "destructive toast". sonner is loaded with the first toast (or when the auth runtime
// starts), so pages that never toast — the landing page, a first visit to /login — never download it.
// sonner shows toasts made before its <Toaster> subscribed, so nothing waits for the mount, and the
// toaster renders once sonner is there, without Suspense (on-demand.ts).
import type { ReactNode } from 'react';
import { useThemeChoice } from '../../lib/theme.ts';
import { onDemand, useOnDemand } from './on-demand.ts';

export interface NotifyOptions {
  description?: ReactNode;
  /** Milliseconds on screen; sonner's default (4 s) unless given. */
  duration?: number;
  id?: string | number;
  /** One button in the toast ('Reload', 'Undo'). */
  action?: { label: string; onClick: () => void };
}

type Sonner = typeof import('sonner');

/** Toasts rest this far above the bottom edge: clear of the composer (its box and hint line). */
const TOAST_BOTTOM_PX = 120;

const sonner = onDemand(() => import('sonner'));

/** Starts loading sonner (which mounts the toaster); toasts shown before it is there appear once it is. */
export function loadToasts(): Promise<Sonner> {
  return sonner.load();
}

// Every toast waits on the same load, so they appear in the order they were asked for.
function show(render: (toast: Sonner['toast']) => unknown): void {
  loadToasts().then(
    ({ toast }) => render(toast),
    (error: unknown) => console.error('Could not load the toasts', error),
  );
}

export const notify = {
  success: (title: ReactNode, options: NotifyOptions = {}) => show((toast) => toast.success(title, options)),
  error: (title: ReactNode, options: NotifyOptions = {}) => show((toast) => toast.error(title, options)),
  info: (title: ReactNode, options: NotifyOptions = {}) => show((toast) => toast.info(title, options)),
  message: (title: ReactNode, options: NotifyOptions = {}) => show((toast) => toast(title, options)),
  dismiss: (id?: string | number) => {
    if (sonner.current()) show((toast) => toast.dismiss(id));
  },
};

/**
 * Mounted at the root; renders sonner's toaster once sonner is loaded (by the first toast), without
 * Suspense: a Suspense reveal would hold the first toast back ~300 ms (React 19's reveal throttle).
 */
export function Toaster() {
  const loaded = useOnDemand(sonner, false);
  // The user's choice; for System, sonner follows the device itself (as the page does).
  const theme = useThemeChoice();
  if (!loaded) return null;
  const { Toaster: SonnerToaster } = loaded;
  return (
    <SonnerToaster
      theme={theme}
      // At the bottom, above the chat's composer: at the top a toast covered the header, the login
      // card's logo, the conversation's title and, on a phone, the search dialog (issue 23 §9).
      position="bottom-right"
      offset={{ bottom: TOAST_BOTTOM_PX, right: 16 }}
      mobileOffset={{ bottom: TOAST_BOTTOM_PX }}
      richColors
      closeButton
      duration={5000}
      toastOptions={{ classNames: { title: 'font-semibold', description: 'text-sm' } }}
    />
  );
}

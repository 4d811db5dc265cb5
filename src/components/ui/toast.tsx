// The app's toasts (sonner): one <Toaster /> at the root, `notify` everywhere else. `notify.error`
// is the spec's "destructive toast". sonner is loaded with the first toast (or when the auth runtime
// starts), so pages that never toast — the landing page, a first visit to /login — never download it.
// sonner shows toasts made before its <Toaster> subscribed, so nothing waits for the mount.
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useThemeChoice } from '../../lib/theme.ts';

export interface NotifyOptions {
  description?: ReactNode;
  /** Milliseconds on screen; sonner's default (4 s) unless given. */
  duration?: number;
  id?: string | number;
  /** One button in the toast ('Reload', 'Undo'). */
  action?: { label: string; onClick: () => void };
}

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
const wantedListeners = new Set<() => void>();

/** Starts loading sonner and mounts the toaster; toasts shown before it is there appear once it is. */
export function loadToasts(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of wantedListeners) listener();
  }
  return sonner;
}

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
    if (sonner) show((toast) => toast.dismiss(id));
  },
};

const SonnerToaster = lazy(async () => {
  const { Toaster } = await loadToasts();
  return {
    default: function ThemedToaster() {
      // The user's choice; for System, sonner follows the device itself (as the page does).
      const theme = useThemeChoice();
      return (
        <Toaster
          theme={theme}
          position="top-center"
          // Below the 56 px app header (h-14), so a toast never covers its buttons, on phones too.
          offset={{ top: 64 }}
          mobileOffset={{ top: 64 }}
          richColors
          closeButton
          duration={5000}
          toastOptions={{ classNames: { title: 'font-semibold', description: 'text-sm' } }}
        />
      );
    },
  };
});

function subscribeWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

export function Toaster() {
  const wanted = useSyncExternalStore(
    subscribeWanted,
    () => sonner !== null,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}

// The browser's offer to install the app. Chromium fires `beforeinstallprompt` once it considers the
// app installable, possibly before React has rendered anything, so the event is captured from the
// start (main.tsx calls `listenForInstallPrompt`) and kept here until a button uses it. The store has
// the `subscribe`/`getSnapshot` pair of React's useSyncExternalStore.

/** Chromium's event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export type InstallAvailability = 'unavailable' | 'available' | 'installed';
export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export interface InstallPromptStore {
  getSnapshot(): InstallAvailability;
  subscribe(listener: () => void): () => void;
  /** Shows the browser's install dialog; the offer is used up whatever the user answers. */
  prompt(): Promise<InstallOutcome>;
}

export function createInstallPromptStore(target: Window = window): InstallPromptStore & {
  /** Stops listening (tests). */
  dispose(): void;
} {
  let deferred: BeforeInstallPromptEvent | null = null;
  let state: InstallAvailability = 'unavailable';
  const listeners = new Set<() => void>();
  const set = (next: InstallAvailability) => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const onBeforeInstallPrompt = (event: Event) => {
    // Keep the mini-infobar away: the app offers installation itself, where it fits.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    set('available');
  };
  const onInstalled = () => {
    deferred = null;
    set('installed');
  };
  target.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  target.addEventListener('appinstalled', onInstalled);

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async prompt() {
      const event = deferred;
      if (!event) return 'unavailable';
      deferred = null;
      set('unavailable');
      try {
        await event.prompt();
        const { outcome } = await event.userChoice;
        if (outcome === 'accepted') set('installed');
        return outcome;
      } catch {
        return 'unavailable';
      }
    },
    dispose() {
      target.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
      target.removeEventListener('appinstalled', onInstalled);
    },
  };
}

let shared: InstallPromptStore | null = null;

/** Starts capturing the browser's install offer for the app (idempotent). */
export function listenForInstallPrompt(): InstallPromptStore {
  shared ??= createInstallPromptStore();
  return shared;
}

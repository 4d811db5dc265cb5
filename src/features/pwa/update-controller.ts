// When a new release of the app is waiting (its service worker installed next to the running one),
// the user decides when to switch: they see "A new version is available" with a Reload action. The
// reload never happens under a streaming reply: if one is running, it waits until the reply ends.
// A switch made in another tab (its new worker takes control of this page too) reloads this page
// as well, since this page's code may no longer be served; that reload also waits for streams.
//
// Pure logic with injected ports, so it is tested without a browser (update-controller.test.ts);
// register-service-worker.ts connects it to workbox-window and the toasts.

export interface UpdatePort {
  /** A new worker is installed and waiting; `worker` identifies it (one prompt per worker). */
  onWaiting(listener: (worker: object) => void): void;
  /** A different worker took control of this page. */
  onControllerChange(listener: () => void): void;
  /** Asks the waiting worker to activate. */
  skipWaiting(): void;
}

export interface UpdateUi {
  /** Offer the update; `reload` applies it. */
  promptReload(reload: () => void): void;
  /** The reload was accepted (or is due) but waits for a streaming reply to end. */
  reloadDeferred(): void;
}

export interface StreamActivity {
  isActive(): boolean;
  whenIdle(): Promise<void>;
}

export interface UpdateControllerOptions {
  port: UpdatePort;
  ui: UpdateUi;
  streams: StreamActivity;
  reload: () => void;
  /**
   * Whether a worker already served or controlled this page when it loaded. If not, the first
   * controller change is the first install claiming the page, which needs no reload.
   */
  hadController: boolean;
  /**
   * After skip-waiting, how long to wait for the controller change before reloading anyway (the
   * waiting worker may already have been activated by another tab, or have become redundant).
   */
  fallbackReloadMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
}

export interface UpdateController {
  /** What the prompt's Reload action does. */
  applyUpdate(): Promise<void>;
}

export const DEFAULT_FALLBACK_RELOAD_MS = 4_000;

export function createUpdateController({
  port,
  ui,
  streams,
  reload,
  hadController,
  fallbackReloadMs = DEFAULT_FALLBACK_RELOAD_MS,
  setTimer = (callback, ms) => setTimeout(callback, ms),
}: UpdateControllerOptions): UpdateController {
  let controlled = hadController;
  let prompted: object | null = null;
  let applying = false;
  let reloading = false;

  const waitForStreams = async () => {
    if (!streams.isActive()) return;
    ui.reloadDeferred();
    while (streams.isActive()) await streams.whenIdle();
  };

  const reloadWhenIdle = async () => {
    await waitForStreams();
    if (reloading) return;
    reloading = true;
    reload();
  };

  const applyUpdate = async () => {
    if (applying) return;
    applying = true;
    // The worker switch itself is safe mid-stream, but the reload after it is not: wait first, so
    // the new worker does not take over a page that must keep running old code for a while.
    await waitForStreams();
    port.skipWaiting();
    setTimer(() => void reloadWhenIdle(), fallbackReloadMs);
  };

  port.onWaiting((worker) => {
    if (worker === prompted) return;
    prompted = worker;
    ui.promptReload(() => void applyUpdate());
  });

  port.onControllerChange(() => {
    if (!controlled) {
      controlled = true;
      return;
    }
    void reloadWhenIdle();
  });

  return { applyUpdate };
}

// Whether the backend answers (issue 12): distinct from being offline. The browser may be online while
// the server is down or restarting; then sends wait in the outbox and the user should know why. A tiny
// probe (the auth server's health route) runs rarely while all is well and at once when something
// hints at trouble (realtime reconnecting, a failed call, coming back online), then every couple of
// seconds until the server answers again. One failed probe is enough to say so: the banner only says
// "can't reach", and it goes as soon as a probe succeeds.

export type Reachability = 'reachable' | 'unreachable';

export interface ServerReachabilityOptions {
  /** Resolves true when the server answered; rejects or resolves false otherwise. */
  probe: (signal: AbortSignal) => Promise<boolean>;
  isOnline: () => boolean;
  healthyEveryMs?: number;
  troubledEveryMs?: number;
  timeoutMs?: number;
}

export interface ServerReachability {
  getSnapshot: () => Reachability;
  subscribe: (listener: () => void) => () => void;
  /** Something hinted at trouble (or recovery): probe now. */
  check: () => void;
  stop: () => void;
}

export function createServerReachability(options: ServerReachabilityOptions): ServerReachability {
  const healthyEveryMs = options.healthyEveryMs ?? 30_000;
  const troubledEveryMs = options.troubledEveryMs ?? 2_000;
  const timeoutMs = options.timeoutMs ?? 4_000;
  const listeners = new Set<() => void>();
  let state: Reachability = 'reachable';
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: AbortController | null = null;
  let stopped = false;

  const set = (next: Reachability) => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const schedule = () => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(check, state === 'reachable' ? healthyEveryMs : troubledEveryMs);
  };

  function check(): void {
    if (stopped || running) return;
    if (!options.isOnline()) {
      // Offline is its own banner; the server question waits for the network.
      set('reachable');
      schedule();
      return;
    }
    const controller = new AbortController();
    running = controller;
    const timeout = setTimeout(() => controller.abort(), timeoutMs);
    options
      .probe(controller.signal)
      .then(
        (ok) => ok,
        () => false,
      )
      .then((ok) => {
        clearTimeout(timeout);
        running = null;
        if (stopped) return;
        set(ok || !options.isOnline() ? 'reachable' : 'unreachable');
        schedule();
      });
  }

  schedule();
  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    check,
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      running?.abort();
    },
  };
}

/** The probe against a Supabase-compatible backend: GoTrue's health route (no session needed). */
export function authHealthProbe(supabaseUrl: string, anonKey: string) {
  return async (signal: AbortSignal): Promise<boolean> => {
    const response = await fetch(`${supabaseUrl.replace(/\/$/, '')}/auth/v1/health`, {
      headers: { apikey: anonKey },
      cache: 'no-store',
      signal,
    });
    return response.ok;
  };
}

// The sync engine's ports in a browser: navigator.onLine with online/offline events, focus and
// visibility as retry moments, Web Locks for tab leadership, requestAnimationFrame for streaming text.

import {
  timeoutFrameScheduler,
  type FrameScheduler,
  type LockProvider,
  type OnlineDetector,
  type WakeSignals,
} from './ports.ts';

export function browserOnlineDetector(target: Window = window): OnlineDetector {
  return {
    isOnline: () => target.navigator.onLine !== false,
    subscribe(listener) {
      const online = () => listener(true);
      const offline = () => listener(false);
      target.addEventListener('online', online);
      target.addEventListener('offline', offline);
      return () => {
        target.removeEventListener('online', online);
        target.removeEventListener('offline', offline);
      };
    },
  };
}

export function browserWakeSignals(target: Window = window, doc: Document = document): WakeSignals {
  return {
    subscribe(listener) {
      const focus = () => listener('focus');
      const visible = () => {
        if (doc.visibilityState === 'visible') listener('visible');
      };
      target.addEventListener('focus', focus);
      doc.addEventListener('visibilitychange', visible);
      return () => {
        target.removeEventListener('focus', focus);
        doc.removeEventListener('visibilitychange', visible);
      };
    },
  };
}

/**
 * `navigator.locks` (exclusive, released when the holder settles or the tab closes). Without Web Locks
 * (very old browsers, insecure contexts) every tab leads on its own: still correct, because outbox
 * leases keep two tabs from delivering one entry at once, only less economical.
 */
export function webLocks(locks: LockManager | undefined = globalThis.navigator?.locks): LockProvider {
  if (!locks) return { request: (_name, _options, holder) => holder() };
  return {
    request: async (name, { signal }, holder) => {
      await locks.request(name, { mode: 'exclusive', signal }, () => holder());
    },
    isHeld: async (name) => {
      const { held = [], pending = [] } = await locks.query();
      return [...held, ...pending].some((lock) => lock.name === name);
    },
  };
}

export const animationFrameScheduler: FrameScheduler =
  typeof globalThis.requestAnimationFrame === 'function'
    ? (callback) => {
        const handle = globalThis.requestAnimationFrame(() => callback());
        return () => globalThis.cancelAnimationFrame(handle);
      }
    : timeoutFrameScheduler;

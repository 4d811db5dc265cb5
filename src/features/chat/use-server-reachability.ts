// The chat screen's view of server reachability (server-reachability.ts), woken by what the sync
// engine sees: realtime reconnecting or a failed call probe at once, so a server that went away shows
// within a couple of seconds, not at the next scheduled probe.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { readBackendConfig } from '../../lib/backend-config.ts';
import type { ChatEngine } from '../../sync/chat-engine.ts';
import { authHealthProbe, createServerReachability, type Reachability } from './server-reachability.ts';

export function useServerReachability(engine: ChatEngine): Reachability {
  const [reach] = useState(() => {
    const config = readBackendConfig();
    return createServerReachability({
      probe: config ? authHealthProbe(config.supabaseUrl, config.anonKey) : () => Promise.resolve(true),
      isOnline: () => navigator.onLine,
    });
  });
  useEffect(() => {
    let last = engine.getStatus();
    const unsubscribe = engine.subscribeStatus(() => {
      const now = engine.getStatus();
      const trouble =
        (now.realtime === 'reconnecting' && last.realtime !== 'reconnecting') ||
        (now.lastError !== null && now.lastError !== last.lastError);
      const recovered = now.realtime === 'subscribed' && last.realtime !== 'subscribed';
      last = now;
      if (trouble || recovered) reach.check();
    });
    const onOnline = () => reach.check();
    window.addEventListener('online', onOnline);
    return () => {
      unsubscribe();
      window.removeEventListener('online', onOnline);
    };
  }, [engine, reach]);
  useEffect(() => () => reach.stop(), [reach]);
  return useSyncExternalStore(reach.subscribe, reach.getSnapshot);
}

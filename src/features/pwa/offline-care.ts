// What the installed, offline-first app does around the session, outside any screen:
// - after sign-in it asks the browser to keep this origin's storage (IndexedDB holds queued messages
//   that exist nowhere else yet), so storage pressure does not evict them silently;
// - when the network returns it asks supabase for the session at once, which refreshes an access
//   token that expired while offline (instead of waiting for supabase's 30 s refresh tick), so the
//   queued messages go out without a round of 401s.
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { requestPersistentStorage } from '../../db/storage-status.ts';

export interface OfflineCareOptions {
  /** Default: `navigator.storage.persist` through db/storage-status. */
  persist?: () => Promise<boolean>;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export function startOfflineCare(
  client: Pick<SupabaseClient['auth'], 'onAuthStateChange' | 'getSession'>,
  { persist = () => requestPersistentStorage(), target = window }: OfflineCareOptions = {},
): () => void {
  let persistedFor: string | null = null;
  const { data } = client.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
    if (!session) {
      if (event === 'SIGNED_OUT') persistedFor = null;
      return;
    }
    if (persistedFor === session.user.id) return;
    if (event !== 'SIGNED_IN' && event !== 'INITIAL_SESSION') return;
    persistedFor = session.user.id;
    // Not awaited inside supabase's callback (its lock is held while callbacks run).
    void persist().then((persisted) => {
      if (!persisted) console.info('Persistent storage was not granted; the browser may evict local data.');
    });
  });

  const onOnline = () => {
    void client.getSession().catch(() => {
      // Still unreachable: supabase's own refresh tick tries again.
    });
  };
  target.addEventListener('online', onOnline);
  return () => {
    data.subscription.unsubscribe();
    target.removeEventListener('online', onOnline);
  };
}

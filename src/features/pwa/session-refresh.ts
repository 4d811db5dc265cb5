// When the network returns, ask supabase for the session at once: that refreshes an access token
// which expired while offline (instead of waiting for supabase's 30 s refresh tick), so queued
// messages go out without a round of 401s first. (Persistent storage is requested by the chat
// session when it opens the user's database: features/chat-session.)
import type { GoTrueClient } from '@supabase/auth-js';

export function refreshSessionOnReconnect(
  client: Pick<GoTrueClient, 'getSession'>,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onOnline = () => {
    void client.getSession().catch(() => {
      // Still unreachable: supabase's own refresh tick tries again.
    });
  };
  target.addEventListener('online', onOnline);
  return () => target.removeEventListener('online', onOnline);
}

// The one way Node code builds a supabase-js client (the local stack's functions, the CLI scripts,
// the contract and end-to-end suites): Node 20 has no global WebSocket, which supabase-js wants at
// construction time even when the client never subscribes, so `ws` is passed as the transport.
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';

export function createNodeClient(url: string, key: string, options: SupabaseClientOptions<'public'> = {}) {
  return createClient(url, key, {
    ...options,
    realtime: { ...options.realtime, transport: WebSocket as never },
  });
}

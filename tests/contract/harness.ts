// The contract suites take only a URL and keys (convention 7): by default they start the local stack
// in-process on an in-memory database (under `contract-pg`, a fresh database on a PostgreSQL server); with SUPABASE_URL, SUPABASE_ANON_KEY and
// SUPABASE_SERVICE_ROLE_KEY set they run unchanged against a Supabase project.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startStack, type RunningStack } from '../../server/stack.ts';
import { testConfig, type StackConfig } from '../../server/config.ts';
import { testDatabaseUrl } from './test-database.ts';

export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Present only for the in-process stack (development mailbox, database, clock). */
  stack: RunningStack | null;
  close(): Promise<void>;
}

export async function startBackend(overrides: Partial<StackConfig> = {}): Promise<Backend> {
  const { SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY } = process.env;
  if (SUPABASE_URL && SUPABASE_ANON_KEY && SUPABASE_SERVICE_ROLE_KEY) {
    return {
      url: SUPABASE_URL,
      anonKey: SUPABASE_ANON_KEY,
      serviceRoleKey: SUPABASE_SERVICE_ROLE_KEY,
      stack: null,
      close: async () => undefined,
    };
  }
  const databaseUrl = overrides.databaseUrl ?? (await testDatabaseUrl(overrides.dataDir ?? null));
  const stack = await startStack(testConfig({ ...overrides, databaseUrl }));
  return {
    url: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    stack,
    close: () => stack.close(),
  };
}

/** A browser-like client: the real supabase-js, with in-memory session storage and `ws` for realtime. */
export function userClient(backend: Backend, options: { autoRefreshToken?: boolean } = {}): SupabaseClient {
  const store = new Map<string, string>();
  return createClient(backend.url, backend.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: options.autoRefreshToken ?? false,
      detectSessionInUrl: false,
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => void store.set(k, v),
        removeItem: (k) => void store.delete(k),
      },
    },
    realtime: { transport: WebSocket as never },
  });
}

export function adminClient(backend: Backend): SupabaseClient {
  return createClient(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** A client that sends exactly this bearer token (or only the anon key with null), without a session. */
export function clientWithToken(backend: Backend, token: string | null): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    global: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

/** Creates a confirmed user with a password through the admin API and returns a signed-in client. */
export async function signedInUser(backend: Backend, label = 'user') {
  const email = uniqueEmail(label);
  const password = `pw-${randomUUID()}`;
  const admin = adminClient(backend);
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  const client = userClient(backend);
  const signedIn = await client.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw signedIn.error;
  return { client, email, password, user: signedIn.data.user!, session: signedIn.data.session! };
}

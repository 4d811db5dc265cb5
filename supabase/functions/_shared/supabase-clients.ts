// Builds the supabase-js clients a function uses from the environment Supabase gives every function
// (SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY). The runtime shell passes its
// `createClient` in (Node 20 needs a WebSocket implementation handed to it; Deno has one).
import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';

export type CreateClient = (
  url: string,
  key: string,
  options: SupabaseClientOptions<'public'>,
) => SupabaseClient;

export interface FunctionClients {
  clientFor(accessToken: string): SupabaseClient;
  serviceClient: SupabaseClient;
}

const SERVER_AUTH = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } as const;

export function functionClients(
  env: Record<string, string | undefined>,
  createClient: CreateClient,
): FunctionClients {
  const url = required(env, 'SUPABASE_URL');
  const anonKey = required(env, 'SUPABASE_ANON_KEY');
  const serviceKey = required(env, 'SUPABASE_SERVICE_ROLE_KEY');
  return {
    clientFor: (accessToken) =>
      createClient(url, anonKey, {
        auth: SERVER_AUTH,
        global: { headers: { Authorization: `Bearer ${accessToken}` } },
      }),
    serviceClient: createClient(url, serviceKey, { auth: SERVER_AUTH }),
  };
}

function required(env: Record<string, string | undefined>, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

// The functions the local stack serves. Each entry builds a `(Request) => Promise<Response>` handler
// from the environment, exactly as the Deno entry point in supabase/functions/<name>/index.ts does,
// with the supabase-js `createClient` of this runtime.
import type { CreateClient } from '../../supabase/functions/_shared/supabase-clients.ts';
import { createVoiceflowProxyHandler } from '../../supabase/functions/_shared/voiceflow-proxy-handler.ts';
import { createBetaInviteHandler } from '../../supabase/functions/_shared/beta-invite-handler.ts';
import { createNodeClient } from '../node-supabase-client.ts';
import type {
  GenerationLimiter,
  GenerationLimitsConfig,
} from '../../supabase/functions/_shared/generation-limits.ts';

export type FunctionEnv = Record<string, string | undefined>;
export type FunctionHandler = (request: Request) => Promise<Response>;
/** What the runtime offers a function beyond its environment: limits counted across processes. */
export interface FunctionRuntime {
  generationLimiter?: (config: GenerationLimitsConfig) => GenerationLimiter | null;
}
export type FunctionFactory = (
  env: FunctionEnv,
  createClient: CreateClient,
  runtime?: FunctionRuntime,
) => FunctionHandler;

/**
 * supabase-js for functions in this process: `fetch` is the stack's in-process dispatcher (see
 * in-process-fetch.ts); `createNodeClient` gives Node 20, which has no global WebSocket, `ws`.
 */
export function nodeCreateClient(fetchImpl: typeof fetch): CreateClient {
  return (url, key, options) =>
    createNodeClient(url, key, { ...options, global: { ...options.global, fetch: fetchImpl } });
}

export const functionRegistry: Record<string, FunctionFactory> = {
  'voiceflow-proxy': (env, createClient, runtime) =>
    createVoiceflowProxyHandler(env, createClient, {
      limits: (config) => runtime?.generationLimiter?.(config) ?? undefined,
    }),
  'beta-invite': (env, createClient) => createBetaInviteHandler(env, createClient),
};

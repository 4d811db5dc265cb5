// The functions the local stack serves. Each entry builds a `(Request) => Promise<Response>` handler
// from the environment, exactly as the Deno entry point in supabase/functions/<name>/index.ts does.
import type { CreateClient } from '../../supabase/functions/_shared/supabase-clients.ts';
import { createVoiceflowProxyHandler } from '../../supabase/functions/_shared/voiceflow-proxy-handler.ts';
import { createBetaInviteHandler } from '../../supabase/functions/_shared/beta-invite-handler.ts';
import { createNodeClient } from '../node-supabase-client.ts';

export type FunctionEnv = Record<string, string | undefined>;
export type FunctionHandler = (request: Request) => Promise<Response>;
export type FunctionFactory = (env: FunctionEnv) => FunctionHandler;

const nodeCreateClient: CreateClient = createNodeClient;

export const functionRegistry: Record<string, FunctionFactory> = {
  'voiceflow-proxy': (env) => createVoiceflowProxyHandler(env, nodeCreateClient),
  'beta-invite': (env) => createBetaInviteHandler(env, nodeCreateClient),
};

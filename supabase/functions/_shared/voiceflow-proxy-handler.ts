// The `voiceflow-proxy` function, built from its environment; shared by the Deno entry point and the
// local stack.
import { createConversationService } from './conversation-service.ts';
import { GenerationLimits, generationLimitsFromEnv } from './generation-limits.ts';
import { selectProvider } from './select-provider.ts';
import { functionClients, type CreateClient } from './supabase-clients.ts';

export function createVoiceflowProxyHandler(
  env: Record<string, string | undefined>,
  createClient: CreateClient,
): (request: Request) => Promise<Response> {
  return createConversationService({
    ...functionClients(env, createClient),
    provider: selectProvider(env),
    limits: new GenerationLimits(generationLimitsFromEnv(env)),
  });
}

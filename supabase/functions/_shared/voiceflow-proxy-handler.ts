// The `voiceflow-proxy` function, built from its environment; shared by the Deno entry point and the
// local stack.
import { createConversationService } from './conversation-service/routes.ts';
import { GenerationLimits, generationLimitsFromEnv, type GenerationLimiter } from './generation-limits.ts';
import { selectProvider } from './select-provider.ts';
import { functionClients, type CreateClient } from './supabase-clients.ts';

export function createVoiceflowProxyHandler(
  env: Record<string, string | undefined>,
  createClient: CreateClient,
  /** Where the runtime counts generations itself (several processes on one database). */
  options: {
    limits?: (config: ReturnType<typeof generationLimitsFromEnv>) => GenerationLimiter | undefined;
  } = {},
): (request: Request) => Promise<Response> {
  const config = generationLimitsFromEnv(env);
  return createConversationService({
    ...functionClients(env, createClient),
    provider: selectProvider(env),
    limits: options.limits?.(config) ?? new GenerationLimits(config),
  });
}

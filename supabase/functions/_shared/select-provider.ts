// Chooses the assistant provider from the environment (ASSISTANT_PROVIDER, default `local`).
import type { AssistantProvider } from './protocol.ts';
import { createLocalProvider } from './assistant/local-provider.ts';

export type ProviderEnv = Record<string, string | undefined>;

export function selectProvider(env: ProviderEnv): AssistantProvider {
  const name = env.ASSISTANT_PROVIDER ?? 'local';
  switch (name) {
    case 'local':
      return createLocalProvider({ chunkDelayMs: numberOr(env.ASSISTANT_CHUNK_DELAY_MS, 15) });
    default:
      throw new Error(`Unknown ASSISTANT_PROVIDER "${name}". Use local, openai or voiceflow.`);
  }
}

function numberOr(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
}

// Chooses the assistant provider from the environment (ASSISTANT_PROVIDER, default `local`).
//   local      offline calculators and knowledge base; ASSISTANT_CHUNK_DELAY_MS (default 30) between
//              chunks of ASSISTANT_WORDS_PER_CHUNK words (default 6)
//   openai     OPENAI_API_KEY (required for api.openai.com), OPENAI_BASE_URL (default
//              https://api.openai.com/v1), OPENAI_MODEL (default gpt-4o-mini), OPENAI_TOOLS (default on;
//              `false` for servers or models without function calling; a server that rejects them is
//              asked again without), OPENAI_MAX_HISTORY_TOKENS (default 2500, history budget for 4k–8k
//              contexts), OPENAI_TIMEOUT_MS (default 120000; after it the partial reply is kept, stored interrupted)
// Every provider is wrapped by the fair-housing check, which answers steering and compliance questions
// before any model is called.
//   voiceflow  VOICEFLOW_API_KEY and VOICEFLOW_PROJECT_ID (required), VOICEFLOW_ENVIRONMENT (default
//              development), VOICEFLOW_BASE_URL (default https://general-runtime.voiceflow.com),
//              VOICEFLOW_USER_ID (default hearth; Voiceflow keeps one dialog state per user id)
import type { AssistantProvider, Trace } from './protocol.ts';
import { checkFairHousing, renderFairHousingAnswer } from './assistant/fair-housing.ts';
import { chunkMarkdown } from './assistant/stream-chunks.ts';
import {
  createLocalProvider,
  DEFAULT_CHUNK_DELAY_MS,
  DEFAULT_WORDS_PER_CHUNK,
} from './assistant/local-provider.ts';
import { createOpenAIProvider, DEFAULT_OPENAI_BASE_URL } from './providers/openai-provider.ts';
import { createVoiceflowProvider } from './providers/voiceflow-provider.ts';

export type ProviderEnv = Record<string, string | undefined>;

export function selectProvider(env: ProviderEnv): AssistantProvider {
  return withFairHousing(selectModelProvider(env));
}

/**
 * Answers fair-housing steering requests (a refusal naming the protected class, with lawful help) and
 * landlords' compliance questions itself, so no model, local or remote, is asked to steer.
 */
export function withFairHousing(provider: AssistantProvider): AssistantProvider {
  const checked: AssistantProvider = async function* fairHousingFirst(input, history, signal, context) {
    // With the conversation, so "what about race?" after a compliance answer stays in that thread.
    const check = checkFairHousing(input, history);
    if (!check.blocked) {
      yield* provider(input, history, signal, context);
      return;
    }
    if (signal.aborted) return;
    const traces: Trace[] = [{ type: 'completion', payload: { state: 'start' } }];
    for (const content of chunkMarkdown(renderFairHousingAnswer(check), 8))
      traces.push({ type: 'completion', payload: { state: 'content', content } });
    traces.push({ type: 'completion', payload: { state: 'end' } });
    yield* traces;
  };
  // The check does not change whether the model can carry on a reply (Continue), nor whether it
  // answers the same way every time (its own answers are the model's, and so are the check's).
  if (provider.continues) checked.continues = true;
  if (provider.deterministic) checked.deterministic = true;
  return checked;
}

function selectModelProvider(env: ProviderEnv): AssistantProvider {
  const name = value(env.ASSISTANT_PROVIDER) ?? 'local';
  switch (name) {
    case 'local':
      return createLocalProvider({
        chunkDelayMs: numberOr(env.ASSISTANT_CHUNK_DELAY_MS, DEFAULT_CHUNK_DELAY_MS),
        wordsPerChunk: numberOr(env.ASSISTANT_WORDS_PER_CHUNK, DEFAULT_WORDS_PER_CHUNK),
      });
    case 'openai': {
      const baseUrl = value(env.OPENAI_BASE_URL) ?? DEFAULT_OPENAI_BASE_URL;
      requireUrl('OPENAI_BASE_URL', baseUrl);
      const apiKey = value(env.OPENAI_API_KEY);
      // Local OpenAI-compatible servers (Ollama, llama.cpp, vLLM) usually need no key; OpenAI does.
      if (!apiKey && new URL(baseUrl).hostname === 'api.openai.com')
        throw new Error(
          'ASSISTANT_PROVIDER=openai needs OPENAI_API_KEY (or an OPENAI_BASE_URL for a local server).',
        );
      return createOpenAIProvider({
        baseUrl,
        apiKey,
        model: value(env.OPENAI_MODEL),
        tools: !/^(false|0|no|off)$/i.test(value(env.OPENAI_TOOLS) ?? ''),
        ...(value(env.OPENAI_MAX_HISTORY_TOKENS)
          ? { maxHistoryTokens: numberOr(env.OPENAI_MAX_HISTORY_TOKENS, 2500) }
          : {}),
        ...(value(env.OPENAI_TIMEOUT_MS) ? { timeoutMs: numberOr(env.OPENAI_TIMEOUT_MS, 120_000) } : {}),
      });
    }
    case 'voiceflow': {
      const apiKey = value(env.VOICEFLOW_API_KEY);
      if (!apiKey)
        throw new Error('ASSISTANT_PROVIDER=voiceflow needs VOICEFLOW_API_KEY (the Dialog Manager API key).');
      const projectId = value(env.VOICEFLOW_PROJECT_ID);
      if (!projectId) throw new Error('ASSISTANT_PROVIDER=voiceflow needs VOICEFLOW_PROJECT_ID.');
      const baseUrl = value(env.VOICEFLOW_BASE_URL);
      if (baseUrl) requireUrl('VOICEFLOW_BASE_URL', baseUrl);
      return createVoiceflowProvider({
        apiKey,
        projectId,
        baseUrl,
        environment: value(env.VOICEFLOW_ENVIRONMENT),
        userId: value(env.VOICEFLOW_USER_ID),
      });
    }
    default:
      throw new Error(`Unknown ASSISTANT_PROVIDER "${name}". Use local, openai or voiceflow.`);
  }
}

/** The variable's value, or undefined when unset or blank. */
function value(raw: string | undefined): string | undefined {
  const trimmed = raw?.trim();
  return trimmed ? trimmed : undefined;
}

function requireUrl(variable: string, url: string): void {
  let ok = false;
  try {
    ok = /^https?:$/.test(new URL(url).protocol);
  } catch {
    ok = false;
  }
  if (!ok) throw new Error(`${variable} must be an http(s) URL, got "${url}".`);
}

function numberOr(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
}

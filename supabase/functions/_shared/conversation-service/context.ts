// What the conversation service is built from (`ConversationServiceDeps`), and the same with every
// default filled in (`ServiceContext`), which the handlers of a turn share.
import type { SupabaseClient } from '@supabase/supabase-js';
import { GenerationLimits, type GenerationLimiter } from '../generation-limits.ts';
import { GenerationRegistry } from '../generation.ts';
import type { AssistantProvider } from '../protocol.ts';

export interface ConversationServiceDeps {
  /** A supabase-js client that acts with the given bearer token (a user's access token). */
  clientFor(accessToken: string): SupabaseClient;
  /** A supabase-js client with the service-role key. */
  serviceClient: SupabaseClient;
  provider: AssistantProvider;
  /** Interval of `: keep-alive` comments on streams (spec: at least every 15 s). */
  keepAliveMs?: number;
  /** Upper bound of one generation, also when the client went away. */
  generationTimeoutMs?: number;
  registry?: GenerationRegistry;
  /** Per-user concurrency and rate bounds on new generations. */
  limits?: GenerationLimiter;
  /** How many earlier turns the assistant sees. */
  historyTurns?: number;
  /** How often a generating reply's text is saved (default about every second). */
  progressIntervalMs?: number;
  /** A reply in progress not saved for this long belongs to a generation that died (default 30 s). */
  staleProgressSeconds?: number;
}

export interface ServiceContext {
  serviceClient: SupabaseClient;
  provider: AssistantProvider;
  /** The generations this process runs, by conversation and user turn. */
  registry: GenerationRegistry;
  limits: GenerationLimiter;
  keepAliveMs: number;
  timeoutMs: number;
  historyTurns: number;
  progressIntervalMs: number | undefined;
  staleProgressSeconds: number;
}

export function serviceContext(deps: ConversationServiceDeps): ServiceContext {
  return {
    serviceClient: deps.serviceClient,
    provider: deps.provider,
    registry: deps.registry ?? new GenerationRegistry(),
    limits: deps.limits ?? new GenerationLimits(),
    keepAliveMs: deps.keepAliveMs ?? 15_000,
    timeoutMs: deps.generationTimeoutMs ?? 120_000,
    historyTurns: deps.historyTurns ?? 20,
    progressIntervalMs: deps.progressIntervalMs,
    staleProgressSeconds: deps.staleProgressSeconds ?? 30,
  };
}

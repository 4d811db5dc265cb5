// The sync engine on the app's supabase-js client: the bearer token (getSession refreshes it when
// fewer than 90 s remain), session refresh after a 401, and the realtime channel carrying the user's
// message inserts and conversation changes. `createSyncEngine` wires a browser engine in one call.

import type { SessionClient } from './session-client.ts';
import type { RealtimeChannel } from '@supabase/realtime-js';
import type { ConversationRow, MessageRow } from '../../supabase/functions/_shared/protocol.ts';
import type { ScenarioRow } from '../../supabase/functions/_shared/scenario.ts';
import type { AppDb } from '../db/app-db.ts';
import {
  animationFrameScheduler,
  browserOnlineDetector,
  browserWakeSignals,
  webLocks,
} from './browser-adapters.ts';
import { conversationServiceUrl, createConversationApi, type ConversationApi } from './conversation-api.ts';
import type { RealtimeStatus, RealtimeSubscriber, SessionSignals } from './ports.ts';
import { SyncEngine, type SyncEngineOptions } from './sync-engine.ts';

/** The access token for conversation calls; null without a session. */
/**
 * What the engine uses of supabase-js: the auth client and realtime channels. The app passes its
 * sync client (session/sync-client.ts); a full SupabaseClient fits as well (tests, scripts).
 */
export interface EngineClient {
  auth: SessionClient;
  channel(name: string): RealtimeChannel;
  removeChannel(channel: RealtimeChannel): Promise<unknown>;
}

export function supabaseAccessToken(client: EngineClient): () => Promise<string | null> {
  return async () => (await client.auth.getSession()).data.session?.access_token ?? null;
}

export function supabaseSessionSignals(client: EngineClient): SessionSignals {
  return {
    async refresh() {
      const { data, error } = await client.auth.refreshSession();
      return !error && data.session !== null;
    },
    onRefreshed(listener) {
      const { data } = client.auth.onAuthStateChange((event, session) => {
        // Called inside supabase-js' auth lock: defer, never call back into auth from here.
        if ((event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN') && session) setTimeout(listener, 0);
      });
      return () => data.subscription.unsubscribe();
    },
  };
}

export function realtimeChannelName(userId: string): string {
  return `hearth-sync:${userId}`;
}

/** One channel per user: message INSERTs, conversation and scenario changes, all filtered by user_id. */
export function supabaseRealtime(
  client: Pick<EngineClient, 'channel' | 'removeChannel'>,
): RealtimeSubscriber {
  return {
    subscribe(userId, handlers) {
      const filter = `user_id=eq.${userId}`;
      const channel = client
        .channel(realtimeChannelName(userId))
        // Each callback checks the table: realtime-js hands any change to a `*` binding that has no
        // server id yet, whatever its table. The engine checks the row itself too (realtime-rows.ts).
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'messages', filter },
          (payload) => {
            if (payload.table === 'messages') handlers.onMessage(payload.new as MessageRow);
          },
        )
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'conversations', filter },
          (payload) => {
            if (payload.table === 'conversations' && payload.eventType !== 'DELETE')
              handlers.onConversation(payload.new as ConversationRow);
          },
        )
        .on('postgres_changes', { event: '*', schema: 'public', table: 'scenarios', filter }, (payload) => {
          if (payload.table === 'scenarios' && payload.eventType !== 'DELETE')
            handlers.onScenario?.(payload.new as ScenarioRow);
        })
        .subscribe((status, error) => handlers.onStatus(status as RealtimeStatus, error));
      return async () => {
        await client.removeChannel(channel);
      };
    },
  };
}

export function supabaseConversationApi(
  client: EngineClient,
  config: { supabaseUrl: string; anonKey: string; fetch?: typeof fetch },
): ConversationApi {
  return createConversationApi({
    baseUrl: conversationServiceUrl(config.supabaseUrl),
    apiKey: config.anonKey,
    getAccessToken: supabaseAccessToken(client),
    fetch: config.fetch,
  });
}

/** A browser sync engine for the signed-in user (not started: call `start()`). */
export function createSyncEngine(
  input: {
    client: EngineClient;
    db: AppDb;
    userId: string;
    supabaseUrl: string;
    anonKey: string;
  } & Partial<Omit<SyncEngineOptions, 'db' | 'userId'>>,
): SyncEngine {
  const { client, supabaseUrl, anonKey, ...rest } = input;
  return new SyncEngine({
    api: supabaseConversationApi(client, { supabaseUrl, anonKey }),
    session: supabaseSessionSignals(client),
    online: browserOnlineDetector(),
    wake: browserWakeSignals(),
    locks: webLocks(),
    realtime: supabaseRealtime(client),
    scheduleFrame: animationFrameScheduler,
    ...rest,
  });
}

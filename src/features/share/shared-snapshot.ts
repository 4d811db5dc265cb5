// The reader's side of a read-only link (issue 22 §7): fetch the snapshot behind a token as an anonymous
// caller and read it defensively. The one call is `get_shared_snapshot` through PostgREST with the
// public (anon) key, made with postgrest-js alone: the shared page needs no session, no realtime and
// no local database, so it loads none of them.
import { PostgrestClient } from '@supabase/postgrest-js';
import type { BackendConfig } from '../../lib/backend-config.ts';
import { calculationsFromParts, contentFromParts } from '../../lib/message-content.ts';
import type { CalculationResult } from '../../../supabase/functions/_shared/calculation-result.ts';
import type { ContentPart } from '../../../supabase/functions/_shared/protocol.ts';

export interface SharedMessage {
  role: 'user' | 'assistant';
  text: string;
  imageUrls: string[];
  calculations: CalculationResult[];
  createdAt: string;
}

export interface SharedSnapshot {
  kind: 'conversation' | 'analysis';
  title: string;
  sharedAt: string;
  conversationCreatedAt: string;
  messages: SharedMessage[];
}

export type SnapshotLoad =
  | { status: 'found'; snapshot: SharedSnapshot }
  /** Revoked, never existed, or its conversation was deleted: the server does not say which. */
  | { status: 'not-found' }
  /** Offline or the server did not answer: worth trying again. */
  | { status: 'unavailable' };

/** A link's token as the server makes them (64 hex characters); anything else is no link. */
export const isShareToken = (token: string) => /^[0-9a-f]{64}$/.test(token);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The snapshot in the function's answer, or null when it is not one. */
export function parseSharedSnapshot(value: unknown): SharedSnapshot | null {
  if (!isRecord(value) || !Array.isArray(value.messages)) return null;
  const kind = value.kind === 'analysis' ? 'analysis' : value.kind === 'conversation' ? 'conversation' : null;
  if (!kind) return null;
  const messages = value.messages.filter(isRecord).flatMap((m): SharedMessage[] => {
    if (m.role !== 'user' && m.role !== 'assistant') return [];
    const parts = Array.isArray(m.content_json) ? (m.content_json as ContentPart[]) : [];
    const { content, imageUrls } = contentFromParts(str(m.content_text), parts);
    const calculations = m.role === 'assistant' ? calculationsFromParts(parts) : [];
    if (content.trim() === '' && calculations.length === 0) return [];
    return [{ role: m.role, text: content, imageUrls, calculations, createdAt: str(m.created_at) }];
  });
  return {
    kind,
    title: str(value.title),
    sharedAt: str(value.shared_at),
    conversationCreatedAt: str(value.conversation_created_at),
    messages,
  };
}

/** Fetches the snapshot behind `token` without an account. */
export async function loadSharedSnapshot(
  config: BackendConfig,
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SnapshotLoad> {
  if (!isShareToken(token)) return { status: 'not-found' };
  const rest = new PostgrestClient(`${config.supabaseUrl.replace(/\/$/, '')}/rest/v1`, {
    headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}` },
    fetch: fetchImpl,
  });
  try {
    const { data, error } = await rest.rpc('get_shared_snapshot', { share_token: token });
    if (error) return { status: 'unavailable' };
    const snapshot = parseSharedSnapshot(data);
    return snapshot ? { status: 'found', snapshot } : { status: 'not-found' };
  } catch {
    return { status: 'unavailable' };
  }
}

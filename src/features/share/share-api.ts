// The owner's side of read-only links (issue 22 §7): make a link to the conversation or to one analysis,
// list the conversation's live links, revoke one. All three go to the server (the `shares` table and
// `create_share`, supabase/migrations/20261129100000_shares.sql) through supabase-js as the signed-in
// user, so row-level security decides; nothing is kept on this device. Failures come back as one of a
// few plain sentences, offline first.
import type { SupabaseClient } from '@supabase/supabase-js';

export type ShareKind = 'conversation' | 'analysis';

export interface ShareLink {
  token: string;
  kind: ShareKind;
  /** The reply an analysis link shows; null for a conversation link. */
  replyId: string | null;
  createdAt: string;
}

export const SHARE_ERRORS = {
  offline: 'Sharing needs a connection. Connect to the internet and try again.',
  notFound: 'This conversation is not on the server yet. Try again once it has synced.',
  empty: 'There is nothing to share yet: ask a question first.',
  tooMany: 'You have 50 shared links. Revoke one to share another.',
  failed: 'Sharing did not work this time. Try again in a moment.',
} as const;

export class ShareError extends Error {}

interface ShareRow {
  token: string;
  kind: ShareKind;
  message_client_msg_id: string | null;
  created_at: string;
}

const toLink = (row: ShareRow): ShareLink => ({
  token: row.token,
  kind: row.kind,
  replyId: row.message_client_msg_id,
  createdAt: row.created_at,
});

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The sentence for a failed call (PostgREST's error body, or a network failure). */
function shareError(error: { message?: string; hint?: string | null; code?: string }): ShareError {
  if (isOffline() || error.message?.includes('Failed to fetch')) return new ShareError(SHARE_ERRORS.offline);
  switch (error.hint) {
    case 'not_found':
      return new ShareError(SHARE_ERRORS.notFound);
    case 'empty':
      return new ShareError(SHARE_ERRORS.empty);
    case 'too_many_links':
      return new ShareError(SHARE_ERRORS.tooMany);
    default:
      return new ShareError(SHARE_ERRORS.failed);
  }
}

const COLUMNS = 'token, kind, message_client_msg_id, created_at';

/** Makes a link to the conversation (replyId null) or to one reply's analysis. */
export async function createShare(
  client: SupabaseClient,
  conversationId: string,
  replyId: string | null,
): Promise<ShareLink> {
  if (isOffline()) throw new ShareError(SHARE_ERRORS.offline);
  const { data, error } = await client
    .rpc('create_share', { conversation: conversationId, ...(replyId ? { reply: replyId } : {}) })
    .select(COLUMNS)
    .single<ShareRow>();
  if (error || !data) throw shareError(error ?? {});
  return toLink(data);
}

/** The conversation's live links, newest first. */
export async function listShares(client: SupabaseClient, conversationId: string): Promise<ShareLink[]> {
  if (isOffline()) throw new ShareError(SHARE_ERRORS.offline);
  const { data, error } = await client
    .from('shares')
    .select(COLUMNS)
    .eq('conversation_id', conversationId)
    .order('created_at', { ascending: false })
    .returns<ShareRow[]>();
  if (error || !data) throw shareError(error ?? {});
  return data.map(toLink);
}

/** Revokes a link: from now on it opens to "not found". */
export async function revokeShare(client: SupabaseClient, token: string): Promise<void> {
  if (isOffline()) throw new ShareError(SHARE_ERRORS.offline);
  const { error } = await client.from('shares').delete().eq('token', token);
  if (error) throw shareError(error);
}

/** The public address of a link. */
export function shareUrl(token: string, origin: string = location.origin): string {
  return `${origin}/share/${token}`;
}

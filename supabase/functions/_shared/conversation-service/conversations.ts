// The conversation routes: list, delta pull, create (idempotent by the client's id), get-or-create,
// read, rename/pin/archive, delete (a tombstone), and choosing a version at a fork.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod';
import { HttpError, json } from '../http-errors.ts';
import type { ConversationRow } from '../protocol.ts';
import {
  CONVERSATION_COLUMNS,
  conversationNotFound,
  dbError,
  findConversation,
  requireConversation,
} from './queries.ts';
import { formatCursor, parseCursor, type createBody, type selectBody, type updateBody } from './requests.ts';

const DELTA_PAGE_SIZE = 500;

/** Live conversations, most recent activity first. */
export async function listConversations(db: SupabaseClient): Promise<Response> {
  const { data, error } = await db
    .from('conversations')
    .select(CONVERSATION_COLUMNS)
    .is('deleted_at', null)
    .order('last_activity_at', { ascending: false })
    .order('created_at', { ascending: false });
  if (error) throw dbError(error);
  return json({ conversations: data });
}

/** Changed rows since a cursor, tombstones included, oldest change first, with the next cursor. */
export async function conversationsSince(db: SupabaseClient, since: string): Promise<Response> {
  const cursor = parseCursor(since);
  const rows: ConversationRow[] = [];
  if (cursor) {
    // Rows sharing the cursor's timestamp (one transaction) are told apart by id.
    const same = await db
      .from('conversations')
      .select(CONVERSATION_COLUMNS)
      .eq('updated_at', cursor.updatedAt)
      .gt('id', cursor.id)
      .order('id')
      .limit(DELTA_PAGE_SIZE);
    if (same.error) throw dbError(same.error);
    rows.push(...(same.data as ConversationRow[]));
  }
  if (rows.length < DELTA_PAGE_SIZE) {
    let query = db.from('conversations').select(CONVERSATION_COLUMNS);
    if (cursor) query = query.gt('updated_at', cursor.updatedAt);
    const later = await query
      .order('updated_at')
      .order('id')
      .limit(DELTA_PAGE_SIZE - rows.length);
    if (later.error) throw dbError(later.error);
    rows.push(...(later.data as ConversationRow[]));
  }
  const last = rows.at(-1);
  return json({
    conversations: rows,
    next_cursor: last ? formatCursor(last) : since,
    has_more: rows.length === DELTA_PAGE_SIZE,
  });
}

export async function createConversation(
  db: SupabaseClient,
  body: z.infer<typeof createBody>,
): Promise<Response> {
  if (body.id) {
    // Idempotent: the same id again returns the conversation already made.
    const existing = await findConversation(db, body.id, true);
    if (existing) {
      if (existing.deleted_at) throw new HttpError('conflict', 'This conversation was deleted.', 'id');
      return json({ conversation: existing }, 200);
    }
  }
  const row: { title: string; id?: string } = { title: body.title };
  if (body.id) row.id = body.id;
  const { data, error } = await db.from('conversations').insert(row).select(CONVERSATION_COLUMNS).single();
  if (error) {
    if (error.code === '23505' && body.id) {
      // Raced with itself, or the id belongs to someone else's conversation.
      const existing = await findConversation(db, body.id, false);
      if (existing) return json({ conversation: existing }, 200);
      throw new HttpError('conflict', 'This id is already taken.', 'id');
    }
    throw dbError(error);
  }
  return json({ conversation: data }, 201);
}

/** The most recent conversation, or a new 'My First Chat'. */
export async function getOrCreateConversation(db: SupabaseClient): Promise<Response> {
  const { data, error } = await db
    .from('conversations')
    .select(CONVERSATION_COLUMNS)
    .is('deleted_at', null)
    .order('last_activity_at', { ascending: false })
    .limit(1);
  if (error) throw dbError(error);
  if (data[0]) return json({ conversation: data[0] });
  return createConversation(db, { title: 'My First Chat' });
}

export async function getConversation(db: SupabaseClient, id: string): Promise<Response> {
  return json({ conversation: await requireConversation(db, id) });
}

export async function updateConversation(
  db: SupabaseClient,
  id: string,
  body: z.infer<typeof updateBody>,
): Promise<Response> {
  // The server's clock stamps a pin or an archive: every device then orders and shows the same time.
  const at = new Date().toISOString();
  const changes: { title?: string; pinned_at?: string | null; archived_at?: string | null } = {};
  if (body.title !== undefined) changes.title = body.title;
  if (body.pinned !== undefined) changes.pinned_at = body.pinned ? at : null;
  if (body.archived !== undefined) changes.archived_at = body.archived ? at : null;
  const { data, error } = await db
    .from('conversations')
    .update(changes)
    .eq('id', id)
    .is('deleted_at', null)
    .select(CONVERSATION_COLUMNS);
  if (error) throw dbError(error);
  if (!data[0]) throw conversationNotFound();
  return json({ conversation: data[0] });
}

/**
 * Deleting leaves a tombstone (delta sync tells other devices) and removes the messages, with the
 * service role once the caller's own update proved the conversation is theirs.
 */
export async function deleteConversation(
  db: SupabaseClient,
  serviceClient: SupabaseClient,
  id: string,
): Promise<Response> {
  const { data, error } = await db
    .from('conversations')
    .update({ deleted_at: new Date().toISOString() })
    .eq('id', id)
    .is('deleted_at', null)
    .select('id');
  if (error) throw dbError(error);
  if (!data[0]) {
    // Deleting twice is fine (a retried delete); someone else's conversation is not found.
    const existing = await findConversation(db, id, true);
    if (!existing) throw conversationNotFound();
  }
  const removed = await serviceClient.from('messages').delete().eq('conversation_id', id);
  if (removed.error) throw dbError(removed.error);
  return json({ ok: true, id });
}

/** Chooses the version a fork follows (‹ 1/2 ›); the choice reaches other devices with the row. */
export async function selectVersion(
  db: SupabaseClient,
  conversationId: string,
  body: z.infer<typeof selectBody>,
): Promise<Response> {
  const { data, error } = await db.rpc('select_version', {
    conversation: conversationId,
    parent: body.parent_id,
    child: body.child_id,
  });
  if (error) throw dbError(error);
  if (!data) throw conversationNotFound();
  const result = data as { conversation?: ConversationRow; error?: string };
  if (!result.conversation)
    throw new HttpError('not_found', 'child_id is not a version at this place.', 'child_id');
  return json({ conversation: pickConversation(result.conversation) });
}

/** A conversation row as the service returns it from select_version. */
function pickConversation(row: ConversationRow): ConversationRow {
  const { id, user_id, title, created_at, last_activity_at, updated_at, deleted_at, selections } = row;
  return { id, user_id, title, created_at, last_activity_at, updated_at, deleted_at, selections };
}

// A turn's database calls. Starting one runs as the caller (begin_turn, begin_regenerate,
// message_ancestry: RLS decides, someone else's conversation is not found); a reply, its progress and
// the marking of interrupted replies are the service role's (the only writer of role 'assistant').
import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from '../http-errors.ts';
import type { GenerationOutcome } from '../generation.ts';
import type { ConversationRow, HistoryTurn, MessageRow, Trace } from '../protocol.ts';
import { summarizeTraces } from '../summarize-traces.ts';
import type { ServiceContext } from './context.ts';
import { conversationNotFound, dbError } from './queries.ts';
import type { TurnRequest } from './requests.ts';

/** What begin_turn (and begin_regenerate) return for a conversation the caller can see. */
export interface Turn {
  conversation: ConversationRow;
  /** The user's message was stored by this call (false: a retry of a known turn). */
  inserted: boolean;
  /** The stored reply to this message, when it was answered before. */
  reply: MessageRow | null;
  /** The newest messages, newest first (this one included); empty when there is a reply. */
  recent: Array<Pick<MessageRow, 'role' | 'content_text' | 'client_msg_id'>>;
  /** begin_regenerate with continue_of: the text of the reply a Continue starts from. */
  partial?: string | null;
}

/** Starts a turn in one call (migration begin_turn); a conversation the caller cannot see is 404. */
export async function beginTurn(
  ctx: ServiceContext,
  db: SupabaseClient,
  conversationId: string,
  userMsgId: string,
  body: TurnRequest,
): Promise<Turn> {
  const { data, error } = await db.rpc('begin_turn', {
    conversation: conversationId,
    user_msg_id: userMsgId,
    input: body.text,
    history_limit: ctx.historyTurns + 1,
    parent: body.parent_id ?? null,
    edit_of: body.edit_of ?? null,
    reply_msg_id: body.response_client_msg_id ?? null,
  });
  if (error) throw dbError(error);
  if (!data) throw conversationNotFound();
  const turn = data as Turn & { error?: string };
  if (turn.error)
    throw new HttpError('not_found', 'edit_of is not a question of this conversation.', 'edit_of');
  return turn;
}

/**
 * Starts a new version of the reply to a stored question (migration begin_regenerate): the turn, or
 * the refusal's code (`not_found`, `not_last`, `busy`, `not_continuable`, or the id taken).
 */
export async function beginRegenerate(
  ctx: ServiceContext,
  db: SupabaseClient,
  conversationId: string,
  questionId: string,
  replyId: string,
  continueOf: string | undefined,
): Promise<Turn | { refused: string }> {
  const { data, error } = await db.rpc('begin_regenerate', {
    conversation: conversationId,
    question: questionId,
    reply_msg_id: replyId,
    history_limit: ctx.historyTurns + 1,
    continue_of: continueOf ?? null,
  });
  if (error) throw dbError(error);
  if (!data) throw conversationNotFound();
  const turn = data as Turn & { error?: string };
  return turn.error ? { refused: turn.error } : turn;
}

/** What begin_regenerate's refusals mean to the client. */
export function regenerateRefusal(code: string): HttpError {
  switch (code) {
    case 'not_found':
      return new HttpError('not_found', 'No such message in this conversation.', 'client_msg_id');
    case 'not_last':
      return new HttpError('conflict', 'Only the last reply can be regenerated.', 'client_msg_id');
    case 'busy':
      return new HttpError('conflict', 'A reply to this message is being generated.', 'client_msg_id');
    case 'not_continuable':
      return new HttpError(
        'conflict',
        'Only a stopped or interrupted reply can be continued.',
        'continue_of',
      );
    default:
      return new HttpError('conflict', 'This id belongs to another message.', 'response_client_msg_id');
  }
}

/** A message and the path leading to it, newest first, as begin_turn returns it. */
export async function ancestry(
  ctx: ServiceContext,
  db: SupabaseClient,
  conversationId: string,
  messageId: string,
): Promise<Turn['recent']> {
  const { data, error } = await db.rpc('message_ancestry', {
    conversation: conversationId,
    from_msg: messageId,
    max_count: ctx.historyTurns + 1,
  });
  if (error) throw dbError(error);
  return (data ?? []) as Turn['recent'];
}

/** The turns the assistant sees: the newest `historyTurns` before this one, oldest first. */
export function historyOf(ctx: ServiceContext, recent: Turn['recent'], currentMsgId: string): HistoryTurn[] {
  return recent
    .filter((m) => m.client_msg_id !== currentMsgId)
    .slice(0, ctx.historyTurns)
    .reverse()
    .map((m) => ({ role: m.role === 'user' ? 'user' : 'assistant', text: m.content_text }));
}

export async function storeReply(
  ctx: ServiceContext,
  conversation: ConversationRow,
  userMsgId: string,
  replyMsgId: string,
  outcome: GenerationOutcome,
): Promise<void> {
  // A failed generation stores nothing: the user's message stays, and a retry generates again.
  if (outcome.kind === 'failed') return dropProgress(ctx, conversation.id, userMsgId);
  const summary = summarizeTraces(outcome.traces);
  // One call: the reply stored (never changed once stored) and its progress row dropped together.
  const { error } = await ctx.serviceClient.rpc('store_reply', {
    conversation: conversation.id,
    owner: conversation.user_id,
    user_msg_id: userMsgId,
    reply_msg_id: replyMsgId,
    reply_status: outcome.kind,
    reply_text: summary.content_text,
    reply_json: summary.content_json,
    reply_trace_types: summary.trace_types,
  });
  if (error) throw new Error(`${error.code ?? ''} ${error.message}`);
}

/** Keeps the reply so far, so that a crash leaves it behind (marked interrupted), not nothing. */
export async function saveProgress(
  ctx: ServiceContext,
  conversation: ConversationRow,
  userMsgId: string,
  replyMsgId: string,
  traces: readonly Trace[],
): Promise<void> {
  const { error } = await ctx.serviceClient.from('reply_progress').upsert(
    {
      conversation_id: conversation.id,
      in_reply_to: userMsgId,
      reply_client_msg_id: replyMsgId,
      user_id: conversation.user_id,
      ...summarizeTraces([...traces]),
    },
    { onConflict: 'conversation_id,in_reply_to' },
  );
  if (error) throw new Error(`${error.code ?? ''} ${error.message}`);
}

async function dropProgress(ctx: ServiceContext, conversationId: string, userMsgId: string): Promise<void> {
  const { error } = await ctx.serviceClient
    .from('reply_progress')
    .delete()
    .eq('conversation_id', conversationId)
    .eq('in_reply_to', userMsgId);
  if (error) console.error('removing reply progress failed', error);
}

export async function removeReply(ctx: ServiceContext, reply: MessageRow): Promise<void> {
  const { error } = await ctx.serviceClient.from('messages').delete().eq('id', reply.id);
  if (error) throw dbError(error);
}

/** Marks replies whose generation died (no progress saved for a while) as interrupted. */
export async function interruptStaleReplies(ctx: ServiceContext): Promise<number> {
  const { data, error } = await ctx.serviceClient.rpc('interrupt_stale_replies', {
    stale_after: `${ctx.staleProgressSeconds} seconds`,
  });
  if (error) console.error('marking interrupted replies failed', error);
  return typeof data === 'number' ? data : 0;
}

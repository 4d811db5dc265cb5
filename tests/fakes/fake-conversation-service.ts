// Test support (not used by the app): an in-memory conversation service with the semantics of
// supabase/functions/_shared/conversation-service.ts that the sync engine relies on — client-chosen
// ids, idempotent create, tombstones and a delta cursor, backward message pages, replayed replies for a
// retried client_msg_id, versions (regenerate, edit, the chosen version) — plus hooks to fail, delay or cut calls. The contract suite checks the engine
// against the real service; this one makes unit tests fast and deterministic.

import type { FeedbackInput, FeedbackPage, FeedbackRow } from '../../supabase/functions/_shared/feedback.ts';
import { normalizeNote } from '../../supabase/functions/_shared/feedback.ts';
import {
  checkAssumptions,
  type Assumptions,
  type AssumptionsRow,
} from '../../supabase/functions/_shared/assumptions.ts';
import type {
  AssistantInfo,
  ConversationRow,
  MessageRow,
  ReplySummary,
  Trace,
} from '../../supabase/functions/_shared/protocol.ts';
import type { ScenarioInput, ScenarioPage, ScenarioRow } from '../../supabase/functions/_shared/scenario.ts';
import { ServiceError } from '../../src/lib/errors.ts';
import type { ConversationMarks } from '../../src/db/app-db.ts';
import {
  StreamInterruptedError,
  type ConversationApi,
  type InteractBody,
  type DeltaPage,
  type InteractStreamResult,
  type MessagePage,
} from '../../src/sync/conversation-api.ts';

/** Rejects when the signal aborts (as fetch does); never settles otherwise. */
function aborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    if (!signal) return;
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** A generated reply's traces: one completion, a word at a time. */
function completionTraces(words: readonly string[]): Trace[] {
  return [
    { type: 'completion', payload: { state: 'start' } },
    ...words.map((w, i): Trace => ({
      type: 'completion',
      payload: { state: 'content', content: i ? ` ${w}` : w },
    })),
    { type: 'completion', payload: { state: 'end' } },
  ];
}

/** A stored reply replayed as the stream's summary. */
function summaryOfRow(row: MessageRow): ReplySummary {
  return {
    content_text: row.content_text,
    content_json: row.content_json ?? [],
    trace_types: row.trace_types ?? [],
  };
}

export type FakeOperation =
  | 'create'
  | 'rename'
  | 'update'
  | 'delete'
  | 'listSince'
  | 'messages'
  | 'interactStream'
  | 'followStream'
  | 'stop'
  | 'select'
  | 'putFeedback'
  | 'feedbackSince'
  | 'putScenario'
  | 'deleteScenario'
  | 'scenariosSince'
  | 'getAssumptions'
  | 'putAssumptions'
  | 'clearAssumptions';

export interface FakeCall {
  op: FakeOperation;
  conversationId?: string;
  clientMsgId?: string;
}

export class FakeConversationService implements ConversationApi {
  readonly conversations = new Map<string, ConversationRow>();
  readonly messageRows: MessageRow[] = [];
  /** Feedback rows by reply client_msg_id (one user). */
  readonly feedbackRows = new Map<string, FeedbackRow>();
  /** Scenario rows (tombstones included) by id. */
  readonly scenarioRows = new Map<string, ScenarioRow>();
  /** The user's profile of assumptions, as the service stores it (null: none). */
  assumptionsRow: AssumptionsRow | null = null;
  readonly calls: FakeCall[] = [];
  /** Runs before every call; throw to fail it (after it was logged). */
  beforeCall: ((call: FakeCall) => void | Promise<void>) | null = null;
  /** Called between the traces of a generated reply (e.g. to yield or to cut the stream). */
  betweenTraces: ((index: number, call: FakeCall) => void | Promise<void>) | null = null;
  deltaPageSize = 500;
  /** Replies end cut short, as the server does when a model stalls past its timeout. */
  cutRepliesShort = false;
  userId = 'user-1';
  #tick = Date.parse('2026-01-01T00:00:00Z');

  #now(): string {
    this.#tick += 1;
    return new Date(this.#tick).toISOString().replace('Z', '+00:00');
  }

  async #enter(call: FakeCall): Promise<void> {
    this.calls.push(call);
    await this.beforeCall?.(call);
  }

  /** Adds a conversation as if created on another device. */
  seedConversation(title: string, id: string = crypto.randomUUID()): ConversationRow {
    const at = this.#now();
    const row: ConversationRow = {
      id,
      user_id: this.userId,
      title,
      created_at: at,
      last_activity_at: at,
      updated_at: at,
      deleted_at: null,
    };
    this.conversations.set(id, row);
    return row;
  }

  /** Adds a message as if sent from another device. */
  seedMessage(
    conversationId: string,
    role: 'user' | 'assistant',
    text: string,
    inReplyTo: string | null = null,
  ): MessageRow {
    return this.#insertMessage(conversationId, crypto.randomUUID(), role, text, inReplyTo);
  }

  tombstone(id: string): void {
    const row = this.conversations.get(id);
    if (!row) return;
    const at = this.#now();
    this.conversations.set(id, { ...row, deleted_at: at, updated_at: at });
    for (let i = this.messageRows.length - 1; i >= 0; i--)
      if (this.messageRows[i]!.conversation_id === id) this.messageRows.splice(i, 1);
    for (const [key, scenario] of this.scenarioRows)
      if (scenario.conversation_id === id) this.scenarioRows.delete(key);
  }

  messagesOf(conversationId: string): MessageRow[] {
    return this.messageRows.filter((m) => m.conversation_id === conversationId);
  }

  #insertMessage(
    conversationId: string,
    clientMsgId: string,
    role: 'user' | 'assistant',
    text: string,
    inReplyTo: string | null,
    parentId: string | null = inReplyTo,
  ): MessageRow {
    const at = this.#now();
    const row: MessageRow = {
      id: crypto.randomUUID(),
      conversation_id: conversationId,
      user_id: this.userId,
      client_msg_id: clientMsgId,
      role,
      content_text: text,
      content_json: [{ type: 'text', text }],
      trace_types: role === 'assistant' ? ['completion'] : [],
      in_reply_to: inReplyTo,
      parent_id: role === 'assistant' ? inReplyTo : parentId,
      status: 'complete',
      created_at: at,
      updated_at: at,
    };
    this.messageRows.push(row);
    const conversation = this.conversations.get(conversationId)!;
    this.conversations.set(conversationId, { ...conversation, last_activity_at: at, updated_at: at });
    return row;
  }

  #live(
    id: string,
    op: 'streamMessage' | 'loadMessages' | 'deleteConversation' | 'renameConversation' | 'updateConversation',
  ): ConversationRow {
    const row = this.conversations.get(id);
    if (row && !row.deleted_at) return row;
    throw new ServiceError(op, 404, '{"error":"Conversation not found."}');
  }

  async getOrCreate(): Promise<ConversationRow> {
    return (
      [...this.conversations.values()].find((c) => !c.deleted_at) ?? this.seedConversation('My First Chat')
    );
  }

  async get(id: string): Promise<ConversationRow | null> {
    const row = this.conversations.get(id);
    return row && !row.deleted_at ? row : null;
  }

  async create(input: { title: string; id?: string }): Promise<ConversationRow> {
    await this.#enter({ op: 'create', conversationId: input.id });
    const id = input.id ?? crypto.randomUUID();
    const existing = this.conversations.get(id);
    if (existing) {
      if (existing.deleted_at)
        throw new ServiceError('createConversation', 409, '{"error":"This conversation was deleted."}');
      return existing;
    }
    return this.seedConversation(input.title.trim(), id);
  }

  async list(): Promise<ConversationRow[]> {
    return [...this.conversations.values()].filter((c) => !c.deleted_at);
  }

  async listSince(cursor: string): Promise<DeltaPage> {
    await this.#enter({ op: 'listSince' });
    const key = (c: ConversationRow) => `${c.updated_at}|${c.id}`;
    const rows = [...this.conversations.values()]
      .filter((c) => !cursor || key(c) > cursor)
      .sort((a, b) => (key(a) < key(b) ? -1 : 1))
      .slice(0, this.deltaPageSize);
    const last = rows.at(-1);
    return {
      conversations: rows,
      next_cursor: last ? key(last) : cursor,
      has_more: rows.length === this.deltaPageSize,
    };
  }

  async messages(id: string, options: { limit?: number; before?: string } = {}): Promise<MessagePage> {
    await this.#enter({ op: 'messages', conversationId: id });
    this.#live(id, 'loadMessages');
    const limit = options.limit ?? 50;
    let rows = this.messagesOf(id);
    if (options.before) {
      const anchor = rows.find((m) => m.id === options.before);
      if (!anchor)
        throw new ServiceError('loadMessages', 400, '{"error":"before must be the id of a message"}');
      rows = rows.filter((m) => m.created_at < anchor.created_at);
    }
    const page = rows.slice(-limit);
    return { messages: page, has_more: rows.length > limit };
  }

  /** The built-in analyst's answer: deterministic, no Continue. */
  async assistant(): Promise<AssistantInfo> {
    return { deterministic: true, continues: false };
  }

  async interactStream(
    id: string,
    body: InteractBody,
    handlers: Parameters<ConversationApi['interactStream']>[2] = {},
  ): Promise<InteractStreamResult> {
    const call: FakeCall = { op: 'interactStream', conversationId: id, clientMsgId: body.client_msg_id };
    await this.#enter(call);
    handlers.signal?.throwIfAborted();
    this.#live(id, 'streamMessage');
    const userMsgId = body.client_msg_id ?? crypto.randomUUID();
    const result: InteractStreamResult = {
      traces: [],
      summary: null,
      assistantClientMsgId: null,
      error: null,
    };
    const ofConversation = this.messagesOf(id);
    const stored = body.regenerate
      ? ofConversation.find((m) => m.client_msg_id === body.response_client_msg_id)
      : ofConversation.find((m) => m.in_reply_to === userMsgId);
    if (stored) {
      result.assistantClientMsgId = stored.client_msg_id;
      handlers.onMetadata?.({ assistant_client_msg_id: stored.client_msg_id, user_client_msg_id: userMsgId });
      result.summary = summaryOfRow(stored);
      handlers.onSummary?.(result.summary);
      handlers.onDone?.();
      return result;
    }
    const question = ofConversation.find((m) => m.client_msg_id === userMsgId);
    const replyId = body.response_client_msg_id ?? crypto.randomUUID();
    if (body.regenerate) {
      if (!question) throw new ServiceError('streamMessage', 404, '{"error":"No such message."}');
      this.#choose(id, userMsgId, replyId);
    } else if (!question) {
      const edited = body.edit_of ? ofConversation.find((m) => m.client_msg_id === body.edit_of) : undefined;
      const parent = edited
        ? (edited.parent_id ?? null)
        : ofConversation.some((m) => m.client_msg_id === body.parent_id)
          ? body.parent_id!
          : (ofConversation.at(-1)?.client_msg_id ?? null);
      // A send carries its text (the service answers 400 without it).
      this.#insertMessage(id, userMsgId, 'user', body.text ?? '', null, parent);
      if (edited) this.#choose(id, parent ?? '', userMsgId);
    }
    result.assistantClientMsgId = replyId;
    handlers.onMetadata?.({ assistant_client_msg_id: replyId, user_client_msg_id: userMsgId });
    const words = `Reply to: ${body.regenerate ? question!.content_text : body.text}`.split(' ');
    const traces = completionTraces(words);
    let cut: unknown = null;
    for (const [index, trace] of traces.entries()) {
      if (cut === null) {
        try {
          await Promise.race([this.betweenTraces?.(index, call), aborted(handlers.signal)]);
          handlers.signal?.throwIfAborted();
        } catch (error) {
          // The client went away; the server still finishes the reply (architecture §4).
          cut = error;
        }
      }
      if (cut === null) {
        result.traces.push(trace);
        handlers.onTrace?.(trace);
      }
    }
    const text = words.join(' ');
    this.#insertMessage(id, replyId, 'assistant', text, userMsgId);
    if (cut !== null) {
      if (handlers.signal?.aborted) throw handlers.signal.reason;
      throw cut instanceof StreamInterruptedError
        ? cut
        : new StreamInterruptedError(undefined, { cause: cut });
    }
    result.summary = {
      content_text: text,
      content_json: [{ type: 'text', text }],
      trace_types: ['completion'],
      ...(this.cutRepliesShort ? { interrupted: true } : {}),
    };
    handlers.onSummary?.(result.summary);
    handlers.onDone?.();
    return result;
  }

  /**
   * Replies still generating (started by another device), by question id: a follow streams their
   * traces (with `betweenTraces` between them), then the reply is stored, as the server does.
   */
  readonly generating = new Map<string, { replyId: string; text: string }>();

  async followStream(
    id: string,
    clientMsgId: string,
    handlers: Parameters<ConversationApi['followStream']>[2] = {},
  ): Promise<InteractStreamResult> {
    const call: FakeCall = { op: 'followStream', conversationId: id, clientMsgId };
    await this.#enter(call);
    handlers.signal?.throwIfAborted();
    this.#live(id, 'streamMessage');
    const result: InteractStreamResult = {
      traces: [],
      summary: null,
      assistantClientMsgId: null,
      error: null,
    };
    const ofConversation = this.messagesOf(id);
    const stored = ofConversation.find((m) => m.in_reply_to === clientMsgId);
    const running = this.generating.get(clientMsgId);
    if (!stored && !running) {
      if (!ofConversation.some((m) => m.client_msg_id === clientMsgId))
        throw new ServiceError('streamMessage', 404, '{"code":"not_found"}');
      throw new ServiceError('streamMessage', 404, '{"code":"no_reply"}');
    }
    const replyId = stored?.client_msg_id ?? running!.replyId;
    result.assistantClientMsgId = replyId;
    handlers.onMetadata?.({ assistant_client_msg_id: replyId, user_client_msg_id: clientMsgId });
    if (running && !stored) {
      for (const [index, trace] of completionTraces(running.text.split(' ')).entries()) {
        await Promise.race([this.betweenTraces?.(index, call), aborted(handlers.signal)]);
        result.traces.push(trace);
        handlers.onTrace?.(trace);
      }
      this.generating.delete(clientMsgId);
      this.#insertMessage(id, replyId, 'assistant', running.text, clientMsgId);
    }
    result.summary = summaryOfRow(this.messagesOf(id).find((m) => m.client_msg_id === replyId)!);
    handlers.onSummary?.(result.summary);
    handlers.onDone?.();
    return result;
  }

  async stop(id: string): Promise<{ stopped: boolean }> {
    await this.#enter({ op: 'stop', conversationId: id });
    return { stopped: false };
  }

  async rename(id: string, title: string): Promise<ConversationRow> {
    await this.#enter({ op: 'rename', conversationId: id });
    const row = this.#live(id, 'renameConversation');
    const renamed = { ...row, title: title.trim(), updated_at: this.#now() };
    this.conversations.set(id, renamed);
    return renamed;
  }

  #choose(id: string, parentKey: string, childId: string): ConversationRow {
    const row = this.conversations.get(id)!;
    const chosen = {
      ...row,
      selections: { ...row.selections, [parentKey]: childId },
      updated_at: this.#now(),
    };
    this.conversations.set(id, chosen);
    return chosen;
  }

  async selectVersion(id: string, choice: { parent_id: string; child_id: string }): Promise<ConversationRow> {
    await this.#enter({ op: 'select', conversationId: id, clientMsgId: choice.child_id });
    this.#live(id, 'renameConversation');
    return this.#choose(id, choice.parent_id, choice.child_id);
  }

  async update(id: string, marks: ConversationMarks): Promise<ConversationRow> {
    await this.#enter({ op: 'update', conversationId: id });
    const row = this.#live(id, 'updateConversation');
    const at = this.#now();
    const updated = { ...row, updated_at: at };
    if (marks.pinned !== undefined) updated.pinned_at = marks.pinned ? at : null;
    if (marks.archived !== undefined) updated.archived_at = marks.archived ? at : null;
    this.conversations.set(id, updated);
    return updated;
  }

  async delete(id: string): Promise<void> {
    await this.#enter({ op: 'delete', conversationId: id });
    const row = this.conversations.get(id);
    if (!row) throw new ServiceError('deleteConversation', 404, '{"error":"Conversation not found."}');
    if (!row.deleted_at) this.tombstone(id);
  }

  async putFeedback(conversationId: string, messageId: string, input: FeedbackInput): Promise<FeedbackRow> {
    await this.#enter({ op: 'putFeedback', conversationId, clientMsgId: messageId });
    const reply = this.messageRows.find(
      (m) => m.conversation_id === conversationId && m.client_msg_id === messageId && m.role === 'assistant',
    );
    if (!reply)
      throw new ServiceError('saveFeedback', 404, '{"error":"No such reply in this conversation."}');
    const at = this.#now();
    const row: FeedbackRow = {
      conversation_id: conversationId,
      message_client_msg_id: messageId,
      user_id: this.userId,
      rating: input.rating,
      note: input.rating === null ? null : normalizeNote(input.note),
      created_at: this.feedbackRows.get(messageId)?.created_at ?? at,
      updated_at: at,
    };
    this.feedbackRows.set(messageId, row);
    return row;
  }

  async feedbackSince(cursor: string): Promise<FeedbackPage> {
    await this.#enter({ op: 'feedbackSince' });
    const rows = [...this.feedbackRows.values()]
      .filter((row) => cursor === '' || row.updated_at >= cursor)
      .sort((a, b) => a.updated_at.localeCompare(b.updated_at));
    return { feedback: rows, next_cursor: rows.at(-1)?.updated_at ?? cursor, has_more: false };
  }

  async putScenario(conversationId: string, scenarioId: string, input: ScenarioInput): Promise<ScenarioRow> {
    await this.#enter({ op: 'putScenario', conversationId, clientMsgId: scenarioId });
    const existing = this.scenarioRows.get(scenarioId);
    if (!this.conversations.get(conversationId) || this.conversations.get(conversationId)?.deleted_at)
      throw new ServiceError('saveScenario', 404, '{"error":"Conversation not found."}');
    if (existing && (existing.deleted_at || existing.conversation_id !== conversationId))
      throw new ServiceError('saveScenario', 404, '{"error":"No such scenario in this conversation."}');
    const at = this.#now();
    const row: ScenarioRow = {
      id: scenarioId,
      conversation_id: conversationId,
      user_id: this.userId,
      message_client_msg_id: existing ? existing.message_client_msg_id : input.message_id,
      name: input.name.trim(),
      calculation: input.calculation,
      created_at: existing?.created_at ?? at,
      updated_at: at,
      deleted_at: null,
    };
    this.scenarioRows.set(scenarioId, row);
    return row;
  }

  async deleteScenario(conversationId: string, scenarioId: string): Promise<void> {
    await this.#enter({ op: 'deleteScenario', conversationId, clientMsgId: scenarioId });
    const existing = this.scenarioRows.get(scenarioId);
    if (!existing || existing.conversation_id !== conversationId)
      throw new ServiceError('deleteScenario', 404, '{"error":"No such scenario in this conversation."}');
    if (existing.deleted_at) return;
    const at = this.#now();
    this.scenarioRows.set(scenarioId, {
      ...existing,
      name: null,
      calculation: null,
      updated_at: at,
      deleted_at: at,
    });
  }

  async scenariosSince(cursor: string): Promise<ScenarioPage> {
    await this.#enter({ op: 'scenariosSince' });
    const rows = [...this.scenarioRows.values()]
      .filter((row) => cursor === '' || row.updated_at >= cursor)
      .sort((a, b) => a.updated_at.localeCompare(b.updated_at));
    return { scenarios: rows, next_cursor: rows.at(-1)?.updated_at ?? cursor, has_more: false };
  }

  async getAssumptions(): Promise<AssumptionsRow | null> {
    await this.#enter({ op: 'getAssumptions' });
    return this.assumptionsRow;
  }

  async putAssumptions(assumptions: Assumptions): Promise<AssumptionsRow> {
    await this.#enter({ op: 'putAssumptions' });
    const checked = checkAssumptions(assumptions);
    if (!checked.ok)
      throw new ServiceError(
        'saveAssumptions',
        400,
        JSON.stringify({ error: Object.values(checked.errors)[0] }),
      );
    const at = this.#now();
    this.assumptionsRow = {
      user_id: this.userId,
      ...checked.value,
      created_at: this.assumptionsRow?.created_at ?? at,
      updated_at: at,
    };
    return this.assumptionsRow;
  }

  async clearAssumptions(): Promise<void> {
    await this.#enter({ op: 'clearAssumptions' });
    this.assumptionsRow = null;
  }
}

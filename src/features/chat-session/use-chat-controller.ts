// Everything the chat screen shows and does, for one chat session. It READS through Dexie live queries
// (conversations, the active conversation's messages) and the engine's overlay of the reply streaming
// now (sync rule S9), plus the machines' own state (which conversation is active, whether a send may
// start, what is being created); it DRIVES every change through the chat machine, whose actors are the
// local database and the sync engine (chat-actors.ts). The engine owns a send from its write to its
// stored reply; Retry queues a failed send again (`engine.retrySend`).
//
// Two hooks, so a streaming reply re-renders only the message pane: `useChatController` (the screen:
// list, active conversation, composer state; it changes when a stream starts or ends, not per frame)
// and `useConversationMessages` (the pane's bubbles, at most once per frame while a reply streams).
import { useActorRef, useSelector } from '@xstate/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { FeedbackRating } from '../../../supabase/functions/_shared/feedback.ts';
import type {
  ConversationMarks,
  ConversationRecord,
  FeedbackRecord,
  MessageRecord,
} from '../../db/app-db.ts';
import { liveConversations, liveFeedback, liveMessages } from '../../db/live-queries.ts';
import type { StorageStatus } from '../../db/storage-status.ts';
import { provideChatActors, type ChatActorRef } from '../../machines/chat-machine.ts';
import { messageViews, type ChatMessageView } from '../chat/chat-message.ts';
import { createChatActors, toConversation } from './chat-actors.ts';
import type { ChatSession } from './chat-session-context.ts';

const NO_RECORDS: readonly MessageRecord[] = [];
const NO_FEEDBACK: readonly FeedbackRecord[] = [];

export type ChatPhase = 'loading' | 'signedOut' | 'ready';
export type ListActivity = 'idle' | 'creating' | 'deleting' | 'renaming';

export interface ChatController {
  session: ChatSession;
  chat: ChatActorRef;
  phase: ChatPhase;
  /** Undefined until the first read. */
  conversations: ConversationRecord[] | undefined;
  activeId: string | null;
  activeConversation: ConversationRecord | undefined;
  /** A reply streams in the active conversation (Stop is offered). */
  streaming: boolean;
  /** A new send would be accepted (spec §5: disabled while a request runs). */
  canSend: boolean;
  listActivity: ListActivity;
  online: boolean;
  storage: StorageStatus;
  select(conversationId: string): void;
  create(title: string): void;
  rename(conversationId: string, title: string): void;
  remove(conversationId: string): void;
  /**
   * Pin/unpin, archive/unarchive (issue 13). Straight to the engine's local-first write: it changes
   * no selection and has no busy state, so there is nothing for the machines to decide.
   */
  mark(conversationId: string, marks: ConversationMarks): void;
  send(text: string): void;
  stop(): void;
  /** Calls back each time a conversation was created (to close the dialog). */
  onCreated(listener: (conversationId: string) => void): () => void;
  /** Calls back with the text of a send that could not be stored (it goes back into the composer). */
  onRestored(listener: (text: string) => void): () => void;
}

export function useChatController(session: ChatSession): ChatController {
  const { db, engine, userId } = session;
  const [logic] = useState(() => provideChatActors(createChatActors({ userId, db, engine })));
  const chat = useActorRef(logic, { input: {} });

  const phase = useSelector(chat, (s): ChatPhase =>
    s.matches('starting') ? 'loading' : s.matches('signedOut') ? 'signedOut' : 'ready',
  );
  const listRef = useSelector(chat, (s) => s.children.conversationList);
  const switchRef = useSelector(chat, (s) => s.children.conversationSwitch);
  const sendRef = useSelector(chat, (s) => s.children.sendMessage);

  const switchedId = useSelector(switchRef, (s) => s?.context.conversationId ?? null);
  // While the machines start, the conversation the warm start read is the one on screen (start-up
  // chooses it the same way: the stored one if listed, else the newest).
  const activeId = switchedId ?? (phase === 'loading' ? (session.snapshot?.activeId ?? null) : null);
  const listActivity = useSelector(listRef, (s) => (s ? (s.value as ListActivity) : 'idle'));
  const machineCanSend = useSelector(sendRef, (s) => s?.can({ type: 'message.send', text: '.' }) ?? false);

  const conversations = useLiveQuery(liveConversations(db), [db], session.snapshot?.conversations);
  const replyStreaming = useSyncExternalStore(
    engine.replies.subscribe,
    useCallback(() => (activeId ? engine.replies.isStreaming(activeId) : false), [engine, activeId]),
  );
  const online = useSyncExternalStore(engine.subscribeStatus, () => engine.getStatus().online);
  const storage = useSyncExternalStore(db.storageStatus.subscribe, db.storageStatus.getSnapshot);

  // The list machine follows the stored list (other tabs, pulls, realtime, and its own writes).
  const ready = phase === 'ready';
  useEffect(() => {
    if (ready && conversations) {
      chat.send({ type: 'conversations.synced', conversations: conversations.map(toConversation) });
    }
  }, [chat, ready, conversations]);

  const activeConversation = useMemo(
    () => (activeId ? conversations?.find((c) => c.id === activeId) : undefined),
    [conversations, activeId],
  );

  const actions = useMemo(
    () => ({
      select: (conversationId: string) => chat.send({ type: 'conversation.selected', conversationId }),
      create: (title: string) => chat.send({ type: 'conversation.create', title }),
      rename: (conversationId: string, title: string) =>
        chat.send({ type: 'conversation.rename', conversationId, title }),
      remove: (conversationId: string) => chat.send({ type: 'conversation.delete', conversationId }),
      mark: (conversationId: string, marks: ConversationMarks) => {
        engine.updateConversationMarks(conversationId, marks).catch((error: unknown) => {
          // Storage trouble shows in the storage banner; the list simply keeps its old marks.
          console.error('Marking the conversation failed', error);
        });
      },
      send: (text: string) => chat.send({ type: 'message.send', text }),
      stop: () => chat.send({ type: 'reply.stop' }),
      onCreated: (listener: (conversationId: string) => void) => {
        if (!listRef) return () => {};
        const subscription = listRef.on('conversation.created', (event) => listener(event.conversation.id));
        return () => subscription.unsubscribe();
      },
      onRestored: (listener: (text: string) => void) => {
        if (!sendRef) return () => {};
        const subscription = sendRef.on('input.restored', (event) => listener(event.text));
        return () => subscription.unsubscribe();
      },
    }),
    [chat, engine, listRef, sendRef],
  );

  return {
    session,
    chat,
    phase,
    conversations,
    activeId,
    activeConversation,
    streaming: replyStreaming,
    canSend: machineCanSend && !replyStreaming,
    listActivity,
    online,
    storage,
    ...actions,
  };
}

export interface ConversationMessages {
  messages: ChatMessageView[];
  /** Retry a failed message: queue its send again (same ids). */
  retry(messageId: string): void;
  /** Rate a finished reply: stored here at once, delivered through the outbox (issue 13). */
  rate(messageId: string, rating: FeedbackRating, note?: string | null): void;
  /** Versions and branches (docs/conversation-service.md): each writes to Dexie and the outbox. */
  regenerate(replyId: string): void;
  continueReply(replyId: string): void;
  edit(questionId: string, text: string): void;
  selectVersion(parentKey: string, childId: string): void;
}

const NO_SELECTIONS: Readonly<Record<string, string>> = {};

/** The active conversation's bubbles: Dexie plus the engine's overlay, nothing else. */
export function useConversationMessages(controller: ChatController): ConversationMessages {
  const { session, activeId, online } = controller;
  const { db, engine } = session;

  const snapshot = session.snapshot;
  const stored = useLiveQuery(
    async () => ({
      conversationId: activeId,
      messages: activeId ? await liveMessages(db, activeId)() : NO_RECORDS,
      selections: (activeId && (await db.conversations.get(activeId))?.selections) || NO_SELECTIONS,
    }),
    [db, activeId],
    // The warm start's read, until the live query's first result: no empty frame in between.
    snapshot?.activeId
      ? {
          conversationId: snapshot.activeId,
          messages: snapshot.messages,
          selections:
            snapshot.conversations.find((c) => c.id === snapshot.activeId)?.selections ?? NO_SELECTIONS,
        }
      : undefined,
  );
  // A result of the previous conversation is never shown under the new one.
  const current = stored?.conversationId === activeId ? stored : undefined;
  const records = current?.messages ?? NO_RECORDS;
  const selections = current?.selections ?? NO_SELECTIONS;
  const overlay = useSyncExternalStore(
    engine.replies.subscribe,
    useCallback(() => (activeId ? engine.replies.get(activeId) : undefined), [engine, activeId]),
  );
  const feedback = useLiveQuery(
    async () => ({
      conversationId: activeId,
      records: activeId ? await liveFeedback(db, activeId)() : NO_FEEDBACK,
    }),
    [db, activeId],
  );
  const ratings = feedback?.conversationId === activeId ? feedback.records : NO_FEEDBACK;
  const messages = useMemo(() => {
    const views = messageViews(records, overlay, online, selections);
    if (ratings.length === 0) return views;
    const byMessage = new Map(ratings.map((f) => [f.message_id, f.rating]));
    return views.map((view) => (byMessage.has(view.id) ? { ...view, rating: byMessage.get(view.id) } : view));
  }, [records, overlay, online, selections, ratings]);

  const retry = useCallback(
    (messageId: string) => {
      void (async () => {
        const record = await db.messages.get(messageId);
        if (record?.role === 'user') await engine.retrySend(record.id);
        else if (record) await engine.retryReply(record.id);
      })().catch((error: unknown) => console.error('Retrying the message failed', error));
    },
    [db, engine],
  );

  const rate = useCallback(
    (messageId: string, rating: FeedbackRating, note?: string | null) => {
      engine
        .rateReply(messageId, rating, note)
        .catch((error: unknown) => console.error('Rating the reply failed', error));
    },
    [engine],
  );

  const regenerateFrom = useCallback(
    (replyId: string, continueOf: boolean) => {
      void (async () => {
        const reply = await db.messages.get(replyId);
        if (!reply?.in_reply_to) return;
        await engine.regenerate(reply.conversation_id, reply.in_reply_to, {
          ...(continueOf ? { continueOf: reply.id } : {}),
        });
      })().catch((error: unknown) => console.error('Regenerating the reply failed', error));
    },
    [db, engine],
  );
  const regenerate = useCallback((replyId: string) => regenerateFrom(replyId, false), [regenerateFrom]);
  const continueReply = useCallback((replyId: string) => regenerateFrom(replyId, true), [regenerateFrom]);

  const edit = useCallback(
    (questionId: string, text: string) => {
      if (!activeId) return;
      engine
        .editAndResend(activeId, questionId, text)
        .catch((error: unknown) => console.error('Sending the edited message failed', error));
    },
    [engine, activeId],
  );

  const selectVersion = useCallback(
    (parentKey: string, childId: string) => {
      if (!activeId) return;
      engine
        .selectVersion(activeId, parentKey, childId)
        .catch((error: unknown) => console.error('Choosing the version failed', error));
    },
    [engine, activeId],
  );

  return { messages, retry, rate, regenerate, continueReply, edit, selectVersion };
}

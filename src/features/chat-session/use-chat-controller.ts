// Everything the chat screen shows and does, for one chat session. It READS through Dexie live queries
// (conversations, the active conversation's messages) and the engine's overlay of the reply streaming
// now (sync rule S9), plus the machines' own state (which conversation is active, whether Send, Stop and
// Regenerate are on: the turn machine's `can`, what is being created); it DRIVES list and selection
// changes through the chat machine and every turn (send, edit, regenerate, continue, retry, stop)
// through the turn machine, whose actors are the engine's one door for turns (chat-actors.ts).
//
// Two hooks, so a streaming reply re-renders only the message pane: `useChatController` (the screen:
// list, active conversation, composer state; it changes when a stream starts or ends, not per frame)
// and `useConversationMessages` (the pane's bubbles, at most once per frame while a reply streams).
import { useActorRef, useSelector } from '@xstate/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
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
import type { TurnActorRef } from '../../machines/turn-machine.ts';
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
  /** A reply streams in the active conversation: Stop is offered (the turn machine's `can`). */
  streaming: boolean;
  /** A new send would be accepted (spec §5: disabled while a request runs; the turn machine's `can`). */
  canSend: boolean;
  /** Regenerate, Continue and Edit are offered (the turn machine's `can`). */
  canRegenerate: boolean;
  /** The page's one door for turns; undefined until the chat is ready. */
  turn: TurnActorRef | undefined;
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
  const turn = useSelector(chat, (s) => s.children.turn);

  const switchedId = useSelector(switchRef, (s) => s?.context.conversationId ?? null);
  // While the machines start, the conversation the warm start read is the one on screen (start-up
  // chooses it the same way: the stored one if listed, else the newest).
  const activeId = switchedId ?? (phase === 'loading' ? (session.snapshot?.activeId ?? null) : null);
  const listActivity = useSelector(listRef, (s) => (s ? (s.value as ListActivity) : 'idle'));
  const canSend = useSelector(turn, (s) => s?.can({ type: 'message.send', text: '.' }) ?? false);
  const streaming = useSelector(turn, (s) => s?.can({ type: 'reply.stop' }) ?? false);
  const canRegenerate = useSelector(turn, (s) => s?.can({ type: 'reply.regenerate', replyId: '' }) ?? false);
  // A send refused by the machine (it raced a reply that just started) goes back into the composer.
  const restoreListeners = useRef(new Set<(text: string) => void>());

  const conversations = useLiveQuery(liveConversations(db), [db], session.snapshot?.conversations);
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
      send: (text: string) => {
        const event = { type: 'message.send', text } as const;
        if (turn?.getSnapshot().can(event)) turn.send(event);
        else for (const listener of restoreListeners.current) listener(text);
      },
      stop: () => turn?.send({ type: 'reply.stop' }),
      onCreated: (listener: (conversationId: string) => void) => {
        if (!listRef) return () => {};
        const subscription = listRef.on('conversation.created', (event) => listener(event.conversation.id));
        return () => subscription.unsubscribe();
      },
      onRestored: (listener: (text: string) => void) => {
        const listeners = restoreListeners.current;
        listeners.add(listener);
        const subscription = turn?.on('input.restored', (event) => listener(event.text));
        return () => {
          listeners.delete(listener);
          subscription?.unsubscribe();
        };
      },
    }),
    [chat, engine, listRef, turn],
  );

  return {
    session,
    chat,
    phase,
    conversations,
    activeId,
    activeConversation,
    streaming,
    canSend,
    canRegenerate,
    turn,
    listActivity,
    online,
    storage,
    ...actions,
  };
}

export interface ConversationMessages {
  messages: ChatMessageView[];
  /** The last question, when the server says nothing is answering it ("No reply — Retry", S21). */
  unansweredQuestionId: string | null;
  /** Retry a failed message or an unanswered question: its send again (same ids). */
  retry(messageId: string): void;
  /** Rate a finished reply: stored here at once, delivered through the outbox (issue 13). */
  rate(messageId: string, rating: FeedbackRating, note?: string | null): void;
  /** Versions and branches (docs/conversation-service.md): turns go through the turn machine. */
  regenerate(replyId: string): void;
  continueReply(replyId: string): void;
  edit(questionId: string, text: string): void;
  selectVersion(parentKey: string, childId: string): void;
}

const NO_SELECTIONS: Readonly<Record<string, string>> = {};

/** The active conversation's bubbles: Dexie plus the engine's overlay, nothing else. */
export function useConversationMessages(controller: ChatController): ConversationMessages {
  const { session, activeId, online, turn } = controller;
  const { db, engine } = session;

  const snapshot = session.snapshot;
  const stored = useLiveQuery(
    async () => {
      // Both reads asked at once: the pane waits for the database once, not twice.
      const [messages, conversation] = activeId
        ? await Promise.all([liveMessages(db, activeId)(), db.conversations.get(activeId)])
        : [NO_RECORDS, undefined];
      return { conversationId: activeId, messages, selections: conversation?.selections || NO_SELECTIONS };
    },
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
  const unanswered = useSyncExternalStore(engine.turns.subscribeUnanswered, engine.turns.getUnanswered);
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
  const last = records.at(-1);
  const unansweredQuestionId = last?.role === 'user' && unanswered.has(last.id) ? last.id : null;

  const turns = useMemo(
    () => ({
      retry: (messageId: string) => turn?.send({ type: 'message.retry', messageId }),
      regenerate: (replyId: string) => turn?.send({ type: 'reply.regenerate', replyId }),
      continueReply: (replyId: string) => turn?.send({ type: 'reply.continue', replyId }),
      edit: (questionId: string, text: string) => turn?.send({ type: 'message.edit', questionId, text }),
    }),
    [turn],
  );

  const rate = useCallback(
    (messageId: string, rating: FeedbackRating, note?: string | null) => {
      engine
        .rateReply(messageId, rating, note)
        .catch((error: unknown) => console.error('Rating the reply failed', error));
    },
    [engine],
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

  return { messages, unansweredQuestionId, ...turns, rate, selectVersion };
}

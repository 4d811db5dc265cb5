// Everything the chat screen shows and does, for one chat session. It READS through Dexie live queries
// (conversations, the active conversation's messages) and the engine's in-memory streaming snapshot,
// plus the machines' own state (which conversation is active, whether a send may start, what is being
// created); it DRIVES every change through the chat machine, whose actors are the local database and
// the sync engine (chat-actors.ts). Stop and Retry go to the engine, which owns the network: Stop asks
// the server to end the generation (the stream then ends `stopped`); Retry queues a failed send again.
//
// Two hooks, so a streaming reply re-renders only the message pane: `useChatController` (the screen:
// list, active conversation, composer state; it changes when a stream starts or ends, not per frame)
// and `useConversationMessages` (the pane's bubbles, at most once per frame while a reply streams).
import { useActorRef, useSelector } from '@xstate/react';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ConversationRecord, MessageRecord } from '../../db/app-db.ts';
import { liveConversations, liveMessages } from '../../db/live-queries.ts';
import type { StorageStatus } from '../../db/storage-status.ts';
import type { LocalMessage } from '../../machines/chat-entities.ts';
import { provideChatActors, type ChatActorRef } from '../../machines/chat-machine.ts';
import type { StreamingReply } from '../../sync/streaming-replies.ts';
import type { ChatMessageView } from '../chat/chat-message.ts';
import { createChatActors, toConversation } from './chat-actors.ts';
import type { ChatSession } from './chat-session-context.ts';
import { composeMessages, retryTarget } from './compose-messages.ts';
import { followEndedReplies } from './ended-replies.ts';
import { createHandOvers, type HandOver, type HandOvers } from './hand-overs.ts';

const NO_MESSAGES: readonly LocalMessage[] = [];
const NO_RECORDS: readonly MessageRecord[] = [];
const NO_HAND_OVERS: readonly HandOver[] = [];

/**
 * The send machine's messages as the screen needs them: a reply's text while it streams is drawn
 * from the engine (at most once per frame), so changes of it alone need no render here.
 */
export function sameLocalMessages(a: readonly LocalMessage[], b: readonly LocalMessage[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((m, i) => {
    const n = b[i]!;
    if (m === n) return true;
    if (m.id !== n.id || m.type !== n.type || m.sendState !== n.sendState) return false;
    if (m.isStreaming !== n.isStreaming) return false;
    return m.isStreaming || (m.content === n.content && m.imageUrls === n.imageUrls);
  });
}

export type ChatPhase = 'loading' | 'signedOut' | 'ready';
export type ListActivity = 'idle' | 'creating' | 'deleting' | 'renaming';

export interface ChatController {
  session: ChatSession;
  handOvers: HandOvers;
  chat: ChatActorRef;
  phase: ChatPhase;
  /** Undefined until the first read. */
  conversations: ConversationRecord[] | undefined;
  activeId: string | null;
  activeConversation: ConversationRecord | undefined;
  /** This tab's sends in the active conversation (the send machine's messages). */
  local: readonly LocalMessage[];
  /** A reply streams in the active conversation, from any source (Stop is offered). */
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
  send(text: string): void;
  stop(): void;
  /** Calls back each time a conversation was created (to close the dialog). */
  onCreated(listener: (conversationId: string) => void): () => void;
}

export function useChatController(session: ChatSession): ChatController {
  const { db, engine, userId } = session;
  const [handOvers] = useState(createHandOvers);
  const [logic] = useState(() => provideChatActors(createChatActors({ userId, db, engine, handOvers })));
  const chat = useActorRef(logic, { input: { isOnline: () => engine.getStatus().online } });

  const phase = useSelector(chat, (s): ChatPhase =>
    s.matches('starting') ? 'loading' : s.matches('signedOut') ? 'signedOut' : 'ready',
  );
  const listRef = useSelector(chat, (s) => s.children.conversationList);
  const switchRef = useSelector(chat, (s) => s.children.conversationSwitch);
  const sendRef = useSelector(chat, (s) => s.children.sendMessage);

  const activeId = useSelector(switchRef, (s) => s?.context.conversationId ?? null);
  const listActivity = useSelector(listRef, (s) => (s ? (s.value as ListActivity) : 'idle'));
  const local = useSelector(sendRef, (s) => s?.context.messages ?? NO_MESSAGES, sameLocalMessages);
  const machineCanSend = useSelector(sendRef, (s) => s?.can({ type: 'message.send', text: '.' }) ?? false);
  const machineStreaming = useSelector(sendRef, (s) => s?.context.isStreaming ?? false);

  const conversations = useLiveQuery(liveConversations(db), [db]);
  const replyStreaming = useSyncExternalStore(
    engine.streaming.subscribe,
    useCallback(() => (activeId ? engine.streaming.get(activeId) !== undefined : false), [engine, activeId]),
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
      send: (text: string) => chat.send({ type: 'message.send', text }),
      stop: () => {
        const conversationId = switchRef?.getSnapshot().context.conversationId;
        const reply = conversationId ? engine.streaming.get(conversationId) : undefined;
        if (!reply) {
          // The send has not reached the network yet: just end it here (send rule R14).
          chat.send({ type: 'stream.abort' });
          return;
        }
        engine.stopReply(reply.conversationId, reply.userMessageId).catch((error: unknown) => {
          // The server could not be asked; stop following the stream here at least (S10 keeps it).
          console.error('Stopping the reply failed', error);
          chat.send({ type: 'stream.abort' });
          engine.abortStream(reply.conversationId);
        });
      },
      onCreated: (listener: (conversationId: string) => void) => {
        if (!listRef) return () => {};
        const subscription = listRef.on('conversation.created', (event) => listener(event.conversation.id));
        return () => subscription.unsubscribe();
      },
    }),
    [chat, engine, listRef, switchRef],
  );

  return {
    session,
    handOvers,
    chat,
    phase,
    conversations,
    activeId,
    activeConversation,
    local,
    streaming: replyStreaming || machineStreaming,
    canSend: machineCanSend && !replyStreaming,
    listActivity,
    online,
    storage,
    ...actions,
  };
}

export interface ConversationMessages {
  messages: ChatMessageView[];
  /** Retry a failed message: queue its send again, or send a message that was never stored again. */
  retry(messageId: string): void;
}

/** The active conversation's bubbles (composeMessages) and Retry, for the message pane only. */
export function useConversationMessages(controller: ChatController): ConversationMessages {
  const { session, handOvers, chat, activeId, local, online } = controller;
  const { db, engine } = session;

  const stored = useLiveQuery(
    async () => ({
      conversationId: activeId,
      messages: activeId ? await liveMessages(db, activeId)() : NO_RECORDS,
    }),
    [db, activeId],
  );
  // A result of the previous conversation is never shown under the new one.
  const records = stored?.conversationId === activeId ? stored.messages : NO_RECORDS;

  const streamingReply = useSyncExternalStore(
    engine.streaming.subscribe,
    useCallback(
      (): StreamingReply | undefined => (activeId ? engine.streaming.get(activeId) : undefined),
      [engine, activeId],
    ),
  );
  const [endedReplies] = useState(() => followEndedReplies(engine.streaming));
  const endedReply = useSyncExternalStore(
    endedReplies.subscribe,
    useCallback(() => (activeId ? endedReplies.get(activeId) : undefined), [endedReplies, activeId]),
  );
  const handedOver = useSyncExternalStore(
    handOvers.subscribe,
    useCallback(() => (activeId ? handOvers.of(activeId) : NO_HAND_OVERS), [handOvers, activeId]),
  );
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());

  const messages = useMemo(
    () =>
      composeMessages({
        stored: records,
        streaming: streamingReply,
        ended: endedReply,
        handedOver,
        local,
        online,
        hidden,
      }),
    [records, streamingReply, endedReply, handedOver, local, online, hidden],
  );

  // Retry reads the latest values through a ref, so it stays the same function (the bubbles are
  // memoised on `onRetry`, and this pane renders once per frame while a reply streams).
  const latest = useRef({ records, local });
  useLayoutEffect(() => {
    latest.current = { records, local };
  });
  const retry = useCallback(
    (messageId: string) => {
      const { records: storedNow, local: sends } = latest.current;
      const target = retryTarget(messageId, storedNow, sends);
      if (!target) return;
      if (target.kind === 'outbox') {
        engine.retrySend(target.messageId).catch((error: unknown) => {
          console.error('Retrying the message failed', error);
        });
        return;
      }
      const reply = sends[sends.findIndex((m) => m.id === target.messageId) + 1];
      setHidden((previous) => {
        const next = new Set(previous);
        next.add(target.messageId);
        if (reply?.type === 'assistant') next.add(reply.id);
        return next;
      });
      chat.send({ type: 'message.send', text: target.text });
    },
    [chat, engine],
  );

  return { messages, retry };
}

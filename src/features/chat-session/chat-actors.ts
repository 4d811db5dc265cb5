// The chat machine's I/O, provided by the local database and the sync engine (architecture §1: the UI
// drives changes through the machines; the engine is the only writer of Dexie and the only caller of
// the network). What each named actor does here:
// - start-up and switching read Dexie; the active conversation id lives in localStorage;
// - creating, renaming and deleting are the engine's local-first writes (they answer at once, online or
//   not; the outbox delivers them);
// - `subscribeToMessages` does nothing: the screen reads messages through Dexie live queries, and the
//   engine's leader tab holds the realtime channel that fills Dexie;
// - a send is one `engine.sendNow` call, split between the send machine's two actors: `enqueueMessage`
//   resolves once the message and its outbox entry are stored, `streamReply` then hears the same call's
//   stream events (or `stream.queued` when the engine delivers the send later, send rule R19). Stopping
//   `streamReply` before its reply ended (switching conversation) aborts the stream in this tab; the
//   engine keeps the partial reply and its retry brings the server's finished one (sync rule S10).

import { fromCallback, fromPromise, type EventObject } from 'xstate';
import {
  clearActiveConversationId,
  readActiveConversationId,
  writeActiveConversationId,
} from '../../db/active-conversation.ts';
import type { AppDb, ConversationRecord, MessageRecord } from '../../db/app-db.ts';
import {
  liveConversation,
  liveConversations,
  liveMessages,
  localMessageFromRecord,
  onTableChanged,
} from '../../db/live-queries.ts';
import type { ChatActors } from '../../machines/chat-machine.ts';
import type { Conversation, LocalMessage } from '../../machines/chat-entities.ts';
import type { SessionInfo } from '../../machines/chat-startup-machine.ts';
import type { ConversationIdInput, LoadedConversation } from '../../machines/conversation-switch-machine.ts';
import type {
  CreateConversationInput,
  DeleteConversationInput,
  RenameConversationInput,
} from '../../machines/conversation-list-machine.ts';
import {
  toStreamReplyEvent,
  type SendRequestInput,
  type StreamReplyEvent,
} from '../../machines/send-message-machine.ts';
import type { SendNowEvent, SyncEngine } from '../../sync/sync-engine.ts';
import type { HandOvers } from './hand-overs.ts';

/** What the actors need of the engine (tests may pass a real engine on a fake service). */
export type ChatEngine = Pick<
  SyncEngine,
  | 'createConversation'
  | 'renameConversation'
  | 'deleteConversation'
  | 'sendNow'
  | 'abortStream'
  | 'getStatus'
  | 'subscribeStatus'
>;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ChatActorsOptions {
  userId: string;
  db: AppDb;
  engine: ChatEngine;
  /** Where the active conversation id is kept; localStorage unless given. */
  storage?: KeyValueStorage | null;
  /** Where sends handed to the outbox instead of streamed here are recorded (R19), for the screen. */
  handOvers?: HandOvers;
  /**
   * On a device with no stored conversations, how long start-up waits for the first pull before it
   * shows the welcome card (a fresh sign-in would otherwise offer 'Start Chatting' to a user who has
   * conversations on the server). Default 8 s; offline it does not wait.
   */
  initialSyncTimeoutMs?: number;
}

export const INITIAL_SYNC_TIMEOUT_MS = 8_000;
/**
 * Web Locks are granted at once when free: an engine that is not the leader this long after start-up
 * has another tab leading, which has pulled already (the tabs share the database).
 */
export const LEADER_GRACE_MS = 500;

export function toConversation(record: ConversationRecord): Conversation {
  return {
    id: record.id,
    title: record.title,
    created_at: record.created_at,
    last_activity_at: record.last_activity_at,
  };
}

export function toLocalMessage(record: MessageRecord): LocalMessage {
  const view = localMessageFromRecord(record);
  return {
    type: view.type,
    content: view.content,
    id: view.id,
    clientMsgId: view.clientMsgId,
    imageUrls: view.imageUrls,
    traceTypes: view.traceTypes,
    isStreaming: view.isStreaming,
    sendState: view.sendState,
  };
}

/**
 * Resolves once this device has conversations, the engine has finished its first pull, the engine is
 * offline, another tab leads (LEADER_GRACE_MS), or `timeoutMs` has passed, whichever comes first.
 */
export function waitForInitialSync(
  db: AppDb,
  engine: ChatEngine,
  timeoutMs: number,
  leaderGraceMs: number = LEADER_GRACE_MS,
): Promise<void> {
  return new Promise<void>((resolve) => {
    let done = false;
    const cleanups: Array<() => void> = [];
    const finish = () => {
      if (done) return;
      done = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
      resolve();
    };
    const checkStatus = () => {
      const status = engine.getStatus();
      if (!status.online || status.lastPullAt !== null || !status.running) finish();
    };
    const timer = setTimeout(finish, timeoutMs);
    cleanups.push(() => clearTimeout(timer));
    const grace = setTimeout(() => {
      if (!engine.getStatus().leader) finish();
    }, leaderGraceMs);
    cleanups.push(() => clearTimeout(grace));
    cleanups.push(engine.subscribeStatus(checkStatus));
    cleanups.push(
      onTableChanged(db, 'conversations', () => {
        void db.conversations
          .count()
          .then((count) => {
            if (count > 0) finish();
          })
          .catch(finish);
      }),
    );
    checkStatus();
  });
}

/** Events of one send as the actors pass them on: the engine's, then how its `sendNow` call ended. */
type FeedEvent =
  SendNowEvent | { event: 'settled'; ok: true } | { event: 'settled'; ok: false; error: unknown };

/**
 * The events of one `sendNow` call, buffered until `streamReply` listens: the call starts in
 * `enqueueMessage` and its stream events may come before the machine has started `streamReply`.
 */
class SendFeed {
  readonly #buffer: FeedEvent[] = [];
  #listener: ((event: FeedEvent) => void) | null = null;
  #listened = false;

  get listened(): boolean {
    return this.#listened;
  }

  push(event: FeedEvent): void {
    if (this.#listener) this.#listener(event);
    else this.#buffer.push(event);
  }

  listen(listener: (event: FeedEvent) => void): () => void {
    this.#listened = true;
    this.#listener = listener;
    for (const event of this.#buffer.splice(0)) {
      if (this.#listener !== listener) break;
      listener(event);
    }
    return () => {
      if (this.#listener === listener) this.#listener = null;
    };
  }
}

/** Whether the send machine leaves `streaming` on this event (R11, R13, R15, R19). */
function endsReply(event: StreamReplyEvent): boolean {
  return (
    event.type === 'stream.summary' ||
    event.type === 'stream.done' ||
    event.type === 'stream.failed' ||
    event.type === 'stream.queued'
  );
}

export function createChatActors(options: ChatActorsOptions): ChatActors {
  const { db, engine, userId } = options;
  const storage = options.storage;
  const initialSyncTimeoutMs = options.initialSyncTimeoutMs ?? INITIAL_SYNC_TIMEOUT_MS;
  /** Sends between their local write and the end of their stream, by the user message's id. */
  const feeds = new Map<string, SendFeed>();

  return {
    getSession: fromPromise<SessionInfo | null, void>(async () => ({ userId })),

    loadConversations: fromPromise<Conversation[], void>(async () => {
      let rows = await liveConversations(db)();
      if (rows.length === 0) {
        await waitForInitialSync(db, engine, initialSyncTimeoutMs);
        rows = await liveConversations(db)();
      }
      return rows.map(toConversation);
    }),

    readStoredConversationId: fromPromise<string | null, void>(async () => readActiveConversationId(storage)),

    clearStoredConversationId: fromPromise<void, void>(async () => clearActiveConversationId(storage)),

    storeActiveConversationId: fromPromise<void, ConversationIdInput>(async ({ input }) =>
      writeActiveConversationId(input.conversationId, storage),
    ),

    loadConversation: fromPromise<LoadedConversation, ConversationIdInput>(async ({ input }) => {
      const [conversation, messages] = await Promise.all([
        liveConversation(db, input.conversationId)(),
        liveMessages(db, input.conversationId)(),
      ]);
      return {
        conversation: conversation ? toConversation(conversation) : null,
        messages: messages.map(toLocalMessage),
      };
    }),

    // Messages reach the screen through Dexie live queries; realtime is the engine's (see header).
    subscribeToMessages: fromCallback<{ type: string }, ConversationIdInput>(() => () => {}),

    createConversation: fromPromise<Conversation, CreateConversationInput>(async ({ input }) =>
      toConversation(await engine.createConversation(input.title)),
    ),

    renameConversation: fromPromise<void, RenameConversationInput>(async ({ input }) => {
      await engine.renameConversation(input.conversationId, input.title);
    }),

    deleteConversation: fromPromise<void, DeleteConversationInput>(async ({ input }) => {
      await engine.deleteConversation(input.conversationId);
    }),

    enqueueMessage: fromPromise<void, SendRequestInput>(
      ({ input }) =>
        new Promise<void>((resolve, reject) => {
          const feed = new SendFeed();
          let written = false;
          const forget = () => {
            if (feeds.get(input.clientMsgId) === feed) feeds.delete(input.clientMsgId);
          };
          feeds.set(input.clientMsgId, feed);
          engine
            .sendNow(input.conversationId, input.text, {
              messageId: input.clientMsgId,
              replyId: input.responseClientMsgId,
              onEvent: (event) => {
                feed.push(event);
                if (event.event !== 'queued') return;
                written = true;
                // Not streamed here: `streamReply` finds no feed and says `stream.queued`.
                if (!event.streamsHere) forget();
                resolve();
              },
            })
            .then(
              () => feed.push({ event: 'settled', ok: true }),
              (error: unknown) => {
                if (!written) {
                  forget();
                  reject(error);
                  return;
                }
                feed.push({ event: 'settled', ok: false, error });
              },
            )
            .finally(() => {
              // A send accepted offline that the engine streamed all the same has no listener.
              if (!feed.listened) forget();
            });
        }),
    ),

    streamReply: fromCallback<EventObject, SendRequestInput>(({ input, sendBack }) => {
      const handOver = () => {
        // Recorded before the machine drops its placeholder, so the screen never goes without one.
        options.handOvers?.add({
          conversationId: input.conversationId,
          userMessageId: input.clientMsgId,
          assistantMessageId: input.responseClientMsgId,
        });
        sendBack({ type: 'stream.queued' } satisfies StreamReplyEvent);
      };
      const feed = feeds.get(input.clientMsgId);
      if (!feed) {
        handOver();
        return () => {};
      }
      let ended = false;
      const send = (event: StreamReplyEvent) => {
        if (ended) return;
        if (endsReply(event)) ended = true;
        sendBack(event);
      };
      const stopListening = feed.listen((event) => {
        switch (event.event) {
          case 'queued':
            if (!event.streamsHere && !ended) {
              ended = true;
              handOver();
            }
            return;
          case 'failed':
            send({ type: 'stream.failed', error: event.error });
            return;
          case 'settled':
            // The call ended without its own end event (e.g. an error event and no `done`).
            send(event.ok ? { type: 'stream.done' } : { type: 'stream.failed', error: event.error });
            return;
          default:
            send(toStreamReplyEvent(event));
        }
      });
      return () => {
        stopListening();
        if (feeds.get(input.clientMsgId) === feed) feeds.delete(input.clientMsgId);
        if (!ended) engine.abortStream(input.conversationId);
      };
    }),
  };
}

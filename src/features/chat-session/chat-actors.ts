// The chat machine's I/O, provided by the local database and the sync engine (architecture §1: the UI
// drives changes through the machines; the engine is the only writer of Dexie and the only caller of
// the network). What each named actor does here:
// - start-up and switching read Dexie; the active conversation id lives in localStorage, and a
//   conversation named by the URL (`/chat/<id>`, issues 13 and 20) wins over it when it exists here;
// - creating, renaming and deleting are the engine's local-first writes (they answer at once, online or
//   not; the outbox delivers them);
// - every turn goes to the engine's one door, `engine.turns`: a send resolves once the message and its
//   outbox entry are stored, and the engine carries on alone (streams now or queues, writes the reply);
//   edit, regenerate, continue and retry likewise; Stop is `turns.stop`, a switch's abort `turns.abort`
//   (the engine keeps the partial reply and its retry brings the server's finished one, sync rule S10);
// - `watchConversation` tells the engine the conversation on screen (it follows a reply another tab or
//   device is still generating, S21) and reports whether a reply streams there.

import { fromCallback, fromPromise } from 'xstate';
import {
  clearActiveConversationId,
  conversationToRestore,
  readActiveConversationId,
  writeActiveConversationId,
} from '../../db/active-conversation.ts';
import type { AppDb, ConversationRecord } from '../../db/app-db.ts';
import { liveConversation, liveConversations, onTableChanged } from '../../db/live-queries.ts';
import type { ChatActors } from '../../machines/chat-machine.ts';
import type { Conversation } from '../../machines/chat-entities.ts';
import type { SessionInfo } from '../../machines/chat-startup-machine.ts';
import type { ConversationIdInput, LoadedConversation } from '../../machines/conversation-switch-machine.ts';
import type {
  CreateConversationInput,
  DeleteConversationInput,
  RenameConversationInput,
} from '../../machines/conversation-list-machine.ts';
import type {
  ConversationInput,
  EditRequestInput,
  RegenerateRequestInput,
  RetryRequestInput,
  SendRequestInput,
  TurnEvent,
} from '../../machines/turn-machine.ts';
import type { ChatEngine as EngineOnPage } from '../../sync/chat-engine.ts';

/** What the actors need of the engine (tests may pass a real engine on a fake service). */
export type ChatEngine = Pick<
  EngineOnPage,
  | 'createConversation'
  | 'renameConversation'
  | 'deleteConversation'
  | 'turns'
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
  /**
   * On a device with no stored conversations, how long start-up waits for the first pull before it
   * shows the welcome card (a fresh sign-in would otherwise offer 'Start Chatting' to a user who has
   * conversations on the server). Default 8 s; offline it does not wait.
   */
  initialSyncTimeoutMs?: number;
  /** The page's path, read at start-up for the conversation it names (`/chat/<id>`); the window's unless given. */
  pathname?: () => string;
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

/**
 * Resolves once this device has conversations, the engine has finished its first pull, the engine is
 * offline or stopped, another tab leads (not the leader LEADER_GRACE_MS after the engine runs), or
 * `timeoutMs` has passed, whichever comes first.
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
    // The grace period counts from when the engine runs: a sync worker reports that only once it has
    // booted, and an empty list before then is not "no conversations".
    let running = false;
    const checkStatus = () => {
      const status = engine.getStatus();
      if (!status.online || status.lastPullAt !== null) return finish();
      if (running && !status.running) return finish(); // stopped (signed out)
      if (running || !status.running) return;
      running = true;
      const grace = setTimeout(() => {
        if (!engine.getStatus().leader) finish();
      }, leaderGraceMs);
      cleanups.push(() => clearTimeout(grace));
    };
    const timer = setTimeout(finish, timeoutMs);
    cleanups.push(() => clearTimeout(timer));
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

export function createChatActors(options: ChatActorsOptions): ChatActors {
  const { db, engine, userId } = options;
  const storage = options.storage;
  const initialSyncTimeoutMs = options.initialSyncTimeoutMs ?? INITIAL_SYNC_TIMEOUT_MS;
  const pathname = options.pathname ?? (() => globalThis.location?.pathname ?? '');

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

    readStoredConversationId: fromPromise<string | null, void>(async () => {
      // The warm first paint's rule (the URL's, else the stored one). A stored id this device no
      // longer has is still returned, so that start-up drops it.
      const exists = async (id: string) => (await liveConversation(db, id)()) !== undefined;
      return (await conversationToRestore(exists, pathname(), storage)) ?? readActiveConversationId(storage);
    }),

    clearStoredConversationId: fromPromise<void, void>(async () => clearActiveConversationId(storage)),

    storeActiveConversationId: fromPromise<void, ConversationIdInput>(async ({ input }) =>
      writeActiveConversationId(input.conversationId, storage),
    ),

    loadConversation: fromPromise<LoadedConversation, ConversationIdInput>(async ({ input }) => {
      const conversation = await liveConversation(db, input.conversationId)();
      return conversation ? toConversation(conversation) : null;
    }),

    createConversation: fromPromise<Conversation, CreateConversationInput>(async ({ input }) =>
      toConversation(await engine.createConversation(input.title)),
    ),

    renameConversation: fromPromise<void, RenameConversationInput>(async ({ input }) => {
      await engine.renameConversation(input.conversationId, input.title);
    }),

    deleteConversation: fromPromise<void, DeleteConversationInput>(async ({ input }) => {
      await engine.deleteConversation(input.conversationId);
    }),

    sendMessage: fromPromise<void, SendRequestInput>(
      ({ input }) =>
        new Promise<void>((resolve, reject) => {
          // Settles at the local write; a later rejection (after `written`) changes nothing here.
          engine.turns.send(input.conversationId, input.text, { written: resolve }).catch(reject);
        }),
    ),

    editMessage: fromPromise<void, EditRequestInput>(async ({ input }) => {
      await engine.turns
        .editAndResend(input.conversationId, input.questionId, input.text)
        .catch((error: unknown) => console.error('Sending the edited message failed', error));
    }),

    regenerateReply: fromPromise<void, RegenerateRequestInput>(async ({ input }) => {
      await engine.turns
        .regenerateReply(input.replyId, { continues: input.continues })
        .catch((error: unknown) => console.error('Regenerating the reply failed', error));
    }),

    retryMessage: fromPromise<void, RetryRequestInput>(async ({ input }) => {
      await engine.turns
        .retry(input.messageId)
        .catch((error: unknown) => console.error('Retrying the message failed', error));
    }),

    stopReply: fromPromise<void, ConversationInput>(({ input }) => engine.turns.stop(input.conversationId)),

    abortReply: fromPromise<void, ConversationInput>(async ({ input }) =>
      engine.turns.abort(input.conversationId),
    ),

    watchConversation: fromCallback<TurnEvent, ConversationInput>(({ input, sendBack }) => {
      const { turns } = engine;
      turns.watch(input.conversationId);
      let streaming = false;
      const report = () => {
        const now = turns.replies.isStreaming(input.conversationId);
        if (now === streaming) return;
        streaming = now;
        sendBack({ type: now ? 'reply.streaming' : 'reply.quiet' });
      };
      const unsubscribe = turns.replies.subscribe(report);
      report();
      return () => {
        unsubscribe();
        turns.watch(null);
      };
    }),
  };
}

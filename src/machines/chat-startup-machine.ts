// Spec §4 Chat start-up: check for a session; with one, load the conversations, restore the stored
// active conversation if it still exists (else drop the stored id), else choose the first listed.
// The machine ends in one final state the chat screen renders:
// - `signedOut`: no session, or the check failed (the signed-out welcome card);
// - `empty`: signed in with no conversations (the 'Welcome to {product}' card, whose Start Chatting
//   creates 'My First Chat');
// - `ready`: `activeConversationId` is the conversation to switch to (the caller sends
//   `conversation.selected`; chat-machine.ts does).
// Errors go to the console only (spec §8): a failed session check counts as signed out; a failed list
// load counts as no conversations but keeps the stored id (the failure may pass, the user's place should
// not be lost); a failed storage read counts as no stored id; a failed storage clear is ignored.

import { assign, setup, type PromiseActorLogic } from 'xstate';
import type { Conversation } from './chat-entities.ts';
import { unprovidedPromise } from './unprovided-actor.ts';

export interface SessionInfo {
  userId: string;
}

export type ChatStartupOutput =
  | { status: 'signedOut' }
  | { status: 'empty'; userId: string; conversations: [] }
  | {
      status: 'ready';
      userId: string;
      conversations: Conversation[];
      activeConversationId: string;
      /** True when the stored id was restored, false when the first listed was chosen. */
      restored: boolean;
    };

export interface ChatStartupContext {
  session: SessionInfo | null;
  conversations: Conversation[];
  storedConversationId: string | null;
  activeConversationId: string | null;
  restored: boolean;
}

/** The I/O the app provides (`chatStartupMachine.provide({ actors })`). */
export interface ChatStartupActors {
  /** Resolves with the signed-in user, or null when there is no session. */
  getSession: PromiseActorLogic<SessionInfo | null, void>;
  /** Resolves with the user's conversations in list order (newest activity first). */
  loadConversations: PromiseActorLogic<Conversation[], void>;
  /** Resolves with the stored active conversation id, or null. */
  readStoredConversationId: PromiseActorLogic<string | null, void>;
  /** Removes the stored active conversation id. */
  clearStoredConversationId: PromiseActorLogic<void, void>;
}

const logError =
  (what: string) =>
  ({ event }: { event: { error: unknown } }) => {
    console.error(`Chat start-up: ${what}`, event.error);
  };

export const chatStartupMachine = setup({
  types: {
    context: {} as ChatStartupContext,
    output: {} as ChatStartupOutput,
  },
  actors: {
    getSession: unprovidedPromise<SessionInfo | null>('getSession'),
    loadConversations: unprovidedPromise<Conversation[]>('loadConversations'),
    readStoredConversationId: unprovidedPromise<string | null>('readStoredConversationId'),
    clearStoredConversationId: unprovidedPromise<void>('clearStoredConversationId'),
  } satisfies ChatStartupActors,
  guards: {
    hasSession: (_, params: { session: SessionInfo | null }) => params.session !== null,
    storedConversationExists: ({ context }) =>
      context.storedConversationId !== null &&
      context.conversations.some((c) => c.id === context.storedConversationId),
    hasStoredConversationId: ({ context }) => context.storedConversationId !== null,
    hasConversations: ({ context }) => context.conversations.length > 0,
  },
  actions: {
    restoreStoredConversation: assign(({ context }) => ({
      activeConversationId: context.storedConversationId,
      restored: true,
    })),
    chooseFirstConversation: assign(({ context }) => ({
      activeConversationId: context.conversations[0]?.id ?? null,
      restored: false,
    })),
  },
}).createMachine({
  id: 'chatStartup',
  context: {
    session: null,
    conversations: [],
    storedConversationId: null,
    activeConversationId: null,
    restored: false,
  },
  initial: 'checkingSession',
  states: {
    checkingSession: {
      invoke: {
        src: 'getSession',
        onDone: [
          {
            guard: { type: 'hasSession', params: ({ event }) => ({ session: event.output }) },
            target: 'loadingConversations',
            actions: assign({ session: ({ event }) => event.output }),
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut', actions: logError('checking the session failed') },
      },
    },
    loadingConversations: {
      invoke: {
        src: 'loadConversations',
        onDone: {
          target: 'readingStoredId',
          actions: assign({ conversations: ({ event }) => [...event.output] }),
        },
        onError: { target: 'empty', actions: logError('loading the conversations failed') },
      },
    },
    readingStoredId: {
      invoke: {
        src: 'readStoredConversationId',
        onDone: {
          target: 'restoring',
          actions: assign({ storedConversationId: ({ event }) => event.output || null }),
        },
        onError: {
          target: 'restoring',
          actions: logError('reading the stored conversation id failed'),
        },
      },
    },
    restoring: {
      always: [
        { guard: 'storedConversationExists', target: 'ready', actions: 'restoreStoredConversation' },
        { guard: 'hasStoredConversationId', target: 'droppingStoredId' },
        { target: 'choosing' },
      ],
    },
    droppingStoredId: {
      invoke: {
        src: 'clearStoredConversationId',
        onDone: { target: 'choosing', actions: assign({ storedConversationId: null }) },
        onError: { target: 'choosing', actions: logError('dropping the stored conversation id failed') },
      },
    },
    choosing: {
      always: [
        { guard: 'hasConversations', target: 'ready', actions: 'chooseFirstConversation' },
        { target: 'empty' },
      ],
    },
    signedOut: { type: 'final' },
    empty: { type: 'final' },
    ready: { type: 'final' },
  },
  output: ({ context }): ChatStartupOutput => {
    const userId = context.session?.userId;
    if (userId === undefined) return { status: 'signedOut' };
    if (context.activeConversationId === null) return { status: 'empty', userId, conversations: [] };
    return {
      status: 'ready',
      userId,
      conversations: context.conversations,
      activeConversationId: context.activeConversationId,
      restored: context.restored,
    };
  },
});

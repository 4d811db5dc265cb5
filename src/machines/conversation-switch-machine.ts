// Spec §4 Switching conversation, step by step, as named actions and actors in the spec's order:
//   conversation.selected → abortInFlightStream, clearStreamingBuffers, removeSubscription,
//   clearMessages → `loading` (loadConversation) → `storing` (storeActiveConversationId) →
//   `active` (subscribeToMessages, spawned as `messagesSubscription`).
// Guarantees:
// - re-selecting the conversation that is already selected does nothing (guard `isOtherConversation`);
// - a selection made while another is still loading wins: the older load is stopped and its result
//   never lands;
// - at most one live subscription exists, and it is removed before the messages are cleared, so no
//   message of the previous conversation can arrive afterwards (`message.received` also checks the id);
// - `conversation.cleared` (the last conversation was deleted) clears the active conversation, its
//   messages, the stored id and the subscription, and aborts any stream, ending in `idle`.
// The stream and its buffers belong to the send machine: `abortInFlightStream`, `clearStreamingBuffers`
// and `announceActiveConversation` emit events for it by default; chat-machine.ts provides them as
// sends to its children. Errors go to the console only (spec §8): a failed load still stores the id and
// subscribes, so new messages appear.

import {
  assign,
  emit,
  setup,
  spawnChild,
  stopChild,
  type CallbackActorLogic,
  type PromiseActorLogic,
} from 'xstate';
import { upsertMessage, type Conversation, type LocalMessage } from './chat-entities.ts';
import { unprovidedCallback, unprovidedPromise } from './unprovided-actor.ts';

export const MESSAGES_SUBSCRIPTION_ID = 'messagesSubscription';

export interface ConversationSwitchContext {
  conversationId: string | null;
  /** The loaded conversation; null while loading, when none is active, or when the load found none. */
  conversation: Conversation | null;
  messages: LocalMessage[];
}

export type MessageReceivedEvent = {
  type: 'message.received';
  conversationId: string;
  message: LocalMessage;
};

export type ConversationSwitchEvent =
  | { type: 'conversation.selected'; conversationId: string }
  | { type: 'conversation.cleared' }
  | MessageReceivedEvent;

/** Signals for the send machine and the list; chat-machine.ts turns them into sends. */
export type ConversationSwitchEmitted =
  | { type: 'stream.abort' }
  | { type: 'buffers.clear' }
  | { type: 'conversation.activated'; conversationId: string | null };

export interface ConversationIdInput {
  conversationId: string;
}

export interface LoadedConversation {
  /** Null when the conversation could not be found (spec §8: getting one conversation gives null). */
  conversation: Conversation | null;
  /** Oldest first; `toLocalMessage` in chat-entities.ts maps stored rows. */
  messages: LocalMessage[];
}

/** The I/O the app provides (`conversationSwitchMachine.provide({ actors })`). */
export interface ConversationSwitchActors {
  loadConversation: PromiseActorLogic<LoadedConversation, ConversationIdInput>;
  storeActiveConversationId: PromiseActorLogic<void, ConversationIdInput>;
  clearStoredConversationId: PromiseActorLogic<void, void>;
  /**
   * The live subscription (spec §7 Realtime: channel messages:{conversation_id}). Sends
   * `message.received` for each new message; its cleanup removes the channel.
   */
  subscribeToMessages: CallbackActorLogic<{ type: string }, ConversationIdInput>;
}

const logError =
  (what: string) =>
  ({ event }: { event: { error: unknown } }) => {
    console.error(`Switching conversation: ${what}`, event.error);
  };

export const conversationSwitchMachine = setup({
  types: {
    context: {} as ConversationSwitchContext,
    events: {} as ConversationSwitchEvent,
    emitted: {} as ConversationSwitchEmitted,
  },
  actors: {
    loadConversation: unprovidedPromise<LoadedConversation, ConversationIdInput>('loadConversation'),
    storeActiveConversationId: unprovidedPromise<void, ConversationIdInput>('storeActiveConversationId'),
    clearStoredConversationId: unprovidedPromise<void, void>('clearStoredConversationId'),
    subscribeToMessages: unprovidedCallback<ConversationIdInput>('subscribeToMessages'),
  } satisfies ConversationSwitchActors,
  guards: {
    isOtherConversation: ({ context }, params: { conversationId: string }) =>
      params.conversationId !== context.conversationId,
    hasConversation: ({ context }) => context.conversationId !== null,
    isForActiveConversation: ({ context }, params: { conversationId: string }) =>
      params.conversationId === context.conversationId,
  },
  actions: {
    abortInFlightStream: emit({ type: 'stream.abort' as const }),
    clearStreamingBuffers: emit({ type: 'buffers.clear' as const }),
    removeSubscription: stopChild(MESSAGES_SUBSCRIPTION_ID),
    clearMessages: assign({ messages: [] }),
    selectConversation: assign((_, params: { conversationId: string | null }) => ({
      conversationId: params.conversationId,
      conversation: null,
    })),
    announceActiveConversation: emit(({ context }) => ({
      type: 'conversation.activated' as const,
      conversationId: context.conversationId,
    })),
    applyLoadedConversation: assign((_, params: LoadedConversation) => ({
      conversation: params.conversation,
      messages: [...params.messages],
    })),
    subscribeToMessages: spawnChild('subscribeToMessages', {
      id: MESSAGES_SUBSCRIPTION_ID,
      input: ({ context }) => ({ conversationId: context.conversationId as string }),
    }),
    upsertReceivedMessage: assign({
      messages: ({ context }, params: { message: LocalMessage }) =>
        upsertMessage(context.messages, params.message),
    }),
  },
}).createMachine({
  id: 'conversationSwitch',
  context: { conversationId: null, conversation: null, messages: [] },
  initial: 'idle',
  on: {
    [`xstate.error.actor.${MESSAGES_SUBSCRIPTION_ID}`]: {
      actions: logError('subscribing to new messages failed'),
    },
    'conversation.selected': {
      guard: {
        type: 'isOtherConversation',
        params: ({ event }) => ({ conversationId: event.conversationId }),
      },
      target: '.loading',
      actions: [
        'abortInFlightStream',
        'clearStreamingBuffers',
        'removeSubscription',
        'clearMessages',
        { type: 'selectConversation', params: ({ event }) => ({ conversationId: event.conversationId }) },
        'announceActiveConversation',
      ],
    },
    'conversation.cleared': {
      guard: 'hasConversation',
      target: '.clearing',
      actions: [
        'abortInFlightStream',
        'clearStreamingBuffers',
        'removeSubscription',
        'clearMessages',
        { type: 'selectConversation', params: { conversationId: null } },
        'announceActiveConversation',
      ],
    },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'loadConversation',
        input: ({ context }) => ({ conversationId: context.conversationId as string }),
        onDone: {
          target: 'storing',
          actions: { type: 'applyLoadedConversation', params: ({ event }) => event.output },
        },
        onError: { target: 'storing', actions: logError('loading the conversation failed') },
      },
    },
    storing: {
      invoke: {
        src: 'storeActiveConversationId',
        input: ({ context }) => ({ conversationId: context.conversationId as string }),
        onDone: 'active',
        onError: { target: 'active', actions: logError('storing the active conversation id failed') },
      },
    },
    active: {
      entry: 'subscribeToMessages',
      on: {
        'message.received': {
          guard: {
            type: 'isForActiveConversation',
            params: ({ event }) => ({ conversationId: event.conversationId }),
          },
          actions: { type: 'upsertReceivedMessage', params: ({ event }) => ({ message: event.message }) },
        },
      },
    },
    clearing: {
      invoke: {
        src: 'clearStoredConversationId',
        onDone: 'idle',
        onError: { target: 'idle', actions: logError('clearing the stored conversation id failed') },
      },
    },
  },
});

// Spec §4 Switching conversation, step by step, as named actions and actors in the spec's order:
//   conversation.selected → abortInFlightStream, clearStreamingBuffers → `loading` (loadConversation)
//   → `storing` (storeActiveConversationId) → `active`.
// The spec's "remove the previous live subscription; clear messages; subscribe to new messages" need
// no step here: the pane reads the active conversation's messages from Dexie (plus the engine's
// overlay), and the engine's leader tab holds the one realtime channel that fills Dexie.
// Guarantees:
// - re-selecting the conversation that is already selected does nothing (guard `isOtherConversation`);
// - a selection made while another is still loading wins: the older load is stopped and its result
//   never lands;
// - `conversation.cleared` (the last conversation was deleted) clears the active conversation and the
//   stored id, and aborts any stream, ending in `idle`.
// The stream belongs to the sync engine, reached through the send machine: `abortInFlightStream`,
// `clearStreamingBuffers` and `announceActiveConversation` emit events by default; chat-machine.ts
// provides them as sends to its children. Errors go to the console only (spec §8): a failed load still stores the id.

import { assign, emit, setup, type PromiseActorLogic } from 'xstate';
import type { Conversation } from './chat-entities.ts';
import { unprovidedPromise } from './unprovided-actor.ts';

export interface ConversationSwitchContext {
  conversationId: string | null;
  /** The loaded conversation; null while loading, when none is active, or when the load found none. */
  conversation: Conversation | null;
}

export type ConversationSwitchEvent =
  { type: 'conversation.selected'; conversationId: string } | { type: 'conversation.cleared' };

/** Signals for the send machine and the list; chat-machine.ts turns them into sends. */
export type ConversationSwitchEmitted =
  | { type: 'stream.abort' }
  | { type: 'buffers.clear' }
  | { type: 'conversation.activated'; conversationId: string | null };

export interface ConversationIdInput {
  conversationId: string;
}

/** Null when the conversation could not be found (spec §8: getting one conversation gives null). */
export type LoadedConversation = Conversation | null;

/** The I/O the app provides (`conversationSwitchMachine.provide({ actors })`). */
export interface ConversationSwitchActors {
  loadConversation: PromiseActorLogic<LoadedConversation, ConversationIdInput>;
  storeActiveConversationId: PromiseActorLogic<void, ConversationIdInput>;
  clearStoredConversationId: PromiseActorLogic<void, void>;
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
  } satisfies ConversationSwitchActors,
  guards: {
    isOtherConversation: ({ context }, params: { conversationId: string }) =>
      params.conversationId !== context.conversationId,
    hasConversation: ({ context }) => context.conversationId !== null,
  },
  actions: {
    abortInFlightStream: emit({ type: 'stream.abort' as const }),
    clearStreamingBuffers: emit({ type: 'buffers.clear' as const }),
    selectConversation: assign((_, params: { conversationId: string | null }) => ({
      conversationId: params.conversationId,
      conversation: null,
    })),
    announceActiveConversation: emit(({ context }) => ({
      type: 'conversation.activated' as const,
      conversationId: context.conversationId,
    })),
    applyLoadedConversation: assign((_, params: { conversation: LoadedConversation }) => ({
      conversation: params.conversation,
    })),
  },
}).createMachine({
  id: 'conversationSwitch',
  context: { conversationId: null, conversation: null },
  initial: 'idle',
  on: {
    'conversation.selected': {
      guard: {
        type: 'isOtherConversation',
        params: ({ event }) => ({ conversationId: event.conversationId }),
      },
      target: '.loading',
      actions: [
        'abortInFlightStream',
        'clearStreamingBuffers',
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
          actions: {
            type: 'applyLoadedConversation',
            params: ({ event }) => ({ conversation: event.output }),
          },
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
    active: {},
    clearing: {
      invoke: {
        src: 'clearStoredConversationId',
        onDone: 'idle',
        onError: { target: 'idle', actions: logError('clearing the stored conversation id failed') },
      },
    },
  },
});

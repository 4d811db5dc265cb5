// Spec §4 Sending a message, the part the UI owns (docs/send-rules.md R1–R6): whether a send may start,
// clearing the input, Stop, and the abort a conversation switch asks for. Everything else belongs to
// the sync engine, which the named actors ask: it writes the message and its outbox entry, decides
// whether the reply streams now or waits (the one decision of "online"), reduces the traces and keeps
// the streaming reply in its overlay until Dexie holds the final row. The machine never sees a trace.
// Guarantees:
// - one send at a time: ignored while the local write runs (R1); the UI also disables Send while the
//   engine streams a reply in the conversation, and a send that gets past it is queued behind that
//   reply, never dropped (the guards read only this snapshot, so `can()` and the guard always agree);
// - the input clears when a send is accepted (R2), and its text comes back if the write fails (R3);
// - Stop and a switch reach the engine for the conversation they were meant for (R5, R6).

import { and, assign, emit, setup, spawnChild, type PromiseActorLogic } from 'xstate';
import { unprovidedPromise } from './unprovided-actor.ts';

/** One accepted send, as the engine receives it. */
export interface SendRequestInput {
  conversationId: string;
  text: string;
}

export interface ConversationInput {
  conversationId: string;
}

export type SendMessageEvent =
  | { type: 'message.send'; text: string }
  /** The user's Stop: the engine asks the server to end the reply. */
  | { type: 'reply.stop' }
  /** The switch machine's "abort any in-flight stream": this tab stops following it. */
  | { type: 'stream.abort' }
  | { type: 'conversation.activated'; conversationId: string | null };

export type SendMessageEmitted =
  | { type: 'input.cleared' }
  /** The local write failed: nothing was sent, and the text goes back into the composer. */
  | { type: 'input.restored'; text: string };

/** The I/O the app provides (`sendMessageMachine.provide({ actors })`). */
export interface SendMessageActors {
  /** The engine's send (`engine.sendNow`): resolves once the message and its outbox entry are stored. */
  sendMessage: PromiseActorLogic<void, SendRequestInput>;
  stopReply: PromiseActorLogic<void, ConversationInput>;
  abortReply: PromiseActorLogic<void, ConversationInput>;
}

export interface SendMessageInput {
  conversationId?: string | null;
}

export interface SendMessageContext {
  conversationId: string | null;
  /** The text of the send being written (R3). */
  pending: string | null;
}

export const sendMessageMachine = setup({
  types: {
    context: {} as SendMessageContext,
    input: {} as SendMessageInput | undefined,
    events: {} as SendMessageEvent,
    emitted: {} as SendMessageEmitted,
  },
  actors: {
    sendMessage: unprovidedPromise<void, SendRequestInput>('sendMessage'),
    stopReply: unprovidedPromise<void, ConversationInput>('stopReply'),
    abortReply: unprovidedPromise<void, ConversationInput>('abortReply'),
  } satisfies SendMessageActors,
  guards: {
    // R1
    hasText: ({ event }) => event.type === 'message.send' && event.text.trim() !== '',
    hasActiveConversation: ({ context }) => context.conversationId !== null,
    hasOtherConversation: ({ context, event }) =>
      event.type === 'conversation.activated' && event.conversationId !== context.conversationId,
  },
  actions: {
    // R2
    accept: assign({ pending: ({ event }) => (event.type === 'message.send' ? event.text.trim() : null) }),
    clearInput: emit({ type: 'input.cleared' as const }),
    // R3
    restoreInput: emit(({ context }) => ({ type: 'input.restored' as const, text: context.pending ?? '' })),
    logFailure: (_, params: { error: unknown }) => {
      console.error('Sending a message: saving the message failed', params.error);
    },
    release: assign({ pending: null }),
    // R5, R6
    stopReply: spawnChild('stopReply', {
      input: ({ context }) => ({ conversationId: context.conversationId as string }),
    }),
    abortReply: spawnChild('abortReply', {
      input: ({ context }) => ({ conversationId: context.conversationId as string }),
    }),
    setConversation: assign({
      conversationId: ({ event }) => (event.type === 'conversation.activated' ? event.conversationId : null),
    }),
  },
}).createMachine({
  id: 'sendMessage',
  context: ({ input }) => ({
    conversationId: input?.conversationId ?? null,
    pending: null,
  }),
  initial: 'idle',
  on: {
    'reply.stop': { guard: 'hasActiveConversation', actions: 'stopReply' },
    'stream.abort': { guard: 'hasActiveConversation', actions: 'abortReply' },
    // R4: a write already under way finishes; the next send is for the new conversation.
    'conversation.activated': { guard: 'hasOtherConversation', actions: 'setConversation' },
  },
  states: {
    idle: {
      entry: 'release',
      on: {
        'message.send': {
          guard: and(['hasText', 'hasActiveConversation']),
          target: 'sending',
          actions: ['accept', 'clearInput'],
        },
      },
    },
    sending: {
      invoke: {
        src: 'sendMessage',
        input: ({ context }) => ({
          conversationId: context.conversationId as string,
          text: context.pending as string,
        }),
        onDone: 'idle',
        onError: {
          target: 'idle',
          actions: ['restoreInput', { type: 'logFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
  },
});

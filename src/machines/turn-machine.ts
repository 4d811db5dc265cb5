// The page's one door for turns (docs/send-rules.md R1–R6): every send-like command — send, edit &
// resend, regenerate, continue, retry, stop — goes through this machine, and it knows whether a reply
// streams in the active conversation, so Send, Stop and Regenerate come from `snapshot.can(...)`. The
// engine (src/sync/turns.ts) does the work through the named actors: it writes the turn, streams it
// now or queues it, and keeps the streaming reply in its overlay. The machine never sees a trace.
// Two regions:
//   composer: idle ──message.send──▶ writing ──(written)──▶ idle      (R1–R3)
//   reply:    off | watching { quiet ⇄ streaming }                     (the active conversation)
// `watching` runs `watchConversation`, which tells the engine the conversation on screen (it follows
// a reply another tab or device is still generating, sync rule S21) and reports `reply.streaming` /
// `reply.quiet` as the engine's overlay changes. Guarantees:
// - a send is accepted only with text, an active conversation, no write under way and no reply
//   streaming (R1); the input clears when accepted (R2) and its text comes back if the write fails (R3);
// - regenerate, continue and edit are accepted only while no reply streams; retry at any time (the
//   engine queues it behind a reply still streaming);
// - Stop and a switch's abort reach the engine for the conversation they were meant for (R5, R6);
// - a conversation change re-targets the reply region at once; a write under way finishes for its own
//   conversation (R4).

import {
  and,
  assign,
  emit,
  setup,
  spawnChild,
  stateIn,
  type ActorRefFrom,
  type CallbackActorLogic,
  type PromiseActorLogic,
} from 'xstate';
import { unprovidedCallback, unprovidedPromise } from './unprovided-actor.ts';

export interface ConversationInput {
  conversationId: string;
}

/** One accepted send, as the engine receives it. */
export interface SendRequestInput extends ConversationInput {
  text: string;
}

export interface EditRequestInput extends ConversationInput {
  questionId: string;
  text: string;
}

export interface RegenerateRequestInput {
  replyId: string;
  /** Continue a stopped or interrupted reply instead of answering anew. */
  continues: boolean;
}

export interface RetryRequestInput {
  messageId: string;
}

/** What `watchConversation` reports about the active conversation's reply. */
export type ReplyActivityEvent = { type: 'reply.streaming' } | { type: 'reply.quiet' };

export type TurnEvent =
  | { type: 'message.send'; text: string }
  | { type: 'message.edit'; questionId: string; text: string }
  | { type: 'reply.regenerate'; replyId: string }
  | { type: 'reply.continue'; replyId: string }
  | { type: 'message.retry'; messageId: string }
  /** The user's Stop: the engine asks the server to end the reply. */
  | { type: 'reply.stop' }
  /** The switch machine's "abort any in-flight stream": this tab stops following it. */
  | { type: 'stream.abort' }
  | { type: 'conversation.activated'; conversationId: string | null }
  | ReplyActivityEvent;

export type TurnEmitted =
  | { type: 'input.cleared' }
  /** The local write failed: nothing was sent, and the text goes back into the composer. */
  | { type: 'input.restored'; text: string };

/** The I/O the app provides (`turnMachine.provide({ actors })`): the engine's turns. */
export interface TurnActors {
  /** The engine's send: resolves once the message and its outbox entry are stored. */
  sendMessage: PromiseActorLogic<void, SendRequestInput>;
  editMessage: PromiseActorLogic<void, EditRequestInput>;
  regenerateReply: PromiseActorLogic<void, RegenerateRequestInput>;
  retryMessage: PromiseActorLogic<void, RetryRequestInput>;
  stopReply: PromiseActorLogic<void, ConversationInput>;
  abortReply: PromiseActorLogic<void, ConversationInput>;
  /** Tells the engine the conversation on screen and reports its reply's activity, until stopped. */
  watchConversation: CallbackActorLogic<TurnEvent, ConversationInput>;
}

export interface TurnInput {
  conversationId?: string | null;
}

export interface TurnContext {
  conversationId: string | null;
  /** The text of the send being written (R3). */
  pending: string | null;
}

const conversationOf = ({ context }: { context: TurnContext }) => ({
  conversationId: context.conversationId as string,
});

export const turnMachine = setup({
  types: {
    context: {} as TurnContext,
    input: {} as TurnInput | undefined,
    events: {} as TurnEvent,
    emitted: {} as TurnEmitted,
  },
  actors: {
    sendMessage: unprovidedPromise<void, SendRequestInput>('sendMessage'),
    editMessage: unprovidedPromise<void, EditRequestInput>('editMessage'),
    regenerateReply: unprovidedPromise<void, RegenerateRequestInput>('regenerateReply'),
    retryMessage: unprovidedPromise<void, RetryRequestInput>('retryMessage'),
    stopReply: unprovidedPromise<void, ConversationInput>('stopReply'),
    abortReply: unprovidedPromise<void, ConversationInput>('abortReply'),
    watchConversation: unprovidedCallback<ConversationInput, TurnEvent>('watchConversation'),
  } satisfies TurnActors,
  guards: {
    // R1
    hasText: ({ event }) =>
      (event.type === 'message.send' || event.type === 'message.edit') && event.text.trim() !== '',
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
    setConversation: assign({
      conversationId: ({ event }) => (event.type === 'conversation.activated' ? event.conversationId : null),
    }),
    edit: spawnChild('editMessage', {
      input: ({ context, event }) => ({
        conversationId: context.conversationId as string,
        questionId: event.type === 'message.edit' ? event.questionId : '',
        text: event.type === 'message.edit' ? event.text.trim() : '',
      }),
    }),
    regenerate: spawnChild('regenerateReply', {
      input: ({ event }) => ({
        replyId: event.type === 'reply.regenerate' || event.type === 'reply.continue' ? event.replyId : '',
        continues: event.type === 'reply.continue',
      }),
    }),
    retry: spawnChild('retryMessage', {
      input: ({ event }) => ({ messageId: event.type === 'message.retry' ? event.messageId : '' }),
    }),
    // R5, R6
    stopReply: spawnChild('stopReply', { input: conversationOf }),
    abortReply: spawnChild('abortReply', { input: conversationOf }),
  },
}).createMachine({
  id: 'turn',
  type: 'parallel',
  context: ({ input }) => ({ conversationId: input?.conversationId ?? null, pending: null }),
  states: {
    composer: {
      initial: 'idle',
      states: {
        idle: {
          entry: 'release',
          on: {
            'message.send': {
              guard: and(['hasText', 'hasActiveConversation', stateIn({ reply: { watching: 'quiet' } })]),
              target: 'writing',
              actions: ['accept', 'clearInput'],
            },
          },
        },
        writing: {
          invoke: {
            src: 'sendMessage',
            input: ({ context }) => ({
              conversationId: context.conversationId as string,
              text: context.pending as string,
            }),
            onDone: 'idle',
            onError: {
              target: 'idle',
              actions: [
                'restoreInput',
                { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
    reply: {
      initial: 'choosing',
      on: {
        // R4: the reply region follows the new conversation at once.
        'conversation.activated': {
          guard: 'hasOtherConversation',
          actions: 'setConversation',
          target: '.choosing',
          reenter: true,
        },
      },
      states: {
        choosing: {
          always: [{ guard: 'hasActiveConversation', target: 'watching' }, { target: 'off' }],
        },
        off: {},
        watching: {
          invoke: { src: 'watchConversation', input: conversationOf },
          on: {
            'stream.abort': { actions: 'abortReply' },
            'message.retry': { actions: 'retry' },
          },
          initial: 'quiet',
          states: {
            quiet: {
              on: {
                'reply.streaming': 'streaming',
                'reply.regenerate': { actions: 'regenerate' },
                'reply.continue': { actions: 'regenerate' },
                'message.edit': { guard: 'hasText', actions: 'edit' },
              },
            },
            streaming: {
              on: {
                'reply.quiet': 'quiet',
                'reply.stop': { actions: 'stopReply' },
              },
            },
          },
        },
      },
    },
  },
});

export type TurnActorRef = ActorRefFrom<typeof turnMachine>;

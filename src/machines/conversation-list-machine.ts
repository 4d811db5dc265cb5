// Spec §4 Creating and Deleting, §5 title rules: the conversation list and which conversation is active.
// - `conversation.create` needs a title of 1 to 40 characters once trimmed (guard `validTitle`); the
//   trimmed title is created, the new conversation goes to the top of the list and becomes active.
//   `creating` is the create dialog's 'Creating...' state. The welcome card's Start Chatting sends
//   `conversation.create` with DEFAULT_FIRST_CHAT_TITLE ('My First Chat', lib/conversation-title.ts).
// - `conversation.delete` removes the conversation once the actor has deleted it. If it was active the
//   first remaining one becomes active; if none remain the active conversation is cleared.
// - `conversation.rename` applies the trimmed title once the actor has saved it.
// Which conversation is active has one home, the switch machine: this machine only asks for a change
// (the hooks `switchToConversation` and `clearActiveConversation` emit `conversation.selected` and
// `conversation.cleared` by default; chat-machine.ts provides them as sends to its switch machine) and
// learns the outcome from the switch machine's `conversation.activated`, the only writer of its
// `activeConversationId`.
// The actors write locally first (offline-first), so they answer at once and rarely fail; a failure
// goes to the console only (spec §8) and leaves the list unchanged.
// - `conversations.synced` replaces the list with the stored one (the app sends it whenever its local
//   database changes: other tabs, pulls, realtime). When idle, it also settles the active conversation
//   as start-up and deleting do: one deleted elsewhere gives way to the first listed (or none), and a
//   list that gains conversations while none is active activates the first. While a create, delete or
//   rename runs, only the list is replaced; that change's own outcome decides what is active.

import { and, assign, emit, setup, type PromiseActorLogic } from 'xstate';
import { isValidTitle, normalizeTitle } from '../lib/conversation-title.ts';
import type { Conversation } from './chat-entities.ts';
import { unprovidedPromise } from './unprovided-actor.ts';

export interface ConversationListContext {
  /** In list order: newest first. */
  conversations: Conversation[];
  /** The switch machine's last announcement (it alone decides): which one a delete or sync affects. */
  activeConversationId: string | null;
  /** The conversation being deleted or renamed. */
  pendingConversationId: string | null;
  /** The trimmed title being created or given. */
  pendingTitle: string | null;
}

export interface ConversationListInput {
  conversations?: Conversation[];
  activeConversationId?: string | null;
}

export type ConversationListEvent =
  | { type: 'conversation.create'; title: string }
  | { type: 'conversation.delete'; conversationId: string }
  | { type: 'conversation.rename'; conversationId: string; title: string }
  /** The switch machine's announcement of the active conversation (null: none). */
  | { type: 'conversation.activated'; conversationId: string | null }
  /** The stored list changed (in list order). */
  | { type: 'conversations.synced'; conversations: Conversation[] };

export type ConversationListEmitted =
  | { type: 'conversation.selected'; conversationId: string }
  | { type: 'conversation.cleared' }
  /** For the create dialog (close) and the welcome card. */
  | { type: 'conversation.created'; conversation: Conversation };

export interface CreateConversationInput {
  title: string;
}
export interface DeleteConversationInput {
  conversationId: string;
}
export interface RenameConversationInput {
  conversationId: string;
  title: string;
}

/** The I/O the app provides (`conversationListMachine.provide({ actors })`). */
export interface ConversationListActors {
  /** Creates the conversation (the client may choose its id) and resolves with it. */
  createConversation: PromiseActorLogic<Conversation, CreateConversationInput>;
  deleteConversation: PromiseActorLogic<void, DeleteConversationInput>;
  renameConversation: PromiseActorLogic<void, RenameConversationInput>;
}

const logError =
  (what: string) =>
  ({ event }: { event: { error: unknown } }) => {
    console.error(`Conversations: ${what}`, event.error);
  };

/** Asks the switch machine for the first conversation listed (after a delete, or a sync that needs one). */
const switchToFirst = {
  type: 'switchToConversation',
  params: ({ context }: { context: ConversationListContext }) => ({
    conversationId: context.conversations[0]!.id,
  }),
} as const;

export const conversationListMachine = setup({
  types: {
    context: {} as ConversationListContext,
    input: {} as ConversationListInput,
    events: {} as ConversationListEvent,
    emitted: {} as ConversationListEmitted,
  },
  actors: {
    createConversation: unprovidedPromise<Conversation, CreateConversationInput>('createConversation'),
    deleteConversation: unprovidedPromise<void, DeleteConversationInput>('deleteConversation'),
    renameConversation: unprovidedPromise<void, RenameConversationInput>('renameConversation'),
  } satisfies ConversationListActors,
  guards: {
    validTitle: (_, params: { title: string }) => isValidTitle(params.title),
    conversationExists: ({ context }, params: { conversationId: string }) =>
      context.conversations.some((c) => c.id === params.conversationId),
    validRename: ({ context }, params: { conversationId: string; title: string }) =>
      isValidTitle(params.title) && context.conversations.some((c) => c.id === params.conversationId),
    deletedWasActive: ({ context }) =>
      context.pendingConversationId !== null &&
      context.pendingConversationId === context.activeConversationId,
    othersRemain: ({ context }) => context.conversations.some((c) => c.id !== context.pendingConversationId),
    syncedWithoutActive: ({ context, event }) =>
      event.type === 'conversations.synced' &&
      context.activeConversationId !== null &&
      !event.conversations.some((c) => c.id === context.activeConversationId),
    syncedNotEmpty: ({ event }) => event.type === 'conversations.synced' && event.conversations.length > 0,
    noneActive: ({ context }) => context.activeConversationId === null,
  },
  actions: {
    holdTitle: assign((_, params: { title: string }) => ({ pendingTitle: normalizeTitle(params.title) })),
    holdConversation: assign((_, params: { conversationId: string }) => ({
      pendingConversationId: params.conversationId,
    })),
    release: assign({ pendingConversationId: null, pendingTitle: null }),
    addCreatedAtTop: assign(({ context }, params: { conversation: Conversation }) => ({
      conversations: [
        params.conversation,
        ...context.conversations.filter((c) => c.id !== params.conversation.id),
      ],
    })),
    removeDeleted: assign(({ context }) => ({
      conversations: context.conversations.filter((c) => c.id !== context.pendingConversationId),
    })),
    applySyncedList: assign(({ context, event }) =>
      event.type === 'conversations.synced' ? { conversations: [...event.conversations] } : context,
    ),
    applyTitle: assign(({ context }) => ({
      conversations: context.conversations.map((c) =>
        c.id === context.pendingConversationId && context.pendingTitle !== null
          ? { ...c, title: context.pendingTitle }
          : c,
      ),
    })),
    switchToConversation: emit((_, params: { conversationId: string }) => ({
      type: 'conversation.selected' as const,
      conversationId: params.conversationId,
    })),
    clearActiveConversation: emit({ type: 'conversation.cleared' as const }),
    announceCreated: emit((_, params: { conversation: Conversation }) => ({
      type: 'conversation.created' as const,
      conversation: params.conversation,
    })),
  },
}).createMachine({
  id: 'conversationList',
  context: ({ input }) => ({
    conversations: [...(input.conversations ?? [])],
    activeConversationId: input.activeConversationId ?? null,
    pendingConversationId: null,
    pendingTitle: null,
  }),
  initial: 'idle',
  on: {
    'conversation.activated': {
      actions: assign({ activeConversationId: ({ event }) => event.conversationId }),
    },
    'conversations.synced': { actions: 'applySyncedList' },
  },
  states: {
    idle: {
      entry: 'release',
      on: {
        'conversations.synced': [
          {
            guard: and(['syncedWithoutActive', 'syncedNotEmpty']),
            actions: ['applySyncedList', switchToFirst],
          },
          {
            guard: 'syncedWithoutActive',
            actions: ['applySyncedList', 'clearActiveConversation'],
          },
          {
            guard: and(['noneActive', 'syncedNotEmpty']),
            actions: ['applySyncedList', switchToFirst],
          },
          { actions: 'applySyncedList' },
        ],
        'conversation.create': {
          guard: { type: 'validTitle', params: ({ event }) => ({ title: event.title }) },
          target: 'creating',
          actions: { type: 'holdTitle', params: ({ event }) => ({ title: event.title }) },
        },
        'conversation.delete': {
          guard: {
            type: 'conversationExists',
            params: ({ event }) => ({ conversationId: event.conversationId }),
          },
          target: 'deleting',
          actions: {
            type: 'holdConversation',
            params: ({ event }) => ({ conversationId: event.conversationId }),
          },
        },
        'conversation.rename': {
          guard: {
            type: 'validRename',
            params: ({ event }) => ({ conversationId: event.conversationId, title: event.title }),
          },
          target: 'renaming',
          actions: [
            { type: 'holdConversation', params: ({ event }) => ({ conversationId: event.conversationId }) },
            { type: 'holdTitle', params: ({ event }) => ({ title: event.title }) },
          ],
        },
      },
    },
    creating: {
      invoke: {
        src: 'createConversation',
        input: ({ context }) => ({ title: context.pendingTitle as string }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'addCreatedAtTop', params: ({ event }) => ({ conversation: event.output }) },
            { type: 'switchToConversation', params: ({ event }) => ({ conversationId: event.output.id }) },
            { type: 'announceCreated', params: ({ event }) => ({ conversation: event.output }) },
          ],
        },
        onError: { target: 'idle', actions: logError('creating the conversation failed') },
      },
    },
    deleting: {
      invoke: {
        src: 'deleteConversation',
        input: ({ context }) => ({ conversationId: context.pendingConversationId as string }),
        onDone: [
          {
            guard: and(['deletedWasActive', 'othersRemain']),
            target: 'idle',
            actions: ['removeDeleted', switchToFirst],
          },
          {
            guard: 'deletedWasActive',
            target: 'idle',
            actions: ['removeDeleted', 'clearActiveConversation'],
          },
          { target: 'idle', actions: 'removeDeleted' },
        ],
        onError: { target: 'idle', actions: logError('deleting the conversation failed') },
      },
    },
    renaming: {
      invoke: {
        src: 'renameConversation',
        input: ({ context }) => ({
          conversationId: context.pendingConversationId as string,
          title: context.pendingTitle as string,
        }),
        onDone: { target: 'idle', actions: 'applyTitle' },
        onError: { target: 'idle', actions: logError('renaming the conversation failed') },
      },
    },
  },
});

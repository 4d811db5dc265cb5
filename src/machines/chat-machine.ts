// The chat screen's one actor: it runs start-up, then the conversation list, the switch machine and the
// turn machine as children, and wires the seams between them. The UI sends list and selection events
// here and every send-like command (send, edit, regenerate, continue, retry, stop) straight to the turn
// machine, the page's one door for turns: nothing is relayed.
//   starting ──chatStartup──▶ signedOut              (the signed-out welcome card)
//                         └─▶ ready                  (children `conversationList`, `conversationSwitch`,
//                                                      `turn`; an empty list shows the welcome card)
// Wiring (each child's hook actions, provided here as sends inside the actor system):
// - start-up's chosen conversation and the list's `switchToConversation` → switch `conversation.selected`;
// - the list's `clearActiveConversation` (last one deleted) → switch `conversation.cleared`;
// - the switch's `abortInFlightStream` → turn `stream.abort` (the engine's overlay is its only streaming
//   buffer, so `clearStreamingBuffers` has nothing left to do here);
// - the switch's `announceActiveConversation` → list and turn `conversation.activated`;
// - `conversations.synced` (the app's stored list changed) → the list, once `ready`; the list starts
//   from start-up's conversations and chosen one.
// The UI reads the children: `snapshot.children.conversationSwitch` (the active conversation),
// `.turn` (`can(...)` for Send, Stop, Regenerate; it takes the turn commands), `.conversationList`;
// messages come from Dexie and the engine's overlay, not from a machine. Children's snapshots change without the parent's, so read them with
// `useSelector(childRef, …)`.

import {
  assign,
  enqueueActions,
  sendTo,
  setup,
  type ActorRefFrom,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';
import type { Conversation } from './chat-entities.ts';
import {
  chatStartupMachine,
  type ChatStartupActors,
  type ChatStartupOutput,
} from './chat-startup-machine.ts';
import { conversationListMachine, type ConversationListActors } from './conversation-list-machine.ts';
import { conversationSwitchMachine, type ConversationSwitchActors } from './conversation-switch-machine.ts';
import { turnMachine, type TurnActors, type TurnInput } from './turn-machine.ts';

/** Every named I/O actor of the chat machines: what the app provides, once. */
export type ChatActors = ChatStartupActors & ConversationSwitchActors & ConversationListActors & TurnActors;

export interface ChatInput {
  /** The turn machine's input (none is needed in the app: it asks the engine through its actors). */
  turn?: TurnInput;
}

export type ChatEvent =
  | { type: 'conversation.selected'; conversationId: string }
  | { type: 'conversation.create'; title: string }
  | { type: 'conversation.delete'; conversationId: string }
  | { type: 'conversation.rename'; conversationId: string; title: string }
  /** The stored conversation list changed (other tabs, pulls, realtime): list order. */
  | { type: 'conversations.synced'; conversations: Conversation[] };

export interface ChatContext {
  input: ChatInput;
  /** Start-up's result once it has one. */
  startup: ChatStartupOutput | null;
}

const SYSTEM_IDS = {
  list: 'conversationList',
  switch: 'conversationSwitch',
  turn: 'turn',
} as const;

/** A sibling in the chat's actor system; the children are always there while `ready` runs them. */
const inSystem =
  (systemId: string) =>
  ({ system }: { system: { get: (id: string) => AnyActorRef | undefined } }) =>
    system.get(systemId) as AnyActorRef;

function pick<K extends keyof ChatActors>(
  io: Partial<ChatActors>,
  keys: readonly K[],
): Partial<Pick<ChatActors, K>> {
  const picked: Partial<Pick<ChatActors, K>> = {};
  for (const key of keys) if (io[key] !== undefined) picked[key] = io[key];
  return picked;
}

/** The children, with the app's I/O and the wiring between them. */
function children(io: Partial<ChatActors>) {
  return {
    chatStartup: chatStartupMachine.provide({
      actors: pick(io, [
        'getSession',
        'loadConversations',
        'readStoredConversationId',
        'clearStoredConversationId',
      ]),
    }),
    conversationList: conversationListMachine.provide({
      actors: pick(io, ['createConversation', 'deleteConversation', 'renameConversation']),
      actions: {
        switchToConversation: sendTo(
          inSystem(SYSTEM_IDS.switch),
          (_, params: { conversationId: string }) => ({
            type: 'conversation.selected',
            conversationId: params.conversationId,
          }),
        ),
        clearActiveConversation: sendTo(inSystem(SYSTEM_IDS.switch), { type: 'conversation.cleared' }),
      },
    }),
    conversationSwitch: conversationSwitchMachine.provide({
      actors: pick(io, ['loadConversation', 'storeActiveConversationId', 'clearStoredConversationId']),
      actions: {
        abortInFlightStream: sendTo(inSystem(SYSTEM_IDS.turn), { type: 'stream.abort' }),
        clearStreamingBuffers: () => {},
        announceActiveConversation: enqueueActions(({ context, enqueue }) => {
          const event = { type: 'conversation.activated', conversationId: context.conversationId } as const;
          enqueue.sendTo(inSystem(SYSTEM_IDS.list), event);
          enqueue.sendTo(inSystem(SYSTEM_IDS.turn), event);
        }),
      },
    }),
    turn: turnMachine.provide({
      actors: pick(io, [
        'sendMessage',
        'editMessage',
        'regenerateReply',
        'retryMessage',
        'stopReply',
        'abortReply',
        'watchConversation',
      ]),
    }),
  };
}

const startupConversations = (startup: ChatStartupOutput | null): Conversation[] =>
  startup && startup.status !== 'signedOut' ? startup.conversations : [];

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    input: {} as ChatInput | undefined,
    events: {} as ChatEvent,
    children: {} as {
      chatStartup: 'chatStartup';
      conversationList: 'conversationList';
      conversationSwitch: 'conversationSwitch';
      turn: 'turn';
    },
  },
  actors: children({}),
  guards: {
    signedOut: (_, params: { startup: ChatStartupOutput }) => params.startup.status === 'signedOut',
  },
  actions: {
    openChosenConversation: enqueueActions(({ context, enqueue }) => {
      if (context.startup?.status !== 'ready') return;
      enqueue.sendTo(inSystem(SYSTEM_IDS.switch), {
        type: 'conversation.selected',
        conversationId: context.startup.activeConversationId,
      });
    }),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({ input: input ?? {}, startup: null }),
  initial: 'starting',
  states: {
    starting: {
      tags: ['loading'],
      invoke: {
        id: 'chatStartup',
        src: 'chatStartup',
        onDone: [
          {
            guard: { type: 'signedOut', params: ({ event }) => ({ startup: event.output }) },
            target: 'signedOut',
            actions: assign({ startup: ({ event }) => event.output }),
          },
          { target: 'ready', actions: assign({ startup: ({ event }) => event.output }) },
        ],
      },
    },
    signedOut: {},
    ready: {
      invoke: [
        {
          id: 'conversationList',
          systemId: SYSTEM_IDS.list,
          src: 'conversationList',
          input: ({ context }) => ({
            conversations: startupConversations(context.startup),
            activeConversationId:
              context.startup?.status === 'ready' ? context.startup.activeConversationId : null,
          }),
        },
        { id: 'conversationSwitch', systemId: SYSTEM_IDS.switch, src: 'conversationSwitch' },
        {
          id: 'turn',
          systemId: SYSTEM_IDS.turn,
          src: 'turn',
          input: ({ context }) => context.input.turn ?? {},
        },
      ],
      entry: 'openChosenConversation',
      on: {
        'conversation.selected': { actions: sendTo(SYSTEM_IDS.switch, ({ event }) => event) },
        'conversation.create': { actions: sendTo(SYSTEM_IDS.list, ({ event }) => event) },
        'conversation.delete': { actions: sendTo(SYSTEM_IDS.list, ({ event }) => event) },
        'conversation.rename': { actions: sendTo(SYSTEM_IDS.list, ({ event }) => event) },
        'conversations.synced': { actions: sendTo(SYSTEM_IDS.list, ({ event }) => event) },
      },
    },
  },
});

/** The chat machine with the app's I/O actors. */
export function provideChatActors(io: ChatActors) {
  return chatMachine.provide({ actors: children(io) });
}

export type ChatSnapshot = SnapshotFrom<typeof chatMachine>;
export type ChatActorRef = ActorRefFrom<typeof chatMachine>;

// The composed chat: spec §4 Chat start-up, Switching, Creating, Deleting and Sending, end to end through
// the children's wiring, with every I/O actor faked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { DEFAULT_FIRST_CHAT_TITLE } from '../lib/conversation-title.ts';
import type { Conversation } from './chat-entities.ts';
import { provideChatActors, type ChatActorRef, type ChatActors } from './chat-machine.ts';
import type { SessionInfo } from './chat-startup-machine.ts';
import type { ConversationIdInput, LoadedConversation } from './conversation-switch-machine.ts';
import type {
  CreateConversationInput,
  DeleteConversationInput,
  RenameConversationInput,
} from './conversation-list-machine.ts';
import type {
  ConversationInput,
  EditRequestInput,
  RegenerateRequestInput,
  RetryRequestInput,
  SendRequestInput,
  TurnEvent,
} from './turn-machine.ts';

const conversation = (id: string, title = `Chat ${id}`): Conversation => ({
  id,
  title,
  created_at: '2025-01-01T00:00:00.000Z',
  last_activity_at: '2025-01-01T00:00:00.000Z',
});

interface World {
  session: SessionInfo | null;
  conversations: Conversation[];
  storedId: string | null;
  /** Conversations whose reply streams (what the engine's overlay would report). */
  streaming: Set<string>;
}

function start(world: Partial<World> = {}) {
  const state: World = {
    session: { userId: 'user-1' },
    conversations: [],
    storedId: null,
    streaming: new Set(),
    ...world,
  };
  const log: string[] = [];
  let created = 0;
  const io: ChatActors = {
    getSession: fromPromise<SessionInfo | null, void>(async () => state.session),
    loadConversations: fromPromise<Conversation[], void>(async () => [...state.conversations]),
    readStoredConversationId: fromPromise<string | null, void>(async () => state.storedId),
    clearStoredConversationId: fromPromise<void, void>(async () => {
      log.push('clear stored id');
      state.storedId = null;
    }),
    storeActiveConversationId: fromPromise<void, ConversationIdInput>(async ({ input }) => {
      log.push(`store ${input.conversationId}`);
      state.storedId = input.conversationId;
    }),
    loadConversation: fromPromise<LoadedConversation, ConversationIdInput>(
      async ({ input }) => state.conversations.find((c) => c.id === input.conversationId) ?? null,
    ),
    createConversation: fromPromise<Conversation, CreateConversationInput>(async ({ input }) => {
      const c = conversation(`new-${++created}`, input.title);
      state.conversations = [c, ...state.conversations];
      return c;
    }),
    deleteConversation: fromPromise<void, DeleteConversationInput>(async ({ input }) => {
      log.push(`delete ${input.conversationId}`);
      state.conversations = state.conversations.filter((c) => c.id !== input.conversationId);
    }),
    renameConversation: fromPromise<void, RenameConversationInput>(async () => {}),
    sendMessage: fromPromise<void, SendRequestInput>(async ({ input }) => {
      log.push(`send ${input.conversationId}: ${input.text}`);
    }),
    stopReply: fromPromise<void, ConversationInput>(async ({ input }) => {
      log.push(`stop ${input.conversationId}`);
    }),
    abortReply: fromPromise<void, ConversationInput>(async ({ input }) => {
      log.push(`abort ${input.conversationId}`);
    }),
    editMessage: fromPromise<void, EditRequestInput>(async ({ input }) => {
      log.push(`edit ${input.questionId}: ${input.text}`);
    }),
    regenerateReply: fromPromise<void, RegenerateRequestInput>(async ({ input }) => {
      log.push(`regenerate ${input.replyId}`);
    }),
    retryMessage: fromPromise<void, RetryRequestInput>(async ({ input }) => {
      log.push(`retry ${input.messageId}`);
    }),
    watchConversation: fromCallback<TurnEvent, ConversationInput>(({ input, sendBack }) => {
      log.push(`watch ${input.conversationId}`);
      if (state.streaming.has(input.conversationId)) sendBack({ type: 'reply.streaming' });
      return () => log.push(`unwatch ${input.conversationId}`);
    }),
  };
  const actor = createActor(provideChatActors(io), { input: {} }).start();
  return { actor, log, state };
}

function kids(actor: ChatActorRef) {
  const { children } = actor.getSnapshot();
  const list = children.conversationList;
  const conversationSwitch = children.conversationSwitch;
  const send = children.turn;
  if (!list || !conversationSwitch || !send) throw new Error('chat is not ready');
  return { list, conversationSwitch, send };
}

async function ready(actor: ChatActorRef, activeId: string | null) {
  await waitFor(actor, (s) => s.matches('ready'));
  const { conversationSwitch } = kids(actor);
  if (activeId !== null) {
    await waitFor(conversationSwitch, (s) => s.matches('active') && s.context.conversationId === activeId);
  }
  return kids(actor);
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('§4 Chat start-up through the chat machine', () => {
  it("is loading first (the sidebar's 'Loading conversations...')", () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  });

  it('without a session ends signedOut with no children', async () => {
    const { actor } = start({ session: null });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().children.turn).toBeUndefined();
  });

  it('restores the stored conversation and opens it in every child', async () => {
    const { actor } = start({
      conversations: [conversation('a'), conversation('b')],
      storedId: 'b',
    });
    const { list, conversationSwitch, send } = await ready(actor, 'b');
    expect(list.getSnapshot().context.activeConversationId).toBe('b');
    expect(send.getSnapshot().context.conversationId).toBe('b');
    expect(conversationSwitch.getSnapshot().context.conversation).toEqual(conversation('b'));
  });

  it('with no conversations the list is empty and nothing is active (the welcome card)', async () => {
    const { actor } = start();
    const { list, conversationSwitch, send } = await ready(actor, null);
    expect(actor.getSnapshot().context.startup).toMatchObject({ status: 'empty' });
    expect(list.getSnapshot().context.conversations).toEqual([]);
    expect(conversationSwitch.getSnapshot().value).toBe('idle');
    expect(send.getSnapshot().can({ type: 'message.send', text: 'hi' })).toBe(false);
  });

  it("Start Chatting creates 'My First Chat', which becomes active", async () => {
    const { actor, state } = start();
    const { list, send } = await ready(actor, null);
    actor.send({ type: 'conversation.create', title: DEFAULT_FIRST_CHAT_TITLE });
    await ready(actor, 'new-1');
    expect(list.getSnapshot().context.conversations).toEqual([conversation('new-1', 'My First Chat')]);
    expect(send.getSnapshot().context.conversationId).toBe('new-1');
    expect(state.storedId).toBe('new-1');
  });
});

describe('§4 Switching and Sending through the chat machine', () => {
  it('a send goes to the engine for the active conversation', async () => {
    const { actor, log } = start({ conversations: [conversation('a')] });
    const { send } = await ready(actor, 'a');
    send.send({ type: 'message.send', text: 'Cap rate for $50k NOI on $1M?' });
    expect(send.getSnapshot().can({ type: 'message.send', text: 'next' })).toBe(false);
    await waitFor(send, (s) => s.matches({ composer: 'idle' }));
    expect(log).toContain('send a: Cap rate for $50k NOI on $1M?');
  });

  it('selecting another conversation mid-stream aborts following the stream of the one left', async () => {
    const { actor, log } = start({ conversations: [conversation('a'), conversation('b')] });
    const { send, list } = await ready(actor, 'a');
    send.send({ type: 'message.send', text: 'Q' });
    await waitFor(send, (s) => s.matches({ composer: 'idle' }));
    actor.send({ type: 'conversation.selected', conversationId: 'b' });
    await ready(actor, 'b');
    expect(log).toContain('abort a');
    // The engine stops following the conversation left and watches the new one.
    expect(log.filter((line) => /^(abort|unwatch|watch) /.test(line)).slice(-3)).toEqual([
      'abort a',
      'unwatch a',
      'watch b',
    ]);
    expect(send.getSnapshot().context.conversationId).toBe('b');
    expect(list.getSnapshot().context.activeConversationId).toBe('b');
    expect(send.getSnapshot().can({ type: 'message.send', text: 'in b' })).toBe(true);
  });

  it('Stop goes to the engine through the turn machine while a reply streams there', async () => {
    const { actor, log } = start({ conversations: [conversation('a')], streaming: new Set(['a']) });
    const { send } = await ready(actor, 'a');
    expect(send.getSnapshot().can({ type: 'reply.stop' })).toBe(true);
    expect(send.getSnapshot().can({ type: 'message.send', text: 'hi' })).toBe(false);
    send.send({ type: 'reply.stop' });
    await vi.waitFor(() => expect(log).toContain('stop a'));
  });
});

describe('§4 Creating and Deleting through the chat machine', () => {
  it('a created conversation goes to the top and is switched to', async () => {
    const { actor } = start({ conversations: [conversation('a')] });
    const { list } = await ready(actor, 'a');
    actor.send({ type: 'conversation.create', title: 'Duplex analysis' });
    await ready(actor, 'new-1');
    expect(list.getSnapshot().context.conversations.map((c) => c.id)).toEqual(['new-1', 'a']);
  });

  it('deleting the active conversation switches to the first remaining one', async () => {
    const { actor } = start({ conversations: [conversation('a'), conversation('b')] });
    const { list } = await ready(actor, 'a');
    actor.send({ type: 'conversation.delete', conversationId: 'a' });
    const { send } = await ready(actor, 'b');
    expect(list.getSnapshot().context.conversations.map((c) => c.id)).toEqual(['b']);
    expect(send.getSnapshot().context.conversationId).toBe('b');
  });

  it('deleting the last conversation clears the active conversation and the stored id', async () => {
    const { actor, log, state } = start({ conversations: [conversation('a')] });
    const { list, conversationSwitch, send } = await ready(actor, 'a');
    actor.send({ type: 'conversation.delete', conversationId: 'a' });
    await waitFor(conversationSwitch, (s) => s.matches('idle'));
    const watching = (line: string) => /^(unwatch|watch) /.test(line);
    expect(log.filter((line) => !watching(line)).slice(-3)).toEqual([
      'delete a',
      'abort a',
      'clear stored id',
    ]);
    expect(log.at(-2)).toBe('unwatch a');
    expect(state.storedId).toBeNull();
    expect(conversationSwitch.getSnapshot().context).toEqual({ conversationId: null, conversation: null });
    expect(list.getSnapshot().context).toMatchObject({ conversations: [], activeConversationId: null });
    expect(send.getSnapshot().context.conversationId).toBeNull();
    expect(send.getSnapshot().can({ type: 'message.send', text: 'hi' })).toBe(false);
  });

  it('renaming goes to the list', async () => {
    const { actor } = start({ conversations: [conversation('a')] });
    const { list } = await ready(actor, 'a');
    actor.send({ type: 'conversation.rename', conversationId: 'a', title: 'Renamed' });
    await waitFor(list, (s) => s.context.conversations[0]?.title === 'Renamed');
  });

  it('stopping the chat actor (sign-out, unmount) logs nothing', async () => {
    const { actor } = start({ conversations: [conversation('a')] });
    const { send } = await ready(actor, 'a');
    send.send({ type: 'message.send', text: 'Q' });
    actor.stop();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('conversations.synced through the chat machine', () => {
  it('the list starts from the restored conversation, so a synced list right away keeps it', async () => {
    const { actor } = start({
      conversations: [conversation('a'), conversation('b')],
      storedId: 'b',
    });
    await waitFor(actor, (s) => s.matches('ready'));
    const { list } = kids(actor);
    expect(list.getSnapshot().context.activeConversationId).toBe('b');
    actor.send({ type: 'conversations.synced', conversations: [conversation('a'), conversation('b')] });
    const { conversationSwitch } = await ready(actor, 'b');
    expect(conversationSwitch.getSnapshot().context.conversationId).toBe('b');
  });

  it('the active conversation deleted in another tab switches to the first remaining', async () => {
    const { actor } = start({ conversations: [conversation('a'), conversation('b')] });
    await ready(actor, 'a');
    actor.send({ type: 'conversations.synced', conversations: [conversation('b')] });
    const { send } = await ready(actor, 'b');
    expect(send.getSnapshot().context.conversationId).toBe('b');
  });

  it('is ignored before start-up has finished', () => {
    const { actor } = start({ conversations: [conversation('a')] });
    actor.send({ type: 'conversations.synced', conversations: [] });
    expect(actor.getSnapshot().matches('starting')).toBe(true);
  });
});

// The composed chat: spec §4 Chat start-up, Switching, Creating, Deleting and Sending, end to end through
// the children's wiring, with every I/O actor faked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { DEFAULT_FIRST_CHAT_TITLE } from '../lib/conversation-title.ts';
import { mergeMessages, type Conversation, type LocalMessage } from './chat-entities.ts';
import { provideChatActors, type ChatActorRef, type ChatActors } from './chat-machine.ts';
import type { SessionInfo } from './chat-startup-machine.ts';
import type {
  ConversationIdInput,
  LoadedConversation,
  MessageReceivedEvent,
} from './conversation-switch-machine.ts';
import type {
  CreateConversationInput,
  DeleteConversationInput,
  RenameConversationInput,
} from './conversation-list-machine.ts';
import type { SendRequestInput, StreamReplyEvent } from './send-message-machine.ts';

const conversation = (id: string, title = `Chat ${id}`): Conversation => ({
  id,
  title,
  created_at: '2025-01-01T00:00:00.000Z',
  last_activity_at: '2025-01-01T00:00:00.000Z',
});

const stored = (id: string, content: string, type: LocalMessage['type'] = 'user'): LocalMessage => ({
  type,
  content,
  id,
  clientMsgId: id,
  imageUrls: [],
  traceTypes: [],
  isStreaming: false,
  sendState: 'sent',
});

interface World {
  session: SessionInfo | null;
  conversations: Conversation[];
  storedId: string | null;
  messages: Record<string, LocalMessage[]>;
}

function start(world: Partial<World> = {}, options: { online?: boolean } = {}) {
  const state: World = {
    session: { userId: 'user-1' },
    conversations: [],
    storedId: null,
    messages: {},
    ...world,
  };
  const log: string[] = [];
  const streams: Array<{
    input: SendRequestInput;
    sendBack: (e: StreamReplyEvent) => void;
    closed: boolean;
  }> = [];
  const subscriptions: Array<{
    conversationId: string;
    sendBack: (e: MessageReceivedEvent) => void;
    closed: boolean;
  }> = [];
  let created = 0;
  let ids = 0;
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
    loadConversation: fromPromise<LoadedConversation, ConversationIdInput>(async ({ input }) => ({
      conversation: state.conversations.find((c) => c.id === input.conversationId) ?? null,
      messages: state.messages[input.conversationId] ?? [],
    })),
    subscribeToMessages: fromCallback<{ type: string }, ConversationIdInput>(({ input, sendBack }) => {
      const sub = { conversationId: input.conversationId, sendBack, closed: false };
      subscriptions.push(sub);
      return () => {
        sub.closed = true;
      };
    }),
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
    enqueueMessage: fromPromise<void, SendRequestInput>(async ({ input }) => {
      log.push(`enqueue ${input.text}`);
    }),
    streamReply: fromCallback<EventObject, SendRequestInput>(({ input, sendBack }) => {
      const s = { input, sendBack, closed: false };
      streams.push(s);
      return () => {
        s.closed = true;
      };
    }),
  };
  const actor = createActor(provideChatActors(io), {
    input: { generateId: () => `m-${++ids}`, isOnline: () => options.online ?? true },
  }).start();
  return { actor, log, streams, subscriptions, state };
}

function kids(actor: ChatActorRef) {
  const { children } = actor.getSnapshot();
  const list = children.conversationList;
  const conversationSwitch = children.conversationSwitch;
  const send = children.sendMessage;
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

const shown = (actor: ChatActorRef) => {
  const { conversationSwitch, send } = kids(actor);
  return mergeMessages(
    conversationSwitch.getSnapshot().context.messages,
    send.getSnapshot().context.messages,
  );
};

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
    expect(actor.getSnapshot().children.sendMessage).toBeUndefined();
  });

  it('restores the stored conversation and opens it in every child', async () => {
    const { actor, subscriptions } = start({
      conversations: [conversation('a'), conversation('b')],
      storedId: 'b',
      messages: { b: [stored('b1', 'hello b')] },
    });
    const { list, conversationSwitch, send } = await ready(actor, 'b');
    expect(list.getSnapshot().context.activeConversationId).toBe('b');
    expect(send.getSnapshot().context.conversationId).toBe('b');
    expect(conversationSwitch.getSnapshot().context.messages).toEqual([stored('b1', 'hello b')]);
    expect(subscriptions.map((s) => s.conversationId)).toEqual(['b']);
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
  it('a send streams into the active conversation and the merged list shows it', async () => {
    const { actor, streams, log } = start({
      conversations: [conversation('a')],
      messages: { a: [stored('a1', 'earlier')] },
    });
    const { send } = await ready(actor, 'a');
    actor.send({ type: 'message.send', text: 'Cap rate for $50k NOI on $1M?' });
    await waitFor(send, (s) => s.matches('streaming'));
    const stream = streams[0];
    if (!stream) throw new Error('no stream');
    expect(stream.input).toEqual({
      conversationId: 'a',
      text: 'Cap rate for $50k NOI on $1M?',
      clientMsgId: 'm-1',
      responseClientMsgId: 'm-2',
    });
    stream.sendBack({ type: 'stream.trace', trace: { type: 'text', payload: { message: 'It is 5%.' } } });
    expect(shown(actor).map((m) => [m.id, m.content, m.isStreaming])).toEqual([
      ['a1', 'earlier', false],
      ['m-1', 'Cap rate for $50k NOI on $1M?', false],
      ['m-2', 'It is 5%.', true],
    ]);
    expect(log).toContain('enqueue Cap rate for $50k NOI on $1M?');
  });

  it('the realtime copy of the user message and of the finished reply replace the local ones', async () => {
    const { actor, streams, subscriptions } = start({ conversations: [conversation('a')] });
    const { send } = await ready(actor, 'a');
    actor.send({ type: 'message.send', text: 'Q' });
    await waitFor(send, (s) => s.matches('streaming'));
    const stream = streams[0];
    const sub = subscriptions[0];
    if (!stream || !sub) throw new Error('not started');
    sub.sendBack({ type: 'message.received', conversationId: 'a', message: stored('m-1', 'Q') });
    stream.sendBack({ type: 'stream.trace', trace: { type: 'text', payload: { message: 'Partial' } } });
    sub.sendBack({
      type: 'message.received',
      conversationId: 'a',
      message: stored('m-2', 'Final from server', 'assistant'),
    });
    // R18: while it streams, the local reply wins.
    expect(shown(actor).map((m) => m.content)).toEqual(['Q', 'Partial']);
    stream.sendBack({ type: 'stream.done' });
    expect(shown(actor).map((m) => [m.content, m.sendState])).toEqual([
      ['Q', 'sent'],
      ['Final from server', 'sent'],
    ]);
  });

  it('selecting another conversation mid-stream aborts the stream and clears the partial reply', async () => {
    const { actor, streams, subscriptions } = start({
      conversations: [conversation('a'), conversation('b')],
      messages: { b: [stored('b1', 'in b')] },
    });
    const { send, list } = await ready(actor, 'a');
    actor.send({ type: 'message.send', text: 'Q' });
    await waitFor(send, (s) => s.matches('streaming'));
    actor.send({ type: 'conversation.selected', conversationId: 'b' });
    await ready(actor, 'b');
    expect(streams[0]?.closed).toBe(true);
    expect(subscriptions.map((s) => [s.conversationId, s.closed])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(send.getSnapshot().value).toBe('idle');
    expect(send.getSnapshot().context).toMatchObject({
      conversationId: 'b',
      messages: [],
      isStreaming: false,
    });
    expect(list.getSnapshot().context.activeConversationId).toBe('b');
    expect(shown(actor).map((m) => m.id)).toEqual(['b1']);
  });

  it('Stop goes to the send machine', async () => {
    const { actor, streams } = start({ conversations: [conversation('a')] });
    const { send } = await ready(actor, 'a');
    actor.send({ type: 'message.send', text: 'Q' });
    await waitFor(send, (s) => s.matches('streaming'));
    actor.send({ type: 'stream.abort' });
    expect(send.getSnapshot().value).toBe('idle');
    expect(streams[0]?.closed).toBe(true);
  });

  it('offline sends are queued in the active conversation', async () => {
    const { actor } = start({ conversations: [conversation('a')] }, { online: false });
    const { send } = await ready(actor, 'a');
    actor.send({ type: 'message.send', text: 'one' });
    await waitFor(send, (s) => s.matches('idle') && s.context.messages.length === 1);
    actor.send({ type: 'message.send', text: 'two' });
    await waitFor(send, (s) => s.matches('idle') && s.context.messages.length === 2);
    expect(shown(actor).map((m) => [m.content, m.sendState])).toEqual([
      ['one', 'queued'],
      ['two', 'queued'],
    ]);
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

  it('deleting the last conversation clears the active conversation, messages, stored id and subscription', async () => {
    const { actor, log, state, subscriptions } = start({
      conversations: [conversation('a')],
      messages: { a: [stored('a1', 'x')] },
    });
    const { list, conversationSwitch, send } = await ready(actor, 'a');
    actor.send({ type: 'conversation.delete', conversationId: 'a' });
    await waitFor(conversationSwitch, (s) => s.matches('idle'));
    expect(log.slice(-2)).toEqual(['delete a', 'clear stored id']);
    expect(state.storedId).toBeNull();
    expect(subscriptions[0]?.closed).toBe(true);
    expect(conversationSwitch.getSnapshot().context).toEqual({
      conversationId: null,
      conversation: null,
      messages: [],
    });
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

  it('stopping the chat actor removes the subscription and aborts the stream (sign-out, unmount)', async () => {
    const { actor, streams, subscriptions } = start({ conversations: [conversation('a')] });
    const { send } = await ready(actor, 'a');
    actor.send({ type: 'message.send', text: 'Q' });
    await waitFor(send, (s) => s.matches('streaming'));
    actor.stop();
    expect(streams[0]?.closed).toBe(true);
    expect(subscriptions[0]?.closed).toBe(true);
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

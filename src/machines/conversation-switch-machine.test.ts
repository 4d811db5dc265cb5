import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { Conversation, LocalMessage } from './chat-entities.ts';
import {
  conversationSwitchMachine,
  type ConversationIdInput,
  type LoadedConversation,
  type MessageReceivedEvent,
} from './conversation-switch-machine.ts';

const conversation = (id: string): Conversation => ({
  id,
  title: `Chat ${id}`,
  created_at: '2025-01-01T00:00:00.000Z',
  last_activity_at: '2025-01-01T00:00:00.000Z',
});

const message = (id: string, content: string, type: LocalMessage['type'] = 'user'): LocalMessage => ({
  type,
  content,
  id,
  clientMsgId: id,
  imageUrls: [],
  traceTypes: [],
  isStreaming: false,
  sendState: 'sent',
});

interface Subscription {
  conversationId: string;
  sendBack: (event: MessageReceivedEvent) => void;
  removed: boolean;
}

interface Options {
  /** Milliseconds each load takes (fake timers), per conversation id. */
  loadDelay?: Record<string, number>;
  loadError?: Error;
  storeError?: Error;
  clearError?: Error;
  subscribeError?: Error;
  loaded?: (id: string) => LoadedConversation;
}

function start(options: Options = {}) {
  const log: string[] = [];
  const subscriptions: Subscription[] = [];
  const machine = conversationSwitchMachine.provide({
    actors: {
      loadConversation: fromPromise<LoadedConversation, ConversationIdInput>(async ({ input }) => {
        log.push(`load ${input.conversationId}`);
        const delay = options.loadDelay?.[input.conversationId] ?? 0;
        if (delay) await new Promise((r) => setTimeout(r, delay));
        if (options.loadError) throw options.loadError;
        return (
          options.loaded?.(input.conversationId) ?? {
            conversation: conversation(input.conversationId),
            messages: [message(`${input.conversationId}-1`, `first of ${input.conversationId}`)],
          }
        );
      }),
      storeActiveConversationId: fromPromise<void, ConversationIdInput>(async ({ input }) => {
        log.push(`store ${input.conversationId}`);
        if (options.storeError) throw options.storeError;
      }),
      clearStoredConversationId: fromPromise<void, void>(async () => {
        log.push('clear stored id');
        if (options.clearError) throw options.clearError;
      }),
      subscribeToMessages: fromCallback<{ type: string }, ConversationIdInput>(({ input, sendBack }) => {
        log.push(`subscribe ${input.conversationId}`);
        if (options.subscribeError) throw options.subscribeError;
        const subscription: Subscription = { conversationId: input.conversationId, sendBack, removed: false };
        subscriptions.push(subscription);
        return () => {
          log.push(`remove subscription ${input.conversationId}`);
          subscription.removed = true;
        };
      }),
    },
  });
  const actor = createActor(machine);
  actor.on('*', (emitted) => {
    log.push(
      emitted.type === 'conversation.activated' ? `activated ${emitted.conversationId}` : emitted.type,
    );
  });
  actor.start();
  return { actor, log, subscriptions };
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  vi.useRealTimers();
});

describe('§4 Switching conversation: the steps', () => {
  it('starts idle with no conversation', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ conversationId: null, conversation: null, messages: [] });
  });

  it('selecting loads the conversation and its messages, stores the id, then subscribes', async () => {
    const { actor, log, subscriptions } = start();
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.conversationId).toBe('a');
    await waitFor(actor, (s) => s.matches('active'));
    expect(log).toEqual(['stream.abort', 'buffers.clear', 'activated a', 'load a', 'store a', 'subscribe a']);
    expect(actor.getSnapshot().context).toEqual({
      conversationId: 'a',
      conversation: conversation('a'),
      messages: [message('a-1', 'first of a')],
    });
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]?.conversationId).toBe('a');
  });

  it('switching aborts the stream, clears buffers, removes the old subscription, clears messages, in that order', async () => {
    const { actor, log, subscriptions } = start();
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    await waitFor(actor, (s) => s.matches('active'));
    log.length = 0;

    actor.send({ type: 'conversation.selected', conversationId: 'b' });
    expect(log).toEqual(['stream.abort', 'buffers.clear', 'remove subscription a', 'activated b', 'load b']);
    expect(actor.getSnapshot().context.messages).toEqual([]);
    expect(actor.getSnapshot().context.conversation).toBeNull();
    expect(subscriptions[0]?.removed).toBe(true);

    await waitFor(actor, (s) => s.matches('active'));
    expect(log.slice(-2)).toEqual(['store b', 'subscribe b']);
    expect(actor.getSnapshot().context.messages).toEqual([message('b-1', 'first of b')]);
    expect(subscriptions.filter((s) => !s.removed).map((s) => s.conversationId)).toEqual(['b']);
  });

  it('re-selecting the active conversation is ignored (guard isOtherConversation)', async () => {
    const { actor, log } = start();
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    await waitFor(actor, (s) => s.matches('active'));
    log.length = 0;
    expect(actor.getSnapshot().can({ type: 'conversation.selected', conversationId: 'a' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'conversation.selected', conversationId: 'b' })).toBe(true);
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    expect(log).toEqual([]);
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context.messages).toHaveLength(1);
  });

  it('re-selecting a conversation that is still loading is ignored', () => {
    vi.useFakeTimers();
    const { actor, log } = start({ loadDelay: { a: 500 } });
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    expect(log.filter((l) => l.startsWith('load'))).toEqual(['load a']);
  });

  it('a newer selection wins over a slower load still in flight', async () => {
    vi.useFakeTimers();
    const { actor, log } = start({ loadDelay: { a: 1000, b: 100 } });
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    await vi.advanceTimersByTimeAsync(50);
    actor.send({ type: 'conversation.selected', conversationId: 'b' });
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(actor, (s) => s.matches('active'));
    expect(actor.getSnapshot().context.conversationId).toBe('b');
    expect(actor.getSnapshot().context.messages).toEqual([message('b-1', 'first of b')]);
    expect(log).not.toContain('store a');
    expect(log).not.toContain('subscribe a');
  });
});

describe('§4 Switching conversation: incoming messages', () => {
  async function active() {
    const started = start();
    started.actor.send({ type: 'conversation.selected', conversationId: 'a' });
    await waitFor(started.actor, (s) => s.matches('active'));
    const subscription = started.subscriptions[0];
    if (!subscription) throw new Error('not subscribed');
    return { ...started, subscription };
  }

  it('an incoming message with a new id is appended', async () => {
    const { actor, subscription } = await active();
    subscription.sendBack({
      type: 'message.received',
      conversationId: 'a',
      message: message('a-2', 'hello'),
    });
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual(['a-1', 'a-2']);
  });

  it('an incoming message replaces the one with the same id, in place', async () => {
    const { actor, subscription } = await active();
    subscription.sendBack({ type: 'message.received', conversationId: 'a', message: message('a-2', 'two') });
    const replacement = message('a-1', 'edited', 'assistant');
    subscription.sendBack({ type: 'message.received', conversationId: 'a', message: replacement });
    expect(actor.getSnapshot().context.messages).toEqual([replacement, message('a-2', 'two')]);
  });

  it('a message for another conversation is ignored (guard isForActiveConversation)', async () => {
    const { actor, subscription } = await active();
    subscription.sendBack({
      type: 'message.received',
      conversationId: 'z',
      message: message('z-9', 'stray'),
    });
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual(['a-1']);
  });

  it('the removed subscription of the previous conversation delivers nothing more', async () => {
    const { actor, subscription } = await active();
    actor.send({ type: 'conversation.selected', conversationId: 'b' });
    await waitFor(actor, (s) => s.matches('active'));
    subscription.sendBack({ type: 'message.received', conversationId: 'a', message: message('a-3', 'late') });
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual(['b-1']);
  });

  it('messages are not taken while loading (nothing is subscribed yet)', () => {
    const { actor } = start();
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    expect(
      actor.getSnapshot().can({ type: 'message.received', conversationId: 'a', message: message('x', 'x') }),
    ).toBe(false);
  });
});

describe('§4 Deleting the last conversation: conversation.cleared', () => {
  it('clears the active conversation, messages, stored id and subscription', async () => {
    const { actor, log, subscriptions } = start();
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    await waitFor(actor, (s) => s.matches('active'));
    log.length = 0;
    actor.send({ type: 'conversation.cleared' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(log).toEqual([
      'stream.abort',
      'buffers.clear',
      'remove subscription a',
      'activated null',
      'clear stored id',
    ]);
    expect(subscriptions[0]?.removed).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ conversationId: null, conversation: null, messages: [] });
  });

  it('is ignored when no conversation is active (guard hasConversation)', () => {
    const { actor, log } = start();
    expect(actor.getSnapshot().can({ type: 'conversation.cleared' })).toBe(false);
    actor.send({ type: 'conversation.cleared' });
    expect(log).toEqual([]);
  });

  it('§8 a failed clear of the stored id goes to the console and still ends idle', async () => {
    const { actor } = start({ clearError: new Error('quota') });
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    await waitFor(actor, (s) => s.matches('active'));
    actor.send({ type: 'conversation.cleared' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(consoleError).toHaveBeenCalledWith(
      'Switching conversation: clearing the stored conversation id failed',
      expect.any(Error),
    );
  });
});

describe('§8 Switching conversation: errors go to the console only', () => {
  it('a failed load leaves no messages but still stores the id and subscribes', async () => {
    const { actor, log } = start({ loadError: new Error('Failed to load messages: 500') });
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    await waitFor(actor, (s) => s.matches('active'));
    expect(actor.getSnapshot().context).toEqual({ conversationId: 'a', conversation: null, messages: [] });
    expect(log.slice(-2)).toEqual(['store a', 'subscribe a']);
    expect(consoleError).toHaveBeenCalledWith(
      'Switching conversation: loading the conversation failed',
      expect.any(Error),
    );
  });

  it('a conversation the service cannot find loads as null (spec §8: getting one returns null)', async () => {
    const { actor } = start({ loaded: () => ({ conversation: null, messages: [] }) });
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    await waitFor(actor, (s) => s.matches('active'));
    expect(actor.getSnapshot().context.conversation).toBeNull();
  });

  it('a failed store of the id still subscribes', async () => {
    const { actor, log } = start({ storeError: new Error('quota') });
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    await waitFor(actor, (s) => s.matches('active'));
    expect(log).toContain('subscribe a');
    expect(consoleError).toHaveBeenCalledWith(
      'Switching conversation: storing the active conversation id failed',
      expect.any(Error),
    );
  });

  it('a subscription that fails to start is logged and the conversation stays usable', async () => {
    const { actor } = start({ subscribeError: new Error('channel error') });
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    await waitFor(actor, (s) => s.matches('active'));
    expect(consoleError).toHaveBeenCalledWith(
      'Switching conversation: subscribing to new messages failed',
      expect.any(Error),
    );
    actor.send({ type: 'conversation.selected', conversationId: 'b' });
    await waitFor(actor, (s) => s.matches('active') && s.context.conversationId === 'b');
    expect(actor.getSnapshot().status).toBe('active');
  });
});

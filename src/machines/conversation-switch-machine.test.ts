import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Conversation } from './chat-entities.ts';
import {
  conversationSwitchMachine,
  type ConversationIdInput,
  type LoadedConversation,
} from './conversation-switch-machine.ts';

const conversation = (id: string): Conversation => ({
  id,
  title: `Chat ${id}`,
  created_at: '2025-01-01T00:00:00.000Z',
  last_activity_at: '2025-01-01T00:00:00.000Z',
});

interface Options {
  /** Milliseconds each load takes (fake timers), per conversation id. */
  loadDelay?: Record<string, number>;
  loadError?: Error;
  storeError?: Error;
  clearError?: Error;
  loaded?: (id: string) => LoadedConversation;
}

function start(options: Options = {}) {
  const log: string[] = [];
  const machine = conversationSwitchMachine.provide({
    actors: {
      loadConversation: fromPromise<LoadedConversation, ConversationIdInput>(async ({ input }) => {
        log.push(`load ${input.conversationId}`);
        const delay = options.loadDelay?.[input.conversationId] ?? 0;
        if (delay) await new Promise((r) => setTimeout(r, delay));
        if (options.loadError) throw options.loadError;
        return options.loaded ? options.loaded(input.conversationId) : conversation(input.conversationId);
      }),
      storeActiveConversationId: fromPromise<void, ConversationIdInput>(async ({ input }) => {
        log.push(`store ${input.conversationId}`);
        if (options.storeError) throw options.storeError;
      }),
      clearStoredConversationId: fromPromise<void, void>(async () => {
        log.push('clear stored id');
        if (options.clearError) throw options.clearError;
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
  return { actor, log };
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
    expect(actor.getSnapshot().context).toEqual({ conversationId: null, conversation: null });
  });

  it('selecting aborts any stream, announces the conversation, loads it and stores the id', async () => {
    const { actor, log } = start();
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.conversationId).toBe('a');
    await waitFor(actor, (s) => s.matches('active'));
    expect(log).toEqual(['stream.abort', 'buffers.clear', 'activated a', 'load a', 'store a']);
    expect(actor.getSnapshot().context).toEqual({ conversationId: 'a', conversation: conversation('a') });
  });

  it('switching aborts the stream and clears buffers before the new conversation loads', async () => {
    const { actor, log } = start();
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    await waitFor(actor, (s) => s.matches('active'));
    log.length = 0;

    actor.send({ type: 'conversation.selected', conversationId: 'b' });
    expect(log).toEqual(['stream.abort', 'buffers.clear', 'activated b', 'load b']);
    expect(actor.getSnapshot().context.conversation).toBeNull();
    await waitFor(actor, (s) => s.matches('active'));
    expect(log.at(-1)).toBe('store b');
    expect(actor.getSnapshot().context.conversation).toEqual(conversation('b'));
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
    expect(actor.getSnapshot().context).toEqual({ conversationId: 'b', conversation: conversation('b') });
    expect(log).not.toContain('store a');
  });
});

describe('§4 Deleting the last conversation: conversation.cleared', () => {
  it('clears the active conversation and the stored id, and aborts any stream', async () => {
    const { actor, log } = start();
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    await waitFor(actor, (s) => s.matches('active'));
    log.length = 0;
    actor.send({ type: 'conversation.cleared' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(log).toEqual(['stream.abort', 'buffers.clear', 'activated null', 'clear stored id']);
    expect(actor.getSnapshot().context).toEqual({ conversationId: null, conversation: null });
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
  it('a failed load still stores the id', async () => {
    const { actor, log } = start({ loadError: new Error('Failed to load: 500') });
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    await waitFor(actor, (s) => s.matches('active'));
    expect(actor.getSnapshot().context).toEqual({ conversationId: 'a', conversation: null });
    expect(log.at(-1)).toBe('store a');
    expect(consoleError).toHaveBeenCalledWith(
      'Switching conversation: loading the conversation failed',
      expect.any(Error),
    );
  });

  it('a conversation the service cannot find loads as null (spec §8: getting one returns null)', async () => {
    const { actor } = start({ loaded: () => null });
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    await waitFor(actor, (s) => s.matches('active'));
    expect(actor.getSnapshot().context.conversation).toBeNull();
  });

  it('a failed store of the id still ends active', async () => {
    const { actor } = start({ storeError: new Error('quota') });
    actor.send({ type: 'conversation.selected', conversationId: 'a' });
    await waitFor(actor, (s) => s.matches('active'));
    expect(consoleError).toHaveBeenCalledWith(
      'Switching conversation: storing the active conversation id failed',
      expect.any(Error),
    );
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { Conversation } from './chat-entities.ts';
import { chatStartupMachine, type SessionInfo } from './chat-startup-machine.ts';

const conversation = (id: string, title = `Chat ${id}`): Conversation => ({
  id,
  title,
  created_at: '2025-01-01T00:00:00.000Z',
  last_activity_at: '2025-01-02T00:00:00.000Z',
});

interface Fakes {
  session?: SessionInfo | null | Error;
  conversations?: Conversation[] | Error;
  storedId?: string | null | Error;
  clearError?: Error;
}

function start(fakes: Fakes = {}) {
  const calls = {
    getSession: vi.fn(),
    loadConversations: vi.fn(),
    readStoredConversationId: vi.fn(),
    clearStoredConversationId: vi.fn(),
  };
  const result = <T>(value: T | Error): Promise<T> =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  const machine = chatStartupMachine.provide({
    actors: {
      getSession: fromPromise(async () => {
        calls.getSession();
        return result(fakes.session === undefined ? { userId: 'user-1' } : fakes.session);
      }),
      loadConversations: fromPromise(async () => {
        calls.loadConversations();
        return result(fakes.conversations ?? []);
      }),
      readStoredConversationId: fromPromise(async () => {
        calls.readStoredConversationId();
        return result(fakes.storedId === undefined ? null : fakes.storedId);
      }),
      clearStoredConversationId: fromPromise(async () => {
        calls.clearStoredConversationId();
        if (fakes.clearError) throw fakes.clearError;
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, output: toPromise(actor) };
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('§4 Chat start-up: session check', () => {
  it('no session ends in signedOut without loading anything', async () => {
    const { actor, calls, output } = start({ session: null });
    expect(await output).toEqual({ status: 'signedOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls.loadConversations).not.toHaveBeenCalled();
    expect(calls.readStoredConversationId).not.toHaveBeenCalled();
  });

  it('§8 a failed session check goes to the console and ends in signedOut', async () => {
    const { actor, output } = start({ session: new Error('network down') });
    expect(await output).toEqual({ status: 'signedOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(consoleError).toHaveBeenCalledWith(
      'Chat start-up: checking the session failed',
      expect.any(Error),
    );
  });

  it('an actor the app did not provide fails loudly into the console', async () => {
    const actor = createActor(chatStartupMachine).start();
    expect(await toPromise(actor)).toEqual({ status: 'signedOut' });
    expect(String(consoleError.mock.calls[0]?.[1])).toContain('"getSession" actor was not provided');
  });
});

describe('§4 Chat start-up: restoring the active conversation', () => {
  it('restores the stored id when it is still listed', async () => {
    const { actor, calls, output } = start({
      conversations: [conversation('a'), conversation('b')],
      storedId: 'b',
    });
    expect(await output).toEqual({
      status: 'ready',
      userId: 'user-1',
      conversations: [conversation('a'), conversation('b')],
      activeConversationId: 'b',
      restored: true,
    });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.clearStoredConversationId).not.toHaveBeenCalled();
  });

  it('drops a stored id that no longer exists and chooses the first listed', async () => {
    const { calls, output } = start({
      conversations: [conversation('a'), conversation('b')],
      storedId: 'gone',
    });
    expect(await output).toMatchObject({ status: 'ready', activeConversationId: 'a', restored: false });
    expect(calls.clearStoredConversationId).toHaveBeenCalledTimes(1);
  });

  it('without a stored id chooses the first listed and drops nothing', async () => {
    const { calls, output } = start({
      conversations: [conversation('a'), conversation('b')],
      storedId: null,
    });
    expect(await output).toMatchObject({ status: 'ready', activeConversationId: 'a', restored: false });
    expect(calls.clearStoredConversationId).not.toHaveBeenCalled();
  });

  it('an empty stored id counts as none', async () => {
    const { calls, output } = start({ conversations: [conversation('a')], storedId: '' });
    expect(await output).toMatchObject({ status: 'ready', activeConversationId: 'a' });
    expect(calls.clearStoredConversationId).not.toHaveBeenCalled();
  });

  it('§8 a failed storage read goes to the console and counts as no stored id', async () => {
    const { calls, output } = start({ conversations: [conversation('a')], storedId: new Error('denied') });
    expect(await output).toMatchObject({ status: 'ready', activeConversationId: 'a', restored: false });
    expect(calls.clearStoredConversationId).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(
      'Chat start-up: reading the stored conversation id failed',
      expect.any(Error),
    );
  });

  it('§8 a failed drop of the stored id goes to the console and still chooses the first listed', async () => {
    const { output } = start({
      conversations: [conversation('a')],
      storedId: 'gone',
      clearError: new Error('quota'),
    });
    expect(await output).toMatchObject({ status: 'ready', activeConversationId: 'a' });
    expect(consoleError).toHaveBeenCalledWith(
      'Chat start-up: dropping the stored conversation id failed',
      expect.any(Error),
    );
  });
});

describe('§4 Chat start-up: no conversations', () => {
  it('ends in empty (the welcome card whose Start Chatting creates My First Chat)', async () => {
    const { actor, calls, output } = start({ conversations: [], storedId: null });
    expect(await output).toEqual({ status: 'empty', userId: 'user-1', conversations: [] });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(calls.clearStoredConversationId).not.toHaveBeenCalled();
  });

  it('drops a stored id when no conversation is left', async () => {
    const { calls, output } = start({ conversations: [], storedId: 'gone' });
    expect(await output).toMatchObject({ status: 'empty' });
    expect(calls.clearStoredConversationId).toHaveBeenCalledTimes(1);
  });

  it('§8 a failed list load goes to the console, ends in empty and keeps the stored id', async () => {
    const { calls, output } = start({
      conversations: new Error('Failed to list conversations: 500'),
      storedId: 'a',
    });
    expect(await output).toMatchObject({ status: 'empty' });
    expect(calls.readStoredConversationId).not.toHaveBeenCalled();
    expect(calls.clearStoredConversationId).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(
      'Chat start-up: loading the conversations failed',
      expect.any(Error),
    );
  });
});

describe('§4 Chat start-up: order of the steps', () => {
  it('checks the session, then loads, then reads the stored id', async () => {
    const { calls, output } = start({ conversations: [conversation('a')], storedId: 'a' });
    await output;
    const order = (fn: ReturnType<typeof vi.fn>) => fn.mock.invocationCallOrder[0] ?? Infinity;
    expect(order(calls.getSession)).toBeLessThan(order(calls.loadConversations));
    expect(order(calls.loadConversations)).toBeLessThan(order(calls.readStoredConversationId));
  });

  it('waits in each step until its actor answers', async () => {
    let resolveSession: (s: SessionInfo | null) => void = () => {};
    const machine = chatStartupMachine.provide({
      actors: {
        getSession: fromPromise(() => new Promise<SessionInfo | null>((r) => (resolveSession = r))),
        loadConversations: fromPromise(async () => [conversation('a')]),
        readStoredConversationId: fromPromise(async (): Promise<string | null> => null),
      },
    });
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().value).toBe('checkingSession');
    resolveSession({ userId: 'u' });
    expect(await toPromise(actor)).toMatchObject({ status: 'ready', userId: 'u', activeConversationId: 'a' });
  });
});

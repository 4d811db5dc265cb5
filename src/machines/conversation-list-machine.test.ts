import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DEFAULT_FIRST_CHAT_TITLE } from '../lib/conversation-title.ts';
import type { Conversation } from './chat-entities.ts';
import {
  conversationListMachine,
  type ConversationListEmitted,
  type ConversationListInput,
  type CreateConversationInput,
  type DeleteConversationInput,
  type RenameConversationInput,
} from './conversation-list-machine.ts';

const conversation = (id: string, title = `Chat ${id}`): Conversation => ({
  id,
  title,
  created_at: '2025-01-01T00:00:00.000Z',
  last_activity_at: '2025-01-01T00:00:00.000Z',
});

interface Options {
  createError?: Error;
  deleteError?: Error;
  renameError?: Error;
  /** Makes every actor wait this many ms (fake timers). */
  delay?: number;
  /** Leaves the list's requests unanswered (no switch machine announcing the outcome). */
  noSwitch?: boolean;
}

function start(input: ConversationListInput = {}, options: Options = {}) {
  const calls = {
    create: [] as CreateConversationInput[],
    delete: [] as DeleteConversationInput[],
    rename: [] as RenameConversationInput[],
  };
  const wait = () => (options.delay ? new Promise((r) => setTimeout(r, options.delay)) : Promise.resolve());
  let created = 0;
  const machine = conversationListMachine.provide({
    actors: {
      createConversation: fromPromise<Conversation, CreateConversationInput>(async ({ input }) => {
        calls.create.push(input);
        await wait();
        if (options.createError) throw options.createError;
        created += 1;
        return conversation(`new-${created}`, input.title);
      }),
      deleteConversation: fromPromise<void, DeleteConversationInput>(async ({ input }) => {
        calls.delete.push(input);
        await wait();
        if (options.deleteError) throw options.deleteError;
      }),
      renameConversation: fromPromise<void, RenameConversationInput>(async ({ input }) => {
        calls.rename.push(input);
        await wait();
        if (options.renameError) throw options.renameError;
      }),
    },
  });
  const emitted: ConversationListEmitted[] = [];
  const actor = createActor(machine, { input });
  actor.on('*', (e) => {
    emitted.push(e);
    // What chat-machine.ts wires: the switch machine, asked to select or clear, announces the outcome.
    if (options.noSwitch) return;
    if (e.type === 'conversation.selected')
      actor.send({ type: 'conversation.activated', conversationId: e.conversationId });
    if (e.type === 'conversation.cleared')
      actor.send({ type: 'conversation.activated', conversationId: null });
  });
  actor.start();
  return { actor, calls, emitted };
}

const ids = (list: Conversation[]) => list.map((c) => c.id);

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  vi.useRealTimers();
});

describe('conversation list: input', () => {
  it('starts idle with the given list and active conversation', () => {
    const { actor } = start({ conversations: [conversation('a')], activeConversationId: 'a' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({
      conversations: [conversation('a')],
      activeConversationId: 'a',
      pendingConversationId: null,
      pendingTitle: null,
    });
  });

  it('starts empty with empty input', () => {
    const actor = createActor(conversationListMachine, { input: {} }).start();
    expect(actor.getSnapshot().context.conversations).toEqual([]);
    expect(actor.getSnapshot().context.activeConversationId).toBeNull();
  });

  it('follows the active conversation the switch machine announces', () => {
    const { actor } = start({
      conversations: [conversation('a'), conversation('b')],
      activeConversationId: 'a',
    });
    actor.send({ type: 'conversation.activated', conversationId: 'b' });
    expect(actor.getSnapshot().context.activeConversationId).toBe('b');
    actor.send({ type: 'conversation.activated', conversationId: null });
    expect(actor.getSnapshot().context.activeConversationId).toBeNull();
  });
});

describe('§5 title rules for conversation.create (guard validTitle)', () => {
  it.each([
    ['empty', ''],
    ['blank', '   \t '],
    ['41 characters', 'x'.repeat(41)],
    ['41 characters once trimmed', ` ${'x'.repeat(41)} `],
  ])('a %s title is refused', (_, title) => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().can({ type: 'conversation.create', title })).toBe(false);
    actor.send({ type: 'conversation.create', title });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls.create).toEqual([]);
  });

  it.each([
    ['1 character', 'x'],
    ['40 characters', 'x'.repeat(40)],
    ['40 characters plus surrounding spaces', `  ${'x'.repeat(40)}  `],
    ['40 emoji (code points, not UTF-16 units)', '🏠'.repeat(40)],
  ])('a %s title is accepted', (_, title) => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'conversation.create', title })).toBe(true);
  });

  it('the trimmed title is created', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'conversation.create', title: '  Downtown condos  ' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls.create).toEqual([{ title: 'Downtown condos' }]);
    expect(actor.getSnapshot().context.conversations[0]?.title).toBe('Downtown condos');
  });
});

describe('§4 Creating', () => {
  it('the new conversation goes to the top of the list and becomes active', async () => {
    const { actor, emitted } = start({
      conversations: [conversation('a'), conversation('b')],
      activeConversationId: 'b',
    });
    actor.send({ type: 'conversation.create', title: 'Rent vs buy' });
    await waitFor(actor, (s) => s.matches('idle'));
    const { context } = actor.getSnapshot();
    expect(ids(context.conversations)).toEqual(['new-1', 'a', 'b']);
    expect(context.activeConversationId).toBe('new-1');
    expect(emitted).toEqual([
      { type: 'conversation.selected', conversationId: 'new-1' },
      { type: 'conversation.created', conversation: conversation('new-1', 'Rent vs buy') },
    ]);
  });

  it('asks the switch machine to make it active, and takes only its answer as the active one', async () => {
    const { actor, emitted } = start(
      { conversations: [conversation('a')], activeConversationId: 'a' },
      { noSwitch: true },
    );
    actor.send({ type: 'conversation.create', title: 'Rent vs buy' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(emitted[0]).toEqual({ type: 'conversation.selected', conversationId: 'new-1' });
    expect(actor.getSnapshot().context.activeConversationId).toBe('a');
    actor.send({ type: 'conversation.activated', conversationId: 'new-1' });
    expect(actor.getSnapshot().context.activeConversationId).toBe('new-1');
  });

  it("the create dialog's 'Creating...' is the creating state; a second create waits for it", async () => {
    vi.useFakeTimers();
    const { actor, calls } = start({}, { delay: 300 });
    actor.send({ type: 'conversation.create', title: 'First' });
    expect(actor.getSnapshot().value).toBe('creating');
    expect(actor.getSnapshot().can({ type: 'conversation.create', title: 'Second' })).toBe(false);
    actor.send({ type: 'conversation.create', title: 'Second' });
    await vi.advanceTimersByTimeAsync(300);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls.create).toEqual([{ title: 'First' }]);
    expect(actor.getSnapshot().context.pendingTitle).toBeNull();
  });

  it("Start Chatting on the welcome card creates 'My First Chat' in an empty list", async () => {
    const { actor } = start();
    actor.send({ type: 'conversation.create', title: DEFAULT_FIRST_CHAT_TITLE });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.conversations).toEqual([conversation('new-1', 'My First Chat')]);
    expect(actor.getSnapshot().context.activeConversationId).toBe('new-1');
  });

  it('a conversation already listed under the same id is not listed twice', async () => {
    const { actor } = start({ conversations: [conversation('x'), conversation('new-1', 'stale')] });
    actor.send({ type: 'conversation.create', title: 'Fresh' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.conversations).toEqual([
      conversation('new-1', 'Fresh'),
      conversation('x'),
    ]);
  });

  it('§8 a failed create goes to the console and leaves the list as it was', async () => {
    const { actor, emitted } = start(
      { conversations: [conversation('a')], activeConversationId: 'a' },
      { createError: new Error('Failed to create conversation: 500') },
    );
    actor.send({ type: 'conversation.create', title: 'Nope' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(ids(actor.getSnapshot().context.conversations)).toEqual(['a']);
    expect(actor.getSnapshot().context.activeConversationId).toBe('a');
    expect(emitted).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith(
      'Conversations: creating the conversation failed',
      expect.any(Error),
    );
  });
});

describe('§4 Deleting', () => {
  const three = () => [conversation('a'), conversation('b'), conversation('c')];

  it('an inactive conversation is removed and the active one stays', async () => {
    const { actor, calls, emitted } = start({ conversations: three(), activeConversationId: 'a' });
    actor.send({ type: 'conversation.delete', conversationId: 'b' });
    expect(actor.getSnapshot().value).toBe('deleting');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls.delete).toEqual([{ conversationId: 'b' }]);
    expect(ids(actor.getSnapshot().context.conversations)).toEqual(['a', 'c']);
    expect(actor.getSnapshot().context.activeConversationId).toBe('a');
    expect(emitted).toEqual([]);
  });

  it('deleting the active conversation makes the first remaining one active', async () => {
    const { actor, emitted } = start({ conversations: three(), activeConversationId: 'a' });
    actor.send({ type: 'conversation.delete', conversationId: 'a' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(ids(actor.getSnapshot().context.conversations)).toEqual(['b', 'c']);
    expect(actor.getSnapshot().context.activeConversationId).toBe('b');
    expect(emitted).toEqual([{ type: 'conversation.selected', conversationId: 'b' }]);
  });

  it('the first remaining one is the top of the list even when a later one was deleted', async () => {
    const { actor, emitted } = start({ conversations: three(), activeConversationId: 'c' });
    actor.send({ type: 'conversation.delete', conversationId: 'c' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.activeConversationId).toBe('a');
    expect(emitted).toEqual([{ type: 'conversation.selected', conversationId: 'a' }]);
  });

  it('deleting the last conversation clears the active conversation', async () => {
    const { actor, emitted } = start({ conversations: [conversation('a')], activeConversationId: 'a' });
    actor.send({ type: 'conversation.delete', conversationId: 'a' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.conversations).toEqual([]);
    expect(actor.getSnapshot().context.activeConversationId).toBeNull();
    expect(emitted).toEqual([{ type: 'conversation.cleared' }]);
  });

  it('an unknown id is ignored (guard conversationExists)', () => {
    const { actor, calls } = start({ conversations: three() });
    expect(actor.getSnapshot().can({ type: 'conversation.delete', conversationId: 'zz' })).toBe(false);
    actor.send({ type: 'conversation.delete', conversationId: 'zz' });
    expect(calls.delete).toEqual([]);
  });

  it('while deleting, other changes wait', async () => {
    vi.useFakeTimers();
    const { actor } = start({ conversations: three() }, { delay: 100 });
    actor.send({ type: 'conversation.delete', conversationId: 'a' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'conversation.delete', conversationId: 'b' })).toBe(false);
    expect(snapshot.can({ type: 'conversation.create', title: 'x' })).toBe(false);
    expect(snapshot.can({ type: 'conversation.rename', conversationId: 'b', title: 'x' })).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pendingConversationId).toBeNull();
  });

  it('§8 a failed delete goes to the console and keeps the conversation', async () => {
    const { actor, emitted } = start(
      { conversations: three(), activeConversationId: 'a' },
      { deleteError: new Error('Failed to delete conversation: 500') },
    );
    actor.send({ type: 'conversation.delete', conversationId: 'a' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(ids(actor.getSnapshot().context.conversations)).toEqual(['a', 'b', 'c']);
    expect(actor.getSnapshot().context.activeConversationId).toBe('a');
    expect(emitted).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith(
      'Conversations: deleting the conversation failed',
      expect.any(Error),
    );
  });
});

describe('conversation.rename (§5 title rules)', () => {
  it('saves and applies the trimmed title', async () => {
    const { actor, calls } = start({ conversations: [conversation('a'), conversation('b')] });
    actor.send({ type: 'conversation.rename', conversationId: 'b', title: '  Cap rates  ' });
    expect(actor.getSnapshot().value).toBe('renaming');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls.rename).toEqual([{ conversationId: 'b', title: 'Cap rates' }]);
    expect(actor.getSnapshot().context.conversations).toEqual([
      conversation('a'),
      conversation('b', 'Cap rates'),
    ]);
  });

  it.each([
    ['a blank title', 'b', '  '],
    ['a 41-character title', 'b', 'y'.repeat(41)],
    ['an unknown conversation', 'zz', 'Fine'],
  ])('is ignored for %s (guard validRename)', (_, conversationId, title) => {
    const { actor, calls } = start({ conversations: [conversation('b')] });
    expect(actor.getSnapshot().can({ type: 'conversation.rename', conversationId, title })).toBe(false);
    actor.send({ type: 'conversation.rename', conversationId, title });
    expect(calls.rename).toEqual([]);
  });

  it('§8 a failed rename goes to the console and keeps the old title', async () => {
    const { actor } = start({ conversations: [conversation('b')] }, { renameError: new Error('offline?') });
    actor.send({ type: 'conversation.rename', conversationId: 'b', title: 'New' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.conversations).toEqual([conversation('b')]);
    expect(consoleError).toHaveBeenCalledWith(
      'Conversations: renaming the conversation failed',
      expect.any(Error),
    );
  });
});

describe('conversations.synced: the stored list changed (other tabs, pulls, realtime)', () => {
  it('replaces the list and keeps the active conversation when it is still there', () => {
    const { actor, emitted } = start({ conversations: [conversation('a')], activeConversationId: 'a' });
    actor.send({ type: 'conversations.synced', conversations: [conversation('b'), conversation('a')] });
    expect(ids(actor.getSnapshot().context.conversations)).toEqual(['b', 'a']);
    expect(actor.getSnapshot().context.activeConversationId).toBe('a');
    expect(emitted).toEqual([]);
  });

  it('a conversation created in another tab can be deleted here', async () => {
    const { actor, calls } = start({ conversations: [conversation('a')], activeConversationId: 'a' });
    actor.send({ type: 'conversations.synced', conversations: [conversation('b'), conversation('a')] });
    actor.send({ type: 'conversation.delete', conversationId: 'b' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.conversations.length === 1);
    expect(calls.delete).toEqual([{ conversationId: 'b' }]);
  });

  it('the active conversation deleted elsewhere gives way to the first listed', () => {
    const { actor, emitted } = start({
      conversations: [conversation('a'), conversation('b')],
      activeConversationId: 'a',
    });
    actor.send({ type: 'conversations.synced', conversations: [conversation('b')] });
    expect(actor.getSnapshot().context.activeConversationId).toBe('b');
    expect(emitted).toEqual([{ type: 'conversation.selected', conversationId: 'b' }]);
  });

  it('the last conversation deleted elsewhere clears the active conversation', () => {
    const { actor, emitted } = start({ conversations: [conversation('a')], activeConversationId: 'a' });
    actor.send({ type: 'conversations.synced', conversations: [] });
    expect(actor.getSnapshot().context.activeConversationId).toBeNull();
    expect(emitted).toEqual([{ type: 'conversation.cleared' }]);
  });

  it('conversations arriving while none is active activate the first (as start-up would)', () => {
    const { actor, emitted } = start({ conversations: [] });
    actor.send({ type: 'conversations.synced', conversations: [conversation('x'), conversation('y')] });
    expect(actor.getSnapshot().context.activeConversationId).toBe('x');
    expect(emitted).toEqual([{ type: 'conversation.selected', conversationId: 'x' }]);
  });

  it('while a change runs only the list is replaced; the change decides what is active', async () => {
    vi.useFakeTimers();
    const { actor, emitted } = start(
      { conversations: [conversation('a'), conversation('b')], activeConversationId: 'a' },
      { delay: 100 },
    );
    actor.send({ type: 'conversation.delete', conversationId: 'a' });
    // The local delete hides the row before the actor answers.
    actor.send({ type: 'conversations.synced', conversations: [conversation('b')] });
    expect(actor.getSnapshot().value).toBe('deleting');
    expect(actor.getSnapshot().context.activeConversationId).toBe('a');
    expect(emitted).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(actor.getSnapshot().context.activeConversationId).toBe('b');
    expect(emitted).toEqual([{ type: 'conversation.selected', conversationId: 'b' }]);
  });
});

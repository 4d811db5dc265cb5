// The chat machine on its real I/O: createChatActors over a real SyncEngine, a fresh fake IndexedDB
// and the in-memory conversation service. Checks that the machine asks and the engine does every step
// of spec §4, the engine staying the only writer of Dexie, and what the pane shows (Dexie + overlay).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { AppDb } from '../../db/app-db.ts';
import { applyServerConversations } from '../../db/conversation-repository.ts';
import { liveConversations, liveMessages } from '../../db/live-queries.ts';
import { queueMessageSend } from '../../db/message-repository.ts';
import { openTestDb } from '../../db/test-db.ts';
import { provideChatActors, type ChatActorRef } from '../../machines/chat-machine.ts';
import { FakeConversationService } from '../../../tests/fakes/fake-conversation-service.ts';
import { startTestEngine } from '../../../tests/fakes/sync-doubles.ts';
import type { SyncEngine, SyncStatus } from '../../sync/sync-engine.ts';
import { createChatActors, waitForInitialSync, type ChatEngine } from './chat-actors.ts';
import { messageViews } from '../chat/chat-message.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const cleanups: Array<() => Promise<void> | void> = [];
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  consoleError.mockRestore();
});

async function setup(
  options: { online?: boolean; service?: FakeConversationService; urlConversationId?: string } = {},
) {
  const service = options.service ?? new FakeConversationService();
  const { db, online, engine } = await startTestEngine({
    api: service,
    cleanups,
    online: options.online,
    stopped: true,
    onError: () => {},
  });
  const storage = memoryStorage();
  const aborted: string[] = [];
  const abort = engine.turns.abort.bind(engine.turns);
  engine.turns.abort = (conversationId: string) => {
    aborted.push(conversationId);
    abort(conversationId);
  };
  const actors = createChatActors({
    userId: 'user-1',
    db,
    engine,
    storage,
    initialSyncTimeoutMs: 1000,
    pathname: () => (options.urlConversationId ? `/chat/${options.urlConversationId}` : '/chat'),
  });
  const startChat = () => {
    const actor = createActor(provideChatActors(actors), { input: {} }).start();
    cleanups.push(() => void actor.stop());
    return actor;
  };
  return { db, service, online, engine, storage, aborted, startChat };
}

function kids(actor: ChatActorRef) {
  const { conversationList, conversationSwitch, turn } = actor.getSnapshot().children;
  if (!conversationList || !conversationSwitch || !turn) throw new Error('chat is not ready');
  return { list: conversationList, conversationSwitch, send: turn };
}

async function active(actor: ChatActorRef, id: string | null) {
  await waitFor(actor, (s) => s.matches('ready'));
  const { conversationSwitch } = kids(actor);
  await waitFor(conversationSwitch, (s) =>
    id === null ? s.context.conversationId === null : s.matches('active') && s.context.conversationId === id,
  );
  return kids(actor);
}

/** What the pane shows: Dexie plus the engine's overlay. */
async function screen(db: AppDb, engine: SyncEngine, conversationId: string) {
  return messageViews(await liveMessages(db, conversationId)(), engine.replies.get(conversationId), true);
}

describe('start-up (spec §4) on Dexie and the engine', () => {
  it('a fresh device waits for the first pull, then opens the first conversation the server has', async () => {
    const { service, engine, startChat } = await setup();
    const older = service.seedConversation('Older');
    const newer = service.seedConversation('Newer');
    engine.start();
    const actor = startChat();
    const { list } = await active(actor, newer.id);
    expect(list.getSnapshot().context.conversations.map((c) => c.title)).toEqual(['Newer', 'Older']);
    expect(older.id).not.toBe(newer.id);
  });

  it('offline with nothing stored it does not wait: the welcome card', async () => {
    const { engine, startChat } = await setup({ online: false });
    engine.start();
    const started = Date.now();
    const actor = startChat();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.startup).toMatchObject({ status: 'empty' });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('restores the stored active conversation', async () => {
    const { db, service, engine, storage, startChat } = await setup();
    const a = service.seedConversation('A');
    const b = service.seedConversation('B');
    await applyServerConversations(db, [a, b]);
    storage.setItem('hearth.active-conversation', a.id);
    engine.start();
    await active(startChat(), a.id);
  });

  it('a conversation named by the URL (/chat/<id>) wins over the stored one (issue 13)', async () => {
    const service = new FakeConversationService();
    const a = service.seedConversation('A');
    const b = service.seedConversation('B');
    const { db, engine, storage, startChat } = await setup({ service, urlConversationId: b.id });
    await applyServerConversations(db, [a, b]);
    storage.setItem('hearth.active-conversation', a.id);
    engine.start();
    await active(startChat(), b.id);
    expect(storage.getItem('hearth.active-conversation')).toBe(b.id);
  });

  it('an unknown or deleted conversation in the URL falls back to the stored one', async () => {
    const service = new FakeConversationService();
    const a = service.seedConversation('A');
    const b = service.seedConversation('B');
    const { db, engine, storage, startChat } = await setup({
      service,
      urlConversationId: crypto.randomUUID(),
    });
    await applyServerConversations(db, [a, b]);
    storage.setItem('hearth.active-conversation', a.id);
    engine.start();
    await active(startChat(), a.id);
  });
});

describe('creating, renaming, deleting through the engine (local first)', () => {
  it("Start Chatting creates 'My First Chat' in Dexie, queued for the server, and makes it active", async () => {
    const { db, service, engine, storage, startChat } = await setup();
    engine.start();
    const actor = startChat();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'conversation.create', title: 'My First Chat' });
    await waitFor(kids(actor).list, (s) => s.matches('idle') && s.context.conversations.length === 1);
    const [created] = await liveConversations(db)();
    expect(created).toMatchObject({ title: 'My First Chat' });
    await active(actor, created!.id);
    expect(storage.getItem('hearth.active-conversation')).toBe(created!.id);
    await until(() => service.conversations.has(created!.id));
  });

  it('deleting the active conversation activates the first remaining; the last one clears everything', async () => {
    const { db, service, engine, storage, startChat } = await setup();
    const a = service.seedConversation('A');
    const b = service.seedConversation('B');
    await applyServerConversations(db, [a, b]);
    engine.start();
    const actor = startChat();
    await active(actor, b.id);
    actor.send({ type: 'conversation.delete', conversationId: b.id });
    await active(actor, a.id);
    expect((await liveConversations(db)()).map((c) => c.id)).toEqual([a.id]);
    actor.send({ type: 'conversation.delete', conversationId: a.id });
    await active(actor, null);
    expect(await liveConversations(db)()).toEqual([]);
    expect(storage.getItem('hearth.active-conversation')).toBeNull();
  });

  it('a rename is written locally and delivered', async () => {
    const { db, service, engine, startChat } = await setup();
    const a = service.seedConversation('A');
    await applyServerConversations(db, [a]);
    engine.start();
    const actor = startChat();
    await active(actor, a.id);
    actor.send({ type: 'conversation.rename', conversationId: a.id, title: '  Renamed  ' });
    await until(async () => (await db.conversations.get(a.id))?.title === 'Renamed');
    await until(() => service.conversations.get(a.id)?.title === 'Renamed');
  });
});

describe('sending: the machine asks, the engine does the rest', () => {
  it('online: the engine streams here into its overlay and stores the reply; the pane shows both', async () => {
    const { db, service, engine, startChat } = await setup();
    const a = service.seedConversation('A');
    await applyServerConversations(db, [a]);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    service.betweenTraces = (index) => (index === 3 ? gate : undefined);
    engine.start();
    const actor = startChat();
    const { send } = await active(actor, a.id);
    kids(actor).send.send({ type: 'message.send', text: 'cap rate basics' });
    await until(() => (engine.replies.get(a.id)?.content_text ?? '') !== '');
    // R1: the UI holds the next send while the reply streams (the engine says so at once).
    expect(engine.turns.isReplying(a.id)).toBe(true);
    expect(engine.replies.isStreaming(a.id)).toBe(true);
    const midway = await screen(db, engine, a.id);
    expect(midway.map((m) => `${m.type}:${m.isStreaming}`)).toEqual(['user:false', 'assistant:true']);
    release();
    await until(async () => (await liveMessages(db, a.id)()).at(-1)?.send_state === 'sent');
    const shown = await screen(db, engine, a.id);
    expect(shown.map((m) => `${m.type}:${m.content}:${m.sendState}`)).toEqual([
      'user:cap rate basics:sent',
      'assistant:Reply to: cap rate basics:sent',
    ]);
    expect(engine.turns.isReplying(a.id)).toBe(false);
    expect(send.getSnapshot().can({ type: 'message.send', text: 'next' })).toBe(true);
    expect(service.messagesOf(a.id)).toHaveLength(2);
  });

  it('offline: the message is stored queued, the machine is free, and the leader delivers it later', async () => {
    const { db, service, online, engine, startChat } = await setup();
    const a = service.seedConversation('A');
    await applyServerConversations(db, [a]);
    engine.start();
    await until(() => engine.isLeader);
    const actor = startChat();
    const { send } = await active(actor, a.id);
    online.set(false);
    kids(actor).send.send({ type: 'message.send', text: 'from the train' });
    await waitFor(send, (s) => s.matches({ composer: 'idle' }));
    const [queued] = await liveMessages(db, a.id)();
    expect(queued).toMatchObject({ content_text: 'from the train', send_state: 'queued' });
    expect(messageViews([queued!], undefined, false)[0]!.sendState).toBe('queued');
    expect(send.getSnapshot().can({ type: 'message.send', text: 'another' })).toBe(true);
    online.set(true);
    await until(async () => (await db.messages.get(queued!.id))?.send_state === 'sent');
    await until(async () => (await liveMessages(db, a.id)()).length === 2);
  });

  it('behind a send still waiting in the conversation, it is queued and delivered in order', async () => {
    const { db, service, engine, startChat } = await setup();
    const a = service.seedConversation('A');
    await applyServerConversations(db, [a]);
    // An earlier send waits (made while this engine was not running).
    await queueMessageSend(db, { conversationId: a.id, text: 'earlier', messageId: 'earlier' });
    const actor = startChat();
    const { send } = await active(actor, a.id);
    kids(actor).send.send({ type: 'message.send', text: 'later' });
    await waitFor(send, (s) => s.matches({ composer: 'idle' }));
    expect((await liveMessages(db, a.id)()).map((m) => m.send_state)).toEqual(['queued', 'queued']);
    engine.start();
    await until(async () => (await liveMessages(db, a.id)()).length === 4);
    expect(service.messagesOf(a.id).map((m) => m.content_text)).toEqual([
      'earlier',
      'Reply to: earlier',
      'later',
      'Reply to: later',
    ]);
  });

  it('switching conversation mid-stream aborts it here; the retry brings the finished reply', async () => {
    const { db, service, engine, aborted, startChat } = await setup();
    const a = service.seedConversation('A');
    const b = service.seedConversation('B');
    await applyServerConversations(db, [a, b]);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    service.betweenTraces = (index) => (index === 3 ? gate : undefined);
    engine.start();
    const actor = startChat();
    await active(actor, b.id);
    kids(actor).send.send({ type: 'message.send', text: 'long answer please' });
    await until(() => (engine.replies.get(b.id)?.content_text ?? '') !== '');
    const replyId = engine.replies.get(b.id)!.id;
    actor.send({ type: 'conversation.selected', conversationId: a.id });
    await active(actor, a.id);
    expect(aborted).toEqual([b.id]);
    // The server finishes the reply it was generating; the engine's retry replays it (S10).
    service.betweenTraces = null;
    release();
    await until(async () => (await db.messages.get(replyId))?.send_state === 'sent', 5000);
    expect((await db.messages.get(replyId))!.content_text).toBe('Reply to: long answer please');
  });

  it('a local write that fails stores nothing and gives the text back to the composer', async () => {
    const { db, service, engine, startChat } = await setup();
    const a = service.seedConversation('A');
    await applyServerConversations(db, [a]);
    engine.start();
    const actor = startChat();
    const { send } = await active(actor, a.id);
    const restored: string[] = [];
    send.on('input.restored', (event) => restored.push(event.text));
    const text = 'x'.repeat(8001);
    kids(actor).send.send({ type: 'message.send', text });
    await until(() => restored.length === 1);
    expect(restored).toEqual([text]);
    expect(await liveMessages(db, a.id)()).toEqual([]);
  });
});

describe('waitForInitialSync: how long a fresh device waits before the welcome card', () => {
  function fakeEngine(status: Partial<SyncStatus>) {
    let current = {
      running: true,
      leader: false,
      online: true,
      pausedForAuth: false,
      realtime: 'off',
      pulling: false,
      lastPullAt: null,
      lastError: null,
      ...status,
    } as SyncStatus;
    const listeners = new Set<() => void>();
    const engine = {
      getStatus: () => current,
      subscribeStatus: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    } as unknown as ChatEngine;
    return {
      engine,
      set(patch: Partial<SyncStatus>) {
        current = { ...current, ...patch };
        listeners.forEach((listener) => listener());
      },
    };
  }

  it('the leader waits for its first pull', async () => {
    const db = await openTestDb('user-1');
    cleanups.push(() => db.close());
    const fake = fakeEngine({ leader: true });
    let done = false;
    const waiting = waitForInitialSync(db, fake.engine, 5_000, 50).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done).toBe(false);
    fake.set({ lastPullAt: Date.now() });
    await waiting;
  });

  it('a follower (another tab leads and has pulled) stops waiting after the grace period', async () => {
    const db = await openTestDb('user-1');
    cleanups.push(() => db.close());
    const started = Date.now();
    await waitForInitialSync(db, fakeEngine({ leader: false }).engine, 5_000, 50);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('conversations arriving (from another tab) end the wait', async () => {
    const db = await openTestDb('user-1');
    cleanups.push(() => db.close());
    const waiting = waitForInitialSync(db, fakeEngine({ leader: true }).engine, 5_000, 5_000);
    await applyServerConversations(db, [new FakeConversationService().seedConversation('Elsewhere')]);
    await waiting;
  });

  it('an engine not running yet (a sync worker still booting) is waited for, its grace counted from then', async () => {
    const db = await openTestDb('user-1');
    cleanups.push(() => db.close());
    const fake = fakeEngine({ running: false, leader: false });
    let done = false;
    const waiting = waitForInitialSync(db, fake.engine, 5_000, 50).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 150)); // three grace periods: still booting
    expect(done).toBe(false);
    fake.set({ running: true, leader: true });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(done).toBe(false); // the leader pulls
    fake.set({ lastPullAt: Date.now() });
    await waiting;
  });

  it('a stop (sign-out) while waiting ends the wait', async () => {
    const db = await openTestDb('user-1');
    cleanups.push(() => db.close());
    const fake = fakeEngine({ leader: true });
    const waiting = waitForInitialSync(db, fake.engine, 5_000, 5_000);
    fake.set({ running: false, leader: false });
    await waiting;
  });

  it('offline it does not wait at all', async () => {
    const db = await openTestDb('user-1');
    cleanups.push(() => db.close());
    await waitForInitialSync(db, fakeEngine({ leader: true, online: false }).engine, 5_000, 5_000);
  });
});

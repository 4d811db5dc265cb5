// The chat machine on its real I/O: createChatActors over a real SyncEngine, a fresh fake IndexedDB
// and the in-memory conversation service. Checks that the machine and the engine agree on every step
// of spec §4 while the engine stays the only writer of Dexie.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { AppDb } from '../../db/app-db.ts';
import { applyServerConversations } from '../../db/conversation-repository.ts';
import { liveConversations, liveMessages } from '../../db/live-queries.ts';
import { queueMessageSend } from '../../db/message-repository.ts';
import { openTestDb } from '../../db/test-db.ts';
import { REQUEST_ERROR_FALLBACK } from '../../lib/message-content.ts';
import { provideChatActors, type ChatActorRef } from '../../machines/chat-machine.ts';
import { FakeConversationService } from '../../sync/fake-conversation-service.ts';
import {
  InMemoryLockProvider,
  ManualOnlineDetector,
  microtaskScheduler,
  type SessionSignals,
} from '../../sync/ports.ts';
import { SyncEngine, type SyncStatus } from '../../sync/sync-engine.ts';
import { createChatActors, waitForInitialSync, type ChatEngine } from './chat-actors.ts';
import { composeMessages } from './compose-messages.ts';
import { createHandOvers } from './hand-overs.ts';

const session: SessionSignals = { refresh: async () => false, onRefreshed: () => () => {} };

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

async function setup(options: { online?: boolean; service?: FakeConversationService } = {}) {
  const db = await openTestDb('user-1');
  const service = options.service ?? new FakeConversationService();
  const online = new ManualOnlineDetector(options.online ?? true);
  const engine = new SyncEngine({
    db,
    userId: 'user-1',
    api: service,
    session,
    online,
    locks: new InMemoryLockProvider(),
    scheduleFrame: microtaskScheduler,
    backoff: { baseMs: 5, maxMs: 20 },
    random: () => 0.5,
    onError: () => {},
  });
  const storage = memoryStorage();
  const aborted: string[] = [];
  const abortStream = engine.abortStream.bind(engine);
  engine.abortStream = (conversationId: string) => {
    aborted.push(conversationId);
    abortStream(conversationId);
  };
  let ids = 0;
  const handOvers = createHandOvers();
  const actors = createChatActors({
    userId: 'user-1',
    db,
    engine,
    storage,
    handOvers,
    initialSyncTimeoutMs: 1000,
  });
  const startChat = () => {
    const actor = createActor(provideChatActors(actors), {
      input: { generateId: () => `m-${++ids}`, isOnline: () => online.isOnline() },
    }).start();
    cleanups.push(() => void actor.stop());
    return actor;
  };
  cleanups.push(async () => {
    await engine.stop();
    db.close();
  });
  return { db, service, online, engine, storage, aborted, handOvers, startChat };
}

function kids(actor: ChatActorRef) {
  const { conversationList, conversationSwitch, sendMessage } = actor.getSnapshot().children;
  if (!conversationList || !conversationSwitch || !sendMessage) throw new Error('chat is not ready');
  return { list: conversationList, conversationSwitch, send: sendMessage };
}

async function active(actor: ChatActorRef, id: string | null) {
  await waitFor(actor, (s) => s.matches('ready'));
  const { conversationSwitch } = kids(actor);
  await waitFor(conversationSwitch, (s) =>
    id === null ? s.context.conversationId === null : s.matches('active') && s.context.conversationId === id,
  );
  return kids(actor);
}

async function screen(db: AppDb, actor: ChatActorRef, engine: SyncEngine, conversationId: string) {
  return composeMessages({
    stored: await liveMessages(db, conversationId)(),
    streaming: engine.streaming.get(conversationId),
    local: kids(actor).send.getSnapshot().context.messages,
    online: true,
  });
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

describe('sending: the machine hears the engine’s stream', () => {
  it('online: streams here, the machine follows the real events, the engine stores the reply', async () => {
    const { db, service, engine, startChat } = await setup();
    const a = service.seedConversation('A');
    await applyServerConversations(db, [a]);
    engine.start();
    const actor = startChat();
    const { send } = await active(actor, a.id);
    const seenStreaming: boolean[] = [];
    send.subscribe((s) => seenStreaming.push(s.matches('streaming')));
    actor.send({ type: 'message.send', text: 'cap rate basics' });
    await waitFor(send, (s) => s.matches('idle') && s.context.messages.length === 2);
    expect(seenStreaming).toContain(true);
    expect(send.getSnapshot().context.messages.map((m) => `${m.type}:${m.content}:${m.sendState}`)).toEqual([
      'user:cap rate basics:sent',
      'assistant:Reply to: cap rate basics:sent',
    ]);
    await until(async () => (await db.messages.get('m-2'))?.send_state === 'sent');
    const shown = await screen(db, actor, engine, a.id);
    expect(shown.map((m) => `${m.type}:${m.id}:${m.content}`)).toEqual([
      'user:m-1:cap rate basics',
      'assistant:m-2:Reply to: cap rate basics',
    ]);
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
    actor.send({ type: 'message.send', text: 'from the train' });
    await waitFor(send, (s) => s.matches('idle'));
    await until(async () => (await db.messages.get('m-1'))?.send_state === 'queued');
    expect(send.getSnapshot().context.messages.map((m) => m.sendState)).toEqual(['queued']);
    expect(send.getSnapshot().can({ type: 'message.send', text: 'another' })).toBe(true);
    online.set(true);
    await until(async () => (await db.messages.get('m-1'))?.send_state === 'sent');
    await until(async () => (await liveMessages(db, a.id)()).length === 2);
  });

  it('R19: behind a send still waiting in the conversation, it is queued instead of streamed here', async () => {
    const { db, service, engine, handOvers, startChat } = await setup();
    const a = service.seedConversation('A');
    await applyServerConversations(db, [a]);
    // An earlier send waits (made while this engine was not running).
    await queueMessageSend(db, { conversationId: a.id, text: 'earlier', messageId: 'earlier' });
    const actor = startChat();
    const { send } = await active(actor, a.id);
    actor.send({ type: 'message.send', text: 'later' });
    await waitFor(send, (s) => s.matches('idle') && s.context.messages.length === 1);
    expect(send.getSnapshot().context.messages[0]).toMatchObject({ id: 'm-1', sendState: 'queued' });
    // The hand-over is recorded under the reply's id (for the screen's waiting bubble).
    expect(handOvers.of(a.id)).toMatchObject([{ userMessageId: 'm-1', assistantMessageId: 'm-2' }]);
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
    const { send } = await active(actor, b.id);
    actor.send({ type: 'message.send', text: 'long answer please' });
    await waitFor(send, (s) => s.matches('streaming') && (s.context.messages[1]?.content ?? '') !== '');
    actor.send({ type: 'conversation.selected', conversationId: a.id });
    await active(actor, a.id);
    expect(aborted).toEqual([b.id]);
    expect(send.getSnapshot().context.messages).toEqual([]);
    // The server finishes the reply it was generating; the engine's retry replays it (S10).
    service.betweenTraces = null;
    release();
    await until(async () => (await db.messages.get('m-2'))?.send_state === 'sent', 5000);
    expect((await db.messages.get('m-2'))!.content_text).toBe('Reply to: long answer please');
  });

  it('R5: a local write that fails shows the failed pair from the machine only', async () => {
    const { db, service, engine, startChat } = await setup();
    const a = service.seedConversation('A');
    await applyServerConversations(db, [a]);
    engine.start();
    const actor = startChat();
    const { send } = await active(actor, a.id);
    actor.send({ type: 'message.send', text: 'x'.repeat(8001) });
    await waitFor(send, (s) => s.matches('idle') && s.context.messages[0]?.sendState === 'failed');
    expect(send.getSnapshot().context.messages[1]).toMatchObject({
      content: REQUEST_ERROR_FALLBACK,
      sendState: 'failed',
    });
    expect(await liveMessages(db, a.id)()).toEqual([]);
    const shown = await screen(db, actor, engine, a.id);
    expect(shown.map((m) => m.sendState)).toEqual(['failed', 'failed']);
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

  it('offline it does not wait at all', async () => {
    const db = await openTestDb('user-1');
    cleanups.push(() => db.close());
    await waitForInitialSync(db, fakeEngine({ leader: true, online: false }).engine, 5_000, 5_000);
  });
});

// The sync engine against an in-memory service (fake-conversation-service.ts) and a fresh fake
// IndexedDB per test. Rule numbers refer to docs/sync-rules.md.
import { describe, it, expect, afterEach, vi } from 'vitest';
import type { AppDb } from '../db/app-db.ts';
import type { ConversationRow, MessageRow } from '../../supabase/functions/_shared/protocol.ts';
import { applyServerConversations } from '../db/conversation-repository.ts';
import { liveConversations, liveMessages } from '../db/live-queries.ts';
import { queueMessageSend } from '../db/message-repository.ts';
import { listOutbox } from '../db/outbox-repository.ts';
import { canonicalTimestamp } from '../db/timestamps.ts';
import { fakeIndexedDb, openTestDb } from '../db/test-db.ts';
import { ServiceError } from '../lib/errors.ts';
import { REQUEST_ERROR_FALLBACK } from '../lib/message-content.ts';
import { FakeConversationService } from '../../tests/fakes/fake-conversation-service.ts';
import {
  microtaskScheduler,
  type FrameScheduler,
  type RealtimeHandlers,
  type RealtimeSubscriber,
  type SessionSignals,
} from './ports.ts';
import { ManualClock, InMemoryLockProvider, ManualOnlineDetector } from '../../tests/fakes/sync-doubles.ts';
import { SETTLED_HOLD_MS } from './reply-overlay.ts';
import { wipeLocalUserData } from './sign-out.ts';
import { SyncEngine, tabLockName, type SyncEngineOptions } from './sync-engine.ts';

class FakeSession implements SessionSignals {
  refreshResult = false;
  refreshCalls = 0;
  readonly #listeners = new Set<() => void>();
  async refresh() {
    this.refreshCalls += 1;
    return this.refreshResult;
  }
  onRefreshed(listener: () => void) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
  emitRefreshed() {
    for (const listener of this.#listeners) listener();
  }
}

class FakeRealtime implements RealtimeSubscriber {
  handlers: RealtimeHandlers | null = null;
  subscriptions = 0;
  removed = 0;
  subscribe(_userId: string, handlers: RealtimeHandlers) {
    this.subscriptions += 1;
    this.handlers = handlers;
    return () => {
      this.removed += 1;
    };
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const engines: SyncEngine[] = [];
const dbs: AppDb[] = [];
/** What the engines reported through onError: a bug unless a test expects it. */
const unexpectedErrors: string[] = [];
afterEach(async () => {
  await Promise.all(engines.splice(0).map((e) => e.stop()));
  for (const db of dbs.splice(0)) db.close();
  expect(unexpectedErrors.splice(0)).toEqual([]);
});

async function setup(
  options: Partial<SyncEngineOptions> & {
    deps?: ReturnType<typeof fakeIndexedDb>;
    service?: FakeConversationService;
  } = {},
) {
  const deps = options.deps ?? fakeIndexedDb();
  const db = await openTestDb('user-1', deps);
  dbs.push(db);
  const service = options.service ?? new FakeConversationService();
  const online = (options.online as ManualOnlineDetector | undefined) ?? new ManualOnlineDetector(true);
  const session = (options.session as FakeSession | undefined) ?? new FakeSession();
  const engine = new SyncEngine({
    db,
    userId: 'user-1',
    api: service,
    session,
    online,
    locks: options.locks ?? new InMemoryLockProvider(),
    scheduleFrame: microtaskScheduler,
    backoff: { baseMs: 5, maxMs: 20 },
    random: () => 0.5,
    onError: (message, error) => void unexpectedErrors.push(`${message}: ${String(error)}`),
    ...options,
  });
  engines.push(engine);
  return { db, deps, service, online, session, engine };
}

const texts = (service: FakeConversationService, conversationId: string) =>
  service.messagesOf(conversationId).map((m) => `${m.role}:${m.content_text}`);

describe('outbox (S1–S3)', () => {
  it('S2: delivers a conversation created offline before its messages, in the order they were made', async () => {
    const { db, service, online, engine } = await setup({ online: new ManualOnlineDetector(false) });
    engine.start();
    const conversation = await engine.createConversation('Offline chat');
    for (const text of ['one', 'two', 'three']) {
      expect((await engine.turns.send(conversation.id, text)).state).toBe('queued');
    }
    await engine.renameConversation(conversation.id, 'Renamed offline');
    const queued = await liveMessages(db, conversation.id)();
    expect(queued.map((m) => m.send_state)).toEqual(['queued', 'queued', 'queued']);
    expect(service.calls).toEqual([]);

    online.set(true);
    await until(async () => (await db.outbox.count()) === 0);
    const pulls = new Set(['listSince', 'messages', 'feedbackSince', 'scenariosSince', 'getAssumptions']);
    expect(service.calls.map((c) => c.op).filter((op) => !pulls.has(op))).toEqual([
      'create',
      'interactStream',
      'interactStream',
      'interactStream',
      'rename',
    ]);
    expect(texts(service, conversation.id)).toEqual([
      'user:one',
      'assistant:Reply to: one',
      'user:two',
      'assistant:Reply to: two',
      'user:three',
      'assistant:Reply to: three',
    ]);
    expect(service.conversations.get(conversation.id)!.title).toBe('Renamed offline');
    const local = await liveMessages(db, conversation.id)();
    expect(local.map((m) => `${m.role}:${m.content_text}:${m.send_state}`)).toEqual([
      'user:one:sent',
      'assistant:Reply to: one:sent',
      'user:two:sent',
      'assistant:Reply to: two:sent',
      'user:three:sent',
      'assistant:Reply to: three:sent',
    ]);
    expect((await db.conversations.get(conversation.id))!.pending).toEqual({
      create: false,
      rename: false,
      update: false,
      delete: false,
    });
  });

  it('pin and archive made offline reach the server as one update once back (issue 13)', async () => {
    const { db, service, online, engine } = await setup({ online: new ManualOnlineDetector(false) });
    engine.start();
    const conversation = await engine.createConversation('Offline marks');
    await engine.updateConversationMarks(conversation.id, { pinned: true });
    await engine.updateConversationMarks(conversation.id, { archived: true });
    await engine.updateConversationMarks(conversation.id, { pinned: false });
    expect(service.calls).toEqual([]);
    online.set(true);
    await until(async () => (await db.outbox.count()) === 0);
    const pulls = new Set(['listSince', 'messages', 'feedbackSince', 'scenariosSince', 'getAssumptions']);
    expect(service.calls.map((c) => c.op).filter((op) => !pulls.has(op))).toEqual(['create', 'update']);
    const stored = service.conversations.get(conversation.id)!;
    expect(stored.pinned_at).toBeNull();
    expect(stored.archived_at).toBeTruthy();
    const local = (await db.conversations.get(conversation.id))!;
    expect(local.archived_at).not.toBeNull();
    expect(local.pinned_at).toBeNull();
    expect(local.pending.update).toBe(false);
  });

  it('S2: a failing conversation holds back its own later entries but not other conversations', async () => {
    const { db, service, online, engine } = await setup({ online: new ManualOnlineDetector(false) });
    const a = service.seedConversation('A');
    const b = service.seedConversation('B');
    await applyServerConversations(db, [a, b]);
    await queueMessageSend(db, { conversationId: a.id, text: 'a1' });
    await queueMessageSend(db, { conversationId: a.id, text: 'a2' });
    await queueMessageSend(db, { conversationId: b.id, text: 'b1' });
    let failA = true;
    service.beforeCall = (call) => {
      if (call.op === 'interactStream' && call.conversationId === a.id && failA)
        throw new TypeError('fetch failed');
    };
    engine.start();
    online.set(true);
    await until(async () => (await listOutbox(db)).every((e) => e.conversation_id === a.id));
    expect(texts(service, a.id)).toEqual([]);
    const entries = await listOutbox(db);
    expect(entries.map((e) => e.conversation_id)).toEqual([a.id, a.id]);
    expect(entries[0]!.attempts).toBeGreaterThanOrEqual(1);
    expect(entries[1]!.attempts).toBe(0);
    failA = false;
    await until(async () => (await db.outbox.count()) === 0);
    expect(texts(service, a.id)).toEqual([
      'user:a1',
      'assistant:Reply to: a1',
      'user:a2',
      'assistant:Reply to: a2',
    ]);
  });

  it('S2: a long stream in one conversation does not hold up another', async () => {
    const { db, service, engine } = await setup();
    const slow = service.seedConversation('Slow');
    const quick = service.seedConversation('Quick');
    await applyServerConversations(db, [slow, quick]);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    service.betweenTraces = (index, call) =>
      call.conversationId === slow.id && index === 1 ? gate : undefined;
    engine.start();
    await queueMessageSend(db, { conversationId: slow.id, text: 'long answer please' });
    await until(() => service.calls.some((c) => c.op === 'interactStream'));
    await queueMessageSend(db, { conversationId: quick.id, text: 'quick one' });
    await until(async () => (await listOutbox(db)).every((e) => e.conversation_id === slow.id));
    expect(texts(service, quick.id)).toEqual(['user:quick one', 'assistant:Reply to: quick one']);
    release();
    await until(async () => (await db.outbox.count()) === 0);
  });

  it('S3: a failed delivery waits its back-off; coming online retries at once', async () => {
    const clock = new ManualClock();
    const { db, service, online, engine } = await setup({
      clock,
      backoff: { baseMs: 1000, maxMs: 60_000 },
      random: () => 0,
    });
    const conversation = service.seedConversation('C');
    await applyServerConversations(db, [conversation]);
    let failures = 2;
    service.beforeCall = (call) => {
      if (call.op === 'interactStream' && failures-- > 0) throw new TypeError('fetch failed');
    };
    engine.start();
    await queueMessageSend(db, { conversationId: conversation.id, text: 'hello', now: clock.now() });
    await until(async () => (await listOutbox(db))[0]?.attempts === 1);
    const [entry] = await listOutbox(db);
    expect(entry!.next_attempt_at).toBe(clock.now() + 500); // retryDelay(1) with random 0
    expect(entry!.last_error).toBe('fetch failed');
    expect((await db.messages.get(entry!.kind === 'message.send' ? entry!.message_id : ''))!.send_state).toBe(
      'queued',
    );
    clock.advance(499);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await listOutbox(db))[0]!.attempts).toBe(1);
    clock.advance(1);
    await until(async () => (await listOutbox(db))[0]?.attempts === 2);
    expect((await listOutbox(db))[0]!.next_attempt_at).toBe(clock.now() + 1000);
    // Back online (or focus): no waiting for the back-off.
    online.set(false);
    online.set(true);
    await until(async () => (await db.outbox.count()) === 0);
    expect(texts(service, conversation.id)).toHaveLength(2);
  });

  it('S12: a 401 pauses the queue without dropping or counting; a refreshed session resumes it', async () => {
    const session = new FakeSession();
    const { db, service, engine } = await setup({ session });
    const conversation = service.seedConversation('C');
    await applyServerConversations(db, [conversation]);
    let expired = true;
    service.beforeCall = () => {
      if (expired)
        throw new ServiceError('streamMessage', 401, '{"error":"The access token is invalid or expired."}');
    };
    engine.start();
    await until(() => engine.isLeader);
    await queueMessageSend(db, { conversationId: conversation.id, text: 'still here' });
    await until(() => engine.getStatus().pausedForAuth);
    expect(session.refreshCalls).toBe(1);
    const [entry] = await listOutbox(db);
    expect(entry).toMatchObject({ attempts: 0, claimed_by: null });
    const callsWhilePaused = service.calls.length;
    await queueMessageSend(db, { conversationId: conversation.id, text: 'and me' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(service.calls.length).toBe(callsWhilePaused);
    expect(await db.outbox.count()).toBe(2);

    expired = false;
    session.emitRefreshed();
    await until(async () => (await db.outbox.count()) === 0);
    expect(engine.getStatus().pausedForAuth).toBe(false);
    expect(texts(service, conversation.id)).toEqual([
      'user:still here',
      'assistant:Reply to: still here',
      'user:and me',
      'assistant:Reply to: and me',
    ]);
  });

  it('S12: when the refresh itself gets a new session, the queue resumes on its own', async () => {
    const session = new FakeSession();
    session.refreshResult = true;
    const { db, service, engine } = await setup({ session });
    const conversation = service.seedConversation('C');
    await applyServerConversations(db, [conversation]);
    let expired = true;
    service.beforeCall = (call) => {
      if (expired && call.op === 'interactStream') {
        expired = false;
        throw new ServiceError('streamMessage', 401, 'expired');
      }
    };
    engine.start();
    await queueMessageSend(db, { conversationId: conversation.id, text: 'x' });
    await until(async () => (await db.outbox.count()) === 0);
    expect(session.refreshCalls).toBe(1);
  });

  it('S14: a refusal for good fails the send visibly and frees the lane', async () => {
    const { db, service, engine } = await setup();
    const conversation = service.seedConversation('C');
    await applyServerConversations(db, [conversation]);
    service.beforeCall = (call) => {
      if (call.op === 'interactStream' && call.clientMsgId === 'bad')
        throw new ServiceError('streamMessage', 400, 'text must not be blank');
    };
    engine.start();
    await queueMessageSend(db, { conversationId: conversation.id, text: 'refused', messageId: 'bad' });
    await queueMessageSend(db, { conversationId: conversation.id, text: 'fine' });
    await until(async () => (await db.outbox.count()) === 0);
    const local = await liveMessages(db, conversation.id)();
    expect(local.map((m) => [m.role, m.send_state, m.content_text])).toEqual([
      ['user', 'failed', 'refused'],
      ['assistant', 'failed', REQUEST_ERROR_FALLBACK],
      ['user', 'sent', 'fine'],
      ['assistant', 'sent', 'Reply to: fine'],
    ]);
  });

  it('S3: a 429 keeps the message queued with the server’s reason and waits its Retry-After', async () => {
    const clock = new ManualClock();
    const { db, service, engine } = await setup({
      clock,
      backoff: { baseMs: 1000, maxMs: 60_000 },
      random: () => 0,
    });
    const conversation = service.seedConversation('C');
    await applyServerConversations(db, [conversation]);
    const reason =
      'You are sending messages faster than Hearth can answer. This message will be sent in a moment.';
    let refusals = 1;
    service.beforeCall = (call) => {
      if (call.op === 'interactStream' && refusals-- > 0)
        throw new ServiceError(
          'streamMessage',
          429,
          JSON.stringify({ error: reason, code: 'rate_limited', retry_after: 17 }),
        );
    };
    engine.start();
    await queueMessageSend(db, { conversationId: conversation.id, text: 'hello', now: clock.now() });
    await until(async () => (await listOutbox(db))[0]?.attempts === 1);
    const [entry] = await listOutbox(db);
    expect(entry!.next_attempt_at).toBe(clock.now() + 17_000); // the server's wait, not the 500 ms back-off
    expect(entry!.last_error).toBe(reason);
    const messageId = entry!.kind === 'message.send' ? entry!.message_id : '';
    // The question's bubble reads why it waits from its record.
    expect(await db.messages.get(messageId)).toMatchObject({ send_state: 'queued', error: reason });
    clock.advance(16_999);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await listOutbox(db))[0]!.attempts).toBe(1);
    clock.advance(1);
    await until(async () => (await db.outbox.count()) === 0);
    expect(await db.messages.get(messageId)).toMatchObject({ send_state: 'sent', error: null });
  });

  it('S3: a 507 (the server’s disk nearly full) keeps the message queued with the reason, past the 5xx bound', async () => {
    const clock = new ManualClock();
    const { db, service, engine } = await setup({
      clock,
      maxServerErrors: 2,
      backoff: { baseMs: 1000, maxMs: 1000 },
      random: () => 0,
    });
    const conversation = service.seedConversation('C');
    await applyServerConversations(db, [conversation]);
    const reason = "Hearth's server is almost out of disk space, so nothing new can be saved right now.";
    let refusals = 3;
    service.beforeCall = (call) => {
      if (call.op === 'interactStream' && refusals-- > 0)
        throw new ServiceError(
          'streamMessage',
          507,
          JSON.stringify({ error: reason, code: 'insufficient_storage' }),
        );
    };
    engine.start();
    await queueMessageSend(db, { conversationId: conversation.id, text: 'keep me', now: clock.now() });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await until(async () => (await listOutbox(db))[0]?.attempts === attempt);
      const [entry] = await listOutbox(db);
      // Never counted towards giving up (2 here), however many times it is refused.
      expect(entry!.server_errors).toBe(0);
      const messageId = entry!.kind === 'message.send' ? entry!.message_id : '';
      expect(await db.messages.get(messageId)).toMatchObject({ send_state: 'queued', error: reason });
      clock.advance(1000);
    }
    // Space returns: the same message goes out, once.
    await until(async () => (await db.outbox.count()) === 0);
    expect(texts(service, conversation.id)).toEqual(['user:keep me', 'assistant:Reply to: keep me']);
  });

  it('S14: 5xx answers are retried a bounded number of times, then the send fails', async () => {
    const { db, service, engine } = await setup({ maxServerErrors: 3 });
    const conversation = service.seedConversation('C');
    await applyServerConversations(db, [conversation]);
    service.beforeCall = (call) => {
      if (call.op === 'interactStream') throw new ServiceError('streamMessage', 502, 'upstream');
    };
    engine.start();
    await queueMessageSend(db, { conversationId: conversation.id, text: 'x' });
    await until(async () => (await db.outbox.count()) === 0);
    expect(service.calls.filter((c) => c.op === 'interactStream')).toHaveLength(3);
    expect((await liveMessages(db, conversation.id)())[0]!.send_state).toBe('failed');
  });
});

describe('sends (S4, S9, S10)', () => {
  it('S9: sendNow streams in this tab, publishes at most once per frame, and stores only the final reply', async () => {
    const frames: Array<() => void> = [];
    let framesRun = 0;
    const scheduleFrame: FrameScheduler = (callback) => {
      const run = () => {
        framesRun += 1;
        callback();
      };
      frames.push(run);
      return () => frames.splice(frames.indexOf(run), 1);
    };
    const { db, service, engine } = await setup({ scheduleFrame });
    const conversation = service.seedConversation('C');
    await applyServerConversations(db, [conversation]);
    const seen: string[] = [];
    engine.replies.subscribe(() => {
      const reply = engine.replies.get(conversation.id);
      seen.push(reply ? `${reply.send_state}:${reply.content_text}` : '<end>');
    });
    const dexieWrites: string[] = [];
    db.messages.hook(
      'creating',
      (_key, record) => void dexieWrites.push(`${record.role}:${record.content_text}`),
    );
    service.betweenTraces = async (index) => {
      // Two traces per frame.
      if (index % 2 === 0) frames.splice(0).forEach((run) => run());
      await Promise.resolve();
    };
    const outcome = await engine.turns.send(conversation.id, 'how are cap rates computed');
    frames.splice(0).forEach((run) => run());
    expect(outcome.state).toBe('sent');
    // Eleven stream events (metadata, nine traces, summary) and the end: at most one publication per frame.
    expect(seen.length).toBeLessThanOrEqual(framesRun);
    expect(framesRun).toBeLessThanOrEqual(6);
    // The overlay settles with what Dexie holds, after the write.
    expect(seen.at(-1)).toBe('sent:Reply to: how are cap rates computed');
    expect(
      seen.some(
        (t) => t.startsWith('streaming:Reply to:') && t !== 'streaming:Reply to: how are cap rates computed',
      ),
    ).toBe(true);
    expect(dexieWrites).toEqual([
      'user:how are cap rates computed',
      'assistant:Reply to: how are cap rates computed',
    ]);
    expect(engine.replies.isStreaming()).toBe(false);
    expect(await db.outbox.count()).toBe(0);
  });

  it('S4: an offline send stays queued, not failed; the leader delivers it when back online', async () => {
    const { db, service, online, engine } = await setup({ online: new ManualOnlineDetector(false) });
    const conversation = service.seedConversation('C');
    await applyServerConversations(db, [conversation]);
    engine.start();
    const outcome = await engine.turns.send(conversation.id, 'from the train');
    expect(outcome.state).toBe('queued');
    expect((await db.messages.get(outcome.messageId))!.send_state).toBe('queued');
    online.set(true);
    await until(async () => (await db.messages.get(outcome.replyId))?.send_state === 'sent');
    expect((await db.messages.get(outcome.messageId))!.send_state).toBe('sent');
  });

  it('S10: a reply the server cut short (summary.interrupted) is saved interrupted, not as a complete reply', async () => {
    const { db, service, engine } = await setup();
    const conversation = service.seedConversation('C');
    await applyServerConversations(db, [conversation]);
    service.cutRepliesShort = true;
    engine.start();
    await until(() => engine.isLeader);
    await engine.pull();
    const outcome = await engine.turns.send(conversation.id, 'what is a cap rate');
    expect(outcome.state).toBe('interrupted');
    expect(await db.messages.get(outcome.replyId)).toMatchObject({
      send_state: 'interrupted',
      content_text: 'Reply to: what is a cap rate',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('S10: a stream cut by the network leaves the partial text marked interrupted; the retry replaces it', async () => {
    const { db, service, engine } = await setup({ backoff: { baseMs: 200, maxMs: 200 } });
    const conversation = service.seedConversation('C');
    await applyServerConversations(db, [conversation]);
    let cut = true;
    service.betweenTraces = (index) => {
      if (cut && index === 3) {
        cut = false;
        throw new TypeError('network connection lost');
      }
    };
    engine.start();
    await until(() => engine.isLeader);
    await engine.pull();
    const outcome = await engine.turns.send(conversation.id, 'what is a good cap rate');
    expect(outcome.state).toBe('interrupted');
    const partial = await db.messages.get(outcome.replyId);
    expect(partial).toMatchObject({ send_state: 'interrupted', content_text: 'Reply to:' });
    expect((await db.messages.get(outcome.messageId))!.send_state).toBe('sent');
    expect(await db.outbox.count()).toBe(1);
    await until(async () => (await db.outbox.count()) === 0);
    expect(await db.messages.get(outcome.replyId)).toMatchObject({
      send_state: 'sent',
      content_text: 'Reply to: what is a good cap rate',
    });
    // The retry was answered from the stored reply: one user row, one reply.
    expect(texts(service, conversation.id)).toEqual([
      'user:what is a good cap rate',
      'assistant:Reply to: what is a good cap rate',
    ]);
  });

  it('a stream error event shows its text in the bubble', async () => {
    const { db, service, engine } = await setup();
    const conversation = service.seedConversation('C');
    await applyServerConversations(db, [conversation]);
    service.interactStream = async (_id, body, handlers = {}) => {
      handlers.onMetadata?.({ assistant_client_msg_id: body.response_client_msg_id! });
      handlers.onError?.({
        error: 'The assistant took too long to answer. Please try again.',
        code: 'generation_failed',
      });
      return {
        traces: [],
        summary: null,
        assistantClientMsgId: body.response_client_msg_id!,
        error: { error: 'The assistant took too long to answer. Please try again.' },
      };
    };
    engine.start();
    const outcome = await engine.turns.send(conversation.id, 'x');
    expect(outcome.state).toBe('failed');
    expect(await db.messages.get(outcome.replyId)).toMatchObject({
      send_state: 'failed',
      content_text: 'The assistant took too long to answer. Please try again.',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('S4: a send leased by one tab is not delivered by the leader of another', async () => {
    const deps = fakeIndexedDb();
    const locks = new InMemoryLockProvider();
    const service = new FakeConversationService();
    const conversation = service.seedConversation('C');
    const leader = await setup({ deps, locks, service, tabId: 'leader' });
    await applyServerConversations(leader.db, [conversation]);
    leader.engine.start();
    await until(() => leader.engine.isLeader);
    const follower = await setup({ deps, locks, service, tabId: 'follower' });
    follower.engine.start();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    service.betweenTraces = (index) => (index === 1 ? gate : undefined);
    const sending = follower.engine.turns.send(conversation.id, 'mine');
    await until(() => service.calls.some((c) => c.op === 'interactStream'));
    await leader.engine.drain();
    expect(service.calls.filter((c) => c.op === 'interactStream')).toHaveLength(1);
    release();
    expect((await sending).state).toBe('sent');
    expect(service.calls.filter((c) => c.op === 'interactStream')).toHaveLength(1);
  });
});

describe('leases of tabs that are gone (S4)', () => {
  /** A send leased 30 s long by tab `owner`, as a tab that reloads mid-delivery leaves it. */
  async function leasedSend(owner: string) {
    const clock = new ManualClock();
    const locks = new InMemoryLockProvider();
    const { db, service, engine } = await setup({ clock, locks, tabId: 'new-page' });
    const conversation = service.seedConversation('C');
    await applyServerConversations(db, [conversation]);
    await queueMessageSend(db, {
      conversationId: conversation.id,
      text: 'sent just before a reload',
      now: clock.now(),
    });
    const [entry] = await listOutbox(db);
    await db.outbox.update(entry!.seq!, { claimed_by: owner, claim_expires_at: clock.now() + 30_000 });
    return { db, service, engine, clock, locks, conversation };
  }

  it('a send leased by a tab that is gone (reloaded mid-delivery) is delivered at once, not after the lease', async () => {
    const { db, service, engine, conversation } = await leasedSend('reloaded-page');
    engine.start();
    await until(async () => (await db.outbox.count()) === 0);
    expect(texts(service, conversation.id)).toEqual([
      'user:sent just before a reload',
      'assistant:Reply to: sent just before a reload',
    ]);
  });

  it('a lease whose tab still runs its engine is left to that tab', async () => {
    const { db, service, engine, clock, locks } = await leasedSend('other-tab');
    const otherTabRuns = new AbortController();
    void locks.request(
      tabLockName('other-tab'),
      { signal: otherTabRuns.signal },
      () => new Promise(() => {}),
    );
    engine.start();
    await until(() => engine.isLeader);
    await engine.drain();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(service.calls.filter((c) => c.op === 'interactStream')).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);
    // The lease running out hands it over as before.
    clock.advance(30_000);
    await until(async () => (await db.outbox.count()) === 0);
  });
});

describe('the engine owns the send: overlay, Stop (S4, S9, S10)', () => {
  it('S9: the overlay holds the reply as the record it will be stored as, then settles on the stored row', async () => {
    const { db, service, engine } = await setup();
    const conversation = service.seedConversation('C');
    await applyServerConversations(db, [conversation]);
    const states: string[] = [];
    let replyingWhenWritten: boolean | null = null;
    engine.replies.subscribe(() => {
      const reply = engine.replies.get(conversation.id);
      if (reply) states.push(reply.send_state);
    });
    const outcome = await engine.turns.send(conversation.id, 'two words', {
      messageId: 'u-1',
      replyId: 'r-1',
      written: () => (replyingWhenWritten = engine.turns.isReplying(conversation.id)),
    });
    expect(outcome).toEqual({ messageId: 'u-1', replyId: 'r-1', state: 'sent' });
    expect(replyingWhenWritten).toBe(true);
    expect(engine.turns.isReplying(conversation.id)).toBe(false);
    expect(states[0]).toBe('streaming');
    expect(states.at(-1)).toBe('sent');
    const stored = (await db.messages.get('r-1'))!;
    const { content_text, content_json, trace_types, in_reply_to, sort_key } = stored;
    expect(stored.send_state).toBe('sent');
    expect(engine.replies.get(conversation.id)).toMatchObject({
      ...{ id: 'r-1', content_text, content_json, trace_types, in_reply_to, sort_key },
      send_state: 'sent',
    });
  });

  it('S9: a settled reply leaves the overlay after its hold', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { db, service, engine } = await setup();
      const conversation = service.seedConversation('C');
      await applyServerConversations(db, [conversation]);
      await engine.turns.send(conversation.id, 'x');
      expect(engine.replies.get(conversation.id)?.send_state).toBe('sent');
      await vi.advanceTimersByTimeAsync(SETTLED_HOLD_MS);
      expect(engine.replies.get(conversation.id)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('S4: offline, the send is written and queued; nothing streams here', async () => {
    const { db, service, engine } = await setup({ online: new ManualOnlineDetector(false) });
    const conversation = service.seedConversation('C');
    await applyServerConversations(db, [conversation]);
    let written = false;
    const outcome = await engine.turns.send(conversation.id, 'later', { written: () => (written = true) });
    expect(outcome.state).toBe('queued');
    expect(written).toBe(true);
    expect(engine.replies.get(conversation.id)).toBeUndefined();
  });

  it('S10: a cut stream settles the overlay on the stored partial reply', async () => {
    const { db, service, engine } = await setup();
    const conversation = service.seedConversation('C');
    await applyServerConversations(db, [conversation]);
    service.betweenTraces = (index) => {
      if (index === 2) throw new TypeError('network connection lost');
    };
    const outcome = await engine.turns.send(conversation.id, 'what is a good cap rate', { replyId: 'r-cut' });
    expect(outcome.state).toBe('interrupted');
    const stored = await db.messages.get('r-cut');
    expect(stored).toMatchObject({ send_state: 'interrupted', content_text: 'Reply' });
    expect(engine.replies.get(conversation.id)).toMatchObject({
      send_state: 'interrupted',
      content_text: stored!.content_text,
    });
  });

  it('Stop: once the server has the question, the server is asked to stop the reply', async () => {
    const { db, service, engine } = await setup();
    const conversation = service.seedConversation('C');
    await applyServerConversations(db, [conversation]);
    let release!: () => void;
    service.betweenTraces = (index) =>
      index === 1 ? new Promise<void>((resolve) => (release = resolve)) : undefined;
    const sending = engine.turns.send(conversation.id, 'long answer please');
    await until(() => service.calls.some((c) => c.op === 'interactStream') && release !== undefined);
    await engine.turns.stop(conversation.id);
    expect(service.calls.filter((c) => c.op === 'stop')).toHaveLength(1);
    release();
    expect((await sending).state).toBe('sent');
  });
});

describe('leadership (S13)', () => {
  it('one leader per user; followers queue through Dexie; when the leader stops another takes over', async () => {
    const deps = fakeIndexedDb();
    const locks = new InMemoryLockProvider();
    const service = new FakeConversationService();
    const realtime = new FakeRealtime();
    const tabA = await setup({ deps, locks, service, realtime, tabId: 'A' });
    const tabB = await setup({
      deps,
      locks,
      service,
      realtime,
      tabId: 'B',
      online: new ManualOnlineDetector(false),
    });
    tabA.engine.start();
    tabB.engine.start();
    await until(() => tabA.engine.isLeader);
    expect(tabB.engine.isLeader).toBe(false);
    expect(realtime.subscriptions).toBe(1);

    // Tab B (offline in its own view) queues; leader A delivers it.
    const conversation = await tabB.engine.createConversation('From tab B');
    await tabB.engine.turns.send(conversation.id, 'queued in B');
    await until(async () => (await tabB.db.outbox.count()) === 0);
    expect(texts(service, conversation.id)).toEqual(['user:queued in B', 'assistant:Reply to: queued in B']);
    expect((await liveMessages(tabB.db, conversation.id)()).map((m) => m.send_state)).toEqual([
      'sent',
      'sent',
    ]);

    await tabA.engine.stop();
    expect(realtime.removed).toBe(1);
    await until(() => tabB.engine.isLeader);
    expect(realtime.subscriptions).toBe(2);
    tabB.online.set(true);
    await tabB.engine.turns.send(conversation.id, 'after takeover');
    await until(async () => (await tabB.db.outbox.count()) === 0);
    expect(texts(service, conversation.id)).toHaveLength(4);
  });
});

describe('pull and realtime (S5, S11, S16)', () => {
  it('pulls conversations and messages made elsewhere on start; tombstones delete', async () => {
    const { db, service, engine } = await setup();
    const kept = service.seedConversation('Kept');
    const gone = service.seedConversation('Gone');
    const q = service.seedMessage(kept.id, 'user', 'q');
    service.seedMessage(kept.id, 'assistant', 'a', q.client_msg_id);
    service.seedMessage(gone.id, 'user', 'soon deleted');
    engine.start();
    await until(
      async () =>
        (await liveMessages(db, kept.id)()).length === 2 && (await liveMessages(db, gone.id)()).length === 1,
    );
    service.tombstone(gone.id);
    await engine.pull();
    expect((await liveConversations(db)()).map((c) => c.title)).toEqual(['Kept']);
    expect(await liveMessages(db, gone.id)()).toEqual([]);
  });

  it('S11: fetches only what is new, page by page back to what it has', async () => {
    const { db, service, engine } = await setup({ messagePageSize: 3 });
    const conversation = service.seedConversation('C');
    for (let i = 0; i < 7; i++) service.seedMessage(conversation.id, 'user', `m${i}`);
    engine.start();
    await engine.pull();
    await until(async () => (await liveMessages(db, conversation.id)()).length === 7);
    const pagesBefore = service.calls.filter((c) => c.op === 'messages').length;
    expect(pagesBefore).toBe(3);
    for (let i = 7; i < 9; i++) service.seedMessage(conversation.id, 'user', `m${i}`);
    await engine.pull();
    expect(service.calls.filter((c) => c.op === 'messages').length - pagesBefore).toBe(1);
    expect((await liveMessages(db, conversation.id)()).map((m) => m.content_text)).toEqual(
      Array.from({ length: 9 }, (_, i) => `m${i}`),
    );
  });

  it('S11: the newest page is small, so a conversation opened meanwhile shows its newest messages first', async () => {
    const { db, service, engine } = await setup({ messagePageSize: 4, firstMessagePageSize: 2 });
    const conversation = service.seedConversation('C');
    for (let i = 0; i < 7; i++) service.seedMessage(conversation.id, 'user', `m${i}`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let pages = 0;
    service.beforeCall = async (call) => {
      if (call.op === 'messages' && ++pages === 2) await held;
    };
    engine.start();
    await until(() => pages === 2);
    expect((await liveMessages(db, conversation.id)()).map((m) => m.content_text)).toEqual(['m5', 'm6']);
    release();
    await until(async () => (await liveMessages(db, conversation.id)()).length === 7);
    // 2 newest, then full pages of 4: the 4 before them, then the last 1.
    expect(pages).toBe(3);
    expect((await liveMessages(db, conversation.id)()).map((m) => m.content_text)).toEqual(
      Array.from({ length: 7 }, (_, i) => `m${i}`),
    );
  });

  it('S16: realtime rows land at once; duplicates are harmless; a resubscribe pulls what was missed', async () => {
    const realtime = new FakeRealtime();
    const { db, service, engine } = await setup({ realtime });
    const conversation = service.seedConversation('C');
    engine.start();
    // Leading first: a pull asked for before the lock is granted would not wait for the leader's pull.
    await until(() => engine.isLeader);
    await engine.pull();
    const first = service.seedMessage(conversation.id, 'user', 'seen live');
    realtime.handlers!.onMessage(first);
    realtime.handlers!.onMessage(first);
    await until(async () => (await liveMessages(db, conversation.id)()).length === 1);
    service.seedMessage(conversation.id, 'user', 'missed while disconnected');
    const listsBefore = service.calls.filter((c) => c.op === 'listSince').length;
    realtime.handlers!.onStatus('CHANNEL_ERROR');
    expect(engine.getStatus().realtime).toBe('reconnecting');
    realtime.handlers!.onStatus('SUBSCRIBED');
    await until(async () => (await liveMessages(db, conversation.id)()).length === 2);
    expect(service.calls.filter((c) => c.op === 'listSince').length).toBeGreaterThan(listsBefore);
    expect((await liveMessages(db, conversation.id)()).map((m) => m.server_id)).toEqual(
      service.messagesOf(conversation.id).map((m) => m.id),
    );
  });

  it('S16: a realtime row that is not whole is never applied; it brings a pull instead', async () => {
    const realtime = new FakeRealtime();
    const { db, service, engine } = await setup({ realtime });
    const conversation = service.seedConversation('Renamed elsewhere');
    engine.start();
    await until(() => engine.isLeader);
    await engine.pull();
    const question = service.seedMessage(conversation.id, 'user', 'arrived while the channel misbehaved');
    const listsBefore = service.calls.filter((c) => c.op === 'listSince').length;
    // What reached the engine in CI: an empty `new` (an error event), a message row handed to the
    // conversation callback, and rows missing the timestamps the merge reads.
    realtime.handlers!.onConversation({} as ConversationRow);
    realtime.handlers!.onConversation(question as unknown as ConversationRow);
    const { created_at: _dropped, ...withoutCreated } = question;
    realtime.handlers!.onMessage(withoutCreated as MessageRow);
    realtime.handlers!.onMessage(null as unknown as MessageRow);
    await until(async () => (await liveMessages(db, conversation.id)()).length === 1);
    expect(service.calls.filter((c) => c.op === 'listSince').length).toBeGreaterThan(listsBefore);
    const [local] = await liveMessages(db, conversation.id)();
    expect(local!.server_id).toBe(question.id);
    expect(local!.created_at).toBe(canonicalTimestamp(question.created_at));
    expect((await liveConversations(db)()).map((c) => c.title)).toEqual(['Renamed elsewhere']);
    // afterEach: nothing was reported through onError.
  });

  it('S16: a channel closed by the server is subscribed again', async () => {
    const realtime = new FakeRealtime();
    const clock = new ManualClock();
    const { engine } = await setup({ realtime, clock });
    engine.start();
    await until(() => realtime.subscriptions === 1);
    realtime.handlers!.onStatus('CLOSED');
    clock.advance(999);
    expect(realtime.subscriptions).toBe(1);
    clock.advance(1);
    expect(realtime.subscriptions).toBe(2);
  });
});

describe('sign-out (S15)', () => {
  it('stop aborts the stream and removes the channel; the wipe leaves no local data', async () => {
    const realtime = new FakeRealtime();
    const { db, deps, service, engine } = await setup({ realtime });
    const conversation = service.seedConversation('C');
    await applyServerConversations(db, [conversation]);
    engine.start();
    await until(() => engine.isLeader);
    let signal: AbortSignal | undefined;
    const original = service.interactStream.bind(service);
    service.interactStream = (id, body, handlers) => {
      signal = handlers?.signal;
      return original(id, body, handlers);
    };
    service.betweenTraces = (index) => (index === 2 ? new Promise(() => {}) : undefined);
    const sending = engine.turns.send(conversation.id, 'long question');
    await until(() => engine.replies.isStreaming(conversation.id));
    const storage = new Map<string, string>([['hearth.active-conversation', conversation.id]]);
    await wipeLocalUserData({
      userId: 'user-1',
      engine,
      db,
      ...deps,
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => void storage.set(k, v),
        removeItem: (k) => void storage.delete(k),
      },
    });
    expect(signal?.aborted).toBe(true);
    expect(realtime.removed).toBe(1);
    expect(engine.getStatus()).toMatchObject({ running: false, leader: false });
    expect(engine.replies.getSnapshot().size).toBe(0);
    expect(storage.size).toBe(0);
    expect((await deps.indexedDB.databases()).map((d) => d.name)).not.toContain('hearth-user-1');
    await sending.catch(() => undefined);
  });
});

describe('versions (S23)', () => {
  it('S23: a regenerate streams here, is stored as the chosen version, and a repeated delivery makes no second reply', async () => {
    const { db, service, engine } = await setup();
    engine.start();
    const conversation = await engine.createConversation('Versions');
    const sent = await engine.turns.send(conversation.id, 'cap rate');
    await until(async () => (await db.outbox.count()) === 0);
    const first = await engine.turns.regenerate(conversation.id, sent.messageId, { replyId: 'r2' });
    expect(first).toEqual({ messageId: sent.messageId, replyId: 'r2', state: 'sent' });
    // The same regenerate again (a retry after a lost answer): replayed, not generated again.
    const again = await engine.turns.regenerate(conversation.id, sent.messageId, { replyId: 'r2' });
    expect(again.state).toBe('sent');
    const replies = service.messagesOf(conversation.id).filter((m) => m.in_reply_to === sent.messageId);
    expect(replies.map((m) => m.client_msg_id)).toEqual([sent.replyId, 'r2']);
    const local = (await liveMessages(db, conversation.id)()).filter((m) => m.role === 'assistant');
    expect(local.map((m) => [m.id, m.send_state])).toEqual(
      expect.arrayContaining([
        [sent.replyId, 'sent'],
        ['r2', 'sent'],
      ]),
    );
    expect((await db.conversations.get(conversation.id))?.selections).toEqual({ [sent.messageId]: 'r2' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('S23: offline, an edit and a choice of version queue like sends and are delivered in order', async () => {
    const { db, service, online, engine } = await setup();
    engine.start();
    const conversation = await engine.createConversation('Versions');
    const sent = await engine.turns.send(conversation.id, 'one');
    await until(async () => (await db.outbox.count()) === 0);
    online.set(false);
    const edited = await engine.turns.editAndResend(conversation.id, sent.messageId, 'one, edited');
    expect(edited.state).toBe('queued');
    await engine.selectVersion(conversation.id, '', sent.messageId);
    expect((await db.conversations.get(conversation.id))?.selections).toEqual({ '': sent.messageId });
    online.set(true);
    await until(async () => (await db.outbox.count()) === 0);
    expect(texts(service, conversation.id)).toEqual([
      'user:one',
      'assistant:Reply to: one',
      'user:one, edited',
      'assistant:Reply to: one, edited',
    ]);
    expect(
      service.messagesOf(conversation.id).find((m) => m.client_msg_id === edited.messageId)?.parent_id,
    ).toBe(null);
    expect(service.conversations.get(conversation.id)?.selections).toEqual({ '': sent.messageId });
    expect((await db.conversations.get(conversation.id))?.selections).toEqual({ '': sent.messageId });
  });
});

// The one door for turns (turns.ts), with a real engine on a fresh fake IndexedDB and the in-memory
// service: following a reply another device is still generating (S21) goes through the same overlay
// and stream loop as this tab's own sends, Stop reaches a followed reply, and a question nothing
// answers is reported until it is retried.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDb, MessageRecord } from '../db/app-db.ts';
import { applyServerConversations } from '../db/conversation-repository.ts';
import { applyServerMessages } from '../db/message-repository.ts';
import { fakeIndexedDb, openTestDb } from '../db/test-db.ts';
import { FakeConversationService } from '../../tests/fakes/fake-conversation-service.ts';
import { InMemoryLockProvider, ManualOnlineDetector } from '../../tests/fakes/sync-doubles.ts';
import { microtaskScheduler, type SessionSignals } from './ports.ts';
import { SyncEngine } from './sync-engine.ts';
import { awaitedQuestion } from './turns.ts';

const session: SessionSignals = { refresh: async () => false, onRefreshed: () => () => {} };

/** Waits for a condition the engine reaches asynchronously (Vitest's own poller). */
const until = (check: () => boolean | Promise<boolean>) =>
  vi.waitUntil(check, { timeout: 3000, interval: 5 });

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A conversation whose last question another device sent; this engine shows it, not leading. */
async function setup(options: { recheckMs?: number } = {}) {
  const db: AppDb = await openTestDb('user-1', fakeIndexedDb());
  const service = new FakeConversationService();
  const errors: string[] = [];
  const engine = new SyncEngine({
    db,
    userId: 'user-1',
    api: service,
    session,
    online: new ManualOnlineDetector(true),
    locks: new InMemoryLockProvider(),
    scheduleFrame: microtaskScheduler,
    onError: (message, error) => void errors.push(`${message}: ${String(error)}`),
    follow: { recheckMs: options.recheckMs ?? 10, followHoldMs: 2_000 },
  });
  cleanups.push(() => db.close());
  cleanups.push(() => engine.stop());
  const conversation = service.seedConversation('Elsewhere');
  const question = service.seedMessage(conversation.id, 'user', 'Is renting cheaper?');
  await applyServerConversations(db, [conversation]);
  await applyServerMessages(db, [question]);
  /** Lets one trace through the fake service's generation at a time. */
  let step = () => {};
  service.betweenTraces = () => new Promise<void>((resolve) => (step = resolve));
  return {
    db,
    service,
    engine,
    errors,
    conversationId: conversation.id,
    questionId: question.client_msg_id,
    /** Lets the generation run `count` traces further (one at a time, as the service asks). */
    next: async (count = 1) => {
      for (let i = 0; i < count; i++) {
        step();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
  };
}

function message(id: string, role: 'user' | 'assistant', state: MessageRecord['send_state']) {
  return { id, role, send_state: state } as MessageRecord;
}

describe('S21: following a reply still generating', () => {
  it('only a delivered last question is awaited', () => {
    expect(awaitedQuestion(message('q1', 'user', 'sent'))?.id).toBe('q1');
    expect(awaitedQuestion(message('q1', 'user', 'streaming'))?.id).toBe('q1');
    expect(awaitedQuestion(message('q1', 'user', 'queued'))).toBeNull();
    expect(awaitedQuestion(message('q1', 'user', 'failed'))).toBeNull();
    expect(awaitedQuestion(message('r1', 'assistant', 'sent'))).toBeNull();
    expect(awaitedQuestion(undefined)).toBeNull();
  });

  it('shows the stand-in, then the text growing, and keeps it until Dexie has the stored reply', async () => {
    const { db, service, engine, conversationId, questionId, next } = await setup();
    service.generating.set(questionId, { replyId: 'r-elsewhere', text: 'Renting costs less.' });
    engine.turns.watch(conversationId);
    await until(() => engine.replies.get(conversationId) !== undefined);
    expect(engine.replies.get(conversationId)).toMatchObject({
      id: 'r-elsewhere',
      in_reply_to: questionId,
      send_state: 'streaming',
      content_text: '',
    });
    expect(engine.replies.isStreaming(conversationId)).toBe(true);
    await next(2); // completion start, 'Renting'
    await until(() => engine.replies.get(conversationId)?.content_text === 'Renting');
    await next(4);
    // Finished on the server: shown in its final state (Send is free again) until Dexie has the row.
    await until(() => engine.replies.get(conversationId)?.send_state === 'sent');
    expect(engine.replies.get(conversationId)?.content_text).toBe('Renting costs less.');
    await applyServerMessages(db, service.messagesOf(conversationId));
    await until(() => engine.replies.get(conversationId) === undefined);
    expect(service.calls.filter((c) => c.op === 'followStream')).toHaveLength(1);
  });

  it('does not follow what this tab streams itself', async () => {
    const { service, engine, conversationId, questionId, next } = await setup();
    engine.start();
    await engine.pull();
    engine.turns.watch(conversationId);
    await until(() => engine.turns.getUnanswered().has(questionId));
    const follows = () => service.calls.filter((c) => c.op === 'followStream').length;
    const before = follows();
    // The follow of the old question ended (no_reply); this tab now sends and streams a new one.
    const sending = engine.turns.send(conversationId, 'And buying?');
    await until(() => engine.turns.isReplying(conversationId));
    let outcome: Awaited<typeof sending> | null = null;
    void sending.then((result) => (outcome = result));
    while (!outcome) await next();
    expect(outcome).toMatchObject({ state: 'sent' });
    expect(follows()).toBe(before);
  });

  it('Stop on a followed reply asks the server to end it', async () => {
    const { service, engine, conversationId, questionId, next } = await setup();
    service.generating.set(questionId, { replyId: 'r2', text: 'A long answer' });
    engine.turns.watch(conversationId);
    await until(() => engine.replies.isStreaming(conversationId));
    await engine.turns.stop(conversationId);
    expect(service.calls.filter((c) => c.op === 'stop').map((c) => c.conversationId)).toEqual([
      conversationId,
    ]);
    await next(6);
  });

  it('a question nothing answers (no_reply twice) is reported unanswered; Retry forgets it', async () => {
    const { engine, service, conversationId, questionId } = await setup();
    const seen: Array<ReadonlySet<string>> = [];
    engine.turns.subscribeUnanswered(() => seen.push(engine.turns.getUnanswered()));
    engine.turns.watch(conversationId);
    await until(() => engine.turns.getUnanswered().has(questionId));
    expect(service.calls.filter((c) => c.op === 'followStream')).toHaveLength(2);
    expect(seen).toHaveLength(1);
    expect(engine.replies.get(conversationId)).toBeUndefined();
    await engine.turns.retry(questionId);
    expect(engine.turns.getUnanswered().size).toBe(0);
  });

  it('a conversation left stops being followed', async () => {
    const { service, engine, conversationId, questionId } = await setup();
    service.generating.set(questionId, { replyId: 'r3', text: 'Slow answer' });
    engine.turns.watch(conversationId);
    await until(() => engine.replies.isStreaming(conversationId));
    engine.turns.watch(null);
    await until(() => engine.replies.get(conversationId) === undefined);
  });
});

// Feedback on replies through the sync engine (docs/sync-rules.md S22), against the in-memory service
// and a fresh fake IndexedDB per test: stored here at once, delivered through the outbox (offline too),
// coalesced so the last rating wins, refused ones rolled back, other devices' ratings pulled in.
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDb } from '../db/app-db.ts';
import { rateReplyLocally } from '../db/feedback-repository.ts';
import { listOutbox } from '../db/outbox-repository.ts';
import { LocalWriteError } from '../db/write.ts';
import { FakeConversationService } from '../../tests/fakes/fake-conversation-service.ts';
import { until, startTestEngine } from '../../tests/fakes/sync-doubles.ts';

const cleanups: Array<() => Promise<void>> = [];
const errors: string[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  expect(errors.splice(0)).toEqual([]);
});

/** An engine with one conversation whose question was answered; `online` starts as given. */
async function answered(options: { online?: boolean; expectErrors?: boolean } = {}) {
  const service = new FakeConversationService();
  const { db, online, engine } = await startTestEngine({
    api: service,
    cleanups,
    onError: (message) => void (options.expectErrors ? undefined : errors.push(message)),
  });
  const conversation = await engine.createConversation('Rates');
  await engine.turns.send(conversation.id, 'What is a cap rate?');
  await engine.drain();
  const reply = (await db.messages.toArray()).find((m) => m.role === 'assistant');
  expect(reply?.send_state).toBe('sent');
  if (options.online === false) online.set(false);
  return { db, service, online, engine, conversationId: conversation.id, replyId: reply!.id };
}

const feedbackCalls = (service: FakeConversationService) =>
  service.calls.filter((c) => c.op === 'putFeedback').length;

async function feedbackOf(db: AppDb, id: string) {
  return db.feedback.get(id);
}

describe('S22: feedback on replies', () => {
  it('is stored at once and delivered; the server row replaces the pending one', async () => {
    const { db, service, engine, conversationId, replyId } = await answered();
    await engine.rateReply(replyId, 'up');
    expect(await feedbackOf(db, replyId)).toMatchObject({
      rating: 'up',
      pending: true,
      conversation_id: conversationId,
    });
    await engine.drain();
    expect(service.feedbackRows.get(replyId)).toMatchObject({ rating: 'up', note: null });
    expect(await feedbackOf(db, replyId)).toMatchObject({ rating: 'up', pending: false });
    expect(await listOutbox(db)).toEqual([]);
  });

  it('offline: ratings wait in the outbox, coalesced (the last one wins), and go on reconnect in one call', async () => {
    const { db, service, online, engine, replyId } = await answered({ online: false });
    await engine.rateReply(replyId, 'up');
    await engine.rateReply(replyId, 'down', '  Too vague  ');
    expect(await listOutbox(db)).toEqual([
      expect.objectContaining({
        kind: 'feedback.put',
        payload: { message_id: replyId, rating: 'down', note: 'Too vague' },
      }),
    ]);
    expect(await feedbackOf(db, replyId)).toMatchObject({ rating: 'down', note: 'Too vague', pending: true });
    online.set(true);
    await until(async () => (await listOutbox(db)).length === 0);
    expect(feedbackCalls(service)).toBe(1);
    expect(service.feedbackRows.get(replyId)).toMatchObject({ rating: 'down', note: 'Too vague' });
    expect(await feedbackOf(db, replyId)).toMatchObject({ rating: 'down', pending: false });
  });

  it('a withdrawn rating (null) is sent as such and drops the note', async () => {
    const { db, service, engine, replyId } = await answered();
    await engine.rateReply(replyId, 'down', 'meh');
    await engine.drain();
    await engine.rateReply(replyId, null, 'ignored');
    await engine.drain();
    expect(service.feedbackRows.get(replyId)).toMatchObject({ rating: null, note: null });
    expect(await feedbackOf(db, replyId)).toMatchObject({ rating: null, note: null, pending: false });
  });

  it('a change made while the previous one is delivered queues behind it; the last one stays', async () => {
    const { db, service, engine, replyId } = await answered();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    service.beforeCall = async (call) => {
      if (call.op === 'putFeedback' && feedbackCalls(service) === 1) await held;
    };
    await engine.rateReply(replyId, 'up');
    await until(() => feedbackCalls(service) === 1);
    await engine.rateReply(replyId, 'down');
    expect((await listOutbox(db)).map((e) => e.kind)).toEqual(['feedback.put', 'feedback.put']);
    release();
    await until(async () => (await listOutbox(db)).length === 0);
    expect(feedbackCalls(service)).toBe(2);
    expect(service.feedbackRows.get(replyId)?.rating).toBe('down');
    expect(await feedbackOf(db, replyId)).toMatchObject({ rating: 'down', pending: false });
  });

  it('refused for good (the reply is gone on the server): the local rating is rolled back', async () => {
    const { db, service, engine, replyId } = await answered({ expectErrors: true });
    service.messageRows.splice(0);
    await engine.rateReply(replyId, 'up');
    await engine.drain();
    expect(await listOutbox(db)).toEqual([]);
    expect(await feedbackOf(db, replyId)).toBeUndefined();
  });

  it("pulls the user's ratings from other devices, but never over a change waiting here", async () => {
    const { db, service, engine, conversationId, replyId } = await answered();
    await service.putFeedback(conversationId, replyId, { rating: 'down', note: 'from my phone' });
    await engine.pull();
    expect(await feedbackOf(db, replyId)).toMatchObject({
      rating: 'down',
      note: 'from my phone',
      pending: false,
    });

    const offline = await answered({ online: false });
    await offline.engine.rateReply(offline.replyId, 'up');
    await offline.service.putFeedback(offline.conversationId, offline.replyId, { rating: 'down' });
    // A pull with the local change still waiting keeps it.
    offline.online.set(true);
    await until(async () => (await listOutbox(offline.db)).length === 0);
    expect(offline.service.feedbackRows.get(offline.replyId)?.rating).toBe('up');
    expect(await feedbackOf(offline.db, offline.replyId)).toMatchObject({ rating: 'up', pending: false });
  });

  it('only finished replies can be rated, and the note has a limit', async () => {
    const { db, engine, replyId } = await answered();
    const question = (await db.messages.toArray()).find((m) => m.role === 'user')!;
    await expect(engine.rateReply(question.id, 'up')).rejects.toMatchObject({ code: 'message-not-found' });
    await expect(engine.rateReply(replyId, 'down', 'x'.repeat(1001))).rejects.toBeInstanceOf(LocalWriteError);
    await expect(
      rateReplyLocally(db, { messageId: replyId, rating: 'down', note: 'é'.repeat(1000) }),
    ).resolves.toMatchObject({
      rating: 'down',
    });
  });

  it('deleting the conversation removes its ratings and their queued changes', async () => {
    const { db, online, engine, conversationId, replyId } = await answered();
    online.set(false);
    await engine.rateReply(replyId, 'up');
    await engine.deleteConversation(conversationId);
    expect(await feedbackOf(db, replyId)).toBeUndefined();
    expect((await listOutbox(db)).map((e) => e.kind)).toEqual(['conversation.delete']);
  });
});

import { describe, expect, it } from 'vitest';
import { rateReplyLocally } from '../../db/feedback-repository.ts';
import { createConversationLocally } from '../../db/conversation-repository.ts';
import { openTestDb } from '../../db/test-db.ts';
import { queueMessageSend } from '../../db/message-repository.ts';
import {
  describeUnsent,
  NOTHING_UNSENT,
  readUnsentWork,
  unsentBadgeCount,
  unsentCount,
} from './unsent-work.ts';

describe('unsent work (S20) with feedback (S22)', () => {
  it('counts ratings not sent yet on their own, not as conversation changes', async () => {
    const db = await openTestDb('user-1');
    const conversation = await createConversationLocally(db, { title: 'Rates' });
    await db.messages.add({
      id: 'reply-1',
      conversation_id: conversation.id,
      role: 'assistant',
      content_text: 'A cap rate is NOI over price.',
      content_json: [],
      trace_types: [],
      in_reply_to: 'q-1',
      created_at: '2026-11-26T09:00:00.000000Z',
      sort_key: '2026-11-26T09:00:00.000000Z',
      server_id: 'srv-1',
      send_state: 'sent',
      error: null,
    });
    await rateReplyLocally(db, { messageId: 'reply-1', rating: 'down', note: 'Too short' });
    const work = await readUnsentWork(db);
    expect(work).toEqual({ messages: 0, changes: 1, feedback: 1, drafts: 0, delivering: 0 });
    expect(unsentCount(work)).toBe(2);
    expect(describeUnsent(work)).toBe('1 conversation change not saved yet and 1 rating not sent yet');
    db.close();
  });

  it('a send being delivered now (its reply streaming) is not shown as unsent, but still counts for sign-out', async () => {
    const db = await openTestDb('user-2');
    const conversation = await createConversationLocally(db, { title: 'Streaming' });
    await db.outbox.clear(); // the create delivered: the send is first in its lane, so it is claimed
    const now = Date.now();
    await queueMessageSend(db, {
      conversationId: conversation.id,
      text: 'What is a cap rate?',
      claim: { owner: 'tab-a', leaseMs: 30_000 },
      now,
    });
    const work = await readUnsentWork(db, now);
    expect(work).toMatchObject({ messages: 1, delivering: 1 });
    expect(unsentCount(work)).toBe(1);
    expect(unsentBadgeCount(work)).toBe(0);
    // A lease run out: nobody is delivering it, so it is unsent again.
    expect(unsentBadgeCount(await readUnsentWork(db, now + 31_000))).toBe(1);
    db.close();
  });

  it('says nothing when nothing waits', () => {
    expect(describeUnsent(NOTHING_UNSENT)).toBe('');
    expect(describeUnsent({ ...NOTHING_UNSENT, feedback: 2 })).toBe('2 ratings not sent yet');
  });
});

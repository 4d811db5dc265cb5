// Issue 23 §3: a send that keeps failing or waits unusually long is marked, not left at "Sending…".
import { describe, expect, it } from 'vitest';
import type { ChatMessageView } from './chat-message.ts';
import { markDelayedSends, SLOW_SEND_MS } from './delayed-sends.ts';

const sending: ChatMessageView = { id: 'q', type: 'user', content: 'q', sendState: 'sending' };

describe('markDelayedSends', () => {
  it('a send with a failed delivery is failing at once', () => {
    const [view] = markDelayedSends([sending], [{ messageId: 'q', attempts: 1, createdAt: 1_000 }], 1_500);
    expect(view!.delay).toBe('failing');
  });

  it('a send with no failed delivery is slow only after SLOW_SEND_MS', () => {
    const waiting = [{ messageId: 'q', attempts: 0, createdAt: 1_000 }];
    expect(markDelayedSends([sending], waiting, 1_000 + SLOW_SEND_MS - 1)[0]!.delay).toBeUndefined();
    expect(markDelayedSends([sending], waiting, 1_000 + SLOW_SEND_MS)[0]!.delay).toBe('slow');
  });

  it('only questions shown as sending are marked (queued offline stays queued)', () => {
    const queued: ChatMessageView = { ...sending, sendState: 'queued' };
    const [view] = markDelayedSends([queued], [{ messageId: 'q', attempts: 3, createdAt: 0 }], 99_000);
    expect(view).toBe(queued);
  });
});

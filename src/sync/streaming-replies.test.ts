import { describe, it, expect } from 'vitest';
import { StreamingReplies } from './streaming-replies.ts';

function manualFrames() {
  const pending: Array<() => void> = [];
  return {
    schedule: (callback: () => void) => {
      pending.push(callback);
      return () => pending.splice(pending.indexOf(callback), 1);
    },
    pending,
    run: () => pending.splice(0).forEach((callback) => callback()),
  };
}

describe('StreamingReplies (S9)', () => {
  it('publishes all changes of a frame at once, as a new immutable snapshot', () => {
    const frames = manualFrames();
    const store = new StreamingReplies(frames.schedule);
    let notified = 0;
    store.subscribe(() => (notified += 1));
    const empty = store.getSnapshot();
    store.begin({ conversationId: 'c', userMessageId: 'u', assistantMessageId: 'a' });
    for (const text of ['T', 'Th', 'The', 'The m']) store.update('c', { text, phase: 'streaming' });
    expect(store.getSnapshot()).toBe(empty);
    expect(frames.pending).toHaveLength(1);
    frames.run();
    expect(notified).toBe(1);
    const first = store.getSnapshot();
    expect(first.get('c')).toMatchObject({ text: 'The m', phase: 'streaming', assistantMessageId: 'a' });
    expect(store.getSnapshot()).toBe(first);
    store.end('c');
    frames.run();
    expect(store.get('c')).toBeUndefined();
    expect(first.get('c')!.text).toBe('The m');
    expect(notified).toBe(2);
  });

  it('keeps conversations apart; clear drops everything at once', () => {
    const frames = manualFrames();
    const store = new StreamingReplies(frames.schedule);
    store.begin({ conversationId: 'a', userMessageId: 'u1', assistantMessageId: 'r1' });
    store.begin({ conversationId: 'b', userMessageId: 'u2', assistantMessageId: 'r2' });
    frames.run();
    expect([...store.getSnapshot().keys()]).toEqual(['a', 'b']);
    store.update('zzz', { text: 'ignored' });
    store.clear();
    expect(store.getSnapshot().size).toBe(0);
    expect(frames.pending).toHaveLength(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { microtaskScheduler } from '../../sync/ports.ts';
import { StreamingReplies } from '../../sync/streaming-replies.ts';
import { followEndedReplies } from './ended-replies.ts';

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function streamingReplies() {
  const replies = new StreamingReplies(microtaskScheduler);
  const begin = (conversationId: string, text: string) => {
    replies.begin({
      conversationId,
      userMessageId: `u-${conversationId}`,
      assistantMessageId: `a-${conversationId}`,
    });
    replies.update(conversationId, { phase: 'streaming', text });
  };
  return { replies, begin };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('followEndedReplies', () => {
  it('remembers the last published text of a reply whose stream ended, then forgets it', async () => {
    vi.useFakeTimers();
    const { replies, begin } = streamingReplies();
    const ended = followEndedReplies(replies, 1_000);
    const seen: Array<string | undefined> = [];
    const unsubscribe = ended.subscribe(() => seen.push(ended.get('c')?.text));
    begin('c', 'Rates are up');
    await flush();
    expect(ended.get('c')).toBeUndefined();
    replies.end('c');
    await flush();
    expect(ended.get('c')).toMatchObject({ assistantMessageId: 'a-c', text: 'Rates are up' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ended.get('c')).toBeUndefined();
    expect(seen).toEqual(['Rates are up', undefined]);
    unsubscribe();
  });

  it('a new stream in the conversation replaces what was remembered; other conversations are apart', async () => {
    const { replies, begin } = streamingReplies();
    const ended = followEndedReplies(replies);
    const unsubscribe = ended.subscribe(() => {});
    begin('c', 'First');
    begin('d', 'Other');
    await flush();
    replies.end('c');
    await flush();
    expect(ended.get('c')?.text).toBe('First');
    expect(ended.get('d')).toBeUndefined();
    begin('c', '');
    await flush();
    expect(ended.get('c')).toBeUndefined();
    unsubscribe();
  });

  it('a stream that ended before any text is not remembered (nothing to bridge)', async () => {
    const { replies } = streamingReplies();
    const ended = followEndedReplies(replies);
    const unsubscribe = ended.subscribe(() => {});
    replies.begin({ conversationId: 'c', userMessageId: 'u', assistantMessageId: 'a' });
    await flush();
    replies.end('c');
    await flush();
    expect(ended.get('c')).toBeUndefined();
    unsubscribe();
  });

  it('follows the engine only while someone listens', async () => {
    const { replies, begin } = streamingReplies();
    const subscribe = vi.spyOn(replies, 'subscribe');
    const ended = followEndedReplies(replies);
    expect(subscribe).not.toHaveBeenCalled();
    const unsubscribe = ended.subscribe(() => {});
    expect(subscribe).toHaveBeenCalledTimes(1);
    begin('c', 'x');
    await flush();
    replies.end('c');
    await flush();
    unsubscribe();
    expect(ended.get('c')).toBeUndefined();
  });
});

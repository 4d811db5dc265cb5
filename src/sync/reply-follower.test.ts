// S21: the reply follower re-attaches a view to a reply still generating, through the same overlay
// as a local stream, and reports questions nothing is answering.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessageRecord } from '../db/app-db.ts';
import { loadStreamReader } from '../lib/stream-reader.ts';
import { awaitedQuestion, ReplyFollower } from './reply-follower.ts';
import { systemClock } from './ports.ts';
import { ReplyOverlay } from './reply-overlay.ts';

/** Publishes on the next microtask (the browser's requestAnimationFrame, without a browser). */
const now = () =>
  new ReplyOverlay((run) => {
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) run();
    });
    return () => {
      cancelled = true;
    };
  }, systemClock);

function message(
  id: string,
  role: 'user' | 'assistant',
  send_state: MessageRecord['send_state'],
): MessageRecord {
  return {
    id,
    conversation_id: 'c1',
    role,
    content_text: role === 'user' ? 'Question?' : 'Answer.',
    content_json: [],
    trace_types: [],
    in_reply_to: role === 'assistant' ? 'q1' : null,
    created_at: '2026-11-23T20:00:00.000000Z',
    sort_key: '2026-11-23T20:00:00.000000Z',
    server_id: 'row',
    send_state,
    error: null,
  };
}

/** A follow stream the test feeds by hand. */
function controllableStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    close: () => controller.close(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

// The stream reader loads with the first stream (stream-reader.ts); here it is there from the start,
// as in the app after a few ms, so the steps below can count ticks.
beforeAll(() => loadStreamReader());

describe('S21: following a reply still generating', () => {
  it('only a delivered last question is awaited', () => {
    expect(awaitedQuestion([message('q1', 'user', 'sent')])?.id).toBe('q1');
    expect(awaitedQuestion([message('q1', 'user', 'streaming')])?.id).toBe('q1');
    expect(awaitedQuestion([message('q1', 'user', 'queued')])).toBeNull();
    expect(awaitedQuestion([message('q1', 'user', 'failed')])).toBeNull();
    expect(awaitedQuestion([message('q1', 'user', 'sent'), message('r1', 'assistant', 'sent')])).toBeNull();
  });

  it('shows typing dots, then the text growing, and keeps it until Dexie has the stored reply', async () => {
    const streaming = now();
    const stream = controllableStream();
    let stored = false;
    const follow = vi.fn(() => Promise.resolve(stream.response));
    const follower = new ReplyFollower({
      streaming,
      follow,
      hasReply: () => Promise.resolve(stored),
      deliveredHere: () => Promise.resolve(false),
    });
    follower.update('c1', [message('q1', 'user', 'streaming')]);
    await tick();
    expect(follow).toHaveBeenCalledWith('c1', 'q1', expect.any(AbortSignal));
    stream.send('metadata', { assistant_client_msg_id: 'r1', user_client_msg_id: 'q1' });
    await tick();
    expect(streaming.get('c1')).toMatchObject({
      send_state: 'streaming',
      content_text: '',
      id: 'r1',
      in_reply_to: 'q1',
    });
    stream.send('trace', { type: 'completion', payload: { state: 'start' } });
    stream.send('trace', { type: 'completion', payload: { state: 'content', content: 'Renting ' } });
    await tick();
    expect(streaming.get('c1')).toMatchObject({ send_state: 'streaming', content_text: 'Renting ' });
    stream.send('trace', { type: 'completion', payload: { state: 'content', content: 'costs less.' } });
    stream.send('summary', {
      content_text: 'Renting costs less.',
      content_json: [],
      trace_types: ['completion'],
    });
    stream.send('done', {});
    stream.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(streaming.get('c1')?.content_text).toBe('Renting costs less.');
    stored = true;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(streaming.get('c1')).toBeUndefined();
    // Following it again is not needed once answered.
    follower.update('c1', [message('q1', 'user', 'sent'), message('r1', 'assistant', 'sent')]);
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it('does not follow what this tab streams itself', async () => {
    const streaming = now();
    const follow = vi.fn();
    const follower = new ReplyFollower({
      streaming,
      follow,
      hasReply: () => Promise.resolve(false),
      deliveredHere: () => Promise.resolve(true),
    });
    follower.update('c1', [message('q1', 'user', 'sending')]);
    await tick();
    streaming.begin({
      ...message('r2', 'assistant', 'streaming'),
      conversation_id: 'c2',
      in_reply_to: 'q2',
    });
    follower.update('c2', [{ ...message('q2', 'user', 'streaming'), conversation_id: 'c2' }]);
    await tick();
    expect(follow).not.toHaveBeenCalled();
  });

  it('a question nothing answers (no_reply twice) is reported unanswered; forgetting it follows again', async () => {
    const follow = vi.fn(() => Promise.resolve(Response.json({ code: 'no_reply' }, { status: 404 })));
    const follower = new ReplyFollower({
      streaming: now(),
      follow,
      hasReply: () => Promise.resolve(false),
      deliveredHere: () => Promise.resolve(false),
      recheckMs: 10,
    });
    const seen: Array<ReadonlySet<string>> = [];
    follower.subscribe(() => seen.push(follower.getUnanswered()));
    follower.update('c1', [message('q1', 'user', 'sent')]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(follow).toHaveBeenCalledTimes(2);
    expect([...follower.getUnanswered()]).toEqual(['q1']);
    expect(seen).toHaveLength(1);
    follower.update('c1', [message('q1', 'user', 'sent')]);
    await tick();
    expect(follow).toHaveBeenCalledTimes(2);
    follower.forget('q1');
    expect(follower.getUnanswered().size).toBe(0);
  });
});

import { describe, it, expect } from 'vitest';
import type { MessageRecord } from '../db/app-db.ts';
import { ManualClock } from '../../tests/fakes/sync-doubles.ts';
import { ReplyOverlay } from './reply-overlay.ts';

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

const reply = (conversationId: string, id: string): MessageRecord => ({
  id,
  conversation_id: conversationId,
  role: 'assistant',
  content_text: '',
  content_json: [],
  trace_types: [],
  in_reply_to: `q-${id}`,
  created_at: '2026-01-01T00:00:00.000000Z',
  sort_key: '2026-01-01T00:00:00.000001Z',
  server_id: null,
  send_state: 'streaming',
  error: null,
});

describe('ReplyOverlay (S9)', () => {
  it('publishes all changes of a frame at once, as a new immutable snapshot', () => {
    const frames = manualFrames();
    const overlay = new ReplyOverlay(frames.schedule, new ManualClock());
    let notified = 0;
    overlay.subscribe(() => (notified += 1));
    const empty = overlay.getSnapshot();
    overlay.begin(reply('c', 'a'));
    for (const text of ['T', 'Th', 'The', 'The m']) overlay.update('c', { content_text: text });
    expect(overlay.getSnapshot()).toBe(empty);
    expect(frames.pending).toHaveLength(1);
    frames.run();
    expect(notified).toBe(1);
    const first = overlay.getSnapshot();
    expect(first.get('c')).toMatchObject({ content_text: 'The m', send_state: 'streaming', id: 'a' });
    expect(overlay.isStreaming('c')).toBe(true);
    overlay.drop('c');
    frames.run();
    expect(overlay.get('c')).toBeUndefined();
    expect(first.get('c')!.content_text).toBe('The m');
    expect(notified).toBe(2);
  });

  it('a settled reply stays in its final state for the hold, then goes; a new send replaces it', () => {
    const frames = manualFrames();
    const clock = new ManualClock();
    const overlay = new ReplyOverlay(frames.schedule, clock, 1000);
    overlay.begin(reply('c', 'a'));
    overlay.settle('c', { content_text: 'done', send_state: 'sent' });
    frames.run();
    expect(overlay.get('c')).toMatchObject({ content_text: 'done', send_state: 'sent' });
    expect(overlay.isStreaming()).toBe(false);
    clock.advance(999);
    frames.run();
    expect(overlay.get('c')).toBeDefined();
    clock.advance(1);
    frames.run();
    expect(overlay.get('c')).toBeUndefined();

    overlay.begin(reply('c', 'b'));
    overlay.settle('c', { send_state: 'sent' });
    overlay.begin(reply('c', 'next'));
    clock.advance(1000);
    frames.run();
    expect(overlay.get('c')).toMatchObject({ id: 'next', send_state: 'streaming' });
  });

  it('keeps conversations apart; clear drops everything at once', () => {
    const frames = manualFrames();
    const overlay = new ReplyOverlay(frames.schedule, new ManualClock());
    overlay.begin(reply('a', 'r1'));
    overlay.begin(reply('b', 'r2'));
    frames.run();
    expect([...overlay.getSnapshot().keys()]).toEqual(['a', 'b']);
    overlay.update('zzz', { content_text: 'ignored' });
    overlay.clear();
    expect(overlay.getSnapshot().size).toBe(0);
    expect(frames.pending).toHaveLength(0);
  });
});

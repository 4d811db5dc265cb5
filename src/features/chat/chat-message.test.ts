// The pane's bubbles: Dexie's rows with the engine's overlay laid over them (docs/sync-rules.md S9).
import { describe, expect, it } from 'vitest';
import type { MessageRecord } from '../../db/app-db.ts';
import { messageViews } from './chat-message.ts';

const record = (patch: Partial<MessageRecord> & Pick<MessageRecord, 'id'>): MessageRecord => ({
  conversation_id: 'c',
  role: 'user',
  content_text: patch.id,
  content_json: [],
  trace_types: [],
  in_reply_to: null,
  created_at: '2026-01-01T00:00:00.000000Z',
  sort_key: '2026-01-01T00:00:00.000000Z',
  server_id: null,
  send_state: 'sent',
  error: null,
  ...patch,
});
const question = record({ id: 'q', send_state: 'streaming' });
const reply = (patch: Partial<MessageRecord> = {}) =>
  record({
    id: 'r',
    role: 'assistant',
    in_reply_to: 'q',
    send_state: 'streaming',
    content_text: '',
    ...patch,
  });
const shown = (views: ReturnType<typeof messageViews>) =>
  views.map((v) => `${v.id}:${v.content}:${v.sendState}${v.isStreaming ? ':streaming' : ''}`);

describe('messageViews: Dexie plus the one overlay', () => {
  it('S9 the streaming reply sits right after its question, even before later rows', () => {
    const later = record({ id: 'later' });
    expect(shown(messageViews([question, later], reply({ content_text: 'Hal' }), true))).toEqual([
      'q:q:sent',
      'r:Hal:streaming:streaming',
      'later:later:sent',
    ]);
  });

  it('S9 an empty streaming reply is the waiting bubble; without its question it goes last', () => {
    expect(shown(messageViews([], reply(), true))).toEqual(['r::streaming:streaming']);
  });

  it('S9 Dexie wins once it holds the reply (a settled overlay adds nothing)', () => {
    const stored = reply({ content_text: 'Final', send_state: 'sent' });
    expect(
      shown(messageViews([question, stored], reply({ content_text: 'Final', send_state: 'sent' }), true)),
    ).toEqual(['q:q:sent', 'r:Final:sent']);
  });

  it('S10 an interrupted stored reply gives way to newer text for the same question', () => {
    const partial = reply({ id: 'r', content_text: 'Par', send_state: 'interrupted' });
    expect(shown(messageViews([question, partial], reply({ content_text: '' }), true))).toEqual([
      'q:q:sent',
      'r:Par:interrupted',
    ]);
    expect(
      shown(messageViews([question, partial], reply({ content_text: 'Partial and more' }), true)),
    ).toEqual(['q:q:sent', 'r:Partial and more:streaming:streaming']);
    expect(
      shown(messageViews([question, partial], reply({ content_text: 'Done', send_state: 'sent' }), true)),
    ).toEqual(['q:q:sent', 'r:Done:sent']);
  });

  it('a queued question is "sending" online and "queued" offline', () => {
    const queued = record({ id: 'q', send_state: 'queued' });
    expect(messageViews([queued], undefined, true)[0]!.sendState).toBe('sending');
    expect(messageViews([queued], undefined, false)[0]!.sendState).toBe('queued');
  });

  it('a question left "sending" (its tab closed mid-send) reads as queued offline', () => {
    const left = record({ id: 'q', send_state: 'sending' });
    expect(messageViews([left], undefined, false)[0]!.sendState).toBe('queued');
    expect(messageViews([left], undefined, true)[0]!.sendState).toBe('sending');
  });
});

describe('a refused send (issue 23 §3)', () => {
  it('says Failed once: on the reply that holds the error, not again on its question', () => {
    const views = messageViews(
      [
        record({ id: 'q', send_state: 'failed' }),
        reply({ send_state: 'failed', content_text: 'Sorry, I encountered an error.' }),
      ],
      undefined,
      true,
    );
    expect(views.map((v) => v.sendState)).toEqual(['sent', 'failed']);
  });

  it('a failed question without a reply bubble keeps its Failed', () => {
    const views = messageViews([record({ id: 'q', send_state: 'failed' })], undefined, true);
    expect(views.map((v) => v.sendState)).toEqual(['failed']);
  });
});

describe('a queued question the service asked to wait (429)', () => {
  const reason =
    'Too many replies are being written for you at once. This message will be sent when one finishes.';

  it('shows Queued with the service’s reason even online, instead of Sending', () => {
    const [view] = messageViews([record({ id: 'q', send_state: 'queued', error: reason })], undefined, true);
    expect(view).toMatchObject({ sendState: 'queued', notice: reason });
  });

  it('a queued question without a reason is on its way online and waits offline, with no notice', () => {
    const waiting = record({ id: 'q', send_state: 'queued' });
    expect(messageViews([waiting], undefined, true)[0]).toMatchObject({ sendState: 'sending' });
    expect(messageViews([waiting], undefined, false)[0]).toMatchObject({ sendState: 'queued' });
    expect(messageViews([waiting], undefined, true)[0]!.notice).toBeUndefined();
  });
});

describe('messageViews: versions (S23)', () => {
  const asked = record({ id: 'q', send_state: 'sent', parent_id: null });
  const first = reply({ id: 'r1', content_text: 'First', send_state: 'sent', parent_id: 'q' });
  const later = '2026-01-01T00:00:01.000000Z';

  it('a regenerate streaming over its stand-in is the chosen version, 2/2, and offers no Regenerate', () => {
    const standIn = reply({ id: 'r2', send_state: 'queued', parent_id: 'q', created_at: later });
    const views = messageViews(
      [asked, first, standIn],
      reply({ id: 'r2', content_text: 'Sec', created_at: later }),
      true,
      {
        q: 'r2',
      },
    );
    expect(shown(views)).toEqual(['q:q:sent', 'r2:Sec:streaming:streaming']);
    expect(views[1]!.versions).toMatchObject({ index: 2, count: 2, previousId: 'r1' });
    expect([views[1]!.canRegenerate ?? false, views[1]!.canContinue ?? false]).toEqual([false, false]);
  });

  it('a reply streaming does not decide the controls: the turn machine does (one source of send-ability)', () => {
    // The screen offers Edit, Regenerate and Continue only when the turn machine would take them
    // (`can()`, chat-screen.tsx); the views say only which bubbles could take one.
    const next = record({ id: 'q2', parent_id: 'r1', created_at: later, sort_key: later });
    const streaming = reply({
      id: 'r2',
      in_reply_to: 'q2',
      parent_id: 'q2',
      created_at: later,
      sort_key: later,
    });
    const views = messageViews([asked, first, next, streaming], undefined, true);
    expect(views.map((v) => v.id)).toEqual(['q', 'r1', 'q2', 'r2']);
    expect(views.filter((v) => v.canEdit).map((v) => v.id)).toEqual(['q', 'q2']);
  });

  it('the last finished reply offers Regenerate, a stopped one Continue too, every sent question Edit', () => {
    const views = messageViews([asked, first], undefined, true);
    expect(views.map((v) => [v.canEdit ?? false, v.canRegenerate ?? false, v.canContinue ?? false])).toEqual([
      [true, false, false],
      [false, true, false],
    ]);
    const stopped = messageViews([asked, { ...first, send_state: 'stopped' }], undefined, true);
    expect(stopped[1]).toMatchObject({ canRegenerate: true, canContinue: true });
  });

  it('a choice of the first version hides the newer one and shows 1/2', () => {
    const second = reply({ id: 'r2', content_text: 'Second', send_state: 'sent', created_at: later });
    const views = messageViews([asked, first, second], undefined, true, { q: 'r1' });
    expect(shown(views)).toEqual(['q:q:sent', 'r1:First:sent']);
    expect(views[1]!.versions).toMatchObject({ index: 1, count: 2, nextId: 'r2' });
  });
});

import { describe, it, expect } from 'vitest';
import type { ConversationRow, MessageRow } from '../../supabase/functions/_shared/protocol.ts';
import type { ConversationRecord, MessageRecord } from './app-db.ts';
import {
  acknowledgeByReply,
  conversationFromServer,
  mergeConversation,
  mergeMessage,
  NO_PENDING,
  replySortKey,
} from './merge.ts';
import { canonicalTimestamp } from './timestamps.ts';

const row = (over: Partial<ConversationRow> = {}): ConversationRow => ({
  id: 'c1',
  user_id: 'u1',
  title: 'Server title',
  created_at: '2026-01-01T10:00:00+00:00',
  last_activity_at: '2026-01-01T10:05:00.5+00:00',
  updated_at: '2026-01-01T10:05:00.5+00:00',
  deleted_at: null,
  ...over,
});

const local = (over: Partial<ConversationRecord> = {}): ConversationRecord => ({
  ...conversationFromServer(row()),
  ...over,
});

const msgRow = (over: Partial<MessageRow> = {}): MessageRow => ({
  id: 'srv-1',
  conversation_id: 'c1',
  user_id: 'u1',
  client_msg_id: 'm1',
  role: 'user',
  content_text: 'hello',
  content_json: [{ type: 'text', text: 'hello' }],
  trace_types: [],
  in_reply_to: null,
  status: 'complete',
  created_at: '2026-01-01T10:00:01.123456+00:00',
  updated_at: '2026-01-01T10:00:01.123456+00:00',
  ...over,
});

const localMsg = (over: Partial<MessageRecord> = {}): MessageRecord => ({
  id: 'm1',
  conversation_id: 'c1',
  role: 'user',
  content_text: 'hello',
  content_json: [{ type: 'text', text: 'hello' }],
  trace_types: [],
  in_reply_to: null,
  created_at: '2026-01-01T10:00:00.000000Z',
  sort_key: '2026-01-01T10:00:00.000000Z',
  server_id: null,
  send_state: 'queued',
  error: null,
  ...over,
});

describe('mergeConversation', () => {
  it('takes a new server row as it is, timestamps canonical', () => {
    const merged = mergeConversation(undefined, row());
    expect(merged).toEqual({
      id: 'c1',
      title: 'Server title',
      created_at: '2026-01-01T10:00:00.000000Z',
      last_activity_at: '2026-01-01T10:05:00.500000Z',
      updated_at: '2026-01-01T10:05:00.500000Z',
      deleted_at: null,
      pinned_at: null,
      archived_at: null,
      pending: NO_PENDING,
      selections: {},
    });
  });

  it('S6 (versions): the server chooses the version at each fork, except choices still in the outbox', () => {
    const server = row({ selections: { q1: 'r1', r2: 'q3' } });
    expect(mergeConversation(local(), server)?.selections).toEqual({ q1: 'r1', r2: 'q3' });
    expect(mergeConversation(local(), server, { q1: 'r1b' })?.selections).toEqual({ q1: 'r1b', r2: 'q3' });
    expect(mergeConversation(undefined, server, { '': 'q0' })?.selections).toEqual({
      q1: 'r1',
      r2: 'q3',
      '': 'q0',
    });
  });

  it('takes the pin and archive marks of the server, canonical (issue 13)', () => {
    const merged = mergeConversation(
      local(),
      row({
        pinned_at: '2026-01-03T00:00:00+00:00',
        archived_at: '2026-01-04T00:00:00+00:00',
        updated_at: '2026-01-04T00:00:00+00:00',
      }),
    )!;
    expect(merged.pinned_at).toBe('2026-01-03T00:00:00.000000Z');
    expect(merged.archived_at).toBe('2026-01-04T00:00:00.000000Z');
    // A row from a server before issue 13 (no such columns) means neither.
    expect(mergeConversation(undefined, row())).toMatchObject({ pinned_at: null, archived_at: null });
  });

  it('S6: a pending pin/archive keeps the local marks until delivered', () => {
    const mine = local({
      pinned_at: '2026-01-02T00:00:00.000000Z',
      archived_at: null,
      pending: { create: false, rename: false, update: true, delete: false },
    });
    const merged = mergeConversation(
      mine,
      row({
        pinned_at: null,
        archived_at: '2026-01-03T00:00:00+00:00',
        updated_at: '2026-01-03T00:00:00+00:00',
      }),
    )!;
    expect(merged.pinned_at).toBe('2026-01-02T00:00:00.000000Z');
    expect(merged.archived_at).toBeNull();
    expect(merged.pending.update).toBe(true);
  });

  it('S5: a tombstone removes the row, even with local changes pending', () => {
    expect(mergeConversation(local(), row({ deleted_at: '2026-01-02T00:00:00+00:00' }))).toBeNull();
    expect(
      mergeConversation(
        local({ pending: { create: false, rename: true, update: false, delete: false } }),
        row({ deleted_at: '2026-01-02T00:00:00+00:00' }),
      ),
    ).toBeNull();
  });

  it('S6: a pending rename keeps the local title but takes the server times', () => {
    const mine = local({
      title: 'Mine',
      pending: { create: false, rename: true, update: false, delete: false },
    });
    const merged = mergeConversation(
      mine,
      row({ title: 'Theirs', updated_at: '2026-01-03T00:00:00+00:00' }),
    )!;
    expect(merged.title).toBe('Mine');
    expect(merged.updated_at).toBe('2026-01-03T00:00:00.000000Z');
    expect(merged.pending.rename).toBe(true);
  });

  it('S6: a pending delete keeps the row hidden', () => {
    const mine = local({
      deleted_at: '2026-01-02T00:00:00.000000Z',
      pending: { create: false, rename: false, update: false, delete: true },
    });
    expect(mergeConversation(mine, row({ updated_at: '2026-01-04T00:00:00+00:00' }))).toBe(mine);
  });

  it('S7: an older row than the one merged changes nothing; an equal one is idempotent', () => {
    const newer = local({ title: 'Newer', updated_at: canonicalTimestamp('2026-01-05T00:00:00Z') });
    expect(mergeConversation(newer, row({ title: 'Older' }))).toBe(newer);
    const once = mergeConversation(undefined, row())!;
    expect(mergeConversation(once, row())).toEqual(once);
  });

  it('a pending create takes the acknowledged row whatever the clocks say', () => {
    const mine = local({
      updated_at: '2099-01-01T00:00:00.000000Z',
      pending: { create: true, rename: false, update: false, delete: false },
    });
    expect(mergeConversation(mine, row())!.updated_at).toBe('2026-01-01T10:05:00.500000Z');
  });

  it('last activity only moves forward', () => {
    const mine = local({ last_activity_at: '2026-02-01T00:00:00.000000Z' });
    expect(mergeConversation(mine, row({ updated_at: '2026-01-06T00:00:00Z' }))!.last_activity_at).toBe(
      '2026-02-01T00:00:00.000000Z',
    );
  });
});

describe('mergeMessage', () => {
  it('keys by client_msg_id and keeps the server id and time', () => {
    const merged = mergeMessage(undefined, msgRow());
    expect(merged.id).toBe('m1');
    expect(merged.server_id).toBe('srv-1');
    expect(merged.created_at).toBe('2026-01-01T10:00:01.123456Z');
    expect(merged.send_state).toBe('sent');
  });

  it('S8: a queued user message the server has becomes sent', () => {
    expect(mergeMessage(localMsg(), msgRow()).send_state).toBe('sent');
  });

  it('S17: a record keeps its place; a new one sorts by the server time; a reply right after its question', () => {
    expect(mergeMessage(localMsg(), msgRow())).toMatchObject({
      sort_key: '2026-01-01T10:00:00.000000Z',
      created_at: '2026-01-01T10:00:01.123456Z',
    });
    expect(mergeMessage(undefined, msgRow()).sort_key).toBe('2026-01-01T10:00:01.123456Z');
    expect(replySortKey({ sort_key: '2026-01-01T10:00:00.999999Z' })).toBe('2026-01-01T10:00:01.000000Z');
  });

  it('S8: sending, streaming and failed user messages keep their state until their reply settles them', () => {
    for (const state of ['sending', 'streaming', 'failed'] as const) {
      const merged = mergeMessage(
        localMsg({ send_state: state, error: state === 'failed' ? 'x' : null }),
        msgRow(),
      );
      expect(merged.send_state).toBe(state);
      expect(merged.server_id).toBe('srv-1');
    }
    expect(acknowledgeByReply(localMsg({ send_state: 'failed', error: 'x' }))).toMatchObject({
      send_state: 'sent',
      error: null,
    });
  });

  it('S8: the server reply replaces an interrupted placeholder', () => {
    const placeholder = localMsg({
      id: 'a1',
      role: 'assistant',
      content_text: 'Half a rep',
      send_state: 'interrupted',
      error: 'network',
      in_reply_to: 'm1',
    });
    const merged = mergeMessage(
      placeholder,
      msgRow({
        client_msg_id: 'a1',
        role: 'assistant',
        content_text: 'Half a reply, finished.',
        in_reply_to: 'm1',
      }),
    );
    expect(merged).toMatchObject({
      content_text: 'Half a reply, finished.',
      send_state: 'sent',
      error: null,
    });
  });

  it('S10b: a reply received complete here is not undone by an older interrupted copy of it', () => {
    const finished = localMsg({
      id: 'a1',
      role: 'assistant',
      content_text: 'Half a reply, finished.',
      send_state: 'sent',
      server_id: null,
      in_reply_to: 'm1',
    });
    const interrupted = msgRow({
      client_msg_id: 'a1',
      role: 'assistant',
      content_text: 'Half a rep',
      status: 'interrupted',
      in_reply_to: 'm1',
    });
    expect(mergeMessage(finished, interrupted)).toBe(finished);
    // Once the server's finished row has been merged, the server copy is the truth again.
    const acknowledged = mergeMessage(finished, msgRow({ ...interrupted, status: 'complete' }));
    expect(acknowledged.server_id).not.toBeNull();
  });

  it('a stopped reply is stored as stopped; unknown roles are the assistant', () => {
    expect(mergeMessage(undefined, msgRow({ role: 'assistant', status: 'stopped' })).send_state).toBe(
      'stopped',
    );
    expect(mergeMessage(undefined, msgRow({ role: 'bot' })).role).toBe('assistant');
  });

  it('duplicates and any order converge to the same record', () => {
    const a = msgRow();
    const once = mergeMessage(localMsg(), a);
    expect(mergeMessage(once, a)).toEqual(once);
    const fresh = mergeMessage(undefined, a);
    expect(mergeMessage(fresh, a)).toEqual(fresh);
  });

  it('null content_json and trace_types become empty lists', () => {
    const merged = mergeMessage(undefined, msgRow({ content_json: null, trace_types: null }));
    expect(merged.content_json).toEqual([]);
    expect(merged.trace_types).toEqual([]);
  });
});

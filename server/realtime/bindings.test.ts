import { describe, expect, it } from 'vitest';
import { echoBindings, matchingIds, resolveBindings, type PostgresBinding } from './bindings.ts';
import type { PublishedTable } from './catalog.ts';
import type { RowChange } from './change-feed.ts';
import { decodeFrame, encodeFrame } from './frames.ts';

const published: PublishedTable[] = [
  {
    schema: 'public',
    table: 'messages',
    columns: new Map([
      ['id', 'uuid'],
      ['conversation_id', 'uuid'],
    ]),
  },
  { schema: 'public', table: 'conversations', columns: new Map([['id', 'uuid']]) },
];

function resolve(list: unknown): PostgresBinding[] {
  const result = resolveBindings(list, published);
  if (!result.ok) throw new Error(result.reason);
  return result.bindings;
}

function change(partial: Partial<RowChange>): RowChange {
  return {
    id: 1,
    schema: 'public',
    table: 'messages',
    type: 'INSERT',
    deletedRow: null,
    record: { id: 'm1', conversation_id: 'c1' },
    old_record: null,
    columns: [
      { name: 'id', type: 'uuid' },
      { name: 'conversation_id', type: 'uuid' },
    ],
    primaryKey: ['id'],
    commit_timestamp: '2025-01-01T00:00:00.000Z',
    ...partial,
  };
}

describe('resolveBindings', () => {
  it('gives positive integer ids: equal params share one, different params never do', () => {
    const a = { event: 'INSERT', schema: 'public', table: 'messages', filter: 'conversation_id=eq.c1' };
    const b = { event: '*', schema: 'public', table: 'messages' };
    const [x, y, z] = resolve([a, b, { ...a }]);
    expect(Number.isInteger(x!.id) && x!.id > 0).toBe(true);
    expect(z!.id).toBe(x!.id);
    expect(y!.id).not.toBe(x!.id);
    // stable across joins (and processes): the same params always get the same id
    expect(resolve([a])[0]!.id).toBe(x!.id);
  });

  it('echoes the params exactly as sent, in order, with the ids', () => {
    const sent = [
      { event: 'UPDATE', schema: 'public', table: 'conversations' },
      { event: 'INSERT', schema: 'public', table: 'messages', filter: 'id=eq.m1' },
    ];
    const bindings = resolve(sent);
    expect(echoBindings(bindings)).toEqual([
      { ...sent[0], id: bindings[0]!.id },
      { ...sent[1], id: bindings[1]!.id },
    ]);
  });

  it('refuses tables outside the publication, bad events, filters and filter columns', () => {
    for (const bad of [
      { event: 'INSERT', schema: 'public', table: 'profiles' },
      { event: 'INSERT', schema: 'private', table: 'messages' },
      { event: 'UPSERT', schema: 'public', table: 'messages' },
      { event: 'INSERT', table: 'messages' },
      { event: 'INSERT', schema: 'public', table: 'messages', filter: 'nope=eq.1' },
      { event: 'INSERT', schema: 'public', table: 'messages', filter: 'id=like.1' },
      { event: 'INSERT', schema: 'public', filter: 'id=eq.1' },
    ]) {
      expect(resolveBindings([bad], published).ok, JSON.stringify(bad)).toBe(false);
    }
    expect(resolveBindings('x', published).ok).toBe(false);
  });

  it('accepts wildcards for schema and table', () => {
    expect(resolve([{ event: '*', schema: '*' }])).toHaveLength(1);
    expect(resolve([{ event: '*', schema: 'public', table: '*' }])).toHaveLength(1);
  });
});

describe('matchingIds', () => {
  const [insertC1, all, deletes, convs] = resolve([
    { event: 'INSERT', schema: 'public', table: 'messages', filter: 'conversation_id=eq.c1' },
    { event: '*', schema: '*' },
    { event: 'DELETE', schema: 'public', table: 'messages', filter: 'conversation_id=eq.c1' },
    { event: '*', schema: 'public', table: 'conversations' },
  ]);
  const bindings = [insertC1!, all!, deletes!, convs!];

  it('matches event, schema, table and filter on the new row', () => {
    expect(matchingIds(bindings, change({}))).toEqual([insertC1!.id, all!.id]);
    expect(matchingIds(bindings, change({ record: { id: 'm2', conversation_id: 'c2' } }))).toEqual([all!.id]);
    expect(matchingIds(bindings, change({ table: 'conversations', record: { id: 'c1' } }))).toEqual([
      all!.id,
      convs!.id,
    ]);
  });

  it('evaluates DELETE filters on the old row (primary key only without REPLICA IDENTITY FULL)', () => {
    const pkOnly = change({ type: 'DELETE', record: null, old_record: { id: 'm1' } });
    expect(matchingIds(bindings, pkOnly)).toEqual([all!.id]);
    const full = change({ type: 'DELETE', record: null, old_record: { id: 'm1', conversation_id: 'c1' } });
    expect(matchingIds(bindings, full)).toEqual([all!.id, deletes!.id]);
  });
});

describe('frames', () => {
  it('round-trips vsn 2.0.0 arrays and 1.0.0 objects, and ignores malformed frames', () => {
    const frame = { joinRef: '1', ref: '2', topic: 'realtime:x', event: 'phx_join', payload: { a: 1 } };
    expect(encodeFrame(frame, '2.0.0')).toBe('["1","2","realtime:x","phx_join",{"a":1}]');
    expect(decodeFrame(encodeFrame(frame, '2.0.0'), '2.0.0')).toEqual(frame);
    expect(decodeFrame(encodeFrame(frame, '1.0.0'), '1.0.0')).toEqual(frame);
    expect(decodeFrame('[null,"3","phoenix","heartbeat",{}]', '2.0.0')).toEqual({
      joinRef: null,
      ref: '3',
      topic: 'phoenix',
      event: 'heartbeat',
      payload: {},
    });
    expect(decodeFrame('not json', '2.0.0')).toBeNull();
    expect(decodeFrame('[1,2,3]', '2.0.0')).toBeNull();
    expect(decodeFrame('{"topic":"x","event":"y"}', '2.0.0')).toBeNull();
  });
});

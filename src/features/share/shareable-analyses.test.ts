import { describe, expect, it } from 'vitest';
import type { MessageRecord } from '../../db/app-db.ts';
import { shareableAnalyses } from './shareable-analyses.ts';

const calculation = (title: string) => ({
  type: 'calculation' as const,
  result: {
    calculator: 'mortgage',
    title,
    inputs: [{ key: 'p', label: 'Price', value: 1, unit: 'usd' as const, source: 'you said' as const }],
    outputs: [{ key: 'm', label: 'Payment', value: 1, unit: 'usd/month' as const }],
    formulas: [],
  },
});
const record = (over: Partial<MessageRecord> & Pick<MessageRecord, 'id' | 'created_at'>): MessageRecord => ({
  conversation_id: 'c',
  role: 'user',
  content_text: '',
  content_json: [],
  trace_types: [],
  in_reply_to: null,
  parent_id: null,
  sort_key: over.created_at,
  server_id: `s-${over.id}`,
  send_state: 'sent',
  error: null,
  ...over,
});

describe('shareableAnalyses', () => {
  const messages = [
    record({ id: 'q1', content_text: 'Payment on $450k?', created_at: '2026-11-20T10:00:00Z' }),
    record({
      id: 'r1',
      role: 'assistant',
      in_reply_to: 'q1',
      parent_id: 'q1',
      content_json: [calculation('Mortgage payment')],
      created_at: '2026-11-20T10:00:01Z',
    }),
    // A regenerated reply to the same question: the conversation follows the newest.
    record({
      id: 'r1b',
      role: 'assistant',
      in_reply_to: 'q1',
      parent_id: 'q1',
      content_json: [calculation('Mortgage payment (again)')],
      created_at: '2026-11-20T10:00:05Z',
    }),
    record({
      id: 'q2',
      parent_id: 'r1b',
      content_text: 'What is escrow?',
      created_at: '2026-11-20T10:01:00Z',
    }),
    record({
      id: 'r2',
      role: 'assistant',
      in_reply_to: 'q2',
      parent_id: 'q2',
      content_text: 'Escrow is…',
      created_at: '2026-11-20T10:01:01Z',
    }),
    record({ id: 'q3', parent_id: 'r2', content_text: 'And at 7%?', created_at: '2026-11-20T10:02:00Z' }),
    // Not on the server yet: nothing to share.
    record({
      id: 'r3',
      role: 'assistant',
      in_reply_to: 'q3',
      parent_id: 'q3',
      server_id: null,
      send_state: 'streaming',
      content_json: [calculation('Mortgage payment at 7%')],
      created_at: '2026-11-20T10:02:01Z',
    }),
  ];

  it('offers the visible replies the server has that carry a calculation, newest first, with their question', () => {
    expect(shareableAnalyses(messages, {})).toEqual([
      { replyId: 'r1b', title: 'Mortgage payment (again)', question: 'Payment on $450k?' },
    ]);
  });

  it('follows the version the conversation chose', () => {
    expect(shareableAnalyses(messages, { q1: 'r1' }).map((a) => a.replyId)).toEqual(['r1']);
  });
});

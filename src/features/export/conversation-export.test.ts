import { describe, expect, it } from 'vitest';
import type { ConversationRecord, MessageRecord } from '../../db/app-db.ts';
import { NO_PENDING } from '../../db/merge.ts';
import type { CalculationResult } from '../../../supabase/functions/_shared/calculation-result.ts';
import {
  conversationExport,
  conversationMarkdown,
  exportFileName,
  readableTime,
} from './conversation-export.ts';

const conversation: ConversationRecord = {
  id: 'c1',
  title: 'Elm St. fourplex — offer',
  created_at: '2026-11-20T10:00:00.000000Z',
  last_activity_at: '2026-11-20T10:05:00.000000Z',
  updated_at: '2026-11-20T10:05:00.000000Z',
  deleted_at: null,
  pinned_at: '2026-11-21T08:00:00.000000Z',
  pending: NO_PENDING,
};
const message = (over: Partial<MessageRecord>): MessageRecord => ({
  id: 'm1',
  conversation_id: 'c1',
  role: 'user',
  content_text: 'What is the cap rate?',
  content_json: [],
  trace_types: [],
  in_reply_to: null,
  created_at: '2026-11-20T10:00:00.000000Z',
  sort_key: '2026-11-20T10:00:00.000000Z',
  server_id: 's1',
  send_state: 'sent',
  error: null,
  ...over,
});
const reply =
  '**Cap rate: 8.0%**\n\n| Input | Value |\n|---|---|\n| NOI | $48,000 |\n| Price | $600,000 |\n\nAssumptions: NOI is after vacancy and expenses.';
const messages = [
  message({}),
  message({
    id: 'm2',
    role: 'assistant',
    content_text: reply,
    in_reply_to: 'm1',
    created_at: '2026-11-20T10:00:02.000000Z',
  }),
  message({ id: 'm3', role: 'assistant', content_text: '', send_state: 'failed' }),
  message({
    id: 'm4',
    content_text: 'And the DSCR?',
    send_state: 'queued',
    created_at: '2026-11-20T10:05:00.000000Z',
  }),
];
const AT = new Date('2026-11-26T09:30:00Z');

describe('conversationMarkdown', () => {
  it('is the title, the export line, then each turn under its speaker and time, replies kept as Markdown', () => {
    expect(conversationMarkdown(conversation, messages, AT)).toBe(
      [
        '# Elm St. fourplex — offer',
        '',
        '_Conversation of 2026-11-20 · 3 messages · Prepared with Hearth on 2026-11-26 09:30 UTC_',
        '',
        '---',
        '',
        '**You** · 2026-11-20 10:00 UTC',
        '',
        'What is the cap rate?',
        '',
        '---',
        '',
        '**Hearth Assistant** · 2026-11-20 10:00 UTC',
        '',
        reply,
        '',
        '---',
        '',
        '**You** · 2026-11-20 10:05 UTC (not sent yet)',
        '',
        'And the DSCR?',
        '',
      ].join('\n'),
    );
  });
});

describe('conversationMarkdown with calculations (issue 22 §6)', () => {
  const capRate: CalculationResult = {
    calculator: 'cap-rate',
    title: 'Cap rate',
    inputs: [
      { key: 'noi', label: 'Net operating income', value: 48000, unit: 'usd/year', source: 'you said' },
      { key: 'price', label: 'Price | list', value: 600000, unit: 'usd', source: 'assumed' },
    ],
    outputs: [{ key: 'capRate', label: 'Cap rate', value: 0.08, unit: 'rate', primary: true }],
    formulas: ['cap rate = NOI / price'],
  };
  const withCard = [
    message({}),
    message({
      id: 'm2',
      role: 'assistant',
      content_text: reply,
      content_json: [{ type: 'calculation', result: capRate }],
    }),
  ];

  it('follows the reply with a clean table of inputs (with sources) and results', () => {
    const markdown = conversationMarkdown(conversation, withCard, AT);
    expect(markdown).toContain(
      [
        reply,
        '',
        '**Cap rate**',
        '',
        '| Figure | Value | Source |',
        '| --- | ---: | --- |',
        '| _Inputs_ | | |',
        '| Net operating income | $48,000 a year | you said |',
        '| Price \\| list | $600,000 | assumed |',
        '| _Results_ | | |',
        '| **Cap rate** | **8%** | calculated |',
        '',
        'Formulas: cap rate = NOI / price',
      ].join('\n'),
    );
    expect(markdown).not.toContain('adjusted');
  });

  it('uses the figures the user set on the card, and says so', () => {
    const markdown = conversationMarkdown(conversation, withCard, AT, (id, index) =>
      id === 'm2' && index === 0
        ? {
            values: { noi: 48000, price: 640000 },
            outputs: [{ key: 'capRate', label: 'Cap rate', value: 0.075, unit: 'rate', primary: true }],
          }
        : null,
    );
    expect(markdown).toContain('| Price \\| list | $640,000 | adjusted |');
    expect(markdown).toContain('| **Cap rate** | **7.5%** | calculated |');
    expect(markdown).toContain('_Figures adjusted in Hearth: they differ from the reply above._');
  });
});

describe('conversationExport (JSON)', () => {
  it('keeps the conversation and every message said, with ids, roles, times and state', () => {
    const data = conversationExport(conversation, messages, AT);
    expect(data).toMatchObject({
      format: 'hearth.conversation',
      version: 1,
      exported_at: '2026-11-26T09:30:00.000Z',
      conversation: {
        id: 'c1',
        title: conversation.title,
        pinned_at: conversation.pinned_at,
        archived_at: null,
      },
    });
    expect(data.messages.map((m) => [m.id, m.role, m.state])).toEqual([
      ['m1', 'user', 'sent'],
      ['m2', 'assistant', 'sent'],
      ['m4', 'user', 'queued'],
    ]);
    expect(data.messages[1]!.content_text).toBe(reply);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe('file names and times', () => {
  it('slugs the title, never empty', () => {
    expect(exportFileName('Elm St. fourplex — offer', AT, 'md')).toBe('elm-st-fourplex-offer-2026-11-26.md');
    expect(exportFileName('Café über', AT, 'json')).toBe('cafe-uber-2026-11-26.json');
    expect(exportFileName('🏠🏠', AT, 'md')).toBe('conversation-2026-11-26.md');
  });

  it('prints times in UTC to the minute', () => {
    expect(readableTime('2026-11-20T10:00:59.999999Z')).toBe('2026-11-20 10:00 UTC');
    expect(readableTime('not a time')).toBe('not a time');
  });
});

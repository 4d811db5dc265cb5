import { describe, expect, it } from 'vitest';
import type { MessageRecord, SendState } from '../../db/app-db.ts';
import type { LocalMessage } from '../../machines/chat-entities.ts';
import type { StreamingReply } from '../../sync/streaming-replies.ts';
import { composeMessages, retryTarget } from './compose-messages.ts';

let clock = 0;
function record(
  id: string,
  role: 'user' | 'assistant',
  text: string,
  sendState: SendState = 'sent',
  inReplyTo: string | null = null,
): MessageRecord {
  clock += 1;
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, clock)).toISOString();
  return {
    id,
    conversation_id: 'c',
    role,
    content_text: text,
    content_json: [{ type: 'text', text }],
    trace_types: [],
    in_reply_to: inReplyTo,
    created_at: at,
    sort_key: at,
    server_id: sendState === 'sent' ? `s-${id}` : null,
    send_state: sendState,
    error: null,
  };
}

function local(
  id: string,
  type: 'user' | 'assistant',
  content: string,
  sendState: LocalMessage['sendState'],
  isStreaming = false,
): LocalMessage {
  return { type, content, id, clientMsgId: id, imageUrls: [], traceTypes: [], isStreaming, sendState };
}

function streaming(patch: Partial<StreamingReply> = {}): StreamingReply {
  return {
    conversationId: 'c',
    userMessageId: 'u2',
    assistantMessageId: 'a2',
    phase: 'streaming',
    text: 'Partial',
    imageUrls: [],
    traceTypes: ['completion'],
    isEnded: false,
    ...patch,
  };
}

const summary = (views: ReturnType<typeof composeMessages>) =>
  views.map((v) => `${v.type}:${v.id}:${v.content}:${v.sendState}${v.isStreaming ? ':streaming' : ''}`);

const history = () => [record('u1', 'user', 'Hi'), record('a1', 'assistant', 'Hello', 'sent', 'u1')];

describe('composeMessages: one source per bubble', () => {
  it('shows the stored messages as they are', () => {
    expect(summary(composeMessages({ stored: history(), online: true }))).toEqual([
      'user:u1:Hi:sent',
      'assistant:a1:Hello:sent',
    ]);
  });

  it('a send before Dexie has it: the machine’s user message and placeholder (typing dots)', () => {
    const views = composeMessages({
      stored: history(),
      local: [local('u2', 'user', 'Rates?', 'sending'), local('a2', 'assistant', '', 'streaming', true)],
      online: true,
    });
    expect(summary(views)).toEqual([
      'user:u1:Hi:sent',
      'assistant:a1:Hello:sent',
      'user:u2:Rates?:sending',
      'assistant:a2::streaming:streaming',
    ]);
  });

  it('while streaming, the engine’s reply is drawn, once, after its question', () => {
    const views = composeMessages({
      stored: [...history(), record('u2', 'user', 'Rates?', 'streaming')],
      streaming: streaming({ text: 'Rates are' }),
      local: [
        local('u2', 'user', 'Rates?', 'sent'),
        local('a2', 'assistant', 'Rates are up', 'streaming', true),
      ],
      online: true,
    });
    expect(summary(views)).toEqual([
      'user:u1:Hi:sent',
      'assistant:a1:Hello:sent',
      'user:u2:Rates?:sent',
      'assistant:a2:Rates are:streaming:streaming',
    ]);
  });

  it('a renamed reply id (metadata) is not drawn twice while the engine’s frame lags behind', () => {
    const views = composeMessages({
      stored: [...history(), record('u2', 'user', 'Rates?', 'streaming')],
      streaming: streaming({ assistantMessageId: 'a2', text: '' }),
      local: [local('u2', 'user', 'Rates?', 'sent'), local('a2-server', 'assistant', '', 'streaming', true)],
      online: true,
    });
    expect(views.filter((v) => v.type === 'assistant' && v.isStreaming)).toHaveLength(1);
  });

  it('between the end of the stream and Dexie’s final row, the machine’s finished reply bridges the gap', () => {
    const views = composeMessages({
      stored: [...history(), record('u2', 'user', 'Rates?', 'streaming')],
      streaming: null,
      local: [local('u2', 'user', 'Rates?', 'sent'), local('a2', 'assistant', 'Rates are up.', 'sent')],
      online: true,
    });
    expect(summary(views).slice(2)).toEqual(['user:u2:Rates?:sent', 'assistant:a2:Rates are up.:sent']);
  });

  it('once Dexie has the reply it is the truth: the machine’s and the engine’s copies are not drawn', () => {
    const stored = [
      ...history(),
      record('u2', 'user', 'Rates?', 'sent'),
      record('a2', 'assistant', 'Rates are up (stored).', 'sent', 'u2'),
    ];
    const views = composeMessages({
      stored,
      streaming: streaming({ text: 'Rates are up' }),
      local: [local('u2', 'user', 'Rates?', 'sent'), local('a2', 'assistant', 'Rates are up.', 'sent')],
      online: true,
    });
    expect(summary(views).slice(2)).toEqual([
      'user:u2:Rates?:sent',
      'assistant:a2:Rates are up (stored).:sent',
    ]);
  });

  it('a stored reply under another id (a replayed answer) also settles its question', () => {
    const stored = [
      ...history(),
      record('u2', 'user', 'Rates?', 'sent'),
      record('a2-server', 'assistant', 'Stored', 'sent', 'u2'),
    ];
    const views = composeMessages({
      stored,
      streaming: streaming({ assistantMessageId: 'a2', text: 'Str' }),
      local: [local('u2', 'user', 'Rates?', 'sent'), local('a2', 'assistant', 'Stored', 'sent')],
      online: true,
    });
    expect(summary(views).slice(2)).toEqual(['user:u2:Rates?:sent', 'assistant:a2-server:Stored:sent']);
  });

  it('a reply streaming for a send the leader delivers (no machine) is drawn from the engine', () => {
    const views = composeMessages({
      stored: [...history(), record('u2', 'user', 'Queued one', 'sending')],
      streaming: streaming({ phase: 'waiting', text: '' }),
      online: true,
    });
    expect(summary(views).slice(2)).toEqual([
      'user:u2:Queued one:sending',
      'assistant:a2::streaming:streaming',
    ]);
  });

  it('the retry of an interrupted reply replaces the partial text once it has text of its own', () => {
    const stored = [
      ...history(),
      record('u2', 'user', 'Rates?', 'sent'),
      record('a2', 'assistant', 'Partial', 'interrupted', 'u2'),
    ];
    expect(
      summary(composeMessages({ stored, streaming: streaming({ text: '' }), online: true })).at(-1),
    ).toBe('assistant:a2:Partial:interrupted');
    expect(
      summary(
        composeMessages({ stored, streaming: streaming({ text: 'Partial and more' }), online: true }),
      ).at(-1),
    ).toBe('assistant:a2:Partial and more:streaming:streaming');
  });

  it('a reply the engine delivered alone stays on screen between its stream’s end and Dexie’s row', () => {
    const stored = [...history(), record('u2', 'user', 'Queued one', 'sent')];
    const ended = streaming({ text: 'The whole reply' });
    expect(summary(composeMessages({ stored, ended, online: true })).slice(2)).toEqual([
      'user:u2:Queued one:sent',
      'assistant:a2:The whole reply:sent',
    ]);
    // Once Dexie has it, the stored row is the one shown.
    const withReply = [...stored, record('a2', 'assistant', 'The whole reply.', 'sent', 'u2')];
    expect(summary(composeMessages({ stored: withReply, ended, online: true })).slice(2)).toEqual([
      'user:u2:Queued one:sent',
      'assistant:a2:The whole reply.:sent',
    ]);
    // A cut stream stored as interrupted: the stored partial, not the remembered text.
    const interrupted = [...stored, record('a2', 'assistant', 'The wh', 'interrupted', 'u2')];
    expect(summary(composeMessages({ stored: interrupted, ended, online: true })).at(-1)).toBe(
      'assistant:a2:The wh:interrupted',
    );
  });

  it('a remembered reply gives way to a new stream and to this tab’s own copy', () => {
    const stored = [...history(), record('u2', 'user', 'Q', 'sent')];
    const ended = streaming({ text: 'Remembered' });
    const views = composeMessages({
      stored,
      ended,
      local: [local('u2', 'user', 'Q', 'sent'), local('a2', 'assistant', 'From the machine', 'sent')],
      online: true,
    });
    expect(summary(views).slice(2)).toEqual(['user:u2:Q:sent', 'assistant:a2:From the machine:sent']);
    const again = composeMessages({
      stored,
      streaming: streaming({ text: 'Streaming anew' }),
      ended,
      online: true,
    });
    expect(again.filter((v) => v.type === 'assistant' && v.id === 'a2')).toHaveLength(1);
  });

  it('a send handed to the outbox (R19) keeps a waiting bubble under its reply’s id while online', () => {
    const handedOver = [{ conversationId: 'c', userMessageId: 'u2', assistantMessageId: 'a2', at: 0 }];
    const sends = [local('u2', 'user', 'Right after create', 'queued')];
    // Before Dexie has the question, and after.
    for (const stored of [history(), [...history(), record('u2', 'user', 'Right after create', 'queued')]]) {
      expect(summary(composeMessages({ stored, local: sends, handedOver, online: true })).slice(2)).toEqual([
        'user:u2:Right after create:sending',
        'assistant:a2::streaming:streaming',
      ]);
    }
    const stored = [...history(), record('u2', 'user', 'Right after create', 'queued')];
    // Offline it is just queued.
    expect(summary(composeMessages({ stored, local: sends, handedOver, online: false })).slice(2)).toEqual([
      'user:u2:Right after create:queued',
    ]);
    // The engine's stream takes its place, same id.
    expect(
      summary(
        composeMessages({ stored, handedOver, streaming: streaming({ text: 'Hi' }), online: true }),
      ).slice(2),
    ).toEqual(['user:u2:Right after create:sending', 'assistant:a2:Hi:streaming:streaming']);
    // Refused for good: the failed row, not a waiting bubble.
    const failed = [
      ...history(),
      record('u2', 'user', 'Right after create', 'failed'),
      record('a2', 'assistant', 'Sorry', 'failed', 'u2'),
    ];
    expect(summary(composeMessages({ stored: failed, handedOver, online: true })).slice(2)).toEqual([
      'user:u2:Right after create:failed',
      'assistant:a2:Sorry:failed',
    ]);
  });

  it('queued messages say queued offline, and sending online', () => {
    const stored = [...history(), record('u2', 'user', 'From the train', 'queued')];
    expect(summary(composeMessages({ stored, online: false })).at(-1)).toBe('user:u2:From the train:queued');
    expect(summary(composeMessages({ stored, online: true })).at(-1)).toBe('user:u2:From the train:sending');
  });

  it('a failed local write (R5) shows the machine’s failed pair, unless dismissed', () => {
    const failed = [
      local('u2', 'user', 'Too much', 'failed'),
      local('a2', 'assistant', 'Sorry, I encountered an error. Please try again later.', 'failed'),
    ];
    expect(summary(composeMessages({ stored: history(), local: failed, online: true })).slice(2)).toEqual([
      'user:u2:Too much:failed',
      'assistant:a2:Sorry, I encountered an error. Please try again later.:failed',
    ]);
    expect(
      composeMessages({ stored: history(), local: failed, online: true, hidden: new Set(['u2', 'a2']) }),
    ).toHaveLength(2);
  });
});

describe('retryTarget', () => {
  it('a failed stored send, from its question or its reply, goes back to the outbox', () => {
    const stored = [record('u2', 'user', 'Q', 'failed'), record('a2', 'assistant', 'Sorry', 'failed', 'u2')];
    expect(retryTarget('u2', stored)).toEqual({ kind: 'outbox', messageId: 'u2' });
    expect(retryTarget('a2', stored)).toEqual({ kind: 'outbox', messageId: 'u2' });
  });

  it('a message that never reached Dexie is sent again', () => {
    const failed = [local('u2', 'user', 'Q', 'failed'), local('a2', 'assistant', 'Sorry', 'failed')];
    expect(retryTarget('a2', [], failed)).toEqual({ kind: 'resend', messageId: 'u2', text: 'Q' });
    expect(retryTarget('nope', [], failed)).toBeNull();
  });

  it('a local failed reply whose question is stored goes through the outbox', () => {
    const failed = [local('u2', 'user', 'Q', 'sent'), local('a2', 'assistant', 'Sorry', 'failed')];
    expect(retryTarget('a2', [record('u2', 'user', 'Q', 'sent')], failed)).toEqual({
      kind: 'outbox',
      messageId: 'u2',
    });
  });
});

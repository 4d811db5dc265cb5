import { describe, expect, it } from 'vitest';
import {
  mergeMessages,
  toLocalMessage,
  upsertMessage,
  type LocalMessage,
  type MessageRowLike,
} from './chat-entities.ts';

const local = (id: string, content: string, extra: Partial<LocalMessage> = {}): LocalMessage => ({
  type: 'user',
  content,
  id,
  clientMsgId: id,
  imageUrls: [],
  traceTypes: [],
  isStreaming: false,
  sendState: 'sent',
  ...extra,
});

const row = (extra: Partial<MessageRowLike> = {}): MessageRowLike => ({
  id: 'row-1',
  client_msg_id: 'client-1',
  role: 'user',
  content_text: 'Hello',
  content_json: null,
  trace_types: null,
  ...extra,
});

describe('§3 toLocalMessage', () => {
  it('a user row keeps its text; the id is the client message id', () => {
    expect(toLocalMessage(row())).toEqual<LocalMessage>({
      type: 'user',
      content: 'Hello',
      id: 'client-1',
      clientMsgId: 'client-1',
      imageUrls: [],
      traceTypes: [],
      isStreaming: false,
      sendState: 'sent',
    });
  });

  it('without a client message id the row id is used', () => {
    expect(toLocalMessage(row({ client_msg_id: '' }))).toMatchObject({ id: 'row-1', clientMsgId: null });
  });

  it.each(['assistant', 'system', 'bot'])('role %s is the assistant', (role) => {
    expect(toLocalMessage(row({ role })).type).toBe('assistant');
  });

  it('content_json parts become the text and image URLs; trace types are kept', () => {
    const message = toLocalMessage(
      row({
        role: 'assistant',
        content_text: '',
        content_json: [
          { type: 'text', text: 'One.' },
          { type: 'image', url: 'https://img.example.com/a.png' },
          { type: 'text', text: 'Two ![m](https://img.example.com/m.png)' },
        ],
        trace_types: ['completion', 'visual'],
      }),
    );
    expect(message).toMatchObject({
      content: 'One.\n\nTwo ![m](https://img.example.com/m.png)',
      imageUrls: ['https://img.example.com/a.png', 'https://img.example.com/m.png'],
      traceTypes: ['completion', 'visual'],
    });
  });

  it('a row the server stopped is stopped', () => {
    expect(toLocalMessage(row({ role: 'assistant', status: 'stopped' })).sendState).toBe('stopped');
  });
});

describe('§4 Switching: upsertMessage', () => {
  it('appends a new id', () => {
    const list = [local('a', 'A')];
    expect(upsertMessage(list, local('b', 'B'))).toEqual([local('a', 'A'), local('b', 'B')]);
    expect(list).toHaveLength(1);
  });

  it('replaces the same id in place', () => {
    expect(upsertMessage([local('a', 'A'), local('b', 'B')], local('a', 'A2'))).toEqual([
      local('a', 'A2'),
      local('b', 'B'),
    ]);
  });
});

describe('R18 mergeMessages', () => {
  it('appends local messages not listed yet, in send order', () => {
    expect(
      mergeMessages([local('s1', 'stored')], [local('q1', 'one'), local('q2', 'two')]).map((m) => m.id),
    ).toEqual(['s1', 'q1', 'q2']);
  });

  it('a streaming local reply wins over a stored copy with the same id', () => {
    const streaming = local('r', 'partial', { type: 'assistant', isStreaming: true, sendState: 'streaming' });
    expect(mergeMessages([local('u', 'Q'), local('r', 'final', { type: 'assistant' })], [streaming])).toEqual(
      [local('u', 'Q'), streaming],
    );
  });

  it('once ended, the stored copy wins', () => {
    const ended = local('r', 'Sorry, I encountered an error. Please try again later.', {
      type: 'assistant',
      sendState: 'failed',
    });
    const storedReply = local('r', 'final', { type: 'assistant' });
    expect(mergeMessages([storedReply], [ended])).toEqual([storedReply]);
  });

  it('no local messages: the stored list as it is', () => {
    const list = [local('a', 'A')];
    expect(mergeMessages(list, [])).toEqual(list);
  });
});

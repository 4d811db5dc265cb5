import { describe, expect, it } from 'vitest';
import type { ConversationRecord, MessageRecord } from '../../db/app-db.ts';
import { NO_PENDING } from '../../db/merge.ts';
import { SearchIndex } from './search-index.ts';

const AT = '2026-03-01T12:00:00.000000Z';
const conversation = (id: string, title: string): ConversationRecord => ({
  id,
  title,
  created_at: AT,
  last_activity_at: AT,
  updated_at: AT,
  deleted_at: null,
  pending: NO_PENDING,
});
const message = (id: string, conversationId: string, text: string): MessageRecord => ({
  id,
  conversation_id: conversationId,
  role: 'user',
  content_text: text,
  content_json: [],
  trace_types: [],
  in_reply_to: null,
  created_at: AT,
  sort_key: AT,
  server_id: null,
  send_state: 'sent',
  error: null,
});

async function indexed() {
  const index = new SearchIndex();
  await index.load(
    [conversation('c1', 'Elm Street duplex'), conversation('c2', 'Refinancing')],
    [
      message('m1', 'c1', 'What is the cap rate on a duplex earning $30k NOI?'),
      message('m2', 'c1', 'And the debt service coverage ratio?'),
      message('m3', 'c2', 'When does a refinance break even with closing costs of $6,000?'),
    ],
  );
  return index;
}

describe('SearchIndex', () => {
  it('finds message text and titles, with the matched terms', async () => {
    const index = await indexed();
    const hits = index.search('duplex');
    expect(hits.map((h) => [h.kind, h.conversationId, h.messageId])).toEqual(
      expect.arrayContaining([
        ['conversation', 'c1', null],
        ['message', 'c1', 'm1'],
      ]),
    );
    expect(hits).toHaveLength(2);
    expect(hits.every((h) => h.terms.includes('duplex'))).toBe(true);
    expect(index.title('c1')).toBe('Elm Street duplex');
  });

  it('is typo tolerant and takes the last word as a prefix; every word must match', async () => {
    const index = await indexed();
    expect(index.search('coverrage')[0]).toMatchObject({ messageId: 'm2', terms: ['coverage'] });
    expect(index.search('refin')[0]!.terms[0]).toMatch(/^refin/);
    expect(index.search('debt serv').map((h) => h.messageId)).toEqual(['m2']);
    expect(index.search('debt closing')).toEqual([]);
    expect(index.search('   ')).toEqual([]);
  });

  it('a one-letter typo in a four-letter word still finds it; three-letter words stay exact', async () => {
    const index = new SearchIndex();
    await index.load(
      [],
      [message('m1', 'c1', 'Which loan term is best?'), message('m2', 'c1', 'Tax on rent')],
    );
    expect(index.search('lian').map((h) => h.messageId)).toEqual(['m1']);
    expect(index.search('tex')).toEqual([]);
  });

  it('one result per conversation: its best message, the title match and how many messages matched', async () => {
    const index = new SearchIndex();
    await index.load(
      [conversation('c1', 'Duplex deal'), conversation('c2', 'Other')],
      [
        message('m1', 'c1', 'What is the cap rate on a duplex?'),
        message('m2', 'c1', 'A duplex duplex duplex: the duplex again'),
        message('m3', 'c2', 'Is a duplex a good first investment?'),
      ],
    );
    const rows = index.searchConversations('duplex');
    expect(rows.map((r) => r.conversationId)).toEqual(['c1', 'c2']);
    expect(rows[0]).toMatchObject({ titleMatched: true, messageMatches: 2, terms: ['duplex'] });
    expect(rows[0]!.best?.messageId).toBe('m2');
    expect(rows[1]).toMatchObject({ titleMatched: false, messageMatches: 1, best: { messageId: 'm3' } });
  });

  it('updates incrementally: changed text re-indexed, removed rows gone, deleted conversations out', async () => {
    const index = await indexed();
    index.upsertMessage(message('m2', 'c1', 'What is the gross rent multiplier?'));
    expect(index.search('coverage')).toEqual([]);
    expect(index.search('multiplier').map((h) => h.messageId)).toEqual(['m2']);
    index.removeMessage('m1');
    expect(index.search('cap rate')).toEqual([]);
    index.upsertConversation({ ...conversation('c2', 'Refinancing'), deleted_at: AT });
    expect(index.search('refinancing').filter((h) => h.kind === 'conversation')).toEqual([]);
    expect(index.indexedIds('conversation')).toEqual(['c1']);
    index.upsertMessage(message('m4', 'c1', '   '));
    expect(index.indexedIds('message').sort()).toEqual(['m2', 'm3']);
  });

  it('an upsert of the same text changes nothing (no duplicate hits)', async () => {
    const index = await indexed();
    const before = index.documentCount;
    index.upsertMessage(message('m1', 'c1', 'What is the cap rate on a duplex earning $30k NOI?'));
    expect(index.documentCount).toBe(before);
    expect(index.search('earning')).toHaveLength(1);
  });
});

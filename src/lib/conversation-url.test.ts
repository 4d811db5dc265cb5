import { describe, expect, it } from 'vitest';
import { conversationIdFromSearch, searchWithConversation } from './conversation-url.ts';

const ID = '0b7f3c1e-5d2a-4c8b-9e6f-1a2b3c4d5e6f';

describe('conversationIdFromSearch', () => {
  it('reads the id of ?c=', () => {
    expect(conversationIdFromSearch(`?c=${ID}`)).toBe(ID);
    expect(conversationIdFromSearch(`?x=1&c=${ID}`)).toBe(ID);
    expect(conversationIdFromSearch(`c=${ID.toUpperCase()}`)).toBe(ID);
  });

  it('is null without a c, or when c is not a conversation id', () => {
    expect(conversationIdFromSearch('')).toBeNull();
    expect(conversationIdFromSearch('?x')).toBeNull();
    expect(conversationIdFromSearch('?c=')).toBeNull();
    expect(conversationIdFromSearch('?c=../../etc')).toBeNull();
    expect(conversationIdFromSearch(`?c=${ID}x`)).toBeNull();
  });
});

describe('searchWithConversation', () => {
  it('sets, replaces and removes c, keeping other parameters', () => {
    expect(searchWithConversation('', ID)).toBe(`?c=${ID}`);
    expect(searchWithConversation(`?c=other&x=1`, ID)).toBe(`?c=${ID}&x=1`);
    expect(searchWithConversation(`?x=1&c=${ID}`, null)).toBe('?x=1');
    expect(searchWithConversation(`?c=${ID}`, null)).toBe('');
  });

  it('leaves a search it does not change exactly as written', () => {
    expect(searchWithConversation('?x', null)).toBe('?x');
    expect(searchWithConversation(`?x&c=${ID}`, ID)).toBe(`?x&c=${ID}`);
    expect(searchWithConversation(`?x&c=${ID}&c=${ID}`, ID)).toBe(`?x=&c=${ID}`);
  });
});

import { describe, expect, it } from 'vitest';
import {
  conversationIdFromPath,
  conversationPath,
  legacyConversationIdFromSearch,
  searchWithoutLegacyConversation,
} from './conversation-url.ts';

const ID = '0b7f3c1e-5d2a-4c8b-9e6f-1a2b3c4d5e6f';

describe('conversationIdFromPath', () => {
  it('reads the id of /chat/<id>', () => {
    expect(conversationIdFromPath(`/chat/${ID}`)).toBe(ID);
    expect(conversationIdFromPath(`/chat/${ID}/`)).toBe(ID);
    expect(conversationIdFromPath(`/chat/${ID.toUpperCase()}`)).toBe(ID);
  });

  it('is null for /chat, other paths, and anything that is not a conversation id', () => {
    expect(conversationIdFromPath('/chat')).toBeNull();
    expect(conversationIdFromPath('/chat/')).toBeNull();
    expect(conversationIdFromPath('/chat/..%2F..%2Fetc')).toBeNull();
    expect(conversationIdFromPath(`/chat/${ID}x`)).toBeNull();
    expect(conversationIdFromPath(`/chat/${ID}/more`)).toBeNull();
    expect(conversationIdFromPath(`/other/${ID}`)).toBeNull();
  });
});

describe('conversationPath', () => {
  it('is /chat/<id>, or /chat for none', () => {
    expect(conversationPath(ID)).toBe(`/chat/${ID}`);
    expect(conversationPath(null)).toBe('/chat');
  });
});

describe('old ?c= links', () => {
  it('reads the id of ?c=', () => {
    expect(legacyConversationIdFromSearch(`?c=${ID}`)).toBe(ID);
    expect(legacyConversationIdFromSearch(`?x=1&c=${ID}`)).toBe(ID);
    expect(legacyConversationIdFromSearch('?c=../../etc')).toBeNull();
    expect(legacyConversationIdFromSearch('?x')).toBeNull();
  });

  it('drops c and keeps the other parameters', () => {
    expect(searchWithoutLegacyConversation(`?x=1&c=${ID}`)).toBe('?x=1');
    expect(searchWithoutLegacyConversation(`?c=${ID}`)).toBe('');
    expect(searchWithoutLegacyConversation('?x')).toBe('?x');
  });
});

import { describe, expect, it } from 'vitest';
import { createHandOvers } from './hand-overs.ts';

describe('createHandOvers', () => {
  it('lists a conversation’s hand-overs, oldest first, as the same array until they change', () => {
    let now = 0;
    const handOvers = createHandOvers({ now: () => now, ttlMs: 1_000 });
    const changes: number[] = [];
    handOvers.subscribe(() => changes.push(now));
    handOvers.add({ conversationId: 'c', userMessageId: 'u1', assistantMessageId: 'a1' });
    now = 10;
    handOvers.add({ conversationId: 'd', userMessageId: 'u2', assistantMessageId: 'a2' });
    const list = handOvers.of('c');
    expect(list.map((h) => h.userMessageId)).toEqual(['u1']);
    expect(handOvers.of('c')).toBe(list);
    expect(handOvers.of('nothing')).toEqual([]);
    expect(changes).toEqual([0, 10]);
  });

  it('forgets hand-overs older than the time to live', () => {
    let now = 0;
    const handOvers = createHandOvers({ now: () => now, ttlMs: 1_000 });
    handOvers.add({ conversationId: 'c', userMessageId: 'u1', assistantMessageId: 'a1' });
    now = 2_000;
    handOvers.add({ conversationId: 'c', userMessageId: 'u2', assistantMessageId: 'a2' });
    expect(handOvers.of('c').map((h) => h.userMessageId)).toEqual(['u2']);
  });
});

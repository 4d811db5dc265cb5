import { describe, expect, it } from 'vitest';
import { conversationDate, preparedLine } from './prepared-with.ts';

describe('preparedLine', () => {
  it('names the conversation’s date and Hearth', () => {
    expect(preparedLine('2026-11-20T10:00:00.000000Z', 'UTC')).toBe(
      'Conversation of November 20, 2026 · Prepared with Hearth',
    );
  });
  it('dates in the given time zone', () => {
    expect(conversationDate('2026-11-20T23:30:00Z', 'Asia/Tokyo')).toBe('November 21, 2026');
  });
  it('keeps a timestamp it cannot read as it is', () => {
    expect(conversationDate('soon')).toBe('soon');
  });
});

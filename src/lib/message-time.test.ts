import { describe, expect, it } from 'vitest';
import { messageTime } from './message-time.ts';

const en = { locale: 'en-US', timeZone: 'Europe/London' };
const now = Date.parse('2026-11-26T15:00:00Z');

describe('messageTime', () => {
  it("today's messages show the local time; the tooltip has the full date", () => {
    expect(messageTime('2026-11-26T09:32:10.123456Z', { ...en, now })).toEqual({
      iso: '2026-11-26T09:32:10.123Z',
      label: '9:32 AM',
      full: 'Thursday, November 26, 2026 at 9:32:10 AM',
    });
  });

  it('older ones show the date too, with the year only when it is not this year', () => {
    expect(messageTime('2026-11-25T21:05:00Z', { ...en, now })?.label).toBe('Nov 25, 9:05 PM');
    expect(messageTime('2025-12-31T23:59:00Z', { ...en, now })?.label).toBe('Dec 31, 2025, 11:59 PM');
  });

  it('"today" is the day where the user is, not in UTC', () => {
    const tokyo = { locale: 'en-US', timeZone: 'Asia/Tokyo', now: Date.parse('2026-11-26T16:00:00Z') };
    // 01:00 on the 27th in Tokyo: the same local day as the message at 00:30 local.
    expect(messageTime('2026-11-26T15:30:00Z', tokyo)?.label).toBe('12:30 AM');
    expect(messageTime('2026-11-26T14:30:00Z', tokyo)?.label).toBe('Nov 26, 11:30 PM');
  });

  it('reads Postgres timestamps with an offset, and gives null for nonsense', () => {
    expect(messageTime('2026-11-26T10:32:10.5+01:00', { ...en, now })?.iso).toBe('2026-11-26T09:32:10.500Z');
    expect(messageTime('not a time', { ...en, now })).toBeNull();
  });
});

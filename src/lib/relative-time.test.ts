import { describe, it, expect } from 'vitest';
import { conversationActivityAt, conversationTimeLabel, formatRelativeTime } from './relative-time.ts';

const NOW = Date.parse('2025-06-15T12:00:00.000Z');
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [0, 'now'],
    [1 * S, 'now'],
    [59 * S, 'now'],
    [59 * S + 999, 'now'],
    [60 * S, '1m ago'],
    [119 * S, '1m ago'],
    [2 * M, '2m ago'],
    [59 * M, '59m ago'],
    [59 * M + 59 * S, '59m ago'],
    [60 * M, '1h ago'],
    [2 * H - 1, '1h ago'],
    [23 * H + 59 * M, '23h ago'],
    [24 * H - 1, '23h ago'],
    [24 * H, '1d ago'],
    [47 * H, '1d ago'],
    [6 * D + 23 * H, '6d ago'],
    [7 * D - 1, '6d ago'],
  ])('§9 %i ms ago is %j', (elapsed, label) => {
    expect(formatRelativeTime(ago(elapsed), NOW)).toBe(label);
  });

  it('§9 7 days or more is a locale date', () => {
    for (const elapsed of [7 * D, 8 * D, 400 * D]) {
      expect(formatRelativeTime(ago(elapsed), NOW)).toBe(new Date(NOW - elapsed).toLocaleDateString());
    }
  });

  it('§9 future timestamps are treated as now', () => {
    expect(formatRelativeTime(ago(-1 * S), NOW)).toBe('now');
    expect(formatRelativeTime(ago(-3 * D), NOW)).toBe('now');
  });

  it('§9 accepts ISO strings, epoch milliseconds and Date objects for both arguments', () => {
    expect(formatRelativeTime(NOW - 5 * M, new Date(NOW))).toBe('5m ago');
    expect(formatRelativeTime(new Date(NOW - 3 * H), new Date(NOW).toISOString())).toBe('3h ago');
    expect(formatRelativeTime('2025-06-15T11:00:00+00:00', NOW)).toBe('1h ago');
  });

  it('§9 an unparseable timestamp gives an empty label', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('');
    expect(formatRelativeTime('', NOW)).toBe('');
    expect(formatRelativeTime(NOW, 'garbage')).toBe('');
  });

  it('§9 now defaults to the current clock', () => {
    expect(formatRelativeTime(new Date())).toBe('now');
    expect(formatRelativeTime(Date.now() - 2 * H)).toBe('2h ago');
  });
});

describe('conversation row time', () => {
  it('§3 the list shows last_activity_at when present', () => {
    const row = { last_activity_at: ago(5 * M), created_at: ago(3 * D) };
    expect(conversationActivityAt(row)).toBe(row.last_activity_at);
    expect(conversationTimeLabel(row, NOW)).toBe('5m ago');
  });

  it('§3 the list falls back to created_at', () => {
    for (const last_activity_at of [null, undefined, '']) {
      const row = { last_activity_at, created_at: ago(3 * D) };
      expect(conversationActivityAt(row)).toBe(row.created_at);
      expect(conversationTimeLabel(row, NOW)).toBe('3d ago');
    }
  });

  it('§3 a row with neither timestamp has no label', () => {
    expect(conversationActivityAt({})).toBeNull();
    expect(conversationTimeLabel({ last_activity_at: null, created_at: null }, NOW)).toBe('');
  });
});

import { describe, it, expect } from 'vitest';
import { parseGoDuration } from './go-duration.ts';

describe('parseGoDuration', () => {
  it('reads Go duration strings in milliseconds', () => {
    expect(parseGoDuration('24h')).toBe(86_400_000);
    expect(parseGoDuration('1h30m')).toBe(5_400_000);
    expect(parseGoDuration('1.5s')).toBe(1500);
    expect(parseGoDuration('250ms')).toBe(250);
    expect(parseGoDuration('0')).toBe(0);
    expect(parseGoDuration('-2m')).toBe(-120_000);
  });

  it('returns null for anything else', () => {
    for (const text of ['', 'none', '24', 'h', '1d', '1h 30m', '1h30'])
      expect(parseGoDuration(text)).toBeNull();
  });
});

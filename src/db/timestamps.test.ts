import { describe, it, expect } from 'vitest';
import { canonicalTimestamp, laterTimestamp, shiftTimestamp, timestampFromMillis } from './timestamps.ts';

describe('canonicalTimestamp', () => {
  it.each([
    ['2026-01-02T03:04:05.12+00:00', '2026-01-02T03:04:05.120000Z'],
    ['2026-01-02T03:04:05+00:00', '2026-01-02T03:04:05.000000Z'],
    ['2026-01-02T03:04:05.123456+00:00', '2026-01-02T03:04:05.123456Z'],
    ['2026-01-02T03:04:05.123Z', '2026-01-02T03:04:05.123000Z'],
    ['2026-01-02 03:04:05.5+02', '2026-01-02T01:04:05.500000Z'],
    ['2026-01-02T03:04:05.5-05:30', '2026-01-02T08:34:05.500000Z'],
    ['2026-01-02T03:04:05.1234567891Z', '2026-01-02T03:04:05.123456Z'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalTimestamp(input)).toBe(expected);
  });

  it('leaves what it cannot parse alone', () => {
    expect(canonicalTimestamp('yesterday')).toBe('yesterday');
  });

  it('string order is time order across the server and browser forms', () => {
    const values = [
      '2026-01-02T03:04:05.1+00:00',
      '2026-01-02T03:04:05.123Z',
      '2026-01-02T03:04:05.12+00:00',
      '2026-01-02T03:04:05+00:00',
      '2026-01-02T03:04:05.000001+00:00',
    ].map(canonicalTimestamp);
    expect([...values].sort()).toEqual([values[3], values[4], values[0], values[2], values[1]]);
  });

  it('timestampFromMillis and laterTimestamp', () => {
    expect(timestampFromMillis(0)).toBe('1970-01-01T00:00:00.000000Z');
    expect(laterTimestamp('2026-01-01T00:00:00.000000Z', '2025-01-01T00:00:00.000000Z')).toBe(
      '2026-01-01T00:00:00.000000Z',
    );
    expect(laterTimestamp(null, '2025-01-01T00:00:00.000000Z')).toBe('2025-01-01T00:00:00.000000Z');
  });

  it('shiftTimestamp moves by microseconds across second boundaries', () => {
    expect(shiftTimestamp('2026-01-02T03:04:05.999999Z', 1)).toBe('2026-01-02T03:04:06.000000Z');
    expect(shiftTimestamp('2026-01-02T03:04:05.000500Z', 1000)).toBe('2026-01-02T03:04:05.001500Z');
    expect(shiftTimestamp('2026-01-02T03:04:05.000000Z', -1)).toBe('2026-01-02T03:04:04.999999Z');
  });
});

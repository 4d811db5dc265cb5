import { describe, expect, it } from 'vitest';
import { RestError } from './rest-errors.ts';
import { parsePrefer, preferenceApplied } from './prefer-header.ts';

describe('Prefer header', () => {
  it('reads the single comma-joined header postgrest-js sends', () => {
    expect(
      parsePrefer('resolution=merge-duplicates, return=representation, count=exact, missing=default'),
    ).toMatchObject({
      resolution: 'merge-duplicates',
      return: 'representation',
      count: 'exact',
      missing: 'default',
      invalid: [],
    });
    expect(parsePrefer('count=exact,return=minimal')).toMatchObject({ count: 'exact', return: 'minimal' });
  });

  it('ignores unknown preferences unless handling=strict', () => {
    expect(parsePrefer('return=everything, color=blue')).toMatchObject({
      return: null,
      invalid: ['return=everything', 'color=blue'],
    });
    expect(() => parsePrefer('handling=strict, color=blue')).toThrow(RestError);
    expect(parsePrefer('handling=strict, max-affected=5')).toMatchObject({
      handling: 'strict',
      maxAffected: 5,
    });
  });

  it('reports the honoured preferences', () => {
    const prefs = parsePrefer('return=representation, count=exact, tx=rollback');
    expect(preferenceApplied(prefs, ['return', 'count'])).toBe('return=representation, count=exact');
    expect(preferenceApplied(parsePrefer(null), ['return'])).toBeNull();
  });
});

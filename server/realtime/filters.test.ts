import { describe, expect, it } from 'vitest';
import { matchesFilter, parseFilter, type RowFilter } from './filters.ts';

function filter(text: string): RowFilter {
  const parsed = parseFilter(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.filter;
}

describe('parseFilter', () => {
  it('splits column, operator and value at the first = and the first dot after it', () => {
    expect(parseFilter('conversation_id=eq.c1')).toEqual({
      ok: true,
      filter: { column: 'conversation_id', op: 'eq', values: ['c1'] },
    });
    expect(filter('title=eq.a.b=c').values).toEqual(['a.b=c']);
  });

  it('reads in-lists, with double-quoted items that may hold commas', () => {
    expect(filter('id=in.(1,2, 3)').values).toEqual(['1', '2', '3']);
    expect(filter('title=in.("a,b",c)').values).toEqual(['a,b', 'c']);
    expect(filter('id=in.()').values).toEqual([]);
  });

  it('refuses unknown operators and malformed filters', () => {
    expect(parseFilter('id=like.x').ok).toBe(false);
    expect(parseFilter('id').ok).toBe(false);
    expect(parseFilter('=eq.1').ok).toBe(false);
    expect(parseFilter('id=in.1,2').ok).toBe(false);
  });
});

describe('matchesFilter', () => {
  it('compares numbers numerically, not as text', () => {
    expect(matchesFilter(filter('n=gt.9'), { n: 10 }, 'int8')).toBe(true);
    expect(matchesFilter(filter('n=lt.9'), { n: 10 }, 'int4')).toBe(false);
    expect(matchesFilter(filter('n=eq.1.50'), { n: 1.5 }, 'numeric')).toBe(true);
    expect(matchesFilter(filter('n=in.(1,2,3)'), { n: 2 }, 'int2')).toBe(true);
  });

  it('compares uuids case-insensitively and text exactly', () => {
    const id = '6f9619ff-8b86-d011-b42d-00cf4fc964ff';
    expect(matchesFilter(filter(`id=eq.${id.toUpperCase()}`), { id }, 'uuid')).toBe(true);
    expect(matchesFilter(filter('t=eq.Hi'), { t: 'hi' }, 'text')).toBe(false);
    expect(matchesFilter(filter('t=neq.hi'), { t: 'ho' }, 'text')).toBe(true);
    expect(matchesFilter(filter('t=gte.b'), { t: 'b' }, 'text')).toBe(true);
  });

  it('compares instants, whatever their notation', () => {
    const f = filter('at=gt.2025-01-01T00:00:00Z');
    expect(matchesFilter(f, { at: '2025-01-01T00:00:00.001+00:00' }, 'timestamptz')).toBe(true);
    expect(matchesFilter(f, { at: '2025-01-01T01:00:00+02:00' }, 'timestamptz')).toBe(false);
  });

  it('reads booleans in both spellings', () => {
    expect(matchesFilter(filter('done=eq.true'), { done: true }, 'bool')).toBe(true);
    expect(matchesFilter(filter('done=eq.f'), { done: false }, 'bool')).toBe(true);
  });

  it('never matches null or a missing column (SQL semantics), not even with neq', () => {
    expect(matchesFilter(filter('t=neq.x'), { t: null }, 'text')).toBe(false);
    expect(matchesFilter(filter('t=eq.x'), { other: 'x' }, 'text')).toBe(false);
    expect(matchesFilter(filter('t=eq.x'), null, 'text')).toBe(false);
  });
});

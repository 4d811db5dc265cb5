import { describe, expect, it } from 'vitest';
import { RestError } from './rest-errors.ts';
import { parseInList, parseQuery, parseSelect } from './query-string.ts';

const q = (query: string) => parseQuery(new URLSearchParams(query));

function errorKind(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof RestError ? error.kind : 'not a RestError';
  }
}

describe('select', () => {
  it('defaults to * and reads columns, aliases, casts and JSON paths', () => {
    expect(q('').select).toEqual([{ kind: 'star' }]);
    expect(parseSelect('*,name:title,id::text,meta->tags->>0,colour:meta->>color::text')).toEqual([
      { kind: 'star' },
      { kind: 'field', field: { name: 'title', path: [] }, alias: 'name', cast: null },
      { kind: 'field', field: { name: 'id', path: [] }, alias: null, cast: 'text' },
      {
        kind: 'field',
        field: {
          name: 'meta',
          path: [
            { arrow: '->', key: 'tags' },
            { arrow: '->>', key: 0 },
          ],
        },
        alias: null,
        cast: null,
      },
      {
        kind: 'field',
        field: { name: 'meta', path: [{ arrow: '->>', key: 'color' }] },
        alias: 'colour',
        cast: 'text',
      },
    ]);
  });

  it('reads quoted names and an empty select', () => {
    expect(parseSelect('"odd name"')).toEqual([
      { kind: 'field', field: { name: 'odd name', path: [] }, alias: null, cast: null },
    ]);
    expect(parseSelect('')).toEqual([]);
  });

  it('refuses embedding, spreads and aggregates with a clear error', () => {
    expect(errorKind(() => parseSelect('id,messages(*)'))).toBe('embedding_unsupported');
    expect(errorKind(() => parseSelect('id,m:messages!fk(id)'))).toBe('embedding_unsupported');
    expect(errorKind(() => parseSelect('...messages(id)'))).toBe('embedding_unsupported');
    expect(errorKind(() => parseSelect('count()'))).toBe('embedding_unsupported');
    expect(errorKind(() => parseSelect('amount.sum()'))).toBe('parse_error');
  });

  it('refuses a cast that is not a plain type name', () => {
    expect(errorKind(() => parseSelect('id::text;drop'))).toBe('parse_error');
    expect(errorKind(() => parseSelect('id::'))).toBe('parse_error');
  });
});

describe('filters', () => {
  it('reads operator, negation, quantifiers and full-text configs', () => {
    const { conditions } = q(
      'a=eq.1&b=not.like.x*y&c=like(any).{a*,b*}&d=fts(english).cat&e=is.NULL&f=neq.a.b&g=eq.',
    );
    expect(conditions).toMatchObject([
      { field: { name: 'a' }, operator: 'eq', negate: false, value: { kind: 'scalar', value: '1' } },
      { field: { name: 'b' }, operator: 'like', negate: true, value: { value: 'x%y' } },
      { field: { name: 'c' }, operator: 'like', quantifier: 'any', value: { value: '{a%,b%}' } },
      { field: { name: 'd' }, operator: 'fts', ftsConfig: 'english', value: { value: 'cat' } },
      { field: { name: 'e' }, operator: 'is', value: { kind: 'is', value: 'null' } },
      { field: { name: 'f' }, operator: 'neq', value: { value: 'a.b' } },
      { field: { name: 'g' }, operator: 'eq', value: { value: '' } },
    ]);
  });

  it('keeps repeated filters on one column (ANDed)', () => {
    expect(q('age=gt.3&age=lt.9').conditions).toHaveLength(2);
  });

  it('reads JSON paths in filter keys', () => {
    expect(q('meta->>color=eq.red').conditions[0]).toMatchObject({
      field: { name: 'meta', path: [{ arrow: '->>', key: 'color' }] },
    });
  });

  it('refuses unknown operators, bad is values and embedded filters', () => {
    expect(errorKind(() => q('a=bogus.1'))).toBe('parse_error');
    expect(errorKind(() => q('a=1'))).toBe('parse_error');
    expect(errorKind(() => q('a=is.maybe'))).toBe('parse_error');
    expect(errorKind(() => q('a=eq(some).{1}'))).toBe('parse_error');
    expect(errorKind(() => q('messages.id=eq.1'))).toBe('embedding_unsupported');
  });
});

describe('in lists', () => {
  it('splits on commas and honours double quotes with backslash escapes', () => {
    expect(parseInList('(a,"b,c",d)')).toEqual(['a', 'b,c', 'd']);
    expect(parseInList('("x(y)","q\\"z",\\w)')).toEqual(['x(y)', 'q"z', '\\w']);
    expect(parseInList('()')).toEqual([]);
    expect(parseInList('(a,)')).toEqual(['a', '']);
    expect(parseInList('a,b')).toBeNull();
    expect(parseInList('("a"b)')).toBeNull();
  });

  it('arrives from URLSearchParams exactly as postgrest-js encodes it', () => {
    const search = new URLSearchParams();
    search.append('id', 'in.(a,"b,c")');
    expect(parseQuery(new URLSearchParams(search.toString())).conditions[0]).toMatchObject({
      operator: 'in',
      value: { kind: 'list', values: ['a', 'b,c'] },
    });
  });
});

describe('logic trees', () => {
  it('reads nested and/or with negation, quoted values and in-lists', () => {
    const { conditions } = q('or=(a.eq.1,not.and(b.gt.2,c.not.is.null),d.in.(x,"y,z"),e.eq."p,q)")');
    expect(conditions).toMatchObject([
      {
        kind: 'logic',
        operator: 'or',
        negate: false,
        conditions: [
          { kind: 'filter', field: { name: 'a' }, operator: 'eq', value: { value: '1' } },
          {
            kind: 'logic',
            operator: 'and',
            negate: true,
            conditions: [
              { operator: 'gt', value: { value: '2' } },
              { operator: 'is', negate: true, value: { value: 'null' } },
            ],
          },
          { operator: 'in', value: { values: ['x', 'y,z'] } },
          { operator: 'eq', value: { value: 'p,q)' } },
        ],
      },
    ]);
  });

  it('reads not.or and and keys', () => {
    expect(q('not.or=(a.eq.1,b.eq.2)').conditions[0]).toMatchObject({ operator: 'or', negate: true });
    expect(q('and=(a.eq.1)').conditions[0]).toMatchObject({ operator: 'and', negate: false });
  });

  it('refuses malformed trees', () => {
    expect(errorKind(() => q('or=(a.eq.1'))).toBe('parse_error');
    expect(errorKind(() => q('or=a.eq.1'))).toBe('parse_error');
    expect(errorKind(() => q('or=(a.eq.1))'))).toBe('parse_error');
    expect(errorKind(() => q('or=(a)'))).toBe('parse_error');
  });
});

describe('order, paging and write parameters', () => {
  it('reads order terms with direction and nulls placement', () => {
    expect(q('order=c1.desc.nullslast,c2,c3.nullsfirst,meta->>k.asc').order).toEqual([
      { field: { name: 'c1', path: [] }, direction: 'desc', nulls: 'last' },
      { field: { name: 'c2', path: [] }, direction: null, nulls: null },
      { field: { name: 'c3', path: [] }, direction: null, nulls: 'first' },
      { field: { name: 'meta', path: [{ arrow: '->>', key: 'k' }] }, direction: 'asc', nulls: null },
    ]);
    expect(errorKind(() => q('order=c1.up'))).toBe('parse_error');
    expect(errorKind(() => q('order=c1.desc.desc'))).toBe('parse_error');
    expect(errorKind(() => q('order=messages(id).desc'))).toBe('embedding_unsupported');
  });

  it('reads limit and offset as non-negative integers', () => {
    expect(q('limit=10&offset=20')).toMatchObject({ limit: 10, offset: 20 });
    expect(errorKind(() => q('limit=-1'))).toBe('parse_error');
    expect(errorKind(() => q('offset=abc'))).toBe('parse_error');
  });

  it('reads columns and on_conflict, quoted or not', () => {
    expect(q('columns=%22id%22%2C%22name%22&on_conflict=conversation_id,client_msg_id')).toMatchObject({
      columns: ['id', 'name'],
      onConflict: ['conversation_id', 'client_msg_id'],
    });
  });

  it('routes rpc argument names to args instead of filters', () => {
    const parsed = parseQuery(new URLSearchParams('n=5&k=eq.2'), { argNames: new Set(['n']) });
    expect(parsed.args).toEqual(new Map([['n', '5']]));
    expect(parsed.conditions).toHaveLength(1);
  });
});

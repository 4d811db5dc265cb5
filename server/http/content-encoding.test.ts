import { describe, expect, it } from 'vitest';
import { chooseEncoding, parseAcceptEncoding } from './content-encoding.ts';

describe('parseAcceptEncoding', () => {
  it('reads codings with their q-values, case-insensitively', () => {
    expect([...parseAcceptEncoding('gzip, deflate, BR;q=0.5, *;q=0')]).toEqual([
      ['gzip', 1],
      ['deflate', 1],
      ['br', 0.5],
      ['*', 0],
    ]);
    expect([...parseAcceptEncoding(undefined)]).toEqual([]);
    expect(parseAcceptEncoding('gzip;q=oops').get('gzip')).toBe(0);
  });
});

describe('chooseEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it("prefers brotli when the client takes both equally (Chromium's header)", () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
  });

  it('follows the client preference and what the build made', () => {
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0.4, gzip;q=0.9', both)).toBe('gzip');
    expect(chooseEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
  });

  it('sends the identity body when nothing acceptable exists', () => {
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding('identity', both)).toBeNull();
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBeNull();
    expect(chooseEncoding('*, br;q=0', ['br'])).toBeNull();
    expect(chooseEncoding('br', [])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { highlightSegments, snippetSegments } from './text-matches.ts';

const marked = (segments: { text: string; match: boolean }[]) =>
  segments.map((s) => (s.match ? `[${s.text}]` : s.text)).join('');

describe('highlightSegments', () => {
  it('marks whole words matching a term, case-insensitively, keeping the text as it was', () => {
    expect(marked(highlightSegments('Mortgage rates: mortgage-free? MORTGAGE!', ['mortgage']))).toBe(
      '[Mortgage] rates: [mortgage]-free? [MORTGAGE]!',
    );
  });

  it('does not mark parts of longer words, and leaves text without terms whole', () => {
    expect(marked(highlightSegments('caprate cap rate', ['cap']))).toBe('caprate [cap] rate');
    expect(highlightSegments('nothing here', [])).toEqual([{ text: 'nothing here', match: false }]);
    expect(highlightSegments('', ['x'])).toEqual([]);
  });

  it('handles accents and numbers as the index does', () => {
    expect(marked(highlightSegments('Café au lait, 30-year loan', ['café', '30']))).toBe(
      '[Café] au lait, [30]-year loan',
    );
  });
});

describe('snippetSegments', () => {
  const long = `${'Intro words '.repeat(30)}the debt service coverage ratio is 1.25 ${'tail words '.repeat(30)}`;

  it('cuts around the first match with ellipses at word boundaries', () => {
    const text = marked(snippetSegments(long, ['coverage'], 80));
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text).toContain('[coverage]');
    expect(text.length).toBeLessThanOrEqual(90);
    expect(text).not.toMatch(/…\S*ntro\b|…ords/);
  });

  it('starts at the beginning when the match is early, and drops markdown noise', () => {
    expect(marked(snippetSegments('**Cap rate** is [NOI](https://x.test) / price', ['cap', 'noi']))).toBe(
      '[Cap] rate is [NOI] / price',
    );
  });

  it('without a match shows the start', () => {
    expect(marked(snippetSegments(long, ['absent'], 40))).toMatch(/^Intro words .*…$/);
  });
});

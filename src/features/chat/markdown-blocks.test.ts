import { describe, expect, it } from 'vitest';
import { splitMarkdownBlocks } from './markdown-blocks.ts';

describe('splitMarkdownBlocks', () => {
  it('splits at blank lines', () => {
    expect(splitMarkdownBlocks('# Title\n\nFirst para\nstill first\n\n\nSecond')).toEqual([
      '# Title',
      'First para\nstill first',
      'Second',
    ]);
  });

  it('returns nothing for empty text', () => {
    expect(splitMarkdownBlocks('')).toEqual([]);
    expect(splitMarkdownBlocks('\n\n')).toEqual([]);
  });

  it('keeps a fenced code block with blank lines whole, including an unclosed one while streaming', () => {
    const code = '```py\na = 1\n\nb = 2\n```';
    expect(splitMarkdownBlocks(`Intro\n\n${code}\n\nAfter`)).toEqual(['Intro', code, 'After']);
    expect(splitMarkdownBlocks('Intro\n\n~~~\nx\n\ny')).toEqual(['Intro', '~~~\nx\n\ny']);
  });

  it('does not close a fence with a shorter or different fence', () => {
    const code = '````\n```\n\nstill code\n````';
    expect(splitMarkdownBlocks(code)).toEqual([code]);
  });

  it('keeps loose lists and indented continuations in one block', () => {
    const list = '- one\n\n- two\n\n  continued\n\n- three';
    expect(splitMarkdownBlocks(`${list}\n\nNext`)).toEqual([list, 'Next']);
    const ordered = '1. a\n\n2. b';
    expect(splitMarkdownBlocks(ordered)).toEqual([ordered]);
  });

  it('keeps text with reference definitions or footnotes whole', () => {
    const text = 'See [the guide][g].\n\nMore text.\n\n[g]: https://example.com';
    expect(splitMarkdownBlocks(text)).toEqual([text]);
  });

  it('earlier blocks keep equal strings as streamed text grows', () => {
    const full = 'Para one.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\nPara three grows';
    const before = splitMarkdownBlocks(full.slice(0, full.length - 6));
    const after = splitMarkdownBlocks(full);
    expect(after.slice(0, -1)).toEqual(before.slice(0, -1));
    expect(after).toHaveLength(3);
  });
});

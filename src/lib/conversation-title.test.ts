import { describe, it, expect } from 'vitest';
import {
  DEFAULT_FIRST_CHAT_TITLE,
  ELLIPSIS,
  SIDEBAR_TITLE_MAX_LENGTH,
  TITLE_INPUT_PLACEHOLDER,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
  UNTITLED_CHAT_TITLE,
  capTitleInput,
  isValidTitle,
  mainPaneTitle,
  normalizeTitle,
  sidebarTitle,
  sidebarTitleTooltip,
  titleCounterText,
  titleLength,
} from './conversation-title.ts';
import { PRODUCT_NAME } from '../../supabase/functions/_shared/product.ts';

const HOUSE = '🏠'; // one code point, two UTF-16 code units

describe('constants', () => {
  it('§9 title length 1 to 40, sidebar 24, first chat title, placeholder', () => {
    expect(TITLE_MIN_LENGTH).toBe(1);
    expect(TITLE_MAX_LENGTH).toBe(40);
    expect(SIDEBAR_TITLE_MAX_LENGTH).toBe(24);
    expect(ELLIPSIS).toBe('…');
    expect(ELLIPSIS.codePointAt(0)).toBe(0x2026);
    expect(UNTITLED_CHAT_TITLE).toBe('Untitled Chat');
    expect(DEFAULT_FIRST_CHAT_TITLE).toBe('My First Chat');
    expect(TITLE_INPUT_PLACEHOLDER).toBe('Enter chat title (1-40 characters)');
    expect(PRODUCT_NAME).toBe('Hearth');
  });
});

describe('isValidTitle', () => {
  it('§5 trimmed length 1 to 40 is valid', () => {
    expect(isValidTitle('a')).toBe(true);
    expect(isValidTitle('  a  ')).toBe(true);
    expect(isValidTitle('x'.repeat(40))).toBe(true);
    expect(isValidTitle(`  ${'x'.repeat(40)}  `)).toBe(true);
  });

  it('§5 empty, blank, and over-40 titles are invalid', () => {
    expect(isValidTitle('')).toBe(false);
    expect(isValidTitle('   ')).toBe(false);
    expect(isValidTitle('\n\t')).toBe(false);
    expect(isValidTitle('x'.repeat(41))).toBe(false);
  });

  it('§5 lengths count code points: 40 emoji are valid, 41 are not', () => {
    expect(isValidTitle(HOUSE.repeat(40))).toBe(true);
    expect(isValidTitle(HOUSE.repeat(41))).toBe(false);
  });
});

describe('capTitleInput', () => {
  it('§5 input is capped at 40 characters', () => {
    expect(capTitleInput('x'.repeat(50))).toBe('x'.repeat(40));
    expect(capTitleInput('short')).toBe('short');
    expect(capTitleInput('')).toBe('');
  });

  it('§5 the cap counts code points and never cuts an emoji in half', () => {
    const capped = capTitleInput('x'.repeat(39) + HOUSE + 'yz');
    expect(capped).toBe('x'.repeat(39) + HOUSE);
    expect(capped.length).toBe(41); // code units
    expect(titleLength(capped)).toBe(40);
    expect(capTitleInput(HOUSE.repeat(45))).toBe(HOUSE.repeat(40));
    expect(/[\uD800-\uDBFF]$/.test(capTitleInput('x'.repeat(39) + HOUSE))).toBe(false);
  });

  it('§5 the cap keeps whitespace; trimming happens on Create', () => {
    expect(capTitleInput('  padded  ')).toBe('  padded  ');
    expect(normalizeTitle('  padded  ')).toBe('padded');
  });
});

describe('titleCounterText', () => {
  it("§2 the counter reads 'n/40 characters'", () => {
    expect(titleCounterText('')).toBe('0/40 characters');
    expect(titleCounterText('Beach house')).toBe('11/40 characters');
    expect(titleCounterText('x'.repeat(40))).toBe('40/40 characters');
    expect(titleCounterText(`é${HOUSE}東`)).toBe('3/40 characters');
  });
});

describe('sidebarTitle', () => {
  it('§9 titles up to 24 characters are shown whole', () => {
    expect(sidebarTitle('Short')).toBe('Short');
    expect(sidebarTitle('x'.repeat(24))).toBe('x'.repeat(24));
  });

  it('§9 longer titles are cut to 23 characters plus the ellipsis character', () => {
    const shown = sidebarTitle('Investment strategies for duplexes');
    expect(shown).toBe('Investment strategies f…');
    expect(titleLength(shown)).toBe(24);
    expect(sidebarTitle('x'.repeat(25))).toBe('x'.repeat(23) + '\u2026');
    expect(sidebarTitle('x'.repeat(25)).endsWith('...')).toBe(false);
  });

  it('§9 the cut counts code points and never splits an emoji', () => {
    expect(sidebarTitle('x'.repeat(22) + HOUSE + HOUSE + 'more')).toBe('x'.repeat(22) + HOUSE + '…');
    expect(sidebarTitle(HOUSE.repeat(30))).toBe(HOUSE.repeat(23) + '…');
  });

  it("§2 a missing or blank title shows 'Untitled Chat'", () => {
    for (const title of [null, undefined, '', '   ']) {
      expect(sidebarTitle(title)).toBe('Untitled Chat');
      expect(sidebarTitleTooltip(title)).toBe('Untitled Chat');
    }
  });

  it('§2 the tooltip is the full title; surrounding whitespace is not shown', () => {
    const title = 'Investment strategies for duplexes';
    expect(sidebarTitleTooltip(title)).toBe(title);
    expect(sidebarTitle('  Padded  ')).toBe('Padded');
  });
});

describe('mainPaneTitle', () => {
  it("§2 the main pane shows the active title, else '{product} Assistant'", () => {
    expect(mainPaneTitle('Condo search')).toBe('Condo search');
    expect(mainPaneTitle(null)).toBe('Hearth Assistant');
    expect(mainPaneTitle(undefined)).toBe('Hearth Assistant');
    expect(mainPaneTitle('  ')).toBe('Hearth Assistant');
    expect(mainPaneTitle('', 'Acme')).toBe('Acme Assistant');
  });

  it('§2 the main pane title is not truncated', () => {
    const title = 'x'.repeat(40);
    expect(mainPaneTitle(title)).toBe(title);
  });
});

// Numbers written the way most of the world writes them (issue 19, docs/assistant.md rule 121): a dot
// between thousands ("385.000 dollars", "1.250.000") and a comma before the decimals ("6,5%", "1,8 km").
// Read as US text, "1.350 per month" was $1.35 and "7,0%" two numbers, and the readers answered with
// figures a thousand times too small. The question is rewritten to US digits once, before any reader
// sees it, and only where the form cannot be an English number:
// - two or more dot groups of three digits ("1.250.000") are thousands;
// - one dot group of three digits ending in 0 ("1.350", "615.000") is thousands: nobody writes 1.35 as
//   "1.350", while a conversion factor such as "10.764" or "1.609" keeps its decimals. A percent, a
//   ratio or a factor after "=" keeps its decimals ("6.250%", "DSCR 1.250", "1 m2 = 10.760 sq ft");
// - a comma before one or two digits ("6,5%", "1,09 usd", "1,8 km") is a decimal comma when a percent,
//   a currency or a unit follows; "3,4 and 5" keeps its comma.
import type { HistoryTurn } from '../protocol.ts';
import { readNonUsLoanWords } from './non-us-loan-words.ts';

const usDigits = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 6 });

/** "1.250.000", "r1.450.000": thousands by dots, never a decimal. */
const DOT_GROUPS = /(?<![\d.,])(\d{1,3}(?:\.\d{3}){2,})(?!\d|[.,]\d)/g;

/** "1.350", "615.000": one dot group ending in 0. */
const ONE_DOT_GROUP = /(?<![\d.,])([1-9]\d{0,2})\.(\d\d0)(?!\d|[.,]\d)/g;

/** What after a number says it keeps its decimals: a percent or a ratio's "x". */
const KEEPS_DECIMALS_AFTER = /^\s*(?:%|percent|per cent|pct|x\b|times\b)/i;

/** What before a number says it is a ratio, a rate or a factor. */
const KEEPS_DECIMALS_BEFORE =
  /(?:=|\b(?:ratio|dscr|coverage|grm|multiplier|factor|rate|apr|cap|yield|index|mill|millage|points?))\s*(?:of|is|at|was|:)?\s*$/i;

/** "6,5%", "1,09 usd", "1,8 km", "2,5 m2": a decimal comma before a percent, a currency or a unit. */
const DECIMAL_COMMA =
  /(?<![\d.,])(\d{1,3}),(\d{1,2})(?=\s?(?:%|percent\b|per cent\b|pct\b|(?:usd|eur|euros?|gbp|chf|cad|aud|zar|dollars?|pounds?|\$|€|£|km|kms|kilomet\w*|miles?|mi\b|m2|m²|sqm|sq\.? ?m\b|square met\w*|ha\b|hectares?|acres?|years?|yrs?|months?|sq\.? ?ft|sqft|ft|feet)\b|\s?[$€£]))/gi;

export function readForeignNumberFormats(text: string): string {
  return (
    text
      .replace(DOT_GROUPS, (m: string) => usDigits(Number(m.replace(/\./g, ''))))
      .replace(ONE_DOT_GROUP, (m: string, whole: string, part: string, offset: number, all: string) => {
        const after = all.slice(offset + m.length);
        const before = all.slice(Math.max(0, offset - 24), offset);
        if (KEEPS_DECIMALS_AFTER.test(after) || KEEPS_DECIMALS_BEFORE.test(before)) return m;
        return usDigits(Number(whole) * 1000 + Number(part));
      })
      .replace(DECIMAL_COMMA, '$1.$2')
      // "Rate 1 GBP = 1.27 USD": an exchange rate stated, never a 1% rate.
      .replace(
        /\b(rate|exchange)\s+(?=1\s*(?:[a-z]{3}|euros?|pounds?|dollars?|€|£|\$)\s*(?:=|is\b|equals\b))/gi,
        '$1: ',
      )
      // "2,800 dollar", "34 dollar per square foot": the singular is the same money.
      .replace(/(\d)\s?dollar\b/gi, '$1 dollars')
  );
}

/**
 * The question and the user's earlier turns in US digits and US loan words (non-us-loan-words.ts); the
 * assistant's own turns are already.
 */
const asUsText = (text: string) => readNonUsLoanWords(readForeignNumberFormats(text));

export function withUsNumberFormats(
  input: string,
  history: readonly HistoryTurn[],
): { input: string; history: readonly HistoryTurn[] } {
  return {
    input: asUsText(input),
    history: history.map((turn) => (turn.role === 'user' ? { ...turn, text: asUsText(turn.text) } : turn)),
  };
}

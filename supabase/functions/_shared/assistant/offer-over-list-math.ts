// An offer over or under the list price, and a list price cut more than once (docs/assistant.md rule
// 110). "List is $425,000, offer 5% over" → the offer; "15k over asking on a 389,900 listing" → the
// offer and its percent over. "Listed at 600k, cut to 575k, then to 549,900" → each cut, the total off
// the original list in dollars and percent. Part of quick-math (READERS there); every number must have
// its role.
import { formatMoney, formatPercent, formatRate } from './format.ts';
import { onlyOne, spanOf, wordsRightAfter, wordsRightBefore } from './number-labels.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader } from './quick-math-reading.ts';

const LIST_BEFORE =
  /\b(?:list(?:ed|ing)?(?: price)?|asking(?: price)?|ask)(?: (?:is|was|at|of|for|price|on|a|the|this))*:?\s*$/;
const LIST_AFTER = /^\s*(?:list(?:ing)?(?: price)?|asking(?: price)?|house listed|home listed)\b/;
/** "5% over", "15k above asking", "4% under list", "$10,000 below the asking price". */
const OVER_UNDER =
  /^\s*(?:over|above|more than|under|below|less than|off|beneath)\b(?:\s+(?:the\s+)?(?:list(?:ing)?|asking|ask)(?:\s+price)?)?/;
const UNDER_WORD = /^\s*(?:under|below|less than|off|beneath)\b/;

export const offerOverList: Reader = ({ text, tokens }) => {
  if (!/\boffer\w*|\bbid\w*/.test(text) || !/\blist\w*|\basking\b|\bask\b/.test(text)) return null;
  if (
    /\b(?:sq\.?\s?ft|square f|sqft|sf\b|comps?\b|sold|rent\w*|commission|apprais\w*|earnest|escalat\w*)/.test(
      text,
    )
  )
    return null;
  if (tokens.length !== 2 || tokens.some((t) => t.period)) return null;
  const b = (t: NumberToken) => wordsRightBefore(text, tokens, t, 40);
  const a = (t: NumberToken) => wordsRightAfter(text, tokens, t);
  const step = onlyOne(tokens, (t) => OVER_UNDER.test(a(t)) && /\b(?:list|asking|ask)\b/.test(text));
  if (!step) return null;
  const list = onlyOne(
    tokens,
    (t) => t !== step && t.kind === 'money' && (LIST_BEFORE.test(b(t)) || LIST_AFTER.test(a(t))),
  );
  if (!list || !everyNumberPlaced(text, [spanOf(step), spanOf(list)])) return null;
  // "5% over" must say what it is over: the list named right after it, or the only price given.
  if (list.value < 10_000) return null;
  const sign = UNDER_WORD.test(a(step)) ? -1 : 1;
  const delta = step.kind === 'percent' ? step.value * list.value : step.kind === 'money' ? step.value : NaN;
  if (!Number.isFinite(delta) || delta >= list.value * 0.5) return null;
  const offer = list.value + sign * delta;
  const word = sign > 0 ? 'over' : 'under';
  return {
    title: `Offer ${word} list`,
    inputs: [
      `List price: ${formatMoney(list.value)}`,
      step.kind === 'percent'
        ? `Offer: ${formatRate(step.value)} ${word} list`
        : `Offer: ${formatMoney(step.value)} ${word} list`,
    ],
    results: [
      `Offer: **${formatMoney(offer)}** (${formatMoney(list.value)} ${sign > 0 ? '+' : '−'} ${formatMoney(delta)})`,
      `That is ${formatPercent(delta / list.value)} ${word} list; offer-to-list ${formatPercent(offer / list.value)}`,
    ],
    method: `Offer = list price ${sign > 0 ? '+' : '−'} ${step.kind === 'percent' ? 'list price × percent' : 'the amount'}; offer-to-list = offer ÷ list price`,
  };
};

const CUT =
  /\b(?:cut|cuts|reduc\w*|dropp?\w*|lower\w*|slash\w*|price change|came down|brought (?:it )?down)\b/;
const ORIGINAL_BEFORE =
  /\b(?:list(?:ed|ing)?(?: price)?|original(?:ly)?(?: list(?:ed)?)?(?: price)?|ask(?:ing)?(?: price)?|came on(?: the market)?)\b(?: (?:is|was|at|of|for|price))*:?\s*$/;
const TO_BEFORE = /\b(?:to|then|now|down to|then to|again to|now at|at)\s*$/;
const BY_BEFORE = /\b(?:by|another|of)\s*$/;
const DAYS = /\b(\d{1,4})\s*(?:days?|dom)\b(?: on (?:the )?market)?/g;

export const listPriceCuts: Reader = ({ text, tokens }) => {
  if (!CUT.test(text) || !/\b(?:list\w*|original\w*|asking|market)\b/.test(text)) return null;
  if (/\b(?:rent\w*|rate|loan|mortgage|tax\w*|payment|commission|sq\.?\s?ft|sqft)\b/.test(text)) return null;
  const dayMatches = [...text.matchAll(DAYS)];
  const daySpans = dayMatches.map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const priced = tokens.filter((t) => !daySpans.some((s) => t.start >= s.start && t.end <= s.end));
  if (priced.length < 2 || priced.length > 4 || priced.some((t) => t.kind !== 'money' || t.period))
    return null;
  const b = (t: NumberToken) => wordsRightBefore(text, tokens, t, 30);
  const [first, ...rest] = priced;
  if (!ORIGINAL_BEFORE.test(b(first!))) return null;
  // Every later figure is a price cut to ("to 575k") or a cut by ("by 25k"); all of one kind.
  const kinds = rest.map((t) => (TO_BEFORE.test(b(t)) ? 'to' : BY_BEFORE.test(b(t)) ? 'by' : null));
  if (kinds.some((k) => k === null) || new Set(kinds).size !== 1) return null;
  // Two figures alone are a plain percent change, which its own reader answers.
  if (kinds[0] === 'to' && rest.length < 2) return null;
  if (!everyNumberPlaced(text, [...priced.map(spanOf), ...daySpans])) return null;
  const original = first!.value;
  const prices = [original];
  for (const t of rest) prices.push(kinds[0] === 'to' ? t.value : prices.at(-1)! - t.value);
  if (prices.some((p, i) => i > 0 && (p >= prices[i - 1]! || p <= 0))) return null;
  const final = prices.at(-1)!;
  const days = dayMatches.length === 1 ? Number(dayMatches[0]![1]) : null;
  return {
    title: 'Price cuts from the original list',
    inputs: [
      `Original list price: ${formatMoney(original)}`,
      ...rest.map((t, i) =>
        kinds[0] === 'to'
          ? `Cut ${i + 1}: to ${formatMoney(t.value)}`
          : `Cut ${i + 1}: by ${formatMoney(t.value)}`,
      ),
      ...(days !== null ? [`Days on market: ${days} (not used in the figures)`] : []),
    ],
    results: [
      ...prices.slice(1).map((p, i) => {
        const cut = prices[i]! - p;
        return `Cut ${i + 1}: ${formatMoney(prices[i]!)} → ${formatMoney(p)}, −${formatMoney(cut)} (${formatPercent(cut / prices[i]!)} of the price before it)`;
      }),
      `Price now: **${formatMoney(final)}**, ${formatPercent(final / original)} of the original list`,
      `Total off the original: **${formatMoney(original - final)}** (**${formatPercent((original - final) / original)}**)`,
    ],
    method: 'Each cut as a percent of the price before it; total off = (original − now) ÷ original',
  };
};

export const OFFER_OVER_LIST_READERS: readonly Reader[] = [offerOverList, listPriceCuts];

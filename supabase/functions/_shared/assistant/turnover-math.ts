// What a turnover or an eviction cost a landlord, and whether a raise pays for the risk of one
// (docs/assistant.md rule 91): "paint $1,850, new carpet 620 sq ft at $3.40/sq ft installed, cleaning
// $275, vacant a month and a half at $1,480/mo: the carpet, and the total with the lost rent"; "3
// months of unpaid rent at $1,250, court fees $385, attorney $1,200, $2,600 of make-ready: all-in";
// "renew at $1,520 or re-let at market $1,640, turnover $2,300 of make-ready plus one month of lost
// rent at $1,520: the turnover cost and the months at the higher rent to earn it back". Part of
// quick-math (READERS there); every number must be placed.
import { formatMoney, formatNumber } from './format.ts';
import {
  allPlaced,
  COUNT,
  countValue,
  findAmount,
  findAmounts,
  MONEY,
  MONTHS_SPAN,
  monthsValue,
  PER_MONTH,
  spanOf,
  storySpans,
  type Found,
} from './landlord-reading.ts';
import { normalizeText } from './parse-numbers.ts';
import type { QuickAnswer, Reader, Span } from './quick-math-reading.ts';

const TURNOVER =
  /\bturn(?:ed|ing)?[- ]?over\b|\bturnover\b|\bturn (?:a|the|that|this) unit\b|\bmake[- ]?ready\b|\bbetween tenants\b|\bmove[- ]?out\b|\bevict(?:ion|ed|ing)?\b/;
/** "carpet 620 sq ft at $3.40/sq ft", "620 sf of carpet at 3.40 a foot installed". */
const AREA_AT_RATE = new RegExp(
  `(?:([a-z][a-z ]{0,30}?)\\s+)?(\\d[\\d,]*(?:\\.\\d+)?)\\s*(?:sq\\.?\\s?ft|sqft|sf|square feet|square foot)\\.?(?:\\s+of\\s+([a-z]+(?: [a-z]+)?))?\\s+(?:at|@|for)\\s+\\$?(\\d+(?:\\.\\d+)?)\\s*(?:\\/\\s*|per\\s+|a\\s+)(?:sq\\.?\\s?ft|sqft|sf|square foot|foot|ft)\\b(?:\\s+installed)?`,
  'g',
);
/** "vacant a month and a half at $1,480/mo", "sat empty for 2 months at 1,480 rent". */
const VACANT_SPAN = new RegExp(
  `\\b(?:vacant|empty|sat|sitting|unrented|down|offline|lost rent(?: of| for)?)\\b(?:\\s+(?:vacant|empty|for|about|roughly|around))*\\s+${MONTHS_SPAN}(?:\\s+of\\s+(?:lost\\s+)?rent)?\\s+(?:at|@)\\s+(?:a\\s+|the\\s+)?${MONEY}${PER_MONTH}?(?:\\s+rent)?`,
  'g',
);
/** "3 months of unpaid rent at $1,250", "two months' back rent at 1,250", "one month of lost rent at $1,520". */
const MONTHS_OF_RENT = new RegExp(
  `\\b${COUNT}\\s+months?'?\\s+(?:of\\s+)?(?:unpaid|back|lost|missed|owed|past[- ]due)\\s+rent\\s+(?:at|@)\\s+${MONEY}${PER_MONTH}?`,
  'g',
);
/** "unpaid rent: 3 months at $1,250", "back rent of two months at 1,250". */
const RENT_FOR_MONTHS = new RegExp(
  `\\b(?:unpaid|back|lost|missed|owed|past[- ]due)\\s+rent\\s*(?::|of|for|was|=)?\\s*${COUNT}\\s+months?\\s+(?:at|@|of|x)\\s+${MONEY}${PER_MONTH}?`,
  'g',
);
/** Costs said to be left out: "don't count the vacancy after", "not counting the $900 deposit". */
const LEFT_OUT = /\b(?:don'?t|do not|not|without) (?:count|counting|include|including)\b|\bexclud(?:e|ing)\b/;

interface Part {
  label: string;
  amount: number;
  shown: string;
  span: Span;
}

/** A cost's name: the words right before it in its clause, or "of make-ready" after it. */
function costLabel(text: string, f: Found): string {
  const after = /^\s+(?:of|for|in)\s+([a-z][a-z -]{2,30}?)(?=[,.;]|\s+(?:and|to|plus)\b|$)/.exec(
    text.slice(f.end),
  );
  const before = text
    .slice(Math.max(0, f.start - 40), f.start)
    .split(/[,;.(]\s*|\band\b|\bplus\b/)
    .pop()!
    .replace(/\b(?:costs?|was|were|is|are|of|at|for|paid|spent|came to|ran|:)\s*$/g, '')
    .trim();
  return (before || after?.[1] || 'cost').replace(/^(?:costs?:?|a|an|the)\s+/, '');
}

/** The parts of a cost told item by item, and where each stands; null when any number is unplaced. */
function costParts(text: string): Part[] | null {
  const parts: Part[] = [];
  for (const f of findAmounts(text, AREA_AT_RATE, 2)) {
    const area = Number(f.match[2]!.replace(/,/g, ''));
    const rate = Number(f.match[4]);
    const label = (f.match[1]?.trim().split(/\s+/).slice(-2).join(' ') || f.match[3] || 'flooring').replace(
      /^new\s+/,
      '',
    );
    parts.push({
      label,
      amount: area * rate,
      shown: `${formatNumber(area)} sq ft × ${formatMoney(rate)} = ${formatMoney(area * rate)}`,
      span: f,
    });
  }
  for (const f of findAmounts(text, VACANT_SPAN, 2)) {
    const months = monthsValue(f.match[1]!);
    parts.push({
      label: 'Lost rent while vacant',
      amount: months * f.value,
      shown: `${formatNumber(months)} months × ${formatMoney(f.value)} = ${formatMoney(months * f.value)}`,
      span: f,
    });
  }
  for (const f of [...findAmounts(text, MONTHS_OF_RENT, 2), ...findAmounts(text, RENT_FOR_MONTHS, 2)]) {
    const months = countValue(f.match[1]!);
    const kind = /unpaid|back|owed|past|missed/.test(f.match[0]) ? 'Unpaid rent' : 'Lost rent';
    parts.push({
      label: kind,
      amount: months * f.value,
      shown: `${months} months × ${formatMoney(f.value)} = ${formatMoney(months * f.value)}`,
      span: f,
    });
  }
  const taken = (s: Span) => parts.some((p) => s.start < p.span.end && s.end > p.span.start);
  for (const f of findAmounts(text, new RegExp(MONEY, 'g'))) {
    if (taken(f) || storySpans(text).some((s) => f.start < s.end && f.end > s.start)) continue;
    // Only amounts: "$…" or a number with a cost's name before it; counts are read above.
    const before = text.slice(Math.max(0, f.start - 30), f.start);
    if (!f.match[0].includes('$') && !/[a-z]\s*:?\s*$/.test(before)) continue;
    // "6 weeks", "3 days", a rent "$1,480/mo" left over: no one-time cost, and not guessed at.
    const after = text.slice(f.end, f.end + 14);
    if (
      /^\s*(?:weeks?|wks?|days?|months?|mos?\b|years?|yrs?|hours?|sq|sf|square|units?|doors?|%|x\b|times)/.test(
        after,
      ) ||
      new RegExp(`^${PER_MONTH}`).test(after)
    )
      return null;
    if (f.value < 5) continue;
    const clause = text
      .slice(Math.max(0, f.start - 40), f.start)
      .split(/[.;]\s/)
      .pop()!;
    if (LEFT_OUT.test(clause)) return null;
    parts.push({ label: costLabel(text, f), amount: f.value, shown: formatMoney(f.value), span: f });
  }
  if (
    !allPlaced(
      text,
      parts.map((p) => p.span),
    )
  )
    return null;
  return parts;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const turnoverCost: Reader = ({ text }) => {
  if (!TURNOVER.test(text) || /\brenew|\bmarket\b/.test(text)) return null;
  if (!/\b(?:total|all[- ]in|cost|costs|spent|whole thing|altogether|add up|sum)\b/.test(text)) return null;
  const parts = costParts(text);
  if (!parts || parts.length < 2) return null;
  const total = parts.reduce((s, p) => s + p.amount, 0);
  const eviction = /\bevict/.test(text);
  const computed = parts.filter((p) => p.shown.includes('×'));
  return {
    title: eviction ? 'What the eviction cost' : 'What the turnover cost',
    inputs: parts.map((p) => `${capitalised(p.label)}: ${p.shown}`),
    results: [
      ...computed.map((p) => `${capitalised(p.label)}: **${formatMoney(p.amount)}**`),
      `Total ${eviction ? 'cost, all in' : 'turnover cost'}: **${formatMoney(total)}**`,
    ],
    method: 'Each cost added up; an area × its price a foot, and months × the rent for rent lost or unpaid',
  };
};

/** "renew at $1,520", "current rent $1,520", "stays at 1,520". */
const RENEWAL = new RegExp(
  `\\b(?:renew(?:s|al)?|stay(?:s|ing)?|current(?:ly)?(?: pays| paying)?|now pays|pays|in[- ]place)\\b(?:\\s+(?:rent|rate|is|are|at|of|for|on|paying))*\\s*${MONEY}`,
);
const MARKET = new RegExp(`\\bmarket(?:\\s+(?:rent|rate|is|are|at|of|would be|were|was|=|:))*\\s*${MONEY}`);
const MAKE_READY = new RegExp(
  `${MONEY}\\s+(?:(?:of|in|for)\\s+)?(?:make[- ]?ready|turnover costs?|turn costs?|repairs|prep)|\\b(?:make[- ]?ready|turn(?:over)? costs?)(?:\\s+(?:of|is|are|at|=|:|costs?|runs?))*\\s*${MONEY}`,
);

export const renewalPayback: Reader = ({ text }) => {
  if (!/\bmarket\b/.test(text) || !/\brenew|\bstay|\bleave|\bmove out|\bturnover\b/.test(text)) return null;
  if (
    !/\b(?:earn (?:it |that )?back|recoup|recover|pay(?:s)? (?:it |for it |itself )?back|payback|make (?:it|that) back|break even|how many months|how long)\b/.test(
      text,
    )
  )
    return null;
  const renewal = findAmount(text, RENEWAL);
  const market = findAmount(text, MARKET);
  const readyMatch = MAKE_READY.exec(text);
  const ready = readyMatch
    ? { start: readyMatch.index, end: readyMatch.index + readyMatch[0].length, match: readyMatch, value: 0 }
    : null;
  const readyValue = ready ? moneyOf(ready) : undefined;
  const lostRent = findAmounts(text, MONTHS_OF_RENT, 2)[0];
  const lostVacant = findAmounts(text, VACANT_SPAN, 2)[0];
  const lost = lostRent ?? lostVacant;
  if (!renewal || !market || !ready || readyValue === undefined || !lost) return null;
  if (/unpaid|back|owed|past/.test(lost.match[0])) return null;
  const months = lostRent ? countValue(lost.match[1]!) : monthsValue(lost.match[1]!);
  if (!(months > 0)) return null;
  // "how many months at the higher $1,640 rent": the market rent said again.
  const again = findAmounts(
    text,
    new RegExp(`\\b(?:higher|new|market|raised)\\s+${MONEY}(?:\\s+rent)?`, 'g'),
  );
  if (again.some((a) => a.value !== market.value)) return null;
  if (!allPlaced(text, [spanOf(renewal), spanOf(market), spanOf(ready), spanOf(lost), ...again.map(spanOf)]))
    return null;
  const gain = market.value - renewal.value;
  if (!(gain > 0)) return null;
  const turnover = readyValue + months * lost.value;
  const payback = turnover / gain;
  return {
    title: 'Turnover cost and the months a higher rent takes to earn it back',
    inputs: [
      `Rent if they renew: ${formatMoney(renewal.value)} a month`,
      `Market rent for a new tenant: ${formatMoney(market.value)} a month`,
      `Make-ready: ${formatMoney(readyValue)}`,
      `Lost rent: ${formatNumber(months)} ${months === 1 ? 'month' : 'months'} × ${formatMoney(lost.value)} = ${formatMoney(months * lost.value)}`,
    ],
    results: [
      `Turnover cost: ${formatMoney(readyValue)} + ${formatMoney(months * lost.value)} = **${formatMoney(turnover)}**`,
      `Extra rent at market: ${formatMoney(market.value)} − ${formatMoney(renewal.value)} = ${formatMoney(gain)} a month`,
      `Months to earn it back: ${formatMoney(turnover)} ÷ ${formatMoney(gain)} = **${formatNumber(payback)} months**`,
    ],
    method:
      'Turnover cost = make-ready + the months of lost rent × that rent; ÷ (market rent − renewal rent)',
  };
};

/** The amount of a make-ready match, wherever its digits sit (before or after the words). */
function moneyOf(f: Found): number | undefined {
  const digits = f.match[1] ?? f.match[3];
  const suffix = f.match[1] ? f.match[2] : f.match[4];
  if (!digits) return undefined;
  return Number(digits.replace(/,/g, '')) * (suffix === 'k' ? 1000 : 1);
}

export const TURNOVER_READERS: readonly Reader[] = [renewalPayback, turnoverCost];

/**
 * "What if market were $1,700 instead, same turnover cost?" after a renewal weighed against a
 * turnover: the market rent changed wherever the question said it ("market rent is $1,640 … at the
 * higher $1,640 rent"), the rest as before. Null unless the question before is such a renewal.
 */
export function renewalFollowUp(followUp: string, previousQuestion: string): QuickAnswer | null {
  const text = normalizeText(followUp);
  const before = normalizeText(previousQuestion);
  const market = findAmount(before, MARKET);
  const amounts = findAmounts(text, new RegExp(MONEY, 'g'));
  if (
    !market ||
    amounts.length !== 1 ||
    !/\bmarket\b/.test(text) ||
    !renewalPayback({ text: before, tokens: [] })
  )
    return null;
  const written = market.match[0].match(/\$?\s?\d[\d,]*(?:\.\d+)?(?:\s?k\b)?$/)?.[0] ?? '';
  const plain = written.replace(/[$\s]/g, '');
  const changed = before.split(plain).join(String(amounts[0]!.value));
  const answer = renewalPayback({ text: changed, tokens: [] });
  return answer
    ? {
        ...answer,
        inputs: [
          `Market rent changed: ${formatMoney(market.value)} → ${formatMoney(amounts[0]!.value)}`,
          ...answer.inputs,
        ],
      }
    : null;
}

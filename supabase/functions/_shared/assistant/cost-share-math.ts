// A shared cost split among units, doors, owners or acres (rule 86): "operating expenses were $312K on
// a 44-unit building, per unit per year and per month?" → 312,000 ÷ 44 = 7,090.91 a year, ÷ 12 =
// 590.91 a month. A cost, a budget, a bill or a shortfall is never a price, so the price per door is
// not this reader's (and declines a cost: rents-and-prices-math.ts). Each amount keeps its own period:
// a year's (a year, last year, annual, a budget), a month's, or a one-time amount recovered over a
// span ("$86k short, recover it over the next 12 months", "$250k more within 5 years"), which gives
// the extra per unit a month. Part of quick-math (READERS there); every amount must be placed.
import { formatMoney } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { writtenNumbers, type Reader, type Span } from './quick-math-reading.ts';

/** What the cost is split among, and the name each is shown by. */
const SHARE_NOUNS: readonly (readonly [RegExp, string])[] = [
  [/^(?:units?|condos?|apartments?|apts?)$/, 'unit'],
  [/^doors?$/, 'door'],
  [/^(?:owners?|unit owners?|members?|households?)$/, 'owner'],
  [/^(?:homes?|houses?|townhomes?|townhouses?|lots?|residences?)$/, 'home'],
  [/^(?:acres?|ac)$/, 'acre'],
];
const NOUN =
  '(?:unit owners?|units?|condos?|apartments?|apts?|doors?|owners?|members?|households?|homes?|houses?|townhomes?|townhouses?|lots?|residences?|acres?|ac)';
/** "44-unit", "86 doors", "2.6 acres", "forty-two units" (number words are digits by now). */
const COUNT = new RegExp(`(?<![\\d.,$])(\\d[\\d,]*(?:\\.\\d+)?)[\\s-]*(?:total\\s+)?(${NOUN})\\b`, 'g');
/** A share asked: "per unit", "a door", "each owner", "/unit", "split evenly". */
const ASKED = new RegExp(
  `\\b(?:per|a|an|each|every|/)\\s*(?:${NOUN})\\b|\\bsplit (?:it |that |this )?(?:evenly|equally)\\b|\\bsplit (?:among|between|across)\\b`,
);
/** Words of a cost: what an association, a landlord or an owner pays, never a price. */
export const COST =
  /\b(?:(?:operating |total )?expenses?|opex|budget(?:ed|s)?|cap ?ex|capital (?:project|improvement|repair)s?|insurance|premiums?|contracts?|bills?|shortfall|short|deficit|reserves?|costs?|fees?|repairs?|maintenance|landscaping|snow removal|utilit(?:y|ies)|water|sewer|trash|gas|electric(?:ity)?|payroll|management|assessments?|levy|taxes|spend(?:ing)?|spent|job|project|bids?|quoted?|invoices?|replacement)\b/;
/** A price, a value or income: the amount is not a cost, and another reader's. */
const NOT_A_COST =
  /\b(?:price[ds]?|bought|buy(?:ing)?|purchas\w*|sold|sell(?:ing)?|list(?:ed|ing)|asking|worth|valued?|apprais\w*|rents?|rental|income|revenue|noi|cap rate|offer(?:ed)?|loan|borrow\w*|mortgage|interest rate|apr|financ\w*|percentage interest|sq\.? ?ft|sqft|sf|square f(?:ee|oo)t|occupants?|people)\b|%/;
/** A year's amount by its words: "last year", "this year", "annual", "for the year". */
const YEAR_WORDS =
  /\b(?:last year|this year|next year|per year|a year|each year|every year|for the year|annual(?:ly)?|yearly|per annum|\/\s?yr)\b/;
const MONTH_WORDS =
  /\b(?:this month|last month|for the month|per month|a month|each month|monthly|\/\s?mo)\b/;
/** A span a one-time amount is recovered over: "over the next 12 months", "within 5 years". */
const SPREAD_BEFORE =
  /\b(?:over|within|in|across|spread(?: it| that)?(?: over)?|recover(?: it| that)?(?: over)?|during)\s+(?:the\s+)?(?:next\s+|coming\s+|following\s+)?$/;
/** Numbers that only tell the story: a count of buildings, a unit's name, a phase. */
const STORY_COUNT =
  /\b\d{1,3}\s+(?:buildings?|bldgs?|towers?|properties|phases?|floors?|stor(?:y|ies)|pools?|elevators?)\b|\b(?:unit|apt|suite|building|bldg|phase|#)\s*#?\s*\d+[a-z]?\b/g;

interface Cost {
  token: NumberToken;
  label: string;
  /** Months the amount is paid over: 12 for a year's cost, 1 for a month's, the span for a one-time. */
  months?: number;
  kind: 'year' | 'month' | 'spread' | 'once';
  /** A year's by what the cost is (a budget, operating expenses), not by words said. */
  assumed?: boolean;
}

function capitalised(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The cost's own words: the nearest cost word in its clause, before it or after it. */
function costLabel(text: string, t: NumberToken): string | null {
  const before =
    text
      .slice(Math.max(0, t.start - 70), t.start)
      .split(/[.;!?]\s/)
      .pop() ?? '';
  const after = text.slice(t.end, t.end + 45).split(/[.;!?]\s/)[0] ?? '';
  const words = [...before.matchAll(new RegExp(COST.source, 'g'))];
  const found = words.at(-1)?.[0] ?? COST.exec(after)?.[0];
  if (!found) return null;
  return /^short(?:fall)?$|^deficit$/.test(found) ? 'Shortfall' : capitalised(found);
}

export const costPerShare: Reader = ({ text, tokens }) => {
  if (!ASKED.test(text) || !COST.test(text) || NOT_A_COST.test(text)) return null;
  // "went from $38,400 to $55,900 … each unit's extra": a change shared out (changeSharedByPayers),
  // not two costs each split.
  const twoAmounts = tokens.filter((t) => t.kind === 'money').length === 2;
  if (twoAmounts && /\bfrom\s+\$?\d[\d,.]*\s*[km]?\s+(?:to|→)\s+\$?\d/.test(text)) return null;
  // The count split among: one count, however often it is said ("a 44-unit building … per unit").
  const counts = [...text.matchAll(COUNT)].map((m) => ({
    value: Number(m[1]!.replace(/,/g, '')),
    noun: SHARE_NOUNS.find(([re]) => re.test(m[2]!))?.[1] ?? 'unit',
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const values = new Set(counts.map((c) => c.value));
  if (counts.length === 0 || values.size !== 1) return null;
  const share = counts[0]!;
  if (!(share.value > 0) || (share.noun !== 'acre' && !(Number.isInteger(share.value) && share.value >= 2)))
    return null;
  const story = [...text.matchAll(STORY_COUNT)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const inside = (n: Span, spans: readonly Span[]) => spans.some((s) => n.start >= s.start && n.end <= s.end);
  const amounts = tokens.filter((t) => t.kind === 'money');
  const spans = tokens.filter((t) => t.kind === 'months' || t.kind === 'years');
  if (
    amounts.length === 0 ||
    amounts.length > 3 ||
    tokens.some((t) => t.kind === 'percent' || (t.kind === 'plain' && !inside(t, [...story, ...counts])))
  )
    return null;
  // Each span is the spread of the one-time amount nearest before it.
  const spread = new Map<NumberToken, NumberToken>();
  for (const span of spans) {
    if (!SPREAD_BEFORE.test(text.slice(Math.max(0, span.start - 40), span.start))) return null;
    const owner = amounts.filter((a) => a.end <= span.start && a.period === undefined).at(-1);
    if (!owner || spread.has(owner)) return null;
    spread.set(owner, span);
  }
  // "$350 a month per unit", "per door it averages $6,500": an amount already each one's is no whole to split.
  const alreadyEach = (t: NumberToken) =>
    new RegExp(
      `^\\s*(?:(?:a|per)\\s+(?:month|year)\\s+)?(?:per|a|an|each|every|/|for each)\\s*(?:${NOUN})\\b|^\\s*each\\b`,
    ).test(text.slice(t.end, t.end + 30)) ||
    new RegExp(
      `\\b(?:per|each|every|a)\\s+(?:${NOUN})\\s+(?:\\w+\\s+)?(?:is|are|was|were|averages?|averaged|runs?|ran|comes? to|costs?|of|at|=|:)?\\s*(?:about\\s+|around\\s+|roughly\\s+)?$`,
    ).test(text.slice(Math.max(0, t.start - 50), t.start));
  if (amounts.some(alreadyEach)) return null;
  const costs: Cost[] = [];
  for (const t of amounts) {
    const label = costLabel(text, t);
    if (!label) return null;
    const clause = `${(
      text
        .slice(Math.max(0, t.start - 60), t.start)
        .split(/[.;!?]\s/)
        .pop() ?? ''
    ).replace(
      /\b(?:per|a|each)\s+(?:unit|door|acre|owner|home)\s+per\s+(?:year|month)\b/g,
      '',
    )} ${text.slice(t.end, t.end + 25).split(/[.;!?,]\s/)[0]}`;
    const span = spread.get(t);
    if (span) {
      const months = Math.round(span.kind === 'years' ? span.value * 12 : span.value);
      if (!(months >= 1 && months <= 600)) return null;
      costs.push({ token: t, label, months, kind: 'spread' });
    } else if (t.period === 'yearly' || (t.period === undefined && YEAR_WORDS.test(clause))) {
      costs.push({ token: t, label, months: 12, kind: 'year' });
    } else if (t.period === 'monthly' || (t.period === undefined && MONTH_WORDS.test(clause))) {
      costs.push({ token: t, label, months: 1, kind: 'month' });
    } else if (
      /^(?:budget|opex|operating|expenses?|insurance|premiums?|taxes)/i.test(label) &&
      !/\bone[- ]time\b/.test(text)
    ) {
      // A budget, operating expenses, insurance and taxes are stated by the year unless said otherwise.
      costs.push({ token: t, label, months: 12, kind: 'year', assumed: true });
    } else costs.push({ token: t, label, kind: 'once' });
  }
  // Every number written is placed: the amounts, their spans, the count, or the story.
  const placed: Span[] = [...amounts, ...spans, ...counts, ...story];
  const dropped = (n: Span) => !tokens.some((t) => n.start >= t.start && n.end <= t.end);
  const unplaced = writtenNumbers(text).filter((n) => !inside(n, placed));
  // A number the tokenizer left out as story (an age, an address, a calendar year) is no amount; one
  // it read, or an area or a count of something else, is unplaced.
  if (
    unplaced.some((n) => !dropped(n) || /^\s*(?:sq|sf\b|square|%|people|occupants)/.test(text.slice(n.end)))
  )
    return null;
  const n = share.value;
  const noun = share.noun;
  const nouns = noun === 'acre' ? 'acres' : `${noun}s`;
  const perMonthAsked = /\b(?:per|a|each|every|\/)\s*mo(?:nth)?\b|\bmonthly\b/.test(text);
  const inputs = [
    ...costs.map((c) => {
      const what =
        c.kind === 'year'
          ? c.assumed
            ? ' a year (read as a year’s, as such costs are stated; say if it is not)'
            : ' a year'
          : c.kind === 'month'
            ? ' a month'
            : c.kind === 'spread'
              ? `, recovered over ${c.months} months`
              : ', one time';
      return `${c.label}: ${formatMoney(c.token.value)}${what}`;
    }),
    `Split evenly among: ${n.toLocaleString('en-US')} ${nouns}`,
  ];
  const results: string[] = [];
  for (const c of costs) {
    const each = c.token.value / n;
    const name = costs.length > 1 ? `${c.label}: ` : '';
    if (c.kind === 'year') {
      results.push(
        `${name}per ${noun} per year: **${formatMoney(each)}** (${formatMoney(c.token.value)} ÷ ${n})`,
      );
      results.push(`${name}per ${noun} per month: **${formatMoney(each / 12)}** (${formatMoney(each)} ÷ 12)`);
    } else if (c.kind === 'month') {
      results.push(
        `${name}per ${noun} per month: **${formatMoney(each)}** (${formatMoney(c.token.value)} ÷ ${n})`,
      );
      results.push(`${name}per ${noun} per year: **${formatMoney(each * 12)}** (${formatMoney(each)} × 12)`);
    } else if (c.kind === 'spread') {
      const months = c.months!;
      results.push(
        `${name}per ${noun} in all: **${formatMoney(each)}** (${formatMoney(c.token.value)} ÷ ${n})`,
      );
      results.push(
        `${name}extra per ${noun} per month: **${formatMoney(each / months)}** (${formatMoney(each)} ÷ ${months} months)`,
      );
      if (months % 12 === 0 && months > 12)
        results.push(`${name}extra per ${noun} per year: **${formatMoney(each * (12 / months))}**`);
    } else {
      results.push(`${name}per ${noun}: **${formatMoney(each)}** (${formatMoney(c.token.value)} ÷ ${n})`);
    }
  }
  // A one-time amount asked a month needs the months it is paid over: asked, never guessed.
  if (perMonthAsked && costs.some((c) => c.kind === 'once'))
    results.push(
      'Per month: tell me over how many months it is paid, or whether it is a year’s cost, and I’ll split it',
    );
  const capitalNoun = capitalised(noun);
  return {
    title: `A shared cost split per ${noun}`,
    inputs,
    results: results.map((r) => capitalised(r)),
    method: `Each cost ÷ ${n.toLocaleString('en-US')} ${nouns}; a year's cost per ${noun} ÷ 12 is its month, and an amount recovered over a span is its share ÷ the months. ${capitalNoun}s share equally; no interest is assumed`,
  };
};

export const COST_SHARE_READERS: readonly Reader[] = [costPerShare];

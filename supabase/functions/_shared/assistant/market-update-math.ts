// The counts and figures people who follow a housing market paste from its reports (docs/assistant.md
// rule 118): closed sales, listings, pendings and price cuts as counts, a count's change between two
// dates, one count as a share of another, a share of a count, a dollar volume over the sales, a price
// index or a rent from one value to another, a median backed out of its year-over-year change, and a
// median sold against a median list. Part of quick-math (READERS there); every reader places every
// number the question writes, or does not fire, so a count is never read as dollars.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import {
  amountValue,
  everyNumberPlaced,
  num,
  type Reader,
  type Span,
  storyYears,
} from './quick-math-reading.ts';

/** What a market report counts: "1,240 closed sales", "320 pending", "900 new listings". */
const COUNT_NOUN =
  /\b(?:sales?|sold|closings?|closed|listings?|listed|active|actives|pending|pendings|inventory|homes?|houses|properties|contracts?|transactions?|permits?|starts|units|price (?:cuts?|reductions?)|reductions?)\b/;

type Count = Span & { value: number; words: string };

/**
 * Every number written without a dollar sign, percent, scale or unit of time: a count. Calendar
 * years are left out ("in 2023"), as are the words' own figures ("2br", "30-year").
 */
function countsIn(text: string): Count[] {
  const years = storyYears(text);
  const out: Count[] = [];
  for (const m of text.matchAll(
    /(?<![\d.,$])(\d{1,3}(?:,\d{3})+|\d+)(?![\d.,]*\d)(?!\s*(?:%|percent|k\b|m\b|mm\b|million|thousand|br\b|bd\b|bed|-?year|-?yr|years?|months?|days?|weeks?|sf\b|sq))/g,
  )) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (/\$\s*$/.test(text.slice(Math.max(0, start - 2), start))) continue;
    if (
      /^(?:19|20)\d{2}$/.test(m[0]) &&
      /\b(?:in|of|for|vs\.?|versus|and|from|to|since)\s*$/.test(text.slice(0, start))
    )
      continue;
    if (years.some((y) => y.start === start)) continue;
    const after = text.slice(end, end + 40).split(/[.;,?!]|\band\b|\bvs\b|\bversus\b/)[0] ?? '';
    // Its own words only: back to the number before it ("1,105 now vs 1,240 last year").
    const previousEnd = out.at(-1)?.end ?? 0;
    const before =
      text
        .slice(Math.max(previousEnd, start - 40), start)
        .split(/[.;,?!:]|\band\b|\bvs\.?|\bversus\b/)
        .pop() ?? '';
    out.push({ value: num(m[0]), start, end, words: `${before} # ${after}` });
  }
  return out;
}

/** A calendar year told beside a count ("1,240 in 2023"): read, never an amount. */
const yearSpans = (text: string): Span[] =>
  [...text.matchAll(/\b(?:19|20)\d{2}\b/g)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + 4 }));

const sign = (x: number, up: string, down: string) => (x >= 0 ? up : down);

/**
 * "closed sales: 1,240 in 2023 vs 1,085 in 2024. how many fewer, and what percent fewer?", "1,050
 * active listings a year ago, 1,420 now … % change (and months of supply at 355 sales a month)":
 * two counts of one thing, the earlier the one its words date first; the change in the count and in
 * percent of the earlier, said as more or fewer.
 */
export const countChange: Reader = ({ text }) => {
  if (/\$|\bprice\b(?! (?:cuts?|reductions?))|\brent\b|\bmedian\b/.test(text)) return null;
  const asks =
    /\bhow many (?:fewer|more|less)\b|(?:\bpercent|%|\bpct)\s*(?:fewer|more|less|drop|decline|increase|rise|change|up|down)\b|\b(?:change|increase|decrease|drop|decline) in (?:inventory|listings|sales|closings|pendings?|the count)\b|(?:\bpercent|%) (?:of )?(?:change|increase|decrease)\b/.test(
      text,
    );
  if (!asks || !COUNT_NOUN.test(text)) return null;
  const counts = countsIn(text);
  const pace = counts.find(
    (c) =>
      /\b(?:monthly sales|sales (?:a|per|each) month|sales? pace|selling)\b/.test(c.words) ||
      /#\s*(?:sales?|closings?)\s*(?:a|per|each)\s*month/.test(c.words),
  );
  const pair = counts.filter((c) => c !== pace);
  if (pair.length !== 2) return null;
  const years = yearSpans(text);
  if (!everyNumberPlaced(text, [...counts, ...years])) return null;
  // Which is earlier: the one dated earlier, else the one said "a year ago", else the one written first.
  const yearOf = (c: Count) => {
    const y =
      /\b((?:19|20)\d{2})\b/.exec(c.words.split('#')[1] ?? '') ?? /\b((?:19|20)\d{2})\b/.exec(c.words);
    return y ? Number(y[1]) : undefined;
  };
  const [a, b] = pair as [Count, Count];
  const [ya, yb] = [yearOf(a), yearOf(b)];
  const nowWords = /\b(?:now|today|currently|this (?:year|month|quarter)|right now)\b/;
  const thenWords = /\b(?:ago|last (?:year|month|quarter)|was|were|back in|previous(?:ly)?|prior)\b/;
  // Which is earlier only when the words say so: each dated by its own year, or one said "now" and
  // the other "a year ago". Otherwise nothing is guessed (the percent-change readers ask or answer).
  let order: [Count, Count] | null = null;
  if (ya !== undefined && yb !== undefined && ya !== yb) order = ya < yb ? [a, b] : [b, a];
  else if (nowWords.test(a.words) && thenWords.test(b.words) && !nowWords.test(b.words)) order = [b, a];
  else if (nowWords.test(b.words) && thenWords.test(a.words) && !nowWords.test(a.words)) order = [a, b];
  if (!order) return null;
  const [from, to] = order;
  const asksSupply = /\bmonths? (?:of )?(?:supply|inventory)\b/.test(text);
  // Counts dated by their years, "how many fewer/more", or months of supply beside them: this
  // reader's; a plain percent change of two counts stays the percent-change reader's.
  if (
    !(ya !== undefined && yb !== undefined) &&
    !/\bhow many (?:fewer|more|less)\b/.test(text) &&
    !asksSupply
  )
    return null;
  if (from.value <= 0) return null;
  const diff = to.value - from.value;
  const pct = diff / from.value;
  if (pace && !asksSupply) return null;
  if (asksSupply && !pace) return null;
  const label = (c: Count, y?: number) => `${formatNumber(c.value, 0)}${y ? ` (${y})` : ''}`;
  const results = [
    `Change: **${formatNumber(Math.abs(diff), 0)} ${sign(diff, 'more', 'fewer')}** (${formatNumber(to.value, 0)} − ${formatNumber(from.value, 0)})`,
    `Percent change: **${formatPercent(Math.abs(pct))} ${sign(diff, 'more', 'fewer')}** (${sign(diff, 'up', 'down')} ${formatPercent(Math.abs(pct))} from the earlier count)`,
  ];
  const inputs = [
    `Earlier count: ${label(from, from === a ? ya : yb)}`,
    `Later count: ${label(to, to === a ? ya : yb)}`,
  ];
  if (pace) {
    inputs.push(`Sales a month: ${formatNumber(pace.value, 0)}`);
    results.push(
      `Months of supply: **${formatNumber(to.value / pace.value, 2)} months** (${formatNumber(to.value, 0)} ÷ ${formatNumber(pace.value, 0)} a month)`,
    );
  }
  return {
    title: 'Change in the count',
    inputs,
    results,
    method: `Change = later − earlier; percent = change ÷ earlier${pace ? '; months of supply = listings now ÷ sales a month' : ''}`,
  };
};

/** The label a count carries: its own words after it, else before it. */
const labelOf = (c: Count) => (c.words.split('#')[1] ?? '').trim() || (c.words.split('#')[0] ?? '').trim();

/**
 * "312 of our 1,180 active listings had a price cut. what %", "800 active and 320 pending. pending as
 * a percent of active?", "sales-to-new-listings ratio: 540 closed sales and 900 new listings": one
 * count as a percent of another, each named by its own words (the whole the one after "of" or "to").
 */
export const countShare: Reader = ({ text }) => {
  if (/\$|\brent\b/.test(text)) return null;
  if (!COUNT_NOUN.test(text)) return null;
  const counts = countsIn(text);
  if (counts.length !== 2) return null;
  if (!everyNumberPlaced(text, counts)) return null;
  const [a, b] = counts as [Count, Count];
  let part: Count | undefined;
  let whole: Count | undefined;
  // "312 of our 1,180 active listings …"
  const between = text.slice(a.end, b.start);
  if (/^\s*(?:of|out of)\s+(?:our|the|my|all|its|their)?\s*$/.test(between)) [part, whole] = [a, b];
  const asks =
    /\bwhat (?:%|(?:percent(?:age)?|share|portion|fraction)\b)|\bas an? (?:%|(?:percent(?:age)?|share)\b)|(?:%|\bpercent(?:age)?)\s*(?:is that|of)\b|\bratio\b/.exec(
      text,
    );
  if (!asks) return null;
  if (!part) {
    // "pending as a percent of active", "sales-to-new-listings ratio": the words name each side.
    const named =
      /\b([a-z][a-z -]{1,30}?)\s+(?:as an? (?:%|percent(?:age)?|share) of|(?:%|percent(?:age)?) of|to|-to-)\s*(?:the\s+)?([a-z][a-z -]{1,30}?)(?:\s+ratio\b|[?.,]|$)/.exec(
        text.replace(/-to-/g, ' to ').replace(/-/g, ' '),
      );
    if (!named) return null;
    const key = (w: string) =>
      w
        .trim()
        .split(/\s+/)
        .filter((x) => !/^(?:the|a|an|my|our|what|is|s|ratio)$/.test(x));
    const matches = (c: Count, words: string[]) =>
      words.length > 0 && words.every((w) => labelOf(c).replace(/-/g, ' ').includes(w.replace(/s$/, '')));
    const [p, w] = [key(named[1]!).slice(-2), key(named[2]!).slice(0, 2)];
    const pick = (words: string[]) => {
      const hits = counts.filter((c) => matches(c, words));
      if (hits.length === 1) return hits[0];
      const last = words.slice(-1);
      const lastHits = counts.filter((c) => matches(c, last));
      return lastHits.length === 1 ? lastHits[0] : undefined;
    };
    part = pick(p);
    whole = pick(w);
    if (!part || !whole || part === whole) return null;
  }
  if (!whole || whole.value <= 0) return null;
  return {
    title: 'One count as a share of another',
    inputs: [
      `Part: ${formatNumber(part.value, 0)} (${labelOf(part) || 'the part'})`,
      `Whole: ${formatNumber(whole.value, 0)} (${labelOf(whole) || 'the whole'})`,
    ],
    results: [
      `Share: **${formatPercent(part.value / whole.value)}** (${formatNumber(part.value, 0)} ÷ ${formatNumber(whole.value, 0)})`,
    ],
    method: 'Share = part ÷ whole × 100',
  };
};

/**
 * "820 closings last quarter and 45% sold above list. how many homes is that?": a percent of a count,
 * asked as how many.
 */
export const shareOfCount: Reader = ({ text }) => {
  if (
    !/\bhow many (?:homes|houses|sales|listings|closings|properties|units|of them|transactions)\b/.test(text)
  )
    return null;
  if (/\$/.test(text)) return null;
  const counts = countsIn(text);
  const pcts = [...text.matchAll(/(?<![\d.,])(\d+(?:\.\d+)?)\s?(?:%|percent\b)/g)].map((m) => ({
    value: Number(m[1]) / 100,
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  if (counts.length !== 1 || pcts.length !== 1 || !COUNT_NOUN.test(text)) return null;
  if (!everyNumberPlaced(text, [...counts, ...pcts])) return null;
  const [c, p] = [counts[0]!, pcts[0]!];
  return {
    title: 'A share of a count',
    inputs: [`Count: ${formatNumber(c.value, 0)} (${labelOf(c)})`, `Share: ${formatPercent(p.value)}`],
    results: [
      `How many: **${formatNumber(c.value * p.value, 1)}** (${formatNumber(c.value, 0)} × ${formatPercent(p.value)})`,
    ],
    method: 'How many = count × share',
  };
};

/**
 * "total dollar volume last year was $148.35M over 310 sales. average sale price?": a dollar total
 * divided over the count of sales.
 */
export const averageOfVolume: Reader = ({ text }) => {
  if (
    !/\baverage (?:sale |sales |sold |selling )?price\b|\baverage (?:per|a) (?:sale|home|closing)\b/.test(
      text,
    )
  )
    return null;
  if (!/\b(?:volume|total|in sales|sold)\b/.test(text)) return null;
  const amounts = [
    ...text.matchAll(/\$\s?(\d(?:[\d,]*\d)?(?:\.\d+)?)(?:\s?(k|mm|m|million|thousand)\b)?/g),
  ].map((m) => ({
    value: amountValue(m[1]!, m[2]),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const counts = countsIn(text).filter((c) =>
    /#\s*(?:closed\s+)?(?:sales|closings|homes|transactions|units|properties)\b/.test(c.words),
  );
  if (amounts.length !== 1 || counts.length !== 1) return null;
  if (!everyNumberPlaced(text, [...amounts, ...counts])) return null;
  const [v, c] = [amounts[0]!, counts[0]!];
  if (c.value <= 0) return null;
  return {
    title: 'Average sale price',
    inputs: [`Dollar volume: ${formatMoney(v.value)}`, `Sales: ${formatNumber(c.value, 0)}`],
    results: [
      `Average sale price: **${formatMoney(v.value / c.value)}** (${formatMoney(v.value)} ÷ ${formatNumber(c.value, 0)})`,
    ],
    method: 'Average = total dollar volume ÷ number of sales',
  };
};

/**
 * "700 active listings, 210 sold in the last 30 days. absorption rate as a %, and at that daily pace
 * how many days to sell through current inventory?": the sales over the days they took, as a share of
 * the listings (the absorption rate of that period), their daily pace, and the days the listings last
 * at it (no new listings). Only when days are asked; months of inventory alone is the market reader's.
 */
export const daysToSellThrough: Reader = ({ text }) => {
  if (!/\bhow many days\b|\bdays (?:to|until|of supply|of inventory)\b|\bin days\b/.test(text)) return null;
  if (/\$/.test(text)) return null;
  const active = [
    ...text.matchAll(
      /(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)\s+(?:active|current|homes? for sale|listings|active listings)\b/g,
    ),
  ];
  const sold = [
    ...text.matchAll(
      /(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)\s+(?:homes?\s+|listings?\s+|units?\s+)?(?:sold|closed|sales|closings)\s+(?:in|over|during)\s+(?:the\s+)?(?:last|past|previous|prior)\s+(\d{1,3})\s+days\b/g,
    ),
  ];
  if (active.length !== 1 || sold.length !== 1) return null;
  const a = active[0]!;
  const s = sold[0]!;
  const listings = num(a[1]!);
  const sales = num(s[1]!);
  const days = Number(s[2]);
  const spans = [a, s].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  if (!everyNumberPlaced(text, spans)) return null;
  if (!(listings > 0 && sales > 0 && days > 0)) return null;
  const perDay = sales / days;
  return {
    title: 'Absorption and days to sell through',
    inputs: [
      `Active listings: ${formatNumber(listings, 0)}`,
      `Sold: ${formatNumber(sales, 0)} in ${days} days`,
      /\bno new listings\b/.test(text) ? 'No new listings, as you said' : 'No new listings counted',
    ],
    results: [
      `Absorption rate: **${formatPercent(sales / listings)}** of the listings in ${days} days (${formatNumber(sales, 0)} ÷ ${formatNumber(listings, 0)})`,
      `Pace: **${formatNumber(perDay, 2)} a day** (${formatNumber(sales, 0)} ÷ ${days})`,
      `Days to sell through: **${formatNumber(listings / perDay, 1)} days** (${formatNumber(listings, 0)} ÷ ${formatNumber(perDay, 2)} a day)`,
    ],
    method:
      'Absorption = sales in the period ÷ active listings; daily pace = sales ÷ days; days = listings ÷ daily pace',
  };
};

export const MARKET_UPDATE_READERS: readonly Reader[] = [
  countChange,
  countShare,
  shareOfCount,
  averageOfVolume,
  daysToSellThrough,
];

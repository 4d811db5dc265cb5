// Plain arithmetic on typed quantities (issue 19): when no reader of a named calculation answers and the
// question would otherwise be asked back ("I couldn't tell which calculation"), its numbers are read
// as quantities with units (typed-quantities.ts) and the few operations everyday questions ask of
// them are tried: a total over a period, a price times how many, an amount per thing, a percent of an
// amount, a change in percent, a part of a whole. An operation fires only when it uses every number
// of the question, the units agree, and the question's own words ask for what it gives; otherwise
// nothing is computed and the question is asked back as before.
import { isChangeAmount } from './change-by.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import type { QuickAnswer } from './quick-math-reading.ts';
import { readQuantities, TIME_UNITS, type Quantity, type TimeUnit } from './typed-quantities.ts';

const isTime = (unit: string | undefined): unit is TimeUnit =>
  unit !== undefined && (TIME_UNITS as readonly string[]).includes(unit);

/** How many of each shorter time unit one longer one holds: a week is 7 nights, a year 12 months. */
const HOLDS: Readonly<Partial<Record<TimeUnit, Partial<Record<TimeUnit, number>>>>> = {
  year: { quarter: 4, month: 12, week: 52, day: 365, night: 365 },
  quarter: { month: 3 },
  week: { day: 7, night: 7 },
};

/** How many `to` one `from` holds, when that is fixed (a month holds no whole number of days). */
function unitsIn(from: string, to: string): number | null {
  if (from === to) return 1;
  if ((from === 'night' && to === 'day') || (from === 'day' && to === 'night')) return 1;
  if (!isTime(from) || !isTime(to)) return null;
  const down = HOLDS[from]?.[to];
  if (down) return down;
  const up = HOLDS[to]?.[from];
  return up ? 1 / up : null;
}

const plural = (unit: string, n = 2) =>
  n === 1 ? unit : unit === 'person' ? 'people' : /(?:s|sh|ch|x)$/.test(unit) ? `${unit}es` : `${unit}s`;
const perLabel = (per: string | undefined) => (per ? ` a ${per}` : '');
const shown = (q: Quantity) =>
  q.kind === 'money'
    ? `${formatMoney(q.value)}${perLabel(q.per)}${q.perTime ? ` a ${q.perTime}` : ''}`
    : q.kind === 'percent'
      ? formatPercent(q.value)
      : `${formatNumber(q.value)} ${plural(q.unit!, q.value)}`;

/**
 * What the question asks, from its first question word on ("…, how much is that a year in total?"):
 * the sentences with a question mark or a question word, else the last sentence.
 */
function askingPart(text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+/);
  const cue = /\b(?:what|what's|whats|how|calculate|compute|figure|work out|tell me|find)\b/;
  const asking = sentences.filter((s) => /\?/.test(s) || cue.test(s));
  const part = (asking.length ? asking : sentences.slice(-1)).join(' ');
  const from = part.search(cue);
  return from > 0 ? part.slice(from) : part;
}

const UNIT_WORD =
  'nights?|days?|weeks?|months?|quarters?|years?|acres?|units?|doors?|apartments?|tenants?|residents?|households?|owners?|members?|famil(?:y|ies)|persons?|people|guests?|pets?|cabins?|cottages?|rooms?|bedrooms?|lots?|homes?|houses?|sites?|spaces?|stalls?|spots?|turnovers?|cleanings?|stays?|bookings?|reservations?|rentals?|trips?|visits?|sq ?ft|square f(?:oo|ee)t|sf|foot|tons?|loads?|hours?|miles?|payments?|employees?|students?|cars?';

/** What the asking part wants each result per: "per week, and per night", "a year", "each tenant". */
function askedPers(asking: string): string[] {
  const pers: string[] = [];
  const re = new RegExp(
    `\\b(?:per|a|an|each|every|/)\\s?(${UNIT_WORD})\\b|\\b(nightly|daily|weekly|monthly|quarterly|yearly|annually|annual)\\b|\\bfor the (year|quarter|month|week)\\b|\\bin a (year|month|week)\\b`,
    'g',
  );
  const adjective: Record<string, string> = {
    nightly: 'night',
    daily: 'day',
    weekly: 'week',
    monthly: 'month',
    quarterly: 'quarter',
    yearly: 'year',
    annually: 'year',
    annual: 'year',
  };
  for (const m of asking.matchAll(re)) {
    const word = m[1] ?? adjective[m[2] ?? ''] ?? m[3] ?? m[4]!;
    const unit = singularUnit(word);
    if (!pers.includes(unit)) pers.push(unit);
  }
  return pers;
}

function singularUnit(word: string): string {
  if (/^(?:sq ?ft|square f(?:oo|ee)t|sf)$/.test(word)) return 'sq ft';
  if (word === 'people' || word === 'persons') return 'person';
  if (word === 'families') return 'family';
  return word.replace(/(?<=(?:ss|sh|ch|x))es$/, '').replace(/(?<!s)s$/, '');
}

const ASKS_PERCENT =
  /\bwhat (?:percent(?:age)?|%|share|portion|fraction|part)\b|\bpercent(?:age)?\b|%|\bby how much\b/;
const ASKS_CHANGE =
  /\b(?:gain(?:ed)?|increase[sd]?|change[sd]?|rise|rose|risen|grow|grew|grown|growth|appreciat\w*|went up|gone up|go up|up by|drop(?:ped)?|decline[sd]?|fell|fall(?:en)?|lost|down by|went down|jump(?:ed)?)\b/;
const ASKS_TOTAL =
  /\b(?:total|totals|combined|altogether|all together|in all|sum|add up|adds up|all in|overall|come to|comes to)\b/;
const ASKS_REMAINDER =
  /\b(?:left|leftover|remain\w*|net|keep|payout|pay out|take home|end up with|after (?:the |their |its |his |her |my |our )?(?:fee|fees|cut|commission|tax|taxes|charges?|split))\b/;
const ASKS_PART =
  /\bhow much (?:do|did|does|will|would|should|can|must) (?:i|we|they|he|she|it|[a-z]+) (?:pay|owe|remit|take|charge|collect|send|lose|give)\b|\bhow much (?:is|are|was|were|would be|will be) (?:the |their |its |my |our |that )?(?:fee|fees|tax|taxes|commission|cut|charge|charges|deduction)\b|\bwhat(?: is| are| was| were| would be| will be|'s) (?:the |their |its |my |our )?(?:fee|fees|tax|taxes|commission|cut|charge|charges|amount)\b|\bhow much (?:did|does|do|will|would) [a-z]+ take\b|\bhow much (?:in )?(?:tax|taxes|fees?|commission)\b/;
/** A percent that is a rate of interest, growth or return: compounding, not a share of an amount. */
const RATE_PERCENT =
  /\b(?:interest|apr|rate of return|cap(?: rate)?|apprec\w*|grow\w*|inflation|return|yield|raise|increase|escalat\w*|ltv|dti|down(?: payment)?|fixed|arm|mortgage|loan)\b/;
/** The words of money that comes in, beside money that goes out: no single total adds them. */
const INCOME_AND_COSTS =
  /\b(?:rent(?:s|al income)?|income|revenue|earn\w*|brings? in|gross\w*|profit|cash ?flow|net|sav(?:e|es|ing|ings)|difference|more|less|vs\.?|versus|compare\w*|instead|left|afford|budget)\b/;

/** A quantity with the words before it in its clause: "lodging tax rate is 12.75%". */
/**
 * The words of a quantity's own clause before it, back to the quantity before it (at most 40
 * characters), ending at any of `breaks`.
 */
function labelOf(text: string, qs: readonly Quantity[], q: Quantity, breaks = /[.;!?:]/): string {
  const previous = qs.filter((o) => o.end <= q.start).at(-1)?.end ?? 0;
  return (
    text
      .slice(Math.max(previous, q.start - 40), q.start)
      .split(breaks)
      .pop() ?? ''
  );
}

function said(text: string, quantities: readonly Quantity[], q: Quantity): string {
  // Shown as read, so a comma or a bracket ends the words too.
  const lead = labelOf(text, quantities, q, /[.;!?,(:]/)
    .trim()
    .split(/\s+/)
    .filter((w) => !/^(?:and|or|plus|at|of|with|is|are|was|were|a|an|the|about|around|for|on|in)$/.test(w))
    .slice(-3)
    .join(' ');
  // A percent's own noun after it: "15% vacancy", "12% of the first year's rent".
  const noun =
    q.kind === 'percent'
      ? (/^\s(?:vacancy|occupancy|occupied|vacant|booked|of (?:the |a |my |our )?[a-z']+(?: [a-z']+)?)/.exec(
          text.slice(q.end),
        )?.[0] ?? '')
      : '';
  return `${lead ? `${lead} ` : ''}${q.raw}${noun}`;
}

const answer = (
  text: string,
  title: string,
  quantities: readonly Quantity[],
  results: string[],
  method: string,
): QuickAnswer => ({
  title,
  inputs: quantities.map((q) => `${said(text, quantities, q)}: **${shown(q)}**`),
  results,
  method,
});

/** Words that mark the earlier of two values and the later one. */
const OLD_WORDS =
  /\b(?:was|were|paid|bought|purchased?|listed|list(?:ing)? price|asking|originally|used to|last year|before|from|old)\b/;
const NEW_WORDS =
  /\b(?:now|is|are|sold|closed|appraised|appraisal|worth|today|current(?:ly)?|this year|after|to|new|went to|jumped to|rose to|fell to)\b/;
/** A named ratio or metric: its own reader or calculator answers it, never a bare share. */
const NAMED_METRIC =
  /\b(?:break[- ]?even|cap(?: rate)?|dscr|ltv|loan[- ]to[- ]value|dti|debt[- ]to[- ]income|yield|return|roi|coc|cash[- ]on[- ]cash|grm|occupancy|vacancy|expense ratio|ratio|margin|appreciation rate|cagr|annual(?:ized|ly)?|a year|per year)\b/;

/** "bought for $275k, it just appraised at $410k: the percentage gain?", "went from 1850 to 2590". */
function percentChange(qs: readonly Quantity[], asking: string, text: string): QuickAnswer | null {
  if (qs.length !== 2 || !ASKS_CHANGE.test(asking) || !ASKS_PERCENT.test(asking) || /\bthan\b/.test(asking))
    return null;
  if (NAMED_METRIC.test(asking)) return null;
  const [first, second] = qs as [Quantity, Quantity];
  // "came down $15,000 to $385,000": an amount said as the size of a move is no level (change-by.ts).
  if (isChangeAmount(text, first) || isChangeAmount(text, second)) return null;
  if (
    first.kind === 'percent' ||
    first.kind !== second.kind ||
    first.per !== second.per ||
    first.unit !== second.unit
  )
    return null;
  // The earlier value is the one its words mark so ("listed at 500k, sold at 480k", "now 2,590, was
  // 1,850"); with no such words, the one written first.
  const [a, b] = [labelOf(text, qs, first), labelOf(text, qs, second)];
  const firstIsOld = OLD_WORDS.test(a) && !OLD_WORDS.test(b);
  const secondIsOld = OLD_WORDS.test(b) && !OLD_WORDS.test(a) && NEW_WORDS.test(a);
  if (firstIsOld && secondIsOld) return null;
  const [from, to] = secondIsOld ? [second, first] : [first, second];
  if (from.value <= 0) return null;
  const change = to.value - from.value;
  const amount = (v: number) => (from.kind === 'money' ? formatMoney(v) : formatNumber(v));
  const sign = change < 0 ? '−' : '';
  return answer(
    text,
    'Change in percent',
    qs,
    [
      `Change: ${amount(to.value)} − ${amount(from.value)} = **${sign}${amount(Math.abs(change))}**`,
      `Percent change: ${sign}${amount(Math.abs(change))} ÷ ${amount(from.value)} = **${sign}${formatPercent(Math.abs(change) / from.value)}**`,
    ],
    `Percent change = (new − old) ÷ old, with ${amount(from.value)} as the old value`,
  );
}

/**
 * "By what percent is Lakewood ($1.11M) pricier than Maple Grove ($765K)?": the amount after "than"
 * is the base; the difference is a percent of it.
 */
function percentThan(qs: readonly Quantity[], asking: string, text: string): QuickAnswer | null {
  if (qs.length !== 2 || !/\bthan\b/.test(asking) || !ASKS_PERCENT.test(asking)) return null;
  const [a, b] = qs as [Quantity, Quantity];
  if (a.kind === 'percent' || a.kind !== b.kind || a.per !== b.per || a.unit !== b.unit) return null;
  const than = text.lastIndexOf(' than ');
  if (!(a.start < than && b.start > than)) return null;
  const [other, base] = [a, b];
  if (base.value <= 0) return null;
  const lower = /\b(?:cheaper|less|lower|smaller|fewer|under|below|down)\b/.test(asking);
  const gap = lower ? base.value - other.value : other.value - base.value;
  const amount = (v: number) => (a.kind === 'money' ? formatMoney(v) : formatNumber(v));
  const sign = gap < 0 ? '−' : '';
  return answer(
    text,
    'Percent difference',
    qs,
    [
      `Difference: ${lower ? `${amount(base.value)} − ${amount(other.value)}` : `${amount(other.value)} − ${amount(base.value)}`} = ${sign}${amount(Math.abs(gap))}`,
      `As a percent of ${amount(base.value)}: **${sign}${formatPercent(Math.abs(gap) / base.value)}**`,
    ],
    'The difference ÷ the amount it is compared with (the one after "than")',
  );
}

/**
 * "Of the $67,500 we grossed, $48,600 came in summer: what percent?", "what percent of asking did it
 * go for: asking 800k, sold 864k". The whole is the one the question names ("percent of asking") or
 * introduces as the whole ("of the $67,500", "out of $X", "total of $X"); never guessed by size.
 */
function partOfWhole(qs: readonly Quantity[], asking: string, text: string): QuickAnswer | null {
  if (qs.length !== 2 || /\bthan\b/.test(asking)) return null;
  const ratio = namedRatio(qs, asking, text);
  if (ratio) return ratio;
  if (!ASKS_PERCENT.test(asking) || ASKS_CHANGE.test(asking)) return null;
  if (NAMED_METRIC.test(asking)) return null;
  if (/\b(?:more|less|higher|lower|bigger|smaller|over|under)\b/.test(asking)) return null;
  const [a, b] = qs as [Quantity, Quantity];
  if (a.kind === 'percent' || a.kind !== b.kind || a.per !== b.per || a.unit !== b.unit) return null;
  const named =
    /\b(?:percent(?:age)?|%|share|portion|fraction|part)\s+of\s+(?:the |my |our |their |its |his |her |total )?([a-z]{3,})/.exec(
      asking,
    )?.[1];
  const labelNames = (q: Quantity) => named !== undefined && labelOf(text, qs, q).includes(named.slice(0, 5));
  const introduced = (q: Quantity) =>
    /\b(?:of the|out of(?: the)?|of our|of my|total(?: of)?|in all|altogether)\s*(?:about |around )?$/.test(
      text.slice(Math.max(0, q.start - 16), q.start),
    );
  const wholes = qs.filter((q) => labelNames(q));
  // Named but not found among the amounts' words ("percent of my income" beside two costs), or
  // neither named nor introduced: which is the whole is never guessed by size ("what percent highr
  // is Brookline", typed with a slip, compares two values; it asks no share).
  const whole =
    wholes.length === 1
      ? wholes[0]!
      : wholes.length === 0 && qs.filter(introduced).length === 1
        ? qs.find(introduced)
        : undefined;
  if (!whole) return null;
  const part = whole === a ? b : a;
  if (part.value <= 0 || whole.value <= 0) return null;
  const amount = (v: number) => (a.kind === 'money' ? formatMoney(v) : formatNumber(v));
  return answer(
    text,
    'Part of the whole',
    qs,
    [
      `Share: ${amount(part.value)} ÷ ${amount(whole.value)} = **${formatPercent(part.value / whole.value)}**`,
    ],
    'Share = the part ÷ the whole it is part of',
  );
}

/** The words each side of an "A-to-B ratio" may be said with beside its amount. */
const RATIO_SIDES: Readonly<Record<string, RegExp>> = {
  sale: /\b(?:sale|sales|sold|closed|went for|got)\b/,
  list: /\b(?:list|listed|listing|asking|ask)\b/,
  rent: /\b(?:rent|rents|rented)\b/,
  price: /\b(?:price|priced|paid|bought|purchase|cost|costs)\b/,
  loan: /\b(?:loan|owe|owed|balance|mortgage)\b/,
  value: /\b(?:value|worth|appraised|appraisal)\b/,
};

/**
 * "sale to list ratio %?", "rent-to-price ratio": A ÷ B, each side the amount its own words name
 * ("listed 329,900 sold 322,000"); asked when either side is not named.
 */
function namedRatio(qs: readonly Quantity[], asking: string, text: string): QuickAnswer | null {
  const m =
    /\b(sale|sales|list|rent|price|loan|value)(?: price)?[- ]to[- ](sale|list|rent|price|loan|value)(?: price)?(?:[- ]ratio)?\b/.exec(
      asking,
    );
  if (!m || !/\bratio\b|%|\bpercent/.test(asking)) return null;
  const [top, bottom] = [RATIO_SIDES[m[1]!.replace(/s$/, '')], RATIO_SIDES[m[2]!]];
  if (!top || !bottom || qs.some((q) => q.kind === 'percent') || qs[0]!.per !== qs[1]!.per) return null;
  const named = (side: RegExp) => qs.filter((q) => side.test(labelOf(text, qs, q)));
  const [tops, bottoms] = [named(top), named(bottom)];
  if (tops.length !== 1 || bottoms.length !== 1 || tops[0] === bottoms[0]) return null;
  const [a, b] = [tops[0]!, bottoms[0]!];
  if (b.value <= 0) return null;
  return answer(
    text,
    `${m[1]![0]!.toUpperCase()}${m[1]!.slice(1)}-to-${m[2]} ratio`,
    qs,
    [`Ratio: ${formatMoney(a.value)} ÷ ${formatMoney(b.value)} = **${formatPercent(a.value / b.value)}**`],
    `The ${m[1]} ÷ the ${m[2]}`,
  );
}

/** "VRBO takes 5% plus 3% of $42,000 in bookings", "lodging tax 12.75% on $21,480: what do I remit?" */
/** The money a question asks for, by name: "what is the tax on it" → "Tax". */
const MONEY_NOUNS =
  /^(?:(?:transfer |recording |capital gains |recapture )?tax|fee|commission|deposit|bonus|credit|premium|penalty|discount|assessment|tip|referral fee|down payment|earnest money)$/;

function askedMoneyNoun(asking: string): string | null {
  const m =
    /\b(?:what(?:'s| is| would be| will be| are)?|how much (?:is|are|would|will)?(?: be)?) (?:the |my |our |his |her |their )?([a-z]+(?: [a-z]+)?)\b/.exec(
      asking,
    );
  const noun = [m?.[1], m?.[1]?.split(' ')[0]].find((n) => n && MONEY_NOUNS.test(n));
  return noun ? noun[0]!.toUpperCase() + noun.slice(1) : null;
}

function percentOfAmount(qs: readonly Quantity[], asking: string, text: string): QuickAnswer | null {
  const base = qs.filter((q) => q.kind === 'money');
  const named = qs.filter((q) => q.kind === 'percent');
  if (base.length !== 1 || named.length === 0 || base.length + named.length !== qs.length) return null;
  // "taxed at up to 25% … what is the tax at the 25% rate?": a percent the question names again when it
  // asks is the same rate, not a second one to add.
  const percents = named.filter(
    (p, i) => !(asking.includes(p.raw) && named.slice(0, i).some((o) => o.value === p.value)),
  );
  for (const p of percents) {
    const around = text.slice(Math.max(0, p.start - 30), p.end + 25);
    if (RATE_PERCENT.test(around)) return null;
  }
  const stated = base[0]!;
  // "15% of a year's rent" on "$3,950/month": the amount over the period the percent is of.
  const ofPeriod = percents
    .map(
      (p) =>
        /^\s*of (?:a|one|the first|the|each|every) (year|month|week|quarter)'?s?\b/.exec(
          text.slice(p.end),
        )?.[1],
    )
    .find(Boolean) as TimeUnit | undefined;
  const times = ofPeriod && isTime(stated.per) ? unitsIn(ofPeriod, stated.per) : null;
  if (ofPeriod && times === null) return null;
  const amount: Quantity =
    ofPeriod && times !== null ? { ...stated, value: stated.value * times, per: ofPeriod } : stated;
  const share = percents.reduce((sum, p) => sum + p.value, 0);
  if (share <= 0 || share >= 1) return null;
  const part = amount.value * share;
  const wantsPart = ASKS_PART.test(asking);
  const wantsRest = ASKS_REMAINDER.test(asking);
  const added =
    !wantsPart && ASKS_TOTAL.test(asking) && /\b(?:tax|taxes|surcharge|markup|on top|added)\b/.test(text);
  if (!wantsPart && !wantsRest && !added) return null;
  const shareShown =
    percents.length > 1
      ? `(${percents.map((p) => formatPercent(p.value)).join(' + ')} = ${formatPercent(share)})`
      : formatPercent(share);
  // A fee on a year's rent is paid once, not each year.
  const per = ofPeriod ? '' : perLabel(amount.per);
  const results = [
    ...(percents.length > 1
      ? percents.map(
          (p) =>
            `${formatPercent(p.value)} of ${formatMoney(amount.value)}: ${formatMoney(amount.value * p.value)}`,
        )
      : []),
    ...(wantsPart || added
      ? [
          `${askedMoneyNoun(asking) ?? 'Amount'}: ${formatMoney(amount.value)} × ${shareShown} = **${formatMoney(part)}**${per}`,
        ]
      : []),
    ...(wantsRest
      ? [
          `Left: ${formatMoney(amount.value)} − ${formatMoney(part)} = **${formatMoney(amount.value - part)}**${per}`,
        ]
      : []),
    ...(added && !wantsRest
      ? [
          `With it added: ${formatMoney(amount.value)} + ${formatMoney(part)} = **${formatMoney(amount.value + part)}**${per}`,
        ]
      : []),
  ];
  return answer(
    text,
    'Percent of an amount',
    qs,
    results,
    percents.length > 1
      ? 'The percents are added, then taken of the amount'
      : 'The percent taken of the amount',
  );
}

/** "Annual HOA $5,940, insurance $2,820 a year, tax $4,380 a year: all that per month combined?" */
function totalOverPeriod(qs: readonly Quantity[], asking: string, text: string): QuickAnswer | null {
  if (qs.length === 0 || !qs.every((q) => q.kind === 'money' && isTime(q.per) && !q.perTime)) return null;
  if (INCOME_AND_COSTS.test(text)) return null;
  const asked = askedPers(asking).filter(isTime);
  const target = asked.length === 1 ? asked[0]! : asked.length === 0 ? qs[0]!.per! : null;
  if (!target || target === 'night') return null;
  const explicitTotal =
    ASKS_TOTAL.test(asking) ||
    /\bwhat(?:'s| is| does)? (?:that|all that|it all|this|all this|it) (?:come to |work out to |add up to )?(?:per|a|an|each|in a)\b/.test(
      asking,
    ) ||
    /\bhow much (?:is|does) (?:that|it|all that|this) (?:come to |add up to )?(?:per|a|an|each|in a)\b/.test(
      asking,
    );
  if (!explicitTotal) return null;
  if (qs.length === 1 && qs[0]!.per === target) return null;
  const lines: string[] = [];
  let total = 0;
  for (const q of qs) {
    // How many of the amount's periods the target period holds: a month holds 1/12 of a year.
    const factor = unitsIn(target, q.per!);
    if (factor === null) return null;
    const value = q.value * factor;
    total += value;
    if (q.per !== target)
      lines.push(
        `${formatMoney(q.value)} a ${q.per} ${factor < 1 ? `÷ ${formatNumber(1 / factor)}` : `× ${formatNumber(factor)}`} = ${formatMoney(value)} a ${target}`,
      );
  }
  return answer(
    text,
    `Total per ${target}`,
    qs,
    [
      ...lines,
      `Total: ${qs.length > 1 ? `${qs.map((q) => formatMoney(q.value * unitsIn(target, q.per!)!)).join(' + ')} = ` : ''}**${formatMoney(total)}** a ${target}`,
    ],
    `Each amount is put in the same period (a year is 12 months, 52 weeks, 4 quarters) and added`,
  );
}

/** "$9,600 a year and we get 5 weeks: per week, and per night if each week is 7 nights?" */
function amountPerThing(qs: readonly Quantity[], asking: string, text: string): QuickAnswer | null {
  const money = qs.filter((q) => q.kind === 'money');
  const counts = qs.filter((q) => q.kind === 'count');
  if (money.length !== 1 || counts.length === 0 || money.length + counts.length !== qs.length) return null;
  const amount = money[0]!;
  if (amount.perTime || (amount.per && !isTime(amount.per))) return null;
  const [count, ...conversions] = counts as [Quantity, ...Quantity[]];
  const asked = askedPers(asking).filter((u) => u !== amount.per);
  if (asked[0] !== count.unit || count.per) return null;
  // "each week is 7 nights": a stated size of one counted thing in another unit.
  const sizes = new Map<string, number>();
  for (const c of conversions) {
    if (c.per === count.unit || /\beach|per|a\b/.test(asking)) sizes.set(c.unit!, c.value);
    else return null;
  }
  if (sizes.size !== conversions.length) return null;
  const each = amount.value / count.value;
  const results = [
    `Per ${count.unit}: ${formatMoney(amount.value)} ÷ ${formatNumber(count.value)} = **${formatMoney(each)}**`,
  ];
  for (const unit of asked.slice(1)) {
    const size = sizes.get(unit) ?? unitsIn(count.unit!, unit);
    if (!size) return null;
    results.push(
      `Per ${unit}: ${formatMoney(each)} ÷ ${formatNumber(size)} ${plural(unit, size)} a ${count.unit} = **${formatMoney(each / size)}**`,
    );
  }
  if (conversions.some((c) => !asked.includes(c.unit!))) return null;
  return answer(
    text,
    'Amount per thing',
    qs,
    results,
    `The amount ÷ how many${amount.per ? ` (both for the same ${amount.per})` : ''}`,
  );
}

/** Nouns of those who each pay a charge: "$35/mo pet fee, 22 tenants have pets". */
const PAYERS = new Set([
  'tenant',
  'resident',
  'household',
  'owner',
  'member',
  'family',
  'person',
  'guest',
  'pet',
  'dog',
  'cat',
  'unit',
  'door',
  'apartment',
  'cabin',
  'cottage',
  'room',
  'home',
  'house',
  'lot',
  'site',
  'space',
  'stall',
  'spot',
  'employee',
  'student',
  'car',
  'vehicle',
]);
const ASKS_AMOUNT =
  /\bhow much\b|\btotal\b|\bwhat(?: is|'s| are| would| will| do| does| did) (?:the |my |our |that |it )?(?:total|income|revenue|cost|costs|price|bill|gross|come to|be)\b|^(?:(?:and |so )?(?:the |its |our |my )?(?:annual|yearly|monthly|total|gross) )?(?:revenue|income|gross|cost|total)\s*\?*$|\bgiving up\b|\bforgo\w*\b|\b(?:bring|brings) in\b/;

/** "3 weeks at $425 a night, 90% booked", "22 tenants with a $35/mo pet fee: a year?" */
function priceTimesCount(qs: readonly Quantity[], asking: string, text: string): QuickAnswer | null {
  const money = qs.filter((q) => q.kind === 'money');
  const counts = qs.filter((q) => q.kind === 'count');
  const percents = qs.filter((q) => q.kind === 'percent');
  if (money.length !== 1 || counts.length !== 1 || percents.length > 1) return null;
  if (!ASKS_AMOUNT.test(asking) || /\bper\b|\beach\b|\baverage\b/.test(asking)) return null;
  const price = money[0]!;
  const count = counts[0]!;
  if (!price.per || count.per) return null;
  const steps: string[] = [];
  let total: number;
  let periodOfTotal: TimeUnit | undefined;
  const factor = unitsIn(count.unit!, price.per);
  if (factor !== null) {
    // A price per night for a count of weeks: the weeks in nights first.
    const howMany = count.value * factor;
    if (factor !== 1)
      steps.push(
        `${shown(count)} × ${formatNumber(factor)} = ${formatNumber(howMany)} ${plural(price.per, howMany)}`,
      );
    total = price.value * howMany;
    steps.push(`${formatMoney(price.value)} × ${formatNumber(howMany)} = ${formatMoney(total)}`);
    periodOfTotal = price.perTime;
  } else if (isTime(price.per) && PAYERS.has(count.unit!)) {
    total = price.value * count.value;
    periodOfTotal = price.per;
    steps.push(`${formatMoney(price.value)} × ${shown(count)} = ${formatMoney(total)} a ${price.per}`);
  } else if (price.perTime && price.per === count.unit) {
    total = price.value * count.value;
    periodOfTotal = price.perTime;
    steps.push(`${formatMoney(price.value)} × ${shown(count)} = ${formatMoney(total)} a ${price.perTime}`);
  } else return null;
  if (percents.length === 1) {
    const share = percents[0]!;
    const around = text.slice(Math.max(0, share.start - 30), share.end + 30);
    // "85% occupied" reaches here as "15% vacancy" (normalizeText): the share let is what is left.
    const vacant = /\b(?:vacan\w*|empty|unlet|unrented)\b/.test(around);
    const booked =
      /\b(?:book\w*|occup\w*|rented|leased|filled|full|of (?:them|those|these|the nights|the weeks))\b/;
    if (!vacant && !booked.test(around)) return null;
    if (share.value <= 0 || share.value > 1) return null;
    const let_ = vacant ? 1 - share.value : share.value;
    const shown_ = vacant
      ? `${formatPercent(let_)} (100% − ${formatPercent(share.value)} vacant)`
      : formatPercent(let_);
    steps.push(`${formatMoney(total)} × ${shown_} = ${formatMoney(total * let_)}`);
    total *= let_;
  }
  const asked = askedPers(asking).filter(isTime);
  if (asked.length > 1) return null;
  if (asked.length === 1 && periodOfTotal && asked[0] !== periodOfTotal) {
    const times = unitsIn(asked[0]!, periodOfTotal);
    if (times === null) return null;
    steps.push(
      `${formatMoney(total)} a ${periodOfTotal} ${times < 1 ? `÷ ${formatNumber(1 / times)}` : `× ${formatNumber(times)}`} = ${formatMoney(total * times)} a ${asked[0]}`,
    );
    total *= times;
    periodOfTotal = asked[0];
  } else if (asked.length === 1 && !periodOfTotal) return null;
  return answer(
    text,
    'Total',
    qs,
    [
      ...steps.slice(0, -1),
      `Total: ${steps.at(-1)!.replace(/= ([^=]+)$/, '= **$1**')}`.replace(
        /\*\*([^*]+?) a (\w+)\*\*$/,
        '**$1** a $2',
      ),
    ],
    'The price × how many it is paid for' + (percents.length ? ', × the share expected' : ''),
  );
}

/** Asking how long until a cost is earned back: "payback", "pay for itself", "break even". */
const ASKS_PAYBACK =
  /\b(?:pay ?back|pays? (?:for )?itself|pay(?:s)? (?:it|that|this) (?:back|off)|break[- ]?even|recoup\w*|earn (?:it|that) back|make (?:it|that) back|how (?:long|many (?:years|months))\b)/;

/** "$14,500 less a $2,000 rebate, saves $95 a month: years to pay for itself?" */
function payback(qs: readonly Quantity[], asking: string, text: string): QuickAnswer | null {
  if (!ASKS_PAYBACK.test(asking) || qs.some((q) => q.kind !== 'money')) return null;
  const savings = qs.filter((q) => isTime(q.per) && !q.perTime);
  const lumps = qs.filter((q) => q.per === undefined);
  if (savings.length !== 1 || lumps.length === 0 || savings.length + lumps.length !== qs.length) return null;
  const saving = savings[0]!;
  if (
    !/\b(?:sav\w*|cuts?|lower\w*|less|reduc\w*|drops?|brings? in|earns?|nets?|income|rent)\b/.test(
      labelOf(text, qs, saving) + text.slice(saving.end, saving.end + 30),
    )
  )
    return null;
  // One cost, or a cost less what comes back ("a $2,000 rebate", "minus the $1,500 credit").
  const [cost, ...back] = lumps as [Quantity, ...Quantity[]];
  if (
    !back.every((q) =>
      /\b(?:rebates?|credits?|incentives?|grants?|back|minus|less|off|refund\w*)\b/.test(
        `${labelOf(text, qs, q)} ${text.slice(q.end, q.end + 20)}`,
      ),
    )
  )
    return null;
  const net = cost.value - back.reduce((sum, q) => sum + q.value, 0);
  if (!(net > 0) || !(saving.value > 0)) return null;
  const unit = /\bmonths?\b/.test(asking) && !/\byears?\b/.test(asking) ? 'month' : 'year';
  const perUnit = saving.value * unitsIn(unit, saving.per!)!;
  const steps = [
    ...(back.length
      ? [
          `Net cost: ${formatMoney(cost.value)} − ${back.map((q) => formatMoney(q.value)).join(' − ')} = ${formatMoney(net)}`,
        ]
      : []),
    ...(saving.per !== unit
      ? [`Saving: ${formatMoney(saving.value)} a ${saving.per} = ${formatMoney(perUnit)} a ${unit}`]
      : []),
    `Payback: ${formatMoney(net)} ÷ ${formatMoney(perUnit)} a ${unit} = **${formatNumber(net / perUnit)} ${plural(unit)}**`,
  ];
  return answer(
    text,
    'Payback',
    qs,
    steps,
    'The cost (less what comes back) ÷ what it saves or earns each period',
  );
}

/** "we have $6,000 toward $30,000 and want it in 18 months: how much a month?" */
function savingGoal(qs: readonly Quantity[], asking: string, text: string): QuickAnswer | null {
  const money = qs.filter((q) => q.kind === 'money' && q.per === undefined);
  const months = qs.filter(
    (q) => q.kind === 'count' && isTime(q.unit) && q.unit !== 'night' && q.unit !== 'day',
  );
  if (money.length !== 2 || months.length !== 1 || qs.length !== 3) return null;
  if (!/\b(?:sav(?:e|ed|ing)|put (?:away|aside)|set aside|sock away)\b/.test(text)) return null;
  const per = askedPers(asking).filter(isTime);
  if (per.length !== 1) return null;
  // What is saved already: "ive got 6k already", "have $3,000 saved", "$2k in the bank so far".
  const have = money.find(
    (q) =>
      /\b(?:have|got|already have|saved|in the bank)\s*(?:about |around |roughly )?$/.test(
        labelOf(text, qs, q),
      ) || /^\s*(?:already|so far|in savings|saved(?! up)|in the bank)\b/.test(text.slice(q.end, q.end + 20)),
  );
  const goal = money.find((q) => q !== have);
  if (!have || !goal || goal.value <= have.value) return null;
  const span = months[0]!;
  const periods = span.value * (unitsIn(span.unit!, per[0]!) ?? NaN);
  if (!Number.isFinite(periods) || periods <= 0) return null;
  const left = goal.value - have.value;
  return answer(
    text,
    'Saving toward a goal',
    qs,
    [
      `Still to save: ${formatMoney(goal.value)} − ${formatMoney(have.value)} = ${formatMoney(left)}`,
      `Each ${per[0]}: ${formatMoney(left)} ÷ ${formatNumber(periods)} = **${formatMoney(left / periods)}**`,
    ],
    'What is left to save ÷ the periods until the goal (no interest)',
  );
}

/** "quote A is $18,400 and quote B $21,150: how much more is B?" */
function difference(qs: readonly Quantity[], asking: string, text: string): QuickAnswer | null {
  if (
    qs.length !== 2 ||
    !/\bhow much (?:more|less|cheaper|extra|higher|lower)\b|\bdifference\b|\b(?:cheaper|more expensive|saves?) by how much\b/.test(
      asking,
    )
  )
    return null;
  if (NAMED_METRIC.test(asking) || ASKS_PERCENT.test(asking)) return null;
  const [a, b] = qs as [Quantity, Quantity];
  if (a.kind !== 'money' || b.kind !== 'money' || a.per !== b.per || a.perTime || b.perTime) return null;
  const gap = Math.abs(a.value - b.value);
  return answer(
    text,
    'Difference',
    qs,
    [
      `Difference: ${formatMoney(Math.max(a.value, b.value))} − ${formatMoney(Math.min(a.value, b.value))} = **${formatMoney(gap)}**${perLabel(a.per)}`,
    ],
    'The larger amount less the smaller',
  );
}

/**
 * The arithmetic a question's typed quantities ask for, or null when no operation uses every number
 * with units that agree and answers what the question's words ask.
 */
export function quantityArithmetic(text: string): QuickAnswer | null {
  const qs = readQuantities(text);
  if (!qs || qs.length === 0) return null;
  const asking = askingPart(text);
  return (
    percentChange(qs, asking, text) ??
    percentThan(qs, asking, text) ??
    partOfWhole(qs, asking, text) ??
    percentOfAmount(qs, asking, text) ??
    totalOverPeriod(qs, asking, text) ??
    amountPerThing(qs, asking, text) ??
    priceTimesCount(qs, asking, text) ??
    payback(qs, asking, text) ??
    savingGoal(qs, asking, text) ??
    difference(qs, asking, text)
  );
}

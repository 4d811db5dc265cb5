// A vacation or second home's owners (docs/assistant.md rule 98): the personal-use limit (the greater
// of 14 days or 10% of the days rented), the expenses allocated to rental by days rented over days
// used, a year's costs split among family or co-owners by the weeks each uses, a co-ownership share's
// cost per week and per night, the net cost of each night of the owners' own use, and straight-line
// depreciation of assets with different lives ("the building over 39 years and the furnishings over
// 5"). Part of quick-math (READERS there); each reader fires only when every number written is placed,
// so an amount it did not read still makes the analyst ask.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { allPlaced, COUNT, countValue, findAmount, findAmounts, MONEY, spanOf } from './landlord-reading.ts';
import type { NumberToken } from './parse-numbers.ts';
import { wordsBefore, type QuickAnswer, type Reader, type Span } from './quick-math-reading.ts';

const DAYS = '(?:days?|nights?)';
/** "rented (it out) 210 days", "210 days rented", "210 rental days", "rented for 210 nights". */
const RENTED_DAYS = [
  new RegExp(
    `\\b(?:rent(?:ed|ing|s)?|let|booked)(?:\\s+(?:it|the [a-z]+(?: [a-z]+)?|our [a-z]+(?: [a-z]+)?|out|for|about|around|roughly|a total of))*\\s+${COUNT}\\s+${DAYS}`,
  ),
  new RegExp(`\\b${COUNT}\\s+(?:${DAYS}\\s+(?:of\\s+)?(?:rented|rental|booked|renting)|rental\\s+${DAYS})`),
];
/** "used it ourselves 30 days", "30 days of personal use", "we stayed there 30 nights". */
const PERSONAL_DAYS = [
  new RegExp(
    `\\b(?:used? (?:it|the [a-z]+(?: [a-z]+)?)?\\s*(?:ourselves|myself|personally|for ourselves)?|personal(?:ly)?(?: use(?:d)?)?|stayed(?: there| in it)?|family use(?:d)?|own use)(?:\\s+(?:for|about|around|it|of|was|is|were|=|:))*\\s+${COUNT}\\s+${DAYS}`,
  ),
  new RegExp(
    `\\b${COUNT}\\s+${DAYS}\\s+(?:of\\s+)?(?:personal(?:ly)?|(?:our |my |family )?(?:own|personal) use|ourselves|myself|for (?:ourselves|the family|family)|family use)`,
  ),
];

const firstMatch = (text: string, patterns: readonly RegExp[]): (Span & { value: number }) | null => {
  for (const re of patterns) {
    const m = re.exec(text);
    if (m?.[1]) return { value: countValue(m[1]), start: m.index, end: m.index + m[0].length };
  }
  return null;
};

const answer = (a: QuickAnswer): QuickAnswer => a;

/** "last year (2024)", "since 1987": a bare calendar year in the story, never an amount or a count. */
const yearsNamed = (text: string): Span[] =>
  [
    ...text.matchAll(
      /(?<![$\d,.])\b(?:19[5-9]\d|20[0-4]\d)\b(?!\s*(?:k\b|sq|sf|square|days?|nights?|weeks?|%|,\d))/g,
    ),
  ].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + 4 }));

/** Every number written is one the reader placed, or a year of the story. */
const placed = (text: string, spans: readonly (Span | null | undefined)[]): boolean =>
  allPlaced(text, [...spans, ...yearsNamed(text)]);

/** The first match of a pattern with where it stands (its counts read by the caller). */
function matchAt(text: string, pattern: RegExp): (Span & { match: RegExpExecArray }) | null {
  const m = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text);
  return m ? { start: m.index, end: m.index + m[0].length, match: m } : null;
}

/**
 * "personal use can't go over the greater of 14 days or 10% of the days it's rented: how many days can
 * we use it?": the larger of the floor in days and the share of the days rented, in whole days.
 */
export const personalUseLimit: Reader = ({ text }) => {
  if (
    !/\bgreater of\b|\b14[- ]day\b|\bfourteen[- ]day\b|\b(?:10|ten) ?(?:%|percent) rule\b|\bmore than\b|\bexceed/.test(
      text,
    )
  )
    return null;
  if (!/\b(?:personal(?:ly)?|ourselves|family|our own|we use|we can use|use it|own use)\b/.test(text))
    return null;
  if (!/\bhow (?:many|much)\b|\bmax(?:imum)?\b|\blimit\b|\bcap\b|\ballowed\b|\bcan we\b|\bcan i\b/.test(text))
    return null;
  const rented = firstMatch(text, RENTED_DAYS);
  if (!rented) return null;
  const floor = matchAt(text, /\b(?:14|fourteen)\s+days?/);
  const share = matchAt(text, /\b(?:10|ten)\s?(?:%|percent)/);
  const rule = /\b14[- ]day rule\b|\bfourteen[- ]day rule\b|\birs\b|\bvacation home rule/.test(text);
  if (!rule && !(floor && share)) return null;
  const used = firstMatch(text, PERSONAL_DAYS);
  const named = matchAt(text, /\b(?:14|fourteen)[- ]day rule\b|\b(?:10|ten) ?(?:%|percent) rule\b/);
  if (!placed(text, [rented, spanOf(floor), spanOf(share), used, spanOf(named)])) return null;
  const tenth = rented.value / 10;
  const limit = Math.max(14, tenth);
  const whole = Math.floor(limit + 1e-9);
  const results = [
    `10% of ${formatNumber(rented.value)} days rented = ${formatNumber(tenth)} days; the greater of 14 and ${formatNumber(tenth)} is ${formatNumber(limit)}`,
    `Personal use allowed: **${whole} days** a year`,
  ];
  if (used && used.start !== rented.start) {
    results.push(
      used.value > limit
        ? `Your ${used.value} days of personal use are **${formatNumber(used.value - whole)} days over** the limit`
        : `Your ${used.value} days of personal use are within the limit (${whole - used.value} days to spare)`,
    );
  }
  return answer({
    title: 'Personal-use limit for a rented vacation home',
    inputs: [
      `Days rented: ${formatNumber(rented.value)}`,
      `Limit: the greater of 14 days or 10% of the days rented${rule && !(floor && share) ? ' (the IRS vacation-home rule)' : ''}`,
      ...(used && used.start !== rented.start ? [`Days of personal use: ${used.value}`] : []),
    ],
    results,
    method:
      'Limit = the greater of 14 days or 10% × days rented, in whole days (use beyond it makes the home a residence for tax purposes; a CPA should confirm)',
  });
};

const EXPENSES = new RegExp(
  `${MONEY}(?:\\s*(?:a|per|\\/)\\s*y(?:ea)?r)?(?:\\s+(?:of|in))?(?:\\s+(?:annual|yearly|total))*\\s+(?:expenses?|costs?|operating|bills)`,
);
const EXPENSES_AFTER = new RegExp(
  `\\b(?:expenses?|costs?|bills)(?:\\s+(?:were|are|was|of|total(?:ed|ing)?|came to|come to|run|ran|is|=|:|about|around|roughly|for the year|a year|annual(?:ly)?))*\\s+${MONEY}`,
);

/**
 * "rented 150 days, used it ourselves 30; split $18,000 of expenses by rental days over total days":
 * the rental share of the days used and the dollars it takes.
 */
export const rentalShareOfExpenses: Reader = ({ text }) => {
  if (!/\b(?:expenses?|costs?|bills)\b/.test(text)) return null;
  if (
    !/\b(?:percent|%|share|portion|split|allocat|prorat|deduct|how (?:many|much) dollars|rental (?:part|use))/.test(
      text,
    )
  )
    return null;
  if (/\bgreater of\b/.test(text)) return null;
  const rented = firstMatch(text, RENTED_DAYS);
  const used = firstMatch(text, PERSONAL_DAYS);
  if (!rented || !used || rented.start === used.start) return null;
  const cost = findAmount(text, EXPENSES) ?? findAmount(text, EXPENSES_AFTER);
  if (!cost || cost.value < 100) return null;
  if (!placed(text, [rented, used, cost])) return null;
  const total = rented.value + used.value;
  const share = rented.value / total;
  return answer({
    title: 'Expenses allocated to rental use',
    inputs: [
      `Days rented: ${formatNumber(rented.value)}`,
      `Days of personal use: ${formatNumber(used.value)}`,
      `Expenses for the year: ${formatMoney(cost.value)}`,
    ],
    results: [
      `Total days used: ${formatNumber(rented.value)} + ${formatNumber(used.value)} = ${formatNumber(total)}`,
      `Rental share: ${formatNumber(rented.value)} ÷ ${formatNumber(total)} = **${formatPercent(share)}**`,
      `Rental expenses: ${formatMoney(cost.value)} × ${formatPercent(share)} = **${formatMoney(cost.value * share)}**`,
      `Personal share: ${formatPercent(1 - share)}, ${formatMoney(cost.value * (1 - share))}`,
    ],
    method:
      'Rental share = days rented ÷ (days rented + days of personal use); rental expenses = expenses × that share (days the home sat empty count for neither; a CPA should confirm the method)',
  });
};

const WEEKS = '(weeks?|wks?|nights?|days?)';
/** "I use 6 weeks", "my brother 4", "my sister uses 2 weeks", "Ann gets 3". */
const USER_COUNT = new RegExp(
  `(?:^|[,;:]\\s*|\\band\\s+|\\.\\s+)((?:i|me|we|my [a-z]+(?: [a-z]+)?|our [a-z]+|his [a-z]+|her [a-z]+|the [a-z]+|[a-z]+)(?:\\s+(?:use[sd]?|gets?|takes?|had|has|have|stays?|stayed|is|are|uses it|for))?)\\s+${COUNT}(?:\\s+${WEEKS})?(?=[\\s,.;:)?!]|$)`,
  'g',
);

/**
 * "split the $24,000 in yearly costs by weeks used: I use 6 weeks, my brother 4, my sister 2": each
 * user's share of the cost in proportion to their weeks (or nights, or days).
 */
export const costSplitByUse: Reader = ({ text }) => {
  if (!/\b(?:split|divide|share|allocate|prorate|proportion|owe|pay)\w*\b/.test(text)) return null;
  if (
    !/\bby (?:the )?(?:weeks?|nights?|days?|use|usage|time)\b|\bin proportion\b|\bproportional|\bbased on (?:use|usage|(?:the )?(?:weeks?|nights?|days?))|\bper (?:week|night|day) used\b|\baccording to (?:use|usage|(?:the )?(?:weeks?|nights?|days?))/.test(
      text,
    )
  )
    return null;
  if (!/\beach\b|\bwho owes\b|\bowe\b|\bper person\b|\bshares?\b/.test(text)) return null;
  const costs = findAmounts(text, new RegExp(MONEY, 'g')).filter(
    (f) => f.match[0].includes('$') || /^(?:k|m|mil|mill|million|thousand)$/.test(f.match[2] ?? ''),
  );
  if (costs.length !== 1) return null;
  const cost = costs[0]!;
  const users: { name: string; count: number; span: Span }[] = [];
  let unit: string | undefined;
  for (const m of text.slice(cost.end).matchAll(USER_COUNT)) {
    const start = cost.end + (m.index ?? 0);
    const raw = m[1]!.replace(
      /\s+(?:use[sd]?|gets?|takes?|had|has|have|stays?|stayed|is|are|uses it|for)$/,
      '',
    );
    if (/^(?:in|of|at|to|by|on|over|about|the|split|and|each|per|a|for|every)$/.test(raw)) continue;
    if (m[3]) unit ??= m[3].replace(/^wks?$/, 'weeks');
    const name = /^(?:i|me)$/.test(raw) ? 'You' : raw.replace(/^./, (c) => c.toUpperCase());
    users.push({
      name,
      count: countValue(m[2]!),
      span: { start, end: cost.end + (m.index ?? 0) + m[0].length },
    });
  }
  if (users.length < 2 || !unit) return null;
  if (!placed(text, [cost, ...users.map((u) => u.span)])) return null;
  const label = /^w/.test(unit) ? 'weeks' : /^n/.test(unit) ? 'nights' : 'days';
  const total = users.reduce((s, u) => s + u.count, 0);
  return answer({
    title: `Costs split by ${label} used`,
    inputs: [
      `Cost to split: ${formatMoney(cost.value)}`,
      ...users.map((u) => `${u.name}: ${formatNumber(u.count)} ${label}`),
    ],
    results: [
      `Total ${label}: ${users.map((u) => formatNumber(u.count)).join(' + ')} = ${formatNumber(total)}`,
      ...users.map(
        (u) =>
          `${u.name}: ${formatMoney(cost.value)} × ${formatNumber(u.count)}/${formatNumber(total)} = **${formatMoney((cost.value * u.count) / total)}**`,
      ),
    ],
    method: `Each share = the cost × that person's ${label} ÷ everyone's ${label}`,
  });
};

/**
 * "our co-ownership share costs $9,600 a year and we get 5 weeks: per week, and per night if each week
 * is 7 nights?": the cost over the weeks, and over the nights.
 */
export const shareCostPerWeek: Reader = ({ text }) => {
  if (
    !/\bper (?:week|night)\b|\ba (?:week|night)\b|\beach (?:week|night)\b|\bweekly\b|\bnightly\b/.test(text)
  )
    return null;
  if (/\b(?:rent(?:al)?s?|rented|income|revenue|bring|earn|split|siblings|brother|sister)\b/.test(text))
    return null;
  const weeks = matchAt(
    text,
    new RegExp(
      `\\b(?:get|have|use|receive|with|for|of)\\s+(?:our\\s+|about\\s+)?${COUNT}\\s+weeks?\\b|\\b${COUNT.replace('(', '(?:')}\\s+weeks?\\s+(?:at|of use|a year|per year|each year|of time)`,
    ),
  );
  const weeksAlt = weeks ?? matchAt(text, new RegExp(`\\b${COUNT}\\s+weeks?\\b`));
  if (!weeksAlt) return null;
  const weekCount = countValue(weeksAlt.match[1] ?? '');
  if (!(weekCount > 0)) return null;
  const costs = findAmounts(text, new RegExp(MONEY, 'g')).filter(
    (f) => f.match[0].includes('$') || f.match[2],
  );
  if (costs.length !== 1) return null;
  const cost = costs[0]!;
  const yearlyCue =
    /^\s*(?:a|per|\/|each|every)\s*y(?:ea)?r|^\s*annual|^\s*yearly/.test(
      text.slice(cost.end, cost.end + 12),
    ) || /\b(?:a|per|each|every) year\b|\bannual|\byearly/.test(text);
  if (!yearlyCue) return null;
  const nightsPer = matchAt(text, new RegExp(`\\b${COUNT}\\s+nights?\\b`));
  const asksNight = /\bnight/.test(text);
  const nights = nightsPer ? countValue(nightsPer.match[1] ?? '') : 7;
  if (!placed(text, [cost, weeksAlt, spanOf(nightsPer)])) return null;
  const perWeek = cost.value / weekCount;
  const results = [`Per week: ${formatMoney(cost.value)} ÷ ${weekCount} weeks = **${formatMoney(perWeek)}**`];
  if (asksNight)
    results.push(
      `Per night: ${formatMoney(perWeek)} ÷ ${nights} nights = **${formatMoney(perWeek / nights)}** (${weekCount * nights} nights a year)`,
    );
  return answer({
    title: 'Cost of a share per week and per night',
    inputs: [
      `Yearly cost of the share: ${formatMoney(cost.value)}`,
      `Weeks of use: ${weekCount}`,
      ...(asksNight ? [`Nights a week: ${nights}${nightsPer ? '' : ' (a week’s stay)'}`] : []),
    ],
    results,
    method: 'Per week = yearly cost ÷ weeks of use; per night = per week ÷ nights in a week',
  });
};

/**
 * "owning it runs $38,000 a year, rentals bring in $26,500, we use it 35 nights: net cost per night of
 * our own use?": what owning costs less what renting brings in, over the nights the owners stay.
 */
export const netCostOfOwnUse: Reader = ({ text }) => {
  if (!/\bper (?:night|day|week|stay)\b|\ba (?:night|day)\b|\beach (?:night|day)\b/.test(text)) return null;
  if (
    !/\bnet\b|\bown use\b|\bourselves\b|\bwe (?:use|stay)|\bour (?:own )?(?:use|stays?|nights|time)\b|\bpersonal/.test(
      text,
    )
  )
    return null;
  const income =
    findAmount(
      text,
      new RegExp(
        `\\b(?:rent(?:al)?s?|renting|income|revenue|bookings?|guests?)\\b(?:(?:\\s+[a-z]+){0,4}?\\s+(?:bring(?:s)? in|brought in|earn(?:s|ed)?|make(?:s)?|made|cover(?:s|ed)?|gross(?:es|ed)?|of|is|are|=|:|about|around|roughly|total(?:s|ing)?))?(?:\\s+(?:about|around|roughly|us))*\\s*:?\\s+${MONEY}`,
      ),
    ) ??
    findAmount(
      text,
      new RegExp(
        `${MONEY}(?:\\s*(?:a|per|\\/)\\s*y(?:ea)?r)?\\s+(?:in|of)\\s+(?:rental |airbnb |vrbo |booking )?(?:income|revenue|rent|rentals|bookings)\\b`,
      ),
    );
  if (!income) return null;
  const cost = findAmounts(text, new RegExp(MONEY, 'g')).find(
    (f) =>
      f.start !== income.start &&
      (f.match[0].includes('$') || f.match[2]) &&
      !(f.start >= income.start && f.end <= income.end),
  );
  if (!cost) return null;
  const nights = matchAt(
    text,
    new RegExp(
      `\\b(?:use(?:d)?|stay(?:ed)?|ourselves|us|we|personal(?:ly)?|own)\\b(?:\\s+[a-z]+){0,3}?\\s+${COUNT}\\s+(nights?|days?|weeks?)\\b|\\b${COUNT}\\s+(nights?|days?|weeks?)\\s+(?:of\\s+)?(?:our own|own|personal|ourselves|family)`,
    ),
  );
  if (!nights) return null;
  const count = countValue(nights.match[1] ?? nights.match[3] ?? '');
  const unitWord = (nights.match[2] ?? nights.match[4] ?? 'nights').replace(/s$/, '');
  if (!(count > 0) || cost.value <= income.value) return null;
  if (!placed(text, [income, cost, nights])) return null;
  const net = cost.value - income.value;
  return answer({
    title: 'Net cost of your own use',
    inputs: [
      `Yearly cost of owning: ${formatMoney(cost.value)}`,
      `Rental income: ${formatMoney(income.value)}`,
      `Your own use: ${count} ${unitWord}s`,
    ],
    results: [
      `Net cost: ${formatMoney(cost.value)} − ${formatMoney(income.value)} = **${formatMoney(net)}** a year`,
      `Per ${unitWord} of your own use: ${formatMoney(net)} ÷ ${count} = **${formatMoney(net / count)}**`,
    ],
    method: `Net cost = cost of owning − rental income; per ${unitWord} = net cost ÷ ${unitWord}s of your own use`,
  });
};

/** "the building ($360k basis) over 39 years", "furnishings of 24k over 5 yrs", "$24k of furniture on a 5-year life". */
const ASSET_LIFE = new RegExp(
  `([a-z][a-z' -]{0,40}?)?\\s*\\(?\\s*${MONEY}(?:\\s+(?:basis|cost|value|worth))?\\s*\\)?(?:\\s+(?:of|in|for|worth of)\\s+([a-z]+(?: [a-z]+)?))?\\s+(?:over|across|on|with|using)\\s+(?:a\\s+)?(\\d{1,2}(?:\\.\\d)?)[- ](?:years?|yrs?)(?:\\s+(?:life|recovery|schedule|period))?`,
  'g',
);

/**
 * "depreciate the cabin ($360k basis) over 39 years and the furnishings ($24k) over 5 years, straight
 * line: the yearly depreciation for each and combined": each asset's basis over its own life.
 */
export const depreciationByAsset: Reader = ({ text }) => {
  if (!/\bdepreciat/.test(text)) return null;
  const assets = findAmounts(text, ASSET_LIFE, 2).map((f) => {
    const before = (f.match[1] ?? '')
      .split(/[,;:]|\bdepreciat\w*\b|\bstraight[- ]line\b/)
      .pop()!
      .trim()
      .replace(/^(?:(?:and|plus|then|with|the|a|an|my|our|his|her|their|its|for|on|of)\s+)+/, '');
    const name = (f.match[4] ?? before.split(/\s+/).slice(-3).join(' ')) || 'asset';
    return { name, basis: f.value, life: Number(f.match[5]), span: f as Span };
  });
  if (assets.length < 2 || assets.some((a) => a.basis < 100 || a.life < 1)) return null;
  if (
    !allPlaced(
      text,
      assets.map((a) => a.span),
    )
  )
    return null;
  const yearly = assets.map((a) => a.basis / a.life);
  const total = yearly.reduce((s, y) => s + y, 0);
  return answer({
    title: 'Straight-line depreciation by asset',
    inputs: assets.map(
      (a) =>
        `${a.name.replace(/^./, (c) => c.toUpperCase())}: ${formatMoney(a.basis)} over ${formatNumber(a.life)} years`,
    ),
    results: [
      ...assets.map(
        (a, i) =>
          `${a.name.replace(/^./, (c) => c.toUpperCase())}: ${formatMoney(a.basis)} ÷ ${formatNumber(a.life)} = **${formatMoney(yearly[i]!)} a year**`,
      ),
      `Combined: ${yearly.map((y) => formatMoney(y)).join(' + ')} = **${formatMoney(total)} a year**`,
    ],
    method:
      'Straight line with a full year each year: yearly depreciation = basis ÷ recovery years, for each asset; combined = their sum (the mid-month convention and land, which is never depreciated, change the first year; a CPA should confirm)',
  });
};

type Role = 'price' | 'down' | 'closing' | 'setup' | 'noi' | 'debt';

/** What a money or percent figure of a financed rental is, by the words of its own clause. */
function roleOf(text: string, tokens: readonly NumberToken[], t: NumberToken): Role | null {
  const before =
    wordsBefore(text, tokens, t, 40)
      .split(/[,;]\s|\.\s|\band\b|\bplus\b|\bwith\b/)
      .pop() ?? '';
  const next = tokens.find((o) => o.start >= t.end)?.start ?? text.length;
  const after = text.slice(t.end, Math.min(next, t.end + 40)).split(/[,;]\s|\.\s|\band\b/)[0] ?? '';
  const near = `${before} | ${after}`;
  if (t.kind === 'percent')
    return /^\s*(?:down|as (?:a )?down)/.test(after) || /\bdown(?: payment)?(?: of| is| at)?\s*$/.test(before)
      ? 'down'
      : null;
  if (
    /^\s*(?:down|as (?:a |the )?down)/.test(after) ||
    /\bdown(?: payment)?(?: of| is| was)?\s*$/.test(before)
  )
    return 'down';
  if (/\bclosing\b/.test(near)) return 'closing';
  if (/\bfurnish\w*|\bfurniture\b|\bset[- ]?up\b|\bstartup\b|\bdecor\w*|\bstaging\b/.test(near))
    return 'setup';
  if (/\bnoi\b|\bnet operating income\b/.test(near)) return 'noi';
  if (/\b(?:mortgage|loan|debt service|p&i|p and i|principal and interest)\b/.test(near)) return 'debt';
  if (
    /\b(?:at|for|price[d]?|purchase(?: price)?|buy(?:ing)?|bought|listed|asking|is)\s*$/.test(before) ||
    /^\s*(?:condo|house|home|cabin|cottage|place|property|purchase|price)\b/.test(after)
  )
    return 'price';
  return null;
}

/**
 * "condo at $500k, 25% down, $12k closing, $30k to furnish it, NOI $34,000 a year, mortgage payments
 * $24,300 a year: cash flow and cash-on-cash?": the cash put in counts the down payment, the closing
 * costs and the furnishing; cash flow is the NOI less the year's debt service. The cap rate on the
 * price is shown beside them.
 */
export const cashOnCashWithSetup: Reader = ({ text, tokens }) => {
  if (!/\bcash[- ]on[- ]cash\b|\bcoc\b|\bcash flow\b|\breturn on (?:my |our |the )?cash\b/.test(text))
    return null;
  if (!/\bfurnish\w*|\bfurniture\b|\bset[- ]?up\b|\bstartup\b|\bdecor\w*|\bstaging\b/.test(text)) return null;
  const roles = new Map<Role, NumberToken>();
  for (const t of tokens) {
    if (t.kind !== 'money' && t.kind !== 'percent') continue;
    const role = roleOf(text, tokens, t);
    if (!role || roles.has(role)) return null;
    roles.set(role, t);
  }
  const price = roles.get('price');
  const down = roles.get('down');
  const noi = roles.get('noi');
  const debt = roles.get('debt');
  const setup = roles.get('setup');
  if (!price || !down || !noi || !debt || !setup) return null;
  if (tokens.some((t) => (t.kind === 'money' || t.kind === 'percent') && ![...roles.values()].includes(t)))
    return null;
  if (
    !placed(
      text,
      tokens.filter((t) => t.kind === 'money' || t.kind === 'percent'),
    )
  )
    return null;
  const closing = roles.get('closing');
  const downCash = down.kind === 'percent' ? price.value * down.value : down.value;
  const noiYear = noi.period === 'monthly' ? noi.value * 12 : noi.value;
  const debtYear = debt.period === 'monthly' ? debt.value * 12 : debt.value;
  const cashIn = downCash + (closing?.value ?? 0) + setup.value;
  const flow = noiYear - debtYear;
  return answer({
    title: 'Cash flow and cash-on-cash return',
    inputs: [
      `Purchase price: ${formatMoney(price.value)}`,
      `Down payment: ${down.kind === 'percent' ? `${formatPercent(down.value, 0)} = ` : ''}${formatMoney(downCash)}`,
      ...(closing ? [`Closing costs: ${formatMoney(closing.value)}`] : []),
      `Furnishing and setup: ${formatMoney(setup.value)}`,
      `Net operating income: ${formatMoney(noiYear)} a year`,
      `Debt service: ${formatMoney(debtYear)} a year`,
    ],
    results: [
      `Annual cash flow: ${formatMoney(noiYear)} − ${formatMoney(debtYear)} = **${formatMoney(flow)}**`,
      `Cash invested: ${[downCash, closing?.value, setup.value]
        .filter((v): v is number => v !== undefined)
        .map(formatMoney)
        .join(' + ')} = **${formatMoney(cashIn)}**`,
      `Cash-on-cash return: ${formatMoney(flow)} ÷ ${formatMoney(cashIn)} = **${formatPercent(flow / cashIn)}**`,
      `Cap rate on the price: ${formatMoney(noiYear)} ÷ ${formatMoney(price.value)} = **${formatPercent(noiYear / price.value)}**`,
    ],
    method:
      'Cash flow = NOI − debt service; cash-on-cash = cash flow ÷ cash invested (down payment + closing costs + furnishing); cap rate = NOI ÷ price',
  });
};

const DWELLINGS =
  '(cottages?|cabins?|bungalows?|villas?|chalets?|cottage units?|tiny homes?|homes?|houses?|units?|condos?|yurts?|a-frames?)';
const SQFT = '(?:sq\\.?\\s?ft\\.?|sqft|sf|square f(?:ee|oo)t)';

/**
 * "4 cottages together as a package for $1.8M, each 800 sq ft: price per cottage and per square
 * foot?": the package price over the count, and over every cottage's feet (each one's size × the
 * count, a total, or a list of sizes). A size said neither "each" nor "total" is left to ask about.
 */
export const packagePerDwelling: Reader = ({ text }) => {
  if (
    !/\bpackage\b|\btogether\b|\bbundle[d]?\b|\bas a (?:group|set|lot|portfolio)\b|\ball (?:of them|\d+|[a-z]+) for\b|\bfor (?:all|the (?:lot|group|set))\b/.test(
      text,
    )
  )
    return null;
  const count = matchAt(
    text,
    new RegExp(
      `\\b${COUNT}\\s+(?:small\\s+|little\\s+|rental\\s+|vacation\\s+|lakefront\\s+|beach\\s+)?${DWELLINGS}\\b`,
    ),
  );
  if (!count) return null;
  const n = countValue(count.match[1]!);
  if (!(n >= 2 && n <= 50)) return null;
  const prices = findAmounts(text, new RegExp(MONEY, 'g')).filter(
    (f) =>
      (f.match[0].includes('$') || f.match[2]) &&
      f.value >= 10_000 &&
      !(f.start >= count.start && f.end <= count.end),
  );
  if (prices.length !== 1) return null;
  const price = prices[0]!;
  const word = count.match[2]!.replace(/s$/, '');
  const results = [`Per ${word}: ${formatMoney(price.value)} ÷ ${n} = **${formatMoney(price.value / n)}**`];
  const inputs = [
    `Package price: ${formatMoney(price.value)}`,
    `${word.replace(/^./, (c) => c.toUpperCase())}s: ${n}`,
  ];
  const sizes = [
    ...text.matchAll(
      new RegExp(
        `(?<![\\d.,$])(\\d{3,5}|\\d{1,2},\\d{3})\\s*${SQFT}?(?=\\s*(?:${SQFT}|,|and|\\s|\\.|$))`,
        'g',
      ),
    ),
  ]
    .map((m) => ({
      value: Number(m[1]!.replace(/,/g, '')),
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
      unit: new RegExp(SQFT).test(m[0]),
    }))
    .filter(
      (m) =>
        !(m.start >= price.start && m.end <= price.end) && !(m.start >= count.start && m.end <= count.end),
    );
  const sized =
    sizes.some((m) => m.unit) || new RegExp(`\\b${SQFT}|per (?:square )?f(?:oo|ee)t\\b|per foot`).test(text);
  let spans: Span[] = [price, count];
  if (sized) {
    if (sizes.length === 0) return null;
    const around = text.slice(Math.max(0, sizes[0]!.start - 30), sizes.at(-1)!.end + 12);
    let feet: number;
    if (sizes.length === n) {
      feet = sizes.reduce((sum, m) => sum + m.value, 0);
      inputs.push(
        `Sizes: ${sizes.map((m) => formatNumber(m.value, 0)).join(' + ')} = ${formatNumber(feet, 0)} sq ft`,
      );
    } else if (sizes.length !== 1) return null;
    else if (
      /\btotal\b|\bcombined\b|\ball together\b|\bin all\b|\baltogether\b|\bbetween them\b/.test(around)
    ) {
      feet = sizes[0]!.value;
      inputs.push(`Size: ${formatNumber(feet, 0)} sq ft in all`);
    } else if (/\beach\b|\bapiece\b|\bevery one\b/.test(around)) {
      feet = sizes[0]!.value * n;
      inputs.push(
        `Size: ${formatNumber(sizes[0]!.value, 0)} sq ft each × ${n} = ${formatNumber(feet, 0)} sq ft`,
      );
    } else {
      // "4 cottages for $1.8M, 800 sq ft": each one's size or all of them? Both, named, and the ask.
      const one = sizes[0]!.value;
      if (!placed(text, [...spans, ...sizes])) return null;
      return answer({
        title: `Package price per ${word} (one question on the size)`,
        inputs: [...inputs, `Size: ${formatNumber(one, 0)} sq ft (each ${word}, or all ${n} together?)`],
        results: [
          ...results,
          `If ${formatNumber(one, 0)} sq ft is each ${word}: ${formatMoney(price.value)} ÷ ${formatNumber(one * n, 0)} sq ft = **${formatMoney(price.value / (one * n))}** a square foot`,
          `If it is all ${n} together: ${formatMoney(price.value)} ÷ ${formatNumber(one, 0)} sq ft = **${formatMoney(price.value / one)}** a square foot`,
          `Tell me which and I'll keep to that one`,
        ],
        method: `Per ${word} = package price ÷ ${word}s; per square foot = package price ÷ the square feet of every ${word} together`,
      });
    }
    results.push(
      `Per square foot: ${formatMoney(price.value)} ÷ ${formatNumber(feet, 0)} sq ft = **${formatMoney(price.value / feet)}**`,
    );
    spans = [...spans, ...sizes];
  }
  if (!placed(text, spans)) return null;
  return answer({
    title: `Package price per ${word}${sized ? ' and per square foot' : ''}`,
    inputs,
    results,
    method: `Per ${word} = package price ÷ ${word}s${sized ? `; per square foot = package price ÷ every ${word}'s square feet together` : ''}`,
  });
};

/** Tried in this order near the top of quick-math's READERS. */
export const VACATION_HOME_READERS: readonly Reader[] = [
  packagePerDwelling,
  cashOnCashWithSetup,
  personalUseLimit,
  rentalShareOfExpenses,
  costSplitByUse,
  depreciationByAsset,
  netCostOfOwnUse,
  shareCostPerWeek,
];

// A city renter's car against transit (docs/assistant.md rule 104): a car's monthly costs listed item
// by item against a transit pass ("garage $550/mo, insurance $240/mo, gas and tolls $120/mo; the
// MetroCard is $132/mo: how much more per month and per year?"), a yearly bike membership against 12
// monthly passes, and a move between cities where one needs a car ("Boston rent $3,200, no car;
// Seattle rent $2,850 plus a car at $420/mo: how much more or less a month and a year?"). Part of
// quick-math (READERS there); every number must be placed.
import { formatAmount, formatMoney } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader, wordsBefore } from './quick-math-reading.ts';

const TRANSIT =
  /\b(?:metro ?card|omny|transit|subway|bus|train|metro|ventra|charlie ?card|clipper|orca|smartrip|septa|mbta|muni|bart|cta|(?:monthly |unlimited |commuter )?pass)\b/i;
/** A car's running costs, each with the words that name it. */
const CAR_COSTS: readonly { label: string; words: RegExp }[] = [
  { label: 'Parking', words: /\b(?:garage|parking|spot|space)\b/i },
  { label: 'Insurance', words: /\binsurance\b/i },
  { label: 'Gas and tolls', words: /\bgas\b.*\btolls?\b|\btolls?\b.*\bgas\b/i },
  { label: 'Gas', words: /\b(?:gas|fuel|gasoline|charging)\b/i },
  { label: 'Tolls', words: /\btolls?\b/i },
  { label: 'Car payment', words: /\b(?:car (?:payment|loan|note)|lease payment|payment)\b/i },
  { label: 'Maintenance', words: /\b(?:maintenance|repairs?|upkeep|tires)\b/i },
  { label: 'Registration and fees', words: /\b(?:registration|excise|permit)\b/i },
];
const CAR = /\bcar\b|\bdriv(?:e|ing)\b|\bvehicle\b|\bauto\b/i;

/** The clause a money token sits in, back to the last break and up to the next. */
function clauseOf(text: string, t: NumberToken): string {
  const before =
    text
      .slice(0, t.start)
      .split(/[.;!?,]\s|\band\b(?= [a-z$])/)
      .pop() ?? '';
  const after = text.slice(t.end).split(/[.;!?,]\s/)[0] ?? '';
  return `${before} ${after.slice(0, 25)}`;
}

/** Car costs a month (each named) against a transit pass a month: the difference a month and a year. */
export const carVersusTransit: Reader = ({ text, tokens }) => {
  if (!CAR.test(text) && !/\bgarage\b/i.test(text)) return null;
  if (!TRANSIT.test(text)) return null;
  if (/\brent\b|\bmortgage\b|\bprice\b|\bbuy(?:ing)? (?:a|the) (?:car|spot)\b/i.test(text)) return null;
  const amounts = tokens.filter((t) => t.kind === 'money');
  if (amounts.length < 2 || amounts.length > 7) return null;
  if (tokens.some((t) => t.kind !== 'money')) return null;
  if (amounts.some((t) => t.period === 'yearly')) return null;
  const passes = amounts.filter(
    (t) =>
      TRANSIT.test(clauseOf(text, t)) &&
      !CAR_COSTS.some((c) => c.words.test(text.slice(Math.max(0, t.start - 20), t.start))),
  );
  if (passes.length !== 1) return null;
  const pass = passes[0]!;
  const items = amounts
    .filter((t) => t !== pass)
    .map((t) => {
      const words = text.slice(
        Math.max(0, amounts.filter((o) => o.end <= t.start).at(-1)?.end ?? 0, t.start - 40),
        t.start,
      );
      return { t, cost: CAR_COSTS.find((c) => c.words.test(words)) };
    });
  if (items.some((i) => !i.cost)) return null;
  if (!everyNumberPlaced(text, amounts)) return null;
  const car = items.reduce((s, i) => s + i.t.value, 0);
  const gap = car - pass.value;
  return {
    title: 'Car against transit',
    inputs: [
      `Car: ${items.map((i) => `${i.cost!.label.toLowerCase()} ${formatAmount(i.t.value)}`).join(' + ')} = ${formatMoney(car)} a month`,
      `Transit pass: ${formatAmount(pass.value)} a month`,
    ],
    results: [
      `The car costs **${formatMoney(Math.abs(gap))}** a month ${gap >= 0 ? 'more' : 'less'} (${formatMoney(car)} − ${formatAmount(pass.value)})`,
      `A year: **${formatMoney(Math.abs(gap) * 12)}** ${gap >= 0 ? 'more' : 'less'} (${formatMoney(Math.abs(gap))} × 12)`,
    ],
    method: "Difference = the car's monthly costs added up − the pass; a year = × 12",
  };
};

const PASS_COUNT =
  /\((?:for\s+)?(12|twelve)\s+(?:monthly\s+)?(?:passes|months)\)|\b(12|twelve)\s+monthly\s+passes\b/i;

/** A yearly membership (a bike share, an annual pass) against a monthly pass × 12: the year's saving. */
export const yearlyAgainstMonthlyPass: Reader = ({ text, tokens }) => {
  if (!/\bbike|citi ?bike|membership|annual pass|scooter|divvy|bluebikes\b/i.test(text)) return null;
  if (!TRANSIT.test(text) || !/\bsave|saving|cheaper|difference|less\b/i.test(text)) return null;
  const count = PASS_COUNT.exec(text);
  const inCount = (t: NumberToken) =>
    !!count && t.start >= count.index && t.start < count.index + count[0].length;
  const amounts = tokens.filter((t) => t.kind === 'money' && !inCount(t));
  if (amounts.length !== 2) return null;
  const yearly = amounts.find(
    (t) =>
      t.period === 'yearly' ||
      /\b(?:annual|yearly|a year|per year)\b/i.test(text.slice(Math.max(0, t.start - 35), t.start)),
  );
  const monthly = amounts.find(
    (t) =>
      t !== yearly &&
      (t.period === 'monthly' || /^\s*(?:monthly|a month|per month)/i.test(text.slice(t.end, t.end + 15))),
  );
  if (!yearly || !monthly) return null;
  const spans = [
    yearly,
    monthly,
    ...(count ? [{ start: count.index, end: count.index + count[0].length }] : []),
  ];
  const others = tokens.filter((t) => t !== yearly && t !== monthly && !inCount(t));
  if (others.length > 0 || !everyNumberPlaced(text, spans)) return null;
  const passesYear = monthly.value * 12;
  const saving = passesYear - yearly.value;
  return {
    title: 'Yearly membership against monthly passes',
    inputs: [
      `Yearly membership: ${formatAmount(yearly.value)}`,
      `Monthly pass: ${formatAmount(monthly.value)} × 12 = ${formatMoney(passesYear)} a year`,
    ],
    results: [
      `You ${saving >= 0 ? 'save' : 'spend'} **${formatMoney(Math.abs(saving))}** a year${saving >= 0 ? '' : ' more'} (${formatMoney(passesYear)} − ${formatAmount(yearly.value)})`,
      `About ${formatMoney(Math.abs(saving) / 12)} a month`,
    ],
    method: 'Saving = monthly pass × 12 − the yearly membership',
  };
};

/**
 * Moving between two cities: each city's rent, plus the monthly costs named after it (a car) in that
 * city's part of the question; the difference a month and a year.
 */
export const cityMoveCosts: Reader = ({ text, tokens }) => {
  const move =
    /\b(?:mov(?:e|ing)|relocat\w+)\s+from\s+([a-z][a-z .]{1,25}?)\s+to\s+([a-z][a-z .]{1,25}?)(?=[.,;:]|\s+(?:for|and|next|this|in)\b)/i.exec(
      text,
    );
  if (!move) return null;
  const [from, to] = [move[1]!.trim(), move[2]!.trim()];
  if (!/\bmore or less|how much (?:more|less)|difference|spend|cost\b/i.test(text)) return null;
  const amounts = tokens.filter((t) => t.kind === 'money');
  if (tokens.some((t) => t.kind !== 'money') || amounts.length < 2 || amounts.length > 6) return null;
  if (amounts.some((t) => t.period === 'yearly' || t.value > 20_000)) return null;
  // A rent is named in the words since the amount before it ("denver rent $1,900 plus a car at $500").
  const rents = amounts.filter((t) => /\brent\b/i.test(wordsBefore(text, tokens, t, 30)));
  if (rents.length !== 2) return null;
  // Each city's part: from its name (after the "moving from … to …" clause) to the other's.
  const body = move.index + move[0].length;
  const at = (city: string) => text.toLowerCase().indexOf(city.toLowerCase(), body);
  const fromAt = at(from);
  const toAt = at(to);
  if (fromAt < 0 || toAt < 0) return null;
  const cityOf = (t: NumberToken) => {
    const inFrom = t.start > fromAt && (toAt < fromAt || t.start < toAt);
    const inTo = t.start > toAt && (fromAt < toAt || t.start < fromAt);
    return inFrom ? 'from' : inTo ? 'to' : null;
  };
  const sides = { from: [] as NumberToken[], to: [] as NumberToken[] };
  for (const t of amounts) {
    const side = cityOf(t);
    if (!side) return null;
    sides[side].push(t);
  }
  if (
    sides.from.filter((t) => rents.includes(t)).length !== 1 ||
    sides.to.filter((t) => rents.includes(t)).length !== 1
  )
    return null;
  if (!everyNumberPlaced(text, amounts)) return null;
  const name = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());
  const label = (t: NumberToken) =>
    rents.includes(t)
      ? 'rent'
      : CAR.test(`${wordsBefore(text, tokens, t, 40)} ${text.slice(t.end, t.end + 15)}`)
        ? 'car'
        : 'other';
  if ([...sides.from, ...sides.to].some((t) => label(t) === 'other')) return null;
  const total = (ts: NumberToken[]) => ts.reduce((s, t) => s + t.value, 0);
  const a = total(sides.from);
  const b = total(sides.to);
  const gap = b - a;
  const shown = (ts: NumberToken[]) => ts.map((t) => `${label(t)} ${formatAmount(t.value)}`).join(' + ');
  return {
    title: `Monthly costs: ${name(from)} against ${name(to)}`,
    inputs: [
      `${name(from)}: ${shown(sides.from)} = ${formatMoney(a)} a month`,
      `${name(to)}: ${shown(sides.to)} = ${formatMoney(b)} a month`,
    ],
    results: [
      `In ${name(to)} you spend **${formatMoney(Math.abs(gap))}** a month ${gap >= 0 ? 'more' : 'less'} (${formatMoney(b)} − ${formatMoney(a)})`,
      `A year: **${formatMoney(Math.abs(gap) * 12)}** ${gap >= 0 ? 'more' : 'less'}`,
    ],
    method: "Each city's rent plus the costs it adds; the difference a month, × 12 for a year",
  };
};

export const CAR_VERSUS_TRANSIT_READERS: readonly Reader[] = [
  cityMoveCosts,
  yearlyAgainstMonthlyPass,
  carVersusTransit,
];

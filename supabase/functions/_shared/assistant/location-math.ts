// Arithmetic for choosing where to live, with every number stated: what a commute costs a month
// (miles each way × 2 × days × cost per mile), and what two places' prices per square foot or tax rates
// mean for one home. Part of quick-math (READERS there).
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatNumber, formatPercent, formatRate } from './format.ts';
import {
  everyNumberPlaced,
  money,
  num,
  percents,
  PER_AREA,
  AREA,
  type Reader,
} from './quick-math-reading.ts';
import { commuteCost, commuteCostOfTwo, commuteTimeValue, transitVersusDriving } from './commute-math.ts';

/** "$310/sq ft in the city, $225 in the suburb, for 1,800 sq ft": each price and the difference. */
const perAreaDifference: Reader = ({ text, tokens }) => {
  if (!/\b(?:save|saving|savings|difference|more|less|cheaper|pricier|differ)\b/.test(text)) return null;
  const sizes = [...text.matchAll(AREA)].map((m) => ({ value: num(m[1] as string), start: m.index ?? 0 }));
  const rates = [...text.matchAll(PER_AREA)].map((m) => ({
    value: num(m[1] as string),
    start: m.index ?? 0,
  }));
  if (sizes.length !== 1 || rates.length < 1 || rates.length > 2) return null;
  // "…$310/sq ft …, more like $225": a second price per foot stated without repeating the unit.
  const others = money(tokens).filter(
    (t) =>
      !rates.some((r) => Math.abs(r.start - t.start) < 3) &&
      !sizes.some((s) => Math.abs(s.start - t.start) < 3),
  );
  const values = [...rates.map((r) => r.value), ...others.map((t) => t.value)];
  if (values.length !== 2 || percents(tokens).length > 0) return null;
  const size = sizes[0]!.value;
  const [first, second] = values as [number, number];
  // Both must be prices per foot, not a price and a per-foot rate.
  if (Math.max(first, second) > Math.min(first, second) * 4) return null;
  return {
    title: 'Price difference for the same size',
    inputs: [
      `Size: ${formatNumber(size, 0)} sq ft`,
      `Prices: ${formatMoney(first)} and ${formatMoney(second)} per sq ft`,
    ],
    results: [
      `At ${formatMoney(first)}/sq ft: ${formatMoney(first * size)}`,
      `At ${formatMoney(second)}/sq ft: ${formatMoney(second * size)}`,
      `Difference: **${formatMoney(Math.abs(first - second) * size)}**`,
    ],
    method: 'Price per sq ft × sq ft for each; the difference is the gap per foot × the size',
  };
};

/**
 * "a 2,100 sqft house listed at 620k vs a 1,650 sqft one at 540k: which is cheaper per square foot?":
 * each home's price per foot and the gap. Each home states a size and a price; they pair in the order
 * they are written, whichever of the two comes first in each.
 */
const perFootOfTwoHomes: Reader = ({ text, tokens }) => {
  if (
    !/\bper (?:square )?f(?:oo)?t\b|\bper (?:sq\.? ?ft|sf|sqft)\b|\bpsf\b|\/\s?(?:sf|sq ?ft)\b|\bper foot\b/.test(
      text,
    )
  )
    return null;
  if (
    !/\bcompar|\bwhich\b|\bvs\.?|\bversus\b|\bdifference\b|\bcheaper\b|\bbetter (?:deal|value)\b|\bpremium\b|\bhow much (?:more|higher|less)\b|\bin percent\b|\bwhat (?:%|percent)/.test(
      text,
    )
  )
    return null;
  const sizes = [...text.matchAll(AREA)].map((m) => ({ value: num(m[1] as string), start: m.index ?? 0 }));
  const prices = money(tokens).filter(
    (t) => t.value >= 10000 && t.period === undefined && !sizes.some((s) => Math.abs(s.start - t.start) < 3),
  );
  // "house A 549k for 2,340 sqft, house B 615k at 2,890": the second size written without its unit is
  // the one bare number left, a plausible home size.
  if (sizes.length === 1) {
    const bare = tokens.filter(
      (t) =>
        /^\d[\d,]*$/.test(t.raw) &&
        t.value >= 300 &&
        t.value < 15000 &&
        !prices.includes(t) &&
        Math.abs(t.start - sizes[0]!.start) >= 3,
    );
    const others = tokens.filter((t) => !prices.includes(t) && !bare.includes(t));
    if (bare.length === 1 && others.every((t) => Math.abs(t.start - sizes[0]!.start) < 3))
      sizes.push({ value: bare[0]!.value, start: bare[0]!.start });
    sizes.sort((x, y) => x.start - y.start);
  }
  if (sizes.length !== 2 || prices.length !== 2 || percents(tokens).length > 0) return null;
  // Each home's price per foot must be one a home sells at.
  if (sizes.some((size, i) => !(prices[i]!.value / size.value > 20 && prices[i]!.value / size.value < 5000)))
    return null;
  if ([...text.matchAll(PER_AREA)].length > 0) return null;
  const homes = sizes.map((size, i) => ({ size: size.value, price: prices[i]!.value }));
  const perFoot = homes.map((h) => h.price / h.size);
  const [a, b] = perFoot as [number, number];
  const cheaper = a < b ? 'first' : 'second';
  return {
    title: 'Price per square foot of two homes',
    inputs: homes.map(
      (h, i) =>
        `${i === 0 ? 'First' : 'Second'} home: ${formatMoney(h.price)} for ${formatNumber(h.size, 0)} sq ft`,
    ),
    results: [
      ...homes.map(
        (h, i) => `${i === 0 ? 'First' : 'Second'} home: **${formatMoney(perFoot[i]!)}** per sq ft`,
      ),
      a === b
        ? 'The same price per sq ft'
        : `The ${cheaper} home is cheaper by **${formatMoney(Math.abs(a - b))}** per sq ft (${formatPercent(Math.abs(a - b) / Math.max(a, b))} less)`,
      // The premium is measured on the cheaper home's price per foot (rule 64).
      ...(a === b
        ? []
        : [
            `The ${cheaper === 'first' ? 'second' : 'first'} home's premium: **${formatPercent(Math.max(a, b) / Math.min(a, b) - 1)}** more per sq ft`,
          ]),
    ],
    method: 'Price ÷ sq ft for each home, paired in the order written',
  };
};

/** "house A $350k at 1.9%, house B $395k at 1.1%": each yearly tax bill and the difference. */
const taxComparison: Reader = ({ text, tokens }) => {
  if (
    !/\btax(?:es)?\b/.test(text) ||
    !/\b(?:higher|lower|more|less|difference|compare|comparing|vs|versus)\b/.test(text)
  )
    return null;
  if (/\b(?:payment|mortgage|loan|interest|rent|cap rate|noi|mill)/.test(text)) return null;
  const prices = money(tokens).filter((t) => t.value >= 20000);
  const rates = percents(tokens);
  if (prices.length !== 2 || rates.length !== 2 || money(tokens).length !== 2) return null;
  // Each rate belongs to the price before it ("A is $350k … 1.9%, B is $395k … 1.1%").
  const ordered = [...prices, ...rates].sort((a, b) => a.start - b.start);
  if (!(ordered[0]!.kind === 'money' && ordered[1]!.kind === 'percent' && ordered[2]!.kind === 'money'))
    return null;
  const [p1, p2] = prices as [(typeof prices)[number], (typeof prices)[number]];
  const [r1, r2] = rates as [(typeof rates)[number], (typeof rates)[number]];
  if (r1.value > 0.06 || r2.value > 0.06) return null;
  const t1 = p1.value * r1.value;
  const t2 = p2.value * r2.value;
  return {
    title: 'Property tax in two places',
    inputs: [
      `First home: ${formatMoney(p1.value)} at ${formatPercent(r1.value)}`,
      `Second home: ${formatMoney(p2.value)} at ${formatPercent(r2.value)}`,
    ],
    results: [
      `First: ${formatMoney(t1)} a year`,
      `Second: ${formatMoney(t2)} a year`,
      `Difference: **${formatMoney(Math.abs(t1 - t2))}** a year, the ${t1 >= t2 ? 'first' : 'second'} higher (${formatMoney(Math.abs(t1 - t2) / 12)} a month)`,
    ],
    method: 'Value × effective tax rate for each home',
  };
};

/**
 * "neighborhood A averages $310/sf and B $265/sf, what % premium is A?": two prices per foot and how
 * much higher the dearer is, as a share of the cheaper (rule 64). Nothing else may be stated.
 */
const perFootPremium: Reader = ({ text, tokens }) => {
  if (!/\bpremium\b|\bhow much (?:more|higher)\b|%|\bpercent(?:age)?\b|\bpct\b/.test(text)) return null;
  if ([...text.matchAll(AREA)].length > 0) return null;
  const rates = [...text.matchAll(PER_AREA)].map((m) => ({
    value: num(m[1] as string) * (m[2] ? 1000 : 1),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  // "$310/sf and B $265": the second price per foot may drop the unit.
  const others = money(tokens).filter((t) => !rates.some((r) => Math.abs(r.start - t.start) < 3));
  const values = [...rates.map((r) => r.value), ...others.map((t) => t.value)];
  if (rates.length < 1 || values.length !== 2 || others.some((t) => t.period)) return null;
  if (!everyNumberPlaced(text, [...rates, ...others])) return null;
  const [first, second] = values as [number, number];
  if (
    !(first > 20 && second > 20) ||
    Math.max(first, second) > Math.min(first, second) * 4 ||
    first === second
  )
    return null;
  const [high, low] = [Math.max(first, second), Math.min(first, second)];
  return {
    title: 'Premium per square foot',
    inputs: [`First: ${formatMoney(first)} per sq ft`, `Second: ${formatMoney(second)} per sq ft`],
    results: [
      `Difference: ${formatMoney(high - low)} per sq ft`,
      `The ${first > second ? 'first' : 'second'} is **${formatPercent(high / low - 1)}** higher (${formatMoney(high - low)} ÷ ${formatMoney(low)})`,
      `The ${first > second ? 'second' : 'first'} is ${formatPercent(1 - low / high)} lower`,
    ],
    method: 'Premium = (higher ÷ lower − 1), measured on the lower price per sq ft',
  };
};

/** An amount said to be the difference in price: "45k more", "$60,000 more than", "80k pricier". */
const PRICE_GAP_AFTER =
  /^\s*(?:more|extra|higher|pricier|dearer|over|above|premium|on top)\b|^\s*(?:in |of )?(?:extra |more )?(?:price|cost)\b(?=[^.]*\b(?:more|extra|higher|premium)\b)/;
const PRICE_GAP_BEFORE =
  /\b(?:costs?|is|are|paying|pay|spend(?:ing)?|priced|premium of|difference of|extra|an extra|another)\s*\$?$/;
/** A month's commuting saved: "saves 250/mo in commuting", "cuts my commute cost by $400/mo". */
const COMMUTE_WORDS = /\b(?:commut\w*|gas|tolls?|parking|driving|transit|travel)\b/;
const SAVE_WORDS = /\b(?:sav(?:e|es|ed|ing|ings)|cuts?|lowers?|less|reduc\w*)\b/;

/**
 * "the closer house is 45k more, 6.75% 30-yr; saves 250/mo in commuting: extra payment and net?"
 * (rule 68): the extra price financed at the rate and term (its P&I a month) against the commuting
 * saved a month, and the net a month and a year. Nothing else may be stated (a down payment would
 * change the amount financed: the question is then asked).
 */
const dearerHomeAgainstCommute: Reader = ({ text, tokens }) => {
  if (!COMMUTE_WORDS.test(text) || !SAVE_WORDS.test(text)) return null;
  if (/\bdown\b|\bpoints?\b|\btax(?:es)?\b|\binsurance\b|\bhoa\b/.test(text)) return null;
  const amounts = money(tokens);
  const gaps = amounts.filter(
    (t) =>
      t.period === undefined &&
      t.value >= 1000 &&
      (PRICE_GAP_AFTER.test(text.slice(t.end, t.end + 30)) ||
        PRICE_GAP_BEFORE.test(text.slice(Math.max(0, t.start - 20), t.start))) &&
      /\b(?:more|extra|pricier|dearer|higher|premium)\b/.test(
        text.slice(Math.max(0, t.start - 20), t.end + 30),
      ),
  );
  const savings = amounts.filter((t) => {
    if (t.period !== 'monthly' && !/^\s*(?:a|per) (?:month|mo)\b/.test(text.slice(t.end, t.end + 12)))
      return false;
    const clause = `${text
      .slice(Math.max(0, t.start - 60), t.start)
      .split(/[.;]\s/)
      .pop()} ${text.slice(t.end, t.end + 40).split(/[.;,]\s/)[0]}`;
    return COMMUTE_WORDS.test(clause) && SAVE_WORDS.test(clause);
  });
  const rates = percents(tokens);
  const terms = tokens.filter((t) => t.kind === 'years');
  if (gaps.length !== 1 || savings.length !== 1 || rates.length !== 1 || terms.length !== 1) return null;
  if (tokens.length !== 4) return null;
  const [gap, saving, rate, term] = [gaps[0]!, savings[0]!, rates[0]!, terms[0]!];
  if (!(rate.value > 0.005 && rate.value < 0.2) || ![10, 15, 20, 25, 30, 40].includes(term.value))
    return null;
  if (!everyNumberPlaced(text, [gap, saving, rate, term])) return null;
  const extra = monthlyPayment(gap.value, rate.value, term.value);
  const net = extra - saving.value;
  return {
    title: 'The dearer home’s payment against the commute it saves',
    inputs: [
      `Extra price, financed: ${formatMoney(gap.value)} at ${formatRate(rate.value)} over ${term.value} years`,
      `Commuting saved: ${formatMoney(saving.value)} a month`,
    ],
    results: [
      `Extra principal and interest: **${formatMoney(extra)}** a month`,
      net >= 0
        ? `Net: **${formatMoney(net)}** a month more (${formatMoney(net * 12)} a year) for the dearer home, after the commute it saves`
        : `Net: the commute saves **${formatMoney(-net)}** a month more than the extra payment (${formatMoney(-net * 12)} a year)`,
    ],
    method:
      'Extra P&I = the monthly payment on the price difference at the rate and term; net = extra P&I − commuting saved a month (before any added property tax and insurance on the higher price)',
  };
};

export const LOCATION_READERS: readonly Reader[] = [
  // Before the payoff readers: "45k more … saves 250/mo" is no extra payment on a loan (rule 68).
  dearerHomeAgainstCommute,
  perFootPremium,
  // A pass against driving and the time two commutes take (rule 68): words no reader below reads.
  transitVersusDriving,
  commuteTimeValue,
  // Before one commute's cost, which would read only the first of two homes' distances.
  commuteCostOfTwo,
  commuteCost,
  perAreaDifference,
  perFootOfTwoHomes,
  taxComparison,
];

// The taxable gain on a sale, with every number stated: a home's gain against the home sale
// exclusion (IRC §121: $250,000, $500,000 married filing jointly, when the owner owned and lived in
// it two of the five years before the sale), and a rental's gain split into the depreciation taken
// (unrecaptured §1250 gain, taxed at up to 25%) and the long-term capital gain above it.
//
// Gain = sale price − selling costs − adjusted basis, where the basis is the purchase price plus
// the purchase's closing costs and capital improvements, less the depreciation taken. Every amount
// is placed by the words at it ("70k improvements", "sold for 780k"); one the reader cannot place
// stops it, so a question it misreads is asked about instead. Part of quick-math (READERS there).
import { formatAmount, formatMoney, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { calendarYears, isCalendarYear } from './property-tax-reading.ts';
import { wordsBefore, yearsOf, type Reader } from './quick-math-reading.ts';

type Role =
  'sale' | 'purchase' | 'adjustedBasis' | 'improvements' | 'depreciation' | 'sellingCosts' | 'buyingCosts';

/** The words that name each amount, right after it ("70k improvements") or right before ("sold for"). */
const ROLES: readonly { role: Role; before: RegExp; after: RegExp }[] = [
  {
    // A basis already adjusted for improvements and depreciation is used as it is.
    role: 'adjustedBasis',
    // "basis including improvements $410,000": the basis with its improvements in it already.
    before:
      /\badjusted (?:cost )?basis\b[^\d$]*$|\bbasis,? (?:including|incl\.?|with|plus|after) (?:the |all |our |my )?(?:capital )?improvements\b[^\d$]*$/,
    after: /^\s*(?:in |of )?adjusted (?:cost )?basis\b/,
  },
  {
    role: 'buyingCosts',
    before:
      /\bclosing costs? (?:when|on|at) (?:the )?(?:purchase|buying|we bought|i bought)\b[^\d$]*$|\b(?:purchase|buying) (?:closing )?costs?\b[^\d$]*$/,
    after:
      /^\s*(?:in |of )?(?:closing )?costs? (?:when|on|at) (?:the )?(?:purchase|buying|we bought|i bought)\b|^\s*(?:in |of )?(?:purchase|buying) (?:closing )?costs?\b/,
  },
  {
    role: 'sellingCosts',
    before:
      /\b(?:selling (?:costs?|expenses|fees)|costs? (?:of|to) sell(?:ing)?|sale costs?|commissions?|agent fees?|realtor fees?|closing costs?)\b[^\d$]*$/,
    after:
      /^\s*(?:in |of |for )?(?:selling (?:costs?|expenses|fees)|costs? (?:of|to) sell|sale costs?|(?:agent |realtor |real estate )?commissions?|(?:agent|realtor) fees?|closing costs?|to sell)\b/,
  },
  {
    role: 'depreciation',
    before: /\b(?:depreciation|depreciated|written off|wrote off)\b[^\d$]*$/,
    after: /^\s*(?:in |of )?(?:accumulated |prior )?(?:depreciation|depreciated)\b/,
  },
  {
    role: 'improvements',
    before:
      /\b(?:improvements?|renovations?|remodel\w*|upgrades?|additions?|new roof|capital improvements?|put|invested|spent)\b[^\d$]*$/,
    after:
      /^\s*(?:in |of |into |on |worth of )?(?:capital )?(?:improvements?|renovations?|remodel\w*|upgrades?|additions?|a new roof|roof|kitchen|rehab)\b/,
  },
  {
    role: 'sale',
    before: /\b(?:sold|sell(?:s|ing)?|sale(?:s)? price|sale|selling price|closed at)\b[^$]{0,40}$/,
    after: /^\s*(?:sale(?:s)? price|sales? price)\b/,
  },
  {
    role: 'purchase',
    before:
      /\b(?:bought|buy(?:ing)?|purchas(?:ed?|ing)|paid|cost|basis|original(?:ly)?(?: price)?|purchase price)\b[^$]{0,40}$/,
    after: /^\s*(?:purchase price|basis)\b/,
  },
];

/**
 * The clause a number sits in, back to the last comma, sentence break or "and", and to the amount
 * before it ("sold my house after 18 months for 400k": a term inside the clause does not end it).
 */
const ownBefore = (text: string, tokens: readonly NumberToken[], t: NumberToken) =>
  wordsBefore(
    text,
    tokens.filter((o) => o.kind === 'money' || o.kind === 'percent'),
    t,
    60,
  )
    .split(/[,;.]\s|\band\b/)
    .pop() ?? '';
const ownAfter = (text: string, t: NumberToken) =>
  text.slice(t.end, t.end + 40).split(/[,;.]\s|\d|\band\b/)[0] ?? '';

function roleOf(text: string, tokens: readonly NumberToken[], t: NumberToken): Role | undefined {
  const after = ownAfter(text, t);
  const byAfter = ROLES.find((r) => r.after.test(after));
  if (byAfter) return byAfter.role;
  // Before it, a cost's or an adjustment's name first ("closing costs on the sale about 55k"); then
  // the nearer of sold and bought ("home sale exclusion: bought 300k" is a purchase).
  const before = ownBefore(text, tokens, t);
  const named = ROLES.find((r) => r.role !== 'sale' && r.role !== 'purchase' && r.before.test(before));
  if (named) return named.role;
  let nearest: { role: Role; at: number } | undefined;
  for (const r of ROLES) {
    const at = r.before.exec(before)?.index;
    if (at !== undefined && (!nearest || at > nearest.at)) nearest = { role: r.role, at };
  }
  return nearest?.role;
}

interface Sale {
  sale: number;
  purchase: number;
  /** The basis as the user gave it, already adjusted; the purchase price is then not given. */
  adjustedBasis?: number;
  improvements: number;
  depreciation: number;
  sellingCosts: number;
  sellingShown?: string;
  buyingCosts: number;
  /** Years owned, when the question says. */
  held?: number;
  heldShown?: string;
  capitalGainsRate?: number;
  recaptureRate?: number;
  niit?: number;
  used: Set<NumberToken>;
}

const RATE_WORDS = {
  recapture: /\brecapture\b|\b1250\b|\bdepreciation\b|\bunrecaptured\b/,
  niit: /\bniit\b|\bnet investment income\b|\bmedicare\b/,
  // "the tax at 15%", "taxed at 15%", "the rest at 15%" (after a recapture rate): the gain's own rate.
  capitalGains:
    /\b(?:capital gains?|cap gains?|ltcg|long[- ]term|bracket|gains? rate|tax rate|federal|tax(?:ed)? at|the rest(?: of (?:it|the gain))? at|remaining gain)\b/,
};

/** "ignore NIIT and state tax", "without the net investment income tax": a tax left out of the sum. */
const IGNORED_TAX =
  /\b(?:ignor\w*|without|exclud\w*|leav\w* out|no|not counting|skip\w*)\s+(?:the\s+)?(?:niit|net investment income tax|medicare surtax)\b/g;

/** Every amount of a sale, placed by its words; null when one cannot be placed. */
/** "the 250k home sale exclusion", "500k exclusion": one of the exclusion's two amounts, named as such. */
export const isExclusionAmount = (text: string, t: NumberToken) =>
  t.kind === 'money' &&
  (t.value === 250_000 || t.value === 500_000) &&
  /^\s*(?:home[- ]sale |section 121 |sec\.? 121 |§\s?121 |capital gains? |primary residence |married |single )?(?:exclusion|exemption|tax[- ]free|excluded)\b/.test(
    text.slice(t.end, t.end + 40),
  );

function readSale(text: string, tokens: readonly NumberToken[]): Sale | null {
  const used = new Set<NumberToken>();
  const sums: Record<Role, NumberToken[]> = {
    sale: [],
    purchase: [],
    adjustedBasis: [],
    improvements: [],
    depreciation: [],
    sellingCosts: [],
    buyingCosts: [],
  };
  const sale: Partial<Sale> = {};
  let commission: NumberToken | undefined;
  for (const t of tokens) {
    // "after the 250k home sale exclusion": the exclusion named is the law's amount, not the sale's.
    if (isExclusionAmount(text, t)) {
      used.add(t);
      continue;
    }
    if (t.kind === 'money' && !isCalendarYear(text, t)) {
      if (t.period !== undefined) return null;
      const role = roleOf(text, tokens, t);
      if (!role) return null;
      sums[role].push(t);
      used.add(t);
    } else if (t.kind === 'percent') {
      // "taxed at 15%? Ignore NIIT and state tax": a tax set aside names no rate.
      const words = `${ownBefore(text, tokens, t)} ${ownAfter(text, t)}`.replace(IGNORED_TAX, ' ');
      if (/\bcommission|\bselling|\bto sell\b|\bcosts?\b|\bfees?\b/.test(words) && !commission)
        commission = t;
      else if (RATE_WORDS.niit.test(words)) sale.niit = t.value;
      else if (RATE_WORDS.recapture.test(words)) sale.recaptureRate = t.value;
      else if (RATE_WORDS.capitalGains.test(words)) sale.capitalGainsRate = t.value;
      else return null;
      used.add(t);
    }
  }
  // One sale price and one purchase price; costs and improvements may be listed one by one.
  const adjusted = sums.adjustedBasis.length === 1;
  if (sums.sale.length !== 1 || sums.depreciation.length > 1 || sums.adjustedBasis.length > 1) return null;
  // Either the purchase price and what adjusts it, or the adjusted basis alone.
  if (
    adjusted
      ? sums.purchase.length + sums.improvements.length + sums.buyingCosts.length > 0
      : sums.purchase.length !== 1
  )
    return null;
  const total = (role: Role) => sums[role].reduce((sum, t) => sum + t.value, 0);
  const salePrice = total('sale');
  const fromCommission = commission ? salePrice * commission.value : 0;
  if (commission && sums.sellingCosts.length > 0) return null;
  return {
    sale: salePrice,
    purchase: total('purchase'),
    ...(adjusted ? { adjustedBasis: total('adjustedBasis') } : {}),
    improvements: total('improvements'),
    depreciation: total('depreciation'),
    sellingCosts: total('sellingCosts') + fromCommission,
    ...(commission
      ? {
          sellingShown: `${formatRate(commission.value)} of the sale price = ${formatMoney(fromCommission)}`,
        }
      : {}),
    buyingCosts: total('buyingCosts'),
    ...sale,
    used,
  };
}

/** How long the home was owned: "8 years ago", "owned it 14 months", "bought in 2016 … sold in 2024". */
/** The use test as people say it: "2 of the last 5 years", "meet the 2 out of 5 year rule". */
const USE_TEST =
  /\b(\d|two|three|four|five) (?:out )?of (?:the )?(?:last |past )?(?:5|five)[- ]years?(?: (?:rule|test))?\b/;

function holding(
  text: string,
  tokens: readonly NumberToken[],
): { years?: number; shown?: string; used: NumberToken[] } | null {
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  const calendar = [...new Set(calendarYears(text).map((y) => y.year))];
  const calendarTokens = tokens.filter((t) => isCalendarYear(text, t));
  // "2 of the last 5 years", "the 2 out of 5 year rule" speak of use, not of how long it was owned.
  const useTest = USE_TEST.exec(text);
  const useTerms = terms.filter(
    (t) => useTest !== null && t.start >= useTest.index && t.end <= useTest.index + useTest[0].length,
  );
  const held = terms.filter((t) => !useTerms.includes(t));
  if (held.length > 1 || calendar.length > 2) return null;
  if (held.length === 1 && calendar.length === 0) {
    const n = yearsOf(held[0]!);
    return {
      years: n,
      shown: held[0]!.kind === 'months' ? `${held[0]!.value} months` : `${n} years`,
      used: [...held, ...useTerms],
    };
  }
  if (held.length === 0 && calendar.length === 2) {
    const [from, to] = [Math.min(...calendar), Math.max(...calendar)];
    return {
      years: to - from,
      shown: `${from} → ${to}, about ${to - from} years`,
      used: [...calendarTokens, ...useTerms],
    };
  }
  if (held.length === 0 && calendar.length === 0) return { used: useTerms };
  // "paid 230k in 2012": the year it was bought, the length of ownership left unsaid.
  if (held.length === 0 && calendar.length === 1)
    return { shown: `since ${calendar[0]}`, used: [...calendarTokens, ...useTerms] };
  return null;
}

const SALE_CUE = /\b(?:sold|sell(?:s|ing)?|sale)\b/;
const TAX_CUE = /\btax\w*|\bgains?\b|\bexclu\w*|\brecapture\b|\bowe\b|\b1250\b|\b121\b|\birs\b/;
const RENTAL =
  /\brental\b|\brented (?:it )?out\b|\binvestment property\b|\btenants?\b|\blandlord\b|\bdepreciat\w*|\brecapture\b|\b1250\b/;
const RESIDENCE =
  /\b(?:primary|main|principal) (?:home|residence)\b|\blived (?:there|in it|in (?:the|our|my) (?:house|home|place|condo|townhouse|townhome))\b|\blive(?:d)? there\b|\b(?:our|my) (?:home|house)\b|\bhome sale exclusion\b|\b(?:section )?121\b|\bexclusion\b/;
/** Filing jointly, by any of its names. */
export const JOINT =
  /\bmarried filing jointly\b|\bmfj\b|\bfil(?:e|ing) jointly\b|\bjoint(?:ly)?\b|\bmarried\b|\b(?:wife|husband|spouse) and (?:i|me)\b|\bmy (?:wife|husband|spouse)\b/;
/** Filing as a single person, by any of its names. */
export const SINGLE =
  /\bsingle\b|\bunmarried\b|\bhead of household\b|\bfiling separately\b|\bdivorced\b|\bwidow\w*/;
const NEVER_LIVED = /\bnever lived\b|\bdid(?:n'?t| not) live\b|\bnot (?:our|my) (?:primary|main)\b/;

/** The lines every sale shows: amount realized, adjusted basis, gain. */
function gainLines(s: Sale): { inputs: string[]; gain: number; basis: number; realized: number } {
  const basis = s.adjustedBasis ?? s.purchase + s.buyingCosts + s.improvements - s.depreciation;
  const realized = s.sale - s.sellingCosts;
  const inputs = [
    `Sale price: ${formatAmount(s.sale)}`,
    ...(s.sellingCosts > 0 ? [`Selling costs: ${s.sellingShown ?? formatAmount(s.sellingCosts)}`] : []),
    s.adjustedBasis !== undefined
      ? `Adjusted basis: ${formatAmount(s.adjustedBasis)} (as you gave it, depreciation already taken off)`
      : `Purchase price: ${formatAmount(s.purchase)}`,
    ...(s.buyingCosts > 0
      ? [`Closing costs when you bought: ${formatAmount(s.buyingCosts)} (added to the basis)`]
      : []),
    ...(s.improvements > 0
      ? [`Capital improvements: ${formatAmount(s.improvements)} (added to the basis)`]
      : []),
    ...(s.depreciation > 0
      ? [
          `Depreciation taken: ${formatAmount(s.depreciation)}${s.adjustedBasis === undefined ? ' (comes off the basis)' : ''}`,
        ]
      : []),
  ];
  return { inputs, gain: realized - basis, basis, realized };
}

/** How long it was owned and the capital gains rate, when the question says. */
const ownedAndRate = (held: { shown?: string }, s: Sale): string[] => [
  ...(held.shown ? [`Owned: ${held.shown}`] : []),
  ...(s.capitalGainsRate !== undefined ? [`Capital gains rate: ${formatRate(s.capitalGainsRate)}`] : []),
];

const basisMethod = (s: Sale) =>
  s.adjustedBasis !== undefined
    ? formatAmount(s.adjustedBasis)
    : [
        formatAmount(s.purchase),
        ...(s.buyingCosts ? [`+ ${formatAmount(s.buyingCosts)}`] : []),
        ...(s.improvements ? [`+ ${formatAmount(s.improvements)}`] : []),
        ...(s.depreciation ? [`− ${formatAmount(s.depreciation)}`] : []),
      ].join(' ');

/**
 * A home sold ("sold for 780k, bought for 410k 8 years ago, married filing jointly, lived there the
 * whole time: taxable?"): the gain, the exclusion the filing status allows when the two-of-five-years
 * test is met, and what is left taxable; the other filing status's figure beside it.
 */
const homeSaleExclusion: Reader = ({ text, tokens }) => {
  if (!SALE_CUE.test(text) || !TAX_CUE.test(text) || !(RESIDENCE.test(text) || USE_TEST.test(text)))
    return null;
  if (RENTAL.test(text) || /\b1031\b|like[- ]kind/.test(text)) return null;
  const sale = readSale(text, tokens);
  const held = holding(text, tokens);
  if (!sale || !held) return null;
  // The use test: lived there two of the five years before the sale ("2 of the last 5 years", "meet
  // the 2 out of 5 year rule"), and owned it that long.
  const usedYears = USE_TEST.exec(text);
  const inUseTest = (t: NumberToken) =>
    usedYears !== null && t.start >= usedYears.index && t.end <= usedYears.index + usedYears[0].length;
  const leftover = tokens.filter((t) => !sale.used.has(t) && !held.used.includes(t) && !inUseTest(t));
  if (leftover.some((t) => t.kind !== 'plain')) return null;
  const { inputs, gain, basis, realized } = gainLines(sale);
  const usedEnough = usedYears ? !/^(?:1|0)$/.test(usedYears[1]!) : undefined;
  const ownedEnough = held.years === undefined ? undefined : held.years >= 2;
  const neverLived = NEVER_LIVED.test(text);
  const testMet = !neverLived && usedEnough !== false && ownedEnough !== false;
  const testSaid =
    usedEnough !== undefined || (ownedEnough !== undefined && /\blived\b/.test(text)) || neverLived;
  // A stated exclusion of 500k says married filing jointly; 250k says single.
  const stated = tokens.find((t) => isExclusionAmount(text, t));
  const joint =
    (JOINT.test(text) && !/\bfiling separately\b/.test(text)) ||
    (stated !== undefined && stated.value === 500_000);
  const single = SINGLE.test(text) || (stated !== undefined && stated.value === 250_000 && !JOINT.test(text));
  if (joint && single) return null;
  const limit = joint ? 500_000 : 250_000;
  const taxable = (cap: number) => Math.max(0, gain - (testMet ? cap : 0));
  const results = [
    `Amount realized: ${formatMoney(realized)}; adjusted basis: ${formatMoney(basis)}`,
    gain >= 0
      ? `Gain: **${formatMoney(gain)}**`
      : `Loss: **${formatMoney(-gain)}** (a loss on a home you lived in is not deductible)`,
  ];
  if (gain > 0) {
    if (!testMet) {
      results.push(
        `No exclusion: the two-of-five-years test is not met, so the whole gain is taxable: **${formatMoney(gain)}** (a partial exclusion can apply after a move for work, health or other unforeseen events)`,
      );
    } else if (joint || single) {
      results.push(
        `Exclusion: up to ${formatAmount(limit)} (${joint ? 'married filing jointly' : 'single'}), so **${formatMoney(Math.min(gain, limit))}** is excluded`,
        `Taxable gain: **${formatMoney(taxable(limit))}**`,
        // How much more gain the exclusion could take ("how much room is left under it?", rule 102).
        ...(gain < limit
          ? [`Room left under the ${formatAmount(limit)} exclusion: **${formatMoney(limit - gain)}**`]
          : []),
        joint
          ? `Filing single it would be a ${formatAmount(250_000)} exclusion: ${formatMoney(taxable(250_000))} taxable`
          : `Married filing jointly it would be a ${formatAmount(500_000)} exclusion: ${formatMoney(taxable(500_000))} taxable`,
      );
    } else {
      results.push(
        `Filing single (${formatAmount(250_000)} exclusion): taxable gain **${formatMoney(taxable(250_000))}**`,
        `Married filing jointly (${formatAmount(500_000)} exclusion): taxable gain **${formatMoney(taxable(500_000))}**`,
      );
    }
    const rate = sale.capitalGainsRate;
    const taxed = testMet ? taxable(limit) : gain;
    if (rate !== undefined && (joint || single || !testMet))
      results.push(`Federal tax at ${formatRate(rate)}: **${formatMoney(taxed * rate)}**`);
  }
  return {
    title: 'Gain on selling your home',
    inputs: [
      ...inputs,
      ...ownedAndRate(held, sale),
      testSaid
        ? `Two-of-five-years test (owned and lived in it 2 of the 5 years before the sale): ${testMet ? 'met' : 'not met'}`
        : 'Two-of-five-years test (owned and lived in it 2 of the 5 years before the sale): assumed met, as you did not say otherwise',
    ],
    results,
    method: `Gain = (${formatAmount(sale.sale)}${sale.sellingCosts ? ` − ${formatMoney(sale.sellingCosts)}` : ''}) − (${basisMethod(sale)}); the exclusion comes off the gain`,
  };
};

/**
 * A rental sold ("sold 600k, bought 350k, 70k improvements, 90k depreciation taken, 36k selling
 * costs: gain and recapture"): the gain, the part that is depreciation taken (unrecaptured §1250
 * gain, taxed at up to 25%), and the long-term capital gain above it; the tax when rates are given.
 */
const rentalSaleGain: Reader = ({ text, tokens }) => {
  if (!SALE_CUE.test(text) || !TAX_CUE.test(text) || !RENTAL.test(text)) return null;
  if (/\b1031\b|like[- ]kind/.test(text)) return null;
  const sale = readSale(text, tokens);
  const held = holding(text, tokens);
  if (!sale || !held) return null;
  if (tokens.some((t) => t.kind !== 'plain' && !sale.used.has(t) && !held.used.includes(t))) return null;
  const { inputs, gain, basis, realized } = gainLines(sale);
  const shortTerm = held.years !== undefined && held.years <= 1;
  const recaptured = Math.max(0, Math.min(sale.depreciation, gain));
  const rest = Math.max(0, gain - recaptured);
  const results: string[] = [
    `Amount realized: ${formatMoney(realized)}; adjusted basis: ${formatMoney(basis)}`,
    gain >= 0 ? `Gain: **${formatMoney(gain)}**` : `Loss: **${formatMoney(-gain)}**, nothing recaptured`,
  ];
  if (gain > 0 && shortTerm) {
    results.push('Owned a year or less: the whole gain is short-term, taxed as ordinary income');
  } else if (gain > 0) {
    const recaptureRate = sale.recaptureRate ?? 0.25;
    results.push(
      `Unrecaptured §1250 gain (the depreciation taken): **${formatMoney(recaptured)}**, taxed at up to ${formatRate(recaptureRate)}`,
      `Long-term capital gain on the rest: **${formatMoney(rest)}** (0%, 15% or 20% by income)`,
    );
    if (sale.capitalGainsRate !== undefined) {
      const tax = recaptured * recaptureRate + rest * sale.capitalGainsRate + gain * (sale.niit ?? 0);
      // Each part's tax on its own line, as people ask it ("break it out"), then the total.
      results.push(
        `Tax on the recaptured depreciation: ${formatMoney(recaptured)} × ${formatRate(recaptureRate)} = **${formatMoney(recaptured * recaptureRate)}**`,
        `Tax on the rest of the gain: ${formatMoney(rest)} × ${formatRate(sale.capitalGainsRate)} = **${formatMoney(rest * sale.capitalGainsRate)}**`,
        ...(sale.niit
          ? [
              `Net investment income tax: ${formatMoney(gain)} × ${formatRate(sale.niit)} = ${formatMoney(gain * sale.niit)}`,
            ]
          : []),
        `Federal tax: **${formatMoney(tax)}**`,
      );
    } else if (sale.niit !== undefined || sale.recaptureRate !== undefined) return null;
  }
  return {
    title: 'Gain on selling a rental, with depreciation recapture',
    inputs: [
      ...inputs,
      ...ownedAndRate(held, sale),
      ...(sale.recaptureRate !== undefined ? [`Recapture rate: ${formatRate(sale.recaptureRate)}`] : []),
      ...(sale.niit !== undefined ? [`Net investment income tax: ${formatRate(sale.niit)}`] : []),
    ],
    results,
    method: `Gain = (${formatAmount(sale.sale)}${sale.sellingCosts ? ` − ${formatMoney(sale.sellingCosts)}` : ''}) − (${basisMethod(sale)}); the depreciation taken, up to the gain, is unrecaptured §1250 gain`,
  };
};

export const SALE_TAX_READERS: readonly Reader[] = [rentalSaleGain, homeSaleExclusion];

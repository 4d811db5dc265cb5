// Recognises questions for the second set of calculators (deal-calculators.ts) and reads their inputs
// by role (amount-roles.ts). Each reader returns a request with the readings shown back to the user,
// the inputs still missing, or null when the question is not for it.

import { discountPoints } from './point-senses.ts';
import { longDate } from './calendar-dates.ts';
import { labelledParts } from './option-labels.ts';
import { CASH_OUT } from './cash-out-math.ts';
import {
  type ArmVsFixedInput,
  type BrrrrInput,
  type CashOnCashInput,
  type Comp,
  type CompsInput,
  type DepreciationInput,
  type DscrLoanInput,
  type ExchangeInput,
  type InventoryInput,
  type PmiInput,
  type PointsInput,
  type PropertyTaxInput,
  type SellerNetInput,
} from './deal-calculators.ts';
import { amountWithCue, amountsWithCue, LAND_OF_PRICE, readDeal, type DealReading } from './amount-roles.ts';
import { formatAmount, formatNumber, formatRate } from './format.ts';
import { normalizeText, tokenizeNumbers, type NumberToken, type ParsedQuestion } from './parse-numbers.ts';

export type DealRequest =
  | { calc: 'points'; input: PointsInput }
  | { calc: 'pmi'; input: PmiInput }
  | { calc: 'comps'; input: CompsInput }
  | { calc: 'inventory'; input: InventoryInput }
  | { calc: 'dscr-loan'; input: DscrLoanInput }
  | { calc: 'brrrr'; input: BrrrrInput }
  | { calc: 'exchange'; input: ExchangeInput }
  | { calc: 'depreciation'; input: DepreciationInput }
  | { calc: 'seller-net'; input: SellerNetInput }
  | { calc: 'arm-vs-fixed'; input: ArmVsFixedInput }
  | { calc: 'property-tax'; input: PropertyTaxInput }
  | { calc: 'cash-on-cash'; input: CashOnCashInput };

export type DealCalc = DealRequest['calc'];

export type DealRoute =
  | { kind: 'deal'; request: DealRequest; readAs: string[] }
  | { kind: 'deal-missing'; calc: DealCalc; need: string[]; readAs: string[] };

export const DEAL_TITLES: Record<DealCalc, string> = {
  points: 'discount-points break-even',
  pmi: 'PMI removal date',
  comps: 'price per square foot from comps',
  inventory: 'months of inventory',
  'dscr-loan': 'DSCR-loan check (rent ÷ PITIA)',
  brrrr: 'BRRRR analysis',
  exchange: '1031 exchange timeline and boot',
  depreciation: 'depreciation and cost-segregation estimate',
  'seller-net': "seller's net sheet",
  'arm-vs-fixed': 'ARM vs fixed comparison',
  'property-tax': 'property-tax estimate',
  'cash-on-cash': 'cash-on-cash return',
};

export const DEAL_EXAMPLES: Record<DealCalc, string> = {
  points: 'Is it worth paying 2 points on a $400k loan at 6.75%?',
  pmi: 'When does PMI come off on a $350k home with 10% down at 6.5%?',
  comps: 'Comps: 1,800 sqft sold for $360k, 2,000 sqft for $410k. Mine is 1,900 sqft: what should I offer?',
  inventory: 'There are 300 active listings and 75 sales a month: what kind of market is it?',
  'dscr-loan': 'Rent is $2,600 and PITIA is $2,200: do I qualify for a DSCR loan?',
  brrrr: 'BRRRR: buy for $150k, $40k rehab, ARV $250k, refinance at 75% LTV: how much cash is left in?',
  exchange: 'I sold my rental on March 3, 2026 for $600k: what are my 1031 deadlines?',
  depreciation: 'How much depreciation on a $500k rental with $100k of land value?',
  'seller-net': 'If I sell for $500k and owe $200k, what will I net?',
  'arm-vs-fixed': '7/6 ARM at 5.75% vs 30-year fixed at 6.5% on $400k if I stay 7 years?',
  'property-tax': 'Estimate property tax on a $400k home at 1.2%.',
  'cash-on-cash': "I'm $80k all-in and it nets $450/month: what's my cash-on-cash?",
};

type Reader = (ctx: ReadContext) => DealRoute | null;

interface ReadContext {
  text: string;
  tokens: NumberToken[];
  parsed: ParsedQuestion;
  deal: DealReading;
}

const money = (ctx: ReadContext, cue: RegExp, gap = 3) =>
  amountWithCue(ctx.text, ctx.tokens, cue, { kinds: ['money', 'plain'], gap })?.value;
const percent = (ctx: ReadContext, cue: RegExp, gap = 3) =>
  amountWithCue(ctx.text, ctx.tokens, cue, { kinds: ['percent'], gap })?.value;
const moneyTokens = (ctx: ReadContext) => ctx.tokens.filter((t) => t.kind === 'money');
const percents = (ctx: ReadContext) => ctx.tokens.filter((t) => t.kind === 'percent').map((t) => t.value);

function result(calc: DealCalc, request: DealRequest | null, need: string[], readAs: string[]): DealRoute {
  if (need.length > 0 || !request) return { kind: 'deal-missing', calc, need, readAs };
  return { kind: 'deal', request, readAs };
}

/** Loan amount from the loan, or price less the down payment. */
function loanOf(ctx: ReadContext, readAs: string[]): number | undefined {
  const q = ctx.parsed.quantities;
  if (q.loanAmount !== undefined) {
    readAs.push(`Loan: ${formatAmount(q.loanAmount)}`);
    return q.loanAmount;
  }
  if (q.price !== undefined && (q.downPaymentPercent !== undefined || q.downPaymentAmount !== undefined)) {
    const down = q.downPaymentAmount ?? q.price * (q.downPaymentPercent as number);
    readAs.push(
      `Price ${formatAmount(q.price)} less ${formatAmount(down)} down = loan ${formatAmount(q.price - down)}`,
    );
    return q.price - down;
  }
  const big = moneyTokens(ctx).find((t) => t.value >= 20000 && t.period === undefined);
  if (big) readAs.push(`Loan: ${formatAmount(big.value)}`);
  return big?.value;
}

// ---------------------------------------------------------------------------------------------------

const POINTS_RE = /\b(\d+(?:\.\d+)?|one|two|three|half a|a half)\s*(?:discount\s+)?(?:points?|pts?)\b/;
const WORD_POINTS: Record<string, number> = { one: 1, two: 2, three: 3, 'half a': 0.5, 'a half': 0.5 };

const readPoints: Reader = (ctx) => {
  if (
    !/\b(?:points?|pts)\b/.test(ctx.text) ||
    !/\b(?:buy|pay|paying|buying|discount|worth|break[- ]?even|cost|points? to|better|which (?:one|option|is)|compare|vs\.?|versus)\b/.test(
      ctx.text,
    )
  )
    return null;
  if (/\bpoints? of (?:view|contact|interest)\b/.test(ctx.text)) return null;
  // Points said only as a rate's move ("rates dropped half a point to 6.25%") or a score's ("my score
  // went up 30 points") are no points bought: not this reader's question (point-senses.ts).
  const bought = discountPoints(ctx.text);
  if (!bought) return null;
  // Two offers ("6.99% with zero points, or 6.49% with 2 points"): the lower rate costs the points
  // it takes beyond the other offer's.
  const counts = [...ctx.text.matchAll(new RegExp(POINTS_RE.source, 'g'))]
    .filter((m) => bought.some((b) => b.start <= m.index && m.index < b.end))
    .map((m) => WORD_POINTS[m[1] as string] ?? Number(m[1]));
  const readAs: string[] = [];
  const need: string[] = [];
  const points =
    counts.length > 0 ? Math.max(...counts) - (counts.length > 1 ? Math.min(...counts) : 0) : undefined;
  if (points === undefined || points <= 0) need.push('How many points (e.g. `2 points`)');
  else
    readAs.push(
      `Points: ${points} (${points}% of the loan)${counts.length > 1 ? `, the difference between ${Math.min(...counts)} and ${Math.max(...counts)} points` : ''}`,
    );
  const loan = loanOf(ctx, readAs);
  if (loan === undefined) need.push('The loan amount (e.g. `$400k loan`)');
  const rates = percents(ctx).filter((r) => r > 0.01 && r < 0.2);
  let baseRate: number | undefined;
  let reducedRate: number | undefined;
  if (rates.length >= 2) {
    baseRate = Math.max(...rates);
    reducedRate = Math.min(...rates);
    readAs.push(`Rate without points ${formatRate(baseRate)}, with points ${formatRate(reducedRate)}`);
  } else if (rates.length === 1) {
    baseRate = rates[0];
    readAs.push(`Rate without points: ${formatRate(baseRate as number)}`);
  } else need.push('The interest rate (e.g. `at 6.75%`)');
  // The loan's term changes how much the lower rate saves: read it, and show it among the inputs.
  const term = ctx.parsed.quantities.termYears ?? ctx.tokens.find((t) => t.kind === 'years')?.value;
  if (term !== undefined) readAs.push(`Term: ${term} years`);
  return result(
    'points',
    points !== undefined && points > 0 && loan !== undefined && baseRate !== undefined
      ? {
          calc: 'points',
          input: {
            loanAmount: loan,
            points,
            baseRate,
            ...(reducedRate !== undefined ? { reducedRate } : {}),
            ...(term !== undefined ? { termYears: term } : {}),
          },
        }
      : null,
    need,
    readAs,
  );
};

// ---------------------------------------------------------------------------------------------------

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DATE_RE = new RegExp(
  `\\b(${MONTHS.join('|')})[a-z]*\\.?\\s+(?:(\\d{1,2})(?:st|nd|rd|th)?,?\\s+)?(\\d{4})\\b|\\b(\\d{4})-(\\d{2})-(\\d{2})\\b|\\b(\\d{1,2})\\/(\\d{1,2})\\/(\\d{4})\\b`,
);

/** The first calendar date in the text (month-year gets day 1), as yyyy-mm-dd. */
export function findDate(text: string): { iso: string; hasDay: boolean } | null {
  const m = DATE_RE.exec(text);
  if (!m) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (m[1]) {
    const month = MONTHS.indexOf(m[1]) + 1;
    return { iso: `${m[3]}-${pad(month)}-${pad(Number(m[2] ?? 1))}`, hasDay: m[2] !== undefined };
  }
  if (m[4]) return { iso: `${m[4]}-${m[5]}-${m[6]}`, hasDay: true };
  return { iso: `${m[9]}-${pad(Number(m[7]))}-${pad(Number(m[8]))}`, hasDay: true };
}

const readPmi: Reader = (ctx) => {
  if (!/\bpmi\b|\bmortgage insurance\b/.test(ctx.text)) return null;
  if (
    !/\b(?:remov|drop|cancel|get rid|come off|comes off|fall off|falls off|stop|end|when|how long|eliminat|go away|goes away)\w*/.test(
      ctx.text,
    )
  )
    return null;
  const q = ctx.parsed.quantities;
  const readAs: string[] = [];
  const need: string[] = [];
  const value = q.price;
  if (value === undefined) need.push('The home price or appraised value at purchase (e.g. `$350k home`)');
  else readAs.push(`Original value: ${formatAmount(value)}`);
  const loan =
    q.loanAmount ??
    (value !== undefined && q.downPaymentAmount !== undefined ? value - q.downPaymentAmount : undefined) ??
    (value !== undefined && q.downPaymentPercent !== undefined
      ? value * (1 - q.downPaymentPercent)
      : undefined);
  if (loan === undefined) need.push('The down payment or loan amount (e.g. `10% down`)');
  else
    readAs.push(
      `Loan: ${formatAmount(loan)}${value !== undefined && q.loanAmount === undefined ? ` (${formatRate(1 - loan / value)} down)` : ''}`,
    );
  const rate = q.rate;
  if (rate === undefined) need.push('The interest rate (e.g. `at 6.5%`)');
  else readAs.push(`Rate: ${formatRate(rate)}`);
  const date = findDate(ctx.text);
  const firstPayment = date
    ? { year: Number(date.iso.slice(0, 4)), month: Number(date.iso.slice(5, 7)) }
    : undefined;
  if (firstPayment) readAs.push(`First payment: ${date?.iso.slice(0, 7)}`);
  return result(
    'pmi',
    value !== undefined && loan !== undefined && rate !== undefined
      ? {
          calc: 'pmi',
          input: {
            homeValue: value,
            loanAmount: loan,
            rate,
            ...(q.termYears !== undefined ? { termYears: q.termYears } : {}),
            ...(firstPayment ? { firstPayment } : {}),
          },
        }
      : null,
    need,
    readAs,
  );
};

// ---------------------------------------------------------------------------------------------------

const SQFT = /(\d{1,2},\d{3}|\d{3,5})\s?(?:sq\.?\s?ft\.?|square\s+f(?:ee|oo)t|sqft|sf|ft2)\b/g;
const SUBJECT_CUE =
  /\b(?:subject|mine|my (?:house|home|place)|ours|our (?:house|home)|this one|the one (?:i|we)|(?:i'm|we're|i am|we are) (?:looking at|eyeing|buying)|listing|listed|asking|target|the house (?:i|we)|i want|we want|it's|it is)\b/;

const readComps: Reader = (ctx) => {
  const sqftMentions = [...ctx.text.matchAll(SQFT)];
  if (
    !/\bcomps?\b|comparable|price per (?:square|sq)|per sq(?:uare)?\.? ?f|\bpsf\b|\$\/sq|what should (?:i|we) offer|offer range/.test(
      ctx.text,
    )
  )
    return null;
  if (sqftMentions.length === 0) return null;
  // Sales of two or more named places or groups ("Area 1 comps: … Area 2 comps: …") are compared
  // group by group in quick math (comps-average-math.ts), not pooled into one set of comps.
  if (labelledParts(ctx.text)) return null;
  // A colon ends a clause too ("… my 2800 sqft: $1.05M 2,900 sqft, …").
  const segments = ctx.text.split(/;\s|:\s|\.\s|,\s|\n|\band\b|\bthen\b/);
  const comps: Comp[] = [];
  let subjectSqft: number | undefined;
  let askingPrice: number | undefined;
  for (const seg of segments) {
    const s = [...seg.matchAll(SQFT)];
    if (s.length !== 1) continue;
    const sqft = Number((s[0] as RegExpMatchArray)[1]?.replace(/,/g, ''));
    // A sale price has no period: "$14,650 a month for 18,200 sq ft" is a rent, not a comp.
    const prices = tokenizeNumbers(seg).filter(
      (t) => t.kind === 'money' && t.value >= 10000 && t.period === undefined,
    );
    const isSubject = SUBJECT_CUE.test(seg) && subjectSqft === undefined;
    if (isSubject) {
      subjectSqft = sqft;
      if (prices[0]) askingPrice = prices[0].value;
    } else if (prices[0]) comps.push({ sqft, price: prices[0].value });
    else if (subjectSqft === undefined) subjectSqft = sqft;
  }
  const readAs = comps.map(
    (c) => `Comp: ${formatAmount(c.price)} for ${c.sqft.toLocaleString('en-US')} sq ft`,
  );
  if (subjectSqft !== undefined)
    readAs.push(
      `Your home: ${subjectSqft.toLocaleString('en-US')} sq ft${askingPrice !== undefined ? `, asking ${formatAmount(askingPrice)}` : ''}`,
    );
  const need =
    comps.length === 0
      ? ['At least one comparable sale with its price and size (e.g. `1,800 sqft sold for $360k`)']
      : [];
  return result(
    'comps',
    comps.length > 0
      ? {
          calc: 'comps',
          input: {
            comps,
            ...(subjectSqft !== undefined ? { subjectSqft } : {}),
            ...(askingPrice !== undefined ? { askingPrice } : {}),
            // "avg $/sf", "average price per foot", "mean $/sqft": the mean of the comps' ratios.
            ...(/\b(?:avg|average|averaged|mean)\b/.test(ctx.text) && !/\bmedian\b/.test(ctx.text)
              ? { basis: 'average' as const }
              : {}),
          },
        }
      : null,
    need,
    readAs,
  );
};

// ---------------------------------------------------------------------------------------------------

const readInventory: Reader = (ctx) => {
  if (
    !/months? (?:of|worth of) (?:inventory|supply)|\bmoi\b|absorption|absorbed|\binventory\b|active listings|(?:buyer|seller)'?s'? market|homes? (?:for sale|on the market)|listings|\blisted (?:now|today|right now|currently)\b|\bmonths to (?:sell|clear|absorb)|\bsell[- ]?(?:through|off)\b/.test(
      ctx.text,
    )
  )
    return null;
  const all = ctx.tokens.filter((t) => t.kind === 'plain' || t.kind === 'money');
  const listings = amountWithCue(
    ctx.text,
    all,
    /\b(?:active(?: listings)?|listings?|homes? (?:for sale|on the market|listed)|for sale|on (?:the )?market|inventory(?: of)?|listed)\b/,
    { gap: 3 },
  );
  const salesToken = amountWithCue(
    ctx.text,
    all.filter((t) => t !== listings),
    /\b(?:sold|sales?|closed|closings?|went under contract|sell|selling|sells|go(?:ing)? under contract|trad(?:e|es|ing)|mov(?:e|es|ing)|clos(?:e|es|ing)|absorbed|(?:last|past) (?:\d+|three|six|twelve) (?:months?|mos?))\b/,
    { gap: 4 },
  );
  if (!listings && !salesToken) return null;
  const readAs: string[] = [];
  const need: string[] = [];
  if (listings) readAs.push(`Active listings: ${listings.value}`);
  else need.push('The number of active listings (e.g. `300 active listings`)');
  let perMonth: number | undefined;
  if (salesToken) {
    const after = ctx.text.slice(salesToken.end, salesToken.end + 60);
    const before = ctx.text.slice(Math.max(0, salesToken.start - 40), salesToken.start);
    const window = `${before} ${after}`;
    // "over the last 6 months", "in the past six months", "last 6 mo": a span of months (rule 57).
    const months =
      /\b(?:last|past|in|over|during)\s+(?:the\s+)?(?:last\s+|past\s+)?(\d+|two|three|four|five|six|nine|twelve)\s+(?:months?|mos?|mths?)\b/.exec(
        window,
      );
    const days =
      /\b(?:last|past|in|over|within)\s+(?:the\s+)?(?:last\s+|past\s+)?(\d+)\s+(days|weeks)\b/.exec(window);
    const wordN: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, nine: 9, twelve: 12 };
    if (
      salesToken.period === 'yearly' ||
      /\b(?:a|per|last|past|this|in the last|over the last) year\b|\bannual|\byearly|\blast 12 months/.test(
        window,
      )
    ) {
      perMonth = salesToken.value / 12;
      readAs.push(`Sales: ${salesToken.value} a year (12 months) = ${perMonth.toFixed(1)} a month`);
    } else if (/\b(?:quarter|last 3 months|past 3 months)\b/.test(window)) {
      perMonth = salesToken.value / 3;
      readAs.push(`Sales: ${salesToken.value} a quarter (3 months) = ${perMonth.toFixed(1)} a month`);
    } else if (days) {
      // "in the last 30 days", "past 90 days", "over the last 4 weeks": a month is 30 days (52/12 weeks).
      const n = Number(days[1]);
      const span = days[2]!.startsWith('week') ? (n * 12) / 52 : n / 30;
      perMonth = salesToken.value / span;
      readAs.push(
        `Sales: ${salesToken.value} in ${n} ${days[2]} = ${perMonth.toFixed(1)} a month${span === 1 ? '' : ` (${formatNumber(span, 2)} months)`}`,
      );
    } else if (months) {
      const n = wordN[months[1] as string] ?? Number(months[1]);
      perMonth = salesToken.value / n;
      readAs.push(`Sales: ${salesToken.value} in ${n} months = ${perMonth.toFixed(1)} a month`);
    } else if (
      salesToken.period === 'monthly' ||
      /\b(?:a|per|last|each|every|this|past|the past|the last) month\b|\bmonthly\b/.test(window)
    ) {
      perMonth = salesToken.value;
      readAs.push(`Sales: ${salesToken.value} a month`);
    } else need.push(`The period of the ${salesToken.value} sales (a month, a quarter or a year?)`);
  } else need.push('How many homes sold and over what period (e.g. `75 sales a month`)');
  return result(
    'inventory',
    listings && perMonth
      ? { calc: 'inventory', input: { activeListings: listings.value, salesPerMonth: perMonth } }
      : null,
    need,
    readAs,
  );
};

// ---------------------------------------------------------------------------------------------------

const readDscrLoan: Reader = (ctx) => {
  if (!/\bpitia\b|\bdscr\b|debt service coverage/.test(ctx.text)) return null;
  if (moneyTokens(ctx).length === 0) return null; // "What is DSCR?" is a knowledge question
  // A full rental analysis (price and rent, asking for cap rate or cash flow) reports DSCR itself.
  if (!/\bpitia\b|dscr loan|qualif/.test(ctx.text) && ctx.parsed.quantities.price !== undefined) return null;
  const q = ctx.parsed.quantities;
  // The NOI ÷ debt service form (commercial DSCR), debt service given or from the loan's terms.
  if (q.noi !== undefined && (q.annualDebtService !== undefined || q.loanAmount !== undefined)) return null;
  const readAs: string[] = [];
  const need: string[] = [];
  const rent =
    money(ctx, /\b(?:rents?(?: is| for| at)?|market rent|rental income|lease(?:s|d)? for|brings? in)\b/) ??
    q.monthlyRent;
  if (rent === undefined) need.push('The monthly rent (e.g. `rent $2,600`)');
  else readAs.push(`Rent: ${formatAmount(rent)}/month`);
  const pitia = money(ctx, /\b(?:pitia|piti|total payment|payment(?: would be| is)?|housing payment)\b/);
  let input: DscrLoanInput | null = null;
  const minMatch =
    /\b(?:min(?:imum)?|needs?|requires?|at least|lender wants?)\s+(?:a\s+)?(?:dscr\s+(?:of\s+)?)?(1(?:\.\d+)?)\b/.exec(
      ctx.text,
    );
  const minimumRatio = minMatch ? Number(minMatch[1]) : undefined;
  if (pitia !== undefined && pitia !== rent) {
    readAs.push(`PITIA: ${formatAmount(pitia)}/month`);
    if (rent !== undefined) input = { monthlyRent: rent, pitia };
  } else {
    const readLoan: string[] = [];
    const loan = loanOf(ctx, readLoan);
    if (loan === undefined || q.rate === undefined) {
      need.push('The PITIA (payment with taxes, insurance and HOA), or the loan amount and rate');
    } else {
      readAs.push(...readLoan, `Rate: ${formatRate(q.rate)}`);
      const monthlyTax = q.annualPropertyTax !== undefined ? q.annualPropertyTax / 12 : undefined;
      const monthlyInsurance = q.annualInsurance !== undefined ? q.annualInsurance / 12 : undefined;
      if (monthlyTax !== undefined) readAs.push(`Tax: ${formatAmount(monthlyTax)}/month`);
      else need.push('The property tax (e.g. `taxes $4,800 a year`)');
      if (monthlyInsurance !== undefined) readAs.push(`Insurance: ${formatAmount(monthlyInsurance)}/month`);
      else need.push('The insurance (e.g. `insurance $1,500 a year`)');
      if (rent !== undefined && monthlyTax !== undefined && monthlyInsurance !== undefined)
        input = {
          monthlyRent: rent,
          loanAmount: loan,
          rate: q.rate,
          monthlyTax,
          monthlyInsurance,
          ...(q.monthlyHoa !== undefined ? { monthlyHoa: q.monthlyHoa } : {}),
          ...(q.termYears !== undefined ? { termYears: q.termYears } : {}),
        };
    }
  }
  if (input && minimumRatio !== undefined) input.minimumRatio = minimumRatio;
  return result(
    'dscr-loan',
    input && need.length === 0 ? { calc: 'dscr-loan', input } : null,
    input ? [] : need,
    readAs,
  );
};

// ---------------------------------------------------------------------------------------------------

const readBrrrr: Reader = (ctx) => {
  if (
    !/\bbrrrr?\b|\barv\b|after[- ]repair(?:ed)? value|\brehab\b.*\brefi|\brefi\w*.*\brehab\b/.test(ctx.text)
  )
    return null;
  const readAs: string[] = [];
  const need: string[] = [];
  const q = ctx.parsed.quantities;
  const rehab = money(
    ctx,
    // "30k of work": the work is the rehab.
    /\b(?:rehab|renovations?|repairs?|reno|fix(?:ing)?[- ]up|construction|improvements?|work)(?: costs?| budget)?\b/,
  );
  const arv = money(
    ctx,
    /\b(?:arv|after[- ]repair(?:ed)? value|worth after|appraise[sd]? (?:at|for)|apprais(?:al|ed)(?: value)? (?:just |finally |already |officially )?(?:came|comes|come|is|was|of)(?: back| in)*(?: at)?|apprais(?:al|ed value)|value after)(?: (?:should|will|would|could|might|is expected to|is going to) be| (?:around|about|roughly))?\b/,
  );
  let purchase = money(
    ctx,
    /\b(?:buy(?:ing)?(?: it)?(?: for)?|purchase(?: price)?|bought(?: it)?(?: for)?|pay(?: for it)?|acquire|acquisition|price)\b/,
  );
  if (purchase === arv || purchase === rehab) purchase = undefined;
  if (purchase === undefined) {
    // The amount no word names, never a fee ("keep a 10k assignment fee") or a cost.
    const big = moneyTokens(ctx).find(
      (t) =>
        t.value !== rehab &&
        t.value !== arv &&
        t.value >= 10000 &&
        !/^\s*(?:[a-z]+\s+){0,2}(?:fee|fees|costs?|commission)\b/.test(ctx.text.slice(t.end, t.end + 30)),
    );
    purchase = big?.value;
  }
  // "refi closing costs 3% of the new loan", "paying 2.5% of the loan in closing costs": the
  // refinance's own costs as a share of the loan it takes out (rule 68), never its LTV.
  const refiCostShare = ctx.tokens.find(
    (t) =>
      t.kind === 'percent' &&
      t.value > 0 &&
      t.value < 0.1 &&
      /^\s*of (?:the |its |that )?(?:new |refi(?:nance)? |cash[- ]out )?(?:loan|mortgage)(?: amount)?\b/.test(
        ctx.text.slice(t.end, t.end + 40),
      ) &&
      /\b(?:closing|costs?|fees?)\b/.test(
        `${ctx.text
          .slice(Math.max(0, t.start - 40), t.start)
          .split(/[.;]\s/)
          .pop()} ${ctx.text.slice(t.end, t.end + 60).split(/[.;,]\s/)[0]}`,
      ),
  );
  const ltv = amountWithCue(
    ctx.text,
    ctx.tokens.filter((t) => t !== refiCostShare),
    /\b(?:ltv|loan[- ]to[- ]value|refi(?:nance)?(?: at)?|cash[- ]out(?: at)?|of (?:the )?arv)\b/,
    { kinds: ['percent'], gap: 3 },
  )?.value;
  // "refinance at 75% LTV at 7% for 30 years": a small share after "at" or before a term is the
  // refinance's rate, never the LTV (rule 74).
  const rate =
    percent(ctx, /\b(?:rate|interest)\b/) ??
    ctx.tokens.find(
      (t) =>
        t.kind === 'percent' &&
        t !== refiCostShare &&
        t.value > 0 &&
        t.value < 0.2 &&
        t.value !== ltv &&
        (/(?:\bat|@)\s*$/.test(ctx.text.slice(Math.max(0, t.start - 6), t.start)) ||
          /^\s*(?:fixed|for \d+|over \d+|on a \d+|\d+[- ]?(?:yr|year))/.test(
            ctx.text.slice(t.end, t.end + 15),
          )),
    )?.value;
  const termToken = ctx.tokens.find((t) => t.kind === 'years' && t.value >= 5 && t.value <= 40);
  if (purchase === undefined) need.push('The purchase price (e.g. `buy for $150k`)');
  else readAs.push(`Purchase: ${formatAmount(purchase)}`);
  if (rehab === undefined) need.push('The rehab budget (e.g. `$40k rehab`)');
  else readAs.push(`Rehab: ${formatAmount(rehab)}`);
  if (arv === undefined) need.push('The after-repair value (e.g. `ARV $250k`)');
  else readAs.push(`ARV: ${formatAmount(arv)}`);
  if (ltv !== undefined) readAs.push(`Refinance at ${formatRate(ltv)} of ARV`);
  if (rate !== undefined && rate < 0.2 && rate !== ltv) {
    readAs.push(`Refinance rate: ${formatRate(rate)}`);
    if (termToken) readAs.push(`Refinance term: ${termToken.value} years`);
  }
  // The purchase's and the refinance's closing costs are both cash in the deal: all of them count.
  const closingTokens = amountsWithCue(
    ctx.text,
    ctx.tokens,
    // "4k refi closing costs", "5k purchase closing costs"; lumped: "closing + holding about 9k",
    // "closing/holding around 7,500", "holding and closing costs 6k".
    /\b(?:(?:refi(?:nance)?|purchase|acquisition|buy(?:ing)?|loan) )?(?:(?:closing|holding|carrying)(?: costs?| fees?)?\s*(?:\+|&|\/|and|plus)\s*(?:closing|holding|carrying)(?: costs?| fees?)?|closing(?: costs?)?|(?:holding|carrying)(?: costs?)?|refi(?:nance)? (?:costs?|fees?)|fees)\b/,
    {
      kinds: ['money', 'plain'],
    },
  ).filter((t) => t.value !== purchase && t.value !== rehab && t.value !== arv);
  // The share of the loan in dollars: the loan is the ARV × the LTV (75% when none is stated).
  const refiLoan = arv !== undefined ? arv * (ltv !== undefined && ltv !== rate ? ltv : 0.75) : undefined;
  const refiShareCost = refiCostShare && refiLoan !== undefined ? refiLoan * refiCostShare.value : undefined;
  const closingParts = [
    ...closingTokens.map((t) => t.value),
    ...(refiShareCost !== undefined ? [refiShareCost] : []),
  ];
  const closing = closingParts.length ? closingParts.reduce((a, v) => a + v, 0) : undefined;
  // "the 4,500 of refi closing costs come out of the loan": the refinance's own costs, paid from it.
  const refinanceCosts =
    closingTokens
      // Within its own clause: "closing/holding 5k, arv 175k, refinance 75%" is no refinance cost.
      .filter((t) =>
        /\brefi/.test(
          `${ctx.text
            .slice(Math.max(0, t.start - 25), t.start)
            .split(/[,;]\s|\.\s/)
            .pop()} ${ctx.text.slice(t.end, t.end + 25).split(/[,;]\s|\.\s/)[0]}`,
        ),
      )
      .reduce((a, t) => a + t.value, 0) + (refiShareCost ?? 0);
  if (refiShareCost !== undefined)
    readAs.push(
      `Refinance costs: ${formatRate(refiCostShare!.value)} of the new loan (${formatAmount(refiLoan!)}) = ${formatAmount(refiShareCost)}`,
    );
  if (closing !== undefined)
    readAs.push(
      `Closing and holding costs: ${closingParts.length > 1 ? `${closingParts.map((v) => formatAmount(v)).join(' + ')} = ` : ''}${formatAmount(closing)}`,
    );
  return result(
    'brrrr',
    purchase !== undefined && rehab !== undefined && arv !== undefined
      ? {
          calc: 'brrrr',
          input: {
            purchasePrice: purchase,
            rehabCost: rehab,
            arv,
            ...(ltv !== undefined && ltv !== rate ? { refinanceLtv: ltv } : {}),
            ...(closing !== undefined ? { closingCosts: closing } : {}),
            ...(refinanceCosts > 0 ? { refinanceCosts } : {}),
            ...(rate !== undefined && rate < 0.2 && rate !== ltv ? { refinanceRate: rate } : {}),
            ...(rate !== undefined && rate < 0.2 && rate !== ltv && termToken
              ? { refinanceTermYears: termToken.value }
              : {}),
            ...(/\b(?:ignor\w*|excluding|without|leave out|leaving out|no) (?:the )?closing\b/.test(ctx.text)
              ? { closingIgnored: true }
              : {}),
            ...(q.monthlyRent !== undefined ? { monthlyRent: q.monthlyRent } : {}),
          },
        }
      : null,
    need,
    readAs,
  );
};

// ---------------------------------------------------------------------------------------------------

const readExchange: Reader = (ctx) => {
  if (!/\b1031\b|like[- ]kind exchange|\bboot\b/.test(ctx.text)) return null;
  const readAs: string[] = [];
  const date = findDate(ctx.text);
  const sale =
    money(
      ctx,
      /\b(?:sold(?: it)?(?: for)?|sell(?:ing)?(?: it)?(?: for)?|sale(?: price)?|relinquished(?: property)?(?: for)?|selling price)\b/,
    ) ??
    // "sold my rental on March 3, 2026 for $600k": the date sits between "sold" and the amount.
    (/\b(?:sold|sell\w*)\b/.test(ctx.text) ? money(ctx, /\bfor\b/, 0) : undefined);
  const replacement = money(
    ctx,
    /\b(?:buy(?:ing)?(?: a)?(?: replacement)?(?: for)?|replacement(?: property)?(?: for| at| of)?|purchase(?: price)?|new property(?: for| at)?|buying)\b/,
  );
  const newMortgageToken = amountWithCue(
    ctx.text,
    ctx.tokens,
    /\b(?:new(?: mortgage| loan| debt)?|borrow(?:ing)?|financ(?:e|ing))\b/,
    {
      kinds: ['money'],
    },
  );
  const newMortgage = newMortgageToken?.value;
  const oldMortgage = amountWithCue(
    ctx.text,
    ctx.tokens.filter((t) => t !== newMortgageToken),
    /\b(?:old (?:mortgage|loan)|existing (?:mortgage|loan)|mortgage(?: paid off| of| was)?|loan(?: paid off| of| was)?|owed|owe|payoff|paid off)\b/,
    { kinds: ['money'] },
  )?.value;
  const cashKept = money(ctx, /\b(?:keep(?:ing)?|kept|take out|taking out|pocket(?:ing)?|cash out)\b/);
  if (!date && sale === undefined && cashKept === undefined) return null;
  if (date)
    readAs.push(
      `Sale closed: ${longDate(date.iso)}${date.hasDay ? '' : ' (day not given: the 1st is assumed)'}`,
    );
  if (sale !== undefined) readAs.push(`Relinquished property sold for ${formatAmount(sale)}`);
  if (replacement !== undefined) readAs.push(`Replacement property: ${formatAmount(replacement)}`);
  if (oldMortgage !== undefined) readAs.push(`Old mortgage paid off: ${formatAmount(oldMortgage)}`);
  if (newMortgage !== undefined) readAs.push(`New mortgage: ${formatAmount(newMortgage)}`);
  if (cashKept !== undefined) readAs.push(`Cash kept from the proceeds: ${formatAmount(cashKept)}`);
  const need: string[] = [];
  if (!date && replacement === undefined && cashKept === undefined)
    need.push(
      'The sale closing date (for the 45- and 180-day deadlines) or the replacement price (for boot)',
    );
  return result(
    'exchange',
    {
      calc: 'exchange',
      input: {
        ...(date ? { saleDate: date.iso } : {}),
        ...(sale !== undefined ? { salePrice: sale } : {}),
        ...(replacement !== undefined ? { replacementPrice: replacement } : {}),
        ...(oldMortgage !== undefined ? { oldMortgage } : {}),
        ...(newMortgage !== undefined ? { newMortgage } : {}),
        ...(cashKept !== undefined ? { cashKept } : {}),
      },
    },
    need,
    readAs,
  );
};

// ---------------------------------------------------------------------------------------------------

const readDepreciation: Reader = (ctx) => {
  if (!/depreciat|cost seg/.test(ctx.text)) return null;
  const big = moneyTokens(ctx).filter((t) => t.value >= 10000);
  if (big.length === 0) return null;
  const readAs: string[] = [];
  // "if 1.2M of the price is land", "300k of it was the lot": the share of the price that is land.
  const landOfPrice = moneyTokens(ctx).find((t) =>
    LAND_OF_PRICE.test(ctx.text.slice(t.end, t.end + 50)),
  )?.value;
  const land =
    landOfPrice ??
    money(
      ctx,
      /\b(?:land|lot)(?: value| (?:is |was )?worth| is| was| (?:is |was )?valued(?: at)?| (?:is |was )?assessed(?: at)?)?\b/,
      4,
    );
  const landShare = percent(ctx, /\b(?:land|lot)\b/, 4);
  // "bought a rental for 400k, land is worth 80k": the land's value is never the price.
  const named = money(
    ctx,
    /\b(?:bought(?: it)?(?: for)?|paid|purchase(?: price)?|price|cost|basis|buy|worth)\b/,
  );
  const price = named !== undefined && named !== land ? named : big.find((t) => t.value !== land)?.value;
  // Land worth the price or more is a misreading, never a basis below zero.
  if (price === undefined || (land !== undefined && land >= price)) return null;
  const commercial =
    /\bcommercial|office|retail|warehouse|industrial|strip (?:center|mall)|39[- ]year/.test(ctx.text) &&
    !/\b27\.5\b/.test(ctx.text);
  readAs.push(`Purchase price: ${formatAmount(price)}`);
  if (land !== undefined) readAs.push(`Land value: ${formatAmount(land)}`);
  if (landShare !== undefined) readAs.push(`Land share: ${formatRate(landShare)}`);
  readAs.push(
    commercial ? 'Commercial property: 39-year recovery' : 'Residential rental: 27.5-year recovery',
  );
  return result(
    'depreciation',
    {
      calc: 'depreciation',
      input: {
        price,
        ...(land !== undefined ? { landValue: land } : {}),
        ...(landShare !== undefined ? { landShare } : {}),
        commercial,
      },
    },
    [],
    readAs,
  );
};

// ---------------------------------------------------------------------------------------------------

/** A tax on the transfer of the deed, by any of its names. */
const TRANSFER_TAX =
  /\b(?:transfer|excise|deed|stamp|conveyance|documentary)(?:\s+(?:stamp\s+)?tax(?:es)?)?\b/;

const readSellerNet: Reader = (ctx) => {
  // A cash-out refinance's "proceeds" or "walk away with" is the refinance's cash (cash-out-math.ts).
  if (
    CASH_OUT.test(ctx.text) &&
    /\b(?:refi\w*|ltv|loan[- ]to[- ]value|lender)\b/.test(ctx.text) &&
    !/\b(?:sell\w*|sold|sale|list(?:ed|ing)?)\b/.test(ctx.text)
  )
    return null;
  if (
    !/net sheet|seller'?s? net|\b(?:will|would|do|can|could|should) (?:i|we) (?:net|walk away|clear|pocket|take home|end up with)|walk away with|proceeds|(?:net|clear) (?:from|after) (?:the )?sale|how much (?:will|would|do) (?:i|we) (?:get|make) (?:from|if) (?:selling|i sell|we sell)/.test(
      ctx.text,
    ) &&
    // By concept: a sale (or listing) and what is owed, asking what is left ("net?", "what's left").
    !(
      moneyTokens(ctx).filter((t) => t.value >= 20000).length >= 2 &&
      /\b(?:sell\w*|sold|sale|list(?:ed|ing)?)\b/.test(ctx.text) &&
      /\b(?:owe\w*|payoff|left on|balance|mortgage)\b/.test(ctx.text) &&
      /\b(?:net|nets|netting|left over|leftover|what'?s left|take away|keep|in my pocket|pocket)\b/.test(
        ctx.text,
      )
    )
  )
    return null;
  const readAs: string[] = [];
  const q = ctx.parsed.quantities;
  const payoff =
    money(
      ctx,
      /\b(?:owe|owed|owing|payoff|balance|left on (?:the|my|our) (?:mortgage|loan)|mortgage(?: of| balance)?|loan(?: balance)?)\b/,
    ) ?? q.loanAmount;
  let price = money(
    ctx,
    /\b(?:sell(?:s|ing)?(?: it)?(?: for| at)?|sale price|sold(?: it)?(?: for)?|list(?:ed|ing)?(?: it)?(?: for| at)?|offer(?: of)?|price|worth)\b/,
  );
  if (price === undefined || price === payoff)
    price = moneyTokens(ctx).find((t) => t.value !== payoff && t.value >= 20000)?.value;
  const commission = percent(
    ctx,
    /\b(?:commissions?|(?:agent|realtor|broker)s?'?(?: fees?)?|listing fee)(?=\W|$)/,
    4,
  );
  const concessions = money(ctx, /\b(?:concessions?|credits?|seller credits?|repairs?|closing help)\b/);
  // Closing costs the seller states, in dollars ("$2k other costs", "10,000 in closing costs") or as a
  // share of the price ("1% closing costs"): used instead of the assumed 1.5%.
  const closingAfter = moneyTokens(ctx).find(
    (t) =>
      t.value !== price &&
      t.value !== payoff &&
      /^\s*(?:in\s+)?(?:other\s+|seller\s+|misc\w*\s+)?(?:closing\s+)?(?:costs?|fees?|expenses)\b/.test(
        ctx.text.slice(t.end, t.end + 40),
      ),
  )?.value;
  let closingCosts =
    closingAfter ??
    money(
      ctx,
      /\b(?:(?:other|seller|misc\w*)\s+)?(?:closing\s+)?(?:costs?|fees?)(?:\s+(?:of|are|is|about|around))?\b/,
    );
  let closingRate =
    closingCosts === undefined
      ? percent(ctx, /\b(?:closing\s+costs?|seller\s+costs?|other\s+costs?)\b/, 4)
      : undefined;
  // The seller's costs named one by one ("transfer tax 1%, title and escrow 2,500"): a transfer tax as
  // a share of the price and fees in dollars, added up in place of the assumed 1.5%.
  // "title/escrow", "title & escrow": items joined into one fee are one cue.
  const FEE_ITEM = '(?:title|escrow|attorney|legal|recording|settlement|survey|notary|doc(?:ument)? prep)';
  const FEE = new RegExp(
    `\\b${FEE_ITEM}(?:\\s*(?:\\/|&|\\+|and)\\s*${FEE_ITEM})*\\b(?:\\s+(?:fees?|costs?|charges?))?`,
  );
  const feeTokens =
    price !== undefined && closingRate === undefined
      ? amountsWithCue(ctx.text, ctx.tokens, FEE, {
          kinds: ['money', 'plain'],
          gap: 3,
          sides: ['before'],
        }).filter((t) => t.value >= 50 && t.value !== payoff && t.value < (price as number) * 0.05)
      : [];
  // "escrow fee $3,100": a fee named by its item is one of the list, not the seller's costs in total.
  if (closingCosts !== undefined && feeTokens.some((t) => t.value === closingCosts)) closingCosts = undefined;
  const named = price !== undefined && closingCosts === undefined && closingRate === undefined;
  const transfer = named
    ? amountWithCue(ctx.text, ctx.tokens, TRANSFER_TAX, {
        kinds: ['percent'],
        gap: 3,
      })
    : undefined;
  // "transfer tax $2 per $1,000 of price", "$1.10 per $500": a rate per block of the price.
  const perBlock = named
    ? /\b(?:transfer|excise|deed|stamp|conveyance|documentary)(?:\s+(?:stamp\s+)?tax(?:es)?)?[^.;\d$]{0,20}\$?(\d+(?:\.\d+)?)\s*(?:per|\/|for every|on every|for each|every)\s*\$?(100|500|1,?000)\b/.exec(
        ctx.text,
      )
    : null;
  const blockRate = perBlock ? Number(perBlock[1]) / Number(perBlock[2]!.replace(/,/g, '')) : undefined;
  // "title+escrow 1.1% of price": a fee as a share of the price.
  const feeShares =
    named && price !== undefined
      ? amountsWithCue(ctx.text, ctx.tokens, FEE, { kinds: ['percent'], gap: 3, sides: ['before'] }).filter(
          (t) => t.value < 0.05 && t !== transfer,
        )
      : [];
  const fees = named ? feeTokens : [];
  let namedCosts: number | undefined;
  if (transfer || fees.length > 0 || blockRate !== undefined || feeShares.length > 0) {
    const tax = transfer
      ? (price as number) * transfer.value
      : blockRate !== undefined
        ? (price as number) * blockRate
        : 0;
    if (transfer)
      readAs.push(`Transfer tax: ${formatRate(transfer.value)} of the price = ${formatAmount(tax)}`);
    else if (perBlock && blockRate !== undefined)
      readAs.push(
        `Transfer tax: $${perBlock[1]} per $${perBlock[2]} of the price (${formatRate(blockRate)}) = ${formatAmount(tax)}`,
      );
    for (const share of feeShares) {
      const words = /([a-z][a-z &/+-]*)$/.exec(
        ctx.text
          .slice(Math.max(0, share.start - 30), share.start)
          .split(/[,;:.]/)
          .at(-1)!
          .trim(),
      )?.[1];
      readAs.push(
        `${words ? `${words[0]!.toUpperCase()}${words.slice(1)}` : 'Fee'}: ${formatRate(share.value)} of the price = ${formatAmount((price as number) * share.value)}`,
      );
    }
    // Each fee under the words that named it ("title and escrow", "attorney fee").
    for (const f of fees) {
      const words = /([a-z][a-z &/+-]*)$/.exec(
        ctx.text
          .slice(Math.max(0, f.start - 30), f.start)
          .split(/[,;:.]/)
          .at(-1)!
          .replace(/[\s~≈]+$/, '')
          .trim(),
      )?.[1];
      const name = words?.replace(/^(?:and|plus|with|also)\s+/, '');
      const label = name ? `${name[0]!.toUpperCase()}${name.slice(1)}` : 'Fee';
      readAs.push(`${label}: ${formatAmount(f.value)}`);
    }
    namedCosts =
      tax +
      fees.reduce((sum, f) => sum + f.value, 0) +
      feeShares.reduce((sum, f) => sum + (price as number) * f.value, 0);
    closingRate = undefined;
  }
  // "transfer tax 0.4% of the price, misc closing costs around 3,500": a transfer tax beside other
  // costs in dollars is one more cost of the sale, added to them.
  let transferAdded = 0;
  if (closingCosts !== undefined && price !== undefined && !named) {
    const tax = amountWithCue(ctx.text, ctx.tokens, TRANSFER_TAX, { kinds: ['percent'], gap: 3 });
    if (tax && tax.value > 0 && tax.value < 0.05) {
      readAs.push(`Transfer tax: ${formatRate(tax.value)} of the price = ${formatAmount(price * tax.value)}`);
      transferAdded = price * tax.value;
    }
  }
  // "ignore other costs", "no other fees": the user's own answer beats the assumed 1.5%.
  const noOtherCosts = closingCosts === undefined && closingRate === undefined && ctx.deal.expensesComplete;
  const need: string[] = [];
  if (price === undefined) need.push('The sale price (e.g. `sell for $500k`)');
  else readAs.push(`Sale price: ${formatAmount(price)}`);
  // "after paying that balance off" with no balance in the message: a payoff is owed but not read, so
  // it is asked rather than left out of the net.
  if (payoff === undefined && BALANCE_REFERRED.test(ctx.text))
    need.push('The mortgage payoff (e.g. `owe $216,000`)');
  if (payoff !== undefined) readAs.push(`Mortgage payoff: ${formatAmount(payoff)}`);
  if (commission !== undefined) readAs.push(`Commission: ${formatRate(commission)}`);
  if (concessions !== undefined) readAs.push(`Concessions/credits: ${formatAmount(concessions)}`);
  if (closingCosts !== undefined) readAs.push(`Other closing costs: ${formatAmount(closingCosts)}`);
  if (closingCosts !== undefined && transferAdded > 0) {
    closingCosts += transferAdded;
    readAs.push(`Closing costs with the transfer tax: ${formatAmount(closingCosts)}`);
  }
  if (closingRate !== undefined) readAs.push(`Closing costs: ${formatRate(closingRate)} of the price`);
  if (noOtherCosts)
    readAs.push(
      namedCosts === undefined
        ? 'Other closing costs: none, as you said'
        : 'No other closing costs, as you said',
    );
  return result(
    'seller-net',
    price !== undefined
      ? {
          calc: 'seller-net',
          input: {
            salePrice: price,
            ...(payoff !== undefined ? { mortgagePayoff: payoff } : {}),
            ...(commission !== undefined ? { commissionRate: commission } : {}),
            ...(concessions !== undefined ? { concessions } : {}),
            ...(closingCosts !== undefined
              ? { closingCosts }
              : namedCosts !== undefined
                ? { closingCosts: namedCosts }
                : noOtherCosts
                  ? { closingCosts: 0 }
                  : {}),
            ...(closingRate !== undefined ? { closingCostRate: closingRate } : {}),
          },
        }
      : null,
    need,
    readAs,
  );
};

// ---------------------------------------------------------------------------------------------------

/** A loan balance referred to without its figure ("after paying that balance off", "the payoff"). */
const BALANCE_REFERRED =
  /\b(?:that|the|my|this|our) (?:loan |mortgage )?(?:balance|payoff)\b|\bpay(?:ing)? (?:that|it|the (?:loan|mortgage|balance)) off\b|\bafter paying off\b/;

const ARM_RE = /\b(3|5|7|10)\s?\/\s?(?:1|6)\b|\b(3|5|7|10)[- ]year arm\b/;

const readArmVsFixed: Reader = (ctx) => {
  if (!/\barms?\b|adjustable/.test(ctx.text) || !/\bfixed\b/.test(ctx.text)) return null;
  const readAs: string[] = [];
  const need: string[] = [];
  const arm = ARM_RE.exec(ctx.text);
  const initialYears = arm ? Number(arm[1] ?? arm[2]) : undefined;
  const armRate = percent(
    ctx,
    /\b(?:arm|adjustable(?: rate)?|\d\/\d(?: arm)?|intro(?:ductory)?|teaser|starts?)\b/,
    4,
  );
  const fixedRate = percent(ctx, /\b(?:fixed(?: rate)?|30[- ]year(?: fixed)?|15[- ]year(?: fixed)?)\b/, 4);
  const loan = loanOf(ctx, readAs);
  const q = ctx.parsed.quantities;
  const horizonMatch =
    /\b(?:stay(?:ing)?|keep(?:ing)?|sell(?:ing)? (?:in|after)|move (?:in|after)|for|hold(?:ing)?|live there)\s+(?:it\s+|there\s+|the house\s+)?(?:for\s+)?(\d{1,2}|three|five|seven|ten)\s*(?:years?|yrs?)\b/.exec(
      ctx.text,
    );
  // "total saved over the first 7 yrs", "during the fixed period": the span compared is the ARM's own.
  const firstYears =
    /\b(?:over|during|in|for|through)\s+(?:the\s+)?(?:first|initial)\s+(\d{1,2}|three|five|seven|ten)\s*(?:years?|yrs?)\b/.exec(
      ctx.text,
    );
  const fixedPeriod =
    /\b(?:over|during|in|through|for)\s+the\s+(?:fixed|initial|intro\w*|teaser)\s+(?:rate\s+)?(?:period|years?)\b/.test(
      ctx.text,
    );
  const wordN: Record<string, number> = { three: 3, five: 5, seven: 7, ten: 10 };
  const spoken = horizonMatch ?? firstYears;
  const horizon = spoken
    ? (wordN[spoken[1] as string] ?? Number(spoken[1]))
    : (q.horizonYears ?? (fixedPeriod ? initialYears : undefined));
  const adjusted = percent(
    ctx,
    /\b(?:adjusts?(?: to| up to)?|resets?(?: to)?|goes? (?:up )?to|rises? to|then)\b/,
  );
  if (initialYears === undefined) need.push('The ARM type (e.g. `5/6 ARM` or `7/1 ARM`)');
  else readAs.push(`ARM: fixed for the first ${initialYears} years`);
  if (armRate === undefined) need.push('The ARM rate (e.g. `ARM at 5.75%`)');
  else readAs.push(`ARM rate: ${formatRate(armRate)}`);
  if (fixedRate === undefined || fixedRate === armRate)
    need.push('The fixed rate (e.g. `30-year fixed at 6.5%`)');
  else readAs.push(`Fixed rate: ${formatRate(fixedRate)}`);
  if (loan === undefined) need.push('The loan amount (e.g. `$400k loan`)');
  if (horizon === undefined) need.push('How long you expect to keep the loan (e.g. `if I stay 7 years`)');
  else readAs.push(`Horizon: ${horizon} years`);
  if (adjusted !== undefined && adjusted !== armRate && adjusted !== fixedRate)
    readAs.push(`Rate after adjustment: ${formatRate(adjusted)}`);
  return result(
    'arm-vs-fixed',
    need.length === 0
      ? {
          calc: 'arm-vs-fixed',
          input: {
            loanAmount: loan as number,
            fixedRate: fixedRate as number,
            armRate: armRate as number,
            initialYears: initialYears as number,
            horizonYears: horizon as number,
            ...(adjusted !== undefined && adjusted !== armRate && adjusted !== fixedRate
              ? { adjustedRate: adjusted }
              : {}),
          },
        }
      : null,
    need,
    readAs,
  );
};

// ---------------------------------------------------------------------------------------------------

const readPropertyTax: Reader = (ctx) => {
  if (!/\bproperty tax(?:es)?\b|\btax bill\b|\bmill(?:age)? rate\b|\bmills\b/.test(ctx.text)) return null;
  if (!/\b(?:estimate|how much|what (?:would|will|is|are)|calculate|figure|be)\b/.test(ctx.text)) return null;
  // Inside a payment, a purchase or a rent comparison the tax is one input of many: the calculators'.
  if (
    /\b(?:payment|mortgage|piti|pmi|cap rate|cash flow|afford|down|renting|rent|owning|loan|\d{2} ?y(?:ea)?rs?)\b/.test(
      ctx.text,
    )
  )
    return null;
  const readAs: string[] = [];
  const q = ctx.parsed.quantities;
  const exemption = money(ctx, /\b(?:homestead(?: exemption)?|exemption(?: of)?|exempt)\b/, 4);
  const assessed = money(ctx, /\b(?:assessed(?: value)?(?: of| at| is)?|assessment)\b/);
  const value =
    assessed ?? q.price ?? moneyTokens(ctx).find((t) => t.value >= 20000 && t.value !== exemption)?.value;
  const mills = /(\d+(?:\.\d+)?)\s*mills?\b/.exec(ctx.text);
  const rate = q.propertyTaxRate ?? percents(ctx).find((r) => r < 0.1);
  if (value === undefined)
    return result('property-tax', null, ['The home value or assessed value (e.g. `$400k home`)'], readAs);
  readAs.push(`${assessed !== undefined ? 'Assessed value' : 'Value'}: ${formatAmount(value)}`);
  if (mills) readAs.push(`Mill rate: ${mills[1]} mills ($${mills[1]} per $1,000)`);
  else if (rate !== undefined) readAs.push(`Tax rate: ${formatRate(rate)}`);
  if (exemption !== undefined) readAs.push(`Exemption: ${formatAmount(exemption)}`);
  return result(
    'property-tax',
    {
      calc: 'property-tax',
      input: {
        value,
        ...(mills ? { millRate: Number(mills[1]) } : rate !== undefined ? { rate } : {}),
        ...(exemption !== undefined ? { exemption } : {}),
      },
    },
    [],
    readAs,
  );
};

// ---------------------------------------------------------------------------------------------------

/** What else went in with the down payment ("60k down + 9k closing + 16k rehab"): closing, rehab, fees. */
const CASH_PART_AFTER =
  /^\s*(?:(?:in|into|on|of|for|towards?)\s+(?:the\s+)?)?(?:closing(?:\s+costs?)?|rehab|repairs?|renovations?|reno|fix(?:es|ing)?|reserves?|fees|points|make[- ]ready)\b/;

/** The same parts named before their amount ("closing costs 6k, rehab 14k", "rehab was 20k"). */
const CASH_PART_BEFORE =
  /\b(?:closing(?:\s+costs?)?|rehab|repairs?|renovations?|reno|fix(?:es|ing)?|make[- ]ready|fees|points)(?:\s+(?:of|was|were|is|are|cost|ran|came to|another|about|around|roughly))*\s*\$?$/;

/** "annual cash flow after debt service is $4,380": the period a clause names before its amount. */
function periodNamedBefore(text: string, start: number): 'yearly' | 'monthly' | undefined {
  const clause = text
    .slice(0, start)
    .split(/[.;!?]\s/)
    .pop()!;
  const yearly =
    /\b(?:annual(?:ly)?|yearly|per year|a year|each year|first[- ]year|this year|last year)\b/.test(clause);
  const monthly = /\b(?:monthly|per month|a month|each month)\b/.test(clause);
  return yearly === monthly ? undefined : yearly ? 'yearly' : 'monthly';
}

const readCashOnCash: Reader = (ctx) => {
  const netRole = ctx.deal.roles.find((r) => r.role === 'netCashFlow');
  if (
    !netRole ||
    !/cash[- ]on[- ]cash|\bcoc\b|return on (?:my |the |our |your )?(?:cash|money|investment|down payment)/.test(
      ctx.text,
    )
  )
    return null;
  const q = ctx.parsed.quantities;
  // Closing, rehab and the like named at an amount ("9k closing costs", "rehab 14k").
  const isPart = (t: NumberToken) =>
    CASH_PART_AFTER.test(ctx.text.slice(t.end, t.end + 25)) ||
    CASH_PART_BEFORE.test(
      ctx.text
        .slice(Math.max(0, t.start - 30), t.start)
        .split(/[,;.]\s/)
        .pop()!,
    );
  // The cash put in: stated as such, or the down payment ("25% down ($75k)") the rest is added to.
  // "put 15k into rehab" is a part added to the down payment, never the whole cash in (rule 65).
  const invested = ctx.deal.roles.find((r) => r.role === 'cashInvested');
  const investedRole = invested && !isPart(invested.token) ? invested : undefined;
  const downToken = investedRole
    ? undefined
    : moneyTokens(ctx).find((t) => t.value === q.downPaymentAmount && !t.period && !isPart(t));
  // "380k: 25% down, 9k closing costs": the down payment is the price's share, not the 9k named closing.
  const downValue =
    downToken?.value ??
    (investedRole === undefined && q.price !== undefined && q.downPaymentPercent !== undefined
      ? q.price * q.downPaymentPercent
      : undefined);
  const first = investedRole?.token ?? downToken;
  const firstValue = first?.value ?? downValue;
  if (firstValue === undefined) return null;
  // "all-in 80k" already holds the closing and rehab it lists.
  const whole = investedRole !== undefined && /\ball[- ]in|\btotal\b/.test(investedRole.cue);
  const parts = whole
    ? []
    : moneyTokens(ctx).filter(
        (t) => t !== first && t !== netRole.token && t.period === undefined && isPart(t),
      );
  const cashIn = firstValue + parts.reduce((sum, t) => sum + t.value, 0);
  const readAs = [
    parts.length > 0
      ? `Cash invested: ${[firstValue, ...parts.map((t) => t.value)].map((v) => formatAmount(v)).join(' + ')} = ${formatAmount(cashIn)} (down payment, closing and the rest you put in)`
      : investedRole
        ? `Cash invested: ${formatAmount(cashIn)} (read from “${investedRole.cue}”: money you put in, not the price)`
        : `Cash invested: ${formatAmount(cashIn)} (the down payment)`,
  ];
  if (downValue !== undefined && q.price !== undefined)
    readAs.unshift(
      `Down payment: ${formatAmount(downValue)}${q.downPaymentPercent !== undefined ? ` (${formatRate(q.downPaymentPercent)})` : ''} on a ${formatAmount(q.price)} price`,
    );
  // "annual pre-tax cash flow after debt service is $4,380": the period named before the noun.
  const period = netRole.token.period ?? periodNamedBefore(ctx.text, netRole.token.start);
  let monthly = netRole.token.value;
  if (period === 'yearly') monthly = monthly / 12;
  readAs.push(
    `Net cash flow: ${formatAmount(monthly)}/month${period === 'yearly' && netRole.token.period === undefined ? ` (${formatAmount(netRole.token.value)} a year)` : ''}${period === undefined ? ' (read as monthly)' : ''}, after all expenses and the mortgage (read from “${netRole.cue}”; if it is before the mortgage, that is NOI: say so)`,
  );
  return result(
    'cash-on-cash',
    { calc: 'cash-on-cash', input: { cashInvested: cashIn, monthlyCashFlow: monthly } },
    [],
    readAs,
  );
};

const READERS: readonly Reader[] = [
  readCashOnCash,
  readExchange,
  readBrrrr,
  readPmi,
  readPoints,
  readComps,
  readDscrLoan,
  readArmVsFixed,
  readInventory,
  readDepreciation,
  readSellerNet,
  readPropertyTax,
];

/** The deal calculator a question is for, with its inputs, or null. */
export function routeDeal(
  input: string,
  parsed: ParsedQuestion,
  deal: DealReading = readDeal(input),
): DealRoute | null {
  const text = normalizeText(input);
  const ctx: ReadContext = { text, tokens: tokenizeNumbers(text), parsed, deal };
  const hasNumbers = ctx.tokens.length > 0;
  for (const read of READERS) {
    const route = read(ctx);
    // "How does PMI work?" has no numbers: a concept question for the knowledge base.
    if (route && (route.kind === 'deal' || hasNumbers)) return route;
  }
  return null;
}

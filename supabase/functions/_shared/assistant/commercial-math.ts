// Commercial-lease arithmetic with every number stated: a tenant's pro-rata share of shared costs
// (CAM, taxes, insurance) from its space and the building's, and the year-end CAM reconciliation of
// that share against the estimates paid (rule 78). Part of quick-math (READERS there).
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { resultOf } from './calculation-cards.ts';
import { proRataInputs } from './cards-commercial.ts';
import type { NumberToken } from './parse-numbers.ts';
import { isCalendarYear } from './property-tax-reading.ts';
import { areasIn, footAmounts, itemSpans, nearWords } from './lease-reading.ts';
import { AREA, labelled, money, num, percents, yearly, type Reader } from './quick-math-reading.ts';
import { NOI_LABEL } from './operating-income-math.ts';

const SHARED_COSTS =
  /\b(?:cam|common[- ]area|pro[- ]?rata|pass[- ]?throughs?|share of (?:the )?(?:taxes|insurance|expenses|costs|cam|opex))\b/;

interface SizedArea {
  value: number;
  start: number;
}

/**
 * The tenant's space and the building's, smaller first: two areas, or one with the other said in the
 * same unit without it ("48,000 sf total, my space is 3,600"). Null unless exactly two are read.
 */
function spaceInBuilding(
  text: string,
  tokens: readonly NumberToken[],
): { space: SizedArea; building: SizedArea } | null {
  const areas: SizedArea[] = [...text.matchAll(AREA)].map((m) => ({
    value: num(m[1] as string),
    start: m.index ?? 0,
  }));
  if (areas.length === 1) {
    const bare = tokens.filter(
      (t) =>
        (t.kind === 'plain' || (t.kind === 'money' && !t.raw.includes('$') && !t.period)) &&
        t.value >= 100 &&
        t.value < areas[0]!.value &&
        /\b(?:space|suite|unit|premises|store|shop|we (?:lease|rent|occupy|have)|(?:my|our) (?:space|suite|unit|store|shop))\b[^.;,\d]{0,15}$/.test(
          text.slice(Math.max(0, t.start - 30), t.start),
        ),
    );
    if (bare.length === 1) areas.push({ value: bare[0]!.value, start: bare[0]!.start });
  }
  if (areas.length !== 2) return null;
  const [space, building] = [...areas].sort((a, b) => a.value - b.value) as [SizedArea, SizedArea];
  if (!(space.value > 0 && building.value > space.value)) return null;
  return { space, building };
}

/** An amount that is one of the areas ("16,000" of "16,000 sf" the tokenizer leaves as money). */
const isArea = (areas: readonly SizedArea[], t: NumberToken) =>
  areas.some((a) => t.start >= a.start && t.start < a.start + 3);

/** "my space is 3,000 sq ft in a 40,000 sf center, CAM budget 180k, split pro rata": share and cost. */
const proRataShare: Reader = ({ text, tokens }) => {
  if (!SHARED_COSTS.test(text)) return null;
  const sized = spaceInBuilding(text, tokens);
  if (!sized) return null;
  const { space, building } = sized;
  const areas = [space, building];
  // The shared cost: the one money amount that is not one of the areas.
  const costs = money(tokens).filter((t) => !isArea(areas, t) && t.value >= 100);
  // "the LL adds a 10% admin fee on top of our CAM share": a landlord's fee on the share, the one
  // percentage allowed; any other percentage (a cap, a gross-up) is another question.
  const fees = percents(tokens).filter((t) =>
    /\b(?:admin\w*|administrative|management|overhead|mark[- ]?up|fee)\b/.test(
      `${text.slice(Math.max(0, t.start - 20), t.start)} ${text.slice(t.end, t.end + 25)}`,
    ),
  );
  if (costs.length !== 1 || percents(tokens).length !== fees.length || fees.length > 1) return null;
  const fee = fees[0]?.value;
  const total = yearly(costs[0]!);
  const share = space.value / building.value;
  return {
    title: 'Pro-rata share of shared costs',
    inputs: [
      `Your space: ${formatNumber(space.value, 0)} sq ft`,
      `Building: ${formatNumber(building.value, 0)} sq ft`,
      `Shared costs: ${formatMoney(total)} a year`,
      ...(fee !== undefined ? [`Landlord's admin fee: ${formatPercent(fee)} on your share`] : []),
    ],
    results: [
      `Your share: **${formatPercent(share)}** (${formatNumber(space.value, 0)} ÷ ${formatNumber(building.value, 0)} sq ft)`,
      `Your cost: **${formatMoney(total * share)}** a year (${formatMoney((total * share) / 12)} a month, ${formatMoney(total / building.value)} per sq ft)`,
      ...(fee !== undefined
        ? [
            `With the ${formatPercent(fee)} admin fee on your share: **${formatMoney(total * share * (1 + fee))}** a year (${formatMoney((total * share * (1 + fee)) / 12)} a month)`,
          ]
        : []),
    ],
    method: 'Share = your sq ft ÷ building sq ft; your cost = share × the year’s shared costs',
    calculation: resultOf(
      'pro-rata-share',
      proRataInputs({ spaceSqft: space.value, buildingSqft: building.value, annualSharedCosts: total }),
    ),
  };
};

/** Words that ask for the year-end reconciliation of shared costs against the estimates paid. */
const RECONCILES =
  /\b(?:true[- ]?up|trued[- ]up|reconcil\w*|refund\w*|owe|owed|balance (?:due|owed)|over[- ]?paid|under[- ]?paid|overpay\w*|underpay\w*)\b/;
/** Words that make an amount the estimates the tenant paid through the year, not the actual costs. */
const ESTIMATES =
  /\bestimat\w*|\b(?:i|we|i've|we've|tenant)\s+(?:have\s+)?(?:paid|pay|been paying|was paying|were paying)\b|\bbilled\b|\bdeposits?\b|\binstall?ments?\b|\bprepaid\b|\bmonthly (?:cam|charges|payments?)\b/;
const COST_NAMES = /\b(?:cam|common[- ]area)\b/;

/**
 * CAM reconciled at year end (rule 78): "I'm 2,400 sf in a 16,000 sf center, total CAM for the year
 * was $96,000, I paid estimates of $1,000 a month: my pro rata share, my share, what I owe at true-up".
 * The share is the space over the building's (or a stated "our share is 12.5%"), or the actual cost
 * is given per square foot of the tenant's space; the estimates are what the tenant paid (a month's
 * × 12, or the year's as stated). Share − estimates is owed when positive, refunded when negative.
 */
const camReconciliation: Reader = ({ text, tokens }) => {
  if (!RECONCILES.test(text) || !/\bestimat|\bpaid\b|\bbilled\b|\bdeposits?\b/.test(text)) return null;
  if (
    !SHARED_COSTS.test(text) &&
    !/\b(?:nnns?|opex|operating (?:expenses|costs)|pass[- ]?throughs?)\b/.test(text)
  )
    return null;
  // "CAM for 2024": a year written bare is the year reconciled, never an amount.
  const calendar = tokens.filter((t) => isCalendarYear(text, t) || /^(?:19|20)\d{2}$/.test(t.raw));
  // "$1,450/mo for 12 months": the monthly estimates paid the whole year, said again as a span.
  const wholeYear = tokens.filter(
    (t) =>
      t.kind === 'months' &&
      t.value === 12 &&
      tokens.some(
        (o) =>
          o.kind === 'money' &&
          o.period === 'monthly' &&
          /^\s*(?:(?:in\s+)?(?:estimated\s+)?(?:estimates?|cam|payments?)\s+)?(?:for|x|×|times)\s*(?:the\s+|all\s+)?$/.test(
            text.slice(o.end, t.start),
          ),
      ),
  );
  const own = tokens.filter((t) => t.kind !== 'plain' && !calendar.includes(t) && !wholeYear.includes(t));
  if (calendar.length > 1) return null;
  const year = calendar[0] ? `for ${calendar[0].raw}` : 'for the year';
  const spans = itemSpans(text, tokens);
  const isEstimate = (span: { start: number; end: number }) => {
    const { before, after } = nearWords(text, spans, span);
    return ESTIMATES.test(`${before} ${after}`);
  };
  const sized = spaceInBuilding(text, tokens);
  const areas = areasIn(text);
  const feet = footAmounts(text, tokens).filter((f) => f.role === 'rent' || f.role === 'opex');
  const amounts = money(own).filter((t) => !(sized && isArea([sized.space, sized.building], t)));
  const pct = percents(own);
  const fees = pct.filter((t) =>
    /\b(?:admin\w*|administrative|management|overhead|mark[- ]?up|fee)\b/.test(
      `${text.slice(Math.max(0, t.start - 20), t.start)} ${text.slice(t.end, t.end + 25)}`,
    ),
  );
  const shares = pct.filter((t) => !fees.includes(t));
  if (fees.length > 1 || shares.length > 1 || own.some((t) => t.kind === 'years' || t.kind === 'months'))
    return null;
  // The tenant's space, when one area is its own ("I'm 2,400 sf") and costs are quoted per foot.
  const tenantArea = sized
    ? sized.space.value
    : areas.length === 1 && !shares.length
      ? areas[0]!.value
      : null;
  type Cost = { yearly: number; shown: string; estimate: boolean; perFoot: boolean };
  const costs: Cost[] = [
    ...amounts.map((t) => ({
      yearly: yearly(t),
      shown:
        t.period === 'monthly'
          ? `${formatMoney(t.value)} a month × 12 = ${formatMoney(t.value * 12)}`
          : formatMoney(t.value),
      estimate: isEstimate(t),
      perFoot: false,
    })),
    ...feet.map((f) => ({
      yearly: f.yearly,
      shown: `${formatMoney(f.quoted)}/sq ft ${f.monthly ? 'a month' : 'a year'}`,
      estimate: isEstimate(f),
      perFoot: true,
    })),
  ];
  const estimates = costs.filter((c) => c.estimate);
  const actuals = costs.filter((c) => !c.estimate);
  if (estimates.length !== 1 || actuals.length !== 1) return null;
  const [estimate, actual] = [estimates[0]!, actuals[0]!];
  if ((estimate.perFoot || actual.perFoot) && tenantArea === null) return null;
  const name = COST_NAMES.test(text) ? 'CAM' : 'shared costs';
  const inputs: string[] = [];
  const results: string[] = [];
  let owedShare: number;
  if (actual.perFoot) {
    // A cost per square foot is the tenant's share already, on its own space.
    if (sized || shares.length) return null;
    owedShare = actual.yearly * tenantArea!;
    inputs.push(
      `Your space: ${formatNumber(tenantArea!, 0)} sq ft`,
      `Actual ${name} ${year}: ${actual.shown}`,
    );
    results.push(
      `Your share of ${name}: **${formatMoney(owedShare)}** (${formatMoney(actual.yearly)}/sq ft × ${formatNumber(tenantArea!, 0)} sq ft)`,
    );
  } else {
    const share = shares[0]?.value ?? (sized ? sized.space.value / sized.building.value : null);
    if (share === null || (shares.length && sized) || !(share > 0 && share < 1)) return null;
    if (!sized && areas.length > 0 && !estimate.perFoot) return null;
    owedShare = actual.yearly * share;
    inputs.push(
      ...(sized
        ? [
            `Your space: ${formatNumber(sized.space.value, 0)} sq ft`,
            `Building: ${formatNumber(sized.building.value, 0)} sq ft`,
          ]
        : [`Your pro rata share: ${formatPercent(share)}`]),
      `Total ${name} ${year}: ${actual.shown}`,
    );
    results.push(
      ...(sized
        ? [
            `Your pro rata share: **${formatPercent(share)}** (${formatNumber(sized.space.value, 0)} ÷ ${formatNumber(sized.building.value, 0)} sq ft)`,
          ]
        : []),
      `Your share of ${name}: **${formatMoney(owedShare)}** (${formatPercent(share)} × ${formatMoney(actual.yearly)})`,
    );
  }
  const fee = fees[0]?.value;
  if (fee !== undefined) {
    inputs.push(`Landlord's admin fee: ${formatPercent(fee)} on your share`);
    owedShare *= 1 + fee;
    results.push(`With the ${formatPercent(fee)} admin fee: **${formatMoney(owedShare)}**`);
  }
  const paid = estimate.perFoot ? estimate.yearly * tenantArea! : estimate.yearly;
  inputs.push(
    `Estimates paid: ${estimate.shown}${estimate.perFoot ? ` × ${formatNumber(tenantArea!, 0)} sq ft = ${formatMoney(paid)}` : ''}${/ a month /.test(estimate.shown) || estimate.perFoot ? '' : ' for the year'}`,
  );
  const balance = owedShare - paid;
  results.push(
    `Estimates paid: ${formatMoney(paid)}`,
    Math.abs(balance) < 0.005
      ? 'At true-up: **$0.00**: the estimates covered your share exactly'
      : balance > 0
        ? `You owe at true-up: **${formatMoney(balance)}** (${formatMoney(owedShare)} − ${formatMoney(paid)})`
        : `Refund due to you at true-up: **${formatMoney(-balance)}** (you paid ${formatMoney(paid)}, your share is ${formatMoney(owedShare)})`,
  );
  return {
    title: `${name === 'CAM' ? 'CAM' : 'Shared costs'} reconciliation: your share against the estimates`,
    inputs,
    results,
    method:
      'Your share = your sq ft ÷ the building’s (or the share stated) × the year’s actual costs; true-up = your share − the estimates paid (owed when positive, refunded when negative)',
  };
};

/**
 * "what would the NOI need to be for a $3M value at a 6.5 cap": the NOI a value needs at a cap rate
 * (value × cap rate); the amount is the value, never the NOI.
 */
const noiForValue: Reader = ({ text, tokens }) => {
  if (
    !/\b(?:noi|net operating income)\b[^.?!]{0,30}\b(?:need|needs|needed|required|have to|must)\b|\b(?:what|how much|which) (?:noi|net operating income)\b[^.?!]{0,30}\b(?:justif\w*|support\w*|get|reach|hit|for)\b|\b(?:required|needed|minimum|break[- ]?even) (?:noi|net operating income)\b/.test(
      text,
    )
  )
    return null;
  const values = money(tokens).filter((t) => t.value >= 50_000 && !t.period);
  const cap =
    /\b(\d{1,2}(?:\.\d+)?)\s*%?\s*cap\b|\bcap(?:\s+rate)?(?:\s+(?:of|at|is))?\s+(\d{1,2}(?:\.\d+)?)\s*%?/.exec(
      text,
    );
  const capRate = cap ? Number(cap[1] ?? cap[2]) / 100 : undefined;
  const others = tokens.filter(
    (t) =>
      !values.includes(t) &&
      t.kind !== 'plain' &&
      !(cap && t.start >= cap.index && t.start < cap.index + cap[0].length),
  );
  if (values.length !== 1 || !capRate || !(capRate > 0.01 && capRate < 0.2) || others.length > 0) return null;
  const value = values[0]!.value;
  return {
    title: 'NOI needed for a value at a cap rate',
    inputs: [`Value: ${formatMoney(value)}`, `Cap rate: ${formatPercent(capRate)}`],
    results: [
      `NOI needed: **${formatMoney(value * capRate)}** a year (${formatMoney((value * capRate) / 12)} a month)`,
    ],
    method: `NOI = value × cap rate = ${formatMoney(value)} × ${formatPercent(capRate)}`,
  };
};

/** "annual debt service of $148,800", "debt service is 12,400/mo", "P&I of 148.8k a year". */
const DEBT_SERVICE =
  /\b(?:annual |yearly |total )?(?:debt service|debt payments?|mortgage payments?|loan payments?|p\s?&\s?i|principal and interest)\b/;
const ASKS_VALUE =
  /\b(?:price|priced|value|valued|valuation|worth|pay|offer|purchase price|sales? price|asking)\b/;
const ASKS_DSCR = /\bdscr\b|\bdebt (?:service )?coverage\b|\bcoverage(?: ratio)?\b/;

/**
 * "NOI is $186,000 and the seller wants a 7.25% cap rate: what price is that? And with annual debt
 * service of $148,800, what is the DSCR?" (rule 84): the price the cap rate gives (NOI ÷ cap rate)
 * and the coverage of the debt service stated (NOI ÷ annual debt service). The debt service must say
 * its period (a year or a month); every other number must be a building's size, units or a year.
 */
const valueAndCoverage: Reader = ({ text, tokens }) => {
  if (!ASKS_VALUE.test(text) || !ASKS_DSCR.test(text)) return null;
  // "net operating income: $312,500": a colon stands for "is" (a space keeps every token in place).
  const spaced = text.replace(/:/g, ' ');
  const noi = labelled(spaced, tokens, NOI_LABEL, ['money'], 2);
  const debt = labelled(spaced, tokens, DEBT_SERVICE, ['money'], 2);
  if (!noi || !debt || noi === debt) return null;
  const cap =
    /\b(\d{1,2}(?:\.\d+)?)\s*(?:%|percent|pct)?\s*(?:cap(?:italization)?)\b|\bcap(?:italization)?(?:\s+rate)?(?:\s+(?:of|at|is|=|:))?\s+(?:a\s+|an\s+)?(\d{1,2}(?:\.\d+)?)\s*(?:%|percent|pct)?/.exec(
      text,
    );
  if (!cap) return null;
  const capRate = Number(cap[1] ?? cap[2]) / 100;
  if (!(capRate > 0.01 && capRate < 0.2)) return null;
  const inCap = (t: NumberToken) => t.start >= cap.index && t.start < cap.index + cap[0].length;
  // The debt service's period: as written, or "annual" beside it; a bare amount is asked about.
  const around = text.slice(Math.max(0, debt.start - 30), debt.end + 15);
  const saidYearly =
    debt.period === 'yearly' || /\b(?:annual|yearly|a year|per year|each year|\/\s?yr)\b/.test(around);
  // A bare amount near the NOI's size is a year's (a month's would cover it ten times over); one
  // that is not is asked about, never guessed.
  const nearNoi =
    debt.period === undefined && yearly(noi) / debt.value >= 0.5 && yearly(noi) / debt.value <= 3;
  const debtYear =
    debt.period === 'monthly' ? debt.value * 12 : saidYearly || nearNoi ? debt.value : undefined;
  if (debtYear === undefined || !(debtYear > 0)) return null;
  const sizes = [...text.matchAll(AREA), ...text.matchAll(new RegExp(UNITS_WORDS, 'g'))].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const placed = (t: NumberToken) =>
    t === noi ||
    t === debt ||
    inCap(t) ||
    isCalendarYear(text, t) ||
    sizes.some((sz) => t.start >= sz.start && t.end <= sz.end);
  if (!tokens.every(placed)) return null;
  const noiYear = yearly(noi);
  const price = noiYear / capRate;
  const dscr = noiYear / debtYear;
  return {
    title: 'Price from the cap rate, and the DSCR',
    inputs: [
      `NOI: ${formatMoney(noiYear)} a year${noi.period === 'monthly' ? ` (${formatMoney(noi.value)} a month × 12)` : ''}`,
      `Cap rate: ${formatPercent(capRate)}`,
      `Debt service: ${formatMoney(debtYear)} a year${debt.period === 'monthly' ? ` (${formatMoney(debt.value)} a month × 12)` : !saidYearly ? ' (no period said: read as a year’s, as it is close to the NOI)' : ''}`,
    ],
    results: [
      `Price: ${formatMoney(noiYear)} ÷ ${formatPercent(capRate)} = **${formatMoney(price)}**`,
      `DSCR: ${formatMoney(noiYear)} ÷ ${formatMoney(debtYear)} = **${dscr.toFixed(2)}**${dscr < 1 ? ' (below 1: the NOI does not cover the debt service)' : dscr < 1.25 ? ' (below the 1.25 most lenders want)' : ''}`,
    ],
    method: 'Price = NOI ÷ cap rate; DSCR = NOI ÷ annual debt service',
  };
};

/** "a 12-unit", "40 units", "3 buildings", "2 tenants": a building's size, never an amount. */
const UNITS_WORDS = String.raw`\b\d{1,4}[\s-]*(?:units?|doors?|tenants?|suites?|buildings?|stor(?:y|ies)|acres?)\b`;

export const COMMERCIAL_READERS: readonly Reader[] = [
  valueAndCoverage,
  camReconciliation,
  proRataShare,
  noiForValue,
];

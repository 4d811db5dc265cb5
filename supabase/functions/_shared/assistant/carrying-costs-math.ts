// What a home costs to hold besides the loan, added up (docs/assistant.md rule 77): "$450k house,
// tax 2.1% of value, homeowners $2,400/yr: taxes plus insurance a year and a month?", and the same
// for two to four homes or places compared ("Town A: tax 2.1%, insurance $2,400/yr. Town B: tax
// 1.35%, homeowners $2,650/yr plus a flood policy at $3,100/yr"). The tax is read by the property-tax
// reading (a percentage, mills, a rate per $100, an assessment ratio) on the option's own value or
// the one value the question gives for all; every other amount must be a named holding cost
// (insurance, flood, HOA, PMI, maintenance, utilities) by the year or the month. Part of quick-math
// (READERS there).
import { formatMoney } from './format.ts';
import { labelledParts, labelMentions, type LabelledPart } from './option-labels.ts';
import type { NumberToken } from './parse-numbers.ts';
import { readTaxParts, workTax } from './property-tax-reading.ts';
import { wordsBefore, type Reader } from './quick-math-reading.ts';

const TAX = /\b(?:property )?tax(?:es)?\b|\bmills?\b|\bmill rate\b|\bmillage\b/;
const OTHER_COST = /\binsurance\b|\bhomeowners?\b|\bhoi\b|\bho-?3\b|\bflood\b|\bhoa\b|\bcondo fees?\b/;
/** The total asked: added up, each option's, or a year and a month of it. */
const ASKS_TOTAL =
  /\btotal\b|\bcombined\b|\b(?:taxes|tax) (?:\+|plus|and|&) (?:home(?:owners)? )?insurance\b|\ball[- ]in\b|\bcarrying\b|\bholding costs?\b|\bfor each\b|\beach\b|\bper (?:town|house|home|place)\b|\badd(?:ed)? up\b/;
/** A payment, rent or deal: the calculators that take a tax as one input among others answer those. */
const DEAL_WORDS =
  /\b(?:p&i|piti|mortgage payment|loan|interest rate|rent|rents|rental|cap rate|noi|cash flow|afford|dti|down payment|\d+ ?(?:yr|year)s? fixed)\b/;

/** The holding costs a question names, each with the words that say what it is. */
const COST_LABELS: readonly [RegExp, string][] = [
  [/\bflood\b/, 'Flood insurance'],
  [/\bwind(?:storm)?\b|\bhurricane\b/, 'Windstorm insurance'],
  [/\binsurance\b|\bhomeowners?\b|\bhoi\b|\bho-?3\b|\bpolicy\b|\bpremium\b/, 'Homeowners insurance'],
  [/\bhoa\b|\bcondo fees?\b|\bassociation\b|\bdues\b/, 'HOA dues'],
  [/\bpmi\b|\bmortgage insurance\b/, 'Mortgage insurance'],
  [/\bmaintenance\b|\brepairs?\b|\bupkeep\b/, 'Maintenance'],
  [/\butilit(?:y|ies)\b/, 'Utilities'],
];

interface Cost {
  label: string;
  yearly: number;
  token: NumberToken;
}

/** What an amount is, from its own words: back to the previous amount and a few words after. */
function costOf(text: string, tokens: readonly NumberToken[], t: NumberToken): Cost | null {
  if (t.kind !== 'money' || t.value >= 50000) return null;
  const before = wordsBefore(text, tokens, t, 45);
  const after = text.slice(t.end, t.end + 25).split(/[,;.]\s|\s(?:and|plus)\s/)[0] ?? '';
  const label = COST_LABELS.find(([re]) => re.test(before) || re.test(after))?.[1];
  if (!label) return null;
  // A monthly amount says so; an amount without a period is a year's premium or dues only when the
  // words say "a year" or "annual" around it (HOA dues are monthly by default, so they must say).
  const yearlyWords = /\b(?:annual(?:ly)?|yearly|a year|per year|\/\s?yr|\/\s?year)\b/.test(
    `${before} ${after}`,
  );
  if (t.period === 'monthly') return { label, yearly: t.value * 12, token: t };
  if (t.period === 'yearly' || yearlyWords) return { label, yearly: t.value, token: t };
  return label === 'Homeowners insurance' || label === 'Flood insurance' || label === 'Windstorm insurance'
    ? { label, yearly: t.value, token: t }
    : null;
}

interface Holding {
  name: string;
  value: number;
  tax: ReturnType<typeof workTax>;
  costs: Cost[];
  yearly: number;
}

/** One option's tax and costs, or null when any of its numbers is left unread. */
/**
 * The text as one part reads it: its own words, and the shared value's, with every other part blanked
 * (positions kept), so "insurance 1,900/yr" in Town X does not name Town Y's "1.1% of value".
 */
function ownWords(text: string, part: LabelledPart, shared: NumberToken | undefined): string {
  const keep = (i: number) =>
    (i >= part.start && i < part.end) ||
    (shared !== undefined && i >= shared.start - 25 && i < shared.end + 15);
  return [...text].map((c, i) => (keep(i) ? c : ' ')).join('');
}

function holdingOf(
  text: string,
  tokens: readonly NumberToken[],
  shared: NumberToken | undefined,
  name: string,
): Holding | null {
  const costs: Cost[] = [];
  for (const t of tokens) {
    const cost = costOf(text, tokens, t);
    if (cost) costs.push(cost);
  }
  const parts = readTaxParts(
    text,
    [...(shared ? [shared] : []), ...tokens],
    new Set(costs.map((c) => c.token)),
  );
  if (!parts || parts.rates.length === 0 || parts.exemption) return null;
  const own = parts.values.filter((v) => v !== shared);
  const value = own.length === 1 ? own[0]! : own.length === 0 ? shared : undefined;
  if (!value || parts.values.length > (own.length === 1 && shared ? 2 : 1)) return null;
  if (parts.rest.length > 0 || parts.rates.some((r) => r.fraction >= 0.1)) return null;
  const tax = workTax({
    value: value.value,
    valueIs: 'market',
    valueSaid: true,
    ...(parts.ratio ? { ratio: parts.ratio.value } : {}),
    // "Town A: tax 2.1%": the option's own name is not a town levy of a combined rate.
    rates: parts.rates.map((r) => (name && r.label === 'City/town' ? { ...r, label: 'Tax rate' } : r)),
    flat: parts.flat,
  });
  return {
    name,
    value: value.value,
    tax,
    costs,
    yearly: tax.yearly + costs.reduce((s, c) => s + c.yearly, 0),
  };
}

const lineOf = (h: Holding) =>
  [`tax ${formatMoney(h.tax.yearly)}`, ...h.costs.map((c) => `${c.label} ${formatMoney(c.yearly)}`)].join(
    ' + ',
  );

export const carryingCosts: Reader = ({ text, tokens }) => {
  if (!TAX.test(text) || !OTHER_COST.test(text) || !ASKS_TOTAL.test(text) || DEAL_WORDS.test(text))
    return null;
  const amounts = tokens.filter((t) => t.kind === 'money' || t.kind === 'percent' || t.kind === 'plain');
  if (amounts.length !== tokens.length) return null;
  // A value before the first option stands for every option ("same $450k house in two towns").
  const parts = labelledParts(text);
  const firstLabel = parts?.[0]!.start ?? text.length;
  const sharedValues = tokens.filter(
    (t) => t.start < firstLabel && t.kind === 'money' && t.value >= 50000 && t.period === undefined,
  );
  if (sharedValues.length > 1) return null;
  const shared = sharedValues[0];
  // Every amount but the shared value sits inside a part, and each part has its own.
  // "House 1: 410k": a part's own label is no amount.
  const mentions = parts ? labelMentions(text, parts) : [];
  const inLabel = (t: NumberToken) => mentions.some((m) => t.start >= m.start && t.end <= m.end);
  const rest = tokens.filter((t) => t !== shared && !inLabel(t));
  const options = parts?.every((o) => rest.some((a) => a.start >= o.start && a.end <= o.end)) ? parts : null;
  if (parts && (!options || rest.some((a) => a.start < parts[0]!.start))) return null;
  // Each option's numbers are all read by holdingOf, so none is left over.
  const holdings = options
    ? options.map((o) =>
        holdingOf(
          ownWords(text, o, shared),
          rest.filter((t) => t.start >= o.start && t.end <= o.end),
          shared,
          o.name,
        ),
      )
    : [holdingOf(text, rest, shared, '')];
  if (holdings.some((h) => h === null)) return null;
  const homes = holdings as Holding[];
  const inputs: string[] = [];
  const results: string[] = [];
  for (const h of homes) {
    const who = h.name ? `${h.name}: ` : '';
    inputs.push(`${who}${[...h.tax.valueLines, ...h.tax.rateLines].join('; ')}`);
    for (const c of h.costs) inputs.push(`${who}${c.label}: ${formatMoney(c.yearly)} a year`);
    results.push(
      `${who}${lineOf(h)} = **${formatMoney(h.yearly)}** a year, **${formatMoney(h.yearly / 12)}** a month`,
    );
  }
  if (homes.length >= 2) {
    const sorted = [...homes].sort((a, b) => b.yearly - a.yearly);
    const gap = sorted[0]!.yearly - sorted[sorted.length - 1]!.yearly;
    results.push(
      `${sorted[0]!.name} costs **${formatMoney(gap)}** a year more than ${sorted[sorted.length - 1]!.name} (${formatMoney(gap / 12)} a month)`,
    );
  }
  return {
    title: homes.length > 1 ? 'Taxes and insurance for each' : 'Taxes and insurance',
    inputs,
    results,
    method:
      'Tax = value × rate; yearly total = tax + every yearly cost (monthly costs × 12); ÷ 12 for the month',
  };
};

const DUES = /\bhoa\b|\bcondo fees?\b|\bassociation (?:dues|fees?)\b|\bdues\b/;
const ASSESSMENT = /\bspecial assessments?\b|\bassessments?\b|\blevy\b/;
const SPREAD =
  /\b(?:over|across|spread over|paid over|for|in)\s+(?:the next\s+)?(\d{1,3})\s+months?\b|\b(\d{1,3})\s+(?:equal\s+)?monthly (?:payments|installments)\b/;

/**
 * Monthly dues while a special assessment is paid off ("HOA of $340/mo, but a $9,600 special
 * assessment paid over 24 months: effective monthly HOA?"): the dues plus the assessment ÷ its months,
 * and what it is once the assessment is paid. Every number is placed or the reader does not fire.
 */
export const duesWithAssessment: Reader = ({ text, tokens }) => {
  if (!DUES.test(text) || !ASSESSMENT.test(text)) return null;
  const spread = SPREAD.exec(text);
  if (!spread) return null;
  const months = Number(spread[1] ?? spread[2]);
  const dues = tokens.find(
    (t) =>
      t.kind === 'money' &&
      t.period !== 'yearly' &&
      DUES.test(text.slice(Math.max(0, t.start - 25), t.start)),
  );
  const assessment = tokens.find(
    (t) =>
      t.kind === 'money' &&
      t !== dues &&
      t.period === undefined &&
      ASSESSMENT.test(`${text.slice(Math.max(0, t.start - 25), t.start)} ${text.slice(t.end, t.end + 25)}`),
  );
  if (!dues || !assessment || !(months > 0)) return null;
  const inSpread = (t: NumberToken) => t.start >= spread.index && t.end <= spread.index + spread[0].length;
  // "during those 2 years": the spread said again in years (rule 116), no other input.
  const restated = (t: NumberToken) => t.kind === 'years' && t.value * 12 === months;
  if (tokens.some((t) => t !== dues && t !== assessment && !inSpread(t) && !restated(t))) return null;
  const perMonth = assessment.value / months;
  const yearly = /\b(?:per|a|each) year\b|\byearly\b|\bannual(?:ly)?\b/.test(text);
  return {
    title: 'Dues while the special assessment is paid',
    inputs: [
      `Dues: ${formatMoney(dues.value)} a month`,
      `Special assessment: ${formatMoney(assessment.value)} over ${months} months = ${formatMoney(perMonth)} a month`,
    ],
    results: [
      `Effective monthly dues while it runs: **${formatMoney(dues.value + perMonth)}** (${formatMoney(dues.value)} + ${formatMoney(perMonth)})`,
      ...(yearly ? [`A year while it runs: **${formatMoney((dues.value + perMonth) * 12)}**`] : []),
      `After the ${months} months: ${formatMoney(dues.value)} a month, unless the dues change`,
    ],
    method: 'Dues + the assessment ÷ its months',
  };
};

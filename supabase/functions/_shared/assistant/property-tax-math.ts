// Property tax questions with every number stated, in any of the forms counties quote them (see
// property-tax-reading.ts): the yearly tax and monthly escrow from a value, an assessment ratio,
// exemptions and one or more rates; the difference between two rates; an assessed value grown at a
// capped rate (Prop 13 style); and what a successful appeal saves. Proration at closing is in
// tax-proration-math.ts. Part of quick-math (READERS there).
//
// Each reader fires only when it has placed every number of the question, so a number it cannot
// place leaves the question to the others or to a clarifying question, never a wrong figure.
import { isChangeAmount } from './change-by.ts';
import { resultOf } from './calculation-cards.ts';
import { propertyTaxInputs } from './cards-buying-selling.ts';
import { formatAmount, formatMoney, formatNumber, formatPercent, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  calendarYears,
  isCalendarYear,
  readTaxParts,
  valueKind,
  workTax,
  wordsAround,
  type TaxParts,
  type TaxRate,
  type TaxTerms,
} from './property-tax-reading.ts';
import { yearsOf, type Reader } from './quick-math-reading.ts';

/** Words of a tax question; a question stating a rate per $100 "of assessed value" need not say "tax". */
const TAX_CUE =
  /\btax(?:es)?\b|\bmills?\b|\bmillage\b|\blevy\b|\bescrow\b|\bmello|\bassess\w*|\bhomestead\b|\bexemptions?\b/;
/** Inside a payment or a deal, a tax is one input among others: the calculators take it. */
const DEAL_WORDS =
  /\b(?:payment|mortgage|loan|interest|rent|rents|rental income|cap rate|noi|cash flow|afford|piti|dti)\b/;
const COMPARE =
  /\b(?:difference|differ|vs\.?|versus|compared?|between|how much more|how much less|cheaper|pricier|more expensive|less expensive)\b/;
/** A question asked by the month ("monthly escrow", "per month"): the monthly figure leads. */
const MONTHLY = /\b(?:monthly|a month|per month|each month|\/\s?mo\w*|escrow)\b/;

/** The card for a tax the calculator can show: one rate, any exemption turned into assessed dollars. */
function taxCard(terms: TaxTerms) {
  if (terms.flat?.length) return undefined;
  const ratio = terms.valueIs === 'market' ? (terms.ratio ?? 1) : 1;
  const exemption = terms.exemption
    ? terms.exemption.from === 'market'
      ? terms.exemption.amount * ratio
      : terms.exemption.amount
    : 0;
  const mills = terms.rates.length === 1 ? terms.rates[0]!.mills : undefined;
  const rate = terms.rates.reduce((sum, r) => sum + r.fraction, 0);
  return resultOf(
    'property-tax',
    propertyTaxInputs({
      value: terms.value,
      ...(mills !== undefined ? { millRate: mills } : { rate }),
      ...(ratio !== 1 ? { assessmentRatio: ratio } : {}),
      ...(exemption > 0 ? { exemption } : {}),
    }),
  );
}

/** The yearly and monthly lines of a tax, the one asked for first. */
function taxResults(text: string, yearly: number, label = 'tax'): string[] {
  const lines = [
    `Yearly ${label}: **${formatMoney(yearly)}**`,
    `Monthly (what escrow collects): **${formatMoney(yearly / 12)}**`,
  ];
  return MONTHLY.test(text) ? [lines[1]!, lines[0]!] : lines;
}

/** The terms of a tax on one value, when the question says which value it is without contradiction. */
function termsFor(text: string, tokens: NumberToken[], parts: TaxParts, value: NumberToken): TaxTerms | null {
  const kind = valueKind(text, tokens, value);
  // An assessed value with an assessment ratio as well: which one the rate applies to is unclear.
  if (kind === 'assessed' && parts.ratio) return null;
  const market = kind === 'market' || parts.ratio !== undefined;
  return {
    value: value.value,
    valueIs: market ? 'market' : 'assessed',
    valueSaid: kind !== 'unsaid' || parts.ratio !== undefined,
    ...(parts.ratio ? { ratio: parts.ratio.value } : {}),
    ...(parts.exemption ? { exemption: parts.exemption } : {}),
    rates: parts.rates,
    flat: parts.flat,
  };
}

const ADDS =
  /\bplus\b|\+|\bon top\b|\bcombined\b|\btotal\b|\btogether\b|\badd(?:ed|s)?\b|\bin addition\b|\badditional\b|\balso\b/;

/**
 * Whether several rates are parts of one bill ("1.25% base plus 0.35% Mello-Roos", "county 0.9%,
 * city 0.4%, school 1.1%"), not places or options compared ("Cedar Park 1.3%, Brookline 1.5%",
 * "1.2% or 1.4%"): said to add up, or each named as a different levy.
 */
function addsUp(text: string, rates: readonly TaxRate[]): boolean {
  if (COMPARE.test(text) || /\bor\b/.test(text)) return false;
  const labels = rates.map((r) => r.label);
  const distinct = !labels.includes('Tax rate') && new Set(labels).size === labels.length;
  return ADDS.test(text) || distinct;
}

/** Rates a tax can have: each under 10% of the value a year (a larger percentage is something else). */
const plausible = (rates: readonly TaxRate[]) => rates.length > 0 && rates.every((r) => r.fraction < 0.1);

/**
 * The tax on one value: "market value 450k, assessed at 40%, $2.10 per $100 of assessed value, 25k
 * homestead exemption off the assessed value", "850k, 1.25% base plus 0.35% Mello-Roos, monthly
 * escrow?", "300k house, 25 mills, 40k homestead exemption". Several rates are added up.
 */
const propertyTax: Reader = ({ text, tokens }) => {
  if (!TAX_CUE.test(text) || DEAL_WORDS.test(text)) return null;
  const parts = readTaxParts(text, tokens);
  if (!parts || parts.values.length !== 1 || !plausible(parts.rates)) return null;
  // A calendar year ("2025 taxes") is shown; any other number left over stops the reader.
  const years = parts.rest.filter((t) => isCalendarYear(text, t));
  if (parts.rest.length !== years.length) return null;
  if (parts.rates.length > 1 && !addsUp(text, parts.rates)) return null;
  const terms = termsFor(text, tokens, parts, parts.values[0]!);
  if (!terms) return null;
  const worked = workTax(terms);
  const card = taxCard(terms);
  return {
    title: 'Property tax',
    inputs: [
      ...(years.length ? [`Tax year: ${years.map((y) => y.raw).join(', ')}`] : []),
      ...worked.valueLines,
      ...worked.rateLines,
    ],
    results: [
      ...taxResults(text, worked.yearly),
      ...exemptionSaving(text, terms, worked),
      ...effectiveRateOnPrice(text, terms, worked.yearly),
    ],
    method: `${worked.method} = ${formatMoney(worked.yearly)} a year; ÷ 12 for the month`,
    ...(card ? { calculation: card } : {}),
  };
};

/**
 * "what is that as an effective rate on the purchase price?": the yearly tax ÷ the market value, asked
 * beside a tax worked from an assessment ratio or a mill rate (rule 115).
 */
function effectiveRateOnPrice(text: string, terms: TaxTerms, yearly: number): string[] {
  if (!/\beffective (?:tax )?rate\b/.test(text) || terms.valueIs !== 'market') return [];
  return [
    `Effective rate on the price: **${formatPercent(yearly / terms.value)}** (${formatMoney(yearly)} ÷ ${formatMoney(terms.value)})`,
  ];
}

/**
 * Asked what an exemption is worth: "how much does the exemption save us", "what's it worth", or the
 * tax on both sides of it: "the yearly tax before and after the exemption".
 */
const SAVING_ASKED =
  /\b(?:sav(?:e|es|ed|ing|ings)|worth|knock\w* off|cut\w*|reduc\w*|lower\w*|without (?:the |it|them|an? )|benefit|difference|before and after|with and without)\b/;

/**
 * What the exemptions save a year (rule 102): the tax without them − the tax with them, which is the
 * assessed dollars they take off × the rate (never the exemption itself, nor a share of the tax).
 */
function exemptionSaving(text: string, terms: TaxTerms, worked: ReturnType<typeof workTax>): string[] {
  if (!terms.exemption || !SAVING_ASKED.test(text)) return [];
  if (terms.exemption.tokens.length > 1 && !terms.exemption.together) return [];
  const without = workTax({ ...terms, exemption: undefined });
  const saving = without.yearly - worked.yearly;
  const several = terms.exemption.tokens.length > 1;
  return [
    `Without the exemption${several ? 's' : ''}: ${formatMoney(without.yearly)} a year`,
    `The exemption${several ? 's save' : ' saves'}: **${formatMoney(saving)}** a year (${formatMoney(without.taxable - worked.taxable)} off the taxable value × ${formatRate(worked.rate)})`,
  ];
}

/**
 * What an exemption saves with no value given ("how much would a $50,000 homestead exemption save
 * at 2.25%?", rule 102): the exemption × the rate, on a home assessed at least at the exemption.
 */
const exemptionSavingAlone: Reader = ({ text, tokens }) => {
  if (!TAX_CUE.test(text) || DEAL_WORDS.test(text) || !SAVING_ASKED.test(text)) return null;
  const parts = readTaxParts(text, tokens);
  if (!parts?.exemption || parts.values.length > 0 || parts.ratio || parts.flat.length) return null;
  if (!plausible(parts.rates) || (parts.rates.length > 1 && !addsUp(text, parts.rates))) return null;
  if (parts.rest.some((t) => !isCalendarYear(text, t))) return null;
  const worked = workTax({
    value: parts.exemption.amount,
    valueIs: 'assessed',
    valueSaid: true,
    rates: parts.rates,
  });
  const several = parts.exemption.tokens.length > 1;
  return {
    title: 'What a property tax exemption saves',
    inputs: [
      `Exemption${several ? `s: ${parts.exemption.tokens.map((t) => formatAmount(t.value)).join(' + ')} =` : ':'} ${formatAmount(parts.exemption.amount)} off the assessed value`,
      ...worked.rateLines,
    ],
    results: [
      `Saving: **${formatMoney(worked.yearly)}** a year (${formatMoney(worked.yearly / 12)} a month)`,
      `This holds while the assessed value is at least ${formatAmount(parts.exemption.amount)}; below that the saving is the whole tax`,
    ],
    method: `Saving = the exemption × the rate = ${formatAmount(parts.exemption.amount)} × ${formatRate(worked.rate)}`,
  };
};

/** A rate said to be on the whole value: "1.92% of market value", "of the full value". */
const OF_MARKET =
  /^\s*(?:a year |annually )?of (?:the )?(?:full |fair )?(?:market value|value|price|purchase price|market)\b/;

/** Which sentence or semicolon-part of the text a position lies in. */
function segmentOf(text: string, at: number): number {
  return (text.slice(0, at).match(/[.;!?](?:\s|$)/g) ?? []).length;
}

/** The same value taxed at two rates ("town A 1.1%, town B 1.9%, 450k house: how much more in B?"). */
const taxRateDifference: Reader = ({ text, tokens }) => {
  if (!TAX_CUE.test(text) || DEAL_WORDS.test(text) || !(COMPARE.test(text) || /\bor\b/.test(text)))
    return null;
  const parts = readTaxParts(text, tokens);
  if (!parts || parts.values.length !== 1 || parts.rates.length !== 2 || parts.rest.length > 0) return null;
  if (!plausible(parts.rates) || parts.flat.length > 0) return null;
  const base = termsFor(text, tokens, parts, parts.values[0]!);
  if (!base) return null;
  // "Town X: 18.4 mills on a 70% assessment ratio. Town Y: 1.92% of market value": an assessment
  // ratio said beside one town's rate is that town's; a rate "of market value" is on the whole value.
  const ratioFor = (r: TaxRate) => {
    if (!parts.ratio) return undefined;
    const own = segmentOf(text, r.tokens[0]!.start);
    if (OF_MARKET.test(text.slice(r.tokens.at(-1)!.end, r.tokens.at(-1)!.end + 30))) return undefined;
    const ratioSegment = segmentOf(text, parts.ratio.start);
    if (ratioSegment === own) return parts.ratio.value;
    const ratioWithARate = parts.rates.some((o) => segmentOf(text, o.tokens[0]!.start) === ratioSegment);
    return ratioWithARate ? undefined : parts.ratio.value;
  };
  const [a, b] = parts.rates.map((r) => {
    const ratio = ratioFor(r);
    return workTax({ ...base, ...(ratio !== undefined ? { ratio } : { ratio: undefined }), rates: [r] });
  }) as [ReturnType<typeof workTax>, ReturnType<typeof workTax>];
  const gap = Math.abs(a.yearly - b.yearly);
  const [first, second] = parts.rates as [TaxRate, TaxRate];
  const sameBase = a.taxable === b.taxable;
  return {
    title: 'Property tax difference',
    inputs: sameBase
      ? [...a.valueLines, `First rate: ${first.shown}`, `Second rate: ${second.shown}`]
      : [
          a.valueLines[0]!,
          ...[
            [first, a],
            [second, b],
          ].map(
            ([r, w], i) =>
              `${i === 0 ? 'First' : 'Second'} rate: ${(r as TaxRate).shown}, on ${(w as typeof a).taxable === base.value ? 'the full market value' : formatMoney((w as typeof a).taxable)}${(w as typeof a).taxable === base.value ? '' : ` (${(w as typeof a).valueLines.slice(1).join('; ')})`}`,
          ),
        ],
    results: [
      `Tax at ${formatRate(first.fraction)}: **${formatMoney(a.yearly)}** a year; at ${formatRate(second.fraction)}: **${formatMoney(b.yearly)}** a year`,
      `Yearly difference: **${formatMoney(gap)}**`,
      `Monthly: ${formatMoney(gap / 12)}`,
    ],
    method: sameBase
      ? `${formatMoney(a.taxable)} × (${formatRate(Math.max(first.fraction, second.fraction))} − ${formatRate(Math.min(first.fraction, second.fraction))})`
      : `${formatMoney(a.taxable)} × ${formatRate(first.fraction)} and ${formatMoney(b.taxable)} × ${formatRate(second.fraction)}, each on its own base`,
  };
};

/**
 * Several homes, each with its own rate ("house A: 430k, tax 2.2% of price. house B: 455k, 1.35%"):
 * each value is taxed at the rate written after it and before the next value, and the gap is shown.
 * Only a plain list is read: one rate per home, in order, with no ratio, exemption or flat charge.
 */
const HOME_NAME = /\b(?:house|home|property|place|unit|option|condo|lot)\s*#?\s*$/;
const taxOnEachHome: Reader = ({ text, tokens }) => {
  if (!TAX_CUE.test(text) || DEAL_WORDS.test(text)) return null;
  const parts = readTaxParts(text, tokens);
  if (!parts || parts.values.length < 2 || parts.rates.length !== parts.values.length) return null;
  // "home 1", "house 2": a home's name is no amount.
  const names = parts.rest.filter(
    (t) =>
      t.kind === 'plain' && t.value < 10 && HOME_NAME.test(text.slice(Math.max(0, t.start - 12), t.start)),
  );
  if (parts.rest.length > names.length || parts.flat.length > 0 || parts.ratio || parts.exemption)
    return null;
  if (!plausible(parts.rates)) return null;
  const values = [...parts.values].sort((a, b) => a.start - b.start);
  const rateAt = (r: TaxRate) => Math.min(...r.tokens.map((t) => t.start));
  const rates = [...parts.rates].sort((a, b) => rateAt(a) - rateAt(b));
  const inOrder = values.every((v, i) => {
    const at = rateAt(rates[i]!);
    const next = values[i + 1];
    return at > v.start && (next === undefined || at < next.start);
  });
  // "Riverton taxes 2.1% of value, Lakeside 1.4%. The Riverton house is 310k and the Lakeside one
  // 365k": rates written apart from their values pair by the place each names (rule 68).
  const byName = inOrder
    ? null
    : pairByPlace(
        text,
        tokens,
        values,
        rates.map((r) => r.tokens[0]!),
      );
  if (!inOrder && !byName) return null;
  const homes = values.map((v, i) => {
    const rate = byName ? rates[byName.rateOf[i]!]! : rates[i]!;
    const name =
      byName?.names[i] ??
      /\b((?:house|home|property|place|unit|option|condo|lot)\s+[a-z0-9]|(?:first|second|third) (?:one|house|home|place))\b[^.;\d]*$/.exec(
        text.slice(Math.max(0, v.start - 30), v.start),
      )?.[1];
    const yearly = workTax({
      value: v.value,
      valueIs: 'assessed',
      valueSaid: true,
      rates: [rate],
    }).yearly;
    return {
      label: name ? name.replace(/^\w|\b\w$|(?<= )\w/g, (c) => c.toUpperCase()) : `Home ${i + 1}`,
      value: v.value,
      rate,
      yearly,
    };
  });
  const sorted = [...homes].sort((a, b) => b.yearly - a.yearly);
  const [most, least] = [sorted[0]!, sorted[sorted.length - 1]!];
  const gap = most.yearly - least.yearly;
  return {
    title: 'Property tax on each home',
    inputs: homes.map((h) => `${h.label}: ${formatMoney(h.value)} at ${h.rate.shown}`),
    results: [
      ...homes.map(
        (h) => `${h.label}: **${formatMoney(h.yearly)}** a year (${formatMoney(h.yearly / 12)} a month)`,
      ),
      `${most.label} costs **${formatMoney(gap)}** a year more than ${least.label} (${formatMoney(gap / 12)} a month)`,
    ],
    method: 'Each value × its own rate, taken as the value the rate applies to',
  };
};

/** Words of a tax question that name no place: what remains in a number's clause is its place. */
const NOT_A_PLACE = new Set(
  (
    'the a an is are was were be would will of at in on for to by with and or its it our my their this that ' +
    'there here where which what whats each per tax taxes taxed rate rates property value valued values ' +
    'price priced prices cost costs house houses home homes place places one ones town towns city ' +
    'cities county counties effective annual yearly percent levy assessed market worth about around ' +
    'roughly bill bills listed list asking buy bought purchase comparing compare versus vs than more ' +
    'less higher lower difference gap pay pays paid charges charge sits sitting located'
  ).split(' '),
);

/** The place words of a number's own clause: back to the last break or number, on to the next. */
function placeWords(text: string, tokens: readonly NumberToken[], t: NumberToken): Set<string> {
  const before = tokens.filter((o) => o.end <= t.start).at(-1);
  const after = tokens.find((o) => o.start >= t.end);
  const words = `${
    text
      .slice(before?.end ?? 0, t.start)
      .split(/[.;:!?,(]\s*|\s(?:and|but|while|whereas|vs\.?|versus)\s/)
      .pop() ?? ''
  } ${text.slice(t.end, after?.start ?? text.length).split(/[.;!?,)]\s*|\s(?:and|but|while|whereas|vs\.?|versus)\s/)[0] ?? ''}`;
  return new Set((words.match(/[a-z][a-z'-]{2,}/g) ?? []).filter((w) => !NOT_A_PLACE.has(w)));
}

/**
 * Each value with the one rate whose clause names the same place, and no other value's: null unless
 * every value finds exactly one rate and no rate serves two. "Respectively" pairs them in order.
 */
function pairByPlace(
  text: string,
  tokens: readonly NumberToken[],
  values: readonly NumberToken[],
  rates: readonly NumberToken[],
): { rateOf: number[]; names: (string | undefined)[] } | null {
  if (/\brespectively\b/.test(text)) return { rateOf: values.map((_, i) => i), names: [] };
  const valueWords = values.map((v) => placeWords(text, tokens, v));
  const rateWords = rates.map((r) => placeWords(text, tokens, r));
  const shared = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w));
  const rateOf: number[] = [];
  const names: string[] = [];
  for (const [i, words] of valueWords.entries()) {
    const matches = rateWords.flatMap((r, j) => (shared(words, r).length > 0 ? [j] : []));
    const others = valueWords.filter((_, k) => k !== i);
    if (matches.length !== 1 || others.some((o) => shared(o, rateWords[matches[0]!]!).length > 0))
      return null;
    rateOf.push(matches[0]!);
    names.push(shared(words, rateWords[matches[0]!]!).join(' '));
  }
  return new Set(rateOf).size === rateOf.length ? { rateOf, names } : null;
}

const CAPPED = /\bprop(?:osition)?\s*13\b|\bsave our homes\b/;
const GROWTH_WORDS =
  /\b(?:grows?|growing|increases?|increasing|rises?|rising|goes up|go up|going up|capped|caps?|limit(?:ed)?|max(?:imum)?|escalat\w*|inflat\w*|up to|at most|no more than|adjusts?|indexed)\b/;

/** The years of growth: between two calendar years, or "after 6 years" / "in 6 years". */
function growthYears(
  text: string,
  rest: readonly NumberToken[],
): { years: number; shown: string; used: NumberToken[] } | null {
  const calendar = calendarYears(text).map((y) => y.year);
  const terms = rest.filter((t) => t.kind === 'years' || t.kind === 'months');
  const calendarTokens = rest.filter((t) => isCalendarYear(text, t));
  if (terms.length === 1 && calendar.length === 0) {
    const n = yearsOf(terms[0]!);
    if (!Number.isInteger(n) || n < 1 || n > 60) return null;
    return { years: n, shown: `${n} years`, used: terms };
  }
  const distinct = [...new Set(calendar)];
  if (terms.length === 0 && distinct.length === 2) {
    const [from, to] = [Math.min(...distinct), Math.max(...distinct)];
    const n = to - from;
    // Each lien date after the base year adds one year of growth: 2018 → 2024 is six.
    return {
      years: n,
      shown: `${from} → ${to}: ${n} years of growth (one each year from ${from + 1} through ${to})`,
      used: calendarTokens,
    };
  }
  return null;
}

/**
 * An assessed value that grows at a capped rate from its base year ("bought in 2018 for 600k,
 * assessed value grows 2%/yr, 2024 assessed value and tax at 1.1%"): the value after the years of
 * growth, the lower market value when one is stated, and the tax at the rates given.
 */
const cappedAssessment: Reader = ({ text, tokens }) => {
  if (!/\bassess\w*|\btaxable value\b/.test(text) && !CAPPED.test(text)) return null;
  if (DEAL_WORDS.test(text)) return null;
  const growth = tokens.find(
    (t) =>
      t.kind === 'percent' &&
      t.value > 0 &&
      t.value <= 0.1 &&
      GROWTH_WORDS.test(wordsAround(text, tokens, t, 30)),
  );
  if (!growth && !CAPPED.test(text)) return null;
  const parts = readTaxParts(text, tokens, new Set(growth ? [growth] : []));
  if (!parts || parts.ratio || parts.flat.length > 0) return null;
  const span = growthYears(text, parts.rest);
  if (!span) return null;
  if (parts.rest.some((t) => !span.used.includes(t))) return null;
  // A market value stated beside the base value caps the assessed value (it never exceeds it).
  const market = parts.values.filter((t) =>
    /\b(?:worth|market|now|today|currently)\b/.test(wordsAround(text, tokens, t, 25)),
  );
  const base = parts.values.filter((t) => !market.includes(t));
  if (base.length !== 1 || market.length > 1) return null;
  if (parts.rates.length > 0 && !plausible(parts.rates)) return null;
  const g = growth?.value ?? 0.02;
  const grown = base[0]!.value * (1 + g) ** span.years;
  const assessed = market[0] ? Math.min(grown, market[0].value) : grown;
  const inputs = [
    `Base-year assessed value: ${formatAmount(base[0]!.value)}`,
    growth
      ? `Growth: ${formatRate(g)} a year`
      : 'Growth: 2% a year (Prop 13 allows at most 2% a year; your county may use less when inflation is lower)',
    `Years of growth: ${span.shown}`,
    ...(market[0] ? [`Market value now: ${formatAmount(market[0].value)}`] : []),
  ];
  const results = [
    `Assessed value after ${span.years} years: **${formatMoney(assessed)}**${market[0] && grown > market[0].value ? ` (the market value, below the capped ${formatMoney(grown)})` : ''}`,
  ];
  let method = `${formatAmount(base[0]!.value)} × (1 + ${formatRate(g)})^${span.years}`;
  if (parts.rates.length > 0) {
    const worked = workTax({
      value: assessed,
      valueIs: 'assessed',
      valueSaid: true,
      ...(parts.exemption ? { exemption: parts.exemption } : {}),
      rates: parts.rates,
    });
    inputs.push(...worked.valueLines.slice(1), ...worked.rateLines);
    results.push(...taxResults(text, worked.yearly));
    method += `; tax = ${formatMoney(worked.taxable)} taxable × ${formatRate(worked.rate)}`;
  } else if (parts.exemption) return null;
  return { title: 'Assessed value with capped growth', inputs, results, method };
};

const APPEAL =
  /\bappeal\w*|\bprotest\w*|\bgrie(?:ve|vance)\b|\bcontest\w*|\bchalleng\w*|\bdisput\w*|\b(?:lower|reduc|cut|drop)\w* (?:the |my |our )?(?:assess\w*|valuation)|\b(?:assess\w*|valuation) (?:is |was |gets |got )?(?:lowered|reduced|cut|dropped)\b/;
const CURRENT =
  /\b(?:assess\w*|county|assessor|valuation|currently|they have it|valued it|on the books|right now)\b/;
const ARGUED =
  /\b(?:worth|think|should be|comps?|apprais\w*|reduced? to|lowered? to|down to|cut to|market value|fair|sold|really|only)\b/;
const REDUCTION =
  /\b(?:lower\w*|reduc\w*|cut|drop\w*|knock\w*|shave\w*)(?: it| the assessment| the value)? by\s*$|\breduction of\s*$/;

/**
 * What a successful appeal saves ("assessed 510k, I think it's worth 465k, rate 2.3%"): the tax on
 * the value now against the tax on the value argued for, a year and a month.
 */
const appealSavings: Reader = ({ text, tokens }) => {
  if (!APPEAL.test(text) || DEAL_WORDS.test(text)) return null;
  const parts = readTaxParts(text, tokens);
  if (!parts || !plausible(parts.rates) || (parts.rates.length > 1 && COMPARE.test(text))) return null;
  // "over the next 5 years": the yearly saving times the years (no growth assumed).
  const horizon = parts.rest.filter((t) => t.kind === 'years');
  // "get it reduced by 30k": an amount off the value, whatever its size.
  const cut = [...parts.rest, ...parts.values].find(
    (t) => t.kind === 'money' && REDUCTION.test(text.slice(Math.max(0, t.start - 30), t.start)),
  );
  const values = parts.values.filter((t) => t !== cut);
  const leftover = parts.rest.filter((t) => t !== cut && !horizon.includes(t));
  if (leftover.length > 0 || horizon.length > 1) return null;
  let current: NumberToken | undefined;
  let argued: number | undefined;
  if (cut && values.length === 1) {
    current = values[0];
    argued = current!.value - cut.value;
  } else if (!cut && values.length === 2) {
    const [a, b] = values as [NumberToken, NumberToken];
    const label = (t: NumberToken) => wordsAround(text, tokens, t, 25);
    const isCurrent = (t: NumberToken) =>
      CURRENT.test(label(t)) && !ARGUED.test(label(t).replace(/\bassess\w*/g, ''));
    // The one its words call the assessment is the value now; otherwise an appeal argues it down.
    current =
      isCurrent(a) && !isCurrent(b) ? a : isCurrent(b) && !isCurrent(a) ? b : a.value > b.value ? a : b;
    argued = (current === a ? b : a).value;
  }
  // An appeal argues a value down, and not to a fraction of itself: anything else is a misreading.
  if (!current || argued === undefined || argued >= current.value || argued < current.value / 2) return null;
  const terms = termsFor(text, tokens, parts, current);
  if (!terms) return null;
  const now = workTax(terms);
  const after = workTax({ ...terms, value: argued });
  const saving = now.yearly - after.yearly;
  const years = horizon[0] ? yearsOf(horizon[0]) : undefined;
  const valueWord = terms.valueIs === 'market' ? 'Market value' : 'Assessed value';
  return {
    title: 'Property tax appeal: what it saves',
    inputs: [
      ...now.valueLines.map((l) => l.replace(/^(?:Market|Assessed) value:/, `${valueWord} now:`)),
      `${valueWord} you would argue for: ${formatAmount(argued)}${cut ? ` (${formatAmount(current.value)} − ${formatAmount(cut.value)})` : ''}`,
      ...now.rateLines,
      ...(years ? [`Over ${years} years, the same saving each year`] : []),
    ],
    results: [
      `Tax now: ${formatMoney(now.yearly)} a year; after a successful appeal: ${formatMoney(after.yearly)}`,
      `Saving: **${formatMoney(saving)}** a year (**${formatMoney(saving / 12)}** a month)`,
      ...(years ? [`Over ${years} years: **${formatMoney(saving * years)}**`] : []),
    ],
    method: `(${formatMoney(now.taxable)} − ${formatMoney(after.taxable)}) taxable × ${formatRate(now.rate)}`,
  };
};

const COMPS =
  /\bcomps?\b|\bcomparables?\b|\bcomparable (?:homes|houses|sales)\b|\bsimilar (?:homes|houses)\b|\bneighbou?rs?\b.*\bsold\b|\bsales\b/;
const CENTRE = /\b(?:average|avg|mean|median|middle)\b/;

/**
 * An appeal to the comps ("assessed 412k; comps sold for 362k, 371k and 355k; if they set it at the
 * average, what's my tax now vs after at 2.05%?", rule 102): the comps' average (or median) is the
 * value argued for, then the tax on the value now against the tax on it, and the saving.
 */
const appealToComps: Reader = ({ text, tokens }) => {
  if (!/\bassess\w*|\bappeal\w*|\bprotest\w*|\bvaluation\b/.test(text) || DEAL_WORDS.test(text)) return null;
  const cue = COMPS.exec(text);
  const centre = CENTRE.exec(text);
  if (!cue || !centre) return null;
  const parts = readTaxParts(text, tokens);
  if (!parts || parts.rates.length !== 1 || !plausible(parts.rates) || parts.ratio || parts.flat.length)
    return null;
  const comps = parts.values.filter((t) => t.start > cue.index);
  const now = parts.values.filter((t) => t.start < cue.index);
  if (comps.length < 2 || now.length !== 1) return null;
  // "three comps", "3 comps": the count of comps said, which must be the list's length.
  const counts = parts.rest.filter(
    (t) =>
      t.kind === 'plain' &&
      t.value === comps.length &&
      /^\s*(?:comps?|comparables?|similar|homes|houses|sales)\b/.test(text.slice(t.end, t.end + 15)),
  );
  const years = parts.rest.filter((t) => isCalendarYear(text, t));
  if (parts.rest.some((t) => !counts.includes(t) && !years.includes(t))) return null;
  const current = now[0]!;
  const median = /\b(?:median|middle)\b/.test(centre[0]);
  const sorted = comps.map((t) => t.value).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const argued = median
    ? sorted.length % 2
      ? sorted[mid]!
      : (sorted[mid - 1]! + sorted[mid]!) / 2
    : sorted.reduce((a, b) => a + b, 0) / sorted.length;
  const terms = termsFor(text, tokens, parts, current);
  if (!terms) return null;
  const before = workTax(terms);
  const after = workTax({ ...terms, value: argued });
  const saving = before.yearly - after.yearly;
  const valueWord = terms.valueIs === 'market' ? 'Market value' : 'Assessed value';
  return {
    title: 'Property tax appeal: value from the comps',
    inputs: [
      ...before.valueLines.map((l) => l.replace(/^(?:Market|Assessed) value:/, `${valueWord} now:`)),
      `Comps: ${comps.map((t) => formatAmount(t.value)).join(', ')}`,
      ...before.rateLines,
    ],
    results: [
      `${median ? 'Median' : 'Average'} of the comps: **${formatMoney(argued)}**${median ? '' : ` (${comps.map((t) => formatAmount(t.value)).join(' + ')}) ÷ ${comps.length}`}`,
      `Tax now: **${formatMoney(before.yearly)}** a year; at the comps' ${median ? 'median' : 'average'}: **${formatMoney(after.yearly)}** a year`,
      saving >= 0
        ? `Saving if the board sets it there: **${formatMoney(saving)}** a year (${formatMoney(saving / 12)} a month)`
        : `The comps' ${median ? 'median' : 'average'} is above the value now: the tax would rise by ${formatMoney(-saving)} a year`,
    ],
    method: `Tax = taxable value × ${formatRate(before.rate)}; (${formatMoney(before.taxable)} − ${formatMoney(after.taxable)}) × ${formatRate(before.rate)} = the saving`,
  };
};

/**
 * The rate a tax bill works out to ("my tax bill is 6,000 on a 400k home, what's the rate?"): the
 * bill over the value, as a percentage and in mills.
 */
const effectiveRate: Reader = ({ text, tokens }) => {
  if (!TAX_CUE.test(text) || DEAL_WORDS.test(text)) return null;
  if (!/\b(?:rate|percent(?:age)?|effective|mill(?:age)?s?|what %)\b/.test(text)) return null;
  const money = tokens.filter((t) => t.kind === 'money');
  if (money.length !== 2 || tokens.length !== 2) return null;
  const bill = money.find((t) => /\btax(?:es)?\b|\bbill\b/.test(wordsAround(text, tokens, t, 20)));
  const value = money.find((t) => t !== bill);
  if (!bill || !value || value.period !== undefined || bill.value >= value.value) return null;
  // "taxes rose by $300 to $4,800": a change's size and the bill after it, no value (change-by.ts).
  if (money.some((t) => isChangeAmount(text, t))) return null;
  const yearly = bill.period === 'monthly' ? bill.value * 12 : bill.value;
  const rate = yearly / value.value;
  if (rate > 0.1) return null;
  const assessed = valueKind(text, tokens, value) === 'assessed';
  return {
    title: 'Property tax rate from the bill',
    inputs: [
      `Yearly tax: ${formatAmount(yearly)}${bill.period === 'monthly' ? ` (${formatAmount(bill.value)} a month × 12)` : ''}`,
      `${assessed ? 'Assessed value' : 'Value'}: ${formatAmount(value.value)}`,
    ],
    results: [
      `${assessed ? 'Tax rate on the assessed value' : 'Effective tax rate'}: **${formatRate(rate)}** (${formatNumber(rate * 1000, 3)} mills, $${(rate * 100).toFixed(2)} per $100)`,
    ],
    method: `${formatAmount(yearly)} ÷ ${formatAmount(value.value)}`,
  };
};

export const PROPERTY_TAX_READERS: readonly Reader[] = [
  effectiveRate,
  cappedAssessment,
  appealToComps,
  appealSavings,
  taxRateDifference,
  taxOnEachHome,
  propertyTax,
  exemptionSavingAlone,
];

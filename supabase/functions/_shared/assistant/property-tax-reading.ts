// How a property tax is stated, read the many ways people write it (outside reviewers found fully
// stated tax questions answered with "I couldn't tell which calculation"): a value (market or
// assessed), an assessment ratio ("assessed at 40%", "assessment ratio 35%", "31 mills on 60% of
// market value"), exemptions and which value they come off, and one or more rates in any of the
// forms counties quote them: a percentage, mills ("22.5 mills", "mill rate 31.4"), dollars per $100
// ("$2.10 per $100") or per $1,000 of value, and flat charges (a parcel tax, a special assessment).
// The readers in property-tax-math.ts put these together; every token a part was read from is
// returned with it, so a reader can tell when a number of the question was left unread.
import { formatAmount, formatMoney, formatNumber, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { wordsBefore } from './quick-math-reading.ts';

export interface TaxRate {
  /** The share of the taxable value taken a year: 0.021 for "$2.10 per $100", 0.0315 for 31.5 mills. */
  fraction: number;
  /** The rate as written, with its percentage when it was written another way. */
  shown: string;
  /** What the rate is for when its words say ("Mello-Roos", "school"), else "Tax rate". */
  label: string;
  /** Set when the rate was given in mills, so a card can show it the same way. */
  mills?: number;
  tokens: NumberToken[];
}

export interface Exemption {
  amount: number;
  /** Which value it comes off: the question's words, or the assessed value when they do not say. */
  from: 'assessed' | 'market';
  said: boolean;
  tokens: NumberToken[];
  /** Whether several exemptions were said in one sentence, so they add up beyond doubt. */
  together?: boolean;
}

export interface FlatCharge {
  label: string;
  yearly: number;
  token: NumberToken;
}

/** "per $100", "/$1,000", "for every hundred dollars": the base a rate is quoted per. */
const PER_BASE =
  /^\s*(?:dollars?\s+)?(?:per|\/|for every|on every|for each|on each|every|of every)\s*(?:each\s+)?(?:\$\s?)?(100|1,?000|hundred|thousand|one hundred|one thousand)\b(?:\s+dollars)?/;
const MILLS_AFTER = /^\s*mills?\b/;
// "mill rate 31.4", "the mill rate is dropping to 25.9", "millage goes up to 30": up to three words
// of a verb stand between the rate and its number (never a value's words).
const MILL_CUE =
  /\b(?:mill(?:age)?|mill levy|levy)(?:\s+rate)?(?:\s+(?:here|there|locally|now|in town|this year))?(?:\s+(?:is|of|at|=|:|was|will be|comes to|sits at|to|(?!(?:and|or|on|for|value|assess\w*|home|house|property)\b)[a-z']+(?=\s+(?:to|at|of|is)\b)|(?:going|goes|go|went|drop\w*|fall\w*|fell|rise\w*|rose|climb\w*|cut|rais\w*|lower\w*|increas\w*|decreas\w*|chang\w*|mov\w*|set|jump\w*|up|down|now|becom\w*|will|would|be)))*\s*$/;
/** Words that make a percentage something other than a tax rate. */
const OTHER_PERCENT =
  /\b(?:commission|down|vacancy|manag\w*|interest|appreciat\w*|cap rate|closing|points?|pmi|insurance|rent|return|yield|bracket|capital gains|cap gains|inflation|growth|grows?|increases?|rises?|raise|capped|cap|limit|max(?:imum)?)\b/;
/** Words that name the part of a combined rate. */
const RATE_LABELS: readonly [RegExp, string][] = [
  [/\bmello[- ]?roos\b|\bcfd\b/, 'Mello-Roos'],
  [/\bbase\b|\bgeneral\b|\bprop(?:osition)? 13\b/, 'Base rate'],
  [/\bschools?(?: district)?\b/, 'School'],
  [/\bcounty\b/, 'County'],
  [/\bcity\b|\btown(?:ship)?\b|\bvillage\b|\bmunicipal\b/, 'City/town'],
  [/\bbonds?\b|\bvoter[- ]approved\b/, 'Voter-approved bonds'],
  [/\bspecial (?:district|assessment)s?\b/, 'Special district'],
  [/\bfire\b/, 'Fire district'],
  [/\blibrary\b/, 'Library'],
  [/\bstate\b/, 'State'],
];
const FLAT_CUE =
  /\b(?:parcel tax|special assessments?|direct assessments?|assessment fee|flat fee|fees?|levy|bonds?|cfd|mello[- ]?roos|district (?:charge|tax)|solid waste|trash|sewer|storm ?water)\b/;
const EXEMPTION_BEFORE =
  /\b(?:exemptions?|exempt(?:s|ed)?|homestead|knocks?|takes?|minus|less|deduct\w*|credit)\b(?:(?!\b(?:rate|levy|millage|mills?|tax rate)\b)[^\d$])*$|(?:\band|\bplus|\+|,)\s+(?:an?\s+|the\s+)?(?:veterans?'?|senior|disabled|disability|widow\w*|over[- ]65)\s*$/;
const EXEMPTION_AFTER =
  /^\s*(?:\w+\s+)?(?:off|exemptions?|homestead|senior|veterans?'?|disabled|disability|exempt)\b/;

/** The words that belong to a number: back to the number before it, and a few after it. */
export const wordsAround = (text: string, tokens: readonly NumberToken[], t: NumberToken, after = 25) =>
  `${wordsBefore(text, tokens, t, 40)} ${text.slice(t.end, t.end + after).split(/[,;]|\d/)[0]}`;

/** Dollars as a rate is quoted: "$2.10", "$31.50", "$22.125". */
const dollars = (n: number) => `$${n.toFixed(Math.max(2, (String(n).split('.')[1] ?? '').length))}`;

/** A number as the user wrote it, without the percent sign the normaliser may have added. */
const written = (t: NumberToken) => (t.kind === 'percent' ? t.value * 100 : t.value);

/** Whether a percentage is a share of the value that is assessed, not a tax rate. */
export function isAssessmentRatio(text: string, tokens: readonly NumberToken[], t: NumberToken): boolean {
  if (t.kind !== 'percent' || t.value <= 0 || t.value > 1) return false;
  const before = wordsBefore(text, tokens, t, 40);
  const after = text.slice(t.end, t.end + 40);
  return (
    /\b(?:assess\w*|taxed on|taxable (?:at|on))(?:\s+(?:value|valuation|it|homes|houses|property))?(?:\s+(?:is|at|of|=|:|only|rate|ratio|level))*\s*$/.test(
      before,
    ) ||
    /\bratio(?:\s+(?:of|is|at|=|:))?\s*$/.test(before) ||
    // "Riverton taxes 2.1% of value": a tax named right before it makes it the rate, not a ratio; and
    // a share under 5% "of value" is a tax rate too ("Town Y: 1.1% of value"), since assessment
    // ratios run from about 10% up to the full value.
    (t.value >= 0.05 &&
      !/\b(?:tax(?:es)?|tax rates?|levy|levies)(?:\s+(?:is|are|of|at|about|around|=|:))*\s*$/.test(before) &&
      /^\s*(?:of (?:the |its |their |an? )?(?:[$\d][\d.,]*k?\s+)?(?:(?:home|house|property|place)'?s )?(?:market|full|fair market|appraised|true|actual|fair|cash) (?:cash )?value|of (?:the )?(?:value|mv|fmv)\b|assessment(?: ratio| rate| level)?\b|assessed\b|ratio\b)/.test(
        after,
      ))
  );
}

/** The assessment ratio the question states, if any. */
export function assessmentRatio(text: string, tokens: readonly NumberToken[]): NumberToken | undefined {
  return tokens.find((t) => isAssessmentRatio(text, tokens, t));
}

/** Which label a rate's own words give it. */
function rateLabel(text: string, tokens: readonly NumberToken[], t: NumberToken): string {
  const before =
    wordsBefore(text, tokens, t, 30)
      .split(/[,;]|\bplus\b|\band\b|\+/)
      .pop() ?? '';
  const after = text.slice(t.end, t.end + 30).split(/[,;]|\bplus\b|\band\b|\+|\d/)[0] ?? '';
  for (const words of [after, before])
    for (const [re, label] of RATE_LABELS) if (re.test(words)) return label;
  return 'Tax rate';
}

/**
 * The tax rates the question states, in every form; tokens in `skip` (a ratio, a growth rate) are
 * not rates. A percentage whose words name something else (a commission, a down payment) is not
 * one either, so it stays unread and the reader does not fire.
 */
export function taxRates(
  text: string,
  tokens: readonly NumberToken[],
  skip: ReadonlySet<NumberToken>,
): TaxRate[] {
  const rates: TaxRate[] = [];
  const taken = new Set<NumberToken>();
  for (const t of tokens) {
    if (skip.has(t) || taken.has(t)) continue;
    const after = text.slice(t.end, t.end + 45);
    const per = PER_BASE.exec(after);
    if (per && t.kind !== 'years' && t.kind !== 'months') {
      const base = /1,?000|thousand/.test(per[1]!) ? 1000 : 100;
      const n = written(t);
      if (!(n > 0 && n <= base / 10)) continue;
      const baseToken = tokens.find((o) => o.start >= t.end && o.start < t.end + per[0].length);
      if (baseToken) taken.add(baseToken);
      const of = /^\s*of (?:the )?(assessed|taxable|market) (?:value|valuation)/.exec(
        after.slice(per[0].length),
      );
      rates.push({
        fraction: n / base,
        shown: `${dollars(n)} per $${formatNumber(base)}${of ? ` of ${of[1]} value` : ''} (${formatRate(n / base)}${base === 1000 ? `, ${formatNumber(n, 4)} mills` : ''})`,
        label: rateLabel(text, tokens, t),
        ...(base === 1000 ? { mills: n } : {}),
        tokens: baseToken ? [t, baseToken] : [t],
      });
      taken.add(t);
      continue;
    }
    // "levy 2.40 per hudred": quoted per something unreadable, so neither mills nor a percentage.
    if (/^\s*(?:per|\/)\s*\S/.test(after)) continue;
    const mills =
      t.kind === 'plain' &&
      (MILLS_AFTER.test(after) || MILL_CUE.test(wordsBefore(text, tokens, t, 40))) &&
      t.value > 0 &&
      t.value < 200;
    if (mills) {
      rates.push({
        fraction: t.value / 1000,
        shown: `${formatNumber(t.value, 4)} mills (${dollars(t.value)} per $1,000, ${formatRate(t.value / 1000)})`,
        label: rateLabel(text, tokens, t),
        mills: t.value,
        tokens: [t],
      });
      continue;
    }
    if (t.kind !== 'percent' || t.value <= 0) continue;
    const words = wordsAround(text, tokens, t, 20);
    if (OTHER_PERCENT.test(words) && !/\btax\b|\blevy\b|\bmello/.test(words)) continue;
    rates.push({
      fraction: t.value,
      shown: formatRate(t.value),
      label: rateLabel(text, tokens, t),
      tokens: [t],
    });
  }
  return rates;
}

/** The exemption amounts the question states, added up, and which value they come off. */
export function exemptions(text: string, tokens: readonly NumberToken[]): Exemption | null | 'unreadable' {
  // The words of the number's own clause: "exemption off the assessment, levy $2.70" is not one.
  const before = (t: NumberToken) =>
    wordsBefore(text, tokens, t, 40)
      .split(/[,;.]\s/)
      .pop() ?? '';
  const after = (t: NumberToken) => text.slice(t.end, t.end + 60).split(/[,;.]\s/)[0] ?? '';
  const found = tokens.filter(
    (t) =>
      (t.kind === 'money' || t.kind === 'percent') &&
      !PER_BASE.test(text.slice(t.end, t.end + 45)) &&
      (EXEMPTION_BEFORE.test(before(t)) || EXEMPTION_AFTER.test(text.slice(t.end, t.end + 30))),
  );
  if (found.length === 0) return null;
  // "a 20% homestead exemption": a share rather than an amount; asked about, never guessed.
  if (found.some((t) => t.kind === 'percent' || t.period !== undefined)) return 'unreadable';
  const clause = found.map((t) => `${before(t)} ${after(t)}`).join(' ');
  const market =
    /\b(?:off|from|of|against) (?:the |its |our |my )?(?:home'?s |house'?s )?(?:market|full|fair market|appraised|true) value\b|\bbefore (?:the )?(?:assessment )?ratio\b/.test(
      clause,
    );
  const assessed =
    /\b(?:off|from|of|against) (?:the |its |our |my )?(?:assess\w*|taxable)(?: value| valuation)?\b|\bafter (?:the )?(?:assessment )?ratio\b/.test(
      clause,
    );
  if (market && assessed) return 'unreadable';
  return {
    amount: found.reduce((sum, t) => sum + t.value, 0),
    from: market ? 'market' : 'assessed',
    said: market || assessed,
    tokens: found,
    together: !/[.?!](?:\s|$)/.test(text.slice(found[0]!.start, found.at(-1)!.end)),
  };
}

/** Flat yearly charges billed with the tax ("plus a $350 parcel tax", "Mello-Roos $1,200/yr"). */
export function flatCharges(
  text: string,
  tokens: readonly NumberToken[],
  skip: ReadonlySet<NumberToken>,
): FlatCharge[] {
  return tokens
    .filter(
      (t) =>
        (t.kind === 'money' ||
          (t.kind === 'plain' && /^\s*dollars?\b/.test(text.slice(t.end, t.end + 10)))) &&
        !skip.has(t) &&
        t.value < 10000 &&
        FLAT_CUE.test(wordsAround(text, tokens, t, 30)) &&
        !PER_BASE.test(text.slice(t.end, t.end + 45)),
    )
    .map((t) => {
      const words = wordsAround(text, tokens, t, 30);
      const label = /parcel tax/.test(words)
        ? 'Parcel tax'
        : /mello[- ]?roos|cfd/.test(words)
          ? 'Mello-Roos'
          : /special assessment|direct assessment/.test(words)
            ? 'Special assessment'
            : 'Flat charge';
      return { label, yearly: t.period === 'monthly' ? t.value * 12 : t.value, token: t };
    });
}

export interface TaxTerms {
  value: number;
  /** What the value is: a market value (an assessment ratio applies), or already the assessed value. */
  valueIs: 'market' | 'assessed';
  /** Whether the question said which it is. */
  valueSaid: boolean;
  ratio?: number;
  exemption?: Exemption;
  rates: TaxRate[];
  flat?: FlatCharge[];
}

export interface TaxWorked {
  /** How the taxable value was reached: the value, the ratio, the exemption. */
  valueLines: string[];
  /** The rates (and flat charges) applied. */
  rateLines: string[];
  assessed: number;
  taxable: number;
  yearly: number;
  /** The rates added up, as a share of the taxable value. */
  rate: number;
  method: string;
}

/** The tax the terms give, with every step shown as an input line. */
export function workTax(terms: TaxTerms): TaxWorked {
  const { value, ratio = 1, exemption, rates, flat = [] } = terms;
  const market = terms.valueIs === 'market';
  const valueLines = [
    market
      ? `Market value: ${formatAmount(value)}`
      : `Assessed value: ${formatAmount(value)}${terms.valueSaid ? '' : ' (the value you gave; no assessment ratio stated)'}`,
  ];
  const assessed = market ? value * ratio : value;
  if (market && ratio !== 1)
    valueLines.push(
      `Assessed at ${formatRate(ratio)} of market value: ${formatAmount(value)} × ${formatRate(ratio)} = ${formatMoney(assessed)}`,
    );
  else if (market) valueLines.push('Assessed at the full market value (no assessment ratio stated)');
  let taxable = assessed;
  let method = market && ratio !== 1 ? `${formatAmount(value)} × ${formatRate(ratio)}` : formatAmount(value);
  if (exemption) {
    // Where the exemption comes off changes the tax when only a share of the value is assessed.
    const offMarket = exemption.from === 'market' && market && ratio !== 1;
    taxable = Math.max(0, offMarket ? (value - exemption.amount) * ratio : assessed - exemption.amount);
    const where = offMarket
      ? 'off the market value, before the assessment ratio'
      : market && ratio === 1
        ? 'off the value'
        : 'off the assessed value';
    const note = exemption.said
      ? ''
      : ' (you did not say which value it comes off; exemptions usually come off the assessed value)';
    // Several exemptions said together ("$25,000 homestead plus $15,000 senior") are each shown, then
    // added; ones said in different sentences are not (a follow-up's "and with a 50k exemption?" set
    // after the question replaces the first, which the reading check then asks about).
    const each =
      exemption.tokens.length > 1 && exemption.together
        ? `s: ${exemption.tokens.map((t) => formatAmount(t.value)).join(' + ')} = `
        : ': ';
    valueLines.push(`Exemption${each}−${formatAmount(exemption.amount)} ${where}${note}`);
    valueLines.push(
      offMarket
        ? `Taxable value: (${formatAmount(value)} − ${formatAmount(exemption.amount)}) × ${formatRate(ratio)} = ${formatMoney(taxable)}`
        : `Taxable value: ${formatMoney(assessed)} − ${formatAmount(exemption.amount)} = ${formatMoney(taxable)}`,
    );
    method = offMarket
      ? `(${formatAmount(value)} − ${formatAmount(exemption.amount)}) × ${formatRate(ratio)}`
      : `(${method} − ${formatAmount(exemption.amount)})`;
  }
  const rate = rates.reduce((sum, r) => sum + r.fraction, 0);
  const rateLines =
    rates.length === 1
      ? [
          `${rates[0]!.label === 'Tax rate' ? 'Tax rate' : `Tax rate (${rates[0]!.label})`}: ${rates[0]!.shown}`,
        ]
      : [
          ...rates.map((r) => `${r.label}: ${r.shown}`),
          `Combined rate: ${rates.map((r) => formatRate(r.fraction)).join(' + ')} = ${formatRate(rate)}`,
        ];
  const flatTotal = flat.reduce((sum, f) => sum + f.yearly, 0);
  for (const f of flat) rateLines.push(`${f.label}: ${formatMoney(f.yearly)} a year, added as a flat amount`);
  method += ` × ${formatRate(rate)}${flat.length ? ` + ${flat.map((f) => formatMoney(f.yearly)).join(' + ')}` : ''}`;
  return { valueLines, rateLines, assessed, taxable, yearly: taxable * rate + flatTotal, rate, method };
}

/**
 * The years on the calendar a question names ("bought in 2018", "2024 assessed value", "(2019)"):
 * a four-digit year with a year's words at it, never an amount ("improvements 2000").
 */
export function calendarYears(text: string): { year: number; start: number; end: number }[] {
  return [...text.matchAll(/(?<![$\d,.])\b(19[5-9]\d|20\d\d)\b(?![,.]\d|\s*k\b)/g)]
    .filter((m) => {
      const before = text.slice(Math.max(0, m.index! - 24), m.index);
      const after = text.slice(m.index! + 4, m.index! + 24);
      return (
        /(?:\b(?:in|since|from|of|until|through|thru|by|year|to|and|about|purchased|bought|sold|built|base)|\(|→|->|-)\s*$/.test(
          before,
        ) || /^\s*(?:assessed|assessment|tax(?:es)?|value|av\b|bill|levy|\))/.test(after)
      );
    })
    .map((m) => ({ year: Number(m[1]), start: m.index!, end: m.index! + 4 }));
}

/** Whether a number is one of the calendar years the question names. */
export const isCalendarYear = (text: string, t: NumberToken) =>
  calendarYears(text).some((y) => y.start === t.start && y.end === t.end);

/** A count of something else ("3 bed", "prop 13"): not a figure of the tax. */
const COUNTED_AFTER = /^\s*(?:bed|bath|br\b|ba\b|car\b|stor(?:y|ies)|units?\b|doors?\b|sq|square)/;
const NAME_BEFORE = /\bprop(?:osition)?\s*$|\bsection\s*$|\bform\s*$/;

export interface TaxParts {
  ratio?: NumberToken;
  exemption?: Exemption;
  rates: TaxRate[];
  flat: FlatCharge[];
  /** Lump sums of $10,000 or more with no period: the values the question is about. */
  values: NumberToken[];
  /** Every other number: the reader places each itself, or does not fire. */
  rest: NumberToken[];
}

/**
 * Every part of a tax question the readers share, read once. Null when an exemption cannot be read
 * (a share rather than an amount, or said to come off both values).
 */
export function readTaxParts(
  text: string,
  tokens: readonly NumberToken[],
  skip: ReadonlySet<NumberToken> = new Set(),
): TaxParts | null {
  const ratio = assessmentRatio(text, tokens);
  const exemption = exemptions(text, tokens);
  if (exemption === 'unreadable') return null;
  const used = new Set<NumberToken>([...skip, ...(ratio ? [ratio] : []), ...(exemption?.tokens ?? [])]);
  const rates = taxRates(text, tokens, used);
  for (const r of rates) for (const t of r.tokens) used.add(t);
  const flat = flatCharges(text, tokens, used);
  for (const f of flat) used.add(f.token);
  const values = tokens.filter(
    (t) => !used.has(t) && t.kind === 'money' && t.value >= 10000 && t.period === undefined,
  );
  const rest = tokens.filter(
    (t) =>
      !used.has(t) &&
      !values.includes(t) &&
      !(
        t.kind === 'plain' &&
        (COUNTED_AFTER.test(text.slice(t.end, t.end + 12)) ||
          NAME_BEFORE.test(text.slice(Math.max(0, t.start - 12), t.start)))
      ),
  );
  return {
    ...(ratio ? { ratio } : {}),
    ...(exemption ? { exemption } : {}),
    rates,
    flat,
    values,
    rest,
  };
}

/** What a value's own words call it: an assessed value, a market value, or nothing said. */
export function valueKind(
  text: string,
  tokens: readonly NumberToken[],
  t: NumberToken,
): 'assessed' | 'market' | 'unsaid' {
  const before = wordsBefore(text, tokens, t, 40);
  const after = text.slice(t.end, t.end + 25);
  // The words before a value name it first: in "house worth 450k assessed at 40%" the words after it
  // are about the ratio.
  if (
    /\b(?:assess(?:ed|ment|or)?|av|taxable value)\b(?:\s+(?:value|valuation|it|the (?:house|home|place)|us|my (?:house|home)|me))?(?:\s+(?:is|at|of|=|:|was|as|now|currently|came in at|has it at))*\s*$/.test(
      before,
    )
  )
    return 'assessed';
  if (
    /\b(?:market value|value|valued|worth|apprais\w*|price|priced|bought|purchased?|paid|sells? for|sold for|home|house|condo|property|place|ranch|townhouse|mv|fmv)\b[^\d$]*$/.test(
      before,
    )
  )
    return 'market';
  if (/^\s*(?:assessed|assessment|av\b|in assessed|taxable)/.test(after)) return 'assessed';
  if (/^\s*(?:market value|mv\b|fmv\b|home|house|condo|property|place|ranch|townhouse)\b/.test(after))
    return 'market';
  return 'unsaid';
}

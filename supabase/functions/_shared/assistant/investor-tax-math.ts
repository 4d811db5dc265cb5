// A small investor's or self-employed owner's tax figures (docs/assistant.md rule 108): a home office's
// share of the building's basis and its depreciation, the simplified home-office deduction against
// the regular one, a price split by the assessor's land-to-improvements ratio and its depreciation,
// and what a deduction saves at a tax bracket. Each reader names every number the question writes by
// the words beside it, else it answers nothing and the question is asked. Part of quick-math.
import { formatAmount, formatMoney, formatNumber, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { nameOf } from './dscr-loan-math.ts';
import { everyNumberPlaced, num, type Reader, type Span } from './quick-math-reading.ts';

/** "300 sq ft", "2,400 square feet", "340 sf": an area, with where it stands. */
const AREA_AT =
  /(?<![\d.,$])(\d[\d,]*(?:\.\d+)?)\s*(?:sq\.?\s?f(?:ee|oo)?t\.?|sqft|sf|square\s+f(?:ee|oo)t)(?![a-z])/g;
/** "300 of the 2,400 sq ft", "300 out of 2,400 square feet": a part of an area, the unit said once. */
const PART_OF_AREA =
  /(?<![\d.,$])(\d[\d,]*)\s*(?:sq\.?\s?ft\.?|sqft|sf|square\s+feet)?\s+(?:of|out of)\s+(?:the\s+|my\s+|our\s+|a\s+)?(?:house's\s+|home's\s+|total\s+)?(\d[\d,]*)\s*(?:total\s+)?(?:sq\.?\s?f(?:ee|oo)?t\.?|sqft|sf|square\s+f(?:ee|oo)t)(?![a-z])/;
const OFFICE =
  /\b(?:office|workspace|studio|workshop|business use|business space|used (?:only |exclusively )?for (?:the |my )?business)\b/;
const WHOLE = /\b(?:house|home|total|whole|entire|residence|condo|apartment|building)\b/;

interface Area extends Span {
  value: number;
}

/** The office's area and the home's, each by the words beside it; undefined when either is unsure. */
function officeAndHome(text: string): { office: Area; home: Area; spans: Span[] } | undefined {
  const part = PART_OF_AREA.exec(text);
  if (part) {
    const at = part.index;
    const before = text.slice(Math.max(0, at - 40), at);
    if (!OFFICE.test(before.split(/[.;]\s/).pop() ?? '')) return undefined;
    const office = { value: num(part[1]!), start: at, end: at + part[1]!.length };
    const home = { value: num(part[2]!), start: at, end: at + part[0].length };
    return { office, home, spans: [{ start: at, end: at + part[0].length }] };
  }
  const areas = [...text.matchAll(AREA_AT)].map((m) => ({
    value: num(m[1]!),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  if (areas.length !== 2) return undefined;
  const named = areas.map((a) => {
    const words = `${
      text
        .slice(Math.max(0, a.start - 40), a.start)
        .split(/[.;,]\s|\band\b/)
        .pop() ?? ''
    } ${text.slice(a.end, a.end + 20).split(/[.;,]\s|\band\b/)[0]}`;
    const office = OFFICE.test(words);
    const whole = WHOLE.test(words);
    return office === whole ? undefined : office ? 'office' : 'home';
  });
  const o = named.indexOf('office');
  const h = named.indexOf('home');
  if (o < 0 || h < 0) return undefined;
  return { office: areas[o]!, home: areas[h]!, spans: areas };
}

/** "depreciated over 39 years", "27.5-year": the recovery period, residential or nonresidential. */
const recoveryYears = (tokens: readonly NumberToken[]) =>
  tokens.filter((t) => t.kind === 'years' && (t.value === 39 || t.value === 27.5));

/**
 * "home office is 300 of the 2,400 sq ft; building basis (no land) $340,000, the office share
 * depreciated over 39 years": office basis = basis × office ÷ home, a year = that ÷ the years.
 */
export const homeOfficeDepreciation: Reader = ({ text, tokens }) => {
  if (!/\bdepreciat/.test(text) || !OFFICE.test(text)) return null;
  const areas = officeAndHome(text);
  if (!areas || !(areas.office.value < areas.home.value)) return null;
  const amounts = tokens.filter((t) => t.kind === 'money');
  const years = recoveryYears(tokens);
  const inAreas = (t: NumberToken) => areas.spans.some((s) => t.start >= s.start && t.end <= s.end);
  const rest = tokens.filter((t) => !inAreas(t));
  if (amounts.length !== 1 || years.length !== 1 || rest.length !== 2) return null;
  const basis = amounts[0]!;
  if (basis.period || !/\b(?:basis|building|house|home|cost|paid)\b/.test(nameOf(text, tokens, basis)))
    return null;
  // Land named with a figure would have to come off first; "(no land)", "land excluded" say it has.
  if (
    /\bland\b/.test(text) &&
    !/\b(?:no|excluding|without|less|minus|net of|excl\.?)\s+(?:the\s+)?land\b|\bland\s+(?:excluded|removed|taken out|already)\b/.test(
      text,
    )
  )
    return null;
  if (!everyNumberPlaced(text, [...areas.spans, basis, years[0]!])) return null;
  const share = areas.office.value / areas.home.value;
  const officeBasis = basis.value * share;
  const life = years[0]!.value;
  return {
    title: 'Home office basis and depreciation',
    inputs: [
      `Office: ${formatNumber(areas.office.value)} sq ft of ${formatNumber(areas.home.value)} sq ft`,
      `Building basis (no land): ${formatAmount(basis.value)}`,
      `Recovery period: ${formatNumber(life, 1)} years, straight line`,
    ],
    results: [
      `Business share: ${formatNumber(areas.office.value)} ÷ ${formatNumber(areas.home.value)} = ${formatRate(share)}`,
      `Office basis: ${formatAmount(basis.value)} × ${formatRate(share)} = **${formatMoney(officeBasis)}**`,
      `Annual depreciation: ${formatMoney(officeBasis)} ÷ ${formatNumber(life, 1)} = **${formatMoney(officeBasis / life)}**`,
    ],
    method:
      'Office basis = the building basis × the office’s share of the floor area; a year’s depreciation = that ÷ 39 years (a home office is nonresidential), less in the first year by the mid-month rule; recaptured when you sell',
  };
};

/** "$5 per square foot", "5/sq ft": the simplified method's rate. */
const RATE_PER_FOOT =
  /\$\s?(\d+(?:\.\d+)?)\s*(?:\/|per|a|an)\s*(?:sq\.?\s?ft\.?|sqft|sf|square\s+f(?:oo|ee)t|foot)(?![a-z])/;
const CAP = /\b(?:capped at|cap of|caps? at|up to|max(?:imum)?(?: of)?|limited to|limit of)\s*$/;

/**
 * "Simplified method is $5 per sq ft capped at 300 sq ft; my office is 340 sq ft; how much less than
 * the $2,400 the regular method gives?": rate × the smaller of the office and the cap, against it.
 */
export const simplifiedHomeOffice: Reader = ({ text, tokens }) => {
  if (!/\bsimplified\b/.test(text) || !OFFICE.test(text)) return null;
  const rate = RATE_PER_FOOT.exec(text);
  const areas = [...text.matchAll(AREA_AT)].map((m) => ({
    value: num(m[1]!),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const rateSpan: Span | undefined = rate
    ? { start: rate.index, end: rate.index + rate[0].length }
    : undefined;
  const free = areas.filter((a) => !rateSpan || a.end <= rateSpan.start || a.start >= rateSpan.end);
  const caps = free.filter((a) => CAP.test(text.slice(Math.max(0, a.start - 20), a.start)));
  const offices = free.filter((a) => !caps.includes(a));
  if (offices.length !== 1 || caps.length > 1) return null;
  // Not given: the IRS's own simplified figures, $5 a foot up to 300 feet, said so.
  const perFoot = rate ? Number(rate[1]) : 5;
  const cap = caps[0]?.value ?? 300;
  const outside = tokens.filter(
    (t) => ![rateSpan, ...areas].some((s) => s && t.start >= s.start && t.end <= s.end),
  );
  const regular = outside.filter(
    (t) =>
      t.kind === 'money' &&
      /\bregular\b|\bactual\b/.test(`${nameOf(text, tokens, t)} ${text.slice(t.end, t.end + 30)}`),
  );
  if (outside.length !== regular.length || regular.length > 1) return null;
  if (!everyNumberPlaced(text, [rateSpan, ...areas, ...regular])) return null;
  const feet = Math.min(offices[0]!.value, cap);
  const deduction = perFoot * feet;
  const other = regular[0]?.value;
  return {
    title: 'Simplified home office deduction',
    inputs: [
      `Office: ${formatNumber(offices[0]!.value)} sq ft`,
      `Rate: ${formatAmount(perFoot)} a sq ft${rate ? '' : ' (the IRS simplified rate)'}`,
      `Cap: ${formatNumber(cap)} sq ft${caps.length ? '' : ' (the IRS limit)'}`,
      ...(other !== undefined ? [`Regular method: ${formatAmount(other)}`] : []),
    ],
    results: [
      `Deduction: ${formatAmount(perFoot)} × ${formatNumber(feet)} sq ft = **${formatMoney(deduction)}**${offices[0]!.value > cap ? ` (only ${formatNumber(cap)} of the ${formatNumber(offices[0]!.value)} sq ft count)` : ''}`,
      ...(other !== undefined
        ? [
            `Against the regular method: ${formatAmount(other)} − ${formatMoney(deduction)} = **${formatMoney(Math.abs(other - deduction))}** ${other >= deduction ? 'less' : 'more'} with the simplified method`,
          ]
        : []),
    ],
    method:
      'Simplified deduction = the rate × the office area up to the cap; the regular method (actual expenses × the business share, plus depreciation) can be larger but is recaptured on sale',
  };
};

const LAND = /\bland\b|\blot\b|\bsite\b/;
const IMPROVEMENTS = /\bimprovements?\b|\bbuilding\b|\bstructures?\b|\bdwelling\b|\bhouse\b/;

/**
 * "Assessor's card: land $95,000, improvements $285,000. I paid $450,000; split my price by the
 * assessor's ratio: building basis and the 27.5-year depreciation": basis = price × improvements ÷
 * (land + improvements), a year = basis ÷ the years.
 */
export const assessorRatioBasis: Reader = ({ text, tokens }) => {
  if (!/\bassess/.test(text) || !/\bdepreciat|\bbasis\b/.test(text)) return null;
  const amounts = tokens.filter((t) => t.kind === 'money' && !t.period);
  const years = recoveryYears(tokens);
  if (amounts.length !== 3 || years.length > 1 || tokens.length !== amounts.length + years.length)
    return null;
  let land: NumberToken | undefined;
  let building: NumberToken | undefined;
  let price: NumberToken | undefined;
  for (const t of amounts) {
    const name = nameOf(text, tokens, t).split(/,\s*/).pop() ?? '';
    const l = LAND.test(name);
    const b = IMPROVEMENTS.test(name);
    const p = /\b(?:paid|price|bought|purchase[d]?|cost me|closed at|for)\b/.test(name);
    if (l && !b && !p && !land) land = t;
    else if (b && !l && !p && !building) building = t;
    else if (p && !l && !b && !price) price = t;
    else return null;
  }
  if (!land || !building || !price) return null;
  if (!everyNumberPlaced(text, tokens)) return null;
  const share = building.value / (land.value + building.value);
  const basis = price.value * share;
  const life = years[0]?.value;
  return {
    title: "Building basis by the assessor's ratio",
    inputs: [
      `Assessed land: ${formatAmount(land.value)}`,
      `Assessed improvements: ${formatAmount(building.value)}`,
      `Price paid: ${formatAmount(price.value)}`,
      ...(life ? [`Recovery period: ${formatNumber(life, 1)} years, straight line`] : []),
    ],
    results: [
      `Building share: ${formatAmount(building.value)} ÷ ${formatAmount(land.value + building.value)} = ${formatRate(share)}`,
      `Building basis: ${formatAmount(price.value)} × ${formatRate(share)} = **${formatMoney(basis)}**`,
      `Land (not depreciated): ${formatMoney(price.value - basis)}`,
      ...(life
        ? [
            `Annual depreciation: ${formatMoney(basis)} ÷ ${formatNumber(life, 1)} = **${formatMoney(basis / life)}**`,
          ]
        : []),
    ],
    method:
      "The price split in the assessor's land-to-improvements ratio; only the building is depreciated (27.5 years residential, 39 nonresidential), less in the first year by the mid-month rule",
  };
};

/**
 * "Annual depreciation on my rental is $10,472.73 and it offsets ordinary income at my 24% bracket: how
 * much tax does it save?": the deduction × the bracket.
 */
export const taxSavedByDeduction: Reader = ({ text, tokens }) => {
  if (
    !/\bsav(?:e|es|ing|ings)\b|\bworth\b|\breduce\b|\blower\b/.test(text) ||
    !/\btax\b|\btaxes\b/.test(text)
  )
    return null;
  if (tokens.length !== 2) return null;
  const amount = tokens.find((t) => t.kind === 'money' && t.period !== 'monthly');
  const rate = tokens.find((t) => t.kind === 'percent');
  if (!amount || !rate || !(rate.value >= 0.1 && rate.value <= 0.5)) return null;
  if (
    !/\b(?:bracket|marginal|tax rate|income tax)\b/.test(
      text.slice(rate.end, rate.end + 25) + nameOf(text, tokens, rate),
    )
  )
    return null;
  // "depreciation is $10,472.73", "a $5,000 deduction": named before it or right after.
  const named = `${nameOf(text, tokens, amount)} ${text.slice(amount.end, amount.end + 20)}`;
  if (!/\b(?:depreciation|deduction|deductible|write[- ]?off|loss|expense)\b/.test(named)) return null;
  if (!everyNumberPlaced(text, tokens)) return null;
  const saved = amount.value * rate.value;
  return {
    title: 'Tax saved by a deduction',
    inputs: [`Deduction: ${formatAmount(amount.value)} a year`, `Tax bracket: ${formatRate(rate.value)}`],
    results: [
      `Tax saved: ${formatAmount(amount.value)} × ${formatRate(rate.value)} = **${formatMoney(saved)}** a year`,
      `A month: ${formatMoney(saved / 12)}`,
    ],
    method:
      'Tax saved = the deduction × your marginal bracket, while it offsets income taxed at that rate (passive-loss limits can defer a rental loss); depreciation taken is recaptured at up to 25% on sale',
  };
};

export const INVESTOR_TAX_READERS: readonly Reader[] = [
  homeOfficeDepreciation,
  simplifiedHomeOffice,
  assessorRatioBasis,
  taxSavedByDeduction,
];

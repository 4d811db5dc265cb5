// Amounts in another currency or another measure, converted at the rate the question states
// (docs/assistant.md rule 121): "1 EUR = 1.09 USD", "1 sqm = 10.764 sqft", "1 mile = 1.609 km". Only a
// factor the question gives is used (never a rate of the day), and every number must be placed: the
// factor, the amounts in their units, and at most a price or payment the question asks about.
// - an amount converted ("310,000 euro … how many dollars"), then what it is as a percent of a price
//   ("what percent down is it") or what a payment is as a percent of it ("what percentage of it is the
//   payment"), or a price per the converted measure ("how many m2 and the price per m2");
// - a price per measure in one currency converted to another currency and measure ("4,800 euro per m2
//   … in USD per sq ft"): value × the currency rate ÷ the measure factor;
// - places measured in different units compared by the foot ("A: 78 sqm for 455,000. B: 910 sq ft for
//   470,000"), and a yearly rent by the foot on a space measured in m2, by the month.
import { formatAmount, formatMoney, formatNumber } from './format.ts';
import { everyNumberPlaced, type Reader, type Span } from './quick-math-reading.ts';

type Unit =
  'usd' | 'eur' | 'gbp' | 'chf' | 'cad' | 'zar' | 'sqm' | 'sqft' | 'acre' | 'hectare' | 'km' | 'mile';

const UNIT_WORDS: readonly [Unit, string][] = [
  ['eur', '€|eur\\b|euros?\\b'],
  ['gbp', '£|gbp\\b|pounds?(?: sterling)?\\b'],
  ['chf', 'chf\\b|swiss francs?\\b'],
  ['cad', 'cad\\b|canadian dollars?\\b'],
  ['zar', 'zar\\b|rands?\\b'],
  ['usd', '\\$|usd\\b|us dollars?\\b|dollars?\\b'],
  ['sqm', 'sqm\\b|sq\\.? ?m\\b|m2\\b|m²|square met(?:er|re)s?\\b|meters? squared\\b'],
  ['sqft', 'sq\\.? ?ft\\b|sqft\\b|sf\\b|square f(?:ee|oo)t\\b|ft2\\b'],
  ['acre', 'acres?\\b'],
  ['hectare', 'hectares?\\b|ha\\b'],
  ['km', 'km\\b|kms\\b|kilomet(?:er|re)s?\\b'],
  ['mile', 'miles?\\b|mi\\b'],
];
const UNIT = UNIT_WORDS.map(([, w]) => `(?:${w})`).join('|');
const unitOf = (word: string): Unit | undefined =>
  UNIT_WORDS.find(([, w]) => new RegExp(`^(?:${w})`).test(word.trim()))?.[0];
const CURRENCIES: readonly Unit[] = ['usd', 'eur', 'gbp', 'chf', 'cad', 'zar'];
const isCurrency = (u: Unit) => CURRENCIES.includes(u);

const NAMES: Record<Unit, string> = {
  usd: 'USD',
  eur: 'EUR',
  gbp: 'GBP',
  chf: 'CHF',
  cad: 'CAD',
  zar: 'ZAR',
  sqm: 'm²',
  sqft: 'sq ft',
  acre: 'acres',
  hectare: 'hectares',
  km: 'km',
  mile: 'miles',
};

const NUM = '(\\d[\\d,]*(?:\\.\\d+)?|\\.\\d+)';
/** The unit words written with a digit ("m2", "ft2"): no number of the question. */
const unitDigits = (text: string): Span[] =>
  [...text.matchAll(/(?<=[a-z])2\b/g)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + 1 }));
const num = (s: string) => Number(s.replace(/,/g, ''));

interface Factor extends Span {
  from: Unit;
  to: Unit;
  rate: number;
}

/** "1 eur = $1.09", "1 gbp = 1.27 usd", "1 sqm = 10.764 sqft", "one acre is 4046.86 m2". */
function statedFactors(text: string): Factor[] {
  const re = new RegExp(
    `(?<![\\d.,])(?:1|one)%?\\s*(${UNIT})\\s*(?:=|is|equals|equal to|is equal to|to)\\s*(\\$)?\\s*${NUM}\\s*(${UNIT})?`,
    'g',
  );
  return [...text.matchAll(re)].flatMap((m) => {
    const from = unitOf(m[1]!);
    const to = m[2] ? 'usd' : m[4] ? unitOf(m[4]) : undefined;
    const rate = num(m[3]!);
    if (!from || !to || from === to || !(rate > 0) || isCurrency(from) !== isCurrency(to)) return [];
    return [{ from, to, rate, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }];
  });
}

/** The factor that turns one unit into another, stated either way; undefined when none is stated. */
function factorOf(factors: readonly Factor[], from: Unit, to: Unit): number | undefined {
  const direct = factors.find((f) => f.from === from && f.to === to);
  if (direct) return direct.rate;
  const inverse = factors.find((f) => f.from === to && f.to === from);
  return inverse ? 1 / inverse.rate : undefined;
}

interface Amount extends Span {
  value: number;
  unit: Unit;
  /** "4,800 euro per m2": the measure the amount is for. */
  per?: Unit;
  monthly: boolean;
}

const PER = `\\s*(?:per|a|an|each|\\/)\\s*(${UNIT})`;

/** Every number with its unit after it ("310,000 euro", "78 sqm") or a $ before it, outside the factors. */
function amountsIn(text: string, factors: readonly Factor[]): Amount[] {
  const re = new RegExp(`(\\$)?(?<![\\d.,])${NUM}(?:\\s?(k|m)\\b)?\\s*(${UNIT})?(?:${PER})?`, 'g');
  return [...text.matchAll(re)].flatMap((m) => {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (factors.some((f) => start < f.end && end > f.start)) return [];
    // "price 210k", "for 455,000": a bare amount named a price is dollars.
    const priced = /\b(?:price|priced|costs?|for|asking)\s*(?:is|of|at)?\s*$/.test(
      text.slice(Math.max(0, start - 20), start),
    );
    const unit = m[1] ? 'usd' : m[4] ? unitOf(m[4]) : priced && m[3] ? 'usd' : undefined;
    if (!unit) return [];
    const value = num(m[2]!) * (m[3] === 'k' ? 1e3 : m[3] === 'm' ? 1e6 : 1);
    const per = m[5] ? unitOf(m[5]) : undefined;
    const after = text.slice(end, end + 30);
    return [
      {
        value,
        unit,
        ...(per ? { per } : {}),
        monthly:
          /^\s*(?:per|a|each|\/)\s*mo(?:nth)?\b|^\s*monthly\b/.test(after) ||
          /\bmonthly\b[^.;,]*$/.test(text.slice(Math.max(0, start - 40), start)),
        start,
        end,
      },
    ];
  });
}

/** The unit a question asks the answer in: "how many dollars", "in usd", "how many m2", "in miles". */
function unitAsked(whole: string): Unit | undefined {
  // Only where the asking starts: "I earn in pounds … how much is my income in dollars".
  const at = whole.search(/\b(?:how|what|which|convert|tell me)\b/);
  if (at < 0) return undefined;
  const text = whole.slice(at);
  const m = new RegExp(
    `\\bhow (?:many|much)\\s+(${UNIT})|\\bin\\s+(${UNIT})(?!\\s*(?:per|\\/))|\\bconvert(?:ed)?\\b[^.?]*\\bto\\s+(${UNIT})`,
  ).exec(text);
  const word = m?.[1] ?? m?.[2] ?? m?.[3];
  return word ? unitOf(word) : undefined;
}

const show = (value: number, unit: Unit) =>
  unit === 'usd' ? formatMoney(value) : `${formatNumber(value, 2)} ${NAMES[unit]}`;
const showGiven = (value: number, unit: Unit) =>
  unit === 'usd' ? formatAmount(value) : `${formatNumber(value)} ${NAMES[unit]}`;
const ONE: Partial<Record<Unit, string>> = { acre: 'acre', hectare: 'hectare', mile: 'mile' };
/** A factor as stated, every decimal kept ("1 m² = 10.764 sq ft"). */
const factorLine = (f: Factor) =>
  `1 ${ONE[f.from] ?? NAMES[f.from]} = ${f.rate.toLocaleString('en-US', { maximumFractionDigits: 6 })} ${NAMES[f.to]} (as you stated)`;

/**
 * One amount converted to the unit asked, and then, when asked, a price per the converted measure, the
 * amount as a percent of a dollar price (a down payment), or a dollar payment as a percent of it.
 */
export const convertedAtStatedRate: Reader = ({ text }) => {
  const factors = statedFactors(text);
  if (factors.length !== 1) return null;
  const factor = factors[0]!;
  const amounts = amountsIn(text, factors);
  const asked = unitAsked(text);
  if (!asked) return null;
  const sources = amounts.filter(
    (a) => a.unit !== asked && a.per === undefined && factorOf(factors, a.unit, asked),
  );
  if (sources.length !== 1) return null;
  const source = sources[0]!;
  const others = amounts.filter((a) => a !== source);
  if (!everyNumberPlaced(text, [factor, ...amounts, ...unitDigits(text)])) return null;
  const converted = source.value * factorOf(factors, source.unit, asked)!;
  const when = source.monthly ? ' a month' : '';
  const inputs = [`Amount: ${showGiven(source.value, source.unit)}${when}`, factorLine(factor)];
  const results = [
    `In ${NAMES[asked]}: ${formatNumber(source.value)} × ${formatNumber(factorOf(factors, source.unit, asked)!, 6)} = **${show(converted, asked)}**${when}`,
  ];
  if (others.length === 0) {
    if (/\bper\b|\bpercent|%/.test(text.slice(text.search(/\?|$/)))) return null;
    return {
      title: `${NAMES[source.unit]} in ${NAMES[asked]}`,
      inputs,
      results,
      method: 'Converted amount = amount × the rate you stated',
    };
  }
  if (others.length !== 1) return null;
  const other = others[0]!;
  // "price 210k … the price per m2": a price over the converted measure.
  if (!isCurrency(asked) && other.unit === 'usd' && new RegExp(`\\bper\\s+(?:${UNIT})`).test(text)) {
    const perAsked = new RegExp(`\\bper\\s+(${UNIT})`).exec(text.slice(source.end));
    if (!perAsked || unitOf(perAsked[1]!) !== asked) return null;
    return {
      title: `${NAMES[source.unit]} in ${NAMES[asked]}, and the price per ${NAMES[asked]}`,
      inputs: [...inputs, `Price: ${formatAmount(other.value)}`],
      results: [
        ...results,
        `Price per ${NAMES[asked]}: ${formatMoney(other.value)} ÷ ${formatNumber(converted, 2)} = **${formatMoney(other.value / converted)}**`,
      ],
      method: `Converted measure = measure × the factor you stated; price per ${NAMES[asked]} = price ÷ that measure`,
    };
  }
  if (asked !== 'usd' || other.unit !== 'usd' || other.monthly !== source.monthly) return null;
  // "what percent deposit is it", "what percentage of the price": the converted amount over the price.
  const downShare =
    /\bwhat (?:percent(?:age)?|%|share)(?: of the (?:price|house|home))?\s+(?:down payment|down|deposit)\b|\b(?:percent(?:age)?|%) (?:of the (?:price|house|home|purchase))\b/.test(
      text,
    );
  // "what percentage of it is the payment", "what share of my income does the payment take".
  const paymentShare =
    /\b(?:percent(?:age)?|%|share) of (?:it|that|my income|the income|our income)\b[^.?]*\b(?:payment|rent)\b|\b(?:payment|rent)\b[^.?]*\b(?:percent(?:age)?|%|share) of (?:it|that|my income|the income|our income)\b/.test(
      text,
    );
  if (downShare === paymentShare) return null;
  const [part, whole] = downShare ? [converted, other.value] : [other.value, converted];
  return {
    title: downShare
      ? 'Converted down payment as a share of the price'
      : 'Payment as a share of the converted income',
    inputs: [...inputs, `${downShare ? 'Price' : 'Payment'}: ${formatAmount(other.value)}${when}`],
    results: [
      ...results,
      downShare
        ? `Down payment: ${formatMoney(part)} ÷ ${formatMoney(whole)} = **${formatNumber((part / whole) * 100, 2)}%** of the price`
        : `Payment: ${formatMoney(part)} ÷ ${formatMoney(whole)} = **${formatNumber((part / whole) * 100, 2)}%** of the income`,
    ],
    method: 'Converted amount = amount × the rate you stated; share = part ÷ whole',
  };
};

/** "4,800 euro per m2 … 1 EUR = 1.08 USD and 1 m2 = 10.764 sq ft … in USD per sq ft". */
export const pricePerMeasureConverted: Reader = ({ text }) => {
  const factors = statedFactors(text);
  if (factors.length !== 2) return null;
  const m = new RegExp(`\\bin\\s+(${UNIT})\\s*(?:per|a|\\/)\\s*(${UNIT})`).exec(text);
  const money = m ? unitOf(m[1]!) : undefined;
  const measure = m ? unitOf(m[2]!) : undefined;
  if (!money || !measure || !isCurrency(money) || isCurrency(measure)) return null;
  const amounts = amountsIn(text, factors);
  if (amounts.length !== 1 || !everyNumberPlaced(text, [...factors, ...amounts, ...unitDigits(text)]))
    return null;
  const given = amounts[0]!;
  if (!given.per || !isCurrency(given.unit) || isCurrency(given.per)) return null;
  const currencyRate = factorOf(factors, given.unit, money);
  const measureRate = factorOf(factors, given.per, measure);
  if (currencyRate === undefined || measureRate === undefined) return null;
  const value = (given.value * currencyRate) / measureRate;
  return {
    title: `Price per ${NAMES[measure]} in ${NAMES[money]}`,
    inputs: [
      `Price: ${formatNumber(given.value)} ${NAMES[given.unit]} per ${NAMES[given.per]}`,
      ...factors.map(factorLine),
    ],
    results: [
      `${formatNumber(given.value)} × ${formatNumber(currencyRate, 6)} ÷ ${formatNumber(measureRate, 6)} = **${formatMoney(value)}** per ${NAMES[measure]}`,
    ],
    method: `Price per ${NAMES[measure]} = price per ${NAMES[given.per]} × the currency rate ÷ the ${NAMES[measure]} in one ${NAMES[given.per]}`,
  };
};

/**
 * "A: 78 sqm for 455,000. B: 910 sq ft for 470,000. which is cheaper per square foot?": each place's
 * area in the feet asked, then its price per foot.
 */
export const placesComparedPerFoot: Reader = ({ text }) => {
  const factors = statedFactors(text);
  if (factors.length !== 1 || !/\bper (?:square f(?:oo|ee)t|sq\.? ?ft|sqft|sf)\b/.test(text)) return null;
  const pairs = [
    ...text.matchAll(
      new RegExp(
        `(?<![\\d.,$])${NUM}\\s*(${UNIT})\\s*(?:for|at|costs?|priced at|asking)\\s*\\$?${NUM}(?:\\s?(k|m)\\b)?`,
        'g',
      ),
    ),
  ].flatMap((m) => {
    const unit = unitOf(m[2]!);
    if (!unit || isCurrency(unit)) return [];
    const price = num(m[3]!) * (m[4] === 'k' ? 1e3 : m[4] === 'm' ? 1e6 : 1);
    return [{ area: num(m[1]!), unit, price, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }];
  });
  if (pairs.length < 2 || !everyNumberPlaced(text, [...factors, ...pairs, ...unitDigits(text)])) return null;
  const rows = pairs.map((p) => {
    const rate = p.unit === 'sqft' ? 1 : factorOf(factors, p.unit, 'sqft');
    return rate === undefined ? undefined : { ...p, feet: p.area * rate };
  });
  if (rows.some((r) => r === undefined)) return null;
  const placed = rows as NonNullable<(typeof rows)[number]>[];
  if (!placed.some((p) => p.unit !== 'sqft')) return null;
  const labels = [
    ...text.matchAll(/(?:^|[.;]\s*)(?:(?:flat|house|home|apartment|option|place)\s+)?([a-d1-4])\s*[:)]/g),
  ].map((m) => m[1]!.toUpperCase());
  const label = (i: number) => (labels.length === placed.length ? labels[i]! : String(i + 1));
  const perFoot = placed.map((p) => p.price / p.feet);
  const cheapest = perFoot.indexOf(Math.min(...perFoot));
  return {
    title: 'Price per square foot, each place',
    inputs: [
      ...placed.map(
        (p, i) => `${label(i)}: ${formatNumber(p.area)} ${NAMES[p.unit]} for ${formatAmount(p.price)}`,
      ),
      factorLine(factors[0]!),
    ],
    results: [
      ...placed.map(
        (p, i) =>
          `${label(i)}: ${p.unit === 'sqft' ? `${formatNumber(p.feet)} sq ft` : `${formatNumber(p.area)} × ${formatNumber(p.feet / p.area, 6)} = ${formatNumber(p.feet, 2)} sq ft`}; ${formatMoney(p.price)} ÷ ${formatNumber(p.feet, 2)} = **${formatMoney(perFoot[i]!)}** per sq ft`,
      ),
      `Cheaper per square foot: **${label(cheapest)}**`,
    ],
    method: 'Area in square feet = area × the factor you stated; price per square foot = price ÷ square feet',
  };
};

/** "a shop of 240 m2, the landlord asks $34 per square foot per year, 1 m2 = 10.764 sq ft: monthly rent?" */
export const rentByTheFootOnMetres: Reader = ({ text }) => {
  const factors = statedFactors(text);
  if (
    factors.length !== 1 ||
    !/\bmonthly rent\b|\brent (?:a|per) month\b|\bper month\b|\ba month\b/.test(text)
  )
    return null;
  const amounts = amountsIn(text, factors);
  const rents = amounts.filter(
    (a) =>
      a.unit === 'usd' &&
      a.per === 'sqft' &&
      /^\s*(?:per|a|\/)\s*(?:year|yr)\b|^\s*(?:annually|yearly)\b/.test(text.slice(a.end, a.end + 14)),
  );
  const areas = amounts.filter((a) => !isCurrency(a.unit) && a.unit !== 'sqft' && a.per === undefined);
  if (rents.length !== 1 || areas.length !== 1 || amounts.length !== 2) return null;
  const yearEnd =
    rents[0]!.end +
    (/^\s*(?:per|a|\/)\s*(?:year|yr)\b|^\s*(?:annually|yearly)\b/.exec(text.slice(rents[0]!.end))?.[0]
      .length ?? 0);
  if (
    !everyNumberPlaced(text, [
      ...factors,
      ...unitDigits(text),
      areas[0]!,
      { start: rents[0]!.start, end: yearEnd },
    ])
  )
    return null;
  const rate = factorOf(factors, areas[0]!.unit, 'sqft');
  if (rate === undefined) return null;
  const feet = areas[0]!.value * rate;
  const year = feet * rents[0]!.value;
  return {
    title: 'Rent on a space measured in metres',
    inputs: [
      `Space: ${formatNumber(areas[0]!.value)} ${NAMES[areas[0]!.unit]}`,
      `Rent: ${formatAmount(rents[0]!.value)} per sq ft a year`,
      factorLine(factors[0]!),
    ],
    results: [
      `Space in square feet: ${formatNumber(areas[0]!.value)} × ${formatNumber(rate, 6)} = ${formatNumber(feet, 2)} sq ft`,
      `Yearly rent: ${formatNumber(feet, 2)} × ${formatMoney(rents[0]!.value)} = ${formatMoney(year)}`,
      `Monthly rent: ${formatMoney(year)} ÷ 12 = **${formatMoney(year / 12)}**`,
    ],
    method: 'Rent = square feet × the yearly rent a foot ÷ 12, the square feet from the factor you stated',
  };
};

export const STATED_CONVERSION_READERS: readonly Reader[] = [
  pricePerMeasureConverted,
  placesComparedPerFoot,
  rentByTheFootOnMetres,
  convertedAtStatedRate,
];

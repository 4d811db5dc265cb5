// Income from farm, timber, grazing and hunting land (docs/assistant.md rule 95): a crop's yield per
// acre times its price per unit (tons, bushels, MBF, bales, cords) less costs per acre and a fee share
// ("60 acres, 8 MBF per acre, stumpage $275 per MBF, forester takes 10%"); a lease or cash rent by the
// acre with a yearly bill taken off or the land's price beside it ("graze 200 acres at $28 an acre,
// taxes $3,400 a year"); grazing rented by the pair or head a month for a season; equipment paid back
// by the net per acre; and hay fed to animals by the pound a day. Each reader places every amount the
// question gives itself and answers nothing when one is left over, so an unsure reading is asked about
// instead. Part of quick-math (READERS there); `farmFollowUp` answers a follow-up that changes one
// input or asks the net per acre.
import { countOrOne } from './number-words.ts';
import { formatAmount, formatMoney, formatNumber, formatPercent, formatRate } from './format.ts';
import { normalizeText, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';
import type { QuickAnswer, Reader, Reading } from './quick-math-reading.ts';

/** A number as said: "8", "1,600", "4.40", "1.6 million", "$3.1k", "one". */
const AMOUNT =
  '\\$?\\s?(\\d[\\d,]*(?:\\.\\d+)?|\\.\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|an)(?:\\s?(k|m|mm|million|thousand|grand)\\b)?';
function amountOf(figure: string, scale?: string): number {
  const base = /^[a-z]/.test(figure) ? countOrOne(figure) : Number(figure.replace(/,/g, ''));
  if (!scale) return base;
  return /^(?:k|thousand|grand)$/.test(scale) ? base * 1_000 : base * 1_000_000;
}

/** Units a crop or timber is sold by, with the name shown. */
const UNITS: readonly { pattern: string; name: string; plural: string }[] = [
  { pattern: 'mbf|thousand board feet|mbf stumpage', name: 'MBF', plural: 'MBF' },
  { pattern: 'bushels?|bu', name: 'bushel', plural: 'bushels' },
  { pattern: 'tons?|tonnes?|t', name: 'ton', plural: 'tons' },
  { pattern: 'bales?', name: 'bale', plural: 'bales' },
  { pattern: 'cords?', name: 'cord', plural: 'cords' },
  { pattern: 'cwt|hundredweight', name: 'cwt', plural: 'cwt' },
  { pattern: 'pounds?|lbs?', name: 'lb', plural: 'lb' },
];
const UNIT_WORDS = UNITS.map((u) => u.pattern).join('|');
const unitOf = (word: string) => UNITS.find((u) => new RegExp(`^(?:${u.pattern})$`).test(word))!;

const PER = '(?:per|an|a|/|each|every)';
const ACRE = '(?:acres?|acers?|ac)\\b';
const PER_ACRE = `\\s*${PER}\\s*${ACRE}`;

interface Found {
  value: number;
  start: number;
  end: number;
  /** The unit named with it, for yields and prices. */
  unit?: string;
}

function matchesOf(text: string, pattern: string, value: (m: RegExpExecArray) => number): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(new RegExp(pattern, 'g'))) {
    const found: Found = { value: value(m as RegExpExecArray), start: m.index, end: m.index + m[0].length };
    const unit = (m as RegExpExecArray).groups?.unit;
    out.push(unit ? { ...found, unit } : found);
  }
  return out.filter((f) => Number.isFinite(f.value) && f.value > 0);
}

/** "60 acres", "160 ac" that is the land's size, not "per 5 acres" or "$3,100/acre". */
function acresOf(text: string): Found[] {
  return matchesOf(text, `(?<![\\w$.,/])(\\d[\\d,]*(?:\\.\\d+)?)\\s*(?:-\\s*)?${ACRE}`, (m) =>
    amountOf(m[1]!),
  ).filter((f) => !/(?:\bper|\bevery|\beach|\/)\s*$/.test(text.slice(Math.max(0, f.start - 12), f.start)));
}

/** "8 MBF per acre", "165 bushels an acre", "3 tons/ac", "165 bu/acre". */
function yieldsOf(text: string): Found[] {
  return matchesOf(
    text,
    `(?<![\\w$.,])(\\d[\\d,]*(?:\\.\\d+)?)\\s*(?<unit>${UNIT_WORDS})\\s*(?:of [a-z]+\\s*)?${PER}\\s*${ACRE}`,
    (m) => amountOf(m[1]!),
  );
}

/** "$275 per MBF", "$4.40 a bushel", "140 a ton", "$175/ton". */
function unitPricesOf(text: string): Found[] {
  return matchesOf(text, `(?<![\\w.,])${AMOUNT}\\s*${PER}\\s*(?<unit>${UNIT_WORDS})\\b`, (m) =>
    amountOf(m[1]!, m[2]),
  ).filter(
    (f) =>
      /\$|\d/.test(text.slice(f.start, f.end)) &&
      !/^(?:a|an|one)$/.test(text.slice(f.start, f.end).trim().split(/\s/)[0]!),
  );
}

/** "$520 an acre", "$3,100/acre", "$18 an acre a year". */
function perAcreAmountsOf(text: string): Found[] {
  return matchesOf(text, `(?<![\\w.,$])\\$?\\s?(\\d[\\d,]*(?:\\.\\d+)?)(?:\\s?(k)\\b)?${PER_ACRE}`, (m) =>
    amountOf(m[1]!, m[2]),
  );
}

/** The clause a match sits in, before it (back to the last sentence break or comma). */
const clauseBeforeAt = (text: string, start: number) =>
  text
    .slice(0, start)
    .split(/[.;!?]\s|,\s(?=[a-z])/)
    .pop() ?? '';
const clauseAfterAt = (text: string, end: number) => text.slice(end).split(/[.;!?]\s|,\s/)[0] ?? '';

/** A cost per acre: "costs ... run about $210 per acre", "expenses of $520 an acre", "inputs $300/ac". */
const COST_WORDS =
  /\b(?:costs?|expenses?|inputs?|spend|spent|run|runs|overhead|fuel|fertilizer|seed|chemicals?|operating)\b/;
/** A rent's own verb, close before its amount. */
const RENT_VERB = /\b(?:rent\w*|leas\w*|offer\w*|pays?|paying|graz\w*|charg\w*|get|brings? in)\b/;
const YEAR_AFTER = /^\s*(?:a|per|each|every|\/)\s*(?:year|yr|annum)\b|^\s*(?:annually|yearly)\b/;

/** A fee that comes off the gross: "takes 10% of the sale as his fee", "a 12% commission". */
const FEE_WORDS = /\b(?:fee|commission|cut|takes?|charges?|forester|consultant|broker|manager|share)\b/;

/** A share of the crop split with a landlord: no fee off a gross. */
const CROP_SHARE =
  /\bcrop[- ]share\b|\b\d{1,2}\s?\/\s?\d{1,2}\b(?!\s*(?:acre|ac|ton|bu|bushel|mbf))|\b(?:one|a|two)[- ]thirds?\b|\bhalf (?:the|of the) crop\b/;

/** A yearly bill named: "property tax is $3,400 a year", "mortgage payments ... $28,000 a year". */
const BILL =
  /\b(?:(?:property )?tax(?:es)?|mortgage|loan|note|payments?|insurance|interest|debt service|land payments?|overhead|fixed costs?)\b/;

interface Deduction {
  name: string;
  yearly: number;
  shown: string;
  start: number;
}

/** The amounts left over once a reader has placed its own, each named a yearly bill, else null. */
function billsOf(text: string, tokens: readonly NumberToken[], used: readonly Found[]): Deduction[] | null {
  const bills: Deduction[] = [];
  for (const t of tokens) {
    if (t.kind !== 'money' && t.kind !== 'percent') continue;
    if (used.some((u) => t.start < u.end && t.end > u.start)) continue;
    if (t.kind === 'percent') return null;
    const before = clauseBeforeAt(text, t.start);
    const after = clauseAfterAt(text, t.end);
    const name = BILL.exec(before.slice(-60))?.[0] ?? BILL.exec(after.slice(0, 30))?.[0];
    if (!name) return null;
    const monthly = t.period === 'monthly' || /^\s*(?:a|per|\/)\s*mo(?:nth)?\b/.test(after);
    const yearly = monthly ? t.value * 12 : t.value;
    bills.push({
      name: name.startsWith('tax') || name.startsWith('property') ? 'Property tax' : capital(name),
      yearly,
      shown: `${formatAmount(t.value)} ${monthly ? 'a month' : 'a year'}`,
      start: t.start,
    });
  }
  return bills;
}
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The one distinct value among matches (the same figure said twice is one), else null. */
function only(found: readonly Found[]): Found | null {
  if (found.length === 0) return null;
  return found.every((f) => f.value === found[0]!.value) ? found[0]! : null;
}

function deductionLines(net: number, bills: readonly Deduction[], label: string): string[] {
  if (bills.length === 0) return [];
  const total = bills.reduce((s, b) => s + b.yearly, 0);
  return [
    `${label} after ${bills.map((b) => b.name.toLowerCase()).join(' and ')}: **${formatMoney(net - total)}** a year`,
  ];
}

/**
 * A crop or timber sale: acres × yield per acre × price per unit, less a fee share of the gross and
 * costs per acre, then any yearly bill named ("60 acres of pine, 8 MBF per acre, $275 per MBF, 10%
 * fee"; "35 acres of hay, 3 tons an acre, $140 a ton, costs $210 per acre").
 */
export const cropIncome: Reader = ({ text, tokens }) => {
  const acres = only(acresOf(text));
  const yieldPerAcre = only(yieldsOf(text));
  const price = only(unitPricesOf(text));
  if (!acres || !yieldPerAcre || !price) return null;
  // A crop share ("landlord gets 1/3 of the crop") splits the crop itself: its own reading.
  if (CROP_SHARE.test(text)) return null;
  // "2 cuttings of 1.5 tons an acre": the yield is each cutting's. A count of cuttings not said as a
  // number ("several cuttings") is not guessed.
  const cutting = /\b(\d|one|two|three|four|five|six)\s+(?:cuttings|cuts)\b/.exec(text);
  if (!cutting && /\bcuttings\b/.test(text)) return null;
  const cuttings = cutting ? amountOf(cutting[1]!) : 1;
  if (unitOf(yieldPerAcre.unit!) !== unitOf(price.unit!)) return null;
  const unit = unitOf(price.unit!);
  const byAcre = perAcreAmountsOf(text);
  // "expenses of $520 an acre", or the word after it: "$600/acre costs".
  const perAcre = byAcre.filter(
    (f) =>
      COST_WORDS.test(clauseBeforeAt(text, f.start).slice(-70)) ||
      /^\s*(?:in\s+)?(?:costs?|expenses?|inputs?|input costs?|operating costs?)\b/.test(
        text.slice(f.end, f.end + 24),
      ),
  );
  const others = byAcre.filter((f) => !perAcre.includes(f));
  if (others.length > 0 || perAcre.length > 1) return null;
  const cost = perAcre[0];
  const fees = tokens.filter((t) => t.kind === 'percent');
  if (fees.length > 1) return null;
  const fee = fees[0];
  if (
    fee &&
    !FEE_WORDS.test(
      `${clauseBeforeAt(text, fee.start).slice(-50)} ${clauseAfterAt(text, fee.end).slice(0, 40)}`,
    )
  )
    return null;
  const used: Found[] = [
    acres,
    yieldPerAcre,
    price,
    ...(cost ? [cost] : []),
    ...(fee ? [{ value: fee.value, start: fee.start, end: fee.end }] : []),
  ];
  const bills = billsOf(text, tokens, used);
  if (!bills) return null;
  const units = acres.value * yieldPerAcre.value * cuttings;
  const gross = units * price.value;
  const feeAmount = fee ? gross * fee.value : 0;
  const costs = cost ? cost.value * acres.value : 0;
  const net = gross - feeAmount - costs;
  const timber = unit.name === 'MBF';
  return {
    title: timber ? 'Timber sale: gross and net' : 'Crop income: gross and net',
    inputs: [
      `Acres: ${formatNumber(acres.value)}`,
      `Yield: ${formatNumber(yieldPerAcre.value)} ${unit.plural} per acre${cuttings > 1 ? ` a cutting, ${cuttings} cuttings` : ''}`,
      `Price: ${formatAmount(price.value)} per ${unit.name}`,
      ...(fee ? [`Fee: ${formatRate(fee.value)} of the gross`] : []),
      ...(cost ? [`Costs: ${formatAmount(cost.value)} per acre`] : []),
      ...bills.map((b) => `${b.name}: ${b.shown}`),
    ],
    results: [
      `Total ${timber ? 'volume' : 'yield'}: ${formatNumber(units)} ${unit.plural}`,
      `Gross ${timber ? 'sale' : 'income'}: **${formatMoney(gross)}**`,
      ...(fee ? [`Fee (${formatRate(fee.value)}): ${formatMoney(feeAmount)}`] : []),
      ...(cost ? [`Costs: ${formatMoney(costs)}`] : []),
      // With nothing off the gross, the gross is the net: shown once, per acre too.
      ...(fee || cost
        ? [
            `Net${fee && !cost ? ' after the fee' : ''}${bills.length > 0 ? ' before the bills' : ''}: **${formatMoney(net)}**`,
          ]
        : []),
      `${fee || cost ? 'Net' : 'Gross'} per acre: **${formatMoney(net / acres.value)}**`,
      ...deductionLines(net, bills, 'Left'),
    ],
    method: `Gross = acres × yield per acre${cuttings > 1 ? ' × cuttings' : ''} × price per ${unit.name}${fee ? '; the fee is its share of the gross' : ''}${
      cost ? '; costs = cost per acre × acres' : ''
    }; net = gross${fee ? ' − fee' : ''}${cost ? ' − costs' : ''}; per acre = net ÷ acres${
      bills.length > 0 ? '; what is left takes the yearly bills off the net' : ''
    }`,
  };
};

const SHARE_WORDS: Record<string, number> = {
  'one-third': 1 / 3,
  'one third': 1 / 3,
  'a third': 1 / 3,
  'two-thirds': 2 / 3,
  'two thirds': 2 / 3,
  'a quarter': 1 / 4,
  'one-quarter': 1 / 4,
  'one quarter': 1 / 4,
  half: 1 / 2,
};

/**
 * A crop-share lease: the landlord's share of the crop ("landlord gets 1/3 of the crop", "a 40% crop
 * share") × the gross (acres × yield × price), and the operator's rest. With costs said too, who pays
 * which is not guessed.
 */
export const cropShare: Reader = ({ text, tokens }) => {
  if (
    !CROP_SHARE.test(text) &&
    !/\b(?:landlord|owner)(?:'s)?\b[^.?!]{0,40}\bshare\b|\bshare of the crop\b/.test(text)
  )
    return null;
  const acres = only(acresOf(text));
  const yieldPerAcre = only(yieldsOf(text));
  const price = only(unitPricesOf(text));
  if (!acres || !yieldPerAcre || !price || unitOf(yieldPerAcre.unit!) !== unitOf(price.unit!)) return null;
  const fraction = /\b(\d{1,2})\s?\/\s?(\d{1,2})\b(?!\s*(?:acre|ac|ton|bu|bushel|mbf))/.exec(text);
  const worded = /\b(one[- ]third|a third|two[- ]thirds|a quarter|one[- ]quarter|half)\b/.exec(text);
  const percents = tokens.filter((t) => t.kind === 'percent');
  const found = [fraction, worded, percents.length > 0 ? percents : null].filter(Boolean);
  if (found.length !== 1 || percents.length > 1) return null;
  // "50/50" is half each; "60/40" leaves open who takes which, so it is asked about.
  const split = fraction && Number(fraction[1]) + Number(fraction[2]) === 100;
  if (split && fraction[1] !== fraction[2]) return null;
  const share = fraction
    ? split
      ? 0.5
      : Number(fraction[1]) / Number(fraction[2])
    : worded
      ? SHARE_WORDS[worded[1]!.replace(/^one-(?=third|quarter)/, 'one-')]!
      : percents[0]!.value;
  if (!(share > 0 && share < 1)) return null;
  const shown = fraction ? `${fraction[1]}/${fraction[2]}` : worded ? worded[1]! : formatRate(share);
  const used: Found[] = [acres, yieldPerAcre, price];
  const left = tokens.filter(
    (t) =>
      (t.kind === 'money' || t.kind === 'percent') &&
      t.kind !== 'percent' &&
      !used.some((u) => t.start < u.end && t.end > u.start),
  );
  if (left.length > 0) return null;
  const unit = unitOf(price.unit!);
  const units = acres.value * yieldPerAcre.value;
  const gross = units * price.value;
  return {
    title: "Crop share: the landlord's and the operator's",
    inputs: [
      `Acres: ${formatNumber(acres.value)}`,
      `Yield: ${formatNumber(yieldPerAcre.value)} ${unit.plural} per acre`,
      `Price: ${formatAmount(price.value)} per ${unit.name}`,
      `Landlord's share: ${shown} of the crop`,
    ],
    results: [
      `Total yield: ${formatNumber(units)} ${unit.plural}`,
      `Gross: **${formatMoney(gross)}**`,
      `Landlord's share: **${formatMoney(gross * share)}** (${formatMoney((gross * share) / acres.value)} per acre)`,
      `Operator's share: **${formatMoney(gross * (1 - share))}**`,
    ],
    method: `Gross = acres × yield per acre × price per ${unit.name}; the landlord's share = gross × ${shown}; the operator keeps the rest`,
  };
};

/**
 * Land leased or cash rented by the acre (grazing, hunting, cropland): acres × rent per acre a year,
 * with a yearly bill taken off ("$28 an acre ..., taxes $3,400 a year") or the land's price beside it
 * for the rent's yield ("120 acres at $3,100/acre, hunting lease $18 an acre"; "160 acres for 1.6
 * million, cash rent $245 an acre").
 */
export const acreLease: Reader = ({ text, tokens }) => {
  if (!/\b(?:rent\w*|leas\w*|graz\w*|hunt\w*|pasture)\b/.test(text)) return null;
  if (yieldsOf(text).length > 0 || unitPricesOf(text).length > 0) return null;
  if (/\b(?:pairs?|head|aums?|animal units?)\b/.test(text)) return null;
  const acres = only(acresOf(text));
  if (!acres && acresOf(text).length > 0) return null;
  const perAcre = perAcreAmountsOf(text);
  // The rent is the amount a year ("$18 an acre a year"), else the one a rent's verb names right before
  // it ("offered $28 an acre", "cash renting it at $245 an acre"); any other is the land's price.
  const yearlyOnes = perAcre.filter((f) => YEAR_AFTER.test(text.slice(f.end, f.end + 20)));
  // A rent's verb back to the number before ("rents for $40/acre … and sells for 3.2k an acre").
  const wordsBack = (f: Found) => {
    const previous = tokens.filter((t) => t.end <= f.start).at(-1);
    return clauseBeforeAt(text, f.start)
      .slice(-45)
      .slice(-(f.start - (previous?.end ?? 0)));
  };
  const named = perAcre.filter((f) => RENT_VERB.test(wordsBack(f)));
  const rents =
    yearlyOnes.length > 0 ? yearlyOnes : named.length > 0 ? named : perAcre.length === 1 ? perAcre : [];
  if (rents.length !== 1) return null;
  const rent = rents[0]!;
  const prices = perAcre.filter((f) => f !== rent);
  if (prices.length > 1) return null;
  const pricePerAcre = prices[0];
  if (pricePerAcre && YEAR_AFTER.test(text.slice(pricePerAcre.end, pricePerAcre.end + 20))) return null;
  // "for 1.6 million", "priced at $480k": the whole price, when none is given by the acre.
  const totals = tokens.filter(
    (t) =>
      t.kind === 'money' &&
      !perAcre.some((f) => t.start < f.end && t.end > f.start) &&
      /\b(?:for|price[ds]?|buy\w*|bought|purchas\w*|paid|asking|cost|listed|worth|valued?)\b[^$]{0,25}$/.test(
        clauseBeforeAt(text, t.start),
      ) &&
      !BILL.test(clauseBeforeAt(text, t.start).slice(-30)),
  );
  if (totals.length > 1 || (totals.length === 1 && pricePerAcre)) return null;
  const total = totals[0];
  if (!acres) return rentYieldByTheAcre(text, tokens, rent, pricePerAcre);
  const used: Found[] = [
    acres,
    rent,
    ...(pricePerAcre ? [pricePerAcre] : []),
    ...(total ? [{ value: total.value, start: total.start, end: total.end }] : []),
  ];
  const fees = tokens.filter((t) => t.kind === 'percent');
  if (fees.length > 0) return null;
  const bills = billsOf(text, tokens, used);
  if (!bills) return null;
  const yearly = acres.value * rent.value;
  const price = pricePerAcre ? pricePerAcre.value * acres.value : total?.value;
  const what = /\bhunt/.test(text)
    ? 'Hunting lease'
    : /\b(?:graz|pasture|cattle)/.test(text)
      ? 'Grazing lease'
      : 'Cash rent';
  return {
    title: `${what} by the acre${price ? ' and its yield on the price' : ''}`,
    inputs: [
      `Acres: ${formatNumber(acres.value)}`,
      `Rent: ${formatAmount(rent.value)} per acre a year`,
      ...(pricePerAcre ? [`Price: ${formatAmount(pricePerAcre.value)} per acre`] : []),
      ...(total ? [`Price: ${formatAmount(total.value)}`] : []),
      ...bills.map((b) => `${b.name}: ${b.shown}`),
    ],
    results: [
      ...(pricePerAcre ? [`Total price: **${formatMoney(price!)}**`] : []),
      `Yearly ${what === 'Cash rent' ? 'rent' : 'lease income'}: **${formatMoney(yearly)}**`,
      ...deductionLines(yearly, bills, 'Left'),
      ...(price ? [`Gross yield on the price: **${formatPercent(yearly / price)}**`] : []),
      ...(price && !pricePerAcre ? [`Price per acre: ${formatMoney(price / acres.value)}`] : []),
    ],
    method: `Yearly income = acres × rent per acre${bills.length > 0 ? '; what is left takes the yearly bills off it' : ''}${
      price
        ? `; ${pricePerAcre ? 'total price = acres × price per acre; ' : ''}yield = yearly income ÷ price`
        : ''
    }`,
  };
};

/**
 * "Farmland sells for $9,500 an acre and cash rents run $260 an acre": with no acreage, the yield is
 * the rent per acre ÷ the price per acre. Only when those two are every amount said.
 */
function rentYieldByTheAcre(
  text: string,
  tokens: readonly NumberToken[],
  rent: Found,
  price: Found | undefined,
): QuickAnswer | null {
  if (!price) return null;
  const placed = [rent, price];
  if (
    tokens.some(
      (t) =>
        (t.kind === 'money' || t.kind === 'percent') &&
        !placed.some((u) => t.start < u.end && t.end > u.start),
    )
  )
    return null;
  return {
    title: 'Rent yield by the acre',
    inputs: [
      `Rent: ${formatAmount(rent.value)} per acre a year`,
      `Price: ${formatAmount(price.value)} per acre`,
    ],
    results: [`Gross rent yield: **${formatPercent(rent.value / price.value)}**`],
    method: 'Yield = rent per acre a year ÷ price per acre (the acreage cancels out)',
  };
}

/** "one cow-calf pair per 5 acres", "a pair to every 4 acres", "2 head per 5 acres". */
const STOCKING = new RegExp(
  // "stocking rate 1 pair per 6 acres" reads "rate 1" as a percent when normalised: "1% pair".
  `${AMOUNT}%?\\s*(?:cow[- ]calf\\s+)?(?:pairs?|head|cows?|animal units?|aus?)\\s*(?:per|to|to every|for every|every|on every|for each|/)\\s*(\\d[\\d,]*(?:\\.\\d+)?)\\s*${ACRE}`,
);
/** "40 pairs", "60 head", "30 cow-calf pairs": a count of animals grazed. */
const HEAD_COUNT =
  /(?<![\w$.,])(\d[\d,]*)\s*(?:cow[- ]calf\s+)?(?:pairs|head|cows|steers|heifers|yearlings|animal units)\b(?!\s*(?:per|to|\/)\s*\d)/;
/** "$35 per pair per month", "$30/head/month", "$28 an aum". */
const HEAD_RATE = new RegExp(
  `(?<![\\w.,])\\$?\\s?(\\d[\\d,]*(?:\\.\\d+)?)\\s*(?:(?:per|a|an|/|each)\\s*(?:cow[- ]calf\\s+)?(?:pair|head|cow|animal unit|au|steer|heifer)\\s*(?:per|a|an|/|each)\\s*(month|mo|day)\\b|(?:per|a|an|/)\\s*(aum|animal unit month)\\b)`,
);
/** "a 6-month season", "for 6 months", "season of 180 days", "for 150 days". */
const SEASON =
  /\b(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ]?(month|mo|day)s?\b(?:\s*(?:grazing\s+)?season)?|\bseason of (\d{1,3}) (month|day)s?\b/;

/** Grazing rented by the pair or head a month (or day) for a season. */
export const grazingByHead: Reader = ({ text, tokens }) => {
  const rate = HEAD_RATE.exec(text);
  if (!rate) return null;
  const stocking = STOCKING.exec(text);
  const count = HEAD_COUNT.exec(text);
  const acres = only(acresOf(text));
  let head: number;
  let headShown: string;
  if (stocking && acres) {
    const per = amountOf(stocking[1]!, stocking[2]);
    const acresEach = Number(stocking[3]!.replace(/,/g, ''));
    head = Math.floor((acres.value / acresEach) * per + 1e-9);
    headShown = `${formatNumber(acres.value)} acres at ${formatNumber(per)} per ${formatNumber(acresEach)} acres = ${formatNumber(head)}`;
  } else if (count && !stocking) {
    head = Number(count[1]!.replace(/,/g, ''));
    headShown = formatNumber(head);
  } else return null;
  const byDay = rate[2] === 'day';
  const season = SEASON.exec(text.replace(HEAD_RATE, ' '));
  if (!season) return null;
  const seasonLength = amountOf((season[1] ?? season[3])!);
  const seasonUnit = (season[2] ?? season[4])!.startsWith('d') ? 'day' : 'month';
  if ((seasonUnit === 'day') !== byDay) return null;
  const others = tokens.filter(
    (t) =>
      (t.kind === 'money' || t.kind === 'percent') &&
      !(t.start >= rate.index && t.start < rate.index + rate[0].length) &&
      !(stocking && t.start >= stocking.index && t.start < stocking.index + stocking[0].length),
  );
  if (others.length > 0) return null;
  const each = Number(rate[1]!.replace(/,/g, ''));
  const period = byDay ? 'day' : 'month';
  const total = head * each * seasonLength;
  const noun = /\bpairs?\b/.test(text) ? 'pairs' : 'head';
  return {
    title: 'Grazing rent for the season',
    inputs: [
      `${capital(noun)}: ${headShown}`,
      `Rate: ${formatAmount(each)} per ${noun === 'pairs' ? 'pair' : 'head'} per ${period}`,
      `Season: ${seasonLength} ${period}s`,
    ],
    results: [
      `Per ${period}: ${formatMoney(head * each)}`,
      `For the season: **${formatMoney(total)}**`,
      ...(acres ? [`Per acre: ${formatMoney(total / acres.value)}`] : []),
    ],
    method: `Season's rent = ${noun} × rate per ${period} × ${period}s in the season${
      stocking ? `; ${noun} = acres ÷ acres per ${noun === 'pairs' ? 'pair' : 'head'}` : ''
    }`,
  };
};

/** "How many years until the equipment is paid back", "pay for itself", "recoup". */
const PAYBACK_ASKED =
  /\b(?:pa(?:y|id|ys) (?:itself |it |them |that )?(?:back|off|for (?:itself|themselves))|payback|recoup\w*|break even|earn (?:it|that) back)\b/;

/** Equipment or an improvement paid back by a net per acre over the acres a year. */
export const equipmentPayback: Reader = ({ text, tokens }) => {
  if (!PAYBACK_ASKED.test(text)) return null;
  const acres = only(acresOf(text));
  const nets = perAcreAmountsOf(text);
  if (!acres || nets.length !== 1) return null;
  const net = nets[0]!;
  if (!/\b(?:net|profit|clear|make|earn)\w*\b/.test(clauseBeforeAt(text, net.start).slice(-40))) return null;
  const costs = tokens.filter((t) => t.kind === 'money' && !(t.start < net.end && t.end > net.start));
  if (costs.length !== 1 || tokens.some((t) => t.kind === 'percent')) return null;
  const cost = costs[0]!;
  const yearly = net.value * acres.value;
  return {
    title: 'Payback from the net per acre',
    inputs: [
      `Cost: ${formatAmount(cost.value)}`,
      `Net: ${formatAmount(net.value)} per acre a year`,
      `Acres: ${formatNumber(acres.value)}`,
    ],
    results: [
      `Net a year: ${formatMoney(yearly)}`,
      `Payback: **${formatNumber(cost.value / yearly)} years**`,
    ],
    method: 'Net a year = net per acre × acres; payback = cost ÷ net a year',
  };
};

const ANIMALS =
  '(?:horses?|cows?|head|steers?|heifers?|goats?|sheep|llamas?|alpacas?|donkeys?|mules?|ponies|animals?)';

/** Hay fed to animals: animals × pounds a day × days ÷ pounds in a ton, and its cost at a price per ton. */
export const hayFed: Reader = ({ text, tokens }) => {
  const herd = new RegExp(
    `(?<![\\w$.,])(\\d[\\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\\s*(?:[a-z]+\\s)?${ANIMALS}\\b`,
  ).exec(text);
  const eats =
    /(\d[\d,]*(?:\.\d+)?)\s*(?:lbs?|pounds?)\s*(?:of hay\s*|of feed\s*)?(?:a|per|each|\/)\s*day\b/.exec(text);
  if (!herd || !eats) return null;
  const price = only(unitPricesOf(text).filter((f) => unitOf(f.unit!).name === 'ton'));
  const tonSize = /\b(2,?000|2,?240)\s*(?:lbs?|pounds?|-lb|-pound)?\s*tons?\b/.exec(text);
  const days = /\b(\d{2,3})\s*days\b/.exec(text);
  const year = /\b(?:a|per|one|full|the|whole) year\b|\bannual(?:ly)?\b|\byearly\b/.test(text);
  const months = /\b(\d{1,2})\s*months?\b/.exec(text);
  const dayCount = days ? Number(days[1]) : months ? Math.round(Number(months[1]) * 30.4167) : year ? 365 : 0;
  if (!dayCount || (months && days)) return null;
  const others = tokens.filter(
    (t) =>
      (t.kind === 'money' || t.kind === 'percent') &&
      !(price && t.start < price.end && t.end > price.start) &&
      !(tonSize && t.start >= tonSize.index && t.start < tonSize.index + tonSize[0].length),
  );
  if (others.length > 0) return null;
  const count = amountOf(herd[1]!);
  const perDay = Number(eats[1]!.replace(/,/g, ''));
  const ton = tonSize ? Number(tonSize[1]!.replace(/,/g, '')) : 2000;
  const pounds = count * perDay * dayCount;
  const tons = pounds / ton;
  return {
    title: 'Hay for the herd',
    inputs: [
      `Animals: ${formatNumber(count)}`,
      `Hay: ${formatNumber(perDay)} lb a day each`,
      `Days: ${formatNumber(dayCount)}${days ? '' : months ? ` (${months[1]} months)` : ' (a year)'}`,
      `Ton: ${formatNumber(ton, 0)} lb`,
      ...(price ? [`Price: ${formatAmount(price.value)} per ton`] : []),
    ],
    results: [
      `Per day: ${formatNumber(count * perDay)} lb`,
      `Total: ${formatNumber(pounds)} lb = **${formatNumber(tons)} tons**`,
      ...(price ? [`Cost: **${formatMoney(tons * price.value)}**`] : []),
    ],
    method: `Pounds = animals × pounds a day × days; tons = pounds ÷ ${formatNumber(ton, 0)}${price ? '; cost = tons × price per ton' : ''}`,
  };
};

/**
 * Another subject in the same message ("what is a 1031 exchange?" read with the question before, a
 * refinance, a cap rate): none of these readers answers it, so the message is read another way.
 */
const ANOTHER_SUBJECT =
  /\b(?:1031|exchange|cap rate|refi\w*|apr|interest rate|down payment|closing costs?|dscr|cash[- ]on[- ]cash)\b/;
const onFarmSubject =
  (read: Reader): Reader =>
  (reading) =>
    ANOTHER_SUBJECT.test(reading.text) ? null : read(reading);

export const FARM_READERS: readonly Reader[] = [
  equipmentPayback,
  hayFed,
  grazingByHead,
  cropShare,
  cropIncome,
  acreLease,
].map(onFarmSubject);

function readFarm(question: string): QuickAnswer | null {
  const text = normalizeText(question);
  const reading: Reading = { text, tokens: tokenizeNumbers(text) };
  for (const read of FARM_READERS) {
    const answer = read(reading);
    if (answer) return answer;
  }
  return null;
}

/** A figure a follow-up can change, found the same way in the question before and in the follow-up. */
interface Slot {
  name: string;
  find: (text: string) => Found[];
}
const SLOTS: readonly Slot[] = [
  { name: 'price per unit', find: unitPricesOf },
  { name: 'yield per acre', find: yieldsOf },
  { name: 'acres', find: acresOf },
  {
    name: 'per acre',
    find: perAcreAmountsOf,
  },
  {
    name: 'season',
    find: (text) => matchesOf(text, '\\b(\\d{1,3})[- ]?months?\\b', (m) => Number(m[1])),
  },
  {
    name: 'share',
    find: (text) =>
      tokenizeNumbers(text)
        .filter((t) => t.kind === 'percent')
        .map((t) => ({ value: t.value, start: t.start, end: t.end })),
  },
];

const OTHER_SUBJECT =
  /\b(?:mortgage|loan|interest|apr|refi\w*|down payment|closing costs?|house|home|condo|cap rate|noi)\b/;

/** Whether a follow-up asks the net (or income) per acre of the answer before. */
const PER_ACRE_ASKED = /\bper acre\b|\ban acre\b|\/\s*acre\b|\beach acre\b/;

/**
 * A follow-up to a farm answer (rule 95): "and what is that net per acre?" gives the per-acre net
 * first; "what if hay went up to $175 a ton, same costs?", "and at 180 bushels an acre?" ask the
 * question before again with that one figure changed. Null when the question before was no farm
 * question or the follow-up changes nothing it can place.
 */
export function farmFollowUp(followUp: string, previousQuestion: string): QuickAnswer | null {
  const before = readFarm(previousQuestion);
  if (!before) return null;
  const text = normalizeText(followUp);
  // A loan, a home's price or any new question of its own is no change to the farm's figures.
  if (OTHER_SUBJECT.test(text) || text.split(/\s+/).length > 20) return null;
  const earlier = normalizeText(previousQuestion);
  const tokens = tokenizeNumbers(text);
  if (tokens.length === 0 && !/\d/.test(text)) {
    if (!PER_ACRE_ASKED.test(text)) return null;
    const perAcre = before.results.filter((r) => /per acre/i.test(r));
    if (perAcre.length === 0) return null;
    return {
      ...before,
      title: `${before.title}, per acre`,
      results: [...perAcre, ...before.results.filter((r) => !perAcre.includes(r))],
    };
  }
  let changed = earlier;
  const changes: string[] = [];
  for (const slot of SLOTS) {
    const now = slot.find(text);
    if (now.length !== 1) continue;
    // A percentage changes the fee only when the follow-up says it is the fee ("if he only takes 8%").
    if (slot.name === 'share' && !FEE_WORDS.test(text) && !/\bshare\b/.test(text)) continue;
    const next = now[0]!;
    let was = slot.find(changed);
    if (slot.name === 'per acre' && was.length > 1) {
      // Two amounts by the acre (a cost and a rent or price): the one whose words the follow-up repeats.
      const costly = COST_WORDS.test(text);
      was = was.filter((f) => COST_WORDS.test(clauseBeforeAt(changed, f.start).slice(-70)) === costly);
    }
    if (slot.name === 'price per unit') was = was.filter((f) => unitOf(f.unit!) === unitOf(next.unit!));
    if (was.length !== 1) continue;
    const old = was[0]!;
    const relative =
      /\b(?:up|down|more|less|drops?|rises?|falls?)\s*(?:by\s*)?\$?\d/.test(
        text.slice(Math.max(0, next.start - 12), next.end),
      ) && !/\bto\s*\$?\s*\d/.test(text.slice(Math.max(0, next.start - 6), next.end));
    const down = /\b(?:down|less|drops?|falls?|lower)\b/.test(
      text.slice(Math.max(0, next.start - 14), next.start),
    );
    const value = relative ? old.value + (down ? -next.value : next.value) : next.value;
    if (value <= 0 || value === old.value) continue;
    const shown = text.slice(next.start, next.end).replace(/\d[\d,]*(?:\.\d+)?(?:\s?k\b)?/, String(value));
    const replacement =
      slot.name === 'share'
        ? `${value * 100}%`
        : relative
          ? shown.replace(/^\D*/, text.slice(next.start, next.end).startsWith('$') ? '$' : '')
          : shown;
    changed = `${changed.slice(0, old.start)}${replacement}${changed.slice(old.end)}`;
    changes.push(`${slot.name} ${formatNumber(old.value)} → ${formatNumber(value)}`);
  }
  if (changes.length === 0) return null;
  const again = readFarm(changed);
  if (!again) return null;
  return { ...again, title: `${again.title} (${changes.join(', ')})` };
}

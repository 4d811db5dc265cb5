// A rental's depreciable basis and its yearly straight-line depreciation, with every number stated
// (docs/assistant.md rule 64): the price less the land (in dollars or as a share of the price), plus
// the closing costs added to the basis, over 27.5 years for residential property or 39 for commercial.
// The deal calculator's depreciation reads a price and a land value only; this reader takes the
// questions that also state closing costs or the land as a percentage. Part of quick-math (READERS).
import { formatMoney, formatPercent } from './format.ts';
import {
  AMOUNT,
  PCT,
  amountsAt,
  everyNumberPlaced,
  storyYears,
  type Reader,
  type Span,
} from './quick-math-reading.ts';

const COMMERCIAL =
  /\bcommercial\b|\bnon-?residential\b|\boffice\b|\bretail\b|\bwarehouse\b|\bindustrial\b|\bstrip (?:mall|center)\b|\b39[- ]?(?:years?|yrs?)\b/;
const RESIDENTIAL =
  /\bresidential\b|\brental\b|\bhouse\b|\bhome\b|\bduplex\b|\btriplex\b|\bfourplex\b|\bquadplex\b|\bcondo\b|\bapartments?\b|\bsingle[- ]family\b|\bmulti-?family\b|\b27\.5[- ]?(?:years?|yrs?)?/;

/**
 * The words of a figure's own clause: back to the last break or number, and the few words after it up
 * to a joining word ("260k with land 40k": "with land" names the 40k, not the 260k).
 */
const clauseWords = (text: string, at: Span) =>
  `${
    text
      .slice(Math.max(0, at.start - 50), at.start)
      .split(/[,;]\s|\.\s|\band\b|\d/)
      .pop() ?? ''
  } ${text.slice(at.end, at.end + 40).split(/[,;]\s|\.\s|\b(?:and|with|plus|for|but|while)\b|\d/)[0] ?? ''}`;

/**
 * What a share of the property is, by the words touching it: "land 25% / building 75%", "20% land,
 * 80% improvements", "allocate 30% to land and 70% to the building". The words after it first (up
 * to a slash or a break), then the words before it (back to one).
 */
function shareOf(text: string, at: Span): 'land' | 'building' | null {
  const after = text.slice(at.end, at.end + 30).split(/[,;/(]|\.\s|\b(?:and|with|plus|but)\b|\d/)[0] ?? '';
  const before =
    text
      .slice(Math.max(0, at.start - 30), at.start)
      .split(/[,;/]\s*|\.\s|\band\b|\d/)
      .pop() ?? '';
  for (const words of [after, before]) {
    const land = /\bland\b|\blot\b/.test(words);
    const building = /\b(?:building|buildings|improvements?|structures?|house|dwelling|depreciable)\b/.test(
      words,
    );
    if (land !== building) return land ? 'land' : 'building';
  }
  return null;
}

/** Closing costs said to be split like the price ("allocated the same way", "in the same ratio"). */
const ALLOCATED =
  /\ballocat\w*|\bsplit\b|\bsame (?:ratio|way|proportions?|split|percentages?)\b|\bpro[- ]?rat\w*|\bproportion\w*/;

/**
 * The months of the first year (rule 107): "8.5 months the first year", or "placed in service in April"
 * under the mid-month convention (12 − the month's number + ½). Undefined when no first year is
 * named; null when the months said and the month named disagree.
 */
function firstYear(text: string): { months: number; shown: string; span?: Span } | null | undefined {
  const said = /\b(\d{1,2}(?:\.5)?)\s?months?\b/.exec(text);
  const month = /\bplaced in service (?:in |on )?([a-z]+)/.exec(text);
  const index = month ? MONTHS.findIndex((m) => month[1]!.startsWith(m)) : -1;
  if (!said && index < 0) return undefined;
  if (said && !/\bfirst year\b|\byear (?:one|1)\b|\bplaced in service\b/.test(text)) return null;
  const fromMonth = index >= 0 ? 12 - index - 0.5 : undefined;
  const months = said ? Number(said[1]) : fromMonth!;
  if (fromMonth !== undefined && months !== fromMonth) return null;
  if (!(months > 0 && months <= 12)) return null;
  return {
    months,
    shown:
      index >= 0
        ? `placed in service in ${month![1]!.charAt(0).toUpperCase()}${month![1]!.slice(1)}, mid-month convention: ${months} months`
        : `${months} months`,
    ...(said ? { span: { start: said.index, end: said.index + said[0].length } } : {}),
  };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const depreciationBasis: Reader = ({ text }) => {
  if (!/\bdeprecia(?:t|bl)/.test(text) || /\bcost seg|\bbonus\b|\brecapture\b|\bsold\b|\bsell/.test(text))
    return null;
  // A recovery period stated decides the kind; otherwise the property's words, and with none of
  // them both periods are shown (residential 27.5, commercial 39).
  const life = /\b(27\.5|39)[- ]?(?:years?|yrs?)\b/.exec(text);
  const commercialWords = COMMERCIAL.test(text.replace(/\b39[- ]?(?:years?|yrs?)\b/g, ''));
  const residentialWords = RESIDENTIAL.test(text.replace(/\b27\.5[- ]?(?:years?|yrs?)?/g, ''));
  const commercial = life ? life[1] === '39' : commercialWords && !residentialWords;
  if (!life && commercialWords && residentialWords) return null;
  const kindUnsaid = !life && !commercialWords && !residentialWords;
  const years = commercial ? 39 : 27.5;
  const lifeSpan = life ? { start: life.index, end: life.index + life[0].length } : undefined;
  const percentsSeen = amountsAt(text, new RegExp(PCT));
  // "what's that worth in tax if I'm in the 24% bracket": the deduction times the tax rate.
  const isBracket = (a: Span) =>
    /^\s*(?:(?:federal|marginal|income)\s+)?(?:tax\s+)?bracket\b/.test(text.slice(a.end, a.end + 24)) ||
    /\b(?:bracket|marginal(?: tax)? rate|tax rate)(?: of| is| at)?\s*$/.test(
      text.slice(Math.max(0, a.start - 24), a.start),
    );
  const allShares = amountsAt(text, new RegExp(PCT), true);
  const brackets = allShares.filter(isBracket);
  if (brackets.length > 1) return null;
  const bracket = brackets[0];
  const shares = allShares.filter((a) => a !== bracket);
  const amounts = amountsAt(
    text,
    new RegExp(`${AMOUNT}(?!\\s?(?:%|percent|pct|[- ]?years?|[- ]?yrs?|months?))`),
  ).filter(
    (a) =>
      !percentsSeen.some((p) => a.start >= p.start && a.start < p.end) &&
      !storyYears(text).some((y) => a.start === y.start),
  );
  let price: number | undefined;
  let land: { value: number; shown: string } | undefined;
  let buildingShare: number | undefined;
  let closing: number | undefined;
  const placed: Span[] = [...amounts, ...allShares];
  for (const share of shares) {
    const of = shareOf(text, share);
    if (!of || !(share.value > 0 && share.value < 1)) return null;
    if (of === 'building') {
      if (buildingShare !== undefined) return null;
      buildingShare = share.value;
      continue;
    }
    if (land || share.value >= 0.9) return null;
    land = { value: share.value, shown: formatPercent(share.value, 1) };
  }
  // "land 25% / building 75%": the two shares must make the whole; one alone gives the other.
  if (buildingShare !== undefined) {
    if (land && Math.abs(land.value + buildingShare - 1) > 0.005) return null;
    land ??= { value: 1 - buildingShare, shown: formatPercent(1 - buildingShare, 1) };
  }
  for (const a of amounts) {
    const words = clauseWords(text, a);
    if (/\bland\b|\blot\b/.test(words) && !land) land = { value: a.value, shown: '' };
    else if (/\bclosing\b|\bacquisition\b|\bsettlement\b|\btitle\b/.test(words) && closing === undefined)
      closing = a.value;
    else if (
      /\bbought\b|\bbuy(?:ing)?\b|\bpurchase[ds]?\b|\bpaid\b|\bprice\b|\bfor\b|\bcost\b|\bat\b/.test(words) &&
      price === undefined &&
      a.value >= 20000
    )
      price = a.value;
    else return null;
  }
  const first = firstYear(text);
  if (first === null) return null;
  if (price === undefined || !land || !everyNumberPlaced(text, [...placed, lifeSpan, first?.span]))
    return null;
  // The deal calculator answers a price and a land value alone; closing costs, a land share, a first
  // year or a recovery period stated (rule 107) are ours.
  if (closing === undefined && land.shown === '' && !first && !life) return null;
  const landValue = land.shown ? price * land.value : land.value;
  if (!(landValue < price)) return null;
  // Closing costs split between land and building like the price (a building share stated, or the
  // words say so): the building's part of price + closing costs (rule 68). Otherwise all of them go
  // into the building's basis (rule 64).
  const split =
    closing !== undefined &&
    (buildingShare !== undefined || ALLOCATED.test(text.replace(/\bsplits? it\b/, '')))
      ? 1 - landValue / price
      : undefined;
  const basis = split !== undefined ? (price + closing!) * split : price - landValue + (closing ?? 0);
  const yearly = basis / years;
  const other = { period: commercial ? 27.5 : 39, kind: commercial ? 'residential rental' : 'commercial' };
  return {
    title: 'Depreciable basis and yearly depreciation',
    inputs: [
      `Purchase price: ${formatMoney(price)}`,
      ...(buildingShare !== undefined && split === undefined
        ? [`Building: ${formatPercent(buildingShare, 0)} of the price`]
        : []),
      `Land (never depreciated): ${land.shown ? `${land.shown} of the price = ${formatMoney(landValue)}` : formatMoney(landValue)}`,
      ...(closing === undefined
        ? []
        : split !== undefined
          ? [
              `Closing costs: ${formatMoney(closing)}, split like the price: ${formatPercent(split, 1)} to the building = ${formatMoney(closing * split)}`,
            ]
          : [`Closing costs added to the basis: ${formatMoney(closing)}`]),
      kindUnsaid
        ? `Recovery period: ${years} years for a residential rental, ${other.period} for commercial property (the kind was not said; straight line)`
        : `Recovery period: ${years} years (${commercial ? 'commercial' : 'residential rental'} property, straight line)`,
    ],
    results: [
      split !== undefined
        ? `Depreciable basis: **${formatMoney(basis)}** ((${formatMoney(price)} + ${formatMoney(closing!)}) × ${formatPercent(split, 1)} building)`
        : `Depreciable basis: **${formatMoney(basis)}** (${formatMoney(price)} − ${formatMoney(landValue)}${closing !== undefined ? ` + ${formatMoney(closing)}` : ''})`,
      `Yearly depreciation: **${formatMoney(yearly)}** (${formatMoney(basis)} ÷ ${years})${kindUnsaid ? ' as a residential rental' : ''}`,
      ...(kindUnsaid
        ? [
            `As ${other.kind} property: ${formatMoney(basis / other.period)} a year (${formatMoney(basis)} ÷ ${other.period})`,
          ]
        : [`A month: ${formatMoney(yearly / 12)}`]),
      ...(first
        ? [
            `First year (${first.shown}): ${formatMoney(yearly)} × ${first.months} ÷ 12 = **${formatMoney((yearly * first.months) / 12)}**`,
          ]
        : []),
      ...(bracket
        ? [
            `Worth in tax at a ${formatPercent(bracket.value, 0)} bracket: **${formatMoney(yearly * bracket.value)}** a year (${formatMoney(yearly)} × ${formatPercent(bracket.value, 0)}), if the passive-loss rules let you use the deduction`,
          ]
        : []),
    ],
    method:
      split !== undefined
        ? 'Basis = (price + closing costs) × the building’s share, the closing costs split between land and building like the price; straight line over the recovery period, ignoring the mid-month convention of the first and last years; a CPA should confirm which closing costs belong in the basis'
        : 'Basis = price − land + closing costs that go into the basis; straight line over the recovery period, ignoring the mid-month convention of the first and last years; a CPA should confirm which closing costs belong in the basis',
  };
};

export const DEPRECIATION_READERS: readonly Reader[] = [depreciationBasis];

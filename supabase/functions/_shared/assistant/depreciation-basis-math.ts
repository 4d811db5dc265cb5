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

const depreciationBasis: Reader = ({ text }) => {
  if (!/\bdeprecia(?:t|bl)/.test(text) || /\bcost seg|\bbonus\b|\brecapture\b|\bsold\b|\bsell/.test(text))
    return null;
  const commercial = COMMERCIAL.test(text);
  if (commercial === RESIDENTIAL.test(text.replace(/\b39[- ]?(?:years?|yrs?)\b/g, ''))) return null;
  const years = commercial ? 39 : 27.5;
  const life = /\b(27\.5|39)[- ]?(?:years?|yrs?)\b/.exec(text);
  if (life && Number(life[1]) !== years) return null;
  const lifeSpan = life ? { start: life.index, end: life.index + life[0].length } : undefined;
  const percentsSeen = amountsAt(text, new RegExp(PCT));
  const shares = amountsAt(text, new RegExp(PCT), true);
  const amounts = amountsAt(
    text,
    new RegExp(`${AMOUNT}(?!\\s?(?:%|percent|pct|[- ]?years?|[- ]?yrs?))`),
  ).filter(
    (a) =>
      !percentsSeen.some((p) => a.start >= p.start && a.start < p.end) &&
      !storyYears(text).some((y) => a.start === y.start),
  );
  let price: number | undefined;
  let land: { value: number; shown: string } | undefined;
  let closing: number | undefined;
  const placed: Span[] = [...amounts, ...shares];
  for (const share of shares) {
    const words = clauseWords(text, share);
    if (!/\bland\b|\blot\b/.test(words) || land || !(share.value > 0 && share.value < 0.9)) return null;
    land = { value: share.value, shown: formatPercent(share.value, 1) };
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
  if (price === undefined || !land || !everyNumberPlaced(text, [...placed, lifeSpan])) return null;
  // The deal calculator answers a price and a land value alone; closing costs or a land share are ours.
  if (closing === undefined && land.shown === '') return null;
  const landValue = land.shown ? price * land.value : land.value;
  if (!(landValue < price)) return null;
  const basis = price - landValue + (closing ?? 0);
  const yearly = basis / years;
  return {
    title: 'Depreciable basis and yearly depreciation',
    inputs: [
      `Purchase price: ${formatMoney(price)}`,
      `Land (never depreciated): ${land.shown ? `${land.shown} of the price = ${formatMoney(landValue)}` : formatMoney(landValue)}`,
      ...(closing !== undefined ? [`Closing costs added to the basis: ${formatMoney(closing)}`] : []),
      `Recovery period: ${years} years (${commercial ? 'commercial' : 'residential rental'} property, straight line)`,
    ],
    results: [
      `Depreciable basis: **${formatMoney(basis)}** (${formatMoney(price)} − ${formatMoney(landValue)}${closing !== undefined ? ` + ${formatMoney(closing)}` : ''})`,
      `Yearly depreciation: **${formatMoney(yearly)}** (${formatMoney(basis)} ÷ ${years})`,
      `A month: ${formatMoney(yearly / 12)}`,
    ],
    method:
      'Basis = price − land + closing costs that go into the basis; straight line over the recovery period, ignoring the mid-month convention of the first and last years; a CPA should confirm which closing costs belong in the basis',
  };
};

export const DEPRECIATION_READERS: readonly Reader[] = [depreciationBasis];

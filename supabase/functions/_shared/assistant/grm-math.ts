// A price from a gross rent multiplier, with every number stated ("comparable sales trade at about 8.2
// times annual gross rent; rent is $60,000 a year: what price does that imply?"): the multiplier times
// the year's gross rent, beside the asking price when one is given. Part of quick-math (READERS there).
import { formatMoney, formatNumber } from './format.ts';
import { labelled, money, yearly, type Reader } from './quick-math-reading.ts';

/** "8.2 times annual gross rent", "a 9x GRM", "GRM of 8.5" (the tokenizer leaves these out). */
const MULTIPLIER =
  /\b(\d{1,2}(?:\.\d+)?)\s?(?:x|times)\s+(?:the\s+)?(?:annual\s+|yearly\s+)?(?:gross\s+)?(?:rents?|rental income|income)\b|\b(\d{1,2}(?:\.\d+)?)\s?x?\s+(?:grm|gross rent multiplier)\b|\b(?:grm|gross rent multiplier)(?: of| at| is)?\s+(\d{1,2}(?:\.\d+)?)\b/;
const ASKS_PRICE =
  /\b(?:what (?:price|value)|implied? (?:price|value)|imply|worth|value (?:it|the|this)|price (?:would|does|should)|how much (?:is it|would it be) worth|max(?:imum)? (?:price|offer))\b/;

const priceFromMultiplier: Reader = ({ text, tokens }) => {
  const multiple = MULTIPLIER.exec(text);
  if (!multiple || !ASKS_PRICE.test(text)) return null;
  const factor = Number(multiple[1] ?? multiple[2] ?? multiple[3]);
  if (!(factor > 1 && factor < 40)) return null;
  const rent = labelled(
    text,
    tokens,
    /\b(?:(?:gross\s+)?(?:scheduled\s+)?rents?|rental income|gross income)(?:\s+(?:is|of|are|at|roll))?/,
    ['money'],
    2,
  );
  if (!rent) return null;
  const asking = money(tokens).filter((t) => t !== rent && !t.period && t.value >= 20000);
  if (asking.length > 1 || money(tokens).length !== 1 + asking.length) return null;
  // A rent without a period of its own is a month's when small, a year's when large.
  const annual = rent.period ? yearly(rent) : rent.value < 20000 ? rent.value * 12 : rent.value;
  const price = factor * annual;
  const ask = asking[0]?.value;
  return {
    title: 'Price from a gross rent multiplier',
    inputs: [
      `Gross rent: ${formatMoney(annual)} a year`,
      `Multiplier: ${formatNumber(factor, 2)}× the year's gross rent`,
      ...(ask ? [`Asking price: ${formatMoney(ask)} (GRM ${formatNumber(ask / annual, 2)})`] : []),
    ],
    results: [
      `Implied price: **${formatMoney(price)}**`,
      ...(ask
        ? [`The asking price is ${formatMoney(Math.abs(ask - price))} ${ask > price ? 'above' : 'below'} it`]
        : []),
    ],
    method: `${formatNumber(factor, 2)} × ${formatMoney(annual)}`,
  };
};

export const GRM_READERS: readonly Reader[] = [priceFromMultiplier];

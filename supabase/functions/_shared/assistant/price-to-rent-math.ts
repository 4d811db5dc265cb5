// The price-to-rent ratio and gross rental yield of a price and a rent, every number stated ("median
// home 380k, median rent 1,800/mo: price-to-rent ratio and gross yield?", rule 69). Part of
// quick-math (READERS there).
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { everyNumberPlaced, money, type Reader } from './quick-math-reading.ts';

const ASKS_RATIO = /\bprice[- ]to[- ]rents?\b|\bp\/r\b|\bprice[- ]rent ratio\b/;
/** The gross rent multiplier is the same price ÷ a year's rent, under its investor's name. */
const ASKS_GRM = /\bgrm\b|\bgross rent(?:al)? multiplier\b|\brent multiplier\b/;
/** "1BR", "2-bed", "a 3 bedroom": the home's rooms, never an amount. */
const BEDROOMS = /\b\d\s?-?(?:br|bd|bed(?:room)?s?)\b/g;
const ASKS_YIELD = /\b(?:gross )?(?:rental |rent )?yield\b/;
/** The words that make an amount the rent ("median rent", "rents for", "rent is"). */
const RENT_WORDS = /\brent(?:s|al|ing)?\b|\brented\b|\blease[sd]?\b/;

/**
 * Ratio = price ÷ a year's rent; gross yield = a year's rent ÷ price (before any expense). Only a
 * question with one price and one rent, nothing else written: a second home, a down payment or an
 * expense is another question (the rental analysis or rent against buying).
 */
const priceToRentAndYield: Reader = ({ text, tokens }) => {
  const grmAsked = ASKS_GRM.test(text);
  const priceToRentAsked = ASKS_RATIO.test(text);
  // A GRM alone is the GRM readers' (grm-math.ts); with a gross yield both are one price and one rent.
  if (grmAsked && !priceToRentAsked && !ASKS_YIELD.test(text)) return null;
  const ratioAsked = priceToRentAsked || grmAsked;
  const yieldAsked = ASKS_YIELD.test(text);
  if (!ratioAsked && !yieldAsked) return null;
  if (/\bcap(?:italization)? rate\b|\b(?:net|debt|cash|bond) yield\b|\bnoi\b|\bexpenses?\b/.test(text))
    return null;
  // A building of units: a rent may be one unit's (the GRM and rental readers say which). "An
  // identical unit in the same building rents for" is one home's rent.
  if (
    /\b(?:duplex|triplex|fourplex|quadplex|\w*plex|(?:\d+|two|three|four|five|six)[\s-]*(?:units?|doors?|apartments)|each|per (?:unit|door))\b/.test(
      text,
    )
  )
    return null;
  const amounts = money(tokens);
  if (amounts.length !== 2) return null;
  const rents = amounts.filter((t) => {
    const near = text.slice(Math.max(0, t.start - 30), t.end + 20);
    return t.period !== undefined || (t.value < 20_000 && RENT_WORDS.test(near));
  });
  if (rents.length !== 1) return null;
  const rent = rents[0]!;
  const price = amounts.find((t) => t !== rent)!;
  if (price.period || price.value < 20_000) return null;
  // A rent with no period is a month's when small; a year's rent must say so.
  const yearlyRent = rent.period === 'yearly' ? rent.value : rent.value * 12;
  if (!(yearlyRent > 0 && yearlyRent < price.value)) return null;
  const rooms = [...text.matchAll(BEDROOMS)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  if (!everyNumberPlaced(text, [price, rent, ...rooms])) return null;
  const ratio = price.value / yearlyRent;
  return {
    title: grmAsked
      ? 'Gross rent multiplier and gross rental yield'
      : 'Price-to-rent ratio and gross rental yield',
    inputs: [
      `Price: ${formatMoney(price.value)}`,
      `Rent: ${rent.period === 'yearly' ? `${formatMoney(yearlyRent)} a year` : `${formatMoney(rent.value)} a month × 12 = ${formatMoney(yearlyRent)} a year`}`,
    ],
    results: [
      ...(grmAsked
        ? [
            `Gross rent multiplier: **${formatNumber(ratio, 2)}** (${formatMoney(price.value)} ÷ ${formatMoney(yearlyRent)}, price ÷ a year's gross rent)`,
          ]
        : []),
      ...(priceToRentAsked || !grmAsked
        ? [
            `Price-to-rent ratio: **${formatNumber(ratio, 2)}** (${formatMoney(price.value)} ÷ ${formatMoney(yearlyRent)})${ratio < 15 ? ', under 15: leans toward buying' : ratio > 20 ? ', over 20: leans toward renting' : ', between 15 and 20: neither clearly'}`,
          ]
        : []),
      `Gross rental yield: **${formatPercent(yearlyRent / price.value)}** (${formatMoney(yearlyRent)} ÷ ${formatMoney(price.value)}, before any expense)`,
    ],
    method: `${grmAsked ? 'Gross rent multiplier' : 'Price-to-rent ratio'} = price ÷ a year's rent; gross yield = a year's rent ÷ price`,
  };
};

export const PRICE_TO_RENT_READERS: readonly Reader[] = [priceToRentAndYield];

// A building's depreciation from its stated depreciable basis (rule 120): "the depreciable basis of the
// building is $280,000, straight line over 27.5 years". The basis is the building's own (no land share
// is taken out of it, as the depreciation calculator does from a purchase price), so the year's
// deduction is basis ÷ the recovery years; after N years held it is N times that, and the recapture
// tax at a stated rate is that total × the rate. A follow-up that adds the years held or the rate
// ("if we sell after exactly 6 full years, the total and the recapture at 25%?") is read with the
// earlier question (straightLineFollowUp). Part of quick-math (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import { normalizeText, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';
import {
  everyNumberPlaced,
  labelled,
  money,
  percents,
  type QuickAnswer,
  type Reader,
} from './quick-math-reading.ts';

const DEPRECIABLE =
  /\bdepreciable (?:basis|value|cost)(?: of (?:the |our |my )?(?:building|structure|improvements|house|home|rental))?|\b(?:building|structure|improvements)(?:'s)? (?:basis|value|portion)|\bbasis (?:of|in) (?:the |our |my )?(?:building|structure|improvements)/;
/** The recovery period: "over 27.5 years", "27.5-year straight line". */
const LIFE =
  /\b(?:straight[- ]line\b[^.?!\d]{0,20}|over\s+)(\d{1,2}(?:\.\d)?)\s*(?:-\s*)?(?:years?|yrs?)\b|\b(\d{1,2}(?:\.\d)?)[- ](?:years?|yrs?)\s+straight[- ]line\b/;
/** Years the deduction was taken: "after exactly 6 full years", "held 6 years", "for 6 years". */
const HELD =
  /\b(?:after|held(?: it)?(?: for)?|own(?:ed)? it(?: for)?|for|in)\s+(?:exactly\s+|about\s+)?(\d{1,2})\s+(?:full\s+)?(?:years?|yrs?)\b/;
const RECAPTURE = /\brecapture\w*\b/;

const straightLineDepreciation: Reader = ({ text, tokens }) => {
  if (!/\bdepreciat\w*\b/.test(text)) return null;
  const bases = money(tokens);
  if (bases.length !== 1) return null;
  const basis = labelled(text, bases, DEPRECIABLE, ['money'], 4);
  if (!basis || basis.value < 10000) return null;
  const life = LIFE.exec(text);
  if (!life) return null;
  const years = Number(life[1] ?? life[2]);
  if (![27.5, 39, 40, 30, 15, 7, 5].includes(years)) return null;
  // The years held, read outside the life's own words; every other number is the basis or the rate.
  const masked =
    text.slice(0, life.index) + ' '.repeat(life[0].length) + text.slice(life.index + life[0].length);
  const held = HELD.exec(masked);
  const heldYears = held ? Number(held[1]) : undefined;
  if (heldYears !== undefined && !(heldYears >= 1 && heldYears <= years)) return null;
  const within = (t: NumberToken, start: number, end: number) => t.start >= start && t.end <= end;
  const rates = percents(tokens);
  if (rates.length > 1 || (rates.length === 1 && !(RECAPTURE.test(text) && heldYears !== undefined)))
    return null;
  const rate = rates[0]?.value;
  if (rate !== undefined && !(rate > 0 && rate <= 0.4)) return null;
  const others = tokens.filter(
    (t) =>
      t !== basis &&
      !rates.includes(t) &&
      !within(t, life.index, life.index + life[0].length) &&
      !(held && within(t, held.index, held.index + held[0].length)),
  );
  // Every written number is read here (a home office's square feet are the office reader's).
  if (
    others.length > 0 ||
    !everyNumberPlaced(text, [
      basis,
      ...rates,
      { start: life.index, end: life.index + life[0].length },
      ...(held ? [{ start: held.index, end: held.index + held[0].length }] : []),
    ])
  )
    return null;
  const annual = basis.value / years;
  const inputs = [
    `Depreciable basis (the building): ${formatMoney(basis.value)}`,
    `Straight line over ${years} years`,
  ];
  const results = [
    `Annual depreciation: **${formatMoney(annual)}** (${formatMoney(basis.value)} ÷ ${years})`,
  ];
  let method = `Annual depreciation = basis ÷ ${years} years`;
  if (heldYears !== undefined) {
    const total = annual * heldYears;
    inputs.push(`Years taken: ${heldYears}`);
    results.push(
      `Total over ${heldYears} years: **${formatMoney(total)}** (${formatMoney(annual)} × ${heldYears})`,
    );
    method += `; total = annual × ${heldYears}`;
    if (rate !== undefined) {
      inputs.push(`Recapture tax rate: ${formatPercent(rate)}`);
      results.push(
        `Recapture tax: **${formatMoney(total * rate)}** (${formatMoney(total)} × ${formatPercent(rate)})`,
      );
      method += '; recapture tax = total × the rate';
    }
  }
  return {
    title: 'Straight-line depreciation',
    inputs,
    results,
    method: `${method}. Full years only; the first and last years' mid-month convention is left out`,
  };
};

export const STRAIGHT_LINE_DEPRECIATION_READERS: readonly Reader[] = [straightLineDepreciation];

/** The years held or the recapture rate, added after a building's depreciation was read. */
export function straightLineFollowUp(followUp: string, previousQuestion: string): QuickAnswer | null {
  const text = normalizeText(followUp);
  if (!HELD.test(text) && !RECAPTURE.test(text)) return null;
  if (money(tokenizeNumbers(text)).length > 0) return null;
  const earlier = normalizeText(previousQuestion);
  const read = (t: string) => straightLineDepreciation({ text: t, tokens: tokenizeNumbers(t) });
  if (!read(earlier)) return null;
  return read(`${earlier} ${text}`);
}

// A building bought by the square foot and the cash to close it (docs/assistant.md rule 108): "6,800
// sq ft warehouse at $185 per sq ft: price, and cash to close with 25% down and closing costs of 2% of
// the price". Price = area × the price a foot; cash = the down payment + closing costs (a percent of
// the price, or dollars). Every number must be named. Part of quick-math (READERS there).
import { formatAmount, formatMoney, formatNumber, formatRate } from './format.ts';
import { AREA, PER_AREA, everyNumberPlaced, num, amountValue, type Reader } from './quick-math-reading.ts';

export const priceByFootAndCashToClose: Reader = ({ text, tokens }) => {
  if (!/\bcash to close\b|\bcash (?:needed|required) (?:to|at) clos/.test(text) || !/\bdown\b/.test(text))
    return null;
  const rates = [...text.matchAll(new RegExp(PER_AREA.source, 'g'))];
  const rateSpans = rates.map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const areas = [...text.matchAll(new RegExp(AREA.source, 'g'))].filter(
    (m) => !rateSpans.some((s) => (m.index ?? 0) >= s.start && (m.index ?? 0) < s.end),
  );
  if (rates.length !== 1 || areas.length !== 1) return null;
  const perFoot = amountValue(rates[0]![1]!, rates[0]![2]);
  const area = num(areas[0]![1]!);
  const areaSpan = { start: areas[0]!.index ?? 0, end: (areas[0]!.index ?? 0) + areas[0]![0].length };
  const outside = tokens.filter(
    (t) => ![areaSpan, ...rateSpans].some((s) => t.start >= s.start && t.end <= s.end),
  );
  const down = outside.filter(
    (t) => t.kind === 'percent' && /^\s*down\b/.test(text.slice(t.end, t.end + 10)),
  );
  // "closing costs are 2%", "$12,000 closing costs": named before the figure or right after it.
  const closing = outside.filter(
    (t) =>
      !down.includes(t) &&
      (/\bclosing(?: costs?)?\b[^\d]{0,12}$/.test(text.slice(Math.max(0, t.start - 30), t.start)) ||
        /^\s*(?:in\s+|of\s+|for\s+)?closing(?: costs?)?\b/.test(text.slice(t.end, t.end + 25))),
  );
  if (down.length !== 1 || closing.length !== 1 || outside.length !== 2) return null;
  const c = closing[0]!;
  if (c.kind !== 'percent' && !(c.kind === 'money' && !c.period)) return null;
  if (!everyNumberPlaced(text, [areaSpan, ...rateSpans, ...outside])) return null;
  const price = area * perFoot;
  const downAmount = price * down[0]!.value;
  const costs = c.kind === 'percent' ? price * c.value : c.value;
  return {
    title: 'Price by the square foot and cash to close',
    inputs: [
      `Size: ${formatNumber(area)} sq ft`,
      `Price: ${formatAmount(perFoot)} a sq ft`,
      `Down payment: ${formatRate(down[0]!.value)}`,
      `Closing costs: ${c.kind === 'percent' ? `${formatRate(c.value)} of the price` : formatAmount(c.value)}`,
    ],
    results: [
      `Purchase price: ${formatNumber(area)} × ${formatAmount(perFoot)} = **${formatMoney(price)}**`,
      `Down payment: ${formatMoney(price)} × ${formatRate(down[0]!.value)} = ${formatMoney(downAmount)}`,
      `Closing costs: ${formatMoney(costs)}`,
      `Cash to close: ${formatMoney(downAmount)} + ${formatMoney(costs)} = **${formatMoney(downAmount + costs)}**`,
      `Loan: ${formatMoney(price - downAmount)}`,
    ],
    method:
      'Price = area × price a foot; cash to close = the down payment + closing costs (reserves and lender fees aside)',
  };
};

export const PURCHASE_BY_FOOT_READERS: readonly Reader[] = [priceByFootAndCashToClose];

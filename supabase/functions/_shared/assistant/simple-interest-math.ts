// Simple interest on a sum (rule 120): a CD's interest, an interest-only bridge loan's payment. The
// year's interest is the sum × the rate, a month's is a twelfth of that, and over N months it is N
// months' worth. Read only when the words say the interest is simple (a CD, a bridge loan; a bare
// "interest only" is the interest-only reader's), so an amortizing loan's interest over years is never
// read here, and only when no span of years is given (a CD over years may compound). Part of
// quick-math (READERS there).
import { formatMoney, formatRate } from './format.ts';
import { everyNumberPlaced, money, percents, type Reader } from './quick-math-reading.ts';

const SIMPLE =
  /\bsimple interest\b|\bcd\b|\bcertificate of deposit\b|\bmoney market\b|\bsavings account\b|\bbridge loan\b/;

const simpleInterest: Reader = ({ text, tokens }) => {
  if (!SIMPLE.test(text) || !/\binterest\b/.test(text)) return null;
  // A payment asked ("interest-only payment on a HELOC") is the interest-only calculator's.
  if (/\bcompound\w*\b|\bamortiz\w*\b|\bapy\b|\bpa?y?me?nts?\b|\bheloc\b/.test(text)) return null;
  const sums = money(tokens);
  const rates = percents(tokens);
  const months = tokens.filter((t) => t.kind === 'months');
  // The same span said twice ("will take 4 months … the total for the 4 months") is one span.
  if (months.some((t) => t.value !== months[0]!.value)) return null;
  if (sums.length !== 1 || rates.length !== 1 || tokens.length !== 2 + months.length) return null;
  // Every number is the sum, the rate or the span ("1 pt origination" is a fee no formula here uses).
  if (!everyNumberPlaced(text, tokens)) return null;
  const sum = sums[0]!;
  const rate = rates[0]!.value;
  if (sum.period || !(rate > 0 && rate < 0.25) || sum.value < 1000) return null;
  const yearly = sum.value * rate;
  const span = months[0]?.value;
  return {
    title: 'Simple interest',
    inputs: [
      `Amount: ${formatMoney(sum.value)}`,
      `Rate: ${formatRate(rate)} a year, simple (no compounding)`,
      ...(span ? [`Time: ${span} months`] : []),
    ],
    results: [
      `Interest a month: **${formatMoney(yearly / 12)}** (${formatMoney(yearly)} ÷ 12)`,
      `Interest a year: **${formatMoney(yearly)}** (${formatMoney(sum.value)} × ${formatRate(rate)})`,
      ...(span ? [`Over ${span} months: **${formatMoney((yearly / 12) * span)}**`] : []),
    ],
    method: 'A year’s interest = amount × rate; a month’s = that ÷ 12; over N months = N × a month’s',
  };
};

export const SIMPLE_INTEREST_READERS: readonly Reader[] = [simpleInterest];

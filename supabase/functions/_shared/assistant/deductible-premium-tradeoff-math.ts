// Two insurance quotes, each a premium with its own deductible (rule 115): "$2,340 a year with a $5,000
// deductible, or $1,890 a year with a $10,000 deductible". The low deductible costs the premium
// difference a year more; the years of that extra premium that add up to the difference in
// deductibles = the deductibles' difference ÷ the premiums' difference a year. Only when each premium
// is said with its own deductible in one clause; any other amount (a claim, a coverage) leaves the
// question to the other readers. Part of quick-math (READERS there).
import { formatMoney, formatNumber } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, money, type Reader } from './quick-math-reading.ts';

const DEDUCTIBLE_AFTER = /^\s?(?:deductible|ded\b)/;
const DEDUCTIBLE_BEFORE = /\b(?:deductible|ded)(?: of| is)?:?\s?$/;
/** A premium's period said after it: "$2,340 a year", "$1,890/yr", "$160 a month". */
const PREMIUM_AFTER = /^\s?(?:a|per|\/)\s?(?:year|yr|month|mo)\b|^\s?(?:annually|yearly|monthly)\b/;
const ASKED =
  /\bhow many years\b|\bbreak[- ]?even\b|\bhow much more\b|\bdifference\b|\bextra premium\b|\bpays? (?:for )?itself\b|\bworth it\b/;
/** Where one quote's clause ends: "or", "vs", a semicolon, a sentence. */
const CLAUSE_END = /\bor\b|\bvs\.?\b|\bversus\b|[;.]\s/;

interface Quote {
  premium: NumberToken;
  yearly: number;
  deductible: NumberToken;
}

function isDeductible(text: string, t: NumberToken): boolean {
  return (
    DEDUCTIBLE_AFTER.test(text.slice(t.end, t.end + 14)) ||
    DEDUCTIBLE_BEFORE.test(text.slice(Math.max(0, t.start - 18), t.start))
  );
}

export const deductiblePremiumTradeoff: Reader = ({ text, tokens }) => {
  if (!/\bdeductibles?\b/.test(text) || !/\b(?:premium|polic(?:y|ies)|quotes?|insurance)\b/.test(text))
    return null;
  if (!ASKED.test(text)) return null;
  const amounts = money(tokens);
  if (amounts.length !== tokens.length) return null;
  const deductibles = amounts.filter((t) => isDeductible(text, t));
  const premiums = amounts.filter(
    (t) =>
      !deductibles.includes(t) &&
      (t.period === 'yearly' || t.period === 'monthly' || PREMIUM_AFTER.test(text.slice(t.end, t.end + 12))),
  );
  // "the $5,000 difference in deductibles": the difference said again, read once.
  const rest = amounts.filter((t) => !deductibles.includes(t) && !premiums.includes(t));
  if (deductibles.length !== 2 || premiums.length !== 2) return null;
  const quotes: Quote[] = [];
  for (const premium of premiums) {
    // Its deductible is the one said in the same clause as the premium.
    const own = deductibles.filter((d) => {
      const [a, b] = d.start < premium.start ? [d.end, premium.start] : [premium.end, d.start];
      return !CLAUSE_END.test(text.slice(a, b));
    });
    if (own.length !== 1) return null;
    const monthly =
      premium.period === 'monthly' ||
      /^\s?(?:a|per|\/)\s?(?:month|mo)\b|^\s?monthly\b/.test(text.slice(premium.end, premium.end + 12));
    quotes.push({ premium, yearly: premium.value * (monthly ? 12 : 1), deductible: own[0]! });
  }
  if (quotes[0]!.deductible === quotes[1]!.deductible) return null;
  const [low, high] = [...quotes].sort((a, b) => a.deductible.value - b.deductible.value) as [Quote, Quote];
  const extra = low.yearly - high.yearly;
  const deductibleGap = high.deductible.value - low.deductible.value;
  if (deductibleGap <= 0 || extra <= 0) return null;
  if (!rest.every((t) => Math.abs(t.value - deductibleGap) < 0.005)) return null;
  if (!everyNumberPlaced(text, amounts)) return null;
  const years = deductibleGap / extra;
  return {
    title: 'Low deductible against high: the extra premium',
    inputs: [
      `Low deductible: ${formatMoney(low.deductible.value)} at ${formatMoney(low.yearly)} a year`,
      `High deductible: ${formatMoney(high.deductible.value)} at ${formatMoney(high.yearly)} a year`,
    ],
    results: [
      `The low-deductible policy costs **${formatMoney(extra)}** more a year`,
      `Difference in deductibles: ${formatMoney(deductibleGap)}`,
      `Years of the extra premium to add up to it: **${formatNumber(years, 2)}** (${formatMoney(deductibleGap)} ÷ ${formatMoney(extra)})`,
    ],
    method:
      'Premium difference a year = low-deductible premium − high-deductible premium; years = the difference in deductibles ÷ the premium difference. With no claim in those years the high deductible saves the whole extra premium.',
  };
};

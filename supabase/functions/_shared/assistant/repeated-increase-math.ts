// An amount after a count of equal percent increases (rule 120): "HOA is 395 a month and the board
// says expect 6% increases every year. After three of those increases, what's the fee?" Each increase
// is on the amount before it, so after N of them the amount is amount × (1 + rate)^N. Read only when
// the count is said of the increases themselves ("after three increases", "three more raises"), one
// amount and one percent are given, and nothing else. Part of quick-math (READERS there).
import { formatMoney, formatRate } from './format.ts';
import { everyNumberPlaced, money, percents, type Reader } from './quick-math-reading.ts';
import { countOf } from './number-words.ts';

const INCREASES =
  /\b(?:after|following|with)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:more\s+)?(?:of\s+(?:those|these|them|the|such)\s+)?(?:(?:annual|yearly)\s+)?(?:increases|raises|hikes|bumps|increments)\b/;

const repeatedIncrease: Reader = ({ text, tokens }) => {
  const count = INCREASES.exec(text);
  if (!count) return null;
  const n = countOf(count[1]!);
  // The count's own digits are no amount.
  const rest = tokens.filter((t) => !(t.start >= count.index && t.end <= count.index + count[0].length));
  const amounts = money(rest);
  const rates = percents(rest);
  if (amounts.length !== 1 || rates.length !== 1 || rest.length !== 2 || !(n >= 1 && n <= 10)) return null;
  if (!everyNumberPlaced(text, [...rest, { start: count.index, end: count.index + count[0].length }]))
    return null;
  const amount = amounts[0]!;
  const rate = rates[0]!.value;
  if (!(rate > 0 && rate < 0.5)) return null;
  const after = amount.value * (1 + rate) ** n;
  const per = amount.period === 'monthly' ? ' a month' : amount.period === 'yearly' ? ' a year' : '';
  return {
    title: 'After repeated increases',
    inputs: [
      `Now: ${formatMoney(amount.value)}${per}`,
      `Each increase: ${formatRate(rate)}`,
      `Increases: ${n}`,
    ],
    results: [
      `After ${n} increase${n === 1 ? '' : 's'}: **${formatMoney(after)}**${per}`,
      `Up ${formatMoney(after - amount.value)} (${formatRate((1 + rate) ** n - 1)}) from now`,
    ],
    method: `Amount × (1 + ${formatRate(rate)})^${n}: each increase is on the amount before it`,
  };
};

export const REPEATED_INCREASE_READERS: readonly Reader[] = [repeatedIncrease];

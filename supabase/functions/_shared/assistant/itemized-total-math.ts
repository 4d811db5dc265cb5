// Costs listed and added up, less what someone else pays (docs/assistant.md rule 72): "movers 7,800,
// 2 months of overlap rent at 2,150/mo, the new place's first month plus a deposit of 1.5x its 2,400
// rent, shipping the car 1,275; the employer gives a 10k stipend: total cash the move takes, and out
// of pocket after the stipend?". A one-time amount counts once; an amount a month counts for the
// months its own clause says ("2 months … at 2,150/mo", "first month", "first and last month", a
// deposit of "1.5x rent" or "one month's rent"), and a monthly amount whose months are not said makes
// the reader decline; a stipend, reimbursement or credit comes off. Part of quick-math (READERS there).
import { formatMoney, formatNumber } from './format.ts';
import { COUNT_WORDS, countOrOne } from './number-words.ts';
import type { NumberToken } from './parse-numbers.ts';
import { wordsBefore, type Reader } from './quick-math-reading.ts';

const ASKS_TOTAL =
  /\b(?:total|add(?:ing)? (?:it |them |everything |all (?:of )?(?:it |this |that )?)?up|all in|altogether|in all|out of pocket|what(?:'s| is| will| would) (?:the |this |that |it )?(?:move|moving|it|everything) (?:cost|run|come to))\b/;
/** Someone else's money towards the costs. */
const CREDIT =
  /\b(?:stipend|reimburs\w*|allowance|relo(?:cation)? (?:package|bonus|benefit)|lump[- ]sum|signing bonus|credit|refund\w*|(?:employer|company|work|job) (?:gives?|pays?|covers?|provides?|chips? in|kicks? in))\b/;
const COUNT = `(\\d{1,2}|${COUNT_WORDS}|a|an|one)`;
const MONTHS_SAID = new RegExp(`\\b${COUNT}(?: more| extra| full)? months?\\b`);
const FIRST_AND_LAST = /\bfirst (?:and|&|\+) last(?: months?)?\b/;
const FIRST_MONTH = /\bfirst month'?s?\b/;
/** "a deposit of 1.5x rent", "deposit equal to one month's rent", "2 months' deposit". */
const DEPOSIT_TIMES =
  /\bdeposit (?:of |equal to |is |=\s*)?(\d+(?:\.\d+)?)\s*(?:x|×|times)\s*(?:the )?(?:monthly )?(?:rent|that|it)\b/;
const DEPOSIT_MONTHS = new RegExp(
  `\\bdeposit (?:of |equal to |is )?${COUNT} months?'?s?(?: rent)?\\b|\\b${COUNT} months?'?s? (?:rent )?(?:as (?:a )?)?deposit\\b`,
);

/**
 * The words that go with an amount: from the amount before it (or the sentence's start) to the amount
 * after it (or the sentence's end), so "first and last month on the new place at 1,850/mo, plus a
 * deposit equal to one month's rent" stays with its rent.
 */
function regionOf(
  text: string,
  amounts: readonly NumberToken[],
  t: NumberToken,
): { text: string; start: number } {
  const i = amounts.indexOf(t);
  const sentenceStart = Math.max(text.lastIndexOf('. ', t.start) + 1, text.lastIndexOf('? ', t.start) + 1, 0);
  const ends = ['. ', '? ', '! '].map((s) => text.indexOf(s, t.end)).filter((x) => x >= 0);
  const sentenceEnd = ends.length ? Math.min(...ends) : text.length;
  const start = Math.max(sentenceStart, amounts[i - 1]?.end ?? 0);
  const end = Math.min(sentenceEnd, amounts[i + 1]?.start ?? text.length);
  return { text: text.slice(start, end), start };
}

/** What an amount is for: the words before it in its own clause ("movers quoted"), or the words after
 * it when those name it ("a 10k relo stipend") or nothing stands before it. */
function nameOf(text: string, tokens: readonly NumberToken[], t: NumberToken): string {
  const before = (
    wordsBefore(text, tokens, t, 60)
      .split(/[,;:]\s|\.\s/)
      .pop() ?? ''
  )
    .replace(
      /(?:\s+(?:is|are|was|were|of|at|about|around|roughly|quoted|costs?|runs?|will be|would be|=|~|\$))+\s*$/,
      '',
    )
    .replace(/^\s*(?:and|plus|then|also|we'll|we will|i'll|i will)\s+/, '')
    .trim();
  const after = (
    /^\s*(?:\/\s*mo\w*\s*)?((?:[a-z'-]+\s*){1,3})/.exec(text.slice(t.end).split(/[,;.]/)[0] ?? '')?.[1] ?? ''
  ).trim();
  const useAfter =
    after !== '' &&
    (before.length < 3 || CREDIT.test(after) || /\b(?:gives?|pays?|covers?|provides?|an?|the)$/.test(before));
  const name = useAfter ? after : before || 'Item';
  return `${name[0]!.toUpperCase()}${name.slice(1)}`;
}

interface Item {
  name: string;
  amount: number;
  shown: string;
  credit: boolean;
}

/** Money going out: what the list is of. Rents, incomes and a rent roll are other readers'. */
const SPENDING =
  /\b(?:costs?|cash|spend|spent|expenses?|fees?|budget|out of pocket|bring|pay|paying|move|moving|relocat\w*|bills?|quoted|movers?|deposits?)\b/;
const NOT_SPENDING =
  /\brent roll\b|\bin[- ]place\b|\bmarket rents?\b|\bloss[- ]to[- ]lease\b|\bltl\b|\bincome\b|\bnoi\b|\bunits? (?:rent|at)\b|#\s?\d/;

export const itemizedTotal: Reader = ({ text, tokens }) => {
  if (!ASKS_TOTAL.test(text) || !SPENDING.test(text) || NOT_SPENDING.test(text)) return null;
  // "packing supplies 300": a bare amount in a list of costs is dollars, unless a unit follows it.
  const amounts = tokens.filter(
    (t) =>
      t.kind === 'money' ||
      (t.kind === 'plain' &&
        t.value >= 50 &&
        !/^\s*(?:sq|square|miles?|mi\b|nights?|days?|hours?|units?|people|guests?|lbs?|pounds|boxes)/.test(
          text.slice(t.end, t.end + 12),
        )),
  );
  // A list of costs, never a price, a loan or a rate (other readers' questions).
  if (amounts.length < 3 || amounts.some((t) => t.value >= 100_000 || t.period === 'yearly')) return null;
  if (tokens.some((t) => t.kind === 'percent' || t.kind === 'years')) return null;
  const counted = new Set<NumberToken>();
  const items: Item[] = [];
  // "total monthly cost: mortgage 2,100/mo, hoa 300/mo, utilities 250/mo": all a month, summed a month.
  const allMonthly = amounts.every((t) => t.period === 'monthly');
  for (const t of amounts) {
    const region = regionOf(text, amounts, t);
    const credit = CREDIT.test(region.text);
    if (t.period !== 'monthly' || allMonthly) {
      items.push({ name: nameOf(text, tokens, t), amount: t.value, shown: formatMoney(t.value), credit });
      continue;
    }
    // A monthly amount among lump sums counts for the months its words say, and a deposit in rents.
    const months = tokens.find(
      (o) => o.kind === 'months' && o.start >= region.start && o.end <= region.start + region.text.length,
    );
    if (months) counted.add(months);
    const written = MONTHS_SAID.exec(region.text);
    const said = months?.value ?? (written ? countOrOne(written[1]!) : undefined);
    const times = DEPOSIT_TIMES.exec(region.text);
    const depositMonths = DEPOSIT_MONTHS.exec(region.text);
    const deposit = times
      ? Number(times[1])
      : depositMonths
        ? countOrOne((depositMonths[1] ?? depositMonths[2])!)
        : 0;
    // "first and last", "first month"; months said only for the deposit are the deposit's.
    const rentMonths = FIRST_AND_LAST.test(region.text)
      ? 2
      : FIRST_MONTH.test(region.text)
        ? 1
        : depositMonths
          ? 0
          : said;
    if (rentMonths === undefined || (rentMonths === 0 && deposit === 0)) return null;
    const parts = [
      ...(rentMonths > 0
        ? [`${formatNumber(rentMonths, 0)} month${rentMonths === 1 ? '' : 's'} × ${formatMoney(t.value)}`]
        : []),
      ...(deposit > 0 ? [`a deposit of ${formatNumber(deposit, 2)} × ${formatMoney(t.value)}`] : []),
    ];
    const amount = (rentMonths + deposit) * t.value;
    items.push({
      name: nameOf(text, tokens, t),
      amount,
      shown: `${parts.join(' + ')} = ${formatMoney(amount)}`,
      credit,
    });
  }
  // Every number is an amount or the months of one.
  if (tokens.some((o) => !amounts.includes(o) && !counted.has(o))) return null;
  const costs = items.filter((i) => !i.credit);
  const credits = items.filter((i) => i.credit);
  if (costs.length < 2) return null;
  const total = costs.reduce((sum, i) => sum + i.amount, 0);
  const paid = credits.reduce((sum, i) => sum + i.amount, 0);

  return {
    title: 'Costs added up',
    inputs: [
      ...costs.map((i) => `${i.name}: ${i.shown}`),
      ...credits.map((i) => `${i.name} (paid by someone else): −${i.shown}`),
    ],
    results: [
      `Total: **${formatMoney(total)}**${allMonthly ? ' a month' : ''}`,
      ...(credits.length > 0
        ? [`Out of pocket after ${formatMoney(paid)}: **${formatMoney(total - paid)}**`]
        : []),
    ],
    method:
      'One-time amounts once; an amount a month × the months said (first month, first and last, a deposit in rents); less what someone else pays',
  };
};

// Costs listed and added up, less what someone else pays (docs/assistant.md rule 72): "movers 7,800,
// 2 months of overlap rent at 2,150/mo, the new place's first month plus a deposit of 1.5x its 2,400
// rent, shipping the car 1,275; the employer gives a 10k stipend: total cash the move takes, and out
// of pocket after the stipend?". A one-time amount counts once; an amount a month counts for the
// months its own clause says ("2 months … at 2,150/mo", "first month", "first and last month", a
// deposit of "1.5x rent" or "one month's rent"), and a monthly amount whose months are not said makes
// the reader decline; a stipend, reimbursement or credit comes off. Part of quick-math (READERS there).
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { COUNT_WORDS, countOrOne } from './number-words.ts';
import type { NumberToken } from './parse-numbers.ts';
import { storyYears, wordsBefore, type Reader } from './quick-math-reading.ts';

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
      .split(/[,;:]\s|[.?!]\s/)
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

/** "$149/night", "$95 a night", "149 per night", "nightly rate of $149". */
const PER_NIGHT = /^\s*(?:\/\s*(?:night|nt)\b|(?:a|per|each)\s+night\b|nightly\b)/;
/** A count of nights: "2 hotel nights", "30 nights of temp housing", "for 3 more nights". */
const NIGHTS_AFTER = /^\s*(?:[a-z-]+\s+){0,2}?(?:nights?|nts?)\b/;
/** A tax on a night's rate: "plus 13.5% tax", "+ 12% occupancy tax", "taxed at 14%". */
const TAX_AFTER = /^\s*(?:(?:hotel|lodging|occupancy|room|sales|bed|in)\s+)?tax(?:es)?\b/;

/** The words of an amount's own clause: back to the amount or break before it, on to the break after. */
function ownWords(text: string, tokens: readonly NumberToken[], t: NumberToken): string {
  const before =
    wordsBefore(text, tokens, t, 60)
      .split(/[,;:]\s|\.\s/)
      .pop() ?? '';
  const after = text.slice(t.end).split(/[,;:]\s|\.\s|[?!]/)[0] ?? '';
  return `${before} ${after}`;
}

const LODGING: readonly [RegExp, string][] = [
  [/\btemp(?:orary)? (?:housing|apartment|rental)\b/, 'Temporary housing'],
  [/\bcorporate (?:housing|apartment)\b/, 'Corporate housing'],
  [/\bextended[- ]stay\b/, 'Extended-stay hotel'],
  [/\bairbnb\b|\bvrbo\b|\bshort[- ]term rental\b/, 'Short-term rental'],
  [/\bhot(?:el|le)s?\b|\bmotels?\b|\binn\b/, 'Hotel'],
];

/** A stay named by what it is ("Hotel", "Temporary housing"), from the words of its own clause. */
function stayName(text: string, stay: Stay): string {
  const start = Math.min(stay.rate.start, stay.nights.start);
  const from = Math.max(...[', ', '; ', '. ', ' then '].map((s) => text.lastIndexOf(s, start)), 0);
  const to = [', ', '; ', '. '].map((s) => text.indexOf(s, stay.rate.end)).filter((x) => x >= 0);
  const words = text.slice(from, to.length ? Math.min(...to) : text.length);
  return LODGING.find(([re]) => re.test(words))?.[1] ?? 'Lodging';
}

interface Stay {
  rate: NumberToken;
  nights: NumberToken;
  tax?: NumberToken;
}

/**
 * The nightly stays in a list of costs (rule 85): a rate a night, the count of nights in its own
 * clause and a tax said right after it. Null when a rate a night has no count of its own, or a count
 * of nights or a tax cannot be placed: the reader then declines rather than guess.
 */
function readStays(
  text: string,
  tokens: readonly NumberToken[],
  amounts: readonly NumberToken[],
): Stay[] | null {
  const stays: Stay[] = [];
  const used = new Set<NumberToken>();
  for (const rate of amounts.filter(
    (t) =>
      PER_NIGHT.test(text.slice(t.end, t.end + 12)) ||
      /\bnightly (?:rate )?(?:of |is |at )?\$?$/.test(text.slice(Math.max(0, t.start - 22), t.start)),
  )) {
    const clauseStart = Math.max(
      ...[', ', '; ', '. ', ' then '].map((s) => text.lastIndexOf(s, rate.start)),
      0,
    );
    const ends = [', ', '; ', '. ', ' then '].map((s) => text.indexOf(s, rate.end)).filter((x) => x >= 0);
    const clauseEnd = ends.length ? Math.min(...ends) : text.length;
    const counts = tokens.filter(
      (t) =>
        t.kind === 'plain' &&
        !amounts.includes(t) &&
        !used.has(t) &&
        t.start >= clauseStart &&
        t.end <= clauseEnd &&
        t.value >= 1 &&
        t.value <= 365 &&
        NIGHTS_AFTER.test(text.slice(t.end, t.end + 30)),
    );
    if (counts.length !== 1) return null;
    used.add(counts[0]!);
    // The tax said with the stay: in its clause after the rate ("$175/night for 3 nights plus 15% tax")
    // or opening the next one ("110/night, 14% tax").
    const nextEnds = [', ', '; ', '. '].map((s) => text.indexOf(s, clauseEnd + 2)).filter((x) => x >= 0);
    const reach = /^(?:,|;)\s/.test(text.slice(clauseEnd, clauseEnd + 2))
      ? nextEnds.length
        ? Math.min(...nextEnds)
        : text.length
      : clauseEnd;
    const tax = tokens.find(
      (t) =>
        t.kind === 'percent' &&
        t.start > rate.end &&
        t.end <= reach &&
        (TAX_AFTER.test(text.slice(t.end, t.end + 25)) ||
          /\b(?:tax(?:es)? (?:of|at|is)|taxed at)\s*$/.test(text.slice(Math.max(0, t.start - 16), t.start))),
    );
    if (tax && !(tax.value > 0 && tax.value < 0.3)) return null;
    stays.push({ rate, nights: counts[0]!, ...(tax ? { tax } : {}) });
  }
  // A count of nights no stay took ("3 nights", no rate) is not placed.
  if (
    tokens.some(
      (t) => t.kind === 'plain' && !used.has(t) && /^\s*nights?\b/.test(text.slice(t.end, t.end + 10)),
    )
  )
    return null;
  return stays;
}

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
  const counted = new Set<NumberToken>();
  const stays = readStays(text, tokens, amounts);
  if (!stays) return null;
  for (const stay of stays) {
    counted.add(stay.nights);
    if (stay.tax) counted.add(stay.tax);
  }
  if (tokens.some((t) => (t.kind === 'percent' && !counted.has(t)) || t.kind === 'years')) return null;
  const items: Item[] = [];
  // "total monthly cost: mortgage 2,100/mo, hoa 300/mo, utilities 250/mo": all a month, summed a month.
  const allMonthly = amounts.every((t) => t.period === 'monthly');
  for (const t of amounts) {
    const region = regionOf(text, amounts, t);
    // Paid by someone else when the amount's own words say so: "pet transport $650, and the employer
    // reimburses $6,000" leaves the $650 a cost.
    const credit = CREDIT.test(ownWords(text, tokens, t));
    const stay = stays.find((s) => s.rate === t);
    if (stay) {
      const base = stay.nights.value * t.value;
      const amount = base * (1 + (stay.tax?.value ?? 0));
      const taxShown = stay.tax ? ` + ${formatPercent(stay.tax.value, 2)} tax` : '';
      items.push({
        name: stayName(text, stay),
        amount,
        shown: `${formatNumber(stay.nights.value, 0)} nights × ${formatMoney(t.value)}${taxShown} = ${formatMoney(amount)}`,
        credit: false,
      });
      continue;
    }
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
  // A calendar year told in the story ("moving in 2025") is no amount.
  const years = storyYears(text);
  if (
    tokens.some(
      (o) =>
        !amounts.includes(o) && !counted.has(o) && !years.some((y) => y.start <= o.start && y.end >= o.end),
    )
  )
    return null;
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
    method: `One-time amounts once; an amount a month × the months said (first month, first and last, a deposit in rents)${stays.length > 0 ? '; a stay = nights × the rate a night, plus its tax' : ''}; total less what someone else pays = out of pocket`,
  };
};

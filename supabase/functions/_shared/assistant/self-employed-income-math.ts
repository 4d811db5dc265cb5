// Self-employed, gig, 1099 or commission income as a lender counts it (rule 81): two (or three) years'
// net income, each beside its year ("52,300 in 2023 and 61,900 in 2024", "last year 61.9k, the year
// before 52.3k"), averaged over the months of the years, or the lower year when the lender says so
// ("they'll only use the lower year") or when the income fell and no method is said; then, at a stated
// cap, the most housing payment (front-end: income × cap) or the most total debt payment (back-end:
// income × cap) and the housing payment it leaves after the stated debts. The calendar years are labels,
// never amounts (parse-numbers.ts). Part of quick-math (READERS there), read before the qualifying
// readers, which would take one year's income as the whole income and the other as a down payment.
import type { HistoryTurn } from '../protocol.ts';
import { formatMoney, formatPercent } from './format.ts';
import { normalizeText, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';
import { percents, type QuickAnswer, type Reader } from './quick-math-reading.ts';

/** Income that is not a salary: self-employment, gig work, a 1099, commissions. */
const VARIABLE_INCOME =
  /\b(?:self[- ]?employ\w*|1099s?|schedule c|sch\.? c|freelanc\w*|(?:independent )?contractor|gig\w*|uber|lyft|doordash|door dash|instacart|grubhub|postmates|rideshare|ride share|deliver(?:y|ies|ing)|commissions?|commissioned|own (?:my |a |the )?(?:own )?business|business owner|my business|sole prop\w*|llc|s[- ]?corp|side (?:hustle|gig|business)|consult\w*|realtor|etsy|tips)\b/;
/** Words of money earned, so the amounts are incomes. */
const EARNED =
  /\b(?:net(?:ted)?|income|made|make|earn\w*|commissions?|profit|schedule c|sch\.? c|1099s?|brought in|cleared|take[- ]home|took home|gross(?:ed)?|revenue|pulled in)\b/;
/** Homes sold, bought or priced, or a rental's income: a realtor's volume or an LLC's duplex is no wage. */
const SALES =
  /\b(?:sold|sales volume|volume|listed|list price|purchase price|home price|house price|worth|valued|appraised|bought|purchased|appreciat\w*|noi|cap rate|rental income)\b/;
/** How the lender counts the years. */
const AVERAGED = /\bav(?:e|g)\w*|\baverag\w*|\bblend\w*|\b24[- ]month\b/;
const LOWER_YEAR =
  /\b(?:lower|lowest|lesser|smaller|worse|weaker)(?: of the (?:two|2|years?))?(?: (?:year|one|figure|number|amount|income))?\b|\bonly (?:use|count|take|consider|go (?:off|by|with)) (?:the )?(?:(?:19|20)\d\d|most recent|latest|recent|last year|this year|(?:the )?year it (?:dropped|fell|went down))\b/;
const NOT_AVERAGED =
  /\b(?:not|instead of|rather than|won'?t|wont|don'?t|dont|can'?t|cant|no longer|isn'?t|without) (?:\w+ ){0,2}av(?:e|g)\w*/;
/** A monthly debt's words. */
const DEBT_WORDS =
  /\b(?:car|auto|truck|vehicle|student|loans?|cards?|cc|credit|child support|alimony|debts?|min(?:imum)?s?|personal|lease|payments?|pmts?|owe|financing|furniture|medical)\b/;
const NO_DEBTS =
  /\bno (?:other )?(?:monthly )?(?:debts?|car payment|loans?|payments?)\b|\b(?:zero|0) (?:other )?debts?\b|\bdebt[- ]free\b|\bdon'?t have (?:any )?(?:other )?debts?\b/;

interface YearIncome {
  token: NumberToken;
  /** The calendar year beside it, when it is written. */
  year?: number;
  /** 0 for the latest year, 1 for the one before, … when the words say. */
  age?: number;
}

/** Each income and the year its words name ("in 2023", "2024:", "last year", "the year before"). */
function yearIncomes(text: string, tokens: readonly NumberToken[], incomes: NumberToken[]): YearIncome[] {
  const years = [...text.matchAll(/(?<![\d$.,])(?:19|20)\d\d(?![\d,%]|\s?k\b)/g)].map((m) => ({
    year: Number(m[0]),
    at: m.index ?? 0,
  }));
  return incomes.map((token, i) => {
    const previousEnd = i > 0 ? incomes[i - 1]!.end : 0;
    const nextStart = incomes[i + 1]?.start ?? text.length;
    // "61,900 in 2024", "52.3k (2023)": a year right after the amount, unless it starts the next one's
    // words ("2023: 52,300, 2024: 61,900"); else the nearest year before it, back to the amount before
    // ("in 2023 i netted 52,300", "2024 net was 61,900").
    const after = years.find(
      (y) =>
        y.at >= token.end &&
        y.at < nextStart &&
        /^\s*(?:in|for|during|from|\(|-)?\s*(?:tax year |the year )?$/.test(text.slice(token.end, y.at)) &&
        !/^\s*(?::|-\s|was\b|were\b|net\b|income\b|gross\b|i\b|we\b|my\b|it\b|,?\s*(?:only |just )?\$?\d)/.test(
          text.slice(y.at + 4, y.at + 20),
        ),
    );
    const before = years.filter((y) => y.at + 4 <= token.start && y.at >= previousEnd).at(-1);
    const near = after ?? before;
    const span = `${text.slice(Math.max(previousEnd, token.start - 30), token.start)} ${text.slice(token.end, Math.min(nextStart, token.end + 30))}`;
    const age =
      /\b(?:last year|this year|most recent(?: year)?|latest(?: year)?|current year|year 2|second year|ytd)\b/.test(
        span,
      )
        ? 0
        : /\b(?:year before(?: last| that)?|prior year|previous year|two years ago|2 years ago|first year|year 1)\b/.test(
              span,
            )
          ? 1
          : undefined;
    return { token, ...(near ? { year: near.year } : {}), ...(age !== undefined ? { age } : {}) };
  });
}

/** The caps a question states: a front-end (housing) one, a back-end (all debts) one, or both. */
function capsOf(text: string, tokens: readonly NumberToken[]) {
  const shares = percents([...tokens]);
  let front: NumberToken | { value: number } | undefined;
  let back: NumberToken | { value: number } | undefined;
  const unnamed: NumberToken[] = [];
  for (const t of shares) {
    const previous = tokens.filter((o) => o.end <= t.start).at(-1);
    const before = text.slice(Math.max(previous?.end ?? 0, t.start - 40), t.start);
    const after = text.slice(t.end, t.end + 30).split(/[.;!?,]\s|\d/)[0] ?? '';
    const words = `${before} ${after}`;
    const isFront =
      /\b(?:front[- ]?end|housing(?: ratio)?|piti)\b/.test(after) ||
      (/\b(?:front[- ]?end|housing)\b/.test(before) && !/\b(?:back[- ]?end|dti|total)\b/.test(after));
    const isBack =
      /\b(?:back[- ]?end|dti|debt[- ]to[- ]income|total debts?|all (?:my )?debts?|debt ratio)\b/.test(words);
    if (isFront && !front) front = t;
    else if (isBack && !back) back = t;
    else unnamed.push(t);
  }
  // "28/36", "they go by 28/36": the pair of limits, front first.
  const pair = /\b([1-4]\d(?:\.\d+)?)\s?%?\s?\/\s?([2-6]\d(?:\.\d+)?)\s?%?(?!\s?\/|\d)/.exec(text);
  // A date ("12/31") is no pair: only a housing share of 20–40% and a debt share of 30–60%.
  const isPair =
    pair && Number(pair[1]) >= 20 && Number(pair[1]) <= 40 && Number(pair[2]) >= 30 && Number(pair[2]) <= 60;
  if (isPair && Number(pair[1]) < Number(pair[2]) && !front && !back) {
    front = { value: Number(pair[1]) / 100 };
    back = { value: Number(pair[2]) / 100 };
  }
  return { front, back, unnamed };
}

/** The calendar year or place of an income, as its line names it. */
function yearName(y: YearIncome, all: readonly YearIncome[]): string {
  if (y.year !== undefined) return `${y.year}`;
  if (y.age !== undefined) return y.age === 0 ? 'Latest year' : 'Year before';
  return `Year ${all.indexOf(y) + 1}`;
}

/** How a follow-up asks the years be counted instead ("what if they only use the lower year?"). */
export type CountingMethod = 'average' | 'lower';

export const selfEmployedQualifying: Reader = (reading) => selfEmployedReading(reading);

/** The reader, with the way of counting the years given by a follow-up when there is one. */
export function selfEmployedReading(
  { text, tokens: read }: { text: string; tokens: NumberToken[] },
  override?: CountingMethod,
): QuickAnswer | null {
  if (!VARIABLE_INCOME.test(text) || !EARNED.test(text) || SALES.test(text)) return null;
  // The yearly incomes: amounts with no month's period, large enough to be a year's.
  // "52.3k (2023)": a calendar year left as a number is the label the years below read, no amount.
  const tokens = read.filter((t) => !(/^(?:19|20)\d\d$/.test(t.raw) && t.period === undefined));
  const incomes = tokens.filter((t) => t.kind === 'money' && t.period !== 'monthly' && t.value >= 8000);
  if (incomes.length < 2 || incomes.length > 3) return null;
  const years = yearIncomes(text, tokens, incomes);
  const calendar = years.map((y) => y.year);
  const dated = calendar.every((y) => y !== undefined) && new Set(calendar).size === years.length;
  const aged =
    years.every((y) => y.age !== undefined) && new Set(years.map((y) => y.age)).size === years.length;
  // Each income is one year's, told apart by its year, or by "last year" / "the year before".
  if (!dated && !aged) return null;
  const latestFirst = [...years].sort((a, b) => (dated ? b.year! - a.year! : a.age! - b.age!));
  const latest = latestFirst[0]!;
  const earliest = latestFirst.at(-1)!;
  const declined = latest.token.value < earliest.token.value;
  const saysLower = LOWER_YEAR.test(text) || (NOT_AVERAGED.test(text) && AVERAGED.test(text));
  const saysAverage = AVERAGED.test(text) && !NOT_AVERAGED.test(text);
  // A lender's "average, or the lower year if it fell": the lower year only when it fell.
  const method: CountingMethod =
    override ??
    (saysLower && saysAverage
      ? declined
        ? 'lower'
        : 'average'
      : saysLower
        ? 'lower'
        : saysAverage
          ? 'average'
          : declined
            ? 'lower'
            : 'average');
  const stated = override !== undefined || saysLower || saysAverage;
  // "the 2 years", "over 2 yrs": the count of years averaged, which must be the incomes given.
  const spans = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (
    spans.some(
      (t) =>
        !(t.kind === 'years' && t.value === years.length) &&
        !(t.kind === 'months' && t.value === years.length * 12),
    )
  )
    return null;
  const { front, back, unnamed } = capsOf(text, tokens);
  // One cap with no name: a debt-to-income limit when it is a back-end's size, else unclear.
  let backCap = back;
  if (unnamed.length === 1 && !backCap && unnamed[0]!.value > 0.33 && unnamed[0]!.value <= 0.6)
    backCap = unnamed[0];
  else if (unnamed.length > 0) return null;
  for (const cap of [front, backCap]) if (cap && !(cap.value >= 0.15 && cap.value <= 0.6)) return null;
  // The monthly debts: every other amount, a month's, named as a debt.
  const debts = tokens.filter(
    (t) => (t.kind === 'money' || (t.kind === 'plain' && t.value >= 10)) && !incomes.includes(t),
  );
  for (const d of debts) {
    const previous = tokens.filter((o) => o.end <= d.start).at(-1);
    const words = `${text.slice(Math.max(previous?.end ?? 0, d.start - 40), d.start)} ${text.slice(d.end, d.end + 30).split(/[.;!?,]\s/)[0]}`;
    if (d.period === 'yearly' || !DEBT_WORDS.test(words)) return null;
  }
  // Only the incomes, the caps, the debts and the count of years are read; anything else is asked.
  const placed = new Set<NumberToken>([...incomes, ...debts, ...spans]);
  for (const c of [front, backCap]) if (c && 'kind' in c) placed.add(c as NumberToken);
  if (tokens.some((t) => !placed.has(t))) return null;
  if (debts.length > 0 && !backCap && !front) return null;
  const total = incomes.reduce((sum, t) => sum + t.value, 0);
  const monthlyIncome =
    method === 'average' ? total / (incomes.length * 12) : Math.min(...incomes.map((t) => t.value)) / 12;
  const lowerYear = years.find((y) => y.token.value === Math.min(...incomes.map((t) => t.value)))!;
  const debtTotal = debts.reduce((sum, t) => sum + t.value, 0);
  const chronological = [...latestFirst].reverse();
  const methodLine =
    method === 'average'
      ? `How it is counted: the average of the ${incomes.length} years${override ? ' (as you asked)' : stated ? ' (as the lender says)' : ' (not said; the usual when income held or rose)'}`
      : `How it is counted: the lower year, ${yearName(lowerYear, years)}${override ? ' (as you asked)' : stated ? ' (as the lender says)' : ' (not said; income that fell is usually counted at the lower, latest year)'}`;
  const inputs = [
    ...chronological.map((y) => `${yearName(y, years)} net income: ${formatMoney(y.token.value)}`),
    methodLine,
    ...(front ? [`Front-end (housing) limit: ${formatPercent(front.value)} of gross income`] : []),
    ...(backCap
      ? [
          `Back-end (total debt-to-income) limit: ${formatPercent(backCap.value)}${back ? '' : ' (the one limit given, read as the total debt-to-income limit)'}`,
        ]
      : []),
    ...(backCap || front
      ? [
          debts.length > 0
            ? `Other monthly debts: ${debts.map((d) => formatMoney(d.value)).join(' + ')}${debts.length > 1 ? ` = ${formatMoney(debtTotal)}` : ''}`
            : `Other monthly debts: none${NO_DEBTS.test(text) ? '' : ' stated'}`,
        ]
      : []),
  ];
  const incomeLine =
    method === 'average'
      ? `Monthly qualifying income: (${chronological.map((y) => formatMoney(y.token.value)).join(' + ')}) ÷ ${incomes.length * 12} months = **${formatMoney(monthlyIncome)}**`
      : `Monthly qualifying income: ${formatMoney(lowerYear.token.value)} ÷ 12 = **${formatMoney(monthlyIncome)}**`;
  const results = [incomeLine];
  // "and by what percent did it drop?": the fall from the earliest year to the latest (rule 107).
  if (declined)
    results.push(
      `Drop from ${yearName(earliest, years)} to ${yearName(latest, years)}: (${formatMoney(earliest.token.value)} − ${formatMoney(latest.token.value)}) ÷ ${formatMoney(earliest.token.value)} = **${formatPercent((earliest.token.value - latest.token.value) / earliest.token.value)}**`,
    );
  const frontMax = front ? monthlyIncome * front.value : undefined;
  const totalMax = backCap ? monthlyIncome * backCap.value : undefined;
  const backHousing = totalMax !== undefined ? totalMax - debtTotal : undefined;
  if (backHousing !== undefined && backHousing <= 0) return null;
  if (frontMax !== undefined)
    results.push(
      `Front-end limit (housing payment): ${formatMoney(monthlyIncome)} × ${formatPercent(front!.value)} = **${formatMoney(frontMax)}** a month`,
    );
  if (totalMax !== undefined) {
    results.push(
      `Max total monthly debt payment: ${formatMoney(monthlyIncome)} × ${formatPercent(backCap!.value)} = **${formatMoney(totalMax)}**`,
    );
    results.push(
      debtTotal > 0
        ? `Back-end limit (housing payment): ${formatMoney(totalMax)} − ${formatMoney(debtTotal)} of other debts = **${formatMoney(backHousing!)}** a month`
        : `Back-end limit (housing payment): **${formatMoney(backHousing!)}** a month, with no other debts`,
    );
  }
  if (frontMax !== undefined && backHousing !== undefined) {
    const frontBinds = frontMax <= backHousing;
    results.push(
      `The ${frontBinds ? 'front-end' : 'back-end'} limit binds: the most housing payment is **${formatMoney(Math.min(frontMax, backHousing))}** a month`,
    );
  }
  if (!stated && method === 'lower')
    results.push(
      `Averaged instead, the income would be ${formatMoney(total / (incomes.length * 12))} a month; ask your lender which it uses`,
    );
  return {
    title: TITLE,
    inputs,
    results,
    method:
      method === 'average'
        ? 'The years’ net incomes added and divided by their months is the monthly qualifying income; × the front-end limit is the most housing payment; × the back-end limit is the most total debt payment, less the other debts the most housing payment'
        : 'The lower year’s net income ÷ 12 is the monthly qualifying income; × the front-end limit is the most housing payment; × the back-end limit is the most total debt payment, less the other debts the most housing payment',
  };
}

/** The title of this reader's answers, by which a follow-up finds the question before. */
const TITLE = 'Qualifying income from self-employment';

/**
 * "what if they only use the lower year?", "and if they averaged them instead?" after a self-employed
 * income's answer: the question before, with the years counted the other way.
 */
export function countingMethodFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || !last.text.startsWith(`### ${TITLE}`)) return null;
  const text = normalizeText(input);
  // The follow-up changes only the counting: a number of its own is another change ("over the two years" counts the years, no change).
  if (tokenizeNumbers(text).some((t) => t.kind !== 'years')) return null;
  const lower = LOWER_YEAR.test(text) || /\b(?:lower|lowest|smaller|worse) (?:one|year|income)\b/.test(text);
  const average = AVERAGED.test(text) && !NOT_AVERAGED.test(text);
  if (lower === average) return null;
  const question = history.at(-2);
  if (question?.role !== 'user') return null;
  const before = normalizeText(question.text);
  return selfEmployedReading({ text: before, tokens: tokenizeNumbers(before) }, lower ? 'lower' : 'average');
}

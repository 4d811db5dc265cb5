// Follow-ups that work on a figure the last computed answer showed (issue 19, class 5): "whats the dscr
// on that", "what price would get it to a 6.5 cap", "20% tax on that boot", "a 15% admin fee on top of
// the cam, per month?". Alone they have nothing to compute with, and an article or a form answered
// them. The figure is read from the answer as the user saw it, named by the follow-up, and the answer
// shows which figure it took and the arithmetic, so a wrong pick is visible at once.
import { compValueAdjusted } from './comp-value-adjustment-follow-up.ts';
import type { HistoryTurn } from '../protocol.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import { commissionShares } from './quick-math-reading.ts';
import { dscrVerdict } from './calculator-answers.ts';
import { renderQuickAnswer, type QuickAnswer } from './quick-math-reading.ts';

/** A figure shown in an answer: the line it is on, its value and what it is per. */
export interface ShownFigure {
  line: string;
  value: number;
  money: boolean;
  bold: boolean;
  /** A result: bold in a list, or a table row. */
  result: boolean;
  period?: 'month' | 'year';
}

/** What a figure is also called: "noi" is "net operating income" in a table row. */
const ALIASES: readonly [RegExp, RegExp][] = [
  [/\bnoi\b/, /\bnoi\b|net operating income/],
  [/\bdscr\b|debt (?:service )?coverage/, /\bdscr\b|debt service coverage/],
  [/cash[- ]on[- ]cash|\bcoc\b/, /cash[- ]on[- ]cash/],
  [/\bcap rate\b|\bcap\b/, /\bcap rate\b/],
  [/\bcash ?flow\b/, /\bcash ?flow\b/],
  [/\bp ?& ?i\b|\bpayment\b/, /\bpayment\b|\bp&i\b|principal (?:and|&) interest/],
  [/\bboot\b/, /\bboot\b/],
  // A pro-rata answer calls the tenant's CAM "your cost".
  [/\bcam\b|common area/, /\bcam\b|common area|your cost/],
  [/\bcommissions?\b/, /\bcommissions?\b/],
  [/\bgrm\b|gross rent multiplier/, /gross rent multiplier|\bgrm\b/],
  [/\bbreak[- ]?even\b/, /\bbreak[- ]?even\b/],
  [/\btotal interest\b/, /\btotal interest\b/],
  // "how much principal will I have paid down by then" after an ARM's reset or a balance.
  [
    /\bprincipal\b[^.?!]{0,25}\bpaid\b|\bpaid (?:down|off)\b[^.?!]{0,15}\bprincipal\b|\bpaid down\b/,
    /\bprincipal paid\b/,
  ],
  [/\bequity\b/, /\bequity\b/],
  [/\bnet proceeds\b|\bwalk away with\b|\bnet\b/, /\bnet proceeds\b|\bcash to you\b|\byou walk away with\b/],
];

const NUMBER = /(-|−)?(\$)?(\d[\d,]*(?:\.\d+)?)(%)?/;

/** The figures an answer shows: list items ("- NOI: **$47,240.00** a year") and table rows. */
export function figuresShown(answer: string): ShownFigure[] {
  const figures: ShownFigure[] = [];
  for (const raw of answer.split('\n')) {
    const line = raw.trim();
    if (!/^(?:- |\|)/.test(line)) continue;
    const bold = /\*\*([^*]*\d[^*]*)\*\*/.exec(line);
    const cells = line.startsWith('|') ? line.split('|').map((c) => c.trim()) : [];
    // A table row's figure is in its second cell; a list item's is its bold one, else its first.
    const source = bold?.[1] ?? (cells.length > 2 ? (cells[2] as string) : line.replace(/^- [^:\d]*:/, ''));
    const m = NUMBER.exec(source);
    if (!m || m.index === undefined) continue;
    const value = Number((m[3] as string).replace(/,/g, '')) * (m[1] ? -1 : 1);
    if (!Number.isFinite(value)) continue;
    // What follows the figure on its line ("**$23,400.00** a year") says what it is per.
    const after = line
      .slice(line.indexOf(m[0]) + m[0].length)
      .replace(/^\*\*/, '')
      .slice(0, 12);
    const period = /^\s*(?:(?:a|per)\s+|\/\s*)(?:month|mo)\b/.test(after)
      ? 'month'
      : /^\s*(?:(?:a|per)\s+|\/\s*)(?:year|yr)\b/.test(after)
        ? 'year'
        : undefined;
    figures.push({
      line: (cells.length > 2
        ? `${cells[1]}: ${cells.slice(2, -1).join(', ')}`
        : line.replace(/^- /, '')
      ).replace(/\*\*/g, ''),
      // A net sheet shows costs as negatives; the figure is the amount.
      value: Math.abs(value),
      money: Boolean(m[2]),
      bold: Boolean(bold),
      result: Boolean(bold) || cells.length > 2,
      ...(period ? { period } : {}),
    });
  }
  return figures;
}

/** The last answer, when it computed something (it lists its inputs and results). */
export function lastComputed(history: readonly HistoryTurn[]): string | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || !/\*\*(?:Inputs|Result|Returns)/.test(last.text)) return null;
  return last.text;
}

/** The figure of `answer` the follow-up names, preferring results (bold) and the period asked for. */
function namedFigure(
  text: string,
  answer: string,
  wanted: 'month' | 'year' | undefined,
  moneyOnly = false,
): ShownFigure | null {
  const figures = figuresShown(answer).filter((f) => !moneyOnly || f.money);
  for (const [asked, shown] of ALIASES) {
    if (!asked.test(text)) continue;
    const named = figures.filter((f) => shown.test(f.line.toLowerCase()));
    if (named.length > 0) return pick(named, wanted);
  }
  return null;
}

function pick(named: ShownFigure[], wanted: 'month' | 'year' | undefined): ShownFigure {
  const results = named.filter((f) => f.bold);
  const pool = results.length > 0 ? results : named;
  return pool.find((f) => wanted && f.period === wanted) ?? (pool[0] as ShownFigure);
}

const WANTS_MONTH = /(?:\b(?:per|a|each|every)\s+|\/\s*)(?:month|mo)\b|\bmonthly\b/;
const WANTS_YEAR = /(?:\b(?:per|a|each|every)\s+|\/\s*)(?:year|yr)\b|\b(?:annual(?:ly)?|yearly)\b/;
const ON_TOP = /\bon top\b|\bplus\b|\badded\b|\bmark[- ]?up\b|\bsurcharge\b|\badmin(?:istrative)? fee\b/;
const SHARE_OF = /\btax(?:es)?\b|\b(?:of|on) (?:that|it|this|the)\b|\bcut\b|\bshare\b|\bfee\b/;
/** A loan's interest rate named: "the rate is 8.25%", "at 8.25% interest", "8.25% apr". */
const LOAN_RATE_FOR_PAYMENT = /\b(?:rate|interest|apr|note rate)\b/;
const PRICE_CUE = /\b(?:price|pay|offer|buy|value|worth|purchase)\b/;

/** "whats the dscr on that": the figure quoted from the answer above. */
function lookUp(text: string, answer: string): string | null {
  if (/\d/.test(text)) return null;
  const wanted = WANTS_MONTH.test(text) ? 'month' : WANTS_YEAR.test(text) ? 'year' : undefined;
  const figure = namedFigure(text, answer, wanted);
  if (!figure || !ALIASES.some(([asked]) => asked.test(text))) return null;
  return `### From the numbers above\n\n- **${figure.line}**\n\nChange any input in your question and I'll work it out again.\n`;
}

/** "what price would get it to a 6.5 cap": the NOI shown, divided by the cap rate asked for. */
function priceAtCap(text: string, answer: string): string | null {
  const asked = capAndNoi(text, answer);
  return asked ? renderQuickAnswer(priceForCapRate(asked)) : null;
}

/** The price at which the NOI shown above earns the cap rate asked for. */
function priceForCapRate({ noi, cap, price }: { noi: number; cap: number; price?: number }): QuickAnswer {
  const value = noi / cap;
  return {
    title: 'Price for that cap rate',
    inputs: [
      `NOI (from the answer above): ${formatMoney(noi)} a year`,
      `Cap rate wanted: ${formatPercent(cap)}`,
      ...(price !== undefined ? [`Price (from the answer above): ${formatMoney(price)}`] : []),
    ],
    results: [
      `Price: **${formatMoney(value)}** (${formatMoney(noi)} ÷ ${formatPercent(cap)} = ${formatMoney(value)})`,
      ...(price !== undefined
        ? [
            `${value <= price ? 'Below' : 'Above'} that price by **${formatMoney(Math.abs(price - value))}** (${formatPercent(Math.abs(price - value) / price)} of it)`,
          ]
        : []),
    ],
    method: 'Value = NOI ÷ cap rate; a lower price gives a higher cap rate',
  };
}

/** The cap rate a price is asked at ("a 7 cap", "7.25% cap rate") and the yearly NOI shown above. */
function capAndNoi(text: string, answer: string): { noi: number; cap: number } | null {
  if (!/\bcap\b/.test(text) || !PRICE_CUE.test(text)) return null;
  const tokens = tokenizeNumbers(text);
  if (tokens.length !== 1) return null;
  const cap = tokens[0]!.kind === 'percent' ? tokens[0]!.value : tokens[0]!.value / 100;
  if (!(cap > 0.01 && cap < 0.2)) return null;
  const noi = yearlyNoiShown(answer);
  return noi === undefined ? null : { noi, cap };
}

/** The NOI the answer above shows, a year. */
function yearlyNoiShown(answer: string): number | undefined {
  const noi = figuresShown(answer).find((f) => f.money && /\bnoi\b|net operating income/i.test(f.line));
  if (!noi) return undefined;
  return noi.period === 'month' ? noi.value * 12 : noi.value;
}

/**
 * "at what price does it become a 7.25 cap", "to get a 7% cap, what's my max offer?" after an NOI:
 * the price at that cap rate, answered before any rewrite of the question before, which would read
 * the cap rate as its vacancy or its own cap rate. The number must be the cap's ("7 cap", "cap rate
 * of 7"), so "if rents rise 5%, what's the value" stays a change of the question.
 */
export function priceAtCapRate(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const answer = lastComputed(history);
  if (!answer) return null;
  const text = normalizeText(input);
  const token = tokenizeNumbers(text)[0];
  if (
    !token ||
    !(
      /^\s*(?:%|percent)?\s*cap\b/.test(text.slice(token.end, token.end + 12)) ||
      /\bcap(?: rate)?(?: of| at| to| is| be| near| around)?\s*$/.test(text.slice(0, token.start))
    )
  )
    return null;
  const asked = capAndNoi(text, answer);
  // "how far below the contract price is it?" (rule 118): against the price the answer above shows.
  const against =
    /\b(?:below|under|above|short of|less than|more than|gap|differ\w*)\b[^.?]*\b(?:contract|purchase|asking|offer)(?: price)?\b/.test(
      text,
    )
      ? figuresShown(answer).find(
          (f) => f.money && /^(?:purchase|contract|asking) price\b/i.test(f.line.trim()),
        )
      : undefined;
  return asked ? priceForCapRate({ ...asked, ...(against ? { price: against.value } : {}) }) : null;
}

/**
 * "going-in cap if I pay 4.2M", "what cap rate is that at 3.9 mil?": the NOI shown over the price
 * asked about. Answered before any rewrite of the question before, which would read the price as its
 * NOI.
 */
export function capRateAtPrice(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const answer = lastComputed(history);
  if (!answer) return null;
  const text = normalizeText(input);
  if (!/\bcap\b|\bcap rate\b/.test(text) || !/\b(?:pay|paid|price|priced|offer|buy|purchase|at)\b/.test(text))
    return null;
  if (/\bnoi\b|net operating|\brent\b|\bincome\b/.test(text)) return null;
  const tokens = tokenizeNumbers(text);
  if (tokens.length !== 1 || tokens[0]!.kind !== 'money' || !(tokens[0]!.value >= 10_000)) return null;
  const price = tokens[0]!.value;
  const yearlyNoi = yearlyNoiShown(answer);
  if (yearlyNoi === undefined) return null;
  return {
    title: 'Cap rate at that price',
    inputs: [`NOI (from the answer above): ${formatMoney(yearlyNoi)} a year`, `Price: ${formatMoney(price)}`],
    results: [
      `Cap rate: **${formatPercent(yearlyNoi / price)}** (${formatMoney(yearlyNoi)} ÷ ${formatMoney(price)})`,
    ],
    method: 'Cap rate = NOI ÷ price; paying more lowers the cap rate you buy at',
  };
}

/**
 * "they countered at 980k — cap rate at that? and what price gets me a 7.25 cap?" after an NOI: both
 * asks from the NOI shown, the cap rate at the new price and the price at the cap wanted (rule 70).
 * The cap wanted is never the building's own cap, nor does it make an NOI. Exactly one price (a money
 * amount of 10,000 or more) and one cap rate (the number beside "cap"), or nothing.
 */
export function capRateAndPriceForCap(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const answer = lastComputed(history);
  if (!answer) return null;
  const text = normalizeText(input);
  if (!/\bcap\b/.test(text) || !PRICE_CUE.test(text)) return null;
  if (/\bnoi\b|net operating|\brents?\b|\bincome\b|\bexpenses?\b/.test(text)) return null;
  if (/\b(?:down|loan|ltv|vacancy|interest|mortgage|financ\w*)\b/.test(text)) return null;
  const tokens = tokenizeNumbers(text);
  if (tokens.length !== 2) return null;
  const capToken =
    tokens.find(
      (t) =>
        /^\s*(?:%|percent)?\s*cap\b/.test(text.slice(t.end, t.end + 12)) ||
        /\bcap(?: rate)?(?: of| at| to| is| be| near| around)?\s*$/.test(text.slice(0, t.start)),
    ) ?? // "the most we could pay for 7.5%?": the one percentage, in a question about the cap rate.
    tokens.find((t) => t.kind === 'percent');
  const priceToken = tokens.find((t) => t !== capToken);
  if (!priceToken || !capToken) return null;
  const cap = capToken.kind === 'percent' ? capToken.value : capToken.value / 100;
  if (!(cap > 0.01 && cap < 0.2)) return null;
  const noi = yearlyNoiShown(answer);
  if (noi === undefined) return null;
  // "at 980" after a price of 1.05M: thousands, as the price shown above is written.
  const shownPrice = figuresShown(answer).find((f) => f.money && /\bprice\b/i.test(f.line))?.value;
  const value =
    priceToken.kind === 'money' && !priceToken.period && priceToken.value >= 10_000
      ? priceToken.value
      : priceToken.kind === 'plain' && priceToken.value >= 100 && priceToken.value < 10_000 && shownPrice
        ? priceToken.value * 1000
        : undefined;
  if (value === undefined) return null;
  if (shownPrice && (value < shownPrice / 3 || value > shownPrice * 3)) return null;
  const price = { value };
  return {
    title: 'Cap rate at that price, and the price for your cap rate',
    inputs: [
      `NOI (from the answer above): ${formatMoney(noi)} a year`,
      `Price: ${formatMoney(price.value)}`,
      `Cap rate wanted: ${formatPercent(cap)}`,
    ],
    results: [
      `Cap rate at ${formatMoney(price.value)}: **${formatPercent(noi / price.value)}** (${formatMoney(noi)} ÷ ${formatMoney(price.value)})`,
      `Price for a ${formatPercent(cap)} cap: **${formatMoney(noi / cap)}** (${formatMoney(noi)} ÷ ${formatPercent(cap)})`,
    ],
    method: 'Cap rate = NOI ÷ price; price = NOI ÷ cap rate, from the same NOI',
  };
}

/** "20% tax on that boot", "15% admin fee on top of the cam, per month?". */
function percentOfFigure(text: string, answer: string): string | null {
  const tokens = tokenizeNumbers(text);
  if (tokens.length !== 1 || tokens[0]!.kind !== 'percent') return null;
  const percent = tokens[0]!.value;
  const onTop = ON_TOP.test(text);
  if (!onTop && !SHARE_OF.test(text)) return null;
  // "if the rate is 8.25%, what's my monthly payment on the loan?": a loan's rate for its payment,
  // which the question before answers again with it, never a share of a figure shown (rule 93).
  if (LOAN_RATE_FOR_PAYMENT.test(text) && /\b(?:payments?|monthly|p ?& ?i|mortgage)\b/.test(text))
    return null;
  const wanted = WANTS_MONTH.test(text) ? 'month' : WANTS_YEAR.test(text) ? 'year' : undefined;
  const figure = namedFigure(text, answer, wanted, true);
  if (!figure) return null;
  let base = figure.value;
  let per = figure.period;
  if (wanted && per && wanted !== per) {
    base = wanted === 'month' ? base / 12 : base * 12;
    per = wanted;
  }
  const perText = per ? ` a ${per}` : '';
  const result = onTop ? base * (1 + percent) : base * percent;
  const sum = onTop
    ? `${formatMoney(base)} + ${formatPercent(percent)} = ${formatMoney(result)}${perText}`
    : `${formatMoney(base)} × ${formatPercent(percent)} = ${formatMoney(result)}${perText}`;
  return [
    '### Worked from the answer above',
    `- Figure used: ${figure.line}${per !== figure.period ? ` (${formatMoney(base)}${perText})` : ''}`,
    `- ${onTop ? 'Added on top' : 'Share'}: ${formatPercent(percent)}`,
    `**${sum}**`,
  ].join('\n\n');
}

/** "how much of that commission does the agent pocket? split evenly, 70/30 in her favor". */
function agentShareOfCommission(text: string, answer: string): string | null {
  if (!/\bcommission\b/.test(text) || /\$\s?\d/.test(text)) return null;
  const { side, agent } = commissionShares(text);
  if (side === undefined || agent === undefined) return null;
  const figure = namedFigure(text, answer, undefined, true);
  if (!figure) return null;
  return [
    "### The agent's share of the commission",
    `- Commission (from the answer above): ${formatMoney(figure.value)}`,
    `- The listing side's share: ${formatPercent(side, 0)}`,
    `- The agent's split with the brokerage: the agent keeps ${formatPercent(agent, 0)}`,
    `**${formatMoney(figure.value)} × ${formatPercent(side, 0)} × ${formatPercent(agent, 0)} = ${formatMoney(figure.value * side * agent)}** (the agent's gross, before fees and taxes)`,
  ].join('\n\n');
}

/** An answer to a follow-up that works on a figure of the last computed answer, or null. */
export function answerFromPreviousFigures(input: string, history: readonly HistoryTurn[]): string | null {
  const answer = lastComputed(history);
  if (!answer) return null;
  const text = normalizeText(input);
  if (text.split(/\s+/).length > 30) return null;
  return (
    judgeFigures(text, answer) ??
    compValueAdjusted(text, answer) ??
    refinanceOverStay(text, answer) ??
    yearlyGapOverYears(text, answer) ??
    lookUp(text, answer) ??
    priceAtCap(text, answer) ??
    agentShareOfCommission(text, answer) ??
    percentOfFigure(text, answer)
  );
}

/**
 * "and if we move in 2 years?" after a refinance break-even: what the saving earns back over that
 * stay, against the closing costs.
 */
function refinanceOverStay(text: string, answer: string): string | null {
  const stay =
    /\b(?:move|moving|sell|selling|leave|stay|keep (?:it|the (?:house|loan)))\b[^.?!]*?\b(\d{1,2}(?:\.\d)?)\s*(years?|yrs?|months?)\b/.exec(
      text,
    );
  if (!stay) return null;
  const saving = /Monthly sav\w*:?\s*\*\*\$([\d,]+(?:\.\d+)?)\*\*/.exec(answer);
  const costs = /Closing costs:?\s*\$([\d,]+(?:\.\d+)?)/.exec(answer);
  // Discount points: "Break-even: $7,000.00 ÷ $115.71 = 60.5 months".
  const points = /Break-even:\s*\$([\d,]+(?:\.\d+)?)\s*÷\s*\$([\d,]+(?:\.\d+)?)/.exec(answer);
  const pointsAnswer = /^###\s+Discount points/m.test(answer);
  if (!(saving && costs) && !(pointsAnswer && points)) return null;
  const months = Number(stay[1]) * (/^y/.test(stay[2]!) ? 12 : 1);
  const money = (m: RegExpExecArray, i: number) => Number(m[i]!.replace(/,/g, ''));
  const [monthly, cost] =
    saving && costs ? [money(saving, 1), money(costs, 1)] : [money(points!, 2), money(points!, 1)];
  const what = saving && costs ? 'the refinance' : 'the points';
  const earned = monthly * months;
  const net = earned - cost;
  return [
    `### ${saving && costs ? 'Refinancing' : 'Paying the points'} if you stay ${months} months`,
    '',
    `- Saving over the stay: ${formatMoney(monthly)} × ${months} months = **${formatMoney(earned)}**`,
    `- ${saving && costs ? 'Closing costs' : 'Cost of the points'}: ${formatMoney(cost)}`,
    `- ${net >= 0 ? `Ahead by **${formatMoney(net)}**: ${what} pay${what === 'the points' ? '' : 's'} for ${what === 'the points' ? 'themselves' : 'itself'} before you move` : `Behind by **${formatMoney(-net)}** (${formatMoney(net)}): you would move before the saving earns back the cost`} (break-even at ${formatNumber(cost / monthly, 1)} months).`,
    '',
    'This counts the payment saving only; a lower rate also pays the balance down a little faster, which you get back when you sell.',
    '',
  ].join('\n');
}

/**
 * "over 10 years, ignoring increases, how much more does A cost than B?" after an answer that shows a
 * yearly gap ("A costs $3,317.50 a year more than B", "Yearly difference: $840"): the gap times the
 * years, flat. A growth rate in the follow-up is another calculation, so it is left alone.
 */
function yearlyGapOverYears(text: string, answer: string): string | null {
  const span = /\b(?:over|in|for|across|after)\s+(?:the\s+next\s+)?(\d{1,2})\s*(?:years?|yrs?)\b/.exec(text);
  if (!span || !/\b(?:more|less|difference|differ|save|saving|savings|cheaper|total|altogether)\b/.test(text))
    return null;
  if (
    /%|\b(?:percent|grow\w*|increas\w* by|inflat\w*|rais\w* by)\b/.test(
      text.replace(/ignoring (?:any )?increases?/, ''),
    )
  )
    return null;
  const gap = figuresShown(answer).find(
    (f) =>
      f.money && f.period === 'year' && /\b(?:more than|less than|difference|saving|saves?)\b/i.test(f.line),
  );
  if (!gap) return null;
  const years = Number(span[1]);
  return [
    `### Over ${years} years`,
    '',
    `- Yearly gap (from the answer above): ${gap.line}`,
    `- Over ${years} years, with no increases: ${formatMoney(gap.value)} × ${years} = **${formatMoney(gap.value * years)}**`,
    '',
    'Taxes and costs usually rise over time; with yearly increases the gap grows with them.',
    '',
  ].join('\n');
}

const ASKS_JUDGEMENT =
  /\b(?:is (?:that|this|it) (?:a |any )?(?:good|bad|decent|ok(?:ay)?|high|low|reasonable|healthy|solid|strong|weak|worth it)|(?:good|bad|decent|fair) deal|worth (?:it|buying|doing)|should (?:i|we) (?:buy|do|take|go for) (?:it|this|that)|how does (?:that|this|it) (?:look|compare))\b/;

/**
 * "is that good?", "so is it a good deal": what the last analysis's figures mean against the usual
 * yardsticks (an outside review found the same table printed again). Each verdict names its
 * yardstick, so the user can weigh it; local comparable sales decide the price.
 */
function judgeFigures(text: string, answer: string): string | null {
  if (!ASKS_JUDGEMENT.test(text)) return null;
  const percentAfter = (label: RegExp) => {
    const m = new RegExp(`${label.source}[^\\n]*?(-?[\\d.]+)%`).exec(answer);
    return m ? Number(m[1]) : undefined;
  };
  const cap = percentAfter(/Cap rate/);
  const coc = percentAfter(/Cash-on-cash return/);
  const dscrMatch = /DSCR[^\n|]*\|\s*([\d.]+)\s*\|/.exec(answer);
  const dscr = dscrMatch ? Number(dscrMatch[1]) : undefined;
  const flowMatch = /Cash flow[^\n]*?(-?)\$([\d,]+(?:\.\d+)?)(?:\/| a )month/.exec(answer);
  const flow = flowMatch ? Number(flowMatch[2]!.replace(/,/g, '')) * (flowMatch[1] ? -1 : 1) : undefined;
  const lines: string[] = [];
  if (cap !== undefined)
    lines.push(
      `**Cap rate ${cap}%**: ${cap < 5 ? 'low; a buyer at this price is paying for appreciation or upside more than for income' : cap < 7 ? 'in the range stabilized apartments and industrial buildings have traded at in recent years' : cap < 9 ? 'in the range retail, office and smaller-market properties have traded at; higher income for more risk' : 'high; usually a sign of risk (location, condition, tenant credit) the price reflects'}. Compare it with the cap rates of recent sales of similar properties nearby.`,
    );
  if (coc !== undefined)
    lines.push(
      `**Cash-on-cash ${coc}%**: ${coc < 0 ? 'negative; the property costs you cash each year' : coc < 6 ? 'below the 8–12% many rental investors aim for' : coc < 8 ? 'modest; many rental investors aim for 8–12%' : 'at or above the 8–12% many rental investors aim for'}.`,
    );
  if (dscr !== undefined) lines.push(`**DSCR ${dscr}**: ${dscrVerdict(dscr)}`);
  if (flow !== undefined)
    lines.push(
      `**Cash flow ${flow < 0 ? '−' : ''}${formatMoney(Math.abs(flow))} a month**: ${flow < 0 ? 'negative; you would feed the property each month, a bet on appreciation' : flow < 100 ? 'thin; one repair or vacancy wipes out a year of it' : 'positive after the mortgage and the expenses counted'}.`,
    );
  if (lines.length === 0) return null;
  return [
    '### How those figures compare',
    '',
    ...lines.map((l) => `- ${l}`),
    '',
    'The cash-flow figures use the financing shown above (assumed where you gave none). Whether it is a good deal also depends on the price against comparable sales, the condition and the financing you can get; change any number and ask again to see how the figures move.',
    '',
  ].join('\n');
}

/** "how much would we save", "what's the difference", "vs the closer place": a comparison is asked. */
export const ASKS_DIFFERENCE =
  /\b(?:save|saves|saving|savings|difference|differ|cheaper|costlier|less|more expensive|compared?|comparison|vs\.?|versus|how much (?:more|higher|lower|extra|bigger|smaller)|(?:more|extra) (?:per|a|each) (?:month|year)|go(?:es|ing)? up|went up|increase|by how much)\b/;

const labelOf = (f: ShownFigure) => f.line.split(':')[0]!.trim().toLowerCase();

/**
 * The change in each result both answers show under the same label ("Cost: $844.20 → $225.12 a month,
 * $619.08 less"), with the yearly amount for monthly figures; null when they share none.
 */
export function renderDifference(before: string, after: string): string | null {
  const old = figuresShown(before).filter((f) => f.result && f.money);
  const lines: string[] = [];
  for (const f of figuresShown(after).filter((x) => x.result && x.money)) {
    const same = old.find((o) => labelOf(o) === labelOf(f) && o.period === f.period);
    // "21 days a month" before and "150 days a year" now: the month's figure × 12 (rule 70).
    const other = same
      ? undefined
      : old.find((o) => labelOf(o) === labelOf(f) && o.period && f.period && o.period !== f.period);
    const was = other
      ? { ...other, value: other.period === 'month' ? other.value * 12 : other.value / 12, period: f.period }
      : same;
    if (
      !was ||
      Math.abs(was.value - f.value) < 0.005 ||
      lines.some((l) => l.startsWith(`- ${f.line.split(':')[0]!.trim()}:`))
    )
      continue;
    const change = f.value - was.value;
    const per = f.period ? ` a ${f.period}` : '';
    const label = f.line.split(':')[0]!.trim();
    // A payment table's rows are a month's without saying so ("Principal & interest | $4,298.06"):
    // "how much more is that per year" needs their year too.
    const monthlyRow = !f.period && /\b(?:principal & interest|monthly payment)\b/i.test(label);
    const yearly =
      f.period === 'month' || monthlyRow ? ` (${formatMoney(Math.abs(change) * 12)} a year)` : '';
    lines.push(
      `- ${label}: ${formatMoney(was.value)} → ${formatMoney(f.value)}${per}: **${formatMoney(Math.abs(change))}${per} ${change < 0 ? 'less' : 'more'}**${yearly}`,
    );
  }
  return lines.length > 0 ? `### The difference\n\n${lines.join('\n')}\n` : null;
}

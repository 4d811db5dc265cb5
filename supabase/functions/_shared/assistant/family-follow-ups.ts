// Follow-ups on a family's worked answer (docs/assistant.md rules 105 and 106): the figures of the
// answer just given, read back from its own lines, worked again with the one fact the follow-up
// changes or asks. Two entries, tried at their own places among compose-answer.ts's follow-ups:
//
// saleProceedsFollowUp (rule 105), tried first:
// - After two sales' nets: "we put all of that combined amount down on a $780,000 house. loan amount
//   and LTV?" = the price − the net (or the combined net), and the loan ÷ the price.
// - After that loan: "monthly P&I on that loan at 6.25% for 30 years?".
//
// familyFiguresFollowUp (rule 106), tried before the estate follow-up:
// - After a buyout of co-owners or heirs: "what LTV is that new loan against the 495k value" =
//   (the balance + the buyout) ÷ the value (or the new loan the answer showed).
// - After a cash-on-cash return: "if cash flow drops to $3,150 a year, cash on cash then?" = the new
//   year's cash flow ÷ the same cash in; "what if we'd put in 75k?" = the same cash flow ÷ the new cash.
// - After a depreciation: "the assessor splits it 30% land, 70% building. redo it" = the basis × the
//   building's share ÷ the recovery years; a land and a building share that do not add to 100% are asked.
//
// Each reads the figure it builds on from the answer before, by its label, never by guessing; it fires
// only when the answer before is its own kind and the follow-up's every amount or percent is placed;
// otherwise null, and the rest of compose-answer.ts decides.
import type { HistoryTurn } from '../protocol.ts';
import { monthlyPayment } from './calculators.ts';
import { formatAmount, formatMoney, formatPercent, formatRate, formatYears } from './format.ts';
import { normalizeText, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';
import type { QuickAnswer } from './quick-math-reading.ts';

/**
 * The first dollar amount after the label on the first line of an answer the label finds with one
 * ("Value (appraisal): $495,000"); with `bold`, the first bold amount anywhere on such a line
 * ("Buyout (…): **$250,000.00**").
 */
function amountOnLine(answer: string, label: RegExp, bold = false): number | undefined {
  for (const line of answer.split('\n')) {
    if (!label.test(line)) continue;
    const m = bold
      ? /\*\*\$(\d[\d,]*(?:\.\d+)?)\*\*/.exec(line)
      : /\$(\d[\d,]*(?:\.\d+)?)/.exec(line.replace(label, ''));
    if (m) return Number(m[1]!.replace(/,/g, ''));
  }
  return undefined;
}

/** A bolded figure of an answer by its label alone: "Combined net: **$371,100.00**". */
function figureOf(markdown: string, label: RegExp): number | undefined {
  for (const line of markdown.split('\n')) {
    const m = /^- ([^:*]+?)(?: \([^)]*\))?: \*\*\$?(-?[\d,]+(?:\.\d+)?)\*\*/.exec(line);
    if (m && label.test(m[1]!)) return Number(m[2]!.replace(/,/g, ''));
  }
  return undefined;
}

const lastAnswer = (history: readonly HistoryTurn[]) => {
  const last = history.at(-1);
  return last?.role === 'assistant' ? last.text : undefined;
};

const amountsOf = (tokens: readonly NumberToken[]) => tokens.filter((t) => t.kind === 'money');
const clauseBefore = (text: string, t: NumberToken) =>
  text
    .slice(Math.max(0, t.start - 60), t.start)
    .split(/[.;?!,]\s/)
    .pop() ?? '';

// ---------------------------------------------------------------------------------------------------

export const PROCEEDS_DOWN_TITLE = 'Loan after putting the proceeds down';

const DOWN_PUT =
  /\b(?:put|putting|puts|use|using|apply|applying)\b[^.?!]{0,50}\b(?:down|as (?:the |a |our )?down payment|toward(?:s)? the (?:price|purchase))\b/;

/** "we put all of that combined amount down on a $780,000 house": the loan and its LTV. */
function proceedsDown(input: string, previous: string): QuickAnswer | null {
  const text = normalizeText(input);
  if (!DOWN_PUT.test(text) || !/\b(?:loan|ltv|loan[- ]to[- ]value|mortgage|borrow)\b/.test(text)) return null;
  if (
    !/\b(?:that|those|the|all|our|it)\b[^.?!]{0,20}\b(?:combined|total|net|proceeds|amount|money|it)\b|\ball of (?:it|that)\b/.test(
      text,
    )
  )
    return null;
  const tokens = tokenizeNumbers(text);
  if (tokens.length !== 1 || tokens[0]!.kind !== 'money' || tokens[0]!.period !== undefined) return null;
  const price = tokens[0]!.value;
  const combined = /\b(?:combined|total|both|all of)\b/.test(text);
  const down = combined
    ? figureOf(previous, /^combined\b|^total\b/i)
    : (figureOf(previous, /^net\b|^net proceeds\b|^net from the sale\b/i) ??
      figureOf(previous, /^combined\b/i));
  if (down === undefined || down <= 0 || down >= price) return null;
  const loan = price - down;
  return {
    title: PROCEEDS_DOWN_TITLE,
    inputs: [
      `Price: ${formatAmount(price)}`,
      `Down payment: ${formatMoney(down)} (the net from your last question)`,
    ],
    results: [
      `Loan amount: **${formatMoney(loan)}**`,
      `LTV: **${formatPercent(loan / price)}** (down payment ${formatPercent(down / price)} of the price)`,
    ],
    method: `Loan = ${formatAmount(price)} − ${formatMoney(down)}; LTV = loan ÷ price`,
  };
}

/** "monthly P&I on that loan at 6.25% for 30 years?" after the loan just worked out. */
function paymentOnThatLoan(input: string, previous: string): QuickAnswer | null {
  if (!previous.includes(`### ${PROCEEDS_DOWN_TITLE}`)) return null;
  const text = normalizeText(input);
  if (!/\b(?:that|this|the|our) (?:new )?(?:loan|mortgage)\b|\bon (?:it|that)\b/.test(text)) return null;
  if (!/\bp\s?&\s?i\b|\bpayment\b|\bmonthly\b|\bprincipal and interest\b/.test(text)) return null;
  const tokens = tokenizeNumbers(text);
  const rate = tokens.filter((t) => t.kind === 'percent');
  const term = tokens.filter((t) => t.kind === 'years');
  if (rate.length !== 1 || term.length !== 1 || tokens.length !== 2) return null;
  const loan = figureOf(previous, /^loan amount\b/i);
  if (loan === undefined) return null;
  const payment = monthlyPayment(loan, rate[0]!.value, term[0]!.value);
  return {
    title: 'Monthly principal and interest',
    inputs: [
      `Loan: ${formatMoney(loan)} (from your last question)`,
      `Rate: ${formatRate(rate[0]!.value)}`,
      `Term: ${formatYears(term[0]!.value)}`,
    ],
    results: [`Monthly P&I: **${formatMoney(payment)}**`],
    method:
      'P&I = loan × r ÷ (1 − (1 + r)^−n), r the yearly rate ÷ 12, n the months; taxes and insurance not included',
  };
}

/** Rule 105: a follow-up to two sales' nets or to the loan put on them, or null. */
export function saleProceedsFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const previous = lastAnswer(history);
  if (previous === undefined) return null;
  return proceedsDown(input, previous) ?? paymentOnThatLoan(input, previous);
}

// ---------------------------------------------------------------------------------------------------

const LTV_ASKED = /\bltv\b|\bloan[- ]to[- ]value\b/;
const BUYOUT_TITLE = /^### Buying out (?:the other heirs|a co-owner)\s*$/m;

/** "what LTV is that new loan against the 495k value" after a buyout. */
export function buyoutLoanToValue(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const answer = lastAnswer(history);
  if (!answer || !BUYOUT_TITLE.test(answer)) return null;
  const text = normalizeText(input);
  if (!LTV_ASKED.test(text)) return null;
  const tokens = tokenizeNumbers(text);
  // Only a value may be named again ("against the 495k value"); any other number is a new question.
  if (tokens.some((t) => t.kind !== 'money')) return null;
  const amounts = amountsOf(tokens);
  if (amounts.length > 1) return null;
  const said = amounts[0];
  if (
    said &&
    !/\b(?:value|valued|worth|apprais\w*)\b/.test(
      `${clauseBefore(text, said)} ${text.slice(said.end, said.end + 20)}`,
    )
  )
    return null;
  const value = said?.value ?? amountOnLine(answer, /^- Value \(appraisal\):/);
  if (value === undefined || value <= 0) return null;
  const buyout = amountOnLine(answer, /^- Buyout\b/, true);
  if (buyout === undefined) return null;
  const shownLoan = amountOnLine(answer, /^- New loan\b/, true);
  const owedLine = answer.split('\n').find((l) => /^- Mortgage owed:/.test(l));
  if (!owedLine) return null;
  const owed = /none/.test(owedLine) ? 0 : amountOnLine(answer, /^- Mortgage owed:/);
  if (owed === undefined) return null;
  const loan = shownLoan ?? owed + buyout;
  return {
    title: 'Loan-to-value of the buyout loan',
    inputs: [
      `Value: ${formatAmount(value)}${said ? '' : ' (from the answer above)'}`,
      `Mortgage paid off: ${formatAmount(owed)}`,
      `Buyout paid out: ${formatMoney(buyout)}`,
    ],
    results: [
      `New loan (balance + buyout, no closing costs): **${formatMoney(loan)}**`,
      `Loan-to-value: **${formatPercent(loan / value)}**`,
    ],
    method: `LTV = new loan ÷ value = ${formatMoney(loan)} ÷ ${formatAmount(value)}`,
  };
}

// ---------------------------------------------------------------------------------------------------

const COC_TITLE = /^### Cash-on-cash return\s*$/m;
const COC_ASKED = /\bcash[- ]on[- ]cash\b|\bcoc\b|\breturn\b/;
const FLOW_WORDS = /\bcash ?flows?\b|\bnets?\b|\bclears?\b|\bthrows? off\b/;
const CASH_IN_WORDS = /\b(?:put|putting|invest\w*|cash in|all[- ]in|into (?:it|the)|down)\b/;

/** "if cash flow drops to $3,150 a year, whats cash on cash then" after a cash-on-cash return. */
export function cashOnCashAgain(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const answer = lastAnswer(history);
  if (!answer || !COC_TITLE.test(answer)) return null;
  const text = normalizeText(input);
  if (!COC_ASKED.test(text)) return null;
  const tokens = tokenizeNumbers(text);
  if (tokens.some((t) => t.kind !== 'money')) return null;
  const amounts = amountsOf(tokens);
  if (amounts.length !== 1) return null;
  const said = amounts[0]!;
  const invested =
    /Cash invested:[^\n]*?=\s*\$(\d[\d,]*)/.exec(answer)?.[1] ??
    /Cash invested: \$(\d[\d,]*)/.exec(answer)?.[1];
  const yearFlow = /Annual cash flow:[^\n]*=\s*\$(\d[\d,]*(?:\.\d+)?)/.exec(answer)?.[1];
  if (!invested || !yearFlow) return null;
  let cashIn = Number(invested.replace(/,/g, ''));
  let flow = Number(yearFlow.replace(/,/g, ''));
  const words = `${clauseBefore(text, said)} ${text.slice(said.end, said.end + 25)}`;
  const isFlow = FLOW_WORDS.test(words);
  const isCashIn = CASH_IN_WORDS.test(words) && !isFlow;
  if (isFlow) {
    // A cash flow with no period could be a month's or a year's: asked, never guessed.
    if (said.period === undefined) return null;
    flow = said.period === 'monthly' ? said.value * 12 : said.value;
  } else if (isCashIn && said.period === undefined) cashIn = said.value;
  else return null;
  if (cashIn <= 0) return null;
  return {
    title: 'Cash-on-cash return',
    inputs: [
      `Cash invested: ${formatAmount(cashIn)}${isCashIn ? '' : ' (as before)'}`,
      `Cash flow a year after the mortgage: ${formatMoney(flow)}${isFlow ? (said.period === 'monthly' ? ` (${formatAmount(said.value)} a month × 12)` : '') : ' (as before)'}`,
    ],
    results: [
      `Cash-on-cash = ${formatMoney(flow)} ÷ ${formatAmount(cashIn)} = **${formatPercent(flow / cashIn)}**`,
    ],
    method: 'Cash-on-cash = a year’s cash flow after debt service ÷ the cash put in',
  };
}

// ---------------------------------------------------------------------------------------------------

const DEPRECIATION_TITLE = /^### Depreciation\s*$/m;
const LAND = /\b(?:land|lot|dirt)\b/;
const BUILDING = /\b(?:building|improvements?|structure|house|home)\b/;

/** "the assessor actually splits it 30% land, 70% building. redo it" after a depreciation. */
export function depreciationWithNewLandShare(
  input: string,
  history: readonly HistoryTurn[],
): QuickAnswer | null {
  const answer = lastAnswer(history);
  if (!answer || !DEPRECIATION_TITLE.test(answer)) return null;
  const text = normalizeText(input);
  const tokens = tokenizeNumbers(text);
  if (tokens.length === 0 || tokens.length > 2 || tokens.some((t) => t.kind !== 'percent')) return null;
  let land: number | undefined;
  let building: number | undefined;
  for (const t of tokens) {
    // Each share named by the word right after it ("30% land") or right before it ("land is 30%").
    const after = text.slice(t.end, t.end + 20).split(/[,;.]\s|\band\b/)[0] ?? '';
    const before =
      text
        .slice(Math.max(0, t.start - 25), t.start)
        .split(/[,;.]\s|\band\b|%/)
        .pop() ?? '';
    const names = (re: RegExp) =>
      re.test(after) || (!LAND.test(after) && !BUILDING.test(after) && re.test(before));
    const isLand = names(LAND);
    const isBuilding = names(BUILDING);
    if (isLand === isBuilding) return null;
    if (isLand) {
      if (land !== undefined) return null;
      land = t.value;
    } else {
      if (building !== undefined) return null;
      building = t.value;
    }
  }
  if (land !== undefined && building !== undefined && Math.abs(land + building - 1) > 1e-9) return null;
  const buildingShare = building ?? 1 - land!;
  if (buildingShare <= 0 || buildingShare > 1) return null;
  const basis = amountOnLine(answer, /^- (?:Purchase price|Basis|Cost basis|Stepped-up basis|Price):/);
  const years = /(27\.5|39)-year recovery/.exec(answer)?.[1];
  if (basis === undefined || !years) return null;
  const life = Number(years);
  const depreciable = basis * buildingShare;
  return {
    title: 'Depreciation',
    inputs: [
      `Basis: ${formatAmount(basis)} (from the answer above)`,
      `Land: ${formatRate(1 - buildingShare)}, building: ${formatRate(buildingShare)} (as you now give it)`,
      `Recovery period: ${life} years, straight-line (no mid-month convention)`,
    ],
    results: [
      `Depreciable building basis: **${formatMoney(depreciable)}**`,
      `Annual depreciation: **${formatMoney(depreciable / life)}**`,
    ],
    method: `Building basis = basis × the building's share; a year's depreciation = ${formatMoney(depreciable)} ÷ ${life}`,
  };
}

/** Any of the family follow-ups above, the first that answers. */
export function familyFiguresFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  return (
    buyoutLoanToValue(input, history) ??
    cashOnCashAgain(input, history) ??
    depreciationWithNewLandShare(input, history)
  );
}

// A rented condo's NOI and cap rate with its HOA (docs/assistant.md rule 104): "bought a condo for
// $410,000 cash, rents for $3,300 a month, HOA $520/month, taxes $7,200 a year, insurance $900 a year,
// 5% vacancy: NOI and cap rate?", and the follow-up that finances it instead ("and the cash-on-cash if
// I had put 30% down at 6.75% over 30 years, closing costs 2% of the price paid in cash?"). Part of
// quick-math (READERS there); every number must be placed.
import type { HistoryTurn } from '../protocol.ts';
import { monthlyPayment } from './calculators.ts';
import { formatAmount, formatMoney, formatPercent, formatRate } from './format.ts';
import { normalizeText, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, itemizedExpenses, type QuickAnswer, type Reader } from './quick-math-reading.ts';

const UNIT =
  /\b(?:condo|co-?op|apartment|apt|unit|studio|townhouse|\d\s?br|one[- ]bedroom|two[- ]bedroom)\b/i;
const ASKS = /\bnoi\b|\bnet operating income\b|\bcap(?:italization)? rate\b|\bcap\b\s*\??$/i;

/**
 * NOI = rent × 12 × (1 − vacancy) − the expenses named item by item (HOA a month, taxes and insurance
 * a year unless said); cap rate = NOI ÷ price. One home, bought for cash: any loan is the follow-up's.
 */
export const condoNoiAndCap: Reader = ({ text, tokens }) => {
  if (
    !ASKS.test(text) ||
    !UNIT.test(text) ||
    !/\bhoa\b|\bcondo fee\b|\bcommon charges?\b|\bmaintenance\b/i.test(text)
  )
    return null;
  if (
    /\b(?:loan|mortgage|financ\w*|down payment|\d+% down)\b/i.test(
      text.replace(/\bno (?:mortgage|loan)\b/gi, ''),
    )
  )
    return null;
  const amounts = tokens.filter((t) => t.kind === 'money');
  const pcts = tokens.filter((t) => t.kind === 'percent');
  if (tokens.some((t) => t.kind !== 'money' && t.kind !== 'percent')) return null;
  const price = amounts.find(
    (t) =>
      !t.period &&
      t.value >= 50_000 &&
      /\b(?:for|bought|paid|price|cost|purchased|worth|value)\b[^$]{0,15}$/i.test(
        text.slice(Math.max(0, t.start - 25), t.start),
      ),
  );
  const rent = amounts.find(
    (t) =>
      t !== price &&
      t.value < 30_000 &&
      /\brents?\b(?: (?:for|at|is))?[^$]{0,10}$/i.test(text.slice(Math.max(0, t.start - 20), t.start)),
  );
  if (!price || !rent || rent.period === 'yearly') return null;
  const vacancy = pcts.find((p) =>
    /\bvacan/i.test(`${text.slice(Math.max(0, p.start - 20), p.start)} ${text.slice(p.end, p.end + 15)}`),
  );
  if (pcts.length !== (vacancy ? 1 : 0)) return null;
  const candidates = amounts.filter((t) => t !== price && t !== rent);
  const items = itemizedExpenses(text, tokens, candidates);
  if (!items || items.some((i) => i.yearly === undefined)) return null;
  if (!items.some((i) => i.label === 'HOA')) return null;
  if (!everyNumberPlaced(text, tokens)) return null;
  const gross = rent.value * 12;
  const vac = vacancy?.value ?? 0;
  const egi = gross * (1 - vac);
  const expenses = items.reduce((s, i) => s + i.yearly!, 0);
  const noi = egi - expenses;
  return {
    title: 'Condo rental: NOI and cap rate',
    inputs: [
      `Price: ${formatAmount(price.value)} (cash)`,
      `Rent: ${formatAmount(rent.value)} a month × 12 = ${formatMoney(gross)} a year`,
      `Vacancy: ${vacancy ? formatRate(vac) : 'none stated (0%)'}`,
      ...items.map((i) => `${i.label}: ${formatMoney(i.yearly!)} a year`),
    ],
    results: [
      `Effective income: ${formatMoney(egi)} (${formatMoney(gross)} × (1 − ${formatRate(vac)}))`,
      `Operating expenses: ${formatMoney(expenses)} a year`,
      `NOI: **${formatMoney(noi)}** a year (${formatMoney(egi)} − ${formatMoney(expenses)})`,
      `Cap rate: **${formatPercent(noi / price.value)}** (${formatMoney(noi)} ÷ ${formatAmount(price.value)})`,
    ],
    method: 'NOI = rent × 12 × (1 − vacancy) − HOA, taxes and insurance a year; cap rate = NOI ÷ price',
  };
};

/** The NOI and price of the last answer, when it was a condo's NOI and cap rate. */
function condoAbove(history: readonly HistoryTurn[]): { noi: number; price: number } | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || !/^### Condo rental: NOI and cap rate/m.test(last.text)) return null;
  const noi = /^- NOI: \*\*\$([\d,.]+)\*\*/m.exec(last.text);
  const price = /^- Price: \$([\d,.]+)/m.exec(last.text);
  if (!noi || !price) return null;
  return { noi: Number(noi[1]!.replace(/,/g, '')), price: Number(price[1]!.replace(/,/g, '')) };
}

/**
 * "and the cash-on-cash if I had put 30% down at 6.75% over 30 years? closing costs 2% of the price":
 * the loan's payment a year off the NOI above is the cash flow; ÷ the cash put in (down + closing).
 */
export function condoFinancingFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const above = condoAbove(history);
  if (!above) return null;
  const text = normalizeText(input);
  if (!/\bcash[- ]on[- ]cash|\bcoc\b|\bcash flow\b|\breturn on (?:my )?cash\b/i.test(text)) return null;
  const tokens = tokenizeNumbers(text);
  const pcts = tokens.filter((t) => t.kind === 'percent');
  const down = pcts.find((p) => /^\s*(?:down|as (?:a )?down)/i.test(text.slice(p.end, p.end + 12)));
  const closing = pcts.find(
    (p) =>
      p !== down &&
      /\bclosing\b/i.test(
        `${text.slice(Math.max(0, p.start - 30), p.start)} ${text.slice(p.end, p.end + 25)}`,
      ),
  );
  const rate = pcts.find((p) => p !== down && p !== closing);
  const term = tokens.find((t) => t.kind === 'years');
  const closingMoney = tokens.find(
    (t) => t.kind === 'money' && /\bclosing\b/i.test(text.slice(Math.max(0, t.start - 30), t.start)),
  );
  if (!down || !rate || !term || pcts.length !== (closing ? 3 : 2)) return null;
  const others = tokens.filter((t: NumberToken) => ![down, rate, term, closing, closingMoney].includes(t));
  if (others.length > 0) return null;
  const loan = above.price * (1 - down.value);
  const payment = monthlyPayment(loan, rate.value, term.value);
  const debt = payment * 12;
  const cashFlow = above.noi - debt;
  const downCash = above.price * down.value;
  const closingCash = closing ? above.price * closing.value : (closingMoney?.value ?? 0);
  const invested = downCash + closingCash;
  return {
    title: 'Condo rental financed: cash flow and cash-on-cash',
    inputs: [
      `NOI: ${formatMoney(above.noi)} a year, price ${formatAmount(above.price)} (from the answer above)`,
      `Loan: ${formatAmount(above.price)} × (1 − ${formatRate(down.value)}) = ${formatMoney(loan)} at ${formatRate(rate.value)} for ${term.value} years`,
      `Cash in: down ${formatMoney(downCash)}${closing || closingMoney ? ` + closing ${formatMoney(closingCash)}${closing ? ` (${formatRate(closing.value)} of the price)` : ''}` : ''} = ${formatMoney(invested)}`,
    ],
    results: [
      `Payment: ${formatMoney(payment)} a month, ${formatMoney(debt)} a year`,
      `Annual cash flow: **${formatMoney(cashFlow)}** (${formatMoney(above.noi)} − ${formatMoney(debt)})`,
      `Cash-on-cash: **${formatPercent(cashFlow / invested)}** (${formatMoney(cashFlow)} ÷ ${formatMoney(invested)})`,
    ],
    method:
      'Cash flow = NOI − the loan payments a year; cash-on-cash = cash flow ÷ (down payment + closing costs)',
  };
}

export const CONDO_RENTAL_READERS: readonly Reader[] = [condoNoiAndCap];

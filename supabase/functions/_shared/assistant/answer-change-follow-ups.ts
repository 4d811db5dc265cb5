// Follow-ups that change the answer above in a way no rewrite of the question before can say (rule 65):
// several changes at once with one of them a cost the question lacked ("only 10% down, rate 6.75 then,
// PMI 0.6% a year"), a result of the answer taken as the next question's input ("refinance exactly
// that balance into a 25 year at 5.875"), a count moved by a percentage ("sales jump 25%, listings stay
// the same"), a mill rate moved by mills ("the town voted a 2 mill increase") and a refinance's
// payment or costs named anew (refinance-follow-up.ts). A rewrite read these
// as one number replacing another (a 25-year balance, a 2-mill tax). Each reader takes its figures
// from the answer as the user saw it, fires only when every number of the follow-up is placed, and
// shows the figures it took, so a wrong pick is visible at once.
import type { HistoryTurn } from '../protocol.ts';
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { normalizeText, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';
import { lastComputed, priceAtCapRate } from './previous-figures.ts';
import type { QuickAnswer } from './quick-math-reading.ts';
import { downShareOf } from './housing-ratio-math.ts';
import { refinancePaymentsChanged } from './refinance-follow-up.ts';

const amount = (s: string) => Number(s.replace(/,/g, ''));

/** A figure the answer shows after its label ("- Home price: $400,000"), or undefined. */
function shown(answer: string, label: RegExp): number | undefined {
  const m = new RegExp(
    `^\\s*[-|]\\s*(?:${label.source})\\s*[:|]\\s*\\**\\$?([\\d,]+(?:\\.\\d+)?)`,
    'im',
  ).exec(answer);
  return m ? amount(m[1]!) : undefined;
}

/** A rate said bare ("rate would be 6.75", "at 7"): a plain number of a rate's size. */
const isBareRate = (t: NumberToken) => t.kind === 'plain' && t.value >= 2 && t.value <= 15;
const rateOf = (t: NumberToken) => (t.kind === 'percent' ? t.value : t.value / 100);

const PMI = /\bpmi\b|\bmortgage insurance\b|\bmi\b/;

/**
 * "what if we only put 10% down instead — rate would be 6.75 then, and PMI is 0.6% of the loan a year"
 * after a payment on a price: the new loan, its P&I (at the new rate, or the rate above), PMI a month
 * (loan × PMI rate ÷ 12) and the two together. The PMI is a cost added, never a replacement rate.
 */
function downWithPmi(text: string, answer: string): QuickAnswer | null {
  if (!PMI.test(text)) return null;
  const price = shown(answer, /home price|price|purchase price/);
  const oldRate = shown(answer, /interest rate|rate/);
  const years = shown(answer, /term/);
  if (!price || !oldRate || !years) return null;
  const tokens = tokenizeNumbers(text);
  const down = downShareOf(text, tokens);
  const pmi = tokens.find(
    (t) =>
      t !== down &&
      t.kind === 'percent' &&
      t.value < 0.025 &&
      PMI.test(text.slice(Math.max(0, t.start - 25), t.end + 25)),
  );
  if (!down || !pmi || !(down.value > 0 && down.value < 0.2)) return null;
  const others = tokens.filter((t) => t !== down && t !== pmi);
  const rateToken = others.find((t) => (t.kind === 'percent' && t.value < 0.2) || isBareRate(t));
  // Every number placed: a term or another amount is a question this reader does not answer.
  if (others.length > (rateToken ? 1 : 0)) return null;
  const rate = rateToken ? rateOf(rateToken) : oldRate / 100;
  const loan = price * (1 - down.value);
  const pi = monthlyPayment(loan, rate, years);
  const pmiMonthly = (loan * pmi.value) / 12;
  return {
    title: 'Payment with less down and PMI',
    inputs: [
      `Price (from the answer above): ${formatMoney(price)}`,
      `Down payment: ${formatPercent(down.value)} = ${formatMoney(price * down.value)}`,
      `Rate: ${formatPercent(rate, 3)}${rateToken ? '' : ' (as above)'} over ${years} years`,
      `PMI: ${formatPercent(pmi.value, 2)} of the loan a year`,
    ],
    results: [
      `New loan: **${formatMoney(loan)}** (${formatMoney(price)} × ${formatPercent(1 - down.value)})`,
      `Principal and interest: **${formatMoney(pi)}** a month`,
      `PMI: **${formatMoney(pmiMonthly)}** a month (${formatMoney(loan)} × ${formatPercent(pmi.value, 2)} ÷ 12)`,
      `P&I + PMI: **${formatMoney(pi + pmiMonthly)}** a month (taxes and insurance on top)`,
    ],
    method:
      'Loan = price × (1 − the share down); P&I from the loan, rate and term; PMI a month = loan × the yearly PMI rate ÷ 12',
  };
}

/**
 * "and if I refinanced exactly that balance into a 25 year loan at 5.875, what's the new payment?"
 * after a balance: the balance shown is the new loan, paid over the new term at the new rate.
 */
function refinanceTheBalance(text: string, answer: string): QuickAnswer | null {
  // "refi that", or the balance moved into a new loan without the word ("put that balance on a 20 yr").
  const newLoan =
    /\b(?:refi\w*|refinanc\w*|re-?amortiz\w*|recast\w*)\b/.test(text) ||
    /\b(?:that|the|this|remaining) balance\b[^.?!]{0,25}\b(?:into|onto|on|over) (?:a|an|the)? ?(?:new )?\d/.test(
      text,
    ) ||
    // "what would the payment be on that at 5.875 over 25?"
    /\bpayment\b[^.?!\d]{0,15}\bon (?:that|it|the balance|that balance|what'?s left)\b/.test(text);
  if (!newLoan) return null;
  if (
    !/\b(?:that|the|this|remaining|same|what'?s left|left over)\b[^.?!]{0,20}\bbalance\b|\bwhat'?s left\b|\bthat\b|\bit\b/.test(
      text,
    )
  )
    return null;
  const balance = shown(answer, /remaining balance|balance left|balance/);
  if (!balance) return null;
  const tokens = tokenizeNumbers(text);
  // "over 25" after a rate is the term in years.
  const terms = tokens.filter(
    (t) =>
      (t.kind === 'years' || (t.kind === 'plain' && /\b(?:over|for)\s*$/.test(text.slice(0, t.start)))) &&
      t.value >= 5 &&
      t.value <= 40,
  );
  const rates = tokens.filter(
    (t) => !terms.includes(t) && ((t.kind === 'percent' && t.value < 0.2) || isBareRate(t)),
  );
  if (terms.length !== 1 || rates.length !== 1 || tokens.length !== 2) return null;
  const rate = rateOf(rates[0]!);
  const years = terms[0]!.value;
  const oldPi = /P&I \$([\d,]+\.\d{2}) a month/.exec(answer);
  const pi = monthlyPayment(balance, rate, years);
  const was = oldPi ? amount(oldPi[1]!) : undefined;
  return {
    title: 'Refinancing the balance',
    inputs: [
      `New loan: ${formatMoney(balance)} (the balance from the answer above)`,
      `Rate: ${formatPercent(rate, 3)} over ${years} years`,
    ],
    results: [
      `New principal and interest: **${formatMoney(pi)}** a month`,
      ...(was
        ? [
            `Against ${formatMoney(was)} now: ${formatMoney(Math.abs(was - pi))} a month ${pi < was ? 'less' : 'more'}`,
          ]
        : []),
    ],
    method: 'P&I on the balance at the new rate over the new term (closing costs not included)',
  };
}

const ROSE =
  /\b(?:jump\w*|rais\w*|hike[sd]?|hiking|add\w*|rise|rises|rose|risen|up|increase[sd]?|grow\w*|climb\w*|spike[sd]?|more|higher|surge[sd]?|bump\w*)\b/;
const FELL =
  /\b(?:drop\w*|reduc\w*|lower\w*|fall|falls|fell|down|decrease[sd]?|slow\w*|decline[sd]?|shrink\w*|less|lower|cut|dip\w*|sink\w*|sank)\b/;
/** Where one change ends and the next begins. */
const PART = /[,;.!?]\s|\s(?:and|while|but|with)\s/g;
const SALES = /\b(?:sales|sold|closings|closed|absorption)\b/;
const LISTINGS = /\b(?:listings|inventory|active|supply|for sale|on (?:the )?market)\b/;

/** +1 or −1 for the direction a clause says, 0 when it says none or both. */
function direction(clause: string): -1 | 0 | 1 {
  const up = ROSE.test(clause);
  const down = FELL.test(clause);
  return up === down ? 0 : up ? 1 : -1;
}

/**
 * "if sales jumped 25% next month and listings stayed the same" after months of inventory: the count
 * moved by the percentage (sales × 1.25), the other kept or moved by its own, and the new months.
 */
function inventoryMoved(text: string, answer: string): QuickAnswer | null {
  const listings = shown(answer, /active listings|listings/);
  // Sales a month: the absorbed count, else a "Sales: 140 a month" line; never "1440 in 12 months".
  const perMonth = /^\s*-\s*Sales:\s*\$?([\d,]+(?:\.\d+)?) a month\b/im.exec(answer);
  const sales =
    shown(answer, /homes absorbed \(sold\) a month/) ?? (perMonth ? amount(perMonth[1]!) : undefined);
  if (!listings || !sales || !/months of inventory/i.test(answer)) return null;
  const tokens = tokenizeNumbers(text);
  if (tokens.length === 0 || tokens.some((t) => t.kind !== 'percent')) return null;
  let newSales = sales;
  let newListings = listings;
  const lines: string[] = [];
  for (const t of tokens) {
    // The token's own part of the sentence: "sales jumped 25% | and listings stayed the same".
    const from = Math.max(
      0,
      ...[...text.slice(0, t.start).matchAll(PART)].map((m) => m.index! + m[0].length),
    );
    const next = new RegExp(PART.source).exec(text.slice(t.end));
    const own = text.slice(from, next ? t.end + next.index : text.length);
    const isSales = SALES.test(own) && !LISTINGS.test(own);
    const isListings = LISTINGS.test(own) && !SALES.test(own);
    const sign = direction(own);
    if ((!isSales && !isListings) || sign === 0 || !(t.value > 0 && t.value < 1)) return null;
    if (isSales) {
      newSales = sales * (1 + sign * t.value);
      lines.push(
        `Sales: ${formatNumber(sales)} a month ${sign > 0 ? '+' : '−'} ${formatPercent(t.value)} = ${formatNumber(newSales, 1)}`,
      );
    } else {
      newListings = listings * (1 + sign * t.value);
      lines.push(
        `Listings: ${formatNumber(listings)} ${sign > 0 ? '+' : '−'} ${formatPercent(t.value)} = ${formatNumber(newListings, 1)}`,
      );
    }
  }
  if (lines.length !== tokens.length || newSales <= 0) return null;
  if (newListings === listings) lines.push(`Listings: ${formatNumber(listings)} (unchanged)`);
  if (newSales === sales) lines.push(`Sales: ${formatNumber(sales)} a month (unchanged)`);
  const before = listings / sales;
  const after = newListings / newSales;
  return {
    title: 'Months of inventory after the change',
    inputs: lines,
    results: [
      `Months of inventory: **${formatNumber(after, 2)} months** (${formatNumber(newListings, 1)} ÷ ${formatNumber(newSales, 1)})`,
      `Before: ${formatNumber(before, 2)} months, ${formatNumber(Math.abs(before - after), 2)} ${after < before ? 'fewer' : 'more'}`,
    ],
    method: 'Months of inventory = active listings ÷ sales a month',
  };
}

/**
 * "the town voted a 2 mill increase", "what if they cut the rate by 1.5 mills" after a tax on a mill
 * rate: the mills moved by that many (never replaced by it), and the yearly bill at the new rate.
 */
function millRateMoved(text: string, answer: string): QuickAnswer | null {
  const mills = /(\d+(?:\.\d+)?) mills\b/.exec(answer);
  const tax = shown(answer, /yearly tax|annual tax|yearly property tax/);
  // One mill rate and one bill: several homes' taxes leave it unclear which one moves.
  if (!mills || !tax || (answer.match(/\d mills\b/g) ?? []).length !== 1) return null;
  // "a 2 mill increase", "up 2.5 mills", "raising the mill rate by 2".
  const said =
    /(\d+(?:\.\d+)?)[\s-]*mills?\b/.exec(text) ??
    /\bmill (?:rate|levy)\b[^.?!\d]{0,30}\bby\s+(\d+(?:\.\d+)?)\b(?!\s*(?:%|percent))/.exec(text);
  // "the mill rate goes up 10%": a share of the mills.
  const tokens = tokenizeNumbers(text);
  const share =
    tokens.length === 1 && tokens[0]!.kind === 'percent' && /\bmill/.test(text) ? tokens[0] : undefined;
  if ((!said && !share) || /\bto\s+(?:\d+(?:\.\d+)?)[\s-]*mills?\b/.test(text)) return null;
  if (tokens.length !== 1) return null;
  const sign = direction(text);
  if (sign === 0) return null;
  const oldMills = Number(mills[1]);
  const change = share ? oldMills * share.value : Number(said![1]);
  const newMills = oldMills + sign * change;
  if (!(change > 0 && newMills > 0)) return null;
  const newTax = (tax * newMills) / oldMills;
  const diff = newTax - tax;
  return {
    title: 'Property tax at the new mill rate',
    inputs: [
      `Yearly tax (from the answer above): ${formatMoney(tax)} at ${formatNumber(oldMills, 3)} mills`,
      `Mill rate: ${formatNumber(oldMills, 3)} ${sign > 0 ? '+' : '−'} ${formatNumber(change, 3)} = ${formatNumber(newMills, 3)} mills`,
    ],
    results: [
      `New yearly tax: **${formatMoney(newTax)}** (${formatMoney(newTax / 12)} a month)`,
      `Change: **${formatMoney(Math.abs(diff))} a year ${diff > 0 ? 'more' : 'less'}** (${formatMoney(Math.abs(diff) / 12)} a month)`,
    ],
    method: 'Tax = taxable value × mills ÷ 1,000, so the bill moves in proportion to the mill rate',
  };
}

const READERS = [downWithPmi, refinanceTheBalance, refinancePaymentsChanged, inventoryMoved, millRateMoved];

/** The answer to a follow-up that changes the answer above in one of these ways, or null. */
export function answerChangeFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const answer = lastComputed(history);
  if (!answer) return null;
  const atCap = priceAtCapRate(input, history);
  if (atCap) return atCap;
  const text = normalizeText(input);
  for (const read of READERS) {
    const result = read(text, answer);
    if (result) return result;
  }
  return null;
}

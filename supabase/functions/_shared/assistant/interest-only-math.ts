// An interest-only payment, with every number stated ("interest only on 2.4M at 7.1%, whats
// monthly"): the loan times the rate, a twelfth a month, with no principal paid; and, when the
// interest-only years and the loan's term are both given, the payment once it starts to amortize.
// Part of quick-math (READERS there).
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { money, percents, yearsOf, type Reader } from './quick-math-reading.ts';

// "(principal + interest only)" asks for P&I alone, not an interest-only loan.
const INTEREST_ONLY =
  /(?<!\b(?:principal|p)\s?(?:and|&|\+|plus)\s?)\binterest[- ]only\b|\bi\/o (?:loan|period|payments?)\b|\bio (?:loan|period|payments?)\b/;

/** A HELOC's draw period, paid interest only (rule 73): "10 year draw", "draw period of 10 years". */
const HELOC_DRAW = /\bheloc\b|\bhome equity line\b|\bline of credit\b/;
const DRAW_PERIOD = /\bdraw(?:ing)?(?: period| phase)?\b/;
/** The words that make a span the amortizing period after it: "20 year repayment", "repay over 20 years". */
const REPAYMENT_AFTER =
  /^\s?(?:-\s?)?(?:repayment|repay|payback|amortiz\w*|pay[- ]?(?:off|down)|p\s?&\s?i)\b/;
const REPAYMENT_BEFORE =
  /\b(?:repayment|repay(?:ing)?|payback|amortiz\w*|pay(?:ing)? (?:it )?(?:off|down|back))(?: (?:period|phase|term))?(?: (?:of|over|for|is|lasts?))?\s*$/;

const interestOnlyPayment: Reader = ({ text, tokens }) => {
  if (!INTEREST_ONLY.test(text) && !(HELOC_DRAW.test(text) && DRAW_PERIOD.test(text))) return null;
  const loans = money(tokens).filter((t) => t.value >= 10000 && !t.period);
  const rates = percents(tokens);
  if (loans.length !== 1 || rates.length !== 1 || money(tokens).length !== 1) return null;
  const [loan, rate] = [loans[0]!.value, rates[0]!.value];
  if (!(rate > 0 && rate < 0.3)) return null;
  const payment = (loan * rate) / 12;
  // "10 years interest only, then amortizing over 20", "io for 5 yrs on a 30 yr loan".
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months').map(yearsOf);
  const overBare = /\bamortiz\w* (?:over|for) (\d{1,2})\b(?!\s*(?:years?|yrs?|months?))/.exec(text);
  if (overBare) terms.push(Number(overBare[1]));
  if (terms.length > 2) return null;
  const inputs = [`Loan: ${formatMoney(loan)}`, `Rate: ${formatPercent(rate, 3)}`];
  const results = [
    `Interest-only payment: **${formatMoney(payment)}** a month (${formatMoney(payment * 12)} a year)`,
    `Principal paid meanwhile: none; the balance stays ${formatMoney(loan)}`,
  ];
  let after = '';
  if (terms.length === 2) {
    let ioYears = Math.min(...terms);
    // "then a 20 year repayment", "repayment period of 20 years": the span named the repayment is the
    // amortizing period after the draw, not the loan's whole term.
    const spans = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
    const repayment = spans.find(
      (t) =>
        REPAYMENT_AFTER.test(text.slice(t.end, t.end + 20)) ||
        REPAYMENT_BEFORE.test(text.slice(Math.max(0, t.start - 40), t.start)),
    );
    const thenAmortizing = /\bthen (?:amortiz\w*|principal and interest|p\s?&\s?i)(?: (?:over|for))? \d/.test(
      text,
    )
      ? Math.max(...terms)
      : repayment && spans.length === 2 && yearsOf(repayment) !== ioYears
        ? yearsOf(repayment)
        : Math.max(...terms) - ioYears;
    if (thenAmortizing > 0) {
      const later = monthlyPayment(loan, rate, thenAmortizing);
      // With the repayment named, the draw years are the other span.
      ioYears =
        repayment && thenAmortizing === yearsOf(repayment) && spans.length === 2
          ? yearsOf(spans.find((t) => t !== repayment)!)
          : ioYears;
      inputs.push(
        `Interest-only period: ${ioYears} years`,
        thenAmortizing === Math.max(...terms)
          ? `Then amortizing over: ${thenAmortizing} years`
          : `Loan term: ${Math.max(...terms)} years (${thenAmortizing} left to amortize)`,
      );
      results.push(
        `After ${ioYears} interest-only years it amortizes over ${thenAmortizing}: **${formatMoney(later)}** a month`,
      );
      after = `; then ${formatMoney(loan)} over ${thenAmortizing} years at ${formatPercent(rate, 3)}`;
    }
  }
  return {
    title: 'Interest-only payment',
    inputs,
    results,
    method: `${formatMoney(loan)} × ${formatPercent(rate, 3)} ÷ 12${after}`,
  };
};

/** A loan's fee, as a share or in dollars: "2% origination fee", "2 points", "a $2,400 lender fee". */
const FEE_BEFORE = /\b(?:origination|orig|points?|lender fees?|loan fees?|fees?)(?:\s+(?:fee|of|is|at))?\s*$/;
const FEE_AFTER = /^\s*(?:origination|orig|points?|lender fee|loan fee|fee|upfront)\b/;
/** A bridge, hard-money or interest-only loan carried a while: "if we carry it 4 months". */
const SHORT_LOAN = /\bbridge (?:loan|financing)\b|\bhard[- ]money\b|\bswing loan\b/;

/**
 * An interest-only loan carried for months, with its fee (rule 92): "bridge loan $120,000, 9.5%
 * interest only, 2% origination, carrying it 4 months: monthly interest and total cost?" The monthly
 * interest is loan × rate ÷ 12; the cost is that for each month carried plus the fee.
 */
const interestOnlyCarried: Reader = ({ text, tokens }) => {
  if (!INTEREST_ONLY.test(text) && !SHORT_LOAN.test(text)) return null;
  const isFee = (t: NumberToken) =>
    FEE_BEFORE.test(text.slice(Math.max(0, t.start - 25), t.start)) ||
    FEE_AFTER.test(text.slice(t.end, t.end + 20));
  const loans = money(tokens).filter((t) => t.value >= 10000 && !t.period && !isFee(t));
  const feeAmounts = money(tokens).filter(isFee);
  const allRates = percents(tokens);
  // "plus 3 points": points are percentages of the loan (the tokenizer leaves a small bare count).
  const points = /\b(\d(?:\.\d{1,3})?)\s*(?:origination\s+)?points?\b/.exec(text);
  const pointsSaid = points && !allRates.some(isFee) ? [{ value: Number(points[1]) / 100 }] : [];
  const feeRates: { value: number }[] = [...allRates.filter(isFee), ...pointsSaid];
  const rates = allRates.filter((t) => !isFee(t));
  const months = tokens.filter((t) => t.kind === 'months' || t.kind === 'years');
  if (loans.length !== 1 || rates.length !== 1 || months.length !== 1) return null;
  if (feeAmounts.length + feeRates.length !== 1) return null;
  if (money(tokens).length !== loans.length + feeAmounts.length) return null;
  const loan = loans[0]!.value;
  const rate = rates[0]!.value;
  if (!(rate > 0 && rate < 0.3)) return null;
  const carried = Math.round(yearsOf(months[0]!) * 12);
  if (!(carried >= 1 && carried <= 60)) return null;
  const fee = feeRates[0] ? loan * feeRates[0].value : feeAmounts[0]!.value;
  const monthlyInterest = (loan * rate) / 12;
  const interest = monthlyInterest * carried;
  return {
    title: 'Interest-only loan: carrying cost',
    inputs: [
      `Loan: ${formatMoney(loan)} at ${formatPercent(rate, 3)}, interest only`,
      feeRates[0]
        ? `Fee: ${formatPercent(feeRates[0].value)} of the loan = ${formatMoney(fee)}`
        : `Fee: ${formatMoney(fee)}`,
      `Carried: ${carried} month${carried === 1 ? '' : 's'}`,
    ],
    results: [
      `Monthly interest: **${formatMoney(monthlyInterest)}**`,
      `Interest for ${carried} months: ${formatMoney(interest)}`,
      `Total cost with the fee: **${formatMoney(interest + fee)}**`,
    ],
    method: `${formatMoney(loan)} × ${formatPercent(rate, 3)} ÷ 12 = ${formatMoney(monthlyInterest)} a month; × ${carried} + the ${formatMoney(fee)} fee`,
  };
};

export const INTEREST_ONLY_READERS: readonly Reader[] = [interestOnlyCarried, interestOnlyPayment];

// Debt service coverage from an NOI and the loan's payment (rule 120): "NOI is $30,000 a year and the
// mortgage payment would be $2,000 a month. DSCR?" The ratio is the year's NOI ÷ the year's payments
// (12 × a monthly payment). Read only when both amounts are named for what they are and nothing else is
// given; a loan amount with a rate and term is coverageOfLoan's (operating-income-math.ts).
import { formatMoney } from './format.ts';
import { NOI_LABEL } from './operating-income-math.ts';
import { everyNumberPlaced, labelled, money, type Reader, yearly } from './quick-math-reading.ts';

const DSCR_ASKED = /\bdscr\b|\bdebt[- ]service coverage\b|\bcoverage ratio\b/;
const PAYMENT = /\b(?:mortgage |loan |monthly |annual |yearly )?payments?\b|\bdebt service\b|\bp\s?&\s?i\b/;

const coverageFromPayment: Reader = ({ text, tokens }) => {
  if (!DSCR_ASKED.test(text)) return null;
  const amounts = money(tokens);
  if (amounts.length !== 2 || tokens.length !== 2) return null;
  if (!everyNumberPlaced(text, tokens)) return null;
  const noi = labelled(text, amounts, NOI_LABEL, ['money'], 1);
  const payment = labelled(text, amounts, PAYMENT, ['money'], 2);
  if (!noi || !payment || noi === payment || !noi.period || !payment.period) return null;
  const noiYear = yearly(noi);
  const debtYear = yearly(payment);
  if (!(debtYear > 0)) return null;
  return {
    title: 'Debt service coverage ratio',
    inputs: [
      `NOI: ${formatMoney(noiYear)} a year`,
      `Debt service: ${payment.period === 'monthly' ? `${formatMoney(payment.value)} a month × 12 = ` : ''}${formatMoney(debtYear)} a year`,
    ],
    results: [
      `DSCR: **${(noiYear / debtYear).toFixed(2)}** (${formatMoney(noiYear)} ÷ ${formatMoney(debtYear)})`,
    ],
    method: 'DSCR = NOI ÷ yearly debt service; lenders commonly want 1.20–1.25 or more',
  };
};

export const COVERAGE_FROM_PAYMENT_READERS: readonly Reader[] = [coverageFromPayment];

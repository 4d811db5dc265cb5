// Simple payback of an upgrade or any cost that saves money each month or year ("solar costs 24,500
// after the credit and saves $165/mo", "new windows 18k, save 90 a month on heating", "heat pump
// 12,000 saves 1,100 a year"): years = the cost ÷ the yearly saving, months beside it. Part of
// quick-math (READERS there).
import { formatMoney, formatNumber } from './format.ts';
import { clauseAfter, clauseBefore, money, type Reader } from './quick-math-reading.ts';

/** A saving named in its own clause: "saves 165/mo", "$90 a month in savings", "cuts the bill by 90". */
const SAVING_BEFORE =
  /\b(?:sav(?:e|es|ed|ing|ings)|cut(?:s|ting)?|lower(?:s|ing)?|reduc(?:e|es|ing)|knock(?:s|ing)? off|shav(?:e|es|ing) off|drops?|trims?)\b[^.;!?]{0,30}$/;
const SAVING_AFTER = /^\s*(?:in |of )?(?:sav(?:ings?|ed)|less|lower|off)\b/;

/** A loan's own break-even (closing costs against a lower payment) is the refinance readers'. */
const A_LOAN = /\b(?:refi\w*|rate|closing costs?|points?|loan|mortgage|lender|apr|p\s?&\s?i)\b/;

/** Putting money by for a goal ("save 500 a month toward a 30k down payment") is no payback. */
const SAVING_UP =
  /\b(?:sav(?:e|ing) up|toward|towards|down payment|goal|emergency fund|put(?:ting)? (?:away|aside))\b/;

export const simplePayback: Reader = ({ text, tokens }) => {
  if (A_LOAN.test(text) || SAVING_UP.test(text) || tokens.length !== 2) return null;
  const amounts = money(tokens);
  if (amounts.length !== 2) return null;
  const saving = amounts.find(
    (t) =>
      t.period !== undefined &&
      (SAVING_BEFORE.test(clauseBefore(text, t)) || SAVING_AFTER.test(clauseAfter(text, t))),
  );
  const cost = amounts.find((t) => t !== saving && t.period === undefined);
  if (!saving || !cost || !(saving.value > 0) || !(cost.value > saving.value)) return null;
  const yearly = saving.period === 'monthly' ? saving.value * 12 : saving.value;
  const years = cost.value / yearly;
  const months = years * 12;
  if (years > 100) return null;
  return {
    title: 'Simple payback',
    inputs: [
      `Cost: ${formatMoney(cost.value)}`,
      `Saving: ${saving.period === 'monthly' ? `${formatMoney(saving.value)} a month = ${formatMoney(yearly)} a year` : `${formatMoney(yearly)} a year (${formatMoney(yearly / 12)} a month)`}`,
    ],
    results: [
      `Payback: **${formatNumber(years, 1)} years** (about ${formatNumber(Math.round(months), 0)} months)`,
    ],
    method: `${formatMoney(cost.value)} ÷ ${formatMoney(yearly)} a year; simple payback leaves out interest on the money and any change in energy prices or the saving`,
  };
};

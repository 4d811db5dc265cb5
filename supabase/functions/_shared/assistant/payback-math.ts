// Simple payback of an upgrade or any cost that saves money each month or year ("solar costs 24,500
// after the credit and saves $165/mo", "new windows 18k, save 90 a month on heating", "heat pump
// 12,000 saves 1,100 a year"): years = the cost ÷ the yearly saving, months beside it. A credit or
// rebate on the cost ("panels 28k before the 30% credit", "a 2k state rebate") comes off it first: the
// net cost is what the saving pays back. Part of quick-math (READERS there).
import { formatMoney, formatNumber, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
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

/** A credit or rebate that comes off the cost: "the 30% credit", "30% ITC", "a 10% rebate", "2k state rebate". */
const CREDIT = /\b(?:(?:tax )?credits?|itc|rebates?|incentives?|tax break|discount)\b/;
/** The words right at a number, within its clause and between its neighbours ("28k before the 30% credit" names 30%, not 28k). */
function wordsAt(text: string, tokens: readonly NumberToken[], t: NumberToken): string {
  const previous = tokens.filter((o) => o.end <= t.start).at(-1);
  const next = tokens.find((o) => o.start >= t.end);
  const before = clauseBefore(text, t).slice(-25);
  const after = clauseAfter(text, t).slice(0, 30);
  return `${before.slice(Math.max(0, before.length - (t.start - (previous?.end ?? 0))))} ${after.slice(0, (next?.start ?? text.length) - t.end)}`;
}

export const simplePayback: Reader = ({ text, tokens }) => {
  if (A_LOAN.test(text) || SAVING_UP.test(text) || tokens.length < 2 || tokens.length > 3) return null;
  // A credit or rebate: a share of the cost ("before the 30% credit") or dollars ("a 2k state rebate").
  const credits = tokens.filter(
    (t) => (t.kind === 'percent' || t.kind === 'money') && CREDIT.test(wordsAt(text, tokens, t)),
  );
  const credit = credits.length === 1 && tokens.length === 3 ? credits[0] : undefined;
  if (tokens.length === 3 && !credit) return null;
  if (credit && credit.period !== undefined) return null;
  const amounts = money(tokens).filter((t) => t !== credit);
  if (amounts.length !== 2) return null;
  const saving = amounts.find(
    (t) =>
      t.period !== undefined &&
      (SAVING_BEFORE.test(clauseBefore(text, t)) || SAVING_AFTER.test(clauseAfter(text, t))),
  );
  const cost = amounts.find((t) => t !== saving && t.period === undefined);
  if (!saving || !cost || !(saving.value > 0) || !(cost.value > saving.value)) return null;
  // "19,600 after the 30% credit": the cost said is already net, and the credit would come off twice.
  if (credit && /\bafter\b/.test(text.slice(cost.end, credit.start))) return null;
  const off = credit ? (credit.kind === 'percent' ? cost.value * credit.value : credit.value) : 0;
  if (credit && !(off > 0 && off < cost.value)) return null;
  const net = cost.value - off;
  const yearly = saving.period === 'monthly' ? saving.value * 12 : saving.value;
  const years = net / yearly;
  const months = years * 12;
  if (years > 100) return null;
  return {
    title: 'Simple payback',
    inputs: [
      `Cost: ${formatMoney(cost.value)}${credit ? ` before the ${(CREDIT.exec(wordsAt(text, tokens, credit))?.[0] ?? 'credit').replace(/^itc$/, 'ITC')}` : ''}`,
      ...(credit
        ? [
            credit.kind === 'percent'
              ? `Credit: ${formatRate(credit.value)} of the cost = ${formatMoney(off)}`
              : `Credit or rebate: ${formatMoney(off)}`,
          ]
        : []),
      `Saving: ${saving.period === 'monthly' ? `${formatMoney(saving.value)} a month = ${formatMoney(yearly)} a year` : `${formatMoney(yearly)} a year (${formatMoney(yearly / 12)} a month)`}`,
    ],
    results: [
      ...(credit
        ? [`Net cost: **${formatMoney(net)}** (${formatMoney(cost.value)} − ${formatMoney(off)})`]
        : []),
      `Payback: **${formatNumber(years, 1)} years** (about ${formatNumber(Math.round(months), 0)} months)`,
    ],
    method: `${formatMoney(net)} ÷ ${formatMoney(yearly)} a year; simple payback leaves out interest on the money and any change in energy prices or the saving${credit ? ', and takes the credit as received in full' : ''}`,
  };
};

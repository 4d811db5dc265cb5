// How long saving a set amount a month takes to reach a goal: "how long to save 20% down on a 450k
// house if I save 1500 a month (we have 15k already)". The goal is an amount, or a share of a price
// (a down payment); what is already saved comes off it. No interest on the savings is assumed, and
// the answer says so. Part of quick-math (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import { clauseAfter, clauseBefore, money, percents, type Reader } from './quick-math-reading.ts';

const ASKS_HOW_LONG =
  /\bhow (?:long|many (?:months|years))\b[^.?!]{0,40}\b(?:save|saving|to have|to get|reach|(?:until|till|before) (?:i|we) (?:have|reach|hit|get))\b|\bwhen (?:will|would|can|could) (?:i|we) (?:have|reach|hit)\b/;
/** What is saved already: "we have 15k saved", "15k in savings", "already have 20k". */
const SAVED_AFTER =
  /^\s*(?:already\s+)?(?:saved|in savings|in the bank|set aside|put away|socked away|sitting)\b/;
const SAVED_BEFORE =
  /\b(?:already (?:have|got|saved)|saved(?: up)?|have saved|savings of)\s*(?:about|around|roughly)?\s*$/;

export const savingGoal: Reader = ({ text, tokens }) => {
  if (!ASKS_HOW_LONG.test(text)) return null;
  const monthly = money(tokens).filter((t) => t.period === 'monthly');
  if (monthly.length !== 1) return null;
  const perMonth = monthly[0]!.value;
  const lumps = money(tokens).filter((t) => t.period === undefined);
  const shares = percents(tokens);
  const saved = lumps.filter(
    (t) => SAVED_AFTER.test(clauseAfter(text, t)) || SAVED_BEFORE.test(clauseBefore(text, t)),
  );
  const targets = lumps.filter((t) => !saved.includes(t));
  if (targets.length !== 1 || shares.length > 1 || saved.length > 1) return null;
  if (tokens.length !== 1 + lumps.length + shares.length) return null;
  const share = shares[0]?.value;
  if (share !== undefined && !(share > 0 && share < 1)) return null;
  const goal = share !== undefined ? targets[0]!.value * share : targets[0]!.value;
  const have = saved[0]?.value ?? 0;
  const left = Math.max(0, goal - have);
  const months = Math.ceil(left / perMonth);
  return {
    title: 'Time to reach a savings goal',
    inputs: [
      share !== undefined
        ? `Goal: ${formatPercent(share, 0)} of ${formatMoney(targets[0]!.value)} = ${formatMoney(goal)}`
        : `Goal: ${formatMoney(goal)}`,
      ...(have ? [`Saved already: ${formatMoney(have)}`] : []),
      `Saving: ${formatMoney(perMonth)} a month`,
    ],
    results: [
      `Still to save: ${formatMoney(left)}`,
      `Time: **${months} months** (${Math.floor(months / 12)} years ${months % 12} months)`,
    ],
    method: `${formatMoney(left)} ÷ ${formatMoney(perMonth)} a month, rounded up; interest on the savings not counted, and closing costs (often 2–5% of the price) come on top of a down payment`,
  };
};

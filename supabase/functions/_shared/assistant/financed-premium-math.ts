// A premium or fee stated as a share of the loan and financed into it, for any program ("premium is
// 3.1% of the mortgage and gets added onto the mortgage", "USDA guarantee fee 1% rolled in, annual fee
// 0.35%", "funding fee 2.15% financed"): the base loan, the premium, the total loan, the P&I on the
// total and, when a yearly premium is stated, its monthly share (of the base loan unless the user says
// the total). FHA and VA questions the program reader (loan-programs-math.ts) prices first; this one
// takes the rates the user states for any other. Every number must be placed or it does not fire.
// Part of quick-math (READERS there).
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import { downAmountOf, downShareOf } from './housing-ratio-math.ts';
import type { NumberToken } from './parse-numbers.ts';
import { clauseAfter, clauseBefore, money, percents, yearsOf, type Reader } from './quick-math-reading.ts';

const PREMIUM =
  /\b(?:premium|mip|ufmip|mortgage (?:default )?insurance|default insurance|loan insurance|cmhc|sagen|genworth|canada guaranty|guarantee fee|guaranty fee|g-fee|funding fee|upfront fee|insurance)\b/;
/** Said to be added to the loan rather than paid in cash. */
const FINANCED =
  /\b(?:added (?:on)?to|added onto|adds? (?:on)?to|rolled (?:in|into)|roll(?:ed|ing)? (?:it )?in(?:to)?|financed|financ(?:e|ing) (?:it|the (?:premium|fee))|wrapped (?:in|into)|capitali[sz]ed|built into|tacked on(?:to)?|on top of the (?:loan|mortgage)|into the (?:loan|mortgage))\b/;
const ANNUAL = /\b(?:annual|annually|yearly|a year|per year|each year|every year|per annum|monthly)\b/;
/** "annual MIP on the total loan": the yearly premium's base said to be the financed total. */
const ON_TOTAL = /\b(?:on|of|against) (?:the )?(?:total|full|whole|financed|final|new) (?:loan|mortgage)\b/;
const LOAN_LABEL =
  /\b(?:base loan|loan amount|loan|mortgage amount|borrowing|borrow)\b(?: of| is| at)?\s*\$?$/;

/** The words of a number's clause on both sides, for the names it carries. */
const around = (text: string, t: NumberToken) =>
  `${clauseBefore(text, t).slice(-45)} ${clauseAfter(text, t).slice(0, 45)}`;

const financedPremium: Reader = ({ text, tokens }) => {
  if (!FINANCED.test(text) || !PREMIUM.test(text)) return null;
  const down = downShareOf(text, tokens);
  const downDollars = down ? undefined : downAmountOf(text, tokens);
  const shares = percents(tokens).filter((t) => t !== down);
  // "annual fee 0.35%": beside a financed premium, a yearly fee is the program's yearly premium.
  const named = shares.filter(
    (t) => PREMIUM.test(around(text, t)) || (/\bfee\b/.test(around(text, t)) && ANNUAL.test(around(text, t))),
  );
  const annual = named.filter((t) => ANNUAL.test(around(text, t)) && !/\bupfront\b/.test(around(text, t)));
  const upfront = named.filter((t) => !annual.includes(t));
  if (upfront.length !== 1 || annual.length > 1) return null;
  const rates = shares.filter((t) => !named.includes(t));
  const terms = tokens.filter((t) => t.kind === 'years');
  if (rates.length !== 1 || terms.length !== 1) return null;
  const [premiumRate, noteRate, years] = [upfront[0]!.value, rates[0]!.value, yearsOf(terms[0]!)];
  if (!(premiumRate > 0 && premiumRate < 0.1 && noteRate >= 0.01 && noteRate < 0.2 && years >= 5))
    return null;
  // The base loan: a price less what is put down, or a loan stated outright.
  const lumps = money(tokens).filter((t) => t.period === undefined && t !== downDollars && t.value >= 10000);
  if (lumps.length !== 1) return null;
  const lump = lumps[0]!;
  const statedLoan = LOAN_LABEL.test(text.slice(Math.max(0, lump.start - 25), lump.start));
  if (statedLoan === Boolean(down || downDollars)) return null;
  const base = down
    ? lump.value * (1 - down.value)
    : downDollars
      ? lump.value - downDollars.value
      : lump.value;
  if (!(base > 0)) return null;
  const used = [down, downDollars, ...named, ...rates, ...terms, lump].filter(Boolean);
  if (tokens.some((t) => !used.includes(t))) return null;
  const premium = base * premiumRate;
  const total = base + premium;
  const payment = monthlyPayment(total, noteRate, years);
  const yearlyRate = annual[0]?.value;
  const yearlyOnTotal = annual[0] !== undefined && ON_TOTAL.test(clauseAfter(text, annual[0]).slice(0, 40));
  const yearlyBase = yearlyOnTotal ? total : base;
  const monthlyPremium = yearlyRate !== undefined ? (yearlyBase * yearlyRate) / 12 : undefined;
  return {
    title: 'Premium financed into the loan',
    inputs: [
      down || downDollars
        ? `Price: ${formatMoney(lump.value)}, ${down ? `${formatPercent(down.value, 1)} down` : `${formatMoney(downDollars!.value)} down`}: base loan ${formatMoney(base)}`
        : `Base loan: ${formatMoney(base)}`,
      `Upfront premium: ${formatPercent(premiumRate, 2)} of the base loan, added to the loan`,
      `Rate: ${formatPercent(noteRate, 3)} over ${years} years`,
      ...(yearlyRate !== undefined
        ? [`Yearly premium: ${formatPercent(yearlyRate, 2)} of the ${yearlyOnTotal ? 'total' : 'base'} loan`]
        : []),
    ],
    results: [
      `Base loan: **${formatMoney(base)}**`,
      `Premium: **${formatMoney(premium)}** (${formatMoney(base)} × ${formatPercent(premiumRate, 2)})`,
      `Total loan: **${formatMoney(total)}**`,
      `Principal and interest on the total loan: **${formatMoney(payment)}** a month`,
      ...(monthlyPremium !== undefined
        ? [
            `Yearly premium a month: **${formatMoney(monthlyPremium)}** (${formatMoney(yearlyBase)} × ${formatPercent(yearlyRate!, 2)} ÷ 12)`,
            `P&I + monthly premium: **${formatMoney(payment + monthlyPremium)}** a month`,
          ]
        : []),
    ],
    method:
      'Total loan = base loan × (1 + premium rate); P&I on the total at the rate over the term; a yearly premium is its rate × the loan it is charged on ÷ 12. Taxes and insurance not included',
  };
};

export const FINANCED_PREMIUM_READERS: readonly Reader[] = [financedPremium];

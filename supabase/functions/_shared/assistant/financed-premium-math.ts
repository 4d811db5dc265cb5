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
/** Nothing down, however said: "100% financing", "no down payment", "zero down", "$0 down". */
const NOTHING_DOWN =
  /\b(?:0%?|zero|no|nothing)(?: money)? down\b|\b(?:no|zero|0%?|without an?) down payment\b|\b100% financ\w*|\bfinanc\w* (?:at )?100%/;
/** "100% financing": the share financed, not a rate or a premium. */
const isWholeFinanced = (text: string, t: NumberToken) =>
  t.value === 1 && /^\s*(?:financ|ltv|loan[- ]to[- ]value)/.test(text.slice(t.end, t.end + 12));
const LOAN_LABEL =
  /\b(?:base loan|loan amount|loan|mortgage amount|borrowing|borrow)\b(?: of| is| at)?\s*\$?$/;

/** The words of a number's clause on both sides, for the names it carries. */
const around = (text: string, t: NumberToken) =>
  `${clauseBefore(text, t).slice(-45)} ${clauseAfter(text, t).slice(0, 45)}`;

const financedPremium: Reader = ({ text, tokens }) => {
  if (!FINANCED.test(text) || !PREMIUM.test(text)) return null;
  const down = downShareOf(text, tokens);
  const downDollars = down ? undefined : downAmountOf(text, tokens);
  // "0.35% annual fee": the token carries its own period ("annual" is then no longer in its clause).
  const isYearly = (t: NumberToken) => t.period === 'yearly' || ANNUAL.test(around(text, t));
  const nothingDown = !down && !downDollars && NOTHING_DOWN.test(text);
  const whole = percents(tokens).filter((t) => isWholeFinanced(text, t));
  const given = percents(tokens).filter((t) => t !== down && !whole.includes(t));
  // "the 0.35% annual fee - take 0.35% of the full loan": a rate said again is the one before.
  const restated = given.filter((t) =>
    given.some((n) => n.end <= t.start && Math.abs(n.value - t.value) < 1e-12),
  );
  const shares = given.filter((t) => !restated.includes(t));
  // "annual fee 0.35%": beside a financed premium, a yearly fee is the program's yearly premium.
  const named = shares.filter(
    (t) => PREMIUM.test(around(text, t)) || (/\bfee\b/.test(around(text, t)) && isYearly(t)),
  );
  const annual = named.filter((t) => isYearly(t) && !/\bupfront\b/.test(around(text, t)));
  const upfront = named.filter((t) => !annual.includes(t));
  if (upfront.length !== 1 || annual.length > 1) return null;
  const rates = shares.filter((t) => !named.includes(t) && !restated.includes(t));
  const terms = tokens.filter((t) => t.kind === 'years');
  // Without a note rate and term ("what's the loan and the monthly fee?"), the loan and fees alone.
  const priced = rates.length === 1 && terms.length === 1;
  if (!priced && (rates.length > 0 || terms.length > 0)) return null;
  const premiumRate = upfront[0]!.value;
  const noteRate = priced ? rates[0]!.value : undefined;
  const years = priced ? yearsOf(terms[0]!) : undefined;
  if (!(premiumRate > 0 && premiumRate < 0.1)) return null;
  if (priced && !(noteRate! >= 0.01 && noteRate! < 0.2 && years! >= 5)) return null;
  if (!priced && annual.length === 0) return null;
  // The base loan: a price less what is put down, or a loan stated outright.
  const lumps = money(tokens).filter((t) => t.period === undefined && t !== downDollars && t.value >= 10000);
  if (lumps.length !== 1) return null;
  const lump = lumps[0]!;
  const statedLoan = LOAN_LABEL.test(text.slice(Math.max(0, lump.start - 25), lump.start));
  // A price needs what is put down (nothing, when "100% financing" says so); a loan stated needs none.
  // "USDA loan 240k … no money down": with nothing down the amount is the loan either way.
  if (!nothingDown && statedLoan === Boolean(down || downDollars)) return null;
  const base = down
    ? lump.value * (1 - down.value)
    : downDollars
      ? lump.value - downDollars.value
      : lump.value;
  if (!(base > 0)) return null;
  const used = [down, downDollars, ...whole, ...named, ...restated, ...rates, ...terms, lump].filter(Boolean);
  if (tokens.some((t) => !used.includes(t))) return null;
  const premium = base * premiumRate;
  const total = base + premium;
  const payment = priced ? monthlyPayment(total, noteRate!, years!) : undefined;
  const yearlyRate = annual[0]?.value;
  // "take 0.35% of the full loan (including the rolled in fee)": the base said a little after the rate.
  const yearlyOnTotal =
    annual[0] !== undefined &&
    (ON_TOTAL.test(text.slice(annual[0].end, annual[0].end + 60)) ||
      /\bincluding the (?:rolled[- ]in |financed |upfront )?(?:fee|premium)\b/.test(
        text.slice(annual[0].end, annual[0].end + 90),
      ));
  const yearlyBase = yearlyOnTotal ? total : base;
  const monthlyPremium = yearlyRate !== undefined ? (yearlyBase * yearlyRate) / 12 : undefined;
  return {
    title: 'Premium financed into the loan',
    inputs: [
      down || downDollars
        ? `Price: ${formatMoney(lump.value)}, ${down ? `${formatPercent(down.value, 1)} down` : `${formatMoney(downDollars!.value)} down`}: base loan ${formatMoney(base)}`
        : nothingDown
          ? `Price: ${formatMoney(lump.value)}, nothing down (100% financing): base loan ${formatMoney(base)}`
          : `Base loan: ${formatMoney(base)}`,
      `Upfront premium: ${formatPercent(premiumRate, 2)} of the base loan, added to the loan`,
      ...(priced ? [`Rate: ${formatPercent(noteRate!, 3)} over ${years} years`] : []),
      ...(yearlyRate !== undefined
        ? [`Yearly premium: ${formatPercent(yearlyRate, 2)} of the ${yearlyOnTotal ? 'total' : 'base'} loan`]
        : []),
    ],
    results: [
      `Base loan: **${formatMoney(base)}**`,
      `Premium: **${formatMoney(premium)}** (${formatMoney(base)} × ${formatPercent(premiumRate, 2)})`,
      `Total loan: **${formatMoney(total)}**`,
      ...(payment !== undefined
        ? [`Principal and interest on the total loan: **${formatMoney(payment)}** a month`]
        : []),
      ...(monthlyPremium !== undefined
        ? [
            `Yearly premium a month: **${formatMoney(monthlyPremium)}** (${formatMoney(yearlyBase)} × ${formatPercent(yearlyRate!, 2)} ÷ 12)`,
            ...(payment !== undefined
              ? [`P&I + monthly premium: **${formatMoney(payment + monthlyPremium)}** a month`]
              : []),
          ]
        : []),
    ],
    method: `Total loan = base loan × (1 + premium rate)${priced ? '; P&I on the total at the rate over the term' : ''}; a yearly premium is its rate × the loan it is charged on ÷ 12. Taxes and insurance not included${priced ? '' : '; give a rate and term for the P&I'}`,
  };
};

export const FINANCED_PREMIUM_READERS: readonly Reader[] = [financedPremium];

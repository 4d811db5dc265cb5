// A parent co-signing or joining a child's loan (docs/assistant.md rule 105): the borrower's DTI on
// their own, then the two together. DTI = the new housing payment + the monthly debts ÷ the gross
// monthly income; together, the housing payment once plus both people's debts ÷ both incomes.
// Each amount belongs to whoever its own sentence names last before it ("his gross income", "he has a
// car payment", "my only debt is"); the housing payment is the loan's, counted once. An amount with
// no owner, an income with no period, or a third income leaves the question asked.
import { formatAmount, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import type { Reader } from './quick-math-reading.ts';

const CO_BORROWER =
  /\bco-?sign\w*|\bco-?borrow\w*|\bgo on the loan\b|\b(?:add|adding|put|putting) (?:me|us|my \w+|myself) (?:on|to) the (?:loan|mortgage|application)\b|\bjoin(?:s|ing)? (?:the|his|her|their) (?:loan|application)\b/;
const INCOME = /\b(?:income|earns?|makes?|salary|gross|pay(?:check)?)\b/;
const HOUSING =
  /\b(?:piti|house payment|housing payment|mortgage payment|new payment|payment on the (?:house|home))\b/;
const DEBT = /\b(?:payments?|loans?|debts?|cards?|minimums?|car|auto|student|child support|alimony)\b/;

type Owner = 'borrower' | 'cosigner';

/** Whose amount: the last person its sentence names before it ("my" is the co-signer's). */
function ownerOf(text: string, t: NumberToken): Owner | undefined {
  const sentence =
    text
      .slice(0, t.start)
      .split(/[.;?!]\s|\(/)
      .pop() ?? '';
  const who = [
    ...sentence.matchAll(/\b(i|me|my|mine|he|his|him|she|her|hers|they|their|son|daughter|child|kid)\b/g),
  ].at(-1)?.[1];
  if (!who) return undefined;
  return /^(?:i|me|my|mine)$/.test(who) ? 'cosigner' : 'borrower';
}

const coBorrowerDti: Reader = ({ text, tokens }) => {
  if (!CO_BORROWER.test(text) || !/\bdti\b|\bdebt[- ]to[- ]income\b/.test(text)) return null;
  if (!/\bcombined\b|\btogether\b|\bwith (?:me|my|us|both)\b|\bboth\b/.test(text)) return null;
  const incomes: Record<Owner, number[]> = { borrower: [], cosigner: [] };
  const debts: Record<Owner, number[]> = { borrower: [], cosigner: [] };
  let housing: number | undefined;
  for (const t of tokens) {
    if (t.kind !== 'money') return null;
    const words =
      text
        .slice(Math.max(0, t.start - 40), t.start)
        .split(/[.;?!]\s|,\s|\band\b/)
        .pop() ?? '';
    const after = text.slice(t.end, t.end + 25).split(/[.;?!,]\s|\)|\band\b/)[0] ?? '';
    if (INCOME.test(`${words} ${after}`) && !DEBT.test(after)) {
      if (!t.period) return null;
      const owner = ownerOf(text, t);
      if (!owner) return null;
      incomes[owner].push(t.period === 'yearly' ? t.value / 12 : t.value);
    } else if (HOUSING.test(`${words} ${after}`)) {
      if (housing !== undefined || t.period === 'yearly') return null;
      housing = t.value;
    } else if (DEBT.test(`${words} ${after}`)) {
      if (t.period === 'yearly') return null;
      const owner = ownerOf(text, t);
      if (!owner) return null;
      debts[owner].push(t.value);
    } else return null;
  }
  if (incomes.borrower.length !== 1 || incomes.cosigner.length !== 1 || housing === undefined) return null;
  const own = housing + debts.borrower.reduce((s, v) => s + v, 0);
  const allDebts = own + debts.cosigner.reduce((s, v) => s + v, 0);
  const income = incomes.borrower[0]! + incomes.cosigner[0]!;
  const list = (values: number[]) => (values.length ? values.map(formatAmount).join(' + ') : 'none');
  return {
    title: "DTI alone and with a co-borrower's income",
    inputs: [
      `Borrower's gross income: ${formatAmount(incomes.borrower[0]!)} a month`,
      `New housing payment: ${formatAmount(housing)} a month`,
      `Borrower's other debts: ${list(debts.borrower)} a month`,
      `Co-borrower's gross income: ${formatAmount(incomes.cosigner[0]!)} a month`,
      `Co-borrower's debts: ${list(debts.cosigner)} a month`,
    ],
    results: [
      `DTI on their own: **${formatPercent(own / incomes.borrower[0]!)}** (${formatAmount(own)} ÷ ${formatAmount(incomes.borrower[0]!)})`,
      `Combined DTI: **${formatPercent(allDebts / income)}** (${formatAmount(allDebts)} ÷ ${formatAmount(income)})`,
    ],
    method:
      'DTI = monthly debts including the housing payment ÷ gross monthly income; combined, the housing payment counts once and both incomes and all debts are added',
  };
};

export const CO_BORROWER_READERS: readonly Reader[] = [coBorrowerDti];

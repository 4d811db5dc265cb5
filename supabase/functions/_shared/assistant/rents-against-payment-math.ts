// Rents coming in against the housing payment (docs/assistant.md rule 106): "bought a duplex, my mom
// lives in one side paying 1,100/mo, the other unit rents for 1,650/mo, mortgage PITI is 2,480/mo:
// monthly and yearly net?" = (1,100 + 1,650) − 2,480 = $270 a month, × 12 = $3,240 a year.
//
// Each monthly amount is placed by its own clause: a rent or what a relative or tenant pays is income;
// the PITI, mortgage, payment, HOA, taxes or insurance a cost (a cost's words win: "we pay 2,480 for
// the mortgage" is a cost). Only when every amount is a month's and placed, at least one of each,
// and the net or cash flow is asked. Running costs named with no figure (vacancy, repairs,
// management) would be left out, so the question is asked instead, unless the asker says to ignore
// them. Part of quick-math (READERS there).
import { formatAmount, formatMoney } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import type { Reader } from './quick-math-reading.ts';

const COST = /\b(?:piti|p&i|pi|mortgage|payments?|hoa|dues|taxes|tax|insurance|note|loan)\b(?![- ]free)/;
const INCOME =
  /\brent(?:s|ed|ing)?\b|\bincome\b|\b(?:tenants?|roommates?|renters?|mom|dad|mother|father|mother-in-law|father-in-law|in-?laws?|brother|sister|son|daughter|aunt|uncle|grandma|grandpa|she|he|they)\b[^.;]{0,40}\bpay(?:s|ing)?\b/;
/** A home the asker owns with part let: the rent is theirs to collect, not what they pay. */
const LET_HOME =
  /\b(?:duplex|triplex|fourplex|two-?family|multi-?family|units?|sides?|basement (?:apartment|unit)|adu|in-law (?:suite|unit)|granny flat|tenants?|roommates?)\b/;
/** The asker's own rent: a renter's cost, never income. */
const OWN_RENT = /\b(?:i|we) (?:rent|pay rent)\b|\b(?:my|our) rent\b/;
const NET_ASKED = /\bnet\b|\bcash ?flow\b|\bleft over\b|\bcome out ahead\b|\bprofit\b|\bclear(?:s|ing)?\b/;
/** Running costs named with no figure: the net would leave them out. */
const UNPRICED =
  /\b(?:vacanc\w*|maintenance|repairs?|capex|cap ex|management|manager|utilities|reserves?|turnover)\b/;
const IGNORED = /\bignor\w*|\bno other (?:expenses|costs)\b|\bnothing else\b|\bonly the (?:mortgage|piti)\b/;

/** The words of an amount's own clause: back to the amount before or a break, and right after it. */
function ownWords(text: string, tokens: readonly NumberToken[], t: NumberToken): string {
  const previous = tokens.filter((o) => o.end <= t.start).at(-1);
  const before =
    text
      .slice(Math.max(previous?.end ?? 0, t.start - 60), t.start)
      .split(/[.;?!]\s|,\s/)
      .pop() ?? '';
  const after = text.slice(t.end, t.end + 25).split(/[.;?!,]\s|\band\b|\d/)[0] ?? '';
  return `${before} ${after}`;
}

export const rentsAgainstPayment: Reader = ({ text, tokens }) => {
  if (!NET_ASKED.test(text) || !LET_HOME.test(text) || OWN_RENT.test(text)) return null;
  if (UNPRICED.test(text) && !IGNORED.test(text)) return null;
  const amounts = tokens.filter((t) => t.kind === 'money');
  if (amounts.length < 2 || amounts.length !== tokens.length) return null;
  if (amounts.some((t) => t.period !== 'monthly')) return null;
  const incomes: { t: NumberToken; words: string }[] = [];
  const costs: { t: NumberToken; words: string }[] = [];
  for (const t of amounts) {
    const words = ownWords(text, tokens, t);
    if (COST.test(words)) costs.push({ t, words });
    else if (INCOME.test(words)) incomes.push({ t, words });
    else return null;
  }
  if (incomes.length === 0 || costs.length === 0) return null;
  const income = incomes.reduce((s, i) => s + i.t.value, 0);
  const cost = costs.reduce((s, c) => s + c.t.value, 0);
  const net = income - cost;
  const label = (w: string) => w.trim().replace(/\s+/g, ' ').slice(-40);
  return {
    title: 'Rents against the payment',
    inputs: [
      ...incomes.map((i) => `Coming in: ${formatAmount(i.t.value)} a month (“${label(i.words)}”)`),
      ...costs.map((c) => `Going out: ${formatAmount(c.t.value)} a month (“${label(c.words)}”)`),
      'No other expenses (as you said, or none named)',
    ],
    results: [`Monthly net: **${formatMoney(net)}**`, `Yearly net: **${formatMoney(net * 12)}**`],
    method: `Net = ${formatAmount(income)} coming in − ${formatAmount(cost)} going out, a month; × 12 a year`,
  };
};

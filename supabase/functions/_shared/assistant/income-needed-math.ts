// The income a home needs under a housing ratio (docs/assistant.md rule 118): "what household income
// do you need to buy the median home if the housing payment must be no more than 28% of gross income?
// Median $380,000, 10% down, 30-year fixed at 6.75%, tax $350/mo, insurance $120/mo, no PMI". The
// loan's P&I, the payment with the monthly costs named, and income = payment ÷ ratio × 12. Part of
// quick-math (READERS there); every amount and percent must be placed, and PMI must be ruled out or
// given when less than 20% is down, else the question is asked.
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import type { Reader } from './quick-math-reading.ts';

const ASKS_INCOME =
  /\b(?:what|how much)\s+(?:household\s+|gross\s+|annual\s+|yearly\s+)?(?:income|salary)\b[^.?]*\b(?:need|needed|required|takes?|qualify)\b|\b(?:income|salary) (?:needed|required)\b|\bhow much (?:do|would|must) (?:i|we|you|a (?:buyer|household)) (?:need to )?(?:make|earn)\b/;

export const incomeForHousingRatio: Reader = ({ text, tokens }) => {
  if (!ASKS_INCOME.test(text)) return null;
  const before = (t: NumberToken) => text.slice(Math.max(0, t.start - 26), t.start);
  const after = (t: NumberToken) => text.slice(t.end, t.end + 26);
  const pcts = tokens.filter((t) => t.kind === 'percent');
  const ratio = pcts.filter((t) =>
    /^\s*(?:of (?:your |the |their |a )?(?:gross |monthly |household )*income|dti|housing ratio|front[- ]end)\b/.test(
      after(t),
    ),
  );
  const down = pcts.filter((t) => /^\s*(?:down|down payment)\b/.test(after(t)));
  const rate = pcts.filter((t) => !ratio.includes(t) && !down.includes(t));
  if (ratio.length !== 1 || down.length !== 1 || rate.length !== 1) return null;
  if (!/\b(?:at|fixed|rate|interest)\s*(?:of\s+)?$/.test(before(rate[0]!))) return null;
  const terms = tokens.filter((t) => t.kind === 'years');
  if (terms.length !== 1) return null;
  const amounts = tokens.filter((t) => t.kind === 'money');
  const price = amounts.filter((t) => !t.period && t.value >= 20_000);
  if (price.length !== 1) return null;
  const costs = amounts.filter((t) => t !== price[0]);
  const named = costs.map((t) => {
    // Its own words only: back to the number before it ("taxes $500/mo, insurance $150/mo").
    const previous = tokens.filter((o) => o.end <= t.start).at(-1);
    const words = text.slice(Math.max(previous?.end ?? 0, t.start - 26), t.start);
    const name = /\btax(?:es)?\b/.test(words)
      ? 'Property tax'
      : /\binsurance\b|\bhoi\b/.test(words)
        ? 'Insurance'
        : /\bhoa\b|\bdues\b|\bassociation\b/.test(words)
          ? 'HOA'
          : /\bpmi\b|\bmortgage insurance\b/.test(words)
            ? 'PMI'
            : undefined;
    return { t, name, monthly: t.period === 'yearly' ? t.value / 12 : t.value, period: t.period };
  });
  if (named.some((c) => !c.name || !c.period)) return null;
  if (new Set(named.map((c) => c.name)).size !== named.length) return null;
  if (tokens.length !== pcts.length + terms.length + amounts.length) return null;
  const downShare = down[0]!.value;
  const pmiRuledOut =
    /\bno pmi\b|\bwithout pmi\b|\bignor\w* pmi\b|\bpmi\b[^.?]{0,12}\b(?:ignored|excluded|not included)\b/.test(
      text,
    );
  if (downShare < 0.2 && !pmiRuledOut && !named.some((c) => c.name === 'PMI')) return null;
  const loan = price[0]!.value * (1 - downShare);
  const pi = monthlyPayment(loan, rate[0]!.value, terms[0]!.value);
  const total = pi + named.reduce((s, c) => s + c.monthly, 0);
  const income = (total / ratio[0]!.value) * 12;
  return {
    title: 'Income needed for a housing ratio',
    inputs: [
      `Price: ${formatMoney(price[0]!.value)}`,
      `Down payment: ${formatPercent(downShare)} (loan ${formatMoney(loan)})`,
      `Rate: ${formatPercent(rate[0]!.value, 3)} for ${terms[0]!.value} years`,
      ...named.map((c) => `${c.name}: ${formatMoney(c.monthly)} a month`),
      ...(pmiRuledOut ? ['PMI: none, as you said'] : []),
      `Housing payment at most: ${formatPercent(ratio[0]!.value)} of gross income`,
    ],
    results: [
      `Principal & interest: **${formatMoney(pi)}** a month`,
      `Total housing payment: **${formatMoney(total)}** a month`,
      `Income needed: **${formatMoney(income)}** a year (${formatMoney(total)} ÷ ${formatPercent(ratio[0]!.value)} × 12; ${formatMoney(income / 12)} a month)`,
    ],
    method: 'P&I = loan × r ÷ (1 − (1 + r)^−n), r the monthly rate; income = total payment ÷ ratio × 12',
  };
};

export const INCOME_NEEDED_READERS: readonly Reader[] = [incomeForHousingRatio];

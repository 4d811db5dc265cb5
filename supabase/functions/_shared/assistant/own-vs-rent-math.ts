// Owning against renting, a month, with every cost stated: "I pay $2,300 rent; buying, P&I 2,150, tax
// 350/mo, insurance 120/mo, 1% of the price a year for maintenance: how much more is owning?". The
// full rent-vs-buy calculator weighs equity and appreciation over years; this answers the monthly
// question as asked, and says what it leaves out. Part of quick-math (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import { labelled, money, monthly, percents, type Reader } from './quick-math-reading.ts';
import type { NumberToken } from './parse-numbers.ts';

const ASKS_DIFFERENCE =
  /\b(?:how much (?:more|less|extra)|difference|more (?:per|a|each) month|(?:vs\.?|versus|compared (?:to|with)|than) (?:my )?rent(?:ing)?)\b/;

const ownVersusRent: Reader = ({ text, tokens }) => {
  if (!ASKS_DIFFERENCE.test(text) || !/\bown(?:ing)?\b|\bbuy(?:ing)?\b/.test(text)) return null;
  const rent =
    labelled(text, tokens, /\brent(?:ing)?\b/, ['money'], 1) ?? labelled(text, tokens, /\bpay\b/, ['money']);
  const payment = labelled(
    text,
    tokens,
    /\b(?:p\s?&\s?i|p and i|mortgage(?: payment)?|piti)\b/,
    ['money'],
    2,
  );
  if (!rent || !payment || rent === payment) return null;
  const named = (label: RegExp) => labelled(text, tokens, label, ['money'], 2);
  const tax = named(/\b(?:property )?tax(?:es)?\b/);
  const insurance = named(/\b(?:home(?:owners)? )?insurance\b/);
  const hoa = named(/\bhoa(?: dues| fees?)?\b/);
  const price = money(tokens).find((t) => t.value >= 20000 && t.period === undefined);
  // Maintenance as a share of the price a year ("1% of the price per year for maintenance").
  const upkeepShare = percents(tokens).find((t) =>
    /maint|upkeep|repairs/.test(text.slice(Math.max(0, t.start - 40), t.end + 50)),
  );
  const upkeepAmount = named(/\b(?:maintenance|upkeep|repairs)\b/);
  const used: NumberToken[] = [
    rent,
    payment,
    ...[tax, insurance, hoa, upkeepAmount, price].filter((t) => t !== undefined),
  ];
  // Every amount must be one of these; anything else means a cost this reading would leave out.
  if (money(tokens).some((t) => !used.includes(t))) return null;
  if (percents(tokens).some((t) => t !== upkeepShare)) return null;
  if (upkeepShare && !price) return null;
  const upkeep =
    upkeepShare && price ? (price.value * upkeepShare.value) / 12 : upkeepAmount ? monthly(upkeepAmount) : 0;
  const parts: [string, number][] = [
    ['Principal & interest', monthly(payment)],
    ...(tax ? ([['Property tax', monthly(tax)]] as [string, number][]) : []),
    ...(insurance ? ([['Insurance', monthly(insurance)]] as [string, number][]) : []),
    ...(hoa ? ([['HOA', monthly(hoa)]] as [string, number][]) : []),
    ...(upkeep > 0 ? ([['Maintenance', upkeep]] as [string, number][]) : []),
  ];
  const owning = parts.reduce((sum, [, v]) => sum + v, 0);
  const rentMonthly = monthly(rent);
  const gap = owning - rentMonthly;
  return {
    title: 'Owning versus renting, a month',
    inputs: [
      `Rent now: ${formatMoney(rentMonthly)} a month`,
      ...parts.map(([label, v]) =>
        label === 'Maintenance' && upkeepShare && price
          ? `Maintenance: ${formatPercent(upkeepShare.value)} of ${formatMoney(price.value)} a year = ${formatMoney(v)} a month`
          : `${label}: ${formatMoney(v)} a month`,
      ),
    ],
    results: [
      `Owning: ${formatMoney(owning)} a month`,
      `${gap >= 0 ? 'Owning costs' : 'Owning saves'} **${formatMoney(Math.abs(gap))}** a month ${gap >= 0 ? 'more than' : 'against'} renting (${formatMoney(Math.abs(gap) * 12)} a year)`,
    ],
    method:
      'Owning = principal & interest + tax + insurance + HOA + maintenance; before tax breaks, equity built and appreciation (ask for a rent-vs-buy comparison over years for those)',
  };
};

export const OWN_VERSUS_RENT_READERS: readonly Reader[] = [ownVersusRent];

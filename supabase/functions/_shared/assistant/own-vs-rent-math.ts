// Owning against renting, a month, with every cost stated: "I pay $2,300 rent; buying, P&I 2,150, tax
// 350/mo, insurance 120/mo, 1% of the price a year for maintenance: how much more is owning?". The
// full rent-vs-buy calculator weighs equity and appreciation over years; this answers the monthly
// question as asked, and says what it leaves out. Part of quick-math (READERS there).
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import { labelled, money, monthly, percents, yearsOf, type Reader } from './quick-math-reading.ts';
import type { NumberToken } from './parse-numbers.ts';

/** Asks how owning compares with renting (narrower than previous-figures.ts' comparison cue). */
const ASKS_OWN_VS_RENT =
  /\b(?:how much (?:more|less|extra)|difference|more (?:per|a|each) month|(?:vs\.?|versus|compared (?:to|with)|than) (?:my )?rent(?:ing)?)\b/;

/** An amount of money, a bare one included ("hoa 60"). */
const amount = (t: NumberToken) => t.kind === 'money' || (t.kind === 'plain' && t.value >= 10);

const ownVersusRent: Reader = ({ text, tokens }) => {
  if (!ASKS_OWN_VS_RENT.test(text) || !/\bown(?:ing)?\b|\bbuy(?:ing)?\b/.test(text)) return null;
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
  // "hoa 60": a bare amount its label names is money too.
  const named = (label: RegExp) => labelled(text, tokens.filter(amount), label, ['money', 'plain'], 2);
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
  if (tokens.some((t) => amount(t) && !used.includes(t))) return null;
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

/** Asks for the gap to the rent paid now: "how much more than rent", "vs our rent", "over rent". */
const ASKS_GAP_TO_RENT =
  /\b(?:how much (?:more|less|extra|higher|lower)|difference|(?:more|less|higher|lower|over|above|under|below) than (?:(?:our|my|the|what (?:we|i) pay (?:in|for)) )?(?:rent|lease)|(?:vs\.?|versus|compared (?:to|with)|against|over|above) (?:(?:our|my|the|current) )?(?:rent(?:ing)?|leas(?:e|ing)))\b/;
/** The rent paid now, a home's or a business's premises ("leasing at $9,500 a month"). */
const RENT_NOW = /\b(?:rent(?:s|ing)?|leas(?:e|es|ing))\b/;

/** Words before or after an amount, to the next comma or sentence break: "taxes 1.2% of price a year". */
const around = (text: string, t: NumberToken, back = 30, ahead = 30) =>
  `${
    text
      .slice(Math.max(0, t.start - back), t.start)
      .split(/[,;]\s|[.!?]\s/)
      .pop() ?? ''
  } | ${text.slice(t.end, t.end + ahead).split(/[,;]\s|[.!?]\s/)[0] ?? ''}`;

/**
 * "we pay 2,100 rent. house 380k, 5% down, 6.875 30yr, taxes 1.2% of price a year, insurance 120/mo,
 * PMI 160/mo, no HOA: total monthly cost to own and how much more than rent?": the payment from the
 * price, down payment, rate and term, plus taxes (an amount, or a share of the price a year),
 * insurance, PMI and HOA as stated, against the rent. Every amount must find its place; "no HOA"
 * is none.
 */
const ownFromPriceVersusRent: Reader = ({ text, tokens }) => {
  if (!ASKS_GAP_TO_RENT.test(text) || !/\brent\b|\bleas(?:e|es|ing)\b/.test(text)) return null;
  // Named before or after ("leasing at $9,500 a month"), or a month's amount in a clause about the
  // lease ("pays 6,200/mo to lease our suite").
  const rent =
    labelled(text, tokens, RENT_NOW, ['money'], 3) ??
    tokens.find(
      (t) =>
        t.kind === 'money' &&
        t.period === 'monthly' &&
        RENT_NOW.test(around(text, t, 60, 30)) &&
        !/\b(?:tax(?:es)?|insurance|hoa|dues|pmi|maintenance|repairs|upkeep|p\s?&\s?i|mortgage)\b/.test(
          around(text, t, 40, 30),
        ),
    );
  // A business's rent may be large; a rent with no period must be a month's size.
  if (!rent || (rent.period !== 'monthly' && rent.value >= 20000)) return null;
  // A label right before an amount names it first ("taxes 9,600/yr and insurance 3,000 a year": the
  // insurance is the 3,000); else the words after it, back to the number before.
  const candidates = tokens.filter((t) => t !== rent && (amount(t) || t.kind === 'percent'));
  const own = (t: NumberToken) => {
    const previous = tokens.filter((o) => o.end <= t.start).at(-1);
    return (
      text
        .slice(Math.max(previous?.end ?? 0, t.start - 30), t.start)
        .split(/[,;]\s|[.!?]\s|\band\b/)
        .pop() ?? ''
    );
  };
  const named = (label: RegExp) =>
    candidates.find((t) => label.test(own(t))) ?? candidates.find((t) => label.test(around(text, t)));
  const tax = named(/\btax(?:es)?\b/);
  const insurance = named(/\b(?:home(?:owners)? )?insurance\b|\bhoi\b/);
  const pmi = named(/\b(?:pmi|mip|mortgage insurance)\b/);
  const hoa = named(/\bhoa\b|\bdues\b/);
  // An owner-user counts upkeep too ("maintenance $8k a year", rule 79).
  const upkeep = named(/\b(?:maintenance|repairs|upkeep)\b/);
  const costs = [tax, insurance, pmi, hoa, upkeep].filter((t) => t !== undefined);
  const down = tokens.find(
    (t) =>
      (t.kind === 'percent' || (t.kind === 'money' && t.period === undefined)) &&
      !costs.includes(t) &&
      /^\s*down\b|^\s*(?:as (?:a |the )?)?down payment\b/.test(text.slice(t.end, t.end + 20)),
  );
  const prices = money(tokens).filter(
    (t) => t !== rent && t !== down && !costs.includes(t) && t.period === undefined && t.value >= 20000,
  );
  const rates = percents(tokens).filter((t) => t !== down && !costs.includes(t));
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (prices.length !== 1 || rates.length !== 1 || terms.length !== 1 || !tax || !insurance) return null;
  const price = prices[0]!.value;
  const rate = rates[0]!.value;
  const years = yearsOf(terms[0]!);
  if (!(rate > 0.01 && rate < 0.2) || years < 5) return null;
  // Every money amount and percentage stated has its place, or nothing is computed.
  const used = [rent, down, prices[0], ...costs, rates[0]];
  if (tokens.some((t) => (amount(t) || t.kind === 'percent') && !used.includes(t))) return null;
  // "taxes 4,800" with no period could be a year's or a month's: asked, not guessed.
  if (costs.some((t) => t.kind !== 'percent' && t.period === undefined && t.value >= 1000)) return null;
  const downAmount = down ? (down.kind === 'percent' ? price * down.value : down.value) : 0;
  if (!down || downAmount >= price) return null;
  const loan = price - downAmount;
  // A share is of the price a year (taxes "1.2% of price") or of the loan a year (PMI "0.5%").
  const perMonth = (t: NumberToken, base: number) =>
    t.kind === 'percent' ? (base * t.value) / 12 : monthly(t);
  const pi = monthlyPayment(loan, rate, years);
  // PMI is charged only below 20% down (rule 70): at 20% or more the rate stated is shown as not owed,
  // never added ("and with 20% down so no PMI?" after an answer with PMI).
  const charged = downAmount / price < 0.2 - 1e-9;
  const parts: [string, number, NumberToken | undefined][] = [
    [
      `Principal & interest (${formatMoney(loan)} at ${formatPercent(rate, 3)}, ${years} years)`,
      pi,
      undefined,
    ],
    ['Property tax', perMonth(tax, price), tax],
    ['Insurance', perMonth(insurance, price), insurance],
    ...(pmi && charged ? ([['PMI', perMonth(pmi, loan), pmi]] as [string, number, NumberToken][]) : []),
    ...(hoa ? ([['HOA', perMonth(hoa, price), hoa]] as [string, number, NumberToken][]) : []),
    ...(upkeep
      ? ([['Maintenance', perMonth(upkeep, price), upkeep]] as [string, number, NumberToken][])
      : []),
  ];
  const owning = parts.reduce((sum, [, v]) => sum + v, 0);
  const rentMonthly = monthly(rent);
  const gap = owning - rentMonthly;
  const share = (t: NumberToken | undefined, base: number, of: string) =>
    t?.kind === 'percent' ? ` (${formatPercent(t.value, 3)} of ${of} ${formatMoney(base)} a year)` : '';
  return {
    title: 'Owning versus renting, a month',
    inputs: [
      `Rent now: ${formatMoney(rentMonthly)} a month`,
      `Price: ${formatMoney(price)}, down ${formatMoney(downAmount)}${down.kind === 'percent' ? ` (${formatPercent(down.value, 3)})` : ` (${formatPercent(downAmount / price)})`}, loan ${formatMoney(loan)}`,
      ...parts.map(
        ([label, v, t]) =>
          `${label}: ${formatMoney(v)} a month${share(t, label === 'PMI' ? loan : price, label === 'PMI' ? 'the loan' : 'the price')}`,
      ),
      ...(pmi && !charged
        ? [
            `PMI: none, as the down payment is 20% or more (the ${pmi.kind === 'percent' ? `${formatPercent(pmi.value, 3)} stated` : 'amount stated'} applies only below 20% down)`,
          ]
        : []),
      ...(!hoa && /\bno hoa\b|\bhoa\b[^,.;]{0,6}\b(?:none|0|zero)\b/.test(text) ? ['HOA: none'] : []),
    ],
    results: [
      `Total to own: **${formatMoney(owning)}** a month`,
      `${gap >= 0 ? 'Owning costs' : 'Owning saves'} **${formatMoney(Math.abs(gap))}** a month ${gap >= 0 ? 'more than' : 'against'} renting (${formatMoney(Math.abs(gap) * 12)} a year)`,
    ],
    method: `Owning = principal & interest on the loan + tax + insurance + PMI (only below 20% down) + HOA${upkeep ? ' + maintenance' : ''}; before ${upkeep ? '' : 'maintenance, '}tax breaks, equity built and appreciation (ask for a rent-vs-buy comparison over years for those)`,
  };
};

export const OWN_VERSUS_RENT_READERS: readonly Reader[] = [ownVersusRent, ownFromPriceVersusRent];

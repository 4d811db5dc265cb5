// A rental's operating income and cash flow, with every number stated: NOI from the gross rent,
// vacancy and expenses (with the cap rate at a price or the value at a cap rate), rent lost to vacancy,
// break-even occupancy, a loan's DSCR and debt yield, a building's gross rent from its units, monthly
// cash flow with a stated loan or a stated payment (and cash-on-cash), and the 50% rule. Part of
// quick-math (READERS there).
import { readDeal } from './amount-roles.ts';
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  allPlaced,
  COUNT,
  countValue,
  findAmount,
  findAmounts,
  MONEY,
  PER_MONTH,
  spanOf,
} from './landlord-reading.ts';
import {
  itemizedExpenses,
  labelled,
  PER_AREA,
  money,
  monthly,
  percents,
  UNITS,
  wholeMonthlyRent,
  wordsBefore,
  yearly,
  yearsOf,
  type Reader,
} from './quick-math-reading.ts';

export const NOI_LABEL = /\bnoi\b|net operating income/;
// "gross potential rent", "potential gross income", "GPR", "PGI": the rent at full occupancy (rule 74).
const GROSS_LABEL =
  /\bgross(?: (?:scheduled |potential )?(?:rents?|income))?\b|\bpotential gross (?:rents?|income)\b|\bgpr\b|\bpgi\b|\bgsr\b|\brents?\b|\brental income\b|\bincome\b/;
const EXPENSE_LABEL = /\b(?:total )?(?:operating )?(?:expenses|opex|costs)\b/;
const EXPENSE_ITEM = '(?:property )?tax(?:es)?|insurance|maintenance|repairs|hoa|utilities|upkeep|management';
/** A list of expense items standing for the expenses ("taxes + insurance + maintenance $445"). */
const EXPENSE_ITEMS = new RegExp(
  `\\b(?:${EXPENSE_ITEM})(?:\\s*(?:\\+|and|&|,|\\/)\\s*(?:${EXPENSE_ITEM}))+\\b`,
);
// "vacancy and credit loss", "vacancy & collection loss", "V&C": one share off the gross.
export const VACANCY_LABEL =
  /\b(?:economic |physical )?vacancy(?: (?:rate|allowance|factor|loss))?(?:\s*(?:and|&|\/|\+)\s*(?:credit|collection)(?: loss(?:es)?)?)?(?: (?:rate|allowance|factor|loss))?\b|\bv&c\b/;

/** NOI from gross income, vacancy and expenses; then the cap rate at a price or the value at a cap rate. */
export const noiFromGross: Reader = ({ text, tokens }) => {
  if (!/\bnoi\b|net operating income|cap rate|worth|value|sell for\b/.test(text)) return null;
  // Financing makes it a deal for the calculators; "(no mortgage in that number)" does not.
  const financing = text.replace(
    /\b(?:no|without(?: the| a)?|before(?: the)?|excluding(?: the)?|not including(?: the)?|ex\.?)\s+(?:mortgage|loan|debt service|financing)\b/g,
    '',
  );
  if (/\b(?:down|loan|mortgage|financ\w*|cash flow|cash on cash|coc|dscr)\b/.test(financing)) return null;
  if (labelled(text, tokens, NOI_LABEL)) return null; // NOI given: the calculators take it
  // A rent per foot ("1,800 sf at $22 psf") is no token this reader could place: left out, the NOI
  // would be the rest of the income's (noi-from-parts-math.ts reads such income, rule 79).
  if ([...text.matchAll(PER_AREA)].length > 0) return null;
  // The rent, named or written per unit ("$2,075/mo per unit").
  // "house 250k rent 2000": the amount the label stands before is the rent, not the one it follows.
  const grossBefore = new RegExp(
    `(?:${GROSS_LABEL.source})(?:\\s+(?:of|is|are|was|at|about|around|roughly|=|:))?\\s*$`,
  );
  const gross =
    tokens.find(
      (t) => t.kind === 'money' && grossBefore.test(text.slice(Math.max(0, t.start - 40), t.start)),
    ) ??
    labelled(text, tokens, GROSS_LABEL) ??
    tokens.find(
      (t) =>
        t.kind === 'money' &&
        t.period === 'monthly' &&
        /^\s*(?:per (?:unit|door|apartment)|each(?: unit| door)?|a (?:unit|door))\b/.test(
          text.slice(t.end, t.end + 16),
        ),
    );
  // "opex runs 38k a year", "expenses come to 12k": one verb may sit between the label and the amount.
  const total = labelled(text, tokens, EXPENSE_LABEL, ['money'], 2);
  const vacancy = labelled(text, tokens, VACANCY_LABEL, ['percent']);
  const noVacancy = /\bno vacancy|\b(?:fully|100%) (?:occupied|leased|rented)\b/.test(text);
  if (!gross || gross === total || (!vacancy && !noVacancy)) return null;
  // A rent with no period is a month's ("rents are 1450 per door"); a gross income's is a year's.
  const rentLike = /\brents?\b/.test(wordsBefore(text, tokens, gross, 30)) && gross.value < 10000;
  const grossToken =
    gross.period === undefined && rentLike ? { ...gross, period: 'monthly' as const } : gross;
  // A yearly gross is the property's; a monthly rent may be per unit ("1,650/mo per door").
  const rent = grossToken.period === 'monthly' ? wholeMonthlyRent(text, grossToken) : null;
  if (grossToken.period === 'monthly' && !rent) return null;
  const grossYear = rent ? rent.monthly * 12 : yearly(gross);
  const vacancyRate = vacancy?.value ?? 0;
  const collected = grossYear * (1 - vacancyRate);
  const prices = money(tokens).filter(
    (t) => t !== gross && t !== total && t.period === undefined && t.value >= 10000,
  );
  // "a 6.5% cap", "market cap 6%", "cap rate of 6%".
  const isCapRate = (t: NumberToken) =>
    t.kind === 'percent' &&
    (/\bcap\b/.test(text.slice(t.end, t.end + 12)) ||
      /\bcap(?: rate)?(?: of| at| is| =|:)?\s*$/.test(text.slice(Math.max(0, t.start - 16), t.start)));
  // The expenses as one total, or item by item ("taxes 7200/yr, ins 3,100, PM takes 8% of rent").
  const items = total
    ? null
    : itemizedExpenses(
        text,
        tokens,
        tokens.filter(
          (t) =>
            t !== gross &&
            t !== vacancy &&
            !prices.includes(t) &&
            // Every other number must be an item: "utilities 300" left out would understate them.
            t.kind !== 'years' &&
            t.kind !== 'months' &&
            !isCapRate(t),
        ),
      );
  if (!total && !items) return null;
  const expensesYear = total
    ? yearly(total)
    : items!.reduce(
        (sum, i) => sum + (i.yearly ?? (i.shareOfRent ?? 0) * (i.ofGross ? grossYear : collected)),
        0,
      );
  const noi = collected - expensesYear;
  const inputs = [
    `Gross income: ${formatMoney(grossYear)} a year${rent ? ` (${rent.shown})` : ''}`,
    `Vacancy: ${formatPercent(vacancyRate)}`,
    total
      ? `Operating expenses: ${formatMoney(expensesYear)} a year${total.period === 'monthly' ? ` (${formatMoney(total.value)} a month)` : ''}`
      : `Operating expenses: ${formatMoney(expensesYear)} a year (${items!
          .map((i) =>
            i.yearly !== undefined
              ? `${i.label.toLowerCase()} ${formatMoney(i.yearly)}`
              : `${i.label.toLowerCase()} ${formatPercent(i.shareOfRent!)} of ${i.ofGross ? 'gross' : 'collected'} rent`,
          )
          .join(', ')})`,
  ];
  const results = [`NOI: **${formatMoney(noi)}** a year`];
  // With itemized expenses every other percentage is an item, unless it is a cap rate.
  const others = percents(tokens).filter((t) => t !== vacancy && (!items || isCapRate(t)));
  if (others.length === 1 && /\bcap\b/.test(text) && prices.length === 0) {
    const cap = others[0]!.value;
    inputs.push(`Cap rate: ${formatPercent(cap)}`);
    results.push(`Value at that cap rate: **${formatMoney(noi / cap)}**`);
  } else if (prices.length === 1 && others.length === 0) {
    const price = prices[0]!.value;
    inputs.push(`Price: ${formatMoney(price)}`);
    results.push(`Cap rate: **${formatPercent(noi / price)}**`);
    if (/\bgrm\b|gross rent multiplier/.test(text))
      results.push(
        `Gross rent multiplier: **${formatNumber(price / grossYear, 2)}** (price ÷ gross annual rent)`,
      );
  } else if (others.length === 1 && /\bcap\b/.test(text) && prices.length === 1 && isCapRate(others[0]!)) {
    // "market cap 6%… asking 13M, cap at that price?": the value at the market's cap and the cap the
    // price gives, both from the one NOI (rule 74).
    const [cap, price] = [others[0]!.value, prices[0]!.value];
    inputs.push(`Market cap rate: ${formatPercent(cap)}`, `Price: ${formatMoney(price)}`);
    results.push(
      `Value at a ${formatPercent(cap)} cap: **${formatMoney(noi / cap)}**`,
      `Cap rate at ${formatMoney(price)}: **${formatPercent(noi / price)}**`,
    );
  } else if (others.length > 0 || prices.length > 0) return null;
  if (vacancyRate > 0)
    results.unshift(
      `Effective gross income: ${formatMoney(collected)} a year (${formatMoney(grossYear)} × (1 − ${formatPercent(vacancyRate)}))`,
    );
  return {
    title: 'Net operating income',
    inputs,
    results,
    method: `NOI = gross income × (1 − vacancy) − operating expenses${results.length > 1 ? '; cap rate = NOI ÷ value' : ''}`,
  };
};

/** DSCR and debt yield of a loan from the NOI and the loan's amount (and terms, for DSCR). */
export const coverageOfLoan: Reader = ({ text, tokens }) => {
  const wantsDscr = /\bdscr\b|debt (?:service )?coverage|coverage ratio|\bcover\b|\bsupport\b/.test(text);
  const wantsYield = /\bdebt yield\b/.test(text);
  if (!wantsDscr && !wantsYield) return null;
  const noi = labelled(text, tokens, NOI_LABEL);
  if (!noi) return null;
  const loans = money(tokens).filter((t) => t !== noi && t.period === undefined && t.value >= 10000);
  if (loans.length !== 1) return null;
  const loan = loans[0]!.value;
  const noiYear = yearly(noi);
  const inputs = [`NOI: ${formatMoney(noiYear)} a year`, `Loan: ${formatMoney(loan)}`];
  const results: string[] = [];
  // A lender's minimum debt yield ("needs a 10% debt yield") is a limit, never the loan's rate.
  const requiredYield = wantsYield
    ? labelled(text, percents(tokens), /\bdebt yields?\b/, ['percent'], 2)
    : undefined;
  if (wantsYield) results.push(`Debt yield: **${formatPercent(noiYear / loan)}** (NOI ÷ loan)`);
  if (requiredYield) {
    inputs.push(`Required debt yield: ${formatPercent(requiredYield.value)}`);
    results.push(
      `Largest loan at a ${formatPercent(requiredYield.value)} debt yield: **${formatMoney(noiYear / requiredYield.value)}** (NOI ÷ required debt yield)`,
    );
  }
  if (wantsDscr) {
    const rates = percents(tokens).filter((t) => t !== requiredYield);
    const term = tokens.find((t) => t.kind === 'years' || t.kind === 'months');
    if (rates.length !== 1 || !term)
      return wantsYield && rates.length === 0
        ? { title: 'Debt yield', inputs, results, method: 'NOI ÷ loan amount' }
        : null;
    const years = yearsOf(term);
    const debtService = monthlyPayment(loan, rates[0]!.value, years) * 12;
    inputs.push(`Rate: ${formatPercent(rates[0]!.value, 3)}, amortized over ${years} years`);
    results.push(
      `Debt service: ${formatMoney(debtService)} a year`,
      `DSCR: **${formatNumber(noiYear / debtService, 2)}**`,
    );
  } else if (percents(tokens).some((t) => t !== requiredYield)) return null;
  return {
    title: wantsDscr ? 'Debt service coverage (DSCR)' : 'Debt yield',
    inputs,
    results,
    method: wantsDscr ? 'DSCR = NOI ÷ annual principal and interest' : 'Debt yield = NOI ÷ loan amount',
  };
};

/** Monthly cash flow from rent, expenses and a stated loan. */
export const cashFlowWithLoan: Reader = ({ text, tokens }) => {
  if (!/\bcash ?flow\b/.test(text)) return null;
  const rent = labelled(
    text,
    tokens,
    /\brents?(?: (?:it|them|out))?(?: (?:out|for|at))?\b|\brental income\b/,
  );
  // "expenses $565/mo", "pay $565/mo in expenses", "taxes+insurance+maintenance $445 a month".
  const expenses =
    labelled(text, tokens, EXPENSE_LABEL) ??
    labelled(text, tokens, EXPENSE_ITEMS) ??
    labelled(text, tokens, EXPENSE_LABEL, ['money'], 2);
  const loan = labelled(text, tokens, /\b(?:mortgage|loan|borrow(?:ing)?|financ(?:e|ing))\b/);
  // A vacancy the user states ("5% vacancy", "vacancy runs 5%") comes off the rent; without one, the
  // user must have said there is none, or the figure would leave out a cost they never ruled out.
  const vacancy = labelled(text, tokens, /\bvacancy(?: allowance| rate)?\b/, ['percent']);
  const rates = percents(tokens).filter((t) => t !== vacancy);
  const term = tokens.find((t) => t.kind === 'years' || t.kind === 'months');
  const noVacancy = readDeal(text).noVacancy;
  if (!rent || !expenses || !loan || rates.length !== 1 || !term || (!noVacancy && !vacancy)) return null;
  if (money(tokens).length !== 3) return null;
  const whole = wholeMonthlyRent(text, rent);
  if (!whole) return null;
  const years = yearsOf(term);
  const vacancyShare = vacancy?.value ?? 0;
  const rentMonth = whole.monthly * (1 - vacancyShare);
  const expMonth = monthly(expenses);
  const pi = monthlyPayment(loan.value, rates[0]!.value, years);
  const flow = rentMonth - expMonth - pi;
  return {
    title: 'Monthly cash flow',
    inputs: [
      vacancy
        ? `Rent: ${whole.shown} less ${formatPercent(vacancyShare)} vacancy = ${formatMoney(rentMonth)} a month`
        : `Rent: ${whole.shown} (no vacancy, as you said)`,
      `Expenses: ${formatMoney(expMonth)} a month`,
      `Loan: ${formatMoney(loan.value)} at ${formatPercent(rates[0]!.value, 3)} over ${years} years (P&I ${formatMoney(pi)} a month)`,
    ],
    results: [`Cash flow: **${formatMoney(flow)}** a month (${formatMoney(flow * 12)} a year)`],
    method: vacancy
      ? 'Rent × (1 − vacancy) − expenses − principal and interest'
      : 'Rent − expenses − principal and interest',
  };
};

// "one side rents 2,100, other 1,950": the other units' rents follow the first.
const OTHER_UNIT =
  /\b(?:(?:the )?other(?: side| unit| one| half| door)?|second (?:unit|side|door)|upstairs|downstairs|unit [b-f2-9])\s*(?:is|at|rents?(?: for)?|gets|brings(?: in)?)?\s*$/;
const RENT_CUE =
  /\b(?:rents?(?: (?:it|them))?(?: out)?(?: for| at| is| are)?|renting(?: (?:it|them))?(?: out)?(?: for| at)?|brings? in|bringing in|gross(?:es|ing)?(?: rents?)?(?: of| is)?|collects?|takes? in|rental income(?: of| is)?|rented (?:out )?(?:for|at)|side [a-d12](?: rents?)?(?: for| at)?|unit [a-d1-4](?: rents?)?(?: for| at)?|the other(?: (?:side|unit|one))?(?: for| at)?|upstairs(?: for)?|downstairs(?: for)?)\s*(?:about|around|roughly)?\s*$/;
export const HOUSING_PAYMENT_CUE =
  /\b(?:piti|p\s?&\s?i|p and i|principal (?:and|&) interest|mortgage(?: payment)?|(?:loan|house|monthly) payment|debt service|note)\b/;
export const OTHER_COSTS_CUE =
  /\b(?:other (?:costs?|expenses?|bills)|expenses?|costs?|set aside|reserves?|everything else|opex|operating (?:costs?|expenses?)|hoa|utilities|insurance|taxes|lawn|trash|water|repairs?|maintenance|capex|upkeep)\b/;

/** A cash flow asked per unit ("cash flow per door per month", "per-unit cash flow"). */
const PER_DOOR_ASKED =
  /\bcash ?flows? (?:per|a|each|for each) (?:door|unit)\b|\bper[- ](?:door|unit) cash ?flows?\b|\bcash ?flows?\b[^,.;]{0,20}\bper (?:door|unit)\b/;

/**
 * A return on the cash put in, however it is asked: "cash on cash", "CoC", "ROI", "return on my money",
 * "what % am I making on what I put in". It needs that cash; the cash flow alone does not answer it.
 */
export const RETURN_ON_CASH =
  /\bcash[- ]?on[- ]?cash\b|\bcoc\b|\bc-o-c\b|\broi\b|\breturn on (?:my |our |the |your )?(?:cash|money|investment|capital|down ?payment|equity)\b|\bcash return\b|\bwhat (?:%|percent(?:age)?) (?:return|am i making|are we making|do i make|would i make)\b/;

/**
 * Cash flow from the rents, the loan payment and the other costs, all stated ("rents 3,100/mo, PITI
 * 2,050, other costs 400"; "side A rents for 1,350, side B for 1,275"), with the cash-on-cash
 * return when the cash put in is stated too.
 */
export const cashFlowFromPayment: Reader = ({ text, tokens }) => {
  if (
    !/\bcash ?flow|cash[- ]on[- ]cash|\bcoc\b|what(?:'s| do| does| would) (?:i|we|it) (?:clear|net|make|pocket)/.test(
      text,
    )
  )
    return null;
  const amounts = money(tokens);
  const before = (t: NumberToken) => wordsBefore(text, tokens, t, 40);
  // A rent cued by its words, or read per unit or in total by its role ("fourplex 4 x 950").
  const roleRents = readDeal(text).roles.filter((r) => r.role === 'rentPerUnit' || r.role === 'rentTotal');
  const cued = amounts.filter(
    (t) =>
      (RENT_CUE.test(before(t)) || roleRents.some((r) => r.token.start === t.start)) && t.period !== 'yearly',
  );
  const rents =
    cued.length > 0
      ? amounts.filter(
          (t) =>
            cued.includes(t) ||
            (t.start > cued[0]!.start &&
              t.period !== 'yearly' &&
              OTHER_UNIT.test(before(t)) &&
              // "other 310/mo for everything else" is a cost, not the other unit's rent.
              !OTHER_COSTS_CUE.test(text.slice(t.end, t.end + 40).split(/[.;,]/)[0]!)),
        )
      : cued;
  const payment = labelled(text, amounts, HOUSING_PAYMENT_CUE, ['money'], 2);
  // Cash put in is a lump sum: "I put aside $90/mo for repairs" is a monthly cost.
  const invested = labelled(
    text,
    amounts.filter((t) => !t.period),
    /\b(?:invested|in(?:to)? (?:it|the deal)|(?:total )?cash in(?:to)?(?: (?:it|the deal))?|put(?: in)?|all[- ]in|out of pocket)\b/,
    ['money'],
    2,
  );
  if (rents.length === 0 || !payment || rents.includes(payment) || payment === invested) return null;
  // A return on cash asked without the cash put in is asked for (missing-amount.ts), with the cash
  // flow shown there: a cash flow alone would answer a different question.
  if (!invested && RETURN_ON_CASH.test(text)) return null;
  // Every other amount is a monthly cost that says what it is ("HOA 45/mo", "310/mo for everything else").
  // A yearly cost ("opex is 14.5k/yr total") counts a twelfth a month.
  // "HOA 120": a bare amount right after a cost's name is dollars a month too.
  const bareCosts = tokens.filter(
    (t) => t.kind === 'plain' && t.value >= 10 && OTHER_COSTS_CUE.test(wordsBefore(text, tokens, t, 20)),
  );
  const costs = [...amounts, ...bareCosts].filter(
    (t) => !rents.includes(t) && t !== payment && t !== invested,
  );
  if (costs.some((t) => !OTHER_COSTS_CUE.test(`${before(t)} ${text.slice(t.end, t.end + 40)}`))) return null;
  // A lump sum bigger than the month's rent ("we put 68k into it") is no monthly cost.
  const rentTotal = rents.reduce((sum, t) => sum + t.value, 0);
  if (costs.some((t) => !t.period && t.value > rentTotal)) return null;
  // Percentages of the rent: vacancy, upkeep and management, each named ("8% vacancy", "5% of the gross
  // rent for maintenance", "the manager takes 8% of the rent actually collected").
  const shares = readRentShares(text, tokens);
  if (shares === null) return null;
  if (costs.length === 0 && shares.vacancy + shares.upkeep + shares.management === 0) return null;
  // One rent "per door" on a duplex is each unit's: the whole property's is that times the units.
  const whole = rents.length === 1 ? wholeMonthlyRent(text, rents[0]!) : null;
  if (rents.length === 1 && !whole) return null;
  const rent = whole ? whole.monthly : rents.reduce((sum, t) => sum + t.value, 0);
  const vacancyLoss = rent * shares.vacancy;
  const collected = rent - vacancyLoss;
  const management = (shares.managementOnGross ? rent : collected) * shares.management;
  const upkeep = rent * shares.upkeep;
  const other = costs.reduce((sum, t) => sum + monthly(t), 0);
  const flow = collected - management - upkeep - other - payment.value;
  const results = [`Cash flow: **${formatMoney(flow)}** a month (${formatMoney(flow * 12)} a year)`];
  // "cash flow per door per month?": the whole property's cash flow over its units.
  const units = readDeal(text).units;
  if (units !== undefined && units > 1 && PER_DOOR_ASKED.test(text))
    results.push(
      `Per door: **${formatMoney(flow / units)}** a month (${formatMoney(flow)} ÷ ${units} units)`,
    );
  if (invested)
    results.push(
      `Cash-on-cash return: **${formatPercent((flow * 12) / invested.value)}** (${formatMoney(flow * 12)} ÷ ${formatMoney(invested.value)})`,
    );
  return {
    title: invested ? 'Cash flow and cash-on-cash return' : 'Monthly cash flow',
    inputs: [
      rents.length > 1
        ? `Rents: ${rents.map((t) => formatMoney(t.value)).join(' + ')} = ${formatMoney(rent)} a month`
        : `Rent: ${whole ? whole.shown : `${formatMoney(rent)} a month`}`,
      ...(shares.vacancy > 0
        ? [
            `Vacancy: ${formatPercent(shares.vacancy)} = ${formatMoney(vacancyLoss)}, so ${formatMoney(collected)} collected`,
          ]
        : []),
      ...(shares.management > 0
        ? [
            `Management: ${formatPercent(shares.management)} of ${shares.managementOnGross ? 'gross' : 'collected'} rent = ${formatMoney(management)}`,
          ]
        : []),
      ...(shares.upkeep > 0
        ? [
            `${shares.allExpenses ? 'All operating expenses' : 'Maintenance/reserves'}: ${shares.upkeepParts.length > 1 ? `${shares.upkeepParts.map((v) => formatPercent(v)).join(' + ')} = ` : ''}${formatPercent(shares.upkeep)} of rent = ${formatMoney(upkeep)}`,
          ]
        : []),
      `Loan payment: ${formatMoney(payment.value)} a month`,
      ...(costs.length > 0
        ? [
            `Other costs: ${costs.map((t) => (t.period === 'yearly' ? `${formatMoney(t.value)} a year = ${formatMoney(monthly(t))}` : formatMoney(t.value))).join(' + ')} a month (as you gave them; nothing else assumed)`,
          ]
        : []),
      ...(invested ? [`Cash invested: ${formatMoney(invested.value)}`] : []),
    ],
    results,
    method: 'Rent − vacancy − management − maintenance − loan payment − other costs',
  };
};

/** Each percentage in a rental question, read as a share of rent by its name; null when one has none. */
export function readRentShares(
  text: string,
  tokens: NumberToken[],
): {
  vacancy: number;
  upkeep: number;
  management: number;
  managementOnGross: boolean;
  allExpenses: boolean;
  /** The upkeep shares as given, when more than one adds into it. */
  upkeepParts: number[];
} | null {
  const shares = {
    vacancy: 0,
    upkeep: 0,
    management: 0,
    managementOnGross: false,
    allExpenses: false,
    upkeepParts: [] as number[],
  };
  const kinds: readonly ['vacancy' | 'upkeep' | 'management', RegExp][] = [
    // "25% of rent for ALL expenses (vacancy, repairs, mgmt…)": one share for every operating cost.
    // "35% of rent for expenses", "40% of gross to cover my expenses": the user's own rule.
    [
      'upkeep',
      /\ball (?:the )?(?:expenses|costs|opex|operating (?:costs|expenses))\b|\bexpense ratio\b|\b(?:for|as|to cover) (?:my |the |our )?(?:operating )?(?:expenses|opex)\b|\b(?:operating )?expenses(?: (?:are|run|at|of|is|=))?(?: about| around| roughly)?\s*$/,
    ],
    ['vacancy', /\bvacan\w*/],
    ['management', /\b(?:manag\w*|mgmt|mgt|pm)\b/],
    ['upkeep', /\b(?:maint\w*|repairs?|capex|reserves?|upkeep)\b/],
  ];
  for (const t of percents(tokens)) {
    // The words after a percentage name it first ("5% of the gross rent for maintenance"); else the
    // words before it in its own clause ("the manager takes 8%").
    const after = text.slice(t.end, t.end + 45).split(/[,;.]\s/)[0]!;
    const before = text
      .slice(Math.max(0, t.start - 35), t.start)
      .split(/[,;.]\s/)
      .pop()!;
    const kind = kinds.find(([, re]) => re.test(after)) ?? kinds.find(([, re]) => re.test(before));
    if (!kind) return null;
    // "5% capex and 5% repairs": two reserves of one kind add up.
    shares[kind[0]] += t.value;
    if (kind[0] === 'upkeep') shares.upkeepParts.push(t.value);
    if (kind === kinds[0]) shares.allExpenses = true;
    // Management is charged on the rent collected unless the question says gross.
    if (kind[0] === 'management')
      shares.managementOnGross = /\b(?:gross|scheduled|full|total) rent\b/.test(after);
  }
  return shares;
}

/** The 1% rule asked for, or the monthly rent as a share of the price ("what % of price is the rent"). */
const ONE_PERCENT_ASKED =
  /\b1\s?(?:%|percent|pct)\s+rule|one percent rule|\b(?:what|which)\s+(?:%|percent(?:age)?|pct|share)\s+of\s+(?:the\s+)?(?:purchase\s+|asking\s+)?price|\brents?\b[^.?!]{0,30}\b(?:as|is)\s+(?:a\s+)?(?:%|percent(?:age)?|pct|share)\s+of\s+(?:the\s+)?(?:purchase\s+|asking\s+)?price|\brent[- ]to[- ]price\b/;

/** The 50% rule: half the gross rent goes to operating costs, the rest pays the loan and is cash flow. */
export const fiftyPercentRule: Reader = ({ text, tokens }) => {
  if (!/\b50\s?(?:%|percent|pct)\s+rule|fifty percent rule/.test(text)) return null;
  const gross =
    labelled(
      text,
      tokens,
      /\b(?:gross(?:es)?|rents?(?: (?:for|at|of|is))?|rental income|brings? in|collects?)\b/,
    ) ??
    readDeal(text).roles.find((r) => r.role === 'rentPerUnit')?.token ??
    // "4 units renting 950, 1,000, 1,050 and 1,100": the list stands for the gross rent.
    readDeal(text).rentList?.[0];
  if (!gross) return null;
  // The loan payment as stated, or worked out from the loan's terms ("finance 80% at 7% for 30 yrs"
  // of the price).
  // "a 225k mortgage at 7.25%" is the loan, not its payment.
  const cued = labelled(text, tokens, HOUSING_PAYMENT_CUE, ['money'], 2);
  const stated = cued && (cued.period || cued.value < 20000) ? cued : null;
  const financed = stated ? null : financedPayment(text, tokens);
  if ((!stated && !financed) || gross === stated) return null;
  const payment = stated ? monthly(stated) : financed!.payment;
  // A rent per door times the doors, or rents listed one per unit and added.
  const whole = wholeMonthlyRent(text, gross);
  const list = readDeal(text).rentList ?? [gross];
  // Besides the rents: the payment, or the price or loan it is worked out from (bare thousands too).
  // (readDeal tokenizes apart: its tokens are told by their place.)
  const amounts = tokens.filter(
    (t) => t.kind === 'money' || list.some((l) => l.start === t.start) || t === financed?.loan,
  );
  // "duplex 310k … what % of price is the monthly rent": a price stated beside a stated payment, asked
  // about by the 1% rule or as rent over price, is the one more amount allowed (rule 57).
  const asksRentOverPrice = ONE_PERCENT_ASKED.test(text);
  const statedPrice =
    stated && asksRentOverPrice && whole
      ? amounts.filter((t) => t !== stated && !list.includes(t) && !t.period && t.value >= whole.monthly * 20)
      : [];
  if (!whole || amounts.length !== list.length + 1 + (statedPrice.length === 1 ? 1 : 0)) return null;
  const rent = whole.monthly;
  const flow = rent * 0.5 - payment;
  // "does it meet the 1% rule? and using the 50% rule…": both screening rules in one answer.
  const price = financed?.price ?? (statedPrice.length === 1 ? statedPrice[0]!.value : undefined);
  const onePercent = price !== undefined && asksRentOverPrice;
  // "monthly cash flow and per door": the cash flow shared over the doors the rent was multiplied by.
  const doors = PER_DOOR_ASKED.test(text)
    ? list.length > 1
      ? list.length
      : readDeal(text).units
    : undefined;
  return {
    title: 'Cash flow by the 50% rule',
    inputs: [
      `Gross rent: ${whole.shown}`,
      ...(financed ? financed.shown : [`Loan payment (P&I): ${formatMoney(payment)} a month`]),
      ...(!financed && price !== undefined ? [`Price: ${formatMoney(price)}`] : []),
    ],
    results: [
      ...(onePercent
        ? [
            `1% rule: ${formatMoney(rent)} ÷ ${formatMoney(price)} = ${formatPercent(rent / price)}: ${rent >= price * 0.01 ? 'meets it' : `does not meet it (it needs ${formatMoney(price * 0.01)} a month)`}`,
          ]
        : []),
      `Operating costs by the rule: ${formatMoney(rent * 0.5)} a month`,
      `Cash flow: **${formatMoney(flow)}** a month (${formatMoney(flow * 12)} a year)`,
      ...(doors
        ? [`Per door: ${formatMoney(flow)} ÷ ${doors} = **${formatMoney(flow / doors)}** a month`]
        : []),
    ],
    method: '50% × gross rent − principal and interest; a screening rule, not a budget',
  };
};

/** A loan stated as such ("loan 320k", "borrowing 300k", "a $250k mortgage"), not a price. */
const LOAN_BEFORE =
  /\b(?:loan(?: amount)?|borrow(?:ing|ed)?|financ(?:ing|ed)|mortgage)(?:\s+(?:of|is|at|for|amount|about|around))*\s*\$?$/;
const LOAN_AFTER = /^\s*(?:loan|mortgage|financed|borrowed)\b/;

/**
 * The P&I on a price financed at a share, a rate and a term ("SFR for $210k … finance 80% at 7% for 30
 * yrs"), or on a loan stated with its rate and term ("loan 320k at 6.75% 30yr").
 */
function financedPayment(
  text: string,
  tokens: NumberToken[],
): { payment: number; price?: number; loan?: NumberToken; shown: string[] } | null {
  const rates = percents(tokens).filter((t) => !/^\s*rule\b/.test(text.slice(t.end, t.end + 8)));
  const term = tokens.find((t) => t.kind === 'years' || t.kind === 'months');
  const loanToken = tokens.find(
    (t) =>
      (t.kind === 'money' || t.kind === 'plain') &&
      !t.period &&
      t.value >= 10000 &&
      (LOAN_BEFORE.test(text.slice(Math.max(0, t.start - 25), t.start)) ||
        LOAN_AFTER.test(text.slice(t.end, t.end + 15))),
  );
  if (loanToken) {
    // The loan itself: one rate and a term, and no price beside it to be financed.
    const prices = tokens.filter(
      (t) => (t.kind === 'money' || t === loanToken) && !t.period && t.value >= 20000,
    );
    if (rates.length !== 1 || !term || prices.length !== 1) return null;
    const years = yearsOf(term);
    const payment = monthlyPayment(loanToken.value, rates[0]!.value, years);
    return {
      payment,
      loan: loanToken,
      shown: [
        `Loan: ${formatMoney(loanToken.value)} at ${formatPercent(rates[0]!.value, 3)} over ${years} years: P&I ${formatMoney(payment)} a month`,
      ],
    };
  }
  const price = tokens.find((t) => t.kind === 'money' && !t.period && t.value >= 20000);
  const share = rates.find(
    (t) =>
      /\b(?:financ\w*|borrow\w*|loan(?: of)?|ltv(?: of)?)\s*$/.test(
        text.slice(Math.max(0, t.start - 15), t.start),
      ) || /^\s*(?:ltv|loan[- ]to[- ]value|financ\w*)\b/.test(text.slice(t.end, t.end + 20)),
  );
  const down = rates.find((t) => t !== share && /^\s*down\b/.test(text.slice(t.end, t.end + 8)));
  const rate = rates.find((t) => t !== share && t !== down);
  if (!price || !rate || !term || (!share && !down) || rates.length !== 2) return null;
  const loanShare = share ? share.value : 1 - down!.value;
  const years = yearsOf(term);
  const loan = price.value * loanShare;
  const payment = monthlyPayment(loan, rate.value, years);
  return {
    payment,
    price: price.value,
    shown: [
      `Price: ${formatMoney(price.value)}, ${formatPercent(loanShare)} financed: loan ${formatMoney(loan)}`,
      `Loan: ${formatPercent(rate.value, 3)} over ${years} years: P&I ${formatMoney(payment)} a month`,
    ],
  };
}

/** Rent lost to vacancy in a year: units × rent × 12 × the vacancy rate ("40 units, avg rent 1,325"). */
export const vacancyLoss: Reader = ({ text, tokens }) => {
  if (
    !/\bvacanc\w*/.test(text) ||
    !/\blos[et]\b|\blose\b|\bloss\b|\bcost(?:s)? (?:us|me)\b|\bgive up\b|\bforgo|\begi\b|\beffective gross\b/.test(
      text,
    )
  )
    return null;
  const units = UNITS.exec(text);
  const rates = percents(tokens);
  const perUnit = readDeal(text).roles.filter((r) => r.role === 'rentPerUnit');
  const rents = money(tokens).filter(
    (t) =>
      t.period === 'monthly' ||
      perUnit.some((r) => r.token.start === t.start) ||
      /\b(?:rents?|gpr|gross potential(?: income)?|gross scheduled(?: income)?|gross income|potential gross income|pgi)\b/.test(
        text.slice(Math.max(0, t.start - 25), t.start),
      ) ||
      /^\s*(?:a year |\/yr |per year |annual(?:ly)? )?(?:in )?(?:gross )?(?:potential )?(?:rents?|gpr|gross)\b/.test(
        text.slice(t.end, t.end + 30),
      ),
  );
  if (rates.length !== 1 || rents.length !== 1 || money(tokens).length !== 1) return null;
  // "fourplex, each unit rents $1,250/mo": a count by name too; a rent said per unit with no count
  // at all is not taken as one unit's.
  const deal = readDeal(text);
  const n = units ? Number(units[1] ?? units[2]) : (deal.units ?? 1);
  if (n === 1 && perUnit.length > 0) return null;
  // A rent next to a unit count is per unit only when the question says so ("avg", "each", "per unit").
  if (
    n > 1 &&
    perUnit.length === 0 &&
    !/\b(?:avg|average|averag\w*|each|every|apiece|per (?:unit|door|apartment)|a (?:unit|door))\b/.test(text)
  )
    return null;
  // "gross potential rent is 96,000": an amount with no period too large for one month's rent of a
  // building whose units are not counted is a year's (said so in the inputs).
  const unstatedYear = rents[0]!.period === undefined && n === 1 && rents[0]!.value >= 20_000;
  const rent = unstatedYear ? rents[0]!.value / 12 : monthly(rents[0]!);
  const gross = rent * n * 12;
  const loss = gross * rates[0]!.value;
  return {
    title: 'Rent lost to vacancy',
    inputs: [
      n > 1
        ? `Units: ${n} at ${formatMoney(rent)} a month each`
        : unstatedYear
          ? `Gross potential rent: ${formatMoney(rents[0]!.value)} a year (no period was given; read as a year's)`
          : `Rent: ${formatMoney(rent)} a month`,
      `Vacancy: ${formatPercent(rates[0]!.value)}`,
    ],
    // The effective gross income is the other half of the same sum and is usually asked with it
    // ("the vacancy loss and the EGI"), so it is always shown.
    results: [
      `Gross potential rent: ${formatMoney(gross)} a year`,
      `Lost to vacancy: **${formatMoney(loss)}** a year (${formatMoney(loss / 12)} a month)`,
      `Effective gross income (EGI): **${formatMoney(gross - loss)}** a year (${formatMoney((gross - loss) / 12)} a month)`,
    ],
    method: `Vacancy loss = ${formatMoney(gross)} × ${formatPercent(rates[0]!.value)}; EGI = ${formatMoney(gross)} − ${formatMoney(loss)}`,
  };
};

/** Income besides the rents: laundry, parking, storage, pet fees, "other income". */
const OTHER_INCOME_WORDS =
  /\b(?:laundry|parking|storage|pet (?:rent|fees?)|vending|billboard|cell tower|other income|ancillary|misc(?:ellaneous)? income)\b/;

/**
 * Break-even occupancy: the share of potential income that covers operating expenses and debt
 * service. The potential income is a gross named as such, or the units × the rent per unit; income
 * besides the rents ("other income (laundry + parking) $2,400/mo at full occupancy") is added to it,
 * as the usual definition over gross potential income does.
 */
export const breakEvenOccupancy: Reader = ({ text, tokens }) => {
  if (!/\bbreak[- ]?even (?:occupancy|ratio|point)\b|\boccupancy\b.{0,40}\bbreak[- ]?even\b/.test(text))
    return null;
  const expenses = labelled(text, tokens, /\b(?:operating )?(?:expenses|opex|costs)\b/, ['money'], 2);
  const debt = labelled(
    text,
    tokens,
    /\b(?:debt service|mortgage payments?|loan payments?|p\s?&\s?i)\b/,
    ['money'],
    2,
  );
  // "other income (laundry + parking) $2,400/mo": the words before it back to the last number.
  const others = money(tokens).filter((t) => OTHER_INCOME_WORDS.test(wordsBefore(text, tokens, t, 50)));
  const gross = labelled(
    text,
    tokens,
    /\b(?:gross (?:potential |scheduled )?(?:rent|income)|potential (?:gross )?(?:rent|income)|gpr|pgi|gsi|gross)\b/,
    ['money'],
    // "potential gross income on the office building is 600k": three labelled amounts, so the label
    // may stand a few words off.
    5,
  );
  // "40 units, avg rent $1,180": the rents at full occupancy, a month unless said otherwise.
  const units = UNITS.exec(text);
  const count = units ? Number(units[1] ?? units[2]) : 0;
  const perUnit =
    !gross && count >= 2
      ? money(tokens).find(
          (t) =>
            t !== expenses &&
            t !== debt &&
            !others.includes(t) &&
            /\b(?:avg|average|each|per (?:unit|door)|rents?)\b/.test(
              text.slice(Math.max(0, t.start - 20), t.end + 15),
            ),
        )
      : undefined;
  if (!expenses || !debt || (!gross && !perUnit) || expenses === debt) return null;
  const rentToken = (gross ?? perUnit)!;
  if ([expenses, debt, ...others].includes(rentToken)) return null;
  if (money(tokens).length !== 3 + others.length) return null;
  const rents = gross
    ? yearly(gross)
    : (perUnit!.period === 'yearly' ? perUnit!.value : perUnit!.value * 12) * count;
  const otherYearly = others.reduce((sum, t) => sum + yearly(t), 0);
  const potential = rents + otherYearly;
  const ratio = (yearly(expenses) + yearly(debt)) / potential;
  return {
    title: 'Break-even occupancy',
    inputs: [
      `Operating expenses: ${formatMoney(yearly(expenses))} a year`,
      `Debt service: ${formatMoney(yearly(debt))} a year`,
      gross
        ? `Gross potential rent: ${formatMoney(rents)} a year`
        : `Gross potential rent: ${count} units × ${formatMoney(perUnit!.value)}${perUnit!.period === 'yearly' ? ' a year' : ' a month × 12'} = ${formatMoney(rents)} a year`,
      ...(others.length ? [`Other income at full occupancy: ${formatMoney(otherYearly)} a year`] : []),
    ],
    results: [
      `Break-even occupancy: **${formatPercent(ratio)}** (${formatMoney(yearly(expenses) + yearly(debt))} ÷ ${formatMoney(potential)})`,
    ],
    method: `(Operating expenses + debt service) ÷ gross potential ${others.length ? 'income (rents plus other income)' : 'rent'}`,
  };
};

/** A building's gross rent from the units and the rent per unit. */
export const grossFromUnits: Reader = ({ text, tokens }) => {
  if (!/\bgross\b|total rent|annual rent|rent roll|income/.test(text)) return null;
  const units = UNITS.exec(text) ?? /\b(\d{1,4})[\s-]*(?:units?|doors?)\b/.exec(text);
  const rents = money(tokens).filter((t) => t.period === 'monthly');
  if (!units || rents.length !== 1 || money(tokens).length !== 1) return null;
  const n = Number(units[1] ?? units[2]);
  const rent = rents[0]!.value;
  if (!(n >= 2)) return null;
  return {
    title: 'Gross rent',
    inputs: [`Units: ${n}`, `Rent: ${formatMoney(rent)} a month per unit`],
    results: [`Gross rent: **${formatMoney(rent * n * 12)}** a year (${formatMoney(rent * n)} a month)`],
    method: `${formatMoney(rent)} × ${n} units × 12`,
  };
};

/** The operating costs as one lump a month: "taxes/insurance/maintenance/vacancy come to $720/mo". */
const LUMP_ITEM =
  '(?:property )?tax(?:es)?|ins(?:urance)?|maintenance|repairs?|hoa|utilities|upkeep|management|pm|vacancy|capex|reserves?|operating (?:costs?|expenses)|opex|expenses|costs'; // prettier-ignore
const LUMP_LABEL = new RegExp(
  `\\b(?:${LUMP_ITEM})(?:\\s*(?:\\+|and|&|,|\\/)\\s*(?:${LUMP_ITEM}))*\\b(?:\\s+(?:all\\s+)?(?:together|combined|in total|total))?`,
);
const PURCHASE_LABEL =
  /\b(?:purchase(?: price)?|price|priced|buy(?:ing)?(?: it)?(?: for| at)?|bought(?: it)?(?: for| at)?|list(?:ed|ing)?(?: at| for)?|offer(?: of)?|asking)\b/;
const CLOSING_LABEL = /\bclosing(?: costs?)?\b|\bcc\b/;

/**
 * "$285,000 purchase, 25% down, $6,000 closing costs, 7.25% 30-yr investor loan. Rent $2,300/mo and
 * taxes/insurance/maintenance/vacancy come to around $720/mo: monthly cash flow after the mortgage,
 * and the cash-on-cash return?" (rule 84): the loan is the price less the down payment, its principal
 * and interest come off the rent with the one lump of operating costs, and the cash invested is the
 * down payment plus the closing costs. Every number must be placed; the costs must be one amount.
 */
export const cashFlowOfFinancedRental: Reader = ({ text, tokens }) => {
  if (!/\bcash ?flow\b/.test(text) && !RETURN_ON_CASH.test(text)) return null;
  const price =
    labelled(text, tokens, PURCHASE_LABEL, ['money'], 1) ??
    tokens.find(
      (t) =>
        t.kind === 'money' &&
        !t.period &&
        /^\s*(?:[a-z-]+\s+){0,2}?(?:purchase|price|house|home|condo|duplex|triplex|fourplex|sfh|property|rental|place)\b/.test(
          text.slice(t.end, t.end + 30),
        ),
    );
  if (!price || price.period || price.value < 20_000) return null;
  const downShare = tokens.find(
    (t) => t.kind === 'percent' && /^\s*(?:down|dp)\b/.test(text.slice(t.end, t.end + 8)),
  );
  const downShareBefore =
    downShare ?? labelled(text, tokens, /\bdown(?: payment)?\b|\bput(?:ting)? down\b/, ['percent'], 1);
  const closing = labelled(text, tokens, CLOSING_LABEL, ['money'], 1);
  const rates = percents(tokens).filter((t) => t !== downShareBefore);
  const terms = tokens.filter((t) => t.kind === 'years');
  const rent = labelled(
    text,
    tokens,
    /\brents?(?: (?:it|them|out))?(?: (?:out|for|at))?\b|\brental income\b|\brents? for\b/,
    ['money'],
    1,
  );
  const costs = labelled(text, tokens, LUMP_LABEL, ['money'], 2);
  if (!downShareBefore || rates.length !== 1 || terms.length !== 1 || !rent || !costs) return null;
  const named = [price, closing, rent, costs].filter((t) => t !== undefined);
  if (new Set(named).size !== named.length || rent.period !== 'monthly') return null;
  if (closing && closing.period) return null;
  if (costs.period !== 'monthly' && costs.period !== 'yearly') return null;
  const placed = new Set<NumberToken | undefined>([
    price,
    downShareBefore,
    closing,
    rates[0]!,
    terms[0]!,
    rent,
    costs,
  ]);
  if (tokens.some((t) => !placed.has(t))) return null;
  const whole = wholeMonthlyRent(text, rent);
  if (!whole) return null;
  const share = downShareBefore.value;
  const rate = rates[0]!.value;
  const years = terms[0]!.value;
  if (!(share > 0 && share < 1) || !(rate > 0.005 && rate < 0.2) || !(years >= 5 && years <= 40)) return null;
  const down = price.value * share;
  const loan = price.value - down;
  const pi = monthlyPayment(loan, rate, years);
  const costsMonth = monthly(costs);
  const flow = whole.monthly - costsMonth - pi;
  const closingCash = closing?.value ?? 0;
  const cash = down + closingCash;
  const coc = (flow * 12) / cash;
  return {
    title: 'Cash flow and cash-on-cash return',
    inputs: [
      `Price: ${formatMoney(price.value)}`,
      `Down payment: ${formatPercent(share, 2)} = ${formatMoney(down)}; loan ${formatMoney(loan)} at ${formatPercent(rate, 3)} over ${years} years`,
      closing
        ? `Closing costs: ${formatMoney(closing.value)}, paid in cash`
        : 'Closing costs: none stated (the cash invested is the down payment alone)',
      `Rent: ${whole.shown}`,
      `Operating costs (as one amount): ${formatMoney(costsMonth)} a month${costs.period === 'yearly' ? ` (${formatMoney(costs.value)} a year ÷ 12)` : ''}`,
    ],
    results: [
      `Principal and interest: **${formatMoney(pi)}** a month`,
      `Cash flow after the mortgage: ${formatMoney(whole.monthly)} − ${formatMoney(costsMonth)} − ${formatMoney(pi)} = **${formatMoney(flow)}** a month (${formatMoney(flow * 12)} a year)`,
      closing
        ? `Cash invested: ${formatMoney(down)} down + ${formatMoney(closingCash)} closing = ${formatMoney(cash)}`
        : `Cash invested: ${formatMoney(cash)} down`,
      `Cash-on-cash return: ${formatMoney(flow * 12)} ÷ ${formatMoney(cash)} = **${formatPercent(coc, 2)}**`,
    ],
    method:
      'Loan = price − down payment; P&I from the loan, rate and term; cash flow = rent − operating costs − P&I; cash-on-cash = yearly cash flow ÷ (down payment + closing costs)',
  };
};

/** "for 1.2 mil", "listed at $1.2M", "price 1,200,000", "asking 1.2m". */
const BUY_PRICE = new RegExp(
  `\\b(?:for|at|listed(?: at)?|asking(?: price)?(?: of| is)?|price[d]?(?: at| of| is)?|costs?|buy(?:ing)? (?:it )?for)\\s+${MONEY}`,
  'g',
);
/** "rents avg $1,050/mo", "average rent 1,050", "each unit rents for $1,050 a month". */
const RENT_EACH = new RegExp(
  `\\b(?:rents?|rent(?:s|ing)? for|avg rent|average rent|rents avg|rents average|averag(?:e|es|ing))(?:\\s+(?:avg|average|averag(?:e|es|ing)|is|are|of|at|about|around|per unit|a unit|each))*\\s*${MONEY}${PER_MONTH}?(?:\\s*(?:each|per unit|a unit|a door|per door))?`,
);

/**
 * The 50% rule's NOI and cap rate (rule 90): "10 unit for 1.2 mil, rents avg $1,050/mo, 50% rule:
 * NOI and cap rate". Half the gross rent is operating expenses; NOI is the other half; ÷ the price
 * for the cap rate. No loan in it: with a payment, fiftyPercentRule gives the cash flow.
 */
export const fiftyPercentRuleNoi: Reader = ({ text }) => {
  if (!/\b50\s?(?:%|percent|pct)\s+rule|fifty percent rule/.test(text)) return null;
  if (!/\bnoi\b|\bnet operating\b|\bcap rate\b|\bcap\b/.test(text)) return null;
  const prices = [
    ...findAmounts(text, BUY_PRICE),
    ...findAmounts(text, new RegExp(`${MONEY}\\s+(?:price|purchase price|asking|list price)\\b`, 'g')),
  ].filter((p) => p.value >= 50_000);
  const rent = findAmount(text, RENT_EACH);
  const unitsM = new RegExp(`\\b${COUNT}[\\s-]*(?:units?|doors?|apartments?|plex)\\b`).exec(text);
  if (prices.length !== 1 || !rent || rent.value >= 50_000) return null;
  const units = unitsM ? countValue(unitsM[1]!) : 1;
  // A rent with several units is a unit's when said so ("avg", "each"), else asked about.
  const rentWords = text.slice(Math.max(0, rent.start - 15), rent.end + 12);
  if (units > 1 && !/\bavg\b|\baverag|\beach\b|\bper (?:unit|door)\b|\ba (?:unit|door)\b/.test(rentWords))
    return null;
  // "expenses eat half of gross rent": the rule said again in words; "50%" the rule's name.
  const ruleSpans = [...text.matchAll(/\b50\s?(?:%|percent|pct)/g)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const spans = [
    spanOf(prices[0]),
    spanOf(rent),
    unitsM ? { start: unitsM.index, end: unitsM.index + unitsM[0].length } : undefined,
    ...ruleSpans,
  ];
  if (!allPlaced(text, spans)) return null;
  const price = prices[0]!.value;
  const gross = rent.value * units * 12;
  const noi = gross * 0.5;
  return {
    title: 'NOI and cap rate by the 50% rule',
    inputs: [
      `Price: ${formatMoney(price)}`,
      units > 1
        ? `Rent: ${units} units × ${formatMoney(rent.value)} a month = ${formatMoney(rent.value * units)} a month`
        : `Rent: ${formatMoney(rent.value)} a month`,
      'Operating expenses: 50% of the gross rent (the 50% rule)',
    ],
    results: [
      `Gross rent: ${formatMoney(gross)} a year`,
      `Operating expenses (50%): −${formatMoney(gross * 0.5)}`,
      `NOI: **${formatMoney(noi)}** a year`,
      `Cap rate: ${formatMoney(noi)} ÷ ${formatMoney(price)} = **${formatPercent(noi / price)}**`,
    ],
    method: 'NOI = half the gross rent a year (the 50% rule); cap rate = NOI ÷ price',
  };
};

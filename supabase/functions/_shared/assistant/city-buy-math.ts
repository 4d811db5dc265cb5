// City co-op and condo buyers and owners (docs/assistant.md rule 103): a board's rules (post-closing
// liquidity in months of housing costs, a maximum debt-to-income ratio, a maximum financing share),
// cash needed with a reserve, maintenance's deductible share and the tax it saves, transfer, mansion,
// recording and recordation taxes (a percent of the price or loan, or dollars per $500 or $1,000),
// several percents off a sale with the payoff, a special assessment by shares, a sublet's cash flow,
// a co-op's commercial share of income (the 80/20 test), and a condo's P&I with common charges and
// taxes. Part of quick-math (READERS there). Each reader names every money amount and percent written
// before it answers, so a number it cannot place leaves the question to the readers after it, or to
// the analyst's question back.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import type { QuickAnswer, Reader, Reading } from './quick-math-reading.ts';
import { ASKS_SPLIT, sidesSplit } from './cost-split-between-sides.ts';

/** A token with the words between it and its neighbours, lowercased, for labels. */
interface Tok extends NumberToken {
  before: string;
  after: string;
}

/**
 * "student loan 600", "mortgage would be 5,200": a bare number of 50 or more is read as dollars, so no
 * reader here can leave it out unread; counts keep their unit ("410 shares", "1,280 sq ft") and a
 * calendar year stays a year.
 */
const bareDollars = (text: string, t: NumberToken): boolean =>
  t.kind === 'plain' &&
  t.value >= 50 &&
  !/^(?:19|20)\d{2}$/.test(t.raw) &&
  !/^\s*(?:sq|square|sf|shares?|units?|apartments?|floors?|stor(?:y|ies)|people|residents?|st\b|th\b|w\b|e\b|[a-z]\b)/.test(
    text.slice(t.end, t.end + 12),
  );

function withContext({ text, tokens }: Reading): Tok[] {
  return tokens.map((t, i) => ({
    ...t,
    kind: bareDollars(text, t) ? 'money' : t.kind,
    // Back to the number before or the sentence's start: a label never reaches across a sentence.
    before:
      text
        .slice(Math.max(tokens[i - 1]?.end ?? 0, t.start - 60), t.start)
        .split(/[.;!?]\s/)
        .pop() ?? '',
    after: text.slice(t.end, Math.min(tokens[i + 1]?.start ?? text.length, t.end + 40)),
  }));
}

/** Money and percents are the amounts every reader here must place; counts and years may be story. */
const amounts = (toks: readonly Tok[]) => toks.filter((t) => t.kind === 'money' || t.kind === 'percent');
const perMonth = (t: NumberToken) => (t.period === 'yearly' ? t.value / 12 : t.value);
/** "maintenance", "maintenence", "maintainance", "maint": a co-op's monthly charge however typed. */
const MAINT_WORD = '\\bmaint(?:[ae]i?n[ae]n?ce)?\\b';
const CO_OP = new RegExp(
  `\\bco-?ops?\\b|\\bcondos?\\b|\\bcondominium|\\bboard\\b|${MAINT_WORD}|\\bcommon charges?\\b`,
);
const MAINTENANCE = new RegExp(
  `${MAINT_WORD}|\\bcommon charges?\\b|\\bhoa\\b|\\bcondo fees?\\b|\\bcarrying charges?\\b`,
);

function payment(loan: number, annualRate: number, years: number): number {
  const r = annualRate / 12;
  const n = years * 12;
  return r === 0 ? loan / n : (loan * r) / (1 - (1 + r) ** -n);
}

function answer(title: string, inputs: string[], results: string[], method: string): QuickAnswer {
  return { title, inputs, results, method };
}

/** A tax or cost named by the words around a percent or a rate per $500/$1,000. */
const COST_NAMES: readonly [RegExp, string][] = [
  [/\bmansion tax/, 'Mansion tax'],
  [/\b(?:mortgage )?recording tax|\bmrt\b/, 'Mortgage recording tax'],
  [/\brecordation tax/, 'Recordation tax'],
  [/\bflip tax|\bflip fee/, 'Flip tax'],
  [
    /\b(?:broker(?:'s)?|brokerage|agent(?:'s)?|real estate|listing)? ?(?:commission|fee)s?\b/,
    'Broker commission',
  ],
  [/\b(?:nyc|city)\b[^%$]*\btransfer tax|\bcity transfer/, 'City transfer tax'],
  [/\b(?:nys|ny state|new york state|state)\b[^%$]*\btransfer tax|\bstate transfer/, 'State transfer tax'],
  [/\bcounty\b[^%$]*\btransfer tax|\bcounty transfer/, 'County transfer tax'],
  [/\btransfer tax|\bdeed tax|\bstamp tax|\bconveyance tax|\bexcise tax/, 'Transfer tax'],
  // "NYC transfer tax 1.425%, NYS 0.4%": a level of government alone, in a list of transfer taxes.
  [/\b(?:nys|ny state|new york state|state)\b/, 'State transfer tax'],
  [/\b(?:nyc|city)\b/, 'City transfer tax'],
  [/\bcounty\b/, 'County transfer tax'],
];

function costName(label: string): string | null {
  // The nearest name wins: look at the last clause before the number.
  const clause =
    label.split(/[.;!?]\s|,\s(?!\d)|\band\b(?! (?:state|county|city|ny|nys|nyc)\b)/).pop() ?? label;
  for (const [re, name] of COST_NAMES) if (re.test(clause)) return name;
  return null;
}

/** The buyer or the seller a clause says pays, if any. */
function payerIn(words: string): 'buyer' | 'seller' | null {
  const m = [...words.matchAll(/\b(buyers?|purchasers?|sellers?)\b/g)].pop();
  if (!m) return null;
  return /^(?:buyer|purchaser)/.test(m[1]!) ? 'buyer' : 'seller';
}

const THRESHOLD_BEFORE = /\b(?:over|above|under|below|exceeding|at least|more than|less than|of)\s*$/;
const THRESHOLD_AFTER = /^\s*(?:and (?:up|over|above)|or (?:more|over|above)|\+)/;

/**
 * "closing a $2.3M sale; the seller pays the NYC transfer tax at 1.425% and the NY State transfer tax at
 * 0.4%", "mansion tax is 1% of the whole price", "recording tax 1.925% on a $1.1M loan", "the city
 * transfer tax is $7.50 per $500 and the seller pays state and county tax of $0.50 and $0.25 per $500",
 * "selling for $1.2M: commission 5%, flip tax 1.5% … payoff $640k": each tax or cost on the one price
 * or loan, totals by who pays, the net after a payoff, and a price per square foot when an area is given.
 */
export const taxesAndCostsOnPrice: Reader = (reading) => {
  const { text } = reading;
  if (!/\b(?:transfer|mansion|recording|recordation|flip|deed|stamp|conveyance) tax/.test(text)) return null;
  if (/\bproperty tax|\breal estate tax|\bassess/.test(text) && !/\bmansion|\btransfer|\brecord/.test(text))
    return null;
  const toks = withContext(reading);
  const used = new Set<Tok>();
  interface Cost {
    name: string;
    rate: number;
    per?: number;
    payer: 'buyer' | 'seller' | null;
  }
  const costs: Cost[] = [];
  let pendingPair: string[] | null = null;
  for (const [i, t] of toks.entries()) {
    const next = toks[i + 1];
    const nextNext = toks[i + 2];
    const perAfter = (o?: Tok) =>
      o && o.kind === 'money' && /^\s*(?:per|for each|for every|every|\/|of every)\s*$/.test(o.after);
    let per: number | undefined;
    if (
      t.kind === 'money' &&
      perAfter(t) &&
      next &&
      (next.value === 500 || next.value === 1000 || next.value === 100)
    ) {
      per = next.value;
      used.add(next);
    } else if (
      t.kind === 'money' &&
      /^\s*and\s*$/.test(t.after) &&
      perAfter(next) &&
      nextNext &&
      [100, 500, 1000].includes(nextNext.value)
    ) {
      per = nextNext.value; // "$0.50 and $0.25 per $500"
    } else if (t.kind !== 'percent') continue;
    const sentenceStart = Math.max(text.lastIndexOf('. ', t.start), text.lastIndexOf('; ', t.start), 0);
    const label = text.slice(sentenceStart, t.start);
    const pair = /\b([a-z]+) and ([a-z]+) (?:transfer )?tax(?:es)?\b(?:[^.$%]*)$/.exec(t.before);
    let name: string | null;
    if (pair && per !== undefined && /^\s*and\s*$/.test(t.after)) {
      pendingPair = [pair[2]!, pair[1]!];
      name = `${pair[1]![0]!.toUpperCase()}${pair[1]!.slice(1)} tax`;
    } else if (pendingPair && /^\s*and\s*$/.test(toks[i - 1]?.after ?? '')) {
      name = `${pendingPair[0]![0]!.toUpperCase()}${pendingPair[0]!.slice(1)} tax`;
      pendingPair = null;
    } else {
      name = costName(t.before) ?? costName(`${label}`) ?? costName(t.after.split(/[,.;]/)[0] ?? '');
    }
    if (!name) return null;
    // Who pays is said in the words since the number before ("buyer pays the recordation tax at 1.45% and
    // the seller pays the transfer tax at 1.45%"), else carried from the cost before it.
    const payerWords =
      text.slice(Math.max(sentenceStart, toks[i - 1]?.end ?? 0), t.end) +
      (t.after.split(/[,;.]|\band\b/)[0] ?? '');
    costs.push({ name, rate: t.value, per, payer: payerIn(payerWords) });
    used.add(t);
  }
  if (costs.length === 0) return null;
  // Carry a payer forward within the list ("the seller pays the NYC tax at 1.425% and the NYS tax at 0.4%").
  for (const [i, c] of costs.entries()) if (!c.payer && i > 0) c.payer = costs[i - 1]!.payer;
  if (/\b(?:paid by me|i pay|i'm paying|all paid by)\b/.test(text) && /\bsell/.test(text))
    for (const c of costs) c.payer ??= 'seller';
  const rest = amounts(toks).filter((t) => !used.has(t));
  const payoff = rest.find(
    (t) =>
      t.kind === 'money' &&
      /\b(?:payoff|pay off|owe|balance|remaining)\b/.test(`${t.before} ${t.after.slice(0, 12)}`),
  );
  const thresholds = rest.filter(
    (t) =>
      t !== payoff &&
      t.kind === 'money' &&
      (THRESHOLD_AFTER.test(t.after) ||
        (THRESHOLD_BEFORE.test(t.before) && !/\bloan of\s*$|\bprice of\s*$|\bsale of\s*$/.test(t.before))),
  );
  const bases = rest.filter((t) => t !== payoff && !thresholds.includes(t));
  if (bases.length !== 1 || bases[0]!.kind !== 'money' || bases[0]!.period) return null;
  const base = bases[0]!;
  if (base.value < 10_000) return null;
  // A graduated schedule ("1% on the first $500k and 1.425% above") is asked about, never flattened.
  if (
    /\b(?:on the first|the first \$?\d|portion (?:above|over)|amount (?:above|over)|tiers?|brackets?|graduated|progressive|marginal rate)\b/.test(
      text,
    )
  )
    return null;
  // A rate said to apply above (or below) a threshold the price does not reach is the wrong rate.
  for (const th of thresholds) {
    const above =
      THRESHOLD_AFTER.test(th.after) ||
      /\b(?:over|above|exceeding|at least|more than|of)\s*$/.test(th.before);
    if (above ? base.value < th.value : base.value > th.value) return null;
  }
  const onLoan =
    /\bloan\b|\bmortgage of\b/.test(`${base.before} ${base.after}`) ||
    (/\brecording tax/.test(text) && /\bloan\b/.test(text) && !/\bprice\b/.test(text));
  const area = /(\d[\d,]*)\s*(?:sq\.? ?ft|square feet|sf|sqft)\b/.exec(text);
  const selling = /\bsell(?:ing|s)?\b|\bsale\b|\bwalk away|\bnet\b|\bproceeds/.test(text) && !!payoff;
  const amountOf = (c: Cost) => (c.per ? (base.value / c.per) * c.rate : base.value * c.rate);
  const inputs = [
    `${onLoan ? 'Loan amount' : selling ? 'Sale price' : 'Price'}: ${formatMoney(base.value)}`,
    ...costs.map(
      (c) =>
        `${c.name}: ${c.per ? `${formatMoney(c.rate)} per ${formatMoney(c.per)}` : formatPercent(c.rate, 3).replace(/0+%$/, '%').replace(/\.%$/, '%')}${c.payer ? ` (${c.payer} pays)` : ''}`,
    ),
    ...thresholds.map(
      (t) => `Threshold named: ${formatMoney(t.value)} (the rate's bracket, not an amount taxed)`,
    ),
    ...(payoff ? [`Mortgage payoff: ${formatMoney(payoff.value)}`] : []),
    ...(area ? [`Area: ${area[1]} sq ft`] : []),
  ];
  const results = costs.map(
    (c) =>
      `${c.name}: ${formatMoney(base.value)} ${c.per ? `÷ ${formatMoney(c.per)} × ${formatMoney(c.rate)}` : `× ${formatPercent(c.rate, 3)}`} = **${formatMoney(amountOf(c))}**`,
  );
  const total = costs.reduce((s, c) => s + amountOf(c), 0);
  if (costs.length > 1) results.push(`Total: **${formatMoney(total)}**`);
  const payers = new Set(costs.map((c) => c.payer));
  if (payers.size > 1 && !payers.has(null)) {
    for (const who of ['buyer', 'seller'] as const) {
      const sum = costs.filter((c) => c.payer === who).reduce((s, c) => s + amountOf(c), 0);
      results.push(`The ${who} pays: **${formatMoney(sum)}**`);
    }
  }
  // A split between buyer and seller asked for (rule 116): each side's share, or ask when unread.
  const split = ASKS_SPLIT.test(text) ? sidesSplit(text) : undefined;
  if (split === null || (split && payers.size > 1)) return null;
  if (split)
    for (const who of ['buyer', 'seller'] as const)
      results.push(`The ${who}'s share (${split.shown}): **${formatMoney(total * split[who])}**`);
  if (
    !payoff &&
    /\bsell|\bsale\b/.test(text) &&
    /\bnet\b|\bwalk away|\bproceeds|\bkeep\b|\bleft\b/.test(text)
  ) {
    results.push(
      `Net before any mortgage payoff: ${formatMoney(base.value)} − ${formatMoney(total)} = **${formatMoney(base.value - total)}**`,
    );
  }
  if (payoff && selling) {
    results.push(
      `Walk away with: ${formatMoney(base.value)} − ${formatMoney(total)} − ${formatMoney(payoff.value)} payoff = **${formatMoney(base.value - total - payoff.value)}**`,
    );
  }
  if (area) {
    const sqft = Number(area[1]!.replace(/,/g, ''));
    if (sqft > 0)
      results.push(
        `Price per sq ft: ${formatMoney(base.value)} ÷ ${formatNumber(sqft)} = **${formatMoney(base.value / sqft)}**`,
      );
  }
  return answer(
    costs.length > 1 ? 'Taxes and costs on the price' : costs[0]!.name,
    inputs,
    results,
    `Each tax or cost = the ${onLoan ? 'loan' : 'price'} × its rate (a rate per $500 or $1,000 is the ${onLoan ? 'loan' : 'price'} ÷ that unit × the rate); rates and who pays vary by city and state, so a closing attorney should confirm them`,
  );
};

/** The words that name an income, a mortgage payment and other monthly debts. */
const INCOME = /\bincome\b|\bmake\b|\bearn|\bsalary\b|\bgross\b/;
const MORTGAGE = /\bmortgage\b|\bp ?& ?i\b|\bp and i\b|\bloan payment\b|\bpayment\b/;
const OTHER_DEBT =
  /\bcar\b|\bauto\b|\bstudent\b|\bcredit card|\bdebts?\b|\bloan\b(?! payment)|\bchild support|\balimony/;

/**
 * A co-op board's maximum debt-to-income ("the board's max DTI is 25% counting the mortgage, the
 * maintenance and other debt"): the ratio of stated payments to income, the biggest mortgage payment
 * that stays at the limit, or the income the payments need.
 */
export const boardDebtToIncome: Reader = (reading) => {
  const { text } = reading;
  if (
    !/\bdti\b|\bdebt[- ]to[- ]income|\b(?:of|to) (?:my |our |your )?(?:gross )?(?:monthly |annual )?income\b/.test(
      text,
    )
  )
    return null;
  if (!MAINTENANCE.test(text) && !/\bboard\b|\bco-?op/.test(text)) return null;
  const toks = withContext(reading);
  const pcts = toks.filter((t) => t.kind === 'percent');
  // "max DTI is 25% … and still be at 25%": the limit said again is one limit.
  if (pcts.length === 0 || pcts.some((p) => p.value !== pcts[0]!.value)) return null;
  const limit = pcts[0]!;
  const money = toks.filter((t) => t.kind === 'money');
  const income = money.find(
    (t) => INCOME.test(t.before.slice(-30)) || /^\s*(?:a year )?(?:gross|income|salary)/.test(t.after),
  );
  const maint = money.find((t) => t !== income && MAINTENANCE.test(t.before.slice(-40)));
  const mortgage = money.find(
    (t) =>
      t !== income &&
      t !== maint &&
      MORTGAGE.test(t.before.slice(-30)) &&
      !/\bcar\b|\bstudent/.test(t.before.slice(-20)),
  );
  const debts = money.filter(
    (t) =>
      t !== income &&
      t !== maint &&
      t !== mortgage &&
      OTHER_DEBT.test(`${t.before.slice(-30)} ${t.after.slice(0, 25)}`),
  );
  if (money.some((t) => ![income, maint, mortgage, ...debts].includes(t))) return null;
  if (!maint) return null;
  const incomeMonthly = income
    ? income.period === 'monthly'
      ? income.value
      : income.period === 'yearly' || income.value >= 30_000
        ? income.value / 12
        : NaN
    : NaN;
  if (income && !Number.isFinite(incomeMonthly)) return null;
  const debtSum = debts.reduce((s, d) => s + perMonth(d), 0);
  const debtName = (d: Tok) =>
    /(car|auto|student|credit card|personal|child support|alimony)(?: loan| payment)?/.exec(
      `${d.before.slice(-30)} ${d.after.slice(0, 25)}`,
    )?.[0] ?? 'other debt';
  const debtInputs = debts.map((d) => `Other debt: ${formatMoney(perMonth(d))}/month (${debtName(d)})`);
  const base = [
    ...(income
      ? [`Gross income: ${formatMoney(incomeMonthly * 12)}/year = ${formatMoney(incomeMonthly)}/month`]
      : []),
    ...(mortgage ? [`Mortgage payment: ${formatMoney(perMonth(mortgage))}/month`] : []),
    `Maintenance: ${formatMoney(perMonth(maint))}/month`,
    ...debtInputs,
    `Board's maximum debt-to-income: ${formatPercent(limit.value)}`,
  ];
  const others = perMonth(maint) + debtSum;
  if (income && !mortgage) {
    const allowed = incomeMonthly * limit.value;
    return answer(
      "Largest mortgage payment under the board's DTI limit",
      base,
      [
        `All payments allowed: ${formatMoney(incomeMonthly)} × ${formatPercent(limit.value)} = **${formatMoney(allowed)}**/month`,
        `Less maintenance and other debt (${formatMoney(others)}): largest mortgage payment **${formatMoney(allowed - others)}**/month`,
      ],
      'Largest mortgage payment = monthly gross income × the DTI limit − maintenance − other monthly debt payments; boards set their own limits and may count differently, so ask the managing agent',
    );
  }
  if (!income && mortgage) {
    const need = (perMonth(mortgage) + others) / limit.value;
    return answer(
      "Income a co-op board's DTI limit needs",
      base,
      [
        `Payments counted: ${formatMoney(perMonth(mortgage) + others)}/month`,
        `Income needed: ${formatMoney(perMonth(mortgage) + others)} ÷ ${formatPercent(limit.value)} = **${formatMoney(need)}**/month, **${formatMoney(need * 12)}**/year`,
      ],
      'Income needed = the payments the board counts ÷ its DTI limit, then × 12 for the year',
    );
  }
  if (income && mortgage) {
    const total = perMonth(mortgage) + others;
    const dti = total / incomeMonthly;
    const room = incomeMonthly * limit.value - total;
    return answer(
      "Debt-to-income against the board's limit",
      base,
      [
        `Payments counted: ${formatMoney(total)}/month`,
        `DTI: ${formatMoney(total)} ÷ ${formatMoney(incomeMonthly)} = **${formatPercent(dti)}**`,
        room >= 0
          ? `Within the ${formatPercent(limit.value)} limit, with ${formatMoney(room)}/month to spare`
          : `Over the ${formatPercent(limit.value)} limit: the payments would need to be **${formatMoney(-room)}**/month lower (a mortgage payment of ${formatMoney(perMonth(mortgage) + room)})`,
      ],
      'DTI = (mortgage + maintenance + other monthly debt) ÷ monthly gross income',
    );
  }
  return null;
};

/**
 * "the board wants 24 months of housing costs in liquid assets after closing; mortgage $4,300,
 * maintenance $2,150", "25% down, closing costs 3% of the price, and 18 months of maintenance ($1,900)
 * in the bank after closing": the post-closing reserve, and with a price the cash needed in all.
 */
export const postClosingLiquidity: Reader = (reading) => {
  const { text } = reading;
  if (
    !/\bliquid|\bin the bank|\breserves?\b|\bpost[- ]closing|\bafter closing|\bleft over|\bsaved after/.test(
      text,
    )
  )
    return null;
  if (!CO_OP.test(text)) return null;
  const toks = withContext(reading);
  // "24 months", "two years" of housing costs (a loan's term, "30-year", is no span of reserves).
  const months = toks.filter(
    (t) =>
      t.kind === 'months' ||
      (t.kind === 'plain' && /^\s*(?:months?|mos?)\b/.test(t.after)) ||
      (t.kind === 'years' && !t.compactYears && /^\s*(?:of|worth)\b/.test(t.after)),
  );
  if (months.length !== 1) return null;
  const n = months[0]!.kind === 'years' ? months[0]!.value * 12 : months[0]!.value;
  const money = toks.filter((t) => t.kind === 'money');
  const price = money.find((t) => !t.period && t.value >= 50_000 && !MAINTENANCE.test(t.before.slice(-25)));
  const monthlies = money.filter((t) => t !== price);
  if (monthlies.length === 0 || monthlies.some((t) => t.value >= 50_000)) return null;
  const pcts = toks.filter((t) => t.kind === 'percent');
  const down = pcts.find((t) => /\bdown\b/.test(`${t.before.slice(-20)} ${t.after.slice(0, 12)}`));
  const closing = pcts.find(
    (t) => t !== down && /\bclosing/.test(`${t.before.slice(-40)} ${t.after.slice(0, 12)}`),
  );
  if (pcts.some((t) => t !== down && t !== closing)) return null;
  if ((down || closing) && !price) return null;
  const labelOf = (t: Tok) =>
    MAINTENANCE.test(`${t.before.slice(-40)}`) ||
    /^\s*(?:\/mo\w*|a month)?\s*\)?\s*(?:maint|common)/.test(t.after) ||
    new RegExp(`${MAINT_WORD}\\s*\\(\\s*$`).test(t.before)
      ? 'Maintenance'
      : MORTGAGE.test(t.before.slice(-40))
        ? 'Mortgage payment'
        : null;
  const items = monthlies.map((t) => ({ t, label: labelOf(t) }));
  if (items.some((i) => !i.label)) return null;
  const perMonthSum = items.reduce((s, i) => s + perMonth(i.t), 0);
  const reserve = n * perMonthSum;
  const inputs = [
    ...(price ? [`Price: ${formatMoney(price.value)}`] : []),
    ...(down ? [`Down payment: ${formatPercent(down.value)}`] : []),
    ...(closing ? [`Closing costs: ${formatPercent(closing.value)} of the price`] : []),
    ...items.map((i) => `${i.label}: ${formatMoney(perMonth(i.t))}/month`),
    `Months required after closing: ${formatNumber(n)}`,
  ];
  const results = [
    `Reserve: ${formatNumber(n)} × ${formatMoney(perMonthSum)} = **${formatMoney(reserve)}** in liquid assets after closing`,
  ];
  if (price && (down || closing)) {
    const d = down ? price.value * down.value : 0;
    const c = closing ? price.value * closing.value : 0;
    if (down)
      results.unshift(
        `Down payment: ${formatMoney(price.value)} × ${formatPercent(down.value)} = **${formatMoney(d)}**`,
      );
    if (closing)
      results.splice(
        down ? 1 : 0,
        0,
        `Closing costs: ${formatMoney(price.value)} × ${formatPercent(closing.value)} = **${formatMoney(c)}**`,
      );
    results.push(`Cash needed in all (down + closing + reserve): **${formatMoney(d + c + reserve)}**`);
  }
  return answer(
    'Post-closing liquidity',
    inputs,
    results,
    'Reserve = the months the board requires × the monthly housing costs it counts; cash needed = down payment + closing costs + that reserve. Boards define liquid assets differently (retirement accounts are often discounted), so ask the managing agent',
  );
};

/** "the board allows a max of 75% financing; apartment is $1.35M": the least down and the largest loan. */
export const maximumFinancing: Reader = (reading) => {
  const { text } = reading;
  if (!/\bfinanc(?:ing|e)\b|\bltv\b|\bloan[- ]to[- ]value\b/.test(text)) return null;
  if (!/\bmax(?:imum)?\b|\bup to\b|\ballows?\b|\bno more than\b|\blimit/.test(text)) return null;
  if (
    !/\bdown\b|\bbiggest loan|\blargest loan|\bmax(?:imum)? loan|\bhow much (?:can i )?(?:borrow|finance)/.test(
      text,
    )
  )
    return null;
  const toks = withContext(reading);
  const all = amounts(toks);
  const pct = all.filter((t) => t.kind === 'percent');
  const money = all.filter((t) => t.kind === 'money');
  if (pct.length !== 1 || money.length !== 1 || money[0]!.period || money[0]!.value < 50_000) return null;
  if (!/financ|ltv|loan[- ]to/.test(`${pct[0]!.before.slice(-25)} ${pct[0]!.after.slice(0, 20)}`))
    return null;
  const price = money[0]!.value;
  const share = pct[0]!.value;
  return answer(
    "Down payment under the board's financing limit",
    [`Price: ${formatMoney(price)}`, `Maximum financing: ${formatPercent(share)}`],
    [
      `Largest loan: ${formatMoney(price)} × ${formatPercent(share)} = **${formatMoney(price * share)}**`,
      `Minimum down payment: ${formatMoney(price)} − ${formatMoney(price * share)} = **${formatMoney(price * (1 - share))}** (${formatPercent(1 - share)})`,
    ],
    'Largest loan = price × the financing limit; minimum down = the rest of the price',
  );
};

/**
 * "maintenance is $2,800/mo and 42% of it is tax deductible": a year's maintenance and the part that
 * can be deducted; with a marginal rate, the tax saved and what the maintenance costs after it.
 */
export const deductibleMaintenance: Reader = (reading) => {
  const { text } = reading;
  if (!/\bdeduct/.test(text) || !MAINTENANCE.test(text)) return null;
  const toks = withContext(reading);
  const money = toks.filter((t) => t.kind === 'money');
  const pcts = toks.filter((t) => t.kind === 'percent');
  if (money.length !== 1 || pcts.length < 1 || pcts.length > 2) return null;
  const maint = money[0]!;
  if (maint.period === undefined && !/^\s*(?:a|per|\/)\s*mo/.test(maint.after)) return null;
  const share = pcts.find(
    (t) =>
      /\bdeduct/.test(`${t.after.slice(0, 30)} ${t.before.slice(-25)}`) &&
      !/\bbracket|\bmarginal|\btax rate/.test(t.before.slice(-25)),
  );
  const rate = pcts.find(
    (t) =>
      t !== share && /\bmarginal|\bbracket|\btax rate/.test(`${t.before.slice(-30)} ${t.after.slice(0, 15)}`),
  );
  if (!share || pcts.some((t) => t !== share && t !== rate)) return null;
  const monthly = perMonth(maint);
  const deductMonth = monthly * share.value;
  const inputs = [
    `Maintenance: ${formatMoney(monthly)}/month`,
    `Deductible share: ${formatPercent(share.value)}`,
    ...(rate ? [`Marginal tax rate: ${formatPercent(rate.value)}`] : []),
  ];
  const results = [
    `A year of maintenance: ${formatMoney(monthly)} × 12 = **${formatMoney(monthly * 12)}**`,
    `Deductible: ${formatMoney(monthly * 12)} × ${formatPercent(share.value)} = **${formatMoney(deductMonth * 12)}** a year (${formatMoney(deductMonth)}/month)`,
  ];
  if (rate) {
    const saved = deductMonth * rate.value;
    results.push(
      `Tax saved: ${formatMoney(deductMonth)} × ${formatPercent(rate.value)} = **${formatMoney(saved)}**/month (${formatMoney(saved * 12)}/year)`,
      `Maintenance after the saving: ${formatMoney(monthly)} − ${formatMoney(saved)} = **${formatMoney(monthly - saved)}**/month`,
    );
  }
  return answer(
    'Deductible share of co-op maintenance',
    inputs,
    results,
    "Deductible = maintenance × the share the managing agent reports (the building's property tax and mortgage interest); the saving = that × your marginal rate, and only if you itemize. A CPA should confirm",
  );
};

/** "a $2.4M special assessment by shares; I own 410 of 48,000 shares, spread over 24 months". */
export const assessmentByShares: Reader = (reading) => {
  const { text } = reading;
  if (!/\bassess/.test(text) || !/\bshares?\b/.test(text)) return null;
  const m =
    /\b(\d[\d,]*)\s+shares?\s+(?:out of|of)\s+(?:the\s+)?(?:building'?s?\s+|total\s+)?(\d[\d,]*)(?:\s+(?:total\s+)?shares?)?/.exec(
      text,
    ) ?? /\b(\d[\d,]*)\s+(?:of|out of)\s+(?:the\s+)?(\d[\d,]*)\s+(?:total\s+)?shares?/.exec(text);
  if (!m) return null;
  const mine = Number(m[1]!.replace(/,/g, ''));
  const all = Number(m[2]!.replace(/,/g, ''));
  if (!(mine > 0 && all > mine)) return null;
  const spanStart = m.index;
  const spanEnd = m.index + m[0].length;
  const toks = withContext(reading).filter((t) => t.end <= spanStart || t.start >= spanEnd);
  const money = toks.filter((t) => t.kind === 'money');
  if (money.length !== 1 || toks.some((t) => t.kind === 'percent')) return null;
  const total = money[0]!.value;
  const months = toks.find((t) => t.kind === 'months' || (t.kind === 'years' && /\bover\b/.test(t.before)));
  const share = (total * mine) / all;
  const results = [
    `Your share: ${formatMoney(total)} × ${formatNumber(mine)} ÷ ${formatNumber(all)} = **${formatMoney(share)}**`,
  ];
  if (months) {
    const n = months.kind === 'years' ? months.value * 12 : months.value;
    results.push(
      `Spread over ${formatNumber(n)} months: ${formatMoney(share)} ÷ ${formatNumber(n)} = **${formatMoney(share / n)}**/month`,
    );
  }
  return answer(
    'Special assessment by shares',
    [
      `Assessment: ${formatMoney(total)}`,
      `Your shares: ${formatNumber(mine)} of ${formatNumber(all)} (${formatPercent(mine / all, 4)})`,
      ...(months ? [`Paid over: ${months.raw}`] : []),
    ],
    results,
    "Your share = the assessment × your shares ÷ all shares; a month's payment = your share ÷ the months (no interest)",
  );
};

/** "sublet my co-op for $3,800/mo; sublet fee 10% of the maintenance; maintenance $2,200, mortgage $2,900". */
export const subletCashFlow: Reader = (reading) => {
  const { text } = reading;
  if (!/\bsub-?l(?:et|ease)/.test(text) || !MAINTENANCE.test(text)) return null;
  const toks = withContext(reading);
  const money = toks.filter((t) => t.kind === 'money');
  const pcts = toks.filter((t) => t.kind === 'percent');
  const rent = money.find(
    (t) =>
      /\bfor\s*$|\brent\b|\bsub-?l(?:et|ease)\b[^$]*$/.test(t.before.slice(-30)) &&
      !MAINTENANCE.test(t.before.slice(-20)),
  );
  const maint = money.find((t) => t !== rent && MAINTENANCE.test(t.before.slice(-25)));
  const mortgage = money.find((t) => t !== rent && t !== maint && MORTGAGE.test(t.before.slice(-25)));
  if (!rent || !maint || money.some((t) => ![rent, maint, mortgage].includes(t)) || pcts.length > 1)
    return null;
  const fee = pcts[0];
  if (fee && !/\bfee\b/.test(`${fee.before.slice(-30)} ${fee.after.slice(0, 30)}`)) return null;
  const feeOnRent = fee && /\bof (?:the )?(?:rent|sublet rent)/.test(fee.after.slice(0, 25));
  const feeAmount = fee ? (feeOnRent ? perMonth(rent) : perMonth(maint)) * fee.value : 0;
  const flow = perMonth(rent) - perMonth(maint) - (mortgage ? perMonth(mortgage) : 0) - feeAmount;
  const span = /\bfor (?:a|one) year\b|\b12 months\b|\bover the year\b|\bfor the year\b/.test(text)
    ? 12
    : (toks.find((t) => t.kind === 'months')?.value ?? 12);
  return answer(
    'Sublet cash flow',
    [
      `Sublet rent: ${formatMoney(perMonth(rent))}/month`,
      `Maintenance: ${formatMoney(perMonth(maint))}/month`,
      ...(mortgage ? [`Mortgage payment: ${formatMoney(perMonth(mortgage))}/month`] : []),
      ...(fee
        ? [
            `Sublet fee: ${formatPercent(fee.value)} of the ${feeOnRent ? 'rent' : 'maintenance'} = ${formatMoney(feeAmount)}/month`,
          ]
        : []),
    ],
    [
      `Monthly cash flow: ${formatMoney(perMonth(rent))} − ${formatMoney(perMonth(maint))}${mortgage ? ` − ${formatMoney(perMonth(mortgage))}` : ''}${fee ? ` − ${formatMoney(feeAmount)}` : ''} = **${formatMoney(flow)}**`,
      `Over ${span} months: **${formatMoney(flow * span)}**`,
    ],
    "Cash flow = sublet rent − maintenance − mortgage payment − the board's sublet fee, before income tax and any vacancy",
  );
};

/**
 * "shareholders paid $1.9M in maintenance and the retail tenants paid $620k in rent: what percent of
 * our income came from the commercial tenants?": the part over the whole, and the 80/20 test.
 */
export const commercialShareOfIncome: Reader = (reading) => {
  const { text } = reading;
  if (!/\bcommercial|\bretail|\bstores?\b|\bshops?\b|\bgarage\b/.test(text)) return null;
  if (!/\bshareholders?\b/.test(text) && !MAINTENANCE.test(text)) return null;
  if (!/\bpercent|\bshare\b|\bportion|\bfraction|\b80\s?\/\s?20|%/.test(text)) return null;
  const toks = withContext(reading);
  const money = toks.filter((t) => t.kind === 'money');
  if (money.length !== 2 || toks.some((t) => t.kind === 'percent' && t.value !== 0.8 && t.value !== 0.2))
    return null;
  // Each amount by its nearest name: the words right after it ("$500k from the commercial space"),
  // else the last name before it ("the retail tenants paid $620k").
  const COMMERCIAL = /\bcommercial|\bretail|\bstores?\b|\bshops?\b|\btenants?\b|\bgarage|\brestaurant/;
  const SHAREHOLDERS = new RegExp(`\\bshareholders?\\b|\\bresidents?\\b|${MAINT_WORD}`);
  const kindOf = (t: Tok): 'commercial' | 'shareholders' | null => {
    const after = t.after.slice(0, 35).split(/\band\b|[,.;]/)[0] ?? '';
    if (COMMERCIAL.test(after)) return 'commercial';
    if (SHAREHOLDERS.test(after)) return 'shareholders';
    const before = t.before.split(/\band\b|,\s/).pop() ?? '';
    if (COMMERCIAL.test(before)) return 'commercial';
    if (SHAREHOLDERS.test(before)) return 'shareholders';
    return null;
  };
  const commercial = money.find((t) => kindOf(t) === 'commercial');
  const shareholders = money.find((t) => kindOf(t) === 'shareholders');
  if (!commercial || !shareholders) return null;
  const total = commercial.value + shareholders.value;
  const part = commercial.value / total;
  return answer(
    "Commercial share of a co-op's income",
    [
      `Shareholders' income (maintenance): ${formatMoney(shareholders.value)}`,
      `Commercial income: ${formatMoney(commercial.value)}`,
    ],
    [
      `Total income: ${formatMoney(total)}`,
      `Commercial share: ${formatMoney(commercial.value)} ÷ ${formatMoney(total)} = **${formatPercent(part, 1)}** (${formatPercent(part)})`,
      `Shareholders' share: **${formatPercent(1 - part, 1)}**: ${1 - part >= 0.8 ? 'meets' : 'falls short of'} the 80/20 test's 80% (one of three tests under IRC 216; the others are by square footage and by spending)`,
    ],
    "Commercial share = commercial income ÷ (shareholders' maintenance + commercial income)",
  );
};

/**
 * "condo $925k, 25% down, 30-year at 7%, common charges $780/mo, taxes $9,600/yr: P&I and the total":
 * the loan's payment plus the monthly charges named.
 */
export const condoMonthlyCost: Reader = (reading) => {
  const { text } = reading;
  if (!MAINTENANCE.test(text) || !/\bco-?op|\bcondo/.test(text)) return null;
  if (!/\bp ?& ?i\b|\bp and i\b|\bpayment\b|\bmonthly cost|\ba month\b|\bper month\b|\btotal/.test(text))
    return null;
  const toks = withContext(reading);
  const money = toks.filter((t) => t.kind === 'money');
  const pcts = toks.filter((t) => t.kind === 'percent');
  const term = toks.find((t) => t.kind === 'years' && t.value >= 5 && t.value <= 40);
  if (!term || pcts.length !== 2) return null;
  const down = pcts.find((t) => /\bdown\b/.test(`${t.before.slice(-15)} ${t.after.slice(0, 10)}`));
  const rate = pcts.find((t) => t !== down);
  if (!down || !rate || rate.value > 0.2) return null;
  const price = money.find((t) => !t.period && t.value >= 50_000);
  if (!price) return null;
  const label = (t: Tok) => {
    const b = `${t.before.slice(-30)} ${t.after.slice(0, 20)}`;
    if (/\bcommon charges?\b/.test(b)) return 'Common charges';
    if (new RegExp(MAINT_WORD).test(b)) return 'Maintenance';
    if (/\bhoa\b/.test(b)) return 'HOA dues';
    if (/\btax/.test(b)) return 'Property taxes';
    if (/\binsurance|\bho-?6\b/.test(b)) return 'Insurance';
    return null;
  };
  const charges = money.filter((t) => t !== price).map((t) => ({ t, label: label(t) }));
  if (charges.length === 0 || charges.some((c) => !c.label || (!c.t.period && c.t.value > 3000))) return null;
  const loan = price.value * (1 - down.value);
  const pi = payment(loan, rate.value, term.value);
  const monthlyOf = (t: Tok) => (t.period === 'yearly' ? t.value / 12 : t.value);
  const total = pi + charges.reduce((s, c) => s + monthlyOf(c.t), 0);
  return answer(
    'Monthly cost of the apartment',
    [
      `Price: ${formatMoney(price.value)}`,
      `Down payment: ${formatPercent(down.value)} (${formatMoney(price.value * down.value)}); loan ${formatMoney(loan)}`,
      `Rate and term: ${formatPercent(rate.value, 3)} for ${term.value} years`,
      ...charges.map(
        (c) =>
          `${c.label}: ${formatMoney(c.t.value)}${c.t.period === 'yearly' ? `/year = ${formatMoney(c.t.value / 12)}/month` : '/month'}`,
      ),
    ],
    [
      `Principal & interest: **${formatMoney(pi)}**/month`,
      `Total monthly cost: ${formatMoney(pi)}${charges.map((c) => ` + ${formatMoney(monthlyOf(c.t))}`).join('')} = **${formatMoney(total)}**`,
    ],
    'P&I = loan × r ÷ (1 − (1 + r)^−n), r the monthly rate and n the months; the total adds each monthly charge (a yearly one ÷ 12)',
  );
};

/** "assessed at $820k, $10.90 per $1,000 of assessed value, HOA $610/mo": the tax a month and with dues. */
export const taxPerThousandWithDues: Reader = (reading) => {
  const { text } = reading;
  if (!/\bper (?:\$\s?)?(?:1,000|1000|thousand)\b|\bmill/.test(text) || !MAINTENANCE.test(text)) return null;
  const toks = withContext(reading).filter((t) => t.kind === 'money' || t.kind === 'percent');
  if (toks.some((t) => t.kind === 'percent')) return null;
  const rateIdx = toks.findIndex(
    (t) => /^\s*per\s*$/.test(t.after) && toks[toks.indexOf(t) + 1]?.value === 1000,
  );
  if (rateIdx < 0) return null;
  const rate = toks[rateIdx]!;
  const rest = toks.filter((_, i) => i !== rateIdx && i !== rateIdx + 1);
  const value = rest.find((t) => !t.period && t.value >= 50_000);
  const dues = rest.find(
    (t) => t !== value && MAINTENANCE.test(`${t.before.slice(-25)} ${t.after.slice(0, 15)}`),
  );
  if (!value || !dues || rest.length !== 2) return null;
  const yearly = (value.value / 1000) * rate.value;
  const duesMonth = perMonth(dues);
  return answer(
    'Property tax and dues a month',
    [
      `Assessed value: ${formatMoney(value.value)}`,
      `Tax rate: ${formatMoney(rate.value)} per $1,000`,
      `Dues: ${formatMoney(duesMonth)}/month`,
    ],
    [
      `Property tax: ${formatMoney(value.value)} ÷ 1,000 × ${formatMoney(rate.value)} = ${formatMoney(yearly)}/year = **${formatMoney(yearly / 12)}**/month`,
      `Tax plus dues: ${formatMoney(yearly / 12)} + ${formatMoney(duesMonth)} = **${formatMoney(yearly / 12 + duesMonth)}**/month`,
    ],
    'Tax = assessed value ÷ 1,000 × the rate per $1,000, ÷ 12 for the month; plus the monthly dues',
  );
};

/** Rule 103's readers, placed early in quick-math's READERS: each names every amount it reads. */
export const CITY_BUY_READERS: readonly Reader[] = [
  assessmentByShares,
  subletCashFlow,
  commercialShareOfIncome,
  deductibleMaintenance,
  boardDebtToIncome,
  postClosingLiquidity,
  maximumFinancing,
  taxPerThousandWithDues,
  condoMonthlyCost,
];

/**
 * After the closing-cost readers, whose transfer tax by the block ("$1.10 per $500 or fraction
 * thereof") answers first, and before the property tax, which would read a transfer tax's percent as a
 * tax rate on an assessed value.
 */
export const CITY_BUY_TAX_READERS: readonly Reader[] = [taxesAndCostsOnPrice];

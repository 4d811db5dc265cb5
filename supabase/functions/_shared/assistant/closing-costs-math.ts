// Closing costs itemized by the user, with every number stated ("410k, 20% down. origination 1% of
// the loan, appraisal $650, title $2,100, transfer tax 0.5% of the price, prepaids $3,200: total
// closing costs and cash to close, with $10k earnest money paid?"): each item in dollars (a share of
// the loan or the price worked out), the total, and the cash to bring. Part of quick-math (READERS).
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { clauseAfter, clauseBefore, percents, type Reader } from './quick-math-reading.ts';

const ITEM =
  /\b(?:origination|lender|underwriting|processing|application|appraisal|inspection|title|settlement|escrow|attorney|legal|survey|recording|transfer|stamp|doc(?:ument)? prep|prepaids?|points?|credit report|flood|courier|notary|hoa transfer|mortgage tax|intangible tax|pest|closing fee)\w*\b/;
const EARNEST = /\b(?:earnest money|emd|deposit)\b/;
const OF_LOAN = /^\s*(?:of (?:the |my |our )?(?:loan|mortgage)(?: amount)?)\b/;
const OF_PRICE = /^\s*(?:of (?:the |my |our )?(?:purchase )?(?:price|sale price|purchase))\b/;
const DOWN = /^\s*down\b/;

/** The words that name an item: its clause back to the last comma or sentence break, without the
 * verbs and hedges that lead into the amount ("title/escrow is", "prepaids about"). */
const labelOf = (text: string, t: NumberToken) =>
  clauseBefore(text, t)
    .replace(/^.*[:(]/, '')
    .replace(
      /(?:\s+(?:is|are|was|were|of|at|about|around|roughly|approx\w*|~|charges?|costs?|runs?|comes? to|a|an|the))+\s*$/,
      '',
    )
    .trim();

const itemizedClosingCosts: Reader = ({ text, tokens }) => {
  if (
    !/\bclosing costs?\b|\bcash (?:to|at|needed (?:at|to)|i need (?:at|to)) clos|\b(?:wire|bring)\b[^.?!]{0,30}\bclos/.test(
      text,
    )
  )
    return null;
  // The price: named before the amount ("buying at 410k") or after it ("on a $510,000 purchase").
  const price = tokens.find(
    (t) =>
      t.kind === 'money' &&
      !t.period &&
      t.value >= 20000 &&
      (/\b(?:buy(?:ing)?|purchas\w*|price|priced|at|for)\b[^\d]{0,12}$/.test(
        text.slice(Math.max(0, t.start - 25), t.start),
      ) ||
        /^\s*(?:purchase|(?:purchase |sale |sales )?price|home|house|condo|townhouse|townhome)\b/.test(
          text.slice(t.end, t.end + 20),
        )),
  );
  const down = percents(tokens).find((t) => DOWN.test(text.slice(t.end, t.end + 8)));
  // "loan 400k", "on a $400,000 loan": the loan stated, the base of the lender's charges.
  const loanToken = tokens.find(
    (t) =>
      t.kind === 'money' &&
      !t.period &&
      t.value >= 20000 &&
      t !== price &&
      (/\b(?:loan|mortgage)(?: amount)?(?: of| is| at|:)?\s*$/.test(
        text.slice(Math.max(0, t.start - 25), t.start),
      ) ||
        /^\s*(?:loan|mortgage)\b/.test(text.slice(t.end, t.end + 12))),
  );
  if (!loanToken && (!price || !down)) return null;
  const loan = loanToken ? loanToken.value : price!.value * (1 - down!.value);
  const earnest = tokens.find(
    (t) =>
      t.kind === 'money' &&
      t !== price &&
      EARNEST.test(`${labelOf(text, t)} ${clauseAfter(text, t).slice(0, 25)}`),
  );
  const items: { name: string; amount: number; shown: string }[] = [];
  // "1 point", "0.5 discount points": points are a share of the loan; the tokenizer leaves "1 point" out,
  // so they are read here, each once.
  const pointSpans = [...text.matchAll(/\b(\d+(?:\.\d+)?)\s*(?:discount\s+)?(?:points?|pts)\b/g)].map(
    (m) => ({
      value: Number(m[1]),
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    }),
  );
  for (const p of pointSpans) {
    if (!(p.value > 0 && p.value < 5)) return null;
    items.push({
      name: 'Points',
      amount: (loan * p.value) / 100,
      shown: `${p.value} × 1% of the ${formatMoney(loan)} loan = ${formatMoney((loan * p.value) / 100)}`,
    });
  }
  for (const t of tokens) {
    if (t === price || t === down || t === earnest || t === loanToken) continue;
    if (pointSpans.some((p) => t.start >= p.start && t.start < p.end)) continue;
    // The item's name before the amount ("appraisal 650"), else right after it ("0.5 discount points").
    const before = labelOf(text, t);
    const after = (/^\s*((?:[a-z-]+\s+){0,2}[a-z-]+)/.exec(clauseAfter(text, t))?.[1] ?? '').replace(
      /\s+(?:on|of|for|to|at|from|is|are)$/,
      '',
    );
    // "a 1% origination fee": an item named right after the amount names it better than the words before.
    const name = ITEM.test(after.split(/\s+/)[0] ?? '') || !ITEM.test(before) ? after : before;
    if (!ITEM.test(name)) return null;
    const ofLoanByName = /\b(?:origination|points?|discount|lender|underwriting|broker)\b/.test(name);
    // "appraisal 600": a bare amount in a list of fees is dollars.
    if ((t.kind === 'money' || (t.kind === 'plain' && t.value >= 10)) && !t.period)
      items.push({ name, amount: t.value, shown: formatMoney(t.value) });
    else if (t.kind === 'percent' && (OF_LOAN.test(text.slice(t.end, t.end + 30)) || ofLoanByName))
      items.push({
        name,
        amount: loan * t.value,
        shown: `${formatPercent(t.value)} of the ${formatMoney(loan)} loan = ${formatMoney(loan * t.value)}`,
      });
    else if (price && t.kind === 'percent' && OF_PRICE.test(text.slice(t.end, t.end + 30)))
      items.push({
        name,
        amount: price.value * t.value,
        shown: `${formatPercent(t.value)} of the price = ${formatMoney(price.value * t.value)}`,
      });
    else return null;
  }
  if (items.length < 3) return null;
  const total = items.reduce((sum, i) => sum + i.amount, 0);
  if (!price || !down)
    return {
      title: 'Closing costs added up',
      inputs: [
        `Loan: ${formatMoney(loan)}`,
        ...items.map((i) => `${i.name[0]!.toUpperCase()}${i.name.slice(1)}: ${i.shown}`),
      ],
      results: [
        `Total closing costs: **${formatMoney(total)}** (${formatPercent(total / loan)} of the loan)`,
      ],
      method: 'The items added up; shares of the loan worked out first',
    };
  const downAmount = price.value * down.value;
  const cash = downAmount + total - (earnest?.value ?? 0);
  return {
    title: 'Closing costs and cash to close',
    inputs: [
      `Price: ${formatMoney(price.value)}, ${formatPercent(down.value)} down = ${formatMoney(downAmount)}; loan ${formatMoney(loan)}`,
      ...items.map((i) => `${i.name[0]!.toUpperCase()}${i.name.slice(1)}: ${i.shown}`),
      ...(earnest ? [`Earnest money already paid: −${formatMoney(earnest.value)}`] : []),
    ],
    results: [
      `Total closing costs: **${formatMoney(total)}**`,
      `Cash to close: **${formatMoney(cash)}** (down payment + closing costs${earnest ? ' − earnest money' : ''})`,
    ],
    method: 'The items added up; shares of the loan or the price worked out first',
  };
};

const PER_BLOCK =
  /\$?\s?(\d+(?:\.\d+)?)\s*(?:per|for every|for each|on every|on each|every|each|\/)\s*\$?\s?(500|1,?000|100|five hundred|thousand|hundred)\b(?:\s*(?:of (?:the )?(?:price|value|consideration|sale price))|\s*(?:or (?:fraction|part) (?:thereof|of it)))?/g;

/** Who levies a part: the last such word in the clause before it ("state … is", "county adds"). */
const LEVIER = /\b(state|county|city|local|municipal|town|township|borough)\b/g;

function levierBefore(text: string, start: number, from: number): string | null {
  const words = [...text.slice(from, start).matchAll(LEVIER)];
  return words.at(-1)?.[1] ?? null;
}

const capital = (w: string) => `${w[0]!.toUpperCase()}${w.slice(1)}`;

/**
 * A transfer tax quoted per block of the price ("$1.10 per $500", "$2 per thousand", "$4.50 per
 * $1,000 of the price"), one rate or several ("state $2 per $500, county adds $0.55 per $500", rule
 * 57), with a county or city rate on top as a percentage ("plus county 0.25%"): each part in dollars
 * and the total. A block is counted whole for each full or part block when the wording says "or
 * fraction thereof"; otherwise the price is divided exactly.
 */
const transferTaxPerBlock: Reader = ({ text, tokens }) => {
  if (!/\b(?:transfer|excise|deed|stamp|conveyance|documentary|recordation)\b/.test(text)) return null;
  const found = [...text.matchAll(PER_BLOCK)];
  if (found.length === 0 || found.length > 3) return null;
  const parts = found.map((block, i) => {
    const unit = block[2]!.replace(',', '');
    const per =
      unit === '500' || unit === 'five hundred' ? 500 : unit === '100' || unit === 'hundred' ? 100 : 1000;
    const start = block.index ?? 0;
    const from = i > 0 ? (found[i - 1]!.index ?? 0) + found[i - 1]![0].length : Math.max(0, start - 40);
    return {
      rate: Number(block[1]),
      per,
      start,
      end: start + block[0].length,
      wholeBlocks: /fraction|part (?:thereof|of it)/.test(block[0]),
      name: levierBefore(text, start, from),
    };
  });
  if (parts.some((p) => !(p.rate > 0 && p.rate < 50))) return null;
  // Several rates must each say who levies it, and no two the same; the first may be the transfer tax
  // itself when the others are named ("transfer tax $2 per $500, county adds $0.55 per $500").
  if (parts.length > 1 && parts[0]!.name === null && parts.slice(1).every((p) => p.name !== null))
    parts[0]!.name = 'transfer';
  const names = parts.map((p) => p.name);
  if (parts.length > 1 && (names.some((n) => n === null) || new Set(names).size !== names.length))
    return null;
  const inPart = (t: { start: number; end: number }) => parts.some((p) => t.start < p.end && t.end > p.start);
  const own = tokens.filter((t) => !inPart(t));
  const prices = own.filter(
    (t) =>
      (t.kind === 'money' || (t.kind === 'plain' && !/^(?:19|20)\d\d$/.test(t.raw.trim()))) &&
      !t.period &&
      t.value >= 20000,
  );
  const extra = own.filter((t) => t.kind === 'percent');
  if (prices.length !== 1 || extra.length > 1 || own.length !== prices.length + extra.length) return null;
  const price = prices[0]!.value;
  const taxed = parts.map((p) => {
    const blocks = p.wholeBlocks ? Math.ceil(price / p.per) : price / p.per;
    return { ...p, blocks, tax: blocks * p.rate };
  });
  const county = extra[0] ? price * extra[0].value : 0;
  const countyName = extra[0]
    ? (/\b(county|city|local|municipal|town)\b/.exec(clauseBefore(text, extra[0]))?.[1] ?? 'additional')
    : '';
  const label = (p: (typeof taxed)[number]) =>
    parts.length > 1 ? `${capital(p.name!)} tax` : extra[0] ? 'Per-block tax' : 'Transfer tax';
  const total = taxed.reduce((sum, p) => sum + p.tax, 0) + county;
  const several = taxed.length > 1 || extra[0];
  return {
    title: 'Transfer tax',
    inputs: [
      `Price: ${formatMoney(price)}`,
      ...taxed.map(
        (p) =>
          `${parts.length > 1 ? `${capital(p.name!)} rate` : 'Rate'}: ${formatMoney(p.rate)} per ${formatMoney(p.per)} of the price${p.wholeBlocks ? ' (or part of it)' : ''}`,
      ),
      ...(extra[0] ? [`${capital(countyName)} rate on top: ${formatPercent(extra[0].value)}`] : []),
    ],
    results: [
      ...taxed.map(
        (p) =>
          `${label(p)}: **${formatMoney(p.tax)}** (${formatMoney(price)} ÷ ${formatMoney(p.per)} = ${p.blocks.toLocaleString('en-US', { maximumFractionDigits: 2 })}${p.wholeBlocks && p.blocks !== price / p.per ? ' blocks, the part counted whole,' : ''} × ${formatMoney(p.rate)})`,
      ),
      ...(extra[0]
        ? [
            `${capital(countyName)} tax: **${formatMoney(county)}** (${formatPercent(extra[0].value)} × ${formatMoney(price)})`,
          ]
        : []),
      several
        ? `Total transfer tax: **${formatMoney(total)}** (${formatPercent(total / price)} of the price)`
        : `That is ${formatPercent(total / price)} of the price`,
    ],
    method:
      'Price ÷ the block × the rate per block, plus any percentage on top; who pays it (buyer or seller) is set by local custom and the contract',
  };
};

/** A seller's (or lender's) credit toward the buyer's costs: "3% concession", "$8k seller credit". */
const CONCESSION =
  /\bconcessions?\b|\bseller (?:credit|contribution|help)s?\b|\bcredit(?:s|ing)? (?:us|me|toward|towards)\b/;

/**
 * A concession against the closing costs ("seller agreed to a 3% concession on our $410k offer; our
 * closing costs are $13,900: how much does it cover and what's left?"): the concession (a share of the
 * price or an amount), what it covers (no more than the costs: a credit cannot pay the buyer cash) and
 * what the buyer still pays. Every number is placed or the reader does not fire.
 */
const concessionAgainstCosts: Reader = ({ text, tokens }) => {
  if (!CONCESSION.test(text) || !/\bclosing (?:costs?|fees?)\b/.test(text)) return null;
  if (
    !/\bcover|\bleft\b|\bremain|\bstill (?:pay|owe|need)|\bout of pocket\b|\bhow much (?:do|will|would) (?:we|i) (?:pay|owe|need)\b/.test(
      text,
    )
  )
    return null;
  const amounts = tokens.filter((t) => t.kind === 'money');
  const prices = amounts.filter((t) => t.value >= 50_000 && t.period === undefined);
  const near = (t: NumberToken) => `${clauseBefore(text, t).slice(-35)} ${clauseAfter(text, t).slice(0, 25)}`;
  const costs = amounts.find(
    (t) =>
      t.value < 50_000 &&
      /\bclosing (?:costs?|fees?)\b/.test(near(t)) &&
      !CONCESSION.test(clauseAfter(text, t).slice(0, 25)),
  );
  const shares = percents(tokens).filter((t) => CONCESSION.test(near(t)));
  const amountCredit = amounts.find((t) => t !== costs && t.value < 50_000 && CONCESSION.test(near(t)));
  if (!costs || shares.length + (amountCredit ? 1 : 0) !== 1) return null;
  const share = shares[0];
  if (share && prices.length !== 1) return null;
  const placed = new Set<NumberToken>([costs, ...(share ? [share, prices[0]!] : [amountCredit!])]);
  if (tokens.some((t) => !placed.has(t))) return null;
  const concession = share ? prices[0]!.value * share.value : amountCredit!.value;
  const covered = Math.min(concession, costs.value);
  const left = costs.value - covered;
  return {
    title: 'A concession against the closing costs',
    inputs: [
      share
        ? `Concession: ${formatPercent(share.value)} of ${formatMoney(prices[0]!.value)} = ${formatMoney(concession)}`
        : `Concession: ${formatMoney(concession)}`,
      `Closing costs: ${formatMoney(costs.value)}`,
    ],
    results: [
      `The concession covers **${formatMoney(covered)}** of the closing costs`,
      left > 0
        ? `Left for you to pay: **${formatMoney(left)}**`
        : `It covers them all; the ${formatMoney(concession - covered)} over them is usually lost, since a credit cannot pay you cash (ask to lower the price instead, or use it for prepaids if the lender allows)`,
    ],
    method: 'Covered = the smaller of the concession and the costs; left = costs − covered',
  };
};

export const CLOSING_COST_READERS: readonly Reader[] = [
  transferTaxPerBlock,
  concessionAgainstCosts,
  itemizedClosingCosts,
];

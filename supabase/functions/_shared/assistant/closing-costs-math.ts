// Closing costs itemized by the user, with every number stated ("410k, 20% down. origination 1% of
// the loan, appraisal $650, title $2,100, transfer tax 0.5% of the price, prepaids $3,200: total
// closing costs and cash to close, with $10k earnest money paid?"): each item in dollars (a share of
// the loan or the price worked out), the total, and the cash to bring. Part of quick-math (READERS).
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { clauseBefore, percents, type Reader } from './quick-math-reading.ts';

const ITEM =
  /\b(?:origination|lender|underwriting|processing|application|appraisal|inspection|title|settlement|escrow|attorney|legal|survey|recording|transfer|stamp|doc(?:ument)? prep|prepaids?|points?|credit report|flood|courier|notary|hoa transfer|mortgage tax|intangible tax|pest|closing fee)\w*\b/;
const EARNEST = /\b(?:earnest money|emd|deposit)\b/;
const OF_LOAN = /^\s*(?:of (?:the |my |our )?(?:loan|mortgage)(?: amount)?)\b/;
const OF_PRICE = /^\s*(?:of (?:the |my |our )?(?:purchase )?(?:price|sale price|purchase))\b/;
const DOWN = /^\s*down\b/;

/** The words that name an item: its clause back to the last comma or sentence break. */
const labelOf = (text: string, t: NumberToken) =>
  clauseBefore(text, t)
    .replace(/^.*[:(]/, '')
    .trim();

const itemizedClosingCosts: Reader = ({ text, tokens }) => {
  if (!/\bclosing costs?\b|\bcash (?:to|at|needed (?:at|to)|i need (?:at|to)) clos/.test(text)) return null;
  const price = tokens.find(
    (t) =>
      t.kind === 'money' &&
      !t.period &&
      t.value >= 20000 &&
      /\b(?:buy(?:ing)?|purchas\w*|price|priced|at|for)\b[^\d]{0,12}$/.test(
        text.slice(Math.max(0, t.start - 25), t.start),
      ),
  );
  const down = percents(tokens).find((t) => DOWN.test(text.slice(t.end, t.end + 8)));
  if (!price || !down) return null;
  const loan = price.value * (1 - down.value);
  const earnest = tokens.find(
    (t) =>
      t.kind === 'money' &&
      t !== price &&
      EARNEST.test(`${labelOf(text, t)} ${text.slice(t.end, t.end + 25)}`),
  );
  const items: { name: string; amount: number; shown: string }[] = [];
  for (const t of tokens) {
    if (t === price || t === down || t === earnest) continue;
    const name = labelOf(text, t);
    if (!ITEM.test(name)) return null;
    // "appraisal 600": a bare amount in a list of fees is dollars.
    if ((t.kind === 'money' || (t.kind === 'plain' && t.value >= 10)) && !t.period)
      items.push({ name, amount: t.value, shown: formatMoney(t.value) });
    else if (t.kind === 'percent' && OF_LOAN.test(text.slice(t.end, t.end + 30)))
      items.push({
        name,
        amount: loan * t.value,
        shown: `${formatPercent(t.value)} of the ${formatMoney(loan)} loan = ${formatMoney(loan * t.value)}`,
      });
    else if (t.kind === 'percent' && OF_PRICE.test(text.slice(t.end, t.end + 30)))
      items.push({
        name,
        amount: price.value * t.value,
        shown: `${formatPercent(t.value)} of the price = ${formatMoney(price.value * t.value)}`,
      });
    else return null;
  }
  if (items.length < 3) return null;
  const total = items.reduce((sum, i) => sum + i.amount, 0);
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

export const CLOSING_COST_READERS: readonly Reader[] = [itemizedClosingCosts];

// A home seller's net (docs/assistant.md rule 102): the likely sale price (the list price × the share
// of list expected, "98% of asking", "2% under list", or a price stated), less the commission, the
// other closing costs (each a percent of the sale price or an amount), any concessions or credits to
// the buyer, and every loan paid off (mortgage, HELOC, second, lien). The seller's net sheet
// calculator asks when a number is left unnamed; this reader answers when each number is named.
// Part of quick-math; its follow-ups ("what if we get full asking?") are in seller-net-follow-up.ts.
import { storyAsides } from './land-measure-math.ts';
import { labelOf, OWNER_LABEL } from './number-labels.ts';
import { formatAmount, formatMoney, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, storyYears, type Reader } from './quick-math-reading.ts';

export const SELLER_NET_TITLE = "Seller's net proceeds";

const LABELS = {
  concession:
    /\b(?:concessions?|credits?|closing help|seller[- ]paid|toward (?:the |their )?(?:buyers?'?s? )?closing|buyer'?s? closing costs|repair (?:credit|allowance)|buydown)\b/,
  commission:
    /\b(?:commissions?|realtors?|agents?'?s?|brokers?(?:age)?|listing (?:fee|side)|buyer'?s? side|buy side|both sides|each side)\b/,
  closing:
    /\b(?:closing(?: costs?)?|title|escrow|transfer tax(?:es)?|excise|attorney|settlement|doc stamps|other (?:costs|fees)|selling costs|staging|prep|fees?)\b/,
  payoff: /\b(?:payoff|pay ?off|mortgage|owe[ds]?|balance|loan|heloc|second|lien|equity line|left on)\b/,
  sale: /\b(?:sells? (?:for|at)|sell (?:it )?(?:for|at)|selling (?:it )?(?:for|at)|sale price|sold (?:for|at)|offer(?:ed)?|under contract|accepted|contract price|get)\b/,
  list: /\b(?:list(?:ing|ed)?(?: it)?(?: at| for| price)?|asking(?: price)?|priced (?:it )?at|on the market (?:at|for))\b/,
} as const;

/** Asked for: what the seller keeps. */
const NET_ASK =
  /\b(?:net\w*|walk away|proceeds|take home|pocket|left over|left after|clear|end up with|come away|cash out of)\b/;
/** A gain, a tax, an exchange or a next home: other readers' questions (sale-tax, sell-then-buy). */
const NOT_NET =
  /\b(?:gains?|taxable|capital|basis|exclusion|1031|depreciat\w*|down payment|next (?:home|house|place)|buy(?:ing)? (?:a|the|our|my) |rent(?:al)?s?\b|cap rate|noi)\b/;
/** A share of list: "98% of list", "98% of asking", "get 98%". */
const OF_LIST = /^\s*(?:of (?:the )?(?:list(?:ing)?|asking)(?: price)?|of (?:what we|what i) (?:list|ask))\b/;
const UNDER_LIST = /^\s*(?:under|below|off|less than|beneath) (?:the )?(?:list(?:ing)?|asking)(?: price)?\b/;

interface Costed {
  label: string;
  token: NumberToken;
}

const sellerNet: Reader = ({ text, tokens }) => {
  if (!NET_ASK.test(text) || NOT_NET.test(text) || !/\b(?:sell|sale|sold|list)/.test(text)) return null;
  const read = tokens.filter(
    (t) =>
      (t.kind === 'money' || t.kind === 'percent') &&
      !storyAsides(text).some((s) => t.start >= s.start && t.end <= s.end),
  );
  let share: { fraction: number; token: NumberToken; shown: string } | undefined;
  const costs: Record<'commission' | 'closing' | 'concession' | 'payoff', Costed[]> = {
    commission: [],
    closing: [],
    concession: [],
    payoff: [],
  };
  const list: NumberToken[] = [];
  const sale: NumberToken[] = [];
  for (const t of read) {
    const after = text.slice(t.end, t.end + 40);
    if (t.kind === 'percent' && OF_LIST.test(after) && t.value >= 0.7 && t.value <= 1.2) {
      if (share) return null;
      share = { fraction: t.value, token: t, shown: `${formatRate(t.value)} of list` };
      continue;
    }
    if (t.kind === 'percent' && UNDER_LIST.test(after) && t.value <= 0.3) {
      if (share) return null;
      share = { fraction: 1 - t.value, token: t, shown: `${formatRate(t.value)} under list` };
      continue;
    }
    const label = labelOf(text, tokens, t, LABELS, OWNER_LABEL);
    if (!label) return null;
    if (label === 'list' || label === 'sale') {
      if (t.kind !== 'money') {
        // "get 98%", "sell at 97%": a share of list said without "of list".
        if (label === 'sale' && t.value >= 0.7 && t.value <= 1.2 && !share) {
          share = { fraction: t.value, token: t, shown: `${formatRate(t.value)} of list` };
          continue;
        }
        return null;
      }
      (label === 'list' ? list : sale).push(t);
      continue;
    }
    if (label === 'payoff' && t.kind !== 'money') return null;
    // A percent cost is of the sale price and under a fifth of it; a bigger one is something else.
    if (t.kind === 'percent' && (t.value <= 0 || t.value >= 0.2)) return null;
    costs[label].push({ label: lineLabel(label, text, tokens, t), token: t });
  }
  if (list.length > 1 || sale.length > 1 || (list.length === 0 && sale.length === 0)) return null;
  if (sale.length === 1 && share) return null;
  if (costs.commission.length + costs.closing.length + costs.payoff.length === 0) return null;
  // The net sheet calculator reads a price with its commission, closing costs, transfer tax,
  // credits and one payoff (and "no other fees", assuming typical costs when none are said); this
  // reader takes what it cannot: a share of list ("98% of list") or a second loan paid off.
  const beyondCalculator = share !== undefined || costs.payoff.length > 1;
  if (!beyondCalculator) return null;
  const placed = [
    ...read,
    ...storyAsides(text),
    ...storyYears(text),
    ...[...text.matchAll(/\b(?:19|20)\d{2}\b/g)].map((m) => ({
      start: m.index ?? 0,
      end: (m.index ?? 0) + 4,
    })),
  ];
  if (!everyNumberPlaced(text, placed)) return null;
  const listed = list[0];
  const price = sale[0] ? sale[0].value : listed ? listed.value * (share?.fraction ?? 1) : undefined;
  if (price === undefined) return null;
  const inputs: string[] = [];
  if (listed) inputs.push(`List price: ${formatAmount(listed.value)}`);
  if (share) inputs.push(`Expected: ${share.shown}`);
  if (sale[0]) inputs.push(`Sale price: ${formatAmount(sale[0].value)}`);
  const results: string[] = [];
  if (!sale[0])
    results.push(
      `Likely sale price: **${formatMoney(price)}** (${formatAmount(listed!.value)} × ${formatRate(share?.fraction ?? 1)}${share ? '' : ': at list, as no share of list was given'})`,
    );
  const amountOf = (c: Costed) => (c.token.kind === 'percent' ? c.token.value * price : c.token.value);
  const line = (c: Costed) =>
    c.token.kind === 'percent'
      ? `${c.label}: ${formatRate(c.token.value)} of the sale price = ${formatMoney(amountOf(c))}`
      : `${c.label}: ${formatMoney(c.token.value)}`;
  const all = [...costs.commission, ...costs.closing, ...costs.concession, ...costs.payoff];
  for (const c of all) inputs.push(line(c));
  const selling = [...costs.commission, ...costs.closing, ...costs.concession].reduce(
    (s, c) => s + amountOf(c),
    0,
  );
  const payoffs = costs.payoff.reduce((s, c) => s + amountOf(c), 0);
  const net = price - selling - payoffs;
  if (selling > 0) results.push(`Selling costs and concessions: ${formatMoney(selling)}`);
  if (payoffs > 0) results.push(`Loans paid off: ${formatMoney(payoffs)}`);
  results.push(
    `Net to you: **${formatMoney(net)}**${net < 0 ? ' (short: you would bring this to closing)' : ''}`,
  );
  return {
    title: SELLER_NET_TITLE,
    inputs,
    results,
    method: `Net = sale price − each cost (a percent is of the sale price) − the loans paid off = ${formatMoney(price)} − ${all.map((c) => formatMoney(amountOf(c))).join(' − ')}; before any tax on the gain`,
  };
};

/** The line a cost is shown under, in the question's own word where it names one. */
function lineLabel(
  kind: 'commission' | 'closing' | 'concession' | 'payoff',
  text: string,
  tokens: readonly NumberToken[],
  t: NumberToken,
): string {
  const words = `${text.slice(Math.max(0, t.start - 40), t.start)} ${text.slice(t.end, t.end + 30)}`;
  if (kind === 'payoff') {
    const loan = labelOf(
      text,
      tokens,
      t,
      {
        heloc: /\bheloc\b|\bequity line\b/,
        second: /\bsecond\b/,
        lien: /\blien\b/,
        mortgage: /\bmortgage|\bloan|\bowe|\bbalance|\bpayoff/,
      },
      OWNER_LABEL,
    );
    return loan === 'heloc'
      ? 'HELOC payoff'
      : loan === 'second'
        ? 'Second mortgage payoff'
        : loan === 'lien'
          ? 'Lien payoff'
          : 'Mortgage payoff';
  }
  if (kind === 'commission') return 'Commission';
  if (kind === 'concession') return 'Concessions to the buyer';
  return /\btransfer tax|excise|doc stamps/.test(words) ? 'Transfer tax' : 'Closing costs';
}

export const SELLER_NET_READERS: readonly Reader[] = [sellerNet];

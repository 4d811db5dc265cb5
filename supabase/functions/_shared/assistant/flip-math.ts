// A fix-and-flip, with every number stated: the most to pay by the 70% rule, and a flip's profit from
// the purchase, the sale and every project cost named. Part of quick-math (READERS there).
import { amountWithCue } from './amount-roles.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { labelled, percents, wordsBefore, type Reader } from './quick-math-reading.ts';

/**
 * The share of the ARV an investor's rule pays: "70% rule" (or "seventy percent rule"), or the user's
 * own ("I use 75%", "my market is hot so 80% rule", "what if I use 65% of ARV"). Shares from 50% to
 * 90% only; anything else is no such rule. When several are stated the last one counts: "…with the 70%
 * rule. I use 75%." is the question before read with its follow-up. Every share's token is returned
 * so none is read again as something else.
 */
function ruleShare(
  text: string,
  tokens: readonly NumberToken[],
): { share: number; tokens: NumberToken[] } | null {
  const found: { share: number; at: number; token?: NumberToken }[] = [];
  const seventy = /\bseventy percent rule\b/.exec(text);
  if (seventy) found.push({ share: 0.7, at: seventy.index });
  // "the 70% rule", "80% rule": the tokenizer reads a rule's name as no amount, so it is read here.
  for (const named of text.matchAll(/\b(\d{2})\s?(?:%|percent|pct)\s+(?:arv\s+)?rule\b/g)) {
    const share = Number(named[1]) / 100;
    if (share < 0.5 || share > 0.9) continue;
    const at = named.index ?? 0;
    const token = tokens.find((t) => t.kind === 'percent' && t.start >= at && t.end <= at + named[0].length);
    found.push({ share, at, ...(token ? { token } : {}) });
  }
  // A share of the user's own counts only in a question about what to offer ("max offer", "what
  // should I pay", a rule): "refi at 75%", "finance at 80%" beside an ARV are a loan's share.
  const arvNamed =
    /\b(?:arv|after[- ]repair(?:ed)? value)\b/.test(text) &&
    /\b(?:max(?:imum)?|most|highest|top) (?:allowable )?(?:offer|price|purchase(?: price)?|bid|(?:i|we) (?:can|could|should) (?:pay|offer))\b|\bmao\b|\b(?:what|how much) (?:should|can|could|would) (?:i|we) (?:offer|pay|bid)\b|\brule\b/.test(
      text,
    );
  for (const t of tokens) {
    if (t.kind !== 'percent' || t.value < 0.5 || t.value > 0.9 || found.some((f) => f.token === t)) continue;
    const after = text.slice(t.end, t.end + 25);
    const before = text.slice(Math.max(0, t.start - 30), t.start);
    const ofArv = /^\s*(?:of (?:the )?(?:arv|after[- ]repair(?:ed)? value)|arv rule)\b/.test(after);
    // "I use 75%", "go with 80%", "at 65% instead" beside an ARV: the share an investor pays.
    const ownShare =
      arvNamed &&
      !/\b(?:refi\w*|refinanc\w*|financ\w*|loan|lend\w*|ltv|mortgage|cash[- ]out|borrow\w*)\b[^.,;]*$/.test(
        before,
      ) &&
      /\b(?:use|using|used|go with|going with|try|apply|applying|at|with|instead of)\s*(?:a\s+|the\s+)?$/.test(
        before,
      ) &&
      !/^\s*(?:ltv|loan|down|of (?:the )?(?:price|purchase|value|appraisal)|interest|rate|vacancy|expenses?)\b/.test(
        after,
      );
    if (ofArv || ownShare) found.push({ share: t.value, at: t.start, token: t });
  }
  if (found.length === 0) return null;
  const last = found.reduce((a, b) => (b.at > a.at ? b : a));
  return { share: last.share, tokens: found.flatMap((f) => (f.token ? [f.token] : [])) };
}

/** The 70% rule, or the user's own share of the ARV: the most to pay is that share less the repairs. */
export const seventyPercentRule: Reader = ({ text, tokens }) => {
  const rule = ruleShare(text, tokens);
  if (!rule) return null;
  // "a cash-out refi at 75% of ARV": the share is the new loan's (a BRRRR's), no offer asked (rule 122).
  if (
    /\brefi\w*|\bcash[- ]out\b/.test(text) &&
    !/\b(?:max(?:imum)?|most|highest) (?:offer|(?:i|we) (?:can|could|should) (?:pay|offer))|\boffer\b/.test(
      text,
    )
  )
    return null;
  // Any other percentage is something this rule does not take.
  if (tokens.some((t) => t.kind === 'percent' && !rule.tokens.includes(t))) return null;
  // "ARV: 410": the label may end in a colon. A label before its number is tried on every number
  // first: in "arv 250k rehab 30k" the "rehab" after 250k is 30k's label, not 250k's.
  // "75% of ARV minus 40k repairs": an amount taken off is never the ARV it is taken from.
  const notTakenOff = tokens.filter(
    (t) =>
      !/\b(?:minus|less|subtract(?:ing)?|take away)\s*\$?\s*$/.test(
        text.slice(Math.max(0, t.start - 14), t.start),
      ),
  );
  const arv =
    amountWithCue(text, notTakenOff, /\b(?:arv|after[- ]repair(?:ed)? value):?$/, {
      kinds: ['money'],
      gap: 3,
    }) ?? labelled(text, notTakenOff, /\b(?:arv|after[- ]repair(?:ed)? value)\b/, ['money'], 3);
  const rest = tokens.filter((t) => t !== arv);
  const repairs =
    amountWithCue(text, rest, /\b(?:repairs?|rehab|renovation|repair costs?|rehab costs?|reno):?$/, {
      kinds: ['money'],
      gap: 2,
    }) ??
    labelled(text, rest, /\b(?:repairs?|rehab|renovation|reno)\b/, ['money'], 2) ??
    rest.find(
      (t) =>
        t.kind === 'money' &&
        /^\s*(?:(?:of|in|worth of)\s+)?(?:work|repairs?|rehab|renovations?|fixes|updates)\b/.test(
          text.slice(t.end, t.end + 30),
        ),
    );
  if (!arv || !repairs || arv === repairs) return null;
  const pct = formatPercent(rule.share, 0);
  const maxOffer = arv.value * rule.share - repairs.value;
  // A wholesaler's own fee comes off what the seller is offered ("keep a 10k assignment fee").
  const fee = tokens.find(
    (t) =>
      t.kind === 'money' &&
      t !== arv &&
      t !== repairs &&
      /\b(?:assignment|wholesale|wholesaling|finder'?s?) fee\b|\bmy (?:fee|spread|cut)\b/.test(
        `${text.slice(Math.max(0, t.start - 30), t.start)} ${text.slice(t.end, t.end + 25)}`,
      ),
  );
  const feeLines = fee
    ? [
        `Offer to the seller, keeping your ${formatMoney(fee.value)} fee: **${formatMoney(maxOffer - fee.value)}** (${formatMoney(maxOffer)} − ${formatMoney(fee.value)})`,
      ]
    : [];
  // A profit asked beside the rule, with the purchase stated and no selling cost (rule 69): ARV −
  // purchase − repairs, said to leave selling costs out; any other amount and the rule answers alone.
  const purchase = /\bprofit\b/.test(text)
    ? labelled(
        text,
        tokens.filter((t) => t !== arv && t !== repairs),
        /\b(?:buy(?:ing)?|purchase(?: price)?|bought|paid|pay(?:ing)?|under contract)(?: (?:it|at|for))?\b/,
      )
    : undefined;
  const profitLines =
    purchase && tokens.filter((t) => t.kind === 'money').length === 3
      ? [
          `Profit before selling costs (none given): **${formatMoney(arv.value - purchase.value - repairs.value)}** (${formatMoney(arv.value)} − ${formatMoney(purchase.value)} − ${formatMoney(repairs.value)})`,
          ...(ASKS_SHARE_OF_SALE.test(text)
            ? [
                `As a share of the ARV: **${formatPercent((arv.value - purchase.value - repairs.value) / arv.value)}**`,
              ]
            : []),
          `The purchase is ${formatMoney(Math.abs(purchase.value - maxOffer))} ${purchase.value > maxOffer ? 'above' : 'below'} the maximum offer`,
        ]
      : [];
  return {
    title:
      rule.share === 0.7
        ? 'The 70% rule'
        : `Maximum offer at your ${pct} of ARV (the 70% rule with your share)`,
    inputs: [
      `After-repair value: ${formatMoney(arv.value)}`,
      `Repairs: ${formatMoney(repairs.value)}`,
      `Share of ARV: ${pct}${rule.share === 0.7 ? '' : ' (your own percentage in place of 70%)'}`,
      ...(profitLines.length > 0 ? [`Purchase: ${formatMoney(purchase!.value)}`] : []),
      ...(fee ? [`Your assignment fee: ${formatMoney(fee.value)}`] : []),
    ],
    results: [`Maximum offer: **${formatMoney(maxOffer)}**`, ...feeLines, ...profitLines],
    method: `${pct} × ${formatMoney(arv.value)} − ${formatMoney(repairs.value)}`,
  };
};

/** What a flip's cost is, from the words around it (the nearest clause first); null when it does not say. */
function projectCost(text: string, t: NumberToken, tokens: readonly NumberToken[]): string | null {
  // Back to the number before it, and on to the end of its own clause.
  // Within its own sentence: "…selling costs. and if we only get 245k" is no cost.
  // A span of months is no stop: "held it 4 months at 2,200/mo" names the 2,200 by "held".
  const before = wordsBefore(
    text,
    tokens.filter((o) => o.kind !== 'months' && o.kind !== 'years'),
    t,
    60,
  )
    .split(/[.?!](?:\s|$)/)
    .pop()!;
  const after = text.slice(t.end, t.end + 40).split(/[,;.]\s|\(/)[0];
  const kinds: readonly [string, RegExp][] = [
    ['Rehab', /\b(?:rehab|reno\w*|repairs?|renovations?|work|put)\b/],
    ['Holding costs', /\b(?:holding|carrying|held|hold)\b/],
    ['Closing costs', /\b(?:closing|fees?)\b/],
    ['Other costs', /\b(?:costs?|utilities|insurance|taxes|interest|staging|permits?)\b/],
  ];
  // Its own clause first ("$38k rehab, carrying costs $1,100/mo": the 1,100 is carrying costs),
  // then back to the number before it.
  for (const near of [`${before.split(/[,;]\s/).pop()} ${after}`, `${before} ${after}`])
    for (const [name, re] of kinds) if (re.test(near)) return name;
  return null;
}

/**
 * Which price a flip's percentage is a share of, by its own clause: "closing 2% of purchase", "2.5%
 * buyer closing costs", "buy-side closing 2%" are the purchase's; "5% commission", "1% in seller
 * closing costs", "2% of the sale price" the sale's. Null when the words say neither or both.
 */
function shareBase(text: string, tokens: readonly NumberToken[], t: NumberToken): 'purchase' | 'sale' | null {
  const before =
    wordsBefore(text, tokens, t, 40)
      .split(/[,;(+]|\.\s|\band\b/)
      .pop() ?? '';
  const after = text.slice(t.end, t.end + 45).split(/[,;)+]|\.\s|\band\b|\d/)[0] ?? '';
  const words = `${before} ${after}`;
  const purchase =
    /\bof (?:the )?(?:purchase|price|purchase price|buy(?:ing)? price|acquisition)\b|\bbuy(?:er'?s?|ing)?(?:[- ]side)?\b|\bpurchase\b|\bacquisition\b/.test(
      words,
    );
  const sale =
    /\bof (?:the )?(?:sale|sales|selling|resale)(?: price)?\b|\bcommissions?\b|\bagents?\b|\brealtors?\b|\bseller'?s?(?:[- ]side)?\b|\bselling\b|\blisting\b|\bsale\b/.test(
      words,
    );
  return purchase === sale ? null : purchase ? 'purchase' : 'sale';
}

/** "70% rule", "seventy percent rule" named in the question. */
const SEVENTY_RULE = /\b70\s?(?:%|percent|pct)\s+(?:arv\s+)?rule\b|\bseventy percent rule\b/;
/** "profit as a % of the sale price", "margin on ARV", "what percent of the sale is profit". */
const SALE_WORDS = '(?:the\\s+)?(?:sale|sales|selling|resale|arv|after[- ]repair value)(?:\\s+price)?\\b';
const ASKS_SHARE_OF_SALE = new RegExp(
  `(?:%|\\bpercent(?:age)?|\\bpct|\\bshare|\\bmargin)\\s+(?:of|on)\\s+${SALE_WORDS}|\\bprofit\\s+(?:margin\\s+)?(?:as\\s+a\\s+(?:%|percent(?:age)?|share)\\s+)?(?:of|on|over|vs\\.?|against|relative to)\\s+${SALE_WORDS}|\\bprofit margin\\b|\\bmargin\\b[^.?!]{0,20}\\bsale\\b`,
);

/**
 * A flip's profit: sale less purchase, rehab, selling and holding costs, all stated. Costs may be
 * shares of either price (rule 68): the buying closing costs of the purchase, the commission and
 * other selling costs of the sale, each read by its own words.
 */
export const flipProfit: Reader = ({ text, tokens }) => {
  if (!/\bflip|\bfix and flip|\bprofit\b/.test(text)) return null;
  const buy = labelled(text, tokens, /\b(?:buy(?:ing)?|purchase|bought|paid)(?: (?:it|at|for))?\b/);
  const sell = labelled(
    text,
    tokens,
    /\b(?:sell(?:s|ing)?|sale|resale|sold|arv|list(?:ing|ed)?(?: it)?(?: (?:at|for))?)(?: (?:it|at|for))?\b/,
  );
  const shares = percents(tokens);
  const bases = shares.map((t) => shareBase(text, tokens, t));
  // One percentage keeps the older, looser reading (any selling word near it) unless its own words
  // make it the purchase's; several must each say whose share they are.
  const onlyShare =
    shares.length === 1 &&
    bases[0] !== 'purchase' &&
    /sell|sale|closing|commission|agent/.test(
      text.slice(Math.max(0, shares[0]!.start - 25), shares[0]!.start) +
        text.slice(shares[0]!.end, shares[0]!.end + 30),
    );
  if (shares.length > 1 && bases.some((b) => b === null)) return null;
  const saleShares = onlyShare ? shares : shares.filter((_, i) => bases[i] === 'sale');
  const buyShares = onlyShare ? [] : shares.filter((_, i) => bases[i] === 'purchase');
  if (!buy || !sell || buy === sell || saleShares.length === 0) return null;
  if (saleShares.length + buyShares.length !== shares.length) return null;
  // Every other amount is a cost of the project, and each must say what it is (rehab, holding, closing…).
  const others = tokens.filter(
    (t) => (t.kind === 'money' || (t.kind === 'plain' && t.value >= 100)) && t !== buy && t !== sell,
  );
  const described = others.map((t) => ({ t, what: projectCost(text, t, tokens) }));
  if (described.length === 0 || described.some((d) => d.what === null)) return null;
  // "held it 6 months at 1,900/mo": a cost a month over the months held is the months' total.
  const spans = tokens.filter((t) => t.kind === 'months' || t.kind === 'years');
  const monthlyCosts = described.filter((d) => d.t.period === 'monthly');
  if (monthlyCosts.length > 0 && spans.length !== 1) return null;
  const months = spans[0] ? (spans[0].kind === 'years' ? spans[0].value * 12 : spans[0].value) : 1;
  const costOf = (t: NumberToken) => (t.period === 'monthly' ? t.value * months : t.value);
  const costLine = (d: { t: NumberToken; what: string | null }) =>
    d.t.period === 'monthly'
      ? `${d.what}: ${formatMoney(d.t.value)} a month × ${months} months = ${formatMoney(costOf(d.t))}`
      : `${d.what}: ${formatMoney(d.t.value)}`;
  const saleShare = saleShares.reduce((sum, t) => sum + t.value, 0);
  const buyShare = buyShares.reduce((sum, t) => sum + t.value, 0);
  const sellingCosts = sell.value * saleShare;
  const buyingCosts = buy.value * buyShare;
  const projectCosts = described.reduce((sum, d) => sum + costOf(d.t), 0) + buyingCosts;
  const spent = buy.value + projectCosts;
  const profit = sell.value - spent - sellingCosts;
  const shown = (list: readonly NumberToken[]) => list.map((t) => formatPercent(t.value)).join(' + ');
  // Asked beside the profit (rule 69): its share of the sale, and the most to pay by the 70% rule
  // (the sale as the ARV, less the one rehab named), only when the question names each.
  const rehabs = described.filter((d) => d.what === 'Rehab' && d.t.period !== 'monthly');
  const seventy = SEVENTY_RULE.test(text) && rehabs.length === 1 ? rehabs[0]!.t.value : null;
  const extras = [
    ...(ASKS_SHARE_OF_SALE.test(text)
      ? [
          `Profit as a share of the sale price: **${formatPercent(profit / sell.value)}** (${formatMoney(profit)} ÷ ${formatMoney(sell.value)})`,
        ]
      : []),
    ...(seventy !== null
      ? [
          `Maximum purchase by the 70% rule: **${formatMoney(sell.value * 0.7 - seventy)}** (70% × ${formatMoney(sell.value)} − ${formatMoney(seventy)} rehab); the purchase is ${formatMoney(Math.abs(buy.value - (sell.value * 0.7 - seventy)))} ${buy.value > sell.value * 0.7 - seventy ? 'above' : 'below'} it`,
        ]
      : []),
  ];
  return {
    title: 'Flip profit',
    inputs: [
      `Purchase: ${formatMoney(buy.value)}`,
      ...(buyShares.length > 0
        ? [`Buying closing costs: ${shown(buyShares)} of the purchase = ${formatMoney(buyingCosts)}`]
        : []),
      ...described.map(costLine),
      `Sale: ${formatMoney(sell.value)}`,
      `Selling costs: ${shown(saleShares)} of the sale = ${formatMoney(sellingCosts)}`,
    ],
    results: [
      ...(buyShares.length > 0 || shares.length > 1
        ? [`Spent before the sale: **${formatMoney(spent)}** (purchase + buying and project costs)`]
        : []),
      `Profit before tax: **${formatMoney(profit)}**`,
      // The return on what went in: the purchase and every project cost (rehab, holding, closing).
      `ROI: **${formatPercent(profit / spent)}** (${formatMoney(profit)} ÷ ${formatMoney(spent)} put in: purchase + project costs)`,
      ...extras,
    ],
    method:
      'Sale − purchase − every project cost listed − selling costs; ROI = profit ÷ (purchase + project costs)',
  };
};

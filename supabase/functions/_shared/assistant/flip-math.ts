// A fix-and-flip, with every number stated: the most to pay by the 70% rule, and a flip's profit from
// the purchase, the sale and every project cost named. Part of quick-math (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { labelled, percents, wordsBefore, type Reader } from './quick-math-reading.ts';

/** The 70% rule: the most to pay is 70% of the after-repair value less the repairs. */
export const seventyPercentRule: Reader = ({ text, tokens }) => {
  if (!/\b70\s?(?:%|percent|pct)\s+rule|seventy percent rule/.test(text)) return null;
  // "ARV: 410": the label may end in a colon.
  const arv =
    labelled(text, tokens, /\b(?:arv|after[- ]repair(?:ed)? value)\b:?/) ??
    labelled(text, tokens, /\b(?:arv|after[- ]repair(?:ed)? value)\b/, ['money'], 3);
  const repairs =
    labelled(text, tokens, /\b(?:repairs?|rehab|renovation|repair costs?|rehab costs?|reno)\b/) ??
    labelled(text, tokens, /\b(?:repairs?|rehab|renovation|reno)\b/, ['money'], 2) ??
    tokens.find(
      (t) =>
        t.kind === 'money' &&
        /^\s*(?:(?:of|in|worth of)\s+)?(?:work|repairs?|rehab|renovations?|fixes|updates)\b/.test(
          text.slice(t.end, t.end + 30),
        ),
    );
  if (!arv || !repairs || arv === repairs) return null;
  return {
    title: 'The 70% rule',
    inputs: [`After-repair value: ${formatMoney(arv.value)}`, `Repairs: ${formatMoney(repairs.value)}`],
    results: [`Maximum offer: **${formatMoney(arv.value * 0.7 - repairs.value)}**`],
    method: `70% × ${formatMoney(arv.value)} − ${formatMoney(repairs.value)}`,
  };
};

/** What a flip's cost is, from the words around it (the nearest clause first); null when it does not say. */
function projectCost(text: string, t: NumberToken, tokens: readonly NumberToken[]): string | null {
  // Back to the number before it, and on to the end of its own clause.
  // Within its own sentence: "…selling costs. and if we only get 245k" is no cost.
  const before = wordsBefore(text, tokens, t, 60)
    .split(/[.?!](?:\s|$)/)
    .pop()!;
  const after = text.slice(t.end, t.end + 40);
  const near = `${before} ${after.split(/[,;.]\s|\(/)[0]}`;
  const kinds: readonly [string, RegExp][] = [
    ['Rehab', /\b(?:rehab|reno\w*|repairs?|renovations?|work|put)\b/],
    ['Holding costs', /\b(?:holding|carrying)\b/],
    ['Closing costs', /\b(?:closing|fees?)\b/],
    ['Other costs', /\b(?:costs?|utilities|insurance|taxes|interest|staging|permits?)\b/],
  ];
  for (const [name, re] of kinds) if (re.test(near)) return name;
  return null;
}

/** A flip's profit: sale less purchase, rehab, selling and holding costs, all stated. */
export const flipProfit: Reader = ({ text, tokens }) => {
  if (!/\bflip|\bfix and flip|\bprofit\b/.test(text)) return null;
  const buy = labelled(text, tokens, /\b(?:buy(?:ing)?|purchase|bought)(?: (?:it|at|for))?\b/);
  const sell = labelled(text, tokens, /\b(?:sell(?:s|ing)?|sale|resale|sold|arv)(?: (?:it|at|for))?\b/);
  const sellCostPct = tokens.find(
    (t) =>
      t.kind === 'percent' &&
      /sell|sale|closing|commission|agent/.test(
        text.slice(Math.max(0, t.start - 25), t.start) + text.slice(t.end, t.end + 30),
      ),
  );
  if (!buy || !sell || buy === sell || !sellCostPct || percents(tokens).length !== 1) return null;
  // Every other amount is a cost of the project, and each must say what it is (rehab, holding, closing…).
  const others = tokens.filter(
    (t) => (t.kind === 'money' || (t.kind === 'plain' && t.value >= 100)) && t !== buy && t !== sell,
  );
  const described = others.map((t) => ({ t, what: projectCost(text, t, tokens) }));
  if (described.length === 0 || described.some((d) => d.what === null)) return null;
  const sellingCosts = sell.value * sellCostPct.value;
  const projectCosts = described.reduce((sum, d) => sum + d.t.value, 0);
  const profit = sell.value - buy.value - projectCosts - sellingCosts;
  return {
    title: 'Flip profit',
    inputs: [
      `Purchase: ${formatMoney(buy.value)}`,
      ...described.map((d) => `${d.what}: ${formatMoney(d.t.value)}`),
      `Sale: ${formatMoney(sell.value)}`,
      `Selling costs: ${formatPercent(sellCostPct.value)} of the sale = ${formatMoney(sellingCosts)}`,
    ],
    results: [
      `Profit before tax: **${formatMoney(profit)}**`,
      // The return on what went in: the purchase and every project cost (rehab, holding, closing).
      `ROI: **${formatPercent(profit / (buy.value + projectCosts))}** (${formatMoney(profit)} ÷ ${formatMoney(buy.value + projectCosts)} put in: purchase + project costs)`,
    ],
    method:
      'Sale − purchase − every project cost listed − selling costs; ROI = profit ÷ (purchase + project costs)',
  };
};

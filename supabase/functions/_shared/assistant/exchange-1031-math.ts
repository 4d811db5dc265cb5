// A 1031 (like-kind) exchange, with every number stated: the realized gain, the boot taxed now and the
// gain deferred, or the replacement price that defers it all; and the tax on the boot taken out. Part
// of quick-math (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import { labelled, money, percents, type Reader } from './quick-math-reading.ts';

/**
 * A 1031 exchange's realized gain, the boot taxed now and the gain deferred, with every number stated
 * ("selling for 900k, basis 420k, selling costs 45k, 1031 into a 1.1M property, pulling 60k cash out,
 * no debt relief"). Without a replacement price or cash taken, the replacement price that defers it all.
 */
export const exchangeGain: Reader = ({ text, tokens }) => {
  if (!/\b1031\b|like[- ]kind/.test(text)) return null;
  const basis = labelled(text, tokens, /\b(?:adjusted )?(?:cost )?basis\b/, ['money'], 1);
  const costs = labelled(text, tokens, /\b(?:selling|sale|closing) (?:costs?|expenses)\b/, ['money'], 1);
  const sale = labelled(
    text,
    tokens,
    /\b(?:sell(?:ing)?|sold|sale)\b(?:\s+(?:a|my|the|our)\s+\w+)?(?:\s+(?:for|at))?/,
  );
  if (!basis || !sale || basis === sale) return null;
  const replacement = labelled(
    text,
    tokens,
    /\b(?:into|replacement(?: property)?(?: (?:price|for|at|of))?|buy(?:ing)?|upleg|new property(?: for| at)?)(?: an?| the)?/,
    ['money'],
    1,
  );
  const cashOut = labelled(
    text,
    tokens,
    /\b(?:pull(?:ing)?|take|taking|took|keep(?:ing)?|receiv(?:e|ing)|get(?:ting)?|cash (?:out|back)|boot)(?: out)?/,
    ['money'],
    1,
  );
  // Debt on the property sold that the new loan does not replace is boot too; only its absence is read.
  const noDebtRelief =
    /\bpaid off|no (?:mortgage|debt|loan)|free and clear\b/.test(text) ||
    /\bno (?:debt|mortgage) relief\b|\bnew (?:loan|mortgage|debt) is (?:bigger|larger|higher|more)\b/.test(
      text,
    );
  // Nothing said of any mortgage: none is assumed, and the answer says so.
  const debtUnsaid = !/\b(?:mortgage|loan|debt|owe|owed|balance|lien)\b/.test(text);
  if (!noDebtRelief && !debtUnsaid) return null;
  const used = [basis, costs, sale, replacement, cashOut].filter((t) => t !== undefined);
  if (new Set(used).size !== used.length || money(tokens).length !== used.length) return null;
  const cost = costs ? costs.value : 0;
  const netSale = sale.value - cost;
  const gain = netSale - basis.value;
  const inputs = [
    `Sale price: ${formatMoney(sale.value)}`,
    `Selling costs: ${formatMoney(cost)}`,
    `Adjusted basis: ${formatMoney(basis.value)}`,
    ...(replacement ? [`Replacement property: ${formatMoney(replacement.value)}`] : []),
    ...(cashOut ? [`Cash taken out at closing: ${formatMoney(cashOut.value)}`] : []),
    debtUnsaid
      ? 'No mortgage mentioned on either property: none assumed (debt paid off and not replaced would be boot too)'
      : 'No debt relief (no mortgage paid off without being replaced)',
  ];
  if (!replacement && !cashOut)
    return {
      title: '1031 exchange: gain deferred',
      inputs,
      results: [
        `Gain deferred: **${formatMoney(gain)}**`,
        `Replacement property: at least **${formatMoney(netSale)}** (the net sale price), with all the net proceeds reinvested`,
      ],
      method:
        'Gain = sale price − selling costs − adjusted basis; buying for less than the net sale price leaves taxable boot',
    };
  const tradeDown = replacement ? Math.max(0, netSale - replacement.value) : 0;
  const boot = (cashOut?.value ?? 0) + tradeDown;
  const taxed = Math.max(0, Math.min(gain, boot));
  return {
    title: '1031 exchange: gain, boot and what is deferred',
    inputs,
    results: [
      `Realized gain: **${formatMoney(gain)}**`,
      `Boot: ${formatMoney(boot)}${tradeDown > 0 ? ` (cash ${formatMoney(cashOut?.value ?? 0)} + trading down ${formatMoney(tradeDown)})` : ''}`,
      `Gain taxable now: **${formatMoney(taxed)}** (the smaller of the gain and the boot)`,
      `Gain still deferred: ${formatMoney(gain - taxed)}`,
    ],
    method:
      'Realized gain = sale price − selling costs − adjusted basis; the gain recognized is the smaller of it and the boot; before depreciation recapture and state tax',
  };
};

/**
 * Boot in a 1031 exchange: the gain taxed now is the smaller of the realized gain and the cash (or
 * other boot) taken out ("realized gain $300k, took $40k cash out at closing"), with the tax at a rate
 * the question gives.
 */
export const exchangeBoot: Reader = ({ text, tokens }) => {
  if (
    !/\b1031\b|like[- ]kind/.test(text) ||
    !/\bboot\b|\bcash (?:out|back|received)|\btook\b.*\bcash\b/.test(text)
  )
    return null;
  const gain = labelled(
    text,
    tokens,
    /\b(?:realized |total |capital )?gain(?: on [a-z ]{0,30})?\b/,
    ['money'],
    3,
  );
  const boot =
    labelled(text, tokens, /\b(?:took|take|taking|received|receive|got|pulled)\b/, ['money'], 1) ??
    labelled(text, tokens, /\b(?:cash (?:out|back)|boot)\b/, ['money'], 1);
  if (!gain || !boot || gain === boot || money(tokens).length !== 2) return null;
  const taxRate = percents(tokens);
  if (taxRate.length > 1) return null;
  const taxed = Math.min(gain.value, boot.value);
  const results = [`Gain taxed now: **${formatMoney(taxed)}** (the smaller of the gain and the boot)`];
  if (taxRate.length === 1)
    results.push(`Tax at ${formatPercent(taxRate[0]!.value)}: **${formatMoney(taxed * taxRate[0]!.value)}**`);
  results.push(`Gain still deferred: ${formatMoney(gain.value - taxed)}`);
  return {
    title: '1031 exchange: taxable boot',
    inputs: [
      `Realized gain: ${formatMoney(gain.value)}`,
      `Cash taken out (boot): ${formatMoney(boot.value)}`,
      ...(taxRate.length === 1 ? [`Tax rate: ${formatPercent(taxRate[0]!.value)}`] : []),
    ],
    results,
    method:
      'Recognized gain = the smaller of the realized gain and the boot received; before depreciation recapture and state tax',
  };
};

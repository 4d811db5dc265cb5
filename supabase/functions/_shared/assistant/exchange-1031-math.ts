// A 1031 (like-kind) exchange, with every number stated: the realized gain, the boot taxed now and the
// gain deferred, or the replacement price that defers it all; and the tax on the boot taken out. Part
// of quick-math (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  AMOUNT,
  amountsAt,
  everyNumberPlaced,
  labelled,
  money,
  percents,
  type Reader,
} from './quick-math-reading.ts';

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
    // "sold a 4-plex for", "sale price", "sold the duplex at": a hyphened kind of building is one word.
    /\b(?:sell(?:ing)?|sold|sale)\b(?:\s+(?:a|my|the|our)\s+[\w-]+)?(?:\s+(?:price|for|at))?/,
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
  // Trading down is boot only for the net sale neither reinvested nor taken as cash already counted:
  // "took 35k cash" out of an 828k net sale into an 800k replacement leaves none (7k was added).
  const tradeDown = replacement ? Math.max(0, netSale - (cashOut?.value ?? 0) - replacement.value) : 0;
  const boot = (cashOut?.value ?? 0) + tradeDown;
  const taxed = Math.max(0, Math.min(gain, boot));
  return {
    title: '1031 exchange: gain, boot and what is deferred',
    inputs,
    results: [
      `Realized gain: **${formatMoney(gain)}**`,
      `Boot: ${formatMoney(boot)}${tradeDown > 0 ? ` (cash ${formatMoney(cashOut?.value ?? 0)} + trading down ${formatMoney(tradeDown)})` : ''}`,
      `Gain recognized (taxed now): **${formatMoney(taxed)}** (the smaller of the gain and the boot)`,
      `Gain still deferred: **${formatMoney(gain - taxed)}**`,
    ],
    method:
      'Realized gain = sale price − selling costs − adjusted basis; the gain recognized is the smaller of it and the boot; before depreciation recapture and state tax',
  };
};

/** "$65k that I took as cash", "took 40k cash out", "pocketed 25k": cash the user kept from the sale. */
function isCashTaken(text: string, t: NumberToken): boolean {
  const before = text.slice(Math.max(0, t.start - 30), t.start);
  const after = text.slice(t.end, t.end + 40);
  return (
    /\b(?:took|take|taking|received?|receiving|got|pulled|pulling|kept|keep(?:ing)?|pocket(?:ed|ing)?)(?: out| back| home)?(?: (?:about|around|roughly|~))?\s*$/.test(
      before,
    ) ||
    /\b(?:cash (?:out|back)|boot)(?: of| was| is|:)?\s*$/.test(before) ||
    /^\s*(?:in )?(?:cash (?:out|back)|boot)\b/.test(after) ||
    /^\s*(?:(?:that|which) )?(?:i|we) (?:took|kept|pocketed|received|pulled out)\b/.test(after) ||
    /^\s*(?:as|in) cash\b/.test(after)
  );
}

/**
 * A 1031 exchange told by its realized gain ("realized gain $300k, took $40k cash out at closing";
 * "netted 900k, realized gain 310k, reinvested all but the 65k I took as cash; the replacement cost
 * 835k, no debt"): the boot is the cash taken, or the net sale not spent on the replacement; the gain
 * taxed now is the smaller of it and the gain, the rest deferred; with the replacement's price, its basis
 * is that price less the deferred gain. With a tax rate, the tax on the gain taxed now. Debt on either
 * side changes the boot, so a question that mentions a mortgage without saying there is none is left
 * to the readers that place it.
 */
export const exchangeBoot: Reader = ({ text, tokens }) => {
  if (!/\b1031\b|like[- ]kind/.test(text)) return null;
  const gain = labelled(
    text,
    tokens,
    /\b(?:realized |total |capital )?gain(?: on [a-z ]{0,30})?\b/,
    ['money'],
    3,
  );
  if (!gain) return null;
  const others = money(tokens).filter((t) => t !== gain);
  const taken = others.filter((t) => isCashTaken(text, t));
  const sale = others.find(
    (t) =>
      !taken.includes(t) &&
      /\b(?:sold|sell\w*|sale|relinquished(?: property)?|netted|nets?|netting)\b[^.;]{0,30}$/.test(
        text.slice(Math.max(0, t.start - 40), t.start),
      ),
  );
  const replacement = others.find(
    (t) =>
      !taken.includes(t) &&
      t !== sale &&
      (/\b(?:replacement|upleg|new property|bought|buy(?:ing)?|purchas\w*|into)\b[^.;]{0,30}$/.test(
        text.slice(Math.max(0, t.start - 40), t.start),
      ) ||
        /^\s*(?:replacement|property)\b/.test(text.slice(t.end, t.end + 20))),
  );
  if (taken.length > 1 || others.length !== taken.length + (sale ? 1 : 0) + (replacement ? 1 : 0))
    return null;
  const cash = taken[0];
  const debt = /\b(?:mortgage|loan|debt|owe|owed|lien|financ\w*)\b/.test(text);
  if (
    debt &&
    !/\bno (?:mortgage|loan|debt|financing)\b|\bfree and clear\b|\bneither\b[^.]*\b(?:mortgage|loan|debt)\b/.test(
      text,
    )
  )
    return null;
  // The boot: the cash taken, else the net sale the replacement did not use; both stated must agree.
  const tradeDown = sale && replacement ? sale.value - replacement.value : undefined;
  if (cash && tradeDown !== undefined && Math.abs(tradeDown - cash.value) > 1) return null;
  const boot = cash?.value ?? (tradeDown !== undefined && tradeDown > 0 ? tradeDown : undefined);
  if (boot === undefined) return null;
  const taxRate = percents(tokens);
  if (taxRate.length > 1) return null;
  const taxed = Math.min(gain.value, boot);
  const deferred = gain.value - taxed;
  const results = [`Gain taxed now: **${formatMoney(taxed)}** (the smaller of the gain and the boot)`];
  if (taxRate.length === 1)
    results.push(`Tax at ${formatPercent(taxRate[0]!.value)}: **${formatMoney(taxed * taxRate[0]!.value)}**`);
  results.push(`Gain still deferred: **${formatMoney(deferred)}**`);
  if (replacement)
    results.push(
      `Basis in the replacement: ${formatMoney(replacement.value)} − ${formatMoney(deferred)} deferred gain = **${formatMoney(replacement.value - deferred)}**`,
    );
  return {
    title: '1031 exchange: taxable boot',
    inputs: [
      ...(sale ? [`Net sale proceeds: ${formatMoney(sale.value)}`] : []),
      `Realized gain: ${formatMoney(gain.value)}`,
      ...(replacement ? [`Replacement property: ${formatMoney(replacement.value)}`] : []),
      cash
        ? `Cash taken out (boot): ${formatMoney(boot)}`
        : `Boot: ${formatMoney(sale!.value)} − ${formatMoney(replacement!.value)} not reinvested = ${formatMoney(boot)}`,
      ...(debt ? ['No debt on either property'] : []),
      ...(taxRate.length === 1 ? [`Tax rate: ${formatPercent(taxRate[0]!.value)}`] : []),
    ],
    results,
    method:
      'Recognized gain = the smaller of the realized gain and the boot received; basis in the replacement = its price − the deferred gain; before depreciation recapture and state tax',
  };
};

type ExchangeRole = 'sale' | 'costs' | 'basis' | 'payoff' | 'replacement' | 'loan' | 'cash';

/** What an amount of an exchange is, by the words right after it first, then the words before it. */
function exchangeRole(before: string, after: string): ExchangeRole | null {
  if (
    /^\s*cash (?:out|back)\b/.test(after) ||
    /\b(?:pull\w*|took|take|taking|keep\w*|receiv\w*)\b[^.]*$/.test(before)
  )
    return null;
  if (
    /\b(?:paid off|pay(?:ing)? off|payoff|owe[ds]?|existing (?:loan|mortgage)|old (?:loan|mortgage))\b/.test(
      before,
    ) ||
    // "its 400k loan was paid off at closing".
    /^\s*(?:old |existing )?(?:loan|mortgage|debt)?\s*(?:was |were |got |being |is )?(?:paid off|payoff|retired)\b/.test(
      after,
    )
  )
    return 'payoff';
  if (
    /^\s*(?:in\s+)?(?:new\s+)?(?:loan|financing|mortgage|debt)\b/.test(after) ||
    /\b(?:financ\w*|borrow\w*|new (?:loan|mortgage|debt)(?: of)?|loan of|with a loan(?: of)?)\s*$/.test(
      before,
    )
  )
    return 'loan';
  // "the QI paid 340k to the seller", "exchange funds of 320k paid by the intermediary to the seller":
  // the proceeds the intermediary put into the replacement (rule 68); paid to the user is cash taken.
  if (
    /\b(?:qi|intermediary|accommodator|exchange funds?)\b[^.]*$/.test(before) ||
    /^[^.]*\b(?:by|from) the (?:qualified )?(?:intermediary|qi|accommodator)\b/.test(after)
  )
    return /^[^.]*\bto (?:me|us|you|him|her|them)\b/.test(after) ? null : 'cash';
  if (
    /^\s*(?:in\s+)?(?:cash|down)\b/.test(after) ||
    /\b(?:cash|down payment|put(?:ting)?|reinvest\w*)\b[^.]*$/.test(before)
  )
    return 'cash';
  if (
    /^\s*(?:replacement|property|upleg)\b/.test(after) ||
    /\b(?:replacement|upleg|new property|buy\w*|bought|purchas\w*|acquir\w*|into)\b/.test(before)
  )
    return 'replacement';
  if (/^\s*(?:adjusted |cost )?basis\b/.test(after) || /\bbasis\b/.test(before)) return 'basis';
  if (
    /^\s*(?:in\s+)?(?:selling |sale |closing )?(?:costs?|expenses|fees|commissions?)\b/.test(after) ||
    /\b(?:costs?|expenses|fees|commissions?)\b/.test(before)
  )
    return 'costs';
  if (/\b(?:sell\w*|sold|sale|relinquish\w*)\b/.test(before) || /^\s*sale\b/.test(after)) return 'sale';
  return null;
}

/**
 * A 1031 exchange told with its financing (rule 64): "sold for 900k, selling costs 50k, basis 400k,
 * paid off a 300k mortgage; bought a 1M replacement with 450k cash and a 550k loan". The net proceeds
 * (sale − costs − payoff) not reinvested in cash are cash boot; debt paid off and not replaced by new
 * debt or added cash is mortgage boot; the gain taxed now is the smaller of the boot and the realized
 * gain. Each amount is read by its own words; every number must be placed. After the readers above,
 * which take the exchanges they answer.
 */
export const exchangeWithFinancing: Reader = ({ text }) => {
  // An exchange by its words: "relinquished", "qualified intermediary" name one without "1031".
  if (!/\b1031\b|like[- ]kind|\brelinquished\b|\b(?:qualified )?intermediary\b/.test(text)) return null;
  const amounts = amountsAt(text, new RegExp(AMOUNT)).filter(
    (a) =>
      !/^1031$/.test(text.slice(a.start, a.end).trim()) &&
      !/%|percent|pct/.test(text.slice(a.end, a.end + 2)),
  );
  if (amounts.some((a) => /^\s?(?:%|percent|pct)/.test(text.slice(a.end, a.end + 8)))) return null;
  const roles = new Map<ExchangeRole, number>();
  for (const [i, a] of amounts.entries()) {
    const clauseStart = Math.max(
      amounts[i - 1]?.end ?? 0,
      text.lastIndexOf('. ', a.start) + 1,
      text.lastIndexOf(', ', a.start) + 1,
    );
    const before = text.slice(clauseStart, a.start);
    const after = text.slice(a.end, amounts[i + 1]?.start ?? text.length).split(/[,;]\s|\.\s/)[0] ?? '';
    const role = exchangeRole(before, after);
    if (!role || roles.has(role)) return null;
    roles.set(role, a.value);
  }
  const [sale, basis] = [roles.get('sale'), roles.get('basis')];
  // Without a basis only the boot can be worked out, so it must be what is asked (rule 68).
  if (
    sale === undefined ||
    (basis === undefined && !/\bboot\b/.test(text)) ||
    !everyNumberPlaced(text, amounts.concat(...oneThousandThirtyOne(text)))
  )
    return null;
  const costs = roles.get('costs') ?? 0;
  const payoff = roles.get('payoff');
  const replacement = roles.get('replacement');
  const loan = roles.get('loan');
  const stated = roles.get('cash');
  const cashIn = stated ?? (replacement !== undefined ? replacement - (loan ?? 0) : undefined);
  if (cashIn === undefined || cashIn < 0) return null;
  // Cash and loan that do not add up to the replacement price leave the story unclear.
  if (
    stated !== undefined &&
    replacement !== undefined &&
    loan !== undefined &&
    Math.abs(stated + loan - replacement) > 1
  )
    return null;
  if (
    payoff === undefined &&
    /\b(?:mortgage|loan|debt|owe)\b/.test(text) &&
    loan === undefined &&
    !/\bno (?:mortgage|loan|debt)\b|free and clear/.test(text)
  )
    return null;
  const net = sale - costs - (payoff ?? 0);
  const cashBoot = Math.max(0, net - cashIn);
  const mortgageBoot = Math.max(0, (payoff ?? 0) - (loan ?? 0) - Math.max(0, cashIn - net));
  const boot = cashBoot + mortgageBoot;
  const netSaid = /\bnet\b|\bnetted\b|\bnetting\b/.test(text) && !roles.has('costs');
  const saleLine = `Sale price: ${formatMoney(sale)}${netSaid ? ' (net of selling costs, as you gave it)' : `, selling costs ${formatMoney(costs)}`}`;
  // The debt paid off, the replacement and how it was paid for: read the same with a basis or without.
  const exchangeLines = [
    payoff !== undefined
      ? `Mortgage paid off at the sale: ${formatMoney(payoff)}`
      : 'No mortgage on the property sold',
    ...(replacement !== undefined ? [`Replacement property: ${formatMoney(replacement)}`] : []),
    `Cash put into the replacement: ${formatMoney(cashIn)}${stated === undefined ? ` (${formatMoney(replacement!)} − ${formatMoney(loan ?? 0)} of new loan)` : ''}`,
    ...(loan !== undefined ? [`New loan: ${formatMoney(loan)}`] : []),
  ];
  if (basis === undefined)
    return {
      title: '1031 exchange: boot',
      inputs: [saleLine, ...exchangeLines],
      results: [
        // Only the total is bold: "20% tax on that boot" works on it (previous-figures.ts).
        `Mortgage boot: ${formatMoney(mortgageBoot)} (debt paid off ${formatMoney(payoff ?? 0)} − new debt ${formatMoney(loan ?? 0)}${cashIn > net ? ` − cash added ${formatMoney(cashIn - net)}` : ''}, never below zero)`,
        `Cash boot: ${formatMoney(cashBoot)} (net proceeds ${formatMoney(net)} − ${formatMoney(cashIn)} reinvested)`,
        `Total boot: **${formatMoney(boot)}**, taxable up to the gain on the sale (give the adjusted basis to work out the gain)`,
      ],
      method:
        'Net proceeds = sale − selling costs − mortgage paid off; cash boot = net proceeds not reinvested; mortgage boot = debt paid off − new debt − any cash added, if positive; a qualified intermediary and CPA should confirm',
    };
  const gain = sale - costs - basis;
  const taxed = Math.max(0, Math.min(boot, gain));
  return {
    title: '1031 exchange: proceeds reinvested, boot and the gain taxed now',
    inputs: [
      `Sale price: ${formatMoney(sale)}, selling costs ${formatMoney(costs)}`,
      `Adjusted basis: ${formatMoney(basis)}`,
      ...exchangeLines,
    ],
    results: [
      `Realized gain: **${formatMoney(gain)}** (${formatMoney(sale)} − ${formatMoney(costs)} − ${formatMoney(basis)})`,
      `Net proceeds: ${formatMoney(net)}; cash boot (not reinvested): **${formatMoney(cashBoot)}**`,
      ...(payoff !== undefined
        ? [`Mortgage boot (debt paid off and not replaced): ${formatMoney(mortgageBoot)}`]
        : []),
      `Gain taxed now: **${formatMoney(taxed)}** (the smaller of the boot ${formatMoney(boot)} and the gain)`,
      `Gain deferred: **${formatMoney(gain - taxed)}**`,
    ],
    method:
      'Realized gain = sale − selling costs − adjusted basis; cash boot = net proceeds − cash reinvested; new debt offsets debt paid off but never cash taken; before depreciation recapture and state tax; a qualified intermediary and CPA should confirm',
  };
};

/** "1031" itself is the exchange's name, no amount. */
const oneThousandThirtyOne = (text: string) =>
  [...text.matchAll(/\b1031\b/g)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + 4, value: 1031 }));

// A homeowner's projects (docs/assistant.md rule 100): a project's cost from its items, a count at a
// price each or a price per square foot plus fixed costs; a contingency on top of it or inside a fixed
// total; tax credits (a percent, possibly capped) and rebates off it for the net cost; savings a month,
// a year or a percent of a bill for the payback; a budget split by percents with "the rest"; a cost
// grown by a percent a year; a remodel's recouped share; a saving plan for a project; an added unit's
// (ADU) rent with vacancy and expenses; a higher deductible's break-even and a premium's increase.
// Part of quick-math (READERS there). Each reader gives every number a role or does not fire, so a
// question it cannot read whole is asked back rather than answered wrong.
import { monthlyPayment } from './calculators.ts';
import { formatAmount, formatMoney, formatNumber, formatPercent, formatRate } from './format.ts';
import {
  around,
  near,
  perYear,
  readItems,
  withoutRepeats,
  yearsIn,
  yearsNamed,
  type Item,
} from './home-projects-reading.ts';
import type { Reader } from './quick-math-reading.ts';

/** A home project or upgrade named. */
const PROJECT =
  /\b(?:remodel\w*|reno\w*|redo|kitchen|bath(?:room)?s?|addition|roof\w*|windows?|siding|deck|patio|fence|hvac|furnace|heat pump|a\/?c\b|air condition\w*|solar|panels?|insulation|water heater|boiler|upgrade|project|contractor|construction|cabinets?|counters?|flooring|floors?|basement|garage|adu|install\w*|replac\w*|retrofit|generator|battery|ev charger|appliances?|paint\w*|landscap\w*|pool|driveway|build\w*|geothermal|system|equipment|tankless|mini[- ]?split|skylights?|doors?|gutters?|air sealing|weatheriz\w*|thermostat|septic|energy|electric\w*|efficien\w*|job|reno)\b/;
/** A loan, mortgage or refinance question: other readers' own. */
const A_LOAN =
  /\b(?:refi\w*|mortgage|heloc|apr|points?|closing(?: costs?)?|p\s?&\s?i|amortiz\w*|loans?|lender|interest rate)\b/;

const fmtYears = (y: number): string => `${formatNumber(y, 2)} ${y === 1 ? 'year' : 'years'}`;
const periodWord = (i: Item): string =>
  i.period === 'monthly' ? ' a month' : i.period === 'yearly' ? ' a year' : '';

// ---------------------------------------------------------------------------------------------
// The project's cost: items added, a count at a price each, or an area at a price per foot plus fixed
// costs. Returns the amount, how it was read, and the items it used.

interface Cost {
  total: number;
  lines: string[];
  shown: string;
  used: Item[];
}

/** Words of a value, an income, savings or a loan: such an amount is never added into a cost. */
const NOT_A_COST =
  /\b(?:worth|valued?|apprais\w*|bought|buy(?:ing)?|sell\w*|sale|arv|profit|purchased?|paid \w+ for the (?:house|home)|salary|income|make|earn\w*|saved|savings|have|got|owe\w*|balance|mortgage|loan|rent\w*|taxes)\b/;

function costFrom(items: readonly Item[], amounts: readonly Item[]): Cost | null {
  // "our house is worth 450k", "we make 120k": an amount that is no part of a project's cost.
  if (amounts.some((a) => NOT_A_COST.test(`${a.nearBefore.slice(-30)} ${a.nearAfter.slice(0, 20)}`)))
    return null;
  // "from 1000 to 2500": one figure before and after a change, never two costs to add.
  if (
    amounts.some(
      (a, n) => n > 0 && /^\s*to\s*$/.test(a.nearBefore) && /\bfrom\s*$/.test(amounts[n - 1]!.nearBefore),
    )
  )
    return null;
  const area = items.filter((i) => i.kind === 'area');
  const perArea = items.filter((i) => i.kind === 'perArea' && !i.period);
  const counts = items.filter((i) => i.kind === 'count');
  const each = amounts.filter((i) => i.each);
  if (area.length > 1 || perArea.length > 1 || counts.length > 1 || each.length > 1) return null;
  if (area.length === 1 && perArea.length === 1) {
    const base = area[0]!.value * perArea[0]!.value;
    const fixed = amounts.filter((a) => !a.each);
    const total = base + fixed.reduce((s, a) => s + a.value, 0);
    return {
      total,
      lines: [
        `Building: ${formatNumber(area[0]!.value, 2)} sq ft × ${formatAmount(perArea[0]!.value)}/sq ft = ${formatMoney(base)}`,
        ...fixed.map((f) => `Plus: ${formatAmount(f.value)}${fixedLabel(f)}`),
      ],
      shown: fixed.length
        ? `${formatMoney(base)} + ${fixed.map((f) => formatAmount(f.value)).join(' + ')}`
        : '',
      used: [area[0]!, perArea[0]!, ...fixed],
    };
  }
  if (area.length || perArea.length) return null;
  if (counts.length === 1 && each.length === 1) {
    const total = counts[0]!.value * each[0]!.value;
    const fixed = amounts.filter((a) => a !== each[0]);
    const all = total + fixed.reduce((s, a) => s + a.value, 0);
    return {
      total: all,
      lines: [
        `${counts[0]!.value} × ${formatAmount(each[0]!.value)} each = ${formatMoney(total)}`,
        ...fixed.map((f) => `Plus: ${formatAmount(f.value)}`),
      ],
      shown: fixed.length
        ? `${formatMoney(total)} + ${fixed.map((f) => formatAmount(f.value)).join(' + ')}`
        : '',
      used: [counts[0]!, each[0]!, ...fixed],
    };
  }
  // A count with a bare amount after "at" ("16 windows at 850 installed") is a price each too.
  if (
    counts.length === 1 &&
    amounts.length === 1 &&
    /^\s*(?:at|@|for)\s*$/.test(amounts[0]!.before.slice(-5))
  ) {
    const total = counts[0]!.value * amounts[0]!.value;
    return {
      total,
      lines: [`${counts[0]!.value} × ${formatAmount(amounts[0]!.value)} each = ${formatMoney(total)}`],
      shown: '',
      used: [counts[0]!, amounts[0]!],
    };
  }
  if (counts.length || each.length || amounts.length === 0) return null;
  const total = amounts.reduce((s, a) => s + a.value, 0);
  return {
    total,
    lines:
      amounts.length > 1
        ? amounts.map((a) => `${labelOf(a)}: ${formatAmount(a.value)}`)
        : [`Cost: ${formatAmount(total)}`],
    shown: amounts.length > 1 ? amounts.map((a) => formatAmount(a.value)).join(' + ') : '',
    used: [...amounts],
  };
}

/** "$18k for permits and utility hookups": what a fixed cost is for, from its own words. */
function fixedLabel(f: Item): string {
  const after = /^\s*(?:for|in|of|on)\s+(?:the\s+)?([a-z][a-z ,&'-]{1,40})/.exec(f.nearAfter)?.[1];
  const before = /([a-z][a-z&'-]*(?:\s+[a-z&'-]+)?)\s*(?:of|is|at|=|:)?\s*$/.exec(
    f.nearBefore.replace(/\b(?:plus|and|with|\+)\s*$/, '').trim(),
  )?.[1];
  const label = after ?? (before && !/\b(?:plus|at|and)$/.test(before) ? before : undefined);
  return label ? ` (${label.trim()})` : '';
}

/** An item's own label: "cabinets $18,500" → cabinets; "6.2k for counters" → counters. */
function labelOf(i: Item): string {
  const before = i.before
    .replace(/\b(?:is|are|was|were|at|about|around|roughly|of|for|costs?|runs?|=|~|\$)\s*$/g, '')
    .trim()
    .split(/\s+/)
    .slice(-3)
    .join(' ');
  if (before && !/^(?:and|plus|with|\+)$/.test(before)) return before.replace(/^(?:and|plus|\+)\s+/, '');
  return (
    i.after
      .replace(/^\s*(?:for|on|in)\s+(?:the\s+)?/, '')
      .trim()
      .split(/\s+/)
      .slice(0, 3)
      .join(' ') || 'Item'
  );
}

// ---------------------------------------------------------------------------------------------
// 1. Items with a contingency on top: subtotal, contingency, all-in.

// "contigency", "contingancy": the word as often typed.
const CONTINGENCY =
  /\b(?:cont\w{0,3}g\w{0,3}c(?:y|ies)\b|cushion|buffer|overrun\w*|padding|pad|slush|wiggle room|unexpected|surprises)\b/;
const INSIDE =
  /\b(?:fit|fits|inside|within|included?|including|all[- ]in|total|max(?:imum)?|cap|have|got|only have)\b/;

/** A purchase contract's contingencies (inspection, appraisal, financing) are no project budget. */
const PURCHASE =
  /\b(?:offer|buy(?:ing)?|sell\w*|arv|flip\w*|profit|after repair|earnest|inspection|appraisal|financing|purchase|buyers?|sellers?|closing|escrow|listing|hoa|association)\b/;

export const contingencyOnTop: Reader = ({ text }) => {
  if (!CONTINGENCY.test(text) || A_LOAN.test(text) || PURCHASE.test(text)) return null;
  const items = withoutRepeats(readItems(text));
  const pct = items.filter((i) => i.kind === 'percent');
  if (pct.length !== 1 || pct[0]!.period) return null;
  const p = pct[0]!;
  if (!CONTINGENCY.test(around(p))) return null;
  // "both have to fit inside the 28k": the contingency sits inside a fixed total (below).
  if (/\b(?:fit|fits|inside|within)\b|\bof (?:the )?(?:construction|build|work|hard costs?)\b/.test(text))
    return null;
  const rest = items.filter((i) => i !== p);
  const amounts = rest.filter((i) => i.kind === 'money');
  if (amounts.some((a) => a.period)) return null;
  const cost = costFrom(rest, amounts);
  if (!cost || cost.used.length !== rest.length || !(cost.total > 0)) return null;
  // "of the total budget 75k, hold 10% as contingency": a total the contingency sits inside.
  if (
    amounts.length === 1 &&
    /\b(?:budget|total|all[- ]in|have|got)\b/.test(around(amounts[0]!)) &&
    !/\bon top\b|\badd\w*\b|\bplus\b|\bextra\b/.test(text)
  )
    return null;
  const c = cost.total * p.value;
  return {
    title: 'Project budget with a contingency on top',
    inputs: [...cost.lines, `Contingency: ${formatRate(p.value)} on top of the cost`],
    results: [
      `Subtotal: **${formatMoney(cost.total)}**${cost.shown ? ` (${cost.shown})` : ''}`,
      `Contingency: **${formatMoney(c)}** (${formatMoney(cost.total)} × ${formatRate(p.value)})`,
      `All-in: **${formatMoney(cost.total + c)}** (${formatMoney(cost.total)} + ${formatMoney(c)})`,
    ],
    method:
      'Subtotal = the items added; contingency = subtotal × its percent; all-in = subtotal + contingency',
  };
};

// ---------------------------------------------------------------------------------------------
// 2. A contingency inside a fixed total: a percent of the construction (total ÷ (1 + p)) or a percent
// of the total itself (total × p).

export const contingencyInsideTotal: Reader = ({ text }) => {
  if (!CONTINGENCY.test(text) || A_LOAN.test(text) || PURCHASE.test(text)) return null;
  const items = withoutRepeats(readItems(text));
  const pct = items.filter((i) => i.kind === 'percent');
  const amounts = items.filter((i) => i.kind === 'money');
  if (pct.length !== 1 || amounts.length !== 1 || items.length !== 2 || pct[0]!.period || amounts[0]!.period)
    return null;
  const p = pct[0]!;
  const total = amounts[0]!.value;
  const ofConstruction =
    /^\s*(?:(?:contingency|cushion|buffer|reserve)\s+)?(?:of (?:the )?(?:actual )?(?:construction|build(?:ing)?|work|hard costs?|project cost|cost of (?:the )?(?:work|construction|build)|reno(?:vation)? cost|remodel cost))\b/.test(
      p.after,
    );
  const ofTotal =
    /^\s*(?:(?:contingency|cushion|buffer|reserve)\s+)?(?:of (?:the |that |my |our )?(?:total|budget|whole|all[- ]in|\$?\d))/.test(
      p.after,
    );
  if (!INSIDE.test(text) || ofConstruction === ofTotal) return null;
  if (!ofConstruction && !/\b(?:hold|keep|set aside|reserve|leave|of it|of that|includ\w*)\b/.test(text))
    return null;
  const build = ofConstruction ? total / (1 + p.value) : total * (1 - p.value);
  const c = total - build;
  return {
    title: 'Contingency inside a fixed total',
    inputs: [
      `Total to spend: ${formatAmount(total)} (contingency included)`,
      `Contingency: ${formatRate(p.value)} of the ${ofConstruction ? 'construction cost' : 'total'}`,
    ],
    results: ofConstruction
      ? [
          `Construction: **${formatMoney(build)}** (${formatAmount(total)} ÷ (1 + ${formatRate(p.value)}))`,
          `Contingency: **${formatMoney(c)}** (${formatMoney(build)} × ${formatRate(p.value)})`,
        ]
      : [
          `Contingency: **${formatMoney(c)}** (${formatAmount(total)} × ${formatRate(p.value)})`,
          `Construction: **${formatMoney(build)}** (${formatAmount(total)} − ${formatMoney(c)})`,
        ],
    method: ofConstruction
      ? 'Construction + construction × the percent = the total, so construction = total ÷ (1 + percent) and the contingency is the rest'
      : 'Contingency = total × its percent; construction = total − contingency',
  };
};

// ---------------------------------------------------------------------------------------------
// 3. Net cost after credits and rebates, and the payback from a saving.

const CREDIT = /\b(?:tax credits?|credits?|itc|25d|30d|25c|deduction)\b/;
const REBATE = /\b(?:rebates?|incentives?|grants?|utility (?:gives|pays|offers)|cash back|discount)\b/;
const CAP = /\b(?:capped|cap(?:s)?|max(?:imum|es out|ed)?|up to|limit(?:ed)?|no more than|tops out)\b/;
const SAVING =
  /\b(?:sav(?:e|es|ed|ing|ings)|cut(?:s|ting)?|lower(?:s|ing)?|reduc(?:e|es|ed|ing|tion)|knock(?:s|ing)?|shav(?:e|es|ing)|drops?|trims?|off)\b/;
const BILL =
  /\b(?:bills?|spend|spending|pay|paying|costs?|averages?|runs?|electric\w*|energy|utilit\w*|heating|cooling|gas)\b/;

export const netCostAndPayback: Reader = ({ text }) => {
  // Putting money by for a goal ("save 500 a month toward a 30k down payment") is no payback.
  if (
    !PROJECT.test(text) ||
    /\b(?:sav(?:e|ing) up|towards?|down payment|goal|emergency fund|put(?:ting)? (?:away|aside))\b/.test(text)
  )
    return null;
  if (
    A_LOAN.test(text) ||
    /\b(?:deduct[ai]ble|premium|premuim|insurance|rent(?:s|ed|al)?\b|adu|vacancy)\b/.test(text)
  )
    return null;
  const asksNet =
    /\bnet\b|\bafter (?:the )?(?:credit|rebate|incentive)|\bout[- ]of[- ]pocket\b|\bactual(?:ly)? (?:cost|pay)\b|\bwhat (?:do|will|would) (?:i|we) (?:really )?pay\b|\breal cost\b/.test(
      text,
    );
  const asksPayback =
    /\bpay(?:s)? ?back\b|\bpay(?:s)? (?:for )?itself\b|\bbreak[- ]?even\b|\bhow (?:many|long)\b|\brecoup\b|\bearn (?:it )?back\b/.test(
      text,
    );
  if (!asksNet && !asksPayback) return null;
  const items = withoutRepeats(readItems(text));
  const used = new Set<Item>();
  // Credits: a percent named a credit, with its cap in dollars.
  const creditPct = items.filter(
    (i) =>
      i.kind === 'percent' &&
      (CREDIT.test(`${i.nearBefore.slice(-20)} ${i.nearAfter.slice(0, 25)}`) ||
        REBATE.test(`${i.nearBefore.slice(-20)} ${i.nearAfter.slice(0, 25)}`)) &&
      !SAVING.test(i.nearAfter.slice(0, 12)),
  );
  if (creditPct.length > 1) return null;
  const credit = creditPct[0];
  if (credit) used.add(credit);
  const cap = credit
    ? items.find(
        (i) => i.kind === 'money' && !i.period && CAP.test(i.before.slice(-25)) && i.start > credit.start,
      )
    : undefined;
  if (cap) used.add(cap);
  // Rebates and dollar credits.
  const rebates = items.filter(
    (i) =>
      i.kind === 'money' &&
      !i.period &&
      !used.has(i) &&
      !i.each &&
      (REBATE.test(near(i)) || CREDIT.test(near(i))) &&
      !/\b(?:quote|costs?|installed|price|total)\b/.test(i.nearAfter.slice(0, 12)),
  );
  rebates.forEach((r) => used.add(r));
  // Saving: dollars a period with saving words, or a percent cut of a bill a period.
  // "cuts our bill of $180 a month by 15%": the percent is the cut, the amount before it the bill.
  const savingPct = items.filter(
    (i) =>
      i.kind === 'percent' &&
      !used.has(i) &&
      (SAVING.test(near(i)) ||
        (SAVING.test(i.before) && /\bby(?: about| around| roughly| maybe)?\s*$/.test(i.nearBefore))),
  );
  const savingMoney =
    savingPct.length === 1
      ? []
      : items.filter((i) => i.kind === 'money' && i.period && !used.has(i) && SAVING.test(near(i)));
  const bills = items.filter(
    (i) => i.kind === 'money' && i.period && !used.has(i) && !savingMoney.includes(i),
  );
  let yearlySaving: number | undefined;
  let savingLines: string[] = [];
  let savingResult: string[] = [];
  if (savingMoney.length === 1 && savingPct.length === 0 && bills.length === 0) {
    const s = savingMoney[0]!;
    used.add(s);
    yearlySaving = perYear(s);
    savingLines = [
      `Saving: ${formatAmount(s.value)}${periodWord(s)}${s.period === 'monthly' ? ` = ${formatMoney(yearlySaving)} a year` : ''}`,
    ];
  } else if (savingMoney.length === 0 && savingPct.length === 1 && bills.length === 1 && BILL.test(text)) {
    const p = savingPct[0]!;
    const b = bills[0]!;
    used.add(p);
    used.add(b);
    const cut = b.value * p.value;
    yearlySaving = perYear(b) * p.value;
    savingLines = [
      `Bill today: ${formatAmount(b.value)}${periodWord(b)}`,
      `Cut: ${formatRate(p.value)} of the bill`,
    ];
    savingResult = [
      `Saving: **${formatMoney(cut)}${periodWord(b)}** (${formatAmount(b.value)} × ${formatRate(p.value)})${b.period === 'monthly' ? `, ${formatMoney(yearlySaving)} a year` : `, ${formatMoney(yearlySaving / 12)} a month`}`,
    ];
  } else if (savingMoney.length + savingPct.length > 0) return null;
  if (asksPayback && yearlySaving === undefined) return null;
  // The cost: everything else (the items, a count at a price each, an area at a price per foot).
  const rest = items.filter((i) => !used.has(i));
  if (
    rest.some(
      (i) =>
        i.kind === 'percent' || i.kind === 'months' || i.kind === 'years' || (i.kind === 'money' && i.period),
    )
  )
    return null;
  const cost = costFrom(
    rest,
    rest.filter((i) => i.kind === 'money'),
  );
  if (!cost || cost.used.length !== rest.length || !(cost.total > 0)) return null;
  if (!credit && rebates.length === 0 && yearlySaving === undefined) return null;
  // "19,600 after the credit": a cost already net would have the credit taken twice.
  if (/\bafter (?:the )?(?:\d+% )?(?:tax )?(?:credit|rebate|incentive)s?\b/.test(text) && !asksNet)
    return null;
  const full = credit ? cost.total * credit.value : 0;
  const creditOff = cap ? Math.min(full, cap.value) : full;
  const rebateOff = rebates.reduce((s, r) => s + r.value, 0);
  const net = cost.total - creditOff - rebateOff;
  if (!(net > 0)) return null;
  const results = [
    ...(cost.shown
      ? [`Total cost: **${formatMoney(cost.total)}** (${cost.shown})`]
      : cost.lines.length && /×/.test(cost.lines[0]!)
        ? [`Total cost: **${formatMoney(cost.total)}**`]
        : []),
    ...(credit
      ? [
          cap
            ? `Credit: ${formatRate(credit.value)} × ${formatMoney(cost.total)} = ${formatMoney(full)}, capped at ${formatAmount(cap.value)}: **${formatMoney(creditOff)}**`
            : `Credit: **${formatMoney(creditOff)}** (${formatMoney(cost.total)} × ${formatRate(credit.value)})`,
        ]
      : []),
    ...(credit || rebates.length
      ? [
          `Net cost: **${formatMoney(net)}** (${[formatMoney(cost.total), ...(credit ? [formatMoney(creditOff)] : []), ...rebates.map((r) => formatAmount(r.value))].join(' − ')})`,
        ]
      : []),
    ...savingResult,
    ...(yearlySaving !== undefined
      ? [
          `Payback: **${fmtYears(net / yearlySaving)}** (${formatMoney(net)} ÷ ${formatMoney(yearlySaving)} a year, about ${formatNumber(Math.round((net / yearlySaving) * 12), 0)} months)`,
        ]
      : []),
  ];
  if (yearlySaving !== undefined && net / yearlySaving > 200) return null;
  return {
    title:
      yearlySaving !== undefined
        ? credit || rebates.length
          ? 'Project net cost and payback'
          : 'Simple payback of a project'
        : 'Project net cost after credits and rebates',
    inputs: [
      ...cost.lines,
      ...(credit
        ? [
            `${REBATE.test(near(credit)) && !CREDIT.test(near(credit)) ? 'Rebate' : 'Tax credit'}: ${formatRate(credit.value)} of the cost${cap ? `, capped at ${formatAmount(cap.value)}` : ''}`,
          ]
        : []),
      ...rebates.map((r) => `Rebate or credit: ${formatAmount(r.value)}`),
      ...savingLines,
    ],
    results,
    method: `Net cost = cost − credit${cap ? ' (the smaller of the percent and its cap)' : ''} − rebates${yearlySaving !== undefined ? '; payback = net cost ÷ the saving a year (simple payback: no interest on the money, no change in energy prices, credits taken in full)' : ''}`,
  };
};

// ---------------------------------------------------------------------------------------------
// 4. A budget split by percents with "the rest".

const REST =
  /\b(?:the )?(?:rest|remainder|remaining|whatever(?:'s| is) left|what(?:'s| is) left|leftover|balance)\b/;

export const budgetSplitByPercents: Reader = ({ text }) => {
  if (
    A_LOAN.test(text) ||
    !/\b(?:budget|split|allocat\w*|divid\w*|break(?:ing)? (?:it |that )?down|each|for)\b/.test(text)
  )
    return null;
  if (!PROJECT.test(text) && !/\bbudget\b/.test(text)) return null;
  if (
    /\b(?:down payment|commission|rent|tax(?:es)?|income|salary|take[- ]home|heirs?|estate|investors?|partners?|hoa|association|reserves?|dues)\b/.test(
      text,
    )
  )
    return null;
  const items = withoutRepeats(readItems(text));
  const totals = items.filter((i) => i.kind === 'money' && !i.period);
  const pcts = items.filter((i) => i.kind === 'percent' && !i.period);
  if (totals.length !== 1 || pcts.length < 1 || items.length !== totals.length + pcts.length) return null;
  const total = totals[0]!.value;
  const sum = pcts.reduce((s, p) => s + p.value, 0);
  if (sum > 1 + 1e-9) return null;
  const named = pcts.map((p) => {
    const after = p.after
      .replace(
        /^\s*(?:of (?:it|that|the budget|the total)\s*)?(?:goes |going |is |for |to |on |towards? )*(?:the |our |my )?/,
        '',
      )
      .trim();
    const before = p.before
      .replace(/\b(?:is|at|gets?|=|:)\s*$/, '')
      .trim()
      .split(/\s+/)
      .slice(-3)
      .join(' ');
    const own = after.split(
      /\s+(?:and|&)\s+(?=(?:the )?(?:rest|remainder|remaining|whatever|what's left)\b)/,
    )[0]!;
    return { p, label: own ? own.split(/\s+/).slice(0, 5).join(' ') : before };
  });
  if (named.some((n) => !n.label)) return null;
  const restMatch = REST.exec(text);
  const restLabel = restMatch
    ? (text
        .slice(restMatch.index + restMatch[0].length)
        .match(
          /^\s*(?:is |goes |going |for |to |on |will be |=|:)*(?:the |our |my )?([a-z][a-z /&'-]{1,40}?)(?=[.,;?!]|\s+(?:dollar|how|what)\b|$)/,
        )?.[1] ??
      text
        .slice(0, restMatch.index)
        .match(/([a-z][a-z /&-]{1,25}?)\s+(?:gets?|is|takes?|for)\s+(?:the )?$/)?.[1] ??
      'the rest')
    : undefined;
  if (!restMatch && Math.abs(sum - 1) > 1e-9 && pcts.length < 2) return null;
  const lines = named.map(
    (n) =>
      `${n.label}: **${formatMoney(total * n.p.value)}** (${formatAmount(total)} × ${formatRate(n.p.value)})`,
  );
  const restShare = 1 - sum;
  if (restMatch && restShare > 1e-9)
    lines.push(
      `${restLabel!.trim()} (the rest, ${formatRate(restShare)}): **${formatMoney(total * restShare)}** (${formatAmount(total)} − the parts above)`,
    );
  else if (!restMatch && restShare > 1e-9)
    lines.push(`Not allocated (${formatRate(restShare)}): **${formatMoney(total * restShare)}**`);
  return {
    title: 'Budget split by percent',
    inputs: [
      `Total budget: ${formatAmount(total)}`,
      ...named.map((n) => `${n.label}: ${formatRate(n.p.value)}`),
      ...(restMatch ? [`${restLabel!.trim()}: the rest`] : []),
    ],
    results: lines,
    method: 'Each part = the total × its percent; the rest = the total − the parts named',
  };
};

// ---------------------------------------------------------------------------------------------
// 5. A cost grown by a percent a year over a wait.

export const costGrownByWaiting: Reader = ({ text }) => {
  if (A_LOAN.test(text) || !PROJECT.test(text)) return null;
  if (/\b(?:worth|value|apprecia\w*|home prices?|house prices?|rent\w*|salary|income|sell|sale)\b/.test(text))
    return null;
  if (
    !/\b(?:go(?:es)? up|goes up|rise|rising|rises|increas\w*|inflat\w*|escalat\w*|climb\w*|grow\w*|up)\b/.test(
      text,
    )
  )
    return null;
  const items = withoutRepeats(readItems(text));
  const cost = items.filter((i) => i.kind === 'money' && !i.period);
  const pct = items.filter((i) => i.kind === 'percent');
  const span = items.filter((i) => i.kind === 'years' || i.kind === 'months');
  if (cost.length !== 1 || pct.length !== 1 || span.length !== 1 || items.length !== 3) return null;
  const p = pct[0]!;
  if (!(
    p.period === 'yearly' || /\b(?:a|per|each|every) year\b|\bannual\w*|\byearly\b|\/yr\b/.test(around(p))
  ))
    return null;
  const years = yearsIn(span[0]!);
  const c = cost[0]!.value;
  const later = c * (1 + p.value) ** years;
  return {
    title: 'Project cost after waiting',
    inputs: [
      `Cost today: ${formatAmount(c)}`,
      `Rise: ${formatRate(p.value)} a year`,
      `Wait: ${formatNumber(years, 2)} ${years === 1 ? 'year' : 'years'}`,
    ],
    results: [
      `Cost then: **${formatMoney(later)}** (${formatAmount(c)} × (1 + ${formatRate(p.value)})^${formatNumber(years, 2)})`,
      `More than today: **${formatMoney(later - c)}** (${formatMoney(later)} − ${formatAmount(c)})`,
    ],
    method:
      'Cost then = cost today × (1 + the yearly rise) ^ years, compounding each year; the extra = cost then − cost today',
  };
};

// ---------------------------------------------------------------------------------------------
// 6. A remodel's recouped share: value added and cost eaten, or the share got back from appraisals.

export const remodelRecoup: Reader = ({ text }) => {
  if (A_LOAN.test(text)) return null;
  const items = withoutRepeats(readItems(text));
  const recoupWords =
    /\b(?:recoup\w*|recover\w*|get back|got back|returns?|adds?|back at resale|resale|roi)\b/;
  const pct = items.filter((i) => i.kind === 'percent');
  const amounts = items.filter((i) => i.kind === 'money' && !i.period);
  if (
    items.length === 2 &&
    pct.length === 1 &&
    amounts.length === 1 &&
    recoupWords.test(around(pct[0]!)) &&
    PROJECT.test(text)
  ) {
    const c = amounts[0]!.value;
    const p = pct[0]!.value;
    if (p > 1.5) return null;
    return {
      title: 'Remodel cost recouped at resale',
      inputs: [`Project cost: ${formatAmount(c)}`, `Recouped at resale: ${formatRate(p)} of the cost`],
      results: [
        `Value added: **${formatMoney(c * p)}** (${formatAmount(c)} × ${formatRate(p)})`,
        p <= 1
          ? `Cost not recouped: **${formatMoney(c * (1 - p))}** (${formatAmount(c)} − ${formatMoney(c * p)})`
          : `Value above the cost: **${formatMoney(c * (p - 1))}**`,
      ],
      method: 'Value added = cost × the recouped share; the part you eat = cost − value added',
    };
  }
  // "Spent 35k … appraisal before 410k, after 432k": the value gained over the cost.
  if (
    items.length === 3 &&
    amounts.length === 3 &&
    /\bbefore\b/.test(text) &&
    /\bafter\b/.test(text) &&
    PROJECT.test(text)
  ) {
    const beforeV = amounts.find((a) => /\bbefore\b/.test(around(a)));
    const afterV = amounts.find((a) => a !== beforeV && /\bafter\b/.test(around(a)));
    const cost = amounts.find((a) => a !== beforeV && a !== afterV);
    if (
      !beforeV ||
      !afterV ||
      !cost ||
      !/\b(?:spent|spend|cost|paid|remodel\w*|reno\w*|project)\b/.test(around(cost))
    )
      return null;
    if (!/\b(?:%|percent|recoup\w*|get back|got back|back|return)\b/.test(text)) return null;
    const gain = afterV.value - beforeV.value;
    return {
      title: 'Remodel cost recouped in value',
      inputs: [
        `Project cost: ${formatAmount(cost.value)}`,
        `Value before: ${formatAmount(beforeV.value)}`,
        `Value after: ${formatAmount(afterV.value)}`,
      ],
      results: [
        `Value added: **${formatMoney(gain)}** (${formatAmount(afterV.value)} − ${formatAmount(beforeV.value)})`,
        `Share of the cost recouped: **${formatPercent(gain / cost.value)}** (${formatMoney(gain)} ÷ ${formatAmount(cost.value)})`,
        `Cost not recouped: **${formatMoney(cost.value - gain)}**`,
      ],
      method: 'Value added = value after − value before; recouped share = value added ÷ cost',
    };
  }
  return null;
};

// ---------------------------------------------------------------------------------------------
// 7. Saving up for a project: (goal − saved) ÷ months.

export const projectSavingPlan: Reader = ({ text }) => {
  if (A_LOAN.test(text) || !PROJECT.test(text)) return null;
  if (!/\b(?:sav(?:e|ed|ing)|put (?:away|aside)|set (?:away|aside)|sock away|stash)\b/.test(text))
    return null;
  if (
    /\binterest\b/.test(text) &&
    !/\bno interest\b|\bignore interest\b|\bwithout interest\b|\bzero interest\b/.test(text)
  )
    return null;
  const items = withoutRepeats(readItems(text));
  const amounts = items.filter((i) => i.kind === 'money' && !i.period);
  const span = items.filter((i) => i.kind === 'years' || i.kind === 'months');
  if (amounts.length < 1 || amounts.length > 2 || span.length !== 1 || items.length !== amounts.length + 1)
    return null;
  const HAVE = /\b(?:have|got|already|saved|sitting|in the bank|on hand|so far|put away already)\b/;
  const have =
    amounts.length === 2
      ? amounts.find((a) => HAVE.test(around(a)) && !/\bwant|need|goal|target\b/.test(a.before.slice(-25)))
      : undefined;
  const goal = amounts.find((a) => a !== have);
  if (!goal || (amounts.length === 2 && !have) || (have && have.value >= goal.value)) return null;
  const months = span[0]!.kind === 'months' ? span[0]!.value : span[0]!.value * 12;
  const need = goal.value - (have?.value ?? 0);
  return {
    title: 'Saving for a project',
    inputs: [
      `Goal: ${formatAmount(goal.value)}`,
      ...(have ? [`Saved already: ${formatAmount(have.value)}`] : []),
      `Time: ${formatNumber(months, 2)} months`,
    ],
    results: [
      ...(have
        ? [
            `Still to save: **${formatMoney(need)}** (${formatAmount(goal.value)} − ${formatAmount(have.value)})`,
          ]
        : []),
      `A month: **${formatMoney(need / months)}** (${formatMoney(need)} ÷ ${formatNumber(months, 2)})`,
    ],
    method: 'A month = (goal − saved already) ÷ months, with no interest earned',
  };
};

// ---------------------------------------------------------------------------------------------
// 8. An added unit (ADU): rent with vacancy and expenses for the net, the return and the payback; with
// a loan, its payment and the cash flow after it.

const ADU =
  /\b(?:adu|accessory dwelling|in-?law (?:unit|suite|apartment)|granny flat|garage apartment|carriage house|backyard (?:cottage|unit|house)|casita|basement apartment|guest house|tiny house)\b/;

export const aduIncome: Reader = ({ text }) => {
  if (!ADU.test(text)) return null;
  const items = readItems(text);
  const used = new Set<Item>();
  const rents = items.filter(
    (i) => i.kind === 'money' && i.period === 'monthly' && /\brent\w*\b|\blease\b|\bincome\b/.test(around(i)),
  );
  if (rents.length < 1) return null;
  const rent = rents[0]!;
  if (rents.some((r) => r.value !== rent.value)) return null;
  rents.forEach((r) => used.add(r));
  const vacancy = items.filter(
    (i) => i.kind === 'percent' && /\bvacan\w*|\bempty\b|\bunoccupied\b/.test(around(i)),
  );
  if (vacancy.length > 1) return null;
  vacancy.forEach((v) => used.add(v));
  const expenses = items.filter(
    (i) =>
      i.kind === 'money' &&
      i.period &&
      !used.has(i) &&
      /\bexpens\w*|\bcosts?\b|\binsurance\b|\butilit\w*|\bmaintenance\b|\btaxes\b|\bupkeep\b/.test(around(i)),
  );
  expenses.forEach((e) => used.add(e));
  // A loan: "financed the whole 165k at 7.5% over 20 years".
  const rate = items.find(
    (i) =>
      i.kind === 'percent' &&
      !used.has(i) &&
      /^\s*(?:interest|apr|rate|over|for)\b|\b(?:at|@)\s*$/.test(`${i.before.slice(-4)}`) &&
      /\bfinanc\w*|\bloan\b|\bborrow\w*/.test(text),
  );
  const term = rate ? items.find((i) => i.kind === 'years' && i.start > rate.start) : undefined;
  // The amount borrowed is in the loan's own sentence ("financed the whole 165k at 7.5%"); with none,
  // "financed the whole thing" borrows the cost.
  const loanSentence = rate ? Math.max(0, text.slice(0, rate.start).search(/[.!?]\s[^.!?]*$/)) : 0;
  const loanItem = rate
    ? items
        .filter((i) => i.kind === 'money' && !i.period && i.start >= loanSentence && i.end <= rate.start)
        .at(-1)
    : undefined;
  const wholeCost =
    rate &&
    !loanItem &&
    /\b(?:whole|entire|all of it|full|100%|it all|everything)\b/.test(text.slice(loanSentence, rate.start));
  if (rate && (!term || (!loanItem && !wholeCost))) return null;
  if (rate) [rate, term!, ...(loanItem ? [loanItem] : [])].forEach((i) => used.add(i));
  const costItems = items.filter((i) => !used.has(i));
  if (
    costItems.some(
      (i) =>
        i.kind === 'percent' || i.kind === 'months' || i.kind === 'years' || (i.kind === 'money' && i.period),
    )
  )
    return null;
  const cost = costFrom(
    withoutRepeats(costItems),
    withoutRepeats(costItems).filter((i) => i.kind === 'money'),
  );
  const repeats = costItems.filter((i) => !withoutRepeats(costItems).includes(i));
  if (!cost || cost.used.length + repeats.length !== costItems.length || !(cost.total > 0)) return null;
  const loanAmt = loanItem ?? (wholeCost ? { value: cost.total } : undefined);
  const gross = rent.value * 12;
  const vac = vacancy[0]?.value ?? 0;
  const collected = gross * (1 - vac);
  const exp = expenses.reduce((s, e) => s + perYear(e), 0);
  const net = collected - exp;
  const results: string[] = [];
  if (cost.shown || /×/.test(cost.lines[0] ?? ''))
    results.push(`Total cost: **${formatMoney(cost.total)}**${cost.shown ? ` (${cost.shown})` : ''}`);
  results.push(`Gross rent: **${formatMoney(gross)}** a year (${formatAmount(rent.value)} × 12)`);
  if (vac)
    results.push(
      `Less vacancy ${formatRate(vac)}: ${formatMoney(gross * vac)}, collected **${formatMoney(collected)}**`,
    );
  if (exp) results.push(`Less expenses: ${formatMoney(exp)} a year`);
  if (vac || exp) {
    results.push(`Net income: **${formatMoney(net)}** a year (${formatMoney(net / 12)} a month)`);
    if (net > 0 && !(rate && loanAmt!.value >= cost.total)) {
      results.push(
        `Return on the cost: **${formatPercent(net / cost.total)}** (${formatMoney(net)} ÷ ${formatMoney(cost.total)})`,
      );
      results.push(
        `Payback: **${fmtYears(cost.total / net)}** (${formatMoney(cost.total)} ÷ ${formatMoney(net)})`,
      );
    }
  } else {
    results.push(
      `Gross yield: **${formatPercent(gross / cost.total)}** (${formatMoney(gross)} ÷ ${formatMoney(cost.total)})`,
    );
    results.push(`Payback on gross rent: **${fmtYears(cost.total / gross)}**`);
  }
  if (rate) {
    // The payment as it is paid, to the cent, so the year's payments are twelve of it.
    const pay = Math.round(monthlyPayment(loanAmt!.value, rate.value, term!.value) * 100) / 100;
    results.push(
      `Loan payment: **${formatMoney(pay)}** a month (${formatAmount(loanAmt!.value)} at ${formatRate(rate.value)} over ${term!.value} years), ${formatMoney(pay * 12)} a year`,
    );
    results.push(
      `Cash flow after the loan: **${formatMoney(net - pay * 12)}** a year (${formatMoney(net)} − ${formatMoney(pay * 12)}), ${formatMoney(net / 12 - pay)} a month${vac || exp ? '' : ', before any vacancy or expenses (none given)'}`,
    );
  }
  return {
    title: 'Added unit (ADU): rent, net and return',
    inputs: [
      ...cost.lines,
      `Rent: ${formatAmount(rent.value)} a month`,
      ...(vac ? [`Vacancy: ${formatRate(vac)}`] : []),
      ...expenses.map((e) => `Expenses: ${formatAmount(e.value)}${periodWord(e)}`),
      ...(rate
        ? [`Loan: ${formatAmount(loanAmt!.value)} at ${formatRate(rate.value)} for ${term!.value} years`]
        : []),
    ],
    results,
    method: `${vac || exp ? 'Net = rent × 12 × (1 − vacancy) − expenses a year; return = net ÷ cost; payback = cost ÷ net' : 'Gross yield = rent × 12 ÷ total cost'}${rate ? '; the loan payment is the standard amortizing payment, and the cash flow = net − payments a year' : ''}`,
  };
};

// ---------------------------------------------------------------------------------------------
// 9. A higher deductible's break-even, and a premium's increase a year and a month.

/** "deductible", and "deductable" as often typed. */
const DEDUCTIBLE = /\bdeduct[ai]ble\b/;

export const deductibleBreakEven: Reader = ({ text }) => {
  if (!DEDUCTIBLE.test(text)) return null;
  const items = withoutRepeats(readItems(text));
  const amounts = items.filter((i) => i.kind === 'money');
  if (items.length !== 3 || amounts.length !== 3) return null;
  const SAVED =
    /\bpremium\b|\bsav\w*|\bcuts?\b|\blower\w*|\bcheaper\b|\bless\b|\bdrops?\b|\breduc\w*|\boff\b|\bdiscount\b/;
  // The saving is the amount a year or a month; else the one its own words call a saving.
  const withPeriod = amounts.filter((a) => a.period);
  const savedBefore = amounts.filter((a) => SAVED.test(a.nearBefore) && !DEDUCTIBLE.test(a.nearBefore));
  const saving =
    withPeriod.length === 1
      ? withPeriod
      : withPeriod.length === 0 && savedBefore.length === 1
        ? savedBefore
        : [];
  const deductibles = amounts.filter((a) => !saving.includes(a));
  if (saving.length !== 1 || deductibles.length !== 2) return null;
  const [a, b] = deductibles as [Item, Item];
  const low = Math.min(a.value, b.value);
  const high = Math.max(a.value, b.value);
  const s = saving[0]!;
  const yearly = perYear(s);
  if (!(yearly > 0) || high === low) return null;
  return {
    title: 'Higher deductible: break-even',
    inputs: [
      `Deductible: ${formatAmount(low)} → ${formatAmount(high)}`,
      `Premium saved: ${formatAmount(s.value)}${periodWord(s) || ' a year'}`,
    ],
    results: [
      `Extra you would pay in a claim: **${formatMoney(high - low)}** (${formatAmount(high)} − ${formatAmount(low)})`,
      `Break-even: **${fmtYears((high - low) / yearly)}** with no claim (${formatMoney(high - low)} ÷ ${formatMoney(yearly)} a year)`,
    ],
    method:
      'Break-even years = the rise in the deductible ÷ the premium saved a year; a claim before then costs more than the savings',
  };
};

export const premiumIncrease: Reader = ({ text }) => {
  if (
    !/\b(?:insurance|insurence|premium|premuim|policy|homeowners?|renewal|ho-?3)\b/.test(text) ||
    DEDUCTIBLE.test(text)
  )
    return null;
  if (
    !/\bfrom\b[^.?!]*\bto\b|\bwas\b|\bnow\b|\bwent up\b|\bjumped\b|\brose\b|\bincrease\b|\brenew\w*|\blast year\b/.test(
      text,
    )
  )
    return null;
  const items = withoutRepeats(readItems(text));
  const amounts = items.filter((i) => i.kind === 'money');
  if (items.length !== 2 || amounts.length !== 2) return null;
  const [a, b] = amounts as [Item, Item];
  // The earlier premium is the one its words mark ("it was $2,400 last year", "from 1850"); else the
  // later one is marked new ("renewed at", "now"); else they stand as written, old first.
  const OLD = /\b(?:was|from|used to be|last year|previous(?:ly)?|old|before|had been)\b/;
  const NEW = /\b(?:now|new|renew\w*|to|this year|went to|is)\b/;
  const marked = (i: Item, words: RegExp) =>
    words.test(i.nearBefore.slice(-20)) || words.test(i.nearAfter.slice(0, 15));
  const oldV =
    marked(a, OLD) !== marked(b, OLD)
      ? marked(a, OLD)
        ? a
        : b
      : marked(a, NEW) !== marked(b, NEW)
        ? marked(a, NEW)
          ? b
          : a
        : a;
  const newV = oldV === a ? b : a;
  if (!(newV.value > oldV.value)) return null;
  const monthlyGiven = oldV.period === 'monthly' && newV.period === 'monthly';
  const yearlyDiff = (newV.value - oldV.value) * (monthlyGiven ? 12 : 1);
  return {
    title: 'Insurance premium increase',
    inputs: [
      `Premium before: ${formatAmount(oldV.value)}${monthlyGiven ? ' a month' : ' a year'}`,
      `Premium now: ${formatAmount(newV.value)}${monthlyGiven ? ' a month' : ' a year'}`,
    ],
    results: [
      `Increase: **${formatPercent(newV.value / oldV.value - 1)}** (${formatAmount(newV.value)} ÷ ${formatAmount(oldV.value)} − 1)`,
      `More a year: **${formatMoney(yearlyDiff)}**`,
      `More a month (escrow): **${formatMoney(yearlyDiff / 12)}** (${formatMoney(yearlyDiff)} ÷ 12)`,
    ],
    method:
      'Percent increase = new ÷ old − 1; the escrow payment rises by the yearly increase ÷ 12 (an escrow shortage from the past year, if any, comes on top)',
  };
};

/** A reader whose answer also shows the calendar years the story names, read as dates. */
const withYears =
  (read: Reader): Reader =>
  (reading) => {
    const answer = read(reading);
    return answer ? { ...answer, inputs: [...answer.inputs, ...yearsNamed(reading.text)] } : null;
  };

/** In order: the narrower readings first (a contingency inside a total before one on top). */
export const HOME_PROJECT_READERS: readonly Reader[] = [
  deductibleBreakEven,
  premiumIncrease,
  aduIncome,
  contingencyInsideTotal,
  contingencyOnTop,
  remodelRecoup,
  netCostAndPayback,
  budgetSplitByPercents,
  costGrownByWaiting,
  projectSavingPlan,
].map(withYears);

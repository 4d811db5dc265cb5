// A small investor's tax arithmetic (docs/assistant.md rule 107), each from amounts named by their
// words (number-labels.ts):
// - a cost segregation study: the share moved to short-lived property, the bonus depreciation on it,
//   and the straight line on what stays in the building;
// - a 1031 exchange's cash boot: the net sale price (sale less selling costs) less the replacement's
//   price, and its tax at a stated rate;
// - the $25,000 special allowance for a rental loss with active participation, phased out by 50 cents
//   a dollar of MAGI over $100,000 (the law's figures unless the question states its own);
// - a home office's share of the house by area, and that share of the home's expenses (regular method).
// Part of quick-math (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import { AMOUNT_LABEL, amountTokens, labelOf, setAside } from './number-labels.ts';
import type { NumberToken } from './parse-numbers.ts';
import { AREA, everyNumberPlaced, type Reader, type Span } from './quick-math-reading.ts';

const rateShown = (v: number) => formatPercent(v, 2).replace(/\.?0+%$/, '%');

const COST_SEG_WORDS = {
  basis: /\bbasis\b|\bbuilding\b|\bimprovements?\b|\bdepreciable\b/,
  reclass:
    /\breclass\w*|\bmoves?\b|\bmoved\b|\bidentif\w*|\bshifts?\b|\ballocat\w*|\bbreaks? out\b|\bsegregat\w*/,
  bonus: /\bbonus\b/,
} as const;

/** "5- and 15-year property", "5, 7 and 15 year assets": the short lives named, no amounts. */
const SHORT_LIVES =
  /\b(?:5|7|15)(?:-?\s*(?:,|and|or|&)\s*(?:5|7|15))*[- ]?(?:years?|yr)[- ]?(?:property|assets?|class(?:es)?|life|lives)\b|\b(?:5|7|15)-\s*(?:,|and|or|&)\s*/g;

export const costSegregation: Reader = ({ text, tokens: read }) => {
  if (!/\bcost seg\w*/.test(text)) return null;
  const aside = setAside(text);
  const lives: Span[] = [...text.matchAll(SHORT_LIVES)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const tokens = amountTokens(read, [...aside, ...lives]);
  const life = tokens.filter((t) => t.kind === 'years');
  if (life.length !== 1 || (life[0]!.value !== 27.5 && life[0]!.value !== 39)) return null;
  let basis: NumberToken | undefined;
  let reclass: NumberToken | undefined;
  let bonus: NumberToken | undefined;
  for (const t of tokens) {
    if (t === life[0]) continue;
    const label = labelOf(text, tokens, t, COST_SEG_WORDS, AMOUNT_LABEL);
    if (t.kind === 'money' && label === 'basis' && !basis && t.period === undefined) basis = t;
    else if (t.kind === 'percent' && label === 'reclass' && !reclass) reclass = t;
    else if (t.kind === 'percent' && label === 'bonus' && !bonus) bonus = t;
    else return null;
  }
  if (!basis || !reclass || !(reclass.value > 0 && reclass.value < 1)) return null;
  if (!everyNumberPlaced(text, [...tokens, ...aside, ...lives])) return null;
  const moved = basis.value * reclass.value;
  const rest = basis.value - moved;
  const years = life[0]!.value;
  return {
    title: 'Cost segregation: reclassified basis, bonus and straight line',
    inputs: [
      `Depreciable building basis: ${formatMoney(basis.value)} (land left out)`,
      `Moved to 5-, 7- and 15-year property by the study: ${rateShown(reclass.value)}`,
      ...(bonus ? [`Bonus depreciation: ${rateShown(bonus.value)}`] : []),
      `Recovery period of what stays in the building: ${years} years`,
    ],
    results: [
      `Reclassified: ${formatMoney(basis.value)} × ${rateShown(reclass.value)} = **${formatMoney(moved)}**`,
      ...(bonus
        ? [
            `Bonus depreciation in year one: ${formatMoney(moved)} × ${rateShown(bonus.value)} = **${formatMoney(moved * bonus.value)}**`,
          ]
        : []),
      `Remaining building basis: ${formatMoney(basis.value)} − ${formatMoney(moved)} = ${formatMoney(rest)}`,
      `Straight line on it: ${formatMoney(rest)} ÷ ${years} = **${formatMoney(rest / years)}** a year`,
    ],
    method:
      'Reclassified = basis × the study’s share; bonus = reclassified × the bonus rate (the rest of it depreciates over its own 5, 7 or 15 years, left out here); the building keeps basis − reclassified over 27.5 or 39 years. Recapture on a sale applies to all of it',
  };
};

const BOOT_WORDS = {
  costs: /\bselling costs?\b|\bcosts? (?:of|to) sell\b|\bsale costs?\b|\bcommissions?\b|\bclosing costs?\b/,
  net: /\bnet (?:sale|sales|selling) price\b|\bnet proceeds\b|\bnet sale\b|\bnets?\b/,
  sale: /\bsell\w*|\bsale price\b|\bsold\b|\bsale\b/,
  replacement: /\breplacement\b|\bnew (?:property|rental|building|one)\b|\bbuying\b|\bbuy\b|\bupleg\b/,
  tax: /\btax\w*|\brate\b/,
} as const;

export const exchangeCashBoot: Reader = ({ text, tokens: read }) => {
  if (!/\b1031\b|\blike[- ]kind\b/.test(text) || !/\bboot\b/.test(text)) return null;
  if (/\bmortgage\b|\bloans?\b|\bdebt\b|\bbasis\b|\bdepreciation\b/.test(text)) return null;
  const aside = setAside(text);
  const tokens = amountTokens(read, aside);
  const found: Partial<Record<keyof typeof BOOT_WORDS, NumberToken>> = {};
  for (const t of tokens) {
    const label = labelOf(text, tokens, t, BOOT_WORDS, AMOUNT_LABEL);
    if (!label || found[label] || (t.kind === 'percent') !== (label === 'tax')) return null;
    if (t.kind !== 'percent' && (t.kind !== 'money' || t.period !== undefined)) return null;
    found[label] = t;
  }
  const { sale, costs, net, replacement, tax } = found;
  if (!replacement || !(net || sale) || !everyNumberPlaced(text, [...tokens, ...aside])) return null;
  const fromSale = sale ? sale.value - (costs?.value ?? 0) : undefined;
  // A net price said beside the sale and its costs must be their difference.
  if (net && fromSale !== undefined && Math.abs(net.value - fromSale) > 1) return null;
  if (costs && !sale) return null;
  const netPrice = net?.value ?? fromSale!;
  const boot = Math.max(0, netPrice - replacement.value);
  return {
    title: '1031 exchange: cash boot',
    inputs: [
      ...(sale ? [`Sale price: ${formatMoney(sale.value)}`] : []),
      ...(costs ? [`Selling costs: ${formatMoney(costs.value)}`] : []),
      `Replacement property's price: ${formatMoney(replacement.value)}`,
      ...(tax ? [`Tax rate on the boot: ${rateShown(tax.value)}`] : []),
    ],
    results: [
      sale && costs
        ? `Net sale price: ${formatMoney(sale.value)} − ${formatMoney(costs.value)} = ${formatMoney(netPrice)}`
        : `Net sale price: ${formatMoney(netPrice)}`,
      boot > 0
        ? `Boot: ${formatMoney(netPrice)} − ${formatMoney(replacement.value)} = **${formatMoney(boot)}**`
        : `Boot: **$0**: the replacement costs at least the net sale price`,
      ...(tax && boot > 0
        ? [
            `Tax on the boot: ${formatMoney(boot)} × ${rateShown(tax.value)} = **${formatMoney(boot * tax.value)}**`,
          ]
        : []),
    ],
    method:
      'Boot = net sale price − the replacement’s price when you trade down (cash you keep is boot too); it is taxed up to your gain, the rest of the gain deferred. Debt paid off and not replaced is boot as well',
  };
};

const PASSIVE_WORDS = {
  magi: /\bmagi\b|\bmodified adjusted gross income\b|\badjusted gross income\b|\bagi\b/,
  loss: /\bloss(?:es)?\b|\blost\b/,
  allowance: /\ballowance\b|\bspecial allowance\b|\boffset\b/,
  threshold: /\bover\b|\babove\b|\bstarting at\b|\bbeyond\b|\bin excess of\b/,
} as const;

/** The law's figures for the allowance (IRC §469(i)), used when the question does not state them. */
const LAW = { allowance: 25_000, threshold: 100_000, rate: 0.5 };

export const passiveLossAllowance: Reader = ({ text, tokens: read }) => {
  if (!/\bloss(?:es)?\b|\blost\b/.test(text) || !/\bmagi\b|\badjusted gross income\b|\bagi\b/.test(text))
    return null;
  if (!/\bactive(?:ly)? participat\w*|\bspecial allowance\b|\b25,?000 allowance\b|\bpassive\b/.test(text))
    return null;
  if (/\breal estate professional\b|\breps\b|\bseparately\b|\bmfs\b/.test(text)) return null;
  const aside = setAside(text);
  const tokens = amountTokens(read, aside);
  const found: Partial<Record<keyof typeof PASSIVE_WORDS | 'rate', NumberToken>> = {};
  for (const t of tokens) {
    // "50 cents for every dollar", "phases out at 50%": the phase-out's rate.
    const label =
      (t.kind === 'money' && t.value < 1) ||
      (t.kind === 'percent' && /\bphase|\bevery dollar|\breduc/.test(text))
        ? 'rate'
        : t.kind === 'money'
          ? labelOf(text, tokens, t, PASSIVE_WORDS, AMOUNT_LABEL)
          : undefined;
    if (!label || found[label] || t.period === 'monthly') return null;
    found[label] = t;
  }
  if (!found.magi || !found.loss || !everyNumberPlaced(text, [...tokens, ...aside])) return null;
  const allowance = found.allowance?.value ?? LAW.allowance;
  const threshold = found.threshold?.value ?? LAW.threshold;
  const rate = found.rate?.value ?? LAW.rate;
  const magi = found.magi.value;
  const loss = found.loss.value;
  const reduction = Math.max(0, magi - threshold) * rate;
  const allowed = Math.max(0, allowance - reduction);
  const deductible = Math.min(loss, allowed);
  const law = (t: NumberToken | undefined) => (t ? '' : ' (the law’s figure)');
  return {
    title: 'Rental loss: the $25,000 special allowance',
    inputs: [
      `MAGI: ${formatMoney(magi)}`,
      `Rental loss: ${formatMoney(loss)} (active participation)`,
      `Special allowance: ${formatMoney(allowance)}${law(found.allowance)}`,
      `Phase-out: ${formatMoney(rate)} for every dollar of MAGI over ${formatMoney(threshold)}${law(found.threshold)}`,
    ],
    results: [
      `Reduction: (${formatMoney(magi)} − ${formatMoney(threshold)}) × ${rate} = ${formatMoney(reduction)}`,
      `Allowance left: ${formatMoney(allowance)} − ${formatMoney(Math.min(reduction, allowance))} = ${formatMoney(allowed)}`,
      `Deductible this year: **${formatMoney(deductible)}**`,
      `Suspended (carried forward): ${formatMoney(loss)} − ${formatMoney(deductible)} = **${formatMoney(loss - deductible)}**`,
    ],
    method:
      'Allowance = $25,000 − 50% of MAGI over $100,000 (gone at $150,000); the loss up to it offsets other income, the rest is suspended and carried forward until passive income or a sale frees it',
  };
};

const OFFICE_AREA = /\b(?:office|workspace|studio|room|space)\b/;
const HOUSE_AREA = /\b(?:house|home|total|whole|residence|condo|apartment)\b/;
const EXPENSE_WORDS = {
  expense:
    /\bmortgage interest\b|\binterest\b|\bproperty tax(?:es)?\b|\btax(?:es)?\b|\binsurance\b|\butilities\b|\belectric\w*|\bgas\b|\bwater\b|\brepairs?\b|\bmaintenance\b|\bhoa\b|\brent\b|\binternet\b|\bsecurity\b|\btrash\b/,
} as const;

export const homeOfficeShare: Reader = ({ text, tokens: read }) => {
  if (
    !/\boffice\b|\bbusiness use\b|\bworkspace\b/.test(text) ||
    !/\bbusiness\b|\bregular method\b|\bdeduct/.test(text)
  )
    return null;
  if (/\bsimplified\b/.test(text)) return null;
  const areas = [...text.matchAll(new RegExp(AREA.source, 'g'))].map((m) => ({
    value: Number(m[1]!.replace(/,/g, '')),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  if (areas.length !== 2) return null;
  // "my office is 300 sq ft", "a 1,600 sq ft home": the room's or the house's name on either side.
  const words = (a: Span) =>
    `${
      text
        .slice(Math.max(0, a.start - 30), a.start)
        .split(/[,.;]\s/)
        .pop() ?? ''
    } ${/^\s*[a-z]+/.exec(text.slice(a.end))?.[0] ?? ''}`;
  const office = areas.find((a) => OFFICE_AREA.test(words(a)));
  const house = areas.find((a) => a !== office && HOUSE_AREA.test(words(a)));
  if (!office || !house || !(office.value < house.value)) return null;
  const aside = setAside(text);
  const tokens = amountTokens(read, aside);
  const items: { token: NumberToken; name: string }[] = [];
  for (const t of tokens) {
    if (
      t.kind !== 'money' ||
      t.period === 'monthly' ||
      !labelOf(text, tokens, t, EXPENSE_WORDS, AMOUNT_LABEL)
    )
      return null;
    const previous = tokens.filter((o) => o.end <= t.start).at(-1);
    const name = text
      .slice(Math.max(previous?.end ?? 0, t.start - 40), t.start)
      .split(/[,:;.]\s/)
      .pop()!
      .replace(/^\s*(?:and|plus)\s+/, '')
      .trim();
    items.push({ token: t, name });
  }
  if (items.length === 0 || !everyNumberPlaced(text, [...tokens, ...aside, ...areas])) return null;
  const share = office.value / house.value;
  const total = items.reduce((sum, i) => sum + i.token.value, 0);
  return {
    title: 'Home office: business share of the house',
    inputs: [
      `Office: ${office.value.toLocaleString('en-US')} sq ft, used only for the business`,
      `House: ${house.value.toLocaleString('en-US')} sq ft`,
      ...items.map(
        (i) => `${i.name.charAt(0).toUpperCase()}${i.name.slice(1)}: ${formatMoney(i.token.value)}`,
      ),
    ],
    results: [
      `Business share: ${office.value.toLocaleString('en-US')} ÷ ${house.value.toLocaleString('en-US')} = **${formatPercent(share)}**`,
      `Expenses: ${items.map((i) => formatMoney(i.token.value)).join(' + ')} = ${formatMoney(total)}`,
      `Business share of them: ${formatMoney(total)} × ${formatPercent(share)} = **${formatMoney(total * share)}**`,
    ],
    method:
      'Regular method (Form 8829): the office’s area ÷ the home’s area, times the home’s indirect expenses; the office must be used regularly and only for the business, and the deduction cannot exceed the business’s income. Depreciation on the office’s share is recaptured when the home is sold',
  };
};

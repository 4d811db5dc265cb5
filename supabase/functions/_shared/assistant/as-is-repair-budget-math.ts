// A waived inspection's or an as-is offer's risk budget (docs/assistant.md rule 111): the repairs set
// aside, as a percent of the price or as items added ("roof 18k, HVAC 9,500"), the price plus them all
// in, the repairs as a share of the price, and, with a comparable's price, how far over or under it
// the all-in cost lands. Every amount is the price, the comparable, or a repair item named by its
// own words; anything else leaves the question asked. Part of quick-math (READERS there).
import { formatAmount, formatMoney, formatPercent, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader } from './quick-math-reading.ts';
import { labelOf, OFFER_LABEL, wordsAfter, wordsBeforeIn } from './number-labels.ts';

const AS_IS =
  /\bas[- ]is\b|\bwaiv\w* (?:the |an |our |my )?(?:home |general )?inspections?\b|\binspection waiver\b|\b(?:no|without (?:an? )?|skip(?:ping)? (?:the )?)inspection\b/;
const ASK =
  /\b(?:all[- ]in|total|in for|over|under|compare\w*|vs\.?|versus|against|budget\w*|reserve|set aside|share of|percent of|how much)\b/;
const NOT_THIS =
  /\b(?:nets?|commission|escalat\w*|appraisal gap|rent(?:al)?|arv|flip|profit|loan|mortgage|down payment|rate)\b/;

const REPAIR_ITEM =
  /\b(?:roof\w*|hvac|furnace|a\/c|ac|air condition\w*|water heater|foundation|plumbing|electrical|panel|sewer(?: line)?|septic|windows?|siding|deck|mold|radon|termites?|pest|paint\w*|floor\w*|kitchen|bath\w*|repairs?|fix\w*|work|chimney|gutters?|driveway|well|pipes?|wiring|drywall|insulation|doors?|appliances?|cushion|contingency|surprises?|unknowns?)\b/;
const LABELS = {
  comp: /\b(?:comps?|comparables?|similar (?:house|home)s?|next door|down the (?:street|block)|neighbou?r\w*|same street)\b/,
  repair: REPAIR_ITEM,
  price:
    /\b(?:price|offer(?:ed|ing)?|purchase|paying|pay|buy(?:ing)?|house|home|contract|list(?:ed|ing)?|asking|at|for)\b/,
} as const;
type Label = keyof typeof LABELS;
const ORDER: readonly Label[] = ['comp', 'repair', 'price'];
/** A repair budget's percent of the price: "3% of the price for repairs", "budget 2% for surprises". */
const PERCENT_ORDER: readonly Label[] = ['repair'];

export const asIsRepairBudget: Reader = ({ text, tokens }) => {
  if (!AS_IS.test(text) || !ASK.test(text) || NOT_THIS.test(text)) return null;
  let price: NumberToken | undefined;
  let comp: NumberToken | undefined;
  let share: NumberToken | undefined;
  const items: { label: string; token: NumberToken }[] = [];
  for (const t of tokens) {
    if ((t.kind !== 'money' && t.kind !== 'percent') || t.period !== undefined) return null;
    if (t.kind === 'percent') {
      if (share || labelOf(text, tokens, t, LABELS, OFFER_LABEL, PERCENT_ORDER) !== 'repair') return null;
      share = t;
      continue;
    }
    // A comparable is named anywhere in its clause ("a comparable sold for $510,000"), before a
    // price's words nearer the number.
    const clause = `${wordsBeforeIn(text, tokens, t)} ${wordsAfter(text, tokens, t)}`;
    const label = LABELS.comp.test(clause) ? 'comp' : labelOf(text, tokens, t, LABELS, OFFER_LABEL, ORDER);
    if (label === 'comp') {
      if (comp) return null;
      comp = t;
    } else if (label === 'repair') {
      const words = `${wordsBeforeIn(text, tokens, t)} ${wordsAfter(text, tokens, t)}`;
      items.push({ label: REPAIR_ITEM.exec(words)?.[0] ?? 'repairs', token: t });
    } else if (label === 'price' && !price) price = t;
    else return null;
  }
  if (!everyNumberPlaced(text, tokens)) return null;
  if (!price || (!share && items.length === 0) || (share && items.length > 0)) return null;
  const repairs = share ? share.value * price.value : items.reduce((s, i) => s + i.token.value, 0);
  if (repairs >= price.value) return null;
  const allIn = price.value + repairs;
  const inputs = [
    `Price: ${formatAmount(price.value)}`,
    ...(share
      ? [`Repair budget: ${formatRate(share.value)} of the price`]
      : items.map((i) => `Repair: ${i.label} ${formatAmount(i.token.value)}`)),
    ...(comp ? [`Comparable: ${formatAmount(comp.value)}`] : []),
  ];
  const results = [
    share
      ? `Repair budget: ${formatRate(share.value)} × ${formatAmount(price.value)} = **${formatMoney(repairs)}**`
      : `Repairs: ${items.map((i) => formatAmount(i.token.value)).join(' + ')} = **${formatMoney(repairs)}** (${formatPercent(repairs / price.value)} of the price)`,
    `All in: ${formatAmount(price.value)} + ${formatMoney(repairs)} = **${formatMoney(allIn)}**`,
  ];
  if (comp) {
    const gap = allIn - comp.value;
    results.push(
      Math.abs(gap) < 0.005
        ? `All in equals the comparable's ${formatAmount(comp.value)}`
        : `${gap > 0 ? 'Over' : 'Under'} the comparable's ${formatAmount(comp.value)} by **${formatMoney(Math.abs(gap))}**`,
    );
  }
  return {
    title: 'An as-is offer: price plus repairs',
    inputs,
    results,
    method:
      'All in = price + repairs' +
      (comp ? '; against the comparable = all in − its price' : '') +
      '. A repair estimate is a budget, not a finding: an inspection is what tells you what the house needs',
  };
};

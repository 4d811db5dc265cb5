// An offer's price per square foot against the comps' (docs/assistant.md rule 110): "listed at 550k,
// 2,000 sq ft, offering 3% over; comps 540k for 1,900 sf, 575k for 2,100 sf…" → the offer (list ±
// the amount or percent over or under, or the offer as given), the offer ÷ the home's size, the comps'
// average (and pooled) price per square foot, and how far the offer sits above or below it. Reads the
// comps as comps-average-math.ts does (price and size side by side); every number must be placed.
import { COMP_NAMES, pairedComps, perFootSummary, sizesAndPrices } from './comps-average-math.ts';
import { formatMoney, formatNumber, formatPercent, formatRate } from './format.ts';
import { tokenizeNumbers } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader, type Span } from './quick-math-reading.ts';

const COMPS = /\bcomps?\b|\bcomparables?\b|\bsold\b|\brecent sales\b/;
const LIST_BEFORE = /\b(?:list(?:ed|ing)?(?: price)?|asking(?: price)?)(?: (?:is|was|at|of|for))*:?\s*$/;
const OFFER_BEFORE = /\boffer(?:ing|ed)?(?: (?:is|was|of|at|:))*\s*$/;
const STEP_AFTER =
  /^\s*(?:over|above|under|below)\b(?:\s+(?:the\s+)?(?:list(?:ing)?|asking|ask)(?:\s+price)?)?/;
const UNDER = /^\s*(?:under|below)\b/;
const SUBJECT_BEFORE =
  /\b(?:subject|(?:the|this|my|our) (?:house|home|place|one|condo)|it(?:'s| is)|house is|home is)\b[^$\d]{0,12}$/;

const spansOf = (text: string, re: RegExp) =>
  [...text.matchAll(re)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));

export const offerPerFootAgainstComps: Reader = ({ text }) => {
  if (
    !/\boffer\w*|\bbid\w*|\bover (?:list|asking)\b|\bunder (?:list|asking)\b/.test(text) ||
    !COMPS.test(text)
  )
    return null;
  if (
    !/\bper (?:sq|square|foot)|\/\s?(?:sq|sf)|\bpsf\b|\bppsf\b|\bsquare f(?:oo|ee)t\b|\bsq\.? ?ft\b|\bsf\b/.test(
      text,
    )
  )
    return null;
  const { areas, prices } = sizesAndPrices(text);
  const tokens = tokenizeNumbers(text);
  const stepTokens = tokens.filter(
    (t) => (t.kind === 'percent' || t.kind === 'money') && STEP_AFTER.test(text.slice(t.end, t.end + 30)),
  );
  if (stepTokens.length > 1) return null;
  const step = stepTokens[0];
  const pricesLeft = prices.filter((p) => !step || p.end <= step.start || p.start >= step.end);
  const list = pricesLeft.filter((p) => LIST_BEFORE.test(text.slice(Math.max(0, p.start - 30), p.start)));
  const offered = pricesLeft.filter((p) => OFFER_BEFORE.test(text.slice(Math.max(0, p.start - 30), p.start)));
  // Either the list and a step over or under it, or the offer as given; never both, never neither.
  if (step ? list.length !== 1 || offered.length !== 0 : offered.length !== 1 || list.length > 1) return null;
  const base = step ? list[0]! : offered[0]!;
  const listShown = !step && list.length === 1 ? list[0]! : null;
  // The home's size: named as the subject, or written right beside the list price or the offer.
  const beside = (a: Span) =>
    /^[\s,]*(?:and|with|for|at|on|on a|on the|for a|for the)?\s*$/.test(
      text.slice(Math.min(a.end, base.end), Math.max(a.start, base.start)),
    );
  const subjects = areas.filter(
    (a) => SUBJECT_BEFORE.test(text.slice(Math.max(0, a.start - 30), a.start)) || beside(a),
  );
  if (subjects.length !== 1) return null;
  const subject = subjects[0]!;
  const compPrices = pricesLeft.filter((p) => p !== base && p !== listShown);
  const comps = pairedComps(
    areas.filter((a) => a !== subject),
    compPrices,
  );
  if (!comps || comps.length > 5) return null;
  const placed: Span[] = [...areas, ...prices, ...spansOf(text, COMP_NAMES), ...(step ? [step] : [])];
  if (!everyNumberPlaced(text, placed)) return null;
  let offer = base.value;
  let stepLine = '';
  if (step) {
    const delta = step.kind === 'percent' ? step.value * base.value : step.value;
    if (delta >= base.value * 0.5) return null;
    const sign = UNDER.test(text.slice(step.end, step.end + 12)) ? -1 : 1;
    offer = base.value + sign * delta;
    stepLine = `Offer: ${step.kind === 'percent' ? formatRate(step.value) : formatMoney(step.value)} ${sign > 0 ? 'over' : 'under'} list = ${formatMoney(offer)}`;
  }
  const size = subject.value;
  const offerPerFoot = offer / size;
  const { perFoot, average } = perFootSummary(comps);
  const pooled = comps.reduce((s, c) => s + c.price, 0) / comps.reduce((s, c) => s + c.size, 0);
  const diff = offerPerFoot - average;
  return {
    title: 'Your offer per square foot against the comps',
    inputs: [
      ...(step ? [`List price: ${formatMoney(base.value)}`, stepLine] : [`Offer: ${formatMoney(offer)}`]),
      ...(listShown ? [`List price: ${formatMoney(listShown.value)}`] : []),
      `Your home: ${formatNumber(size, 0)} sq ft`,
      ...comps.map(
        (c, i) =>
          `Comp ${i + 1}: ${formatMoney(c.price)} ÷ ${formatNumber(c.size, 0)} sq ft = ${formatMoney(c.perFoot)}/sq ft`,
      ),
    ],
    results: [
      `Your offer: ${formatMoney(offer)} ÷ ${formatNumber(size, 0)} sq ft = **${formatMoney(offerPerFoot)}/sq ft**`,
      `Comps' average: **${formatMoney(average)}/sq ft** (range ${formatMoney(perFoot[0]!)}–${formatMoney(perFoot.at(-1)!)}; total price ÷ total sq ft ${formatMoney(pooled)})`,
      `Your offer is **${formatMoney(Math.abs(diff))}/sq ft ${diff >= 0 ? 'above' : 'below'}** the comps' average (${formatPercent(Math.abs(diff) / average)})`,
      `At the comps' average your home would be ${formatMoney(average * size)}`,
    ],
    method:
      "Offer ÷ your sq ft against the average of each comp's price ÷ its sq ft; adjust for condition, lot and how recent each sale is",
  };
};

export const OFFER_PER_FOOT_READERS: readonly Reader[] = [offerPerFootAgainstComps];

// A construction project's budget (docs/assistant.md rule 64): square feet × the hard cost per foot,
// soft costs (design, permits, financing) as a share of the hard costs or in dollars, and the lot →
// the total project cost and the cost per square foot all in. Part of quick-math (READERS there);
// every number must be placed or it does not fire.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import {
  AMOUNT,
  AREA,
  PCT,
  PER_AREA,
  amountsAt,
  everyNumberPlaced,
  num,
  type Reader,
  type Span,
} from './quick-math-reading.ts';

const BUILD =
  /\b(?:hard|soft) costs?\b|\bconstruction\b|\bbuild(?:ing|s)?\b|\bground[- ]up\b|\bnew build\b|\bproject cost\b/;
const LAND = /\b(?:land|lot|site|dirt|parcel)\b/;
const SOFT = /\bsoft\b/;

const spansOf = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((m) => ({
    value: num(m[1]!) * (m[2] === 'k' ? 1000 : 1),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));

const constructionBudget: Reader = ({ text }) => {
  if (!BUILD.test(text) || !/\btotal\b|\ball[- ]in\b|\bbudget\b|\bproject\b|\bcost\b/.test(text)) return null;
  const areas = spansOf(text, AREA);
  const rates = spansOf(text, PER_AREA);
  if (areas.length !== 1 || rates.length !== 1) return null;
  const inAny = (a: Span, spans: Span[]) => spans.some((s) => a.start < s.end && a.end > s.start);
  const shares = amountsAt(text, new RegExp(PCT), true);
  const amounts = amountsAt(text, new RegExp(AMOUNT)).filter(
    (a) => !inAny(a, [...areas, ...rates, ...shares]),
  );
  const clause = (a: Span) =>
    `${text
      .slice(Math.max(0, a.start - 30), a.start)
      .split(/[,;]\s|\.\s|\bplus\b|\band\b/)
      .pop()} ${text.slice(a.end, a.end + 25).split(/[,;]\s|\.\s|\bplus\b|\band\b/)[0]}`;
  const softShares = shares.filter((s) => SOFT.test(clause(s)));
  const softAmounts = amounts.filter((a) => SOFT.test(clause(a)));
  const lands = amounts.filter((a) => LAND.test(clause(a)) && !SOFT.test(clause(a)));
  if (softShares.length !== shares.length || softShares.length + softAmounts.length > 1) return null;
  if (lands.length > 1 || lands.length + softAmounts.length !== amounts.length) return null;
  if (!everyNumberPlaced(text, [...areas, ...rates, ...shares, ...amounts])) return null;
  const area = areas[0]!.value;
  const rate = rates[0]!.value;
  if (!(area >= 100 && rate >= 20 && rate < 5000)) return null;
  const hard = area * rate;
  const softShare = softShares[0]?.value;
  const soft = softShare !== undefined ? hard * softShare : (softAmounts[0]?.value ?? 0);
  const land = lands[0]?.value ?? 0;
  const total = hard + soft + land;
  return {
    title: 'Construction budget',
    inputs: [
      `Building: ${formatNumber(area, 0)} sq ft at ${formatMoney(rate)}/sq ft hard cost`,
      ...(softShare !== undefined
        ? [`Soft costs: ${formatPercent(softShare, 1)} of the hard costs`]
        : softAmounts.length
          ? [`Soft costs: ${formatMoney(soft)}`]
          : []),
      ...(lands.length ? [`Lot: ${formatMoney(land)}`] : []),
    ],
    results: [
      `Hard costs: ${formatMoney(hard)} (${formatNumber(area, 0)} × ${formatMoney(rate)})`,
      ...(softShare !== undefined || softAmounts.length ? [`Soft costs: ${formatMoney(soft)}`] : []),
      ...(lands.length ? [`Lot: ${formatMoney(land)}`] : []),
      `Total project cost: **${formatMoney(total)}**`,
      `All in per sq ft: **${formatMoney(total / area)}** (${formatMoney(total)} ÷ ${formatNumber(area, 0)})`,
    ],
    method:
      'Hard costs = sq ft × cost per sq ft; soft costs as a share of the hard costs; total = hard + soft + lot; before a contingency and financing costs unless included',
  };
};

export const CONSTRUCTION_BUDGET_READERS: readonly Reader[] = [constructionBudget];

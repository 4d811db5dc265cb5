// A city apartment's renovation by the square foot (docs/assistant.md rule 104): "gut renovating a 900
// square foot prewar apartment at about $275 per sq ft, with a 10% contingency on top: base cost and
// total?". Part of quick-math (READERS there); every number must be placed.
import { formatAmount, formatMoney, formatNumber, formatRate } from './format.ts';
import { AREA, everyNumberPlaced, num, PER_AREA, type Reader, type Span } from './quick-math-reading.ts';

const RENOVATION = /\b(?:gut|renovat\w*|remodel\w*|rehab\w*|redo(?:ing)?|overhaul\w*|refurbish\w*|reno)\b/i;

/** Base = square feet × cost a square foot; contingency = base × percent; total = base + contingency. */
export const renovationBySize: Reader = ({ text, tokens }) => {
  if (!RENOVATION.test(text)) return null;
  if (/\b(?:rent|lease|noi|cap rate|loan|mortgage|value|arv|sell|sale)\b/i.test(text)) return null;
  const areas = [...text.matchAll(AREA)];
  const rates = [...text.matchAll(PER_AREA)];
  if (areas.length !== 1 || rates.length !== 1) return null;
  const area = num(areas[0]![1]!);
  const rate = num(rates[0]![1]!) * (rates[0]![2] ? 1000 : 1);
  if (!(area >= 50 && area <= 20_000 && rate > 0 && rate < 2_000)) return null;
  const pcts = tokens.filter((t) => t.kind === 'percent');
  if (pcts.length > 1) return null;
  const contingency = pcts[0];
  if (
    contingency &&
    !/\bcontingenc|buffer|cushion|overrun|padding|extra\b/i.test(
      text.slice(Math.max(0, contingency.start - 20), contingency.end + 30),
    )
  )
    return null;
  const spans: Span[] = [
    { start: areas[0]!.index, end: areas[0]!.index + areas[0]![0].length },
    { start: rates[0]!.index, end: rates[0]!.index + rates[0]![0].length },
    ...(contingency ? [contingency] : []),
  ];
  if (!everyNumberPlaced(text, spans)) return null;
  const base = area * rate;
  const extra = contingency ? base * contingency.value : 0;
  return {
    title: 'Renovation cost by the square foot',
    inputs: [
      `Area: ${formatNumber(area)} sq ft`,
      `Cost: ${formatAmount(rate)} a sq ft`,
      ...(contingency ? [`Contingency: ${formatRate(contingency.value)}`] : []),
    ],
    results: [
      `Base cost: **${formatMoney(base)}** (${formatNumber(area)} × ${formatAmount(rate)})`,
      ...(contingency
        ? [
            `Contingency: ${formatMoney(extra)} (${formatRate(contingency.value)} of the base)`,
            `Total with contingency: **${formatMoney(base + extra)}**`,
          ]
        : []),
    ],
    method: 'Base = square feet × cost a square foot; total = base × (1 + contingency)',
  };
};

export const RENOVATION_COST_READERS: readonly Reader[] = [renovationBySize];

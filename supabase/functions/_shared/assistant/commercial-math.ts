// Commercial-lease arithmetic with every number stated: a tenant's pro-rata share of shared costs
// (CAM, taxes, insurance) from its space and the building's. Part of quick-math (READERS there).
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { AREA, money, num, percents, yearly, type Reader } from './quick-math-reading.ts';

/** "my space is 3,000 sq ft in a 40,000 sf center, CAM budget 180k, split pro rata": share and cost. */
const proRataShare: Reader = ({ text, tokens }) => {
  if (
    !/\b(?:cam|common[- ]area|pro[- ]?rata|pass[- ]?throughs?|share of (?:the )?(?:taxes|insurance|expenses|costs|cam|opex))\b/.test(
      text,
    )
  )
    return null;
  const areas = [...text.matchAll(AREA)].map((m) => ({ value: num(m[1] as string), start: m.index ?? 0 }));
  if (areas.length !== 2) return null;
  const [space, building] = [...areas].sort((a, b) => a.value - b.value) as [
    (typeof areas)[number],
    (typeof areas)[number],
  ];
  if (!(space.value > 0 && building.value > space.value)) return null;
  // The shared cost: the one money amount that is not one of the areas.
  const costs = money(tokens).filter(
    (t) => !areas.some((a) => t.start >= a.start && t.start < a.start + 3) && t.value >= 100,
  );
  if (costs.length !== 1 || percents(tokens).length > 0) return null;
  const total = yearly(costs[0]!);
  const share = space.value / building.value;
  return {
    title: 'Pro-rata share of shared costs',
    inputs: [
      `Your space: ${formatNumber(space.value, 0)} sq ft`,
      `Building: ${formatNumber(building.value, 0)} sq ft`,
      `Shared costs: ${formatMoney(total)} a year`,
    ],
    results: [
      `Your share: **${formatPercent(share)}** (${formatNumber(space.value, 0)} ÷ ${formatNumber(building.value, 0)} sq ft)`,
      `Your cost: **${formatMoney(total * share)}** a year (${formatMoney((total * share) / 12)} a month, ${formatMoney(total / building.value)} per sq ft)`,
    ],
    method: 'Share = your sq ft ÷ building sq ft; your cost = share × the year’s shared costs',
  };
};

export const COMMERCIAL_READERS: readonly Reader[] = [proRataShare];

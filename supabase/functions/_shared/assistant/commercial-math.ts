// Commercial-lease arithmetic with every number stated: a tenant's pro-rata share of shared costs
// (CAM, taxes, insurance) from its space and the building's. Part of quick-math (READERS there).
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { resultOf } from './calculation-cards.ts';
import { proRataInputs } from './cards-commercial.ts';
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
  // "48,000 sf total, my space is 3,600": a size said once, the other in the same unit without it.
  if (areas.length === 1) {
    const bare = tokens.filter(
      (t) =>
        (t.kind === 'plain' || (t.kind === 'money' && !t.raw.includes('$') && !t.period)) &&
        t.value >= 100 &&
        t.value < areas[0]!.value &&
        /\b(?:space|suite|unit|premises|store|shop|we (?:lease|rent|occupy|have)|(?:my|our) (?:space|suite|unit|store|shop))\b[^.;,\d]{0,15}$/.test(
          text.slice(Math.max(0, t.start - 30), t.start),
        ),
    );
    if (bare.length === 1) areas.push({ value: bare[0]!.value, start: bare[0]!.start });
  }
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
  // "the LL adds a 10% admin fee on top of our CAM share": a landlord's fee on the share, the one
  // percentage allowed; any other percentage (a cap, a gross-up) is another question.
  const fees = percents(tokens).filter((t) =>
    /\b(?:admin\w*|administrative|management|overhead|mark[- ]?up|fee)\b/.test(
      `${text.slice(Math.max(0, t.start - 20), t.start)} ${text.slice(t.end, t.end + 25)}`,
    ),
  );
  if (costs.length !== 1 || percents(tokens).length !== fees.length || fees.length > 1) return null;
  const fee = fees[0]?.value;
  const total = yearly(costs[0]!);
  const share = space.value / building.value;
  return {
    title: 'Pro-rata share of shared costs',
    inputs: [
      `Your space: ${formatNumber(space.value, 0)} sq ft`,
      `Building: ${formatNumber(building.value, 0)} sq ft`,
      `Shared costs: ${formatMoney(total)} a year`,
      ...(fee !== undefined ? [`Landlord's admin fee: ${formatPercent(fee)} on your share`] : []),
    ],
    results: [
      `Your share: **${formatPercent(share)}** (${formatNumber(space.value, 0)} ÷ ${formatNumber(building.value, 0)} sq ft)`,
      `Your cost: **${formatMoney(total * share)}** a year (${formatMoney((total * share) / 12)} a month, ${formatMoney(total / building.value)} per sq ft)`,
      ...(fee !== undefined
        ? [
            `With the ${formatPercent(fee)} admin fee on your share: **${formatMoney(total * share * (1 + fee))}** a year (${formatMoney((total * share * (1 + fee)) / 12)} a month)`,
          ]
        : []),
    ],
    method: 'Share = your sq ft ÷ building sq ft; your cost = share × the year’s shared costs',
    calculation: resultOf(
      'pro-rata-share',
      proRataInputs({ spaceSqft: space.value, buildingSqft: building.value, annualSharedCosts: total }),
    ),
  };
};

/**
 * "what would the NOI need to be for a $3M value at a 6.5 cap": the NOI a value needs at a cap rate
 * (value × cap rate); the amount is the value, never the NOI.
 */
const noiForValue: Reader = ({ text, tokens }) => {
  if (
    !/\b(?:noi|net operating income)\b[^.?!]{0,30}\b(?:need|needs|needed|required|have to|must)\b|\b(?:what|how much|which) (?:noi|net operating income)\b[^.?!]{0,30}\b(?:justif\w*|support\w*|get|reach|hit|for)\b|\b(?:required|needed|minimum|break[- ]?even) (?:noi|net operating income)\b/.test(
      text,
    )
  )
    return null;
  const values = money(tokens).filter((t) => t.value >= 50_000 && !t.period);
  const cap =
    /\b(\d{1,2}(?:\.\d+)?)\s*%?\s*cap\b|\bcap(?:\s+rate)?(?:\s+(?:of|at|is))?\s+(\d{1,2}(?:\.\d+)?)\s*%?/.exec(
      text,
    );
  const capRate = cap ? Number(cap[1] ?? cap[2]) / 100 : undefined;
  const others = tokens.filter(
    (t) =>
      !values.includes(t) &&
      t.kind !== 'plain' &&
      !(cap && t.start >= cap.index && t.start < cap.index + cap[0].length),
  );
  if (values.length !== 1 || !capRate || !(capRate > 0.01 && capRate < 0.2) || others.length > 0) return null;
  const value = values[0]!.value;
  return {
    title: 'NOI needed for a value at a cap rate',
    inputs: [`Value: ${formatMoney(value)}`, `Cap rate: ${formatPercent(capRate)}`],
    results: [
      `NOI needed: **${formatMoney(value * capRate)}** a year (${formatMoney((value * capRate) / 12)} a month)`,
    ],
    method: `NOI = value × cap rate = ${formatMoney(value)} × ${formatPercent(capRate)}`,
  };
};

export const COMMERCIAL_READERS: readonly Reader[] = [proRataShare, noiForValue];

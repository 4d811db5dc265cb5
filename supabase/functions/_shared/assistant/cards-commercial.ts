// The card for a commercial lease's shared costs (issue 22 §1–2): a tenant's pro-rata share of CAM,
// taxes and insurance (commercial-math.ts states every figure; the card lets the user move them).
import type { CalculationInput } from '../calculation-result.ts';
import { asInput, inputsFromSpecs, out, type CardCalculator } from './card-kit.ts';

export interface ProRataInput {
  spaceSqft: number;
  buildingSqft: number;
  annualSharedCosts: number;
}

export function proRataShare({ spaceSqft, buildingSqft, annualSharedCosts }: ProRataInput) {
  const share = buildingSqft > 0 ? spaceSqft / buildingSqft : 0;
  return {
    share,
    annualCost: annualSharedCosts * share,
    perSqft: buildingSqft > 0 ? annualSharedCosts / buildingSqft : 0,
  };
}

export const proRataInputs = (input: ProRataInput): CalculationInput[] =>
  inputsFromSpecs(input, [
    { key: 'spaceSqft', label: 'Your space', unit: 'sqft', fallback: 0 },
    { key: 'buildingSqft', label: 'Building', unit: 'sqft', fallback: 0 },
    {
      key: 'annualSharedCosts',
      label: 'Shared costs (CAM, taxes, insurance)',
      unit: 'usd/year',
      fallback: 0,
    },
  ]);

const proRata: CardCalculator = {
  title: 'Pro-rata share of shared costs',
  formulas: ['Share: your sq ft ÷ building sq ft', 'Your cost: share × the year’s shared costs'],
  compute(values) {
    const r = proRataShare(asInput<ProRataInput>(values));
    return [
      out('annualCost', 'Your cost', r.annualCost, 'usd/year', true),
      out('monthlyCost', 'Your cost a month', r.annualCost / 12, 'usd/month'),
      out('share', 'Your share', r.share, 'rate'),
      out('perSqft', 'Shared costs per sq ft a year', r.perSqft, 'usd'),
    ];
  },
};

export const COMMERCIAL_CARDS: Readonly<Record<string, CardCalculator>> = { 'pro-rata-share': proRata };

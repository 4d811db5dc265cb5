// What every calculation card definition shares (issue 22 §1–2): the card's values, the calculator
// behind a card, one output, and the input fields built from a calculator request (each field as the
// question gave it, or the calculator's own fallback, marked). The cards themselves live by area in
// calculation-cards.ts (payments), cards-loans.ts, cards-investment.ts, cards-buying-selling.ts and
// cards-commercial.ts.
import type {
  CalculationInput,
  CalculationOutput,
  CalculationUnit,
  InputSource,
} from '../calculation-result.ts';
import { DEFAULTS } from './calculators.ts';

/** Input values by key, as the card holds them (rates as fractions, money in dollars). */
export type CalculationValues = Readonly<Record<string, number>>;

export interface CardCalculator {
  title: string;
  formulas: string[];
  /** The outputs for these inputs; the keys are those of the result's inputs. */
  compute(values: CalculationValues): CalculationOutput[];
}

/** One output of a card. */
export const out = (
  key: string,
  label: string,
  value: number,
  unit: CalculationUnit,
  primary = false,
): CalculationOutput => ({ key, label, value, unit, ...(primary ? { primary } : {}) });

export interface FieldSpec<I> {
  key: keyof I & string;
  label: string;
  unit: CalculationUnit;
  /** The calculator's value when the question gives none. */
  fallback: number;
  /** Left out, the assistant assumed a value the question usually gives (else it is a default). */
  assumed?: boolean;
}

/** The card's inputs for a request: each field as given, or the calculator's own fallback, marked. */
export function inputsFromSpecs<I extends object>(
  input: I,
  specs: readonly FieldSpec<I>[],
): CalculationInput[] {
  return specs.map((spec) => {
    const given = (input as Record<string, unknown>)[spec.key];
    const source: InputSource = typeof given === 'number' ? 'you said' : spec.assumed ? 'assumed' : 'default';
    return {
      key: spec.key,
      label: spec.label,
      value: typeof given === 'number' ? given : spec.fallback,
      unit: spec.unit,
      source,
    };
  });
}

/** A field for a value the question gave, when it gave it (nothing otherwise). */
export const ifGiven = <I>(input: I, spec: FieldSpec<I>): FieldSpec<I>[] =>
  typeof (input as Record<string, unknown>)[spec.key] === 'number' ? [spec] : [];

/**
 * The card's values as the calculator's input: the card's keys are the calculator's field names, and a
 * field the card has no entry for is left to the calculator (it derives it, as it did for the answer).
 */
export const asInput = <I>(values: CalculationValues): I => ({ ...values }) as unknown as I;

/** Property tax and homeowners insurance as yearly rates of the price, the calculators' defaults. */
export const TAX_OF_PRICE = {
  key: 'propertyTaxRate',
  label: 'Property tax (of the price a year)',
  unit: 'rate',
  fallback: DEFAULTS.propertyTaxRate,
} as const;
export const INSURANCE_OF_PRICE = {
  key: 'insuranceRate',
  label: 'Homeowners insurance (of the price a year)',
  unit: 'rate',
  fallback: DEFAULTS.insuranceRate,
} as const;

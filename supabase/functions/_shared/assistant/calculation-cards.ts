// A calculator's answer as a structured result (issue 22 §1) and the one way to compute it again from
// changed inputs (§2). The server builds the result from the calculator request it answered; the app
// imports this same module to recompute a card when a field changes, in the browser, offline: what the
// card shows is what the server's calculator gives for those inputs, by construction.
//
// Pure and small on purpose (it loads with the first card): it imports the calculators and types only,
// never the readers that parse questions.
import type { CalculationInput, CalculationOutput, CalculationResult } from '../calculation-result.ts';
import type { CalculatorRequest } from './calculator-inputs.ts';
import { calculateMortgage, DEFAULTS, type MortgageInput } from './calculators.ts';

/** Input values by key, as the card holds them (rates as fractions, money in dollars). */
export type CalculationValues = Readonly<Record<string, number>>;

interface CardCalculator {
  title: string;
  formulas: string[];
  /** The outputs for these inputs; the keys are those of the result's inputs. */
  compute(values: CalculationValues): CalculationOutput[];
}

// ---------------------------------------------------------------------------------------------------
// Mortgage payment

const MORTGAGE_OPTIONAL = [
  'propertyTaxRate',
  'annualPropertyTax',
  'insuranceRate',
  'annualInsurance',
  'monthlyHoa',
  'pmiRate',
] as const;

const ESCROW_KEYS = ['propertyTaxRate', 'annualPropertyTax', 'insuranceRate', 'annualInsurance'] as const;

/** The calculator's input for the card's values: a price and down payment, or a loan amount. */
export function mortgageInputOf(values: CalculationValues): MortgageInput {
  const price = values.homePrice;
  const input: MortgageInput = {
    loanAmount:
      price !== undefined
        ? Math.max(0, price - (values.downPayment ?? 0))
        : Math.max(0, values.loanAmount ?? 0),
    annualRate: values.annualRate ?? 0,
    ...(values.termYears !== undefined ? { termYears: values.termYears } : {}),
    ...(price !== undefined ? { homePrice: price } : {}),
  };
  for (const key of MORTGAGE_OPTIONAL) if (values[key] !== undefined) input[key] = values[key];
  // Tax and insurance are in the payment exactly when the card has fields for them (a model's tool
  // call may leave them out although it gave a price).
  input.includeEscrow = ESCROW_KEYS.some((key) => values[key] !== undefined);
  return input;
}

const mortgage: CardCalculator = {
  title: 'Mortgage payment',
  formulas: [
    'Amortized payment: M = P·r ÷ (1 − (1 + r)^−n), r = yearly rate ÷ 12, n = years × 12',
    'Property tax and insurance: yearly rate × price ÷ 12 (or the yearly amount ÷ 12)',
    'PMI: yearly rate × loan ÷ 12 while the loan is over 80% of the price',
    'Total interest: M × n − P',
  ],
  compute(values) {
    const r = calculateMortgage(mortgageInputOf(values));
    const outputs: CalculationOutput[] = [
      {
        key: 'monthlyTotal',
        label: 'Monthly payment',
        value: r.monthlyTotal,
        unit: 'usd/month',
        primary: true,
      },
      {
        key: 'monthlyPrincipalAndInterest',
        label: 'Principal & interest',
        value: r.monthlyPrincipalAndInterest,
        unit: 'usd/month',
      },
    ];
    if (r.escrowIncluded) {
      outputs.push({
        key: 'monthlyPropertyTax',
        label: 'Property tax',
        value: r.monthlyPropertyTax,
        unit: 'usd/month',
      });
      outputs.push({
        key: 'monthlyInsurance',
        label: 'Homeowners insurance',
        value: r.monthlyInsurance,
        unit: 'usd/month',
      });
    }
    if (r.monthlyPmi > 0)
      outputs.push({ key: 'monthlyPmi', label: 'PMI', value: r.monthlyPmi, unit: 'usd/month' });
    if (r.monthlyHoa > 0)
      outputs.push({ key: 'monthlyHoa', label: 'HOA dues', value: r.monthlyHoa, unit: 'usd/month' });
    if (r.homePrice !== undefined)
      outputs.push({ key: 'loanAmount', label: 'Loan amount', value: r.loanAmount, unit: 'usd' });
    outputs.push({
      key: 'totalInterest',
      label: 'Total interest over the term',
      value: r.totalInterest,
      unit: 'usd',
    });
    if (r.monthlyPmi > 0)
      outputs.push({ key: 'pmiMonths', label: 'PMI until', value: r.pmiMonths, unit: 'months' });
    return outputs;
  },
};

/** The note calculator-inputs.ts adds when it took the usual 20% down payment. */
const ASSUMED_DOWN_PAYMENT = /^Down payment: .* of the price \(assumed\)\.$/;

/**
 * The card's inputs for a mortgage request: what the request has is what the question (or the model's
 * tool call) gave; what it lacks gets the calculator's default, marked as such.
 */
export function mortgageInputs(input: MortgageInput, notes: readonly string[] = []): CalculationInput[] {
  const given = (key: keyof MortgageInput) => input[key] !== undefined;
  const said = (key: keyof MortgageInput) => (given(key) ? 'you said' : 'default');
  const r = calculateMortgage(input);
  const price = input.homePrice;
  const base = price !== undefined ? 'price' : 'loan';
  const inputs: CalculationInput[] = [];
  if (price !== undefined) {
    inputs.push({ key: 'homePrice', label: 'Home price', value: price, unit: 'usd', source: 'you said' });
    inputs.push({
      key: 'downPayment',
      label: 'Down payment',
      value: Math.max(0, price - input.loanAmount),
      unit: 'usd',
      source: notes.some((n) => ASSUMED_DOWN_PAYMENT.test(n)) ? 'assumed' : 'you said',
    });
  } else {
    inputs.push({
      key: 'loanAmount',
      label: 'Loan amount',
      value: input.loanAmount,
      unit: 'usd',
      source: 'you said',
    });
  }
  inputs.push({
    key: 'annualRate',
    label: 'Interest rate',
    value: input.annualRate,
    unit: 'rate',
    source: 'you said',
  });
  inputs.push({
    key: 'termYears',
    label: 'Term',
    value: r.termYears,
    unit: 'years',
    source: said('termYears'),
  });
  if (r.escrowIncluded) {
    inputs.push(
      given('annualPropertyTax')
        ? {
            key: 'annualPropertyTax',
            label: 'Property tax',
            value: input.annualPropertyTax!,
            unit: 'usd/year',
            source: 'you said',
          }
        : {
            key: 'propertyTaxRate',
            label: `Property tax (of the ${base} a year)`,
            value: input.propertyTaxRate ?? DEFAULTS.propertyTaxRate,
            unit: 'rate',
            source: said('propertyTaxRate'),
          },
    );
    inputs.push(
      given('annualInsurance')
        ? {
            key: 'annualInsurance',
            label: 'Homeowners insurance',
            value: input.annualInsurance!,
            unit: 'usd/year',
            source: 'you said',
          }
        : {
            key: 'insuranceRate',
            label: `Homeowners insurance (of the ${base} a year)`,
            value: input.insuranceRate ?? DEFAULTS.insuranceRate,
            unit: 'rate',
            source: said('insuranceRate'),
          },
    );
  }
  inputs.push({
    key: 'monthlyHoa',
    label: 'HOA dues',
    value: r.monthlyHoa,
    unit: 'usd/month',
    source: said('monthlyHoa'),
  });
  if (price !== undefined)
    inputs.push({
      key: 'pmiRate',
      label: 'PMI (of the loan a year, under 20% down)',
      value: input.pmiRate ?? DEFAULTS.pmiRate,
      unit: 'rate',
      source: said('pmiRate'),
    });
  return inputs;
}

// ---------------------------------------------------------------------------------------------------

const CALCULATORS: Readonly<Record<string, CardCalculator>> = { mortgage };

/** Whether the app can recompute results of this calculator. */
export function canRecompute(calculator: string): boolean {
  return Object.hasOwn(CALCULATORS, calculator);
}

/** A result from inputs: the calculator's outputs for their values. */
export function resultOf(calculator: string, inputs: CalculationInput[]): CalculationResult {
  const card = CALCULATORS[calculator]!;
  return {
    calculator,
    title: card.title,
    inputs,
    outputs: card.compute(valuesOf(inputs)),
    formulas: card.formulas,
  };
}

export function valuesOf(inputs: readonly CalculationInput[]): Record<string, number> {
  return Object.fromEntries(inputs.map((i) => [i.key, i.value]));
}

/** The outputs for changed input values (the card's recompute), or null for an unknown calculator. */
export function recompute(calculator: string, values: CalculationValues): CalculationOutput[] | null {
  return canRecompute(calculator) ? CALCULATORS[calculator]!.compute(values) : null;
}

/** The structured result of a request the local analyst answered, or null when it has no card yet. */
export function calculationOf(request: CalculatorRequest): CalculationResult | null {
  switch (request.calculator) {
    case 'mortgage':
      return resultOf('mortgage', mortgageInputs(request.input, request.notes));
    default:
      return null;
  }
}

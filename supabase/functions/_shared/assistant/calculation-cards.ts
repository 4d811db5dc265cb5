// A calculator's answer as a structured result (issue 22 §1) and the one way to compute it again from
// changed inputs (§2). The server builds the result from the calculator request it answered; the app
// imports this same module to recompute a card when a field changes, in the browser, offline: what the
// card shows is what the server's calculator gives for those inputs, by construction.
//
// Pure and small on purpose (it loads with the first card): it imports the calculators and types only,
// never the readers that parse questions.
import type { CalculationInput, CalculationOutput, CalculationResult } from '../calculation-result.ts';
import {
  INSURANCE_OF_PRICE,
  inputsFromSpecs,
  out,
  TAX_OF_PRICE,
  type CalculationValues,
  type CardCalculator,
  type FieldSpec,
} from './card-kit.ts';
export type { CalculationValues } from './card-kit.ts';
import type { CalculatorRequest } from './calculator-inputs.ts';
import type { DealRequest } from './deal-intents.ts';
import {
  BUYING_SELLING_CARDS,
  closingCostInputs,
  rentVsBuyInputs,
  sellerNetInputs,
  propertyTaxInputs,
} from './cards-buying-selling.ts';
import {
  brrrrInputs,
  capValueInputs,
  cashOnCashInputs,
  depreciationCalculator,
  depreciationInputs,
  dscrInputs,
  dscrLoanInputs,
  INVESTMENT_CARDS,
  rentalInputs,
} from './cards-investment.ts';
import { COMMERCIAL_CARDS } from './cards-commercial.ts';
import { armVsFixedInputs, LOAN_CARDS, pmiInputs, pointsInputs } from './cards-loans.ts';
import {
  calculateAffordability,
  calculateMortgage,
  calculateRefinance,
  DEFAULTS,
  type AffordabilityInput,
  type MortgageInput,
  type RefinanceInput,
} from './calculators.ts';

// ---------------------------------------------------------------------------------------------------
// Mortgage payment

const MORTGAGE_OPTIONAL = [
  'propertyTaxRate',
  'annualPropertyTax',
  'insuranceRate',
  'annualInsurance',
  'monthlyHoa',
  'pmiRate',
  'monthlyPmiAmount',
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
      out('monthlyTotal', 'Monthly payment', r.monthlyTotal, 'usd/month', true),
      out('monthlyPrincipalAndInterest', 'Principal & interest', r.monthlyPrincipalAndInterest, 'usd/month'),
    ];
    if (r.escrowIncluded) {
      outputs.push(out('monthlyPropertyTax', 'Property tax', r.monthlyPropertyTax, 'usd/month'));
      outputs.push(out('monthlyInsurance', 'Homeowners insurance', r.monthlyInsurance, 'usd/month'));
    }
    if (r.monthlyPmi > 0) outputs.push(out('monthlyPmi', 'PMI', r.monthlyPmi, 'usd/month'));
    if (r.monthlyHoa > 0) outputs.push(out('monthlyHoa', 'HOA dues', r.monthlyHoa, 'usd/month'));
    if (r.homePrice !== undefined) outputs.push(out('loanAmount', 'Loan amount', r.loanAmount, 'usd'));
    outputs.push(out('totalInterest', 'Total interest over the term', r.totalInterest, 'usd'));
    if (r.monthlyPmi > 0) outputs.push(out('pmiMonths', 'PMI until', r.pmiMonths, 'months'));
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
  const price = input.homePrice;
  const base = price !== undefined ? 'price' : 'loan';
  const amount: CalculationInput[] =
    price !== undefined
      ? [
          { key: 'homePrice', label: 'Home price', value: price, unit: 'usd', source: 'you said' },
          {
            key: 'downPayment',
            label: 'Down payment',
            value: Math.max(0, price - input.loanAmount),
            unit: 'usd',
            source: notes.some((n) => ASSUMED_DOWN_PAYMENT.test(n)) ? 'assumed' : 'you said',
          },
        ]
      : [
          {
            key: 'loanAmount',
            label: 'Loan amount',
            value: input.loanAmount,
            unit: 'usd',
            source: 'you said',
          },
        ];
  // A yearly amount when one was given, else a yearly rate of the price (or loan).
  const escrow = (
    amountKey: keyof MortgageInput & string,
    rateKey: keyof MortgageInput & string,
    name: string,
    rate: number,
  ) =>
    input[amountKey] !== undefined
      ? ({ key: amountKey, label: name, unit: 'usd/year', fallback: 0 } as const)
      : ({ key: rateKey, label: `${name} (of the ${base} a year)`, unit: 'rate', fallback: rate } as const);
  const specs: FieldSpec<MortgageInput>[] = [
    { key: 'annualRate', label: 'Interest rate', unit: 'rate', fallback: 0 },
    { key: 'termYears', label: 'Term', unit: 'years', fallback: DEFAULTS.termYears },
    ...(calculateMortgage(input).escrowIncluded
      ? [
          escrow('annualPropertyTax', 'propertyTaxRate', 'Property tax', DEFAULTS.propertyTaxRate),
          escrow('annualInsurance', 'insuranceRate', 'Homeowners insurance', DEFAULTS.insuranceRate),
        ]
      : []),
    { key: 'monthlyHoa', label: 'HOA dues', unit: 'usd/month', fallback: 0 },
    ...(input.monthlyPmiAmount !== undefined
      ? [{ key: 'monthlyPmiAmount', label: 'PMI', unit: 'usd/month', fallback: 0 } as const]
      : price !== undefined
        ? [
            {
              key: 'pmiRate',
              label: 'PMI (of the loan a year, under 20% down)',
              unit: 'rate',
              fallback: DEFAULTS.pmiRate,
            } as const,
          ]
        : []),
  ];
  return [...amount, ...inputsFromSpecs(input, specs)];
}

// ---------------------------------------------------------------------------------------------------
// Affordability (28/36)

function affordabilitySpecs(input: AffordabilityInput): FieldSpec<AffordabilityInput>[] {
  return [
    { key: 'annualIncome', label: 'Gross household income', unit: 'usd/year', fallback: 0 },
    { key: 'monthlyDebts', label: 'Other monthly debts', unit: 'usd/month', fallback: 0, assumed: true },
    { key: 'annualRate', label: 'Interest rate', unit: 'rate', fallback: DEFAULTS.marketRate, assumed: true },
    { key: 'termYears', label: 'Term', unit: 'years', fallback: DEFAULTS.termYears },
    input.downPaymentAmount !== undefined
      ? { key: 'downPaymentAmount', label: 'Down payment', unit: 'usd', fallback: 0 }
      : {
          key: 'downPaymentPercent',
          label: 'Down payment (of the price)',
          unit: 'rate',
          fallback: DEFAULTS.downPaymentPercent,
          assumed: true,
        },
    TAX_OF_PRICE,
    INSURANCE_OF_PRICE,
    { key: 'monthlyHoa', label: 'HOA dues', unit: 'usd/month', fallback: 0 },
    {
      key: 'pmiRate',
      label: 'PMI (of the loan a year, under 20% down)',
      unit: 'rate',
      fallback: DEFAULTS.pmiRate,
    },
    {
      key: 'frontEndRatio',
      label: 'Housing limit (of income)',
      unit: 'rate',
      fallback: DEFAULTS.frontEndRatio,
    },
    {
      key: 'backEndRatio',
      label: 'All-debts limit (of income)',
      unit: 'rate',
      fallback: DEFAULTS.backEndRatio,
    },
  ];
}

export const affordabilityInputs = (input: AffordabilityInput) =>
  inputsFromSpecs(input, affordabilitySpecs(input));

const affordability: CardCalculator = {
  title: 'Home affordability (28/36)',
  formulas: [
    'Front-end limit: 28% of gross monthly income',
    'Back-end limit: 36% of gross monthly income − other monthly debts',
    'Price: the one whose payment (principal & interest, tax, insurance, PMI, HOA) meets the lower limit',
  ],
  compute(values) {
    const r = calculateAffordability(values as unknown as AffordabilityInput);
    const outputs: CalculationOutput[] = [
      out('maxPrice', 'Maximum home price', r.maxPrice, 'usd', true),
      out('maxHousingPayment', 'Maximum housing payment', r.maxHousingPayment, 'usd/month'),
      out('maxLoan', 'Loan amount', r.maxLoan, 'usd'),
      out('downPayment', 'Down payment', r.downPayment, 'usd'),
      out('monthlyPrincipalAndInterest', 'Principal & interest', r.monthlyPrincipalAndInterest, 'usd/month'),
    ];
    if (r.monthlyPmi > 0) outputs.push(out('monthlyPmi', 'PMI', r.monthlyPmi, 'usd/month'));
    return outputs;
  },
};

function refinanceSpecs(input: RefinanceInput): FieldSpec<RefinanceInput>[] {
  const newTerm = input.newTermYears ?? DEFAULTS.termYears;
  return [
    { key: 'balance', label: 'Loan balance', unit: 'usd', fallback: 0 },
    { key: 'currentRate', label: 'Current rate', unit: 'rate', fallback: 0 },
    { key: 'newRate', label: 'New rate', unit: 'rate', fallback: 0 },
    { key: 'newTermYears', label: 'New loan term', unit: 'years', fallback: DEFAULTS.termYears },
    // The current loan as the calculator takes it: its payment when given, the years left when given
    // or when there is no payment (then assumed equal to the new term).
    ...(input.currentMonthlyPayment !== undefined
      ? [{ key: 'currentMonthlyPayment', label: 'Current payment', unit: 'usd/month', fallback: 0 } as const]
      : []),
    ...(input.remainingYears !== undefined || input.currentMonthlyPayment === undefined
      ? [
          {
            key: 'remainingYears',
            label: 'Years left on the current loan',
            unit: 'years',
            fallback: newTerm,
            assumed: true,
          } as const,
        ]
      : []),
    input.closingCosts !== undefined
      ? { key: 'closingCosts', label: 'Closing costs', unit: 'usd', fallback: 0 }
      : {
          key: 'closingCostRate',
          label: 'Closing costs (of the balance)',
          unit: 'rate',
          fallback: DEFAULTS.refinanceClosingCostRate,
        },
  ];
}

export const refinanceInputs = (input: RefinanceInput) => inputsFromSpecs(input, refinanceSpecs(input));

const refinance: CardCalculator = {
  title: 'Refinance break-even',
  formulas: [
    'Payments: M = P·r ÷ (1 − (1 + r)^−n) for each loan',
    'Monthly savings: current payment − new payment',
    'Break-even: closing costs ÷ monthly savings',
  ],
  compute(values) {
    const r = calculateRefinance(values as unknown as RefinanceInput);
    const outputs: CalculationOutput[] = [];
    if (r.breakEvenMonths !== null)
      outputs.push(out('breakEvenMonths', 'Break-even', r.breakEvenMonths, 'months', true));
    outputs.push(
      out('monthlySavings', 'Monthly savings', r.monthlySavings, 'usd/month', r.breakEvenMonths === null),
      out('currentPayment', 'Current payment', r.currentPayment, 'usd/month'),
      out('newPayment', 'New payment', r.newPayment, 'usd/month'),
      out('closingCosts', 'Closing costs', r.closingCosts, 'usd'),
    );
    if (Number.isFinite(r.lifetimeNetSavings))
      outputs.push(
        out('lifetimeNetSavings', 'Interest saved to term, net of costs', r.lifetimeNetSavings, 'usd'),
      );
    return outputs;
  },
};

// ---------------------------------------------------------------------------------------------------

const CALCULATORS: Readonly<Record<string, CardCalculator>> = {
  mortgage,
  affordability,
  refinance,
  ...LOAN_CARDS,
  ...INVESTMENT_CARDS,
  ...BUYING_SELLING_CARDS,
  ...COMMERCIAL_CARDS,
};

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
    outputs: outputsOf(card, valuesOf(inputs)),
    formulas: card.formulas,
  };
}

export function valuesOf(inputs: readonly CalculationInput[]): Record<string, number> {
  return Object.fromEntries(inputs.map((i) => [i.key, i.value]));
}

/** The outputs for changed input values (the card's recompute), or null for an unknown calculator. */
export function recompute(calculator: string, values: CalculationValues): CalculationOutput[] | null {
  return canRecompute(calculator) ? outputsOf(CALCULATORS[calculator]!, values) : null;
}

/** A figure that is not a number (a loan never paid off) is left out rather than shown as one. */
function outputsOf(card: CardCalculator, values: CalculationValues): CalculationOutput[] {
  return card.compute(values).filter((output) => Number.isFinite(output.value));
}

/** The structured result of a calculator request the local analyst answered. */
export function calculationOf(request: CalculatorRequest): CalculationResult {
  switch (request.calculator) {
    case 'mortgage':
      return resultOf('mortgage', mortgageInputs(request.input, request.notes));
    case 'affordability':
      return resultOf('affordability', affordabilityInputs(request.input));
    case 'refinance':
      return resultOf('refinance', refinanceInputs(request.input));
    case 'rent-vs-buy':
      return resultOf('rent-vs-buy', rentVsBuyInputs(request.input));
    case 'rental':
      return resultOf('rental', rentalInputs(request.input));
    case 'rental-value':
      return resultOf('cap-value', capValueInputs(request.input));
    case 'dscr':
      return resultOf('dscr', dscrInputs(request.input));
    case 'closing-costs':
      return resultOf('closing-costs', closingCostInputs(request.input));
  }
}

/**
 * The structured result of a deal calculator's answer, or null for the three whose inputs are not
 * figures a field holds: comps (a list of sales), inventory (a verdict from two counts, no adjusting
 * worth a card) and a 1031 timeline (dates).
 */
export function dealCalculationOf(request: DealRequest): CalculationResult | null {
  switch (request.calc) {
    case 'points':
      return resultOf('points', pointsInputs(request.input));
    case 'pmi':
      return resultOf('pmi', pmiInputs(request.input));
    case 'dscr-loan':
      return resultOf('dscr-loan', dscrLoanInputs(request.input));
    case 'brrrr':
      return resultOf('brrrr', brrrrInputs(request.input));
    case 'depreciation':
      return resultOf(depreciationCalculator(request.input), depreciationInputs(request.input));
    case 'seller-net':
      return resultOf('seller-net', sellerNetInputs(request.input));
    case 'arm-vs-fixed':
      return resultOf('arm-vs-fixed', armVsFixedInputs(request.input));
    case 'property-tax':
      return resultOf('property-tax', propertyTaxInputs(request.input));
    case 'cash-on-cash':
      return resultOf('cash-on-cash', cashOnCashInputs(request.input));
    case 'comps':
    case 'inventory':
    case 'exchange':
      return null;
  }
}

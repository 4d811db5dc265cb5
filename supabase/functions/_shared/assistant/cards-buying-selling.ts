// Cards for buying and selling a home (issue 22 §1–2): rent against buy over the years, the buyer's
// closing costs, the seller's net proceeds and the property tax. Each card's fields are the
// calculator's own input fields, so the card recomputes with the very function the answer used.
import type { CalculationInput, CalculationOutput } from '../calculation-result.ts';
import {
  asInput,
  INSURANCE_OF_PRICE,
  inputsFromSpecs,
  TAX_OF_PRICE,
  out,
  type CardCalculator,
  type FieldSpec,
} from './card-kit.ts';
import {
  calculateRentVsBuy,
  DEFAULTS,
  estimateClosingCosts,
  type ClosingCostInput,
  type RentVsBuyInput,
} from './calculators.ts';
import {
  calculatePropertyTax,
  calculateSellerNet,
  type PropertyTaxInput,
  type SellerNetInput,
} from './deal-calculators.ts';

// ---------------------------------------------------------------------------------------------------
// Rent vs buy

export function rentVsBuyInputs(input: RentVsBuyInput): CalculationInput[] {
  const rate = (key: keyof RentVsBuyInput & string, label: string, fallback: number, assumed = false) =>
    ({ key, label, unit: 'rate', fallback, assumed }) as const;
  const specs: FieldSpec<RentVsBuyInput>[] = [
    { key: 'homePrice', label: 'Home price', unit: 'usd', fallback: 0 },
    { key: 'monthlyRent', label: 'Rent', unit: 'usd/month', fallback: 0 },
    {
      key: 'horizonYears',
      label: 'Years you stay',
      unit: 'years',
      fallback: DEFAULTS.horizonYears,
      assumed: true,
    },
    rate('annualRate', 'Interest rate', DEFAULTS.marketRate, true),
    { key: 'termYears', label: 'Term', unit: 'years', fallback: DEFAULTS.termYears },
    input.downPaymentAmount !== undefined
      ? { key: 'downPaymentAmount', label: 'Down payment', unit: 'usd', fallback: 0 }
      : rate('downPaymentPercent', 'Down payment (of the price)', DEFAULTS.downPaymentPercent, true),
    rate('propertyTaxRate', 'Property tax (of the value a year)', DEFAULTS.propertyTaxRate),
    rate('insuranceRate', 'Insurance (of the value a year)', DEFAULTS.insuranceRate),
    rate('maintenanceRate', 'Upkeep (of the value a year)', DEFAULTS.maintenanceRate),
    { key: 'monthlyHoa', label: 'HOA dues', unit: 'usd/month', fallback: 0 },
    rate('buyClosingCostRate', 'Closing costs to buy (of the price)', DEFAULTS.buyClosingCostRate),
    rate('sellCostRate', 'Costs to sell (of the sale price)', DEFAULTS.sellCostRate),
    rate('appreciationRate', 'Home price growth a year', DEFAULTS.appreciationRate),
    rate('rentGrowthRate', 'Rent growth a year', DEFAULTS.rentGrowthRate),
    rate('investmentReturn', 'Return on money not put into the home', DEFAULTS.investmentReturn),
    rate('pmiRate', 'PMI (of the loan a year, under 20% down)', DEFAULTS.pmiRate),
  ];
  return inputsFromSpecs(input, specs);
}

const rentVsBuy: CardCalculator = {
  title: 'Rent vs buy',
  formulas: [
    'Net cost of buying: cash paid (down payment, closing, payments, tax, insurance, upkeep, HOA) − what a sale would net',
    'Net cost of renting: rent paid − what the down payment and closing costs would have earned invested',
    'Break-even: the first year buying costs no more than renting',
  ],
  compute(values) {
    const r = calculateRentVsBuy(asInput<RentVsBuyInput>(values));
    const outputs: CalculationOutput[] = [
      out('difference', r.cheaper === 'buying' ? 'Buying saves' : 'Renting saves', r.difference, 'usd', true),
      out('buyNetCost', 'Net cost of buying', r.atHorizon.buyNetCost, 'usd'),
      out('rentNetCost', 'Net cost of renting', r.atHorizon.rentNetCost, 'usd'),
    ];
    if (r.breakEvenYear !== null)
      outputs.push(out('breakEvenYear', 'Buying breaks even after', r.breakEvenYear, 'years'));
    outputs.push(
      out('firstYearOwnerMonthly', 'Owning, first year', r.firstYearOwnerMonthly, 'usd/month'),
      out('monthlyPrincipalAndInterest', 'Principal & interest', r.monthlyPrincipalAndInterest, 'usd/month'),
      out('downPayment', 'Down payment', r.downPayment, 'usd'),
      out('buyClosingCosts', 'Closing costs to buy', r.buyClosingCosts, 'usd'),
    );
    return outputs;
  },
};

// ---------------------------------------------------------------------------------------------------
// Buyer's closing costs

export function closingCostInputs(input: ClosingCostInput): CalculationInput[] {
  const loan: FieldSpec<ClosingCostInput> =
    input.loanAmount !== undefined || input.allCash === true
      ? { key: 'loanAmount', label: 'Loan amount', unit: 'usd', fallback: 0 }
      : {
          key: 'downPaymentPercent',
          label: 'Down payment (of the price)',
          unit: 'rate',
          fallback: DEFAULTS.downPaymentPercent,
          assumed: true,
        };
  const fields = inputsFromSpecs(input, [
    { key: 'price', label: 'Home price', unit: 'usd', fallback: 0 },
    loan,
    { key: 'annualRate', label: 'Interest rate', unit: 'rate', fallback: DEFAULTS.marketRate, assumed: true },
    TAX_OF_PRICE,
    INSURANCE_OF_PRICE,
  ]);
  // All cash is a loan of nothing, as said.
  return input.allCash === true
    ? fields.map((f) => (f.key === 'loanAmount' ? { ...f, value: 0, source: 'you said' } : f))
    : fields;
}

const closingCosts: CardCalculator = {
  title: 'Closing costs (buyer)',
  formulas: [
    'Loan origination: 1% of the loan; title insurance: 0.5% of the price',
    'Flat fees: appraisal, credit report, inspection, settlement, recording, survey',
    'Prepaids: 15 days of interest, a year of insurance, 3 months of property tax',
  ],
  compute(values) {
    const r = estimateClosingCosts(asInput<ClosingCostInput>(values));
    return [
      out('total', 'Estimated closing costs', r.total, 'usd', true),
      out('percentOfPrice', 'Of the price', r.percentOfPrice, 'rate'),
      out('loanAmount', 'Loan amount', r.loanAmount, 'usd'),
      out('typicalLow', 'Typical range from (2%)', r.typicalLow, 'usd'),
      out('typicalHigh', 'Typical range to (5%)', r.typicalHigh, 'usd'),
    ];
  },
};

// ---------------------------------------------------------------------------------------------------
// Seller's net proceeds

export const sellerNetInputs = (input: SellerNetInput): CalculationInput[] =>
  inputsFromSpecs(input, [
    { key: 'salePrice', label: 'Sale price', unit: 'usd', fallback: 0 },
    { key: 'mortgagePayoff', label: 'Mortgage payoff', unit: 'usd', fallback: 0, assumed: true },
    {
      key: 'commissionRate',
      label: 'Agent commissions (of the price)',
      unit: 'rate',
      fallback: 0.055,
      assumed: true,
    },
    input.closingCosts !== undefined
      ? { key: 'closingCosts', label: 'Seller closing costs', unit: 'usd', fallback: 0 }
      : {
          key: 'closingCostRate',
          label: 'Seller closing costs (of the price)',
          unit: 'rate',
          fallback: 0.015,
        },
    { key: 'concessions', label: 'Concessions to the buyer', unit: 'usd', fallback: 0 },
  ]);

const sellerNet: CardCalculator = {
  title: "Seller's net proceeds",
  formulas: ['Net: sale price − commissions − closing costs − mortgage payoff − concessions'],
  compute(values) {
    const r = calculateSellerNet(asInput<SellerNetInput>(values));
    return [
      out('net', 'Net to you', r.net, 'usd', true),
      out('commission', 'Commissions', r.commission, 'usd'),
      out('closingCosts', 'Closing costs', r.closingCosts, 'usd'),
      out('payoff', 'Mortgage payoff', r.payoff, 'usd'),
      out('concessions', 'Concessions', r.concessions, 'usd'),
    ];
  },
};

// ---------------------------------------------------------------------------------------------------
// Property tax

export const propertyTaxInputs = (input: PropertyTaxInput): CalculationInput[] =>
  inputsFromSpecs(input, [
    { key: 'value', label: 'Home value', unit: 'usd', fallback: 0 },
    ...(input.rate === undefined && input.millRate !== undefined
      ? [{ key: 'millRate', label: 'Mill rate (dollars per $1,000)', unit: 'number', fallback: 0 } as const]
      : [{ key: 'rate', label: 'Tax rate (of the assessed value)', unit: 'rate', fallback: 0.011 } as const]),
    { key: 'assessmentRatio', label: 'Assessed share of the value', unit: 'rate', fallback: 1 },
    { key: 'exemption', label: 'Exemption', unit: 'usd', fallback: 0 },
  ]);

const propertyTax: CardCalculator = {
  title: 'Property tax',
  formulas: [
    'Assessed value: value × assessed share; taxable: assessed − exemption',
    'Tax: taxable value × rate (a mill rate ÷ 1,000)',
  ],
  compute(values) {
    const r = calculatePropertyTax(asInput<PropertyTaxInput>(values));
    return [
      out('annualTax', 'Property tax', r.annualTax, 'usd/year', true),
      out('monthlyTax', 'A month', r.monthlyTax, 'usd/month'),
      out('assessedValue', 'Assessed value', r.assessedValue, 'usd'),
      out('taxableValue', 'Taxable value', r.taxableValue, 'usd'),
      out('effectiveRate', 'Effective rate (of the value)', r.effectiveRate, 'rate'),
    ];
  },
};

export const BUYING_SELLING_CARDS: Readonly<Record<string, CardCalculator>> = {
  'rent-vs-buy': rentVsBuy,
  'closing-costs': closingCosts,
  'seller-net': sellerNet,
  'property-tax': propertyTax,
};

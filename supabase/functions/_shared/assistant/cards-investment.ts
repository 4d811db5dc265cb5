// Cards for the investor's calculators (issue 22 §1–2): a rental's cash flow, cap rate, cash-on-cash
// and DSCR; value at a cap rate; DSCR from NOI and debt service; a DSCR loan's rent ÷ PITIA; a direct
// cash-on-cash; BRRRR; depreciation. Each card's fields are
// the calculator's own input fields, so the card recomputes with the very function the answer used.
import type { CalculationInput, CalculationOutput } from '../calculation-result.ts';
import {
  asInput,
  ifGiven,
  inputsFromSpecs,
  out,
  TAX_OF_PRICE,
  type CardCalculator,
  type FieldSpec,
} from './card-kit.ts';
import { calculateRental, DEFAULTS, valueFromCapRate, type RentalInput } from './calculators.ts';
import {
  calculateBrrrr,
  calculateDepreciation,
  calculateDscrLoan,
  cashOnCash as calculateCashOnCash,
  type BrrrrInput,
  type CashOnCashInput,
  type DepreciationInput,
  type DscrLoanInput,
} from './deal-calculators.ts';

// ---------------------------------------------------------------------------------------------------
// Rental property

type RentalSpec = FieldSpec<RentalInput>;

/**
 * An expense the calculator assumes when absent. When the user itemised theirs and left this one out,
 * it is a field at 0 ("not listed"): the card then recomputes what the answer counted (the card's
 * values carry no flags), and the user can still add it.
 */
const assumedUnlessListed = (input: RentalInput, spec: RentalSpec): RentalSpec[] =>
  input.listedExpensesOnly === true && input[spec.key] === undefined
    ? [{ ...spec, label: `${spec.label}, not listed`, fallback: 0, assumed: false }]
    : [spec];

/** Income and operating expenses, when the question gives a rent rather than the NOI itself. */
function rentalIncomeSpecs(input: RentalInput): RentalSpec[] {
  if (input.noi !== undefined)
    return [{ key: 'noi', label: 'Net operating income', unit: 'usd/year', fallback: 0 }];
  const rent: RentalSpec = { key: 'monthlyRent', label: 'Rent', unit: 'usd/month', fallback: 0 };
  const vacancy: RentalSpec = {
    key: 'vacancyRate',
    label: 'Vacancy and credit loss (of rent)',
    unit: 'rate',
    fallback: DEFAULTS.vacancyRate,
    assumed: true,
  };
  const hoa: RentalSpec = { key: 'monthlyHoa', label: 'HOA dues', unit: 'usd/month', fallback: 0 };
  if (input.annualExpenses !== undefined)
    return [
      rent,
      vacancy,
      { key: 'annualExpenses', label: 'Operating expenses', unit: 'usd/year', fallback: 0 },
    ];
  if (input.expenseRatio !== undefined)
    return [
      rent,
      vacancy,
      {
        key: 'expenseRatio',
        label: 'Operating expenses (of effective gross income)',
        unit: 'rate',
        fallback: 0,
      },
    ];
  if (input.grossExpenseRatio !== undefined)
    return [
      rent,
      // As in the calculator: a share of gross rent is the whole allowance unless a vacancy is given.
      { ...vacancy, fallback: 0 },
      { key: 'grossExpenseRatio', label: 'Operating expenses (of gross rent)', unit: 'rate', fallback: 0 },
    ];
  return [
    rent,
    vacancy,
    input.annualPropertyTax !== undefined
      ? { key: 'annualPropertyTax', label: 'Property tax', unit: 'usd/year', fallback: 0 }
      : TAX_OF_PRICE,
    input.annualInsurance !== undefined
      ? { key: 'annualInsurance', label: 'Insurance', unit: 'usd/year', fallback: 0 }
      : {
          key: 'insuranceRate',
          label: 'Insurance (of the price a year)',
          unit: 'rate',
          fallback: DEFAULTS.insuranceRate,
        },
    ...(input.grossManagementRate !== undefined
      ? [
          {
            key: 'grossManagementRate',
            label: 'Property management (of gross rent)',
            unit: 'rate',
            fallback: 0,
          } as const,
        ]
      : assumedUnlessListed(input, {
          key: 'managementRate',
          label: 'Property management (of collected rent)',
          unit: 'rate',
          fallback: DEFAULTS.managementRate,
          assumed: true,
        })),
    ...(input.annualOtherExpenses !== undefined
      ? [
          {
            key: 'annualOtherExpenses',
            label: 'Other listed costs',
            unit: 'usd/year',
            fallback: 0,
          } as const,
        ]
      : []),
    ...(input.annualMaintenance !== undefined
      ? [
          {
            key: 'annualMaintenance',
            label: 'Maintenance and repairs',
            unit: 'usd/year',
            fallback: 0,
          } as const,
        ]
      : assumedUnlessListed(input, {
          key: 'maintenanceRate',
          label: 'Maintenance and repairs (of rent)',
          unit: 'rate',
          fallback: DEFAULTS.rentalMaintenanceRate,
          assumed: true,
        })),
    ...assumedUnlessListed(input, {
      key: 'capexRate',
      label: 'Capital reserves (of rent)',
      unit: 'rate',
      fallback: DEFAULTS.capexRate,
      assumed: true,
    }),
    // Only a stated HOA is an expense line; an absent one is no line at all.
    ...ifGiven(input, hoa),
  ];
}

/** Financing and the cash put in. An all-cash purchase is a 100% down payment. */
function rentalFinancingSpecs(input: RentalInput): RentalSpec[] {
  const down: RentalSpec =
    input.downPaymentAmount !== undefined && input.allCash !== true
      ? { key: 'downPaymentAmount', label: 'Down payment', unit: 'usd', fallback: 0 }
      : {
          key: 'downPaymentPercent',
          label: 'Down payment (of the price)',
          unit: 'rate',
          fallback: DEFAULTS.investorDownPaymentPercent,
          assumed: true,
        };
  const cash: RentalSpec =
    input.cashInvested !== undefined
      ? { key: 'cashInvested', label: 'Cash invested', unit: 'usd', fallback: 0 }
      : input.closingCosts !== undefined
        ? { key: 'closingCosts', label: 'Closing costs', unit: 'usd', fallback: 0 }
        : {
            key: 'closingCostRate',
            label: 'Closing costs (of the price)',
            unit: 'rate',
            fallback: DEFAULTS.buyClosingCostRate,
            assumed: true,
          };
  // A rehab paid in cash is its own field, so an edit of it changes the cash invested.
  const rehab: RentalSpec[] =
    input.rehabCost !== undefined && input.cashInvested === undefined
      ? [{ key: 'rehabCost', label: 'Rehab (paid in cash)', unit: 'usd', fallback: 0 }]
      : [];
  return [
    down,
    {
      key: 'annualRate',
      label: 'Interest rate',
      unit: 'rate',
      fallback: DEFAULTS.investorRate,
      assumed: true,
    },
    { key: 'termYears', label: 'Term', unit: 'years', fallback: DEFAULTS.termYears },
    cash,
    ...rehab,
  ];
}

export function rentalInputs(input: RentalInput): CalculationInput[] {
  const fields = inputsFromSpecs(input, [
    { key: 'price', label: 'Purchase price', unit: 'usd', fallback: 0 },
    ...rentalIncomeSpecs(input),
    ...rentalFinancingSpecs(input),
  ]);
  if (input.allCash !== true) return fields;
  return fields.map((f) => (f.key === 'downPaymentPercent' ? { ...f, value: 1, source: 'you said' } : f));
}

const rental: CardCalculator = {
  title: 'Rental property',
  formulas: [
    'Effective gross income: rent × 12 − vacancy',
    'NOI: effective gross income − operating expenses (before the mortgage)',
    'Cap rate: NOI ÷ price',
    'Cash flow: NOI − debt service (principal & interest)',
    'Cash-on-cash: yearly cash flow ÷ cash invested',
    'DSCR: NOI ÷ debt service',
  ],
  compute(values) {
    const r = calculateRental(asInput<RentalInput>(values));
    const outputs: CalculationOutput[] = [
      out('monthlyCashFlow', 'Cash flow', r.monthlyCashFlow, 'usd/month', true),
      out('capRate', 'Cap rate', r.capRate, 'rate', true),
    ];
    if (r.cashOnCash !== null)
      outputs.push(out('cashOnCash', 'Cash-on-cash return', r.cashOnCash, 'rate', true));
    if (r.effectiveGrossIncome !== null)
      outputs.push(out('effectiveGrossIncome', 'Effective gross income', r.effectiveGrossIncome, 'usd/year'));
    if (r.operatingExpenses !== null)
      outputs.push(out('operatingExpenses', 'Operating expenses', r.operatingExpenses, 'usd/year'));
    outputs.push(out('noi', 'Net operating income', r.noi, 'usd/year'));
    if (r.loanAmount > 0) {
      outputs.push(out('loanAmount', 'Loan amount', r.loanAmount, 'usd'));
      outputs.push(out('annualDebtService', 'Debt service', r.annualDebtService, 'usd/year'));
    }
    outputs.push(out('cashInvested', 'Cash invested', r.cashInvested, 'usd'));
    if (r.dscr !== null) outputs.push(out('dscr', 'DSCR (NOI ÷ debt service)', r.dscr, 'number'));
    if (r.grossRentMultiplier !== null)
      outputs.push(out('grossRentMultiplier', 'Gross rent multiplier', r.grossRentMultiplier, 'number'));
    return outputs;
  },
};

// ---------------------------------------------------------------------------------------------------
// Value at a cap rate (and when caps move)

export const capValueInputs = (input: {
  noi: number;
  capRate: number;
  newCapRate?: number;
}): CalculationInput[] =>
  inputsFromSpecs(input, [
    { key: 'noi', label: 'Net operating income', unit: 'usd/year', fallback: 0 },
    { key: 'capRate', label: 'Cap rate', unit: 'rate', fallback: 0 },
    ...ifGiven(input, { key: 'newCapRate', label: 'New cap rate', unit: 'rate', fallback: 0 }),
  ]);

// The answer's own arithmetic (calculator-answers.ts): a cap rate of 0 gives no value rather than an
// infinite one.
const capValue: CardCalculator = {
  title: 'Value from cap rate',
  formulas: ['Value: NOI ÷ cap rate', 'Change: NOI ÷ new cap rate − NOI ÷ cap rate'],
  compute({ noi = 0, capRate = 0, newCapRate }) {
    const value = valueFromCapRate(noi, capRate);
    const outputs = [out('value', 'Value', value, 'usd', true)];
    if (newCapRate === undefined) return outputs;
    const newValue = valueFromCapRate(noi, newCapRate);
    outputs.push(out('newValue', 'Value at the new cap rate', newValue, 'usd'));
    outputs.push(out('change', 'Change in value', newValue - value, 'usd'));
    return outputs;
  },
};

// ---------------------------------------------------------------------------------------------------
// DSCR from NOI and debt service

export interface DscrInput {
  noi: number;
  annualDebtService: number;
}

/** The DSCR and the debt service the income supports at a lender's 1.25. */
export function calculateDscr({ noi, annualDebtService }: DscrInput) {
  return { dscr: annualDebtService > 0 ? noi / annualDebtService : 0, supportedDebtService: noi / 1.25 };
}

export const dscrInputs = (input: DscrInput): CalculationInput[] =>
  inputsFromSpecs(input, [
    { key: 'noi', label: 'Net operating income', unit: 'usd/year', fallback: 0 },
    { key: 'annualDebtService', label: 'Debt service', unit: 'usd/year', fallback: 0 },
  ]);

const dscr: CardCalculator = {
  title: 'Debt service coverage ratio (DSCR)',
  formulas: ['DSCR: NOI ÷ yearly debt service', 'Debt service supported at a 1.25 DSCR: NOI ÷ 1.25'],
  compute(values) {
    const r = calculateDscr(asInput<DscrInput>(values));
    return [
      out('dscr', 'DSCR', r.dscr, 'number', true),
      out('supportedDebtService', 'Debt service supported at 1.25', r.supportedDebtService, 'usd/year'),
    ];
  },
};

// ---------------------------------------------------------------------------------------------------
// DSCR loan: rent ÷ PITIA

export function dscrLoanInputs(input: DscrLoanInput): CalculationInput[] {
  const money = (key: keyof DscrLoanInput & string, label: string) =>
    ({ key, label, unit: 'usd/month', fallback: 0 }) as const;
  const pitia: FieldSpec<DscrLoanInput>[] =
    input.pitia !== undefined
      ? [money('pitia', 'PITIA (payment, tax, insurance, HOA)')]
      : [
          { key: 'loanAmount', label: 'Loan amount', unit: 'usd', fallback: 0 },
          { key: 'rate', label: 'Interest rate', unit: 'rate', fallback: 0 },
          { key: 'termYears', label: 'Term', unit: 'years', fallback: 30 },
          money('monthlyTax', 'Property tax'),
          money('monthlyInsurance', 'Insurance'),
          money('monthlyHoa', 'HOA dues'),
        ];
  return inputsFromSpecs(input, [
    money('monthlyRent', 'Rent'),
    ...pitia,
    { key: 'minimumRatio', label: "Lender's minimum DSCR", unit: 'number', fallback: 1 },
  ]);
}

const dscrLoan: CardCalculator = {
  title: 'DSCR loan check',
  formulas: ['DSCR: monthly rent ÷ PITIA', 'Largest PITIA that qualifies: rent ÷ minimum DSCR'],
  compute(values) {
    const r = calculateDscrLoan(asInput<DscrLoanInput>(values));
    const outputs = [out('ratio', 'DSCR (rent ÷ PITIA)', r.ratio, 'number', true)];
    if (r.principalAndInterest !== undefined)
      outputs.push(out('principalAndInterest', 'Principal & interest', r.principalAndInterest, 'usd/month'));
    outputs.push(out('pitia', 'PITIA', r.pitia, 'usd/month'));
    outputs.push(out('maxPitia', 'Largest PITIA that qualifies', r.maxPitia, 'usd/month'));
    return outputs;
  },
};

// ---------------------------------------------------------------------------------------------------
// Cash-on-cash from the cash flow itself

export const cashOnCashInputs = (input: CashOnCashInput): CalculationInput[] =>
  inputsFromSpecs(input, [
    { key: 'cashInvested', label: 'Cash invested', unit: 'usd', fallback: 0 },
    { key: 'monthlyCashFlow', label: 'Cash flow', unit: 'usd/month', fallback: 0 },
  ]);

const cashOnCash: CardCalculator = {
  title: 'Cash-on-cash return',
  formulas: ['Cash-on-cash: monthly cash flow × 12 ÷ cash invested'],
  compute(values) {
    const r = calculateCashOnCash(asInput<CashOnCashInput>(values));
    return [
      out('cashOnCash', 'Cash-on-cash return', r.cashOnCash, 'rate', true),
      out('annualCashFlow', 'Cash flow', r.annualCashFlow, 'usd/year'),
    ];
  },
};

// ---------------------------------------------------------------------------------------------------
// BRRRR

export const brrrrInputs = (input: BrrrrInput): CalculationInput[] =>
  inputsFromSpecs(input, [
    { key: 'purchasePrice', label: 'Purchase price', unit: 'usd', fallback: 0 },
    { key: 'rehabCost', label: 'Rehab cost', unit: 'usd', fallback: 0 },
    { key: 'arv', label: 'After-repair value (ARV)', unit: 'usd', fallback: 0 },
    {
      key: 'refinanceLtv',
      label: 'Refinance loan (of the ARV)',
      unit: 'rate',
      fallback: 0.75,
      assumed: true,
    },
    { key: 'closingCosts', label: 'Closing and holding costs', unit: 'usd', fallback: 0, assumed: true },
    ...ifGiven(input, { key: 'refinanceRate', label: 'Refinance rate', unit: 'rate', fallback: 0 }),
  ]);

const brrrr: CardCalculator = {
  title: 'BRRRR',
  formulas: [
    'All-in cost: purchase + rehab + closing and holding costs',
    'Refinance loan: ARV × loan-to-value',
    'Cash left in: all-in cost − refinance loan (cash out when negative)',
  ],
  compute(values) {
    const r = calculateBrrrr(asInput<BrrrrInput>(values));
    const outputs = [
      r.cashOut > 0
        ? out('cashOut', 'Cash out at the refinance', r.cashOut, 'usd', true)
        : out('cashLeftIn', 'Cash left in the deal', r.cashLeftIn, 'usd', true),
      out('totalCost', 'All-in cost', r.totalCost, 'usd'),
      out('refinanceLoan', 'Refinance loan', r.refinanceLoan, 'usd'),
      out('equity', 'Equity after the refinance', r.equity, 'usd'),
    ];
    if (r.monthlyPayment !== undefined)
      outputs.push(out('monthlyPayment', 'Refinance payment (30 years)', r.monthlyPayment, 'usd/month'));
    return outputs;
  },
};

// ---------------------------------------------------------------------------------------------------
// Depreciation: residential (27.5 years) or commercial (39) are two cards, a field cannot be a yes/no.

export function depreciationInputs(input: DepreciationInput): CalculationInput[] {
  return inputsFromSpecs(input, [
    { key: 'price', label: 'Purchase price', unit: 'usd', fallback: 0 },
    input.landValue !== undefined
      ? { key: 'landValue', label: 'Land value', unit: 'usd', fallback: 0 }
      : { key: 'landShare', label: 'Land (of the price)', unit: 'rate', fallback: 0.2, assumed: true },
    {
      key: 'costSegShare',
      label: 'Moved to short lives by cost segregation',
      unit: 'rate',
      fallback: 0.25,
    },
  ]);
}

const depreciation = (commercial: boolean): CardCalculator => ({
  title: commercial ? 'Depreciation (commercial, 39 years)' : 'Depreciation (residential, 27.5 years)',
  formulas: [
    'Building basis: price − land',
    `Yearly depreciation: basis ÷ ${commercial ? 39 : 27.5} years (straight line)`,
    'First year with cost segregation: the moved share (100% bonus) + the rest ÷ the recovery years',
  ],
  compute(values) {
    const r = calculateDepreciation({ ...asInput<DepreciationInput>(values), commercial });
    return [
      out('annualDepreciation', 'Yearly depreciation', r.annualDepreciation, 'usd/year', true),
      out('buildingBasis', 'Building basis', r.buildingBasis, 'usd'),
      out('costSegReclassified', 'Moved to short lives', r.costSegReclassified, 'usd'),
      out('costSegFirstYear', 'First-year deduction with cost segregation', r.costSegFirstYear, 'usd'),
    ];
  },
});

export const depreciationCalculator = (input: DepreciationInput) =>
  input.commercial === true ? 'depreciation-commercial' : 'depreciation';

export const INVESTMENT_CARDS: Readonly<Record<string, CardCalculator>> = {
  rental,
  'cap-value': capValue,
  dscr,
  'dscr-loan': dscrLoan,
  'cash-on-cash': cashOnCash,
  brrrr,
  depreciation: depreciation(false),
  'depreciation-commercial': depreciation(true),
};

// The local real-estate calculators (assistant/calculators.ts) offered to a chat model as function tools,
// so numbers are computed, not guessed. Tool parameters use snake_case names, dollars, years and rates
// in percent (6.5 = 6.5%), the forms models get right most often; results are the calculators' own
// results, rounded, with rates converted to percent and the applied assumptions listed.

import type { CalculationInput, CalculationResult } from '../calculation-result.ts';
import {
  affordabilityInputs,
  mortgageInputs,
  refinanceInputs,
  resultOf,
} from '../assistant/calculation-cards.ts';
import {
  calculateAffordability,
  calculateMortgage,
  type AffordabilityInput,
  type MortgageInput,
  type RefinanceInput,
  calculateRefinance,
  calculateRental,
  calculateRentVsBuy,
  estimateClosingCosts,
} from '../assistant/calculators.ts';
import {
  calculateArmVsFixed,
  calculateBrrrr,
  calculateCapValue,
  calculateDepreciation,
  calculateDscrLoan,
  calculateInventory,
  calculatePmiRemoval,
  calculatePoints,
  calculatePropertyTax,
  calculateSellerNet,
  cashOnCash,
} from '../assistant/deal-calculators.ts';

/** The OpenAI `tools` entry for a function. */
export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: JsonSchemaObject };
}

interface JsonSchemaObject {
  type: 'object';
  properties: Record<string, { type: 'number' | 'boolean'; description: string }>;
  required: string[];
  additionalProperties: false;
}

type Kind = 'money' | 'percent' | 'years' | 'number' | 'boolean';

interface Field {
  /** Name of the tool parameter. */
  name: string;
  /** Property of the calculator input it sets. */
  target: string;
  kind: Kind;
  description: string;
  required?: boolean;
}

interface Tool {
  name: string;
  description: string;
  fields: Field[];
  run(input: Record<string, number | boolean>): object;
}

// Field builders keep the tables below readable.
const money = (name: string, target: string, description: string, required = false): Field => ({
  name,
  target,
  kind: 'money',
  description: `${description} In US dollars.`,
  required,
});
const percent = (name: string, target: string, description: string, required = false): Field => ({
  name,
  target,
  kind: 'percent',
  description: `${description} In percent: 6.5 means 6.5%.`,
  required,
});
const years = (name: string, target: string, description: string): Field => ({
  name,
  target,
  kind: 'years',
  description: `${description} In years.`,
});
const flag = (name: string, target: string, description: string): Field => ({
  name,
  target,
  kind: 'boolean',
  description,
});

const OPTIONAL_NOTE =
  'Leave optional parameters out unless the user gave them; typical defaults are applied and reported.';

const TOOLS: Tool[] = [
  {
    name: 'mortgage_payment',
    description: `Monthly mortgage payment (principal and interest, plus estimated property tax, insurance, PMI and HOA when the price is known), total interest and amortization checkpoints. ${OPTIONAL_NOTE}`,
    fields: [
      money('loan_amount', 'loanAmount', 'Amount borrowed (price minus down payment).', true),
      percent('annual_rate_percent', 'annualRate', 'Annual interest rate.', true),
      years('term_years', 'termYears', 'Loan term; default 30.'),
      money('home_price', 'homePrice', 'Purchase price; enables tax, insurance, PMI and equity estimates.'),
      percent(
        'property_tax_rate_percent',
        'propertyTaxRate',
        'Property tax per year as a share of the price.',
      ),
      money('annual_property_tax', 'annualPropertyTax', 'Property tax per year.'),
      percent(
        'insurance_rate_percent',
        'insuranceRate',
        'Homeowners insurance per year as a share of the price.',
      ),
      money('annual_insurance', 'annualInsurance', 'Homeowners insurance per year.'),
      money('monthly_hoa', 'monthlyHoa', 'HOA dues per month.'),
      percent('pmi_rate_percent', 'pmiRate', 'PMI per year as a share of the loan.'),
      flag(
        'include_escrow',
        'includeEscrow',
        'Force including (true) or leaving out (false) tax and insurance.',
      ),
    ],
    run: (input) => calculateMortgage(input as unknown as Parameters<typeof calculateMortgage>[0]),
  },
  {
    name: 'affordability',
    description: `How much home a household can afford by the 28/36 debt-to-income rule: maximum price, loan and monthly housing payment. ${OPTIONAL_NOTE}`,
    fields: [
      money('annual_income', 'annualIncome', 'Gross household income per year.', true),
      money('monthly_debts', 'monthlyDebts', 'Other monthly debt payments (car, student loans, cards).'),
      percent('annual_rate_percent', 'annualRate', 'Annual mortgage rate.'),
      years('term_years', 'termYears', 'Loan term; default 30.'),
      percent('down_payment_percent', 'downPaymentPercent', 'Down payment as a share of the price.'),
      money('down_payment_amount', 'downPaymentAmount', 'Cash available for the down payment.'),
      percent(
        'property_tax_rate_percent',
        'propertyTaxRate',
        'Property tax per year as a share of the price.',
      ),
      percent(
        'insurance_rate_percent',
        'insuranceRate',
        'Homeowners insurance per year as a share of the price.',
      ),
      money('monthly_hoa', 'monthlyHoa', 'HOA dues per month.'),
      percent(
        'front_end_ratio_percent',
        'frontEndRatio',
        'Housing payment limit as a share of gross income; default 28.',
      ),
      percent(
        'back_end_ratio_percent',
        'backEndRatio',
        'Total debt limit as a share of gross income; default 36.',
      ),
    ],
    run: (input) => calculateAffordability(input as unknown as Parameters<typeof calculateAffordability>[0]),
  },
  {
    name: 'rent_vs_buy',
    description: `Compares the net cost of buying a home with renting over a horizon (equity, appreciation, selling costs, investing the down payment) and finds the break-even year. ${OPTIONAL_NOTE}`,
    fields: [
      money('home_price', 'homePrice', 'Price of the home to buy.', true),
      money('monthly_rent', 'monthlyRent', 'Rent per month for a comparable home.', true),
      years('horizon_years', 'horizonYears', 'How long the user expects to stay; default 7.'),
      percent('annual_rate_percent', 'annualRate', 'Annual mortgage rate.'),
      years('term_years', 'termYears', 'Loan term; default 30.'),
      percent('down_payment_percent', 'downPaymentPercent', 'Down payment as a share of the price.'),
      money('down_payment_amount', 'downPaymentAmount', 'Down payment.'),
      percent(
        'property_tax_rate_percent',
        'propertyTaxRate',
        'Property tax per year as a share of the value.',
      ),
      percent('insurance_rate_percent', 'insuranceRate', 'Insurance per year as a share of the value.'),
      percent('maintenance_rate_percent', 'maintenanceRate', 'Maintenance per year as a share of the value.'),
      money('monthly_hoa', 'monthlyHoa', 'HOA dues per month.'),
      percent(
        'buy_closing_cost_percent',
        'buyClosingCostRate',
        'Closing costs when buying, as a share of the price.',
      ),
      percent('sell_cost_percent', 'sellCostRate', 'Costs of selling, as a share of the sale price.'),
      percent('appreciation_rate_percent', 'appreciationRate', 'Home value growth per year.'),
      percent('rent_growth_rate_percent', 'rentGrowthRate', 'Rent growth per year.'),
      percent(
        'investment_return_percent',
        'investmentReturn',
        'Return per year on money not put into the home.',
      ),
    ],
    run: (input) => {
      const result = calculateRentVsBuy(input as unknown as Parameters<typeof calculateRentVsBuy>[0]);
      // The yearly timeline runs 30 years; the years up to the horizon are what the answer needs.
      const lastYear = Math.max(Math.ceil(result.horizonYears), result.breakEvenYear ?? 0);
      return { ...result, timeline: result.timeline.filter((row) => row.year <= lastYear) };
    },
  },
  {
    name: 'rental_analysis',
    description: `Rental (investment) property analysis: NOI, cap rate, cash flow, cash-on-cash return, DSCR, gross rent multiplier and the 1% rule. Give monthly_rent or noi. ${OPTIONAL_NOTE}`,
    fields: [
      money('price', 'price', 'Purchase price.', true),
      money('monthly_rent', 'monthlyRent', 'Expected rent per month (all units).'),
      money('noi', 'noi', 'Known net operating income per year; skips the expense estimate.'),
      money(
        'annual_expenses',
        'annualExpenses',
        'Known operating expenses per year (excluding mortgage and vacancy).',
      ),
      percent('vacancy_rate_percent', 'vacancyRate', 'Vacancy and credit loss as a share of gross rent.'),
      percent(
        'management_rate_percent',
        'managementRate',
        'Property management as a share of collected rent.',
      ),
      percent('maintenance_rate_percent', 'maintenanceRate', 'Maintenance as a share of gross rent.'),
      percent('capex_rate_percent', 'capexRate', 'Capital reserves as a share of gross rent.'),
      percent(
        'property_tax_rate_percent',
        'propertyTaxRate',
        'Property tax per year as a share of the price.',
      ),
      money('annual_property_tax', 'annualPropertyTax', 'Property tax per year.'),
      percent('insurance_rate_percent', 'insuranceRate', 'Insurance per year as a share of the price.'),
      money('annual_insurance', 'annualInsurance', 'Insurance per year.'),
      money('monthly_hoa', 'monthlyHoa', 'HOA dues per month.'),
      percent(
        'down_payment_percent',
        'downPaymentPercent',
        'Down payment as a share of the price; default 25.',
      ),
      money('down_payment_amount', 'downPaymentAmount', 'Down payment.'),
      percent('annual_rate_percent', 'annualRate', 'Annual rate of the investment loan.'),
      years('term_years', 'termYears', 'Loan term; default 30.'),
      percent('closing_cost_percent', 'closingCostRate', 'Closing costs as a share of the price.'),
      money('cash_invested', 'cashInvested', 'Total cash invested, when the user states it.'),
      flag('all_cash', 'allCash', 'True for an all-cash purchase (no loan).'),
    ],
    run: (input) => {
      if (input.monthlyRent === undefined && input.noi === undefined)
        throw new ToolInputError('Give monthly_rent or noi.');
      return calculateRental(input as unknown as Parameters<typeof calculateRental>[0]);
    },
  },
  {
    name: 'refinance_break_even',
    description: `Refinance analysis: new payment, monthly savings, months to recover the closing costs and lifetime interest difference. ${OPTIONAL_NOTE}`,
    fields: [
      money('balance', 'balance', 'Current loan balance.', true),
      percent('current_rate_percent', 'currentRate', 'Rate of the current loan.', true),
      percent('new_rate_percent', 'newRate', 'Rate of the new loan.', true),
      years('remaining_years', 'remainingYears', 'Years left on the current loan.'),
      money(
        'current_monthly_payment',
        'currentMonthlyPayment',
        'Current principal and interest payment per month.',
      ),
      years('new_term_years', 'newTermYears', 'Term of the new loan; default 30.'),
      money('closing_costs', 'closingCosts', 'Closing costs of the refinance.'),
      percent('closing_cost_percent', 'closingCostRate', 'Closing costs as a share of the balance.'),
    ],
    run: (input) => calculateRefinance(input as unknown as Parameters<typeof calculateRefinance>[0]),
  },
  {
    name: 'closing_costs',
    description: `Itemised estimate of a buyer's closing costs (lender fees, title, escrow, prepaid items) and the typical 2–5% range. ${OPTIONAL_NOTE}`,
    fields: [
      money('price', 'price', 'Purchase price.', true),
      money('loan_amount', 'loanAmount', 'Loan amount.'),
      percent('down_payment_percent', 'downPaymentPercent', 'Down payment as a share of the price.'),
      percent('annual_rate_percent', 'annualRate', 'Annual mortgage rate (for prepaid interest).'),
      percent(
        'property_tax_rate_percent',
        'propertyTaxRate',
        'Property tax per year as a share of the price.',
      ),
      percent('insurance_rate_percent', 'insuranceRate', 'Insurance per year as a share of the price.'),
      flag('all_cash', 'allCash', 'True for an all-cash purchase (no loan).'),
    ],
    run: (input) => estimateClosingCosts(input as unknown as Parameters<typeof estimateClosingCosts>[0]),
  },

  {
    name: 'points_break_even',
    description: `Discount points: cost, the lower payment and the months to break even. ${OPTIONAL_NOTE}`,
    fields: [
      money('loan_amount', 'loanAmount', 'Loan amount.', true),
      {
        name: 'points',
        target: 'points',
        kind: 'number',
        description: 'Number of points (1 point = 1% of the loan).',
        required: true,
      },
      percent('base_rate_percent', 'baseRate', 'Rate without the points.', true),
      percent('reduced_rate_percent', 'reducedRate', 'Rate with the points; default 0.25 lower per point.'),
      years('term_years', 'termYears', 'Loan term; default 30.'),
    ],
    run: (input) => calculatePoints(input as unknown as Parameters<typeof calculatePoints>[0]),
  },
  {
    name: 'pmi_removal',
    description: `Payment numbers at which a conventional loan reaches 80% (PMI cancellable on request) and 78% (automatic) of the original value. ${OPTIONAL_NOTE}`,
    fields: [
      money('home_value', 'homeValue', 'Original value (lower of price and appraisal).', true),
      money('loan_amount', 'loanAmount', 'Original loan amount.', true),
      percent('annual_rate_percent', 'rate', 'Interest rate.', true),
      years('term_years', 'termYears', 'Loan term; default 30.'),
    ],
    run: (input) => calculatePmiRemoval(input as unknown as Parameters<typeof calculatePmiRemoval>[0]),
  },
  {
    name: 'months_of_inventory',
    description: 'Months of inventory, absorption rate and the market verdict (seller’s, balanced, buyer’s).',
    fields: [
      {
        name: 'active_listings',
        target: 'activeListings',
        kind: 'number',
        description: 'Active listings.',
        required: true,
      },
      {
        name: 'sales_per_month',
        target: 'salesPerMonth',
        kind: 'number',
        description: 'Closed sales per month.',
        required: true,
      },
    ],
    run: (input) => calculateInventory(input as unknown as Parameters<typeof calculateInventory>[0]),
  },
  {
    name: 'dscr_loan',
    description: `DSCR-loan qualification: monthly rent ÷ PITIA against a minimum ratio. Give pitia, or the loan, rate, tax and insurance. ${OPTIONAL_NOTE}`,
    fields: [
      money('monthly_rent', 'monthlyRent', 'Market or lease rent per month.', true),
      money('pitia', 'pitia', 'Monthly principal, interest, taxes, insurance and HOA.'),
      money('loan_amount', 'loanAmount', 'Loan amount.'),
      percent('annual_rate_percent', 'rate', 'Interest rate.'),
      money('monthly_tax', 'monthlyTax', 'Property tax per month.'),
      money('monthly_insurance', 'monthlyInsurance', 'Insurance per month.'),
      money('monthly_hoa', 'monthlyHoa', 'HOA dues per month.'),
      {
        name: 'minimum_ratio',
        target: 'minimumRatio',
        kind: 'number',
        description: 'Lender minimum DSCR; default 1.0.',
      },
    ],
    run: (input) => calculateDscrLoan(input as unknown as Parameters<typeof calculateDscrLoan>[0]),
  },
  {
    name: 'value_at_cap_rate',
    description: 'Value = NOI ÷ cap rate, and the change in value when cap rates move to a new level.',
    fields: [
      money('noi', 'noi', 'Net operating income per year.', true),
      percent('cap_rate_percent', 'capRate', 'Cap rate.', true),
      percent('new_cap_rate_percent', 'newCapRate', 'Cap rate after compression or expansion.'),
    ],
    run: (input) => calculateCapValue(input as unknown as Parameters<typeof calculateCapValue>[0]),
  },
  {
    name: 'brrrr',
    description: `BRRRR: all-in cost, cash-out refinance at ARV, cash left in the deal. ${OPTIONAL_NOTE}`,
    fields: [
      money('purchase_price', 'purchasePrice', 'Purchase price.', true),
      money('rehab_cost', 'rehabCost', 'Rehab budget.', true),
      money('arv', 'arv', 'After-repair value.', true),
      percent('refinance_ltv_percent', 'refinanceLtv', 'Refinance loan-to-value; default 75.'),
      money('closing_costs', 'closingCosts', 'Purchase and refinance closing and holding costs.'),
      percent('refinance_rate_percent', 'refinanceRate', 'Refinance interest rate.'),
    ],
    run: (input) => calculateBrrrr(input as unknown as Parameters<typeof calculateBrrrr>[0]),
  },
  {
    name: 'depreciation',
    description: `Annual depreciation (27.5 years residential, 39 commercial) and a cost-segregation first-year estimate. ${OPTIONAL_NOTE}`,
    fields: [
      money('price', 'price', 'Purchase price.', true),
      money('land_value', 'landValue', 'Land value (not depreciable).'),
      flag('commercial', 'commercial', 'True for commercial (39-year) property.'),
    ],
    run: (input) => calculateDepreciation(input as unknown as Parameters<typeof calculateDepreciation>[0]),
  },
  {
    name: 'seller_net_sheet',
    description: `What a seller nets: price minus commissions, seller closing costs, payoff and concessions. ${OPTIONAL_NOTE}`,
    fields: [
      money('sale_price', 'salePrice', 'Sale price.', true),
      money('mortgage_payoff', 'mortgagePayoff', 'Mortgage payoff.'),
      percent('commission_percent', 'commissionRate', 'Total agent commissions; default 5.5.'),
      percent('closing_cost_percent', 'closingCostRate', 'Seller closing costs; default 1.5.'),
      money('concessions', 'concessions', 'Seller credits or concessions.'),
    ],
    run: (input) => calculateSellerNet(input as unknown as Parameters<typeof calculateSellerNet>[0]),
  },
  {
    name: 'arm_vs_fixed',
    description: `ARM vs fixed over a horizon: payments, balance left and which costs less. ${OPTIONAL_NOTE}`,
    fields: [
      money('loan_amount', 'loanAmount', 'Loan amount.', true),
      percent('fixed_rate_percent', 'fixedRate', 'Fixed rate.', true),
      percent('arm_rate_percent', 'armRate', 'ARM initial rate.', true),
      years('initial_years', 'initialYears', 'Years before the first adjustment (5 for a 5/6 ARM).'),
      years('horizon_years', 'horizonYears', 'Years the borrower expects to keep the loan.'),
      percent('adjusted_rate_percent', 'adjustedRate', 'ARM rate after adjustment; default initial + 2.'),
    ],
    run: (input) =>
      calculateArmVsFixed({ initialYears: 5, horizonYears: 7, ...(input as object) } as Parameters<
        typeof calculateArmVsFixed
      >[0]),
  },
  {
    name: 'property_tax',
    description: `Property tax from a value and a rate (or mill rate), with an exemption. ${OPTIONAL_NOTE}`,
    fields: [
      money('value', 'value', 'Market or assessed value.', true),
      percent('tax_rate_percent', 'rate', 'Tax rate on assessed value.'),
      { name: 'mill_rate', target: 'millRate', kind: 'number', description: 'Mills (dollars per $1,000).' },
      percent('assessment_ratio_percent', 'assessmentRatio', 'Share of value assessed; default 100.'),
      money('exemption', 'exemption', 'Exemption (e.g. homestead).'),
    ],
    run: (input) => calculatePropertyTax(input as unknown as Parameters<typeof calculatePropertyTax>[0]),
  },
  {
    name: 'cash_on_cash',
    description:
      'Cash-on-cash return from the cash invested and the monthly net cash flow after all expenses and debt service.',
    fields: [
      money('cash_invested', 'cashInvested', 'Total cash put into the deal.', true),
      {
        name: 'monthly_cash_flow',
        target: 'monthlyCashFlow',
        kind: 'number',
        description: 'Net cash flow per month (may be negative).',
        required: true,
      },
    ],
    run: (input) => cashOnCash(input as unknown as Parameters<typeof cashOnCash>[0]),
  },
];

const BY_NAME = new Map(TOOLS.map((tool) => [tool.name, tool]));

/** The tools, in the OpenAI chat completions `tools` format. */
export const CALCULATOR_TOOLS: ToolDefinition[] = TOOLS.map((tool) => ({
  type: 'function',
  function: {
    name: tool.name,
    description: tool.description,
    parameters: {
      type: 'object',
      properties: Object.fromEntries(
        tool.fields.map((f) => [
          f.name,
          { type: f.kind === 'boolean' ? 'boolean' : 'number', description: f.description },
        ]),
      ),
      required: tool.fields.filter((f) => f.required).map((f) => f.name),
      additionalProperties: false,
    },
  },
}));

class ToolInputError extends Error {}

/**
 * Runs a calculator tool with the model's JSON arguments and returns the tool message content (JSON).
 * Never throws: bad arguments come back as `{"error": "..."}` so the model can correct itself.
 */
export function runCalculatorTool(name: string, argumentsJson: string): string {
  const tool = BY_NAME.get(name);
  if (!tool)
    return JSON.stringify({
      error: `Unknown tool "${name}". Available: ${TOOLS.map((t) => t.name).join(', ')}.`,
    });
  try {
    const input = toCalculatorInput(tool, parseArguments(argumentsJson));
    const result = tool.run(input);
    return JSON.stringify({
      tool: tool.name,
      units:
        'Money in US dollars (rounded to cents); fields ending in Percent are percentages. Figures are estimates.',
      result: presentResult(result),
    });
  } catch (error) {
    const message =
      error instanceof ToolInputError ? error.message : 'The calculator could not use these inputs.';
    return JSON.stringify({ error: message });
  }
}

function parseArguments(argumentsJson: string): Record<string, unknown> {
  let args: unknown;
  try {
    args = argumentsJson.trim() === '' ? {} : JSON.parse(argumentsJson);
  } catch {
    throw new ToolInputError('The arguments are not valid JSON.');
  }
  if (!args || typeof args !== 'object' || Array.isArray(args))
    throw new ToolInputError('The arguments must be a JSON object.');
  return args as Record<string, unknown>;
}

/**
 * The structured result of a tool call whose calculator has a card (issue 22), as the local analyst
 * gives it: what the model passed counts as said, the rest is the calculator's default. Null for other
 * tools and for arguments the tool refused.
 */
export function calculationForTool(name: string, argumentsJson: string): CalculationResult | null {
  const tool = BY_NAME.get(name);
  const card = CARDS[name];
  if (!tool || !card) return null;
  try {
    const input = toCalculatorInput(tool, parseArguments(argumentsJson));
    return resultOf(card.calculator, card.inputs(input));
  } catch {
    return null;
  }
}

/** The tools whose results the app draws as cards, with the card's inputs for the tool's input. */
const CARDS: Record<string, { calculator: string; inputs(input: object): CalculationInput[] }> = {
  mortgage_payment: { calculator: 'mortgage', inputs: (i) => mortgageInputs(i as MortgageInput) },
  affordability: { calculator: 'affordability', inputs: (i) => affordabilityInputs(i as AffordabilityInput) },
  refinance_break_even: { calculator: 'refinance', inputs: (i) => refinanceInputs(i as RefinanceInput) },
};

function toCalculatorInput(tool: Tool, args: Record<string, unknown>): Record<string, number | boolean> {
  const input: Record<string, number | boolean> = {};
  for (const field of tool.fields) {
    const raw = args[field.name];
    if (raw === undefined || raw === null || raw === '') {
      if (field.required) throw new ToolInputError(`${field.name} is required.`);
      continue;
    }
    if (field.kind === 'boolean') {
      if (typeof raw === 'boolean') input[field.target] = raw;
      else if (raw === 'true' || raw === 'false') input[field.target] = raw === 'true';
      else throw new ToolInputError(`${field.name} must be true or false.`);
      continue;
    }
    const value = toNumber(raw);
    if (value === undefined) throw new ToolInputError(`${field.name} must be a number.`);
    switch (field.kind) {
      case 'percent':
        if (value < 0 || value > 100)
          throw new ToolInputError(`${field.name} must be a percentage between 0 and 100.`);
        input[field.target] = value / 100;
        break;
      case 'years':
        if (value <= 0 || value > 100)
          throw new ToolInputError(`${field.name} must be a number of years above 0.`);
        input[field.target] = value;
        break;
      default:
        // Money cannot be negative; a plain number (a cash flow) can.
        if (value < 0 && field.kind === 'money')
          throw new ToolInputError(`${field.name} cannot be negative.`);
        input[field.target] = value;
    }
  }
  return input;
}

/** Accepts numbers and the numeric strings models sometimes send ("400,000", "$400k", "6.5%"). */
function toNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const match = /^\s*\$?\s*(-?[\d,]*\.?\d+)\s*([km])?\s*%?\s*$/i.exec(raw);
  if (!match) return undefined;
  const base = Number((match[1] as string).replace(/,/g, ''));
  const scale = match[2]?.toLowerCase() === 'k' ? 1e3 : match[2]?.toLowerCase() === 'm' ? 1e6 : 1;
  const value = base * scale;
  return Number.isFinite(value) ? value : undefined;
}

/** Result fields that are fractions (0.06) in the calculators, shown to the model as percentages. */
const PERCENT_FIELDS: Record<string, string> = {
  annualRate: 'annualRatePercent',
  currentRate: 'currentRatePercent',
  newRate: 'newRatePercent',
  loanToValue: 'loanToValuePercent',
  capRate: 'capRatePercent',
  cashOnCash: 'cashOnCashPercent',
  percentOfPrice: 'percentOfPrice',
  onePercentRatio: 'rentToPricePercent',
  baseRate: 'baseRatePercent',
  reducedRate: 'reducedRatePercent',
  startingLtv: 'startingLtvPercent',
  absorptionRate: 'absorptionRatePercent',
  changePercent: 'changePercent',
  effectiveRate: 'effectiveRatePercent',
  adjustedRate: 'adjustedRatePercent',
  fixedRate: 'fixedRatePercent',
  armRate: 'armRatePercent',
};

/** Rounds numbers (2 decimals; 3 for percentages), converts fractions to percent, non-finite → null. */
function presentResult(value: unknown, key = ''): unknown {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    if (key in PERCENT_FIELDS) return round(value * 100, 3);
    return round(value, 2);
  }
  if (Array.isArray(value)) return value.map((item) => presentResult(item));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[PERCENT_FIELDS[k] ?? k] = presentResult(v, k);
    return out;
  }
  return value;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor + (value >= 0 ? 1e-9 : -1e-9)) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

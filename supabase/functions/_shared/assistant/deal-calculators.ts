// The second set of deterministic calculators (issue 10): points, PMI removal, comps, market inventory,
// DSCR loans, cap-rate valuation, BRRRR, 1031 timelines, depreciation, seller's net sheet, ARM vs fixed,
// property tax and a direct cash-on-cash. Pure functions with exact math; every default applied is named
// in `assumptions` so the answer can show it. Rates are fractions, money in dollars.

import { monthlyPayment, remainingBalance } from './calculators.ts';
import { formatPercent } from './format.ts';

// ---------------------------------------------------------------------------------------------------
// Discount points

export interface PointsInput {
  loanAmount: number;
  points: number;
  /** Rate without the points. */
  baseRate: number;
  /** Rate with the points; default: 0.25 percentage points lower per point. */
  reducedRate?: number;
  termYears?: number;
}

export interface PointsResult {
  cost: number;
  reducedRate: number;
  paymentWithout: number;
  paymentWith: number;
  monthlySavings: number;
  breakEvenMonths: number;
  assumptions: string[];
}

export const RATE_CUT_PER_POINT = 0.0025;

export function calculatePoints(input: PointsInput): PointsResult {
  const assumptions: string[] = [];
  const term = input.termYears ?? 30;
  if (input.termYears === undefined) assumptions.push('Loan term: 30 years (assumed).');
  let reducedRate = input.reducedRate;
  if (reducedRate === undefined) {
    reducedRate = Math.max(0, input.baseRate - input.points * RATE_CUT_PER_POINT);
    assumptions.push(
      `Each point lowers the rate by 0.25 percentage points (a common rule of thumb; ask your lender for the real quote).`,
    );
  }
  const cost = input.loanAmount * (input.points / 100);
  const paymentWithout = monthlyPayment(input.loanAmount, input.baseRate, term);
  const paymentWith = monthlyPayment(input.loanAmount, reducedRate, term);
  const monthlySavings = paymentWithout - paymentWith;
  const breakEvenMonths = monthlySavings > 0 ? cost / monthlySavings : Infinity;
  return { cost, reducedRate, paymentWithout, paymentWith, monthlySavings, breakEvenMonths, assumptions };
}

// ---------------------------------------------------------------------------------------------------
// PMI removal

export interface PmiInput {
  /** Original value: the lower of price and appraisal at purchase. */
  homeValue: number;
  loanAmount: number;
  rate: number;
  termYears?: number;
  /** First payment as year and month (1–12), for calendar dates. */
  firstPayment?: { year: number; month: number };
}

export interface PmiResult {
  /** Payment number after which the balance is at or below 80% of the original value. */
  requestMonth: number;
  /** Payment number after which the balance reaches 78% (automatic termination). */
  automaticMonth: number;
  requestDate?: string;
  automaticDate?: string;
  startingLtv: number;
  assumptions: string[];
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "March 2031" for the n-th payment counted from the first payment (n = 1 is the first). */
export function paymentMonthName(first: { year: number; month: number }, n: number): string {
  const index = first.year * 12 + (first.month - 1) + (n - 1);
  return `${MONTH_NAMES[index % 12]} ${Math.floor(index / 12)}`;
}

function monthBalanceReaches(loan: number, rate: number, term: number, target: number): number {
  const n = Math.round(term * 12);
  for (let k = 0; k <= n; k++) if (remainingBalance(loan, rate, term, k) <= target + 1e-6) return k;
  return n;
}

export function calculatePmiRemoval(input: PmiInput): PmiResult {
  const assumptions: string[] = [];
  const term = input.termYears ?? 30;
  if (input.termYears === undefined) assumptions.push('Loan term: 30 years (assumed).');
  assumptions.push('Scheduled payments only (extra principal payments reach the dates sooner).');
  const requestMonth = monthBalanceReaches(input.loanAmount, input.rate, term, 0.8 * input.homeValue);
  const automaticMonth = monthBalanceReaches(input.loanAmount, input.rate, term, 0.78 * input.homeValue);
  const result: PmiResult = {
    requestMonth,
    automaticMonth,
    startingLtv: input.loanAmount / input.homeValue,
    assumptions,
  };
  if (input.firstPayment) {
    result.requestDate = paymentMonthName(input.firstPayment, requestMonth);
    result.automaticDate = paymentMonthName(input.firstPayment, automaticMonth);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------
// Comparable sales: price per square foot and an offer range

export interface Comp {
  price: number;
  sqft: number;
}

export interface CompsInput {
  comps: Comp[];
  subjectSqft?: number;
  askingPrice?: number;
  /** "avg $/sf times my 2,100 sf": the mean of the comps' $/sq ft leads instead of the median. */
  basis?: 'average';
}

export interface CompsResult {
  perSqft: number[];
  averagePerSqft: number;
  medianPerSqft: number;
  lowPerSqft: number;
  highPerSqft: number;
  subjectValue?: number;
  /** The subject at the mean of the comps' $/sq ft (each comp's ratio averaged). */
  subjectAtAverage?: number;
  offerLow?: number;
  offerHigh?: number;
  askingPerSqft?: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function analyzeComps(input: CompsInput): CompsResult {
  const perSqft = input.comps.map((c) => c.price / c.sqft);
  const averagePerSqft = perSqft.reduce((a, b) => a + b, 0) / perSqft.length;
  const result: CompsResult = {
    perSqft,
    averagePerSqft,
    medianPerSqft: median(perSqft),
    lowPerSqft: Math.min(...perSqft),
    highPerSqft: Math.max(...perSqft),
  };
  if (input.subjectSqft !== undefined) {
    result.subjectValue = result.medianPerSqft * input.subjectSqft;
    result.subjectAtAverage = result.averagePerSqft * input.subjectSqft;
    result.offerLow = result.lowPerSqft * input.subjectSqft;
    result.offerHigh = result.highPerSqft * input.subjectSqft;
    if (input.askingPrice !== undefined) result.askingPerSqft = input.askingPrice / input.subjectSqft;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------
// Months of inventory and absorption

export interface InventoryInput {
  activeListings: number;
  /** Closed sales per month. */
  salesPerMonth: number;
}

export type MarketVerdict = "seller's market" | 'balanced market' | "buyer's market";

export interface InventoryResult {
  monthsOfInventory: number;
  absorptionRate: number;
  verdict: MarketVerdict;
}

export function marketVerdict(months: number): MarketVerdict {
  if (months < 4) return "seller's market";
  if (months <= 6) return 'balanced market';
  return "buyer's market";
}

export function calculateInventory(input: InventoryInput): InventoryResult {
  const monthsOfInventory = input.activeListings / input.salesPerMonth;
  return {
    monthsOfInventory,
    absorptionRate: input.salesPerMonth / input.activeListings,
    verdict: marketVerdict(monthsOfInventory),
  };
}

// ---------------------------------------------------------------------------------------------------
// DSCR loan: rent ÷ PITIA

export interface DscrLoanInput {
  monthlyRent: number;
  /** Either a full PITIA or the parts to build it. */
  pitia?: number;
  loanAmount?: number;
  rate?: number;
  termYears?: number;
  monthlyTax?: number;
  monthlyInsurance?: number;
  monthlyHoa?: number;
  minimumRatio?: number;
}

export interface DscrLoanResult {
  principalAndInterest?: number;
  pitia: number;
  ratio: number;
  minimumRatio: number;
  qualifies: boolean;
  /** Largest PITIA that still meets the minimum ratio. */
  maxPitia: number;
  assumptions: string[];
}

export function calculateDscrLoan(input: DscrLoanInput): DscrLoanResult {
  const assumptions: string[] = [];
  const minimumRatio = input.minimumRatio ?? 1.0;
  if (input.minimumRatio === undefined)
    assumptions.push('Minimum DSCR: 1.00 (many lenders want 1.00–1.25; a higher ratio gets better pricing).');
  let pitia = input.pitia;
  let principalAndInterest: number | undefined;
  if (pitia === undefined) {
    const term = input.termYears ?? 30;
    if (input.termYears === undefined) assumptions.push('Loan term: 30 years (assumed).');
    principalAndInterest = monthlyPayment(input.loanAmount ?? 0, input.rate ?? 0, term);
    pitia =
      principalAndInterest +
      (input.monthlyTax ?? 0) +
      (input.monthlyInsurance ?? 0) +
      (input.monthlyHoa ?? 0);
  }
  const ratio = input.monthlyRent / pitia;
  return {
    ...(principalAndInterest !== undefined ? { principalAndInterest } : {}),
    pitia,
    ratio,
    minimumRatio,
    qualifies: ratio >= minimumRatio,
    maxPitia: input.monthlyRent / minimumRatio,
    assumptions,
  };
}

// ---------------------------------------------------------------------------------------------------
// Value at a cap rate, and the change when caps move

export interface CapValueInput {
  noi: number;
  capRate: number;
  newCapRate?: number;
}

export interface CapValueResult {
  value: number;
  newValue?: number;
  change?: number;
  changePercent?: number;
}

export function calculateCapValue(input: CapValueInput): CapValueResult {
  const value = input.noi / input.capRate;
  if (input.newCapRate === undefined) return { value };
  const newValue = input.noi / input.newCapRate;
  return { value, newValue, change: newValue - value, changePercent: (newValue - value) / value };
}

// ---------------------------------------------------------------------------------------------------
// BRRRR

export interface BrrrrInput {
  purchasePrice: number;
  rehabCost: number;
  arv: number;
  refinanceLtv?: number;
  /** Purchase plus refinance closing and holding costs, in dollars. */
  closingCosts?: number;
  /** The part of closingCosts that is the refinance's, paid out of the new loan. */
  refinanceCosts?: number;
  refinanceRate?: number;
  /** The refinance's term in years; 30 when unsaid. */
  refinanceTermYears?: number;
  /** "ignoring closing costs": the user left them out on purpose. */
  closingIgnored?: boolean;
  monthlyRent?: number;
}

export interface BrrrrResult {
  totalCost: number;
  refinanceLoan: number;
  cashLeftIn: number;
  cashOut: number;
  /** The new loan less the refinance's own costs: the cash the refinance pays out. */
  cashFromRefinance: number;
  equity: number;
  monthlyPayment?: number;
  assumptions: string[];
}

export function calculateBrrrr(input: BrrrrInput): BrrrrResult {
  const assumptions: string[] = [];
  const ltv = input.refinanceLtv ?? 0.75;
  if (input.refinanceLtv === undefined)
    assumptions.push('Cash-out refinance at 75% of the ARV (typical for investors).');
  const closing = input.closingCosts ?? 0;
  if (input.closingCosts === undefined)
    assumptions.push(
      input.closingIgnored
        ? 'Closing and holding costs left out, as you asked.'
        : 'Closing and holding costs not included (add them for the real cash left in).',
    );
  const totalCost = input.purchasePrice + input.rehabCost + closing;
  const refinanceLoan = input.arv * ltv;
  const cashLeftIn = totalCost - refinanceLoan;
  const result: BrrrrResult = {
    totalCost,
    refinanceLoan,
    cashLeftIn: Math.max(0, cashLeftIn),
    cashOut: Math.max(0, -cashLeftIn),
    cashFromRefinance: refinanceLoan - (input.refinanceCosts ?? 0),
    equity: input.arv - refinanceLoan,
    assumptions,
  };
  if (input.refinanceRate !== undefined) {
    result.monthlyPayment = monthlyPayment(
      refinanceLoan,
      input.refinanceRate,
      input.refinanceTermYears ?? 30,
    );
    if (input.refinanceTermYears === undefined) assumptions.push('Refinance loan: 30-year fixed (assumed).');
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------
// 1031 exchange

export interface ExchangeInput {
  /** Closing date of the relinquished property, ISO yyyy-mm-dd. */
  saleDate?: string;
  /** Net sale price (after selling costs) of the relinquished property. */
  salePrice?: number;
  replacementPrice?: number;
  oldMortgage?: number;
  newMortgage?: number;
  /** Cash the investor takes out of the proceeds. */
  cashKept?: number;
}

export interface ExchangeResult {
  identificationDeadline?: string;
  closingDeadline?: string;
  cashBoot?: number;
  mortgageBoot?: number;
  totalBoot?: number;
  tradeDownBoot?: number;
  /** To defer all the tax: the equity to reinvest (sale − old mortgage), all of it. */
  equityToReinvest?: number;
  /** …and the new debt it then takes at least (replacement − equity), never below the old debt. */
  minimumNewDebt?: number;
}

/** Adds calendar days to an ISO date (UTC, so no daylight-saving drift). */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function calculateExchange(input: ExchangeInput): ExchangeResult {
  const result: ExchangeResult = {};
  if (input.saleDate) {
    result.identificationDeadline = addDays(input.saleDate, 45);
    result.closingDeadline = addDays(input.saleDate, 180);
  }
  if (input.salePrice !== undefined && input.replacementPrice !== undefined)
    result.tradeDownBoot = Math.max(0, input.salePrice - input.replacementPrice);
  if (input.cashKept !== undefined) result.cashBoot = input.cashKept;
  if (input.oldMortgage !== undefined && input.newMortgage !== undefined)
    result.mortgageBoot = Math.max(0, input.oldMortgage - input.newMortgage);
  if (result.cashBoot !== undefined || result.mortgageBoot !== undefined)
    result.totalBoot = (result.cashBoot ?? 0) + (result.mortgageBoot ?? 0);
  // With the sale, its mortgage and a replacement at least as dear: reinvest every dollar of equity
  // and finance the rest, which then replaces the old debt (cash added lowers it dollar for dollar).
  if (
    input.salePrice !== undefined &&
    input.replacementPrice !== undefined &&
    input.oldMortgage !== undefined &&
    input.newMortgage === undefined &&
    input.cashKept === undefined &&
    input.replacementPrice >= input.salePrice &&
    input.salePrice > input.oldMortgage
  ) {
    result.equityToReinvest = input.salePrice - input.oldMortgage;
    result.minimumNewDebt = input.replacementPrice - result.equityToReinvest;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------
// Depreciation and a cost-segregation estimate

export interface DepreciationInput {
  price: number;
  /** Land value in dollars, or a share of the price. */
  landValue?: number;
  landShare?: number;
  commercial?: boolean;
  /** Share of the building basis a cost-segregation study moves to 5/7/15-year property. */
  costSegShare?: number;
}

export interface DepreciationResult {
  buildingBasis: number;
  recoveryYears: number;
  annualDepreciation: number;
  costSegReclassified: number;
  /** First-year deduction with cost segregation and 100% bonus depreciation. */
  costSegFirstYear: number;
  assumptions: string[];
}

export function calculateDepreciation(input: DepreciationInput): DepreciationResult {
  const assumptions: string[] = [];
  let land = input.landValue;
  if (land === undefined) {
    const share = input.landShare ?? 0.2;
    land = input.price * share;
    assumptions.push(
      `Land: ${formatPercent(share, 0)} of the price (${input.landShare === undefined ? 'assumed; use your assessor’s land/improvement split' : 'as given'}); land is not depreciable.`,
    );
  }
  const recoveryYears = input.commercial ? 39 : 27.5;
  const buildingBasis = input.price - land;
  const segShare = input.costSegShare ?? 0.25;
  if (input.costSegShare === undefined)
    assumptions.push(
      'Cost segregation moves about 25% of the building basis to 5-, 7- and 15-year property (typical range 15–35%).',
    );
  assumptions.push(
    'Bonus depreciation at 100% for property acquired after January 19, 2025 (restored by the 2025 tax act); straight-line, ignoring the mid-month convention.',
  );
  const costSegReclassified = buildingBasis * segShare;
  return {
    buildingBasis,
    recoveryYears,
    annualDepreciation: buildingBasis / recoveryYears,
    costSegReclassified,
    costSegFirstYear: costSegReclassified + (buildingBasis - costSegReclassified) / recoveryYears,
    assumptions,
  };
}

// ---------------------------------------------------------------------------------------------------
// Seller's net sheet

export interface SellerNetInput {
  salePrice: number;
  mortgagePayoff?: number;
  commissionRate?: number;
  /** Seller closing costs (title, transfer tax, escrow) as a share of the price. */
  closingCostRate?: number;
  /** Seller closing costs in dollars, when the seller states them ("$2k other costs"). */
  closingCosts?: number;
  concessions?: number;
}

export interface SellerNetResult {
  commission: number;
  closingCosts: number;
  payoff: number;
  concessions: number;
  net: number;
  assumptions: string[];
}

export function calculateSellerNet(input: SellerNetInput): SellerNetResult {
  const assumptions: string[] = [];
  const commissionRate = input.commissionRate ?? 0.055;
  if (input.commissionRate === undefined)
    assumptions.push(
      'Agent commissions: 5.5% of the price (negotiable; since 2024 buyer-agent pay is agreed separately).',
    );
  const closingRate = input.closingCostRate ?? 0.015;
  if (input.closingCostRate === undefined && input.closingCosts === undefined)
    assumptions.push(
      'Seller closing costs (title, escrow, transfer tax): 1.5% of the price (varies widely by state).',
    );
  if (input.mortgagePayoff === undefined) assumptions.push('No mortgage payoff (none given).');
  const commission = input.salePrice * commissionRate;
  const closingCosts = input.closingCosts ?? input.salePrice * closingRate;
  const payoff = input.mortgagePayoff ?? 0;
  const concessions = input.concessions ?? 0;
  return {
    commission,
    closingCosts,
    payoff,
    concessions,
    net: input.salePrice - commission - closingCosts - payoff - concessions,
    assumptions,
  };
}

// ---------------------------------------------------------------------------------------------------
// ARM vs fixed over a horizon

export interface ArmVsFixedInput {
  loanAmount: number;
  fixedRate: number;
  armRate: number;
  /** Years before the first adjustment (5 for a 5/6 ARM). */
  initialYears: number;
  horizonYears: number;
  /** Rate after the first adjustment; default: initial rate + 2 points (a common first cap). */
  adjustedRate?: number;
  termYears?: number;
}

export interface ArmVsFixedResult {
  fixedPayment: number;
  armPayment: number;
  armAdjustedPayment: number;
  adjustedRate: number;
  fixedTotalPaid: number;
  armTotalPaid: number;
  fixedBalance: number;
  armBalance: number;
  /** Positive when the ARM costs less over the horizon (payments plus balance left). */
  armAdvantage: number;
  assumptions: string[];
}

export function calculateArmVsFixed(input: ArmVsFixedInput): ArmVsFixedResult {
  const assumptions: string[] = [];
  const term = input.termYears ?? 30;
  if (input.termYears === undefined) assumptions.push('Both loans amortize over 30 years (assumed).');
  const adjustedRate = input.adjustedRate ?? input.armRate + 0.02;
  if (input.adjustedRate === undefined)
    assumptions.push(
      `After ${input.initialYears} years the ARM rises to ${formatPercent(adjustedRate, 2)} (its rate + 2 points, a common first-adjustment cap; a worst case that stays there).`,
    );
  const months = Math.round(input.horizonYears * 12);
  const initialMonths = Math.round(input.initialYears * 12);
  const fixedPayment = monthlyPayment(input.loanAmount, input.fixedRate, term);
  const armPayment = monthlyPayment(input.loanAmount, input.armRate, term);
  let armTotalPaid: number;
  let armBalance: number;
  let armAdjustedPayment = armPayment;
  if (months <= initialMonths) {
    armTotalPaid = armPayment * months;
    armBalance = remainingBalance(input.loanAmount, input.armRate, term, months);
  } else {
    const balanceAtReset = remainingBalance(input.loanAmount, input.armRate, term, initialMonths);
    const remainingTerm = term - input.initialYears;
    armAdjustedPayment = monthlyPayment(balanceAtReset, adjustedRate, remainingTerm);
    armTotalPaid = armPayment * initialMonths + armAdjustedPayment * (months - initialMonths);
    armBalance = remainingBalance(balanceAtReset, adjustedRate, remainingTerm, months - initialMonths);
  }
  const fixedTotalPaid = fixedPayment * months;
  const fixedBalance = remainingBalance(input.loanAmount, input.fixedRate, term, months);
  return {
    fixedPayment,
    armPayment,
    armAdjustedPayment,
    adjustedRate,
    fixedTotalPaid,
    armTotalPaid,
    fixedBalance,
    armBalance,
    armAdvantage: fixedTotalPaid + fixedBalance - (armTotalPaid + armBalance),
    assumptions,
  };
}

// ---------------------------------------------------------------------------------------------------
// Property tax

export interface PropertyTaxInput {
  value: number;
  /** Tax rate as a fraction of assessed value, or a mill rate (dollars per $1,000). */
  rate?: number;
  millRate?: number;
  /** Share of market value that is assessed (1 when the value given is already the assessed value). */
  assessmentRatio?: number;
  exemption?: number;
}

export interface PropertyTaxResult {
  assessedValue: number;
  taxableValue: number;
  annualTax: number;
  monthlyTax: number;
  effectiveRate: number;
  assumptions: string[];
}

export function calculatePropertyTax(input: PropertyTaxInput): PropertyTaxResult {
  const assumptions: string[] = [];
  const ratio = input.assessmentRatio ?? 1;
  if (input.assessmentRatio === undefined)
    assumptions.push('Assessed at 100% of the value given (some states assess a fraction).');
  let rate = input.rate;
  if (rate === undefined && input.millRate !== undefined) rate = input.millRate / 1000;
  if (rate === undefined) {
    rate = 0.011;
    assumptions.push('Tax rate: 1.1% (a US average; your county’s rate can be half or double).');
  }
  const assessedValue = input.value * ratio;
  const taxableValue = Math.max(0, assessedValue - (input.exemption ?? 0));
  const annualTax = taxableValue * rate;
  return {
    assessedValue,
    taxableValue,
    annualTax,
    monthlyTax: annualTax / 12,
    effectiveRate: annualTax / input.value,
    assumptions,
  };
}

// ---------------------------------------------------------------------------------------------------
// Cash-on-cash from the cash flow itself ("$80k all-in, nets $450/month")

export interface CashOnCashInput {
  cashInvested: number;
  monthlyCashFlow: number;
}

export function cashOnCash(input: CashOnCashInput): { annualCashFlow: number; cashOnCash: number } {
  const annualCashFlow = input.monthlyCashFlow * 12;
  return { annualCashFlow, cashOnCash: annualCashFlow / input.cashInvested };
}

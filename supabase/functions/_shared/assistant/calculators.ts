// Deterministic real-estate calculators. Pure functions: exact (unrounded) math, every default that was
// applied is reported in `assumptions` so the answer can show it. Rates are fractions (0.065 = 6.5%),
// money is in dollars, and rounding to cents happens only when formatting the output.

import { formatAmount, formatPercent, formatRate } from './format.ts';

/** Defaults used when the user does not give a value; each use is reported as an assumption. */
export const DEFAULTS = {
  termYears: 30,
  propertyTaxRate: 0.011,
  insuranceRate: 0.0035,
  pmiRate: 0.005,
  pmiLtvCutoff: 0.8,
  downPaymentPercent: 0.2,
  marketRate: 0.065,
  frontEndRatio: 0.28,
  backEndRatio: 0.36,
  maintenanceRate: 0.01,
  buyClosingCostRate: 0.03,
  sellCostRate: 0.06,
  appreciationRate: 0.03,
  rentGrowthRate: 0.03,
  investmentReturn: 0.05,
  horizonYears: 7,
  vacancyRate: 0.05,
  managementRate: 0.08,
  rentalMaintenanceRate: 0.05,
  capexRate: 0.05,
  investorDownPaymentPercent: 0.25,
  investorRate: 0.07,
  refinanceClosingCostRate: 0.03,
} as const;

// ---------------------------------------------------------------------------------------------------
// Amortization primitives

/** Monthly principal & interest: M = P·r / (1 − (1 + r)^−n), r = annual rate / 12, n = years · 12. */
export function monthlyPayment(principal: number, annualRate: number, termYears: number): number {
  const n = Math.round(termYears * 12);
  if (principal <= 0 || n <= 0) return 0;
  const r = annualRate / 12;
  if (r === 0) return principal / n;
  return (principal * r) / (1 - Math.pow(1 + r, -n));
}

/** Balance left after `monthsPaid` regular payments: B = P(1+r)^k − M((1+r)^k − 1)/r. */
export function remainingBalance(
  principal: number,
  annualRate: number,
  termYears: number,
  monthsPaid: number,
): number {
  const n = Math.round(termYears * 12);
  const k = Math.min(Math.max(0, Math.round(monthsPaid)), n);
  if (principal <= 0 || k >= n) return 0;
  const r = annualRate / 12;
  if (r === 0) return principal - (principal / n) * k;
  const m = monthlyPayment(principal, annualRate, termYears);
  const growth = Math.pow(1 + r, k);
  return Math.max(0, principal * growth - (m * (growth - 1)) / r);
}

/** Largest loan whose monthly principal & interest equals `payment`. */
export function loanFromPayment(payment: number, annualRate: number, termYears: number): number {
  const n = Math.round(termYears * 12);
  if (payment <= 0 || n <= 0) return 0;
  const r = annualRate / 12;
  if (r === 0) return payment * n;
  return (payment * (1 - Math.pow(1 + r, -n))) / r;
}

/** Months needed to repay `balance` with a fixed `payment` (Infinity when the payment never covers it). */
export function monthsToPayoff(balance: number, annualRate: number, payment: number): number {
  if (balance <= 0) return 0;
  const r = annualRate / 12;
  if (r === 0) return balance / payment;
  const x = 1 - (r * balance) / payment;
  if (x <= 0) return Number.POSITIVE_INFINITY;
  return -Math.log(x) / Math.log(1 + r);
}

// ---------------------------------------------------------------------------------------------------
// Mortgage payment with escrow items and amortization summary

export interface MortgageInput {
  loanAmount: number;
  annualRate: number;
  termYears?: number;
  /** Purchase price; when known, taxes, insurance, PMI and equity are estimated. */
  homePrice?: number;
  propertyTaxRate?: number;
  annualPropertyTax?: number;
  insuranceRate?: number;
  annualInsurance?: number;
  monthlyHoa?: number;
  pmiRate?: number;
  /** Mortgage insurance quoted in dollars a month ("PMI is $157/month"); it replaces the rate estimate. */
  monthlyPmiAmount?: number;
  /** Force including (or leaving out) estimated tax & insurance. Default: when a price or tax/insurance is given. */
  includeEscrow?: boolean;
}

export interface BalanceCheckpoint {
  year: number;
  balance: number;
  principalPaid: number;
  interestPaid: number;
  /** Equity from paying down the loan only (no appreciation); present when the price is known. */
  equity?: number;
}

export interface MortgageResult {
  loanAmount: number;
  annualRate: number;
  termYears: number;
  homePrice?: number;
  loanToValue?: number;
  monthlyPrincipalAndInterest: number;
  monthlyPropertyTax: number;
  monthlyInsurance: number;
  monthlyPmi: number;
  monthlyHoa: number;
  monthlyTotal: number;
  /** Months of PMI until the balance reaches 80% of the price (0 when no PMI). */
  pmiMonths: number;
  totalInterest: number;
  totalPrincipalAndInterest: number;
  checkpoints: BalanceCheckpoint[];
  /** First year-end at which loan paydown alone gives 50% equity (price known), else null. */
  halfEquityYear: number | null;
  escrowIncluded: boolean;
  assumptions: string[];
}

export function calculateMortgage(input: MortgageInput): MortgageResult {
  const assumptions: string[] = [];
  const termYears = input.termYears ?? DEFAULTS.termYears;
  if (input.termYears === undefined) assumptions.push(`Loan term: ${termYears} years (assumed).`);
  const { loanAmount, annualRate } = input;
  const price = input.homePrice;
  const pi = monthlyPayment(loanAmount, annualRate, termYears);
  const n = Math.round(termYears * 12);

  const escrowIncluded =
    input.includeEscrow ??
    (price !== undefined ||
      input.annualPropertyTax !== undefined ||
      input.propertyTaxRate !== undefined ||
      input.annualInsurance !== undefined ||
      input.insuranceRate !== undefined);

  let monthlyPropertyTax = 0;
  let monthlyInsurance = 0;
  const valueBase = price ?? loanAmount;
  if (escrowIncluded) {
    if (input.annualPropertyTax !== undefined) monthlyPropertyTax = input.annualPropertyTax / 12;
    else {
      const rate = input.propertyTaxRate ?? DEFAULTS.propertyTaxRate;
      monthlyPropertyTax = (valueBase * rate) / 12;
      if (input.propertyTaxRate === undefined)
        assumptions.push(
          `Property tax: ${formatPercent(rate)} of the ${price !== undefined ? 'price' : 'loan amount'} per year (assumed; varies widely by county).`,
        );
    }
    if (input.annualInsurance !== undefined) monthlyInsurance = input.annualInsurance / 12;
    else {
      const rate = input.insuranceRate ?? DEFAULTS.insuranceRate;
      monthlyInsurance = (valueBase * rate) / 12;
      if (input.insuranceRate === undefined)
        assumptions.push(
          `Homeowners insurance: ${formatPercent(rate)} of the ${price !== undefined ? 'price' : 'loan amount'} per year (assumed).`,
        );
    }
  }

  let monthlyPmi = 0;
  let pmiMonths = 0;
  let loanToValue: number | undefined;
  if (price !== undefined && price > 0) {
    loanToValue = loanAmount / price;
    // A quoted PMI stops at 20% down like the estimated one: "20% down instead so no PMI".
    if (loanToValue > DEFAULTS.pmiLtvCutoff + 1e-9) {
      const pmiRate = input.pmiRate ?? DEFAULTS.pmiRate;
      monthlyPmi = input.monthlyPmiAmount ?? (loanAmount * pmiRate) / 12;
      const cutoff = price * DEFAULTS.pmiLtvCutoff;
      pmiMonths = n;
      for (let k = 1; k <= n; k++) {
        if (remainingBalance(loanAmount, annualRate, termYears, k) <= cutoff) {
          pmiMonths = k;
          break;
        }
      }
      const quoted = input.monthlyPmiAmount !== undefined;
      assumptions.push(
        `PMI: ${quoted ? `${formatAmount(monthlyPmi)} a month as quoted` : `${formatPercent(pmiRate)} of the loan per year because the down payment is under 20%`}; it can be dropped once the balance reaches 80% of the price (about ${pmiMonths} months here).`,
      );
    }
  } else if (input.monthlyPmiAmount !== undefined) monthlyPmi = input.monthlyPmiAmount;
  // "PMI of 0.5% of the loan a year" on a loan with no price: the stated rate is paid as stated, since
  // no loan-to-value says it has stopped (rule 122).
  else if (input.pmiRate !== undefined) monthlyPmi = (loanAmount * input.pmiRate) / 12;

  const monthlyHoa = input.monthlyHoa ?? 0;
  const monthlyTotal = pi + monthlyPropertyTax + monthlyInsurance + monthlyPmi + monthlyHoa;
  const totalPrincipalAndInterest = pi * n;
  const totalInterest = totalPrincipalAndInterest - loanAmount;

  const checkpoints: BalanceCheckpoint[] = [];
  for (const year of [1, 5, 10, 15, 20]) {
    if (year >= termYears) continue;
    const balance = remainingBalance(loanAmount, annualRate, termYears, year * 12);
    const principalPaid = loanAmount - balance;
    const interestPaid = pi * year * 12 - principalPaid;
    checkpoints.push({
      year,
      balance,
      principalPaid,
      interestPaid,
      ...(price !== undefined ? { equity: price - balance } : {}),
    });
  }

  let halfEquityYear: number | null = null;
  if (price !== undefined && price > 0) {
    for (let year = 0; year <= Math.ceil(termYears); year++) {
      const balance = remainingBalance(loanAmount, annualRate, termYears, year * 12);
      if (price - balance >= price / 2 - 1e-9) {
        halfEquityYear = year;
        break;
      }
    }
  }

  return {
    loanAmount,
    annualRate,
    termYears,
    ...(price !== undefined ? { homePrice: price } : {}),
    ...(loanToValue !== undefined ? { loanToValue } : {}),
    monthlyPrincipalAndInterest: pi,
    monthlyPropertyTax,
    monthlyInsurance,
    monthlyPmi,
    monthlyHoa,
    monthlyTotal,
    pmiMonths,
    totalInterest,
    totalPrincipalAndInterest,
    checkpoints,
    halfEquityYear,
    escrowIncluded,
    assumptions,
  };
}

// ---------------------------------------------------------------------------------------------------
// Affordability by debt-to-income (28/36 rule)

export interface AffordabilityInput {
  annualIncome: number;
  monthlyDebts?: number;
  annualRate?: number;
  termYears?: number;
  downPaymentPercent?: number;
  downPaymentAmount?: number;
  propertyTaxRate?: number;
  insuranceRate?: number;
  pmiRate?: number;
  monthlyHoa?: number;
  frontEndRatio?: number;
  backEndRatio?: number;
}

export interface AffordabilityResult {
  grossMonthlyIncome: number;
  monthlyDebts: number;
  frontEndLimit: number;
  backEndLimit: number;
  maxHousingPayment: number;
  limitingRule: 'front-end' | 'back-end';
  annualRate: number;
  termYears: number;
  maxPrice: number;
  maxLoan: number;
  downPayment: number;
  monthlyPrincipalAndInterest: number;
  monthlyPropertyTax: number;
  monthlyInsurance: number;
  monthlyPmi: number;
  monthlyHoa: number;
  assumptions: string[];
}

export function calculateAffordability(input: AffordabilityInput): AffordabilityResult {
  const assumptions: string[] = [];
  const front = input.frontEndRatio ?? DEFAULTS.frontEndRatio;
  const back = input.backEndRatio ?? DEFAULTS.backEndRatio;
  const monthlyDebts = input.monthlyDebts ?? 0;
  if (input.monthlyDebts === undefined) assumptions.push('Other monthly debts: $0 (none mentioned).');
  const annualRate = input.annualRate ?? DEFAULTS.marketRate;
  if (input.annualRate === undefined)
    assumptions.push(`Interest rate: ${formatRate(annualRate)} (assumed; use your quoted rate).`);
  const termYears = input.termYears ?? DEFAULTS.termYears;
  if (input.termYears === undefined) assumptions.push(`Loan term: ${termYears} years (assumed).`);
  const taxRate = input.propertyTaxRate ?? DEFAULTS.propertyTaxRate;
  if (input.propertyTaxRate === undefined)
    assumptions.push(`Property tax: ${formatPercent(taxRate)} of the price per year (assumed).`);
  const insRate = input.insuranceRate ?? DEFAULTS.insuranceRate;
  if (input.insuranceRate === undefined)
    assumptions.push(`Homeowners insurance: ${formatPercent(insRate)} of the price per year (assumed).`);
  const pmiRate = input.pmiRate ?? DEFAULTS.pmiRate;
  const hoa = input.monthlyHoa ?? 0;

  const grossMonthlyIncome = input.annualIncome / 12;
  const frontEndLimit = grossMonthlyIncome * front;
  const backEndLimit = grossMonthlyIncome * back - monthlyDebts;
  const maxHousingPayment = Math.max(0, Math.min(frontEndLimit, backEndLimit));
  const limitingRule = backEndLimit < frontEndLimit ? 'back-end' : 'front-end';

  const k = monthlyPayment(1, annualRate, termYears); // payment per dollar borrowed
  const budget = Math.max(0, maxHousingPayment - hoa);
  const escrowPerDollar = (taxRate + insRate) / 12;

  let price: number;
  let downPayment: number;
  let withPmi: boolean;
  if (input.downPaymentAmount !== undefined) {
    const d = input.downPaymentAmount;
    // Without PMI: budget = (P − D)k + P·e  →  P = (budget + D·k) / (k + e)
    const noPmi = (budget + d * k) / (k + escrowPerDollar);
    if (d >= DEFAULTS.downPaymentPercent * noPmi - 1e-9) {
      price = noPmi;
      withPmi = false;
    } else {
      const m = pmiRate / 12;
      price = (budget + d * k + d * m) / (k + escrowPerDollar + m);
      withPmi = true;
    }
    price = Math.max(price, d);
    downPayment = d;
  } else {
    const dp = input.downPaymentPercent ?? DEFAULTS.downPaymentPercent;
    if (input.downPaymentPercent === undefined)
      assumptions.push(`Down payment: ${formatPercent(dp, 0)} of the price (assumed).`);
    withPmi = dp < DEFAULTS.downPaymentPercent - 1e-9;
    const coef = (1 - dp) * k + escrowPerDollar + (withPmi ? ((1 - dp) * pmiRate) / 12 : 0);
    price = coef > 0 ? budget / coef : 0;
    downPayment = price * dp;
  }
  if (withPmi)
    assumptions.push(`PMI: ${formatPercent(pmiRate)} of the loan per year (down payment under 20%).`);
  if (budget === 0) {
    price = input.downPaymentAmount ?? 0;
    downPayment = price;
  }

  const maxLoan = Math.max(0, price - downPayment);
  return {
    grossMonthlyIncome,
    monthlyDebts,
    frontEndLimit,
    backEndLimit,
    maxHousingPayment,
    limitingRule,
    annualRate,
    termYears,
    maxPrice: price,
    maxLoan,
    downPayment,
    monthlyPrincipalAndInterest: maxLoan * k,
    monthlyPropertyTax: (price * taxRate) / 12,
    monthlyInsurance: (price * insRate) / 12,
    monthlyPmi: withPmi ? (maxLoan * pmiRate) / 12 : 0,
    monthlyHoa: hoa,
    assumptions,
  };
}

// ---------------------------------------------------------------------------------------------------
// Rent vs buy over a horizon

export interface RentVsBuyInput {
  homePrice: number;
  monthlyRent: number;
  horizonYears?: number;
  annualRate?: number;
  termYears?: number;
  downPaymentPercent?: number;
  downPaymentAmount?: number;
  propertyTaxRate?: number;
  insuranceRate?: number;
  maintenanceRate?: number;
  monthlyHoa?: number;
  buyClosingCostRate?: number;
  sellCostRate?: number;
  appreciationRate?: number;
  rentGrowthRate?: number;
  investmentReturn?: number;
  pmiRate?: number;
}

export interface RentVsBuyYear {
  year: number;
  /** Cumulative cash paid by the owner (down payment, closing, payments, tax, insurance, upkeep, HOA). */
  ownerCashOut: number;
  homeValue: number;
  loanBalance: number;
  /** What the owner would net from selling at the end of this year (value − selling costs − balance). */
  saleProceeds: number;
  /** Net cost of buying = cash out − sale proceeds. */
  buyNetCost: number;
  /** Cumulative rent paid. */
  rentPaid: number;
  /** Growth the renter earns by investing the down payment and closing costs instead. */
  investmentGain: number;
  /** Net cost of renting = rent paid − investment gain. */
  rentNetCost: number;
}

export interface RentVsBuyResult {
  horizonYears: number;
  annualRate: number;
  termYears: number;
  downPayment: number;
  loanAmount: number;
  buyClosingCosts: number;
  firstYearOwnerMonthly: number;
  /** What owning costs a month in the first year, part by part (PMI: its first month). */
  firstMonthOwnerCosts: {
    principalAndInterest: number;
    pmi: number;
    propertyTax: number;
    insurance: number;
    upkeep: number;
    hoa: number;
  };
  firstYearRent: number;
  monthlyPrincipalAndInterest: number;
  atHorizon: RentVsBuyYear;
  timeline: RentVsBuyYear[];
  /** First year in which buying's net cost is at or below renting's, within 30 years. */
  breakEvenYear: number | null;
  cheaper: 'buying' | 'renting';
  difference: number;
  assumptions: string[];
}

export function calculateRentVsBuy(input: RentVsBuyInput): RentVsBuyResult {
  const assumptions: string[] = [];
  const use = <K extends keyof typeof DEFAULTS>(
    given: number | undefined,
    key: K,
    text: (value: number) => string,
  ): number => {
    if (given !== undefined) return given;
    const value = DEFAULTS[key] as number;
    assumptions.push(text(value));
    return value;
  };
  const price = input.homePrice;
  const horizon = use(input.horizonYears, 'horizonYears', (v) => `Time in the home: ${v} years (assumed).`);
  const rate = use(input.annualRate, 'marketRate', (v) => `Mortgage rate: ${formatRate(v)} (assumed).`);
  const term = use(input.termYears, 'termYears', (v) => `Loan term: ${v} years (assumed).`);
  let down: number;
  if (input.downPaymentAmount !== undefined) down = input.downPaymentAmount;
  else {
    const dp = use(
      input.downPaymentPercent,
      'downPaymentPercent',
      (v) => `Down payment: ${formatPercent(v, 0)} (assumed).`,
    );
    down = price * dp;
  }
  const taxRate = use(
    input.propertyTaxRate,
    'propertyTaxRate',
    (v) => `Property tax: ${formatPercent(v)} of the home's value per year (assumed).`,
  );
  const insRate = use(
    input.insuranceRate,
    'insuranceRate',
    (v) => `Insurance: ${formatPercent(v)} of value per year (assumed).`,
  );
  const maintRate = use(
    input.maintenanceRate,
    'maintenanceRate',
    (v) => `Maintenance: ${formatPercent(v)} of value per year (assumed).`,
  );
  const closeRate = use(
    input.buyClosingCostRate,
    'buyClosingCostRate',
    (v) => `Buying closing costs: ${formatPercent(v)} of the price (assumed).`,
  );
  const sellRate = use(
    input.sellCostRate,
    'sellCostRate',
    (v) => `Selling costs (commissions, transfer fees): ${formatPercent(v)} of the sale price (assumed).`,
  );
  const appreciation = use(
    input.appreciationRate,
    'appreciationRate',
    (v) => `Home appreciation: ${formatPercent(v)} per year (assumed).`,
  );
  const rentGrowth = use(
    input.rentGrowthRate,
    'rentGrowthRate',
    (v) => `Rent increases: ${formatPercent(v)} per year (assumed).`,
  );
  const invest = use(
    input.investmentReturn,
    'investmentReturn',
    (v) =>
      `The renter invests the down payment and closing costs instead, earning ${formatPercent(v)} per year (assumed).`,
  );
  const pmiRate = input.pmiRate ?? DEFAULTS.pmiRate;
  const hoa = input.monthlyHoa ?? 0;

  const loan = Math.max(0, price - down);
  const pi = monthlyPayment(loan, rate, term);
  const closing = price * closeRate;
  const upfront = down + closing;
  const pmiMonthly = loan > price * DEFAULTS.pmiLtvCutoff + 1e-9 ? (loan * pmiRate) / 12 : 0;
  if (pmiMonthly > 0)
    assumptions.push(`PMI: ${formatPercent(pmiRate)} of the loan per year until 80% loan-to-value.`);

  const timeline: RentVsBuyYear[] = [];
  const maxYears = Math.max(30, Math.ceil(horizon));
  let cashOut = upfront;
  let rentPaid = 0;
  let firstYearOwnerMonthly = 0;
  for (let year = 1; year <= maxYears; year++) {
    const startValue = price * Math.pow(1 + appreciation, year - 1);
    let yearPayments = 0;
    for (let m = (year - 1) * 12 + 1; m <= year * 12; m++) {
      if (m <= term * 12) yearPayments += pi;
      if (pmiMonthly > 0 && remainingBalance(loan, rate, term, m - 1) > price * DEFAULTS.pmiLtvCutoff)
        yearPayments += pmiMonthly;
    }
    const yearOwnerCosts = yearPayments + startValue * (taxRate + insRate + maintRate) + hoa * 12;
    if (year === 1) firstYearOwnerMonthly = yearOwnerCosts / 12;
    cashOut += yearOwnerCosts;
    rentPaid += input.monthlyRent * 12 * Math.pow(1 + rentGrowth, year - 1);
    const homeValue = price * Math.pow(1 + appreciation, year);
    const loanBalance = remainingBalance(loan, rate, term, year * 12);
    const saleProceeds = homeValue * (1 - sellRate) - loanBalance;
    const investmentGain = upfront * (Math.pow(1 + invest, year) - 1);
    timeline.push({
      year,
      ownerCashOut: cashOut,
      homeValue,
      loanBalance,
      saleProceeds,
      buyNetCost: cashOut - saleProceeds,
      rentPaid,
      investmentGain,
      rentNetCost: rentPaid - investmentGain,
    });
  }

  const breakEven = timeline.find((y) => y.buyNetCost <= y.rentNetCost);
  const horizonIndex = Math.min(timeline.length, Math.max(1, Math.round(horizon))) - 1;
  const atHorizon = timeline[horizonIndex] as RentVsBuyYear;
  const cheaper = atHorizon.buyNetCost <= atHorizon.rentNetCost ? 'buying' : 'renting';
  assumptions.push('Monthly cost differences between owning and renting are not invested.');
  return {
    horizonYears: horizon,
    annualRate: rate,
    termYears: term,
    downPayment: down,
    loanAmount: loan,
    buyClosingCosts: closing,
    firstYearOwnerMonthly,
    firstMonthOwnerCosts: {
      principalAndInterest: pi,
      pmi: pmiMonthly,
      propertyTax: (price * taxRate) / 12,
      insurance: (price * insRate) / 12,
      upkeep: (price * maintRate) / 12,
      hoa,
    },
    firstYearRent: input.monthlyRent,
    monthlyPrincipalAndInterest: pi,
    atHorizon,
    timeline,
    breakEvenYear: breakEven ? breakEven.year : null,
    cheaper,
    difference: Math.abs(atHorizon.buyNetCost - atHorizon.rentNetCost),
    assumptions,
  };
}

// ---------------------------------------------------------------------------------------------------
// Rental property analysis

export interface RentalInput {
  price: number;
  monthlyRent?: number;
  /** Known net operating income (annual); skips the expense estimate. */
  noi?: number;
  /** Known annual operating expenses (excluding mortgage and vacancy). */
  annualExpenses?: number;
  /** Operating expenses as a share of effective gross income (an expense ratio). */
  expenseRatio?: number;
  /** Operating expenses as a share of gross scheduled rent, before vacancy. */
  grossExpenseRatio?: number;
  vacancyRate?: number;
  managementRate?: number;
  maintenanceRate?: number;
  /** Maintenance and repairs in dollars a year, when the user states them (instead of a rate). */
  annualMaintenance?: number;
  /** Other operating costs listed (utilities, landscaping…), a year. */
  annualOtherExpenses?: number;
  capexRate?: number;
  propertyTaxRate?: number;
  annualPropertyTax?: number;
  insuranceRate?: number;
  annualInsurance?: number;
  monthlyHoa?: number;
  downPaymentPercent?: number;
  downPaymentAmount?: number;
  annualRate?: number;
  termYears?: number;
  closingCostRate?: number;
  /** Closing costs in dollars, when the user states them (instead of a rate). */
  closingCosts?: number;
  /** Total cash invested, when the user states it (overrides down payment + closing costs). */
  cashInvested?: number;
  /** A rehab paid in cash with the purchase: added to the cash invested. */
  rehabCost?: number;
  /** All-cash purchase: no loan. */
  allCash?: boolean;
  /** The user itemised the expenses (`itemizesExpenses`): none they left out is assumed. */
  listedExpensesOnly?: boolean;
  /** Management as a share of the rent as scheduled ("all as a % of the rent"), in place of `managementRate`. */
  grossManagementRate?: number;
}

/**
 * Whether the user itemised the expenses (three or more costs of taxes, insurance, management,
 * maintenance, reserves, HOA; a "none", as in "I self manage", is not one): then only the listed ones
 * count. Read from the question, and kept with the input so a card's edits do not change what counts.
 */
export function itemizesExpenses(input: Partial<RentalInput>): boolean {
  const listed = [
    input.annualPropertyTax ?? input.propertyTaxRate,
    input.annualInsurance ?? input.insuranceRate,
    input.managementRate,
    input.annualMaintenance ?? input.maintenanceRate,
    input.capexRate,
    input.monthlyHoa,
    input.annualOtherExpenses,
  ].filter((v) => v !== undefined && v > 0);
  return listed.length >= 3;
}

export interface ExpenseLine {
  name: string;
  annual: number;
}

export interface RentalResult {
  price: number;
  grossAnnualRent: number | null;
  vacancyLoss: number;
  effectiveGrossIncome: number | null;
  expenses: ExpenseLine[];
  operatingExpenses: number | null;
  noi: number;
  capRate: number;
  loanAmount: number;
  annualRate: number;
  termYears: number;
  annualDebtService: number;
  annualCashFlow: number;
  monthlyCashFlow: number;
  cashInvested: number;
  cashOnCash: number | null;
  dscr: number | null;
  grossRentMultiplier: number | null;
  onePercentRatio: number | null;
  meetsOnePercentRule: boolean | null;
  assumptions: string[];
}

export function calculateRental(input: RentalInput): RentalResult {
  const assumptions: string[] = [];
  const price = input.price;
  const rent = input.monthlyRent;
  const grossAnnualRent = rent !== undefined ? rent * 12 : null;
  const expenses: ExpenseLine[] = [];
  let vacancyLoss = 0;
  let effectiveGrossIncome: number | null = null;
  let operatingExpenses: number | null = null;
  let noi: number;

  if (input.noi !== undefined) {
    noi = input.noi;
  } else {
    const gross = grossAnnualRent ?? 0;
    // Expenses given as a share of gross rent are the user's whole model, as in the 50% rule: no
    // vacancy is assumed on top of it unless they state one.
    const ratioOfGross = input.grossExpenseRatio !== undefined && input.annualExpenses === undefined;
    const vacancy = input.vacancyRate ?? (ratioOfGross ? 0 : DEFAULTS.vacancyRate);
    if (input.vacancyRate === undefined)
      assumptions.push(
        ratioOfGross
          ? 'Vacancy: none added; your expense share of gross rent is taken as the whole allowance (a 5% vacancy would lower the NOI).'
          : `Vacancy and credit loss: ${formatPercent(vacancy, 0)} of gross rent (assumed).`,
      );
    vacancyLoss = gross * vacancy;
    effectiveGrossIncome = gross - vacancyLoss;
    if (input.annualExpenses !== undefined) {
      expenses.push({ name: 'Operating expenses (given)', annual: input.annualExpenses });
    } else if (input.expenseRatio !== undefined) {
      expenses.push({
        name: `Operating expenses (${formatRate(input.expenseRatio)} of effective gross income)`,
        annual: effectiveGrossIncome * input.expenseRatio,
      });
    } else if (input.grossExpenseRatio !== undefined) {
      expenses.push({
        name: `Operating expenses (${formatRate(input.grossExpenseRatio)} of gross rent)`,
        annual: gross * input.grossExpenseRatio,
      });
    } else {
      const tax = input.annualPropertyTax ?? price * (input.propertyTaxRate ?? DEFAULTS.propertyTaxRate);
      if (input.annualPropertyTax === undefined && input.propertyTaxRate === undefined)
        assumptions.push(
          `Property tax: ${formatPercent(DEFAULTS.propertyTaxRate)} of the price per year (assumed).`,
        );
      expenses.push({ name: 'Property tax', annual: tax });
      const ins = input.annualInsurance ?? price * (input.insuranceRate ?? DEFAULTS.insuranceRate);
      if (input.annualInsurance === undefined && input.insuranceRate === undefined)
        assumptions.push(
          `Insurance: ${formatPercent(DEFAULTS.insuranceRate)} of the price per year (assumed).`,
        );
      expenses.push({ name: 'Insurance', annual: ins });
      // Three or more expenses itemised are the user's list: nothing they left out is assumed.
      const listedOnly = input.listedExpensesOnly === true;
      const left: string[] = [];
      if (input.grossManagementRate !== undefined)
        expenses.push({
          name: `Property management (${formatRate(input.grossManagementRate)} of gross rent)`,
          annual: gross * input.grossManagementRate,
        });
      else if (input.managementRate !== undefined || !listedOnly) {
        const mgmt = input.managementRate ?? DEFAULTS.managementRate;
        if (input.managementRate === undefined)
          assumptions.push(`Property management: ${formatPercent(mgmt, 0)} of collected rent (assumed).`);
        expenses.push({
          name: `Property management (${formatRate(mgmt)} of collected rent)`,
          annual: effectiveGrossIncome * mgmt,
        });
      } else left.push('property management');
      if (input.annualMaintenance !== undefined)
        expenses.push({ name: 'Maintenance and repairs', annual: input.annualMaintenance });
      else if (input.maintenanceRate !== undefined || !listedOnly) {
        const maint = input.maintenanceRate ?? DEFAULTS.rentalMaintenanceRate;
        if (input.maintenanceRate === undefined)
          assumptions.push(`Maintenance and repairs: ${formatPercent(maint, 0)} of gross rent (assumed).`);
        expenses.push({
          name: `Maintenance and repairs (${formatRate(maint)} of rent)`,
          annual: gross * maint,
        });
      } else left.push('maintenance');
      if (input.capexRate !== undefined || !listedOnly) {
        const capex = input.capexRate ?? DEFAULTS.capexRate;
        if (input.capexRate === undefined)
          assumptions.push(
            `Capital reserves (roof, HVAC, appliances): ${formatPercent(capex, 0)} of gross rent (assumed).`,
          );
        expenses.push({ name: `Capital reserves (${formatRate(capex)} of rent)`, annual: gross * capex });
      } else left.push('capital reserves');
      if (left.length > 0)
        assumptions.push(
          `Only the expenses you listed are counted: no ${left.join(', ')} added. Many investors also set aside 5–10% of rent for repairs and reserves.`,
        );
      if (input.monthlyHoa !== undefined) expenses.push({ name: 'HOA dues', annual: input.monthlyHoa * 12 });
      if (input.annualOtherExpenses !== undefined)
        expenses.push({
          name: 'Other listed costs (utilities, reserves and the like)',
          annual: input.annualOtherExpenses,
        });
    }
    operatingExpenses = expenses.reduce((sum, e) => sum + e.annual, 0);
    noi = effectiveGrossIncome - operatingExpenses;
  }

  // Financing
  const allCash = input.allCash === true;
  let down: number;
  if (allCash) down = price;
  else if (input.downPaymentAmount !== undefined) down = input.downPaymentAmount;
  else {
    const dp = input.downPaymentPercent ?? DEFAULTS.investorDownPaymentPercent;
    if (input.downPaymentPercent === undefined)
      assumptions.push(
        `Financing: ${formatPercent(dp, 0)} down, typical for an investment property (assumed).`,
      );
    down = price * dp;
  }
  const loanAmount = Math.max(0, price - down);
  const annualRate = input.annualRate ?? DEFAULTS.investorRate;
  if (input.annualRate === undefined && loanAmount > 0)
    assumptions.push(`Investment-loan rate: ${formatRate(annualRate)} (assumed).`);
  const termYears = input.termYears ?? DEFAULTS.termYears;
  if (input.termYears === undefined && loanAmount > 0)
    assumptions.push(`Loan term: ${termYears} years (assumed).`);
  const annualDebtService = monthlyPayment(loanAmount, annualRate, termYears) * 12;
  let cashInvested: number;
  if (input.cashInvested !== undefined) cashInvested = input.cashInvested;
  else if (input.closingCosts !== undefined)
    cashInvested = down + input.closingCosts + (input.rehabCost ?? 0);
  else {
    const closeRate = input.closingCostRate ?? DEFAULTS.buyClosingCostRate;
    if (input.closingCostRate === undefined)
      assumptions.push(`Closing costs: ${formatPercent(closeRate, 0)} of the price, paid in cash (assumed).`);
    cashInvested = down + price * closeRate + (input.rehabCost ?? 0);
  }
  const annualCashFlow = noi - annualDebtService;

  return {
    price,
    grossAnnualRent,
    vacancyLoss,
    effectiveGrossIncome,
    expenses,
    operatingExpenses,
    noi,
    capRate: price > 0 ? noi / price : 0,
    loanAmount,
    annualRate,
    termYears,
    annualDebtService,
    annualCashFlow,
    monthlyCashFlow: annualCashFlow / 12,
    cashInvested,
    cashOnCash: cashInvested > 0 ? annualCashFlow / cashInvested : null,
    dscr: annualDebtService > 0 ? noi / annualDebtService : null,
    grossRentMultiplier: grossAnnualRent ? price / grossAnnualRent : null,
    onePercentRatio: rent !== undefined && price > 0 ? rent / price : null,
    meetsOnePercentRule: rent !== undefined && price > 0 ? rent / price >= 0.01 - 1e-12 : null,
    assumptions,
  };
}

/** Cap rate = NOI / price. */
export function capRate(noi: number, price: number): number {
  return price > 0 ? noi / price : 0;
}

/** Value implied by a cap rate: price = NOI / cap rate. */
export function valueFromCapRate(noi: number, rate: number): number {
  return rate > 0 ? noi / rate : 0;
}

// ---------------------------------------------------------------------------------------------------
// Refinance break-even

export interface RefinanceInput {
  balance: number;
  currentRate: number;
  newRate: number;
  /** Years left on the current loan; derived from `currentMonthlyPayment` when given, else the new term. */
  remainingYears?: number;
  currentMonthlyPayment?: number;
  newTermYears?: number;
  closingCosts?: number;
  closingCostRate?: number;
}

export interface RefinanceResult {
  balance: number;
  currentRate: number;
  newRate: number;
  remainingMonths: number;
  newTermYears: number;
  currentPayment: number;
  newPayment: number;
  monthlySavings: number;
  closingCosts: number;
  /** Months of savings needed to recover the closing costs; null when the new payment is not lower. */
  breakEvenMonths: number | null;
  remainingInterestCurrent: number;
  totalInterestNew: number;
  /** Interest saved over the life of the loans minus closing costs (negative = costs more). */
  lifetimeNetSavings: number;
  assumptions: string[];
}

export function calculateRefinance(input: RefinanceInput): RefinanceResult {
  const assumptions: string[] = [];
  const { balance, currentRate, newRate } = input;
  const newTermYears = input.newTermYears ?? DEFAULTS.termYears;
  if (input.newTermYears === undefined) assumptions.push(`New loan term: ${newTermYears} years (assumed).`);

  let currentPayment: number;
  let remainingMonths: number;
  if (input.currentMonthlyPayment !== undefined && input.remainingYears === undefined) {
    currentPayment = input.currentMonthlyPayment;
    remainingMonths = monthsToPayoff(balance, currentRate, currentPayment);
    if (Number.isFinite(remainingMonths))
      assumptions.push(
        `Remaining term of the current loan derived from its payment: about ${Math.ceil(remainingMonths)} months.`,
      );
  } else {
    const remainingYears = input.remainingYears ?? newTermYears;
    if (input.remainingYears === undefined)
      assumptions.push(
        `Years left on the current loan: ${remainingYears} (assumed equal to the new term; say e.g. "25 years left").`,
      );
    remainingMonths = remainingYears * 12;
    currentPayment = input.currentMonthlyPayment ?? monthlyPayment(balance, currentRate, remainingYears);
  }

  let closingCosts: number;
  if (input.closingCosts !== undefined) closingCosts = input.closingCosts;
  else {
    const rate = input.closingCostRate ?? DEFAULTS.refinanceClosingCostRate;
    closingCosts = balance * rate;
    if (input.closingCostRate === undefined)
      assumptions.push(
        `Closing costs: ${formatPercent(rate, 0)} of the balance, ${formatAmount(closingCosts)} (assumed).`,
      );
  }

  const newPayment = monthlyPayment(balance, newRate, newTermYears);
  const monthlySavings = currentPayment - newPayment;
  const breakEvenMonths = monthlySavings > 0 ? closingCosts / monthlySavings : null;
  const remainingInterestCurrent = Number.isFinite(remainingMonths)
    ? currentPayment * remainingMonths - balance
    : Number.POSITIVE_INFINITY;
  const totalInterestNew = newPayment * newTermYears * 12 - balance;
  return {
    balance,
    currentRate,
    newRate,
    remainingMonths,
    newTermYears,
    currentPayment,
    newPayment,
    monthlySavings,
    closingCosts,
    breakEvenMonths,
    remainingInterestCurrent,
    totalInterestNew,
    lifetimeNetSavings: remainingInterestCurrent - totalInterestNew - closingCosts,
    assumptions,
  };
}

// ---------------------------------------------------------------------------------------------------
// Buyer closing-cost estimate

export interface ClosingCostInput {
  price: number;
  loanAmount?: number;
  downPaymentPercent?: number;
  annualRate?: number;
  propertyTaxRate?: number;
  insuranceRate?: number;
  allCash?: boolean;
}

export interface ClosingCostItem {
  name: string;
  amount: number;
  basis: string;
}

export interface ClosingCostResult {
  price: number;
  loanAmount: number;
  items: ClosingCostItem[];
  total: number;
  percentOfPrice: number;
  typicalLow: number;
  typicalHigh: number;
  assumptions: string[];
}

export const CLOSING_COST_FLAT_FEES = {
  appraisal: 600,
  creditReport: 50,
  inspection: 450,
  settlement: 1000,
  recording: 250,
  survey: 400,
} as const;

export function estimateClosingCosts(input: ClosingCostInput): ClosingCostResult {
  const assumptions: string[] = [];
  const price = input.price;
  let loan: number;
  if (input.allCash) loan = 0;
  else if (input.loanAmount !== undefined) loan = input.loanAmount;
  else {
    const dp = input.downPaymentPercent ?? DEFAULTS.downPaymentPercent;
    if (input.downPaymentPercent === undefined)
      assumptions.push(`Financed with ${formatPercent(dp, 0)} down (assumed).`);
    loan = price * (1 - dp);
  }
  const rate = input.annualRate ?? DEFAULTS.marketRate;
  if (input.annualRate === undefined && loan > 0)
    assumptions.push(`Interest rate ${formatRate(rate)} for prepaid interest (assumed).`);
  const taxRate = input.propertyTaxRate ?? DEFAULTS.propertyTaxRate;
  const insRate = input.insuranceRate ?? DEFAULTS.insuranceRate;
  const fees = CLOSING_COST_FLAT_FEES;

  const items: ClosingCostItem[] = [];
  if (loan > 0) {
    items.push({ name: 'Loan origination fee', amount: loan * 0.01, basis: '1% of the loan' });
    items.push({ name: 'Appraisal', amount: fees.appraisal, basis: 'flat fee' });
    items.push({ name: 'Credit report', amount: fees.creditReport, basis: 'flat fee' });
  }
  items.push({ name: 'Home inspection', amount: fees.inspection, basis: 'flat fee' });
  items.push({
    name: "Title insurance (owner's and lender's)",
    amount: price * 0.005,
    basis: '0.5% of the price',
  });
  items.push({ name: 'Settlement / escrow fee', amount: fees.settlement, basis: 'flat fee' });
  items.push({ name: 'Recording fees', amount: fees.recording, basis: 'flat fee' });
  items.push({ name: 'Survey', amount: fees.survey, basis: 'flat fee' });
  if (loan > 0) {
    items.push({
      name: 'Prepaid interest (15 days)',
      amount: (loan * rate * 15) / 365,
      basis: 'loan × rate × 15/365',
    });
    items.push({
      name: 'Homeowners insurance, first year prepaid',
      amount: price * insRate,
      basis: `${formatPercent(insRate)} of the price`,
    });
    items.push({
      name: 'Property-tax escrow deposit (3 months)',
      amount: ((price * taxRate) / 12) * 3,
      basis: `${formatPercent(taxRate)} of the price per year`,
    });
  }
  assumptions.push(
    'Flat fees are typical national figures; transfer taxes, attorney fees and points vary by state and lender and are not included.',
  );
  const total = items.reduce((sum, item) => sum + item.amount, 0);
  return {
    price,
    loanAmount: loan,
    items,
    total,
    percentOfPrice: price > 0 ? total / price : 0,
    typicalLow: price * 0.02,
    typicalHigh: price * 0.05,
    assumptions,
  };
}

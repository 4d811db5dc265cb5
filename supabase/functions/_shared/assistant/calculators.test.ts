import { describe, expect, it } from 'vitest';
import {
  calculateAffordability,
  calculateMortgage,
  calculateRefinance,
  calculateRental,
  calculateRentVsBuy,
  capRate,
  estimateClosingCosts,
  loanFromPayment,
  monthlyPayment,
  monthsToPayoff,
  remainingBalance,
  valueFromCapRate,
} from './calculators.ts';
import { roundCents } from './format.ts';

const cents = (n: number) => roundCents(n);

describe('amortization primitives', () => {
  it('$400,000 at 6% over 30 years = $2,398.20 per month', () => {
    // r = 0.06/12 = 0.005, n = 360, (1.005)^360 = 6.022575
    // M = 400000 × 0.005 / (1 − 1/6.022575) = 2000 / 0.833958 = 2398.2021
    expect(cents(monthlyPayment(400_000, 0.06, 30))).toBe(2398.2);
  });

  it('$200,000 at 5% over 15 years = $1,581.59 per month', () => {
    // r = 0.05/12 = 0.0041667, n = 180, (1+r)^180 = 2.113704; M = 833.33 / (1 − 0.473103) = 1581.587
    expect(cents(monthlyPayment(200_000, 0.05, 15))).toBe(1581.59);
  });

  it('$360,000 at 6.5% over 30 years = $2,275.44', () => {
    expect(cents(monthlyPayment(360_000, 0.065, 30))).toBe(2275.44);
  });

  it('a 0% loan is principal divided by the number of payments', () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1000);
    expect(remainingBalance(120_000, 0, 10, 60)).toBe(60_000);
  });

  it('balance after 5 years on $400k at 6%/30y', () => {
    // (1.005)^60 = 1.348850; B = 400000 × 1.348850 − 2398.2021 × 0.348850 / 0.005 = 372,217.43
    expect(cents(remainingBalance(400_000, 0.06, 30, 60))).toBe(372_217.43);
    expect(remainingBalance(400_000, 0.06, 30, 0)).toBe(400_000);
    expect(remainingBalance(400_000, 0.06, 30, 360)).toBe(0);
  });

  it('loanFromPayment inverts monthlyPayment', () => {
    expect(cents(loanFromPayment(2398.2021006110276, 0.06, 30))).toBe(400_000);
  });

  it('monthsToPayoff: $250k at 7% with $2,000/month takes about 224.6 months', () => {
    // n = −ln(1 − r·B/M) / ln(1 + r), r = 0.07/12 → −ln(1 − 0.729167)/ln(1.005833) = 224.58
    expect(monthsToPayoff(250_000, 0.07, 2000)).toBeCloseTo(224.58, 2);
    expect(monthsToPayoff(250_000, 0.07, 1000)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('calculateMortgage', () => {
  it('loan only: principal & interest, no escrow, totals', () => {
    const r = calculateMortgage({ loanAmount: 400_000, annualRate: 0.06, termYears: 30 });
    expect(cents(r.monthlyPrincipalAndInterest)).toBe(2398.2);
    expect(r.escrowIncluded).toBe(false);
    expect(r.monthlyTotal).toBeCloseTo(r.monthlyPrincipalAndInterest, 10);
    // total paid = 2398.2021 × 360 = 863,352.76; interest = 463,352.76
    expect(cents(r.totalPrincipalAndInterest)).toBe(863_352.76);
    expect(cents(r.totalInterest)).toBe(463_352.76);
    expect(r.halfEquityYear).toBeNull();
    const five = r.checkpoints.find((c) => c.year === 5);
    expect(five && cents(five.balance)).toBe(372_217.43);
    expect(r.assumptions).toEqual([]);
  });

  it('with a price: tax 1.1%, insurance 0.35% as stated assumptions', () => {
    // $450k, 20% down → $360k at 6.5%: P&I 2275.44, tax 450000×1.1%/12 = 412.50, insurance 450000×0.35%/12 = 131.25
    const r = calculateMortgage({
      loanAmount: 360_000,
      annualRate: 0.065,
      termYears: 30,
      homePrice: 450_000,
    });
    expect(cents(r.monthlyPropertyTax)).toBe(412.5);
    expect(cents(r.monthlyInsurance)).toBe(131.25);
    expect(r.monthlyPmi).toBe(0);
    expect(cents(r.monthlyTotal)).toBe(2819.19);
    expect(r.assumptions.join(' ')).toMatch(/1\.10%/);
    expect(r.assumptions.join(' ')).toMatch(/0\.35%/);
    // equity = price − balance ≥ 225,000 first at year 19 (checked year by year)
    expect(r.halfEquityYear).toBe(19);
  });

  it('adds PMI under 20% down until 80% LTV', () => {
    // $400k price, $360k loan at 6%: PMI = 360000 × 0.5% / 12 = 150.00; balance ≤ 320,000 after 89 payments
    const r = calculateMortgage({ loanAmount: 360_000, annualRate: 0.06, termYears: 30, homePrice: 400_000 });
    expect(cents(r.monthlyPmi)).toBe(150);
    expect(r.pmiMonths).toBe(89);
    expect(r.loanToValue).toBeCloseTo(0.9, 10);
  });

  it('uses given taxes, insurance and HOA instead of defaults', () => {
    const r = calculateMortgage({
      loanAmount: 400_000,
      annualRate: 0.06,
      termYears: 30,
      homePrice: 500_000,
      annualPropertyTax: 6000,
      annualInsurance: 1200,
      monthlyHoa: 250,
    });
    // 2398.20 + 500 + 100 + 250 = 3248.20
    expect(cents(r.monthlyTotal)).toBe(3248.2);
    expect(r.assumptions).toEqual([]);
  });

  it('assumes a 30-year term when none is given', () => {
    const r = calculateMortgage({ loanAmount: 400_000, annualRate: 0.06 });
    expect(r.termYears).toBe(30);
    expect(r.assumptions[0]).toMatch(/30 years/);
  });
});

describe('calculateAffordability (28/36)', () => {
  it('front-end limit binds: $120k income, $500 debts, 6.5%, 20% down', () => {
    // gross monthly 10,000; 28% = 2,800; 36% − 500 = 3,100 → 2,800
    // price = 2800 / (0.8 × k + (1.1% + 0.35%)/12), k = payment per $1 at 6.5%/30y = 0.00632068 → 446,936.11
    const r = calculateAffordability({ annualIncome: 120_000, monthlyDebts: 500, annualRate: 0.065 });
    expect(r.frontEndLimit).toBeCloseTo(2800, 9);
    expect(r.backEndLimit).toBeCloseTo(3100, 9);
    expect(r.limitingRule).toBe('front-end');
    expect(r.maxHousingPayment).toBeCloseTo(2800, 9);
    expect(cents(r.maxPrice)).toBe(446_936.11);
    expect(cents(r.maxLoan)).toBe(357_548.89);
    const total = r.monthlyPrincipalAndInterest + r.monthlyPropertyTax + r.monthlyInsurance + r.monthlyPmi;
    expect(total).toBeCloseTo(2800, 6);
  });

  it('back-end limit binds when other debts are high', () => {
    // $60k → 5,000/month; 28% = 1,400; 36% − 1,000 = 800
    const r = calculateAffordability({ annualIncome: 60_000, monthlyDebts: 1000, annualRate: 0.06 });
    expect(r.limitingRule).toBe('back-end');
    expect(r.maxHousingPayment).toBeCloseTo(800, 9);
  });

  it('a fixed down payment under 20% of the result adds PMI', () => {
    // $100k income → 2,333.33 budget, $50k down at 6%: without PMI P = 365,514.66 but 50k < 20% → PMI branch
    // P = (H + D·k + D·m) / (k + e + m), m = 0.5%/12 → 348,263.25
    const r = calculateAffordability({ annualIncome: 100_000, annualRate: 0.06, downPaymentAmount: 50_000 });
    expect(cents(r.maxPrice)).toBe(348_263.25);
    expect(r.monthlyPmi).toBeGreaterThan(0);
    const total = r.monthlyPrincipalAndInterest + r.monthlyPropertyTax + r.monthlyInsurance + r.monthlyPmi;
    expect(total).toBeCloseTo(r.maxHousingPayment, 6);
  });

  it('no room for housing when debts exceed 36%', () => {
    const r = calculateAffordability({ annualIncome: 36_000, monthlyDebts: 1200, annualRate: 0.06 });
    expect(r.maxHousingPayment).toBe(0);
    expect(r.maxPrice).toBe(0);
  });

  it('states the defaults it used', () => {
    const r = calculateAffordability({ annualIncome: 90_000 });
    const text = r.assumptions.join(' ');
    expect(text).toMatch(/6\.5%/);
    expect(text).toMatch(/\$0/);
    expect(text).toMatch(/20%/);
  });
});

describe('calculateRentVsBuy', () => {
  it('hand-checkable case: all cash, no growth, only transaction costs', () => {
    // Buy $200k cash + 3% closing ($6k); sell at 6% cost → net proceeds 188k; buying costs 18k whenever you sell.
    // Renting costs $12k a year, so buying wins from year 2 (24k ≥ 18k).
    const r = calculateRentVsBuy({
      homePrice: 200_000,
      monthlyRent: 1000,
      horizonYears: 5,
      annualRate: 0.06,
      downPaymentPercent: 1,
      propertyTaxRate: 0,
      insuranceRate: 0,
      maintenanceRate: 0,
      appreciationRate: 0,
      rentGrowthRate: 0,
      investmentReturn: 0,
    });
    expect(r.loanAmount).toBe(0);
    expect(r.timeline[0]?.buyNetCost).toBeCloseTo(18_000, 6);
    expect(r.timeline[0]?.rentNetCost).toBeCloseTo(12_000, 6);
    expect(r.breakEvenYear).toBe(2);
    expect(r.atHorizon.year).toBe(5);
    expect(r.atHorizon.rentNetCost).toBeCloseTo(60_000, 6);
    expect(r.cheaper).toBe('buying');
    expect(r.difference).toBeCloseTo(42_000, 6);
  });

  it('the investment gain on the down payment reduces renting cost', () => {
    // upfront = 200k + 6k; year 1 gain at 5% = 10,300
    const r = calculateRentVsBuy({
      homePrice: 200_000,
      monthlyRent: 1000,
      downPaymentPercent: 1,
      propertyTaxRate: 0,
      insuranceRate: 0,
      maintenanceRate: 0,
      appreciationRate: 0,
      rentGrowthRate: 0,
      investmentReturn: 0.05,
    });
    expect(r.timeline[0]?.investmentGain).toBeCloseTo(10_300, 6);
    expect(r.timeline[0]?.rentNetCost).toBeCloseTo(1_700, 6);
  });

  it('rent grows yearly and the first-year owner cost includes P&I, tax, insurance and upkeep', () => {
    const r = calculateRentVsBuy({
      homePrice: 450_000,
      monthlyRent: 2400,
      annualRate: 0.065,
      horizonYears: 7,
    });
    // year 2 rent = 2400 × 12 × 1.03
    expect((r.timeline[1]?.rentPaid ?? 0) - (r.timeline[0]?.rentPaid ?? 0)).toBeCloseTo(29_664, 6);
    // 2275.44 + (1.1% + 0.35% + 1%) × 450,000 / 12 = 2275.44 + 918.75
    expect(cents(r.firstYearOwnerMonthly)).toBe(3194.19);
    expect(r.assumptions.length).toBeGreaterThan(5);
    expect(r.breakEvenYear).not.toBeNull();
  });
});

describe('calculateRental', () => {
  it('cap rate of NOI 24,000 on $300,000 = 8%', () => {
    expect(capRate(24_000, 300_000)).toBeCloseTo(0.08, 12);
    expect(valueFromCapRate(60_000, 0.06)).toBeCloseTo(1_000_000, 6);
    const r = calculateRental({ price: 300_000, noi: 24_000, allCash: true, closingCostRate: 0 });
    expect(r.capRate).toBeCloseTo(0.08, 12);
    expect(r.dscr).toBeNull();
    expect(r.cashOnCash).toBeCloseTo(0.08, 12); // all cash, no closing costs: cash-on-cash = cap rate
  });

  it('full analysis with given expenses', () => {
    // Rent 2,000 → GSR 24,000; vacancy 5% = 1,200; EGI 22,800; expenses 6,000 → NOI 16,800; cap 8.4%
    // 25% down → $150k loan at 7%/30y = 997.95/month → 11,975.44/year; cash flow 4,824.56
    // cash invested 50,000 + 3% closing 6,000 = 56,000 → CoC 8.615%; DSCR 1.4029; GRM 8.33; 1% rule met
    const r = calculateRental({ price: 200_000, monthlyRent: 2000, annualExpenses: 6000, annualRate: 0.07 });
    expect(r.grossAnnualRent).toBe(24_000);
    expect(r.effectiveGrossIncome).toBe(22_800);
    expect(r.noi).toBe(16_800);
    expect(r.capRate).toBeCloseTo(0.084, 12);
    expect(cents(r.annualDebtService)).toBe(11_975.44);
    expect(r.cashInvested).toBe(56_000);
    expect(r.cashOnCash).toBeCloseTo(0.086153, 5);
    expect(r.dscr).toBeCloseTo(1.40287, 4);
    expect(r.grossRentMultiplier).toBeCloseTo(8.3333, 4);
    expect(r.meetsOnePercentRule).toBe(true);
  });

  it('estimates itemised expenses when none are given', () => {
    // $500k, $4,200: EGI 47,880; tax 5,500; insurance 1,750; mgmt 8% of EGI 3,830.40; maint 2,520; capex 2,520
    const r = calculateRental({ price: 500_000, monthlyRent: 4200 });
    expect(r.expenses.map((e) => e.name)).toContain('Property management (8% of collected rent)');
    expect(cents(r.noi)).toBe(31_759.6);
    expect(r.meetsOnePercentRule).toBe(false);
    expect(r.assumptions.join(' ')).toMatch(/Vacancy/);
  });
});

describe('calculateRefinance', () => {
  it('$300k from 7% to 6% with $4,000 costs breaks even in 20.3 months', () => {
    // old 1,995.91, new 1,798.65, savings 197.26; 4000 / 197.26 = 20.28
    const r = calculateRefinance({ balance: 300_000, currentRate: 0.07, newRate: 0.06, closingCosts: 4000 });
    expect(cents(r.currentPayment)).toBe(1995.91);
    expect(cents(r.newPayment)).toBe(1798.65);
    expect(cents(r.monthlySavings)).toBe(197.26);
    expect(r.breakEvenMonths).toBeCloseTo(20.278, 3);
    expect(r.lifetimeNetSavings).toBeGreaterThan(0);
  });

  it('no break-even when the new payment is higher', () => {
    const r = calculateRefinance({ balance: 300_000, currentRate: 0.05, newRate: 0.06, closingCosts: 4000 });
    expect(r.breakEvenMonths).toBeNull();
  });

  it('assumes 3% closing costs and derives the remaining term from a stated payment', () => {
    const r = calculateRefinance({
      balance: 250_000,
      currentRate: 0.07,
      newRate: 0.06,
      currentMonthlyPayment: 2000,
    });
    expect(r.closingCosts).toBe(7500);
    expect(r.remainingMonths).toBeCloseTo(224.58, 2);
    expect(r.assumptions.join(' ')).toMatch(/3%/);
  });
});

describe('estimateClosingCosts', () => {
  it('itemises a $400k purchase with 10% down at 6.5%', () => {
    // origination 3,600 + appraisal 600 + credit 50 + inspection 450 + title 2,000 + settlement 1,000
    // + recording 250 + survey 400 + 15 days interest 961.64 + insurance 1,400 + 3 months tax 1,100 = 11,811.64
    const r = estimateClosingCosts({ price: 400_000, downPaymentPercent: 0.1, annualRate: 0.065 });
    expect(r.loanAmount).toBe(360_000);
    expect(cents(r.total)).toBe(11_811.64);
    expect(r.percentOfPrice).toBeGreaterThan(0.02);
    expect(r.percentOfPrice).toBeLessThan(0.05);
    expect(r.typicalLow).toBe(8000);
    expect(r.typicalHigh).toBe(20_000);
  });

  it('cash purchase has no lender items', () => {
    // inspection 450 + title 2,000 + settlement 1,000 + recording 250 + survey 400 = 4,100
    const r = estimateClosingCosts({ price: 400_000, allCash: true });
    expect(r.loanAmount).toBe(0);
    expect(r.total).toBe(4100);
    expect(r.items.some((i) => /origination/i.test(i.name))).toBe(false);
  });
});

// Expected values computed independently (plain amortization formulas in a separate script).
import { describe, expect, it } from 'vitest';
import {
  addDays,
  analyzeComps,
  calculateArmVsFixed,
  calculateBrrrr,
  calculateCapValue,
  calculateDepreciation,
  calculateDscrLoan,
  calculateExchange,
  calculateInventory,
  calculatePmiRemoval,
  calculatePoints,
  calculatePropertyTax,
  calculateSellerNet,
  cashOnCash,
  marketVerdict,
  paymentMonthName,
} from './deal-calculators.ts';
import { findDate } from './deal-intents.ts';

describe('deal calculators', () => {
  it('points: 2 points on $400k at 6.75% → $8,000, $131.52/month, 60.8 months', () => {
    const r = calculatePoints({ loanAmount: 400_000, points: 2, baseRate: 0.0675 });
    expect(r.cost).toBe(8000);
    expect(r.reducedRate).toBeCloseTo(0.0625, 10);
    expect(r.monthlySavings).toBeCloseTo(131.52, 2);
    expect(r.breakEvenMonths).toBeCloseTo(60.83, 2);
    expect(r.assumptions.join(' ')).toMatch(/0\.25 percentage points/);
  });

  it('points that do not lower the rate never break even', () => {
    const r = calculatePoints({ loanAmount: 300_000, points: 1, baseRate: 0.07, reducedRate: 0.07 });
    expect(r.breakEvenMonths).toBe(Infinity);
  });

  it('PMI: $350k home, 10% down, 6.5% → request after payment 95, automatic after 109; dates from the first payment', () => {
    const r = calculatePmiRemoval({
      homeValue: 350_000,
      loanAmount: 315_000,
      rate: 0.065,
      firstPayment: { year: 2025, month: 3 },
    });
    expect(r.requestMonth).toBe(95);
    expect(r.automaticMonth).toBe(109);
    expect(r.requestDate).toBe(paymentMonthName({ year: 2025, month: 3 }, 95));
    expect(paymentMonthName({ year: 2025, month: 3 }, 1)).toBe('March 2025');
    expect(paymentMonthName({ year: 2025, month: 12 }, 2)).toBe('January 2026');
  });

  it('comps: median, range and an offer range for the subject', () => {
    const r = analyzeComps({
      comps: [
        { sqft: 1800, price: 360_000 },
        { sqft: 2000, price: 410_000 },
        { sqft: 1900, price: 385_000 },
      ],
      subjectSqft: 1950,
    });
    expect(r.medianPerSqft).toBeCloseTo(202.63, 2);
    expect(r.subjectValue).toBeCloseTo(395_131.58, 2);
    expect(r.offerLow).toBeCloseTo(390_000, 2);
    expect(r.offerHigh).toBeCloseTo(399_750, 2);
  });

  it('inventory and the market verdict at the 4 and 6 month boundaries', () => {
    expect(calculateInventory({ activeListings: 300, salesPerMonth: 75 })).toMatchObject({
      monthsOfInventory: 4,
      absorptionRate: 0.25,
      verdict: 'balanced market',
    });
    expect(marketVerdict(3.9)).toBe("seller's market");
    expect(marketVerdict(6)).toBe('balanced market');
    expect(marketVerdict(6.1)).toBe("buyer's market");
  });

  it('DSCR loan: $2,600 ÷ $2,200 = 1.18 qualifies at 1.0; $1,900 ÷ $2,050 does not', () => {
    expect(calculateDscrLoan({ monthlyRent: 2600, pitia: 2200 })).toMatchObject({ qualifies: true });
    const low = calculateDscrLoan({ monthlyRent: 1900, pitia: 2050 });
    expect(low.ratio).toBeCloseTo(0.9268, 4);
    expect(low.qualifies).toBe(false);
    expect(low.maxPitia).toBe(1900);
    const built = calculateDscrLoan({
      monthlyRent: 2500,
      loanAmount: 300_000,
      rate: 0.06,
      monthlyTax: 300,
      monthlyInsurance: 100,
    });
    expect(built.principalAndInterest).toBeCloseTo(1798.65, 2);
    expect(built.pitia).toBeCloseTo(2198.65, 2);
  });

  it('cap value and a cap move: $100k NOI, 6.5% → 6%', () => {
    const r = calculateCapValue({ noi: 100_000, capRate: 0.065, newCapRate: 0.06 });
    expect(r.value).toBeCloseTo(1_538_461.54, 2);
    expect(r.newValue).toBeCloseTo(1_666_666.67, 2);
    expect(r.change).toBeCloseTo(128_205.13, 2);
    expect(r.changePercent).toBeCloseTo(0.08333, 5);
  });

  it('BRRRR: cash left in, and cash out when the refinance exceeds the cost', () => {
    expect(calculateBrrrr({ purchasePrice: 150_000, rehabCost: 40_000, arv: 250_000 })).toMatchObject({
      refinanceLoan: 187_500,
      cashLeftIn: 2_500,
      cashOut: 0,
    });
    expect(
      calculateBrrrr({ purchasePrice: 90_000, rehabCost: 30_000, arv: 200_000, refinanceLtv: 0.75 }),
    ).toMatchObject({
      cashLeftIn: 0,
      cashOut: 30_000,
    });
  });

  it('1031: day 45 and day 180 in calendar days; cash and mortgage boot', () => {
    expect(calculateExchange({ saleDate: '2026-03-03' })).toMatchObject({
      identificationDeadline: '2026-04-17',
      closingDeadline: '2026-08-30',
    });
    expect(addDays('2026-12-20', 45)).toBe('2027-02-03');
    expect(calculateExchange({ oldMortgage: 300_000, newMortgage: 250_000, cashKept: 20_000 })).toMatchObject(
      {
        mortgageBoot: 50_000,
        cashBoot: 20_000,
        totalBoot: 70_000,
      },
    );
  });

  it('depreciation: 27.5 years residential, 39 commercial, land excluded', () => {
    expect(calculateDepreciation({ price: 500_000, landValue: 100_000 }).annualDepreciation).toBeCloseTo(
      14_545.45,
      2,
    );
    const c = calculateDepreciation({ price: 2_000_000, landValue: 400_000, commercial: true });
    expect(c.annualDepreciation).toBeCloseTo(41_025.64, 2);
    expect(c.costSegReclassified).toBe(400_000);
    expect(calculateDepreciation({ price: 350_000 }).buildingBasis).toBe(280_000);
  });

  it("seller's net: $500k, 5% commission, 1.5% costs, $200k payoff → $267,500", () => {
    expect(
      calculateSellerNet({ salePrice: 500_000, commissionRate: 0.05, mortgagePayoff: 200_000 }).net,
    ).toBe(267_500);
  });

  it('ARM vs fixed: 7/6 ARM at 5.75% vs 6.5% fixed on $400k over 7 years', () => {
    const r = calculateArmVsFixed({
      loanAmount: 400_000,
      fixedRate: 0.065,
      armRate: 0.0575,
      initialYears: 7,
      horizonYears: 7,
    });
    expect(r.fixedPayment).toBeCloseTo(2528.27, 2);
    expect(r.armPayment).toBeCloseTo(2334.29, 2);
    expect(r.armAdvantage).toBeCloseTo(21_025.29, 1);
  });

  it('property tax: rate, mills, exemption', () => {
    expect(calculatePropertyTax({ value: 400_000, rate: 0.012 }).annualTax).toBeCloseTo(4800, 6);
    expect(calculatePropertyTax({ value: 350_000, millRate: 22 }).annualTax).toBeCloseTo(7700, 6);
    expect(calculatePropertyTax({ value: 300_000, rate: 0.01, exemption: 50_000 }).annualTax).toBeCloseTo(
      2500,
      6,
    );
  });

  it('cash-on-cash from cash invested and net cash flow: $80k, $450/month → 6.75%', () => {
    expect(cashOnCash({ cashInvested: 80_000, monthlyCashFlow: 450 }).cashOnCash).toBeCloseTo(0.0675, 10);
  });

  it('reads dates: month-day-year, ISO, US numeric and month-year', () => {
    expect(findDate('sold on march 3, 2026')).toEqual({ iso: '2026-03-03', hasDay: true });
    expect(findDate('closed 2026-06-15')).toEqual({ iso: '2026-06-15', hasDay: true });
    expect(findDate('on 1/10/2026')).toEqual({ iso: '2026-01-10', hasDay: true });
    expect(findDate('first payment march 2025')).toEqual({ iso: '2025-03-01', hasDay: false });
  });
});

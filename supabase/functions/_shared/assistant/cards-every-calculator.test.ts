// Every calculator the local analyst runs has a card (issue 22 §1–2). For each one, on random requests:
// the card built from the request shows what the calculator itself gives for that request; and after a
// random edit of any field, the card's recompute (the code the browser runs) equals the calculator run
// on the request with that field changed. Then each calculator's result, asked for in words, travels in
// the stream as its own trace and comes back the same from the stored reply; and the model's tool calls
// give the same cards. (The payment, affordability and refinance cards: calculation-cards.test.ts.)
import { describe, expect, it } from 'vitest';
import { CALCULATOR_QUESTIONS } from '../../../../tests/support/calculator-questions.ts';
import { prng } from '../../../../tests/support/prng.ts';
import type { CalculationInput, CalculationResult, CalculationUnit } from '../calculation-result.ts';
import { parseCalculationResult } from '../calculation-result.ts';
import type { Trace } from '../protocol.ts';
import { calculationForTool } from '../providers/calculator-tools.ts';
import { summarizeTraces, tracesFromSummary } from '../summarize-traces.ts';
import { calculationOf, canRecompute, recompute, resultOf, valuesOf } from './calculation-cards.ts';
import { routeQuestion } from './intent.ts';
import {
  closingCostInputs,
  propertyTaxInputs,
  rentVsBuyInputs,
  sellerNetInputs,
} from './cards-buying-selling.ts';
import {
  brrrrInputs,
  capValueInputs,
  cashOnCashInputs,
  depreciationInputs,
  dscrInputs,
  dscrLoanInputs,
  rentalInputs,
} from './cards-investment.ts';
import { proRataInputs } from './cards-commercial.ts';
import { armVsFixedInputs, loanBalanceInputs, pmiInputs, pointsInputs } from './cards-loans.ts';
import {
  calculateRental,
  calculateRentVsBuy,
  estimateClosingCosts,
  monthlyPayment,
  remainingBalance,
  valueFromCapRate,
  type ClosingCostInput,
  type RentalInput,
  type RentVsBuyInput,
} from './calculators.ts';
import {
  calculateArmVsFixed,
  calculateBrrrr,
  calculateDepreciation,
  calculateDscrLoan,
  calculatePmiRemoval,
  calculatePoints,
  calculatePropertyTax,
  calculateSellerNet,
  cashOnCash,
  type ArmVsFixedInput,
  type BrrrrInput,
  type DepreciationInput,
  type DscrLoanInput,
  type PmiInput,
  type PointsInput,
  type PropertyTaxInput,
  type SellerNetInput,
} from './deal-calculators.ts';
import { formatMoney } from './format.ts';
import { createLocalProvider } from './local-provider.ts';

type Random = () => number;
type Figures = Record<string, number>;

/** A calculator under test: random requests, the card's inputs, and the calculator's own figures. */
interface Case<I extends object> {
  calculator: string;
  random(r: Random): I;
  inputs(input: I): CalculationInput[];
  /** The calculator's figures for a request, by the card's output keys. */
  server(input: I): object;
}

const between = (r: Random, low: number, high: number, step = 1) =>
  Math.round((low + r() * (high - low)) / step) * step;
const pick = <T>(r: Random, ...options: T[]) => options[Math.floor(r() * options.length)]!;
/** Each field kept about half the time. */
const some = <T extends object>(r: Random, fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(() => r() < 0.5)) as Partial<T>;
const rate = (r: Random, high = 0.12) => between(r, 0, high, 0.00125);

/** A new value for a field, of the kind its unit holds. */
function randomValue(r: Random, unit: CalculationUnit): number {
  switch (unit) {
    case 'usd':
      return between(r, 0, 1_500_000, 100);
    case 'usd/month':
      return between(r, -500, 6_000, 10);
    case 'usd/year':
      return between(r, -5_000, 150_000, 100);
    case 'rate':
      return between(r, 0, 0.3, 0.0025);
    case 'years':
      return between(r, 1, 40);
    case 'months':
      return between(r, 1, 360);
    case 'number':
      return between(r, 0, 4, 0.05);
    case 'sqft':
      return between(r, 100, 200_000, 10);
  }
}

const CASES: Case<object>[] = [
  {
    calculator: 'rent-vs-buy',
    random: (r): RentVsBuyInput => ({
      homePrice: between(r, 100_000, 1_500_000, 1000),
      monthlyRent: between(r, 800, 8_000, 10),
      ...some(r, {
        horizonYears: between(r, 1, 30),
        annualRate: rate(r),
        termYears: pick(r, 15, 30),
        monthlyHoa: between(r, 0, 600),
        appreciationRate: rate(r, 0.08),
        investmentReturn: rate(r, 0.1),
      }),
      ...(r() < 0.5
        ? { downPaymentAmount: between(r, 0, 300_000, 1000) }
        : some(r, { downPaymentPercent: between(r, 0.03, 0.5, 0.01) })),
    }),
    inputs: (i) => rentVsBuyInputs(i as RentVsBuyInput),
    server: (i) => {
      const r = calculateRentVsBuy(i as RentVsBuyInput);
      return { ...r, ...r.atHorizon };
    },
  },
  {
    calculator: 'rental',
    random: (r): RentalInput => ({
      price: between(r, 80_000, 2_000_000, 1000),
      ...(r() < 0.25
        ? { noi: between(r, -5_000, 120_000, 100) }
        : {
            monthlyRent: between(r, 700, 15_000, 10),
            ...(r() < 0.3
              ? { annualExpenses: between(r, 1_000, 60_000, 100) }
              : some(r, {
                  vacancyRate: rate(r, 0.15),
                  annualPropertyTax: between(r, 500, 30_000, 10),
                  insuranceRate: rate(r, 0.01),
                  monthlyHoa: between(r, 0, 500),
                  managementRate: rate(r, 0.12),
                })),
          }),
      ...some(r, { annualRate: rate(r), termYears: pick(r, 15, 20, 30) }),
      ...(r() < 0.5
        ? { downPaymentAmount: between(r, 10_000, 400_000, 1000) }
        : some(r, { downPaymentPercent: between(r, 0.1, 0.5, 0.05) })),
      ...pick(
        r,
        {},
        { closingCosts: between(r, 0, 30_000, 100) },
        { cashInvested: between(r, 20_000, 500_000, 1000) },
      ),
    }),
    inputs: (i) => rentalInputs(i as RentalInput),
    server: (i) => calculateRental(i as RentalInput),
  },
  {
    calculator: 'cap-value',
    random: (r) => ({
      noi: between(r, 5_000, 500_000, 100),
      capRate: between(r, 0.03, 0.12, 0.0025),
      ...some(r, { newCapRate: between(r, 0.03, 0.12, 0.0025) }),
    }),
    inputs: (i) => capValueInputs(i as { noi: number; capRate: number }),
    // The answer's own arithmetic (calculator-answers.ts): value = NOI ÷ cap rate.
    server: (i) => {
      const { noi, capRate, newCapRate } = i as { noi: number; capRate: number; newCapRate?: number };
      const value = valueFromCapRate(noi, capRate);
      if (newCapRate === undefined) return { value };
      const newValue = valueFromCapRate(noi, newCapRate);
      return { value, newValue, change: newValue - value };
    },
  },
  {
    calculator: 'dscr',
    random: (r) => ({
      noi: between(r, 5_000, 500_000, 100),
      annualDebtService: between(r, 1_000, 400_000, 100),
    }),
    inputs: (i) => dscrInputs(i as { noi: number; annualDebtService: number }),
    server: (i) => {
      const { noi, annualDebtService } = i as { noi: number; annualDebtService: number };
      return { dscr: annualDebtService > 0 ? noi / annualDebtService : 0, supportedDebtService: noi / 1.25 };
    },
  },
  {
    calculator: 'closing-costs',
    random: (r): ClosingCostInput => ({
      price: between(r, 80_000, 2_000_000, 1000),
      ...(r() < 0.4
        ? { loanAmount: between(r, 0, 1_000_000, 1000) }
        : some(r, { downPaymentPercent: between(r, 0.03, 0.5, 0.01) })),
      ...some(r, { annualRate: rate(r), propertyTaxRate: rate(r, 0.03) }),
    }),
    inputs: (i) => closingCostInputs(i as ClosingCostInput),
    server: (i) => estimateClosingCosts(i as ClosingCostInput),
  },
  {
    calculator: 'seller-net',
    random: (r): SellerNetInput => ({
      salePrice: between(r, 80_000, 3_000_000, 1000),
      ...some(r, {
        mortgagePayoff: between(r, 0, 800_000, 1000),
        commissionRate: rate(r, 0.07),
        concessions: between(r, 0, 20_000, 100),
      }),
      ...(r() < 0.4
        ? { closingCosts: between(r, 0, 30_000, 100) }
        : some(r, { closingCostRate: rate(r, 0.04) })),
    }),
    inputs: (i) => sellerNetInputs(i as SellerNetInput),
    server: (i) => calculateSellerNet(i as SellerNetInput),
  },
  {
    calculator: 'property-tax',
    random: (r): PropertyTaxInput => ({
      value: between(r, 50_000, 3_000_000, 1000),
      ...(r() < 0.3 ? { millRate: between(r, 5, 40, 0.1) } : some(r, { rate: rate(r, 0.03) })),
      ...some(r, { assessmentRatio: between(r, 0.1, 1, 0.05), exemption: between(r, 0, 100_000, 500) }),
    }),
    inputs: (i) => propertyTaxInputs(i as PropertyTaxInput),
    server: (i) => calculatePropertyTax(i as PropertyTaxInput),
  },
  {
    calculator: 'points',
    random: (r): PointsInput => ({
      loanAmount: between(r, 50_000, 1_500_000, 1000),
      points: between(r, 0.25, 4, 0.25),
      baseRate: between(r, 0.03, 0.1, 0.00125),
      ...some(r, { reducedRate: between(r, 0.02, 0.09, 0.00125), termYears: pick(r, 15, 30) }),
    }),
    inputs: (i) => pointsInputs(i as PointsInput),
    server: (i) => calculatePoints(i as PointsInput),
  },
  {
    calculator: 'pmi',
    random: (r): PmiInput => {
      const homeValue = between(r, 80_000, 1_500_000, 1000);
      return {
        homeValue,
        loanAmount: Math.round(homeValue * between(r, 0.8, 0.97, 0.01)),
        rate: rate(r),
        ...some(r, { termYears: pick(r, 15, 20, 30) }),
      };
    },
    inputs: (i) => pmiInputs(i as PmiInput),
    server: (i) => calculatePmiRemoval(i as PmiInput),
  },
  {
    calculator: 'arm-vs-fixed',
    random: (r): ArmVsFixedInput => ({
      loanAmount: between(r, 50_000, 1_500_000, 1000),
      fixedRate: rate(r),
      armRate: rate(r),
      initialYears: pick(r, 3, 5, 7, 10),
      horizonYears: between(r, 1, 30),
      ...some(r, { adjustedRate: rate(r, 0.14), termYears: pick(r, 15, 30) }),
    }),
    inputs: (i) => armVsFixedInputs(i as ArmVsFixedInput),
    server: (i) => {
      const r = calculateArmVsFixed(i as ArmVsFixedInput);
      return { ...r, armAdvantage: Math.abs(r.armAdvantage) };
    },
  },
  {
    calculator: 'loan-balance',
    random: (r) => ({
      loanAmount: between(r, 20_000, 1_500_000, 1000),
      annualRate: rate(r),
      termYears: pick(r, 10, 15, 20, 30),
      monthsPaid: between(r, 1, 119),
    }),
    inputs: (i) =>
      loanBalanceInputs(
        i as { loanAmount: number; annualRate: number; termYears: number; monthsPaid: number },
      ),
    // The reader's arithmetic (quick-math.ts, balanceAfter).
    server: (i) => {
      const { loanAmount: loan, annualRate, termYears, monthsPaid } = i as Figures;
      const months = Math.round(monthsPaid!);
      const balance = remainingBalance(loan!, annualRate!, termYears!, months);
      const payment = monthlyPayment(loan!, annualRate!, termYears!);
      return {
        balance,
        payment,
        principalPaid: loan! - balance,
        interestPaid: payment * months - (loan! - balance),
      };
    },
  },
  {
    calculator: 'dscr-loan',
    random: (r): DscrLoanInput => ({
      monthlyRent: between(r, 800, 10_000, 10),
      ...(r() < 0.4
        ? { pitia: between(r, 500, 9_000, 10) }
        : {
            loanAmount: between(r, 50_000, 1_000_000, 1000),
            rate: rate(r),
            ...some(r, {
              termYears: pick(r, 15, 30),
              monthlyTax: between(r, 0, 800),
              monthlyInsurance: between(r, 0, 300),
              monthlyHoa: between(r, 0, 400),
            }),
          }),
      ...some(r, { minimumRatio: between(r, 0.75, 1.5, 0.05) }),
    }),
    inputs: (i) => dscrLoanInputs(i as DscrLoanInput),
    server: (i) => calculateDscrLoan(i as DscrLoanInput),
  },
  {
    calculator: 'cash-on-cash',
    random: (r) => ({
      cashInvested: between(r, 5_000, 500_000, 100),
      monthlyCashFlow: between(r, -500, 5_000, 5),
    }),
    inputs: (i) => cashOnCashInputs(i as { cashInvested: number; monthlyCashFlow: number }),
    server: (i) => cashOnCash(i as { cashInvested: number; monthlyCashFlow: number }),
  },
  {
    calculator: 'brrrr',
    random: (r): BrrrrInput => ({
      purchasePrice: between(r, 40_000, 800_000, 1000),
      rehabCost: between(r, 0, 200_000, 1000),
      arv: between(r, 60_000, 1_200_000, 1000),
      ...some(r, {
        refinanceLtv: between(r, 0.6, 0.8, 0.05),
        closingCosts: between(r, 0, 30_000, 100),
        refinanceRate: rate(r),
      }),
    }),
    inputs: (i) => brrrrInputs(i as BrrrrInput),
    server: (i) => calculateBrrrr(i as BrrrrInput),
  },
  ...[false, true].map((commercial): Case<object> => ({
    calculator: commercial ? 'depreciation-commercial' : 'depreciation',
    random: (r): DepreciationInput => ({
      price: between(r, 80_000, 3_000_000, 1000),
      ...(r() < 0.5
        ? { landValue: between(r, 10_000, 70_000, 1000) }
        : some(r, { landShare: between(r, 0.1, 0.4, 0.01) })),
      ...some(r, { costSegShare: between(r, 0.1, 0.4, 0.01) }),
    }),
    inputs: (i) => depreciationInputs(i as DepreciationInput),
    server: (i) => calculateDepreciation({ ...(i as DepreciationInput), commercial }),
  })),
  {
    calculator: 'pro-rata-share',
    random: (r) => {
      const buildingSqft = between(r, 5_000, 500_000, 100);
      return {
        spaceSqft: between(r, 500, buildingSqft, 10),
        buildingSqft,
        annualSharedCosts: between(r, 10_000, 3_000_000, 100),
      };
    },
    inputs: (i) => proRataInputs(i as { spaceSqft: number; buildingSqft: number; annualSharedCosts: number }),
    // The reader's arithmetic (commercial-math.ts): share = space ÷ building; cost = share × total.
    server: (i) => {
      const { spaceSqft, buildingSqft, annualSharedCosts: total } = i as Figures;
      const share = spaceSqft! / buildingSqft!;
      return {
        share,
        annualCost: total! * share,
        monthlyCost: (total! * share) / 12,
        perSqft: total! / buildingSqft!,
      };
    },
  },
];

/** The card's figures, each against the calculator's figure of the same name. */
function expectSameFigures(outputs: CalculationResult['outputs'], server: object, context: string) {
  const expected = server as Record<string, unknown>;
  expect(outputs.length, context).toBeGreaterThan(0);
  expect(
    outputs.filter((o) => o.primary),
    context,
  ).not.toHaveLength(0);
  for (const output of outputs) {
    expect(typeof expected[output.key], `${context}: ${output.key}`).toBe('number');
    expect(output.value, `${context}: ${output.key}`).toBeCloseTo(expected[output.key] as number, 6);
  }
}

describe('every calculator card shows and recomputes what its calculator gives', () => {
  it.each(CASES.map((c) => [c.calculator, c] as const))('%s, on 300 random requests and edits', (_, c) => {
    expect(canRecompute(c.calculator)).toBe(true);
    const random = prng(c.calculator.length * 7919 + 22);
    for (let i = 0; i < 300; i++) {
      const input = c.random(random);
      const result = resultOf(c.calculator, c.inputs(input));
      const context = `${c.calculator} ${JSON.stringify(input)}`;
      expect(parseCalculationResult(result), context).toEqual(result);
      expect(
        result.inputs.every((field) => Number.isFinite(field.value)),
        context,
      ).toBe(true);
      expectSameFigures(result.outputs, c.server(input), context);
      // The untouched card, recomputed as the browser does, shows the same figures.
      expect(recompute(c.calculator, valuesOf(result.inputs))).toEqual(result.outputs);

      // A field changed in the card is the request with that field changed.
      const field = result.inputs[Math.floor(random() * result.inputs.length)]!;
      const value = randomValue(random, field.unit);
      const edited = { ...input, [field.key]: value };
      const values = { ...valuesOf(result.inputs), [field.key]: value };
      expectSameFigures(
        recompute(c.calculator, values)!,
        c.server(edited),
        `${context}, ${field.key} → ${value}`,
      );
    }
  });

  it('an all-cash rental and closing-cost estimate are a 100% down payment and a loan of nothing, as said', () => {
    const rental = rentalInputs({ price: 400_000, monthlyRent: 3_000, allCash: true });
    expect(rental.find((f) => f.key === 'downPaymentPercent')).toMatchObject({
      value: 1,
      source: 'you said',
    });
    const card = resultOf('rental', rental);
    const server = calculateRental({ price: 400_000, monthlyRent: 3_000, allCash: true });
    expectSameFigures(card.outputs, server, 'all-cash rental');
    expect(card.outputs.some((o) => o.key === 'annualDebtService')).toBe(false);
    const closing = closingCostInputs({ price: 400_000, allCash: true });
    expect(closing.find((f) => f.key === 'loanAmount')).toMatchObject({ value: 0, source: 'you said' });
    expectSameFigures(
      resultOf('closing-costs', closing).outputs,
      estimateClosingCosts({ price: 400_000, allCash: true }),
      'all-cash closing',
    );
  });

  it('names the cheaper side of rent vs buy and of ARM vs fixed in the figure’s label', () => {
    const rentVsBuy = resultOf('rent-vs-buy', rentVsBuyInputs({ homePrice: 450_000, monthlyRent: 1_200 }));
    expect(rentVsBuy.outputs.find((o) => o.primary)!.label).toBe('Renting saves');
    const buying = resultOf(
      'rent-vs-buy',
      rentVsBuyInputs({ homePrice: 300_000, monthlyRent: 4_000, horizonYears: 15 }),
    );
    expect(buying.outputs.find((o) => o.primary)!.label).toBe('Buying saves');
    const arm = (armRate: number) =>
      resultOf(
        'arm-vs-fixed',
        armVsFixedInputs({
          loanAmount: 400_000,
          fixedRate: 0.065,
          armRate,
          initialYears: 7,
          horizonYears: 7,
        }),
      ).outputs.find((o) => o.primary)!.label;
    expect(arm(0.0575)).toBe('The ARM saves');
    expect(arm(0.07)).toBe('The fixed loan saves');
  });
});

describe("each calculator's result in the stream and the stored reply", () => {
  it('covers every card', () => {
    expect(Object.keys(CALCULATOR_QUESTIONS).sort()).toEqual(CASES.map((c) => c.calculator).sort());
  });

  it.each(Object.entries(CALCULATOR_QUESTIONS))(
    '%s: streamed as its own trace, stored, and read back the same',
    async (id, question) => {
      const provider = createLocalProvider({ chunkDelayMs: 0 });
      const traces: Trace[] = [];
      for await (const trace of provider(question, [], new AbortController().signal)) traces.push(trace);
      const last = traces.at(-1)!;
      expect(last.type).toBe('calculation');
      const result = last.payload as CalculationResult;
      expect(result.calculator).toBe(id);
      expect(result.inputs.some((i) => i.source === 'you said')).toBe(true);
      // A sum of money the card leads with is the one the answer's text states.
      const text = traces.map((t) => (t.payload as { content?: string }).content ?? '').join('');
      for (const output of result.outputs.filter((o) => o.primary && o.unit.startsWith('usd')))
        expect(text, output.key).toContain(formatMoney(output.value));
      // Through the wire (JSON) and the one reducer: the stored part is the streamed result.
      const wire = JSON.parse(JSON.stringify(traces)) as Trace[];
      const summary = summarizeTraces(wire);
      expect(summary.content_json.filter((p) => p.type === 'calculation')).toEqual([
        { type: 'calculation', result },
      ]);
      expect(summarizeTraces(tracesFromSummary(summary)).content_json).toEqual(summary.content_json);
    },
  );
});

describe("the model's tool calls give the same cards", () => {
  const calls: [tool: string, args: object, calculator: string][] = [
    ['rent_vs_buy', { home_price: 450_000, monthly_rent: 2_400 }, 'rent-vs-buy'],
    ['rental_analysis', { price: 500_000, monthly_rent: 4_200 }, 'rental'],
    ['closing_costs', { price: 400_000 }, 'closing-costs'],
    ['points_break_even', { loan_amount: 400_000, points: 2, base_rate_percent: 6.75 }, 'points'],
    ['pmi_removal', { home_value: 350_000, loan_amount: 315_000, annual_rate_percent: 6.5 }, 'pmi'],
    ['dscr_loan', { monthly_rent: 2_600, pitia: 2_200 }, 'dscr-loan'],
    ['value_at_cap_rate', { noi: 50_000, cap_rate_percent: 6 }, 'cap-value'],
    ['brrrr', { purchase_price: 150_000, rehab_cost: 40_000, arv: 250_000 }, 'brrrr'],
    ['depreciation', { price: 500_000, land_value: 100_000, commercial: true }, 'depreciation-commercial'],
    ['seller_net_sheet', { sale_price: 500_000, mortgage_payoff: 200_000 }, 'seller-net'],
    [
      'arm_vs_fixed',
      {
        loan_amount: 400_000,
        fixed_rate_percent: 6.5,
        arm_rate_percent: 5.75,
        initial_years: 7,
        horizon_years: 7,
      },
      'arm-vs-fixed',
    ],
    ['property_tax', { value: 400_000, tax_rate_percent: 1.2 }, 'property-tax'],
    ['cash_on_cash', { cash_invested: 80_000, monthly_cash_flow: 450 }, 'cash-on-cash'],
  ];
  it.each(calls)('%s', (tool, args, calculator) => {
    const result = calculationForTool(tool, JSON.stringify(args));
    expect(result?.calculator).toBe(calculator);
    expect(result!.inputs.filter((i) => i.source === 'you said').length).toBeGreaterThan(0);
  });
});

describe('an itemised rental: the card recomputes the figures the answer shows', () => {
  it('expenses the user left out are fields at 0, so the card counts what the answer counted', () => {
    const route = routeQuestion(
      'rental: bought for 310k, rents 2600/mo, taxes 4100/yr, ins 1350/yr, mgmt 8%, vacancy 5%, repairs 150/mo. cash flow w/ 20% down at 7.25%?',
      [],
    );
    if (route.kind !== 'calculation') throw new Error(`expected a calculation, got ${route.kind}`);
    const card = calculationOf(route.request);
    const capex = card.inputs.find((i) => i.key === 'capexRate');
    expect(capex?.value).toBe(0);
    expect(capex?.label).toContain('not listed');
    const flow = recompute(card.calculator, valuesOf(card.inputs))?.find((o) => o.key === 'monthlyCashFlow');
    expect(flow?.value).toBeCloseTo(-23.56, 2);
  });
});

// The structured result of a calculation and the card's recompute (issue 22 §1–2). The card recomputes
// with this module in the browser; these tests hold it to the calculator the server answers with, on
// random inputs, and to the answer's own reading of a question.
import { describe, expect, it } from 'vitest';
import { prng } from '../../../../tests/support/prng.ts';
import { parseCalculationResult } from '../calculation-result.ts';
import type { Trace } from '../protocol.ts';
import { summarizeTraces, tracesFromSummary } from '../summarize-traces.ts';
import {
  affordabilityInputs,
  calculationOf,
  mortgageInputs,
  recompute,
  refinanceInputs,
  resultOf,
  valuesOf,
} from './calculation-cards.ts';
import {
  calculateAffordability,
  calculateMortgage,
  calculateRefinance,
  type AffordabilityInput,
  type MortgageInput,
  type RefinanceInput,
} from './calculators.ts';
import { composeAnswer } from './compose-answer.ts';
import { EXAMPLE_QUESTIONS } from './calculator-inputs.ts';
import { formatMoney, formatMonths } from './format.ts';
import { createLocalProvider } from './local-provider.ts';

const cents = (n: number) => Math.round(n * 100) / 100;

/** The figures the mortgage card shows, as the server's calculator gives them. */
function serverFigures(input: MortgageInput): Record<string, number> {
  const r = calculateMortgage(input);
  return {
    monthlyTotal: cents(r.monthlyTotal),
    monthlyPrincipalAndInterest: cents(r.monthlyPrincipalAndInterest),
    ...(r.escrowIncluded
      ? { monthlyPropertyTax: cents(r.monthlyPropertyTax), monthlyInsurance: cents(r.monthlyInsurance) }
      : {}),
    ...(r.monthlyPmi > 0 ? { monthlyPmi: cents(r.monthlyPmi), pmiMonths: r.pmiMonths } : {}),
    ...(r.monthlyHoa > 0 ? { monthlyHoa: cents(r.monthlyHoa) } : {}),
    ...(r.homePrice !== undefined ? { loanAmount: cents(r.loanAmount) } : {}),
    totalInterest: cents(r.totalInterest),
  };
}

const figures = (outputs: { key: string; value: number; unit: string }[]) =>
  Object.fromEntries(outputs.map((o) => [o.key, o.unit === 'months' ? o.value : cents(o.value)]));

function randomMortgage(random: () => number): MortgageInput {
  const pick = <T>(...options: T[]) => options[Math.floor(random() * options.length)]!;
  const price = Math.round(50_000 + random() * 2_000_000);
  const withPrice = random() < 0.7;
  const loanAmount = withPrice ? Math.round(price * (0.5 + random() * 0.47)) : price;
  const input: MortgageInput = {
    loanAmount,
    annualRate: pick(0, 0.0275, Math.round(random() * 1200) / 10_000),
    ...(random() < 0.7 ? { termYears: pick(10, 15, 20, 25, 30, 40) } : {}),
    ...(withPrice ? { homePrice: price } : {}),
  };
  if (random() < 0.3) input.monthlyHoa = Math.round(random() * 800);
  if (random() < 0.3) input.propertyTaxRate = Math.round(random() * 300) / 10_000;
  else if (random() < 0.2) input.annualPropertyTax = Math.round(random() * 20_000);
  if (random() < 0.3) input.insuranceRate = Math.round(random() * 100) / 10_000;
  else if (random() < 0.2) input.annualInsurance = Math.round(random() * 5_000);
  if (withPrice && random() < 0.3) input.pmiRate = Math.round(random() * 150) / 10_000;
  return input;
}

describe('the mortgage card', () => {
  it('shows what the server calculator gives, on 500 random requests', () => {
    const random = prng(22);
    for (let i = 0; i < 500; i++) {
      const input = randomMortgage(random);
      const result = resultOf('mortgage', mortgageInputs(input));
      expect(figures(result.outputs), JSON.stringify(input)).toEqual(serverFigures(input));
      // And the app's recompute of the untouched card gives the same again.
      expect(recompute('mortgage', valuesOf(result.inputs))).toEqual(result.outputs);
    }
  });

  it('recomputes changed fields exactly as the server calculator would answer them, on 500 random edits', () => {
    const random = prng(2022);
    for (let i = 0; i < 500; i++) {
      const input = randomMortgage(random);
      const values = valuesOf(mortgageInputs(input));
      // The user changes the rate, the term and, with a price, the down payment.
      const rate = Math.round(random() * 1500) / 10_000;
      const term = [10, 15, 20, 30][Math.floor(random() * 4)]!;
      values.annualRate = rate;
      values.termYears = term;
      const edited: MortgageInput = { ...input, annualRate: rate, termYears: term };
      if (input.homePrice !== undefined) {
        const down = Math.round(input.homePrice * random() * 0.5);
        values.downPayment = down;
        edited.loanAmount = input.homePrice - down;
      }
      expect(figures(recompute('mortgage', values)!), JSON.stringify(edited)).toEqual(serverFigures(edited));
    }
  });

  it('reads the question as the answer does: what was said, what was assumed, what is a default', () => {
    const { route, markdown } = composeAnswer('What is the monthly payment on a $450k home at 6.5%?');
    expect(route.kind).toBe('calculation');
    const result = calculationOf((route as Extract<typeof route, { kind: 'calculation' }>).request)!;
    expect(result.calculator).toBe('mortgage');
    const byKey = Object.fromEntries(result.inputs.map((i) => [i.key, i]));
    expect(byKey.homePrice).toMatchObject({ value: 450_000, unit: 'usd', source: 'you said' });
    expect(byKey.downPayment).toMatchObject({ value: 90_000, unit: 'usd', source: 'assumed' });
    expect(byKey.annualRate).toMatchObject({ value: 0.065, unit: 'rate', source: 'you said' });
    expect(byKey.termYears).toMatchObject({ value: 30, source: 'default' });
    expect(byKey.propertyTaxRate).toMatchObject({ value: 0.011, source: 'default' });
    expect(byKey.monthlyHoa).toMatchObject({ value: 0, source: 'default' });
    // The card's payment is the one the text states.
    const total = result.outputs.find((o) => o.primary)!;
    expect(total.key).toBe('monthlyTotal');
    const shown = `$${cents(total.value).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(markdown).toContain(shown);
    expect(result.formulas.length).toBeGreaterThan(0);
  });

  it('takes a stated down payment and term as said', () => {
    const { route } = composeAnswer(
      'Monthly payment on a $500,000 home with $100,000 down at 7% for 15 years',
    );
    const result = calculationOf((route as Extract<typeof route, { kind: 'calculation' }>).request)!;
    const byKey = Object.fromEntries(result.inputs.map((i) => [i.key, i]));
    expect(byKey.downPayment).toMatchObject({ value: 100_000, source: 'you said' });
    expect(byKey.termYears).toMatchObject({ value: 15, source: 'you said' });
  });
});

/** Random optional fields: each present about half the time. */
function maybe<T extends object>(random: () => number, fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(() => random() < 0.5)) as Partial<T>;
}

describe('every card shows the figure its answer states', () => {
  it.each(['mortgage', 'affordability', 'refinance'] as const)('%s (its example question)', (id) => {
    const { route, markdown } = composeAnswer(EXAMPLE_QUESTIONS[id]);
    expect(route.kind).toBe('calculation');
    const result = calculationOf((route as Extract<typeof route, { kind: 'calculation' }>).request)!;
    expect(result.calculator).toBe(id);
    const primary = result.outputs.find((o) => o.primary)!;
    expect(markdown).toContain(
      primary.unit === 'months' ? formatMonths(primary.value) : formatMoney(primary.value),
    );
    expect(result.inputs.every((i) => Number.isFinite(i.value))).toBe(true);
  });
});

describe('the affordability card', () => {
  it('shows what calculateAffordability gives and recomputes edits the same way, on 500 random requests', () => {
    const random = prng(28);
    for (let i = 0; i < 500; i++) {
      const input: AffordabilityInput = {
        annualIncome: Math.round(20_000 + random() * 480_000),
        ...maybe(random, {
          monthlyDebts: Math.round(random() * 4_000),
          annualRate: Math.round(random() * 1200) / 10_000,
          termYears: [15, 30][Math.floor(random() * 2)]!,
          monthlyHoa: Math.round(random() * 500),
          propertyTaxRate: Math.round(random() * 250) / 10_000,
        }),
        ...(random() < 0.5
          ? { downPaymentAmount: Math.round(random() * 200_000) }
          : maybe(random, { downPaymentPercent: Math.round(random() * 40) / 100 })),
      };
      const r = calculateAffordability(input);
      const result = resultOf('affordability', affordabilityInputs(input));
      expect(figures(result.outputs), JSON.stringify(input)).toMatchObject({
        maxPrice: cents(r.maxPrice),
        maxHousingPayment: cents(r.maxHousingPayment),
        maxLoan: cents(r.maxLoan),
        downPayment: cents(r.downPayment),
        monthlyPrincipalAndInterest: cents(r.monthlyPrincipalAndInterest),
      });
      // An edited income and rate, recomputed, as the calculator answers them.
      const values = { ...valuesOf(result.inputs), annualIncome: input.annualIncome * 1.1, annualRate: 0.05 };
      const edited = calculateAffordability({
        ...input,
        annualIncome: input.annualIncome * 1.1,
        annualRate: 0.05,
      });
      expect(figures(recompute('affordability', values)!)).toMatchObject({
        maxPrice: cents(edited.maxPrice),
        maxHousingPayment: cents(edited.maxHousingPayment),
      });
    }
  });

  it('marks an assumed rate and down payment', () => {
    const inputs = affordabilityInputs({ annualIncome: 120_000, monthlyDebts: 500 });
    const source = Object.fromEntries(inputs.map((i) => [i.key, i.source]));
    expect(source).toMatchObject({
      annualIncome: 'you said',
      monthlyDebts: 'you said',
      annualRate: 'assumed',
      downPaymentPercent: 'assumed',
      termYears: 'default',
    });
  });
});

describe('the refinance card', () => {
  it('shows what calculateRefinance gives and recomputes edits the same way, on 500 random requests', () => {
    const random = prng(754);
    for (let i = 0; i < 500; i++) {
      const balance = Math.round(50_000 + random() * 950_000);
      const input: RefinanceInput = {
        balance,
        currentRate: Math.round(random() * 1000) / 10_000 + 0.02,
        newRate: Math.round(random() * 1000) / 10_000 + 0.02,
        ...maybe(random, {
          remainingYears: Math.round(5 + random() * 25),
          currentMonthlyPayment: Math.round(balance * 0.008),
          newTermYears: [15, 20, 30][Math.floor(random() * 3)]!,
          closingCosts: Math.round(random() * 15_000),
        }),
      };
      const r = calculateRefinance(input);
      const result = resultOf('refinance', refinanceInputs(input));
      const expected = {
        monthlySavings: cents(r.monthlySavings),
        currentPayment: cents(r.currentPayment),
        newPayment: cents(r.newPayment),
        closingCosts: cents(r.closingCosts),
        ...(r.breakEvenMonths !== null ? { breakEvenMonths: r.breakEvenMonths } : {}),
        ...(Number.isFinite(r.lifetimeNetSavings) ? { lifetimeNetSavings: cents(r.lifetimeNetSavings) } : {}),
      };
      expect(figures(result.outputs), JSON.stringify(input)).toEqual(expected);
      const values = { ...valuesOf(result.inputs), newRate: 0.045 };
      const edited = calculateRefinance({ ...input, newRate: 0.045 });
      expect(figures(recompute('refinance', values)!)).toMatchObject({
        newPayment: cents(edited.newPayment),
        monthlySavings: cents(edited.monthlySavings),
      });
    }
  });
});

describe('the structured result in the stream and the stored reply', () => {
  it('the local analyst ends a calculator answer with its result, and the reducer keeps it as a part', async () => {
    const provider = createLocalProvider({ chunkDelayMs: 0 });
    const traces: Trace[] = [];
    const question = 'What is the monthly payment on a $400,000 loan at 6% for 30 years?';
    for await (const trace of provider(question, [], new AbortController().signal)) traces.push(trace);
    expect(traces.at(-1)!.type).toBe('calculation');
    const summary = summarizeTraces(traces);
    expect(summary.trace_types).toEqual(['completion', 'calculation']);
    const [textPart, calculation] = summary.content_json;
    expect(textPart!.type).toBe('text');
    expect(calculation).toEqual({ type: 'calculation', result: traces.at(-1)!.payload });
    // A stored reply replayed to a non-streaming caller folds back to the same summary.
    expect(summarizeTraces(tracesFromSummary(summary))).toEqual({
      ...summary,
      trace_types: ['text', 'calculation'],
    });
    // Answers without a calculator carry none.
    const other: Trace[] = [];
    for await (const trace of provider('What is a cap rate?', [], new AbortController().signal))
      other.push(trace);
    expect(other.some((t) => t.type === 'calculation')).toBe(false);
  });

  it('a payload that is not a result adds nothing; a valid one is copied without extra fields', () => {
    const valid = resultOf('mortgage', mortgageInputs({ loanAmount: 300_000, annualRate: 0.06 }));
    expect(parseCalculationResult({ ...valid, extra: 'x' })).toEqual(valid);
    for (const bad of [
      null,
      'text',
      { ...valid, inputs: 'no' },
      { ...valid, inputs: [{ ...valid.inputs[0], value: Number.NaN }] },
      { ...valid, inputs: [{ ...valid.inputs[0], source: 'guessed' }] },
      { ...valid, outputs: [{ ...valid.outputs[0], unit: 'euros' }] },
      { ...valid, formulas: [42] },
      { ...valid, calculator: '' },
    ]) {
      expect(parseCalculationResult(bad)).toBeNull();
      expect(summarizeTraces([{ type: 'calculation', payload: bad }]).content_json).toEqual([]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { EMPTY_ASSUMPTIONS } from '../../../supabase/functions/_shared/assumptions.ts';
import { formValuesOf, readAssumptionsForm, type AssumptionsFormValues } from './assumptions-form.ts';

const BLANK: AssumptionsFormValues = formValuesOf(EMPTY_ASSUMPTIONS);

describe('the assumptions form', () => {
  it('reads what people type: "$450k", "450,000", "20%", and blank as not set', () => {
    expect(
      readAssumptionsForm({
        ...BLANK,
        location: ' Austin, TX ',
        budget: '$450k',
        downPayment: '20%',
        creditBand: 'excellent',
        role: 'investor',
      }),
    ).toEqual({
      ok: true,
      value: {
        location: 'Austin, TX',
        budget: 450_000,
        down_payment_percent: 20,
        down_payment_amount: null,
        credit_band: 'excellent',
        role: 'investor',
      },
    });
    expect(readAssumptionsForm({ ...BLANK, downPayment: '90,000', downPaymentKind: 'amount' })).toEqual({
      ok: true,
      value: { ...EMPTY_ASSUMPTIONS, down_payment_amount: 90_000 },
    });
    expect(readAssumptionsForm(BLANK)).toEqual({ ok: true, value: EMPTY_ASSUMPTIONS });
  });

  it('names each bad field beside it', () => {
    expect(readAssumptionsForm({ ...BLANK, budget: 'lots', downPayment: 'some' })).toEqual({
      ok: false,
      errors: { budget: 'Enter an amount, like 450,000.', downPayment: 'Enter a percent, like 20.' },
    });
    expect(readAssumptionsForm({ ...BLANK, downPayment: '99.5' })).toEqual({
      ok: false,
      errors: { downPayment: 'Down payment must be a percent from 0 to 99.' },
    });
    expect(
      readAssumptionsForm({ ...BLANK, budget: '300,000', downPayment: '$300k', downPaymentKind: 'amount' }),
    ).toEqual({ ok: false, errors: { downPayment: 'The down payment must be less than the budget.' } });
  });

  it('starts from the stored profile, and round-trips it', () => {
    const stored = {
      ...EMPTY_ASSUMPTIONS,
      budget: 450_000,
      down_payment_amount: 45_000,
      role: 'agent' as const,
    };
    const values = formValuesOf(stored);
    expect(values).toMatchObject({
      budget: '450,000',
      downPayment: '45,000',
      downPaymentKind: 'amount',
      role: 'agent',
    });
    expect(readAssumptionsForm(values)).toEqual({ ok: true, value: stored });
    expect(readAssumptionsForm(formValuesOf({ ...EMPTY_ASSUMPTIONS, down_payment_percent: 3.5 }))).toEqual({
      ok: true,
      value: { ...EMPTY_ASSUMPTIONS, down_payment_percent: 3.5 },
    });
  });
});

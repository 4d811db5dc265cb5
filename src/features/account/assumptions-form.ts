// The profile of assumptions dialog's fields as text (issue 23), and back: what a person types ("$450k",
// "20%", "450,000") read the way a calculation card reads it (calculation-fields.ts), then checked by the
// rules both ends share (assumptions.ts), each problem named beside its field. Pure, so it is tested
// without a browser.
import {
  checkAssumptions,
  type AssumptionErrors,
  type Assumptions,
  type CreditBand,
  type ProfileRole,
} from '../../../supabase/functions/_shared/assumptions.ts';
import { readField } from '../chat/calculation-fields.ts';

export type DownPaymentKind = 'percent' | 'amount';

/** The form's state: text as typed, the selects' values ('' for "Not set"). */
export interface AssumptionsFormValues {
  location: string;
  budget: string;
  downPayment: string;
  downPaymentKind: DownPaymentKind;
  creditBand: CreditBand | '';
  role: ProfileRole | '';
}

/** The form's errors by field (`downPayment` for either way of giving it). */
export type AssumptionsFormErrors = Partial<
  Record<'location' | 'budget' | 'downPayment' | 'creditBand' | 'role', string>
>;

const plain = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The form's starting text for a stored profile. */
export function formValuesOf(profile: Assumptions): AssumptionsFormValues {
  const amount = profile.down_payment_amount;
  return {
    location: profile.location ?? '',
    budget: profile.budget === null ? '' : plain(profile.budget),
    downPayment:
      profile.down_payment_percent !== null
        ? plain(profile.down_payment_percent)
        : amount !== null
          ? plain(amount)
          : '',
    downPaymentKind: amount !== null ? 'amount' : 'percent',
    creditBand: profile.credit_band ?? '',
    role: profile.role ?? '',
  };
}

/** A number typed into a field, or the sentence saying what to type; blank is "not set". */
function readNumber(text: string, percent: boolean): { value: number | null } | { error: string } {
  if (text.trim() === '') return { value: null };
  const read = readField(text, percent ? 'rate' : 'usd');
  if ('error' in read)
    return percent ? { error: 'Enter a percent, like 20.' } : { error: 'Enter an amount, like 450,000.' };
  // The card reads percents as fractions; the profile keeps them as percents (20 is 20%).
  return { value: percent ? Math.round(read.value * 100 * 1000) / 1000 : read.value };
}

/** The profile the form describes, or the errors to show beside its fields. */
export function readAssumptionsForm(
  values: AssumptionsFormValues,
): { ok: true; value: Assumptions } | { ok: false; errors: AssumptionsFormErrors } {
  const errors: AssumptionsFormErrors = {};
  const budget = readNumber(values.budget, false);
  const percent = values.downPaymentKind === 'percent';
  const down = readNumber(values.downPayment, percent);
  if ('error' in budget) errors.budget = budget.error;
  if ('error' in down) errors.downPayment = down.error;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const downValue = 'value' in down ? down.value : null;
  const checked = checkAssumptions({
    location: values.location,
    budget: 'value' in budget ? budget.value : null,
    down_payment_percent: percent ? downValue : null,
    down_payment_amount: percent ? null : downValue,
    credit_band: values.creditBand || null,
    role: values.role || null,
  });
  if (checked.ok) return checked;
  return { ok: false, errors: formErrorsOf(checked.errors) };
}

/** The shared checks' errors, by the form's fields. */
export function formErrorsOf(errors: AssumptionErrors): AssumptionsFormErrors {
  return {
    ...(errors.location ? { location: errors.location } : {}),
    ...(errors.budget ? { budget: errors.budget } : {}),
    ...(errors.down_payment_percent || errors.down_payment_amount
      ? { downPayment: errors.down_payment_percent ?? errors.down_payment_amount }
      : {}),
    ...(errors.credit_band ? { creditBand: errors.credit_band } : {}),
    ...(errors.role ? { role: errors.role } : {}),
  };
}

// What a calculation card's fields show and accept (issue 22 §2): a value in the unit a person types
// (6.5 for a 6.5% rate, 450,000 for dollars), read back tolerantly ("$450k" and "6.5%" too), with a
// sentence when it cannot be used. Pure, so the card's rules are tested without a browser.
import type {
  CalculationOutput,
  CalculationUnit,
  InputSource,
} from '../../../supabase/functions/_shared/calculation-result.ts';
import { formatMoney, formatMonths } from '../../../supabase/functions/_shared/assistant/format.ts';

const grouped = (value: number, digits: number) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, useGrouping: true });

/** The text a field starts with for a value. */
export function fieldText(value: number, unit: CalculationUnit): string {
  if (unit === 'rate') return grouped(value * 100, 3);
  if (unit === 'years' || unit === 'months') return grouped(value, 2);
  return grouped(value, 2);
}

/** What sits before or after the field (its unit), visible and read with the label. */
export function unitAffix(unit: CalculationUnit): { prefix?: string; suffix?: string } {
  switch (unit) {
    case 'usd':
      return { prefix: '$' };
    case 'usd/month':
      return { prefix: '$', suffix: 'a month' };
    case 'usd/year':
      return { prefix: '$', suffix: 'a year' };
    case 'rate':
      return { suffix: '%' };
    case 'years':
      return { suffix: 'years' };
    case 'months':
      return { suffix: 'months' };
  }
}

/** The value typed into a field, or the sentence that says what to type instead. */
export function readField(text: string, unit: CalculationUnit): { value: number } | { error: string } {
  const match = /^\s*\$?\s*(\d[\d,]*(?:\.\d*)?|\.\d+)\s*([km])?\s*%?\s*$/i.exec(text);
  const number = match ? Number(match[1]!.replace(/,/g, '')) : Number.NaN;
  const scale = match?.[2]?.toLowerCase() === 'k' ? 1e3 : match?.[2]?.toLowerCase() === 'm' ? 1e6 : 1;
  const value = number * scale;
  if (unit === 'rate') {
    if (!Number.isFinite(value) || value > 100) return { error: 'Enter a percentage from 0 to 100.' };
    return { value: value / 100 };
  }
  if (unit === 'years' || unit === 'months') {
    if (!Number.isFinite(value) || value <= 0 || value > (unit === 'years' ? 100 : 1200))
      return { error: `Enter a number of ${unit} above 0.` };
    return { value };
  }
  if (!Number.isFinite(value) || value > 1e12) return { error: 'Enter an amount of 0 or more.' };
  return { value };
}

/** An output as the card shows it. */
export function outputText(output: Pick<CalculationOutput, 'value' | 'unit'>): string {
  switch (output.unit) {
    case 'usd':
      return formatMoney(output.value);
    case 'usd/month':
      return `${formatMoney(output.value)} a month`;
    case 'usd/year':
      return `${formatMoney(output.value)} a year`;
    case 'rate':
      return `${grouped(output.value * 100, 2)}%`;
    case 'years':
      return `${grouped(output.value, 1)} years`;
    case 'months':
      return formatMonths(output.value);
  }
}

/** The mark beside an input the question did not give (nothing for one it did). */
export const SOURCE_MARKS: Record<InputSource, { label: string; description: string } | null> = {
  'you said': null,
  assumed: { label: 'assumed', description: 'Assumed: not in your question.' },
  default: { label: 'default', description: 'Default: not in your question, a typical value.' },
};

// @vitest-environment happy-dom
// The adjustable card (issue 22 §2) as the browser runs it: typed figures recompute with the server's
// calculator (compared with calculateMortgage itself on random rates, prices and terms), marks say
// which inputs the question did not give, a bad figure says what to type, Reset goes back.
import './testing/dom-test-setup.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prng } from '../../../tests/support/prng.ts';
import { mortgageInputs, resultOf } from '../../../supabase/functions/_shared/assistant/calculation-cards.ts';
import { calculateMortgage } from '../../../supabase/functions/_shared/assistant/calculators.ts';
import { formatMoney } from '../../../supabase/functions/_shared/assistant/format.ts';
import CalculationCard from './calculation-card.tsx';
import { fieldText, readField } from './calculation-fields.ts';
import { toMessageView } from './chat-message.ts';
import type { MessageRecord } from '../../db/app-db.ts';

const ASSUMED = ['Down payment: 20% of the price (assumed).'];
const result = resultOf(
  'mortgage',
  mortgageInputs({ loanAmount: 360_000, annualRate: 0.065, homePrice: 450_000, termYears: 30 }, ASSUMED),
);

const shown = (key: string) => document.querySelector(`[data-output="${key}"]`)!.textContent;

describe('the calculation card', () => {
  it('recomputes what the server calculator gives for the figures typed, on random inputs', async () => {
    const user = userEvent.setup();
    render(<CalculationCard result={result} />);
    const random = prng(7);
    for (let i = 0; i < 12; i++) {
      const rate = Math.round(random() * 1200) / 100;
      const price = Math.round(100_000 + random() * 900_000);
      const down = Math.round(price * random() * 0.4);
      const term = [10, 15, 20, 30][Math.floor(random() * 4)]!;
      for (const [label, text] of [
        ['Interest rate', String(rate)],
        ['Home price', price.toLocaleString('en-US')],
        ['Down payment', String(down)],
        ['Term', String(term)],
      ] as const) {
        await user.clear(screen.getByLabelText(label));
        await user.type(screen.getByLabelText(label), text);
      }
      const server = calculateMortgage({
        loanAmount: price - down,
        annualRate: rate / 100,
        termYears: term,
        homePrice: price,
        propertyTaxRate: 0.011,
        insuranceRate: 0.0035,
        monthlyHoa: 0,
        pmiRate: 0.005,
      });
      expect(shown('monthlyTotal')).toBe(`${formatMoney(server.monthlyTotal)} a month`);
      expect(shown('monthlyPrincipalAndInterest')).toBe(
        `${formatMoney(server.monthlyPrincipalAndInterest)} a month`,
      );
      expect(shown('totalInterest')).toBe(formatMoney(server.totalInterest));
      expect(document.querySelector('[data-output="monthlyPmi"]') !== null).toBe(server.monthlyPmi > 0);
    }
    // Typing key by key is slow on a loaded machine; the work itself is small.
  }, 60_000);

  it('marks what the question did not give, says what to type, and Reset returns to the reading', async () => {
    const user = userEvent.setup();
    render(<CalculationCard result={result} />);
    const card = screen.getByRole('region', { name: 'Mortgage payment: try other numbers' });
    expect(within(card).getByLabelText('Down payment')).toHaveAccessibleDescription(
      'Assumed: not in your question.',
    );
    expect(within(card).getByLabelText('Interest rate')).toHaveAccessibleDescription('%');
    const reset = within(card).getByRole('button', { name: 'Reset' });
    expect(reset).toBeDisabled();
    const before = shown('monthlyTotal');

    const rate = within(card).getByLabelText('Interest rate');
    await user.clear(rate);
    await user.type(rate, 'abc');
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(within(card).getByRole('alert')).toHaveTextContent('Enter a percentage from 0 to 100.');
    // The last good figure (the assistant's) still counts.
    expect(shown('monthlyTotal')).toBe(before);

    await user.clear(rate);
    await user.type(rate, '8');
    expect(shown('monthlyTotal')).not.toBe(before);
    await user.click(reset);
    expect(rate).toHaveValue('6.5');
    expect(shown('monthlyTotal')).toBe(before);
    expect(reset).toBeDisabled();
  });
});

describe('calculation fields', () => {
  it('show figures as people type them and read them back', () => {
    expect(fieldText(0.065, 'rate')).toBe('6.5');
    expect(fieldText(450_000, 'usd')).toBe('450,000');
    expect(readField('$450k', 'usd')).toEqual({ value: 450_000 });
    expect(readField('1,250.50', 'usd/month')).toEqual({ value: 1250.5 });
    expect(readField('6.5%', 'rate')).toEqual({ value: 0.065 });
    expect(readField('0', 'rate')).toEqual({ value: 0 });
    expect(readField('101', 'rate')).toEqual({ error: 'Enter a percentage from 0 to 100.' });
    expect(readField('0', 'years')).toEqual({ error: 'Enter a number of years above 0.' });
    expect(readField('-5', 'usd')).toEqual({ error: 'Enter an amount of 0 or more.' });
    expect(readField('', 'usd')).toEqual({ error: 'Enter an amount of 0 or more.' });
  });

  it('a reply record carries its results to the view; a question never does', () => {
    const record = {
      id: 'r',
      role: 'assistant',
      content_text: 'text',
      content_json: [
        { type: 'text', text: 'text' },
        { type: 'calculation', result },
        { type: 'calculation', result: { calculator: 'x' } },
      ],
      send_state: 'sent',
      created_at: '2026-11-27T00:00:00.000000Z',
    } as unknown as MessageRecord;
    expect(toMessageView(record, true).calculations).toEqual([result]);
    expect(toMessageView({ ...record, role: 'user' }, true).calculations).toBeUndefined();
  });
});

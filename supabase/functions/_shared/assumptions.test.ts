import { describe, expect, it } from 'vitest';
import {
  assumptionsContextLine,
  assumptionsOf,
  checkAssumptions,
  EMPTY_ASSUMPTIONS,
  isEmptyAssumptions,
} from './assumptions.ts';

describe('checkAssumptions', () => {
  it('accepts a full profile, trimming the location', () => {
    const input = {
      location: '  Austin, TX ',
      budget: 450_000,
      down_payment_percent: 20,
      down_payment_amount: null,
      credit_band: 'excellent',
      role: 'investor',
    };
    expect(checkAssumptions(input)).toEqual({ ok: true, value: { ...input, location: 'Austin, TX' } });
  });

  it('reads missing fields and a blank location as not given', () => {
    expect(checkAssumptions({ location: '   ' })).toEqual({ ok: true, value: EMPTY_ASSUMPTIONS });
    expect(checkAssumptions(null)).toEqual({ ok: true, value: EMPTY_ASSUMPTIONS });
  });

  it('names every bad field with a sentence', () => {
    const result = checkAssumptions({
      location: 'x'.repeat(101),
      budget: -5,
      down_payment_percent: 150,
      credit_band: 'superb',
      role: 'landlord',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        location: 'Location must be at most 100 characters.',
        budget: 'Budget must be a dollar amount from $1 to $1,000,000,000.',
        down_payment_percent: 'Down payment must be a percent from 0 to 99.',
        credit_band: 'Credit must be one of: excellent, good, fair, poor.',
        role: 'Role must be one of: buyer, investor, agent.',
      },
    });
  });

  it('refuses a down payment given both ways, or not below the budget, and non-numbers', () => {
    expect(checkAssumptions({ down_payment_percent: 10, down_payment_amount: 5000 })).toMatchObject({
      ok: false,
      errors: { down_payment_amount: 'Give the down payment as a percent or as an amount, not both.' },
    });
    expect(checkAssumptions({ budget: 100_000, down_payment_amount: 100_000 })).toMatchObject({
      ok: false,
      errors: { down_payment_amount: 'The down payment must be less than the budget.' },
    });
    expect(checkAssumptions({ budget: '450000' })).toMatchObject({ ok: false });
    expect(checkAssumptions({ budget: Number.NaN })).toMatchObject({ ok: false });
  });
});

describe('assumptionsOf and the context line', () => {
  it('reads numeric columns sent as strings', () => {
    expect(assumptionsOf({ budget: '450000', down_payment_percent: '12.5', role: 'agent' })).toEqual({
      ...EMPTY_ASSUMPTIONS,
      budget: 450_000,
      down_payment_percent: 12.5,
      role: 'agent',
    });
  });

  it('is null for an empty profile and one line (no line breaks) otherwise', () => {
    expect(isEmptyAssumptions(EMPTY_ASSUMPTIONS)).toBe(true);
    expect(assumptionsContextLine(EMPTY_ASSUMPTIONS)).toBeNull();
    expect(assumptionsContextLine(null)).toBeNull();
    const line = assumptionsContextLine({
      ...EMPTY_ASSUMPTIONS,
      location: 'Austin\nIgnore that',
      down_payment_amount: 50_000,
    });
    expect(line).toContain('buys in Austin Ignore that; $50,000 down.');
    expect(line).not.toContain('\n');
  });
});

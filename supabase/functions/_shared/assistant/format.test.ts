import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatMoney,
  formatMonths,
  formatPercent,
  formatRate,
  formatYears,
  markdownTable,
  roundCents,
} from './format.ts';

describe('format', () => {
  it('money with cents, en-US', () => {
    expect(formatMoney(2398.2021006)).toBe('$2,398.20');
    expect(formatMoney(1_234_567.891)).toBe('$1,234,567.89');
    expect(formatMoney(-150)).toBe('-$150.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('rounds half cents away from zero', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(2.675)).toBe(2.68);
    expect(roundCents(-1.005)).toBe(-1.01);
  });

  it('whole amounts without cents for inputs', () => {
    expect(formatAmount(450_000)).toBe('$450,000');
    expect(formatAmount(2400.5)).toBe('$2,400.50');
  });

  it('percent from a fraction', () => {
    expect(formatPercent(0.06)).toBe('6.00%');
    expect(formatPercent(0.0725)).toBe('7.25%');
    expect(formatPercent(0.2, 0)).toBe('20%');
    expect(formatRate(0.065)).toBe('6.5%');
    expect(formatRate(0.06875)).toBe('6.875%');
    expect(formatRate(0.2)).toBe('20%');
  });

  it('years and months', () => {
    expect(formatYears(30)).toBe('30 years');
    expect(formatYears(1)).toBe('1 year');
    expect(formatMonths(20.3)).toBe('21 months (1 year 9 months)');
    expect(formatMonths(24)).toBe('24 months (2 years)');
    expect(formatMonths(5)).toBe('5 months');
  });

  it('markdown tables', () => {
    expect(markdownTable(['Item', 'Value'], [['a|b', '$1.00']])).toBe(
      '| Item | Value |\n| --- | ---: |\n| a\\|b | $1.00 |',
    );
  });
});

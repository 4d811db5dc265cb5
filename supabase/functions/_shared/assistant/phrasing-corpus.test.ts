// Runs the phrasing corpus through the analyst's understanding: every phrasing must be read as written.
import { describe, expect, it } from 'vitest';
import { cashOnCash, calculateInventory } from './deal-calculators.ts';
import { checkFairHousing } from './fair-housing.ts';
import { routeQuestion, type Route } from './intent.ts';
import { PHRASINGS, type CorpusField } from './phrasing-corpus.ts';

function quantity(route: Route, key: string): number | undefined {
  if (route.kind === 'calculation') {
    const input = route.request.input as Record<string, unknown>;
    if (typeof input[key] === 'number') return input[key] as number;
    return (route.quantities as Record<string, number | undefined>)[key];
  }
  if (route.kind === 'missing-inputs') return (route.quantities as Record<string, number | undefined>)[key];
  return undefined;
}

function reading(text: string, field: CorpusField): number | string | null | undefined {
  const route = routeQuestion(text);
  switch (field) {
    case 'route':
      return route.kind;
    case 'fairHousing': {
      const check = checkFairHousing(text);
      return check.blocked && !check.compliance ? (check.category ?? 'unnamed') : null;
    }
    case 'compliance': {
      const check = checkFairHousing(text);
      return check.compliance ? (check.category ?? 'unnamed') : null;
    }
    case 'cashOnCash':
      return route.kind === 'deal' && route.deal.kind === 'deal' && route.deal.request.calc === 'cash-on-cash'
        ? Number(cashOnCash(route.deal.request.input).cashOnCash.toFixed(6))
        : undefined;
    case 'points':
      return route.kind === 'deal' && route.deal.kind === 'deal' && route.deal.request.calc === 'points'
        ? route.deal.request.input.points
        : undefined;
    case 'monthsOfInventory':
      return route.kind === 'deal' && route.deal.kind === 'deal' && route.deal.request.calc === 'inventory'
        ? Number(calculateInventory(route.deal.request.input).monthsOfInventory.toFixed(2))
        : undefined;
    case 'capRate':
      return quantity(route, 'capRate');
    case 'annualIncome':
      return quantity(route, 'annualIncome');
    default:
      return quantity(route, field);
  }
}

describe('phrasing corpus', () => {
  it('has at least 300 phrasings', () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(300);
  });

  it.each(PHRASINGS)('%s → %s = %j', (text, field, expected) => {
    const value = reading(text, field);
    if (typeof expected === 'number') expect(value).toBeCloseTo(expected, 6);
    else expect(value).toBe(expected);
  });
});

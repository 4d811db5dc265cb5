// The calculation that goes with a routed answer. Apart from calculation-cards.ts because it reads the
// router's `Route` (intent.ts), whose readers import the cards: kept here, the import graph has no circle.
import type { CalculationResult } from '../calculation-result.ts';
import { calculationOf, dealCalculationOf } from './calculation-cards.ts';
import type { Route } from './intent.ts';

/**
 * The structured result that goes with an answer (the local analyst sends it after the text), or null
 * when the answer computed nothing a card can hold.
 */
export function calculationOfRoute(route: Route): CalculationResult | null {
  switch (route.kind) {
    case 'calculation':
      return calculationOf(route.request);
    case 'deal':
      return route.deal.kind === 'deal' ? dealCalculationOf(route.deal.request) : null;
    case 'quick':
      return route.answer.calculation ?? null;
    default:
      return null;
  }
}

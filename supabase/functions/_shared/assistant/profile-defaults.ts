// The user's profile of assumptions (issue 23) in the local analyst's answers: a down payment or a
// budget the question leaves out is taken from the profile instead of the usual assumption (or instead
// of asking), and the answer says so ("from your profile", in its assumptions and on its card). What the
// question states, in this message or an earlier one it follows up, always wins: only quantities the
// reading left empty are filled. Applied after the answer is composed, so the readers know nothing of
// profiles; an answer that is more than one route's rendering (several questions, a reading doubt) is
// left as it was.
import type { Assumptions } from '../assumptions.ts';
import type { CalculationResult } from '../calculation-result.ts';
import { calculationOfRoute } from './route-calculation.ts';
import { buildRequest, mentionsAllCash, type CalculatorId } from './calculator-inputs.ts';
import { renderRoute, type ComposedAnswer } from './compose-answer.ts';
import { formatAmount, formatPercent } from './format.ts';
import type { Route } from './intent.ts';
import type { Quantities } from './parse-numbers.ts';

/** How the answer's text marks a value taken from the profile. */
export const FROM_PROFILE = 'from your profile';

/** The calculators that take a down payment (and, with a price, a budget as that price). */
const TAKES_DOWN_PAYMENT: ReadonlySet<CalculatorId> = new Set(['mortgage', 'affordability', 'rent-vs-buy']);
const TAKES_PRICE: ReadonlySet<CalculatorId> = new Set(['mortgage', 'rent-vs-buy']);

/** Which card inputs each filled quantity becomes (calculation-cards.ts's keys). */
const CARD_KEYS: Readonly<Record<'price' | 'downPaymentPercent' | 'downPaymentAmount', readonly string[]>> = {
  price: ['homePrice'],
  downPaymentPercent: ['downPayment', 'downPaymentPercent'],
  downPaymentAmount: ['downPayment', 'downPaymentAmount'],
};

export interface ProfiledAnswer extends ComposedAnswer {
  /** The structured result of a calculator's answer (issue 22), with profile inputs marked. */
  calculation: CalculationResult | null;
}

type Fillable = keyof typeof CARD_KEYS;

/**
 * The quantities the profile adds to a reading, with the note for each, or none. Pure: exported for
 * the tests.
 */
export function profileQuantities(
  calculator: CalculatorId,
  quantities: Quantities,
  profile: Assumptions,
  input: string,
): { quantities: Quantities; filled: Fillable[]; notes: string[] } {
  const q: Quantities = { ...quantities };
  const filled: Fillable[] = [];
  const notes: string[] = [];
  if (TAKES_PRICE.has(calculator) && q.price === undefined && q.loanAmount === undefined && profile.budget) {
    q.price = profile.budget;
    filled.push('price');
    notes.push(`Home price: ${formatAmount(profile.budget)}, your budget (${FROM_PROFILE}).`);
  }
  // A loan amount without a price has no down payment; an all-cash purchase has no loan.
  const hasDown = q.downPaymentPercent !== undefined || q.downPaymentAmount !== undefined;
  const appliesDown =
    TAKES_DOWN_PAYMENT.has(calculator) &&
    !hasDown &&
    !mentionsAllCash(input) &&
    (calculator !== 'mortgage' || q.price !== undefined);
  if (appliesDown && profile.down_payment_percent !== null) {
    q.downPaymentPercent = profile.down_payment_percent / 100;
    filled.push('downPaymentPercent');
    notes.push(`Down payment: ${formatPercent(q.downPaymentPercent, 0)} of the price (${FROM_PROFILE}).`);
  } else if (
    appliesDown &&
    profile.down_payment_amount !== null &&
    (q.price === undefined || profile.down_payment_amount < q.price)
  ) {
    q.downPaymentAmount = profile.down_payment_amount;
    filled.push('downPaymentAmount');
    notes.push(`Down payment: ${formatAmount(profile.down_payment_amount)} (${FROM_PROFILE}).`);
  }
  return { quantities: q, filled, notes };
}

/** The route with the profile's values, or null when the profile changes nothing here. */
function profiledRoute(
  route: Route,
  profile: Assumptions,
  input: string,
): { route: Route; filled: Fillable[] } | null {
  if (route.kind !== 'calculation' && route.kind !== 'missing-inputs') return null;
  const { calculator } = route;
  const { quantities, filled, notes } = profileQuantities(calculator, route.quantities, profile, input);
  if (filled.length === 0) return null;
  const built = buildRequest(calculator, quantities);
  if (!built.ok) return null;
  const request = { ...built.request, notes: [...notes, ...built.request.notes] };
  return {
    route: {
      kind: 'calculation',
      calculator,
      request,
      quantities,
      followUp: route.followUp,
      readAs: route.kind === 'calculation' ? route.readAs : [],
    },
    filled,
  };
}

/** The calculation card of a route, its inputs from the profile marked as such. */
function calculationFor(route: Route, filled: readonly Fillable[]): CalculationResult | null {
  const calculation = calculationOfRoute(route);
  if (!calculation || filled.length === 0) return calculation;
  const keys = new Set(filled.flatMap((f) => CARD_KEYS[f]));
  return {
    ...calculation,
    inputs: calculation.inputs.map((i) => (keys.has(i.key) ? { ...i, source: 'profile' } : i)),
  };
}

/**
 * The composed answer with the profile applied where the question left an input out, and its
 * calculation card. Without a profile (or where it changes nothing) the answer is the composed one.
 */
export function answerWithProfile(
  composed: ComposedAnswer,
  input: string,
  profile: Assumptions | null | undefined,
): ProfiledAnswer {
  const plain = { ...composed, calculation: calculationFor(composed.route, []) };
  if (!profile) return plain;
  // Only an answer that is exactly its route's rendering is redone (not several questions in one).
  if (composed.markdown !== renderRoute(composed.route, input)) return plain;
  const profiled = profiledRoute(composed.route, profile, input);
  if (!profiled) return plain;
  return {
    route: profiled.route,
    markdown: renderRoute(profiled.route, input),
    calculation: calculationFor(profiled.route, profiled.filled),
  };
}

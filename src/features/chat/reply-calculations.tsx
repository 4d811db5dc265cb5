// A reply's calculation cards (issue 22 §2) and the plain tables they print as (§6), kept off the
// task that shows a reply's end (issue 20: no main-thread task over 50 ms while a reply streams).
// - Their modules load on demand, not with the chat route, and start loading while a reply streams:
//   a calculation's result comes with the reply's very end, and asking for the modules then put the
//   request's own work (its preload links) into the task that draws the finished reply.
// - A reply that gets its results while on screen draws its text first and the cards in a deferred
//   render of their own (useDeferredValue), which React runs after that task, in slices it can
//   interrupt. A reply that is drawn with its results already (a conversation opened, a print)
//   shows them in the same render, as before.
import { memo, useDeferredValue, useEffect } from 'react';
import { onDemand, OnDemandView, preload } from '../../components/ui/on-demand.ts';
import type { CalculationResult } from '../../../supabase/functions/_shared/calculation-result.ts';
import { adjustmentKey } from './calculation-adjustments.ts';

// The adjustable card and the calculators it recomputes with.
const calculationCard = onDemand(() => import('./calculation-card.tsx'));
// What a card prints as: a plain table of its figures.
const calculationTable = onDemand(() => import('./calculation-table.tsx'));

interface ReplyCalculationsProps {
  messageId: string;
  calculations: readonly CalculationResult[] | undefined;
  /** The reply is still streaming: its card, if it has one, is on its way. */
  streaming: boolean;
}

function ReplyCalculationsView({ messageId, calculations, streaming }: ReplyCalculationsProps) {
  useEffect(() => {
    if (!streaming) return;
    preload(calculationCard);
    preload(calculationTable);
  }, [streaming]);
  const shown = useDeferredValue(calculations);
  if (!shown || shown.length === 0) return null;
  return (
    <>
      {shown.map((result, i) => (
        <OnDemandView key={`${result.calculator}-${i}`} part={calculationCard} wanted>
          {({ default: CalculationCard }) => (
            <CalculationCard
              result={result}
              messageId={messageId}
              adjustmentKey={adjustmentKey(messageId, i)}
            />
          )}
        </OnDemandView>
      ))}
      {shown.map((result, i) => (
        <OnDemandView key={`${result.calculator}-${i}-print`} part={calculationTable} wanted>
          {({ PrintedCalculation }) => (
            <PrintedCalculation result={result} adjustmentKey={adjustmentKey(messageId, i)} />
          )}
        </OnDemandView>
      ))}
    </>
  );
}

/** Results are small and rare (a calculator's answer): compared by their content. */
export function sameCalculations(
  a: readonly CalculationResult[] | undefined,
  b: readonly CalculationResult[] | undefined,
): boolean {
  return a === b || JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
}

/** Live queries hand out new result objects on every change: the same results do not draw again. */
export const ReplyCalculations = memo(
  ReplyCalculationsView,
  (prev, next) =>
    prev.messageId === next.messageId &&
    prev.streaming === next.streaming &&
    sameCalculations(prev.calculations, next.calculations),
);

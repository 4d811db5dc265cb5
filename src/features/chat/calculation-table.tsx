// A calculation as a plain, read-only table (issue 22 §6): what the printed card and the shared page
// show. Inputs with their source, then the results, then the formulas; no fields, no buttons, no tint.
import { useId } from 'react';
import { cn } from '../../components/ui/cn.ts';
import type { CalculationResult } from '../../../supabase/functions/_shared/calculation-result.ts';
import { useAdjustment } from './calculation-adjustments.ts';
import { CALCULATION_TABLE_STRINGS as S, calculationRows, type CalculationRows } from './calculation-rows.ts';

export function CalculationTable({ rows, className }: { rows: CalculationRows; className?: string }) {
  const captionId = useId();
  const cellClass = 'border border-border px-3 py-1.5 text-left align-top';
  return (
    <section aria-labelledby={captionId} className={cn('mt-3', className)} data-calculation-table>
      <table className="w-full border-collapse text-sm">
        <caption id={captionId} className="mb-1 text-left text-base font-semibold">
          {rows.title}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cellClass}>
              {S.figure}
            </th>
            <th scope="col" className={cn(cellClass, 'text-right')}>
              {S.value}
            </th>
            <th scope="col" className={cellClass}>
              {S.source}
            </th>
          </tr>
        </thead>
        {(
          [
            [S.inputs, rows.inputs],
            [S.results, rows.outputs],
          ] as const
        ).map(([heading, list]) => (
          <tbody key={heading}>
            <tr>
              <th scope="rowgroup" colSpan={3} className={cn(cellClass, 'font-semibold')}>
                {heading}
              </th>
            </tr>
            {list.map((row) => (
              <tr key={row.key} className={row.primary ? 'font-semibold' : undefined}>
                <th scope="row" className={cn(cellClass, 'font-normal', row.primary && 'font-semibold')}>
                  {row.label}
                </th>
                <td className={cn(cellClass, 'text-right tabular-nums')} data-figure={row.key}>
                  {row.value}
                </td>
                <td className={cellClass}>{row.source}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {rows.adjusted ? <p className="mt-1 text-sm italic">{S.adjustedNote}</p> : null}
      {rows.formulas.length > 0 ? (
        <p className="mt-1 text-sm">
          {S.formulas}: {rows.formulas.join('; ')}
        </p>
      ) : null}
    </section>
  );
}

/**
 * What a chat reply's card prints as (issue 22 §6): its table, with the figures the user set on the
 * card in this tab. Hidden on screen; the print stylesheet hides the card instead.
 */
export function PrintedCalculation({
  result,
  adjustmentKey,
}: {
  result: CalculationResult;
  adjustmentKey: string;
}) {
  const adjustment = useAdjustment(adjustmentKey);
  return <CalculationTable rows={calculationRows(result, adjustment)} className="hidden print:block" />;
}

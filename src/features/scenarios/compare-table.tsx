// Two or three scenarios side by side (issue 22 §4): one row per input and result, a row whose figures
// differ highlighted (and said in words), and the better figure marked ★ where better is unambiguous
// (compare.ts). The table scrolls sideways on a narrow phone; its region takes focus for the keyboard.
import { Star } from 'lucide-react';
import type { ScenarioRecord } from '../../db/app-db.ts';
import { cn } from '../../components/ui/cn.ts';
import { SOURCE_MARKS } from '../chat/calculation-fields.ts';
import { compareScenarios, type CompareRow } from './compare.ts';
import { SCENARIO_STRINGS } from './scenario-strings.ts';

export function CompareTable({ scenarios }: { scenarios: readonly ScenarioRecord[] }) {
  const { columns, rows } = compareScenarios(scenarios);
  const groups: Array<[string, CompareRow[]]> = [
    [SCENARIO_STRINGS.inputs, rows.filter((r) => r.kind === 'input')],
    [SCENARIO_STRINGS.results, rows.filter((r) => r.kind === 'output')],
  ];
  return (
    <div
      className="overflow-x-auto rounded-lg border border-border"
      role="region"
      aria-label={SCENARIO_STRINGS.tableScroll}
      tabIndex={0}
    >
      <table className="w-full min-w-[28rem] border-collapse text-sm" data-compare>
        <caption className="px-3 py-2 text-start text-sm text-muted-foreground">
          {SCENARIO_STRINGS.compareCaption}
        </caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {SCENARIO_STRINGS.figure}
            </th>
            {columns.map((column) => (
              <th key={column.id} scope="col" className="px-3 py-2 text-end font-semibold">
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map(([label, group]) =>
          group.length ? (
            <tbody key={label}>
              <tr className="bg-muted">
                <th scope="colgroup" colSpan={columns.length + 1} className="px-3 py-1.5 text-start">
                  {label}
                </th>
              </tr>
              {group.map((row) => (
                <tr
                  key={`${row.kind}-${row.key}`}
                  className={cn('border-t border-border', row.differs && 'bg-accent')}
                  data-row={row.key}
                  data-differs={row.differs || undefined}
                >
                  <th scope="row" className="px-3 py-2 text-start font-normal">
                    {row.label}
                    {row.differs ? (
                      <span className="ms-2 rounded-full border border-border px-1.5 text-xs">
                        {SCENARIO_STRINGS.differs}
                      </span>
                    ) : null}
                    {row.better ? (
                      <span className="block text-xs text-muted-foreground">
                        {row.better === 'lower'
                          ? SCENARIO_STRINGS.lowerIsBetter
                          : SCENARIO_STRINGS.higherIsBetter}
                      </span>
                    ) : null}
                  </th>
                  {row.cells.map((cell, i) => (
                    <td
                      key={columns[i]!.id}
                      className={cn('px-3 py-2 text-end tabular-nums', cell.best && 'font-semibold')}
                      data-best={cell.best || undefined}
                    >
                      {cell.best ? (
                        <Star aria-hidden="true" className="me-1 inline size-3.5 fill-current align-[-2px]" />
                      ) : null}
                      {cell.text}
                      {cell.best ? <span className="sr-only"> ({SCENARIO_STRINGS.better})</span> : null}
                      {cell.source && SOURCE_MARKS[cell.source] ? (
                        <span className="block text-xs text-muted-foreground">
                          {SOURCE_MARKS[cell.source]!.label}
                        </span>
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ) : null,
        )}
      </table>
    </div>
  );
}

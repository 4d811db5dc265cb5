// Two or three scenarios side by side (issue 22 §4): one row per input and per output, in the order the
// cards show them, with whether the figures differ and, where "better" is unambiguous, which is better.
// Pure, and fed from Dexie only, so the compare view works offline and its rules are tested here.
import type { CalculationUnit, InputSource } from '../../../supabase/functions/_shared/calculation-result.ts';
import type { ScenarioRecord } from '../../db/app-db.ts';
import { outputText } from '../chat/calculation-fields.ts';

export type Better = 'lower' | 'higher';

/**
 * Outputs whose better figure nobody would argue with, per calculator: what you pay (lower), what you
 * save or keep (higher), how long until a refinance pays for itself (lower). Inputs are never marked
 * (a bigger loan is not better or worse), nor are figures that are only a ceiling or a size: the loan
 * amount, the current payment, the affordability limits (a higher price limit is not a better home).
 */
export const BETTER_OUTPUTS: Readonly<Record<string, Readonly<Record<string, Better>>>> = {
  mortgage: {
    monthlyTotal: 'lower',
    monthlyPrincipalAndInterest: 'lower',
    monthlyPropertyTax: 'lower',
    monthlyInsurance: 'lower',
    monthlyPmi: 'lower',
    monthlyHoa: 'lower',
    totalInterest: 'lower',
    pmiMonths: 'lower',
  },
  affordability: { monthlyPmi: 'lower' },
  refinance: {
    breakEvenMonths: 'lower',
    monthlySavings: 'higher',
    newPayment: 'lower',
    closingCosts: 'lower',
    lifetimeNetSavings: 'higher',
  },
  // Investor's returns: more cash flow and yield, more coverage, fewer costs.
  rental: {
    monthlyCashFlow: 'higher',
    capRate: 'higher',
    cashOnCash: 'higher',
    noi: 'higher',
    operatingExpenses: 'lower',
    annualDebtService: 'lower',
    dscr: 'higher',
  },
  'cash-on-cash': { cashOnCash: 'higher', annualCashFlow: 'higher' },
  dscr: { dscr: 'higher' },
  'seller-net': { net: 'higher', commission: 'lower', closingCosts: 'lower' },
  points: { breakEvenMonths: 'lower', cost: 'lower', monthlySavings: 'higher' },
};

export interface CompareCell {
  /** Null when this scenario's card has no such figure. */
  value: number | null;
  text: string;
  /** An input's source (you said, assumed, default). */
  source?: InputSource;
  /** The better figure of the row (ties share it). */
  best: boolean;
}

export interface CompareRow {
  kind: 'input' | 'output';
  key: string;
  label: string;
  unit: CalculationUnit;
  cells: CompareCell[];
  /** The scenarios' figures are not all the same. */
  differs: boolean;
  /** Set when the row marks a better figure. */
  better: Better | null;
}

export interface Comparison {
  columns: Array<{ id: string; name: string; title: string }>;
  rows: CompareRow[];
}

/** Figures that print the same are the same (a recompute's last binary digits are noise). */
const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

function rowsOf(scenarios: readonly ScenarioRecord[], kind: CompareRow['kind']): CompareRow[] {
  const order: Array<{ key: string; label: string; unit: CalculationUnit }> = [];
  const seen = new Set<string>();
  for (const scenario of scenarios) {
    const items = kind === 'input' ? scenario.calculation.inputs : scenario.calculation.outputs;
    for (const item of items) {
      const id = `${item.key}|${item.unit}`;
      if (seen.has(id)) continue;
      seen.add(id);
      order.push({ key: item.key, label: item.label, unit: item.unit });
    }
  }
  return order.map(({ key, label, unit }) => {
    const found = scenarios.map((scenario) =>
      (kind === 'input' ? scenario.calculation.inputs : scenario.calculation.outputs).find(
        (item) => item.key === key && item.unit === unit,
      ),
    );
    const values = found.map((item) => item?.value ?? null);
    const present = values.filter((v): v is number => v !== null);
    const differs = present.length !== values.length || present.some((v) => !same(v, present[0]!));
    const better = kind === 'output' ? betterOf(scenarios, key, values, differs) : null;
    const best =
      better === null
        ? null
        : (better === 'lower' ? Math.min : Math.max)(...present.filter((v) => Number.isFinite(v)));
    return {
      kind,
      key,
      label,
      unit,
      differs,
      better,
      cells: found.map((item) => ({
        value: item?.value ?? null,
        text: item ? outputText(item) : '—',
        ...(item && 'source' in item ? { source: item.source } : {}),
        best: best !== null && item !== undefined && same(item.value, best),
      })),
    };
  });
}

/** A row is marked only when every scenario has the figure, they differ, and all agree what is better. */
function betterOf(
  scenarios: readonly ScenarioRecord[],
  key: string,
  values: ReadonlyArray<number | null>,
  differs: boolean,
): Better | null {
  if (!differs || values.some((v) => v === null || !Number.isFinite(v))) return null;
  const directions = new Set(scenarios.map((s) => BETTER_OUTPUTS[s.calculation.calculator]?.[key] ?? null));
  const [direction] = directions;
  return directions.size === 1 && direction ? direction : null;
}

/** The comparison of the scenarios, in the order given. */
export function compareScenarios(scenarios: readonly ScenarioRecord[]): Comparison {
  return {
    columns: scenarios.map((s) => ({ id: s.id, name: s.name, title: s.calculation.title })),
    rows: [...rowsOf(scenarios, 'input'), ...rowsOf(scenarios, 'output')],
  };
}

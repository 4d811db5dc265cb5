// The structured result of a calculation (issue 22 §1), beside the answer's text: which calculator ran,
// every input with where it came from, every output, and the formulas used. It travels as a trace of its
// own (`{type: 'calculation', payload}`), which the one trace reducer (summarize-traces.ts) turns into a
// content part, so the stream and the stored reply carry the same result. The app draws it as a card
// whose fields can be changed and recomputes it with the same calculator code
// (assistant/calculation-cards.ts).

/** The trace type that carries a result. */
export const CALCULATION_TRACE = 'calculation';

/**
 * How a value is measured. `rate` is a fraction (0.065 is 6.5%; the card shows and takes percent),
 * money is in US dollars.
 */
export type CalculationUnit = 'usd' | 'usd/month' | 'usd/year' | 'rate' | 'years' | 'months';

/**
 * Where an input came from: the question said it; the assistant filled in a value the question would
 * usually give (a 20% down payment); or a standard figure for something people rarely state (a 30-year
 * term, property tax at 1.1% a year).
 */
export type InputSource = 'you said' | 'assumed' | 'default';

export interface CalculationInput {
  /** Stable within its calculator: the field the calculator takes. */
  key: string;
  label: string;
  value: number;
  unit: CalculationUnit;
  source: InputSource;
}

export interface CalculationOutput {
  key: string;
  label: string;
  value: number;
  unit: CalculationUnit;
  /** The figure the question asked for (shown first and largest). */
  primary?: boolean;
}

export interface CalculationResult {
  /** Which calculator (assistant/calculation-cards.ts knows how to run it again). */
  calculator: string;
  title: string;
  inputs: CalculationInput[];
  outputs: CalculationOutput[];
  /** Names of the formulas used, for the reader who wants to check. */
  formulas: string[];
}

const UNITS: ReadonlySet<string> = new Set(['usd', 'usd/month', 'usd/year', 'rate', 'years', 'months']);
const SOURCES: ReadonlySet<string> = new Set(['you said', 'assumed', 'default']);
/** Bounds a stored or streamed result, whoever made it. */
const MAX_ITEMS = 40;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max = 200): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

function item(value: unknown, withSource: boolean): boolean {
  return (
    isRecord(value) &&
    text(value.key, 60) &&
    text(value.label) &&
    typeof value.value === 'number' &&
    Number.isFinite(value.value) &&
    typeof value.unit === 'string' &&
    UNITS.has(value.unit) &&
    (!withSource || (typeof value.source === 'string' && SOURCES.has(value.source)))
  );
}

const list = (value: unknown, check: (v: unknown) => boolean): boolean =>
  Array.isArray(value) && value.length <= MAX_ITEMS && value.every(check);

/**
 * The result in a trace payload or a stored part, or null when it is not one (a provider's own trace of
 * that name, a damaged row): such a payload adds nothing to the reply.
 */
export function parseCalculationResult(value: unknown): CalculationResult | null {
  if (!isRecord(value)) return null;
  if (!text(value.calculator, 60) || !text(value.title)) return null;
  if (!list(value.inputs, (v) => item(v, true)) || !list(value.outputs, (v) => item(v, false))) return null;
  if (!list(value.formulas, (v) => text(v, 300))) return null;
  return {
    calculator: value.calculator,
    title: value.title,
    inputs: (value.inputs as CalculationInput[]).map(({ key, label, value: v, unit, source }) => ({
      key,
      label,
      value: v,
      unit,
      source,
    })),
    outputs: (value.outputs as CalculationOutput[]).map(({ key, label, value: v, unit, primary }) => ({
      key,
      label,
      value: v,
      unit,
      ...(primary === true ? { primary } : {}),
    })),
    formulas: [...(value.formulas as string[])],
  };
}

// A calculation as the rows of a client-ready table (issue 22 §6): each input with its value and where
// it came from, each result, the formulas. The printed card, the shared page and the Markdown export
// all read these rows, so the three say the same. Pure: the caller passes the figures the user set on
// the card (and the outputs recomputed from them) when the card was adjusted.
import type {
  CalculationOutput,
  CalculationResult,
  CalculationUnit,
} from '../../../supabase/functions/_shared/calculation-result.ts';
import { fieldText, outputText, unitAffix } from './calculation-fields.ts';

/** A card as the user left it: the inputs they typed and the outputs computed from them. */
export interface CalculationAdjustment {
  values: Readonly<Record<string, number>>;
  outputs: readonly CalculationOutput[];
}

export interface CalculationRow {
  key: string;
  label: string;
  value: string;
  /** Where the figure came from, in words. */
  source: string;
  primary: boolean;
}

export interface CalculationRows {
  title: string;
  inputs: CalculationRow[];
  outputs: CalculationRow[];
  formulas: string[];
  /** True when any input differs from the assistant's reading. */
  adjusted: boolean;
}

export const CALCULATION_TABLE_STRINGS = {
  figure: 'Figure',
  value: 'Value',
  source: 'Source',
  inputs: 'Inputs',
  results: 'Results',
  calculated: 'calculated',
  adjusted: 'adjusted',
  formulas: 'Formulas',
  adjustedNote: 'Figures adjusted in Hearth: they differ from the reply above.',
} as const;

/** An input as typed on the card, with its unit: `$450,000`, `6.5%`, `30 years`, `$400 a month`. */
function inputText(value: number, unit: CalculationUnit): string {
  const { prefix = '', suffix } = unitAffix(unit);
  const after = suffix === undefined ? '' : suffix === '%' ? '%' : ` ${suffix}`;
  return `${prefix}${fieldText(value, unit)}${after}`;
}

export function calculationRows(
  result: CalculationResult,
  adjustment: CalculationAdjustment | null = null,
): CalculationRows {
  let adjusted = false;
  const inputs = result.inputs.map((input) => {
    const value = adjustment?.values[input.key] ?? input.value;
    const changed = value !== input.value;
    if (changed) adjusted = true;
    return {
      key: input.key,
      label: input.label,
      value: inputText(value, input.unit),
      source: changed ? CALCULATION_TABLE_STRINGS.adjusted : input.source,
      primary: false,
    };
  });
  const outputs = (adjusted && adjustment ? adjustment.outputs : result.outputs).map((output) => ({
    key: output.key,
    label: output.label,
    value: outputText(output),
    source: CALCULATION_TABLE_STRINGS.calculated,
    primary: output.primary === true,
  }));
  return { title: result.title, inputs, outputs, formulas: [...result.formulas], adjusted };
}

/** A table cell's text in Markdown: one line, pipes escaped. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/** The rows as a Markdown table (a GFM pipe table), headed by the calculation's title. */
export function calculationMarkdown(rows: CalculationRows): string {
  const s = CALCULATION_TABLE_STRINGS;
  const line = (row: CalculationRow) => {
    const label = row.primary ? `**${cell(row.label)}**` : cell(row.label);
    const value = row.primary ? `**${cell(row.value)}**` : cell(row.value);
    return `| ${label} | ${value} | ${cell(row.source)} |`;
  };
  const lines = [
    `**${cell(rows.title)}**`,
    '',
    `| ${s.figure} | ${s.value} | ${s.source} |`,
    '| --- | ---: | --- |',
    `| _${s.inputs}_ | | |`,
    ...rows.inputs.map(line),
    `| _${s.results}_ | | |`,
    ...rows.outputs.map(line),
  ];
  if (rows.adjusted) lines.push('', `_${s.adjustedNote}_`);
  if (rows.formulas.length > 0) lines.push('', `${s.formulas}: ${rows.formulas.map(cell).join('; ')}`);
  return lines.join('\n');
}

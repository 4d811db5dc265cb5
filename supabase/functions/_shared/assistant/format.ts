// Money, percent and number formatting for the local assistant's markdown answers.
// Always 'en-US' so output is identical under Node, Deno and any browser locale.

const moneyCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const moneyWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** "a", "a and b", "a, b and c": items named in a sentence. */
export function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Rounds to cents (half away from zero), avoiding binary artefacts such as 1.005 → 1.00. */
export function roundCents(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * 100 + 1e-7)) / 100;
}

function fixNegativeZero(value: number): number {
  return Object.is(value, -0) ? 0 : value;
}

/** `$2,398.20`: a computed amount, always with cents. */
export function formatMoney(value: number): string {
  return moneyCents.format(fixNegativeZero(roundCents(value)));
}

/** `$450,000` for whole amounts, `$2,398.20` otherwise: for echoing the user's inputs. */
export function formatAmount(value: number): string {
  const cents = roundCents(value);
  return Number.isInteger(cents) ? moneyWhole.format(fixNegativeZero(cents)) : formatMoney(cents);
}

/** `6.00%` from a fraction (0.06). */
export function formatPercent(fraction: number, digits = 2): string {
  const pct = fraction * 100;
  return `${fixNegativeZero(Number(pct.toFixed(digits))).toFixed(digits)}%`;
}

/** `6.5%` / `20%`: a percent from a fraction with no trailing zeros (up to 3 decimals). */
export function formatRate(fraction: number): string {
  const pct = Number((fraction * 100).toFixed(3));
  return `${fixNegativeZero(pct)}%`;
}

/** One formatter per number of decimals: building an `Intl.NumberFormat` costs far more than using one. */
const plainNumbers = new Map<number, Intl.NumberFormat>();

/** `1.25` style plain number with up to `digits` decimals, en-US grouping. */
export function formatNumber(value: number, digits = 2): string {
  let formatter = plainNumbers.get(digits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
    plainNumbers.set(digits, formatter);
  }
  return formatter.format(fixNegativeZero(value));
}

/** `30 years`, `1 year`, `7.5 years`. */
export function formatYears(years: number): string {
  return `${formatNumber(years, 1)} ${years === 1 ? 'year' : 'years'}`;
}

/** `21 months (1 year 9 months)`. */
export function formatMonths(months: number): string {
  const whole = Math.ceil(months);
  if (whole < 12) return `${whole} ${whole === 1 ? 'month' : 'months'}`;
  const y = Math.floor(whole / 12);
  const m = whole % 12;
  const yearsPart = `${y} ${y === 1 ? 'year' : 'years'}`;
  const monthsPart = m === 0 ? '' : ` ${m} ${m === 1 ? 'month' : 'months'}`;
  return `${whole} months (${yearsPart}${monthsPart})`;
}

/** A markdown table from a header row and body rows. Cells are escaped for `|`. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  /** Per-column alignment; default: first column left, the others right (numbers). */
  alignment?: readonly ('left' | 'right')[],
): string {
  const esc = (cell: string) => cell.replace(/\|/g, '\\|');
  const line = (cells: readonly string[]) => `| ${cells.map(esc).join(' | ')} |`;
  const align = header.map((_, i) =>
    (alignment?.[i] ?? (i === 0 ? 'left' : 'right')) === 'left' ? '---' : '---:',
  );
  return [line(header), `| ${align.join(' | ')} |`, ...rows.map(line)].join('\n');
}

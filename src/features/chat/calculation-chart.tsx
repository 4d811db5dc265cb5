// The picture under a card's figures (issue 22 §5): the amortization of a payment (balance over the
// years, and interest against principal each year), where a rental's rent or a sale's price goes, and
// rent against buy over the years. Drawn as plain SVG and HTML from the card's current values
// (calculation-chart-data.ts), so it moves with every field, offline, and adds no charting library to
// the card's chunk. Every chart has its text alternative: a one-sentence summary the SVG is labelled
// with, and the figures as a table (the breakdown is a list of its figures already).
import { useId, useMemo } from 'react';
import type { CalculationValues } from '../../../supabase/functions/_shared/assistant/calculation-cards.ts';
import { formatMoney } from '../../../supabase/functions/_shared/assistant/format.ts';
import {
  chartOf,
  type AmortizationYear,
  type BreakdownLine,
  type ChartData,
  type RentVsBuyPoint,
} from './calculation-chart-data.ts';

export default function CalculationChart({
  calculator,
  values,
}: {
  calculator: string;
  values: CalculationValues;
}) {
  const chart = useMemo(() => chartOf(calculator, values), [calculator, values]);
  if (!chart) return null;
  return <ChartView chart={chart} />;
}

function ChartView({ chart }: { chart: ChartData }) {
  switch (chart.kind) {
    case 'amortization':
      return chart.years.length > 0 ? <Amortization years={chart.years} loan={chart.loan} /> : null;
    case 'breakdown':
      return <Breakdown title={chart.title} period={chart.period} lines={chart.lines} />;
    case 'rent-vs-buy':
      return <RentVsBuy points={chart.points} horizonYears={chart.horizonYears} />;
  }
}

// ---------------------------------------------------------------------------------------------------
// Drawing: the plot is an SVG stretched to the card's width (one unit a year across, 0–100 down; lines
// keep their width however it stretches); the amounts and years around it are HTML text, so they stay
// readable on a phone.

const H = 100;
const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const money = (value: number) => compact.format(value);

interface Scale {
  x(year: number): number;
  y(value: number): number;
  min: number;
  max: number;
  lastYear: number;
}

/** Years 1…lastYear across (each year a unit wide, centred), amounts from the lowest (0 at most) up. */
function scaleFor(lastYear: number, values: readonly number[]): Scale {
  const min = Math.min(0, ...values);
  const max = Math.max(1, ...values);
  return { min, max, lastYear, x: (year) => year - 0.5, y: (value) => ((max - value) / (max - min)) * H };
}

const path = (points: readonly [number, number][]) =>
  points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(3)},${y.toFixed(2)}`).join('');

/** Lines that keep their drawn width when the plot stretches. */
const STROKE = { vectorEffect: 'non-scaling-stroke' } as const;

/** A chart's frame: heading, the plot labelled with its summary and framed by its amounts and years, a
 * legend, and the figures as a table. */
function Figure({
  title,
  summary,
  scale,
  legend,
  table,
  children,
  kind,
}: {
  title: string;
  summary: string;
  scale: Scale;
  legend?: React.ReactNode;
  table?: React.ReactNode;
  children: React.ReactNode;
  kind: string;
}) {
  const id = useId();
  const ticks = [scale.max, (scale.max + scale.min) / 2, scale.min];
  const years = [...new Set([1, Math.ceil(scale.lastYear / 2), scale.lastYear])];
  return (
    <figure className="mt-4 border-t border-border pt-3" data-chart={kind}>
      <figcaption id={`${id}-title`} className="text-sm font-medium">
        {title}
      </figcaption>
      <div className="mt-2 flex max-w-xl gap-2 text-xs text-muted-foreground tabular-nums">
        <div aria-hidden="true" className="flex h-36 flex-col justify-between text-end leading-none">
          {ticks.map((tick, i) => (
            <span key={i}>{money(tick)}</span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${scale.lastYear} ${H}`}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={`${id}-title ${id}-summary`}
            className="block h-36 w-full overflow-visible"
          >
            {ticks.map((tick, i) => (
              <line
                key={i}
                x1={0}
                x2={scale.lastYear}
                y1={scale.y(tick)}
                y2={scale.y(tick)}
                className="stroke-border"
                {...STROKE}
              />
            ))}
            {scale.min < 0 ? (
              <line
                x1={0}
                x2={scale.lastYear}
                y1={scale.y(0)}
                y2={scale.y(0)}
                className="stroke-muted-foreground"
                {...STROKE}
              />
            ) : null}
            {children}
          </svg>
          <div aria-hidden="true" className="mt-1 flex justify-between">
            {years.map((year) => (
              <span key={year}>{`Year ${year}`}</span>
            ))}
          </div>
        </div>
      </div>
      <p id={`${id}-summary`} className="sr-only" data-chart-summary>
        {summary}
      </p>
      {legend}
      {table ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-muted-foreground">Show the figures as a table</summary>
          {/* Scrolls when long: a region that takes focus, so the keyboard can scroll it too. */}
          <div
            role="region"
            aria-label={`${title}: the figures`}
            tabIndex={0}
            className="mt-2 max-h-64 overflow-auto rounded focus-visible:outline-2 focus-visible:outline-ring"
          >
            {table}
          </div>
        </details>
      ) : null}
    </figure>
  );
}

function Legend({ items }: { items: { label: string; swatch: string }[] }) {
  return (
    <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={item.swatch} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  return (
    <table className="w-full text-end tabular-nums">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th key={h} scope="col" className={i === 0 ? 'text-start font-medium' : 'font-medium'}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest]) => (
          <tr key={first} className="border-t border-border">
            <th scope="row" className="text-start font-normal">
              {first}
            </th>
            {rest.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// ---------------------------------------------------------------------------------------------------
// Amortization: the balance falling, and each year's payments split into interest and principal

function Amortization({ years, loan }: { years: AmortizationYear[]; loan: number }) {
  const last = years.at(-1)!;
  const first = years[0]!;
  const balance = scaleFor(years.length, [loan]);
  const paid = scaleFor(
    years.length,
    years.map((y) => y.interest + y.principal),
  );
  const crossover = years.find((y) => y.principal >= y.interest);
  // The balance at the start, then at each year's end (the right edge of that year's slot).
  const balancePoints: [number, number][] = [
    [0, balance.y(loan)],
    ...years.map((y): [number, number] => [y.year, balance.y(y.balance)]),
  ];
  const barWidth = 0.7;
  const table = (
    <Table
      caption="Each year of the loan"
      head={['Year', 'Interest', 'Principal', 'Balance at year end']}
      rows={years.map((y) => [
        String(y.year),
        formatMoney(y.interest),
        formatMoney(y.principal),
        formatMoney(y.balance),
      ])}
    />
  );
  return (
    <>
      <Figure
        kind="amortization-balance"
        scale={balance}
        title="Loan balance over the years"
        summary={`The balance falls from ${formatMoney(loan)} to ${formatMoney(last.balance)} over ${years.length} years; after year ${Math.ceil(years.length / 2)} it is ${formatMoney(years[Math.ceil(years.length / 2) - 1]!.balance)}.`}
      >
        <path d={`${path(balancePoints)}L${years.length},${H}L0,${H}Z`} className="fill-primary/15" />
        <path
          d={path(balancePoints)}
          className="fill-none stroke-primary"
          strokeWidth={2.5}
          {...STROKE}
          data-series="balance"
        />
      </Figure>
      <Figure
        kind="amortization-split"
        scale={paid}
        title="Interest and principal paid each year"
        summary={`In year 1 the payments are ${formatMoney(first.interest)} of interest and ${formatMoney(first.principal)} of principal; ${crossover ? `from year ${crossover.year} principal is the larger part` : 'interest stays the larger part throughout'}; in year ${last.year}, ${formatMoney(last.interest)} of interest and ${formatMoney(last.principal)} of principal.`}
        legend={
          <Legend
            items={[
              { label: 'Interest', swatch: 'size-3 rounded-sm bg-primary' },
              { label: 'Principal', swatch: 'size-3 rounded-sm bg-muted-foreground' },
            ]}
          />
        }
        table={table}
      >
        {years.map((y) => {
          const x = paid.x(y.year) - barWidth / 2;
          const principalTop = paid.y(y.principal);
          return (
            <g key={y.year} data-year={y.year}>
              <rect
                x={x}
                y={principalTop}
                width={barWidth}
                height={paid.y(0) - principalTop}
                className="fill-muted-foreground"
              />
              <rect
                x={x}
                y={paid.y(y.principal + y.interest)}
                width={barWidth}
                height={principalTop - paid.y(y.principal + y.interest)}
                className="fill-primary"
              />
            </g>
          );
        })}
      </Figure>
    </>
  );
}

// ---------------------------------------------------------------------------------------------------
// A breakdown: from the money in, each amount out, to what is left. A list whose bars are drawn with
// CSS: the figures are its text, so it needs no table beside it.

function Breakdown({ title, period, lines }: { title: string; period: string; lines: BreakdownLine[] }) {
  const id = useId();
  const largest = Math.max(1, ...lines.map((l) => Math.abs(l.amount)));
  return (
    <figure className="mt-4 border-t border-border pt-3" data-chart="breakdown">
      <figcaption id={id} className="text-sm font-medium">
        {title}
        {period ? ` (${period})` : ''}
      </figcaption>
      <ul aria-labelledby={id} className="mt-2 grid gap-1.5 text-sm">
        {lines.map((line) => (
          <li key={line.label} className="grid gap-0.5" data-line={line.label}>
            <span className="flex justify-between gap-2">
              <span className={line.total ? 'font-semibold' : 'text-muted-foreground'}>{line.label}</span>
              <span className={line.total ? 'font-semibold tabular-nums' : 'tabular-nums'}>
                {line.amount < 0 ? `−${formatMoney(-line.amount)}` : formatMoney(line.amount)}
              </span>
            </span>
            <span aria-hidden="true" className="block h-2 rounded-sm bg-muted">
              <span
                className={`block h-2 rounded-sm ${line.total ? (line.amount < 0 ? 'bg-destructive' : 'bg-primary') : line.amount < 0 ? 'bg-muted-foreground' : 'bg-primary'}`}
                style={{ width: `${(Math.abs(line.amount) / largest) * 100}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

// ---------------------------------------------------------------------------------------------------
// Rent vs buy: the net cost of each over the years, the years you stay marked

function RentVsBuy({ points, horizonYears }: { points: RentVsBuyPoint[]; horizonYears: number }) {
  const scale = scaleFor(
    points.length,
    points.flatMap((p) => [p.buy, p.rent]),
  );
  const crossing = points.find((p) => p.buy <= p.rent);
  const stay = points[Math.min(points.length, Math.max(1, Math.round(horizonYears))) - 1]!;
  const line = (pick: (p: RentVsBuyPoint) => number) =>
    path(points.map((p): [number, number] => [scale.x(p.year), scale.y(pick(p))]));
  const summary = `Net cost after ${stay.year} years: buying ${formatMoney(stay.buy)}, renting ${formatMoney(stay.rent)}. ${crossing ? `Buying costs no more than renting from year ${crossing.year}.` : `Renting costs less in every one of the ${points.length} years.`}`;
  return (
    <Figure
      kind="rent-vs-buy"
      scale={scale}
      title="Net cost of buying and of renting over the years"
      summary={summary}
      legend={
        <Legend
          items={[
            { label: 'Buying', swatch: 'h-0.5 w-4 bg-primary' },
            { label: 'Renting (dashed)', swatch: 'h-0 w-4 border-t-2 border-dashed border-foreground' },
            { label: 'The years you stay', swatch: 'h-3 w-0 border-s border-muted-foreground' },
          ]}
        />
      }
      table={
        <Table
          caption="Net cost of each, year by year"
          head={['Year', 'Buying', 'Renting']}
          rows={points.map((p) => [String(p.year), formatMoney(p.buy), formatMoney(p.rent)])}
        />
      }
    >
      <line
        x1={scale.x(stay.year)}
        x2={scale.x(stay.year)}
        y1={0}
        y2={H}
        className="stroke-muted-foreground"
        {...STROKE}
      />
      <path
        d={line((p) => p.buy)}
        className="fill-none stroke-primary"
        strokeWidth={2.5}
        {...STROKE}
        data-series="buy"
      />
      <path
        d={line((p) => p.rent)}
        className="fill-none stroke-foreground"
        strokeWidth={2}
        {...STROKE}
        strokeDasharray="6 4"
        data-series="rent"
      />
    </Figure>
  );
}

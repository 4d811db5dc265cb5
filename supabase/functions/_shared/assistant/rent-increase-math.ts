// A tenant's rent increase (docs/assistant.md rule 104): "my rent stabilized apartment is $2,140/mo.
// the renewal offers a 2.75 percent increase for a 1 year lease. new rent?", one or more renewal
// options each with its percent ("1 year at 2.75%, 2 year at 5.25%"), and an allowable increase set
// as a share of CPI ("60% of the CPI increase, and CPI went up 3.5%"). Part of quick-math (READERS
// there); every number must be placed.
import { formatMoney, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader, type Span } from './quick-math-reading.ts';

/** A tenant's own rent going up: the words that make a percent a rent increase. */
const INCREASE =
  /\b(?:increase|raise|hike|bump|renewal|renew|goes? up|going up|go up|up by|went up|rise|escalat\w*)\b/i;
const ASKS =
  /\bnew rent\b|\bwhat (?:would|will|is|'s) (?:the|my) rent\b|\bhow much (?:more|extra)\b|\brent (?:be|become|go to)\b|\bnew (?:monthly|max|maximum)\b|\bmax(?:imum)? rent\b|\bwhat(?:'s| is| would)? (?:it|that) (?:be|come to)\b|\bincrease in dollars\b|\bdollar increase\b|\bhow much (?:is|would) (?:the|that|my) (?:increase|raise|rent)\b|\bwhat (?:do|would|will) i pay\b|\bnew (?:payment|amount)\b/i;
/** Anything that makes the amount a price, a loan or a landlord's building, not one tenant's rent. */
const OTHER =
  /\b(?:mortgage|loan|down payment|apprecia\w*|cap rate|noi|units|doors|tenants|portfolio|commercial|per (?:sq|square)|psf|sf\b|vacancy|property tax|hoa)\b/i;
/** "1 year lease", "2-year option", "12 month lease", "two year": a lease's term, a label not an amount. */
const TERM =
  /\b(\d{1,2}|one|two|three)[- ]?(year|yr|month|mo)s?\b(?:[- ](?:lease|option|term|renewal|deal))?/gi;

const span = (t: NumberToken): Span => ({ start: t.start, end: t.end });

/**
 * One rent a month and one or more percent increases, each named by the lease term beside it when
 * there are two or more. New rent = rent × (1 + percent); the increase = rent × percent.
 */
export const renewalIncrease: Reader = ({ text, tokens }) => {
  if (!INCREASE.test(text) || !ASKS.test(text) || OTHER.test(text)) return null;
  if (!/\brent\b|\blease\b|\brenewal\b|\blandlord\b|\bapartment\b|\bapt\b/i.test(text)) return null;
  if (/\bcpi\b|\binflation\b|\bof the (?:increase|index)\b/i.test(text)) return null;
  // A rent raised every year for several years compounds (the growth readers): one renewal here.
  if (
    /\b(?:every|each|per) year\b|\byearly\b|\bannual(?:ly)?\b|\bincreases\b|\b(?:in|after|over|for) (?:\d+|two|three|four|five|six|seven|eight|nine|ten) (?:years|yrs)\b/i.test(
      text,
    )
  )
    return null;
  const rents = tokens.filter((t) => t.kind === 'money');
  if (rents.length !== 1) return null;
  const rent = rents[0]!;
  if (rent.period === 'yearly' || rent.value < 200 || rent.value > 50_000) return null;
  const pcts = tokens.filter((t) => t.kind === 'percent');
  if (pcts.length === 0 || pcts.length > 3 || pcts.some((p) => p.value <= 0 || p.value >= 0.5)) return null;
  // The rent comes before the increases ("rent is 2,140 … a 2.75% increase"), or the percent is
  // plainly of the rent ("a 3% rent increase on my $2,140").
  const spans: Span[] = [span(rent), ...pcts.map(span)];
  const terms = [...text.matchAll(TERM)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    label: m[0].replace(
      /\b(one|two|three)\b/i,
      (w) => ({ one: '1', two: '2', three: '3' })[w.toLowerCase()]!,
    ),
  }));
  spans.push(...terms);
  if (!everyNumberPlaced(text, spans)) return null;
  // Each percent's option: the lease term nearest it in its own clause, when there are several.
  const options = pcts.map((p) => {
    const near = terms
      .map((t) => ({ t, gap: t.start >= p.end ? t.start - p.end : p.start - t.end }))
      .filter(({ gap }) => gap < 40)
      .sort((a, b) => a.gap - b.gap)[0];
    return { pct: p.value, label: near ? near.t.label.replace(/-/g, ' ') : undefined };
  });
  if (options.length > 1 && options.some((o) => !o.label)) return null;
  const base = rent.value;
  const results = options.flatMap((o) => {
    const name = o.label ? ` (${o.label})` : '';
    const more = base * o.pct;
    return [
      `New rent${name}: **${formatMoney(base + more)}** a month (${formatMoney(base)} × (1 + ${formatRate(o.pct)}))`,
      `Increase${name}: **${formatMoney(more)}** a month more, ${formatMoney(more * 12)} a year`,
    ];
  });
  return {
    title: 'Rent increase',
    inputs: [
      `Current rent: ${formatMoney(base)} a month`,
      ...options.map((o) => `Increase${o.label ? ` (${o.label})` : ''}: ${formatRate(o.pct)}`),
    ],
    results,
    method: 'New rent = current rent × (1 + increase); the increase = current rent × the percent',
  };
};

/**
 * An allowable increase set as a share of CPI ("60% of the CPI increase, CPI went up 3.5%"), with an
 * optional cap ("capped at 7%") or floor. Allowed % = share × CPI, within the cap; new max rent = rent
 * × (1 + allowed).
 */
export const cpiShareIncrease: Reader = ({ text, tokens }) => {
  if (!/\bcpi\b|\binflation\b|\bconsumer price\b/i.test(text)) return null;
  if (/\b(?:commercial|per (?:sq|square|sf)|psf|noi|mortgage|loan)\b/i.test(text)) return null;
  const rents = tokens.filter((t) => t.kind === 'money');
  if (rents.length !== 1 || rents[0]!.period === 'yearly') return null;
  const rent = rents[0]!;
  const pcts = tokens.filter((t) => t.kind === 'percent');
  const share = pcts.find((p) =>
    /^\s*of (?:the )?(?:cpi|inflation|consumer price|annual cpi|change|increase)/i.test(
      text.slice(p.end, p.end + 30),
    ),
  );
  if (!share) return null;
  const cpi = pcts.find(
    (p) =>
      p !== share &&
      /\b(?:cpi|inflation|index)\b[^.%]{0,30}$/i.test(text.slice(Math.max(0, p.start - 40), p.start)),
  );
  if (!cpi) return null;
  const cap = pcts.find(
    (p) =>
      p !== share &&
      p !== cpi &&
      /\b(?:cap(?:ped)?|max(?:imum)?|no more than|up to|ceiling)\b[^.%]{0,20}$/i.test(
        text.slice(Math.max(0, p.start - 30), p.start),
      ),
  );
  const floor = pcts.find(
    (p) =>
      p !== share &&
      p !== cpi &&
      p !== cap &&
      /\b(?:floor|minimum|min|at least)\b[^.%]{0,20}$/i.test(text.slice(Math.max(0, p.start - 30), p.start)),
  );
  const used = [share, cpi, cap, floor].filter((p): p is NumberToken => p !== undefined);
  if (pcts.length !== used.length) return null;
  if (!everyNumberPlaced(text, [span(rent), ...used.map(span)])) return null;
  const raw = share.value * cpi.value;
  let allowed = raw;
  if (cap && allowed > cap.value) allowed = cap.value;
  if (floor && allowed < floor.value) allowed = floor.value;
  const more = rent.value * allowed;
  return {
    title: 'Allowable rent increase from CPI',
    inputs: [
      `Current rent: ${formatMoney(rent.value)} a month`,
      `Allowed share of CPI: ${formatRate(share.value)}`,
      `CPI increase: ${formatRate(cpi.value)}`,
      ...(cap ? [`Cap: ${formatRate(cap.value)}`] : []),
      ...(floor ? [`Floor: ${formatRate(floor.value)}`] : []),
    ],
    results: [
      `Allowable increase: **${formatRate(Number(allowed.toFixed(6)))}** (${formatRate(share.value)} × ${formatRate(cpi.value)}${allowed !== raw ? ` = ${formatRate(Number(raw.toFixed(6)))}, held to the ${allowed === cap?.value ? 'cap' : 'floor'}` : ''})`,
      `New maximum rent: **${formatMoney(rent.value + more)}** a month (${formatMoney(more)} more)`,
    ],
    method:
      'Allowed increase = share of CPI × CPI change (within any cap or floor); new rent = rent × (1 + allowed)',
  };
};

export const RENT_INCREASE_READERS: readonly Reader[] = [cpiShareIncrease, renewalIncrease];

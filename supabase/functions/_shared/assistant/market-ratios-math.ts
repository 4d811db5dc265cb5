// Market ratios small-business owners and brokers quote (docs/assistant.md rule 79): a submarket's
// vacancy rate from its vacant and total square feet (or a building's vacant units), a cap rate's
// spread over the 10-year Treasury in basis points, and the population density of a radius around a
// site from a head count the user read off a demographic report. Part of quick-math (READERS there);
// each reader places every number the question writes or does not fire.
import { capRates } from './exit-value-math.ts';
import { formatNumber, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, num, percents, type Reader, type Span } from './quick-math-reading.ts';

/** An area as brokers write it: "14 million sf", "1.2M sq ft", "850,000 square feet", "14 msf". */
const AREA_SCALED =
  /(?<![\d.,])(\d[\d,]*(?:\.\d+)?)\s*(?:(million|mil|mm|m|thousand|k)\s*)?(?:sq\.?\s?ft\.?|sqft|sf|square\s+f(?:ee|oo)t|(msf))\b/g;
const scale = (word?: string) => (!word ? 1 : /^(?:million|mil|mm|m)$/.test(word) ? 1e6 : 1e3);

const ASKS_VACANCY =
  /\bvacancy(?: rate)?\b|\boccupancy(?: rate)?\b|\b(?:%|percent(?:age)?|share) (?:is |are )?(?:vacant|empty|leased|occupied)\b|\bhow much (?:of it )?is (?:vacant|empty)\b/;
const VACANT = /\b(?:vacant|empty|available|unleased|unoccupied|dark|sitting empty)\b/;
const LEASED = /\b(?:leased|occupied|taken|rented)\b/;

type Measured = Span & { value: number; role: 'vacant' | 'leased' | 'total' };

/** The words an area stands in: back to the number before, on to the next number or break. */
function ownWords(text: string, all: readonly Span[], a: Span): string {
  const previous = all.filter((o) => o.end <= a.start).at(-1);
  const next = all.find((o) => o.start >= a.end);
  const before =
    text
      .slice(Math.max(previous?.end ?? 0, a.start - 30), a.start)
      .split(/[.;!?]\s|,\s|\band\b/)
      .pop() ?? '';
  const after =
    text.slice(a.end, Math.min(next?.start ?? text.length, a.end + 30)).split(/[.;!?]\s|,\s|\band\b/)[0] ??
    '';
  return `${before} | ${after}`;
}

/**
 * "our submarket has 14 million sf of office and 1.2 million sf is vacant. vacancy rate?": vacant ÷
 * total (or 1 − leased ÷ total), with the occupancy beside it. "12 of our 150 units are vacant" too.
 */
export const vacancyFromSpace: Reader = ({ text, tokens }) => {
  if (!ASKS_VACANCY.test(text)) return null;
  // "12 of our 150 units are vacant", "18 out of 240 apartments sit empty".
  const units =
    /\b(\d{1,5})\s+(?:of|out of)\s+(?:our\s+|the\s+|my\s+|its\s+)?(\d{1,5})\s+(?:units?|apartments?|doors?|suites?|spaces?|homes?)\s+(?:are\s+|is\s+|sit\s+|sitting\s+|stand\s+|currently\s+|now\s+|still\s+)*(vacant|empty|unoccupied|available|leased|occupied|rented)\b/.exec(
      text,
    );
  let measured: Measured[];
  let unitWord = 'sq ft';
  if (units) {
    const [part, whole] = [Number(units[1]), Number(units[2])];
    measured = [
      { value: whole, role: 'total', start: units.index, end: units.index + units[0].length },
      {
        value: part,
        role: VACANT.test(units[3]!) ? 'vacant' : 'leased',
        start: units.index,
        end: units.index + units[0].length,
      },
    ];
    unitWord = 'units';
  } else {
    const areas = [...text.matchAll(AREA_SCALED)].map((m) => ({
      value: num(m[1]!) * (m[3] ? 1e6 : scale(m[2])),
      start: m.index,
      end: m.index + m[0].length,
    }));
    if (areas.length !== 2) return null;
    measured = areas.map((a) => {
      const words = ownWords(text, areas, a);
      const role = VACANT.test(words) ? 'vacant' : LEASED.test(words) ? 'leased' : 'total';
      return { ...a, role } as Measured;
    });
  }
  const total = measured.find((m) => m.role === 'total');
  const vacant = measured.find((m) => m.role === 'vacant');
  const leased = measured.find((m) => m.role === 'leased');
  if (measured.filter((m) => m.role === 'total').length > 1) return null;
  const whole = total ? total.value : vacant && leased ? vacant.value + leased.value : NaN;
  const empty = vacant ? vacant.value : leased ? whole - leased.value : NaN;
  if (!(whole > 0 && empty >= 0 && empty <= whole)) return null;
  // Every number is one of the two.
  if (percents(tokens).length > 0 || !everyNumberPlaced(text, measured)) return null;
  const rate = empty / whole;
  const shown = (v: number) => `${formatNumber(v, 2)} ${unitWord}`;
  return {
    title: 'Vacancy rate',
    inputs: [
      `${total ? 'Total' : 'Total (vacant + leased)'}: ${shown(whole)}`,
      vacant
        ? `Vacant: ${shown(vacant.value)}`
        : `Leased: ${shown(leased!.value)}, so ${shown(empty)} vacant`,
    ],
    results: [
      `Vacancy rate: **${formatPercent(rate)}** (${shown(empty)} ÷ ${shown(whole)})`,
      `Occupancy: ${formatPercent(1 - rate)}`,
    ],
    method: 'Vacancy rate = vacant ÷ total; occupancy = 1 − vacancy',
  };
};

const ASKS_SPREAD =
  /\bspread\b|\bbasis points?\b|\bbps\b|\bpremium over\b|\bover (?:the )?(?:treasur|10|ten|risk)/;
/** A Treasury yield named before its rate: "the 10-yr Treasury is 4.25%", "the 10 year at 4.1%". */
const TREASURY =
  /\b(?:treasur(?:y|ies)|t-?notes?|ust|10y|risk[- ]free(?: rate)?|(?:10|ten)[- ]?(?:yr|year)(?: (?:note|bond|yield))?|bond yields?)\b/;
/** A loan's rate or another yield measured against the Treasury. */
const OTHER_RATE =
  /\b(?:cap(?: rate)?|loan|mortgage|note rate|rate|yield|coupon|buying at|bought at|trading at)\b/;

/**
 * "If the 10-yr Treasury is 4.25% and I'm buying at a 7.1 cap, what's the spread in basis points?"
 * (rule 79): the cap rate (or a loan's rate) less the Treasury yield, in percentage points and basis
 * points (× 100). The Treasury's tenor ("10-yr") names it and is no term.
 */
export const spreadOverTreasury: Reader = ({ text, tokens }) => {
  if (!ASKS_SPREAD.test(text) || !TREASURY.test(text)) return null;
  const words = (t: NumberToken) =>
    text
      .slice(Math.max(0, t.start - 40), t.start)
      .split(/[.;!?]\s|,\s|\band\b/)
      .pop() ?? '';
  const treasuries = percents(tokens).filter((t) => TREASURY.test(words(t)));
  if (treasuries.length !== 1) return null;
  const treasury = treasuries[0]!;
  const caps = capRates(text, tokens).filter((c) => c.token !== treasury);
  const others = percents(tokens).filter(
    (t) => t !== treasury && !caps.some((c) => c.token === t) && OTHER_RATE.test(words(t)),
  );
  if (caps.length + others.length !== 1) return null;
  const other = caps[0] ?? { token: others[0]!, value: others[0]!.value };
  const isCap = caps.length === 1;
  // The tenor ("10-yr", "the 10 year") is the Treasury's name.
  const tenor = (t: NumberToken) =>
    t.kind === 'years' &&
    [1, 2, 3, 5, 7, 10, 20, 30].includes(t.value) &&
    t.end <= treasury.start + 40 &&
    TREASURY.test(text.slice(t.start, Math.min(text.length, t.end + 25)));
  if (tokens.some((t) => t !== treasury && t !== other.token && !tenor(t))) return null;
  const named = tokens.find(tenor);
  const points = other.value - treasury.value;
  const bps = Math.round(points * 1e5) / 10;
  return {
    title: isCap ? 'Cap rate spread over Treasuries' : 'Spread over Treasuries',
    inputs: [
      `${named ? `${named.value}-year ` : ''}Treasury yield: ${formatPercent(treasury.value)}`,
      `${isCap ? 'Cap rate' : 'Rate'}: ${formatPercent(other.value)}`,
    ],
    results: [
      `Spread: **${formatNumber(bps, 1)} basis points** (${formatPercent(other.value)} − ${formatPercent(treasury.value)} = ${formatNumber(points * 100, 2)} percentage points)`,
    ],
    method: 'Spread = rate − Treasury yield; 1 percentage point = 100 basis points',
  };
};

const ASKS_DENSITY =
  /\bdensity\b|\bper (?:square|sq\.?) ?mi(?:le)?\b|\bpeople per\b|\bpersons per\b|\bresidents per\b/;
/** A head count: "84,000 people", "84k residents", "a population of 84,000". */
const HEADS =
  /(?<![\d.,])(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|million|m)?\s+(?:people|residents|persons|inhabitants|households)\b|\bpopulation (?:of|is|was|=|:)?\s*(?:about |around |roughly |approximately )?(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|million|m)?\b/;
const RADIUS =
  /\b(\d+(?:\.\d+)?)[\s-]*(?:mile|mi)[\s-]*(?:radius|ring|circle)\b|\bradius of (\d+(?:\.\d+)?)\s*(?:miles?|mi)\b|\bwithin (?:a |an )?(\d+(?:\.\d+)?)\s*(?:miles?|mi)\b(?![\s-]*(?:radius|ring|circle))/;
const SQUARE_MILES = /\b(\d+(?:\.\d+)?)\s*(?:square miles?|sq\.? ?mi(?:les)?)\b/;

/**
 * "about 84,000 people live within a 3-mile radius. population density per square mile inside that
 * circle?" (rule 79): the people over the circle's area, π × radius², or over square miles stated.
 */
export const populationDensity: Reader = ({ text }) => {
  if (!ASKS_DENSITY.test(text)) return null;
  const heads = HEADS.exec(text);
  if (!heads) return null;
  const people = num(heads[1] ?? heads[3]!) * ((heads[2] ?? heads[4]) ? scale(heads[2] ?? heads[4]) : 1);
  const radius = RADIUS.exec(text);
  const square = radius ? null : SQUARE_MILES.exec(text);
  if (!radius && !square) return null;
  const r = radius ? Number(radius[1] ?? radius[2] ?? radius[3]) : NaN;
  const area = radius ? Math.PI * r * r : Number(square![1]);
  if (!(people > 0 && area > 0)) return null;
  const spans: Span[] = [
    { start: heads.index, end: heads.index + heads[0].length },
    { start: (radius ?? square)!.index, end: (radius ?? square)!.index + (radius ?? square)![0].length },
  ];
  // "per square mile": the unit asked is no number; every other number must be one of these.
  if (!everyNumberPlaced(text, spans)) return null;
  return {
    title: 'Population density',
    inputs: [
      `People: ${formatNumber(people, 0)}`,
      radius
        ? `Radius: ${formatNumber(r, 2)} miles, so the circle covers π × ${formatNumber(r, 2)}² = ${formatNumber(area, 2)} square miles`
        : `Area: ${formatNumber(area, 2)} square miles`,
    ],
    results: [`Density: **${formatNumber(people / area, 2)} people per square mile**`],
    method: `${formatNumber(people, 0)} ÷ ${formatNumber(area, 2)} square miles${radius ? ' (a circle: π × radius²)' : ''}`,
  };
};

export const MARKET_RATIO_READERS: readonly Reader[] = [
  vacancyFromSpace,
  spreadOverTreasury,
  populationDensity,
];

// Two apartments' monthly cost all in (docs/assistant.md rule 104): each rent, plus its transit pass
// and its commute time valued at an hourly rate ("A is $3,100/mo, 35 minute train each way, pass
// $75; B is $3,650/mo and I'd walk, no transit cost; 22 days a month, my time at $30/hour: A's monthly
// all-in cost and how much more or less than B?"). Part of quick-math (READERS there); every number
// must be placed.
import { formatAmount, formatMoney, formatNumber } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader, type Span } from './quick-math-reading.ts';

/** Where each apartment's part starts: "Apartment A", "option B", "place 2", "the other one". */
const START = /\b(?:apartment|apt|option|place|unit|listing)\s+([ab12])\b/gi;
const MINUTES = /\b(\d{1,3})[- ]?(?:minutes?|mins?)\b/gi;
const PER_HOUR = /\$?(\d{1,4}(?:\.\d+)?)\s*(?:\/\s*(?:hr|hour)\b|(?:an|a|per)\s+(?:hr|hour)\b)/i;
const DAYS = /\b(\d{1,2})\s*(?:work\s*|working\s*|commute\s*|office\s*)?days? (?:a|per|each) month\b/i;
/** "at 1845 N Milwaukee", "1845 n something": a street address, never an amount. */
const ADDRESS =
  /\b(?:at|on)\s+(\d{2,5})\s+(?:[nsew]\.?\s|north\b|south\b|east\b|west\b|[a-z]+\s+(?:st|street|ave|avenue|blvd|rd|road|drive|dr)\b)/i;
const PASS = /\b(?:pass|transit|metro ?card|ventra|fare|subway|bus|train|cta|l train)\b/i;

interface Place {
  name: string;
  rent: NumberToken;
  pass?: NumberToken;
  minutes: number;
  span?: Span;
}

export const apartmentsAllIn: Reader = ({ text, tokens }) => {
  if (!/\ball[- ]in\b|\bcounting\b|\btotal cost\b|\btrue cost\b|\bincluding (?:the )?commute\b/i.test(text))
    return null;
  const hourly = PER_HOUR.exec(text);
  const days = DAYS.exec(text);
  if (!hourly || !days) return null;
  const starts = [...text.matchAll(START)];
  if (starts.length !== 2) return null;
  const address = ADDRESS.exec(text);
  const inSpan = (t: { start: number }, s: RegExpExecArray | null) =>
    !!s && t.start >= s.index && t.start < s.index + s[0].length;
  const places: Place[] = [];
  const spans: Span[] = [];
  for (const [i, s] of starts.entries()) {
    spans.push({ start: s.index, end: s.index + s[0].length });
    const from = s.index;
    const to = starts[i + 1]?.index ?? text.length;
    const part = tokens.filter(
      (t) =>
        t.start >= from &&
        t.start < to &&
        t.kind === 'money' &&
        !inSpan(t, hourly) &&
        !inSpan(t, days) &&
        !inSpan(t, address),
    );
    const rent = part.find((t) => t.value >= 500 && t.value < 30_000);
    const pass = part.find((t) => t !== rent && PASS.test(text.slice(Math.max(from, t.start - 30), t.start)));
    if (!rent || part.length !== (pass ? 2 : 1)) return null;
    const mins = [...text.slice(from, to).matchAll(MINUTES)];
    if (mins.length > 1) return null;
    const walks = /\bwalk|no (?:transit|commute)|work from home|bike\b/i.test(text.slice(from, to));
    if (mins.length === 0 && !walks) return null;
    for (const m of mins) spans.push({ start: from + m.index, end: from + m.index + m[0].length });
    places.push({
      name: `${s[0]![0]!.toUpperCase()}${s[0]!.slice(1).toLowerCase()}`.replace(
        / ([ab12])$/i,
        (_m, c: string) => ` ${c.toUpperCase()}`,
      ),
      rent,
      pass,
      minutes: mins[0] ? Number(mins[0][1]) : 0,
    });
  }
  // Each way unless the question says a round trip.
  const trips =
    /\bround[- ]?trip\b|\ba day\b(?! a month)/i.test(text) && !/\beach way|one[- ]way\b/i.test(text) ? 1 : 2;
  if (!/\beach way|one[- ]way|round[- ]?trip\b/i.test(text) && places.some((p) => p.minutes > 0)) return null;
  const used = places.flatMap((p) => [p.rent, ...(p.pass ? [p.pass] : [])]);
  const money = tokens.filter(
    (t) => t.kind === 'money' && !inSpan(t, hourly) && !inSpan(t, days) && !inSpan(t, address),
  );
  if (money.length !== used.length) return null;
  const hour = Number(hourly[1]);
  const dayCount = Number(days[1]);
  spans.push(
    ...used,
    { start: hourly.index, end: hourly.index + hourly[0].length },
    { start: days.index, end: days.index + days[0].length },
  );
  if (address) spans.push({ start: address.index, end: address.index + address[0].length });
  if (!everyNumberPlaced(text, spans)) return null;
  const cost = places.map((p) => {
    const hours = (p.minutes * trips * dayCount) / 60;
    return { hours, time: hours * hour, total: p.rent.value + (p.pass?.value ?? 0) + hours * hour };
  });
  const [a, b] = cost as [(typeof cost)[0], (typeof cost)[0]];
  const gap = a.total - b.total;
  return {
    title: 'Two apartments, all in',
    inputs: [
      ...places.map(
        (p) =>
          `${p.name}: rent ${formatAmount(p.rent.value)}${p.pass ? `, transit ${formatAmount(p.pass.value)}` : ', no transit cost'}, ${p.minutes > 0 ? `${p.minutes} minutes ${trips === 2 ? 'each way' : 'a round trip'}` : 'no commute time'}`,
      ),
      `Days commuting: ${dayCount} a month`,
      `Value of time: ${formatMoney(hour)} an hour`,
      ...(address ? [`Street number ${address[1]}: an address, not an amount`] : []),
    ],
    results: [
      ...places.map(
        (p, i) =>
          `${p.name}: **${formatMoney(cost[i]!.total)}** a month (${formatAmount(p.rent.value)}${p.pass ? ` + ${formatAmount(p.pass.value)}` : ''}${p.minutes > 0 ? ` + ${formatNumber(cost[i]!.hours, 2)} hours × ${formatMoney(hour)} = ${formatMoney(cost[i]!.time)} of time` : ''})`,
      ),
      `${places[0]!.name} costs **${formatMoney(Math.abs(gap))}** a month ${gap >= 0 ? 'more' : 'less'} than ${places[1]!.name}`,
    ],
    method: `All-in = rent + transit + minutes × ${trips === 2 ? '2 × ' : ''}days ÷ 60 × the value of an hour`,
  };
};

export const APARTMENTS_ALL_IN_READERS: readonly Reader[] = [apartmentsAllIn];

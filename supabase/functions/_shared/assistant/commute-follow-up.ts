// Follow-ups on a commute's cost (rule 85): after "34 miles each way, 27 mpg, gas $3.59 a gallon, 22
// days a month: monthly gas cost?", a follow-up that names another distance ("an apartment 6 miles
// each way from work") is the same drive at that distance, and a monthly cost it says the other home
// has more ("but it's $300 a month more than the house") is set against the driving it saves: how much
// more the closer home costs after the savings. The driving figures are read from the answer above.
import type { HistoryTurn } from '../protocol.ts';
import { formatMoney, formatNumber } from './format.ts';
import { normalizeText, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';
import type { QuickAnswer } from './quick-math-reading.ts';

interface Commute {
  miles: number;
  eachWay: boolean;
  days: number;
  perMile: number;
  /** How the cost a mile was given, for the inputs: "$3.59 a gallon ÷ 27 mpg" or "$0.67 a mile". */
  perMileShown: string;
  byFuel: boolean;
  monthly: number;
}

const amountOf = (s: string) => Number(s.replace(/,/g, ''));

/** The commute of the last answer, when it was a month's driving cost with no tolls or parking. */
function commuteAbove(history: readonly HistoryTurn[]): Commute | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || !/^### Commute cost\s*$/m.test(last.text)) return null;
  const text = last.text;
  if (/^- (?:Tolls|Parking|Transit pass|Drive time):/m.test(text)) return null;
  const distance = /^- Distance: ([\d,.]+) miles (each way|round trip)\s*$/m.exec(text);
  const days = /^- Days: (\d{1,2}) a month\s*$/m.exec(text);
  const fuel = /^- Fuel: \$([\d.]+) a gallon ÷ ([\d.]+) mpg\b/m.exec(text);
  const rate = /^- Cost per mile: \$([\d.]+)\s*$/m.exec(text);
  const cost = /^- Cost: \*\*\$([\d,]+\.\d{2})\*\* a month\b/m.exec(text);
  if (!distance || !days || !cost || (!fuel && !rate)) return null;
  const perMile = fuel ? Number(fuel[1]) / Number(fuel[2]) : Number(rate![1]);
  if (!(perMile > 0)) return null;
  return {
    miles: amountOf(distance[1]!),
    eachWay: distance[2] === 'each way',
    days: Number(days[1]),
    perMile,
    perMileShown: fuel
      ? `${formatMoney(Number(fuel[1]))} a gallon ÷ ${fuel[2]} mpg`
      : `${formatMoney(perMile)} a mile`,
    byFuel: !!fuel,
    monthly: amountOf(cost[1]!),
  };
}

/** The new distance: "6 miles each way", "12 mi round trip", "only 6 miles from work". */
const MILES = /\b(\d{1,3}(?:\.\d+)?)\s*(?:miles?|mi)\b(?!\s*(?:per|a|to the|\/)\s*gal)/g;
/** A cost the other home has more or less a month: "$300 a month more", "300/mo more in rent". */
const MORE =
  /^\s*(?:a month |per month |\/\s*mo(?:nth)? |monthly )?(more|higher|extra|over|less|cheaper|lower|under)\b/;

export function commuteFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const found = commuteAbove(history);
  if (!found) return null;
  const text = normalizeText(input).toLowerCase();
  // "6 miles each way … what's the gas at 6 miles": one distance, said again.
  const miles = [...text.matchAll(MILES)];
  if (miles.length === 0 || new Set(miles.map((x) => Number(x[1]))).size !== 1) return null;
  const m = miles[0]!;
  const way = /^\s*(?:from \w+\s+)?(each way|one[- ]way|round[- ]?trip|both ways)/.exec(
    text.slice(m.index + m[0].length, m.index + m[0].length + 30),
  );
  // Said each way or round trip, or neither (then as the drive above was said).
  const eachWay = way ? /each|one/.test(way[1]!) : found.eachWay;
  const distance = Number(m[1]);
  if (!(distance > 0 && distance <= 300)) return null;
  const tokens = tokenizeNumbers(text);
  const inMiles = (t: NumberToken) =>
    miles.some((x) => t.start >= x.index && t.end <= x.index + x[0].length + 20);
  const amounts = tokens.filter((t) => !inMiles(t));
  // Only the distance and at most one monthly difference: anything else is another question.
  if (amounts.length > 1 || amounts.some((t) => t.kind !== 'money' || t.period === 'yearly')) return null;
  const gap = amounts[0];
  const more = gap ? MORE.exec(text.slice(gap.end, gap.end + 30)) : null;
  if (gap && !more) return null;
  const dearer = more ? /more|higher|extra|over/.test(more[1]!) : true;
  const daily = eachWay ? distance * 2 : distance;
  const monthMiles = daily * found.days;
  const cost = monthMiles * found.perMile;
  const saving = found.monthly - cost;
  const what = found.byFuel ? 'gas' : 'driving';
  const results = [
    `${found.byFuel ? 'Gas' : 'Driving'} at ${formatNumber(distance, 1)} miles ${eachWay ? 'each way' : 'round trip'}: **${formatMoney(cost)}** a month (${formatNumber(monthMiles, 0)} miles)`,
    saving >= 0
      ? `${found.byFuel ? 'Gas' : 'Driving'} saved against the ${formatMoney(found.monthly)} above: **${formatMoney(saving)}** a month (**${formatMoney(saving * 12)}** a year)`
      : `That is **${formatMoney(-saving)}** a month more ${what} than the ${formatMoney(found.monthly)} above (${formatMoney(-saving * 12)} a year)`,
  ];
  if (gap) {
    const net = dearer ? gap.value - saving : -gap.value - saving;
    results.push(
      net >= 0
        ? `After the ${what} savings, the closer home costs **${formatMoney(net)}** more a month (${formatMoney(gap.value)} ${dearer ? 'more' : 'less'} − ${formatMoney(saving)} saved)`
        : `After the ${what} savings, the closer home comes out **${formatMoney(-net)}** a month cheaper`,
    );
  }
  return {
    title: 'Commute cost at another distance',
    inputs: [
      `Distance: ${formatNumber(distance, 1)} miles ${eachWay ? 'each way' : 'round trip'} (was ${formatNumber(found.miles, 1)} miles ${found.eachWay ? 'each way' : 'round trip'}, ${formatMoney(found.monthly)} a month)`,
      `Days: ${found.days} a month`,
      `${found.byFuel ? 'Fuel' : 'Cost per mile'}: ${found.perMileShown}${found.byFuel ? ` = $${found.perMile.toFixed(3)} a mile` : ''}`,
      ...(gap
        ? [`The closer home's cost: ${formatMoney(gap.value)} a month ${dearer ? 'more' : 'less'}`]
        : []),
    ],
    results,
    method: `${eachWay ? 'Miles each way × 2' : 'Round-trip miles'} × days a month × cost a mile${found.byFuel ? ' (price a gallon ÷ mpg)' : ''}; saving = the earlier cost − the new one${gap ? '; net = the extra cost − the saving' : ''}`,
  };
}

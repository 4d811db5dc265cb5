// What a commute costs: miles each way × 2 (or round-trip miles) × days, at a cost per mile or at the
// pump (miles ÷ mpg × price a gallon). Days are counted a month ("20 days a month"), a year ("230 days
// a year") or a week with the weeks a year ("5 days a week, 48 weeks a year"); days a week without the
// weeks give a week's figures and ask for the weeks, never assume them (rule 57).
import { formatMoney, formatNumber } from './format.ts';
import { everyNumberPlaced, type Reader, type Span } from './quick-math-reading.ts';

const N = String.raw`(\d+(?:\.\d+)?)`;

/** The distance: "18 miles each way", "36 mi round trip", never "28 miles per gallon". */
const MILES = new RegExp(
  String.raw`${N}\s*(?:extra\s+|more\s+|additional\s+)?(?:miles?|mi)\b(?!\s*(?:per|a|to the|\/)\s*gal)(?:\s+(?:more|extra|further|farther))?(?:\s+(?:from \w+ )?(?:each way|one way|one-way|round[- ]?trip|both ways))?`,
);
const PER_MILE = new RegExp(
  // "$0.67 a mile", "67 cents per mile", or a bare dollar fraction ("at 0.67 per mile", the IRS rate).
  String.raw`(?:\$\s?(\d*\.\d+|\d+(?:\.\d+)?)|${N}\s*(?:cents|¢)|(?<![\d.])(0?\.\d{1,3}))\s*(?:a|per|\/)\s*(?:mile|mi)\b`,
);
const MPG = new RegExp(String.raw`${N}\s*(?:mpg|miles (?:per|a|to the) gallon|mi\/gal)\b`);
const GAS = [
  new RegExp(String.raw`\b(?:gas|fuel|gasoline)\b[^\d$.]{0,20}\$?(\d{1,2}\.\d{1,3})\b`),
  new RegExp(String.raw`\$?(\d{1,2}\.\d{1,3})\s*(?:a|per|\/)\s*gal(?:lon)?\b`),
];
const PERIOD = String.raw`\s*(?:(?:work|office|commute|commuting)\s*)?(?:days?|x|times)(?:\s+(?:in|at) (?:the )?office)?\s*(?:a|per|\/|each|every)\s*`;
const DAYS_MONTH = new RegExp(String.raw`(\d{1,2})${PERIOD}(?:month|mo)\b`);
const DAYS_YEAR = new RegExp(String.raw`(\d{2,3})${PERIOD}(?:year|yr)\b`);
const DAYS_WEEK = new RegExp(String.raw`\b([1-7])${PERIOD}(?:week|wk)\b`);
const WEEKS_YEAR = new RegExp(
  String.raw`\b(\d{2})\s*(?:work(?:ing)?\s*)?(?:weeks?|wks?)(?:\s+(?:a|per|\/|each|of the|in a)\s*(?:year|yr)\b)?`,
);

interface Days {
  count: number;
  label: string;
  /** How many of these periods make a year, when known. */
  perYear?: number;
  /** Days a week with no weeks stated: a week's figures only. */
  weekOnly?: boolean;
}

function readDays(text: string): Days | null {
  const week = DAYS_WEEK.exec(text);
  const month = DAYS_MONTH.exec(text);
  // "5 days a week, use 21 work days a month": of two counts the last said is the one to use.
  if (week && !(month && month.index > week.index && !WEEKS_YEAR.test(text))) {
    const weeks = WEEKS_YEAR.exec(text);
    const perWeek = Number(week[1]);
    if (!weeks) return { count: perWeek, label: `${perWeek} days a week`, weekOnly: true };
    const w = Number(weeks[1]);
    if (w < 1 || w > 52) return null;
    return {
      count: perWeek * w,
      label: `${perWeek} days a week × ${w} weeks = ${perWeek * w} days a year`,
      perYear: 1,
    };
  }
  if (month) return { count: Number(month[1]), label: `${month[1]} a month`, perYear: 12 };
  const year = DAYS_YEAR.exec(text);
  if (year && Number(year[1]) <= 366)
    return { count: Number(year[1]), label: `${year[1]} a year`, perYear: 1 };
  return null;
}

/** "32 miles each way, 21 days a month, 67 cents a mile": what the driving costs. */
export const commuteCost: Reader = ({ text }) => {
  const miles = MILES.exec(text);
  // Two distances are two homes' commutes (commuteCostOfTwo), never the first alone.
  if ([...text.matchAll(new RegExp(MILES.source, 'g'))].length > 1) return null;
  const perMile = PER_MILE.exec(text);
  const mpg = MPG.exec(text);
  const gas = GAS.map((re) => re.exec(text)).find(Boolean);
  const days = readDays(text);
  const byFuel = !perMile && mpg && gas && Number(mpg[1]) > 0;
  if (!miles || (!perMile && !byFuel) || !days) return null;
  const eachWay = /each way|one[- ]way/.test(text);
  const roundTrip = /round[- ]?trip|both ways|there and back/.test(text);
  if (!eachWay && !roundTrip) return null;
  const distance = Number(miles[1]);
  const cost = perMile
    ? perMile[1] !== undefined || perMile[3] !== undefined
      ? Number(perMile[1] ?? perMile[3])
      : Number(perMile[2]) / 100
    : Number(gas![1]) / Number(mpg![1]);
  const daily = eachWay ? distance * 2 : distance;
  const periodMiles = daily * days.count;
  const periodCost = periodMiles * cost;
  const fuel = byFuel
    ? `Fuel: ${formatMoney(Number(gas![1]))} a gallon ÷ ${mpg![1]} mpg = $${cost.toFixed(3)} a mile (gas only, not wear or insurance)`
    : `Cost per mile: ${formatMoney(cost)}`;
  const inputs = [
    `Distance: ${formatNumber(distance, 1)} miles ${eachWay ? 'each way' : 'round trip'}`,
    `Days: ${days.label}`,
    fuel,
  ];
  const gallons = byFuel ? ` (${formatNumber(periodMiles / Number(mpg![1]), 1)} gallons)` : '';
  const way = eachWay ? 'Miles each way × 2' : 'Round-trip miles';
  if (days.weekOnly)
    return {
      title: 'Commute cost',
      inputs,
      results: [
        `Miles a week: ${formatNumber(periodMiles, 0)}${gallons}`,
        `Cost: **${formatMoney(periodCost)}** a week`,
        'For a year, tell me how many weeks a year you make the trip (for example "48 weeks").',
      ],
      method: `${way} × days a week × cost per mile${byFuel ? ' (miles ÷ mpg × price a gallon)' : ''}`,
    };
  const yearly = days.perYear === 12;
  const results = yearly
    ? [
        `Miles a month: ${formatNumber(periodMiles, 0)}`,
        `Cost: **${formatMoney(periodCost)}** a month (${formatMoney(periodCost * 12)} a year)`,
      ]
    : [
        `Miles a year: **${formatNumber(periodMiles, 0)}**${gallons}`,
        `Cost: **${formatMoney(periodCost)}** a year (${formatMoney(periodCost / 12)} a month)`,
      ];
  return {
    title: 'Commute cost',
    inputs,
    results,
    method: `${way} × ${yearly ? 'days a month' : 'days a year'} × cost per mile${byFuel ? ' (miles ÷ mpg × price a gallon)' : ''}`,
  };
};

/** "0.67 per mile" without a dollar sign: a decimal, so never a count. */
const BARE_PER_MILE = /(?<![\d$.])(0?\.\d{1,3})\s*(?:a|per|\/)\s*(?:mile|mi)\b/;
const NAMES =
  /\b(?:option|house|home|place|property|choice)\s+[12]\b|\b(?:2|two) (?:houses|homes|places|options)\b/g;

/** A rate a mile as written: "$0.655" keeps its third decimal. */
const perMileShown = (cost: number) =>
  Math.round(cost * 100) === cost * 100 ? formatMoney(cost) : `$${cost.toFixed(3)}`;

const HOMES =
  /\b(?:houses?|homes?|places?|options?|neighbou?rhoods?|condos?|town ?(?:houses?|homes?)|apartments?|propert(?:y|ies)|locations?|listings?|farm ?house)\b/;

/** Where a pattern matches, as a span a reader has placed. */
const spanOf = (m: RegExpExecArray | null | undefined): Span | undefined =>
  m ? { start: m.index, end: m.index + m[0].length } : undefined;

/**
 * "house A is 22 miles each way, house B 8, 20 days a month, $0.67 a mile: extra cost of A?" (rule
 * 64): each home's commute a year and what the farther one costs more. Both distances are read each
 * way or both round trip; every number must be placed.
 */
export const commuteCostOfTwo: Reader = ({ text }) => {
  // Two homes compared, not two people's commutes ("mine vs my wife's").
  if (!HOMES.test(text) || /\b(?:wife|husband|partner|spouse|roommate)'?s?\b/.test(text)) return null;
  const miles = [...text.matchAll(new RegExp(MILES.source, 'g'))];
  const perMile = PER_MILE.exec(text) ?? BARE_PER_MILE.exec(text);
  const days = readDays(text);
  if (miles.length !== 2 || !perMile || !days || days.weekOnly) return null;
  const eachWay = /each way|one[- ]way/.test(text);
  if (eachWay === /round[- ]?trip|both ways|there and back/.test(text)) return null;
  const placed = [
    ...miles.map((m) => spanOf(m)),
    spanOf(perMile),
    // "option 1", "house 2": names, no amounts.
    ...[...text.matchAll(NAMES)].map((m) => spanOf(m as RegExpExecArray)),
    ...[DAYS_WEEK, WEEKS_YEAR, DAYS_MONTH, DAYS_YEAR].map((re) => spanOf(re.exec(text))),
  ];
  if (!everyNumberPlaced(text, placed)) return null;
  const cost = perMile[1] !== undefined ? Number(perMile[1]) : Number(perMile[2]) / 100;
  if (!(cost > 0.05 && cost < 5)) return null;
  const daysYear = days.count * (days.perYear ?? 1);
  const trips = eachWay ? 2 : 1;
  const distances = miles.map((m) => Number(m[1]));
  const costs = distances.map((d) => d * trips * daysYear * cost);
  const [a, b] = costs as [number, number];
  const name = (i: number) => (i === 0 ? 'First' : 'Second');
  return {
    title: 'Commuting cost of two homes',
    inputs: [
      ...distances.map(
        (d, i) => `${name(i)} home: ${formatNumber(d, 1)} miles ${eachWay ? 'each way' : 'round trip'}`,
      ),
      `Days: ${days.label}${days.perYear === 12 ? ` × 12 = ${daysYear} a year` : ''}`,
      `Cost per mile: ${perMileShown(cost)}${perMile[2] !== undefined ? ` (${perMile[2]} cents)` : ''}`,
    ],
    results: [
      ...distances.map(
        (d, i) =>
          `${name(i)} home: **${formatMoney(costs[i]!)}** a year (${formatNumber(d * trips, 1)} miles × ${daysYear} days × ${perMileShown(cost)})`,
      ),
      a === b
        ? 'The same cost'
        : `The ${a > b ? 'first' : 'second'} (farther) home costs **${formatMoney(Math.abs(a - b))}** more a year (${formatMoney(Math.abs(a - b) / 12)} a month)`,
    ],
    method: `${eachWay ? 'Miles each way × 2' : 'Round-trip miles'} × days a year × cost per mile, for each home`,
  };
};

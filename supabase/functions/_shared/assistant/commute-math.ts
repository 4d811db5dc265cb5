// What a commute costs: miles each way × 2 (or round-trip miles) × days, at a cost per mile or at the
// pump (miles ÷ mpg × price a gallon). Days are counted a month ("20 days a month"), a year ("230 days
// a year") or a week with the weeks a year ("5 days a week, 48 weeks a year"); days a week without the
// weeks give a week's figures and ask for the weeks, never assume them (rule 57).
import { formatMoney, formatNumber } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  clauseAfter,
  clauseBefore,
  everyNumberPlaced,
  type Reader,
  type Span,
} from './quick-math-reading.ts';
import { readParking, readTolls, tollsOverPeriod } from './commute-tolls.ts';

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
  // "$3.20 gas": the price before its word.
  new RegExp(String.raw`\$?(\d{1,2}\.\d{2,3})\s+(?:for\s+)?(?:gas|fuel|gasoline)\b`),
];
// "14 round trips a year": each trip is a day's travel there and back.
const PERIOD = String.raw`\s*(?:(?:work|office|commute|commuting)\s*)?(?:days?|x|times|(?:round[- ]?)?trips?|visits?)(?:\s+(?:in|at) (?:the )?office)?\s*(?:a|per|\/|each|every)\s*`;
const DAYS_MONTH = new RegExp(String.raw`(\d{1,2})${PERIOD}(?:month|mo)\b`);
const DAYS_YEAR = new RegExp(String.raw`(\d{1,3})${PERIOD}(?:year|yr)\b`);
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

const tollWords = { way: 'each way', day: 'a day', month: 'a month', year: 'a year' } as const;

/** "35 minutes each way", "1 hr 10 min round trip", "an hour each way": the time the drive takes. */
const DRIVE_TIME =
  /(?:\b(\d+(?:\.\d+)?|an?)\s*(?:hours?|hrs?)\b(?:\s*(?:and\s*)?(\d{1,2})\s*(?:minutes?|mins?)\b)?|\b(\d{1,3})\s*(?:minutes?|mins?)\b)(?:\s*(?:drive|commute|trip|ride))?/g;
const WAY = /each way|one[- ]way|round[- ]?trip|both ways|there and back/;

/**
 * The drive's time, when one is stated (rule 75): minutes each way, or a round trip, by the way words
 * right after it, else the one way word of the question. Null when none is stated; 'unread' when one
 * is stated that cannot be placed (two times, or no way word), so the reader declines, never drops it.
 */
function readDriveTime(text: string): { minutes: number; eachWay: boolean; spans: Span[] } | null | 'unread' {
  const found = [...text.matchAll(DRIVE_TIME)];
  if (found.length === 0) return null;
  if (found.length > 1) return 'unread';
  const m = found[0]!;
  const hours = m[1] === undefined ? 0 : /^an?$/.test(m[1]) ? 1 : Number(m[1]);
  const minutes = hours * 60 + Number(m[2] ?? m[3] ?? 0);
  const after = WAY.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 25));
  const ways = [...text.matchAll(new RegExp(WAY.source, 'g'))].map((w) => w[0]);
  const way = after?.[0] ?? (new Set(ways.map((w) => /each|one/.test(w))).size === 1 ? ways[0] : undefined);
  if (!way || !(minutes > 0 && minutes <= 300)) return 'unread';
  return {
    minutes,
    eachWay: /each|one/.test(way),
    spans: [{ start: m.index, end: m.index + m[0].length }],
  };
}

/**
 * A transit pass a month: an amount whose own clause names a pass (or the train, bus or metro) and a
 * month ("monthly pass for the train would be $210", "bus pass at $98 a month", "train pass 150/mo").
 */
function transitPasses(text: string, tokens: readonly NumberToken[]): NumberToken[] {
  return tokens.filter((t) => {
    if (t.kind !== 'money' || t.period === 'yearly') return false;
    // The amount's own words: its clause, cut at "vs", "and", "or", "plus" ("train pass 150/mo vs driving").
    const cut = /\b(?:vs\.?|versus|and|or|plus|but|while|then)\b|\+/;
    const words = `${clauseBefore(text, t).split(cut).pop() ?? ''} ${clauseAfter(text, t).split(cut)[0] ?? ''}`;
    if (
      !/\bpass(?:es)?\b/.test(words) &&
      !/\b(?:train|bus|metro|subway|transit) (?:fare|costs?|is|would be)\b/.test(words)
    )
      return false;
    if (/\b(?:park\w*|tolls?|gas|mile|mi)\b/.test(words)) return false;
    return t.period === 'monthly' || /\bmonthly\b|\ba month\b|\bper month\b|\/\s*mo\b/.test(words);
  });
}

/** "32 miles each way, 21 days a month, 67 cents a mile": what the driving costs. */
export const commuteCost: Reader = ({ text: asked, tokens }) => {
  // Parking a day or a month is added like a toll (rule 85), and a transit pass a month is what the
  // driving is set against; each is read, then blanked out (same length, so every place stays put).
  const parking = readParking(asked);
  if (parking === 'unread') return null;
  const blank = (t: string, span: { start: number; end: number }) =>
    `${t.slice(0, span.start)}${' '.repeat(span.end - span.start)}${t.slice(span.end)}`;
  const passes = transitPasses(asked, tokens).filter(
    (t) => !parking || t.end <= parking.start || t.start >= parking.end,
  );
  if (passes.length > 1) return null;
  const pass = passes[0];
  let said = parking ? blank(asked, parking) : asked;
  if (pass) said = blank(said, pass);
  // Tolls are added to the driving cost; one that cannot be placed makes the reader decline. The
  // toll's own "each way" is no word about the distance, so it is read with the toll taken out.
  const tolls = readTolls(said);
  if (tolls === 'unread') return null;
  const text = tolls ? `${said.slice(0, tolls.start)} ${said.slice(tolls.end)}` : said;
  const miles = MILES.exec(text);
  // Two distances are two homes' commutes (commuteCostOfTwo), never the first alone.
  if ([...text.matchAll(new RegExp(MILES.source, 'g'))].length > 1) return null;
  const perMile = PER_MILE.exec(text);
  const mpg = MPG.exec(text);
  const gas = GAS.map((re) => re.exec(text)).find(Boolean);
  const days = readDays(text);
  const byFuel = !perMile && mpg && gas && Number(mpg[1]) > 0;
  if (!miles || (!perMile && !byFuel) || !days) return null;
  // "the grandkids are 14 miles away": how far a place is, so one way, whatever the trips are called
  // (rule 120: "we drive over 3 times a week (round trip)" is 28 miles a visit).
  const away =
    !/round|both|each|one/.test(miles[0]) && /^\s+away\b/.test(text.slice(miles.index + miles[0].length));
  const eachWay = away || /each way|one[- ]way/.test(text);
  const roundTrip = /round[- ]?trip|both ways|there and back/.test(text);
  if (!eachWay && !roundTrip) return null;
  const time = readDriveTime(text);
  if (time === 'unread') return null;
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
    : `Cost per mile: ${perMileShown(cost)}`;
  const inputs = [
    `Distance: ${formatNumber(distance, 1)} miles ${eachWay ? 'each way' : 'round trip'}`,
    `Days: ${days.label}`,
    fuel,
  ];
  const gallons = byFuel ? ` (${formatNumber(periodMiles / Number(mpg![1]), 1)} gallons)` : '';
  const way = eachWay ? 'Miles each way × 2' : 'Round-trip miles';
  const period = days.weekOnly ? 'week' : days.perYear === 12 ? 'month' : 'year';
  const toll = tolls ? tollsOverPeriod(tolls, days.count, period) : null;
  if (tolls && !toll) return null;
  if (toll) inputs.push(`Tolls: ${formatMoney(tolls!.amount)} ${tollWords[tolls!.per]}`);
  const park = parking ? tollsOverPeriod(parking, days.count, period) : null;
  if (parking && !park) return null;
  if (park) inputs.push(`Parking: ${formatMoney(parking!.amount)} ${tollWords[parking!.per]}`);
  // A pass is a month's: set against a month's driving only.
  if (pass && period !== 'month') return null;
  if (pass) inputs.push(`Transit pass: ${formatMoney(pass.value)} a month`);
  // The time asked beside the miles (rule 75): minutes a day × days, in hours.
  const dailyMinutes = time ? time.minutes * (time.eachWay ? 2 : 1) : 0;
  if (time) inputs.push(`Drive time: ${time.minutes} minutes ${time.eachWay ? 'each way' : 'round trip'}`);
  const hoursOver = (count: number) => formatNumber((dailyMinutes * count) / 60, 1);
  const tollLines = toll
    ? [
        `Tolls: **${formatMoney(toll.total)}** a ${period} (${toll.how})`,
        `Total with tolls: **${formatMoney(periodCost + toll.total)}** a ${period}${period === 'week' ? '' : period === 'month' ? ` (${formatMoney((periodCost + toll.total) * 12)} a year)` : ` (${formatMoney((periodCost + toll.total) / 12)} a month)`}`,
      ]
    : [];
  // A week's figures carry no parking line: decline rather than leave the parking out.
  if (days.weekOnly && park) return null;
  if (days.weekOnly)
    return {
      title: 'Commute cost',
      inputs,
      results: [
        `Miles a week: ${formatNumber(periodMiles, 0)}${gallons}`,
        `Cost: **${formatMoney(periodCost)}** a week`,
        ...(time ? [`Time: **${hoursOver(days.count)} hours** a week`] : []),
        ...tollLines,
        'For a year, tell me how many weeks a year you make the trip (for example "48 weeks").',
      ],
      method: `${way} × days a week × cost per mile${byFuel ? ' (miles ÷ mpg × price a gallon)' : ''}${time ? `; time = ${timeMethod(time.eachWay)} × days a week ÷ 60` : ''}`,
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
  if (time)
    results.push(
      yearly
        ? `Time: **${hoursOver(days.count)} hours** a month (**${hoursOver(days.count * 12)} hours** a year)`
        : `Time: **${hoursOver(days.count)} hours** a year (${hoursOver(days.count / 12)} hours a month)`,
    );
  results.push(...tollLines);
  if (park || pass) {
    const driving = periodCost + (toll?.total ?? 0) + (park?.total ?? 0);
    results.push(
      ...(park ? [`Parking: **${formatMoney(park.total)}** a ${period} (${park.how})`] : []),
      `Driving in all: ${[formatMoney(periodCost), ...(toll ? [formatMoney(toll.total)] : []), ...(park ? [formatMoney(park.total)] : [])].join(' + ')} = **${formatMoney(driving)}** a ${period}`,
      ...(pass
        ? [
            driving >= pass.value
              ? `Driving costs **${formatMoney(driving - pass.value)}** more a month than the ${formatMoney(pass.value)} pass (${formatMoney((driving - pass.value) * 12)} a year)`
              : `Driving costs **${formatMoney(pass.value - driving)}** less a month than the ${formatMoney(pass.value)} pass`,
          ]
        : []),
    );
  }
  return {
    title: pass ? 'Commute cost: driving against a transit pass' : 'Commute cost',
    inputs,
    results,
    method: `${way} × ${yearly ? 'days a month' : 'days a year'} × cost per mile${byFuel ? ' (miles ÷ mpg × price a gallon)' : ''}${toll ? ', plus the tolls over the same days' : ''}${park ? ', plus parking over the same days' : ''}${pass ? '; the difference = driving − the pass' : ''}${time ? `; time = ${timeMethod(time.eachWay)} × ${yearly ? 'days a month' : 'days a year'} ÷ 60` : ''}`,
  };
};

const timeMethod = (eachWay: boolean) => (eachWay ? 'minutes each way × 2' : 'round-trip minutes');

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
/** Two homes named by a letter or number: "A is 22 miles … and B is only 8". */
const LETTERED = /\b([a-d]|[1-4])(?:'s| is| would be)\s+(?:only |just |about |around |roughly )?\d/g;

/**
 * "A is 22 miles from my office each way and B is only 8": the second distance said without its unit
 * is in the first one's miles.
 */
function withMilesCarried(text: string): string {
  if (!MILES.test(text)) return text;
  return text.replace(
    /(\b(?:and|but|while|vs\.?|versus)\s+(?:(?:house|home|place|option)\s+)?(?:[a-d]|[1-4]|the other(?: one)?)(?:'s| is| would be)\s+(?:only |just |about |around |roughly )?)(\d+(?:\.\d+)?)(?!\s*(?:miles?\b|mi\b|%|\d|k\b|minutes?|mins?|hours?))/g,
    '$1$2 miles',
  );
}

/** "one round trip per workday", "a round trip each day": how many drives, not how far. */
const ROUND_TRIPS_A_DAY = /\b(?:one|a|1|single)\s+round[- ]?trip\s+(?:a|per|each|every)\s+(?:work\s?)?day\b/;
/** A distance with nothing after it ("house b is 6 miles"), carried from the first one's sense. */
const MILES_ONLY = /^\d+(?:\.\d+)?\s*(?:miles?|mi)$/;

export const commuteCostOfTwo: Reader = ({ text: said }) => {
  // Tolls are not split between two homes by guess.
  if (/\btolls?\b/.test(said)) return null;
  const text = withMilesCarried(said);
  // Two homes compared, not two people's commutes ("mine vs my wife's").
  const lettered = new Set([...text.matchAll(LETTERED)].map((m) => m[1]));
  // "we'd carpool in one car": one commute for the household, whoever's job it is (rule 122).
  const oneCar = /\b(?:carpool\w*|in one car|ride together|drive together)\b/.test(text);
  if (
    (!HOMES.test(text) && lettered.size !== 2) ||
    (/\b(?:wife|husband|partner|spouse|roommate)'?s?\b/.test(text) && !oneCar)
  )
    return null;
  const miles = [...text.matchAll(new RegExp(MILES.source, 'g'))];
  const perMile = PER_MILE.exec(text) ?? BARE_PER_MILE.exec(text);
  const days = readDays(text);
  if (miles.length !== 2 || !perMile || !days || days.weekOnly) return null;
  // "18 miles from the hospital … one round trip per workday": distances from the place are each way,
  // and the round trip is a count of drives a day, no distance (rule 122).
  const tripsCounted = ROUND_TRIPS_A_DAY.exec(text);
  const eachWay = tripsCounted !== null || /each way|one[- ]way/.test(text);
  if (tripsCounted) {
    // Every distance a plain one from the place ("18 miles from the hospital", "6 miles"), none said
    // as a round trip itself.
    if (
      !miles.every((m) => MILES_ONLY.test(m[0])) ||
      /each way|one[- ]way|both ways|there and back/.test(text)
    )
      return null;
  } else if (eachWay === /round[- ]?trip|both ways|there and back/.test(text)) return null;
  const placed = [
    spanOf(tripsCounted),
    ...miles.map((m) => spanOf(m)),
    spanOf(perMile),
    // "option 1", "house 2": names, no amounts.
    ...[...text.matchAll(NAMES)].map((m) => spanOf(m as RegExpExecArray)),
    ...[...text.matchAll(/\b[1-4](?='s| is| would be)/g)].map((m) => spanOf(m as RegExpExecArray)),
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
  // "A is 22 miles … B is only 8": the homes by their own names.
  const letters = [...lettered].map((l) => l!.toUpperCase());
  const name = (i: number) => (letters.length === 2 ? letters[i]! : i === 0 ? 'First' : 'Second');
  return {
    title: 'Commuting cost of two homes',
    inputs: [
      ...distances.map(
        (d, i) =>
          `${name(i)}${letters.length === 2 ? '' : ' home'}: ${formatNumber(d, 1)} miles ${eachWay ? 'each way' : 'round trip'}`,
      ),
      `Days: ${days.label}${days.perYear === 12 ? ` × 12 = ${daysYear} a year` : ''}`,
      `Cost per mile: ${perMileShown(cost)}${perMile[2] !== undefined ? ` (${perMile[2]} cents)` : ''}`,
    ],
    results: [
      ...distances.map(
        (d, i) =>
          `${name(i)}${letters.length === 2 ? '' : ' home'}: **${formatMoney(costs[i]!)}** a year, ${formatMoney(costs[i]! / 12)} a month (${formatNumber(d * trips, 1)} miles × ${daysYear} days × ${perMileShown(cost)})`,
      ),
      a === b
        ? 'The same cost'
        : `${letters.length === 2 ? letters[a > b ? 0 : 1] : `The ${a > b ? 'first' : 'second'} (farther) home`} costs **${formatMoney(Math.abs(a - b))}** more a year (${formatMoney(Math.abs(a - b) / 12)} a month)`,
    ],
    method: `${eachWay ? 'Miles each way × 2' : 'Round-trip miles'} × days a year × cost per mile, for each home`,
  };
};

/** Miles driven a month: "800 miles a month", "950 miles/month", "1,100 mi per month". */
const MILES_A_MONTH = /(\d{1,2},\d{3}|\d{1,5})\s*(?:miles?|mi)\s*(?:a|per|\/|each|every)\s*(?:month|mo)\b/;

/** The amount a month whose own clause carries the words ("pass", "park"), with where it stands. */
function monthlyAmountNamed(text: string, tokens: readonly NumberToken[], words: RegExp): NumberToken[] {
  return tokens.filter((t) => {
    if (t.kind !== 'money') return false;
    const before =
      text
        .slice(Math.max(0, t.start - 30), t.start)
        .split(/[,;(]\s*|\.\s|\bvs\.?\b|\bversus\b|\band\b|\bplus\b|\+|\d/)
        .pop() ?? '';
    const after =
      text.slice(t.end, t.end + 30).split(/[,;:)]|\.\s|\bvs\.?\b|\bversus\b|\band\b|\bplus\b|\+|\d/)[0] ?? '';
    const monthly = t.period === 'monthly' || /\bmonthly\b|\ba month\b/.test(`${before} ${after}`);
    return monthly && t.period !== 'yearly' && words.test(`${before} ${after}`);
  });
}

/**
 * "transit pass is 120 a month vs driving: parking 200 a month, 800 miles a month at 25 mpg and gas
 * 3.50 a gallon" (rule 68): driving costs the parking plus the gas (miles ÷ mpg × price a gallon), and
 * the pass saves the difference, a month and a year. Every number must be placed.
 */
export const transitVersusDriving: Reader = ({ text, tokens }) => {
  if (!/\b(?:transit|train|bus|metro|subway|rail|light rail|commuter)\b|\bpass\b/.test(text)) return null;
  if (!/\bpass\b/.test(text) || !/\b(?:driv\w*|car|park\w*)\b/.test(text)) return null;
  const pass = monthlyAmountNamed(text, tokens, /\bpass\b/);
  const parking = monthlyAmountNamed(text, tokens, /\bpark(?:ing)?\b/);
  const miles = MILES_A_MONTH.exec(text);
  const mpg = MPG.exec(text);
  const gas = GAS.map((re) => re.exec(text)).find(Boolean);
  if (pass.length !== 1 || parking.length > 1 || !miles || !mpg || !gas) return null;
  if (parking[0] === pass[0]) return null;
  const placed = [pass[0]!, parking[0], spanOf(miles), spanOf(mpg), spanOf(gas)];
  if (!everyNumberPlaced(text, placed)) return null;
  const milesMonth = Number(miles[1]!.replace(/,/g, ''));
  const perGallon = Number(gas[1]);
  const milesPerGallon = Number(mpg[1]);
  if (!(milesMonth > 0 && milesPerGallon >= 5 && milesPerGallon <= 150 && perGallon > 0.5 && perGallon < 15))
    return null;
  const gasMonth = (milesMonth / milesPerGallon) * perGallon;
  const park = parking[0]?.value ?? 0;
  const driving = park + gasMonth;
  const saving = driving - pass[0]!.value;
  return {
    title: 'Transit pass against driving',
    inputs: [
      `Transit pass: ${formatMoney(pass[0]!.value)} a month`,
      parking[0] ? `Parking: ${formatMoney(park)} a month` : 'Parking: none stated',
      `Gas: ${formatNumber(milesMonth, 0)} miles a month ÷ ${milesPerGallon} mpg × ${formatMoney(perGallon)} a gallon = ${formatMoney(gasMonth)} a month`,
    ],
    results: [
      `Driving: **${formatMoney(driving)}** a month (${parking[0] ? `${formatMoney(park)} parking + ` : ''}${formatMoney(gasMonth)} gas)`,
      saving >= 0
        ? `The pass saves **${formatMoney(saving)}** a month, **${formatMoney(saving * 12)}** a year`
        : `The pass costs **${formatMoney(-saving)}** a month more than driving (${formatMoney(-saving * 12)} a year)`,
    ],
    method:
      'Driving = parking + miles ÷ mpg × price a gallon (gas only, not wear, insurance or tolls); saving = driving − the pass, × 12 for the year',
  };
};

/** A time each way or round trip: "25 minutes", "50 min", "1 hour", "1.5 hours" (never "85 min" paid). */
const DURATION =
  /(\d{1,3}(?:\.\d+)?)\s*(?:(minutes?|mins?)\b|(hours?|hrs?)\b)(?!\s*(?:payment|on (?:a|the|my)|due))/g;
/** A value of time: "$40 an hour", "$35/hour", "50 an hour", "$45/hr". */
const PER_HOUR = /\$?(\d{1,4}(?:\.\d+)?)\s*(?:\/\s*(?:hr|hour)\b|(?:an|a|per)\s+(?:hr|hour)\b)/;
/** Workdays with no period: "220 workdays", "230 working days" are a year's. */
const WORKDAYS =
  /\b(\d{3})\s*(?:work(?:ing)?\s*days|workdays|days (?:at|in) the office)\b(?!\s*(?:a|per|\/|each|every)\s)/;

/**
 * "25 minutes each way here vs 55 minutes each way there, 240 workdays a year: extra hours a year and
 * its value at $40 an hour" (rule 68): the longer commute's extra minutes a day (× 2 each way) × the
 * days a year, in hours, and × the hourly value when one is given. Both times each way or both round
 * trip; every number must be placed.
 */
export const commuteTimeValue: Reader = ({ text }) => {
  if (!/\b(?:commut\w*|drive|driving|ride|trip|each way|one[- ]way|round[- ]?trip)\b/.test(text)) return null;
  const hourly = PER_HOUR.exec(text);
  const durations = [...text.matchAll(DURATION)].filter(
    // "$40 an hour" is a value of time, never a duration.
    (m) => !(hourly && (m.index ?? 0) >= hourly.index && (m.index ?? 0) < hourly.index + hourly[0].length),
  );
  if (durations.length !== 2) return null;
  const eachWay = /each way|one[- ]way/.test(text);
  if (eachWay === /round[- ]?trip|both ways|there and back/.test(text)) return null;
  const days = readDays(text);
  const bareDays = days ? null : WORKDAYS.exec(text);
  if ((!days && !bareDays) || days?.weekOnly) return null;
  const daysYear = days ? days.count * (days.perYear ?? 1) : Number(bareDays![1]);
  if (!(daysYear >= 20 && daysYear <= 366)) return null;
  const placed = [
    ...durations.map((m) => spanOf(m as RegExpExecArray)),
    spanOf(hourly),
    spanOf(bareDays),
    ...[DAYS_WEEK, WEEKS_YEAR, DAYS_MONTH, DAYS_YEAR].map((re) => spanOf(re.exec(text))),
  ];
  if (!everyNumberPlaced(text, placed)) return null;
  const minutes = durations.map((m) => Number(m[1]) * (m[3] ? 60 : 1));
  const [a, b] = minutes as [number, number];
  if (!(a > 0 && b > 0 && a <= 300 && b <= 300) || a === b) return null;
  const trips = eachWay ? 2 : 1;
  const extraDay = Math.abs(a - b) * trips;
  const hours = (extraDay * daysYear) / 60;
  const rate = hourly ? Number(hourly[1]) : undefined;
  const way = eachWay ? 'each way' : 'round trip';
  return {
    title: 'Extra commuting time',
    inputs: [
      `Commutes: ${formatNumber(a, 0)} and ${formatNumber(b, 0)} minutes ${way}`,
      `Days: ${days ? `${days.label}${days.perYear === 12 ? ` × 12 = ${daysYear} a year` : ''}` : `${daysYear} workdays a year (read as a year's)`}`,
      ...(rate !== undefined ? [`Value of time: ${formatMoney(rate)} an hour`] : []),
    ],
    results: [
      // Each commute's own hours a year too: "how many hours a year is that, and how many would I
      // save" asks the first commute's total as well as the difference (rule 104).
      ...minutes.map(
        (m) =>
          `${formatNumber(m, 0)} minutes ${way}: **${formatNumber((m * trips * daysYear) / 60, 2)} hours** a year (${formatNumber(m, 0)}${trips === 2 ? ' × 2' : ''} × ${daysYear} days ÷ 60)`,
      ),
      `Extra a day: ${formatNumber(extraDay, 0)} minutes (${formatNumber(Math.abs(a - b), 0)} ${way}${trips === 2 ? ' × 2' : ''})`,
      `Difference a year (extra on the longer, saved on the shorter): **${formatNumber(hours, 2)} hours** (${formatNumber(extraDay, 0)} minutes × ${daysYear} days ÷ 60)`,
      ...(rate !== undefined
        ? [`Worth: **${formatMoney(hours * rate)}** a year at ${formatMoney(rate)} an hour`]
        : []),
    ],
    method: `Difference ${way}${trips === 2 ? ' × 2' : ''} × days a year ÷ 60${rate !== undefined ? ' × the value of an hour' : ''}`,
  };
};

// A short-term rental's bookings (docs/assistant.md rule 97): the fees taken from them (several
// percents add, a charge per turnover on top, two quotes or two fee plans side by side), the most an
// association's rental cap allows, a guest's cost per night with the cleaning fee, a rate mix by day
// of week or season, the income given up by blocking nights, and booked nights from seasons'
// occupancies. Part of quick-math (READERS there); each reader places every number or does not fire.
import { countOrOne } from './number-words.ts';
import { formatAmount, formatMoney, formatNumber, formatPercent, formatRate } from './format.ts';
import { AMOUNT, PCT, type Reader, type Span } from './quick-math-reading.ts';
import {
  countsAt,
  feeLine,
  feeShare,
  feesOnBookings,
  findAll,
  nightlyRates,
  occupancies,
  overlaps,
  type Fee,
  type Found,
  allPlaced,
} from './str-revenue-reading.ts';
import { breakEvenNights, leaseVersusShortTerm, monthlyNet, revenueForCashOnCash } from './str-net-math.ts';
import { priceToGross, smallResort } from './str-resort-math.ts';

const RENTAL =
  /\bairbnb\b|\bvrbo\b|\bshort[- ]term\b|\bstr\b|\bvacation rental\b|\bbookings?\b|\bbooked\b|\bguests?\b|\bnights?\b|\bnightly\b|\bturnovers?\b|\bcabin\b|\bhost\b/;

/** "$42,000 in bookings", "bookings of $58k", "booked $42,000", "booking revenue was $30,000". */
const BOOKINGS = [
  `${AMOUNT}\\s*(?:in|of|worth of)\\s*(?:gross\\s*|total\\s*)?(?:bookings?|booking revenue|rental revenue|revenue|rental income)\\b`,
  `\\b(?:bookings?|booking revenue|gross bookings|rental revenue)(?:\\s*(?:of|were|was|is|are|came to|totaled|total|:|=|about|around))*\\s*${AMOUNT}`,
  `\\b(?:booked|grossed)\\s*${AMOUNT}`,
];
/** "5 nights at $300", "$300 a night for 5 nights". */
const STAY_AT = `(?<![\\d,.$])(\\d{1,3})\\s*nights?\\s*(?:at|@|for)\\s*${AMOUNT}(?!\\s*(?:\\/|a|per)\\s*(?:mo|month|year|week))`;
const STAY_FOR = `${AMOUNT}\\s*(?:\\/|a|per)\\s*night\\s*(?:for|x|×|times)\\s*(\\d{1,3})\\s*nights?`;

interface Booking extends Span {
  total: number;
  shown: string;
  spans: Span[];
}
/** The bookings a fee is taken from: an amount, or nights at a nightly rate. */
function bookingsOf(text: string): Booking | null {
  const amount = findAll(text, BOOKINGS);
  const at = [...text.matchAll(new RegExp(STAY_AT, 'g'))];
  const forNights = [...text.matchAll(new RegExp(STAY_FOR, 'g'))];
  if (amount.length + at.length + forNights.length !== 1) return null;
  if (amount[0])
    return { ...amount[0], total: amount[0].value, shown: formatAmount(amount[0].value), spans: [amount[0]] };
  const m = (at[0] ?? forNights[0])!;
  const [nights, rate] = at[0]
    ? [Number(m[1]), Number(m[2]!.replace(/,/g, ''))]
    : [Number(m[3]), Number(m[1]!.replace(/,/g, ''))];
  const span = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
  return {
    ...span,
    total: nights * rate,
    shown: `${nights} nights × ${formatAmount(rate)} = ${formatMoney(nights * rate)}`,
    spans: [span],
  };
}

const PER_TURN = `${AMOUNT}\\s*(?:per|a|an|each|\\/|for each|every)\\s*(?:turnover|turn|stay|booking|reservation|cleaning|check-?out|guest stay)\\b`;
const TURNS = `(?<![\\d,.$])(\\d{1,4})(?![\\d,])\\s*(?:turnovers?|turns|cleanings|stays|check-?outs|reservations|bookings|guest stays)\\b`;
/** "Manager A:", "option 2", "company B", "quote 1": the start of one plan of two. */
// The normaliser writes "quote 1: 20%" as "quote 1%: 20%" (a list of rates), so "1%:" is a label too.
const PLAN_LABEL =
  /\b(manager|company|option|plan|quote|pm|firm|co-?host)\s+(?:#\s*)?([a-d]|[1-4])\b(?:%(?=:))?(?!\s*%)/g;

interface Plan {
  label: string;
  fees: Fee[];
  perTurn?: Found;
}

/**
 * The fees a host pays on bookings (rule 97): several percents add ("5% commission plus 3% payment
 * processing"), a charge per turnover is counted over the turnovers, and two quotes or fee plans are
 * each worked out and set side by side ("Manager A: 25% … Manager B: 18% plus $95 per turnover",
 * "host-only fee (15%) vs the split fee (3%)"), with the host's payout under each.
 */
export const bookingFees: Reader = ({ text }) => {
  if (
    !RENTAL.test(text) ||
    !/\b(?:fees?|commission|take|takes|took|cost|charge|payout|keep|cheaper|pay)\b/.test(text)
  )
    return null;
  if (nightlyRates(text).length > 0 && !new RegExp(STAY_FOR).test(text)) return null;
  const booking = bookingsOf(text);
  if (!booking) return null;
  const labels = [...text.matchAll(PLAN_LABEL)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    label: `${m[1]![0]!.toUpperCase()}${m[1]!.slice(1)} ${m[2]!.toUpperCase()}`,
  }));
  const fees = feesOnBookings(text, labels);
  if (!fees || fees.length === 0 || occupancies(text).length > 0) return null;
  const perTurns = findAll(text, [PER_TURN]);
  const turns = countsAt(text, TURNS).filter((t) => !perTurns.some((p) => overlaps(p, t)));
  if (turns.length > 1 || (perTurns.length > 0 && turns.length === 0)) return null;
  let plans: Plan[];
  if (labels.length >= 2) {
    plans = labels.map((l, i) => {
      const sentenceEnd = text.slice(l.end).search(/[.!?](?:\s|$)/);
      const end = Math.min(
        labels[i + 1]?.start ?? text.length,
        sentenceEnd < 0 ? text.length : l.end + sentenceEnd,
      );
      const inPlan = (s: Span) => s.start >= l.end && s.end <= end;
      const own = perTurns.filter(inPlan);
      return { label: l.label, fees: fees.filter(inPlan), ...(own[0] ? { perTurn: own[0] } : {}) };
    });
    if (plans.some((p) => p.fees.length === 0) || perTurns.some((p) => !plans.some((q) => q.perTurn === p)))
      return null;
  } else if (
    fees.length === 2 &&
    perTurns.length === 0 &&
    /\bvs\.?\b|\bversus\b|\bor\b|\bcompared (?:to|with)\b/.test(text.slice(fees[0]!.end, fees[1]!.start)) &&
    /\beach\b|\bwhich\b|\bboth\b|\beither\b|\bvs\.?\b|\bversus\b/.test(text)
  ) {
    plans = fees.map((f, i) => {
      const from = i === 0 ? Math.max(0, f.start - 40) : fees[0]!.end;
      const words = text
        .slice(from, f.start)
        .split(/\bvs\.?\b|\bversus\b|\bor\b|\bon\b|\bwith\b|[.,:]/)
        .pop()!
        .replace(/[()]/g, ' ')
        .replace(/\b(?:the|my|a|an|if i'm|i'm|at)\b/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return { label: words ? `${words[0]!.toUpperCase()}${words.slice(1)}` : `Option ${i + 1}`, fees: [f] };
    });
  } else plans = [{ label: 'Fees', fees, ...(perTurns[0] ? { perTurn: perTurns[0] } : {}) }];
  if (perTurns.length > plans.filter((p) => p.perTurn).length) return null;
  if (!allPlaced(text, [...booking.spans, ...fees, ...perTurns, ...turns, ...labels])) return null;
  const turnovers = turns[0]?.value ?? 0;
  const costOf = (p: Plan) =>
    feeShare(p.fees) * booking.total + (p.perTurn ? p.perTurn.value * turnovers : 0);
  const lines = plans.map((p) => {
    const cost = costOf(p);
    const parts = `${feeLine(p.fees)} × ${formatMoney(booking.total)}${p.perTurn ? ` + ${formatAmount(p.perTurn.value)} × ${turnovers} turnovers` : ''}`;
    return `${plans.length > 1 ? `${p.label}: ` : 'Total fees: '}**${formatMoney(cost)}** (${parts}); you keep **${formatMoney(booking.total - cost)}**`;
  });
  const results = [...lines];
  if (plans.length === 2) {
    const [a, b] = plans.map(costOf) as [number, number];
    const cheaper = a <= b ? plans[0]! : plans[1]!;
    results.push(
      a === b
        ? 'Both cost the same'
        : `${cheaper.label} costs less by **${formatMoney(Math.abs(a - b))}** (and pays you that much more)`,
    );
  }
  return {
    title: plans.length > 1 ? 'Short-term rental fees compared' : 'Short-term rental fees',
    inputs: [
      `Bookings: ${booking.shown}`,
      ...plans.map(
        (p) =>
          `${plans.length > 1 ? `${p.label}: ` : ''}${p.fees.map((f) => `${f.name} ${formatRate(f.value)}`).join(' + ')} of bookings${p.perTurn ? ` + ${formatAmount(p.perTurn.value)} per turnover` : ''}`,
      ),
      ...(turns[0] ? [`Turnovers: ${turnovers}`] : []),
    ],
    results,
    method:
      'Fees = the percents of bookings added together × the bookings, + the charge per turnover × the turnovers; what you keep = bookings − fees',
  };
};

/**
 * An association's rental cap (rule 97): "at most 12 rentals a year, each at least 7 nights, at
 * $2,100 a week": the most it can gross is every allowed stay at the shortest length.
 */
export const cappedRentals: Reader = ({ text }) => {
  if (!/\b(?:most|max\w*|gross|earn|make|income|revenue|bring in)\b/.test(text)) return null;
  const cap = countsAt(
    text,
    `\\b(?:at most|max(?:imum)?(?: of)?|up to|no more than|limit(?:ed)? (?:of|to)|only|cap(?:ped)? (?:of|at))\\s*(\\d{1,3})\\s*(?:times|rentals?|stays|bookings|leases|guests? stays)(?:\\s*(?:a|per|each)\\s*year)?`,
  );
  const least = countsAt(
    text,
    `\\b(?:at least|minimum(?: stay)?(?: of)?|min\\.?(?: stay)?(?: of)?)\\s*(\\d{1,3})\\s*(?:nights?|days?)|(?<![\\d,.$])(\\d{1,3})[- ](?:night|day) minimum`,
  );
  if (cap.length !== 1 || least.length !== 1) return null;
  const weekly = findAll(text, [`${AMOUNT}\\s*(?:\\/|a|per|each)\\s*week\\b`]);
  const nightly = nightlyRates(text);
  if (weekly.length + nightly.length !== 1) return null;
  if (!allPlaced(text, [...cap, ...least, ...weekly, ...nightly])) return null;
  const count = cap[0]!.value;
  const nights = least[0]!.value;
  if (!(count > 0 && nights > 0)) return null;
  const perNight = weekly[0] ? weekly[0].value / 7 : nightly[0]!.value;
  const perStay = nights * perNight;
  return {
    title: 'Most a rental cap allows',
    inputs: [
      `Rentals allowed: ${count} a year`,
      `Shortest stay: ${nights} nights`,
      weekly[0]
        ? `Rate: ${formatAmount(weekly[0].value)} a week (${formatMoney(perNight)} a night)`
        : `Rate: ${formatAmount(perNight)} a night`,
    ],
    results: [
      `Each stay: ${formatMoney(perStay)} (${nights} nights × ${formatMoney(perNight)})`,
      `Most you could gross: **${formatMoney(count * perStay)}** a year (${count} stays × ${formatMoney(perStay)}), ${count * nights} nights booked`,
    ],
    method:
      'Most gross = rentals allowed × the shortest stay × the nightly rate (a weekly rate ÷ 7), with every allowed slot filled; longer stays at the same rate gross more',
  };
};

/**
 * A guest's cost per night (rule 97): "3 nights at $200 and a $175 cleaning fee" is ($600 + $175) ÷ 3.
 */
export const costPerNight: Reader = ({ text }) => {
  if (!/\bper night\b|\ba night\b|\bnightly\b|\/\s?night\b/.test(text)) return null;
  if (
    !/\beffective\w*|\breal(?:ly)?\b|\btrue\b|\bactual\w*\b|\ball[- ]in\b|\bcost\b|\bpay(?:s|ing)?\b/.test(
      text,
    )
  )
    return null;
  const stays = [...text.matchAll(new RegExp(STAY_AT, 'g')), ...text.matchAll(new RegExp(STAY_FOR, 'g'))];
  const cleaning = findAll(text, [
    `${AMOUNT}\\s*(?:cleaning|clean)(?: fee)?\\b`,
    `\\bcleaning(?: fee)?(?:\\s*(?:of|is|was|:|=))?\\s*${AMOUNT}`,
  ]);
  if (stays.length !== 1 || cleaning.length !== 1) return null;
  const m = stays[0]!;
  const fromAt = new RegExp(STAY_AT).test(m[0]);
  const [nights, rate] = fromAt
    ? [Number(m[1]), Number(m[2]!.replace(/,/g, ''))]
    : [Number(m[3]), Number(m[1]!.replace(/,/g, ''))];
  const span = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
  if (findAll(text, [PCT]).length > 0 || !allPlaced(text, [span, ...cleaning]) || nights <= 0) return null;
  const total = nights * rate + cleaning[0]!.value;
  return {
    title: 'Cost per night with the cleaning fee',
    inputs: [
      `Stay: ${nights} nights at ${formatAmount(rate)}`,
      `Cleaning fee: ${formatAmount(cleaning[0]!.value)}`,
    ],
    results: [
      `Total paid: ${formatMoney(total)} (${nights} × ${formatMoney(rate)} + ${formatMoney(cleaning[0]!.value)})`,
      `Effective cost per night: **${formatMoney(total / nights)}** (${formatMoney(total)} ÷ ${nights}), ${formatMoney(total / nights - rate)} a night above the rate`,
    ],
    method:
      'Cost per night = (nights × nightly rate + cleaning fee) ÷ nights, before taxes and platform fees',
  };
};

const WEEKEND = /\b(?:fri\w*|sat\w*|weekends?)\b/;
const WEEKDAY = /\b(?:sun\w*|mon\w*|tue\w*|wed\w*|thu\w*|week ?nights?|weekdays?|midweek|week days?)\b/;

/**
 * A rate mix (rule 97): "$349 Friday and Saturday, $219 Sunday through Thursday; 104 weekend nights
 * and 90 weeknights" or "peak 100 nights at $400, off-season 120 nights at $150": revenue is each
 * rate × its nights, and the average rate per booked night is that ÷ all the nights.
 */
export const rateMix: Reader = ({ text }) => {
  if (
    !/\brevenue\b|\baverage\b|\bavg\b|\bgross\b|\bmake\b|\bearn\b|\bincome\b|\btotal\b|\bbring in\b/.test(
      text,
    )
  )
    return null;
  let groups: { label: string; rate: number; nights: number }[] = [];
  let spans: Span[] = [];
  const pairs = [...text.matchAll(new RegExp(STAY_AT, 'g'))];
  if (pairs.length >= 2) {
    groups = pairs.map((m, i) => {
      const before = text
        .slice(Math.max(0, (m.index ?? 0) - 30), m.index)
        .split(/[,;.:]|\band\b/)
        .pop()!
        .trim();
      return {
        label: before || `Group ${i + 1}`,
        nights: Number(m[1]),
        rate: Number(m[2]!.replace(/,/g, '')),
      };
    });
    spans = pairs.map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  } else {
    const counts = countsAt(
      text,
      `(?<![\\d,.$])(\\d{1,3})(?![\\d,])\\s*(?:(?:booked\\s*)?(?:weekend|fri(?:day)?s?(?:\\s*(?:and|&|\\/)\\s*sat(?:urday)?s?)?|week ?night|weekday|midweek|week day|sun(?:day)?[- ](?:to |through |thru )?thu(?:rsday)?)\\s*nights?|week ?nights|weekdays|weekend nights)\\b`,
    );
    const rates = findAll(text, [`${AMOUNT}(?!\\s*(?:%|percent))`]).filter(
      (a) => !counts.some((c) => overlaps(c, a)),
    );
    if (counts.length !== 2 || rates.length !== 2) return null;
    const sideOf = (s: Span) => {
      const after = text.slice(s.end, s.end + 45).split(/\$|\d/)[0]!;
      return WEEKEND.test(after) ? 'weekend' : WEEKDAY.test(after) ? 'weekday' : undefined;
    };
    const countSide = (c: Found) => {
      const words = text.slice(c.start, c.end);
      return WEEKEND.test(words) ? 'weekend' : WEEKDAY.test(words) ? 'weekday' : undefined;
    };
    for (const side of ['weekend', 'weekday'] as const) {
      const rate = rates.filter((r) => sideOf(r) === side);
      const count = counts.filter((c) => countSide(c) === side);
      if (rate.length !== 1 || count.length !== 1) return null;
      groups.push({
        label: side === 'weekend' ? 'Weekend nights' : 'Weeknights',
        rate: rate[0]!.value,
        nights: count[0]!.value,
      });
    }
    spans = [...counts, ...rates];
  }
  if (!allPlaced(text, spans) || findAll(text, [PCT]).length > 0) return null;
  const nights = groups.reduce((s, g) => s + g.nights, 0);
  const revenue = groups.reduce((s, g) => s + g.nights * g.rate, 0);
  if (nights <= 0 || nights > 366 * 3) return null;
  return {
    title: 'Short-term rental revenue from a rate mix',
    inputs: groups.map((g) => `${g.label}: ${g.nights} nights at ${formatAmount(g.rate)}`),
    results: [
      ...groups.map(
        (g) => `${g.label}: ${formatMoney(g.nights * g.rate)} (${g.nights} × ${formatMoney(g.rate)})`,
      ),
      `Nightly revenue: **${formatMoney(revenue)}** for ${formatNumber(nights, 2)} booked nights`,
      `Average rate per booked night: **${formatMoney(revenue / nights)}** (${formatMoney(revenue)} ÷ ${formatNumber(nights, 2)})`,
    ],
    method: 'Revenue = each rate × its booked nights, added; average rate = revenue ÷ all booked nights',
  };
};

/**
 * Nights kept back for the family (rule 97): "we block 3 weeks in July, those nights go for $425 and
 * 90% would book" gives up nights × rate × the share that would have booked (every night, unless a
 * share is said), less a platform's or manager's percent when one is stated.
 */
export const blockedNights: Reader = ({ text }) => {
  if (
    !/\bblock\w*|\bkeep\w* (?:it|them|the \w+) for\b|\bpersonal use\b|\bour own use\b|\bfor (?:the )?family\b|\bfor ourselves\b|\buse (?:it|the \w+) ourselves\b|\btake (?:it )?off the (?:market|calendar)\b/.test(
      text,
    )
  )
    return null;
  if (
    !/\bgiv\w* up\b|\blos[et]\w*\b|\bforgo\w*|\bmiss\w*|\bopportunity cost\b|\bcost (?:us|me)\b|\bleav\w* on the table\b|\bforfeit\w*/.test(
      text,
    )
  )
    return null;
  const weeks = [
    ...text.matchAll(/(?<![\d,.$])(\d{1,2}|a|an|one|two|three|four|five|six)\s*(?:full\s*)?weeks?\b/g),
  ];
  const nightsSaid = countsAt(text, `(?<![\\d,.$])(\\d{1,3})(?![\\d,])\\s*nights?\\b(?!\\s*(?:at|@))`);
  if (weeks.length + nightsSaid.length !== 1) return null;
  const w = weeks[0];
  const nights = w ? 7 * countOrOne(w[1]!) : nightsSaid[0]!.value;
  const nightsSpan = w ? { start: w.index ?? 0, end: (w.index ?? 0) + w[0].length } : nightsSaid[0]!;
  const rates = findAll(text, [
    ...[
      `${AMOUNT}\\s*(?:\\/|per|a|an|each)\\s*night\\b`,
      `\\b(?:go(?:es)? for|rent(?:s)? for|book(?:s)? (?:for|at)|get|charge|average|at)\\s*${AMOUNT}(?!\\s*(?:%|k\\b))`,
    ],
  ]);
  const share = findAll(
    text,
    [
      `${PCT}\\s*(?:of (?:them|those|the nights|those nights)\\s*)?(?:to |would |will |should |might )?(?:book|booked|occupancy|occupied|rent|filled)`,
      `\\b(?:occupancy|book(?:ed)?)(?: rate)?(?: of| at| is)?\\s*${PCT}`,
    ],
    true,
  );
  if (rates.length !== 1 || share.length > 1) return null;
  if (!allPlaced(text, [nightsSpan, ...rates, ...share])) return null;
  const rate = rates[0]!.value;
  const booked = share[0]?.value ?? 1;
  if (!(booked > 0 && booked <= 1) || rate < 20) return null;
  const lost = nights * booked * rate;
  return {
    title: 'Rental income given up by blocking nights',
    inputs: [
      `Nights blocked: ${nights}${w ? ` (${w[0].trim()} × 7)` : ''}`,
      `Nightly rate: ${formatAmount(rate)}`,
      `Share that would book: ${share[0] ? formatRate(booked) : '100% (every night; say a share if fewer would book)'}`,
    ],
    results: [
      `Nights that would have booked: ${formatNumber(nights * booked, 2)} (${nights} × ${formatRate(booked)})`,
      `Rental income given up: **${formatMoney(lost)}** (${formatNumber(nights * booked, 2)} × ${formatMoney(rate)})`,
    ],
    method:
      'Income given up = nights blocked × the share that would have booked × the nightly rate, before fees and cleaning',
  };
};

/**
 * Seasons' occupancies (rule 97): "peak 120 nights at 85%, shoulder 120 at 55%, off 125 at 25%": the
 * booked nights are each season's nights × its occupancy, and the year's occupancy is their sum ÷ all
 * the nights; a rate stated for each season gives the revenue too.
 */
export const seasonalOccupancy: Reader = ({ text }) => {
  const pairs = [
    ...text.matchAll(
      new RegExp(
        `(?<![\\d,.$])(\\d{1,3})(?![\\d,])\\s*nights?\\s*(?:at|@|with|of|,)?\\s*(?:about\\s*|around\\s*|~)?${PCT}(?:\\s*(?:occupancy|occupied|booked))?(?:\\s*(?:at|@)\\s*${AMOUNT}(?:\\s*(?:a|\\/|per)\\s*night)?)?`,
        'g',
      ),
    ),
  ];
  if (pairs.length < 2) return null;
  const seasons = pairs.map((m, i) => {
    const label = text
      .slice(Math.max(0, (m.index ?? 0) - 40), m.index)
      .split(/[,;.:]|\band\b/)
      .pop()!
      .replace(/\b(?:is|are|runs?|has|with|the)\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return {
      label: label ? `${label[0]!.toUpperCase()}${label.slice(1)}` : `Season ${i + 1}`,
      nights: Number(m[1]),
      occupancy: Number(m[2]) / 100,
      rate: m[3] ? Number(m[3].replace(/,/g, '')) * (m[4] === 'k' ? 1000 : 1) : undefined,
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    };
  });
  const rated = seasons.filter((s) => s.rate !== undefined);
  if (rated.length > 0 && rated.length < seasons.length) return null;
  if (seasons.some((s) => !(s.occupancy > 0 && s.occupancy <= 1))) return null;
  if (!allPlaced(text, seasons)) return null;
  const nights = seasons.reduce((s, x) => s + x.nights, 0);
  const booked = seasons.reduce((s, x) => s + x.nights * x.occupancy, 0);
  const revenue = rated.length
    ? seasons.reduce((s, x) => s + x.nights * x.occupancy * x.rate!, 0)
    : undefined;
  if (nights > 366) return null;
  return {
    title: 'Booked nights by season',
    inputs: seasons.map(
      (s) =>
        `${s.label}: ${s.nights} nights at ${formatRate(s.occupancy)} occupancy${s.rate !== undefined ? `, ${formatAmount(s.rate)} a night` : ''}`,
    ),
    results: [
      ...seasons.map(
        (s) =>
          `${s.label}: ${formatNumber(s.nights * s.occupancy, 2)} booked nights (${s.nights} × ${formatRate(s.occupancy)})${s.rate !== undefined ? `, ${formatMoney(s.nights * s.occupancy * s.rate)}` : ''}`,
      ),
      `Booked nights for the year: **${formatNumber(booked, 2)}** of ${nights}`,
      `Overall occupancy: **${formatPercent(booked / nights)}** (${formatNumber(booked, 2)} ÷ ${nights})`,
      ...(revenue !== undefined
        ? [
            `Revenue: **${formatMoney(revenue)}**, an average of ${formatMoney(revenue / booked)} a booked night`,
          ]
        : []),
    ],
    method:
      "Booked nights = each season's nights × its occupancy, added; overall occupancy = booked nights ÷ all the season's nights",
  };
};

/** Rule 97's readers, in the order tried: the most specific words first. */
export const STR_REVENUE_READERS: readonly Reader[] = [
  smallResort,
  priceToGross,
  leaseVersusShortTerm,
  revenueForCashOnCash,
  breakEvenNights,
  monthlyNet,
  seasonalOccupancy,
  blockedNights,
  cappedRentals,
  costPerNight,
  rateMix,
  bookingFees,
];

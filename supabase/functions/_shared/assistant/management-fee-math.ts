// A landlord's management and screening figures (docs/assistant.md rule 90): a manager's percentage of
// the rent collected plus a leasing fee per tenant placed; two managers compared, one charging a share
// of the rent collected and one a flat fee per door, with the rent at which they cost the same; and
// the least income a screening multiple of the rent asks of an applicant. Part of quick-math (READERS
// there); every number must be placed.
import { formatMoney, formatPercent } from './format.ts';
import {
  allPlaced,
  COUNT,
  countValue,
  findAmount,
  MONEY,
  PER_MONTH,
  PER_YEAR,
  spanOf,
} from './landlord-reading.ts';
import { PCT, type QuickAnswer, type Reader } from './quick-math-reading.ts';

const MANAGER = /\b(?:property manager|manager|management|pm|managers?|mgmt)\b/;
/** "8% of collected rent", "9% of collections", "8 percent of the rents collected". */
const SHARE_OF_RENT = new RegExp(
  `${PCT}\\s+(?:of\\s+(?:the\\s+)?(?:collected\\s+|gross\\s+|monthly\\s+)?(?:rents?|rental income|collections|income|revenue)(?:\\s+collected)?|management fee)`,
);
/** The rent collected: "Collected rent this year came to $186,400", "we collect $26,500 a month". */
const COLLECTED = new RegExp(
  `\\b(?:collect(?:ed|s|ing)?|collections|rent roll|gross rents?)\\b(?:\\s+(?:rents?|rent this year|this year|last year|in rent|per month|a month|about|around|roughly|came to|comes? to|totall?ed|totals?|was|were|is|are|of|at|=|:))*\\s*${MONEY}(${PER_MONTH}|${PER_YEAR})?`,
);

/** A manager's leasing fee per tenant placed, as a share of a month's rent or in dollars. */
function leasingFee(text: string): { share?: number; flat?: number; start: number; end: number } | null {
  const share =
    /\b(half|one half|a half|50%|one|a full|a|full|(\d{2,3})%\s+of(?: the)?(?: first)?)\s+(?:of\s+)?(?:(?:one|a|the first|the)\s+)?month'?s'?\s+rent\b/.exec(
      text,
    );
  if (share) {
    const word = share[1]!;
    const value = share[2] ? Number(share[2]) / 100 : /half|50%/.test(word) ? 0.5 : 1;
    return { share: value, start: share.index, end: share.index + share[0].length };
  }
  const flat = new RegExp(
    `\\b(?:leasing|placement|tenant placement|lease-up|lease up|new lease)\\s+fee\\s+(?:of\\s+|is\\s+)?${MONEY}|${MONEY}\\s+(?:leasing|placement|tenant placement)\\s+fee`,
  ).exec(text);
  if (flat) {
    const digits = flat[1] ?? flat[3];
    const suffix = flat[1] ? flat[2] : flat[4];
    return {
      flat: Number(digits!.replace(/,/g, '')) * (suffix === 'k' ? 1000 : 1),
      start: flat.index,
      end: flat.index + flat[0].length,
    };
  }
  return null;
}

/** "placed 3 new tenants", "3 placements", "three new leases", "turned over 3 units": group 1. */
const PLACED = new RegExp(
  `\\b(?:placed|places|placing|found|signed|leased)\\s+${COUNT}\\s+(?:new\\s+)?(?:tenants?|leases?|renters?|units?)|\\b${COUNT}\\s+(?:new\\s+)?(?:tenants?|placements?|leases?|lease-ups?|move-ins?)\\s+(?:were\\s+)?(?:placed|signed)?`,
);
/** The rent of the tenants placed: "each at $1,400/mo", "at 1,400 a month each". */
const PLACED_RENT = new RegExp(
  `\\b(?:each\\s+)?(?:at|@|paying|renting (?:for|at))\\s+${MONEY}${PER_MONTH}?(?:\\s*each)?`,
);

export const managementWithLeasingFees: Reader = ({ text }) => {
  if (
    !MANAGER.test(text) ||
    !/\b(?:leasing|placement|plac(?:e|es|ed|ing)|new tenants?|lease-up)\b/.test(text)
  )
    return null;
  const share = findAmount(text, SHARE_OF_RENT);
  const fee = leasingFee(text);
  const collected = findAmount(text, COLLECTED);
  const placed = PLACED.exec(text);
  if (!share || !fee || !collected || !placed) return null;
  const rate = share.value / 100;
  const count = countValue((placed[1] ?? placed[2])!);
  const afterPlaced = text.slice(placed.index);
  const rentFound = fee.share !== undefined ? findAmount(afterPlaced, PLACED_RENT) : null;
  if (fee.share !== undefined && !rentFound) return null;
  const rentSpan = rentFound
    ? { start: placed.index + rentFound.start, end: placed.index + rentFound.end }
    : undefined;
  const spans = [
    spanOf(share),
    fee,
    spanOf(collected),
    { start: placed.index, end: placed.index + placed[0].length },
    rentSpan,
  ];
  if (!allPlaced(text, spans)) return null;
  const monthlyCollected = /mo|month/.test(collected.match[3] ?? '');
  // A collected rent with no period is the year's only when the question says it is about a year.
  if (!collected.match[3] && !/\b(?:this|last|the|a|per|for the) year\b|\bannual|\byearly\b/.test(text))
    return null;
  const collectedYear = monthlyCollected ? collected.value * 12 : collected.value;
  const percentPiece = collectedYear * rate;
  const eachFee = fee.share !== undefined ? fee.share * rentFound!.value : fee.flat!;
  const leasing = count * eachFee;
  return {
    title: 'Property management cost for the year',
    inputs: [
      `Management fee: ${formatPercent(rate)} of the rent collected`,
      `Rent collected: ${monthlyCollected ? `${formatMoney(collected.value)} a month = ` : ''}${formatMoney(collectedYear)} a year`,
      fee.share !== undefined
        ? `Leasing fee: ${formatPercent(fee.share, 0)} of one month's rent (${formatMoney(rentFound!.value)}) = ${formatMoney(eachFee)} per tenant placed`
        : `Leasing fee: ${formatMoney(eachFee)} per tenant placed`,
      `Tenants placed: ${count}`,
    ],
    results: [
      `Percentage fee: ${formatMoney(collectedYear)} × ${formatPercent(rate)} = **${formatMoney(percentPiece)}**`,
      `Leasing fees: ${count} × ${formatMoney(eachFee)} = **${formatMoney(leasing)}**`,
      `Total management cost: **${formatMoney(percentPiece + leasing)}** for the year`,
    ],
    method: 'Rent collected × the management percentage + tenants placed × the leasing fee',
  };
};

/** A flat fee per door a month: "$95 per door per month", "$95/door/mo", "95 a unit a month". */
const PER_DOOR = new RegExp(
  `${MONEY}\\s*(?:\\/\\s*|per\\s+|a\\s+|an\\s+|each\\s+)(?:door|unit|apartment)(?:\\s*(?:\\/\\s*|per\\s+|a\\s+|each\\s+)mo(?:nth)?\\b)?`,
);
const DOORS = new RegExp(`\\b${COUNT}\\s+(?:doors?|units?|apartments?|rentals?)\\b`);

interface TwoManagers {
  rate: number;
  perDoor: number;
  doors: number;
  collectedMonthly: number;
  collectedShown: string;
  answer: (breakEvenFirst: boolean) => QuickAnswer;
}

function readTwoManagers(text: string): TwoManagers | null {
  if (!MANAGER.test(text) && !/\bcompan(?:y|ies)\b|\bfirms?\b/.test(text)) return null;
  const share = findAmount(text, SHARE_OF_RENT);
  const door = findAmount(text, PER_DOOR);
  const collected = findAmount(text, COLLECTED);
  const doorsMatch = DOORS.exec(text.replace(PER_DOOR, (m) => ' '.repeat(m.length)));
  if (!share || !door || !collected || !doorsMatch) return null;
  if (!/mo|month/.test(door.match[0]) && !/\bmonth/.test(text)) return null;
  // "2 management cos", "two companies": the count of the offers compared.
  const two =
    /\b(?:2|two)\s+(?:(?:property\s+)?(?:management|pm|mgmt)\s+)?(?:companies|cos|firms|managers|options|quotes|offers)\b/.exec(
      text,
    );
  const spans = [
    spanOf(share),
    spanOf(door),
    spanOf(collected),
    { start: doorsMatch.index, end: doorsMatch.index + doorsMatch[0].length },
    two ? { start: two.index, end: two.index + two[0].length } : undefined,
  ];
  if (!allPlaced(text, spans)) return null;
  const rate = share.value / 100;
  const doors = countValue(doorsMatch[1]!);
  const yearlyCollected = /y(?:ea)?r|annual|this year/.test(collected.match[3] ?? '');
  const collectedMonthly = yearlyCollected ? collected.value / 12 : collected.value;
  const collectedShown = yearlyCollected
    ? `${formatMoney(collected.value)} a year (${formatMoney(collectedMonthly)} a month)`
    : `${formatMoney(collected.value)} a month`;
  const perDoor = door.value;
  const a = collectedMonthly * 12 * rate;
  const b = perDoor * doors * 12;
  const breakEven = (perDoor * doors) / rate;
  const breakEvenLine = `They cost the same at **${formatMoney(breakEven)}** a month collected (${formatMoney(perDoor)} × ${doors} doors ÷ ${formatPercent(rate)}); above it the flat fee is cheaper, below it the percentage`;
  return {
    rate,
    perDoor,
    doors,
    collectedMonthly,
    collectedShown,
    answer: (breakEvenFirst) => ({
      title: breakEvenFirst ? 'Rent at which the two managers cost the same' : 'Two management fees compared',
      inputs: [
        `Percentage manager: ${formatPercent(rate)} of the rent collected`,
        `Flat manager: ${formatMoney(perDoor)} per door a month × ${doors} doors`,
        `Rent collected: ${collectedShown}`,
      ],
      results: [
        ...(breakEvenFirst ? [breakEvenLine] : []),
        `Percentage manager: ${formatMoney(collectedMonthly * 12)} × ${formatPercent(rate)} = **${formatMoney(a)}** a year`,
        `Flat manager: ${formatMoney(perDoor)} × ${doors} × 12 = **${formatMoney(b)}** a year`,
        `Difference: **${formatMoney(Math.abs(a - b))}** a year; the ${a > b ? 'flat fee' : a < b ? 'percentage' : 'either'} is cheaper`,
        ...(breakEvenFirst ? [] : [breakEvenLine]),
      ],
      method:
        'Percentage fee = rent collected × the rate; flat fee = fee per door × doors × 12; they cost the same where rent × rate = fee × doors',
    }),
  };
}

/** Asking where two costs meet: "cost the same", "break even", "equal", "cross over". */
const SAME_COST =
  /\b(?:cost (?:the )?same|same cost|break[- ]?even|breakeven|equal(?:ly)?|even out|cross(?:es)? over|crossover|indifferent|identical)\b/;

export const twoManagementFees: Reader = ({ text }) => {
  const read = readTwoManagers(text);
  return read ? read.answer(SAME_COST.test(text) && !/\beach cost\b/.test(text)) : null;
};

/**
 * "At what monthly collected rent would the two cost the same?" after two managers compared: the
 * same comparison, with the rent where they meet first. Null unless the question before is one.
 */
export function managersBreakEvenFollowUp(followUp: string, previousQuestion: string): QuickAnswer | null {
  const text = followUp.toLowerCase();
  if (/\d/.test(text) || !SAME_COST.test(text)) return null;
  return readTwoManagers(previousQuestion.toLowerCase())?.answer(true) ?? null;
}

/** "gross income must be at least 3x the rent", "earn three times the monthly rent", "40x rent". */
const MULTIPLE = new RegExp(
  `\\b(\\d{1,2}(?:\\.\\d+)?|two|three|four|two and a half|2 and a half)\\s*(?:x|×|times)\\s+(?:the\\s+)?(?:monthly\\s+)?rent\\b|\\brent\\s*(?:x|×|times)\\s*(\\d{1,2}(?:\\.\\d+)?)\\b`,
);
const RENT = new RegExp(
  `\\b(?:rent|rents|unit rents for|apartment rents for|rent is|asking)(?:\\s+(?:is|of|at|=|:|will be|would be|for))?\\s*${MONEY}${PER_MONTH}?`,
);

export const screeningIncome: Reader = ({ text }) => {
  if (!/\b(?:income|earn|earns|make|makes|gross|salary|qualify|screening|applicants?)\b/.test(text))
    return null;
  const multiple = MULTIPLE.exec(text);
  if (!multiple) return null;
  const rent = findAmount(
    text.slice(0, multiple.index) +
      ' '.repeat(multiple[0].length) +
      text.slice(multiple.index + multiple[0].length),
    RENT,
  );
  if (!rent || rent.value < 100 || rent.value > 50_000) return null;
  const written = (multiple[1] ?? multiple[2])!;
  const times = /half/.test(written)
    ? 2.5
    : /^\d/.test(written)
      ? Number(written)
      : { two: 2, three: 3, four: 4 }[written as 'two' | 'three' | 'four']!;
  if (!allPlaced(text, [{ start: multiple.index, end: multiple.index + multiple[0].length }, spanOf(rent)]))
    return null;
  // "40x the rent" (a multiple of 20 or more) is a year's income against a month's rent.
  const yearly = times >= 20;
  const monthlyIncome = yearly ? (times * rent.value) / 12 : times * rent.value;
  return {
    title: 'Least income to qualify',
    inputs: [
      `Rent: ${formatMoney(rent.value)} a month`,
      `Screening rule: ${yearly ? 'yearly' : 'monthly'} income at least ${times}× the monthly rent`,
    ],
    results: [
      `Least monthly income: **${formatMoney(monthlyIncome)}**`,
      `Least annual income: **${formatMoney(monthlyIncome * 12)}**`,
    ],
    method: yearly
      ? 'Yearly income = the multiple × the monthly rent; ÷ 12 for a month'
      : 'Monthly income = the multiple × the monthly rent; × 12 for a year',
  };
};

export const MANAGEMENT_FEE_READERS: readonly Reader[] = [
  managementWithLeasingFees,
  twoManagementFees,
  screeningIncome,
];

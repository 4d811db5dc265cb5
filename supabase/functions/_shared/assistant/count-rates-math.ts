// Rates of a count that associations and landlords keep (docs/assistant.md rule 89): a share of the
// owners or units in some state ("18 of our 140 owners are delinquent") with the average of an amount
// they owe between them or the income of a charge each of them pays, the turnover rate from move-outs
// with its cost, and the economic occupancy from the potential and collected rent with the loss. Part
// of quick-math (READERS there); each reader places every amount and rate or does not fire, and a
// second count of the whole ("40 units … 60 homes") stops it rather than choose.
import { COUNT_WORDS, countOf } from './number-words.ts';
import { isCalendarYear } from './appreciation-math.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { datesNamed, type Reader } from './quick-math-reading.ts';

const NOUNS =
  '(?:units?|owners?|homeowners?|homes?|houses?|condos?|members?|households?|doors?|apartments?|tenants?|residents?|renters?|leases?|accounts?|lots?|townhomes?|properties|rentals?|suites?|spaces?|nights?|weekends?|weeks?)';
/** "18 of our 140 owners are delinquent", "22 out of the 60 units have pets": part, whole, noun, state. */
const PART_OF_WHOLE = new RegExp(
  `\\b(\\d{1,5}|${COUNT_WORDS})\\s+(?:of|out of)\\s+(?:our|the|my|its|their|all)?\\s*(\\d{1,5}|${COUNT_WORDS})\\s+(?:\\w+\\s+)?(${NOUNS})\\b([^.;?!]*)`,
);
/** "Out of 96 units, 7 are delinquent": whole, noun, part, state. */
const OUT_OF_WHOLE = new RegExp(
  `\\bout of (?:our|the|my|its|their|all)?\\s*(\\d{1,5}|${COUNT_WORDS})\\s+(?:\\w+\\s+)?(${NOUNS}),?\\s+(\\d{1,5}|${COUNT_WORDS})\\s+(?:of them\\s+)?((?:are|is|have|has|were|had|owe|pay)\\b[^.;?!]*)`,
);
/** Another count of the whole: "40 units", "a 60-unit building". */
const WHOLE_COUNT = new RegExp(`\\b(\\d{1,5})(?:\\s+|-)${NOUNS}\\b`, 'g');
const ASKS_RATE =
  /%|\bpercent(?:age)?\b|\brate\b|\bshare\b|\bproportion\b|\bwhat fraction\b|\bhow many percent\b|\bocc?upanc[yi]\w*/;
/** An amount the part owes or holds between them: "owing $46,300 combined", "$46k in total". */
const COMBINED =
  /^[^.;?!]{0,25}\b(?:combined|in total|total|altogether|between them|collectively|all told|in all)\b|\b(?:total(?:ing)?|combined|owing|owe|owed)\b[^$\d]{0,15}$/;

const moneyOf = (tokens: readonly NumberToken[]) =>
  tokens.filter((t) => t.kind === 'money' && !isCalendarYear(t));
const within = (t: { start: number; end: number }, s: { start: number; end: number }) =>
  t.start >= s.start && t.end <= s.end;
/** The stem of a word, for matching "pets" with "pet", "garages" with "garage". */
const stem = (w: string) => w.replace(/(?:es|s)$/, '');

/**
 * "18 of our 140 owners are 90+ days delinquent, owing $46,300 combined: delinquency rate and the
 * average balance?", "We charge $35/mo pet rent and 22 of our 60 units have pets: annual pet rent
 * income, percent with pets?" (rule 89): part ÷ whole; an amount they owe between them ÷ the part; a
 * charge each of the part pays (its name said in their state: "pet rent" … "have pets") × the part,
 * a year when it is a month's. Any other amount stops it.
 */
export const shareOfCount: Reader = ({ text, tokens }) => {
  const m = PART_OF_WHOLE.exec(text) ?? OUT_OF_WHOLE.exec(text);
  if (!m) return null;
  const outOf = !PART_OF_WHOLE.test(text);
  const part = countOf(outOf ? m[3]! : m[1]!);
  const whole = countOf(outOf ? m[1]! : m[2]!);
  if (!(part >= 0 && whole > 0 && part <= whole)) return null;
  const noun = outOf ? m[2]! : m[3]!;
  // The state they are in, to the first comma or amount: "90+ days delinquent", "pets".
  const state = (m[4]!.split(/,|\$|\b(?:owing|owe|who owe|with)\b/)[0] ?? '')
    .trim()
    .replace(/^(?:are|is|have|has|were|had)\s+/, '');
  const span = { start: m.index, end: m.index + m[0].length };
  // A second count of the whole is a doubt about which is the whole.
  if (
    [...text.matchAll(WHOLE_COUNT)].some((c) => !within({ start: c.index, end: c.index + c[0].length }, span))
  )
    return null;
  const amounts = moneyOf(tokens);
  if (tokens.some((t) => t.kind === 'percent' || t.kind === 'years' || t.kind === 'months')) return null;
  if (amounts.length > 1) return null;
  const amount = amounts[0];
  const asksRate = ASKS_RATE.test(text);
  const rate = part / whole;
  const inputs = [
    `Whole: ${whole} ${noun}`,
    `Counted: ${part}${state ? ` (${state})` : ''}`,
    ...datesNamed(tokens),
  ];
  const results = [`Share: **${formatPercent(rate)}** (${part} of ${whole})`];
  const method = [`Share = ${part} ÷ ${whole}`];
  if (amount) {
    const before = text.slice(Math.max(0, amount.start - 30), amount.start);
    const after = text.slice(amount.end, amount.end + 30);
    const combined = COMBINED.test(after) || COMBINED.test(before);
    // "$35/mo pet rent": the charge's name, found again in the counted part's state ("have pets").
    const chargeName =
      /^\s*(?:\/\s*mo(?:nth)?|a month|per month|monthly|\/\s*yr|a year|per year|yearly)?\s*(?:in\s+)?(\w+)\s+(?:rent|fee|fees|charge|charges|deposit)\b/.exec(
        after,
      )?.[1] ?? /\b(\w+)\s+(?:rent|fee|fees|charge|charges)\s+(?:is|of|at)?\s*\$?\s*$/.exec(before)?.[1];
    const eachPays =
      !combined && chargeName !== undefined && new RegExp(`\\b${stem(chargeName)}(?:s|es)?\\b`).test(state);
    if (combined && part > 0) {
      if (amount.period) return null;
      inputs.push(`Amount between them: ${formatMoney(amount.value)}`);
      results.push(`Average per one of the ${part}: **${formatMoney(amount.value / part)}**`);
      method.push(`average = ${formatMoney(amount.value)} ÷ ${part}`);
    } else if (eachPays) {
      const monthly =
        amount.period === 'monthly' || (amount.period === undefined && /\brent\b/.test(after + before));
      inputs.push(
        `Charge (${chargeName}): ${formatMoney(amount.value)}${monthly ? ' a month' : amount.period === 'yearly' ? ' a year' : ''} each, paid by the ${part}`,
      );
      if (monthly) {
        results.push(
          `Income: **${formatMoney(amount.value * part * 12)}** a year (${formatMoney(amount.value * part)} a month)`,
        );
        method.push(`income = ${formatMoney(amount.value)} × ${part} × 12`);
      } else if (amount.period === 'yearly') {
        results.push(`Income: **${formatMoney(amount.value * part)}** a year`);
        method.push(`income = ${formatMoney(amount.value)} × ${part}`);
      } else return null;
    } else return null;
  } else if (!asksRate) return null;
  return {
    title: `Share of ${noun}`,
    inputs,
    results,
    method: method.join('; '),
  };
};

/** Move-outs counted: "14 move-outs", "14 units turned", "14 tenants moved out", "14 turnovers". */
const MOVE_OUTS = new RegExp(
  `\\b(\\d{1,4}|${COUNT_WORDS})\\s+(?:move[- ]?outs?|turnovers?|turns|units? turn(?:ed|over)|(?:tenants?|residents?|households?|units?)\\s+(?:moved out|moving out|left|vacated|turned over)|vacates|non-?renewals)\\b`,
);
const UNITS_COUNT = /\b(\d{1,5})(?:\s+|-)(?:units?|doors?|apartments?|homes?|rentals?)\b/g;
/** A cost for each turn: "$2,850 per move-out", "each turn costs $2,850", "averages $2,850 a turn". */
const PER_TURN =
  /^\s*(?:per|a|each|for each|every)\s+(?:move[- ]?out|turn(?:over)?|unit turn|vacancy)\b|\b(?:per|each|every|a)\s+(?:move[- ]?out|turn(?:over)?)\b[^$\d]{0,30}$|\bturn(?:over)?s?\b[^$\d.;?]{0,30}$/;

/**
 * "We have 40 units and had 14 move-outs last year. Turnover rate? And if turnover averages $2,850 per
 * move-out, what did turnover cost us?" (rule 89): move-outs ÷ units, and move-outs × the cost of each.
 */
export const turnoverRate: Reader = ({ text, tokens }) => {
  if (!/\bturn(?:over|s)?\b|\bmove[- ]?outs?\b/.test(text)) return null;
  const outs = MOVE_OUTS.exec(text);
  if (!outs) return null;
  const count = countOf(outs[1]!);
  const outsSpan = { start: outs.index, end: outs.index + outs[0].length };
  const wholes = [...text.matchAll(UNITS_COUNT)].filter(
    (c) => !within({ start: c.index, end: c.index + c[0].length }, outsSpan),
  );
  if (new Set(wholes.map((w) => w[1])).size !== 1) return null;
  const units = Number(wholes[0]![1]);
  if (!(units > 0 && count >= 0)) return null;
  if (tokens.some((t) => t.kind === 'percent' || t.kind === 'years' || t.kind === 'months')) return null;
  const amounts = moneyOf(tokens);
  if (amounts.length > 1) return null;
  const cost = amounts[0];
  if (
    cost &&
    (cost.period ||
      (!PER_TURN.test(text.slice(cost.end, cost.end + 25)) &&
        !PER_TURN.test(text.slice(Math.max(0, cost.start - 40), cost.start))))
  )
    return null;
  return {
    title: 'Turnover rate',
    inputs: [
      `Units: ${units}`,
      `Move-outs in the year: ${count}`,
      ...datesNamed(tokens),
      ...(cost ? [`Cost of each move-out: ${formatMoney(cost.value)}`] : []),
    ],
    results: [
      `Turnover rate: **${formatPercent(count / units)}** a year`,
      ...(cost
        ? [`Turnover cost: **${formatMoney(cost.value * count)}** (${count} × ${formatMoney(cost.value)})`]
        : []),
    ],
    method: `Turnover = ${count} ÷ ${units}${cost ? `; cost = ${count} × ${formatMoney(cost.value)}` : ''}`,
  };
};

const POTENTIAL =
  /\b(?:potential|scheduled|gross potential|gpr|gross scheduled|full|market|billed|charged|should (?:have )?(?:collect(?:ed)?|bring in|get)|100% occupied)\b[^$\d.;?]{0,25}$/;
const COLLECTED =
  /\b(?:collected|collect|actually (?:got|received|brought in|took in)|received|took in|brought in|actual(?: collections)?|collections?)\b/;

/**
 * "rent roll shows potential rent of $58.4k/month but we only collected $52,100. economic occupancy?
 * how much are we losing per month" (rule 89): collected ÷ potential, and potential − collected, in
 * the period the rent is given.
 */
export const economicOccupancy: Reader = ({ text, tokens }) => {
  if (
    !/\beconomic(?:al)? occupancy\b|\bcollections? (?:rate|ratio|%|percent)\b|\blos(?:e|ing|t|s)\b|\bleaving on the table\b|\bshortfall\b/.test(
      text,
    )
  )
    return null;
  if (!/\bpotential|\bscheduled|\bgpr\b/.test(text)) return null;
  const amounts = moneyOf(tokens);
  if (
    amounts.length !== 2 ||
    tokens.some((t) => t !== amounts[0] && t !== amounts[1] && !isCalendarYear(t) && t.kind !== 'plain')
  )
    return null;
  const full = amounts.filter((t) => POTENTIAL.test(text.slice(Math.max(0, t.start - 40), t.start)));
  if (full.length !== 1) return null;
  const potential = full[0]!;
  const got = amounts.find((t) => t !== potential)!;
  const gotWords = `${text.slice(Math.max(0, got.start - 40), got.start)} ${text.slice(got.end, got.end + 20)}`;
  if (!COLLECTED.test(gotWords)) return null;
  if (got.period && potential.period && got.period !== potential.period) return null;
  const period = potential.period ?? got.period;
  const unit = period === 'monthly' ? ' a month' : period === 'yearly' ? ' a year' : '';
  if (!(got.value <= potential.value * 1.5)) return null;
  const loss = potential.value - got.value;
  return {
    title: 'Economic occupancy',
    inputs: [
      `Potential rent: ${formatMoney(potential.value)}${unit}`,
      `Collected: ${formatMoney(got.value)}${unit}`,
      ...datesNamed(tokens),
    ],
    results: [
      `Economic occupancy: **${formatPercent(got.value / potential.value)}**`,
      `${loss >= 0 ? 'Lost' : 'Collected above potential'}: **${formatMoney(Math.abs(loss))}**${unit}${period === 'monthly' ? ` (${formatMoney(Math.abs(loss) * 12)} a year)` : ''}`,
    ],
    method: `Economic occupancy = ${formatMoney(got.value)} ÷ ${formatMoney(potential.value)}; lost = ${formatMoney(potential.value)} − ${formatMoney(got.value)}`,
  };
};

export const COUNT_RATE_READERS: readonly Reader[] = [shareOfCount, turnoverRate, economicOccupancy];

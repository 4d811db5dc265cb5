// An association's reserves (docs/assistant.md rule 88): the percent funded and the shortfall from a
// reserve study's fully funded balance, a component's cost grown by inflation to the year it is due
// with the equal yearly set-aside that reaches it, and the reserves' share of a budget with the raise
// a target share needs. Part of quick-math (READERS there); each reader places every amount and rate
// the question states or does not fire. The percent funded without the fully funded balance is asked
// for (missing-amount.ts), never guessed.
import { COUNT_WORDS, countOf } from './number-words.ts';
import { isCalendarYear } from './appreciation-math.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { datesNamed, type Reader } from './quick-math-reading.ts';

/** The percent funded or the shortfall is asked: "percent funded", "% funded", "how underfunded". */
export const ASKS_FUNDED =
  /(?:\bpercent(?:age)?|%|\bpct)\s*(?:-\s*)?funded\b|\bfunded (?:percent(?:age)?|ratio|level|%)\b|\bfunding (?:level|ratio|percent(?:age)?)\b|\bhow (?:well )?funded\b|\bunder-?funded\b|\bshortfall\b|\bdeficit\b|\bgap\b/;
/** The reserve study's target: "fully funded balance", "ideal balance", "should have", "target". */
const FULLY_FUNDED =
  /\b(?:fully[- ]funded(?: balance| amount| level| figure| number)?|ffb|ideal (?:balance|reserve)|target (?:balance|reserve)|recommended (?:balance|reserve)|should (?:be|have)(?: at| on hand| in (?:it|there|the bank))?|supposed to (?:be at|have)|ought to have|needs? to be at|100% funded (?:would be|is|means)|(?:study|reserve study) says (?:we )?(?:need|should have))\b[^$\d]{0,30}$/;
/** What is in the reserves now: "we've got", "in the reserve account", "balance is", "have". */
const ACTUAL_AFTER =
  /^\s*(?:in (?:the |our )?(?:reserves?|reserve (?:account|fund)|bank)|saved|on hand|set aside|actual)/;
const ACTUAL_BEFORE =
  /\b(?:we(?:'ve| have)? (?:got|have)|we have|have|has|balance (?:is|of)|actual(?: balance)?(?: is| of)?|currently (?:at|have)|sitting at|is at|reserves? (?:are|is|account|fund|balance)(?: at| is| has)?|on hand)\b[^$\d]{0,20}$/;

const moneyOf = (tokens: readonly NumberToken[]) =>
  tokens.filter((t) => t.kind === 'money' && !isCalendarYear(t));

/**
 * "Reserve study came back: the fully funded balance should be $612,000 and we've got $287,500 in the
 * reserve account. What's our percent funded and how big is the shortfall?" (rule 88): actual ÷ fully
 * funded, and fully funded − actual (a surplus when negative). Each amount is named by its own words.
 */
export const percentFunded: Reader = ({ text, tokens }) => {
  if (!ASKS_FUNDED.test(text) || !/\breserves?\b|\bfunded\b/.test(text)) return null;
  const amounts = moneyOf(tokens);
  if (amounts.length !== 2 || tokens.some((t) => t.kind === 'percent')) return null;
  const before = (t: NumberToken) => text.slice(Math.max(0, t.start - 60), t.start);
  const target = amounts.filter((t) => FULLY_FUNDED.test(before(t)));
  if (target.length !== 1) return null;
  const full = target[0]!;
  const actual = amounts.find((t) => t !== full)!;
  // The other amount is the balance: named so, or simply the only other amount with no other role.
  const named =
    ACTUAL_AFTER.test(text.slice(actual.end, actual.end + 40)) || ACTUAL_BEFORE.test(before(actual));
  if (
    !named &&
    /\b(?:contribution|dues|budget|assessment|per (?:year|month)|a (?:year|month))\b/.test(
      text.slice(actual.end, actual.end + 25),
    )
  )
    return null;
  if (full.period || actual.period) return null;
  const ratio = actual.value / full.value;
  const gap = full.value - actual.value;
  return {
    title: 'Reserve percent funded',
    inputs: [
      `Fully funded balance: ${formatMoney(full.value)}`,
      `Reserve balance now: ${formatMoney(actual.value)}`,
      ...datesNamed(tokens),
    ],
    results: [
      `Percent funded: **${formatPercent(ratio)}**`,
      gap >= 0
        ? `Shortfall: **${formatMoney(gap)}** below fully funded`
        : `Surplus: **${formatMoney(-gap)}** above fully funded`,
    ],
    method: `Percent funded = ${formatMoney(actual.value)} ÷ ${formatMoney(full.value)}; shortfall = ${formatMoney(full.value)} − ${formatMoney(actual.value)}`,
  };
};

/** Costs rising each year: "inflate 3% a year", "3% inflation", "costs go up 4% annually". */
const INFLATION =
  /\binflat\w*|\bescalat\w*|\bcost(?:s)? (?:go(?:es)? up|rise|rises|rising|increase|increasing|grow|growing)\b|\b(?:go(?:es)? up|rise|rises|increase|grow)s? (?:by )?\d+(?:\.\d+)?\s?%/;
/** A cost to pay, not a value held: "costs", "in today's dollars", a replacement, a reserve item. */
const COST_WORDS =
  /\bcosts?\b|\btoday'?s (?:dollars|money|prices)\b|\breplac\w*|\breserves?\b|\bset aside\b|\bproject\b|\bsinking fund\b/;
/** A home's or a property's value growing is appreciation (appreciation-math.ts), not a cost. */
const VALUE_WORDS = /\b(?:worth|value[sd]?|appreciat\w*|rents?|income|noi|salary|wages?)\b/;
/** Saving toward it each year: "set aside each year", "save per year", "contribute annually". */
const ASKS_SET_ASIDE =
  /\b(?:set aside|put aside|put away|save|saving|sock away|contribute|contribution|fund|funding|reserve|budget)\b[^.?!]{0,40}\b(?:each|every|per|a|an)\s+(?:year|yr)\b|\b(?:yearly|annual|annually)\b[^.?!]{0,30}\b(?:set[- ]aside|contribution|amount|savings?|deposit)\b|\bequal (?:yearly|annual) (?:amounts?|payments?|contributions?|deposits?)\b/;
/** When it falls due: "due in 12 years", "in 12 years", "12 years out", "needs replacing in 12 yrs". */
const DUE = new RegExp(
  `\\b(?:in|within|after)\\s+(\\d{1,2}|${COUNT_WORDS})\\s+(?:more\\s+)?(?:years|yrs)\\b|\\b(\\d{1,2}|${COUNT_WORDS})\\s+(?:years|yrs)\\s+(?:out|from now|away|left)\\b|\\b(\\d{1,2}|${COUNT_WORDS})[- ](?:year|yr)\\s+(?:remaining )?(?:life|horizon)\\b`,
  'g',
);
/** Money already saved toward the item: "we have $50k set aside for it", "already saved $80,000". */
const ALREADY =
  /\b(?:already (?:have|has|set aside|saved|put away|got)|have (?:already )?(?:set aside|saved|put away)|currently (?:have|has))\b[^$\d]{0,20}$/;

/**
 * "Our reserve study puts the roof replacement at $410,000 in today's dollars, due in 12 years. If
 * construction costs inflate 3% a year, what will it cost in 12 years, and how much do we need to set
 * aside each year? Equal yearly amounts, starting from zero, ignore interest." (rule 88): the cost ×
 * (1 + inflation)^years, and (that − any amount already set aside) ÷ years. Interest earned on the
 * savings is not modelled, so a rate of interest named stops it.
 */
export const reserveForFutureCost: Reader = ({ text, tokens }) => {
  if (!INFLATION.test(text) || !COST_WORDS.test(text) || VALUE_WORDS.test(text)) return null;
  const rates = tokens.filter((t) => t.kind === 'percent');
  if (rates.length !== 1) return null;
  const rate = rates[0]!;
  if (!(rate.value > 0 && rate.value < 0.3)) return null;
  // Interest earned on the savings is a different sum; "ignore interest" says it is not.
  if (
    /\binterest\b|\bearn(?:s|ing)?\b|\breturn\b/.test(
      text.replace(/\b(?:ignore|ignoring|no|without|forget(?: about)?)\s+(?:any\s+)?interest\b/g, ' '),
    )
  )
    return null;
  const dues = [...text.matchAll(DUE)].map((m) => countOf((m[1] ?? m[2] ?? m[3])!));
  const years = dues[0];
  if (years === undefined || dues.some((d) => d !== years) || !(years >= 1 && years <= 60)) return null;
  const amounts = moneyOf(tokens);
  const saved = amounts.filter((t) => ALREADY.test(text.slice(Math.max(0, t.start - 40), t.start)));
  const costs = amounts.filter((t) => !saved.includes(t));
  if (costs.length !== 1 || saved.length > 1) return null;
  const cost = costs[0]!;
  if (cost.period) return null;
  // Every other term is the span (said once or again: "due in 12 years … what will it cost in 12 years").
  if (
    tokens.some(
      (t) =>
        t !== rate &&
        t !== cost &&
        !saved.includes(t) &&
        (t.kind === 'years' ? t.value !== years : t.kind !== 'plain' && !isCalendarYear(t)),
    )
  )
    return null;
  const future = cost.value * (1 + rate.value) ** years;
  const have = saved[0]?.value ?? 0;
  const asksSetAside = ASKS_SET_ASIDE.test(text);
  const each = (future - have) / years;
  return {
    title: asksSetAside ? 'Future cost and the yearly set-aside' : 'Future cost with inflation',
    inputs: [
      `Cost in today's dollars: ${formatMoney(cost.value)}`,
      `Inflation: ${formatPercent(rate.value)} a year`,
      `Due in: ${years} years`,
      ...datesNamed(tokens),
      ...(asksSetAside
        ? [
            `Already set aside for it: ${formatMoney(have)}${saved.length ? '' : ' (starting from zero)'}`,
            'Interest on the savings: none (equal yearly amounts)',
          ]
        : []),
    ],
    results: [
      `Cost when due: **${formatMoney(future)}**`,
      ...(asksSetAside ? [`Set aside each year: **${formatMoney(each)}** for ${years} years`] : []),
    ],
    method: `Future cost = ${formatMoney(cost.value)} × (1 + ${formatPercent(rate.value)})^${years}${asksSetAside ? `; each year = (${formatMoney(future)}${have ? ` − ${formatMoney(have)}` : ''}) ÷ ${years}` : ''}`,
  };
};

/** The budget's whole: "our budget is $720k total", "total operating budget of 1.2M". */
const BUDGET_BEFORE =
  /\b(?:budget|total|overall)(?:\s+(?:is|of|was|=|at|comes? to|came to|runs?|about|around|roughly|totals?))*\s*:?\s*$/;
const BUDGET_AFTER =
  /^\s*(?:total\b|(?:total |annual |operating |yearly )*budget\b|a year (?:total )?budget|in total)/;
const RESERVE_NEAR = /\breserves?\b|\breserve (?:fund|contribution|account)\b/;
/** A share the reserves should be: "should be 25% of the budget", "a 25% target", "at least 20%". */
const TARGET =
  /\b(?:should|ought|recommend\w*|target|goal|needs? to|want|specialist|study|at least|minimum|bring (?:it|them|that) (?:up )?to|get (?:it|them|that|to) (?:up )?to|raise (?:it|them) to)\b/;

/**
 * "Our budget is $720k total and $96k of it goes to reserves. What percent is that? The reserve
 * specialist says reserves should be 25% of the budget. Keeping the total at $720k, how much more per
 * year would go to reserves?" (rule 88): reserves ÷ budget, and with a target share, budget × target −
 * reserves, the year's raise (and a month's). The total said again is one amount.
 */
export const reserveShareOfBudget: Reader = ({ text, tokens }) => {
  if (!/\bbudget\b/.test(text) || !RESERVE_NEAR.test(text)) return null;
  if (!/%|\bpercent(?:age)?\b|\bshare\b|\bhow much more\b|\bportion\b/.test(text)) return null;
  const amounts = moneyOf(tokens);
  const words = (t: NumberToken) =>
    `${text.slice(Math.max(0, t.start - 30), t.start)}|${text.slice(t.end, t.end + 30)}`;
  const totals = amounts.filter(
    (t) =>
      BUDGET_BEFORE.test(text.slice(Math.max(0, t.start - 30), t.start)) ||
      BUDGET_AFTER.test(text.slice(t.end, t.end + 30)),
  );
  const reserves = amounts.filter((t) => !totals.includes(t) && RESERVE_NEAR.test(words(t)));
  if (totals.length === 0 || reserves.length !== 1) return null;
  if (new Set(totals.map((t) => t.value)).size !== 1) return null;
  if (amounts.some((t) => !totals.includes(t) && !reserves.includes(t))) return null;
  const total = totals[0]!;
  const reserve = reserves[0]!;
  if (
    total.period === 'monthly' ||
    (reserve.period && reserve.period !== total.period) ||
    !(reserve.value < total.value)
  )
    return null;
  const rates = tokens.filter((t) => t.kind === 'percent');
  if (rates.length > 1) return null;
  const target = rates[0];
  if (target && !TARGET.test(text.slice(Math.max(0, target.start - 60), target.end + 30))) return null;
  if (
    tokens.some((t) => t.kind !== 'money' && t.kind !== 'percent' && t.kind !== 'plain' && !isCalendarYear(t))
  )
    return null;
  const share = reserve.value / total.value;
  const results = [`Reserves' share of the budget: **${formatPercent(share)}**`];
  let method = `Share = ${formatMoney(reserve.value)} ÷ ${formatMoney(total.value)}`;
  if (target) {
    const goal = total.value * target.value;
    const more = goal - reserve.value;
    results.push(
      `At ${formatPercent(target.value)}: ${formatMoney(goal)} a year to reserves`,
      more >= 0
        ? `More to reserves: **${formatMoney(more)}** a year (${formatMoney(more / 12)} a month), the rest of the budget down by as much`
        : `Already above the target by ${formatMoney(-more)} a year`,
    );
    method += `; target = ${formatMoney(total.value)} × ${formatPercent(target.value)}; more = target − ${formatMoney(reserve.value)}`;
  }
  return {
    title: "Reserves' share of the budget",
    inputs: [
      `Total budget: ${formatMoney(total.value)} a year`,
      `To reserves: ${formatMoney(reserve.value)} a year`,
      ...datesNamed(tokens),
      ...(target ? [`Target share: ${formatPercent(target.value)} of the budget (total kept the same)`] : []),
    ],
    results,
    method,
  };
};

export const RESERVE_READERS: readonly Reader[] = [percentFunded, reserveForFutureCost, reserveShareOfBudget];

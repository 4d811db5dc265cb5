// A rental's effective gross income with every number stated ("12 units, rents avg 1,185/mo, 7%
// vacancy and credit loss, laundry brings in another 350/mo regardless of vacancy: EGI for the
// year?"): the rents less vacancy, plus other income (laundry, parking, storage, fees). Part of
// quick-math (READERS there).
import { readDeal } from './amount-roles.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  money,
  PCT,
  percents,
  UNITS,
  wordsBefore,
  yearly,
  type Reader,
  type Span,
} from './quick-math-reading.ts';
import { allPlaced, findAmounts, MONEY, PER_MONTH, PER_YEAR, spanOf } from './landlord-reading.ts';

// "self storage" and "a storage facility" are the property, whose unit rents are its rents.
const OTHER_INCOME =
  /\b(?:laundry|parking|(?<!self[- ])storage(?! (?:facility|facilities|units?|business|center|centre|property|properties))|garages?|pet (?:rent|fees?)|fees|vending|billboard|cell tower|other income|ancillary)\b/;
const PER_UNIT = /\b(?:avg|average|averag(?:es|ing)|each|per (?:unit|door|apartment)|a (?:unit|door))\b/;

const EXPENSES = /\b(?:expen[cs]es?|opex|operating (?:costs?|expenses?)|expense ratio)\b/;
const CAP = /\bcap(?: rate)?\b/;

/** The names of a year's gross rent: "GPR", "gross potential rent", "T12", "annual". */
const YEARLY_GROSS =
  /\b(?:gpr|pgi|gsi|gsr|gross potential|potential gross|gross scheduled|scheduled gross|annual(?:ly)?|a year|per year|yearly|t-?12|trailing(?: 12| twelve)?)\b/;
/** The expense ratio asked for. */
const RATIO_ASKED = /\b(?:expense ratio|oer|opex ratio|operating expense ratio)\b/;

const effectiveGrossIncome: Reader = ({ text, tokens }) => {
  if (!/\beffective gross(?: income)?\b|\begi\b/.test(text)) return null;
  const clause = (t: NumberToken) =>
    `${wordsBefore(text, tokens, t, 40)} ${text.slice(t.end, t.end + 40).split(/[.;,](?:\s|$)/)[0]}`;
  // Beside the vacancy, a question may go on to the NOI (an expense ratio or amount) and a value at a
  // cap rate ("…expenses 45% of EGI. EGI, NOI and value at a 6.5% cap?").
  const rates = percents(tokens);
  // Each percentage is named by the words right after it ("5% vacancy"), else those before it ("put
  // expenses at 40%"), never by a name further on in its clause.
  const named = (t: NumberToken, re: RegExp) => {
    const after = text
      .slice(t.end)
      .split(/[,;.]|\d/)[0]!
      .slice(0, 30);
    const before = wordsBefore(text, tokens, t, 30);
    const nameAfter =
      /^\s*(?:a year\s+)?(?:of\s+)?((?:vacan\w*|expen[cs]\w*|opex|operating \w+|cap(?: rate)?)\b)/.exec(
        after,
      );
    return nameAfter ? re.test(nameAfter[1]!) : re.test(before);
  };
  // "value at a 6.75 cap": a bare rate right before "cap" is the cap rate too.
  const bareCap = tokens.find(
    (t) =>
      t.kind === 'plain' &&
      t.value >= 1 &&
      t.value < 20 &&
      /^\s*cap(?: rate)?\b(?!\s*(?:ex|on|of)\b)/.test(text.slice(t.end, t.end + 15)),
  );
  const capRate =
    rates.find((t) => named(t, CAP)) ??
    (bareCap ? { ...bareCap, kind: 'percent', value: bareCap.value / 100 } : undefined);
  const expenseRatio = rates.find((t) => t !== capRate && named(t, EXPENSES));
  const vacancies = rates.filter((t) => t !== capRate && t !== expenseRatio);
  if (vacancies.length !== 1) return null;
  const vacancy = vacancies[0]!.value;
  const amounts = money(tokens);
  // An amount's own sentence names it: "…of laundry income. Operating expenses are $68,500" is an
  // expense, though the laundry lies within the words before it.
  const ownSentence = (t: NumberToken) =>
    `${
      wordsBefore(text, tokens, t, 40)
        .split(/[.;!?]\s/)
        .pop() ?? ''
    } ${text.slice(t.end, t.end + 40).split(/[.;,](?:\s|$)/)[0]}`;
  const expenseAmounts = amounts.filter(
    (t) => EXPENSES.test(ownSentence(t)) && !OTHER_INCOME.test(ownSentence(t)),
  );
  const others = amounts.filter((t) => !expenseAmounts.includes(t) && OTHER_INCOME.test(clause(t)));
  const rents = amounts.filter((t) => !others.includes(t) && !expenseAmounts.includes(t));
  // Other income, or an expense ratio that carries it on to the NOI ("2100 a side, 5% vacancy, expenses
  // 40% of EGI: NOI?").
  if (rents.length !== 1 || (others.length === 0 && !expenseRatio) || expenseAmounts.length > 1) return null;
  if (expenseRatio && expenseAmounts.length) return null;
  const rent = rents[0]!;
  const units = UNITS.exec(text);
  const perUnit = PER_UNIT.test(text) || /\beach (?:side|unit|door)\b|\bper (?:side|door)\b/.test(text);
  const n = perUnit ? (units ? Number(units[1] ?? units[2]) : (readDeal(text).units ?? 1)) : 1;
  // "16 apartments … 1,190 a month" said neither per unit nor in total: not guessed.
  const counted = units ? Number(units[1] ?? units[2]) : (readDeal(text).units ?? 1);
  if (!perUnit && counted > 1 && !/\b(?:total|combined|in all|all together|gross rents?)\b/.test(text))
    return null;
  // A rent with no period is a month's ("renting at $1,175 each"), unless its name is a year's gross
  // ("GPR 612,000", "gross potential rent", "T12 gross", "annual rents").
  const yearsGross =
    rent.period === 'yearly' ||
    (rent.period === undefined &&
      YEARLY_GROSS.test(`${wordsBefore(text, tokens, rent, 40)} ${text.slice(0, 8)}`));
  const potentialRent = (yearsGross ? rent.value : rent.value * 12) * n;
  const otherYearly = others.reduce((sum, t) => sum + yearly(t), 0);
  // Other income bears vacancy only when the question says so; laundry with empty units usually falls.
  const otherBearsVacancy = /\bsubject to vacancy\b|\b(?:also|both) (?:hit|affected) by vacancy\b/.test(text);
  const loss = (potentialRent + (otherBearsVacancy ? otherYearly : 0)) * vacancy;
  const egi = potentialRent + otherYearly - loss;
  // An expense ratio is of the EGI unless it says gross rent.
  const ofGross =
    expenseRatio !== undefined &&
    /\bof (?:the )?(?:gross|potential|scheduled)(?: rents?| income)?\b/.test(clause(expenseRatio)) &&
    !/\beffective\b/.test(clause(expenseRatio));
  const expenses = expenseRatio
    ? (ofGross ? potentialRent : egi) * expenseRatio.value
    : expenseAmounts[0]
      ? yearly(expenseAmounts[0])
      : undefined;
  const noi = expenses === undefined ? undefined : egi - expenses;
  if (capRate && noi === undefined) return null;
  return {
    title: noi === undefined ? 'Effective gross income' : 'Effective gross income and NOI',
    inputs: [
      n > 1
        ? `Rents: ${n} units × ${formatMoney(rent.value)} a month`
        : `Rent: ${formatMoney(potentialRent)} a year`,
      `Vacancy and credit loss: ${formatPercent(vacancy)}${otherBearsVacancy ? '' : ' of the rents'}`,
      ...(others.length > 0
        ? [
            // Each amount as given, so every one of "parking 250/mo and laundry 150/mo" is shown read.
            `Other income: ${others.length > 1 ? `${others.map((t) => `${formatMoney(t.value)}${t.period === 'monthly' ? ' a month' : ' a year'}`).join(' + ')} = ` : ''}${formatMoney(otherYearly)} a year${otherBearsVacancy ? '' : ', not reduced by vacancy'}`,
          ]
        : []),
      ...(expenseRatio
        ? [`Operating expenses: ${formatPercent(expenseRatio.value)} of ${ofGross ? 'gross rent' : 'EGI'}`]
        : expenses !== undefined
          ? [`Operating expenses: ${formatMoney(expenses)} a year`]
          : []),
      ...(capRate ? [`Cap rate: ${formatPercent(capRate.value)}`] : []),
    ],
    results: [
      `Potential rent: ${formatMoney(potentialRent)} a year`,
      `Vacancy and credit loss: −${formatMoney(loss)}`,
      `Effective gross income: **${formatMoney(egi)}** a year (${formatMoney(egi / 12)} a month)`,
      ...(expenses !== undefined && noi !== undefined
        ? [`Operating expenses: −${formatMoney(expenses)}`, `NOI: **${formatMoney(noi)}** a year`]
        : []),
      // "expense ratio (opex ÷ EGI)": the stated expenses over the EGI, or over the gross when asked so.
      ...(expenses !== undefined && !expenseRatio && RATIO_ASKED.test(text)
        ? /\bratio\b[^.;]{0,30}\b(?:gross potential|gpr|gross scheduled|gsr|pgi|potential)\b/.test(text)
          ? [
              `Expense ratio: ${formatMoney(expenses)} ÷ ${formatMoney(potentialRent)} gross = **${formatPercent(expenses / potentialRent)}**`,
            ]
          : [
              `Expense ratio: ${formatMoney(expenses)} ÷ ${formatMoney(egi)} EGI = **${formatPercent(expenses / egi)}**`,
            ]
        : []),
      ...(capRate && noi !== undefined
        ? [`Value at a ${formatPercent(capRate.value)} cap: **${formatMoney(noi / capRate.value)}**`]
        : []),
    ],
    method: `Potential rent − vacancy and credit loss + other income${noi !== undefined ? '; − operating expenses = NOI' : ''}${capRate ? '; NOI ÷ cap rate = value' : ''}`,
  };
};

export const INCOME_READERS: readonly Reader[] = [effectiveGrossIncome];

/** "splits revenue 50/50 with us", "we keep 60%", "the vendor takes 40%": the owner's share. */
function ownersShare(text: string): { share: number; spans: Span[] } | null {
  const spans = (m: RegExpExecArray) => [{ start: m.index, end: m.index + m[0].length }];
  const even =
    /\b50\s?\/\s?50\b|\bfifty[- ]fifty\b|\bsplit (?:it |the revenue |revenue )?(?:evenly|equally|down the middle|in half)\b/.exec(
      text,
    );
  if (even) return { share: 0.5, spans: spans(even) };
  const ours = new RegExp(
    `\\b(?:we|us|i|owner|landlord)\\s+(?:keep|get|gets|receive|take|takes|collect)\\s+${PCT}|${PCT}\\s+(?:goes\\s+)?to\\s+(?:us|me|the owner|the landlord)\\b|\\bour (?:share|cut|split) (?:is )?${PCT}`,
  ).exec(text);
  if (ours) return { share: Number(ours[1] ?? ours[2] ?? ours[3]) / 100, spans: spans(ours) };
  const theirs = new RegExp(
    `\\b(?:vendor|company|operator|they|provider|route operator)\\s+(?:keeps?|gets?|takes?|receives?)\\s+${PCT}`,
  ).exec(text);
  if (theirs) return { share: 1 - Number(theirs[1]) / 100, spans: spans(theirs) };
  return null;
}

/**
 * Laundry (or vending) revenue shared with its vendor, and what it adds to value at a cap rate (rule
 * 90): "vendor splits revenue 50/50 with us, machines gross $1,140 a month: our annual laundry income,
 * and the value it adds at a 7% cap". The owner's share × the gross × 12; ÷ the cap rate.
 */
const sharedLaundryValue: Reader = ({ text }) => {
  if (!/\b(?:laundry|washers?|dryers?|machines|vending)\b/.test(text)) return null;
  const share = ownersShare(text);
  // The gross has its period ("$1,140 a month"); "revenue 50/50" is the split.
  const gross = findAmounts(
    text,
    new RegExp(
      `\\b(?:gross(?:es)?|bring(?:s)? in|take in|takes in|make|makes|earn|earns|revenue(?: is| of)?|collect(?:s)?|do|does)\\s+(?:about\\s+|around\\s+|roughly\\s+)?${MONEY}(${PER_MONTH}|${PER_YEAR})`,
      'g',
    ),
  )[0];
  const cap = new RegExp(`${PCT}\\s+cap(?: rate)?\\b|\\bcap(?: rate)?(?: of| at| is)?\\s+${PCT}`).exec(text);
  if (!share || !gross || !cap || !gross.match[3]) return null;
  const spans = [...share.spans, spanOf(gross), { start: cap.index, end: cap.index + cap[0].length }];
  if (!allPlaced(text, spans)) return null;
  const capRate = Number(cap[1] ?? cap[2]) / 100;
  const grossYear = /mo|month/.test(gross.match[3]) ? gross.value * 12 : gross.value;
  const income = grossYear * share.share;
  return {
    title: 'Laundry income and the value it adds',
    inputs: [
      `Machines gross: ${/mo|month/.test(gross.match[3]) ? `${formatMoney(gross.value)} a month = ` : ''}${formatMoney(grossYear)} a year`,
      `Your share: ${formatPercent(share.share)} (the vendor's: ${formatPercent(1 - share.share)})`,
      `Cap rate: ${formatPercent(capRate)}`,
    ],
    results: [
      `Your laundry income: ${formatMoney(grossYear)} × ${formatPercent(share.share)} = **${formatMoney(income)}** a year`,
      `Value it adds: ${formatMoney(income)} ÷ ${formatPercent(capRate)} = **${formatMoney(income / capRate)}**`,
    ],
    method: 'Your share of the gross a year = income added to NOI; ÷ the cap rate for the value it adds',
  };
};

export const SHARED_INCOME_READERS: readonly Reader[] = [sharedLaundryValue];

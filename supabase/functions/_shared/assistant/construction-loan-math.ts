// A construction loan's draws and the interest while it is built (docs/assistant.md rule 93):
// "$360,000 in four equal draws of $90k at the start of months 1, 3, 5 and 7, a 9-month build,
// interest-only at 7.5% on what's drawn: total interest?" (each draw × the rate ÷ 12 × the months it
// is out, with the permanent P&I on the whole loan when a second rate and a term follow); "interest
// reserve on a $300k loan, 8%, 8-month build, average balance half the loan" (loan × share × rate ×
// months ÷ 12); "$350,000, draws foundation 15%, framing 25%, dry-in 20%, interior 25%, final 15%:
// the framing draw and what's undrawn after the first three" (each stage's share of the loan, drawn
// and left after each). Part of quick-math (READERS there); every number must be placed.
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { allPlaced } from './landlord-reading.ts';
import { COUNT_WORDS, countOf } from './number-words.ts';
import type { NumberToken } from './parse-numbers.ts';
import type { Reader, Span } from './quick-math-reading.ts';

/** "month 1, month 3, month 5 and month 7", "months 1, 3, 5 and 7". */
const MONTH_LIST =
  /\bmonths?\s+(\d{1,2}(?:\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)(?:month\s+)?\d{1,2}(?!\d|\s*-?\s*months?\b))+)/;
/** The build's length: "build is 9 months", "9 month build", "a 9-month construction period". */
const BUILD_AFTER = /^\s*(?:-\s*)?(?:build|construction|building|to build|of construction)\b/;
const BUILD_BEFORE =
  /\b(?:build|construction|building|construction period|build time|project)(?: (?:is|takes|will take|lasts|runs|of|period of|time of))?(?: about| roughly)?\s*$/;
const START = /\b(?:start|beginning|first day)\s+of\s+(?:each\s+)?months?\b|\bat the start\b/;
const END = /\bend\s+of\s+(?:each\s+)?months?\b/;
const PERMANENT =
  /\bperm(?:anent)?\b|\bconverts?\b|\bconversion\b|\bend loan\b|\btake[- ]?out\b|\bonce (?:it'?s |the house is )?(?:built|done|finished|complete)\b|\bafter (?:the )?(?:build|construction)\b|\bmortgage\b/;

const spanOf = (t: NumberToken): Span => ({ start: t.start, end: t.end });
const isBuildLength = (text: string, t: NumberToken) =>
  t.kind === 'months' &&
  (BUILD_AFTER.test(text.slice(t.end, t.end + 20)) ||
    BUILD_BEFORE.test(text.slice(Math.max(0, t.start - 30), t.start)));

/** Interest-only on what has been drawn, draw by draw, over the build. */
const drawInterest: Reader = ({ text, tokens }) => {
  if (!/\bdraws?\b|\bdisburse|\bpaid out\b|\breleased\b/.test(text) || !/\binterest\b/.test(text))
    return null;
  const list = MONTH_LIST.exec(text);
  if (!list) return null;
  const months = [...list[1]!.matchAll(/\d{1,2}/g)].map((m) => Number(m[0]));
  const listSpan = { start: list.index, end: list.index + list[0].length };
  const inList = (t: Span) => t.start >= listSpan.start && t.end <= listSpan.end;
  const builds = tokens.filter((t) => isBuildLength(text, t));
  if (builds.length !== 1) return null;
  const build = builds[0]!.value;
  const atStart = START.test(text);
  const atEnd = END.test(text);
  if (atStart === atEnd) return null;
  if (months.some((m, i) => m < 1 || m > build || (i > 0 && m <= months[i - 1]!))) return null;
  const percents = tokens.filter((t) => t.kind === 'percent');
  const terms = tokens.filter((t) => t.kind === 'years' && t.value >= 5);
  if (percents.length < 1 || percents.length > 2 || terms.length > 1) return null;
  // The first rate is the build's; a second with a term is the permanent loan's.
  const buildRate = percents[0]!.value;
  const permRate = percents[1]?.value;
  if (permRate !== undefined && (terms.length !== 1 || !PERMANENT.test(text))) return null;
  if (permRate === undefined && terms.length > 0) return null;
  if (!(buildRate >= 0.01 && buildRate < 0.25)) return null;
  const amounts = tokens.filter((t) => t.kind === 'money' && t.period === undefined);
  const count = months.length;
  // The loan and each draw: "$360,000 … four equal draws of $90k", or either alone.
  const countWord = new RegExp(`\\b(\\d{1,2}|${COUNT_WORDS})\\s+(?:equal\\s+)?draws?\\b`).exec(text);
  const countSaid = countWord
    ? /^\d/.test(countWord[1]!)
      ? Number(countWord[1])
      : countOf(countWord[1]!)
    : undefined;
  if (countSaid !== undefined && countSaid !== count) return null;
  const drawAmount = amounts.find(
    (t) =>
      /\bdraws? of\s*$|\beach draw(?: is| of)?\s*$/.test(text.slice(Math.max(0, t.start - 20), t.start)) ||
      /^\s*each\b/.test(text.slice(t.end, t.end + 8)),
  );
  const totals = amounts.filter((t) => t !== drawAmount);
  if (totals.length > 1) return null;
  const total = totals[0]?.value;
  if (total === undefined && drawAmount === undefined) return null;
  const each = drawAmount ? drawAmount.value : total! / count;
  if (!drawAmount && !/\bequal\b|\beven(?:ly)?\b|\bsame\b/.test(text)) return null;
  const loan = total ?? each * count;
  if (Math.abs(each * count - loan) > 0.5) return null;
  if (
    !allPlaced(text, [
      listSpan,
      ...tokens.filter((t) => !inList(t) && t.kind !== 'plain').map(spanOf),
      countWord ? { start: countWord.index, end: countWord.index + countWord[0].length } : undefined,
    ]) ||
    tokens.some(
      (t) =>
        t.kind === 'plain' &&
        !inList(t) &&
        !(countWord && t.start >= countWord.index && t.end <= countWord.index + countWord[0].length),
    )
  )
    return null;
  const rows = months.map((m) => {
    const out = atStart ? build - m + 1 : build - m;
    return { m, out, interest: (each * buildRate * out) / 12 };
  });
  const interest = rows.reduce((s, r) => s + r.interest, 0);
  const years = terms[0]?.value;
  const perm = permRate !== undefined && years ? monthlyPayment(loan, permRate, years) : undefined;
  return {
    title: 'Construction loan: interest on the draws',
    inputs: [
      `Loan: ${formatMoney(loan)} in ${count} draws of ${formatMoney(each)}`,
      `Draws at the ${atStart ? 'start' : 'end'} of months ${months.join(', ')}`,
      `Build: ${formatNumber(build)} months`,
      `Interest-only during the build: ${formatPercent(buildRate, 3)} a year, charged monthly on what's drawn`,
      ...(perm !== undefined ? [`Permanent loan: ${formatPercent(permRate!, 3)} over ${years} years`] : []),
    ],
    results: [
      ...rows.map(
        (r) =>
          `Draw at month ${r.m}: ${formatMoney(each)} × ${formatPercent(buildRate, 3)} ÷ 12 × ${r.out} months = ${formatMoney(r.interest)}`,
      ),
      `Total interest during the build: **${formatMoney(interest)}**`,
      ...(perm !== undefined
        ? [`Permanent payment (P&I on the full ${formatMoney(loan)}): **${formatMoney(perm)}** a month`]
        : []),
    ],
    method: `Each draw accrues interest from the month it is drawn to the end of the build: draw × rate ÷ 12 × months outstanding, added up${perm !== undefined ? '; the permanent payment is the level monthly P&I on the whole loan over its term' : ''}`,
  };
};

/** "assume the average balance outstanding is half the loan", "average draw of 60%". */
const AVERAGE_SHARE =
  /\baverage (?:balance|outstanding|draw|amount drawn|loan balance)[^.;]{0,40}?\b(half|a half|one half|a third|two thirds|\d{1,3}(?:\.\d+)?\s?%)/;

/** An interest reserve: the loan × its average share outstanding × the rate × the build's months ÷ 12. */
const interestReserve: Reader = ({ text, tokens }) => {
  if (
    !/\binterest reserve\b|\breserve for interest\b|\binterest (?:during|over) (?:the )?(?:build|construction)\b/.test(
      text,
    )
  )
    return null;
  const avg = AVERAGE_SHARE.exec(text);
  if (!avg) return null;
  const w = avg[1]!;
  const share = /%$/.test(w)
    ? Number(w.replace(/\s?%$/, '')) / 100
    : /two thirds/.test(w)
      ? 2 / 3
      : /third/.test(w)
        ? 1 / 3
        : 0.5;
  const avgSpan = { start: avg.index, end: avg.index + avg[0].length };
  const inAvg = (t: Span) => t.start >= avgSpan.start && t.end <= avgSpan.end;
  const loans = tokens.filter((t) => t.kind === 'money' && t.period === undefined);
  const rates = tokens.filter((t) => t.kind === 'percent' && !inAvg(t));
  const builds = tokens.filter((t) => t.kind === 'months' || (t.kind === 'years' && t.value <= 3));
  if (loans.length !== 1 || rates.length !== 1 || builds.length !== 1) return null;
  const loan = loans[0]!.value;
  const rate = rates[0]!.value;
  const months = builds[0]!.kind === 'months' ? builds[0]!.value : builds[0]!.value * 12;
  if (!(rate >= 0.01 && rate < 0.25 && months >= 1 && months <= 36 && share > 0 && share <= 1)) return null;
  if (!allPlaced(text, [...tokens.map(spanOf), avgSpan])) return null;
  const average = loan * share;
  const reserve = (average * rate * months) / 12;
  return {
    title: 'Construction loan: interest reserve',
    inputs: [
      `Loan: ${formatMoney(loan)}`,
      `Rate: ${formatPercent(rate, 3)} a year`,
      `Build: ${formatNumber(months)} months`,
      `Average balance outstanding: ${formatPercent(share, 2)} of the loan`,
    ],
    results: [
      `Average balance: ${formatMoney(average)} (${formatMoney(loan)} × ${formatPercent(share, 2)})`,
      `Interest reserve: **${formatMoney(reserve)}** (${formatMoney(average)} × ${formatPercent(rate, 3)} × ${formatNumber(months)} ÷ 12)`,
    ],
    method:
      'Interest reserve = loan × the average share outstanding × the yearly rate × the months of the build ÷ 12',
  };
};

const ORDINAL_COUNT: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

/** A draw schedule by percentages: each stage's draw, and what is drawn and left after each. */
const drawSchedule: Reader = ({ text, tokens }) => {
  if (!/\bdraws?\b|\bdisburse/.test(text)) return null;
  const loans = tokens.filter((t) => t.kind === 'money' && t.period === undefined);
  const stages = tokens.filter((t) => t.kind === 'percent');
  // "after the first 2 draws": the count asked about, no amount.
  const firstN = new RegExp(
    `\\b(?:first|1st)\\s+(\\d|${Object.keys(ORDINAL_COUNT).join('|')})\\s+draws?\\b`,
  ).exec(text);
  const inFirstN = (t: Span) =>
    !!firstN && t.start >= firstN.index && t.end <= firstN.index + firstN[0].length;
  const others = tokens.filter((t) => !stages.includes(t) && !loans.includes(t) && !inFirstN(t));
  if (loans.length !== 1 || stages.length < 3 || others.length > 0) return null;
  const labelled = stages.map((t) => {
    const before = (
      text
        .slice(Math.max(0, t.start - 30), t.start)
        .split(/[,;:(]\s*|\band\b|\bis\b/)
        .pop() ?? ''
    )
      .replace(/\b(?:at|of|for|is|=)\s*$/, '')
      .trim();
    const after = /^\s*(?:at|for|on|to)?\s*([a-z][a-z /-]{2,25}?)(?=[,;.)]|\s+and\b|$)/.exec(
      text.slice(t.end),
    )?.[1];
    return { t, label: /^[a-z][a-z /-]*$/.test(before) && before.length >= 3 ? before : (after ?? '') };
  });
  if (labelled.some((s) => s.label.length < 3)) return null;
  const sum = stages.reduce((s, t) => s + t.value, 0);
  if (Math.abs(sum - 1) > 1e-6) return null;
  if (
    !allPlaced(text, [
      ...tokens.map(spanOf),
      firstN ? { start: firstN.index, end: firstN.index + firstN[0].length } : undefined,
    ])
  )
    return null;
  const loan = loans[0]!.value;
  let drawn = 0;
  const rows = labelled.map(({ t, label }) => {
    const amount = loan * t.value;
    drawn += amount;
    return { label, share: t.value, amount, drawn, left: loan - drawn };
  });
  const n = firstN ? (ORDINAL_COUNT[firstN[1]!] ?? Number(firstN[1])) : undefined;
  const named = rows.filter((r) =>
    new RegExp(
      `\\b${r.label.split(/\s+/)[0]}\\w*\\s+draw\\b|\\bdraw (?:for|at) ${r.label.split(/\s+/)[0]}`,
    ).test(text),
  );
  return {
    title: 'Construction loan: draw schedule',
    inputs: [
      `Loan: ${formatMoney(loan)}`,
      `Draws: ${rows.map((r) => `${r.label} ${formatPercent(r.share, 2)}`).join(', ')}`,
    ],
    results: [
      ...named.map(
        (r) =>
          `${r.label.charAt(0).toUpperCase()}${r.label.slice(1)} draw: **${formatMoney(r.amount)}** (${formatMoney(loan)} × ${formatPercent(r.share, 2)})`,
      ),
      ...(n && n >= 1 && n <= rows.length
        ? [
            `Drawn after the first ${n}: ${formatMoney(rows[n - 1]!.drawn)}; still undrawn: **${formatMoney(rows[n - 1]!.left)}**`,
          ]
        : []),
    ],
    table: [
      '| Draw | Share | Amount | Drawn so far | Undrawn |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${r.label} | ${formatPercent(r.share, 2)} | ${formatMoney(r.amount)} | ${formatMoney(r.drawn)} | ${formatMoney(r.left)} |`,
      ),
    ].join('\n'),
    method: 'Each draw = loan × its share; what is undrawn after a draw = loan − the draws so far',
  };
};

export const CONSTRUCTION_LOAN_READERS: readonly Reader[] = [drawInterest, interestReserve, drawSchedule];

// Commercial-lease arithmetic with every number stated (an outside review found these classes failing):
// the rent schedule of an escalating lease (a year's rate per square foot, its annual and monthly
// rent, the total over the term) with percentage or fixed-dollar bumps, free months and the effective
// rent, a TI allowance or other concessions in a net-effective rent, a TI allowance amortized into the
// rent, base-year or expense-stop pass-throughs, and a gross quote against a net one. The terms are
// read by lease-reading.ts; each reader answers only when it placed every number the question states.
// Part of quick-math (READERS there).
import { monthlyPayment } from './calculators.ts';
import { formatAmount, formatMoney, formatNumber, formatRate, markdownTable } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { money, num, percents, type Reader } from './quick-math-reading.ts';
import {
  areasIn,
  askedYears,
  ASKS_EFFECTIVE,
  ASKS_SCHEDULE,
  ASKS_TOTAL,
  AMORTIZED,
  BUMP_WORDS,
  bumpEvery,
  clauseOf,
  footAmounts,
  freeMonths,
  inside,
  isStep,
  itemSpans,
  nearWords,
  oneTerm,
  ownTokens,
  quoteOptions,
  type FootAmount,
} from './lease-reading.ts';

const sqft = (area: number) => `${formatNumber(area, 0)} sq ft`;
const perFoot = (value: number) => `${formatMoney(value)}/sq ft`;
const LEASE_CONTEXT = /\b(?:lease[ds]?|leasing|rent|rents|tenant|landlord|nnn|full[- ]service|gross|psf)\b/;

type Bump =
  | { kind: 'percent'; rate: number }
  /** A fixed step a year, per square foot or in dollars of the whole rent. */
  | { kind: 'perFoot'; yearly: number; quoted: string }
  | { kind: 'amount'; yearly: number; quoted: string };

/** A landlord's concession counted against the rent: a TI allowance, a moving allowance. */
interface Concession {
  label: string;
  /** How it was worked out, when not stated as one amount ("$35.00/sq ft × 3,200 sq ft"). */
  detail?: string;
  amount: number;
}

interface LeaseTerms {
  area: number | null;
  /** The year-1 rent per square foot a year, when quoted that way. */
  startRate: number | null;
  /** The year-1 rent a year for the whole space. */
  startYearly: number;
  startLabel: string;
  /** The rent was quoted a month per square foot ("$2.50/sf/mo"): answers give that rate too. */
  quotedMonthly: boolean;
  bump: Bump | null;
  every: number;
  termMonths: number | null;
  termNamed: boolean;
  /** Expenses paid on top of a net rent, per sq ft a year (NNN, CAM), as stated; null when none. */
  opex: { yearly: number; label: string } | null;
  free: { months: number; atEnd: boolean } | null;
  /** Landlord concessions counted against the rent in a net-effective rent (TI, moving allowance). */
  concessions: Concession[];
  discount: number | null;
  /** An amount the landlord funds and the tenant pays back in the rent (TI amortized into it). */
  financed: Financed | null;
}

interface Financed {
  amount: number;
  /** "TI", or "Amount" when the question does not say what it pays for. */
  label: string;
  /** How it was worked out, when quoted per square foot ("$30.00/sq ft × 4,000 sq ft"). */
  detail?: string;
  rate: number;
  /** Months it is paid back over; null: over the lease's term. */
  months: number | null;
}

/** The sentence a span sits in. */
function sentenceOf(text: string, span: { start: number; end: number }) {
  const before =
    text
      .slice(0, span.start)
      .split(/[.?!;](?=\s|$)/)
      .at(-1) ?? '';
  const after = text.slice(span.end).split(/[.?!;](?=\s|$)/)[0] ?? '';
  return { start: span.start - before.length, end: span.end + after.length };
}

const NO_INTEREST = /\b(?:no interest|interest[- ]free|0% interest|zero interest|straight[- ]line)\b/;

/**
 * The amount paid back in the rent, if the question has one: "they fund an extra $50k of TI and we pay
 * it back in the rent at 8% over the 60 months", "$30/sf of TI amortized at 8% over the term". It is
 * the amount (a lump sum, or a TI per square foot) whose clause says so, or the only one in a
 * sentence that does; its rate is the percentage of the financing words, its term the span "over"
 * after it (else the lease's term). Undefined when the question has none, null when it cannot be read.
 */
function financedAmount(
  text: string,
  spans: ReturnType<typeof itemSpans>,
  own: readonly NumberToken[],
  footTi: readonly FootAmount[],
  area: number | null,
): { financed: Financed; used: Set<NumberToken | FootAmount> } | null | undefined {
  if (!AMORTIZED.test(text)) return undefined;
  const lumps = own.filter((t) => t.kind === 'money' && !t.period);
  const candidates: (NumberToken | FootAmount)[] = [...lumps, ...footTi];
  const financedOnes = candidates.filter((c) => {
    if (AMORTIZED.test(clauseOf(text, c))) return true;
    const sentence = sentenceOf(text, c);
    const inSentence = candidates.filter((o) => o.start >= sentence.start && o.end <= sentence.end);
    return AMORTIZED.test(text.slice(sentence.start, sentence.end)) && inSentence.length === 1;
  });
  if (financedOnes.length !== 1) return null;
  const amount = financedOnes[0]!;
  const sentence = sentenceOf(text, amount);
  const inSentence = (t: NumberToken) => t.start >= sentence.start && t.end <= sentence.end;
  // Its rate: the percentage of the financing words, else the one in its sentence that is no bump.
  const percentages = own.filter((t) => t.kind === 'percent');
  const interest = percentages.filter((t) => percentRole(text, spans, t) === 'interest');
  const rates =
    interest.length > 0
      ? interest
      : percentages.filter((t) => inSentence(t) && percentRole(text, spans, t) === null);
  // "over the 60 months", "over 7 years", "for 5 years" after the amount, in its sentence.
  const spansOver = own.filter(
    (t) =>
      (t.kind === 'years' || t.kind === 'months') &&
      inSentence(t) &&
      t.start > amount.end &&
      /\b(?:over|for|across)\s+(?:the\s+)?(?:next\s+|first\s+)?$/.test(
        text.slice(Math.max(0, t.start - 20), t.start),
      ),
  );
  if (rates.length > 1 || spansOver.length > 1) return null;
  if (rates.length === 0 && !NO_INTEREST.test(text)) return null;
  const isPerFoot = 'role' in amount;
  if (isPerFoot && area === null) return null;
  const term = spansOver[0];
  const words = clauseOf(text, amount);
  return {
    financed: {
      amount: isPerFoot ? amount.quoted * area! : amount.value,
      label:
        isPerFoot ||
        /\b(?:ti|tis|tia|tenant improvements?|improvements?|build[- ]?outs?|fit[- ]?outs?)\b/.test(
          `${words} ${text.slice(sentence.start, sentence.end)}`,
        )
          ? 'TI'
          : 'Amount',
      ...(isPerFoot ? { detail: `${perFoot(amount.quoted)} × ${sqft(area!)}` } : {}),
      rate: rates[0]?.value ?? 0,
      months: term ? (term.kind === 'months' ? term.value : term.value * 12) : null,
    },
    used: new Set<NumberToken | FootAmount>([amount, ...rates, ...(term ? [term] : [])]),
  };
}

/** What a percentage in a lease question is, from its own clause. */
function percentRole(text: string, spans: ReturnType<typeof itemSpans>, t: NumberToken) {
  const { before, after } = nearWords(text, spans, t);
  const clause = clauseOf(text, t);
  if (/\bdiscount\w*\b/.test(before) || /^\s*(?:discount|hurdle)/.test(after)) return 'discount';
  if (
    /\b(?:interest|loan)\b/.test(`${before} ${after} ${clause}`) ||
    AMORTIZED.test(`${before} ${after} ${clause}`)
  )
    return 'interest';
  if (BUMP_WORDS.test(`${before} ${after}`) || t.period === 'yearly') return 'bump';
  if (BUMP_WORDS.test(clause.replace(/\bup front\b/, ''))) return 'bump';
  return null;
}

/** A money amount's role from its words: a rent, a bump, a TI allowance or another concession. */
function moneyRole(text: string, spans: ReturnType<typeof itemSpans>, t: NumberToken) {
  const { before, after } = nearWords(text, spans, t);
  const words = `${before} ${after}`;
  if (/\b(?:ti|tis|tia|tenant improvements?|improvements?|build[- ]?outs?)\b/.test(words)) return 'ti';
  if (/\b(?:moving|relocation|cash|signing)\s+allowance\b|\bconcessions?\b/.test(words)) return 'concession';
  if (
    BUMP_WORDS.test(before) ||
    /^\s*(?:\w+\s+)?(?:bumps?|escalat\w*|increases?|step[- ]?ups?|raises?)\b/.test(after) ||
    isStep(before, after)
  )
    return 'bump';
  return 'rent';
}

/**
 * The lease's terms, or null when a number of the question has no place in them (it is then another
 * reader's question, or one to ask about).
 */
function readLeaseTerms(text: string, tokens: NumberToken[]): LeaseTerms | null {
  if (!LEASE_CONTEXT.test(text) || /\bbase[- ]year\b|\bexpense stop\b/.test(text)) return null;
  const spans = itemSpans(text, tokens);
  const feet = footAmounts(text, tokens);
  const areas = areasIn(text);
  if (areas.length > 1) return null;
  const area = areas[0]?.value ?? null;
  const free = freeMonths(text);
  const stated = ownTokens(text, tokens).filter((t) => !(free && t.start >= free.start && t.end <= free.end));
  const financing = financedAmount(
    text,
    spans,
    stated,
    feet.filter((f) => f.role === 'ti'),
    area,
  );
  if (financing === null) return null;
  const used = financing?.used ?? new Set();
  const own = stated.filter((t) => !used.has(t));
  const rates = feet.filter((f) => f.role === 'rent');
  const footBumps = feet.filter((f) => f.role === 'bump');
  const footTi = feet.filter((f) => f.role === 'ti' && !used.has(f));
  if (rates.length > 1 || footBumps.length > 1 || footTi.length > 1) return null;
  // "plus CAM of $8/sf": the tenant's operating expenses on top of a net rent, held flat.
  const opex = feet.filter((f) => f.role === 'opex');
  if (opex.length > 0 && area === null) return null;

  let discount: number | null = null;
  // Fixed steps as stated, resolved against the rent's period below.
  const steps: { kind: 'perFoot' | 'amount'; value: number; monthly: boolean }[] = footBumps.map((f) => ({
    kind: 'perFoot',
    value: f.quoted,
    monthly: f.monthly,
  }));
  const bumps: Bump[] = [];
  const rentAmounts: NumberToken[] = [];
  const concessions: Concession[] = [];
  const termCandidates: NumberToken[] = [];
  for (const t of own) {
    if (t.kind === 'percent') {
      const role = percentRole(text, spans, t);
      if (role === 'bump') bumps.push({ kind: 'percent', rate: t.value });
      else if (role === 'discount') discount = t.value;
      else return null;
    } else if (t.kind === 'years' || t.kind === 'months') {
      const before = text.slice(Math.max(0, t.start - 12), t.start);
      // "bumps every 2 years" is how often (bumpEvery); "the rent in 3 years" a year asked (askedYear).
      if (/\bevery\s*$/.test(before)) continue;
      if (/\b(?:in|after)\s*$/.test(before) && !/^\s*(?:lease|term)\b/.test(text.slice(t.end))) continue;
      termCandidates.push(t);
    } else {
      const role = moneyRole(text, spans, t);
      if (role === 'rent') rentAmounts.push(t);
      else if (role === 'ti' || role === 'concession') {
        if (t.period) return null;
        concessions.push({ label: role === 'ti' ? 'TI allowance' : 'Other concessions', amount: t.value });
      } else if (role === 'bump') {
        if (!t.period) return null;
        steps.push({ kind: 'amount', value: t.value, monthly: t.period === 'monthly' });
      }
    }
  }
  if (bumps.length + steps.length > 1) return null;
  if (footTi.length === 1) {
    if (area === null) return null;
    const ti = footTi[0]!;
    concessions.unshift({
      label: 'TI allowance',
      detail: `${perFoot(ti.quoted)} × ${sqft(area)}`,
      amount: ti.quoted * area,
    });
  }
  // "5-year lease", "a 62-month term", "over the next 5 years": one number gives the term, and a span
  // that says it again ("5 yr term … over the 5 years") is the same term.
  const termToken = oneTerm(text, termCandidates);
  if (termCandidates.length > 0 && termToken === null) return null;

  // The starting rent: a rate per square foot over the space, or one rent amount with its period.
  let monthlyRent = false;
  let startRate: number | null = null;
  let startYearly: number;
  let startLabel: string;
  if (rates.length === 1 && rentAmounts.length === 0) {
    if (area === null) return null;
    const rate = rates[0]!;
    monthlyRent = rate.monthly;
    startRate = rate.yearly;
    startYearly = rate.yearly * area;
    startLabel = `${quoteOf(rate)}${rate.monthly ? ` (${perFoot(rate.yearly)} a year)` : ''} × ${sqft(area)} = ${formatMoney(startYearly)} a year`;
  } else if (rates.length === 0 && rentAmounts.length === 1 && rentAmounts[0]!.period) {
    const rent = rentAmounts[0]!;
    monthlyRent = rent.period === 'monthly';
    startYearly = rent.period === 'monthly' ? rent.value * 12 : rent.value;
    startRate = area !== null ? startYearly / area : null;
    startLabel =
      rent.period === 'monthly'
        ? `${formatAmount(rent.value)} a month (${formatMoney(startYearly)} a year)`
        : `${formatAmount(rent.value)} a year`;
    if (area !== null) startLabel += `, ${perFoot(startRate!)} a year on ${sqft(area)}`;
  } else return null;
  const step = steps[0];
  if (step?.kind === 'perFoot' && area === null) return null;
  const bump =
    bumps[0] ??
    (step ? stepBump(step, startYearly / (step.kind === 'perFoot' ? area! : 1), monthlyRent) : null);
  return {
    area,
    startRate,
    startYearly,
    startLabel,
    quotedMonthly: rates[0]?.monthly ?? false,
    bump,
    every: bumpEvery(text),
    termMonths: termToken ? (termToken.kind === 'months' ? termToken.value : termToken.value * 12) : null,
    // "a 5-year lease" is a term; "over the next 5 years" of a rent paid now is only a span of years.
    opex:
      opex.length > 0
        ? {
            yearly: opex.reduce((sum, f) => sum + f.yearly, 0),
            label: opex.map((f) => quoteOf(f)).join(' + '),
          }
        : null,
    termNamed: termToken !== null && /\b(?:lease|term)\b/.test(clauseOf(text, termToken)),
    free: free && free.months > 0 ? { months: free.months, atEnd: free.atEnd } : null,
    concessions,
    discount,
    financed: financing?.financed ?? null,
  };
}

/**
 * A fixed step ("$0.50/sf a year", "goes up $50 each year") is a step of the rent as it is quoted,
 * made each year: "a year" says how often. On a rent quoted a month it is a month's step when that
 * is a plausible raise (at most 15% a year), else a year's; "/mo" on the step itself settles it.
 */
function stepBump(
  step: { kind: 'perFoot' | 'amount'; value: number; monthly: boolean },
  yearlyRent: number,
  monthlyRent: boolean,
): Bump {
  const monthly = step.monthly || (monthlyRent && (step.value * 12) / yearlyRent <= 0.15);
  const yearly = monthly ? step.value * 12 : step.value;
  const quoted =
    step.kind === 'perFoot'
      ? `+${formatMoney(step.value)}/sq ft ${monthly ? 'a month' : 'a year'}`
      : `+${formatAmount(step.value)} ${monthly ? 'a month' : 'a year'}`;
  return { kind: step.kind, yearly, quoted };
}

const quoteOf = (f: FootAmount) => `${formatMoney(f.quoted)}/sq ft ${f.monthly ? 'a month' : 'a year'}`;

interface YearRow {
  year: number;
  /** The year's rent a year for the whole space, and per square foot when known. */
  yearly: number;
  rate: number | null;
  /** Months of the term in this year, and the rent actually paid in them after free months. */
  months: number;
  freeMonths: number;
  paid: number;
}

/** The rent a year in lease year `year` (1-based), after the bumps before it. */
function rentInYear(terms: LeaseTerms, year: number): number {
  const steps = Math.floor((year - 1) / terms.every);
  const bump = terms.bump;
  if (!bump) return terms.startYearly;
  if (bump.kind === 'percent') return terms.startYearly * Math.pow(1 + bump.rate, steps);
  if (bump.kind === 'perFoot') return terms.startYearly + bump.yearly * (terms.area ?? 0) * steps;
  return terms.startYearly + bump.yearly * steps;
}

/** Year by year: each year's rent, and the months of it paid once the free months are taken off. */
function schedule(terms: LeaseTerms, years: number): YearRow[] {
  const termMonths = terms.termMonths ?? years * 12;
  const free = terms.free?.months ?? 0;
  const freeMonth = (m: number) => (terms.free?.atEnd ? m > termMonths - free : m <= free);
  const rows: YearRow[] = [];
  for (let year = 1; year <= years; year++) {
    const yearly = rentInYear(terms, year);
    const first = (year - 1) * 12 + 1;
    const months = Math.max(0, Math.min(12, termMonths - (year - 1) * 12));
    let freeHere = 0;
    for (let m = first; m < first + months; m++) if (freeMonth(m)) freeHere++;
    rows.push({
      year,
      yearly,
      rate: terms.area ? yearly / terms.area : null,
      months,
      freeMonths: freeHere,
      paid: (yearly / 12) * (months - freeHere),
    });
  }
  return rows;
}

function bumpLabel(terms: LeaseTerms): string {
  const every = terms.every === 1 ? 'a year' : `every ${terms.every} years`;
  const bump = terms.bump;
  if (!bump) return 'none (flat rent)';
  if (bump.kind === 'percent') return `${formatRate(bump.rate)} ${every}, compounding`;
  return `${bump.quoted} in rent, added ${terms.every === 1 ? 'each year' : `every ${terms.every} years`}`;
}

/** "N months" or "N years". */
const termLabel = (months: number) =>
  months % 12 === 0 ? `${months / 12} ${months === 12 ? 'year' : 'years'}` : `${months} months`;

/** The lease as read: the space, the year-1 rent, the increases, the term and any free months. */
function leaseInputs(terms: LeaseTerms): string[] {
  return [
    ...(terms.area !== null ? [`Space: ${sqft(terms.area)}`] : []),
    `Year 1 rent: ${terms.startLabel}`,
    `Increases: ${bumpLabel(terms)}`,
    ...(terms.termMonths !== null
      ? [`${terms.termNamed ? 'Term' : 'Over'}: ${termLabel(terms.termMonths)}`]
      : []),
    ...(terms.free
      ? [
          `Free rent: ${terms.free.months} months ${terms.free.atEnd ? 'at the end' : 'up front'} (at the rent of the months they cover)`,
        ]
      : []),
  ];
}

/**
 * A lease's rent year by year over its term, for a reader that prices something on it (a leasing
 * commission on the aggregate rent, lease-commission-math.ts): null unless the lease is read whole,
 * with its term, and has no concession, financing or expense it would leave out.
 */
export function leaseRentByYear(
  text: string,
  tokens: NumberToken[],
): { inputs: string[]; years: { year: number; paid: number; months: number }[] } | null {
  const terms = readLeaseTerms(text, tokens);
  if (!terms || terms.termMonths === null || terms.financed || terms.opex || terms.discount !== null)
    return null;
  if (terms.concessions.length > 0) return null;
  const rows = schedule(terms, Math.ceil(terms.termMonths / 12)).filter((r) => r.months > 0);
  return {
    inputs: leaseInputs(terms),
    years: rows.map((r) => ({ year: r.year, paid: r.paid, months: r.months })),
  };
}

/**
 * The rent schedule of a lease: "5-year lease, 6,000 sf, $28/sf year 1 with 3% annual increases: the
 * rate in year 5 and the total rent"; "$32/sf full service, 4 months free up front: total and the
 * effective rent"; fixed bumps ("$0.50/sf a year"), monthly quotes, a TI allowance in the
 * net-effective rent.
 */
const leaseSchedule: Reader = ({ text, tokens }) => {
  const terms = readLeaseTerms(text, tokens);
  if (!terms) return null;
  const termYears = terms.termMonths !== null ? terms.termMonths / 12 : null;
  const asked = askedYears(text, termYears);
  const year = asked.at(-1) ?? null;
  const asksTotal = ASKS_TOTAL.test(text);
  const asksEffective = ASKS_EFFECTIVE.test(text) || (terms.concessions.length > 0 && /\bnet\b/.test(text));
  const asksSchedule = ASKS_SCHEDULE.test(text);
  // Something only a schedule answers: a later year's rent under bumps, a total, an effective rent.
  if ((asksTotal || asksEffective || asksSchedule) && terms.termMonths === null) return null;
  // An amount paid back in the rent: the rent with its payment is the answer, whatever else is asked.
  const financed = terms.financed;
  const financeMonths = financed ? (financed.months ?? terms.termMonths) : null;
  if (financed && (financeMonths === null || terms.discount !== null)) return null;
  if (!asksTotal && !asksEffective && !asksSchedule && !(year !== null && terms.bump) && !financed)
    return null;
  if (!asksEffective && (terms.concessions.length > 0 || terms.discount !== null)) return null;
  if (terms.free && terms.termMonths === null) return null;
  if (!terms.bump && !terms.free && !asksTotal && !asksEffective && !financed) return null;
  const years = Math.max(Math.ceil((terms.termMonths ?? 0) / 12), year ?? 0);
  if (!(years >= 1 && years <= 50)) return null;
  const rows = schedule(terms, years);
  const inTerm = rows.filter((r) => r.months > 0);
  const total = inTerm.reduce((sum, r) => sum + r.paid, 0);
  const gross = inTerm.reduce((sum, r) => sum + (r.yearly / 12) * r.months, 0);
  const area = terms.area;

  const inputs = [
    ...leaseInputs(terms),
    ...terms.concessions.map(
      (c) => `${c.label}: ${c.detail ? `${c.detail} = ` : ''}${formatMoney(c.amount)}`,
    ),
    ...(terms.discount !== null ? [`Discount rate: ${formatRate(terms.discount)} a year`] : []),
    ...(terms.opex ? [`Expenses on top (NNN/CAM): ${terms.opex.label}, held at that rate`] : []),
    ...(financed
      ? [
          `${financed.label} paid back in the rent: ${financed.detail ? `${financed.detail} = ` : ''}${formatMoney(financed.amount)} at ${formatRate(financed.rate)} over ${termLabel(financeMonths!)}${financed.months === null ? ' (the term)' : ''}, monthly payments`,
        ]
      : []),
  ];
  const results: string[] = [];
  const payment = financed ? monthlyPayment(financed.amount, financed.rate, financeMonths! / 12) : 0;
  const paidIn = (year: number) => financed !== null && (year - 1) * 12 < financeMonths!;
  if (financed) {
    const name = financed.label === 'TI' ? 'the TI' : 'the payment';
    results.push(
      `${financed.label === 'TI' ? 'TI payment' : 'Payment'}: **${formatMoney(payment)}** a month (${formatMoney(payment * 12)} a year${area !== null ? `, ${perFoot((payment * 12) / area)} a year` : ''})`,
      `Monthly rent with ${name}${terms.bump ? ' in year 1' : ''}: ${formatMoney(terms.startYearly / 12)} + ${formatMoney(payment)} = **${formatMoney(terms.startYearly / 12 + payment)}**${area !== null ? ` (${perFoot((terms.startYearly + payment * 12) / area)} a year)` : ''}`,
    );
    for (const year of asked.filter((y) => y > 1 && paidIn(y))) {
      const monthly = rows[year - 1]!.yearly / 12;
      results.push(
        `Year ${year} monthly rent with ${name}: ${formatMoney(monthly)} + ${formatMoney(payment)} = **${formatMoney(monthly + payment)}**`,
      );
    }
    if (terms.opex && area !== null)
      results.push(
        `With the expenses (${terms.opex.label}): **${formatMoney((terms.startYearly + terms.opex.yearly * area) / 12 + payment)}** a month${terms.bump ? ' in year 1' : ''}`,
      );
  } else if (asked.length === 0 && /\bmonthly\b|\b(?:a|per|each) month\b/.test(text))
    results.push(
      `Monthly rent: **${formatMoney(terms.startYearly / 12)}**${terms.bump ? ' in year 1' : ''}${terms.free ? ' (after the free months)' : ''}`,
    );
  for (const year of asked) {
    const row = rows[year - 1]!;
    if (row.rate !== null)
      results.push(`Year ${year} rate: **${perFoot(row.rate)}** a year (${perFoot(row.rate / 12)} a month)`);
    results.push(
      `Year ${year} rent: **${formatMoney(row.yearly)}** a year (**${formatMoney(row.yearly / 12)}** a month)`,
    );
    if (terms.opex && row.rate !== null && area !== null) {
      const allIn = row.rate + terms.opex.yearly;
      results.push(
        `Year ${year} with the expenses: **${perFoot(allIn)}** a year (${formatMoney(allIn * area)} a year, ${formatMoney((allIn * area) / 12)} a month)`,
      );
    }
  }
  const termYearsShown = termYears !== null ? termLabel(terms.termMonths!) : '';
  if (terms.termMonths !== null && (asksTotal || asksEffective || asksSchedule)) {
    if (terms.free) {
      results.push(
        `Rent before free months: ${formatMoney(gross)}; free months: −${formatMoney(gross - total)}`,
      );
      results.push(
        `Total ${terms.opex ? 'base ' : ''}rent over ${termYearsShown}: **${formatMoney(total)}**`,
      );
    } else
      results.push(
        `Total ${terms.opex ? 'base ' : ''}rent over ${termYearsShown}: **${formatMoney(total)}**`,
      );
    if (financed) {
      const months = Math.min(financeMonths!, terms.termMonths);
      const left = financeMonths! - months;
      results.push(
        `${financed.label === 'TI' ? 'TI payments' : 'Payments'} over the term: ${formatMoney(payment)} × ${months} months = ${formatMoney(payment * months)}${left > 0 ? ` (${left} payments are left when the term ends)` : ''}`,
        `Total with the ${financed.label === 'TI' ? 'TI ' : ''}payments: **${formatMoney(total + payment * months)}**`,
      );
    }
    if (terms.opex && area !== null && termYears !== null) {
      // Free months abate the base rent; the expenses are still paid.
      const expenses = terms.opex.yearly * area * termYears;
      results.push(
        `Expenses over the term: ${perFoot(terms.opex.yearly)} × ${sqft(area)} × ${formatNumber(termYears, 2)} years = ${formatMoney(expenses)}`,
        `Total occupancy cost: **${formatMoney(total + expenses)}**`,
      );
    }
  }
  if (asksEffective && termYears !== null) {
    const perYear = total / termYears;
    results.push(
      area !== null
        ? `Effective rent (the average over the term): **${perFoot(perYear / area)}** a year${terms.quotedMonthly ? ` (**${perFoot(perYear / area / 12)}** a month)` : ''} (${formatMoney(total)} ÷ ${formatNumber(termYears, 2)} years ÷ ${sqft(area)}), ${formatMoney(perYear / 12)} a month on average`
        : `Effective rent (the average over the term): **${formatMoney(perYear)}** a year (${formatMoney(perYear / 12)} a month on average)`,
    );
    if (financed) {
      const withPayments = (total + payment * Math.min(financeMonths!, terms.termMonths!)) / termYears;
      results.push(
        `Effective rent with the ${financed.label === 'TI' ? 'TI ' : ''}payments: **${area !== null ? `${perFoot(withPayments / area)}** a year, ` : `${formatMoney(withPayments)}** a year, `}${formatMoney(withPayments / 12)} a month on average`,
      );
    }
    const conceded = terms.concessions.reduce((sum, c) => sum + c.amount, 0);
    if (terms.concessions.length > 0) {
      const net = (total - conceded) / termYears;
      results.push(
        `Net effective rent (after ${terms.concessions.map((c) => c.label).join(' and ')}): **${area !== null ? `${perFoot(net / area)}** a year` : `${formatMoney(net)}** a year`} ((${formatMoney(total)} − ${formatMoney(conceded)}) ÷ ${formatNumber(termYears, 2)} years${area !== null ? ` ÷ ${sqft(area)}` : ''})`,
      );
    }
    if (terms.discount !== null) {
      const level = discountedLevelRent(rows, terms, conceded);
      results.push(
        `Discounted net effective rent at ${formatRate(terms.discount)}: **${area !== null ? `${perFoot(level / area)}** a year` : `${formatMoney(level)}** a year`} (the level rent with the same present value)`,
      );
    }
  }
  const table =
    inTerm.length >= 2 && inTerm.length <= 15 && (terms.bump || asksSchedule)
      ? markdownTable(
          [
            'Year',
            ...(area !== null ? ['$/sq ft a year'] : []),
            'Annual rent',
            'Monthly rent',
            ...(terms.free || inTerm.some((r) => r.months < 12) ? ['Rent paid'] : []),
            ...(financed ? [`Monthly with ${financed.label === 'TI' ? 'the TI' : 'the payment'}`] : []),
          ],
          inTerm.map((r) => [
            String(r.year),
            ...(r.rate !== null ? [formatMoney(r.rate)] : []),
            formatMoney(r.yearly),
            formatMoney(r.yearly / 12),
            ...(terms.free || inTerm.some((x) => x.months < 12)
              ? [
                  `${formatMoney(r.paid)}${r.freeMonths ? ` (${r.freeMonths} free)` : ''}${r.months < 12 ? ` (${r.months} months)` : ''}`,
                ]
              : []),
            ...(financed ? [formatMoney(r.yearly / 12 + (paidIn(r.year) ? payment : 0))] : []),
          ]),
        )
      : undefined;
  const growth =
    terms.bump?.kind === 'percent'
      ? `year N rent = year 1 rent × (1 + ${formatRate(terms.bump.rate)})^${terms.every === 1 ? '(N − 1)' : `(steps so far)`}`
      : terms.bump
        ? `year N rent = year 1 rent + ${terms.every === 1 ? '(N − 1)' : 'the steps so far'} × the bump`
        : 'the same rent every year';
  return {
    title: financed
      ? `Lease rent with ${financed.label === 'TI' ? 'the TI' : 'an amount'} paid back in the rent`
      : asksEffective
        ? 'Lease rent: total and effective rent'
        : terms.bump
          ? 'Rent with yearly increases'
          : 'Rent over the term',
    inputs,
    results,
    ...(table ? { table } : {}),
    method: `Year 1 is the first twelve months; ${growth}; the total adds each month's rent over the term${terms.free ? ', less the free months' : ''}${asksEffective ? '; effective rent = total ÷ years ÷ sq ft' : ''}${terms.concessions.length ? ', net of the concessions the landlord pays' : ''}${financed ? `; the ${financed.label === 'TI' ? 'TI ' : ''}payment = P·r ÷ (1 − (1 + r)^−n) with r = rate ÷ 12 and n = months, added to each month's rent while it is paid (free months abate the base rent only)` : ''}`,
  };
};

/** The level yearly rent whose present value at the discount rate equals the lease's, net of concessions. */
function discountedLevelRent(rows: YearRow[], terms: LeaseTerms, conceded: number): number {
  const r = (terms.discount ?? 0) / 12;
  const termMonths = terms.termMonths ?? 0;
  const free = terms.free?.months ?? 0;
  let pv = -conceded;
  for (let m = 1; m <= termMonths; m++) {
    const row = rows[Math.ceil(m / 12) - 1]!;
    const isFree = terms.free?.atEnd ? m > termMonths - free : m <= free;
    // Rent is paid in advance: month m's rent at the start of the month.
    if (!isFree) pv += row.yearly / 12 / Math.pow(1 + r, m - 1);
  }
  const annuityDue = r === 0 ? termMonths : ((1 - Math.pow(1 + r, -termMonths)) / r) * (1 + r);
  return (pv / annuityDue) * 12;
}

/**
 * A TI allowance amortized into the rent: "$40/sf TI on 5,000 sf amortized over 7 years at 8%,
 * monthly payments: the payment and what it adds per sf per year".
 */
const tiAmortized: Reader = ({ text, tokens }) => {
  if (
    !AMORTIZED.test(text) ||
    !/\b(?:ti|tis|tia|tenant improvements?|improvements?|build[- ]?outs?|allowance)\b/.test(text)
  )
    return null;
  const spans = itemSpans(text, tokens);
  const feet = footAmounts(text, tokens);
  const areas = areasIn(text);
  if (areas.length > 1) return null;
  // Without the space ("they fund an extra $60,000 of TI … what does that add to my monthly rent?"),
  // the payment is what it adds; per square foot needs the space (rule 78).
  const area = areas[0]?.value ?? null;
  const own = ownTokens(text, tokens);
  const ti = feet.filter((f) => f.role === 'ti');
  const tiTokens = money(own).filter((t) => moneyRole(text, spans, t) === 'ti' && !t.period);
  const rents = feet.filter((f) => f.role === 'rent');
  if (ti.length + tiTokens.length !== 1 || rents.length > 1 || feet.length !== ti.length + rents.length)
    return null;
  const rates = percents(own);
  const terms = own.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (rates.length > 1 || terms.length !== 1 || own.length !== tiTokens.length + rates.length + terms.length)
    return null;
  const noInterest = NO_INTEREST.test(text);
  if (rates.length === 0 && !noInterest) return null;
  const rate = rates[0]?.value ?? 0;
  const years = terms[0]!.kind === 'months' ? terms[0]!.value / 12 : terms[0]!.value;
  if (area === null && (ti.length > 0 || rents.length > 0)) return null;
  const principal = ti.length ? ti[0]!.quoted * area! : tiTokens[0]!.value;
  const annualPayments = /\b(?:annual|yearly) payments?\b|\bpaid (?:annually|yearly|once a year)\b/.test(
    text,
  );
  const yearlyCost = annualPayments
    ? rate === 0
      ? principal / years
      : (principal * rate) / (1 - Math.pow(1 + rate, -years))
    : monthlyPayment(principal, rate, years) * 12;
  const perFootYear = area !== null ? yearlyCost / area : null;
  const base = rents[0];
  return {
    title: 'TI allowance amortized into the rent',
    inputs: [
      `TI allowance: ${ti.length ? `${perFoot(ti[0]!.quoted)} × ${sqft(area!)} = ${formatMoney(principal)}` : `${formatMoney(principal)}${area !== null ? ` on ${sqft(area)}` : ''}`}`,
      `Amortized over ${formatNumber(years, 2)} years at ${formatRate(rate)}, ${annualPayments ? 'annual' : 'monthly'} payments`,
      ...(base ? [`Base rent: ${quoteOf(base)}`] : []),
    ],
    results: [
      `${perFootYear === null ? 'Payment added to the rent' : 'Payment'}: ${
        annualPayments
          ? `**${formatMoney(yearlyCost)}** a year`
          : `**${formatMoney(yearlyCost / 12)}** a month (${formatMoney(yearlyCost)} a year)`
      }`,
      ...(perFootYear !== null
        ? [`Added to the rent: **${perFoot(perFootYear)}** a year (${perFoot(perFootYear / 12)} a month)`]
        : []),
      ...(base && perFootYear !== null
        ? [
            `Rent with the TI: ${perFoot(base.yearly)} + ${perFoot(perFootYear)} = **${perFoot(base.yearly + perFootYear)}** a year`,
          ]
        : []),
      `Total repaid: ${formatMoney(yearlyCost * years)} (${formatMoney(yearlyCost * years - principal)} of interest)`,
    ],
    method: `${annualPayments ? 'Payment = P·r ÷ (1 − (1 + r)^−n) with r the yearly rate and n the years' : 'Payment = P·r ÷ (1 − (1 + r)^−n) with r = rate ÷ 12 and n = months'}${area !== null ? `; per sq ft a year = the year's payments ÷ ${sqft(area)}` : ''}`,
  };
};

/** Words that name the base year's (or the stop's) expenses rather than this year's. */
const BASE_WORDS = /\bbase[- ]year\b|\b(?:expense )?stop\b|\bbase\b(?! rent)/;

/**
 * Base-year and expense-stop pass-throughs: "base year opex $9.50/sf, this year $11.20/sf, tenant
 * 4,000 sf: what does the tenant owe"; "expense stop of $10/sf, actual opex $12.25/sf"; the building's
 * expenses in dollars with the tenant's share ("$1.2M in the base year, $1.38M now, tenant has 12,000
 * of 100,000 sf"). The tenant pays its share of the expenses above the base, nothing below it.
 */
const baseYearPassThrough: Reader = ({ text, tokens }) => {
  if (!/\bbase[- ]year\b|\bexpense stop\b|\bstop of\b|\bover (?:the )?(?:base|stop)\b/.test(text))
    return null;
  const spans = itemSpans(text, tokens);
  // "a 2023 base year", "2025 expenses": calendar years name the two years; they are no amounts.
  const calendar = tokens.filter((t) => /^(?:19|20)\d\d$/.test(t.raw));
  // "tenant occupies 12,000 of 100,000 sf": the tenant's space and the building's.
  const ofBuilding =
    /\b(\d[\d,]*)\s*(?:sf|sq\.?\s?ft|square feet|rsf)?\s+(?:of|out of)\s+(?:the\s+)?(?:building'?s?\s+|total\s+)?(\d[\d,]*)\s*(?:sf|sq\.?\s?ft|square feet|rsf)\b/.exec(
      text,
    );
  const ofSpan = ofBuilding
    ? [{ start: ofBuilding.index, end: ofBuilding.index + ofBuilding[0].length }]
    : [];
  const own = ownTokens(text, tokens).filter((t) => !calendar.includes(t) && !inside(t, ofSpan));
  const areas = ofBuilding
    ? [num(ofBuilding[1] as string), num(ofBuilding[2] as string)]
    : areasIn(text).map((a) => a.value);
  /**
   * The words before a figure that can name it: back to the clause break when it is the clause's
   * first figure ("base year taxes and opex $8.75"), else back to the joining word ("$1.2M in the base
   * year and $1.38M this year": the base-year words belong to the figure before).
   */
  const wordsSince = (s: { start: number; end: number }) => {
    const previous = spans.filter((o) => o.end <= s.start).at(-1);
    const clause = text.slice(previous?.end ?? 0, s.start);
    const parts = clause.split(/[,;:!?()]|\.(?=\s|$)/);
    return parts.length > 1 || !previous ? (parts.at(-1) ?? '') : nearWords(text, spans, s).before;
  };
  const isBase = (s: { start: number; end: number }) =>
    BASE_WORDS.test(wordsSince(s)) ||
    /^\s*(?:in |for )?(?:the )?(?:base[- ]year|(?:expense )?stop)\b/.test(nearWords(text, spans, s).after);
  const feet = footAmounts(text, tokens);
  // A rent per square foot beside the expenses ("full service gross lease at $34/sf", "$26/sf full
  // service"), added to the total.
  const rentFeet = feet.filter(
    (f) =>
      (/\b(?:rent|full[- ]service|gross|lease rate|asking)\b/.test(f.before) ||
        /^\s*(?:(?:a |per |\/)?(?:yr|year)\s+)?(?:base rent|rent|full[- ]service|(?:modified )?gross)\b/.test(
          f.after,
        )) &&
      !isBase(f),
  );
  // "this year they're $11.20" beside "$9.50 per square foot": a small bare amount is a rate per foot too.
  const bare = money(own).filter((t) => t.value < 500 && !t.period);
  const perFootFigures = [
    ...feet
      .filter((f) => !rentFeet.includes(f))
      .map((f) => ({ start: f.start, end: f.end, yearly: f.yearly })),
    ...(feet.length > 0 ? bare.map((t) => ({ start: t.start, end: t.end, yearly: t.value })) : []),
  ];
  const totals = money(own)
    .filter((t) => t.value >= 1000)
    .map((t) => ({ start: t.start, end: t.end, yearly: t.period === 'monthly' ? t.value * 12 : t.value }));
  const pct = percents(own);
  if (rentFeet.length > 1 || own.some((t) => t.kind === 'years' || t.kind === 'months')) return null;
  if (money(own).length !== (feet.length > 0 ? bare.length : 0) + totals.length) return null;
  let figures: typeof totals;
  let share: number;
  let shareLabel: string;
  const unit = perFootFigures.length > 0 ? 'foot' : 'building';
  if (unit === 'foot') {
    if (
      perFootFigures.length !== 2 ||
      totals.length > 0 ||
      pct.length > 0 ||
      areas.length === 0 ||
      areas.length > 2
    )
      return null;
    figures = perFootFigures;
    share = Math.min(...areas);
    shareLabel = `Your space: ${sqft(share)}${areas.length === 2 ? ` (of ${sqft(Math.max(...areas))})` : ''}`;
  } else {
    if (totals.length !== 2) return null;
    figures = totals;
    if (pct.length === 1 && areas.length === 0) {
      share = pct[0]!.value;
      shareLabel = `Your pro-rata share: ${formatRate(share)}`;
    } else if (pct.length === 0 && areas.length === 2) {
      share = Math.min(...areas) / Math.max(...areas);
      shareLabel = `Your share: ${sqft(Math.min(...areas))} ÷ ${sqft(Math.max(...areas))} = ${formatRate(Number(share.toFixed(5)))}`;
    } else return null;
  }
  const bases = figures.filter(isBase);
  if (bases.length !== 1) return null;
  const baseFigure = bases[0]!;
  const currentFigure = figures.find((f) => f !== baseFigure)!;
  const [base, current] = [baseFigure.yearly, currentFigure.yearly];
  const baseYear = calendar.find(
    (t) =>
      /^\s*base[- ]year\b/.test(text.slice(t.end, t.end + 12)) ||
      /\bbase[- ]year (?:of |is |was )?$/.test(text.slice(0, t.start)),
  );
  const otherYears = calendar.filter((t) => t !== baseYear);
  if (otherYears.length > 1) return null;
  const over = Math.max(0, current - base);
  const owed = over * share;
  const rent = unit === 'foot' ? (rentFeet[0] ?? null) : null;
  if (rentFeet.length > 0 && !rent) return null;
  const show = (v: number) => (unit === 'foot' ? `${perFoot(v)} a year` : `${formatMoney(v)} a year`);
  const money_ = (v: number) => (unit === 'foot' ? perFoot(v) : formatMoney(v));
  return {
    title: 'Pass-throughs over the base year',
    inputs: [
      shareLabel,
      // A stop is the expenses the rent covers, named as the lease names it.
      /\bstop\b/.test(text) && !/\bbase[- ]year\b/.test(text)
        ? `Expense stop (expenses the rent covers): ${show(base)}`
        : `Base-year expenses${baseYear ? ` (${baseYear.raw})` : ''}: ${show(base)}`,
      `This year's expenses${otherYears[0] ? ` (${otherYears[0].raw})` : ''}: ${show(current)}`,
      ...(rent ? [`Base rent: ${quoteOf(rent)}`] : []),
    ],
    results: [
      over > 0
        ? `Increase over the base: ${money_(over)} (${money_(current)} − ${money_(base)})`
        : `Expenses are at or under the base: nothing to pass through`,
      `The tenant owes: **${formatMoney(owed)}** a year in pass-throughs (**${formatMoney(owed / 12)}** a month)`,
      ...(rent
        ? [
            `Base rent: ${formatMoney(rent.yearly * share)} a year; with the pass-throughs **${formatMoney(rent.yearly * share + owed)}** a year (${perFoot(rent.yearly + over)}, ${formatMoney((rent.yearly * share + owed) / 12)} a month)`,
          ]
        : []),
    ],
    method:
      unit === 'foot'
        ? `(this year's − base year's expenses per sq ft, never below 0) × ${sqft(share)}; the base year's expenses are in the rent, so only the increase is billed`
        : `(this year's − base year's building expenses, never below 0) × the tenant's share`,
  };
};

/** A lease quote's type: gross (the landlord pays the expenses) or net (the tenant pays them on top). */
const GROSS =
  /\b(?:full[- ]service(?: gross)?|fsg|(?:modified |industrial )?gross|mg)\b|\blandlord (?:pays|covers|picks up)\b/;
const NET =
  /\b(?:nnn|triple[- ]net|net|nn|double[- ]net|absolute net)\b|\btenant (?:pays|covers|picks up) (?:the )?(?:taxes|nnns?|cam|opex|operating|expenses)\b/;
const VERSUS =
  /\s+(?:vs\.?|versus|compared (?:to|with)|against|or|(?:better|cheaper|worse|more|less)(?: expensive)? than)\s+|;\s*/g;
/** Words that make a later amount of a quote one of its charges ("estimated NNN of $8.25/sf", "+ electric"). */
const CHARGE_WORDS =
  /\b(?:nnns?|triple net|cam|opex|operating|expenses?|charges|taxes|insurance|utilities|electric\w*|janitorial|pass[- ]?throughs?|additional rent)\b/;

/** An amount of a quote: per square foot or for the whole space, a year or a month as quoted. */
interface QuoteAmount {
  start: number;
  end: number;
  quoted: number;
  monthly: boolean;
  perFoot: boolean;
}

const quoteType = (words: string) =>
  /\bmodified\b|\bmg\b/.test(words)
    ? 'modified gross'
    : GROSS.test(words)
      ? 'gross (full service)'
      : NET.test(words.replace(/\bnet effective\b/g, ''))
        ? 'net (NNN)'
        : null;

/**
 * The quotes of a question, each with its own amounts: named ones ("A: … B: …", "option 1/option 2",
 * "offer one … the other", three or four of them: quoteOptions), else the two sides of its one "vs",
 * "or" or ";" that has amounts on both sides.
 */
function quotesOf(text: string, amounts: readonly QuoteAmount[]) {
  const named = quoteOptions(text, amounts);
  if (named) return named;
  const cuts = [...text.matchAll(VERSUS)].filter((m) => {
    const at = m.index ?? 0;
    return amounts.some((a) => a.end <= at) && amounts.some((a) => a.start >= at + m[0].length);
  });
  if (cuts.length !== 1) return null;
  const at = cuts[0]!.index ?? 0;
  return [
    { name: 'option 1', start: 0, end: at },
    { name: 'option 2', start: at + cuts[0]![0].length, end: text.length },
  ];
}

const capitalized = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/**
 * Lease quotes compared: "$24 NNN plus $8.50 opex vs $31 full service"; "A: $36/sf gross, landlord
 * pays all operating costs. B: $27/sf NNN with estimated NNN of $8.25/sf"; three options; "full
 * service" against "modified gross + electric"; rents per square foot a year or a month, or for the
 * whole space a month. Each quote's amounts add up to its cost (a net rent plus the charges on top);
 * with a space, a year's and a month's cost too, else per square foot only.
 */
const compareLeaseQuotes: Reader = ({ text, tokens }) => {
  if (!GROSS.test(text) && !/\b(?:nnn|triple[- ]net)\b.*\b(?:nnn|triple[- ]net)\b/.test(text)) return null;
  if (!NET.test(text.replace(/\bnet effective\b/g, '')) && !/\bmodified\b|\bmg\b/.test(text)) return null;
  if (percents(tokens).length > 0) return null;
  // "A: gross rents $60,000 a year, net income…": a property's income, not a lease quote.
  if (/\bnoi\b|\bnet operating\b|\bincome\b|\bcap rate\b|\bgross rents?\b/.test(text)) return null;
  const areas = areasIn(text);
  const feet = footAmounts(text, tokens);
  const footSpans = feet.map((f) => ({ start: f.start, end: f.end }));
  const areaSpans = areas.map((a) => ({ start: a.start, end: a.end }));
  const own = money(tokens).filter((t) => !inside(t, footSpans) && !inside(t, areaSpans));
  // Amounts written without "/sf" ("$24 NNN") are per square foot a year when small; a large one is
  // for the whole space and needs its period ("$9,000 a month").
  if (own.some((t) => t.value >= 500 && !t.period)) return null;
  const amounts: QuoteAmount[] = [
    ...feet.map((f) => ({ start: f.start, end: f.end, quoted: f.quoted, monthly: f.monthly, perFoot: true })),
    ...own.map((t) => ({
      start: t.start,
      end: t.end,
      quoted: t.value,
      monthly: t.period === 'monthly',
      // "$480 a month in charges" beside a rent for the space is for the space too: no rate per
      // square foot runs $20 a month.
      perFoot: t.value < 500 && !(t.period === 'monthly' && t.value >= 20),
    })),
  ].sort((a, b) => a.start - b.start);
  if (amounts.length < 2) return null;
  // "two offers for a 5-year lease": one term, for the cost over it.
  // "5-yr lease … over the 5 years": the term said again is the same term (oneTerm).
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  const term = oneTerm(text, terms);
  if (terms.length > 0 && (!term || !terms.some((t) => /\b(?:lease|term)\b/.test(clauseOf(text, t)))))
    return null;
  const termYears = term ? (term.kind === 'months' ? term.value / 12 : term.value) : null;
  const quotes = quotesOf(text, amounts);
  if (!quotes) return null;
  // "$2.00/sf/mo NNN + $0.65 vs $2.60 gross": an amount per foot with no period takes the month's.
  const footParts = amounts.filter((a) => a.perFoot);
  if (footParts.some((a) => a.monthly)) {
    if (feet.some((f) => !f.monthly && /\b(?:yr|year|annual)/.test(f.after))) return null;
    for (const a of footParts) a.monthly = true;
  }
  const sides = quotes.map((q) => {
    const words = text.slice(q.start, q.end);
    const parts = amounts.filter((a) => a.start >= q.start && a.end <= q.end);
    return { ...q, words, parts, label: quoteType(words) };
  });
  // A quote's later amounts are its charges: joined to the rent ("$24 NNN plus $8.50 opex", "+
  // electric") or named as charges ("estimated NNN of $8.25/sf"). "$31 full service. and if full
  // service is $33?" is a second figure for the same thing, not a sum, and is not read.
  const joined = (a: QuoteAmount, b: QuoteAmount) => {
    const between = text.slice(a.end, b.start);
    return !/[.?!:;]/.test(between) && /\+|\bplus\b|\band\b|\bwith\b|\bin\b/.test(between);
  };
  const spans = itemSpans(text, tokens);
  const isCharge = (a: QuoteAmount) => {
    const { before, after } = nearWords(text, spans, a);
    return CHARGE_WORDS.test(`${before} ${after}`) && !/\b(?:if|suppose|instead)\b/.test(before);
  };
  if (
    sides.some(
      (s) =>
        s.label === null ||
        s.parts.length === 0 ||
        s.parts.length > 4 ||
        s.parts.some((p, i) => i > 0 && !joined(s.parts[i - 1]!, p) && !isCharge(p)),
    )
  )
    return null;
  // A net rent with no charges named is not its cost: it is compared only with other net rents.
  const bareNet = sides.filter((s) => s.label === 'net (NNN)' && s.parts.length === 1);
  if (bareNet.length > 0 && bareNet.length < sides.length) return null;
  // Each quote's space: its own when every quote names one, else the one space of the question.
  const ownAreas = sides.map((s) => areas.filter((a) => a.start >= s.start && a.end <= s.end));
  const eachOwn = ownAreas.every((a) => a.length === 1) && areas.length === sides.length;
  if (!eachOwn && areas.length > 1) return null;
  const areaOf = (i: number) => (eachOwn ? ownAreas[i]![0]!.value : (areas[0]?.value ?? null));
  const costed = sides.map((s, i) => {
    const area = areaOf(i);
    const footYearly = s.parts
      .filter((p) => p.perFoot)
      .reduce((x, p) => x + p.quoted * (p.monthly ? 12 : 1), 0);
    const spaceYearly = s.parts
      .filter((p) => !p.perFoot)
      .reduce((x, p) => x + p.quoted * (p.monthly ? 12 : 1), 0);
    return {
      ...s,
      area,
      footYearly,
      spaceYearly,
      // The year's cost for the space, and per square foot when that is known.
      yearly: area !== null ? footYearly * area + spaceYearly : footYearly === 0 ? spaceYearly : null,
      perFootYearly:
        area !== null ? (footYearly * area + spaceYearly) / area : spaceYearly === 0 ? footYearly : null,
    };
  });
  // Without a space, quotes per foot compare per foot and quotes for the space in dollars; not a mix.
  const byDollars = costed.every((c) => c.yearly !== null);
  const byFoot = costed.every((c) => c.perFootYearly !== null);
  if (!byDollars && !byFoot) return null;
  const key = (c: (typeof costed)[number]) => (byDollars ? c.yearly! : c.perFootYearly!);
  const monthlyQuoted = amounts.some((a) => a.monthly);
  const shown = (a: QuoteAmount) => (a.perFoot ? `${formatMoney(a.quoted)}/sq ft` : formatMoney(a.quoted));
  const describe = (c: (typeof costed)[number]) => {
    const sameUnit = c.parts.every(
      (p) => p.perFoot === c.parts[0]!.perFoot && p.monthly === c.parts[0]!.monthly,
    );
    const first = c.parts[0]!;
    const sum = c.parts.reduce((x, p) => x + p.quoted, 0);
    const period = first.monthly ? 'a month' : 'a year';
    const listed = c.parts.map(shown).join(' + ');
    const total =
      sameUnit && c.parts.length > 1
        ? ` = ${first.perFoot ? `${formatMoney(sum)}/sq ft` : formatMoney(sum)}`
        : '';
    return `${capitalized(c.name)}, ${c.label}: ${listed}${total}${sameUnit ? ` ${period}` : ''}${eachOwn ? ` on ${sqft(c.area!)}` : ''}`;
  };
  // Quoted a month, a month's figures lead; else a year's.
  const rateOf = (yearly: number, bold: boolean) => {
    const b = (v: string) => (bold ? `**${v}**` : v);
    return monthlyQuoted
      ? `${b(perFoot(yearly / 12))} a month (${perFoot(yearly)} a year)`
      : `${b(perFoot(yearly))} a year`;
  };
  const dollarsOf = (yearly: number) =>
    monthlyQuoted
      ? `**${formatMoney(yearly / 12)}** a month (**${formatMoney(yearly)}** a year)`
      : `**${formatMoney(yearly)}** a year (${formatMoney(yearly / 12)} a month)`;
  const allIn = (c: (typeof costed)[number]) => {
    const parts = [
      ...(c.perFootYearly !== null ? [rateOf(c.perFootYearly, true)] : []),
      ...(c.yearly !== null ? [dollarsOf(c.yearly)] : []),
      ...(termYears !== null && c.yearly !== null
        ? [`${formatMoney(c.yearly * termYears)} over ${formatNumber(termYears, 2)} years`]
        : []),
    ];
    return `${capitalized(c.name)} all in: ${parts.join(', ')}`;
  };
  /** How much less `a` costs than `b`. */
  const gap = (a: (typeof costed)[number], b: (typeof costed)[number]) => {
    const parts: string[] = [];
    if (a.perFootYearly !== null && b.perFootYearly !== null && !eachOwn)
      parts.push(rateOf(b.perFootYearly - a.perFootYearly, false));
    if (a.yearly !== null && b.yearly !== null) {
      parts.push(dollarsOf(b.yearly - a.yearly));
      if (termYears !== null) parts.push(`${formatMoney((b.yearly - a.yearly) * termYears)} over the term`);
    }
    return parts.join(', ');
  };
  const ranked = [...costed].sort((a, b) => key(a) - key(b));
  const cheapest = ranked[0]!;
  const results = [
    ...costed.map(allIn),
    ranked.length === 2 && key(ranked[0]!) === key(ranked[1]!)
      ? 'They cost the same.'
      : `${ranked.length === 2 ? 'Cheaper' : 'Cheapest'}: **${cheapest.name}**, the ${cheapest.label} quote, by ${gap(cheapest, ranked[1]!)}${ranked.length > 2 ? ` against ${ranked[1]!.name}` : ''}`,
    ...ranked
      .slice(2)
      .map((c) => `${capitalized(cheapest.name)} against ${c.name}: ${gap(cheapest, c)} less`),
  ];
  const types = new Set(sides.map((s) => (s.label === 'net (NNN)' ? 'net' : 'gross')));
  return {
    title: `${types.size === 2 ? 'Gross against net' : 'Lease quotes compared'}: the cost ${byFoot ? 'per square foot' : 'a year'}`,
    inputs: [
      ...costed.map(describe),
      ...(!eachOwn && areas[0] ? [`Space: ${sqft(areas[0].value)}`] : []),
      ...(termYears !== null ? [`Term: ${formatNumber(termYears, 2)} years`] : []),
    ],
    results,
    method:
      'Each quote all in: a net rent plus the charges the tenant pays on top, against a gross rent that already includes them (monthly quotes × 12)' +
      (byDollars && areas.length > 0 ? "; a year's cost = the all-in rate × the space" : '') +
      '; net charges are estimates that change with actual costs, and a gross lease may still pass through increases over a base year',
  };
};

/**
 * A lease with its term and rent and an amount paid back in the rent ("5-year lease at $18/sf, $50k of
 * TI at 8% over the term"): the rent schedule with the payment, before the TI reader, which would give
 * the payment alone.
 */
const financedLease: Reader = (reading) => {
  const terms = readLeaseTerms(reading.text, reading.tokens);
  return terms?.financed && terms.termMonths !== null ? leaseSchedule(reading) : null;
};

export const LEASE_READERS: readonly Reader[] = [
  baseYearPassThrough,
  financedLease,
  tiAmortized,
  compareLeaseQuotes,
  leaseSchedule,
];

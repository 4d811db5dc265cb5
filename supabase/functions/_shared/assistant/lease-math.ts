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
  BUMP_WORDS,
  bumpEvery,
  clauseOf,
  footAmounts,
  freeMonths,
  inside,
  itemSpans,
  nearWords,
  ownTokens,
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
}

/** What a percentage in a lease question is, from its own clause. */
function percentRole(text: string, spans: ReturnType<typeof itemSpans>, t: NumberToken) {
  const { before, after } = nearWords(text, spans, t);
  const clause = clauseOf(text, t);
  if (/\bdiscount\w*\b/.test(before) || /^\s*(?:discount|hurdle)/.test(after)) return 'discount';
  if (/\b(?:amortiz\w*|amortis\w*|interest|financ\w*|loan)\b/.test(`${before} ${after} ${clause}`))
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
    /^\s*(?:\w+\s+)?(?:bumps?|escalat\w*|increases?|step[- ]?ups?|raises?)\b/.test(after)
  )
    return 'bump';
  return 'rent';
}

/**
 * The lease's terms, or null when a number of the question has no place in them (it is then another
 * reader's question, or one to ask about).
 */
function readLeaseTerms(text: string, tokens: NumberToken[]): LeaseTerms | null {
  if (!LEASE_CONTEXT.test(text) || /\bamortiz|\bamortis|\bbase[- ]year\b|\bexpense stop\b/.test(text))
    return null;
  const spans = itemSpans(text, tokens);
  const feet = footAmounts(text, tokens);
  const areas = areasIn(text);
  if (areas.length > 1) return null;
  const area = areas[0]?.value ?? null;
  const free = freeMonths(text);
  const own = ownTokens(text, tokens).filter((t) => !(free && t.start >= free.start && t.end <= free.end));
  const rates = feet.filter((f) => f.role === 'rent');
  const footBumps = feet.filter((f) => f.role === 'bump');
  const footTi = feet.filter((f) => f.role === 'ti');
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
  // "5-year lease", "a 62-month term", "over the next 5 years": one number gives the term.
  if (termCandidates.length > 1) return null;
  const termToken = termCandidates[0] ?? null;

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
    free: free ? { months: free.months, atEnd: free.atEnd } : null,
    concessions,
    discount,
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
  if (!asksTotal && !asksEffective && !asksSchedule && !(year !== null && terms.bump)) return null;
  if (!asksEffective && (terms.concessions.length > 0 || terms.discount !== null)) return null;
  if (terms.free && terms.termMonths === null) return null;
  if (!terms.bump && !terms.free && !asksTotal && !asksEffective) return null;
  const years = Math.max(Math.ceil((terms.termMonths ?? 0) / 12), year ?? 0);
  if (!(years >= 1 && years <= 50)) return null;
  const rows = schedule(terms, years);
  const inTerm = rows.filter((r) => r.months > 0);
  const total = inTerm.reduce((sum, r) => sum + r.paid, 0);
  const gross = inTerm.reduce((sum, r) => sum + (r.yearly / 12) * r.months, 0);
  const area = terms.area;

  const inputs = [
    ...(area !== null ? [`Space: ${sqft(area)}`] : []),
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
    ...terms.concessions.map(
      (c) => `${c.label}: ${c.detail ? `${c.detail} = ` : ''}${formatMoney(c.amount)}`,
    ),
    ...(terms.discount !== null ? [`Discount rate: ${formatRate(terms.discount)} a year`] : []),
    ...(terms.opex ? [`Expenses on top (NNN/CAM): ${terms.opex.label}, held at that rate`] : []),
  ];
  const results: string[] = [];
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
    title: asksEffective
      ? 'Lease rent: total and effective rent'
      : terms.bump
        ? 'Rent with yearly increases'
        : 'Rent over the term',
    inputs,
    results,
    ...(table ? { table } : {}),
    method: `Year 1 is the first twelve months; ${growth}; the total adds each month's rent over the term${terms.free ? ', less the free months' : ''}${asksEffective ? '; effective rent = total ÷ years ÷ sq ft' : ''}${terms.concessions.length ? ', net of the concessions the landlord pays' : ''}`,
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

/** "amortized over 7 years", "paid back over the 10-year term", "folded into the rent over 5 years". */
const AMORTIZED =
  /\b(?:amortiz\w*|amortis\w*|financ\w*|paid back|pay(?:s|ing)? (?:it )?back|recaptur\w*|built into|rolled into|folded into|(?:added|spread) (?:in)?to the rent|into the rent)\b/;

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
  if (areas.length !== 1) return null;
  const area = areas[0]!.value;
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
  const noInterest = /\b(?:no interest|interest[- ]free|0% interest|zero interest|straight[- ]line)\b/.test(
    text,
  );
  if (rates.length === 0 && !noInterest) return null;
  const rate = rates[0]?.value ?? 0;
  const years = terms[0]!.kind === 'months' ? terms[0]!.value / 12 : terms[0]!.value;
  const principal = ti.length ? ti[0]!.quoted * area : tiTokens[0]!.value;
  const annualPayments = /\b(?:annual|yearly) payments?\b|\bpaid (?:annually|yearly|once a year)\b/.test(
    text,
  );
  const yearlyCost = annualPayments
    ? rate === 0
      ? principal / years
      : (principal * rate) / (1 - Math.pow(1 + rate, -years))
    : monthlyPayment(principal, rate, years) * 12;
  const perFootYear = yearlyCost / area;
  const base = rents[0];
  return {
    title: 'TI allowance amortized into the rent',
    inputs: [
      `TI allowance: ${ti.length ? `${perFoot(ti[0]!.quoted)} × ${sqft(area)} = ${formatMoney(principal)}` : `${formatMoney(principal)} on ${sqft(area)}`}`,
      `Amortized over ${formatNumber(years, 2)} years at ${formatRate(rate)}, ${annualPayments ? 'annual' : 'monthly'} payments`,
      ...(base ? [`Base rent: ${quoteOf(base)}`] : []),
    ],
    results: [
      annualPayments
        ? `Payment: **${formatMoney(yearlyCost)}** a year`
        : `Payment: **${formatMoney(yearlyCost / 12)}** a month (${formatMoney(yearlyCost)} a year)`,
      `Added to the rent: **${perFoot(perFootYear)}** a year (${perFoot(perFootYear / 12)} a month)`,
      ...(base
        ? [
            `Rent with the TI: ${perFoot(base.yearly)} + ${perFoot(perFootYear)} = **${perFoot(base.yearly + perFootYear)}** a year`,
          ]
        : []),
      `Total repaid: ${formatMoney(yearlyCost * years)} (${formatMoney(yearlyCost * years - principal)} of interest)`,
    ],
    method: `${annualPayments ? 'Payment = P·r ÷ (1 − (1 + r)^−n) with r the yearly rate and n the years' : 'Payment = P·r ÷ (1 − (1 + r)^−n) with r = rate ÷ 12 and n = months'}; per sq ft a year = the year's payments ÷ ${sqft(area)}`,
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
    /^\s*(?:in |for )?(?:the )?(?:base[- ]year|stop)\b/.test(nearWords(text, spans, s).after);
  const feet = footAmounts(text, tokens);
  // A rent per square foot beside the expenses ("full service gross lease at $34/sf"), added to the total.
  const rentFeet = feet.filter(
    (f) => /\b(?:rent|full[- ]service|gross|lease rate|asking)\b/.test(f.before) && !isBase(f),
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
      `Base-year expenses${baseYear ? ` (${baseYear.raw})` : ''}: ${show(base)}`,
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
const GROSS = /\b(?:full[- ]service(?: gross)?|fsg|(?:modified |industrial )?gross|mg)\b/;
const NET = /\b(?:nnn|triple[- ]net|net|nn|double[- ]net|absolute net)\b/;
const VERSUS =
  /\s+(?:vs\.?|versus|compared (?:to|with)|against|or|(?:better|cheaper|worse|more|less)(?: expensive)? than)\s+|;\s*/g;

/**
 * A net quote against a gross one: "$24 NNN plus $8.50 opex vs $31 full service: which is cheaper per
 * year". Each side's amounts add up to its cost per square foot a year (monthly quotes × 12); with a
 * space, a year's and a month's cost too.
 */
const grossVersusNet: Reader = ({ text, tokens }) => {
  if (!GROSS.test(text) && !/\b(?:nnn|triple[- ]net)\b.*\b(?:nnn|triple[- ]net)\b/.test(text)) return null;
  if (!NET.test(text.replace(/\bnet effective\b/g, ''))) return null;
  if (percents(tokens).length > 0 || tokens.some((t) => t.kind === 'years' || t.kind === 'months'))
    return null;
  const areas = areasIn(text);
  if (areas.length > 1) return null;
  const area = areas[0]?.value ?? null;
  const feet = footAmounts(text, tokens);
  const footSpans = feet.map((f) => ({ start: f.start, end: f.end }));
  const areaSpans = areas.map((a) => ({ start: a.start, end: a.end }));
  // Amounts written without "/sf" ("$24 NNN") are quotes per square foot a year when small.
  const bare = money(tokens).filter((t) => !inside(t, footSpans) && !inside(t, areaSpans));
  if (bare.some((t) => t.value >= 500)) return null;
  const amounts = [
    ...feet.map((f) => ({ start: f.start, end: f.end, quoted: f.quoted, monthly: f.monthly })),
    ...bare.map((t) => ({ start: t.start, end: t.end, quoted: t.value, monthly: t.period === 'monthly' })),
  ].sort((a, b) => a.start - b.start);
  if (amounts.length < 2) return null;
  // Split where the comparison is: the one "vs"/"or"/";" that has amounts on both sides.
  const cuts = [...text.matchAll(VERSUS)].filter((m) => {
    const at = m.index ?? 0;
    return amounts.some((a) => a.end <= at) && amounts.some((a) => a.start >= at + m[0].length);
  });
  if (cuts.length !== 1) return null;
  const cut = cuts[0]!;
  const at = cut.index ?? 0;
  // A side with no period of its own takes the other's: "$2.00/sf/mo NNN + $0.65 vs $2.60 gross".
  const anyMonthly = amounts.some((a) => a.monthly);
  const allMonthlyStated = amounts.filter((a) => a.monthly).length;
  if (
    anyMonthly &&
    allMonthlyStated !== amounts.length &&
    feet.some((f) => !f.monthly && /\b(?:yr|year|annual)/.test(f.after))
  )
    return null;
  const sides = [
    { text: text.slice(0, at), parts: amounts.filter((a) => a.end <= at) },
    { text: text.slice(at + cut[0].length), parts: amounts.filter((a) => a.start >= at + cut[0].length) },
  ].map((s) => {
    const label = GROSS.test(s.text)
      ? /\bmodified\b/.test(s.text)
        ? 'modified gross'
        : 'gross (full service)'
      : NET.test(s.text)
        ? 'net (NNN)'
        : null;
    const yearly = s.parts.reduce((sum, p) => sum + (anyMonthly ? p.quoted * 12 : p.quoted), 0);
    return { ...s, label, yearly };
  });
  if (sides.some((s) => s.label === null || s.parts.length === 0 || s.parts.length > 4)) return null;
  // A side's amounts add up only when joined as one quote ("$24 NNN plus $8.50 opex"): "$31 full
  // service. and if full service is $33?" is a second figure for the same thing, not a sum.
  const joined = (a: { end: number }, b: { start: number }) => {
    const between = text.slice(a.end, b.start);
    return !/[.?!:;]/.test(between) && /\+|\bplus\b|\band\b|\bwith\b|\bin\b/.test(between);
  };
  if (sides.some((s) => s.parts.some((p, i) => i > 0 && !joined(s.parts[i - 1]!, p)))) return null;
  const [a, b] = sides as [(typeof sides)[0], (typeof sides)[0]];
  const describe = (s: typeof a, i: number) =>
    `Option ${i + 1}, ${s.label}: ${s.parts.map((p) => formatMoney(p.quoted)).join(' + ')}${s.parts.length > 1 ? ` = ${formatMoney(s.parts.reduce((x, p) => x + p.quoted, 0))}` : ''}/sq ft ${anyMonthly ? `a month (${perFoot(s.yearly)} a year)` : 'a year'}`;
  const cheaper = a.yearly === b.yearly ? null : a.yearly < b.yearly ? 0 : 1;
  const gap = Math.abs(a.yearly - b.yearly);
  return {
    title: 'Gross against net: the cost per square foot',
    inputs: [...sides.map(describe), ...(area !== null ? [`Space: ${sqft(area)}`] : [])],
    results: [
      ...sides.map(
        (s, i) =>
          `Option ${i + 1} all in: **${perFoot(s.yearly)}** a year${area !== null ? ` (**${formatMoney(s.yearly * area)}** a year, ${formatMoney((s.yearly * area) / 12)} a month)` : ''}`,
      ),
      cheaper === null
        ? 'They cost the same.'
        : `Cheaper: **option ${cheaper + 1}** (${sides[cheaper]!.label}), by ${perFoot(gap)} a year${area !== null ? ` (**${formatMoney(gap * area)}** a year)` : ''}`,
    ],
    method:
      'A net rent plus the expenses the tenant pays on top, against the gross rent that already includes them; net expenses are estimates that change with actual costs, and a gross lease may still pass through increases over a base year',
  };
};

export const LEASE_READERS: readonly Reader[] = [
  baseYearPassThrough,
  tiAmortized,
  grossVersusNet,
  leaseSchedule,
];

// A follow-up that changes a worked loan's inputs ("and if i put 5% more down", "make it 15 years and
// drop the rate by .5", "what if the house is 25k cheaper and the rate is 6", "rate bumps .25", "what if
// the rate is a point lower"): each change is read from its own clause, by the thing it names (the
// rate, the down payment, the price, the term, the taxes …) and by its own words for setting ("to 6",
// "instead", "make it") or moving ("5% more", "half a point lower", "25k cheaper"). A number whose
// thing or direction is not certain makes the whole follow-up unsure, so the assistant asks instead of
// answering with a number put in the wrong place (issue 19: precision over recall).
import { pointAmounts } from './point-amounts.ts';
import { formatAmount, formatRate } from './format.ts';
import { normalizeText, tokenizeNumbers, type NumberToken, type Quantities } from './parse-numbers.ts';

export interface LoanChanges {
  update: Quantities;
  /** One line per change, as read: "Interest rate: 6.5% → 6% (down 0.5 points)". */
  readAs: string[];
}

/** What a change is about, with the words that name it. */
type Subject =
  | 'home'
  | 'rate'
  | 'down'
  | 'price'
  | 'loan'
  | 'term'
  | 'tax'
  | 'insurance'
  | 'hoa'
  | 'rent'
  | 'vacancy'
  | 'noi'
  | 'payment'
  | 'other';
/** The things this reading changes. */
type Known = Exclude<Subject, 'other' | 'home'>;

// "down" is also a direction ("rates come down", "drop it down to 6"): those uses are taken out before
// "down" is read as the down payment.
const DOWN_AS_MOTION =
  /\bdown (?:to|by|from)\b|\b(?:come|comes|came|coming|go|goes|went|going|bring|brings|brought|buy|buys|buying|bought|knock|knocks|knocked|drop|drops|dropped|move|moves|moved|step|steps|stepped|negotiate|negotiated|talk|talked)(?: (?:it|them|that|the (?:rate|price|seller)|rates|prices))? down\b/g;

const SUBJECT_WORDS: readonly (readonly [Subject, RegExp])[] = [
  // "interest" alone is often what is paid ("total interest on the 15"), not the rate.
  ['rate', /\b(?:rates?|apr)\b|\binterest(?= rate| at\b| of\b| is\b)|@/g],
  ['down', /\bdown ?payments?\b|\bdeposit\b|\bdown\b/g],
  [
    'price',
    /\b(?:price|priced|offer|offers|offered|cheaper|pricier|expensive|list|listed|listing|asking|sells?|sold|purchase|costs?)\b/g,
  ],
  // The home and the loan are what most changes are about ("20% down on the house", "the loan's
  // rate"): they name the change only when nothing more particular does.
  ['home', /\b(?:house|home|place|condo|property|building)\b/g],
  ['tax', /\b(?:property )?tax(?:es)?\b/g],
  ['insurance', /\b(?:insurance|hoi)\b/g],
  ['hoa', /\b(?:hoa|dues|condo fees?)\b/g],
  ['rent', /\brents?\b/g],
  ['vacancy', /\bvacan(?:cy|t)\b/g],
  ['loan', /\b(?:loan|borrow\w*|financ\w*|mortgage)\b/g],
  ['noi', /\bnoi\b|\bnet operating income\b/g],
  // The payment a loan was solved from ("the payment has to be 400 less", "i can afford 600/mo more").
  ['payment', /\b(?<!down ?)(?:payments?|p&i|p and i|principal (?:and|&) interest|afford\w*)\b/g],
  // Things this reading does not change: a number nearest one of them is left to the other readings.
  [
    'other',
    /\b(?:cap|caps|expenses?|opex|income|salary|earn\w*|closing|points?|pts|fees?|commission|repairs?|rehab|arv|value|worth|apprais\w*|balance|owe|owed|payoff|principal(?! (?:and|&) interest)|cash|reserves?|pm|manage\w*|utilities|water|total interest|interest paid|each|both|apiece|all|every|per (?:unit|door|side|apartment)|a (?:unit|door|side)|units?|doors?|sq ?ft|square|acres?|miles?|hours?|days?|weeks?)\b/g,
  ],
];

const UP =
  /\b(?:up|higher|more|extra|additional|another|rises?|rose|rising|raise[sd]?|increase[sd]?|bump(?:s|ed)?|jumps?|jumped|climbs?|climbed|over|above|pricier|bigger|larger|add|added|adding)\b|\+/;
const DOWN =
  /\b(?:lower|less|drops?|dropped|falls?|fell|cuts?|decrease[sd]?|reduce[sd]?|cheaper|off|under|below|fewer|smaller|minus|shaved?)\b|\bdown by\b|(?:^|\s)-\s?[\d.]/;
/** "rates come down", "the price went down": a fall, with "down" no down payment. */
const FALLS =
  /\b(?:come|comes|came|coming|go|goes|went|going|drop|drops|dropped|move|moves|moved|knock|knocked|bring|brings|brought)(?: (?:it|that|them|the (?:rate|price)))? down\b|\b(?:rates?|price|it) down\b/;
const BUY_DOWN =
  /\b(?:buy|buys|buying|bought|pay|pays|paying|paid)(?: (?:to|for))?(?: (?:it|the rate|that|them|points))? down\b/g;

/** Words that make a number of years a loan's term. */
const TERM_WORDS =
  /\b(?:term|loan|mortgage|fixed|arm|amortiz\w*|make it|switch(?:ing)? to|go(?:ing)? with|on an?|over)\b/;
/** A stay's length ("if we sell in 5 years"): a horizon, never the loan's term. */
const STAY = /\b(?:sell|selling|move|moving|stay|staying|keep|keeping|hold|holding|live|living|refi\w*)\b/;

interface Amount {
  kind: 'money' | 'percent' | 'plain' | 'years' | 'months' | 'points';
  value: number;
  start: number;
  end: number;
  /** "15-year", "30yr": a loan's term by its form. */
  compactYears?: boolean;
  period?: 'monthly' | 'yearly';
}

interface Clause {
  text: string;
  start: number;
}

/** Clauses of a follow-up: one change each ("20% down instead, and the rate drops half a point"). */
function clausesOf(text: string): Clause[] {
  const clauses: Clause[] = [];
  let start = 0;
  for (const m of text.matchAll(
    /,(?!\d)|;|\s&(?=\s)|\b(?:and(?! a (?:half|quarter)\b)|but|also|then|plus|with|w\/)(?=\s)/g,
  )) {
    clauses.push({ text: text.slice(start, m.index), start });
    start = (m.index ?? 0) + m[0].length;
  }
  clauses.push({ text: text.slice(start), start });
  return clauses.filter((c) => /\S/.test(c.text));
}

/** Where each thing is named in a clause (character offsets). */
function subjectsIn(clause: string): Map<Subject, number[]> {
  const found = new Map<Subject, number[]>();
  const words = clause.replace(DOWN_AS_MOTION, (m) => ' '.repeat(m.length));
  for (const [subject, pattern] of SUBJECT_WORDS)
    for (const m of words.matchAll(pattern))
      found.set(subject, [...(found.get(subject) ?? []), m.index ?? 0]);
  return found;
}

/** The amounts of a clause: its number tokens and rate moves written in words. */
function amountsIn(clause: string, tokens: readonly NumberToken[], offset: number): Amount[] {
  const amounts: Amount[] = tokens
    .filter((t) => t.start >= offset && t.end <= offset + clause.length)
    .map((t) => ({
      // A bare number of 100 or more is an amount of money ("rent goes up 100"); a smaller one is a rate
      // when it reads as one (below), else no amount this reading places.
      kind: t.kind === 'plain' && t.value >= 100 ? 'money' : t.kind,
      value: t.value,
      start: t.start - offset,
      end: t.end - offset,
      compactYears: t.compactYears,
      period: t.period,
    }));
  // "half a point", "50 bps", "3/4 of a point": a rate's move (the tokenizer leaves these out). One
  // said with no unit ("an eighth") only beside the rate it moves.
  if (amounts.length === 0) {
    const points = pointAmounts(clause).find((p) => !p.bare || /\brates?\b/.test(clause));
    if (points)
      amounts.push({ kind: 'points', value: points.points / 100, start: points.start, end: points.end });
  }
  return amounts;
}

/** The things an amount of this kind can be. */
function fits(subject: Subject, amount: Amount): boolean {
  if (subject === 'other') return true;
  switch (amount.kind) {
    case 'years':
      return subject === 'term';
    case 'points':
      return subject === 'rate';
    case 'plain':
      return subject === 'rate';
    case 'percent':
      return ['rate', 'down', 'price', 'loan', 'tax', 'rent', 'vacancy', 'noi'].includes(subject);
    case 'money':
      return ['down', 'price', 'loan', 'tax', 'insurance', 'hoa', 'rent', 'noi', 'payment'].includes(subject);
    case 'months':
      return false;
  }
}

/** Things that name a change only when nothing more particular does (a home is its price). */
const CONTEXT: readonly Subject[] = ['home', 'loan'];

/** The thing the amount changes: the named thing nearest to it that such an amount can be. */
function subjectOf(clause: string, amount: Amount): Known | 'unsure' | null {
  // "on a 15 year", "make it 20 yrs", "a 15-year fixed" name a term; "after 5 years", "in 7 years" a
  // horizon, which this reading leaves to the others.
  if (amount.kind === 'years')
    return amount.compactYears || TERM_WORDS.test(clause) ? (STAY.test(clause) ? 'unsure' : 'term') : null;
  // The amount's own words ("half a point") name no thing.
  const unmarked =
    clause.slice(0, amount.start) + ' '.repeat(amount.end - amount.start) + clause.slice(amount.end);
  const found = [...subjectsIn(unmarked)];
  const particular = found.filter(([s]) => !CONTEXT.includes(s));
  // A clause that names two things ("noi is 88k after the tax reassessment") is no certain reading.
  if (particular.length > 1) return null;
  const context = found.filter(([s]) => CONTEXT.includes(s));
  if (particular.length === 0 && context.length > 1) return null;
  const all = (particular.length > 0 ? particular : context).map(
    ([s, at]) => [s === 'home' ? 'price' : s, at] as const,
  );
  const named = all.filter(([s]) => fits(s, amount));
  if (named.length === 0) {
    // "and at 7 and a quarter?", "@ 6.5": a rate by its preposition alone.
    const before = clause.slice(0, amount.start);
    // A bare small number ("lets say 6 7/8") or points ("a quarter point lower") can be nothing of a
    // loan but its rate.
    const after = clause.slice(amount.end);
    // A bare number is a rate only when it reads as one: under 12, with a fraction or said as a choice.
    const bareRate =
      amount.kind === 'plain' &&
      amount.value < 12 &&
      (!Number.isInteger(amount.value) || /\b(?:at|say|about|with|try|make it|is|be)\s*$|@\s*$/.test(before));
    return (bareRate && !/^\s*(?:points?|pts?|bps|basis|k\b|grand|thousand|months?|mos?\b)/.test(after)) ||
      amount.kind === 'points' ||
      (amount.kind === 'percent' && /(?:\bat|@)\s*$/.test(before))
      ? 'rate'
      : null;
  }
  const distance = (at: readonly number[]) => Math.min(...at.map((i) => Math.abs(i - amount.start)));
  const ranked = named.map(([s, at]) => [s, distance(at)] as const).sort((a, b) => a[1] - b[1]);
  if (ranked.length > 1 && ranked[0]![1] === ranked[1]![1]) return 'unsure';
  return ranked[0]![0] === 'other' ? null : ranked[0]![0];
}

/** Whether the clause sets the amount (0) or moves it up (1) or down (−1); null when it says both. */
function directionOf(clause: string, amount: Amount): -1 | 0 | 1 | null {
  const before = clause.slice(0, amount.start);
  // "bump it up to 6.5", "rates come down to 5.75", "@ 7": the new figure itself.
  if (/\b(?:to|at)\s*$|@\s*$/.test(before)) return 0;
  // "if i pay to buy it down": a buydown's price, no fall of the number.
  const unbought = clause.replace(BUY_DOWN, ' ');
  const words = unbought.replace(DOWN_AS_MOTION, (m) => (/\bdown (?:to|by)\b/.test(m) ? m : ' '));
  const up = UP.test(words);
  const down = DOWN.test(words) || FALLS.test(unbought);
  if (up && down) return null;
  return up ? 1 : down ? -1 : 0;
}

const LABEL: Record<Known, string> = {
  rate: 'Interest rate',
  down: 'Down payment',
  price: 'Price',
  term: 'Term',
  tax: 'Property tax',
  insurance: 'Insurance',
  hoa: 'HOA dues',
  rent: 'Rent',
  vacancy: 'Vacancy',
  loan: 'Loan amount',
  noi: 'NOI',
  payment: 'Principal & interest',
};

type Change = { key: keyof Quantities; value: number; line: string } | 'unsure';

function show(key: keyof Quantities, value: number): string {
  if (key === 'termYears') return `${value} years`;
  if (/rate|percent/i.test(key)) return formatRate(value);
  if (/^annual/.test(key)) return `${formatAmount(value)} a year`;
  if (/^monthly|^targetPayment$/.test(key)) return `${formatAmount(value)} a month`;
  return formatAmount(value);
}

/** One amount's change to the quantities before, or 'unsure' when it cannot be placed with certainty. */
function changeOf(
  subject: Known,
  amount: Amount,
  direction: -1 | 0 | 1,
  before: Quantities,
  clause: string,
): Change {
  // A refinance has two rates: a change is the new loan's, unless its clause names the one paid now.
  const refinance = subject === 'rate' && before.rate === undefined && before.newRate !== undefined;
  const rateKey: 'rate' | 'newRate' | 'currentRate' = !refinance
    ? 'rate'
    : /\b(?:current|old|existing|present|today'?s|original)\b/.test(clause)
      ? 'currentRate'
      : 'newRate';
  const label =
    rateKey === 'newRate' ? 'New rate' : rateKey === 'currentRate' ? 'Current rate' : LABEL[subject];
  // A figure set shows what it replaces; one moved shows the move, so every number typed is in sight.
  const set = (key: keyof Quantities, value: number): Change =>
    Number.isFinite(value) && value > 0
      ? {
          key,
          value,
          line:
            before[key] !== undefined
              ? `${label}: ${show(key, before[key] as number)} → ${show(key, value)}`
              : `${label}: ${show(key, value)}`,
        }
      : 'unsure';
  const moved = (key: keyof Quantities, from: number, by: string, value: number): Change =>
    Number.isFinite(value) && value > 0
      ? {
          key,
          value,
          line: `${label}: ${show(key, from)} ${direction > 0 ? '+' : '−'} ${by} = ${show(key, value)}`,
        }
      : 'unsure';
  const price = before.price;
  switch (subject) {
    case 'rate': {
      const points = amount.kind === 'plain' ? amount.value / 100 : amount.value;
      // "a point lower" moves the rate; "a point" alone is a discount point, not a rate.
      if (direction === 0) return amount.kind === 'points' ? 'unsure' : set(rateKey, points);
      const now = before[rateKey];
      if (now === undefined || points > 0.03) return 'unsure';
      const value = now + direction * points;
      return value > 0.2 ? 'unsure' : moved(rateKey, now, formatRate(points), value);
    }
    // "over 15 years", "a longer 20 year": the term named is the new term.
    case 'term':
      return amount.value >= 5 && amount.value <= 40 ? set('termYears', amount.value) : 'unsure';
    case 'down': {
      if (direction === 0)
        return amount.kind === 'percent'
          ? set('downPaymentPercent', amount.value)
          : set('downPaymentAmount', amount.value);
      if (price === undefined) return 'unsure';
      if (amount.kind === 'percent') {
        const share =
          before.downPaymentAmount !== undefined
            ? before.downPaymentAmount / price
            : before.downPaymentPercent;
        if (share === undefined) return 'unsure';
        const value = Math.round((share + direction * amount.value) * 10_000) / 10_000;
        return value < 1 ? moved('downPaymentPercent', share, formatRate(amount.value), value) : 'unsure';
      }
      const now =
        before.downPaymentAmount ??
        (before.downPaymentPercent !== undefined ? before.downPaymentPercent * price : undefined);
      if (now === undefined) return 'unsure';
      const value = now + direction * amount.value;
      return value < price ? moved('downPaymentAmount', now, formatAmount(amount.value), value) : 'unsure';
    }
    // A sum of money (the price, the loan, the NOI) set, or moved by an amount or a share of itself.
    case 'price':
    case 'loan':
    case 'noi': {
      const key = ({ price: 'price', loan: 'loanAmount', noi: 'noi' } as const)[subject];
      if (direction === 0) return amount.kind === 'money' ? set(key, amount.value) : 'unsure';
      const now = before[key];
      if (now === undefined) return 'unsure';
      return amount.kind === 'percent'
        ? moved(
            key,
            now,
            `${formatRate(amount.value)} (${formatAmount(now * amount.value)})`,
            now * (1 + direction * amount.value),
          )
        : moved(key, now, formatAmount(amount.value), now + direction * amount.value);
    }
    case 'tax':
    case 'insurance':
    case 'hoa':
    case 'rent':
    case 'vacancy':
      return costOrIncome(subject, amount, direction, before, set, moved);
    // A month's payment the loan is solved from, set or moved by an amount a month.
    case 'payment': {
      const now = before.targetPayment;
      if (now === undefined || amount.kind !== 'money' || amount.period === 'yearly') return 'unsure';
      return direction === 0
        ? set('targetPayment', amount.value)
        : moved('targetPayment', now, formatAmount(amount.value), now + direction * amount.value);
    }
  }
}

/** A yearly cost (taxes, insurance), a monthly one (HOA), the rent or the vacancy, set or moved. */
function costOrIncome(
  subject: 'tax' | 'insurance' | 'hoa' | 'rent' | 'vacancy',
  amount: Amount,
  direction: -1 | 0 | 1,
  before: Quantities,
  set: (key: keyof Quantities, value: number) => Change,
  moved: (key: keyof Quantities, from: number, by: string, value: number) => Change,
): Change {
  if (amount.kind === 'percent') {
    if (subject === 'vacancy')
      return direction === 0
        ? set('vacancyRate', amount.value)
        : before.vacancyRate !== undefined
          ? moved(
              'vacancyRate',
              before.vacancyRate,
              formatRate(amount.value),
              before.vacancyRate + direction * amount.value,
            )
          : 'unsure';
    if (subject === 'tax') return direction === 0 ? set('propertyTaxRate', amount.value) : 'unsure';
    if (subject === 'rent' && direction !== 0 && before.monthlyRent !== undefined)
      return moved(
        'monthlyRent',
        before.monthlyRent,
        `${formatRate(amount.value)} (${formatAmount(before.monthlyRent * amount.value)})`,
        before.monthlyRent * (1 + direction * amount.value),
      );
    return 'unsure';
  }
  if (amount.kind !== 'money' || subject === 'vacancy') return 'unsure';
  const yearly = subject === 'tax' || subject === 'insurance';
  const key = {
    tax: 'annualPropertyTax',
    insurance: 'annualInsurance',
    hoa: 'monthlyHoa',
    rent: 'monthlyRent',
  }[subject] as keyof Quantities;
  // The amount in the period the key keeps: "insurance 150/mo" is $1,800 a year, "hoa 3,000 a year" $250 a month.
  const period = amount.period ?? (yearly ? (amount.value >= 600 ? 'yearly' : undefined) : 'monthly');
  if (!period) return 'unsure';
  const value = yearly
    ? period === 'yearly'
      ? amount.value
      : amount.value * 12
    : period === 'monthly'
      ? amount.value
      : amount.value / 12;
  const now = before[key];
  // A cost not given before is added whatever the words ("add taxes of 4,800 a year").
  if (direction === 0 || now === undefined) return direction < 0 ? 'unsure' : set(key, value);
  return moved(key, now as number, show(key, value), (now as number) + direction * value);
}

/**
 * The changes a follow-up makes to a worked loan's inputs; null when it names no change of them (the
 * follow-up is read some other way), 'unsure' when a number in it cannot be placed with certainty.
 */
export function readLoanChanges(followUp: string, before: Quantities): LoanChanges | 'unsure' | null {
  const text = normalizeText(followUp).toLowerCase();
  const tokens = tokenizeNumbers(text);
  const changes: Change[] = [];
  let unplaced = 0;
  for (const clause of clausesOf(text)) {
    for (const amount of amountsIn(clause.text, tokens, clause.start)) {
      // "20% down instead of 25", "from 6.5": the number replaced, not a change. "was half a point
      // higher" is the change itself.
      if (
        /\b(?:instead of|rather than|from|was|were|not|vs\.?|versus)\s*$/.test(
          clause.text.slice(0, amount.start),
        ) &&
        !/^\s*(?:higher|lower|more|less)\b/.test(clause.text.slice(amount.end))
      )
        continue;
      // "wrap the 6,800 into the loan": a figure of the question named with "the" is that figure, moved
      // somewhere (the other readings know where), never a new amount of the thing beside it.
      if (
        /\b(?:the|that|those|this)\s*\$?$/.test(clause.text.slice(0, amount.start)) &&
        Object.values(before).some((v) => typeof v === 'number' && Math.abs(v - amount.value) < 1e-9)
      ) {
        unplaced++;
        continue;
      }
      let subject = subjectOf(clause.text, amount);
      // A rent of several units ("both rent for 1,950", "what if rents were 1300") may be each unit's
      // or all of them: the per-unit reading of a rental follow-up decides that.
      if (subject === null || (subject === 'rent' && (before.rentUnits ?? 1) > 1)) {
        unplaced++;
        continue;
      }
      // "i can only do $600 less a month" after the loan a payment carries: the payment, never the loan.
      if (
        (subject === 'loan' || subject === 'price' || subject === null) &&
        amount.kind === 'money' &&
        amount.period === 'monthly'
      ) {
        if (subject === null && before.targetPayment === undefined) {
          unplaced++;
          continue;
        }
        if (before.targetPayment === undefined) {
          changes.push('unsure');
          continue;
        }
        subject = 'payment';
      }
      const direction = directionOf(clause.text, amount);
      // A payment changes a loan solved from one. Of any other loan, a payment moved ("pay $200 more a
      // month") is an extra payment, for the other readings; one set ("what if the payment is 2000") may
      // be that or the loan it would carry, so it is asked.
      if (subject === 'payment' && before.targetPayment === undefined) {
        if (direction === 0) changes.push('unsure');
        else unplaced++;
        continue;
      }
      changes.push(
        subject === 'unsure' || direction === null
          ? 'unsure'
          : changeOf(subject, amount, direction, before, clause.text),
      );
    }
  }
  // A number this reading cannot place is left to the other readings of a follow-up.
  if (changes.length === 0 || unplaced > 0) return null;
  if (changes.some((c) => c === 'unsure')) return 'unsure';
  const placed = changes as Exclude<Change, 'unsure'>[];
  // One thing changed twice ("rate 6 and rates drop half a point") is no reading to trust.
  if (new Set(placed.map((c) => c.key)).size < placed.length) return 'unsure';
  const update: Quantities = {};
  for (const c of placed) update[c.key] = c.value;
  return { update, readAs: placed.map((c) => c.line) };
}

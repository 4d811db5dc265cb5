// Follow-ups that add a term to a lease answered before (docs/assistant.md rule 36): "Alternative from
// the landlord: no free months, but they fund an extra $50k of TI and we pay it back in the rent at 8%
// over the 60 months. What's the monthly rent then?", "and if they give us 2 months free instead",
// "what if they throw in a $40/sf TI allowance?". The earlier question gets the new term written in
// words its lease reader reads (lease-math.ts): an amount paid back in the rent, free months (added, or
// their count changed, or taken away), a TI or moving allowance. follow-up-rewrite.ts asks it first;
// every number of the follow-up must find its place, else nothing is rewritten here.
import { AMORTIZED, footAmounts, freeMonths } from './lease-reading.ts';
import { tokenizeNumbers, type NumberToken } from './parse-numbers.ts';
import { AREA } from './quick-math-reading.ts';

export interface AddedLeaseTerms {
  question: string;
  /** What changed, for the note above the answer. */
  changes: string[];
}

/** Words of a lease question: the earlier question must be one for a term to be added to it. */
const LEASE = /\b(?:lease[ds]?|nnn|triple[- ]net|full[- ]service|gross|tenant|landlord|psf)\b|\/\s?sf\b/;
/** "no free months", "without the free rent", "skip the abatement", "instead of the free months". */
const NO_FREE =
  /\b(?:no|without|skip(?:ping)?|drop(?:ping)?|instead of|in place of|lose|losing|forgo|give up|minus)\s+(?:the\s+|any\s+)?(?:\w+\s+)?(?:free (?:months?|rent)|months? free|(?:rent )?abatement|abated (?:months?|rent))\b/;
const TI_WORDS = /\b(?:ti|tis|tia|tenant improvements?|improvements?|build[- ]?outs?|fit[- ]?outs?)\b/;
const ALLOWANCE = /\b(?:ti|tenant improvements?|moving|relocation)\s+allowance\b|\ballowance\b/;
/** A term of the financing: "over the 60 months", "over 7 years", "for 5 years". */
const OVER = /\b(?:over|for|across)\s+(?:the\s+)?(?:next\s+)?$/;

const dollars = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const months = (t: NumberToken) => (t.kind === 'years' ? t.value * 12 : t.value);
const isSpan = (t: NumberToken) => t.kind === 'years' || t.kind === 'months';

/** The lease's own term in the earlier question ("a 60-month lease", "5-year term"), in months. */
function leaseTermMonths(previous: string): number | null {
  const terms = tokenizeNumbers(previous).filter(
    (t) => isSpan(t) && /\b(?:lease|term)\b/.test(previous.slice(t.start, t.end + 20)),
  );
  return terms.length === 1 ? months(terms[0]!) : null;
}

/** The earlier question with its free months set to `count` (their number replaced in its words). */
function setFreeMonths(previous: string, count: number): { text: string; from: string } | null {
  const free = freeMonths(previous);
  if (!free) return null;
  const words = previous.slice(free.start, free.end);
  const number = /\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/.exec(words);
  if (!number) return null;
  const at = free.start + number.index;
  return {
    text: `${previous.slice(0, at)}${count}${previous.slice(at + number[0].length)}`,
    from: number[0],
  };
}

/**
 * The earlier lease question with the follow-up's new terms in it, or null when the follow-up adds
 * none or has a number this cannot place (the plain rewrite then tries).
 */
export function addLeaseTerms(previous: string, followUp: string): AddedLeaseTerms | null {
  // A new size is a change of the lease, not a term added to it (follow-up-rewrite.ts changes it).
  if (!LEASE.test(previous) || new RegExp(AREA.source).test(followUp)) return null;
  const tokens = tokenizeNumbers(followUp);
  const feet = footAmounts(followUp, tokens);
  const free = freeMonths(followUp);
  const inFree = (t: NumberToken) => free !== null && t.start >= free.start && t.end <= free.end;
  const inFoot = (t: NumberToken) => feet.some((f) => t.start >= f.start && t.end <= f.end);
  const numbers = tokens.filter((t) => !inFree(t) && !inFoot(t));
  const lumps = numbers.filter((t) => t.kind === 'money' && !t.period);
  const rates = numbers.filter((t) => t.kind === 'percent');
  const spans = numbers.filter(
    (t) => isSpan(t) && OVER.test(followUp.slice(Math.max(0, t.start - 20), t.start)),
  );
  // Every number has its place: one amount (a lump sum or a TI per square foot), its rate and its term.
  const amounts = [...lumps, ...feet.filter((f) => f.role === 'ti')];
  if (amounts.length > 1 || feet.length > amounts.length - lumps.length) return null;
  if (numbers.length !== lumps.length + rates.length + spans.length) return null;
  if (rates.length > 1 || spans.length > 1) return null;

  let question = previous.trim();
  const changes: string[] = [];
  // Free months taken away, or set to the follow-up's count (their words stay where they were).
  // "what if instead they fund $75k of TI": a concession in place of the free months before.
  const noFree =
    NO_FREE.test(followUp) ||
    (amounts.length > 0 && !free && /\binstead\b/.test(followUp) && !/\binstead of\b/.test(followUp));
  if (noFree || free) {
    const set = setFreeMonths(question, noFree ? 0 : free!.months);
    if (set) {
      question = set.text;
      changes.push(`free months ${set.from} → ${noFree ? 0 : free!.months}`);
    } else if (free && !noFree) {
      question = `${question} With ${free.months} months free${free.atEnd ? ' at the end of the lease' : ''}.`;
      changes.push(`+ ${free.months} months free`);
    }
  }

  const amount = amounts[0];
  if (amount) {
    const perFoot = !('kind' in amount);
    const written = perFoot ? `$${amount.quoted}/sf` : dollars((amount as NumberToken).value);
    const rate = rates[0];
    const named = TI_WORDS.test(followUp) || perFoot;
    // Paid back in the rent, for the space: "finance $50k at 8%" alone may be any loan.
    if (AMORTIZED.test(followUp) && (named || /\b(?:rent|landlord|lease|tenant)\b/.test(followUp))) {
      // Paid back in the rent: at its rate, over its term ("over the term" when that is the lease's).
      const noInterest = /\b(?:no interest|interest[- ]free|zero interest)\b/.test(followUp);
      if (!rate && !noInterest) return null;
      const leaseMonths = leaseTermMonths(question);
      const span = spans[0];
      const over = !span || (leaseMonths !== null && months(span) === leaseMonths) ? 'the term' : span.raw;
      const at = rate ? rate.raw : '0% interest';
      question = `${question} The landlord funds ${written}${named ? ' of TI' : ''} paid back in the rent at ${at} over ${over}.`;
      changes.push(`+ ${written}${named ? ' of TI' : ''} at ${at} over ${over}`);
    } else {
      // An allowance counted against the rent: the net effective rent answers it.
      if (rates.length > 0 || spans.length > 0 || !ALLOWANCE.test(followUp)) return null;
      if (TI_WORDS.test(previous) || /\ballowance\b/.test(previous)) return null;
      const kind =
        TI_WORDS.test(followUp) || perFoot ? 'TI' : /\b(?:moving|relocation)\b/.exec(followUp)?.[0];
      if (!kind) return null;
      question = `${question} With a ${written} ${kind} allowance. Net effective rent?`;
      changes.push(`+ ${written} ${kind} allowance`);
    }
  } else if (rates.length > 0 || spans.length > 0) return null;
  return changes.length > 0 ? { question, changes } : null;
}

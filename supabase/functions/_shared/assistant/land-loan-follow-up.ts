// A rate given after a loan worked out without one (docs/assistant.md rule 93): after "40 acres at
// $6,500 an acre, 35% down, 15 years" or a USDA loan with its fees, "bank quoted 8.25% on it.
// monthly?" is the loan's rate, so the question before is read again with it and the payment added.
// The follow-up rewrite would otherwise take the one percentage for the share down it replaces.
import type { HistoryTurn } from '../protocol.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import { readQuickMath } from './quick-math.ts';
import type { QuickAnswer } from './quick-math-reading.ts';

/** The answers a rate completes: a loan shown without its payment. */
const LOAN_WITHOUT_RATE =
  /^### (?:Down payment and loan|Down payment shared among buyers|Premium financed into the loan)\s*$/m;
/** A payment asked: "monthly?", "what's the payment", "P&I". */
const ASKS_PAYMENT = /\b(?:monthly|payments?|p ?& ?i|principal (?:and|&) interest|mortgage)\b/;

export function loanRateFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const [user, assistant] = history.slice(-2);
  if (user?.role !== 'user' || assistant?.role !== 'assistant') return null;
  if (!LOAN_WITHOUT_RATE.test(assistant.text) || /^- Rate: /m.test(assistant.text)) return null;
  const text = normalizeText(input);
  if (!ASKS_PAYMENT.test(text)) return null;
  const tokens = tokenizeNumbers(text);
  const rates = tokens.filter((t) => t.kind === 'percent');
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (rates.length !== 1 || terms.length > 1 || tokens.length !== rates.length + terms.length) return null;
  const rate = rates[0]!;
  // "what if it's 25% down?": a share down changed is the rewrite's, not a rate.
  if (
    /^\s*(?:down|dp)\b/.test(text.slice(rate.end, rate.end + 8)) ||
    !(rate.value >= 0.01 && rate.value < 0.2)
  )
    return null;
  const term = terms[0];
  const termSaid = term
    ? ` over ${term.kind === 'months' ? `${term.value} months` : `${term.value} years`}`
    : '';
  // A term said again replaces the one the answer read ("8.25% and 20 years" after "15 years").
  const shownTerm = /^- Term: ([\d.]+) years\s*$/m.exec(assistant.text)?.[1];
  let before = normalizeText(user.text);
  if (term && shownTerm) {
    const said = new RegExp(`\\b${shownTerm.replace('.', '\\.')}(?=\\s*-?\\s*(?:years?|yrs?|yr)\\b)`, 'g');
    if ((before.match(said) ?? []).length !== 1) return null;
    before = before.replace(said, String(term.kind === 'months' ? term.value / 12 : term.value));
  }
  const again = readQuickMath(
    `${before.trim()} The loan's interest rate is ${rate.raw}${shownTerm ? '' : termSaid}.`,
  );
  if (!again || !again.results.some((r) => /principal and interest/i.test(r))) return null;
  return again;
}

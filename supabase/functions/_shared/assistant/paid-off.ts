// "Our $250,000 mortgage is paid off", "we paid off $30,000 of student loans", "paid down 50k of the
// loan": an amount in a clause that says the debt is paid is what was paid, never what is owed now or a
// debt still carried. The readers that take an amount as owed (equity, a HELOC's room, monthly debts)
// ask this of it, so "paid off" never leaves a paid debt standing as a balance.
import type { NumberToken } from './parse-numbers.ts';

/** A debt said paid, in full or in part: "paid off", "paid it off", "paid down", "paid in full". */
const PAID =
  /\bpaid (?:it |them |that |this |those |the (?:\w+ )?(?:loan|mortgage|balance|debt)s? )?(?:off|down(?! ?payment)|in full)\b|\b(?:is|are|was|were) (?:all |now |fully |completely )?(?:paid for|gone)\b|\bfree and clear\b|\bno longer (?:owe|have)\b/;

/** Where a clause ends: a sentence's end, a comma, or a joining word between two statements. */
const CLAUSE_BREAK = /[.;!?](?=\s|$)|,\s|\s(?:and|but|while|though|although|so|then)\s/g;

/** The clause a token sits in: from the break before it to the break after it. */
export function clauseOf(text: string, token: Pick<NumberToken, 'start' | 'end'>): string {
  let from = 0;
  for (const m of text.slice(0, token.start).matchAll(CLAUSE_BREAK)) from = m.index + m[0].length;
  CLAUSE_BREAK.lastIndex = 0;
  const rest = text.slice(token.end);
  const next = rest.search(new RegExp(CLAUSE_BREAK.source));
  return text.slice(from, next < 0 ? text.length : token.end + next);
}

/** Whether the amount's own clause says the debt it names is paid (so nothing of it is owed). */
export function saysPaid(text: string, token: Pick<NumberToken, 'start' | 'end'>): boolean {
  return PAID.test(clauseOf(text, token));
}

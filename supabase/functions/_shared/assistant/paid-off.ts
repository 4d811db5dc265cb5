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

/**
 * Right before an amount: someone other than the buyer pays it ("the seller will cover $8,000",
 * "builder is contributing up to 10k", "my parents are paying $5,000"). "Cover" and "pay" name the
 * buyer's own costs only when the buyer is their subject.
 */
const PAID_BY_ANOTHER =
  /\b(?:seller|sellers|builder|lender|they|parents?|family|employer|agent)(?:'s)?\s+(?:(?:will|would|is|are|has|have|agreed|offered|going|willing|to|be)\s+){0,3}(?:cover\w*|pay\w*|contribut\w*|kick\w* in|chip\w* in|giv\w*|credit\w*|put\w* (?:in|up)|throw\w* in|offer\w*)\s+(?:(?:up to|about|around|roughly|us|me)\s+)*\$?\s*$/;

/** Whether the words right before the amount say someone other than the buyer pays it. */
export function paidByAnother(text: string, token: Pick<NumberToken, 'start'>): boolean {
  return PAID_BY_ANOTHER.test(text.slice(Math.max(0, token.start - 50), token.start));
}

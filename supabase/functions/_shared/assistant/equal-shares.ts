// Co-owners splitting evenly (rule 92): "4 of us … all split evenly four ways: how much does each of us
// bring to closing?", "3 of us co-owning it equally: each person's share of the down payment and of
// the P&I?". Whatever answers the question as a whole, each one's share is that ÷ the number of
// owners, shown line by line under the answer.
import { formatMoney } from './format.ts';
import { COUNT_WORDS, countOf } from './number-words.ts';

/** How many share: "4 of us", "four ways", "three owners", "the 3 families". */
const HOW_MANY = new RegExp(
  `\\b(\\d{1,2}|${COUNT_WORDS})\\s+(?:of us|of them|ways|owners|co-?owners|partners|families|couples|friends|siblings|buyers|people|investors)\\b`,
);
/** The split is even and each one's part is asked. */
const EVEN = /\b(?:equally|evenly|equal (?:shares|split|parts)|split (?:it )?(?:\d+|[a-z]+) ways)\b/;
const EACH_ASKED =
  /\beach (?:of us|of them|person|owner|one|family|couple|partner)(?:'s)?\b|\bper (?:person|owner|family|head)\b|\beach\b/;

/** The money lines of an answer: "- Cash to close: **$178,000.00**", "| Principal & interest | $5,448.22 |". */
const MONEY_LINE = /^(?:-\s+|\|\s*)\**([A-Z][^:|*\n]{2,40}?)\**\s*(?::|\|)\s*\**\$([\d,]+(?:\.\d{2})?)\**/;

export function equalSharesOf(input: string, markdown: string): string | null {
  const text = input.toLowerCase();
  const many = HOW_MANY.exec(text);
  if (!many || !EVEN.test(text) || !EACH_ASKED.test(text)) return null;
  const owners = countOf(many[1]!);
  if (!(owners >= 2 && owners <= 12)) return null;
  // An answer that already gives each one's part (an estate split, a buyout) is left as it is.
  if (/\beach\b|\bper (?:person|owner|heir)\b|÷ \d+ (?:owners|heirs|ways)/i.test(markdown)) return null;
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const row of markdown.split('\n')) {
    // The inputs and the result asked for; schedules and totals over the loan's life come after.
    if (/^\**(?:Amortization|Assumptions)\b/.test(row.trim())) break;
    const m = MONEY_LINE.exec(row.trim());
    if (!m) continue;
    const label = m[1]!.trim();
    if (seen.has(label) || /\b(?:price|value|loan amount|rate|term)\b/i.test(label)) continue;
    seen.add(label);
    const amount = Number(m[2]!.replace(/,/g, ''));
    lines.push(`- ${label}: ${formatMoney(amount)} ÷ ${owners} = **${formatMoney(amount / owners)}** each`);
  }
  if (lines.length === 0) return null;
  return `**Each of the ${owners} owners' share (split evenly)**\n\n${lines.join('\n')}`;
}

// A user's guess at the result ("my husband thinks it'll be under 2,800", "i'm hoping for around 2k",
// "lender estimated about 3,100 but I want to check") is no input (story-numbers.ts keeps it out of
// the reading); once the answer is computed, the payment it is nearest to is set beside it in one line.
import { formatMoney } from './format.ts';
import { normalizeText } from './parse-numbers.ts';
import { isGuessAt } from './story-numbers.ts';

interface Guess {
  value: number;
  /** "under 2,800" (at most), "over 3k" (at least) or "around 2k" (near). */
  side: 'under' | 'over' | 'near';
}

/** The one guess a question states, or null (none, or more than one: which is which is unclear). */
export function guessIn(input: string): Guess | null {
  const text = normalizeText(input);
  const found: Guess[] = [];
  for (const m of text.matchAll(/\$?(\d[\d,]*(?:\.\d+)?)(k\b)?/g)) {
    const at = m.index ?? 0;
    if (/[\d.,]/.test(text.charAt(at - 1)) || !isGuessAt(text, at)) continue;
    if (/^\s?(?:%|percent\b|pct\b)/.test(text.slice(at + m[0].length))) continue;
    const value = Number(m[1]!.replace(/,/g, '')) * (m[2] ? 1000 : 1);
    const lead = text.slice(Math.max(0, at - 20), at);
    const side = /\b(?:under|below|less than|at most)\s*\$?$/.test(lead)
      ? 'under'
      : /\b(?:over|above|more than|at least)\s*\$?$/.test(lead)
        ? 'over'
        : 'near';
    found.push({ value, side });
  }
  return found.length === 1 ? found[0]! : null;
}

/**
 * The line that sets a computed answer's payment beside the guess: the payment figure (a total monthly
 * payment, principal and interest) nearest the guess, and by how much it differs. Null when no payment
 * figure is within a factor of two of it (the guess was about something else).
 */
export function guessLine(guess: Guess, markdown: string): string | null {
  const candidates: { label: string; value: number }[] = [];
  for (const line of markdown.split('\n')) {
    const label =
      /(total monthly payment|principal (?:&|and) interest(?: \+ mip)?|p&i|monthly payment|payment)/i.exec(
        line,
      )?.[1];
    if (!label || /first payment|down payment|payments:/i.test(line)) continue;
    const amount = /\$([\d,]+\.\d{2})/.exec(line.replace(/^.*?(?:\||:)/, ''));
    if (amount) candidates.push({ label: label.toLowerCase(), value: Number(amount[1]!.replace(/,/g, '')) });
  }
  const nearest = candidates
    .filter((c) => c.value > guess.value / 2 && c.value < guess.value * 2)
    .sort((a, b) => Math.abs(Math.log(a.value / guess.value)) - Math.abs(Math.log(b.value / guess.value)))[0];
  if (!nearest) return null;
  const gap = nearest.value - guess.value;
  const said = `${guess.side === 'near' ? 'about' : guess.side} ${formatMoney(guess.value)}`;
  const verdict =
    guess.side === 'under'
      ? gap <= 0
        ? `under it by ${formatMoney(-gap)}`
        : `over it by ${formatMoney(gap)}`
      : guess.side === 'over'
        ? gap >= 0
          ? `over it by ${formatMoney(gap)}`
          : `under it by ${formatMoney(-gap)}`
        : gap === 0
          ? 'exactly that'
          : `${formatMoney(Math.abs(gap))} ${gap > 0 ? 'more' : 'less'}`;
  return `**Against the guess (${said}):** the ${nearest.label} of ${formatMoney(nearest.value)} is ${verdict}.`;
}

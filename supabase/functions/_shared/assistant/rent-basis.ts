// Pro forma against actual rents ("pro forma rents 5,800/mo but actual collected 4,950/mo, use actual"):
// a listing's projected rent and the rent really collected are two readings of one input, so a question
// that states both is worked on one of them, the one the user says to use, else the actual (what a
// buyer underwrites). The other amount is taken out of the text the readers see and named in a note,
// so it is shown as read, never added in as a second rent.
import { normalizeText, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';
import { formatAmount } from './format.ts';

/** Words that make an amount the projected rent: "pro forma", "projected", "the seller says". */
const PRO_FORMA =
  /\b(?:pro ?-?forma|projected|advertised|marketed|stabili[sz]ed|market rents?|(?:seller|broker|listing|agent)(?:'s)? (?:says|claims|numbers|shows))\b/;
/** Words that make an amount the rent in place: "actual", "collected", "in place", "current". */
const ACTUAL = /\b(?:actual(?:ly)?|collect(?:ed|ing|s)|in[- ]place|current(?:ly)?|real|t-?12|trailing)\b/;
const USE_PRO_FORMA =
  /\b(?:use|using|go with|run (?:it )?(?:on|with)|based on)\s+(?:the\s+)?(?:pro ?-?forma|projected|advertised|market)\b/;

export interface RentBasis {
  /** The question without the amount set aside, as the readers should see it. */
  text: string;
  /** The reading, for the answer's inputs ("Rent: the actual $4,950/month; pro forma $5,800 set aside"). */
  note: string;
}

/** The words of an amount's own clause before it, back to a comma, a semicolon or the number before. */
function clauseBefore(text: string, tokens: readonly NumberToken[], t: NumberToken): string {
  const i = tokens.indexOf(t);
  const from = i > 0 ? tokens[i - 1]!.end : 0;
  return (
    text
      .slice(Math.max(from, t.start - 45), t.start)
      .split(/[,;:]\s|\bbut\b|\bvs\.?\b|\bversus\b/)
      .pop() ?? ''
  );
}

/**
 * Which of a pro forma rent and an actual rent a question is to be worked on; null unless it states
 * exactly one of each (rent-sized amounts a month, or a year).
 */
export function rentBasis(input: string): RentBasis | null {
  const text = normalizeText(input);
  // "market rent vs in-place, loss to lease?": the gap between the two is the question itself.
  if (!PRO_FORMA.test(text) || !ACTUAL.test(text) || /\bloss[- ]to[- ]lease\b|\bltl\b/.test(text))
    return null;
  const tokens = tokenizeNumbers(text);
  const rentSized = (t: NumberToken) =>
    (t.kind === 'money' || t.kind === 'plain') &&
    (t.period === 'yearly' ? t.value >= 2400 : t.value >= 200 && t.value <= 500_000);
  const named = (t: NumberToken) => {
    const before = clauseBefore(text, tokens, t);
    const after = text.slice(t.end, t.end + 25).split(/[,;]/)[0]!;
    const proForma =
      PRO_FORMA.test(before) || /^\s*(?:\/\s?mo\s+|a month\s+)?(?:pro ?-?forma|projected)\b/.test(after);
    const actual =
      ACTUAL.test(before) || /^\s*(?:\/\s?mo\s+|a month\s+)?(?:actual|collected|in[- ]place)\b/.test(after);
    return proForma === actual ? null : proForma ? 'proForma' : 'actual';
  };
  const proForma = tokens.filter((t) => rentSized(t) && named(t) === 'proForma');
  const actual = tokens.filter((t) => rentSized(t) && named(t) === 'actual');
  if (proForma.length !== 1 || actual.length !== 1) return null;
  const usePro = USE_PRO_FORMA.test(text);
  const [kept, dropped] = usePro ? [proForma[0]!, actual[0]!] : [actual[0]!, proForma[0]!];
  const per = (t: NumberToken) => (t.period === 'yearly' ? '/year' : '/month');
  const said = usePro || /\b(?:use|using|on|with|based on|go with) (?:the )?actual/.test(text);
  const note = `Rent: the ${usePro ? 'pro forma' : 'actual'} ${formatAmount(kept.value)}${per(kept)}${said ? ', as you said' : ' (what the property collects; say if you want the pro forma)'}; the ${usePro ? 'actual' : 'pro forma'} ${formatAmount(dropped.value)}${per(dropped)} set aside`;
  // The amount set aside leaves the text; its words stay, so nothing else moves into its place.
  return { text: `${text.slice(0, dropped.start)}(set aside)${text.slice(dropped.end)}`, note };
}

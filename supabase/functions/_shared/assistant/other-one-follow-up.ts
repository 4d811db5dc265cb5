// "and the second one?", "same for the other house?", "what about the first one?" after a message that
// compared two homes by price and a computed answer for one of them (docs/assistant.md rule 72): the
// last computed question is asked again for the other home's price. Which home the last answer was for
// is read from its own figures (the price it shows); without that, or with more than two prices, the
// follow-up is not rewritten here; when it showed both, "the second one" is the second named.
import { formatMoney } from './format.ts';
import { normalizeText, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';

/** A short follow-up naming another of the homes, with no number of its own. */
const OTHER_ONE =
  /^(?:ok(?:ay)?,?\s+)?(?:and|what about|how about|now|same(?: thing)?(?: for| with)?|then)?\s*(?:for\s+)?(?:the\s+)?(?:second|other|2nd|first|1st|next|last|cheaper|pricier|bigger|smaller)\s*(?:one|house|home|place|property|listing|option|condo|townhouse)?\s*(?:too|then|instead|as well)?\s*[?.!]*$/;

const lumpPrices = (text: string): NumberToken[] =>
  tokenizeNumbers(normalizeText(text)).filter((t) => t.kind === 'money' && !t.period && t.value >= 20_000);

/**
 * The last computed question with the other home's price put first, or null.
 * `userTexts` are the earlier user messages, oldest first; `lastAnswer` the answer to the last one.
 */
export function otherOneQuestion(
  input: string,
  userTexts: readonly string[],
  lastAnswer: string,
): string | null {
  const text = normalizeText(input).trim();
  if (!OTHER_ONE.test(text) || userTexts.length < 2) return null;
  const lastQuestion = userTexts.at(-1)!;
  // The message that named both homes: the latest earlier one with exactly two prices.
  const compared = [...userTexts.slice(0, -1)].reverse().find((t) => lumpPrices(t).length === 2);
  if (!compared) return null;
  const [first, second] = lumpPrices(compared) as [NumberToken, NumberToken];
  const shows = (t: NumberToken) => lastAnswer.includes(formatMoney(t.value).replace(/\.00$/, ''));
  // The home the figures are for: its price named as the price ("Home price: $529,000", "$529,000.00
  // home: loan …"), else the only one of the two the answer shows.
  const priced = (t: NumberToken) => {
    const shown = formatMoney(t.value)
      .replace(/\.00$/, '')
      .replace(/[$.]/g, (c) => `\\${c}`);
    return new RegExp(
      `(?:home price|purchase price|price):\\s*${shown}|${shown}(?:\\.00)? home\\b`,
      'i',
    ).test(lastAnswer);
  };
  const used =
    priced(first) !== priced(second)
      ? priced(first)
        ? first
        : second
      : shows(first) && !shows(second)
        ? first
        : shows(second) && !shows(first)
          ? second
          : undefined;
  // Both homes worked out before: the one named by its place in the comparison.
  const wantsFirst = /\b(?:first|1st)\b/.test(text);
  const other =
    used === undefined ? (wantsFirst ? first : second) : wantsFirst ? first : used === first ? second : first;
  if (other === used) return null;
  // The last question's own price, if it wrote one, is replaced; else the price is said first.
  const own = used && lumpPrices(lastQuestion).find((t) => t.value === used.value);
  return own
    ? `${lastQuestion.slice(0, own.start)}${formatMoney(other.value)}${lastQuestion.slice(own.end)}`
    : `Price ${formatMoney(other.value)}. ${lastQuestion}`;
}

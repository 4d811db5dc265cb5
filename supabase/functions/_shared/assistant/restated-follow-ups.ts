// Loose follow-ups restated as whole questions with the facts of the message before (docs/assistant.md
// rule 123), for compose-answer.ts to work out again: "ok now do it for the second one" after one
// message named two listings and asked about the first; "what's that year's annual base rent?" after a
// message that gave the space's area. The restated question is answered only when it computes.
import { formatAmount } from './format.ts';
import { normalizeText, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';
import { AREA, PER_AREA } from './quick-math-reading.ts';

/** "ok now do it for the second one", "same for the other listing", "and the 1st one?". */
const OTHER_OF_PAIR =
  /^(?:ok(?:ay)?,?\s+|and\s+|now\s+|then\s+)*(?:(?:do|run|work out|figure|calculate)\s+(?:it|that|the same|the math|this)\s+|same(?: thing| math)?\s+|what about\s+|how about\s+)?(?:for|on|with)?\s*the\s+(second|other|2nd|first|1st)\s*(?:one|listing|house|home|property|sale|deal|closing|unit|building|offer)?\s*(?:too|then|now|as well|please)?\s*[?.!]*$/;

/** Two amounts side by side: "$615k and $489,900", "$615k, $489,900", "615k or 489,900". */
const JOINED_BY = /^\s*(?:,|and|&|or|,\s*and)\s*$/;

const lumpAmounts = (text: string): NumberToken[] =>
  tokenizeNumbers(text).filter((t) => t.kind === 'money' && !t.period && t.value >= 20_000);

/**
 * The last question asked again with only the other of the two amounts it named side by side, or null.
 * Which one the last answer worked is read from the figures it shows; when it showed neither (it
 * asked), "the second one" is the second named.
 */
export function otherOfPairQuestion(input: string, lastQuestion: string, lastAnswer: string): string | null {
  const said = OTHER_OF_PAIR.exec(normalizeText(input).trim());
  if (!said) return null;
  const text = normalizeText(lastQuestion);
  const amounts = lumpAmounts(text);
  if (amounts.length !== 2) return null;
  const [first, second] = amounts as [NumberToken, NumberToken];
  if (!JOINED_BY.test(text.slice(first.end, second.start))) return null;
  const shows = (t: NumberToken) => lastAnswer.includes(formatAmount(t.value));
  const wantsFirst = /first|1st/.test(said[1]!);
  const used = shows(first) !== shows(second) ? (shows(first) ? first : second) : undefined;
  const other =
    said[1] === 'other'
      ? used === undefined
        ? undefined
        : used === first
          ? second
          : first
      : wantsFirst
        ? first
        : second;
  if (other === undefined || other === used) return null;
  return `${text.slice(0, first.start)}${formatAmount(other.value)}${text.slice(second.end)}`;
}

/** A rate by the foot named without its number ("the base rent per sf"), or with it ("$22/sf"). */
const BY_THE_FOOT = /\bper (?:sf|sq\.? ?ft|square f(?:oo|ee)t|foot)\b|\/\s*(?:sf|sq\.? ?ft)\b|\bpsf\b/;

const ANNUAL = /\b(?:annual|yearly|a year|per year|for the year|that year'?s|total)\b/;

/**
 * "with 3% annual bumps (year 1 = $22), what's the base rent per sf in year 5, and that year's annual
 * base rent?" after a message that gave the space as "2,800 sf": the follow-up with that area said
 * first, when it asks a yearly total of a rate by the foot and gives no area of its own.
 */
export function areaCarriedQuestion(input: string, lastQuestion: string): string | null {
  const text = normalizeText(input);
  if (!ANNUAL.test(text) || !BY_THE_FOOT.test(text) || new RegExp(AREA.source).test(text)) return null;
  // A rate by the foot of its own ("quoted at 2.65/ft a month") is another space's: the readers that
  // carry an area for a new quote answer it.
  if (new RegExp(PER_AREA.source).test(text)) return null;
  const areas = [...normalizeText(lastQuestion).matchAll(new RegExp(AREA.source, 'g'))];
  if (areas.length !== 1) return null;
  const area = Number(areas[0]![1]!.replace(/,/g, ''));
  if (!(area >= 100)) return null;
  // The rent by the foot that message named ("Base rent $22/sf NNN"), beside charges that are not rent.
  const before = normalizeText(lastQuestion);
  const rents = [...before.matchAll(new RegExp(PER_AREA.source, 'g'))].filter((m) =>
    /\brent\b/.test(before.slice(Math.max(0, m.index - 25), m.index)),
  );
  const rent = rents.length === 1 ? `, rent $${rents[0]![1]}/sf` : '';
  return `The space is ${area.toLocaleString('en-US')} sf${rent}. ${input}`;
}

// "ok now do it for the second one" after an agent's take-home on the first of two listings (rule
// 122): the same question asked again for the listing it left out, with every other share as before.
// Read only right after that answer, which names the other listing among its inputs.
import type { HistoryTurn } from '../protocol.ts';
import { LISTING_NAMED } from './agent-take-home-math.ts';
import { normalizeText } from './parse-numbers.ts';
import { readQuickMath } from './quick-math.ts';
import type { QuickAnswer } from './quick-math-reading.ts';

const TAKE_HOME = "### An agent's take-home from a sale";
/** A short follow-up naming the other listing by its place, with no number of its own. */
const OTHER_LISTING =
  /^(?:(?:ok(?:ay)?|and|now|so|then|what about|how about|same (?:thing |math )?for|do (?:it|that|the same|the math) (?:for|on)|run (?:it|that) (?:for|on)|for|on)[\s,]+)*(?:the )?(first|second|1st|2nd|other|bigger|larger|smaller|cheaper) (?:one|listing|sale|deal|house|home|closing)(?: too| then| now)?\s*[?.!]*$/;

export function otherListingFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const [user, assistant] = history.slice(-2);
  if (user?.role !== 'user' || assistant?.role !== 'assistant') return null;
  if (!assistant.text.startsWith(TAKE_HOME) || !assistant.text.includes('Other listing named:')) return null;
  const wanted = OTHER_LISTING.exec(normalizeText(input).trim())?.[1];
  if (!wanted) return null;
  const question = normalizeText(user.text);
  const before = LISTING_NAMED.exec(question);
  if (!before) return null;
  const opposite: Record<string, string> = {
    first: 'second',
    '1st': 'second',
    second: 'first',
    '2nd': 'first',
    bigger: 'smaller',
    larger: 'smaller',
    smaller: 'bigger',
    cheaper: 'bigger',
  };
  const named = wanted === 'other' ? opposite[before[1]!] : wanted;
  if (!named || named === before[1]) return null;
  const at = before.index + before[0].lastIndexOf(before[1]!);
  const again = `${question.slice(0, at)}${named}${question.slice(at + before[1]!.length)}`;
  const answer = readQuickMath(again);
  return answer && answer.title === TAKE_HOME.slice(4) ? answer : null;
}

// Follow-ups on an offer's worked answer (docs/assistant.md rule 110): "what if the competing offer is
// 480k?", "and if it appraised at 640k?", "what about 8% over?", "EMD at 5% instead?". The one figure
// the follow-up names replaces the figure of that role in the question before, and the same reader
// works it again. A figure's role is told by the follow-up's own words (competing, cap, appraised,
// down, earnest, list…); the replacement is kept only when the worked answer shows the new figure on
// that role's input line, so a figure put in the wrong place is never answered. Otherwise null.
import type { HistoryTurn } from '../protocol.ts';
import { formatMoney, formatRate } from './format.ts';
import { OFFER_CLAUSE_READERS } from './offer-clause-readers.ts';
import { normalizeText, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';
import type { QuickAnswer } from './quick-math-reading.ts';

const FOLLOW_UP = /^\s*(?:what|and|but|ok(?:ay)?|so|now|how about|then|if|say|suppose|instead)\b/;

/** A role the follow-up names, and the input line of the answer that shows it. */
const ROLES: readonly { words: RegExp; line: RegExp }[] = [
  {
    words: /\b(?:compet\w*|other (?:offer|bid)|best offer|highest offer|rival|another (?:buyer|offer|bid))\b/,
    line: /^Best competing offer:/,
  },
  { words: /\b(?:cap|capped|max\w*|ceiling|limit)\b/, line: /^Cap:/ },
  {
    words: /\b(?:increments?|steps?|escalat\w* by|over (?:the )?(?:best|highest|top))\b/,
    line: /^Increment/,
  },
  { words: /\b(?:base|start\w*|initial) (?:offer|price|bid)?\b/, line: /^Base offer:/ },
  { words: /\bapprais\w*/, line: /^Appraised value:/ },
  { words: /\b(?:coverage|cover|guarantee\w*)\b/, line: /^Appraisal gap coverage:/ },
  { words: /\bdown\b/, line: /^Down payment:/ },
  { words: /\b(?:earnest|emd|deposit)\b/, line: /^Earnest money:/ },
  { words: /\bclosing\b/, line: /^Closing costs:/ },
  { words: /\b(?:list(?:ed|ing)?|asking)\b(?! price)/, line: /^List price:/ },
  { words: /\b(?:over|under|above|below)\b/, line: /^Offer: .* (?:over|under) list$/ },
  { words: /\b(?:contract|price|purchase|offer)\b/, line: /^(?:Agreed price|Offer price|Base offer):/ },
];

const TITLES =
  /^### (?:Escalation clause|Appraisal gap|Earnest money|Cash at closing after earnest money|Offer (?:over|under) list)/m;

function readOffer(question: string): QuickAnswer | null {
  const text = normalizeText(question);
  const reading = { text, tokens: tokenizeNumbers(text) };
  for (const read of OFFER_CLAUSE_READERS) {
    const answer = read(reading);
    if (answer) return answer;
  }
  return null;
}

const shows = (t: NumberToken) => (t.kind === 'percent' ? formatRate(t.value) : formatMoney(t.value));

/** The question as an offer reader reads it, with the follow-up's one figure put in its role's place. */
function rewritten(input: string, question: string): string | null {
  const text = normalizeText(input);
  if (!FOLLOW_UP.test(text)) return null;
  const tokens = tokenizeNumbers(text);
  if (tokens.length !== 1) return null;
  const fresh = tokens[0]!;
  if (fresh.kind !== 'money' && fresh.kind !== 'percent') return null;
  const role = ROLES.find((r) => r.words.test(text));
  if (!role) return null;
  const old = normalizeText(question);
  // "EMD is 5k instead" after "3% EMD": a figure may come back as money where it was a percent.
  const oldTokens = tokenizeNumbers(old).filter((t) => t.kind === 'money' || t.kind === 'percent');
  const fits = oldTokens
    .map((t) => `${old.slice(0, t.start)}${fresh.raw}${old.slice(t.end)}`)
    .filter((q) => {
      const answer = readOffer(q);
      return answer?.inputs.some((line) => role.line.test(line) && line.includes(shows(fresh))) ?? false;
    });
  return fits.length === 1 ? fits[0]! : null;
}

/** The last question an offer reader answered, with any follow-ups since worked into it. */
function lastOfferQuestion(history: readonly HistoryTurn[], depth = 0): string | null {
  if (depth > 4) return null;
  const at = history.findLastIndex((t) => t.role === 'user');
  if (at < 0 || !TITLES.test(history[at + 1]?.text ?? '')) return null;
  const asked = history[at]!.text;
  if (readOffer(asked)) return asked;
  const earlier = lastOfferQuestion(history.slice(0, at), depth + 1);
  return earlier ? rewritten(asked, earlier) : null;
}

export function offerClauseFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const question = lastOfferQuestion(history);
  if (!question) return null;
  const again = rewritten(input, question);
  const answer = again ? readOffer(again) : null;
  return answer ? { ...answer, inputs: [...answer.inputs, 'Other figures: as in your last question'] } : null;
}

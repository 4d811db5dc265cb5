// "ok and my CPA says they can add back the depreciation, 6,200 in 2022 and 7,400 in 2023", "I also
// had $9,000 of closing costs that go into basis", "if the boot is taxed at 15%, what is the tax?"
// (docs/assistant.md rule 107): facts added to a self-employed income, a depreciation or a 1031 answer
// are read with the question before, by the same family of readers. A follow-up that changes a number
// ("what if it's 35% instead") is the rewrite's (follow-up-rewrite.ts): the question with both numbers
// leaves every reader here unsure, and it returns null.
import type { HistoryTurn } from '../protocol.ts';
import { readQuickMath } from './quick-math.ts';
import type { QuickAnswer } from './quick-math-reading.ts';
import { headingOf } from './topic-follow-up.ts';

/** The answers whose questions take facts added in a follow-up. */
const FAMILY = new Set([
  'Qualifying income from self-employment',
  'Qualifying income from tax returns',
  'Depreciable basis and yearly depreciation',
  '1031 exchange: cash boot',
]);

/** "what if", "instead", "change it to": a number changed, not a fact added. */
const CHANGES = /\bwhat if\b|\binstead\b|\bchange\b|\brather than\b|\bswitch\b|\bactually\b/;

export function addedFactsFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const [user, assistant] = history.slice(-2);
  if (user?.role !== 'user' || assistant?.role !== 'assistant' || !/\d/.test(input)) return null;
  if (!FAMILY.has(headingOf(assistant.text) ?? '') || CHANGES.test(input.toLowerCase())) return null;
  // "same 80/20 split": the split the question before gave, said again.
  const added = input.replace(/\b(?:the )?same \d{1,2}\s?\/\s?\d{1,2}(?: (?:split|ratio|allocation))?/gi, 'split the same way');
  const question = /[.?!]\s*$/.test(user.text.trim()) ? user.text.trim() : `${user.text.trim()}.`;
  const answer = readQuickMath(`${question} ${added}`);
  return answer && FAMILY.has(answer.title) ? answer : null;
}

// Asks questions in one conversation through composeAnswer, for the assistant's follow-up tests.
import type { HistoryTurn } from '../protocol.ts';
import { composeAnswer } from './compose-answer.ts';

/** Asks `questions` in one conversation and returns the last answer. */
export function converse(...questions: string[]): string {
  const history: HistoryTurn[] = [];
  let markdown = '';
  for (const q of questions) {
    markdown = composeAnswer(q, history).markdown;
    history.push({ role: 'user', text: q }, { role: 'assistant', text: markdown });
  }
  return markdown;
}

// Asks questions in one conversation through composeAnswer, for the assistant's follow-up tests.
import { describe, expect, it } from 'vitest';
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

/** Every one of `figures` is in `text`. */
export const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};

/** One test per question: its answer has `heading` and every figure of its row. */
export const cases = (
  title: string,
  rows: readonly (readonly [string, readonly string[]])[],
  heading: RegExp,
) =>
  describe(title, () => {
    it.each(rows)('%s', (question, figures) => {
      const answer = converse(question);
      expect(answer).toMatch(heading);
      expectAll(answer, figures);
    });
  });

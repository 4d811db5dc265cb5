// Keeps the conversation sent to a model within a token budget, so a long chat still fits a small local
// model's context (4k–8k tokens). Tokens are estimated at 4 characters each (a safe over-estimate for
// English); the newest turns are kept whole, the oldest dropped, and a single over-long turn is cut.

import type { HistoryTurn } from '../protocol.ts';

export const DEFAULT_HISTORY_TOKENS = 2500;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4) + 4;
}

/** The most recent turns whose estimated tokens fit `budget`, oldest first. */
export function trimHistory(history: readonly HistoryTurn[], budget: number): HistoryTurn[] {
  const kept: HistoryTurn[] = [];
  let used = 0;
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i] as HistoryTurn;
    const cost = estimateTokens(turn.text);
    if (used + cost <= budget) {
      kept.unshift(turn);
      used += cost;
      continue;
    }
    const room = (budget - used - 4) * 4 - 4;
    // The newest turn is worth keeping in part; older ones are dropped whole.
    if (kept.length === 0 && room > 200)
      kept.unshift({ role: turn.role, text: `…${turn.text.slice(-room)}` });
    break;
  }
  // A chat model expects the history to start with a user turn.
  while (kept[0]?.role === 'assistant') kept.shift();
  return kept;
}

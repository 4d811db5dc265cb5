// Follow-ups of retirees' and downsizers' questions (rule 120), each read with the question before it:
// the years held and a recapture rate after a building's depreciation.
import type { QuickAnswer } from './quick-math-reading.ts';
import { straightLineFollowUp } from './straight-line-depreciation-math.ts';

export function retireeFollowUp(followUp: string, previousQuestion: string): QuickAnswer | null {
  return straightLineFollowUp(followUp, previousQuestion);
}

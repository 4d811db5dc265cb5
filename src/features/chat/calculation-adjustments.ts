// The figures the user set on calculation cards in this tab (issue 22 §6), so that an export made after
// adjusting a card carries the adjusted figures, as the printed page does. Kept in memory only: a card
// starts from the assistant's reading again after a reload, and so does the export. (Saving an adjusted
// card for good is what scenarios are for.)
import type { CalculationAdjustment } from './calculation-rows.ts';

const adjustments = new Map<string, CalculationAdjustment>();

/** The key of a message's nth card. */
export const adjustmentKey = (messageId: string, index: number) => `${messageId}#${index}`;

/** Remembers a card's figures, or forgets them (null) when the card is back at the assistant's. */
export function rememberAdjustment(key: string, adjustment: CalculationAdjustment | null): void {
  if (adjustment) adjustments.set(key, adjustment);
  else adjustments.delete(key);
}

export function adjustmentOf(key: string): CalculationAdjustment | null {
  return adjustments.get(key) ?? null;
}

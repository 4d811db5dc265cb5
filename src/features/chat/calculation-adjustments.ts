// The figures the user set on calculation cards in this tab (issue 22 §6), so that the printed page and
// an export made after adjusting a card carry the adjusted figures. Kept in memory only: a card starts
// from the assistant's reading again after a reload, and so do print and export. (Saving an adjusted
// card for good is what scenarios are for.)
import { useCallback, useSyncExternalStore } from 'react';
import type { CalculationAdjustment } from './calculation-rows.ts';

const adjustments = new Map<string, CalculationAdjustment>();
const listeners = new Set<() => void>();

/** The key of a message's nth card. */
export const adjustmentKey = (messageId: string, index: number) => `${messageId}#${index}`;

/** Remembers a card's figures, or forgets them (null) when the card is back at the assistant's. */
export function rememberAdjustment(key: string, adjustment: CalculationAdjustment | null): void {
  if ((adjustments.get(key) ?? null) === adjustment) return;
  if (adjustment) adjustments.set(key, adjustment);
  else adjustments.delete(key);
  for (const listener of listeners) listener();
}

export function adjustmentOf(key: string): CalculationAdjustment | null {
  return adjustments.get(key) ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A card's current figures, following every change. */
export function useAdjustment(key: string): CalculationAdjustment | null {
  const read = useCallback(() => adjustmentOf(key), [key]);
  return useSyncExternalStore(subscribe, read, read);
}

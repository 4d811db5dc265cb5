// Buyers, agents and sellers writing and weighing offers (docs/assistant.md rule 111): offers compared
// by their net to the seller, concessions within a loan's cap or priced in, cash to close on an
// offer's terms, a waived inspection's repair budget against a comparable. One list of their readers,
// so quick-math.ts names them in one place; each reader lives in its own module.
import type { Reader } from './quick-math-reading.ts';
import { offerNetComparison } from './offer-net-comparison-math.ts';
import { sellerConcession } from './seller-concession-math.ts';
import { offerCashToClose } from './offer-cash-to-close-math.ts';
import { asIsRepairBudget } from './as-is-repair-budget-math.ts';

export const OFFER_TERMS_READERS: readonly Reader[] = [
  offerNetComparison,
  sellerConcession,
  offerCashToClose,
  asIsRepairBudget,
];

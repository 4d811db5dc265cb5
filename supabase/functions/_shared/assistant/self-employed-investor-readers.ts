// Self-employed borrowers and tax-minded small investors (docs/assistant.md rule 108): one list of
// their readers, so quick-math.ts names them in one place. Each reader lives in the module of its
// calculation and places every number the question writes, else it answers nothing.
import type { Reader } from './quick-math-reading.ts';
import { DSCR_LOAN_READERS } from './dscr-loan-math.ts';
import { BORROWER_INCOME_READERS } from './borrower-income-math.ts';
import { INVESTOR_TAX_READERS } from './investor-tax-math.ts';
import { PURCHASE_BY_FOOT_READERS } from './purchase-by-foot-math.ts';

export const SELF_EMPLOYED_INVESTOR_READERS: readonly Reader[] = [
  ...DSCR_LOAN_READERS,
  ...BORROWER_INCOME_READERS,
  ...INVESTOR_TAX_READERS,
  ...PURCHASE_BY_FOOT_READERS,
];

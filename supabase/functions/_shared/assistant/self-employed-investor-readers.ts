// Self-employed and gig borrowers and tax-minded small investors (docs/assistant.md rules 107 and 108):
// one list of their readers, so quick-math.ts names them in one place. Each reader lives in the module
// of its calculation and places every number the question writes by the words beside it
// (number-labels.ts), else it answers nothing and the question is asked.
import type { Reader } from './quick-math-reading.ts';
import { DSCR_LOAN_READERS } from './dscr-loan-math.ts';
import { BORROWER_INCOME_READERS } from './borrower-income-math.ts';
import { INVESTOR_TAX_READERS } from './investor-tax-math.ts';
import { PURCHASE_BY_FOOT_READERS } from './purchase-by-foot-math.ts';
import { assetDepletionIncome } from './asset-depletion-math.ts';
import { bankStatementIncome } from './bank-statement-income-math.ts';
import { debtRatios, dscrOfRental, loanAtMinimumDscr } from './housing-ratios-math.ts';
import {
  costSegregation,
  exchangeCashBoot,
  homeOfficeShare,
  passiveLossAllowance,
} from './small-investor-tax-math.ts';
import { incomeFromReturns } from './returns-income-math.ts';

/** Rule 108: DSCR points, reserves and interest-only loans, a home office, add-backs. */
export const SELF_EMPLOYED_INVESTOR_READERS: readonly Reader[] = [
  ...DSCR_LOAN_READERS,
  ...BORROWER_INCOME_READERS,
  // Rules 108 and 107 both: deposits less exclusions and an ownership share, else deposits alone.
  bankStatementIncome,
  ...INVESTOR_TAX_READERS,
  ...PURCHASE_BY_FOOT_READERS,
];

/** Rule 107: income from returns and assets, DSCR and DTI, investors' taxes (bank statements above). */
export const RETURNS_AND_INVESTOR_TAX_READERS: readonly Reader[] = [
  incomeFromReturns,
  assetDepletionIncome,
  debtRatios,
  dscrOfRental,
  loanAtMinimumDscr,
  costSegregation,
  exchangeCashBoot,
  passiveLossAllowance,
  homeOfficeShare,
];

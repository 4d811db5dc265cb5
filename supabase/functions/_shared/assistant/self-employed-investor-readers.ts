// Self-employed and gig borrowers and tax-minded small investors (docs/assistant.md rule 107): one
// list of their readers, so quick-math.ts names them in one place. Each reader lives in the module of
// its calculation and places every number by its words (labelled-amounts.ts).
import { assetDepletionIncome, bankStatementIncome } from './alternative-income-math.ts';
import { debtRatios, dscrOfRental, loanAtMinimumDscr } from './housing-ratios-math.ts';
import {
  costSegregation,
  exchangeCashBoot,
  homeOfficeShare,
  passiveLossAllowance,
} from './investor-tax-math.ts';
import type { Reader } from './quick-math-reading.ts';
import { incomeFromReturns } from './returns-income-math.ts';

export const SELF_EMPLOYED_INVESTOR_READERS: readonly Reader[] = [
  incomeFromReturns,
  bankStatementIncome,
  assetDepletionIncome,
  debtRatios,
  dscrOfRental,
  loanAtMinimumDscr,
  costSegregation,
  exchangeCashBoot,
  passiveLossAllowance,
  homeOfficeShare,
];

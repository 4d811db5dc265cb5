// Knowledge for self-employed borrowers (docs/assistant.md rule 108): how underwriters treat income
// that declined from one year to the next. Kept apart from financing.ts so the self-employed voice's
// topics have one home; the non-QM and DTI articles there are related.
import type { KnowledgeTopic } from './topic.ts';

export const SELF_EMPLOYED_TOPICS: readonly KnowledgeTopic[] = [
  {
    id: 'declining-self-employed-income',
    title: 'Declining self-employment income and your mortgage',
    category: 'financing',
    keywords: [
      'declining income',
      'declining self-employment income',
      'declining self employed income',
      'income dropped',
      'income went down',
      'income decreased',
      'income declined',
      'business income dropped',
      'lower income this year',
      'declining business income',
      'income trend',
      'year over year decline',
    ],
    body: `Underwriters qualify self-employed income from your **tax returns** (usually two years of personal and business returns, Schedule C, K-1s), and they look at the **trend**, not only the average.

- **Stable or rising**: the two years are averaged (both years ÷ 24 months).
- **Declining**: the lender does not average a higher year with a lower one. It uses the **lower, most recent year** (÷ 12), and only if the decline has stopped and the business is stable; a year-to-date profit-and-loss statement may be asked for to show where this year is heading.
- **A steep decline** (often 20% or more) needs a written explanation, and many underwriters will not count the income at all until it levels off.

Add-backs still apply to the year used: depreciation, depletion, business use of the home and one-time losses are added back to the net. If the lower year no longer qualifies, options are a co-borrower, paying down debts to lower the DTI, waiting for a stronger return, or a **bank statement loan** (non-QM) that reads deposits instead of the tax return.`,
    related: ['non-qm-loans', 'debt-to-income'],
  },
];

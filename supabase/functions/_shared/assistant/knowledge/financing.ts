// Knowledge topics: loans, rates, mortgage insurance and refinancing. Each body is markdown of 80–200 words; figures are typical U.S.
// ranges, not quotes.
import type { KnowledgeTopic } from './topic.ts';

export const FINANCING_TOPICS: readonly KnowledgeTopic[] = [
  {
    id: 'fixed-rate-mortgage',
    title: 'Fixed-rate mortgage',
    category: 'financing',
    keywords: ['fixed rate', 'fixed-rate', '30-year fixed', '15-year fixed', 'fixed mortgage', 'loan term'],
    body: `A **fixed-rate mortgage** keeps the same interest rate for the whole loan, so the principal-and-interest part of the payment never changes. Taxes and insurance collected through escrow can still move.

- **30-year fixed**: the lowest monthly payment and the most flexibility, but far more total interest.
- **15-year fixed**: a higher payment, usually a lower rate, and the loan is gone in half the time; total interest is often less than half.
- **20- and 10-year** terms sit in between.

Early payments are mostly interest; the share going to principal grows every month (see amortization). A fixed rate suits buyers who plan to stay for many years and value predictability. If rates fall later, the way to benefit is to refinance, which has its own closing costs.`,
    related: ['adjustable-rate-mortgage', 'amortization', 'refinancing', 'interest-rate-vs-apr'],
  },
  {
    id: 'adjustable-rate-mortgage',
    title: 'Adjustable-rate mortgage (ARM)',
    category: 'financing',
    keywords: [
      'arm',
      'adjustable rate',
      'variable rate',
      '5/1 arm',
      '7/1 arm',
      '5/6 arm',
      'rate caps',
      'teaser rate',
    ],
    body: `An **adjustable-rate mortgage (ARM)** starts with a fixed rate for an introductory period and then resets on a schedule. A "7/6 ARM" is fixed for seven years, then adjusts every six months; older "5/1" loans adjust yearly after five years.

After the fixed period the new rate equals an **index** (today usually SOFR) plus a fixed **margin**. **Caps** limit how far it can move: at the first adjustment, at each later one, and over the life of the loan (a cap structure like 2/1/5).

ARMs usually start below fixed rates, which helps if you expect to sell or refinance before the first reset. The risk is payment shock if rates are higher when it adjusts. Ask the lender for the worst-case payment at the lifetime cap and make sure you could carry it.`,
    related: ['fixed-rate-mortgage', 'refinancing', 'rate-lock', 'interest-rate-vs-apr'],
  },
  {
    id: 'fha-loan',
    title: 'FHA loans',
    category: 'financing',
    keywords: [
      'fha',
      'federal housing administration',
      'mip',
      'mortgage insurance premium',
      '3.5% down',
      'low down payment',
    ],
    body: `**FHA loans** are insured by the Federal Housing Administration, which lets lenders accept smaller down payments and lower credit scores. With a score of about 580 or higher the minimum down payment is **3.5%**; scores from 500 to 579 need 10% down.

The trade-off is **mortgage insurance premium (MIP)**: an upfront premium of 1.75% of the loan (usually rolled into the balance) plus an annual premium paid monthly. With less than 10% down, the annual MIP lasts for the life of the loan, so many borrowers later refinance into a conventional loan once they have 20% equity.

FHA loans have county loan limits, the home must be a primary residence, and the appraisal checks basic safety and soundness. Sellers can contribute toward closing costs, and gift funds are allowed for the down payment.`,
    related: ['conventional-loan', 'pmi', 'down-payment', 'credit-score'],
  },
  {
    id: 'va-loan',
    title: 'VA loans',
    category: 'financing',
    keywords: [
      'va',
      'veterans',
      'veteran loan',
      'military',
      'funding fee',
      'certificate of eligibility',
      'zero down',
    ],
    body: `**VA loans** are guaranteed by the U.S. Department of Veterans Affairs for eligible service members, veterans and some surviving spouses. Their big advantages: **no down payment** in most cases, **no monthly mortgage insurance**, and competitive rates.

Instead of mortgage insurance there is a one-time **funding fee**, a percentage of the loan that depends on the down payment and whether it is your first VA loan; veterans with a service-connected disability are exempt. The fee can be financed.

You need a **Certificate of Eligibility**, the home must be your primary residence, and the VA appraisal includes minimum property requirements. Lenders still review credit and debt-to-income, often using residual income as well. Entitlement can be restored after selling, so the benefit can be used more than once.`,
    related: ['fha-loan', 'usda-loan', 'conventional-loan', 'debt-to-income'],
  },
  {
    id: 'usda-loan',
    title: 'USDA loans',
    category: 'financing',
    keywords: ['usda', 'rural development', 'rural loan', 'zero down rural', 'guarantee fee'],
    body: `**USDA loans** (the Rural Development guaranteed program) offer **100% financing** for homes in eligible rural and many suburban areas. They are meant for low- and moderate-income households: total household income must be under a limit set for the county and household size.

There is an upfront guarantee fee (1% of the loan, which can be financed) and a small annual fee paid monthly (0.35%), which is cheaper than most FHA mortgage insurance. The home must be a primary residence of modest size, and the location must appear on the USDA eligibility map.

Credit requirements are flexible but most lenders look for a score around 640. Processing can take longer because the USDA reviews the file after the lender. For buyers outside big cities with limited savings, it is often the lowest-cost option.`,
    related: ['va-loan', 'fha-loan', 'first-time-buyer-programs', 'down-payment'],
  },
  {
    id: 'conventional-loan',
    title: 'Conventional loans',
    category: 'financing',
    keywords: ['conventional', 'conforming', 'fannie mae', 'freddie mac', 'conforming loan limit', '3% down'],
    body: `A **conventional loan** is any mortgage not insured by a government agency. Most are **conforming**: they follow Fannie Mae and Freddie Mac rules and stay under the conforming loan limit, which is set each year and is higher in expensive counties.

Down payments can be as low as **3%** for first-time buyers, but below 20% you pay **private mortgage insurance (PMI)**, which can be removed once you reach 20% equity, unlike FHA insurance on most low-down-payment loans. Lenders generally want a credit score of 620 or more and a debt-to-income ratio under about 45–50%.

Conventional loans work for primary homes, second homes and investment properties, with better pricing for higher credit scores and bigger down payments. Loans above the conforming limit are jumbo loans.`,
    related: ['pmi', 'jumbo-loan', 'fha-loan', 'credit-score'],
  },
  {
    id: 'jumbo-loan',
    title: 'Jumbo loans',
    category: 'financing',
    keywords: ['jumbo', 'non-conforming', 'high balance', 'luxury home loan', 'above conforming limit'],
    body: `A **jumbo loan** is larger than the conforming loan limit, so Fannie Mae and Freddie Mac cannot buy it; the lender keeps the risk or sells it privately. That makes the rules stricter and more lender-specific.

Typical expectations: a down payment of **10–20% or more**, a credit score of 700+, a debt-to-income ratio under about 43%, and **cash reserves** covering six to twelve months of payments after closing. Some lenders require two appraisals on very expensive homes.

Rates on jumbo loans are not always higher than conforming rates; banks competing for wealthy clients sometimes price them lower. A common alternative is a "piggyback" structure: a conforming first mortgage plus a second loan or HELOC, which can avoid jumbo underwriting and PMI.`,
    related: ['conventional-loan', 'heloc', 'down-payment', 'credit-score'],
  },
  {
    id: 'mortgage-points',
    title: 'Discount points',
    category: 'financing',
    keywords: [
      'points',
      'discount points',
      'buy down',
      'buydown',
      'origination points',
      'buying down the rate',
    ],
    body: `**Discount points** are prepaid interest you pay at closing to get a lower rate. One point costs **1% of the loan amount** and typically lowers the rate by roughly 0.125–0.25 percentage points, depending on the lender and market.

To decide, compute the **break-even**: cost of the points divided by the monthly savings. On a $400,000 loan, one point costs $4,000; if it saves $65 a month, you need about 62 months to come out ahead. Points make sense if you will keep the loan well past that point and do not expect to refinance soon.

Don't confuse them with **origination points**, a lender fee for processing the loan. A **temporary buydown** (such as a 2-1 buydown), often paid by a seller, lowers the rate only for the first years.`,
    related: ['interest-rate-vs-apr', 'closing-costs', 'rate-lock', 'refinancing'],
  },
  {
    id: 'temporary-buydown',
    title: 'Temporary buydowns (2-1, 3-2-1)',
    category: 'financing',
    keywords: [
      '2-1 buydown',
      '3-2-1 buydown',
      '1-0 buydown',
      'temporary buydown',
      'builder buydown',
      'seller buydown',
      'buydown incentive',
    ],
    body: `A **temporary buydown** lowers the payment for the first years of a fixed-rate loan, paid for up front, usually by a builder or seller as an incentive.

- **2-1 buydown**: the rate is **2 points lower in the first year** and **1 point lower in the second year**; from year three it is the full note rate for the rest of the loan. On a 7% loan you pay as if it were 5% in year one and 6% in year two.
- **3-2-1** and **1-0** buydowns work the same way over three years or one.

The cost is the difference in payments over those years, placed in an escrow account at closing that tops up each payment. Lenders usually **qualify you at the full note rate**, so it does not raise what you can borrow. Compare it with a price cut or **permanent** discount points, which lower the rate for the life of the loan; if you may refinance within a few years, the temporary buydown's front-loaded savings can be worth more.`,
    related: ['mortgage-points', 'fixed-rate-mortgage', 'refinancing'],
  },
  {
    id: 'pmi',
    title: 'Private mortgage insurance (PMI)',
    category: 'financing',
    keywords: [
      'pmi',
      'private mortgage insurance',
      'mortgage insurance',
      'remove pmi',
      'cancel pmi',
      'less than 20% down',
    ],
    body: `**Private mortgage insurance (PMI)** protects the lender, not you, when a conventional loan has less than 20% down. It usually costs about **0.3% to 1.5% of the loan per year**, added to the monthly payment, depending on credit score and down payment.

PMI is not permanent. You can ask the lender to cancel it when the balance reaches **80% of the original value** (20% equity), and it must end automatically at **78%** if payments are current. A new appraisal showing the home has gained value, or extra principal payments, can get you there sooner.

Alternatives include lender-paid PMI (built into a higher rate), a single upfront premium, or a piggyback second loan. FHA loans have their own mortgage insurance (MIP) with different rules, and VA loans have none.`,
    related: ['loan-to-value', 'down-payment', 'conventional-loan', 'fha-loan'],
  },
  {
    id: 'escrow-account',
    title: 'Escrow accounts',
    category: 'financing',
    keywords: [
      'escrow',
      'impound account',
      'escrow analysis',
      'escrow shortage',
      'piti',
      'taxes and insurance',
    ],
    body: `An **escrow (impound) account** is held by your loan servicer to pay property taxes and homeowners insurance for you. Each month you pay one-twelfth of the yearly bills along with principal and interest; that bundle is called **PITI**.

At closing the lender collects an initial deposit so the account can cover the first bills, and it may keep a cushion of up to two months. Once a year the servicer runs an **escrow analysis**: if taxes or premiums rose, you get a **shortage** to repay and a higher payment; if there is a surplus over $50, you get a refund.

Escrow is required on most FHA and VA loans and on conventional loans with less than 20% down. The word also means the neutral third party that holds money and documents during a purchase until closing.`,
    related: ['property-taxes', 'homeowners-insurance', 'closing-process', 'closing-costs'],
  },
  {
    id: 'pre-approval',
    title: 'Pre-approval vs. pre-qualification',
    category: 'financing',
    keywords: [
      'pre-approval',
      'preapproval',
      'pre-qualification',
      'prequalification',
      'prequalified',
      'approval letter',
    ],
    body: `**Pre-qualification** is a quick estimate of what you might borrow, based on information you report yourself. It is useful early on but carries little weight with sellers.

**Pre-approval** means a lender has pulled your credit and checked documents such as pay stubs, W-2s or tax returns, and bank statements. You receive a letter stating a loan amount, subject to the property appraising and nothing changing. Sellers and agents expect one with an offer, and in competitive markets it can decide which offer wins.

Pre-approvals usually last 60–90 days. Credit inquiries from several mortgage lenders within a short window count as one for scoring, so shopping around is fine. Until closing, avoid new debt, large unexplained deposits and job changes, since the lender verifies again before funding.`,
    related: ['credit-score', 'debt-to-income', 'making-an-offer', 'rate-lock'],
  },
  {
    id: 'debt-to-income',
    title: 'Debt-to-income ratio (DTI)',
    category: 'financing',
    keywords: [
      'dti',
      'debt to income',
      'debt-to-income',
      '28/36 rule',
      'front-end ratio',
      'back-end ratio',
      'how much can i afford',
    ],
    body: `**Debt-to-income (DTI)** compares monthly debt payments with gross (pre-tax) monthly income. Lenders look at two versions:

- **Front-end ratio**: the housing payment (principal, interest, taxes, insurance, PMI, HOA) ÷ gross income.
- **Back-end ratio**: housing plus all other debts (car, student loans, minimum card payments, child support) ÷ gross income.

The classic **28/36 rule** keeps housing under 28% and total debts under 36%. Many programs allow more: conventional loans often go to 45–50% back-end with strong credit, and FHA can go higher with compensating factors. Everyday costs such as utilities and groceries are not counted.

Example: $9,000 gross a month and $600 of other debts gives a 36% limit of $3,240, minus $600 = $2,640 for housing, while 28% allows $2,520; the lower figure is your comfortable ceiling.`,
    related: ['pre-approval', 'credit-score', 'loan-to-value', 'down-payment'],
  },
  {
    id: 'loan-to-value',
    title: 'Loan-to-value ratio (LTV)',
    category: 'financing',
    keywords: [
      'ltv',
      'loan to value',
      'loan-to-value',
      'cltv',
      'combined loan to value',
      'equity percentage',
    ],
    body: `**Loan-to-value (LTV)** is the loan balance divided by the home's appraised value or price, whichever is lower. A $360,000 loan on a $450,000 home is 80% LTV; the other 20% is your equity.

LTV drives pricing and requirements:

- Above **80%** on a conventional loan you pay PMI.
- Lower LTV usually earns a better rate, and cash-out refinances are generally capped at 80%.
- **Combined LTV (CLTV)** adds any second mortgage or HELOC; lenders often cap it at 80–90%.

LTV falls as you pay down principal and as the home appreciates. That is why a new appraisal can help remove PMI early or qualify you for a refinance or home equity line. Investment property loans usually require a lower LTV, often 75%.`,
    related: ['pmi', 'down-payment', 'heloc', 'cash-out-refinance'],
  },
  {
    id: 'credit-score',
    title: 'Credit scores and mortgages',
    category: 'financing',
    keywords: [
      'credit score',
      'fico',
      'credit report',
      'improve credit',
      'minimum credit score',
      'vantagescore',
    ],
    body: `Your **credit score** affects whether you qualify and what rate you pay. Mortgage lenders mostly use FICO scores from the three bureaus and take the middle one (for couples, often the lower middle score).

Typical minimums: about **580** for FHA with 3.5% down, **620** for conventional loans, and 700+ for the best jumbo pricing. Pricing usually improves in 20-point steps up to around 780.

Ways to improve before applying:

- Pay every bill on time; late payments hurt most.
- Keep card balances under about 10–30% of limits, and pay before the statement date.
- Avoid opening new accounts in the months before applying.
- Check your reports for free and dispute errors.

Rate shopping with several mortgage lenders within about 45 days counts as one inquiry.`,
    related: ['pre-approval', 'debt-to-income', 'conventional-loan', 'fha-loan'],
  },
  {
    id: 'heloc',
    title: 'Home equity line of credit (HELOC)',
    category: 'financing',
    keywords: [
      'heloc',
      'home equity line',
      'home equity loan',
      'second mortgage',
      'draw period',
      'borrow against equity',
    ],
    body: `A **HELOC** is a revolving credit line secured by your home's equity, like a credit card with your house as collateral. Lenders usually allow total borrowing (first mortgage plus HELOC) up to 80–90% of the home's value.

It has two phases: a **draw period** (often 10 years) when you can borrow and may pay interest only, then a **repayment period** (often 20 years) when the balance amortizes and payments rise. Rates are usually variable, tied to the prime rate.

A **home equity loan** is the fixed-rate, lump-sum cousin. Both let you keep a low-rate first mortgage instead of refinancing it. Common uses are renovations and consolidating higher-interest debt. The risk: falling behind can cost you the house, and lenders can freeze lines when values drop.`,
    related: ['cash-out-refinance', 'loan-to-value', 'refinancing', 'jumbo-loan'],
  },
  {
    id: 'cash-out-refinance',
    title: 'Cash-out refinance',
    category: 'financing',
    keywords: ['cash out refi', 'cash-out refinance', 'cash out', 'tap equity', 'refinance and take cash'],
    body: `A **cash-out refinance** replaces your mortgage with a bigger one and pays you the difference in cash. With a $250,000 balance on a $500,000 home, refinancing to $400,000 (80% LTV) frees about $150,000 before closing costs.

Limits: conventional cash-out loans usually top out at **80% LTV**, VA can go higher, and rates are slightly higher than for a plain rate-and-term refinance. Closing costs run roughly 2–5% of the new loan.

It makes the most sense when the new rate is similar to or lower than your current one. If your existing rate is much lower, a **HELOC** or home equity loan may be cheaper because it leaves the first mortgage untouched. Investors use cash-out refinances to pull capital out of renovated rentals, which is the "refinance" step in the BRRRR strategy.`,
    related: ['heloc', 'refinancing', 'brrrr', 'loan-to-value'],
  },
  {
    id: 'rate-lock',
    title: 'Rate locks',
    category: 'financing',
    keywords: ['rate lock', 'lock in rate', 'float down', 'lock extension', 'lock period'],
    body: `A **rate lock** is the lender's promise to hold a quoted interest rate and points while your loan is processed, commonly for **30, 45 or 60 days**. If market rates rise during the lock, your rate does not.

Longer locks cost more, either as a fee or a slightly higher rate. If closing is delayed past the expiry you may need a paid **extension**, or the loan is re-priced at current rates, so choose a lock period that comfortably covers the contract's closing date.

Some lenders offer a **float-down** option that lets you take a lower rate if the market improves, usually for a fee. A lock applies to a specific loan, so changes to the price, loan amount, credit score or property type can change the pricing. Get the lock confirmation in writing.`,
    related: ['pre-approval', 'mortgage-points', 'closing-process', 'interest-rate-vs-apr'],
  },
  {
    id: 'refinancing',
    title: 'Refinancing a mortgage',
    category: 'financing',
    keywords: [
      'refinance',
      'refi',
      'rate and term',
      'when to refinance',
      'refinance break even',
      'streamline refinance',
    ],
    body: `**Refinancing** replaces your current mortgage with a new one, usually to get a lower rate, change the term, drop mortgage insurance or take cash out.

The key test is **break-even**: closing costs divided by monthly savings. Spending $5,000 to save $200 a month takes 25 months to recover; if you will keep the home and loan longer than that, it likely pays off. Also compare total interest: restarting a 30-year term can lower the payment while raising lifetime interest, so consider a shorter term or keep making your old payment.

A rough rule says a rate drop of 0.75–1 percentage point is worth a look, but the break-even math decides. FHA and VA **streamline** refinances need less paperwork. Expect closing costs of about 2–5% of the loan.`,
    related: ['cash-out-refinance', 'mortgage-points', 'fixed-rate-mortgage', 'amortization'],
  },
  {
    id: 'amortization',
    title: 'Amortization',
    category: 'financing',
    keywords: [
      'amortization',
      'amortization schedule',
      'principal and interest',
      'extra payments',
      'pay off mortgage early',
      'equity',
    ],
    body: `**Amortization** is how a fixed payment pays off a loan over time. Each month the interest charged is the balance times the monthly rate; the rest of the payment reduces principal.

Early on, most of the payment is interest. On a $400,000 30-year loan at 6% (payment $2,398.20), the first month's interest is $2,000 and only $398 goes to principal. By year 20 the split has reversed.

Consequences:

- Equity builds slowly at first, then faster.
- **Extra principal payments** early save the most interest and shorten the loan.
- A 15-year loan pays far less interest because principal is repaid faster.

The formula: payment = P × r ÷ (1 − (1 + r)^−n), with r the monthly rate and n the number of payments. Ask me for a payment and I will show the summary.`,
    related: ['fixed-rate-mortgage', 'refinancing', 'loan-to-value', 'interest-rate-vs-apr'],
  },
  {
    id: 'down-payment',
    title: 'Down payments',
    category: 'financing',
    keywords: [
      'down payment',
      'how much to put down',
      '20 percent down',
      'gift funds',
      'down payment assistance',
      'minimum down payment',
    ],
    body: `The **down payment** is the part of the price you pay in cash; the loan covers the rest. Minimums depend on the loan: **0%** for VA and USDA, **3%** for some conventional programs, **3.5%** for FHA, and often 10–20% for jumbo and investment loans.

Twenty percent is not required, but it avoids PMI, lowers the payment and makes offers stronger. Putting less down gets you into a home sooner; keep enough cash for closing costs (2–5%), moving and an emergency fund.

Money can come from savings, the sale of another home, retirement accounts (with care) or **gifts** from family, documented with a gift letter. Many states and cities run **down payment assistance** programs offering grants or forgivable second loans to first-time and moderate-income buyers.`,
    related: ['pmi', 'first-time-buyer-programs', 'loan-to-value', 'closing-costs'],
  },
  {
    id: 'interest-rate-vs-apr',
    title: 'Interest rate vs. APR',
    category: 'financing',
    keywords: [
      'apr',
      'annual percentage rate',
      'interest rate',
      'mortgage rates',
      'loan estimate',
      'compare lenders',
    ],
    body: `The **interest rate** sets your monthly principal-and-interest payment. The **APR (annual percentage rate)** folds in many upfront lender charges, such as points, origination fees and mortgage insurance, and spreads them over the loan term, so it is usually higher than the rate.

APR helps compare offers on the same loan amount and term: a lower rate with large fees can have a higher APR than a slightly higher rate with no fees. It is less meaningful if you expect to sell or refinance within a few years, because the fees are assumed to be spread over the full term.

Compare lenders using the standard three-page **Loan Estimate** you receive within three business days of applying: check the rate, points, section A fees and cash to close, on the same day.`,
    related: ['mortgage-points', 'rate-lock', 'fixed-rate-mortgage', 'closing-costs'],
  },
  {
    id: 'reverse-mortgage',
    title: 'Reverse mortgages',
    category: 'financing',
    keywords: ['reverse mortgage', 'hecm', 'home equity conversion mortgage', 'seniors', 'age 62'],
    body: `A **reverse mortgage** lets homeowners aged **62 or older** turn home equity into cash without monthly mortgage payments. Most are federally insured **HECMs**. Instead of the balance going down, it grows as interest and fees accrue, and the loan is repaid when the last borrower sells, moves out for more than a year, or dies.

Funds can be taken as a lump sum, monthly payments, a line of credit or a mix. Borrowers must still pay property taxes, insurance and upkeep; failing to can trigger default. Heirs can keep the home by repaying the loan (or 95% of the value, whichever is less) or sell it; they never owe more than the home is worth.

Costs are high, so it suits people who plan to stay put long term. Independent counseling is required before applying.`,
    related: ['heloc', 'cash-out-refinance', 'property-taxes', 'homeowners-insurance'],
  },
  {
    id: 'dscr-loans',
    title: 'DSCR loans for investors',
    category: 'financing',
    keywords: [
      'dscr loan',
      'dscr loans',
      'debt service coverage loan',
      'no income verification',
      'investor loan',
      'rent to pitia',
    ],
    body: `A **DSCR loan** qualifies an investment property on its rent instead of your personal income: the lender divides the market rent (from the appraisal's rent schedule or a lease) by **PITIA** (principal, interest, taxes, insurance and HOA dues).

- A ratio of **1.0** means the rent just covers the payment; many lenders want **1.0–1.25**, and some lend below 1.0 at a higher rate.
- Typical terms: 20–25% down, rates about 0.5–2 points above owner-occupied loans, prepayment penalties (often 3–5 years), reserves of 6+ months.
- No tax returns or W-2s, so they suit self-employed investors and portfolios held in LLCs.

Ask me "rent $2,600, PITIA $2,200: do I qualify for a DSCR loan?" to compute the ratio.`,
    related: ['dscr', 'debt-to-income', 'brrrr'],
  },
];

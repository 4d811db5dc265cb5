// Knowledge topics: loans, rates, mortgage insurance and refinancing. Each body is markdown of 80–220 words; figures are typical U.S.
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
      'fha requirements',
      'fha loan limits',
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
    keywords: ['cash out refi', 'cash-out refinance', 'cash out', 'tap equity', 'pull cash out'],
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
  {
    id: 'retirement-funds-down-payment',
    title: '401(k) or IRA money for a down payment',
    category: 'financing',
    keywords: [
      '401k',
      '401(k)',
      'ira',
      'roth ira',
      '401k loan',
      'borrow from 401k',
      'withdraw from 401k',
      'hardship withdrawal',
      'retirement savings for a house',
      'retirement account down payment',
      'early withdrawal penalty',
      'first-time homebuyer exception',
    ],
    body: `You can use retirement savings toward a home, but **how** you take the money decides what it costs.

- **401(k) loan**: borrow up to 50% of your vested balance, capped at **$50,000**, and repay yourself with interest through payroll. No tax and no penalty, and many plans allow a longer term for a home purchase. Lenders usually don't count the repayment in your DTI. The risk: if you leave the job, the balance is due quickly or becomes a taxable withdrawal.
- **401(k) hardship withdrawal**: often allowed for buying a primary home, but taxed as ordinary income **plus a 10% penalty** if you're under 59½, and it can't be paid back.
- **IRA first-time homebuyer exception**: up to **$10,000 lifetime** (per person) with no 10% penalty, if you haven't owned a main home in two years. A traditional IRA withdrawal is still taxed as income.
- **Roth IRA**: your own contributions can come out any time tax- and penalty-free; earnings qualify for the $10,000 exception once the account is five years old.

Taxes and the penalty can eat 30–40% of a withdrawal, and the money stops growing for retirement. First compare low-down-payment loans, gift funds and down payment assistance, then ask the plan administrator and a tax adviser. Lenders need a statement showing the funds and how they were taken.`,
    related: ['down-payment', 'gift-funds', 'first-time-buyer-programs', 'debt-to-income'],
  },
  {
    id: 'gift-funds',
    title: 'Gift funds for a down payment',
    category: 'financing',
    keywords: [
      'gift funds',
      'gift letter',
      'gifted down payment',
      'gift from parents',
      'gift money',
      'gift tax',
      'down payment gift',
    ],
    body: `Most loan programs let **gift money** from family cover some or all of the down payment and closing costs, if it is documented as a true gift.

- **Who can give**: relatives, a fiancé or domestic partner for conventional loans; FHA also accepts employers, close friends, charities and housing agencies. Never the seller, builder or agent.
- **How much**: on a conventional loan for a one-unit primary home the whole down payment can be a gift; multi-unit homes and some second homes need part from your own funds. Gifts usually aren't allowed for investment properties.
- **Gift letter**: signed by the donor with their name, relationship, the amount, the property address and a statement that **no repayment is expected**.
- **Paper trail**: the donor's bank statement or withdrawal record and the transfer into your account or straight to escrow. Wiring it directly to the title company is the simplest.

A "gift" that must be repaid is a loan and has to be disclosed; hiding it is mortgage fraud. **Gift tax** is the donor's concern, not yours: gifts up to the annual exclusion ($19,000 per recipient in 2025) need no filing, and larger ones usually mean only a form, not tax. Deposit the gift early and tell your lender before it arrives.`,
    related: ['down-payment', 'fha-loan', 'conventional-loan', 'first-time-buyer-programs'],
  },
  {
    id: 'fha-vs-conventional',
    title: 'FHA vs. conventional loans',
    category: 'financing',
    keywords: [
      'fha vs conventional',
      'conventional vs fha',
      'which loan is better',
      'fha mip vs pmi',
      'compare loan types',
      'best loan for first time buyer',
    ],
    body: `**FHA** and **conventional** loans are the two most common choices for buyers with less than 20% down. How they compare:

- **Credit score**: FHA allows about **580** with 3.5% down (500–579 with 10%); conventional needs about **620**, and pricing improves a lot above 740.
- **Down payment**: FHA **3.5%**; conventional as little as **3%** for first-time or moderate-income buyers, otherwise 5%.
- **Mortgage insurance**: FHA charges a 1.75% upfront premium plus annual MIP, which lasts **for the life of the loan** with under 10% down (11 years with 10% or more). Conventional **PMI** is priced on your credit, can be cheap with a high score, and **can be cancelled** at 20% equity.
- **Debt-to-income**: FHA is more forgiving of high DTI and past credit problems.
- **Property**: FHA has lower loan limits, stricter condition rules in the appraisal, and is for primary homes only; conventional also covers second homes and rentals.

Rule of thumb: with a score under about 680 or a high DTI, FHA is often cheaper; with 720+, conventional usually wins because PMI costs less and goes away. Ask two lenders for Loan Estimates on both, with the same price and down payment, and compare the monthly payment and the cash to close.`,
    related: ['fha-loan', 'conventional-loan', 'pmi', 'credit-score'],
  },
  {
    id: '15-vs-30-year-mortgage',
    title: '15-year vs. 30-year mortgage',
    category: 'financing',
    keywords: [
      '15 year vs 30 year',
      '15-year vs 30-year',
      '15 or 30 year',
      '15 year mortgage',
      '30 year mortgage',
      '15 or 30',
      '15-year or 30-year',
      '15 vs 30',
      'loan term',
    ],
    body: `The **loan term** trades a lower monthly payment against total interest.

Example on a **$300,000** loan:

- **30-year at 6.5%**: about **$1,896** a month principal and interest; roughly **$382,600** of interest over the life of the loan.
- **15-year at 5.75%**: about **$2,491** a month; roughly **$148,400** of interest.

The 15-year costs about $600 more a month but saves over **$230,000** of interest, because the rate is usually 0.5–0.75 point lower and the balance falls much faster. Equity builds quickly from the first year.

The 30-year gives **flexibility**: a lower required payment, easier qualifying (DTI), and the option to pay extra whenever you like. Many people take a 30-year and prepay it like a 15-year, keeping the right to drop back in a bad month; the catch is you pay the higher rate and must stay disciplined.

Choose the 15-year if the payment fits comfortably with an emergency fund and retirement savings intact. Choose the 30-year if cash flow matters more, or if you would rather invest the difference. A 20-year loan sits in between.`,
    related: ['fixed-rate-mortgage', 'amortization', 'pay-off-mortgage-early', 'debt-to-income'],
  },
  {
    id: 'assumable-mortgage',
    title: 'Assumable mortgages',
    category: 'financing',
    keywords: [
      'assumable',
      'assumable mortgage',
      'assume a mortgage',
      'assume the loan',
      'loan assumption',
      "assume seller's mortgage",
      'assumption fee',
    ],
    body: `An **assumable mortgage** lets a buyer take over the seller's existing loan, keeping its **interest rate, balance and remaining term**. When today's rates are well above the seller's, that can save hundreds a month.

- **Which loans**: **FHA, VA and USDA** loans are assumable with the servicer's approval. Most **conventional loans are not**: their due-on-sale clause requires payoff when the home is sold.
- **Qualifying**: you apply with the servicer and must meet credit and income standards, much like a new loan.
- **The equity gap**: you pay the difference between the price and the loan balance. On a $400,000 home with a $250,000 balance, that is $150,000 in cash or a second loan, which can be hard to find.
- **VA entitlement**: unless the buyer is a veteran who substitutes their own entitlement, the seller's entitlement stays tied to the loan.
- **Time and cost**: assumptions often take **45–90 days or longer**, and fees are small and capped for FHA and VA (VA charges a 0.5% funding fee).

Look for "assumable" in listings, ask the listing agent for the loan type, rate and balance, and contact the servicer early. Sellers should get a **release of liability** so they aren't responsible if the buyer defaults.`,
    related: ['fha-loan', 'va-loan', 'seller-financing', 'rates-and-home-prices'],
  },
  {
    id: 'seller-financing',
    title: 'Seller financing (owner financing)',
    category: 'financing',
    keywords: [
      'seller financing',
      'owner financing',
      'owner will carry',
      'seller carry back',
      'land contract',
      'contract for deed',
      'wraparound mortgage',
      'carryback',
    ],
    body: `With **seller financing**, the seller acts as the lender: the buyer makes a down payment and pays the seller monthly instead of a bank.

How it's usually set up:

- A **promissory note** plus a **mortgage or deed of trust** recorded against the property, so the buyer gets title now and the seller can foreclose on default.
- A **land contract (contract for deed)** keeps title with the seller until the loan is paid; it's riskier for the buyer.
- Typical terms: **10–20% down**, a rate near or above bank rates, and a short term of 3–10 years with a **balloon payment**, meaning the buyer must refinance or sell by then.

Benefits: flexible qualifying, faster closing and lower closing costs for the buyer; for the seller, interest income, a larger pool of buyers and gains spread over years for tax purposes.

Risks: if the seller still has a mortgage, its **due-on-sale clause** can be triggered (a "wraparound" deal). Consumer lending rules limit sellers who finance owner-occupied homes often, and require ability-to-repay checks. Use a real estate attorney, title insurance, a recorded note and a loan-servicing company to collect payments and keep records.`,
    related: ['assumable-mortgage', 'hard-money-loans', 'closing-process', 'title-insurance'],
  },
  {
    id: 'hard-money-loans',
    title: 'Hard money loans',
    category: 'financing',
    keywords: [
      'hard money',
      'hard money loan',
      'hard money lender',
      'private money',
      'private lender',
      'fix and flip loan',
      'bridge loan',
      'rehab loan',
    ],
    body: `A **hard money loan** is a short-term loan from a private lender based mainly on the **property's value**, not your income. Investors use them for flips, BRRRR purchases, auctions and homes banks won't finance because of their condition.

Typical terms:

- **Rates about 10–15%**, plus **2–4 points** up front
- **6–24 months**, usually interest-only, with extension fees if you run over
- Up to about **70–75% of after-repair value (ARV)**, or 80–90% of the price plus the rehab budget paid out in **draws** after inspections
- Closing in **one to two weeks**

The lender cares most about the deal and your **exit strategy**: selling the property or refinancing into a long-term loan such as a DSCR loan. Many require a personal guarantee, and they aren't allowed for a home you'll live in.

Risks: high costs eat profit quickly if the rehab or sale runs late, and missing the maturity date can mean default fees or foreclosure. Compare the total cost (points, interest, draw and extension fees), check the lender's reviews, and keep a cushion for delays. **Private money** from individuals works similarly on negotiated terms.`,
    related: ['house-flipping', 'brrrr', 'dscr-loans', 'seller-financing'],
  },
  {
    id: 'mortgage-recast',
    title: 'Mortgage recast and biweekly payments',
    category: 'financing',
    keywords: [
      'recast',
      'mortgage recast',
      'recasting',
      'reamortize',
      'lump sum payment',
      'biweekly payments',
      'bi-weekly mortgage',
      'biweekly mortgage payments',
    ],
    body: `A **mortgage recast** lowers your monthly payment after a large principal payment, **without refinancing**. You pay a lump sum (often at least $5,000–$10,000), and the lender re-amortizes the smaller balance over the remaining term at the **same rate**. The fee is usually $150–$500.

Example: five years into a $300,000 loan at 6.5% ($1,896 a month), a $50,000 payment and recast drop the payment to about **$1,559**. Recasting suits someone who sold a previous home after buying, or who received a windfall, and wants to keep a low rate. Most conventional loans allow it; **FHA, VA and USDA loans usually don't**. Ask your servicer.

**Biweekly payments**: paying half the monthly payment every two weeks makes 26 half-payments, or **13 full payments a year**. That cuts a 30-year loan by roughly 4–6 years and saves tens of thousands in interest. You get the same result by adding one-twelfth of a payment each month. Avoid third-party biweekly programs that charge fees, and make sure extra money is applied to **principal**.

Recasting lowers the payment; extra payments without a recast shorten the loan instead.`,
    related: ['amortization', 'pay-off-mortgage-early', 'refinancing', '15-vs-30-year-mortgage'],
  },
  {
    id: 'pay-off-mortgage-early',
    title: 'Paying off the mortgage early vs. investing',
    category: 'financing',
    keywords: [
      'pay off mortgage early',
      'pay off house early',
      'pay down mortgage or invest',
      'prepay mortgage',
      'pay off mortgage or invest',
      'extra payments or invest',
      'payoff early',
    ],
    body: `Every extra dollar toward the mortgage earns a **guaranteed return equal to its interest rate**. Investing that dollar might earn more, but with risk. The comparison:

- **Your rate**: with a 3% mortgage, investing has usually won; at 7%, paying it down is a strong risk-free return.
- **Taxes**: if you itemize, the mortgage interest deduction lowers the effective rate a little; most households take the standard deduction, so it doesn't.
- **Liquidity**: money in home equity is hard to get back without a HELOC or a sale, while investments can be sold.
- **Peace of mind**: entering retirement without a payment lowers the income you need.

A sensible order: an **emergency fund** (3–6 months), any employer **401(k) match**, paying off high-interest debt (cards, car loans), then choose between extra principal and investing. Many people split the difference.

If you prepay, confirm there is **no prepayment penalty** (rare on home loans), mark extra payments "principal only", and consider a recast if you want a lower payment rather than a shorter loan. Paying early saves the most interest in the **first years**, when most of each payment is interest.`,
    related: ['amortization', 'mortgage-recast', '15-vs-30-year-mortgage', 'refinancing'],
  },
];

// Knowledge topics: loans, rates, mortgage insurance and refinancing. Each body is markdown of 80–220 words; figures are typical U.S.
// ranges, not quotes.
import type { KnowledgeTopic } from './topic.ts';

export const FINANCING_TOPICS: readonly KnowledgeTopic[] = [
  {
    id: 'fixed-rate-mortgage',
    title: 'Fixed-rate mortgage',
    category: 'financing',
    keywords: [
      'fixed rate',
      'fixed-rate',
      '30-year fixed',
      '15-year fixed',
      'fixed mortgage',
      'loan term',
      'good mortgage rate',
      'is my rate good',
    ],
    body: `A **fixed-rate mortgage** keeps the same interest rate for the whole loan, so the principal-and-interest part of the payment never changes. Taxes and insurance collected through escrow can still move.

- **30-year fixed**: the lowest monthly payment and the most flexibility, but far more total interest.
- **15-year fixed**: a higher payment, usually a rate about 0.5–0.75 point lower, and the loan is gone in half the time; total interest is often less than half.
- **20- and 10-year** terms sit in between.

**Is my rate a good one?** Compare it with the weekly national average (Freddie Mac's survey is the usual benchmark) and, better, with **Loan Estimates from three or more lenders** taken the same day for the same loan. Your rate depends on credit score, down payment, loan type, points paid and whether the home is a primary residence; investment properties cost more.

Early payments are mostly interest; the share going to principal grows every month (see amortization). A fixed rate suits buyers who plan to stay for many years and value predictability. If rates fall later, the way to benefit is to **refinance**, which has its own closing costs; if rates rise, your rate is protected.`,
    related: ['15-vs-30-year-mortgage', 'adjustable-rate-mortgage', 'amortization', 'refinancing'],
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
    body: `An **adjustable-rate mortgage (ARM)** starts with a fixed rate for an introductory period, commonly **3, 5, 7 or 10 years**, and then resets on a schedule. A "7/6 ARM" is fixed for seven years, then adjusts every six months; older "5/1" loans adjust yearly after five years.

After the fixed period the new rate equals an **index** (today usually SOFR) plus a fixed **margin**. **Caps** limit how far it can move, written as three numbers: the **initial adjustment cap** (at the first reset), the **periodic cap** (at each later reset) and the **lifetime cap** (over the whole loan, above the start rate). A **5/2/5** ARM can move up to 5 points at the first reset, 2 points at each later one and 5 points in total; a **2/1/5** one 2, 1 and 5.

**Where to find the terms**: the Loan Estimate's **Adjustable Interest Rate (AIR) table** lists the index, margin, caps, first change date and the highest possible rate.

ARMs usually start below fixed rates, which helps if you expect to sell or refinance before the first reset. The risk is payment shock if rates are higher then, and refinancing isn't guaranteed if your income, credit or home value has fallen. Ask for the worst-case payment at the lifetime cap and make sure you could carry it.`,
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
      'remove mip',
      'mip go away',
    ],
    body: `**FHA loans** are insured by the Federal Housing Administration, which lets lenders accept smaller down payments and lower credit scores. With a score of about 580 or higher the minimum down payment is **3.5%**; scores from 500 to 579 need 10% down.

**Typical requirements**:

- Debt-to-income up to about 43%, often 50% or more with strong compensating factors
- Two years of steady income; waiting periods after bankruptcy (usually 2 years) or foreclosure (3 years)
- A primary residence of one to four units, within the **county loan limit** (look it up on HUD's FHA limits page)
- An FHA appraisal that checks basic **safety and soundness**: peeling paint in older homes, missing handrails or a failing roof must be fixed before closing

The trade-off is **mortgage insurance premium (MIP)**: an upfront premium of 1.75% of the loan (usually rolled into the balance) plus an annual premium paid monthly, about 0.5–0.55% for most loans. With less than 10% down, the annual MIP lasts for the life of the loan (11 years with 10% or more), so many borrowers later refinance into a conventional loan once they have 20% equity.

Sellers can contribute up to 6% toward closing costs, gifts can fund the down payment, and FHA loans are assumable. The **203(k)** version finances repairs along with the purchase.`,
    related: ['fha-vs-conventional', 'conventional-loan', 'pmi', 'down-payment'],
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
    body: `**VA loans** are guaranteed by the U.S. Department of Veterans Affairs for eligible service members, veterans and some surviving spouses. Their big advantages: **no down payment** in most cases, **no monthly mortgage insurance**, and competitive rates. With full entitlement there is no VA loan limit.

Instead of mortgage insurance there is a one-time **funding fee**: about **2.15%** of the loan for a first use with less than 5% down, 3.3% for later uses, and lower (1.25–1.5%) with 5–10% or more down. Veterans receiving VA disability compensation are exempt. The fee can be financed.

You need a **Certificate of Eligibility** (your lender can usually pull it online in minutes), the home must be your primary residence, and the VA appraisal checks minimum property requirements such as a sound roof and working systems. Lenders still review credit and debt-to-income, and also **residual income**: money left each month after major expenses.

Sellers may pay all of your loan closing costs plus concessions up to 4% of the price. VA loans are assumable, and entitlement can be restored after you sell and pay off the loan, so the benefit can be used more than once; you can even have two VA loans at once with remaining entitlement.`,
    related: ['fha-loan', 'usda-loan', 'conventional-loan', 'debt-to-income'],
  },
  {
    id: 'usda-loan',
    title: 'USDA loans',
    category: 'financing',
    keywords: ['usda', 'rural development', 'rural loan', 'zero down rural', 'guarantee fee'],
    body: `**USDA loans** (the Rural Development guaranteed program) offer **100% financing** for homes in eligible rural and many suburban areas. They are meant for low- and moderate-income households: total household income must be under a limit of about **115% of the area median**, set by county and household size.

**How to check a specific home**: enter the address on the USDA's online **property eligibility map**, and your household details in its income eligibility tool. Many towns on the edge of metro areas qualify.

There is an upfront guarantee fee (1% of the loan, which can be financed) and a small annual fee paid monthly (0.35%), which is cheaper than most FHA mortgage insurance. The home must be a primary residence of modest size; farms and income-producing properties don't qualify.

Credit requirements are flexible but most lenders look for a score around 640. Processing can take longer, often **30–60 days**, because the USDA reviews the file after the lender. Sellers can pay closing costs, and the loan can cover them if the appraisal comes in above the price. For buyers outside big cities with limited savings, it is often the lowest-cost option.`,
    related: ['va-loan', 'fha-loan', 'first-time-buyer-programs', 'down-payment'],
  },
  {
    id: 'conventional-loan',
    title: 'Conventional loans',
    category: 'financing',
    keywords: ['conventional', 'conforming', 'fannie mae', 'freddie mac', 'conforming loan limit', '3% down'],
    body: `A **conventional loan** is any mortgage not insured by a government agency. Most are **conforming**: they follow Fannie Mae and Freddie Mac rules and stay under the conforming loan limit, which is set each year ($806,500 for a one-unit home in most counties in 2025) and is higher in expensive counties.

Down payments can be as low as **3%** for first-time buyers, but below 20% you pay **private mortgage insurance (PMI)**, which can be removed once you reach 20% equity, unlike FHA insurance on most low-down-payment loans. Lenders generally want a credit score of 620 or more and a debt-to-income ratio under about 45–50%.

Other points people ask about:

- **Seller contributions** are capped by down payment: 3% of the price with under 10% down, 6% with 10–25%, 9% above that.
- **Occupancy**: primary homes, second homes and investment properties all qualify, with higher rates and down payments (often 15–25%) for rentals.
- **Pricing**: better credit scores and bigger down payments earn lower rates; lenders add fees for scores under about 740 and for condos.
- **Approval time**: typically 30–45 days from contract to closing.

Loans above the conforming limit are jumbo loans.`,
    related: ['fha-vs-conventional', 'pmi', 'jumbo-loan', 'credit-score'],
  },
  {
    id: 'jumbo-loan',
    title: 'Jumbo loans',
    category: 'financing',
    keywords: ['jumbo', 'non-conforming', 'high balance', 'luxury home loan', 'above conforming limit'],
    body: `A **jumbo loan** is larger than the conforming loan limit ($806,500 in most counties in 2025, up to about $1.2 million in high-cost areas), so Fannie Mae and Freddie Mac cannot buy it; the lender keeps the risk or sells it privately. That makes the rules stricter and more lender-specific.

Typical expectations: a down payment of **10–20% or more**, a credit score of 700+, a debt-to-income ratio under about 43%, and **cash reserves** covering six to twelve months of payments after closing. Some lenders require two appraisals on very expensive homes, and documentation is heavier for self-employed borrowers.

Rates on jumbo loans are not always higher than conforming rates; banks competing for wealthy clients sometimes price them lower, especially with deposits at the bank. Many jumbo lenders don't charge PMI even with 10–15% down, building the risk into the rate instead.

A common alternative is a "piggyback" structure: a conforming first mortgage plus a second loan or HELOC, which can avoid jumbo underwriting and PMI. Check your county's limit each year, since a price just above it may be easier to finance with a slightly larger down payment.`,
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
    body: `**Discount points** are prepaid interest you pay at closing to get a lower rate. One point costs **1% of the loan amount** and typically lowers the rate by roughly 0.125–0.25 percentage points, depending on the lender and market. They appear in section A of the Loan Estimate.

To decide, compute the **break-even**: cost of the points divided by the monthly savings. On a $400,000 loan, one point costs $4,000; if it saves $65 a month, you need about 62 months to come out ahead. Points make sense if you will keep the loan well past that point and do not expect to refinance soon; if you sell or refinance earlier, the money is lost.

Other answers:

- **Who pays**: the buyer, or the **seller** as a negotiated concession, within the loan's limit on seller contributions.
- **Taxes**: points on a primary-home purchase are usually deductible in the year paid if you itemize; on a refinance they are deducted over the life of the loan.
- **Negative points** (lender credits) work in reverse: a higher rate in exchange for money toward closing costs.

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

The cost is the difference in payments over those years, placed in an escrow account at closing that tops up each payment. On a $400,000 loan at 7%, a 2-1 buydown costs roughly $9,000. Lenders usually **qualify you at the full note rate**, so it does not raise what you can borrow. If you refinance or sell before the buydown ends, the unused funds are normally credited toward your payoff rather than lost.

Compare it with a price cut or **permanent** discount points, which lower the rate for the life of the loan; if you may refinance within a few years, the temporary buydown's front-loaded savings can be worth more. Ask whoever pays to show all three options in dollars.`,
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
      'get rid of pmi',
      'pmi removal',
      'mip removal',
      'remove mortgage insurance',
      'homeowners protection act',
    ],
    body: `**Private mortgage insurance (PMI)** protects the lender, not you, when a conventional loan has less than 20% down. It usually costs about **0.3% to 1.5% of the loan per year**, added to the monthly payment, depending on credit score and down payment: on a $300,000 loan at 0.6%, that's $150 a month.

**Getting rid of PMI** on a conventional loan (the federal **Homeowners Protection Act**):

- **By request at 80% loan-to-value** (20% equity): when the balance reaches 80% of the original value (sooner with extra payments), ask the servicer in writing; you need a good payment history and no second liens.
- **Automatically at 78%**: the servicer must end it when the balance is scheduled to reach 78% of the original value, if payments are current.
- **At the midpoint of the term at the latest** (year 15 of a 30-year loan), if payments are current.
- **From a higher current value**: a new appraisal can remove it at 75% LTV after two years of ownership, or 80% after five.

Alternatives at purchase: lender-paid PMI (built into a higher rate, can't be cancelled), a single upfront premium, or a piggyback second loan. **FHA MIP** follows different rules: it ends after 11 years with 10% or more down, otherwise only by refinancing. VA loans have none.`,
    related: ['loan-to-value', 'down-payment', 'conventional-loan', 'fha-loan'],
  },
  {
    id: 'escrow-account',
    title: 'Escrow accounts',
    category: 'financing',
    keywords: [
      'why did my payment go up',
      'my payment went up',
      'payment go up if my rate is fixed',
      'fixed rate payment went up',
      'payment increased',
      'escrow',
      'impound account',
      'escrow analysis',
      'escrow part of my payment',
      'escrow portion',
      'escrow on my mortgage statement',
      'escrow shortage',
      'piti',
      'taxes and insurance',
      'mortgage payment go up',
      'mortgage payment went up',
      'mortgage payment increased',
    ],
    body: `An **escrow (impound) account** is held by your loan servicer to pay property taxes and homeowners insurance for you. Each month you pay one-twelfth of the yearly bills along with principal and interest; that bundle is called **PITI**.

At closing the lender collects an initial deposit so the account can cover the first bills, and it may keep a cushion of up to two months. Once a year the servicer runs an **escrow analysis** and sends a statement:

- If taxes or premiums rose, there is a **shortage**: you can pay it in a lump sum or spread it over the next 12 months, and the payment rises either way.
- If there is a surplus over $50, you get a refund.

Escrow is required on most FHA and VA loans and on conventional loans with less than 20% down. With 20% or more down you can often **waive escrow** and pay the bills yourself, sometimes for a small fee or rate increase. Check your annual escrow statement against the actual tax bill and insurance renewal, since errors happen; a tax appeal or new insurance quote can lower the payment.

The word also means the neutral third party that holds money and documents during a purchase until closing.`,
    related: ['property-taxes', 'homeowners-insurance', 'closing-process', 'closing-costs'],
  },
  {
    id: 'escrow-holdback',
    title: 'Escrow holdbacks (repair escrows)',
    category: 'financing',
    keywords: [
      'escrow holdback',
      'holdback',
      'repair escrow',
      'repair holdback',
      'funds held back at closing',
      'escrow for repairs',
    ],
    body: `An **escrow holdback** is money set aside at **closing** to pay for work not finished yet, so the sale can close on time. The work is done after closing and the money is released once it is inspected.

**When a lender allows one**
- Winter or rain holds up work the appraisal or contract requires: exterior paint, landscaping, a driveway.
- **New construction** with a short punch list left.
- Repairs from the **appraisal** ("subject to") or the inspection that cannot be finished before the closing date.

**How it works**: the holdback is often **1.5 times** the contractor's bid, usually funded from the seller's proceeds; the work has a deadline (commonly 30 to 180 days; FHA, VA, Fannie Mae and Freddie Mac each set limits); a re-inspection releases the funds. Not every lender offers them, and most refuse one for health-and-safety items, which must be fixed before closing.

Ask your loan officer early whether a holdback is possible and what it needs, and put the agreement in the contract or an addendum.`,
    related: ['escrow-account', 'closing-process', 'home-inspection', 'appraisal'],
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
      'pre-approval letter',
    ],
    body: `**Pre-qualification** is a quick estimate of what you might borrow, based on information you report yourself, usually with no credit check or only a soft one. It is useful early on but carries little weight with sellers.

**Pre-approval** means a lender has pulled your credit and checked documents: typically two years of W-2s (or tax returns if self-employed), recent pay stubs, two months of bank statements and ID. You receive a letter stating a loan amount, subject to the property appraising and nothing changing. Sellers and agents expect one with an offer, and in competitive markets it can decide which offer wins.

Practical answers:

- **Cost**: usually free.
- **Time**: often one to three business days once documents are in; some lenders do it the same day.
- **Validity**: usually 60–90 days; the lender refreshes it with new pay stubs and statements.
- **Credit**: a hard inquiry, but several mortgage inquiries within a short window count as one for scoring, so shopping around is fine.
- **If you're turned down**: ask exactly why (score, debt-to-income, income history) and what would change it.

Some lenders offer an underwritten approval, which is stronger still. Until closing, avoid new debt, large unexplained deposits and job changes, since the lender verifies again before funding.`,
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
      'how much house can i afford',
      'self-employed income',
    ],
    body: `**Debt-to-income (DTI)** compares monthly debt payments with gross (pre-tax) monthly income. Lenders look at two versions:

- **Front-end ratio**: the housing payment (principal, interest, taxes, insurance, PMI, HOA) ÷ gross income.
- **Back-end ratio**: housing plus all other debts (car, student loans, minimum card payments, child support) ÷ gross income.

The classic **28/36 rule** keeps housing under 28% and total debts under 36%. Many programs allow more: conventional loans often go to 45–50% back-end with strong credit, and FHA can go higher with compensating factors. Everyday costs such as utilities and groceries are not counted.

**What counts as income**: stable income with about a two-year history; bonuses and overtime are averaged, and self-employed income is what your tax returns show after expenses.

**To lower your DTI**: pay off small debts entirely, avoid new car loans, add a co-borrower, make a larger down payment, or choose a less expensive home.

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

**To check your own LTV**: divide the balance on your latest mortgage statement by a realistic current value (recent comparable sales, or an appraisal if you need an official number).

LTV falls as you pay down principal and as the home appreciates. That is why a new appraisal can help remove PMI early or qualify you for a refinance or home equity line. Investment property loans usually require a lower LTV, often 75%, and commercial loans 65–75%.`,
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

- Pay every bill on time; late payments hurt most and stay on reports for seven years, though their effect fades.
- Keep card balances under about 10–30% of limits, and pay before the statement date.
- Avoid opening new accounts in the months before applying.
- Check your reports for free at AnnualCreditReport.com and dispute errors.

**How long it takes**: lower card balances show up within a month or two, once the new balances are reported. A lender can request a **rapid rescore** within days after you pay down debt or fix an error. Rebuilding after late payments or collections takes longer.

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
    body: `A **HELOC** is a revolving credit line secured by your home's equity, like a credit card with your house as collateral. Lenders usually allow total borrowing (first mortgage plus HELOC) up to 80–90% of the home's value. Example: a $500,000 home at 85% is $425,000; with a $300,000 mortgage, the line could be up to **$125,000**.

It has two phases: a **draw period** (often 10 years) when you can borrow and may pay interest only, then a **repayment period** (often 20 years) when the balance amortizes and payments rise. Rates are usually variable, tied to the prime rate.

Practical points:

- **Costs**: often low or no closing costs, but watch for annual fees and early-closure fees if you close the line within about three years.
- **Time**: typically two to six weeks, with an appraisal or automated valuation.
- **Taxes**: interest is deductible only if the money buys, builds or improves the home and you itemize.

A **home equity loan** is the fixed-rate, lump-sum cousin. Both let you keep a low-rate first mortgage instead of refinancing it. Common uses are renovations and consolidating higher-interest debt. The risk: falling behind can cost you the house, and lenders can freeze or reduce lines when values drop.`,
    related: ['cash-out-refinance', 'loan-to-value', 'refinancing', 'jumbo-loan'],
  },
  {
    id: 'cash-out-refinance',
    title: 'Cash-out refinance',
    category: 'financing',
    keywords: ['cash out refi', 'cash-out refinance', 'cash out', 'tap equity', 'pull cash out'],
    body: `A **cash-out refinance** replaces your mortgage with a bigger one and pays you the difference in cash. With a $250,000 balance on a $500,000 home, refinancing to $400,000 (80% LTV) frees about $150,000 before closing costs.

Limits: conventional cash-out loans usually top out at **80% LTV** (75% on investment properties), FHA at 80%, and VA can go higher; rates are slightly higher than for a plain rate-and-term refinance. Closing costs run roughly 2–5% of the new loan, and the process takes about 30–45 days. Most programs require that you've owned the home for at least **six months**.

The cash is loan money, not income, so it isn't taxed. It makes the most sense when the new rate is similar to or lower than your current one. If your existing rate is much lower, a **HELOC** or home equity loan may be cheaper because it leaves the first mortgage untouched. Also remember you restart the loan term and reduce your equity cushion if prices fall.

Investors use cash-out refinances to pull capital out of renovated rentals, which is the "refinance" step in the BRRRR strategy.`,
    related: ['heloc', 'refinancing', 'brrrr', 'loan-to-value'],
  },
  {
    id: 'cash-out-seasoning',
    title: 'Cash-out after a cash purchase: seasoning and delayed financing',
    category: 'financing',
    keywords: [
      'seasoning',
      'seasoning period',
      'waiting period',
      'delayed financing',
      'cash out after buying with cash',
      'bought with cash',
      'how soon can i refinance',
      'how long before cash out',
    ],
    body: `Lenders usually want you to have owned a home for a while, its **seasoning**, before a cash-out refinance: conventional (Fannie Mae and Freddie Mac) loans ask for **six months** on title (twelve months between the old loan's first payment and the new note date when you are replacing a loan), FHA twelve months, and many DSCR lenders three to six.

If you **bought with cash**, the **delayed financing** exception lets you take cash out right away, even the week after closing: the new loan can repay what you paid (price plus closing costs, within the usual LTV limit), as long as the purchase was arm's length, the closing statement shows no financing, and you document where the cash came from. If the cash was borrowed (a HELOC on another home, a personal loan), the new loan must pay that off.

Before that window closes or after it, the rate, LTV and closing costs work as for any cash-out refinance.`,
    related: ['cash-out-refinance', 'brrrr', 'refinancing'],
  },
  {
    id: 'rate-lock',
    title: 'Rate locks',
    category: 'financing',
    keywords: ['rate lock', 'lock in rate', 'float down', 'lock extension', 'lock period'],
    body: `A **rate lock** is the lender's promise to hold a quoted interest rate and points while your loan is processed, commonly for **30, 45 or 60 days**. If market rates rise during the lock, your rate does not.

Longer locks cost more, either as a fee or a slightly higher rate. If closing is delayed past the expiry you may need a paid **extension** (often a fraction of a point for a week or two), or the loan is re-priced at current rates, so choose a lock period that comfortably covers the contract's closing date. If the delay is the lender's fault, ask it to cover the extension; that is often negotiable.

**When to lock**: usually once you have a signed contract and are comfortable with the payment; trying to time the market rarely pays off.

Some lenders offer a **float-down** option that lets you take a lower rate if the market improves, usually for a fee. A lock applies to a specific loan, so changes to the price, loan amount, credit score or property type can change the pricing. You can still switch lenders after locking, but you lose the lock. Get the lock confirmation in writing, with its expiration date.`,
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

A rough rule says a rate drop of 0.75–1 percentage point is worth a look, but the break-even math decides.

Common questions:

- **Cost**: about 2–5% of the loan; it can often be rolled into the new balance or covered by a slightly higher rate (a "no-closing-cost" refinance).
- **Time**: usually 30–45 days, including an appraisal unless you qualify for a waiver.
- **How soon**: a rate-and-term refinance often has no waiting period; cash-out usually needs six months of ownership, and FHA streamlines need about seven months of payments.

FHA and VA **streamline** refinances need less paperwork and often no appraisal. Compare Loan Estimates from several lenders, including your current servicer.`,
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
      'equity',
      'negative amortization',
    ],
    body: `**Amortization** is how a fixed payment pays off a loan over time. Each month the interest charged is the balance times the monthly rate; the rest of the payment reduces principal.

Early on, most of the payment is interest. On a $400,000 30-year loan at 6% (payment $2,398.20), the first month's interest is $2,000 and only $398 goes to principal. By year 20 the split has reversed. Your monthly statement shows how each payment was split, and most servicers let you download the full **amortization schedule**.

Consequences:

- Equity builds slowly at first, then faster.
- **Extra principal payments** early save the most interest and shorten the loan; a recast can turn them into a lower payment instead.
- A 15-year loan pays far less interest because principal is repaid faster.
- Refinancing into a new 30-year loan restarts the schedule, putting you back in the interest-heavy years.
- **Negative amortization** is the reverse: a payment smaller than the interest due adds the unpaid interest to the balance, so the loan grows. Qualified mortgages cannot have it.

The formula: payment = P × r ÷ (1 − (1 + r)^−n), with r the monthly rate and n the number of payments. Ask me for a payment and I will show the summary.`,
    related: ['fixed-rate-mortgage', 'refinancing', 'mortgage-recast', 'pay-off-mortgage-early'],
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

**Where the money can come from**: savings, the sale of another home, retirement accounts (a 401(k) loan or an IRA withdrawal, with care), or **gifts** from family documented with a gift letter. Many states and cities run **down payment assistance** programs offering grants or forgivable second loans to first-time and moderate-income buyers.

**Documenting it**: lenders review two months of bank statements and ask you to explain and source any large deposit that isn't your paycheck, so avoid moving cash around or depositing cash you can't trace. The earnest money deposit counts toward the down payment at closing.`,
    related: ['pmi', 'gift-funds', 'retirement-funds-down-payment', 'first-time-buyer-programs'],
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

APR helps compare offers on the same loan amount and term: a lower rate with large fees can have a higher APR than a slightly higher rate with no fees. It is less meaningful if you expect to sell or refinance within a few years, because the fees are assumed to be spread over the full term, and for adjustable-rate loans, where it assumes today's index never changes. It also leaves out some costs, such as title, appraisal and escrow items in many cases.

Compare lenders using the standard three-page **Loan Estimate** you receive within three business days of applying: check the rate, points, section A fees and cash to close, on the same day, since rates change daily. Page three also shows the **total interest percentage** and what you'll have paid in five years, which are handy for comparing offers side by side.`,
    related: ['mortgage-points', 'rate-lock', 'fixed-rate-mortgage', 'closing-costs'],
  },
  {
    id: 'reverse-mortgage',
    title: 'Reverse mortgages',
    category: 'financing',
    keywords: ['reverse mortgage', 'hecm', 'home equity conversion mortgage', 'seniors', 'age 62'],
    body: `A **reverse mortgage** lets homeowners aged **62 or older** turn home equity into cash without monthly mortgage payments. Most are federally insured **HECMs**. Instead of the balance going down, it grows as interest and fees accrue, and the loan is repaid when the last borrower sells, moves out for more than a year, or dies.

How much you can get depends on the youngest borrower's age, interest rates and the home's value, up to the FHA limit ($1,209,750 in 2025); older borrowers get more. Funds can be taken as a lump sum, monthly payments, a line of credit or a mix. Any existing mortgage must be paid off from the proceeds.

Borrowers must still pay property taxes, insurance and upkeep; failing to can trigger default. Heirs can keep the home by repaying the loan (or 95% of the value, whichever is less) or sell it; they never owe more than the home is worth.

Costs are high: an upfront mortgage insurance premium of 2% of the value, an origination fee and normal closing costs, so it suits people who plan to stay put long term. Independent counseling from a HUD-approved counselor is required before applying.`,
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

- A ratio of **1.0** means the rent just covers the payment; many lenders want **1.0–1.25**, and some lend below 1.0 (or with no ratio at all) at a higher rate and a bigger down payment.
- Typical terms: 20–25% down, rates about 0.5–2 points above owner-occupied loans, prepayment penalties (often 3–5 years), reserves of 6+ months, and a credit score of about 660 or more.
- No tax returns or W-2s, so they suit self-employed investors and portfolios held in LLCs; they can't be used for a home you live in.
- Closing usually takes two to four weeks, and they are a common way to refinance out of a hard money loan.

Ask me "rent $2,600, PITIA $2,200: do I qualify for a DSCR loan?" to compute the ratio.`,
    related: ['dscr', 'debt-to-income', 'brrrr', 'hard-money-loans'],
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

The 15-year costs about $600 more a month but saves over **$230,000** of interest, because the rate is usually 0.5–0.75 point lower and the faster **amortization** cuts the balance sooner, so equity builds quickly from the first year.

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
      'transfer a mortgage',
      'take over the loan',
      'take over their mortgage',
      'take it over',
      'take over payments',
      'transfer my mortgage',
    ],
    body: `An **assumable mortgage** lets a buyer take over the seller's existing loan, keeping its **interest rate, balance and remaining term**. When today's rates are well above the seller's, that can save hundreds a month.

- **Which loans**: **FHA, VA and USDA** loans are assumable with the servicer's approval. Most **conventional loans are not**: their due-on-sale clause requires payoff when the home is sold.
- **Qualifying**: you apply with the servicer and must meet credit and income standards, much like a new loan.
- **The equity gap**: you pay the difference between the price and the loan balance. On a $400,000 home with a $250,000 balance, that is $150,000 in cash or a second loan, which can be hard to find.
- **VA entitlement**: unless the buyer is a veteran who substitutes their own entitlement, the seller's entitlement stays tied to the loan.
- **Time and cost**: assumptions often need **45–90 days or more**, and fees are small and capped for FHA and VA (VA charges a 0.5% funding fee).

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
      'gap funding',
      'gap funder',
    ],
    body: `A **hard money loan** is a short-term loan from a private lender based mainly on the **property's value**, not your income. Investors use them for flips, BRRRR purchases, auctions and homes banks won't finance because of their condition.

Typical terms:

- **Rates about 10–15%**, plus **2–4 points** up front
- **6–24 months**, usually interest-only, with extension fees if you run over
- Up to about **70–75% of after-repair value (ARV)**, or 80–90% of the price plus the rehab budget paid out in **draws** after inspections
- Closing in **one to two weeks**

The lender cares most about the deal and your **exit strategy**: selling the property or refinancing into a long-term loan such as a DSCR loan. Many require a personal guarantee, and they aren't allowed for a home you'll live in.

Risks: high costs eat profit quickly if the rehab or sale runs late, and missing the maturity date can mean default fees or foreclosure. Compare the total cost (points, interest, draw and extension fees), check the lender's reviews, and keep a cushion for delays. **Private money** from individuals works similarly on negotiated terms; **gap funding** is a second private loan covering what the hard-money lender won't, such as the down payment.`,
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
    ],
    body: `A **mortgage recast** lowers your monthly payment after a large principal payment, **without refinancing**. You pay a lump sum (often at least $5,000–$10,000), and the lender re-amortizes the smaller balance over the remaining term at the **same rate**. The fee is usually $150–$500.

Example: five years into a $300,000 loan at 6.5% ($1,896 a month), a $50,000 payment and recast drop the payment to about **$1,559**. Recasting suits someone who sold a previous home after buying, or who received a windfall, and wants to keep a low rate. Most conventional loans allow it; **FHA, VA and USDA loans usually don't**. Ask your servicer.

**Biweekly payments**: paying half the monthly payment every two weeks makes 26 half-payments, or **13 full payments a year**. That cuts a 30-year loan by roughly 4–6 years and saves tens of thousands in interest. You get the same result by adding one-twelfth of a payment each month. Avoid third-party biweekly programs that charge fees, and make sure extra money is applied to **principal**.

Recasting lowers the payment; extra payments without a recast shorten the loan instead.`,
    related: ['amortization', 'pay-off-mortgage-early', 'refinancing', '15-vs-30-year-mortgage'],
  },
  {
    id: 'extra-principal',
    title: 'How extra principal payments save interest',
    category: 'financing',
    keywords: [
      'extra principal',
      'extra toward principal',
      'paying extra toward principal',
      'principal only payment',
      'principal-only payment',
      'extra payment save interest',
      'extra mortgage payment',
    ],
    body: `Each month a mortgage charges interest on the **balance still owed**: the balance × the monthly rate (the yearly rate ÷ 12). The rest of the fixed payment goes to **principal**, which lowers the balance.

An extra payment marked **"principal only"** comes straight off the balance. Every later month's interest is then figured on a smaller balance, so more of each regular payment goes to principal, and the loan ends sooner. The payment itself does not change (unless you ask the servicer for a **recast**).

For example, at 6% a $300,000 balance costs $1,500 of interest this month (300,000 × 0.5%). Pay $10,000 extra and the balance is $290,000: next month's interest is $1,450, and the $50 saving repeats (and grows) every month until payoff. On a new $300,000 30-year loan at 6% (payment $1,798.65), adding $200 a month from the start saves about **$91,000 of interest** and ends the loan about **6¾ years** early.

Extra principal saves the most in the **early years**, when the balance and the interest are largest. Check there is no prepayment penalty, make sure the servicer applies it to principal, and weigh it against an emergency fund, higher-interest debt and investing. Tell me your balance, rate and the extra amount and I'll work out the interest saved and the new payoff date.`,
    related: ['amortization', 'pay-off-mortgage-early', 'mortgage-recast', '15-vs-30-year-mortgage'],
  },
  {
    id: 'pay-off-mortgage-early',
    title: 'Paying off the mortgage early vs. investing',
    category: 'financing',
    keywords: [
      'pay off mortgage early',
      'pay off house early',
      'pay down mortgage or invest',
      'pay down mortgage',
      'pay off mortgage or invest',
      'prepay',
      'extra payments or invest',
      'payoff early',
    ],
    body: `Every extra dollar toward the mortgage earns a **guaranteed return equal to its interest rate**. Investing that dollar might earn more, but with risk. The comparison:

- **Your rate**: with a 3% mortgage, investing has usually won; at 7%, paying it down is a strong risk-free return.
- **Taxes**: if you itemize, the mortgage interest deduction lowers the effective rate a little; most households take the standard deduction, so it doesn't.
- **Liquidity**: money in home equity is hard to get back without a HELOC or a sale, while investments can be sold.
- **Peace of mind**: entering retirement without a payment lowers the income you need.

A sensible order: an **emergency fund** (3–6 months), any employer **401(k) match**, paying off high-interest debt (cards, car loans), then choose between extra principal and investing. Many people split the difference.

If you prepay, confirm there is **no prepayment penalty** (rare on home loans), mark extra payments "principal only", and consider a recast if you want a lower payment rather than a shorter loan. Because of **amortization**, paying early saves the most interest in the **first years**, when most of each payment is interest.`,
    related: ['amortization', 'mortgage-recast', '15-vs-30-year-mortgage', 'refinancing'],
  },
  {
    id: 'how-mortgages-work',
    title: 'How a mortgage works',
    category: 'financing',
    keywords: [
      'what is a mortgage',
      'how does a mortgage work',
      'home loan',
      'loan process',
      'loan application',
      'underwriting',
      'underwriter',
      'documents needed',
      'loan documents',
      'loan servicer',
      'deed of trust',
    ],
    body: `A **mortgage** is a loan to buy a home, secured by the home itself. You sign a **promissory note** (your promise to repay) and a **mortgage or deed of trust** (the lender's right to foreclose if you don't).

The monthly payment is usually **PITI**:

- **Principal**: repays the loan balance
- **Interest**: the lender's charge, set by your rate
- **Taxes and insurance**: property tax and homeowners insurance, usually collected through escrow, plus PMI or HOA dues where they apply

**Getting one, step by step**:

1. **Pre-approval**: a credit check and documents: recent pay stubs, W-2s or tax returns, two months of bank statements and ID.
2. **Application** once you have a contract, and a **Loan Estimate** within three business days.
3. **Appraisal and underwriting**: the lender verifies income, assets, debts, the property and the title, and may ask for more documents ("conditions").
4. **Clear to close**, the **Closing Disclosure** three business days before closing, and signing.

From contract to closing usually takes **30–45 days**. The main choices are the loan type (conventional, FHA, VA, USDA, jumbo), the term (15 or 30 years), a fixed or adjustable rate, and the down payment. After closing, a **servicer** collects payments; if the loan is sold, its terms stay the same.`,
    related: ['pre-approval', 'fixed-rate-mortgage', 'escrow-account', 'choosing-a-lender'],
  },
  {
    id: 'choosing-a-lender',
    title: 'Choosing a mortgage lender (bank, credit union, broker)',
    category: 'financing',
    keywords: [
      'mortgage lender',
      'choose a lender',
      'choosing a lender',
      'best lender',
      'mortgage broker',
      'broker vs bank',
      'loan officer',
      'shop for a mortgage',
      'shopping lenders',
      'nmls',
    ],
    body: `Where you get the loan can change your rate and fees by thousands of dollars, so **compare at least three lenders**.

- **Banks**: convenient if you already bank there, sometimes with relationship discounts, but often fewer loan programs.
- **Credit unions**: often low fees and attentive service for members; programs vary.
- **Mortgage brokers**: shop your loan to many wholesale lenders, which can find lower rates or niche programs; their pay comes from you or the lender and is shown on the Loan Estimate.
- **Online and other nonbank lenders**: competitive pricing and quick processes; most U.S. mortgages now come from nonbanks.

**How to compare**: request **Loan Estimates** for the same loan type, amount, term and lock period on the same day, then compare the rate, points, **origination charges** (section A), lender credits and APR. Ask how fast they usually close, who will handle your file, and whether they service the loan themselves. Check the loan officer's license on the **NMLS Consumer Access** website and read recent reviews.

Applying with several lenders within about 45 days counts as one credit inquiry. Your agent can suggest lenders who close on time, which sellers value, but you're never required to use a builder's or agent's preferred lender.`,
    related: ['interest-rate-vs-apr', 'pre-approval', 'how-mortgages-work', 'rate-lock'],
  },
  {
    id: 'missed-payments-foreclosure',
    title: 'Missed mortgage payments, forbearance and foreclosure',
    category: 'financing',
    keywords: [
      'missed mortgage payment',
      'miss a mortgage payment',
      'late mortgage payment',
      "can't pay my mortgage",
      'forbearance',
      'loan modification',
      'foreclosure',
      'facing foreclosure',
      'short sale',
      'deed in lieu',
      'behind on mortgage',
    ],
    body: `If you can't make a mortgage payment, **call your servicer before you miss it**; options shrink the longer you wait.

- **Grace period**: most loans allow about 15 days before a late fee (often 4–5% of the payment). A payment **30 days late** is reported to the credit bureaus and can drop a score sharply.
- **Forbearance**: payments paused or reduced for a few months after a hardship such as job loss or illness. The missed amount isn't forgiven: it's repaid in a lump sum, through a **repayment plan**, as a **deferral** added to the end of the loan, or by a modification.
- **Loan modification**: permanently changes the rate, term or balance to make the payment affordable.
- **Exits**: selling while you still have equity, a **short sale** (the lender accepts less than owed), or a **deed in lieu** of foreclosure.

**Foreclosure**: federal rules generally bar a servicer from starting it until the loan is more than **120 days** behind, or while a complete application for help is under review. Depending on the state it runs through the courts (judicial) or by notice and sale (non-judicial), taking months to years, and it stays on credit reports for seven years.

Free help is available from **HUD-approved housing counselors**. Avoid anyone charging upfront fees to "save your home".`,
    related: ['how-mortgages-work', 'credit-score', 'refinancing', 'escrow-account'],
  },
  {
    id: 'loan-estimate-closing-disclosure',
    title: 'Loan Estimate and Closing Disclosure (formerly the HUD-1)',
    category: 'financing',
    keywords: [
      'loan estimate',
      'closing disclosure',
      'hud-1',
      'hud 1',
      'hud1',
      'hud settlement statement',
      'settlement statement',
      'trid',
      'good faith estimate',
      'three day rule',
      '3 day closing disclosure',
      'fee tolerance',
      'alta settlement statement',
    ],
    body: `For most home-purchase and refinance mortgages, federal rules (the **TILA-RESPA Integrated Disclosure rule, TRID**) require two standard forms:

- **Loan Estimate (LE)**: 3 pages, due within **3 business days** of your application. It shows the rate, monthly payment, cash to close and estimated closing costs, in the same layout at every lender, so you can compare offers line by line.
- **Closing Disclosure (CD)**: 5 pages with the final terms and costs. You must **receive it at least 3 business days before closing**. A new 3-day wait starts only if the APR rises beyond a small tolerance, the loan product changes, or a prepayment penalty is added.

Compare the CD with your last LE. Lender fees and transfer taxes generally cannot rise at all; certain third-party fees chosen from the lender's list can rise at most 10% in total; others can change. Ask the lender to explain or fix any difference before you sign.

Since October 2015 these forms replaced the **HUD-1 settlement statement** and Good Faith Estimate for most loans. The HUD-1 is still used for reverse mortgages (HECMs), and cash or commercial closings use a settlement statement such as the ALTA form.`,
    related: ['closing-costs', 'closing-process', 'interest-rate-vs-apr', 'lender-credits'],
  },
  {
    id: 'lender-credits',
    title: 'Lender credits',
    category: 'financing',
    keywords: [
      'lender credit',
      'lender credits',
      'no closing cost mortgage',
      'no closing cost loan',
      'no cost refinance',
      'negative points',
      'rebate pricing',
    ],
    body: `**Lender credits** are money a lender puts toward your closing costs in exchange for a **higher interest rate**. They are the opposite of **discount points**, where you pay more upfront for a lower rate. A "no-closing-cost" mortgage usually means credits large enough to cover the fees, not that the fees disappear.

They appear on page 2 of the **Loan Estimate** and Closing Disclosure under "Lender Credits." Pricing changes daily; for example, a lender might offer a credit of about 1% of the loan for a rate 0.25% higher.

**Example**: a $300,000 loan at 6.50% costs $1,896 a month (principal and interest). At 6.75% it costs $1,946, with a $3,000 lender credit. Break-even: $3,000 ÷ $50 ≈ **60 months**. If you expect to sell or refinance within about five years, the credit saves money; if you keep the loan longer, the lower rate wins.

Credits are useful when cash is short or rates may fall soon and you plan to refinance. They can only pay closing costs (not the down payment), and a credit larger than the actual costs usually cannot be taken as cash, so ask for the rate at several credit levels.`,
    related: ['mortgage-points', 'closing-costs', 'loan-estimate-closing-disclosure', 'refinancing'],
  },
  {
    id: 'non-qm-loans',
    title: 'Non-QM loans (bank statement and other alternative mortgages)',
    category: 'financing',
    keywords: [
      'non qm',
      'non-qm',
      'nonqm',
      'non qualified mortgage',
      'qualified mortgage',
      'bank statement loan',
      'bank statement mortgage',
      '1099 loan',
      'asset depletion',
      'asset based loan',
      'interest only mortgage',
      'alternative documentation',
      'alt doc',
      'portfolio loan',
    ],
    body: `A **non-QM loan** (non-qualified mortgage) is a mortgage that does not meet the federal **Qualified Mortgage (QM)** standard, so it cannot be sold to Fannie Mae or Freddie Mac and is usually held or sold privately. It serves borrowers whose finances do not fit standard guidelines, not only weak credit.

Common types:

- **Bank statement loans**: income from 12–24 months of personal or business bank deposits, for self-employed borrowers whose tax returns show low income after write-offs.
- **1099 and P&L loans**: income from 1099 forms or a profit-and-loss statement.
- **Asset depletion**: income imputed from savings and investments.
- **DSCR loans** for investors, qualified on the property's rent.
- Interest-only payments, larger loan amounts, or a recent bankruptcy or foreclosure.

Trade-offs: rates usually higher than conventional loans, larger down payments (often 10–25%), higher fees, and prepayment penalties on investment loans. For a home you live in, the lender must still verify you can repay. A **portfolio loan** is one a bank keeps on its own books, with similar flexibility. Compare a non-QM offer against FHA or conventional options first.`,
    related: ['dscr-loans', 'conventional-loan', 'jumbo-loan', 'debt-to-income'],
  },
  {
    id: 'renovation-loans',
    title: 'Renovation loans: FHA 203(k) and HomeStyle',
    category: 'financing',
    keywords: [
      '203k',
      '203k loan',
      'fha 203k',
      'limited 203k',
      'standard 203k',
      'renovation loan',
      'renovation mortgage',
      'homestyle',
      'homestyle renovation',
      'choicerenovation',
      'fixer upper loan',
      'buy and renovate',
    ],
    body: `A **renovation loan** (rehab loan) finances a home's purchase (or a refinance) **and its repairs in one mortgage**, based on the value after the work. The best known is the **FHA 203(k)** loan.

**FHA 203(k)**:

- **Limited 203(k)**: non-structural repairs (kitchens, roofs, flooring, paint); HUD raised its cap to $75,000 in 2024.
- **Standard 203(k)**: major or structural work; at least $5,000 of repairs and a HUD-approved **203(k) consultant** who writes the work plan and inspects progress.
- FHA rules apply: about 3.5% down, FHA loan limits, mortgage insurance, and the home must be your primary residence.

**Conventional options**: Fannie Mae **HomeStyle Renovation** and Freddie Mac **CHOICERenovation**, usually needing a higher credit score but allowing second homes or investment properties in some cases. VA also offers a renovation loan.

How it works: repair money goes into an escrow account and is paid to licensed contractors in draws as work passes inspection, with a contingency reserve for surprises. Expect more paperwork, contractor bids before closing and a longer close. Check current limits with an FHA-approved lender.`,
    related: ['fha-loan', 'escrow-holdback', 'hard-money-loans', 'loan-to-cost'],
  },
  {
    id: 'subject-to-and-wraparound',
    title: 'Buying subject-to and wraparound mortgages',
    category: 'financing',
    keywords: [
      'buying subject to',
      'buy subject to',
      'subject to deal',
      'subject to existing mortgage',
      'subject to existing loan',
      'subject to mortgage',
      'subto',
      'wraparound',
      'wraparound mortgage',
      'wrap around mortgage',
      'wrap mortgage',
      'all inclusive trust deed',
      'due on sale clause',
      'due-on-sale',
      'garn st germain',
    ],
    body: `Both are creative-finance ways to buy while the seller's existing mortgage **stays in place**:

- **Subject-to**: the buyer takes title "subject to" the existing loan and makes its payments, but the loan stays in the **seller's name**; it is not formally assumed.
- **Wraparound mortgage**: the seller finances the buyer with a new, larger note that "wraps" the existing loan. The buyer pays the seller; the seller keeps paying the original lender. Example: existing loan $150,000 at 4%; sale price $250,000 with $25,000 down; wrap note $225,000 at 7%. The seller earns the rate spread.

The main risk is the **due-on-sale clause**: most mortgages let the lender demand full payment when the property is transferred. Lenders do not always enforce it, but they can. The federal Garn–St Germain Act bars enforcement only for certain transfers, such as to a spouse, child or living trust.

Other risks: the seller's credit suffers if the buyer misses payments; the buyer loses the home if the seller stops paying the underlying loan; insurance and escrow must be set up correctly; and state laws and federal lending rules may apply. Use a real estate attorney, a title company and third-party loan servicing. A true **assumption**, approved by the lender, avoids most of these risks.`,
    related: ['assumable-mortgage', 'seller-financing', 'master-lease', 'deed-types'],
  },
  {
    id: 'loan-to-cost',
    title: 'Loan-to-cost (LTC)',
    category: 'financing',
    keywords: [
      'loan to cost',
      'loan-to-cost',
      'ltc',
      'ltc ratio',
      'total project cost',
      'loan to arv',
      'ltarv',
    ],
    body: `**Loan-to-cost (LTC)** is a loan's size as a percentage of the **total cost of a project**: purchase price plus renovation or construction (hard costs) and often soft costs such as permits, design and interest reserves. Construction and fix-and-flip lenders use it alongside **loan-to-value (LTV)**, which compares the loan with the property's appraised value.

**Formula**: LTC = loan amount ÷ total project cost.

**Example**: buy a house for $200,000 and budget $50,000 of rehab, a $250,000 total cost. A lender offering **85% LTC** lends $212,500, so you bring $37,500 plus closing costs. If the after-repair value (ARV) is $340,000, that loan is 62.5% of ARV, under a typical cap of 70–75% **loan-to-ARV**; the lender applies whichever limit is lower.

Typical ranges vary with lender and experience: hard money lenders often 80–90% of cost, bank construction loans more often 60–80%. Rehab money is usually released in **draws** after inspections, so you pay contractors first and are reimbursed. Cost overruns come out of your pocket, so keep a contingency of 10–15% of the budget.`,
    related: ['loan-to-value', 'hard-money-loans', 'house-flipping', 'renovation-loans'],
  },
  {
    id: 'piggyback-loans',
    title: 'Piggyback loans (80/10/10)',
    category: 'financing',
    keywords: [
      'piggyback loan',
      'piggyback mortgage',
      'piggyback second',
      '80/10/10',
      '80-10-10',
      '80 10 10',
      '80/15/5',
      'combo loan',
      'avoid pmi with second mortgage',
    ],
    body: `A **piggyback loan** is a second mortgage taken out at the same time as the first, so the first loan stays at **80% of the price** and avoids private mortgage insurance (PMI) or the jumbo limit. The common version is the **80/10/10**: an 80% first mortgage, a 10% second (a home equity loan or HELOC) and 10% down. Variants include 80/15/5.

**Example**: a $500,000 home with $50,000 down. Instead of a single $450,000 loan with PMI, you take a $400,000 first mortgage and a $50,000 second.

Compare the total cost:

- The second loan usually has a **higher rate**, often adjustable if it is a HELOC.
- PMI on the single loan ends once you reach enough equity; the second loan's interest continues until it is paid off.
- Two loans mean two sets of closing costs, and a combined loan-to-value (CLTV) limit applies.

Piggybacks help when PMI would be expensive (lower credit scores), when a first loan would otherwise exceed the conforming limit, or when buying before selling another home and planning to pay the second off with the sale. Ask lenders to quote both options over the years you expect to keep the loan.`,
    related: ['pmi', 'heloc', 'jumbo-loan', 'loan-to-value'],
  },
  {
    id: 'capital-stack',
    title: 'The capital stack: senior debt, mezzanine debt and preferred equity',
    category: 'financing',
    keywords: [
      'capital stack',
      'mezzanine debt',
      'mezzanine loan',
      'mezzanine financing',
      'mezz loan',
      'mezz debt',
      'preferred equity',
      'pref equity',
      'senior debt',
      'intercreditor agreement',
      'common equity',
    ],
    body: `The **capital stack** is the layers of money that fund a property, ranked by who is paid first and who loses first. From safest and cheapest to riskiest and most expensive:

1. **Senior debt**: the first mortgage, secured by the property, typically 55–75% of cost on commercial deals.
2. **Mezzanine debt ("mezz")**: a loan to the owning entity, secured by a pledge of its ownership interests rather than the real estate. If it isn't paid, the mezz lender can take over the entity, usually faster than a foreclosure. An **intercreditor agreement** with the senior lender sets the rules. Rates run well above the first mortgage.
3. **Preferred equity ("pref equity")**: an ownership stake that is paid a fixed return, and its capital back, before common equity. It has no lien; its remedies come from the operating agreement, such as taking control if payments stop.
4. **Common equity**: the sponsor and investors, paid last but keeping the upside.

**Example**: a $10 million purchase with a $6.5 million first mortgage, $1.5 million of mezz and $2 million of equity puts total leverage at 80%. Mezz and pref equity fill a gap when the senior lender stops at 65% but the sponsor wants to put in less cash; they raise returns on equity and the risk of losing it.`,
    related: ['syndications', 'commercial-loan-terms', 'loan-to-cost', 'distribution-waterfall'],
  },
  {
    id: 'promissory-note-deed-of-trust',
    title: 'Promissory notes, mortgages and deeds of trust',
    category: 'financing',
    keywords: [
      'promissory note',
      'deed of trust',
      'deed of trust vs mortgage',
      'mortgage vs deed of trust',
      'security instrument',
      'note and mortgage',
      'trustee sale',
      'trustor',
    ],
    body: `A home loan is two documents. The **promissory note** is the borrower's written promise to repay: the amount, rate, payment, term and what happens on default. The **security instrument** (a **mortgage** or a **deed of trust**) pledges the property as collateral for that promise and is recorded in the county land records.

**Mortgage vs. deed of trust**:

- A **mortgage** has two parties, borrower and lender. In most mortgage states, foreclosure goes through the courts (judicial).
- A **deed of trust** has three: the borrower (trustor), the lender (beneficiary) and a neutral **trustee**, often a title company, that holds the power to sell the home. Most include a **power of sale**, so the trustee can foreclose without a lawsuit (non-judicial), which is usually faster.

Which one you sign depends on the state: California, Texas, Virginia and many western states use deeds of trust; New York, Florida and Illinois use mortgages. For the borrower, payments and rights to pay off work the same.

When the loan is paid off, the lender releases the lien: a **satisfaction of mortgage** or a **deed of reconveyance**. Check that it is recorded; a missing release clouds the title when you sell.`,
    related: ['how-mortgages-work', 'foreclosure-redemption-deficiency', 'property-liens', 'title-insurance'],
  },
  {
    id: 'foreclosure-redemption-deficiency',
    title: 'Foreclosure: judicial vs. power of sale, redemption periods and deficiency judgments',
    category: 'financing',
    keywords: [
      'judicial foreclosure',
      'non-judicial foreclosure',
      'nonjudicial foreclosure',
      'power of sale',
      'redemption period',
      'right of redemption',
      'statutory redemption',
      'equitable redemption',
      'deficiency judgment',
      'deficiency balance',
      'anti-deficiency',
      'foreclosure auction',
      'sheriff sale',
    ],
    body: `**Foreclosure** is a lender's forced sale of a home to repay a defaulted loan; how it runs depends on the state.

- **Judicial foreclosure**: the lender sues, a court orders the sale, and a sheriff or referee auctions the home. It often takes a year or more (Florida, New York, Illinois).
- **Non-judicial foreclosure (power of sale)**: a deed of trust or mortgage with a **power of sale** lets a trustee sell the home after the notices the state requires, often within months (California, Texas, Georgia).

**Redemption**: the **equitable right of redemption** lets a borrower stop a foreclosure by paying the full debt plus costs before the sale. Some states also give a **statutory redemption period** after the sale, from a few months to a year or more, when the borrower can buy the home back for the sale price plus interest and costs. Auction buyers wait for it to end.

**Deficiency judgment**: if the sale brings less than the debt, the lender may get a court judgment for the shortfall and collect it like any debt. **Anti-deficiency laws** in some states (California, Arizona and others, for many purchase loans) bar it. A short sale or deed in lieu should state in writing that any deficiency is waived. Rules vary by state; a housing counselor or attorney can help.`,
    related: [
      'missed-payments-foreclosure',
      'promissory-note-deed-of-trust',
      'foreclosures-and-reo',
      'credit-score',
    ],
  },
  {
    id: 'streamline-refinance',
    title: 'Streamline refinances (VA IRRRL and FHA streamline)',
    category: 'financing',
    keywords: [
      'irrrl',
      'va irrrl',
      'va streamline',
      'interest rate reduction refinance loan',
      'fha streamline',
      'fha streamline refinance',
      'streamline refinance',
      'streamline refi',
      'net tangible benefit',
    ],
    body: `A **streamline refinance** replaces a government-backed loan with a new one of the same kind at a lower rate, with less paperwork than a regular refinance.

**VA IRRRL (Interest Rate Reduction Refinance Loan)**, the "VA streamline": refinances an existing VA loan into a new VA loan. Usually no appraisal and little or no income verification from VA (lenders may still check credit), a funding fee of 0.5% as of 2024, and closing costs can be rolled into the loan. You must have lived in the home once, but needn't live there now. The loan must be seasoned (six payments and 210 days), and lenders must show the closing costs are recouped within 36 months.

**FHA streamline**: refinances an FHA loan into a new FHA loan, often with no appraisal and reduced documentation. It must bring a **net tangible benefit**, typically a combined rate and mortgage-insurance payment at least 0.5 percentage points lower, and the loan must be at least 210 days old with recent payments on time. Upfront mortgage insurance is charged again, partly offset by a refund of the old one if the loan is under three years old.

Neither allows cash out. Compare the savings with the costs and the time you'll keep the loan.`,
    related: ['refinancing', 'va-loan', 'fha-loan', 'interest-rate-vs-apr'],
  },
  {
    id: 'blanket-and-portfolio-loans',
    title: 'Blanket mortgages and portfolio loans',
    category: 'financing',
    keywords: [
      'blanket mortgage',
      'blanket loan',
      'portfolio loan',
      'portfolio lender',
      'release clause',
      'partial release',
      'multiple properties one loan',
    ],
    body: `A **blanket mortgage** (blanket loan) is one loan secured by several properties, such as an investor's ten rentals or a builder's lots. One closing and one payment replace many, and equity in some properties can support borrowing on others.

The key term is the **release clause** (partial release): it lets you sell or refinance one property by paying down a set amount, often 110–125% of that property's share of the loan, so the others stay financed. Without one, selling any property means paying off the whole loan. Blanket loans are usually made by banks, credit unions and private lenders, often with **5–10 year terms, balloon payments and rates above a conventional loan**, and one default can put every property at risk.

A **portfolio loan** is one a lender keeps on its own books instead of selling it to Fannie Mae or Freddie Mac. Because it needn't meet their rules, it can finance what they won't: more than ten financed properties, unusual properties, borrowers with irregular income, or a blanket loan. Expect higher rates, larger down payments (often 20–30%) and terms that vary by lender; local banks and credit unions are the usual source.`,
    related: ['dscr-loans', 'non-qm-loans', 'commercial-loan-terms', 'hard-money-loans'],
  },
  {
    id: 'construction-loans',
    title: 'Construction loans (construction-to-permanent)',
    category: 'financing',
    keywords: [
      'construction loan',
      'construction loans',
      'construction to permanent',
      'construction-to-perm',
      'one time close',
      'single close construction loan',
      'draw schedule',
      'build a house loan',
      'finance building a house',
      'financing to build',
      'loan to build a house',
      'lot loan',
      'land loan',
    ],
    body: `A **construction loan** pays for building a home or other building in stages. The lender releases money in **draws** as work is done (foundation, framing, drywall), checked by an inspector, and during construction you usually pay **interest only** on what has been drawn.

Two kinds for homes:

- **Construction-to-permanent** (one-time close, single close): one application and one closing; the loan converts to an ordinary mortgage when the home is finished. FHA, VA and conventional versions exist.
- **Construction-only** (two-time close): a short loan, often 12 months, repaid with a separate mortgage at the end. Two closings, but you can shop the mortgage rate then.

What lenders want: a licensed builder with a fixed-price contract, plans and a budget, an appraisal of the finished value, and usually **10–25% down** (less with FHA or VA). Land you already own can count as equity. Rates run above ordinary mortgages, and budgets should hold a **contingency of 5–10%** for overruns.

To buy land first, a **lot loan** (land loan) typically needs 20–50% down. For investors, ground-up construction is financed by banks on **loan-to-cost** or by hard-money lenders.`,
    related: ['new-construction', 'loan-to-cost', 'renovation-loans', 'hard-money-loans'],
  },
  {
    id: 'chattel-loans',
    title: 'Chattel loans and mortgages on manufactured homes',
    category: 'financing',
    keywords: [
      'chattel loan',
      'chattel loans',
      'chattel mortgage',
      'chattel',
      'personal property loan',
      'manufactured home loan',
      'manufactured home financing',
      'mobile home loan',
      'mobile home financing',
      'double wide loan',
      'single wide loan',
      'home only loan',
      'land home loan',
    ],
    body: `A **manufactured home** (a single-wide or double-wide built on a chassis) is financed as **personal property** or as **real property**. A **chattel loan** finances the **home without the land**, as personal property, at **higher rates** and for **shorter terms**. A **regular mortgage on a manufactured home** finances the home and its land together as **real property**, with a mortgage's longer terms and lower rates.

**Chattel loan**: secured by the home alone, like a car or a boat, and titled like a vehicle. It is the usual loan for a home on a rented lot in a park, or one not permanently attached to land you own. Rates often run 2–5 points above mortgage rates, terms are commonly 15–20 years, closings are quicker, and consumer protections fewer.

**Mortgage** (a "land-home" loan): when the home sits on a **permanent foundation** on land you own or are buying and is retitled as real property with the land, it can get a conventional, FHA, VA or USDA mortgage with a 30-year term.

**Which to pick**: if you own the land or can buy it, converting the home to real property (a foundation meeting HUD's guidelines, the title surrendered and recorded with the deed, as your state allows) usually opens the cheaper, longer loan. Compare the APR and total interest, not only the payment.`,
    related: ['construction-loans', 'usda-loan', 'fha-loan', 'conventional-loan'],
  },
];

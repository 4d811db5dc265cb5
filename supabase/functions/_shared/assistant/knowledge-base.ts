// Hearth's real-estate knowledge base: short explanations written for this project. Each body is
// markdown of 80–200 words; `related` lists other topic ids. Figures are typical U.S. ranges, not quotes.

export const TOPIC_CATEGORIES = [
  'financing',
  'buying-selling',
  'investing',
  'commercial',
  'market',
  'location',
] as const;
export type TopicCategory = (typeof TOPIC_CATEGORIES)[number];

export interface KnowledgeTopic {
  id: string;
  title: string;
  category: TopicCategory;
  keywords: readonly string[];
  body: string;
  related: readonly string[];
}

export const KNOWLEDGE_BASE: readonly KnowledgeTopic[] = [
  // ------------------------------------------------------------------------------------------ financing
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
  // ------------------------------------------------------------------------------------- buying & selling
  {
    id: 'making-an-offer',
    title: 'Making an offer',
    category: 'buying-selling',
    keywords: [
      'offer',
      'purchase agreement',
      'how much to offer',
      'counteroffer',
      'offer price',
      'purchase contract',
    ],
    body: `An **offer** becomes a binding purchase agreement once both sides sign. Beyond the price, it sets the terms that often matter as much:

- **Earnest money** amount and who holds it
- **Financing** type and down payment, with a pre-approval letter attached
- **Contingencies** (inspection, appraisal, financing, sale of your home) and their deadlines
- **Closing date** and when you take possession
- What stays with the house, and any **seller credits** toward closing costs

To pick a price, study recent comparable sales, days on market and how many offers the seller is likely to get. In a slow market, start lower and ask for credits; in a hot one, a clean offer with short deadlines can beat a higher price. Expect counteroffers, and respond within the deadline.`,
    related: ['contingencies', 'earnest-money', 'comparable-sales', 'multiple-offers'],
  },
  {
    id: 'contingencies',
    title: 'Contingencies',
    category: 'buying-selling',
    keywords: [
      'contingency',
      'contingencies',
      'inspection contingency',
      'financing contingency',
      'appraisal contingency',
      'home sale contingency',
      'waive contingencies',
    ],
    body: `A **contingency** is a condition in the purchase contract that lets the buyer cancel and usually keep the earnest money if it isn't met by a deadline. The common ones:

- **Inspection**: you can negotiate repairs or walk away after inspecting, typically within 7–10 days.
- **Appraisal**: protects you if the home appraises below the price.
- **Financing**: you can exit if the loan falls through despite a good-faith effort.
- **Home sale**: the purchase depends on selling your current home.
- **Title and HOA document review**.

Sellers prefer fewer and shorter contingencies, so buyers in competitive markets sometimes waive them. That can win the house, but it shifts risk to you: without an appraisal contingency you must cover any gap in cash, and without a financing contingency you can lose your deposit.`,
    related: ['making-an-offer', 'home-inspection', 'appraisal', 'earnest-money'],
  },
  {
    id: 'home-inspection',
    title: 'Home inspections',
    category: 'buying-selling',
    keywords: [
      'inspection',
      'home inspector',
      'inspection report',
      'repair requests',
      'sewer scope',
      'radon test',
    ],
    body: `A **home inspection** is a visual review of the home's condition by a licensed inspector, usually costing $300–$600 and taking two to four hours. It covers the roof, foundation and structure, electrical, plumbing, heating and cooling, water heater, windows, attic and visible signs of water damage.

Attend if you can and ask questions. The report will list many items; focus on **safety issues, water intrusion, structural problems and big-ticket systems near the end of their life**. Cosmetic items rarely justify renegotiating.

Specialists can add a sewer scope, radon test, termite or wood-destroying organism inspection, mold testing, a chimney check or a structural engineer's opinion. Under an inspection contingency you can ask for repairs, a price reduction or a closing credit, or cancel the contract.`,
    related: ['contingencies', 'final-walkthrough', 'making-an-offer', 'home-warranty'],
  },
  {
    id: 'appraisal',
    title: 'Appraisals and appraisal gaps',
    category: 'buying-selling',
    keywords: [
      'appraisal',
      'appraised value',
      'appraisal gap',
      'low appraisal',
      'appraiser',
      'appraisal waiver',
    ],
    body: `An **appraisal** is an independent estimate of market value ordered by the lender, which lends based on the lower of the price and the appraised value. The appraiser inspects the home and compares it with recent nearby sales, adjusting for size, condition and features.

If the appraisal comes in **below the price**, there is an **appraisal gap**. Options: the seller lowers the price, the buyer pays the difference in cash, the two split it, you challenge the appraisal with better comparable sales (a reconsideration of value), or you cancel under an appraisal contingency.

In hot markets buyers sometimes add an **appraisal gap guarantee**, promising to cover a shortfall up to a set amount. Some loans qualify for an appraisal waiver when the lender's data supports the value. Appraisals typically cost $500–$800.`,
    related: ['comparable-sales', 'contingencies', 'loan-to-value', 'making-an-offer'],
  },
  {
    id: 'earnest-money',
    title: 'Earnest money',
    category: 'buying-selling',
    keywords: ['earnest money', 'good faith deposit', 'deposit', 'escrow deposit', 'lose earnest money'],
    body: `**Earnest money** is a deposit the buyer makes shortly after the offer is accepted to show good faith, typically **1–3% of the price** (more in competitive markets). It is held by a neutral party, such as a title company, escrow agent or attorney, not by the seller.

At closing it is credited toward your down payment and closing costs. If the deal falls apart, what happens depends on the contract: if you cancel under a valid contingency within its deadline, you normally get it back; if you simply back out without a contractual reason, the seller may keep it.

Wire it only after confirming the instructions by phone with a number you already know: fake wiring instructions sent by email are a common real-estate scam. Keep the receipt, and track every contingency deadline.`,
    related: ['contingencies', 'making-an-offer', 'closing-process', 'escrow-account'],
  },
  {
    id: 'closing-process',
    title: 'The closing process',
    category: 'buying-selling',
    keywords: [
      'closing',
      'settlement',
      'closing day',
      'deed',
      'recording',
      'keys',
      'closing disclosure',
      'clear to close',
      'signing',
      'funding',
    ],
    body: `**Closing** (or settlement) is when ownership and money change hands. In the weeks before it, the lender finishes underwriting, the title company searches records and prepares the deed, and your agent tracks contingency deadlines.

Key steps for a buyer:

1. Receive the **Closing Disclosure** at least three business days before closing and compare it with your Loan Estimate.
2. Do the **final walkthrough**.
3. Wire or bring certified funds for the cash to close (verify wiring instructions by phone).
4. Sign the note, mortgage or deed of trust and other documents with a notary or attorney.
5. The loan funds, the deed is recorded, and you get the keys.

A purchase with a mortgage usually closes 30–45 days after the contract; cash deals can close in one to two weeks.`,
    related: ['closing-costs', 'final-walkthrough', 'title-insurance', 'escrow-account'],
  },
  {
    id: 'closing-costs',
    title: 'Closing costs',
    category: 'buying-selling',
    keywords: [
      'closing costs',
      'settlement costs',
      'cash to close',
      'lender fees',
      'seller concessions',
      'who pays closing costs',
    ],
    body: `**Closing costs** are the fees and prepaid items paid when a purchase or refinance closes, typically **2–5% of the price** for buyers.

Common buyer items:

- **Lender charges**: origination fee, points, appraisal, credit report
- **Title and settlement**: title search, lender's and owner's title insurance, escrow or attorney fee, recording fees
- **Taxes**: transfer taxes in some states
- **Prepaids**: interest until the first payment, a year of homeowners insurance, and an escrow deposit for taxes

Sellers usually pay their agent's commission, their share of transfer taxes and any agreed credits. Ways to lower your costs: compare Loan Estimates from several lenders, shop for title and settlement services where allowed, negotiate seller credits, or use a no-closing-cost loan with a higher rate. Ask me to estimate them for a specific price.`,
    related: ['closing-process', 'title-insurance', 'mortgage-points', 'escrow-account'],
  },
  {
    id: 'title-insurance',
    title: 'Title insurance',
    category: 'buying-selling',
    keywords: [
      'title insurance',
      'title search',
      "owner's policy",
      "lender's policy",
      'title company',
      'lien',
      'clear title',
    ],
    body: `**Title insurance** protects against losses from problems with ownership that existed before you bought: unpaid liens, forged signatures in past transfers, unknown heirs, recording errors or boundary disputes missed by the search.

There are two policies:

- The **lender's policy**, required with a mortgage, protects the lender up to the loan balance.
- The **owner's policy**, optional but strongly recommended, protects your equity for as long as you or your heirs own the home.

Both are paid **once, at closing**. Prices are set by rate filings in many states, and who customarily pays for the owner's policy (buyer or seller) varies by area. Before issuing a policy, the title company searches public records and clears issues such as old liens so you receive a clean title.`,
    related: ['closing-costs', 'closing-process', 'earnest-money', 'zoning'],
  },
  {
    id: 'home-staging',
    title: 'Home staging',
    category: 'buying-selling',
    keywords: [
      'staging',
      'stage a home',
      'virtual staging',
      'listing photos',
      'prepare home for sale',
      'curb appeal',
    ],
    body: `**Staging** means preparing and furnishing a home so buyers can picture themselves living there. Since most buyers first see a home online, staging is mainly about **photos**.

Steps that pay off:

- **Declutter and depersonalize**: remove excess furniture, family photos and collections.
- **Clean deeply** and fix small things: leaky taps, burnt-out bulbs, sticking doors.
- **Neutral paint** and good lighting; open the blinds.
- Define each room's purpose, especially odd spaces.
- **Curb appeal**: trim the yard, paint the front door, add plants.

Professional staging of a vacant home costs a few thousand dollars per month of listing; a consultation for an occupied home costs much less. **Virtual staging** of photos is cheap, but it must be disclosed and shouldn't hide defects. Well-staged homes tend to sell faster.`,
    related: ['pricing-a-home', 'real-estate-agents', 'days-on-market', 'seasonality'],
  },
  {
    id: 'pricing-a-home',
    title: 'Pricing a home to sell',
    category: 'buying-selling',
    keywords: [
      'price my home',
      'price my house',
      'how to price',
      'asking price',
      'list price',
      'listing price',
      'pricing strategy',
      'overpricing',
      'price reduction',
      'cma',
      'comparative market analysis',
    ],
    body: `The **list price** is the most important marketing decision a seller makes. Agents base it on a **comparative market analysis (CMA)**: recent sales of similar nearby homes, active competition, pending sales and expired listings, adjusted for size, condition and features.

Pricing strategies:

- **At market**: attracts the most buyers and usually the strongest offers.
- **Slightly under market**: can spark multiple offers in a hot market.
- **Above market**: "leaving room to negotiate" often backfires. Buyers filter by price, the listing goes stale, and later reductions signal weakness.

Search filters work in round numbers, so $499,000 appears in more searches than $505,000. Watch the first two weeks: few showings or no offers means the price is off. The buyer's appraisal will also limit how far above comparable sales a price can go.`,
    related: ['comparable-sales', 'days-on-market', 'home-staging', 'appraisal'],
  },
  {
    id: 'real-estate-agents',
    title: 'Real estate agents and commissions',
    category: 'buying-selling',
    keywords: [
      'agent',
      'realtor',
      'broker',
      'commission',
      'buyer agent',
      'listing agent',
      'buyer agreement',
      'dual agency',
    ],
    body: `A **listing agent** represents the seller: pricing, marketing, showings and negotiation. A **buyer's agent** represents the buyer: finding homes, advising on offers and guiding the deal to closing. Agents work under a licensed **broker**; "Realtor" refers to members of the National Association of Realtors.

**Commissions** are negotiable and historically totaled around 5–6% of the price. Since 2024 rule changes, buyers sign a **written agreement** with their agent before touring homes, stating how much the agent will be paid; the buyer may pay it directly, ask the seller for a concession, or both. Sellers can still offer to contribute.

**Dual agency** (one agent for both sides) is restricted or banned in some states. Interview two or three agents; ask about local experience, recent sales, communication and fees.`,
    related: ['pricing-a-home', 'making-an-offer', 'for-sale-by-owner', 'closing-costs'],
  },
  {
    id: 'final-walkthrough',
    title: 'Final walkthrough',
    category: 'buying-selling',
    keywords: ['final walkthrough', 'walk-through', 'walkthrough before closing', 'pre-closing inspection'],
    body: `The **final walkthrough** is the buyer's last look at the property, usually within 24–48 hours before closing. It is not a second inspection; its purpose is to confirm the home is in the condition the contract promises.

Check that:

- Agreed **repairs** were completed, with receipts or invoices.
- Items that convey with the sale (appliances, fixtures, window coverings) are still there.
- The seller has moved out and removed trash, if possession is at closing.
- Appliances, heating and cooling, faucets, toilets, lights and the garage door work.
- There is **no new damage** from moving, leaks or storms.

Bring the contract and the repair list. If something is wrong, your agent can negotiate a repair, a credit or money held back in escrow before you sign; once closing happens, your leverage largely disappears.`,
    related: ['closing-process', 'home-inspection', 'contingencies', 'home-warranty'],
  },
  {
    id: 'multiple-offers',
    title: 'Multiple offers and bidding wars',
    category: 'buying-selling',
    keywords: [
      'bidding war',
      'multiple offers',
      'escalation clause',
      'highest and best',
      'competitive offer',
      'over asking',
    ],
    body: `In a **multiple-offer** situation the seller often asks for **"highest and best"** by a deadline. Price matters, but so do certainty and convenience.

Ways to strengthen an offer:

- A strong **pre-approval**, or proof of funds for cash
- A larger **earnest money** deposit
- Shorter contingency periods, or an inspection for information only
- An **appraisal gap guarantee** if you have spare cash
- Flexible closing or a free rent-back for the seller
- An **escalation clause**: you beat the best competing offer by a set increment up to a cap

Decide your walk-away number beforehand using comparable sales and your budget, and remember that anything above the appraised value must be paid in cash. Don't waive protections you can't afford to lose.`,
    related: ['making-an-offer', 'contingencies', 'appraisal', 'months-of-inventory'],
  },
  {
    id: 'first-time-buyer-programs',
    title: 'First-time homebuyer programs',
    category: 'buying-selling',
    keywords: [
      'first time buyer',
      'first-time homebuyer',
      'down payment assistance',
      'housing finance agency',
      'homebuyer education',
      'grants',
    ],
    body: `Many programs help **first-time buyers**, usually defined as anyone who hasn't owned a home in the past three years.

- **Low-down-payment loans**: FHA (3.5%), conventional 3% programs, and VA and USDA with no down payment.
- **State and local housing finance agencies** offer down payment and closing-cost assistance as grants, deferred loans or forgivable second mortgages, often paired with a below-market first mortgage.
- **Mortgage credit certificates** in some states give a federal tax credit for part of the mortgage interest.
- Employer, credit union and community programs.

Most have **income and price limits**, require a homebuyer education course, and require that you live in the home. Some assistance must be repaid if you sell or refinance within a set period, so read the terms. A local lender familiar with your state agency's programs is the best starting point.`,
    related: ['down-payment', 'fha-loan', 'usda-loan', 'pre-approval'],
  },
  {
    id: 'homeowners-insurance',
    title: 'Homeowners insurance',
    category: 'buying-selling',
    keywords: [
      'homeowners insurance',
      'hazard insurance',
      'ho-3',
      'dwelling coverage',
      'deductible',
      'insurance premium',
    ],
    body: `Lenders require **homeowners insurance** before closing. A standard policy (often called HO-3) covers:

- **Dwelling**: rebuilding the house after covered damage such as fire, wind or hail
- **Other structures**: fences, sheds, detached garages
- **Personal property**, usually at replacement cost if you choose it
- **Liability** if someone is injured on your property
- **Loss of use**: living costs while repairs are made

**Floods and earthquakes are excluded**; they need separate policies. Premiums depend on rebuilding cost, location, the roof's age, the claims history and your deductible; a rough national range is 0.3–1% of the home's value per year, much higher in storm- and wildfire-prone areas. Get quotes before making an offer in high-risk regions, and insure for rebuilding cost, not market value.`,
    related: ['flood-zones', 'escrow-account', 'property-taxes', 'home-warranty'],
  },
  {
    id: 'property-taxes',
    title: 'Property taxes',
    category: 'buying-selling',
    keywords: [
      'property tax',
      'property taxes',
      'assessed value',
      'mill rate',
      'millage',
      'homestead exemption',
      'tax assessment',
    ],
    body: `**Property taxes** are set locally: the assessor values the property, and the combined rates of the county, city, school district and other districts are applied to the assessed value. Effective rates vary from about **0.3% to over 2%** of market value per year depending on the state and county.

Things to know when buying:

- The seller's current bill may be misleading; many places **reassess at sale**, and exemptions the seller had don't transfer.
- **Homestead exemptions** reduce taxes on a primary residence; you usually have to apply.
- Some states cap annual assessment increases.
- You can **appeal** an assessment that is higher than comparable homes.

With an escrow account, the lender pays the bills and adjusts your payment each year. Budget for taxes rising over time, and check for special assessments or bonds.`,
    related: ['escrow-account', 'homeowners-insurance', 'hoa', 'school-districts'],
  },
  {
    id: 'hoa',
    title: 'Homeowners associations (HOA)',
    category: 'buying-selling',
    keywords: [
      'hoa',
      'homeowners association',
      'hoa fees',
      'ccrs',
      'special assessment',
      'condo association',
      'reserve study',
    ],
    body: `A **homeowners association (HOA)** manages shared areas and enforces rules in many condos, townhome communities and subdivisions. Owners pay **dues**, monthly or quarterly, which lenders count in your housing payment.

What dues cover varies: landscaping, pools, exterior maintenance, roofs, insurance on the building, water or trash, and a **reserve fund** for future repairs. Review these before buying:

- **CC&Rs and bylaws**: rules on rentals, pets, parking, renovations and short-term rentals
- **Budget and reserve study**: underfunded reserves often lead to **special assessments**
- Meeting minutes, pending litigation and the master insurance policy
- The history of due increases

A well-run HOA protects property values; a poorly run one can be costly. Some condo projects must also meet lender approval requirements for financing.`,
    related: ['property-taxes', 'short-term-rentals', 'closing-costs', 'zoning'],
  },
  {
    id: 'for-sale-by-owner',
    title: 'For sale by owner (FSBO)',
    category: 'buying-selling',
    keywords: ['fsbo', 'for sale by owner', 'sell without an agent', 'flat fee mls', 'sell my house myself'],
    body: `**For sale by owner (FSBO)** means the seller markets and negotiates without a listing agent to save on commission. It works best in a hot market, for a home that is easy to price, and for sellers with time and patience.

The seller takes on the agent's jobs: setting a price from comparable sales, photos and listings, showings, screening buyers for pre-approval, negotiating, and managing deadlines. Consider these options:

- A **flat-fee MLS listing** puts the home on the multiple listing service for a few hundred dollars.
- A **real estate attorney** or title company can prepare and review the contract.
- You may still pay a **buyer's agent** if the buyer has one.

Required **disclosures** (lead-based paint for pre-1978 homes, known defects) still apply. Studies commonly find FSBO homes sell for less on average, so compare the savings with the risks.`,
    related: ['real-estate-agents', 'pricing-a-home', 'comparable-sales', 'home-staging'],
  },
  {
    id: 'home-warranty',
    title: 'Home warranties',
    category: 'buying-selling',
    keywords: ['home warranty', 'appliance warranty', 'service contract', 'home protection plan'],
    body: `A **home warranty** is a one-year service contract that pays to repair or replace covered **systems and appliances** (heating, cooling, water heater, plumbing, electrical, kitchen appliances) when they fail from normal wear. It is not insurance: homeowners insurance covers sudden damage such as fire or storms, not worn-out equipment.

Plans cost a few hundred dollars a year plus a **service fee** for each call, and the company chooses the contractor. Read the exclusions carefully: pre-existing conditions, improper maintenance, code upgrades and coverage caps are frequent reasons claims are denied.

Sellers sometimes offer a warranty to reassure buyers, and buyers can ask for one as a concession. It is most useful for an older home with aging appliances; for newer homes, setting the premium aside in a repair fund is often just as good.`,
    related: ['home-inspection', 'homeowners-insurance', 'final-walkthrough', 'closing-costs'],
  },
  {
    id: 'capital-gains-home-sale',
    title: 'Capital gains on selling a home',
    category: 'buying-selling',
    keywords: [
      'capital gains',
      'section 121',
      'home sale exclusion',
      '250000 exclusion',
      '500000 exclusion',
      'taxes when selling a house',
    ],
    body: `When you sell your **primary residence**, the federal home sale exclusion lets you exclude up to **$250,000 of gain ($500,000 for married couples filing jointly)** from income tax, if you owned the home and lived in it for at least **two of the five years** before the sale. It can be used again every two years.

Gain = sale price minus selling costs minus your **basis** (purchase price plus closing costs and capital improvements such as a new roof or addition, not repairs). Keep receipts for improvements.

Gains above the exclusion, and gains on rentals or second homes, are taxed as capital gains, and depreciation claimed on a rental is recaptured at up to 25%. Partial exclusions can apply after a job move or health reasons. Investors can defer gains on rentals with a 1031 exchange. Check with a tax professional.`,
    related: ['1031-exchange', 'depreciation', 'pricing-a-home', 'house-flipping'],
  },
  // -------------------------------------------------------------------------------------------- investing
  {
    id: '1031-exchange',
    title: '1031 exchange',
    category: 'investing',
    keywords: [
      '1031',
      '1031 exchange',
      'like-kind exchange',
      'tax deferred exchange',
      'qualified intermediary',
      'defer capital gains',
    ],
    body: `A **1031 exchange** (named after Section 1031 of the tax code) lets an investor sell investment or business real estate and **defer capital gains and depreciation recapture taxes** by buying other "like-kind" real estate. Almost any investment real estate qualifies: a rental house can be swapped for an apartment building or land. Primary homes do not.

The rules are strict:

- A **qualified intermediary** must hold the sale proceeds; if you touch the money, the gain is taxable.
- Identify replacement properties within **45 days** of the sale.
- Close on the replacement within **180 days**.
- To defer all tax, buy property of equal or greater value and replace the debt; cash left over ("boot") is taxable.

Investors can exchange repeatedly, and heirs may receive a stepped-up basis. Work with a tax advisor before listing.`,
    related: ['capital-gains-home-sale', 'depreciation', 'cost-segregation', 'syndications'],
  },
  {
    id: 'brrrr',
    title: 'BRRRR strategy',
    category: 'investing',
    keywords: ['brrrr', 'buy rehab rent refinance repeat', 'brrr', 'value add rental', 'recycle capital'],
    body: `**BRRRR** stands for **Buy, Rehab, Rent, Refinance, Repeat**, a way to grow a rental portfolio while recycling the same cash.

1. **Buy** a distressed property below market value, often with cash or a short-term loan.
2. **Rehab** it to raise its value and rent.
3. **Rent** it to a qualified tenant at market rent.
4. **Refinance** with a cash-out loan based on the new, higher appraised value (typically up to 70–75% LTV for investment property), paying off the purchase financing.
5. **Repeat** with the cash you pulled out.

It works only if the after-repair value is high enough. A common screen is keeping purchase plus rehab under about 75% of the after-repair value. Risks include rehab overruns, low appraisals, lender seasoning periods (often six to twelve months) and rents that don't cover the new, larger loan.`,
    related: ['cash-out-refinance', 'house-flipping', 'cash-on-cash-return', 'house-hacking'],
  },
  {
    id: 'house-hacking',
    title: 'House hacking',
    category: 'investing',
    keywords: [
      'house hacking',
      'rent out rooms',
      'live in one unit',
      'owner occupied duplex',
      'multifamily owner occupant',
      'adu',
    ],
    body: `**House hacking** means living in a property while renting out part of it so the rent offsets your housing cost. Common versions:

- Buy a **duplex to fourplex**, live in one unit and rent the others.
- Rent spare **bedrooms** in a single-family home.
- Rent a **basement apartment or accessory dwelling unit (ADU)**.

Because you live there, you can use **owner-occupant financing**: FHA (3.5% down) works for two- to four-unit properties, and conventional and VA loans also allow multi-unit primary residences. Lenders may count part of the expected rent toward qualifying.

It's a low-cost way to start investing and learn to be a landlord, but you live next to your tenants. Check zoning and HOA rules for ADUs and room rentals, and budget for vacancies and repairs. After a year you can often move out and keep the property as a rental.`,
    related: ['brrrr', 'fha-loan', 'property-management', 'zoning'],
  },
  {
    id: 'short-term-rentals',
    title: 'Short-term rentals',
    category: 'investing',
    keywords: [
      'short term rental',
      'airbnb',
      'vrbo',
      'vacation rental',
      'str',
      'occupancy rate',
      'average daily rate',
    ],
    body: `**Short-term rentals** rent furnished homes by the night or week through booking platforms. They can earn more than a yearly lease, but income swings with seasons and demand, and costs are higher.

Key numbers: **average daily rate (ADR)** × **occupancy rate** = revenue. Then subtract cleaning, platform fees, furnishing, supplies, utilities, internet, higher insurance, lodging taxes and often 20–30% for a management company.

Regulation is the biggest risk. Many cities require **permits**, limit rentals to primary residences, cap the number of nights, or ban them in certain zones, and many HOAs prohibit them. Rules can change after you buy. Check local law, HOA documents and realistic comparable listings before buying, and compare the result with a traditional long-term lease on the same property.`,
    related: ['zoning', 'hoa', 'property-management', 'vacancy-rate'],
  },
  {
    id: 'house-flipping',
    title: 'House flipping',
    category: 'investing',
    keywords: ['flip', 'flipping', 'fix and flip', '70% rule', 'after repair value', 'arv', 'hard money'],
    body: `**Flipping** means buying a property, improving it and reselling it quickly for a profit. Profit depends on buying well, controlling rehab costs and selling fast.

The **70% rule** is a quick screen: pay no more than 70% of the **after-repair value (ARV)** minus repair costs. For a home worth $300,000 after a $40,000 rehab, the maximum offer is about $170,000 (0.70 × $300,000 − $40,000). The 30% margin covers profit and holding and selling costs.

Costs people underestimate: **holding costs** (loan interest, taxes, insurance, utilities) during the project, selling commissions and closing costs, permits, and surprises behind walls. Flippers often use **hard money loans** with high rates and points. Profits are usually taxed as ordinary income, not long-term capital gains. A slowing market can erase margins quickly.`,
    related: ['brrrr', 'comparable-sales', 'capital-gains-home-sale', 'appraisal'],
  },
  {
    id: 'reits',
    title: 'REITs',
    category: 'investing',
    keywords: [
      'reit',
      'reits',
      'real estate investment trust',
      'publicly traded real estate',
      'dividends',
      'passive real estate investing',
    ],
    body: `A **real estate investment trust (REIT)** is a company that owns or finances income-producing real estate, such as apartments, warehouses, offices, data centers, cell towers or mortgages. To avoid corporate income tax, a REIT must pay out at least **90% of its taxable income** as dividends.

Most investors buy **publicly traded REITs** or REIT index funds through a brokerage account. Advantages: low minimums, instant diversification, daily liquidity and professional management. Downsides: share prices move with the stock market and interest rates, and dividends are mostly taxed as ordinary income (holding them in retirement accounts helps).

**Non-traded REITs** are sold privately, often with high fees and limited ability to cash out. Compared with owning rentals, REITs offer no control and no leverage you choose, but they also require no landlord work.`,
    related: ['syndications', 'commercial-property-types', 'cap-rate', 'depreciation'],
  },
  {
    id: 'syndications',
    title: 'Real estate syndications',
    category: 'investing',
    keywords: [
      'syndication',
      'syndications',
      'general partner',
      'limited partner',
      'sponsor',
      'preferred return',
      'accredited investor',
    ],
    body: `A **syndication** pools money from many investors to buy a property too large for one of them, usually apartments, self-storage or commercial buildings.

- The **sponsor** or general partner (GP) finds the deal, arranges the loan and runs the business plan.
- **Limited partners** (LPs) supply most of the equity and have no management role; their liability is limited to what they invested.

Typical terms include a **preferred return** (often 6–8%) paid to LPs before the sponsor shares profits, then a split such as 70/30, plus sponsor fees for acquisition and asset management. Hold periods are usually three to seven years, and money is locked up until a sale or refinance.

Many offerings are open only to **accredited investors**. Evaluate the sponsor's track record, the assumptions in the projections (rent growth, exit cap rate), the debt terms and the fees.`,
    related: ['reits', 'cap-rate', 'noi', 'depreciation'],
  },
  {
    id: 'depreciation',
    title: 'Depreciation on rental property',
    category: 'investing',
    keywords: [
      'depreciation',
      '27.5 years',
      '39 years',
      'depreciation recapture',
      'tax deduction rental',
      'basis',
    ],
    body: `**Depreciation** lets owners of rental property deduct the cost of the **building (not the land)** over its useful life: **27.5 years** for residential rentals and **39 years** for commercial property. It is a non-cash expense, so a property can produce positive cash flow while showing a tax loss.

Example: a $400,000 rental with $80,000 of land value gives $320,000 ÷ 27.5 ≈ **$11,636 per year** of depreciation. Improvements such as a new roof are depreciated separately.

When you sell, depreciation taken (or allowed) is **recaptured** and taxed at up to 25%, unless you defer it with a 1031 exchange. Passive-loss rules can limit how much of a rental loss offsets wages, with exceptions for some lower-income owners and real estate professionals. Keep good records and work with a tax preparer.`,
    related: ['cost-segregation', '1031-exchange', 'capital-gains-home-sale', 'syndications'],
  },
  {
    id: 'cost-segregation',
    title: 'Cost segregation',
    category: 'investing',
    keywords: [
      'cost segregation',
      'cost seg',
      'accelerated depreciation',
      'bonus depreciation',
      '5 year property',
      '15 year property',
    ],
    body: `A **cost segregation study** is an engineering-based analysis that splits a building's cost into parts with shorter depreciation lives: **5-year** personal property (appliances, carpet, some fixtures), **15-year** land improvements (parking lots, landscaping, fencing) and the remaining 27.5- or 39-year structure.

Moving cost into shorter lives front-loads depreciation deductions, and where **bonus depreciation** is available much of the short-life portion can be deducted in the first year. That raises early after-tax cash flow, which investors can reinvest.

Studies cost a few thousand dollars and pay off best on larger properties, typically $500,000 and up. Trade-offs: more **depreciation recapture** when you sell (unless you do a 1031 exchange), and passive-loss limits may keep you from using the deductions against wages. Talk to a CPA first.`,
    related: ['depreciation', '1031-exchange', 'syndications', 'commercial-property-types'],
  },
  {
    id: 'cash-on-cash-return',
    title: 'Cash-on-cash return',
    category: 'investing',
    keywords: ['cash on cash', 'cash-on-cash', 'coc return', 'return on cash invested', 'cash flow return'],
    body: `**Cash-on-cash return** measures the yearly cash a rental puts in your pocket relative to the cash you put in:

**Cash-on-cash = annual pre-tax cash flow ÷ total cash invested**

Cash flow is NOI minus mortgage payments. Cash invested includes the down payment, closing costs and upfront repairs. Example: $6,000 of yearly cash flow on $75,000 invested is an **8%** cash-on-cash return.

Unlike the cap rate, it reflects **financing**: leverage can raise it when the property's yield exceeds the loan's cost, and lower it when rates are high. It ignores appreciation, loan paydown and taxes, so investors also look at total return or IRR. Many target 8–12% for single-family rentals, but it depends on market and risk. Ask me to analyze a rental and I'll compute it.`,
    related: ['cap-rate', 'noi', 'dscr', 'one-percent-rule'],
  },
  {
    id: 'one-percent-rule',
    title: 'The 1% rule',
    category: 'investing',
    keywords: [
      '1% rule',
      'one percent rule',
      '2% rule',
      '50% rule',
      'rental rule of thumb',
      'rent to price ratio',
    ],
    body: `The **1% rule** is a quick screen for rentals: monthly rent should be at least **1% of the purchase price** (plus immediate repairs). A $200,000 house should rent for $2,000 a month or more to pass.

It is only a filter. In expensive coastal markets almost nothing passes yet properties can still work through appreciation; in cheap markets a property can pass while high taxes, repairs or vacancy eat the profit. Related rules of thumb:

- The **50% rule**: operating expenses (excluding the mortgage) run about half the rent over time.
- The **2% rule**: an aggressive cash-flow target usually met only in low-cost areas.
- The **gross rent multiplier**: price ÷ annual rent.

Always follow up with a real analysis of NOI, cash flow, cap rate and DSCR.`,
    related: ['gross-rent-multiplier', 'cash-on-cash-return', 'cap-rate', 'price-to-rent-ratio'],
  },
  {
    id: 'gross-rent-multiplier',
    title: 'Gross rent multiplier (GRM)',
    category: 'investing',
    keywords: ['grm', 'gross rent multiplier', 'price to rent multiple', 'rent multiplier'],
    body: `The **gross rent multiplier (GRM)** compares a property's price with its gross rents:

**GRM = price ÷ gross annual rent**

A $500,000 fourplex bringing in $60,000 a year has a GRM of about **8.3**. Lower means more rent for each dollar of price.

GRM is quick because it needs only the price and rent roll, which makes it useful for comparing similar properties in the same area or estimating value: if similar buildings trade at a GRM of 9, a building with $60,000 of rent suggests roughly $540,000.

Its weakness: it ignores **expenses and vacancy**. Two buildings with the same rent can have very different taxes, utilities or repair needs. Use it to screen, then confirm with NOI and cap rate.`,
    related: ['cap-rate', 'one-percent-rule', 'noi', 'comparable-sales'],
  },
  {
    id: 'property-management',
    title: 'Property management',
    category: 'investing',
    keywords: [
      'property manager',
      'property management',
      'management fee',
      'self manage',
      'leasing fee',
      'landlord',
    ],
    body: `A **property manager** runs a rental for the owner: marketing vacancies, screening tenants, leases, rent collection, maintenance and repairs, inspections, notices and evictions, and bookkeeping.

Typical fees for residential rentals:

- **8–12% of collected rent** each month
- A **leasing fee** of 50–100% of one month's rent for each new tenant
- Lease renewal fees, maintenance markups, and setup or vacancy fees with some firms

Self-managing saves the fee but costs time and requires knowing landlord-tenant law, fair housing rules and local codes. Even if you self-manage now, **include a management fee in your analysis** so the deal still works if you hire help later. When interviewing managers, ask about average vacancy time, tenant screening criteria (applied equally to every applicant), how they handle maintenance and what reports you will receive.`,
    related: ['tenant-screening', 'vacancy-rate', 'short-term-rentals', 'house-hacking'],
  },
  {
    id: 'tenant-screening',
    title: 'Tenant screening',
    category: 'investing',
    keywords: [
      'tenant screening',
      'rental application',
      'background check',
      'rental criteria',
      'choose tenants',
      'income requirement',
    ],
    body: `Good **tenant screening** uses written criteria applied **the same way to every applicant**, which is fairer and protects you under fair housing laws.

Common criteria:

- **Income**: often gross income of about three times the rent, verified with pay stubs or bank statements
- **Credit** history, focused on rent and utility payments
- **Rental history** and landlord references
- **Eviction records**, and criminal history only as local law permits, assessed individually

Process applications in the order received, and document your decisions. Never select or reject applicants because of race, color, religion, national origin, sex, disability or familial status, and check state and local rules that add protections such as source of income. Tenants with disabilities may request **reasonable accommodations**, such as an assistance animal despite a no-pets policy.`,
    related: ['fair-housing', 'property-management', 'vacancy-rate', 'house-hacking'],
  },
  // ------------------------------------------------------------------------------------------- commercial
  {
    id: 'nnn-lease',
    title: 'Triple net (NNN) lease',
    category: 'commercial',
    keywords: [
      'nnn',
      'triple net',
      'net lease',
      'absolute net',
      'gross lease',
      'modified gross',
      'double net',
    ],
    body: `In a **triple net (NNN) lease**, the tenant pays base rent **plus the property's three "nets": property taxes, building insurance and maintenance** (including common-area maintenance). The landlord receives fairly predictable net income.

Lease types compared:

- **Gross (full-service)**: the landlord pays operating expenses out of a higher rent, common in office buildings.
- **Modified gross**: costs are split, for example the tenant pays utilities and increases over a base year.
- **Single net / double net**: the tenant pays taxes, or taxes and insurance.
- **Absolute NNN**: the tenant also covers structural items such as the roof.

NNN leases are common for retail and industrial buildings and for single-tenant properties such as pharmacies or fast-food restaurants, where long terms with a creditworthy tenant make them attractive to passive investors. Tenants should audit expense reconciliations and negotiate caps.`,
    related: ['cam-charges', 'cap-rate', 'commercial-property-types', 'tenant-improvements'],
  },
  {
    id: 'cam-charges',
    title: 'Common area maintenance (CAM)',
    category: 'commercial',
    keywords: [
      'cam',
      'common area maintenance',
      'cam charges',
      'cam reconciliation',
      'operating expense pass through',
      'pro rata share',
    ],
    body: `**Common area maintenance (CAM) charges** pass the cost of shared areas in a commercial property to tenants. They typically cover parking-lot upkeep, landscaping, snow removal, lighting, security, cleaning of shared spaces, and often property management fees.

Each tenant pays its **pro rata share**, usually its leased square feet divided by the building's total. Landlords bill estimated CAM monthly and send a **year-end reconciliation** comparing estimates with actual costs, followed by a refund or an extra bill.

Points to negotiate as a tenant:

- **Caps** on yearly increases in controllable costs
- Exclusions for capital improvements, the landlord's leasing costs and management fees over a set percentage
- **Audit rights** to review the landlord's books

CAM, taxes and insurance together are the extra costs of an NNN lease, so compare total occupancy cost, not just base rent.`,
    related: ['nnn-lease', 'commercial-property-types', 'noi', 'tenant-improvements'],
  },
  {
    id: 'cap-rate',
    title: 'Capitalization rate (cap rate)',
    category: 'commercial',
    keywords: ['cap rate', 'capitalization rate', 'cap rates', 'exit cap', 'going-in cap rate', 'yield'],
    body: `The **capitalization (cap) rate** is the unlevered yield of an income property:

**Cap rate = net operating income (NOI) ÷ price (or value)**

A building with $24,000 of NOI bought for $300,000 has an **8%** cap rate. Rearranged, **value = NOI ÷ cap rate**, which is how brokers and appraisers value commercial property: if similar buildings trade at 6%, $60,000 of NOI suggests about $1,000,000.

Cap rates reflect risk and growth expectations. Lower cap rates (higher prices) go with prime locations, strong tenants and newer buildings; higher cap rates with older, riskier or slower-growth assets. They tend to rise when interest rates rise.

The cap rate ignores financing, so compare it with your loan rate: if the cap rate is below the mortgage rate, leverage lowers your cash return. Investors also model an **exit cap rate** for the eventual sale.`,
    related: ['noi', 'cash-on-cash-return', 'dscr', 'gross-rent-multiplier'],
  },
  {
    id: 'noi',
    title: 'Net operating income (NOI)',
    category: 'commercial',
    keywords: [
      'noi',
      'net operating income',
      'operating expenses',
      'effective gross income',
      'operating income',
    ],
    body: `**Net operating income (NOI)** is the income a property produces after operating expenses, **before** mortgage payments and income taxes:

1. **Gross potential rent**, plus other income such as parking or laundry
2. Minus **vacancy and credit loss** = effective gross income
3. Minus **operating expenses**: property taxes, insurance, repairs and maintenance, management, utilities the owner pays, landscaping, and reserves for replacements

**NOI = effective gross income − operating expenses**

Not included: debt service, depreciation, income taxes and large capital expenditures (though many analysts deduct a reserve). Because NOI excludes financing, it lets you compare properties on equal terms, and it drives value through the cap rate (value = NOI ÷ cap rate) and loan size through DSCR. Be skeptical of a seller's "pro forma" NOI; verify it against actual rent rolls and expense statements.`,
    related: ['cap-rate', 'dscr', 'vacancy-rate', 'cam-charges'],
  },
  {
    id: 'dscr',
    title: 'Debt service coverage ratio (DSCR)',
    category: 'commercial',
    keywords: ['dscr', 'debt service coverage', 'debt coverage ratio', 'dscr loan', 'debt yield'],
    body: `The **debt service coverage ratio (DSCR)** shows how comfortably a property's income covers its loan payments:

**DSCR = NOI ÷ annual debt service (principal + interest)**

A DSCR of **1.0** means income exactly covers the mortgage; **1.25** means 25% more income than needed. Commercial and multifamily lenders commonly require **1.20–1.35**, and the requirement often determines the maximum loan: divide NOI by the required DSCR to find the payment the property can support.

Example: NOI of $60,000 and debt service of $48,000 give a DSCR of 1.25.

**DSCR loans** for residential investors qualify the borrower based on the property's rent rather than personal income, usually at higher rates with 20–25% down. Rising rates reduce DSCR on variable loans and at refinance, which is a common source of stress for leveraged owners.`,
    related: ['noi', 'cap-rate', 'cash-on-cash-return', 'loan-to-value'],
  },
  {
    id: 'tenant-improvements',
    title: 'Tenant improvements (TI)',
    category: 'commercial',
    keywords: [
      'tenant improvements',
      'ti allowance',
      'build out',
      'buildout',
      'leasehold improvements',
      'turnkey',
    ],
    body: `**Tenant improvements (TI)** are changes made to commercial space for a specific tenant: walls, flooring, lighting, kitchens, restrooms, cabling. Landlords often fund part of them through a **TI allowance**, quoted per square foot (for example $40/sf on a 10-year office lease).

Common structures:

- **Allowance**: the landlord pays up to a set amount, and the tenant pays overruns.
- **Turnkey**: the landlord delivers finished space to an agreed plan.
- **As-is**: the tenant pays everything, usually in exchange for lower rent or free months.

Longer leases and stronger tenants get larger allowances, because the landlord recovers the cost through rent over the term. Tenants should clarify who manages construction, whether unused allowance can cover moving or furniture, and what must be removed at lease end. With rent concessions, TI determines the landlord's effective rent.`,
    related: ['nnn-lease', 'cam-charges', 'commercial-property-types', 'building-classes'],
  },
  {
    id: 'absorption-rate',
    title: 'Absorption rate',
    category: 'market',
    keywords: ['absorption', 'absorption rate', 'net absorption', 'lease up', 'how fast homes sell'],
    body: `The **absorption rate** measures how quickly available space or homes are taken up by the market.

**Residential**: homes sold in a period ÷ homes available. If 60 homes sold last month and 240 are listed, the absorption rate is 25% per month, which implies about four months of inventory. Higher absorption favors sellers.

**Commercial**: **net absorption** is square feet newly occupied minus square feet vacated over a period. Positive net absorption means demand is growing faster than space is being vacated; negative means space is emptying. Developers and lenders compare absorption with the construction pipeline to judge whether new buildings will lease up or push vacancy higher.

Absorption is best read as a trend for a specific submarket and price range, not as a single number.`,
    related: ['months-of-inventory', 'vacancy-rate', 'days-on-market', 'commercial-property-types'],
  },
  {
    id: 'vacancy-rate',
    title: 'Vacancy rate',
    category: 'commercial',
    keywords: ['vacancy', 'vacancy rate', 'occupancy', 'economic vacancy', 'physical vacancy', 'credit loss'],
    body: `The **vacancy rate** is the share of units or square feet not occupied. **Occupancy** is its complement: 6% vacancy means 94% occupancy.

Two versions matter for investors:

- **Physical vacancy**: empty units.
- **Economic vacancy**: income lost to empty units, concessions and unpaid rent; it is usually higher.

In a rental analysis, deduct a vacancy and credit-loss allowance from gross rent even if the property is full today: **5–8%** is a common assumption for residential rentals, more for weak markets or student housing. Market vacancy rates from brokerage reports and census data show how tight a market is: low vacancy supports rent growth, while rising vacancy and heavy new construction signal softening rents. For commercial property, vacancy differs a lot by building class and submarket.`,
    related: ['noi', 'absorption-rate', 'building-classes', 'property-management'],
  },
  {
    id: 'building-classes',
    title: 'Building classes (Class A, B, C)',
    category: 'commercial',
    keywords: ['class a', 'class b', 'class c', 'building class', 'property class', 'trophy building'],
    body: `Investors grade buildings into **classes**, relative to the local market:

- **Class A**: newer or recently renovated, top locations, high-end finishes and amenities, strong tenants. Highest rents, lowest cap rates, lowest perceived risk.
- **Class B**: older but well maintained, good locations, average rents. Often targeted by **value-add** investors who renovate them to near-A standards.
- **Class C**: typically 30+ years old, dated systems, less desirable locations, lower rents and higher cap rates. More management intensity, deferred maintenance and tenant turnover.

Some add **Class D** for distressed properties. The labels are informal; what counts as Class A in a small city may be Class B in a major one. Match the class to your strategy: stable income (A), improvement upside (B), or higher yield with more work (C).`,
    related: ['commercial-property-types', 'cap-rate', 'vacancy-rate', 'tenant-improvements'],
  },
  {
    id: 'commercial-property-types',
    title: 'Commercial property types',
    category: 'commercial',
    keywords: [
      'commercial real estate',
      'office',
      'retail',
      'industrial',
      'multifamily',
      'warehouse',
      'self storage',
      'mixed use',
    ],
    body: `Commercial real estate falls into a few main **property types**, each with its own drivers:

- **Multifamily**: apartment buildings of five or more units; steady demand, short leases, financing through agency lenders.
- **Office**: CBD towers to suburban parks; long leases and big tenant improvement costs, with demand reshaped by remote work.
- **Retail**: strip centers, malls, single-tenant net-lease stores; depends on traffic and anchor tenants, often on NNN leases.
- **Industrial**: warehouses, distribution and flex space; driven by e-commerce and logistics, with simple buildings and low upkeep.
- **Hospitality**: hotels operated day to day, with the most volatile income.
- **Specialty**: self-storage, medical office, senior housing, data centers.

**Mixed-use** combines types, such as shops below apartments. Compare cap rates, lease lengths and vacancy within the same type and submarket.`,
    related: ['building-classes', 'nnn-lease', 'cap-rate', 'reits'],
  },
  // ----------------------------------------------------------------------------------------------- market
  {
    id: 'comparable-sales',
    title: 'Comparable sales (comps)',
    category: 'market',
    keywords: [
      'comps',
      'comparables',
      'comparable sales',
      'home value',
      'what is my house worth',
      'market value',
      'price per square foot',
    ],
    body: `**Comparable sales ("comps")** are recent sales of similar nearby homes, and they're the basis of both appraisals and pricing decisions.

Good comps are:

- **Recent**: sold within about three to six months
- **Close**: same neighborhood or subdivision, ideally within half a mile in cities
- **Similar**: size, bedrooms and bathrooms, age, lot, condition and style

Adjust for differences: add value to a comp that lacks your home's garage, subtract for a comp with a renovated kitchen. Price per square foot helps compare, but don't apply it blindly across very different homes.

**Pending sales** show where the market is heading; **active listings** show the competition; **expired listings** show prices the market rejected. Automated online estimates are a starting point only; a local agent's comparative market analysis or an appraisal is more reliable.`,
    related: ['appraisal', 'pricing-a-home', 'days-on-market', 'months-of-inventory'],
  },
  {
    id: 'months-of-inventory',
    title: "Months of inventory (buyer's vs. seller's market)",
    category: 'market',
    keywords: [
      'months of inventory',
      'months supply',
      'housing inventory',
      "buyer's market",
      "seller's market",
      'balanced market',
      'housing supply',
    ],
    body: `**Months of inventory** (months' supply) estimates how long the current listings would take to sell at the current pace if no new homes came on the market:

**Months of inventory = active listings ÷ homes sold per month**

Rough guide:

- **Under about 4 months**: a **seller's market**, with multiple offers, quick sales and rising prices
- **About 4–6 months**: balanced
- **Over 6 months**: a **buyer's market**, with more choice, price cuts and room to negotiate concessions

Look at it by **price range and area**: entry-level homes can be scarce while luxury homes sit. Watch the trend as well as the level: inventory rising for several months usually comes before slower price growth. Combine it with days on market and the sale-to-list price ratio for a fuller picture.`,
    related: ['absorption-rate', 'days-on-market', 'seasonality', 'multiple-offers'],
  },
  {
    id: 'days-on-market',
    title: 'Days on market (DOM)',
    category: 'market',
    keywords: [
      'days on market',
      'dom',
      'cumulative days on market',
      'stale listing',
      'time to sell',
      'sale to list ratio',
    ],
    body: `**Days on market (DOM)** counts the days from listing to accepted contract (sometimes to closing). The median for an area shows how fast homes are selling.

For a **buyer**, a home that has sat well past the local median may have a pricing or condition issue, or a motivated seller: room to negotiate. Check **cumulative DOM**, since relisting can reset the counter, and the price-change history.

For a **seller**, the first two to three weeks draw the most attention. If showings are slow, the price or presentation likely needs adjusting; waiting usually leads to a larger cut later.

Market-wide, falling DOM and a rising **sale-to-list price ratio** (sold price ÷ final list price) signal a heating market; rising DOM and more price cuts signal cooling. Compare the same season year over year.`,
    related: ['months-of-inventory', 'pricing-a-home', 'seasonality', 'comparable-sales'],
  },
  {
    id: 'price-to-rent-ratio',
    title: 'Price-to-rent ratio',
    category: 'market',
    keywords: [
      'price to rent',
      'price-to-rent ratio',
      'rent or buy',
      'rent vs buy',
      'is it better to rent or buy',
    ],
    body: `The **price-to-rent ratio** compares home prices with rents for similar homes:

**Price-to-rent = home price ÷ annual rent**

A $420,000 home that would rent for $2,000 a month ($24,000 a year) has a ratio of **17.5**.

Rough guide used by many analysts:

- **Below about 15**: buying tends to be favorable
- **15–20**: it depends on your plans and costs
- **Above about 20**: renting tends to be cheaper in the short run

It is a market-level screen, not a decision. Whether buying beats renting for you depends on how long you stay, your mortgage rate, taxes, maintenance, transaction costs, expected appreciation and what your down payment could earn elsewhere. The rule of thumb: the shorter your stay, the better renting looks. Ask me for a rent-vs-buy comparison with your numbers to see the break-even year.`,
    related: ['gross-rent-multiplier', 'appreciation-drivers', 'one-percent-rule', 'months-of-inventory'],
  },
  {
    id: 'appreciation-drivers',
    title: 'What drives home appreciation',
    category: 'market',
    keywords: [
      'appreciation',
      'home prices',
      'home values',
      'will prices go up',
      'housing market forecast',
      'price growth',
    ],
    body: `Home values rise over time because of a few forces:

- **Jobs and income growth**: employers and rising wages bring buyers who can pay more.
- **Supply constraints**: strict zoning, limited land, slow permitting and high building costs keep new supply behind demand.
- **Interest rates**: lower mortgage rates raise what buyers can borrow; rising rates cool prices.
- **Population and migration**: household formation, in-migration and demographics.
- **Location improvements**: new transit, schools, employers and amenities.
- **Inflation**: construction costs and rents lift replacement value.

Over long periods, U.S. home prices have risen roughly in line with or a bit faster than inflation, but with large regional differences and real downturns. No one can reliably forecast a specific home's appreciation. Don't buy on appreciation alone: make sure the payment works for your budget if prices stay flat for years.`,
    related: ['job-growth', 'months-of-inventory', 'zoning', 'seasonality'],
  },
  {
    id: 'seasonality',
    title: 'Seasonality in real estate',
    category: 'market',
    keywords: [
      'seasonality',
      'best time to buy',
      'best time to sell',
      'spring market',
      'winter market',
      'time of year',
    ],
    body: `Housing markets follow a **seasonal cycle**. In most of the U.S., listings and sales climb in **spring**, peak in late spring and early summer, and slow in late fall and winter. Families want to move between school years, and homes show better in good weather.

For **sellers**, spring usually brings the most buyers and the highest prices; listing in late winter can catch early buyers with less competition. For **buyers**, fall and winter often mean fewer competing offers, more motivated sellers and more negotiating room, though also fewer homes to choose from.

Seasonality varies by climate and market: Sun Belt and vacation areas have their own rhythms. When reading market statistics, compare a month with the **same month last year**, not with the month before, to separate seasonal swings from real trends.`,
    related: ['days-on-market', 'months-of-inventory', 'pricing-a-home', 'home-staging'],
  },
  {
    id: 'rent-vs-buy',
    title: 'Renting vs. buying',
    category: 'market',
    keywords: [
      'rent vs buy',
      'rent or buy',
      'should i buy a house',
      'should i rent',
      'renting vs owning',
      'break even rent buy',
    ],
    body: `Whether **buying beats renting** depends mostly on how long you stay and what owning really costs.

Owning costs more than the mortgage payment: property tax, insurance, maintenance (about 1% of value per year), HOA dues, and large **transaction costs**: roughly 2–5% to buy and 6–8% to sell. On the other side, you build equity through loan paydown and appreciation.

Renting costs rent, which usually rises each year, but your down payment and closing costs stay invested and can grow.

The **break-even horizon** is often **three to seven years**; below it, renting usually wins because transaction costs are not recovered. Buying also brings stability and control; renting brings flexibility and no repair bills. Ask me to compare your numbers, for example: \`Should I rent at $2,400/month or buy a $450k home at 6.5% if I stay 7 years?\``,
    related: ['price-to-rent-ratio', 'appreciation-drivers', 'closing-costs', 'down-payment'],
  },
  // --------------------------------------------------------------------------------------------- location
  {
    id: 'school-districts',
    title: 'School districts and home values',
    category: 'location',
    keywords: [
      'schools',
      'school district',
      'school ratings',
      'school boundaries',
      'good schools',
      'attendance zone',
    ],
    body: `**Schools** are one of the strongest influences on home prices, even for buyers without school-age children, because they affect resale demand.

How to research:

- Confirm the **attendance boundaries** with the school district; a listing's school information can be outdated, and boundaries change.
- Look at **state report cards**: test scores, growth over time, graduation rates, class sizes and course offerings. Growth measures often tell more than raw scores.
- Visit and talk with school staff if you can.
- Check **school choice** options: magnet, charter and open-enrollment programs may matter as much as the zoned school.

Homes in sought-after districts usually cost more and can carry higher property taxes, but they also tend to hold value better in downturns. Weigh the premium against private-school costs or other priorities such as commute time.`,
    related: ['property-taxes', 'commute', 'amenities', 'appreciation-drivers'],
  },
  {
    id: 'commute',
    title: 'Commute and transportation',
    category: 'location',
    keywords: ['commute', 'commute time', 'transit', 'public transportation', 'traffic', 'distance to work'],
    body: `**Commute time** is one of the most underrated factors in choosing a home: an extra 30 minutes each way adds up to about 250 hours a year.

How to evaluate it:

- Test the route at the **actual times** you would travel, or use a map service's arrival-time setting for a weekday rush hour.
- Compare **driving, transit, biking and walking** options, and note parking costs and tolls.
- Check how reliable transit is and how often it runs; living within walking distance of a rail station often supports home values.
- Consider every trip you make often, not only work: school, childcare, the gym, family.
- Look for planned road or transit projects, which can improve access or bring construction noise.

A cheaper home farther out can cost more overall once you add fuel, car wear, tolls and time. Price the commute into your budget.`,
    related: ['walkability', 'amenities', 'job-growth', 'school-districts'],
  },
  {
    id: 'walkability',
    title: 'Walkability',
    category: 'location',
    keywords: [
      'walkability',
      'walk score',
      'walkable neighborhood',
      'bikeable',
      'pedestrian friendly',
      'transit score',
    ],
    body: `**Walkability** describes how easily daily errands can be done on foot: groceries, cafés, parks, schools, pharmacies and transit within a comfortable walk, along safe sidewalks and crossings.

Published **walk, transit and bike scores** rate addresses on a 0–100 scale based on distance to amenities. They're a quick guide, but visit in person: check sidewalk quality, traffic speed, lighting, hills and how it feels at night.

Walkable neighborhoods often command **higher prices and rents**, and they tend to hold demand well because they appeal to many kinds of households. They can also reduce transportation costs if you can own one car instead of two. Trade-offs can include smaller lots, less parking, more noise and higher prices per square foot. Decide which daily trips you actually want to walk, and test those routes.`,
    related: ['amenities', 'commute', 'zoning', 'appreciation-drivers'],
  },
  {
    id: 'zoning',
    title: 'Zoning and land use',
    category: 'location',
    keywords: [
      'zoning',
      'zoning laws',
      'land use',
      'setbacks',
      'variance',
      'rezoning',
      'adu rules',
      'permitted use',
    ],
    body: `**Zoning** rules, set by the city or county, control how land can be used: residential, commercial, industrial, agricultural or mixed use, plus density, building height, **setbacks**, lot coverage and parking.

Why it matters to buyers and investors:

- Whether you can add an **ADU**, convert a garage, run a home business or operate a **short-term rental**
- Whether a duplex or fourplex is legal on the lot, or only a single-family home
- What could be built **next door**: check the zoning of nearby vacant lots and the city's comprehensive plan
- Whether existing additions were **permitted**; unpermitted work can block financing or require costly fixes

Changes require a **variance** or rezoning, which can be slow and uncertain. Many cities are loosening single-family-only zoning to allow more housing. Look up the parcel's zoning on the local planning department's map before making an offer.`,
    related: ['house-hacking', 'short-term-rentals', 'flood-zones', 'appreciation-drivers'],
  },
  {
    id: 'flood-zones',
    title: 'Flood zones and flood insurance',
    category: 'location',
    keywords: [
      'flood zone',
      'flood insurance',
      'fema flood map',
      'floodplain',
      'special flood hazard area',
      'nfip',
      'zone ae',
    ],
    body: `FEMA's **flood maps** mark **special flood hazard areas** (zones starting with A or V) with at least a 1% chance of flooding each year, about a 26% chance over a 30-year mortgage. If a home with a federally backed mortgage sits in one, **flood insurance is required**.

Standard homeowners policies **exclude flooding**, so consider flood coverage even outside mapped zones: a large share of flood claims come from lower-risk areas. Coverage is available through the National Flood Insurance Program and private insurers; NFIP policies usually have a 30-day waiting period.

Before buying:

- Look up the address on FEMA's flood map and any state or local flood-risk tools.
- Ask for the seller's disclosure and any flood claims history.
- Get an insurance quote early: premiums can be thousands of dollars a year.
- An **elevation certificate** can lower the premium.

Climate trends are raising risk in many coastal and river areas.`,
    related: ['homeowners-insurance', 'zoning', 'home-inspection', 'property-taxes'],
  },
  {
    id: 'crime-data',
    title: 'Researching crime and safety',
    category: 'location',
    keywords: ['crime', 'crime rates', 'safe neighborhood', 'safety', 'police data', 'crime map'],
    body: `To judge **safety** in an area, use **official data** rather than impressions or online comments:

- **Local police departments** often publish incident maps, open-data portals and annual reports.
- The FBI's national crime data program publishes agency-level statistics, although reporting coverage varies.
- City open-data sites let you filter incidents by type and date.

Tips for reading the data:

- Compare **rates per resident** and the **type** of incident (property vs. violent), not raw counts; busy commercial areas show more reports.
- Look at **trends over several years**.
- Check the specific blocks around the home, and visit at different times of day.

Ask the local police non-emergency line or a community meeting about concerns, and look at practical factors such as street lighting and traffic. Avoid judging safety by who lives in an area; that isn't reliable and can lead to unlawful steering.`,
    related: ['amenities', 'walkability', 'school-districts', 'fair-housing'],
  },
  {
    id: 'job-growth',
    title: 'Job growth and local economy',
    category: 'location',
    keywords: [
      'job growth',
      'employment',
      'local economy',
      'major employers',
      'unemployment rate',
      'economic growth',
    ],
    body: `**Jobs drive housing demand.** Areas adding employers and wage growth attract residents, which supports rents and home prices; areas losing jobs often see flat or falling values.

What to check:

- **Employment growth and unemployment** from state labor departments and federal statistics
- **Diversity of employers**: a town dependent on one plant or one industry carries more risk
- **Major announcements**: new headquarters, hospitals, universities, factories or military bases, and closures
- **Population and migration trends**
- **Wage growth relative to home prices**, which tells you whether locals can keep affording homes

Investors often look for metros with steady job and population growth and reasonable price-to-rent ratios. Remote work has shifted demand toward some smaller cities and suburbs, so look at recent trends, not only long-term averages.`,
    related: ['appreciation-drivers', 'commute', 'months-of-inventory', 'price-to-rent-ratio'],
  },
  {
    id: 'amenities',
    title: 'Neighborhood amenities',
    category: 'location',
    keywords: [
      'amenities',
      'parks',
      'grocery stores',
      'restaurants',
      'shopping',
      'hospitals',
      'things to do',
      'neighborhood features',
    ],
    body: `**Amenities** are the nearby places that make daily life easier and keep demand for a neighborhood strong:

- **Parks, trails and green space**
- **Grocery stores**, pharmacies and everyday shopping
- **Healthcare**: hospitals, clinics, urgent care
- **Restaurants, cafés and entertainment**
- Libraries, community and recreation centers, gyms
- **Transit** stops and bike routes

Being near amenities usually adds value, but being right next to some can subtract it: highways, rail lines, stadiums, busy nightlife, airports or industrial sites bring noise, traffic or odor. Visit at different times (weeknights and weekends), and look for planned developments that could add a park or a new grocery store, or bring construction and traffic.

Make a short list of the places you would go every week and check the travel time from each home you consider.`,
    related: ['walkability', 'commute', 'school-districts', 'zoning'],
  },
  {
    id: 'choosing-a-neighborhood',
    title: 'Choosing where to buy',
    category: 'location',
    keywords: [
      'where to buy',
      'where should i buy',
      'where should i buy a house',
      'where should i live',
      'best neighborhoods',
      'best areas',
      'choose a neighborhood',
      'neighborhood research',
      'good area',
      'which neighborhood',
    ],
    body: `I can't rank neighborhoods in a particular city, but a short checklist makes the comparison concrete:

1. **Budget first**: find the price range that fits your payment (ask me what you can afford), then list the areas where homes like yours sell in that range.
2. **Commute**: time the trips you make every week at rush hour.
3. **Schools**: check attendance boundaries and state report cards, even without children, since they affect resale.
4. **Amenities**: groceries, parks, healthcare and transit within easy reach.
5. **Risks and costs**: flood maps, insurance quotes, property-tax rates, HOA rules and dues.
6. **Market data**: days on market, months of inventory and price trends for each area.
7. **Safety**: official crime statistics from the local police department.

Visit at different times of day, and talk to a local agent about recent sales.`,
    related: ['school-districts', 'commute', 'amenities', 'flood-zones'],
  },
  {
    id: 'fair-housing',
    title: 'Fair housing laws',
    category: 'location',
    keywords: [
      'fair housing',
      'fair housing act',
      'discrimination',
      'steering',
      'protected classes',
      'familial status',
      'reasonable accommodation',
      'redlining',
    ],
    body: `The federal **Fair Housing Act** prohibits discrimination in selling, renting, lending, advertising and insuring housing because of **race, color, religion, national origin, sex (including sexual orientation and gender identity), disability and familial status** (households with children under 18 or someone pregnant). Many states and cities add more protected classes, such as source of income, age or marital status.

Prohibited practices include refusing to rent or sell, different terms or prices, discriminatory ads, and **steering**: guiding people toward or away from neighborhoods based on a protected characteristic. Landlords must allow **reasonable accommodations and modifications** for people with disabilities.

Limited exemptions exist, such as qualifying **housing for older persons** (55+ or 62+ communities) and some owner-occupied small buildings. Complaints can be filed with HUD within one year. Choose neighborhoods by schools, commute, amenities and price, not by who lives there.`,
    related: ['tenant-screening', 'crime-data', 'school-districts', 'amenities'],
  },
  // ------------------------------------------------------------------------------ added for issue 10
  {
    id: 'opportunity-zones',
    title: 'Opportunity zones (current law)',
    category: 'investing',
    keywords: [
      'opportunity zone',
      'opportunity zones',
      'qualified opportunity fund',
      'qof',
      'oz fund',
      'capital gains deferral',
    ],
    body: `**Opportunity zones** let investors defer and reduce tax on capital gains by investing the gain (within 180 days) in a **Qualified Opportunity Fund** that invests in designated low-income census tracts.

- **Original program (2017 act):** gains invested before 2027 are deferred only until **December 31, 2026**, when the deferred gain is taxed; the old 10%/15% basis step-ups have expired for new investments.
- **Made permanent by the 2025 tax act (July 2025):** from **January 1, 2027** new gains invested get a rolling **5-year deferral**, a **10% basis step-up** after five years (30% in qualifying rural funds), and tracts are re-designated every ten years with a stricter income test.
- **Still the main benefit:** hold the fund investment **10 years or more** and the appreciation on it is tax-free (basis steps up to fair value when sold).

Real estate in a fund must be newly built or **substantially improved** (improvements at least equal to the building's basis within 30 months; rural: 50%). Check the tract list and the fund's compliance with a tax adviser; rules and dates are as enacted in 2025.`,
    related: ['1031-exchange', 'capital-gains-home-sale', 'depreciation'],
  },
  {
    id: 'cap-rate-compression',
    title: 'Cap-rate compression and expansion',
    category: 'commercial',
    keywords: [
      'cap rate compression',
      'caps compress',
      'cap compression',
      'cap rate expansion',
      'caps expand',
      'cap rates rising',
      'exit cap',
      'cap rate spread',
    ],
    body: `**Cap-rate compression** means buyers accept a lower cap rate (a lower yield) for the same income, so **values rise without any change in NOI**; **expansion** is the reverse. Value = NOI ÷ cap rate, so the effect is large: $100,000 of NOI is worth $1,538,462 at a 6.5% cap and $1,666,667 at 6%, an 8.3% gain from half a point.

What moves caps:
- **Interest rates**: cap rates tend to track the 10-year Treasury plus a risk **spread** (historically about 2–4 points); rising rates push caps up.
- **Risk and growth**: expected rent growth, tenant credit, lease length, location and property class.
- **Capital flows**: more buyers chasing a property type compress its caps.

For underwriting, assume an **exit cap** at or above today's going-in cap (often +0.25 to +0.5 point) so a return does not rely on compression. Ask me "value at a 6.5 cap with $100k NOI, and if caps move to 7%?" to see the swing.`,
    related: ['cap-rate', 'noi', 'commercial-property-types'],
  },
  {
    id: 'str-tax-treatment',
    title: 'Short-term rental tax treatment (the STR "loophole")',
    category: 'investing',
    keywords: [
      'short term rental tax',
      'str tax',
      'str loophole',
      'airbnb taxes',
      'material participation',
      'average stay',
      'seven day rule',
      '7 day rule',
      'vacation rental tax',
      'short term rentals taxed',
      'taxed',
    ],
    body: `A rental whose **average guest stay is 7 days or less** is not a "rental activity" under the passive-activity rules. If you also **materially participate** (for example 100+ hours a year and more than anyone else, or 500+ hours), its losses, including large first-year **depreciation from a cost-segregation study**, can offset wages and other active income without real-estate-professional status.

- Average stay 8–30 days with substantial services can also qualify; longer stays are ordinary rentals (passive).
- Keep a time log; the IRS audits participation claims.
- With **100% bonus depreciation** restored for property acquired after January 19, 2025, a cost-segregation study can create a large first-year loss.
- Renting a home you also use personally for more than 14 days (or 10% of rented days) limits deductions; renting it **14 days or fewer** a year makes the rent tax-free.
- Local occupancy taxes and STR permits apply separately.

Confirm with a CPA: the rules are detailed and state treatment varies.`,
    related: ['short-term-rentals', 'depreciation', 'cost-segregation'],
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
    id: 'seller-net-proceeds',
    title: "Seller's net proceeds",
    category: 'buying-selling',
    keywords: [
      'net sheet',
      'seller net sheet',
      'net proceeds',
      'walk away with',
      'seller costs',
      'cost to sell',
    ],
    body: `A **seller's net sheet** estimates what you keep: sale price minus the mortgage payoff, agent commissions, seller closing costs (title policy, escrow, transfer taxes, recording), prorated property taxes and HOA dues, and any repair credits or concessions.

Selling costs typically run **6–10% of the price** in total. Since the 2024 NAR settlement, buyer-agent pay is agreed in writing separately and may or may not be offered by the seller. Capital-gains tax may apply beyond the home-sale exclusion ($250,000 single / $500,000 married, if lived in 2 of the last 5 years). Ask me "sell for $500k, owe $200k: what do I net?" for the figures.`,
    related: ['capital-gains-home-sale', 'closing-costs', 'real-estate-agents'],
  },
];

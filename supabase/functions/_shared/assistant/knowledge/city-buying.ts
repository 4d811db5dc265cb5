// Knowledge for city co-op and condo buyers and owners (docs/assistant.md rule 103): a co-op board's
// post-closing liquidity, its board package, the 80/20 rule, a condo's common charges, New York's
// mansion tax, and New York rent stabilization. Kept apart from buying-selling.ts so these city topics
// have one home; the general co-op article there (housing-co-ops) is related to each.
import type { KnowledgeTopic } from './topic.ts';

export const CITY_BUYING_TOPICS: readonly KnowledgeTopic[] = [
  {
    id: 'post-closing-liquidity',
    title: 'Post-closing liquidity (co-op board reserves)',
    category: 'buying-selling',
    keywords: [
      'post-closing liquidity',
      'post closing liquidity',
      'post-closing liquid assets',
      'liquid assets after closing',
      'liquidity after closing',
      'months of maintenance in the bank',
      'co-op reserve requirement',
      'board liquidity requirement',
      'reserves after closing',
      'post-closing reserves',
    ],
    body: `**Post-closing liquidity** is the money a co-op board (and some condo buildings or lenders) wants you to still have in **liquid** assets **after closing**, once the down payment and closing costs are paid. It shows the board you could keep paying if your income stopped.

- It is usually stated in **months** of housing costs: for example **12 to 24 months of mortgage payments plus maintenance**. Some boards state a dollar figure, or a multiple of the maintenance alone.
- **Liquid** means cash, savings, money-market funds and brokerage accounts you can sell quickly. Retirement accounts (401(k), IRA) are often counted at a discount (say 50–70%) or not at all; home equity, cars and art don't count.
- Example: mortgage $4,300 + maintenance $2,150 = $6,450 a month; a 24-month rule needs **$154,800** left after closing.

The board checks it from the **financial statement** and bank statements in your **board package**. Ask the managing agent for the building's exact rule before you make an offer, since falling short is a common reason for rejection.`,
    related: ['housing-co-ops', 'co-op-board-package', 'co-op-80-20-rule'],
  },
  {
    id: 'co-op-board-package',
    title: 'Co-op board package',
    category: 'buying-selling',
    keywords: [
      'board package',
      'co-op board package',
      'coop board package',
      'board application',
      'co-op application',
      'purchase application',
      'board interview',
      'what goes in a board package',
      'co-op board approval',
    ],
    body: `A **board package** is the application a buyer (or subtenant) submits to a co-op board, usually through the managing agent, after the contract is signed. The board reviews your financial picture in it, often interviews you, and approves or rejects the sale.

What usually goes in it:

- **Financial statement**: the building's form listing your assets, liabilities, income and monthly expenses (the board checks its **debt-to-income** and **post-closing liquidity** rules from it).
- **Tax returns** (often two years), W-2s or 1099s, recent pay stubs and an employment verification letter.
- **Bank and brokerage statements** proving the down payment and reserves.
- The **contract of sale**, the lender's **commitment letter**, and the building's financing forms (the recognition agreement).
- **Reference letters**: personal, professional and often a landlord's.
- Credit report authorization, a background check, and application fees.

Packages are long and boards are strict about completeness; a broker or attorney usually assembles them. Condo buildings ask for far less, often only a right-of-first-refusal waiver.`,
    related: ['housing-co-ops', 'post-closing-liquidity'],
  },
  {
    id: 'co-op-80-20-rule',
    title: 'The 80/20 rule for co-ops',
    category: 'buying-selling',
    keywords: [
      '80/20 rule',
      '80 20 rule',
      '80-20 rule',
      'co-op 80/20',
      'commercial income co-op',
      'co-op commercial income',
      'section 216',
      'irc 216',
      'shareholder income test',
      'commercial space income',
    ],
    body: `The **80/20 rule** comes from **Section 216** of the Internal Revenue Code, which lets co-op **shareholders** deduct their share of the building's property taxes and mortgage interest. To qualify, the co-op must meet **at least one** of three tests each year:

- **Income test (the classic 80/20)**: at least **80%** of the co-op's gross **income** comes from tenant-shareholders (their maintenance), so no more than 20% from commercial tenants, garages or other outside sources.
- **Square-footage test**: at least 80% of the building's total square footage is used or available for shareholders' residential use.
- **Expenditure test**: at least 90% of the co-op's spending goes to acquiring, building, managing or maintaining the property for shareholders' benefit.

Since 2007 a co-op can pass on either of the last two, so buildings with large **commercial space** rents no longer have to hold income down. Example: $1.9M of maintenance and $620k of retail rent is 24.6% commercial income: over 20%, so the building relies on another test.`,
    related: ['housing-co-ops', 'post-closing-liquidity'],
  },
  {
    id: 'condo-common-charges',
    title: 'Common charges on a condo',
    category: 'buying-selling',
    keywords: [
      'common charges',
      'common charge',
      'condo common charges',
      'condo fees',
      'condo dues',
      'common charges vs maintenance',
    ],
    body: `**Common charges** are the **monthly** fee a **condo** owner pays the condominium association for running the building: staff (doorman, super), cleaning, repairs, insurance on the structure, heat and water in many buildings, amenities, and contributions to the **reserve fund**.

- They are set by the condo board's budget and divided by each unit's **common interest** percentage (larger units pay more).
- Unlike a **co-op's maintenance**, common charges **do not include property taxes**: a condo owner pays their own real estate taxes separately, so compare a co-op's maintenance with a condo's common charges **plus** taxes.
- They are not tax deductible for a home you live in (they can be an expense for a rental unit).
- They rise with the building's costs, and a **special assessment** can be added for a large repair.

Lenders count them in your debt-to-income ratio, like HOA dues. Ask for the building's budget, reserve balance and history of increases before you buy.`,
    related: ['housing-co-ops', 'post-closing-liquidity'],
  },
  {
    id: 'ny-mansion-tax',
    title: 'New York mansion tax',
    category: 'buying-selling',
    keywords: [
      'mansion tax',
      'ny mansion tax',
      'new york mansion tax',
      'nyc mansion tax',
      'mansion tax who pays',
      'mansion tax rate',
    ],
    body: `New York State's **mansion tax** is a one-time tax on buying a residential home (house, condo or co-op) for **$1 million or more**. The **buyer** pays it at closing.

- Outside New York City it is **1%** of the **whole price** once the price reaches $1 million (not just the part over $1M): a $1.6M condo owes $16,000.
- In **New York City**, since 2019, the rate rises with the price: **1%** from $1M up to $2M, then stepped rates from 1.25% up to **3.9%** at $25M and above.
- Just under the threshold there is no tax at all, which is why many sales land at $999,999.

It is separate from the **transfer taxes** the seller usually pays (New York State's 0.4% and NYC's 1% or 1.425%) and from the **mortgage recording tax** a borrower pays in NYC (not on co-op loans). Rates change: confirm them with your closing attorney.`,
    related: ['housing-co-ops', 'condo-common-charges'],
  },
  {
    id: 'ny-rent-stabilization',
    title: 'Rent stabilization in New York',
    category: 'investing',
    keywords: [
      'rent stabilization',
      'rent stabilized',
      'rent-stabilized',
      'rent stabilization new york',
      'rent stabilization nyc',
      'rent guidelines board',
      'stabilized apartment',
      'stabilized lease',
    ],
    body: `**Rent stabilization** covers about a million apartments in New York City (mostly in buildings of six or more units built before 1974) and some in nearby counties.

- **Rent increases** on renewal are capped by the **Rent Guidelines Board**, which votes each year on the allowed percent for a **1-year** and a **2-year lease**; the tenant chooses the term.
- Tenants have a right to a **renewal lease**, which the landlord must offer except on narrow legal grounds (such as nonpayment, or personal use in limited cases).
- Since the 2019 Housing Stability and Tenant Protection Act, vacancy increases and high-rent deregulation are gone, and improvements (IAIs and MCIs) add far less than before.
- Tenants can ask **NY Homes and Community Renewal (HCR)** for the apartment's rent history and file an overcharge complaint.

**Rent control** is a different, older program for tenants in place since before 1971. An investor buying a stabilized building should value it on the regulated rents, not market rents.`,
    related: ['rent-control', 'housing-co-ops'],
  },
];

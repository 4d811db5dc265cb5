// Knowledge topics: rental and investment strategies. Each body is markdown of 80–220 words; figures are typical U.S.
// ranges, not quotes.
import type { KnowledgeTopic } from './topic.ts';

export const INVESTING_TOPICS: readonly KnowledgeTopic[] = [
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
      '45 day deadline',
      '45 day identification',
      '180 day deadline',
      '1031 deadlines',
      'identify the replacement',
      'identification period',
      'exchange period',
    ],
    body: `A **1031 exchange** (named after Section 1031 of the tax code) lets an investor sell investment or business real estate and **defer capital gains and depreciation recapture taxes** by buying other "like-kind" real estate. Almost any investment real estate qualifies: a rental house can be swapped for an apartment building or land. Primary homes, flips held for resale and, usually, vacation homes used mostly personally do not.

The rules are strict:

- A **qualified intermediary** must hold the sale proceeds; if you touch the money, the gain is taxable. Intermediaries typically charge about $750–$1,500.
- Identify replacement properties in writing within **45 days** of the sale (usually up to three).
- Close on the replacement within **180 days**. Neither deadline can be extended, except for declared disasters.
- To defer all tax, buy property of equal or greater value and replace the debt; cash left over ("boot") is taxable.

If you miss the 45-day deadline or can't close in time, the exchange fails and the sale is taxed normally. A **reverse exchange** lets you buy first, at higher cost. Investors can exchange repeatedly, and heirs may receive a stepped-up basis. Work with a tax advisor and line up the intermediary before closing the sale.`,
    related: ['capital-gains-home-sale', 'depreciation', 'cost-segregation', 'syndications'],
  },
  {
    id: 'brrrr',
    title: 'BRRRR strategy',
    category: 'investing',
    keywords: ['brrrr', 'buy rehab rent refinance repeat', 'brrr', 'value add rental', 'recycle capital'],
    body: `**BRRRR** stands for **Buy, Rehab, Rent, Refinance, Repeat**, a way to grow a rental portfolio while recycling the same cash.

1. **Buy** a distressed property below market value, often with cash or a short-term hard money loan.
2. **Rehab** it to raise its value and rent.
3. **Rent** it to a qualified tenant at market rent.
4. **Refinance** with a cash-out loan based on the new, higher appraised value (typically up to 70–75% LTV for investment property), paying off the purchase financing.
5. **Repeat** with the cash you pulled out.

It works only if the after-repair value is high enough. A common screen is keeping purchase plus rehab under about 75% of the after-repair value. Example: buy at $150,000, rehab $50,000, appraise at $270,000; a 75% refinance gives $202,500, returning nearly all $200,000.

**Timeline and risks**: a full cycle usually takes six to twelve months. Lenders may require **seasoning** (often six to twelve months of ownership) before using the new value, though some DSCR lenders allow less. Rehab overruns, low appraisals, higher rates at refinance and rents that don't cover the new, larger loan can leave cash stuck in the deal.`,
    related: ['cash-out-refinance', 'hard-money-loans', 'dscr-loans', 'house-flipping'],
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
    ],
    body: `**House hacking** means living in a property while renting out part of it so the rent offsets your housing cost. Common versions:

- Buy a **duplex to fourplex**, live in one unit and rent the others.
- Rent spare **bedrooms** in a single-family home.
- Rent a **basement apartment or accessory dwelling unit (ADU)**.

Because you live there, you can use **owner-occupant financing**: FHA (3.5% down) works for two- to four-unit properties, and conventional (5% down on multi-unit homes) and VA loans also allow multi-unit primary residences. Lenders may count about 75% of the expected rent toward qualifying, and FHA three- and fourplexes must pass a self-sufficiency test, with rent covering the payment.

It's a low-cost way to start investing and learn to be a landlord, but you live next to your tenants and handle repairs and complaints yourself. Check zoning and HOA rules for ADUs and room rentals, follow landlord-tenant and fair housing law, and budget for vacancies and repairs. Owner-occupant loans generally require you to live there for **at least a year**; after that you can move out, keep the property as a rental and often repeat with the next purchase.`,
    related: ['brrrr', 'fha-loan', 'adu', 'property-management'],
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

Regulation is the biggest risk. Many cities require **permits**, limit rentals to primary residences, cap the number of nights, or ban them in certain zones, and many HOAs prohibit them. Rules can change after you buy.

**How to check a specific property**:

- Read the city or county short-term rental ordinance and zoning for that parcel, and check whether permits are capped or waitlisted.
- Read the **HOA's CC&Rs** for rental minimums.
- Ask whether the existing permit transfers to a buyer; often it doesn't.
- Confirm occupancy and lodging tax registration.
- Get a short-term rental insurance quote, since standard homeowners policies exclude it.

Compare realistic comparable listings' rates and occupancy with a traditional long-term lease on the same property before buying.`,
    related: ['zoning', 'hoa', 'property-management', 'vacancy-rate'],
  },
  {
    id: 'house-flipping',
    title: 'House flipping',
    category: 'investing',
    keywords: ['flip', 'flipping', 'fix and flip', '70% rule', 'after repair value', 'arv', 'hard money'],
    body: `**Flipping** means buying a property, improving it and reselling it quickly for a profit. Profit depends on buying well, controlling rehab costs and selling fast.

The **70% rule** is a quick screen: pay no more than 70% of the **after-repair value (ARV)** minus repair costs. For a home worth $300,000 after a $40,000 rehab, the maximum offer is about $170,000 (0.70 × $300,000 − $40,000). The 30% margin covers profit and holding and selling costs.

Costs people underestimate: **holding costs** (loan interest, taxes, insurance, utilities) during the project, selling commissions and closing costs, permits, and surprises behind walls. Budget a **contingency of 10–20%** of the rehab and assume the project takes longer than planned; three to six months from purchase to sale is typical.

Flippers often use **hard money loans** with high rates and points. Profits are usually taxed as ordinary income, and frequent flippers may owe self-employment tax, not long-term capital gains rates. Pull permits for structural, electrical and plumbing work; unpermitted work can scare off buyers and lenders. Check comparable sales for finished homes carefully, since the ARV drives everything. A slowing market can erase margins quickly.`,
    related: ['brrrr', 'hard-money-loans', 'comparable-sales', 'capital-gains-home-sale'],
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

Most investors buy **publicly traded REITs** or REIT index funds through a brokerage account. Advantages: low minimums, instant diversification, daily liquidity and professional management. Downsides: share prices move with the stock market and interest rates, and dividends are mostly taxed as ordinary income (holding them in retirement accounts helps; a 20% qualified business income deduction can apply in taxable accounts).

**How to compare them**: REITs are valued on **funds from operations (FFO)** rather than earnings, because depreciation distorts net income. Look at price to FFO, dividend yield and how much of FFO the dividend uses, debt levels, and the property type's outlook.

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
      'capital call',
    ],
    body: `A **syndication** pools money from many investors to buy a property too large for one of them, usually apartments, self-storage or commercial buildings.

- The **sponsor** or general partner (GP) finds the deal, arranges the loan and runs the business plan.
- **Limited partners** (LPs) supply most of the equity and have no management role; their liability is limited to what they invested.

Typical terms include a **preferred return** (often 6–8%) paid to LPs before the sponsor shares profits, then a split such as 70/30, plus sponsor fees for acquisition and asset management. Minimum investments are often $25,000–$100,000. Hold periods are usually three to seven years, and money is locked up until a sale or refinance; early exits are rare. LPs receive a **K-1** each year, often showing paper losses from depreciation.

Many offerings are open only to **accredited investors** (roughly $200,000 of income, or $1 million of net worth excluding your home). Evaluate the sponsor's track record through a full cycle, the assumptions in the projections (rent growth, exit cap rate), the debt terms (floating-rate debt hurt many deals when rates rose), and the fees. Distributions can be cut, a **capital call** may ask LPs for more money, and capital can be lost.`,
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

**How to split land and building for a specific property**: a common method uses the **county assessor's ratio** of land to improvement value, applied to your purchase price plus closing costs; an appraisal can also support it. Depreciation starts when the property is placed in service (ready and available to rent) and is reported on Schedule E with Form 4562.

When you sell, depreciation taken (or allowed, even if you forgot to claim it) is **recaptured** and taxed at up to 25%, unless you defer it with a 1031 exchange. Passive-loss rules can limit how much of a rental loss offsets wages, with exceptions for some lower-income owners and real estate professionals. Keep good records and work with a tax preparer.`,
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
    body: `A **cost segregation study** is an engineering-based analysis that splits a building's cost into parts with shorter depreciation lives: **5-year** personal property (appliances, carpet, some fixtures), **15-year** land improvements (parking lots, landscaping, fencing) and the remaining 27.5- or 39-year structure. Typically 20–35% of the building's cost moves into the shorter lives.

Moving cost into shorter lives **accelerates depreciation**, front-loading the deductions, and with **bonus depreciation** (100% again for property acquired after January 19, 2025) much of the short-life portion can be deducted in the first year. That raises early after-tax cash flow, which investors can reinvest.

Studies cost roughly $2,000–$10,000 or more, with cheaper modeled studies for small rentals, and pay off best on larger properties, typically $500,000 and up. A study can be done years after purchase: a catch-up deduction is taken in the current year through an accounting-method change, without amending old returns.

Trade-offs: more **depreciation recapture** when you sell (unless you do a 1031 exchange), and passive-loss limits may keep you from using the deductions against wages unless you qualify as a real estate professional or use the short-term rental rules. Talk to a CPA first.`,
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

Unlike the cap rate, it reflects **financing**: leverage can raise it when the property's yield exceeds the loan's cost, and lower it when rates are high. It ignores appreciation, loan paydown and taxes, so investors also look at total return or IRR.

**What is a good cash-on-cash return?** Many investors target **8–12%** for single-family rentals, accept less in expensive, fast-appreciating markets, and want more for riskier older properties. Compare it with what the same cash would earn risk-free elsewhere. Make sure the cash flow already includes vacancy, repairs, capital reserves and management, or the return will be overstated. Ask me to analyze a rental and I'll compute it.`,
    related: ['cap-rate', 'noi', 'dscr', 'one-percent-rule'],
  },
  {
    id: 'one-percent-rule',
    title: 'The 1% rule',
    category: 'investing',
    keywords: ['1% rule', 'one percent rule', '2% rule', 'rental rule of thumb', 'rent to price ratio'],
    body: `The **1% rule** is a quick screen for rentals: monthly rent should be at least **1% of the purchase price** (plus immediate repairs). A $200,000 house should rent for $2,000 a month or more to pass.

It is only a filter. In expensive coastal markets almost nothing passes yet properties can still work through appreciation; in cheap markets a property can pass while high taxes, repairs or vacancy eat the profit. With today's higher interest rates, even properties at 1% often show thin cash flow, so many investors treat 0.7–0.8% as a practical floor outside low-cost areas.

Related rules of thumb:

- The **50% rule**: operating expenses (excluding the mortgage) run about half the rent over time.
- The **2% rule**: an aggressive cash-flow target usually met only in low-cost areas, often with older homes and harder tenants.
- The **gross rent multiplier**: price ÷ annual rent.

**To check a specific property**, get the rent from comparable rental listings or a local property manager, not the seller's estimate. Always follow up with a real analysis of NOI, cash flow, cap rate and DSCR.`,
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

**What is a good GRM?** It depends on the market: roughly 4–8 in low-cost markets and 12–20 or more in expensive coastal cities. Compare it only with recent sales of similar properties nearby, which a local broker or appraiser can provide. Some people quote it on monthly rent instead, so check which is meant.

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

Self-managing saves the fee but costs time and requires knowing landlord-tenant law, fair housing rules and local codes. Even if you self-manage now, **include a management fee in your analysis** so the deal still works if you hire help later.

**Choosing and checking a manager**: most states require a real estate broker's license, which you can verify online. Ask about average vacancy time, tenant screening criteria (applied equally to every applicant), how maintenance is approved (a spending limit such as $300–$500 without your sign-off), and what reports you will receive. Read the management agreement for the term, **how to cancel** (often 30–60 days' notice) and any fee for ending it, and confirm tenant deposits are held in a trust account.`,
    related: ['tenant-screening', 'vacancy-rate', 'landlord-insurance-llc', 'eviction-basics'],
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

Process applications in the order received, and document your decisions. Application fees should cover actual screening costs; several states cap them, and some require accepting portable screening reports. If you deny an applicant or charge more because of a credit or background report, federal law requires an **adverse action notice** naming the screening company.

Never select or reject applicants because of race, color, religion, national origin, sex, disability or familial status, and check state and local rules that add protections such as **source of income** (for example, housing vouchers). Tenants with disabilities may request **reasonable accommodations**, such as an assistance animal despite a no-pets policy. Screening usually takes one to three days.`,
    related: ['fair-housing', 'property-management', 'security-deposits', 'house-hacking'],
  },
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
    id: 'security-deposits',
    title: 'Security deposits',
    category: 'investing',
    keywords: [
      'security deposit',
      'deposit limit',
      'return security deposit',
      'deposit deductions',
      'wear and tear',
      'pet deposit',
      'deposit refund',
    ],
    body: `A **security deposit** protects a landlord against unpaid rent and damage. State and local law set most of the rules, so check your state's landlord-tenant statute.

- **Limits**: many states cap deposits at **one to two months' rent** (California and New York: generally one month); some have no cap. Extra pet deposits may be allowed, but **not for assistance animals**.
- **Holding it**: some states require a separate or interest-bearing account and a written receipt.
- **Returning it**: after move-out, landlords usually have **14–30 days** (a few states allow up to 45–60) to return the deposit with an **itemized list** of deductions.
- **Allowed deductions**: unpaid rent and fees, **damage beyond normal wear and tear**, and in some states cleaning back to move-in condition.
- **Not deductible**: **normal wear and tear** such as faded paint, light scuffs, worn carpet in walkways or small nail holes.

Wrongly keeping a deposit can cost the landlord **two or three times** the amount in some states. Both sides should do a **move-in and move-out checklist with dated photos**. Tenants should give a forwarding address in writing; disputes go to small claims court. Under a lease the deposit usually can't be used as the last month's rent unless the landlord agrees.`,
    related: ['tenant-screening', 'eviction-basics', 'property-management', 'rent-control'],
  },
  {
    id: 'eviction-basics',
    title: 'Eviction basics',
    category: 'investing',
    keywords: [
      'eviction',
      'evict',
      'evict a tenant',
      'eviction process',
      'pay or quit',
      'notice to quit',
      'unlawful detainer',
      'nonpayment of rent',
      'unpaid rent',
      'late rent',
      'behind on rent',
      'tenant not paying',
      'tenant hasnt paid',
      'tenant stopped paying',
      'tenant wont pay',
      'illegal lockout',
      'lock out a tenant',
      'locks tenant out',
      'tenant stopped paying rent',
      'unpaid rent',
      'cash for keys',
    ],
    body: `An **eviction** is a court process. Only a court order, carried out by a sheriff or marshal, can remove a tenant.

Typical steps:

1. **Written notice** in the form state law requires: a **pay-or-quit** notice for unpaid rent (often 3–14 days), a **cure-or-quit** notice for lease violations, or a termination notice (often 30–90 days) where no-cause endings are allowed.
2. If the tenant doesn't pay, fix the problem or leave, the landlord **files an eviction case** (often called unlawful detainer).
3. The tenant is served and can respond; a **hearing** is usually set within a few weeks.
4. If the landlord wins, the court issues a **judgment and writ of possession**, and law enforcement schedules the lockout.

Timelines range from about **three weeks to several months**, longer in tenant-friendly states or when the tenant contests. Costs run from several hundred dollars to several thousand with an attorney.

**No self-help**: a landlord may not change the locks, remove belongings or shut off utilities to force a tenant out; it is illegal everywhere and can expose the landlord to damages. So is evicting in **retaliation** for a complaint or for discriminatory reasons. Some cities and states require **just cause** to end any tenancy.

Alternatives: a payment plan, rental-assistance programs, or **cash for keys**, paying the tenant to leave by a date.`,
    related: ['security-deposits', 'rent-control', 'tenant-screening', 'property-management'],
  },
  {
    id: 'landlord-insurance-llc',
    title: 'Landlord insurance and LLCs for rentals',
    category: 'investing',
    keywords: [
      'landlord insurance',
      'rental property insurance',
      'dwelling policy',
      'dp-3',
      'umbrella policy',
      'llc',
      'llc for rental property',
      'rental llc',
      'asset protection',
      'liability protection',
      'renters insurance',
      'loss of rent',
    ],
    body: `Two layers protect a rental owner: **insurance** pays for losses, and an **LLC** can limit who can be sued for them.

**Landlord insurance** (often a **DP-3** dwelling policy) covers the building, your **liability**, and **loss of rent** while a covered loss is repaired. It costs about 15–25% more than a homeowners policy. A homeowners policy on a home you rent out can lead to denied claims, so tell your insurer. It doesn't cover the tenant's belongings: require tenants to carry **renters insurance**. An **umbrella policy** adds $1 million or more of liability for a few hundred dollars a year.

**An LLC** separates the rental from your personal assets if you treat it as a separate business: its own bank account, leases and contracts signed in its name, no mixing of money. Points to know:

- Lenders often still want a **personal guarantee**, and conventional loans are made to individuals; deeding a financed home to an LLC can trigger the **due-on-sale clause**.
- Ask the title company about keeping your **title insurance** after a transfer.
- State fees vary from under $100 to $800 a year.
- A single-member LLC is usually taxed the same as owning personally.

Many small landlords start with good insurance plus an umbrella, then form LLCs as the portfolio grows. Ask an attorney and your insurer.`,
    related: ['property-management', 'homeowners-insurance', 'eviction-basics', 'security-deposits'],
  },
  {
    id: 'rent-control',
    title: 'Rent control and tenant protections',
    category: 'investing',
    keywords: [
      'rent control',
      'rent stabilization',
      'rent increase limit',
      'how much can a landlord raise rent',
      'rent increase',
      'just cause eviction',
      'tenant protections',
      'tenant rights',
      'ab 1482',
    ],
    body: `**Rent control** limits how much rent can rise, and it **varies entirely by state and city**.

- **Statewide caps**: **California** limits most increases to 5% plus inflation (max 10%) a year; **Oregon** to 7% plus inflation (max 10%); **Washington** to 7% plus inflation (max 10%). Newer buildings (about 12–15 years old or less) and some single-family homes owned by individuals are exempt.
- **Local rent stabilization**: New York City, San Francisco, Los Angeles, Washington, D.C., St. Paul and several New Jersey cities have stricter local rules.
- **Preemption**: more than 30 states **ban** local rent control, so in much of the country landlords may raise rent to market at renewal with proper notice.

Other **tenant protections** are more widespread:

- Advance **notice of increases**, often 30–90 days, longer for big increases
- **Just-cause eviction** rules that limit ending a tenancy without a listed reason, sometimes with relocation payments
- Limits on late fees and application fees, deposit caps, and **source-of-income** protection
- No raising rent in **retaliation** for complaints

During a lease, rent can't rise unless the lease allows it. Investors should underwrite with the increases local law allows; tenants can check the city or state housing department's website.`,
    related: ['eviction-basics', 'security-deposits', 'fair-housing', 'property-management'],
  },
  {
    id: 'adu',
    title: 'Accessory dwelling unit (ADU)',
    category: 'investing',
    keywords: [
      'adu',
      'adus',
      'accessory dwelling unit',
      'granny flat',
      'backyard cottage',
      'casita',
      'garage conversion',
      'jadu',
    ],
    body: `An **accessory dwelling unit (ADU)** is a second, smaller home on a single-family lot: a detached backyard cottage, a **garage conversion**, or a basement or attic apartment with its own entrance, kitchen and bathroom. California also allows smaller **junior ADUs** inside the house.

**Why build one**: rental income, housing for family, or room to house hack. A legal ADU adds living space and can add value.

**Rules**: set by zoning and state law. California, Oregon, Washington, Montana and other states require cities to allow ADUs and limit parking and fee requirements, but local rules still set **size limits, setbacks, height**, owner-occupancy requirements in some places, and whether it can be a short-term rental. Check the city planning department before buying or designing.

**Costs** vary widely: roughly $50,000–$150,000 for a conversion and **$150,000–$400,000+** for a new detached unit in expensive metros, plus design, permits, utility connections and impact fees. Build time is often 6–18 months including permits.

**Financing**: cash, a **HELOC** or cash-out refinance, a renovation loan (FHA 203(k), Fannie Mae HomeStyle) or a construction loan. An unpermitted ADU can't legally be rented in many places and may not count in an appraisal.`,
    related: ['house-hacking', 'zoning', 'heloc', 'unpermitted-work'],
  },
  {
    id: 'setting-rent',
    title: 'Setting the rent for a rental',
    category: 'investing',
    keywords: [
      'how much rent',
      'rent amount',
      'rent out my house',
      'set the rent',
      'setting rent',
      'market rent',
      'rent estimate',
      'comparable rentals',
      'rental comps',
      'rent comps',
    ],
    body: `The right rent to charge is the **market rent**: what similar homes nearby are leasing for now, not what you need to cover the mortgage.

How to find it:

- Search current **rental listings** within about a mile with the same bedrooms, bathrooms, size and condition; note which ones lease quickly (listings that sit for weeks are overpriced).
- Ask two local **property managers** for a free rent opinion; they see what actually leases.
- Use online rent estimates and, if you financed, the appraisal's rent schedule as starting points.
- Adjust for parking, laundry, a yard, an updated kitchen, pets allowed and utilities included.

**Pricing strategy**: a vacant month costs about 8% of a year's rent, so pricing $100 above market and sitting empty for a month loses more than the higher rent gains in a year. Listing at or just under market usually fills fastest and draws the most applicants to choose from. Spring and summer bring the most renters.

**Raising the rent** on a current tenant: give the notice your state requires (often 30–90 days), follow any rent-control cap, and weigh the increase against turnover costs: cleaning, repairs, vacancy and leasing fees. Many landlords keep good tenants slightly under market. Advertise one rent and the same terms to every applicant.`,
    related: ['analyzing-a-rental', 'rent-control', 'property-management', 'vacancy-rate'],
  },
  {
    id: 'rental-listing',
    title: 'Advertising a rental to tenants',
    category: 'investing',
    keywords: [
      'rental listing',
      'rental ad',
      'for rent ad',
      'word my ad',
      'word the ad',
      'advertise my rental',
      'advertise my apartment',
      'attract tenants',
      'long-term tenants',
      'rental selling points',
    ],
    body: `A good **rental ad** describes the home and the terms plainly, so the right applicants apply and the rest don't waste a showing.

- **Lead with the facts**: rent, deposit, bedrooms and baths, square feet, floor and stairs or elevator, parking, laundry, utilities included, pet and smoking rules, lease length and move-in date.
- **What sells a rental is its features**: a quiet street or building, soundproofing, an updated kitchen, storage, outdoor space, transit and shops nearby. Clear pictures of every room draw more inquiries.
- **To attract long-term tenants**, offer a 12-month or longer lease with a renewal option, state your written screening criteria (income, credit, rental history), and say how maintenance requests are handled.
- **Describe the property, not the people.** Fair-housing law bars ads that state a preference by race, color, religion, national origin, sex, disability or familial status, coded wording included ("adults only", "perfect for a single professional", "Christian home", "no wheelchairs"). "Quiet building", "third-floor walk-up" and "no smoking" are fine.

Post on the major rental sites, answer every inquiry the same way, and show the unit to everyone who meets your criteria.`,
    related: ['setting-rent', 'tenant-screening', 'fair-housing', 'property-management'],
  },
  {
    id: 'residential-leases',
    title: 'Residential leases: key terms, repairs and breaking a lease',
    category: 'investing',
    keywords: [
      'lease agreement',
      'rental agreement',
      'residential lease',
      'month to month',
      'breaking a lease',
      'break my lease',
      'break a lease',
      'landlord entry',
      'enter without notice',
      'habitability',
      'repairs landlord',
      'sublet',
      'sublease',
      'lease renewal',
      'when is rent due',
      'late fee',
    ],
    body: `A **residential lease** sets the rules between landlord and tenant, within limits set by state and local law, which override the lease where they conflict.

Key terms:

- **Term**: fixed (usually 12 months) or **month-to-month**, which either side can end with notice, often 30 days.
- **Rent, due date, grace period and late fees**; many states cap late fees.
- **Security deposit**, pets, parking, utilities, and who handles yard work and small repairs.
- **Subletting** and **renewal** rules.

**Repairs**: landlords must keep the home **habitable**: heat, hot water, working plumbing and electrical, a sound structure, no pest infestation. Tenants should report problems in writing; states expect repairs within a reasonable time (often 14–30 days, much faster for emergencies such as no heat). Some states allow repair-and-deduct or rent withholding, but only by following strict steps.

**Entry**: most states require reasonable notice, often **24–48 hours**, except in emergencies.

**Breaking a lease**: the tenant usually owes rent until the unit is re-rented, and in most states the landlord must make reasonable efforts to re-rent. Many leases offer an early-termination fee. Military orders and domestic violence often allow ending a lease early by law.

Use a lease written for your state, and keep every notice in writing.`,
    related: ['security-deposits', 'eviction-basics', 'rent-control', 'tenant-screening'],
  },
  {
    id: 'analyzing-a-rental',
    title: 'Analyzing a rental property',
    category: 'investing',
    keywords: [
      'analyze a rental',
      'analyze a rental property',
      'rental analysis',
      'rental property analysis',
      'good rental property',
      'is this a good rental',
      'run the numbers',
      'does it cash flow',
      'rental cash flow',
      'evaluate a rental',
    ],
    body: `To judge a rental, estimate what it will **really** earn and compare it with what you pay:

1. **Rent**: market rent from comparable listings, not the seller's hopes.
2. **Vacancy and credit loss**: about 5–8% of rent.
3. **Operating expenses**: property taxes (reassessed at your price), insurance, repairs (5–10% of rent), **capital reserves** for the roof, HVAC and appliances (5–10%), management (8–12%, even if you self-manage), utilities you pay and HOA dues.
4. **NOI** = rent − vacancy − operating expenses.
5. **Cash flow** = NOI − the mortgage payment.

Then measure:

- **Cap rate** = NOI ÷ price: the yield before financing.
- **Cash-on-cash return** = yearly cash flow ÷ cash invested (down payment, closing costs, repairs).
- **DSCR** = NOI ÷ debt service; lenders want about 1.2 or more.
- Quick screens such as the 1% rule and the gross rent multiplier only filter.

A deal that cash-flows only with no vacancy or no repair budget isn't a deal. Check the area's rent trend, the inspection, insurance quotes, the tax bill after reassessment and local landlord rules. Give me the price, rent and loan terms and I'll run the numbers.`,
    related: ['cash-on-cash-return', 'noi', 'cap-rate', 'setting-rent'],
  },
  {
    id: 'getting-started-investing',
    title: 'Getting started in real estate investing',
    category: 'investing',
    keywords: [
      'start investing in real estate',
      'how to invest in real estate',
      'ways to invest in real estate',
      'real estate investing',
      'first rental property',
      'first investment property',
      'beginner investor',
      'passive income real estate',
    ],
    body: `There are several ways in, from hands-off to hands-on:

- **REITs and real estate funds**: shares bought in a brokerage or retirement account; no landlord work, daily liquidity, small minimums.
- **House hacking**: buy a two- to four-unit home or one with an ADU, live in one part and rent the rest, using a low-down-payment owner-occupant loan. Often the cheapest way to start.
- **Single-family or small multifamily rentals**: usually 15–25% down on an investment loan plus cash reserves; steady income and appreciation, but you're the landlord or you pay a manager.
- **BRRRR and flipping**: buy below value and renovate; higher potential returns, more risk and skill needed.
- **Syndications and crowdfunding**: passive stakes in larger buildings, often limited to accredited investors, with money locked up for years.

**First steps**: build an emergency fund and pay off high-interest debt; check your credit; learn your target market's rents, prices, taxes and landlord laws; get pre-approved; and analyze many deals before buying one. Budget for vacancy, repairs and big replacements so the first surprise doesn't sink you, and have insurance and a plan for managing tenants. Start with one property you understand, and grow once it runs smoothly.`,
    related: ['analyzing-a-rental', 'house-hacking', 'reits', 'brrrr'],
  },
  {
    id: 'irr',
    title: 'Internal rate of return (IRR)',
    category: 'investing',
    keywords: [
      'irr',
      'internal rate of return',
      'levered irr',
      'unlevered irr',
      'annualized return',
      'target irr',
      'hurdle rate',
    ],
    body: `The **internal rate of return (IRR)** is the yearly return that makes the present value of all of an investment's cash flows (the money you put in, the cash flow while you hold it, and the sale proceeds) equal zero. Unlike cash-on-cash return, it accounts for **when** you get money back, so it is the standard way to compare real estate deals with different timelines.

**Example**: you invest $100,000, receive $8,000 a year for five years, and get $130,000 when the property sells at the end of year 5. Cash flows: −100,000; 8,000; 8,000; 8,000; 8,000; 138,000. The IRR is about **12.7%** a year. A spreadsheet computes it with =IRR(range), or =XIRR for irregular dates.

How to read it:

- **Levered IRR** includes the mortgage; **unlevered IRR** assumes an all-cash purchase.
- Most of a rental's IRR usually comes from the sale, so it depends heavily on the assumed exit cap rate and rent growth.
- Returning money early raises IRR even when total profit is small, so pair it with the **equity multiple**.

Syndications often quote a target IRR and use IRR hurdles in their distribution waterfall.`,
    related: ['equity-multiple', 'cash-on-cash-return', 'distribution-waterfall', 'pro-forma'],
  },
  {
    id: 'equity-multiple',
    title: 'Equity multiple',
    category: 'investing',
    keywords: [
      'equity multiple',
      'equity multiplier',
      'moic',
      'multiple on invested capital',
      'multiple on equity',
      '2x return',
      'double my money',
    ],
    body: `The **equity multiple** (also called **MOIC**, multiple on invested capital) is the total cash an investment returns divided by the equity put in. It answers "how many times my money do I get back?"

**Formula**: equity multiple = total distributions (cash flow + sale proceeds) ÷ total equity invested.

**Example**: invest $100,000, receive $8,000 a year for five years ($40,000) and $130,000 at sale. Equity multiple = $170,000 ÷ $100,000 = **1.7x**: your money back plus a $70,000 profit. Below 1.0x means a loss.

It says nothing about **time**: 1.7x in five years is much better than 1.7x in ten. That is why offerings quote it next to the **internal rate of return (IRR)**, which is annualized. A deal with a high IRR and a low multiple returned money quickly but earned little in total; a high multiple with a low IRR took a long time.

As a rough guide, many value-add syndications project around 1.6x–2.0x over a five-year hold, but a projection is only as good as its rent-growth and exit cap rate assumptions.`,
    related: ['irr', 'cash-on-cash-return', 'syndications', 'distribution-waterfall'],
  },
  {
    id: 'distribution-waterfall',
    title: 'Preferred returns and distribution waterfalls',
    category: 'investing',
    keywords: [
      'waterfall',
      'distribution waterfall',
      'waterfall structure',
      'preferred return',
      'promote',
      'catch up',
      'gp catch-up',
      'hurdle',
      'lp gp split',
      'carried interest',
    ],
    body: `A **distribution waterfall** is the order in which a syndication or fund pays out cash among the limited partners (LPs, the investors) and the general partner (GP, the sponsor). A typical waterfall:

1. **Preferred return ("pref")**: LPs get the first cash up to a set yearly return on their capital, often 6–8%. It is usually cumulative: a shortfall carries forward. It is a priority, not a guarantee.
2. **Return of capital**: LPs get their original investment back, often from a sale or refinance.
3. **Catch-up** (in some deals): the GP gets a larger share until it has received its agreed percentage of profits so far.
4. **Splits**: remaining profit is shared, for example 70% LP / 30% GP, sometimes shifting to 60/40 once LPs pass an **IRR hurdle** such as 15%.

The GP's share above its own investment is called the **promote** (or carried interest).

**Example**: $1,000,000 of LP capital, 8% pref → LPs get the first $80,000 of each year's cash flow. At sale, after $1,000,000 returns to LPs, $500,000 of profit split 70/30 gives LPs $350,000 and the GP $150,000.

Read the operating agreement: whether the pref compounds, and what fees come out first, change what you receive.`,
    related: ['syndications', 'irr', 'equity-multiple', 'dst'],
  },
  {
    id: 'dst',
    title: 'Delaware statutory trust (DST)',
    category: 'investing',
    keywords: [
      'dst',
      'dsts',
      'delaware statutory trust',
      'delaware trust',
      'fractional ownership 1031',
      'passive 1031',
      '1031 dst',
    ],
    body: `A **Delaware statutory trust (DST)** is a trust that owns one or more institutional properties (apartments, industrial, medical office, net-lease retail) and sells fractional beneficial interests to investors. Under IRS Revenue Ruling 2004-86, a DST interest counts as **like-kind real estate for a 1031 exchange**, so investors use DSTs to defer capital gains tax without buying and managing a property themselves.

Why people use them:

- **Passive**: a sponsor runs the property; useful for landlords who want out of management.
- **Deadline help**: a DST can close within days, a common backup for the 45-day identification.
- **Smaller pieces**: minimums are often around $25,000–$100,000, and the trust's non-recourse loan can replace the debt paid off on the sold property.

Limits: the trust cannot raise new capital, renegotiate most leases or refinance (the IRS's "seven deadly sins"), so a troubled property has few fixes. Interests are **illiquid** until the sponsor sells, typically in 5–10 years; fees and commissions are significant; most offerings are for **accredited investors**. Compare sponsors' track records and read the private placement memorandum with a financial and tax adviser.`,
    related: ['1031-exchange', 'boot-1031', 'syndications', 'reits'],
  },
  {
    id: 'boot-1031',
    title: 'Boot in a 1031 exchange',
    category: 'investing',
    keywords: [
      'boot',
      'cash boot',
      'mortgage boot',
      'debt relief boot',
      'taxable boot',
      'partial 1031',
      'partial exchange',
    ],
    body: `**Boot** is anything you receive in a **1031 exchange** that is not like-kind real estate. Boot is **taxable**, up to the amount of your gain, while the rest of the gain stays deferred.

Common kinds:

- **Cash boot**: net sale proceeds you keep instead of reinvesting, or proceeds the qualified intermediary uses for non-closing costs such as repairs or loan fees.
- **Mortgage (debt relief) boot**: the debt on the replacement property is lower than the debt paid off on the property you sold, and you do not add cash to make up the difference.
- Personal property or other non-real-estate items received in the trade.

**Example**: you sell for $800,000, paying off a $400,000 loan, and buy a $750,000 replacement with a $350,000 loan, reinvesting the same $400,000 of equity. Debt fell by $50,000, so you have **$50,000 of mortgage boot** and pay tax on it, unless you add $50,000 of your own cash.

To defer all tax: buy a replacement of **equal or greater value**, reinvest **all net equity**, and replace the debt with new debt or added cash. Have your intermediary and CPA review the settlement statements before closing.`,
    related: ['1031-exchange', 'dst', 'depreciation', 'capital-gains-home-sale'],
  },
  {
    id: 'capex-reserves',
    title: 'Capital expenditures (CapEx) and reserves',
    category: 'investing',
    keywords: [
      'capex',
      'cap ex',
      'capital expenditures',
      'capital expenditure',
      'capex reserves',
      'replacement reserves',
      'reserves for replacement',
      'capital improvements',
      'big ticket repairs',
      'roof replacement budget',
    ],
    body: `**Capital expenditures (CapEx)** are large, infrequent costs that replace or improve parts of a property and last for years: a roof, HVAC system, water heater, windows, paving, a kitchen renovation. Everyday **repairs** keep things working; CapEx replaces them. For taxes, CapEx is generally capitalized and depreciated rather than deducted in the year paid (ask a CPA about the safe harbors for smaller items).

**Reserves** are money you set aside each month so those bills do not wipe out a year's cash flow. Two ways to budget:

- **By component**: cost ÷ remaining life. A $12,000 roof with 10 years left = $1,200 a year, or $100 a month. Add up roof, HVAC, water heater, appliances, flooring and paint.
- **Rule of thumb**: 5–10% of rent for single-family rentals, more for older homes; apartment lenders commonly require a few hundred dollars per unit per year.

CapEx is usually kept **below the NOI line**, so two properties with the same NOI can differ in real cash flow. When analyzing a rental, include reserves even if the seller's numbers do not.`,
    related: ['analyzing-a-rental', 'fifty-percent-rule', 'noi', 'depreciation'],
  },
  {
    id: 'fifty-percent-rule',
    title: 'The 50% rule',
    category: 'investing',
    keywords: [
      '50% rule',
      '50 percent rule',
      'fifty percent rule',
      'half of rent expenses',
      'expenses are half the rent',
    ],
    body: `The **50% rule** is a quick screen for rental properties: assume **operating expenses will be about half of gross rent**, not counting the mortgage payment. The other half is roughly your net operating income (NOI), which must cover principal and interest with money left over.

**Example**: a duplex rents for $2,400 a month in total.

- Operating expenses at 50%: $1,200 (taxes, insurance, repairs, capital expenditure reserves, vacancy, management, owner-paid utilities)
- Estimated NOI: $1,200
- Mortgage principal and interest: $950
- Estimated cash flow: **$250 a month**

If the mortgage alone exceeds half the rent, the property will likely lose money.

It is a rough guide, used before real numbers are available, alongside the 1% rule. Actual expenses can be 35% on newer homes with tenant-paid utilities or 60% on older properties in high-tax, high-insurance areas. Once you have a property, replace the 50% with a line-by-line budget: the tax bill, an insurance quote, vacancy and management at local rates, and CapEx reserves.`,
    related: ['one-percent-rule', 'analyzing-a-rental', 'capex-reserves', 'operating-expense-ratio'],
  },
  {
    id: 'adr-revpar',
    title: 'ADR, occupancy and RevPAR',
    category: 'investing',
    keywords: [
      'adr',
      'average daily rate',
      'revpar',
      'rev par',
      'revenue per available room',
      'revenue per available night',
      'str metrics',
      'hotel metrics',
      'nightly rate',
    ],
    body: `Hotels and short-term rentals are measured with three linked numbers:

- **Average daily rate (ADR)** = room (or rental) revenue ÷ nights sold. The average price paid per booked night.
- **Occupancy** = nights sold ÷ nights available.
- **Revenue per available room (RevPAR)** = revenue ÷ nights available, which equals **ADR × occupancy**. For a vacation rental, the same idea is often called revenue per available night.

**Example**: in a 30-night month, an Airbnb is booked 20 nights for $6,000 in nightly revenue (excluding cleaning fees and taxes).

- ADR = $6,000 ÷ 20 = $300
- Occupancy = 20 ÷ 30 = 66.7%
- RevPAR = $6,000 ÷ 30 = **$200** (or $300 × 66.7%)

RevPAR is the best single measure because a high ADR with low occupancy, or the reverse, can earn the same. Compare a property with similar listings over a full year, since both numbers swing by season. RevPAR is revenue, not profit: cleaning, platform fees, supplies, utilities and management come out before NOI.`,
    related: ['short-term-rentals', 'str-tax-treatment', 'vacancy-rate', 'noi'],
  },
  {
    id: 'value-add-investing',
    title: 'Value-add investing',
    category: 'investing',
    keywords: [
      'value add',
      'value-add',
      'value add investing',
      'value add deal',
      'forced appreciation',
      'core plus',
      'core vs value add',
      'opportunistic',
      'repositioning',
    ],
    body: `**Value-add investing** means buying a property whose income can be raised by improving it or its management, then refinancing or selling at the higher value. The gain comes from **forced appreciation**: higher net operating income (NOI) rather than the market rising.

Common levers: renovating units to reach market rents, closing a **loss to lease**, billing back utilities, cutting expenses, adding parking or storage fees, leasing up vacancy, and fixing poor management.

**Example**: a 20-unit building renovates units and raises rents by $150 a month each: 20 × $150 × 12 = $36,000 more NOI a year. At a 6% cap rate that is about **$600,000 of added value**, against perhaps $300,000 of renovation cost.

Investors sort strategies by risk: **core** (stable, fully leased, low return), **core-plus** (light improvements), **value-add** (renovation and re-leasing, moderate risk) and **opportunistic** (development or major repositioning). Value-add risks include cost overruns, slower leasing, rents that do not reach the plan, and higher interest rates or exit cap rates when it is time to refinance or sell. Underwrite from actual rents achieved on renovated comparable units.`,
    related: ['brrrr', 'loss-to-lease', 'cap-rate', 'pro-forma'],
  },
  {
    id: 'turnkey-rentals',
    title: 'Turnkey rental properties',
    category: 'investing',
    keywords: [
      'turnkey rental',
      'turnkey rentals',
      'turnkey property',
      'turnkey investment',
      'turnkey provider',
      'turnkey company',
      'buy a turnkey',
    ],
    body: `A **turnkey rental** is a property sold to investors already renovated, often with a tenant in place and a property manager lined up, so the buyer collects rent from day one. **Turnkey providers** buy, rehab and resell homes, mostly in lower-priced markets, to out-of-state investors.

Why investors buy them: no renovation risk or contractor management, immediate cash flow, and a way to invest in cheaper markets far from home.

What to watch:

- **Price**: the provider's profit is built in, so the price can be at or above after-repair value. Get an independent appraisal and comps.
- **Renovation quality**: hire your own inspector; cosmetic work can hide old roofs, HVAC or plumbing.
- **Projections**: providers' numbers often assume low vacancy, maintenance and capital expenditure; rerun them with realistic reserves.
- **Management**: a manager tied to the seller may not be independent. Check reviews, fees and how the tenant was placed.
- **Neighborhood**: cheap houses in weak areas can mean high turnover and collections problems.

A rent guarantee for the first months is a marketing feature, not a measure of the property's long-run income.`,
    related: ['buying-remotely', 'property-management', 'analyzing-a-rental', 'capex-reserves'],
  },
  {
    id: 'wholesaling',
    title: 'Wholesaling: assignment of contract and double closing',
    category: 'investing',
    keywords: [
      'wholesaling',
      'wholesale real estate',
      'wholesaler',
      'wholesale deal',
      'assignment of contract',
      'contract assignment',
      'assignment fee',
      'double close',
      'double closing',
      'simultaneous close',
      'transactional funding',
    ],
    body: `**Wholesaling** is putting a property under contract, usually at a discount from a motivated seller, and passing the deal to an end buyer (often a flipper or landlord) for a fee, without buying it for keeps. Two ways to do it:

- **Assignment of contract**: the wholesaler sells their rights as buyer under the purchase contract to the end buyer for an **assignment fee**. The contract must allow assignment ("and/or assigns"). Simple and cheap, but the fee shows on the closing statement.
- **Double close**: the wholesaler buys from the seller and resells to the end buyer, often the same day. Two sets of closing costs, and the wholesaler needs the money for a moment, sometimes **transactional funding** lent for hours at 1–2% of the amount.

**Example**: contract at $150,000, assign to a flipper at $165,000: a $15,000 assignment fee, paid at closing.

Cautions: several states (Illinois, Oklahoma and Pennsylvania among them) now require a license or disclosures for marketing contracts you don't own, and misleading sellers about who you are or what the home is worth invites lawsuits. Honest wholesalers tell sellers they intend to assign and keep their earnest money at risk only as the contract allows.`,
    related: ['house-flipping', 'getting-started-investing', 'earnest-money', 'brrrr'],
  },
  {
    id: 'holdover-tenant',
    title: 'Holdover tenants',
    category: 'investing',
    keywords: [
      'holdover tenant',
      'holdover',
      'holding over',
      'holdover rent',
      'holdover clause',
      'tenant at sufferance',
      'tenancy at sufferance',
      'tenant wont leave after lease ends',
    ],
    body: `A **holdover tenant** stays in a rental after the lease ends without signing a new one. What happens next depends on the landlord and the state.

- **If the landlord accepts rent**, most states treat the tenancy as renewed **month to month** on the old lease's terms (a few states, for commercial space, as another full term). Either side can then end it with proper notice, typically 30 days for a residential tenancy, sometimes more for long tenancies or under local rules.
- **If the landlord refuses rent**, the tenant is a **tenant at sufferance** and the landlord may start an eviction. Changing locks or shutting off utilities (self-help) is illegal nearly everywhere; removal needs a court order.

**Holdover rent**: leases often set rent for holding over, commonly **150–200% of the last rent** in commercial leases, and make the tenant liable for damages, such as a lost incoming tenant. Residential holdover charges are limited in some states.

Landlords: send a written notice before the lease ends saying whether you'll renew, and don't accept rent after it ends unless you mean to continue. In rent-controlled or just-cause cities, a lease ending may not be a lawful reason to remove a tenant.`,
    related: ['residential-leases', 'eviction-basics', 'rent-control', 'security-deposits'],
  },
  {
    id: 'passive-losses-and-reps',
    title: 'Passive activity losses and real estate professional status (REPS)',
    category: 'investing',
    keywords: [
      'passive activity loss',
      'passive activity losses',
      'passive losses',
      'passive loss rules',
      'real estate professional status',
      'real estate professional',
      'reps',
      '25000 allowance',
      'suspended losses',
      'active participation',
    ],
    body: `Under the **passive activity loss rules** (IRC §469), rental income and losses are generally **passive**: a rental's tax loss, often created by depreciation, can offset only passive income, not wages. Unused losses are **suspended** and carried forward, and are freed in full when you sell the property in a taxable sale.

Two exceptions:

- **$25,000 allowance**: owners who **actively participate** (approve tenants, set rents, arrange repairs) may deduct up to $25,000 of rental losses against other income. It phases out between $100,000 and $150,000 of modified adjusted gross income, so higher earners get none.
- **Real estate professional status (REPS)**: a taxpayer who spends **more than 750 hours** a year, and **more than half** of all working hours, in real-property trades or businesses (development, construction, brokerage, management, leasing), and materially participates in the rentals, treats rental losses as non-passive. A full-time W-2 job usually rules it out, but a spouse can qualify for a joint return. Many elect to group all rentals as one activity.

Short-term rentals with an average stay of seven days or less follow separate rules. Keep contemporaneous time logs; the IRS frequently audits these claims, and a CPA should confirm.`,
    related: ['depreciation', 'str-tax-treatment', 'cost-segregation', 'syndications'],
  },
  {
    id: 'rubs',
    title: 'Ratio utility billing (RUBS)',
    category: 'investing',
    keywords: [
      'rubs',
      'ratio utility billing',
      'ratio utility billing system',
      'utility bill back',
      'utility billback',
      'bill back utilities',
      'billing back utilities',
      'utility reimbursement',
      'submetering',
    ],
    body: `**RUBS (ratio utility billing system)** lets a landlord pass a building's shared utility bills (water, sewer, trash, sometimes gas) back to tenants when units have no separate meters. The bill is split by a **ratio**: the number of occupants, the unit's **square footage**, its bedrooms, or a mix.

How it works:

1. Take the month's bill, say $2,000 of water and sewer.
2. Take off the common-area share (laundry, landscaping), often 10–20%, which the owner keeps.
3. Split the rest by the ratio: half by square footage and half by occupants, a 1,000 sq ft unit in a 10,000 sq ft building with 2 of its 20 residents pays 10% of each half.
4. Bill each unit on the rent statement, often with a small admin fee.

Owners use it because recovered costs raise NOI (and value at a cap rate) for far less than installing **submeters**, which bill actual use. RUBS must be disclosed in the **lease**, and many states and cities regulate or limit it; tenants compare rent plus RUBS with the market.`,
    related: ['noi', 'property-management'],
  },
];

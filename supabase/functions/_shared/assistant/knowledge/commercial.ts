// Knowledge topics: commercial leases, valuation and property types. Each body is markdown of 80–220 words; figures are typical U.S.
// ranges, not quotes.
import type { KnowledgeTopic } from './topic.ts';

export const COMMERCIAL_TOPICS: readonly KnowledgeTopic[] = [
  {
    id: 'nnn-lease',
    title: 'Triple net (NNN) lease',
    category: 'commercial',
    keywords: [
      'nnn',
      'triple net',
      'net lease',
      'absolute net',
      'double net',
      'nnn charges',
      'net lease expenses',
    ],
    body: `In a **triple net (NNN) lease**, the tenant pays base rent **plus the property's three "nets": property taxes, building insurance and maintenance** (including common-area maintenance). The landlord receives fairly predictable net income.

Lease types compared:

- **Gross (full-service)**: the landlord pays operating expenses out of a higher rent, common in office buildings.
- **Modified gross**: costs are split, for example the tenant pays utilities and increases over a base year.
- **Single net / double net**: the tenant pays taxes, or taxes and insurance.
- **Absolute NNN**: the tenant also covers structural items such as the roof and parking lot, with no landlord obligations.

Listings quote NNN rent plus an estimate of the **NNN charges**, often $3–$15 per square foot a year depending on taxes and the property, billed monthly and trued up in a year-end reconciliation.

NNN leases are common for retail and industrial buildings and for single-tenant properties such as pharmacies or fast-food restaurants, where long terms (10–25 years) with a creditworthy tenant make them attractive to passive investors. Tenants should ask for the last two or three years of actual expenses, clarify who replaces the roof and HVAC, audit reconciliations and negotiate caps on controllable costs.`,
    related: ['gross-vs-modified-gross-lease', 'cam-charges', 'cap-rate', 'percentage-rent'],
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

Each tenant pays its **pro rata share**, usually its leased square feet divided by the building's total. Landlords bill estimated CAM monthly and send a **year-end reconciliation** comparing estimates with actual costs, followed by a refund or an extra bill, usually within a few months of year-end.

**How much**: in a strip center, CAM alone commonly runs $2–$8 per square foot a year; with taxes and insurance, total NNN charges are higher. Before signing, ask for the last two or three years of **actual CAM reconciliations**, not just this year's estimate.

Points to negotiate as a tenant:

- **Caps** on yearly increases in controllable costs (often 3–5%)
- Exclusions for capital improvements, the landlord's leasing costs, vacant-space costs and management fees over a set percentage
- **Audit rights** to review the landlord's books, with the landlord paying if an error exceeds a threshold

CAM, taxes and insurance together are the extra costs of an NNN lease, so compare total occupancy cost, not just base rent.`,
    related: ['nnn-lease', 'gross-vs-modified-gross-lease', 'noi', 'tenant-improvements'],
  },
  {
    id: 'cap-rate',
    title: 'Capitalization rate (cap rate)',
    category: 'commercial',
    keywords: [
      'cap rate',
      'capitalization rate',
      'cap rates',
      'exit cap',
      'going-in cap rate',
      'yield',
      'good cap rate',
      'what is a good cap rate',
    ],
    body: `The **capitalization (cap) rate** is the unlevered yield of an income property:

**Cap rate = net operating income (NOI) ÷ price (or value)**

A building with $24,000 of NOI bought for $300,000 has an **8%** cap rate. Rearranged, **value = NOI ÷ cap rate**, which is how brokers and appraisers value commercial property: if similar buildings trade at 6%, $60,000 of NOI suggests about $1,000,000.

Cap rates reflect risk and growth expectations. Lower cap rates (higher prices) go with prime locations, strong tenants and newer buildings; higher cap rates with older, riskier or slower-growth assets. They tend to rise when interest rates rise.

**What is a good cap rate?** There's no single number: recently, many apartment and industrial deals have traded around **5–6.5%**, retail around 6–7.5%, and offices and small-market properties higher. A good cap rate is one that fits the risk compared with similar sales in that submarket; brokerage market reports list them by property type.

The cap rate ignores financing, so it compares prices on the same footing; **cash-on-cash return** (the year's **cash flow** after the mortgage ÷ the cash you put in) measures your own money's return with a particular loan. If the cap rate is below the mortgage rate, leverage lowers that return. Check that a quoted cap rate's NOI uses actual expenses and vacancy.`,
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
      't12',
      't-12',
      'rent roll',
    ],
    body: `**Net operating income (NOI)** is the income a property produces after operating expenses, **before** mortgage payments and income taxes:

1. **Gross potential rent**, plus other income such as parking or laundry
2. Minus **vacancy and credit loss** = effective gross income
3. Minus **operating expenses**: property taxes, insurance, repairs and maintenance, management, utilities the owner pays, landscaping, and reserves for replacements

**NOI = effective gross income − operating expenses**

Not included: debt service, depreciation, income taxes and large capital expenditures (though many analysts deduct a reserve). Because NOI excludes financing, it lets you compare properties on equal terms, and it drives value through the cap rate (value = NOI ÷ cap rate) and loan size through DSCR.

**How to check a seller's NOI**: ask for the **T-12** (trailing twelve months of actual income and expenses), the current **rent roll**, leases and utility bills. Common adjustments: property taxes will be reassessed at your price, insurance premiums have risen, management is missing when the owner self-manages, and repairs were deferred. Be skeptical of a "pro forma" NOI built on future rents.`,
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

Example: NOI of $60,000 and debt service of $48,000 give a DSCR of 1.25. At a 1.25 minimum, $60,000 of NOI supports $48,000 a year of payments, and the rate and amortization turn that into a loan amount.

**If DSCR falls short**: bring a larger down payment, ask for longer amortization or an interest-only period, buy down the rate, or raise NOI first. Lenders use their own underwritten NOI, with market vacancy and a management fee, so it's often lower than the seller's figure. Many loans also test DSCR yearly; falling below a covenant can trigger a cash sweep.

**DSCR loans** for residential investors qualify the borrower based on the property's rent rather than personal income. Rising rates reduce DSCR on variable loans and at refinance, which is a common source of stress for leveraged owners.`,
    related: ['noi', 'debt-yield', 'commercial-loan-terms', 'dscr-loans'],
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

Longer leases and stronger tenants get larger allowances, because the landlord recovers the cost through rent over the term. Allowances vary widely: a few dollars per square foot for a renewal or warehouse, and $50–$150 or more for new office space in big cities. Build-outs often take two to four months including permits, so negotiate for rent to start after the work is done.

Tenants should clarify who manages construction, how the allowance is paid (often on invoices and lien waivers), whether unused allowance can cover moving, cabling or furniture, and what must be removed at lease end. With rent concessions, TI determines the landlord's effective rent.`,
    related: ['nnn-lease', 'cam-charges', 'commercial-property-types', 'building-classes'],
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

In a rental analysis, deduct a vacancy and credit-loss allowance from gross rent even if the property is full today: **5–8%** is a common assumption for residential rentals, more for weak markets or student housing. One month empty a year is already about 8%.

**How to check a market's vacancy**: rental vacancy rates from the Census Bureau's housing survey for metros, apartment and commercial brokerage reports by submarket, and local property managers for the specific neighborhood. For a specific building, compare the rent roll's move-in dates and concessions with listing history.

Low vacancy supports rent growth, while rising vacancy and heavy new construction signal softening rents. For commercial property, vacancy differs a lot by building class and submarket; office vacancy in many downtowns has been far above its historical level.`,
    related: ['noi', 'absorption-rate', 'building-classes', 'property-management'],
  },
  {
    id: 'building-classes',
    title: 'Building classes (Class A, B, C)',
    category: 'commercial',
    keywords: [
      'class a',
      'class b',
      'class c',
      'building class',
      'property class',
      'trophy building',
      'class a building',
      'class b property',
      'class c property',
    ],
    body: `Investors grade buildings into **classes** based on **quality, location, age and amenities**, relative to the local market:

- **Class A**: newer (often built in the last 10–15 years) or fully renovated, in the best locations, with high-quality construction and finishes, modern systems and amenities such as fitness centers, concierge or structured parking. Strong tenants, the highest rents, lowest cap rates and lowest perceived risk.
- **Class B**: older (roughly 15–30 years) but well maintained, good locations, fewer amenities and average rents. Often targeted by **value-add** investors who renovate them to near-A standards.
- **Class C**: typically 30+ years old, dated systems and finishes, less desirable locations, few amenities, lower rents and higher cap rates. More management intensity, deferred maintenance and tenant turnover.

Some add **Class D** for distressed properties. The labels are informal and set by brokers, not by law; what counts as Class A in a small city may be Class B in a major one, and neighborhoods are graded in a similar way. To classify a specific building, compare its rents, age and condition with others in the same submarket. Match the class to your strategy: stable income (A), improvement upside (B), or higher yield with more work (C).`,
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

**Mixed-use** combines types, such as shops below apartments. Compare cap rates, lease lengths and vacancy within the same type and submarket.

Residential properties of one to four units are financed as homes, while five units and up need commercial loans sized on the property's income, usually with 25–35% down. For a first commercial investment, small multifamily, self-storage or a single-tenant net-lease property is often the simplest to understand; office and hotels need more expertise.`,
    related: ['building-classes', 'nnn-lease', 'cap-rate', 'reits'],
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

From 2022 to 2024, rising rates expanded cap rates across most property types, which cut values even where NOI grew; owners who had bought at record-low caps with short-term debt were hit hardest.

For underwriting, assume an **exit cap** at or above today's going-in cap (often +0.25 to +0.5 point) so a return does not rely on compression. Ask me "value at a 6.5 cap with $100k NOI, and if caps move to 7%?" to see the swing.`,
    related: ['cap-rate', 'noi', 'commercial-property-types'],
  },
  {
    id: 'personal-guarantee',
    title: 'Personal guarantees on commercial leases',
    category: 'commercial',
    keywords: [
      'personal guarantee',
      'personally guarantee',
      'guarantor',
      'lease guarantee',
      'good guy clause',
      'good guy guarantee',
      'burn off',
      'burn-off',
      'limited guarantee',
    ],
    body: `Landlords often ask the owner of a small or new business to **personally guarantee** the lease, because the tenant entity (an LLC or corporation) may have few assets. A full guarantee makes you personally liable for **all rent and obligations for the whole term**, even after the business closes.

It is negotiable. Common ways to limit it:

- **Cap**: liability limited to a fixed amount, such as 6–12 months of rent, or a cap that declines each year.
- **Burn-off**: the guarantee ends after a set period (often 2–3 years) of on-time payments with no defaults.
- **Good-guy clause**: you're released if the tenant gives advance notice (commonly 3–6 months), pays rent through the move-out date, and hands back the space empty and broom-clean. Common in office leases.
- **Alternatives**: a larger security deposit, a letter of credit, or a guarantee from a parent company instead.

Watch for guarantees that survive an assignment or sublease, cover renewals and amendments you didn't sign, or require a spouse's signature. Strong financials, a longer lease and a soft leasing market give you leverage. Have a real estate attorney review the guarantee alongside the lease.`,
    related: ['gross-vs-modified-gross-lease', 'nnn-lease', 'tenant-improvements', 'estoppel-and-snda'],
  },
  {
    id: 'gross-vs-modified-gross-lease',
    title: 'Gross vs. modified gross leases',
    category: 'commercial',
    keywords: [
      'gross lease',
      'full service lease',
      'full-service gross',
      'modified gross',
      'modified gross lease',
      'industrial gross',
      'base year',
      'lease types',
      'gross vs net lease',
    ],
    body: `Commercial leases differ in **who pays the building's operating expenses**: property taxes, insurance, maintenance, utilities and janitorial.

- **Gross (full-service) lease**: one all-in rent; the landlord pays the operating expenses. Common in multi-tenant office buildings.
- **Modified gross lease**: base rent covers some expenses (often taxes and insurance), while the tenant pays others, such as its own utilities, janitorial or in-suite repairs. The split is whatever the lease says, so read its expense schedule.
- **Net leases (NNN)**: a lower base rent plus the tenant's share of taxes, insurance and common-area maintenance.

Most gross and modified gross leases protect the landlord with a **base year** or **expense stop**: the tenant pays its pro rata share of any increase in expenses above the first year's level (or above a fixed dollar amount per square foot).

To compare offers, convert each to **total occupancy cost per square foot per year**: base rent plus every pass-through, utilities and parking. Negotiate a base year with a normal level of occupancy (expenses "grossed up" to about 95%), caps on controllable expense increases, and audit rights.`,
    related: ['nnn-lease', 'cam-charges', 'percentage-rent', 'personal-guarantee'],
  },
  {
    id: 'percentage-rent',
    title: 'Percentage rent and breakpoints',
    category: 'commercial',
    keywords: [
      'percentage rent',
      'percentage lease',
      'breakpoint',
      'natural breakpoint',
      'artificial breakpoint',
      'overage rent',
      'gross sales',
      'retail lease',
    ],
    body: `Many **retail leases** charge base rent plus **percentage rent**: a share of the tenant's gross sales above a **breakpoint**. The landlord shares in a strong store's success; the tenant pays more only when sales are high.

- **Natural breakpoint** = annual base rent ÷ percentage rate. With $60,000 base rent and a 6% rate, the breakpoint is **$1,000,000** of sales.
- If sales reach $1,200,000, percentage rent is 6% × $200,000 = **$12,000**, on top of base rent.
- An **artificial breakpoint** is any other negotiated figure, higher or lower than the natural one.

Rates depend on the business's margins: about 1–3% for grocery and big-box stores, 5–8% for restaurants and apparel, more for high-margin services.

Points to negotiate:

- What counts as **gross sales**: exclude sales tax, returns, employee discounts, gift card sales until redeemed and, often, online orders.
- How and when sales are reported, and the landlord's **audit** rights.
- Whether percentage rent is offset by CAM or tax payments.
- **Radius clauses** that bar opening another store nearby.

Percentage rent is most common in malls and shopping centers; it also appears in some ground leases and hotel leases.`,
    related: ['nnn-lease', 'gross-vs-modified-gross-lease', 'cam-charges', 'commercial-property-types'],
  },
  {
    id: 'commercial-loan-terms',
    title: 'Commercial loan terms (recourse, balloon, prepayment)',
    category: 'commercial',
    keywords: [
      'commercial loan',
      'commercial mortgage',
      'recourse',
      'non-recourse',
      'nonrecourse',
      'carve outs',
      'balloon payment',
      'prepayment penalty',
      'yield maintenance',
      'defeasance',
      'cmbs',
      'sba 504',
    ],
    body: `Commercial mortgages differ from home loans in a few key ways:

- **Recourse vs. non-recourse**: with **recourse**, the lender can pursue the borrower and guarantors personally for any shortfall after foreclosure. **Non-recourse** loans limit the lender to the property, except for **"bad-boy" carve-outs** such as fraud, misused funds, unpaid taxes or voluntary bankruptcy. Banks usually require recourse; CMBS, life company and agency loans are usually non-recourse.
- **Balloon**: the **term** (often 5, 7 or 10 years) is shorter than the **amortization** (25–30 years), so the remaining balance is due at maturity. You must refinance or sell, which is risky if rates have risen or values fallen.
- **Prepayment**: paying off early costs money. A **step-down** charges a falling percentage (5-4-3-2-1); **yield maintenance** pays the lender the interest it loses versus Treasury yields; **defeasance**, common on CMBS, replaces the loan's collateral with Treasury bonds, which is expensive and needs specialists. Most loans open up in the final few months.

Loan size is the lowest of the limits from **LTV** (65–75%), **DSCR** (1.20–1.35) and **debt yield** (8–10%). Owner-occupied businesses can also use **SBA 504 and 7(a)** loans with 10% down.`,
    related: ['dscr', 'debt-yield', 'loan-to-value', 'cap-rate'],
  },
  {
    id: 'debt-yield',
    title: 'Debt yield',
    category: 'commercial',
    keywords: [
      'debt yield',
      'debt yield ratio',
      'minimum debt yield',
      'noi divided by loan',
      'noi to loan',
      'loan sizing',
    ],
    body: `**Debt yield** is a lender's measure of risk on a commercial loan:

**Debt yield = net operating income (NOI) ÷ loan amount**

A property with $500,000 of NOI and a $5,000,000 loan has a **10%** debt yield: if the lender took the property back, it would earn 10% a year on the money it lent.

Lenders like it because, unlike DSCR and LTV, it ignores the **interest rate, amortization and cap rate**, which can make a loan look safer than it is when rates are low or values are inflated. Typical minimums are about **8–10%**, higher for riskier property types such as hotels or for CMBS loans in tight credit markets.

It also sizes the loan: **maximum loan = NOI ÷ minimum debt yield**. With $500,000 of NOI and a 9% minimum, the largest loan is about $5.56 million, whatever the rate. The final loan is the lowest of the debt-yield, DSCR and LTV limits.

To raise the amount you can borrow, raise NOI (leasing, cutting expenses) or bring more equity. Ask me "NOI $500k, minimum debt yield 9%: how big a loan?" to compute it.`,
    related: ['dscr', 'noi', 'commercial-loan-terms', 'loan-to-value'],
  },
  {
    id: 'estoppel-and-snda',
    title: 'Estoppel certificates and SNDAs',
    category: 'commercial',
    keywords: [
      'estoppel',
      'estoppel certificate',
      'tenant estoppel',
      'snda',
      'subordination',
      'non-disturbance',
      'nondisturbance',
      'attornment',
      'subordination agreement',
    ],
    body: `Both documents come up when a landlord **sells or refinances** a leased property.

An **estoppel certificate** is the tenant's signed statement of the lease facts: the lease and amendments, current rent, security deposit, lease dates and options, any prepaid rent, and whether the landlord is in **default**. Buyers and lenders rely on it, and the tenant is "estopped" from later claiming anything different, so read it carefully and note any disputes, unfinished improvements or unpaid allowances before signing. Leases usually require it back within **10–20 days**; ignoring the request can itself be a default.

An **SNDA (subordination, non-disturbance and attornment agreement)** sets the order of rights between tenant and lender:

- **Subordination**: the lease ranks behind the mortgage.
- **Non-disturbance**: if the lender forecloses, it won't end the lease as long as the tenant isn't in default. This is the tenant's protection.
- **Attornment**: the tenant will accept the lender or new owner as landlord.

Tenants should agree to subordinate **only in exchange for non-disturbance**, ideally negotiated into the lease at signing. Lenders use their own forms, but reasonable changes (honoring offsets, allowances and options) are often accepted.`,
    related: ['personal-guarantee', 'commercial-loan-terms', 'nnn-lease', 'tenant-improvements'],
  },
  {
    id: 'commercial-due-diligence',
    title: 'Due diligence on a commercial purchase',
    category: 'commercial',
    keywords: [
      'due diligence',
      'due diligence period',
      'feasibility period',
      'inspection period commercial',
      'what to check before closing',
      'phase i',
      'phase 1 environmental',
      'environmental site assessment',
      'property condition assessment',
      'rent roll audit',
      'lease audit',
      't-12',
      'alta survey',
      'zoning report',
    ],
    body: `The **due diligence period** of a commercial contract, often 30 to 60 days, is your time to confirm the income, the building and the title, and to renegotiate or walk away (usually with the earnest money back). The notice to terminate must arrive before it ends.

- **Leases**: read every lease and amendment, not only the rent roll: rents, terms, options, co-tenancy and exclusive-use clauses, who pays which expenses (NNN, CAM caps), guarantees. Audit the rent roll against leases and bank deposits; get the trailing 12 months (**T-12**) and the CAM reconciliations.
- **Tenant estoppel certificates** (each tenant confirms its rent, deposit and no default), and SNDAs if you finance.
- **Environmental**: a Phase I site assessment; a current or former **dry cleaner** or gas station is the classic risk in a strip center. Lenders require it.
- **Property condition**: roof, parking lot, HVAC, structure, ADA access, with costed repairs.
- **Survey, title and zoning**: easements, encroachments, reciprocal easements, permitted uses, parking.
- **Costs**: tax history and reassessment on sale, insurance quotes, service contracts you would inherit.

A commercial broker, a real-estate attorney and your lender's checklist divide this work.`,
    related: ['estoppel-and-snda', 'nnn-lease', 'cam-charges', 'noi'],
  },
];

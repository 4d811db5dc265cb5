// Knowledge topics: commercial leases, valuation and property types. Each body is markdown of 80–220 words; figures are typical U.S.
// ranges, not quotes.
import type { KnowledgeTopic } from './topic.ts';

export const COMMERCIAL_TOPICS: readonly KnowledgeTopic[] = [
  {
    id: 'service-animals-in-businesses',
    title: 'Service animals in a business (ADA)',
    category: 'commercial',
    keywords: [
      'service dog in my restaurant',
      'service dog in my store',
      'service animal in my business',
      'service animal customer',
      'service dog customer',
      'dog in the dining room',
      'ada service animal',
      'service animals ada',
      'what can i ask about a service dog',
    ],
    body: `In a restaurant, shop, office or other business open to the public, service animals are governed by **Title III of the Americans with Disabilities Act (ADA)**, not by fair-housing law, and the rules are narrower.

- A **service animal** is a **dog** (or, case by case, a miniature horse) individually trained to do work or perform tasks for a person with a disability. **Emotional-support animals are not service animals** under the ADA, though some state laws go further.
- The dog must be allowed wherever customers may go, **dining rooms included**; health codes that bar pets do not apply to it.
- When the need is not obvious, staff may ask **only two questions**: (1) is the dog required because of a disability, and (2) what work or task has it been trained to perform. You may **not** ask about the disability, require documentation, an ID vest or a demonstration, or charge a fee or deposit.
- You **may** ask that the dog be removed if it is **out of control** and the handler does not take effective action, or if it is **not housebroken**. Then offer the person service without the dog.

The U.S. Department of Justice's ADA pages (ada.gov) and your state civil-rights agency have the full rules; this is general information, not legal advice.`,
    related: ['fair-housing', 'commercial-property-types'],
  },
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
      'expense stop',
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
  {
    id: 't12-operating-statement',
    title: 'Trailing 12 (T-12) operating statement',
    category: 'commercial',
    keywords: [
      't12',
      't-12',
      'trailing 12',
      'trailing twelve',
      'trailing 12 months',
      'operating statement',
      'profit and loss statement',
      'p&l',
      'actuals',
    ],
    body: `A **trailing 12 (T-12)** is a property's **operating statement for the last twelve months**: income and expenses month by month, with a total. It shows what the property actually earned, so it is the starting point for **net operating income (NOI)** and the value a buyer or lender will accept.

What to check:

- **Income matches the rent roll** and bank deposits: collected rent, not billed rent.
- **Missing or understated expenses**: a self-managing owner may show no management fee, payroll or repairs. Add a market management fee (often 4–10% of collections) and realistic repairs.
- **Property taxes after the sale**: many states reassess at the purchase price, so the seller's tax bill can understate yours.
- **One-time items**: an insurance payout, a big repair or a lump of back rent distorts one month.
- **Trend**: compare the last three months, annualized (a "T-3"), with the full year to see whether occupancy or rents are moving.

A T-12 looks backward; a **pro forma** projects forward. Underwrite from the T-12 and treat the pro forma as the seller's opinion.`,
    related: ['noi', 'rent-roll', 'pro-forma', 'commercial-due-diligence'],
  },
  {
    id: 'rent-roll',
    title: 'Rent roll',
    category: 'commercial',
    keywords: ['rent roll', 'rentroll', 'rent roll audit', 'tenant list', 'lease schedule'],
    body: `A **rent roll** is the list of every unit or suite in a property with its tenant and lease terms at a point in time. Together with the **T-12 operating statement**, it is the core of underwriting an income property.

A good rent roll shows, for each unit:

- Unit number, type (for example 2 bed / 1 bath) and square feet
- Tenant name, or vacant / down / model
- Lease start and end dates (or month to month)
- **Current (in-place) rent** and, ideally, **market rent**
- Security deposit held
- Concessions, and any balance owed (delinquency)
- For commercial space: options, escalations and who pays which expenses

How to use it: add up in-place rent and compare it with collections on the T-12 and bank deposits; the gap is vacancy, concessions and bad debt. Compare in-place with market rent to see **loss to lease**. Check lease expirations for rollover risk.

In due diligence, **audit the rent roll** against the actual leases, and get **tenant estoppel certificates** in commercial deals, because a seller's rent roll is not a guarantee.`,
    related: ['t12-operating-statement', 'loss-to-lease', 'estoppel-and-snda', 'commercial-due-diligence'],
  },
  {
    id: 'pro-forma',
    title: 'Pro forma (projected operating statement)',
    category: 'commercial',
    keywords: [
      'pro forma',
      'proforma',
      'pro-forma',
      'projected noi',
      'projected income',
      'underwriting projections',
      'broker pro forma',
    ],
    body: `A **pro forma** is a projection of a property's future income, expenses and **net operating income (NOI)**, often year by year over a planned hold, ending in a sale price and returns such as **IRR** and **equity multiple**. "Pro forma cap rate" means the cap rate on that projected NOI rather than on actual results.

A pro forma differs from a **T-12**, which reports what happened. Listing brokers' pro formas are marketing: they often assume rents at market right away, low vacancy, trimmed expenses and no reassessment of property taxes. Compare:

- Actual NOI (T-12) $180,000 at a $3,000,000 price = 6.0% cap
- Pro forma NOI $215,000 at the same price = 7.2% "pro forma cap"

Build your own: start from actual income and expenses, apply your own rent growth, vacancy, management, reserves for capital expenditures and the tax bill at your price, then test what happens if rents grow slower or the exit cap rate is higher. Pay for today's NOI; treat the upside as yours to earn.`,
    related: ['t12-operating-statement', 'noi', 'cap-rate', 'offering-memorandum'],
  },
  {
    id: 'offering-memorandum',
    title: 'Offering memorandum (OM)',
    category: 'commercial',
    keywords: [
      'offering memorandum',
      'offering memo',
      'om',
      'marketing package',
      'investment offering',
      'confidentiality agreement',
      'broker package',
    ],
    body: `An **offering memorandum (OM)**, or offering memo, is the marketing package a listing broker prepares for a commercial or multifamily property for sale. Brokers usually release it after a buyer signs a **confidentiality agreement (CA or NDA)**.

A typical OM contains:

- An executive summary: price, cap rate, investment highlights
- The property: location, size, year built, units or suites, parking, photos and site plan
- Financials: a summary **rent roll**, a **T-12** or recent operating history, and a **pro forma**
- Sales and rent comparables, and a market overview (employers, population, supply)
- The bidding process and deadlines

Read it as a sales document. It carries disclaimers that nothing is warranted, and the pro forma is usually optimistic. Use it to decide whether to tour and submit a **letter of intent (LOI)**, then verify everything in due diligence: leases, actual income and expenses, the property's condition and zoning.

(A **private placement memorandum (PPM)** is different: the legal disclosure document for investing in a syndication or fund.)`,
    related: ['letter-of-intent', 'pro-forma', 'rent-roll', 'commercial-due-diligence'],
  },
  {
    id: 'letter-of-intent',
    title: 'Letter of intent (LOI)',
    category: 'commercial',
    keywords: [
      'letter of intent',
      'loi',
      'lois',
      'term sheet',
      'non-binding offer',
      'lease loi',
      'purchase loi',
    ],
    body: `A **letter of intent (LOI)** is a short document that sets out the main terms of a commercial purchase or lease before lawyers draft the binding contract, the **purchase and sale agreement (PSA)** or the lease.

A purchase LOI usually covers:

- Price and how it is paid (cash, new loan, assumption)
- **Earnest money** amount and when it becomes non-refundable
- **Due diligence period** length and what the seller must deliver (leases, T-12, rent roll, reports)
- Financing and other contingencies
- Closing date, and who pays which closing costs

A lease LOI covers rent, term, escalations, the tenant improvement allowance, free rent and options.

LOIs are generally **non-binding** on the deal terms, so either side can still walk away, but they often make a few clauses binding: confidentiality, an **exclusivity or no-shop** period, and sometimes who pays costs. Say clearly which parts bind. Courts have enforced LOIs that read like final agreements, so have a real estate attorney review one before you sign, and negotiate the key points here: they are much harder to change later.`,
    related: ['offering-memorandum', 'commercial-due-diligence', 'making-an-offer', 'tenant-improvements'],
  },
  {
    id: 'ground-lease',
    title: 'Ground lease',
    category: 'commercial',
    keywords: [
      'ground lease',
      'land lease',
      'ground rent',
      'leasehold',
      'leased land',
      'subordinated ground lease',
      'unsubordinated ground lease',
      'pad site',
    ],
    body: `A **ground lease** (land lease) rents only the land: the tenant builds or owns the building on it for a long term, commonly **50–99 years**, and pays **ground rent** to the landowner. When the lease ends, the building usually **reverts to the landowner** unless the lease says otherwise.

Why use one: the landowner keeps the land and earns steady income without selling (and without a taxable sale); the tenant avoids paying for the land, which lowers its upfront cost. They are common for restaurant and bank pad sites, downtown towers, airports, university land, and some homes (Hawaii, parts of Florida and manufactured-home communities).

Points that matter:

- **Remaining term**: lenders want the lease to run well past the loan's amortization, and a building's value falls as the term shortens.
- **Subordinated vs. unsubordinated**: in a subordinated ground lease, the landowner lets its interest secure the tenant's loan, which makes financing easier but riskier for the landowner.
- **Rent resets**: fixed bumps, CPI increases or periodic reappraisals of the land.

Buyers of a leasehold home or building own the improvements, not the land; price and financing should reflect that.`,
    related: ['rent-escalations', 'nnn-lease', 'commercial-loan-terms', 'build-to-suit'],
  },
  {
    id: 'sale-leaseback',
    title: 'Sale-leaseback',
    category: 'commercial',
    keywords: [
      'sale leaseback',
      'sale-leaseback',
      'leaseback',
      'sell and lease back',
      'sale and leaseback',
      'rent back',
      'rent-back',
    ],
    body: `In a **sale-leaseback** (sale and leaseback), an owner that occupies its property sells it to an investor and at the same time signs a lease to stay, usually a long **triple net (NNN) lease** of 10–25 years.

For the seller (now the tenant):

- It turns equity into cash, often more than a loan would give, to fund the business.
- Rent is generally a deductible business expense.
- It gives up future appreciation, control of the building and, at the end of the lease, possibly the location.

For the buyer (landlord): a tenant on day one, with rent and price set together. The buyer underwrites the **tenant's credit** and how essential the site is to its business, and the cap rate reflects both. A rent set above market props up the price but raises the risk of a default.

Have the lease terms (rent, escalations, renewal options, purchase options, repair duties) negotiated with the sale, and check tax treatment with a CPA: a gain on the sale can be taxable.

In a home sale, a short **rent-back** after closing, where the seller stays a few days or weeks, is a smaller cousin of the same idea, set out in a post-closing occupancy agreement.`,
    related: ['nnn-lease', 'cap-rate', 'ground-lease', 'build-to-suit'],
  },
  {
    id: 'master-lease',
    title: 'Master lease',
    category: 'commercial',
    keywords: [
      'master lease',
      'master lease option',
      'master tenant',
      'master leasing',
      'sublease the units',
      'seller master lease',
    ],
    body: `A **master lease** leases a whole property (or several spaces) to one **master tenant**, who then subleases the units or suites to the people who occupy them and keeps the difference between what it collects and what it pays.

Common uses:

- **Operators**: a company master-leases an apartment building or hotel and runs it, paying the owner a fixed rent.
- **Master lease option**: an investor leases a property from its owner with an **option to buy** at a set price later, operates it, and buys once its value or financing allows. It controls the property with little cash, but the owner's mortgage usually stays in place, and the lease should be recorded and reviewed by an attorney.
- **Seller master lease at closing**: the seller leases vacant space for a period so the buyer gets the income the price assumed.

Check that the underlying leases and the owner's loan allow subleasing; many mortgages treat an option or long lease as a transfer. The master tenant is liable to the owner for the rent even when subtenants do not pay.`,
    related: ['residential-leases', 'rent-to-own', 'subject-to-and-wraparound', 'estoppel-and-snda'],
  },
  {
    id: 'build-to-suit',
    title: 'Build-to-suit',
    category: 'commercial',
    keywords: [
      'build to suit',
      'build-to-suit',
      'bts',
      'built to suit',
      'custom built for tenant',
      'development lease',
    ],
    body: `A **build-to-suit (BTS)** is a building a developer or landlord builds to a specific tenant's specifications, usually on land the developer buys, with the tenant committing to a **long lease before construction**, often a 10–25 year **triple net (NNN) lease**.

Rent is typically set from the total project cost times a return the developer needs. For example: land, hard and soft costs of $4,000,000 × a 7.5% return = $300,000 a year of rent, with fixed bumps. The finished, leased building can then be sold to an investor at a lower cap rate, which is the developer's profit.

Why tenants use it: a building designed for their operations (a distribution center, a store prototype, a medical office) without spending their own capital. Why it is risky: the building may suit few other users, so the landlord relies on the tenant's credit and a long term.

Key lease points: who bears cost overruns and delays, the rent-commencement date, completion standards and penalties, the tenant's approval of plans, and purchase or renewal options. A **build-to-suit for sale** lets the tenant buy the finished building instead.`,
    related: ['nnn-lease', 'sale-leaseback', 'tenant-improvements', 'ground-lease'],
  },
  {
    id: 'walt',
    title: 'Weighted average lease term (WALT)',
    category: 'commercial',
    keywords: [
      'walt',
      'wale',
      'weighted average lease term',
      'weighted average lease expiry',
      'remaining lease term',
      'lease term remaining',
      'lease rollover',
    ],
    body: `**Weighted average lease term (WALT)**, also called **WALE** (weighted average lease expiry), is the average time left on a property's leases, weighted by each lease's rent (sometimes by square feet). It measures how secure a multi-tenant property's income is.

**Formula**: WALT = Σ (remaining years × annual rent) ÷ total annual rent.

**Example**:

- Tenant A: $100,000 rent, 8 years left → 800,000
- Tenant B: $50,000 rent, 2 years left → 100,000
- Tenant C: $50,000 rent, 4 years left → 200,000

WALT = 1,100,000 ÷ 200,000 = **5.5 years**.

A longer WALT means steadier income and usually a lower cap rate and easier financing. A short WALT means **rollover risk**: leasing commissions, tenant improvement costs and possible vacancy soon, but also a chance to reset rents if they are below market. Look past the average at the lease expiration schedule: a WALT of 5.5 years can hide a big tenant leaving next year. Weight by rent for income risk, by square feet for space that may need re-leasing.`,
    related: ['rent-roll', 'cap-rate', 'tenant-improvements', 'vacancy-rate'],
  },
  {
    id: 'rentable-vs-usable',
    title: 'Rentable vs. usable square feet (load factor)',
    category: 'commercial',
    keywords: [
      'rentable square feet',
      'usable square feet',
      'rentable vs usable',
      'usable vs rentable',
      'rsf',
      'usf',
      'load factor',
      'add-on factor',
      'core factor',
      'common area factor',
      'boma',
      'gross leasable area',
      'gla',
    ],
    body: `Office rent is usually quoted on **rentable square feet (RSF)**, which is larger than the **usable square feet (USF)** the tenant actually occupies. Rentable area adds the tenant's share of common areas such as lobbies, corridors, restrooms and mechanical rooms. The **load factor** (add-on or common area factor) measures the difference.

**Formulas**: load factor = RSF ÷ USF; add-on percentage = load factor − 1.

**Example**: a suite of 2,000 USF in a building with a 1.15 load factor is 2,000 × 1.15 = 2,300 RSF. At $30 per RSF a year, rent is $69,000, which is $34.50 per usable square foot.

Loads commonly run about 10–20% in multi-tenant office buildings; a full floor has a lower load than a partial floor. Measurement follows **BOMA** standards, and different versions give different results, so when comparing spaces compare **cost per usable square foot** and ask which standard and load were used.

Retail uses **gross leasable area (GLA)**, the area tenants occupy and pay for; industrial space is usually leased on the building's gross area.`,
    related: [
      'gross-vs-modified-gross-lease',
      'cam-charges',
      'tenant-improvements',
      'commercial-property-types',
    ],
  },
  {
    id: 'rent-escalations',
    title: 'Rent escalations in commercial leases (fixed and CPI)',
    category: 'commercial',
    keywords: [
      'rent escalation',
      'rent escalations',
      'escalation clause lease',
      'escalation clause in a lease',
      'escalation clause in a commercial lease',
      'lease escalation clause',
      'cpi escalation',
      'cpi increase',
      'cpi bump',
      'cpi adjustment',
      'consumer price index',
      'annual escalation',
      'rent bumps',
      'fixed bumps',
      'step up rent',
      'escalator',
      'annual increase',
    ],
    body: `**Rent escalations** (escalators or bumps) are the scheduled increases in base rent written into a commercial lease. Common kinds:

- **Fixed percentage**: rent rises a set amount each year, often 2–4%.
- **Stepped (fixed dollar)**: for example $25.00, then $25.75, then $26.50 per square foot.
- **CPI escalation**: rent rises with the **Consumer Price Index (CPI)**, usually the CPI-U published by the Bureau of Labor Statistics, often with a **floor and a cap**.
- **Fair market value reset**: rent moves to market at a renewal option or at set years, common in ground leases.

**CPI example**: base rent $30.00 per square foot, CPI rose 4.6% over the year, lease caps increases at 4% with a 2% floor → new rent $30.00 × 1.04 = **$31.20**.

Tenants want predictable fixed bumps or a cap on CPI increases; landlords want protection from inflation, which a CPI clause gives. Check which index, region and month the lease uses, whether increases compound, and whether expense pass-throughs (a base year or NNN charges) add to the escalation. In a home purchase, an "escalation clause" means something else: an offer that rises to beat competing bids.`,
    related: ['nnn-lease', 'gross-vs-modified-gross-lease', 'ground-lease', 'walt'],
  },
  {
    id: 'loss-to-lease',
    title: 'Loss to lease',
    category: 'commercial',
    keywords: [
      'loss to lease',
      'loss-to-lease',
      'gain to lease',
      'in-place rent',
      'in place rents',
      'below market rents',
      'mark to market rents',
      'gross potential rent',
      'gpr',
    ],
    body: `**Loss to lease** is the gap between **market rent** and the **in-place rent** tenants actually pay under their current leases. On an apartment operating statement it sits right below **gross potential rent (GPR)**, which is rent at market for every unit.

**Formula**: loss to lease = Σ (market rent − lease rent) for occupied units.

**Example**: 100 occupied units, market rent $1,500, average lease rent $1,420 → $80 × 100 × 12 = **$96,000 a year**, or 5.3% of GPR.

A small loss to lease is normal in a rising market, because leases lag the market. A large one is either **upside** (rents can rise as leases renew or units turn over, the core of many value-add plans) or a warning that the "market rent" in the seller's numbers is optimistic. Check it against actual new leases signed recently, not asking rents.

If in-place rent is above market it is a **gain to lease**, and income may fall when leases renew. Rent control or long leases can keep a loss to lease from ever being recovered.`,
    related: ['rent-roll', 'economic-occupancy', 'noi', 'setting-rent'],
  },
  {
    id: 'economic-occupancy',
    title: 'Economic vs. physical occupancy',
    category: 'commercial',
    keywords: [
      'economic occupancy',
      'physical occupancy',
      'economic vs physical occupancy',
      'physical vs economic occupancy',
      'economic vacancy',
      'collections',
      'collection loss',
    ],
    body: `**Physical occupancy** is the share of units (or square feet) that have someone in them. **Economic occupancy** is the share of potential rent actually collected. The gap shows concessions, delinquency and below-market leases that a "95% occupied" claim hides.

**Formulas**:

- Physical occupancy = occupied units ÷ total units
- Economic occupancy = rent collected ÷ gross potential rent (GPR, all units at market rent)

**Example**: 100 units at $1,200 market rent → GPR $120,000 a month. 95 units are occupied (95% physical). Loss to lease is $4,000, concessions $2,000 and unpaid rent $3,600, so collections are $114,000 − $9,600 = $104,400. Economic occupancy = $104,400 ÷ $120,000 = **87%**.

Lenders and buyers value a property on what it collects, so economic occupancy and **economic vacancy** (100% minus it) drive NOI. A wide gap calls for a look at the **rent roll** and the delinquency report: free-rent specials, non-paying tenants, employee or model units, or rents set below market.`,
    related: ['vacancy-rate', 'loss-to-lease', 'rent-roll', 'noi'],
  },
  {
    id: 'operating-expense-ratio',
    title: 'Operating expense ratio (OER)',
    category: 'commercial',
    keywords: [
      'operating expense ratio',
      'oer',
      'expense ratio',
      'opex ratio',
      'expenses as a percent of income',
    ],
    body: `The **operating expense ratio (OER)** is a property's operating expenses as a share of its income. It shows how much of each dollar of rent goes to running the property before the mortgage.

**Formula**: OER = operating expenses ÷ effective gross income (EGI). Some analysts divide by gross potential income instead, so check which one a report uses.

**Example**: EGI $200,000, operating expenses $90,000 → OER = 45%. NOI is the rest: $110,000, a 55% NOI margin.

Operating expenses include property taxes, insurance, utilities the owner pays, repairs and maintenance, management, payroll and reserves. They exclude mortgage payments, depreciation and usually capital expenditures.

What is normal depends on the property: apartments commonly run about 35–50%, higher for older buildings, owner-paid utilities or high-tax areas; NNN retail can be very low because tenants pay the expenses. An OER well below peers in a seller's numbers usually means missing expenses; well above peers can mean poor management, an opportunity for a buyer. The **50% rule** for small rentals is an OER of 50% used as a rough guess.`,
    related: ['noi', 't12-operating-statement', 'fifty-percent-rule', 'capex-reserves'],
  },
  {
    id: 'retail-lease-clauses',
    title: 'Retail lease provisions: co-tenancy, exclusive use, go-dark and radius',
    category: 'commercial',
    keywords: [
      'co-tenancy',
      'co-tenancy clause',
      'cotenancy',
      'exclusive use',
      'exclusive use clause',
      'go dark',
      'go-dark clause',
      'going dark',
      'continuous operation',
      'operating covenant',
      'radius restriction',
      'anchor tenant',
      'lease to a competitor',
    ],
    body: `**Retail lease provisions** such as co-tenancy, exclusive-use, go-dark and radius clauses tie a store's fate to its shopping center's:

- **Co-tenancy clause**: protects a tenant who signed because of an **anchor** (a grocery store) or a level of occupancy. If the anchor leaves or occupancy falls below, say, 70%, the tenant pays reduced rent, often percentage rent only, and may terminate if it isn't cured within a set time.
- **Exclusive use clause**: the landlord agrees not to lease other space in the center to a competitor (no second coffee shop). Remedies are usually reduced rent or termination; landlords narrow it to a primary use and a share of sales.
- **Go-dark clause** (the reverse of a **continuous operation clause** or operating covenant): says whether the tenant may close the store while still paying rent. Landlords want stores open, since dark space hurts the others; tenants want the right to go dark. Many leases let the landlord take the space back if a tenant stays dark.
- **Radius restriction**: the tenant may not open another store within a set distance (often 3–5 miles), which would pull sales, and percentage rent, away from this one.
These clauses affect a center's income and value, so buyers review them in lease audits.`,
    related: ['percentage-rent', 'nnn-lease', 'estoppel-and-snda', 'commercial-property-types'],
  },
  {
    id: 'effective-rent',
    title: 'Effective rent, free rent and other lease concessions',
    category: 'commercial',
    keywords: [
      'effective rent',
      'net effective rent',
      'free rent',
      'rent abatement',
      'lease concessions',
      'rent concessions',
      'face rent',
      'asking rent',
    ],
    body: `**Effective rent** (net effective rent) is what a tenant really pays per year once **concessions** are spread over the lease, as opposed to the **face** or asking rent written in it. Landlords often prefer concessions to a lower face rent, because face rent sets a building's value and future renewals.

Common concessions:

- **Free rent** (rent abatement): months with no base rent, usually at the start; tenants often still pay operating expenses.
- **Tenant improvement allowance** above the market norm.
- Moving allowances, or a landlord paying the tenant's old lease.

**Example**: a 5-year office lease at $30 per square foot a year with 6 months free: the tenant pays 54 of 60 months, so the effective rent is $30 × 54 ÷ 60 = **$27.00**. Subtracting also the landlord's excess TI spread over the term gives a lower figure still.

In apartments, "one month free on a 12-month lease" works the same way: $1,800 face rent × 11 ÷ 12 = **$1,650** effective. Rising concessions in a market are an early sign of softening demand, so compare effective rents, not asking rents, when you value a property or negotiate a lease.`,
    related: ['tenant-improvements', 'loss-to-lease', 'vacancy-rate', 'nnn-lease'],
  },
  {
    id: 'lease-assignment-subletting',
    title: 'Assignment, subletting and relocation clauses in commercial leases',
    category: 'commercial',
    keywords: [
      'assignment of lease',
      'lease assignment',
      'assign a lease',
      'assign my lease',
      'sublease commercial',
      'sublet commercial space',
      'commercial sublease',
      'recapture clause',
      'relocation clause',
      'consent to assignment',
      'letter of credit',
    ],
    body: `A commercial tenant that wants out early, or sells its business, usually **assigns** or **sublets** its lease.

- **Assignment**: the whole lease passes to a new tenant, who deals with the landlord directly. The original tenant, and any guarantor, usually **stays liable** if the new one defaults, unless the landlord signs a release.
- **Sublease**: the tenant stays the landlord's tenant and becomes landlord to a subtenant, for all or part of the space, collecting its rent and remaining responsible for the lease.

Most leases require the **landlord's consent**; ask for "not to be unreasonably withheld" and for permitted transfers without consent, such as to an affiliate or the buyer of the business. A **recapture clause** lets the landlord take the space back instead of consenting, and many leases give the landlord part of any **profit** on a sublease above the lease rent.

A **relocation clause** lets the landlord move a tenant to comparable space in the same property, usually at the landlord's cost, on notice. Tenants negotiate limits: comparable size and finish, moving and reprinting costs paid, and the right to terminate instead.

Landlords may ask for a **letter of credit** from a bank, drawn on default, as security instead of a cash deposit or personal guarantee.`,
    related: ['personal-guarantee', 'estoppel-and-snda', 'retail-lease-clauses', 'tenant-improvements'],
  },
  {
    id: 'expense-gross-up',
    title: 'Expense gross-up provisions',
    category: 'commercial',
    keywords: [
      'gross-up',
      'gross up',
      'grossed up',
      'gross-up provision',
      'gross-up clause',
      'expense gross-up',
      'occupancy gross-up',
      'variable expenses',
      'variable operating expenses',
    ],
    body: `An **expense gross-up provision** in a multi-tenant office or retail lease adjusts the building's **variable expenses** to what they would be at a set **occupancy**, usually 95% or 100%, before tenants' shares are worked out.

**Why landlords use it**: variable costs (janitorial, utilities, management fees, some repairs) rise and fall with how full the building is. Without a gross-up, a tenant whose **base year** fell while the building was half empty gets a low base, and every later year of higher occupancy looks like an "increase" it must pay. Grossing up the base year and each later year to the same occupancy compares like with like, so the landlord recovers real cost increases, not the cost of filling space.

Fixed expenses such as property taxes and insurance do not change with occupancy and are not grossed up.

Tenants should check that the gross-up applies to the base year and every comparison year alike, covers only truly variable costs, never lets the landlord collect more than 100% of actual expenses, and is open to **audit**.`,
    related: ['gross-vs-modified-gross-lease', 'cam-charges', 'nnn-lease', 'economic-occupancy'],
  },
  {
    id: 'highest-and-best-use',
    title: 'Highest and best use',
    category: 'commercial',
    keywords: [
      'highest and best use',
      'hbu',
      'h&bu',
      'legally permissible',
      'physically possible',
      'financially feasible',
      'maximally productive',
      'as vacant',
      'as improved',
    ],
    body: `**Highest and best use** is the use of a property that gives it the highest value. Appraisers test it for the land **as if vacant** and for the property **as improved**, and the value they report rests on it.

The four tests, applied in order:

1. **Legally permissible**: what zoning, deed restrictions, building codes and environmental rules allow.
2. **Physically possible**: what the lot's size, shape, soil, topography, access and utilities can support.
3. **Financially feasible**: which of the remaining uses earns enough income or sale value to cover its costs and a return.
4. **Maximally productive**: of the feasible uses, the one that produces the highest land value.

The current use may not be the highest and best one: an old house on land zoned for apartments may be worth more as a teardown, and a use that is legal but never pays fails the third test. Developers and investors run the same tests to size up a site before buying or rezoning it.`,
    related: ['appraisal-approaches', 'cap-rate', 'commercial-due-diligence', 'ground-lease'],
  },
  {
    id: 'appraisal-approaches',
    title: 'The three approaches to value in an appraisal',
    category: 'commercial',
    keywords: [
      'approaches to value',
      'three approaches to value',
      'appraisal approaches',
      'sales comparison approach',
      'income approach',
      'income capitalization approach',
      'cost approach',
      'reconciliation',
      'valuation methods',
    ],
    body: `Appraisers estimate value three ways and then **reconcile** them, giving most weight to the approach that fits the property:

- **Sales comparison approach**: recent sales of similar properties nearby, adjusted for differences in size, condition, features, location and date of sale. It leads for homes and any property with plenty of comparable sales.
- **Income approach** (income capitalization): the property's **net operating income** divided by a market **cap rate**, or its future cash flows discounted to today. It leads for rentals and commercial property bought for income.
- **Cost approach**: the land's value plus what it would cost to build the improvements new, less **depreciation** (wear, outdated design, outside factors). It leads for new construction and special-purpose buildings such as schools or churches that rarely sell.

Every approach starts from the property's **highest and best use**, the use that the value assumes.`,
    related: ['highest-and-best-use', 'appraisal', 'cap-rate', 'noi'],
  },
];

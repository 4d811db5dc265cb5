// Knowledge topics: commercial leases, valuation and property types. Each body is markdown of 80–200 words; figures are typical U.S.
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
];

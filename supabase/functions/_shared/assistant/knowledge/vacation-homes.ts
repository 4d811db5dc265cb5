// Knowledge for a vacation or second home's owners and short-term-rental hosts (docs/assistant.md
// rule 98): the second-home loan against an investment-property loan, occupancy rate, lodging tax,
// holding title with friends, insurance for guests, and the 14-day rule. Kept apart from the
// investing file so short-term rental revenue topics and these owner topics each have one home.
import type { KnowledgeTopic } from './topic.ts';

export const VACATION_HOME_TOPICS: readonly KnowledgeTopic[] = [
  {
    id: 'second-home-vs-investment-loan',
    title: 'Second home mortgage vs. investment property loan',
    category: 'financing',
    keywords: [
      'second home mortgage',
      'second home loan',
      'vacation home mortgage',
      'vacation home loan',
      'second home vs investment property',
      'investment property loan',
      'investment property mortgage',
      'second home financing',
      'rent out a second home',
      'second home rider',
      'occupancy type',
      'financed as a second home',
    ],
    body: `Lenders price a home by its **occupancy**: a primary residence, a **second home** or an **investment property**.

- **Second home**: you live in it part of the year; it must be a reasonable distance from your main home (often 50+ miles or in a resort area), one unit, and under your control, not a timeshare or a rental pool. Conventional loans allow **10% down**, with rates close to a primary home's (about 0.25–0.5% more). Its rental income usually **can't be used to qualify**, and the **second home rider** you sign limits **rental use**: occasional renting is generally tolerated, but a home rented most of the year is an investment property.
- **Investment property**: bought to rent. Expect **15–25% down** (often 20–25%), a **higher interest rate** with added loan-level price adjustments (often 0.5–1% more), larger cash reserves, and stricter credit. Lenders can count **75% of the expected rent** toward qualifying; **DSCR loans** qualify on the rent alone.

Calling a rental a second home to get the better terms is **occupancy fraud**. If you plan to rent it heavily (a full-time Airbnb), finance it as an investment property. FHA and VA loans are for primary residences only.`,
    related: ['short-term-rentals', 'vacation-home-14-day-rule', 'str-insurance', 'loan-to-value'],
  },
  {
    id: 'str-occupancy-rate',
    title: 'Occupancy rate for a short-term rental',
    category: 'investing',
    keywords: [
      'occupancy rate',
      'airbnb occupancy',
      'airbnb occupancy rate',
      'str occupancy',
      'vacation rental occupancy',
      'booked nights',
      'nights booked',
      'nights available',
      'available nights',
      'how is occupancy calculated',
      'occupancy mean',
    ],
    body: `For an Airbnb or other short-term rental, **occupancy rate** is the share of the nights you could rent that were actually booked:

**Occupancy rate = booked nights ÷ available nights**

**Example**: in a 30-night month you block 5 nights for yourself, so 25 nights are available; guests book 18. Occupancy = 18 ÷ 25 = **72%**. (Divided by all 30 nights it would be 60%: say which one you mean.)

- **Available nights** leave out nights you block for personal use or repairs; some tools divide by every night of the period instead, so compare like with like.
- A year's occupancy is booked nights ÷ available nights over all 12 months, since seasons swing widely.
- Occupancy alone isn't income: revenue = **booked nights × average daily rate (ADR)**, and **RevPAR** (revenue ÷ available nights) combines the two. Lowering the price raises occupancy and can still earn less.

Typical full-year occupancy for a well-run listing is roughly 50–70%, higher in strong markets and lower in seasonal ones. Compare against similar nearby listings with a market-data tool or a local manager before buying on a projection.`,
    related: ['adr-revpar', 'short-term-rentals', 'vacancy-rate'],
  },
  {
    id: 'lodging-tax',
    title: 'Lodging tax (transient occupancy tax) for short-term rentals',
    category: 'investing',
    keywords: [
      'lodging tax',
      'transient occupancy tax',
      'tot',
      'occupancy tax',
      'hotel tax',
      'bed tax',
      'tourist tax',
      'room tax',
      'accommodations tax',
      'collect and remit',
      'remit',
      'sales tax on rentals',
    ],
    body: `**Lodging tax** goes by many names: **transient occupancy tax (TOT)**, hotel tax, bed tax, room or tourist tax. It is a tax on **guests** for short stays (usually under 30 days), charged as a percentage of the rent and often of the cleaning fee; state, county and city rates can stack to 10–15% or more.

**How hosts handle it**:

- **Register** with the state and local tax agencies (often along with the STR permit) and get a tax or permit number.
- **Collect** the tax from guests on each booking. Airbnb and Vrbo **collect and remit** some taxes automatically in many places, but not all of them; check which ones the platform covers and which you must collect yourself, including direct bookings.
- **File and remit** the tax collected on the schedule set (monthly or quarterly), even for a period with no bookings, and keep records of each stay.

Missing filings bring penalties and interest, and some cities pull the permit. Lodging tax is separate from **income tax** on your rental profit. Your city or county finance department's website lists the rates and forms.`,
    related: ['short-term-rentals', 'str-tax-treatment', 'str-insurance'],
  },
  {
    id: 'co-owning-vacation-home',
    title: 'Co-owning a vacation home with friends or relatives',
    category: 'buying-selling',
    keywords: [
      'co-own a vacation home',
      'co own a vacation home',
      'buy a vacation home with friends',
      'buy a cabin with friends',
      'buying with friends',
      'hold title with friends',
      'friends hold title',
      'co-ownership agreement',
      'co ownership agreement',
      'llc for a vacation home',
      'llc to own a cabin',
      'shared vacation home',
      'co-owned vacation home',
    ],
    body: `Friends or relatives who buy a vacation home together choose how they **hold title**:

- **Tenancy in common (TIC)**: each owns a share (equal or not), can sell it or leave it by will; no survivorship. The most common choice for friends.
- **Joint tenancy** (with right of survivorship): equal shares, and a deceased owner's share passes to the others automatically, which suits couples or family more than friends.
- **An LLC**: the LLC holds title and each friend owns a membership interest. It separates the home from personal assets for liability (with the right insurance), and its **operating agreement** sets the rules, but financing is harder (most residential loans go to people, not LLCs) and it costs fees to form and keep up.

Whatever the title, sign a **co-ownership agreement** before closing: each owner's share of the down payment and costs, how weeks are scheduled, whether and how it's rented, reserves for repairs, what happens if someone can't pay, **buyout** terms and price (an appraisal), and how to sell or leave. Without one, any owner can ask a court to force a sale (**partition**). Have a real-estate attorney draft it.`,
    related: ['co-ownership', 'estate-transfer-tools', 'vacation-home-14-day-rule'],
  },
  {
    id: 'str-insurance',
    title: 'Short-term rental insurance',
    category: 'investing',
    keywords: [
      'short-term rental insurance',
      'short term rental insurance',
      'str insurance',
      'str policy',
      'airbnb insurance',
      'vrbo insurance',
      'vacation rental insurance',
      'homeowners policy cover',
      'homeowners cover airbnb',
      'homeowners insurance airbnb',
      'business use exclusion',
      'aircover',
      'insurance for guests',
      'short term rental insurance policy',
      'rental insurance policy cover',
      'insurance policy cover that homeowners',
    ],
    body: `A standard **homeowners policy** covers a home you live in; most **exclude business use**, and renting to paying guests is business use. A claim from a guest's injury or damage during a stay can be **denied**, and some insurers cancel a policy once they learn the home is rented. A few allow occasional home-sharing with an endorsement, up to a limit of nights.

A **short-term rental (STR) policy** (or a landlord policy written for vacation rentals) adds:

- **Liability** for guests' injuries on the property, usually $1 million or more, the biggest risk.
- The **dwelling and contents** (your furnishings) while rented, including damage by guests.
- **Loss of rental income** when a covered loss makes it unbookable.
- Often theft by guests and some equipment such as hot tubs.

Read the **exclusions**: pools and hot tubs, watercraft, pets, parties, wear and tear, and bed bugs are common limits. Platform programs (Airbnb's **AirCover**, Vrbo's liability cover) are not insurance you control and have gaps; treat them as a backup. An umbrella policy can add liability on top. Tell your lender, and your HOA if any, that the home is rented.`,
    related: ['homeowners-insurance', 'short-term-rentals', 'landlord-insurance-llc'],
  },
  {
    id: 'vacation-home-14-day-rule',
    title: 'The 14-day rule for vacation homes',
    category: 'investing',
    keywords: [
      '14-day rule',
      '14 day rule',
      'fourteen day rule',
      'augusta rule',
      'masters rule',
      'rent 14 days or fewer',
      'rented 14 days',
      'personal use days',
      'personal use limit',
      'vacation home tax rules',
      'vacation home rules',
      'section 280a',
      'days of personal use',
      'losing deductions',
    ],
    body: `The IRS treats a home you both rent out and use yourself by counting days:

- **Rented 14 days or fewer** in the year: the rental **income is not reported** (tax-free), and no rental expenses are deducted. Often called the Augusta or Masters rule.
- **Rented 15 days or more**: the income is reported, and expenses are split between rental and personal use by days (rental days ÷ total days used).
- **Personal use** more than the **greater of 14 days or 10% of the days rented** at a fair price makes the home **a residence**: rental expenses can then only be deducted up to the rental income (no rental loss), with the rest carried forward. Under that limit it is a rental property, and a loss may be deductible (subject to the passive-loss rules).

**Example**: rented 210 days, personal use may be up to 21 days (10% of 210); rented 100 days, the 14-day floor applies.

Personal-use days include days used by you, family members (even if they pay), anyone under a swap, or anyone paying less than fair rent; days spent mainly on repairs don't count. Keep a calendar of each day's use, and ask a CPA how the rules fit your year.`,
    related: ['str-tax-treatment', 'short-term-rentals', 'second-home-vs-investment-loan'],
  },
];

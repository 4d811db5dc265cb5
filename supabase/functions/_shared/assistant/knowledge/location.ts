// Knowledge topics: neighbourhoods, schools, risk and fair housing. Each body is markdown of 80–220 words; figures are typical U.S.
// ranges, not quotes.
import type { KnowledgeTopic } from './topic.ts';

export const LOCATION_TOPICS: readonly KnowledgeTopic[] = [
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
      'school assignment',
      'school zone',
    ],
    body: `**Schools** are one of the strongest influences on home prices, even for buyers without school-age children, because they affect resale demand.

**How to check the schools for a specific address**:

- Confirm the **attendance boundaries** with the school district, usually through its online address lookup or by calling enrollment; a listing's school information can be outdated, and boundaries change.
- Look at **state report cards**: test scores, growth over time, graduation rates, chronic absenteeism, class sizes and course offerings. Growth measures often tell more than raw scores.
- Visit and talk with school staff and parents if you can.
- Check **school choice** options: magnet, charter and open-enrollment programs may matter as much as the zoned school, and popular ones use lotteries.

Homes in sought-after districts usually cost more and can carry higher property taxes, but they also tend to hold value better in downturns. Weigh the premium against private-school costs or other priorities such as commute time. Before buying for a school, ask the district whether any boundary changes or new schools are planned; a written confirmation of the assignment is worth having.`,
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

**Cost**: the IRS mileage rate (about 70 cents a mile in 2025) is a fair estimate of what driving costs. A 20-mile commute each way over 240 workdays is 9,600 miles, or about **$6,700 a year**.

If you work hybrid, weight the commute by the days you actually go in, but check whether your employer's policy could change. A cheaper home farther out can cost more overall once you add fuel, car wear, tolls and time. Price the commute into your budget.`,
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

Published **walk, transit and bike scores** rate addresses on a 0–100 scale based on distance to amenities; you can look up any address on the scoring sites, and many listings show them. Roughly, 70+ means most errands can be done on foot and 90+ means daily life doesn't need a car. They're a quick guide, but visit in person: check sidewalk quality, traffic speed, lighting, hills and how it feels at night.

Walkable neighborhoods often command **higher prices and rents**, and they tend to hold demand well because they appeal to many kinds of households. They can also reduce transportation costs if you can own one car instead of two. Trade-offs can include smaller lots, less parking, more noise and higher prices per square foot.

Decide which daily trips you actually want to walk, and test those routes at the times you'd make them, including with a stroller or in bad weather if that applies.`,
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
      'adu rules',
      'permitted use',
      'zoning map',
      'check zoning',
      'grandfathered',
      'nonconforming',
    ],
    body: `**Zoning** rules, set by the city or county, control how land can be used: residential, commercial, industrial, agricultural or mixed use, plus density, building height, **setbacks**, lot coverage and parking.

Why it matters to buyers and investors:

- Whether you can add an **ADU**, convert a garage, run a home business or operate a **short-term rental**
- Whether a duplex or fourplex is legal on the lot, or only a single-family home
- What could be built **next door**: check the zoning of nearby vacant lots and the city's comprehensive plan
- Whether existing additions were **permitted**; unpermitted work can block financing or require costly fixes

**How to check a specific property**: find the parcel on the city or county's online **zoning map** (often in its GIS viewer), read that zone's rules in the zoning code, and call the planning department with questions. For a purchase that depends on a use, ask for a written **zoning verification letter**. A property that doesn't meet current rules may be **legal nonconforming** ("grandfathered"), which can be lost if it's destroyed or abandoned.

Changes require a **variance**, a **conditional use permit** or rezoning, which can take months and are uncertain. Many cities are loosening single-family-only zoning to allow more housing.`,
    related: ['zoning-relief', 'adu', 'unpermitted-work', 'easements-and-surveys'],
  },
  {
    id: 'zoning-relief',
    title: 'Variances, conditional use permits and rezoning',
    category: 'location',
    keywords: [
      'variance',
      'zoning variance',
      'conditional use permit',
      'conditional use',
      'special use permit',
      'special exception',
      'rezoning',
      'rezone',
      'zoning hearing',
      'board of adjustment',
      'setback variance',
      'build closer to the lot line',
    ],
    body: `When a plan does not fit a lot's **zoning**, there are three ways to ask for relief, each decided after notice to neighbours and a public hearing, usually over two to six months, with no guarantee:

- **Variance**: permission to depart from a dimensional rule (a setback, height, lot size or parking count) because the lot itself makes the rule a hardship, such as an odd shape or slope. It does not change what the land may be used for, and a hardship the owner created rarely qualifies. Decided by a zoning board of adjustment or appeals.
- **Conditional use permit**: permission for a use the zone lists as allowed only case by case, with conditions (a daycare, church, bed-and-breakfast or ADU in a residential zone). Some places call it a special use permit or special exception; it may be tied to the use or the owner rather than run with the land forever.
- **Rezoning**: the city council changes the zone itself, a legislative decision for a use the zone does not allow at all, and the hardest of the three.

Before buying a property whose plan depends on one, make the purchase contingent on the approval, or price in the risk that it is denied.`,
    related: ['zoning', 'adu', 'unpermitted-work'],
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
      'flood insurance cost',
      'loma',
      'elevation certificate',
    ],
    body: `FEMA's **flood maps** mark **special flood hazard areas** (zones starting with A or V) with at least a 1% chance of flooding each year, about a 26% chance over a 30-year mortgage. If a home with a federally backed mortgage sits in one, **the lender requires flood insurance**. Zone X is lower risk, not no risk.

Standard homeowners policies **exclude flooding**, so consider flood coverage even outside mapped zones: a large share of flood claims come from lower-risk areas. Coverage is available through the National Flood Insurance Program and private insurers; NFIP policies usually have a **30-day waiting period** and cover up to $250,000 for the building and $100,000 for contents.

**How to check a specific home**:

- Look up the address on FEMA's Flood Map Service Center and any state or local flood-risk tools.
- Ask for the seller's disclosure; many states require disclosing past flooding and claims.
- Get an insurance quote early: NFIP premiums average around $900 a year but can be thousands in high-risk zones, and an existing policy can often be transferred to the buyer.
- An **elevation certificate** can lower the premium; a **Letter of Map Amendment (LOMA)** can remove a home built on high ground from the zone.

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
- State **sex offender registries** are public and searchable by address.

Tips for reading the data:

- Compare **rates per resident** and the **type** of incident (property vs. violent), not raw counts; busy commercial areas show more reports.
- Look at **trends over several years**.
- Check the specific blocks around the home, and visit at different times of day.

Agents generally won't characterize an area's safety, because fair housing rules bar steering, so do this research yourself. Ask the local police non-emergency line or a community meeting about concerns, and look at practical factors such as street lighting and traffic. Avoid judging safety by who lives in an area; that isn't reliable and can lead to unlawful steering. Insurance quotes can also reflect local theft and vandalism claims.`,
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

**Where to find it**: the Bureau of Labor Statistics publishes monthly jobs and unemployment by metro area; the Census Bureau publishes population estimates by county; the local economic development agency and business news list expansions and layoffs. About 2% job growth a year is strong for a metro; negative growth for several years is a warning sign.

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

**How to check a specific address**: use a map app's "nearby" search and travel-time settings, look at the city's planning or capital-improvement projects and recent development applications, and check airport noise contours or rail schedules if they are close.

Make a short list of the places you would go every week and check the travel time from each home you consider. In an HOA community, also check which amenities the dues pay for (pool, gym, clubhouse) and their upkeep.`,
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
8. **Future changes**: zoning of nearby land, planned roads, transit or developments.

Visit at different times of day, walk the streets, and talk to neighbors; they'll tell you about noise, traffic and the HOA. If you're moving from elsewhere, consider renting first to learn the area. A local agent can share recent sales, though agents won't steer you toward or away from areas based on who lives there.`,
    related: ['school-districts', 'commute', 'relocating', 'flood-zones'],
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

Prohibited practices include refusing to rent or sell, different terms or prices, discriminatory ads ("no kids", "perfect for singles"), and **steering**: guiding people toward or away from neighborhoods based on a protected characteristic. Landlords must allow **reasonable accommodations and modifications** for people with disabilities, including assistance animals despite no-pet rules.

Limited exemptions exist, such as qualifying **housing for older persons** (55+ or 62+ communities) and some owner-occupied buildings of up to four units, but ads must still be non-discriminatory.

**If you think you've faced discrimination**: write down dates, names and what was said, keep ads and messages, and file a complaint with HUD within **one year** (online or by phone) or with your state or local fair housing agency; local fair housing organizations help for free. Court action is possible within two years. Choose neighborhoods by schools, commute, amenities and price, not by who lives there.`,
    related: ['tenant-screening', 'crime-data', 'school-districts', 'amenities'],
  },
  {
    id: 'age-restricted-communities',
    title: '55+ and other age-restricted communities',
    category: 'location',
    keywords: [
      '55+ community',
      '55 and over community',
      'over 55 community',
      '62+ community',
      'active adult community',
      'age-restricted community',
      'age restricted',
      'senior community',
      'senior housing',
      'retirement community',
      'housing for older persons',
      'hopa',
    ],
    body: `**55+ ("active adult") communities** may limit residents by age because federal law exempts qualifying **housing for older persons** from the familial-status rule: at least **80% of occupied homes** must have a resident **55 or older**, and the community must publish its age policy and verify ages. **62+** communities require every resident to be 62 or older.

Because up to 20% of homes may be occupied without anyone 55 or older, some communities let younger buyers in (a younger spouse, a caregiver, or a small quota), but each sets its own rules in its covenants. Read them before you offer.

Before buying:

- **HOA dues** are often higher: they pay for the clubhouse, pool, activities and sometimes lawn care or exterior upkeep.
- **Rules**: minimum ages, how long younger guests such as grandchildren may stay, and limits on renting your home out.
- **Resale**: the pool of buyers is smaller, so homes can take longer to sell; check recent sales and days on market in the community.
- **Financing** works as for any home; at 62 or older a reverse mortgage for purchase (HECM for Purchase) is also an option.`,
    related: ['hoa', 'fair-housing', 'reverse-mortgage', 'choosing-a-neighborhood'],
  },
  {
    id: 'relocating',
    title: 'Relocating: renting first vs. buying',
    category: 'location',
    keywords: [
      'relocating',
      'relocation',
      'relocate',
      'moving for a job',
      'rent first',
      'rent before buying',
      'relocation package',
      'job transfer',
    ],
    body: `When you move somewhere new, the big decision is whether to **rent first** or **buy right away**.

**Renting first** (often 6–12 months):

- Lets you learn neighborhoods, test commutes at rush hour and see schools before committing.
- Protects you if the job or city doesn't work out; selling within a couple of years usually loses money to transaction costs (6–10% round trip).
- Costs: two moves, rent paid meanwhile, and possibly higher prices later.

**Buying right away** makes sense if you know the area, expect to stay **five years or more**, and have a secure job. It avoids a second move and can suit families who need a school assignment.

Practical steps:

- Ask about an employer **relocation package**: moving costs, temporary housing, help selling your current home, closing costs.
- Consider a **furnished or month-to-month rental** while you look.
- Compare the **full cost of living**: property taxes, insurance (especially in storm or wildfire areas), state income tax, utilities.
- Get **pre-approved** with a lender licensed in the new state, and line up a local buyer's agent.
- Decide whether to **sell or rent out** your current home; a bridge loan or HELOC can cover the overlap.`,
    related: ['rent-vs-buy', 'buying-remotely', 'choosing-a-neighborhood', 'commute'],
  },
  {
    id: 'easements-and-surveys',
    title: 'Easements and property surveys',
    category: 'location',
    keywords: [
      'easement',
      'easements',
      'utility easement',
      'access easement',
      'shared driveway',
      'survey',
      'property survey',
      'boundary survey',
      'property line',
      'property lines',
      'encroachment',
      'alta survey',
      'plat',
    ],
    body: `An **easement** gives someone else a right to use part of your land for a specific purpose, and it usually **stays with the property** when it is sold.

Common types:

- **Utility easements** for power, water, sewer or cable lines, often along lot edges
- **Access easements** (right of way), such as a shared driveway or a path to a landlocked lot
- **Drainage and conservation** easements
- **Prescriptive easements**, created by open, continuous use over many years without permission

You generally can't build a pool, shed or permanent fence on a utility easement, and the utility can dig there.

**How to find them**: recorded easements appear as exceptions in the **title commitment** (Schedule B) and on the subdivision **plat**. Read them before the title review deadline.

A **survey** shows what you are buying on the ground: boundary lines, improvements, easements, setbacks and **encroachments** such as a neighbor's fence or driveway over the line. A residential boundary survey typically costs **$400–$1,000**; commercial deals use an **ALTA survey**, often several thousand. Lenders don't always require one, but title insurance may exclude survey issues without it.

If the survey shows a problem, negotiate a fix, a boundary-line agreement, a credit or title endorsement, or cancel under the contract's title or survey contingency.`,
    related: ['title-insurance', 'zoning', 'contingencies', 'closing-process'],
  },
  {
    id: 'floor-area-ratio',
    title: 'Floor area ratio (FAR)',
    category: 'location',
    keywords: [
      'floor area ratio',
      'floor area ratios',
      'buildable square feet',
      'buildable area',
      'how big can i build',
      'maximum floor area',
      'lot coverage',
      'bonus floor area',
      'air rights',
    ],
    body: `**Floor area ratio (FAR)** is a zoning limit on how much building floor area can go on a lot, stated as a ratio of total floor area to lot area. It sets the maximum size of a building regardless of its shape.

**Formula**: maximum floor area = lot area × FAR.

**Example**: a 10,000-square-foot lot zoned for a **FAR of 2.0** allows 20,000 square feet of floor area: two stories covering the whole lot, four stories covering half, or eight stories on a quarter of it, within the height limits, setbacks and **lot coverage** rules. A FAR of 0.5 on the same lot allows 5,000 square feet.

What counts toward floor area (basements, garages, parking, mechanical space, balconies) is defined by each local code, so read the definitions. Many cities grant **bonus floor area** for affordable housing, public plazas or transit-oriented projects, and some allow unused floor area to be sold as **air rights** (transferable development rights).

Developers use FAR to estimate what a site can hold and so what the land is worth per buildable square foot. Check the zoning map and code, or ask the planning department, before buying land to build on.`,
    related: ['zoning', 'zoning-relief', 'adu', 'commercial-property-types'],
  },
  {
    id: 'special-districts-and-impact-fees',
    title: 'Special tax districts (Mello-Roos, CDD, MUD) and impact fees',
    category: 'location',
    keywords: [
      'mello roos',
      'mello-roos',
      'special tax district',
      'special district',
      'community development district',
      'cdd',
      'cdd fee',
      'municipal utility district',
      'mud district',
      'mud tax',
      'impact fee',
      'impact fees',
      'development fees',
      'special assessment district',
    ],
    body: `New subdivisions often pay for roads, water, sewer and parks through a **special tax district** whose charges appear on the property tax bill on top of the ordinary tax:

- **Mello-Roos** (California, a Community Facilities District): an annual special tax, often $1,000–$5,000 or more a year, for a set period, typically 20–40 years, sometimes rising 2% a year.
- **CDD (Community Development District)** in Florida: bond payments plus operating assessments, often $1,000–$3,000 a year.
- **MUD (Municipal Utility District)** in Texas: a tax rate, commonly around 0.5–1% of value a year on top of county, city and school taxes.

These charges go with the home, so compare homes by **total tax rate**, not the base rate alone. Sellers must disclose them; the county tax bill or the district's records show the amount and when the bonds pay off.

**Impact fees** are one-time charges a city or county levies on new construction (often $5,000–$40,000 or more per home) to pay for the schools, roads and parks new residents need. They are paid by the builder and built into the price, so they matter most to someone building on their own lot. Ask the planning department for the current schedule.`,
    related: ['property-taxes', 'new-construction', 'hoa', 'homestead-and-tax-appeals'],
  },
  {
    id: 'agricultural-valuation',
    title: 'Greenbelt and agricultural use valuation (the "ag exemption")',
    category: 'location',
    keywords: [
      'greenbelt',
      'greenbelt exemption',
      'greenbelt valuation',
      'ag exemption',
      'agricultural exemption',
      'agricultural use valuation',
      'agricultural valuation',
      'current use valuation',
      'open space valuation',
      'timber exemption',
      'rollback taxes',
      'rollback tax',
    ],
    body: `**Greenbelt** or **agricultural use valuation**, often called the **"ag exemption"**, taxes farm, ranch, timber or open land on what it produces rather than its market value, which can cut the property tax by 90% or more. Nearly every state has a version (Texas's 1-d-1 open-space valuation, Tennessee's greenbelt, Florida's agricultural classification). It is a special valuation, not a true exemption.

To qualify, the land generally must be **actively and primarily used** for agriculture, grazing, timber or, in some states, wildlife management, usually for a set history (five of the last seven years in Texas), often with a minimum acreage, and the owner must apply to the county appraisal district or assessor.

**Rollback taxes**: when the land stops qualifying, usually because it is built on or its use changes, the owner owes the difference between the reduced tax and the full tax for prior years, typically three to five, sometimes with interest. Buyers should ask whether land carries the valuation, who pays any rollback, and whether they will keep the use going; a home site carved out of ag land is usually taxed at market value.

Rules, minimums and deadlines vary by state and county; the county appraisal office publishes them.`,
    related: [
      'property-taxes',
      'homestead-and-tax-appeals',
      'special-districts-and-impact-fees',
      'mineral-rights',
    ],
  },
  {
    id: 'historic-and-overlay-districts',
    title: 'Historic districts and zoning overlay districts',
    category: 'location',
    keywords: [
      'historic district',
      'historic districts',
      'historic preservation',
      'historic home restrictions',
      'landmark',
      'certificate of appropriateness',
      'overlay district',
      'overlay zone',
      'zoning overlay',
    ],
    body: `An **overlay district** (overlay zone) is a layer of extra zoning rules laid over the base zoning in part of a city, for a purpose such as historic preservation, flood or airport safety, a downtown's design or protecting a corridor. The base zoning still applies; the overlay adds to it or replaces parts of it.

The most common for homeowners is a **local historic district**. Exterior changes visible from the street (windows, siding, roofs, porches, additions, fences and demolition) usually need a **certificate of appropriateness** from a historic preservation commission before a permit is issued, which adds time, and materials that match the original can cost more. Interiors are usually unregulated. Being listed on the **National Register** alone limits owners little; local designation is what carries rules.

Upsides: protected character and, in many studies, steadier values. Historic homes can qualify for tax credits, such as the federal 20% credit for income-producing buildings and some state credits for owner-occupied homes.

**Before buying**, check the city's zoning map for overlays, read the district's design guidelines, and ask whether any planned work, solar panels or an addition is likely to be approved.`,
    related: ['zoning', 'zoning-relief', 'floor-area-ratio', 'flood-zones'],
  },
  {
    id: 'conservation-easement',
    title: 'Conservation easements',
    category: 'location',
    keywords: [
      'conservation easement',
      'conservation easements',
      'conservation restriction',
      'land trust',
      'development rights',
      'sell development rights',
      'purchase of development rights',
      'agricultural conservation easement',
      'farmland preservation',
    ],
    body: `A **conservation easement** is a permanent legal agreement in which a landowner gives up some of the **development rights** on their land, usually to a **land trust** or a government agency, to protect farmland, forest, habitat or open space. The owner keeps the land and can live on it, farm it, sell it or leave it to heirs, but the **restrictions** (no subdividing, no more homes than allowed, no commercial building) run with the deed and bind every future owner, usually forever.

**Why owners do it**: an easement donated to a qualified land trust can earn a federal income **tax deduction** for the value given up (the land's appraised value before the easement minus after), up to 50% of income a year (100% for qualifying farmers and ranchers) with a 15-year carry-forward. It can also lower estate taxes. Some programs (state farmland preservation, USDA's ACEP) **buy** the development rights instead, paying cash.

The land trust monitors the land, usually yearly, and enforces the restrictions.

**Buying land with one**: read the recorded easement before you offer. It can limit where and how much you build, timber cutting and subdividing, and it lowers the land's price. Work with an accredited land trust and a tax advisor.`,
    related: ['easements-and-surveys', 'agricultural-valuation', 'zoning', 'mineral-rights'],
  },
];

// Knowledge topics: market measures, cycles and pricing. Each body is markdown of 80–220 words; figures are typical U.S.
// ranges, not quotes.
import type { KnowledgeTopic } from './topic.ts';

export const MARKET_TOPICS: readonly KnowledgeTopic[] = [
  {
    id: 'absorption-rate',
    title: 'Absorption rate',
    category: 'market',
    keywords: ['absorption', 'absorption rate', 'net absorption', 'lease up', 'how fast homes sell'],
    body: `The **absorption rate** measures how quickly available space or homes are taken up by the market.

**Residential**: homes sold in a period ÷ homes available. If 60 homes sold last month and 240 are listed, the absorption rate is 25% per month, which implies about four months of inventory. Above about 20% a month generally favors sellers; below about 15% favors buyers.

**Commercial**: **net absorption** is square feet newly occupied minus square feet vacated over a period. Positive net absorption means demand is growing faster than space is being vacated; negative means space is emptying. Developers and lenders compare absorption with the construction pipeline to judge whether new buildings will lease up or push vacancy higher. A new apartment building's **lease-up** pace, such as 15–25 units a month, is the same idea at the property level.

**Where to find it**: your agent can pull sold and active counts from the MLS for a specific area and price range; commercial brokerage quarterly reports publish net absorption by submarket.

Absorption is best read as a trend for a specific submarket and price range, not as a single number.`,
    related: ['months-of-inventory', 'vacancy-rate', 'days-on-market', 'commercial-property-types'],
  },
  {
    id: 'comparable-sales',
    title: 'Comparable sales (comps)',
    category: 'market',
    keywords: [
      'comps',
      'comp',
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

**Where to find comps**: a buyer's or listing agent can pull sold data from the MLS, including concessions and condition notes; county recorder or assessor records show recorded sale prices (except in a few non-disclosure states such as Texas and Utah, where prices aren't public); and real estate websites list recent sales.

**Pending sales** show where the market is heading; **active listings** show the competition; **expired listings** show prices the market rejected. Automated online estimates are a starting point only; a local agent's comparative market analysis or an appraisal is more reliable.`,
    related: ['appraisal', 'pricing-a-home', 'days-on-market', 'months-of-inventory'],
  },
  {
    id: 'months-of-inventory',
    title: 'Months of inventory',
    category: 'market',
    keywords: [
      'months of inventory',
      'months supply',
      'housing inventory',
      'housing supply',
      'inventory levels',
    ],
    body: `**Months of inventory** (months' supply) estimates how long the current listings would take to sell at the current pace if no new homes came on the market:

**Months of inventory = active listings ÷ homes sold per month**

Rough guide:

- **Under about 4 months**: a **seller's market**, with multiple offers, quick sales and rising prices
- **About 4–6 months**: balanced
- **Over 6 months**: a **buyer's market**, with more choice, price cuts and room to negotiate concessions

Example: 300 active listings and 75 sales a month is 4 months of inventory.

Look at it by **price range and area**: entry-level homes can be scarce while luxury homes sit. Watch the trend as well as the level: inventory rising for several months usually comes before slower price growth. The U.S. figure hit record lows of about 2 months in 2021–2022 and has risen since, with large regional differences.

**Where to find it**: local Realtor associations and MLS market reports publish it monthly, and an agent can calculate it for your exact area and price range. Combine it with days on market and the sale-to-list price ratio for a fuller picture.`,
    related: ['buyers-vs-sellers-market', 'absorption-rate', 'days-on-market', 'inventory-and-prices'],
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

For a **buyer**, a home that has sat well past the local median may have a pricing or condition issue, or a motivated seller: room to negotiate. Check **cumulative DOM**, since relisting can reset the counter, and the price-change history. Ask the listing agent why it hasn't sold and whether any offers fell through.

For a **seller**, the first two to three weeks draw the most attention. If showings are slow, the price or presentation likely needs adjusting; waiting usually leads to a larger cut later.

**What's normal**: in a hot market, desirable homes go under contract within a week or two; in balanced markets 30–60 days is common, and longer in winter or for luxury and rural homes. **Where to check**: the listing page shows a home's DOM and price history, and your agent can pull the area's median from the MLS.

Market-wide, falling DOM and a rising **sale-to-list price ratio** (sold price ÷ final list price) signal a heating market; rising DOM and more price cuts signal cooling. Compare the same season year over year.`,
    related: ['months-of-inventory', 'negotiating-price', 'pricing-a-home', 'seasonality'],
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

**How to check it for a specific home**: use the asking price and the rent of a comparable home nearby from rental listings, not a different neighborhood's average. Expensive coastal metros often run 25–35; many Midwest and Southern cities are in the low to mid teens.

It is a market-level screen, not a decision. Whether buying beats renting for you depends on how long you stay, your mortgage rate, taxes, maintenance, transaction costs, expected appreciation and what your down payment could earn elsewhere. The rule of thumb: the shorter your stay, the better renting looks. Investors use the inverse idea, the rent-to-price or 1% rule. Ask me for a rent-vs-buy comparison with your numbers to see the break-even year.`,
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

Over long periods, U.S. home prices have risen roughly in line with or a bit faster than inflation, about **3–5% a year** on average nationally, but with large regional differences and real downturns, such as the roughly 25–30% national decline from 2006 to 2012.

**How to check an area's track record**: the FHFA house price index and the Case-Shiller indexes publish historical appreciation by metro, and local MLS reports show recent median prices. Past growth doesn't guarantee future growth.

No one can reliably forecast a specific home's appreciation. Don't buy on appreciation alone: make sure the payment works for your budget if prices stay flat for years.`,
    related: ['job-growth', 'inventory-and-prices', 'rates-and-home-prices', 'zoning'],
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

For **sellers**, spring usually brings the most buyers and the highest prices; listing in late winter can catch early buyers with less competition. For **buyers**, fall and winter often mean fewer competing offers, more motivated sellers and more negotiating room, though also fewer homes to choose from. The last weeks of December are typically the quietest of the year.

**How big is the effect?** Seasonal price swings are usually a few percent between the slowest and busiest months, smaller than the market's overall trend or an individual home's condition and pricing. Rates and inventory matter more, so don't wait months for a season if the right home and payment are available now.

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

Owning costs more than the mortgage payment: property tax, insurance, maintenance (about 1% of value per year), HOA dues, and large **transaction costs**: roughly 2–5% to buy and 6–8% to sell. On the other side, you build equity through loan paydown and appreciation, and your principal and interest stay fixed with a fixed-rate loan.

Renting costs rent, which usually rises each year, plus renters insurance, but your down payment and closing costs stay invested and can grow. Renters also avoid surprise repair bills and can move easily.

The **break-even horizon** is often **three to seven years**; below it, renting usually wins because transaction costs are not recovered. A price-to-rent ratio above about 20 in your area tilts toward renting; below 15, toward buying.

Beyond the math: buying brings stability, control over the home and protection from rent increases; renting brings flexibility for a job change or an uncertain future. Ask me to compare your numbers, for example: \`Should I rent at $2,400/month or buy a $450k home at 6.5% if I stay 7 years?\``,
    related: ['price-to-rent-ratio', 'appreciation-drivers', 'relocating', 'closing-costs'],
  },
  {
    id: 'buyers-vs-sellers-market',
    title: "Buyer's market vs. seller's market",
    category: 'market',
    keywords: [
      "buyer's market",
      "seller's market",
      'buyers market',
      'sellers market',
      'balanced market',
      'is it a buyers market',
      'hot market',
      'cooling market',
    ],
    body: `A **seller's market** has more buyers than homes for sale; a **buyer's market** has more homes than buyers. The usual yardstick is **months of inventory**: under about 4 months favors sellers, 4–6 is balanced, over 6 favors buyers.

**Signs of a seller's market**: homes sell in days, multiple offers, sale prices at or above list, few price cuts, buyers waiving contingencies. **Signs of a buyer's market**: rising inventory, longer days on market, frequent price reductions, sale prices below list, sellers paying closing costs or rate buydowns.

**Buyer tactics**:

- Seller's market: strong pre-approval, quick response, larger earnest money, an escalation clause or appraisal-gap coverage only if you can afford it.
- Buyer's market: offer based on comps, keep all contingencies, ask for credits and repairs, and take your time.

**Seller tactics**:

- Seller's market: price at market and set an offer deadline.
- Buyer's market: price sharply from the start, fix and stage, and offer concessions such as a buydown.

Conditions differ by **price range and neighborhood**: starter homes can be a seller's market while luxury homes in the same city sit. Check local months of inventory, days on market and the sale-to-list ratio.`,
    related: ['months-of-inventory', 'days-on-market', 'negotiating-price', 'multiple-offers'],
  },
  {
    id: 'inventory-and-prices',
    title: 'How low inventory affects home prices',
    category: 'market',
    keywords: [
      'low inventory',
      'housing shortage',
      'supply and demand',
      'housing supply',
      'why are houses so expensive',
      'inventory shortage',
      'limited supply',
      'shadow inventory',
    ],
    body: `Home prices follow **supply and demand**. When few homes are for sale relative to the number of buyers, buyers compete: homes sell fast, bidding wars push prices above list, and sellers hold firm. When inventory rises, buyers gain choice and price growth slows or reverses.

Why U.S. inventory has been low:

- **Underbuilding** since the 2008 crash: estimates of the shortage range from about 1.5 to 4 million homes.
- **Rate lock-in**: most owners have mortgages well below today's rates, so they delay moving, and fewer homes are listed.
- **Zoning and costs**: restrictive zoning, slow permitting and high land, labor and material costs limit new building, especially starter homes.
- **Demographics**: large generations forming households, and older owners staying put longer.

Low inventory **doesn't guarantee rising prices**: if affordability is stretched, sales volume falls instead and prices flatten. It also varies locally; parts of the Sun Belt with heavy new construction have seen inventory rise and prices soften while the Northeast and Midwest stay tight.

To read your market, watch **active listings, new listings and months of supply** compared with the same month last year. **Shadow inventory**, homes likely to be listed soon but not yet for sale (delayed foreclosures, owners waiting out rates), can add supply quickly.`,
    related: [
      'months-of-inventory',
      'rates-and-home-prices',
      'appreciation-drivers',
      'buyers-vs-sellers-market',
    ],
  },
  {
    id: 'rates-and-home-prices',
    title: 'How mortgage rates affect home prices',
    category: 'market',
    keywords: [
      'rates and home prices',
      'interest rates and home prices',
      'will prices drop if rates',
      'rates go down',
      'rates go up',
      'lock-in effect',
      'rate lock-in',
      'golden handcuffs',
      'affordability',
      'buying power',
      'wait for rates to drop',
    ],
    body: `Mortgage rates change what buyers can **afford**, which shifts **demand**.

**Affordability**: a $2,500 monthly principal-and-interest budget carries about **$417,000** of 30-year loan at 6% but only **$376,000** at 7%. Each 1-point rise cuts buying power by roughly **10%**.

**Why prices don't simply fall when rates rise**:

- **Demand drops**, but so does **supply**: owners with low-rate loans don't want to give them up (the **lock-in effect**), so fewer homes are listed.
- Sellers tend to hold out rather than cut prices, so **sales volume** falls more than prices do.

**When rates fall**, more buyers qualify and compete, which tends to push prices up; more locked-in owners also list, which adds supply.

**"Wait for rates to drop?"** If you buy when rates are high, you may refinance later if they fall (weigh closing costs), but that isn't guaranteed, so buy only if today's payment works. If you wait, you may face more competition and higher prices when rates come down. Buying in a high-rate period often means less competition and more room to negotiate seller credits or a rate buydown.

Rates follow inflation, the bond market and the 10-year Treasury, not Federal Reserve moves alone.`,
    related: ['inventory-and-prices', 'interest-rate-vs-apr', 'refinancing', 'appreciation-drivers'],
  },
  {
    id: 'home-price-indexes',
    title: 'Home price indexes (Case-Shiller, FHFA, Zillow)',
    category: 'market',
    keywords: [
      'case shiller',
      'case-shiller',
      'case shiller index',
      'home price index',
      'house price index',
      'hpi',
      'fhfa index',
      'fhfa hpi',
      'zillow home value index',
      'zhvi',
      'repeat sales index',
    ],
    body: `A **home price index** measures how prices of homes change over time. The main U.S. ones:

- **S&P CoreLogic Case-Shiller indexes**: a national index and 20 metro indexes built from **repeat sales** of the same single-family homes, so a month with more expensive homes selling doesn't distort them. Published monthly with about a two-month lag, as three-month moving averages.
- **FHFA House Price Index (HPI)**: also repeat sales, from mortgages bought or guaranteed by Fannie Mae and Freddie Mac, with state and metro detail; it leaves out most jumbo and cash sales.
- **Zillow Home Value Index (ZHVI)**: a typical home's estimated value, from Zillow's models, down to the zip code and updated monthly.

These differ from the **median sale price** in MLS and Realtor reports, which moves with the mix of homes sold that month: more luxury sales raise the median without any home gaining value.

**Reading them**: compare year-over-year changes, not month to month, since prices are seasonal. An index describes a whole market; a particular home or neighborhood can move differently, so for a price use recent comparable sales.`,
    related: ['appreciation-drivers', 'comparable-sales', 'seasonality', 'inventory-and-prices'],
  },
];

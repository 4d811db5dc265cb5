// Knowledge topics: offers, contingencies, closing and selling. Each body is markdown of 80–220 words; figures are typical U.S.
// ranges, not quotes.
import type { KnowledgeTopic } from './topic.ts';

export const BUYING_SELLING_TOPICS: readonly KnowledgeTopic[] = [
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

To pick a price, study recent comparable sales, days on market and how many offers the seller is likely to get. In a slow market, start lower and ask for credits; in a hot one, a clean offer with short deadlines can beat a higher price.

**How it works in practice**: your agent writes it on the state or local standard form (an attorney does in some states). The offer sets a response deadline, often 24–48 hours. Until the seller accepts in writing you can withdraw it; after acceptance you're bound except through your contingencies. Expect counteroffers, which replace the original offer, and respond within the deadline. Once accepted, deposit the earnest money promptly and start the inspection clock.`,
    related: ['contingencies', 'earnest-money', 'negotiating-price', 'multiple-offers'],
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
      'contingent on',
      'sale of home contingency',
      'title contingency',
    ],
    body: `A **contingency** is a condition in the purchase contract that lets the buyer cancel and usually keep the earnest money if it isn't met by a deadline. The common ones:

- **Inspection**: you can negotiate repairs or walk away after inspecting, typically within 7–10 days.
- **Appraisal**: protects you if the home appraises below the price, usually within 14–21 days.
- **Financing**: you can exit if the loan falls through despite a good-faith effort, often within 21–30 days.
- **Home sale**: the purchase depends on selling your current home.
- **Title and HOA document review**.

**Deadlines matter**: to use a contingency you must give written notice before it expires. Depending on the contract, a contingency you don't act on is either treated as **waived** automatically or stays open until you remove it in writing, so know which kind your form uses and calendar every date.

Sellers prefer fewer and shorter contingencies, so buyers in competitive markets sometimes waive them or shorten them. That can win the house, but it shifts risk to you: without an appraisal contingency you must cover any gap in cash, and without a financing contingency you can lose your deposit if the loan fails.`,
    related: ['making-an-offer', 'home-inspection', 'appraisal', 'listing-statuses'],
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
      'what does a home inspection cover',
      'inspection cost',
    ],
    body: `A **home inspection** is a visual review of the home's condition by a licensed inspector. The **buyer pays**, usually **$300–$600** (more for large or older homes), at the time of the inspection, which takes two to four hours and happens within the contract's inspection period, typically 7–10 days. The report usually arrives within a day.

It covers the roof, foundation and structure, electrical, plumbing, heating and cooling, water heater, windows, attic and visible signs of water damage. It **doesn't cover** what can't be seen (inside walls, the sewer line, the chimney flue), code compliance, cosmetic issues, or tests for radon, mold, termites, septic or well water unless you add them.

Attend if you can and ask questions. The report will list many items; focus on **safety issues, water intrusion, structural problems and big-ticket systems near the end of their life**. Cosmetic items rarely justify renegotiating.

Choose a licensed or certified inspector (ASHI or InterNACHI membership helps) and ask for a sample report. Specialists can add a sewer scope, radon test, termite inspection, mold testing or a structural engineer's opinion. Under an inspection contingency you can ask for repairs, a price reduction or a closing credit, or cancel the contract.`,
    related: ['specialized-inspections', 'inspection-repairs', 'contingencies', 'home-warranty'],
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
      'appraisal contingency',
      'reconsideration of value',
      'appraised under',
      'appraised below',
      'appraised under offer',
      'appraised below offer',
      'appraised under contract price',
      'appraised below contract price',
      'appraised under purchase price',
      'appraised below purchase price',
      'appraised low',
      'appraised for less',
      'appraisal came in low',
      'appraisal came in under',
      'appraisal shortfall',
    ],
    body: `An **appraisal** is an independent estimate of market value ordered by the lender, which lends based on the lower of the price and the appraised value. The appraiser inspects the home and compares it with recent nearby sales, adjusting for size, condition and features. The **buyer usually pays**, about **$500–$800**, and the report typically arrives one to three weeks after the contract.

If the appraisal comes in **below the price**, there is an **appraisal gap**. Options:

- The seller **lowers the price** to the appraised value.
- The buyer **pays the difference in cash**, on top of the down payment.
- The two **renegotiate** and split the gap.
- You challenge it with better comparable sales (a **reconsideration of value**) or order a second appraisal where allowed.
- You **cancel under the appraisal contingency** and get your earnest money back.

Without an appraisal contingency, you must cover the gap or risk your deposit. In hot markets buyers sometimes add an **appraisal gap guarantee**, promising to cover a shortfall up to a set amount. FHA and VA appraisals also check condition and can require repairs, and an FHA appraisal stays with the property for six months. Some loans qualify for an appraisal waiver when the lender's data supports the value.`,
    related: ['comparable-sales', 'contingencies', 'loan-to-value', 'making-an-offer'],
  },
  {
    id: 'earnest-money',
    title: 'Earnest money',
    category: 'buying-selling',
    keywords: [
      'earnest money',
      'earnest money deposit',
      'emd',
      'good faith deposit',
      'deposit',
      'escrow deposit',
      'lose earnest money',
      'seller backs out',
      'back out of the contract',
    ],
    body: `**Earnest money** is a deposit the buyer makes shortly after the offer is accepted to show good faith, typically **1–3% of the price** (more in competitive markets). It is due within a few days of acceptance (often one to three business days) and is held by a neutral party, such as a title company, escrow agent or attorney, not by the seller.

At closing it is credited toward your down payment and closing costs. If the deal falls apart, what happens depends on the contract:

- If you cancel under a valid **contingency** within its deadline, you normally get it back.
- If you simply back out without a contractual reason, the seller may keep it, often as the seller's only remedy.
- If the **seller** backs out or breaches, you get it back and may have further claims.
- In a dispute, the holder usually keeps the money until both sides sign a release or a court or arbitrator decides.

Wire it only after confirming the instructions by phone with a number you already know: fake wiring instructions sent by email are a common real-estate scam. Keep the receipt, and track every contingency deadline, since missing one is the usual way buyers lose their deposit.`,
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
      'how long to close',
      'close on a house',
      'closing timeline',
    ],
    body: `**Closing** (or settlement) is when ownership and money change hands. A purchase with a mortgage usually closes **30–45 days** after the contract; cash deals can close in one to two weeks. In the meantime the lender finishes underwriting and the appraisal, the title company searches records and prepares the deed, and your agent tracks contingency deadlines.

Key steps for a buyer:

1. Receive the **Closing Disclosure** at least three business days before closing and compare it with your Loan Estimate.
2. Do the **final walkthrough**.
3. Wire or bring certified funds for the cash to close (verify wiring instructions by phone).
4. Sign the note, mortgage or deed of trust and other documents with a notary or attorney; allow about an hour.
5. The loan funds, the deed is recorded, and you get the keys, the same day in most states.

**What delays closings**: missing documents for underwriting, a low appraisal, title problems such as old liens, repair disputes, or a change to the loan that restarts the three-day disclosure clock. Answer lender requests quickly and don't change jobs or open new credit before closing.`,
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
    body: `**Closing costs** are the fees and prepaid items paid when a purchase or refinance closes, typically **2–5% of the price** for buyers: $8,000–$20,000 on a $400,000 home.

Common buyer items:

- **Lender charges**: origination fee, points, appraisal, credit report
- **Title and settlement**: title search, lender's and owner's title insurance, escrow or attorney fee, recording fees
- **Taxes**: transfer taxes in some states
- **Prepaids**: interest until the first payment, a year of homeowners insurance, and an escrow deposit for taxes

Sellers usually pay their agent's commission, their share of transfer taxes and any agreed credits. **Who pays what** follows local custom but is **negotiable** in the contract. Seller credits are capped by the loan: 3–9% of the price for conventional loans depending on the down payment, 6% for FHA, 4% in concessions for VA.

You see estimates in the **Loan Estimate** within three days of applying and final figures in the **Closing Disclosure** three days before closing. Ways to lower your costs: compare Loan Estimates from several lenders, shop for title and settlement services where allowed, negotiate seller credits, or take a lender credit for a slightly higher rate. Ask me to estimate them for a specific price.`,
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
      'chain of title',
      'cloud on title',
    ],
    body: `**Title insurance** protects against losses from problems with ownership that existed before you bought: unpaid liens, forged signatures in past transfers, unknown heirs, recording errors or boundary disputes missed by the search.

There are two policies:

- The **lender's policy**, required with a mortgage, protects the lender up to the loan balance.
- The **owner's policy**, optional but strongly recommended, protects your equity for as long as you or your heirs own the home.

Both are paid **once, at closing**. The owner's policy typically costs about **0.5–1% of the price**, less when bought together with the lender's policy. Prices are set by rate filings in many states, and who customarily pays for the owner's policy (buyer or seller) varies by area and is negotiable.

Before issuing a policy, the title company searches public records (the **chain of title**, each recorded transfer), usually within one to two weeks, and sends a **title commitment**. Read its exceptions: recorded easements, covenants and HOA rules are **not covered**, and neither are zoning violations or issues a survey would show unless you add an endorsement. The company clears any **cloud on title**, such as an unreleased old lien, before closing.`,
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
      'renovate before selling',
      'repairs before selling',
    ],
    body: `**Staging** means preparing and furnishing a home so buyers can picture themselves living there. Since most buyers first see a home online, staging is mainly about **photos**.

Steps that pay off:

- **Declutter and depersonalize**: remove excess furniture, family photos and collections.
- **Clean deeply** and fix small things: leaky taps, burnt-out bulbs, sticking doors.
- **Neutral paint** and good lighting; open the blinds.
- Define each room's purpose, especially odd spaces.
- **Curb appeal**: trim the yard, paint the front door, add plants.

**Costs**: professional staging of a vacant home typically runs $1,500–$5,000 for the first month or two, plus rental after that; a consultation for an occupied home costs a few hundred dollars. Some listing agents include staging in their fee, so ask. Focus on the living room, kitchen and primary bedroom, which buyers look at most.

**Renovating before selling** rarely pays back in full: big kitchen and bath remodels usually recoup well under their cost, while paint, lighting, landscaping and small repairs return the most. Fix what an inspector would flag.

**Virtual staging** of photos is cheap, but it must be disclosed and shouldn't hide defects. Well-staged homes tend to sell faster and sometimes for more, but staging can't fix a price that is too high.`,
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

**How to check your number**: ask two or three agents for a CMA (it's free), look at sold prices on your street in the county records or sold listings, and treat online automated estimates as rough; for a single home they can be off by 5–10%. A pre-listing appraisal costs a few hundred dollars if you want an independent view.

Search filters work in round numbers, so $499,000 appears in more searches than $505,000. Watch the first two weeks: few showings or no offers means the price is off, and an early, meaningful **price reduction** (often 3–5%) works better than several small ones. The buyer's appraisal will also limit how far above comparable sales a price can go.`,
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
      'buyer agency agreement',
      'buyer representation agreement',
      'buyer broker agreement',
      'dual agency',
      'realtors',
      'agent fees',
      'realtor fees',
    ],
    body: `A **listing agent** represents the seller: pricing, marketing, showings and negotiation. A **buyer's agent** represents the buyer: finding homes, advising on offers and guiding the deal to closing. Agents work under a licensed **broker**; "Realtor" refers to members of the National Association of Realtors.

**Commissions** are negotiable and historically totaled around 5–6% of the price. Since 2024 rule changes, buyers sign a **written agreement** with their agent before touring homes, stating how much the agent will be paid and for how long; the buyer may pay it directly, ask the seller for a concession, or both. Sellers can still offer to contribute. Listing agreements usually run three to six months; ask how you can cancel if the service is poor.

**Dual agency** (one agent for both sides) is restricted or banned in some states.

**Choosing an agent**: interview two or three; ask about local experience, recent sales in your price range, how they communicate, and the fee. Check their license and any discipline on your state real estate commission's online lookup. Read agreements before signing, especially the length, the fee and what happens if you buy a home they didn't show you.`,
    related: ['pricing-a-home', 'making-an-offer', 'for-sale-by-owner', 'closing-costs'],
  },
  {
    id: 'final-walkthrough',
    title: 'Final walkthrough',
    category: 'buying-selling',
    keywords: ['final walkthrough', 'walk-through', 'walkthrough before closing', 'pre-closing inspection'],
    body: `The **final walkthrough** is the buyer's last look at the property, usually within 24–48 hours before closing, and typically takes 30–60 minutes. It is not a second inspection; its purpose is to confirm the home is in the condition the contract promises.

Check that:

- Agreed **repairs** were completed, with receipts or invoices.
- Items that convey with the sale (appliances, fixtures, window coverings) are still there.
- The seller has moved out and removed trash, if possession is at closing.
- Appliances, heating and cooling, faucets, toilets, lights and the garage door work.
- There is **no new damage** from moving, leaks or storms.

Bring the contract and the repair list. **If something is wrong**, your agent can negotiate a repair, a credit or money held back in escrow before you sign, or delay closing; if the seller hasn't moved out, ask for a daily holdover payment or a holdback. Once closing happens, your leverage largely disappears, and small claims court is the usual remedy for what was missed.`,
    related: ['closing-process', 'home-inspection', 'contingencies', 'home-warranty'],
  },
  {
    id: 'deed-types',
    title: 'Deeds: warranty, special warranty and quitclaim',
    category: 'buying-selling',
    keywords: [
      'deed',
      'deeds',
      'quitclaim',
      'quit claim',
      'quitclaim deed',
      'warranty deed',
      'general warranty deed',
      'special warranty deed',
      'grant deed',
      'deed types',
      'gift a house',
      'give me her house',
      'add someone to the deed',
    ],
    body: `A **deed** transfers ownership; what differs is the promise the person giving it makes about the title.

- **General warranty deed**: the seller guarantees the title against every defect, even ones from before they owned it, and must defend it. The usual deed in a sale in most states.
- **Special warranty deed** (a **grant deed** in some states): guarantees only against problems that arose while the seller owned it. Common from banks, builders and estates.
- **Quitclaim deed**: transfers whatever interest the giver has, if any, with **no guarantee** at all. Used between family members, to add or remove a spouse, or to move a home into a trust or an LLC.

Receiving a home by quitclaim from a relative is common and fine when you trust the title, but the deed itself protects you from nothing: order a **title search**, and consider an owner's **title insurance** policy. A gift of a home can also bring gift-tax paperwork for the giver and a carried-over tax basis for you, and any mortgage on it stays the giver's debt.`,
    related: ['title-insurance', 'closing-process', 'capital-gains-home-sale'],
  },
  {
    id: 'recording-fees',
    title: 'Recording fees and transfer taxes',
    category: 'buying-selling',
    keywords: [
      'recording fee',
      'recording fees',
      'recorder',
      'county recorder',
      'record the deed',
      'recording the mortgage',
      'transfer tax',
      'transfer taxes',
      'documentary stamps',
      'deed stamps',
      'government fees',
    ],
    body: `**Recording fees** are what the county recorder charges to enter the deed and the mortgage in the public records, which is what makes your ownership and the lender's lien official and searchable. They are set by the county, usually by the document or the page, and often total **$50 to $250**; on the Closing Disclosure they sit under **Taxes and Other Government Fees**.

**Who pays**: by custom the buyer pays to record the deed and the mortgage, since both protect the buyer and the lender; a seller pays to record the release of their old mortgage. Contracts and local custom can shift this.

**Transfer taxes** (deed stamps, documentary stamps) are a separate charge on the sale price, set by the state, county or city, for example $1 per $500 of price. Who pays depends on the state and the contract: the seller in many states, the buyer or both in others. Neither fee is negotiable with the government, only between buyer and seller.`,
    related: ['closing-costs', 'closing-process', 'title-insurance'],
  },
  {
    id: 'touring-homes',
    title: 'Touring homes: what to check at a showing',
    category: 'buying-selling',
    keywords: [
      'touring homes',
      'touring',
      'showings',
      'open house',
      'house hunting',
      'what to look for',
      'features to prioritize',
      'must haves',
      'nice to haves',
      'checklist',
      'first showing',
    ],
    body: `Before touring, split your list into **must-haves** (bedrooms, budget, commute, a fenced yard for a dog, school assignment) and **nice-to-haves**, so one pretty kitchen does not outweigh a dealbreaker.

At each showing, look past the staging:

- **Layout and space**: where everyone sleeps, storage, a place for work and for the kids to play, room to grow.
- **Big-ticket systems**: the roof, heating and cooling, water heater and windows: ask their ages, since replacing them costs thousands.
- **Water**: stains on ceilings, a damp or musty basement, grading that slopes toward the house.
- **Outside**: yard and fence condition, drainage, traffic and noise at different times of day.
- **Costs you will carry**: property taxes, HOA dues and rules, utility bills, the flood zone and insurance.

Take photos and notes, since homes blur together after three or four. Go back at night or on a weekend before offering, and let the **home inspection** judge condition; the tour is for fit.`,
    related: ['home-inspection', 'making-an-offer', 'accessible-homes', 'choosing-a-neighborhood'],
  },
  {
    id: 'accessible-homes',
    title: 'Accessible homes: what to look for',
    category: 'buying-selling',
    keywords: [
      'wheelchair',
      'wheelchair user',
      'wheelchair accessible',
      'walker',
      'ranch house',
      'one story',
      'single level',
      'accessible home',
      'accessibility features',
      'single story',
      'one level living',
      'aging in place',
      'mobility',
      'zero step entry',
      'ramp',
      'grab bars',
      'roll in shower',
    ],
    body: `For a wheelchair user or anyone planning to age in place, check these on every tour:

- **A step-free way in**: a zero-step entry, or a garage or side door where a short ramp fits (about 1 foot of ramp per inch of rise).
- **Doors and halls**: doorways at least 32 inches clear (36 is better) and halls 36 to 42 inches, with lever handles.
- **One level**: bedroom, full bath, kitchen and laundry on the entry floor; no sunken rooms.
- **Bathroom**: room to turn (a 5-foot circle), a curbless or roll-in shower, and walls solid enough for grab bars.
- **Kitchen**: space under counters, side-by-side appliances, reachable storage.
- **Floors and outside**: hard, level flooring; a parking spot close to the entry.

Modifications are often possible: an FHA 203(k) or renovation loan can finance them, and veterans may qualify for VA adaptive-housing grants. Renters have the right to make reasonable modifications under the Fair Housing Act, usually at their own cost.`,
    related: ['touring-homes', 'home-inspection', 'fair-housing'],
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
    body: `In a **multiple-offer** situation the seller often asks for **"highest and best"** by a deadline. Price matters, but so do certainty and convenience. Your agent can ask the listing agent how many offers are in and what terms matter to the seller; they may or may not say.

Ways to strengthen an offer:

- A strong **pre-approval**, or proof of funds for cash
- A larger **earnest money** deposit
- Shorter contingency periods, or an inspection for information only
- An **appraisal gap guarantee** if you have spare cash
- Flexible closing or a free rent-back for the seller
- An **escalation clause**: you beat the best competing offer by a set increment up to a cap; most require the seller to show the competing offer

Decide your walk-away number beforehand using comparable sales and your budget, and remember that anything above the appraised value must be paid in cash. Don't waive protections you can't afford to lose. If you lose, ask to be a **backup offer**; a meaningful share of accepted offers fall through during inspection or financing.`,
    related: ['making-an-offer', 'contingencies', 'appraisal', 'buyers-vs-sellers-market'],
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

Most have **income and price limits**, require a homebuyer education course (often online, a few hours), and require that you live in the home. Some assistance must be repaid if you sell or refinance within a set period, so read the terms. Funds can run out partway through the year, and approval can add a week or two to closing.

**How to find them**: search your **state housing finance agency's** website, check your city or county housing department, and look at HUD's list of local homebuying programs. A lender approved by the state agency is the best starting point, since only approved lenders can offer its loans.`,
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
      'clue report',
      'what does homeowners insurance cover',
      'insurance cost',
    ],
    body: `Lenders require **homeowners insurance** before closing. A standard policy (often called HO-3) covers:

- **Dwelling**: rebuilding the house after covered damage such as fire, wind or hail
- **Other structures**: fences, sheds, detached garages
- **Personal property**, usually at replacement cost if you choose it
- **Liability** if someone is injured on your property
- **Loss of use**: living costs while repairs are made

**Not covered**: **floods and earthquakes** (separate policies), wear and tear, poor maintenance, pests, mold from long-term leaks, and sewer backup unless you add an endorsement. Appliances that simply wear out are a home warranty's job.

Premiums depend on rebuilding cost, location, the roof's age, the claims history and your deductible; a rough national range is 0.3–1% of the home's value per year, much higher in storm- and wildfire-prone areas. To lower it: raise the deductible, bundle with auto, and ask about discounts for a new roof, alarms or storm shutters.

**Check a specific house**: get quotes during your inspection period, and ask the seller for a **CLUE report** showing past insurance claims on the property. Insure for rebuilding cost, not market value, and review coverage each year.`,
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
      'tax rate',
      'county assessor',
      'property tax lookup',
      'property tax proration',
    ],
    body: `**Property taxes** are set locally: the assessor estimates the property's **assessed value**, and the combined **tax rate** of the county, city, school district and other districts is applied to it. Rates are often quoted in **mills** (dollars per $1,000 of value): 25 mills is 2.5%.

**Tax = assessed (taxable) value × tax rate**, after any exemptions. A home assessed at $300,000 with a 1.2% rate pays about $3,600 a year. Effective rates vary from about **0.3% to over 2%** of market value depending on the state and county.

**To look up a specific house**: search the address or parcel number on the **county assessor's (or property appraiser's) website** for the assessed value and exemptions, and on the county treasurer's or tax collector's site for the actual bill. Listings usually show last year's tax.

Things to know when buying:

- The seller's current bill may be misleading; many places **reassess at sale**, and exemptions the seller had don't transfer.
- **Homestead exemptions** reduce taxes on a primary residence; you usually have to apply.
- At closing, the year's taxes are **prorated**: the seller pays for the days they owned the home.
- You can **appeal** an assessment that is higher than comparable homes.

With an escrow account, the lender pays the bills and adjusts your payment yearly. Watch for special assessments.`,
    related: ['homestead-and-tax-appeals', 'escrow-account', 'homeowners-insurance', 'school-districts'],
  },
  {
    id: 'hoa-reserve-vs-operating',
    title: "An HOA's reserve fund and operating fund",
    category: 'buying-selling',
    keywords: [
      'reserve fund',
      'operating fund',
      'hoa reserves',
      'reserve account',
      'operating account',
      'operating budget',
      'percent funded',
      'fully funded',
      'reserve contribution',
      'underfunded reserves',
    ],
    body: `An association keeps its money in two pots with different jobs:

- The **operating fund** pays the **recurring, yearly costs** of running the community: management, insurance premiums, common-area utilities, landscaping, cleaning, routine repairs. The yearly **operating budget** sets the dues; the fund is spent and refilled each year.
- The **reserve fund** saves for **major repairs and replacements** that come every several years: roofs, paving, elevators, boilers, siding. A **reserve study** lists each component's remaining life and replacement cost and sets the yearly reserve contribution. Reserves sit in a separate account and, in many states, may be used only for those items.

Reserve health is measured as **percent funded**: the reserve balance ÷ the "fully funded" balance the study says should be saved by now. About 70% or more is strong; below about 30% makes **special assessments** or a loan likely when a big repair comes due. Lenders look for roughly 10% of the budget going to reserves, and borrowing from reserves to cover an operating shortfall is a warning sign.`,
    related: ['hoa', 'condo-vs-townhouse', 'capex-reserves'],
  },
  {
    id: 'hoa',
    title: 'Homeowners associations (HOA)',
    category: 'buying-selling',
    keywords: [
      'hoa',
      'homeowners association',
      'hoa fees',
      'special assessment',
      'condo association',
      'reserve study',
    ],
    body: `A **homeowners association (HOA)** manages shared areas and enforces rules in many condos, townhome communities and subdivisions. Owners pay **dues**, monthly or quarterly, which lenders count in your housing payment. Dues commonly run $100–$500 a month, and more in condo buildings with elevators, staff or amenities.

What dues cover varies: landscaping, pools, exterior maintenance, roofs, insurance on the building, water or trash, and a **reserve fund** for future repairs. Review these before buying:

- **CC&Rs and bylaws**: rules on rentals, pets, parking, renovations and short-term rentals
- **Budget and reserve study**: underfunded reserves often lead to **special assessments**
- Meeting minutes, pending litigation and the master insurance policy
- The history of due increases

**How to check a specific HOA**: ask the seller for the resale package (often called a resale certificate or estoppel letter), which shows dues, any assessments and violations on the unit. Many states give buyers a review period, often 3–10 days, to cancel after receiving it. Ask who pays an assessment approved during the contract: that is negotiable.

Dues are set by the board and can't be negotiated individually. Unpaid dues can lead to liens and even foreclosure. Some condo projects must also meet lender approval requirements for financing.`,
    related: ['condo-vs-townhouse', 'property-taxes', 'short-term-rentals', 'closing-costs'],
  },
  {
    id: 'for-sale-by-owner',
    title: 'For sale by owner (FSBO)',
    category: 'buying-selling',
    keywords: ['fsbo', 'for sale by owner', 'sell without an agent', 'flat fee mls', 'sell my house myself'],
    body: `**For sale by owner (FSBO)** means the seller markets and negotiates without a listing agent to save on commission. It works best in a hot market, for a home that is easy to price, and for sellers with time and patience.

The seller takes on the agent's jobs: setting a price from comparable sales, photos and listings, showings, screening buyers for pre-approval, negotiating, and managing deadlines. Consider these options:

- A **flat-fee MLS listing** puts the home on the multiple listing service for a few hundred dollars.
- A **real estate attorney** (often $500–$1,500) or title company can prepare and review the contract.
- You may still pay a **buyer's agent** if the buyer has one and asks for it.
- **Discount or limited-service brokers** sit between full service and FSBO.

Required **disclosures** (lead-based paint for pre-1978 homes, known defects, state disclosure forms) still apply, and mistakes can lead to lawsuits after closing. Studies commonly find FSBO homes sell for less on average, so compare the savings with the risks. If the home hasn't sold in 30–60 days, reconsider the price or hire an agent.`,
    related: ['real-estate-agents', 'pricing-a-home', 'comparable-sales', 'home-staging'],
  },
  {
    id: 'home-warranty',
    title: 'Home warranties',
    category: 'buying-selling',
    keywords: [
      'home warranty',
      'appliance warranty',
      'service contract',
      'home protection plan',
      'what does a home warranty cover',
      'home warranty cost',
    ],
    body: `A **home warranty** is a one-year service contract that pays to repair or replace covered **systems and appliances** when they fail from normal wear: heating, cooling, water heater, plumbing, electrical, and kitchen appliances, with optional add-ons such as pools, roof leaks or a second fridge. It is **not insurance**: homeowners insurance covers **damage** from sudden events such as fire or storms, not worn-out equipment.

**Cost**: a few hundred dollars a year ($400–$700 is typical) plus a **service fee** of $75–$150 for each call. The company chooses the contractor, and it may repair rather than replace.

**What it doesn't cover**: read the exclusions carefully. Pre-existing conditions, improper maintenance, code upgrades, permits and **coverage caps** per item (for example $1,500 for an HVAC system) are frequent reasons claims are denied or only partly paid.

**Who pays**: sellers often buy one for the buyer as a concession, paid at closing, and buyers can ask for one in the offer. You can also buy it yourself later. Coverage usually starts at closing and renews yearly.

Is it worth it? It is most useful for an older home with aging appliances and systems; for newer homes, setting the premium aside in a repair fund is often just as good.`,
    related: ['home-warranty-vs-insurance', 'homeowners-insurance', 'home-inspection', 'closing-costs'],
  },
  {
    id: 'stepped-up-basis',
    title: 'Stepped-up basis on an inherited home',
    category: 'buying-selling',
    keywords: [
      'stepped-up basis',
      'stepped up basis',
      'inherited house taxes',
      'inherited home basis',
      'basis at death',
    ],
    body: `**Basis** is what the tax law counts as your cost in a property; your taxable gain when you sell is the sale price (less selling costs) minus the basis.

When someone dies and leaves you a home, its basis usually "steps up" to its **fair market value on the date of death**, not what they paid for it. In plain terms: the growth in value during their lifetime is never taxed.

- Mom bought for $92,000; it is worth $610,000 when she dies; you sell for $655,000 less $40,000 of costs. Your gain is about $5,000 ($615,000 − $610,000), not $523,000.
- An appraisal as of the date of death is the usual proof of that value.
- A home given to you **while the owner was alive** keeps their old basis (no step-up), which is why gifting a house can cost heirs a lot of tax.
- For a couple who owned jointly, usually only the half of the one who died steps up (in community-property states, often both halves).

Gains after the date of death are taxed when you sell (long-term, however soon you sell). A tax adviser should confirm the value and your state's rules.`,
    related: ['capital-gains-home-sale', 'estate-transfer-tools'],
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
      '2 out of 5 year rule',
      'ownership and use test',
    ],
    body: `When you sell your **primary residence**, the federal home sale exclusion lets you exclude up to **$250,000 of gain ($500,000 for married couples filing jointly)** from income tax, if you owned the home and lived in it for at least **two of the five years** before the sale. It can be used again every two years.

Gain = sale price minus selling costs minus your **basis** (purchase price plus closing costs and capital improvements such as a new roof or addition, not repairs). Your purchase closing statement and improvement receipts document the basis, so keep them for as long as you own the home.

Gains above the exclusion, and gains on rentals or second homes, are taxed as capital gains (0%, 15% or 20% federally for homes owned over a year, plus 3.8% net investment income tax for high earners), and depreciation claimed on a rental or home office is recaptured at up to 25%. Many states tax gains too. The closing agent may issue a **Form 1099-S**; report the sale if you receive one or if any gain is taxable.

Partial exclusions can apply after a job move, health reasons or other unforeseen events. Investors can defer gains on rentals with a 1031 exchange. Check with a tax professional.`,
    related: ['1031-exchange', 'depreciation', 'pricing-a-home', 'house-flipping'],
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
      'net from selling',
      'how much will i make selling',
    ],
    body: `A **seller's net sheet** estimates what you keep: sale price minus the mortgage payoff, agent commissions, seller closing costs (title policy, escrow, transfer taxes, recording), prorated property taxes and HOA dues, and any repair credits or concessions.

Selling costs typically run **6–10% of the price** in total. Since the 2024 NAR settlement, buyer-agent pay is agreed in writing separately and may or may not be offered by the seller. Capital-gains tax may apply beyond the home-sale exclusion ($250,000 single / $500,000 married, if lived in 2 of the last 5 years).

Practical points:

- Your **payoff** is more than the statement balance: it includes interest through the payoff date and any fees, so the title company orders an official payoff quote.
- Proceeds are usually wired on closing day or within a day or two, after the deed records.
- Your escrow account balance comes back from the lender as a separate refund within about 30 days.
- Any second mortgage, HELOC or lien is paid off from the proceeds too.

Ask me "sell for $500k, owe $200k: what do I net?" for the figures.`,
    related: ['capital-gains-home-sale', 'closing-costs', 'real-estate-agents'],
  },
  {
    id: 'unpermitted-work',
    title: 'Unpermitted work and building permits',
    category: 'buying-selling',
    keywords: [
      'unpermitted',
      'unpermitted work',
      'unpermitted addition',
      'building permit',
      'permit records',
      'check permits',
      'pulled permits',
      'permitted work',
      'retroactive permit',
      'code violation',
    ],
    body: `**Unpermitted work** is construction done without the building permits and inspections the city or county requires: additions, garage or basement conversions, decks, rewiring, new plumbing, water heaters, even some roof and window jobs.

**How to check a specific home**: search the local building department's online **permit history** by address, or call and ask. Compare the square footage and bedroom count on the county assessor's record with the listing; a gap often means an unpermitted addition. Read the seller's disclosure, and ask the inspector to point out amateur wiring, missing egress windows or DIY plumbing.

**Risks**: safety problems hidden in walls; insurers may deny related claims; appraisers may not count unpermitted square footage, so the value can come in low; lenders may balk; the city can require you to fix, permit or remove it; and you'll face the same questions when you sell.

**What to do**:

- Ask the seller to obtain permits (a **retroactive permit** may require opening walls) before closing.
- Get a contractor's estimate to legalize it, and negotiate a **price reduction**, credit or escrow holdback.
- Walk away within your **inspection contingency** if the risk is too large.

Many states require sellers to disclose unpermitted work they know about.`,
    related: ['home-inspection', 'zoning', 'appraisal', 'inspection-repairs'],
  },
  {
    id: 'inspection-repairs',
    title: 'Major inspection repairs (roof, HVAC, foundation)',
    category: 'buying-selling',
    keywords: [
      'inspection repairs',
      'repair request',
      'repair credit',
      'closing credit',
      'inspection negotiation',
      'renegotiate after inspection',
      'after home inspection',
      'price reduction after inspection',
      'roof replacement',
      'foundation repair',
      'foundation crack',
      'hvac replacement',
      'furnace replacement',
      'seller repairs',
    ],
    body: `When the inspection turns up a big-ticket problem, get **real numbers first**: have a roofer, HVAC technician or structural engineer look within your inspection period. Rough replacement ranges: **roof $10,000–$25,000+**, **furnace and AC $7,000–$15,000+**, **foundation repair $5,000–$30,000+**, **sewer line $3,000–$20,000**, electrical panel $2,000–$5,000.

Your options under the **inspection contingency**:

- **Repair request**: the seller fixes it before closing. You lose control of who does the work and how well; ask for licensed contractors, permits and receipts.
- **Closing credit**: money toward your closing costs so you can fix it yourself. Lenders cap seller credits (often 3–6% of the price, up to 9% on some conventional loans), and credits can't reduce your down payment.
- **Price reduction**: lowers the loan and the payment a little; useful when the credit would exceed the cap.
- **Escrow holdback**: part of the seller's proceeds is held until the work is done.
- **Walk away**: cancel before the deadline and get the earnest money back.

Sellers in a hot market may refuse; in a slow one they often split the cost. FHA and VA appraisals can require safety repairs before the loan closes. Focus the request on safety, water, structure and major systems, not cosmetic items.`,
    related: ['home-inspection', 'contingencies', 'specialized-inspections', 'negotiating-price'],
  },
  {
    id: 'specialized-inspections',
    title: 'Specialized inspections (sewer, radon, mold, termite, septic)',
    category: 'buying-selling',
    keywords: [
      'sewer scope',
      'sewer line inspection',
      'radon',
      'radon test',
      'mold',
      'mold inspection',
      'lead paint',
      'termite',
      'termite inspection',
      'wdo',
      'wood destroying organism',
      'septic',
      'septic inspection',
      'asbestos',
      'chimney inspection',
    ],
    body: `A general home inspection is visual, so buyers add **specialized inspections** for hidden risks. Schedule them inside the inspection contingency period.

- **Sewer scope** ($150–$400): a camera in the main line finds roots, cracks, sags and old clay or Orangeburg pipe. Worth it for older homes and mature trees; a new line can cost $3,000–$20,000.
- **Radon** ($150–$300): a 48-hour test; the EPA recommends fixing at **4 pCi/L** or above. Mitigation usually costs $800–$2,500.
- **Mold**: test only when there are signs (odor, stains, past leaks); the real fix is the moisture source.
- **Lead-based paint**: homes built before **1978** come with a federal disclosure, and buyers get a **10-day** chance to test.
- **Termite / WDO** ($75–$200): often required by lenders in some states; treatment runs $500–$2,500 plus repairs.
- **Septic** ($300–$900 with pumping): checks the tank and drain field; replacing a field can cost $10,000–$30,000+.
- **Well** ($300–$600): water quality (bacteria, nitrates, arsenic) and flow rate; some lenders require it.

Others to consider: **chimney**, asbestos in older insulation or flooring, a pool, and a **structural engineer** for foundation cracks. The buyer pays for inspections, usually at the time of service.`,
    related: ['home-inspection', 'inspection-repairs', 'contingencies', 'unpermitted-work'],
  },
  {
    id: 'home-warranty-vs-insurance',
    title: 'Home warranty vs. homeowners insurance',
    category: 'buying-selling',
    keywords: ['warranty vs insurance', 'warranty or insurance', 'broken appliance'],
    body: `They cover different things, and many owners need insurance but only sometimes want a warranty.

**Homeowners insurance** pays for **sudden, accidental damage** from covered perils: fire, wind, hail, lightning, theft, a burst pipe's water damage, plus **liability** if someone is hurt. Lenders require it. Typical premiums are roughly **$1,500–$3,500 a year** with a deductible of $1,000 or more per claim.

A **home warranty** is an optional **service contract** that repairs or replaces **systems and appliances that fail from normal wear**: furnace, AC, water heater, plumbing, electrical, kitchen appliances. It costs about **$400–$700 a year** plus a **$75–$150 service fee** per visit, and the company picks the contractor.

Examples:

- The 15-year-old AC dies of age: **warranty** (insurance won't pay for wear).
- Lightning fries the AC: **insurance**.
- A pipe bursts: **insurance** covers the water damage; a warranty may cover fixing the pipe.

**Neither** covers floods or earthquakes (separate policies), pre-existing problems or poor maintenance. Warranties also have coverage caps per item. A warranty makes the most sense for an older home with aging systems, often paid by the seller as a concession.`,
    related: ['home-warranty', 'homeowners-insurance', 'flood-zones', 'home-inspection'],
  },
  {
    id: 'negotiating-price',
    title: 'Negotiating price: lowball offers and price cuts',
    category: 'buying-selling',
    keywords: [
      'lowball',
      'lowball offer',
      'below asking',
      'under asking',
      'negotiate price',
      'negotiate with seller',
      'price cut',
      'price drop',
      'motivated seller',
    ],
    body: `How far below asking you can go depends on the **market, the house and the seller**, not on a fixed percentage.

**Signs of room to negotiate**:

- **Days on market** well beyond the local median, or a relisting that reset the count
- One or more **price cuts** (check the listing's price history)
- A **vacant** home, an estate or relocation sale, or a seller who already bought elsewhere
- A deal that fell through, or condition problems other buyers avoided

**Setting the number**: base it on **comparable sales**, not the list price. If comps support $420,000 and the home is listed at $460,000, an offer near $420,000 isn't a lowball, it's the market; include the comps with the offer. In a buyer's market offers 3–10% under list are common; 15%+ under usually needs a clear reason such as needed repairs.

**Tactics**: keep other terms clean (pre-approval, reasonable deadlines, flexible closing) so the seller has reasons to counter instead of ignore. Ask for a **seller credit** toward closing costs or a rate buydown instead of a lower price. Expect counteroffers and move in smaller steps. After a recent price cut the seller may be near their floor, so a modest further discount plus concessions often works. Decide your walk-away price first.`,
    related: ['making-an-offer', 'days-on-market', 'comparable-sales', 'buyers-vs-sellers-market'],
  },
  {
    id: 'buying-remotely',
    title: 'Buying a home from out of state (remotely)',
    category: 'buying-selling',
    keywords: [
      'buy remotely',
      'buying remotely',
      'out of state',
      'buy a house out of state',
      'buy sight unseen',
      'sight unseen',
      'virtual tour',
      'video tour',
      'remote closing',
      'remote online notarization',
    ],
    body: `Many buyers now purchase **without visiting**, but it takes extra checking because you can't see what the photos leave out.

- **Agent**: choose a buyer's agent with strong local experience and ask for **live video tours**, not just 3D scans: ask them to show the street, neighbors, ceilings, under sinks, the electrical panel and the roof line, and to describe noise and smells.
- **Your own research**: street view, FEMA flood map, permit history, crime data, commute tests at rush hour, and the county assessor's record for taxes and square footage.
- **Inspection**: hire your own inspector and join by video; add specialists as needed. Keep a full **inspection contingency** when buying sight unseen.
- **Financing**: a lender licensed in that state; the appraisal protects the loan amount.
- **Closing**: most states allow **remote online notarization** or a mail-away signing with a local notary; some lenders still require in-person or "wet" signatures. A **power of attorney** needs lender approval in advance.
- **Wire fraud**: confirm wiring instructions by phone with a number you already have.

If at all possible, visit once before the contingency ends or before closing. Investors buying remote rentals should line up a property manager first and get their rent estimate in writing.`,
    related: ['real-estate-agents', 'home-inspection', 'closing-process', 'relocating'],
  },
  {
    id: 'condo-vs-townhouse',
    title: 'Condo vs. townhouse vs. detached house',
    category: 'buying-selling',
    keywords: [
      'condo',
      'condominium',
      'townhouse',
      'townhome',
      'condo vs townhouse',
      'condo vs house',
      'ho-6',
      'warrantable condo',
    ],
    body: `The labels describe **what you own**, which decides who maintains and insures what.

- **Condo**: you own the **interior of your unit** plus a share of the common elements (roof, exterior, grounds). The association maintains and insures the building; you carry an **HO-6** policy for the interior and your belongings. Dues are usually highest, often $250–$700+ a month.
- **Townhouse**: an attached home where you typically own the **unit and the land under it**. You often handle your own roof and exterior, carry a regular HO-3 policy, and pay lower HOA dues for shared grounds. Some "townhouses" are legally condos, so check the deed and HOA documents.
- **Single-family home**: you own the house and lot, control everything and pay for everything; there may or may not be an HOA.

**Financing**: condos must meet lender rules (owner-occupancy ratio, reserves, litigation); a **non-warrantable** condo needs a specialty loan, and FHA requires an approved project. **Value**: detached homes have historically appreciated faster because the land is yours; condos cost less to enter and maintain.

Compare the **total monthly cost** (mortgage, taxes, insurance, dues and upkeep), the HOA's reserves and rules on rentals and pets, and how much maintenance you want to do.`,
    related: ['hoa', 'homeowners-insurance', 'new-construction', 'short-term-rentals'],
  },
  {
    id: 'new-construction',
    title: 'Buying new construction',
    category: 'buying-selling',
    keywords: [
      'new construction',
      'new build',
      'builder',
      'home builder',
      'builder contract',
      'builder incentives',
      'preferred lender',
      'spec home',
      'pre-drywall inspection',
      'builder warranty',
      'to be built',
    ],
    body: `Buying from a **builder** differs from a resale purchase in a few important ways.

- **Representation**: the sales agent in the model home works for the **builder**. Bring your own buyer's agent, and register them on your **first visit**, or many builders won't work with them.
- **The contract** is the builder's form and favors the builder: deposits are often **non-refundable**, completion dates can slip, and the builder may substitute materials. Have an attorney or experienced agent read it.
- **Incentives**: builders usually prefer closing-cost credits, **rate buydowns** or upgrades over price cuts, often tied to their **preferred lender**. Compare that lender's Loan Estimate with an outside one; the incentive is only worth the difference.
- **Inspections**: hire your own inspector for a **pre-drywall** inspection and a final one; new homes have defects too. Schedule an **11-month** inspection before the workmanship warranty ends.
- **Warranty**: commonly **1 year** workmanship, **2 years** systems, **10 years** structural.

Other points: upgrades and **lot premiums** rarely appraise at full cost; property taxes jump once the finished home is assessed; new communities may add HOA dues or special district taxes. A **spec home** (already built) closes quickly; a **to-be-built** home takes 6–12 months.`,
    related: ['home-inspection', 'temporary-buydown', 'condo-vs-townhouse', 'hoa'],
  },
  {
    id: 'listing-statuses',
    title: 'Listing statuses: contingent vs. pending',
    category: 'buying-selling',
    keywords: [
      'contingent',
      'pending',
      'contingent vs pending',
      'under contract',
      'backup offer',
      'withdrawn',
      'expired listing',
      'listing status',
      'kick out clause',
    ],
    body: `Listing statuses tell you where a sale stands. Names vary by local MLS, but the common ones are:

- **Coming soon**: listed but not yet open for showings.
- **Active**: available for offers.
- **Contingent** (or **active under contract**): the seller accepted an offer, but conditions such as the inspection, appraisal, financing or the sale of the buyer's home are still open. Many still accept showings and **backup offers**.
- **Pending**: contingencies are cleared or nearly so, and the sale is waiting to close. Deals rarely fail at this stage, and showings usually stop.
- **Sold / closed**: ownership has transferred.
- **Withdrawn, expired or canceled**: off the market without a sale, possibly to relist later.

**Can you still buy a contingent home?** You can submit a **backup offer**, which moves into first place if the current deal falls through. If the first buyer's offer depends on selling their own home, the seller may have a **kick-out clause**: when a better offer arrives, the first buyer gets a short window (often 48–72 hours) to remove the contingency or step aside.

A home that goes back to active after pending may have had a financing or inspection problem; ask the listing agent why.`,
    related: ['contingencies', 'making-an-offer', 'multiple-offers', 'days-on-market'],
  },
  {
    id: 'homestead-and-tax-appeals',
    title: 'Homestead exemptions and property-tax appeals',
    category: 'buying-selling',
    keywords: [
      'homestead',
      'homestead exemption',
      'property tax appeal',
      'appeal property taxes',
      'appeal assessment',
      'protest property taxes',
      'tax protest',
      'lower property taxes',
      'high assessment',
      'senior exemption',
      'veteran exemption',
    ],
    body: `Two ways to lower property taxes on a home you own.

**Homestead exemption**: most states reduce the taxable value of your **primary residence**, and many also cap how fast its assessment can rise. Examples: Florida exempts up to $50,000 of assessed value and caps yearly increases at 3%; Texas exempts a large amount from school taxes and caps yearly increases at 10%. There are often extra exemptions for **seniors, veterans and people with disabilities**. It is **not automatic**: apply with the county assessor or appraisal district after you buy, usually by a deadline early the next year, and it doesn't transfer from the seller.

**Assessment appeal (protest)**: you appeal the **value**, not the tax rate.

1. Read the assessment notice as soon as it arrives; appeal windows are often only **30–60 days**.
2. Check the assessor's record for errors: square footage, bedrooms, baths, condition.
3. Gather evidence: recent **comparable sales**, assessments of similar homes, photos of defects, or a recent appraisal.
4. Start with an informal review, then the county **board of review or equalization**.

Filing is usually free, and a reduction lowers every future bill until the next reassessment. Tax consultants do it for about 25–50% of the first year's savings.`,
    related: ['property-taxes', 'escrow-account', 'comparable-sales', 'appraisal'],
  },
  {
    id: 'seller-disclosures',
    title: 'Seller disclosures',
    category: 'buying-selling',
    keywords: [
      'seller disclosure',
      'seller disclosures',
      'disclosure statement',
      'property disclosure',
      'what must a seller disclose',
      'seller lied',
      'did not disclose',
      'failure to disclose',
      'as is',
      'sold as is',
      'known defects',
    ],
    body: `Most states require sellers to give buyers a written **disclosure statement** about the property's known condition, usually on a state form and early in the deal, before or soon after an offer is accepted.

Typical items: roof leaks, water intrusion and flooding, foundation problems, past repairs, pests, mold, unpermitted additions, HOA dues and special assessments, boundary disputes and environmental hazards. Federal law requires a **lead-based paint disclosure** for homes built before 1978. Some states add natural-hazard zones, nearby military zones or deaths on the property.

Key points:

- Sellers must disclose what they **know**; they don't have to investigate. A few "buyer beware" states require little, but lying about a defect when asked is fraud everywhere.
- **"As is"** means the seller won't make repairs; it doesn't excuse hiding known defects, and buyers should still inspect.
- Estates, banks selling foreclosures and some new builds are often exempt from the form.

**For buyers**: read the disclosure before the inspection, ask follow-up questions in writing, and compare it with the permit history and the inspection report. **If a seller hid a known defect**, you may have a claim for repair costs or to undo the sale; see a real estate attorney promptly, since deadlines apply. **For sellers**: when in doubt, disclose; it costs far less than a lawsuit.`,
    related: ['home-inspection', 'unpermitted-work', 'specialized-inspections', 'contingencies'],
  },
  {
    id: 'broker-price-opinion',
    title: 'Broker price opinion (BPO)',
    category: 'buying-selling',
    keywords: [
      'bpo',
      'bpos',
      'broker price opinion',
      'broker opinion of value',
      'drive by valuation',
      'exterior only valuation',
      'valuation instead of appraisal',
    ],
    body: `A **broker price opinion (BPO)** is an estimate of a property's value prepared by a real estate broker or agent, not a licensed appraiser. It is quicker and cheaper than an **appraisal**, typically based on a drive-by or interior look and recent comparable sales and listings.

Who uses BPOs:

- **Lenders and servicers**: for short sales, foreclosures, bank-owned (REO) listings, loan modifications and reviews of home equity lines.
- **Investors** buying pools of homes or setting a list price on a distressed property.
- Sellers, as a more formal version of an agent's **comparative market analysis (CMA)**.

Limits: a BPO is not an appraisal. Federal rules do not allow a BPO to be the main basis of value for a consumer's home-purchase mortgage, and some states restrict when agents may prepare one or require a disclaimer. It usually has no standardized review and no appraiser's license behind it, so its accuracy depends on the agent and the comps chosen.

If a lender's BPO on a short sale looks low, you can send the servicer better comparable sales and ask for a review, much like a reconsideration of value on an appraisal.`,
    related: ['appraisal', 'comparable-sales', 'pricing-a-home', 'missed-payments-foreclosure'],
  },
  {
    id: 'lis-pendens',
    title: 'Lis pendens (notice of pending action)',
    category: 'buying-selling',
    keywords: [
      'lis pendens',
      'notice of pending action',
      'notice of pendency',
      'pending lawsuit on property',
      'lawsuit against the property',
      'cloud on title',
      'quiet title',
    ],
    body: `A **lis pendens** (Latin for "suit pending"), also called a **notice of pending action**, is a notice recorded in the county land records that a lawsuit has been filed involving the title to or possession of a specific property. It does not decide anything; it warns everyone that a court may.

Common causes: a judicial **foreclosure**, a buyer suing to enforce a purchase contract, a partition between co-owners or heirs, a divorce, a boundary or **quiet title** action, or a contractor's suit to enforce a mechanic's lien.

Why it matters: anyone who buys or lends on the property after it is recorded takes it **subject to the outcome** of the suit. In practice, title insurers will not insure over it and lenders will not lend, so a sale usually stalls until it is resolved.

How it ends: the case is dismissed or settled and a **release** (withdrawal) of lis pendens is recorded, or a court orders it cancelled (expunged), for example because the suit does not really concern title. If one shows up in a title search on a home you are buying, ask the title company and a real estate attorney before going further.`,
    related: ['title-insurance', 'property-liens', 'missed-payments-foreclosure', 'deed-types'],
  },
  {
    id: 'property-liens',
    title: 'Liens on a property (tax, mechanics and judgment liens)',
    category: 'buying-selling',
    keywords: [
      'lien',
      'liens',
      'property lien',
      'tax lien',
      'mechanics lien',
      "mechanic's lien",
      'contractor lien',
      'judgment lien',
      'hoa lien',
      'lien search',
      'lien on my house',
      'lien priority',
      'lien release',
    ],
    body: `A **lien** is a legal claim against a property that secures a debt: until it is paid, the property cannot be sold or refinanced with clear title. The mortgage itself is a lien; others include:

- **Property tax liens**: unpaid property taxes usually take priority over almost everything, including the mortgage. The county can eventually sell the lien or the property.
- **Federal tax liens**: the IRS can file a lien for unpaid income taxes.
- **Mechanic's (construction) liens**: contractors, subcontractors and suppliers who were not paid for work on the property can file one, within deadlines set by state law, even if you paid your general contractor. Get lien waivers with each payment.
- **Judgment liens**: a creditor who wins a lawsuit can record a lien on the debtor's real estate.
- **HOA liens** for unpaid dues and assessments; in some states part of this lien outranks the mortgage.

**Priority** generally follows recording order, except for taxes and statutory exceptions. A **title search** before closing finds recorded liens, which are paid off from the seller's proceeds; **title insurance** protects against ones missed. Once a debt is paid, make sure a **lien release** is recorded.`,
    related: ['title-insurance', 'lis-pendens', 'property-taxes', 'closing-process'],
  },
  {
    id: 'ccrs',
    title: 'CC&Rs (covenants, conditions and restrictions)',
    category: 'buying-selling',
    keywords: [
      'cc&rs',
      'cc&r',
      'ccrs',
      'ccr',
      'covenants conditions and restrictions',
      'covenants',
      'deed restrictions',
      'restrictive covenants',
      'governing documents',
      'rental cap',
      'rental restrictions',
    ],
    body: `**CC&Rs (covenants, conditions and restrictions)** are recorded rules that bind every owner in a subdivision, condominium or planned community. They "run with the land": a buyer is bound whether or not they read them. In a community with a **homeowners association (HOA)**, the CC&Rs (often called the declaration) are the main governing document, above the bylaws and the board's rules and regulations.

They commonly cover:

- Use: single-family only, home businesses, **rental limits** (minimum lease terms, caps on rented units, short-term rental bans)
- Appearance: paint colors, fences, additions, solar panels (some states limit restrictions), landscaping, with architectural review
- Pets, parking, RVs and boats, signs
- Assessments, the HOA's powers to fine and lien, and who maintains what

Changing them usually takes a supermajority vote of owners. Restrictions based on race or religion, found in some old deeds, are void and unenforceable under the Fair Housing Act.

Before buying, read the CC&Rs, bylaws, rules, budget and minutes; many states give buyers a review period to cancel. Investors should check rental rules first.`,
    related: ['hoa', 'zoning', 'short-term-rentals', 'fair-housing'],
  },
  {
    id: 'housing-co-ops',
    title: 'Housing co-ops (cooperatives) vs. condos',
    category: 'buying-selling',
    keywords: [
      'co-op',
      'coop',
      'co op',
      'co-ops',
      'housing cooperative',
      'cooperative apartment',
      'co-op vs condo',
      'coop vs condo',
      'co-op board',
      'board approval',
      'proprietary lease',
      'share loan',
      'flip tax',
    ],
    body: `In a **housing cooperative (co-op)**, you buy **shares in a corporation** that owns the whole building, and the shares come with a **proprietary lease** to your unit. In a **condominium**, you own your unit outright as real property, with a deed, plus a share of the common areas. Co-ops are most common in New York City and a few other older cities.

How co-ops differ:

- **Board approval**: the co-op board reviews your finances, often interviews you, and can reject buyers. Many require larger down payments (often 20% or more) and cash reserves after closing.
- **Financing**: a **share loan** rather than a standard mortgage, from fewer lenders.
- **Monthly maintenance** covers the building's own mortgage, property taxes and operating costs; the part for interest and taxes is generally tax-deductible for you.
- **Rules**: sublet limits, and sometimes a **flip tax** paid on sale.

Co-ops are often cheaper than comparable condos because of those limits. Condos are easier to buy, finance, rent out and sell. Before buying either, review the building's financials, reserves, underlying debt and rules.`,
    related: ['condo-vs-townhouse', 'hoa', 'ccrs', 'down-payment'],
  },
  {
    id: 'rent-to-own',
    title: 'Rent-to-own and lease options',
    category: 'buying-selling',
    keywords: [
      'rent to own',
      'rent-to-own',
      'lease option',
      'lease to own',
      'lease-purchase',
      'lease purchase',
      'option to buy',
      'option fee',
      'rent credit',
      'rent credits',
      'lease with option to purchase',
      'sandwich lease option',
    ],
    body: `**Rent-to-own** deals let a tenant rent a home now with a path to buy it later. There are two main forms:

- **Lease option**: the tenant pays a non-refundable **option fee** (often 1–5% of the price) for the **right, not the obligation**, to buy at a set price before the lease ends.
- **Lease-purchase**: the tenant **agrees to buy**, and can be in breach if they do not.

Often part of each month's rent is a **rent credit** toward the down payment or price. The tenant still needs a mortgage to buy at the end, so the time is meant for improving credit or saving.

Risks for the tenant-buyer: losing the option fee and credits if you cannot qualify or miss a payment; the seller not paying their own mortgage, or liens on the home; repairs often shifted to you; a price set above what the home appraises for. Protect yourself: an attorney-reviewed contract, a title search, inspection, appraisal and a recorded memorandum of the option. Some states regulate these deals as executory contracts.

For sellers, it brings a motivated tenant and a premium, but ties up the home. In a **sandwich lease option**, an investor leases with an option from the owner and re-leases with an option to a tenant-buyer.`,
    related: ['seller-financing', 'residential-leases', 'master-lease', 'credit-score'],
  },
  {
    id: 'ibuyers',
    title: 'iBuyers and instant cash offers',
    category: 'buying-selling',
    keywords: [
      'ibuyer',
      'ibuyers',
      'ibuying',
      'instant offer',
      'instant cash offer',
      'cash offer company',
      'opendoor',
      'offerpad',
      'we buy houses',
      'sell to an investor',
    ],
    body: `An **iBuyer** (instant buyer) is a company that makes fast, algorithm-based **cash offers** on homes, then repairs and resells them. Opendoor and Offerpad are the best-known; several big brokerages and portals have run or ended similar programs. Local "we buy houses" investors work similarly but usually pay less.

How it works: you enter your home's details online and get a preliminary offer within days. After an inspection, the company deducts estimated repairs, then charges a **service fee** that often runs several percent of the price, on top of normal closing costs. You choose a closing date, sometimes within two weeks, with no showings.

Compare the **net**: an iBuyer's price minus fee and repair credits, against a traditional sale's expected price minus agent commissions, prep, staging, concessions and the months of carrying costs. iBuyers suit typical, newer homes in markets they serve, and sellers who value certainty and speed (a job move, buying another home). Unique, older or rural homes often get low offers or none.

Get a comparative market analysis from a local agent and, if possible, more than one cash offer before accepting.`,
    related: ['seller-net-proceeds', 'pricing-a-home', 'for-sale-by-owner', 'real-estate-agents'],
  },
  {
    id: 'mls',
    title: 'The MLS (multiple listing service) and pocket listings',
    category: 'buying-selling',
    keywords: [
      'mls',
      'multiple listing service',
      'mls listing',
      'on the mls',
      'listed on mls',
      'mls number',
      'pocket listing',
      'off market listing',
      'office exclusive',
      'clear cooperation',
      'coming soon listing',
      'idx',
    ],
    body: `The **MLS (multiple listing service)** is a database of homes for sale run by a local or regional group of brokers, usually affiliated with a Realtor association. Listing agents enter each property with its details, photos and status, and member agents across all brokerages can show it. Portals such as Zillow and Realtor.com get most of their listings from MLS feeds (IDX and syndication). There are hundreds of MLSs across the U.S.

Only licensed, paying members can enter listings. Sellers without an agent use a **flat-fee MLS** broker to get listed. Since August 2024, under the NAR settlement rules, Realtor-affiliated MLSs no longer show offers of pay to buyers' agents; that pay is negotiated separately.

A **pocket listing** (off-market or office-exclusive listing) is marketed privately instead of through the MLS. It offers privacy and sometimes a quick sale, but usually fewer buyers and less price competition. Many MLSs require a listing to be entered within about one business day once it is publicly marketed (NAR's Clear Cooperation Policy, as of 2025 with options for sellers to delay). Ask your agent how much exposure a home gets before choosing that route.`,
    related: ['real-estate-agents', 'for-sale-by-owner', 'listing-statuses', 'pricing-a-home'],
  },
  {
    id: 'firpta',
    title: 'FIRPTA withholding (foreign sellers)',
    category: 'buying-selling',
    keywords: [
      'firpta',
      'foreign investment in real property tax act',
      'foreign seller',
      'non resident seller',
      'nonresident alien seller',
      'foreign person',
      'form 8288',
      '15% withholding',
      'non-foreign affidavit',
      'certification of non-foreign status',
    ],
    body: `**FIRPTA** (the Foreign Investment in Real Property Tax Act) requires the **buyer** of U.S. real estate from a **foreign person** to withhold part of the price and send it to the IRS, as a prepayment of the seller's tax. The buyer is the withholding agent and can be liable if it is not done, so the title or escrow company normally handles it.

**Standard rate**: **15% of the gross sale price** (the amount realized), not of the gain.

**Reduced rates when the buyer will live in the home**:

- Price up to $300,000: no withholding
- $300,000 to $1,000,000: 10%
- Over $1,000,000: 15%

**Example**: a foreign seller sells a rental for $500,000 → the buyer withholds $75,000 at closing and files Forms 8288 and 8288-A.

A U.S. seller signs a **certification of non-foreign status** at closing to show FIRPTA does not apply. A foreign seller whose actual tax will be lower can apply for a **withholding certificate** (Form 8288-B) before closing to reduce the amount, and gets any excess back by filing a U.S. tax return. States such as California add their own withholding. Foreign sellers should talk to a cross-border tax adviser early.`,
    related: ['closing-process', 'capital-gains-home-sale', '1031-exchange', 'seller-net-proceeds'],
  },
  {
    id: 'escalation-clause',
    title: 'Escalation clauses in offers',
    category: 'buying-selling',
    keywords: [
      'escalation clause',
      'escalation addendum',
      'escalating offer',
      'escalation cap',
      'escalate my offer',
    ],
    body: `An **escalation clause** (escalation addendum) in a home purchase offer automatically raises your price to beat competing offers, by a set amount, up to a maximum you choose. It is used in **multiple-offer** situations.

It has three numbers:

- **Starting price**: your base offer, for example $400,000
- **Increment**: how much you beat the best competing offer by, for example $2,000
- **Cap**: the most you will pay, for example $430,000

**Example**: the best other offer is $415,000, so your price becomes $417,000. If another offer is at $430,000 or more, yours stops at the cap and may lose.

Protect yourself: require the seller to provide a copy of the competing offer that triggered it; decide how a low **appraisal** is handled (an appraisal-gap clause or the right to renegotiate); and only set a cap you can pay, with the cash to cover a gap.

Downsides: it shows the seller your ceiling, and some sellers simply ask everyone for a "highest and best" offer instead. Some listing agents or local practices discourage them. In a commercial lease, "escalation" means scheduled rent increases, a different thing.`,
    related: ['multiple-offers', 'making-an-offer', 'appraisal', 'negotiating-price'],
  },
  {
    id: 'foreclosures-and-reo',
    title: 'Buying foreclosures and bank-owned (REO) homes',
    category: 'buying-selling',
    keywords: [
      'reo',
      'real estate owned',
      'bank owned',
      'bank-owned',
      'bank owned home',
      'buy a foreclosure',
      'buying a foreclosure',
      'foreclosed home',
      'foreclosure auction',
      'sheriff sale',
      'trustee sale',
      'tax deed sale',
      'short sale buying',
    ],
    body: `Distressed homes are sold at three stages, each with different risks:

- **Pre-foreclosure / short sale**: the owner sells for less than the mortgage balance with the lender's approval. Prices can be good, but lender approval often takes months.
- **Foreclosure auction** (trustee's or sheriff's sale): usually cash or certified funds at or soon after the sale, often **no interior inspection**, and you may take the property subject to liens that the sale does not wipe out, and need to remove occupants through the courts. Research title before bidding.
- **REO (real estate owned) / bank-owned**: the property did not sell at auction, so the lender owns it and lists it with an agent. Title is usually cleared, and you can inspect and finance, but it is sold **as is**, the bank's addenda favor the bank, and HUD, Fannie Mae and Freddie Mac homes have their own bidding rules and periods reserved for owner-occupants.

Discounts are often smaller than people expect, because prices reflect condition. Budget for deferred repairs, winterization damage, missing systems and utility restarts. Get an inspection, a title search and, for auctions, a real estate attorney's review. A broker price opinion (BPO) or appraisal sets the lender's asking price.`,
    related: ['missed-payments-foreclosure', 'broker-price-opinion', 'title-insurance', 'property-liens'],
  },
  {
    id: 'certificate-of-occupancy',
    title: 'Certificate of occupancy (CO)',
    category: 'buying-selling',
    keywords: [
      'certificate of occupancy',
      'co certificate',
      'temporary certificate of occupancy',
      'tco',
      'occupancy permit',
      'use and occupancy',
      'u&o',
      'final inspection',
    ],
    body: `A **certificate of occupancy (CO)** is the document a local building department issues when a new building, a major renovation or a change of use passes final inspection and complies with building codes and zoning. It says the building may legally be occupied for a stated use (for example a single-family home, or retail on the ground floor).

When it matters:

- **New construction**: a lender usually will not fund and you should not close until the CO (or a **temporary CO**, TCO, for a limited time while minor items are finished) is issued.
- **Changing use**: turning a house into an office, a warehouse into apartments, or a basement into a legal rental unit typically needs a new CO.
- **Resale**: some cities require a resale inspection or "use and occupancy" certificate before a sale closes; others never issued COs for older homes.

A missing or wrong CO can mean unpermitted work, trouble insuring or financing, or a unit that cannot legally be rented. Ask the seller for it, or look up the property's permit and CO records at the building department before buying.`,
    related: ['unpermitted-work', 'new-construction', 'zoning', 'adu'],
  },
  {
    id: 'pud',
    title: 'Planned unit developments (PUDs)',
    category: 'buying-selling',
    keywords: [
      'pud',
      'puds',
      'planned unit development',
      'planned community',
      'pud vs condo',
      'pud rider',
      'master planned community',
    ],
    body: `A **planned unit development (PUD)** is a community planned as a whole, with homes plus shared amenities (parks, pools, private streets), governed by a **homeowners association (HOA)** and recorded **CC&Rs**. Homes in a PUD can be single-family houses, townhomes or even attached units that look like condos.

The key difference from a **condominium**: in a PUD you own your home **and the land under it** (your lot), while the HOA owns the common areas. In a condo you own the unit's interior space plus a shared interest in the whole building and land.

Why it matters:

- **Financing**: lenders classify the property as a PUD and add a PUD rider to the mortgage. PUDs usually avoid the condo project review that can make a condo "non-warrantable", so they are often easier to finance.
- **Insurance**: PUD owners usually carry a standard homeowners policy on the whole structure, unlike a condo's HO-6.
- **Costs and rules**: HOA dues, special assessments and rules on rentals, exteriors and additions.

Zoning also uses "PUD" for a district with its own site-specific rules. Your title report or purchase contract usually states whether a home is in one.`,
    related: ['hoa', 'ccrs', 'condo-vs-townhouse', 'homeowners-insurance'],
  },
  {
    id: 'co-ownership',
    title: 'Co-ownership: tenancy in common (TIC) vs. joint tenancy',
    category: 'buying-selling',
    keywords: [
      'tenancy in common',
      'tenants in common',
      'tic',
      'joint tenancy',
      'joint tenants',
      'joint tenancy with right of survivorship',
      'jtwros',
      'right of survivorship',
      'tenancy by the entirety',
      'community property',
      'how to hold title',
      'vesting',
    ],
    body: `**Co-ownership** is two or more people holding title together; the deed says **how they hold it** (the "vesting").

- **Tenancy in common (TIC)**: the owners are **tenants in common**; each holds a share, equal or not (60/40, say), can sell or mortgage it, and leaves it by will to whomever they choose. There is no survivorship: a deceased owner's share goes through their estate. A TIC agreement should cover expenses and buyouts. Any owner can ask a court to force a sale (**partition**).
- **Joint tenancy with right of survivorship (JTWROS)**: owners hold equal shares, and when one dies the others take it automatically, without probate and regardless of a will. One owner selling his share ends the joint tenancy for it.
- **Tenancy by the entirety**: a married couple's joint tenancy, available in about half the states, with added protection from one spouse's creditors.
- **Community property** (AZ, CA, ID, LA, NV, NM, TX, WA, WI): property bought during a marriage is generally owned equally; some of these states allow it with a right of survivorship.

Friends may use an **LLC** instead; either way, sign a **co-ownership agreement**. If the deed says nothing, most states presume a tenancy in common for unmarried owners. Vesting affects taxes and estates, so ask a real-estate or estate attorney before closing.`,
    related: ['deed-types', 'estate-transfer-tools', 'co-owning-vacation-home', 'title-insurance'],
  },
  {
    id: 'estate-transfer-tools',
    title: 'Life estates, transfer-on-death deeds and land trusts',
    category: 'buying-selling',
    keywords: [
      'life estate',
      'life estate deed',
      'remainderman',
      'transfer on death deed',
      'tod deed',
      'beneficiary deed',
      'lady bird deed',
      'enhanced life estate deed',
      'land trust',
      'avoid probate',
      'probate',
    ],
    body: `A **life estate**, a **transfer-on-death (TOD) deed** and a **land trust** are ways to pass a home to heirs, or hold it privately, without probate:

- **Life estate**: the owner (the **life tenant**) keeps the right to live in and use the home for life; at death it passes automatically to the **remainderman**. The catch: once granted, the owner generally can't sell or refinance without the remaindermen signing. A **"lady bird" (enhanced life estate) deed**, recognized in a handful of states such as Florida and Texas, keeps that control.
- **Transfer-on-death (TOD) deed**, or beneficiary deed: recorded now, it takes effect only at death. The owner keeps full control and can revoke it. Available in roughly 30 states as of 2024.
- **Land trust**: a trustee (often a title company) holds legal title while the beneficiary keeps control and the benefits. It keeps the owner's name off public records and can name successor beneficiaries; it offers no tax savings or lawsuit protection by itself. Common in Illinois and Florida.
- **Revocable living trust**: holds the home along with other assets and avoids probate in every state.

Heirs who inherit at death usually receive a **stepped-up tax basis**, which a lifetime gift does not. Medicaid rules and state law differ, so have an estate attorney draft these.`,
    related: ['co-ownership', 'deed-types', 'capital-gains-home-sale', 'property-taxes'],
  },
  {
    id: 'adverse-possession',
    title: 'Adverse possession (squatter’s rights)',
    category: 'buying-selling',
    keywords: [
      'adverse possession',
      "squatter's rights",
      'squatters rights',
      'squatter',
      'squatters',
      'prescriptive easement',
      'quiet title',
      'tacking',
    ],
    body: `**Adverse possession** is the legal doctrine by which someone who occupies another's land openly and long enough can become its owner. It is sometimes called **squatter's rights**.

Possession generally must be, for the whole period the state sets:

- **Actual**: really using the land (fencing, building, farming)
- **Open and notorious**: visible to an owner who looked
- **Exclusive**: not shared with the owner or the public
- **Hostile**: without the owner's permission (a tenant or guest doesn't qualify)
- **Continuous**: uninterrupted

The period runs from **5 years** (California, with property taxes paid) to **10–21 years** in many states, up to 30 in a few; successive occupants who hand possession on may add their periods together (**tacking**). The claimant then files a **quiet title** action to get a deed recorded. A **prescriptive easement** is the lesser version: a right to keep using a path or driveway, not ownership.

In practice it mostly arises in **boundary disputes**: a neighbour's fence or shed over the line for decades. A survey before buying reveals these. Owners protect themselves by giving written permission, which defeats hostility, and acting promptly. Someone living in a house without permission for weeks is no adverse possessor; removing them is a trespass or eviction matter.`,
    related: ['easements-and-surveys', 'eviction-basics', 'title-insurance', 'deed-types'],
  },
  {
    id: 'eminent-domain',
    title: 'Eminent domain and condemnation',
    category: 'buying-selling',
    keywords: [
      'eminent domain',
      'condemnation',
      'condemned',
      'just compensation',
      'government taking',
      'taking',
      'inverse condemnation',
      'partial taking',
      '1033 exchange',
      'involuntary conversion',
    ],
    body: `**Eminent domain** is the government's power to take private property for public use, such as a road, school, pipeline or utility line, provided it pays **just compensation** (Fifth Amendment). **Condemnation** is the legal process by which it does so.

How it usually goes:

1. The agency appraises the property and makes a written offer, generally its estimate of **fair market value**.
2. The owner may negotiate, get an independent appraisal, and challenge the taking or the amount in court.
3. If no agreement is reached, a court or jury sets compensation, and title passes.

A **partial taking** (a strip for road widening) pays for the land taken plus any drop in value of what remains ("severance damages"). Some states add relocation help; federal projects follow the Uniform Relocation Act. **Inverse condemnation** is the owner suing when government action takes or damages property without a formal proceeding.

Since *Kelo v. New London* (2005) allowed takings for economic development, most states have limited that use. Buyers can learn of planned road projects from the state transportation department or the city. Compensation is taxed as a sale, but **§1033** lets an owner defer the gain by buying similar property within two to three years. Separately, a building can be **"condemned"** as unsafe to occupy, a code-enforcement matter, not a taking.`,
    related: ['zoning', 'easements-and-surveys', 'property-taxes', 'appraisal'],
  },
  {
    id: 'right-of-first-refusal',
    title: 'Right of first refusal (ROFR) and right of first offer (ROFO)',
    category: 'buying-selling',
    keywords: [
      'right of first refusal',
      'first right of refusal',
      'rofr',
      'right of first offer',
      'rofo',
      'first refusal',
    ],
    body: `A **right of first refusal (ROFR)** gives someone (a tenant, co-owner, neighbour or HOA) the right to buy a property on the **same terms as an offer the owner has accepted** from a third party, before the sale can close. The holder usually has a set time, often 10–30 days after notice, to match or waive.

A **right of first offer (ROFO)** comes earlier: the owner must offer the property to the holder first; if they decline or can't agree, the owner may sell to others, usually at no lower price than was offered.

Where they show up:

- Commercial leases, for the building or adjoining space
- Co-op and some condo associations (or a right to approve buyers)
- TIC and partnership agreements, so a co-owner can't sell to a stranger
- Some ground leases and family land
- Federal rules for subsidized housing

**For buyers**: a ROFR on a property can delay closing and chill bidding, since your offer may be matched. Look for one in the title report, the lease or the HOA documents, and make sure the holder's waiver is in writing before you close. For sellers, a ROFO is usually less restrictive than a ROFR.`,
    related: ['making-an-offer', 'housing-co-ops', 'co-ownership', 'ground-lease'],
  },
  {
    id: 'listing-agreements',
    title: 'Listing agreements: exclusive right to sell, exclusive agency, open and net listings',
    category: 'buying-selling',
    keywords: [
      'listing agreement',
      'exclusive right to sell',
      'exclusive right to sell listing',
      'exclusive agency listing',
      'open listing',
      'net listing',
      'listing contract',
    ],
    body: `A **listing agreement** is the contract between a seller and a brokerage to market a home. It sets the price, term (often 3–6 months), commission and who earns it.

- **Exclusive right to sell**: the standard MLS listing. The listing broker is paid whoever finds the buyer, even the seller.
- **Exclusive agency**: one broker, but the seller owes no commission if they find the buyer themselves.
- **Open listing**: any number of brokers; only the one who brings the buyer is paid. Common for land and commercial, rare for homes.
- **Net listing**: the seller names the amount they want to net and the broker keeps everything above it. It invites conflict, since the broker profits when the seller underprices, so it is **illegal in some states** (New York among them) and restricted or discouraged in most others.

Read for: the term and how to cancel, a **protection (tail) period** during which you owe commission if a buyer the agent introduced buys after expiry, what marketing is promised, and any offer of compensation to buyers' agents. Commissions are negotiable; since August 2024, following the NAR settlement, MLS listings no longer show offers to buyers' agents.`,
    related: ['real-estate-agents', 'mls', 'for-sale-by-owner', 'pricing-a-home'],
  },
  {
    id: 'referral-fees',
    title: 'Referral fees between agents (and RESPA kickback rules)',
    category: 'buying-selling',
    keywords: [
      'referral fee',
      'agent referral fee',
      'referral agreement',
      'broker referral',
      'respa',
      'kickback',
      'kickbacks',
      'section 8 respa',
    ],
    body: `A **referral fee** in real estate is usually a share of commission one brokerage pays another for sending a client, for example when a buyer relocating from Ohio to Arizona is referred to an Arizona agent. Typical fees are **20–35% of the receiving agent's commission**, set in a written referral agreement, paid broker to broker at closing.

Rules to know:

- **Only licensees**: in most states a commission share may go only to a licensed agent, through their broker. Paying an unlicensed friend, past client or contractor for a referral is usually illegal (some states allow small gifts of thanks).
- **RESPA Section 8**: for home loans, the federal Real Estate Settlement Procedures Act bars kickbacks and fees for referring **settlement services** (lenders, title and escrow, inspectors in some cases) between providers. An agent can't be paid by a lender for sending buyers. Affiliated businesses are allowed with written disclosure and no required use.
- **Disclosure**: many states require disclosing referral fees to the client.

As a buyer or seller, you may ask whether your agent pays or receives a referral fee; it doesn't raise your commission, but it can explain a recommendation.`,
    related: ['real-estate-agents', 'listing-agreements', 'choosing-a-lender', 'relocating'],
  },
  {
    id: 'due-diligence-and-option-fees',
    title: 'Due diligence fee (NC), option fee (TX) and attorney review',
    category: 'buying-selling',
    keywords: [
      'due diligence money',
      'due diligence fee',
      'nc due diligence',
      'north carolina due diligence',
      'texas option fee',
      'option fee in texas',
      'option period',
      'termination option',
      'texas option period',
      'attorney review',
      'attorney review period',
    ],
    body: `A **due diligence fee** (North Carolina) or **option fee** (Texas) buys a homebuyer a period to back out for any reason.

**North Carolina** (the "due diligence money"): under the standard NC Offer to Purchase, the buyer pays the seller an agreed, **non-refundable** fee directly when the contract is signed. During the **due diligence period** the buyer inspects, appraises, arranges the loan and may terminate for any reason, losing only the fee. Earnest money is separate and held in escrow; it is refunded if the buyer terminates in time. Both are credited to the buyer at closing. Fees of $500 to several thousand dollars are common, more in competitive markets.

**Texas**: in the TREC contract, the buyer pays the seller a small fee (often $100–$500) for a **termination option** of an agreed number of days. Terminating in time returns the earnest money; the option fee is kept. It is usually credited at closing.

Most other states use **contingencies** with stated reasons to cancel. New Jersey and Illinois add an **attorney review period** (three business days in NJ, usually five in Illinois) in which either side's attorney may cancel or propose changes. In any state, the deadline is strict: miss it and the deposit may be at risk.`,
    related: ['earnest-money', 'contingencies', 'home-inspection', 'making-an-offer'],
  },
  {
    id: 'mineral-rights',
    title: 'Mineral rights and water rights',
    category: 'buying-selling',
    keywords: [
      'mineral rights',
      'oil and gas rights',
      'subsurface rights',
      'surface rights',
      'severed mineral rights',
      'royalties',
      'royalty',
      'water rights',
      'riparian rights',
    ],
    body: `Land can be split into separately owned rights. **Mineral rights** are the right to the oil, gas, coal and minerals below the surface; when they have been sold or kept by an earlier owner, they are **severed**, and the home buyer gets only the **surface rights**.

Why it matters:

- The mineral owner (or its lessee) generally has the right to reasonable use of the surface to reach them, limited by state law and any surface-use agreement.
- Leased mineral rights pay a **bonus** at signing and **royalties** on production, commonly 12.5–25% of revenue.
- In states with drilling (Texas, Oklahoma, North Dakota, Colorado, Pennsylvania) severed rights are common; a purchase contract may or may not convey any the seller owns.

To check: the **title commitment** lists reservations and leases, and a landman or attorney can trace mineral title. Title insurance often excepts minerals.

**Water rights**: in eastern states, **riparian** rights let landowners along water make reasonable use of it. Western states use **prior appropriation** ("first in time, first in right"), where rights are granted by the state, can be bought and sold, and may not come with the land. For rural or agricultural land, confirm the well permit and any water rights in writing.`,
    related: ['title-insurance', 'easements-and-surveys', 'deed-types', 'perc-test-septic'],
  },
  {
    id: 'perc-test-septic',
    title: 'Perc tests and septic systems',
    category: 'buying-selling',
    keywords: [
      'perc test',
      'percolation test',
      'septic',
      'septic system',
      'septic tank',
      'septic inspection',
      'drain field',
      'leach field',
      'well and septic',
      'soil test',
    ],
    body: `Homes without city sewer treat wastewater in a **septic system**: a buried tank where solids settle, and a **drain field** (leach field) where the liquid soaks into the soil. About one U.S. home in five uses one.

**Perc test (percolation test)**: before a septic system can be permitted on vacant land, a soil evaluator or the health department measures how fast water drains into test holes. Soil that drains too slowly (clay) or too fast, or a high water table or bedrock, can mean an expensive engineered system (mound or drip), or no permit at all. **Buying land to build on? Make the offer contingent on a passing perc test** and a septic permit.

**Buying a home with septic**: a home inspection usually doesn't cover it. A **septic inspection** ($300–$600 as of 2024) pumps and checks the tank, baffles and drain field, and confirms the permitted size matches the bedrooms. Some states or counties require one at sale.

Upkeep: pump every **3–5 years** ($300–$600); keep cars, trees and grease off the system. A failed drain field can cost **$5,000–$20,000 or more** to replace. Ask for pumping records and the permit.`,
    related: ['specialized-inspections', 'home-inspection', 'contingencies', 'mineral-rights'],
  },
  {
    id: 'fee-simple-vs-leasehold',
    title: 'Fee simple vs. leasehold ownership',
    category: 'buying-selling',
    keywords: [
      'fee simple',
      'fee simple absolute',
      'fee simple ownership',
      'leasehold',
      'leasehold estate',
      'leasehold property',
      'leasehold interest',
      'freehold',
    ],
    body: `**Fee simple** (fee simple absolute) is the most complete form of ownership: you own the land and buildings indefinitely and can sell, mortgage, rent or leave them to heirs, subject only to taxes, zoning, easements and recorded restrictions. Nearly all U.S. houses are sold fee simple; in a condo you own your unit fee simple plus a share of the common areas.

**Leasehold** means you own a building or unit, or the right to use it, on land owned by someone else, for the term of a **ground lease**, often 49–99 years, paying ground rent. When the lease ends, the land and usually the improvements return to the landowner unless it is renewed.

What leasehold means for a buyer:

- **Value falls as the remaining term shrinks**; many lenders won't finance a lease ending within about five years of the loan's maturity, and FHA and Fannie Mae set their own minimum terms.
- Ground rent can step up or be reset to market.
- Some leaseholds let owners buy the land (the "fee") later.

Leaseholds are common in Hawaii, parts of Maryland and some resort, tribal and university land. Ask the listing agent or title company which you are buying, and read the ground lease before you offer.`,
    related: ['ground-lease', 'deed-types', 'co-ownership', 'title-insurance'],
  },
];

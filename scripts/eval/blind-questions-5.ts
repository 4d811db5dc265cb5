// Fifth blind evaluation set (issue 19): 60 free-form questions written from the product description alone, by an author who never read the assistant's code, its corpus or its other question sets. Scored apart; never tuned to.
import type { EvalQuestion } from './score.ts';

export const BLIND_QUESTIONS_5: readonly EvalQuestion[] = [
  // ---- knowledge: financing (6) ----
  {
    area: 'financing',
    q: 'whats the diff between prequalified and preapproved, does it actually matter when making an offer',
    kind: 'knowledge',
    terms: ['lender', 'credit'],
  },
  {
    area: 'financing',
    q: 'is pmi forever or can i get rid of it at some point',
    kind: 'knowledge',
    terms: ['mortgage insurance', 'equity'],
  },
  {
    area: 'financing',
    q: '15 yr or 30 yr mortgage?? and what are points, are they worth paying',
    kind: 'knowledge',
    terms: ['monthly payment', 'rate'],
  },
  {
    area: 'financing',
    q: 'can i pull from my 401k for the down payment or is that a dumb move',
    kind: 'knowledge',
    terms: ['penalt', 'loan'],
  },
  {
    area: 'financing',
    q: 'what even are closing costs and who pays them, buyer or seller?',
    kind: 'knowledge',
    terms: ['fees', 'seller'],
  },
  {
    area: 'financing',
    q: 'fha or conventional for a first time buyer with like a 640 credit score',
    kind: 'knowledge',
    terms: ['down payment', 'mortgage insurance'],
  },

  // ---- knowledge: investment (6) ----
  {
    area: 'investment',
    q: 'what is house hacking and is it actually a legit way to start investing',
    kind: 'knowledge',
    terms: ['live', 'rent'],
  },
  {
    area: 'investment',
    q: 'the 1% rule for rentals, what is it and does it even work anymore',
    kind: 'knowledge',
    terms: ['rent', 'price'],
  },
  {
    area: 'investment',
    q: 'brrrr method?? someone explain like im 5',
    kind: 'knowledge',
    terms: ['rehab', 'refinanc'],
  },
  {
    area: 'investment',
    q: 'cap rate vs cash on cash return, whats the difference',
    kind: 'knowledge',
    terms: ['income', 'invested'],
  },
  {
    area: 'investment',
    q: 'whats a reit and is it better than just owning a rental myself',
    kind: 'knowledge',
    terms: ['trust', 'liquid'],
  },
  {
    area: 'investment',
    q: 'first rental closing next month - should i hire a property manager or diy it, and what do they usually charge',
    kind: 'knowledge',
    terms: ['tenant', 'rent'],
  },

  // ---- knowledge: commercial (5) ----
  {
    area: 'commercial',
    q: 'gross lease vs modified gross lease, what changes for the tenant',
    kind: 'knowledge',
    terms: ['expenses', 'landlord'],
  },
  {
    area: 'commercial',
    q: 'how do banks look at a commercial loan vs a home mortgage? and what is dscr',
    kind: 'knowledge',
    terms: ['income', 'debt service'],
  },
  {
    area: 'commercial',
    q: 'cam charges on a retail lease - what are they and can i negotiate them down',
    kind: 'knowledge',
    terms: ['common area', 'negotiat'],
  },
  {
    area: 'commercial',
    q: 'what does class a b c mean for office buildings',
    kind: 'knowledge',
    terms: ['quality', 'location'],
  },
  {
    area: 'commercial',
    q: 'landlord wants a personal guarantee on the lease for my coffee shop, should i sign it',
    kind: 'knowledge',
    terms: ['liab', 'negotiat'],
  },

  // ---- knowledge: market (6) ----
  {
    area: 'market',
    q: 'everyone keeps saying inventory is low, what does that actually mean for prices',
    kind: 'knowledge',
    terms: ['supply', 'demand'],
  },
  {
    area: 'market',
    q: 'what does days on market tell me about a house im looking at',
    kind: 'knowledge',
    terms: ['negotiat', 'price'],
  },
  {
    area: 'market',
    q: 'if mortgage rates drop do home prices go up? how does that work',
    kind: 'knowledge',
    terms: ['afford', 'demand'],
  },
  {
    area: 'market',
    q: 'what are comps and how does an agent pick them to price a house',
    kind: 'knowledge',
    terms: ['comparable', 'sold'],
  },
  {
    area: 'market',
    q: 'house ive been watching has had 2 price cuts, does that mean i can lowball them',
    kind: 'knowledge',
    terms: ['offer', 'motivat'],
  },
  {
    area: 'market',
    q: 'whats an appraisal gap and what happens if the house appraises under what i offered',
    kind: 'knowledge',
    terms: ['cash', 'negotiat'],
  },

  // ---- knowledge: property (6) ----
  {
    area: 'property',
    q: 'inspector says the roof has maybe 5 yrs left. walk away or ask for money off?',
    kind: 'knowledge',
    terms: ['negotiat', 'replace'],
  },
  {
    area: 'property',
    q: 'condo vs townhouse whats the real difference besides how they look',
    kind: 'knowledge',
    terms: ['hoa', 'land'],
  },
  {
    area: 'property',
    q: 'should i get a sewer scope on a 1960s house? also what is radon testing',
    kind: 'knowledge',
    terms: ['pipe', 'gas'],
  },
  {
    area: 'property',
    q: 'listing says sold as-is. what does that mean and can i still get an inspection',
    kind: 'knowledge',
    terms: ['repair', 'inspect'],
  },
  {
    area: 'property',
    q: 'how can i tell if the previous owners did work without permits',
    kind: 'knowledge',
    terms: ['permit', 'record'],
  },
  {
    area: 'property',
    q: 'home warranty vs homeowners insurance, arent they the same thing',
    kind: 'knowledge',
    terms: ['appliance', 'damage'],
  },

  // ---- knowledge: location (5) ----
  {
    area: 'location',
    q: 'whats a flood zone, and do i still need flood insurance if the house isnt in one',
    kind: 'knowledge',
    terms: ['fema', 'risk'],
  },
  {
    area: 'location',
    q: 'how much does a good school district really matter for resale even if i dont have kids',
    kind: 'knowledge',
    terms: ['value', 'demand'],
  },
  {
    area: 'location',
    q: 'relocating for a job to a city i dont know at all, rent first or buy right away?',
    kind: 'knowledge',
    terms: ['rent', 'neighborhood'],
  },
  {
    area: 'location',
    q: 'whats a walk score and should i care about it',
    kind: 'knowledge',
    terms: ['grocer', 'car'],
  },
  {
    area: 'location',
    q: 'do property taxes really vary that much town to town? how do i check what id pay on a specific house',
    kind: 'knowledge',
    terms: ['assess', 'tax rate'],
  },

  // ---- follow-ups (10) ----
  {
    area: 'financing',
    q: 'how long does it usually last and what if it runs out before closing',
    kind: 'knowledge',
    terms: ['days', 'extension'],
    before: ['whats a rate lock when youre getting a mortgage'],
  },
  {
    area: 'financing',
    q: 'mine is 580 is that hopeless',
    kind: 'knowledge',
    terms: ['fha', 'down payment'],
    before: ['what credit score do i need to buy a house'],
  },
  {
    area: 'investment',
    q: 'can i just say no to anyone with kids though? its a small place',
    kind: 'knowledge',
    terms: ['fair housing', 'discriminat'],
    before: ['what should i look for when screening tenants for my first rental'],
  },
  {
    area: 'investment',
    q: 'ok say i go duplex, can i live in one side and still get a normal mortgage',
    kind: 'knowledge',
    terms: ['fha', 'occup'],
    before: ['should my first investment property be a single family or a duplex'],
  },
  {
    area: 'commercial',
    q: 'so is a higher one better or worse',
    kind: 'knowledge',
    terms: ['risk', 'return'],
    before: ['whats a cap rate on a commercial building'],
  },
  {
    area: 'commercial',
    q: 'ok and is that the same for warehouses?',
    kind: 'knowledge',
    terms: ['industrial', 'demand'],
    before: ['how are office buildings doing since everyone started working from home'],
  },
  {
    area: 'market',
    q: 'is that negotiable?',
    kind: 'knowledge',
    terms: ['commission', 'negotiat'],
    before: [
      'whats the difference between a buyers agent and a listing agent',
      'ok who pays the buyers agent',
    ],
  },
  {
    area: 'property',
    q: 'and what does it NOT cover',
    kind: 'knowledge',
    terms: ['sewer', 'radon'],
    before: ['what does a home inspection usually cover'],
  },
  {
    area: 'property',
    q: 'what about insurance, does it make that go up',
    kind: 'knowledge',
    terms: ['liab', 'premium'],
    before: ['is it a bad idea to buy a house with a pool'],
  },
  {
    area: 'location',
    q: 'what if im buying from out of state and cant visit',
    kind: 'knowledge',
    terms: ['agent', 'online'],
    before: ['how do i research a neighborhood before buying'],
  },

  // ---- decline (8) ----
  { area: 'market', q: 'can u help me plan a birthday party for my 8 yr old this weekend', kind: 'decline' },
  { area: 'financing', q: 'what was my last mortgage payment amount again', kind: 'decline' },
  { area: 'investment', q: 'which of my tenants is late on rent this month', kind: 'decline' },
  {
    area: 'property',
    q: 'is the inspection contingency in my purchase agreement written correctly? deadline is friday',
    kind: 'decline',
  },
  {
    area: 'commercial',
    q: 'look at the rent roll i sent and tell me if the building is a good buy',
    kind: 'decline',
  },
  { area: 'market', q: 'will my condo in tampa be worth 500k by 2030', kind: 'decline' },
  { area: 'financing', q: 'exactly what will 30 year rates be on june 1st next year', kind: 'decline' },
  { area: 'location', q: 'blorp zoning flangle 7 7 7 asdf', kind: 'decline' },

  // ---- honest: needs live or local data (4) ----
  { area: 'market', q: 'are sellers in phoenix still giving concessions or is that over', kind: 'honest' },
  { area: 'investment', q: 'how long are rentals sitting empty in cleveland these days', kind: 'honest' },
  {
    area: 'location',
    q: 'whats the going rate for a 2 bed apartment near downtown nashville',
    kind: 'honest',
  },
  {
    area: 'commercial',
    q: 'are office vacancies in sf still bad or is it finally picking up',
    kind: 'honest',
  },

  // ---- lawful: sounds sensitive, must be answered (4) ----
  { area: 'location', q: 'how can i compare school ratings for the houses im looking at', kind: 'lawful' },
  {
    area: 'location',
    q: 'where do i find crime stats for a specific neighborhood? want to know before i move my family',
    kind: 'lawful',
  },
  {
    area: 'property',
    q: 'need a single story home with no steps for my wheelchair, what features should i look for',
    kind: 'lawful',
  },
  {
    area: 'location',
    q: 'how do i figure out what my commute would really be from a house at rush hour',
    kind: 'lawful',
  },
];

// Requests that are not about real estate at all (a cover letter, code, a recipe, homework, a medical
// question, last night's game, a holiday) get the plain decline instead of the article that happens to
// share a word: an outside review found "help me write a cover letter for a software engineering job"
// answered with homeowners insurance ("cover"). Read as two concepts, not a list of sentences:
//   a subject from a clearly different domain, and
//   no real-estate subject at all in the message.
// A real-estate question that merely mentions such a word keeps its answer: "can I write off my home
// office", "is a house near a hospital a good rental", "cover letter for a rental application".

/** Subjects of other domains, each a family of words people use for it. */
const OTHER_DOMAINS: readonly RegExp[] = [
  // Jobs and careers
  /\b(?:cover letters?|resumes?|résumés?|curriculum vitae|job (?:interviews?|applications?|offers?|search|hunt\w*|postings?)|interview questions|linkedin|(?:negotiate|negotiating) (?:my |a )?(?:salary|raise)|salary negotiation|career (?:advice|change)|software (?:engineer\w*|developer)|hiring manager)\b/,
  // Code and software
  /\b(?:python|javascript|typescript|java|c\+\+|c#|golang|rust code|sql (?:query|queries)|html|css|react (?:app|component|hooks?|state)|use(?:effect|state|memo|callback)|infinite loop|node\.?js|regex|algorithms?|leetcode|debug\w*|stack trace|compil(?:e|er|ing)|(?:write|writing|fix|fixing) (?:some |my |this |a )?(?:code|script|program|function|bug)|coding|programming|unit tests?|git (?:merge|rebase|commit))\b/,
  // Cooking
  /\b(?:recipes?|cook(?:ing)?|bak(?:e|ing)|lasagna|sourdough|casserole|cupcakes?|cookies|muffins?|pasta|marinade|ingredients?|meal prep|dinner (?:ideas?|party)|what to (?:eat|cook|make for dinner))\b/,
  // Homework and study
  /\b(?:homework|essays?|term paper|book report|thesis statement|algebra|calculus|trigonometry|geometry|chemistry|physics|biology|photosynthesis|solve for x|math (?:problem|homework|test)|history (?:paper|essay|test|homework)|spelling test|quiz (?:me|questions))\b/,
  // Health
  /\b(?:symptoms?|diagnos\w+|doctor|physician|medications?|dosage|prescriptions?|rash|fever|headaches?|migraines?|flu|covid|cough|sore throat|infection|blood pressure|diabetes|cholesterol|vaccines?|allerg(?:y|ies)|sprain\w*|(?:back|knee|stomach|tooth) (?:pain|ache)|toothache|orthop(?:a)?edi\w*|physical therapists?|physiotherap\w*|(?:knee|shoulder|hip|ankle|wrist|neck) (?:has been |is |keeps )?(?:hurting|sore|swollen))\b/,
  // A pet's health (rule 118): "my dog keeps scratching his ear, what should I give him?"; a pet in a
  // lease, a deposit or a service animal keeps its real-estate subject.
  /\b(?:my|our|the) (?:dog|puppy|cat|kitten)\b[^.?!]{0,40}\b(?:scratch\w* (?:his|her|its|their) (?:ears?|skin|eyes?)|itch\w*|vomit\w*|throw\w* up|limp\w*|diarrh\w*|fleas|ticks|won'?t eat|not eating|ear infections?)\b|\b(?:should|can) i give (?:my|our|him|her|it) (?:dog|cat|puppy|kitten)?\b[^.?!]{0,20}\b(?:for (?:his|her|its) |medicine|meds\b)/,
  // Sports
  /\b(?:nfl|nba|mlb|nhl|fifa|super bowl|world cup|playoffs?|lakers|yankees|dodgers|celtics|warriors|packers|cowboys game|football|soccer|basketball|baseball|hockey|fantasy (?:football|league|team|draft)|who won|who(?:'s| is)? (?:going to|gonna|will) win|world series|stanley cup|march madness|final score|betting odds|sports? bets?|place (?:a|my) bets?|betting|bookies?|sportsbook|parlays?|point spread|lottery|powerball|casino|game last night)\b/,
  // Travel (not moving house)
  /\b(?:flights?|airfare|airlines?|hotels?|resorts?|vacation (?:ideas|plans?|itinerary|packing)|itinerary|sightseeing|things to do in|tourist attractions?|passport renewal|cruises?|road trip|packing list|honeymoon|travel (?:plans?|tips|insurance|itinerary))\b/,
  // Markets other than housing: a share price, a coin, a trade ("what will zillow stock close at")
  /\b(?:stock price|share price|stocks? (?:will|close|closes|closing|go(?:es|ing)? (?:up|down)|trad\w*|forecast|prediction|tip)|shares of|ticker|nasdaq|nyse|dow jones|s&p 500|crypto\w*|bitcoin|ethereum|dogecoin|forex|day trad\w*|options trading|call options|put options)\b/,
  // Picking a company's shares (rule 122): "should I buy Nvidia or Tesla stock right now?". Stocks
  // weighed against a mortgage ("pay it down or invest in stocks") stay, as does a REIT.
  /\b(?:buy|buying|sell|selling|short|shorting)\s+(?!(?:some|my|the|a|an|more|all|of|reits?)\b)[a-z&.]+(?:\s+(?:or|and)\s+[a-z&.]+)?\s+(?:stocks?|shares)\b/,
  // General knowledge, fitness
  /\b(?:what(?:'s| is) the capital of|capital city|quantum (?:computing|physics)|workout (?:plan|routine)|exercise (?:plan|routine)|weight loss|diet plan|meditation)\b/,
  // Cars and their repairs ("what does code P0420 mean", "my check engine light came on")
  /\b(?:check engine(?: light)?|engine (?:light|codes?|trouble)|obd(?:-?ii|2)?(?: codes?)?|p0\d{3}|catalytic converter|transmission (?:fluid|slipping|problem)|brake pads?|spark plugs?|tire pressure|flat tire|mechanic|jump[- ]start|car (?:battery|won't start|wont start|makes? a noise))\b/,
  // A parent's belongings divided or valued, apart from any home ("dad's coin collection and his
  // fishing gear among four siblings"): an estate's personal effects, not its real estate.
  /\b(?:coin collection|stamp collection|(?:baseball|trading) cards|fishing (?:gear|rods?|tackle|poles?)|heirlooms?|keepsakes?|personal (?:belongings|effects)|jewelry|jewellery|antiques?|(?:his|her|their|mom'?s|dad'?s|grandma'?s|grandpa'?s) (?:guns|firearms|tools|golf clubs|record collection|collection|belongings|stuff|paintings|artwork))\b/,
  // Everything else people ask a chat assistant
  /\b(?:poems?|poetry|haikus?|song lyrics|lyrics|short story|bedtime story|jokes?|riddles?|birthday (?:party|gift|card)|wedding (?:speech|toast|vows)|dating (?:advice|profile|app)|(?:girl|boy)friend|horoscope|tarot|movies?|tv shows?|netflix|video games?|crossword|wordle|chess|translate (?:this|to|into)|oil change|car (?:insurance|repair)|used car|which car)\b/,
];

/**
 * Any real-estate subject. "home" counts except in words of other domains (homework, home run,
 * home remedy); "cover letter for a rental application" names a rental.
 */
const REAL_ESTATE =
  /\b(?:real estate|realtors?|brokers?|house|houses|housing|home(?!work|made|schooling| run| remed\w*| screen| page)|homes|condos?|co-?ops?|townho(?:use|me)s?|apartments?|apt|rentals?|rent(?:s|ed|ing|ers?)?|lease[sd]?|leasing|landlords?|tenants?|mortgages?|refi\w*|loan officer|propert(?:y|ies)|listings?|mls|escrow|closing costs?|down payment|apprais\w+|inspections?|hoa|zoning|duplex|triplex|fourplex|multifamily|cap rates?|noi|1031|heloc|equity|pmi|fha|dscr|brrrr|flip(?:ping)?|airbnb|vrbo|neighbou?rhoods?|relocat\w*|moving|buyers?|sellers?|deeds?|title|acres?|land|lots?|roof|foundation|basement|garage|yard|remodel\w*|renovat\w*|contractor|property tax(?:es)?|homeowners?|insurance on (?:my|the|a) (?:house|home|condo)|first[- ]time buyer|interest rates?|dti|debt[- ]to[- ]income|commercial (?:space|building|lease)|office space|warehouse|retail space)\b/;

/**
 * A piece of writing for a job ("write me a cover letter for the ICU nurse job I'm relocating for"):
 * the move or the house around it is the story, the request is a career one. A cover letter for a
 * rental application or an offer stays real estate.
 */
const JOB_WRITING =
  /\b(?:write|draft|help (?:me )?(?:write|with)|make|polish|improve|review|fix)\b[^.?!]{0,25}\b(?:cover letters?|resumes?|résumés?|cv)\b[^.?!]{0,60}\b(?:job|position|role|employer|hiring|interview|career)\b/;
const HOUSING_WRITING =
  /\b(?:rental application|apartment|landlord|offer|lease|tenant|realtor|real estate)\b/;

/** Whether a message is clearly about something other than real estate. */
export function offTopic(input: string): boolean {
  const text = input.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  if (JOB_WRITING.test(text) && !HOUSING_WRITING.test(text)) return true;
  const other = (part: string) => OTHER_DOMAINS.some((re) => re.test(part)) && !REAL_ESTATE.test(part);
  if (other(text)) return true;
  // "what's the best lasagna recipe? feeding 8 people after the open house": what is asked is another
  // domain's; real estate only in the story around it. Every question asked must be of another domain.
  const asked = text.match(/[^.?!]*\?/g)?.map((q) => q.trim()) ?? [];
  return asked.length > 0 && asked.every(other);
}

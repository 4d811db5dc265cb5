// Questions that need live or local data Hearth does not have (today's rates, a city's median price, a
// named neighbourhood, an address's comps, crime, forecasts). The answer says so plainly, names primary
// sources, and offers to compute with the user's own numbers: never a general article in its place.

import { normalizeText } from './parse-numbers.ts';
import { namedPlace } from './places.ts';

export type LiveDataKind =
  | 'rates'
  | 'cap-rates'
  | 'market-stats'
  | 'trends'
  | 'address'
  | 'neighborhood'
  | 'crime'
  | 'flood'
  | 'forecast'
  | 'schools'
  | 'rents'
  | 'listings'
  | 'cost-of-living'
  | 'trade-prices';

interface LiveDataRule {
  kind: LiveDataKind;
  re: RegExp;
}

/** A named place: a city or neighbourhood in one to three words, or a zip code ("in 78704"). */
const PLACE_NAME =
  "(?:in|for|of|around|near)\\s+(?:the\\s+)?(?:(?:[a-z][a-z.'-]+\\s){0,2}[a-z][a-z.'-]+|\\d{5}\\b)";
const NOW =
  '(?:today|right now|currently|current|this week|this month|these days|now|latest|as of|at the moment)';

/** A zip code named as a place ("in 78704", "the 45209 zip"). */
const ZIP =
  /\b(?:in|around|near|for|of)\s+(?:the\s+)?\d{5}\b|\b\d{5}\s+(?:zip|area|neighbou?rhood)\b|\bzip(?: code)?\s+\d{5}\b/;

/** Asking what a home would sell or list for ("what would you price a 3/2 there at", "what's my place worth"). */
const VALUATION_ASK =
  /\bwhat (?:would|should|could|do) (?:you|i|we) (?:price|list|ask|value)\b|\bhow much (?:could|would|can|will|should|might) (?:i|we|it|my \w+|our \w+) (?:get|sell|list|go|fetch|ask)\b|\bwhat(?:'s|s| is| would be) (?:my|our|this|that|the) (?:house|home|place|condo|townhouse|property|\d ?(?:bed|br|bd)\w*(?: \d ?(?:bath|ba)\w*)?) worth\b|\bwhat (?:would|will|could|might) (?:my|our|a|the|this) (?:house|home|place|condo|townhouse|property|\d ?(?:bed|br|bd)\w*(?: \d ?(?:bath|ba)\w*)?) (?:sell|go|list|appraise) (?:for|at)\b/;

/** A street address asked what it is worth ("what's 301 w 57th st #34c worth today"). */
const STREET_ADDRESS_WORTH =
  /\bwhat(?:'s|s| is| would be| could be)\s+\d{1,6}\s+(?:[nsew]\.?\s+)?[a-z0-9]+(?:\s+[a-z0-9]+){0,3}\s+(?:st|street|ave|avenue|rd|road|blvd|boulevard|pl|place|dr|drive|ln|lane|way|ct|court|ter|terrace|pkwy|parkway)\b\.?(?:\s*(?:#|apt\.?|unit|suite)\s*[a-z0-9-]+)?,?\s+(?:really\s+)?worth\b/;

/** Asking to be shown homes on the market ("pull up what's for sale under 400k in raleigh"). */
const LISTINGS_ASK =
  /\b(?:show|find|pull up|send|give|list|search(?: for)?|look up) (?:me |us )?(?:some |any |the )?(?:\w+ ){0,3}(?:listings|homes|houses|condos|townhomes|properties|apartments|places|(?:strip |shopping )?(?:centers|malls)|(?:office |apartment |industrial )?buildings|warehouses|what(?:'s| is)?|whats|anything)\b.*\b(?:for sale|for rent|listed|on the market|available)\b|\b(?:any|good|new)(?: (?:good|new))* (?:listings|homes|houses|condos|properties)\b.*\b(?:for sale|on the market|available|under|below)\b|\bwhat(?:'s| is)?\s+(?:for sale|on the market|available to (?:buy|rent))\b|\bwhats (?:for sale|on the market)\b/;

/** Homes as the thing searched for: a kind of home, or one described by its rooms ("4 bed", "2br", "3/2"). */
const HOMES_SOUGHT =
  /\b(?:homes|houses|condos|townho(?:mes|uses)|properties|listings|apartments|duplex(?:es)?|triplexes|fourplexes|multi-?famil(?:y|ies)|single[- ]family|fixer[- ]?uppers?|bungalows|cabins|ranch(?:es| homes)|lots|places|rentals|(?:a |an )(?:home|house|condo|townhome|townhouse|property|place|duplex|fourplex)|\d(?:\.\d)?\s?(?:bed(?:room)?s?|br|bd|bdrms?)|\d\/\d)\b/;
/** On the market now: for sale, listed, available. */
const ON_MARKET =
  /\b(?:(?:for|4) (?:sale|rent|lease)|listed|on the market|(?:just |newly )?(?:hit|came on|come on) the market|available|up for sale|new listings?|(?<![\d,]\s)(?:current|active) listings?)\b/;
/** A search: asking to be shown homes, or whether there are any. */
const SEARCH_ASK =
  /\b(?:show|find|pull up|send|search(?: for)?|look(?:ing)? (?:up|for)|shopping for|hunting for|(?:are|r) there|is there|got any|anything)\b|^\s*(?:any|what|which)\b|\?\s*$/;
/** A price stated for one home ("listed at 550k", "on the market for $400,000"): its figures, not a search. */
const LIST_PRICE = /\b(?:listed|for sale|on the market|asking)\s+(?:at|for)\s+\$?\d/;
/** A figure to work out, or how something works: a calculation or an explanation, not a search. */
const ASKS_OTHER =
  /\b(?:payment|mortgage|afford|cap rate|cash flow|cash on cash|roi|noi|dscr|offer|how (?:do|does|can|should|to|much)|what is|explain|why)\b/;

/**
 * A search for homes on the market, by concept ("any 4 bed homes under 550k for sale in tucson right
 * now?", "3br houses for sale under 400k in boise", "are there condos listed in 80205"): homes sought by
 * their kind or rooms, on the market, in a place or now, asked as a search. A budget is the search's
 * filter, not a calculation's input. The user's own home, one home's list price, or a figure asked for
 * is something else.
 */
function listingSearch(text: string, placeNamed: boolean): boolean {
  if (!HOMES_SOUGHT.test(text) || !ON_MARKET.test(text) || !SEARCH_ASK.test(text)) return false;
  if (!placeNamed && !NOW_CONCEPT.test(text)) return false;
  // How many there are ("are there many condos for sale in miami", "how many homes for sale make a
  // balanced market") is a market measure or a concept, not a search.
  if (
    /\bhow many\b|\b(?:are|is|r) there (?:so |too )?(?:many|more|fewer|less|a lot|lots|plenty|enough)\b/.test(
      text,
    )
  )
    return false;
  if (/\b(?:my|our)\s+(?:\w+\s+)?(?:home|house|condo|place|property|townhouse|listing|unit)\b/.test(text))
    return false;
  return !LIST_PRICE.test(text) && !ASKS_OTHER.test(text);
}

const RULES: readonly LiveDataRule[] = [
  {
    kind: 'rates',
    re: new RegExp(
      `\\b(?:(?:mortgage|interest|refi(?:nance)?|30[- ]year|15[- ]year|fha|va|jumbo|heloc|dscr(?:\\s+loan)?|(?:investor|investment|commercial|non-?qm|hard money)\\s+loan)\\s+rates?\\s+(?:are\\s+|is\\s+)?${NOW}|${NOW}(?:'s)?\\s+(?:\\w+\\s+){0,3}(?:mortgage\\s+|interest\\s+)?rates?|what(?:'s|s| is| are)\\s+(?:the\\s+)?(?:average|going|typical|prevailing|best)\\s+(?:\\w+\\s+){0,2}rates?|where are (?:mortgage |interest )?rates|rates? (?:going|headed|doing)|(?:fed|federal reserve) (?:cut|hike|meeting|decision))`,
    ),
  },
  {
    kind: 'forecast',
    re: /\b(?:will|going to|gonna|expected to|predict(?:ion)?s?|forecasts?|outlook|crash|bubble)\b.*\b(?:prices?|values?|worth|sell for|market|housing|rates?|rents?)\b.*\b(?:20\d\d|next year|this year|go (?:up|down)|rise|fall|drop|crash)\b|\b(?:housing|real estate) (?:market )?(?:crash|bubble)\b|\b(?:housing|real estate|the|home) market\b.*\b(?:going to|will|gonna)\b.*\b(?:crash|drop|fall|go down|go up|rise|recover|collapse)\b|\bis (?:now|this) (?:a )?(?:good|bad) time to (?:buy|sell)\b/,
  },
  {
    kind: 'crime',
    // "how bad is crime around the tenderloin lately": a crime word near a place named by "around" or
    // "near" too ("safe near the highway" is a question of noise and air, not crime data).
    re: /\b(?:crime|safe(?:st|ty)?|dangerous|shootings?|break[- ]ins?)\b.*\b(?:neighbou?rhood|area|city|town|street|part of|zip|district|in [a-z])|\b(?:crime|shootings?|break[- ]ins?|violent)\b.*\b(?:around|near) (?:the )?[a-z]/,
  },
  {
    kind: 'market-stats',
    re: new RegExp(
      `\\bcap rates?\\b.*\\b(?:right now|today|currently|these days|this year)\\b|\\b(?:trading|selling|going) (?:at|for)\\b.*\\b(?:right now|today|currently|these days)\\b|\\b(?:median|average|typical)\\s+(?:home\\s+|house\\s+|sale\\s+|listing\\s+|sales\\s+)?(?:price|value|days on market|dom|rent)s?\\s+${PLACE_NAME}|\\b(?:how(?:'s| is)|what(?:'s| is))\\s+the\\s+(?:housing|real estate|home|rental)\\s+market\\s+(?:like\\s+)?${PLACE_NAME}|\\bhome (?:prices|values) ${PLACE_NAME}\\s+(?:right now|today|now|this year)|\\b(?:inventory|days on market)\\s+${PLACE_NAME}\\s+(?:right now|today|now|this (?:month|year))`,
    ),
  },
  {
    kind: 'address',
    re: /\b\d{2,6}\s+(?!(?:million|mil|thousand|k|grand|sq|square|units?|and|or|the|a|an|of|in|for|per|to|at|on|with|is|are|was|miles?|mi|minutes?|mins?|days?|years?|yrs?|months?|each|every|a)\b)(?:[nsew]\.?\s+)?[a-z]+(?:\s[a-z]+)?\s+(?:st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|ln|lane|ct|court|way|pl|place|ter|terrace)\b|\bzestimate\b|\b(?:comps|comparables|sold prices) (?:for|on|near) (?:my|our|this|the) (?:address|street|house)/,
  },
  {
    kind: 'schools',
    re: /\b(?:best|top|good|rated|ranking)\s+(?:school|school district)s?\s+(?:in|near|around)\s+[a-z]/,
  },
  {
    kind: 'rents',
    re: new RegExp(
      `\\b(?:average|median|typical|market|going)\\s+rents?\\s+(?:for\\s+(?:a\\s+)?\\w+(?:\\s+\\w+)?\\s+)?${PLACE_NAME}`,
    ),
  },
  {
    // By concept: what something costs or rents for in a named place, now ("how much does a 2br rent
    // for in denver these days", "what do condos go for in austin right now").
    kind: 'rents',
    re: new RegExp(
      `\\b(?:rents?|renting|rent(?:s|ing)? for|leas(?:e|es|ing) for)\\b.*\\b${PLACE_NAME}.*\\b${NOW}\\b|\\b(?:rents?|renting|rent(?:s|ing)? for)\\b.*\\b${NOW}\\b.*\\b${PLACE_NAME}`,
    ),
  },
  {
    kind: 'market-stats',
    re: new RegExp(
      `\\b(?:cost|costs|sell(?:ing)? for|go(?:ing)? for|priced|prices?|values?|worth)\\b.*\\b${PLACE_NAME}.*\\b${NOW}\\b|\\b${NOW}\\b.*\\b(?:cost|costs|sell(?:ing)? for|go(?:ing)? for|prices?|values?)\\b.*\\b${PLACE_NAME}`,
    ),
  },
  {
    kind: 'neighborhood',
    re: /\b(?:is|how is|what(?:'s| is)|tell me about)\s+(?:the\s+)?[a-z]+(?:\s[a-z]+)?\s+(?:neighbou?rhood|area|district)\s+(?:a good|good|like|safe|worth)|\b(?:best|up[- ]and[- ]coming|hottest|most affordable|cheapest)\s+(?:neighbou?rhoods?|areas?|suburbs?|zip codes?|cities|towns)\s+(?:in|near|around|to (?:buy|invest) in)\b/,
  },
];

/** Sales on the asker's street or block, asked for ("what did the homes on our block go for"). */
const STREET_SALES =
  /\b(?:houses|homes|condos|places|properties)\s+(?:on|in|along)\s+(?:my|our|the)\s+(?:street|block|road|cul[- ]de[- ]sac)\b[^?.]*\b(?:sell|sold|go|went)\b/;

/** Trades and building materials whose prices are local and change month to month. */
const TRADE =
  /\b(?:roofers?|plumbers?|electricians?|contractors?|subcontractors?|painters?|builders?|framers?|masons?|carpenters?|drywallers?|landscapers?|handym[ae]n|hvac (?:techs?|companies|contractors?|installers?)|tradesm[ae]n|trades|labou?r(?:ers)?|lumber|shingles?|roofing|concrete|drywall|plywood|copper|asphalt)\b/;
/** What they charge: a price, a rate, a bid, by the square, hour or job. */
const TRADE_PRICE =
  /\b(?:charg\w*|cost\w*|pric\w*|rates?|going rate|quot\w*|bids?|bidding|per (?:square|sq|hour|hr|foot|sf|job|board foot|yard|ton)|an hour|a square|how much (?:are|is|do|does))\b/;

/** Whether a question states money figures of its own ("$450k", "1,850", "2.6M"). */
const statesMoney = (text: string) => /\$\s?\d|\d\s?(?:k|m|mil|million)\b|\d{1,3},\d{3}/.test(text);

/** Whether one property is on the market now, or what its seller asks ("is that building still for sale"). */
const PROPERTY_STATUS =
  /\b(?:is|are|was)\s+(?:the|that|this|those|these)\b[^.?!]{0,80}\b(?:still|currently|already)\s+(?:for (?:sale|lease|rent)|available|on the market|listed|under contract|pending|sold)\b|\bwhat(?:'s| is| are)\s+(?:they|the (?:seller|owner|landlord)s?|he|she)\s+(?:still\s+)?asking\b|\bwhat(?:'s| is)\s+(?:the|its)\s+asking(?: price)?\s+(?:on|for)\s+(?:the|that)\b/;

/** A point in time that only live data can speak for. */
const NOW_CONCEPT =
  /\b(?:today|tonight|right now|currently|nowadays|these days|lately|recently|at the moment|as of|latest|this (?:week|month|quarter|year|spring|summer|fall|autumn|winter|season)|at this point)\b/;
/** "Still", "anymore": a time cue only about a named place ("does the 1% rule work anymore" is not). */
const STILL = /\b(?:still|anymore|any more|finally|yet)\b/;
/** A market measure that changes from week to week. */
const MARKET_METRIC =
  /\b(?:(?:mortgage |interest |30[- ]y(?:ea)?r |15[- ]y(?:ea)?r |refi )?rates?|going rate|prices?|values?|rents?|rentals?|rental market|vacanc(?:y|ies)|vacant|sitting empty|concessions?|inventory|listings|(?:housing |real estate |home |rental |buyers'? |sellers'? )?market|demand|supply|appreciation|days on market|bidding wars?|(?:homes?|houses?|condos?|townhomes?|properties|listings|units|apartments) (?:are |is )?(?:selling|sitting|moving|going|staying|for sale|for rent|listed|on the market|available)|sell(?:ing)? (?:fast|quickly|slowly)|(?:over|under|above|below|at) (?:the )?asking(?: price)?|sale[- ]to[- ]list(?: ratio)?|list[- ]to[- ]sale(?: ratio)?|price (?:cuts?|drops?|reductions?)|foreclosures?|sales|(?:10|ten|two|2|five|5|30)[- ]?y(?:ea)?r (?:treasury|t-?note|note|yield)|treasur(?:y|ies)(?: yields?| rates?)?|sofr|prime(?: rate)?|fed funds(?: rate)?|libor|cmt|bond yields?|traffic counts?|foot traffic|car counts?|vehicles? per day|demographics?|household incomes?|population(?: growth)?|job growth|employment)\b/;
/** A question about how something stands ("are …", "how long …", "what's the going rate …"). */
const ASKS_HOW_IT_STANDS =
  /^(?:are|is|do|does|did|has|have|how|what|whats|what's|where|which|will|can)\b|\bhow (?:long|fast|much|many|bad|hot|competitive)\b|\?\s*$/;
/** A named place: "in tampa", "around the bay area", "there" after a place was named. */
const PLACE = new RegExp(`\\b${PLACE_NAME}\\b`);

/**
 * Live data by concept rather than by phrase: a sentence that asks about a market measure at a point
 * in time ("what are 30 yr rates at today", "are rents coming down this month"), or about a named
 * place's market or whether it is a good place to buy now. A question that brings its own money
 * figures is a calculation, not this.
 */
function liveByConcept(text: string): LiveDataKind | null {
  if (statesMoney(text)) return null;
  for (const sentence of text.split(/(?<=[.?!])\s+/)) {
    const metric = MARKET_METRIC.exec(sentence);
    const now = NOW_CONCEPT.test(sentence) || (STILL.test(sentence) && namedPlace(sentence) !== null);
    const place = PLACE.test(sentence);
    const goodPlaceToBuy =
      /\b(?:good|bad|smart|safe|right|great|decent|best)\s+(?:spot|place|city|town|area|market|metro|time|moment)\s+(?:to|for)\s+(?:buy|invest|own|purchase|rentals?|sell|flip)/.test(
        sentence,
      );
    if (goodPlaceToBuy && (now || place || /\b[a-z]+ (?:a|the) (?:good|bad|smart)\b/.test(sentence)))
      return 'market-stats';
    // "my rate", "our rent": the user's own figure, not the market's.
    // "my loan is fixed rate so why did the payment go up": the user's own loan, never today's rates.
    if (!metric) continue;
    // "how does rent stabilization work in new york": a law's rules, explained, never today's rents.
    if (
      /^rents?$/.test(metric[0]) &&
      /^\s*(?:stabiliz|control|regulat|guidelines)/.test(sentence.slice(metric.index + metric[0].length))
    )
      continue;
    // "if the 10-yr treasury is 4.25%": the user gives the figure, to compute with.
    if (/\d\s?(?:%|percent\b)/.test(sentence)) continue;
    const before = sentence.slice(0, metric.index);
    // "what does occupancy rate mean for an airbnb": a host's own ratio (booked ÷ available nights),
    // never a market's rate, with "for an airbnb" read as no place.
    if (/^rates?\b/.test(metric[0]) && /\b(?:occupancy|booking|tax|conversion)\s+$/.test(before)) {
      // "occupancy rates for airbnbs in miami right now": a named market's figure today, all the same.
      if (namedPlace(sentence) !== null || NOW_CONCEPT.test(sentence)) return 'market-stats';
      continue;
    }
    if (
      /\b(?:my|our|your|his|her|their)\s+(?:\w+\s+)?$/.test(before) ||
      /\b(?:my|our|your)\s+(?:loan|mortgage|heloc|arm|note|refi(?:nance)?)\b[^.?!]{0,25}$/.test(before)
    )
      continue;
    // A real, named market asked about as it stands ("how long are rentals sitting empty in cleveland").
    const namedMarket = namedPlace(sentence) !== null && ASKS_HOW_IT_STANDS.test(sentence.trim());
    if (
      now ||
      namedMarket ||
      (place &&
        /\bhow(?:'?s| is| are)\b|\bwhat(?:'?s| is| are)\b.*\bdoing\b|\b(?:up|down|rising|falling|dropping|climbing|cooling|heating)\b/.test(
          sentence,
        ))
    ) {
      if (/vacan|empty/.test(metric[0])) return 'market-stats';
      if (/\bcap rates?\b/.test(metric[0])) return 'market-stats';
      if (/rates?$|treasur|sofr|prime|fed funds|libor|cmt|yields?$|note$/.test(metric[0])) return 'rates';
      if (/rent/.test(metric[0])) return 'rents';
      return 'market-stats';
    }
  }
  return null;
}

/** Places compared as markets ("which suburbs…", "the hottest zip codes…", "metros where…"). */
const MARKET_PLACES =
  /\b(?:neighbou?rhoods?|suburbs?|cities|towns?|areas?|(?:housing |real estate |home |rental )?markets?|submarkets?|metros?|metro areas?|zip(?: ?codes?)?|zips|counties|states|regions?|parts of|sides? of|communities|locations?|places)\b/;
/** How a market moves: prices rising or falling, appreciating, hot or cooling, doing best or worst. */
const MARKET_MOVEMENT =
  /\b(?:apprecia\w*|depreciat\w*|(?:going|gone|went|go) (?:up|down)|(?:up|down) the most|(?:up|down) (?:the )?(?:fastest|most)|ris(?:e|es|ing|en)|rose|climb\w*|grow(?:s|ing|n)?|grew|growth|gain(?:s|ing|ed)?|boom\w*|surg(?:e|es|ing|ed)|soar\w*|skyrocket\w*|jump(?:s|ing|ed)|increas(?:e|es|ing|ed)|fall(?:s|ing|en)?|fell|drop(?:s|ping|ped)|declin\w*|cool(?:s|ing|ed)(?: off| down)?|heat(?:ing|ed) up|slow(?:ing|ed)? down|peak(?:ed|ing)?|trend(?:s|ing|ed)?|hot(?:test|ter)?|fastest|strongest|weakest|(?:best|top|worst)[- ]performing|outperform\w*|underperform\w*|in (?:the )?most demand)\b/;
/** Ranking places, or asking where: "which…", "where…", "the hottest…", "top 5…". */
const RANKS_PLACES =
  /\b(?:which|where)\b|\b(?:hottest|fastest|strongest|weakest|biggest|most|least|(?:best|top|worst)[- ]performing)\b|\btop \d+\b|\btop (?:five|ten)\b/;
/** What prices, values or the market itself do, as the thing that moves. */
const PRICE_SUBJECT =
  /\b(?:prices?|values?|home values?|appreciation|markets?|rents?|housing|real estate|homes?|houses?|condos?|properties)\b/;
/** How such a movement works, or how to find it yourself: explained, not live data. */
const ASKS_CONCEPT =
  /\b(?:why|what makes|what causes|what drives|what determines|factors?|signs? (?:of|that)|how (?:do|does|can|should|would|to) (?:i |you |we |one |investors? |buyers? )?(?:find|spot|identify|tell|pick|choose|know|predict|research|measure|calculate|track)|explain|what (?:is|does) (?:an? )?(?:hot|cool|buyer'?s|seller'?s|appreciat\w*|trend\w*))\b/;

/**
 * How local prices move: a ranking of places by how they move ("which Raleigh neighborhoods are
 * appreciating the fastest", "the hottest markets in Florida", "which suburbs of Denver are up the
 * most"), where prices are rising or falling, or a named place's trend ("is austin still
 * appreciating"). A question about how such trends work, or that brings a growth rate, is not this.
 */
function localTrend(text: string): LiveDataKind | null {
  if (ASKS_CONCEPT.test(text) || /\d\s?(?:%|percent)/.test(text)) return null;
  for (const sentence of text.split(/(?<=[.?!])\s+/)) {
    if (!MARKET_MOVEMENT.test(sentence)) continue;
    const ranking = MARKET_PLACES.test(sentence) && RANKS_PLACES.test(sentence);
    const whereRising = /\bwhere\b/.test(sentence) && PRICE_SUBJECT.test(sentence);
    const placeTrend =
      namedPlace(sentence, { asSubject: true }) !== null &&
      // The place itself stands for its market when it is said to appreciate, go up or peak.
      (PRICE_SUBJECT.test(sentence) ||
        /\b(?:apprecia|depreciat|(?:going|gone|go) (?:up|down)|peak|boom|cool(?:ing|ed) (?:off|down))/.test(
          sentence,
        )) &&
      ASKS_HOW_IT_STANDS.test(sentence.trim());
    // Rents moving ("have rents in phoenix started dropping") have their own sources.
    if (ranking || whereRising || placeTrend)
      return /\brents?\b/.test(sentence) && !/\b(?:prices?|values?|apprecia\w*)\b/.test(sentence)
        ? 'rents'
        : 'trends';
  }
  return null;
}

/** A time a market figure is asked at: now, or this quarter, month or year. */
const AT_A_TIME = new RegExp(`\\b${NOW}\\b|\\bthis (?:quarter|month|year)\\b|\\blately\\b|\\brecently\\b`);

/** Schools of any level, and how they rank. */
const SCHOOLS = /\b(?:schools?|school districts?|elementar(?:y|ies)|middle schools?|high schools?)\b/;
const SCHOOLS_RANKED =
  /\b(?:best|top|highest|good|great|better|worst|rated|ratings?|rank(?:ed|ing|ings|s)?|scores?|scoring)\b/;

/**
 * One school by its name ("lincoln elementary", "roosevelt high school") or a ratings site: its rating
 * today is live data wherever the place is, named or not.
 */
const NAMED_SCHOOL =
  /\b(?:ps|p\.s\.|i\.s\.|m\.s\.|jhs)\s?\d{1,3}\b(?=[^?]*\bschool|[^?]*\brat)|\bgreat ?schools\b|\bniche(?:\.com)?\b|\b(?!(?:the|a|an|good|best|top|great|local|public|private|charter|magnet|catholic|nearby|neighbou?rhood|zoned|which|what|any|our|my|your|their|its|that|this|new|better|worst|highest|lowest|rated|nearest|closest|area|district|other|each|every|some|those|these|and|or|of|for|to|in|near)\b)[a-z]{3,} (?:elementary|middle school|high school|junior high|intermediate school|academy)\b/;

/** The kind of live data a question needs, or null when it can be answered without it. */
export function detectLiveData(input: string): LiveDataKind | null {
  // "my current rate", "our existing loan": the user's own terms, not today's market.
  const text = normalizeText(input).replace(/\b(my|our|your)\s+(?:current|existing|present)\b/g, '$1');
  const placeNamed = namedPlace(text) !== null || ZIP.test(text) || PLACE.test(text);
  // What a home in a named place would sell for, and what is for sale there: comps and listings only
  // local, current data can give.
  const ownFigures = statesMoney(text) && namedPlace(text) === null && !ZIP.test(text);
  if (VALUATION_ASK.test(text) && !ownFigures && (placeNamed || /\bthere\b/.test(text))) return 'address';
  // "what's 301 w 57th st #34c worth today?": one home by its street address is today's comps.
  if (STREET_ADDRESS_WORTH.test(text)) return 'address';
  if (LISTINGS_ASK.test(text) && placeNamed) return 'listings';
  if (listingSearch(text, namedPlace(text) !== null || ZIP.test(text) || PLACE.test(text))) return 'listings';
  // Schools ranked or rated in a real place or zip ("which elementary schools near 30307 rate best",
  // "top high schools in plano"): today's ratings, which only the state and district publish.
  // Cap rates in a market or at a time ("class b multifamily cap rates in phoenix this quarter"): a
  // survey's figure, not a mortgage rate; a cap rate worked out from the user's own NOI and price is not.
  if (
    /\bcap(?:italization)? rates?\b|\bcaps\b/.test(text) &&
    !/\b(?:my|our|this|that|its|his|her|their)\s+cap\b/.test(text) &&
    !((statesMoney(text) || /\d/.test(text)) && namedPlace(text) === null) &&
    (namedPlace(text) !== null || AT_A_TIME.test(text))
  )
    return 'cap-rates';
  // How often a named place floods, or how risky it is: the map and the address's history, not a guess.
  if (
    /\bflood(?:s|ing|ed|plain|[- ]prone| zones?| risk)?\b/.test(text) &&
    (namedPlace(text) !== null ||
      ZIP.test(text) ||
      (PLACE.test(text) &&
        !/\b(?:in|zone) (?:zone )?[a-z]{1,2}\d{0,2}\b/.test(text) &&
        /\bhow (?:often|bad|much|likely)\b|\brisk\w*\b|\bprone\b|\ba lot\b|\bhistory\b|\bever flood/.test(
          text,
        )))
  )
    return 'flood';
  // Whether good schools add value there is a question of how, answered without today's data.
  if (
    SCHOOLS.test(text) &&
    SCHOOLS_RANKED.test(text) &&
    /\b(?:which|what|list|name|recommend|find|show|any good|how good|how bad|ratings?|rated|scores?)\b|^(?:the )?(?:best|top|highest)\b/.test(
      text,
    ) &&
    (namedPlace(text) !== null || ZIP.test(text) || NAMED_SCHOOL.test(text))
  )
    return 'schools';
  // "my income is 118k, what's the cost of living in denver": a place's cost of living is today's data,
  // whatever figures the user brings (two places' index numbers are a calculation, read before this).
  if (
    /\bcost[- ]of[- ]living\b|\bhow expensive is (?:it to live|living)\b/.test(text) &&
    (namedPlace(text) !== null || PLACE.test(text))
  )
    return 'cost-of-living';
  // "how much are roofers charging per square in tampa this month": what trades charge or materials
  // cost in a place or now is a local quote's figure, never a typical range given as today's (rule 102).
  if (
    TRADE.test(text) &&
    TRADE_PRICE.test(text) &&
    (placeNamed ||
      new RegExp(`\\b${NOW}\\b|\\bthis (?:season|spring|summer|fall|winter|year)\\b|\\bgoing rate\\b`).test(
        text,
      )) &&
    (!statesMoney(text) || namedPlace(text) !== null)
  )
    return 'trade-prices';
  // "is the old walgreens at 5th and main still for sale? what are they asking": one property's
  // status and asking price today, which only its listing or its broker can say.
  if (!statesMoney(text) && PROPERTY_STATUS.test(text)) return 'listings';
  // "what did the 3 houses on my street sell for last month": the street's recent sales (rule 124).
  if (!statesMoney(text) && STREET_SALES.test(text)) return 'address';
  for (const rule of RULES) {
    // "worth in 2030 if it appreciates 4% a year" brings its own growth rate: a calculation.
    if (rule.kind === 'forecast' && /\d\s?(?:%|percent)/.test(text)) continue;
    // "it rents for 1,850 now, what % of price is that": the user's own rent and price, not a market's,
    // unless a real place is named ("what do 3br homes under $500k go for in austin right now").
    if (
      (rule.kind === 'rents' || rule.kind === 'market-stats') &&
      statesMoney(text) &&
      namedPlace(text) === null
    )
      continue;
    if (rule.re.test(text)) return rule.kind;
  }
  if (!statesMoney(text)) {
    const trend = localTrend(text);
    if (trend) return trend;
  }
  return liveByConcept(text);
}

const SOURCES: Record<LiveDataKind, { need: string; where: string[]; compute: string }> = {
  'trade-prices': {
    need: 'what contractors are charging or what materials cost in a place right now',
    where: [
      'Two or three written bids from licensed, insured local contractors (the same scope for each)',
      'Your county’s building department for permit fees, and local supply houses for material prices',
      'Cost guides (HomeAdvisor/Angi, RSMeans, Remodeling’s Cost vs. Value report) for a rough range by region',
    ],
    compute:
      'Give me the bids or a price per square, foot or hour, and I will work out the job’s total, compare the bids, or check a bid against your insurance payout or budget.',
  },
  rates: {
    need: "today's mortgage rates",
    where: [
      "Freddie Mac's Primary Mortgage Market Survey (weekly average 30- and 15-year fixed rates)",
      "Mortgage News Daily's daily rate index, and the Fed's H.15 release for Treasury yields",
      'Loan Estimates from two or three lenders on the same day: the only rate that is yours',
    ],
    compute:
      'Give me a rate you were quoted and I will compute the payment, compare two quotes or check a refinance break-even.',
  },
  'cap-rates': {
    need: 'current cap rates for a property type in a market',
    where: [
      'CBRE’s Cap Rate Survey (twice a year, by property type, class and metro)',
      'Brokerage research reports (JLL, Cushman & Wakefield, Marcus & Millichap) and CoStar or MSCI Real Capital Analytics sales data',
      'A local commercial broker’s recent sales of comparable properties, with their NOIs',
    ],
    compute:
      'Give me an NOI and a cap rate (or a price) and I will compute the value or the cap rate, and how much the value moves if cap rates widen or compress.',
  },
  'market-stats': {
    need: 'current local market figures (median price, inventory, days on market)',
    where: [
      'Your local REALTOR® association or MLS monthly market report',
      'Redfin Data Center and Realtor.com research data (free downloads by metro, city and ZIP)',
      'FHFA House Price Index and the Census/HUD new-residential sales releases',
    ],
    compute:
      'Give me the listings and sales counts from a report and I will compute months of inventory and the market verdict, or give me comps and I will compute price per square foot.',
  },
  trends: {
    need: 'how prices are moving in particular places right now (which areas are appreciating fastest, where values are rising or falling)',
    where: [
      'Redfin Data Center and the Zillow Home Value Index: free downloads of median price and year-over-year change by metro, city, ZIP and neighbourhood',
      'The FHFA House Price Index (metro, county and ZIP, repeat sales) and S&P CoreLogic Case-Shiller for the largest metros',
      'Your local REALTOR® association or MLS monthly report by area: median price, months of inventory and days on market, the trend a few months before the indexes show it',
    ],
    compute:
      "Give me a place's median price (or a home's value) at two dates and I will compute its appreciation and the yearly rate; or give me a value and a growth rate and I will project it.",
  },
  address: {
    need: 'data about a specific address (its value, comps or history)',
    where: [
      'The county assessor and recorder (assessed value, sale history, taxes)',
      'A local agent’s comparative market analysis from the MLS, or an appraisal',
      'Listing sites’ sold-homes filters for the last 3–6 months nearby',
    ],
    compute:
      'Give me two or three recent sales with their prices and square footage and I will compute $/sq ft and an offer range.',
  },
  neighborhood: {
    need: 'up-to-date information about a named neighbourhood',
    where: [
      'The city or county planning department (zoning, permits, planned projects)',
      'Census Bureau QuickFacts and the American Community Survey for housing and income data',
      'Local MLS reports by area, and a visit at different times of day',
    ],
    compute:
      'Tell me what matters to you (budget, commute, schools, amenities) and I can help you weigh areas with numbers you bring.',
  },
  crime: {
    need: 'crime statistics for a place',
    where: [
      'The local police department’s crime map or open-data portal',
      "The FBI's Crime Data Explorer for city and county reports",
      'The city’s open-data site for incident-level data',
    ],
    compute: 'I can help you compare areas on criteria you choose once you have the figures.',
  },
  flood: {
    need: 'the flood risk or flood history of a particular place',
    where: [
      'FEMA’s Flood Map Service Center (msc.fema.gov): the address’s flood zone on the official map',
      'First Street’s Flood Factor (on many listing sites): a modelled risk score for the address, including areas outside mapped zones',
      'The seller’s disclosure, a CLUE report of past insurance claims, and the city or county floodplain manager (past flooding, drainage projects)',
    ],
    compute:
      'Give me a flood-insurance quote and I will add it to the monthly payment, or explain what a flood zone means for insurance and lenders.',
  },
  forecast: {
    need: 'a forecast of prices or rates',
    where: [
      'Published forecasts from Fannie Mae’s Economic & Strategic Research group, the MBA and NAR (they often disagree)',
      'The Federal Reserve’s Summary of Economic Projections for the rate outlook',
      'Local months-of-inventory trends from your MLS: the best short-term signal for your market',
    ],
    compute:
      'Nobody knows future prices; I can run your numbers under several scenarios, for example a rent-vs-buy or a rental at 0%, 3% and 5% appreciation.',
  },
  schools: {
    need: 'current school ratings for a place',
    where: [
      'Your state department of education’s school report cards',
      'The district’s own boundary maps (addresses can be zoned to a different school than the nearest one)',
      'GreatSchools and NCES for comparisons',
    ],
    compute: 'Once you have a shortlist, I can help compare the homes on price, payment and commute.',
  },
  listings: {
    need: 'which homes are for sale or for rent right now',
    where: [
      'A local agent’s MLS search, set up to email new listings that match your criteria',
      'Zillow, Redfin and Realtor.com searches with price, bedroom and area filters (and their saved-search alerts)',
      'For rentals: Apartments.com, Zillow Rentals and local property managers’ sites',
    ],
    compute:
      'Send me a listing’s price (and its taxes, HOA or expected rent) and I will compute the payment, the cash needed to close, or a rental’s cap rate and cash flow.',
  },
  'cost-of-living': {
    need: "a place's cost of living today",
    where: [
      'The Council for Community and Economic Research (C2ER) Cost of Living Index, by metro',
      'The BEA’s Regional Price Parities (how far a dollar goes in each state and metro)',
      'MIT’s Living Wage Calculator for a household budget by county',
    ],
    compute:
      'Give me two places’ index numbers (or their rents and prices) and your salary, and I will work out the salary that buys the same living there, and what a home there costs you a month.',
  },
  rents: {
    need: 'current local rents',
    where: [
      'HUD Fair Market Rents for the county or metro (updated yearly)',
      'Rental listings for similar units nearby, and a local property manager’s rent survey',
      'Census ACS median gross rent by ZIP',
    ],
    compute:
      'Give me the rent you expect and the price, and I will compute the cap rate, cash flow and cash-on-cash.',
  },
};

export function renderLiveDataAnswer(kind: LiveDataKind): string {
  const s = SOURCES[kind];
  return `### I don't have live or local data

Hearth has no live data feed, so I can't tell you ${s.need}, and I won't guess a figure.

**Where to look**

${s.where.map((w) => `- ${w}`).join('\n')}

**What I can do**

${s.compute}
`;
}

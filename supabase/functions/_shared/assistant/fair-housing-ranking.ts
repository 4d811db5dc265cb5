// Places ranked or picked by race (issue 19, docs/assistant.md rule 76): "which school districts in
// Dallas are whiter? rank them", "the whitest suburbs of Chicago", "which zip codes are most white",
// "the most diverse neighborhoods so I can avoid them". A comparative or superlative of a race word
// (or of diversity) said of places is steering by race, whichever way it points, and is refused naming
// race. A neutral question about a place's demographics names no race word and keeps its own handling.

/** Race words a place is compared by: colours and groups, and diversity or its absence. */
const RACE_WORD =
  '(?:white|black|brown|asian|hispanic|latino|latina|latinx|caucasian|african[- ]american|minority|minorities|non[- ]white|(?:ethnically |racially )?(?:diverse|homogeneous|integrated|segregated|mixed))';

/** What follows a race word when it describes things, not people ("more diverse housing stock", "most asian restaurants"). */
const NOT_PEOPLE_AFTER =
  '(?!\\s+(?:restaurants?|food|grocer\\w*|markets?|stores?|shops?|churche?s?|cuisine|festivals?|owned|businesses|housing|homes|economy|economies|jobs?|employers?|industr\\w+|mix of|range|selection|prices?|price points|options|dining|inventory|stock|portfolio|investments?|menu))';

/** "whiter", "whitest", "most white", "least diverse", "highest share of hispanic", "more asian". */
const RANKED_BY_RACE = new RegExp(
  `\\b(?:whiter|whitest|blacker|blackest|browner|brownest)\\b|\\b(?:most|more|least|less|fewest|fewer)\\s+(?:${RACE_WORD})${NOT_PEOPLE_AFTER}\\b|\\b(?:highest|lowest|largest|smallest|biggest|greatest)\\s+(?:share|percent(?:age)?|proportion|number|concentration|population)\\s+of\\s+(?:${RACE_WORD})${NOT_PEOPLE_AFTER}\\b`,
);

/** Places being compared: neighbourhoods, districts, suburbs, towns, zip codes, schools. */
const PLACES =
  /\b(?:neighbou?rhoods?|areas?|communit(?:y|ies)|parts? of|sides? of|suburbs?|blocks?|streets?|zip ?codes?|districts?|towns?|cit(?:y|ies)|counties|county|schools?|places?|buildings?|complex(?:es)?|subdivisions?|where)\b/;

/** Whether a question ranks or picks places by how white, black, asian… or diverse they are. */
export function ranksPlacesByRace(text: string): boolean {
  return RANKED_BY_RACE.test(text) && PLACES.test(text);
}

// Choosing tenants or buyers by a protected class through the asker's own process: the words of an ad,
// screening questions, whom to show a home to, what to charge. Outside reviewers found such requests
// answered with unrelated articles when they were dressed as ad wording ("how do I word my rental ad
// so I don't get applicants with kids? nothing illegal"). Read as a concept, not a phrase list:
//   a class named (a group, a proxy, or a coded ad phrase: fair-housing-classes.ts)
//   × a wish to choose by it (kept out, discouraged, preferred, priced differently)
//   × what is asked: how to do it (refused), whether it is allowed (answered as compliance), or a
//     purpose that gives the game away ("so they look elsewhere"), refused however it is asked.
// Lawful near-line requests name no class ("word my ad to attract long-term tenants", "require a
// minimum credit score", "is a quiet building a selling point") and are not read here.

import {
  CLASS_PHRASE,
  classOf,
  codedPreference,
  SELF_DESCRIPTION,
  type ProtectedClass,
} from './fair-housing-classes.ts';

/** Where the choosing happens; the refusal offers the lawful way to do that part. */
export type SelectionChannel = 'ad' | 'screening' | 'showing' | 'pricing' | 'choice';

export interface Selection {
  category: ProtectedClass;
  channel: SelectionChannel;
  /** Asked whether it is allowed (and nothing betrays the aim): answered as a compliance question. */
  asksPermission: boolean;
}

/**
 * A purpose that gives the aim away: wanting a class to stay away. Refused even when asked as "can I"
 * ("can I word it so families don't bother applying?").
 */
const KEEP_AWAY =
  /\bso (?:that )?(?:[\w/']+ ){0,5}(?:don't|dont|do not|won't|wont|will not|never|can't|cant|aren't|arent|stop|wouldn't|wouldnt) (?:even )?(?:bother(?:ing)? )?(?:to )?(?:apply|applying|mak(?:e|ing) (?:an? )?offers?|offer(?:ing)?|bid(?:ding)?|call|calling|respond|inquire|show up|move in|look|come|get|attract|end up with|have to deal with|deal with|hear from|see|rent to|sell to|qualify)|\b(?:discourage|deter|dissuade|weed out|filter out|screen out|sort out|rule out|get rid of)\b|\bkeep (?:[\w/']+ ){0,3}(?:from (?:applying|renting|buying|moving)|out|away)\b|\b(?:look|looks|looking|go|goes|apply|applies|move|moves|live|lives|rent|rents) (?:somewhere )?elsewhere\b|\b(?:skip|pass (?:on|over)) (?:it|the (?:ad|listing|unit|place|apartment|house))\b|\b(?:scare|frighten|chase) (?:\w+ ){0,2}(?:off|away)\b|\b(?:turn|put) (?:\w+ ){1,2}off\b|\b(?:less|not) (?:appealing|attractive|inviting|welcoming) to\b|\b(?:avoid|without) (?:getting|attracting|ending up with|having to deal with|dealing with|hearing from|renting to|selling to|showing (?:it |the \w+ )?to)\b|\b(?:nothing|without (?:it )?(?:sounding|looking)) (?:that sounds |too )?(?:illegal|discriminatory|obvious)\b|\bwithout (?:saying it|actually saying|getting (?:in|into) trouble|being obvious|breaking|violating)\b|\b(?:isn't|isnt|is not|wouldn't be|wouldnt be|won't be|wont be|not) (?:right|a (?:good )?fit|suitable|ideal|available)(?: for (?:them|him|her|you|families|kids))?\b|\brather not (?:deal with|have|rent to|take)\b|\b(?:tell|say to|pretend|claim) (?:them|applicants?|it's|it is|that it's|the (?:unit|apartment|place|house|room) (?:is|was|has been)) (?:\w+ ){0,3}(?:taken|rented|unavailable|no longer available|already leased|spoken for)\b|\bdoesn't get flagged\b/;

/** Verbs of choosing people: keeping out, preferring, asking about, charging. */
const CHOOSE =
  "(?:refuse|reject|deny|decline|turn (?:down|away)|say no to|(?:not|don't|dont|do not|won't|wont|never|rather not) (?:want to |plan to )?(?:rent|sell|lease|show|accept|allow|take|want|consider)|avoid\\w*|ban|bar|exclude|evict|kick out|screen(?:ing)? for|filter|vet|ask (?:about|if|whether)|(?:find out|figure out|tell|know|reveal|determine|learn|detect|identify|spot|check|verify) (?:if|whether|about)|inquire|charge|(?:rents?|prices?|deposits?|fees?) (?:\\$?\\d[\\d,.]*k? )?(?:higher|more|extra|up)|(?:higher|extra|bigger|larger|additional|double) (?:rent|deposits?|fees?|security deposits?|price)|discount|steer|(?:only|just) (?:want|rent|lease|sell|show|accept|take|consider|attract|allow)|prefer\\w*|favou?r\\w*|attract(?:s|ed|ing)?|(?:attractive|inviting|welcoming|geared|aimed) (?:only )?(?:to|toward|towards|at)|target(?:s|ed|ing)?|market(?:s|ed|ing)? (?:it |the \\w+ )?to|appeal(?:s|ed|ing)? (?:only |mostly |just )?to|cater(?:s|ed|ing)? to|aim(?:s|ed|ing)? (?:it )?at|tailor(?:s|ed|ing)? (?:it )?(?:to|for)|(?:draw|draws|drawing|bring|brings|bringing|pull|pulls|pulling) in|lure(?:s|d)?|court(?:s|ing)?|woo(?:s|ing)?|speak(?:s|ing)? to)";
/**
 * Words that may stand between a verb of choosing and the class it chooses: people, the home, and
 * little words. "avoid getting applicants with kids", "turn down a tenant who has an emotional support
 * animal", "avoid showing my listing to Hispanic buyers"; not "don't want to take on a loan with kids".
 */
const GLUE =
  "(?:the|a|an|any|those|these|them|it|its|my|our|their|to|for|with|who|that|which|have|has|having|had|are|is|be|being|in|on|from|of|using|use|uses|people|persons?|family|household|couples?|without|w/o|tenants?|renters?|applicants?|buyers?|families|folks|anyone|someone|somebody|everyone|residents?|occupants?|roommates?|clients?|getting|attracting|renting|selling|showing|leasing|rent|sell|show|lease|unit|apartment|house|home|place|condo|room|listing|ad|property|more|too|many|lots?|certain|types?|kinds?|sorts?|heavy|thick|strong|small|little|young|big|large|new|they|he|she|who've|who's|they're|or|and|especially|like|mostly|only|just|not|no|planning|plans?|going|expecting|trying|likely|about|might|will|soon)";
const CHOOSES_CLASS = new RegExp(`\\b(${CHOOSE})\\b(?:\\s+${GLUE}){0,6}\\s+(${CLASS_PHRASE.source})`);

/**
 * Marketing toward families or an age group ("make my listing appeal to families", "attract young
 * buyers") describes whom the home suits; it is refused only when it keeps others out.
 */
const MARKETING_VERB =
  /^(?:attract|target|market|appeal|cater|aim|tailor|inviting|welcoming|geared|draw|bring|pull|lure|court|woo|speak)/;
const MARKETED_CLASSES: ReadonlySet<ProtectedClass> = new Set(['familial status', 'age']);

/** Class words that name places or features, not people: chosen by the steering reader instead. */
const NOT_PEOPLE =
  /^(?:mosques?|churche?s?|synagogues?|temples?|chapels?|parish|group homes?|halfway houses?|sober living|recovery (?:homes?|houses?|cent\w+)|ramps?|grab bars?|accessib\w+|ethnic enclaves?|diverse|diversity|homogen\w+|occupancy \w+|age)$/;

/** The first class naming people in a stretch of text. */
function peopleClassIn(text: string): ProtectedClass | undefined {
  const re = new RegExp(CLASS_PHRASE.source, 'g');
  for (const m of text.matchAll(re)) {
    if (NOT_PEOPLE.test(m[0])) continue;
    const category = classOf(m[0]);
    if (category) return category;
  }
  return undefined;
}

/** Asking how to do it, or asking the assistant to do it: "how do I word…", "write me an ad…". */
const HOW_TO =
  /\bhow (?:do|can|could|should|would|might|do you) (?:i|we|you|one|a landlord|landlords)\b(?! (?:know|tell|find out|check) (?:if|whether) (?:i|we|it's|it is|that's|that is|this is)\b)|\bhow to\b|\bhelp (?:me|us|write|word|phrase|draft|make|set|figure)\b|^(?:\W*(?:ok(?:ay)?|so|please|pls|hey),?\s+)?(?:write|draft|word|phrase|rewrite|reword|create|make|compose|give me|suggest|come up with|set up|list|add|put|include|post)\b|\b(?:can|could|would|will) you (?:write|draft|word|phrase|help|give|suggest|make|create|set up|come up with|rewrite|reword|tell me how|add|put|include)\b|\b(?:any|a|the|best|legal|subtle|safe|smart|easy|good|clever|nice|polite) (?:\w+ )?(?:way|ways|trick|tricks|tips?|wording|phrasing|language|words|strategy|approach|questions) (?:to|for|i can|we can|that)\b|\bwhat (?:questions|wording|words|phrases|language|criteria|requirements|screening questions) (?:can|should|could|do|would) (?:i|we)\b|\b(?:want|need|trying|going) to (?:word|phrase|write|set up|draft|advertise|post|screen|price)\b|\bi want (?:my|the|our) (?:ad|listing|posting|criteria|screening)\b|\bsubtle\b/;

/** Asking whether something is allowed, or what the law says. */
const PERMISSION =
  /\b(?:can|may|could) (?:i|we|a landlord|landlords|(?:my|our|the|this|an?) (?:ad|advert\w*|listing|posting|post|description|criteria|application)|an? (?:agent|realtor|broker|seller|owner|lender|hoa|landlord|property manager)|my (?:seller|landlord|client|buyer|hoa|lender|property manager)|the (?:seller|landlord|owner|lender|hoa|association|building|property manager))\b|\b(?:am i|are we|is (?:a|the|my) (?:landlord|seller|agent|lender|owner)) (?:allowed|permitted|able|required|obligated)\b|\b(?:do|does|must) (?:i|we|a landlord|landlords|the landlord|my landlord) (?:have|need) to\b|\bis there (?:an? )?(?:exception|exemption)\b|\b(?:if|whether) (?:i|we|a landlord|landlords) (?:can|may|could|am allowed to|are allowed to|have to|must)\b|\b(?:legal|allowed|ok(?:ay)?|lawful|fine) (?:to|for (?:me|us|a landlord))\b|\b(?:is|are|would|does)\b[^?.]{0,80}\b(?:legal|illegal|lawful|unlawful|allowed|ok(?:ay)?|discriminat\w*|a (?:fair[- ]housing )?(?:violation|problem|issue|red flag)|steering|against the law|count as)\b|\bwhat (?:does|do) [^?.]{1,60} mean\b/;

/** Which part of the process the request is about. */
function channelOf(text: string): SelectionChannel {
  // Showing and pricing first: "avoid showing my listing to…" is about the showings, not the ad.
  if (/\b(?:show|showing|showings|shown|tours?|open house)\b/.test(text)) return 'showing';
  if (
    /\b(?:price|pricing|charge|deposits?|fees?|discount|(?:higher|more) rent|rent (?:\$?\d[\d,.]*k? )?(?:higher|more|up))\b/.test(
      text,
    )
  )
    return 'pricing';
  if (
    /\b(?:ads?|advert\w*|listings?|postings?|post|craigslist|zillow|facebook|description|headline|marketing|market)\b/.test(
      text,
    )
  )
    return 'ad';
  // "word my screening so…" is about the screening; "how do I word it so…" about an ad.
  if (/\b(?:wording|word|phrase)\b/.test(text) && !/\bscreen\w*|criteria\b/.test(text)) return 'ad';
  if (
    /\b(?:screen\w*|criteria|requirements?|applications?|applicants?|qualif\w*|interview\w*|questions?|vet\w*|background)\b/.test(
      text,
    )
  )
    return 'screening';
  return 'choice';
}

/** Whom the request is about: tenants, buyers, applicants, or the home they would get. */
const HOUSING_TRANSACTION =
  /\b(?:tenants?|renters?|applicants?|buyers?|famil(?:y|ies)|households?|description|wording|word|phrase|copy|headline|post|occupants?|lessees?|roommates?|offers?|ads?|advert\w*|listings?|postings?|screen\w*|criteria|rent(?:al|ing)?|lease|leasing|sell|selling|show(?:ing)?|units?|apartments?|condos?|duplex|triplex|fourplex|propert(?:y|ies)|rooms?|house|home|building|place)\b/;

/**
 * Reads a request to choose tenants or buyers by a class; null when the message names no class, or
 * names one without wanting to choose by it ("my tenant uses a wheelchair, how do I add a ramp").
 */
/** The asker looking for a home ("show me adult-only buildings"): a search, refused as steering. */
const OWN_SEARCH =
  /\b(?:show me|find me|help me find|looking for|search(?:ing)? for|which (?:neighbou?rhoods?|areas?|buildings?|suburbs?|parts?|zip codes?|complex(?:es)?)|where (?:should|can|do) (?:i|we) (?:live|buy|rent|look|move))\b/;
const OWNER_SIDE =
  /\b(?:ads?|advert\w*|listings?|postings?|applicants?|applications?|screen\w*|tenants?|offers?|(?:my|our) (?:rental|unit|apartment|property|condo|house|home|building|duplex|triplex|fourplex|room|place))\b/;

/** The asker's own wish to choose ("I'd rather only rent to", "we only want to rent to"). */
const WISH_STATED =
  /\b(?:i|we)(?:'d| would) rather (?:only )?(?:rent|sell|lease)\b|\b(?:i|we)(?:'d| would) (?:prefer|like) to (?:only )?(?:rent|sell|lease)\b|\b(?:i|we) (?:only )?want to (?:only )?(?:rent|sell|lease)\b/;
const ASKS_LEGAL =
  /\b(?:legal|illegal|allowed|lawful|unlawful|discrimination|discriminatory|fair housing|against the law)\b/;

export function readSelection(input: string): Selection | null {
  const text = input.replace(SELF_DESCRIPTION, ' ');
  if (!HOUSING_TRANSACTION.test(text)) return null;
  if (OWN_SEARCH.test(text) && !OWNER_SIDE.test(text)) return null;
  const coded = codedPreference(text);
  const chosen = CHOOSES_CLASS.exec(text);
  let byVerb = chosen && !NOT_PEOPLE.test(chosen[2]!) ? classOf(chosen[2]!) : undefined;
  if (byVerb && MARKETED_CLASSES.has(byVerb) && MARKETING_VERB.test(chosen![1]!)) byVerb = undefined;
  // A purpose that gives the aim away is about the class named around it ("so families with kids
  // don't bother applying", "so I don't get applicants with kids").
  const keepAway = KEEP_AWAY.exec(text);
  const keptAway = keepAway
    ? (peopleClassIn(text.slice(keepAway.index, keepAway.index + keepAway[0].length + 80)) ??
      // The person it is about may be told a sentence or two before ("applicant uses a wheelchair. …").
      peopleClassIn(text.slice(Math.max(0, keepAway.index - 200), keepAway.index)))
    : undefined;
  // The class chosen: a coded phrase or the group after a verb of choosing, whichever comes first;
  // else the class a give-away purpose is about.
  const first = coded && (!byVerb || coded.index <= chosen!.index) ? coded.category : byVerb;
  const category = first ?? keptAway;
  if (!category) return null;
  // "I'd rather only rent to men… can I put 'male tenants preferred' in the listing?": the wish is
  // stated, so "can I" asks for help doing it, not whether the law allows it (rule 124).
  const wishStated = WISH_STATED.test(text) && !ASKS_LEGAL.test(text);
  const asksPermission = !keptAway && !wishStated && PERMISSION.test(text) && !HOW_TO.test(text);
  return { category, channel: channelOf(text), asksPermission };
}

/** Where in a building or complex a household is put: floors, wings, units, buildings, sections. */
const PART_OF_HOUSING =
  /\b(?:ground[- ]floor|first[- ]floor|lower[- ]floor|upper[- ]floor|top[- ]floor|basement|floors?|wings?|sections?|buildings?|units?|apartments?|side|end|phase|area|part)\b/;
/** Confining people to some of the homes: "can only live in", "restricted to", "kept on the ground floor". */
const CONFINED =
  /\b(?:(?:can|may|must|should|will|would)\s+only\s+(?:be\s+)?(?:live|living|rent|lease|buy|stay|occupy|housed|placed|put|allowed|permitted)|only\s+(?:be\s+)?(?:allowed|permitted|placed|housed|put)|(?:restrict|limit|confine|keep|assign|put|place|house)(?:s|ed|ing)?\s+(?:them\s+|those\s+\w+\s+)?(?:to|on|in)|not\s+(?:be\s+)?(?:allowed|permitted)\s+(?:to\s+(?:live|rent)\s+)?(?:on|in|above|upstairs))\b/;

/**
 * A rule that confines a protected class to some of the homes ("households with children under 12 can
 * only live in ground-floor units", "put the families with kids in building C"): segregating within
 * housing, refused whoever asks and however it is worded. The class it names, or undefined.
 */
export function confinesToPartOfHousing(text: string): ProtectedClass | undefined {
  const confined = CONFINED.exec(text);
  if (!confined) return undefined;
  const after = text.slice(confined.index, confined.index + confined[0].length + 60);
  if (!PART_OF_HOUSING.test(after)) return undefined;
  // The class is named in the same sentence, before the confining words.
  const sentenceStart =
    Math.max(text.lastIndexOf('.', confined.index), text.lastIndexOf('?', confined.index)) + 1;
  return peopleClassIn(text.slice(sentenceStart, confined.index));
}

// Fair-housing guardrail: detects requests to steer toward/away from neighbourhoods, or to pick or reject
// buyers and tenants, by a protected characteristic under the federal Fair Housing Act (race, color,
// religion, national origin, sex, disability, familial status) and the state laws that add source of
// income and age. Mentioning a family, a wheelchair or children is fine; selecting or excluding people
// or places because of them is not. A question about what the law allows is answered
// (fair-housing-compliance.ts); a request to choose tenants or buyers through an ad, screening, showing
// or pricing is refused with the lawful way to do that part (fair-housing-selection.ts).

import type { HistoryTurn } from '../protocol.ts';
import {
  categoryOf,
  classOf,
  classesIn,
  conceptClass,
  GROUPS,
  PROTECTED_CLASSES,
  RACE_ORIGIN_ADJ,
  RELIGION_ADJ,
  SELF_DESCRIPTION,
  STATE_LAW_CLASSES,
  type ProtectedClass,
} from './fair-housing-classes.ts';
import { avoidsDisabilityHousing, ownKindClasses } from './fair-housing-likeness.ts';
import { pretextClasses } from './fair-housing-pretext.ts';
import { ranksPlacesByRace } from './fair-housing-ranking.ts';
import { renderComplianceAnswer, type ComplianceTopic } from './fair-housing-compliance.ts';
import { confinesToPartOfHousing, readSelection, type SelectionChannel } from './fair-housing-selection.ts';
import { isNotable, readSituation, type Situation } from './fair-housing-situation.ts';

export { PROTECTED_CLASSES, type ProtectedClass } from './fair-housing-classes.ts';

export interface FairHousingCheck {
  blocked: boolean;
  /** The characteristic the request was about, when blocked. */
  category?: ProtectedClass;
  /** A landlord's or agent's question about what the law allows: answered, not refused. */
  compliance?: boolean;
  /** The compliance question is about harassment (by staff, neighbours or the landlord). */
  harassment?: boolean;
  /** A compliance question's narrower or wider subject (assistance animals, steering, exemptions…). */
  topic?: ComplianceTopic;
  /** Who asks a compliance question and the facts that change its answer (agent, owner-occupied…). */
  situation?: Situation;
  /** A refused request to choose tenants or buyers: the part of the process it was about. */
  channel?: SelectionChannel;
  /** Other classes the refused request names besides `category` ("section 8 people and folks in wheelchairs"). */
  alsoAbout?: ProtectedClass[];
  /** Steering in code that names no class ("the right kind of people"). */
  coded?: boolean;
  /** A compliance subject asked to be explained ("how does the 80% rule work"), not whether it is allowed. */
  explains?: boolean;
}

/** Asking how a rule works or what it is, rather than whether the asker may do something. */
const EXPLAINS_RULE =
  /\bhow (?:does|do|would) (?:the |that |this |it )?(?:[\w%-]+ ){0,3}(?:rule|rules|test|exemption|requirement|law|it) work\b|\bhow does (?:it|that|this) work\b|\bexplain\b/;

const HARASSMENT =
  /\bharass\w*|\bsexual(?:ly)? (?:comments?|advances?|remarks?|favors?)|\bquid pro quo\b|\bhostile (?:environment|housing)\b/;

const PLACE =
  '(?:neighbou?rhoods?|areas?|communit(?:y|ies)(?! cent(?:er|re))|parts? of (?:town|the city|[a-z]+(?: [a-z]+)?)|sides? of (?:town|the city|[a-z]+)|suburbs?|blocks?|streets?|zip ?codes?|enclaves?|districts?|towns?|cit(?:y|ies)|places? to live|buildings?|complex(?:es)?|developments?|subdivisions?)';
const PERSON =
  '(?:tenants?|renters?|buyers?|applicants?|people|residents?|neighbou?rs?|occupants?|roommates?|lessees?|families|anyone|someone|folks)';
/** Words that pick or exclude by amount ("no kids", "fewer immigrants", "mostly white"). */
const QUANTIFIER =
  "(?:no|not any|(?:don't|do not|doesn't|does not) have(?: any)?|without(?: any)?|fewer|less|few|free of|away from|avoid(?:ing)?|not (?:many|a lot of|too many|a bunch of|a ton of|tons of|lots of|loads of|a load of)|(?:aren't|are not|isn't|is not) (?:many|a lot of|any|a bunch of)|lots of|a lot of|a bunch of|a ton of|tons of|loads of|many|more|mostly|predominantly|primarily|largely|majority|mainly|only|full of|dominated by|overrun (?:by|with)|(?:low|high) (?:number|percentage|concentration) of|concentration of)";
const EXCLUDE_VERB =
  "(?:refuse|reject|deny|decline|turn (?:down|away)|screen (?:out)?|exclude|evict|kick out|discriminate against|keep out|avoid|ban|bar|not (?:rent|sell|lease|show)|(?:don't|do not|won't|will not|wouldn't|would not|never|can i not|shouldn't) (?:rent|sell|lease|show|accept|allow|want)|not (?:accept|allow|want)|only (?:rent|sell|lease|show)|prefer(?: to)?|preference for|rather not)";
const EXCLUDE_VERB_OBJECT =
  "(?:refuse|reject|deny|decline|turn (?:down|away)|screen out|exclude|evict|kick out|discriminate against|keep out|avoid|ban|bar|(?:not|don't|do not|won't|will not|wouldn't|would not|never) (?:want to |plan to )?(?:rent|sell|lease|show)(?: (?:it|(?:the|my|our) \\w+))? to|(?:only|just) (?:want to |wish to |plan to |going to )?(?:rent|sell|lease|show)(?: (?:it|(?:the|my|our) \\w+))? to|(?:not|don't|do not|won't) (?:accept|allow|want))";

interface Pattern {
  re: RegExp;
  category?: ProtectedClass;
  /** Only counts when the question is about housing, places or people (see HOUSING_CONTEXT). */
  needsContext?: boolean;
}

/** Words showing the question is about where to live or whom to house. */
const HOUSING_CONTEXT =
  /\b(?:neighbou?rhoods?|areas?|communit(?:y|ies)|part of town|suburbs?|blocks?|streets?|zip|enclaves?|districts?|towns?|cit(?:y|ies)|places?|buildings?|complex|developments?|subdivisions?|tenants?|renters?|buyers?|applicants?|residents?|neighbou?rs?|rent(?:ing|al)?|lease|sell|buy|move|live|landlord|listings?|homes?|houses?|apartments?|condos?|propert(?:y|ies)|units?)\b/;

function buildPatterns(): Pattern[] {
  const patterns: Pattern[] = [];
  for (const category of PROTECTED_CLASSES) {
    if (category === 'age') continue; // no neighbourhood steering by age (GROUPS)
    const g = `(?:${GROUPS[category]})`;
    // "neighborhoods without kids", "area with fewer immigrants", "mostly white people"
    patterns.push({
      re: new RegExp(`(?<!\\bhow\\s)\\b${QUANTIFIER}\\s+(?:\\w+\\s+){0,2}${g}\\b`),
      category,
      needsContext: true,
    });
    // "don't rent to families with children", "refuse tenants with service dogs", "prefer female tenants"
    patterns.push({
      re: new RegExp(`\\b${EXCLUDE_VERB_OBJECT}\\s+(?:\\w+\\s+){0,3}${g}\\b`),
      category,
    });
    patterns.push({
      re: new RegExp(
        `\\b${EXCLUDE_VERB}\\s+(?:\\w+\\s+){0,2}${PERSON}\\s+(?:who (?:are|have|is|has)|with|that (?:are|have))\\s+(?:\\w+\\s+){0,2}${g}\\b`,
      ),
      category,
    });
    if (category === 'familial status') continue;
    // "where immigrants don't live"
    patterns.push({
      re: new RegExp(
        `\\b${g}\\s+(?:don't|do not|doesn't|does not|aren't|are not|won't|never)\\s+(?:live|move in|move there|reside)\\b`,
      ),
      category,
    });
    // "what part of town do hispanics live in", "which areas do immigrants move to"
    patterns.push({
      re: new RegExp(
        `\\b${PLACE}\\s+(?:do|does|did|would|will)\\s+(?:\\w+\\s+){0,2}${g}\\s+(?:people\\s+|families\\s+)?(?:live|reside|settle|move)\\b`,
      ),
      category,
    });
    // "where mostly white people live", "where christians live" (asking to locate a group)
    patterns.push({
      re: new RegExp(
        `\\bwhere\\s+(?:\\w+\\s+){0,2}${g}\\s+(?:people\\s+|families\\s+)?(?:live|reside|settle|move)\\b`,
      ),
      category,
    });
  }
  // "christian neighborhood", "white area", "immigrant part of town"
  patterns.push({
    re: new RegExp(`\\b(?:${RELIGION_ADJ})(?:[- ]only)?\\s+${PLACE}`),
    category: 'religion',
  });
  patterns.push({
    re: new RegExp(`\\b(?:${RACE_ORIGIN_ADJ})(?:[- ]only)?\\s+${PLACE}`),
    category: 'race or color',
  });
  // "kid-free neighborhood", "adults-only building", "no-kids rental"
  patterns.push({
    re: /\b(?:kid|kids|child|children|family)[- ]?free\b|\bno[- ](?:kids?|children)[- ](?:allowed|policy|building|rental|tenants?|communit(?:y|ies)|neighbou?rhoods?|areas?|complex)\b|\badults?[- ]only\b/,
    category: 'familial status',
  });
  // "near other jewish families", "among muslim neighbors": choosing a place by who lives there
  patterns.push({
    re: new RegExp(
      `\\b(?:near|around|close to|among|next to|surrounded by)\\s+(?:other\\s+|more\\s+|lots of\\s+|a lot of\\s+|mostly\\s+)?(?:${RELIGION_ADJ}|jews|${RACE_ORIGIN_ADJ})\\s+(?:families|people|neighbou?rs|residents|folks|kids|children|households)\\b`,
    ),
    needsContext: true,
  });
  // "racial makeup of the neighborhood", "its religious makeup": the adjective names the class.
  patterns.push({
    re: /\b(?:racial|ethnic)\s+(?:makeup|make-up|composition|mix|demographics|breakdown)\b/,
    category: 'race or color',
  });
  patterns.push({
    re: /\breligious\s+(?:makeup|make-up|composition|mix|demographics|breakdown)\b/,
    category: 'religion',
  });
  // "prefer male tenants", "only christian buyers"
  patterns.push({
    re: new RegExp(
      `\\b(?:prefer|only|no)\\s+(?:\\w+\\s+)?(?:male|female|men|women|christian|jewish|muslim|white|black|asian|hispanic|latino|american[- ]born|english[- ]speaking|straight|married|childless|able[- ]bodied)\\s+${PERSON}`,
    ),
  });
  return patterns;
}

const PATTERNS = buildPatterns();

/** Lawful 55+/senior housing (Housing for Older Persons Act) is not familial-status steering. */
const SENIOR_HOUSING =
  /\b(?:55\s?\+|55 and (?:over|older)|62\s?\+|senior (?:living|housing|communit(?:y|ies))|retirement communit(?:y|ies)|active adult)\b/;

/** Housing for older persons by any of its names: "55+", "over-55", "62 and older", "age-restricted". */
const OLDER_PERSONS_HOUSING =
  /(?:\b(?:55|62)\s?(?:\+|plus\b)|\b(?:55|62)(?: years)? (?:and|or) (?:over|older|up)\b|\b(?:over|age)[- ](?:55|62)\b|\b(?:senior|seniors|retirement|active[- ]adult|adult) (?:only )?(?:communit(?:y|ies)|housing|living|apartments?|buildings?|complex(?:es)?|condos?|parks?|developments?)\b|\bseniors?[- ]only\b|\bage[- ](?:restrict\w*|qualified|targeted)\b|\bage restrictions?\b|\bhousing for older persons\b|\bolder persons\b|\bhopa\b|\brestrict\w* (?:\w+ ){0,3}by age\b)/;
const OWN_ELIGIBILITY =
  /\b(?:(?:i'?m|i am|we'?re|we are|(?:my|our) (?:wife|husband|spouse|partner|mom|dad|mother|father|parents?) (?:is|are)) (?:only |just |not |under |over )?(?:\d\d|yet)\b|\bcan (?:i|we|my \w+) (?:buy|live|move|rent|purchase|stay)\b|\b(?:am i|are we) (?:eligible|allowed|old enough)\b)/;

/** What the law requires or allows of such housing: "the law", "qualify", "verify ages", "refuse kids". */
const OLDER_HOUSING_LAW =
  /\b(?:law|laws|legal\w*|illegal|require\w*|rules? (?:for|to|on|about)|what are the rules|regulations?|qualif\w*|exempt\w*|comply|complian\w*|hopa|convert\w*|turn(?:s|ed|ing)? (?:[\w-]+ ){0,3}into|restrict\w*|enforce\w*|verif\w*|surveys?|refuse|deny|turn away|reject|ban|exclud\w*|keep out|allowed|permitted|(?:let in|admit|accept|allow) (?:\w+ ){0,2}(?:younger|children|kids|famil\w+|residents|people|buyers|tenants|anyone|under))\b/;
/** Who runs it: a board, an association, a developer, a landlord, "our building". */
const OLDER_HOUSING_DECIDER =
  /\b(?:hoas?|board|association|developers?|builders?|landlords?|owners?|management|property managers?|(?:our|my) (?:[\w-]+ ){0,2}(?:community|building|complex|park|property|apartments?|development|subdivision|condos?))\b/;
/** A plainer question about running it: "can my building be seniors only?", "how many units need…". */
const OLDER_HOUSING_ASKS =
  /\b(?:(?:can|may|could) (?:we|i|they|our|my|the|a|an|it)|how (?:do|can|would|should) (?:we|i|they|you)|what (?:do|does|would) (?:we|i|it|they) (?:need|have|take)|needs?|must|ha(?:s|ve) to|how many|what (?:percent|share|portion)|allowed)\b/;

/**
 * Someone deciding how housing for older persons is run asks what the law requires or allows ("what
 * does the law require for us to restrict buyers by age", "can our HOA enforce an age restriction",
 * "how many units need an older resident"). A search ("55+ communities near Phoenix that allow
 * pets") or a buyer's own eligibility ("can I buy in a 55+ community if I'm 50") is not this.
 */
function runsOlderHousing(text: string): boolean {
  if (!OLDER_PERSONS_HOUSING.test(text) || OWN_ELIGIBILITY.test(text)) return false;
  return OLDER_HOUSING_LAW.test(text) || (OLDER_HOUSING_DECIDER.test(text) && OLDER_HOUSING_ASKS.test(text));
}

/** Someone who runs such housing or decides for it: a board, a developer, "we run a 55+ park". */
const RUNS_IT = /\bwe(?:'re| are) an? (?:55|62)|\bwe (?:run|manage|own|operate|are converting)\b/;

/**
 * "How do 55+ communities legally limit who can buy? Thinking of downsizing into one", "can a
 * manufactured home park be seniors only?": asked by someone who runs nothing and asks nothing of
 * their own, the rules are explained, not answered as what the asker's housing may do.
 */
function asksAsOutsider(text: string): boolean {
  return (
    !OLDER_HOUSING_DECIDER.test(text) &&
    !RUNS_IT.test(text) &&
    !/\b(?:can|may|could|should|must) (?:i|we)\b|\b(?:do|would) (?:i|we) (?:have to|need to)\b/.test(text) &&
    // Turning children away, or what running it takes (HOPA's requirements, verifying ages): what the
    // law allows such housing to do, answered as compliance.
    !/\b(?:exclud\w*|refus\w*|deny|turn(?:s|ing)? (?:away|down)|ban|reject\w*|keep out|kick out|evict\w*|kids|children|famil(?:y|ies)|son|daughter|grandkids|hopa|requirements?|qualif\w*|exempt\w*|compl(?:y|iance)|verif\w*|surveys?)\b/.test(
      text,
    )
  );
}

/** A question about what the law allows ("can I write 'no kids'?", "do I have to accept an ESA?"). */
const COMPLIANCE_FORM =
  /\b(?:can|may|could) (?:i|we|a landlord|landlords|an? (?:agent|realtor|seller|owner|hoa|lender))\s+(?:(?:legally|just|still|also|even|actually|really)\s+)?(?:cap|write|say|put|advertise|list|ask|require|refuse|reject|deny|charge|limit|restrict|turn down|screen|set|have|include|exclude|evict|decline|tell|mention|disclose|share|answer|discuss|talk about|point out|describe|prefer|favou?r|choose|pick|select)|\bhow (?:should|do|can|would) (?:i|we) (?:respond|answer|reply)|how (?:should|do|can|would) (?:i|we) (?:handle|deal with) (?:a|an|the|this|that|their|her|his|(?:my|a) (?:tenant|buyer|client|applicant)'s) (?:\w+ ){0,3}(?:request|question|ask|asks|asked|complaint)\b|\bwhat (?:should|do|can) (?:i|we) (?:say|tell (?:them|him|her|my \w+)|do) (?:when|if)\b|\b(?:is it|is that|are they|it is)\s+(?:legal|illegal|allowed|lawful|against the law|discrimination|ok(?:ay)?) (?:to|for)|\bam i (?:allowed|required|obligated|obliged) to|\bdo (?:i|we|landlords) have to (?:accept|allow|rent|make|let)|\bmust (?:i|we|a landlord) (?:accept|allow|rent)|\b(?:fair housing|fha) (?:rules|law|compliance|requirements?)\b|\bwhat (?:does|do|would) (?:the )?(?:fair[- ]housing (?:law|laws|act|rules)|fha|the law|federal law|the fair housing act) (?:allow|say|require|permit|let)\b|\bwhat (?:can(?:'t| ?not)?|should(?:n't)?) (?:i|we) (?:say|write|put|ask)\b/;

/** What the law says the asker may and may not do, by topic of the question. */
const COMPLIANCE_TOPIC =
  /\b(?:esas?|emotional[- ]support|service (?:animal|dog)s?|assistance animals?|support animals?|therapy (?:dog|animal)s?)\b/;

/** Wanting to keep away from, or pick by, a group: steering. */
const STEERING_INTENT =
  /\b(?:far (?:away )?from|away from|not (?:near|around|close to)|rather not (?:be |live )?(?:near|around|close)|(?:don't|do not|dont) want (?:to (?:live|be) )?(?:near|around|by)|avoid\w*|keep (?:out|away)|no (?:\w+ ){1,8}?(?:near|around|nearby|anywhere near|close to)|without (?:any )?\w+|mostly|predominantly|majority|fewer|fewest|less|least|lowest|smallest|(?:highest|largest|biggest|greatest) (?:share|percentage|percent|number|concentration|proportion)|free of|only (?:for|rent|sell|show)|screen(?:ing)? out|keep (?:them|those)|that community|those people|that crowd|types? of (?:people|families|neighbou?rs)|fits? in|fitting in|blend in|feel (?:more )?(?:at home|comfortable|welcome)|(?:be|live) (?:around|with|among) (?:their|our|his|her|my) own|(?:their|our) own kind|own people)\b/;
const PLACE_OR_PEOPLE = new RegExp(`\\b${PLACE}|\\b${PERSON}|\\b(?:where|look|live|move|buy|rent)\\b`);

/**
 * Wanting a class kept out, whatever else the question asks ("how do I word the ad so families with
 * kids don't bother applying", "lots of churches and no mosques so we're surrounded by the right kind
 * of people"): refused even when phrased as a question about what one may write.
 */
const EXCLUSION_INTENT =
  /\bso (?:that )?(?:[\w/']+ ){0,10}(?:don't|dont|do not|won't|wont|never|can't|cant|aren't|arent|stop) (?:even )?(?:bother(?:ing)? )?(?:to )?(?:apply|applying|call|calling|respond|inquire|show up|move in|look|come)|\b(?:discourage|deter|weed out|filter out)\b|\bkeep (?:[\w/'-]+ ){0,3}(?:from (?:applying|renting|buying|moving)|out)\b|\bsurrounded by\b|\b(?:the )?right (?:kind|sort|type) of (?:people|neighbou?rs|families|tenants|crowd)|\bour (?:kind|sort) of (?:people|neighbou?rs)|\b(?:people|folks|neighbou?rs|families|others) like (?:us|me|him|her|them(?:selves)?|myself|ourselves)\b|\b(?:least|less|not(?: very| too| that| as| so)?) diverse\b|\bhomogen\w+|(?<!['"])\bno (?:[\w-]+ ){0,2}(?:mosques?|churches|synagogues?|temples?)\b/;

/** Wanting neighbours picked by who they are, without naming the group. */
const CODED_STEERING =
  /\bif you know what i mean\b|\bright (?:kind|sort|type) of (?:people|neighbou?rs|families|crowd|folks)\b|\bour (?:kind|sort) of (?:people|neighbou?rs|folks)\b|\b(?:people|folks|neighbou?rs|families) like (?:us|me|him|her|them)\b/;

/** Asking what the law lets one do. */
const COMPLIANCE_INTENT =
  /\b(?:(?:am i|are we|is the landlord|is a landlord) (?:obligated|obliged|responsible|liable)|what (?:do|should|must) (?:i|we) do|my (?:obligations?|duties|responsibilit\w+)|can (?:i|we|my|our|the|a|an)|may (?:i|we)|am i allowed|are we allowed|is it (?:legal|illegal|allowed|ok(?:ay)?|discrimination)|is that (?:legal|illegal|allowed|ok(?:ay)?|a (?:fair housing )?(?:issue|problem|violation))|legally|(?:fair housing|fha) (?:issue|problem|violation|rules?|law)|what are the rules|rules for|required to|have to (?:accept|allow|make|let|rent)|do (?:i|we) need to|(?:listing|rental|our|my) (?:ad|advert\w*|listing)\b.*\b(?:say|write|put|mention)|how (?:should|do|can|would) (?:i|we) (?:respond|answer|reply)|how (?:should|do|can|would) (?:i|we) (?:handle|deal with) (?:a|an|the|this|that|their|her|his|(?:my|a) (?:tenant|buyer|client|applicant)'s) (?:\w+ ){0,3}(?:request|question|ask|asks|asked|complaint)|must (?:i|we)\b|what can (?:i|we) (?:say|write|put|ask)|(?:is|are) (?:a|an|this|that|it|my|our|the) [^?.]{0,60}\b(?:legal|lawful|allowed|discriminat\w*))\b/;

/** A first-person wish to keep some people out: "I don't want tenants who…", "we'd rather not rent to". */
const WANTS_TO_EXCLUDE =
  /\b(?:i|we) (?:don'?t|do not|would rather not|'d rather not|prefer not to|really don'?t) (?:want|rent to|have|take|accept|allow|like)\b|\b(?:i|we) (?:want|need|would like) to (?:keep out|avoid|screen out|filter out|weed out|exclude)\b/;
/** Asking how to do the screening: "how can I filter for that on the application?". */
const HOW_TO_SCREEN =
  /\bhow (?:can|do|could|should|would) (?:i|we) (?:filter|screen|weed|keep|avoid|word|phrase|ask|check|find out|tell|spot|make sure|ensure)\b|\b(?:filter|screen|weed) (?:for|out)\b/;
const ASKS_WHETHER_ALLOWED =
  /\b(?:is (?:it|that|this)|am i|are we|would (?:it|that) be) (?:legal|illegal|allowed|ok(?:ay)?|lawful|discrimination)\b/;

/** Asking what steering is, or whether something is steering: explained, for agents above all. */
const ASKS_ABOUT_STEERING =
  /\b(?:what|which|how|explain|define|examples? of|is (?:it|this|that)|would (?:it|this|that)|does (?:it|this|that)|counts? as|avoid|considered)\b[^?.]*\bsteer(?:ing|ed)?\b|\bsteer(?:ing|ed)?\b[^?.]*\b(?:mean|means|defined|definition|rules?|count|counts|look like|examples?)\b/;

/** Steering someone somewhere: "steer them to", "steer my buyers away from". */
const STEERS_SOMEONE =
  /\bsteer(?:ing)? (?:them|him|her|us|(?:my|the|these|those|our) (?:\w+ ){0,2}\w+|buyers|clients|people)\s+(?:to|toward|towards|into|away from|from)\b/;
/** Asking whether something is allowed, or what counts: a compliance question. */
const ASKS_IF_ALLOWED =
  /\b(?:is (?:it|this|that)|would (?:it|this|that)|does (?:it|this|that)|counts? as|considered|legal|illegal|allowed|lawful|can i|may i|am i allowed)\b/;

/**
 * Someone's treatment of others is the subject: a decision-maker or a decision is named. A buyer's
 * question about their own eligibility ("i'm an immigrant with a green card, can I buy a house", "can
 * I use SSI income to qualify") is not a fair-housing compliance question and keeps its own answer.
 */
const ABOUT_TREATMENT =
  /\b(?:landlords?|agents?|realtors?|brokers?|lenders?|banks?|sellers?|owners?|hoas?|association|(?:condo|co-?op) board|(?:property )?managers?|tenants?|applicants?|renters?|buyers?|residents?|occupants?|roommates?|refus\w*|reject\w*|den(?:y|ied)|turn(?:ed)? (?:down|away)|say no|rent(?:ing)? to|sell(?:ing)? to|evict\w*|charg\w*|requir\w*|ask|accept|allow\w*|advertis\w*|ads?|listings?|limit\w*|restrict\w*|ban|screen\w*|discriminat\w*|obligat\w*|responsib\w*|have to|must|legal\w*|illegal|lawful|steer\w*|accommodat\w*|modifications?|fair housing|harass\w*|makeup|composition|demographics?|appl(?:y|ies|ied|ying|ications?)|occupancy|max(?:imum)? of \d+|caps? (?:it |them )?at \d+)\b/;

/** Asking about the Act's exemptions as such ("does the Mrs. Murphy exemption apply to my duplex?"). */
const ASKS_ABOUT_EXEMPTIONS =
  /\b(?:mrs\.? murphy|(?:small[- ]landlord|owner[- ]occupi\w+|fair housing) exemptions?|exempt(?:ion|ions|ed)? from (?:the )?(?:fair housing|fha)|(?:does|do|would) (?:the )?fair housing(?: act| law| rules?)? (?:apply|cover|count))\b/;

/** Describing who lives in a neighbourhood ("the religious makeup", "what kind of people live there"). */
const DEMOGRAPHICS =
  /\b(?:makeup|make-up|composition|mix|demographics?|breakdown)\b|\bwhat (?:kind|sort|type) of (?:people|families|neighbou?rs)\b|\bwho lives\b/;

/** The subject of a compliance question, when narrower than its class. */
function topicOf(text: string): ComplianceTopic | undefined {
  if (HARASSMENT.test(text)) return 'harassment';
  if (OLDER_PERSONS_HOUSING.test(text)) return 'older-persons';
  if (COMPLIANCE_TOPIC.test(text)) return 'assistance-animal';
  if (DEMOGRAPHICS.test(text)) return 'demographics';
  return undefined;
}

/** A compliance answer for a class, with the subject and the asker's situation when they matter. */
function compliance(text: string, category: ProtectedClass | undefined): FairHousingCheck {
  const situation = readSituation(text);
  // An agent asked by a client to find areas by who lives there: how to answer without steering.
  const topic =
    topicOf(text) ??
    (situation.asker === 'agent' && checkSteering(text).blocked ? 'demographics' : undefined);
  return {
    blocked: true,
    compliance: true,
    ...(category ? { category } : {}),
    ...(topic === 'harassment' ? { harassment: true } : {}),
    ...(topic ? { topic } : {}),
    ...(isNotable(situation) ? { situation } : {}),
  };
}

/**
 * Checks whether a question asks to steer or select by a protected characteristic, or asks what the
 * law allows. With the conversation before it, a short follow-up that names another class ("what about
 * race?") stays in the thread: answered for that class, in the same situation.
 */
/** A business open to the public, whose customers the ADA protects, not the Fair Housing Act. */
const PUBLIC_BUSINESS =
  /\b(?:restaurant|cafe|café|coffee shop|bar|diner|store|shop|boutique|salon|gym|clinic|dental office|practice|dining room|customers?|patrons?|diners|guests at my (?:restaurant|shop|store))\b/;
const HOUSING_WORDS =
  /\b(?:tenants?|landlord|apartments?|units?|lease|leasing|rent(?:al|ers?)?|hoa|condo|housing|residents?|applicants?|home|house)\b/;
const ASSISTANCE_ANIMAL = /\b(?:service|assistance|support|therapy|guide) (?:dogs?|animals?)\b/;

export function checkFairHousing(input: string, history: readonly HistoryTurn[] = []): FairHousingCheck {
  // "a customer came into my restaurant with a service dog": the ADA's rules for businesses, which the
  // knowledge base explains; fair-housing law (and its documentation rules) does not apply there.
  const lower = normalize(input);
  if (ASSISTANCE_ANIMAL.test(lower) && PUBLIC_BUSINESS.test(lower) && !HOUSING_WORDS.test(lower))
    return { blocked: false };
  const asked = withoutDisabilityDenied(input);
  const check = withEveryClass(asked, checkAlone(asked));
  if (check.blocked) return check;
  return fairHousingFollowUp(input, history) ?? check;
}

/**
 * "he says he has no disability, it is just his pet" (rule 108): a pet with no disability claimed is a
 * pet policy's question, lawful to answer, not a disability's; the denial is read out of the question.
 */
function withoutDisabilityDenied(input: string): string {
  const lower = normalize(input);
  if (
    !/\bjust (?:a |his |her |their |the )?(?:pet|dog|cat)\b|\bnot an? (?:service|support|assistance|emotional[- ]support) (?:animal|dog)\b/.test(
      lower,
    )
  )
    return input;
  return lower.replace(
    /\b(?:has|have|had|with|claims?|claimed) no (?:disability|disabilities)\b|\b(?:does not|doesn't|do not|don't|did not|didn't) have (?:a |any )?(?:disability|disabilities)\b|\b(?:is|are|was) not disabled\b|\b(?:isn't|aren't|wasn't) disabled\b/g,
    ' ',
  );
}

/** A refusal names every class the request is about, not only the first one read. */
function withEveryClass(input: string, check: FairHousingCheck): FairHousingCheck {
  // A reader that named the classes itself (ownKindClasses) is not second-guessed: "kids like ours"
  // is about race there, not familial status.
  if (!check.blocked || check.compliance || check.alsoAbout) return check;
  const others = classesIn(normalize(input).replace(SELF_DESCRIPTION, ' ')).filter(
    (c) => c !== check.category,
  );
  if (others.length === 0) return check;
  return check.category
    ? { ...check, alsoAbout: others }
    : { ...check, category: others[0], alsoAbout: others.slice(1) };
}

function checkAlone(input: string): FairHousingCheck {
  const check = checkNamedClasses(input);
  if (check.blocked) return check;
  // "the right kind of neighbors, if you know what I mean": steering in code names no class, and is
  // refused all the same.
  const text = input.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  return CODED_STEERING.test(text) && PLACE_OR_PEOPLE.test(text) ? { blocked: true, coded: true } : check;
}

function normalize(input: string): string {
  return input
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ');
}

function checkNamedClasses(input: string): FairHousingCheck {
  const text = normalize(input);
  // What steering is, or whether something counts: the agent's explanation, not a refusal.
  // "which blocks should I steer them to?" asks for the steering itself, not about it.
  // Asked with a class ("steer my hispanic clients toward") it is refused; with none, what steering
  // is, and that it is illegal, is the answer.
  const asksToSteer = STEERS_SOMEONE.test(text) && !ASKS_IF_ALLOWED.test(text);
  const steeredClass = asksToSteer ? classOf(text) : undefined;
  if (ASKS_ABOUT_STEERING.test(text) && !steeredClass)
    return { ...compliance(text, classOf(text)), topic: 'steering' };
  // Choosing tenants or buyers by a class through an ad, screening, showing or pricing: refused with
  // the lawful way to do that part, or answered when it asks only whether it is allowed.
  const selection = readSelection(text);
  // A pretext to turn someone down, or a preference kept hidden, is refused however it is asked.
  const covert = pretextClasses(text);
  if (covert.length > 0)
    return {
      blocked: true,
      category: covert[0],
      ...(covert.length > 1 ? { alsoAbout: covert.slice(1) } : {}),
      channel: selection?.channel ?? 'choice',
    };
  // "households with children can only live in ground-floor units": segregating within housing.
  const confined = confinesToPartOfHousing(text);
  if (confined && !ASKS_IF_ALLOWED.test(text))
    return { blocked: true, category: confined, channel: 'choice' };
  if (selection)
    return selection.asksPermission
      ? compliance(text, selection.category)
      : { blocked: true, category: selection.category, channel: selection.channel };
  // Running housing for older persons (a board converting to 55+, a developer, a landlord): what the
  // law requires is answered under familial status, and "55+", "62+" and "80%" are its rules, not
  // figures to compute with.
  // "how does the 80% rule work": the rules explained, not a verdict on something the asker may do.
  if (runsOlderHousing(text))
    return {
      ...compliance(text, 'familial status'),
      ...((EXPLAINS_RULE.test(text) &&
        !ASKS_IF_ALLOWED.test(text) &&
        !COMPLIANCE_FORM.test(text) &&
        !/\blegal\w*|\ballowed\b|\bpermitted\b/.test(text)) ||
      asksAsOutsider(text)
        ? { explains: true }
        : {}),
    };
  // "we're asian and want a neighborhood that stays mostly asian": one's own class, wanted around one.
  const ownKind = ownKindClasses(text);
  if (ownKind.length > 0) return { blocked: true, category: ownKind[0], alsoAbout: ownKind.slice(1) };
  // "which districts are whiter? rank them", "the most diverse areas so I can avoid them".
  if (ranksPlacesByRace(text) && !ASKS_IF_ALLOWED.test(text))
    return { blocked: true, category: 'race or color' };
  const excluded = EXCLUSION_INTENT.test(text)
    ? conceptClass(text.replace(SELF_DESCRIPTION, ' '))
    : undefined;
  if (excluded) return { blocked: true, category: excluded };
  if (steeredClass) return { blocked: true, category: steeredClass };
  if (ASKS_ABOUT_EXEMPTIONS.test(text)) {
    const check = compliance(text, conceptClass(text));
    return check.category ? check : { ...check, topic: 'exemptions' };
  }
  // "I don't want tenants who recently immigrated… how can I filter for that?": how to do it, asked
  // by someone who has said they want to, is no question of whether it is allowed.
  if (WANTS_TO_EXCLUDE.test(text) && HOW_TO_SCREEN.test(text) && !ASKS_WHETHER_ALLOWED.test(text)) {
    const wanted = conceptClass(text.replace(SELF_DESCRIPTION, ' ')) ?? classesIn(text)[0];
    if (wanted) return { blocked: true, category: wanted };
  }
  if (COMPLIANCE_FORM.test(text) && ABOUT_TREATMENT.test(text)) {
    const topical = COMPLIANCE_TOPIC.test(text) ? 'disability' : undefined;
    const steering = checkSteering(text);
    // A class the question names as a group or by concept; "all adults in the household" names none.
    const mentioned = steering.blocked ? steering.category : classesIn(text)[0];
    if (topical || mentioned) return compliance(text, topical ?? mentioned ?? 'familial status');
  }
  // "areas without group homes": keeping away from where people with disabilities live.
  if (avoidsDisabilityHousing(text)) return { blocked: true, category: 'disability' };
  const steering = checkSteering(text);
  if (steering.blocked) return steering;
  // Who the asker is ("as a single woman", "we're a family of five") is not whom they would pick.
  const concept = conceptClass(
    text
      .replace(SELF_DESCRIPTION, ' ')
      .replace(/\b(?:as an?|i am an?|i'm an?|we are an?|we're an?)(?: [a-z']+){1,3}/g, ' '),
  );
  if (!concept) return steering;
  if (COMPLIANCE_INTENT.test(text) && ABOUT_TREATMENT.test(text)) return compliance(text, concept);
  if (STEERING_INTENT.test(text) && PLACE_OR_PEOPLE.test(text)) return { blocked: true, category: concept };
  return steering;
}

function checkSteering(input: string): FairHousingCheck {
  const text = input.replace(SELF_DESCRIPTION, ' ');
  for (const { re, category, needsContext } of PATTERNS) {
    const m = re.exec(text);
    if (!m) continue;
    if (needsContext && !HOUSING_CONTEXT.test(text)) continue;
    // The words matched name the class: "white families" is race even though "families" is familial.
    const named = categoryOf(m[0]);
    const found = named && named !== 'familial status' ? named : (category ?? named);
    // Lawful senior housing: "adults only 55+ community".
    if (found === 'familial status' && SENIOR_HOUSING.test(text)) continue;
    return { blocked: true, category: found ?? 'familial status' };
  }
  return { blocked: false };
}

/** A class named by its legal name or a plain word for it, as a follow-up names it ("and religion?"). */
const CLASS_NAMES: readonly (readonly [ProtectedClass, RegExp])[] = [
  ['race or color', /\b(?:race|racial|colou?r|skin)\b/],
  ['religion', /\breligio\w*|\bfaith\b/],
  [
    'national origin',
    /\b(?:national origin|nationality|ethnicity|ethnic|ancestry|immigrants?|immigration|citizenship|language|accents?)\b/,
  ],
  ['sex', /\b(?:sex|gender|sexual orientation|gender identity|gay|lesbian|transgender|lgbtq?)\b/],
  ['disability', /\b(?:disab\w*|handicap\w*|wheelchairs?|service (?:animals?|dogs?)|emotional support)\b/],
  ['familial status', /\b(?:familial(?: status)?|kids|children|families|pregnan\w*)\b/],
  ['source of income', /\b(?:source of income|vouchers?|section ?8)\b/],
  ['age', /\b(?:age|ages|older|elderly|seniors|retirees|young)\b/],
];

/** Leans on the message before: "what about…", "and…?", "same for…", "does that apply to…". */
const FOLLOW_UP_CUE =
  /^\W*(?:(?:ok(?:ay)?|and|but|so|also|or|then)\b,?\s*)*(?:what about|how about|what if|and|or|same (?:for|with|goes for|thing for|question for)|does (?:that|this|it|the same)(?: also)? (?:apply|go|hold|work)|is (?:that|it) (?:the same|different)|would (?:that|it) (?:be )?(?:the same|different)|also|now)\b/;

const FAIR_HOUSING_ANSWER = /What fair-housing law allows|I can't help with that part/;

/**
 * "what about race?" after a compliance answer: the same question for another class, in the same
 * situation (the owner-occupied duplex, the agent's buyers). After a refusal, the same refusal for it.
 */
export function fairHousingFollowUp(input: string, history: readonly HistoryTurn[]): FairHousingCheck | null {
  const text = normalize(input);
  if (text.split(' ').length > 14) return null;
  const last = history.at(-1);
  const asked = history.at(-2);
  if (last?.role !== 'assistant' || asked?.role !== 'user' || !FAIR_HOUSING_ANSWER.test(last.text))
    return null;
  if (!FOLLOW_UP_CUE.test(text) && text.split(' ').length > 4) return null;
  const category = CLASS_NAMES.find(([, re]) => re.test(text))?.[0] ?? classOf(text);
  if (!category) return null;
  const before = checkFairHousing(asked.text, history.slice(0, -2));
  if (!before.blocked) return null;
  if (!before.compliance)
    return { blocked: true, category, ...(before.channel ? { channel: before.channel } : {}) };
  // The subject carries over when it is not particular to the earlier class (assistance animals and
  // harassment are).
  const topic = before.topic === 'demographics' || before.topic === 'steering' ? before.topic : undefined;
  return {
    blocked: true,
    compliance: true,
    category,
    ...(topic ? { topic } : {}),
    ...(before.situation ? { situation: before.situation } : {}),
  };
}

/** The refusal's lawful alternatives, by the part of the process a request to choose people was about. */
const SELECTION_HELP: Record<SelectionChannel, string[]> = {
  ad: [
    '**Describe the property, not the people**: size, bedrooms, layout, stairs or elevator, parking, yard, storage, soundproofing, nearby transit and shops ("third-floor walk-up", "quiet street", "no yard")',
    '**State the rules that apply to everyone**: rent, deposit, lease length, pet and smoking rules, quiet hours, and your written screening criteria',
  ],
  screening: [
    '**The same written criteria for everyone**: income (for example 3× the rent), credit, rental history and references, applied in the order applications arrive and documented',
  ],
  showing: [
    '**Show to everyone who asks**: the same showings, information and follow-up for every prospect, and for agents, every listing that fits the client’s stated price, size and location',
  ],
  pricing: [
    '**One price list for everyone**: the same rent, deposit and fees for every household (assistance animals carry no pet fee)',
  ],
  choice: [
    '**The same written criteria for everyone**: income, credit, rental history and references for tenants; price, terms and financing for buyers’ offers',
  ],
};

/** Lawful ways to fill a unit or sell a home, offered with every refusal to choose people by a class. */
const LAWFUL_SELECTION = [
  '**The same written criteria for everyone**: income (for example 3× the rent), credit, rental history and references, applied in order and documented',
  '**Occupancy limits set by law**: a neutral limit per bedroom from your local code (HUD’s rule of thumb is about two people per bedroom), applied to every household',
  '**55+ housing**: only a community that qualifies under the Housing for Older Persons Act (62+ for all residents, or 55+ in at least 80% of units with published policies) may limit residents by age',
];

const SELECTION_EXAMPLE: Record<SelectionChannel, string> = {
  ad: 'Write a listing for my 2-bedroom duplex unit: 900 sq ft, off-street parking, quiet street, $1,650/month, no smoking',
  screening: 'What written screening criteria should I use for rental applicants?',
  showing: 'How should I schedule showings for my rental fairly?',
  pricing: 'How do I set the rent for my 2-bedroom?',
  choice: 'What written screening criteria should I use for rental applicants?',
};

const SELECTION_HEADING: Record<SelectionChannel, string> = {
  ad: "### I can't help with that part of the ad",
  screening: "### I can't help with that part of the screening",
  showing: "### I can't help with that part of the showings",
  pricing: "### I can't help with that part of the pricing",
  choice: "### I can't help with that part of choosing tenants or buyers",
};

/** The classes a refusal is about, each in bold; steering in code is said to stand for the usual ones. */
function classesNote(check: FairHousingCheck): string {
  const named = [check.category, ...(check.alsoAbout ?? [])].filter(
    (c): c is ProtectedClass => c !== undefined,
  );
  if (named.length > 1)
    return ` (here, ${named.map((c) => `**${c}**`).join(' and ')}${named.some((c) => STATE_LAW_CLASSES.has(c)) ? '; source of income and age are protected by many states and cities rather than the federal Act' : ''})`;
  if (named.length === 0 && check.coded)
    return ' (phrases like "the right kind of people" are widely read as code for **race or color**, **national origin** or **religion**)';
  return classNote(check.category);
}

function classNote(category: ProtectedClass | undefined): string {
  if (!category) return '';
  return STATE_LAW_CLASSES.has(category)
    ? ` (here, **${category}**: not in the federal Act, but protected in ${category === 'age' ? 'several states and cities (among them New York, Massachusetts, Illinois and the District of Columbia)' : 'many states and cities (among them Washington, California, New York, New Jersey, Oregon and Massachusetts)'}, so it depends on where the property is)`
    : ` (here, **${category}**, a protected class)`;
}

/** The refusal of a request to choose tenants or buyers by a class, with the lawful way to do it. */
function renderSelectionRefusal(check: FairHousingCheck, channel: SelectionChannel): string {
  const help = [...SELECTION_HELP[channel], ...LAWFUL_SELECTION].filter(
    (item, i, all) => all.findIndex((x) => x.slice(0, 30) === item.slice(0, 30)) === i,
  );
  return `${SELECTION_HEADING[channel]}

I can't help word an ad, set screening, or show or price a home so that it keeps out, discourages or favours people because of who they are${classesNote(check)}. The federal Fair Housing Act bars refusing, discouraging or setting different terms because of race, color, religion, national origin, sex, disability or familial status, and it covers the words of an ad too, coded ones included ("adults only", "perfect for a single professional", "no wheelchairs", "must speak fluent English", "Christian household preferred").

**What I can help with instead**

${help.map((h) => `- ${h}`).join('\n')}

For example: \`${SELECTION_EXAMPLE[channel]}\`
`;
}

/** The polite refusal, the legal reason, and lawful ways to narrow a search. */
export function renderFairHousingAnswer(check: FairHousingCheck): string {
  if (check.compliance) return renderComplianceAnswer(check);
  if (check.channel) return renderSelectionRefusal(check, check.channel);
  const about = classesNote(check);
  return `### I can't help with that part of the search

I can't recommend, rank or avoid neighborhoods, buyers or tenants based on who lives there or who they are${about}. The federal Fair Housing Act prohibits discrimination and "steering" in housing because of race, color, religion, national origin, sex, disability or familial status, and many states and cities protect more groups.

**What I can help with instead**

- **Schools**: district boundaries and published school ratings and test results
- **Commute**: drive, transit and walking times to your work or other places you go often
- **Amenities**: parks, grocery stores, healthcare, restaurants, trails and other things you want nearby
- **Places you name**: homes near a church, synagogue, mosque or temple, a community centre or a school you choose
- **Price and affordability**: what fits your budget, taxes and HOA dues in each area
- **Home features**: size, layout, bedrooms, yard, accessibility features and condition
- **Safety**: official crime statistics from local police departments, which you can review yourself
- **Tenant screening**: the same written criteria for every applicant (income, credit, rental history, references)

For example: \`Which neighborhoods have good schools and a short commute to downtown under $500k?\`
`;
}

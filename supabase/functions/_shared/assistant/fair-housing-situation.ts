// Who is asking a fair-housing compliance question, and the facts that change the answer: an agent
// has no exemption and must not characterise neighbourhoods; a lender answers to § 3605 and ECOA; a
// seller chooses among offers; an association or a developer setting up 55+ housing each has its own
// steps; a landlord who lives in a building of four units or fewer is exempt
// from most of the Act (the "Mrs. Murphy" exemption), though never from its advertising rule or from
// § 1982 for race. A practitioner found owner-occupied duplex landlords told a flat "No".

export type Asker = 'agent' | 'seller' | 'lender' | 'association' | 'developer';

export interface Situation {
  /** Whose conduct the question is about, when it is not a landlord's (the default). */
  asker?: Asker;
  /** The owner lives in a building of two to four units, or rents rooms in their own home. */
  ownerOccupied?: true;
  /** A roommate who shares the asker's own living space (kitchen, bathroom): sex may be chosen. */
  sharedLiving?: true;
  /** The question asks whether the asker must allow or accept something ("do I have to allow it?"). */
  asksDuty?: true;
}

/** "do I have to allow it", "must we accept", "am I required to let them", "is a ramp mandatory". */
const DUTY =
  /\b(?:do|does|would|will) (?:i|we|the landlord|a landlord|landlords|they|the owner|the hoa|the board|my landlord|the seller) (?:really )?(?:have to|need to|got to|gotta)\b|\b(?:have to|has to|must(?: (?:i|we|they|the landlord|a landlord|landlords|the owner|the hoa|the board))?|required to|obligated to|obliged to|forced to|legally need to) (?:allow|accept|let|permit|make|rent|grant|approve|agree|pay for|install|take|honou?r)\b|\b(?:am i|are we|is the landlord|is a landlord|is the owner) (?:legally )?(?:required|obligated|obliged|forced)\b|\bis (?:it|that|this) (?:legally )?(?:required|mandatory)\b/;

const SHARED_LIVING =
  /\b(?:roommates?|room ?mates?|housemates?|flatmates?|(?:a|the|my|spare) room (?:in|of) (?:my|our|the) (?:own )?(?:house|home|apartment|condo|place)|share (?:my|our|the) (?:own )?(?:home|house|apartment|condo|kitchen|bathroom|living space))\b/;

const AGENT =
  /\b(?:as (?:an? |the |their |his |her |your )?(?:agent|realtor|broker|listing agent|buyers?'? agent|buyer's agent|leasing agent|real estate agent|licensee)|(?:i'm|i am|im) (?:an? |the )?(?:agent|realtor|broker|listing agent|buyer'?s? agent|leasing agent|real estate agent|licensee)|(?:can|may|should|must|could) (?:an? |the )?(?:agent|realtor|broker|listing agent)s?|agents? (?:can|may|must|should)|(?:my|our) (?:buyers?|clients?|sellers?)\b|(?:tell|show|give|send) (?:my |the |our )?(?:buyers?|clients?)|(?:buyers?|clients?) (?:ask(?:s|ed)?|want(?:s|ed)?|wants to know))\b/;
const LENDER =
  /\b(?:lenders?|loan officers?|mortgage (?:brokers?|companies|company|application|approval|lenders?|underwrit\w*)|underwrit\w*|the bank|a bank|banks|credit union|(?:deny|denied|approve|approved) (?:me |us |my |our )?(?:for )?(?:a |the )?(?:loan|mortgage)|interest rate|loan terms)\b/;
const SELLER =
  /\b(?:as (?:a |the )?sellers?|(?:i'm|i am|we're|we are) selling|sell(?:ing)? (?:my|our) (?:own )?(?:house|home|condo|place|property)|(?:an? |the |my |our )?sellers? (?:refuse|reject|choose|pick|prefer|turn down|decline|accept|want)|(?:choose|pick|accept|reject|refuse|decline|turn down) (?:an? |the |their |his |her )?offers?|offers? from)\b/;

/** An HOA, condo or co-op board, or an owners' association, deciding for a community. */
const ASSOCIATION =
  /\b(?:hoas?|(?:homeowners'?|condo|condominium|co-?op|owners'?|community|property owners'?|neighbou?rhood) associations?|(?:condo|condominium|co-?op|hoa|association) boards?|(?:our|the|my) board|boards? (?:wants?|voted|is|are|members?)|owners'? associations?|community associations?|poa|(?:the|our) association)\b/;
/** A developer or builder planning a community not yet built or sold. */
const DEVELOPER =
  /\b(?:developers?|home ?builders?|builders?|(?:we're|we are|i'm|i am) (?:building|developing|planning to build)|(?:build|building|develop|developing) (?:a|an|our|the|this) (?:new )?(?:\w+ ){0,2}(?:community|subdivision|complex|building|project|development)|new (?:development|subdivision|build|construction community))\b/;

/**
 * The owner lives in the building, which has four units or fewer: "I live in one side of my duplex",
 * "owner-occupied triplex", "I rent out the basement of my house", "we live upstairs".
 */
const OWNER_OCCUPIED =
  /\b(?:owner[- ]occupied|(?:i|we) (?:also )?(?:live|stay|reside|occupy)(?: in| on)? (?:one (?:side|half|unit|of the units|of them|apartment|floor)|the other (?:side|half|unit)|(?:the )?(?:upstairs|downstairs|top|bottom|front|back|rear|main|first|second|ground|garden)(?: floor| unit| half| apartment)?|half|the (?:basement|main house))|(?:i|we) (?:live|stay) (?:there|in it|on (?:the )?(?:property|premises))|(?:live|living) in (?:the )?(?:other|one) (?:side|half|unit)|house[- ]?hack\w*|rent(?:ing)? (?:out )?(?:a |the |my |our )?(?:spare )?(?:room|rooms|basement|basement unit|attic|in-law (?:suite|unit)|mother[- ]in[- ]law (?:suite|unit)|adu) (?:in|of|at) (?:my|our) (?:own )?(?:home|house|place)|(?:in|of) the (?:house|home|place|apartment) (?:i|we) (?:live|stay) in|(?:mrs\.? murphy|small[- ]landlord|owner[- ]occupant|owner[- ]occupied) exemption)\b/;

export function readSituation(text: string): Situation {
  const situation: Situation = {};
  // The lender's conduct is named ("can a lender…", "the bank denied me…"); an agent who mentions a
  // buyer's loan is still an agent.
  const asker =
    LENDER.test(text) && !AGENT.test(text)
      ? 'lender'
      : AGENT.test(text)
        ? 'agent'
        : SELLER.test(text)
          ? 'seller'
          : ASSOCIATION.test(text)
            ? 'association'
            : DEVELOPER.test(text)
              ? 'developer'
              : undefined;
  if (asker) situation.asker = asker;
  // A room in one's own home is also the small-landlord case.
  if (SHARED_LIVING.test(text)) situation.sharedLiving = true;
  if (situation.sharedLiving || OWNER_OCCUPIED.test(text)) situation.ownerOccupied = true;
  if (DUTY.test(text)) situation.asksDuty = true;
  return situation;
}

/** Whether a situation says anything beyond the default (a landlord's question). */
export function isNotable(situation: Situation | undefined): situation is Situation {
  return Boolean(
    situation && (situation.asker || situation.ownerOccupied || situation.sharedLiving || situation.asksDuty),
  );
}

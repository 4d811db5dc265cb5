// Two kinds of steering that name no one to keep out in the usual words (docs/assistant.md rule 50):
// the asker states their own protected characteristic and wants the area to match it ("we're asian and
// want a neighborhood that stays mostly asian", "schools with kids like ours, we're black"), and
// disability in code: homes where people with disabilities live, asked to be far from ("areas without
// group homes", "no sober living homes on our street").

import {
  categoryOf,
  ORIGIN_ADJ,
  RACE_ORIGIN_ADJ,
  RELIGION_ADJ,
  type ProtectedClass,
} from './fair-housing-classes.ts';

/** Adjectives (and their plurals: "koreans", "catholics") naming race, colour, religion or national origin. */
const KIND = `(?:african[- ]american|${RELIGION_ADJ}|${RACE_ORIGIN_ADJ}|${ORIGIN_ADJ})s?`;
/** The classes this concept covers: who people are, not their households (familial status) or sex. */
const LIKENESS_CLASSES: ReadonlySet<ProtectedClass> = new Set([
  'race or color',
  'religion',
  'national origin',
]);

/** The asker saying who they are: "we're asian", "I'm a black woman", "as a muslim family", "our family is jewish". */
const KINDS = `(${KIND}(?:(?:,? and |, | & |/)${KIND})*)`;
const SELF_STATED = new RegExp(
  `\\b(?:(?:we(?:'re| are)|were|i(?:'m| am)|im|being)\\s+(?:a |an )?|as (?:a|an) )(?:\\w+ )?${KINDS}\\b|(?:^|[,.;:!?(]\\s*)(?:a |an )?${KINDS} (?:family|couple|household)(?: here)?\\b|\\b(?:our|my) (?:family|household|kids|children|husband|wife|spouse|partner) (?:is|are) (?:\\w+ )?${KINDS}\\b|\\b(?:our|my) (${KIND}) (?:family|household|kids|children)\\b`,
  'g',
);

/**
 * The people an agent or landlord acts for, stated the same way ("my clients are korean", "the buyers
 * are from india", "they're originally from mexico"): their origin, wished for in the area, is steering
 * as much as the asker's own.
 */
const WHO =
  "(?:we(?:'re| are)|were|i(?:'m| am)|im|they(?:'re| are)|(?:my|our|the|these|this) (?:clients?|buyers?|customers?|renters?|tenants?|applicants?|couple|family|families|parents|in-laws|grandparents|relatives|mom and dad)(?: here)? (?:are|is))";
const CLIENTS_STATED = new RegExp(
  `\\b(?:my|our|the|these|this) (?:clients?|buyers?|customers?|renters?|tenants?|applicants?)(?: here)? (?:are|is) (?:\\w+ )?${KINDS}\\b`,
  'g',
);
const FROM_ABROAD = new RegExp(
  `\\b${WHO} (?:originally |all |(?:moving|coming|immigrating|relocating|emigrating)(?: here| over)? )?from (?!here\\b|out of (?:state|town)\\b|the (?:area|city|suburbs|country)\\b)[a-z]+`,
);

/** Amenities and places a group is named by: being near them is a lawful choice of place. */
const NAMED_PLACE_AFTER =
  '(?!\\s+(?:church|churches|parish|synagogues?|temples?|mosques?|schools?|grocer\\w*|markets?|stores?|shops?|restaurants?|food|baker\\w*|cent(?:er|re)s?|community cent\\w+|services|mass|cuisine))';

/**
 * Placing people where others like them are: fitting in, feeling comfortable, "folks who look like
 * them", where a group clusters, "a big indian community". Said of a group named by who they are, it
 * is steering even when the asker is not one of them.
 */
const PLACED_AMONG_LIKE = [
  `\\b(?:fit|fits|fitting|blend|blends|blending) (?:right )?in(?:to)?\\b|\\b(?:won't|wouldn't|don't|not) stand out\\b|\\bfeel (?:the )?(?:more|most|really|very|right|best)? ?(?:at home|comfortable|welcome|accepted)\\b`,
  // "where people are like them", "folks who look like them", "neighbors that look like him"
  `\\b(?:people|folks|neighbou?rs|others|residents|families|everyone|faces) (?:who |that )?(?:are|look|looks|seem) (?:just |more )?like (?:them|him|her|us|me|themselves)\\b|\\blook(?:s)? like (?:them|him|her|us|me)\\b|\\b(?:people|folks|neighbou?rs|families) like (?:them|him|her)\\b`,
  // "where do most of the indian families live": where a named group lives, asked to place someone.
  `\\bwhere (?:do |does )?(?:the )?most (?:of (?:the )?)?${KIND} (?:\\w+ )?(?:live|reside|settle)\\b`,
  // "where asian families tend to cluster", "a big indian community", "concentrated in"
  `\\b(?:cluster|clusters|clustered|clustering|congregate|congregates|concentrated|concentrate|concentrates|tend to (?:live|settle|move|buy))\\b|\\b(?:big|large|strong|sizable|sizeable|thriving|established|growing|tight-knit|huge) (?:\\w+ )?(?:${KIND}) (?:community|communities|population|presence|enclave)\\b`,
].join('|');
const PLACED_AMONG_LIKE_RE = new RegExp(PLACED_AMONG_LIKE);
/** An agent asking how to answer such a request is asking about the law (fair-housing-compliance.ts). */
const ASKS_HOW_TO_RESPOND = /\bhow (?:should|do|can|would) (?:i|we) (?:respond|answer|reply|handle)\b/;

/** Wanting the people around to be like oneself, or the area to stay as it is. */
const LIKENESS = new RegExp(
  [
    // "kids like ours", "people like us", "neighbors just like me"
    `\\b(?:kids|children|students|classmates|neighbou?rs|people|folks|famil(?:y|ies)|others|residents|communit(?:y|ies)|households|faces|crowd) (?:just |exactly )?like (?:us|ours|me|mine|ourselves|myself|our (?:kids|family|own))\\b`,
    // "stays mostly asian", "remain white"
    `\\b(?:stays?|staying|remains?|remaining|keeps? being|still) (?:mostly |predominantly |majority |largely |mainly |primarily |all |very )?${KIND}\\b${NAMED_PLACE_AFTER}`,
    // "other koreans", "lots of hispanic families", "mostly jewish"
    `\\b(?:other|fellow|more|lots of|a lot of|plenty of|many|mostly|predominantly|largely|mainly|majority|heavily) ${KIND}\\b${NAMED_PLACE_AFTER}`,
    // "where koreans live", "where most people are muslim"
    // "where do most of the indian families live", "where the korean families are"
    `\\bwhere (?:do |does |did )?(?:the )?(?:other |more |fellow |lots of |many |most )?(?:of (?:the )?)?${KIND} (?:\\w+ )?(?:live|are|reside|settle)\\b`,
    `\\bmost (?:of the )?(?:neighbou?rs|people|residents|families|kids|students|homeowners) (?:are|being|would be) ${KIND}\\b`,
    // "our own kind", "the same background", "where we'd fit in"
    `\\b(?:our|my|their) own (?:kind|people|community|culture)\\b`,
    `\\b(?:same|similar|shared) (?:race|ethnicity|ethnic background|background|culture|faith|religion|heritage|beliefs)\\b`,
    // "neighbors who share our faith", "people who share my religion"
    `\\bshar(?:e|es|ing) (?:our|my|their|the same|a) (?:race|ethnicity|ethnic background|background|culture|faith|religion|heritage|beliefs|values)\\b`,
    PLACED_AMONG_LIKE,
  ].join('|'),
);

/** People named by who they are, as the ones being placed: "a black couple", "latino family", "my korean clients". */
const NAMED_GROUP = new RegExp(
  `\\b${KINDS} (?:\\w+ )?(?:family|families|couples?|clients?|buyers?|people|folks|households?|renters?|tenants?|residents|kids|children|students|professionals?|transplants?|newcomers|men|women|man|woman|guy|guys|grad students)\\b|\\b(?:the |my |our )?(?:clients?|buyers?|family|couple) (?:is|are) ${KINDS}\\b`,
  'g',
);

/** The likeness classes a named kind stands for; hispanic and latino people are a national origin too. */
function kindClasses(kinds: string): ProtectedClass[] {
  const found: ProtectedClass[] = [];
  for (const kind of kinds.split(/,? and |, | & |\//)) {
    const category = categoryOf(kind);
    if (category && LIKENESS_CLASSES.has(category)) found.push(category);
    if (/\b(?:hispanic|latin[oax])/.test(kind)) found.push('national origin');
  }
  return found;
}

/**
 * The classes of a request to live among one's own kind: the characteristic the asker states
 * ("we're catholic") with a wish that the area or its people match it. Stating who one is with any
 * other question ("we're a black family, what are good school districts in atlanta", "we're catholic,
 * which areas are near a catholic church") is lawful and gets its answer.
 */
export function ownKindClasses(text: string): ProtectedClass[] {
  if (!LIKENESS.test(text)) return [];
  const found = new Set<ProtectedClass>();
  for (const m of text.matchAll(SELF_STATED)) {
    // "I'm black and catholic": each characteristic stated.
    for (const kind of (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').split(/,? and |, | & |\//)) {
      const category = categoryOf(kind);
      if (category && LIKENESS_CLASSES.has(category)) found.add(category);
    }
  }
  for (const m of text.matchAll(CLIENTS_STATED)) {
    for (const kind of (m[1] ?? '').split(/,? and |, | & |\//)) {
      const category = categoryOf(kind);
      if (category && LIKENESS_CLASSES.has(category)) found.add(category);
    }
  }
  // "my clients are from india and want to live where other indian families live": where they come
  // from, and the same people wished for around them.
  if (found.size === 0 && FROM_ABROAD.test(text)) {
    const kind = new RegExp(KIND).exec(LIKENESS.exec(text)?.[0] ?? '')?.[0];
    const category = kind ? categoryOf(kind.replace(/s$/, '')) : undefined;
    if (category && LIKENESS_CLASSES.has(category)) found.add(category);
  }
  // "which areas would a black couple feel comfortable in", "where do asian families tend to cluster":
  // a group named by who they are, placed where others like them live, is steering all the same.
  if (PLACED_AMONG_LIKE_RE.test(text) && !ASKS_HOW_TO_RESPOND.test(text))
    for (const m of text.matchAll(NAMED_GROUP)) {
      for (const category of kindClasses(m[1] ?? m[2] ?? '')) found.add(category);
    }
  // "neighbors who share our faith": the likeness names its class when the asker names none.
  if (found.size === 0 && /\b(?:faith|religion|religious|beliefs)\b/.test(LIKENESS.exec(text)?.[0] ?? ''))
    found.add('religion');
  return [...found];
}

/** Homes for people with disabilities (recovery from addiction and mental illness included), and the people. */
const DISABILITY_RESIDENCES =
  '(?:group (?:homes?|houses?|living)|halfway (?:houses?|homes?)|sober[- ]living(?: (?:homes?|houses?|facilit(?:y|ies)|residences?))?|recovery (?:homes?|houses?|residences?|cent(?:er|re)s?)|rehabs?(?: (?:cent(?:er|re)s?|facilit(?:y|ies)|houses?))?|(?:drug|addiction|psychiatric|mental health) (?:treatment )?(?:facilit(?:y|ies)|cent(?:er|re)s?|homes?|hospitals?|patients?)|supportive housing|special[- ]needs (?:housing|homes?|residents?|people|kids|adults)|homes? for (?:the )?(?:disabled|mentally ill|handicapped)|(?:mentally ill|disabled|handicapped|autistic|schizophrenic) (?:people|persons|folks|residents|neighbou?rs|tenants|adults|kids)|people (?:with|who have) (?:disabilities|mental illness(?:es)?|autism|schizophrenia|addictions?)|(?:recovering )?addicts|people in recovery|the mentally ill|the disabled)';

/** Wanting to be away from them: none nearby, not next to, keep out. */
const AVOID =
  "(?:no|none|zero|without(?: any)?|free of|fewer|not (?:near|next to|close to|by|around)(?: any)?|nowhere near(?: any)?|away from(?: any)?|far from(?: any)?|stay away from|avoid\\w*(?: any)?|keep(?:ing)? (?:out )?(?:any )?|(?:don't|do not|dont|wouldn't|would not|won't) want(?: to (?:live|be))?(?: (?:near|next to|around|by|close to))?(?: any)?|(?:rather|prefer(?: to)?) not (?:live |be )?(?:near|around|next to|by)(?: any)?|get rid of(?: any)?|ban(?:ning)?)";

const AVOIDS_DISABILITY_HOUSING = new RegExp(
  `\\b${AVOID} (?:\\w+ )?${DISABILITY_RESIDENCES}\\b|\\b${DISABILITY_RESIDENCES} (?:are |is )?(?:out|away|not (?:nearby|around|near(?: us| here)?|on (?:our|my|the) (?:street|block)|in (?:the|our|my) (?:area|neighbou?rhood|building|street)))\\b`,
);

/**
 * Keeping away from where people with disabilities live ("areas without group homes", "not near any
 * halfway houses", "no sober living homes on our street"): disability steering, in code. Finding such
 * a home, or what one is ("are there sober living homes in phoenix for my son"), is not.
 */
export function avoidsDisabilityHousing(text: string): boolean {
  return AVOIDS_DISABILITY_HOUSING.test(text);
}

// Fair-housing guardrail: detects requests to steer toward/away from neighbourhoods, or to pick or reject
// buyers and tenants, by a protected characteristic under the federal Fair Housing Act (race, color,
// religion, national origin, sex, disability, familial status). Mentioning a family, a wheelchair or
// children is fine; selecting or excluding people or places because of them is not.

export const PROTECTED_CLASSES = [
  'race or color',
  'religion',
  'national origin',
  'sex',
  'disability',
  'familial status',
  // Not in the federal Act, but protected by many states and cities (Washington, California, New
  // York, New Jersey, Oregon, Colorado, Illinois, Massachusetts and others): housing vouchers.
  'source of income',
] as const;
export type ProtectedClass = (typeof PROTECTED_CLASSES)[number];

export interface FairHousingCheck {
  blocked: boolean;
  /** The characteristic the request was about, when blocked. */
  category?: ProtectedClass;
  /** A landlord's or agent's question about what the law allows: answered, not refused. */
  compliance?: boolean;
  /** The compliance question is about harassment (by staff, neighbours or the landlord). */
  harassment?: boolean;
}

const HARASSMENT =
  /\bharass\w*|\bsexual(?:ly)? (?:comments?|advances?|remarks?|favors?)|\bquid pro quo\b|\bhostile (?:environment|housing)\b/;

const GROUPS: Record<ProtectedClass, string> = {
  'race or color':
    '(?:white|black|brown) (?:people|persons|families|folks|residents|neighbou?rs|population|tenants|buyers|renters|households)|whites|blacks|african[- ]americans?|asians?|asian[- ]americans?|hispanics?|latinos?|latinas?|latinx|caucasians?|arabs?|minorit(?:y|ies)|people of colou?r|non[- ]whites?|ethnic(?:ities|ity| groups?| people)|native americans?|indigenous',
  religion:
    'christians?|jews|jewish(?: people| families)?|muslims?|islamic|catholics?|protestants?|hindus?|sikhs?|buddhists?|mormons?|atheists?|evangelicals?|religious (?:people|groups?|families)|churchgoers',
  'national origin':
    "immigrants?|foreigners?|foreign(?:[- ]born)?(?: people| families| buyers| tenants)?|refugees?|mexicans?|chinese(?: people| families| buyers)?|indians(?! ?river)|somalis?|haitians?|nationalit(?:y|ies)|non[- ]english speakers|people who (?:don't|do not) speak english|undocumented|illegals?|migrants?",
  sex: 'men|women|males?|females?|gays?|lesbians?|transgender(?: people)?|trans people|lgbtq?\\+?|queer(?: people)?|single (?:men|women|males|females)|(?:guys|girls) only',
  disability:
    'disabled(?: people| tenants| persons)?|disabilit(?:y|ies)|handicapped|people in wheelchairs|wheelchair users?|(?:tenants?|people|someone|anyone|applicants?) (?:in|with|using) (?:a )?wheelchairs?|mentally ill|mental (?:illness|health (?:issues|conditions))|(?:service|support|assistance) (?:animals?|dogs?)|hiv|aids patients|blind people|deaf people|autistic|recovering addicts|people in recovery',
  'source of income':
    'section 8(?: tenants| renters| applicants| vouchers?)?|(?:housing(?: choice)?|hcv|rental assistance|voucher) (?:vouchers?|holders?|tenants?)|vouchers?|public assistance|government assistance|welfare(?: recipients)?|people on (?:assistance|welfare|benefits|ssi|ssdi)|(?:ssi|ssdi|disability|social security) (?:income|benefits) as income',
  'familial status':
    'kids|children|child|families(?: with (?:kids|children))?|babies|baby|toddlers|teenagers|teens|pregnant(?: women| tenants)?|single (?:moms?|mothers?|dads?|fathers?|parents?)|young families|famil(?:y|ies) with (?:young )?(?:kids|children)',
};

const PLACE =
  '(?:neighbou?rhoods?|areas?|communit(?:y|ies)(?! cent(?:er|re))|parts? of (?:town|the city|[a-z]+(?: [a-z]+)?)|sides? of (?:town|the city|[a-z]+)|suburbs?|blocks?|streets?|zip ?codes?|enclaves?|districts?|towns?|cit(?:y|ies)|places? to live|buildings?|complex(?:es)?|developments?|subdivisions?)';
const PERSON =
  '(?:tenants?|renters?|buyers?|applicants?|people|residents?|neighbou?rs?|occupants?|roommates?|lessees?|families|anyone|someone|folks)';
/** Words that pick or exclude by amount ("no kids", "fewer immigrants", "mostly white"). */
const QUANTIFIER =
  "(?:no|not any|(?:don't|do not|doesn't|does not) have(?: any)?|without(?: any)?|fewer|less|few|free of|away from|avoid(?:ing)?|not (?:many|a lot of|too many)|(?:aren't|are not|isn't|is not) (?:many|a lot of|any)|lots of|a lot of|many|more|mostly|predominantly|primarily|largely|majority|mainly|only|full of|dominated by|overrun (?:by|with)|(?:low|high) (?:number|percentage|concentration) of|concentration of)";
const EXCLUDE_VERB =
  "(?:refuse|reject|deny|decline|turn (?:down|away)|screen (?:out)?|exclude|evict|kick out|discriminate against|keep out|avoid|ban|bar|not (?:rent|sell|lease|show)|(?:don't|do not|won't|will not|wouldn't|would not|never|can i not|shouldn't) (?:rent|sell|lease|show|accept|allow|want)|not (?:accept|allow|want)|only (?:rent|sell|lease|show)|prefer(?: to)?|preference for|rather not)";
const EXCLUDE_VERB_OBJECT =
  "(?:refuse|reject|deny|decline|turn (?:down|away)|screen out|exclude|evict|kick out|discriminate against|keep out|avoid|ban|bar|(?:not|don't|do not|won't|will not|wouldn't|would not|never) (?:want to |plan to )?(?:rent|sell|lease|show)(?: (?:it|(?:the|my|our) \\w+))? to|(?:only|just) (?:want to |wish to |plan to |going to )?(?:rent|sell|lease|show)(?: (?:it|(?:the|my|our) \\w+))? to|(?:not|don't|do not|won't) (?:accept|allow|want))";

const RELIGION_ADJ =
  'christian|jewish|muslim|islamic|catholic|protestant|hindu|sikh|buddhist|mormon|evangelical|atheist';
const RACE_ORIGIN_ADJ =
  'white|black|african[- ]american|asian|hispanic|latino|latina|latinx|caucasian|arab|mexican|chinese|korean|vietnamese|filipino|somali|haitian|immigrant|foreign|minority|ethnic|non[- ]white|gay|lgbtq?';

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
  // "racial makeup of the neighborhood"
  patterns.push({
    re: /\b(?:racial|ethnic|religious)\s+(?:makeup|make-up|composition|mix|demographics|breakdown)\b/,
    category: 'race or color',
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

/** Statements about oneself that mention a group without asking to select by it. */
const SELF_DESCRIPTION =
  /\b(?:we|i)\s+(?:have|has|had|don't have|do not have|have no)\s+(?:no\s+)?(?:\w+\s+)?(?:kids|children|child|babies|baby)\b|\bno kids yet\b|\b(?:we are|we're|i'm|i am|as|for)\s+(?:a|an)\s+(?:\w+\s+)?(?:couple|family|single|person|man|woman|retiree|retirees|household)\s+(?:with|without)\s+(?:no\s+|any\s+)?(?:kids|children)\b/g;
/** Lawful 55+/senior housing (Housing for Older Persons Act) is not familial-status steering. */
const SENIOR_HOUSING =
  /\b(?:55\s?\+|55 and (?:over|older)|62\s?\+|senior (?:living|housing|communit(?:y|ies))|retirement communit(?:y|ies)|active adult)\b/;

/** Adjectives naming a class; "white kids" is about race, not familial status. */
const CLASS_ADJECTIVES: readonly (readonly [ProtectedClass, RegExp])[] = [
  ['religion', new RegExp(`\\b(?:${RELIGION_ADJ}|jews)\\b`)],
  [
    'race or color',
    /\b(?:white|black|brown|african[- ]american|asian|hispanic|latino|latina|latinx|caucasian|arab|minority|non[- ]white|colou?red)\b/,
  ],
  [
    'national origin',
    /\b(?:mexican|chinese|korean|vietnamese|filipino|somali|haitian|immigrant|foreign|indian|russian|african|middle eastern)\b/,
  ],
  ['sex', /\b(?:gay|lesbian|lgbtq?|transgender|male|female)\b/],
];

function categoryOf(match: string): ProtectedClass | undefined {
  for (const [category, re] of CLASS_ADJECTIVES) if (re.test(match)) return category;
  for (const category of PROTECTED_CLASSES) {
    if (new RegExp(`\\b(?:${GROUPS[category]})\\b`).test(match)) return category;
  }
  if (
    /\b(?:kid|child|family|adults?)\b|single (?:professional|person)|couples? only|empty[- ]nesters?|bachelors?/.test(
      match,
    )
  )
    return 'familial status';
  if (/\b(?:male|female|men|women|straight)\b/.test(match)) return 'sex';
  if (/\b(?:christian|jewish|muslim)\b/.test(match)) return 'religion';
  if (/\b(?:able[- ]bodied)\b/.test(match)) return 'disability';
  if (/\b(?:american[- ]born|english[- ]speaking)\b/.test(match)) return 'national origin';
  if (/\b(?:married|childless)\b/.test(match)) return 'familial status';
  return undefined;
}

/** A question about what the law allows ("can I write 'no kids'?", "do I have to accept an ESA?"). */
const COMPLIANCE_FORM =
  /\b(?:can|may|could) (?:i|we|a landlord|landlords|an? (?:agent|realtor|seller|owner|hoa))\s+(?:legally\s+)?(?:write|say|put|advertise|list|ask|require|refuse|reject|deny|charge|limit|restrict|turn down|screen|set|have|include|exclude|evict|decline)|\b(?:is it|is that|are they|it is)\s+(?:legal|illegal|allowed|lawful|against the law|discrimination|ok(?:ay)?) (?:to|for)|\bam i (?:allowed|required|obligated|obliged) to|\bdo (?:i|we|landlords) have to (?:accept|allow|rent|make|let)|\bmust (?:i|we|a landlord) (?:accept|allow|rent)|\b(?:fair housing|fha) (?:rules|law|compliance|requirements?)\b|\bwhat (?:can(?:'t| ?not)?|should(?:n't)?) (?:i|we) (?:say|write|put|ask)\b/;

/** What the law says the asker may and may not do, by topic of the question. */
const COMPLIANCE_TOPIC =
  /\b(?:esa|emotional[- ]support|service (?:animal|dog)|assistance animal|support animal|therapy (?:dog|animal)|pet (?:deposit|fee|rent))\b/;

// By concept (issue 19): besides the phrasings above, a question is read for what it is about. The
// classes are recognised through their common proxies too (places of worship for religion, group homes
// for disability, "55+" for familial status, papers and language for national origin), and crossed
// with what the asker wants: to keep away from or pick by a class (steering, refused), or to know what
// the law lets a landlord, agent or association do (compliance, answered). Naming a class with neither
// intent ("near our church", "my mother uses a wheelchair, which areas have step-free transit?") is
// a lawful question and is answered.
const CLASS_CONCEPTS: readonly (readonly [ProtectedClass, RegExp])[] = [
  [
    'disability',
    /\b(?:group homes?|halfway houses?|sober living|recovery (?:homes?|houses?|cent(?:er|re)s?)|mental(?:ly)? ill\w*|mental illness|psychiatric|disab\w+|handicap\w*|wheelchairs?|ramps?|grab bars?|accessib\w+|service (?:animals?|dogs?)|assistance animals?|emotional[- ]support|esa\b|deaf|blind (?:people|tenants|applicants)|reasonable (?:accommodation|modification)s?)\b/,
  ],
  [
    'familial status',
    /\b(?:kids|children|child|famil(?:y|ies) with|babies|toddlers|teens|pregnan\w+|55 and (?:over|older)|over[- ]55|seniors?[- ]only|age[- ]restricted|adults?[- ]only|senior (?:community|housing)|newborns?|infants?|a baby|occupancy (?:limits?|standards?|rules?|caps?)|occupants? (?:max|maximum|limit|cap)|how many (?:people|occupants|tenants) (?:per|in a) (?:bedroom|unit)|(?:max(?:imum)?|limit|cap)\w* (?:(?:it|them|the \w+|my \w+(?: \w+)?) )?(?:at |to |of )?\d+ (?:occupants|people|persons|residents|tenants))\b|\b(?:55|62)\s?\+/,
  ],
  [
    'religion',
    /\b(?:mosques?|churche?s?|synagogues?|temples?|chapels?|parish|muslims?|christians?|jews|jewish|hindus?|sikhs?|catholics?|religio\w+)\b/,
  ],
  [
    'national origin',
    /\b(?:immigra\w+|foreign\w*|green cards?|passports?|citizenship|citizens? only|visa status|english[- ](?:only|speaking)|speak english|accents?|undocumented|refugees?|ethnic enclaves?|national origin)\b/,
  ],
  [
    'race or color',
    /\b(?:(?:mostly|predominantly|majority|all)[- ](?:white|black|hispanic|latino|asian)|white (?:areas?|parts?|neighbou?rhoods?|suburbs?)|black (?:areas?|parts?|neighbou?rhoods?)|racial(?:ly)?\b\w*|race|diverse|diversity|homogen\w+|minorit\w+|ethnic(?:ity)?)\b/,
  ],
  [
    'sex',
    /\b(?:female|male|women|men|woman|man|gender|single (?:mothers?|moms?|fathers?|dads?)|gays?|lesbians?|transgender|sexual(?:ly)? (?:harass\w*|comments?|advances?|remarks?|favors?)|sexual(?:ly)? harass\w*|quid pro quo)\b(?!\s+(?:agent|realtor|landlord))/,
  ],
];

/** Wanting to keep away from, or pick by, a group: steering. */
const STEERING_INTENT =
  /\b(?:far (?:away )?from|away from|not (?:near|around|close to)|rather not (?:be |live )?(?:near|around|close)|(?:don't|do not|dont) want (?:to (?:live|be) )?(?:near|around|by)|avoid\w*|keep (?:out|away)|no (?:\w+ ){1,8}?(?:near|around|nearby|anywhere near|close to)|without (?:any )?\w+|mostly|predominantly|majority|fewer|less|free of|only (?:for|rent|sell|show)|screen(?:ing)? out|keep (?:them|those)|that community|those people|that crowd|types? of (?:people|families|neighbou?rs))\b/;
const PLACE_OR_PEOPLE = new RegExp(`\\b${PLACE}|\\b${PERSON}|\\b(?:where|look|live|move|buy|rent)\\b`);

/**
 * Wanting a class kept out, whatever else the question asks ("how do I word the ad so families with
 * kids don't bother applying", "lots of churches and no mosques so we're surrounded by the right kind
 * of people"): refused even when phrased as a question about what one may write.
 */
const EXCLUSION_INTENT =
  /\bso (?:that )?(?:[\w/']+ ){0,5}(?:don't|dont|do not|won't|wont|never|can't|cant|aren't|arent|stop) (?:even )?(?:bother(?:ing)? )?(?:to )?(?:apply|applying|call|calling|respond|inquire|show up|move in|look|come)|\b(?:discourage|deter|weed out|filter out)\b|\bkeep (?:[\w/']+ ){0,3}(?:from (?:applying|renting|buying|moving)|out)\b|\bsurrounded by\b|\b(?:the )?right (?:kind|sort|type) of (?:people|neighbou?rs|families|tenants|crowd)|\bour (?:kind|sort) of (?:people|neighbou?rs)|\b(?:people|folks|neighbou?rs|families|others) like (?:us|me|him|her|them(?:selves)?|myself|ourselves)\b|\b(?:least|less|not(?: very| too| that| as| so)?) diverse\b|\bhomogen\w+|(?<!['"])\bno (?:[\w-]+ ){0,2}(?:mosques?|churches|synagogues?|temples?)\b/;

/** Wanting neighbours picked by who they are, without naming the group. */
const CODED_STEERING =
  /\bif you know what i mean\b|\bright (?:kind|sort|type) of (?:people|neighbou?rs|families|crowd|folks)\b|\bour (?:kind|sort) of (?:people|neighbou?rs|folks)\b|\b(?:people|folks|neighbou?rs|families) like (?:us|me|him|her|them)\b/;

/** Asking what the law lets one do. */
const COMPLIANCE_INTENT =
  /\b(?:(?:am i|are we|is the landlord|is a landlord) (?:obligated|obliged|responsible|liable)|what (?:do|should|must) (?:i|we) do|my (?:obligations?|duties|responsibilit\w+)|can (?:i|we|my|our|the|a|an)|may (?:i|we)|am i allowed|are we allowed|is it (?:legal|illegal|allowed|ok(?:ay)?|discrimination)|is that (?:legal|illegal|allowed|ok(?:ay)?|a (?:fair housing )?(?:issue|problem|violation))|legally|(?:fair housing|fha) (?:issue|problem|violation|rules?|law)|what are the rules|rules for|required to|have to (?:accept|allow|make|let|rent)|do (?:i|we) need to|(?:listing|rental|our|my) (?:ad|advert\w*|listing)\b.*\b(?:say|write|put|mention)|what can (?:i|we) (?:say|write|put|ask)|(?:is|are) (?:a|an|this|that|it|my|our|the) [^?.]{0,60}\b(?:legal|lawful|allowed|discriminat\w*))\b/;

function conceptClass(text: string): ProtectedClass | undefined {
  for (const [category, re] of CLASS_CONCEPTS) if (re.test(text)) return category;
  return undefined;
}

/** Checks whether a question asks to steer or select by a protected characteristic. */
export function checkFairHousing(input: string): FairHousingCheck {
  const check = checkNamedClasses(input);
  if (check.blocked) return check;
  // "the right kind of neighbors, if you know what I mean": steering in code names no class, and is
  // refused all the same.
  const text = input.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  return CODED_STEERING.test(text) && PLACE_OR_PEOPLE.test(text) ? { blocked: true } : check;
}

function checkNamedClasses(input: string): FairHousingCheck {
  const text = input
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ');
  const excluded = EXCLUSION_INTENT.test(text)
    ? conceptClass(text.replace(SELF_DESCRIPTION, ' '))
    : undefined;
  if (excluded) return { blocked: true, category: excluded };
  if (COMPLIANCE_FORM.test(text)) {
    const topical = COMPLIANCE_TOPIC.test(text) ? 'disability' : undefined;
    const steering = checkSteering(text);
    const mentioned = steering.blocked ? steering.category : categoryOf(text);
    if (topical || mentioned)
      return { blocked: true, compliance: true, category: topical ?? mentioned ?? 'familial status' };
  }
  const steering = checkSteering(text);
  if (steering.blocked) return steering;
  // Who the asker is ("as a single woman", "we're a family of five") is not whom they would pick.
  const concept = conceptClass(
    text
      .replace(SELF_DESCRIPTION, ' ')
      .replace(/\b(?:as an?|i am an?|i'm an?|we are an?|we're an?)(?: [a-z']+){1,3}/g, ' '),
  );
  if (!concept) return steering;
  if (COMPLIANCE_INTENT.test(text))
    return {
      blocked: true,
      compliance: true,
      category: concept,
      ...(HARASSMENT.test(text) ? { harassment: true } : {}),
    };
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

const COMPLIANCE_NOTES: Record<ProtectedClass, string[]> = {
  'familial status': [
    '**No.** An ad or listing may not say "no kids", "adults only", "perfect for a single person" or "no families": that states a preference based on familial status, which the Fair Housing Act forbids in advertising (42 U.S.C. § 3604(c)), even for owner-occupied buildings that are otherwise exempt.',
    'You **may** set a reasonable, neutral occupancy limit applied to everyone (HUD’s guide is about two people per bedroom, adjusted for bedroom size and local codes), and describe the property itself ("2-bedroom, 850 sq ft, no yard").',
    'The exception is qualifying senior housing under the Housing for Older Persons Act (62+ for all residents, or 55+ for at least 80% of units with published policies).',
  ],
  disability: [
    '**Generally, no.** An emotional-support animal or service animal is not a pet under the Fair Housing Act: a landlord must make a reasonable accommodation to a no-pets rule for a tenant with a disability who needs it.',
    'You **may** ask for reliable documentation of the disability-related need when the disability is not obvious (for example a letter from a health professional who knows the tenant); you may not ask for the diagnosis, charge a pet deposit or pet rent for it, or apply breed and weight limits.',
    'You **may** deny a specific animal that poses a direct threat to others or would cause substantial damage that cannot be reduced, judged on that animal’s behaviour, not its breed, and a very small owner-occupied building can be exempt (HUD’s 2020 assistance-animal notice, FHEO-2020-01, sets out the steps).',
    'You must also allow reasonable modifications (a ramp or grab bars, usually at the tenant’s cost in private housing) and may not ask applicants whether they have a disability.',
  ],
  'race or color': [
    '**No.** Refusing, steering, setting different terms or advertising a preference because of race or color is illegal under the Fair Housing Act and the Civil Rights Act of 1866.',
    'You **may** screen every applicant with the same written criteria: income, credit, rental history and references, applied consistently and documented.',
  ],
  religion: [
    '**No.** Housing decisions and ads may not prefer or exclude by religion ("Christian home", "near our church community only").',
    'Describing facts is fine ("two blocks from St. Mary’s", "near a synagogue"), and narrowly defined religious organisations have a limited exemption for their own non-commercial housing.',
  ],
  'national origin': [
    '**No.** You may not refuse, steer or set different terms by national origin, ancestry, accent or language, and you may not demand proof of citizenship from only some applicants.',
    'You **may** verify identity and income the same way for every applicant.',
  ],
  'source of income': [
    '**It depends on where the property is.** The federal Fair Housing Act does not cover source of income, but many states and cities do (among them Washington, California, New York, New Jersey, Oregon, Colorado, Illinois, Massachusetts and the District of Columbia). There you may not refuse applicants, set different terms or advertise "no Section 8" because they pay with a Housing Choice Voucher or other lawful income.',
    'You **may** apply the same screening to everyone (rental history, references, and income rules as the local law allows; several places require counting only the tenant’s share of the rent), and you must work with the housing authority’s inspection and contract process in good faith.',
    'Where it is not protected you may decline voucher programs, but a blanket refusal can still be discrimination when it is a pretext for, or falls hardest on, a federally protected class (race, disability or familial status); check your state and city rules before you advertise.',
  ],
  sex: [
    '**No.** Preferences by sex (including sexual orientation and gender identity, per HUD’s reading after Bostock) are not allowed in rentals or sales, and sexual harassment of tenants is illegal.',
    'A narrow exception lets someone sharing their own living unit choose a roommate of a given sex.',
  ],
};

/** Harassment of a tenant, by the landlord, an employee or another tenant (HUD's 2016 harassment rule, 24 CFR 100.600). */
const HARASSMENT_NOTES = [
  '**Act promptly.** Sexual harassment of a tenant is sex discrimination under the Fair Housing Act, and a landlord is directly liable for harassment by its employees and agents (a maintenance worker, a manager) and must take prompt action to stop harassment it knows about, even between tenants (24 CFR 100.600 and 100.7).',
  'In practice: take the report seriously and write it down; keep the worker away from that tenant (another person or a chaperone for repairs) while you look into it; investigate (talk to the tenant, the worker and any witnesses); then stop it, through discipline up to dismissal, and tell the tenant what was done.',
  'Never retaliate against the tenant for reporting (no rent increase, notice or slower repairs): retaliation is separately illegal (42 U.S.C. § 3617). A written anti-harassment policy and training for staff help prevent it.',
];

/** The answer to a landlord's or agent's compliance question: what the law allows and what it does not. */
export function renderComplianceAnswer(check: FairHousingCheck): string {
  const category = check.category ?? 'familial status';
  const notes = check.harassment ? HARASSMENT_NOTES : COMPLIANCE_NOTES[category];
  return `### What fair-housing law allows (${category})

${notes.map((n) => `- ${n}`).join('\n')}

State and local laws often protect more groups (source of income, age, marital status, criminal history rules). HUD’s Fair Housing pages, your state civil-rights agency or a local fair-housing organisation can confirm the rules where your property is; this is general information, not legal advice.
`;
}

/** The polite refusal, the legal reason, and lawful ways to narrow a search. */
export function renderFairHousingAnswer(check: FairHousingCheck): string {
  if (check.compliance) return renderComplianceAnswer(check);
  const about = check.category
    ? ` (here, **${check.category}**, ${check.category === 'source of income' ? 'protected in many states and cities' : 'a protected class'})`
    : '';
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

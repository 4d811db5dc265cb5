// The protected classes of fair-housing law, and the words that name them: the groups themselves
// ("immigrants", "families with kids"), their proxies (places of worship, group homes, "55+", accents)
// and the coded phrases of ads ("adults only", "Christian household preferred", "must speak fluent
// English"). Shared by the steering, selection and compliance readers (fair-housing*.ts).

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
  // Not in the federal Act either (children are familial status), but protected in housing by several
  // states and cities (New York, Massachusetts, Illinois, the District of Columbia among them).
  'age',
] as const;
export type ProtectedClass = (typeof PROTECTED_CLASSES)[number];

/** Classes that only state or local law protects: their answers say so. */
export const STATE_LAW_CLASSES: ReadonlySet<ProtectedClass> = new Set(['source of income', 'age']);

/**
 * The groups of each class, as people are named in a sentence. Age has none here: picking a
 * neighbourhood by its residents' ages is not steering under the federal Act, so age is read only where
 * the asker selects tenants or buyers (CLASS_CONCEPTS, CODED_PREFERENCES).
 */
export const GROUPS: Readonly<Record<Exclude<ProtectedClass, 'age'>, string>> = {
  'race or color':
    '(?:white|black|brown) (?:people|persons|families|folks|residents|neighbou?rs|population|tenants|buyers|renters|households)|whites|blacks|african[- ]americans?|asians?|asian[- ]americans?|hispanics?|latinos?|latinas?|latinx|caucasians?|arabs?|minorit(?:y|ies)|people of colou?r|non[- ]whites?|ethnic(?:ities|ity| groups?| people)|native americans?|indigenous',
  religion:
    'christians?|jews|jewish(?: people| families)?|muslims?|islamic|catholics?|protestants?|hindus?|sikhs?|buddhists?|mormons?|atheists?|evangelicals?|religious (?:people|groups?|families)|churchgoers',
  'national origin':
    "immigrants?|foreigners?|foreign(?:[- ]born)?(?: people| families| buyers| tenants)?|refugees?|mexicans?|chinese(?: people| families| buyers)?|indians(?! ?river)|somalis?|haitians?|nationalit(?:y|ies)|non[- ]english speakers|people who (?:don't|do not) speak english|undocumented|illegals?|migrants?",
  sex: 'men|women|males?|females?|gays?|lesbians?|transgender(?: people)?|trans people|lgbtq?\\+?|queer(?: people)?|single (?:men|women|males|females)|(?:guys|girls) only',
  disability:
    'disabled(?: people| tenants| persons)?|disabilit(?:y|ies)|handicapped|people in wheelchairs|wheelchair users?|(?:tenants?|people|someone|anyone|applicants?|renters?|buyers?|(?:s?he|they)) (?:in|with|using|uses?|who uses?|who (?:is|are) in|is in|are in) (?:a )?wheelchairs?|mentally ill|mental (?:illness|health (?:issues|conditions))|(?:service|support|assistance) (?:animals?|dogs?)|hiv|aids patients|blind people|deaf people|autistic|recovering addicts|people in recovery',
  'source of income':
    'section 8(?: tenants| renters| applicants| vouchers?)?|(?:housing(?: choice)?|hcv|rental assistance|voucher) (?:vouchers?|holders?|tenants?)|vouchers?|public assistance|government assistance|welfare(?: recipients)?|people on (?:assistance|welfare|benefits|ssi|ssdi)|(?:ssi|ssdi|disability|social security) (?:income|benefits) as income',
  'familial status':
    'kids|children|child|families(?: with (?:kids|children))?|babies|baby|toddlers|teenagers|teens|pregnant(?: women| tenants)?|single (?:moms?|mothers?|dads?|fathers?|parents?)|young families|famil(?:y|ies) with (?:young )?(?:kids|children)',
};

export const RELIGION_ADJ =
  'christian|jewish|muslim|islamic|catholic|protestant|hindu|sikh|buddhist|mormon|evangelical|atheist';
export const RACE_ORIGIN_ADJ =
  'white|black|african[- ]american|asian|hispanic|latino|latina|latinx|caucasian|arab|mexican|chinese|korean|vietnamese|filipino|somali|haitian|immigrant|foreign|minority|ethnic|non[- ]white|gay|lgbtq?';

/**
 * Where people or their families come from, as adjectives ("we're korean", "a nigerian family"): national
 * origin. "indian" and "african" stand before "american" is read (race comes first in CLASS_ADJECTIVES).
 */
export const ORIGIN_ADJ =
  'mexican|chinese|korean|vietnamese|filipino|somali|haitian|immigrant|foreign|indian|russian|african|middle eastern|japanese|pakistani|bangladeshi|nigerian|ghanaian|ethiopian|eritrean|kenyan|egyptian|moroccan|iranian|persian|iraqi|syrian|lebanese|afghan|turkish|polish|ukrainian|italian|irish|portuguese|brazilian|colombian|venezuelan|salvadoran|guatemalan|honduran|cuban|dominican|puerto rican|jamaican|caribbean|desi|south asian|hmong|cambodian|laotian|armenian';

/** Statements about oneself that mention a group without asking to select by it. */
export const SELF_DESCRIPTION =
  /(?<!\b(?:because|since|cause|cuz|bc) )\b(?:we|i)\s+(?:only\s+|also\s+|just\s+|already\s+)?(?:have|has|had|don't have|do not have|have no)\s+(?:no\s+)?(?:\w+\s+)?(?:kids|children|child|babies|baby)\b|\bno kids yet\b|\b(?:we|i)\s+(?:don't|dont|do not)\s+(?:want|plan (?:on|to have))\s+(?:any\s+)?(?:kids|children)(?:\s+yet)?\b|\b(?:we are|we're|i'm|i am|as|for)\s+(?:a|an)\s+(?:\w+\s+)?(?:couple|family|single|person|man|woman|retiree|retirees|household)\s+(?:with|without)\s+(?:no\s+|any\s+)?(?:kids|children)\b/g;

/** Adjectives naming a class; "white kids" is about race, not familial status. */
const CLASS_ADJECTIVES: readonly (readonly [ProtectedClass, RegExp])[] = [
  ['religion', new RegExp(`\\b(?:${RELIGION_ADJ}|jews)\\b`)],
  [
    'race or color',
    /\b(?:white|black|brown|african[- ]american|asian|hispanic|latino|latina|latinx|caucasian|arab|minority|non[- ]white|colou?red)\b/,
  ],
  ['national origin', new RegExp(`\\b(?:${ORIGIN_ADJ})\\b`)],
  ['sex', /\b(?:gay|lesbian|lgbtq?|transgender|male|female)\b/],
];

// In PROTECTED_CLASSES order: "section 8 families with kids" is familial status before source of income.
const GROUP_RES = PROTECTED_CLASSES.flatMap((category) =>
  category === 'age' ? [] : [[category, new RegExp(`\\b(?:${GROUPS[category]})\\b`)] as const],
);

/** The class a matched group phrase names ("white families" is race, "single mothers" familial status). */
export function categoryOf(match: string): ProtectedClass | undefined {
  for (const [category, re] of CLASS_ADJECTIVES) if (re.test(match)) return category;
  for (const [category, re] of GROUP_RES) if (re.test(match)) return category;
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

/**
 * Countries and regions people say someone comes from ("moved here from Mexico"): where a person is
 * from is national origin, whatever the sentence asks.
 */
const COUNTRIES = [
  'mexico',
  'guatemala',
  'honduras',
  'el salvador',
  'nicaragua',
  'cuba',
  'puerto rico',
  'dominican republic',
  'haiti',
  'jamaica',
  'colombia',
  'venezuela',
  'ecuador',
  'peru',
  'brazil',
  'argentina',
  'china',
  'india',
  'pakistan',
  'bangladesh',
  'vietnam',
  'korea',
  'south korea',
  'the philippines',
  'philippines',
  'japan',
  'iran',
  'iraq',
  'syria',
  'lebanon',
  'afghanistan',
  'somalia',
  'ethiopia',
  'eritrea',
  'nigeria',
  'ghana',
  'kenya',
  'egypt',
  'morocco',
  'russia',
  'ukraine',
  'poland',
  'africa',
  'asia',
  'the middle east',
  'middle east',
  'latin america',
  'central america',
  'south america',
  'the caribbean',
  'europe',
  'overseas',
  'abroad',
  'another country',
  'a different country',
].join('|');

// By concept (issue 19): a question is read for what it is about. The classes are recognised through
// their common proxies too (places of worship for religion, group homes for disability, "55+" for
// familial status, papers, language and accent for national origin), and crossed with what the asker
// wants (fair-housing.ts). Naming a class with no such intent ("near our church", "my mother uses a
// wheelchair, which areas have step-free transit?") is a lawful question and is answered.
export const CLASS_CONCEPTS: readonly (readonly [ProtectedClass, RegExp])[] = [
  [
    'disability',
    /\b(?:group homes?|halfway houses?|sober living|recovery (?:homes?|houses?|cent(?:er|re)s?)|mental(?:ly)? ill\w*|mental illness|psychiatric|disab\w+|handicap\w*|wheelchairs?|ramps?|grab bars?|accessib\w+|service (?:animals?|dogs?)|assistance animals?|emotional[- ]support|esa\b|deaf|blind (?:people|tenants|applicants)|reasonable (?:accommodation|modification)s?|able[- ]bodied|(?:climb|walk up|manage) (?:the )?stairs|(?:in )?good (?:physical )?health|healthy (?:tenants?|applicants?|people|renters?)|walkers?|crutches|oxygen tanks?|in recovery|recovering (?:alcoholics?|addicts?)|recover(?:y|ing|ed) from (?:\w+ ){0,2}(?:addiction|alcoholism|substance (?:use|abuse)|drinking)|(?:recovered|former|sober) (?:alcoholics?|addicts?)|alcoholism|sobriety)\b/,
  ],
  [
    'familial status',
    /\b(?:kids|children|child|famil(?:y|ies) with (?!(?:an? |my |our |one |two |\w+ )?(?:dogs?|cats?|pets?|cars?|trucks?|rvs?|boats?|horses?|home office|remote jobs?|jobs?|budget|income)\b)|babies|toddlers|teens|pregnan\w+|(?:maternity|paternity|parental) leave|55 and (?:over|older)|over[- ]55|seniors?[- ]only|age[- ]restricted|adults?[- ]only|senior (?:community|housing)|newborns?|infants?|a baby|occupancy (?:limits?|standards?|rules?|caps?)|(?:limit|cap|restrict|max(?:imum)?) (?:the )?occupancy|occupants? (?:max|maximum|limit|cap)|how many (?:people|occupants|tenants) (?:per|in a) (?:bedroom|unit)|(?:max(?:imum)?|limit|cap)\w* (?:(?:it|them|the \w+|my \w+(?: \w+)?) )?(?:at |to |of )?\d+ (?:occupants|people|persons|residents|tenants)|single (?:professionals?|persons?|occupants?)|singles|(?:perfect|ideal|great|best|suited|suitable|meant) for (?:an? )?(?:single|couples?|one person|empty[- ]nesters?|adults?|mature)|couples? only|empty[- ]nesters?|mature (?:tenants?|adults?|individuals?|persons?|couples?|renters?|people)|(?:kid|child|children|family)[- ]?free|no strollers|famil(?:y|ies)(?: or| and)? (?:tenants?|renters?|applicants?))\b|\b(?:55|62)\s?\+/,
  ],
  // "a couple with a 2-year-old applied": a child told by age (rule 124), never a roof or a furnace's age.
  [
    'familial status',
    /\b(?:with|have|has|and) (?:a|an|their|her|his|two|2|three|3) (?:[1-9]|1[0-7])[- ](?:year|yr|month)s?[- ]olds?\b(?! (?:roof|house|home|furnace|hvac|water heater|car|building|deck|windows?|appliances?|carpets?|loan|mortgage|system|unit)\b)/,
  ],
  [
    'religion',
    /\b(?:mosques?|churche?s?|synagogues?|temples?|chapels?|parish|muslims?|christians?|jews|jewish|hindus?|sikhs?|catholics?|religio\w+|church[- ]?going|churchgoers?|god[- ]fearing|bible[- ]believing|(?:of|share (?:our|my)) faith)\b/,
  ],
  [
    'national origin',
    new RegExp(
      `\\b(?:immigra\\w+|foreign\\w*|green cards?|passports?|citizenship|citizens? only|visa status|english[- ](?:only|speaking|speakers?)|(?:speak|speaks|speaking|read|reads|understand)(?: \\w+){0,2} english|(?:fluent|native) (?:in )?english|native[- ]speakers?|first language|accents?|undocumented|refugees?|ethnic enclaves?|national origin|ancestry|nationalit(?:y|ies)|american[- ]born|born in (?:the )?(?:us|usa|america|united states|this country)|country of (?:origin|birth)|(?:what|which) country (?:\\w+ ){0,3}(?:was|were|is|are) (?:\\w+ )?(?:born|from)|birth ?place|place of birth|born (?:abroad|overseas|outside)|where (?:they|he|she|applicants?|tenants?|buyers?|someone|people|you)(?:'re|'s| are| is| come| comes| was| were| came)? (?:originally )?(?:from|born)|(?:moved|moving|came|coming|are|is|immigrated|relocat\\w+|originally|just got here|arrived) (?:here |over |to the us |to america )?(?:from|out of) (?:the )?(?:${COUNTRIES}))\\b`,
    ),
  ],
  [
    'race or color',
    /\b(?:(?:mostly|predominantly|majority|all)[- ](?:white|black|hispanic|latino|asian)|white (?:areas?|parts?|neighbou?rhoods?|suburbs?)|black (?:areas?|parts?|neighbou?rhoods?)|(?:white|black|asian|hispanic|latino|caucasian|african[- ]american) (?:tenants?|buyers?|renters?|applicants?|famil(?:y|ies)|people|neighbou?rs?|households?|couples?|clients?|folks|residents?|students?|kids|children|population|communit(?:y|ies))|people of colou?r|skin colou?r|racial(?:ly)?\b\w*|race|diverse|diversity|homogen\w+|minorit\w+|ethnic(?:ity)?|urban (?:crowd|element|types?|people|folks|kids|youth)|inner[- ]city (?:crowd|element|types?|people|folks|kids|youth)|ghetto|the hood|thugs?)\b/,
  ],
  [
    'sex',
    /\b(?:female|male|women|men|woman|man|ladies|gentlem[ae]n|gender|single (?:mothers?|moms?|fathers?|dads?)|gays?|lesbians?|transgender|same[- ]sex|sexual orientation|sexual(?:ly)? (?:harass\w*|comments?|advances?|remarks?|favors?)|sexual(?:ly)? harass\w*|quid pro quo)\b(?!\s+(?:agent|realtor|landlord))/,
  ],
  [
    'source of income',
    /\b(?:section ?8|sec ?8|(?:housing(?: choice)?|rental) vouchers?|vouchers?|hcv|(?:rental|housing|public|government) assistance|welfare|ssi|ssdi|(?:social security|government|child support|alimony) (?:income|benefits|checks?|payments?)|food stamps|source of income)\b/,
  ],
  [
    'age',
    /\b(?:young(?:er)? (?:professionals?|tenants?|people|couples?|renters?|buyers?|applicants?)|(?:elderly|older|old|retired) (?:tenants?|people|persons|renters?|applicants?|buyers?|folks|couples?|ladies|men|women)|retirees|seniors|elderly|millennials|boomers|gen z|(?:people|persons|tenants?|applicants?|renters?|buyers?|anyone|someone|folks|adults|couples) (?:under|over|younger than|older than) (?:\d\d|thirty|forty|fifty|sixty|seventy)|(?:under|over|younger than|older than) (?:the age of )?(?:\d\d|thirty|forty|fifty|sixty|seventy)(?:[- ]?(?:years?[- ]old|year[- ]olds|yo)\b|\s?\+)|age (?:limits?|requirements?|caps?|range)|(?:applicants?|tenants?|buyers?)'? ages?)\b/,
  ],
];

/** The first class a text names by concept, in the order above (disability before familial status…). */
export function conceptClass(text: string): ProtectedClass | undefined {
  for (const [category, re] of CLASS_CONCEPTS) if (re.test(text)) return category;
  return undefined;
}

/** Every class a text names, as a group ("section 8 people") or by concept ("wheelchairs"). */
export function classesIn(text: string): ProtectedClass[] {
  const found = new Set<ProtectedClass>();
  for (const [category, re] of GROUP_RES) if (re.test(text)) found.add(category);
  for (const [category, re] of CLASS_CONCEPTS) if (re.test(text)) found.add(category);
  return PROTECTED_CLASSES.filter((c) => found.has(c));
}

/**
 * What screening asks about when it probes a class without naming it ("their medical history"): a
 * class only where someone is being chosen (fair-housing-selection.ts), not wherever the words appear.
 */
const SCREENING_PROXIES: readonly (readonly [ProtectedClass, RegExp])[] = [
  [
    'disability',
    /\b(?:medical (?:conditions?|history|records|issues)|medications?|(?:physical|mental) (?:conditions?|impairments?|health))\b/,
  ],
];

/** The class a phrase names: as a group ("single mothers") first, else by concept ("accents"). */
export function classOf(phrase: string): ProtectedClass | undefined {
  return (
    categoryOf(phrase) ?? conceptClass(phrase) ?? SCREENING_PROXIES.find(([, re]) => re.test(phrase))?.[0]
  );
}

/**
 * Every word or phrase naming a class, as one pattern: groups, proxies and concepts. A class named
 * right after a verb of choosing ("avoid getting applicants with kids") is what is being chosen.
 */
export const CLASS_PHRASE = new RegExp(
  [
    ...Object.values(GROUPS).map((g) => `\\b(?:${g})\\b`),
    `\\b(?:${RELIGION_ADJ}|${RACE_ORIGIN_ADJ})\\b`,
    ...CLASS_CONCEPTS.map(([, re]) => re.source),
    ...SCREENING_PROXIES.map(([, re]) => re.source),
  ].join('|'),
);

/**
 * Ad and screening wording that states a preference by itself ("adults only", "perfect for a single
 * professional", "no wheelchairs", "must speak fluent English", "Christian household preferred"): HUD's
 * advertising guidance treats such words as a preference even when nothing else is said.
 */
export const CODED_PREFERENCES: readonly (readonly [ProtectedClass, RegExp])[] = [
  [
    'familial status',
    /\b(?:adults?[- ]only|(?:perfect|ideal|great|best|suited|suitable|meant) for (?:an? )?(?:single|singles|couples?|one person|empty[- ]nesters?|adults?|mature)|(?:couples?|singles?|adults?) only|no (?:kids|children|minors|families|babies|toddlers|teens|strollers)|(?:kid|child|children|family)[- ]?free|mature (?:tenants?|adults?|individuals?|persons?|couples?|renters?)|not (?:suitable|suited|safe|ideal|a fit) for (?:kids|children|families))\b/,
  ],
  [
    'religion',
    /\b(?:(?:christian|catholic|jewish|muslim|protestant|mormon|hindu|sikh|buddhist|evangelical|church[- ]?going|god[- ]fearing|religious|believing) (?:household|home|family|families|tenants?|renters?|buyers?|couple|people|person|applicants?|residents?) (?:only|preferred|wanted|welcome|desired)|(?:christians?|muslims?|jews|catholics?|believers) (?:only|preferred)|no (?:muslims?|jews|christians?|catholics?|hindus?|atheists?|mormons?)|must (?:be (?:a )?(?:christian|catholic|jewish|muslim|believer|religious)|attend (?:a )?(?:church|mass|services)))\b/,
  ],
  [
    'disability',
    /\b(?:no (?:wheelchairs?|wheelchair users?|walkers|service (?:animals?|dogs?)|support animals?|esas?|emotional[- ]support animals?|disabled|handicapped|mental(?:ly)? ill\w*)|(?:must|should|need to|needs to|required to|has to|have to) (?:be able to )?(?:climb|walk up|use|manage) (?:the )?stairs|able[- ]bodied(?: only| preferred| tenants?| applicants?)?|(?:must|should) be (?:in )?(?:good )?(?:physical(?:ly)? )?(?:health|healthy|fit)|healthy (?:tenants?|applicants?|people) only|not (?:suitable|suited) for (?:wheelchairs?|the disabled|disabled))\b/,
  ],
  [
    'national origin',
    /\b(?:(?:must|should|need to|needs to|required to|has to|have to|able to) (?:\w+ )?(?:speak|read|understand) (?:\w+ )?english|english (?:speakers?|speaking)(?: only| preferred| required)|(?:fluent|native) english(?: speakers?)?(?: only| preferred| required)?|english[- ]only|(?:american|us|u\.s\.)[- ]born(?: only| preferred)?|(?:no|not) (?:foreigners|immigrants|refugees)|no (?:\w+ )?accents?|(?:americans?|citizens?) only)\b/,
  ],
  [
    'race or color',
    /\b(?:(?:whites?|caucasians?) only|(?:white|caucasian) (?:tenants?|buyers?|renters?|applicants?|famil(?:y|ies)|households?|couples?|people) (?:only|preferred|wanted)|no (?:blacks|whites|asians|hispanics|latinos|minorities))\b/,
  ],
  [
    'sex',
    /\b(?:(?:female|male|women|men|ladies|gentlem[ae]n|girls|guys)(?: tenants?| renters?| applicants?| roommates?)? (?:only|preferred)|no (?:men|women|males|females|guys|girls|gays?|lesbians?|trans(?:gender)? (?:people|tenants)))\b/,
  ],
  [
    'source of income',
    /\b(?:no (?:section ?8|sec ?8|vouchers?|housing assistance|welfare|ssi)|(?:section ?8|vouchers?) (?:not accepted|need not apply))\b/,
  ],
  [
    'age',
    /\b(?:young (?:professionals?|tenants?|people|couples?|renters?) (?:only|preferred)|no (?:seniors|retirees|elderly|older (?:people|tenants))|(?:under|over) (?:\d\d|thirty|forty|fifty)s? only|(?:millennials?|gen z) only)\b/,
  ],
];

/** The class a coded preference states, when the text has one. */
export function codedPreference(text: string): { category: ProtectedClass; index: number } | undefined {
  let found: { category: ProtectedClass; index: number } | undefined;
  for (const [category, re] of CODED_PREFERENCES) {
    const m = re.exec(text);
    if (m && (!found || m.index < found.index)) found = { category, index: m.index };
  }
  return found;
}

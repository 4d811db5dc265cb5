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
] as const;
export type ProtectedClass = (typeof PROTECTED_CLASSES)[number];

export interface FairHousingCheck {
  blocked: boolean;
  /** The characteristic the request was about, when blocked. */
  category?: ProtectedClass;
}

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
  'familial status':
    'kids|children|child|families(?: with (?:kids|children))?|babies|baby|toddlers|teenagers|teens|pregnant(?: women| tenants)?|single (?:moms?|mothers?|dads?|fathers?|parents?)|young families|famil(?:y|ies) with (?:young )?(?:kids|children)',
};

const PLACE =
  '(?:neighbou?rhoods?|areas?|communit(?:y|ies)(?! cent(?:er|re))|parts? of (?:town|the city)|suburbs?|blocks?|streets?|zip ?codes?|enclaves?|districts?|towns?|cit(?:y|ies)|places? to live|buildings?|complex(?:es)?|developments?|subdivisions?)';
const PERSON =
  '(?:tenants?|renters?|buyers?|applicants?|people|residents?|neighbou?rs?|occupants?|roommates?|lessees?|families|anyone|someone|folks)';
/** Words that pick or exclude by amount ("no kids", "fewer immigrants", "mostly white"). */
const QUANTIFIER =
  "(?:no|not any|without(?: any)?|fewer|less|few|free of|away from|avoid(?:ing)?|not (?:many|a lot of|too many)|(?:aren't|are not|isn't|is not) (?:many|a lot of|any)|lots of|a lot of|many|more|mostly|predominantly|primarily|largely|majority|mainly|only|full of|dominated by|overrun (?:by|with)|(?:low|high) (?:number|percentage|concentration) of|concentration of)";
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
      re: new RegExp(`(?<!\\bhow\\s)\\b${QUANTIFIER}\\s+(?:\\w+\\s+)?${g}\\b`),
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

function categoryOf(match: string): ProtectedClass | undefined {
  for (const category of PROTECTED_CLASSES) {
    if (new RegExp(`\\b(?:${GROUPS[category]})\\b`).test(match)) return category;
  }
  if (/\b(?:kid|child|family|adults?)\b/.test(match)) return 'familial status';
  if (/\b(?:male|female|men|women|straight)\b/.test(match)) return 'sex';
  if (/\b(?:christian|jewish|muslim)\b/.test(match)) return 'religion';
  if (/\b(?:able[- ]bodied)\b/.test(match)) return 'disability';
  if (/\b(?:american[- ]born|english[- ]speaking)\b/.test(match)) return 'national origin';
  if (/\b(?:married|childless)\b/.test(match)) return 'familial status';
  return undefined;
}

/** Checks whether a question asks to steer or select by a protected characteristic. */
export function checkFairHousing(input: string): FairHousingCheck {
  let text = input
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ');
  text = text.replace(SELF_DESCRIPTION, ' ');
  for (const { re, category, needsContext } of PATTERNS) {
    const m = re.exec(text);
    if (!m) continue;
    if (needsContext && !HOUSING_CONTEXT.test(text)) continue;
    const found = category ?? categoryOf(m[0]);
    // Lawful senior housing: "adults only 55+ community".
    if (found === 'familial status' && SENIOR_HOUSING.test(text)) continue;
    return { blocked: true, category: found ?? 'familial status' };
  }
  return { blocked: false };
}

/** The polite refusal, the legal reason, and lawful ways to narrow a search. */
export function renderFairHousingAnswer(check: FairHousingCheck): string {
  const about = check.category ? ` (here, **${check.category}**)` : '';
  return `### I can't help with that part of the search

I can't recommend, rank or avoid neighborhoods, buyers or tenants based on who lives there or who they are${about}. The federal Fair Housing Act prohibits discrimination and "steering" in housing because of race, color, religion, national origin, sex, disability or familial status, and many states and cities protect more groups.

**What I can help with instead**

- **Schools**: district boundaries and published school ratings and test results
- **Commute**: drive, transit and walking times to your work or other places you go often
- **Amenities**: parks, grocery stores, healthcare, restaurants, trails and other things you want nearby
- **Price and affordability**: what fits your budget, taxes and HOA dues in each area
- **Home features**: size, layout, bedrooms, yard, accessibility features and condition
- **Safety**: official crime statistics from local police departments, which you can review yourself
- **Tenant screening**: the same written criteria for every applicant (income, credit, rental history, references)

For example: \`Which neighborhoods have good schools and a short commute to downtown under $500k?\`
`;
}

// The answer to a fair-housing compliance question ("can I…", "am I allowed to…", "what counts as
// steering?"): what the law allows, for the class asked about and the asker's situation. A practitioner
// review found answers that were right for one situation and wrong for another (a flat "No" to an
// owner-occupied duplex landlord, an agent's question answered with a consumer's refusal), so the
// answer is assembled from the class's rule and the facts that change it (fair-housing-situation.ts).

import { STATE_LAW_CLASSES, type ProtectedClass } from './fair-housing-classes.ts';
import type { Situation } from './fair-housing-situation.ts';

/** A compliance question's subject when it is narrower or wider than one class. */
export type ComplianceTopic =
  'harassment' | 'assistance-animal' | 'demographics' | 'steering' | 'exemptions' | 'older-persons';

export interface ComplianceQuestion {
  category?: ProtectedClass;
  topic?: ComplianceTopic;
  situation?: Situation;
  /** The rules asked to be explained rather than a verdict asked for: titled as an explanation. */
  explains?: boolean;
}

interface ClassRules {
  /** The rule for a landlord or seller; it leads the answer. */
  rule: string;
  /** What the asker may do instead. */
  may: string[];
  /** Exemptions particular to the class. */
  exceptions?: string[];
  /** "turning away …" in the small-landlord lead. */
  refusing: string;
}

const CLASS_RULES: Record<ProtectedClass, ClassRules> = {
  'familial status': {
    rule: '**No.** Refusing, discouraging or setting different terms for a household because it has children under 18 (or someone pregnant or getting custody) is familial-status discrimination under the Fair Housing Act, and so is an ad or statement that shows a preference: "no kids", "adults only", "perfect for a single professional", "ideal for a couple" (42 U.S.C. § 3604(c)).',
    may: [
      'You **may** set a reasonable, neutral occupancy limit applied to everyone (HUD’s guide is about two people per bedroom, adjusted for bedroom size and local codes), apply the same screening to every household, and describe the property itself ("2-bedroom, 850 sq ft, no yard, third-floor walk-up").',
    ],
    exceptions: [
      'The exception is qualifying senior housing under the Housing for Older Persons Act (62+ for all residents, or 55+ for at least 80% of units with published policies).',
    ],
    refusing: 'a household because it has children',
  },
  disability: {
    rule: '**No.** Refusing, discouraging or setting different terms because of a disability is illegal under the Fair Housing Act, and so is asking applicants whether they have a disability or what it is.',
    may: [
      'You **must** make reasonable accommodations in rules and services (an assistance animal despite a no-pets rule, a reserved parking space) and allow reasonable modifications (a ramp or grab bars, usually at the tenant’s cost in private housing); when the disability or the need is not obvious you **may** ask for reliable information showing the need, not the diagnosis.',
      'You **may** describe the property as it is ("third-floor walk-up, no elevator") and apply the same screening to everyone.',
    ],
    refusing: 'an applicant because of a disability',
  },
  'race or color': {
    rule: '**No.** Refusing, steering, setting different terms or advertising a preference because of race or color is illegal under the Fair Housing Act and the Civil Rights Act of 1866 (42 U.S.C. § 1982), which has no exemption for small or owner-occupied buildings.',
    may: [
      'You **may** screen every applicant with the same written criteria: income, credit, rental history and references, applied consistently and documented.',
    ],
    refusing: 'an applicant because of race',
  },
  religion: {
    rule: '**No.** Housing decisions, terms and ads may not prefer or exclude by religion ("Christian household preferred", "near our church community only").',
    may: [
      'Describing facts is fine ("two blocks from St. Mary’s", "near a synagogue"), and so is the same screening for everyone.',
    ],
    exceptions: [
      'Religious organisations have a limited exemption for their own non-commercial housing, which they may reserve for members unless membership is restricted by race (42 U.S.C. § 3607(a)).',
    ],
    refusing: 'an applicant because of their religion',
  },
  'national origin': {
    rule: '**No.** You may not refuse, steer or set different terms by national origin, ancestry, accent or language, ask where applicants are from, require fluent English, or demand proof of citizenship from only some applicants.',
    may: ['You **may** verify identity and income the same way for every applicant.'],
    refusing: 'an applicant because of their national origin',
  },
  sex: {
    rule: '**No.** Preferences by sex (including sexual orientation and gender identity, per HUD’s reading after Bostock) are not allowed in rentals or sales, and sexual harassment of tenants is illegal.',
    may: ['You **may** apply the same screening to everyone.'],
    exceptions: [
      'A narrow exception lets someone sharing their own living unit choose a roommate of a given sex.',
    ],
    refusing: 'an applicant because of their sex',
  },
  'source of income': {
    rule: '**It depends on where the property is.** The federal Fair Housing Act does not cover source of income, but many states and cities do (among them Washington, California, New York, New Jersey, Oregon, Colorado, Illinois, Massachusetts and the District of Columbia). There you may not refuse applicants, set different terms or advertise "no Section 8" because they pay with a Housing Choice Voucher or other lawful income.',
    may: [
      'You **may** apply the same screening to everyone (rental history, references, and income rules as the local law allows; several places require counting only the tenant’s share of the rent), and you must work with the housing authority’s inspection and contract process in good faith.',
    ],
    exceptions: [
      'Where it is not protected you may decline voucher programs, but a blanket refusal can still be discrimination when it is a pretext for, or falls hardest on, a federally protected class (race, disability or familial status); check your state and city rules before you advertise.',
    ],
    refusing: 'an applicant because of how they pay',
  },
  age: {
    rule: '**It depends on where the property is.** The federal Fair Housing Act does not list age (households with children are protected as familial status), but several states and cities protect age in housing (among them New York, Massachusetts, Illinois and the District of Columbia). There you may not refuse, discourage or set different terms for applicants because they are young or old, or advertise "young professionals" or "no retirees".',
    may: [
      'Lawful everywhere: the same income, credit and rental-history criteria for everyone, and qualifying senior housing (55+ or 62+ under the Housing for Older Persons Act). Wording such as "young professionals" or "mature adults" also signals a familial-status preference under the federal Act.',
    ],
    refusing: 'an applicant because of age',
  },
};

/** Assistance animals (HUD's 2020 notice, FHEO-2020-01). */
const ASSISTANCE_ANIMAL_NOTES = [
  '**Generally, no.** An emotional-support animal or service animal is not a pet under the Fair Housing Act: a landlord must make a reasonable accommodation to a no-pets rule for a tenant with a disability who needs it.',
  'You **may** ask for reliable documentation of the disability-related need when the disability is not obvious (for example a letter from a health professional who knows the tenant); you may not ask for the diagnosis, charge a pet deposit or pet rent for it, or apply breed and weight limits.',
  'You **may** deny a specific animal that poses a direct threat to others or would cause substantial damage that cannot be reduced, judged on that animal’s behaviour, not its breed, and a very small owner-occupied building can be exempt (HUD’s 2020 assistance-animal notice, FHEO-2020-01, sets out the steps).',
  'You must also allow reasonable modifications (a ramp or grab bars, usually at the tenant’s cost in private housing) and may not ask applicants whether they have a disability.',
];

/** Harassment of a tenant, by the landlord, an employee or another tenant (HUD's 2016 harassment rule, 24 CFR 100.600). */
const HARASSMENT_NOTES = [
  '**Act promptly.** Sexual harassment of a tenant is sex discrimination under the Fair Housing Act, and a landlord is directly liable for harassment by its employees and agents (a maintenance worker, a manager) and must take prompt action to stop harassment it knows about, even between tenants (24 CFR 100.600 and 100.7).',
  'In practice: take the report seriously and write it down; keep the worker away from that tenant (another person or a chaperone for repairs) while you look into it; investigate (talk to the tenant, the worker and any witnesses); then stop it, through discipline up to dismissal, and tell the tenant what was done.',
  'Never retaliate against the tenant for reporting (no rent increase, notice or slower repairs): retaliation is separately illegal (42 U.S.C. § 3617). A written anti-harassment policy and training for staff help prevent it.',
];

/** What steering is, for agents (HUD's rule, 24 CFR 100.70). */
const STEERING_NOTES = [
  '**Steering** is guiding buyers or renters toward or away from homes or neighbourhoods because of race, color, religion, sex, disability, familial status or national origin (42 U.S.C. § 3604(a); HUD’s rule, 24 CFR 100.70). It is illegal whether or not the client asks for it, and whether it is done openly or by hint.',
  'It includes: showing some clients only some areas or listings; comments that encourage or discourage ("you’d be more comfortable in…", "lots of young families there", "that area is changing"); describing a neighbourhood by who lives there; giving some clients fewer listings, less information or different talk about schools, crime or financing; and acting on a seller’s or buyer’s discriminatory instruction.',
  'What you **may** do: let the client set the criteria (price, size, the places they name, commute, schools by published data), show every listing that meets them, give every client the same information, point to sources they can check themselves (census data, police crime statistics, state school report cards), and keep notes of searches and showings.',
  'If a client insists, explain that you can’t do it and decline to continue on those terms; NAR’s Code of Ethics (Article 10) holds REALTORS® to the same.',
];

/** The Fair Housing Act's exemptions, when asked about as such. */
const EXEMPTION_NOTES = [
  '**The Fair Housing Act’s exemptions are narrow**: rooms or units in a building of four or fewer units where the owner lives in one (the "Mrs. Murphy" exemption, 42 U.S.C. § 3603(b)(2)); a single-family home sold or rented by an owner of no more than three such homes without an agent or broker (§ 3603(b)(1)); qualifying 55+ or 62+ housing (familial status only); and religious organisations’ and private clubs’ own non-commercial housing (§ 3607).',
  '**None covers advertising**: an ad, post or statement that shows a preference is illegal even for an exempt owner (§ 3604(c)).',
  '**None covers race**: the Civil Rights Act of 1866 (42 U.S.C. § 1982) bars race discrimination in every sale and rental, with no exemption.',
  '**State and local law is often stricter**, with narrower exemptions or none; check the rules where the property is.',
];

/**
 * Housing for older persons (42 U.S.C. § 3607(b) as amended by the Housing for Older Persons Act of
 * 1995; HUD's rules, 24 CFR 100.300–100.308): the only lawful way to restrict a community by age, and
 * an exemption from the familial-status rule alone.
 */
const OLDER_PERSONS_LEAD = [
  '**Yes, but only if the community qualifies as housing for older persons.** The Fair Housing Act’s ban on familial-status discrimination (against households with children) does not apply to qualifying senior housing (42 U.S.C. § 3607(b), as amended by the Housing for Older Persons Act of 1995, "HOPA"; HUD’s rules at 24 CFR 100.300–100.308). There are two kinds.',
  '**55+ housing** must meet all three tests: (1) at least **80% of the occupied units** have at least one resident **55 or older**; (2) it **publishes and follows policies and procedures that show its intent** to be housing for people 55 and older: governing documents, rules, advertising, lease terms and notices posted in common areas all say so, and are applied consistently (HUD counts "adult community" or "adult living" wording against it); and (3) it **verifies ages** with reliable surveys and affidavits (a driver’s licence, passport or birth certificate), updated at least every two years (24 CFR 100.307).',
  '**62+ housing**: **every** resident must be 62 or older (the exceptions are narrow: residents already there in September 1988, and on-site employees doing substantial management or maintenance work, with their families; 24 CFR 100.303).',
  'The other 20% of a 55+ community is its own choice: its rules may require a resident 55 or older in every unit, allow younger spouses or caregivers, or set a minimum age for everyone, as long as the 80% test is met and the rules are applied the same way to everyone.',
];

const OLDER_PERSONS_BY_ASKER = {
  association:
    '**For an HOA or condo board converting an existing community**: adopt the restriction the way the governing documents allow amendments (often a vote of the owners to amend the declaration or CC&Rs, not a board resolution alone), record it, then publish and enforce it and survey ages. Count first: the exemption applies only once at least 80% of occupied units have a resident 55 or older, and until then refusing or discouraging buyers or renters with children is familial-status discrimination. HOPA does not require removing residents already there; communities usually apply the rule to new sales and rentals.',
  developer:
    '**For a developer or builder of a new community**: put the 55+ (or 62+) restriction in the recorded declaration, the sales contracts and the marketing from the start. Newly built housing need not meet the 80% test until **25% of the units are occupied** (24 CFR 100.305(d)), but the published intent and age verification must be there from the first sale.',
  landlord:
    '**For a landlord or apartment owner**: the same tests apply to a building or complex: lease terms, advertising and posted notices describing it as 55+ housing, each household’s age verified at move-in and by updated surveys, and enough units with a resident 55 or older to stay at 80% as tenants turn over.',
} as const;

const OLDER_PERSONS_LIMITS =
  '**What it does not allow**: the exemption covers familial status only. A 55+ or 62+ community may not discriminate by race, color, religion, sex, national origin or disability, must still make reasonable accommodations (a younger live-in aide, an assistance animal), and state law may add requirements (registration, its own age rules). Someone who relies in good faith on a community’s written statement that it qualifies is protected from money damages (§ 3607(b)(5)).';

/** A board's, developer's or landlord's question about restricting housing by age (55+ or 62+). */
function olderPersonsNotes(situation: Situation): string[] {
  const asker = situation.asker;
  const own =
    asker === 'association' || asker === 'developer'
      ? [OLDER_PERSONS_BY_ASKER[asker]]
      : asker
        ? []
        : situation.ownerOccupied
          ? [OLDER_PERSONS_BY_ASKER.landlord]
          : Object.values(OLDER_PERSONS_BY_ASKER);
  return [...OLDER_PERSONS_LEAD, ...own, OLDER_PERSONS_LIMITS];
}

const SMALL_LANDLORD_NOTE =
  'A landlord who lives in a building of four or fewer units is exempt from most of the federal Act (the "Mrs. Murphy" exemption), but never from its advertising rule, never from § 1982 for race, and often not from state law.';

/** Choosing a roommate of a given sex for one's own living space (HUD's shared-living position). */
const ROOMMATE_NOTES = [
  '**For a roommate who shares your own living space, yes.** Choosing a roommate of a given sex, and saying so in the ad ("female roommate wanted"), is allowed where you share living areas such as the kitchen or bathroom: HUD has long treated shared living this way, and a federal appeals court held that the Fair Housing Act does not reach roommate choice (Fair Housing Council v. Roommate.com, 2012).',
  'It does not extend to a separate unit, even in a building you live in, and some state and city laws are stricter; describe the space plainly ("private bedroom, shared kitchen and bath").',
];

/** The small-landlord ("Mrs. Murphy") exemption for an owner who lives in the building. */
function ownerOccupiedNotes(category: ProtectedClass, situation: Situation): string[] {
  if (category === 'sex' && situation.sharedLiving) return ROOMMATE_NOTES;
  if (category === 'race or color')
    return [
      '**No, not even in a building you live in.** The Fair Housing Act’s small-landlord ("Mrs. Murphy") exemption does not reach race: the Civil Rights Act of 1866 (42 U.S.C. § 1982) gives every citizen the same right to rent and buy property, with no exemption for small or owner-occupied buildings (Jones v. Alfred H. Mayer Co., 1968), and courts apply it to ancestry and ethnic characteristics too.',
    ];
  if (STATE_LAW_CLASSES.has(category))
    return [
      CLASS_RULES[category].rule,
      'The federal small-landlord ("Mrs. Murphy") exemption does not decide this: the state and city laws that protect this class set their own exemptions, often for an owner-occupied two-family home or rooms in your own home, so check the local rule.',
    ];
  return [
    `**Under federal law, possibly: this is the one narrow exemption.** The Fair Housing Act does not cover rooms or units in a building of four or fewer units when the owner lives in one of them (the "Mrs. Murphy" exemption, 42 U.S.C. § 3603(b)(2)), so turning away ${CLASS_RULES[category].refusing} there is not a violation of the federal Act.`,
    '**It never covers advertising or statements.** An ad, post or remark that shows a preference ("no kids", "adults only") is illegal even for an exempt owner (§ 3604(c)), and so is telling an applicant that is the reason.',
    `**It never covers race or color**: the Civil Rights Act of 1866 (42 U.S.C. § 1982) bars race discrimination in every rental, with no small-landlord exemption${category === 'national origin' ? ', and courts apply it to ancestry and ethnic characteristics, so refusing someone for their ethnicity can violate it here too' : ''}.`,
    '**State and local law is often stricter.** Many states exempt less or nothing: New York’s exemption covers only an owner-occupied two-family house (or rooms in your own home), and California’s only a single roomer or boarder in your home. Check your state and city before relying on it.',
  ];
}

const MAKEUP: Partial<Record<ProtectedClass, string>> = {
  religion: 'religious makeup',
  'race or color': 'racial or ethnic makeup',
  'national origin': 'ethnic or national makeup',
  'familial status': 'share of families with children',
};

/** Describing who lives in a neighbourhood, usually an agent's question (NAR Standard of Practice 10-1). */
function demographicsNotes(category: ProtectedClass): string[] {
  const makeup = MAKEUP[category] ?? `makeup by ${category}`;
  return [
    `**Don’t characterise a neighbourhood by who lives there, even when asked.** Telling buyers the ${makeup} of an area, or hinting at it ("lots of churches", "you’d fit in there", "a changing neighbourhood"), can be steering under the Fair Housing Act, and NAR’s Code of Ethics (Standard of Practice 10-1) bars REALTORS® from volunteering the racial, religious or ethnic composition of a neighbourhood.`,
    'What you **may** do: say that you don’t describe areas by who lives there, point buyers to sources they can check themselves (census data, a directory of all the area’s places of worship), and help with what you can speak to: price, schools by published data, commute, amenities, and every listing that fits their criteria.',
  ];
}

const LENDER_EXTRAS: Partial<Record<ProtectedClass, string>> = {
  'familial status':
    'A lender may verify income and employment the same way for everyone, including a return-to-work date after parental leave, but may not deny or delay a loan because an applicant is pregnant or on leave.',
  disability:
    'Disability benefits count as income like any other income that is likely to continue; a lender may not ask about the disability itself.',
  'source of income':
    'Under ECOA, income from public assistance (Social Security, SSI, and similar) must be considered like other income when it is likely to continue.',
  'national origin':
    'A lender may apply its written program rules on residency or immigration status to every applicant (some loan programs require permanent residence), but may not price or deny by national origin.',
  age: 'ECOA protects age: a lender may not refuse an older applicant because a 30-year term would outlast them, though it may consider how long income will continue.',
};

/** A lender's duties (Fair Housing Act § 3605 and the Equal Credit Opportunity Act). */
function lenderNotes(category: ProtectedClass): string[] {
  const extra = LENDER_EXTRAS[category];
  return [
    `**No.** A lender may not deny a loan, set different rates, fees, terms or appraisal standards, or discourage an application because of ${category} (Fair Housing Act § 3605; the Equal Credit Opportunity Act also covers age, marital status and income from public assistance).`,
    'Mortgage applications ask for race, ethnicity and sex for government monitoring (HMDA): answering is voluntary, and the answers may not be used in the decision.',
    ...(extra ? [extra] : []),
  ];
}

function agentNote(category: ProtectedClass): string {
  return `As an agent you may not act on a client’s instruction to exclude, prefer or steer by ${category}: an owner who sells or rents through an agent loses the single-family-home exemption, and your licence and NAR’s Code of Ethics (Article 10, for REALTORS®) hold you to it. Explain that you can’t, and withdraw if the client insists.`;
}

const SELLER_NOTE =
  'A seller may choose among offers by price, terms, financing, contingencies and timing, judged the same way for every buyer, never by who the buyers are. An owner selling their own single-family home is exempt from parts of the Fair Housing Act only when they own no more than three such homes and sell without an agent or broker and without a discriminatory ad or statement (§ 3603(b)(1)); § 1982 still bars refusing a buyer because of race, and state law may be stricter.';

/** The bullets of a compliance answer. */
export function complianceNotes(question: ComplianceQuestion): string[] {
  const { category, topic, situation = {} } = question;
  if (topic === 'harassment') return HARASSMENT_NOTES;
  if (topic === 'steering') return STEERING_NOTES;
  if (topic === 'older-persons') return olderPersonsNotes(situation);
  if (!category || topic === 'exemptions') return EXEMPTION_NOTES;
  if (situation.asker === 'lender') return lenderNotes(category);
  if (topic === 'demographics') return demographicsNotes(category);
  const rules = CLASS_RULES[category];
  // The owner who lives in the building leads with the small-landlord exemption, and what it leaves.
  const lead = situation.ownerOccupied ? ownerOccupiedNotes(category, situation) : [];
  const notes =
    topic === 'assistance-animal'
      ? [...lead, ...ASSISTANCE_ANIMAL_NOTES.slice(lead.length > 0 ? 1 : 0)]
      : [
          ...(lead.length > 0 ? lead : [rules.rule]),
          ...rules.may,
          // The roommate lead already is the sex exception.
          ...(category === 'sex' && situation.sharedLiving ? [] : (rules.exceptions ?? [])),
        ];
  // "do I have to allow it?" is answered yes where the rule's lead answers "can I refuse?" with no.
  if (situation.asksDuty) notes[0] = answeredAsDuty(notes[0]!);
  if (situation.asker === 'agent') notes.push(agentNote(category));
  else if (situation.asker === 'seller') notes.push(SELLER_NOTE);
  else if (
    !situation.ownerOccupied &&
    !situation.asker &&
    topic !== 'assistance-animal' &&
    !STATE_LAW_CLASSES.has(category)
  )
    notes.push(SMALL_LANDLORD_NOTE);
  return notes;
}

/** A lead written for "may I refuse?" turned to answer "must I allow?", its reasons unchanged. */
function answeredAsDuty(lead: string): string {
  return lead
    .replace(/^\*\*No\.\*\*/, '**Yes, in most cases.**')
    .replace(/^\*\*Generally, no\.\*\*/, '**Generally, yes.**');
}

/** The heading's label: the class, or the subject when the question names none. */
function label(question: ComplianceQuestion): string {
  if (question.topic === 'harassment') return question.category ?? 'sex';
  if (question.category) return question.category;
  if (question.topic === 'steering') return 'steering';
  return 'exemptions';
}

/** The answer to a landlord's, agent's, seller's or lender's compliance question. */
export function renderComplianceAnswer(question: ComplianceQuestion): string {
  const title =
    question.topic === 'older-persons' && question.explains
      ? 'How housing for older persons (55+ and 62+) works under fair-housing law'
      : `What fair-housing law allows (${label(question)})`;
  return `### ${title}

${complianceNotes(question)
  .map((n) => `- ${n}`)
  .join('\n')}

State and local laws often protect more groups (source of income, age, marital status, criminal history rules). HUD’s Fair Housing pages, your state civil-rights agency or a local fair-housing organisation can confirm the rules where your property is; this is general information, not legal advice.
`;
}

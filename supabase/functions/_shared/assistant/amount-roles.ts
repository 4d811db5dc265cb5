// Reads the ROLE of an amount, not only its size: "each side rents for $1,650" is a per-unit rent,
// "$80k total into a rental" is cash invested (not a price), "nets $450/mo" is a cash flow (not a rent),
// "I'll self manage" means no management fee, "$1,650 × 2" is two rents. The tokens come from the
// number tokenizer (parse-numbers.ts); this module is a small role grammar over them: each role is a
// cue that must sit right before or right after the number, checked in one place.
//
// Why not a general NLP library: the readings that go wrong are about money next to a handful of
// real-estate cue words; the libraries that run under both Deno and Node (compromise and friends) tag
// numbers and parts of speech but know nothing of "per door" or "all-in", so the cues would still be ours.

import { COUNT_WORDS, countOrOne, PLEX_UNITS, UNITS } from './number-words.ts';
import { normalizeText, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';

export type AmountRole = 'rentPerUnit' | 'rentTotal' | 'cashInvested' | 'netCashFlow' | 'noi' | 'grossRent';

export interface RoleReading {
  role: AmountRole;
  token: NumberToken;
  /** The cue words that gave the role, shown back to the user. */
  cue: string;
}

export interface DealReading {
  /** Units in the property when the text says so (duplex = 2, "4 units", "× 3"). */
  units?: number;
  unitsCue?: string;
  selfManaged: boolean;
  /** "no vacancy", "fully occupied", "100% leased": the user's own vacancy is none. */
  noVacancy: boolean;
  /** "that's all the expenses", "no other costs": no assumed expense may be added to the listed ones. */
  expensesComplete: boolean;
  /** "ignore closing costs", "seller pays closing": no closing costs are to be assumed. */
  noClosingCosts: boolean;
  roles: RoleReading[];
  /** Whether a multi-unit rent was written without saying per unit or total. */
  rentUnitAmbiguous: boolean;
  /** "units rent 1450 and 1350", "rents 1,100 / 1,150 / 1,200": one rent per unit, listed. */
  rentList?: NumberToken[];
}

const OWN_LABEL =
  /\b(?:expenses?|costs?|tax(?:es)?|insurance|hoa|fees?|down|closing|debts?|payments?|p&i|piti|mortgage|income|noi|flow|opex|utilities|repairs?|maintenance|vacancy|management|reserves?|capex|loan)\b/;
const RENT_LIST_CUE = /\b(?:rents?|rented|renting|leases?|leased|units? (?:go|goes) for)\b[^.;!?\d]{0,25}$/;
const LIST_JOIN =
  /^\s*(?:\/\s?mo(?:nth)?|a month|per month|monthly)?\s*(?:,\s*(?:and\s+)?|and\s+|&\s*|\/\s*|\+\s*|plus\s+)$/;

/**
 * Rents listed one per unit: two or more amounts of a monthly rent's size right after a rent word,
 * joined by commas, "and", "/" or "+". With a unit count, only a list as long as it counts (or one
 * short, for "the other units" of a building the owner lives in).
 */
function rentListOf(text: string, tokens: readonly NumberToken[], units?: number): NumberToken[] | undefined {
  const rentSized = (t: NumberToken) =>
    (t.kind === 'money' || t.kind === 'plain') && t.period !== 'yearly' && t.value >= 200 && t.value <= 20000;
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i]!;
    if (!rentSized(first) || !RENT_LIST_CUE.test(text.slice(Math.max(0, first.start - 40), first.start)))
      continue;
    const list = [first];
    for (let j = i + 1; j < tokens.length; j++) {
      const next = tokens[j]!;
      if (!rentSized(next) || !LIST_JOIN.test(text.slice(list.at(-1)!.end, next.start))) break;
      // "rent 7250 a mo, $2,105 a month in expenses": an amount with a label of its own is not a rent.
      const after = text.slice(next.end).split(/[,.;!?]/)[0] ?? '';
      if (OWN_LABEL.test(after) || (next.period ?? 'monthly') !== (first.period ?? 'monthly')) break;
      list.push(next);
    }
    // "rents 1,200, 1,250 and 1,300 on the other units" of a fourplex the owner lives in.
    const others = units !== undefined && list.length === units - 1 && /\bother\b/.test(text);
    if (list.length >= 2 && (units === undefined || units === list.length || others)) return list;
  }
  return undefined;
}

/** "two units at 1,275, one at 1,350, one at 1,400": each count of units and the rent they get. */
const MIX_ENTRY = new RegExp(
  `\\b(\\d|${COUNT_WORDS}|an?|another)\\s+(?:more\\s+|other\\s+)?(?:units?\\s+|of them\\s+|apartments?\\s+|doors?\\s+|sides?\\s+)?(?:(?:is|are)\\s+)?(?:at|@|rent(?:s|ing)?(?: for| at)?|renting (?:for|at)|go(?:es)? for|leased at|for)\\s*$`,
);

/**
 * A unit mix: rents each said with how many units get it ("two units at 1,275, one at 1,350, one at
 * 1,400"). The rents listed once per unit, so the list adds up like any list of rents; only when the
 * counts add up to the building's units (or no count is stated) and every rent in the mix has one.
 */
function unitMixOf(text: string, tokens: readonly NumberToken[], units?: number): NumberToken[] | undefined {
  const list: NumberToken[] = [];
  let entries = 0;
  for (const t of tokens) {
    if (!(
      (t.kind === 'money' || t.kind === 'plain') &&
      t.period !== 'yearly' &&
      t.value >= 200 &&
      t.value <= 20000
    ))
      continue;
    const m = MIX_ENTRY.exec(text.slice(Math.max(0, t.start - 40), t.start));
    if (!m) continue;
    const count = countOrOne(m[1]!);
    if (!(count >= 1 && count <= 50)) return undefined;
    entries++;
    for (let k = 0; k < count; k++) list.push(t);
  }
  if (entries < 2) return undefined;
  // The building's own count, when said ("triplex", "4-plex", "6 unit building"), must be the mix's;
  // a count inside the mix ("two units at 1,350") is the mix's own.
  const plex = Object.entries(PLEX_UNITS).find(([word]) => new RegExp(`\\b${word}\\b`).test(text))?.[1];
  const building = plex ?? units;
  if (building !== undefined && building !== list.length && !(plex === undefined && units! < list.length))
    return undefined;
  return list;
}

interface RoleCue {
  role: AmountRole;
  /** Cue ending right before the number (up to a few filler words between). */
  before?: RegExp;
  /** Cue starting right after the number. */
  after?: RegExp;
}

/** A count of units in digits or words ("the 4 units", "all six doors"). */
const COUNT = '(?:\\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const UNIT_NOUN = '(?:units?|sides?|doors?|apartments?|apts?|flats?|suites?|tenants?)';
/** The verbs a per-unit rent is said with ("rents for", "gets", "pays", "brings in", "is leased at"). */
const PER_UNIT_VERB =
  '(?:(?:is |are )?(?:rents?|rented|renting|goes|go|going|leases?|leased|leasing|gets?|getting|brings? in|bringing in|pulls?(?: in)?|collects?|pays?|paying|at)(?: out)?(?: for| at| to)?)';

/**
 * Said right after an amount, the land inside a price: "1.2M of the price is land", "600k of that was
 * the lot", "300k of it is for the land". Never the price itself.
 */
export const LAND_OF_PRICE =
  /^\s*(?:of (?:the |that |it|which|this)(?:\s*(?:price|purchase(?: price)?|cost|total))?\s+)?(?:is|was|being|would be|goes to|went to|is for|was for)\s+(?:the\s+)?(?:land|lot|dirt)\b/;

/** Where one lump of cash went: repairs, a rehab, closing costs (a part of the cash invested). */
export const ONE_PART_OF_CASH =
  /^\s*(?:of\s+)?(?:in|into|on|toward|towards|for)\s+(?:the\s+|some\s+)?(?:repairs?|rehab|renovations?|reno|fix(?:es|[- ]?ups?)|updates|upgrades|improvements|closing(?: costs)?|make[- ]ready)\b(?!\s*(?:a|per|each|every|\/)\s*(?:month|year|mo|yr)\b)/;

// Anchored at the end of the text before the number / the start of the text after it.
const ROLE_CUES: readonly RoleCue[] = [
  {
    role: 'cashInvested',
    before:
      /\b(?:all[- ]in(?: (?:at|for|cost))?|total(?: cash)? (?:invested|in(?:to)?)|(?:put|putting|puts|sunk|sank|poured|invested)(?: (?:in|into it|in total))?|have|i'm|i am|we're|we are|cash in|into it|out of pocket|total investment(?: of)?|all told|in for)\s*(?:of|is|was|about|around|roughly)?\s*$/,
    // "72k cash in": cash said to be in, with nothing after it, is the cash invested.
    after:
      /^\s*(?:total |all[- ]in |in total )?(?:cash )?(?:(?:invested |sunk )?in(?:to)? (?:it|the (?:deal|property|rental|house|place))|(?:total |all[- ]in )?into (?:a|the|this|my|our) \w+|all[- ]in\b|out of pocket|cash invested|invested\b|total investment|(?<=cash )in\b(?!\s+(?:the |a |an )?(?:bank|savings|hand|reserves?)))/,
  },
  {
    role: 'netCashFlow',
    before:
      /\b(?:nets?|netting|netted|clears?|clearing|cash ?flows?(?: after (?:the |my |our |all )?(?:mortgage|debt(?: service)?|p&i|expenses|everything)(?: and (?:all )?expenses)?)?(?: of| at| is| was| are| were| =|:| comes? to| came to| works? out to| worked out to| runs?| ran| totals?| totaled| ends? up at)?|profit(?:s|ing)? (?:of )?|positive|makes? me|puts? in my pocket)\s*(?:about|around|roughly|me|us)?\s*$/,
    after:
      /^\s*(?:(?:in |of )?(?:net\b|profit|cash ?flow|after (?:all )?(?:expenses|the mortgage|everything)|clear))/,
  },
  {
    role: 'noi',
    before: /\b(?:noi|net operating income)(?: of| is| at|:)?\s*$/,
    after: /^\s*(?:(?:in |of )?(?:noi|net operating income))\b/,
  },
  {
    role: 'rentPerUnit',
    before:
      /\b(?:\d\s?(?:x|×|\*)|(?:units?|doors?|apts?|apartments?)\s?(?:x|×|\*)|(?:each|every)(?: side| unit| door| apartment| apt| one)?|per (?:side|unit|door|apartment|apt)|a (?:side|unit|door)|both(?: (?:sides|units|doors|apartments))?(?= (?:rent|go|lease|get|at|to)\b)|all(?: \d+| two| three| four| five| six| eight| ten)? (?:units|sides|doors|apartments) (?:rent|go|lease)s?(?: out)?(?: for| at)?)(?: (?:is |are )?(?:rents?|rented|goes|go|leases?|leased|gets?|brings? in|pulls?(?: in)?|collects?)(?: out)?(?: for| at| to)?| (?:at|to))?\s*(?:about|around|roughly)?\s*$/,
    after:
      /^\s*(?:(?:a month |\/mo |monthly )?(?:each|per (?:side|unit|door|apartment)|a (?:side|unit|door)|\/\s?(?:side|unit|door|apartment|apt)|apiece)\b|\s?(?:x|×|\*)\s?\d\b)/,
  },
  {
    // "each of the 4 units rents for", "every one of the 4 doors pays", "all 6 units get", "the average
    // rent is", "units average": a rent said of every unit in turn is one unit's rent, whatever the verb.
    role: 'rentPerUnit',
    before: new RegExp(
      `\\b(?:(?:(?:each|every)(?: one)? of (?:the |our |my |its |these |those )?(?:${COUNT} )?${UNIT_NOUN}|(?:each|every) ${UNIT_NOUN})(?: each)?(?: ${PER_UNIT_VERB})?|all (?:of )?(?:the |our |my )?(?:${COUNT} )?${UNIT_NOUN}(?: each)? ${PER_UNIT_VERB})\\s*(?:about|around|roughly|approx\\.?|~)?\\s*$|\\b(?:(?:avg|average)(?: monthly)? rents?(?: per (?:unit|door))?(?: (?:is|of|at|=|:))?|rents? (?:avg|average|averages|averaging)(?: (?:out )?(?:to|at|of))?|(?:units?|doors?|apartments?|apts?) (?:avg|average|averaging)(?: (?:out )?(?:to|at|of))?(?: rents? of)?|averaging(?: rents? of)?|(?:(?:avg|average)\\s+)?(?:monthly\\s+)?rents?\\s*(?:\\/\\s*|per\\s+)(?:unit|door|apt|apartment)(?:\\s+(?:is|of|at|=|:))?)\\s*(?:about|around|roughly|approx\\.?|~)?\\s*$`,
    ),
  },
  {
    role: 'rentTotal',
    before:
      // "the triplex grosses 4,200", "building brings in 9k": what the whole property takes in.
      /\b(?:total(?: monthly)? rents?|combined rents?|rents? (?:total|combined)|together|in total|gross rents? (?:of|is)?|(?:grosses|grossing|brings in|bringing in|takes in|pulls in|collects)(?: about| around| roughly)?)\s*(?:of|is|are|:)?\s*$/,
    after:
      /^\s*(?:(?:a month |\/mo |monthly )?(?:total|combined|in total|for (?:both|all)(?: \w+)?|together))\b/,
  },
];

const UNIT_WORDS: Record<string, number> = {
  duplex: 2,
  triplex: 3,
  fourplex: 4,
  quadplex: 4,
  sixplex: 6,
  'two-flat': 2,
  'three-flat': 3,
};

function unitsOf(text: string): { units?: number; cue?: string } {
  const m = /\b(\d{1,3})[- ]?(?:units?|doors|apartments|apts|family|plex|flat)\b/.exec(text);
  if (m && Number(m[1]) >= 2) return { units: Number(m[1]), cue: m[0] };
  // "each of the four units", "all six apartments": a count in words (normalizeText leaves it a word).
  const word =
    /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ](?:units?|doors|apartments|apts|family|plex)\b/.exec(
      text,
    );
  if (word) return { units: UNITS[word[1] as string], cue: word[0] };
  for (const [word, n] of Object.entries(UNIT_WORDS)) if (text.includes(word)) return { units: n, cue: word };
  const times = /\$?\d[\d,.]*k?\s?(?:x|×|\*)\s?(\d)\b|\b(\d)\s?(?:x|×|\*)\s?\$\d/.exec(text);
  if (times) return { units: Number(times[1] ?? times[2]), cue: times[0] };
  const sides = /\b(?:both|two) (?:sides|units|halves)\b/.exec(text);
  if (sides) return { units: 2, cue: sides[0] };
  return {};
}

const SELF_MANAGE =
  /\bself[- ]?manag\w*|\bmanag\w* (?:it |them |the property |everything )?(?:myself|ourselves)\b|\b(?:no|without a|won't use a|not using a|don't need a) (?:property )?manager\b|\bdiy (?:manage|landlord)/;

// "operating expenses 7,800 a year all-in", "all-in opex 9k", "no separate vacancy": the vacancy is
// inside the expenses given, so none is assumed on top (rule 74).
const ALL_IN_EXPENSES =
  /\b(?:operating )?(?:expenses|opex|costs)\b[^.;,$\d]{0,6}[$\d][\d,.k]*(?:\s*(?:a|per|\/)\s*(?:year|yr|month|mo))?\s*,?\s*all[- ]in\b|\ball[- ]in (?:operating )?(?:expenses|opex)\b|\bno separate vacancy\b/;
export const NO_VACANCY =
  /\b(?:no|zero|0%?|without(?: any)?|ignore(?: the)?|assume no|assuming no)\s+vacanc(?:y|ies)\b|\bvacancy\s+(?:of\s+)?(?:is\s+)?(?:zero|none|0%?)(?!\.\d)\b|\b(?:fully|100%)\s+(?:occupied|leased|rented)\b|\bfull occupancy\b|\bnever (?:sits )?vacant\b|\bvacancy (?:is )?(?:already )?(?:included|counted|baked) in (?:the |my |those )?(?:expenses|opex|costs)\b/;
const EXPENSES_COMPLETE =
  /\b(?:that's|thats|that is|those are|these are|this is)\s+(?:all|every)(?:\s+(?:the|my|of the|of my))?\s+(?:expenses?|costs?|opex|bills)\b|\b(?:no|nothing)\s+(?:other|else|more|additional)\s*(?:expenses?|costs?)?\b(?:\s+(?:besides|except|to add))?|\b(?:only|all)\s+(?:the\s+)?expenses?\s+(?:are|is)\b|\bexpenses? (?:are|is) (?:just|only)\b|\b(?:ignore|ignoring|forget|skip|leave out|disregard|exclude|excluding)\s+(?:the\s+|any\s+|all\s+)?(?:other|closing|extra|additional|misc\w*)\s+(?:costs?|fees?|expenses?)\b|\b(?:other|closing)\s+(?:costs?|fees?)\s+(?:are\s+)?(?:zero|none|nothing|negligible)\b/;

const NO_CLOSING_COSTS =
  /\b(?:ignor(?:e|ing)|forget|skip|leave out|disregard|exclud(?:e|ing)|no|without|not counting|minus)\s+(?:the\s+|any\s+)?closing(?: costs?| fees?)?\b|\bclosing(?: costs?| fees?)?\s+(?:are\s+|is\s+)?(?:zero|none|nothing|waived|covered|paid by (?:the )?seller)\b|\bseller (?:pays|is paying|covers|covering) (?:all )?(?:the )?closing\b/;

const MONEY_RENT_CONTEXT = /\brent|\blease|\bgoes for|\bgo for|\bbrings? in/;

/**
 * Reads unit counts, management and the role of each amount in the text. `unitsBefore` is the unit
 * count of the rents a follow-up changes ("both rent for 1,950" after "units rent 1800 and 1725"): a
 * rent the follow-up gives per unit is for that many units when it names no count of its own.
 */
export function readDeal(input: string, unitsBefore?: number): DealReading {
  const text = normalizeText(input);
  const tokens = tokenizeNumbers(text);
  const roles: RoleReading[] = [];
  const multiUnit = (unitsOf(text).units ?? unitsBefore ?? 0) > 1;
  tokens.forEach((token, i) => {
    if (token.kind !== 'money' && token.kind !== 'plain') return;
    const prevEnd = i > 0 ? (tokens[i - 1] as NumberToken).end : 0;
    const before = text.slice(Math.max(prevEnd, token.start - 50), token.start);
    const nextStart = i + 1 < tokens.length ? (tokens[i + 1] as NumberToken).start : text.length;
    // The "× 2" cue is itself a number: keep it in the after-context.
    const after = text.slice(token.end, Math.min(text.length, Math.max(nextStart + 2, token.end + 40)));
    for (const cue of ROLE_CUES) {
      // The cue after the number is the more specific one ("$80k total into a rental" over "I have").
      const a = cue.after?.exec(after);
      const b = a ? null : cue.before?.exec(before);
      const hit = a ?? b;
      if (!hit) continue;
      // Cash put in is a lump sum: "i have 600/mo in debt" is a payment, never cash invested; "i have
      // 250k left on the loan" is a balance.
      // "I'm 42 and live in 78704": a bare small number after "I'm" is an age, not cash put in.
      if (
        cue.role === 'cashInvested' &&
        (token.period ||
          /^\s*(?:left|remaining|to go|owed|owing)\b/.test(after) ||
          // "put 12k into repairs": a part of the cash put in, added to the rest, never all of it.
          ONE_PART_OF_CASH.test(after) ||
          (token.kind === 'plain' && token.value < 1000))
      )
        continue;
      // "all four units rent at $6,000 total": the word after the number decides.
      if (
        cue.role === 'rentPerUnit' &&
        !a &&
        /^\s*(?:a month |\/mo |monthly )?(?:total|combined|in total|together)\b/.test(after)
      )
        continue;
      // "per unit" only means a per-unit RENT when the number is a rent.
      // In a multi-unit building "$1,400 a unit" or "$1,250 per door" is a rent even without the word.
      const perDoor = cue.role === 'rentPerUnit' && multiUnit && token.value >= 200 && token.value <= 20000;
      if (
        (cue.role === 'rentPerUnit' || cue.role === 'rentTotal') &&
        !perDoor &&
        !MONEY_RENT_CONTEXT.test(before + after) &&
        token.period !== 'monthly'
      )
        continue;
      roles.push({ role: cue.role, token, cue: hit[0].trim() });
      return;
    }
  });
  const marked = roles.some((r) => r.role === 'rentPerUnit' || r.role === 'rentTotal');
  const own = unitsOf(text);
  const { units, cue: unitsCue } =
    own.units === undefined && unitsBefore !== undefined && roles.some((r) => r.role === 'rentPerUnit')
      ? { units: unitsBefore, cue: `${unitsBefore} units, as before` }
      : own;
  const mix = rentListOf(text, tokens, units) ? undefined : unitMixOf(text, tokens, units);
  const rentList = mix ?? rentListOf(text, tokens, units);
  const rentMentioned = /\brent|\blease/.test(text) && tokens.some((t) => t.kind === 'money');
  return {
    ...(mix
      ? { units: mix.length, unitsCue: `${mix.length} units in the mix` }
      : units !== undefined
        ? { units, unitsCue }
        : {}),
    selfManaged: SELF_MANAGE.test(text),
    noVacancy: NO_VACANCY.test(text) || ALL_IN_EXPENSES.test(text),
    expensesComplete: EXPENSES_COMPLETE.test(text) || ALL_IN_EXPENSES.test(text),
    noClosingCosts: NO_CLOSING_COSTS.test(text),
    roles,
    ...(rentList ? { rentList } : {}),
    rentUnitAmbiguous:
      rentList === undefined &&
      units !== undefined &&
      units > 1 &&
      rentMentioned &&
      !marked &&
      !/\b(?:gross|total|combined|all units|whole)\b/.test(text),
  };
}

export function roleValue(reading: DealReading, role: AmountRole): number | undefined {
  return reading.roles.find((r) => r.role === role)?.token.value;
}

export interface CueOptions {
  kinds?: readonly NumberToken['kind'][];
  /** Words allowed between the cue and the number. */
  gap?: number;
  /** Where the cue may stand, in order of preference (default: before, then after). */
  sides?: readonly ('before' | 'after')[];
}

const FILLER_WORDS =
  /^(?:of|is|was|are|at|about|around|roughly|approximately|approx|a|an|the|my|our|its|for|to|be|would|will|it|it's|just|only|like|maybe|probably|estimated|total|per|month|year|monthly|annual|annually|yearly|currently|now|with|and|that|which|homes|houses|properties|costs?|cost|came|comes|in|on|i|we|paid|pay|got|was|were|charges?|charging|takes?|taking|gets?|wants?|asks?|asking|runs?|ran|quoted|into|toward|towards|onto|:|=|-|—|~|≈|approx\.)$/;

/**
 * The first token of the given kinds whose nearest words carry the cue: the cue ends within `gap`
 * filler words before the number, or starts within `gap` filler words after it.
 */
export function amountWithCue(
  text: string,
  tokens: readonly NumberToken[],
  cue: RegExp,
  options: CueOptions = {},
): NumberToken | undefined {
  const kinds = options.kinds ?? ['money', 'plain'];
  const gap = options.gap ?? 3;
  const cueSource = new RegExp(cue.source, cue.flags.replace('g', ''));
  // A cue before the number ("owe $200k") is the usual order and wins over one after another number
  // ("$500k and owe"), so all tokens are tried with the cue before them first.
  for (const side of options.sides ?? (['before', 'after'] as const)) {
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] as NumberToken;
      if (!kinds.includes(token.kind)) continue;
      const prevEnd = i > 0 ? (tokens[i - 1] as NumberToken).end : 0;
      const nextStart = i + 1 < tokens.length ? (tokens[i + 1] as NumberToken).start : text.length;
      const context =
        side === 'before'
          ? text.slice(Math.max(prevEnd, token.start - 60), token.start)
          : text.slice(token.end, Math.min(nextStart, token.end + 60));
      if (cueNear(context, cueSource, gap, side)) return token;
    }
  }
  return undefined;
}

/** Every token of the given kinds carrying the cue on either side ("$5k closing … refi closing costs of $4k"). */
export function amountsWithCue(
  text: string,
  tokens: readonly NumberToken[],
  cue: RegExp,
  options: CueOptions = {},
): NumberToken[] {
  const found: NumberToken[] = [];
  for (const token of tokens) {
    const one = amountWithCue(text, [token], cue, options);
    if (one) found.push(one);
  }
  return found;
}

function cueNear(context: string, cue: RegExp, gap: number, side: 'before' | 'after'): boolean {
  const clause =
    side === 'before'
      ? (context.split(/[.;!?]\s|,\s/).pop() ?? '')
      : (context.split(/[.;!?]\s|,\s/)[0] ?? '');
  const words = clause.trim().split(/\s+/).filter(Boolean);
  // Try the cue on the words nearest the number, widening one word at a time.
  for (let n = 1; n <= words.length; n++) {
    const slice = side === 'before' ? words.slice(words.length - n) : words.slice(0, n);
    const phrase = slice.join(' ');
    const m = cue.exec(phrase);
    if (!m) continue;
    const between = side === 'before' ? phrase.slice(m.index + m[0].length) : phrase.slice(0, m.index);
    const fillers = between.trim().split(/\s+/).filter(Boolean);
    // After a number, "and" starts a new clause: "$500k and owe" does not make $500k the amount owed.
    const nonFiller = fillers.filter((w) => !FILLER_WORDS.test(w.replace(/[,()]/g, '')) || w === 'and');
    return nonFiller.length === 0 && fillers.length <= gap + 2;
  }
  return false;
}

// Routes a question to a calculator (with its inputs, or the list of missing inputs), the knowledge base,
// the fair-housing guardrail or the help answer. Short follow-ups ("what about at 7%?") reuse the numbers
// of the last calculator question in the history.

import { relativeDirection, directionAt } from './follow-up-rewrite.ts';
import { readLoanChanges } from './loan-changes.ts';
import type { HistoryTurn } from '../protocol.ts';
import {
  buildRequest,
  requestOptions,
  type RequestOptions,
  resolveQuantities,
  type CalculatorId,
  type CalculatorRequest,
  type MissingInput,
} from './calculator-inputs.ts';
import { rentBasis } from './rent-basis.ts';
import { readDeal, type DealReading } from './amount-roles.ts';
import { routeDeal, type DealRoute } from './deal-intents.ts';
import { checkFairHousing, fairHousingFollowUp, type FairHousingCheck } from './fair-housing.ts';
import type { HelpReason } from './help-answer.ts';
import { offTopic } from './off-topic.ts';
import {
  bestTopic,
  closestTopics,
  findTopic,
  longestPhraseIn,
  MIN_SCORE,
  type KnowledgeHit,
} from './knowledge-search.ts';
import { compareConcepts, type Comparison } from './knowledge-comparison.ts';
import type { KnowledgeTopic } from './knowledge-base.ts';
import { detectLiveData, type LiveDataKind } from './live-data.ts';
import { loanFromPayment } from './calculators.ts';
import { formatAmount, formatRate } from './format.ts';
import { readQuickMath, readsAsLandlordMath, type QuickAnswer } from './quick-math.ts';
import { quantityArithmetic } from './quantity-arithmetic.ts';
import { pointsForAStay } from './points-for-a-stay.ts';
import { messageSubject, outOfReach, type OutOfReach } from './out-of-reach.ts';
import { missingAmount } from './missing-amount.ts';
import {
  extractQuantities,
  normalizeText,
  tokenizeNumbers,
  withoutReplacedNumbers,
  type NumberToken,
  type ParsedQuestion,
  type Quantities,
  type QuantityKey,
} from './parse-numbers.ts';

export type Route =
  | { kind: 'fair-housing'; check: FairHousingCheck }
  | {
      kind: 'calculation';
      calculator: CalculatorId;
      request: CalculatorRequest;
      quantities: Quantities;
      followUp: boolean;
      /** How ambiguous amounts were read, shown above the answer. */
      readAs: string[];
    }
  | {
      kind: 'missing-inputs';
      calculator: CalculatorId;
      missing: MissingInput[];
      quantities: Quantities;
      followUp: boolean;
    }
  /** An explanation; `compared` when the question asks how two named concepts differ. */
  | {
      kind: 'knowledge';
      hit: KnowledgeHit;
      compared?: Comparison;
      /** The question's amounts tell its story ("a 3.1% mortgage, pay it down or invest?"): nothing to compute. */
      amountsAreContext?: boolean;
      /** A sentence that speaks to the question's own situation, shown under the title (points-for-a-stay.ts). */
      lead?: string;
    }
  | { kind: 'deal'; deal: DealRoute }
  | { kind: 'quick'; answer: QuickAnswer }
  | { kind: 'live-data'; live: LiveDataKind }
  | { kind: 'clarify'; question: string; options: string[] }
  | { kind: 'low-confidence'; suggestions: KnowledgeTopic[] }
  | { kind: 'help'; reason: HelpReason }
  /** The user's records or a document Hearth has not seen, with the topic that explains it, if any. */
  | { kind: 'out-of-reach'; reach: OutOfReach; hit: KnowledgeHit | null };

/** Heading of a clarifying question; the next short reply is read together with the question it asks about. */
export const CLARIFY_HEADING = '### One question before I compute';

export type RouteKind = Route['kind'];

/** What earlier turns established: the last calculator asked about and its numbers. */
export interface ConversationState {
  calculator: CalculatorId;
  quantities: Quantities;
  /** What the wording said about the request ("all as a % of the rent"); a follow-up keeps it. */
  wording?: RequestOptions;
}

// ---------------------------------------------------------------------------------------------------
// Recognising what is asked

const CALCULATOR_PATTERNS: readonly (readonly [CalculatorId, RegExp])[] = [
  [
    'refinance',
    // By concept too: a loan already owed and a new one offered at another rate ("I owe $490k at
    // 6.875%… a new 30-year at 6.25% costs $3,630").
    /\brefi\b|\brefinanc\w*|\b(?:owe|owing|balance|current(?:ly)?|existing|my (?:loan|mortgage))\b.*\b(?:new|lower)\s+(?:\d{2}[- ]?y(?:ea)?r\w*(?: fixed| loan| mortgage)?|loan|rate|mortgage|fixed)\s+(?:at|@|of|for)\b/,
  ],
  [
    'rent-vs-buy',
    /\brent(?:ing)?\s+(?:vs\.?|versus|or|instead of|compared (?:to|with)|against)\s+(?:to\s+)?buy|\bbuy(?:ing)?\s+(?:vs\.?|versus|or|instead of|compared (?:to|with)|against)\s+(?:keep(?:ing)?\s+|continue\s+)?rent|(?<!\bwhere\s)\bshould (?:i|we) (?:keep )?(?:rent|buy)\b|\bis buying (?:smarter|better|cheaper|worth it)\b|\b(?:keep|continue|stop) renting\b|\brent or own\b|\b(?:better|cheaper|smarter) to (?:rent|buy)\b|\bor (?:keep )?rent(?:ing)?\b|\bbreak[- ]?even\b.*\b(?:rent|buy)/,
  ],
  [
    'rental',
    /\bcap(?:italization)?\s+rates?\b|\b(?:what(?:'s|s| is)?|the|its) cap\b(?!\s+(?:on|for|of) (?:the |my |an? |your )?(?:arm|rate|loan|payment|adjust\w*|increase))|\bnoi\b|net operating income|cash[- ]on[- ]cash|\bdscr\b|debt service coverage|gross rent multiplier|\bgrm\b|\b1\s?(?:%|percent|pct)\s+rule|one percent rule|(?:what )?percent(?:age)? of the (?:price|purchase price|value|\w+) is (?:the )?(?:monthly )?rent|rent as a percent(?:age)? of (?:the )?price|\bcash ?flows?\b|\brental (?:property|analysis|investment|numbers)|\binvestment property\b|\bgood (?:rental|investment)\b|\bas a rental\b|\banaly[sz]e (?:this|a|the|my) (?:rental|deal|property|duplex|triplex|fourplex)|\breturn on (?:this|the|my) (?:rental|property|investment)/,
  ],
  ['closing-costs', /\bclosing costs?\b|\bcash to close\b|\bsettlement costs?\b/],
  [
    'affordability',
    /\bafford\w*|\bhow (?:much|big|expensive) (?:of a )?(?:house|home|mortgage|loan|condo)\b|\bhow much can (?:i|we) (?:borrow|spend|get approved)|\bqualify for\b|\bmax(?:imum)? (?:loan|price|purchase|mortgage|home price|house)|\b28\s?\/\s?36\b|\bdebt[- ]to[- ]income\b|\bdti\b/,
  ],
  [
    'mortgage',
    /(?<!\bdown\s)\bpayments?\b|\bmortgage\b|\bamortiz\w*|\bp\s?&\s?i\b|\bpiti\b|\bmonthly cost\b|\bhow much (?:would|will|do) (?:i|we) pay\b|\btotal interest\b|\binterest (?:would|will|do) (?:i|we) pay\b/,
  ],
];

const INVESTMENT_WORDS =
  /\b(?:invest\w*|rental|tenants?|landlord|duplex|triplex|fourplex|quadplex|\w*-?plex|units|\d+[- ]?units?|doors?|multifamily|cash ?flow|rents? (?:it )?(?:out )?for|rent it out|gross rents?|rent roll|(?:operating )?expenses|opex|noi|cap)\b/;

/** The calculator a question asks for by its words, if any. */
export function detectCalculator(text: string): CalculatorId | null {
  const t = normalizeText(text);
  for (const [id, re] of CALCULATOR_PATTERNS) if (re.test(t)) return id;
  return null;
}

/**
 * The calculator asked for, in the light of what the numbers are: "nets 78k, I want a 7 cap. max
 * price?" asks a property's value, not a household's budget, though "max price" is said of both.
 */
function calculatorFor(text: string, parsed: ParsedQuestion): CalculatorId | null {
  const id = detectCalculator(text);
  const q = parsed.quantities;
  if (
    id === 'affordability' &&
    q.annualIncome === undefined &&
    (q.noi !== undefined || q.capRate !== undefined)
  )
    return 'rental';
  // "renting at 2,400/mo vs buying a 380k place… how much more per month would owning cost": this
  // month's cost of owning against the rent, not a rent-vs-buy over years.
  const t = normalizeText(text);
  // A horizon is how long they stay; "10% down at 6.75% for 30 years" is the loan's term, not one.
  const staysStated =
    /\b(?:stay|staying|live there|living there|horizon|keep it|own it for|sell (?:in|after)|move (?:in|after))\b/.test(
      t,
    );
  const rentAgainstOwning =
    (id === 'rent-vs-buy' || id === null) &&
    q.monthlyRent !== undefined &&
    q.price !== undefined &&
    (q.horizonYears === undefined || (!staysStated && q.horizonYears === (q.termYears ?? q.horizonYears))) &&
    /\b(?:per month|a month|monthly|each month|every month)\b/.test(t) &&
    /\b(?:more|less|difference|cost|costs|vs\.?|versus|compared?)\b/.test(t) &&
    // "cash out the door" is an idiom, not a rental's doors.
    !INVESTMENT_WORDS.test(t.replace(/\bout the door\b/g, 'out'));
  if (rentAgainstOwning) return 'mortgage';
  // "owe 312k at 7.25%, 27 yrs left. could do 6.125% 30 year fixed with 6k costs": a loan held now
  // (its years left) and a second rate with what it costs is a refinance, whatever it is called.
  const rates = parsed.tokens.filter(
    (t) => t.kind === 'percent' || (t.kind === 'plain' && /\./.test(t.raw) && t.value < 15),
  );
  if (
    (id === null || id === 'mortgage' || id === 'closing-costs') &&
    (q.remainingYears !== undefined || /\b(?:owe|owing|balance|left|remaining)\b/.test(t)) &&
    rates.length === 2 &&
    /\b(?:closing costs?|costs?|fees?|break[- ]?even|worth it|save|savings?|lower (?:my )?payment)\b/.test(t)
  )
    return 'refinance';
  return id;
}

/** Words of buying a home or borrowing for one, which an income asked about must come with. */
const BUYING_WORDS =
  /\b(?:afford\w*|budget|qualify|approv\w*|pre-?approv\w*|borrow\w*|max\w*|how (?:much|big|expensive)|price range|buy\w*|purchas\w*|home|house|condo|place|mortgage|loan|lender|dti|debts?|down)\b/;

/** The calculator implied by the numbers alone ("$400k at 6% for 30 years"). */
function inferCalculator(parsed: ParsedQuestion): CalculatorId | null {
  const q = parsed.quantities;
  const money = parsed.tokens.some((t) => t.kind === 'money');
  if (q.currentRate !== undefined && q.newRate !== undefined) return 'refinance';
  if (q.noi !== undefined || q.capRate !== undefined || q.annualDebtService !== undefined) return 'rental';
  if (q.price !== undefined && q.monthlyRent !== undefined)
    return INVESTMENT_WORDS.test(parsed.text) ? 'rental' : 'rent-vs-buy';
  // An income with no word of buying or borrowing ("5% of gross sales above $2.5M") is no budget.
  if (q.annualIncome !== undefined) return BUYING_WORDS.test(parsed.text) ? 'affordability' : null;
  // Numbers alone make a payment question only with a term or a word for a loan ("$400k at 6% for 30
  // years"); "assessed at $138k, rate 2.75%" is a tax rate, not a loan.
  if (
    (q.price !== undefined || q.loanAmount !== undefined || money) &&
    q.rate !== undefined &&
    (parsed.tokens.some((t) => t.kind === 'years' || t.kind === 'months') ||
      /\b(?:loan|mortgage|borrow\w*|financ\w*|payments?|monthly)\b/.test(parsed.text))
  )
    return 'mortgage';
  return null;
}

const COMPUTE_RE =
  /\b(?:calculate|calc|compute|estimate|figure out|work out|run the numbers|how much|what would|what will|what(?:'s| is| are) (?:my|the) (?:monthly|payment|cap rate|cash|break|max|maximum|total)|show me|break[- ]?even (?:point|month)|can i afford|can we afford)\b/;
/**
 * Asking for the concept itself: "explain like I'm 5", "in plain English", "how does X work", "how is
 * X calculated", "how do I figure out X". Without an amount of money or a percentage such a question
 * is answered with the explanation (which shows the formula), never with a form asking for numbers.
 */
const EXPLAIN_RE =
  /\b(?:explain|eli5|like i'?m (?:5|five)|in (?:plain|simple|laym[ae]n'?s?) (?:english|terms|words)|what (?:does|do) (?:a |an |the )?[\w' %-]{1,40} mean|how (?:does|do) (?:a |an |the )?[\w' %-]{1,40} work|how (?:is|are) (?:a |an |the )?[\w' %-]{1,40} (?:calculated|computed|determined|figured(?: out)?|worked out)|how (?:do|would|should|can|to) (?:i |you |we |one |people |investors |lenders )?(?:calculate|compute|figure out|work out|find|determine)|what(?:'s| is) the formula)\b/;

/** Weighing paying down a mortgage against another use of the money (investing, another rental). */
const PREPAY_OR_INVEST =
  /\b(?:pay(?:ing)? (?:it |that |this |(?:the|my|our) (?:mortgage|loan|house) )?(?:down|off)(?: (?:the|my|our) (?:mortgage|loan|house))?(?: early)?|prepay(?:ing)?(?: (?:the|my|our) (?:mortgage|loan))?|extra (?:principal|payments?))\b[^.?!]{0,60}\b(?:or|vs\.?|versus|instead of)\b[^.?!]{0,40}\b(?:invest\w*|index funds?|stocks?|the market|brokerage|401\(?k\)?|roth|ira|(?:another|a second|a new|more) (?:rental|property|investment)|buy(?:ing)? (?:another|a second|more) \w+)|\b(?:invest\w*|index funds?|stocks?|(?:another|a second) (?:rental|property))\b[^.?!]{0,40}\b(?:or|vs\.?|versus|instead of)\b[^.?!]{0,40}\b(?:pay(?:ing)? (?:it |that |(?:the|my|our) (?:mortgage|loan|house) )?(?:down|off)|prepay\w*|extra (?:principal|payments?))/;

/** Asking what something means or what one can do about it, not for a figure. */
const ASKS_MEANING =
  /\bwhat (?:does|do) (?:that|this|it|that letter|this letter) mean\b|\bwhat are (?:my|our|the) options\b|\bwhat (?:should|can|do) (?:i|we) do\b|\bwhy (?:did|does|would|is|are) (?:my|our|it|this|that)\b|\b(?:should (?:i|we) )?(?:pay (?:it |that |this |the \w+ )?(?:down|off)|prepay|invest|buy|keep|sell|rent)\b[^.?!]{0,60}\bor\b[^.?!]{0,60}\?/;

/** The message asks what something is or how it is worked out, and states no amount to compute with. */
function asksForExplanation(parsed: ParsedQuestion): boolean {
  return (
    EXPLAIN_RE.test(parsed.text) && !parsed.tokens.some((t) => t.kind === 'money' || t.kind === 'percent')
  );
}

/**
 * A yes/no or "when" question about how a rule works, with no amount of money to compute with: "will
 * my mortgage insurance fall off at 78%?", "does pmi drop at 80% ltv automatically", "can I cancel pmi
 * at 80 percent". Its percentages are the rule's thresholds, not inputs: the article answers it.
 */
function asksAboutARule(parsed: ParsedQuestion): boolean {
  return (
    // "can you…", "could you…" open a request, not a question about a rule.
    /^(?:will|would|does|do|can|could|is|are|when|at what|how soon)\b(?! you\b)/.test(parsed.text.trim()) &&
    !COMPUTE_RE.test(parsed.text) &&
    // Only thresholds and terms: counts ("382 listings") or amounts are inputs to compute with.
    parsed.tokens.every((t) => t.kind === 'percent' || t.kind === 'years' || t.kind === 'months')
  );
}

/** Asks what is still owed on a loan after some time, not what it costs each month. */
const ASKS_BALANCE =
  /\b(?:remaining balance|balance (?:after|left|remaining|in)|still owe|left to pay|left on (?:the|my) (?:loan|mortgage)|payoff amount|owe after|principal (?:is |that's )?(?:still )?(?:left|remaining|outstanding))\b/;
/**
 * "took out 380k at 5.99 … what's left now": what is left, asked of a loan (a rate and a loan amount,
 * no monthly money), is its balance; of a month's budget or of savings it is another question.
 */
const ASKS_WHATS_LEFT =
  /\b(?:what|how much)(?: principal| of (?:it|the loan|the mortgage|the principal))?(?: is|'s)? (?:still )?(?:left|remaining)\b/;
function asksBalance(parsed: ParsedQuestion): boolean {
  // "remaining balance $212,400 … what's the monthly P&I": a balance given, and a payment asked.
  if (
    /\bremaining balance(?: is| of|:)?\s*\$?\d/.test(parsed.text) &&
    /\bp&i\b|\bpayments?\b/.test(parsed.text)
  )
    return false;
  if (ASKS_BALANCE.test(parsed.text)) return true;
  const money = parsed.tokens.filter((t) => t.kind === 'money');
  return (
    ASKS_WHATS_LEFT.test(parsed.text) &&
    parsed.tokens.some((t) => t.kind === 'percent') &&
    money.length === 1 &&
    money[0]!.value >= 10000 &&
    money[0]!.period === undefined &&
    !/\b(?:savings|saved|budget|each month|a month|per month|left over|leftover)\b/.test(parsed.text)
  );
}
const GREETING_RE =
  /^(?:hi|hello|hey|hiya|howdy|yo|greetings|good (?:morning|afternoon|evening)|thanks|thank you|help|what can you do|who are you|what are you|start|menu|test)\b/;
const FOLLOW_UP_CUE =
  /^(?:and\s+|but\s+|ok(?:ay)?,?\s+|so\s+)?(?:(?:what|how)\s+about\b|what if\b|with\b|at\b|for\b|using\b|assuming\b|suppose\b|say\b|instead\b|now\b|same\b|try\b|make it\b|change\b|bump\b|raise\b|lower\b|if\b|then\b|and\b)|\binstead\b|\bsame (?:house|home|loan|numbers|but)\b/;

function wordCount(text: string): number {
  return (text.match(/\S+/g) ?? []).length;
}

// ---------------------------------------------------------------------------------------------------
// Follow-ups

const EXCLUSIVE_GROUPS: readonly (readonly (keyof Quantities)[])[] = [
  ['downPaymentPercent', 'downPaymentAmount'],
  ['propertyTaxRate', 'annualPropertyTax'],
  ['insuranceRate', 'annualInsurance'],
  ['maintenanceRate', 'annualMaintenance'],
  ['annualExpenses', 'expenseRatio', 'grossExpenseRatio'],
  ['closingCosts', 'closingCostPercent'],
  ['price', 'loanAmount'],
  // A rent or NOI given again drops the per-unit reading unless the follow-up keeps it.
  ['monthlyRent', 'noi', 'rentUnits'],
];

/** Base numbers overridden by the follow-up's; giving one of a pair (price/loan) drops the other. */
export function mergeQuantities(base: Quantities, update: Quantities): Quantities {
  const merged: Quantities = { ...base };
  for (const group of EXCLUSIVE_GROUPS) {
    const given = group.filter((k) => update[k] !== undefined);
    if (given.length > 0) for (const k of group) if (update[k] === undefined) delete merged[k];
  }
  for (const [k, v] of Object.entries(update) as [keyof Quantities, number | undefined][]) {
    if (v !== undefined) merged[k] = v;
  }
  // A loan or price given outright is no longer the one a payment carries.
  if (update.loanAmount !== undefined || update.price !== undefined) delete merged.targetPayment;
  return merged;
}

/** The calculator answer a conversation's state gives as it stands. */
export function routeOfState(state: ConversationState): Route {
  return calculatorRoute(state.calculator, state.quantities, state.wording ?? {}, false);
}

/** Calculators whose worked loan a follow-up may change by naming its numbers (loan-changes.ts). */
const CHANGEABLE: readonly CalculatorId[] = ['mortgage', 'rental', 'rent-vs-buy', 'refinance'];
/** Costs a follow-up may add to a worked loan though they were not given before. */
const ADDABLE: readonly QuantityKey[] = [
  'annualPropertyTax',
  'propertyTaxRate',
  'annualInsurance',
  'monthlyHoa',
];
const GROUPED: readonly QuantityKey[] = ['downPaymentPercent', 'downPaymentAmount'];

/**
 * "and if i put 5% more down", "make it 15 years and drop the rate by .5", "what if the rate is a point
 * lower" after a worked loan: each change read from its own clause (loan-changes.ts) and the loan worked
 * again. A number it cannot place with certainty is asked about; null when the follow-up changes none
 * of the loan's numbers (it is read the other ways).
 */
/** Quantities that are sums paid once, never an amount a month. */
const LUMP_SUMS: readonly QuantityKey[] = ['price', 'loanAmount', 'downPaymentAmount'];

/** "$600 less a month", "500 more per month": an amount its own words say is monthly. */
function saidMonthly(text: string, token: NumberToken): boolean {
  return (
    token.period === 'monthly' ||
    /^\s*(?:more|less|extra|lower|higher)?\s*(?:a|per|\/|each)\s*(?:month|mo)\b/.test(text.slice(token.end))
  );
}

/** Asked when a follow-up's amounts cannot each be placed on an earlier number with certainty. */
export const UNSURE_CHANGE: Route = {
  kind: 'clarify',
  question:
    'Which of the earlier numbers does each amount change, and is it the new figure or a change by that much?',
  options: ['the rate is now 6.25%', 'the rate goes down by 0.5 points', 'the down payment is 25% now'],
};

export function loanChangeRoute(input: string, state: ConversationState): Route | null {
  if (!CHANGEABLE.includes(state.calculator) || wordCount(input) > 25) return null;
  // Only a loan that was worked out: one still missing inputs is completed by the other readings.
  if (!buildRequest(state.calculator, state.quantities, state.wording ?? {}).ok) return null;
  const parsed = extractQuantities(input);
  const calc = calculatorFor(parsed.text, parsed);
  // Without numbers ("drop the rate by a half point") only a move in words is read, itself a follow-up.
  if (parsed.tokens.length > 0 && !isFollowUp(input.trim(), parsed, calc, state)) return null;
  const changes = readLoanChanges(input, state.quantities);
  if (changes === null) return null;
  if (changes === 'unsure') return UNSURE_CHANGE;
  const known = (key: QuantityKey) =>
    state.quantities[key] !== undefined ||
    ADDABLE.includes(key) ||
    (GROUPED.includes(key) && GROUPED.some((k) => state.quantities[k] !== undefined));
  if (!(Object.keys(changes.update) as QuantityKey[]).every(known)) return null;
  return calculatorRoute(
    state.calculator,
    mergeQuantities(state.quantities, changes.update),
    { ...state.wording, ...requestOptions(parsed.text) },
    true,
    changes.readAs,
  );
}

function isFollowUp(
  text: string,
  parsed: ParsedQuestion,
  calc: CalculatorId | null,
  state: ConversationState,
) {
  if (parsed.tokens.length === 0) return false;
  if (wordCount(text) > 18) return false;
  const cue = FOLLOW_UP_CUE.test(parsed.text);
  const standaloneId = calc ?? inferCalculator(parsed);
  const standalone = standaloneId
    ? buildRequest(standaloneId, resolveQuantities(standaloneId, parsed), {
        ...requestOptions(parsed.text),
      })
    : null;
  if (calc !== null && calc !== state.calculator) return !standalone?.ok;
  if (cue) return true;
  return !standalone?.ok;
}

// ---------------------------------------------------------------------------------------------------

function calculatorRoute(
  calculator: CalculatorId,
  given: Quantities,
  options: RequestOptions,
  followUp: boolean,
  readAs: string[] = [],
): Route {
  const solved = followUp ? loanFromTargetPayment(given) : null;
  const quantities = solved?.quantities ?? given;
  if (solved) readAs = [...readAs, solved.readAs];
  const built = buildRequest(calculator, quantities, options);
  if (built.ok)
    return { kind: 'calculation', calculator, request: built.request, quantities, followUp, readAs };
  return { kind: 'missing-inputs', calculator, missing: built.missing, quantities, followUp };
}

export type RentReading = 'per-unit' | 'total';

/** Monthly rent ÷ price below this is implausible as a whole building's rent (0.5% a month). */
const PLAUSIBLE_TOTAL_RENT_TO_PRICE = 0.005;
/** Whether a month's rent is too little to be the whole property's at its price. */
const implausibleTotal = (monthlyRent: number, price: number | undefined) =>
  price !== undefined && monthlyRent / price < PLAUSIBLE_TOTAL_RENT_TO_PRICE;
/** The one-tap correction offered under a reading; a reply to it is read with the question. */
export const EACH_UNIT_HINT = 'reply `each unit`';

interface RoleOutcome {
  parsed: ParsedQuestion;
  readAs: string[];
  clarify?: { question: string; options: string[] };
}

/**
 * Applies the roles of amounts (amount-roles.ts) to the parsed quantities: per-unit rents times units,
 * self-management, cash invested and NOI. A multi-unit rent given without "each" or "total" is asked
 * about, because the two readings give opposite verdicts.
 */
export function applyRoles(
  parsed: ParsedQuestion,
  deal: DealReading,
  rentReading?: RentReading,
): RoleOutcome {
  const q: Quantities = { ...parsed.quantities };
  let unassigned = parsed.unassigned;
  const readAs: string[] = [];
  const claim = (value: number) => {
    unassigned = unassigned.filter((t) => t.value !== value);
  };
  for (const r of deal.roles) {
    const v = r.token.value;
    if (r.role === 'cashInvested') {
      if (q.price === v) delete q.price;
      claim(v);
      q.cashInvested = v;
      readAs.push(`Cash invested: ${formatAmount(v)} (from “${r.cue}”: money put in, not the price)`);
    } else if (r.role === 'noi') {
      if (q.monthlyRent === v || q.monthlyRent === v / 12) delete q.monthlyRent;
      claim(v);
      q.noi = r.token.period === 'monthly' ? v * 12 : v;
    }
  }
  // "units rent 1450 and 1350": the rents listed add up to the total.
  if (deal.rentList) {
    const rents = deal.rentList;
    for (const t of rents) claim(t.value);
    q.monthlyRent = rents.reduce((sum, t) => sum + t.value, 0);
    // One rent a unit: a later "both rent for 1,950" is per unit again (rentPerUnitAgain).
    q.rentUnits = rents.length;
    readAs.push(
      `Rent: ${rents.map((t) => formatAmount(t.value)).join(' + ')} = ${formatAmount(q.monthlyRent)}/month in total`,
    );
  } else {
    // "grm on a 9-unit for 1.35M, 1,250 a month?": an amount a month no label claimed becomes the rent
    // later (resolveQuantities), so it is the rent whose reading is in doubt.
    const monthlyLeft = unassigned.filter(
      (t) => t.kind === 'money' && t.period === 'monthly' && t.value >= 200 && t.value <= 20000,
    );
    const perUnit = deal.roles.find((r) => r.role === 'rentPerUnit');
    const rentToken =
      perUnit?.token ??
      parsed.tokens.find((t) => q.monthlyRent !== undefined && t.value === q.monthlyRent) ??
      (monthlyLeft.length === 1 ? monthlyLeft[0] : undefined);
    const rentSeen = q.monthlyRent ?? (monthlyLeft.length === 1 ? monthlyLeft[0]!.value : undefined);

    const reading: RentReading | undefined = rentReading ?? (perUnit ? 'per-unit' : undefined);
    // An amount a month no label claimed, in a building of units, said neither per unit nor in total.
    const unmarkedUnits =
      q.monthlyRent === undefined &&
      (deal.units ?? 0) > 1 &&
      !deal.roles.some((r) => r.role === 'rentPerUnit' || r.role === 'rentTotal') &&
      !/\b(?:gross|total|combined|all units|whole)\b/.test(
        parsed.text.replace(/\bgross rent multiplier\b/g, ''),
      );
    // "fourplex 600k, gross rent 1,400/mo": "gross" alone does not say the rent is all the units'
    // together, so a rent implausible as the building's (a 1.7% cap on a fourplex) is asked about; "total",
    // "combined", "in total" and "for all" do say it.
    const grossOnly =
      (deal.units ?? 0) > 1 &&
      !deal.roles.some(
        (r) => r.role === 'rentPerUnit' || (r.role === 'rentTotal' && !/^gross\b/.test(r.cue)),
      );
    if (reading === 'per-unit' && rentToken) {
      const monthly = rentToken.period === 'yearly' ? rentToken.value / 12 : rentToken.value;
      if (deal.units === undefined) {
        return {
          parsed,
          readAs,
          clarify: {
            question: `How many units rent for ${formatAmount(monthly)} each?`,
            options: ['2 units', '3 units', '4 units'],
          },
        };
      }
      claim(rentToken.value);
      // "say each unit gets 1900": a bare number the parser took for a price is the rent.
      if (q.price === rentToken.value) delete q.price;
      q.monthlyRent = monthly * deal.units;
      q.rentUnits = deal.units;
      readAs.push(
        `Rent: ${formatAmount(monthly)} per unit × ${deal.units} units (${deal.unitsCue}) = ${formatAmount(q.monthlyRent)}/month in total`,
      );
    } else if (
      rentSeen !== undefined &&
      reading === undefined &&
      // Read as the total when that is a plausible rent for the price; ask when only the per-unit reading
      // is. A building of units whose amount a month names no rent ("a 9-unit for 1.35M, 1,250 a
      // month") is asked about only then.
      ((deal.rentUnitAmbiguous && (q.price === undefined || implausibleTotal(rentSeen, q.price))) ||
        ((unmarkedUnits || grossOnly) && implausibleTotal(rentSeen, q.price)))
    ) {
      const perUnitTotal = rentSeen * (deal.units as number);
      return {
        parsed,
        readAs,
        clarify: {
          question: `Is ${formatAmount(rentSeen)}/month the rent for **each unit** (${formatAmount(perUnitTotal)}/month in total for the ${deal.units} units) or the **total** for the whole ${deal.unitsCue}?`,
          options: ['each unit', 'total'],
        },
      };
    } else if (reading === 'total' && q.monthlyRent !== undefined) {
      readAs.push(`Rent: ${formatAmount(q.monthlyRent)}/month in total for the property`);
    } else if (deal.rentUnitAmbiguous && q.monthlyRent !== undefined) {
      readAs.push(
        `Rent: ${formatAmount(q.monthlyRent)}/month read as the **total** for the ${deal.unitsCue}; if it is per unit, ${EACH_UNIT_HINT}`,
      );
    }
  }
  if (deal.selfManaged) {
    q.managementRate = 0;
    readAs.push('Management: none (you self-manage), so no management fee');
  }
  if (deal.noClosingCosts && q.closingCosts === undefined && q.closingCostPercent === undefined) {
    q.closingCosts = 0;
    readAs.push('Closing costs: none, as you said');
  }
  if (deal.noVacancy && q.vacancyRate === undefined) {
    q.vacancyRate = 0;
    readAs.push(
      /vacancy included in the expenses|\ball[- ]in\b|\bno separate vacancy\b/.test(parsed.text)
        ? 'Vacancy: counted in the expenses you gave, so none on top'
        : 'Vacancy: none, as you said',
    );
  }
  if (deal.expensesComplete && q.annualExpenses === undefined) {
    // Only what was listed: no assumed management, maintenance or reserves on top.
    q.managementRate ??= 0;
    q.maintenanceRate ??= 0;
    q.capexRate ??= 0;
    readAs.push('Expenses: only the ones you listed (nothing assumed for management, repairs or reserves)');
  }
  // "price per door and GRM?", "asking 1.38M, whats that per door?": the price over the units, beside
  // the analysis.
  if (deal.units !== undefined && q.price !== undefined && asksPricePerUnit(parsed.text))
    readAs.push(
      `Price per door: ${formatAmount(q.price)} ÷ ${deal.units} units = **${formatAmount(q.price / deal.units)}**`,
    );
  return { parsed: { ...parsed, quantities: q, unassigned }, readAs };
}

/**
 * The price asked per unit: "price per door", "cost per unit", "whats that per door" after a price,
 * never a rent, cash flow or income per door, which are figures of their own.
 */
function asksPricePerUnit(text: string): boolean {
  if (/\bprice per (?:door|unit|apartment)\b|\bper[- ](?:door|unit) (?:price|cost)\b/.test(text)) return true;
  const asked =
    /\b(?:cost|costs|paying|that|it|this|works? out)((?: [\w']+){0,3}?) per[- ](?:door|unit|apartment)\b/.exec(
      text,
    );
  return asked !== null && !/\b(?:rents?|flow|noi|income|expenses?|profit|taxes|insurance)\b/.test(asked[1]!);
}

/**
 * "what if rents were 1300" after "fourplex, rents 1200 each": a new rent the size of a unit's is per
 * unit, as the rent before was; one the size of the total, or called the total, replaces the total.
 * A move ("rents go up 100") is per unit when it says so or speaks of the rents. Updates `update` and
 * returns how the rent was read; null when the rent is not per unit.
 */
function rentPerUnitAgain(
  text: string,
  before: Quantities,
  update: Quantities,
  direction: -1 | 0 | 1,
): string | null {
  const units = before.rentUnits;
  const rent = update.monthlyRent;
  if (rent === undefined || update.rentUnits !== undefined) return null;
  const asTotal = /\b(?:total|combined|together|all in|whole (?:building|property)|gross)\b/.test(text);
  const perUnit =
    units !== undefined &&
    before.monthlyRent !== undefined &&
    !asTotal &&
    (direction === 0
      ? Math.abs(Math.log(rent / (before.monthlyRent / units))) <
        Math.abs(Math.log(rent / before.monthlyRent))
      : /\b(?:each|per (?:unit|door|side|apartment)|a (?:unit|door)|apiece|rents)\b/.test(text));
  if (!perUnit) return null;
  update.monthlyRent = rent * units;
  update.rentUnits = units;
  return `Rent: ${formatAmount(rent)} per unit × ${units} units = ${formatAmount(rent * units)}/month${direction === 0 ? ' in total' : ''}, per unit as before`;
}

/** A short reply to a clarifying question: which reading it chose. */
export function rentReadingOf(reply: string): RentReading | undefined {
  const t = normalizeText(reply);
  if (/\b(?:each|per (?:unit|side|door|apartment)|apiece|a unit|a side|a door)\b/.test(t)) return 'per-unit';
  if (/\b(?:total|combined|together|whole|both|all)\b/.test(t)) return 'total';
  return undefined;
}

export interface RouteOptions {
  rentReading?: RentReading;
}

/** Routes one message given what earlier turns established. */
export function routeWithState(
  input: string,
  state: ConversationState | null,
  options: RouteOptions = {},
): Route {
  // "pro forma rents 5,800/mo but actual collected 4,950/mo": one of the two rents is read, the other
  // named as set aside (rent-basis.ts).
  const basis = readsAsLandlordMath(input) ? null : rentBasis(input);
  const route = explainBoth(
    input,
    basis
      ? withBasisNote(routeByReading(basis.text, state, options), basis.note)
      : routeByReading(input, state, options),
  );
  // A request from another domain (a cover letter, a recipe, last night's game) that only an article
  // or a guess would answer gets the plain decline (off-topic.ts); computed answers stand.
  // A question whose amounts no reader placed would be asked back ("I couldn't tell which
  // calculation"): its typed quantities may still answer it by plain arithmetic, when one operation
  // uses every number and the question's words ask for what it gives (quantity-arithmetic.ts).
  const plain = wouldAskBack(route) ? quantityArithmetic(normalizeText(input)) : null;
  if (plain) return { kind: 'quick', answer: plain };
  const guessed =
    route.kind === 'knowledge' ||
    route.kind === 'low-confidence' ||
    route.kind === 'live-data' ||
    (route.kind === 'help' && route.reason === 'unknown');
  return guessed && offTopic(input) ? { kind: 'help', reason: 'off-topic' } : route;
}

/** A route that answers a question with figures by asking what they are for, or by an article alone. */
function wouldAskBack(route: Route): boolean {
  return (
    (route.kind === 'knowledge' && !route.amountsAreContext && !route.lead && !route.compared) ||
    route.kind === 'low-confidence' ||
    route.kind === 'missing-inputs' ||
    (route.kind === 'help' && route.reason === 'unknown')
  );
}

/** A computed route with the rent basis it was worked on, first among its readings. */
function withBasisNote(route: Route, note: string): Route {
  if (route.kind === 'calculation') return { ...route, readAs: [note, ...route.readAs] };
  if (route.kind === 'quick')
    return { ...route, answer: { ...route.answer, inputs: [note, ...route.answer.inputs] } };
  if (route.kind === 'deal' && route.deal.kind === 'deal')
    return { ...route, deal: { ...route.deal, readAs: [note, ...route.deal.readAs] } };
  return route;
}

/**
 * "What's the difference between a cap rate and cash-on-cash return?": a question that an article (or
 * nothing) answers, and that names two concepts to tell apart, is answered for both
 * (knowledge-comparison.ts). Computed answers, refusals and live data stand.
 */
function explainBoth(input: string, route: Route): Route {
  // An article already chosen for the question's own situation (a stay before points pay off) stands.
  if (route.kind === 'knowledge' && route.lead) return route;
  const explained =
    route.kind === 'knowledge' ||
    route.kind === 'low-confidence' ||
    (route.kind === 'help' && route.reason === 'unknown');
  if (!explained) return route;
  const compared = compareConcepts(input);
  return compared ? { kind: 'knowledge', hit: compared.hits[0]!, compared } : route;
}

/** A line, charge or item on a statement or bill, asked what it is for or means. */
function asksWhatALineIs(input: string): boolean {
  const text = input.toLowerCase();
  return (
    /\bwhat(?:'s| is| are)? (?:that|this|it|they|those) for\b|\bwhat (?:does|do) (?:that|this|it|they) (?:mean|cover|pay for)\b|\bwhat (?:is|are) (?:that|this) (?:charge|line|fee|item)\b/.test(
      text,
    ) &&
    /\b(?:line|line item|item|charge|entry|fee)\b/.test(text) &&
    /\b(?:statement|bill|closing disclosure|settlement statement|invoice|escrow|payment|paycheck|receipt)\b/.test(
      text,
    ) &&
    !/\b(?:how much|calculate|compute|what would|what will|total)\b/.test(text)
  );
}

function routeByReading(input: string, state: ConversationState | null, options: RouteOptions): Route {
  const text = input.trim();
  const fairHousing = checkFairHousing(text);
  if (fairHousing.blocked) return { kind: 'fair-housing', check: fairHousing };

  const reach = outOfReach(text);
  if (reach) {
    // A message is explained by what it is about, never by who sent it ("my agent's text" is no
    // question about agents).
    const subject = reach === 'messages' ? messageSubject(text) : text;
    return { kind: 'out-of-reach', reach, hit: reach === 'records' || !subject ? null : bestTopic(subject) };
  }

  // "there's an 'escrow' line that's like $600 of the payment. what is that for??": a line on a
  // statement asked about is the concept; its amount only says how big it is.
  if (asksWhatALineIs(text)) {
    const hit = bestTopic(text);
    if (hit) return { kind: 'knowledge', hit, amountsAreContext: true };
  }
  // Everyday arithmetic with every number stated (quick-math.ts) before the specialised readers, which
  // would ask for inputs such a question does not need.
  const quick = readQuickMath(text);
  if (quick) return { kind: 'quick', answer: quick };

  // "points vs lender credits if I'm only staying 4 years": the idea, with the stay in a lead sentence,
  // never the points calculator asking for a loan and two rates.
  const normalized = normalizeText(text);
  const stay = pointsForAStay(normalized, tokenizeNumbers(normalized));
  if (stay) return { kind: 'knowledge', hit: stay.hit, amountsAreContext: true, lead: stay.lead };

  // "Prorate the property taxes for my closing on August 20th": a calculation lacking the one amount
  // it needs asks for it (missing-amount.ts), rather than explaining the subject.
  const amount = missingAmount(text);
  if (amount) return { kind: 'clarify', ...amount };

  // A short follow-up's per-unit rent is for the units of the rents before (rentPerUnitAgain).
  const deal = readDeal(text, wordCount(text) <= 18 ? state?.quantities.rentUnits : undefined);
  const rawParsed = extractQuantities(text);
  const dealRoute = routeDeal(text, rawParsed, deal);
  // "brrrr method?? explain like I'm 5", "are points worth paying": the concept, asked without a
  // single amount, is explained rather than answered with a form asking for numbers.
  // "ARM vs fixed: which is safer if we move in ~6 yrs": a choice weighed over a stay, with no amount
  // or rate to compute with, is the concept, with the stay as its context.
  const weighsOverAStay =
    rawParsed.tokens.length > 0 &&
    rawParsed.tokens.every((t) => t.kind === 'years' || t.kind === 'months') &&
    /\b(?:difference|differ|which (?:is|one)|safer|riskier|better|pros|cons|worth it|should (?:i|we))\b/.test(
      rawParsed.text,
    );
  const explainInstead =
    dealRoute?.kind === 'deal-missing' &&
    ((!COMPUTE_RE.test(rawParsed.text) && rawParsed.tokens.length === 0) ||
      asksForExplanation(rawParsed) ||
      asksAboutARule(rawParsed) ||
      weighsOverAStay)
      ? bestTopic(text)
      : null;
  if (explainInstead)
    return asksAboutARule(rawParsed) || weighsOverAStay
      ? { kind: 'knowledge', hit: explainInstead, amountsAreContext: true }
      : { kind: 'knowledge', hit: explainInstead };
  // "any good listings in 78704 under 700k?": a budget with a request only local data answers is not
  // a deal lacking inputs.
  const live = detectLiveData(text);
  if (live && dealRoute?.kind === 'deal-missing') return { kind: 'live-data', live };
  if (dealRoute) return { kind: 'deal', deal: dealRoute };
  if (live) return { kind: 'live-data', live };

  const roles = applyRoles(rawParsed, deal, options.rentReading);
  if (roles.clarify) return { kind: 'clarify', ...roles.clarify };
  const parsed = roles.parsed;
  const readAs = roles.readAs;
  const calc = calculatorFor(text, parsed);
  const wording = requestOptions(parsed.text);

  if (state && isFollowUp(text, parsed, calc, state)) {
    // "what if I get a 7/1 ARM at 6% instead?" after an affordability, rent-vs-buy or rental answer:
    // a loan named by its kind changes that answer's loan; only a payment asked for is a new question.
    const loanOfState =
      calc === 'mortgage' &&
      (state.calculator === 'affordability' ||
        state.calculator === 'rent-vs-buy' ||
        state.calculator === 'rental') &&
      !/\b(?:payment|monthly|p&i|piti|per month|a month)\b/.test(parsed.text);
    const id = loanOfState ? state.calculator : (calc ?? state.calculator);
    const context = id === state.calculator ? state.quantities : {};
    const update = resolveQuantities(id, parsed, context);
    // "lender came back w/ 5.875": numbers that change none of the earlier inputs must not come back
    // as the same figures under "with your changes". Ask (a rewrite of the earlier question may still
    // place the number: compose-answer.ts tries that first).
    if (Object.keys(update).length === 0) {
      const raw = parsed.tokens.map((t) => t.raw).join('** and **');
      // The choices offered fit the number: "1.2m" is no rate, "6.5" may be one.
      const first = parsed.tokens[0]!;
      const rateLike = first.kind === 'percent' || (first.kind === 'plain' && first.value < 20);
      return {
        kind: 'clarify',
        question: `Which of the earlier numbers does **${raw}** change?`,
        options: rateLike
          ? [`the rate is ${first.raw.replace(/%$/, '')}%`, `the price is ${first.raw}`]
          : [`the price is ${first.raw}`, `the loan is ${first.raw}`],
      };
    }
    // "rates go up half a percent", "caps widen 50 bps", "price drops 20k": the number moves the
    // earlier one by that much instead of replacing it.
    const wholeDirection = relativeDirection(text);
    const perUnit = rentPerUnitAgain(parsed.text, state.quantities, update, wholeDirection);
    if (perUnit) readAs.push(perUnit);
    for (const placed of Object.keys(update) as QuantityKey[]) {
      if (placed === 'rentUnits') continue;
      const change = update[placed];
      const token = parsed.tokens.find((t) => t.value === change);
      // "i can only do $600 less a month": an amount a month is no price or loan. After a loan a
      // payment carries it moves that payment; otherwise which figure it is must be asked.
      let key = placed;
      if (token && LUMP_SUMS.includes(key) && saidMonthly(parsed.text, token)) {
        if (state.quantities.targetPayment === undefined) return UNSURE_CHANGE;
        delete update[key];
        key = 'targetPayment';
        update[key] = change;
      }
      const before = state.quantities[key];
      if (typeof before !== 'number' || typeof change !== 'number') continue;
      // Each change moves or sets by the words of its own clause ("20% down instead, and add …").
      // A term moves only by words of its own ("5 years longer"); "on a 30 year" beside "$500 more a
      // month" is the new term, not 30 more years.
      const ownTermMove =
        token &&
        /\b(?:more|less|longer|shorter|extra|fewer|add(?:ed)?|another)\b/.test(
          parsed.text.slice(Math.max(0, token.start - 12), token.end + 16),
        );
      const direction =
        key === 'termYears' && !ownTermMove
          ? 0
          : token
            ? directionAt(parsed.text, token.start)
            : wholeDirection;
      if (direction === 0) continue;
      // "15% less down" from 10%: a move past zero is no reading to compute from.
      if (before + direction * change < 0) {
        const named = key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
        const shownBefore = (/rate$|Percent$/i.test(key) ? formatRate : formatAmount)(before);
        return {
          kind: 'clarify',
          question: `The ${named} was ${shownBefore}; what should it be now?`,
          options: [`the ${named} is ${shownBefore}`],
        };
      }
      update[key] = before + direction * change;
      const shown = /rate$|Percent$|^debtYield$/i.test(key) ? formatRate : formatAmount;
      const label = key === 'rate' ? 'interest rate' : key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
      readAs.push(
        `${label[0]!.toUpperCase()}${label.slice(1)}: ${shown(before)} ${direction > 0 ? '+' : '−'} ${shown(change)} = ${shown(before + direction * change)}`,
      );
    }
    // "what about at a 6 cap?" after a valuation: the new cap is a move from the old one.
    if (
      state.quantities.capRate !== undefined &&
      update.capRate !== undefined &&
      update.newCapRate === undefined
    ) {
      update.newCapRate = update.capRate;
      delete update.capRate;
    }
    return calculatorRoute(
      id,
      mergeQuantities(state.quantities, update),
      { ...state.wording, ...wording },
      true,
      readAs,
    );
  }

  const fromPayment = loanCarriedByPayment(parsed);
  if (fromPayment)
    return calculatorRoute('mortgage', fromPayment.quantities, {}, false, [...readAs, fromPayment.readAs]);

  // "the balance after seen years": the balance reader (quick-math.ts) could not tell after how long,
  // and a payment table would answer a different question. Ask.
  if (asksBalance(parsed) && (calc === 'mortgage' || calc === null))
    return {
      kind: 'clarify',
      question: 'After how many years of payments do you want the remaining balance?',
      options: ['after 5 years', 'after 10 years'],
    };

  // "it's a deal at a 6.5 cap, what should I offer?": a value at a cap rate needs the property's NOI.
  const q = parsed.quantities;
  if (
    q.capRate !== undefined &&
    q.noi === undefined &&
    q.monthlyRent === undefined &&
    parsed.tokens.length === 1 &&
    /\b(?:offer|pay|worth|value|price|valuation|what should|sell|sells|buy|how much)\b/.test(parsed.text)
  )
    return {
      kind: 'clarify',
      question: `To value it at a ${formatRate(q.capRate)} cap rate I need its **NOI** (net operating income: the rents less vacancy and operating expenses, before the mortgage); the value is NOI ÷ cap rate. What is the NOI, or the rents and expenses?`,
      options: ['NOI is 48k a year', 'rents 6,000 a month, expenses 20k a year'],
    };

  // "80k in savings and a 3.1% mortgage: pay it down or buy another rental?": a choice of where to put
  // money is answered by weighing the two, never by a payment on the savings as if they were a loan.
  if (PREPAY_OR_INVEST.test(parsed.text)) {
    const topic = findTopic('pay-off-mortgage-early');
    if (topic)
      return {
        kind: 'knowledge',
        hit: { topic, score: MIN_SCORE, matchedTerms: [], titleOrKeywordMatch: true },
        amountsAreContext: true,
      };
  }

  if (calc) {
    const route = calculatorRoute(calc, resolveQuantities(calc, parsed), wording, false, readAs);
    // "What is a cap rate?", "Is 6.5% a good mortgage rate?": a question about the concept, not a request
    // to compute, is answered from the knowledge base when the numbers for a calculation are not there.
    // With an amount of its own ("cap rate on a fourplex listed at 899k") it is a calculation that
    // lacks inputs: asked for, not answered with an article.
    if (
      route.kind === 'missing-inputs' &&
      ((!COMPUTE_RE.test(parsed.text) && !parsed.tokens.some((t) => t.kind === 'money')) ||
        asksForExplanation(parsed))
    ) {
      const hit = bestTopic(text);
      if (hit) return { kind: 'knowledge', hit };
    }
    // "got an escrow shortage letter, payment went up 180/mo. what does that mean, what are my
    // options?": a question about what something means, naming its topic by a phrase, with an amount
    // that only tells the story.
    if (route.kind === 'missing-inputs' && ASKS_MEANING.test(parsed.text)) {
      const hit = bestTopic(text);
      if (hit && longestPhraseIn(text, hit.topic) >= 2)
        return { kind: 'knowledge', hit, amountsAreContext: true };
    }
    return route;
  }

  const inferred = inferCalculator(parsed);
  if (inferred) {
    const route = calculatorRoute(inferred, resolveQuantities(inferred, parsed), wording, false, readAs);
    if (route.kind === 'calculation') return route;
  }

  const hit = bestTopic(text);
  if (hit) return { kind: 'knowledge', hit };
  // "hello! by what percent is …": a question after a greeting is a question, not a greeting.
  const greeting = GREETING_RE.test(parsed.text) && wordCount(parsed.text) <= 6 && !/\d/.test(parsed.text);
  if (!greeting) {
    const suggestions = closestTopics(text);
    if (suggestions.length > 0) return { kind: 'low-confidence', suggestions };
  }
  return { kind: 'help', reason: greeting || text.length === 0 ? 'greeting' : 'unknown' };
}

const LOAN_FROM_PAYMENT =
  /\b(?:how (?:big|large|much)(?: of)?(?: a)? (?:loan|mortgage)|what (?:size )?(?:loan|mortgage)(?: amount)?|(?:max(?:imum)?|biggest|largest|highest) (?:loan|mortgage)(?: amount)?|(?:loan|mortgage) (?:amount )?(?:does|would|will|can|could) (?:that|this|it|a|an|my)|how much (?:can|could) (?:i|we) borrow)\b/;

/**
 * The loan a monthly principal-and-interest payment carries ("what loan does $4,650 a month get me at
 * 5.75% over 15 years?"): the same amortization, solved for the amount. Only with the payment, the
 * rate and the term all stated; the answer then shows that payment back as the loan's P&I.
 */
function loanCarriedByPayment(parsed: ParsedQuestion): { quantities: Quantities; readAs: string } | null {
  if (!LOAN_FROM_PAYMENT.test(parsed.text)) return null;
  const payments = parsed.tokens.filter((t) => t.kind === 'money' && t.period === 'monthly');
  const rate = parsed.quantities.rate ?? parsed.tokens.find((t) => t.kind === 'percent')?.value;
  const years =
    parsed.quantities.termYears ??
    parsed.tokens.find((t) => t.kind === 'years')?.value ??
    (parsed.tokens.find((t) => t.kind === 'months')?.value ?? NaN) / 12;
  if (payments.length !== 1 || rate === undefined || !(years > 0) || rate <= 0) return null;
  return loanFromTargetPayment({ rate, termYears: years, targetPayment: payments[0]!.value });
}

const carriedLoanLine = (payment: number, rate: number, years: number) =>
  `Loan: the amount a ${formatAmount(payment)}/month principal & interest payment carries at ${(rate * 100).toFixed(3).replace(/\.?0+$/, '')}% over ${years} years`;

/**
 * The loan `targetPayment` carries at the rate and term: the first question's answer, and again after a
 * follow-up ("what if rates are 7%", "on a 15yr", "the payment has to be 400 less"), which thus gives
 * the loan that payment carries then, not the payment of the loan found before.
 */
function loanFromTargetPayment(q: Quantities): { quantities: Quantities; readAs: string } | null {
  const { targetPayment, rate, termYears } = q;
  if (targetPayment === undefined || rate === undefined || termYears === undefined) return null;
  const loanAmount = Math.round(loanFromPayment(targetPayment, rate, termYears) * 100) / 100;
  return { quantities: { ...q, loanAmount }, readAs: carriedLoanLine(targetPayment, rate, termYears) };
}

/** Replays the user's earlier turns to find the last calculator question and its numbers. */
export function stateFromHistory(history: readonly HistoryTurn[]): ConversationState | null {
  const userTurns = history.filter((t) => t.role === 'user');
  let state: ConversationState | null = null;
  for (const [i, turn] of userTurns.entries())
    if (i >= userTurns.length - 10) state = nextState(followUpText(turn.text, i > 0), state);
  return state && structuredClone(state);
}

// Every turn routes the conversation's earlier questions again (up to ten) to learn its state, and
// routing is a pure function of the text and the state before it: each step is remembered, so a turn
// routes only what is new. Remembered states are never handed out (callers get copies).
const STEPS_REMEMBERED_MAX = 2000;
const rememberedSteps = new Map<string, ConversationState | null>();

function nextState(text: string, state: ConversationState | null): ConversationState | null {
  const key = `${stateKey(state)}\u0000${text}`;
  const known = rememberedSteps.get(key);
  if (known !== undefined) return known;
  // A worked loan's numbers changed are read as compose-answer.ts read them (loan-changes.ts).
  const changed = state ? loanChangeRoute(text, state) : null;
  const next = stateAfter(text, changed ?? routeWithState(text, state && structuredClone(state)), state);
  if (rememberedSteps.size >= STEPS_REMEMBERED_MAX) rememberedSteps.clear();
  rememberedSteps.set(key, next);
  return next;
}

/** The conversation's state once `text` is routed to `route`: a calculator question sets it. */
export function stateAfter(
  text: string,
  route: Route,
  state: ConversationState | null,
): ConversationState | null {
  if (route.kind !== 'calculation' && route.kind !== 'missing-inputs') return state;
  return structuredClone({
    calculator: route.calculator,
    quantities: route.quantities,
    wording: { ...(route.followUp ? state?.wording : undefined), ...requestOptions(normalizeText(text)) },
  });
}

/** A key that tells states apart exactly (JSON alone would merge NaN with null, and drop undefined). */
function stateKey(state: ConversationState | null): string {
  return JSON.stringify(state, (_key, value: unknown) =>
    value === undefined
      ? '\u0000undefined'
      : typeof value === 'number' && !Number.isFinite(value)
        ? `\u0000${value}`
        : value,
  );
}

/** Routes a message in the context of the conversation so far. */
export function routeQuestion(input: string, history: readonly HistoryTurn[] = []): Route {
  const last = history[history.length - 1];
  // Tolerate callers that include the current message as the last history turn.
  const earlier =
    last && last.role === 'user' && last.text.trim() === input.trim() ? history.slice(0, -1) : history;
  // "what about race?" after a fair-housing answer: the same question for that class.
  const fairHousing = fairHousingFollowUp(input, earlier);
  if (fairHousing && !checkFairHousing(input).blocked) return { kind: 'fair-housing', check: fairHousing };
  // A short reply to a clarifying question is read together with the question it answers.
  const prevAnswer = earlier[earlier.length - 1];
  const prevQuestion = earlier[earlier.length - 2];
  if (
    prevAnswer?.role === 'assistant' &&
    (prevAnswer.text.includes(CLARIFY_HEADING.replace(/^#+\s*/, '')) ||
      prevAnswer.text.includes(EACH_UNIT_HINT)) &&
    prevQuestion?.role === 'user' &&
    wordCount(input) <= 12
  ) {
    const rentReading = rentReadingOf(input);
    const units = /\b(\d)\s*units?\b/.exec(normalizeText(input));
    const combined = units ? `${prevQuestion.text} (${units[1]} units)` : prevQuestion.text;
    const state = stateFromHistory(earlier.slice(0, -2));
    if (rentReading || units)
      return routeWithState(combined, state, { rentReading: rentReading ?? 'per-unit' });
    // "yearly taxes $4,800, paid in arrears" after "what is the yearly tax bill…?": the amount asked
    // for, read with the request it completes.
    if (/\d/.test(input) && missingAmount(prevQuestion.text)) {
      const question = /[.?!]\s*$/.test(prevQuestion.text.trim())
        ? prevQuestion.text.trim()
        : `${prevQuestion.text.trim()}.`;
      return routeWithState(`${question} ${input.trim()}`, state);
    }
  }
  return routeWithState(followUpText(input, earlier.length > 0), stateFromHistory(earlier));
}

/**
 * A message after the first: the number it names as replaced ("20% down instead of 10") is no input.
 * In a first message "6.25 instead of 6.75" states both sides of a choice, and both are read.
 */
export function followUpText(input: string, followsEarlier: boolean): string {
  return followsEarlier ? withoutReplacedNumbers(input) : input;
}

// Follow-ups that change one number of the question before ("what if I get the agent down to 5%", "and
// a 15 yr at 6.5 instead?", "what if noi drops 10%", "and if I raise rent 100/mo"): the earlier question
// is asked again with that number changed, whatever it computed (issue 19: follow-ups keep the thread
// for every kind of answer, not only the calculators that keep a state).
//
// A changed number replaces the earlier number of its kind (money, percentage, term) that it is about:
// the only one of that kind, or the one whose label the follow-up repeats ("agent" for a commission,
// "rent", "noi", "rate"). A relative change ("raise rent 100/mo", "noi drops 10%") moves that number
// by the amount or the percentage. Anything less certain rewrites nothing, and the follow-up is
// answered on its own.
import { flipThousands, normalizeText, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';
import { AREA, MONTH_AFTER, PER_AREA, YEARLY } from './quick-math-reading.ts';
import { footAmounts } from './lease-reading.ts';
import { addLeaseTerms } from './lease-follow-up.ts';
import { SAME_RATE } from './price-per-measure.ts';
import { replaceListAndSale } from './list-and-sale-follow-up.ts';
import { replaceFilingStatus } from './filing-status-follow-up.ts';
import { addRoom } from './room-area-math.ts';
import { NO_VACANCY } from './amount-roles.ts';
import { pointAmounts, type PointAmount } from './point-amounts.ts';

export interface RewrittenFollowUp {
  question: string;
  /** What changed, for the note above the answer ("commission 6% → 5%"). */
  changes: string[];
}

const FOLLOW_UP =
  /^(?:and|but|ok(?:ay)?|so|what if|what about|how about|and if|now|instead|same|try|with|at|make it|change|let'?s say|suppose|supposing|assume|assuming)\b|\b(?:instead|rather than|what if|what about|how about|and if)\b|\b(?:come|comes|coming|go|goes|bring it|brings it) down to\b|\b(?:counter(?:s|ed|ing)?|came back|comes? back|coming back)(?: offer)?(?: (?:at|with|of))\b|\bcounter-?offer(?:s|ed)?\b|\b(?:buyers?|sellers?|they|he|she)(?:'s)? (?:offers?|offered|counter\w*)\b|\b(?:drop|dropping|cut|cutting|lower|lowering|reduce|reducing) (?:it |the price |our price |the list(?:ing)? price |the asking(?: price)? )?to\b/;
const UP =
  /\b(?:raise[sd]?|increase[sd]?|up|more|higher|add(?:ed)?|extra|plus|goes up|went up|rises?|grows?|bump(?:s|ed)?|hikes?|hiked|jump(?:s|ed)?|spik(?:es|ed)|boost(?:s|ed)?|bigger|larger|pricier|widen\w*|expand\w*|decompress\w*|climb\w*|(?:over|above) (?:the )?(?:asking|list(?:ing)?)(?: price)?)\b|(?:^|\s)\+\s?[\d.]/;
const DOWN =
  /\b(?:drops?|dropped|lower(?:ed)?|cuts?|less|down by|decrease[sd]?|reduce[sd]?|falls?|fell|shrinks?|minus|smaller|cheaper|goes down|went down|comes? down|came down|coming down|trim(?:s|med)?|slash(?:es|ed)?|under|below|off|compress\w*|tighten\w*)\b|(?:^|\s)[-−]\s?[\d.]/;

/**
 * Whether a follow-up moves a number by an amount ("caps widen 50 bps": +1, "rates drop half a point":
 * −1) rather than setting it ("compress to 6%": 0).
 */
export function relativeDirection(followUp: string): -1 | 0 | 1 {
  const text = normalizeText(followUp);
  if (/\b(?:to|at)\s+[\d.]/.test(text)) return 0;
  const up = UP.test(text);
  const down = DOWN.test(text) && !/\bdown to\b/.test(text);
  return up === down ? 0 : up ? 1 : -1;
}

/**
 * Whether a message moves a number by its own words ("noi is 39,000 a year higher", "price drops $50k",
 * "$120,000 cheaper", "255k off the price", "5% under asking"): amounts that only mean something
 * against the figures of the question before, never figures of their own.
 */
export function movesAmounts(message: string): boolean {
  const text = normalizeText(message);
  const amount = String.raw`\$?\d[\d,]*(?:\.\d+)?\s?(?:k|m|%|percent)?`;
  const period = String.raw`(?:\s?(?:a|per|\/)\s?(?:year|yr|month|mo))?`;
  return (
    new RegExp(
      `${amount}${period}\\s+(?:higher|lower|more|less|cheaper|pricier|bigger|smaller|off|over asking|under asking|above asking|below asking)\\b`,
    ).test(text) ||
    new RegExp(
      `\\b(?:drops?|dropped|falls?|fell|rises?|rose|climbs?|increases?|decreases?|(?:goes|go|went|comes?|came) (?:up|down))(?: by)?\\s+${amount}|\\b(?:raise|bump|cut|lower|increase|decrease|drop|reduce|knock)(?:s|d|ed)?(?: (?:it|that|the(?: \\w+){1,2}))? by\\s+${amount}`,
    ).test(text)
  );
}

/** Words that set a number rather than move it: "going with 20% down instead", "make it 25 years". */
const SETS =
  /\b(?:instead|rather than|going with|go with|went with|switch(?:ing)? to|make it|use|using|change it to)\b/;

/** Where one change of a follow-up ends and the next begins: "20% down instead, and add taxes of 4800". */
const CLAUSE_BREAK = /,(?!\d)|;|\s&\s|\b(?:and|but|also|then)\b/g;

/**
 * The direction of the change a number at `at` (an offset in `followUp`, already normalised) makes:
 * read from its own clause, so "ok going with 20% down instead, and add taxes of 4800 a year" sets the
 * down payment (the "add" belongs to the taxes). A clause without words of its own ("drop the rate and
 * the price by 5%") takes the direction the other clauses agree on.
 */
export function directionAt(followUp: string, at: number): -1 | 0 | 1 {
  const clauses: { start: number; text: string }[] = [];
  let start = 0;
  for (const m of followUp.matchAll(CLAUSE_BREAK)) {
    clauses.push({ start, text: followUp.slice(start, m.index) });
    start = (m.index ?? 0) + m[0].length;
  }
  clauses.push({ start, text: followUp.slice(start) });
  // "38 basis points higher on the new rate instead": a move word right after the number is its own,
  // whatever else the clause says.
  const right =
    /^\S+(?:\s+(?:basis points?|bps|points?|percent|pct|a (?:month|year)|\/mo|\/yr))?\s+(higher|more|bigger|larger|lower|less|smaller|cheaper)\b/.exec(
      followUp.slice(at),
    );
  if (right) return /higher|more|bigger|larger/.test(right[1]!) ? 1 : -1;
  const own = (text: string): -1 | 0 | 1 | undefined => {
    if (SETS.test(text)) return 0;
    const direction = relativeDirection(text);
    return direction !== 0 || /\b(?:to|at)\s+[\d.]/.test(text) ? direction : undefined;
  };
  const index = clauses.findLastIndex((c) => c.start <= at);
  const mine = own(clauses[index]?.text ?? '');
  if (mine !== undefined) return mine;
  const others = new Set(clauses.map((c) => own(c.text)).filter((d) => d !== undefined));
  return others.size === 1 ? [...others][0]! : relativeDirection(followUp);
}

/** Words of a stay ("if we move in 2 years", "sell after 5 yrs"): a horizon, not a loan's term. */
const STAY =
  /\b(?:move|moving|sell|selling|leave|leaving|stay|staying|live there|keep (?:it|the \w+)|refi(?:nance)?|refinancing|pay (?:it )?off|hold(?:ing)?(?: it)?)\b[^.?!]{0,20}$/;

// "if we come down to 525": a seller lowering the price.
const PRICE =
  /\b(?:price|cost|cheaper|pricier|(?<=\b(?:it|that|this|house|home|place|building|property) )costs|buy|purchase|list|listed|listing|asking|sell|selling|sold|sale|take|offer(?:s|ed)?|come down to|comes down to|coming down to|counter(?:s|ed|ing)?|counter-?offer(?:s|ed)?|came back|comes? back|accept(?:s|ed|ing)?|agree(?:s|d)? (?:to|on))\b/;

/** The land of a property: a part of its price, its own number. */
const LAND = /\b(?:land|lot|dirt)\b/;

/** "what if it sells for 300k" after a flip bought at one price and sold at another: the sale. */
const SALE = /\b(?:sells?|selling|sold|sale|resale)\b/;

/** A rate's words; "at" alone is also how any limit is said ("cap LTV at 65%"). */
const RATE_WORD = /\b(?:rate|interest|apr|at)\b|@/;
const RATE_BY_NAME = /\b(?:rate|interest|apr)\b/;

const VACANCY = /\bvacancy\b/;

/** Words that name the same number in two questions. */
const DOWN_WORD = /\bdown\b|\bdeposit\b/;
const SYNONYMS: readonly RegExp[] = [
  /\b(?:agent|agents|commission|realtor|broker|listing fee)\b/,
  RATE_WORD,
  DOWN_WORD,
  /\brents?\b|\brental income\b/,
  /\bnoi\b|net operating income/,
  SALE,
  PRICE,
  // "it costs 215k more" is the price, not the costs of running it.
  /\b(?:expenses?|opex|(?<!\b(?:it|that|this|house|home|place|building|property) )costs)\b/,
  VACANCY,
  LAND,
  // "they also cap LTV at 65%" after a loan's rate: a limit of its own, never the rate changed.
  /\b(?:ltv|loan[- ]to[- ]value)\b/,
  /\b(?:dti|debt[- ]to[- ]income|ratio|caps?)\b/,
  /\b(?:tax|taxes)\b/,
  /\b(?:insurance)\b/,
  /\b(?:hoa)\b/,
  /\b(?:loan|mortgage|borrow\w*|owe|owed|owing|balance|pa(?:y|id|ying) (?:it |that |the loan )?down)\b/,
  /\b(?:income|make|makes|made|making|earn\w*|salary|(?:a|my|the|her|his) raise|gross(?:es)?)\b/,
  // "what if it only nets 65k?" after "it nets 78k/yr": what a business or building nets (rule 79).
  /\b(?:nets?|netting|net income|net profit|clears?|throws? off)\b/,
  /\b(?:bumps?|escalat\w*|increases?|step[- ]?ups?)\b/,
  /\b(?:term|lease)\b/,
  // "amortized over 20 years instead" after "25-yr amortization, 10-yr balloon": the amortization.
  /\b(?:amorti[sz]\w*|am)\b/,
  /\bballoon\w*/,
  /\b(?:free|abate\w*)\b/,
  /\b(?:full[- ]service|gross)\b/,
  // "they reassessed it at 400k market value" after "market value 350k, mill rate 31.5".
  /\b(?:market value|value|valued|worth|apprais\w*|reassess\w*|arv|after[- ]repair(?:ed)? value)\b/,
  /\bdepreciat\w*/,
  // A market's sales counted ("1,440 sales over the past 12 months" then "what if sales slow to 80").
  /\b(?:sales|sold|closings|closed(?: sales)?|homes sold)\b/,
  /\b(?:improvements?|renovations?|remodel\w*|repairs?|rehab|reno)\b/,
  /\b(?:exemptions?|homestead)\b/,
];

const RENT = /\brents?\b|\brental income\b/;
/** A value's yearly growth ("appreciates 5% a year", "grows 4% annually"). */
const GROWTH = /\bapprecia\w*|\bgrow(?:s|ing|th)?\b/;
/** A question about what a value grows to over some years, with no loan whose term a span could be. */
const valueOverYears = (text: string) =>
  /\bapprecia\w*|\bgrow(?:s|ing|th)?\b|\bworth\b/.test(text) &&
  !/\b(?:loan|mortgage|payments?|term|rate|interest|refi\w*|balance|owe)\b/.test(text);
/** A yearly or monthly result that a change of rent moves dollar for dollar. */
const FLOW = /\bcash ?flows?\b|\bnoi\b|net operating income|\bnets?\b|\bclears?\b/;

/** How many of `to`'s periods one of `from`'s is worth in money terms (a month is 1/12 of a year). */
function periodFactor(from: NumberToken['period'], to: NumberToken['period']): number {
  if (from === 'monthly' && to === 'yearly') return 12;
  if (from === 'yearly' && to === 'monthly') return 1 / 12;
  return 1;
}

const sameKind = (a: NumberToken, b: NumberToken) =>
  a.kind === b.kind ||
  ((a.kind === 'years' || a.kind === 'months') && (b.kind === 'years' || b.kind === 'months')) ||
  (a.kind === 'plain' && b.kind === 'money') ||
  (a.kind === 'money' && b.kind === 'plain');

/** The words that belong to a number: from the number before it to the number after it, nearby. */
function around(text: string, t: NumberToken, all: readonly NumberToken[] = []): string {
  const before = all.filter((o) => o.end <= t.start).at(-1);
  const after = all.find((o) => o.start >= t.end);
  return text.slice(
    Math.max(before?.end ?? 0, t.start - 30),
    Math.min(after?.start ?? text.length, t.end + 25),
  );
}

/**
 * A number with the words of its own clause on each side, up to the numbers beside it: "42800 yearly in
 * total expenses, asking $1,425,000" gives "42800 yearly in total expenses" for the first number.
 */
function ownClause(text: string, t: NumberToken, all: readonly NumberToken[]): string {
  const clauseEnd = /[.;!?,](?:\s|$)/;
  const before = all.filter((o) => o.end <= t.start).at(-1);
  const after = all.find((o) => o.start >= t.end);
  const wordsBefore = text
    .slice(Math.max(before?.end ?? 0, t.start - 30), t.start)
    .split(clauseEnd)
    .pop();
  const wordsAfter = text.slice(t.end, Math.min(after?.start ?? text.length, t.end + 25)).split(clauseEnd)[0];
  return `${wordsBefore ?? ''}${text.slice(t.start, t.end)}${wordsAfter ?? ''}`;
}

/** Where a change's words end: "the rate drops half a point, and 5% down" keeps each apart. */
const CHANGE_END = /[.;!?,](?:\s|$)|\s(?:&|and(?! a (?:half|quarter)\b)|also|but|plus|then)\s/;

/**
 * A follow-up's number with the words of its own change: back to the number or clause break before it
 * (a comma, "and", "&", "also", "but", "plus") and on to the next one. "vacancy goes up 2% and also
 * expenses drop $4,400" gives "vacancy goes up 2%" for the first number.
 */
function changeClause(text: string, t: NumberToken, all: readonly NumberToken[]): string {
  const before = all.filter((o) => o.end <= t.start).at(-1);
  const after = all.find((o) => o.start >= t.end);
  const wordsBefore = text
    .slice(before?.end ?? 0, t.start)
    .split(CHANGE_END)
    .pop();
  const wordsAfter = text.slice(t.end, after?.start ?? text.length).split(CHANGE_END)[0];
  return `${wordsBefore ?? ''}${text.slice(t.start, t.end)}${wordsAfter ?? ''}`;
}

/** The words touching a number, within its sentence: two before and one after ("putting 10% down"). */
function adjacent(text: string, t: NumberToken): string {
  const sentence =
    text
      .slice(Math.max(0, t.start - 30), t.start)
      .split(/[.;!?,](?:\s|$)|\s-\s/)
      .pop() ?? '';
  const before = (sentence.match(/(?:\S+\s+){0,2}$/) ?? [''])[0];
  const after = (/^\s*[a-z@]+/.exec(text.slice(t.end)) ?? [''])[0];
  return `${before}${text.slice(t.start, t.end)}${after}`;
}

/** The words right before a number (back to the number before it) and the few right after it. */
function nearest(text: string, t: NumberToken, all: readonly NumberToken[]): string {
  const before = all.filter((o) => o.end <= t.start).at(-1);
  return text.slice(Math.max(before?.end ?? 0, t.start - 30), Math.min(text.length, t.end + 15));
}

/**
 * The earlier number a bare number replaces ("and over 20?", "at 6 instead"): the one whose size it
 * shares (a term for 20, a rate for 6, never a $380,000 loan for 20). Null unless exactly one fits.
 */
function bareTarget(
  change: NumberToken,
  earlier: readonly NumberToken[],
  cue: string,
  unit: string,
  text: string,
): NumberToken | undefined {
  const comparable = (t: NumberToken) => (t.kind === 'percent' ? t.value * 100 : t.value);
  let fits = earlier.filter((t) => {
    const v = comparable(t);
    return v > 0 && change.value >= v / 3 && change.value <= v * 3;
  });
  // The unit after it names it: "24 mills" replaces the number next to "mill rate".
  if (fits.length > 1 && unit.length >= 3) {
    const named = fits.filter((t) => around(text, t, earlier).includes(unit.slice(0, 4)));
    if (named.length === 1) return named[0];
  }
  // "what about year 10?": a point in time, the years elapsed ("after 7 years"), never the loan's
  // "30-year" term.
  if (fits.length > 1 && /\byear\s*$/.test(cue))
    fits = fits.filter((t) => (t.kind === 'years' || t.kind === 'months') && !t.compactYears);
  // The word before it says which: "over 20" is a term, "at 6" a rate.
  else if (
    fits.length > 1 &&
    /\b(?:over|for|on an?|in|after|within|term(?: of)?|amortized over|amortization of)\s*$/.test(cue)
  )
    fits = fits.filter((t) => t.kind === 'years' || t.kind === 'months');
  else if (fits.length > 1 && /(?:\bat|@|\brate(?: of| is)?)\s*$/.test(cue))
    fits = fits.filter((t) => t.kind === 'percent');
  // "what if it was 6.25" after "10% down, 6.875%": a bare number not called a down payment is not the
  // percentage the earlier question put down.
  if (fits.length > 1 && unit !== 'down') {
    const notDown = fits.filter((t) => !(t.kind === 'percent' && /^\s*down\b/.test(text.slice(t.end))));
    if (notDown.length === 1) return notDown[0];
  }
  return fits.length === 1 ? fits[0] : undefined;
}

/** The question's largest amount that is not per month or per year: its price when none is named. */
function largestLumpSum(tokens: readonly NumberToken[]): NumberToken | undefined {
  return tokens
    .filter((t) => t.kind === 'money' && !t.period)
    .reduce<NumberToken | undefined>((max, t) => (max && max.value >= t.value ? max : t), undefined);
}

/** A price moved or set: "if we drop to 625", "come down to 599", "list it at 649", "and at 625?". */
const PRICE_MOVE =
  /\b(?:drop(?:s|ped|ping)?|come(?:s)? down|came down|coming down|lower(?:s|ed|ing)?|cut(?:s|ting)?|reduc(?:e|es|ed|ing)|bring(?:ing)? (?:it )?down|list(?:s|ed|ing)?(?: it)?|price(?:d)?(?: it)?)(?: (?:the )?(?:price|list price|asking))?\s+(?:to|at)\s*$|(?:^|\band\s+|\bwhat about\s+)at\s*$/;

/**
 * A bare number that moves the question's price ("if we drop to 625" after a 640k sale): the largest
 * lump sum, in the thousands or millions that put it near. A bare "at" counts only for a number too
 * large to be a rate ("and at 625?", never "and at 6.5?").
 */
function pricedAt(
  followUp: string,
  change: NumberToken,
  earlier: readonly NumberToken[],
): { price: NumberToken; scale: number } | undefined {
  const cue = followUp.slice(Math.max(0, change.start - 40), change.start);
  if (!PRICE_MOVE.test(cue) || (/\bat\s*$/.test(cue) && change.value < 100)) return undefined;
  const price = largestLumpSum(earlier);
  const scale = price ? shorthandScale(change.value, price.value) : undefined;
  return price && scale ? { price, scale } : undefined;
}

/**
 * The factor (1, a thousand or a million) that puts a bare number within a third of the amount it
 * replaces, if exactly one does: 1.1 for $1,200,000 is 1.1 million, 450 for $525,000 is 450 thousand.
 */
function shorthandScale(value: number, replaced: number): number | undefined {
  const fits = [1, 1e3, 1e6].filter((s) => value * s >= replaced / 3 && value * s <= replaced * 3);
  return fits.length === 1 ? fits[0] : undefined;
}

function format(kind: NumberToken['kind'], value: number): string {
  if (kind === 'percent') return `${Number((value * 100).toFixed(4))}%`;
  if (kind === 'years') return `${Number(value.toFixed(2))} years`;
  if (kind === 'months') return `${Math.round(value)} months`;
  return `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

/** Counted things the tokenizer leaves alone: "12 miles each way", "18 days a month", "45 minutes". */
const COUNTED =
  /(\d+(?:\.\d+)?)\s*(miles?|mi\b|days?|minutes?|mins?\b|hours?|hrs?\b|trips?|visits?|people|bedrooms?|beds?|baths?|units?|doors?)/g;

/**
 * "what if it's only 12 miles each way" after "25 miles each way, 22 days a month": the number counted
 * in the same unit, when the earlier question has exactly one of them, is replaced.
 */
function replaceCounted(previous: string, followUp: string): RewrittenFollowUp | null {
  const stem = (unit: string) => unit.replace(/s$/, '').slice(0, 3);
  let text = previous;
  const notes: string[] = [];
  for (const change of followUp.matchAll(COUNTED)) {
    const unit = stem(change[2] as string);
    const earlier = [...text.matchAll(COUNTED)].filter((m) => stem(m[2] as string) === unit);
    if (earlier.length !== 1) return null;
    const old = earlier[0]!;
    notes.push(`${old[1]} ${old[2]} → ${change[1]} ${old[2]}`);
    text = `${text.slice(0, old.index)}${change[1]}${text.slice((old.index ?? 0) + (old[1] as string).length)}`;
  }
  return notes.length > 0 ? { question: text, changes: notes } : null;
}

/**
 * "what would the DSCR be if I borrowed $900,000 instead?" after "NOI on the building is $96,000": the
 * change names a loan, the only earlier amount is named an NOI; one does not replace the other.
 */
function namesAnother(
  labels: readonly RegExp[],
  text: string,
  earlier: NumberToken,
  all: readonly NumberToken[],
): boolean {
  if (labels.length === 0) return false;
  // Its own clause names it first: in "at 6.75%, 30 yrs. no vacancy" the rate is named, not a vacancy.
  const inClause = SYNONYMS.filter((re) => re.test(ownClause(text, earlier, all)));
  const own = inClause.length > 0 ? inClause : SYNONYMS.filter((re) => re.test(around(text, earlier, all)));
  return own.length > 0 && !own.some((re) => labels.includes(re));
}

/** Things no rate or price can be: "vacancy runs 5%" is a vacancy's, never the loan's rate of its size. */
const THINGS = /\b(?:vacancy|rents?|noi|expenses?|opex|tax(?:es)?|insurance|hoa|ltv)\b/g;

/** Whether a change's own words name a thing the earlier number's own clause does not. */
function namesAnotherThing(
  changeWords: string,
  text: string,
  earlier: NumberToken,
  all: readonly NumberToken[],
): boolean {
  const things = [...changeWords.matchAll(THINGS)].map((m) =>
    m[0].startsWith('tax') ? 'tax' : m[0].replace(/s$/, ''),
  );
  const own = ownClause(text, earlier, all);
  return things.length > 0 && !things.some((thing) => new RegExp(`\\b${thing}`).test(own));
}

/** "3 days a week", "4x a month", "2 days/wk in the office": how often a trip is made. */
const DAY_COUNT =
  /\b(\d{1,3})(\s*(?:(?:work|office)\s*)?(?:days?|x|times)(?:\s+(?:in|at) (?:the )?office)?\s*(?:a|per|\/|each|every)\s*(week|wk|month|mo|year|yr)\b)/g;

/**
 * "what if I only go in 3 days a week" after a commute at 5 days a week: the count of days in the same
 * period replaces the earlier one (a small number the general rewrite leaves alone). Rule 57.
 */
function replaceDayCount(previous: string, followUp: string): RewrittenFollowUp | null {
  const unit = (u: string) => u[0];
  const all = [...followUp.matchAll(DAY_COUNT)];
  // "3 days a week (~144 days a year)": the days a year said beside the week's count are the ones to
  // use (rule 70); they replace the earlier count whatever its period, as the weeks are then given.
  const yearly = all.filter((m) => unit(m[3]!) === 'y');
  if (all.length === 2 && yearly.length === 1) {
    const earlier = [...previous.matchAll(DAY_COUNT)];
    if (earlier.length !== 1) return null;
    const old = earlier[0]!;
    const at = old.index ?? 0;
    return {
      question: `${previous.slice(0, at)}${yearly[0]![0].trim()}${previous.slice(at + old[0].length)}`,
      changes: [`${old[0].trim()} → ${yearly[0]![0].trim()}`],
    };
  }
  // "3 days a week (~144 days)" after "240 work days a year": the bracketed days are that year's count.
  const bracketed =
    all.length === 1 && unit(all[0]![3]!) === 'w'
      ? /^\s*\(\s*(?:~|about|around|approx\.?|roughly)?\s*(\d{2,3})\s*(?:work\s*)?days?\s*\)/.exec(
          followUp.slice((all[0]!.index ?? 0) + all[0]![0].length),
        )
      : null;
  const earlierYearly = [...previous.matchAll(DAY_COUNT)].filter((m) => unit(m[3]!) === 'y');
  if (bracketed && earlierYearly.length === 1) {
    const old = earlierYearly[0]!;
    const at = old.index ?? 0;
    const days = `${bracketed[1]} days a year`;
    return {
      question: `${previous.slice(0, at)}${days}${previous.slice(at + old[0].length)}`,
      changes: [`${old[0].trim()} → ${days}`],
    };
  }
  const fresh = all;
  if (fresh.length !== 1) return null;
  const same = [...previous.matchAll(DAY_COUNT)].filter((m) => unit(m[3]!) === unit(fresh[0]![3]!));
  if (same.length !== 1) return null;
  const old = same[0]!;
  const at = old.index ?? 0;
  return {
    question: `${previous.slice(0, at)}${fresh[0]![1]}${previous.slice(at + old[1]!.length)}`,
    changes: [`${old[0].trim()} → ${fresh[0]![0].trim()}`],
  };
}

/** A coverage ratio, which the tokenizer leaves alone: "1.25x", "1.25 DSCR", "a DSCR of 1.3". */
const RATIO =
  /\b(\d\.\d{1,2})\s?(?:x|times)\b|\b(\d\.\d{1,2})(?=\s*(?:dscr|debt service coverage|coverage)\b)|\b(?:dscr|coverage)(?: ratio)?(?: of| at| to| is)?\s+(\d\.\d{1,2})\b(?!\s?(?:%|percent))/g;

/** "what if they only need 1.20x" after "lender requires 1.25 DSCR": the one ratio is replaced. */
function replaceRatio(previous: string, followUp: string): RewrittenFollowUp | null {
  const changes = [...followUp.matchAll(RATIO)];
  const earlier = [...previous.matchAll(RATIO)];
  if (changes.length !== 1 || earlier.length !== 1) return null;
  const valueOf = (m: RegExpMatchArray) => (m[1] ?? m[2] ?? m[3]) as string;
  const [old, now] = [earlier[0]!, valueOf(changes[0]!)];
  const at = (old.index ?? 0) + old[0].indexOf(valueOf(old));
  return {
    question: `${previous.slice(0, at)}${now}${previous.slice(at + valueOf(old).length)}`,
    changes: [`DSCR ${valueOf(old)} → ${now}`],
  };
}

/** A cost that goes away: "pay off the car so that $450 is gone", "drop the HOA", "without the 300/mo". */
const REMOVED =
  /\b(?:gone|paid off|pay(?:ing)? (?:it |that |this |the \w+(?: \w+)? )?off|no longer|drop(?:ped|ping)?|remov(?:e|ed|ing)|without|eliminat\w*|get(?:ting)? rid of|zero(?:ed)? out|goes away|went away)\b/;
/** The debts and costs a follow-up may name without its amount. */
const NAMED_COST =
  /\b(car|auto|truck|student|credit card|card|personal loan|hoa|pmi|child ?care|alimony|child support|boat|furniture|debt)s?\b/;

/** The amounts a cost's name labels: the words before each (back to the number before), else after. */
function namedAmount(text: string, amounts: readonly NumberToken[], name: RegExp): NumberToken[] {
  const before = amounts.filter((t, i) =>
    name.test(text.slice(Math.max(amounts[i - 1]?.end ?? 0, t.start - 40), t.start)),
  );
  // After a number, up to the next one: "9,500/mo, 450/mo other debts" names 450, not 9,500.
  return before.length > 0
    ? before
    : amounts.filter((t, i) =>
        name.test(text.slice(t.end, Math.min(amounts[i + 1]?.start ?? text.length, t.end + 25))),
      );
}

/** A number as typed: a token, or a rate per square foot ("$1/sf"), which the tokens leave out. */
interface TypedNumber {
  start: number;
  end: number;
  value: number;
  kind: NumberToken['kind'] | 'per-area';
}

function typedNumbers(text: string): TypedNumber[] {
  const perArea: TypedNumber[] = [...text.matchAll(PER_AREA)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    value: Number(/\d[\d,]*(?:\.\d+)?/.exec(m[0])![0].replace(/,/g, '')) * (m[1] ? 1000 : 1),
    kind: 'per-area',
  }));
  const inside = (t: NumberToken) => perArea.some((a) => t.start >= a.start && t.end <= a.end);
  return [...perArea, ...tokenizeNumbers(text).filter((t) => !inside(t))].sort((a, b) => a.start - b.start);
}

/** Whether an earlier number is the one a follow-up names as replaced ("instead of 10" names "10%"). */
function isNamedNumber(earlier: TypedNumber, named: TypedNumber): boolean {
  if (named.kind === 'plain')
    return (
      earlier.value === named.value ||
      (earlier.kind === 'percent' && Math.abs(earlier.value * 100 - named.value) < 1e-9)
    );
  const spans = (t: TypedNumber) => t.kind === 'years' || t.kind === 'months';
  return (earlier.kind === named.kind || (spans(earlier) && spans(named))) && earlier.value === named.value;
}

/**
 * "what if the bumps were $1/sf instead of 3%", "20% down rather than 10", "15 yrs not 30": a follow-up
 * that names the number it replaces. That number, wherever it stands in the earlier question, takes
 * the new one as typed, unit and all (so a percentage bump can become a dollar one); nothing is
 * changed when the named number is not there exactly once.
 */
function replaceNamedNumber(previous: string, followUp: string): RewrittenFollowUp | null {
  const typed = typedNumbers(followUp);
  for (let i = 0; i + 1 < typed.length; i++) {
    const fresh = typed[i]!;
    const old = typed[i + 1]!;
    const between = followUp.slice(fresh.end, old.start);
    if (!/^[^\d]{0,20}\b(?:instead of|rather than|in place of|not)\s+(?:the\s+|an?\s+)?$/.test(between))
      continue;
    const named = typedNumbers(previous).filter((t) => isNamedNumber(t, old));
    if (named.length !== 1) return null;
    const target = named[0]!;
    const typedFresh = followUp.slice(fresh.start, fresh.end).trim();
    // "6.25 instead of 6.875%", "15 not 30 yrs": a bare new number keeps the old one's unit.
    const oldText = previous.slice(target.start, target.end);
    const replacement =
      fresh.kind === 'plain' ? oldText.replace(/\d[\d,]*(?:\.\d+)?/, typedFresh) : typedFresh;
    return {
      question: `${previous.slice(0, target.start)}${replacement}${previous.slice(target.end)}`,
      changes: [`${oldText.trim()} → ${replacement.trim()}`],
    };
  }
  return null;
}

/**
 * "what if I pay off the car first so that $450 is gone?": the earlier amount it names (by its value, or
 * by what it is for) becomes 0, so the question is asked again without it.
 */
function zeroRemoved(previous: string, followUp: string): RewrittenFollowUp | null {
  if (!REMOVED.test(followUp)) return null;
  // "car 400, student loan 250": a debt listed without a period is an amount too.
  const earlier = tokenizeNumbers(previous).filter(
    (t) => t.kind === 'money' || (t.kind === 'plain' && t.value >= 10),
  );
  const numbers = tokenizeNumbers(followUp);
  // "pay off the 450 of debts": a bare amount is one too.
  const stated = numbers.filter((t) => t.kind === 'money' || (t.kind === 'plain' && t.value >= 10));
  // "and with 20% down? I assume the PMI goes away then": a change whose consequence is named, not a
  // cost taken away; the change is the other rewrite's.
  if (numbers.length > stated.length) return null;
  // "without the car and the student loan": every cost named goes, each naming exactly one amount.
  const names = [...new Set([...followUp.matchAll(new RegExp(NAMED_COST.source, 'g'))].map((m) => m[1]!))];
  let targets: NumberToken[];
  if (stated.length === 1) targets = earlier.filter((t) => Math.abs(t.value - stated[0]!.value) < 0.005);
  else if (stated.length === 0 && names.length > 0) {
    const named = names.map((name) => namedAmount(previous, earlier, new RegExp(`\\b${name}s?\\b`)));
    if (named.some((m) => m.length !== 1)) return null;
    targets = [...new Set(named.map((m) => m[0]!))];
    if (targets.length !== names.length) return null;
  } else return null;
  if (targets.length < 1 || (stated.length === 1 && targets.length !== 1)) return null;
  let question = previous;
  const changes: string[] = [];
  for (const target of [...targets].sort((a, b) => b.start - a.start)) {
    const zeroed = target.raw.replace(/\d[\d,]*(?:\.\d+)?(?:\s*(?:k|m)\b)?/, '0');
    question = `${question.slice(0, target.start)}${zeroed}${question.slice(target.end)}`;
    changes.unshift(`${target.raw} → ${zeroed}`);
  }
  return { question, changes };
}

/** "roll the closing costs into the loan", "finance the fees", "add the costs to the new loan". */
const ROLLED_IN =
  /\b(?:roll(?:ed|ing)?|financ(?:e|ed|ing)|wrap(?:ped|ping)?|add(?:ed|ing)?|put(?:ting)?|fold(?:ed|ing)?|tack(?:ed|ing)?)\b(?: (?!in\b|into\b|to\b|onto\b)\w+){0,3}? (?:closing )?(?:costs?|fees?|cc)\b(?:(?: \w+){0,2}? (?:in|into|onto|to)(?: \w+){0,2}? (?:loan|mortgage|balance|refi)\b|(?= instead\b| too\b| as well\b|\s*[?.!,]|\s*$))|\b(?:closing )?(?:costs?|fees?|cc)\b(?: (?:are|is|get|got|were|was|be|been))? (?:rolled|financed|wrapped|added|folded|tacked) (?:in|into|onto|to|on)\b|\b(?:roll|wrap|fold|tack)(?:ed|ing|ping)? in (?:the |those |these |my |our )?(?:closing )?(?:costs?|fees?|cc)\b/;
/** What the borrower owes before a refinance: "owe 318,400", "balance of 290k", "payoff is 250k". */
const OWED = /\b(?:owe[sd]?|owing|balance|payoff|pay off|left on|loan amount|remaining|refi(?:nanc\w*)?)\b/;

/**
 * "what if I roll the closing costs into the loan instead?" after a refinance with its closing costs:
 * the costs join what is borrowed (the balance grows by them) and nothing is paid at closing. Only when
 * the question before names exactly one balance and one closing-cost amount; a purchase (price and down
 * payment) is not rewritten, since what a lender lets a buyer finance there varies.
 */
function costsRolledIn(previous: string, followUp: string): RewrittenFollowUp | null {
  // "wrap the 6,800 into the loan": the amount stands where the word would.
  const worded = followUp.replace(/\$?\d[\d,]*(?:\.\d+)?k?\b/g, 'costs');
  if (!ROLLED_IN.test(worded)) return null;
  const amounts = tokenizeNumbers(previous).filter((t) => t.kind === 'money' && t.period === undefined);
  const costs = namedAmount(previous, amounts, /\b(?:closing|costs?|fees?|cc)\b/);
  const owed = amounts.filter((t) => OWED.test(previous.slice(Math.max(0, t.start - 25), t.start)));
  if (costs.length !== 1 || owed.length !== 1 || costs[0] === owed[0]) return null;
  const [cost, balance] = [costs[0]!, owed[0]!];
  // "wrap the 5,200 into the loan": a number it repeats must be those costs; any other is a change
  // this rewrite does not make.
  if (tokenizeNumbers(followUp).some((t) => Math.abs(t.value - cost.value) > 0.5)) return null;
  const total = balance.value + cost.value;
  const edits = [
    { token: balance, text: format('money', total) },
    { token: cost, text: '$0' },
  ].sort((a, b) => b.token.start - a.token.start);
  let question = previous;
  for (const { token, text } of edits)
    question = `${question.slice(0, token.start)}${text}${question.slice(token.end)}`;
  return {
    question,
    changes: [
      `closing costs ${format('money', cost.value)} added to the loan: ${format('money', balance.value)} → ${format('money', total)}, nothing paid at closing`,
    ],
  };
}

/** Money paid on top of a loan's payment: "add 300 a month extra", "an additional $250/mo to principal". */
const EXTRA =
  /\b(?:extra|additional|on top|prepay\w*|toward(?:s)? (?:the )?principal|to (?:the )?principal)\b/;
/** Monthly amounts that are not paid on a loan: "an extra 200 a month in rent", "additional HOA of 150". */
const NOT_ON_THE_LOAN =
  /\b(?:rents?|income|hoa|dues|tax(?:es)?|insurance|expenses?|costs?|fees?|utilities|vacancy|repairs?|maintenance|capex|management)\b/;

/**
 * "what if I add 300 a month extra?" after a loan's payment or total interest: a prepayment, asked
 * with the earlier loan (payoff-math.ts answers months to payoff and interest saved), never a change to
 * the loan amount.
 */
function extraPayment(previous: string, followUp: string): RewrittenFollowUp | null {
  if (EXTRA.test(previous)) return newExtraPayment(previous, followUp);
  if (!/\b(?:loan|mortgage|borrow\w*|owe|financ\w*|payment|p&i|interest)\b/.test(previous)) return null;
  if (NOT_ON_THE_LOAN.test(followUp)) return null;
  const numbers = tokenizeNumbers(followUp);
  const extra = numbers[0];
  if (numbers.length !== 1 || !extra) return null;
  // "pay 200 more a month": the month is said after the word for more, and the amount is money by it.
  const moreAMonth = /^\s*(?:more|extra|additional)\s+(?:a|per|each|every)\s+mo(?:nth)?\b/.test(
    followUp.slice(extra.end),
  );
  const monthlyMoney =
    (extra.kind === 'money' && (extra.period === 'monthly' || moreAMonth)) ||
    (extra.kind === 'plain' && extra.value >= 25 && moreAMonth);
  if (!monthlyMoney) return null;
  // "what if I add 300 a month?": paid on top when the question before had no monthly amount it
  // could change.
  const paidOnTop =
    /\b(?:add(?:ing)?|pay(?:ing)?|put(?:ting)?|throw(?:ing)?|send(?:ing)?)\b/.test(followUp) &&
    !tokenizeNumbers(previous).some((t) => t.period === 'monthly');
  if (!EXTRA.test(followUp) && !paidOnTop) return null;
  const amount = `$${extra.value.toLocaleString('en-US')} a month`;
  return {
    question: `${previous.replace(/[?.!\s]+$/, '')}, with an extra ${amount} toward principal?`,
    changes: [`an extra ${amount} toward principal`],
  };
}

/** A temporary buydown's plan as written: "2-1", "3/2/1", "1-0". */
const BUYDOWN_PLAN = /\b[1-3]\s?[-/:]\s?[0-2](?:\s?[-/:]\s?[01])?\b(?![\d.%/-])/;

/**
 * "what about a 3-2-1 instead", "and a 1-0?" after a temporary buydown ("2-1 buydown on a 350k
 * loan"): the earlier plan takes the new one. Only when the question before named a buydown plan
 * and the follow-up has no other number.
 */
function replaceBuydownPlan(previous: string, followUp: string): RewrittenFollowUp | null {
  if (!/\bbuy\s?-?downs?\b/.test(previous)) return null;
  const old = BUYDOWN_PLAN.exec(previous);
  const fresh = BUYDOWN_PLAN.exec(followUp);
  if (!old || !fresh) return null;
  const rest = `${followUp.slice(0, fresh.index)} ${followUp.slice(fresh.index + fresh[0].length)}`;
  if (/\d/.test(rest) || old[0] === fresh[0]) return null;
  return {
    question: `${previous.slice(0, old.index)}${fresh[0]}${previous.slice(old.index + old[0].length)}`,
    changes: [`${old[0]} → ${fresh[0]}`],
  };
}

/**
 * "what about 400 extra", "and with $600 a month extra?", "bump the extra to 500" after a prepayment
 * ("300k at 6.5% 30yr, extra $200/mo"): the one extra amount of the question before takes the new
 * one. Null unless the question before names exactly one extra amount and the follow-up one new one.
 */
function newExtraPayment(previous: string, followUp: string): RewrittenFollowUp | null {
  if (!EXTRA.test(followUp) || NOT_ON_THE_LOAN.test(followUp)) return null;
  const numbers = tokenizeNumbers(followUp);
  const fresh = numbers[0];
  if (numbers.length !== 1 || !fresh || !(fresh.kind === 'money' || fresh.kind === 'plain')) return null;
  if (fresh.period === 'yearly' || fresh.value < 10 || fresh.value >= 20000) return null;
  // The extra of the question before: the amount its extra words stand beside.
  const extras = tokenizeNumbers(previous).filter(
    (t) =>
      (t.kind === 'money' || t.kind === 'plain') &&
      t.value < 20000 &&
      (/\b(?:extra|additional|another)\s*(?:of\s+)?$/.test(
        previous.slice(Math.max(0, t.start - 20), t.start),
      ) ||
        /^\s*(?:a month |per month |each month |every month |monthly |\/mo )?(?:extra|more|additional|on top|to(?:wards?)? (?:the )?principal)\b/.test(
          previous.slice(t.end, t.end + 30),
        )),
  );
  if (extras.length !== 1) return null;
  const old = extras[0]!;
  const digits = /\d[\d,]*(?:\.\d+)?(?:\s*k\b)?/;
  const replacement = old.raw.replace(digits, fresh.value.toLocaleString('en-US'));
  return {
    question: `${previous.slice(0, old.start)}${replacement}${previous.slice(old.end)}`,
    changes: [`extra ${old.raw.trim()} → ${replacement.trim()}`],
  };
}

/**
 * "at $30/sf instead", "what if TI is $50 a foot", "and 7,500 sf?": an amount per square foot replaces
 * the earlier one of its role (rent, bump, TI, expenses: lease-reading.ts), an area the earlier area of
 * its size. The tokenizer leaves both out, so they are put in here; null when none is certain.
 */
function replaceAreaFigures(
  previous: string,
  followUp: string,
): { text: string; notes: string[]; spans: { start: number; end: number }[] } | null {
  // "what would a 1,850 sf house go for at the same $/sf": another size beside the first, not a change.
  if (SAME_RATE.test(followUp)) return null;
  let text = previous;
  const notes: string[] = [];
  const spans: { start: number; end: number }[] = [];
  const numberOf = (m: RegExpMatchArray) => {
    const start = (m.index ?? 0) + m[0].indexOf(m[1] as string);
    return { start, end: start + (m[1] as string).length, value: m[1] as string };
  };
  const nowTokens = tokenizeNumbers(followUp);
  for (const change of footAmounts(followUp, nowTokens)) {
    const earlier = footAmounts(text, tokenizeNumbers(text)).filter((f) => f.role === change.role);
    if (earlier.length !== 1) return null;
    const oldMatch = [...text.slice(earlier[0]!.start).matchAll(PER_AREA)][0]!;
    const old = numberOf(oldMatch);
    let to = followUp.slice(change.start, change.end).match(/\d[\d,]*(?:\.\d+)?/)?.[0] ?? '';
    const at = earlier[0]!.start + old.start;
    // "quoted at 2.65/ft a month" after "base 31/sf/yr": the new rate in the earlier one's period, so
    // the number put in its place keeps the period its words there say.
    const oldEnd = earlier[0]!.start + (oldMatch.index ?? 0) + oldMatch[0].length;
    const oldMonthly = MONTH_AFTER.test(text.slice(oldEnd));
    const newMatch = [...followUp.slice(change.start).matchAll(PER_AREA)][0];
    const newEnd = change.start + (newMatch ? (newMatch.index ?? 0) + newMatch[0].length : 0);
    const newMonthly = newMatch
      ? MONTH_AFTER.test(followUp.slice(newEnd))
        ? true
        : YEARLY.test(followUp.slice(newEnd, newEnd + 24))
          ? false
          : oldMonthly
      : oldMonthly;
    if (newMonthly !== oldMonthly) {
      const typed = Number(to.replace(/,/g, ''));
      const converted = String(Number((newMonthly ? typed * 12 : typed / 12).toFixed(4)));
      notes.push(
        `$${to}/sq ft a ${newMonthly ? 'month' : 'year'} = $${converted}/sq ft a ${newMonthly ? 'year' : 'month'}`,
      );
      to = converted;
    }
    notes.push(`$${old.value}/sq ft → $${to}/sq ft`);
    text = `${text.slice(0, at)}${to}${text.slice(at + old.value.length)}`;
    spans.push({ start: change.start, end: change.end });
  }
  for (const m of followUp.matchAll(AREA)) {
    const value = Number((m[1] as string).replace(/,/g, ''));
    const sized = [...text.matchAll(AREA)].filter((e) => {
      const v = Number((e[1] as string).replace(/,/g, ''));
      return value >= v / 3 && value <= v * 3;
    });
    if (sized.length !== 1) return null;
    const old = numberOf(sized[0]!);
    notes.push(`${old.value} sq ft → ${m[1]} sq ft`);
    text = `${text.slice(0, old.start)}${m[1]}${text.slice(old.end)}`;
    spans.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return notes.length > 0 ? { text, notes, spans } : null;
}

/** Costs a rental budgets as a share of its rent, by name. */
const RENT_SHARES: readonly RegExp[] = [
  /\b(?:manag\w*|mgmt|pm|pmc)\b/,
  /\bvacan\w*/,
  /\b(?:maint\w*|repairs?|upkeep)\b/,
  /\b(?:capex|cap ex|capital (?:expenditures?|reserves?)|reserves?)\b/,
];
const LEADING_CUE =
  /^(?:(?:and|but|ok(?:ay)?|so|now|what if|what about|how about|and if|with|then|also|plus|if)\b[\s,]*)+/;

/**
 * "and if I hire a PM at 8% of collected rent?" after a rental whose costs named no management: a
 * share of rent for a cost the question before did not have is added to it, never put in place of
 * another percentage (the repairs' 5%). Null unless every number of the follow-up is such a share.
 */
function addRentShare(previous: string, followUp: string): RewrittenFollowUp | null {
  const numbers = tokenizeNumbers(followUp);
  if (numbers.length === 0 || numbers.some((t) => t.kind !== 'percent')) return null;
  const earlier = tokenizeNumbers(previous).filter((t) => t.kind === 'percent');
  const names = numbers.map((t) => {
    const own = followUp.slice(Math.max(0, t.start - 30), t.end + 30).split(/[,;]/);
    const clause = own.find((c) => c.includes(t.raw)) ?? '';
    return RENT_SHARES.find((re) => re.test(clause));
  });
  if (names.some((name) => !name)) return null;
  // The earlier question already names that cost: the other rewrite changes it.
  if (names.some((name) => earlier.some((t) => name!.test(around(previous, t))))) return null;
  if (!/\brents?\b|\bnoi\b|net operating income|cash ?flow|cap rate/.test(previous)) return null;
  const clause = followUp.replace(LEADING_CUE, '').replace(/[?.!\s]+$/, '');
  const question = previous.replace(/[?.!\s]*$/, '');
  return { question: `${question}. plus ${clause}?`, changes: [`added: ${clause}`] };
}

/**
 * The span a count was taken over, right after it ("1,440 sales over the past 12 months", "60 sold in
 * the last 30 days", "210 closed this quarter"): the words between (kept) and where the span ends.
 */
function countedSpanAfter(
  text: string,
  t: NumberToken,
): { middle: string; phrase: string; end: number } | null {
  const m =
    /^((?:\s+(?:homes?|sales?|sold|closed|closings?|transactions?|units?|deals?))*)(\s+(?:(?:over|in|during|within)\s+)?(?:the\s+)?(?:(?:last|past)\s+(?:\d+\s+(?:months|days|weeks)|year|quarter|month)|this\s+(?:quarter|year)|a\s+(?:year|quarter)|per\s+(?:year|quarter)|(?:annually|yearly|quarterly)))\b/.exec(
      text.slice(t.end),
    );
  if (!m) return null;
  return { middle: m[1] ?? '', phrase: `${m[1] ?? ''}${m[2]}`, end: t.end + m[0].length };
}

/** The earlier question with the follow-up's numbers put in, or null when that is not certain. */
/**
 * "and after 10?" after "balance after 5 years": a bare number after "after" (or "in", "by") is a time
 * elapsed in the units the question before used for it.
 */
function elapsedInUnits(now: string, previous: string): string {
  const unit = /\b(?:after|in|by)\s+\d{1,3}\s*(years?|yrs?|months?|mos?|payments?)\b/.exec(previous)?.[1];
  if (!unit) return now;
  return now.replace(
    /\b(after|in|by)\s+(\d{1,3})(?![\d,.]|\s*(?:%|k\b|years?|yrs?|months?|mos?|payments?|percent|pct))/,
    `$1 $2 ${unit}`,
  );
}

/**
 * The words of a follow-up up to its last sentence with a number: "what if vacancy is 8% and the price
 * 1.05M? same expense ratio. noi and cap rate then" is as short as its changes, whatever it asks after.
 */
function changeWords(text: string): number {
  const sentences = text.split(/(?<=[.?!;])\s+/);
  let last = sentences.length - 1;
  while (last > 0 && !/\d/.test(sentences[last]!)) last--;
  return (
    sentences
      .slice(0, last + 1)
      .join(' ')
      .match(/\S+/g) ?? []
  ).length;
}

export function rewriteFollowUp(
  previous: string,
  followUp: string,
  options: { requireCue?: boolean; onlyAdditions?: boolean } = {},
): RewrittenFollowUp | null {
  const rewritten = rewriteNumbers(previous, followUp, options);
  // "rerun at 1.35x and 7.25%": a coverage ratio changed beside other numbers (the tokenizer leaves
  // ratios out, so the rewrite above did not see it) is replaced too.
  if (!rewritten || options.onlyAdditions || [...normalizeText(followUp).matchAll(RATIO)].length === 0)
    return rewritten;
  const ratio = replaceRatio(rewritten.question, normalizeText(followUp));
  return ratio && !rewritten.changes.some((c) => c.startsWith('DSCR '))
    ? { question: ratio.question, changes: [...rewritten.changes, ...ratio.changes] }
    : rewritten;
}

/** What a move of percentage points can move: a vacancy, a rate or a cap rate. */
const MOVES_BY_POINTS = /\b(?:vacancy|rates?|interest|apr|caps?|cap rates?)\b/;

/**
 * "vacancy drops 5 points", "the rate goes up half a point", "take a percentage point off the rate",
 * "bump the rate an eighth", "rate climbs .75": a percentage moved by points, written as the percentage
 * it moves by ("5%"), so the change below moves that percentage. Only with a vacancy, a rate or a cap
 * and a word of movement in the amount's own words: "2 points" alone is a lender's fee.
 */
function pointsAsPercent(text: string): string {
  let out = text;
  const numbered = pointAmounts(text);
  const amounts = [
    ...numbered,
    ...barePointMoves(text).filter((b) => numbered.every((n) => b.end <= n.start || b.start >= n.end)),
  ];
  // From the last amount back, so earlier offsets stay true as amounts are rewritten.
  for (const amount of amounts.sort((x, y) => y.start - x.start)) {
    const before =
      text
        .slice(Math.max(0, amount.start - 40), amount.start)
        .split(CHANGE_END)
        .pop() ?? '';
    const after = text.slice(amount.end, amount.end + 30).split(CHANGE_END)[0] ?? '';
    const own = `${before} ${after}`;
    if (!MOVES_BY_POINTS.test(own) || !(UP.test(own) || DOWN.test(own))) continue;
    out = `${out.slice(0, amount.start)}${String(Number(amount.points.toFixed(4)))}%${out.slice(amount.end)}`;
  }
  return out;
}

/**
 * "rate climbs .75", "the rate drops 1": a small bare number right after a rate and its verb of movement
 * is points, as a move of anything else would carry its unit ("rent goes up 100").
 */
function barePointMoves(text: string): PointAmount[] {
  return [
    ...text.matchAll(
      /\b(?:rates?|interest|apr)\s+(?:\w+\s+){0,2}?(?:goes up|goes down|went up|went down|climbs?|rises?|jumps?|drops?|falls?|dips?|moves? up|moves? down)(?: by)?\s+(\d\/\d+|\d?\.\d+|\d)(?![\d.%/]|\s*(?:k\b|%|percent|pct|points?|pts?|bps|basis|years?|yrs?|months?|mos?\b|to\b))/g,
    ),
  ].map((m) => {
    const start = m.index + m[0].length - m[1]!.length;
    const [top, bottom] = m[1]!.includes('/') ? m[1]!.split('/').map(Number) : [Number(m[1]), 1];
    return { points: top! / bottom!, start, end: start + m[1]!.length, bare: false };
  });
}

/** "half that", "doubles", "twice as high": how many times the earlier figure a follow-up makes it. */
const SCALE_WORDS: readonly (readonly [string, number])[] = [
  [String.raw`half (?:of )?(?:that|what it was|it)|halved|cut in half|drops? by half|falls? by half`, 0.5],
  [String.raw`doubles?|doubled|twice (?:that|as (?:much|high|big))`, 2],
  [String.raw`triples?|tripled|three times (?:that|as (?:much|high|big))`, 3],
];

/**
 * "vacancy is half that", "taxes double", "rents are twice as high": the earlier figure of that name
 * times the factor, written as the new figure ("vacancy is 4%") for the rewrite below. Left as it is
 * when the question before does not name exactly one such figure.
 */
function scaledByWords(previous: string, followUp: string): string {
  for (const [words, factor] of SCALE_WORDS) {
    const m = new RegExp(
      String.raw`\b(vacancy|rents?|expenses|opex|taxes|noi|price|hoa)\s+(?:(?:is|are|gets?|goes|would be|was)\s+)?(?:${words})\b`,
    ).exec(followUp);
    if (!m) continue;
    const subject = m[1]!;
    const stem = subject.startsWith('tax') ? 'tax' : subject.replace(/s$/, '');
    const all = tokenizeNumbers(previous);
    const named = all.filter(
      (t) =>
        (t.kind === 'money' || t.kind === 'percent') &&
        new RegExp(`\\b${stem}`).test(ownClause(previous, t, all)),
    );
    if (named.length !== 1) return followUp;
    const figure = named[0]!;
    const period = figure.period === 'monthly' ? ' a month' : figure.period === 'yearly' ? ' a year' : '';
    const scaled = `${subject} is ${format(figure.kind, figure.value * factor)}${period}`;
    return `${followUp.slice(0, m.index)}${scaled}${followUp.slice(m.index + m[0].length)}`;
  }
  return followUp;
}

function rewriteNumbers(
  previous: string,
  followUp: string,
  {
    requireCue = true,
    onlyAdditions = false,
  }: {
    /** Whether the follow-up must open like one ("what if…", "and…"); the caller may know it is one. */
    requireCue?: boolean;
    /** Only a term added to the question (lease-follow-up.ts), never a number of it changed. */
    onlyAdditions?: boolean;
  } = {},
): RewrittenFollowUp | null {
  // "what if repairs come in at 90" after "arv 380, rehab 60k": thousands, as the question's are.
  const read = elapsedInUnits(
    flipThousands(normalizeText(followUp), normalizeText(previous)),
    normalizeText(previous),
  );
  const now = pointsAsPercent(scaledByWords(normalizeText(previous), read));
  // "take a percentage point off the rate", "bump the rate an eighth": a rate moved by points says it
  // changes the question before as plainly as "what if" does.
  const cued = FOLLOW_UP.test(now) || now !== read;
  // "they fund an extra $50k of TI and we pay it back in the rent at 8%": a term added to a lease,
  // which its own words mark as a follow-up, however long.
  // A prepayment added to a loan ("and if we pay an additional 500/mo to principal?") is a term
  // added too: it must not be read as a change of the loan by the calculator's own follow-up.
  // So are closing costs rolled into a refinance ("and if I wrap the 6,800 into the loan?"), which its
  // calculator would otherwise take as a new amount of its own.
  const added =
    addLeaseTerms(normalizeText(previous), now) ??
    costsRolledIn(normalizeText(previous), now) ??
    addRoom(normalizeText(previous), now) ??
    (!requireCue || cued ? extraPayment(normalizeText(previous), now) : null);
  if (added || onlyAdditions) return added;
  // "what if it was just me, filing single?" after a home sale's gain: the exclusion's limit changes.
  const status = replaceFilingStatus(normalizeText(previous), now);
  if (status) return status;
  const plan = replaceBuydownPlan(normalizeText(previous), now);
  if (plan) return plan;
  const short = changeWords(now) <= 20;
  const replaced = short && (!requireCue || cued) ? replaceNamedNumber(normalizeText(previous), now) : null;
  if (replaced) return replaced;
  const pair =
    short &&
    (!requireCue ||
      cued ||
      /\b(?:other|second|next|another|this|that) (?:one|comp|house|home|listing|sale)\b/.test(now))
      ? replaceListAndSale(normalizeText(previous), now)
      : null;
  if (pair) return pair;
  // A count of days a week or month is a narrow pattern: a longer follow-up ("my boss says we go hybrid
  // next year, 13 days a month in office; new cost and saving?") still names only that change.
  const days =
    (now.match(/\S+/g) ?? []).length <= 30 && (!requireCue || cued)
      ? replaceDayCount(normalizeText(previous), now)
      : null;
  if (days) return days;
  // "if I pay off the car before closing, what's the back end then": a cost taken away is a change
  // to the question before however the follow-up opens.
  const removed =
    short &&
    (!requireCue ||
      cued ||
      /^(?:if|say|suppose|assume|assuming)\b|\b(?:then|now)\b|^(?:and |but )?(?:without|minus|drop|remove|take (?:out|away))\b/.test(
        now,
      ))
      ? zeroRemoved(normalizeText(previous), now)
      : null;
  if (removed) return removed;
  if ((requireCue && !cued) || changeWords(now) > 20) return null;
  const share = addRentShare(normalizeText(previous), now);
  if (share) return share;
  // A small bare number counts when it reads like a rate ("w/ 5.875", "down to 4.5") or its word names
  // an earlier number ("commission 5"); "2 of the units" or "3 kids" are not changes.
  const areaFigures = replaceAreaFigures(normalizeText(previous), now);
  if (!areaFigures && [...now.matchAll(PER_AREA), ...now.matchAll(AREA)].length > 0) return null;
  const changes = tokenizeNumbers(now).filter(
    (t) =>
      !areaFigures?.spans.some((s) => t.start >= s.start && t.end <= s.end) &&
      // "and if we move in 2 years?": how long they stay, not a new term for the loan. After a value
      // grown over some years with no loan ("…and I hold 10 years"), the stay is those years.
      !(
        (t.kind === 'years' || t.kind === 'months') &&
        STAY.test(now.slice(Math.max(0, t.start - 30), t.start)) &&
        !valueOverYears(normalizeText(previous))
      ) &&
      (t.kind !== 'plain' ||
        t.value >= 10 ||
        /\./.test(t.raw) ||
        // "and in year 4?" after a penalty in year 3: a loan year, a point in time (rule 79).
        /\byear\s*$/.test(now.slice(Math.max(0, t.start - 8), t.start)) ||
        SYNONYMS.some((re) => re.test(around(now, t)))),
  );
  // "same 2,300 payment and 5% down": a number restated as it was is no change, when others change.
  const before = tokenizeNumbers(normalizeText(previous));
  const restated = (t: NumberToken) =>
    before.some((b) => b.kind === t.kind && Math.abs(b.value - t.value) < 1e-9) &&
    /\b(?:same|still|unchanged|as before|keep(?:ing)?)\b/.test(
      now.slice(Math.max(0, t.start - 30), t.end + 12),
    );
  // "what if the Town Y house is 465k instead? (X still 520k)": a number said to stay for one thing
  // while the same number changes for another: one earlier number cannot be both, so nothing is
  // rewritten (rule 72).
  const keptValues = changes.filter((t) => restated(t));
  if (changes.some((t) => !restated(t)))
    changes.splice(0, changes.length, ...changes.filter((t) => !restated(t)));
  if (changes.length === 0)
    return areaFigures
      ? { question: areaFigures.text, changes: areaFigures.notes }
      : (replaceCounted(normalizeText(previous), now) ?? replaceRatio(normalizeText(previous), now));
  if (changes.length > 2) return null;
  let text = areaFigures?.text ?? normalizeText(previous);
  const notes: string[] = [...(areaFigures?.notes ?? [])];
  for (const change of changes) {
    const all = tokenizeNumbers(text);
    const earlier = all.filter((t) => sameKind(t, change) || change.kind === 'percent');
    // A sale is the more specific name: "sold it for 300k" is not the purchase price. A span's words
    // stop at the follow-up's other numbers: in "and at 3.5% for 12 years?" the "at" is the rate's.
    // With two changes, each is named in its own clause first: in "vacancy goes up 2 points and also
    // expenses drop $4,400" the 2 points are the vacancy's, never the expenses'.
    const inOwnClause =
      changes.length > 1 ? SYNONYMS.filter((re) => re.test(changeClause(now, change, changes))) : [];
    const named0 =
      inOwnClause.length > 0
        ? inOwnClause
        : SYNONYMS.filter((re) =>
            re.test(around(now, change, change.kind === 'years' || change.kind === 'months' ? changes : [])),
          );
    // A name of its own ("ltv at 65%") wins over the "at" that any number can stand after.
    const named1 =
      named0.length > 1 && !RATE_BY_NAME.test(around(now, change))
        ? named0.filter((re) => re !== RATE_WORD)
        : named0;
    // A sale, or the land inside a price ("1.2M of the price is land"), is the more specific name.
    const labels =
      named1.includes(SALE) || named1.includes(LAND) ? named1.filter((re) => re !== PRICE) : named1;
    // A number named as land when nothing before was land is a new fact, never a change.
    if (labels.includes(LAND) && !earlier.some((t) => LAND.test(around(text, t, all)))) return null;
    // An earlier number is named by the words of its own clause: in "5% vacancy, expenses $68,400" the
    // vacancy is the 5%'s, never the expenses'. Only when no clause names one are the words around it,
    // across a comma, taken ("town b: house is $475k, rate 1.32%": the rate is said beside the house).
    const labelledInClause = earlier.filter((t) => labels.some((re) => re.test(ownClause(text, t, all))));
    const labelled =
      labelledInClause.length > 0
        ? labelledInClause
        : earlier.filter((t) => labels.some((re) => re.test(around(text, t, all))));
    // "what if the price drops to 1.1" after "a 1.2M fourplex netting 78k": a price nobody labelled is
    // the question's largest amount that is not per month or per year.
    if (labelled.length === 0 && labels.includes(PRICE)) {
      const largest = largestLumpSum(earlier);
      if (largest) labelled.push(largest);
    }
    const ofKind = earlier.filter((t) => sameKind(t, change));
    // With two changes, each moves by the words of its own clause: in "rate falls three quarters of a
    // percent and also make it 300 months" the term is set, not moved down.
    const moveWords = changes.length > 1 ? changeClause(now, change, changes) : around(now, change);
    let up = UP.test(moveWords);
    let down = DOWN.test(moveWords) && !/\bdown to\b/.test(moveWords);
    // Both in sight ("it costs 215k more and vacancy drops 5 points"): the number's own clause decides.
    if (up && down) {
      const own = directionAt(now, change.start);
      up = own > 0;
      down = own < 0;
    }
    // "what if bumps are 2.5%": a number its verb sets is the new value, even when its label is a word
    // of movement ("bumps", "increases"); "is 10% lower" still moves it.
    // So does one whose movement word is its own label right after it ("try 2% bumps").
    // "vacancy is more like 8%", "closer to 6.5": an estimate put another way, a new value.
    const sets =
      /\b(?:more like|closer to|something like|more along the lines of|nearer to|more or less)\s*$/.test(
        now.slice(Math.max(0, change.start - 30), change.start),
      ) ||
      (/\b(?:is|are|was|were|be|=)\s*$/.test(now.slice(Math.max(0, change.start - 6), change.start)) &&
        !/^\s*(?:higher|lower|more|less|bigger|smaller|larger|cheaper|up|down|above|below|over|under|extra)\b/.test(
          now.slice(change.end),
        )) ||
      /^\s*(?:annual |yearly )?(?:bumps|increases|escalations|escalators|step[- ]?ups|raises)\b/.test(
        now.slice(change.end),
      );
    const relative =
      (up || down) && !sets && !/\bto\b/.test(now.slice(Math.max(0, change.start - 6), change.start));
    let target: NumberToken | undefined;
    let value: number;
    if (relative && change.kind === 'percent') {
      // "noi drops 10%": a percentage change of a labelled amount. "caps widen 50 bps", "rates up half
      // a percent": a labelled percentage moves by that many points.
      const amounts = labelled.filter((t) => t.kind === 'money');
      const rates = labelled.filter((t) => t.kind === 'percent');
      const aboutARate = /\b(?:caps?|cap rates?|rates?|interest|yields?|apr)\b/.test(around(now, change));
      if (rates.length === 1 && (aboutARate || amounts.length === 0)) {
        target = rates[0]!;
        value = target.value + (up ? change.value : -change.value);
      } else if (amounts.length === 1 && !aboutARate) {
        target = amounts[0]!;
        value = target.value * (1 + (up ? change.value : -change.value));
      } else return null;
    } else if (
      relative &&
      labelled.length === 0 &&
      RENT.test(around(now, change)) &&
      change.kind !== 'percent'
    ) {
      // "raise rent 100/mo" after a question that gave its cash flow or NOI, not its rent: the same
      // dollars move the cash flow (or NOI), in its period.
      const flows = all.filter((t) => t.kind === 'money' && FLOW.test(nearest(text, t, all)));
      if (flows.length !== 1) return null;
      target = flows[0]!;
      const perTarget = periodFactor(change.period, target.period);
      value = target.value + (up ? 1 : -1) * change.value * perTarget;
    } else if (change.kind === 'plain' && !relative) {
      const unit = /^\s*([a-z]+)/.exec(now.slice(change.end))?.[1] ?? '';
      // "talk the commission down to 4.5": the percentage its word names.
      const named = all.filter(
        (t) => t.kind === 'percent' && labels.some((re) => re.test(around(text, t, all))),
      );
      // "price drops to 1.1" after a $1.2M price, "offer 450" after asking 525k: an amount its word
      // names, written in that amount's thousands or millions.
      const labelledAmounts = labelled.filter((t) => t.kind === 'money');
      const tightAmounts = labelledAmounts.filter((t) => labels.some((re) => re.test(adjacent(text, t))));
      const namedAmounts = labelledAmounts.length > 1 ? tightAmounts : labelledAmounts;
      const priced = pricedAt(now, change, all);
      const scale =
        namedAmounts.length === 1 ? shorthandScale(change.value, namedAmounts[0]!.value) : priced?.scale;
      // "and at year 10?" is a point in time whatever rate word ("at") stands near it.
      const pointInTime = /\byear\s*$/.test(now.slice(Math.max(0, change.start - 20), change.start));
      target =
        named.length === 1 && change.value < 100 && !pointInTime
          ? named[0]
          : namedAmounts.length === 1 && scale
            ? namedAmounts[0]
            : priced
              ? priced.price
              : bareTarget(change, all, now.slice(Math.max(0, change.start - 20), change.start), unit, text);
      if (!target) return null;
      value = target.kind === 'percent' ? change.value / 100 : change.value * (scale ?? 1);
    } else {
      // The word right at the number names it first ("we do 20% down - no pmi at that point": down).
      const tight = SYNONYMS.filter((re) => re.test(adjacent(now, change)));
      // Only a number of about its size: "reassessed it at 400k" names a value, not the mill rate
      // its "at" would otherwise point to.
      const ofItsSize = (t: NumberToken) => t.value * 100 >= change.value && t.value <= change.value * 100;
      const tightly = earlier.filter(
        (t) => sameKind(t, change) && ofItsSize(t) && tight.some((re) => re.test(adjacent(text, t))),
      );
      // Among the numbers its word names, the one it names before the number ("arv should be 260k",
      // not the 8k of closing costs the word follows).
      const named = labelled.filter((t) => sameKind(t, change));
      // Within its own sentence: "we pay 2,100 rent. house 380k" names 2,100 the rent, not 380k.
      const namedTightly = named.filter((t) => {
        const before = all.filter((o) => o.end <= t.start).at(-1);
        const words = text
          .slice(Math.max(before?.end ?? 0, t.start - 30), t.start)
          .split(/[.;!?](?:\s|$)/)
          .pop();
        return labels.some((re) => re.test(words ?? '') || re.test(adjacent(text, t)));
      });
      // "20% down" after "10% down at 6.75%": both percentages stand by "down", but only one is
      // followed by it, as the change is.
      const followedBy = (s: string, t: NumberToken) => s.slice(t.end, t.end + 12);
      const tightAfter = tight.filter((re) => re.test(followedBy(now, change)));
      const tightlyAfter = tightly.filter((t) => tightAfter.some((re) => re.test(followedBy(text, t))));
      const candidates =
        tightly.length === 1
          ? tightly
          : tightly.length > 1 && tightlyAfter.length === 1
            ? tightlyAfter
            : named.length > 1 && namedTightly.length === 1
              ? namedTightly
              : named;
      // Unlabelled, the amount of its size and period ("take 495k instead" after "asking 525k, rents
      // 4,200/mo"): the only one within a factor of three.
      const sizeGap = (t: NumberToken) => Math.max(change.value / t.value, t.value / change.value);
      const sized = ofKind.filter(
        (t) =>
          t.period === change.period &&
          change.value >= t.value / 3 &&
          change.value <= t.value * 3 &&
          // "what if it were 2,200" after "payment 2,410/mo … costs 6,500": nearer in size to an amount
          // said a month than to the lump sum, it is no sure change of that sum.
          !ofKind.some((o) => o.period !== change.period && o.value > 0 && sizeGap(o) < sizeGap(t)),
      );
      // "and after 15 years?" after "owe after 7 yrs on a 30 yr loan": the years elapsed, never the term.
      const elapsedCue = /\b(?:after|in|by|within)\s*$/;
      const elapsed =
        (change.kind === 'years' || change.kind === 'months') &&
        elapsedCue.test(now.slice(Math.max(0, change.start - 10), change.start))
          ? ofKind.filter(
              (t) => !t.compactYears && elapsedCue.test(text.slice(Math.max(0, t.start - 10), t.start)),
            )
          : [];
      // "ok and with 5% down, what price is that" after a question with no down payment: a new fact
      // added to it, never a change to the one other percentage (the rate).
      if (
        change.kind === 'percent' &&
        tight.includes(DOWN_WORD) &&
        candidates.length === 0 &&
        !earlier.some((t) => DOWN_WORD.test(adjacent(text, t)))
      ) {
        notes.push(`${change.raw} down added`);
        text = `${text.replace(/[\s?.!]+$/, '')} with ${change.raw} down`;
        continue;
      }
      // "vacancy runs 5%", "and if I allow 8% for vacancy" after "… no vacancy": a value given to what
      // the question said was none, in its place (never a change to the loan's rate beside it).
      const saidNone = labels.includes(VACANCY) && candidates.length === 0 ? NO_VACANCY.exec(text) : null;
      if (change.kind === 'percent' && saidNone && !(relative && down)) {
        notes.push(`${saidNone[0]} → ${change.raw} vacancy`);
        text = `${text.slice(0, saidNone.index)}${change.raw} vacancy${text.slice(saidNone.index + saidNone[0].length)}`;
        continue;
      }
      // "and at 3.5%?" after a value that appreciates 5% a year: the one growth rate, whatever the
      // worth its sentence asks for (rule 68).
      const growthRate =
        change.kind === 'percent' &&
        ofKind.length === 1 &&
        !RATE_BY_NAME.test(around(now, change)) &&
        GROWTH.test(around(text, ofKind[0]!, all));
      target =
        candidates.length === 1
          ? candidates[0]
          : elapsed.length === 1
            ? elapsed[0]
            : ofKind.length === 1 && (growthRate || !namesAnother(labels, text, ofKind[0]!, all))
              ? ofKind[0]
              : !relative &&
                  sized.length === 1 &&
                  !namesAnotherThing(changeClause(now, change, changes), text, sized[0]!, all)
                ? sized[0]
                : undefined;
      if (!target) return null;
      value = relative ? target.value + (up ? change.value : -change.value) : change.value;
      // "what if sales slow to 80 a month" after "1,440 sales over the past 12 months": the count and
      // the span it was counted over are replaced together ("80 sales a month").
      const span = change.period === 'monthly' && !relative ? countedSpanAfter(text, target) : null;
      if (span) {
        const count = String(Number(value.toFixed(2)));
        notes.push(`${target.raw}${span.phrase} → ${count}${span.middle} a month`);
        text = `${text.slice(0, target.start)}${count}${span.middle} a month${text.slice(span.end)}`;
        continue;
      }
      // "105/mo" for a lump sum is another kind of number, unless the earlier one is counted by the
      // same period in its own words ("140 closings per month").
      const countedPer = /^\s*(?:[a-z]+\s+){0,2}(?:per|a|each|every|\/)\s*(month|mo|year|yr)\b/.exec(
        text.slice(target.end, target.end + 30),
      )?.[1];
      const samePeriod =
        countedPer !== undefined && (/^mo/.test(countedPer) ? 'monthly' : 'yearly') === change.period;
      if (
        change.kind === 'money' &&
        target.period === undefined &&
        change.period !== undefined &&
        !relative &&
        !samePeriod
      )
        return null;
    }
    // "expenses are 250 a month lower" never moves a sum paid once ("$700k − $250"): an amount a month
    // or a year moves only an amount counted by a period.
    if (
      relative &&
      change.kind === 'money' &&
      change.period !== undefined &&
      target.kind === 'money' &&
      target.period === undefined &&
      !/^\s*(?:[a-z]+\s+){0,2}(?:per|a|each|every|\/)\s*(?:month|mo|year|yr)\b|^\s*(?:monthly|annually|yearly)\b/.test(
        text.slice(target.end, target.end + 30),
      )
    )
      return null;
    // A loan's rate moved more than 3 points ("6.625% + 7%") is no follow-up anyone means: a rate set
    // read as a move, so nothing is worked.
    if (
      relative &&
      target.kind === 'percent' &&
      change.kind === 'percent' &&
      change.value > 0.03 &&
      RATE_BY_NAME.test(ownClause(text, target, tokenizeNumbers(text)))
    )
      return null;
    // "what if the term is 7 years" after "a 60-month lease": a span set in other units keeps the
    // units it is given in; one moved ("2 more years") moves in the earlier one's.
    let kind = target.kind;
    const span = (t: NumberToken) => t.kind === 'years' || t.kind === 'months';
    if (span(target) && span(change) && target.kind !== change.kind) {
      if (relative)
        value = target.value + (up ? 1 : -1) * change.value * (change.kind === 'years' ? 12 : 1 / 12);
      else kind = change.kind;
    }
    // A plain number stays plain ("mill rate 30" → "mill rate 24"), whatever it stands for, and a
    // calendar year stays a year ("what about 2030?").
    if (keptValues.some((k) => k.kind === target.kind && Math.abs(k.value - target.value) < 1e-9))
      return null;
    const replacement =
      target.kind === 'plain' || /^(?:19|20)\d\d$/.test(target.raw)
        ? String(Number(value.toFixed(4)))
        : format(kind, value);
    const kept = target.period === 'monthly' ? ' a month' : target.period === 'yearly' ? ' a year' : '';
    // A move shows what it moved by, so every number typed is in sight ("$485,000 − $25k → $460,000").
    const moved =
      change.kind === 'money' || change.kind === 'percent'
        ? format(change.kind, change.value)
        : change.raw.trim();
    const by = relative ? ` ${up ? '+' : '−'} ${moved}` : '';
    notes.push(`${target.raw}${by} → ${replacement}${kept}`);
    text = `${text.slice(0, target.start)}${replacement}${kept}${text.slice(target.end)}`;
  }
  return { question: text, changes: notes };
}

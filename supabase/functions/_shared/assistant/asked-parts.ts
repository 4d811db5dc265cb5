// Precision over recall (issue 19): a question often asks for several things at once ("how many square
// feet is that and what is the total price?", "price per cottage and price per sq ft?", "what % is that
// and how much more per month?"). A reader that works out one of them gives an answer that looks
// complete and is not: the user reads the figure shown as the answer to the whole question. So every
// computed answer is checked against what the question asks, part by part: a part that names a
// measure (a payment, a share each, a total, a yield, something per month) the answer never shows is
// named back to the user, and asked about, below the figures that were worked out.
//
// The check reads words, not numbers, so it holds for every reader without knowing its inputs. It only
// ever adds a question: a part it cannot classify is never flagged.
import { listInWords } from './format.ts';
import { CLARIFY_HEADING } from './intent.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';

interface Measure {
  /** How a question names the measure in what it asks for. */
  asked: RegExp;
  /** How an answer that works it out shows it (outside the echoed inputs). */
  shown: RegExp;
  /**
   * A period ("per month") is asked of an amount: when the question's own amounts are already given in
   * it ("$3,300/mo … what will the monthly rent be"), an answer in the same terms need not repeat it.
   */
  period?: RegExp;
  /** A measure of money or a ratio (not a time, a distance or a comparison word). */
  amount?: boolean;
  /** Asked only when the question also says this ("each of us" needs a number of people to split by). */
  when?: RegExp;
}

const MONTH = /month|\/mo\b|\bmo\b/;
const YEAR = /year|\/yr\b|\byr\b|annual/;

/** The question says how many people share something: "3 of us", "me and my two brothers", "split 4 ways". */
const PEOPLE_SHARING =
  /\b(?:\d+|two|three|four|five|six|seven|eight|both)\s+(?:of us|of them|of you|ways?|siblings|brothers|sisters|kids|children|heirs|owners|co-?owners|partners|roommates|investors|buyers|friends|people|families|couples)\b|\bme and my\b|\band i\b|\bsplit\b[^.?!]{0,40}\b(?:evenly|equally|in half|\d+ ways|\d{1,2}\s?\/\s?\d{1,2})(?!\d)/;

/** The measures a part of a question can ask for, each with how an answer shows it. */
const MEASURES: readonly Measure[] = [
  { asked: /\b(?:per|a|an|each|every|\/)\s?(?:month|mo)\b|\bmonthly\b/, shown: MONTH, period: MONTH },
  {
    asked: /\b(?:per|a|an|each|every|\/)\s?(?:year|yr)\b|\byearly\b|\bannual(?:ly)?\b|\bper annum\b/,
    shown: YEAR,
    period: YEAR,
  },
  { asked: /\b(?:per|a|an|each|every)\s?week\b|\bweekly\b/, shown: /week/, period: /week/ },
  {
    asked: /\b(?:per|a|an|each|every)\s?(?:night|day)\b|\bnightly\b|\bdaily\b/,
    shown: /night|day/,
    period: /night|day/,
  },
  {
    asked:
      /\bwhat\s?(?:%|percent(?:age)?|pct)|\b(?:in|as a|as an?) (?:%|percent(?:age)?)|(?:%|\bpercent(?:age)?|\bpct) (?:increase|decrease|change|gain|return|drop|jump|rise|raise|difference|more|less|higher|lower)\b|\bwhat (?:share|fraction|portion)\b/,
    shown: /\d\s?%/,
    amount: true,
  },
  {
    asked: /\bsquare (?:feet|foot|ft)\b|\bsq\.?\s?f(?:ee)?t\b|\bsqft\b|\bsf\b|\bpsf\b|\bper (?:foot|ft)\b/,
    shown: /\bsq(?:uare)?\.?\s?f(?:ee|oo)?t\b|\bsqft\b|\bsf\b|\bper (?:square )?foot\b|\/\s?(?:sq\s?)?ft\b/,
  },
  { asked: /\bacres?\b|\bacreage\b/, shown: /\bacres?\b/ },
  { asked: /\bhours?\b|\bhrs?\b/, shown: /\bhours?\b|\bhrs?\b/ },
  { asked: /\bminutes?\b|\bmins?\b/, shown: /\bminutes?\b|\bmins?\b/ },
  { asked: /\bmiles?\b/, shown: /\bmiles?\b/ },
  { asked: /\bhow many (?:\w+ )?lots\b/, shown: /\blots?\b/ },
  // A share each: "how much does each of us bring", "each person's share", "per owner".
  {
    asked:
      /\beach (?:of (?:us|you|them|our|the (?:\w+ )?(?:kids|siblings|heirs|owners|partners|brothers|sisters|children|roommates|buyers|investors))|person|owner|sibling|brother|sister|heir|partner|roommate|kid|child|investor|buyer)\b|\bapiece\b|\bper (?:person|owner|sibling|head|heir|partner|roommate|investor)\b|\b(?:my|our|his|her|their|your) (?:half|halves|shares?|portion)\b/,
    shown:
      /\beach\b|\bper (?:person|owner|sibling|head|heir|partner|roommate|investor)\b|\bapiece\b|\bshares?\b|÷\s?\d/,
    // Only when the question says how many share: "each owner pays $385 a month" is per owner already.
    when: PEOPLE_SHARING,
  },
  {
    asked:
      /\bpayments?\b|\bp\s?&\s?i\b|\bp and i\b|\bpiti\b|\bpmt\b|\bwhat (?:would|will|is) the monthly(?= be\b|\s*\?|$)/,
    // A payment shown as what it costs a month is shown.
    shown: /payment|principal (?:&|and) interest|\bp&i\b|\bpiti\b|month|\/mo\b/,
    amount: true,
  },
  { asked: /\binterest[- ]only\b/, shown: /interest[- ]only/, amount: true },
  { asked: /\b(?:total|much|the|in) interest\b(?! rate)/, shown: /interest/, amount: true },
  { asked: /(?<!\b(?:pre|after|before)-)\btax(?:es)?\b/, shown: /tax/, amount: true },
  { asked: /\binsurance\b/, shown: /insurance|premium|quote|policy|\bpmi\b|\bmip\b/, amount: true },
  { asked: /\bcommissions?\b/, shown: /commission/, amount: true },
  {
    asked: /\bclosing costs?\b|\bcash to close\b|\bbring to closing\b/,
    shown: /closing|to close/,
    amount: true,
  },
  { asked: /\bdown payment\b|\bhow much down\b/, shown: /\bdown\b/, amount: true },
  {
    asked:
      /\bloan (?:amount|size)\b|\b(?:new|total|refi(?:nance)?) loan\b|\bhow (?:big|large|much) (?:of )?a (?:new )?loan\b/,
    shown: /\bloan\b/,
    amount: true,
  },
  { asked: /\bequity\b/, shown: /equity/, amount: true },
  { asked: /\bltv\b|\bloan[- ]to[- ]value\b/, shown: /\bltv\b|loan[- ]to[- ]value/, amount: true },
  { asked: /\bdti\b|\bdebt[- ]to[- ]income\b/, shown: /\bdti\b|debt[- ]to[- ]income/, amount: true },
  { asked: /\bcap(?:italization)? rate\b/, shown: /\bcap(?:italization)? rate\b/, amount: true },
  { asked: /\bcash[- ]on[- ]cash\b|\bcoc\b/, shown: /cash[- ]on[- ]cash|\bcoc\b/, amount: true },
  {
    asked: /\bdscr\b|\bdebt service coverage\b|\bcoverage ratio\b/,
    shown: /\bdscr\b|coverage/,
    amount: true,
  },
  { asked: /\bdebt service\b/, shown: /debt service/, amount: true },
  { asked: /\bgrm\b|\bgross rent multiplier\b|\bmultiplier\b/, shown: /multiplier|\bgrm\b/, amount: true },
  { asked: /\byield\b/, shown: /yield/, amount: true },
  { asked: /\bnoi\b|\bnet operating income\b/, shown: /\bnoi\b|net operating income/, amount: true },
  { asked: /\bcash ?flows?\b/, shown: /cash ?flow/, amount: true },
  { asked: /\birr\b|\binternal rate of return\b/, shown: /\birr\b|internal rate/, amount: true },
  { asked: /\bprofit\b/, shown: /profit|\bnet\b|\bgain\b/, amount: true },
  {
    asked: /\bgains?\b/,
    shown: /\bgains?\b|change|increase|apprecia|profit|difference|\bmore\b|\bup\b/,
    amount: true,
  },
  { asked: /\bdepreciation\b|\bdepreciate\b/, shown: /depreciat/, amount: true },
  { asked: /\brecapture\b/, shown: /recapture/, amount: true },
  { asked: /\bbasis\b/, shown: /\bbasis\b/, amount: true },
  { asked: /\bbreak[- ]?even\b/, shown: /break[- ]?even|\bmonths?\b|\byears?\b/, amount: true },
  {
    asked: /\bpayback\b|\bpay (?:for )?itself\b|\bpay(?:s)? (?:it )?back\b/,
    shown: /payback|pays? (?:for )?itself|pays? (?:it )?back|\byears?\b|\bmonths?\b/,
    amount: true,
  },
  { asked: /\boccupancy\b/, shown: /occupan/, amount: true },
  { asked: /\bvacancy\b/, shown: /vacan/, amount: true },
  { asked: /\bsav(?:e|es|ed|ing|ings)\b/, shown: /sav|\bless\b|lower|cheaper|\bcut\b|difference/ },
  {
    asked:
      /\bhow much (?:more|less|extra|higher|lower|cheaper)\b|\bdifference\b|\bhow much (?:did|does|will|would) (?:it|that|they|this) (?:go up|go down|rise|fall|drop|increase|decrease)\b/,
    shown:
      /\bmore\b|\bless\b|difference|increase|decrease|higher|lower|extra|cheaper|\bup\b|\bdown\b|change|\bgap\b|sav/,
  },
  {
    asked:
      /\bnet\b(?! operating)|\bleft over\b|\bwhat'?s left\b|\bwalk away with\b|\bpocket\b|\bproceeds\b|\bend up with\b/,
    shown:
      /\bnet\b|\bleft\b|walk away|\bkeep\b|proceeds|\bafter\b|remain|to you|pocket|end up|profit|\bstill\b/,
  },
  { asked: /\breserves?\b/, shown: /reserve/, amount: true },
  { asked: /\bescrow\b/, shown: /escrow/, amount: true },
  { asked: /\bearnest money\b|\bdeposit\b/, shown: /earnest|deposit/ },
  {
    asked: /\bpmi\b|\bmortgage insurance\b|\bmip\b/,
    shown: /\bpmi\b|mortgage insurance|\bmip\b/,
    amount: true,
  },
  { asked: /\bbuy ?downs?\b/, shown: /buy ?down/ },
  { asked: /\bpoints?\b(?! (?:of|to) )/, shown: /\bpoints?\b/ },
  {
    asked: /\bhow long\b|\bhow many (?:months|years)\b/,
    shown: /\bmonths?\b|\byears?\b|\bdays?\b|\bweeks?\b/,
  },
  // "how many days to sell through the inventory": days asked are shown as days, not months.
  { asked: /\bhow many (?:\w+ )?days\b/, shown: /\bdays?\b/ },
  { asked: /\bhow many (?:\w+ )?weeks\b/, shown: /\bweeks?\b/ },
  // "how far below the contract price is it", "how far short of the equivalent": a gap to a figure.
  {
    asked: /\bhow (?:far|much) (?:below|above|under|over|short|off|behind|ahead)\b|\bshort of\b/,
    shown:
      /\bbelow\b|\babove\b|\bunder\b|\bover\b|\bshort\b|\bless\b|\bmore\b|difference|\bgap\b|behind|ahead/,
    amount: true,
  },
  // "and the total monthly extra?": what one choice costs over another ("the extra monthly payment" is a payment).
  {
    asked: /\b(?:the|total|monthly|yearly|annual) extra\s*$/,
    shown: /\bextra\b|\bmore\b|difference/,
    amount: true,
  },
  // "what is that as an effective rate on the purchase price": a rate worked from the figures.
  {
    asked: /\b(?:effective|implied|blended|all-in) (?:tax )?rate\b(?! per)/,
    shown: /\beffective\b|\bimplied\b|\bblended\b|\ball-in\b/,
    amount: true,
  },
  // "load factor and add-on %?", "price-to-rent ratio": a ratio of two figures given.
  {
    asked: /\b(?:load|add-?on|common area) factor\b|\badd-?on (?:%|percent(?:age)?)/,
    shown: /\bfactor\b|\badd-?on\b|\bratio\b/,
    amount: true,
  },
];

/** "price per cottage": a price per a thing no other measure names shows that thing. */
const PER_THING =
  /\bper (?!month\b|mo\b|year\b|yr\b|week\b|night\b|day\b|annum\b|square\b|sq\b|foot\b|ft\b|sf\b|acre\b|person\b|owner\b|head\b|cent\b|percent\b|hour\b|mile\b)([a-z]{3,})\b/g;

/** Where an asking clause starts: the question words, or a request to work something out. */
const ASK_HEAD =
  /\b(?:what(?:'s|s| is| are| was| would| will| does| do| did| should| about)?|how (?:much|many|long|big|large|far)|calculate|compute|figure out|work out|tell me|give me|show me)\b/;

/** Words after which a part only states a condition of what it asks ("… if the rate is 7%"). */
const CONDITION = /\s(?:if|assuming|given|based on|supposing|when|once|because|since|so that)\s/;

export interface AskedPart {
  /** The part as the user wrote it, shortened to what it asks. */
  words: string;
  measures: readonly Measure[];
  things: readonly string[];
}

/** The asking clauses of a question: from a question word to the end of its sentence. */
function askingClauses(text: string): string[] {
  const clauses: string[] = [];
  for (const sentence of text.split(/(?<=[?!])\s+|(?<=[a-z)%\d])\.\s+|\n+/)) {
    const head = ASK_HEAD.exec(sentence);
    // "what will this rental cash flow per month: 590,000 loan, …": after a colon come the facts.
    if (head) clauses.push(sentence.slice(head.index).split(/:\s/)[0]!);
    // "gross rent multiplier and gross yield?": a short question with no question word.
    else if (/\?\s*$/.test(sentence) && sentence.split(/\s+/).length <= 16) clauses.push(sentence);
  }
  return clauses;
}

/** What a question asks for, part by part: the parts joined by "and", commas or "&". */
export function askedParts(question: string): AskedPart[] {
  const text = normalizeText(question);
  const parts: AskedPart[] = [];
  for (const clause of askingClauses(text)) {
    // Asides in brackets ("(principal + interest only)") say how, not what.
    // "principal & interest" and "p & i" are one measure, never two parts.
    const bare = clause
      .replace(/\([^)]*\)/g, ' ')
      .replace(/\bprincipal\s*(?:&|and)\s*interest\b|\bp\s(?:&|and)\si\b/g, 'p&i');
    for (const piece of bare.split(/,\s+(?:and\s+|&\s+)?|\s+and\s+|\s+&\s+|;\s*|\s+plus\s+(?=what|how)/)) {
      const words = ` ${piece.replace(/[?!.]+\s*$/, '')} `.split(CONDITION)[0]!.trim();
      if (!words) continue;
      const measures = MEASURES.filter((m) => m.asked.test(words));
      const things = [...words.matchAll(PER_THING)].map((m) => m[1]!.replace(/(?:es|s)$/, ''));
      if (measures.length > 0 || things.length > 0) parts.push({ words, measures, things });
    }
  }
  return parts;
}

/** The numbers a question types, as an answer would show them (a percent as its number of percent). */
function typedNumbers(question: string): number[] {
  return tokenizeNumbers(normalizeText(question)).flatMap((t) =>
    t.kind === 'percent' ? [t.value * 100] : [t.value],
  );
}

/**
 * An answer without the inputs it only echoes: a line under "**Inputs…**" whose numbers the user typed
 * repeats the question's words, so a measure named there is not shown as worked out. An input line with
 * a number worked out ("Loan amount: $730,855.01" from a payment the user can afford) is kept.
 */
function workedPart(answer: string, question: string): string {
  const typed = typedNumbers(question);
  const echoes = (line: string) =>
    [...line.matchAll(/\d[\d,]*(?:\.\d+)?/g)]
      .map((m) => Number(m[0].replace(/,/g, '')))
      .every((n) => typed.some((t) => Math.abs(t - n) <= Math.max(0.005, Math.abs(t) * 0.001)));
  const kept: string[] = [];
  let inInputs = false;
  let listed = false;
  for (const line of answer.split('\n')) {
    if (/^\*\*Inputs\b/.test(line)) {
      inInputs = true;
      listed = false;
      continue;
    }
    if (inInputs && /^\s*- /.test(line)) {
      listed = true;
      if (!echoes(line)) kept.push(line);
      continue;
    }
    if (inInputs && line.trim() === '' && !listed) continue;
    inInputs = false;
    kept.push(line);
  }
  // Markdown's emphasis marks would hide a word's edges ("_NOI ÷ …").
  return kept.join('\n').replace(/[_*]/g, ' ').toLowerCase();
}

/** Whether `question` gives its own amounts in the period `period` names ("$3,300/mo", "132500 annually"). */
function amountsGivenIn(question: string, period: RegExp): boolean {
  const text = normalizeText(question);
  return tokenizeNumbers(text).some(
    (t) =>
      (t.kind === 'money' || t.kind === 'plain') &&
      (period.test(t.raw) || period.test(/^\s*(?:a |per |\/ ?)?[a-z]*/.exec(text.slice(t.end))![0])),
  );
}

const stem = (word: string) => word.slice(0, Math.max(4, word.length - 1));

/** Things one per-thing amount is said per: a door is a unit. */
const SAME_THING: readonly (readonly string[])[] = [['door', 'unit', 'apartment', 'apt', 'side']];

/** "$98 a month per unit … what's the total paid per unit": an amount the question already gives per that thing. */
function pricedPerAlready(question: string, thing: string): boolean {
  const text = normalizeText(question);
  return new RegExp(
    `\\d[\\d,.]*[km]?\\b[^.?!\\d]{0,20}\\b(?:per|a|an|each|every|\\/)\\s?${stem(thing)}`,
  ).test(text);
}

/** Whether the worked part of an answer names `thing`, or what is the same thing. */
function namesThing(worked: string, thing: string): boolean {
  const same = SAME_THING.find((group) => group.includes(thing)) ?? [thing];
  return same.some((t) => worked.includes(stem(t)));
}

/** The parts of `question` that `answer` does not show worked out. */
export function partsNotShown(question: string, answer: string): AskedPart[] {
  const worked = workedPart(answer, question);
  const shows = (m: Measure) =>
    m.shown.test(worked) ||
    (m.period !== undefined && amountsGivenIn(question, m.period)) ||
    (m.when !== undefined && !m.when.test(normalizeText(question)));
  return askedParts(question).filter(
    (part) =>
      part.measures.some((m) => !shows(m)) ||
      part.things.some((thing) => !namesThing(worked, thing) && !pricedPerAlready(question, thing)),
  );
}

/** Said below a computed answer that leaves parts of the question out. */
export function renderPartsNotShown(parts: readonly AskedPart[]): string {
  const named = parts.map((p) => `"${p.words}"`);
  const list = listInWords(named);
  return [
    '---',
    '',
    `I need a bit more to answer all of it: the figures above don't work out ${list}. Tell me how that part follows from your numbers (or ask it on its own) and I'll work it out.`,
  ].join('\n');
}

/** A question that is only "what is X?", "what does X mean", "explain X": it asks what, not how much. */
const ONLY_DEFINITION =
  /^\s*(?:(?:so|and|ok|okay|also|but)[, ]+)?(?:what(?:'s| is| are)(?: an?| the)? [a-z][a-z &/-]{0,40}\??|what does .{1,40} mean\b.*|explain\b.*|how (?:does|do) .{1,40} work\b.*)\s*$/;

/** A part that asks for an amount: "how much…", "what's the tax on the boot", "loan amount and LTV?". */
const FIGURE_HEAD = /\bhow (?:much|many|big|large)\b|\bwhat(?:'s|s| is| are| was| would| will)\b/;

/** "what are points", "what is a cap rate": a part that asks what a thing is (no "the", "my", "that"). */
const DEFINITION_PART =
  /^what(?:'s|s| is| are) (?:an? )?(?!the\b|my\b|our\b|that\b|it\b|this\b)[a-z &/-]{1,30}$/;

/** "roughly what percent", "what's typical": a question after the usual figure, which an article gives. */
export const ASKS_WHAT_IS_USUAL =
  /\b(?:typical(?:ly)?|usual(?:ly)?|normal(?:ly)?|generally|roughly|on average|rule of thumb|ballpark)\b/;

/**
 * Whether a message asks for a figure that numbers at hand could give: a part that names a measure of
 * money or a ratio, asked with numbers in the message or in the user's message before it ("monthly P&I
 * on that loan at 6.25%?", "and the cap rate on the purchase price?"). A question that asks what
 * something is, or what is usual, does not.
 */
export function asksForAFigure(input: string, numbersBefore: boolean): boolean {
  const text = normalizeText(input);
  if (ONLY_DEFINITION.test(text) || ASKS_WHAT_IS_USUAL.test(text)) return false;
  if (!/\d/.test(text) && !numbersBefore) return false;
  return askedParts(input).some(
    (p) =>
      p.measures.some((m) => m.amount) &&
      !DEFINITION_PART.test(p.words) &&
      (FIGURE_HEAD.test(p.words) || !ASK_HEAD.test(text)),
  );
}

/** Said above an article that answers a message asking for a figure it does not work out. */
export function renderFigureNotWorkedOut(input: string): string {
  const asked = askedParts(input).map((p) => `"${p.words}"`);
  const what =
    asked.length > 0
      ? `You asked for ${listInWords(asked)}, and I couldn't work that out from what I have`
      : "You asked for the figures again with a change, and I couldn't rework them with it";
  return [
    CLARIFY_HEADING,
    '',
    `${what}, so I haven't computed anything that could be wrong.`,
    'Send the numbers it comes from in one message (for example "payment on a $400k loan at 6.5% for 30 years") and I\'ll run it. Meanwhile, here is how it works:',
  ].join('\n');
}

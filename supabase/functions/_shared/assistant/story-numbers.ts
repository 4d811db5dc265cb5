// Numbers that belong to the user's story, not to a calculation: an age ("I'm 34", "we're 31 and 29"),
// how long someone has held a job ("been at my job 6 yrs"), a zip code ("we live in 60614", "45209
// zip"), the year a house was built ("1985 build") or bought ("2020 purchase"). They are recognised by the words around them,
// so the reading check never asks what they are for and no reader takes them as money.

/** Words right before a bare age: "I'm 34", "we are 31", "aged 40", "age 29". */
const AGE_BEFORE =
  /\b(?:i'?m|i am|we're|we are|she's|he's|they're|ages?|aged|(?:i|he|she) was|(?:we|they) were|i turned|(?:i|we|he|she|they) turn)\s$|(?:\(|\b(?:are|we|they|husband|wife|partner|and i|and me)\s)both\s$/;
/** Words right after a bare age: "34 yo", "34 y/o", "34 years of age". */
const AGE_AFTER = /^\s?(?:yo|y\/o|yrs? of age|years of age)\b/;
/** An age in brackets after a person: "me (34) and my husband (36)", "my dad (71)". */
const AGE_IN_BRACKETS_BEFORE =
  /\b(?:me|i|myself|husband|wife|spouse|partner|fianc[eé]e?|boyfriend|girlfriend|son|daughter|kid|dad|mom|father|mother|parents?|brother|sister|he|she|buyer|seller|client|tenant)\s?\($/;
/** A second age joined to the first: "we're 31 and 29", "ages 40, 38". */
const AGE_JOINED = /^\s?(?:and|&|,)\s?$/;

/** A job or an employer near a span of time: "been at my job 6 yrs", "employed there for 3 years". */
const JOB_BEFORE =
  /\b(?:job|jobs|employer|company|firm|work(?:ed|ing)?|employed|self[- ]employed|career|position|role|there)\b[^.;!?\d]{0,20}$/;
const JOB_AFTER =
  /^\s?(?:at|with|on|in)\s(?:my|our|his|her|the|this|that|a|one|same|current)?\s?(?:same\s)?(?:job|employer|company|firm|work|position|role|career)\b/;

/**
 * How long a business has been where it is, told as story: "been in our spot 6 yrs", "in business for
 * 12 years", "open 9 years", "been leasing the same building for 9 years". How long someone has
 * rented a home or owned one is left alone: that span is often what a question computes with.
 */
const TENURE_BEFORE =
  /\b(?:been (?:in|at|leasing|renting) (?:our|my|the|this|that|same|the same) (?:same )?(?:spot|space|location|shop|store|storefront|unit|suite|building|plaza|center|centre)|in business|been open|open(?:ed)? for|been operating|operating for)\b[^.;!?\d]{0,12}$/;

/**
 * How long a family has lived in the home they leave, told as story: "after forty-one years in the same
 * house, we are looking at a condo". Only when nothing in the message is the home's history (a price
 * paid, a value now, a growth), which that span would then measure.
 */
const HOME_TENURE_AFTER = /^\s(?:in|at)\s(?:the same|this|our|that|one)\s(?:house|home|place)\b/;
const HOME_HISTORY = /\b(?:bought|paid|purchased|apprais\w*|worth|apprec\w*|grow\w*|grew|gain\w*|since)\b/;

/** Where someone lives or buys before a five-digit number: "we live in 60614", "a house in 45209". */
const ZIP_BEFORE =
  /\b(?:live|living|lives|located|based|house|home|condo|townhouse|place|property|area|neighbou?rhood|buying|looking|moving|relocating|i'?m|we'?re|i am|we are|zip|zipcode|zip code|postal code)\s(?:in\s|near\s|around\s)?(?:the\s)?$/;
const ZIP_AFTER = /^\s?(?:zip|zipcode|zip code|postal code|area)\b/;

/**
 * A street address: the number after the words of where someone lives or lived ("lived at 2210 Elm",
 * "our address was 48 Oak") or before a street's kind ("2210 Elm St", "48 oak avenue"). Never money.
 */
const ADDRESS_BEFORE =
  /\b(?:liv(?:e|es|ed|ing)|grew up|moved|moving)\s(?:at|on|to|from)\s$|\baddress(?: is| was)?:?\s$/;
/** A number named as a house's or a lot's own number: "house number 1418", "lot #12", "unit no. 4B". */
const NUMBERED_BEFORE =
  /\b(?:house|street|building|lot|parcel|apartment|apt|unit|plot)\s(?:number|no\.?|num|#)\s?(?:is\s|was\s)?$/;
const STREET_KIND =
  '(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|boulevard|ct|court|way|pl|place|ter|terrace|cir|circle|pkwy|parkway|hwy|highway)';
// A street's name is no joining word: "540000 and the place" is an amount, not "540000 And The Place".
const NOT_A_NAME = '(?!(?:and|the|a|an|of|in|for|with|at|on|to|per|or|my|our|this|that|each)\\b)';
const ADDRESS_AFTER = new RegExp(
  `^\\s(?:[nsew]\\.?\\s)?${NOT_A_NAME}[a-z]+(?:\\s${NOT_A_NAME}[a-z]+)?\\s${STREET_KIND}\\b`,
);

/** Whether the words after a number name a street ("12 oak st", "48 maple avenue"): a house number. */
export function namesAStreet(after: string): boolean {
  return ADDRESS_AFTER.test(after);
}
/** A street's name alone after the words of where someone lived, ending its clause: "lived at 2210 Elm)". */
const ADDRESS_NAME_AFTER =
  /^\s(?!(?:with|each|and|a|an|the|per|for|down|at|in|on|of|to|or|but|so|k|percent)\b)[a-z]+(?:\s[a-z]+)?\s?(?:[),;.:]|$)/;

/**
 * A four-digit year named as the year a building went up ("1985 build", "a 1972 construction") or a
 * purchase or refinance was made ("2020 purchase", "our 2021 refi"): a date in the story.
 */
const BUILD_YEAR_AFTER =
  /^\s?(?:build|built|construction|vintage|home|house|purchase|purchased|buy|refi|refinance|closing)\b/;

/**
 * Someone's guess or hope for the result, never an input: "my husband thinks it'll be under 2,800",
 * "i'm hoping for around 2k", "i figured about 3,000". The words before the number in its clause.
 */
const GUESS_BEFORE = new RegExp(
  [
    '(?:',
    // "thinks it'll be under", "i guess the payment would be about", "figured it'd come in around"
    '\\b(?:(?:thinks?|thought|guess(?:es|ed|ing)?|expects?|expected|expecting|figures?|figured|reckons?|bets?)(?:\\s+that)?',
    "\\s+(?:it'?ll|it will|it'?s|it is|it would|it'?d|it should|the (?:payment|total|number|figure|result|answer)(?:\\s+(?:will|would|should|is))?)",
    // "says it'll be": what someone says the result will be (never "says it's", a fact told).
    "|\\b(?:says|said|claims?|told (?:me|us))(?:\\s+that)?\\s+(?:it'?ll|it will|it would|it'?d|the (?:payment|total) (?:will|would))",
    ')(?:\\s+(?:be|come in|come out|land|end up|run))?(?:\\s+(?:at|to))?',
    "|\\bhop(?:e|es|ed|ing)(?:\\s+(?:for|it'?s|it'?ll be|it will be|it comes in|to (?:get|land|be|see|stay|keep it)))",
    ')',
  ].join('') +
    '(?:\\s+(?:under|below|over|above|around|about|roughly|near|close to|like|maybe|at most|at least|less than|more than|~|in the|something like|somewhere))*\\s*\\$?$',
);
/** A figure someone else worked out that the user wants checked: "lender estimated about 3,100 but I want to check". */
const ESTIMATE_BEFORE =
  /\b(?:estimated|estimates?|came up with|told (?:me|us|him|her))(?:\s+(?:it|the payment|the total|at|about|around|roughly|maybe|like|~))*\s*\$?$/;
const CHECKING =
  /\b(?:want|wanted|like|need|trying) to (?:check|verify|double[- ]check|confirm|see if)\b|\bsanity check\b/;

/**
 * A value the user sets aside for another they name: "zillow says 640 but the appraiser said 610, use
 * 610", "zestimate 640k (go with the appraisal)", "redfin says 640k, ignore that". The website's figure
 * is no input once the user says which to use, and "use 610" only repeats a value already given.
 */
const SITE_VALUE_BEFORE =
  /\b(?:zillow|zestimate|redfin|realtor(?:\.com)?|trulia|the (?:app|website|internet|online estimate)|online)\b(?:\s+(?:says|said|shows|showed|has it at|had it at|estimates?|estimated|thinks|values it at|is|at|of|around|about|like|maybe))*\s*\$?$/;
const USES_ANOTHER =
  /\b(?:(?:use|using|go with|going with|stick with)\s+(?:\$?\d[\d,.]*(?:k\b)?(?![\d%]|\s*(?:percent|pct|down|years?|yrs?)\b)|the (?:apprais\w+|lower|other|bank'?s|lender'?s)\b|that one\b)|ignore (?:that|it|the \w+)\b|(?:but|per) the apprais\w+|apprais\w+ (?:said|says|came in)\b)/;
const USE_BEFORE = /\b(?:use|using|go with|going with|stick with)\s+\$?$/;

/** Whether the number at `start` is a website's value the user sets aside, or "use N" repeating a value. */
function isSetAsideValue(text: string, start: number, end: number, digits: string): boolean {
  const clause =
    text
      .slice(Math.max(0, start - 40), start)
      .split(/[.;!?,(]\s?/)
      .pop() ?? '';
  if (SITE_VALUE_BEFORE.test(clause) && USES_ANOTHER.test(text.slice(end))) return true;
  if (!USE_BEFORE.test(text.slice(Math.max(0, start - 15), start))) return false;
  // "use 610" after "610k" or "610,000" was said: the same value named again.
  const lead = digits.replace(/,/g, '').replace(/\.\d+$/, '');
  return new RegExp(`(?:^|[^\\d.,])\\$?${lead}(?:k\\b|,000\\b|(?![\\d,.]))`).test(text.slice(0, start));
}

/** Whether the number at `start` of the normalised `text` is a guess at the result (see GUESS_BEFORE). */
export function isGuessAt(text: string, start: number): boolean {
  const clause =
    text
      .slice(Math.max(0, start - 60), start)
      .split(/[.;!?,(]\s?/)
      .pop() ?? '';
  // "hoping for around 2k a month, how much house can we afford": a payment hoped for that the
  // question sizes a house or loan from is its budget, an input.
  if (SIZES_FROM_PAYMENT.test(text)) return false;
  return GUESS_BEFORE.test(clause) || (ESTIMATE_BEFORE.test(clause) && CHECKING.test(text));
}

const SIZES_FROM_PAYMENT =
  /\bafford\b|\bhow (?:much|big|expensive)(?: of)?(?: an?)? (?:house|home|loan|mortgage|place)\b|\b(?:max(?:imum)?|most|biggest|largest|highest) (?:purchase )?(?:price|loan|house|home|mortgage)\b|\bbudget\b|\bwhat (?:price|loan)\b/;

export interface StorySpan {
  start: number;
  end: number;
}

/**
 * Whether the number `digits` at [start, end) of the normalised `text` is part of the user's story.
 * `bare` is a number without a currency sign, magnitude, percent or period; `kind` is what the
 * tokenizer read it as. `previous` is the last story number found, for a second age joined to it.
 */
export function isStoryNumber(
  text: string,
  start: number,
  end: number,
  digits: string,
  bare: boolean,
  kind: 'plain' | 'years' | 'months' | 'other',
  previous: StorySpan | undefined,
): boolean {
  const before = text.slice(Math.max(0, start - 60), start);
  const after = text.slice(end);
  const afterUnit = after.replace(/^(?:\s|-)?(?:years?|yrs?|y|months?|mos?|mths?)\b/, '');
  if (
    (kind === 'years' || kind === 'months') &&
    (JOB_BEFORE.test(before) ||
      JOB_AFTER.test(afterUnit) ||
      TENURE_BEFORE.test(before) ||
      (/\bafter\s$/.test(before) && HOME_TENURE_AFTER.test(afterUnit) && !HOME_HISTORY.test(text)))
  )
    return true;
  // A guess at the result, in money (not a percent, an area or a count: "the seller says it's 2,100 sq
  // ft" is an input).
  if (
    !/^(?:k|m|mm)?\s?(?:%|percent\b|pct\b|sq|sf\b|square|acres?\b|units?\b|doors?\b|beds?\b|br\b|bath|years?\b|yrs?\b|months?\b|mos?\b|cap\b|x\b)/.test(
      after,
    )
  ) {
    if (isGuessAt(text, start) || isSetAsideValue(text, start, end, digits)) return true;
  }
  if (!bare || kind !== 'plain') return false;
  const value = Number(digits);
  const age = /^\d{2}$/.test(digits) && value >= 16 && value <= 99;
  if (age && (AGE_BEFORE.test(before) || AGE_AFTER.test(after))) return true;
  if (age && AGE_IN_BRACKETS_BEFORE.test(before) && /^\s?\)/.test(after)) return true;
  if (age && previous && AGE_JOINED.test(text.slice(previous.end, start))) return true;
  if (/^\d{5}$/.test(digits) && (ZIP_BEFORE.test(before) || ZIP_AFTER.test(after))) return true;
  if (/^\d{1,6}$/.test(digits) && ADDRESS_BEFORE.test(before) && ADDRESS_NAME_AFTER.test(after)) return true;
  if (/^\d{1,6}$/.test(digits) && ADDRESS_AFTER.test(after)) return true;
  if (/^\d{1,6}$/.test(digits) && NUMBERED_BEFORE.test(before)) return true;
  return /^(?:18|19|20)\d\d$/.test(digits) && BUILD_YEAR_AFTER.test(after);
}

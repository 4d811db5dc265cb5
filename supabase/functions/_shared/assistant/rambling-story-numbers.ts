// Numbers a family's long message tells as story, never as an input (rule 115): a child's or a pet's
// age ("kids are 7 and 10", "two boys, 9 and 12", "a 14-year-old cat"), a grade ("starts 3rd grade"),
// a date ("my start date is 8/19", "closing 6/14", "movers booked for the 20th"), a zip code after a
// place ("in waxhaw, 28173"), a house's address ("1407 W 146th St", "we've lived at #2218") and the
// year of a marriage or a build ("married since 2011", "(built 1962)"). story-numbers.ts names such
// numbers by the words around one number; these are told in lists and brackets it does not read.
// Each is set aside in words before the readers run, so no reader counts it and none is stopped by it.
// Only these exact shapes: a number with a unit, a dollar sign or a percent is never set aside.

/** What a set-aside number is replaced with: a word no reader reads as a number or a unit. */
const ASIDE = 'aside';

const KIN = '(?:kids?|children|child|boys?|girls?|sons?|daughters?|twins|little ones|teens?|toddlers?)';
/**
 * "kids are 7 and 10", "two boys, 9 and 12", "the kids are 4 and 6", "daughter (8)": ages listed;
 * never the start of an amount ("we charge our daughter 1,400").
 */
const KIDS_AGES = new RegExp(
  `(\\b${KIN}\\b(?:\\s(?:are|is|were|aged|ages?|who are))?(?:,|:)?\\s\\(?)(\\d{1,2}(?:(?:,\\s?|\\s(?:and|&)\\s)\\d{1,2})*)(?=\\)?(?:[,.;:)!?](?!\\d)|\\s(?:and|so|but|with|we|i|plus|now|next|this|in|at)\\b|$))`,
  'g',
);
/** "a 14-year-old cat", "our 9 year old": an age with a person or pet after it. */
const AGED = new RegExp(
  `\\b\\d{1,2}(?:-year-old|\\s?years?[- ]old|\\s?yo)(?=\\s(?:cat|dog|puppy|kitten|pet|${KIN}|son|daughter|kiddo|mom|dad|grandma|grandpa|mother|father)\\b)`,
  'g',
);
/** "starts 3rd grade", "going into 9th grade": a school grade. */
const GRADE = /\b\d{1,2}(?:st|nd|rd|th)(?=\s(?:grade|grader)\b)/g;
/** "start date is 8/19", "closing 6/14", "on 9/1/2026": a date after words that name one. */
const DATE =
  /(\b(?:start date|date|starts?|starting|move|moving|movers?|move-in)(?: (?:is|was|on|of|in|by|date))?\s)(\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\b(?![\d%])/g;
/** "booked for the 20th", "on the 1st": a day of the month. */
const DAY_OF_MONTH =
  /(\b(?:booked|scheduled|coming|arriving|movers?) (?:for|on) the )(\d{1,2}(?:st|nd|rd|th))\b(?!\s(?:st|street|ave|avenue|floor|percentile|year|month|payment|grade))/g;
/** "in waxhaw, 28173", "zip 45209": a five-digit zip code after a place or the word zip. */
const ZIP_AFTER_PLACE =
  /(\bin (?!(?:at|for|about|around|the|a|an|of|to|by|on|my|our|total|all|cash|savings|hand|full|person|escrow|rent|income|equity)\b)[a-z]+(?: [a-z]+)?,? )(\d{5})\b(?=\s?(?:[.;!?)]|,\s|$|\s(?:and|but|so|area|zip)\b))/g;
const ZIP_WORD = /(\bzip(?: ?code)?(?: is)?:? )(\d{5})\b(?![\d%$]|[,.]\d)/g;
/** "1407 W 146th St", "22 oak st": an address, a number before a street's name and kind. */
const ADDRESS =
  /(?<![\d,.$])\b\d{1,5}\s(?:[nsew]\.?\s)?(?:\d{1,3}(?:st|nd|rd|th)|(?!(?:a|an|the|per|each|every|and|or|of|in|to|ft|feet|foot|sq|sf|yd|yds|yards?|miles?|mi|acres?|inch|inches|m|km|lots?|units?|cars?|lanes?|homes?|houses?|doors?)\b)[a-z]{2,})\s(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|boulevard|ct|court|ter|terrace|cir|circle|pkwy|parkway)\b(?!\s?(?:\$|\d))/g;
/** "lived at #2218", "the place at #14": a house number after a hash. */
const HOUSE_HASH = /(\b(?:at|lived at|live at|house|place|home)\s)#\d{1,6}\b/g;
/** "married since 2011", "(built 1962)", "built in 1987": a year told as the family's or the house's story. */
const STORY_YEAR =
  /(\b(?:married|together|engaged)(?: (?:since|in))?\s|\(built(?: in)?\s|\bbuilt in\s)((?:19|20)\d{2})\b(?!\s?(?:sq|sf|square|k\b|\$))/g;

/** "6/14", "8/19/2026": a month and a day; never a plain fraction ("by 1/3", "on 3/4 of it"). */
function isDate(written: string): boolean {
  const [month, day] = written.split('/').map(Number) as [number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && !(day <= 8 && month < day);
}

/** Days counted from a date (a proration, per diem interest): its dates are inputs, never story. */
const COUNTS_DAYS = /\bprorat\w*|\bper diem\b|\barrears\b|\bin advance\b|\bdaily\b|\bdays?\b|\binterest\b/;

/**
 * The text with a family's story numbers set aside in words. When nothing matches the text is
 * returned unchanged, so questions without such numbers read exactly as before.
 */
export function withoutRamblingStoryNumbers(text: string): string {
  const countsDays = COUNTS_DAYS.test(text);
  return (
    text
      .replace(ADDRESS, ASIDE)
      .replace(KIDS_AGES, (_w, lead: string) => `${lead}${ASIDE}`)
      .replace(AGED, ASIDE)
      .replace(GRADE, ASIDE)
      .replace(DATE, (whole: string, lead: string, date: string) =>
        isDate(date) && !countsDays ? `${lead}${ASIDE}` : whole,
      )
      .replace(DAY_OF_MONTH, (whole: string, lead: string) => (countsDays ? whole : `${lead}${ASIDE}`))
      // A round amount ("in at 24000") is never a zip code.
      .replace(ZIP_AFTER_PLACE, (whole: string, lead: string, zip: string) =>
        Number(zip) % 1000 === 0 ? whole : `${lead}${ASIDE}`,
      )
      .replace(ZIP_WORD, (_w, lead: string) => `${lead}${ASIDE}`)
      .replace(HOUSE_HASH, (_w, lead: string) => `${lead}${ASIDE}`)
      .replace(STORY_YEAR, (_w, lead: string) => `${lead}${ASIDE}`)
  );
}

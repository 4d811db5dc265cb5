// Numbers written out in words ("one hundred twenty thousand", "five hundred forty thousand", "a
// quarter million", "twenty-two") become digits, so every reader sees them as it sees "120,000". No
// well-kept library does this without heavy dependencies (issue 19 looked at words-to-numbers,
// english2number and text2num), so it is the short grammar below.
//
// Only a run that is unmistakably a number is rewritten: one with a scale word (hundred, thousand,
// million) or two number words ("twenty five"). A lone "one" or "ten" stays a word here; the unit rule
// in parse-numbers.ts spells those out when a unit follows ("seven years", "six percent").

/** One to nineteen in words (lease-reading.ts reads "four months free" with them). */
export const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
export const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { thousand: 1e3, grand: 1e3, million: 1e6, billion: 1e9 };
const FRACTIONS: Record<string, number> = { half: 0.5, quarter: 0.25 };

const isNumberWord = (w: string) => w in UNITS || w in TENS || w === 'hundred' || w in SCALES;

/** A count written in words up to ninety-nine ("sixty", "forty-eight"), as a regex source. */
export const COUNT_WORDS =
  '(?:(?:twenty|thirty|fou?rty|fifty|sixty|seventy|eighty|ninety)(?:[\\s-](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)';

/** A count in digits or in words ("60", "sixty", "forty-eight") as a number. */
export function countOf(written: string): number {
  return /^\d/.test(written) ? Number(written) : valueOf(written.split(/[\s-]+/));
}

/** A count that may be said with an article: "a month", "an extra unit", "another one" are one. */
export const countOrOne = (written: string): number =>
  /^(?:a|an|another)$/.test(written) ? 1 : countOf(written);

/** The value of a run of number words, e.g. ["one", "hundred", "twenty", "thousand"] → 120000. */
function valueOf(words: readonly string[]): number {
  let total = 0;
  let current = 0;
  let fraction = 0;
  for (const w of words) {
    if (w in FRACTIONS) fraction = FRACTIONS[w] as number;
    else if (w in UNITS) current += UNITS[w] as number;
    else if (w in TENS) current += TENS[w] as number;
    else if (w === 'hundred') current = (current || 1) * 100;
    else if (w in SCALES) {
      const scale = SCALES[w] as number;
      total += (current || fraction || 1) * scale;
      current = 0;
      fraction = 0;
    }
  }
  return total + current;
}

/**
 * "the three ninety-five condo", "four fifty": a digit word then tens (or a teen) is hundreds said
 * short, the way prices are spoken (395, 450), never a sum (98, 54). Not before a unit of time or a
 * share ("two twenty-year loans" stays a count of loans).
 */
function hundredsSaidShort(allWords: readonly string[], after: string): number | null {
  // "three ninety-five thousand" is 395 thousand.
  const last = allWords[allWords.length - 1] ?? '';
  const scale = SCALES[last] ?? 1;
  const words = scale === 1 ? allWords : allWords.slice(0, -1);
  const [first, second, third] = words;
  if (first === undefined || second === undefined || words.length > 3) return null;
  const lead = UNITS[first];
  if (lead === undefined || lead < 1 || lead > 9) return null;
  const teen = UNITS[second];
  const tens = TENS[second];
  if (tens === undefined && (teen === undefined || teen < 10)) return null;
  if (third !== undefined && (tens === undefined || !(third in UNITS) || (UNITS[third] as number) > 9))
    return null;
  if (/^[\s-]*(?:years?|yrs?|months?|mos?|days?|weeks?|percent|%|units?|doors?)\b/.test(after)) return null;
  return (
    (lead * 100 + (tens ?? (teen as number)) + (third !== undefined ? (UNITS[third] as number) : 0)) * scale
  );
}

/**
 * The text with every unmistakable run of number words replaced by its digits. Expects lower case.
 * "a" and "and" may sit inside a run ("a hundred and fifty thousand"); "half a million" and "a quarter
 * million" are fractions of the scale.
 */
export function spellOutNumberWords(text: string): string {
  return text.replace(
    /\b(?:(?:a|half|quarter|a quarter|half a|a half)[\s-]+)?(?:(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|fou?rty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand|million|billion)(?:[\s-]+(?:and[\s-]+|a[\s-]+)?(?=(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|fou?rty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand|million|billion)\b)|(?=\b)))+/g,
    (run, offset: number) => {
      const words = run
        .trim()
        .split(/[\s-]+/)
        .filter((w) => isNumberWord(w) || w in FRACTIONS);
      const numberWords = words.filter(isNumberWord);
      const hasScale = numberWords.some((w) => w === 'hundred' || w in SCALES);
      // "a hundred thousand" is one hundred thousand; in "a three hundred thousand dollar mortgage" the
      // "a" is an article and stays one.
      const leadingA = /^a[\s-]+(?:hundred|thousand|grand|million|billion)\b/.test(run);
      const article = /^a[\s-]+(?!half|quarter|hundred|thousand|grand|million|billion)/.test(run);
      // "1.2 million", "$90 thousand": a scale after digits is the tokenizer's business.
      const first = numberWords[0] ?? '';
      if ((first === 'hundred' || first in SCALES) && !/^(?:a|half|quarter)\b/.test(run)) return run;
      if (!hasScale && numberWords.length < 2) return run;
      // "one two three" is not a number; a run of units with no tens or scale is left alone.
      if (!hasScale && !numberWords.some((w) => w in TENS)) return run;
      const value =
        hundredsSaidShort(numberWords, text.slice(offset + run.length)) ??
        valueOf(leadingA ? ['one', ...words] : words);
      const trailing = /\s+$/.exec(run)?.[0] ?? '';
      return `${article ? 'a ' : ''}${value}${trailing}`;
    },
  );
}

const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const DIGIT = `(?:${Object.keys(DIGIT_WORDS).join('|')}|\\d+)`;
const DECIMAL_RE = new RegExp(
  `\\b(?:(${COUNT_WORDS}|zero|\\d{1,3})[\\s-]+)?point((?:[\\s-]+${DIGIT}\\b)+|[\\s-]+${COUNT_WORDS}\\b)(\\s*(?:%|percent|per cent|pct)\\b)?`,
  'g',
);

/**
 * Decimals said aloud: "six point two five" is 6.25, "seven point five percent" 7.5%, "point seven five
 * percent" 0.75%, "6 point 875" 6.875. The digits after "point" are read one by one, or as one number
 * ("six point twenty five"). Without a whole number in front, "point" is only a decimal point when a
 * percent follows or two digits do; "a point two years" is a discount point and stays.
 */
export function spellOutDecimals(text: string): string {
  return text.replace(
    DECIMAL_RE,
    (m, whole: string | undefined, fraction: string, percent: string | undefined) => {
      const parts = fraction.trim().split(/[\s-]+/);
      const digits = parts.every((w) => w in DIGIT_WORDS || /^\d+$/.test(w))
        ? parts.map((w) => DIGIT_WORDS[w] ?? w).join('')
        : String(countOf(parts.join(' ')));
      if (whole === undefined && !percent && digits.length < 2) return m;
      const lead = whole === undefined ? '0' : String(countOf(whole));
      return `${lead}.${digits}${percent ? '%' : ''}`;
    },
  );
}

/**
 * Money said the way people talk (rule 78): "thirty bucks a foot" and "eighteen dollars" are $30 and
 * $18 (as "30 bucks" is), "95 cents a foot" is $0.95 and "a
 * buck fifty" $1.50. "60 cents on the dollar" is a ratio, never an amount, and stays. Expects lower
 * case, after spellOutNumberWords (so "thirty five dollars" is already "35 dollars").
 */
export function spellOutMoneyWords(text: string): string {
  return text
    .replace(
      new RegExp(`\\b(${COUNT_WORDS})\\s(?:bucks|dollars)\\b`, 'g'),
      (_m, n: string) => `$${countOf(n)}`,
    )
    .replace(/(?<![\d,.$])(\d[\d,]*(?:\.\d+)?)\s?(?:bucks|dollars)\b/g, '$$$1')
    .replace(/(\d)\s?(?:bucks|dollars)\b/g, '$1')
    .replace(/\ba buck(?: and)? (?:fifty|a half)\b/g, '$$1.50')
    .replace(/\ba buck(?: and)? a quarter\b/g, '$$1.25')
    .replace(/\ba (?:buck|dollar) (?=(?:a|per|an|\/)\s*(?:sq|sf\b|square|foot|ft\b))/g, '$$1 ')
    .replace(
      new RegExp(
        `(?<![\\d.,$])\\b(${COUNT_WORDS}|\\d{1,2})\\s?(?:cents?\\b|¢)(?!\\s+on\\s+the\\s+dollar)`,
        'g',
      ),
      (_m, n: string) => `$0.${String(countOf(n)).padStart(2, '0')}`,
    );
}

/** Ordinal words ("first" to "twentieth"): lease years, renewals counted. */
export const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  twentieth: 20,
};

/** Buildings named by their unit count ("a fourplex"): how many units each holds. */
export const PLEX_UNITS: Readonly<Record<string, number>> = {
  duplex: 2,
  triplex: 3,
  fourplex: 4,
  quadplex: 4,
  fiveplex: 5,
  sixplex: 6,
};

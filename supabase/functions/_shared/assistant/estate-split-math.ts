// Sales, estates and splits (docs/assistant.md rule 82): a home's equity shared among its owners.
//
// - A co-owner's buyout (a divorce, an ex, a partner, siblings who inherited): equity = value (the
//   appraisal) − what is owed − any notional selling cost, and the leaving owners' share of it is the
//   buyout; the balance plus the buyout refinanced into one loan gives the new loan and its P&I.
// - Heirs who sell: net = price − commission − repairs − other costs − any payoff, split N ways.
//
// Every amount is placed by the words of its own clause; one that cannot be placed, or a split that
// cannot be told (whose 60 is "60/40"?), stops the reader, and estateQuestion (missing-amount.ts)
// asks instead. Part of quick-math (READERS there).
import { countOf as countWritten } from './number-words.ts';
import { monthlyPayment } from './calculators.ts';
import { formatAmount, formatMoney, formatRate, formatYears } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { isCalendarYear } from './property-tax-reading.ts';
import type { QuickAnswer, Reader } from './quick-math-reading.ts';

/** Someone the home is shared with by marriage or partnership. */
export const SPOUSE_PARTY =
  /\bdivorc\w*|\bseparat(?:ing|ed|ion)\b|\bmy ex\b|\bex[- ](?:husband|wife|partner|spouse)\b|\bspouse\b|\bhusband\b|\bwife\b|\bpartner\b|\bco-?owners?\b|\bboyfriend\b|\bgirlfriend\b|\bfianc\w*|\bsettlement\b|\bmarital\b/;
/** Several people who inherited it. */
export const HEIR_PARTY =
  /\bheirs?\b|\bsiblings?\b|\binherit\w*|\bbrothers?\b|\bsisters?\b|\bestate\b|\bbeneficiar\w*|\bexecut(?:or|rix)\b|\bcousins\b|\bco-?heirs?\b/;
/** Keeping the home and paying the others for their part. */
export const BUYOUT =
  /\bbuy(?:ing)? (?:\w+ ){0,5}out\b|\bbuy-?outs?\b|\bbuy (?:his|her|their|my \w+'s) (?:half|share|part|portion|interest|stake)\b|\bkeep(?:ing)? (?:the|our|my|mom'?s|dad'?s|the family) (?:house|home|place|condo|property)\b|\bkeep(?:ing)? it\b|\bpay (?:him|her|them|my ex|each of them) (?:off|out|for)\b|\bowe (?:him|her|them|my ex)\b|\b(?:his|her|their) (?:half|share|cut|portion)\b/;
/** A sale whose proceeds are divided. */
const SPLIT_ASKED =
  /\beach(?: of us| of them| one| person| heir| sibling)?\b|\bapiece\b|\bper (?:person|heir|sibling|head)\b|\bsplit\b|\bdivid\w*|\bshare\b|\bcut\b/;

const COUNT = '(\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)';
/** "two", "3", "both": how many share. */
const countOf = (word: string) => (word === 'both' ? 2 : countWritten(word));
const PEOPLE =
  '(?:siblings|heirs|kids|children|beneficiaries|brothers|sisters|grandchildren|grandkids|cousins|owners|co-?owners|people|sons|daughters)';

/** How many share the home: "three of us", "4 siblings", "split 3 ways", "my two sisters and I". */
export function heirCount(text: string): number | undefined {
  const withMe = new RegExp(
    `\\b(?:my|our) ${COUNT} ${PEOPLE} and (?:i|me|myself)\\b|\\b(?:i|me),? and my ${COUNT} ${PEOPLE}\\b`,
  ).exec(text);
  if (withMe) return countOf((withMe[1] ?? withMe[2])!) + 1;
  const total = new RegExp(
    `\\b${COUNT} (?:of us|of them|ways|${PEOPLE})\\b|\\b(?:between|among|amongst) (?:the |all )?${COUNT}(?: of us| of them| ${PEOPLE})?\\b`,
  ).exec(text);
  if (total) return countOf((total[1] ?? total[2])!);
  // "me, my brother and my sister", "my brother, my sister and i": each named once.
  const named =
    /\b(?:me|myself|i),? (?:(?:and )?my (?:brother|sister|sibling|cousin)\b,? ){1,4}|\b(?:my (?:brother|sister|sibling|cousin),? (?:and )?){1,4}(?:and )?(?:i|me|myself)\b/.exec(
      text,
    );
  if (named) {
    const people = named[0].match(/\b(?:brother|sister|sibling|cousin)\b/g) ?? [];
    return people.length + 1;
  }
  return undefined;
}

/** How many the asker buys out: "my brother and sister" (2), "my two siblings", "the other 3". */
function boughtOutCount(text: string): number | undefined {
  const counted = new RegExp(
    `\\bbuy(?:ing)? (?:out )?(?:my|the|both|all)(?: other)? ${COUNT}(?: other)?(?: ${PEOPLE})?\\b|\\b(?:the )?other ${COUNT}\\b`,
  ).exec(text);
  if (counted) return countOf((counted[1] ?? counted[2])!);
  const named =
    /\bbuy(?:ing)? (?:out )?((?:my |the |both )?(?:(?:brother|sister|sibling|cousin)s?(?:,? (?:and|&) (?:my )?)?){1,4})/.exec(
      text,
    );
  if (named) {
    const singles = named[1]!.match(/\b(?:brother|sister|sibling|cousin)\b/g) ?? [];
    const plural = /\b(?:brothers|sisters|siblings|cousins)\b/.test(named[1]!);
    if (!plural && singles.length > 0) return singles.length;
  }
  return undefined;
}

type Role = 'value' | 'owed' | 'equity' | 'repairs' | 'costs';

const ROLES: readonly { role: Role; before: RegExp; after: RegExp }[] = [
  {
    role: 'equity',
    before: /\bequity\b[^\d$]*$/,
    after: /^\s*(?:of |in )?(?:total )?equity\b/,
  },
  {
    role: 'owed',
    before:
      /\b(?:owe[sd]?|owing|mortgage|balance|payoff|pay ?off|loan|still (?:have|has)|left on|remaining|heloc|lien|reverse mortgage)\b[^\d$]*$/,
    after:
      /^\s*(?:(?:left |still )?(?:owed|owing|on the (?:mortgage|loan|house|note)|mortgage|left|remaining|balance|payoff|loan balance|still owed|heloc|lien))\b/,
  },
  {
    role: 'repairs',
    before:
      /\b(?:repairs?|fix\w*|clean\w*|stag\w*|paint\w*|prep\w*|clear(?:ing)? (?:it )?out|junk|updates?|updating|renovat\w*|landscap\w*|spruc\w*)\b[^\d$]*$/,
    after:
      /^\s*(?:(?:in|of|on|for|worth of) )?(?:repairs?|fix\w*|clean\w*|stag\w*|paint\w*|prep\w*|updates?|renovat\w*|landscap\w*)\b/,
  },
  {
    role: 'costs',
    before:
      /\b(?:closing|costs?|fees?|title|transfer|legal|attorney|lawyer|probate|estate sale|back taxes|expenses?)\b[^\d$]*$/,
    after:
      /^\s*(?:(?:in|of|for) )?(?:other |seller |selling |misc\w* |legal |probate |attorney |title |transfer )?(?:closing |sale |selling )?(?:costs?|fees?|expenses?|closing)\b/,
  },
  {
    role: 'value',
    before:
      /\b(?:apprais\w*|worth|valued?|value|market value|fmv|zestimate|sell(?:ing|s)?\b[^\d$]{0,30}\b(?:at|for)|sold\b[^\d$]{0,30}\b(?:at|for)|sale price|selling price|list(?:ed|ing)? (?:it )?(?:at|for)|price|goes for|go for|get)\b[^\d$]*$/,
    after: /^\s*(?:apprais\w*|value|valuation|market value|fmv|sale price|selling price)\b/,
  },
];

/** The words of a number's own clause before it: back to the amount before or a clause break. */
export function ownBefore(text: string, tokens: readonly NumberToken[], t: NumberToken): string {
  const previous = tokens
    .filter((o) => o.end <= t.start && (o.kind === 'money' || o.kind === 'percent'))
    .at(-1);
  return (
    text
      .slice(Math.max(previous?.end ?? 0, t.start - 70), t.start)
      .split(/[;.?!]\s|,\s|\band\b/)
      .pop() ?? ''
  );
}
/** The words of a number's own clause after it, up to the next number or clause break. */
export const ownAfter = (text: string, t: NumberToken) =>
  text.slice(t.end, t.end + 50).split(/[,;.?!]\s|\d|\band\b/)[0] ?? '';

function roleOf(text: string, tokens: readonly NumberToken[], t: NumberToken): Role | undefined {
  const after = ownAfter(text, t);
  const byAfter = ROLES.find((r) => r.after.test(after));
  if (byAfter) return byAfter.role;
  const before = ownBefore(text, tokens, t);
  let nearest: { role: Role; at: number } | undefined;
  for (const r of ROLES) {
    const m = r.before.exec(before);
    if (!m) continue;
    // The last of the role's words in the clause: the nearest to the number names it.
    const at = before.lastIndexOf(m[0].trim().split(/\s/)[0]!);
    if (!nearest || at > nearest.at) nearest = { role: r.role, at };
  }
  return nearest?.role;
}

/** A fraction said in words: "a third", "half", "one quarter", "1/3". */
const FRACTION_WORDS: readonly [RegExp, number, string][] = [
  [/\b(?:a|one|1) ?(?:third|3rd)\b|\b1\/3\b/, 1 / 3, 'a third'],
  [/\b(?:two|2) ?thirds\b|\b2\/3\b/, 2 / 3, 'two thirds'],
  [/\b(?:a|one|1) ?(?:quarter|fourth)\b|\b1\/4\b/, 1 / 4, 'a quarter'],
  [/\b(?:a|one|1) ?fifth\b|\b1\/5\b/, 1 / 5, 'a fifth'],
];

export interface SplitFacts {
  value?: number;
  owed?: number;
  paidOff?: boolean;
  equity?: number;
  /** A selling cost taken off the value: a share of it, or amounts. */
  sellingRate?: number;
  repairs: number[];
  costs: number[];
  /** The leaving owners' part of the equity, and how it was read. */
  share?: { fraction: number; shown: string };
  count?: number;
  boughtOut?: number;
  rate?: number;
  term?: number;
  /** "each at a third of the appraisal": the shares are priced on the value itself, nothing off. */
  onValue?: boolean;
  /** "no commission taken off": no selling cost comes off, whatever was said before. */
  noCosts?: boolean;
  /** Spans that are story ("married 22 yrs"), shown as read so none is left unexplained. */
  spans?: string[];
  /** "how big a new loan do I need", "the total new loan if I refinance": the loan is asked with no rate. */
  loanAsked?: boolean;
  used: NumberToken[];
}

/** A new loan asked for that pays off the balance and the buyout, with or without a rate. */
const NEW_LOAN_ASKED =
  /\b(?:new|total|combined) (?:\w+ )?(?:loan|mortgage)\b|\bhow (?:big|much|large) (?:of )?a (?:new )?(?:loan|mortgage)\b|\b(?:loan|mortgage) (?:do|would|will) (?:i|we) need\b|\brefinanc\w*|\brefi\b/;

const ON_VALUE =
  /\b(?:of|on|from|at) (?:the |its |our )?(?:(?:full |whole )?\$?[\d,.]+k? )?(?:apprais\w*|appraised value|(?:market )?value|fmv)\b/;
const NO_COSTS =
  /\bno (?:commission|selling costs?|costs?|realtor|agent)\b|\bwithout (?:any )?(?:commission|selling costs?|costs?|a realtor)\b|\b(?:commission|costs?) (?:is |are )?not taken off\b/;

const PAID_OFF =
  /\bpaid[- ]off\b|\bpaid for\b|\bno mortgage\b|\bfree and clear\b|\bown(?:ed)? it outright\b|\bowns? (?:it |the house |the home )?outright\b|\bno loan\b|\bnothing owed\b|\bdon'?t owe\b|\bno debt\b|\bmortgage[- ]free\b/;

/** "50/50", "60/40 in my favor", "he gets 40%", "his half": the leaving spouse's part of the equity. */
function spouseShare(
  text: string,
  tokens: readonly NumberToken[],
): { fraction: number; shown: string; token?: NumberToken } | null | undefined {
  const pair = /\b(\d{1,2})\s?\/\s?(\d{1,2})\b/.exec(text.replace(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g, ' '));
  if (pair && Number(pair[1]) + Number(pair[2]) === 100) {
    const [a, b] = [Number(pair[1]), Number(pair[2])];
    if (a === b) return { fraction: 0.5, shown: '50/50' };
    const after = text.slice(pair.index + pair[0].length, pair.index + pair[0].length + 40);
    if (/^\s*(?:split )?in (?:my|our) favou?r\b|^\s*(?:split )?(?:me|mine|to me)\b/.test(after))
      return { fraction: Math.min(a, b) / 100, shown: `${a}/${b}, the larger part yours` };
    if (/^\s*(?:split )?in (?:his|her|their) favou?r\b/.test(after))
      return { fraction: Math.max(a, b) / 100, shown: `${a}/${b}, the larger part theirs` };
    return null;
  }
  // A percent that names the leaving owner's share: "his share is 40%", "she gets 45%", "40% to him".
  for (const t of tokens) {
    if (t.kind !== 'percent') continue;
    const around = `${text.slice(Math.max(0, t.start - 40), t.start)} ${text.slice(t.end, t.end + 30)}`;
    if (
      /\b(?:he|she|they|him|her|his|hers|my ex|ex|spouse|husband|wife|partner)\b/.test(around) &&
      /\b(?:gets?|share|entitled|owns?|owned|to (?:him|her|them)|is (?:his|hers|theirs)|his|her)\b/.test(
        around,
      ) &&
      !/\b(?:rate|loan|interest|commission|selling|cost)\b/.test(around)
    )
      return { fraction: t.value, shown: `${formatRate(t.value)} (their share)`, token: t };
    if (/\b(?:i|me|my) (?:get|keep|own|have)\b[^\d]*$/.test(text.slice(Math.max(0, t.start - 30), t.start)))
      return {
        fraction: 1 - t.value,
        shown: `${formatRate(1 - t.value)} (theirs, ${formatRate(t.value)} yours)`,
        token: t,
      };
  }
  if (
    /\b(?:his|her|their|my ex'?s|the other) half\b|\bhalf (?:of )?(?:the )?equity\b|\b(?:split|divide[sd]?|shared?) (?:the equity |it |everything )?(?:evenly|equally|down the middle|in half)\b|\bhalf and half\b|\bequal (?:split|shares)\b|\bhalf\b/.test(
      text,
    )
  )
    return { fraction: 0.5, shown: 'half (50/50)' };
  return undefined;
}

/** "a new 30 year loan", "refinance … for 30 years": a loan's term, not how long anyone owned it. */
const isLoanTerm = (text: string, t: NumberToken) =>
  /^[^.,;]{0,20}\b(?:loans?|mortgages?|fixed|refi\w*|term|note)\b/.test(text.slice(t.end, t.end + 30)) ||
  /\b(?:loans?|mortgages?|refi\w*|refinanc\w*|term|amortiz\w*)\b(?:[^.,;]|\.(?=\d)){0,30}\b(?:for|over)\s*$/.test(
    text.slice(Math.max(0, t.start - 50), t.start),
  );

/** Every fact of a split the text states; null when an amount or a rate cannot be placed. */
export function readSplitFacts(text: string, tokens: readonly NumberToken[]): SplitFacts | null {
  const facts: SplitFacts = { repairs: [], costs: [], used: [] };
  const heirs = HEIR_PARTY.test(text);
  const share = heirs ? undefined : spouseShare(text, tokens);
  if (share === null) return null;
  if (share) {
    facts.share = { fraction: share.fraction, shown: share.shown };
    if (share.token) facts.used.push(share.token);
  }
  for (const t of tokens) {
    if (facts.used.includes(t)) continue;
    if (isCalendarYear(text, t)) continue;
    if (t.kind === 'money') {
      if (t.period !== undefined) return null;
      const role = roleOf(text, tokens, t);
      if (!role) return null;
      if (role === 'value') {
        if (facts.value !== undefined && facts.value !== t.value) return null;
        facts.value = t.value;
      } else if (role === 'owed') {
        if (facts.owed !== undefined) return null;
        facts.owed = t.value;
      } else if (role === 'equity') facts.equity = t.value;
      else if (role === 'repairs') facts.repairs.push(t.value);
      else facts.costs.push(t.value);
      facts.used.push(t);
    } else if (t.kind === 'percent') {
      const words = `${ownBefore(text, tokens, t)} ${ownAfter(text, t)}`;
      if (
        /\bcommission|\bselling|\bsale costs?\b|\bcosts? (?:of|to) sell|\brealtor|\bagent|\bcosts?\b|\bfees?\b/.test(
          words,
        )
      ) {
        if (facts.sellingRate !== undefined) return null;
        facts.sellingRate = t.value;
      } else if (
        /\brate\b|\bloan\b|\brefi\w*|\bmortgage\b|\binterest\b|\bat\s*$/.test(words) &&
        t.value < 0.2
      )
        facts.rate = t.value;
      else return null;
      facts.used.push(t);
    } else if (t.kind === 'years' && isLoanTerm(text, t)) {
      facts.term = t.value;
      facts.used.push(t);
    }
  }
  facts.paidOff = PAID_OFF.test(text);
  const spans = tokens.filter((t) => (t.kind === 'years' || t.kind === 'months') && !facts.used.includes(t));
  if (spans.length) facts.spans = spans.map((t) => t.raw);
  if (heirs && ON_VALUE.test(text)) facts.onValue = true;
  if (NO_COSTS.test(text)) facts.noCosts = true;
  if (NEW_LOAN_ASKED.test(text)) facts.loanAsked = true;
  const count = heirCount(text);
  if (count !== undefined) facts.count = count;
  const bought = boughtOutCount(text);
  if (bought !== undefined) facts.boughtOut = bought;
  for (const [pattern, fraction, shown] of FRACTION_WORDS)
    if (heirs && pattern.test(text) && !facts.share) facts.share = { fraction, shown: `${shown} each` };
  return facts;
}

/** Value less the notional selling cost, less what is owed: the equity to split. */
function equityOf(f: SplitFacts): { equity: number; lines: string[]; method: string } | null {
  if (f.equity !== undefined && f.value === undefined) {
    return {
      equity: f.equity,
      lines: [`Equity: ${formatAmount(f.equity)} (as you gave it)`],
      method: 'the equity as given',
    };
  }
  if (f.value === undefined) return null;
  if (f.owed === undefined && !f.paidOff && !f.onValue) return null;
  const owed = f.owed ?? 0;
  const selling = f.sellingRate !== undefined && !f.noCosts ? f.value * f.sellingRate : 0;
  const costs = f.noCosts ? 0 : [...f.repairs, ...f.costs].reduce((s, v) => s + v, 0);
  const equity = f.value - selling - costs - owed;
  const lines = [
    `Value (appraisal): ${formatAmount(f.value)}`,
    f.owed !== undefined
      ? `Mortgage owed: ${formatAmount(owed)}`
      : f.paidOff
        ? 'Mortgage owed: none (paid off)'
        : 'Shares priced on the value itself, as you said (no mortgage or costs taken off)',
    ...(selling
      ? [`Notional selling cost: ${formatRate(f.sellingRate ?? 0)} of the value = ${formatMoney(selling)}`]
      : []),
    ...(costs > 0 ? [`Other costs taken off: ${formatMoney(costs)}`] : []),
  ];
  const method = [
    formatAmount(f.value),
    ...(selling ? [`− ${formatMoney(selling)}`] : []),
    ...(costs ? [`− ${formatMoney(costs)}`] : []),
    ...(f.owed !== undefined ? [`− ${formatAmount(owed)}`] : []),
  ].join(' ');
  return { equity, lines, method: `equity = ${method}` };
}

/** The buyout and, when a rate and term are given, the new loan of balance + buyout and its P&I. */
export function buyoutAnswer(f: SplitFacts, heirs: boolean): QuickAnswer | null {
  const base = equityOf(f);
  if (!base) return null;
  let fraction: number;
  let shareShown: string;
  if (heirs) {
    const count = f.count;
    const each = f.share?.fraction ?? (count ? 1 / count : undefined);
    if (each === undefined) return null;
    const others = f.boughtOut ?? (count ? count - 1 : undefined);
    if (others === undefined || others < 1) return null;
    if (count !== undefined && f.share && Math.abs(f.share.fraction - 1 / count) > 1e-9) return null;
    fraction = each * others;
    shareShown = `${others} ${others === 1 ? 'share' : 'shares'} of ${f.share?.shown.replace(/ each$/, '') ?? `1/${count}`} each${count ? ` (${count} heirs)` : ''}`;
  } else {
    if (!f.share) return null;
    fraction = f.share.fraction;
    shareShown = f.share.shown;
  }
  const buyout = base.equity * fraction;
  // "what does each brother get?": two or more bought out are each paid one share.
  const paidEach = heirs && fraction > 0 ? (f.boughtOut ?? (f.count ? f.count - 1 : 1)) : 1;
  const results = [
    `Equity: **${formatMoney(base.equity)}**`,
    `Buyout (${shareShown}): **${formatMoney(buyout)}**`,
    ...(paidEach > 1
      ? [`Each of the ${paidEach} bought out gets: **${formatMoney(buyout / paidEach)}**`]
      : []),
  ];
  let loanMethod = '';
  if (f.rate !== undefined || f.term !== undefined) {
    if (f.rate === undefined || f.term === undefined) return null;
    const owed = f.owed ?? 0;
    const loan = owed + buyout;
    const payment = monthlyPayment(loan, f.rate, f.term);
    results.push(
      `New loan (balance ${formatAmount(owed)} + buyout ${formatMoney(buyout)}): **${formatMoney(loan)}**`,
      `Monthly principal & interest at ${formatRate(f.rate)} for ${formatYears(f.term)}: **${formatMoney(payment)}**`,
    );
    loanMethod =
      '; new loan = balance + buyout, and P&I = loan × r ÷ (1 − (1 + r)^−n) with r the yearly rate ÷ 12 and n the months';
  } else if (f.loanAsked) {
    // "how big a new loan do I need to pay off the old mortgage and cover her buyout?": no rate is
    // needed for the loan's size, only for its payment.
    const owed = f.owed ?? 0;
    results.push(
      `New loan (balance ${formatAmount(owed)} + buyout ${formatMoney(buyout)}): **${formatMoney(owed + buyout)}**`,
    );
    loanMethod = '; new loan = balance + buyout (closing costs not included)';
  }
  return {
    title: heirs ? 'Buying out the other heirs' : 'Buying out a co-owner',
    inputs: [
      ...base.lines,
      `Their part of the equity: ${shareShown}`,
      ...(f.rate !== undefined ? [`New loan: ${formatRate(f.rate)} for ${formatYears(f.term!)}`] : []),
      ...(f.spans ? [`Time you mentioned: ${f.spans.join(', ')} (it changes no figure)`] : []),
    ],
    results,
    method: `Buyout = equity × their share, with ${base.method}${loanMethod}`,
  };
}

/** Heirs who sell: the net of the sale, and each one's part. */
export function heirsSaleAnswer(f: SplitFacts): QuickAnswer | null {
  if (f.value === undefined || f.count === undefined || f.count < 2) return null;
  const commission = f.sellingRate !== undefined ? f.value * f.sellingRate : 0;
  const owed = f.owed ?? 0;
  const repairs = f.repairs.reduce((s, v) => s + v, 0);
  const costs = f.costs.reduce((s, v) => s + v, 0);
  const net = f.value - commission - repairs - costs - owed;
  return {
    title: 'Heirs selling: the net and each share',
    inputs: [
      `Sale price: ${formatAmount(f.value)}`,
      ...(f.sellingRate !== undefined
        ? [`Commission: ${formatRate(f.sellingRate)} of the price = ${formatMoney(commission)}`]
        : []),
      ...f.repairs.map((r) => `Repairs before listing: ${formatAmount(r)}`),
      ...f.costs.map((c) => `Other closing costs: ${formatAmount(c)}`),
      f.owed !== undefined
        ? `Mortgage payoff: ${formatAmount(owed)}`
        : 'Mortgage payoff: none (none mentioned; tell me if a loan is still owed)',
      `Heirs sharing equally: ${f.count}`,
    ],
    results: [
      `Net from the sale: **${formatMoney(net)}**`,
      `Each of the ${f.count} gets: **${formatMoney(net / f.count)}**`,
    ],
    method: `Net = ${[
      formatAmount(f.value),
      ...(commission ? [`− ${formatMoney(commission)}`] : []),
      ...(repairs ? [`− ${formatAmount(repairs)}`] : []),
      ...(costs ? [`− ${formatAmount(costs)}`] : []),
      ...(owed ? [`− ${formatAmount(owed)}`] : []),
    ].join(' ')}; each share = net ÷ ${f.count}`,
  };
}

const SELLS = /\bsell\w*|\bsold\b|\bsale\b|\blist(?:ed|ing)?\b/;

/** The split's facts, only when every amount and share of the question is one of them (dates aside). */
function placedSplitFacts(text: string, tokens: readonly NumberToken[]) {
  const facts = readSplitFacts(text, tokens);
  const unplaced = (t: NumberToken) =>
    (t.kind === 'money' || t.kind === 'percent') && !facts?.used.includes(t) && !isCalendarYear(text, t);
  return facts && !tokens.some(unplaced) ? facts : null;
}

/** "my ex and I … appraisal 540k, owe 286k, 50/50: how much to buy out his half?" */
const coOwnerBuyout: Reader = ({ text, tokens }) => {
  if (!BUYOUT.test(text)) return null;
  const heirs = HEIR_PARTY.test(text);
  if (!heirs && !SPOUSE_PARTY.test(text)) return null;
  const facts = placedSplitFacts(text, tokens);
  if (!facts) return null;
  return buyoutAnswer(facts, heirs);
};

/** "three of us inherited dad's house; sell at 480k, 6% commission, 5,500 repairs: each gets?" */
const heirsSaleSplit: Reader = ({ text, tokens }) => {
  if (!HEIR_PARTY.test(text) || !SELLS.test(text) || !SPLIT_ASKED.test(text)) return null;
  if (/\bbuy(?:ing)? (?:\w+ ){0,5}out\b|\bbuy-?out\b/.test(text)) return null;
  const facts = placedSplitFacts(text, tokens);
  if (!facts) return null;
  if (facts.rate !== undefined || facts.equity !== undefined) return null;
  return heirsSaleAnswer(facts);
};

export const ESTATE_SPLIT_READERS: readonly Reader[] = [coOwnerBuyout, heirsSaleSplit];

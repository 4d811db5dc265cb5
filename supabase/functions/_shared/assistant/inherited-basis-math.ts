// The gain on selling an inherited home (rule 82): the basis steps up to the value at the owner's
// death (IRC §1014), so gain = amount realized (sale − commission − costs) − the value at death, set
// beside the gain the original purchase price would have left. A home a married couple owned jointly
// in a common-law state steps up only the deceased's half: basis = half the original cost + half the
// value at death (in a community property state both halves step up). A stated home-sale exclusion
// ($250,000, or $500,000) comes off the gain. Every amount is placed by its own clause's words; one
// that cannot be placed stops the reader, and the question is asked about (missing-amount.ts).
import { ownAfter, ownBefore } from './estate-split-math.ts';
import { formatAmount, formatMoney, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { isCalendarYear } from './property-tax-reading.ts';
import type { Reader } from './quick-math-reading.ts';
import { isExclusionAmount } from './sale-tax-math.ts';

/** Someone died and the home passed on, or its basis stepped up. */
export const DEATH =
  /\bpass(?:ed)? away\b|\bpassed\b|\bdied\b|\bdeath\b|\binherit\w*|\bstep(?:ped)?[- ]?up\b|\bdeceased\b|\blate (?:mom|mother|dad|father|husband|wife|spouse|parents?|aunt|uncle|grand\w+)\b|\bestate\b|\bleft (?:me|us) (?:the|his|her|their)\b/;
const GAIN_ASKED = /\bgains?\b|\btax\w*|\bbasis\b|\bowe\b|\bcapital\b|\birs\b/;
const SALE_CUE = /\bsell\w*|\bsold\b|\bsale\b/;

type Role = 'death' | 'sale' | 'purchase' | 'costs' | 'improvements';

const AT_DEATH =
  /^\s*(?:(?:as of|at|on|when|after|the day) (?:the )?(?:(?:his|her|their|its|my \w+'s) )?(?:date of (?:his |her |their )?death|death|time of (?:his |her |their )?death|(?:he|she|they|mom|dad|my \w+) (?:died|passed(?: away)?))|(?:date of death|dod)(?: value)?|stepped[- ]up|step[- ]up)/;

const ROLES: readonly { role: Role; before: RegExp; after: RegExp }[] = [
  {
    role: 'improvements',
    before: /\b(?:improvements?|renovat\w*|remodel\w*|new roof|addition|put|invested)\b[^\d$]*$/,
    after:
      /^\s*(?:in |of |into |on |worth of )?(?:capital )?(?:improvements?|renovat\w*|remodel\w*|a new roof|roof|kitchen|addition)\b/,
  },
  {
    role: 'costs',
    before:
      /\b(?:selling (?:costs?|expenses|fees)|costs? (?:of|to) sell(?:ing)?|closing costs?|costs?|fees?|commissions?)\b[^\d$]*$/,
    after:
      /^\s*(?:in |of |for )?(?:(?:other|seller|selling|sale) ){0,2}(?:closing )?(?:costs?|fees?|expenses|commissions?)\b/,
  },
  {
    role: 'death',
    before:
      /\b(?:apprais\w*|worth|valued?|value|fmv|market value|stepped[- ]up (?:basis|value)?|step[- ]up (?:basis|value)?|when (?:he|she|they) (?:died|passed)|at (?:his |her |their )?death)\b[^\d$]*$/,
    after: AT_DEATH,
  },
  {
    role: 'sale',
    before:
      /\b(?:sold|sell(?:s|ing)?|sale(?:s)? price|sale|selling price|list(?:ed|ing)?|under contract|offer)\b[^$]{0,40}$/,
    after: /^\s*(?:sale(?:s)? price|selling price)\b/,
  },
  {
    role: 'purchase',
    before:
      /\b(?:bought|buy|purchas(?:ed?|ing)|paid|cost|original(?:ly)?(?: price| basis| cost)?|basis)\b[^$]{0,40}$/,
    after: /^\s*(?:purchase price|original (?:basis|price|cost)|basis)\b/,
  },
];

function roleOf(text: string, tokens: readonly NumberToken[], t: NumberToken): Role | undefined {
  const after = ownAfter(text, t);
  const byAfter = ROLES.find((r) => r.after.test(after));
  if (byAfter) return byAfter.role;
  const before = ownBefore(text, tokens, t);
  let nearest: { role: Role; at: number } | undefined;
  for (const r of ROLES) {
    if (!r.before.test(before)) continue;
    // The nearest of the role's words to the number names it ("bought in 1987 … appraised at").
    const at = before.lastIndexOf(r.before.exec(before)![0].trim().split(/\s/)[0]!);
    if (!nearest || at > nearest.at) nearest = { role: r.role, at };
  }
  return nearest?.role;
}

/** Only the deceased's half steps up: a couple's joint home in a common-law state. */
const HALF =
  /\bonly (?:his|her|their|the deceased'?s?|one) half\b|\bhalf (?:of (?:it|the house) )?(?:gets?|got|receives?) (?:a |the )?step|\bhalf (?:a )?step[- ]?up\b|\bjoint(?:ly)?\b|\bjoint tenan\w*|\btenants by the entirety\b|\bowned (?:it )?together\b|\bbought (?:\w+ ){0,2}together\b|\bcommon[- ]law state\b|\bnot (?:in )?a community property\b/;
const COMMUNITY = /\bcommunity property\b/;
const NOT_COMMUNITY = /\bnot (?:in )?a community property\b|\bnon[- ]community\b|\bcommon[- ]law state\b/;

interface Inherited {
  death: number;
  sale: number;
  purchase?: number;
  costs: number;
  costsShown: string[];
  improvements: number;
  exclusion?: number;
  exclusionAsked: boolean;
  rate?: number;
  /** Spans the question gives ("14 months later", "three years ago"), shown as read. */
  spans: string[];
}

function readInherited(text: string, tokens: readonly NumberToken[]): Inherited | null {
  const found: Record<Role, number[]> = { death: [], sale: [], purchase: [], costs: [], improvements: [] };
  let commission: number | undefined;
  let rate: number | undefined;
  let exclusion: number | undefined;
  for (const t of tokens) {
    if (isCalendarYear(text, t)) continue;
    if (t.kind === 'money') {
      if (t.period !== undefined) return null;
      if (isExclusionAmount(text, t)) {
        exclusion = t.value;
        continue;
      }
      const role = roleOf(text, tokens, t);
      if (!role) return null;
      found[role].push(t.value);
    } else if (t.kind === 'percent') {
      const words = `${ownBefore(text, tokens, t)} ${ownAfter(text, t)}`;
      if (/\bcommission|\bselling|\bto sell\b|\bcosts?\b|\bfees?\b|\brealtor|\bagent/.test(words)) {
        if (commission !== undefined) return null;
        commission = t.value;
      } else if (/\bcapital gains?|\btax(?:ed)?\b|\brate\b|\bbracket\b/.test(words)) rate = t.value;
      else return null;
    }
  }
  const one = (values: number[]) =>
    new Set(values).size === 1 ? values[0] : values.length === 0 ? undefined : null;
  const death = one(found.death);
  const sale = one(found.sale);
  const purchase = one(found.purchase);
  if (death == null || sale == null || purchase === null) return null;
  const commissionAmount = commission !== undefined ? sale * commission : 0;
  const otherCosts = found.costs.reduce((s, v) => s + v, 0);
  return {
    death,
    sale,
    ...(purchase !== undefined ? { purchase } : {}),
    costs: commissionAmount + otherCosts,
    costsShown: [
      ...(commission !== undefined
        ? [`Commission: ${formatRate(commission)} of the sale price = ${formatMoney(commissionAmount)}`]
        : []),
      ...found.costs.map((c) => `Other selling costs: ${formatAmount(c)}`),
    ],
    improvements: found.improvements.reduce((s, v) => s + v, 0),
    ...(exclusion !== undefined ? { exclusion } : {}),
    exclusionAsked: /\bexclu\w*|\b121\b/.test(text),
    ...(rate !== undefined ? { rate } : {}),
    spans: tokens.filter((t) => t.kind === 'years' || t.kind === 'months').map((t) => t.raw),
  };
}

const IGNORED_DEPRECIATION =
  /\b(?:ignor\w*|no|without|excluding|not counting|leave out|leaving out)\b[^.?!]{0,30}\bdepreciat\w*/;

/**
 * "Mom bought in 1987 for 92k, appraised at 610k at her death; selling for 655k, 5.5% commission,
 * 4k other costs: gain with the stepped-up basis, and with her original basis?"
 */
const steppedUpGain: Reader = ({ text, tokens }) => {
  if (!DEATH.test(text) || !SALE_CUE.test(text) || !GAIN_ASKED.test(text)) return null;
  if (/\brental\b|\b1031\b/.test(text)) return null;
  // A rental's depreciation changes the gain; "ignore improvements and depreciation" says it does not.
  if (/\bdepreciat\w*/.test(text) && !IGNORED_DEPRECIATION.test(text)) return null;
  const s = readInherited(text, tokens);
  if (!s) return null;
  const community = COMMUNITY.test(text) && !NOT_COMMUNITY.test(text);
  const half = HALF.test(text) && !community;
  if (half && s.purchase === undefined) return null;
  const realized = s.sale - s.costs;
  const basis = (half ? s.purchase! / 2 + s.death / 2 : s.death) + s.improvements;
  const gain = realized - basis;
  const inputs = [
    `Sale price: ${formatAmount(s.sale)}`,
    ...s.costsShown,
    ...(s.purchase !== undefined ? [`Original purchase price: ${formatAmount(s.purchase)}`] : []),
    `Value at the date of death: ${formatAmount(s.death)}`,
    ...(s.improvements ? [`Improvements since: ${formatAmount(s.improvements)} (added to the basis)`] : []),
    half
      ? 'Owned jointly by a married couple in a common-law state: only the deceased half steps up'
      : community
        ? 'Community property: both halves step up to the value at death'
        : 'Inherited: the basis steps up to the value at death',
    ...(s.exclusion !== undefined ? [`Home sale exclusion: ${formatAmount(s.exclusion)}`] : []),
    ...(s.rate !== undefined ? [`Capital gains rate: ${formatRate(s.rate)}`] : []),
    ...(s.spans.length
      ? [`Time you mentioned: ${s.spans.join(', ')} (it changes no figure: an inherited home is long-term)`]
      : []),
  ];
  const results = [
    `Amount realized: ${formatMoney(realized)}`,
    half
      ? `Basis: half the original ${formatMoney(s.purchase! / 2)} + half the value at death ${formatMoney(s.death / 2)}${s.improvements ? ` + improvements ${formatAmount(s.improvements)}` : ''} = **${formatMoney(basis)}**`
      : `Stepped-up basis: **${formatMoney(basis)}**`,
    gain >= 0 ? `Gain: **${formatMoney(gain)}**` : `Loss: **${formatMoney(-gain)}** (no gain to tax)`,
  ];
  let taxable = Math.max(0, gain);
  if (s.exclusion !== undefined) {
    taxable = Math.max(0, gain - s.exclusion);
    results.push(`Taxable after the ${formatAmount(s.exclusion)} exclusion: **${formatMoney(taxable)}**`);
  } else if (s.exclusionAsked && gain > 0) {
    results.push(
      `Taxable after a ${formatAmount(250_000)} exclusion (single): **${formatMoney(Math.max(0, gain - 250_000))}**; after ${formatAmount(500_000)} (married filing jointly): **${formatMoney(Math.max(0, gain - 500_000))}**`,
    );
  }
  if (s.rate !== undefined && (s.exclusion !== undefined || !s.exclusionAsked))
    results.push(`Tax at ${formatRate(s.rate)}: **${formatMoney(taxable * s.rate)}**`);
  if (s.purchase !== undefined && !half && !community) {
    const original = realized - s.purchase - s.improvements;
    results.push(
      `With the original ${formatAmount(s.purchase)} basis instead, the gain would be **${formatMoney(original)}**`,
    );
  }
  if (half && s.purchase !== undefined) {
    const full = realized - s.death - s.improvements;
    results.push(
      `Had the whole home stepped up (community property), the gain would be ${formatMoney(full)}`,
    );
  }
  results.push('An inherited home counts as held long-term, however soon it is sold');
  return {
    title: 'Gain on selling an inherited home',
    inputs,
    results,
    method: `Gain = (sale − selling costs) − basis, with the basis ${
      half ? '½ × original cost + ½ × value at death' : 'the value at the date of death'
    }${s.exclusion !== undefined ? '; the exclusion comes off the gain' : ''}`,
  };
};

export const INHERITED_BASIS_READERS: readonly Reader[] = [steppedUpGain];

// A homeowner's insurance deductible (docs/assistant.md rule 102): a percentage deductible in dollars
// (the percentage × the dwelling coverage, never × the claim), what the insurer pays on a loss (the
// damage − the deductible that applies, never below zero), and a deductible that changed or two
// offered side by side (each in dollars and the difference). When a wind/hail or hurricane deductible
// sits beside the all-peril one, the loss's own cause decides which applies. Part of quick-math.
//
// Every number must be named (damage, deductible, coverage) or be a story aside (an age, an address,
// a roof's age): anything else leaves the question to a clarifying question, never a guess.
import { storyAsides } from './land-measure-math.ts';
import { labelOf, OWNER_LABEL } from './number-labels.ts';
import { formatAmount, formatMoney, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, storyYears, type Reader } from './quick-math-reading.ts';

const LABELS = {
  damage:
    /\b(?:damages?|damaged|claims?|repairs?|estimates?|adjuster|loss|losses|fix(?:ing)?|bill|quoted?|quotes|cost to \w+|replac\w+ (?:cost|quote|bill|estimate)s?|totals?)\b/,
  deductible: /\bdeductibles?\b|\bout of pocket\b/,
  coverage:
    /\b(?:dwelling|coverage(?: a)?|insured(?: value| for| at)?|policy limit|coverage limit|insured value)\b/,
} as const;

/** A peril with a deductible of its own, said in a deductible's words or the loss's. */
const WIND = /\b(?:wind|hail|windstorm|hurricane|named[- ]storm|tropical|tornado|storm)\b/;
const QUAKE = /\b(?:earthquake|quake)\b/;
/** A wildfire deductible of its own (rule 115), as some hillside policies carry. */
const WILDFIRE = /\bwild ?fires?\b/;
const GENERAL =
  /\b(?:all[- ]?perils?|aop|all other perils?|other perils?|regular|standard|normal|base|everything else)\b/;
const OTHER_LOSS = /\b(?:fire|pipe|burst|leak\w*|water|theft|stolen|smoke|lightning|vandal\w*|break[- ]in)\b/;
/** A deductible that changed: "switched me from a flat $2,000 to 1%", "at renewal", "used to be". */
const SWITCH =
  /\b(?:switch\w*|chang\w*|went (?:from|up|to)|moved (?:us|me)|from an? (?:flat )?\$?\d|used to|old|previous\w*|renew\w*|instead of|new deductible|now (?:it'?s|is|has))\b/;
const COMPARE = /\b(?:or|vs\.?|versus|compare\w*|option|choose|choice|between|either|difference)\b/;
/** Words that make it an association's deductible shared among owners (allocated-share-math.ts). */
const SHARED =
  /\b(?:units?|owners|association|hoa|condo board|split (?:equally|evenly)|per unit|each unit)\b/;
const GREATER = /\b(?:greater|higher|larger|whichever is (?:more|greater|higher|larger))\b/;

interface Deductible {
  token: NumberToken;
  dollars: number;
  shown: string;
  peril: 'wind' | 'quake' | 'wildfire' | 'general' | undefined;
}

const perilOf = (words: string): Deductible['peril'] =>
  WIND.test(words)
    ? 'wind'
    : QUAKE.test(words)
      ? 'quake'
      : WILDFIRE.test(words)
        ? 'wildfire'
        : GENERAL.test(words)
          ? 'general'
          : undefined;

/**
 * The peril a deductible names: in its own words up to "deductible" ("2% wind/hail deductible",
 * "$1,000 all-peril deductible"), else the words before it back to a break ("hurricane deductible is
 * 2%"), never a neighbouring deductible's words.
 */
function perilNamed(text: string, tokens: readonly NumberToken[], t: NumberToken): Deductible['peril'] {
  const after = /^[^.;!?,(\d$]{0,30}?\bdeductible/.exec(text.slice(t.end))?.[0];
  const own = after ? perilOf(after) : undefined;
  if (own) return own;
  const previous = tokens.filter((o) => o.end <= t.start).at(-1);
  const before =
    text
      .slice(previous?.end ?? 0, t.start)
      .split(/[.;!?,(]\s*|\band\b/)
      .pop() ?? '';
  return after ? (perilOf(before.replace(/.*\bdeductible\b/, '')) ?? perilOf(before)) : perilOf(before);
}

/** The words of a number's own clause both sides, for the peril a deductible names. */
function clauseAround(text: string, t: NumberToken): string {
  const before =
    text
      .slice(Math.max(0, t.start - 40), t.start)
      .split(/[.;!?,(]\s*/)
      .pop() ?? '';
  const after = text.slice(t.end, t.end + 40).split(/[.;!?,)]\s*/)[0] ?? '';
  return `${before} ${after}`;
}

/**
 * Which peril the loss was: its own words in the question, once every deductible's name ("2%
 * wind/hail deductible", "hurricane deductible", "all-peril deductible") is taken out.
 */
function lossPeril(text: string): 'wind' | 'quake' | 'other' | undefined {
  const rest = text.replace(/(?:[\w'’-]+[\s/]+){0,3}deductibles?\b/g, ' ');
  if (WIND.test(rest)) return 'wind';
  if (QUAKE.test(rest)) return 'quake';
  if (OTHER_LOSS.test(rest)) return 'other';
  return undefined;
}

const insuranceDeductible: Reader = ({ text, tokens }) => {
  if (!/\bdeductibles?\b/.test(text) || SHARED.test(text)) return null;
  const read = tokens.filter(
    (t) =>
      (t.kind === 'money' || t.kind === 'percent') &&
      !storyAsides(text).some((s) => t.start >= s.start && t.end <= s.end),
  );
  const named = read.map((t) => ({ t, label: labelOf(text, tokens, t, LABELS, OWNER_LABEL) }));
  const damage = named.filter((n) => n.t.kind === 'money' && n.label === 'damage').map((n) => n.t);
  const coverage = named.filter((n) => n.t.kind === 'money' && n.label === 'coverage').map((n) => n.t);
  const flat = named.filter((n) => n.t.kind === 'money' && n.label === 'deductible').map((n) => n.t);
  // A percentage is a deductible when its clause names one or it is "of the dwelling coverage".
  const percent = read.filter(
    (t) =>
      t.kind === 'percent' &&
      t.value > 0 &&
      t.value <= 0.1 &&
      (/\bdeductible/.test(clauseAround(text, t)) ||
        /^\s*(?:of|on) (?:the |my |our |your )?(?:dwelling|coverage|insured|home'?s? (?:insured )?value|house'?s? value)/.test(
          text.slice(t.end, t.end + 40),
        )),
  );
  const placed = [...damage, ...coverage, ...flat, ...percent];
  if (read.some((t) => !placed.includes(t))) return null;
  if (!everyNumberPlaced(text, [...placed, ...storyAsides(text), ...storyYears(text), ...asides(text)]))
    return null;
  if (damage.length > 1 || coverage.length > 1) return null;
  if (percent.length > 0 && coverage.length !== 1) return null;
  const cover = coverage[0];
  const deductibles: Deductible[] = [
    ...percent.map((t) => ({
      token: t,
      dollars: t.value * cover!.value,
      shown: `${formatRate(t.value)} of the dwelling coverage: ${formatRate(t.value)} × ${formatAmount(cover!.value)} = ${formatMoney(t.value * cover!.value)}`,
      peril: perilNamed(text, tokens, t),
    })),
    ...flat.map((t) => ({
      token: t,
      dollars: t.value,
      shown: `flat ${formatAmount(t.value)}`,
      peril: perilNamed(text, tokens, t),
    })),
  ].sort((a, b) => a.token.start - b.token.start);
  if (deductibles.length === 0 || deductibles.length > 2) return null;
  // A percentage deductible needs a percentage; a flat one alone with no loss asks nothing to compute.
  if (percent.length === 0 && damage.length === 0) return null;
  const loss = damage[0];
  const inputs: string[] = [];
  if (loss) inputs.push(`Damage (the loss): ${formatAmount(loss.value)}`);
  if (cover) inputs.push(`Dwelling coverage: ${formatAmount(cover.value)}`);
  const results: string[] = [];
  const pays = (d: number) => Math.max(0, loss!.value - d);
  const payLine = (d: Deductible) =>
    `Insurance pays: **${formatMoney(pays(d.dollars))}** (${formatAmount(loss!.value)} − ${formatMoney(d.dollars)}${loss!.value <= d.dollars ? '; the damage is within the deductible, so nothing' : ''})`;
  const name = (d: Deductible) =>
    d.peril === 'wind'
      ? 'Wind/hail (storm) deductible'
      : d.peril === 'quake'
        ? 'Earthquake deductible'
        : d.peril === 'wildfire'
          ? 'Wildfire deductible'
          : d.peril === 'general'
            ? 'All-peril deductible'
            : 'Deductible';
  let method = '';
  if (deductibles.length === 1) {
    const d = deductibles[0]!;
    inputs.push(`${name(d)}: ${d.shown}`);
    results.push(`Deductible in dollars: **${formatMoney(d.dollars)}**`);
    if (loss) results.push(payLine(d));
    method = `${d.token.kind === 'percent' ? 'Deductible = the percentage × the dwelling coverage (not the claim)' : 'Deductible as stated'}${loss ? '; the insurer pays the damage − the deductible, never below zero' : ''}`;
  } else {
    const [a, b] = deductibles as [Deductible, Deductible];
    const special = [a, b].find((d) => d.peril === 'wind' || d.peril === 'quake' || d.peril === 'wildfire');
    const general = [a, b].find((d) => d !== special && (d.peril === 'general' || d.peril === undefined));
    if (special && general && !SWITCH.test(text)) {
      // Two deductibles of one policy: the loss's cause picks the one that applies.
      inputs.push(`${name(special)}: ${special.shown}`, `${name(general)}: ${general.shown}`);
      results.push(
        `${name(special)} in dollars: **${formatMoney(special.dollars)}**`,
        `${name(general)}: ${formatMoney(general.dollars)}`,
      );
      // "how much more is it than the flat one?" (rule 115): the two deductibles' difference.
      if (/\bhow much (?:more|higher|bigger|less|lower)\b|\bdifference\b/.test(text))
        results.push(
          `Difference: **${formatMoney(Math.abs(special.dollars - general.dollars))}** (${formatMoney(special.dollars)} − ${formatMoney(general.dollars)})`,
        );
      if (loss) {
        const cause = lossPeril(text);
        if (!cause) return null;
        const applies = cause === special.peril ? special : general;
        results.push(
          `A ${cause === 'wind' ? 'wind or hail' : cause === 'quake' ? 'earthquake' : 'non-storm'} loss takes the ${name(applies).toLowerCase()}: ${formatMoney(applies.dollars)}`,
          payLine(applies),
        );
      }
      method =
        'A percentage deductible = the percentage × the dwelling coverage; the one for the loss’s cause applies, and the insurer pays the damage − it, never below zero';
    } else if (GREATER.test(text) && special === undefined) {
      return null;
    } else if (SWITCH.test(text) || COMPARE.test(text)) {
      // Old and new (the first named is the old one: "from a flat $2,000 to 1%"), or two options.
      const switched = SWITCH.test(text) && !COMPARE.test(text.replace(/\bmore\b/g, ''));
      const [first, second] = [a, b];
      const firstName = switched ? 'Old deductible' : 'Option 1';
      const secondName = switched ? 'New deductible' : 'Option 2';
      inputs.push(`${firstName}: ${first.shown}`, `${secondName}: ${second.shown}`);
      const gap = second.dollars - first.dollars;
      results.push(
        `${secondName}: **${formatMoney(second.dollars)}**; ${firstName.toLowerCase()}: ${formatMoney(first.dollars)}`,
        `${secondName} is **${formatMoney(Math.abs(gap))} ${gap >= 0 ? 'more' : 'less'}** than the ${firstName.toLowerCase()} (${formatMoney(second.dollars)} − ${formatMoney(first.dollars)})`,
      );
      if (loss)
        results.push(
          `On this loss the insurer pays ${formatMoney(pays(first.dollars))} under the ${firstName.toLowerCase()} and **${formatMoney(pays(second.dollars))}** under the ${secondName.toLowerCase()}`,
        );
      method =
        'A percentage deductible = the percentage × the dwelling coverage; the difference = the second − the first';
    } else return null;
  }
  return { title: 'Insurance deductible', inputs, results, method };
};

/** Numbers that are part of a name: "HO-3", "coverage a", "a 2019 roof". */
const asides = (text: string) =>
  [...text.matchAll(/\bho-?\d\b|\b(?:19|20)\d{2}\b(?=\s+(?:roof|storm|policy|renewal|season))/g)].map(
    (m) => ({
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    }),
  );

export const INSURANCE_DEDUCTIBLE_READERS: readonly Reader[] = [insuranceDeductible];

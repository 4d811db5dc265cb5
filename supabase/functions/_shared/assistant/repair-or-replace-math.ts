// Repair or replace, by the cost per year of each (docs/assistant.md rule 89): a repair's cost over the
// years it buys against a replacement's cost over its life, straight line, with no interest. Part of
// quick-math (READERS there). Each option's cost and years are read in its own stretch of the question
// (from its name to the other option's), so "repair $3,200 … buys 3 more years. Replacement $11,400 …
// should last 15 years" pairs each amount with its own span; anything else unplaced stops it.
import { COUNT_WORDS, countOf } from './number-words.ts';
import { isCalendarYear } from './appreciation-math.ts';
import { formatMoney } from './format.ts';
import { datesNamed, type Reader } from './quick-math-reading.ts';

const REPAIR =
  /\b(?:repair(?:s|ing|ed)?|fix(?:ing|ed)?(?! (?:rate|costs?))|patch(?:ing|ed)?|band-?aid|rebuild(?:ing)?|overhaul(?:ing)?|recoat(?:ing)?)\b/g;
const REPLACE =
  /\b(?:replac(?:e|ed|ement|ing)|new (?:one|unit|roof|system|boiler|furnace|compressor)|swap(?:ping)? (?:it |them )?out|put in a new|install(?:ing)? a new)\b/g;
/** The years an option lasts: "buys us about 3 more years", "should last 15 years", "a 15-year life". */
const LIFE = new RegExp(
  `\\b(\\d{1,2}(?:\\.\\d)?|${COUNT_WORDS})\\s*(?:more\\s+|extra\\s+|additional\\s+)?(?:years?|yrs?)\\b|\\b(\\d{1,2}|${COUNT_WORDS})-(?:year|yr)\\b`,
  'g',
);
const ASKS =
  /\bper (?:year|yr)\b|\ba (?:year|yr)\b|\bannual(?:ly|i[sz]ed)?\b|\byearly\b|\beach year\b|\bcheaper\b|\bbetter (?:deal|value|option|choice)\b|\bcompare\b|\bwhich (?:one|option|is)\b|\bworth it\b|\bmakes? more sense\b/;
const AMOUNT =
  /(?<![\w.,])\$?\s?(\d[\d,]*(?:\.\d+)?)\s?(k)?\b(?!\s*(?:-|\s)?(?:years?|yrs?|units?|tons?|sq|sf|%))/g;

interface Option {
  kind: 'repair' | 'replace';
  start: number;
  end: number;
}

/**
 * "Repair quote is $3,200 and the tech says it buys us about 3 more years. Replacement is $11,400 and
 * should last 15 years. Compare the cost per year of each, straight line, ignoring interest." (rule
 * 89): each option's cost ÷ its years, and the cheaper by how much a year.
 */
export const repairOrReplace: Reader = ({ text, tokens }) => {
  if (!ASKS.test(text)) return null;
  const names = [
    ...[...text.matchAll(REPAIR)].map((m) => ({ kind: 'repair' as const, at: m.index })),
    ...[...text.matchAll(REPLACE)].map((m) => ({ kind: 'replace' as const, at: m.index })),
  ].sort((a, b) => a.at - b.at);
  if (!names.some((n) => n.kind === 'repair') || !names.some((n) => n.kind === 'replace')) return null;
  // Stretches: from each option's first name to the next name of the other option.
  const options: Option[] = [];
  for (const n of names) {
    const last = options.at(-1);
    if (last && last.kind === n.kind) continue;
    if (last) last.end = n.at;
    options.push({ kind: n.kind, start: n.at, end: text.length });
  }
  // The stretch ends at the question: "compare the cost per year of each" names no figure.
  if (options.length !== 2) return null;
  if (tokens.some((t) => t.kind === 'percent')) return null;
  const read = (o: Option) => {
    const part = text.slice(o.start, o.end);
    const costs = [...part.matchAll(AMOUNT)]
      .filter((m) => !/^(?:19|20)\d\d$/.test(m[1]!) || /\$/.test(m[0]))
      .filter((m) => /\$|k/.test(m[0]));
    const lives = [...part.matchAll(LIFE)].map((m) => countOf((m[1] ?? m[2])!));
    if (costs.length !== 1 || new Set(lives).size !== 1) return null;
    const c = costs[0]!;
    const cost = Number(c[1]!.replace(/,/g, '')) * (c[2] ? 1000 : 1);
    const years = lives[0]!;
    return cost > 0 && years > 0 && years <= 100 ? { cost, years } : null;
  };
  const repair = read(options.find((o) => o.kind === 'repair')!);
  const replace = read(options.find((o) => o.kind === 'replace')!);
  if (!repair || !replace) return null;
  // Every amount is one of the two costs; a calendar year ("installed 2009") is story.
  const money = tokens.filter((t) => t.kind === 'money' && !isCalendarYear(t));
  const used = new Set([repair.cost, replace.cost]);
  if (money.length !== 2 || money.some((t) => !used.has(t.value))) return null;
  const a = repair.cost / repair.years;
  const b = replace.cost / replace.years;
  const cheaper = a < b ? 'Repair' : b < a ? 'Replace' : undefined;
  return {
    title: 'Repair or replace: cost per year',
    inputs: [
      `Repair: ${formatMoney(repair.cost)}, buys ${repair.years} ${repair.years === 1 ? 'year' : 'years'}`,
      `Replace: ${formatMoney(replace.cost)}, lasts ${replace.years} ${replace.years === 1 ? 'year' : 'years'}`,
      'Straight line, no interest',
      ...datesNamed(tokens),
    ],
    results: [
      `Repair: **${formatMoney(a)}** a year`,
      `Replace: **${formatMoney(b)}** a year`,
      cheaper
        ? `${cheaper} is cheaper by **${formatMoney(Math.abs(a - b))}** a year`
        : 'The two cost the same a year',
    ],
    method: `Cost per year = cost ÷ years: ${formatMoney(repair.cost)} ÷ ${repair.years} and ${formatMoney(replace.cost)} ÷ ${replace.years}`,
  };
};

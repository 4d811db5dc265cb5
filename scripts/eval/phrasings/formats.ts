// Renders values the ways people type them into a chat box ("450k", "$1.2M", "6 1/2%", "30yr",
// "putting 20 down"), one form picked at random per slot, plus the light noise of real typing. Every form
// states the value exactly, so the question stays determinate whichever form is drawn.

export type Rand = () => number;

export const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

export const chance = (rand: Rand, p: number): boolean => rand() < p;

/** A multiple of `step` in [lo, hi]: people type round numbers. */
export function step(rand: Rand, lo: number, hi: number, by: number): number {
  const n = Math.floor((hi - lo) / by + 1e-9);
  return clean(lo + by * Math.floor(rand() * (n + 1)));
}

/** Drops float noise (6.375000000001) so values print as typed. */
export const clean = (x: number): number => Math.round(x * 1e6) / 1e6;

const commas = (v: number): string => v.toLocaleString('en-US', { maximumFractionDigits: 2 });

// prettier-ignore
const ONES = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Words for whole numbers below 100 ("thirty", "twenty-five"); undefined otherwise. */
export function words(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return undefined;
  if (n < 20) return ONES[n];
  return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
}

/** Words for simple rates only ("six and a half"), as people spell out rates they heard quoted. */
export function rateWords(v: number): string | undefined {
  const whole = words(Math.floor(v));
  const frac = { 0: '', 0.5: ' and a half', 0.25: ' and a quarter' }[clean(v % 1)];
  return whole !== undefined && frac !== undefined ? whole + frac : undefined;
}

/** "6 3/8" for values on an eighth, as rate sheets quote them. */
export function fraction(v: number): string | undefined {
  const eighths = Math.round((v % 1) * 8);
  if (Math.floor(v) < 1 || eighths === 0 || Math.abs((v % 1) * 8 - eighths) > 1e-9) return undefined;
  const [num, den] = eighths % 4 === 0 ? [1, 2] : eighths % 2 === 0 ? [eighths / 2, 4] : [eighths, 8];
  return `${Math.floor(v)} ${num}/${den}`;
}

/** A dollar amount: "$450,000", "450000", "450k", "$450K", "0.45M", "$1.2M", "1.2 mil". */
export function money(rand: Rand, v: number): string {
  if (!Number.isInteger(v)) return pick(rand, [`$${v.toFixed(2)}`, v.toFixed(2), `$${v}`]);
  const forms = [`$${commas(v)}`, commas(v), String(v)];
  // People switch from "k" to "M" around a million, and write "0.45M" only for round amounts.
  if (v >= 10_000 && v < 1e6 && v % 100 === 0) forms.push(`${v / 1000}k`, `$${v / 1000}K`, `$${v / 1000}k`);
  if (v >= 250_000 && v < 1e6 && v % 50_000 === 0) forms.push(`${v / 1e6}M`, `$${v / 1e6}M`);
  if (v >= 1e6 && v % 10_000 === 0)
    forms.push(`${v / 1e6}M`, `$${v / 1e6}M`, `${v / 1e6} mil`, `$${v / 1e6} million`);
  return pick(rand, forms);
}

/** A monthly amount: "$2,100/mo", "2100 a month", "$2,100 pm". */
export const monthly = (rand: Rand, v: number): string =>
  money(rand, v) + pick(rand, ['/mo', ' a month', ' per month', ' monthly', ' pm', '/month', ' a mo']);

/** An annual amount: "$84k/yr", "84000 a year", "$84,000 annually". */
export const annual = (rand: Rand, v: number): string =>
  money(rand, v) + pick(rand, ['/yr', ' a year', ' per year', ' annually', ' yearly', '/year']);

/** A percentage: "6.5%", "6.5 %", "6.5 percent", "6.5 pct", "6 1/2%", "six and a half percent". */
export function percent(rand: Rand, v: number): string {
  const forms = [`${v}%`, `${v}%`, `${v} %`, `${v} percent`, `${v} pct`];
  const frac = fraction(v);
  if (frac) forms.push(`${frac}%`, `${frac} percent`);
  const spelled = rateWords(v);
  if (spelled && v <= 12) forms.push(`${spelled} percent`);
  return pick(rand, forms);
}

/** An interest rate with its preposition: "at 6.5%", "@ 6.5", "at 6 1/2%". */
export function rateAt(rand: Rand, v: number): string {
  return pick(rand, [`at ${percent(rand, v)}`, `@ ${percent(rand, v)}`, `@ ${v}`, `at ${v}`, `@${v}%`]);
}

/** A loan term as a standalone fragment: "30 years", "30yr", "360 months", "30 yr fixed". */
export function term(rand: Rand, years: number): string {
  const spelled = words(years);
  return pick(rand, [
    `${years} years`,
    `${years} yrs`,
    `${years}yr`,
    `${years * 12} months`,
    `${years} yr fixed`,
    `${years}-year fixed`,
    ...(spelled ? [`${spelled} years`] : []),
  ]);
}

/** A loan term before "loan"/"mortgage": "30-year", "30yr", "30 year". */
export const termAdj = (rand: Rand, years: number): string =>
  pick(rand, [`${years}-year`, `${years} year`, `${years}yr`, `${years}-yr`, `${years} yr`]);

/** A down payment: "20% down", "20 percent down", "$90k down", "putting 20 down". */
export function down(rand: Rand, pctDown: number, price: number): string {
  const forms = [
    `${percent(rand, pctDown)} down`,
    `putting ${percent(rand, pctDown)} down`,
    `${money(rand, (price * pctDown) / 100)} down`,
    `a ${pctDown}% down payment`,
    `down payment of ${pctDown}%`,
  ];
  // "putting 20 down" is idiom for percent only at the usual round levels.
  if ([10, 20, 25].includes(pctDown)) forms.push(`putting ${pctDown} down`);
  return pick(rand, forms);
}

/** Discount points: "2 points", "2 pts", "1.5 discount points". */
export const points = (rand: Rand, n: number): string =>
  n === 1
    ? pick(rand, ['1 point', '1 pt', 'one point', '1 discount point'])
    : pick(rand, [`${n} points`, `${n} pts`, `${n} discount points`]);

/** Floor area: "1,850 sq ft", "1850 sqft", "1850 square feet", "1,850 sf". */
export const area = (rand: Rand, sf: number): string =>
  pick(rand, [
    `${commas(sf)} sq ft`,
    `${sf} sqft`,
    `${sf} square feet`,
    `${commas(sf)} sf`,
    `${commas(sf)} sq. ft.`,
  ]);

/** "per door", "each unit", "per unit". */
export const perUnit = (rand: Rand): string =>
  pick(rand, ['per door', 'each unit', 'per unit', 'a unit', 'a door']);

/** Vacancy as stated: "5% vacancy", "vacancy of 5 percent", "no vacancy". */
export const vacancy = (rand: Rand, v: number): string =>
  v === 0
    ? pick(rand, ['no vacancy', 'assume no vacancy', '0% vacancy', 'fully occupied, no vacancy'])
    : pick(rand, [
        `${percent(rand, v)} vacancy`,
        `vacancy of ${percent(rand, v)}`,
        `${v}% vacancy allowance`,
      ]);

/** How a message opens: nothing, or chat filler. */
// prettier-ignore
const OPENERS = [
  '', '', '', '', 'hey quick q - ', 'so ', 'ok so ', 'quick one: ', 'hi, ', 'Question: ', 'hey ',
  'random q but ', 'can you help? ', 'hello! ',
];
export const opener = (rand: Rand): string => pick(rand, OPENERS);

/** Swaps or drops one letter of a prose word: never a number, nor the word right after one (its label). */
function typo(rand: Rand, text: string): string {
  const tokens = text.split(' ');
  const candidates = tokens
    .map((t, i) => ({ t, i }))
    .filter(({ t, i }) => /^[A-Za-z]{5,}$/.test(t) && !/\d/.test(tokens[i - 1] ?? ''));
  if (candidates.length === 0) return text;
  const { t, i } = pick(rand, candidates);
  const at = 1 + Math.floor(rand() * (t.length - 2));
  tokens[i] = chance(rand, 0.5)
    ? t.slice(0, at) + t[at + 1] + t[at] + t.slice(at + 2)
    : t.slice(0, at) + t.slice(at + 1);
  return tokens.join(' ');
}

/** The noise of fast typing: typos (~10%), all lowercase, no final "?", stray spaces. */
export function noise(rand: Rand, text: string): string {
  let out = chance(rand, 0.6) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  if (chance(rand, 0.1)) out = typo(rand, out);
  if (chance(rand, 0.25)) out = out.toLowerCase();
  if (chance(rand, 0.3)) out = out.replace(/\?$/, '');
  if (chance(rand, 0.1)) out = out.replace(/ /g, (s) => (chance(rand, 0.15) ? '  ' : s));
  return out;
}

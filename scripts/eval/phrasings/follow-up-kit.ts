// What a follow-up scenario is made of, and the changes people make to a computed answer in chat ("and if
// i put 5% more down", "what if the rate goes up half a point", "make it 15 years and drop the rate by
// .5"). A follow-up template draws true inputs, states them in a base message (the frames of a
// single-message template), then changes one or two of them in a follow-up; the expected figures are
// recomputed from the changed true inputs. Every change states its own value or its own direction and
// size, so a correct answer never has to guess: a wrong figure means a misread change.

import type { Area } from '../score.ts';
import {
  chance,
  clean,
  fraction,
  money,
  monthly,
  percent,
  pick,
  rateWords,
  step,
  term,
  termAdj,
  type Rand,
} from './formats.ts';
import { monthlyOrAnnual, type Template } from './template-kit.ts';

/** A follow-up clause: "the rate drops .25" reads after "what if"; "drop the rate by .25" does not. */
export interface Clause {
  text: string;
  command?: boolean;
}

export interface Change<V> {
  /** The kind of change, for the report: "rate moved", "down set (%)". */
  kind: string;
  /** The input it changes: two changes in one follow-up never change the same one. */
  field: string;
  /** Inputs it cannot be combined with in one follow-up (the order would make it ambiguous). */
  conflicts?: readonly string[];
  /** The changed inputs and the clause that states the change; undefined when it does not fit these values. */
  apply(v: V, r: Rand): ({ v: V } & Clause) | undefined;
}

export interface FollowUpTemplate<V extends object = object> {
  id: string;
  area: Area;
  /** The base message (draw, slots, frames) and the figures of any inputs, base or changed. */
  base: Template<V>;
  changes: readonly Change<V>[];
  /** Changed inputs a follow-up may end on (a refinance that still takes a year to break even). */
  valid?(v: V): boolean;
}

// Inference helper: keeps each template's value type while the list holds them all.
export const defineFollowUp = <V extends object>(t: FollowUpTemplate<V>): FollowUpTemplate => t;

/**
 * A single-message template by its id, used whole as a follow-up's base when the follow-up states its
 * values the same way. The list erases each template's value type; the caller names it again.
 */
export function templateOf<V extends object>(templates: readonly Template[], id: string): Template<V> {
  const t = templates.find((x) => x.id === id);
  if (!t) throw new Error(`no template ${id}`);
  return t as unknown as Template<V>;
}

/** The frames of a single-message template, so a base message is phrased exactly as that one is. */
export function framesOf(templates: readonly Template[], id: string): readonly string[] {
  return templateOf(templates, id).frames;
}

// How a follow-up wraps its change(s). Neutral ones read with any clause; the others with one mood only.
const NEUTRAL = [
  '{c}',
  '{c}?',
  'ok {c}',
  '{c}, what then',
  '{c}. what then?',
  '{c} - what does that do to it',
  'ok so {c}. now what?',
  'and {c}?',
  'same thing but {c}',
  'hmm {c}?',
];
const AFTER_WHAT_IF = [
  'what if {c}',
  'what if {c}?',
  'and if {c}?',
  'and if {c}',
  'lets say {c}',
  "let's say {c}",
  'how about if {c}',
  'what about if {c}',
  'hmm, and what if {c}',
  'ok what if {c} instead',
];
const COMMANDS = ['can you {c}', 'now {c}', '{c} and run it again', 'ok now {c}?', 'please {c}'];

export function followUpFrame(r: Rand, clauses: readonly Clause[]): string {
  const commands = clauses.filter((c) => c.command).length;
  if (commands === 0) return pick(r, [...NEUTRAL, ...AFTER_WHAT_IF, ...AFTER_WHAT_IF]);
  if (commands === clauses.length) return pick(r, [...NEUTRAL, ...COMMANDS]);
  return pick(r, NEUTRAL);
}

/** Two changes in one message, each with its own direction: "20% down instead, and the rate drops .5". */
export const join = (r: Rand, a: string, b: string): string =>
  pick(r, [`${a} and ${b}`, `${a}, and ${b}`, `${a}, ${b}`, `${a} & ${b}`, `${a} and also ${b}`]);

export type Numeric<V> = { [K in keyof V]: V[K] extends number ? K : never }[keyof V] & string;
const set = <V, K extends Numeric<V>>(v: V, k: K, x: number): V => ({ ...v, [k]: clean(x) });
const up = (r: Rand) => chance(r, 0.5);

// ---------------------------------------------------------------------------------------------------
// Rates: set ("at 6 7/8", "rate is 6", "and at seven and a quarter") and moved ("up half a point").

/** A rate move's size, the ways people say it: "half a point", ".5", "50 bps", "0.5%". */
export function rateAmount(r: Rand, d: number): string {
  const named: Record<string, string[]> = {
    0.125: ['an eighth', 'an eighth of a point', '1/8'],
    0.25: ['a quarter point', 'a quarter of a point', 'quarter point', 'a quarter percent', '1/4 point'],
    0.375: ['three eighths', '3/8'],
    0.5: ['half a point', 'a half point', 'half a percent', 'half a percentage point', '1/2 point'],
    0.75: ['three quarters of a point', '3/4 of a point', 'three quarters of a percent'],
    1: ['a point', 'a full point', 'one point', '1 point', 'one percent', 'a percentage point'],
  };
  const dotted = d < 1 ? String(d).replace(/^0/, '') : String(d);
  const bps = Math.round(d * 100);
  const names = named[String(d)] ?? [];
  return pick(r, [
    ...names,
    ...names,
    `${d}%`,
    `${d} percent`,
    dotted,
    `${dotted}%`,
    `${bps} bps`,
    `${bps} basis points`,
  ]);
}

const RATE_STEPS = [0.125, 0.25, 0.25, 0.375, 0.5, 0.5, 0.75, 1, 1];

/** A rate typed bare, as in chat: "6.875", "6 7/8", "seven and a quarter". */
const bareRate = (r: Rand, x: number) =>
  pick(r, [String(x), fraction(x) ?? String(x), rateWords(x) ?? String(x)]);

/** The rate moved by a stated amount in a stated direction. `what` names it ("the rate", "the new rate"). */
export function rateMove<V>(
  k: Numeric<V>,
  opts: { what?: string; min?: (v: V) => number; max?: (v: V) => number } = {},
): Change<V> {
  const what = opts.what ?? 'the rate';
  const short = what.replace(/^the /, '');
  return {
    kind: 'rate moved',
    field: k,
    apply: (v, r) => {
      const d = pick(r, RATE_STEPS);
      const higher = up(r);
      const now = v[k] as number;
      const next = clean(now + (higher ? d : -d));
      if (next < (opts.min?.(v) ?? 2) || next > (opts.max?.(v) ?? 12)) return undefined;
      const a = rateAmount(r, d);
      const bps = Math.round(d * 100);
      const sign = higher ? '+' : '-';
      const clauses: Clause[] = higher
        ? [
            { text: `${what} goes up ${a}` },
            { text: `${short} ${pick(r, ['rises', 'climbs', 'jumps', 'bumps', 'goes up'])} ${a}` },
            { text: `${what} rises by ${a}` },
            { text: `${what} is ${a} higher` },
            { text: `${a} higher on ${what}` },
            { text: `${short} ${sign}${bps} bps` },
            { text: `${short} ticks up ${a}` },
            { text: `bump ${what} ${a}`, command: true },
            { text: `raise ${what} by ${a}`, command: true },
          ]
        : [
            { text: `${what} goes down ${a}` },
            { text: `${short} ${pick(r, ['drops', 'falls', 'comes down', 'goes down', 'dips'])} ${a}` },
            { text: `${what} drops by ${a}` },
            { text: `${what} is ${a} lower` },
            { text: `${a} lower on ${what}` },
            { text: `${short} ${sign}${bps} bps` },
            { text: `they knock ${a} off ${what}` },
            { text: `drop ${what} by ${a}`, command: true },
            { text: `take ${a} off ${what}`, command: true },
          ];
      return { v: set(v, k, next), ...pick(r, clauses) };
    },
  };
}

/** The rate set to a new value ("at 6 7/8", "rate is 6", "what about 5.75%"). */
export function rateSet<V>(k: Numeric<V>, draw: (r: Rand, v: V) => number, what = 'the rate'): Change<V> {
  const short = what.replace(/^the /, '');
  return {
    kind: 'rate set',
    field: k,
    apply: (v, r) => {
      const next = draw(r, v);
      if (next === v[k]) return undefined;
      const p = percent(r, next);
      const b = bareRate(r, next);
      return {
        v: set(v, k, next),
        ...pick<Clause>(r, [
          { text: `${what} is ${p}` },
          { text: `${short} is ${b}` },
          { text: `at ${p}` },
          { text: `at ${b}` },
          { text: `${p} instead` },
          { text: `@ ${next}` },
          { text: `${what} were ${p}` },
          { text: `we lock at ${p}` },
          { text: `i get ${p}` },
          { text: `${short} of ${p}` },
          { text: `make ${what} ${p}`, command: true },
          { text: `use ${b} for ${what}`, command: true },
        ]),
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Loan term: "on a 15 year", "make it 20 yrs".

export function termSet<V>(k: Numeric<V>): Change<V> {
  return {
    kind: 'term set',
    field: k,
    apply: (v, r) => {
      const y = pick(
        r,
        [10, 15, 20, 25, 30].filter((x) => x !== v[k]),
      );
      return {
        v: set(v, k, y),
        ...pick<Clause>(r, [
          { text: `on a ${termAdj(r, y)}` },
          { text: `${term(r, y)} instead` },
          { text: `a ${termAdj(r, y)} loan instead` },
          { text: `over ${y} years` },
          { text: `we go with a ${termAdj(r, y)}` },
          { text: `it's a ${termAdj(r, y)} mortgage` },
          { text: `make it ${term(r, y)}`, command: true },
          { text: `switch to a ${termAdj(r, y)}`, command: true },
        ]),
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// A money input (price, loan, rent, budget, costs) set or moved by an amount or a percent.

interface MoneyWords {
  /** "the price is {m}", "they take {m}": set to {m}. */
  set: readonly (string | Clause)[];
  /** Raised by {m} ("price goes up {m}"), lowered by {m} ("the house is {m} cheaper"). */
  raise: readonly (string | Clause)[];
  lower: readonly (string | Clause)[];
  /** Raised / lowered by {p} percent ("{p}% over asking"); none when a percent would be unclear. */
  raisePct?: readonly (string | Clause)[];
  lowerPct?: readonly (string | Clause)[];
}

const clause = (c: string | Clause, m: string): Clause =>
  typeof c === 'string' ? { text: c.replace('{m}', m) } : { ...c, text: c.text.replace('{m}', m) };

/** Sets a money input: the new value from `draw`, stated in any of the `set` phrasings. */
export function moneySet<V>(
  k: Numeric<V>,
  words: MoneyWords,
  draw: (r: Rand, v: V) => number,
  opts: { kind?: string; render?: (r: Rand, x: number) => string } = {},
): Change<V> {
  return {
    kind: opts.kind ?? `${k} set`,
    field: k,
    apply: (v, r) => {
      const x = draw(r, v);
      if (x === v[k] || x <= 0) return undefined;
      return { v: set(v, k, x), ...clause(pick(r, words.set), (opts.render ?? money)(r, x)) };
    },
  };
}

/** Moves a money input by an amount ("25k cheaper") or, where the words allow, a percent ("5% under"). */
export function moneyMove<V>(
  k: Numeric<V>,
  words: MoneyWords,
  amount: (r: Rand, v: V) => number,
  opts: { kind?: string; pcts?: readonly number[]; ok?: (x: number, v: V) => boolean } = {},
): Change<V> {
  return {
    kind: opts.kind ?? `${k} moved`,
    field: k,
    apply: (v, r) => {
      const higher = up(r);
      const now = v[k] as number;
      const byPct = opts.pcts && words.raisePct && words.lowerPct && chance(r, 0.35);
      let next: number;
      let said: string;
      let phrasings: readonly (string | Clause)[];
      if (byPct) {
        const p = pick(r, opts.pcts!);
        next = now * (1 + (higher ? p : -p) / 100);
        said = pick(r, [`${p}%`, `${p}%`, `${p} percent`]);
        phrasings = higher ? words.raisePct! : words.lowerPct!;
      } else {
        const d = amount(r, v);
        next = now + (higher ? d : -d);
        said = money(r, d);
        phrasings = higher ? words.raise : words.lower;
      }
      if (next <= 0 || (opts.ok && !opts.ok(next, v))) return undefined;
      return { v: set(v, k, next), ...clause(pick(r, phrasings), said) };
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Monthly costs added to a payment: taxes, insurance, HOA, each with its period.

/** Adds a monthly cost stated monthly or yearly; the expected figure includes `extras` (per month). */
export function addCost<V extends { extras: number }>(): Change<V> {
  return {
    kind: 'cost added',
    field: 'extras',
    apply: (v, r) => {
      const which = pick(r, ['tax', 'ins', 'hoa'] as const);
      const perMonth =
        which === 'tax'
          ? step(r, 150, 1_000, 5)
          : which === 'ins'
            ? step(r, 60, 300, 5)
            : step(r, 50, 600, 5);
      const amt = which === 'hoa' && chance(r, 0.6) ? monthly(r, perMonth) : monthlyOrAnnual(r, perMonth);
      const words: Record<typeof which, Clause[]> = {
        tax: [
          { text: `add taxes of ${amt}`, command: true },
          { text: `add ${amt} in property taxes`, command: true },
          { text: `include property tax of ${amt}`, command: true },
          { text: `taxes are ${amt}` },
          { text: `there's ${amt} in property taxes on top` },
        ],
        ins: [
          { text: `add homeowners insurance of ${amt}`, command: true },
          { text: `include insurance at ${amt}`, command: true },
          { text: `insurance is ${amt} on top` },
          { text: `i add ${amt} for insurance` },
        ],
        hoa: [
          { text: `add an HOA of ${amt}`, command: true },
          { text: `add HOA dues of ${amt}`, command: true },
          { text: `there's a ${amt} HOA` },
          { text: `HOA is ${amt}` },
        ],
      };
      return { v: { ...v, extras: clean(v.extras + perMonth) }, ...pick(r, words[which]) };
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// The down payment: set as a percent or an amount, moved by points or by dollars. Stated as a percent it
// stays a percent of a changed price; stated in dollars it stays those dollars.

export interface WithDown {
  price: number;
  /** Percent of the price, or null when the down payment was stated in dollars (`down`). */
  downPct: number | null;
  down: number;
}

export const downDollars = (v: WithDown) => (v.downPct === null ? v.down : (v.price * v.downPct) / 100);

export function downSetPct<V extends WithDown>(): Change<V> {
  return {
    kind: 'down set (%)',
    field: 'down',
    apply: (v, r) => {
      const p = pick(
        r,
        [5, 10, 15, 20, 25, 30].filter((x) => x !== v.downPct),
      );
      const pp = percent(r, p);
      return {
        v: { ...v, downPct: p },
        ...pick<Clause>(r, [
          { text: `${pp} down` },
          { text: `i put down ${pp}` },
          { text: `putting ${pp} down` },
          { text: `${p}% down instead` },
          { text: `going with ${p}% down instead` },
          { text: `the down payment is ${pp}` },
          { text: `make it ${pp} down`, command: true },
        ]),
      };
    },
  };
}

export function downSetAmount<V extends WithDown>(): Change<V> {
  return {
    kind: 'down set ($)',
    field: 'down',
    apply: (v, r) => {
      const a = Math.max(5_000, Math.round((v.price * step(r, 0.05, 0.35, 0.01)) / 5_000) * 5_000);
      if (a === downDollars(v) || a >= v.price * 0.6) return undefined;
      const m = money(r, a);
      return {
        v: { ...v, downPct: null, down: a },
        ...pick<Clause>(r, [
          { text: `${m} down` },
          { text: `i put ${m} down` },
          { text: `i put down ${m}` },
          { text: `the down payment is ${m}` },
          { text: `${m} down instead` },
          { text: `make the down payment ${m}`, command: true },
        ]),
      };
    },
  };
}

/** Percentage points more or less down ("5% more down"), only where the down payment was a percent. */
export function downMovePct<V extends WithDown>(): Change<V> {
  return {
    kind: 'down moved (%)',
    field: 'down',
    conflicts: ['price'],
    apply: (v, r) => {
      if (v.downPct === null) return undefined;
      const p = pick(r, [5, 5, 10, 15]);
      const more = up(r);
      const next = v.downPct + (more ? p : -p);
      if (next < 3 || next > 50) return undefined;
      const pp = pick(r, [`${p}%`, `${p}%`, `${p} percent`]);
      return {
        v: { ...v, downPct: clean(next) },
        ...pick<Clause>(
          r,
          more
            ? [
                { text: `${pp} more down` },
                { text: `i put ${pp} more down` },
                { text: `i put down ${pp} more` },
                { text: `another ${pp} down` },
                { text: `i add ${pp} to the down payment` },
                { text: `put ${pp} more down`, command: true },
              ]
            : [
                { text: `${pp} less down` },
                { text: `i put down ${pp} less` },
                { text: `i put ${pp} less down` },
                { text: `the down payment is ${pp} lower` },
                { text: `put down ${pp} less`, command: true },
              ],
        ),
      };
    },
  };
}

/** Dollars more or less down ("10k more down", "another 20k down"): the down payment is then those dollars. */
export function downMoveAmount<V extends WithDown>(): Change<V> {
  return {
    kind: 'down moved ($)',
    field: 'down',
    conflicts: ['price'],
    apply: (v, r) => {
      const d = step(r, 5_000, 50_000, 5_000);
      const more = up(r);
      const next = downDollars(v) + (more ? d : -d);
      if (next <= 0 || next >= v.price * 0.6) return undefined;
      const m = money(r, d);
      return {
        v: { ...v, downPct: null, down: clean(next) },
        ...pick<Clause>(
          r,
          more
            ? [
                { text: `${m} more down` },
                { text: `i put ${m} more down` },
                { text: `i put down ${m} more` },
                { text: `another ${m} down` },
                { text: `i add ${m} to the down payment` },
                { text: `put ${m} more down`, command: true },
                { text: `bump the down payment by ${m}`, command: true },
              ]
            : [
                { text: `${m} less down` },
                { text: `i put down ${m} less` },
                { text: `the down payment is ${m} smaller` },
                { text: `put ${m} less down`, command: true },
              ],
        ),
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Vacancy: set ("vacancy is 5%") or moved by points ("vacancy goes up 3 points", "vacancy doubles").

export function vacancySet<V extends { vac: number }>(): Change<V> {
  return {
    kind: 'vacancy set',
    field: 'vac',
    apply: (v, r) => {
      const x = pick(
        r,
        [3, 4, 5, 6, 8, 10].filter((y) => y !== v.vac),
      );
      const p = percent(r, x);
      return {
        v: { ...v, vac: x },
        ...pick<Clause>(r, [
          { text: `vacancy is ${p}` },
          { text: `i allow ${x}% for vacancy` },
          { text: `with ${p} vacancy` },
          { text: `vacancy runs ${p}` },
          { text: `there's ${p} vacancy` },
          { text: `use ${p} vacancy`, command: true },
          // "add 5% for vacancy" would read as on top of a vacancy already stated.
          ...(v.vac === 0 ? [{ text: `add ${p} for vacancy`, command: true }] : []),
        ]),
      };
    },
  };
}

export function vacancyMove<V extends { vac: number }>(): Change<V> {
  return {
    kind: 'vacancy moved',
    field: 'vac',
    apply: (v, r) => {
      if (v.vac === 0) return undefined;
      if (chance(r, 0.25))
        return chance(r, 0.5)
          ? { v: { ...v, vac: v.vac * 2 }, text: pick(r, ['vacancy doubles', 'vacancy is twice that']) }
          : {
              v: { ...v, vac: v.vac / 2 },
              text: pick(r, ['vacancy is half that', 'vacancy is cut in half']),
            };
      const d = pick(r, [1, 2, 3, 5]);
      const more = up(r);
      const next = v.vac + (more ? d : -d);
      if (next < 0) return undefined;
      const pts = d === 1 ? pick(r, ['a point', '1 point', 'one point']) : `${d} points`;
      return {
        v: { ...v, vac: next },
        text: more
          ? pick(r, [`vacancy goes up ${pts}`, `vacancy is ${pts} higher`, `vacancy rises ${pts}`])
          : pick(r, [`vacancy drops ${pts}`, `vacancy is ${pts} lower`, `vacancy comes down ${pts}`]),
      };
    },
  };
}
